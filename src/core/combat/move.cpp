#include "combat/move.h"

#include "combat/combat.h"
#include "combat/roster.h"
#include "rules/movement.h"

#include <QCoreApplication>

#include <algorithm>

namespace bm::combat {

QString moveRefusalId(MoveRefusal r)
{
    switch (r) {
    case MoveRefusal::None:
        return {};
    case MoveRefusal::NoCreature:
        return QStringLiteral("no-creature");
    case MoveRefusal::OffTheMap:
        return QStringLiteral("off-the-map");
    case MoveRefusal::RidesOnItsOwn:
        return QStringLiteral("rides");
    case MoveRefusal::CannotStand:
        return QStringLiteral("cannot-stand");
    case MoveRefusal::CannotMove:
        return QStringLiteral("cannot-move");
    case MoveRefusal::NoPath:
        return QStringLiteral("no-path");
    case MoveRefusal::TooFar:
        return QStringLiteral("too-far");
    case MoveRefusal::CannotTumbleOrDrag:
        return QStringLiteral("cannot-drag");
    }
    return {};
}

MoveOutcome judgeMoveRequest(const Encounter &e, MovementEngine &engine, const MoveRequest &request)
{
    MoveOutcome out;
    const Creature *mover = e.creature(request.mover);
    if (!mover) {
        out.refusal = MoveRefusal::NoCreature;
        return out;
    }
    out.from = mover->position;
    out.to = request.destination();
    const int s = mover->spaceSquares();
    if (request.route.empty() || out.to.x < 0 || out.to.y < 0 || out.to.x + s > e.width || out.to.y + s > e.height) {
        out.refusal = MoveRefusal::OffTheMap;
        return out;
    }
    if (request.placeFreely)
        return out; // the GM's override: no path, nothing paid
    // A rider on an independent mount (pf2e) doesn't walk off it: the mount's own move
    // carries it (docs/DECISIONS.md).
    if (!TurnBudget::independentMountOf(e, mover->id).isEmpty()) {
        out.refusal = MoveRefusal::RidesOnItsOwn;
        return out;
    }
    const TurnBudget turn = TurnBudget::of(e, mover->id);
    out.inTurn = turn.inTurn;
    MoveChoices choices = request.choices;
    choices.stand = choices.stand && mover->isProne();
    if (choices.stand) {
        // RULES.md 4.5: in its turn the Stand Up action pays (half the speed, pf2e one
        // action); out of it the GM stands it up, as long as it can stand at all.
        if (turn.inTurn)
            out.standProblem = turnActionProblem(e, mover->id, TurnAction::StandUp);
        else if (moveSpeed(*mover, MoveMode::Walk, e.ruleset) <= 0)
            out.standProblem = logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 can't stand up at speed 0."), {who(*mover)});
        if (!out.standProblem.isEmpty()) {
            out.refusal = MoveRefusal::CannotStand;
            return out;
        }
    }
    // RULES.md 14.6: the creature tumbled through, the grappled creature dragged.
    if (!choices.through.isEmpty())
        out.dragRefusal = throughRefusal(*mover, choices.through);
    const Creature *dragged = choices.drag.isEmpty() ? nullptr : e.creature(choices.drag);
    if (out.dragRefusal == DragRefusal::None && !choices.drag.isEmpty())
        out.dragRefusal = dragRefusal(e, *mover, choices.drag);
    if (out.dragRefusal != DragRefusal::None) {
        out.refusal = MoveRefusal::CannotTumbleOrDrag;
        return out;
    }
    if (dragged) {
        out.dragged = dragged->id;
        out.draggedTo = {out.to.x + dragged->position.x - mover->position.x, out.to.y + dragged->position.y - mover->position.y};
    }
    out.judgement = judgeMove(engine, *mover, request.route, turn, choices);
    const MoveJudgement &j = out.judgement;
    if (j.cannotMove)
        out.refusal = MoveRefusal::CannotMove;
    else if (!j.found())
        out.refusal = MoveRefusal::NoPath;
    else if (!j.allowed)
        out.refusal = MoveRefusal::TooFar;
    if (out.refused())
        return out;
    out.stoodUp = choices.stand;
    out.standPaid = choices.stand && turn.inTurn;
    out.carried = movesWith(e, mover->id);
    out.attacksLogged = e.combat.active ? int(j.path.provokes.size()) : 0;
    return out;
}

MoveOutcome makeMove(Encounter &e, MovementEngine &engine, const MoveRequest &request)
{
    MoveOutcome out = judgeMoveRequest(e, engine, request);
    if (out.refused())
        return out;
    const QString &id = request.mover;
    if (request.placeFreely) {
        e.creatures[std::size_t(e.creatureIndex(id))].position = out.to;
        return out;
    }
    PathResult path = out.judgement.path;
    if (out.standPaid) {
        takeTurnAction(e, id, TurnAction::StandUp);
        // The Stand Up action paid for itself: the path's pf2e count included it.
        if (e.ruleset == Ruleset::Pf2e)
            path.actions = std::max(0, path.actions - 1);
    } else if (out.stoodUp) {
        setCondition(e, id, QStringLiteral("prone"), false);
    }
    e.creatures[std::size_t(e.creatureIndex(id))].position = out.to;
    if (!out.dragged.isEmpty()) // RULES.md 14.6: the grappled creature moves with it
        e.creatures[std::size_t(e.creatureIndex(out.dragged))].position = out.draggedTo;
    // Its mount or rider goes with it; in its turn the turn pays and the attacks are logged.
    followMove(e, id, out.from, out.to, out.inTurn ? &path : nullptr, request.choices.mode);
    if (!out.inTurn) // out of its turn: the log still says who may strike, the GM rolls it
        logOpportunityAttacks(e, id, path);
    return out;
}

} // namespace bm::combat
