// The move judge (rules/movejudge.h; RULES.md 4.5, 4.6, 8): a route through waypoints
// joined into one path, the turn's budget bands (speed, Dash, too far; pf2e actions left)
// and the reach overlay's bands. What the window's drag and overlay show, without a window.

#include "model/encounter.h"
#include "rules/movejudge.h"
#include "testmap.h"

#include <QTest>

using namespace bm;
using namespace bm::test;

Q_DECLARE_METATYPE(bm::Encounter)
Q_DECLARE_METATYPE(bm::TurnBudget)
Q_DECLARE_METATYPE(bm::MoveChoices)
Q_DECLARE_METATYPE(bm::MoveBand)
Q_DECLARE_METATYPE(bm::GridPoint)
Q_DECLARE_METATYPE(std::vector<bm::GridPoint>)

class TestMoveJudge : public QObject
{
    Q_OBJECT

private slots:
    void judge_data();
    void judge();
    void reachBands_data();
    void reachBands();
    void turnBudgetFromTracker();
    void riderAndMount_data();
    void riderAndMount();
    void preferredMode_data();
    void preferredMode();
};

namespace {

// A creature "m" of the given speed, alone on a one-row map (plus fragments).
Encounter lane(const char *ruleset, int width, const char *creatures)
{
    return load(withJson(asciiEncounter(QLatin1String(ruleset), {QString(width, QLatin1Char('.'))}), creatures));
}

TurnBudget inTurn(double spent = 0, bool dashed = false, bool actionUsed = false, int actionsLeft = 3, int diagonals = 0)
{
    TurnBudget t;
    t.inTurn = true;
    t.spentFeet = spent;
    t.dashed = dashed;
    t.actionUsed = actionUsed;
    t.actionsLeft = actionsLeft;
    t.diagonals = diagonals;
    return t;
}

MoveChoices standing()
{
    MoveChoices c;
    c.stand = true;
    return c;
}

} // namespace

