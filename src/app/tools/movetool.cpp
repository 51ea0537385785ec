#include "movetool.h"

#include "combat/combat.h"
#include "combat/move.h"
#include "combat/roster.h"
#include "commands/combatcommands.h"
#include "commands/encountercommands.h"
#include "document.h"
#include "scene/mapscene.h"
#include "render/maprenderer.h"
#include "scene/lightitems.h"
#include "scene/overlayitems.h"
#include "scene/tokenitem.h"
#include "walltool.h"

#include "rules/placement.h"
#include "words/words.h"

#include <QGraphicsSceneMouseEvent>
#include <QCoreApplication>

namespace bm {

namespace {

// RULES.md 14.6: why this creature can't be tumbled through or dragged, in the window's words
// (the CLI names its flags).
QString dragRefusalText(DragRefusal why, const Encounter &e, const Creature &mover, const MoveChoices &choices)
{
    const Creature *other = e.creature(why == DragRefusal::ThroughSelf ? choices.through : choices.drag);
    const QString name = other ? other->name : choices.drag;
    switch (why) {
    case DragRefusal::None:
        break;
    case DragRefusal::ThroughSelf:
        return MoveTool::tr("%1 can't tumble through its own space").arg(mover.name);
    case DragRefusal::NoDragInPf2e:
        return MoveTool::tr("%1 can't drag %2: in pf2e a grappled creature is moved by Reposition (a push), not dragged; "
                            "release it first")
            .arg(mover.name, name);
    case DragRefusal::NotGrappledByIt:
        return MoveTool::tr("%1 doesn't grapple %2").arg(mover.name, name);
    case DragRefusal::NotGrappled:
        return MoveTool::tr("%1 doesn't have the grappled condition").arg(name);
    }
    return {};
}

} // namespace

// The tool's words keep the context of the window they came from (its form, "MainWindow",
// or its code, "bm::MainWindow"), so that their translations still match.
MoveTool::MoveTool(QObject *parent)
    : AbstractTool("MoveTool", QIcon(QStringLiteral(":/icons/actions/move.svg")), QKeySequence(Qt::Key_M), parent)
{
}

void MoveTool::languageChanged()
{
    setName(QCoreApplication::translate("MainWindow", "&Move"));
    setStatusTip(QCoreApplication::translate("bm::MainWindow", "Select and drag creatures along their cheapest legal path (%1: place freely)")
                     .arg(PlaceFreely::keyText(m_placeFreely)));
}

void MoveTool::setPlaceFreely(PlaceFreely::Key key)
{
    m_placeFreely = key;
    languageChanged();
}

void MoveTool::setModeChoice(std::optional<MoveMode> mode)
{
    m_modeChoice = mode;
    showReach();
}

MoveChoices MoveTool::choicesFor(const Creature &mover, Qt::KeyboardModifiers modifiers) const
{
    MoveChoices choices;
    choices.mode = m_modeChoice.value_or(preferredMoveMode(mover));
    if (modifiers & Qt::ControlModifier) // fly instead of walking, or land
        choices.mode = choices.mode == MoveMode::Fly ? MoveMode::Walk : mover.speed.fly > 0 ? MoveMode::Fly : choices.mode;
    // A prone creature stands up first (RULES.md 4.5: half its speed; pf2e one action)
    // when the tracker lets it; Shift: it crawls. Flying needs it standing as well.
    if (mover.isProne() && !(modifiers & Qt::ShiftModifier) && scene()) {
        const Encounter &e = scene()->document()->encounter();
        const bool inTurn = TurnBudget::of(e, mover.id).inTurn;
        choices.stand = inTurn ? combat::turnActionProblem(e, mover.id, combat::TurnAction::StandUp).isEmpty()
                               : moveSpeed(mover, MoveMode::Walk, e.ruleset) > 0;
    }
    // RULES.md 14.6: the creature its next move tumbles through (armed from the token menu),
    // and the creature it grapples, dragged along (the first of its `grappling` on the map:
    // the engine drags one; pf2e refuses, and the GM releases it first).
    if (m_tumbleMover == mover.id)
        choices.through = m_tumbleThrough;
    for (const QString &held : mover.grappling)
        if (!scene() || scene()->document()->encounter().creature(held)) {
            choices.drag = held;
            break;
        }
    return choices;
}

void MoveTool::setShowReach(bool show)
{
    m_showReach = show;
    showReach();
}

void MoveTool::deactivate()
{
    endDrag();
    if (scene())
        scene()->reachOverlay()->clear();
    AbstractTool::deactivate();
}

MoveTool::Verdict MoveTool::judge(const Creature &mover, GridPoint anchor, Qt::KeyboardModifiers modifiers)
{
    Document *doc = scene()->document();
    // The one move's judgement (combat/move.h), the same the drop makes; the tool words it.
    combat::MoveRequest request;
    request.mover = mover.id;
    if (m_waypointsFor == mover.id)
        request.route = m_waypoints;
    request.route.push_back(anchor);
    request.choices = choicesFor(mover, modifiers);
    const MoveChoices &choices = request.choices;
    const combat::MoveOutcome o = combat::judgeMoveRequest(doc->encounter(), doc->engine(), request);
    const MoveJudgement &j = o.judgement;
    switch (o.refusal) {
    case combat::MoveRefusal::RidesOnItsOwn: {
        // A rider on an independent mount (pf2e: the mount acts on its own) doesn't walk off
        // it: the mount's own drag carries it (docs/DECISIONS.md).
        const Creature *m = doc->encounter().creature(TurnBudget::independentMountOf(doc->encounter(), mover.id));
        return Verdict{false, tr("%1 rides %2, which moves on its own: drag %2, or dismount first").arg(mover.name, m ? m->name : QString()),
                       {}, choices};
    }
    case combat::MoveRefusal::OffTheMap:
    case combat::MoveRefusal::NoCreature:
        return Verdict{false, tr("off the map"), {}, choices};
    case combat::MoveRefusal::CannotStand:
        return Verdict{false, wordLogMessage(o.standProblem, &doc->encounter()), {}, choices};
    case combat::MoveRefusal::CannotTumbleOrDrag:
        return Verdict{false, dragRefusalText(o.dragRefusal, doc->encounter(), mover, choices), {}, choices};
    case combat::MoveRefusal::None:
    case combat::MoveRefusal::CannotMove:
    case combat::MoveRefusal::NoPath:
    case combat::MoveRefusal::TooFar:
        break;
    }
    const TurnBudget turn = TurnBudget::of(doc->encounter(), mover.id);
    QString text = describe(j, mover, turn.inTurn, choices.mode);
    if (choices.stand)
        text = tr("stands up, then %1").arg(text);
    else if (mover.isProne())
        text = tr("crawls: %1").arg(text);
    // RULES.md 14.6: the cost above is already doubled for the creature dragged.
    if (const Creature *d = doc->encounter().creature(o.dragged); d && o.draggedTo.x >= 0)
        text = tr("drags %1 to %2, %3: %4").arg(d->name).arg(o.draggedTo.x).arg(o.draggedTo.y).arg(text);
    if (const Creature *t = doc->encounter().creature(choices.through))
        text = tr("tumbles through %1: %2").arg(t->name, text);
    return Verdict{j.allowed, text, j.path, choices};
}

QString MoveTool::describe(const MoveJudgement &j, const Creature &mover, bool inTurn, MoveMode mode) const
{
    // A mode other than walking is named first: "fly: 25 / 60 ft".
    QString prefix;
    if (mode != MoveMode::Walk)
        prefix = tr("%1: ").arg(moveModeDisplayName(mode));
    const PathResult &p = j.path;
    const int legs = (m_waypointsFor == mover.id ? int(m_waypoints.size()) : 0) + 1;
    if (!p.found) {
        const QString why = words::pathProblem(p.problem);
        return prefix + (j.failedLeg + 1 < legs ? tr("waypoint %1: %2").arg(j.failedLeg + 1).arg(why) : why);
    }
    if (j.usesActions) {
        return prefix + (j.allowed ? tr("%n action(s) (%1 ft)", nullptr, p.actions).arg(p.costFeet, 0, 'f', 0)
             : inTurn    ? tr("needs %n actions: more than are left this turn", nullptr, p.actions)
                         : tr("needs %n actions: too far this turn", nullptr, p.actions));
    }
    const QString cost = QString::number(p.costFeet, 'f', p.costFeet == std::floor(p.costFeet) ? 0 : 1);
    QString text;
    switch (j.band) {
    case MoveBand::WithinSpeed:
        text = inTurn && j.spentFeet > 0 ? tr("%1 / %2 ft left").arg(cost).arg(j.speedFeet)
                                         : tr("%1 / %2 ft").arg(cost).arg(j.speedFeet);
        break;
    case MoveBand::Dash:
        text = tr("%1 / %2 ft, Dash").arg(cost).arg(j.speedFeet);
        break;
    case MoveBand::TooFar:
        text = j.cannotMove ? tr("%1 can't move (speed 0)").arg(mover.name)
             : inTurn       ? tr("%1 ft: more than the %2 ft left this turn").arg(cost).arg(j.withDashFeet)
                            : tr("%1 ft: more than %2 ft even with Dash").arg(cost).arg(j.withDashFeet);
        break;
    }
    if (!p.provokes.empty())
        text += tr(", provokes %n opportunity attack(s)", nullptr, int(p.provokes.size()));
    if (p.squeezedSteps > 0)
        text += tr(", squeezes %n step(s)", nullptr, p.squeezedSteps);
    return prefix + text;
}

bool MoveTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const Creature *c = scene()->creatureAt(event->scenePos());
    const Creature *selected = scene()->document()->encounter().creature(scene()->selectedCreature());
    if (c && pushHeld(event->modifiers())) {
        // RULES.md 14.5: Shift+Alt on the press: this drag pushes the creature grabbed.
        scene()->selectCreature(c->id);
        scene()->reachOverlay()->clear();
        m_pushing = true;
        m_push.reset();
        m_dragging = c->id;
        m_from = c->position;
        const GridPoint sq = render::squareAt(event->scenePos());
        m_grabOffset = QPoint(std::clamp(sq.x - c->position.x, 0, c->spaceSquares() - 1),
                              std::clamp(sq.y - c->position.y, 0, c->spaceSquares() - 1));
        m_lastAnchor = {-1, -1};
        emit statusMessage(tr("Push %1: drag it the way it is pushed").arg(c->name));
        return true;
    }
    if ((event->modifiers() & Qt::ShiftModifier) && selected && c != selected) {
        // Shift-click: a waypoint for the selected creature's next move.
        if (m_waypointsFor != selected->id)
            clearWaypoints();
        m_waypointsFor = selected->id;
        m_waypoints.push_back(render::squareAt(event->scenePos()));
        const Verdict v = judge(*selected, m_waypoints.back());
        scene()->pathPreview()->setMover(selected->id);
        if (v.path.found)
            scene()->pathPreview()->setPath(v.path, selected->spaceSquares(), v.text, v.allowed);
        emit statusMessage(tr("Waypoint %1 set for %2; drag the token to finish the move").arg(m_waypoints.size()).arg(selected->name));
        return true;
    }
    if (!c) {
        clearWaypoints();
        // A click on a door opens or closes it (an undo step), as the wall tool does.
        QString message;
        if (WallTool::toggleDoorAt(scene(), event->scenePos(), &message)) {
            emit statusMessage(message);
            return true;
        }
        scene()->selectCreature(QString());
        showReach();
        return true;
    }
    if (c->id != m_waypointsFor)
        clearWaypoints();
    scene()->selectCreature(c->id);
    showReach();
    // A rider on a controlled mount is carried on the mount's movement (RULES.md 8, issue
    // 30.15): the drag is the mount's (its speed, space and movement spent), the rider
    // goes with it.
    const Encounter &e = scene()->document()->encounter();
    const Creature *mover = e.creature(TurnBudget::carrierOf(e, c->id));
    if (!mover)
        mover = c;
    m_carried = mover->id != c->id ? c->id : QString();
    m_dragging = mover->id;
    // RULES.md 14.6: the creature it grapples goes with its token while it may be dragged.
    const QString held = choicesFor(*mover).drag;
    m_draggedAlong = !held.isEmpty() && dragRefusal(e, *mover, held) == DragRefusal::None ? held : QString();
    m_from = mover->position;
    const GridPoint sq = render::squareAt(event->scenePos());
    m_grabOffset = QPoint(std::clamp(sq.x - mover->position.x, 0, mover->spaceSquares() - 1),
                          std::clamp(sq.y - mover->position.y, 0, mover->spaceSquares() - 1));
    m_lastAnchor = {-1, -1};
    return true;
}

