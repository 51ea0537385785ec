// RULES.md 15 in the window, driven as a GM drives it: the bundled sample's fight started from
// the initiative panel and advanced to a goblin's turn, P plans it (drawn on the map, told on a
// card in the Combatant panel), Do It moves the goblin through the one move (one undo step)
// and hands its attack to the Stat Block panel, rolled or "Roll it myself", applied as the GM
// confirms; one Undo takes back the move and the damage together. Esc takes the plan away,
// Other Options draws the next best, Plan the Round steps through the hostiles (each planned as
// if the ones before had moved), the token's menu plans any creature with attacks, a planned
// move provokes and logs as a drag does, and the card's numbers are German in German.
// With BM_SCREENSHOT_DIR set, the plan and the card are saved as PNGs there.

#include "mapwindowfixture.h"
#include "contextmenu.h"
#include "teststeps.h"

#include "combat/move.h"
#include "controllers/turnplanner.h"
#include "scene/mapscene.h"
#include "scene/overlayitems.h"
#include "widgets/combatantdock.h"
#include "widgets/initiativedock.h"
#include "widgets/statblockdock.h"
#include "widgets/turnplancard.h"

#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>

using namespace bm;

namespace {

QByteArray sampleBytes(const QString &path = QStringLiteral(BM_SAMPLE_ENCOUNTER))
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A goblin with only its scimitar beside a fighter it can barely hurt; a wizard with 5 hit
// points three squares away. The goblin's best is to walk past the fighter to the wizard:
// the step away from the fighter provokes its opportunity attack.
const char *kProvoking = R"({
  "format": "battlemap-encounter", "version": 1, "name": "past the fighter", "ruleset": "dnd5e-2014",
  "grid": {"width": 10, "height": 6},
  "creatures": [
    {"id": "gob", "name": "Goblin", "side": "hostile", "size": "small", "position": [2, 2], "speed": {"walk": 30},
     "ac": 15, "hp": 7, "maxHp": 7,
     "attacks": [{"name": "Scimitar", "kind": "melee", "bonus": 4, "damage": [{"dice": "1d6+2", "type": "slashing"}]}]},
    {"id": "fighter", "name": "Fighter", "side": "party", "position": [1, 2], "speed": {"walk": 30}, "ac": 21, "hp": 40, "maxHp": 40,
     "attacks": [{"name": "Dagger", "kind": "melee", "bonus": 2, "damage": [{"dice": "1d4", "type": "piercing"}]}]},
    {"id": "wizard", "name": "Wizard", "side": "party", "position": [6, 2], "speed": {"walk": 30}, "ac": 10, "hp": 5, "maxHp": 5}
  ],
  "combat": {"active": true, "round": 1, "turn": "gob", "order": ["gob", "fighter", "wizard"],
             "combatants": [{"id": "gob"}, {"id": "fighter"}, {"id": "wizard"}]}
})";

// pf2e: a goblin beside a fighter with Reactive Strike, a wizard two squares off. One Step
// brings it beside the wizard without provoking; a Stride there would provoke.
const char *kStepPf2e = R"({
  "format": "battlemap-encounter", "version": 1, "name": "a step away", "ruleset": "pf2e",
  "grid": {"width": 8, "height": 5},
  "creatures": [
    {"id": "gob", "name": "Goblin", "side": "hostile", "size": "small", "position": [2, 2], "speed": {"walk": 25},
     "ac": 16, "hp": 6, "maxHp": 6,
     "attacks": [{"name": "Dogslicer", "kind": "melee", "bonus": 8, "agile": true, "damage": [{"dice": "1d6", "type": "slashing"}]}]},
    {"id": "fighter", "name": "Fighter", "side": "party", "position": [1, 2], "speed": {"walk": 25}, "ac": 30, "hp": 40, "maxHp": 40,
     "reactiveStrike": true,
     "attacks": [{"name": "Longsword", "kind": "melee", "bonus": 9, "damage": [{"dice": "1d8+4", "type": "slashing"}]}]},
    {"id": "wizard", "name": "Wizard", "side": "party", "position": [4, 2], "speed": {"walk": 25}, "ac": 15, "hp": 20, "maxHp": 20}
  ],
  "combat": {"active": true, "round": 1, "turn": "gob", "order": ["gob", "fighter", "wizard"],
             "combatants": [{"id": "gob"}, {"id": "fighter"}, {"id": "wizard"}]}
})";

} // namespace

