// RULES.md 13.4 (an attack resolved) and 13.5 (saving throws against damage), version 3.

#include "combat/resolve.h"
#include "model/geometry.h"

#include "combat/combat.h"
#include "combat/combatinternal.h"
#include "model/diceexpression.h"
#include "model/encounter.h"
#include "rules/movement.h"
#include "rules/sight.h"

#include <QCoreApplication>

#include <algorithm>
#include <memory>

namespace bm::combat {

namespace {


bool isPf2e(const Encounter &e)
{
    return e.ruleset == Ruleset::Pf2e;
}

// RULES.md 4.5: grappled, restrained and incapacitated creatures have speed 0.
bool moveSpeedAboveZero(const Encounter &e, const Creature &c)
{
    for (MoveMode m : {MoveMode::Walk, MoveMode::Fly, MoveMode::Swim, MoveMode::Climb, MoveMode::Burrow})
        if (moveSpeed(c, m, e.ruleset) > 0)
            return true;
    return false;
}

// RULES.md 13.4 step 7: one part rolled. A 2014/2024 critical rolls the dice twice over;
// a5e and pf2e double the part's whole roll. The part never goes below 0.
RolledDamage rollPart(Ruleset ruleset, const DamagePart &part, bool critical, Dice &dice)
{
    RolledDamage r;
    r.type = part.type;
    r.expression = part.dice;
    const auto terms = parseDice(part.dice);
    if (!terms)
        return r; // attackProblem / saveProblem refuse such a part first
    const bool moreDice = critical && (ruleset == Ruleset::Dnd2014 || ruleset == Ruleset::Dnd2024);
    int value = 0;
    for (const DiceTerm &t : *terms) {
        if (t.count == 0) {
            value += t.sign * t.value;
            continue;
        }
        const int n = moreDice ? 2 * t.count : t.count;
        for (int i = 0; i < n; ++i) {
            const int d = dice.die(t.sides);
            r.dice << d;
            value += t.sign * d;
        }
    }
    value = std::max(0, value);
    if (critical && (ruleset == Ruleset::A5e || ruleset == Ruleset::Pf2e))
        value *= 2;
    r.rolled = value;
    return r;
}

// A part whose dice don't parse: the expression reader's own message (bad input, like a
// file's), carried as it was given.
LogMessage partsProblem(const std::vector<DamagePart> &parts)
{
    for (const DamagePart &p : parts) {
        QString why;
        if (!parseDice(p.dice, &why))
            return logConcat({why});
    }
    return {};
}

// The types of the parts for the log and the tracker's line: "slashing and fire".
QString typesText(const std::vector<RolledDamage> &parts)
{
    QStringList types;
    for (const RolledDamage &p : parts)
        if (!p.type.isEmpty() && !types.contains(p.type))
            types << p.type;
    return types.join(QLatin1Char('+')); // ids; combat::damage's log line names them translated
}

// "9 slashing, 3 fire": each part's damage dealt (or rolled) and its type.
LogMessage partsMessage(const std::vector<RolledDamage> &parts, bool rolled = false)
{
    std::vector<LogArg> out;
    for (const RolledDamage &p : parts) {
        if (!out.empty())
            out.emplace_back(QStringLiteral(", "));
        const int amount = rolled ? p.rolled : p.dealt;
        out.emplace_back(p.type.isEmpty() ? logConcat({amount}) : logConcat({amount, QStringLiteral(" "), LogArg::damageType(p.type)}));
    }
    return logConcat(std::move(out));
}

} // namespace

QString degreeId(Degree d)
{
    switch (d) {
    case Degree::CriticalSuccess:
        return QStringLiteral("critical-success");
    case Degree::Success:
        return QStringLiteral("success");
    case Degree::Failure:
        return QStringLiteral("failure");
    case Degree::CriticalFailure:
        return QStringLiteral("critical-failure");
    }
    return {};
}

int multipleAttackPenalty(const Encounter &e, const QString &attackerId, bool agile, bool reaction)
{
    if (!isPf2e(e) || reaction || !e.combat.active || e.combat.turn != attackerId)
        return 0;
    const Combatant *k = e.combat.combatant(attackerId);
    const int earlier = k ? k->strikesThisTurn : 0;
    if (earlier <= 0)
        return 0;
    if (earlier == 1)
        return agile ? -4 : -5;
    return agile ? -8 : -10;
}

LogMessage attackProblem(const Creature &target, const CreatureAttack &attack)
{
    if (!target.hasAc)
        return logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "%1 has no AC: it can't be attacked"), {target.id});
    return partsProblem(attack.damage);
}