bool MoveTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (m_dragging.isEmpty())
        return false;
    const Encounter &e = scene()->document()->encounter();
    const Creature *c = e.creature(m_dragging);
    if (!c)
        return true;
    const GridPoint sq = render::squareAt(event->scenePos());
    if (m_pushing) {
        // RULES.md 14.5: the push the drag asks for, once a square: its squares on the map,
        // the token where it would stop, and why it stops in the status bar.
        if (sq == m_lastAnchor)
            return true;
        m_lastAnchor = sq;
        const GridPoint grabbed{m_from.x + m_grabOffset.x(), m_from.y + m_grabOffset.y()};
        m_push = forcedmove::dragPush(e, *c, grabbed, event->scenePos() / render::kSquare);
        forcedmove::preview(scene(), m_push ? &*m_push : nullptr);
        if (TokenItem *t = scene()->tokenFor(m_dragging)) {
            const GridPoint at = m_push ? m_push->result.to : c->position;
            t->setPos(QPointF(at.x, at.y) * render::kSquare);
        }
        emit statusMessage(m_push ? forcedmove::describe(e, *m_push) : tr("Push %1: drag it the way it is pushed").arg(c->name));
        return true;
    }
    GridPoint anchor{sq.x - m_grabOffset.x(), sq.y - m_grabOffset.y()};
    // Free placement never puts a space over the map's edge: it stops at the edge (the
    // file format refuses such a space, and the window would save one it can't open).
    if (PlaceFreely::held(m_placeFreely, event->modifiers()))
        anchor = anchorOnMap(e, anchor, c->spaceSquares()).value_or(anchor);
    // The token follows the cursor; the engine answers once per square, not per pixel.
    if (TokenItem *t = scene()->tokenFor(m_dragging)) {
        t->setPos(event->scenePos() - QPointF((m_grabOffset.x() + 0.5) * render::kSquare,
                                              (m_grabOffset.y() + 0.5) * render::kSquare));
        // RULES.md 13.1: the light it carries goes with it, its circles with the token.
        if (c->light)
            scene()->lights()->setCarriedPreview(m_dragging, t->pos() / render::kSquare + QPointF(c->spaceSquares(), c->spaceSquares()) / 2.0);
        // The rider on it goes with it.
        const Creature *rider = e.creature(m_carried);
        if (TokenItem *r = rider ? scene()->tokenFor(m_carried) : nullptr)
            r->setPos(t->pos() + QPointF(rider->position.x - c->position.x, rider->position.y - c->position.y) * render::kSquare);
        // The creature it drags keeps its place beside it (RULES.md 14.6: both move by the same vector).
        const Creature *held = e.creature(m_draggedAlong);
        if (TokenItem *d = held ? scene()->tokenFor(m_draggedAlong) : nullptr)
            d->setPos(t->pos() + QPointF(held->position.x - c->position.x, held->position.y - c->position.y) * render::kSquare);
    }
    if (anchor == m_lastAnchor && event->modifiers() == m_lastModifiers)
        return true;
    m_lastAnchor = anchor;
    m_lastModifiers = event->modifiers();
    scene()->layoutLabels(); // once a square: the dragged token's label off its new neighbours'
    const int s = c->spaceSquares();
    if (anchor.x < 0 || anchor.y < 0 || anchor.x + s > e.width || anchor.y + s > e.height) {
        m_verdict = Verdict{false, tr("off the map"), {}, {}};
        scene()->pathPreview()->clear();
    } else if (PlaceFreely::held(m_placeFreely, event->modifiers())) {
        m_verdict = Verdict{true, tr("placed freely (GM override)"), {}, {}};
        scene()->pathPreview()->clear();
    } else {
        m_verdict = judge(*c, anchor, event->modifiers());
        if (const Creature *rider = e.creature(m_carried))
            m_verdict.text = tr("%1 carries %2: %3").arg(c->name, rider->name, m_verdict.text);
        scene()->pathPreview()->setMover(c->id);
        if (m_verdict.path.found)
            scene()->pathPreview()->setPath(m_verdict.path, s, m_verdict.text, m_verdict.allowed);
        else
            scene()->pathPreview()->setRefused(anchor, s, m_verdict.text);
    }
    emit statusMessage(m_verdict.text);
    if (anchor.x >= 0 && anchor.y >= 0 && anchor.x + s <= e.width && anchor.y + s <= e.height) {
        scene()->previewMove(m_dragging, anchor); // the GM's lighting overlay follows a carried light
        emit dragOver(m_dragging, anchor);
    }
    return true;
}

