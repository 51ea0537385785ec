// Sight and light (RULES.md 12) on big imported-looking maps: N x N squares (100, 200,
// 400), 2,000 wall segments per 200 x 200 (the same density at every size; some doors,
// some that don't block sight), a little blocked rubble and fog, 20 lights per 200 x 200,
// a party of 6 (3 with darkvision 60). Fixed seed.
//  (a) visibleSquares for one Medium viewer with darkvision 60 (its field recomputed);
//  (b) the union for the party of 6, every field recomputed: target < 4 ms (a quarter of
//      a 60 Hz frame); and the union when one of them moved (the others cached);
//  (c) an attack check with sight: target < 50 us;
//  (d) indexing the map (walls, blocked squares, the light of every square);
//  (f) RULES.md 14.2: a drag step's 6 x 24 "does O see H" with some of them hiding.
// Ambient dark (the lights and darkvision matter) and, for the worst case, bright.
// (a), (b) and (e) the drag step (a party member carrying a torch dragged one
// square per step, the party's fog of war updated) as the app computes them (ref:0,
// SightMap's default: the cast, or the reference where it is cheaper) and with the
// reference alone (ref:1, version 2's line test for every line), and beside them libtcod's
// symmetric shadowcasting on the same map rasterised to tiles (a speed anchor only: tiles,
// not RULES.md 12's lines, and no light).
#include "benchmap.h"
#include "rules/attack.h"
#include "rules/cover.h"
#include "rules/fog.h"
#include "rules/sight.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <random>

#ifdef BM_HAVE_LIBTCOD
#include <libtcod/fov.h>
#endif

using namespace bm;

namespace {

Encounter sightMap(int side, LightLevel ambient, unsigned seed = 20261124)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const double scale = double(side) * side / (200.0 * 200.0);
    Encounter e = bench::emptyMap(QStringLiteral("sight benchmark"), Ruleset::Dnd2014, side);
    e.options.light = ambient;
    // A little blocked rubble, fog (heavily obscured) and mist (lightly).
    e.terrain = bench::scatterTerrain(side, rng,
                                      {{TerrainType::Blocked, CoverLevel::None, Obscurement::None, 0.005},
                                       {TerrainType::Difficult, CoverLevel::None, Obscurement::Heavy, 0.01},
                                       {TerrainType::Difficult, CoverLevel::None, Obscurement::Light, 0.02}});
    bench::importedWalls(e, int(2000 * scale), rng);
    for (int i = 0, n = int(20 * scale); i < n; ++i)
        e.lights.push_back({QPointF(side * unit(rng), side * unit(rng)), 20, 20, {}});
    // The party near the middle, and a hostile target 30 ft away.
    const int mid = side / 2;
    for (int i = 0; i < 6; ++i) {
        Creature c;
        c.id = QStringLiteral("p%1").arg(i);
        c.name = c.id;
        c.side = Side::Party;
        c.position = {mid + (i % 3) * 2, mid + (i / 3) * 2};
        if (i % 2 == 0)
            c.senses.darkvision = 60;
        e.creatures.push_back(c);
    }
    Creature t;
    t.id = QStringLiteral("t");
    t.name = t.id;
    t.side = Side::Hostile;
    t.position = {mid + 6, mid};
    t.senses.darkvision = 60;
    e.creatures.push_back(t);
    return e;
}

LightLevel ambientOf(const benchmark::State &state)
{
    return state.range(1) ? LightLevel::Bright : LightLevel::Dark;
}

// Where a moving viewer stands at step k: 24 squares of a 6 x 4 block from `home`, one
// after another, as a dragged token or a walking party meets new squares. Not two squares
// in turn: a field met every other step runs about twice as fast as a new one (measured on
// the 200 x 200 map: 130 against 275 us a field, the same instructions; the processor
// learns the sweep's branches of a field it keeps meeting), while libtcod's time is the
// same both ways, so a viewer stepping back and forth flattered the sweep's ratio.
GridPoint walkStep(GridPoint home, int k)
{
    k %= 24;
    return {home.x + k % 6, home.y + k / 6};
}

