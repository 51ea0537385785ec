#include "rules/cover.h"

#include "model/enumnames.h"
#include "model/geometry.h"
#include "rules/distance.h"
#include "rules/gridwalk.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>

namespace bm {

namespace {

// What a square holds, as far as cover is concerned.
namespace SquareMask {
enum : std::uint8_t {
    Blocked = 1,             // blocked terrain: solid
    ObjectHalf = 2,          // terrain with cover: half
    ObjectThreeQuarters = 4, // terrain with cover: three-quarters or greater
    Creature = 8,            // some creature that can give cover covers it
    Wall = 16,               // some sight-blocking wall touches it
    ObjectGreater = 32,      // with ObjectThreeQuarters: the cover written is `greater`
};
}

// The source classes of RULES.md 5.1 (and what 5.2 needs) that block one line.
namespace LineClass {
enum : unsigned {
    Solid = 1,                // a sight-blocking wall or a blocked square
    ObjectThreeQuarters = 2,  // an object with three-quarters (or greater) cover
    ObjectAny = 4,            // any object
    Creature = 8,             // a creature's space
    BigCreature = 16,         // pf2e: a creature 2+ sizes larger than attacker and target
};
}

constexpr int kBeyondTotal = int(CoverDegree::Total) + 1;

// RULES.md 5.1: deg(n) = none (0), half (1-2), three-quarters (3), total (4), capped.
int degreeForCount(int blocked, CoverDegree cap)
{
    CoverDegree d = CoverDegree::None;
    if (blocked >= 4)
        d = CoverDegree::Total;
    else if (blocked == 3)
        d = CoverDegree::ThreeQuarters;
    else if (blocked >= 1)
        d = CoverDegree::Half;
    return std::min(int(d), int(cap));
}

using geom::centreOf;

using gridwalk::insetCorners;

} // namespace

QString coverDegreeId(CoverDegree d)
{
    static constexpr detail::NameTable<CoverDegree, 7> names{{{CoverDegree::None, "none"},
                                                             {CoverDegree::Lesser, "lesser"},
                                                             {CoverDegree::Half, "half"},
                                                             {CoverDegree::Standard, "standard"},
                                                             {CoverDegree::ThreeQuarters, "three-quarters"},
                                                             {CoverDegree::Greater, "greater"},
                                                             {CoverDegree::Total, "total"}}};
    return detail::nameOfEnum(names, d);
}

std::optional<int> coverAcBonus(CoverDegree d)
{
    switch (d) {
    case CoverDegree::None:
        return 0;
    case CoverDegree::Lesser:
        return 1;
    case CoverDegree::Half:
    case CoverDegree::Standard:
        return 2;
    case CoverDegree::ThreeQuarters:
        return 5;
    case CoverDegree::Greater:
        return 4;
    case CoverDegree::Total:
        return std::nullopt;
    }
    return 0;
}

bool CoverLine::isBlockedBy(CoverBlocker::Kind kind) const
{
    return std::any_of(blockers.begin(), blockers.end(), [kind](const CoverBlocker &b) { return b.kind == kind; });
}

bool CoverLine::isBlockedBySolid() const
{
    return std::any_of(blockers.begin(), blockers.end(), [](const CoverBlocker &b) { return b.isSolid(); });
}

// One attacker-target question: the two spaces, and where a line leaves the attacker's
// space and enters the target's (RULES.md 5.1: nothing inside them is between them).
struct CoverMap::Pair {
    const Creature *attacker = nullptr;
    const Creature *target = nullptr;
    int attackerIndex = -1;
    int targetIndex = -1;
    QRect attackerSpace; // empty for a point of origin (RULES.md 13.2)
    QRect targetSpace;
    bool fromPoint = false;

    bool inOwnSpace(int x, int y) const { return attackerSpace.contains(x, y) || targetSpace.contains(x, y); }

    // RULES.md 10: a creature covers only when its levels meet the span from the lower of
    // the two first levels to the higher of the two last levels.
    LevelSpan levels;
    bool onOtherLevel(const Encounter &e, const Creature &c) const
    {
        if (c.elevation == 0.0 && levels.first <= 0 && levels.last >= 0)
            return false; // on the ground, and the span holds the ground level: no division
        return !levelSpan(e, c).shares(levels);
    }

    // The solids that blocked the last lines of this pair: walls (id >= 0) and blocked
    // squares (-1 - square index). Neighbouring lines are mostly blocked by the same
    // wall, so these are tried before walking the squares.
    static constexpr int kRecentSolids = 4;
    mutable int recentSolids[kRecentSolids] = {kNoSolid, kNoSolid, kNoSolid, kNoSolid};
    mutable int nextRecent = 0;
    static constexpr int kNoSolid = std::numeric_limits<int>::min();

