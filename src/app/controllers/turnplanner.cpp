#include "turnplanner.h"

#include "combat/move.h"
#include "controllers/languages.h"
#include "commands/encountercommands.h"
#include "document.h"
#include "rules/movement.h"
#include "scene/mapscene.h"
#include "scene/overlayitems.h"
#include "widgets/combatantdock.h"
#include "widgets/statblockdock.h"
#include "widgets/turnplancard.h"
#include "words/words.h"

#include <QAction>
#include <QIcon>
#include <QLocale>
#include <QMenu>
#include <QRegularExpression>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace bm {

namespace {

// How many next best plans Other Options cycles through.
constexpr int kAlternatives = 3;

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString nameOf(const Encounter &e, const QString &id)
{
    const Creature *c = e.creature(id);
    return c ? c->name : id;
}

// A name as short as the map's label can have it: "Pip (halfling rogue)" is "Pip" when no
// other creature's name begins so; the card and the lists keep the whole name.
QString shortName(const Encounter &e, const QString &id)
{
    const QString name = nameOf(e, id);
    static const QRegularExpression trailing(QStringLiteral("^(.*\\S)\\s*\\([^()]*\\)$"));
    const QRegularExpressionMatch m = trailing.match(name);
    if (!m.hasMatch())
        return name;
    const QString base = m.captured(1);
    for (const Creature &c : e.creatures)
        if (c.id != id && (c.name == base || c.name.startsWith(base + QLatin1Char(' '))))
            return name;
    return base;
}

// "~4.3", "~0": an expectation to one decimal (half away from zero), in the reader's numbers.
QString approx(combat::Expectation x)
{
    return x.approx(Languages::numbers());
}

// "65 %": a probability as a whole percentage.
QString percent(combat::Expectation p)
{
    return TurnPlanner::tr("%1 %", "a hit chance").arg(Languages::numbers().toString(int(std::lround(p.value() * 100.0))));
}

QString feetNumber(double feet)
{
    return Languages::numbers().toString(feet, 'f', feet == std::floor(feet) ? 0 : 1);
}

QString squareText(GridPoint at)
{
    return TurnPlanner::tr("(%1, %2)", "a square on the map").arg(at.x).arg(at.y);
}

bool moves(const combat::TurnPlan &p)
{
    return p.path.size() > 1;
}

// A Multiattack's same attack at the same target, made again and again with the same
// expectation, counted once: the attack and how many times.
std::vector<std::pair<const combat::PlannedAttack *, int>> grouped(const combat::TurnPlan &p)
{
    std::vector<std::pair<const combat::PlannedAttack *, int>> out;
    for (const combat::PlannedAttack &a : p.attacks) {
        if (!out.empty()) {
            const combat::PlannedAttack &b = *out.back().first;
            if (a.with == b.with && a.target == b.target && a.expectation.damage == b.expectation.damage
                && a.expectation.hitChance == b.expectation.hitChance) {
                ++out.back().second;
                continue;
            }
        }
        out.emplace_back(&a, 1);
    }
    return out;
}

QString timesText(const QString &what, int times)
{
    return times > 1 ? TurnPlanner::tr("%1 \u00D7%2", "an attack made twice: ×2").arg(what).arg(times) : what;
}

} // namespace