class TestPlanWindow : public QObject, public test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareFixture()); }
    void init() { QSettings().clear(); }
    void cleanup() { releaseFixture(); }

    void doItMovesAttacksAndUndoesAsOne_data();
    void doItMovesAttacksAndUndoesAsOne();
    void escapeDismissesThePlan();
    void otherOptionsDrawsTheNextBest();
    void planTheRoundStepsThroughTheHostiles();
    void tokenMenuPlansAnyCreatureWithAttacks();
    void plannedMoveProvokesAndLogsAsADragDoes();
    void proneGoblinWithNothingInReachStandsUp();
    void pf2eStepProvokesNothing();
    void cardSaysWhyInTheAttackPanelsWords();
    void cardAndLabelsInGerman();

private:
    TurnPlanner *planner() const { return m_window->planner(); }
    TurnPlanItem *drawn() const { return m_window->scene()->planOverlay(); }
    TurnPlanCard *card() const { return planner()->card(); }
    StatBlockDock *attacks() const { return m_window->statBlockDock(); }

    // The sample, its fight started from the initiative panel (the dice seeded), and Next
    // pressed until it is `id`'s turn.
    [[nodiscard]] bool sampleAtTurnOf(const QString &id)
    {
        BM_CHECK(open(sampleBytes()));
        doc()->dice().reseed(20261129);
        auto *start = m_window->initiativeDock()->findChild<QPushButton *>(QStringLiteral("startCombatButton"));
        BM_CHECK(start);
        QTest::mouseClick(start, Qt::LeftButton);
        BM_CHECK(model().combat.active);
        auto *next = m_window->initiativeDock()->findChild<QPushButton *>(QStringLiteral("nextTurnButton"));
        for (int i = 0; i < 30 && model().combat.turn != id; ++i)
            QTest::mouseClick(next, Qt::LeftButton);
        BM_CHECK_COMPARE(model().combat.turn, id);
        return true;
    }
    [[nodiscard]] bool click(QPushButton *button)
    {
        BM_CHECK(button);
        BM_CHECK2(button->isVisible() && button->isEnabled(), qPrintable(button->objectName()));
        QTest::mouseClick(button, Qt::LeftButton);
        return true;
    }
    [[nodiscard]] bool saveShot(const QString &name, QWidget *what = nullptr)
    {
        const QString dir = qEnvironmentVariable("BM_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return true;
        QApplication::processEvents();
        BM_CHECK((what ? what : m_window.get())->grab().save(QDir(dir).filePath(name)));
        return true;
    }
    static QStringList labels(const TurnPlanItem::Plan &p)
    {
        QStringList out{p.moveLabel};
        for (const TurnPlanItem::Attack &a : p.attacks)
            out << a.label;
        for (const TurnPlanItem::Provoker &pr : p.provokers)
            out << pr.label;
        return out;
    }
};

void TestPlanWindow::doItMovesAttacksAndUndoesAsOne_data()
{
    QTest::addColumn<QList<int>>("forced");   // the document's dice
    QTest::addColumn<bool>("rollMyself");
    QTest::addColumn<QString>("typedD20");
    QTest::addColumn<QString>("typedDamage");
    QTest::addColumn<int>("damage");          // Ilsa's hit points lost (Shortbow +4, 1d6+2, her AC 12)

    QTest::newRow("rolled: 15 hits, 4 + 2 piercing") << QList<int>{15, 4} << false << QString() << QString() << 6;
    QTest::newRow("rolled: a natural 20, the die doubled") << QList<int>{20, 4, 3} << false << QString() << QString() << 9;
    QTest::newRow("rolled: 3 misses, the goblin only moves") << QList<int>{3} << false << QString() << QString() << 0;
    QTest::newRow("Roll it myself: 12 and 5 typed") << QList<int>{1, 1} << true << QStringLiteral("12") << QStringLiteral("5") << 7;
}