    void rememberSolid(int code) const
    {
        for (int s : recentSolids) {
            if (s == code)
                return;
        }
        recentSolids[nextRecent] = code;
        nextRecent = (nextRecent + 1) % kRecentSolids;
    }
};

// Visits every map square whose closed box the closed segment p-q touches (plus a hair),
// column by column from p's end, so blockers near the attacker come first. Stops when
// visit(x, y) returns false.
template<typename Visit>
void CoverMap::walkSquares(QPointF p, QPointF q, Visit &&visit) const
{
    gridwalk::walkSquares(m_width, m_height, p, q, std::forward<Visit>(visit));
}

CoverMap::CoverMap(const Encounter &e)
    : m_encounter(&e)
    , m_width(std::max(e.width, 1))
    , m_height(std::max(e.height, 1))
    , m_pf2e(e.ruleset == Ruleset::Pf2e)
    , m_squares(std::size_t(m_width) * m_height, 0)
{
    const QRect map(0, 0, m_width, m_height);
    const auto index = [&](int x, int y) { return std::size_t(y) * m_width + x; };

    // Terrain: blocked squares are solid; `cover` makes a square an object. A square in
    // several areas takes its highest cover (RULES.md 5.1); a 5e `greater` object counts
    // as three-quarters, and pf2e treats three-quarters and greater alike (5.2).
    for (const TerrainArea &area : e.terrain) {
        std::uint8_t bits = 0;
        if (area.type == TerrainType::Blocked)
            bits |= SquareMask::Blocked;
        if (area.cover == CoverLevel::Half)
            bits |= SquareMask::ObjectHalf;
        else if (area.cover == CoverLevel::ThreeQuarters)
            bits |= SquareMask::ObjectThreeQuarters;
        else if (area.cover == CoverLevel::Greater)
            bits |= SquareMask::ObjectThreeQuarters | SquareMask::ObjectGreater;
        if (!bits)
            continue;
        const auto mark = [&](int x, int y) {
            if (map.contains(x, y))
                m_squares[index(x, y)] |= bits;
        };
        if (area.usesRect) {
            const QRect r = area.rect.intersected(map);
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x)
                    mark(x, y);
        } else {
            for (const GridPoint &p : area.squares)
                mark(p.x, p.y);
        }
    }
    // Three-quarters wins over half: the square's highest cover.
    for (std::uint8_t &s : m_squares) {
        if (s & SquareMask::ObjectThreeQuarters)
            s &= std::uint8_t(~SquareMask::ObjectHalf);
    }

    // Sight-blocking walls (a door only while closed), bucketed by the squares they touch.
    std::vector<std::pair<int, int>> entries; // (square, wall)
    for (qsizetype i = 0; i < e.walls.size(); ++i) {
        const Wall &w = e.walls[i];
        if (!w.stopsSight())
            continue;
        const int id = int(m_walls.size());
        m_walls.push_back({w.from, w.to, int(i)});
        walkSquares(w.from, w.to, [&](int x, int y) {
            entries.emplace_back(int(index(x, y)), id);
            return true;
        });
    }
    const std::size_t n = m_squares.size();
    gridwalk::bucketBySquare(entries, n, m_wallStart, m_wallIds);
    for (std::size_t i = 0; i < n; ++i) {
        if (m_wallStart[i + 1] > m_wallStart[i])
            m_squares[i] |= SquareMask::Wall;
    }

    // Creatures that can give cover: not dead (RULES.md 9); in the 5e family not prone
    // either (5.1), while a prone creature still counts in pf2e (5.2).
    entries.clear();
    for (std::size_t c = 0; c < e.creatures.size(); ++c) {
        const Creature &cr = e.creatures[c];
        if (cr.isDead() || (!m_pf2e && cr.isProne()))
            continue;
        const QRect r = cr.spaceRect().intersected(map);
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x)
                entries.emplace_back(int(index(x, y)), int(c));
    }
    m_creatureStart.assign(n + 1, 0);
    for (const auto &[square, creature] : entries)
        ++m_creatureStart[std::size_t(square) + 1];
    for (std::size_t i = 0; i < n; ++i)
        m_creatureStart[i + 1] += m_creatureStart[i];
    m_creatureIds.resize(entries.size());
    {
        std::vector<int> fill(m_creatureStart.begin(), m_creatureStart.end() - 1);
        for (const auto &[square, creature] : entries)
            m_creatureIds[std::size_t(fill[std::size_t(square)]++)] = creature;
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (m_creatureStart[i + 1] > m_creatureStart[i])
            m_squares[i] |= SquareMask::Creature;
    }
}

