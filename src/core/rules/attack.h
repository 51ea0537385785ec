#pragma once

// RULES.md 7 (with 9): one attack question. Is the target in reach or range, what cover
// does it have, does the attacker flank it, and which advantages and disadvantages meet
// on the roll. pf2e has no advantage: it reports the AC effects (cover, off-guard) and
// rolls normally.

#include "rules/cover.h"
#include "model/encounter.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace bm {

class SightMap;

struct AttackRequest {
    bool melee = true;
    // Ranged: normal and long range in feet (`--range N` is N/N).
    double normalRangeFeet = 0.0;
    double longRangeFeet = 0.0;
    // Melee: the attack's own reach in feet (RULES.md 13.3); none: the attacker's reach.
    std::optional<int> reachFeet;

    static AttackRequest meleeAttack() { return {}; }
    static AttackRequest rangedAttack(double normalFeet, double longFeet) { return {false, normalFeet, longFeet, std::nullopt}; }
};

enum class Roll { Normal, Advantage, Disadvantage };
QString rollId(Roll r); // "normal", "advantage", "disadvantage"

struct AttackCheck {
    double distanceFeet = 0.0;
    bool possible = true;
    QStringList impossibleBecause; // when !possible: out of reach, beyond long range, total cover
    CoverResult cover;
    bool flanked = false;     // the attacker is one of a pair flanking the target (RULES.md 7)
    QStringList flankingWith; // the attacker's partners in those pairs
    QStringList advantage;    // short reasons, translated
    QStringList disadvantage;
    Roll roll = Roll::Normal;
    bool offGuard = false;     // pf2e: the target is off-guard (-2 AC) to a flanker
    bool expertiseDie = false; // a5e: flanking gives an expertise die
    int expertiseSources = 0;  // a5e: flanking, high ground (RULES.md 13.4 step 3: d4, d6, d8)
    // RULES.md 7 version 2 (sight, 12)
    bool attackerSeesTarget = true;
    bool targetSeesAttacker = true;
    QStringList offGuardBecause; // pf2e: why the target is off-guard (flanked, prone, unseen attacker)
    std::optional<int> flatCheck; // pf2e: 5 concealed, 11 hidden or undetected
    int attackPenalty = 0;        // pf2e: -2 for a prone attacker; 2024: -2 per level of exhaustion
    int targetAcPenalty = 0;      // pf2e: -4 for an unconscious target (RULES.md 7 version 3, 13.4 step 5)
    QStringList notes;         // effects that change neither the roll nor the AC here

    std::optional<int> acBonus() const { return cover.acBonus(); }
};

// The attack check against the encounter's current state. `map` and `sight` index that
// encounter (without `sight` the check indexes it for sight itself).
AttackCheck checkAttack(const CoverMap &map, const SightMap &sight, const Creature &attacker, const Creature &target,
                        const AttackRequest &request);
AttackCheck checkAttack(const CoverMap &map, const Creature &attacker, const Creature &target,
                        const AttackRequest &request);
AttackCheck checkAttack(const Encounter &encounter, const Creature &attacker, const Creature &target,
                        const AttackRequest &request);

} // namespace bm