bool MoveTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (m_dragging.isEmpty())
        return false;
    Document *doc = scene()->document();
    if (m_pushing) {
        // RULES.md 14.5: the push made as one undo step (combat::push provokes nothing).
        const std::optional<PushChoice> push = m_push;
        endDrag();
        scene()->refreshTokens();
        emit statusMessage(push ? forcedmove::makePush(doc, *push) : tr("No push: the token was dropped where it stands"));
        showReach();
        return true;
    }
    const QString id = m_dragging;
    const GridPoint from = m_from;
    GridPoint to = m_lastAnchor;
    const Verdict verdict = m_verdict;
    const bool freely = PlaceFreely::held(m_placeFreely, event->modifiers());
    const Creature *c = doc->encounter().creature(id);
    // The free-placement key pressed only for the release: the last square may be over the edge (see mouseMoved).
    if (freely && c && to.x >= 0)
        to = anchorOnMap(doc->encounter(), to, c->spaceSquares()).value_or(GridPoint{-1, -1});
    const bool moved = to.x >= 0 && !(to == from);
    endDrag();
    if (!moved) {
        scene()->refreshTokens(); // snap back into place
        return true;
    }
    if (!c)
        return true;
    // The one move (combat/move.h): the core judges the request and makes it on a copy; the
    // window pushes the result as one undo step and words the answer.
    combat::MoveRequest request;
    request.mover = id;
    if (!freely && m_waypointsFor == id)
        request.route = m_waypoints;
    request.route.push_back(to);
    request.choices = verdict.choices;
    request.placeFreely = freely;
    const QString name = c->name;
    Encounter after = doc->encounter();
    const combat::MoveOutcome outcome = combat::makeMove(after, doc->engine(), request);
    if (outcome.refused()) {
        scene()->refreshTokens(); // refused: the model is untouched, the token goes back
        emit statusMessage(tr("Can't move %1 there: %2").arg(name, verdict.text));
    } else if (freely) {
        doc->undoStack()->push(new MoveCommand(doc, doc->encounter(), std::move(after), tr("Place %1").arg(name)));
        emit statusMessage(tr("%1 placed at %2, %3 (GM override)").arg(name).arg(to.x).arg(to.y));
    } else {
        doc->undoStack()->push(new MoveCommand(doc, doc->encounter(), std::move(after), tr("Move %1").arg(name)));
        emit statusMessage(tr("%1 moved: %2").arg(name, verdict.text));
        clearWaypoints();
        if (m_tumbleMover == id) // the Tumble was for this one move
            armTumble(QString(), QString());
    }
    showReach();
    return true;
}

