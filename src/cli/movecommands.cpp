// battlemap-cli path, reach, distance (CLI.md).

#include "clicontext.h"

#include "rules/distance.h"
#include "rules/movejudge.h"
#include "rules/movement.h"
#include "rules/push.h"
#include "words/words.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace bm::cli {

namespace {

MoveRequest moveRequest(CliContext &ctx)
{
    MoveRequest req;
    req.creature = ctx.creature(QStringLiteral("creature")).id;
    if (ctx.isSet(QStringLiteral("mode"))) {
        const auto mode = moveModeFromId(ctx.value(QStringLiteral("mode")));
        if (!mode)
            throw CliError{QCoreApplication::translate("battlemap-cli", "--mode must be walk, fly, swim, climb or burrow, not \"%1\"")
                               .arg(ctx.value(QStringLiteral("mode")))};
        req.mode = *mode;
    }
    req.dash = ctx.isSet(QStringLiteral("dash"));
    req.disengage = ctx.isSet(QStringLiteral("disengage"));
    req.stand = ctx.isSet(QStringLiteral("stand"));
    req.diagonalsTaken = ctx.integer(QStringLiteral("diagonals-taken"), 0, 1000000, 0);
    if (ctx.isSet(QStringLiteral("budget")))
        req.budgetFeet = ctx.number(QStringLiteral("budget"), 0, 1e9, 0);
    return req;
}

} // namespace

QString dragRefusalText(DragRefusal why, const QString &mover, const QString &other)
{
    switch (why) {
    case DragRefusal::None:
        return {};
    case DragRefusal::ThroughSelf:
        return QCoreApplication::translate("battlemap-cli", "--through: %1 can't tumble through its own space").arg(mover);
    case DragRefusal::NoDragInPf2e:
        return QCoreApplication::translate("battlemap-cli", "--drag: pf2e drags nobody (a grappled creature is moved by Reposition)");
    case DragRefusal::NotGrappledByIt:
        return QCoreApplication::translate("battlemap-cli", "--drag: %1 doesn't grapple %2 (its grappling list)").arg(mover, other);
    case DragRefusal::NotGrappled:
        return QCoreApplication::translate("battlemap-cli", "--drag: %1 doesn't have the grappled condition").arg(other);
    }
    return {};
}

QJsonObject runPath(CliContext &ctx)
{
    const MoveRequest req = moveRequest(ctx);
    const GridPoint to = ctx.square(ctx.required(QStringLiteral("to")), QStringLiteral("--to"));
    MovementEngine engine(ctx.encounter());
    // The judge of the window's drag, on a fresh turn: --dash taken, --diagonals-taken counted.
    TurnBudget turn;
    turn.dashed = req.dash;
    turn.diagonals = req.diagonalsTaken;
    MoveChoices choices{req.mode, req.disengage, req.stand, {}, {}};
    const Encounter &e = ctx.encounter();
    const Creature &mover = *e.creature(req.creature);
    // RULES.md 14.6: --through ID (Tumble), --drag ID (a grappled creature).
    if (ctx.isSet(QStringLiteral("through"))) {
        const Creature &through = ctx.creature(QStringLiteral("through"));
        if (const DragRefusal why = throughRefusal(mover, through.id); why != DragRefusal::None)
            throw CliError{dragRefusalText(why, mover.id, through.id)};
        choices.through = through.id;
    }
    const Creature *dragged = nullptr;
    if (ctx.isSet(QStringLiteral("drag"))) {
        dragged = &ctx.creature(QStringLiteral("drag"));
        if (const DragRefusal why = dragRefusal(e, mover, dragged->id); why != DragRefusal::None)
            throw CliError{dragRefusalText(why, mover.id, dragged->id)};
        choices.drag = dragged->id;
    }
    const PathResult r = judgeMove(engine, mover, {to}, turn, choices).path;
    QJsonObject out;
    out[QLatin1String("found")] = r.found;
    out[QLatin1String("speed_ft")] = feetJson(r.speedFeet);
    if (!r.found) {
        out[QLatin1String("reason")] = words::pathProblem(r.problem);
        return out;
    }
    out[QLatin1String("cost_ft")] = feetJson(r.costFeet);
    QJsonArray path;
    for (const GridPoint &p : r.path)
        path.append(squareJson(p));
    out[QLatin1String("path")] = path;
    out[QLatin1String("within_speed")] = r.withinSpeed;
    out[QLatin1String("squeezed_steps")] = r.squeezedSteps;
    out[QLatin1String("ends_squeezed")] = r.endsSqueezed;
    QJsonArray provokes;
    for (const Provocation &p : r.provokes)
        provokes.append(QJsonObject{{QStringLiteral("creature"), p.creature}, {QStringLiteral("step"), p.step}});
    out[QLatin1String("provokes")] = provokes;
    if (ctx.encounter().ruleset == Ruleset::Pf2e)
        out[QLatin1String("actions")] = r.actions;
    if (dragged && !r.path.empty()) {
        const GridPoint end = r.path.back();
        out[QLatin1String("dragged_to")] = squareJson({end.x + dragged->position.x - mover.position.x, end.y + dragged->position.y - mover.position.y});
    }
    return out;
}

