#pragma once

// A token dragged as the move tool drags it, timed per mouse move (bench_movement's
// BM_DragLarge60PerMouseMove and its kin, bench_areas' drags with elevation).

#include "model/encounter.h"
#include "rules/movement.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <vector>

namespace bm::bench {

// Each iteration a fresh engine and the mover's reach (selecting the token builds its layers
// and overlay), then 60 mouse moves: one path query a move, to cursor(step) for step 1 to 60,
// each timed. Counters p50_us and p99_us; returns the times in microseconds, sorted.
template <class Cursor>
std::vector<double> timeDrag(benchmark::State &state, const Encounter &e, const MoveRequest &req, Cursor cursor,
                             bool preferFewerOpportunityAttacks = true)
{
    std::vector<double> micros;
    for (auto _ : state) {
        MovementEngine engine(e);
        engine.setPreferFewerOpportunityAttacks(preferFewerOpportunityAttacks);
        engine.reachableSquares(req);
        for (int step = 1; step <= 60; ++step) {
            const GridPoint at = cursor(step);
            const auto t0 = std::chrono::steady_clock::now();
            benchmark::DoNotOptimize(engine.cheapestPath(req, at).found);
            micros.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
        }
    }
    std::sort(micros.begin(), micros.end());
    state.counters["p50_us"] = micros[micros.size() / 2];
    state.counters["p99_us"] = micros[micros.size() * 99 / 100];
    return micros;
}

} // namespace bm::bench
