// Movement engine benchmarks (issue "rules engine I", targets in the comments):
//   path query, Large creature, 200x200, 20 % difficult, 300 walls, 40 creatures,
//     target ~60 squares away                                      p50 <= 50 us
//   reach overlay, Medium creature, speed 120 ft, same map         <= 0.3 ms
//   whole-map flood (unlimited budget) on 200x200                  <= 3 ms
// "Warm" = the engine already built its layers for this mover, as during a drag.
// Run them all with scripts/bench.sh.

#include "benchdrag.h"
#include "benchmap.h"
#include "model/encounterio.h"
#include "rules/movement.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <optional>
#include <vector>

using namespace bm;

namespace {

// The mover and a ring of reachable targets about 60 squares away from it.
struct Scenario {
    Encounter encounter;
    QString mover;
    std::vector<GridPoint> targets;
};

Scenario makeScenario(Ruleset ruleset, Size size, int moverIndex = 0)
{
    Scenario s{bench::bigMap(ruleset), QString(), {}};
    Creature &m = s.encounter.creatures[std::size_t(moverIndex)];
    m.size = size;
    m.position = {70, 70};
    m.speed.walk = 30;
    s.mover = m.id;
    MovementEngine engine(s.encounter);
    MoveRequest req;
    req.creature = s.mover;
    for (int i = 0; i < 64 && s.targets.size() < 32; ++i) {
        const double a = i * 2 * M_PI / 64;
        const GridPoint t{70 + int(std::lround(60 * std::cos(a))), 70 + int(std::lround(60 * std::sin(a)))};
        if (engine.cheapestPath(req, t).found)
            s.targets.push_back(t);
    }
    return s;
}

void pathWarm(benchmark::State &state, Ruleset ruleset, Size size)
{
    const Scenario s = makeScenario(ruleset, size);
    MovementEngine engine(s.encounter);
    MoveRequest req;
    req.creature = s.mover;
    std::size_t i = 0, expanded = 0;
    std::vector<double> micros;
    micros.reserve(1 << 16);
    for (auto _ : state) {
        const auto t0 = std::chrono::steady_clock::now();
        const PathResult r = engine.cheapestPath(req, s.targets[i++ % s.targets.size()]);
        benchmark::DoNotOptimize(r.costFeet);
        micros.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
        expanded += engine.lastExpandedStates();
    }
    std::sort(micros.begin(), micros.end());
    state.counters["targets"] = double(s.targets.size());
    state.counters["states/query"] = double(expanded) / double(state.iterations());
    state.counters["p50_us"] = micros[micros.size() / 2];
    state.counters["p99_us"] = micros[micros.size() * 99 / 100];
}

// The processor time this thread has used, in microseconds: on a shared machine a query's
// wall time also counts the time other processes held the processor.
double threadMicros()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e6 + double(t.tv_nsec) / 1e3;
}

// Single queries: every query has a new key (walk/burrow alternate), so each one is a
// fresh A* search on warm layers. This is what the CLI and a first mouse move cost.
// p50_cpu_us: the same queries' processor time (the figure a busy machine can't inflate).
void singleQueries(benchmark::State &state, bool landmarks)
{
    const Scenario s = makeScenario(Ruleset::Dnd2014, Size::Large);
    MovementEngine engine(s.encounter);
    MoveRequest req;
    req.creature = s.mover;
    if (landmarks)
        engine.prepare(s.mover, true); // outside the loop: see BM_PathLarge60SingleQueryLandmarks
    std::size_t i = 0, expanded = 0;
    std::vector<double> micros, cpuMicros;
    for (auto _ : state) {
        req.mode = (i % 2) ? MoveMode::Burrow : MoveMode::Walk;
        const double c0 = threadMicros();
        const auto t0 = std::chrono::steady_clock::now();
        benchmark::DoNotOptimize(engine.cheapestPath(req, s.targets[i++ % s.targets.size()]).costFeet);
        micros.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
        cpuMicros.push_back(threadMicros() - c0);
        expanded += engine.lastExpandedStates();
    }
    std::sort(micros.begin(), micros.end());
    std::sort(cpuMicros.begin(), cpuMicros.end());
    state.counters["states/query"] = double(expanded) / double(state.iterations());
    state.counters["p50_us"] = micros[micros.size() / 2];
    state.counters["p99_us"] = micros[micros.size() * 99 / 100];
    state.counters["p50_cpu_us"] = cpuMicros[cpuMicros.size() / 2];
}
void BM_PathLarge60SingleQuery(benchmark::State &state) { singleQueries(state, false); }
// The same queries on an engine prepared with landmark lower bounds (MovementEngine::prepare
// with landmarks, as battlemap-cli movingai does; not the window's or the CLI's `path`,
// whose paths among equally cheap ones must not depend on them). Their build is outside
// the loop; the counter build_ms is its cost.
void BM_PathLarge60SingleQueryLandmarks(benchmark::State &state)
{
    singleQueries(state, true);
    const Scenario s = makeScenario(Ruleset::Dnd2014, Size::Large);
    MovementEngine engine(s.encounter);
    engine.prepare(s.mover);
    const double c0 = threadMicros();
    engine.prepare(s.mover, true);
    state.counters["build_ms"] = (threadMicros() - c0) / 1000.0;
}

