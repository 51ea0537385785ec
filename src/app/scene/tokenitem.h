#pragma once

// A creature's token: art in the side's colour ring, scaled to its space (Tiny at half a
// square, up to four sharing one), HP bar and condition badges, a gold ring while it is
// the creature's turn, and its name on a label that keeps its size on screen at any zoom
// (level of detail: shown while squares are big enough on screen to tell tokens apart,
// always while hovered, selected or on its turn). Passive: it syncs from the model and is
// cached as a pixmap (DeviceCoordinateCache).

#include "model/encounter.h"

#include <QGraphicsItem>

namespace bm {

class TokenItem : public QGraphicsItem
{
public:
    explicit TokenItem(const QString &creatureId);
    const QString &creatureId() const { return m_id; }

    // `slot` places a Tiny creature in one quarter of its square (0..3).
    void sync(const Creature &creature, Ruleset ruleset, int slot);
    // RULES.md 6: the creatures flanking this one (names), shown as a badge + tooltip.
    void setFlankedBy(const QStringList &flankers);
    const QStringList &flankedBy() const { return m_flankedBy; }
    // The gold ring of the creature whose turn it is.
    void setCurrentTurn(bool current);
    bool isCurrentTurn() const { return m_currentTurn; }
    // Level of detail: names are shown at this zoom (see MapScene::setViewScale).
    void setNamesShown(bool shown);
    bool isNameVisible() const;
    QString nameText() const;
    QString elevationText() const; // the badge: "↑30 ft", empty on the ground
    // RULES.md 13.1: the light it carries, a flame (candle, torch) or a lantern (brighter)
    // badge at the disc's bottom left; empty rect: it carries none.
    QRectF lightBadgeRect() const;
    bool lightBadgeIsLantern() const;
    // The players' screen (issue 19): a creature not of the party shows no HP bar, no
    // numbers in its tooltip, and its health as a word under its name.
    void setPlayerView(bool on);
    // The label and tooltip again in the language now chosen (health words, sizes).
    void retranslate();
    // "unhurt", "hurt", "bloodied" (at most half), "down" (0 HP or dead); translated.
    static QString healthWord(const Creature &creature);
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // The art for a creature: a bundled token name (humanoid, beast, dragon, undead,
    // construct, elemental, giant, monstrosity, fiend) or humanoid.
    static QString artFor(const Creature &creature);

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    void updateToolTip();
    void updateLabel();

    QString m_id;
    Creature m_creature;
    QStringList m_flankedBy;
    QRectF m_disc;   // the token itself, in item coordinates
    QRectF m_bounds; // with label and badges
    bool m_hover = false;
    bool m_currentTurn = false;
    bool m_namesShown = true;
    bool m_playerView = false;
    bool hpHidden() const { return m_playerView && m_creature.side != Side::Party; }
    class NameLabel *m_label = nullptr; // child, ignores the view's scale
};

} // namespace bm
