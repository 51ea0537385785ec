#include "movegraph.h"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/detail/d_ary_heap.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/properties.hpp>
#include <boost/graph/relax.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <cmath>

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

    bool stopped = false;

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

// Property maps over the generation-stamped nodes: untouched states read as white,
// infinitely far and their own predecessor, so nothing is cleared between queries.
struct DistanceMap { // g labels
    using key_type = std::uint32_t;
    using value_type = Label;
    using reference = Label;
    using category = boost::read_write_property_map_tag;
    SearchBuffers *b;
};
inline Label get(const DistanceMap &m, std::uint32_t v)
{
    const SearchNode &n = m.b->nodes[v];
    return n.stamp == m.b->generation ? n.g : Label::infinite();
}
inline void put(const DistanceMap &m, std::uint32_t v, const Label &l) { m.b->touch(v).g = l; }

struct PriorityMap { // f labels; only read for states in the heap, which are touched
    using key_type = std::uint32_t;
    using value_type = Label;
    using reference = const Label &;
    using category = boost::readable_property_map_tag;
    SearchBuffers *b;
};
inline const Label &get(const PriorityMap &m, std::uint32_t v) { return m.b->nodes[v].f; }

struct PredecessorMap {
    using key_type = std::uint32_t;
    using value_type = std::uint32_t;
    using reference = std::uint32_t;
    using category = boost::read_write_property_map_tag;
    SearchBuffers *b;
};
inline std::uint32_t get(const PredecessorMap &m, std::uint32_t v)
{
    const SearchNode &n = m.b->nodes[v];
    return n.stamp == m.b->generation ? n.pred : v;
}
inline void put(const PredecessorMap &m, std::uint32_t v, std::uint32_t p) { m.b->touch(v).pred = p; }

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

struct WeightMap {
    using key_type = MoveEdge;
    using value_type = StepWeight;
    using reference = const StepWeight &;
    using category = boost::readable_property_map_tag;
};
inline const StepWeight &get(const WeightMap &, const MoveEdge &e) { return e.weight; }

