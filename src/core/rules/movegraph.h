#pragma once

// Internal to the movement engine: the implicit Boost.Graph of movement states and the
// labelled search over it (RULES.md 4). A state is (anchor, mode, parity), and for pf2e
// also the level, the feet used in the current Stride (RULES.md 4.5, version 2):
//   mode 0 = open (full footprint), 1..4 = squeezed with the core at offset (o&1, o>>1)
//   parity = diagonals taken so far mod 2 (alternating rule only).
// Edges are generated on demand from the mover's layers; labels are (feet, squeezed
// steps) for the 5e family and (Strides, feet) for pf2e, ordered lexicographically;
// BGL's breadth_first_visit drives the search with our A*/Dijkstra visitor, our queues
// (a bucket queue for the 5e family, a binary heap of packed keys for pf2e) and property
// maps over reusable, generation-stamped nodes.
//
// The search is compiled once per kind of movement (diagonal rule x squeezing x label
// kind, see movegraph.cpp), so the common case (a creature that can't squeeze) runs a
// loop with 16-byte nodes and no squeeze or Stride logic in it. A path query with exact
// diagonals on a uniform grid (MoverLayers::uniformGrid) is its own kind: jump point
// search, whose out-edges are jumps along runs of squares.

#include "model/encounter.h"
#include "rules/terraingrid.h"

#include <QRect>

#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

namespace bm {

namespace MoverFlag {
enum : std::uint8_t {
    // bits 0..4 are AnchorFlag (Free, Difficult, GreaterDifficult, Water, Climb)
    CreatureDifficult = 32, // passes through a creature whose space is difficult for the mover
    NoEnd = 64,             // the mover may not end its move here (RULES.md 4.3)
};
}

struct LandmarkBounds; // movegraph.cpp: lower bounds from landmarks, per set of cost rules

// What the A* of path queries on one mover's layers may reuse: distances to and from a
// few landmarks over the anchors, a lower bound besides the plain estimate (see
// movegraph.cpp). Built only when asked for (MoveSearch::prepareLandmarks): they change
// the order in which A* meets states, and so which of equally cheap paths it returns
// (RULES.md 9 lets it pick any, but the window, the CLI's single `path` and the planner
// must pick the same one), so only a caller that wants every query on these layers
// answered with them asks (battlemap-cli movingai). A copy of the layers, or layers
// built again, start without them.
class LandmarkCache
{
public:
    LandmarkCache();
    ~LandmarkCache();
    LandmarkCache(const LandmarkCache &);
    LandmarkCache &operator=(const LandmarkCache &);
    void reset();
    std::vector<std::unique_ptr<LandmarkBounds>> bounds; // per set of cost rules, the latest last (up to 2)
};

struct MoverLayers {
    int width = 0;
    int height = 0;
    int size = 1;
    bool canSqueeze = false;
    std::vector<std::uint8_t> open; // per anchor of the full footprint
    std::vector<std::uint8_t> core; // per anchor of the (size-1) core, when squeezing
    const std::uint8_t *openStepOk = nullptr;
    const std::uint8_t *coreStepOk = nullptr;
    // Per anchor, bit d: the step kDirections[d] from this anchor to an open position is
    // legal for an open (not squeezed) creature: the destination's full footprint is on
    // the map and free, no wall meets the swept rectangle and both corner positions are
    // free (RULES.md 4.1). Bit kPlainSteps: every such step lands on plain ground (no
    // flag that changes a step's cost), so its cost depends on the direction alone. The
    // search's hot loop reads only this and `open`.
    std::vector<std::uint16_t> openSteps;
    static constexpr std::uint16_t kPlainSteps = 0x100;
    // Squeezers only (RULES.md 4.4), what the search's squeezing steps read instead of
    // testing squares one by one. Per anchor, bit d: the destination's footprint is on
    // the map but not free, so an open creature might squeeze into it (squeezeSteps), or
    // on the map and free (openFreeTo).
    std::vector<std::uint8_t> squeezeSteps;
    std::vector<std::uint8_t> openFreeTo;
    // Per core anchor, bit d: the core's step has no wall in its swept rectangle and, for
    // a diagonal, both core positions beside it are free (coreLegal); the core position
    // one step away is free (coreFreeTo). Where the step would take the full footprint
    // off the map a bit means nothing: the search masks it with the anchor's squeezeSteps
    // or openFreeTo.
    std::vector<std::uint8_t> coreLegal;
    std::vector<std::uint8_t> coreFreeTo;
    // Per anchor, bit 4 d + o: the open creature here may squeeze in direction d into the
    // position with its core at offset o (o & 1, o >> 1): squeezeSteps bit d, and the
    // core's step from that offset legal and to a free core position.
    std::vector<std::uint32_t> squeezeEntries;
    // Every step is plain and legal exactly when the cell rule says so (destination free,
    // and for a diagonal both squares beside it free: no wall takes a step away): the
    // anchors form a uniform-cost grid with no corner cutting, where an exact-diagonal A*
    // may jump along runs of squares (jump point search, see movegraph.cpp).
    bool uniformGrid = false;
    // On a uniform grid, which anchors are free, as bits: row y is freeRows[(y + 1) *
    // rowWords ...] (bit x), column x is freeColumns[(x + 1) * columnWords ...] (bit y),
    // with an empty line before the first and after the last and at least one empty bit
    // after each line's end: jump point search scans runs of squares 64 at a time.
    std::vector<std::uint64_t> freeRows;
    std::vector<std::uint64_t> freeColumns;
    int rowWords = 0;
    int columnWords = 0;
    // On a uniform grid, built only when asked for (buildStraightJumps, from
    // MoveSearch::reserve: a caller about to ask many path queries of these layers), per
    // anchor a and straight direction D (0..3) at [4 a + D]: the length of the jump from a
    // (to the first forced neighbour; 0: blocked first) in the low 16 bits, the run of
    // free squares ahead in the high 16. Jump point search reads a straight jump there
    // instead of scanning for it, and finds the same jump. buildStepMasks drops them.
    mutable std::vector<std::uint32_t> straightJumps;
    void buildStraightJumps() const;
    // The hostiles that could make an opportunity attack on the mover (up to 64, a bit
    // each; RULES.md 4.6), filled by the movement engine for the 5e family: per anchor two
    // words, [2a] the hostiles whose reach the mover's space there is in, [2a + 1] those
    // that would also have an attack when it leaves (they see it there). threatCore: the
    // same for a squeezed position's core (squeezers only). Empty: no such hostile. A step
    // provokes the hostiles in from[1] & ~to[0].
    std::vector<std::uint64_t> threatOpen;
    std::vector<std::uint64_t> threatCore;
    // The 5e family's A* lower bounds on these layers (built only when asked for;
    // buildStepMasks and dragAlong drop them).
    mutable LandmarkCache landmarks;