void TestMoveJudge::judge_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<std::vector<GridPoint>>("route");
    QTest::addColumn<TurnBudget>("turn");
    QTest::addColumn<MoveChoices>("choices");
    QTest::addColumn<bool>("found");
    QTest::addColumn<int>("failedLeg");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<MoveBand>("band");
    QTest::addColumn<double>("cost");
    QTest::addColumn<double>("speed");      // 5e: left of the speed; pf2e: -1 (not judged in feet)
    QTest::addColumn<double>("withDash");   // 5e: the most this turn allows
    QTest::addColumn<int>("actions");       // pf2e: Strides (+1 to stand)
    QTest::addColumn<bool>("cannotMove");
    QTest::addColumn<int>("provokes");

    const char *m30 = R"({"creatures":[{"id":"m","side":"party","position":[0,0]}]})";
    const Encounter open5e = lane("dnd5e-2014", 16, m30);
    const MoveChoices walk;
    const auto row = [](const char *name, const Encounter &e, std::vector<GridPoint> route, TurnBudget turn,
                        MoveChoices choices, bool found, int failedLeg, bool allowed, MoveBand band, double cost,
                        double speed, double withDash, int actions, bool cannotMove, int provokes) {
        QTest::newRow(name) << e << route << turn << choices << found << failedLeg << allowed << band << cost << speed
                            << withDash << actions << cannotMove << provokes;
    };

    // 5e family, speed 30, out of combat: a whole fresh turn.
    row("out of combat: 20 ft is within the speed", open5e, {{4, 0}}, TurnBudget{}, walk, true, -1, true,
        MoveBand::WithinSpeed, 20, 30, 60, 0, false, 0);
    row("out of combat: 45 ft needs the Dash", open5e, {{9, 0}}, TurnBudget{}, walk, true, -1, true, MoveBand::Dash,
        45, 30, 60, 0, false, 0);
    row("out of combat: 65 ft is too far even with Dash", open5e, {{13, 0}}, TurnBudget{}, walk, true, -1, false,
        MoveBand::TooFar, 65, 30, 60, 0, false, 0);
    // In the creature's turn: what is left of it.
    row("20 ft spent: 10 ft left", open5e, {{2, 0}}, inTurn(20), walk, true, -1, true, MoveBand::WithinSpeed, 10, 10,
        40, 0, false, 0);
    row("20 ft spent: 20 ft more needs the Dash", open5e, {{4, 0}}, inTurn(20), walk, true, -1, true, MoveBand::Dash,
        20, 10, 40, 0, false, 0);
    row("action used: no Dash left", open5e, {{7, 0}}, inTurn(0, false, true), walk, true, -1, false,
        MoveBand::TooFar, 35, 30, 30, 0, false, 0);
    row("Dash taken and 30 ft spent: 30 ft left", open5e, {{6, 0}}, inTurn(30, true, true), walk, true, -1, true,
        MoveBand::WithinSpeed, 30, 30, 30, 0, false, 0);
    row("grappled: speed 0, can't move", lane("dnd5e-2024", 4, R"({"creatures":[{"id":"m","side":"party","position":[0,0],"conditions":["grappled"]}]})"),
        {{1, 0}}, TurnBudget{}, walk, true, -1, false, MoveBand::TooFar, 5, 0, 0, 0, true, 0);
    row("prone, standing up first costs half the speed", lane("a5e", 8, R"({"creatures":[{"id":"m","side":"party","position":[0,0],"conditions":["prone"]}]})"),
        {{3, 0}}, TurnBudget{}, standing(), true, -1, true, MoveBand::WithinSpeed, 15, 15, 45, 0, false, 0);

    // Waypoints: legs joined; the alternating diagonal count carries from leg to leg.
    const Encounter alternating = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"....", "....", "...."}),
        R"({"options":{"diagonals":"alternating"},"creatures":[{"id":"m","side":"party","position":[0,0]}]})"));
    row("waypoint: the second diagonal costs 10 ft across legs", alternating, {{1, 1}, {2, 2}}, TurnBudget{}, walk,
        true, -1, true, MoveBand::WithinSpeed, 15, 30, 60, 0, false, 0);
    row("one diagonal taken earlier this turn: the first is the dear one", alternating, {{1, 1}}, inTurn(0, false, false, 3, 1),
        walk, true, -1, true, MoveBand::WithinSpeed, 10, 30, 60, 0, false, 0);
    const Encounter walled = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"..#.", "..#.", "..#."}), m30));
    row("waypoint beyond a wall: the first leg fails", walled, {{3, 1}, {0, 2}}, TurnBudget{}, walk, false, 0, false,
        MoveBand::TooFar, 0, 0, 0, 0, false, 0);
    row("target beyond a wall: the second leg fails", walled, {{1, 2}, {3, 0}}, TurnBudget{}, walk, false, 1, false,
        MoveBand::TooFar, 0, 0, 0, 0, false, 0);

    // RULES.md 4.6: each hostile provokes at most once on the whole route.
    const Encounter goblin = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"......", "......", "......", "......"}),
        R"({"creatures":[{"id":"m","side":"party","position":[2,2]},{"id":"g","side":"hostile","position":[3,1]}]})"));
    row("leaving the goblin's reach twice provokes once", goblin, {{0, 2}, {2, 0}, {0, 0}}, TurnBudget{}, walk, true,
        -1, true, MoveBand::WithinSpeed, 30, 30, 60, 0, false, 1);
    MoveChoices disengage;
    disengage.disengage = true;
    row("Disengage: no opportunity attack", goblin, {{0, 2}}, TurnBudget{}, disengage, true, -1, true,
        MoveBand::WithinSpeed, 10, 30, 60, 0, false, 0);

    // The Disengage action taken earlier in the turn lasts for every later move.
    TurnBudget disengaged = inTurn();
    disengaged.disengaged = true;
    row("Disengage taken this turn: no opportunity attack", goblin, {{0, 2}}, disengaged, walk, true, -1, true,
        MoveBand::WithinSpeed, 10, 30, 60, 0, false, 0);
    row("Disengage not taken: the goblin's attack", goblin, {{0, 2}}, inTurn(), walk, true, -1, true,
        MoveBand::WithinSpeed, 10, 30, 60, 0, false, 1);
    // A5E (seed 000): no Dash while suffering fatigue.
    TurnBudget fatigued = inTurn();
    fatigued.dashBlocked = true;
    row("a5e fatigued: 45 ft is too far, no Dash", lane("a5e", 16, m30), {{9, 0}}, fatigued, walk, true, -1, false,
        MoveBand::TooFar, 45, 30, 30, 0, false, 0);
    // Exhaustion (SRD 5.1: speed halved at 2, 0 at 5; SRD 5.2: 5 ft less per level).
    const auto exhausted = [&](const char *ruleset, int level) {
        return lane(ruleset, 16, qPrintable(QStringLiteral(R"({"creatures":[{"id":"m","side":"party","position":[0,0],"conditionLevels":{"exhaustion":%1},"conditions":["exhaustion"]}]})").arg(level)));
    };
    row("2014 exhaustion 1: the whole speed", exhausted("dnd5e-2014", 1), {{6, 0}}, TurnBudget{}, walk, true, -1, true,
        MoveBand::WithinSpeed, 30, 30, 60, 0, false, 0);
    row("2014 exhaustion 2: speed halved", exhausted("dnd5e-2014", 2), {{4, 0}}, TurnBudget{}, walk, true, -1, true,
        MoveBand::Dash, 20, 15, 30, 0, false, 0);
    row("2014 exhaustion 5: speed 0", exhausted("dnd5e-2014", 5), {{1, 0}}, TurnBudget{}, walk, true, -1, false,
        MoveBand::TooFar, 5, 0, 0, 0, true, 0);
    row("2024 exhaustion 2: 10 ft less", exhausted("dnd5e-2024", 2), {{4, 0}}, TurnBudget{}, walk, true, -1, true,
        MoveBand::WithinSpeed, 20, 20, 40, 0, false, 0);
    row("2024 exhaustion 2: 25 ft needs the Dash", exhausted("dnd5e-2024", 2), {{5, 0}}, TurnBudget{}, walk, true, -1,
        true, MoveBand::Dash, 25, 20, 40, 0, false, 0);
    // Seed 003: switching speeds, what is left is the new speed less the distance moved.
    const Encounter flier = lane("dnd5e-2014", 16, R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":30,"fly":60}}]})");
    MoveChoices fly;
    fly.mode = MoveMode::Fly;
    row("flew 20 ft, then walks 10 ft: within the speed", flier, {{2, 0}}, inTurn(20), walk, true, -1, true,
        MoveBand::WithinSpeed, 10, 10, 40, 0, false, 0);
    row("flew 20 ft, walked 10 ft, flies 30 ft more", flier, {{6, 0}}, inTurn(30), fly, true, -1, true,
        MoveBand::WithinSpeed, 30, 30, 90, 0, false, 0);
    row("flew 20 ft, walked 10 ft: flying 35 ft more needs the Dash", flier, {{7, 0}}, inTurn(30), fly, true, -1, true,
        MoveBand::Dash, 35, 30, 90, 0, false, 0);

    // pf2e: Strides against the actions left (speed 25).
    const Encounter pf = lane("pf2e", 18, R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":25}}]})");
    row("pf2e: 20 ft is one Stride", pf, {{4, 0}}, TurnBudget{}, walk, true, -1, true, MoveBand::WithinSpeed, 20, -1, -1,
        1, false, 0);
    row("pf2e: 35 ft is two Strides", pf, {{7, 0}}, TurnBudget{}, walk, true, -1, true, MoveBand::WithinSpeed, 35, -1, -1,
        2, false, 0);
    row("pf2e: two Strides with one action left", pf, {{7, 0}}, inTurn(0, false, false, 1), walk, true, -1, false,
        MoveBand::TooFar, 35, -1, -1, 2, false, 0);
    row("pf2e: 80 ft is four Strides, more than a turn", pf, {{16, 0}}, TurnBudget{}, walk, true, -1, false,
        MoveBand::TooFar, 80, -1, -1, 4, false, 0);
    row("pf2e: a waypoint ends a Stride", pf, {{2, 0}, {5, 0}}, TurnBudget{}, walk, true, -1, true,
        MoveBand::WithinSpeed, 25, -1, -1, 2, false, 0);
}

