// The combat tracker in the window: three rounds of a small fight driven through
// the initiative dock, the combatant panel and the shortcuts (start, next turn, damage,
// heal, an effect that expires), checked against the model and the combat log; a drag
// during a turn spends movement and the next drag gets only what is left; undo.

#include "commands/combatcommands.h"
#include "teststeps.h"
#include "document.h"
#include "model/encounterio.h"
#include "mainwindow.h"
#include "scene/mapscene.h"
#include "render/maprenderer.h"
#include "scene/mapview.h"
#include "tools/abstracttool.h"
#include "tools/movetool.h"
#include "widgets/combatantdock.h"
#include "widgets/initiativedock.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace bm;

namespace {

const char *kFight = R"({
  "format": "battlemap-encounter", "version": 1, "name": "Bridge fight", "ruleset": "dnd5e-2014",
  "grid": {"width": 12, "height": 8},
  "terrain": [{"type": "water", "rect": [0, 6, 12, 2]}, {"type": "difficult", "squares": [[6, 2], [6, 3]]}],
  "creatures": [
    {"id": "fighter", "name": "Fighter", "side": "party", "position": [1, 2], "hp": 24, "maxHp": 24, "ac": 17, "initiativeBonus": 1, "token": "humanoid.svg"},
    {"id": "goblin", "name": "Goblin", "side": "hostile", "size": "small", "position": [8, 2], "hp": 7, "maxHp": 7, "initiativeBonus": 2, "token": "humanoid.svg"},
    {"id": "wolf", "name": "Wolf", "side": "hostile", "position": [9, 4], "hp": 11, "maxHp": 11, "initiativeBonus": 2, "speed": {"walk": 40}, "token": "beast.svg"}
  ]
})";

} // namespace

class TestInitiative : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void threeRoundsThroughTheDock();
    void dragSpendsThisTurnsMovement();
    void tiesReorderOnlyWithinTheTie();
    void pf2eDragUsesTheActionsAndDiagonalsOfTheTurn();
    void a5eInstigatorsRollWithAdvantage();
    void conditionsReadWholeWithTheirRounds_data();
    void conditionsReadWholeWithTheirRounds();

private:
    std::unique_ptr<MainWindow> m_window;
    QTreeWidget *list() const { return m_window->initiativeDock()->list(); }
    const Encounter &model() const { return m_window->document()->encounter(); }
    QStringList rows() const
    {
        QStringList ids;
        for (int i = 0; i < list()->topLevelItemCount(); ++i)
            ids << list()->topLevelItem(i)->data(0, Qt::UserRole).toString();
        return ids;
    }
    QTreeWidgetItem *row(const QString &id) const
    {
        for (int i = 0; i < list()->topLevelItemCount(); ++i)
            if (list()->topLevelItem(i)->data(0, Qt::UserRole).toString() == id)
                return list()->topLevelItem(i);
        return nullptr;
    }
    [[nodiscard]] bool clickRow(const QString &id)
    {
        QTreeWidgetItem *item = row(id);
        BM_CHECK(item);
        QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, list()->visualItemRect(item).center());
        return true;
    }
    [[nodiscard]] bool setAmount(int n)
    {
        auto *spin = m_window->combatantDock()->findChild<QSpinBox *>(QStringLiteral("amountSpin"));
        spin->selectAll();
        QTest::keyClicks(spin, QString::number(n));
        BM_CHECK_COMPARE(spin->value(), n);
        return true;
    }
    void shortcut(QKeyCombination key)
    {
        QApplication::setActiveWindow(m_window.get());
        m_window->view()->setFocus();
        QTest::keyClick(m_window->view(), key.key(), key.keyboardModifiers());
    }
    bool logHas(const QString &text) const
    {
        for (const QString &line : m_window->combatLogDock()->lines())
            if (line.contains(text))
                return true;
        return false;
    }
    QPoint at(double gx, double gy) const { return m_window->view()->mapFromScene(QPointF(gx, gy) * render::kSquare); }
};

