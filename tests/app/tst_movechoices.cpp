// Movement choices in the window: a drag uses the creature's best speed (the
// owl familiar flies, the dragon flies without Dash), the mode picker on the toolbar
// overrides it, and Ctrl during the drag switches between flying and walking.
// A rider on a controlled mount is carried on the mount's movement.

#include "mapwindowfixture.h"
#include "tableencounters.h"

#include <QComboBox>
#include <QSettings>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

using namespace bm;

namespace {

// Open ground; a row of difficult terrain in column 8. The owl walks 5 and flies 60;
// the dragon walks 40 and flies 80.
const char *kEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "fliers", "ruleset": "dnd5e-2014",
  "grid": {"width": 20, "height": 12},
  "terrain": [{"type": "difficult", "rect": [8, 0, 1, 12]}],
  "creatures": [
    {"id": "owl", "name": "Owl", "side": "party", "size": "tiny", "position": [1, 1], "speed": {"walk": 5, "fly": 60}},
    {"id": "dragon", "name": "Dragon", "side": "hostile", "size": "huge", "position": [1, 5], "speed": {"walk": 40, "fly": 80}},
    {"id": "knight", "name": "Knight", "side": "party", "position": [1, 10], "speed": {"walk": 30}}
  ]
})";

} // namespace

class TestMoveChoices : public QObject, public test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareFixture()); }
    void init()
    {
        QSettings().clear();
        QVERIFY(open(kEncounter));
    }
    void cleanup() { releaseFixture(); }
    void dragUsesTheChosenMode_data();
    void dragUsesTheChosenMode();
    void riderIsCarriedByItsMount_data();
    void riderIsCarriedByItsMount();
};

void TestMoveChoices::dragUsesTheChosenMode_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QPointF>("from"); // square centres
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<int>("picked"); // index in the mode picker: 0 best speed, 1 walk, 2 fly
    QTest::addColumn<bool>("ctrl");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<QString>("status"); // part of the status bar's answer

    const QPointF owl(1.25, 1.25), owl25ft(6.25, 1.25);
    QTest::newRow("owl_familiar_flies_25_ft_by_its_best_speed") << "owl" << owl << owl25ft << 0 << false << true << "fly";
    QTest::newRow("owl_familiar_picked_to_walk_is_refused_25_ft") << "owl" << owl << owl25ft << 1 << false << false << "Dash";
    QTest::newRow("owl_familiar_ctrl_drag_walks_and_is_refused") << "owl" << owl << owl25ft << 0 << true << false << "Dash";
    QTest::newRow("owl_familiar_picked_fly") << "owl" << owl << owl25ft << 2 << false << true << "fly";
    const QPointF dragon(2.5, 6.5), dragon50ft(12.5, 6.5);
    // 50 ft over the difficult column: flying costs 50 of 80 ft, no Dash; walking needs Dash.
    QTest::newRow("dragon_flies_50_ft_without_dash") << "dragon" << dragon << dragon50ft << 0 << false << true << "/ 80 ft";
    QTest::newRow("dragon_ctrl_drag_walks_with_dash") << "dragon" << dragon << dragon50ft << 0 << true << true << "Dash";
    const QPointF knight(1.5, 10.5), knight25ft(6.5, 10.5);
    QTest::newRow("knight_without_fly_speed_ctrl_still_walks") << "knight" << knight << knight25ft << 0 << true << true << "25 / 30 ft";
}

void TestMoveChoices::dragUsesTheChosenMode()
{
    QFETCH(QString, id);
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(int, picked);
    QFETCH(bool, ctrl);
    QFETCH(bool, moved);
    QFETCH(QString, status);
    auto *modes = m_window->findChild<QComboBox *>(QStringLiteral("moveModeCombo"));
    QVERIFY(modes);
    modes->setFocus();
    QTest::keyClick(modes, Qt::Key_Home);
    for (int i = 0; i < picked; ++i)
        QTest::keyClick(modes, Qt::Key_Down);
    QCOMPARE(modes->currentIndex(), picked);
    const GridPoint before = m_window->document()->encounter().creature(id)->position;
    dragHolding(from, to, ctrl ? Qt::ControlModifier : Qt::NoModifier);
    const GridPoint after = m_window->document()->encounter().creature(id)->position;
    QCOMPARE(!(after == before), moved);
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.contains(status), qPrintable(message));
}

void TestMoveChoices::riderIsCarriedByItsMount_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QPointF>("from"); // the square grabbed (its centre)
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<double>("horseSpent"); // the tracker's movement spent after the drag
    QTest::addColumn<QString>("status");

    // 35 ft east: more than the knight's 30 ft, well within the horse's 50 ft left.
    QTest::newRow("rider_dragged_35_ft_pays_the_horse") << "dnd5e-2014" << QPointF(2.5, 2.5) << QPointF(9.5, 2.5) << true
                                                        << 45.0 << "Horse carries Knight: 35 / 50 ft left";
    QTest::newRow("rider_dragged_2024_pays_the_horse") << "dnd5e-2024" << QPointF(2.5, 2.5) << QPointF(9.5, 2.5) << true
                                                       << 45.0 << "Horse carries Knight";
    QTest::newRow("mount_dragged_in_the_riders_turn_pays_the_horse")
        << "dnd5e-2014" << QPointF(3.5, 3.5) << QPointF(10.5, 3.5) << true << 45.0 << "35 / 50 ft left";
    // pf2e: the mount acts on its own (no controlled mount): the rider's drag is refused.
    QTest::newRow("pf2e_rider_on_an_independent_mount_is_refused")
        << "pf2e" << QPointF(2.5, 2.5) << QPointF(6.5, 2.5) << false << 10.0 << "moves on its own";
}

void TestMoveChoices::riderIsCarriedByItsMount()
{
    QFETCH(QString, ruleset);
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(bool, moved);
    QFETCH(double, horseSpent);
    QFETCH(QString, status);
    releaseFixture(); // init()'s fliers make way for the mount
    QVERIFY(open(test::mountedJson(ruleset, 10)));
    Document *doc = this->doc();
    const auto spent = [&](const char *id) { return doc->encounter().combat.combatant(QLatin1String(id))->movementSpent; };
    const auto at = [&](const char *id) { return doc->encounter().creature(QLatin1String(id))->position; };
    const int undoSteps = doc->undoStack()->count();

    dragHolding(from, to, Qt::NoModifier);
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.contains(status), qPrintable(message));
    const int dx = moved ? int(to.x() - from.x()) : 0;
    QCOMPARE(at("horse"), (GridPoint{2 + dx, 2}));
    QCOMPARE(at("knight"), (GridPoint{2 + dx, 2})); // both moved, the rider still on its mount
    QCOMPARE(spent("horse"), horseSpent);
    QCOMPARE(spent("knight"), 0.0); // the rider's own movement is untouched
    QVERIFY(!doc->encounter().combat.combatant(QStringLiteral("knight"))->dashed);
    QCOMPARE(doc->undoStack()->count(), undoSteps + (moved ? 1 : 0)); // one undo step
    if (!moved)
        return;
    doc->undoStack()->undo();
    QCOMPARE(at("horse"), (GridPoint{2, 2}));
    QCOMPARE(at("knight"), (GridPoint{2, 2}));
    QCOMPARE(spent("horse"), 10.0);
    QCOMPARE(spent("knight"), 0.0);
}

QTEST_MAIN(TestMoveChoices)
#include "tst_movechoices.moc"
