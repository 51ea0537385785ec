#pragma once

// Measure between squares or creatures (RULES.md 3: the ruleset's metric, creatures by
// their nearest squares) and judge it against an attack profile: in reach, normal range,
// long range (disadvantage) or out of range.

#include "abstracttool.h"
#include "model/encounter.h"
#include "rules/distance.h"

#include <QRect>

namespace bm {

struct AttackProfile {
    QString label;
    bool melee = true;
    int reach = 5;     // melee
    int normal = 0;    // ranged
    int longRange = 0; // ranged
};

class RulerTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit RulerTool(QObject *parent = nullptr);
    void languageChanged() override;

    void setProfile(const AttackProfile &profile) { m_profile = profile; }
    static QList<AttackProfile> standardProfiles();

    void deactivate() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool mouseMoved(QGraphicsSceneMouseEvent *event) override;
    bool mouseReleased(QGraphicsSceneMouseEvent *event) override;

    // The text shown for a measure between two sets of squares (for tests too); dz is the
    // gap in levels between two creatures (RULES.md 10), 0 for squares.
    QString describe(const QRect &from, const QRect &to, double *feet = nullptr, int dz = 0) const;
    double lastFeet() const { return m_lastFeet; }

private:
    AttackProfile m_profile;
    bool m_measuring = false;
    QRect m_from;
    LevelSpan m_fromLevels;
    QPointF m_fromPoint;
    double m_lastFeet = -1;

    QRect placeAt(QPointF scenePos, QPointF *centre, LevelSpan *levels) const;
};

} // namespace bm
