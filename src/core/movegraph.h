#pragma once

// Internal to the movement engine: the implicit Boost.Graph of movement states and the
// labelled search over it (RULES.md 4). A state is (anchor, mode, parity):
//   mode 0 = open (full footprint), 1..4 = squeezed with the core at offset (o&1, o>>1)
//   parity = diagonals taken so far mod 2 (alternating rule only).
// Edges are generated on demand from the mover's layers; labels are (feet, squeezed
// steps) for the 5e family and (Strides, feet in Stride, feet) for pf2e, ordered
// lexicographically; BGL's breadth_first_visit drives the search with our A*/Dijkstra
// visitor and a d-ary heap over reusable, generation-stamped property maps.

#include "encounter.h"
#include "terraingrid.h"

#include <QRect>

#include <cmath>
#include <cstdint>
#include <memory>
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

struct MoverLayers {
    int width = 0;
    int height = 0;
    int size = 1;
    bool canSqueeze = false;
    std::vector<std::uint8_t> open; // per anchor of the full footprint
    std::vector<std::uint8_t> core; // per anchor of the (size-1) core, when squeezing
    const std::uint8_t *openStepOk = nullptr;
    const std::uint8_t *coreStepOk = nullptr;

    void build(const Encounter &e, const TerrainGrid &grid, int moverIndex);
    bool anyCoreFree(GridPoint anchor) const;
    // Could some state at this anchor be a legal end (free, and not another's space)?
    bool mayEndAt(GridPoint anchor) const;
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
};

struct Label {
    double total = 0;    // feet
    float inStride = 0;  // pf2e: feet used in the current Stride
    std::int16_t strides = 0;  // pf2e
    std::int16_t squeezed = 0; // squeezed steps: the tie-break on equal cost (RULES.md 4.4)

    static Label infinite()
    {
        return {std::numeric_limits<double>::infinity(), 0, std::numeric_limits<std::int16_t>::max(), 0};
    }
    bool isInfinite() const { return std::isinf(total); }
};

// One search node per state, all its fields in one place (one cache line per visit).
// A node whose stamp is not the current generation is untouched: white, infinitely far.
struct SearchNode {
    std::uint32_t stamp = 0;
    std::uint32_t pred = 0;
    std::uint32_t heapIndex = 0;
    std::uint8_t color = 0;
    Label g;
    Label f;
};

// Node storage from calloc: the kernel hands out zeroed pages lazily, so a big map's
// node array costs nothing until a search touches it (zero stamps = untouched).
class NodeArray
{
public:
    void reset(std::size_t n);
    std::size_t size() const { return m_size; }
    SearchNode &operator[](std::size_t i) { return m_data.get()[i]; }
    const SearchNode &operator[](std::size_t i) const { return m_data.get()[i]; }
    SearchNode *begin() { return m_data.get(); }
    SearchNode *end() { return m_data.get() + m_size; }

private:
    struct Free {
        void operator()(SearchNode *p) const;
    };
    std::unique_ptr<SearchNode, Free> m_data;
    std::size_t m_size = 0;
};

struct SearchBuffers {
    std::uint32_t generation = 0;
    NodeArray nodes;
    std::vector<std::uint32_t> touched;
    std::vector<std::vector<std::uint32_t>> buckets; // the bucket queue's, kept between queries
    std::vector<std::uint32_t> scratch;

    void prepare(std::size_t states);
    SearchNode &touch(std::uint32_t v)
    {
        SearchNode &n = nodes[v];
        if (n.stamp != generation) {
            n.stamp = generation;
            n.g = Label::infinite();
            n.f = Label::infinite();
            n.pred = v;
            n.color = 0; // white
            n.heapIndex = std::uint32_t(-1);
            touched.push_back(v);
        }
        return n;
    }
    bool isTouched(std::uint32_t v) const { return nodes[v].stamp == generation; }
};

struct SearchStateInfo {
    GridPoint anchor;
    bool squeezed = false;
    QRect occupied;
};

struct SearchOutcome {
    bool found = false;
    Label label;
    std::vector<SearchStateInfo> states; // start first
    std::size_t expanded = 0;
};

struct SearchEnd {
    GridPoint anchor;
    Label label;
    bool squeezed = false;
};

class MoveSearch
{
public:
    MoveSearch(const MoverLayers &layers, const SearchParams &params, SearchBuffers &buffers);
    ~MoveSearch();
    MoveSearch(const MoveSearch &) = delete;
    MoveSearch &operator=(const MoveSearch &) = delete;

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

    bool mayEnd(std::uint32_t state, std::uint32_t start) const;

    class Driver;

private:
    const MoverLayers &m_layers;
    SearchParams m_params;
    SearchBuffers &m_buffers;
    int m_modes = 1;
    int m_parities = 1;
    std::unique_ptr<Driver> m_session;
    std::uint32_t m_sessionStart = 0;
    bool m_sessionStarted = false;

    std::uint32_t startState(GridPoint start) const;
    std::unique_ptr<Driver> makeDriver(std::uint32_t start, GridPoint target, bool useHeuristic);
    void aimAt(Driver &driver, GridPoint to) const;
    std::uint32_t bestSettledEnd(GridPoint to, std::uint32_t start) const;
    SearchOutcome outcome(std::uint32_t goalState, std::uint32_t start, std::size_t expanded) const;
    SearchStateInfo describe(std::uint32_t state) const;

    friend class MoveGraph;
};

} // namespace bm