// Times the first creature's field (visibilityField) as it walks the first `squares` of
// walkStep's squares over and over (sight indexed before); the squares it sees at the end.
std::size_t walkViewer(benchmark::State &state, Encounter &e, SightMap &sight, int squares = 24)
{
    sight.lightAt({0, 0}); // index outside the timing
    Creature &viewer = e.creatures[0];
    const GridPoint home = viewer.position;
    int step = 0;
    for (auto _ : state) {
        viewer.position = walkStep(home, ++step % squares);
        benchmark::DoNotOptimize(sight.visibilityField(viewer).size());
    }
    return sight.visibleSquares(viewer).size();
}

// range(2) = 1: the reference's fields; 0: the default (Auto: the cast, or the
// reference where the viewer has few squares to test), as the window and the CLI use it.
void useMethodOf(const benchmark::State &state, SightMap &sight)
{
    sight.setMethod(state.range(2) ? SightMap::Method::Reference : SightMap::Method::Auto);
}

// (a) one viewer's field, recomputed: the viewer walks (walkStep).
void BM_VisibleSquaresOneViewer(benchmark::State &state)
{
    Encounter e = sightMap(int(state.range(0)), ambientOf(state));
    SightMap sight(e);
    useMethodOf(state, sight);
    state.counters["squares"] = double(walkViewer(state, e, sight));
}

// (a'') The same viewer stepping back and forth between two squares, as (a) did before its
// viewer walked: not a figure to aim at, but how much of (a)'s time the processor's
// guesses cost: on 200², 7 % fewer instructions a field than walking (the two squares are
// walkStep's first two) and less than half the time, because the branches of two fields
// met in turn are learned.
void BM_VisibleSquaresOneViewerTwoSquares(benchmark::State &state)
{
    Encounter e = sightMap(int(state.range(0)), LightLevel::Bright);
    SightMap sight(e);
    walkViewer(state, e, sight, 2);
}

// (a') What our problem has that libtcod's lacks, one at a time, on the bright map, one
// viewer as in (a) (Method::Auto): range(1) 0 the map as it is; 1 libtcod's problem: the
// walls, blocked and fog squares rasterised to tiles as TcodRig does, every opaque tile a
// blocked square and no wall (RULES.md 12's lines between corner points stay; a blocked
// square under the viewer doesn't count, as libtcod's viewer tile doesn't); 2 no heavy
// obscurement (the fog squares gone, the walls kept); 3 the viewer 30 ft up (RULES.md 10);
// 4 the same walls chained, six to a polyline (joints, as imported maps and rooms have).
void BM_VisibleSquaresProblem(benchmark::State &state)
{
    Encounter e = sightMap(int(state.range(0)), LightLevel::Bright);
    const int variant = int(state.range(1));
    if (variant == 1) {
        std::vector<std::uint8_t> opaque(std::size_t(e.width) * e.height, 0);
        for (const TerrainArea &a : e.terrain)
            if (a.type == TerrainType::Blocked || a.obscured == Obscurement::Heavy)
                for (const GridPoint &q : a.squares)
                    opaque[std::size_t(q.y) * e.width + q.x] = 1;
        for (const Wall &w : e.walls) {
            if (!w.stopsSight())
                continue;
            const double len = std::hypot(w.to.x() - w.from.x(), w.to.y() - w.from.y());
            for (int k = 0, n = int(std::ceil(len * 8)); k <= n; ++k) {
                const QPointF q = w.from + (w.to - w.from) * (n ? double(k) / n : 0.0);
                const int x = int(std::floor(q.x())), y = int(std::floor(q.y()));
                if (x >= 0 && y >= 0 && x < e.width && y < e.height)
                    opaque[std::size_t(y) * e.width + x] = 1;
            }
        }
        TerrainArea tiles;
        tiles.type = TerrainType::Blocked;
        for (int y = 0; y < e.height; ++y)
            for (int x = 0; x < e.width; ++x)
                if (opaque[std::size_t(y) * e.width + x])
                    tiles.squares.push_back({x, y});
        e.terrain = {tiles};
        e.walls.clear();
    } else if (variant == 2) {
        for (TerrainArea &a : e.terrain)
            if (a.obscured == Obscurement::Heavy)
                a.squares.clear();
    } else if (variant == 3) {
        e.creatures[0].elevation = 30;
    } else if (variant == 4) {
        // Each wall starts where the one before it ends, six to a chain: the joints of
        // imported polylines and rooms.
        for (qsizetype i = 1; i < e.walls.size(); ++i) {
            if (i % 6 == 0)
                continue;
            const QPointF step = e.walls[i].to - e.walls[i].from;
            e.walls[i].from = e.walls[i - 1].to;
            e.walls[i].to = e.walls[i].from + step;
        }
    }
    SightMap sight(e);
    state.counters["squares"] = double(walkViewer(state, e, sight));
}