namespace {

// RULES.md 5.1: a creature blocks a line that passes through the open interior of its
// space. Only the part of the line between the two spaces counts (nothing inside the
// attacker's or target's own space is between them), which matters only for overlapping
// spaces: a rider and its mount, Tiny creatures sharing a square.
bool creatureBlocks(const QRect &space, QPointF p, QPointF q, double leaveAttacker, double enterTarget)
{
    double tIn = 0.0, tOut = 0.0;
    if (!geom::segmentOpenBoxInterval(p, q, space.x(), space.y(), space.x() + space.width(),
                                      space.y() + space.height(), tIn, tOut))
        return false;
    return std::min(tOut, enterTarget) - std::max(tIn, leaveAttacker) > geom::kEps;
}

void lineBetweenSpaces(const QRect &attacker, const QRect &target, QPointF p, QPointF q, double &leave,
                       double &enter)
{
    double tIn = 0.0, tOut = 0.0;
    leave = 0.0;
    enter = 1.0;
    if (!attacker.isEmpty() && geom::segmentBoxInterval(p, q, attacker.x(), attacker.y(), attacker.x() + attacker.width(),
                                 attacker.y() + attacker.height(), tIn, tOut))
        leave = tOut;
    if (geom::segmentBoxInterval(p, q, target.x(), target.y(), target.x() + target.width(),
                                 target.y() + target.height(), tIn, tOut))
        enter = tIn;
}

} // namespace

unsigned CoverMap::lineBlocks(const Pair &pair, QPointF p, QPointF q, unsigned wanted) const
{
    const Encounter &e = *m_encounter;
    unsigned found = 0;
    if (wanted & LineClass::Solid) {
        for (int code : pair.recentSolids) {
            if (code == Pair::kNoSolid)
                continue;
            if (code >= 0 ? geom::segmentsTouchQuick(p, q, m_walls[std::size_t(code)].from, m_walls[std::size_t(code)].to)
                          : geom::segmentTouchesBox(p, q, (-1 - code) % m_width, (-1 - code) / m_width,
                                                    (-1 - code) % m_width + 1, (-1 - code) / m_width + 1)) {
                found |= LineClass::Solid;
                break;
            }
        }
        if (found == wanted)
            return found;
    }
    bool spacesKnown = false;
    double leave = 0.0, enter = 1.0;
    walkSquares(p, q, [&](int x, int y) {
        const std::uint8_t mask = squareMask(x, y);
        if (!mask)
            return true;
        const unsigned missing = wanted & ~found;
        if (missing & LineClass::Solid) {
            // RULES.md 5.1: a blocked square blocks a line that merely touches it.
            if ((mask & SquareMask::Blocked) && !pair.inOwnSpace(x, y)
                && geom::segmentTouchesBox(p, q, x, y, x + 1, y + 1)) {
                found |= LineClass::Solid;
                pair.rememberSolid(-1 - (y * m_width + x));
            } else if (mask & SquareMask::Wall) {
                const std::size_t s = std::size_t(y) * m_width + x;
                for (int k = m_wallStart[s]; k < m_wallStart[s + 1]; ++k) {
                    const int wi = m_wallIds[std::size_t(k)];
                    const SightWall &w = m_walls[std::size_t(wi)];
                    if (geom::segmentsTouchQuick(p, q, w.from, w.to)) {
                        found |= LineClass::Solid;
                        pair.rememberSolid(wi);
                        break;
                    }
                }
            }
        }
        const bool objectHere = mask & (SquareMask::ObjectHalf | SquareMask::ObjectThreeQuarters);
        const bool objectWanted = (missing & LineClass::ObjectAny)
            || ((missing & LineClass::ObjectThreeQuarters) && (mask & SquareMask::ObjectThreeQuarters));
        if (objectHere && objectWanted && !pair.inOwnSpace(x, y)
            && geom::segmentMeetsOpenBox(p, q, x, y, x + 1, y + 1)) {
            found |= LineClass::ObjectAny;
            if (mask & SquareMask::ObjectThreeQuarters)
                found |= LineClass::ObjectThreeQuarters;
        }
        if ((mask & SquareMask::Creature) && (missing & (LineClass::Creature | LineClass::BigCreature))) {
            if (!spacesKnown) {
                lineBetweenSpaces(pair.attackerSpace, pair.targetSpace, p, q, leave, enter);
                spacesKnown = true;
            }
            const std::size_t s = std::size_t(y) * m_width + x;
            for (int k = m_creatureStart[s]; k < m_creatureStart[s + 1]; ++k) {
                const int ci = m_creatureIds[std::size_t(k)];
                if (ci == pair.attackerIndex || ci == pair.targetIndex)
                    continue;
                const Creature &c = e.creatures[std::size_t(ci)];
                const bool big = m_pf2e && (pair.fromPoint || sizeOrder(c.size) >= sizeOrder(pair.attacker->size) + 2)
                    && sizeOrder(c.size) >= sizeOrder(pair.target->size) + 2;
                if (!(missing & LineClass::Creature) && !big)
                    continue;
                if (pair.onOtherLevel(e, c))
                    continue;
                if (creatureBlocks(c.spaceRect(), p, q, leave, enter)) {
                    found |= LineClass::Creature;
                    if (big)
                        found |= LineClass::BigCreature;
                }
            }
        }
        return (found & wanted) != wanted;
    });
    return found & wanted;
}

