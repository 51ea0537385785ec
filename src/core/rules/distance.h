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

} // namespace bm
