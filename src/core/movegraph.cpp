#include "movegraph.h"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/detail/d_ary_heap.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/properties.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <new>
#include <type_traits>

namespace bm {

// ---------------------------------------------------------------------------------------
// Labels: how a step extends a label, and the order in which labels are better.

struct StepWeight {
    double feet = 0;
    bool squeezed = false;
};

struct MoveEdge {
    std::uint32_t source = 0;
    std::uint32_t target = 0;
    StepWeight weight;
    double h = 0; // A* estimate from the target state to the goal
    friend bool operator==(const MoveEdge &a, const MoveEdge &b) { return a.source == b.source && a.target == b.target; }
    friend bool operator!=(const MoveEdge &a, const MoveEdge &b) { return !(a == b); }
};

namespace {

constexpr double kEps = 1e-9;

struct LabelLess {
    bool pf2e = false;
    bool operator()(const Label &a, const Label &b) const
    {
        if (pf2e) {
            // RULES.md 4.5: fewest Strides, then the least used of the last Stride.
            if (a.strides != b.strides)
                return a.strides < b.strides;
            if (a.inStride < b.inStride - kEps)
                return true;
            if (a.inStride > b.inStride + kEps)
                return false;
        }
        if (a.total < b.total - kEps)
            return true;
        if (a.total > b.total + kEps)
            return false;
        return a.squeezed < b.squeezed; // RULES.md 4.4: fewer squeezed steps on equal cost
    }
};

struct LabelCombine {
    bool pf2e = false;
    double strideFeet = 0;
    int maxStrides = 0;
    double limitFeet = 0;
    Label operator()(const Label &a, const StepWeight &w) const
    {
        if (a.isInfinite())
            return a;
        Label r = a;
        r.total += w.feet;
        r.squeezed += w.squeezed ? 1 : 0;
        if (pf2e) {
            // A square's cost is paid inside one Stride: a dearer step is impossible.
            if (w.feet > strideFeet + kEps)
                return Label::infinite();
            if (a.strides == 0 || a.inStride + w.feet > strideFeet + kEps) {
                ++r.strides;
                r.inStride = w.feet;
            } else {
                r.inStride += w.feet;
            }
            if (r.strides > maxStrides)
                return Label::infinite();
        }
        if (r.total > limitFeet + kEps)
            return Label::infinite();
        return r;
    }
};

} // namespace

// ---------------------------------------------------------------------------------------
// The implicit graph: out-edges are generated from the mover's layers when asked.

class MoveGraph
{
public:
    MoveGraph(const MoveSearch &search, std::uint32_t start, GridPoint goal, bool useHeuristic)
        : m_search(search)
        , m_layers(search.m_layers)
        , m_params(search.m_params)
        , m_start(start)
        , m_goal(goal)
        , m_useHeuristic(useHeuristic)
    {
        m_edges.reserve(40);
        buildCostTables();
    }

    // RULES.md 3: the cost of the same move on an empty map never exceeds the real cost,
    // so it is an admissible and consistent A* estimate (in feet).
    double heuristic(int x, int y, int parity) const
    {
        if (!m_useHeuristic)
            return 0.0;
        const int dx = std::abs(x - m_goal.x);
        const int dy = std::abs(y - m_goal.y);
        const int hi = std::max(dx, dy);
        const int lo = std::min(dx, dy);
        const double sf = m_params.squareFeet;
        switch (m_params.diagonals) {
        case Diagonals::Equal:
            return sf * hi;
        case Diagonals::Manhattan:
            return sf * (dx + dy);
        case Diagonals::Exact:
            return sf * ((hi - lo) + M_SQRT2 * lo);
        case Diagonals::Alternating:
            return sf * (hi + (lo + parity) / 2);
        }
        return 0.0;
    }

    std::pair<const MoveEdge *, const MoveEdge *> outEdges(std::uint32_t u) const
    {
        expand(u);
        return {m_edges.data(), m_edges.data() + m_edges.size()};
    }

private:
    const MoveSearch &m_search;
    const MoverLayers &m_layers;
    const SearchParams &m_params;
    std::uint32_t m_start;
    GridPoint m_goal;
    bool m_useHeuristic;
    mutable std::vector<MoveEdge> m_edges;
    // Step cost = base[parity][direction] * multiplier[squeezed][region] + extra[region]
    // (RULES.md 4.2), tabulated once per search so an edge costs two lookups.
    double m_base[2][8] = {};
    std::uint8_t m_nextParity[2][8] = {};
    double m_multiplier[2][256] = {};
    double m_extra[256] = {};

