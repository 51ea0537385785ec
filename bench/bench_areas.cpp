// Areas of effect and elevation (RULES.md 10, 11).
//  (a) one area query of each shape, 60 ft, on a 200 x 200 map with 2,000 walls, the
//      encounter indexed once (AreaMap, as the window keeps it while the template follows
//      the mouse): target under 100 us each;
//  (b) what the 3-D distance costs: the attack check for every ordered pair of 40
//      creatures, and a drag's path queries, on the ground and with elevations set.
// (c) What the window's area tool does per mouse move: one query and the
//      overlay's shapes (the squares' fill path and the outline of their union,
//      scene/overlayitems.h AreaTemplateItem::shapesFor) and the creatures' spaces.
// The version-2 figures: the area queries and the attack pairs also on 100 x 100
// and 400 x 400 maps (walls in proportion to the area), to show how they grow.

#include "benchdrag.h"
#include "benchmap.h"

#include "rules/areas.h"
#include "rules/attack.h"
#include "rules/distance.h"
#include "rules/movement.h"
#include "rules/sight.h"
#include "scene/overlayitems.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>

using namespace bm;

namespace {

// The map's side: the benchmark's argument (see growth()).
int sideOf(const benchmark::State &state)
{
    return int(state.range(0));
}

Encounter areaMap(Ruleset ruleset, int side)
{
    // bench::bigMap: 20% difficult, 2% blocked rubble, grid-line walls 1-5 squares long
    // (2,000 on 200 x 200, in proportion to the area on other sides).
    return bench::bigMap(ruleset, side, 0.20, 2000 * side * side / (200 * 200), 40);
}

// Areas are aimed at the middle of the map: its side minus 200, halved, is added to the
// coordinates written for 200 x 200.
void areaQuery(benchmark::State &state, Ruleset ruleset, AreaOfEffect area)
{
    const int side = sideOf(state);
    const double shift = (side - 200) / 2.0;
    Encounter e = areaMap(ruleset, side);
    if (area.origin)
        area.origin = *area.origin + QPointF(shift, shift);
    if (area.toward)
        area.toward = *area.toward + QPointF(shift, shift);
    // The caster of creature areas: a Large creature in the middle of the map.
    Creature caster;
    caster.id = QStringLiteral("caster");
    caster.size = Size::Large;
    caster.position = {side / 2, side / 2};
    e.creatures.push_back(caster);
    const AreaMap map(e);
    // The template follows the mouse: the aim turns a little every query.
    const QPointF aim = area.toward.value_or(QPointF(150 + shift, 120 + shift));
    const std::size_t squares = map.squaresIn(area).squares.size(); // at the first aim
    int i = 0;
    for (auto _ : state) {
        if (area.toward)
            area.toward = aim + QPointF(0, (i++ % 17) * 0.37);
        const AreaResult r = map.squaresIn(area);
        benchmark::DoNotOptimize(r.squares.data());
    }
    state.counters["squares"] = double(squares);
}

AreaOfEffect at(AreaShape shape, QPointF origin, std::optional<QPointF> toward = std::nullopt)
{
    AreaOfEffect a;
    a.shape = shape;
    a.sizeFeet = 60;
    a.origin = origin;
    a.toward = toward;
    return a;
}

AreaOfEffect on(AreaShape shape, std::optional<QPointF> toward = std::nullopt, std::optional<Compass> direction = std::nullopt)
{
    AreaOfEffect a;
    a.shape = shape;
    a.sizeFeet = 60;
    a.creature = QStringLiteral("caster");
    a.toward = toward;
    a.direction = direction;
    return a;
}

void BM_Area5eSphere60(benchmark::State &s) { areaQuery(s, Ruleset::Dnd2014, at(AreaShape::Sphere, {100, 100})); }
void BM_Area5eCube60(benchmark::State &s) { areaQuery(s, Ruleset::Dnd2014, at(AreaShape::Cube, {100, 100}, QPointF(120, 130))); }
void BM_Area5eCone60(benchmark::State &s) { areaQuery(s, Ruleset::Dnd2014, at(AreaShape::Cone, {100, 100}, QPointF(150, 120))); }
void BM_Area5eLine60(benchmark::State &s) { areaQuery(s, Ruleset::Dnd2014, at(AreaShape::Line, {100, 100}, QPointF(150, 120))); }
void BM_Area5eEmanation60(benchmark::State &s) { areaQuery(s, Ruleset::Dnd2024, on(AreaShape::Emanation)); }
void BM_AreaPf2eBurst60(benchmark::State &s) { areaQuery(s, Ruleset::Pf2e, at(AreaShape::Burst, {100, 100})); }
void BM_AreaPf2eCone60(benchmark::State &s) { areaQuery(s, Ruleset::Pf2e, on(AreaShape::Cone, {}, Compass::NE)); }
void BM_AreaPf2eLine60(benchmark::State &s) { areaQuery(s, Ruleset::Pf2e, on(AreaShape::Line, QPointF(150, 120))); }
void BM_AreaPf2eEmanation60(benchmark::State &s) { areaQuery(s, Ruleset::Pf2e, on(AreaShape::Emanation)); }

// Indexing the encounter (once per edit, not per query).
void BM_AreaMapBuild(benchmark::State &state)
{
    const Encounter e = areaMap(Ruleset::Dnd2014, sideOf(state));
    for (auto _ : state) {
        const AreaMap map(e);
        benchmark::DoNotOptimize(map.isBlocked(0, 0));
    }
}

// Every other creature 0-60 ft up (levels 0-12), so the 3-D paths are taken.
void elevate(Encounter &e)
{
    for (std::size_t i = 0; i < e.creatures.size(); ++i)
        e.creatures[i].elevation = (i % 2) ? double(5 * (i % 13)) : 0.0;
}

void attackAllPairs(benchmark::State &state, bool elevated)
{
    const int side = sideOf(state);
    Encounter e = bench::bigMap(Ruleset::A5e, side, 0.20, 300 * side * side / (200 * 200), 40);
    if (elevated)
        elevate(e);
    // Indexed once, as the window (Document::coverMap, sightMap) and the CLI keep them: the
    // overload without a SightMap indexes sight on every call (O(map), not what a view pays).
    const CoverMap map(e);
    const SightMap sight(e);
    const AttackRequest melee = AttackRequest::meleeAttack();
    const AttackRequest ranged = AttackRequest::rangedAttack(80, 320);
    for (auto _ : state) {
        int possible = 0;
        for (const Creature &a : e.creatures)
            for (const Creature &t : e.creatures)
                if (a.id != t.id)
                    possible += checkAttack(map, sight, a, t, (possible & 1) ? melee : ranged).possible;
        benchmark::DoNotOptimize(possible);
    }
    state.counters["pairs"] = double(e.creatures.size() * (e.creatures.size() - 1));
}
void BM_AttackAllPairsGround(benchmark::State &s) { attackAllPairs(s, false); }
void BM_AttackAllPairsElevated(benchmark::State &s) { attackAllPairs(s, true); }

// The distance itself: every pair of 40 creatures.
void distanceAllPairs(benchmark::State &state, bool elevated)
{
    Encounter e = bench::bigMap(Ruleset::Pf2e, 200, 0.20, 300, 40);
    if (elevated)
        elevate(e);
    for (auto _ : state) {
        double sum = 0;
        for (const Creature &a : e.creatures)
            for (const Creature &t : e.creatures)
                sum += creatureDistanceFeet(e, a, t);
        benchmark::DoNotOptimize(sum);
    }
}
void BM_DistanceAllPairsGround(benchmark::State &s) { distanceAllPairs(s, false); }
void BM_DistanceAllPairsElevated(benchmark::State &s) { distanceAllPairs(s, true); }

// A drag (bench_movement's BM_DragLarge60PerMouseMove): a Large token dragged 60 squares,
// one path query per mouse move, with its opportunity attacks; hostiles all around.
void drag(benchmark::State &state, bool elevated)
{
    Encounter e = bench::bigMap(Ruleset::Dnd2014, 200, 0.20, 300, 40);
    if (elevated)
        elevate(e);
    Creature &mover = e.creatures[3]; // Large (bigMap's sizes cycle Small, Medium, Medium, Large, Huge)
    mover.position = {60, 60};
    mover.speed.walk = 1000;
    if (elevated)
        mover.elevation = 5;
    const QString id = mover.id;
    MoveRequest req;
    req.creature = id;
    bench::timeDrag(state, e, req, [](int step) { return GridPoint{60 + step, 60 + step / 2}; });
}
void BM_DragLarge60Ground(benchmark::State &s) { drag(s, false); }
void BM_DragLarge60Elevated(benchmark::State &s) { drag(s, true); }

// The area tool's mouse move (tools/areatool.cpp refresh): the template follows the mouse
// (an origin or an aim a little further each move), the engine answers, the overlay builds
// its paths and rings the creatures in the area.
void templateMove(benchmark::State &state, AreaOfEffect area)
{
    Encounter e = areaMap(Ruleset::Dnd2014, 200);
    const AreaMap map(e);
    std::vector<double> micros;
    int i = 0;
    std::size_t squares = 0;
    for (auto _ : state) {
        const double step = (i++ % 17) * 0.5;
        AreaOfEffect q = area;
        if (q.toward)
            q.toward = *q.toward + QPointF(0, step);
        else
            q.origin = *q.origin + QPointF(step, 0);
        const auto t0 = std::chrono::steady_clock::now();
        const AreaResult r = map.squaresIn(q);
        const AreaTemplateItem::Shapes shapes = AreaTemplateItem::shapesFor(r.squares);
        std::vector<QRect> rings;
        for (const QString &id : r.creatures)
            if (const Creature *c = e.creature(id))
                rings.push_back(c->spaceRect());
        benchmark::DoNotOptimize(shapes.fill.elementCount() + shapes.outline.elementCount() + int(rings.size()));
        micros.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
        squares = r.squares.size();
    }
    std::sort(micros.begin(), micros.end());
    state.counters["squares"] = double(squares);
    state.counters["p50_us"] = micros[micros.size() / 2];
    state.counters["p99_us"] = micros[micros.size() * 99 / 100];
}
void BM_TemplateMove5eSphere20(benchmark::State &s)
{
    AreaOfEffect fireball = at(AreaShape::Sphere, {100, 100});
    fireball.sizeFeet = 20;
    templateMove(s, fireball);
}
void BM_TemplateMove5eSphere60(benchmark::State &s) { templateMove(s, at(AreaShape::Sphere, {100, 100})); }
void BM_TemplateMove5eCone60(benchmark::State &s) { templateMove(s, at(AreaShape::Cone, {100, 100}, QPointF(150, 120))); }

// 100 x 100, 200 x 200 and 400 x 400 maps.
void growth(benchmark::internal::Benchmark *b)
{
    for (int side : {100, 200, 400})
        b->Arg(side);
    b->ArgName("side");
}

} // namespace

BENCHMARK(BM_AreaMapBuild)->Apply(growth)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Area5eSphere60)->Apply(growth)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Area5eCube60)->Apply(growth)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Area5eCone60)->Apply(growth)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Area5eLine60)->Apply(growth)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Area5eEmanation60)->Apply(growth)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AreaPf2eBurst60)->Apply(growth)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AreaPf2eCone60)->Apply(growth)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AreaPf2eLine60)->Apply(growth)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AreaPf2eEmanation60)->Apply(growth)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TemplateMove5eSphere20)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TemplateMove5eSphere60)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TemplateMove5eCone60)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_DistanceAllPairsGround)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_DistanceAllPairsElevated)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AttackAllPairsGround)->Apply(growth)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AttackAllPairsElevated)->Apply(growth)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragLarge60Ground)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragLarge60Elevated)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
