// Turn actions (RULES.md 7, 8; seeds 000-004): what each costs per ruleset, when
// it can't be taken, and what it changes for the engine: Dash doubles the speed, Disengage
// stops opportunity attacks for the rest of the turn (the move judge reads `disengaged`),
// Dodge gives `dodging` until the start of the creature's next turn (the attack check reads
// it), Ready lapses at its next turn, standing up costs half the speed. A controlled mount
// may only Dash, Disengage or Dodge (seed 002). Opportunity attacks the GM confirms spend
// the attacker's reaction.

#include "combat/combat.h"

#include "combat/combatinternal.h"
#include "model/encounter.h"
#include "rules/movement.h"

#include <QCoreApplication>

#include <cmath>

namespace bm::combat {

namespace {

struct ActionText {
    TurnAction action;
    const char *id;
    struct {
        const char *source;
        const char *comment;
    } text;
};

constexpr ActionText kActions[] = {
    {TurnAction::Action, "action", QT_TRANSLATE_NOOP3("Combat", "Action", "turn action")},
    {TurnAction::BonusAction, "bonus", QT_TRANSLATE_NOOP3("Combat", "Bonus Action", "turn action")},
    {TurnAction::Reaction, "reaction", QT_TRANSLATE_NOOP3("Combat", "Reaction", "turn action")},
    {TurnAction::Dash, "dash", QT_TRANSLATE_NOOP3("Combat", "Dash", "turn action")},
    {TurnAction::Disengage, "disengage", QT_TRANSLATE_NOOP3("Combat", "Disengage", "turn action")},
    {TurnAction::Dodge, "dodge", QT_TRANSLATE_NOOP3("Combat", "Dodge", "turn action")},
    {TurnAction::Help, "help", QT_TRANSLATE_NOOP3("Combat", "Help", "turn action")},
    {TurnAction::Ready, "ready", QT_TRANSLATE_NOOP3("Combat", "Ready", "turn action")},
    {TurnAction::ReadySpell, "ready-spell", QT_TRANSLATE_NOOP3("Combat", "Ready a Spell", "turn action")},
    {TurnAction::StandUp, "stand", QT_TRANSLATE_NOOP3("Combat", "Stand Up", "turn action")},
    {TurnAction::DropProne, "drop-prone", QT_TRANSLATE_NOOP3("Combat", "Drop Prone", "turn action")},
};

bool usesTheAction(TurnAction a)
{
    switch (a) {
    case TurnAction::Action:
    case TurnAction::Dash:
    case TurnAction::Disengage:
    case TurnAction::Dodge:
    case TurnAction::Help:
    case TurnAction::Ready:
    case TurnAction::ReadySpell:
        return true;
    default:
        return false;
    }
}

// pf2e actions a turn action costs (Ready: 2; the rest of the list: 1).
int pf2eCost(TurnAction a)
{
    return a == TurnAction::Ready ? 2 : a == TurnAction::Reaction ? 0 : 1;
}

double walkSpeed(const Encounter &e, const Creature &c)
{
    return moveSpeed(c, MoveMode::Walk, e.ruleset);
}

} // namespace

QList<TurnAction> turnActionsFor(Ruleset r)
{
    if (r == Ruleset::Pf2e) // pf2e: Stride, Step and the rest are moves; no Dash, Disengage, Dodge
        return {TurnAction::Action, TurnAction::Reaction, TurnAction::Help, TurnAction::Ready, TurnAction::StandUp,
                TurnAction::DropProne};
    return {TurnAction::Action,     TurnAction::BonusAction, TurnAction::Reaction, TurnAction::Dash,
            TurnAction::Disengage,  TurnAction::Dodge,       TurnAction::Help,     TurnAction::Ready,
            TurnAction::ReadySpell, TurnAction::StandUp,     TurnAction::DropProne};
}

QString turnActionId(TurnAction a)
{
    for (const ActionText &t : kActions)
        if (t.action == a)
            return QLatin1String(t.id);
    return {};
}

std::optional<TurnAction> turnActionFromId(const QString &id)
{
    for (const ActionText &t : kActions)
        if (id == QLatin1String(t.id))
            return t.action;
    return std::nullopt;
}

LogMessage turnActionMessage(TurnAction a)
{
    for (const ActionText &t : kActions)
        if (t.action == a)
            return logMessage("Combat", SourceWithComment{t.text.source, t.text.comment});
    return {};
}

QString turnActionName(TurnAction a)
{
    for (const ActionText &t : kActions)
        if (t.action == a)
            return QCoreApplication::translate("Combat", t.text.source, t.text.comment);
    return {};
}

LogMessage turnActionProblem(const Encounter &e, const QString &id, TurnAction a)
{
    const Creature *c = e.creature(id);
    if (!c)
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "No creature \"%1\"."), {id});
    const Combatant *k = e.combat.combatant(id);
    if (!e.combat.active)
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "Combat has not started."));
    if (!k)
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is not in the fight."), {who(*c)});
    if (c->isDead())
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is dead."), {who(*c)});
    if (!turnActionsFor(e.ruleset).contains(a))
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is not an action in this ruleset."), {turnActionMessage(a)});
    const bool pf2e = e.ruleset == Ruleset::Pf2e;
    if (c->isIncapacitated())
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is incapacitated and can't act."), {who(*c)});
    if (a == TurnAction::Reaction)
        return k->reactionUsed ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 has no reaction left."), {who(*c)}) : LogMessage();
    if (e.combat.turn != id)
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "It is not %1's turn."), {who(*c)});
    if (isControlledMount(e, id) && (a == TurnAction::Action || a == TurnAction::BonusAction || a == TurnAction::Help
                                     || a == TurnAction::Ready || a == TurnAction::ReadySpell))
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is a controlled mount: it can only Dash, Disengage or Dodge."), {who(*c)});
    if (pf2e && k->actions < pf2eCost(a))
        return logMessage("Combat", QT_TRANSLATE_N_NOOP("Combat", "%1 has %n action(s) left."), {who(*c)}, k->actions);
    if (!pf2e && usesTheAction(a) && k->actionUsed)
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 has already used its action."), {who(*c)});
    if (!pf2e && a == TurnAction::BonusAction && k->bonusActionUsed)
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 has already used its bonus action."), {who(*c)});
    if (a == TurnAction::Dash && e.ruleset == Ruleset::A5e && k->fatigue - k->fatigueGained > 0)
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 can't Dash while suffering fatigue."), {who(*c)}); // seed 000
    if (a == TurnAction::StandUp) {
        if (!c->isProne())
            return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is not prone."), {who(*c)});
        if (!pf2e) {
            const double half = std::floor(walkSpeed(e, *c) / 2);
            if (walkSpeed(e, *c) <= 0)
                return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 can't stand up at speed 0."), {who(*c)});
            if (movementLeft(e, id) + 1e-9 < half)
                return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 has less than half its speed (%2 ft) left to stand up."), {who(*c), half});
        }
    }
    if (a == TurnAction::DropProne) {
        if (c->isProne())
            return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is already prone."), {who(*c)});
        if (!pf2e && walkSpeed(e, *c) <= 0)
            return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 can't drop prone at speed 0."), {who(*c)});
        if (c->elevation > 0 && c->speed.fly > 0 && !c->speed.hover)
            return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is flying: dropping prone would make it fall."), {who(*c)});
    }
    return {};
}