CoverLine CoverMap::describeLine(const Pair &pair, QPointF p, QPointF q) const
{
    const Encounter &e = *m_encounter;
    CoverLine line;
    line.from = p;
    line.to = q;
    double leave = 0.0, enter = 1.0;
    lineBetweenSpaces(pair.attackerSpace, pair.targetSpace, p, q, leave, enter);
    std::vector<int> wallsSeen;
    std::vector<int> creaturesSeen;
    walkSquares(p, q, [&](int x, int y) {
        const std::uint8_t mask = squareMask(x, y);
        if (!mask)
            return true;
        const std::size_t s = std::size_t(y) * m_width + x;
        for (int k = m_wallStart[s]; k < m_wallStart[s + 1]; ++k) {
            const int wi = m_wallIds[std::size_t(k)];
            if (std::find(wallsSeen.begin(), wallsSeen.end(), wi) != wallsSeen.end())
                continue;
            wallsSeen.push_back(wi);
            const SightWall &w = m_walls[std::size_t(wi)];
            if (geom::segmentsTouchQuick(p, q, w.from, w.to)) {
                CoverBlocker b;
                b.kind = CoverBlocker::Kind::Wall;
                b.wall = w.index;
                line.blockers.push_back(b);
            }
        }
        if (!pair.inOwnSpace(x, y)) {
            if ((mask & SquareMask::Blocked) && geom::segmentTouchesBox(p, q, x, y, x + 1, y + 1)) {
                CoverBlocker b;
                b.kind = CoverBlocker::Kind::BlockedSquare;
                b.square = {x, y};
                line.blockers.push_back(b);
            }
            if ((mask & (SquareMask::ObjectHalf | SquareMask::ObjectThreeQuarters))
                && geom::segmentMeetsOpenBox(p, q, x, y, x + 1, y + 1)) {
                CoverBlocker b;
                b.kind = CoverBlocker::Kind::Object;
                b.square = {x, y};
                // The square's highest cover as written (a 5e `greater` stays greater).
                b.object = (mask & SquareMask::ObjectGreater)  ? CoverLevel::Greater
                    : (mask & SquareMask::ObjectThreeQuarters) ? CoverLevel::ThreeQuarters
                                                               : CoverLevel::Half;
                line.blockers.push_back(b);
            }
        }
        for (int k = m_creatureStart[s]; k < m_creatureStart[s + 1]; ++k) {
            const int ci = m_creatureIds[std::size_t(k)];
            if (ci == pair.attackerIndex || ci == pair.targetIndex
                || std::find(creaturesSeen.begin(), creaturesSeen.end(), ci) != creaturesSeen.end())
                continue;
            creaturesSeen.push_back(ci);
            const Creature &c = e.creatures[std::size_t(ci)];
            if (pair.onOtherLevel(e, c))
                continue;
            if (creatureBlocks(c.spaceRect(), p, q, leave, enter)) {
                CoverBlocker b;
                b.kind = CoverBlocker::Kind::Creature;
                b.creature = c.id;
                line.blockers.push_back(b);
            }
        }
        return true;
    });
    return line;
}