void SearchBuffers::prepare(std::size_t states)
{
    if (nodes.size() < states) {
        nodes.assign(states, SearchNode{});
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
        , m_unit(unit)
        , m_base(std::llround(firstF / unit))
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
        const long long key = std::llround(n.f.total / m_unit) - m_base;
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
    bool empty() const { return stopped || m_size == 0; }
    std::size_t size() const { return m_size; }

    bool stopped = false;

private:
    SearchBuffers &m_b;
    std::vector<std::vector<std::uint32_t>> &m_buckets;
    double m_unit;
    long long m_base;
    std::size_t m_cursor = 0;
    std::size_t m_used = 0;
    std::size_t m_size = 0;
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

void MoveGraph::expand(std::uint32_t u) const
{
    m_edges.clear();
    if (stopped || (m_params.singleStep && u != m_start))
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

void MoveGraph::addEdge(std::uint32_t u, int anchor, int nx, int ny, int mode, int parity, int direction,
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

namespace {

// Our A* on breadth_first_visit: relax with the label combine, keep f = g + h.
template<typename Queue, typename Goal>
struct AStarVisitor {
    SearchBuffers *b;
    Queue *q;
    MoveGraph *graph;
    DistanceMap gMap;
    PredecessorMap pMap;
    ColorMap cMap;
    LabelCombine combine;
    LabelLess less;
    Goal *goal;
    std::size_t *expanded;

    void initialize_vertex(std::uint32_t, const MoveGraph &) {}
    void discover_vertex(std::uint32_t, const MoveGraph &) {}
    void examine_vertex(std::uint32_t u, const MoveGraph &)
    {
        ++*expanded;
        if ((*goal)(u)) {
            q->stopped = true;
            graph->stopped = true;
        }
    }
    void examine_edge(const MoveEdge &, const MoveGraph &) {}
    void non_tree_edge(const MoveEdge &, const MoveGraph &) {}
    void finish_vertex(std::uint32_t, const MoveGraph &) {}
    bool relaxEdge(const MoveEdge &e, const MoveGraph &g)
    {
        if (!boost::relax(e, g, WeightMap(), pMap, gMap, combine, less))
            return false;
        SearchNode &n = b->nodes[e.target];
        n.f = n.g;
        n.f.total += e.h;
        if (!less.pf2e)
            n.f.inStride = -float(n.g.total);
        return true;
    }
    void tree_edge(const MoveEdge &e, const MoveGraph &g) { relaxEdge(e, g); }
    void gray_target(const MoveEdge &e, const MoveGraph &g)
    {
        if (relaxEdge(e, g))
            q->update(e.target);
    }
    void black_target(const MoveEdge &e, const MoveGraph &g)
    {
        if (relaxEdge(e, g)) { // only with an inconsistent heuristic; reopen as BGL's A* does
            put(cMap, e.target, boost::gray_color);
            q->push(e.target);
        }
    }
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

bool MoveSearch::anyCoreFree(GridPoint anchor) const
{
    if (!m_layers.canSqueeze)
        return false;
    for (int o = 0; o < 4; ++o) {
        const int ca = (anchor.y + (o >> 1)) * m_layers.width + anchor.x + (o & 1);
        if (ca < int(m_layers.core.size()) && (m_layers.core[std::size_t(ca)] & AnchorFlag::Free))
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

template<typename Goal>
std::size_t MoveSearch::search(std::uint32_t start, GridPoint target, bool useHeuristic, Goal &goal)
{
    const std::size_t states = std::size_t(m_layers.width) * m_layers.height * m_modes * m_parities;
    m_buffers.prepare(states);
    SearchBuffers *b = &m_buffers;
    const bool pf2e = m_params.ruleset == Ruleset::Pf2e;
    const LabelLess less{pf2e};
    const LabelCombine combine{pf2e, m_params.strideFeet, m_params.maxStrides, m_params.limitFeet};
    const DistanceMap gMap{b};
    const PredecessorMap pMap{b};
    const ColorMap cMap{b};
    MoveGraph graph(*this, start, target, useHeuristic);

    std::size_t expanded = 0;
    SearchNode &s0 = b->touch(start);
    const Decoded d0 = decode(start, m_modes, m_parities);
    s0.g = Label{};
    s0.f = Label{};
    s0.f.total = graph.heuristic(d0.anchor % m_layers.width, d0.anchor / m_layers.width, d0.parity);
    if (!pf2e && m_params.diagonals != Diagonals::Exact && m_params.squareFeet > 0) {
        // Whole squares: every f is a multiple of the square's feet.
        BucketQueue queue(*b, m_buffers.buckets, m_params.squareFeet, s0.f.total);
        AStarVisitor<BucketQueue, Goal> vis{b, &queue, &graph, gMap, pMap, cMap, combine, less, &goal, &expanded};
        boost::breadth_first_visit(graph, start, queue, vis, cMap);
    } else {
        SearchQueue queue(*b, less);
        AStarVisitor<SearchQueue, Goal> vis{b, &queue, &graph, gMap, pMap, cMap, combine, less, &goal, &expanded};
        boost::breadth_first_visit(graph, start, queue, vis, cMap);
    }
    return expanded;
}

SearchOutcome MoveSearch::run(GridPoint start, GridPoint to)
{
    SearchOutcome out;
    const std::uint32_t s = startState(start);
    // The states of one anchor are contiguous: the goal test is a range check.
    const std::uint32_t perAnchor = std::uint32_t(m_modes * m_parities);
    const std::uint32_t goalFirst = std::uint32_t(to.y * m_layers.width + to.x) * perAnchor;
    std::uint32_t goalState = std::numeric_limits<std::uint32_t>::max();
    auto goal = [&](std::uint32_t v) {
        if (v - goalFirst >= perAnchor || !mayEnd(v, s))
            return false;
        goalState = v;
        return true;
    };
    // pf2e labels are lexicographic in Strides: plain Dijkstra keeps them exact.
    out.expanded = search(s, to, m_params.ruleset != Ruleset::Pf2e, goal);
    if (goalState == std::numeric_limits<std::uint32_t>::max())
        return out;
    out.found = true;
    out.label = m_buffers.nodes[goalState].g;
    for (std::uint32_t v = goalState;; v = m_buffers.nodes[v].pred) {
        out.states.push_back(describe(v));
        if (v == s || m_buffers.nodes[v].pred == v)
            break;
    }
    std::reverse(out.states.begin(), out.states.end());
    return out;
}

std::size_t MoveSearch::flood(GridPoint start, std::vector<SearchEnd> &ends)
{
    const std::uint32_t s = startState(start);
    auto never = [](std::uint32_t) { return false; };
    const std::size_t expanded = search(s, start, false, never);
    const LabelLess less{m_params.ruleset == Ruleset::Pf2e};
    // Best end state per anchor.
    ends.clear();
    std::vector<std::uint32_t> best;
    for (std::uint32_t v : m_buffers.touched) {
        const Label &l = m_buffers.nodes[v].g;
        if (l.isInfinite() || !mayEnd(v, s))
            continue;
        best.push_back(v);
    }
    std::sort(best.begin(), best.end(), [&](std::uint32_t a, std::uint32_t b) {
        const int aa = decode(a, m_modes, m_parities).anchor;
        const int ab = decode(b, m_modes, m_parities).anchor;
        if (aa != ab)
            return aa < ab;
        return less(m_buffers.nodes[a].g, m_buffers.nodes[b].g);
    });
    int lastAnchor = -1;
    for (std::uint32_t v : best) {
        const Decoded d = decode(v, m_modes, m_parities);
        if (d.anchor == lastAnchor)
            continue;
        lastAnchor = d.anchor;
        ends.push_back({{d.anchor % m_layers.width, d.anchor / m_layers.width}, m_buffers.nodes[v].g, d.mode != 0});
    }
    return expanded;
}

} // namespace bm
