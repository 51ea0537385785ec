// A player moving their own token from their device (core/table/seatmove.h): the
// plan a seat sees is made in what it knows (an invisible ghost, a creature the GM hides,
// a wall in an unexplored room change nothing in the answer), the move is judged again on
// the real encounter, the GM's setting decides who may act when, and doors open only next
// to the creature and never when locked.

#include "rules/fog.h"
#include "rules/movement.h"
#include "rules/sight.h"
#include "table/seatmove.h"
#include "seattable.h"
#include "testmap.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace bm;
using namespace bm::test;

namespace {

// A hall (x 0..7) and a corridor one square wide running east at y = 1 (blocked above and
// below), into a room behind a door at x = 12 no one has explored. The fighter stands in the
// hall; an orc in the hall; whatever a row adds.
Encounter hall(const char *creatures)
{
    const QStringList rows{"........####........", "....................", "........####........",
                           "........####........", "........####........"};
    QJsonObject o = asciiEncounter(QStringLiteral("dnd5e-2014"), rows);
    o = withJson(o, R"({"walls": [{"from": [12, 0], "to": [12, 1]}, {"from": [12, 1], "to": [12, 2], "door": "closed"},
                                  {"from": [12, 2], "to": [12, 5]}, {"from": [16, 0], "to": [16, 5]},
                                  {"from": [0, 3], "to": [1, 3], "door": "locked"}]})");
    QJsonArray list = QJsonDocument::fromJson(
                          R"([{"id": "fighter", "name": "Brannoc", "side": "party", "position": [1, 1], "hp": 30, "maxHp": 44,
                              "speed": {"walk": 30}},
                             {"id": "orc", "name": "Orc Raider", "side": "hostile", "position": [5, 3], "hp": 11, "maxHp": 15}])")
                          .array();
    for (const QJsonValue &v : QJsonDocument::fromJson(creatures).array())
        list.append(v);
    o[QStringLiteral("creatures")] = list;
    return load(o);
}

using Table = test::SeatTable;

const Seat kFighter{QStringLiteral("fighter")};

} // namespace

class TestSeatMove : public QObject
{
    Q_OBJECT

private slots:
    void thePlanIsMadeInWhatTheSeatKnows_data();
    void thePlanIsMadeInWhatTheSeatKnows();
    void squaresTheGmHidesAreNotWalkedInThePlan();
    void thePlanDrawsTheEnginesAnswer();
    void whoMayAct_data();
    void whoMayAct();
    void aMoveIsJudgedAgainOnWhatIs_data();
    void aMoveIsJudgedAgainOnWhatIs();
    void aMadeMovePaysFromTheTurn();
    void doors_data();
    void doors();
};

void TestSeatMove::thePlanIsMadeInWhatTheSeatKnows_data()
{
    QTest::addColumn<QByteArray>("secret"); // creatures the seat must not learn of
    QTest::addColumn<QPoint>("to");
    QTest::newRow("an invisible ghost in the hall") << QByteArray(R"([{"id": "ghost", "name": "Unseen Ghost", "side": "hostile",
        "position": [3, 1], "hp": 45, "maxHp": 45, "conditions": ["invisible"]}])") << QPoint(6, 1);
    QTest::newRow("a lurker the GM hides from the players") << QByteArray(R"([{"id": "lurker", "name": "Goblin Lurker",
        "side": "hostile", "position": [3, 1], "hp": 7, "maxHp": 7, "hiddenFromPlayers": true}])") << QPoint(6, 1);
}

void TestSeatMove::thePlanIsMadeInWhatTheSeatKnows()
{
    QFETCH(QByteArray, secret);
    QFETCH(QPoint, to);
    Table open(hall("[]"));
    Table withSecret(hall(secret.constData()));
    SeatPlanner plain(open.e, *open.sight, open.fog, kFighter);
    SeatPlanner secretive(withSecret.e, *withSecret.sight, withSecret.fog, kFighter);
    const QJsonObject a = plain.pathAnswer({to.x(), to.y()});
    const QJsonObject b = secretive.pathAnswer({to.x(), to.y()});
    QVERIFY(a.value(QLatin1String("found")).toBool());
    // Byte for byte the same answer: nothing of the secret shapes it.
    QCOMPARE(QJsonDocument(b).toJson(QJsonDocument::Compact), QJsonDocument(a).toJson(QJsonDocument::Compact));
    // ... while the real engine does see it (the row is a real secret, not a no-op).
    MovementEngine real(withSecret.e);
    MovementEngine bare(open.e);
    const Creature &mover = *withSecret.e.creature(QStringLiteral("fighter"));
    const MoveJudgement r = judgeMove(real, mover, {GridPoint{to.x(), to.y()}}, TurnBudget{});
    const MoveJudgement o = judgeMove(bare, *open.e.creature(QStringLiteral("fighter")), {GridPoint{to.x(), to.y()}}, TurnBudget{});
    QVERIFY(r.found() && o.found());
    QVERIFY(r.path.path != o.path.path);
}

