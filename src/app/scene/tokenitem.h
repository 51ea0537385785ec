#pragma once

// A creature's token: art in the side's colour ring, scaled to its space (Tiny at half a
// square, up to four sharing one), name, HP bar and condition badges. Passive: it syncs
// from the model and is cached as a pixmap (DeviceCoordinateCache).

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

    QString m_id;
    Creature m_creature;
    QStringList m_flankedBy;
    QRectF m_disc;   // the token itself, in item coordinates
    QRectF m_bounds; // with label and badges
    bool m_hover = false;
};

} // namespace bm
