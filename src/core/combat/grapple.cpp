#include "combat/grapple.h"

#include "combat/combatinternal.h"
#include "rules/distance.h"

namespace bm::combat {

namespace {

const QString kGrappled = QStringLiteral("grappled");

bool withinReach(const Encounter &e, const Creature &a, const Creature &t)
{
    return rectWithinReach(e, a.spaceRect(), t.spaceRect(), a.reachFeet(e.ruleset), levelGap(e, a, t));
}

} // namespace

QStringList grappleTargets(const Encounter &e, const QString &id)
{
    QStringList out;
    const Creature *g = e.creature(id);
    if (!g)
        return out;
    for (const Creature &t : e.creatures)
        if (t.id != g->id && !t.isDead() && !g->grappling.contains(t.id) && withinReach(e, *g, t))
            out << t.id;
    return out;
}

GrappleOutcome grapple(Encounter &e, Dice &dice, const QString &grappler, const QString &target)
{
    GrappleOutcome out;
    Creature *g = creatureOf(e, grappler);
    const Creature *t = e.creature(target);
    if (!g || !t) {
        out.refusal = GrappleRefusal::NoCreature;
        out.creature = g ? target : grappler;
        return out;
    }
    if (g->id == t->id) {
        out.refusal = GrappleRefusal::Itself;
        return out;
    }
    if (g->grappling.contains(t->id)) {
        out.refusal = GrappleRefusal::AlreadyGrappling;
        return out;
    }
    if (!withinReach(e, *g, *t)) {
        out.refusal = GrappleRefusal::OutOfReach;
        return out;
    }
    // The condition first: a refusal (immune) leaves the encounter as it was.
    if (!t->has(kGrappled)) {
        Encounter tried = e;
        if (const ConditionProblem p = applyCondition(tried, dice, target, kGrappled)) {
            out.refusal = GrappleRefusal::Condition;
            out.condition = p;
            return out;
        }
        e = std::move(tried);
        g = creatureOf(e, grappler);
    }
    g->grappling << target;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 grapples %2."), {who(*g), who(*e.creature(target))}));
    return out;
}

GrappleOutcome release(Encounter &e, const QString &grappler, const QString &target)
{
    GrappleOutcome out;
    Creature *g = creatureOf(e, grappler);
    if (!g) {
        out.refusal = GrappleRefusal::NoCreature;
        out.creature = grappler;
        return out;
    }
    if (!g->grappling.contains(target)) {
        out.refusal = GrappleRefusal::NotGrappling;
        return out;
    }
    g->grappling.removeAll(target);
    const Creature *t = e.creature(target);
    if (t)
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 releases %2."), {who(*g), who(*t)}));
    const bool stillHeld = std::any_of(e.creatures.begin(), e.creatures.end(),
                                       [&](const Creature &o) { return o.grappling.contains(target); });
    if (t && !stillHeld && t->has(kGrappled))
        setCondition(e, target, kGrappled, false);
    return out;
}

} // namespace bm::combat