void TestSeatMove::squaresTheGmHidesAreNotWalkedInThePlan()
{
    Table t(hall("[]"));
    t.fog.hide(QRect(2, 0, 2, 3)); // x 2..3 of the hall's three northern rows
    t.fog.update(t.e, *t.sight);
    SeatPlanner plan(t.e, *t.sight, t.fog, kFighter);
    const QJsonObject a = plan.pathAnswer({6, 1});
    QVERIFY(a.value(QLatin1String("found")).toBool());
    for (const QJsonValue &p : a.value(QLatin1String("path")).toArray())
        QVERIFY2(p.toArray().at(0).toInt() < 2 || p.toArray().at(0).toInt() > 3 || p.toArray().at(1).toInt() > 2,
                 qPrintable(QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact))));
    QVERIFY(a.value(QLatin1String("cost")).toDouble() > 25);
    // The real move goes straight through: the squares are only hidden from the players.
    MovementEngine real(t.e);
    const SeatMove m = judgeSeatMove(t.e, real, plan, kFighter, {6, 1});
    QVERIFY(!m.refusal.refused());
    QCOMPARE(m.made.path.costFeet, 25.0);
}

void TestSeatMove::thePlanDrawsTheEnginesAnswer()
{
    Table t(hall("[]"));
    SeatPlanner plan(t.e, *t.sight, t.fog, kFighter);
    // Along the hall to (6, 1): five squares, 25 ft of 30.
    QJsonObject a = plan.pathAnswer({6, 1});
    QCOMPARE(a.value(QLatin1String("cost")).toDouble(), 25.0);
    QCOMPARE(a.value(QLatin1String("speed")).toDouble(), 30.0);
    QCOMPARE(a.value(QLatin1String("band")).toString(), QStringLiteral("speed"));
    QCOMPARE(a.value(QLatin1String("path")).toArray().size(), 6);
    QCOMPARE(a.value(QLatin1String("path")).toArray().last().toArray(), (QJsonArray{6, 1}));
    // Past the orc (reach 5 ft at (5, 3)): it provokes, by name.
    a = plan.pathAnswer({7, 4});
    QCOMPARE(a.value(QLatin1String("provokes")).toArray(), (QJsonArray{QStringLiteral("Orc Raider")}));
    // Into the corridor up to the door: 10 squares, Dash.
    a = plan.pathAnswer({11, 1});
    QCOMPARE(a.value(QLatin1String("band")).toString(), QStringLiteral("dash"));
    QVERIFY(a.value(QLatin1String("allowed")).toBool());
    // Beyond the closed door, never explored: no way the seat knows.
    a = plan.pathAnswer({13, 1});
    QCOMPARE(a.value(QLatin1String("found")).toBool(), false);
    QCOMPARE(a.value(QLatin1String("code")).toString(), QStringLiteral("no-path"));
}

void TestSeatMove::whoMayAct_data()
{
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QString>("turn"); // empty: no fight
    QTest::addColumn<QString>("seat");
    QTest::addColumn<QString>("code"); // empty: may act
    QTest::newRow("only watch: refused even out of combat") << "watch" << "" << "fighter" << "gm-moves";
    QTest::newRow("on their turn, no fight: any time") << "turn" << "" << "fighter" << "";
    QTest::newRow("on their turn, the orc's turn: refused") << "turn" << "orc" << "fighter" << "not-your-turn";
    QTest::newRow("on their turn, the fighter's turn") << "turn" << "fighter" << "fighter" << "";
    QTest::newRow("ask the GM, the orc's turn: asked") << "ask" << "orc" << "fighter" << "";
    QTest::newRow("the whole party's screen has no token") << "turn" << "" << "" << "no-creature";
    QTest::newRow("a seat whose creature left the map") << "turn" << "" << "gone" << "no-creature";
}

void TestSeatMove::whoMayAct()
{
    QFETCH(QString, setting);
    QFETCH(QString, turn);
    QFETCH(QString, seat);
    QFETCH(QString, code);
    Encounter e = hall("[]");
    if (!turn.isEmpty())
        startFight(e, turn);
    QCOMPARE(mayAct(e, Seat{seat}, playersMayFromId(setting)).code(), code);
}

void TestSeatMove::aMoveIsJudgedAgainOnWhatIs_data()
{
    QTest::addColumn<QByteArray>("extra");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QPoint>("end"); // where the token ends when not refused
    QTest::addColumn<bool>("stopped");
    QTest::newRow("along the hall") << QByteArray("[]") << QPoint(6, 1) << "" << QPoint(6, 1) << false;
    QTest::newRow("to the door with Dash") << QByteArray("[]") << QPoint(11, 1) << "" << QPoint(11, 1) << false;
    QTest::newRow("off the map") << QByteArray("[]") << QPoint(40, 1) << "no-path" << QPoint() << false;
    QTest::newRow("into the unexplored room") << QByteArray("[]") << QPoint(14, 3) << "no-path" << QPoint() << false;
    QTest::newRow("an invisible ghost in the corridor: stops before it") << QByteArray(R"([{"id": "ghost", "name": "Unseen Ghost",
        "side": "hostile", "position": [9, 1], "hp": 45, "maxHp": 45, "conditions": ["invisible"]}])") << QPoint(11, 1) << ""
        << QPoint(8, 1) << true;
    QTest::newRow("a lurker the GM hides on the target square: stops before it") << QByteArray(R"([{"id": "lurker",
        "name": "Goblin Lurker", "side": "hostile", "position": [10, 1], "hp": 7, "maxHp": 7, "hiddenFromPlayers": true}])")
        << QPoint(10, 1) << "" << QPoint(9, 1) << true;
    QTest::newRow("an invisible ghost beside the hall: around it") << QByteArray(R"([{"id": "ghost", "name": "Unseen Ghost",
        "side": "hostile", "position": [3, 1], "hp": 45, "maxHp": 45, "conditions": ["invisible"]}])") << QPoint(6, 1) << ""
        << QPoint(6, 1) << false;
}