void MoveTool::clearWaypoints()
{
    m_waypoints.clear();
    m_waypointsFor.clear();
}

void MoveTool::armTumble(const QString &mover, const QString &through)
{
    m_tumbleMover = through.isEmpty() ? QString() : mover;
    m_tumbleThrough = through;
    showReach();
}

bool MoveTool::pushHeld(Qt::KeyboardModifiers modifiers)
{
    return (modifiers & Qt::ShiftModifier) && (modifiers & Qt::AltModifier);
}

void MoveTool::endDrag()
{
    if (!m_dragging.isEmpty())
        emit dragEnded();
    m_dragging.clear();
    m_carried.clear();
    m_draggedAlong.clear();
    m_pushing = false;
    m_push.reset();
    m_lastAnchor = {-1, -1};
    if (scene()) {
        scene()->pushPreview()->clear();
        scene()->pathPreview()->clear();
        scene()->endPreview();
    }
}

void MoveTool::documentChanged()
{
    if (m_dragging.isEmpty())
        showReach();
}

void MoveTool::documentReset()
{
    clearWaypoints();
    m_tumbleMover.clear();
    m_tumbleThrough.clear();
    endDrag();
    showReach();
}

bool MoveTool::cancel()
{
    if (m_dragging.isEmpty())
        return false;
    endDrag(); // the release that follows finds no drag and does nothing
    scene()->refreshTokens();
    showReach();
    emit statusMessage(tr("Move cancelled"));
    return true;
}

void MoveTool::showReach()
{
    if (!scene())
        return;
    ReachOverlayItem *overlay = scene()->reachOverlay();
    const Encounter &e = scene()->document()->encounter();
    // A rider on a controlled mount: the mount's reach (it is carried on its movement).
    const Creature *c = e.creature(TurnBudget::carrierOf(e, scene()->selectedCreature()));
    if (!m_showReach || !c) {
        overlay->clear();
        return;
    }
    const MoveChoices choices = choicesFor(*c);
    if (!choices.drag.isEmpty() && dragRefusal(e, *c, choices.drag) != DragRefusal::None) {
        overlay->clear(); // it can't move while it holds the creature it can't drag (pf2e)
        return;
    }
    std::vector<ReachOverlayItem::Square> squares;
    for (const BandedSquare &sq : reachBands(scene()->document()->engine(), *c, TurnBudget::of(e, c->id), choices))
        squares.push_back({sq.at, sq.band});
    overlay->setSquares(std::move(squares), c->spaceSquares());
}

} // namespace bm
