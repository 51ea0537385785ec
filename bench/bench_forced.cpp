// RULES.md 14.5 and 14.6 (version 4) on the bench map (200 x 200, 20 % difficult terrain,
// 300 walls, 40 creatures):
// - BM_PushEveryCreature30ft: every push a creature may take when shoved 30 ft away from
//   the square west of it (pushes(): the directions, and each one's steps until a wall, a
//   creature, blocked terrain or the edge stops it), for each creature of the map in turn;
//   per push asked.
// - BM_DragPathMedium60 / BM_PathMedium60Alone: a Medium creature dragging the grappled
//   Medium creature beside it to a square about 60 squares away (both spaces legal every
//   step, the cost doubled), beside the same creature going alone; each query in an engine
//   of its own (the layers built, the search made: the whole cost of the first path a drag
//   shows).

#include "benchmap.h"
#include "rules/movement.h"
#include "rules/push.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <vector>

using namespace bm;

namespace {

void BM_PushEveryCreature30ft(benchmark::State &state)
{
    const Encounter e = bench::bigMap(Ruleset::Dnd2014);
    std::size_t i = 0, asked = 0, moved = 0;
    for (auto _ : state) {
        const Creature &c = e.creatures[i++ % e.creatures.size()];
        const QPointF centre = spaceCentre(c);
        const std::vector<PushResult> r = pushes(e, c, centre - QPointF(1, 0), 30);
        benchmark::DoNotOptimize(r.data());
        ++asked;
        for (const PushResult &p : r)
            moved += p.movedFeet > 0;
    }
    state.counters["pushes_that_move"] = double(moved) / double(std::max<std::size_t>(1, asked));
}

// The mover at [70, 70] holding a grappled creature at [69, 70], and the squares about 60
// squares away it can reach dragging it.
struct DragScene {
    Encounter e;
    QString mover;
    QString held;
    std::vector<GridPoint> targets;
};

DragScene dragScene()
{
    DragScene s{bench::bigMap(Ruleset::Dnd2014), {}, {}, {}};
    Creature &m = s.e.creatures[0];
    Creature &h = s.e.creatures[1];
    m.size = h.size = Size::Medium;
    m.position = {70, 70};
    h.position = {69, 70};
    m.speed.walk = 30;
    h.side = Side::Hostile;
    h.conditions << QStringLiteral("grappled");
    m.grappling = {h.id};
    s.mover = m.id;
    s.held = h.id;
    MovementEngine engine(s.e);
    MoveRequest req;
    req.creature = s.mover;
    req.drag = s.held;
    for (int i = 0; i < 64 && s.targets.size() < 16; ++i) {
        const double a = i * 2 * M_PI / 64;
        const GridPoint t{70 + int(std::lround(60 * std::cos(a))), 70 + int(std::lround(60 * std::sin(a)))};
        if (engine.cheapestPath(req, t).found)
            s.targets.push_back(t);
    }
    return s;
}

void pathEachInItsOwnEngine(benchmark::State &state, bool drag)
{
    const DragScene s = dragScene();
    if (s.targets.empty()) {
        state.SkipWithError("no target reachable dragging");
        return;
    }
    MoveRequest req;
    req.creature = s.mover;
    if (drag)
        req.drag = s.held;
    std::size_t i = 0;
    double feet = 0;
    for (auto _ : state) {
        MovementEngine engine(s.e);
        const PathResult r = engine.cheapestPath(req, s.targets[i++ % s.targets.size()]);
        benchmark::DoNotOptimize(r.costFeet);
        feet += r.costFeet;
    }
    state.counters["targets"] = double(s.targets.size());
    state.counters["mean_cost_ft"] = feet / double(std::max<std::size_t>(1, i));
}

void BM_DragPathMedium60(benchmark::State &state) { pathEachInItsOwnEngine(state, true); }
void BM_PathMedium60Alone(benchmark::State &state) { pathEachInItsOwnEngine(state, false); }

} // namespace

BENCHMARK(BM_PushEveryCreature30ft)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_DragPathMedium60)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PathMedium60Alone)->Unit(benchmark::kMicrosecond);
BENCHMARK_MAIN();