void TestInitiative::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 860);
    const ReadResult r = readEncounter(kFight);
    QVERIFY(r.ok());
    m_window->document()->reset(r.encounter, QString());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->view()->fitToMap();
    m_window->initiativeDock()->show();
}

void TestInitiative::cleanup()
{
    m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestInitiative::threeRoundsThroughTheDock()
{
    Dice &dice = m_window->document()->dice();
    dice.reseed(5);
    dice.force({17, 9, 4}); // fighter 18, goblin 11, wolf 6
    QTest::mouseClick(m_window->initiativeDock()->findChild<QPushButton *>(QStringLiteral("startCombatButton")), Qt::LeftButton);
    QVERIFY(model().combat.active);
    QCOMPARE(rows(), (QStringList{"fighter", "goblin", "wolf"}));
    QCOMPARE(model().combat.turn, QStringLiteral("fighter"));
    QVERIFY2(m_window->initiativeDock()->headerText().contains(QStringLiteral("Round 1")), qPrintable(m_window->initiativeDock()->headerText()));
    QVERIFY(row(QStringLiteral("fighter"))->font(1).bold()); // the current turn stands out
    QVERIFY(!row(QStringLiteral("goblin"))->font(1).bold());

    // The fighter hits the goblin for 4 (picked in the list, the Damage button).
    QVERIFY(clickRow(QStringLiteral("goblin")));
    QCOMPARE(m_window->combatantDock()->creatureId(), QStringLiteral("goblin"));
    QVERIFY(setAmount(4));
    QTest::mouseClick(m_window->combatantDock()->findChild<QPushButton *>(QStringLiteral("damageButton")), Qt::LeftButton);
    QCOMPARE(model().creature(QStringLiteral("goblin"))->hp, 3);
    QCOMPARE(row(QStringLiteral("goblin"))->text(2), QStringLiteral("3/7"));

    // … and holds the wolf: restrained for 2 rounds, counted at the start of the fighter's turns.
    QVERIFY(clickRow(QStringLiteral("wolf")));
    auto *dock = m_window->combatantDock();
    QTest::keyClicks(dock->findChild<QLineEdit *>(QStringLiteral("effectName")), QStringLiteral("Hold"));
    auto *condition = dock->findChild<QComboBox *>(QStringLiteral("effectCondition"));
    condition->setCurrentIndex(condition->findData(QStringLiteral("restrained")));
    auto *rounds = dock->findChild<QSpinBox *>(QStringLiteral("effectRounds"));
    rounds->selectAll();
    QTest::keyClicks(rounds, QStringLiteral("2"));
    dock->findChild<QComboBox *>(QStringLiteral("effectTick"))->setCurrentIndex(0);
    QTest::mouseClick(dock->findChild<QPushButton *>(QStringLiteral("addEffectButton")), Qt::LeftButton);
    QVERIFY(model().creature(QStringLiteral("wolf"))->has(QStringLiteral("restrained"))); // the engine reads it
    QVERIFY(row(QStringLiteral("wolf"))->text(3).contains(QStringLiteral("Hold")));

    // Next turn (N): the goblin. Its turn shows in the panel; Shift+D finishes it off.
    shortcut(Qt::Key_N);
    QCOMPARE(model().combat.turn, QStringLiteral("goblin"));
    QVERIFY(row(QStringLiteral("goblin"))->font(1).bold());
    QCOMPARE(m_window->combatantDock()->creatureId(), QStringLiteral("goblin"));
    QVERIFY(setAmount(3));
    shortcut(Qt::SHIFT | Qt::Key_D);
    QVERIFY(model().creature(QStringLiteral("goblin"))->isDead());
    QVERIFY(logHas(QStringLiteral("Goblin dies.")));

    shortcut(Qt::Key_N); // the wolf, restrained
    QCOMPARE(model().combat.turn, QStringLiteral("wolf"));
    shortcut(Qt::Key_N); // round 2: the fighter; Hold counts down to 1
    QCOMPARE(model().combat.round, 2);
    QCOMPARE(model().combat.turn, QStringLiteral("fighter"));
    QVERIFY(model().creature(QStringLiteral("wolf"))->has(QStringLiteral("restrained")));
    // The wolf bites the fighter; the fighter gets 5 back (Shift+H on the panel's creature).
    QVERIFY(clickRow(QStringLiteral("fighter")));
    QVERIFY(setAmount(9));
    shortcut(Qt::SHIFT | Qt::Key_D);
    QCOMPARE(model().creature(QStringLiteral("fighter"))->hp, 15);
    QVERIFY(setAmount(5));
    shortcut(Qt::SHIFT | Qt::Key_H);
    QCOMPARE(model().creature(QStringLiteral("fighter"))->hp, 20);

    shortcut(Qt::Key_N); // the dead goblin is skipped: the wolf
    QCOMPARE(model().combat.turn, QStringLiteral("wolf"));
    QTest::mouseClick(m_window->initiativeDock()->findChild<QPushButton *>(QStringLiteral("nextTurnButton")), Qt::LeftButton);
    // Round 3, the start of the fighter's turn: Hold expires by itself.
    QCOMPARE(model().combat.round, 3);
    QCOMPARE(model().combat.turn, QStringLiteral("fighter"));
    QVERIFY(!model().creature(QStringLiteral("wolf"))->has(QStringLiteral("restrained")));
    QVERIFY(model().combat.effects.empty());
    QVERIFY(logHas(QStringLiteral("R3  Hold on Wolf expires.")));
    QVERIFY(!row(QStringLiteral("wolf"))->text(3).contains(QStringLiteral("Hold")));
    QVERIFY(m_window->initiativeDock()->headerText().contains(QStringLiteral("Round 3")));
    QVERIFY(m_window->initiativeDock()->headerText().contains(QStringLiteral("12 s")));
    shortcut(Qt::Key_N);
    QCOMPARE(model().combat.turn, QStringLiteral("wolf"));

    // The log dock shows the model's log, line for line.
    QCOMPARE(m_window->combatLogDock()->lines().size(), int(model().combat.log.size()));

    // Every step was an undo command: undo back to the start of round 3, Hold returns.
    QUndoStack *stack = m_window->document()->undoStack();
    stack->undo();
    stack->undo();
    QCOMPARE(model().combat.round, 2);
    QVERIFY(model().creature(QStringLiteral("wolf"))->has(QStringLiteral("restrained")));
    QVERIFY(row(QStringLiteral("wolf"))->text(3).contains(QStringLiteral("Hold")));
    stack->redo();
    stack->redo();
    QCOMPARE(model().combat.round, 3);

    // Previous turn (Shift+N) only moves the pointer back.
    shortcut(Qt::SHIFT | Qt::Key_N);
    QCOMPARE(model().combat.turn, QStringLiteral("fighter"));
    QCOMPARE(model().combat.round, 3);
}

void TestInitiative::dragSpendsThisTurnsMovement()
{
    Dice &dice = m_window->document()->dice();
    dice.force({17, 9, 4});
    m_window->initiativeDock()->startAction()->trigger();
    QCOMPARE(model().combat.turn, QStringLiteral("fighter"));
    // Drag the fighter 4 squares east (20 ft of its 30).
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, at(1.5, 2.5));
    QTest::mouseMove(vp, at(3.5, 2.5));
    QTest::mouseMove(vp, at(5.5, 2.5));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, at(5.5, 2.5));
    QCOMPARE(model().creature(QStringLiteral("fighter"))->position, (GridPoint{5, 2}));
    QCOMPARE(model().combat.combatant(QStringLiteral("fighter"))->movementSpent, 20.0);
    QVERIFY(row(QStringLiteral("fighter"))->text(4).contains(QStringLiteral("10 ft left")));
    // The next drag has 10 ft left: 2 squares are fine, 4 need Dash, 9 are too far even then.
    const Creature &f = *model().creature(QStringLiteral("fighter"));
    QVERIFY(m_window->moveTool()->judge(f, {5, 4}).allowed);
    QVERIFY(m_window->moveTool()->judge(f, {5, 4}).text.contains(QStringLiteral("/ 10 ft")));
    const MoveTool::Verdict dash = m_window->moveTool()->judge(f, {9, 2});
    QVERIFY2(dash.allowed && dash.text.contains(QStringLiteral("Dash")), qPrintable(dash.text));
    QVERIFY(!m_window->moveTool()->judge(f, {5, 0}).text.isEmpty());
    // The move was one undo step: undo gives the square and the movement back.
    m_window->document()->undoStack()->undo();
    QCOMPARE(model().creature(QStringLiteral("fighter"))->position, (GridPoint{1, 2}));
    QCOMPARE(model().combat.combatant(QStringLiteral("fighter"))->movementSpent, 0.0);
}