    // `through`: a creature whose space the mover may pass for this move (RULES.md 14.6,
    // Tumble); `ignore`: a creature that is no obstacle to the mover (the one it drags, or
    // the one dragging it); `squeeze` false: the mover doesn't squeeze (a dragger).
    struct Options {
        int through = -1;
        int ignore = -1;
        bool squeeze = true;
    };
    void build(const Encounter &e, const TerrainGrid &grid, int moverIndex, const Options &options);
    void build(const Encounter &e, const TerrainGrid &grid, int moverIndex) { build(e, grid, moverIndex, Options{}); }
    // RULES.md 14.6: the mover drags a creature whose layers are `dragged`, its anchor
    // always the mover's plus (dx, dy): an anchor is free only where the dragged creature's
    // space (open, or squeezed at no cost) is free too, a legal end only where both may end,
    // and each step must be legal for both (the corner rule and the walls of its swept space).
    void dragAlong(const MoverLayers &dragged, int dx, int dy);
    bool anyCoreFree(GridPoint anchor) const;
    // Could some state at this anchor be a legal end (free, and not another's space)?
    bool mayEndAt(GridPoint anchor) const;

private:
    void buildStepMasks();
    void buildSqueezeMasks();
};

struct SearchParams {
    Ruleset ruleset = Ruleset::Dnd2014;
    Diagonals diagonals = Diagonals::Equal;
    double squareFeet = 5;
    bool flying = false;
    bool hasSwim = false;
    bool hasClimb = false;
    bool crawling = false;   // 5e: prone and not standing
    bool singleStep = false; // pf2e: one Crawl
    int parity = 0;          // diagonalsTaken % 2
    double strideFeet = 0;   // pf2e: speed per Stride
    int maxStrides = 1000000;
    double limitFeet = std::numeric_limits<double>::infinity();
    // 5e family: of equally cheap paths with as few squeezed steps, take one with the
    // fewest steps that leave a hostile's reach (MoverLayers::threatOpen; RULES.md 9 lets
    // the engine pick any, and a GM expects the one that provokes least).
    bool avoidThreats = false;
    // 5e family path queries: A* also uses the layers' landmark lower bounds when they
    // were built (MoverLayers::landmarks). Off only to compare against the plain estimate.
    bool landmarks = true;
};

// A search result's label: feet, and for pf2e Strides and the feet used in the last one.
struct Label {
    double total = 0;    // feet
    float inStride = 0;  // pf2e: feet used in the current Stride
    std::int32_t strides = 0;  // pf2e
    std::int16_t squeezed = 0; // squeezed steps: the tie-break on equal cost (RULES.md 4.4)
    std::int32_t provoking = 0; // steps leaving a hostile's reach (SearchParams::avoidThreats)

