#include "combat/stealth.h"

#include "combat/combat.h"
#include "combat/combatinternal.h"
#include "rules/push.h"
#include "rules/sight.h"

#include <algorithm>

namespace bm::combat {

namespace {

// In a fight, in its own turn, the action (pf2e: one action) is spent; a problem refuses.
LogMessage spendAction(Encounter &e, const QString &id)
{
    if (!e.combat.active || e.combat.turn != id || !e.combat.combatant(id))
        return {};
    return takeTurnAction(e, id, TurnAction::Action);
}

// RULES.md 14.2: `hidden` becomes {total, [], sneak}; 2024 needs the Hide action's DC 15.
// `check` is the total as the log shows it (the roll, or the number typed).
StealthOutcome hideWith(Encounter &e, Creature &c, int total, const LogArg &check, bool sneak)
{
    StealthOutcome out;
    out.check = total;
    if (e.ruleset == Ruleset::Dnd2024 && total < 15) {
        // SRD 5.2 Hide: DC 15.
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 tries to hide (Stealth %2) and fails (DC 15)."), {who(c), check}));
        return out;
    }
    HiddenState h;
    h.stealth = total;
    h.sneak = sneak;
    c.hidden = h;
    out.hid = true;
    log(e, sneak && e.ruleset == Ruleset::Pf2e ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 sneaks (Stealth %2)."), {who(c), check})
                 : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 hides (Stealth %2)."), {who(c), check}));
    return out;
}

} // namespace

StealthOutcome hide(Encounter &e, Dice &dice, const QString &id, bool sneak)
{
    Creature *c = creatureOf(e, id);
    if (!c) {
        StealthOutcome out;
        out.refusal = StealthRefusal::NoCreature;
        return out;
    }
    const DiceRoll r = dice.d20(c->stealthBonus());
    return hideWith(e, *c, r.total, r.message(), sneak);
}

StealthOutcome hide(Encounter &e, const QString &id, int total, bool sneak)
{
    Creature *c = creatureOf(e, id);
    if (!c) {
        StealthOutcome out;
        out.refusal = StealthRefusal::NoCreature;
        return out;
    }
    return hideWith(e, *c, total, total, sneak);
}

StealthOutcome search(Encounter &e, Dice &dice, const QString &id)
{
    StealthOutcome out;
    const Creature *o = e.creature(id);
    if (!o) {
        out.refusal = StealthRefusal::NoCreature;
        return out;
    }
    if (e.ruleset == Ruleset::Pf2e) {
        out.refusal = StealthRefusal::WrongRuleset;
        return out;
    }
    if (LogMessage problem = spendAction(e, id); !problem.isEmpty()) {
        out.refusal = StealthRefusal::NoActionLeft;
        out.problem = problem;
        return out;
    }
    o = e.creature(id);
    const DiceRoll r = dice.d20(o->perceptionBonus());
    out.check = r.total;
    {
        const SightMap sight(e);
        for (const Creature &h : e.creatures) {
            if (h.id == id || !h.hidden || h.hidden->foundBy.contains(id))
                continue;
            if (h.hidden->stealth <= r.total && sight.lineOfSight(*o, h))
                out.found << h.id;
        }
    }
    for (const QString &f : out.found)
        creatureOf(e, f)->hidden->foundBy << id;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 searches (Perception %2)."), {who(*o), r.message()}));
    for (const QString &f : out.found)
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 finds %2."), {who(*o), who(e, f)}));
    return out;
}

StealthOutcome seek(Encounter &e, Dice &dice, const QString &id, std::optional<QPointF> toward)
{
    StealthOutcome out;
    const Creature *o = e.creature(id);
    if (!o) {
        out.refusal = StealthRefusal::NoCreature;
        return out;
    }
    if (e.ruleset != Ruleset::Pf2e) {
        out.refusal = StealthRefusal::WrongRuleset;
        return out;
    }
    const AreaOfEffect area = seekArea(id, toward);
    const AreaResult in = areaSquares(e, area);
    if (!in.ok) {
        out.refusal = StealthRefusal::BadSeekArea;
        out.area = in.problem;
        return out;
    }
    if (LogMessage problem = spendAction(e, id); !problem.isEmpty()) {
        out.refusal = StealthRefusal::NoActionLeft;
        out.problem = problem;
        return out;
    }
    o = e.creature(id);
    const DiceRoll r = dice.d20(o->perceptionBonus());
    out.check = r.total;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 seeks (Perception %2)."), {who(*o), r.message()}));
    for (const QString &hid : in.creatures) {
        Creature *h = creatureOf(e, hid);
        if (!h || h->id == id || !h->hidden || h->hidden->foundBy.contains(id))
            continue;
        const int dc = 10 + h->stealthBonus();
        const bool critical = r.total >= dc + 10;
        if (r.total < dc)
            continue;
        if (critical || !h->hidden->sneak) {
            h->hidden->foundBy << id;
            out.found << hid;
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 finds %2."), {who(e, id), who(*h)}));
        } else {
            // Simplified (RULES.md 14.4): no longer undetected, for everyone.
            h->hidden->sneak = false;
            out.unsneaked << hid;
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 notices where %2 is (hidden, no longer undetected)."), {who(e, id), who(*h)}));
        }
    }
    return out;
}

AreaOfEffect seekArea(const QString &id, std::optional<QPointF> toward)
{
    // A 30-ft cone toward the point, or a 15-ft emanation (RULES.md 11).
    AreaOfEffect area;
    area.creature = id;
    if (toward) {
        area.shape = AreaShape::Cone;
        area.sizeFeet = 30;
        area.toward = toward;
    } else {
        area.shape = AreaShape::Emanation;
        area.sizeFeet = 15;
    }
    return area;
}

StealthOutcome reveal(Encounter &e, const QString &id)
{
    StealthOutcome out;
    Creature *c = creatureOf(e, id);
    if (!c) {
        out.refusal = StealthRefusal::NoCreature;
        return out;
    }
    if (!c->hidden) {
        out.refusal = StealthRefusal::NotHidden;
        return out;
    }
    c->hidden.reset();
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is no longer hidden."), {who(*c)}));
    return out;
}

StealthOutcome push(Encounter &e, const QString &id, QPointF from, double feet, std::optional<Compass> direction)
{
    StealthOutcome out;
    Creature *c = creatureOf(e, id);
    if (!c) {
        out.refusal = StealthRefusal::NoCreature;
        return out;
    }
    const std::vector<Compass> open = pushDirections(e, *c, from);
    if (open.empty()) {
        out.refusal = StealthRefusal::NoPush;
        return out;
    }
    Compass chosen = open.front();
    if (direction) {
        if (std::find(open.begin(), open.end(), *direction) == open.end()) {
            out.refusal = StealthRefusal::DirectionNotOpen;
            return out;
        }
        chosen = *direction;
    } else if (open.size() > 1) {
        out.refusal = StealthRefusal::DirectionNeeded;
        return out;
    }
    const PushResult p = pushIn(e, *c, chosen, feet);
    c->position = p.to;
    // RULES.md 14.5: it costs the creature nothing and provokes nothing.
    // The direction worded in the reader's language, and what stopped it short, if anything.
    if (p.stoppedBy == PushStop::None)
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is pushed %2 ft %3 to %4,%5."),
                          {who(*c), p.movedFeet, LogArg(compassMessage(chosen)), p.to.x, p.to.y}));
    else
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is pushed %2 ft %3 to %4,%5: %6 stops it."),
                          {who(*c), p.movedFeet, LogArg(compassMessage(chosen)), p.to.x, p.to.y, LogArg(pushStopMessage(p, e))}));
    return out;
}

} // namespace bm::combat