void TestMoveJudge::judge()
{
    QFETCH(Encounter, encounter);
    QFETCH(std::vector<GridPoint>, route);
    QFETCH(TurnBudget, turn);
    QFETCH(MoveChoices, choices);
    MovementEngine engine(encounter);
    const MoveJudgement j = judgeMove(engine, *encounter.creature(QStringLiteral("m")), route, turn, choices);
    QTEST(j.found(), "found");
    QTEST(j.failedLeg, "failedLeg");
    QTEST(j.allowed, "allowed");
    if (!j.found()) {
        QVERIFY(bool(j.path.problem));
        return;
    }
    QTEST(j.band, "band");
    QTEST(j.path.costFeet, "cost");
    QCOMPARE(j.path.path.front(), encounter.creature(QStringLiteral("m"))->position);
    QCOMPARE(j.path.path.back(), route.back());
    for (const GridPoint &w : route) // the joined path passes every waypoint
        QVERIFY(std::find(j.path.path.begin(), j.path.path.end(), w) != j.path.path.end());
    QFETCH(double, speed);
    QFETCH(double, withDash);
    QFETCH(int, actions);
    QCOMPARE(j.usesActions, speed < 0);
    if (j.usesActions) {
        QCOMPARE(j.path.actions, actions);
    } else {
        QCOMPARE(j.speedFeet, speed);
        QCOMPARE(j.withDashFeet, withDash);
    }
    QTEST(j.cannotMove, "cannotMove");
    QTEST(int(j.path.provokes.size()), "provokes");
}