    void buildCostTables();
    void expand(std::uint32_t u) const;
    void addEdge(std::uint32_t u, int anchor, int nx, int ny, int mode, int parity, int direction,
                 std::uint8_t region) const;
};

} // namespace bm

namespace boost {

template<>
struct graph_traits<bm::MoveGraph> {
    using vertex_descriptor = std::uint32_t;
    using edge_descriptor = bm::MoveEdge;
    using out_edge_iterator = const bm::MoveEdge *;
    using directed_category = directed_tag;
    using edge_parallel_category = allow_parallel_edge_tag;
    using traversal_category = incidence_graph_tag;
    using degree_size_type = std::size_t;
    using vertices_size_type = std::size_t;
    using edges_size_type = std::size_t;
    static vertex_descriptor null_vertex() { return std::numeric_limits<std::uint32_t>::max(); }
};

} // namespace boost

namespace bm {

inline std::pair<const MoveEdge *, const MoveEdge *> out_edges(std::uint32_t u, const MoveGraph &g)
{
    return g.outEdges(u);
}
inline std::uint32_t source(const MoveEdge &e, const MoveGraph &) { return e.source; }
inline std::uint32_t target(const MoveEdge &e, const MoveGraph &) { return e.target; }
inline std::size_t out_degree(std::uint32_t u, const MoveGraph &g)
{
    const auto range = g.outEdges(u);
    return std::size_t(range.second - range.first);
}

// Property maps over the generation-stamped nodes: an untouched state reads as white,
// so nothing is cleared between queries.
struct PriorityMap { // f labels; only read for states in the heap, which are touched
    using key_type = std::uint32_t;
    using value_type = Label;
    using reference = const Label &;
    using category = boost::readable_property_map_tag;
    SearchBuffers *b;
};
inline const Label &get(const PriorityMap &m, std::uint32_t v) { return m.b->nodes[v].f; }

struct ColorMap {
    using key_type = std::uint32_t;
    using value_type = boost::default_color_type;
    using reference = boost::default_color_type;
    using category = boost::read_write_property_map_tag;
    SearchBuffers *b;
};
inline boost::default_color_type get(const ColorMap &m, std::uint32_t v)
{
    const SearchNode &n = m.b->nodes[v];
    return n.stamp == m.b->generation ? boost::default_color_type(n.color) : boost::white_color;
}
inline void put(const ColorMap &m, std::uint32_t v, boost::default_color_type c)
{
    m.b->touch(v).color = std::uint8_t(c);
}

struct HeapIndexMap {
    using key_type = std::uint32_t;
    using value_type = std::size_t;
    using reference = std::size_t;
    using category = boost::read_write_property_map_tag;
    SearchBuffers *b;
};
inline std::size_t get(const HeapIndexMap &m, std::uint32_t v)
{
    const std::uint32_t i = m.b->nodes[v].heapIndex;
    return i == std::uint32_t(-1) ? std::size_t(-1) : std::size_t(i);
}
inline void put(const HeapIndexMap &m, std::uint32_t v, std::size_t i) { m.b->nodes[v].heapIndex = std::uint32_t(i); }


void NodeArray::Free::operator()(SearchNode *p) const
{
    std::free(p);
}

void NodeArray::reset(std::size_t n)
{
    static_assert(std::is_trivially_copyable_v<SearchNode> && std::is_trivially_destructible_v<SearchNode>);
    m_data.reset(static_cast<SearchNode *>(std::calloc(n, sizeof(SearchNode))));
    if (!m_data)
        throw std::bad_alloc();
    m_size = n;
}

void SearchBuffers::prepare(std::size_t states)
{
    if (nodes.size() < states) {
        nodes.reset(states);
        generation = 0;
    }
    if (++generation == 0) { // wrapped: forget every stamp once
        for (SearchNode &n : nodes)
            n.stamp = 0;
        generation = 1;
    }
    touched.clear();
}

namespace {

// Heap order: the f label; for A* among equal f (and equal squeezed steps) the deeper
// state first, which keeps it from widening over plateaus of equal cost. The 5e f label
// carries -g in its otherwise unused inStride field for this; pf2e's f is its g.
struct HeapLess {
    LabelLess less;
    bool operator()(const Label &x, const Label &y) const
    {
        if (less(x, y))
            return true;
        if (less.pf2e || less(y, x))
            return false;
        return x.inStride < y.inStride;
    }
};

using Heap = boost::d_ary_heap_indirect<std::uint32_t, 4, HeapIndexMap, PriorityMap, HeapLess>;

// The Buffer that breadth_first_visit drains: a d-ary heap on the f label that skips
// states the limits cut off (infinite labels) and reports empty once the goal is found.
class SearchQueue
{
public:
    using value_type = std::uint32_t;
    using size_type = std::size_t;

