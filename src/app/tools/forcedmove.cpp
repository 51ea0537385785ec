#include "forcedmove.h"

#include "combat/grapple.h"
#include "combat/stealth.h"
#include "commands/combatcommands.h"
#include "document.h"
#include "movetool.h"
#include "rules/distance.h"
#include "scene/mapscene.h"
#include "scene/overlayitems.h"
#include "words/words.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>

#include <algorithm>
#include <cmath>

namespace bm {

namespace {

QString say(const char *text)
{
    return QCoreApplication::translate("bm::ForcedMoveActions", text);
}


bool reachHolds(const Encounter &e, const Creature &a, const Creature &t)
{
    return rectWithinReach(e, a.spaceRect(), t.spaceRect(), a.reachFeet(e.ruleset), levelGap(e, a, t));
}

QString nameOf(const Encounter &e, const QString &id)
{
    const Creature *c = e.creature(id);
    return c ? c->name : id;
}

// The feet a push moved, as the status bar and the log show them.
QString feetText(double feet)
{
    return QString::number(feet, 'f', feet == std::floor(feet) ? 0 : 1);
}

} // namespace

namespace forcedmove {

QStringList shovers(const Encounter &e, const QString &pushed)
{
    QStringList out;
    const Creature *t = e.creature(pushed);
    if (!t)
        return out;
    for (const Creature &a : e.creatures)
        if (a.id != t->id && !a.isDead() && reachHolds(e, a, *t))
            out << a.id;
    return out;
}

std::vector<PushChoice> shoveChoices(const Encounter &e, const QString &pushed)
{
    std::vector<PushChoice> out;
    const Creature *t = e.creature(pushed);
    if (!t)
        return out;
    // A 5e family Shove and a pf2e Shove push 5 ft; a pf2e critical success 10 ft (RULES.md 14.5).
    std::vector<std::pair<double, bool>> distances{{5.0, false}};
    if (e.ruleset == Ruleset::Pf2e)
        distances.push_back({10.0, true});
    for (const QString &id : shovers(e, pushed)) {
        const QPointF origin = spaceCentre(*e.creature(id));
        for (const auto &[feet, critical] : distances)
            for (const PushResult &r : pushes(e, *t, origin, feet))
                out.push_back(PushChoice{pushed, id, origin, feet, critical, r});
    }
    return out;
}

std::optional<PushChoice> dragPush(const Encounter &e, const Creature &pushed, GridPoint grabbed, QPointF cursor)
{
    const QPointF v = cursor - QPointF(grabbed.x + 0.5, grabbed.y + 0.5);
    const double length = std::hypot(v.x(), v.y());
    const GridPoint square{int(std::floor(cursor.x())), int(std::floor(cursor.y()))};
    if (length < 1e-9 || square == grabbed)
        return std::nullopt;
    // The compass direction closest to the drag (RULES.md 14.5's choice, as if pushed from
    // the point the drag leaves behind; a tie between two: the first).
    const std::vector<Compass> open = pushDirections(e, pushed, spaceCentre(pushed) - v);
    if (open.empty())
        return std::nullopt;
    const Compass direction = open.front();
    const QPoint s = compassStep(direction);
    const int steps = std::clamp(std::max(s.x() * (square.x - grabbed.x), s.y() * (square.y - grabbed.y)), 1,
                                 std::max(1, std::max(e.width, e.height)));
    PushChoice choice;
    choice.pushed = pushed.id;
    choice.feet = steps * e.squareFeet;
    // Away from a creature whose reach holds it and whose push goes this way; else from the
    // point one square behind it (a push from a point, as Forceful Gale's).
    choice.origin = spaceCentre(pushed) - QPointF(s);
    for (const QString &id : shovers(e, pushed.id)) {
        const QPointF origin = spaceCentre(*e.creature(id));
        const std::vector<Compass> open = pushDirections(e, pushed, origin);
        if (std::find(open.begin(), open.end(), direction) != open.end()) {
            choice.from = id;
            choice.origin = origin;
            break;
        }
    }
    choice.result = pushIn(e, pushed, direction, choice.feet);
    return choice;
}

QString describe(const Encounter &e, const PushChoice &c)
{
    const QString name = nameOf(e, c.pushed);
    const QString direction = words::compassName(c.result.direction);
    QString text = c.result.movedFeet >= c.feet
                       ? say(QT_TRANSLATE_NOOP("bm::ForcedMoveActions", "%1 pushed %2 ft %3")).arg(name, feetText(c.feet), direction)
                       : say(QT_TRANSLATE_NOOP("bm::ForcedMoveActions", "%1 pushed %2 of %3 ft %4: %5 stops it"))
                             .arg(name, feetText(c.result.movedFeet), feetText(c.feet), direction, words::pushStop(c.result, e));
    if (!c.from.isEmpty())
        text = say(QT_TRANSLATE_NOOP("bm::ForcedMoveActions", "%1 (away from %2)")).arg(text, nameOf(e, c.from));
    return text;
}

QString mapLabel(const Encounter &e, const PushChoice &c)
{
    const QString direction = words::compassName(c.result.direction);
    return c.result.movedFeet >= c.feet
               ? say(QT_TRANSLATE_NOOP("bm::ForcedMoveActions", "pushed %1 ft %2")).arg(feetText(c.feet), direction)
               : say(QT_TRANSLATE_NOOP("bm::ForcedMoveActions", "%1 of %2 ft %3: %4 stops it"))
                     .arg(feetText(c.result.movedFeet), feetText(c.feet), direction, words::pushStop(c.result, e));
}

QString makePush(Document *document, const PushChoice &choice)
{
    const Encounter &e = document->encounter();
    const QString text = describe(e, choice);
    combat::StealthOutcome outcome;
    pushCombatEdit(document, say(QT_TRANSLATE_NOOP("bm::ForcedMoveActions", "Push %1")).arg(nameOf(e, choice.pushed)),
                   [&](Encounter &after) {
                       // The direction chosen is always given: when two are open (RULES.md 14.5) the GM picked one.
                       outcome = combat::push(after, choice.pushed, choice.origin, choice.feet, choice.result.direction);
                       if (outcome.refused())
                           after = document->encounter();
                   });
    switch (outcome.refusal) {
    case combat::StealthRefusal::None:
        return text;
    case combat::StealthRefusal::NoPush:
        return say(QT_TRANSLATE_NOOP("bm::ForcedMoveActions", "No push: %1 is where the push comes from")).arg(nameOf(e, choice.pushed));
    case combat::StealthRefusal::DirectionNeeded:
    case combat::StealthRefusal::DirectionNotOpen:
        return say(QT_TRANSLATE_NOOP("bm::ForcedMoveActions", "No push: that direction is not one the push may take"));
    default:
        return say(QT_TRANSLATE_NOOP("bm::ForcedMoveActions", "No such creature"));
    }
}

void preview(MapScene *scene, const PushChoice *choice)
{
    if (!scene)
        return;
    const Encounter &e = scene->document()->encounter();
    const Creature *t = choice ? e.creature(choice->pushed) : nullptr;
    if (!t) {
        scene->pushPreview()->clear();
        return;
    }
    const int steps = e.squareFeet > 0 ? int(std::floor(choice->feet / e.squareFeet + 1e-9)) : 0;
    scene->pushPreview()->setPush(t->position, t->spaceSquares(), steps, choice->result, mapLabel(e, *choice));
}

} // namespace forcedmove

ForcedMoveActions::ForcedMoveActions(Document *document, MapScene *scene, MoveTool *moveTool, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_scene(scene)
    , m_moveTool(moveTool)
{
}

void ForcedMoveActions::addToMenu(QMenu *menu, const QString &id)
{
    const Encounter &e = m_document->encounter();
    const Creature *c = e.creature(id);
    if (!c)
        return;
    // Shove: away from each creature whose reach holds it; hovering shows the push's squares,
    // where it stops and why.
    const std::vector<PushChoice> choices = forcedmove::shoveChoices(e, id);
    if (!choices.empty()) {
        QMenu *shoves = menu->addMenu(tr("Sho&ve %1").arg(c->name));
        shoves->setObjectName(QStringLiteral("shoveMenu"));
        for (const PushChoice &choice : choices) {
            QString text = tr("Away from %1: %2 ft %3").arg(nameOf(e, choice.from), feetText(choice.feet),
                                                             words::compassName(choice.result.direction));
            if (choice.critical)
                text = tr("%1, critical success").arg(text);
            if (choice.result.movedFeet < choice.feet)
                text = tr("%1 (%2 stops it at %3 ft)").arg(text, words::pushStop(choice.result, e), feetText(choice.result.movedFeet));
            QAction *a = shoves->addAction(text, this, [this, choice] { shove(choice); });
            a->setObjectName(QStringLiteral("shoveAction"));
            a->setStatusTip(forcedmove::describe(e, choice));
            connect(a, &QAction::hovered, this, [this, choice] { forcedmove::preview(m_scene, &choice); });
        }
        connect(shoves, &QMenu::aboutToHide, this, [this] { forcedmove::preview(m_scene, nullptr); });
    }
    // Grapple a creature within reach; release one it holds (RULES.md 14.6: it drags them).
    const QStringList targets = combat::grappleTargets(e, id);
    if (!targets.isEmpty()) {
        QMenu *grapple = menu->addMenu(tr("&Grapple"));
        grapple->setObjectName(QStringLiteral("grappleMenu"));
        for (const QString &target : targets)
            grapple->addAction(nameOf(e, target), this, [this, id, target] { this->grapple(id, target); });
    }
    for (const QString &held : c->grappling)
        menu->addAction(tr("Release %1").arg(nameOf(e, held)), this, [this, id, held] { release(id, held); })
            ->setObjectName(QStringLiteral("releaseAction"));
    // Tumble Through: the next drag of this creature may pass one creature's space.
    if (m_moveTool) {
        const QString armed = m_moveTool->tumbleThrough(id);
        std::vector<const Creature *> others;
        for (const Creature &o : e.creatures) // the creatures whose space it may not pass (RULES.md 4.3)
            if (o.id != id && !o.isDead() && areHostile(c->side, o.side))
                others.push_back(&o);
        std::stable_sort(others.begin(), others.end(), [&](const Creature *a, const Creature *b) {
            return creatureDistanceFeet(e, *c, *a) < creatureDistanceFeet(e, *c, *b);
        });
        if (others.size() > 12)
            others.resize(12);
        if (!others.empty()) {
            QMenu *tumble = menu->addMenu(tr("&Tumble Through"));
            tumble->setObjectName(QStringLiteral("tumbleMenu"));
            for (const Creature *o : others) {
                QAction *a = tumble->addAction(o->name, this, [this, id, through = o->id] { armTumble(id, through); });
                a->setCheckable(true);
                a->setChecked(armed == o->id);
            }
            if (!armed.isEmpty()) {
                tumble->addSeparator();
                tumble->addAction(tr("Don't Tumble"), this, [this, id] { armTumble(id, QString()); });
            }
        }
    }
}

QString ForcedMoveActions::shove(const PushChoice &choice)
{
    forcedmove::preview(m_scene, nullptr);
    const QString text = forcedmove::makePush(m_document, choice);
    emit statusMessage(text);
    return text;
}

QString ForcedMoveActions::grapple(const QString &grappler, const QString &target)
{
    const Encounter &e = m_document->encounter();
    const QString g = nameOf(e, grappler);
    const QString t = nameOf(e, target);
    combat::GrappleOutcome outcome;
    pushCombatEdit(m_document, tr("%1 grapples %2").arg(g, t), [&](Encounter &after) {
        outcome = combat::grapple(after, m_document->dice(), grappler, target);
    });
    QString text;
    switch (outcome.refusal) {
    case combat::GrappleRefusal::None:
        text = e.ruleset == Ruleset::Pf2e
                   ? tr("%1 grapples %2 (grappled); pf2e drags nobody: Release it before %1 moves").arg(g, t)
                   : tr("%1 grapples %2 (grappled): dragging %1 drags %2 along, each foot costing double").arg(g, t);
        break;
    case combat::GrappleRefusal::NoCreature:
        text = tr("No creature \"%1\"").arg(outcome.creature);
        break;
    case combat::GrappleRefusal::Itself:
        text = tr("%1 can't grapple itself").arg(g);
        break;
    case combat::GrappleRefusal::OutOfReach:
        text = tr("%1 is out of %2's reach").arg(t, g);
        break;
    case combat::GrappleRefusal::AlreadyGrappling:
        text = tr("%1 already grapples %2").arg(g, t);
        break;
    case combat::GrappleRefusal::NotGrappling:
        text = tr("%1 doesn't grapple %2").arg(g, t);
        break;
    case combat::GrappleRefusal::Condition:
        text = words::conditionProblem(outcome.condition);
        break;
    }
    emit statusMessage(text);
    return text;
}

QString ForcedMoveActions::release(const QString &grappler, const QString &target)
{
    const Encounter &e = m_document->encounter();
    const QString g = nameOf(e, grappler);
    const QString t = nameOf(e, target);
    combat::GrappleOutcome outcome;
    pushCombatEdit(m_document, tr("%1 releases %2").arg(g, t),
                   [&](Encounter &after) { outcome = combat::release(after, grappler, target); });
    const QString text = outcome.refused() ? tr("%1 doesn't grapple %2").arg(g, t) : tr("%1 releases %2").arg(g, t);
    emit statusMessage(text);
    return text;
}

QString ForcedMoveActions::armTumble(const QString &mover, const QString &through)
{
    if (!m_moveTool)
        return {};
    const Encounter &e = m_document->encounter();
    m_moveTool->armTumble(mover, through);
    const QString text = through.isEmpty()
                             ? tr("%1's next move doesn't tumble").arg(nameOf(e, mover))
                             : tr("%1's next move may tumble through %2's space (drag the token)").arg(nameOf(e, mover), nameOf(e, through));
    emit statusMessage(text);
    return text;
}

} // namespace bm