AttackResolution resolveAttack(const Encounter &e, const Creature &attacker, const Creature &target,
                               const CreatureAttack &attack, Dice &dice, const AttackOptions &options,
                               const CoverMap *cover, const SightMap *sight)
{
    std::unique_ptr<CoverMap> ownCover;
    std::unique_ptr<SightMap> ownSight;
    if (!cover)
        cover = (ownCover = std::make_unique<CoverMap>(e)).get();
    if (!sight)
        sight = (ownSight = std::make_unique<SightMap>(e)).get();
    const Ruleset rs = e.ruleset;
    const bool pf2e = rs == Ruleset::Pf2e;

    AttackResolution r;
    r.attack = attack;
    // Step 1: the check for the attack's kind and reach or range.
    const AttackRequest request = AttackRequest::of(attack);
    r.check = checkAttack(*cover, *sight, attacker, target, request);
    r.possible = r.check.possible;
    r.because = r.check.impossibleBecause;
    r.roll = r.check.roll;
    r.multipleAttackPenalty = multipleAttackPenalty(e, attacker.id, attack.agile, options.reaction);
    // Step 5: the effective AC (known even when nothing is rolled).
    r.ac = target.ac + r.check.acBonus().value_or(0) - (pf2e && r.check.offGuard ? 2 : 0) + r.check.targetAcPenalty;
    if (!r.possible)
        return r; // nothing is rolled, nothing changes

    // Step 2: pf2e flat check against a concealed, hidden or undetected target.
    if (pf2e && r.check.flatCheck) {
        r.flatCheckDc = *r.check.flatCheck;
        r.flatCheckRoll = dice.die(20);
        r.flatCheckPassed = r.flatCheckRoll >= *r.flatCheckDc;
        if (!r.flatCheckPassed)
            return r; // the Strike is lost
    }

    // Step 3: the d20 (two with advantage or disadvantage in the 5e family), then the a5e
    // expertise die, once.
    const int first = dice.die(20);
    r.d20 << first;
    int natural = first;
    if (!pf2e && r.roll != Roll::Normal) {
        const int second = dice.die(20);
        r.d20 << second;
        natural = r.roll == Roll::Advantage ? std::max(first, second) : std::min(first, second);
    }
    r.natural = natural;
    if (rs == Ruleset::A5e && r.check.expertiseSources > 0) {
        r.expertiseSides = r.check.expertiseSources == 1 ? 4 : r.check.expertiseSources == 2 ? 6 : 8;
        r.expertiseRolled = dice.die(r.expertiseSides);
    }

    // Step 4: the total.
    r.total = natural + attack.bonus + r.expertiseRolled + r.check.attackPenalty + r.multipleAttackPenalty;

    // Step 6: hit and critical.
    if (pf2e) {
        r.degree = saveDegree(rs, natural, *r.total, r.ac);
        r.hit = *r.degree == Degree::Success || *r.degree == Degree::CriticalSuccess;
        r.critical = *r.degree == Degree::CriticalSuccess;
    } else {
        if (natural == 20) {
            r.hit = r.critical = true;
        } else if (natural == 1) {
            r.hit = false;
        } else {
            r.hit = *r.total >= r.ac;
        }
        // A hit on a paralyzed or unconscious target within 5 ft is critical (3, 10).
        if (r.hit && (target.has(QStringLiteral("paralyzed")) || target.has(QStringLiteral("unconscious")))
            && r.check.distanceFeet <= 5.0 + kFeetEps)
            r.critical = true;
    }
    if (!r.hit)
        return r;

    // Steps 7 and 8: each part rolled, then the target's defences for its type.
    for (const DamagePart &part : attack.damage) {
        RolledDamage d = rollPart(rs, part, r.critical, dice);
        const DefendedDamage defended = afterDefences(e, target, d.rolled, d.type, attack.magical);
        d.dealt = defended.dealt;
        d.note = defended.note;
        r.damageTotal += d.dealt;
        r.damage.push_back(std::move(d));
    }
    return r;
}