TurnPlanner::TurnPlanner(Document *document, MapScene *scene, CombatantDock *panel, StatBlockDock *attacks, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_scene(scene)
    , m_panel(panel)
    , m_attacks(attacks)
    , m_card(new TurnPlanCard)
    , m_planTurn(new QAction(this))
    , m_planRound(new QAction(this))
    , m_doItAction(new QAction(this))
    , m_otherAction(new QAction(this))
    , m_skipAction(new QAction(this))
{
    m_planTurn->setObjectName(QStringLiteral("actionPlanTurn"));
    m_planTurn->setIcon(QIcon(QStringLiteral(":/icons/actions/plan.svg")));
    m_planTurn->setShortcut(QKeySequence(Qt::Key_P));
    m_planRound->setObjectName(QStringLiteral("actionPlanRound"));
    m_planRound->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_P));
    connect(m_planTurn, &QAction::triggered, this, [this] { planTurn(); });
    connect(m_planRound, &QAction::triggered, this, &TurnPlanner::planRound);
    m_doItAction->setObjectName(QStringLiteral("actionPlanDoIt"));
    m_doItAction->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    m_otherAction->setObjectName(QStringLiteral("actionPlanOtherOptions"));
    m_otherAction->setShortcut(QKeySequence(Qt::Key_O));
    m_skipAction->setObjectName(QStringLiteral("actionPlanSkip"));
    m_skipAction->setShortcut(QKeySequence(Qt::Key_S));
    connect(m_doItAction, &QAction::triggered, this, &TurnPlanner::doIt);
    connect(m_otherAction, &QAction::triggered, this, &TurnPlanner::otherOptions);
    connect(m_skipAction, &QAction::triggered, this, &TurnPlanner::skip);
    if (m_panel)
        m_panel->setPlanCard(m_card);
    connect(m_card, &TurnPlanCard::doItClicked, this, &TurnPlanner::doIt);
    connect(m_card, &TurnPlanCard::otherOptionsClicked, this, &TurnPlanner::otherOptions);
    connect(m_card, &TurnPlanCard::skipClicked, this, &TurnPlanner::skip);
    connect(m_card, &TurnPlanCard::dismissClicked, this, &TurnPlanner::dismiss);
    if (m_attacks)
        connect(m_attacks, &StatBlockDock::plannedAttacksEnded, this, [this](bool completed) {
            if (m_doing && !m_starting)
                finishDoing(completed);
        });
    // After the scene's own listeners (it was made first): the tokens stand where the labels
    // are placed around them.
    connect(m_document, &Document::creaturesChanged, this, &TurnPlanner::documentChanged);
    connect(m_document, &Document::encounterReset, this, [this] {
        m_doing = false;
        clearShown();
    });
    retranslate();
}

void TurnPlanner::retranslate()
{
    m_planTurn->setText(tr("Plan T&urn"));
    m_planTurn->setStatusTip(tr("Where the creature whose turn it is should move and whom it should attack, by the damage it can "
                                "expect to deal and to take; the plan shows on the map and in the Combatant panel"));
    m_planTurn->setToolTip(tr("Plan Turn (P): where the creature whose turn it is should move and whom it should attack"));
    m_planRound->setText(tr("Plan the &Round"));
    m_planRound->setStatusTip(tr("Every hostile's plan in initiative order, each as if the ones before had moved; Do It or Skip each"));
    m_doItAction->setText(tr("&Do It"));
    m_doItAction->setStatusTip(tr("Make the plan shown: the move, then each attack in the Stat Block panel (Return on the map)"));
    m_otherAction->setText(tr("Other &Options"));
    m_otherAction->setStatusTip(tr("The next best plan (O on the map)"));
    m_skipAction->setText(tr("Sk&ip This Plan"));
    m_skipAction->setStatusTip(tr("Plan the Round: leave this creature's plan out and go on to the next hostile (S on the map)"));
    if (isShown())
        show(false); // the map's labels in the new language (the card rewords itself)
}

void TurnPlanner::addToMenu(QMenu *menu, const QString &creature)
{
    const Creature *c = m_document->encounter().creature(creature);
    if (!c || c->attacks.empty())
        return;
    QAction *a = menu->addAction(QIcon(QStringLiteral(":/icons/actions/plan.svg")), tr("Plan T&urn for %1").arg(c->name), this,
                                 [this, creature] { planTurn(creature); });
    a->setObjectName(QStringLiteral("planTurnFor"));
}

QString TurnPlanner::creature() const
{
    return isShown() ? m_steps[std::size_t(m_step)].creature : QString();
}

const combat::TurnPlan &TurnPlanner::planOf(const Step &step, int option) const
{
    if (option <= 0 || std::size_t(option) > step.planning.others.size())
        return step.planning.best;
    return step.planning.others[std::size_t(option - 1)];
}

const combat::TurnPlan *TurnPlanner::shownPlan() const
{
    return isShown() ? &planOf(m_steps[std::size_t(m_step)], m_option) : nullptr;
}

int TurnPlanner::optionCount() const
{
    return isShown() ? 1 + int(m_steps[std::size_t(m_step)].planning.others.size()) : 0;
}

QStringList TurnPlanner::roundCreatures() const
{
    QStringList ids;
    for (const Step &s : m_steps)
        ids << s.creature;
    return ids;
}