    SearchQueue(SearchBuffers &b, LabelLess less)
        : m_b(b)
        , m_heap(PriorityMap{&b}, HeapIndexMap{&b}, HeapLess{less})
    {
    }
    void push(std::uint32_t v)
    {
        if (!m_b.nodes[v].f.isInfinite())
            m_heap.push(v);
    }
    void update(std::uint32_t v)
    {
        if (m_heap.contains(v))
            m_heap.update(v);
        else
            push(v);
    }
    std::uint32_t &top() { return m_heap.top(); }
    const std::uint32_t &top() const { return m_heap.top(); }
    void pop() { m_heap.pop(); }
    bool empty() const { return stopped || m_heap.empty(); }
    std::size_t size() const { return m_heap.size(); }
    // The heap pops in exact label order: the first goal popped is the answer.
    void finishCurrentBucket() { stopped = true; }
    void resume() { stopped = false; }

    bool stopped = false;

private:
    SearchBuffers &m_b;
    Heap m_heap;
};

// A bucket queue (Dial) for labels whose f is a whole number of squares (5e family with
// equal, alternating or manhattan diagonals): O(1) push and pop. Updates push again and
// leave the old entry behind; a node remembers the bucket it is queued in, so stale
// entries are recognised and skipped. Within a bucket the newest entry comes first,
// which favours deeper states among equal f, as the heap's tie-break does.
class BucketQueue
{
public:
    using value_type = std::uint32_t;
    using size_type = std::size_t;

    BucketQueue(SearchBuffers &b, std::vector<std::vector<std::uint32_t>> &buckets, double unit, double firstF)
        : m_b(b)
        , m_buckets(buckets)
        , m_perUnit(1.0 / unit)
        , m_base((long long)(firstF / unit + 0.5))
    {
    }
    ~BucketQueue()
    {
        for (std::size_t i = 0; i < m_used && i < m_buckets.size(); ++i)
            m_buckets[i].clear();
    }
    void push(std::uint32_t v)
    {
        SearchNode &n = m_b.nodes[v];
        if (n.f.isInfinite())
            return;
        const long long key = (long long)(n.f.total * m_perUnit + 0.5) - m_base;
        const std::size_t i = std::size_t(std::max(0LL, key));
        if (n.heapIndex == i)
            return; // already queued in this bucket
        if (n.heapIndex != std::uint32_t(-1))
            --m_size; // its old entry goes stale
        if (i >= m_buckets.size())
            m_buckets.resize(i + 64);
        m_buckets[i].push_back(v);
        m_used = std::max(m_used, i + 1);
        n.heapIndex = std::uint32_t(i);
        m_cursor = std::min(m_cursor, i);
        ++m_size;
    }
    void update(std::uint32_t v) { push(v); }
    std::uint32_t &top()
    {
        for (;;) {
            auto &bucket = m_buckets[m_cursor];
            while (!bucket.empty() && m_b.nodes[bucket.back()].heapIndex != m_cursor)
                bucket.pop_back(); // stale
            if (!bucket.empty())
                return bucket.back();
            ++m_cursor;
        }
    }
    void pop()
    {
        const std::uint32_t v = top();
        m_buckets[m_cursor].pop_back();
        m_b.nodes[v].heapIndex = std::uint32_t(-1);
        --m_size;
    }
    bool empty() const
    {
        if (stopped || m_size == 0)
            return true;
        if (!m_finishing)
            return false;
        // Finishing: empty once the current bucket holds no live entry.
        auto &bucket = m_buckets[m_cursor];
        while (!bucket.empty() && m_b.nodes[bucket.back()].heapIndex != m_cursor)
            bucket.pop_back();
        return bucket.empty();
    }
    std::size_t size() const { return m_size; }
    // A goal was popped. Within a bucket (equal f) entries come LIFO, not by squeezed
    // steps, so labels of this f are final only once the whole bucket is done: finish it
    // (reopened states come back into it) and then stop.
    void finishCurrentBucket() { m_finishing = true; }
    void resume()
    {
        stopped = false;
        m_finishing = false;
    }