namespace {

// Why an attack can't be made, as log data: the "Attack" catalogue's texts with their
// numbers, worded when the log is read (only the reasons that make an attack impossible).
LogMessage reasonMessage(const AttackWhy &w)
{
    switch (w.code) {
    case AttackReason::AttackerIncapacitated:
        return logMessage("Attack", QT_TRANSLATE_NOOP("Attack", "attacker is incapacitated"));
    case AttackReason::OutOfReach:
        return logMessage("Attack", QT_TRANSLATE_NOOP("Attack", "out of reach (%1 ft)"), {w.feet});
    case AttackReason::BeyondLongRange:
        return logMessage("Attack", QT_TRANSLATE_NOOP("Attack", "beyond long range (%1 ft)"), {w.feet});
    case AttackReason::TotalCover:
        return logMessage("Attack", QT_TRANSLATE_NOOP("Attack", "total cover"));
    default:
        return logConcat({attackReasonId(w.code)}); // not a reason an attack is refused for
    }
}

LogMessage reasonsMessage(const AttackReasons &because)
{
    std::vector<LogArg> pieces;
    for (const AttackWhy &w : because) {
        if (!pieces.empty())
            pieces.push_back(QStringLiteral(", "));
        pieces.push_back(reasonMessage(w));
    }
    return logConcat(std::move(pieces));
}

} // namespace

QString AttackResolution::text(const Encounter &e) const
{
    return wordLogMessage(message(), &e);
}

LogMessage AttackResolution::message() const
{
    if (!possible) // the reasons are refusals, worded when they were made
        return logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "%1: not possible (%2)."), {attack.name, reasonsMessage(because)});
    if (!flatCheckPassed)
        return logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "%1: flat check %2 against DC %3 fails, the Strike is lost."),
                          {attack.name, flatCheckRoll, flatCheckDc.value_or(0)});
    const LogMessage outcome = critical ? logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "critical hit"))
                               : hit    ? logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "hit"))
                                        : logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "miss"));
    const LogMessage line = logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "%1: %2 against AC %3, %4"), {attack.name, total.value_or(0), this->ac, outcome});
    if (!hit)
        return logConcat({line, QStringLiteral(".")});
    return logConcat({line, logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", ": %1 damage (%2)"), {damageTotal, partsMessage(damage)}), QStringLiteral(".")});
}

LogMessage attackTurnProblem(const Encounter &e, const AttackResolution &resolution, const QString &attackerId,
                             const AttackOptions &options)
{
    if (!resolution.possible)
        return logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "The attack is not possible: %1."), {reasonsMessage(resolution.because)});
    if (!e.combat.active || !e.combat.combatant(attackerId))
        return {}; // no fight: no turn economy to spend
    if (options.reaction)
        return turnActionProblem(e, attackerId, TurnAction::Reaction);
    if (isPf2e(e))
        return turnActionProblem(e, attackerId, TurnAction::Action); // a Strike is one action
    return {};
}

LogMessage applyAttack(Encounter &e, Dice &dice, const AttackResolution &resolution, const QString &attackerId,
                       const QString &targetId, const AttackOptions &options)
{
    if (LogMessage problem = attackTurnProblem(e, resolution, attackerId, options); !problem.isEmpty())
        return problem;
    const Creature *attacker = e.creature(attackerId);
    const Creature *target = e.creature(targetId);
    if (!attacker || !target)
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "No creature \"%1\"."), {attacker ? targetId : attackerId});
    if (Combatant *k = e.combat.active ? e.combat.combatant(attackerId) : nullptr) {
        if (options.reaction) {
            k->reactionUsed = true;
        } else if (isPf2e(e)) {
            spend(e, attackerId, Spend::Action);
            if (e.combat.turn == attackerId)
                ++k->strikesThisTurn; // RULES.md 13.4 step 4: only Strikes in its own turn
        }
    }
    log(e, logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "%1 attacks %2 with %3"), {who(*attacker), who(*target), resolution.message()}));
    if (resolution.hit && resolution.damageTotal > 0) {
        DamageOptions o;
        o.type = typesText(resolution.damage);
        o.critical = resolution.critical;
        o.magical = resolution.attack.magical;
        o.defended = true; // each part met the defences of its own type (13.4 step 8)
        damage(e, dice, targetId, resolution.damageTotal, o);
    }
    // RULES.md 14.4: the attack was resolved with the attacker still hidden; now it is not.
    if (Creature *a = creatureOf(e, attackerId); a && a->hidden) {
        a->hidden.reset();
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is no longer hidden."), {who(*a)}));
    }
    return {};
}