namespace {

// The extreme 5.1 points of a space: the inset corners of its corner squares. Every point
// of the space's squares lies in the rectangle they span.
std::array<QPointF, 4> extremePoints(const QRect &r)
{
    const double x0 = r.x() + 0.05;
    const double y0 = r.y() + 0.05;
    const double x1 = r.x() + r.width() - 0.05;
    const double y1 = r.y() + r.height() - 0.05;
    return {QPointF(x0, y0), QPointF(x1, y0), QPointF(x0, y1), QPointF(x1, y1)};
}

// Does the wall meet every line between the two point sets? True when its line strictly
// separates them and the wall covers the whole chord of their convex hull on that line:
// each line lies in the hull and crosses the wall's line there, inside the wall.
bool wallCutsHull(QPointF from, QPointF to, const std::array<QPointF, 4> &a, const std::array<QPointF, 4> &t)
{
    const QPointF d = to - from;
    const double len2 = QPointF::dotProduct(d, d);
    if (len2 < 1e-12)
        return false;
    const double len = std::sqrt(len2);
    const double margin = 1e-7 * len; // cross products are distances times len
    const auto side = [&](QPointF p) { return d.x() * (p.y() - from.y()) - d.y() * (p.x() - from.x()); };
    double sa[4], st[4];
    for (int i = 0; i < 4; ++i) {
        sa[i] = side(a[std::size_t(i)]);
        st[i] = side(t[std::size_t(i)]);
    }
    const bool aLeft = sa[0] > 0;
    for (int i = 0; i < 4; ++i) {
        if (aLeft ? !(sa[i] > margin && st[i] < -margin) : !(sa[i] < -margin && st[i] > margin))
            return false;
    }
    // The chord's ends lie on hull edges joining a point of a to a point of t.
    double sMin = 1e300, sMax = -1e300;
    for (int i = 0; i < 4; ++i) {
        for (int j = 0; j < 4; ++j) {
            const double u = sa[i] / (sa[i] - st[j]);
            const QPointF x = a[std::size_t(i)] + u * (t[std::size_t(j)] - a[std::size_t(i)]);
            const double s = QPointF::dotProduct(x - from, d) / len2;
            sMin = std::min(sMin, s);
            sMax = std::max(sMax, s);
        }
    }
    const double sMargin = 1e-7 / len;
    return sMin >= sMargin && sMax <= 1.0 - sMargin;
}

} // namespace

// RULES.md 5.1 total cover, proved at once for the common case of a wall between the two
// creatures: a wall that cuts the hull of all the points of `from` (squares of the
// attacker's space) and of `to` (squares of the target's) meets every line between them.
// Such a wall meets the line between their centres, so the walls recently found blocking
// and the walls met by that line are the ones tried.
bool CoverMap::wallCutsEveryLine(const Pair &pair, const QRect &from, const QRect &to) const
{
    if (m_walls.empty())
        return false;
    const auto a = extremePoints(from);
    const auto t = extremePoints(to);
    for (int code : pair.recentSolids) {
        if (code >= 0 && wallCutsHull(m_walls[std::size_t(code)].from, m_walls[std::size_t(code)].to, a, t))
            return true;
    }
    const QPointF p = centreOf(from);
    const QPointF q = centreOf(to);
    bool cut = false;
    int tried[8];
    int triedCount = 0;
    walkSquares(p, q, [&](int x, int y) {
        if (!(squareMask(x, y) & SquareMask::Wall))
            return true;
        const std::size_t s = std::size_t(y) * m_width + x;
        for (int k = m_wallStart[s]; k < m_wallStart[s + 1]; ++k) {
            const int wi = m_wallIds[std::size_t(k)];
            if (std::find(tried, tried + triedCount, wi) != tried + triedCount)
                continue;
            tried[triedCount % 8] = wi;
            triedCount = std::min(triedCount + 1, 8);
            const SightWall &w = m_walls[std::size_t(wi)];
            if (geom::segmentsTouchQuick(p, q, w.from, w.to) && wallCutsHull(w.from, w.to, a, t)) {
                pair.rememberSolid(wi);
                cut = true;
                return false;
            }
        }
        return true;
    });
    return cut;
}