    bool stopped = false;

private:
    SearchBuffers &m_b;
    std::vector<std::vector<std::uint32_t>> &m_buckets;
    double m_perUnit;
    long long m_base;
    std::size_t m_cursor = 0;
    std::size_t m_used = 0;
    std::size_t m_size = 0;
    bool m_finishing = false;
};

} // namespace

// ---------------------------------------------------------------------------------------

MoveSearch::MoveSearch(const MoverLayers &layers, const SearchParams &params, SearchBuffers &buffers)
    : m_layers(layers)
    , m_params(params)
    , m_buffers(buffers)
    , m_modes(layers.canSqueeze ? 5 : 1)
    , m_parities(params.diagonals == Diagonals::Alternating ? 2 : 1)
{
}

namespace {

struct Decoded {
    int anchor;
    int mode;
    int parity;
};

// modes is 1 or 5 and parities 1 or 2: constant divisors, no hardware division.
inline Decoded decode(std::uint32_t v, int modes, int parities)
{
    Decoded d;
    if (parities == 2) {
        d.parity = int(v & 1u);
        v >>= 1;
    } else {
        d.parity = 0;
    }
    if (modes == 5) {
        d.mode = int(v % 5u);
        d.anchor = int(v / 5u);
    } else {
        d.mode = 0;
        d.anchor = int(v);
    }
    return d;
}

} // namespace

inline void MoveGraph::addEdge(std::uint32_t u, int anchor, int nx, int ny, int mode, int parity, int direction,
                               std::uint8_t region) const
{
    const bool squeezed = mode != 0;
    const int nextParity = m_nextParity[parity][direction];
    MoveEdge e;
    e.source = u;
    e.target = std::uint32_t((anchor * m_search.m_modes + mode) * m_search.m_parities + nextParity);
    e.weight = {m_base[parity][direction] * m_multiplier[squeezed][region] + m_extra[region], squeezed};
    e.h = heuristic(nx, ny, nextParity);
    m_edges.push_back(e);
}

void MoveGraph::expand(std::uint32_t u) const
{
    m_edges.clear();
    if (m_params.singleStep && u != m_start)
        return;
    const int modes = m_search.m_modes;
    const int parities = m_search.m_parities;
    const Decoded s = decode(u, modes, parities);
    const int w = m_layers.width;
    const int x = s.anchor % w;
    const int y = s.anchor / w;
    const int size = m_layers.size;
    const int maxX = w - size;
    const int maxY = m_layers.height - size;
    const std::uint8_t *open = m_layers.open.data();
    const std::uint8_t *core = m_layers.core.data();
    const int directions = m_params.diagonals == Diagonals::Manhattan ? 4 : 8;
    const int ox = s.mode ? (s.mode - 1) & 1 : 0;
    const int oy = s.mode ? (s.mode - 1) >> 1 : 0;
    const int coreFrom = s.anchor + oy * w + ox; // the core's anchor before the step (squeezed source)

    for (int d = 0; d < directions; ++d) {
        const int dx = kDirections[d].dx;
        const int dy = kDirections[d].dy;
        const int nx = x + dx;
        const int ny = y + dy;
        if (nx < 0 || ny < 0 || nx > maxX || ny > maxY) // the full footprint stays on the map
            continue;
        const int b = s.anchor + dy * w + dx;
        const bool diagonal = dx != 0 && dy != 0;
        const bool dstOpen = open[b] & AnchorFlag::Free;
        if (s.mode == 0) {
            if (dstOpen) {
                // RULES.md 4.1: walls in the swept rectangle; the corner rule.
                if (!((m_layers.openStepOk[s.anchor] >> d) & 1))
                    continue;
                if (diagonal && (!(open[s.anchor + dx] & AnchorFlag::Free) || !(open[s.anchor + dy * w] & AnchorFlag::Free)))
                    continue;
                addEdge(u, b, nx, ny, 0, s.parity, d, open[b]);
            } else if (m_layers.canSqueeze) {
                // RULES.md 4.4: entering a squeezed position picks the core's offset.
                for (int o = 0; o < 4; ++o) {
                    const int cx = o & 1;
                    const int cy = o >> 1;
                    const int ca = s.anchor + cy * w + cx;
                    const int cb = ca + dy * w + dx;
                    if (!(core[cb] & AnchorFlag::Free) || !((m_layers.coreStepOk[ca] >> d) & 1))
                        continue;
                    if (diagonal && (!(core[ca + dx] & AnchorFlag::Free) || !(core[ca + dy * w] & AnchorFlag::Free)))
                        continue;
                    addEdge(u, b, nx, ny, 1 + o, s.parity, d, core[cb]);
                }
            }
        } else {
            // A step that starts squeezed moves the core at its fixed offset.
            if (!((m_layers.coreStepOk[coreFrom] >> d) & 1))
                continue;
            if (diagonal && (!(core[coreFrom + dx] & AnchorFlag::Free) || !(core[coreFrom + dy * w] & AnchorFlag::Free)))
                continue;
            if (dstOpen) {
                addEdge(u, b, nx, ny, 0, s.parity, d, open[b]);
            } else {
                const int cb = coreFrom + dy * w + dx;
                if (core[cb] & AnchorFlag::Free)
                    addEdge(u, b, nx, ny, s.mode, s.parity, d, core[cb]);
            }
        }
    }
}

void MoveGraph::buildCostTables()
{
    const SearchParams &p = m_params;
    const double sf = p.squareFeet;
    for (int parity = 0; parity < 2; ++parity) {
        for (int d = 0; d < 8; ++d) {
            const bool diagonal = kDirections[d].dx != 0 && kDirections[d].dy != 0;
            // RULES.md 3 and 4.2: the base cost of the step.
            double base = sf;
            int next = parity;
            if (diagonal && p.diagonals == Diagonals::Exact) {
                base = sf * M_SQRT2;
            } else if (diagonal && p.diagonals == Diagonals::Alternating) {
                base = parity ? 2 * sf : sf; // only diagonal steps advance the count
                next = parity ^ 1;
            }
            m_base[parity][d] = base;
            m_nextParity[parity][d] = std::uint8_t(next);
        }
    }
    for (int region = 0; region < 256; ++region) {
        const bool terrainDifficult = !p.flying && (region & AnchorFlag::Difficult);
        if (p.ruleset == Ruleset::Pf2e) {
            // pf2e: +5 difficult, +10 greater-difficult; the diagonal never doubles it.
            m_multiplier[0][region] = m_multiplier[1][region] = 1.0;
            m_extra[region] = !p.flying && (region & AnchorFlag::GreaterDifficult) ? 2 * sf : terrainDifficult ? sf : 0.0;
            continue;
        }
        // 5e family: base x (1 + k), each source 0 or 1; 2024 counts squeezing as
        // difficult terrain, 2014 and a5e as a source of its own.
        const bool dnd2024 = p.ruleset == Ruleset::Dnd2024;
        for (int squeezed = 0; squeezed < 2; ++squeezed) {
            int k = 0;
            if (terrainDifficult || (region & MoverFlag::CreatureDifficult) || (dnd2024 && squeezed))
                ++k;
            if (p.crawling)
                ++k;
            if (!p.flying && (((region & AnchorFlag::Water) && !p.hasSwim) || ((region & AnchorFlag::Climb) && !p.hasClimb)))
                ++k;
            if (squeezed && !dnd2024)
                ++k;
            m_multiplier[squeezed][region] = 1.0 + k;
        }
        m_extra[region] = 0.0;
    }
}


namespace {

// Our A*/Dijkstra on breadth_first_visit: relax with the label combine, keep f = g + h.
// Finding the goal stops the queue, not the graph: the goal state is expanded fully,
// so a search can later resume from exactly where it stopped.
struct GoalTest {
    const MoveSearch *search = nullptr;
    std::uint32_t start = 0;
    std::uint32_t first = 0; // the goal anchor's states are [first, first + count)
    std::uint32_t count = 0; // 0: no goal (a flood)
    std::uint32_t found = std::numeric_limits<std::uint32_t>::max();
};

template<typename Queue>
struct AStarVisitor {
    SearchBuffers *b;
    Queue *q;
    ColorMap cMap;
    LabelCombine combine;
    LabelLess less;
    GoalTest *goal;
    std::size_t *expanded;