void TestInitiative::tiesReorderOnlyWithinTheTie()
{
    Dice &dice = m_window->document()->dice();
    dice.force({12, 11, 4}); // fighter 13, goblin 13, wolf 6: a tie, the goblin's higher bonus first
    m_window->initiativeDock()->startAction()->trigger();
    QCOMPARE(rows(), (QStringList{"goblin", "fighter", "wolf"}));
    // What a drop of one row onto another asks for (a real QDrag can't run offscreen).
    const auto drop = [this](const QString &moved, const QString &onto) {
        emit static_cast<InitiativeList *>(list())->tieDropped(moved, onto);
    };
    drop(QStringLiteral("fighter"), QStringLiteral("goblin"));
    QCOMPARE(rows(), (QStringList{"fighter", "goblin", "wolf"}));
    QCOMPARE(model().combat.order[0].id, QStringLiteral("fighter"));
    drop(QStringLiteral("wolf"), QStringLiteral("fighter")); // not tied: refused with a message
    QCOMPARE(rows(), (QStringList{"fighter", "goblin", "wolf"}));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("Only tied")));
    QVERIFY(!m_window->initiativeDock()->reorderTie(QStringLiteral("wolf"), QStringLiteral("goblin")));
    m_window->document()->undoStack()->undo();
    QCOMPARE(rows(), (QStringList{"goblin", "fighter", "wolf"}));
}

