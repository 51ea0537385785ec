// Conditions per ruleset and what they do to the tracker: each ruleset's list
// with translated names, valued conditions (2014/2024 exhaustion, a5e fatigue and strife,
// pf2e frightened, sickened, doomed, wounded, dying …), the d20 penalties and disadvantage
// they bring, and their consequences: a flier that is knocked prone or stopped falls
// (seeds 000, 004), a rider saves or falls off when it or its mount is knocked prone or the
// mount is moved against its will (seed 002), 2014 exhaustion 6 and pf2e doomed kill.

#include "combat/combat.h"

#include "combat/combatinternal.h"
#include "model/encounter.h"
#include "rules/movement.h"
#include "rules/placement.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace bm::combat {

namespace {

struct Listed {
    const char *id;
    int maxValue;
};

// SRD 5.1 / 5.2 conditions, then the tracker's own (concentration, Dodge, surprise, squeezing).
constexpr Listed k5e[] = {{"blinded", 0}, {"charmed", 0}, {"deafened", 0}, {"exhaustion", 6}, {"frightened", 0},
                          {"grappled", 0}, {"incapacitated", 0}, {"invisible", 0}, {"paralyzed", 0},
                          {"petrified", 0}, {"poisoned", 0}, {"prone", 0}, {"restrained", 0}, {"stunned", 0},
                          {"unconscious", 0}, {"concentrating", 0}, {"dodging", 0}, {"surprised", 0},
                          {"squeezed", 0}, {"dead", 0}};
// A5E: fatigue and strife instead of exhaustion (seed 000), and its own conditions.
constexpr Listed kA5e[] = {{"blinded", 0}, {"bloodied", 0}, {"charmed", 0}, {"confused", 0}, {"deafened", 0},
                           {"doomed", 0}, {"encumbered", 0}, {"fatigue", 7}, {"frightened", 0}, {"grappled", 0},
                           {"incapacitated", 0}, {"invisible", 0}, {"paralyzed", 0}, {"petrified", 0},
                           {"poisoned", 0}, {"prone", 0}, {"rattled", 0}, {"restrained", 0}, {"slowed", 0},
                           {"strife", 7}, {"stunned", 0}, {"unconscious", 0}, {"back-to-back", 0},
                           {"concentrating", 0}, {"dodging", 0}, {"surprised", 0}, {"squeezed", 0}, {"dead", 0}};
// Player Core conditions with values.
constexpr Listed kPf2e[] = {{"blinded", 0}, {"clumsy", 4}, {"concealed", 0}, {"confused", 0}, {"controlled", 0},
                            {"dazzled", 0}, {"deafened", 0}, {"doomed", 3}, {"drained", 4}, {"dying", 4},
                            {"enfeebled", 4}, {"fascinated", 0}, {"fatigued", 0}, {"fleeing", 0},
                            {"frightened", 4}, {"grabbed", 0}, {"hidden", 0}, {"immobilized", 0},
                            {"invisible", 0}, {"off-guard", 0}, {"paralyzed", 0}, {"petrified", 0},
                            {"prone", 0}, {"quickened", 0}, {"restrained", 0}, {"sickened", 4}, {"slowed", 3},
                            {"stunned", 4}, {"stupefied", 4}, {"unconscious", 0}, {"undetected", 0},
                            {"wounded", 3}, {"dead", 0}};

template<std::size_t N>
std::vector<ConditionName> named(const Listed (&list)[N])
{
    std::vector<ConditionName> out;
    out.reserve(N);
    for (const Listed &l : list)
        out.push_back({QLatin1String(l.id), conditionName(QLatin1String(l.id)), l.maxValue});
    return out;
}

int maxValueOf(Ruleset r, const QString &condition)
{
    for (const ConditionName &n : conditionsFor(r))
        if (n.id == condition)
            return n.maxValue;
    return 0;
}

// The tracker's own counters (combatstate.h); K is Combatant or const Combatant.
template<typename K>
auto counterOf(Ruleset r, K &k, const QString &condition) -> decltype(&k.fatigue)
{
    if (r == Ruleset::A5e && condition == QLatin1String("fatigue"))
        return &k.fatigue;
    if (r == Ruleset::A5e && condition == QLatin1String("strife"))
        return &k.strife;
    if (r == Ruleset::Pf2e && condition == QLatin1String("wounded"))
        return &k.wounded;
    if (r == Ruleset::Pf2e && condition == QLatin1String("dying"))
        return &k.dying;
    return nullptr;
}

bool speedIsZeroNow(const Encounter &e, const Creature &c)
{
    for (MoveMode m : {MoveMode::Walk, MoveMode::Fly})
        if (moveSpeed(c, m, e.ruleset) > 0)
            return false;
    return true;
}

int saveBonusOf(const Creature &c, const char *ability)
{
    return c.saveBonus(QLatin1String(ability));
}

// Falls from its elevation: 1d6 bludgeoning per full 10 ft (at most 20d6), lands prone.
void fall(Encounter &e, Dice &dice, const QString &id, bool landsProne = true)
{
    Creature *c = creatureOf(e, id);
    if (!c || c->elevation <= 0)
        return;
    const double feet = c->elevation;
    c->elevation = 0;
    const int n = std::min(20, int(std::floor(feet / 10.0)));
    if (landsProne) {
        addCondition(*c, QStringLiteral("prone"));
        combat::log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 falls %2 ft and lands prone."), {who(*c), feet}));
    } else {
        combat::log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 comes down %2 ft with its mount."), {who(*c), feet}));
    }
    if (n > 0) {
        const auto r = dice.roll(QStringLiteral("%1d6").arg(n));
        if (r) {
            combat::log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "Falling damage: %1"), {r->message()}));
            damage(e, dice, id, r->total, QStringLiteral("bludgeoning"));
        }
    }
}

} // namespace