// RULES.md 5.1 for one attacker point c and one target square (its 4 points): the highest
// degree over the source classes. Answers exactly when that is below `bound`; otherwise
// returns some degree >= bound (the caller already has something at least as good).
CoverDegree CoverMap::cornerCover(const Pair &pair, QPointF c, const QPointF (&points)[4], CoverDegree bound) const
{
    // Solids first: they alone can give total cover, and they stop at the first hit.
    int solid = 0;
    for (int k = 0; k < 4; ++k) {
        if (lineBlocks(pair, c, points[k], LineClass::Solid))
            ++solid;
        if (degreeForCount(solid, CoverDegree::Total) >= int(bound))
            return bound;
    }
    const int fromSolid = degreeForCount(solid, CoverDegree::Total);
    if (fromSolid >= int(CoverDegree::ThreeQuarters))
        return CoverDegree(fromSolid); // objects and creatures can't raise it
    if (fromSolid == int(CoverDegree::Half)) {
        // Only three-quarters objects (3 or 4 lines) can raise half; others cap at half.
        int threeQuarters = 0;
        for (int k = 0; k < 4 && threeQuarters + (4 - k) >= 3; ++k) {
            if (lineBlocks(pair, c, points[k], LineClass::ObjectThreeQuarters))
                ++threeQuarters;
        }
        return threeQuarters >= 3 ? CoverDegree::ThreeQuarters : CoverDegree::Half;
    }
    // No solid line: objects (three-quarters class capped at three-quarters, any object
    // capped at half) and creatures (capped at half).
    int threeQuarters = 0, anyObject = 0, creatures = 0;
    int worst = int(CoverDegree::None);
    for (int k = 0; k < 4; ++k) {
        const unsigned bits = lineBlocks(pair, c, points[k],
                                         LineClass::ObjectThreeQuarters | LineClass::ObjectAny | LineClass::Creature);
        threeQuarters += (bits & LineClass::ObjectThreeQuarters) ? 1 : 0;
        anyObject += (bits & LineClass::ObjectAny) ? 1 : 0;
        creatures += (bits & LineClass::Creature) ? 1 : 0;
        worst = std::max({degreeForCount(threeQuarters, CoverDegree::ThreeQuarters),
                          degreeForCount(anyObject, CoverDegree::Half), degreeForCount(creatures, CoverDegree::Half)});
        if (worst >= int(bound))
            return bound;
    }
    return CoverDegree(worst);
}

// RULES.md 5.1: the lowest cover over all (attacker point, target square); the attacker
// picks. `chosen` (optional) gets the first choice that gives it, with its lines.
CoverDegree CoverMap::bestCorners(const Pair &pair, CoverResult *chosen) const
{
    const QRect &a = pair.attackerSpace;
    const QRect &t = pair.targetSpace;
    int best = kBeyondTotal;
    QPointF bestCorner = insetCorners(a.left(), a.top())[0];
    GridPoint bestAttackerSquare{a.left(), a.top()};
    GridPoint bestTargetSquare{t.left(), t.top()};
    if (wallCutsEveryLine(pair, a, t))
        best = int(CoverDegree::Total); // the first choice, as the search below would report it
    const bool searched = best == kBeyondTotal;
    const bool severalSquares = a.width() > 1 || t.width() > 1;
    for (int ay = a.top(); searched && ay <= a.bottom() && best > 0; ++ay) {
        for (int ax = a.left(); ax <= a.right() && best > 0; ++ax) {
            for (int ty = t.top(); ty <= t.bottom() && best > 0; ++ty) {
                for (int tx = t.left(); tx <= t.right() && best > 0; ++tx) {
                    // Total from this attacker square to this target square is no better than
                    // what is known once anything is: skip its corners when a wall cuts them.
                    if (severalSquares && best >= int(CoverDegree::ThreeQuarters)
                        && wallCutsEveryLine(pair, QRect(ax, ay, 1, 1), QRect(tx, ty, 1, 1))) {
                        if (best > int(CoverDegree::Total)) {
                            best = int(CoverDegree::Total);
                            bestCorner = insetCorners(ax, ay)[0];
                            bestAttackerSquare = {ax, ay};
                            bestTargetSquare = {tx, ty};
                        }
                        continue;
                    }
                    const auto pts = insetCorners(tx, ty);
                    const QPointF points[4] = {pts[0], pts[1], pts[2], pts[3]};
                    for (const QPointF &c : insetCorners(ax, ay)) {
                        // While nothing is known the bound is Total: a (c, t) that comes back
                        // Total then is exactly Total.
                        const int d = int(cornerCover(pair, c, points, CoverDegree(std::min(best, int(CoverDegree::Total)))));
                        if (d < best) {
                            best = d;
                            bestCorner = c;
                            bestAttackerSquare = {ax, ay};
                            bestTargetSquare = {tx, ty};
                            if (best == 0)
                                break;
                        }
                    }
                }
            }
        }
    }
    if (chosen) {
        chosen->method = CoverResult::Method::Corners;
        chosen->corner = bestCorner;
        chosen->attackerSquare = bestAttackerSquare;
        chosen->targetSquare = bestTargetSquare;
        chosen->lines.clear();
        for (const QPointF &p : insetCorners(bestTargetSquare.x, bestTargetSquare.y))
            chosen->lines.push_back(describeLine(pair, bestCorner, p));
    }
    return CoverDegree(best);
}

