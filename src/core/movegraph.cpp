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
    MoveGraph(const MoveSearch &search, std::uint32_t start)
        : m_search(search)
        , m_layers(search.m_layers)
        , m_params(search.m_params)
        , m_start(start)
    {
        m_edges.reserve(40);
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
    mutable std::vector<MoveEdge> m_edges;

    void expand(std::uint32_t u) const;
    void addEdge(std::uint32_t u, int anchor, int mode, int parity, bool diagonal, std::uint8_t region) const;
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

// Property maps over the generation-stamped buffers: untouched states read as white,
// infinitely far and their own predecessor, so nothing is cleared between queries.
struct LabelMap {
    using key_type = std::uint32_t;
    using value_type = Label;
    using reference = Label;
    using category = boost::read_write_property_map_tag;
    SearchBuffers *b;
    std::vector<Label> SearchBuffers::*field;
};
inline Label get(const LabelMap &m, std::uint32_t v)
{
    return m.b->stamp[v] == m.b->generation ? (m.b->*m.field)[v] : Label::infinite();
}
inline void put(const LabelMap &m, std::uint32_t v, const Label &l)
{
    m.b->touch(v);
    (m.b->*m.field)[v] = l;
}

struct PredecessorMap {
    using key_type = std::uint32_t;
    using value_type = std::uint32_t;
    using reference = std::uint32_t;
    using category = boost::read_write_property_map_tag;
    SearchBuffers *b;
};
inline std::uint32_t get(const PredecessorMap &m, std::uint32_t v)
{
    return m.b->stamp[v] == m.b->generation ? m.b->pred[v] : v;
}
inline void put(const PredecessorMap &m, std::uint32_t v, std::uint32_t p)
{
    m.b->touch(v);
    m.b->pred[v] = p;
}

struct ColorMap {
    using key_type = std::uint32_t;
    using value_type = boost::default_color_type;
    using reference = boost::default_color_type;
    using category = boost::read_write_property_map_tag;
    SearchBuffers *b;
};
inline boost::default_color_type get(const ColorMap &m, std::uint32_t v)
{
    return m.b->stamp[v] == m.b->generation ? boost::default_color_type(m.b->color[v]) : boost::white_color;
}
inline void put(const ColorMap &m, std::uint32_t v, boost::default_color_type c)
{
    m.b->touch(v);
    m.b->color[v] = std::uint8_t(c);
}

struct WeightMap {
    using key_type = MoveEdge;
    using value_type = StepWeight;
    using reference = const StepWeight &;
    using category = boost::readable_property_map_tag;
};
inline const StepWeight &get(const WeightMap &, const MoveEdge &e) { return e.weight; }

void SearchBuffers::prepare(std::size_t states)
{
    if (stamp.size() < states) {
        stamp.assign(states, 0);
        g.resize(states);
        f.resize(states);
        pred.resize(states);
        color.resize(states);
        heapIndex.resize(states);
        generation = 0;
    }
    if (++generation == 0) { // wrapped: forget every stamp once
        std::fill(stamp.begin(), stamp.end(), 0);
        generation = 1;
    }
    touched.clear();
}

void SearchBuffers::touch(std::uint32_t v)
{
    if (stamp[v] == generation)
        return;
    stamp[v] = generation;
    g[v] = Label::infinite();
    f[v] = Label::infinite();
    pred[v] = v;
    color[v] = std::uint8_t(boost::white_color);
    heapIndex[v] = std::size_t(-1);
    touched.push_back(v);
}

namespace {

using HeapIndexMap = boost::iterator_property_map<std::size_t *, boost::identity_property_map>;
using Heap = boost::d_ary_heap_indirect<std::uint32_t, 4, HeapIndexMap, LabelMap, LabelLess>;

// The Buffer that breadth_first_visit drains: a d-ary heap on the f label that skips
// states the limits cut off (infinite labels) and reports empty once the goal is found.
class SearchQueue
{
public:
    using value_type = std::uint32_t;
    using size_type = std::size_t;

    SearchQueue(SearchBuffers &b, LabelMap f, LabelLess less)
        : m_f(f)
        , m_heap(f, HeapIndexMap(b.heapIndex.data()), less)
    {
    }
    void push(std::uint32_t v)
    {
        if (!get(m_f, v).isInfinite())
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
    LabelMap m_f;
    Heap m_heap;
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

inline Decoded decode(std::uint32_t v, int modes, int parities)
{
    Decoded d;
    d.parity = int(v % std::uint32_t(parities));
    v /= std::uint32_t(parities);
    d.mode = int(v % std::uint32_t(modes));
    d.anchor = int(v / std::uint32_t(modes));
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
                addEdge(u, b, 0, s.parity, diagonal, open[b]);
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
                    addEdge(u, b, 1 + o, s.parity, diagonal, core[cb]);
                }
            }
        } else {
            // A step that starts squeezed moves the core at its fixed offset.
            if (!((m_layers.coreStepOk[coreFrom] >> d) & 1))
                continue;
            if (diagonal && (!(core[coreFrom + dx] & AnchorFlag::Free) || !(core[coreFrom + dy * w] & AnchorFlag::Free)))
                continue;
            if (dstOpen) {
                addEdge(u, b, 0, s.parity, diagonal, open[b]);
            } else {
                const int cb = coreFrom + dy * w + dx;
                if (core[cb] & AnchorFlag::Free)
                    addEdge(u, b, s.mode, s.parity, diagonal, core[cb]);
            }
        }
    }
}