void TestInitiative::pf2eDragUsesTheActionsAndDiagonalsOfTheTurn()
{
    Encounter pf2e = model();
    pf2e.ruleset = Ruleset::Pf2e;
    m_window->document()->reset(pf2e, QString());
    m_window->document()->dice().force({17, 9, 4});
    m_window->initiativeDock()->startAction()->trigger();
    QCOMPARE(model().combat.turn, QStringLiteral("fighter"));
    QCOMPARE(model().combat.combatant(QStringLiteral("fighter"))->actions, 3);
    // One diagonal step: one Stride, and the diagonal count of the turn is now odd.
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, at(1.5, 2.5));
    QTest::mouseMove(vp, at(2.5, 3.5));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, at(2.5, 3.5));
    QCOMPARE(model().creature(QStringLiteral("fighter"))->position, (GridPoint{2, 3}));
    const Combatant *k = model().combat.combatant(QStringLiteral("fighter"));
    QCOMPARE(k->actions, 2);
    QCOMPARE(k->diagonals, 1);
    // The next diagonal is the turn's second: 10 ft (it would be 5 ft with a fresh count).
    const Creature &f = *model().creature(QStringLiteral("fighter"));
    const MoveTool::Verdict second = m_window->moveTool()->judge(f, {3, 4});
    QCOMPARE(second.path.costFeet, 10.0);
    QVERIFY(second.allowed);
    // An action spent in the panel leaves one: a two-Stride drag is refused.
    m_window->combatantDock()->setCreature(QStringLiteral("fighter"));
    QTest::mouseClick(m_window->combatantDock()->findChild<QPushButton *>(QStringLiteral("spendActionButton")), Qt::LeftButton);
    QCOMPARE(model().combat.combatant(QStringLiteral("fighter"))->actions, 1);
    const MoveTool::Verdict far = m_window->moveTool()->judge(f, {10, 3});
    QVERIFY2(!far.allowed && far.text.contains(QStringLiteral("more than are left")), qPrintable(far.text));
    QVERIFY(m_window->moveTool()->judge(f, {6, 3}).allowed);
    m_window->document()->undoStack()->undo();
    m_window->document()->undoStack()->undo();
    QCOMPARE(model().combat.combatant(QStringLiteral("fighter"))->actions, 3);
    QCOMPARE(model().creature(QStringLiteral("fighter"))->position, (GridPoint{1, 2}));
}

