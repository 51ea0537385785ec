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
#include <vector>

namespace bm {

class SightMap;

struct AttackRequest {
    bool melee = true;
    // Ranged: normal and long range in feet (`--range N` is N/N).
    double normalRangeFeet = 0.0;
    double longRangeFeet = 0.0;
    // Melee: the attack's own reach in feet (RULES.md 13.3); none: the attacker's reach.
    std::optional<int> reachFeet;
    // RULES.md 14.7 (underwater): the weapon is the attack's name (empty: an attack with no
    // name, none of 2014's weapon exceptions); a spell attack is no weapon attack; the damage
    // types decide 2024's piercing exception.
    QString weapon;
    bool spell = false;
    QStringList damageTypes;
    // The cover's lines for the window to draw; false: the degree only (a planner's many
    // questions, RULES.md 15).
    bool coverLines = true;

    static AttackRequest meleeAttack() { return {}; }
    static AttackRequest rangedAttack(double normalFeet, double longFeet)
    {
        AttackRequest r;
        r.melee = false;
        r.normalRangeFeet = normalFeet;
        r.longRangeFeet = longFeet;
        return r;
    }
    // The request for one of a creature's attacks (RULES.md 13.3): kind, reach or range,
    // name, spell flag and damage types.
    static AttackRequest of(const CreatureAttack &attack);
};

enum class Roll { Normal, Advantage, Disadvantage };
QString rollId(Roll r); // "normal", "advantage", "disadvantage"

// Why an attack can't be made, and what changes its roll or the target's AC (RULES.md 7):
// a code and its data, worded by whoever shows it (the window's cover tool and panels, the
// CLI, the combat log). The list a reason is in says what it does.
enum class AttackReason {
    AttackerIncapacitated, // impossible
    OutOfReach,            // impossible: `feet` is the reach
    BeyondLongRange,       // impossible: `feet` is the long range
    TotalCover,            // impossible (RULES.md 5)
    BeyondNormalRange,     // disadvantage (pf2e: a note): `feet` is the normal range
    Flanking,              // advantage: 5e melee flanker (RULES.md 6, 9)
    FlankingExpertise,     // note: a5e flanking gives an expertise die
    Flanked,               // off-guard: pf2e flanked target
    HighGround,            // note: a5e melee attacker 5 ft above the target
    RangedNearHostile,     // disadvantage: `creature` (a name), hostile, within 5 ft
    RangedInHostileReach,  // disadvantage: a5e, within the reach of `creature` (a name)
    AttackerSqueezed,      // disadvantage (2014, a5e)
    TargetSqueezed,        // advantage (2014, a5e)
    TargetProne,           // advantage (melee within 5 ft), disadvantage (ranged), pf2e off-guard
    TargetProneFar,        // disadvantage: melee more than 5 ft from a prone target
    AttackerProne,         // disadvantage (5e family)
    TargetParalyzed,       // advantage (5e family), off-guard (pf2e)
    TargetPetrified,       // advantage
    TargetRestrained,      // advantage (5e family), off-guard (pf2e)
    TargetStunned,         // advantage
    TargetUnconscious,     // advantage (5e family), off-guard (pf2e)
    TargetGrappled,        // off-guard (pf2e)
    AttackerRestrained,    // disadvantage
    AttackerPoisoned,      // disadvantage
    AttackerExhausted,     // disadvantage: 2014 exhaustion, `level` 3 or more
    AttackerHidden,        // off-guard: pf2e, the attacker is hidden from the target
    AttackerUndetected,    // off-guard: pf2e, undetected by the target
    AttackerCantSee,       // disadvantage: the attacker can't see the target (RULES.md 12)
    TargetCantSee,         // advantage: the target can't see the attacker
    TargetDodging,         // disadvantage
    UnderwaterMelee,       // disadvantage: RULES.md 14.7, a melee weapon attack underwater
    UnderwaterRanged,      // disadvantage: a ranged weapon attack underwater within normal range
    UnderwaterBeyondNormalRange, // impossible: underwater beyond normal range, `feet` the normal range
};
struct AttackWhy {
    AttackReason code = AttackReason::TotalCover;
    double feet = 0;  // OutOfReach, BeyondLongRange, BeyondNormalRange
    QString creature; // RangedNearHostile, RangedInHostileReach: the hostile's name
    int level = 0;    // AttackerExhausted
    friend bool operator==(const AttackWhy &, const AttackWhy &) = default;
};
using AttackReasons = std::vector<AttackWhy>;
QString attackReasonId(AttackReason r); // "out-of-reach", "target-prone": tests and logs
bool hasReason(const AttackReasons &list, AttackReason r);

struct AttackCheck {
    double distanceFeet = 0.0;
    bool possible = true;
    AttackReasons impossibleBecause; // when !possible: out of reach, beyond long range, total cover
    CoverResult cover;
    bool flanked = false;     // the attacker is one of a pair flanking the target (RULES.md 7)
    QStringList flankingWith; // the attacker's partners in those pairs
    AttackReasons advantage;
    AttackReasons disadvantage;
    Roll roll = Roll::Normal;
    bool offGuard = false;     // pf2e: the target is off-guard (-2 AC) to a flanker
    bool expertiseDie = false; // a5e: flanking gives an expertise die
    int expertiseSources = 0;  // a5e: flanking, high ground (RULES.md 13.4 step 3: d4, d6, d8)
    // RULES.md 7 version 2 (sight, 12)
    bool attackerSeesTarget = true;
    bool targetSeesAttacker = true;
    AttackReasons offGuardBecause; // pf2e: why the target is off-guard (flanked, prone, unseen attacker)
    std::optional<int> flatCheck; // pf2e: 5 concealed, 11 hidden or undetected
    int attackPenalty = 0;        // pf2e: -2 for a prone attacker; 2024: -2 per level of exhaustion
    int targetAcPenalty = 0;      // pf2e: -4 for an unconscious target (RULES.md 7 version 3, 13.4 step 5)
    AttackReasons notes;       // effects that change neither the roll nor the AC here

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