void TestSeatMove::aMoveIsJudgedAgainOnWhatIs()
{
    QFETCH(QByteArray, extra);
    QFETCH(QPoint, to);
    QFETCH(QString, code);
    QFETCH(QPoint, end);
    QFETCH(bool, stopped);
    Table t(hall(extra.constData()));
    SeatPlanner plan(t.e, *t.sight, t.fog, kFighter);
    MovementEngine real(t.e);
    const SeatMove m = judgeSeatMove(t.e, real, plan, kFighter, {to.x(), to.y()});
    QCOMPARE(m.refusal.code(), code);
    QCOMPARE(planSeatMove(t.e, plan, kFighter, {to.x(), to.y()}).code(), code); // refused on what the seat knows alone
    if (!code.isEmpty())
        return;
    QCOMPARE(m.stopped, stopped);
    QCOMPARE(m.end, (GridPoint{end.x(), end.y()}));
    QVERIFY(m.made.found() && m.made.allowed);
    QCOMPARE(m.made.path.path.back(), (GridPoint{end.x(), end.y()}));
    // The real path never enters a creature's square the seat didn't see.
    for (const Creature &c : t.e.creatures)
        if (c.id != QLatin1String("fighter"))
            for (const GridPoint &p : m.made.path.path)
                QVERIFY(!c.spaceRect().contains(p.x, p.y));
    Encounter after = t.e;
    makeSeatMove(after, QStringLiteral("fighter"), m.made);
    QCOMPARE(after.creature(QStringLiteral("fighter"))->position, (GridPoint{end.x(), end.y()}));
}

void TestSeatMove::aMadeMovePaysFromTheTurn()
{
    Table t(hall("[]"));
    startFight(t.e, QStringLiteral("fighter"));
    SeatPlanner plan(t.e, *t.sight, t.fog, kFighter);
    MovementEngine real(t.e);
    const SeatMove m = judgeSeatMove(t.e, real, plan, kFighter, {6, 1});
    QVERIFY(!m.refusal.refused());
    makeSeatMove(t.e, QStringLiteral("fighter"), m.made);
    QCOMPARE(t.e.combat.combatant(QStringLiteral("fighter"))->movementSpent, 25.0);
    // Now only 5 ft are left: 10 ft more needs the Dash.
    SeatPlanner again(t.e, *t.sight, t.fog, kFighter);
    const QJsonObject a = again.pathAnswer({8, 1});
    QCOMPARE(a.value(QLatin1String("band")).toString(), QStringLiteral("dash"));
}

void TestSeatMove::doors_data()
{
    QTest::addColumn<QPoint>("fighterAt");
    QTest::addColumn<QPointF>("at");
    QTest::addColumn<int>("wall"); // -1: refused
    QTest::addColumn<QString>("code");
    QTest::newRow("beside the corridor's door") << QPoint(11, 1) << QPointF(12, 1.5) << 1 << "";
    QTest::newRow("a tap a little off the door still finds it") << QPoint(11, 1) << QPointF(11.8, 1.6) << 1 << "";
    QTest::newRow("from across the hall: too far") << QPoint(1, 1) << QPointF(12, 1.5) << -1 << "door-far";
    QTest::newRow("a plain wall is no door") << QPoint(11, 1) << QPointF(12, 3.5) << -1 << "no-door";
    QTest::newRow("the locked door") << QPoint(0, 2) << QPointF(0.5, 3) << -1 << "locked";
}

void TestSeatMove::doors()
{
    QFETCH(QPoint, fighterAt);
    QFETCH(QPointF, at);
    QFETCH(int, wall);
    QFETCH(QString, code);
    Encounter e = hall("[]");
    e.creatures[std::size_t(e.creatureIndex(QStringLiteral("fighter")))].position = GridPoint{fighterAt.x(), fighterAt.y()};
    Table t(e);
    const SeatDoor d = seatDoor(t.e, t.fog, kFighter, at);
    QCOMPARE(d.refusal.code(), code);
    QCOMPARE(d.wall, wall);
    QCOMPARE(d.tried, code == QLatin1String("locked") ? 4 : -1); // tried: the party knows now

}

QTEST_MAIN(TestSeatMove)
#include "tst_seatmove.moc"