void TestInitiative::conditionsReadWholeWithTheirRounds_data()
{
    QTest::addColumn<QString>("condition");
    QTest::addColumn<int>("rounds"); // 0: until removed
    QTest::addColumn<QString>("shown");
    // (English plurals come with the English translation, which this test doesn't load.)
    QTest::newRow("frightened for 2 rounds") << QStringLiteral("frightened") << 2 << QStringLiteral("frightened (2 round(s))");
    QTest::newRow("restrained for 10 rounds") << QStringLiteral("restrained") << 10 << QStringLiteral("restrained (10 round(s))");
    QTest::newRow("prone, until it stands") << QStringLiteral("prone") << 0 << QStringLiteral("prone");
}

void TestInitiative::conditionsReadWholeWithTheirRounds()
{
    QFETCH(QString, condition);
    QFETCH(int, rounds);
    QFETCH(QString, shown);
    m_window->resize(1280, 720);
    QTest::mouseClick(m_window->initiativeDock()->findChild<QPushButton *>(QStringLiteral("startCombatButton")), Qt::LeftButton);
    QVERIFY(model().combat.active);
    Document *doc = m_window->document();
    QVERIFY(pushCombatEdit(doc, QStringLiteral("condition"), [&](Encounter &e) {
        if (rounds > 0) {
            Effect f;
            f.target = QStringLiteral("goblin");
            f.condition = condition;
            f.rounds = rounds;
            e.combat.effects.push_back(f);
        }
        e.creatures[std::size_t(e.creatureIndex(QStringLiteral("goblin")))].conditions << condition;
    }));
    auto *tree = m_window->initiativeDock()->findChild<QTreeWidget *>();
    QVERIFY(tree);
    QTreeWidgetItem *goblin = row(QStringLiteral("goblin"));
    QVERIFY(goblin);
    QCOMPARE(goblin->text(3), shown);
    // Drawn whole: the column is as wide as its text (with the cell's margins).
    const int needed = tree->fontMetrics().horizontalAdvance(shown);
    QVERIFY2(tree->header()->sectionSize(3) >= needed, qPrintable(QStringLiteral("%1 px for %2 px").arg(tree->header()->sectionSize(3)).arg(needed)));
}

void TestInitiative::a5eInstigatorsRollWithAdvantage()
{
    Encounter a5e = model();
    a5e.ruleset = Ruleset::A5e;
    m_window->document()->reset(a5e, QString());
    auto *combo = m_window->initiativeDock()->findChild<QComboBox *>(QStringLiteral("instigatorsCombo"));
    QVERIFY(combo->isVisible());
    combo->setCurrentIndex(combo->findData(QStringLiteral("party")));
    // The fighter (party) rolls two d20s and keeps the 15; the others roll one each.
    m_window->document()->dice().force({3, 15, 9, 4});
    QTest::mouseClick(m_window->initiativeDock()->findChild<QPushButton *>(QStringLiteral("startCombatButton")), Qt::LeftButton);
    QCOMPARE(*model().creature(QStringLiteral("fighter"))->initiative, 16.0);
    QCOMPARE(*model().creature(QStringLiteral("goblin"))->initiative, 11.0);
    QVERIFY(!combo->isVisible()); // chosen before the fight only
}

QTEST_MAIN(TestInitiative)
#include "tst_initiative.moc"