// (b) the party's union with every field recomputed (everyone walks a step, walkStep).
void BM_PartyUnionAllMoved(benchmark::State &state)
{
    Encounter e = sightMap(int(state.range(0)), ambientOf(state));
    SightMap sight(e);
    useMethodOf(state, sight);
    sight.lightAt({0, 0});
    std::vector<GridPoint> homes;
    for (int i = 0; i < 6; ++i)
        homes.push_back(e.creatures[std::size_t(i)].position);
    int step = 0;
    for (auto _ : state) {
        ++step;
        for (int i = 0; i < 6; ++i)
            e.creatures[std::size_t(i)].position = walkStep(homes[std::size_t(i)], step);
        benchmark::DoNotOptimize(sight.visibleSquares(Side::Party).size());
    }
    state.counters["squares"] = double(sight.visibleSquares(Side::Party).size());
}

// (b') the party's union while one of them is dragged (the others' fields are cached).
void BM_PartyUnionOneMoved(benchmark::State &state)
{
    Encounter e = sightMap(int(state.range(0)), ambientOf(state));
    SightMap sight(e);
    useMethodOf(state, sight);
    sight.visibleSquares(Side::Party);
    const GridPoint home = e.creatures[0].position;
    int step = 0;
    for (auto _ : state) {
        e.creatures[0].position = walkStep(home, ++step);
        benchmark::DoNotOptimize(sight.visibleSquares(Side::Party).size());
    }
}

// (e) The drag step with a carried light and the fog of war: the first party
// member carries a torch (20/20) and is dragged along its row, one square per step, 40
// squares out and back (its earlier positions' light patches mostly not cached); per step
// the party's fog is updated with it standing in (FogOfWar::update, as the window and the
// players' view do): its own field, its light, and the others' fields where the light moved.
void BM_DragStepCarriedLight(benchmark::State &state)
{
    Encounter e = sightMap(int(state.range(0)), ambientOf(state));
    e.creatures[0].light = CarriedLight{20, 20, {}};
    SightMap sight(e);
    useMethodOf(state, sight);
    FogOfWar fog(e.width, e.height);
    fog.update(e, sight);
    Creature dragged = e.creatures[0];
    const GridPoint home = dragged.position;
    int i = 0;
    for (auto _ : state) {
        const int k = ++i % 80;
        dragged.position = {home.x + (k < 40 ? k : 80 - k), home.y};
        fog.update(e, sight, Side::Party, &dragged);
        benchmark::DoNotOptimize(fog.visible(home));
    }
}

#ifdef BM_HAVE_LIBTCOD
// The speed anchor: libtcod's symmetric shadowcasting (FOV_SYMMETRIC_SHADOWCAST, unlimited
// radius, walls lit) on the same map rasterised to tiles: a tile is opaque when it is
// blocked, heavily obscured, or a sight-blocking wall passes through it. The fog of war is
// the union of the party's six fields; no light (dark and bright are the same to it).
struct TcodRig {
    TCOD_Map *map = nullptr;
    std::vector<GridPoint> party;
    std::vector<std::vector<std::uint8_t>> fields;
    std::vector<std::uint8_t> seen;