const Encounter *TurnPlanner::plannedOn(int step) const
{
    if (step < 0 || std::size_t(step) >= m_steps.size())
        return nullptr;
    return m_steps[std::size_t(step)].plannedOn.get();
}

void TurnPlanner::planFrom(int from)
{
    // Each plan on the encounter as the plans before it would leave it: their moves made
    // (combat::makeMove on a copy), not their attacks (their dice aren't rolled yet).
    Encounter copy = m_document->encounter();
    for (std::size_t i = std::size_t(std::max(0, from)); i < m_steps.size(); ++i) {
        Step &s = m_steps[i];
        if (s.state != StepState::Waiting)
            continue;
        s.plannedOn = std::make_shared<const Encounter>(copy);
        s.planning = combat::planTurn(*s.plannedOn, s.creature, kAlternatives);
        if (i + 1 == m_steps.size() || !s.planning)
            continue;
        const combat::TurnPlan &p = planOf(s, int(i) == m_step ? m_option : 0);
        if (!moves(p) && !p.stand)
            continue;
        MovementEngine engine(copy);
        combat::makeMove(copy, engine, combat::moveRequestOf(s.creature, p));
    }
}

bool TurnPlanner::planTurn(const QString &creature)
{
    const Encounter &e = m_document->encounter();
    QString id = creature;
    if (id.isEmpty())
        id = e.combat.active && e.creature(e.combat.turn) ? e.combat.turn : m_scene->selectedCreature();
    const Creature *c = e.creature(id);
    if (!c) {
        emit statusMessage(tr("Plan Turn: start combat (the plan is for the creature whose turn it is) or select a creature"));
        return false;
    }
    m_doing = false;
    m_round = false;
    m_step = 0;
    m_option = 0;
    m_turnAtPlan = e.combat.active ? e.combat.turn : QString();
    m_steps = {Step{c->id, {}, {}, StepState::Waiting}};
    planFrom(0);
    if (!m_steps.front().planning) {
        clearShown();
        return false;
    }
    m_scene->selectCreature(c->id);
    show();
    emit statusMessage(tr("The plan for %1 is shown: Do It makes it, Other Options shows the next best, Esc takes it away").arg(c->name));
    return true;
}

bool TurnPlanner::planRound()
{
    const Encounter &e = m_document->encounter();
    // Initiative order from the creature whose turn it is, round the table once; out of
    // combat, highest initiative first (file order among equals).
    std::vector<const Creature *> order;
    if (e.combat.active && !e.combat.order.empty()) {
        const int n = int(e.combat.order.size());
        const int start = std::max(0, e.combat.indexOf(e.combat.turn));
        for (int k = 0; k < n; ++k)
            if (const Creature *c = e.creature(e.combat.order[std::size_t((start + k) % n)].id))
                order.push_back(c);
    } else {
        for (const Creature &c : e.creatures)
            order.push_back(&c);
        std::stable_sort(order.begin(), order.end(), [](const Creature *a, const Creature *b) {
            return a->initiative.value_or(-1e9) > b->initiative.value_or(-1e9);
        });
    }
    std::vector<Step> steps;
    for (const Creature *c : order)
        if (c->side == Side::Hostile && !c->isDead())
            steps.push_back(Step{c->id, {}, {}, StepState::Waiting});
    if (steps.empty()) {
        emit statusMessage(tr("Plan the Round: no hostile creature on the map"));
        return false;
    }
    m_doing = false;
    m_round = true;
    m_step = 0;
    m_option = 0;
    m_steps = std::move(steps);
    planFrom(0);
    m_scene->selectCreature(m_steps.front().creature);
    show();
    emit statusMessage(tr("The round planned for %n hostile(s): Do It or Skip each in turn", nullptr, int(m_steps.size())));
    return true;
}