void MoveGraph::addEdge(std::uint32_t u, int anchor, int mode, int parity, bool diagonal, std::uint8_t region) const
{
    const SearchParams &p = m_params;
    const double sf = p.squareFeet;
    // RULES.md 3 and 4.2: the base cost of the step.
    double base = sf;
    int nextParity = parity;
    if (diagonal) {
        switch (p.diagonals) {
        case Diagonals::Equal:
        case Diagonals::Manhattan:
            break;
        case Diagonals::Exact:
            base = sf * M_SQRT2;
            break;
        case Diagonals::Alternating:
            base = parity ? 2 * sf : sf;
            nextParity = parity ^ 1;
            break;
        }
    }
    const bool squeezed = mode != 0;
    const bool terrainDifficult = !p.flying && (region & AnchorFlag::Difficult);
    double feet = base;
    if (p.ruleset == Ruleset::Pf2e) {
        // pf2e: +5 difficult, +10 greater-difficult; the diagonal never doubles it.
        if (!p.flying && (region & AnchorFlag::GreaterDifficult))
            feet += 2 * sf;
        else if (terrainDifficult)
            feet += sf;
    } else {
        // 5e family: base x (1 + k), each source 0 or 1.
        const bool dnd2024 = p.ruleset == Ruleset::Dnd2024;
        int k = 0;
        if (terrainDifficult || (region & MoverFlag::CreatureDifficult) || (dnd2024 && squeezed))
            ++k;
        if (p.crawling)
            ++k;
        if (!p.flying
            && (((region & AnchorFlag::Water) && !p.hasSwim) || ((region & AnchorFlag::Climb) && !p.hasClimb)))
            ++k;
        if (squeezed && !dnd2024)
            ++k;
        feet = base * (1 + k);
    }
    const int modes = m_search.m_modes;
    const int parities = m_search.m_parities;
    MoveEdge e;
    e.source = u;
    e.target = std::uint32_t((anchor * modes + mode) * parities + nextParity);
    e.weight = {feet, squeezed};
    m_edges.push_back(e);
}