void TestPlanWindow::doItMovesAttacksAndUndoesAsOne()
{
    QFETCH(QList<int>, forced);
    QFETCH(bool, rollMyself);
    QFETCH(QString, typedD20);
    QFETCH(QString, typedDamage);
    QFETCH(int, damage);

    QVERIFY(sampleAtTurnOf(QStringLiteral("gob1")));
    const GridPoint start = model().creature(QStringLiteral("gob1"))->position;
    key(Qt::Key_P); // Plan Turn: the creature whose turn it is
    QVERIFY(planner()->isShown());
    QCOMPARE(planner()->creature(), QStringLiteral("gob1"));
    const combat::TurnPlan plan = *planner()->shownPlan();
    // Goblin 1 can't shoot anyone from where it stands: it walks to where it sees Ilsa.
    QCOMPARE(plan.kind, combat::PlanKind::Attack);
    QVERIFY(!(plan.to == start));
    QCOMPARE(plan.attacks.size(), std::size_t(1));
    const QString target = plan.attacks.front().target;
    QCOMPARE(target, QStringLiteral("ilsa"));
    // Drawn: the path, the target line with its label; the card says the same numbers.
    QVERIFY(drawn()->isShown());
    QCOMPARE(drawn()->plan().path.size(), plan.path.size());
    QCOMPARE(drawn()->plan().path.back().topLeft(), QPoint(plan.to.x, plan.to.y));
    QCOMPARE(drawn()->plan().attacks.size(), std::size_t(1));
    const QString label = drawn()->plan().attacks.front().label;
    QVERIFY2(QRegularExpression(QStringLiteral("^Shortbow \u2192 Ilsa \\d+ %, ~\\d+(\\.\\d)?$")).match(label).hasMatch(), qPrintable(label));
    QVERIFY(card()->isVisible());
    const QRegularExpressionMatch numbers = QRegularExpression(QStringLiteral("(\\d+ %), (~[\\d.]+)$")).match(label);
    QVERIFY(numbers.hasMatch());
    const QString body = card()->bodyLabel()->text();
    QVERIFY2(body.contains(numbers.captured(1)) && body.contains(numbers.captured(2)), qPrintable(body));
    QVERIFY(card()->titleLabel()->text().contains(QStringLiteral("Goblin 1")));
    QVERIFY(saveShot(QStringLiteral("plan-goblin-en.png")));
    QVERIFY(saveShot(QStringLiteral("plan-card-en.png"), card()));

    if (rollMyself) {
        QCheckBox *box = attacks()->rollMyselfBox();
        box->setChecked(true);
        QVERIFY(box->isChecked());
    }
    const int hpBefore = model().creature(target)->hp;
    const int stepsBefore = doc()->undoStack()->count();
    doc()->dice().force(forced);
    QVERIFY(click(card()->doItButton()));
    // The move is made at once: paid from the turn, one undo step.
    QCOMPARE(model().creature(QStringLiteral("gob1"))->position, plan.to);
    QCOMPARE(model().combat.combatant(QStringLiteral("gob1"))->movementSpent, plan.costFeet);
    QCOMPARE(doc()->undoStack()->count(), stepsBefore + 1);
    QVERIFY(planner()->isDoing());
    QVERIFY(attacks()->plannedAttacksUnderway());
    QVERIFY2(attacks()->multiattackLabel()->text().contains(QStringLiteral("attack 1 of 1")), qPrintable(attacks()->multiattackLabel()->text()));
    if (rollMyself) {
        QVERIFY(!attacks()->applyButton()->isVisible()); // waiting for the dice typed
        QTest::keyClicks(attacks()->tableD20Edit(), typedD20);
        QTest::keyClicks(attacks()->tableDamageEdit(), typedDamage);
        QVERIFY(click(attacks()->useTableRollsButton()));
    }
    QVERIFY2(attacks()->resolution().has_value(), qPrintable(attacks()->resultLabel()->text()));
    QCOMPARE(attacks()->resolution()->damageTotal * (attacks()->resolution()->hit ? 1 : 0), damage);
    QVERIFY(saveShot(QStringLiteral("plan-goblin-doing-en.png")));
    QVERIFY(click(attacks()->applyButton()));
    QCOMPARE(model().creature(target)->hp, hpBefore - damage);
    // The attack joined the move's undo step; the plan is done and gone from the map.
    QCOMPARE(doc()->undoStack()->count(), stepsBefore + 1);
    QVERIFY(!planner()->isDoing());
    QVERIFY(!planner()->isShown());
    QVERIFY(!drawn()->isShown());
    QVERIFY(!card()->isVisible());
    key(Qt::Key_Z, Qt::ControlModifier); // Edit → Undo
    QCOMPARE(model().creature(QStringLiteral("gob1"))->position, start);
    QCOMPARE(model().creature(target)->hp, hpBefore);
    QCOMPARE(model().combat.combatant(QStringLiteral("gob1"))->movementSpent, 0.0);
    QCOMPARE(doc()->undoStack()->index(), stepsBefore);
}