// RULES.md 5.2: total cover in pf2e when every 5.1 line is blocked by solids.
bool CoverMap::everyLineSolid(const Pair &pair, CoverResult *firstChoice) const
{
    const QRect &a = pair.attackerSpace;
    const QRect &t = pair.targetSpace;
    if (!wallCutsEveryLine(pair, a, t)) {
        const bool severalSquares = a.width() > 1 || t.width() > 1;
        for (int ay = a.top(); ay <= a.bottom(); ++ay) {
            for (int ax = a.left(); ax <= a.right(); ++ax) {
                for (int ty = t.top(); ty <= t.bottom(); ++ty) {
                    for (int tx = t.left(); tx <= t.right(); ++tx) {
                        if (severalSquares && wallCutsEveryLine(pair, QRect(ax, ay, 1, 1), QRect(tx, ty, 1, 1)))
                            continue;
                        for (const QPointF &c : insetCorners(ax, ay))
                            for (const QPointF &p : insetCorners(tx, ty))
                                if (!lineBlocks(pair, c, p, LineClass::Solid))
                                    return false;
                    }
                }
            }
        }
    }
    if (firstChoice) {
        firstChoice->method = CoverResult::Method::Corners;
        firstChoice->attackerSquare = {a.left(), a.top()};
        firstChoice->targetSquare = {t.left(), t.top()};
        firstChoice->corner = insetCorners(a.left(), a.top())[0];
        firstChoice->lines.clear();
        for (const QPointF &p : insetCorners(t.left(), t.top()))
            firstChoice->lines.push_back(describeLine(pair, firstChoice->corner, p));
    }
    return true;
}

// RULES.md 5.2: the centre line between the two spaces.
CoverDegree CoverMap::centreLine(const Pair &pair, CoverResult *result) const
{
    const QPointF from = centreOf(pair.attackerSpace);
    const QPointF to = centreOf(pair.targetSpace);
    const unsigned bits = lineBlocks(pair, from, to,
                                     LineClass::Solid | LineClass::ObjectThreeQuarters | LineClass::ObjectAny
                                         | LineClass::Creature | LineClass::BigCreature);
    CoverDegree d = CoverDegree::None;
    if (bits & LineClass::Creature)
        d = CoverDegree::Lesser;
    if (bits & (LineClass::Solid | LineClass::ObjectAny | LineClass::BigCreature))
        d = CoverDegree::Standard;
    if (bits & LineClass::ObjectThreeQuarters)
        d = CoverDegree::Greater;
    if (result) {
        result->method = CoverResult::Method::CentreLine;
        result->corner = from;
        result->targetPoint = to;
        result->attackerSquare = {pair.attackerSpace.left(), pair.attackerSpace.top()};
        result->targetSquare = {pair.targetSpace.left(), pair.targetSpace.top()};
        result->lines = {describeLine(pair, from, to)};
    }
    return d;
}

// The creature's index in the encounter: by address when it is one of the encounter's own
// (the usual case, and no string compares), else by id (a copy, e.g. a dragged token).
int CoverMap::indexOf(const Creature &c) const
{
    const std::vector<Creature> &all = m_encounter->creatures;
    if (!all.empty() && &c >= all.data() && &c < all.data() + all.size())
        return int(&c - all.data());
    return m_encounter->creatureIndex(c.id);
}

CoverDegree CoverMap::evaluate(const Creature &attacker, const Creature &target, CoverResult *result) const
{
    if (&attacker == &target || attacker.id == target.id)
        return CoverDegree::None; // RULES.md 2: never an obstacle to itself
    Pair pair;
    pair.attacker = &attacker;
    pair.target = &target;
    pair.attackerIndex = indexOf(attacker);
    pair.targetIndex = indexOf(target);
    pair.attackerSpace = attacker.spaceRect();
    pair.targetSpace = target.spaceRect();
    const LevelSpan a = levelSpan(*m_encounter, attacker);
    const LevelSpan t = levelSpan(*m_encounter, target);
    pair.levels = {std::min(a.first, t.first), std::max(a.last, t.last)};
    CoverDegree d = CoverDegree::None;
    if (m_pf2e)
        d = everyLineSolid(pair, result) ? CoverDegree::Total : centreLine(pair, result);
    else
        d = bestCorners(pair, result);
    if (result)
        result->cover = d;
    return d;
}