std::vector<ConditionName> conditionsFor(Ruleset r)
{
    switch (r) {
    case Ruleset::A5e:
        return named(kA5e);
    case Ruleset::Pf2e:
        return named(kPf2e);
    default:
        return named(k5e);
    }
}

QString conditionName(const QString &id)
{
    return conditionDisplayName(id); // one table of names: model/vocabulary
}

int conditionValue(const Encounter &e, const QString &id, const QString &condition)
{
    const Creature *c = e.creature(id);
    if (!c)
        return 0;
    if (const Combatant *k = e.combat.combatant(id)) {
        if (const int *counter = counterOf(e.ruleset, *k, condition))
            return *counter;
    }
    int value = 0;
    for (const Effect &f : e.combat.effects)
        if (f.target == id && f.condition == condition)
            value = std::max(value, std::max(1, f.value));
    if (value > 0)
        return value;
    if (const int level = c->conditionLevel(condition); level > 0)
        return level;
    return c->has(condition) ? 1 : 0;
}

int d20Penalty(const Encounter &e, const QString &id)
{
    const Creature *c = e.creature(id);
    if (!c)
        return 0;
    if (e.ruleset == Ruleset::Dnd2024)
        return 2 * c->conditionLevel(QStringLiteral("exhaustion")); // SRD 5.2: −2 per level
    if (e.ruleset == Ruleset::Pf2e) // status penalties: only the worse applies
        return std::max(conditionValue(e, id, QStringLiteral("frightened")), conditionValue(e, id, QStringLiteral("sickened")));
    return 0;
}

RollMode checkRollMode(const Encounter &e, const QString &id)
{
    const Creature *c = e.creature(id);
    return c && e.ruleset == Ruleset::Dnd2014 && c->conditionLevel(QStringLiteral("exhaustion")) >= 1 ? RollMode::Disadvantage
                                                                                                     : RollMode::Normal;
}

RollMode saveRollMode(const Encounter &e, const QString &id)
{
    const Creature *c = e.creature(id);
    return c && e.ruleset == Ruleset::Dnd2014 && c->conditionLevel(QStringLiteral("exhaustion")) >= 3 ? RollMode::Disadvantage
                                                                                                     : RollMode::Normal;
}

bool fallIfFlying(Encounter &e, Dice &dice, const QString &id)
{
    Creature *c = creatureOf(e, id);
    if (!c || c->elevation <= 0 || c->speed.fly <= 0 || c->speed.hover || c->isDead())
        return false;
    if (!c->isProne() && !speedIsZeroNow(e, *c))
        return false;
    const QString rider = riderOf(e, id);
    fall(e, dice, id);
    // A rider that stays on comes down with its mount (our decision: it takes the same fall).
    if (!rider.isEmpty()) {
        if (Combatant *k = e.combat.combatant(rider); k && k->mountedOn == id)
            fall(e, dice, rider, false);
    }
    return true;
}

