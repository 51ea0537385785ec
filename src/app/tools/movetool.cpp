#include "movetool.h"

#include "combat/combat.h"
#include "commands/combatcommands.h"
#include "commands/encountercommands.h"
#include "document.h"
#include "scene/mapscene.h"
#include "render/maprenderer.h"
#include "scene/overlayitems.h"
#include "scene/tokenitem.h"
#include "walltool.h"

#include <QGraphicsSceneMouseEvent>

namespace bm {

void MoveTool::setDash(bool dash)
{
    m_dash = dash;
    showReach();
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

const Combatant *MoveTool::turnOf(const Creature &mover) const
{
    // Issue 5: in combat, the creature whose turn it is moves with what is left of its turn.
    const CombatState &s = scene()->document()->encounter().combat;
    return s.active && s.turn == mover.id ? s.combatant(mover.id) : nullptr;
}

MoveRequest MoveTool::request(const Creature &mover) const
{
    MoveRequest r;
    r.creature = mover.id;
    r.dash = m_dash;
    if (const Combatant *k = turnOf(mover)) {
        r.spentFeet = k->movementSpent; // RULES.md 4.5: the budget minus movement already spent
        r.diagonalsTaken = k->diagonals; // pf2e carries the diagonal count over the whole turn
        r.dash = r.dash || k->dashed;
    }
    return r;
}

MoveTool::Verdict MoveTool::judge(const Creature &mover, GridPoint anchor)
{
    Document *doc = scene()->document();
    const Encounter &e = doc->encounter();
    Verdict v;
    MoveRequest req = request(mover);
    req.dash = turnOf(mover) && turnOf(mover)->dashed; // the Dash band is judged below
    // One leg per waypoint; the legs join into one path. The alternating-diagonal count
    // carries from leg to leg; opportunity attacks are judged on the whole route (each
    // creature at most once per move, RULES.md 4.6). pf2e: a waypoint ends a Stride.
    std::vector<GridPoint> stops;
    if (m_waypointsFor == mover.id)
        stops = m_waypoints;
    stops.push_back(anchor);
    PathResult &p = v.path;
    int diagonals = req.diagonalsTaken;
    for (std::size_t i = 0; i < stops.size(); ++i) {
        MoveRequest leg = req;
        if (i > 0)
            leg.from = stops[i - 1];
        leg.diagonalsTaken = diagonals;
        const PathResult r = doc->engine().cheapestPath(leg, stops[i]);
        if (!r.found) {
            p = r;
            v.text = i + 1 < stops.size() ? tr("waypoint %1: %2").arg(i + 1).arg(r.reason) : r.reason;
            return v;
        }
        for (std::size_t k = 1; k < r.path.size(); ++k)
            diagonals += (r.path[k].x != r.path[k - 1].x && r.path[k].y != r.path[k - 1].y) ? 1 : 0;
        if (i == 0) {
            p = r;
            continue;
        }
        p.costFeet += r.costFeet;
        p.squeezedSteps += r.squeezedSteps;
        p.endsSqueezed = r.endsSqueezed;
        p.actions += r.actions;
        p.path.insert(p.path.end(), r.path.begin() + 1, r.path.end());
        p.squeezed.insert(p.squeezed.end(), r.squeezed.begin() + 1, r.squeezed.end());
        p.occupied.insert(p.occupied.end(), r.occupied.begin() + 1, r.occupied.end());
    }
    if (stops.size() > 1)
        p.provokes = doc->engine().opportunityAttacks(mover, p.occupied, req.disengage);
    const Combatant *turn = turnOf(mover);
    if (e.ruleset == Ruleset::Pf2e) {
        // RULES.md 4.5: Strides; more than 3 actions (in combat: the actions left) can't be done this turn.
        const int left = turn ? turn->actions : 3;
        v.allowed = p.actions <= left && p.actions >= 0;
        v.text = p.actions <= left ? tr("%n action(s) (%1 ft)", nullptr, p.actions).arg(p.costFeet, 0, 'f', 0)
                 : turn          ? tr("needs %n actions: more than are left this turn", nullptr, p.actions)
                                 : tr("needs %n actions: too far this turn", nullptr, p.actions);
        return v;
    }
    // p.speedFeet is what is left of the speed (the engine took the movement spent off).
    const double speed = p.speedFeet;
    const double spent = turn ? turn->movementSpent : 0;
    const bool dashed = turn && turn->dashed;
    // Dash adds the full speed once, if the action is still there.
    const double withDash = dashed || (turn && turn->actionUsed) ? speed : speed + (speed + spent);
    const QString cost = QString::number(p.costFeet, 'f', p.costFeet == std::floor(p.costFeet) ? 0 : 1);
    if (p.costFeet <= speed + 1e-9) {
        v.allowed = true;
        v.text = turn && spent > 0 ? tr("%1 / %2 ft left").arg(cost).arg(speed) : tr("%1 / %2 ft").arg(cost).arg(speed);
    } else if (p.costFeet <= withDash + 1e-9) {
        v.allowed = true;
        v.text = tr("%1 / %2 ft, Dash").arg(cost).arg(speed);
    } else {
        v.text = speed + spent > 0 ? (turn ? tr("%1 ft: more than the %2 ft left this turn").arg(cost).arg(withDash)
                                           : tr("%1 ft: more than %2 ft even with Dash").arg(cost).arg(withDash))
                                   : tr("%1 can't move (speed 0)").arg(mover.name);
    }
    if (!p.provokes.empty())
        v.text += tr(", provokes %n opportunity attack(s)", nullptr, int(p.provokes.size()));
    if (p.squeezedSteps > 0)
        v.text += tr(", squeezes %n step(s)", nullptr, p.squeezedSteps);
    return v;
}

bool MoveTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const Creature *c = scene()->creatureAt(event->scenePos());
    const Creature *selected = scene()->document()->encounter().creature(scene()->selectedCreature());
    if ((event->modifiers() & Qt::ShiftModifier) && selected && c != selected) {
        // Shift-click: a waypoint for the selected creature's next move.
        if (m_waypointsFor != selected->id)
            clearWaypoints();
        m_waypointsFor = selected->id;
        m_waypoints.push_back(render::squareAt(event->scenePos()));
        const Verdict v = judge(*selected, m_waypoints.back());
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
    m_dragging = c->id;
    m_from = c->position;
    const GridPoint sq = render::squareAt(event->scenePos());
    m_grabOffset = QPoint(std::clamp(sq.x - c->position.x, 0, c->spaceSquares() - 1),
                          std::clamp(sq.y - c->position.y, 0, c->spaceSquares() - 1));
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
    const GridPoint anchor{sq.x - m_grabOffset.x(), sq.y - m_grabOffset.y()};
    // The token follows the cursor; the engine answers once per square, not per pixel.
    if (TokenItem *t = scene()->tokenFor(m_dragging))
        t->setPos(event->scenePos() - QPointF((m_grabOffset.x() + 0.5) * render::kSquare,
                                              (m_grabOffset.y() + 0.5) * render::kSquare));
    if (anchor == m_lastAnchor)
        return true;
    m_lastAnchor = anchor;
    const int s = c->spaceSquares();
    if (anchor.x < 0 || anchor.y < 0 || anchor.x + s > e.width || anchor.y + s > e.height) {
        m_verdict = Verdict{false, tr("off the map"), {}};
        scene()->pathPreview()->clear();
    } else if (event->modifiers() & Qt::AltModifier) {
        m_verdict = Verdict{true, tr("placed freely (GM override)"), {}};
        scene()->pathPreview()->clear();
    } else {
        m_verdict = judge(*c, anchor);
        if (m_verdict.path.found)
            scene()->pathPreview()->setPath(m_verdict.path, s, m_verdict.text, m_verdict.allowed);
        else
            scene()->pathPreview()->setRefused(anchor, s, m_verdict.text);
    }
    emit statusMessage(m_verdict.text);
    return true;
}

bool MoveTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (m_dragging.isEmpty())
        return false;
    Document *doc = scene()->document();
    const QString id = m_dragging;
    const GridPoint from = m_from;
    const GridPoint to = m_lastAnchor;
    const Verdict verdict = m_verdict;
    const bool alt = event->modifiers() & Qt::AltModifier;
    const bool moved = to.x >= 0 && !(to == from);
    endDrag();
    if (!moved) {
        scene()->refreshTokens(); // snap back into place
        return true;
    }
    const Creature *c = doc->encounter().creature(id);
    if (!c)
        return true;
    if (alt) {
        doc->undoStack()->push(new MoveCreatureCommand(doc, id, from, to, tr("Place %1").arg(c->name)));
        emit statusMessage(tr("%1 placed at %2, %3 (GM override)").arg(c->name).arg(to.x).arg(to.y));
    } else if (verdict.allowed && verdict.path.found) {
        const QString name = c->name;
        const QString text = tr("Move %1").arg(name);
        const Combatant *turn = turnOf(*c);
        const CombatState &combat = doc->encounter().combat;
        // A controlled mount and its rider move together (2014/2024 mounted combat).
        QString partner = turn && !turn->mountedOn.isEmpty() ? turn->mountedOn : combat::riderOf(doc->encounter(), id);
        if (!combat.active)
            partner.clear();
        if (turn || !partner.isEmpty()) {
            const PathResult &path = verdict.path;
            const bool record = turn != nullptr;
            doc->undoStack()->beginMacro(text);
            doc->undoStack()->push(new MoveCreatureCommand(doc, id, from, to, text));
            pushCombatEdit(doc, text, [&](Encounter &e) {
                if (const Creature *p = e.creature(partner)) {
                    const GridPoint moved{p->position.x + to.x - from.x, p->position.y + to.y - from.y};
                    const int s = p->spaceSquares();
                    if (moved.x >= 0 && moved.y >= 0 && moved.x + s <= e.width && moved.y + s <= e.height)
                        e.creatures[std::size_t(e.creatureIndex(partner))].position = moved;
                }
                if (record)
                    combat::recordMove(e, id, path);
            });
            doc->undoStack()->endMacro();
        } else {
            doc->undoStack()->push(new MoveCreatureCommand(doc, id, from, to, text));
        }
        emit statusMessage(tr("%1 moved: %2").arg(name, verdict.text));
        clearWaypoints();
    } else {
        scene()->refreshTokens(); // refused: the model is untouched, the token goes back
        emit statusMessage(tr("Can't move %1 there: %2").arg(c->name, verdict.text));
    }
    showReach();
    return true;
}

void MoveTool::clearWaypoints()
{
    m_waypoints.clear();
    m_waypointsFor.clear();
}

void MoveTool::endDrag()
{
    m_dragging.clear();
    m_lastAnchor = {-1, -1};
    if (scene())
        scene()->pathPreview()->clear();
}

void MoveTool::documentChanged()
{
    if (m_dragging.isEmpty())
        showReach();
}

void MoveTool::documentReset()
{
    clearWaypoints();
    endDrag();
    showReach();
}

void MoveTool::showReach()
{
    if (!scene())
        return;
    ReachOverlayItem *overlay = scene()->reachOverlay();
    const Encounter &e = scene()->document()->encounter();
    const Creature *c = e.creature(scene()->selectedCreature());
    if (!m_showReach || !c) {
        overlay->clear();
        return;
    }
    MoveRequest req = request(*c);
    const Combatant *turn = turnOf(*c);
    const bool dashLeft = !turn || (!turn->dashed && !turn->actionUsed);
    // Flood to the Dash band (when Dash is still possible); split by what is left of the speed below.
    req.dash = e.ruleset != Ruleset::Pf2e && (dashLeft || (turn && turn->dashed));
    const ReachResult r = scene()->document()->engine().reachableSquares(req);
    const double spent = turn ? turn->movementSpent : 0;
    const double speed = turn && turn->dashed ? 2.0 * c->speed.walk - spent : c->speed.walk - spent;
    const int actionsLeft = turn ? turn->actions : 3;
    std::vector<ReachOverlayItem::Square> squares;
    squares.reserve(r.squares.size());
    for (const ReachSquare &sq : r.squares) {
        if (sq.at == c->position)
            continue;
        if (e.ruleset == Ruleset::Pf2e && sq.actions > actionsLeft)
            continue;
        const int band = e.ruleset == Ruleset::Pf2e ? std::max(0, sq.actions - 1) : (sq.costFeet <= speed + 1e-9 ? 0 : 1);
        squares.push_back({sq.at, band});
    }
    overlay->setSquares(std::move(squares), c->spaceSquares());
}

} // namespace bm
