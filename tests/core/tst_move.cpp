// The one move (combat/move.h): what combat::makeMove answers and does, the
// same for the window's drag, the CLI's combat move and a seat's move: standing up first
// (paid in its turn, free out of it), the mount with its rider, the turn paying, the
// opportunity attacks logged in and out of its turn, a free placement, and the refusals as
// codes that leave the encounter as it was.

#include "combat/move.h"
#include "rules/movement.h"
#include "testmap.h"

#include <QTest>

using namespace bm;
using namespace bm::test;

namespace {

// A hall with a difficult column at x = 4; the fighter at [1, 1], an orc next to it at [2, 1],
// a knight and a horse at [1, 4].
Encounter hall(const QString &ruleset, const char *fighterConditions)
{
    QJsonObject o = asciiEncounter(ruleset, {"....d.....", "....d.....", "....d.....", "....d.....", "....d.....", "....d....."});
    o = withJson(o, QStringLiteral(R"({"creatures": [
        {"id": "fighter", "name": "Brannoc", "side": "party", "position": [1, 1], "speed": {"walk": 30}, "conditions": [%1]},
        {"id": "orc", "name": "Orc", "side": "hostile", "position": [2, 1], "speed": {"walk": 30}},
        {"id": "knight", "name": "Knight", "side": "party", "position": [1, 4], "speed": {"walk": 30}},
        {"id": "horse", "name": "Horse", "side": "party", "size": "large", "position": [1, 4], "speed": {"walk": 60}}]})")
                            .arg(QLatin1String(fighterConditions))
                            .toUtf8()
                            .constData());
    return load(o);
}

combat::MoveRequest request(const char *mover, GridPoint to, bool stand = false)
{
    combat::MoveRequest r;
    r.mover = QLatin1String(mover);
    r.route = {to};
    r.choices.stand = stand;
    return r;
}

} // namespace

class TestMove : public QObject
{
    Q_OBJECT

private slots:
    void aMoveIsMadeAsTheOutcomeSays_data();
    void aMoveIsMadeAsTheOutcomeSays();
    void aRefusedMoveChangesNothing_data();
    void aRefusedMoveChangesNothing();
    void aFreePlacementPaysNothing();
    void aMountCarriesItsRider();
};

void TestMove::aMoveIsMadeAsTheOutcomeSays_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<bool>("prone");
    QTest::addColumn<QString>("turn"); // empty: no fight
    QTest::addColumn<QString>("mover");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<bool>("stand");
    QTest::addColumn<bool>("standPaid");
    QTest::addColumn<QString>("carried");
    QTest::addColumn<int>("attacks");
    QTest::addColumn<double>("spent"); // the mover's movementSpent after (-1: no fight)
    QTest::addColumn<int>("actions");  // pf2e actions left after

    QTest::newRow("in its turn, walking away from the orc: paid, one attack logged")
        << "dnd5e-2014" << false << "fighter" << "fighter" << QPoint(1, 3) << false << false << "" << 1 << 10.0 << 3;
    QTest::newRow("out of its turn: nothing paid, the attack still logged")
        << "dnd5e-2014" << false << "orc" << "fighter" << QPoint(0, 1) << false << false << "" << 1 << 0.0 << 3;
    QTest::newRow("5e: prone, stands up in its turn (half its speed) then moves")
        << "dnd5e-2014" << true << "fighter" << "fighter" << QPoint(0, 1) << true << true << "" << 1 << 20.0 << 3;
    QTest::newRow("5e: prone, stood up by the GM out of its turn for nothing")
        << "dnd5e-2014" << true << "orc" << "fighter" << QPoint(0, 1) << true << false << "" << 1 << 0.0 << 3;
    QTest::newRow("pf2e: prone, stands up (one action) and Strides (one more)")
        << "pf2e" << true << "fighter" << "fighter" << QPoint(1, 3) << true << true << "" << 0 << 10.0 << 1;
    QTest::newRow("around the orc and through difficult terrain: the difficult square costs double")
        << "dnd5e-2014" << false << "fighter" << "fighter" << QPoint(5, 2) << false << false << "" << 1 << 30.0 << 3;
    QTest::newRow("out of a fight: a plain move") << "dnd5e-2014" << false << "" << "fighter" << QPoint(6, 1) << false
                                                  << false << "" << 0 << -1.0 << 3;
}