void TestPlanWindow::escapeDismissesThePlan()
{
    QVERIFY(sampleAtTurnOf(QStringLiteral("wolf")));
    key(Qt::Key_P);
    QVERIFY(planner()->isShown());
    QVERIFY(drawn()->isShown());
    QVERIFY(card()->isVisible());
    const int steps = doc()->undoStack()->count();
    key(Qt::Key_Escape);
    QVERIFY(!planner()->isShown());
    QVERIFY(!drawn()->isShown());
    QVERIFY(!card()->isVisible());
    QCOMPARE(doc()->undoStack()->count(), steps); // nothing was made
    QCOMPARE(model().creature(QStringLiteral("wolf"))->position, (GridPoint{10, 16}));
    // Esc with nothing shown leaves everything as it is.
    key(Qt::Key_Escape);
    QVERIFY(!planner()->isShown());
    // Esc on the card (its button has the focus) takes the plan away too.
    key(Qt::Key_P);
    QVERIFY(planner()->isShown());
    card()->doItButton()->setFocus();
    QTest::keyClick(card()->doItButton(), Qt::Key_Escape);
    QVERIFY(!planner()->isShown());
    QVERIFY(!card()->isVisible());
}

void TestPlanWindow::otherOptionsDrawsTheNextBest()
{
    QVERIFY(sampleAtTurnOf(QStringLiteral("wolf")));
    key(Qt::Key_P);
    QVERIFY(planner()->optionCount() >= 2);
    const combat::TurnPlan best = *planner()->shownPlan();
    const TurnPlanItem::Plan drawnBest = drawn()->plan();
    QVERIFY(!card()->titleLabel()->text().contains(QStringLiteral("option 1 of")) || planner()->optionCount() > 1);
    QVERIFY(click(card()->otherOptionsButton()));
    QCOMPARE(planner()->option(), 1);
    const combat::TurnPlan second = *planner()->shownPlan();
    // The next best: never better than the best, and drawn instead of it.
    QVERIFY(second.score() <= best.score());
    const TurnPlanItem::Plan drawnSecond = drawn()->plan();
    QVERIFY(drawnSecond.path.back() != drawnBest.path.back() || labels(drawnSecond) != labels(drawnBest));
    QCOMPARE(drawnSecond.path.back().topLeft(), QPoint(second.to.x, second.to.y));
    QVERIFY2(card()->titleLabel()->text().contains(QStringLiteral("option 2 of %1").arg(planner()->optionCount())),
             qPrintable(card()->titleLabel()->text()));
    // Round and round (O on the map, as the button): back to the best after the last.
    for (int i = 1; i < planner()->optionCount(); ++i)
        key(Qt::Key_O);
    QCOMPARE(planner()->option(), 0);
    QCOMPARE(drawn()->plan().path.back(), drawnBest.path.back());
    QCOMPARE(labels(drawn()->plan()), labels(drawnBest));
}