void TurnPlanner::show(bool raise)
{
    if (!isShown())
        return;
    const Step &s = m_steps[std::size_t(m_step)];
    if (!s.planning) {
        clearShown();
        return;
    }
    const Encounter &e = *s.plannedOn;
    const combat::TurnPlan &p = planOf(s, m_option);
    const Creature *m = e.creature(s.creature);
    const int space = m ? m->spaceSquares() : 1;
    // The map: the path, the targets, the provokers.
    TurnPlanItem::Plan drawn;
    for (const GridPoint &at : p.path)
        drawn.path.push_back(QRect(at.x, at.y, space, space));
    if (drawn.path.empty())
        drawn.path.push_back(QRect(p.to.x, p.to.y, space, space));
    drawn.moveLabel = moveLabel(e, p);
    drawn.advance = p.kind == combat::PlanKind::Advance;
    for (const auto &[a, times] : grouped(p))
        if (const Creature *t = e.creature(a->target))
            drawn.attacks.push_back({t->spaceRect(), timesText(attackLabel(e, *a), times)});
    for (const combat::PlannedProvocation &pr : p.provokes)
        if (const Creature *c = e.creature(pr.creature))
            drawn.provokers.push_back({c->spaceRect(), pr.step, tr("%1: opportunity attack, %2").arg(shortName(e, c->id), approx(pr.expected))});
    m_scene->planOverlay()->setPlan(std::move(drawn));

    // The card, worded again after a language switch.
    const auto plannedOn = s.plannedOn;
    const combat::TurnPlan plan = p;
    const QString id = s.creature;
    const int option = m_option;
    const int options = optionCount();
    TurnPlanCard::Wording title;
    TurnPlanCard::Wording body;
    if (!m_round) {
        title = [plannedOn, id, option, options] {
            const QString name = nameOf(*plannedOn, id);
            return options > 1 ? tr("Plan for %1 (option %2 of %3)").arg(name).arg(option + 1).arg(options) : tr("Plan for %1").arg(name);
        };
        body = [plannedOn, plan, id] { return cardHtml(*plannedOn, plan, id); };
    } else {
        // The round: this hostile's plan, then the list of all with what each will do.
        struct Row {
            QString creature;
            StepState state;
            std::shared_ptr<const Encounter> on;
            combat::TurnPlan plan;
            bool planned;
        };
        std::vector<Row> rows;
        for (std::size_t i = 0; i < m_steps.size(); ++i)
            rows.push_back({m_steps[i].creature, m_steps[i].state, m_steps[i].plannedOn, planOf(m_steps[i], int(i) == m_step ? m_option : 0),
                            bool(m_steps[i].planning) && m_steps[i].plannedOn});
        const int step = m_step;
        title = [plannedOn, id, option, options, step, n = int(m_steps.size())] {
            const QString name = nameOf(*plannedOn, id);
            return options > 1 ? tr("Plan the Round: %1 of %2, %3 (option %4 of %5)").arg(step + 1).arg(n).arg(name).arg(option + 1).arg(options)
                               : tr("Plan the Round: %1 of %2, %3").arg(step + 1).arg(n).arg(name);
        };
        body = [plannedOn, plan, id, rows, step] {
            QString h = cardHtml(*plannedOn, plan, id);
            QStringList items;
            for (std::size_t i = 0; i < rows.size(); ++i) {
                const Row &r = rows[i];
                const QString name = r.on ? nameOf(*r.on, r.creature) : r.creature;
                QString what;
                if (r.state == StepState::Done)
                    what = tr("done");
                else if (r.state == StepState::Skipped)
                    what = tr("skipped");
                else if (!r.planned)
                    what = tr("can't be planned");
                else
                    what = oneLine(*r.on, r.plan);
                const QString row = tr("%1. %2: %3").arg(i + 1).arg(esc(name), esc(what));
                items << (int(i) == step ? QStringLiteral("<b>%1</b>").arg(row) : row);
            }
            h += QStringLiteral("<hr/><p>%1</p>").arg(items.join(QStringLiteral("<br/>")));
            return h;
        };
    }
    m_card->showPlan(title, body, p.kind != combat::PlanKind::Stay || p.stand || m_round, options, m_round);
    updateActions();
    if (m_panel && raise) {
        m_panel->show();
        m_panel->raise();
    }
}

void TurnPlanner::clearShown()
{
    m_steps.clear();
    m_round = false;
    m_step = 0;
    m_option = 0;
    m_scene->planOverlay()->clear();
    m_card->clearPlan();
    updateActions();
}

void TurnPlanner::updateActions()
{
    const combat::TurnPlan *p = shownPlan();
    const bool free = p && !m_doing && !m_starting;
    m_doItAction->setEnabled(free && (p->kind != combat::PlanKind::Stay || p->stand || m_round));
    m_otherAction->setEnabled(free && optionCount() > 1);
    m_skipAction->setEnabled(p && m_round);
}