    explicit TcodRig(const Encounter &e)
    {
        map = TCOD_map_new(e.width, e.height);
        TCOD_map_clear(map, true, true);
        for (const TerrainArea &a : e.terrain)
            if (a.type == TerrainType::Blocked || a.obscured == Obscurement::Heavy)
                for (const GridPoint &p : a.squares)
                    TCOD_map_set_properties(map, p.x, p.y, false, a.type != TerrainType::Blocked);
        for (const Wall &w : e.walls) {
            if (!w.stopsSight())
                continue;
            const double len = std::hypot(w.to.x() - w.from.x(), w.to.y() - w.from.y());
            for (int k = 0, n = int(std::ceil(len * 8)); k <= n; ++k) {
                const QPointF p = w.from + (w.to - w.from) * (n ? double(k) / n : 0.0);
                const int x = int(std::floor(p.x())), y = int(std::floor(p.y()));
                if (x >= 0 && y >= 0 && x < e.width && y < e.height)
                    TCOD_map_set_properties(map, x, y, false, false);
            }
        }
        for (const Creature &c : e.creatures)
            if (c.side == Side::Party)
                party.push_back(c.position);
        fields.assign(party.size(), std::vector<std::uint8_t>(std::size_t(e.width) * e.height, 0));
        seen.assign(std::size_t(e.width) * e.height, 0);
    }
    ~TcodRig() { TCOD_map_delete(map); }

    void field(std::size_t i, GridPoint at)
    {
        TCOD_map_compute_fov(map, at.x, at.y, 0, true, FOV_SYMMETRIC_SHADOWCAST);
        for (int k = 0; k < map->nbcells; ++k)
            fields[i][std::size_t(k)] = map->cells[k].fov;
    }
    std::size_t unite()
    {
        std::fill(seen.begin(), seen.end(), 0);
        for (const auto &f : fields)
            for (std::size_t k = 0; k < seen.size(); ++k)
                seen[k] |= f[k];
        return std::size_t(std::count(seen.begin(), seen.end(), 1));
    }
};

// range(1): 0 one viewer, 1 the party all moved, 2 one moved, 3 the drag step (one field
// and the union, as one moved: libtcod has no light to carry); 4 one viewer's
// TCOD_map_compute_fov alone, its field not copied out: libtcod clears every cell of the
// map on each call, so this grows with the map's area though the viewer sees about as many
// squares on every map (what the anchor's time is made of; scripts/bench.sh prints it).
void BM_LibtcodFov(benchmark::State &state)
{
    const Encounter e = sightMap(int(state.range(0)), LightLevel::Bright);
    TcodRig rig(e);
    for (std::size_t i = 0; i < rig.party.size(); ++i)
        rig.field(i, rig.party[i]);
    const int what = int(state.range(1));
    int step = 0;
    for (auto _ : state) {
        ++step;
        if (what == 0) {
            rig.field(0, walkStep(rig.party[0], step));
            continue;
        }
        if (what == 4) {
            const GridPoint at = walkStep(rig.party[0], step);
            TCOD_map_compute_fov(rig.map, at.x, at.y, 0, true, FOV_SYMMETRIC_SHADOWCAST);
            benchmark::DoNotOptimize(rig.map->cells[0].fov);
            continue;
        }
        for (std::size_t i = 0; i < (what == 1 ? rig.party.size() : 1); ++i)
            rig.field(i, walkStep(rig.party[i], step));
        benchmark::DoNotOptimize(rig.unite());
    }
    state.counters["squares"] = double(rig.unite());
}
#endif

