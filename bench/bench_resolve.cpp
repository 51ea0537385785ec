// RULES.md 13.4 (version 3): an attack resolved, as the window's attack from the stat block
// asks it: on the 200 x 200 benchmark map (300 walls, 40 creatures of mixed sizes, dark with
// 20 lights), a ranged attack 80/320 between creatures some way apart and a melee attack
// between neighbours, with the map's cover and sight indexes built once (the document keeps
// them) — the check of 7 with cover, flanking and sight, the d20s, the damage parts and the
// defences. Target: under 50 us an attack. The same with the indexes built for the one
// question (battlemap-cli resolve-attack) for comparison.

#include "benchmap.h"
#include "combat/resolve.h"
#include "rules/sight.h"

#include <benchmark/benchmark.h>

#include <random>

using namespace bm;

namespace {

struct Arena {
    Encounter e;
    int attacker = 0;
    int ranged = 0; // a target 40-150 ft away
    int melee = 0;  // a neighbour
    CreatureAttack bow;
    CreatureAttack sword;

    explicit Arena(Ruleset ruleset)
        : e(bench::bigMap(ruleset, 200, 0.20, 300, 40))
    {
        std::mt19937 rng(5);
        bench::darkWithTorches(e, 20, rng);
        bow.name = QStringLiteral("Longbow");
        bow.kind = AttackKind::Ranged;
        bow.bonus = 6;
        bow.normalRange = 150;
        bow.longRange = 600;
        bow.damage = {DamagePart{QStringLiteral("1d8+3"), QStringLiteral("piercing"), {}}};
        sword = bow;
        sword.name = QStringLiteral("Flame Tongue");
        sword.kind = AttackKind::Melee;
        sword.magical = true;
        sword.damage = {DamagePart{QStringLiteral("1d8+3"), QStringLiteral("slashing"), {}},
                        DamagePart{QStringLiteral("2d6"), QStringLiteral("fire"), {}}};
        for (Creature &c : e.creatures) {
            c.attacks = {bow, sword};
            c.resistances = {{QStringLiteral("nonmagical slashing"), 0}, {QStringLiteral("fire"), 5}};
            c.senses.darkvision = 60;
        }
        // The attacker and the first creature it can shoot at 8-30 squares away (in range,
        // not behind total cover); a neighbour put beside it.
        const CoverMap cover(e);
        for (std::size_t i = 0; i < e.creatures.size() && !ranged; ++i) {
            for (std::size_t j = 0; j < e.creatures.size() && !ranged; ++j) {
                const Creature &a = e.creatures[i];
                const Creature &t = e.creatures[j];
                const int d = std::max(std::abs(t.position.x - a.position.x), std::abs(t.position.y - a.position.y));
                if (i != j && d >= 8 && d <= 30 && checkAttack(cover, a, t, AttackRequest::rangedAttack(150, 600)).possible) {
                    attacker = int(i);
                    ranged = int(j);
                }
            }
        }
        const Creature &a = e.creatures[std::size_t(attacker)];
        melee = (attacker + 1) % int(e.creatures.size()) == ranged ? (attacker + 2) % int(e.creatures.size())
                                                                   : (attacker + 1) % int(e.creatures.size());
        Creature &n = e.creatures[std::size_t(melee)];
        n.position = {std::min(a.position.x + a.spaceSquares(), e.width - n.spaceSquares()), a.position.y};
        n.side = a.side == Side::Hostile ? Side::Party : Side::Hostile;
    }
};

void resolveWithIndexes(benchmark::State &state, Ruleset ruleset, bool melee)
{
    Arena arena(ruleset);
    const CoverMap cover(arena.e);
    const SightMap sight(arena.e);
    const Creature &a = arena.e.creatures[std::size_t(arena.attacker)];
    const Creature &t = arena.e.creatures[std::size_t(melee ? arena.melee : arena.ranged)];
    const CreatureAttack &attack = melee ? arena.sword : arena.bow;
    Dice dice(42);
    combat::resolveAttack(arena.e, a, t, attack, dice, {}, &cover, &sight); // the sight index, once
    int hits = 0;
    for (auto _ : state) {
        const combat::AttackResolution r = combat::resolveAttack(arena.e, a, t, attack, dice, {}, &cover, &sight);
        hits += r.hit ? 1 : 0;
        benchmark::DoNotOptimize(r.damageTotal);
    }
    state.counters["hit share"] = double(hits) / double(state.iterations());
    state.counters["possible"] = combat::resolveAttack(arena.e, a, t, attack, dice, {}, &cover, &sight).possible ? 1 : 0;
}

void BM_AttackResolved5eRanged(benchmark::State &state) { resolveWithIndexes(state, Ruleset::Dnd2014, false); }
void BM_AttackResolved5eMelee(benchmark::State &state) { resolveWithIndexes(state, Ruleset::Dnd2014, true); }
void BM_AttackResolvedPf2eRanged(benchmark::State &state) { resolveWithIndexes(state, Ruleset::Pf2e, false); }

// battlemap-cli resolve-attack: the indexes built for the one question.
void BM_AttackResolvedOneOff(benchmark::State &state)
{
    Arena arena(Ruleset::Dnd2014);
    const Creature &a = arena.e.creatures[std::size_t(arena.attacker)];
    const Creature &t = arena.e.creatures[std::size_t(arena.ranged)];
    Dice dice(42);
    for (auto _ : state) {
        const combat::AttackResolution r = combat::resolveAttack(arena.e, a, t, arena.bow, dice);
        benchmark::DoNotOptimize(r.damageTotal);
    }
}

} // namespace

BENCHMARK(BM_AttackResolved5eRanged)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AttackResolved5eMelee)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AttackResolvedPf2eRanged)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AttackResolvedOneOff)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