namespace {

// Our A* on breadth_first_visit: relax with the label combine, keep f = g + h.
template<typename Heuristic, typename Goal>
struct AStarVisitor {
    SearchBuffers *b;
    SearchQueue *q;
    MoveGraph *graph;
    LabelMap gMap;
    LabelMap fMap;
    PredecessorMap pMap;
    ColorMap cMap;
    LabelCombine combine;
    LabelLess less;
    Heuristic h;
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
        Label f = get(gMap, e.target);
        f.total += h(e.target);
        put(fMap, e.target, f);
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
    const LabelMap gMap{b, &SearchBuffers::g};
    const LabelMap fMap{b, &SearchBuffers::f};
    const PredecessorMap pMap{b};
    const ColorMap cMap{b};
    MoveGraph graph(*this, start);
    SearchQueue queue(*b, fMap, less);

    // RULES.md 3: the cost of the same move on an empty map never exceeds the real cost,
    // so it is an admissible and consistent A* heuristic (in feet).
    const int w = m_layers.width;
    const double sf = m_params.squareFeet;
    const Diagonals diagonals = m_params.diagonals;
    const int modes = m_modes;
    const int parities = m_parities;
    const auto heuristic = [=](std::uint32_t v) -> double {
        if (!useHeuristic)
            return 0.0;
        const Decoded d = decode(v, modes, parities);
        const int dx = std::abs(d.anchor % w - target.x);
        const int dy = std::abs(d.anchor / w - target.y);
        const int hi = std::max(dx, dy);
        const int lo = std::min(dx, dy);
        switch (diagonals) {
        case Diagonals::Equal:
            return sf * hi;
        case Diagonals::Manhattan:
            return sf * (dx + dy);
        case Diagonals::Exact:
            return sf * ((hi - lo) + M_SQRT2 * lo);
        case Diagonals::Alternating:
            return sf * (hi + (lo + d.parity) / 2);
        }
        return 0.0;
    };

    std::size_t expanded = 0;
    put(gMap, start, Label{});
    Label f0;
    f0.total = heuristic(start);
    put(fMap, start, f0);
    AStarVisitor<decltype(heuristic), Goal> vis{b, &queue, &graph, gMap, fMap, pMap, cMap, combine, less, heuristic, &goal, &expanded};
    boost::breadth_first_visit(graph, start, queue, vis, cMap);
    return expanded;
}

SearchOutcome MoveSearch::run(GridPoint start, GridPoint to)
{
    SearchOutcome out;
    const std::uint32_t s = startState(start);
    const int targetAnchor = to.y * m_layers.width + to.x;
    std::uint32_t goalState = std::numeric_limits<std::uint32_t>::max();
    auto goal = [&](std::uint32_t v) {
        if (decode(v, m_modes, m_parities).anchor != targetAnchor || !mayEnd(v, s))
            return false;
        goalState = v;
        return true;
    };
    // pf2e labels are lexicographic in Strides: plain Dijkstra keeps them exact.
    out.expanded = search(s, to, m_params.ruleset != Ruleset::Pf2e, goal);
    if (goalState == std::numeric_limits<std::uint32_t>::max())
        return out;
    out.found = true;
    out.label = m_buffers.g[goalState];
    for (std::uint32_t v = goalState;; v = m_buffers.pred[v]) {
        out.states.push_back(describe(v));
        if (v == s || m_buffers.pred[v] == v)
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
        const Label &l = m_buffers.g[v];
        if (l.isInfinite() || !mayEnd(v, s))
            continue;
        best.push_back(v);
    }
    std::sort(best.begin(), best.end(), [&](std::uint32_t a, std::uint32_t b) {
        const int aa = decode(a, m_modes, m_parities).anchor;
        const int ab = decode(b, m_modes, m_parities).anchor;
        if (aa != ab)
            return aa < ab;
        return less(m_buffers.g[a], m_buffers.g[b]);
    });
    int lastAnchor = -1;
    for (std::uint32_t v : best) {
        const Decoded d = decode(v, m_modes, m_parities);
        if (d.anchor == lastAnchor)
            continue;
        lastAnchor = d.anchor;
        ends.push_back({{d.anchor % m_layers.width, d.anchor / m_layers.width}, m_buffers.g[v], d.mode != 0});
    }
    return expanded;
}

} // namespace bm