// (c) one attack check with sight (and cover, flanking, close hostiles), maps indexed; the
// attacker `elevation` ft up, the target on the ground.
void attackCheckWithSight(benchmark::State &state, double elevation)
{
    Encounter e = sightMap(int(state.range(0)), ambientOf(state));
    e.creatures[0].elevation = elevation;
    const CoverMap cover(e);
    const SightMap sight(e);
    const Creature &a = e.creatures[0];
    const Creature &t = e.creatures.back();
    checkAttack(cover, sight, a, t, AttackRequest::rangedAttack(80, 320));
    for (auto _ : state)
        benchmark::DoNotOptimize(checkAttack(cover, sight, a, t, AttackRequest::rangedAttack(80, 320)).roll);
}
void BM_AttackCheckWithSight(benchmark::State &state) { attackCheckWithSight(state, 0); }
// (c') the same check with the attacker 30 ft up (RULES.md 10: the 3-D distance, a5e's high
// ground is a ruleset matter; sight and cover as above).
void BM_AttackCheckWithSightElevated(benchmark::State &state) { attackCheckWithSight(state, 30); }

// (d) indexing: walls in buckets, blocked and obscured squares, the light of every square.
void BM_IndexMap(benchmark::State &state)
{
    const Encounter e = sightMap(int(state.range(0)), ambientOf(state));
    for (auto _ : state) {
        SightMap sight(e);
        benchmark::DoNotOptimize(sight.lightAt({1, 1}));
    }
}

// (d') Indexing again after a door opens or closes (the window invalidates on every
// edit): the lights its walls don't reach keep their squares.
void BM_IndexMapDoorToggled(benchmark::State &state)
{
    Encounter e = sightMap(int(state.range(0)), ambientOf(state));
    qsizetype door = 0;
    while (door < e.walls.size() && e.walls[door].door == DoorState::None)
        ++door;
    SightMap sight(e);
    sight.lightAt({1, 1});
    for (auto _ : state) {
        e.walls[door].door = e.walls[door].door == DoorState::Open ? DoorState::Closed : DoorState::Open;
        sight.invalidate();
        benchmark::DoNotOptimize(sight.lightAt({1, 1}));
    }
    state.counters["lights_computed"] = double(sight.lightsComputed());
}

// (f) RULES.md 14.2 on a drag step: the 200 x 200 bench map (bench::bigMap, daylight), a
// party of 6 against 24 other creatures within 12 squares of it, `hidden` of them hiding
// (Stealth 25, above every passive Perception: each question that sees them reaches the
// plain-view test and its cover test); per step one party member moves a square and all
// 6 x 24 "does O see H" questions are asked (SightMap::sees, which asks hiddenFrom), as the
// seats' snapshots and the attack panel ask them. The fields are the sight map's own
// (only the mover's is swept again).
void BM_HiddenFromDragStep(benchmark::State &state)
{
    const int hiddenCount = int(state.range(0));
    Encounter e = bench::bigMap(Ruleset::Dnd2014, 200, 0.20, 300, 0);
    std::mt19937 rng(20261129);
    const int mid = 100;
    // The middle clear of rubble and walls, so that the party sees most of the others.
    const QRect clearing(mid - 14, mid - 14, 30, 30);
    for (TerrainArea &a : e.terrain)
        std::erase_if(a.squares, [&](const GridPoint &p) { return clearing.contains(p.x, p.y); });
    e.walls.removeIf([&](const Wall &w) { return clearing.contains(w.from.toPoint()) || clearing.contains(w.to.toPoint()); });
    std::vector<int> party, others;
    for (int i = 0; i < 6; ++i) {
        Creature c;
        c.id = QStringLiteral("p%1").arg(i);
        c.name = c.id;
        c.side = Side::Party;
        c.position = {mid + (i % 3) * 2, mid + (i / 3) * 2};
        c.perception = 2 + i;
        party.push_back(int(e.creatures.size()));
        e.creatures.push_back(c);
    }
    std::uniform_int_distribution<int> near(-12, 12);
    for (int i = 0; i < 24; ++i) {
        Creature c;
        c.id = QStringLiteral("h%1").arg(i);
        c.name = c.id;
        c.side = i % 4 == 3 ? Side::Ally : Side::Hostile;
        do {
            c.position = {mid + 2 + near(rng), mid + 1 + near(rng)};
        } while (std::abs(c.position.x - mid - 2) < 4 && std::abs(c.position.y - mid - 1) < 4);
        if (i < hiddenCount)
            c.hidden = HiddenState{25, {}, false, {}};
        others.push_back(int(e.creatures.size()));
        e.creatures.push_back(c);
    }
    SightMap sight(e);
    for (int o : party)
        for (int h : others)
            sight.sees(e.creatures[std::size_t(o)], e.creatures[std::size_t(h)]); // fields outside the timing
    // The dragged party member walks (walkStep), as the other sight rows' viewers do.
    const GridPoint home = e.creatures[std::size_t(party[0])].position;
    int step = 0;
    int seen = 0;
    for (auto _ : state) {
        e.creatures[std::size_t(party[0])].position = walkStep(home, ++step);
        seen = 0;
        for (int o : party)
            for (int h : others)
                seen += sight.sees(e.creatures[std::size_t(o)], e.creatures[std::size_t(h)]) ? 1 : 0;
        benchmark::DoNotOptimize(seen);
    }
    // The answers with everyone home (whatever the number of steps), and how many differ
    // from a sight map made afresh for the question (its cover index made afresh).
    e.creatures[std::size_t(party[0])].position = home;
    seen = 0;
    int differ = 0;
    for (int o : party)
        for (int h : others) {
            const Creature &oc = e.creatures[std::size_t(o)];
            const Creature &hc = e.creatures[std::size_t(h)];
            const bool kept = sight.sees(oc, hc);
            seen += kept ? 1 : 0;
            if (hc.hidden && kept != SightMap(e).sees(oc, hc))
                ++differ;
        }
    state.counters["seen"] = double(seen);
    state.counters["differ"] = double(differ); // 0: the kept cover index answers as a fresh one
}

