#include "rules/attack.h"

#include "model/enumnames.h"

#include "rules/distance.h"
#include "rules/flanking.h"
#include "rules/movement.h"
#include "rules/sight.h"
#include "rules/underwater.h"

#include <algorithm>


namespace bm {

namespace {

// A reason with the data it names (AttackWhy's fields in order).
AttackWhy why(AttackReason code, double feet = 0, const QString &creature = {}, int level = 0)
{
    AttackWhy w;
    w.code = code;
    w.feet = feet;
    w.creature = creature;
    w.level = level;
    return w;
}

constexpr double kFeetEps = 1e-9;

// RULES.md 7: "within 5 feet" of the attacker (adjacent creatures are 5 ft apart).
bool withinFiveFeet(const Encounter &e, const Creature &a, const Creature &b)
{
    return creatureDistanceFeet(e, a, b) <= 5.0 + kFeetEps;
}

// RULES.md 7: a ranged attack while a hostile, not incapacitated creature (the target
// included) that can see the attacker (12) is within 5 ft of it; a5e: while the attacker
// is within such a creature's reach. The first such creature in the encounter's order, or
// nullptr.
const Creature *closeHostile(const SightMap &sight, const Creature &attacker)
{
    const Encounter &e = sight.encounter();
    for (const Creature &h : e.creatures) {
        if (h.id == attacker.id || !areHostile(attacker.side, h.side) || h.isIncapacitated())
            continue;
        const bool close = e.ruleset == Ruleset::A5e
            ? rectWithinReach(e, h.spaceRect(), attacker.spaceRect(), h.reachFeet(e.ruleset), levelGap(e, h, attacker))
            : withinFiveFeet(e, attacker, h); // RULES.md 10: both in 3-D
        if (close && sight.sees(h, attacker))
            return &h;
    }
    return nullptr;
}

// RULES.md 4.5: grappled, restrained and incapacitated creatures have speed 0.
bool speedIsZero(const Creature &c)
{
    for (MoveMode m : {MoveMode::Walk, MoveMode::Fly, MoveMode::Swim, MoveMode::Climb, MoveMode::Burrow})
        if (moveSpeed(c, m) > 0)
            return false;
    return true;
}

} // namespace

constexpr detail::NameTable<AttackReason, 33> kReasonNames{{
    {AttackReason::AttackerIncapacitated, "attacker-incapacitated"},
    {AttackReason::OutOfReach, "out-of-reach"},
    {AttackReason::BeyondLongRange, "beyond-long-range"},
    {AttackReason::TotalCover, "total-cover"},
    {AttackReason::BeyondNormalRange, "beyond-normal-range"},
    {AttackReason::Flanking, "flanking"},
    {AttackReason::FlankingExpertise, "flanking-expertise"},
    {AttackReason::Flanked, "flanked"},
    {AttackReason::HighGround, "high-ground"},
    {AttackReason::RangedNearHostile, "ranged-near-hostile"},
    {AttackReason::RangedInHostileReach, "ranged-in-hostile-reach"},
    {AttackReason::AttackerSqueezed, "attacker-squeezed"},
    {AttackReason::TargetSqueezed, "target-squeezed"},
    {AttackReason::TargetProne, "target-prone"},
    {AttackReason::TargetProneFar, "target-prone-far"},
    {AttackReason::AttackerProne, "attacker-prone"},
    {AttackReason::TargetParalyzed, "target-paralyzed"},
    {AttackReason::TargetPetrified, "target-petrified"},
    {AttackReason::TargetRestrained, "target-restrained"},
    {AttackReason::TargetStunned, "target-stunned"},
    {AttackReason::TargetUnconscious, "target-unconscious"},
    {AttackReason::TargetGrappled, "target-grappled"},
    {AttackReason::AttackerRestrained, "attacker-restrained"},
    {AttackReason::AttackerPoisoned, "attacker-poisoned"},
    {AttackReason::AttackerExhausted, "attacker-exhausted"},
    {AttackReason::AttackerHidden, "attacker-hidden"},
    {AttackReason::AttackerUndetected, "attacker-undetected"},
    {AttackReason::AttackerCantSee, "attacker-cant-see"},
    {AttackReason::TargetCantSee, "target-cant-see"},
    {AttackReason::TargetDodging, "target-dodging"},
    {AttackReason::UnderwaterMelee, "underwater-melee"},
    {AttackReason::UnderwaterRanged, "underwater-ranged"},
    {AttackReason::UnderwaterBeyondNormalRange, "underwater-beyond-normal-range"},
}};

QString attackReasonId(AttackReason r)
{
    return detail::nameOfEnum(kReasonNames, r);
}

bool hasReason(const AttackReasons &list, AttackReason r)
{
    return std::any_of(list.begin(), list.end(), [r](const AttackWhy &w) { return w.code == r; });
}

QString rollId(Roll r)
{
    static constexpr detail::NameTable<Roll, 3> names{
        {{Roll::Normal, "normal"}, {Roll::Advantage, "advantage"}, {Roll::Disadvantage, "disadvantage"}}};
    return detail::nameOfEnum(names, r);
}

AttackCheck checkAttack(const CoverMap &map, const Creature &attacker, const Creature &target,
                        const AttackRequest &request)
{
    return checkAttack(map, SightMap(map.encounter()), attacker, target, request);
}

AttackCheck checkAttack(const CoverMap &map, const SightMap &sight, const Creature &attacker, const Creature &target,
                        const AttackRequest &request)
{
    const Encounter &e = map.encounter();
    const Ruleset rs = e.ruleset;
    const bool pf2e = rs == Ruleset::Pf2e;
    const bool squeezeMatters = rs == Ruleset::Dnd2014 || rs == Ruleset::A5e; // RULES.md 4.4, 7
    AttackCheck check;
    check.distanceFeet = creatureDistanceFeet(e, attacker, target);

    AttackReasons advantage;
    AttackReasons disadvantage;

    // RULES.md 7 version 2: an incapacitated attacker can't attack.
    if (attacker.isIncapacitated())
        check.impossibleBecause.push_back(why(AttackReason::AttackerIncapacitated));

    // Reach or range.
    if (request.melee) {
        const int reach = request.reachFeet.value_or(attacker.reachFeet(rs));
        if (!rectWithinReach(e, attacker.spaceRect(), target.spaceRect(), reach, levelGap(e, attacker, target))) // RULES.md 10
            check.impossibleBecause.push_back(why(AttackReason::OutOfReach, double(reach)));
    } else if (check.distanceFeet > request.longRangeFeet + kFeetEps) {
        check.impossibleBecause.push_back(why(AttackReason::BeyondLongRange, request.longRangeFeet));
    } else if (check.distanceFeet > request.normalRangeFeet + kFeetEps) {
        (pf2e ? check.notes : disadvantage).push_back(why(AttackReason::BeyondNormalRange, request.normalRangeFeet));
    }

    // RULES.md 14.7: a weapon attack by an underwater creature (2014, a5e, 2024).
    if (!request.spell && isUnderwater(e, attacker)) {
        const bool rules2014 = rs != Ruleset::Dnd2024;
        if (request.melee) {
            const bool exempt = attacker.speed.swim > 0
                || (rules2014 ? nameHasWeaponWord(request.weapon, underwaterMeleeWeapons())
                              : request.damageTypes.contains(QStringLiteral("piercing"), Qt::CaseInsensitive));
            if (!exempt)
                disadvantage.push_back(why(AttackReason::UnderwaterMelee));
        } else if (check.distanceFeet > request.normalRangeFeet + kFeetEps) {
            check.impossibleBecause.push_back(why(AttackReason::UnderwaterBeyondNormalRange, request.normalRangeFeet));
        } else if (!(rules2014 && nameHasWeaponWord(request.weapon, underwaterRangedWeapons()))) {
            disadvantage.push_back(why(AttackReason::UnderwaterRanged));
        }
    }

    // Cover: total cover means the target can't be targeted (RULES.md 5, 9).
    if (request.coverLines)
        check.cover = map.coverBetween(attacker, target);
    else
        check.cover.cover = map.coverDegree(attacker, target);
    if (!check.cover.canBeTargeted())
        check.impossibleBecause.push_back(why(AttackReason::TotalCover));
    check.possible = check.impossibleBecause.empty();

    // Flanking: only the flankers themselves benefit (RULES.md 6, 7, 9).
    check.flankingWith = flankingPartners(sight, target, attacker);
    check.flanked = !check.flankingWith.isEmpty();
    if (check.flanked) {
        switch (rs) {
        case Ruleset::Dnd2014:
        case Ruleset::Dnd2024: // only with options.flanking, then the DMG benefit (9)
            if (request.melee)
                advantage.push_back(why(AttackReason::Flanking));
            break;
        case Ruleset::A5e:
            check.expertiseDie = true;
            ++check.expertiseSources;
            check.notes.push_back(why(AttackReason::FlankingExpertise));
            break;
        case Ruleset::Pf2e:
            check.offGuard = true;
            check.offGuardBecause.push_back(why(AttackReason::Flanked));
            break;
        }
    }

    // a5e high ground: a melee attacker at least 5 ft above the target, not grappled or
    // restrained, gains an expertise die (RULES.md 7, 10).
    if (rs == Ruleset::A5e && request.melee && attacker.elevation >= target.elevation + 5.0 - kFeetEps
        && !attacker.has(QStringLiteral("grappled")) && !attacker.has(QStringLiteral("restrained"))) {
        check.expertiseDie = true;
        ++check.expertiseSources;
        check.notes.push_back(why(AttackReason::HighGround));
    }

    // Ranged attacks in close combat (5e family; a5e by reach; none in pf2e).
    if (!request.melee && !pf2e) {
        if (const Creature *h = closeHostile(sight, attacker)) {
            disadvantage.push_back({rs == Ruleset::A5e ? AttackReason::RangedInHostileReach : AttackReason::RangedNearHostile, 0, h->name});
        }
    }

    // Squeezing (2014, a5e).
    if (squeezeMatters && attacker.has(QStringLiteral("squeezed")))
        disadvantage.push_back(why(AttackReason::AttackerSqueezed));
    if (squeezeMatters && target.has(QStringLiteral("squeezed")))
        advantage.push_back(why(AttackReason::TargetSqueezed));

    // A prone target: melee within 5 ft has advantage, any other attack disadvantage.
    if (target.isProne() && !pf2e) {
        if (request.melee && withinFiveFeet(e, attacker, target))
            advantage.push_back(why(AttackReason::TargetProne));
        else if (request.melee)
            disadvantage.push_back(why(AttackReason::TargetProneFar));
        else
            disadvantage.push_back(why(AttackReason::TargetProne));
    }

    // RULES.md 7 version 2: a prone attacker (5e: disadvantage; pf2e: -2 to the roll).
    if (attacker.isProne()) {
        if (pf2e)
            check.attackPenalty = -2;
        else
            disadvantage.push_back(why(AttackReason::AttackerProne));
    }

    // RULES.md 7 version 3: conditions. 5e family: a target that is paralyzed, petrified,
    // restrained, stunned or unconscious gives advantage; a restrained or poisoned attacker
    // has disadvantage. pf2e: a paralyzed, restrained, unconscious or grappled target is
    // off-guard to every attacker, and an unconscious one takes -4 to AC (13.4 step 5).
    if (pf2e) {
        static constexpr AttackReason offGuard[] = {AttackReason::TargetParalyzed, AttackReason::TargetRestrained,
                                                    AttackReason::TargetUnconscious, AttackReason::TargetGrappled};
        static const char *const conditions[] = {"paralyzed", "restrained", "unconscious", "grappled"};
        for (int i = 0; i < 4; ++i) {
            if (target.has(QLatin1String(conditions[i]))) {
                check.offGuard = true;
                check.offGuardBecause.push_back(why(offGuard[i]));
            }
        }
        if (target.has(QStringLiteral("unconscious")))
            check.targetAcPenalty = -4;
    } else {
        static constexpr AttackReason helpless[] = {AttackReason::TargetParalyzed, AttackReason::TargetPetrified, AttackReason::TargetRestrained,
                                                    AttackReason::TargetStunned, AttackReason::TargetUnconscious};
        static const char *const conditions[] = {"paralyzed", "petrified", "restrained", "stunned", "unconscious"};
        for (int i = 0; i < 5; ++i)
            if (target.has(QLatin1String(conditions[i])))
                advantage.push_back(why(helpless[i]));
        if (attacker.has(QStringLiteral("restrained")))
            disadvantage.push_back(why(AttackReason::AttackerRestrained));
        if (attacker.has(QStringLiteral("poisoned")))
            disadvantage.push_back(why(AttackReason::AttackerPoisoned));
    }

    // Exhaustion on the attack roll (SRD 5.1: disadvantage from level 3; SRD 5.2:
    // -2 per level to every d20 test).
    if (const int exhaustion = attacker.conditionLevel(QStringLiteral("exhaustion")); exhaustion > 0) {
        if (rs == Ruleset::Dnd2014 && exhaustion >= 3)
            disadvantage.push_back(why(AttackReason::AttackerExhausted, 0, {}, exhaustion));
        else if (rs == Ruleset::Dnd2024)
            check.attackPenalty -= 2 * exhaustion;
    }

    // RULES.md 7 version 2 and 12: sight. The 5e family rolls with advantage when the
    // target can't see the attacker and with disadvantage when the attacker can't see the
    // target; pf2e has flat checks and an off-guard target instead.
    const Visibility targetForAttacker = sight.visibility(attacker, target);
    const Visibility attackerForTarget = sight.visibility(target, attacker);
    check.attackerSeesTarget = targetForAttacker == Visibility::Observed || targetForAttacker == Visibility::Concealed;
    check.targetSeesAttacker = attackerForTarget == Visibility::Observed || attackerForTarget == Visibility::Concealed;
    if (pf2e) {
        if (targetForAttacker == Visibility::Concealed)
            check.flatCheck = 5;
        else if (targetForAttacker == Visibility::Hidden || targetForAttacker == Visibility::Undetected)
            check.flatCheck = 11;
        if (target.isProne()) {
            check.offGuard = true;
            check.offGuardBecause.push_back(why(AttackReason::TargetProne));
        }
        if (attackerForTarget == Visibility::Hidden || attackerForTarget == Visibility::Undetected) {
            check.offGuard = true;
            check.offGuardBecause.push_back(why(attackerForTarget == Visibility::Hidden ? AttackReason::AttackerHidden : AttackReason::AttackerUndetected));
        }
    } else {
        if (!check.attackerSeesTarget)
            disadvantage.push_back(why(AttackReason::AttackerCantSee));
        if (!check.targetSeesAttacker)
            advantage.push_back(why(AttackReason::TargetCantSee));
        // Dodge: attacks against the target have disadvantage while it can see the
        // attacker and is neither incapacitated nor at speed 0.
        if (target.has(QStringLiteral("dodging")) && check.targetSeesAttacker && !target.isIncapacitated()
            && !speedIsZero(target))
            disadvantage.push_back(why(AttackReason::TargetDodging));
    }

    check.possible = check.impossibleBecause.empty();

    // pf2e has no advantage or disadvantage: the roll stays normal (RULES.md 7).
    if (!pf2e) {
        check.advantage = advantage;
        check.disadvantage = disadvantage;
    }
    if (!check.advantage.empty() && check.disadvantage.empty())
        check.roll = Roll::Advantage;
    else if (check.advantage.empty() && !check.disadvantage.empty())
        check.roll = Roll::Disadvantage;
    else
        check.roll = Roll::Normal; // none, or advantage and disadvantage cancel
    return check;
}

AttackRequest AttackRequest::of(const CreatureAttack &attack)
{
    AttackRequest request = attack.isMelee() ? meleeAttack() : rangedAttack(attack.normalRange, attack.longRange);
    if (attack.isMelee() && attack.reach >= 0)
        request.reachFeet = attack.reach;
    request.weapon = attack.name;
    request.spell = attack.spell;
    for (const DamagePart &p : attack.damage)
        request.damageTypes << p.type;
    return request;
}

AttackCheck checkAttack(const Encounter &encounter, const Creature &attacker, const Creature &target,
                        const AttackRequest &request)
{
    return checkAttack(CoverMap(encounter), attacker, target, request);
}

} // namespace bm