void TestMoveJudge::reachBands_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<TurnBudget>("turn");
    QTest::addColumn<QString>("expected"); // band per square of the row from x = 1; '-' not reachable

    const Encounter speed10 = lane("dnd5e-2024", 8, R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":10}}]})");
    QTest::newRow("out of combat: speed, then the Dash band") << speed10 << TurnBudget{} << QStringLiteral("0011---");
    QTest::newRow("action used: no Dash band") << speed10 << inTurn(0, false, true) << QStringLiteral("00-----");
    QTest::newRow("5 ft spent: one square, then Dash") << speed10 << inTurn(5) << QStringLiteral("011----");
    QTest::newRow("Dash taken, 5 ft spent: 15 ft left") << speed10 << inTurn(5, true, true) << QStringLiteral("000----");
    const Encounter pf = lane("pf2e", 8, R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":10}}]})");
    QTest::newRow("pf2e: three actions, three bands") << pf << TurnBudget{} << QStringLiteral("001122-");
    QTest::newRow("pf2e: two actions left") << pf << inTurn(0, false, false, 2) << QStringLiteral("0011---");
}

void TestMoveJudge::reachBands()
{
    QFETCH(Encounter, encounter);
    QFETCH(TurnBudget, turn);
    QFETCH(QString, expected);
    MovementEngine engine(encounter);
    const std::vector<BandedSquare> squares = bm::reachBands(engine, *encounter.creature(QStringLiteral("m")), turn);
    QString got(encounter.width - 1, QLatin1Char('-'));
    for (const BandedSquare &sq : squares) {
        QVERIFY2(sq.at.x > 0, "the mover's own square is not banded");
        got[sq.at.x - 1] = QChar(QLatin1Char('0' + sq.band));
    }
    QCOMPARE(got, expected);
}

void TestMoveJudge::turnBudgetFromTracker()
{
    Encounter e = lane("dnd5e-2014", 4, R"({"creatures":[{"id":"m","side":"party","position":[0,0]},{"id":"n","side":"party","position":[2,0]}]})");
    Combatant m;
    m.id = QStringLiteral("m");
    m.movementSpent = 15;
    m.diagonals = 1;
    m.dashed = true;
    m.actionUsed = true;
    m.actions = 2;
    Combatant n;
    n.id = QStringLiteral("n");
    e.combat.order = {m, n};
    e.combat.turn = QStringLiteral("m");
    // Not started: a whole turn for everyone.
    QVERIFY(!TurnBudget::of(e, QStringLiteral("m")).inTurn);
    e.combat.active = true;
    const TurnBudget t = TurnBudget::of(e, QStringLiteral("m"));
    QVERIFY(t.inTurn);
    QCOMPARE(t.spentFeet, 15.0);
    QCOMPARE(t.diagonals, 1);
    QVERIFY(t.dashed && t.actionUsed && !t.canDash());
    QCOMPARE(t.actionsLeft, 2);
    // Not its turn: a whole fresh turn.
    const TurnBudget other = TurnBudget::of(e, QStringLiteral("n"));
    QVERIFY(!other.inTurn);
    QCOMPARE(other.spentFeet, 0.0);
    QVERIFY(other.canDash());
    QCOMPARE(other.actionsLeft, 3);
}

