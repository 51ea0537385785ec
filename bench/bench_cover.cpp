// Cover (RULES.md 5) on a big imported-looking map: 200 x 200 squares, 2,000 wall
// segments at any angle (some doors, some that don't block sight), a little blocked rubble
// and cover objects, 100 creatures of mixed sizes. Fixed seed.
//  (a) cover for all ordered pairs of the 100 creatures: target <= 20 ms in total;
//  (b) one cover query with its lines, as the inspector asks it: target <= 50 us.

#include "benchmap.h"
#include "rules/cover.h"

#include <benchmark/benchmark.h>

#include <random>

using namespace bm;

namespace {

Encounter coverMap(Ruleset ruleset, int side = 200, int walls = 2000, int creatures = 100, unsigned seed = 20261123)
{
    std::mt19937 rng(seed);
    Encounter e = bench::emptyMap(QStringLiteral("cover benchmark"), ruleset, side);
    // A little blocked rubble and cover objects.
    e.terrain = bench::scatterTerrain(side, rng,
                                      {{TerrainType::Blocked, CoverLevel::None, Obscurement::None, 0.005},
                                       {TerrainType::Difficult, CoverLevel::Half, Obscurement::None, 0.015},
                                       {TerrainType::Difficult, CoverLevel::ThreeQuarters, Obscurement::None, 0.02}});
    bench::importedWalls(e, walls, rng);
    const Size sizes[] = {Size::Small, Size::Medium, Size::Medium, Size::Medium, Size::Large, Size::Huge};
    const Side sides[] = {Side::Party, Side::Hostile, Side::Ally, Side::Hostile, Side::Neutral};
    for (int i = 0; i < creatures; ++i) {
        Creature c = bench::creatureAnywhere(e, i, sizes[i % 6], sides[i % 5], rng);
        if (i % 10 == 3)
            c.conditions = {QStringLiteral("prone")};
        else if (i % 20 == 7)
            c.conditions = {QStringLiteral("dead")};
        e.creatures.push_back(c);
    }
    return e;
}

// Indexing the map: once per change of walls, terrain or creatures.
void BM_CoverMapBuild(benchmark::State &state)
{
    const Encounter e = coverMap(Ruleset::Dnd2014);
    for (auto _ : state) {
        CoverMap map(e);
        benchmark::DoNotOptimize(&map);
    }
}
BENCHMARK(BM_CoverMapBuild)->Unit(benchmark::kMillisecond);

// (a) every ordered pair, degree only (what an all-pairs overlay asks). One iteration is
// all 9,900 pairs; the counters show how the answers spread.
void allPairs(benchmark::State &state, Ruleset ruleset)
{
    const Encounter e = coverMap(ruleset);
    const CoverMap map(e);
    int counts[7] = {};
    for (auto _ : state) {
        for (const Creature &a : e.creatures) {
            for (const Creature &t : e.creatures) {
                if (&a != &t)
                    ++counts[int(map.coverDegree(a, t))];
            }
        }
    }
    const double n = double(state.iterations());
    state.counters["none"] = counts[int(CoverDegree::None)] / n;
    state.counters["total"] = counts[int(CoverDegree::Total)] / n;
    state.counters["partial"] = (9900.0 * n - counts[0] - counts[int(CoverDegree::Total)]) / n;
}
void BM_CoverAllPairs5e(benchmark::State &state) { allPairs(state, Ruleset::Dnd2014); }
void BM_CoverAllPairsPf2e(benchmark::State &state) { allPairs(state, Ruleset::Pf2e); }
BENCHMARK(BM_CoverAllPairs5e)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CoverAllPairsPf2e)->Unit(benchmark::kMillisecond);

// (a') the same with the full answer (chosen corner, lines, blockers) for every pair.
void BM_CoverAllPairsWithLines5e(benchmark::State &state)
{
    const Encounter e = coverMap(Ruleset::Dnd2014);
    const CoverMap map(e);
    for (auto _ : state) {
        for (const Creature &a : e.creatures) {
            for (const Creature &t : e.creatures) {
                if (&a != &t)
                    benchmark::DoNotOptimize(map.coverBetween(a, t));
            }
        }
    }
}
BENCHMARK(BM_CoverAllPairsWithLines5e)->Unit(benchmark::kMillisecond);

// (b) one inspector query with its lines, cycling through all ordered pairs: the mean
// over the pairs, far and near, clear and walled.
void inspector(benchmark::State &state, Ruleset ruleset)
{
    const Encounter e = coverMap(ruleset);
    const CoverMap map(e);
    const int n = int(e.creatures.size());
    int a = 0, t = 1;
    for (auto _ : state) {
        benchmark::DoNotOptimize(map.coverBetween(e.creatures[std::size_t(a)], e.creatures[std::size_t(t)]));
        if (++t == n) {
            t = 0;
            a = (a + 1) % n;
        }
        if (t == a)
            t = (t + 1) % n;
    }
}
void BM_CoverInspectorQuery5e(benchmark::State &state) { inspector(state, Ruleset::Dnd2014); }
void BM_CoverInspectorQueryPf2e(benchmark::State &state) { inspector(state, Ruleset::Pf2e); }
BENCHMARK(BM_CoverInspectorQuery5e)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CoverInspectorQueryPf2e)->Unit(benchmark::kMicrosecond);

// (b') a bad case for the inspector: two Gargantuan creatures (16 squares each, 64
// attacker points x 16 target squares) at opposite corners of the walled map.
void BM_CoverInspectorGargantuanAcrossTheMap(benchmark::State &state)
{
    Encounter e = coverMap(Ruleset::Dnd2014);
    Creature a;
    a.id = QStringLiteral("ga");
    a.size = Size::Gargantuan;
    a.side = Side::Party;
    a.position = {0, 0};
    Creature t = a;
    t.id = QStringLiteral("gt");
    t.side = Side::Hostile;
    t.position = {e.width - 4, e.height - 4};
    e.creatures.push_back(a);
    e.creatures.push_back(t);
    const CoverMap map(e);
    const Creature &ca = e.creatures[e.creatures.size() - 2];
    const Creature &ct = e.creatures.back();
    for (auto _ : state)
        benchmark::DoNotOptimize(map.coverBetween(ca, ct));
    state.SetLabel(coverDegreeId(map.coverDegree(ca, ct)).toStdString());
}
BENCHMARK(BM_CoverInspectorGargantuanAcrossTheMap)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
