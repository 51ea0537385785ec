#pragma once

// RULES.md 12 (version 2): sight and light.
//  - the light of a square: the ambient light, point lights and the lights creatures carry
//    (13.1), blocked by sight-blocking walls (doors while closed) and blocked squares (the
//    spread test of 11);
//  - line of sight: some line of 5.1 (inset corner points) that touches no sight-blocking
//    obstacle; creatures and cover objects never block sight;
//  - what a creature sees with its senses (darkvision, blindsight, truesight, pf2e
//    low-light vision) through obscured terrain, blinded and invisible; heavy obscurement
//    blocks seeing through it (version 3), not line of sight itself;
//  - the pf2e visibility ladder (observed, concealed, hidden, undetected);
//  - the squares a creature or a side sees (the fog of war).
// SightMap indexes the map once (lazily, on the first question) and keeps one visibility
// field per viewer until the viewer changes (position, space, senses, blinded) or the map
// does (invalidate()): the window asks on every drag step. A field is cast (version 4,
// sight.cpp castField): from each corner point of the viewer, rows of target points outward
// in four quadrants, the slopes of lines still open kept as intervals that every obstacle
// between two rows narrows, as shadowcasting does with tiles; the points on open slopes are
// seen at once, a line within a hair of an obstacle's end goes to that obstacle's exact
// test. Where an obstacle all but touches a corner point, the field is swept instead
// (SweepBins: angular bins around each corner point, found by a flood; version 3). When only
// a carried light moved, a field decides again only the squares it may have lit. The
// version-2 field (every line tested, a wall's shadow skipping the rest of a row) is kept
// as Method::Reference; tst_sight checks all three against each other on 2,000 random maps
// and against a brute-force line test.

#include "model/encounter.h"
#include "model/logmessage.h"

#include <QPointF>
#include <QRect>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace bm {

enum class Visibility { Observed, Concealed, Hidden, Undetected };
// RULES.md 14.2 (version 4): a creature with `hidden` is hidden from an observer, or (pf2e
// Sneak) undetected by it, or neither.
enum class Hiding { None, Hidden, Undetected };
// "observed", "concealed", "hidden", "undetected" (CLI.md).
QString visibilityId(Visibility v);

class SightMap
{
public:
    // The encounter must outlive the map. Creatures may move freely (they never block
    // sight; the lights they carry are followed on every question, each light's squares
    // cached per position); after a change to walls, doors, terrain, the map's lights,
    // the grid or the options, call invalidate().
    explicit SightMap(const Encounter &encounter);
    ~SightMap();
    SightMap(const SightMap &) = delete;
    SightMap &operator=(const SightMap &) = delete;

    const Encounter &encounter() const { return *m_encounter; }
    void invalidate();
    // RULES.md 13.1: while a StandIn lives, `c` stands in for the stored creature with its
    // id (a token being dragged): the light it carries is where the stand-in is (nullptr:
    // none). A question's context, not a change of the map: scoped, so it can never be left
    // set by a path that returns early, and the one before it is back when it goes.
    class StandIn
    {
    public:
        StandIn(const SightMap &sight, const Creature *c)
            : m_sight(sight)
            , m_before(sight.m_standIn)
        {
            m_sight.m_standIn = c;
        }
        ~StandIn() { m_sight.m_standIn = m_before; }
        StandIn(const StandIn &) = delete;
        StandIn &operator=(const StandIn &) = delete;

    private:
        const SightMap &m_sight;
        const Creature *m_before;
    };

    // RULES.md 12: the light of a square (squares off the map are dark).
    LightLevel lightAt(GridPoint square) const;
    // The terrain's obscurement of a square: the map's areas and the effects on it.
    Obscurement obscurementAt(GridPoint square) const;
    // The same for every square at once (index y * width + x; LightLevel and Obscurement as
    // numbers), for the shades drawn on every drag step.
    const std::vector<std::uint8_t> &lightField() const;
    const std::vector<std::uint8_t> &obscurementField() const;

    // RULES.md 12: line of sight from a's space to b's space (or to one square).
    bool lineOfSight(const Creature &a, const Creature &b) const;
    bool lineOfSight(const Creature &a, GridPoint square) const;
    bool lineOfSight(const QRect &from, const QRect &to) const;

    // RULES.md 12 and 14.2: does a see b (b standing in its own space, or in `bSpace`: a
    // step of a move, the region it occupies there)? A b hidden from a (hiddenFrom) is not
    // seen: every rule that asks whether one creature sees another asks here.
    bool sees(const Creature &a, const Creature &b) const;
    bool sees(const Creature &a, const Creature &b, const QRect &bSpace) const;
    // RULES.md 12, pf2e: how b is to a (the ladder is the same in every ruleset; the
    // 5e family uses only seen or not), with 14.2: the worse of the ladder and hiding
    // (hidden, or undetected for a pf2e Sneak).
    Visibility visibility(const Creature &a, const Creature &b) const;
    Visibility visibility(const Creature &a, const Creature &b, const QRect &bSpace) const;
    // RULES.md 12 alone, as if nobody hid (14.2's "O sees H, ignoring hidden").
    bool seesIgnoringHiding(const Creature &a, const Creature &b) const;
    Visibility visibilityIgnoringHiding(const Creature &a, const Creature &b, const QRect &bSpace) const;