void TestPlanWindow::planTheRoundStepsThroughTheHostiles()
{
    QVERIFY(sampleAtTurnOf(QStringLiteral("gob1")));
    // The hostiles in initiative order from the creature whose turn it is, round the table once.
    QStringList expected;
    const auto &order = model().combat.order;
    const int start = model().combat.indexOf(model().combat.turn);
    for (std::size_t k = 0; k < order.size(); ++k) {
        const Creature *c = model().creature(order[(std::size_t(start) + k) % order.size()].id);
        if (c && c->side == Side::Hostile && !c->isDead())
            expected << c->id;
    }
    QVERIFY(expected.size() >= 3);
    QCOMPARE(expected.front(), QStringLiteral("gob1"));
    key(Qt::Key_P, Qt::ShiftModifier); // Combat → Plan the Round
    QVERIFY(planner()->planningRound());
    QCOMPARE(planner()->roundCreatures(), expected);
    QCOMPARE(planner()->roundStep(), 0);
    QVERIFY(card()->skipButton()->isVisible());
    // Each later plan was made as if the ones before had moved: the second is planned on an
    // encounter where Goblin 1 stands where its plan takes it (the document still has it home).
    const combat::TurnPlan first = *planner()->shownPlan();
    const GridPoint home = model().creature(QStringLiteral("gob1"))->position;
    QVERIFY(!(first.to == home));
    QVERIFY(planner()->plannedOn(1));
    QCOMPARE(planner()->plannedOn(1)->creature(QStringLiteral("gob1"))->position, first.to);
    QCOMPARE(planner()->plannedOn(0)->creature(QStringLiteral("gob1"))->position, home);
    QVERIFY2(card()->bodyLabel()->text().contains(model().creature(expected[1])->name), qPrintable(card()->bodyLabel()->text()));
    QVERIFY(saveShot(QStringLiteral("plan-round-en.png")));

    // Do It: Goblin 1 moves, its shot is applied, and the round goes on to the next hostile.
    doc()->dice().force({15, 4});
    QVERIFY(click(card()->doItButton()));
    QCOMPARE(model().creature(QStringLiteral("gob1"))->position, first.to);
    QVERIFY(click(attacks()->applyButton()));
    QCOMPARE(planner()->roundStep(), 1);
    QCOMPARE(planner()->creature(), expected[1]);
    QVERIFY(card()->isVisible());
    QVERIFY(drawn()->isShown());
    // Now planned on the document as it is (Goblin 1 moved for real).
    QCOMPARE(planner()->plannedOn(1)->creature(QStringLiteral("gob1"))->position, first.to);
    // Skip: the next one, and nothing changed.
    const int steps = doc()->undoStack()->count();
    const GridPoint secondAt = model().creature(expected[1])->position;
    QVERIFY(click(card()->skipButton()));
    QCOMPARE(planner()->roundStep(), 2);
    QCOMPARE(planner()->creature(), expected[2]);
    QCOMPARE(model().creature(expected[1])->position, secondAt);
    QCOMPARE(doc()->undoStack()->count(), steps);
    QVERIFY2(card()->bodyLabel()->text().contains(QStringLiteral("skipped")), qPrintable(card()->bodyLabel()->text()));
    // Skipping the rest (S on the map, as the button) ends the round's plans.
    for (int i = planner()->roundStep(); i < int(expected.size()); ++i)
        key(Qt::Key_S);
    QVERIFY(!planner()->isShown());
    QVERIFY(!drawn()->isShown());
}

void TestPlanWindow::tokenMenuPlansAnyCreatureWithAttacks()
{
    QVERIFY(sampleAtTurnOf(QStringLiteral("gob1")));
    const Creature *ogre = model().creature(QStringLiteral("ogre"));
    const QPointF centre(ogre->position.x + 1.0, ogre->position.y + 1.0); // Large: 2 x 2
    const QStringList seen = test::rightClickAndPick(viewport(), viewPoint(centre),
                                                     [](const QAction *a) { return a->objectName() == QLatin1String("planTurnFor"); });
    QVERIFY2(seen.contains(QStringLiteral("Plan T&urn for Ogre")), qPrintable(seen.join(QLatin1Char('|'))));
    QVERIFY(planner()->isShown());
    QCOMPARE(planner()->creature(), QStringLiteral("ogre"));
    QCOMPARE(model().combat.turn, QStringLiteral("gob1")); // not its turn: a fresh turn's plan
    QVERIFY(card()->titleLabel()->text().contains(QStringLiteral("Ogre")));
    QCOMPARE(drawn()->plan().path.front().topLeft(), QPoint(ogre->position.x, ogre->position.y));
}

