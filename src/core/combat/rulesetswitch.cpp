// What switching the ruleset does to an encounter: see rulesetswitch.h and
// docs/DECISIONS.md ("Switching the ruleset").

#include "combat/rulesetswitch.h"

#include "combat/combat.h"
#include "combat/combatinternal.h"

#include <algorithm>
#include <utility>

namespace bm::combat {

namespace {

bool isFiveE(Ruleset r)
{
    return r != Ruleset::Pf2e;
}

// The conditions a ruleset's list offers, with their highest value (0: plain).
int maxValueIn(Ruleset r, const QString &condition, bool *listed = nullptr)
{
    for (const ConditionName &n : conditionsFor(r))
        if (n.id == condition) {
            if (listed)
                *listed = true;
            return n.maxValue;
        }
    if (listed)
        *listed = false;
    return 0;
}

// Conditions the engine reads in every ruleset (RULES.md 4.3's incapacitated list, 7's
// grappled and restrained, 12's blinded and invisible), kept even where the ruleset's own
// list names them otherwise (pf2e lists "grabbed"; RULES.md 7 and 14.6 read `grappled`).
bool readByTheEngine(const QString &condition)
{
    static const QStringList kept = {QStringLiteral("incapacitated"), QStringLiteral("paralyzed"),
                                     QStringLiteral("petrified"),     QStringLiteral("stunned"),
                                     QStringLiteral("unconscious"),   QStringLiteral("dead"),
                                     QStringLiteral("grappled"),      QStringLiteral("restrained"),
                                     QStringLiteral("prone"),         QStringLiteral("blinded"),
                                     QStringLiteral("invisible")};
    return kept.contains(condition);
}

// The condition `condition` of ruleset `from` becomes under `to`: a near equivalent, the
// same id, or nothing (empty). Pairs where the same name means something else are dropped.
QString mappedCondition(Ruleset from, Ruleset to, const QString &condition)
{
    const auto is = [&](const char *id) { return condition == QLatin1String(id); };
    if (isFiveE(from) && to == Ruleset::Pf2e) {
        if (is("poisoned")) // disadvantage on attacks and checks ~ a status penalty to checks
            return QStringLiteral("sickened");
        if (is("exhaustion") || is("fatigue"))
            return QStringLiteral("fatigued");
        // a5e doomed is a death sentence, pf2e doomed lowers the dying that kills; no Dodge,
        // concentration, surprise (RULES.md 8) or squeezing (RULES.md 4.4) in pf2e.
        if (is("doomed") || is("dodging") || is("concentrating") || is("surprised") || is("squeezed"))
            return {};
    } else if (from == Ruleset::Pf2e && isFiveE(to)) {
        if (is("sickened"))
            return QStringLiteral("poisoned");
        if (is("fatigued"))
            return to == Ruleset::A5e ? QStringLiteral("fatigue") : QStringLiteral("exhaustion");
        if (is("grabbed"))
            return QStringLiteral("grappled");
        if (is("fleeing")) // it must move away: the nearest 5e condition is frightened
            return QStringLiteral("frightened");
        if (is("doomed"))
            return {};
    } else if (isFiveE(from) && isFiveE(to)) {
        if (is("exhaustion") && to == Ruleset::A5e)
            return QStringLiteral("fatigue"); // A5E replaces exhaustion with fatigue (seed 000)
        if (is("fatigue") && to != Ruleset::A5e)
            return QStringLiteral("exhaustion");
    }
    bool listed = false;
    maxValueIn(to, condition, &listed);
    return listed || readByTheEngine(condition) ? condition : QString();
}

// Conditions the tracker keeps as counters on the combatant (combatstate.h).
bool isCounter(Ruleset r, const QString &condition)
{
    return (r == Ruleset::A5e && (condition == QLatin1String("fatigue") || condition == QLatin1String("strife")))
        || (r == Ruleset::Pf2e && (condition == QLatin1String("wounded") || condition == QLatin1String("dying")));
}

int *counterOf(Ruleset r, Combatant &k, const QString &condition)
{
    if (!isCounter(r, condition))
        return nullptr;
    if (condition == QLatin1String("fatigue"))
        return &k.fatigue;
    if (condition == QLatin1String("strife"))
        return &k.strife;
    if (condition == QLatin1String("wounded"))
        return &k.wounded;
    return &k.dying;
}

// The value a condition takes under the new ruleset: valued ones keep theirs (at least 1,
// at most the ruleset's highest; 2014/2024 exhaustion never 6, which kills), plain ones none.
int valueUnder(Ruleset to, const QString &condition, int fromValue)
{
    int max = maxValueIn(to, condition);
    if (condition == QLatin1String("exhaustion") && to != Ruleset::A5e)
        max = 5;
    if (max <= 0)
        return 0;
    return std::clamp(fromValue, 1, max);
}

QString onOff(bool on)
{
    return on ? QStringLiteral("on") : QStringLiteral("off");
}

void switchOptions(const Encounter &before, Encounter &after, Ruleset to, std::vector<RulesetChange> &changes)
{
    const Ruleset from = before.ruleset;
    // Diagonals (RULES.md 3): the old default written down is still "the ruleset's default".
    const std::optional<Diagonals> d = before.options.diagonals;
    if (!d || *d == defaultDiagonals(from)) {
        after.options.diagonals.reset();
        if (before.diagonals() != defaultDiagonals(to))
            changes.push_back({RulesetChange::Kind::Option, {}, QStringLiteral("diagonals"), diagonalsId(before.diagonals()), 0,
                               diagonalsId(defaultDiagonals(to)), 0});
    } else if (*d != defaultDiagonals(to)) {
        changes.push_back({RulesetChange::Kind::OptionKept, {}, QStringLiteral("diagonals"), diagonalsId(*d), 0, diagonalsId(*d), 0});
    }
    // Flanking (RULES.md 6): the same.
    const std::optional<bool> f = before.options.flanking;
    if (!f || *f == defaultFlanking(from)) {
        after.options.flanking.reset();
        if (before.flanking() != defaultFlanking(to))
            changes.push_back({RulesetChange::Kind::Option, {}, QStringLiteral("flanking"), onOff(before.flanking()), 0,
                               onOff(defaultFlanking(to)), 0});
    } else if (*f != defaultFlanking(to)) {
        changes.push_back({RulesetChange::Kind::OptionKept, {}, QStringLiteral("flanking"), onOff(*f), 0, onOff(*f), 0});
    }
}

// Gives `c` the condition `id` at `value` under the new ruleset, where it is kept.
void give(Encounter &after, Creature &c, Combatant *k, const QString &id, int value)
{
    const Ruleset r = after.ruleset;
    if (isCounter(r, id)) {
        if (k)
            *counterOf(r, *k, id) = std::max(*counterOf(r, *k, id), value);
        return;
    }
    addCondition(c, id);
    if (isLevel(r, id))
        c.setConditionLevel(id, std::max(c.conditionLevel(id), value));
}

void switchCreature(const Encounter &before, Encounter &after, const Creature &was, std::vector<RulesetChange> &changes)
{
    const Ruleset from = before.ruleset;
    const Ruleset to = after.ruleset;
    Creature *c = creatureOf(after, was.id);
    Combatant *k = after.combat.combatant(was.id);
    const Combatant *wasK = before.combat.combatant(was.id);

    // Every condition it has, the tracker's counters included (not dying: 0 HP below).
    QStringList had = was.conditions;
    if (wasK)
        for (const char *counter : {"fatigue", "strife", "wounded"})
            if (isCounter(from, QLatin1String(counter)) && conditionValue(before, was.id, QLatin1String(counter)) > 0)
                if (!had.contains(QLatin1String(counter)))
                    had << QLatin1String(counter);
    // Start from none; give back what the new ruleset has.
    for (const QString &cond : std::as_const(had)) {
        dropCondition(*c, cond);
        c->setConditionLevel(cond, 0);
    }
    if (k) {
        k->fatigue = k->fatigueGained = k->strife = k->wounded = 0;
        if (to == Ruleset::Pf2e)
            k->surprised = false; // RULES.md 8: pf2e has no surprise
    }
    for (const QString &cond : std::as_const(had)) {
        const int fromValue = maxValueIn(from, cond) > 0 || isCounter(from, cond) || isLevel(from, cond)
                                  ? conditionValue(before, was.id, cond)
                                  : 0;
        QString target = mappedCondition(from, to, cond);
        // A counter needs the tracker: out of the fight there is nowhere to keep it.
        if (!target.isEmpty() && isCounter(to, target) && !k)
            target.clear();
        const int toValue = target.isEmpty() ? 0 : valueUnder(to, target, fromValue);
        if (!target.isEmpty())
            give(after, *c, k, target, toValue);
        // Effects that gave it (a valued pf2e condition, one that lasts some rounds) give the
        // new one, or nothing; one that only carried the condition goes with it.
        auto &fx = after.combat.effects;
        for (auto it = fx.begin(); it != fx.end();) {
            if (it->target != was.id || it->condition != cond) {
                ++it;
                continue;
            }
            if (target.isEmpty() || isCounter(to, target) || isLevel(to, target)) {
                if (!it->area && it->persistent.isEmpty() && it->name == conditionName(cond)) {
                    it = fx.erase(it);
                    continue;
                }
                it->condition.clear();
                it->value = 0;
            } else {
                if (it->name == conditionName(cond))
                    it->name = conditionName(target);
                it->condition = target;
                it->value = maxValueIn(to, target) > 0 ? toValue : 0;
            }
            ++it;
        }
        if (target != cond || toValue != fromValue)
            changes.push_back({RulesetChange::Kind::Condition, was.id, {}, cond, fromValue, target, toValue});
    }

    // At 0 HP (RULES.md 8 and rules-sources: 5e death saves, pf2e dying and recovery checks):
    // the steps left to death carry over, 3 failures and dying 4 both kill.
    if (!k || !wasK || !wasK->downed || was.isDead() || isFiveE(from) == isFiveE(to))
        return;
    if (isFiveE(from)) {
        if (wasK->stable) {
            k->dying = 0;
            k->stable = true;
        } else {
            k->dying = std::min(3, 1 + wasK->deathFailures);
            changes.push_back({RulesetChange::Kind::ZeroHp, was.id, {}, QStringLiteral("death-saves"), wasK->deathFailures,
                               QStringLiteral("dying"), k->dying});
        }
        k->deathSuccesses = k->deathFailures = 0;
    } else {
        k->deathSuccesses = 0;
        if (wasK->dying > 0) {
            k->stable = false;
            k->deathFailures = std::clamp(wasK->dying - 1, 0, 2);
            changes.push_back({RulesetChange::Kind::ZeroHp, was.id, {}, QStringLiteral("dying"), wasK->dying,
                               QStringLiteral("death-saves"), k->deathFailures});
        } else {
            k->deathFailures = 0;
            k->stable = true;
        }
        k->dying = 0;
    }
}

} // namespace

RulesetSwitch switchRuleset(const Encounter &e, Ruleset to)
{
    RulesetSwitch out{e, {}};
    if (e.ruleset == to)
        return out;
    out.encounter.ruleset = to;
    switchOptions(e, out.encounter, to, out.changes);
    for (const Creature &c : e.creatures)
        switchCreature(e, out.encounter, c, out.changes);
    return out;
}

} // namespace bm::combat
