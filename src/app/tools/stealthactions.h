#pragma once

// RULES.md 14 in the window: Hide…, Search (5e family), Seek… and Seek Around (pf2e) and
// Reveal, offered on the token's menu and by the Combatant panel. Each is one core call
// (combat::hide, search, seek, reveal) pushed as one undo step; the log entries are the
// core's, and the status bar shows them, or the refusal worded here (the window names a
// menu entry where the CLI names a command).

#include "combat/stealth.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class QMenu;
class QWidget;

namespace bm {

class AreaTemplateItem;
class Document;
class MapScene;
class SeekTool;

class StealthActions : public QObject
{
    Q_OBJECT

public:
    // `dialogParent`: the window the Hide dialog belongs to.
    StealthActions(Document *document, MapScene *scene, QWidget *dialogParent, QObject *parent = nullptr);

    // The token menu's entries for creature `id`: Hide…, Search or Seek… and Seek Around
    // (by the ruleset), Reveal (enabled while it is hidden).
    void addMenuEntries(QMenu *menu, const QString &id);

    // Opens the Hide dialog (roll or type the Stealth check); hides when it is accepted.
    void askHide(const QString &id);
    // One undo step each; false when refused or nothing changed (the status bar says why).
    bool hide(const QString &id, std::optional<int> typedTotal, bool sneak);
    bool search(const QString &id);
    // Seek…: the cone follows the mouse until a click seeks there (SeekTool).
    void beginSeek(const QString &id);
    bool seek(const QString &id, std::optional<QPointF> toward);
    bool reveal(const QString &id);

    SeekTool *seekTool() const { return m_seekTool; }
    // The seek area drawn on the map (the cone while aiming, the emanation while Seek Around
    // is hovered in the token's menu).
    AreaTemplateItem *seekPreview() const { return m_preview; }

    // A refusal in the window's words.
    static QString refusalText(const combat::StealthOutcome &outcome, const Encounter &e);

signals:
    void statusMessage(const QString &text);

private:
    Document *m_document;
    MapScene *m_scene;
    QPointer<QWidget> m_dialogParent;
    AreaTemplateItem *m_preview; // an item of the scene, which owns it
    SeekTool *m_seekTool;

    // Pushes `op` as one undo step named `text`; says the outcome in the status bar.
    bool apply(const QString &text, const std::function<combat::StealthOutcome(Encounter &)> &op);
};

} // namespace bm