CoverResult CoverMap::coverBetween(const Creature &attacker, const Creature &target) const
{
    CoverResult r;
    evaluate(attacker, target, &r);
    return r;
}

CoverDegree CoverMap::coverDegree(const Creature &attacker, const Creature &target) const
{
    return evaluate(attacker, target, nullptr);
}

CoverResult CoverMap::coverFromPoint(QPointF o, const Creature &target, const Creature *areaOn) const
{
    Pair pair;
    pair.attacker = areaOn;
    pair.target = &target;
    pair.fromPoint = true;
    pair.attackerIndex = areaOn ? indexOf(*areaOn) : -1;
    pair.targetIndex = indexOf(target);
    pair.targetSpace = target.spaceRect();
    // RULES.md 10: a point on the map is level 0; an area on a creature is at its levels.
    const LevelSpan from = areaOn ? levelSpan(*m_encounter, *areaOn) : LevelSpan{};
    const LevelSpan t = levelSpan(*m_encounter, target);
    pair.levels = {std::min(from.first, t.first), std::max(from.last, t.last)};

    // A line touching an obstacle only at o is not blocked by it: each line starts a hair
    // away from o, toward its target point.
    const auto startOf = [&](QPointF q) {
        const double len = std::hypot(q.x() - o.x(), q.y() - o.y());
        return len > 0 ? o + (q - o) * (1e-6 / len) : o;
    };
    constexpr unsigned all = LineClass::Solid | LineClass::ObjectThreeQuarters | LineClass::ObjectAny
        | LineClass::Creature | LineClass::BigCreature;
    int best = kBeyondTotal;
    GridPoint bestSquare{pair.targetSpace.left(), pair.targetSpace.top()};
    for (int ty = pair.targetSpace.top(); ty <= pair.targetSpace.bottom() && best > 0; ++ty) {
        for (int tx = pair.targetSpace.left(); tx <= pair.targetSpace.right() && best > 0; ++tx) {
            int solid = 0, threeQuarters = 0, anyObject = 0, creatures = 0, big = 0;
            for (const QPointF &q : insetCorners(tx, ty)) {
                const unsigned bits = lineBlocks(pair, startOf(q), q, all);
                solid += (bits & LineClass::Solid) ? 1 : 0;
                threeQuarters += (bits & LineClass::ObjectThreeQuarters) ? 1 : 0;
                anyObject += (bits & LineClass::ObjectAny) ? 1 : 0;
                creatures += (bits & LineClass::Creature) ? 1 : 0;
                big += (bits & LineClass::BigCreature) ? 1 : 0;
            }
            const int other = std::max({degreeForCount(solid, CoverDegree::Total),
                                        degreeForCount(threeQuarters, CoverDegree::ThreeQuarters),
                                        degreeForCount(anyObject, CoverDegree::Half)});
            const int byCreatures = degreeForCount(creatures, CoverDegree::Half);
            int d = std::max(other, byCreatures);
            if (m_pf2e) {
                if (byCreatures > other)
                    d = int(big > 0 ? CoverDegree::Standard : CoverDegree::Lesser);
                else if (other == int(CoverDegree::Half))
                    d = int(CoverDegree::Standard);
                else if (other == int(CoverDegree::ThreeQuarters))
                    d = int(CoverDegree::Greater);
            }
            if (d < best) {
                best = d;
                bestSquare = {tx, ty};
            }
        }
    }
    CoverResult r;
    r.cover = CoverDegree(std::min(best, int(CoverDegree::Total)));
    r.method = CoverResult::Method::Corners;
    r.corner = o;
    r.targetSquare = bestSquare;
    for (const QPointF &q : insetCorners(bestSquare.x, bestSquare.y))
        r.lines.push_back(describeLine(pair, startOf(q), q));
    for (CoverLine &line : r.lines)
        line.from = o;
    return r;
}

int coverSaveBonus(Ruleset ruleset, CoverDegree cover, const QString &ability)
{
    if (ruleset == Ruleset::Pf2e) {
        if (ability != QLatin1String("reflex"))
            return 0;
        return cover == CoverDegree::Greater ? 4 : cover == CoverDegree::Standard ? 2 : 0;
    }
    if (ability != QLatin1String("dex"))
        return 0;
    return cover == CoverDegree::ThreeQuarters ? 5 : cover == CoverDegree::Half ? 2 : 0;
}

CoverResult coverBetween(const Encounter &encounter, const Creature &attacker, const Creature &target)
{
    return CoverMap(encounter).coverBetween(attacker, target);
}

} // namespace bm
