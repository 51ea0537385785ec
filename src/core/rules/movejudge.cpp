#include "rules/movejudge.h"
#include "model/geometry.h"

#include <algorithm>

namespace bm {

namespace {

using geom::kEps;

bool isDiagonal(GridPoint a, GridPoint b)
{
    return a.x != b.x && a.y != b.y;
}

MoveRequest requestFor(const Creature &mover, const TurnBudget &turn, const MoveChoices &choices)
{
    MoveRequest r;
    r.creature = mover.id;
    r.mode = choices.mode;
    r.disengage = choices.disengage || turn.disengaged; // the Disengage action lasts the turn
    r.stand = choices.stand;
    r.through = choices.through;
    r.drag = choices.drag;
    r.dash = turn.dashed;           // RULES.md 4.5: a Dash taken doubles the budget
    r.spentFeet = turn.spentFeet;   // the budget minus movement already spent
    r.diagonalsTaken = turn.diagonals; // the alternating count runs over the whole turn
    return r;
}

} // namespace

DragRefusal throughRefusal(const Creature &mover, const QString &through)
{
    return through == mover.id ? DragRefusal::ThroughSelf : DragRefusal::None;
}

DragRefusal dragRefusal(const Encounter &e, const Creature &mover, const QString &dragged)
{
    if (e.ruleset == Ruleset::Pf2e)
        return DragRefusal::NoDragInPf2e;
    if (!mover.grappling.contains(dragged) || dragged == mover.id)
        return DragRefusal::NotGrappledByIt;
    const Creature *d = e.creature(dragged);
    if (!d || !d->has(QStringLiteral("grappled")))
        return DragRefusal::NotGrappled;
    return DragRefusal::None;
}

namespace {

// Appends a later leg to the route so far (the leg starts where the route ends).
void joinLeg(PathResult &route, const PathResult &leg)
{
    route.costFeet += leg.costFeet;
    route.squeezedSteps += leg.squeezedSteps;
    route.endsSqueezed = leg.endsSqueezed;
    route.actions += leg.actions;
    route.path.insert(route.path.end(), leg.path.begin() + 1, leg.path.end());
    route.squeezed.insert(route.squeezed.end(), leg.squeezed.begin() + 1, leg.squeezed.end());
    route.occupied.insert(route.occupied.end(), leg.occupied.begin() + 1, leg.occupied.end());
}

} // namespace

TurnBudget TurnBudget::of(const Encounter &e, const QString &creature)
{
    TurnBudget t;
    const CombatState &s = e.combat;
    if (!s.active)
        return t;
    if (s.turn != creature) {
        // A controlled mount moves on its rider's turn (5e family): its own movement.
        const Combatant *rider = s.combatant(s.turn);
        if (!rider || rider->mountedOn != creature || creature.isEmpty() || !isFiveEFamily(e.ruleset))
            return t;
    }
    const Combatant *k = s.combatant(creature);
    if (!k)
        return t;
    t.inTurn = true;
    t.spentFeet = k->movementSpent;
    t.diagonals = k->diagonals;
    t.dashed = k->dashed;
    t.actionUsed = k->actionUsed;
    t.disengaged = k->disengaged;
    // A5E: no Dash while suffering fatigue; levels gained in this fight are felt after it.
    t.dashBlocked = e.ruleset == Ruleset::A5e && k->fatigue - k->fatigueGained > 0;
    t.actionsLeft = k->actions;
    return t;
}

QString TurnBudget::carrierOf(const Encounter &e, const QString &creature)
{
    const Combatant *k = e.combat.active ? e.combat.combatant(creature) : nullptr;
    if (k && !k->mountedOn.isEmpty() && isFiveEFamily(e.ruleset) && e.creature(k->mountedOn))
        return k->mountedOn;
    return creature;
}

QString TurnBudget::independentMountOf(const Encounter &e, const QString &creature)
{
    const Combatant *k = e.combat.active ? e.combat.combatant(creature) : nullptr;
    if (k && !k->mountedOn.isEmpty() && !isFiveEFamily(e.ruleset) && e.creature(k->mountedOn))
        return k->mountedOn;
    return {};
}

MoveMode preferredMoveMode(const Creature &c)
{
    if (c.speed.fly > 0 && (c.elevation > 0 || c.speed.fly > c.speed.walk))
        return MoveMode::Fly;
    if (c.speed.swim > c.speed.walk)
        return MoveMode::Swim;
    return MoveMode::Walk;
}

MoveJudgement judgeMove(MovementEngine &engine, const Creature &mover, const std::vector<GridPoint> &route,
                        const TurnBudget &turn, const MoveChoices &choices)
{
    MoveJudgement j;
    j.usesActions = engine.encounter().ruleset == Ruleset::Pf2e;
    j.spentFeet = turn.spentFeet;
    j.actionsLeft = turn.actionsLeft;
    const MoveRequest request = requestFor(mover, turn, choices);
    PathResult &p = j.path;
    int diagonals = request.diagonalsTaken;
    for (std::size_t i = 0; i < route.size(); ++i) {
        MoveRequest leg = request;
        if (i > 0)
            leg.from = route[i - 1]; // pf2e: a waypoint ends a Stride (each leg starts afresh)
        leg.diagonalsTaken = diagonals;
        const PathResult r = engine.cheapestPath(leg, route[i]);
        if (!r.found) {
            p = r;
            j.failedLeg = int(i);
            return j;
        }
        for (std::size_t k = 1; k < r.path.size(); ++k)
            diagonals += isDiagonal(r.path[k - 1], r.path[k]) ? 1 : 0;
        if (i == 0)
            p = r;
        else
            joinLeg(p, r);
    }
    if (route.empty())
        return j;
    // RULES.md 4.6: each creature at most once per move, judged on the whole route.
    if (route.size() > 1)
        p.provokes = engine.opportunityAttacks(mover, p.occupied, request.disengage);

    if (j.usesActions) {
        // RULES.md 4.5: Strides; more than the actions left can't be done this turn.
        j.allowed = p.actions >= 0 && p.actions <= turn.actionsLeft;
        j.band = j.allowed ? MoveBand::WithinSpeed : MoveBand::TooFar;
        return j;
    }
    // p.speedFeet is what is left of the speed (the engine took the movement spent off).
    j.speedFeet = p.speedFeet;
    const double modeSpeed = moveSpeed(mover, choices.mode, engine.encounter().ruleset);
    // Dash adds the whole speed once, if the action is still there.
    j.withDashFeet = turn.canDash() ? j.speedFeet + modeSpeed : j.speedFeet;
    j.cannotMove = modeSpeed <= 0;
    if (p.costFeet <= j.speedFeet + kEps)
        j.band = MoveBand::WithinSpeed;
    else if (p.costFeet <= j.withDashFeet + kEps)
        j.band = MoveBand::Dash;
    else
        j.band = MoveBand::TooFar;
    j.allowed = j.band != MoveBand::TooFar;
    return j;
}

std::vector<BandedSquare> reachBands(MovementEngine &engine, const Creature &mover, const TurnBudget &turn,
                                     const MoveChoices &choices)
{
    const bool pf2e = engine.encounter().ruleset == Ruleset::Pf2e;
    MoveRequest request = requestFor(mover, turn, choices);
    // Flood to the Dash band while Dash is possible (or taken); split by what is left below.
    request.dash = !pf2e && (turn.canDash() || turn.dashed);
    const ReachResult r = engine.reachableSquares(request);
    const double speed = moveSpeed(mover, choices.mode, engine.encounter().ruleset) * (turn.dashed ? 2.0 : 1.0) - turn.spentFeet;
    std::vector<BandedSquare> squares;
    squares.reserve(r.squares.size());
    for (const ReachSquare &sq : r.squares) {
        if (sq.at == mover.position)
            continue;
        if (pf2e && sq.actions > turn.actionsLeft)
            continue;
        const int band = pf2e ? std::max(0, sq.actions - 1) : (sq.costFeet <= speed + kEps ? 0 : 1);
        squares.push_back({sq.at, band});
    }
    return squares;
}

} // namespace bm
