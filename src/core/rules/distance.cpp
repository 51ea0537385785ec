#include "rules/distance.h"

#include <algorithm>
#include <cmath>

namespace bm {

double metricSquares(Diagonals d, int dx, int dy)
{
    const int hi = std::max(dx, dy);
    const int lo = std::min(dx, dy);
    switch (d) {
    case Diagonals::Equal:
        return hi;
    case Diagonals::Alternating:
        return hi + lo / 2;
    case Diagonals::Exact:
        return (hi - lo) + M_SQRT2 * lo;
    case Diagonals::Manhattan:
        return dx + dy;
    }
    return hi;
}

void rectGaps(const QRect &a, const QRect &b, int &dx, int &dy)
{
    // Squares a.left()..a.right() against b.left()..b.right(): the gap in squares.
    dx = std::max({0, b.left() - a.right(), a.left() - b.right()});
    dy = std::max({0, b.top() - a.bottom(), a.top() - b.bottom()});
}

double touchingMetric(Diagonals d, double a, double b)
{
    const double hi = std::max(a, b);
    const double lo = std::min(a, b);
    if (hi <= 1.0) // RULES.md 3, 10: touching is one square in every rule
        return hi;
    switch (d) {
    case Diagonals::Equal:
        return hi;
    case Diagonals::Alternating:
        return hi + std::floor(lo / 2.0);
    case Diagonals::Exact:
        return (hi - lo) + M_SQRT2 * lo;
    case Diagonals::Manhattan:
        return a + b;
    }
    return hi;
}

namespace {

double feetForGaps(const Encounter &e, int dx, int dy)
{
    if (dx == 0 && dy == 0)
        return 0.0;
    if (dx <= 1 && dy <= 1) // RULES.md 3: touching squares are one square apart in every metric
        return e.squareFeet;
    return metricSquares(e.diagonals(), dx, dy) * e.squareFeet;
}

// RULES.md 10: h = m(dx, dy), then d = m(h, dz).
double feetForGaps3(const Encounter &e, int dx, int dy, int dz)
{
    if (dz == 0)
        return feetForGaps(e, dx, dy);
    const Diagonals d = e.diagonals();
    return touchingMetric(d, touchingMetric(d, dx, dy), dz) * e.squareFeet;
}

} // namespace

int levelOf(const Encounter &e, double elevationFeet)
{
    const double level = std::floor(elevationFeet / e.squareFeet);
    return int(std::clamp(level, -1e8, 1e8));
}

LevelSpan levelSpan(const Encounter &e, const Creature &c)
{
    const int first = levelOf(e, c.elevation);
    return {first, first + c.spaceSquares() - 1};
}

int levelGap(const LevelSpan &a, const LevelSpan &b)
{
    return std::max({0, b.first - a.last, a.first - b.last});
}

int levelGapOffTheGround(const Encounter &e, const Creature &a, const Creature &b)
{
    return levelGap(levelSpan(e, a), levelSpan(e, b));
}

double rectDistanceFeet3d(const Encounter &e, const QRect &a, const QRect &b, int dz)
{
    int dx = 0, dy = 0;
    rectGaps(a, b, dx, dy);
    return feetForGaps3(e, dx, dy, dz);
}

bool rectWithinReach3d(const Encounter &e, const QRect &from, const QRect &to, int reachFeet, int dz)
{
    if (dz == 0)
        return rectWithinReach(e, from, to, reachFeet);
    return rectDistanceFeet3d(e, from, to, dz) <= reachFeet + 1e-9; // no pf2e exception off the level (10)
}

double squareDistanceFeet(const Encounter &e, GridPoint a, GridPoint b)
{
    return feetForGaps(e, std::abs(a.x - b.x), std::abs(a.y - b.y));
}

double rectDistanceFeet(const Encounter &e, const QRect &a, const QRect &b)
{
    int dx = 0, dy = 0;
    rectGaps(a, b, dx, dy);
    return feetForGaps(e, dx, dy);
}

double creatureDistanceFeet(const Encounter &e, const Creature &a, const Creature &b)
{
    const int dz = levelGap(e, a, b); // RULES.md 10
    return dz == 0 ? rectDistanceFeet(e, a.spaceRect(), b.spaceRect()) : rectDistanceFeet3d(e, a.spaceRect(), b.spaceRect(), dz);
}

bool rectWithinReach(const Encounter &e, const QRect &from, const QRect &to, int reachFeet)
{
    int dx = 0, dy = 0;
    rectGaps(from, to, dx, dy);
    if (feetForGaps(e, dx, dy) <= reachFeet + 1e-9)
        return true;
    // RULES.md 3: pf2e 10-ft reach also reaches a target exactly 2 diagonal squares away.
    return e.ruleset == Ruleset::Pf2e && reachFeet == 10 && dx == 2 && dy == 2 && e.squareFeet == 5.0;
}

} // namespace bm