bool TurnPlanner::dismiss()
{
    if (!isShown())
        return false;
    m_doing = false; // the attacks under way, if any, stay in the Stat Block panel
    clearShown();
    emit statusMessage(tr("Plan dismissed"));
    return true;
}

void TurnPlanner::otherOptions()
{
    if (!isShown() || m_doing)
        return;
    const int n = optionCount();
    if (n < 2) {
        emit statusMessage(tr("No other option: this is the only plan"));
        return;
    }
    m_option = (m_option + 1) % n;
    if (m_round)
        planFrom(m_step + 1); // the later hostiles plan as if this option's move were made
    show();
    emit statusMessage(tr("Option %1 of %2").arg(m_option + 1).arg(n));
}

void TurnPlanner::skip()
{
    if (!isShown() || !m_round)
        return;
    m_doing = false;
    advance(StepState::Skipped);
}

void TurnPlanner::advance(StepState how)
{
    m_steps[std::size_t(m_step)].state = how;
    m_option = 0;
    ++m_step;
    // Dead by now (the attacks before): not planned.
    while (m_step < int(m_steps.size())) {
        const Creature *c = m_document->encounter().creature(m_steps[std::size_t(m_step)].creature);
        if (c && !c->isDead())
            break;
        m_steps[std::size_t(m_step)].state = StepState::Skipped;
        ++m_step;
    }
    if (m_step >= int(m_steps.size())) {
        clearShown();
        emit statusMessage(tr("The round's plans are done"));
        return;
    }
    planFrom(m_step);
    m_scene->selectCreature(m_steps[std::size_t(m_step)].creature);
    show();
}

bool TurnPlanner::doIt()
{
    if (!isShown() || m_doing)
        return false;
    const Step &s = m_steps[std::size_t(m_step)];
    const combat::TurnPlan plan = planOf(s, m_option);
    const QString id = s.creature;
    const Encounter &e = m_document->encounter();
    const Creature *c = e.creature(id);
    if (!c)
        return false;
    if (plan.kind == combat::PlanKind::Stay && plan.attacks.empty() && !plan.stand) {
        emit statusMessage(tr("%1 stays where it is: nothing to do").arg(c->name));
        if (m_round)
            advance(StepState::Done);
        return true;
    }
    const QString name = c->name;
    const QString undoText = tr("%1's planned turn").arg(name);
    const int gesture = newGesture();
    // Until the attacks are handed over, the changes (and the end of any attacks still under
    // way in the Stat Block panel) are this Do It's own.
    m_starting = true;
    if (moves(plan) || plan.stand) {
        // The one move (combat/move.h), as a drag makes it: paid from the turn, its
        // opportunity attacks logged; one undo step that the attacks applied join.
        Encounter after = e;
        const combat::MoveOutcome outcome = combat::makeMove(after, m_document->engine(), combat::moveRequestOf(id, plan));
        if (outcome.refused()) {
            QString why;
            switch (outcome.refusal) {
            case combat::MoveRefusal::CannotStand:
                why = wordLogMessage(outcome.standProblem, &e);
                break;
            case combat::MoveRefusal::NoPath:
                why = words::pathProblem(outcome.judgement.path.problem);
                break;
            case combat::MoveRefusal::TooFar:
                why = tr("more than is left of its turn");
                break;
            default:
                why = tr("the move is refused (%1)").arg(combat::moveRefusalId(outcome.refusal));
                break;
            }
            m_starting = false;
            emit statusMessage(tr("Can't make %1's planned move: %2").arg(name, why));
            return false;
        }
        m_document->undoStack()->push(
            new MoveCommand(m_document, e, after, undoText, EditEncounterCommand::PlannedTurn, gesture));
        if (outcome.attacksLogged > 0)
            emit statusMessage(tr("%1 moves as planned: %n opportunity attack(s) logged for you to roll", nullptr, outcome.attacksLogged).arg(name));
        else
            emit statusMessage(tr("%1 moves as planned").arg(name));
    }
    if (plan.attacks.empty() || !m_attacks) {
        m_starting = false;
        finishDoing(true);
        return true;
    }
    // The attacks in turn in the Stat Block panel's attack box, each applied as the GM says.
    QList<StatBlockDock::PlannedStrike> strikes;
    for (const combat::PlannedAttack &a : plan.attacks)
        strikes << StatBlockDock::PlannedStrike{a.with, a.target};
    m_scene->selectCreature(id);
    m_attacks->startPlannedAttacks(id, strikes, undoText, gesture);
    m_starting = false;
    m_doing = m_attacks->plannedAttacksUnderway();
    if (!m_doing)
        finishDoing(true);
    updateActions();
    return true;
}

