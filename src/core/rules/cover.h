#pragma once

// RULES.md 5: cover between an attacker and a target.
//  5.1 (5e family): the DMG corner method, the attacker choosing its best corner and
//      target square; lines blocked by solids, objects and creatures, counted per class.
//  5.2 (pf2e): the centre line, with total cover when every 5.1 line is blocked by solids.
// CoverMap indexes one encounter (sight-blocking walls in per-square buckets, terrain and
// creatures as per-square flags) so a line only looks at the squares it passes.

#include "model/encounter.h"

#include <QPointF>
#include <QRect>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace bm {

// One scale for both systems: the 5e degrees are None < Half < ThreeQuarters < Total,
// the pf2e ones None < Lesser < Standard < Greater < Total; each is in order here.
enum class CoverDegree { None, Lesser, Half, Standard, ThreeQuarters, Greater, Total };

// "none", "lesser", "half", "standard", "three-quarters", "greater", "total" (CLI.md).
QString coverDegreeId(CoverDegree d);
// RULES.md 5: half +2, three-quarters +5; pf2e lesser +1, standard +2, greater +4;
// total: no bonus, the target can't be targeted (std::nullopt).
std::optional<int> coverAcBonus(CoverDegree d);

// What stops one line. Source classes of RULES.md 5.1: a wall or a blocked square is
// solid, an object is a terrain square with cover, a creature is another creature's space.
struct CoverBlocker {
    enum class Kind { Wall, BlockedSquare, Object, Creature };
    Kind kind = Kind::Wall;
    int wall = -1;                        // Wall: index into Encounter::walls
    GridPoint square;                     // BlockedSquare, Object: the square
    CoverLevel object = CoverLevel::None; // Object: the square's cover
    QString creature;                     // Creature: its id

    bool isSolid() const { return kind == Kind::Wall || kind == Kind::BlockedSquare; }
};

struct CoverLine {
    QPointF from; // attacker point
    QPointF to;   // target point
    std::vector<CoverBlocker> blockers; // everything that blocks it, nearest the attacker first

    bool isBlocked() const { return !blockers.empty(); }
    bool isBlockedBy(CoverBlocker::Kind kind) const;
    bool isBlockedBySolid() const;
};

struct CoverResult {
    enum class Method {
        Corners,    // RULES.md 5.1 (and pf2e total cover: the 5.1 lines, all blocked)
        CentreLine, // RULES.md 5.2
    };
    CoverDegree cover = CoverDegree::None;
    Method method = Method::Corners;
    // Corners: the attacker's chosen point (a corner of attackerSquare, 0.05 inside) and
    // the chosen target square. CentreLine: the centres of the two spaces.
    QPointF corner;
    GridPoint attackerSquare;
    GridPoint targetSquare;
    QPointF targetPoint; // CentreLine: the target's centre
    // Corners: the 4 lines from `corner` to the target square's points.
    // CentreLine: the one centre line.
    std::vector<CoverLine> lines;

    std::optional<int> acBonus() const { return coverAcBonus(cover); }
    bool canBeTargeted() const { return cover != CoverDegree::Total; }
};

class CoverMap
{
public:
    // Indexes the encounter as it is now; the encounter must outlive the map and a change
    // to walls, terrain or creatures needs a new map.
    explicit CoverMap(const Encounter &encounter);

    const Encounter &encounter() const { return *m_encounter; }

    // The cover the target has against the attacker, with the lines the window draws.
    CoverResult coverBetween(const Creature &attacker, const Creature &target) const;
    // Only the degree: the same answer without collecting the lines (for all-pairs views).
    CoverDegree coverDegree(const Creature &attacker, const Creature &target) const;
    // RULES.md 13.2: the cover a creature has against an effect with a point of origin `o`
    // (an area's origin; for an area on a creature, the centre of its space): 5.1 with the
    // single point o (not moved inward; an obstacle a line touches only at o doesn't block
    // it), lowest over the target's squares. `areaOn`, the creature the area is on, never
    // gives cover. pf2e: a degree only creatures give is lesser (standard for a creature 2+
    // sizes larger than the target), else half is standard and three-quarters greater.
    CoverResult coverFromPoint(QPointF o, const Creature &target, const Creature *areaOn = nullptr) const;

private:
    struct SightWall {
        QPointF from;
        QPointF to;
        int index; // into Encounter::walls
    };
    struct Pair; // one attacker-target question (cover.cpp)

    const Encounter *m_encounter;
    int m_width = 0;
    int m_height = 0;
    bool m_pf2e = false;
    std::vector<std::uint8_t> m_squares; // SquareMask bits per square (cover.cpp)
    std::vector<SightWall> m_walls;
    std::vector<int> m_wallStart; // per square: its walls are m_wallIds[start[i] .. start[i+1])
    std::vector<int> m_wallIds;
    std::vector<int> m_creatureStart; // per square: creatures whose space covers it
    std::vector<int> m_creatureIds;   // indices into Encounter::creatures

    std::uint8_t squareMask(int x, int y) const { return m_squares[std::size_t(y) * m_width + x]; }
    template<typename Visit>
    void walkSquares(QPointF p, QPointF q, Visit &&visit) const;
    unsigned lineBlocks(const Pair &pair, QPointF p, QPointF q, unsigned wanted) const;
    CoverLine describeLine(const Pair &pair, QPointF p, QPointF q) const;
    CoverDegree cornerCover(const Pair &pair, QPointF c, const QPointF (&points)[4], CoverDegree bound) const;
    CoverDegree bestCorners(const Pair &pair, CoverResult *chosen) const;
    CoverDegree centreLine(const Pair &pair, CoverResult *result) const;
    bool everyLineSolid(const Pair &pair, CoverResult *firstChoice) const;
    bool wallCutsEveryLine(const Pair &pair, const QRect &from, const QRect &to) const;
    int indexOf(const Creature &creature) const;
    CoverDegree evaluate(const Creature &attacker, const Creature &target, CoverResult *result) const;
};

// RULES.md 13.2: cover's bonus to a saving throw: 5e family Dexterity only (half +2,
// three-quarters +5); pf2e Reflex only (standard +2, greater +4). 0 otherwise (and for total
// cover, where the creature is not affected at all).
int coverSaveBonus(Ruleset ruleset, CoverDegree cover, const QString &ability);

// One-off question: indexes the encounter and asks once.
CoverResult coverBetween(const Encounter &encounter, const Creature &attacker, const Creature &target);

} // namespace bm