void TestPlanWindow::plannedMoveProvokesAndLogsAsADragDoes()
{
    QVERIFY(open(kProvoking));
    key(Qt::Key_P);
    QVERIFY(planner()->isShown());
    const combat::TurnPlan plan = *planner()->shownPlan();
    QCOMPARE(plan.attacks.size(), std::size_t(1));
    QCOMPARE(plan.attacks.front().target, QStringLiteral("wizard"));
    QCOMPARE(plan.provokers(), QStringList{QStringLiteral("fighter")});
    // The fighter is marked on the map with what it can be expected to deal, and the card says so.
    QCOMPARE(drawn()->plan().provokers.size(), std::size_t(1));
    QCOMPARE(drawn()->plan().provokers.front().space, model().creature(QStringLiteral("fighter"))->spaceRect());
    QVERIFY2(drawn()->plan().provokers.front().label.startsWith(QStringLiteral("Fighter: opportunity attack, ~")),
             qPrintable(drawn()->plan().provokers.front().label));
    QVERIFY2(card()->bodyLabel()->text().contains(QStringLiteral("Fighter may make an opportunity attack with Dagger")),
             qPrintable(card()->bodyLabel()->text()));
    QVERIFY(saveShot(QStringLiteral("plan-provokes-en.png")));
    QVERIFY(saveShot(QStringLiteral("plan-card-provokes-en.png"), card()));
    const std::size_t logBefore = model().combat.log.size();
    doc()->dice().force({2}); // the goblin misses the wizard
    QVERIFY(click(card()->doItButton()));
    QCOMPARE(model().creature(QStringLiteral("gob"))->position, plan.to);
    // The one move logged the fighter's opportunity attack for the GM, as a drag does.
    QVERIFY(model().combat.log.size() > logBefore);
    QVERIFY(click(attacks()->applyButton()));
    doc()->undoStack()->undo();
    QCOMPARE(model().creature(QStringLiteral("gob"))->position, (GridPoint{2, 2}));
    QCOMPARE(model().combat.log.size(), logBefore);
}