void TurnPlanner::finishDoing(bool completed)
{
    m_doing = false;
    m_starting = false;
    updateActions();
    if (!isShown())
        return;
    if (!completed) {
        // Given up half way (dismissed, undone, another attack picked): the plan again, from
        // where things stand now.
        documentChanged();
        return;
    }
    if (m_round) {
        advance(StepState::Done);
        return;
    }
    const QString name = nameOf(m_document->encounter(), creature());
    clearShown();
    emit statusMessage(tr("%1's planned turn is done (one Undo takes back its move and the attacks applied)").arg(name));
}

void TurnPlanner::documentChanged()
{
    if (!isShown() || m_doing || m_starting || m_replanning)
        return;
    // The plan of the creature whose turn it was: the GM has moved on (Next Turn).
    if (!m_round && !m_turnAtPlan.isEmpty() && creature() == m_turnAtPlan && m_document->encounter().combat.turn != m_turnAtPlan) {
        clearShown();
        emit statusMessage(tr("The turn has moved on: the plan is taken off the map"));
        return;
    }
    m_replanning = true;
    const int before = m_option;
    planFrom(m_step);
    Step &s = m_steps[std::size_t(m_step)];
    if (!s.planning) {
        m_replanning = false;
        if (m_round)
            advance(StepState::Skipped);
        else
            clearShown();
        return;
    }
    if (before >= optionCount())
        m_option = 0;
    show(false);
    m_replanning = false;
}

// ------------------------------------------------------------------------------------------
// The plan's words.

QString TurnPlanner::attackLabel(const Encounter &e, const combat::PlannedAttack &a)
{
    return tr("%1 \u2192 %2 %3, %4", "attack, target, hit chance, expected damage")
        .arg(a.with, shortName(e, a.target), percent(a.expectation.hitChance), approx(a.expectation.damage));
}

QString TurnPlanner::moveLabel(const Encounter &e, const combat::TurnPlan &p)
{
    if (!moves(p))
        return p.stand ? tr("stands up") : QString();
    QString text;
    if (e.ruleset == Ruleset::Pf2e)
        text = p.step ? tr("Step (1 action)") : tr("%n action(s), %1 ft", nullptr, p.actions).arg(feetNumber(p.costFeet));
    else
        text = p.dash ? tr("%1 ft, Dash").arg(feetNumber(p.costFeet)) : tr("%1 ft").arg(feetNumber(p.costFeet));
    if (p.stand)
        text = tr("stands up, %1").arg(text);
    return text;
}

QString TurnPlanner::stayReasonText(const Encounter &e, const combat::TurnPlan &p, const QString &creature)
{
    const QString name = nameOf(e, creature);
    switch (p.stays) {
    case combat::StayReason::None:
        break;
    case combat::StayReason::Incapacitated:
        return tr("%1 can't act.").arg(name);
    case combat::StayReason::NoAttacks:
        return tr("%1 has no attacks.").arg(name);
    case combat::StayReason::NoHostilePerceived:
        return tr("%1 perceives no hostile it could attack.").arg(name);
    case combat::StayReason::NothingBetter:
        return tr("Every attack it could make would cost it more than it deals.");
    case combat::StayReason::NothingInReach:
        return tr("Nothing can be attacked this turn, and no place to attack from can be reached.");
    }
    return {};
}