    // RULES.md 14.2: is h hidden from the observer o (h in its own space, or in `hSpace`)?
    // The one answer to it: sees, visibility and everything built on them ask here.
    Hiding hiddenFrom(const Creature &h, const Creature &o) const;
    Hiding hiddenFrom(const Creature &h, const Creature &o, const QRect &hSpace) const;
    // RULES.md 14.1, 5e family: o's passive Perception against h (10 + perception, 5 lower
    // when every square of h's space that o has line of sight to is lightly obscured to it).
    // pf2e: o's Perception DC.
    int passivePerceptionAgainst(const Creature &o, const Creature &h, const QRect &hSpace) const;

    // RULES.md 12: the squares q a creature sees, sorted by y then x; a side: the union.
    std::vector<GridPoint> visibleSquares(const Creature &viewer) const;
    std::vector<GridPoint> visibleSquares(Side side) const;
    // The same as a field over the map, one byte per square (index y * width + x, 1 =
    // seen). Computed once per viewer and kept until the viewer or the map changes.
    const std::vector<std::uint8_t> &visibilityField(const Creature &viewer) const;
    // Squares the viewer doesn't see into because obscuring terrain fills them (a Fog Cloud)
    // while it would see them otherwise (line of sight, light enough): it sees the fog, not
    // what is in it. 1 = such a square. The fog of war shows them as explored.
    const std::vector<std::uint8_t> &mistField(const Creature &viewer) const;
    // The squares outside which both of those fields are 0 (empty: the viewer sees
    // nothing): a drag frame's fog works out only these (FogOfWar::updateWith).
    QRect visibilityBounds(const Creature &viewer) const;

    // Statistics for benchmarks and tests: visibility fields computed so far.
    int fieldsComputed() const { return m_fieldsComputed; }
    int fieldsPatched() const { return m_fieldsPatched; }
    // Of the fields computed, those the cast made (Method::Cast and Auto; the others were
    // swept, or the reference's).
    int fieldsCast() const { return m_fieldsCast; }
    // The map's lights whose squares were computed so far. Each light's squares are
    // kept across invalidate() while the walls, doors and blocked squares within its reach
    // and the light itself stay the same.
    int lightsComputed() const { return m_lightsComputed; }

    // How visibilityField decides a square's lines. Cast: rows of points cast from each
    // corner point of the viewer (the bins' sweep where an obstacle all but touches one).
    // Sweep: angular bins swept around each corner point decide most lines at once, the
    // exact line test the rest (version 3). Reference: the line test for every line
    // (version 2's field, kept as the oracle the tests compare the others with, square for
    // square, and as the benchmarks' baseline). Auto (the default): the cast, unless the
    // viewer has few squares to test (a small dark map: the lit squares and its darkvision),
    // where the reference is faster. All give the same answers; switching forgets the fields.
    enum class Method { Auto, Sweep, Reference, Cast };
    void setMethod(Method method);
    Method method() const { return m_method; }

private:
    struct Index;
    struct Field;
    struct Viewer;
    struct LightCache;
    const Encounter *m_encounter;
    mutable std::unique_ptr<Index> m_index;
    mutable std::vector<std::unique_ptr<Field>> m_fields;
    mutable int m_fieldsComputed = 0;
    mutable int m_fieldsPatched = 0;
    mutable int m_fieldsCast = 0;
    mutable std::unique_ptr<LightCache> m_lightCache;
    mutable int m_lightsComputed = 0;
    mutable const Creature *m_standIn = nullptr; // set by a StandIn only
    Method m_method = Method::Auto;

    const Index &index() const;
    template<typename CoverFn>
    bool inPlainView(const Creature &o, const Creature &h, const QRect &hSpace, CoverFn &&cover) const;
    Obscurement hidingObscurement(const Viewer &viewer, int x, int y) const;
    bool sweepPays(const Creature &viewer) const;
    std::optional<bool> seesByField(const Creature &a, const Creature &b, const QRect &bSpace) const;
    Field *fieldOf(const QString &id) const;
    void sweepField(Field &field, const Viewer &v, const std::vector<QPointF> &corners, double blindsight, bool blinded,
                    const QRect *changed = nullptr) const;
    bool castField(Field &field, const std::vector<QPointF> &corners) const;
};

// Why A doesn't see B, or sees it only concealed (RULES.md 12), in words for the window's
// attack panel: "no line of sight", "Goblin is invisible", "Goblin is in darkness beyond
// Brannoc's darkvision", "Goblin is heavily obscured", "Brannoc is blinded", pf2e "Goblin
// is concealed (dim light)". Empty when A sees B plainly. Messages, worded by the reader.
std::vector<LogMessage> sightReasons(const SightMap &sight, const Creature &a, const Creature &b);

// One-off questions: index the encounter and ask once.
LightLevel lightAt(const Encounter &encounter, GridPoint square);
bool sees(const Encounter &encounter, const Creature &a, const Creature &b);

} // namespace bm