void TestPlanWindow::proneGoblinWithNothingInReachStandsUp()
{
    // Goblin 3 lies in the farmhouse and sees no one: it stays, but stands up first (RULES.md 15).
    QVERIFY(sampleAtTurnOf(QStringLiteral("gob3")));
    QVERIFY(model().creature(QStringLiteral("gob3"))->isProne());
    key(Qt::Key_P);
    const combat::TurnPlan plan = *planner()->shownPlan();
    QCOMPARE(plan.kind, combat::PlanKind::Stay);
    QVERIFY(plan.stand);
    QVERIFY(plan.attacks.empty());
    const QString body = card()->bodyLabel()->text();
    QVERIFY2(body.contains(QStringLiteral("Stands up first")) && body.contains(QStringLiteral("Nothing can be attacked this turn")), qPrintable(body));
    QCOMPARE(drawn()->plan().moveLabel, QStringLiteral("stands up"));
    key(Qt::Key_Return); // Do It, from the map

    QVERIFY(!model().creature(QStringLiteral("gob3"))->isProne());
    QCOMPARE(model().creature(QStringLiteral("gob3"))->position, plan.from);
    QVERIFY(!planner()->isShown()); // done
    key(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(model().creature(QStringLiteral("gob3"))->isProne());
}

void TestPlanWindow::pf2eStepProvokesNothing()
{
    QVERIFY(open(kStepPf2e));
    key(Qt::Key_P);
    const combat::TurnPlan plan = *planner()->shownPlan();
    QVERIFY(plan.step);
    QCOMPARE(plan.actions, 1);
    QCOMPARE(plan.to, (GridPoint{3, 1})); // beside the wizard diagonally: the lower y of the equals
    QVERIFY(plan.provokes.empty());
    QCOMPARE(plan.attacks.size(), std::size_t(2)); // the two actions left: Strikes at the wizard
    QCOMPARE(drawn()->plan().moveLabel, QStringLiteral("Step (1 action)"));
    QVERIFY2(card()->bodyLabel()->text().contains(QStringLiteral("Steps to (3, 1) (1 action, provokes nothing).")), qPrintable(card()->bodyLabel()->text()));
    QVERIFY2(card()->bodyLabel()->text().contains(QStringLiteral("Multiple attack penalty: -4")), qPrintable(card()->bodyLabel()->text()));
    // A Stride to the same square would provoke the fighter's Reactive Strike.
    combat::MoveRequest stride;
    stride.mover = QStringLiteral("gob");
    stride.route = {plan.to};
    QCOMPARE(combat::judgeMoveRequest(model(), doc()->engine(), stride).judgement.path.provokes.size(), std::size_t(1));
    const std::size_t logBefore = model().combat.log.size();
    QVERIFY(click(card()->doItButton()));
    QCOMPARE(model().creature(QStringLiteral("gob"))->position, plan.to);
    QCOMPARE(model().combat.log.size(), logBefore); // no Reactive Strike logged
    QCOMPARE(model().combat.combatant(QStringLiteral("gob"))->actions, 2);
    // The GM leaves both Strikes out: the plan is done, the Step stays made.
    QVERIFY(click(attacks()->skipButton()));
    QVERIFY(planner()->isDoing());
    QVERIFY(click(attacks()->skipButton()));
    QVERIFY(!planner()->isDoing());
    QVERIFY(!planner()->isShown());
    QCOMPARE(model().creature(QStringLiteral("gob"))->position, plan.to);
}

void TestPlanWindow::cardSaysWhyInTheAttackPanelsWords()
{
    // Round 3 of the ambush (the bundled mid-fight sample): Goblin 2's turn. It walks round
    // to flank Pip with the ogre, and the card says why its roll is as it is, in the words of
    // the attack panel.
    const QString round3 = QFileInfo(QStringLiteral(BM_SAMPLE_ENCOUNTER)).dir().filePath(QStringLiteral("millbrook-ford-round3.battlemap.json"));
    QVERIFY(open(sampleBytes(round3)));
    QCOMPARE(model().combat.turn, QStringLiteral("gob2"));
    key(Qt::Key_P);
    const combat::TurnPlan plan = *planner()->shownPlan();
    QCOMPARE(plan.attacks.size(), std::size_t(1));
    QCOMPARE(plan.attacks.front().target, QStringLiteral("pip"));
    QCOMPARE(plan.attacks.front().expectation.check.roll, Roll::Advantage);
    const QString body = card()->bodyLabel()->text();
    QVERIFY2(body.contains(QStringLiteral("Advantage: flanking")), qPrintable(body));
    QVERIFY2(body.contains(QStringLiteral("Moves 10 ft to (20, 11).")), qPrintable(body));
    QVERIFY2(drawn()->plan().attacks.front().label.startsWith(QStringLiteral("Scimitar \u2192 Pip 75 %, ~4.5")),
             qPrintable(drawn()->plan().attacks.front().label));
    QVERIFY(saveShot(QStringLiteral("plan-flanking-en.png")));
    QVERIFY(saveShot(QStringLiteral("plan-card-flanking-en.png"), card()));
}

void TestPlanWindow::cardAndLabelsInGerman()
{
    QVERIFY(sampleAtTurnOf(QStringLiteral("wolf")));
    QVERIFY(pickLanguage(QStringLiteral("de")));
    key(Qt::Key_P);
    QVERIFY(planner()->isShown());
    // Numbers the German way: a decimal comma in the expected damage.
    const combat::TurnPlan plan = *planner()->shownPlan();
    const double expected = std::round(plan.attacks.front().expectation.damage.value() * 10) / 10;
    QVERIFY(expected != std::floor(expected)); // the wolf's bite: ~7,4 or so, not a whole number
    const QString label = drawn()->plan().attacks.front().label;
    QVERIFY2(label.contains(QStringLiteral("~%1").arg(QLocale(QLocale::German).toString(expected, 'f', 1))), qPrintable(label));
    QVERIFY2(!label.contains(QLatin1Char('.')), qPrintable(label));
    QVERIFY2(card()->bodyLabel()->text().contains(QLocale(QLocale::German).toString(expected, 'f', 1)), qPrintable(card()->bodyLabel()->text()));
    QVERIFY(saveShot(QStringLiteral("plan-wolf-de.png")));
    QVERIFY(saveShot(QStringLiteral("plan-card-de.png"), card()));
    // Back to English: the card words itself again at once, with a decimal point.
    QVERIFY(pickLanguage(QStringLiteral("en")));
    QVERIFY2(card()->bodyLabel()->text().contains(QLocale(QLocale::English).toString(expected, 'f', 1)), qPrintable(card()->bodyLabel()->text()));
}

QTEST_MAIN(TestPlanWindow)
#include "tst_planwindow.moc"