QString TurnPlanner::cardHtml(const Encounter &e, const combat::TurnPlan &p, const QString &creature)
{
    const bool pf2e = e.ruleset == Ruleset::Pf2e;
    QStringList paragraphs;
    // The move.
    QStringList move;
    if (p.stand)
        move << (pf2e ? tr("Stands up first (1 action).") : tr("Stands up first (half its speed)."));
    if (moves(p)) {
        if (pf2e)
            move << (p.step ? tr("Steps to %1 (1 action, provokes nothing).").arg(squareText(p.to))
                            : tr("Strides %1 ft to %2: %n action(s) for the move.", nullptr, p.actions).arg(feetNumber(p.costFeet), squareText(p.to)));
        else
            move << tr("Moves %1 ft to %2.").arg(feetNumber(p.costFeet), squareText(p.to));
        if (p.dash)
            move << tr("Takes the Dash: the path is longer than its speed.");
    } else if (p.kind == combat::PlanKind::Attack) {
        move << tr("Attacks from where it stands.");
    } else {
        move << tr("Stays where it is.");
    }
    if (p.kind == combat::PlanKind::Advance)
        move << tr("Nothing can be attacked this turn: it closes in, %1 ft still to go to the nearest place it can attack from.")
                    .arg(feetNumber(p.remainingFeet));
    if (p.kind == combat::PlanKind::Stay && p.stays != combat::StayReason::None)
        move << stayReasonText(e, p, creature);
    paragraphs << esc(move.join(QLatin1Char(' ')));
    // Each attack: what it can be expected to do, and why the roll is as it is.
    if (p.multiattack)
        paragraphs << esc(tr("Its Multiattack:"));
    for (const combat::PlannedAttack &a : p.attacks) {
        const QString target = nameOf(e, a.target);
        QString head = QStringLiteral("<b>%1</b>").arg(esc(tr("%1 \u2192 %2: %3 to hit, %4 damage expected")
                                                               .arg(a.with, target, percent(a.expectation.hitChance), approx(a.expectation.damage))));
        QStringList why = StatBlockDock::checkLines(a.expectation.check);
        if (pf2e && a.expectation.multipleAttackPenalty)
            why << tr("Multiple attack penalty: %1").arg(a.expectation.multipleAttackPenalty);
        if (a.expectation.check.flatCheck)
            why << tr("Flat check: DC %1").arg(*a.expectation.check.flatCheck);
        if (a.credited != a.expectation.damage)
            why << tr("Counts only %1: all the hit points %2 has left").arg(approx(a.credited), target);
        if (why.isEmpty())
            why << tr("A plain roll: no advantage, disadvantage or cover");
        QStringList lines{head};
        for (const QString &w : why)
            lines << QStringLiteral("\u2022 %1").arg(esc(w));
        paragraphs << lines.join(QStringLiteral("<br/>"));
    }
    // What the path provokes.
    QStringList provoked;
    for (const combat::PlannedProvocation &pr : p.provokes)
        provoked << (pr.attackIndex >= 0 ? tr("%1 may make an opportunity attack with %2: %3 damage expected").arg(nameOf(e, pr.creature), pr.with, approx(pr.expected))
                                         : tr("%1 may make an opportunity attack, but none of its melee attacks can hit").arg(nameOf(e, pr.creature)));
    if (!provoked.isEmpty()) {
        QStringList lines;
        for (const QString &w : provoked)
            lines << QStringLiteral("\u26A0 %1").arg(esc(w));
        paragraphs << lines.join(QStringLiteral("<br/>"));
    }
    if (p.kind != combat::PlanKind::Stay || !p.attacks.empty())
        paragraphs << esc(tr("Deals %1, takes %2 on the way: score %3").arg(approx(p.dealt), approx(p.taken), approx(p.score())));
    QString h;
    for (const QString &para : paragraphs)
        h += QStringLiteral("<p style=\"margin:0 0 4px 0\">%1</p>").arg(para);
    return h;
}

QString TurnPlanner::oneLine(const Encounter &e, const combat::TurnPlan &p)
{
    QStringList parts;
    if (p.kind == combat::PlanKind::Stay && p.attacks.empty())
        return p.stand ? tr("stands up and stays") : tr("stays");
    if (moves(p))
        parts << (p.kind == combat::PlanKind::Advance ? tr("closes in to %1").arg(squareText(p.to)) : tr("to %1").arg(squareText(p.to)));
    QStringList attacks;
    for (const auto &[a, times] : grouped(p))
        attacks << timesText(attackLabel(e, *a), times);
    if (!attacks.isEmpty())
        parts << attacks.join(tr(", then ", "between the attacks of a plan"));
    if (p.taken.n != 0)
        parts << tr("takes %1 on the way").arg(approx(p.taken));
    return parts.join(QStringLiteral(", "));
}

} // namespace bm
