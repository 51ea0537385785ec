#pragma once

// Creature → Add, Duplicate, Delete, and the same on the map's context menu. Not an
// AbstractTool (they act on the selection, not on mouse drags), but like the tools they
// change the encounter only through one undo command each.

#include "model/encounter.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <vector>

class QAction;
class QGraphicsView;
class QMenu;

namespace bm {

class Document;
class MapScene;
class StealthActions;

class CreatureActions : public QObject
{
    Q_OBJECT

public:
    CreatureActions(Document *document, MapScene *scene, QGraphicsView *view, QAction *add, QAction *duplicate,
                    QAction *remove, QObject *parent = nullptr);

    // A new Medium creature on the free square nearest to `near`; returns its id (empty
    // when the map has no room). The new creature is selected.
    QString addCreature(GridPoint near);
    // A copy with a numbered name ("Goblin 2") and a fresh id, on the nearest free spot.
    QString duplicateCreature(const QString &id);
    bool deleteCreature(const QString &id);
    // Keeps the creature off every players' screen whatever the fog says (the GM
    // sees a ghost); one undo step.
    void setHiddenFromPlayers(const QString &id, bool hidden);
    // A door (the wall at index `wall`) locked or closed; whether the party knows it is
    // locked (the players' devices show it closed until then). One undo step each.
    void setDoorLocked(int wall, bool locked);
    void setPartyKnowsLocked(int wall, bool known);

    // The square at the centre of the visible part of the map.
    GridPoint viewCentreSquare() const;
    // An action the map's context menu offers first while it is enabled (Damage All in
    // Area while a template holds creatures).
    void addMapAction(QAction *action) { m_mapActions << action; }
    // Hide, Search or Seek, Reveal on a token's menu (RULES.md 14).
    void setStealthActions(StealthActions *stealth) { m_stealth = stealth; }
    // A block of entries a token's menu offers after its attacks, given the menu and the
    // creature (the forced movement's: ForcedMoveActions::addToMenu).
    void addTokenMenuBlock(std::function<void(QMenu *, const QString &)> block) { m_tokenBlocks.push_back(std::move(block)); }

signals:
    void statusMessage(const QString &text);
    // The token's menu → Attack → an attack: the Stat Block panel arms it.
    void attackRequested(const QString &attackerId, const QString &attackName);
    // The same menu → Attack → Multiattack: its attacks one after the other.
    void multiattackRequested(const QString &attackerId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    Document *m_document;
    MapScene *m_scene;
    QPointer<QGraphicsView> m_view;
    QAction *m_add;
    QAction *m_duplicate;
    QAction *m_remove;
    QList<QAction *> m_mapActions;
    QPointer<StealthActions> m_stealth;
    std::vector<std::function<void(QMenu *, const QString &)>> m_tokenBlocks;

    void updateEnabled();
    void showContextMenu(const QPoint &viewportPos, const QPoint &globalPos);
};

} // namespace bm