    void initialize_vertex(std::uint32_t, const MoveGraph &) {}
    void discover_vertex(std::uint32_t, const MoveGraph &) {}
    void examine_vertex(std::uint32_t u, const MoveGraph &)
    {
        ++*expanded;
        if (u - goal->first < goal->count && goal->search->mayEnd(u, goal->start)) {
            goal->found = u;
            q->finishCurrentBucket();
        }
    }
    void examine_edge(const MoveEdge &, const MoveGraph &) {}
    void non_tree_edge(const MoveEdge &, const MoveGraph &) {}
    void finish_vertex(std::uint32_t, const MoveGraph &) {}
    // Relaxation in one touch of the target node (what boost::relax does, without
    // re-reading the maps): the label combine, the label order, predecessor and f.
    bool relaxEdge(const MoveEdge &e)
    {
        const Label &gu = b->nodes[e.source].g; // the examined state: always touched
        const Label candidate = combine(gu, e.weight);
        if (candidate.isInfinite())
            return false;
        SearchNode &n = b->touch(e.target);
        if (!less(candidate, n.g))
            return false;
        n.g = candidate;
        n.pred = e.source;
        n.f = candidate;
        n.f.total += e.h;
        if (!less.pf2e)
            n.f.inStride = -float(candidate.total);
        return true;
    }
    void tree_edge(const MoveEdge &e, const MoveGraph &) { relaxEdge(e); }
    void gray_target(const MoveEdge &e, const MoveGraph &)
    {
        if (relaxEdge(e))
            q->update(e.target);
    }
    void black_target(const MoveEdge &e, const MoveGraph &)
    {
        if (relaxEdge(e)) { // equal cost, fewer squeezed steps (or float noise): reopen as BGL's A* does
            put(cMap, e.target, boost::gray_color);
            q->push(e.target);
        }
    }
};

} // namespace

// A search in progress: the implicit graph, its queue and visitor, alive between calls
// so that a resumable (Dijkstra) search can answer further targets from where it stopped.
class MoveSearch::Driver
{
public:
    virtual ~Driver() = default;
    virtual void start(std::uint32_t s) = 0;
    virtual void resume() = 0;
    GoalTest goal;
    std::size_t expanded = 0;
};

namespace {

template<typename Queue>
class DriverFor final : public MoveSearch::Driver
{
public:
    template<typename... QueueArgs>
    DriverFor(const MoveSearch &search, SearchBuffers &b, std::uint32_t start, GridPoint target, bool useHeuristic,
              const LabelCombine &combine, const LabelLess &less, QueueArgs &&...queueArgs)
        : m_graph(search, start, target, useHeuristic)
        , m_queue(b, std::forward<QueueArgs>(queueArgs)...)
        , m_vis{&b, &m_queue, ColorMap{&b}, combine, less, &goal, &expanded}
    {
    }
    const MoveGraph &graph() const { return m_graph; }
    void start(std::uint32_t s) override { boost::breadth_first_visit(m_graph, s, m_queue, m_vis, m_vis.cMap); }
    void resume() override
    {
        m_queue.resume();
        const std::uint32_t *none = nullptr;
        boost::breadth_first_visit(m_graph, none, none, m_queue, m_vis, m_vis.cMap);
    }

private:
    MoveGraph m_graph;
    Queue m_queue;
    AStarVisitor<Queue> m_vis;
};

} // namespace

std::uint32_t MoveSearch::startState(GridPoint start) const
{
    const int a = start.y * m_layers.width + start.x;
    int mode = 0;
    // The start is always legal (RULES.md 4.5). A creature that stands where its full
    // space does not fit is squeezed there already.
    if (!(m_layers.open[std::size_t(a)] & AnchorFlag::Free) && m_layers.canSqueeze) {
        for (int o = 0; o < 4; ++o) {
            const int ca = a + (o >> 1) * m_layers.width + (o & 1);
            if (m_layers.core[std::size_t(ca)] & AnchorFlag::Free) {
                mode = 1 + o;
                break;
            }
        }
    }
    return std::uint32_t((a * m_modes + mode) * m_parities + m_params.parity);
}

bool MoverLayers::mayEndAt(GridPoint anchor) const
{
    const std::size_t a = std::size_t(anchor.y) * width + anchor.x;
    if (open[a] & AnchorFlag::Free)
        return !(open[a] & MoverFlag::NoEnd);
    if (!canSqueeze)
        return false;
    for (int o = 0; o < 4; ++o) {
        const std::size_t ca = a + std::size_t((o >> 1) * width + (o & 1));
        if (ca < core.size() && (core[ca] & AnchorFlag::Free) && !(core[ca] & MoverFlag::NoEnd))
            return true;
    }
    return false;
}

bool MoverLayers::anyCoreFree(GridPoint anchor) const
{
    if (!canSqueeze)
        return false;
    for (int o = 0; o < 4; ++o) {
        const int ca = (anchor.y + (o >> 1)) * width + anchor.x + (o & 1);
        if (ca < int(core.size()) && (core[std::size_t(ca)] & AnchorFlag::Free))
            return true;
    }
    return false;
}

bool MoveSearch::mayEnd(std::uint32_t state, std::uint32_t start) const
{
    if (state == start)
        return true;
    const Decoded d = decode(state, m_modes, m_parities);
    if (d.mode == 0)
        return !(m_layers.open[std::size_t(d.anchor)] & MoverFlag::NoEnd);
    const int ca = d.anchor + ((d.mode - 1) >> 1) * m_layers.width + ((d.mode - 1) & 1);
    return !(m_layers.core[std::size_t(ca)] & MoverFlag::NoEnd);
}

SearchStateInfo MoveSearch::describe(std::uint32_t state) const
{
    const Decoded d = decode(state, m_modes, m_parities);
    SearchStateInfo info;
    info.anchor = {d.anchor % m_layers.width, d.anchor / m_layers.width};
    info.squeezed = d.mode != 0;
    if (d.mode == 0)
        info.occupied = QRect(info.anchor.x, info.anchor.y, m_layers.size, m_layers.size);
    else
        info.occupied = QRect(info.anchor.x + ((d.mode - 1) & 1), info.anchor.y + ((d.mode - 1) >> 1),
                              m_layers.size - 1, m_layers.size - 1);
    return info;
}


MoveSearch::~MoveSearch() = default;

std::unique_ptr<MoveSearch::Driver> MoveSearch::makeDriver(std::uint32_t start, GridPoint target, bool useHeuristic)
{
    const std::size_t states = std::size_t(m_layers.width) * m_layers.height * m_modes * m_parities;
    m_buffers.prepare(states);
    SearchBuffers &b = m_buffers;
    const bool pf2e = m_params.ruleset == Ruleset::Pf2e;
    const LabelLess less{pf2e};
    const LabelCombine combine{pf2e, m_params.strideFeet, m_params.maxStrides, m_params.limitFeet};
    // The start's f: its estimate to the target.
    MoveGraph probe(*this, start, target, useHeuristic);
    SearchNode &s0 = b.touch(start);
    const Decoded d0 = decode(start, m_modes, m_parities);
    s0.g = Label{};
    s0.f = Label{};
    s0.f.total = probe.heuristic(d0.anchor % m_layers.width, d0.anchor / m_layers.width, d0.parity);
    std::unique_ptr<Driver> driver;
    if (!pf2e && m_params.squareFeet > 0) {
        // Whole squares: every f is a multiple of the square's feet, one bucket each.
        // Exact diagonals: buckets an eighth of a square wide; a bucket is always
        // finished before the search stops and improved states are reopened into it, so
        // the order inside a bucket does not matter for the answer (see BucketQueue).
        const double unit = m_params.diagonals == Diagonals::Exact ? m_params.squareFeet / 8 : m_params.squareFeet;
        driver = std::make_unique<DriverFor<BucketQueue>>(*this, b, start, target, useHeuristic, combine, less,
                                                          b.buckets, unit, s0.f.total);
    } else {
        driver = std::make_unique<DriverFor<SearchQueue>>(*this, b, start, target, useHeuristic, combine, less, less);
    }
    driver->goal.search = this;
    driver->goal.start = start;
    return driver;
}

void MoveSearch::aimAt(Driver &driver, GridPoint to) const
{
    const std::uint32_t perAnchor = std::uint32_t(m_modes * m_parities);
    driver.goal.first = std::uint32_t(to.y * m_layers.width + to.x) * perAnchor;
    driver.goal.count = perAnchor;
    driver.goal.found = std::numeric_limits<std::uint32_t>::max();
}

SearchOutcome MoveSearch::outcome(std::uint32_t goalState, std::uint32_t start, std::size_t expanded) const
{
    SearchOutcome out;
    out.expanded = expanded;
    if (goalState == std::numeric_limits<std::uint32_t>::max())
        return out;
    out.found = true;
    out.label = m_buffers.nodes[goalState].g;
    for (std::uint32_t v = goalState;; v = m_buffers.nodes[v].pred) {
        out.states.push_back(describe(v));
        if (v == start || m_buffers.nodes[v].pred == v)
            break;
    }
    std::reverse(out.states.begin(), out.states.end());
    return out;
}

SearchOutcome MoveSearch::run(GridPoint start, GridPoint to)
{
    const std::uint32_t s = startState(start);
    // pf2e labels are lexicographic in Strides: plain Dijkstra keeps them exact.
    const auto driver = makeDriver(s, to, m_params.ruleset != Ruleset::Pf2e);
    aimAt(*driver, to);
    driver->start(s);
    return outcome(bestSettledEnd(to, s), s, driver->expanded);
}

std::uint32_t MoveSearch::bestSettledEnd(GridPoint to, std::uint32_t start) const
{
    // Settled (black) states have their final labels once the search stopped at the
    // end of a bucket; the best one that may end here is the answer.
    const std::uint32_t perAnchor = std::uint32_t(m_modes * m_parities);
    const std::uint32_t first = std::uint32_t(to.y * m_layers.width + to.x) * perAnchor;
    const LabelLess less{m_params.ruleset == Ruleset::Pf2e};
    std::uint32_t best = std::numeric_limits<std::uint32_t>::max();
    for (std::uint32_t v = first; v < first + perAnchor; ++v) {
        const SearchNode &n = m_buffers.nodes[v];
        if (n.stamp == m_buffers.generation && n.color == std::uint8_t(boost::black_color) && mayEnd(v, start)
            && (best == std::numeric_limits<std::uint32_t>::max() || less(n.g, m_buffers.nodes[best].g)))
            best = v;
    }
    return best;
}

void MoveSearch::beginSession(GridPoint start)
{
    m_sessionStart = startState(start);
    m_session = makeDriver(m_sessionStart, start, false);
    m_sessionStarted = false;
}

SearchOutcome MoveSearch::continueTo(GridPoint to)
{
    Driver &d = *m_session;
    const std::size_t before = d.expanded;
    std::uint32_t best = m_sessionStarted ? bestSettledEnd(to, m_sessionStart) : std::numeric_limits<std::uint32_t>::max();
    if (best == std::numeric_limits<std::uint32_t>::max()) {
        aimAt(d, to);
        if (!m_sessionStarted) {
            m_sessionStarted = true;
            d.start(m_sessionStart);
        } else {
            d.resume();
        }
        best = bestSettledEnd(to, m_sessionStart);
        d.goal.count = 0;
    }
    return outcome(best, m_sessionStart, d.expanded - before);
}

std::size_t MoveSearch::flood(GridPoint start, std::vector<SearchEnd> &ends)
{
    const std::uint32_t s = startState(start);
    const auto driver = makeDriver(s, start, false);
    driver->start(s);
    const std::size_t expanded = driver->expanded;
    const LabelLess less{m_params.ruleset == Ruleset::Pf2e};
    // Best end state per anchor. The states of an anchor are contiguous and anchors are
    // numbered by y, then x: in state order the answer comes out sorted.
    ends.clear();
    std::vector<std::uint32_t> &order = m_buffers.scratch;
    order.clear();
    const std::size_t states = m_buffers.nodes.size();
    if (m_buffers.touched.size() * 8 > states) { // most of the map: one sequential pass
        for (std::uint32_t v = 0; v < states; ++v) {
            if (m_buffers.nodes[v].stamp == m_buffers.generation)
                order.push_back(v);
        }
    } else {
        order.assign(m_buffers.touched.begin(), m_buffers.touched.end());
        std::sort(order.begin(), order.end());
    }
    const std::uint32_t perAnchor = std::uint32_t(m_modes * m_parities);
    std::uint32_t bestState = std::numeric_limits<std::uint32_t>::max();
    const auto flush = [&] {
        if (bestState == std::numeric_limits<std::uint32_t>::max())
            return;
        const Decoded d = decode(bestState, m_modes, m_parities);
        ends.push_back({{d.anchor % m_layers.width, d.anchor / m_layers.width}, m_buffers.nodes[bestState].g, d.mode != 0});
        bestState = std::numeric_limits<std::uint32_t>::max();
    };
    for (std::uint32_t v : order) {
        if (bestState != std::numeric_limits<std::uint32_t>::max() && v / perAnchor != bestState / perAnchor)
            flush();
        const Label &l = m_buffers.nodes[v].g;
        if (l.isInfinite() || !mayEnd(v, s))
            continue;
        if (bestState == std::numeric_limits<std::uint32_t>::max() || less(l, m_buffers.nodes[bestState].g))
            bestState = v;
    }
    flush();
    return expanded;
}

} // namespace bm
