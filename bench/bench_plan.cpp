// RULES.md 15 (version 4): a monster's turn planned, as the window's Plan Turn and Plan the
// Round ask it. The 200 x 200 benchmark map (20 % difficult terrain, rubble, 300 walls) with
// 24 creatures of mixed sizes and sides, dark with 20 torches; every creature has speed 30,
// hit points, an AC and three attacks (Claw, Bite, Longbow 150/600) and a Multiattack of
// the three. The planned monster has three foes 20-50 ft away; the other hostiles stand
// wherever the map's seed put them, most of them far from any foe (the advance).
// Targets: one creature <= 20 ms, the whole hostile side <= 200 ms.

#include "benchmap.h"
#include "combat/plan.h"

#include <benchmark/benchmark.h>

#include <QJsonArray>
#include <QJsonObject>

#include <random>

using namespace bm;

namespace {

Encounter arena(Ruleset ruleset, int side, int speed, bool bows = true)
{
    Encounter e = bench::bigMap(ruleset, side, 0.20, side * 3 / 2, 24);
    std::mt19937 rng(7);
    bench::darkWithTorches(e, 20, rng);
    CreatureAttack claw;
    claw.name = QStringLiteral("Claw");
    claw.bonus = 5;
    claw.damage = {DamagePart{QStringLiteral("1d6+3"), QStringLiteral("slashing"), {}}};
    CreatureAttack bite = claw;
    bite.name = QStringLiteral("Bite");
    bite.damage = {DamagePart{QStringLiteral("1d8+3"), QStringLiteral("piercing"), {}}};
    CreatureAttack bow = claw;
    bow.name = QStringLiteral("Longbow");
    bow.kind = AttackKind::Ranged;
    bow.normalRange = 150;
    bow.longRange = 600;
    bow.damage = {DamagePart{QStringLiteral("1d8+2"), QStringLiteral("piercing"), {}}};
    int n = 0;
    for (Creature &c : e.creatures) {
        c.speed.walk = speed;
        c.hp = c.maxHp = 20 + 3 * (n++ % 7);
        c.ac = 12 + n % 5;
        c.attacks = bows ? std::vector<CreatureAttack>{claw, bite, bow} : std::vector<CreatureAttack>{claw, bite};
        c.senses.darkvision = 60;
        c.statblock = QJsonObject{{QStringLiteral("actions"),
                                   QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Multiattack")},
                                                          {QStringLiteral("text"), QStringLiteral("The creature makes three attacks: one with its bite and two with its claws.")}}}}};
    }
    // The planned monster (the first hostile) and three foes around it, 4-10 squares off.
    Creature &m = e.creatures[1];
    const int offsets[3][2] = {{4, 1}, {-6, 3}, {2, -10}};
    int placed = 0;
    for (Creature &c : e.creatures) {
        if (placed == 3 || c.side != Side::Party)
            continue;
        c.position = {std::clamp(m.position.x + offsets[placed][0], 0, side - c.spaceSquares()),
                      std::clamp(m.position.y + offsets[placed][1], 0, side - c.spaceSquares())};
        ++placed;
    }
    return e;
}

void BM_PlanOneCreature(benchmark::State &state)
{
    const Encounter e = arena(Ruleset::Dnd2014, int(state.range(1)), int(state.range(0)));
    const QString id = e.creatures[1].id;
    std::size_t attacks = 0;
    for (auto _ : state) {
        const combat::TurnPlanning p = combat::planTurn(e, id);
        attacks = p.best.attacks.size();
        benchmark::DoNotOptimize(p.best.score());
    }
    state.counters["attacks"] = double(attacks);
}

void wholeSide(benchmark::State &state, Ruleset ruleset, bool bows = true)
{
    const Encounter e = arena(ruleset, int(state.range(1)), int(state.range(0)), bows);
    int advancing = 0;
    int attacking = 0;
    for (auto _ : state) {
        advancing = attacking = 0;
        combat::TurnPlanner planner(e); // the indexes once for the side
        for (const Creature &c : e.creatures) {
            if (c.side != Side::Hostile)
                continue;
            const combat::TurnPlanning p = planner.plan(c.id);
            advancing += p.best.kind == combat::PlanKind::Advance;
            attacking += p.best.kind == combat::PlanKind::Attack;
        }
    }
    state.counters["attacking"] = attacking;
    state.counters["advancing"] = advancing;
}

void BM_PlanWholeSide(benchmark::State &state) { wholeSide(state, Ruleset::Dnd2014); }
void BM_PlanWholeSidePf2e(benchmark::State &state) { wholeSide(state, Ruleset::Pf2e); }
// Claws and bites only: most of the side can't reach anyone this turn and advances.
void BM_PlanWholeSideAdvancing(benchmark::State &state) { wholeSide(state, Ruleset::Dnd2014, false); }

} // namespace

// Args: speed in feet, map side in squares.
BENCHMARK(BM_PlanOneCreature)->Args({30, 200})->Args({60, 200})->Args({90, 200})->Args({30, 50})->Args({30, 100})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlanWholeSide)->Args({30, 200})->Args({30, 100})->Args({30, 50})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlanWholeSidePf2e)->Args({30, 200})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlanWholeSideAdvancing)->Args({30, 200})->Args({30, 100})->Args({30, 50})->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
