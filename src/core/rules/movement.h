#pragma once

// RULES.md 4: the cheapest legal path and the squares a creature can reach, searched on
// Boost.Graph over an implicit graph of (anchor, squeeze mode, diagonal parity) states.
// The engine keeps its buffers between queries: the window asks on every mouse move.

#include "model/encounter.h"

#include <QRect>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace bm {

struct Label;
struct MoverLayers;
struct SearchParams;
struct SessionKey;
class SightMap;
class TerrainGrid;

struct MoveRequest {
    QString creature;         // id of the mover
    MoveMode mode = MoveMode::Walk;
    bool dash = false;        // 5e: doubles the budget
    bool disengage = false;   // no opportunity attacks
    bool stand = false;       // stand up from prone first (5e: half speed; pf2e: one action)
    int diagonalsTaken = 0;   // alternating rule: diagonals already counted this turn
    double spentFeet = 0;     // 5e: movement already spent this turn
    std::optional<double> budgetFeet; // reach: overrides the budget
    std::optional<GridPoint> from;    // path and reach: start here instead of the mover's square (a waypoint)
    bool anyStrides = false;          // pf2e reach: as many Strides as it takes (not 3), up to budgetFeet
    // RULES.md 14.6 (version 4): a creature whose space this move may pass (Tumble), and a
    // grappled creature the mover drags along (5e family).
    QString through;
    QString drag;
};

struct Provocation {
    QString creature;
    int step = 0; // step i moves from path[i] to path[i+1]
};

// Why a path (or the reach) can't be found: a code and its data, worded by whoever shows
// it (the window's move tool, the CLI's `path`, `reach` and `combat FILE move`).
enum class PathRefusal {
    None,
    NoSuchCreature, // `creature`: no creature of that id
    OffMap,         // `square` is off the map
    SpaceOffMap,    // `name`'s space does not fit on the map at `square`
    Blocked,        // `name` can't stand at `square` (walls, blocked terrain)
    SpaceTaken,     // `name` can't end its move at `square`: another creature's space
    ProneCrawl,     // `name` is prone: it can only crawl 5 ft, or stand up first (RULES.md 4.5)
    NoLegalPath,    // `name` has no legal path to `square`
};
struct PathProblem {
    PathRefusal code = PathRefusal::None;
    QString creature; // the mover's id (NoSuchCreature: the id asked for)
    QString name;     // the mover's name
    GridPoint square; // the square asked for
    explicit operator bool() const { return code != PathRefusal::None; }
    friend bool operator==(const PathProblem &, const PathProblem &) = default;
};
QString pathRefusalId(PathRefusal r); // "no-legal-path": tests and logs

struct PathResult {
    bool found = false;
    PathProblem problem;            // why not found
    double costFeet = 0;
    std::vector<GridPoint> path;    // anchors, start first
    std::vector<bool> squeezed;     // per path entry: the creature occupies only its core there
    std::vector<QRect> occupied;    // per path entry: the squares it occupies
    double speedFeet = 0;           // movement available for this move (RULES.md 4.5)
    bool withinSpeed = false;
    int squeezedSteps = 0;
    bool endsSqueezed = false;
    std::vector<Provocation> provokes;
    int actions = 0;                // pf2e: Strides (+1 for Stand)
};

struct ReachSquare {
    GridPoint at;
    double costFeet = 0;
    int actions = 0; // pf2e
    bool squeezed = false;
};

struct ReachResult {
    bool ok = true;
    PathProblem problem; // when !ok: NoSuchCreature
    double speedFeet = 0;
    std::vector<ReachSquare> squares; // sorted by y, then x
};

// RULES.md 4.5: the creature's speed in a mode; 0 while grappled, restrained,
// incapacitated (pf2e: immobilized).
double moveSpeed(const Creature &c, MoveMode mode);
// The same with the ruleset's speed effects of condition levels: 2014 exhaustion (halved
// from level 2, 0 from level 5), 2024 exhaustion (5 ft less per level).
double moveSpeed(const Creature &c, MoveMode mode, Ruleset r);
// Rider and controlled mount (the tracker's `mountedOn`): they share a space and never
// block each other.
bool ridesTogether(const Encounter &e, const QString &a, const QString &b);