    static Label infinite()
    {
        return {std::numeric_limits<double>::infinity(), 0, std::numeric_limits<std::int32_t>::max(), 0};
    }
    bool isInfinite() const { return std::isinf(total); }
};

// Node storage for one node layout, from calloc: the kernel hands out zeroed pages
// lazily, so a big map's node array costs nothing until a search touches it. Every
// node starts with a stamp of the generation (query) that last touched it: a node of
// another generation reads as untouched (white, infinitely far), so nothing is cleared
// between queries, only once when the generation counter wraps.
class NodePool
{
public:
    // Room for `count` nodes of `nodeBytes`; starts a new generation (1..maxGeneration).
    // `eager`: zero new storage now (see movegraph.cpp) rather than page by page.
    void prepare(std::size_t count, std::size_t nodeBytes, std::uint32_t maxGeneration, bool eager);
    void *data() const { return m_data.get(); }
    std::size_t count() const { return m_count; }
    std::uint32_t generation() const { return m_generation; }

private:
    struct Free {
        void operator()(void *p) const;
    };
    std::unique_ptr<void, Free> m_data;
    std::size_t m_count = 0;
    std::size_t m_nodeBytes = 0;
    std::uint32_t m_generation = 0;
};

struct StepCostTable; // movegraph.cpp: step costs per (squeezed, parity, direction, region)
struct StraightenScratch; // movegraph.cpp: straightenPath's working storage
struct StrideLevels;  // movegraph.cpp: pf2e's levels (feet used in a Stride) and their steps

// An entry of the 5e family's bucket queue: the state's node and the node word it was
// filed with (the entry is stale once the word changed).
struct BucketEntry {
    void *node;
    std::uint64_t word;
};
struct DeferredEntry { // set aside while the queue finishes a bucket
    BucketEntry entry;
    std::uint32_t bucket;
};

// A growable stack of bucket entries with an inline push (the search's hot loop pushes
// on every improvement; growth is out of line).
class EntryStack
{
public:
    EntryStack() = default;
    EntryStack(EntryStack &&other) noexcept;
    EntryStack &operator=(EntryStack &&other) noexcept;
    EntryStack(const EntryStack &) = delete;
    EntryStack &operator=(const EntryStack &) = delete;
    ~EntryStack();

    void push(const BucketEntry &e)
    {
        if (m_end == m_capacity)
            grow();
        *m_end++ = e;
    }
    bool empty() const { return m_end == m_begin; }
    const BucketEntry &back() const { return m_end[-1]; }
    void pop() { --m_end; }
    void clear() { m_end = m_begin; }
    const BucketEntry *begin() const { return m_begin; }
    const BucketEntry *end() const { return m_end; }

private:
    BucketEntry *m_begin = nullptr;
    BucketEntry *m_end = nullptr;
    BucketEntry *m_capacity = nullptr;
    void grow();
};

struct SearchStateInfo {
    GridPoint anchor;
    bool squeezed = false;
    QRect occupied;
};

struct SearchBuffers {
    SearchBuffers();
    ~SearchBuffers();
    SearchBuffers(const SearchBuffers &) = delete;
    SearchBuffers &operator=(const SearchBuffers &) = delete;