// A (seed 002):  rider and its controlled mount share a space; neither blocks the
// other's move, while a creature that isn't its rider or mount still does.
void TestMoveJudge::riderAndMount_data()
{
    QTest::addColumn<QString>("mover");
    QTest::addColumn<GridPoint>("to");
    QTest::addColumn<bool>("mounted"); // the knight rides the horse (the tracker's mountedOn)
    QTest::addColumn<bool>("found");
    QTest::addColumn<double>("cost");
    QTest::newRow("rider ends in its mount's space") << "knight" << GridPoint{2, 1} << true << true << 5.0;
    QTest::newRow("rider crosses its mount's space") << "knight" << GridPoint{3, 1} << true << true << 10.0;
    QTest::newRow("mount ends over its rider") << "horse" << GridPoint{0, 0} << true << true << 5.0;
    QTest::newRow("not mounted: the horse's space is refused") << "knight" << GridPoint{2, 1} << false << false << 0.0;
    QTest::newRow("not mounted: the horse can't end on the knight") << "horse" << GridPoint{0, 0} << false << false << 0.0;
    QTest::newRow("mounted: a stranger's space is still refused") << "knight" << GridPoint{4, 0} << true << false << 0.0;
}

void TestMoveJudge::riderAndMount()
{
    QFETCH(QString, mover);
    QFETCH(GridPoint, to);
    QFETCH(bool, mounted);
    Encounter e = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"........", "........", "........"}),
        R"({"creatures":[{"id":"knight","side":"party","position":[1,0]},
        {"id":"horse","side":"party","size":"large","position":[1,0],"speed":{"walk":60}},
        {"id":"mule","side":"party","position":[4,0]}]})"));
    Combatant knight;
    knight.id = QStringLiteral("knight");
    if (mounted)
        knight.mountedOn = QStringLiteral("horse");
    Combatant horse;
    horse.id = QStringLiteral("horse");
    e.combat.order = {knight, horse};
    e.combat.active = true;
    e.combat.turn = mover;
    MovementEngine engine(e);
    const MoveJudgement j = judgeMove(engine, *e.creature(mover), {to}, TurnBudget::of(e, mover));
    QTEST(j.found(), "found");
    if (j.found())
        QTEST(j.path.costFeet, "cost");
}

void TestMoveJudge::preferredMode_data()
{
    QTest::addColumn<QString>("speed");
    QTest::addColumn<double>("elevation");
    QTest::addColumn<int>("mode");
    QTest::newRow("walker_walks") << R"({"walk": 30})" << 0.0 << int(MoveMode::Walk);
    QTest::newRow("owl_familiar_flies_from_the_ground") << R"({"walk": 5, "fly": 60})" << 0.0 << int(MoveMode::Fly);
    QTest::newRow("red_dragon_flies_from_the_ground") << R"({"walk": 40, "fly": 80, "climb": 40})" << 0.0 << int(MoveMode::Fly);
    QTest::newRow("fly_slower_than_walk_walks_on_the_ground") << R"({"walk": 30, "fly": 10})" << 0.0 << int(MoveMode::Walk);
    QTest::newRow("fly_slower_than_walk_flies_in_the_air") << R"({"walk": 30, "fly": 10})" << 15.0 << int(MoveMode::Fly);
    QTest::newRow("shark_swims") << R"({"walk": 0, "swim": 40})" << 0.0 << int(MoveMode::Swim);
    QTest::newRow("swimmer_as_fast_as_walking_walks") << R"({"walk": 30, "swim": 30})" << 0.0 << int(MoveMode::Walk);
    QTest::newRow("climber_walks_unless_picked") << R"({"walk": 30, "climb": 30})" << 0.0 << int(MoveMode::Walk);
}

void TestMoveJudge::preferredMode()
{
    QFETCH(QString, speed);
    QFETCH(double, elevation);
    QFETCH(int, mode);
    const Encounter e = lane("dnd5e-2014", 4,
                             qPrintable(QStringLiteral(R"({"creatures": [{"id": "m", "name": "m", "side": "party", "size": "medium",
                                 "position": [0, 0], "elevation": %1, "speed": %2, "ac": 10, "hp": 1, "maxHp": 1}]})")
                                            .arg(elevation)
                                            .arg(speed)));
    QCOMPARE(int(preferredMoveMode(e.creatures.front())), mode);
}

QTEST_GUILESS_MAIN(TestMoveJudge)
#include "tst_movejudge.moc"
