#include "creatureactions.h"

#include "commands/combatcommands.h"

#include "commands/encountercommands.h"
#include "commands/tokenpicture.h"
#include "combat/multiattack.h"
#include "combat/roster.h"
#include "model/mapedits.h"
#include "rules/placement.h"
#include "document.h"
#include "scene/mapscene.h"
#include "scene/tokenart.h"
#include "render/maprenderer.h"
#include "tools/abstracttool.h" // MapScene keeps the active tool in a QPointer
#include "tools/pickdistance.h"
#include "tools/stealthactions.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QGraphicsView>
#include <QMenu>
#include <QUndoStack>

#include <algorithm>

namespace bm {

CreatureActions::CreatureActions(Document *document, MapScene *scene, QGraphicsView *view, QAction *add,
                                 QAction *duplicate, QAction *remove, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_scene(scene)
    , m_view(view)
    , m_add(add)
    , m_duplicate(duplicate)
    , m_remove(remove)
{
    connect(m_add, &QAction::triggered, this, [this] { addCreature(viewCentreSquare()); });
    connect(m_duplicate, &QAction::triggered, this, [this] { duplicateCreature(m_scene->selectedCreature()); });
    connect(m_remove, &QAction::triggered, this, [this] { deleteCreature(m_scene->selectedCreature()); });
    connect(m_scene, &MapScene::selectedCreatureChanged, this, &CreatureActions::updateEnabled);
    connect(m_document, &Document::creaturesChanged, this, &CreatureActions::updateEnabled);
    if (m_view)
        m_view->viewport()->installEventFilter(this);
    updateEnabled();
}

void CreatureActions::updateEnabled()
{
    const bool selected = m_document->encounter().creature(m_scene->selectedCreature()) != nullptr;
    m_duplicate->setEnabled(selected);
    m_remove->setEnabled(selected);
}

GridPoint CreatureActions::viewCentreSquare() const
{
    const Encounter &e = m_document->encounter();
    GridPoint p{e.width / 2, e.height / 2};
    if (m_view)
        p = render::squareAt(m_view->mapToScene(m_view->viewport()->rect().center()));
    return {std::clamp(p.x, 0, std::max(0, e.width - 1)), std::clamp(p.y, 0, std::max(0, e.height - 1))};
}

QString CreatureActions::addCreature(GridPoint near)
{
    const Encounter &e = m_document->encounter();
    Creature c;
    const QString name = tr("Creature");
    const bool taken = std::any_of(e.creatures.begin(), e.creatures.end(), [&](const Creature &o) { return o.name == name; });
    c.name = taken ? mapedit::numberedName(e, name) : name;
    c.size = Size::Medium;
    c.hp = c.maxHp = 10;
    const QString id = pushPlaceCreature(m_document, c, near, QStringLiteral("creature1"), tr("Add %1").arg(c.name));
    if (id.isEmpty()) {
        emit statusMessage(tr("No free square on the map for a new creature"));
        return {};
    }
    m_scene->selectCreature(id);
    const GridPoint at = m_document->encounter().creature(id)->position;
    emit statusMessage(tr("Added %1 at (%2, %3); edit it in the Creature panel").arg(c.name).arg(at.x).arg(at.y));
    return id;
}

QString CreatureActions::duplicateCreature(const QString &id)
{
    const Encounter &e = m_document->encounter();
    const Creature *original = e.creature(id);
    if (!original)
        return {};
    Creature copy = *original;
    copy.name = mapedit::numberedName(e, original->name);
    const QString originalName = original->name;
    const QString copyId = pushPlaceCreature(m_document, copy, original->position, original->id,
                                             tr("Duplicate %1").arg(originalName));
    if (copyId.isEmpty()) {
        emit statusMessage(tr("No free space near %1 for a copy").arg(originalName));
        return {};
    }
    m_scene->selectCreature(copyId);
    const GridPoint at = m_document->encounter().creature(copyId)->position;
    emit statusMessage(tr("%1 added at (%2, %3)").arg(copy.name).arg(at.x).arg(at.y));
    return copyId;
}

bool CreatureActions::deleteCreature(const QString &id)
{
    const Encounter &e = m_document->encounter();
    const Creature *c = e.creature(id);
    if (!c)
        return false;
    const QString name = c->name;
    Encounter after = e;
    combat::removeCreature(after, id);
    m_document->undoStack()->push(new EditEncounterCommand(m_document, e, after, tr("Delete %1").arg(name)));
    emit statusMessage(tr("%1 deleted (Undo brings it back)").arg(name));
    return true;
}

bool CreatureActions::eventFilter(QObject *watched, QEvent *event)
{
    if (m_view && watched == m_view->viewport() && event->type() == QEvent::ContextMenu) {
        auto *menuEvent = static_cast<QContextMenuEvent *>(event);
        showContextMenu(menuEvent->pos(), menuEvent->globalPos());
        return true;
    }
    return QObject::eventFilter(watched, event);
}

void CreatureActions::showContextMenu(const QPoint &viewportPos, const QPoint &globalPos)
{
    const QPointF scenePos = m_view->mapToScene(viewportPos);
    const GridPoint square = render::squareAt(scenePos);
    const Encounter &e = m_document->encounter();
    QMenu menu(m_view);
    bool offered = false;
    for (QAction *a : std::as_const(m_mapActions))
        if (a->isEnabled()) {
            menu.addAction(a);
            offered = true;
        }
    if (offered)
        menu.addSeparator();
    if (const Creature *c = m_scene->creatureAt(scenePos)) {
        const QString id = c->id;
        m_scene->selectCreature(id);
        menu.addAction(tr("Duplicate %1").arg(c->name), this, [this, id] { duplicateCreature(id); });
        menu.addAction(tr("Delete %1").arg(c->name), this, [this, id] { deleteCreature(id); });
        menu.addAction(tr("Token &Picture…"), this, [this, id] {
            const QString path = QFileDialog::getOpenFileName(m_view, tr("Token Picture"), QString(), tokenart::fileFilter());
            if (path.isEmpty())
                return;
            const QString problem = pushTokenPicture(m_document, id, path);
            emit statusMessage(problem.isEmpty() ? tr("New token picture (Undo brings the old one back)") : problem);
        });
        // RULES.md 12: shade every square it doesn't see, until asked again.
        QAction *sees = menu.addAction(tr("What Does %1 &See?").arg(c->name), this, [this, id, name = c->name] {
            const bool off = m_scene->sightShownFor() == id;
            m_scene->showSightOf(off ? QString() : id);
            emit statusMessage(off ? tr("Sight shading off")
                                   : tr("Shaded: what %1 doesn't see (ask again or press Esc to stop)").arg(name));
        });
        sees->setObjectName(QStringLiteral("whatDoesItSee"));
        sees->setCheckable(true);
        sees->setChecked(m_scene->sightShownFor() == id);
        // Kept off the players' screens whatever the fog says; one undo step.
        QAction *hidden = menu.addAction(tr("&Hidden from the Players"), this, [this, id](bool on) { setHiddenFromPlayers(id, on); });
        hidden->setObjectName(QStringLiteral("hiddenFromPlayers"));
        hidden->setCheckable(true);
        hidden->setChecked(c->hiddenFromPlayers());
        // RULES.md 14: hiding and finding, each one undo step.
        if (m_stealth) {
            menu.addSeparator();
            m_stealth->addMenuEntries(&menu, id);
            menu.addSeparator();
        }
        // Attack with one of its attacks; the target is the creature clicked next.
        if (!c->attacks.empty()) {
            QMenu *attacks = menu.addMenu(tr("&Attack"));
            attacks->setObjectName(QStringLiteral("attackMenu"));
            // A 5e-family Multiattack first: its attacks in turn in the Stat Block panel.
            if (isFiveEFamily(m_document->encounter().ruleset) && !combat::multiattackText(*c).isEmpty()) {
                attacks->addAction(tr("Multiattack"), this, [this, id] { emit multiattackRequested(id); })
                    ->setObjectName(QStringLiteral("multiattackAction"));
                attacks->addSeparator();
            }
            for (const CreatureAttack &a : c->attacks)
                attacks->addAction(a.name, this, [this, id, name = a.name] { emit attackRequested(id, name); });
        }
        for (const auto &block : m_tokenBlocks)
            block(&menu, id);
        menu.addSeparator();
        // The creature's turn actions: offered on its turn, greyed with the reason
        // otherwise; each one undo step.
        if (e.combat.active && e.combat.combatant(id)) {
            for (combat::TurnAction a : combat::turnActionsFor(e.ruleset)) {
                if (a == combat::TurnAction::Action || a == combat::TurnAction::BonusAction)
                    continue; // spent from the combatant panel, with what was done
                QAction *item = menu.addAction(combat::turnActionName(a), this, [this, id, a] {
                    const QString problem = pushTurnAction(m_document, id, a);
                    const Creature *who = m_document->encounter().creature(id);
                    emit statusMessage(problem.isEmpty() && who ? tr("%1 takes %2").arg(who->name, combat::turnActionName(a)) : problem);
                });
                const QString problem = wordLogMessage(combat::turnActionProblem(e, id, a), &e);
                item->setEnabled(problem.isEmpty());
                item->setToolTip(problem);
            }
            // The GM confirms an opportunity attack on the creature whose turn it is: the
            // attacker's reaction is spent and the log says so.
            const Creature *mover = e.creature(e.combat.turn);
            if (mover && mover->id != id) {
                QAction *oa = menu.addAction(tr("Opportunity Attack on %1").arg(mover->name), this, [this, id, moverId = mover->id] {
                    LogMessage refused;
                    pushCombatEdit(m_document, tr("Opportunity attack"),
                                   [&](Encounter &after) { refused = combat::opportunityAttack(after, id, moverId); });
                    emit statusMessage(refused.isEmpty() ? tr("Opportunity attack: reaction spent")
                                                         : wordLogMessage(refused, &m_document->encounter()));
                });
                const QString problem = wordLogMessage(combat::turnActionProblem(e, id, combat::TurnAction::Reaction), &e);
                oa->setEnabled(problem.isEmpty());
                oa->setToolTip(problem);
            }
            menu.setToolTipsVisible(true);
            menu.addSeparator();
        }
    }
    // The effects on the map that cover this square can be ended from here.
    for (std::size_t i = 0; i < e.combat.effects.size(); ++i) {
        const Effect &f = e.combat.effects[i];
        if (!f.area || std::find(f.area->squares.begin(), f.area->squares.end(), square) == f.area->squares.end())
            continue;
        QAction *end = menu.addAction(tr("End %1").arg(f.name), this, [this, index = int(i), name = f.name] {
            pushCombatEdit(m_document, tr("End %1").arg(name), [&](Encounter &after) { combat::removeEffect(after, index); });
            emit statusMessage(tr("%1 has left the map (Undo brings it back)").arg(name));
        });
        end->setObjectName(QStringLiteral("endEffectHere"));
    }
    // A door here: locked or not, and whether the party knows it is locked (the players'
    // devices are told a locked door is closed until a party member tried it); one undo
    // step each.
    const int door = mapedit::wallNear(e, scenePos / render::kSquare, pickToleranceSquares(m_scene), true);
    if (door >= 0) {
        const Wall &w = e.walls[std::size_t(door)];
        QAction *locked = menu.addAction(tr("Door &Locked"), this, [this, door](bool on) { setDoorLocked(door, on); });
        locked->setObjectName(QStringLiteral("doorLocked"));
        locked->setCheckable(true);
        locked->setChecked(w.door == DoorState::Locked);
        QAction *known = menu.addAction(tr("The Party &Knows It's Locked"), this, [this, door](bool on) { setPartyKnowsLocked(door, on); });
        known->setObjectName(QStringLiteral("partyKnowsLocked"));
        known->setCheckable(true);
        known->setChecked(w.door == DoorState::Locked && w.partyKnowsLocked());
        known->setEnabled(w.door == DoorState::Locked);
        menu.addSeparator();
    }
    if (e.contains(square))
        menu.addAction(tr("Add Creature Here"), this, [this, square] { addCreature(square); });
    if (!menu.isEmpty())
        menu.exec(globalPos);
}

void CreatureActions::setHiddenFromPlayers(const QString &id, bool hidden)
{
    const Encounter &e = m_document->encounter();
    const int index = e.creatureIndex(id);
    if (index < 0 || e.creatures[std::size_t(index)].hiddenFromPlayers() == hidden)
        return;
    Encounter after = e;
    Creature &c = after.creatures[std::size_t(index)];
    c.setHiddenFromPlayers(hidden);
    m_document->undoStack()->push(new EditEncounterCommand(m_document, e, after,
                                                           hidden ? tr("Hide %1 from the players").arg(c.name)
                                                                  : tr("Show %1 to the players").arg(c.name),
                                                           EditEncounterCommand::CreatureEdit, newGesture()));
    emit statusMessage(hidden ? tr("%1 is hidden from the players, whatever the fog says (Undo shows it again)").arg(c.name)
                              : tr("%1 shows to the players where they can see it").arg(c.name));
}

void CreatureActions::setDoorLocked(int wall, bool locked)
{
    const Encounter &e = m_document->encounter();
    if (wall < 0 || wall >= e.walls.size() || e.walls[std::size_t(wall)].door == DoorState::None
        || (e.walls[std::size_t(wall)].door == DoorState::Locked) == locked)
        return;
    Encounter after = e;
    Wall &w = after.walls[std::size_t(wall)];
    w.door = locked ? DoorState::Locked : DoorState::Closed;
    w.setPartyKnowsLocked(false); // a lock put on again is news to the party
    m_document->undoStack()->push(new EditEncounterCommand(m_document, e, after, locked ? tr("Lock door") : tr("Unlock door")));
    emit statusMessage(locked ? tr("Door locked: the players' devices show it closed until one of them tries it")
                              : tr("Door unlocked (closed)"));
}

void CreatureActions::setPartyKnowsLocked(int wall, bool known)
{
    const Encounter &e = m_document->encounter();
    if (wall < 0 || wall >= e.walls.size() || e.walls[std::size_t(wall)].door != DoorState::Locked
        || e.walls[std::size_t(wall)].partyKnowsLocked() == known)
        return;
    Encounter after = e;
    after.walls[std::size_t(wall)].setPartyKnowsLocked(known);
    m_document->undoStack()->push(new EditEncounterCommand(m_document, e, after,
                                                           known ? tr("The party knows a door is locked")
                                                                 : tr("The party doesn't know a door is locked")));
    emit statusMessage(known ? tr("The players' devices show the door locked") : tr("The players' devices show the door closed"));
}

} // namespace bm