bool riderSave(Encounter &e, Dice &dice, const QString &rider, std::optional<int> entered)
{
    Combatant *k = e.combat.combatant(rider);
    Creature *c = creatureOf(e, rider);
    if (!k || !c || k->mountedOn.isEmpty())
        return true;
    const QString mountId = k->mountedOn;
    const int total = entered ? *entered : dice.d20(saveBonusOf(*c, "dex") - d20Penalty(e, rider), saveRollMode(e, rider)).total;
    if (total >= 10) {
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's save to stay mounted (DC 10): %2, stays on."), {who(*c), total}));
        return true;
    }
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's save to stay mounted (DC 10): %2, falls off."), {who(*c), total}));
    k->mountedOn.clear();
    // Prone in a free space within 5 ft of the mount (seed 002).
    if (const Creature *m = e.creature(mountId)) {
        const GridPoint near = m->position;
        const QRect around = m->spaceRect().adjusted(-1, -1, 1, 1);
        if (const auto spot = freeSpotNear(e, near, c->spaceSquares(), rider)) {
            const QRect at(spot->x, spot->y, c->spaceSquares(), c->spaceSquares());
            if (around.contains(at)) {
                c = creatureOf(e, rider);
                c->position = *spot;
            }
        }
    }
    c = creatureOf(e, rider);
    if (c->elevation > 0)
        fall(e, dice, rider);
    c = creatureOf(e, rider);
    addCondition(*c, QStringLiteral("prone"));
    return false;
}

void mountMovedAgainstWill(Encounter &e, Dice &dice, const QString &mountId, std::optional<int> entered)
{
    const QString rider = riderOf(e, mountId);
    if (!rider.isEmpty())
        riderSave(e, dice, rider, entered);
}

QString conditionRefusalId(ConditionRefusal r)
{
    switch (r) {
    case ConditionRefusal::None:
        return {};
    case ConditionRefusal::NoCreature:
        return QStringLiteral("no-creature");
    case ConditionRefusal::NoCondition:
        return QStringLiteral("no-condition");
    case ConditionRefusal::ValueOutOfRange:
        return QStringLiteral("value-out-of-range");
    case ConditionRefusal::TooShort:
        return QStringLiteral("too-short");
    case ConditionRefusal::Immune:
        return QStringLiteral("immune");
    case ConditionRefusal::KeptByTracker:
        return QStringLiteral("kept-by-tracker");
    }
    return {};
}

