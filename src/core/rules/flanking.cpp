#include "rules/flanking.h"

#include "rules/distance.h"
#include "rules/sight.h"
#include "model/geometry.h"

#include <QPointF>

#include <algorithm>

namespace bm {

namespace {

// RULES.md 6: the segment p-q meets both the left and the right edge of the space, or both
// the top and the bottom edge. Edges are closed: a corner belongs to both of its edges.
bool meetsOppositeEdges(QPointF p, QPointF q, const QRect &space)
{
    const double x0 = space.x();
    const double y0 = space.y();
    const double x1 = space.x() + space.width();
    const double y1 = space.y() + space.height();
    const bool left = geom::segmentsTouch(p, q, QPointF(x0, y0), QPointF(x0, y1));
    const bool right = geom::segmentsTouch(p, q, QPointF(x1, y0), QPointF(x1, y1));
    if (left && right)
        return true;
    const bool top = geom::segmentsTouch(p, q, QPointF(x0, y0), QPointF(x1, y0));
    const bool bottom = geom::segmentsTouch(p, q, QPointF(x0, y1), QPointF(x1, y1));
    return top && bottom;
}

QPointF squareCentre(int x, int y)
{
    return QPointF(x + 0.5, y + 0.5);
}

// A square outside the space that touches it, also diagonally; dz is the level gap
// between the flanker and the target (RULES.md 6, 10: adjacency in 3-D).
bool adjacentTo(int x, int y, const QRect &space, int dz)
{
    if (dz > 1)
        return false;
    if (dz == 0 && space.contains(x, y))
        return false;
    int dx = 0, dy = 0;
    rectGaps(QRect(x, y, 1, 1), space, dx, dy);
    return dx <= 1 && dy <= 1;
}

// RULES.md 6, 5e family: "a Large or larger creature is flanking as long as at least one
// square of its space qualifies": any adjacent square of each flanker may be used.
bool flankFromSquares(const Encounter &e, const Creature &a, const Creature &b, const Creature &t)
{
    const QRect target = t.spaceRect();
    const int dza = levelGap(e, a, t);
    const int dzb = levelGap(e, b, t);
    const QRect ra = a.spaceRect();
    const QRect rb = b.spaceRect();
    for (int ay = ra.top(); ay <= ra.bottom(); ++ay) {
        for (int ax = ra.left(); ax <= ra.right(); ++ax) {
            if (!adjacentTo(ax, ay, target, dza))
                continue;
            for (int by = rb.top(); by <= rb.bottom(); ++by) {
                for (int bx = rb.left(); bx <= rb.right(); ++bx) {
                    if (adjacentTo(bx, by, target, dzb)
                        && meetsOppositeEdges(squareCentre(ax, ay), squareCentre(bx, by), target))
                        return true;
                }
            }
        }
    }
    return false;
}

QPointF spaceCentre(const QRect &r)
{
    return QPointF(r.x() + r.width() / 2.0, r.y() + r.height() / 2.0);
}

// RULES.md 6, pf2e: the target within reach (reach > 0; the 10-ft diagonal exception of 3).
bool hasInReach(const Encounter &e, const Creature &c, const Creature &target)
{
    const int reach = c.reachFeet(e.ruleset);
    return reach > 0 && rectWithinReach(e, c.spaceRect(), target.spaceRect(), reach, levelGap(e, c, target));
}

// The target can be flanked at all in this encounter.
bool canBeFlanked(const Encounter &e, const Creature &target)
{
    if (!e.flanking())
        return false;
    // RULES.md 6: a5e back-to-back.
    return !(e.ruleset == Ruleset::A5e && target.has(QStringLiteral("back-to-back")));
}

// Could c be one of the flankers of the target, whoever the partner?
bool canFlank(const SightMap &sight, const Creature &c, const Creature &target)
{
    const Encounter &e = sight.encounter();
    if (c.id == target.id || !areHostile(c.side, target.side) || c.isIncapacitated())
        return false;
    if (e.ruleset == Ruleset::Pf2e)
        return hasInReach(e, c, target);
    // 5e family: a square of c's space must be adjacent to the target's space, so c's
    // space is at most one square from it (a cheap filter before the geometry).
    int dx = 0, dy = 0;
    rectGaps(c.spaceRect(), target.spaceRect(), dx, dy);
    if (dx > 1 || dy > 1 || levelGap(e, c, target) > 1) // RULES.md 10: adjacency in 3-D
        return false;
    // RULES.md 6 version 2: in the 5e family a creature that can't see the target can't
    // flank it (DMG).
    return sight.sees(c, target);
}

bool flankGeometry(const Encounter &e, const Creature &a, const Creature &b, const Creature &target)
{
    const QRect t = target.spaceRect();
    if (e.ruleset == Ruleset::Pf2e)
        return meetsOppositeEdges(spaceCentre(a.spaceRect()), spaceCentre(b.spaceRect()), t);
    return flankFromSquares(e, a, b, target);
}

} // namespace

bool flankTogether(const Encounter &e, const Creature &a, const Creature &b, const Creature &target)
{
    return flankTogether(SightMap(e), a, b, target);
}

bool flankTogether(const SightMap &sight, const Creature &a, const Creature &b, const Creature &target)
{
    const Encounter &e = sight.encounter();
    if (a.id == b.id || !canBeFlanked(e, target) || !areAllies(a.side, b.side))
        return false;
    if (!canFlank(sight, a, target) || !canFlank(sight, b, target))
        return false;
    return flankGeometry(e, a, b, target);
}

std::vector<FlankingPair> flankingPairs(const Encounter &e, const Creature &target)
{
    return flankingPairs(SightMap(e), target);
}

std::vector<FlankingPair> flankingPairs(const SightMap &sight, const Creature &target)
{
    const Encounter &e = sight.encounter();
    std::vector<FlankingPair> pairs;
    if (!canBeFlanked(e, target))
        return pairs;
    std::vector<const Creature *> flankers;
    for (const Creature &c : e.creatures) {
        if (canFlank(sight, c, target))
            flankers.push_back(&c);
    }
    for (std::size_t i = 0; i < flankers.size(); ++i) {
        for (std::size_t j = i + 1; j < flankers.size(); ++j) {
            const Creature &a = *flankers[i];
            const Creature &b = *flankers[j];
            if (a.id == b.id || !areAllies(a.side, b.side) || !flankGeometry(e, a, b, target))
                continue;
            pairs.push_back(a.id < b.id ? FlankingPair{a.id, b.id} : FlankingPair{b.id, a.id});
        }
    }
    std::sort(pairs.begin(), pairs.end(), [](const FlankingPair &x, const FlankingPair &y) {
        return x.first != y.first ? x.first < y.first : x.second < y.second;
    });
    return pairs;
}

bool isFlanked(const Encounter &e, const Creature &target)
{
    return !flankingPairs(e, target).empty();
}

bool isFlankedBy(const Encounter &e, const Creature &target, const Creature &attacker)
{
    return !flankingPartners(e, target, attacker).isEmpty();
}

QStringList flankingPartners(const Encounter &e, const Creature &target, const Creature &attacker)
{
    return flankingPartners(SightMap(e), target, attacker);
}

QStringList flankingPartners(const SightMap &sight, const Creature &target, const Creature &attacker)
{
    QStringList partners;
    for (const Creature &c : sight.encounter().creatures) {
        if (flankTogether(sight, attacker, c, target))
            partners.append(c.id);
    }
    partners.sort();
    return partners;
}

} // namespace bm