void TestMove::aMoveIsMadeAsTheOutcomeSays()
{
    QFETCH(QString, ruleset);
    QFETCH(bool, prone);
    QFETCH(QString, turn);
    QFETCH(QString, mover);
    QFETCH(QPoint, to);
    QFETCH(bool, stand);
    QFETCH(bool, standPaid);
    QFETCH(QString, carried);
    QFETCH(int, attacks);
    QFETCH(double, spent);
    QFETCH(int, actions);
    Encounter e = hall(ruleset, prone ? "\"prone\"" : "");
    if (!turn.isEmpty())
        startFight(e, turn);
    const int logged = int(e.combat.log.size());
    MovementEngine engine(e);
    combat::MoveRequest r;
    r.mover = mover;
    r.route = {GridPoint{to.x(), to.y()}};
    r.choices.stand = stand;
    const Encounter before = e;
    const combat::MoveOutcome o = combat::makeMove(e, engine, r);
    QVERIFY2(!o.refused(), qPrintable(combat::moveRefusalId(o.refusal)));
    QCOMPARE(o.from, before.creature(mover)->position);
    QCOMPARE(e.creature(mover)->position, (GridPoint{to.x(), to.y()}));
    QCOMPARE(o.stoodUp, stand);
    QCOMPARE(o.standPaid, standPaid);
    QCOMPARE(e.creature(mover)->isProne(), prone && !stand);
    QCOMPARE(o.carried, carried);
    QCOMPARE(o.attacksLogged, attacks);
    if (spent >= 0) {
        QCOMPARE(e.combat.combatant(mover)->movementSpent, spent);
        QCOMPARE(e.combat.combatant(mover)->actions, actions);
        QVERIFY(int(e.combat.log.size()) >= logged + attacks);
    }
}

void TestMove::aRefusedMoveChangesNothing_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("mover");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<bool>("dashed"); // the Dash is gone already (action used)
    QTest::addColumn<QString>("code");

    QTest::newRow("no such creature") << "dnd5e-2014" << "ghost" << QPoint(2, 2) << false << "no-creature";
    QTest::newRow("its space leaves the map") << "dnd5e-2014" << "horse" << QPoint(9, 2) << false << "off-the-map";
    QTest::newRow("onto the orc") << "dnd5e-2014" << "fighter" << QPoint(2, 1) << false << "no-path";
    QTest::newRow("too far even with Dash") << "dnd5e-2014" << "fighter" << QPoint(9, 5) << true << "too-far";
}

void TestMove::aRefusedMoveChangesNothing()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, mover);
    QFETCH(QPoint, to);
    QFETCH(bool, dashed);
    QFETCH(QString, code);
    Encounter e = hall(ruleset, "");
    startFight(e, QStringLiteral("fighter"));
    if (dashed)
        e.combat.combatant(QStringLiteral("fighter"))->actionUsed = true;
    const Encounter before = e;
    MovementEngine engine(e);
    const combat::MoveOutcome o = combat::makeMove(e, engine, request(mover.toLatin1().constData(), {to.x(), to.y()}));
    QCOMPARE(combat::moveRefusalId(o.refusal), code);
    QVERIFY(e == before);
}

void TestMove::aFreePlacementPaysNothing()
{
    Encounter e = hall(QStringLiteral("dnd5e-2014"), "");
    startFight(e, QStringLiteral("fighter"));
    MovementEngine engine(e);
    combat::MoveRequest r = request("fighter", {8, 5});
    r.placeFreely = true;
    const combat::MoveOutcome o = combat::makeMove(e, engine, r);
    QVERIFY(!o.refused());
    QCOMPARE(e.creature(QStringLiteral("fighter"))->position, (GridPoint{8, 5}));
    QCOMPARE(e.combat.combatant(QStringLiteral("fighter"))->movementSpent, 0.0);
    QVERIFY(e.combat.log.empty());
}

void TestMove::aMountCarriesItsRider()
{
    // 2014 mounted combat: in the knight's turn its controlled mount moves on its own
    // movement and carries the knight.
    Encounter e = hall(QStringLiteral("dnd5e-2014"), "");
    startFight(e, QStringLiteral("knight"));
    e.combat.combatant(QStringLiteral("knight"))->mountedOn = QStringLiteral("horse");
    MovementEngine engine(e);
    const combat::MoveOutcome o = combat::makeMove(e, engine, request("horse", {1, 2}));
    QVERIFY2(!o.refused(), qPrintable(combat::moveRefusalId(o.refusal)));
    QVERIFY(o.inTurn);
    QCOMPARE(o.carried, QStringLiteral("knight"));
    QCOMPARE(e.creature(QStringLiteral("horse"))->position, (GridPoint{1, 2}));
    QCOMPARE(e.creature(QStringLiteral("knight"))->position, (GridPoint{1, 2}));
    QCOMPARE(e.combat.combatant(QStringLiteral("horse"))->movementSpent, 10.0);
    QCOMPARE(e.combat.combatant(QStringLiteral("knight"))->movementSpent, 0.0);
}

QTEST_MAIN(TestMove)
#include "tst_move.moc"