ConditionProblem applyCondition(Encounter &e, Dice &dice, const QString &id, const QString &condition, int value,
                                std::optional<int> rounds)
{
    Creature *c = creatureOf(e, id);
    const auto refuse = [&](ConditionRefusal code, int maxValue = 0) {
        return ConditionProblem{code, id, c ? c->name : QString(), condition, value, maxValue};
    };
    if (!c)
        return refuse(ConditionRefusal::NoCreature);
    if (condition.isEmpty())
        return refuse(ConditionRefusal::NoCondition);
    const int maxValue = maxValueOf(e.ruleset, condition);
    if (value < 0 || (maxValue > 0 && value > maxValue))
        return refuse(ConditionRefusal::ValueOutOfRange, maxValue);
    if (rounds && *rounds < 1)
        return refuse(ConditionRefusal::TooShort);
    // RULES.md 13.6: a creature immune to a condition can't be given it.
    if (value > 0 && c->conditionImmunities.contains(condition.toLower()))
        return refuse(ConditionRefusal::Immune);
    Combatant *k = e.combat.combatant(id);
    int *counter = k ? counterOf(e.ruleset, *k, condition) : nullptr;
    if (!counter && !k && (condition == QLatin1String("fatigue") || condition == QLatin1String("strife")
                           || condition == QLatin1String("wounded") || condition == QLatin1String("dying"))
        && (e.ruleset == Ruleset::A5e || e.ruleset == Ruleset::Pf2e))
        return refuse(ConditionRefusal::KeptByTracker);

    if (value == 0) {
        if (counter)
            *counter = 0;
        if (condition == QLatin1String("fatigue") && k)
            k->fatigueGained = 0;
        c->setConditionLevel(condition, 0);
        if (c->has(condition))
            setCondition(e, id, condition, false);
        else
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is no longer %2."), {who(*c), LogArg::condition(condition)}));
        return {};
    }

    if (counter) {
        const int before = *counter;
        if (condition == QLatin1String("fatigue") && k) {
            *counter = value;
            if (e.combat.active && value > before)
                k->fatigueGained = std::min(value, k->fatigueGained + value - before);
            k->fatigueGained = std::min(k->fatigueGained, value);
            if (value >= 7 && !c->has(QStringLiteral("doomed"))) {
                addCondition(*c, QStringLiteral("doomed"));
                log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 has 7 levels of fatigue and is doomed."), {who(*c)}));
            }
        } else {
            *counter = value;
        }
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1: %2 %3."), {who(*c), LogArg::condition(condition), value}));
        if (condition == QLatin1String("dying") && k) {
            k->downed = true;
            k->stable = false;
            addCondition(*c, QStringLiteral("unconscious"));
            addCondition(*c, QStringLiteral("prone"));
            if (value >= std::max(1, 4 - conditionValue(e, id, QStringLiteral("doomed")))) {
                addCondition(*c, QStringLiteral("dead"));
                dropCondition(*c, QStringLiteral("unconscious"));
                k->downed = false;
                k->dying = 0;
                log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 dies (%2)."), {who(*c), logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "dying %1"), {value})}));
            }
        }
        return {};
    }

    if (isLevel(e.ruleset, condition)) {
        c->setConditionLevel(condition, value);
        addCondition(*c, condition);
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1: %2 %3."), {who(*c), LogArg::condition(condition), value}));
        if (condition == QLatin1String("exhaustion") && value >= 6) { // SRD 5.1 and 5.2: death at 6
            Combatant *kk = e.combat.combatant(id);
            addCondition(*c, QStringLiteral("dead"));
            dropCondition(*c, QStringLiteral("unconscious"));
            if (kk)
                kk->downed = false;
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 dies (%2)."), {who(*c), logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "exhaustion 6"), {})}));
            return {};
        }
        if (condition == QLatin1String("doomed") && k && k->dying > 0 && k->dying >= std::max(1, 4 - value)) {
            addCondition(*c, QStringLiteral("dead"));
            dropCondition(*c, QStringLiteral("unconscious"));
            k->downed = false;
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 dies (%2)."), {who(*c), logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "dying %1, doomed %2"), {k->dying, value})}));
            return {};
        }
    } else if (maxValue > 0 || rounds) {
        // A valued condition (pf2e frightened 2) or one that lasts some rounds: an effect.
        auto &fx = e.combat.effects;
        auto it = std::find_if(fx.begin(), fx.end(), [&](const Effect &f) { return f.target == id && f.condition == condition; });
        if (it != fx.end()) {
            it->value = maxValue > 0 ? value : 0;
            if (rounds)
                it->rounds = rounds;
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is now %2."), {who(*c), effectMessage(*it)}));
        } else {
            Effect f;
            f.name = conditionName(condition);
            f.target = id;
            f.condition = condition;
            f.value = maxValue > 0 ? value : 0;
            if (rounds) {
                f.rounds = *rounds;
                f.of = id;
                f.tick = Tick::Start;
            }
            addEffect(e, f);
        }
    } else {
        if (c->has(condition))
            return {};
        setCondition(e, id, condition, true);
    }

    // What the condition brings.
    c = creatureOf(e, id);
    if (condition == QLatin1String("prone")) {
        // Seed 002: a rider knocked prone, or whose mount is, saves or falls off.
        if (Combatant *kk = e.combat.combatant(id); kk && !kk->mountedOn.isEmpty())
            riderSave(e, dice, id);
        else if (const QString rider = riderOf(e, id); !rider.isEmpty())
            riderSave(e, dice, rider);
    }
    fallIfFlying(e, dice, id);
    return {};
}

// Conditions kept as a level on the creature: they outlast the fight.
bool isLevel(Ruleset r, const QString &condition)
{
    return (condition == QLatin1String("exhaustion") && r != Ruleset::A5e && r != Ruleset::Pf2e)
        || (condition == QLatin1String("doomed") && r == Ruleset::Pf2e);
}

} // namespace bm::combat
