#pragma once

// RULES.md 3: distance between squares and between creatures, and reach.

#include "model/encounter.h"

#include <QRect>

namespace bm {

// Squares apart for offsets dx, dy >= 0 under a diagonal rule (no "touching" rule).
double metricSquares(Diagonals d, int dx, int dy);
// Feet between two squares: touching squares are one square apart in every metric.
double squareDistanceFeet(const Encounter &e, GridPoint a, GridPoint b);
// Feet between two sets of squares given as rectangles (creature spaces): the minimum
// over their squares. Overlapping spaces are 0 ft apart.
double rectDistanceFeet(const Encounter &e, const QRect &a, const QRect &b);
double creatureDistanceFeet(const Encounter &e, const Creature &a, const Creature &b);

// Is a square set within `reachFeet` of another? Includes the pf2e exception: a reach of
// exactly 10 ft also reaches nearest squares 2 diagonal squares away (dx = dy = 2).
bool rectWithinReach(const Encounter &e, const QRect &from, const QRect &to, int reachFeet);

// Gaps in squares between two rectangles of squares (0 when they overlap on that axis).
void rectGaps(const QRect &a, const QRect &b, int &dx, int &dy);

// RULES.md 10: elevation. A creature of side s at elevation e occupies the levels
// floor(e / squareFeet) ... + s - 1; a square given as a query argument is level 0.
struct LevelSpan {
    int first = 0;
    int last = 0;
    bool shares(const LevelSpan &o) const { return first <= o.last && o.first <= last; }
};
int levelOf(const Encounter &e, double elevationFeet);
LevelSpan levelSpan(const Encounter &e, const Creature &c);
// The gap in levels between two spans (0 when they share a level).
int levelGap(const LevelSpan &a, const LevelSpan &b);
int levelGapOffTheGround(const Encounter &e, const Creature &a, const Creature &b);
// Inline so that encounters without elevation pay one comparison (bench_areas).
inline int levelGap(const Encounter &e, const Creature &a, const Creature &b)
{
    return a.elevation == 0.0 && b.elevation == 0.0 ? 0 : levelGapOffTheGround(e, a, b);
}

// The same questions in 3-D: dz is the level gap. With dz = 0 they answer as the 2-D
// ones (m(h, 0) = h in every rule); pf2e's 10-ft reach exception holds only at dz = 0.
double rectDistanceFeet3d(const Encounter &e, const QRect &a, const QRect &b, int dz);
bool rectWithinReach3d(const Encounter &e, const QRect &from, const QRect &to, int reachFeet, int dz);
inline double rectDistanceFeet(const Encounter &e, const QRect &a, const QRect &b, int dz)
{
    return dz == 0 ? rectDistanceFeet(e, a, b) : rectDistanceFeet3d(e, a, b, dz);
}
inline bool rectWithinReach(const Encounter &e, const QRect &from, const QRect &to, int reachFeet, int dz)
{
    return dz == 0 ? rectWithinReach(e, from, to, reachFeet) : rectWithinReach3d(e, from, to, reachFeet, dz);
}
// Squares apart for two gaps under the encounter's rule with the touching rule (both
// <= 1: their maximum); m of RULES.md 10, used twice for 3-D and by pf2e's areas.
double touchingMetric(Diagonals d, double a, double b);

} // namespace bm