    NodePool pools[3]; // one per node layout (5e, 5e squeezing, pf2e): see movegraph.cpp
    std::vector<std::uint32_t> touched;
    std::vector<EntryStack> buckets; // the bucket queue's, kept between queries
    std::vector<DeferredEntry> deferred; // the bucket queue's, set aside while finishing
    std::vector<std::uint32_t> scratch;  // a flood's states in order; a jump point search's jumps
    std::vector<BucketEntry> strideHeap; // pf2e's heap, kept between queries
    std::unique_ptr<StepCostTable> costs; // rebuilt only when the cost rules change
    std::unique_ptr<StrideLevels> levels; // pf2e: rebuilt only when the speed or the rules change
    std::unique_ptr<StraightenScratch> straighten;
    // Storage for a search's path (SearchOutcome::states): taken by the search's answer,
    // given back by the movement engine when it is done with it.
    std::vector<SearchStateInfo> states;
};

// The states a search starts from, each at label 0: one, or for a creature that starts
// squeezed every free core offset at its anchor (RULES.md 4.4).
struct StartStates {
    std::uint32_t states[4] = {};
    int count = 0;
    bool contains(std::uint32_t v) const
    {
        for (int i = 0; i < count; ++i) {
            if (states[i] == v)
                return true;
        }
        return false;
    }
};

struct SearchOutcome {
    bool found = false;
    Label label;
    std::vector<SearchStateInfo> states; // start first
    std::size_t expanded = 0;
    // Jump point search counts the path's runs (maximal stretches of one direction) as it
    // reads the path back a jump at a time, and sees whether straightenPath could draw it
    // with fewer turns (see movegraph.cpp); -1: not counted.
    int runs = -1;
    bool mayDrawFewerTurns = true;
};

struct SearchEnd {
    GridPoint anchor;
    Label label;
    bool squeezed = false;
};

// RULES.md 9: among paths as cheap as `states` (a search's answer, start first), the one
// a person would draw: runs of it are replaced by a diagonal run and a straight run where
// that keeps the label exactly (cost, diagonal parity, pf2e Strides, provoking steps when
// the search counted them) and makes fewer turns. Squeezed stretches stay as they are.
// True when it changed the path; then `replaced`, if given, receives the path it replaced.
// `runs` and `mayDrawFewerTurns`: what the search said of `states` (SearchOutcome), if it
// counted them; the straightener then doesn't walk the path to find out.
bool straightenPath(const MoverLayers &layers, const SearchParams &params, SearchBuffers &buffers,
                    std::vector<SearchStateInfo> &states, std::vector<SearchStateInfo> *replaced = nullptr,
                    int runs = -1, bool mayDrawFewerTurns = true);

class MoveSearch
{
public:
    MoveSearch(const MoverLayers &layers, const SearchParams &params, SearchBuffers &buffers);
    ~MoveSearch();
    MoveSearch(const MoveSearch &) = delete;
    MoveSearch &operator=(const MoveSearch &) = delete;

    // Allocates (and zeroes) the node storage and cost tables this search will use, and
    // on a uniform grid with exact diagonals the layers' straight jumps.
    void reserve();
    // Builds the layers' landmark lower bounds for these cost rules now (5e family), the
    // landmarks chosen from the part of the map `seed` reaches. False if not built.
    bool prepareLandmarks(GridPoint seed);
    // A* (5e family) or Dijkstra (pf2e) from the start anchor to the first state at `to`
    // where the mover may end.
    SearchOutcome run(GridPoint start, GridPoint to);
    // Every anchor where the mover may end within the limits, sorted by y then x.
    std::size_t flood(GridPoint start, std::vector<SearchEnd> &ends);

    // A resumable Dijkstra from `start`: each continueTo() answers from the states
    // already settled or extends the search just far enough (a token drag asks for many
    // targets from one start). The buffers belong to the session while it lives.
    void beginSession(GridPoint start);
    SearchOutcome continueTo(GridPoint to);

    class Driver;

private:
    const MoverLayers &m_layers;
    SearchParams m_params;
    SearchBuffers &m_buffers;
    std::unique_ptr<Driver> m_session;
    bool m_sessionStarted = false;

    StartStates startStates(GridPoint start);
    const StrideLevels &strideLevels();
    std::unique_ptr<Driver> makeDriver(const StartStates &starts, GridPoint target, bool useHeuristic, bool recordTouched,
                                       const LandmarkBounds *landmarks = nullptr);
    const StepCostTable &costTable();
};

} // namespace bm
