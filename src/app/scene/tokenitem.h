#pragma once

// A creature's token: art in the side's colour ring, scaled to its space (Tiny in a
// quarter square, up to four sharing one, drawn at least kTinyMinPixels wide on screen with
// its true quarter outlined), HP bar and condition badges, a gold ring while it is the
// creature's turn, a party member's own colour (and initial on the shared default
// picture), and its name on a label that keeps its size on screen at any zoom (level of
// detail: shown while squares are big enough on screen to tell tokens apart, always while
// hovered, selected or on its turn; the elevation always). The label is an item of its own
// above every token, placed by layoutLabels so that neighbours' labels don't overlap and
// stay inside the view. Passive: it syncs from the model and is cached as a pixmap
// (DeviceCoordinateCache).

#include "model/encounter.h"

#include <QColor>
#include <QGraphicsItem>
#include <QHash>

class QGraphicsView;

namespace bm {

class TokenItem : public QGraphicsItem
{
public:
    explicit TokenItem(const QString &creatureId);
    ~TokenItem() override;
    const QString &creatureId() const { return m_id; }
    const Creature &creature() const { return m_creature; } // as last synced
    int slot() const { return m_slot; } // a Tiny creature's quarter, as last synced
    int timesDrawn() const { return m_drawn; } // paint() calls, not repaints from the device cache (for the tests)
    bool isParty() const { return m_creature.side == Side::Party; }

    // `slot` places a Tiny creature in one quarter of its square (0..3).
    void sync(const Creature &creature, Ruleset ruleset, int slot);
    // RULES.md 6: the creatures flanking this one (names), shown as a badge + tooltip.
    void setFlankedBy(const QStringList &flankers);
    const QStringList &flankedBy() const { return m_flankedBy; }
    // The gold ring of the creature whose turn it is; false when it was already so.
    bool setCurrentTurn(bool current);
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
    // RULES.md 14.2 on the GM's map: a creature with `hidden` wears a badge (a shut eye) at
    // the disc's bottom right, and its tooltip names whom it is hidden from and who found it
    // (names, given by the scene). Never on the players' screen: empty rect there.
    void setHiding(const QStringList &hiddenFrom, const QStringList &foundBy);
    QRectF hiddenBadgeRect() const;
    // The players' screen: a creature not of the party shows no HP bar, no
    // numbers in its tooltip, and its health as a word under its name.
    void setPlayerView(bool on);
    // The label and tooltip again in the language now chosen (health words, sizes).
    void retranslate();
    // rules/health.h's healthState worded: "unhurt", "hurt", "bloodied", "down"; translated.
    static QString healthWord(const Creature &creature);
    // A Tiny token is drawn at least this many pixels wide on screen
    // (and at least kTinyMinSquares of a square), never bigger than its square.
    static constexpr double kTinyMinPixels = 24.0;
    static constexpr double kTinyMinSquares = 0.6;
    // The view's scale (view pixels per scene unit): a Tiny token's drawn size follows it.
    void setViewScale(double scale);
    // What the creature occupies (a Tiny one: its quarter square) and the disc as drawn,
    // both in item coordinates (mapRectToScene for the scene's).
    QRectF footprintRect() const { return m_footprint; }
    QRectF drawnRect() const { return m_disc; }
    // A party member's own colour (an inner ring; invalid for the others), stable for its id.
    QColor personalColour() const { return m_personal; }
    void setPersonalColour(const QColor &colour);
    // The initial drawn on a party token that uses the shared default picture (empty otherwise).
    QString initialShown() const;
    // Every party creature's own colour: a palette slot picked from its id (FNV-1a), the
    // next free slot when another party member (first by id) has it: the same whatever the
    // file's order, different for each of the party's first kPartyPalette members.
    static constexpr int kPartyPalette = 10;
    static QHash<QString, QColor> partyColours(const Encounter &encounter);

    // The label (name, the players' health word, the elevation): the rect it takes in a
    // view's viewport (pixels; empty while hidden).
    QRectF labelRectIn(const QGraphicsView *view) const;
    bool isLabelVisible() const;
    // Places the labels of `tokens` as `view` shows them, greedily (the
    // selected and the creature whose turn it is first, then the party, then top to bottom):
    // each under its token, else above it, else stacked further down or up, where it overlaps
    // no label placed before it (nor, if it can, another token), and kept inside the viewport.
    static void layoutLabels(const QList<TokenItem *> &tokens, const QGraphicsView *view);
    // Stacks the tokens as a GM reads a crowded map: the higher above the ground on top
    // (a dragon 30 ft up over a goblin covers the goblin), of equal height the smaller on
    // top; the prone below the standing, the dead at the bottom. The party's tokens are
    // raised by `partyRaise` (the players' screen: above the fog), set at once so that a
    // token whose place in the stack stays isn't repainted.
    static void stack(const QList<TokenItem *> &tokens, double partyRaise = 0);
    // What stack() and layoutLabels() read of a token. A sync that leaves it as it was (a
    // hit point of a creature standing where it stood) leaves the order and the labels be.
    struct Arrangement {
        bool dead = false;
        bool prone = false;
        double elevation = 0;
        int space = 0;
        QPointF pos;
        QRectF disc;
        QString label;
        bool labelShown = false;
        QString elevationBadge;
        friend bool operator==(const Arrangement &, const Arrangement &) = default;
    };
    Arrangement arrangement() const;
    // The labels' stacking order (above every token and shade of the scene).
    void setLabelZ(double z);

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
    friend class NameLabel;
    void updateToolTip();
    void updateLabel();
    void updateGeometry();
    void placeLabel();

    QString m_id;
    Creature m_creature;
    QStringList m_flankedBy;
    QStringList m_hiddenFrom; // names
    QStringList m_foundBy;    // names
    QRectF m_disc;      // the token as drawn, in item coordinates
    QRectF m_footprint; // what it occupies (a Tiny one: its quarter)
    int m_slot = 0;
    double m_viewScale = 1.0;
    QColor m_personal;
    QRectF m_bounds; // with label and badges
    bool m_hover = false;
    bool m_currentTurn = false;
    bool m_namesShown = true;
    bool m_playerView = false;
    int m_drawn = 0;
    bool hpHidden() const { return m_playerView && m_creature.side != Side::Party; }
    class NameLabel *m_label = nullptr; // in the scene beside the token, ignores the view's scale
};

} // namespace bm
