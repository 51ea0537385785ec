// The second anchor of the Moving AI comparison: the same maps and rows solved
// by Boost's own boost::astar_search, as a C++ developer would write it with the library
// alone. A compressed_sparse_row_graph of the open squares, octile weights (1 and sqrt 2,
// doubles), the same corner rule as RULES.md 4.1 (a diagonal step needs both squares
// beside it open) and the octile heuristic; the goal stops the search by an exception,
// the way Boost's own A* examples stop it.
//
// Two figures per map, search time only (the graph is built before the clock):
//   mean_us            astar_search_no_init with vector property maps reset only where
//                      the previous query wrote (the fastest honest use of the library)
//   mean_us_full_init  astar_search, which initialises every vertex on every call
// and with BM_ROUNDS=n (the rows n times over) best_mean_us: mean_us's rows each at its
// fastest round, as battlemap-cli movingai reports it with the same variable.
//
// Usage: boost_astar_movingai MAP SCEN [LIMIT]   (prints one JSON object)

#include "interop/movingai.h"

#include <boost/graph/astar_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>

#include <QString>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <utility>
#include <vector>

namespace {

// 32-bit vertex and edge indices: the compact CSR form.
using Graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, boost::no_property, boost::no_property,
                                                 std::uint32_t, std::uint32_t>;
using Vertex = boost::graph_traits<Graph>::vertex_descriptor;
using Edge = boost::graph_traits<Graph>::edge_descriptor;

struct FoundGoal {};

class Octile : public boost::astar_heuristic<Graph, double>
{
public:
    Octile(int width, Vertex goal)
        : m_width(width)
        , m_gx(int(goal) % width)
        , m_gy(int(goal) / width)
    {
    }
    double operator()(Vertex v) const
    {
        const int dx = std::abs(int(v) % m_width - m_gx);
        const int dy = std::abs(int(v) / m_width - m_gy);
        return std::max(dx, dy) + (M_SQRT2 - 1) * std::min(dx, dy);
    }

private:
    int m_width;
    int m_gx;
    int m_gy;
};

// Stops at the goal; lists every vertex the search wrote so the next query resets only those.
class GoalVisitor : public boost::default_astar_visitor
{
public:
    GoalVisitor(Vertex goal, std::vector<Vertex> *touched, std::size_t *expanded)
        : m_goal(goal)
        , m_touched(touched)
        , m_expanded(expanded)
    {
    }
    void discover_vertex(Vertex v, const Graph &) const { m_touched->push_back(v); }
    void examine_vertex(Vertex v, const Graph &) const
    {
        ++*m_expanded;
        if (v == m_goal)
            throw FoundGoal{};
    }

private:
    Vertex m_goal;
    std::vector<Vertex> *m_touched;
    std::size_t *m_expanded;
};

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s MAP SCEN [LIMIT]\n", argv[0]);
        return 2;
    }
    bm::Encounter e;
    bm::MovingAiScenario scenario;
    QString error;
    if (!bm::readMovingAiMap(QString::fromLocal8Bit(argv[1]), e, &error)
        || !bm::readMovingAiScenario(QString::fromLocal8Bit(argv[2]), scenario, &error)) {
        std::fprintf(stderr, "%s\n", error.toLocal8Bit().constData());
        return 2;
    }
    const int limit = argc > 3 ? std::atoi(argv[3]) : 0;
    const std::size_t rows = limit > 0 ? std::min<std::size_t>(std::size_t(limit), scenario.rows.size()) : scenario.rows.size();

    const int w = e.width, h = e.height;
    std::vector<char> open(std::size_t(w) * h, 1);
    for (const bm::TerrainArea &t : e.terrain) {
        if (t.type == bm::TerrainType::Blocked) {
            for (const bm::GridPoint &p : t.squares)
                open[std::size_t(p.y) * w + p.x] = 0;
        }
    }
    const auto isOpen = [&](int x, int y) { return x >= 0 && y >= 0 && x < w && y < h && open[std::size_t(y) * w + x]; };
    std::vector<std::pair<Vertex, Vertex>> edges;
    std::vector<double> weights;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            if (!isOpen(x, y))
                continue;
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    if ((!dx && !dy) || !isOpen(x + dx, y + dy))
                        continue;
                    if (dx && dy && (!isOpen(x + dx, y) || !isOpen(x, y + dy))) // no corner cutting
                        continue;
                    edges.emplace_back(Vertex(y * w + x), Vertex((y + dy) * w + x + dx));
                    weights.push_back(dx && dy ? M_SQRT2 : 1.0);
                }
            }
        }
    }
    const Graph g(boost::edges_are_sorted, edges.begin(), edges.end(), std::size_t(w) * h);
    // The weights in CSR edge order (edges were generated sorted by source).
    const auto weight = boost::make_iterator_property_map(weights.begin(), get(boost::edge_index, g));
    const auto index = get(boost::vertex_index, g);
    const std::size_t n = num_vertices(g);
    constexpr double inf = std::numeric_limits<double>::max();
    std::vector<Vertex> pred(n);
    std::vector<double> dist(n, inf), cost(n, inf);
    std::vector<boost::default_color_type> color(n, boost::white_color);
    for (std::size_t v = 0; v < n; ++v)
        pred[v] = v;
    std::vector<Vertex> touched;

    double totalUs = 0, totalFullUs = 0;
    std::size_t matched = 0, expanded = 0, expandedFull = 0;
    // BM_ROUNDS=n: the rows n times over; best_mean_us is the mean over rows of each row's
    // fastest round (astar_search_no_init), what a shared machine's other loads leave of it.
    const char *roundsEnv = std::getenv("BM_ROUNDS");
    const int rounds = std::max(1, roundsEnv ? std::atoi(roundsEnv) : 1);
    std::vector<double> best(rows, inf);
    std::size_t laterExpanded = 0; // rounds after the first
    for (int round = 0; round < rounds; ++round) {
        for (std::size_t i = 0; i < rows; ++i) {
            const bm::MovingAiRow &row = scenario.rows[i];
            const Vertex s = Vertex(row.start.y * w + row.start.x);
            const Vertex t = Vertex(row.goal.y * w + row.goal.x);
            // astar_search_no_init: the maps as the previous query left them, reset where it wrote.
            for (Vertex v : touched) {
                dist[v] = inf;
                cost[v] = inf;
                pred[v] = v;
                color[v] = boost::white_color;
            }
            touched.clear();
            touched.push_back(s);
            const auto t0 = std::chrono::steady_clock::now();
            dist[s] = 0;
            cost[s] = Octile(w, t)(s);
            try {
                boost::astar_search_no_init(g, s, Octile(w, t), GoalVisitor(t, &touched, round == 0 ? &expanded : &laterExpanded),
                                            pred.data(), cost.data(),
                                            dist.data(), weight, color.data(), index, std::less<double>(),
                                            boost::closed_plus<double>(inf), inf, 0.0);
            } catch (const FoundGoal &) {
            }
            const double length = dist[t];
            const double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
            best[i] = std::min(best[i], us);
            if (round > 0)
                continue; // the figures below are the first round's
            totalUs += us;
            if (length < inf && std::abs(length - row.optimal) <= scenario.tolerance(row.optimal))
                ++matched;

            // astar_search: initialises every vertex itself.
            std::vector<Vertex> ignored;
            const auto t1 = std::chrono::steady_clock::now();
            try {
                boost::astar_search(g, s, Octile(w, t), GoalVisitor(t, &ignored, &expandedFull), pred.data(), cost.data(),
                                    dist.data(), weight, index, color.data(), std::less<double>(),
                                    boost::closed_plus<double>(inf), inf, 0.0);
            } catch (const FoundGoal &) {
            }
            totalFullUs += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t1).count();
            // astar_search left every vertex initialised or written: reset them all.
            std::fill(dist.begin(), dist.end(), inf);
            std::fill(cost.begin(), cost.end(), inf);
            std::fill(color.begin(), color.end(), boost::white_color);
            for (std::size_t v = 0; v < n; ++v)
                pred[v] = v;
            touched.clear();
        }
    }
    const double r = rows ? double(rows) : 1.0;
    double bestTotal = 0;
    for (double b : best)
        bestTotal += b;
    std::printf("{\"rows\": %zu, \"matched\": %zu, \"mean_us\": %.3f, \"mean_expanded\": %.1f, \"mean_us_full_init\": %.3f, "
                "\"rounds\": %d, \"best_mean_us\": %.3f}\n",
                rows, matched, totalUs / r, double(expanded) / r, totalFullUs / r, rounds, bestTotal / r);
    return 0;
}