LogMessage takeTurnAction(Encounter &e, const QString &id, TurnAction a, const QString &detail)
{
    if (LogMessage problem = turnActionProblem(e, id, a); !problem.isEmpty())
        return problem;
    Combatant &k = *e.combat.combatant(id);
    Creature &c = *creatureOf(e, id);
    const bool pf2e = e.ruleset == Ruleset::Pf2e;
    if (a == TurnAction::Reaction)
        k.reactionUsed = true;
    else if (pf2e)
        k.actions -= pf2eCost(a);
    else if (usesTheAction(a))
        k.actionUsed = true;
    else if (a == TurnAction::BonusAction)
        k.bonusActionUsed = true;

    switch (a) {
    case TurnAction::Action:
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 takes an action."), {who(c)}));
        break;
    case TurnAction::BonusAction:
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 takes a bonus action."), {who(c)}));
        break;
    case TurnAction::Reaction:
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 uses its reaction."), {who(c)}));
        break;
    case TurnAction::Dash:
        k.dashed = true;
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 takes the Dash action."), {who(c)}));
        break;
    case TurnAction::Disengage:
        k.disengaged = true;
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 disengages: no opportunity attacks for the rest of the turn."), {who(c)}));
        break;
    case TurnAction::Dodge: {
        // RULES.md 7: `dodging` until the start of its next turn.
        Effect f;
        f.name = turnActionName(TurnAction::Dodge);
        f.target = id;
        f.source = id;
        f.condition = QStringLiteral("dodging");
        addEffect(e, untilNextTurn(e, f, id, Tick::Start));
        break;
    }
    case TurnAction::Help:
        log(e, detail.isEmpty() ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 takes the Help action."), {who(c)})
                                : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 helps %2."), {who(c), who(e, detail)}));
        break;
    case TurnAction::Ready:
    case TurnAction::ReadySpell:
        k.readied = detail.isEmpty() ? QCoreApplication::translate("Combat", "readied action") : detail;
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 readies: %2."), {who(c), k.readied}));
        if (a == TurnAction::ReadySpell) {
            // Seed 000, 004: a readied spell is held with concentration until released.
            k.extra.insert(QLatin1String(kReadiedSpellField), true);
            Effect f;
            f.name = turnActionName(TurnAction::ReadySpell);
            f.target = id;
            f.source = id;
            f.condition = QStringLiteral("concentrating");
            addEffect(e, f);
        }
        break;
    case TurnAction::StandUp:
        if (!pf2e)
            k.movementSpent += std::floor(walkSpeed(e, c) / 2); // RULES.md 4.5: half the speed
        dropCondition(c, QStringLiteral("prone"));
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 stands up."), {who(c)}));
        break;
    case TurnAction::DropProne:
        addCondition(c, QStringLiteral("prone"));
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 drops prone."), {who(c)}));
        break;
    }
    return {};
}

LogMessage opportunityAttack(Encounter &e, const QString &attacker, const QString &target)
{
    if (LogMessage problem = turnActionProblem(e, attacker, TurnAction::Reaction); !problem.isEmpty())
        return problem;
    if (!e.creature(target))
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "No creature \"%1\"."), {target});
    e.combat.combatant(attacker)->reactionUsed = true;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 makes an opportunity attack against %2; its reaction is spent."), {who(e, attacker), who(e, target)}));
    return {};
}

} // namespace bm::combat