std::optional<OnSave> onSaveFromId(const QString &id)
{
    if (id == QLatin1String("half"))
        return OnSave::Half;
    if (id == QLatin1String("none"))
        return OnSave::None;
    if (id == QLatin1String("basic"))
        return OnSave::Basic;
    return std::nullopt;
}

QString onSaveId(OnSave o)
{
    switch (o) {
    case OnSave::Half:
        return QStringLiteral("half");
    case OnSave::None:
        return QStringLiteral("none");
    case OnSave::Basic:
        return QStringLiteral("basic");
    }
    return {};
}

LogMessage saveProblem(const Encounter &e, const SaveRequest &request)
{
    const QStringList abilities = saveAbilities(e.ruleset);
    if (!abilities.contains(request.ability))
        return logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "\"%1\" is not a saving throw in this ruleset (%2)"),
                          {request.ability, abilities.join(QStringLiteral(", "))});
    if (request.onSave == OnSave::Basic && !isPf2e(e))
        return logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "a basic save is pf2e's; the 5e family saves for half or none"));
    if (request.damage.empty())
        return logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "no damage to roll"));
    if (LogMessage problem = partsProblem(request.damage); !problem.isEmpty())
        return problem;
    for (const QString &id : request.targets)
        if (!e.creature(id))
            return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "No creature \"%1\"."), {id});
    if (!request.areaOn.isEmpty() && !e.creature(request.areaOn))
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "No creature \"%1\"."), {request.areaOn});
    return {};
}

std::optional<SaveRow> rollSave(const Encounter &e, const SaveRequest &request, const Creature &c, Dice &dice,
                                const CoverMap *cover)
{
    const Ruleset rs = e.ruleset;
    const bool pf2e = rs == Ruleset::Pf2e;
    const Creature *areaOn = request.areaOn.isEmpty() ? nullptr : e.creature(request.areaOn);
    const bool strOrDex = request.ability == QLatin1String("str") || request.ability == QLatin1String("dex");
    SaveRow row;
    row.id = c.id;
    // RULES.md 13.2: cover from the point of origin; total cover: not affected.
    if (request.origin && cover) {
        row.cover = cover->coverFromPoint(*request.origin, c, areaOn).cover;
        if (row.cover == CoverDegree::Total)
            return std::nullopt;
        row.coverBonus = coverSaveBonus(rs, row.cover, request.ability);
    }
    row.bonus = saveBonus(c, request.ability);
    if (!pf2e && strOrDex
        && (c.has(QStringLiteral("paralyzed")) || c.has(QStringLiteral("petrified")) || c.has(QStringLiteral("stunned"))
            || c.has(QStringLiteral("unconscious")))) {
        row.automaticFailure = true; // fails Strength and Dexterity saves without a die
        row.total = 0;
        row.success = false;
        row.degree = Degree::Failure;
        return row;
    }
    // 5e family: dodging (not incapacitated, speed above 0) gives advantage on Dex saves;
    // squeezed or restrained disadvantage (seed 004); they cancel.
    bool advantage = false;
    bool disadvantage = false;
    if (!pf2e && request.ability == QLatin1String("dex")) {
        advantage = c.has(QStringLiteral("dodging")) && !c.isIncapacitated() && moveSpeedAboveZero(e, c);
        disadvantage = (c.has(QStringLiteral("squeezed")) && rs != Ruleset::Dnd2024) || c.has(QStringLiteral("restrained"));
    }
    const int first = dice.die(20);
    row.d20 << first;
    int natural = first;
    if (advantage != disadvantage) {
        const int second = dice.die(20);
        row.d20 << second;
        natural = advantage ? std::max(first, second) : std::min(first, second);
        row.roll = advantage ? Roll::Advantage : Roll::Disadvantage;
    }
    row.natural = natural;
    row.total = natural + row.bonus + row.coverBonus;
    row.degree = saveDegree(rs, natural, row.total, request.dc);
    row.success = *row.degree == Degree::Success || *row.degree == Degree::CriticalSuccess;
    return row;
}