void sizes(benchmark::internal::Benchmark *b)
{
    for (int ambient : {0, 1})
        for (int side : {100, 200, 400})
            b->Args({side, ambient});
    b->ArgNames({"side", "bright"});
    b->Unit(benchmark::kMicrosecond);
}

// The same with the default (ref:0: the cast) and the reference (ref:1).
void sizesAndMethods(benchmark::internal::Benchmark *b)
{
    for (int ref : {0, 1})
        for (int ambient : {0, 1})
            for (int side : {100, 200, 400})
                b->Args({side, ambient, ref});
    b->ArgNames({"side", "bright", "ref"});
    b->Unit(benchmark::kMicrosecond);
}

#ifdef BM_HAVE_LIBTCOD
void tcodSizes(benchmark::internal::Benchmark *b)
{
    for (int what : {0, 1, 2, 3, 4})
        for (int side : {100, 200, 400})
            b->Args({side, what});
    b->ArgNames({"side", "what"});
    b->Unit(benchmark::kMicrosecond);
}
#endif

} // namespace

BENCHMARK(BM_VisibleSquaresOneViewer)->Apply(sizesAndMethods);
BENCHMARK(BM_VisibleSquaresOneViewerTwoSquares)->Arg(200)->ArgName("side")->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_VisibleSquaresProblem)->ArgsProduct({{100, 200, 400}, {0, 1, 2, 3, 4}})->ArgNames({"side", "variant"})->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PartyUnionAllMoved)->Apply(sizesAndMethods);
BENCHMARK(BM_PartyUnionOneMoved)->Apply(sizesAndMethods);
BENCHMARK(BM_DragStepCarriedLight)->Apply(sizesAndMethods);
#ifdef BM_HAVE_LIBTCOD
BENCHMARK(BM_LibtcodFov)->Apply(tcodSizes);
#endif
BENCHMARK(BM_AttackCheckWithSight)->Apply(sizes);
BENCHMARK(BM_AttackCheckWithSightElevated)->Apply(sizes);
BENCHMARK(BM_IndexMap)->Apply(sizes);
BENCHMARK(BM_IndexMapDoorToggled)->Apply(sizes);
BENCHMARK(BM_HiddenFromDragStep)->Arg(0)->Arg(8)->Arg(24)->ArgName("hidden")->Unit(benchmark::kMicrosecond);
BENCHMARK_MAIN();