// A drag: the cursor walks from the token 60 squares out, one square per mouse move;
// each move asks for the path (the engine's resumable search grows as the cursor does).
// Reported per mouse move, the first ones included.
void dragPerMouseMove(benchmark::State &state, Ruleset ruleset, bool nextToAHostile = false, bool tieBreak = true)
{
    Scenario s = makeScenario(ruleset, Size::Large);
    if (nextToAHostile) {
        // An orc beside the mover: every path leaves its reach, so the engine breaks ties
        // by opportunity attacks (RULES.md 9) for the whole drag.
        Creature orc;
        orc.id = QStringLiteral("bench-orc");
        orc.name = orc.id;
        orc.side = Side::Hostile;
        orc.position = {s.encounter.creatures[0].position.x - 1, s.encounter.creatures[0].position.y};
        if (ruleset == Ruleset::Pf2e) {
            // pf2e: only Reactive Strike provokes, from the first step in its reach: the
            // creature stands a third of the way along the drag, beside the line, so the
            // paths to the later squares pass it and the engine looks for one that doesn't.
            orc.reactiveStrike = true;
            const GridPoint a = s.encounter.creatures[0].position, b = s.targets[0];
            orc.position = {a.x + (b.x - a.x) / 3 + (b.y != a.y ? 3 : 0), a.y + (b.y - a.y) / 3 + (b.y == a.y ? 3 : 0)};
        }
        s.encounter.creatures.push_back(orc);
    }
    MoveRequest req;
    req.creature = s.mover;
    const GridPoint from = s.encounter.creatures[0].position;
    const GridPoint to = s.targets[0];
    const std::vector<double> micros = bench::timeDrag(
        state, s.encounter, req,
        [&](int step) { return GridPoint{from.x + (to.x - from.x) * step / 60, from.y + (to.y - from.y) * step / 60}; },
        tieBreak);
    state.counters["max_us"] = micros.back();
}
void BM_DragLarge60PerMouseMove(benchmark::State &state) { dragPerMouseMove(state, Ruleset::Dnd2014); }
void BM_DragLarge60PerMouseMovePf2e(benchmark::State &state) { dragPerMouseMove(state, Ruleset::Pf2e); }
// The drag starting beside a hostile, with the opportunity-attack tie-break and without.
void BM_DragLarge60BesideHostile(benchmark::State &state) { dragPerMouseMove(state, Ruleset::Dnd2014, true, true); }
void BM_DragLarge60BesideHostileNoTieBreak(benchmark::State &state) { dragPerMouseMove(state, Ruleset::Dnd2014, true, false); }
// pf2e beside a Reactive Strike creature: a path that provokes is searched again with its
// reach closed, on every mouse move that provokes.
void BM_DragLarge60BesideReactiveStrikePf2e(benchmark::State &state) { dragPerMouseMove(state, Ruleset::Pf2e, true, true); }

// Many targets from one start with a warm engine: the resumable search answers them.
void BM_PathLarge60Warm(benchmark::State &state) { pathWarm(state, Ruleset::Dnd2014, Size::Large); }
void BM_PathMedium60Warm(benchmark::State &state) { pathWarm(state, Ruleset::Dnd2014, Size::Medium); }
void BM_PathLarge60Warm2024(benchmark::State &state) { pathWarm(state, Ruleset::Dnd2024, Size::Large); }
void BM_PathLarge60WarmPf2e(benchmark::State &state) { pathWarm(state, Ruleset::Pf2e, Size::Large); }

void BM_PathLarge60Cold(benchmark::State &state)
{
    const Scenario s = makeScenario(Ruleset::Dnd2014, Size::Large);
    MoveRequest req;
    req.creature = s.mover;
    std::size_t i = 0;
    for (auto _ : state) {
        MovementEngine engine(s.encounter); // rasterises the map and the mover's layers
        benchmark::DoNotOptimize(engine.cheapestPath(req, s.targets[i++ % s.targets.size()]).costFeet);
    }
}

// The reach of the scenario's mover asked again and again of a warm engine (no budget: the
// mover's own speed); the counter: the squares it reaches.
void reachWarm(benchmark::State &state, const Scenario &s, std::optional<double> budgetFeet = std::nullopt)
{
    MovementEngine engine(s.encounter);
    MoveRequest req;
    req.creature = s.mover;
    req.budgetFeet = budgetFeet;
    std::size_t squares = 0;
    for (auto _ : state) {
        const ReachResult r = engine.reachableSquares(req);
        squares = r.squares.size();
        benchmark::DoNotOptimize(squares);
    }
    state.counters["squares"] = double(squares);
}

void BM_ReachMedium120Warm(benchmark::State &state)
{
    Scenario s = makeScenario(Ruleset::Dnd2014, Size::Medium);
    s.encounter.creatures[0].speed.walk = 120;
    reachWarm(state, s);
}

void BM_FloodWholeMap(benchmark::State &state) { reachWarm(state, makeScenario(Ruleset::Dnd2014, Size::Medium), 1e9); }

} // namespace

BENCHMARK(BM_PathLarge60SingleQuery)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PathLarge60SingleQueryLandmarks)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_DragLarge60PerMouseMove)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragLarge60PerMouseMovePf2e)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragLarge60BesideHostile)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragLarge60BesideHostileNoTieBreak)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragLarge60BesideReactiveStrikePf2e)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PathLarge60Warm)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PathMedium60Warm)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PathLarge60Warm2024)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PathLarge60WarmPf2e)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PathLarge60Cold)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ReachMedium120Warm)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FloodWholeMap)->Unit(benchmark::kMicrosecond);

// `bench_movement --write-map FILE` saves the single query's map (the Large mover at
// [70, 70]) and prints the `battlemap-cli path` command for its first target: the cold
// query of a whole process.
int main(int argc, char **argv)
{
    if (argc == 3 && std::strcmp(argv[1], "--write-map") == 0) {
        const Scenario s = makeScenario(Ruleset::Dnd2014, Size::Large);
        QString error;
        if (!saveEncounterFile(s.encounter, QString::fromLocal8Bit(argv[2]), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::printf("battlemap-cli path %s --creature %s --to %d,%d\n", argv[2], qPrintable(s.mover), s.targets[0].x,
                    s.targets[0].y);
        return 0;
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