SaveResolution resolveSave(const Encounter &e, const SaveRequest &request, Dice &dice, const CoverMap *cover)
{
    std::unique_ptr<CoverMap> ownCover;
    if (!cover && request.origin)
        cover = (ownCover = std::make_unique<CoverMap>(e)).get();
    const Ruleset rs = e.ruleset;
    const bool pf2e = rs == Ruleset::Pf2e;
    SaveResolution out;
    out.request = request;
    // The damage is rolled once for all, first (seed 000).
    for (const DamagePart &part : request.damage)
        out.damage.push_back(rollPart(rs, part, false, dice));
    for (const QString &id : request.targets) {
        const Creature *c = e.creature(id);
        if (!c)
            continue;
        std::optional<SaveRow> rolled = rollSave(e, request, *c, dice, cover);
        if (!rolled) {
            out.notAffected << id;
            continue;
        }
        SaveRow row = std::move(*rolled);
        // What it takes: per part, halved or doubled (rounded down), then its defences.
        for (const RolledDamage &part : out.damage) {
            int amount = part.rolled;
            if (pf2e && request.onSave == OnSave::Basic) {
                amount = damageAfterSave(rs, *row.degree, amount, true);
            } else if (row.success) {
                amount = request.onSave == OnSave::None ? 0 : amount / 2;
            }
            RolledDamage mine = part;
            const DefendedDamage d = afterDefences(e, *c, amount, part.type, request.magical);
            mine.dealt = d.dealt;
            mine.note = d.note;
            row.dealt += mine.dealt;
            row.damage.push_back(std::move(mine));
        }
        if (!pf2e)
            row.degree.reset();
        out.creatures.push_back(std::move(row));
    }
    return out;
}

void applySaveDamage(Encounter &e, Dice &dice, const SaveResolution &resolution)
{
    log(e, logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "Damage rolled: %1 (DC %2 %3 save)."),
                      {partsMessage(resolution.damage, true), resolution.request.dc, saveAbilityMessage(resolution.request.ability)}));
    for (const QString &id : resolution.notAffected)
        if (const Creature *c = e.creature(id))
            log(e, logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "%1 has total cover from the origin and is not affected."), {who(*c)}));
    for (const SaveRow &row : resolution.creatures) {
        const Creature *c = e.creature(row.id);
        if (!c)
            continue;
        const LogArg name = who(*c);
        if (row.automaticFailure)
            log(e, logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "%1 fails the save automatically."), {name}));
        else
            log(e, logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "%1 saves: %2 against DC %3, %4."), {name, row.total, resolution.request.dc, row.degree ? saveDegreeMessage(*row.degree)
                                       : row.success ? logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "success")) : logMessage("Resolve", QT_TRANSLATE_NOOP("Resolve", "failure"))}));
        if (row.dealt <= 0)
            continue;
        DamageOptions o;
        o.type = typesText(row.damage);
        o.magical = resolution.request.magical;
        o.defended = true;
        damage(e, dice, row.id, row.dealt, o);
    }
}

AreaTargets areaTargets(const Encounter &e, const AreaOfEffect &area)
{
    AreaTargets out;
    const AreaResult r = areaSquares(e, area);
    if (!r.ok) {
        out.problem = r.problem;
        return out;
    }
    out.creatures = r.creatures;
    if (area.origin) {
        out.origin = area.origin;
    } else if (const Creature *c = e.creature(area.creature)) {
        const QRect s = c->spaceRect();
        out.origin = QPointF(s.x() + s.width() / 2.0, s.y() + s.height() / 2.0);
        out.areaOn = c->id;
    }
    return out;
}

} // namespace bm::combat