class MovementEngine
{
public:
    explicit MovementEngine(const Encounter &encounter);
    ~MovementEngine();
    MovementEngine(const MovementEngine &) = delete;
    MovementEngine &operator=(const MovementEngine &) = delete;

    // Call after the encounter changed (terrain, walls, creatures, options).
    void invalidate();
    // Only the creatures or the tracker changed (not the map): the terrain grid and the
    // sight index for opportunity attacks are kept, every search starts over.
    void invalidateCreatures();
    // Builds now what the first query for this creature would otherwise build (the map's
    // raster and the creature's layers; on a uniform grid with exact diagonals also the
    // straight jumps its path queries' jump point search then reads instead of scanning,
    // with the same answers): e.g. when its token is selected. False if there is no such
    // creature.
    // `landmarks`: also lower bounds from landmarks that this creature's later path queries'
    // A* then reads (movegraph.cpp), until its layers are built again. Costs stay exact,
    // but of equally cheap paths another may be returned than without them: for callers
    // that run many unrelated queries and want their costs (battlemap-cli movingai).
    bool prepare(const QString &creature, bool landmarks = false);
    // The same landmarks for the layers and costs of this request (its mode, Tumble, drag).
    bool prepareLandmarks(const MoveRequest &request);
    const Encounter &encounter() const { return m_encounter; }

    // A second query from the same start (a token being dragged) opens a search that
    // later targets resume instead of starting over. Callers whose queries are unrelated
    // (a batch of start/goal pairs) switch that off: each query is then a fresh A*.
    void setResumeSearches(bool on) { m_resumeSearches = on; }
    // RULES.md 9 lets the engine pick any of equally cheap paths; it takes one that
    // provokes the fewest opportunity attacks (on by default; off only to measure it).
    void setPreferFewerOpportunityAttacks(bool on) { m_preferFewerAttacks = on; }
    // Path queries' A* reads landmark lower bounds when prepare() built them (on by
    // default; off only to compare against the plain estimate: the costs are the same).
    void setUseLandmarks(bool on) { m_useLandmarks = on; }
    PathResult cheapestPath(const MoveRequest &request, GridPoint to);
    // The same answer into `result`, whose vectors keep their storage: a caller asking
    // many queries in a row (battlemap-cli movingai) allocates nothing per query.
    void cheapestPath(const MoveRequest &request, GridPoint to, PathResult &result);
    ReachResult reachableSquares(const MoveRequest &request);

    // Opportunity attacks (RULES.md 4.6) along given occupied regions of a path. Version
    // 2: only creatures that still have their reaction (the tracker's state) and see the
    // mover (RULES.md 12) where the step starts.
    std::vector<Provocation> opportunityAttacks(const Creature &mover, const std::vector<QRect> &occupied,
                                                bool disengage) const;

    // Statistics of the last search, for benchmarks and tests.
    std::size_t lastExpandedStates() const { return m_lastExpanded; }

private:
    struct Impl;
    // A hostile that could make an opportunity attack on the mover (RULES.md 4.6).
    struct Threat {
        const Creature *creature;
        int reachFeet;
        QRect space;
        int dz; // levels apart (RULES.md 10)
    };
    std::vector<Threat> threatsTo(const Creature &mover) const;
    // Fills the layers' threat words (MoverLayers::threatOpen) for the path tie-break.
    void buildThreats(const Creature &mover, MoverLayers &layers) const;
    // pf2e: of paths as cheap as `result`, one that provokes fewer Reactive Strikes.
    void avoidReactiveStrikes(const Creature &mover, const SearchParams &params, const SessionKey &key, GridPoint to,
                              const Label &label, PathResult &result);

    const Encounter &m_encounter;
    std::unique_ptr<TerrainGrid> m_grid;
    mutable std::unique_ptr<SightMap> m_sight; // RULES.md 12, for opportunity attacks
    std::unique_ptr<Impl> m_impl;
    std::size_t m_lastExpanded = 0;
    bool m_resumeSearches = true;
    bool m_preferFewerAttacks = true;
    bool m_useLandmarks = true;
    QString m_dragged; // the creature the current query drags (RULES.md 14.6): it provokes nothing

    const TerrainGrid &grid();
};

} // namespace bm