QJsonObject runReach(CliContext &ctx)
{
    const MoveRequest req = moveRequest(ctx);
    MovementEngine engine(ctx.encounter());
    const ReachResult r = engine.reachableSquares(req);
    if (!r.ok)
        throw CliError{words::pathProblem(r.problem)};
    const bool pf2e = ctx.encounter().ruleset == Ruleset::Pf2e;
    QJsonArray squares;
    for (const ReachSquare &sq : r.squares) {
        QJsonObject o{{QStringLiteral("at"), squareJson(sq.at)}, {QStringLiteral("cost_ft"), feetJson(sq.costFeet)}};
        if (pf2e)
            o[QLatin1String("actions")] = sq.actions;
        if (sq.squeezed)
            o[QLatin1String("squeezed")] = true;
        squares.append(o);
    }
    QJsonObject out;
    out[QLatin1String("speed_ft")] = feetJson(r.speedFeet);
    out[QLatin1String("squares")] = squares;
    return out;
}

QJsonObject runDistance(CliContext &ctx)
{
    const Place from = ctx.place(QStringLiteral("from"));
    const Place to = ctx.place(QStringLiteral("to"));
    QJsonObject out;
    // RULES.md 10: a creature at its levels, a square at level 0 with height 1.
    const Encounter &e = ctx.encounter();
    const LevelSpan ground;
    const int dz = levelGap(from.creature ? levelSpan(e, *from.creature) : ground, to.creature ? levelSpan(e, *to.creature) : ground);
    out[QLatin1String("feet")] = feetJson(rectDistanceFeet(e, from.rect(), to.rect(), dz));
    return out;
}

// RULES.md 14.5: who pushes (--from ID) or from where (--from-point X,Y), and how far.
PushQuestion pushQuestion(CliContext &ctx)
{
    PushQuestion q;
    q.pushed = &ctx.creature(QStringLiteral("creature"));
    const bool byCreature = ctx.isSet(QStringLiteral("from"));
    const bool byPoint = ctx.isSet(QStringLiteral("from-point"));
    if (byCreature == byPoint)
        throw CliError{QCoreApplication::translate("battlemap-cli", "push needs exactly one of --from ID and --from-point X,Y")};
    if (byCreature) {
        q.from = spaceCentre(ctx.creature(QStringLiteral("from"))); // itself: a vector of length 0, no push
    } else {
        q.from = ctx.point(QStringLiteral("from-point"));
    }
    ctx.required(QStringLiteral("feet"));
    q.feet = ctx.number(QStringLiteral("feet"), 0, 1000000, 0);
    return q;
}

QJsonObject pushJson(const PushResult &p)
{
    QJsonObject o;
    o[QLatin1String("direction")] = compassId(p.direction);
    o[QLatin1String("to")] = QJsonArray{p.to.x, p.to.y};
    o[QLatin1String("moved_ft")] = feetJson(p.movedFeet);
    if (p.stoppedBy == PushStop::None)
        o[QLatin1String("stopped_by")] = QJsonValue::Null;
    else if (p.stoppedBy == PushStop::Creature)
        o[QLatin1String("stopped_by")] = p.creature;
    else
        o[QLatin1String("stopped_by")] = pushStopId(p.stoppedBy);
    return o;
}

QJsonObject runPush(CliContext &ctx)
{
    const PushQuestion q = pushQuestion(ctx);
    QJsonArray list;
    for (const PushResult &p : pushes(ctx.encounter(), *q.pushed, q.from, q.feet))
        list.append(pushJson(p));
    QJsonObject out;
    out[QLatin1String("pushes")] = list;
    return out;
}

} // namespace bm::cli
