// RULES.md 4: movement — legal steps, step costs, other creatures, squeezing, budgets,
// opportunity attacks — plus a randomised cross-check of the path search against the
// reach flood on many maps.

#include "rules/movement.h"
#include "rules/movegraph.h"
#include "rules/terraingrid.h"
#include "testmap.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

#include <cmath>

using namespace bm;
using namespace bm::test;

Q_DECLARE_METATYPE(bm::Encounter)
Q_DECLARE_METATYPE(bm::PathRefusal)

namespace {

struct Expect {
    bool found = true;
    double cost = 0;
    int squeezedSteps = -1; // -1: not checked
    int endsSqueezed = -1;
    int actions = -1;
};

MoveRequest requestFrom(const QString &creature, const QString &flags)
{
    MoveRequest r;
    r.creature = creature;
    const QStringList f = flags.split(QLatin1Char(','), Qt::SkipEmptyParts);
    r.dash = f.contains(QStringLiteral("dash"));
    r.stand = f.contains(QStringLiteral("stand"));
    r.disengage = f.contains(QStringLiteral("disengage"));
    if (f.contains(QStringLiteral("fly")))
        r.mode = MoveMode::Fly;
    if (f.contains(QStringLiteral("swim")))
        r.mode = MoveMode::Swim;
    if (f.contains(QStringLiteral("diag1")))
        r.diagonalsTaken = 1;
    return r;
}

// The rows of a path's opportunity attacks (RULES.md 9): the encounter, the mover, the square
// it goes to, requestFrom's flags and the attacks expected, "id@step ..." (provocations()).
void provocationColumns()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QString>("creature");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<QString>("expected");
}

// A row of those, on the map `rows` draws (asciiEncounter) with a JSON fragment merged in.
void provocationRow(const char *name, const QString &ruleset, const QStringList &rows, const char *fragment,
                    const QString &creature, QPoint to, const QString &flags, const QString &expected)
{
    QTest::newRow(name) << load(withJson(asciiEncounter(ruleset, rows), fragment)) << creature << to << flags << expected;
}

QString provocations(const PathResult &r)
{
    QStringList got;
    for (const Provocation &p : r.provokes)
        got << QStringLiteral("%1@%2").arg(p.creature).arg(p.step);
    return got.join(QLatin1Char(' '));
}

} // namespace

class TestMovement : public QObject
{
    Q_OBJECT

private slots:
    void cheapestPath_data();
    void cheapestPath();
    void refusalCodes_data();
    void refusalCodes();
    void reachRefusesAnUnknownCreature();
    void reachableSquares_data();
    void reachableSquares();
    void opportunityAttacks_data();
    void opportunityAttacks();
    void equalPathsProvokeLeast_data();
    void equalPathsProvokeLeast();
    void equalPathsAsDrawn_data();
    void equalPathsAsDrawn();
    void zigzagsDrawnOnUniformGrids_data();
    void zigzagsDrawnOnUniformGrids();
    void budget_data();
    void budget();
    void pathIsAChainOfLegalSteps();
    void pathOnAMapOneSquareWide();
    void searchAgreesWithFlood_data();
    void searchAgreesWithFlood();
    void jumpSearchAgreesWithFlood_data();
    void jumpSearchAgreesWithFlood();
    void landmarksKeepAnswers_data();
    void landmarksKeepAnswers();
    void preparedJumpsKeepPaths_data();
    void preparedJumpsKeepPaths();
    void searchCountsRunsAsTheStraightenerWould_data();
    void searchCountsRunsAsTheStraightenerWould();
    void engineReusesBuffersAcrossMovers();
};

static void addPath(const char *name, const QString &ruleset, const QStringList &rows, const char *fragment,
                    const QString &creature, QPoint to, const QString &flags, Expect e)
{
    QTest::newRow(name) << load(withJson(asciiEncounter(ruleset, rows), fragment)) << creature << to << flags
                        << e.found << e.cost << e.squeezedSteps << e.endsSqueezed << e.actions;
}

void TestMovement::cheapestPath_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QString>("creature");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<bool>("found");
    QTest::addColumn<double>("cost");
    QTest::addColumn<int>("squeezedSteps");
    QTest::addColumn<int>("endsSqueezed");
    QTest::addColumn<int>("actions");

    const char *m00 = R"({"creatures":[{"id":"m","side":"party","position":[0,0]}]})";
    const QString y14 = QStringLiteral("dnd5e-2014");
    const QString y24 = QStringLiteral("dnd5e-2024");
    const QString a5e = QStringLiteral("a5e");
    const QString pf2 = QStringLiteral("pf2e");

    // 4.1 legal positions and steps
    addPath("wall through a square's interior makes it no place to stand", y14, {"...", "..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0]}],"walls":[{"from":[1,0],"to":[2,1]}]})", "m",
            {1, 0}, "", {false});
    addPath("horizontal wall forces a detour around its end", y14, {"...", "..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0]}],"walls":[{"from":[0,1],"to":[2,1]}]})", "m",
            {0, 1}, "", {true, 25});
    addPath("wall on the outer edge of the swept rectangle does not block", y14, {"...", "..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0]}],"walls":[{"from":[0,1],"to":[2,1]}]})", "m",
            {2, 0}, "", {true, 10});
    addPath("open door lets the step through", y14, {"...", "..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0]}],"walls":[{"from":[0,1],"to":[2,1],"door":"open"}]})",
            "m", {0, 1}, "", {true, 5});
    addPath("locked door blocks like a wall", y14, {"...", "..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0]}],"walls":[{"from":[0,1],"to":[2,1],"door":"locked"}]})",
            "m", {0, 1}, "", {true, 25});
    addPath("wall that only blocks sight does not block movement", y14, {"...", "..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0]}],"walls":[{"from":[0,1],"to":[2,1],"blocksMovement":false}]})",
            "m", {0, 1}, "", {true, 5});
    addPath("diagonal can't cut the corner of a blocked square", y14, {".#", ".."}, m00, "m", {1, 1}, "", {true, 10});
    addPath("diagonal can't cut the corner of a wall end", y14, {"...", "..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,1]}],"walls":[{"from":[1,0],"to":[1,1]}]})", "m",
            {1, 0}, "", {true, 10});
    addPath("blocked target square is not found", y14, {".#"}, m00, "m", {1, 0}, "", {false});
    addPath("large creature ends squeezed where its space would cover a blocked square", y14, {"...", "..#"},
            R"({"creatures":[{"id":"L","side":"party","size":"large","position":[0,0]}]})", "L", {1, 0}, "",
            {true, 10, 1, 1});

    // 4.4 a Large creature through a one-square gap in a wall and out again: the squeezing
    // search's entries, squeezed steps (its step back to where it came from is never made)
    // and steps out, with their costs read per direction and parity (exact and alternating
    // diagonals), and the tie-break on squeezed steps.
    const QStringList gap = {"..........", "..........", "#####.####", "..........", ".........."};
    const char *l00 = R"({"creatures":[{"id":"L","side":"party","size":"large","position":[0,0]}]})";
    addPath("large creature squeezes through a gap and out", y14, gap, l00, "L", {0, 3}, "", {true, 60, 2, 0});
    addPath("large creature squeezes through a gap, exact diagonals", y14, gap,
            R"({"options":{"diagonals":"exact"},"creatures":[{"id":"L","side":"party","size":"large","position":[0,0]}]})", "L",
            {0, 3}, "", {true, 55 + 5 * M_SQRT2, 2, 0});
    addPath("large creature squeezes through a gap, alternating diagonals", y14, gap,
            R"({"options":{"diagonals":"alternating"},"creatures":[{"id":"L","side":"party","size":"large","position":[0,0]}]})",
            "L", {0, 3}, "", {true, 60, 2, 0});
    addPath("2024: squeezing through a difficult gap is difficult once", y24,
            {"..........", "..........", "#####d####", "..........", ".........."}, l00, "L", {0, 3}, "", {true, 60, 2, 0});
    addPath("large creature stops squeezed in the gap", y14, gap, l00, "L", {4, 2}, "", {true, 35, 2, 1});
    addPath("large creature squeezes the length of a one-square corridor", y14, {"##########", "..........", "##########"},
            l00, "L", {8, 0}, "", {true, 80, 8, 1});

    // 4.2 step costs
    addPath("difficult square costs 10, 5e", y14, {".d."}, m00, "m", {2, 0}, "", {true, 15});
    addPath("greater-difficult counts as difficult in the 5e family", y14, {".g."}, m00, "m", {2, 0}, "", {true, 15});
    addPath("greater-difficult costs +10 in pf2e", pf2, {".g."}, m00, "m", {2, 0}, "", {true, 20, -1, -1, 1});
    addPath("difficult costs +5 in pf2e", pf2, {".d."}, m00, "m", {2, 0}, "", {true, 15, -1, -1, 1});
    addPath("pf2e second diagonal into difficult costs 15 (extra not doubled)", pf2, {"ddd", "ddd", "ddd"}, m00, "m",
            {2, 2}, "", {true, 25, -1, -1, 1});
    addPath("2014 alternating: second diagonal into difficult costs 20", y14, {"ddd", "ddd", "ddd"},
            R"({"options":{"diagonals":"alternating"},"creatures":[{"id":"m","side":"party","position":[0,0]}]})",
            "m", {2, 2}, "", {true, 30});
    addPath("diagonals-taken 1 makes the first diagonal the dear one", y14, {"..", ".."},
            R"({"options":{"diagonals":"alternating"},"creatures":[{"id":"m","side":"party","position":[0,0]}]})",
            "m", {1, 1}, "diag1", {true, 10});
    addPath("equal rule: diagonal into difficult costs 10", y14, {"..", ".d"}, m00, "m", {1, 1}, "", {true, 10});
    addPath("exact rule: diagonal into difficult is 14.14, cheaper than around", y14, {"..", ".d"},
            R"({"options":{"diagonals":"exact"},"creatures":[{"id":"m","side":"party","position":[0,0]}]})", "m",
            {1, 1}, "", {true, 10 * M_SQRT2});
    addPath("manhattan rule never steps diagonally", y14, {"...", "..."},
            R"({"options":{"diagonals":"manhattan"},"creatures":[{"id":"m","side":"party","position":[0,0]}]})", "m",
            {2, 1}, "", {true, 15});
    addPath("crawling doubles each step", y14, {"..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"conditions":["prone"]}]})", "m", {2, 0}, "",
            {true, 20});
    addPath("crawling through difficult water without swim speed: 4x", y14, {".D"},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"conditions":["prone"]}]})", "m", {1, 0}, "",
            {true, 20});
    addPath("water and climb on one square are one extra-cost source", y14, {".b"}, m00, "m", {1, 0}, "",
            {true, 10});
    addPath("a swim speed removes the water cost even when walking", y14, {".w."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":30,"swim":10}}]})", "m",
            {2, 0}, "", {true, 10});
    addPath("climbing without a climb speed costs double", y14, {".c."}, m00, "m", {2, 0}, "", {true, 15});
    addPath("flying ignores difficult, water and climb", y14, {".Dcg"},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":30,"fly":30}}]})", "m",
            {3, 0}, "fly", {true, 15});
    addPath("pf2e ignores water and climb terrain", pf2, {".wc."}, m00, "m", {3, 0}, "", {true, 15, -1, -1, 1});
    addPath("pf2e large footprint touching difficult and greater pays +10 once", pf2, {"..dg", "...."},
            R"({"creatures":[{"id":"L","side":"party","size":"large","position":[0,0]}]})", "L", {2, 0}, "",
            {true, 25, -1, -1, 1});

    // 4.3 other creatures
    addPath("a5e: hostile of the same size blocks like 2014", a5e, {"..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0]},{"id":"h","side":"hostile","position":[1,0]}]})",
            "m", {2, 0}, "", {false});
    addPath("a5e: neutral creature is passable and difficult", a5e, {"..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0]},{"id":"n","side":"neutral","position":[1,0]}]})",
            "m", {2, 0}, "", {true, 15});
    addPath("pf2e: a Tiny mover passes a hostile's space", pf2, {"..."},
            R"({"creatures":[{"id":"t","side":"party","size":"tiny","position":[0,0]},{"id":"h","side":"hostile","position":[1,0]}]})",
            "t", {2, 0}, "", {true, 10, -1, -1, 1});
    addPath("pf2e: dead hostile is no obstacle", pf2, {"..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0]},{"id":"h","side":"hostile","position":[1,0],"conditions":["dead"]}]})",
            "m", {2, 0}, "", {true, 10, -1, -1, 1});
    addPath("2024: a flier still pays for a Large hostile's space (2 sizes apart: passable, difficult)", y24,
            {"....", "...."},
            R"({"creatures":[{"id":"s","side":"party","size":"small","position":[0,0],"speed":{"walk":30,"fly":30}},{"id":"L","side":"hostile","size":"large","position":[1,0]}]})",
            "s", {3, 0}, "fly", {true, 25});
    addPath("can't end in a hostile tiny creature's square as a medium", y14, {".."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0]},{"id":"t","side":"hostile","size":"tiny","position":[1,0]}]})",
            "m", {1, 0}, "", {false});

    // 4.4 squeezing
    addPath("huge squeezes through a 2-square gap, 2014", y14, {"........", "........", "...#...."},
            R"({"creatures":[{"id":"H","side":"party","size":"huge","position":[0,0]}]})", "H", {4, 0}, "",
            {true, 35, 3, 0});
    addPath("huge squeezes through a 2-square gap, 2024", y24, {"........", "........", "...#...."},
            R"({"creatures":[{"id":"H","side":"party","size":"huge","position":[0,0]}]})", "H", {4, 0}, "",
            {true, 35, 3, 0});
    addPath("huge can't squeeze in pf2e", pf2, {"........", "........", "...#...."},
            R"({"creatures":[{"id":"H","side":"party","size":"huge","position":[0,0]}]})", "H", {4, 0}, "", {false});
    addPath("squeezing stacks with difficult terrain in 2014", y14, {"...d....", "........", "...#...."},
            R"({"creatures":[{"id":"H","side":"party","size":"huge","position":[0,0]}]})", "H", {4, 0}, "",
            {true, 45, 3, 0});
    addPath("squeezing is one difficult source with difficult terrain in 2024", y24, {"...d....", "........", "...#...."},
            R"({"creatures":[{"id":"H","side":"party","size":"huge","position":[0,0]}]})", "H", {4, 0}, "",
            {true, 35, 3, 0});
    addPath("squeezing works the same in a5e", a5e, {"...d....", "........", "...#...."},
            R"({"creatures":[{"id":"H","side":"party","size":"huge","position":[0,0]}]})", "H", {4, 0}, "",
            {true, 45, 3, 0});
    addPath("titanic (5x5) squeezes with a 4x4 core in a5e", a5e,
            {"...........", "...........", "...........", "...........", ".....#....."},
            R"({"creatures":[{"id":"T","side":"party","size":"titanic","position":[0,0]}]})", "T", {6, 0}, "",
            {true, 55, 5, 0});
    addPath("space override makes a medium creature move as 2x2", y14, {"...", "..#"},
            R"({"creatures":[{"id":"m","side":"party","space":2,"position":[0,0]}]})", "m", {1, 0}, "",
            {true, 10, 1, 1});

    // 4.4 the start of a squeezed creature: every free core offset is a start (version 2)
    addPath("squeezed start (case p47): 30 ft, one squeezed step on the cheapest path, 2024",
            y24, {".............", ".............", ".............", ".............", ".............", ".............",
                  ".............", ".............", "......d......", "......d......", ".............", "......#......",
                  "............."},
            R"({"creatures":[{"id":"c0","side":"hostile","size":"huge","position":[6,8],"conditions":["prone"]}],
                "walls":[{"from":[8,7],"to":[8,10]},{"from":[6,7],"to":[7,7]}]})",
            "c0", {6, 6}, "", {true, 30, 1, 1});
    addPath("squeezed start: the top-left core is walled in, the core at offset (1,0) walks out, 2014", y14,
            {".....", ".....", "..#..", "....."},
            R"({"creatures":[{"id":"L","side":"party","size":"large","position":[1,1]}],
                "walls":[{"from":[1,1],"to":[2,1]},{"from":[2,1],"to":[2,2]},{"from":[2,2],"to":[1,2]},{"from":[1,2],"to":[1,1]}]})",
            "L", {3, 0}, "", {true, 10, 0, 0});
    addPath("squeezed start beside a blocked corner: it steps out open at once, 2014", y14,
            {"#....", "....."}, R"({"creatures":[{"id":"L","side":"party","size":"large","position":[0,0]}]})", "L",
            {3, 0}, "", {true, 15, 0, 0});
    addPath("open start: one start state, as before", y14, {"....", "...."},
            R"({"creatures":[{"id":"L","side":"party","size":"large","position":[0,0]}]})", "L", {2, 0}, "",
            {true, 10, 0, 0});

    // 10 elevation: creatures on other levels don't matter to a move (version 2)
    addPath("a flier 30 ft up passes over a hostile and stops above it", y14, {"..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"elevation":30,"speed":{"walk":30,"fly":60}},
                             {"id":"h","side":"hostile","position":[1,0]}]})",
            "m", {1, 0}, "fly", {true, 5});
    addPath("a flier over a hostile's square pays no creature difficult terrain, 2014", y14, {"...."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"elevation":10,"speed":{"fly":60}},
                             {"id":"h","side":"ally","position":[1,0]},{"id":"g","side":"hostile","position":[2,0]}]})",
            "m", {3, 0}, "fly", {true, 15});
    addPath("5 ft up shares the second level of a Large ogre: can't end in its space", y14, {"...", "..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"elevation":5,"speed":{"fly":30}},
                             {"id":"o","side":"hostile","size":"large","position":[1,0]}]})",
            "m", {1, 0}, "fly", {false});
    addPath("10 ft up clears the Large ogre's two levels", y14, {"...", "..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"elevation":10,"speed":{"fly":30}},
                             {"id":"o","side":"hostile","size":"large","position":[1,0]}]})",
            "m", {1, 0}, "fly", {true, 5});
    addPath("a burrower 10 ft below passes under a hostile", y24, {"..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"elevation":-10},
                             {"id":"h","side":"hostile","position":[1,0]}]})",
            "m", {2, 0}, "", {true, 10});
    addPath("elevation -1 is level -1: it still passes under the ground level, pf2e", pf2, {"..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"elevation":-1},
                             {"id":"h","side":"hostile","position":[1,0]}]})",
            "m", {1, 0}, "", {true, 5, -1, -1, 1});
    addPath("two fliers at the same height block each other", y14, {"...", "###"},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"elevation":20,"speed":{"fly":30}},
                             {"id":"h","side":"hostile","position":[1,0],"elevation":22}]})",
            "m", {2, 0}, "fly", {false});

    // 4.5 budget shapes the answer only through pf2e Strides
    addPath("pf2e prone: one 5-ft crawl", pf2, {"..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"conditions":["prone"]}]})", "m", {1, 0}, "",
            {true, 5, -1, -1, 1});
    addPath("pf2e prone: no second square without standing", pf2, {"..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"conditions":["prone"]}]})", "m", {2, 0}, "",
            {false});
    addPath("pf2e prone: can't crawl into difficult terrain", pf2, {".d"},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"conditions":["prone"]}]})", "m", {1, 0}, "",
            {false});
    addPath("pf2e stand counts as an action, cost counts only Strides", pf2, {"..."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"conditions":["prone"]}]})", "m", {2, 0},
            "stand", {true, 10, -1, -1, 2});
    addPath("pf2e step dearer than the speed is impossible", pf2, {".g."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":10}}]})", "m", {2, 0}, "",
            {false});
    addPath("pf2e path longer than 3 Strides is still found", pf2, {"..........."},
            R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":10}}]})", "m", {10, 0}, "",
            {true, 50, -1, -1, 5});
}

void TestMovement::cheapestPath()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, creature);
    QFETCH(QPoint, to);
    QFETCH(QString, flags);
    QFETCH(bool, found);
    QFETCH(double, cost);
    QFETCH(int, squeezedSteps);
    QFETCH(int, endsSqueezed);
    QFETCH(int, actions);

    MovementEngine engine(encounter);
    const PathResult r = engine.cheapestPath(requestFrom(creature, flags), {to.x(), to.y()});
    QCOMPARE(r.found, found);
    if (!found) {
        QVERIFY(bool(r.problem));
        return;
    }
    QVERIFY2(std::abs(r.costFeet - cost) < 1e-6, qPrintable(QStringLiteral("cost %1, expected %2").arg(r.costFeet).arg(cost)));
    QCOMPARE(r.path.front(), encounter.creature(creature)->position);
    QCOMPARE(r.path.back(), (GridPoint{to.x(), to.y()}));
    if (squeezedSteps >= 0)
        QCOMPARE(r.squeezedSteps, squeezedSteps);
    if (endsSqueezed >= 0)
        QCOMPARE(r.endsSqueezed, endsSqueezed == 1);
    if (actions >= 0)
        QCOMPARE(r.actions, actions);
}

// Why no path: a code and the data an edge words it with (the mover, the square), never
// prose from core.
void TestMovement::refusalCodes_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QString>("creature");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<PathRefusal>("code");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name"); // of the mover in the problem

    const QString y14 = QStringLiteral("dnd5e-2014");
    const QString pf2 = QStringLiteral("pf2e");
    const char *m00 = R"({"creatures":[{"id":"m","name":"Mira","side":"party","position":[0,0]}]})";
    const auto row = [](const char *name, const QString &ruleset, const QStringList &rows, const char *fragment,
                        const char *creature, QPoint to, const char *flags, PathRefusal code, const char *id) {
        QTest::newRow(name) << load(withJson(asciiEncounter(ruleset, rows), fragment)) << QString::fromLatin1(creature) << to
                            << QString::fromLatin1(flags) << code << QString::fromLatin1(id) << QString::fromUtf8(code == PathRefusal::NoSuchCreature ? "" : "Mira");
    };
    row("no such creature", y14, {"..."}, m00, "ghost", {1, 0}, "", PathRefusal::NoSuchCreature, "no-such-creature");
    row("target left of the map", y14, {"..."}, m00, "m", {-1, 0}, "", PathRefusal::OffMap, "off-map");
    row("target below the map", y14, {"..."}, m00, "m", {0, 1}, "", PathRefusal::OffMap, "off-map");
    row("a large space hangs over the edge", y14, {"...", "..."},
        R"({"creatures":[{"id":"m","name":"Mira","side":"party","size":"large","position":[0,0]}]})", "m", {2, 0}, "",
        PathRefusal::SpaceOffMap, "space-off-map");
    row("a blocked square is no place to stand", y14, {".#"}, m00, "m", {1, 0}, "", PathRefusal::Blocked, "blocked");
    row("a wall through the square is no place to stand", y14, {"...", "..."},
        R"({"creatures":[{"id":"m","name":"Mira","side":"party","position":[0,0]}],"walls":[{"from":[1,0],"to":[2,1]}]})",
        "m", {1, 0}, "", PathRefusal::Blocked, "blocked");
    row("an ally's square: passable, no place to end", y14, {"..."},
        R"({"creatures":[{"id":"m","name":"Mira","side":"party","position":[0,0]},{"id":"a","side":"party","position":[2,0]}]})",
        "m", {2, 0}, "", PathRefusal::SpaceTaken, "space-taken");
    row("pf2e prone: one crawl only", pf2, {"..."},
        R"({"creatures":[{"id":"m","name":"Mira","side":"party","position":[0,0],"conditions":["prone"]}]})", "m", {2, 0}, "",
        PathRefusal::ProneCrawl, "prone-crawl");
    row("walled in: no legal path", y14, {".#."}, m00, "m", {2, 0}, "", PathRefusal::NoLegalPath, "no-legal-path");
}

void TestMovement::refusalCodes()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, creature);
    QFETCH(QPoint, to);
    QFETCH(QString, flags);
    QFETCH(PathRefusal, code);
    QFETCH(QString, id);
    QFETCH(QString, name);

    MovementEngine engine(encounter);
    const PathResult r = engine.cheapestPath(requestFrom(creature, flags), {to.x(), to.y()});
    QVERIFY(!r.found);
    QCOMPARE(pathRefusalId(r.problem.code), id);
    QCOMPARE(r.problem.code, code);
    QCOMPARE(r.problem.creature, creature);
    QCOMPARE(r.problem.name, name);
    QCOMPARE(r.problem.square, (GridPoint{to.x(), to.y()}));
}

void TestMovement::reachRefusesAnUnknownCreature()
{
    const Encounter e = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"..."}),
                                      R"({"creatures":[{"id":"m","side":"party","position":[0,0]}]})"));
    MovementEngine engine(e); // the engine keeps a reference: the encounter outlives it
    MoveRequest req;
    req.creature = QStringLiteral("ghost");
    const ReachResult r = engine.reachableSquares(req);
    QVERIFY(!r.ok);
    QCOMPARE(r.problem.code, PathRefusal::NoSuchCreature);
    QCOMPARE(r.problem.creature, QStringLiteral("ghost"));
}

void TestMovement::reachableSquares_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QString>("creature");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<QString>("expected"); // "x,y:cost x,y:cost ..." in y-then-x order

    const auto row = [](const char *name, const QString &ruleset, const QStringList &rows, const char *fragment,
                        const QString &creature, const QString &flags, const QString &expected) {
        QTest::newRow(name) << load(withJson(asciiEncounter(ruleset, rows), fragment)) << creature << flags << expected;
    };
    row("grappled creature reaches only its own square", QStringLiteral("dnd5e-2014"), {"..."},
        R"({"creatures":[{"id":"m","side":"party","position":[1,0],"conditions":["grappled"]}]})", "m", "", "1,0:0");
    row("unconscious creature can't move", QStringLiteral("pf2e"), {"..."},
        R"({"creatures":[{"id":"m","side":"party","position":[1,0],"conditions":["unconscious"]}]})", "m", "", "1,0:0");
    row("speed 15 on a corridor with difficult", QStringLiteral("dnd5e-2014"), {"..d..."},
        R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":15}}]})", "m", "",
        "0,0:0 1,0:5 2,0:15");
    row("dash doubles the budget", QStringLiteral("dnd5e-2014"), {"..d..."},
        R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":15}}]})", "m", "dash",
        "0,0:0 1,0:5 2,0:15 3,0:20 4,0:25 5,0:30");
    row("standing up spends half the speed first", QStringLiteral("dnd5e-2014"), {"....."},
        R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":20},"conditions":["prone"]}]})", "m",
        "stand", "0,0:0 1,0:5 2,0:10");
    row("crawling prone creature", QStringLiteral("dnd5e-2014"), {"....."},
        R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":20},"conditions":["prone"]}]})", "m",
        "", "0,0:0 1,0:10 2,0:20");
    row("large creature ends squeezed in a corridor", QStringLiteral("dnd5e-2014"), {"....", "...#"},
        R"({"creatures":[{"id":"L","side":"party","size":"large","position":[0,0],"speed":{"walk":15}}]})", "L", "",
        "0,0:0 1,0:5 2,0:15");
    row("swim budget is the swim speed", QStringLiteral("dnd5e-2014"), {"wwwww"},
        R"({"creatures":[{"id":"s","side":"party","position":[0,0],"speed":{"walk":30,"swim":10}}]})", "s", "swim",
        "0,0:0 1,0:5 2,0:10");
}

void TestMovement::reachableSquares()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, creature);
    QFETCH(QString, flags);
    QFETCH(QString, expected);
    MovementEngine engine(encounter);
    const ReachResult r = engine.reachableSquares(requestFrom(creature, flags));
    QVERIFY(r.ok);
    QStringList got;
    for (const ReachSquare &sq : r.squares)
        got << QStringLiteral("%1,%2:%3").arg(sq.at.x).arg(sq.at.y).arg(sq.costFeet);
    QCOMPARE(got.join(QLatin1Char(' ')), expected);
}

void TestMovement::opportunityAttacks_data()
{
    provocationColumns();
    const auto row = provocationRow;
    row("leaving a 10-ft reach provokes on the step out", QStringLiteral("dnd5e-2014"), {"....."},
        R"({"creatures":[{"id":"h","side":"hostile","position":[0,0],"reach":10},{"id":"m","side":"party","position":[2,0]}]})",
        "m", {4, 0}, "", "h@0");
    row("disengage: no attacks", QStringLiteral("dnd5e-2014"), {"....."},
        R"({"creatures":[{"id":"h","side":"hostile","position":[0,0],"reach":10},{"id":"m","side":"party","position":[2,0]}]})",
        "m", {4, 0}, "disengage", "");
    row("moving within reach does not provoke in 5e", QStringLiteral("dnd5e-2014"), {"...", "..."},
        R"({"creatures":[{"id":"h","side":"hostile","position":[1,0]},{"id":"m","side":"party","position":[0,0]}]})",
        "m", {2, 1}, "", "");
    row("a large mover leaves reach only when its whole space does", QStringLiteral("dnd5e-2014"), {"......", "......"},
        R"({"creatures":[{"id":"h","side":"hostile","position":[0,0]},{"id":"L","side":"party","size":"large","position":[1,0]}]})",
        "L", {4, 0}, "", "h@0");
    row("two hostiles, each at most once, ordered by step", QStringLiteral("dnd5e-2024"), {"......."},
        R"({"creatures":[{"id":"a","side":"hostile","position":[0,0]},{"id":"b","side":"hostile","position":[3,0],"size":"tiny"},{"id":"m","side":"party","position":[1,0]}]})",
        "m", {6, 0}, "", "a@0 b@3");
    row("pf2e: no Reactive Strike, no attack", QStringLiteral("pf2e"), {"....."},
        R"({"creatures":[{"id":"h","side":"hostile","position":[0,0]},{"id":"m","side":"party","position":[1,0]}]})",
        "m", {4, 0}, "", "");
    row("pf2e: Reactive Strike on the first step that starts in reach", QStringLiteral("pf2e"), {"....."},
        R"({"creatures":[{"id":"h","side":"hostile","position":[0,0],"reactiveStrike":true},{"id":"m","side":"party","position":[1,0]}]})",
        "m", {4, 0}, "", "h@0");
    // 10 elevation: reach in 3-D, the mover keeps its elevation (version 2)
    row("a flier 30 ft up leaves no reach: no attack", QStringLiteral("dnd5e-2014"), {"....."},
        R"({"creatures":[{"id":"h","side":"hostile","position":[0,0]},{"id":"m","side":"party","position":[1,0],"elevation":30,"speed":{"fly":60}}]})",
        "m", {4, 0}, "fly", "");
    row("5 ft up and adjacent is within 5 ft: leaving provokes", QStringLiteral("dnd5e-2014"), {"....."},
        R"({"creatures":[{"id":"h","side":"hostile","position":[0,0]},{"id":"m","side":"party","position":[1,0],"elevation":5,"speed":{"fly":60}}]})",
        "m", {4, 0}, "fly", "h@0");
    row("reach 10 reaches a flier 10 ft up and 10 ft away", QStringLiteral("dnd5e-2024"), {"......"},
        R"({"creatures":[{"id":"h","side":"hostile","position":[0,0],"reach":10},{"id":"m","side":"party","position":[2,0],"elevation":10,"speed":{"fly":60}}]})",
        "m", {5, 0}, "fly", "h@0");
    row("reach 10 misses a flier 15 ft up", QStringLiteral("dnd5e-2024"), {"......"},
        R"({"creatures":[{"id":"h","side":"hostile","position":[0,0],"reach":10},{"id":"m","side":"party","position":[2,0],"elevation":15,"speed":{"fly":60}}]})",
        "m", {5, 0}, "fly", "");
    row("pf2e: reach 10 reaches two diagonals on one level", QStringLiteral("pf2e"), {".....", ".....", "....."},
        R"({"creatures":[{"id":"h","side":"hostile","position":[0,0],"reach":10,"reactiveStrike":true},{"id":"m","side":"party","position":[2,2]}]})",
        "m", {4, 2}, "", "h@0");
    row("pf2e: the reach-10 exception is off 5 ft up", QStringLiteral("pf2e"), {".....", ".....", "....."},
        R"({"creatures":[{"id":"h","side":"hostile","position":[0,0],"reach":10,"reactiveStrike":true},{"id":"m","side":"party","position":[2,2],"elevation":5,"speed":{"fly":30}}]})",
        "m", {4, 2}, "fly", "");
    row("neutral creatures make no opportunity attacks", QStringLiteral("dnd5e-2014"), {"....."},
        R"({"creatures":[{"id":"h","side":"neutral","position":[0,0]},{"id":"m","side":"party","position":[1,0]}]})",
        "m", {4, 0}, "", "");

    // version 2: a reaction left and sight of the mover (RULES.md 4.6 version 2, 12)
    const auto hm = [](const char *hExtra, const char *rest) {
        return QStringLiteral(R"({"creatures":[{"id":"h","side":"hostile","position":[0,0]%1},{"id":"m","side":"party","position":[1,0]}]%2})")
            .arg(QLatin1String(hExtra), QLatin1String(rest))
            .toUtf8();
    };
    const QByteArray spent = hm("", R"(,"combat":{"round":1,"turn":"m","order":["m","h"],"combatants":[{"id":"h","reactionUsed":true}]})");
    const QByteArray surprised = hm("", R"(,"combat":{"round":1,"turn":"m","order":["m","h"],"combatants":[{"id":"h","surprised":true}]})");
    const QByteArray surprisedAfterTurn =
        hm("", R"(,"combat":{"round":2,"turn":"m","order":["m","h"],"combatants":[{"id":"h","surprised":true,"hadTurn":true}]})");
    const QByteArray keyedById = hm("", R"(,"combat":{"round":1,"turn":"m","order":["m","h"],"combatants":{"h":{"reactionUsed":true}}})");
    row("v2: a spent reaction: no attack", QStringLiteral("dnd5e-2014"), {"....."}, spent.constData(), "m", {4, 0}, "", "");
    row("v2: combatants keyed by id: a spent reaction, no attack", QStringLiteral("dnd5e-2014"), {"....."},
        keyedById.constData(), "m", {4, 0}, "", "");
    row("v2: 2014 surprised before its first turn: no reaction", QStringLiteral("dnd5e-2014"), {"....."},
        surprised.constData(), "m", {4, 0}, "", "");
    row("v2: a5e surprised before its first turn: no reaction", QStringLiteral("a5e"), {"....."}, surprised.constData(),
        "m", {4, 0}, "", "");
    row("v2: 2014 surprised after its first turn: attacks", QStringLiteral("dnd5e-2014"), {"....."},
        surprisedAfterTurn.constData(), "m", {4, 0}, "", "h@0");
    row("v2: 2024 surprise costs no reaction", QStringLiteral("dnd5e-2024"), {"....."}, surprised.constData(), "m", {4, 0},
        "", "h@0");
    row("v2: a blinded hostile can't see the mover: no attack", QStringLiteral("dnd5e-2014"), {"....."},
        hm(R"(,"conditions":["blinded"])", "").constData(), "m", {4, 0}, "", "");
    row("v2: blindsight: a blinded hostile still attacks", QStringLiteral("dnd5e-2014"), {"....."},
        hm(R"(,"conditions":["blinded"],"senses":{"blindsight":10})", "").constData(), "m", {4, 0}, "", "h@0");
    row("v2: in darkness without darkvision: no attack", QStringLiteral("dnd5e-2014"), {"....."},
        hm("", R"(,"options":{"light":"dark"})").constData(), "m", {4, 0}, "", "");
    row("v2: darkvision in darkness: attacks", QStringLiteral("dnd5e-2014"), {"....."},
        hm(R"(,"senses":{"darkvision":60})", R"(,"options":{"light":"dark"})").constData(), "m", {4, 0}, "", "h@0");
    row("v2: pf2e: a spent reaction, no Reactive Strike", QStringLiteral("pf2e"), {"....."},
        hm(R"(,"reactiveStrike":true)", R"(,"combat":{"round":1,"turn":"m","order":["m","h"],"combatants":[{"id":"h","reactionUsed":true}]})")
            .constData(),
        "m", {4, 0}, "", "");
    row("v2: pf2e: surprise is no rule, Reactive Strike stays", QStringLiteral("pf2e"), {"....."},
        hm(R"(,"reactiveStrike":true)", R"(,"combat":{"round":1,"turn":"m","order":["m","h"],"combatants":[{"id":"h","surprised":true}]})")
            .constData(),
        "m", {4, 0}, "", "h@0");
}

void TestMovement::opportunityAttacks()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, creature);
    QFETCH(QPoint, to);
    QFETCH(QString, flags);
    QFETCH(QString, expected);
    MovementEngine engine(encounter);
    const PathResult r = engine.cheapestPath(requestFrom(creature, flags), {to.x(), to.y()});
    QVERIFY(r.found);
    QCOMPARE(provocations(r), expected);
}

// RULES.md 9 lets the engine pick any of equally cheap paths; it picks one that gives
// hostiles the fewest opportunity attacks (the Millbrook drag 16,11 -> 15,14
// provoked the ogre and a goblin where a path as cheap provoked the ogre alone). The
// cost and squeezed steps are those of the cheapest path (with Disengage nothing provokes,
// so that search has no tie-break to apply).
void TestMovement::equalPathsProvokeLeast_data()
{
    provocationColumns();

    QFile sample(QStringLiteral(BM_SAMPLE_ENCOUNTER));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    QJsonObject millbrook = QJsonDocument::fromJson(sample.readAll()).object();
    QJsonArray creatures = millbrook.value(QLatin1String("creatures")).toArray();
    for (QJsonValueRef c : creatures) {
        QJsonObject o = c.toObject();
        if (o.value(QLatin1String("id")).toString() == QLatin1String("brannoc"))
            o.insert(QStringLiteral("position"), QJsonArray{16, 11});
        c = o;
    }
    millbrook.insert(QStringLiteral("creatures"), creatures);
    QTest::newRow("Millbrook: brannoc 16,11 to 15,14 provokes the ogre alone") << load(millbrook)
                                                                                 << QStringLiteral("brannoc") << QPoint(15, 14)
                                                                                 << QString() << QStringLiteral("ogre@0");

    const auto row = provocationRow;
    const QStringList open5x3{".....", ".....", "....."};
    row("along the far row, not past the hostile", QStringLiteral("dnd5e-2014"), open5x3,
        R"({"creatures":[{"id":"h","side":"hostile","position":[2,2]},{"id":"m","side":"party","position":[0,0]}]})", "m",
        {4, 0}, "", "");
    row("along the far row, the hostile above", QStringLiteral("dnd5e-2024"), open5x3,
        R"({"creatures":[{"id":"h","side":"hostile","position":[2,0]},{"id":"m","side":"party","position":[0,2]}]})", "m",
        {4, 2}, "", "");
    row("through the middle of two hostiles' reach, not past either", QStringLiteral("dnd5e-2014"), open5x3,
        R"({"creatures":[{"id":"a","side":"hostile","position":[0,1]},{"id":"b","side":"hostile","position":[4,1]},{"id":"m","side":"party","position":[2,0]}]})",
        "m", {2, 2}, "", "");
    row("a5e: leaving one reach is unavoidable, the second is not", QStringLiteral("a5e"), {"......", "......", "......"},
        R"({"creatures":[{"id":"a","side":"hostile","position":[0,0]},{"id":"b","side":"hostile","position":[3,2]},{"id":"m","side":"party","position":[1,1]}]})",
        "m", {5, 0}, "", "a@0");
    row("alternating diagonals: the detour as cheap, no attack", QStringLiteral("dnd5e-2014"), {".....", ".....", "....."},
        R"({"options":{"diagonals":"alternating"},"creatures":[{"id":"h","side":"hostile","position":[2,0]},{"id":"m","side":"party","position":[0,2]}]})",
        "m", {4, 2}, "", "");
    row("exact diagonals on an open map: around the reach", QStringLiteral("dnd5e-2014"), {"......", "......", "......", "......"},
        R"({"options":{"diagonals":"exact"},"creatures":[{"id":"h","side":"hostile","position":[2,0]},{"id":"m","side":"party","position":[0,2]}]})",
        "m", {5, 1}, "", "");
    row("a Large mover keeps its whole space out of reach", QStringLiteral("dnd5e-2014"), {"......", "......", "......", "......"},
        R"({"creatures":[{"id":"h","side":"hostile","position":[2,3]},{"id":"L","side":"party","size":"large","position":[0,0]}]})",
        "L", {4, 0}, "", "");
    row("past the blinded hostile rather than the one that sees", QStringLiteral("dnd5e-2014"), {".....", "..#..", "....."},
        R"({"creatures":[{"id":"a","side":"hostile","position":[0,1],"conditions":["blinded"]},{"id":"b","side":"hostile","position":[4,1]},{"id":"m","side":"party","position":[2,0]}]})",
        "m", {2, 2}, "", "");
    row("a drag's second query (the resumed search) also provokes least", QStringLiteral("dnd5e-2014"), open5x3,
        R"({"creatures":[{"id":"h","side":"hostile","position":[2,2]},{"id":"m","side":"party","position":[0,0]}]})", "m",
        {4, 0}, "twice", "");
}

void TestMovement::equalPathsProvokeLeast()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, creature);
    QFETCH(QPoint, to);
    QFETCH(QString, flags);
    QFETCH(QString, expected);
    MovementEngine engine(encounter);
    if (flags.contains(QLatin1String("twice"))) // a drag: the first target, then ours from the session
        QVERIFY(engine.cheapestPath(requestFrom(creature, QString()), encounter.creature(creature)->position).found);
    const PathResult r = engine.cheapestPath(requestFrom(creature, QString()), {to.x(), to.y()});
    QVERIFY(r.found);
    QCOMPARE(provocations(r), expected);
    MovementEngine plain(encounter);
    const PathResult cheapest = plain.cheapestPath(requestFrom(creature, QStringLiteral("disengage")), {to.x(), to.y()});
    QVERIFY(std::abs(r.costFeet - cheapest.costFeet) < 1e-9);
    QCOMPARE(r.squeezedSteps, cheapest.squeezedSteps);
}

namespace {
int turnsOf(const std::vector<GridPoint> &path)
{
    int turns = 0;
    for (std::size_t i = 2; i < path.size(); ++i) {
        const int dx0 = path[i - 1].x - path[i - 2].x, dy0 = path[i - 1].y - path[i - 2].y;
        const int dx1 = path[i].x - path[i - 1].x, dy1 = path[i].y - path[i - 1].y;
        turns += dx0 != dx1 || dy0 != dy1 ? 1 : 0;
    }
    return turns;
}
QString pathText(const std::vector<GridPoint> &path)
{
    QStringList parts;
    for (const GridPoint &p : path)
        parts << QStringLiteral("%1,%2").arg(p.x).arg(p.y);
    return parts.join(QLatin1Char(' '));
}
// The cost rules a search of e's creatures runs under (the fields the movement engine sets
// for a plain query).
SearchParams plainParams(const Encounter &e)
{
    SearchParams params;
    params.ruleset = e.ruleset;
    params.diagonals = e.diagonals();
    params.squareFeet = e.squareFeet;
    return params;
}
} // namespace

// Among equally cheap paths (RULES.md 9), the one a person would draw — a
// diagonal run and a straight run, the fewest turns — at the same cost as before.
void TestMovement::equalPathsAsDrawn_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QString>("creature");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<double>("cost");
    QTest::addColumn<int>("turns");
    QTest::addColumn<QString>("path"); // empty: only the cost and the turns are checked

    const auto row = [](const char *name, const QString &ruleset, const QStringList &rows, const char *fragment,
                        const QString &creature, QPoint to, const QString &flags, double cost, int turns,
                        const QString &path) {
        QTest::newRow(name) << load(withJson(asciiEncounter(ruleset, rows), fragment)) << creature << to << flags << cost
                            << turns << path;
    };
    const QStringList open9x5{".........", ".........", ".........", ".........", "........."};
    const char *moverAt00 = R"({"creatures":[{"id":"m","side":"party","position":[0,0]}]})";
    row("equal diagonals, 6 east 2 south: a diagonal run, then a straight run", QStringLiteral("dnd5e-2014"), open9x5,
        moverAt00, "m", {6, 2}, "", 30, 1, "0,0 1,1 2,2 3,2 4,2 5,2 6,2");
    row("equal diagonals, 2 east 4 south: a diagonal run, then straight down", QStringLiteral("dnd5e-2024"), open9x5,
        moverAt00, "m", {2, 4}, "", 20, 1, "0,0 1,1 2,2 2,3 2,4");
    row("a drag's second query (the resumed search) is drawn the same", QStringLiteral("dnd5e-2014"), open9x5, moverAt00,
        "m", {6, 2}, "twice", 30, 1, "0,0 1,1 2,2 3,2 4,2 5,2 6,2");
    row("a drag to the far corner: one straight diagonal", QStringLiteral("a5e"), open9x5, moverAt00, "m", {4, 4}, "twice",
        20, 0, "0,0 1,1 2,2 3,3 4,4");
    row("alternating diagonals (optional rule): still one turn", QStringLiteral("dnd5e-2014"), open9x5,
        R"({"options":{"diagonals":"alternating"},"creatures":[{"id":"m","side":"party","position":[0,0]}]})", "m",
        {7, 3}, "", 40, 1, "");
    row("exact diagonals: one turn", QStringLiteral("dnd5e-2014"), open9x5,
        R"({"options":{"diagonals":"exact"},"creatures":[{"id":"m","side":"party","position":[0,0]}]})", "m", {8, 3},
        "", 25 + 15 * std::sqrt(2.0), 1, "");
    row("a Large creature across an open field", QStringLiteral("dnd5e-2014"), {"..........", "..........", "..........",
        "..........", "..........", ".........."},
        R"({"creatures":[{"id":"L","side":"party","size":"large","position":[0,0]}]})", "L", {7, 3}, "", 35, 1, "");
    row("a drag past a pillar: two turns around it", QStringLiteral("dnd5e-2014"),
        {".........", ".........", "....#....", ".........", "........."}, R"({"creatures":[{"id":"m","side":"party","position":[0,2]}]})",
        "m", {8, 2}, "twice", 40, 2, "");
    row("difficult ground beside the lane: the lane, straight", QStringLiteral("dnd5e-2014"),
        {"ddddddddd", ".........", "ddddddddd"}, R"({"creatures":[{"id":"m","side":"party","position":[0,1]}]})", "m",
        {8, 1}, "", 40, 0, "0,1 1,1 2,1 3,1 4,1 5,1 6,1 7,1 8,1");
}

void TestMovement::equalPathsAsDrawn()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, creature);
    QFETCH(QPoint, to);
    QFETCH(QString, flags);
    QFETCH(double, cost);
    QFETCH(int, turns);
    QFETCH(QString, path);
    MovementEngine engine(encounter);
    if (flags.contains(QLatin1String("twice"))) { // a drag: the cursor passes a square first
        QVERIFY(engine.cheapestPath(requestFrom(creature, QString()), encounter.creature(creature)->position).found);
        QVERIFY(engine.cheapestPath(requestFrom(creature, QString()), {1, encounter.creature(creature)->position.y}).found);
    }
    const PathResult r = engine.cheapestPath(requestFrom(creature, QString()), {to.x(), to.y()});
    QVERIFY(r.found);
    QVERIFY2(std::abs(r.costFeet - cost) < 1e-3, qPrintable(QString::number(r.costFeet)));
    if (!path.isEmpty())
        QCOMPARE(pathText(r.path), path);
    QVERIFY2(turnsOf(r.path) <= turns, qPrintable(pathText(r.path)));
    for (std::size_t i = 1; i < r.path.size(); ++i) // a chain of single steps
        QVERIFY(std::max(std::abs(r.path[i].x - r.path[i - 1].x), std::abs(r.path[i].y - r.path[i - 1].y)) == 1);
    QCOMPARE(r.occupied.size(), r.path.size());
}

// With exact diagonals on a uniform grid the straightener first asks whether its windows
// could draw a path with fewer turns at all (movegraph.cpp, mayDrawFewerTurns): only runs
// X Y X, or Z L F Z with Z beside both, can. Searched paths of those shapes, given to it
// directly, must still be drawn; a path of right-angle turns is left as it is.
void TestMovement::zigzagsDrawnOnUniformGrids_data()
{
    QTest::addColumn<QString>("diagonals");
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("changed");
    QTest::addColumn<QString>("drawn");
    QTest::newRow("east, north-east, east (X Y X): one diagonal run, one straight")
        << "exact" << "0,6 1,6 2,6 3,5 4,5 5,5" << true << "0,6 1,5 2,5 3,5 4,5 5,5";
    QTest::newRow("north-east, east, north-east (X Y X, the diagonal outside)")
        << "exact" << "0,6 1,5 2,5 3,5 4,4" << true << "0,6 1,5 2,4 3,4 4,4";
    QTest::newRow("north-east, east, north, north-east (Z L F Z): the middle turn goes")
        << "exact" << "0,6 1,5 2,4 3,4 4,4 4,3 4,2 5,1 6,0" << true << "0,6 1,6 2,6 3,5 4,4 5,3 6,2 6,1 6,0";
    QTest::newRow("east, north, east: right angles, nothing to draw")
        << "exact" << "0,6 1,6 2,6 2,5 2,4 3,4 4,4" << false << "0,6 1,6 2,6 2,5 2,4 3,4 4,4";
    // The drawn shape is a diagonal run, then a straight one (the straightener's runs,
    // listed square by square): north-east once, then north.
    QTest::newRow("north, north-east, north (X Y X, the straight outside)")
        << "exact" << "0,7 0,6 1,5 1,4" << true << "0,7 1,6 1,5 1,4";
    // Other diagonal rules draw too (their costs, not the run shapes, say what may be drawn).
    QTest::newRow("equal diagonals: east, east, north-east, east, east")
        << "equal" << "0,7 1,7 2,7 3,6 4,6 5,6" << true << "0,7 1,6 2,6 3,6 4,6 5,6";
    QTest::newRow("alternating diagonals: the diagonal first keeps its 5 ft and the parity")
        << "alternating" << "0,7 1,7 2,7 3,6 4,6 5,6" << true << "0,7 1,6 2,6 3,6 4,6 5,6";
    QTest::newRow("no diagonals: a staircase becomes east, then north")
        << "manhattan" << "0,7 1,7 1,6 2,6 2,5 3,5" << true << "0,7 1,7 2,7 3,7 3,6 3,5";
}

void TestMovement::zigzagsDrawnOnUniformGrids()
{
    QFETCH(QString, diagonals);
    QFETCH(QString, path);
    QFETCH(bool, changed);
    QFETCH(QString, drawn);
    const QByteArray fragment = QByteArray(R"({"options":{"diagonals":")") + diagonals.toUtf8()
        + R"("},"creatures":[{"id":"m","side":"party","position":[0,6]}]})";
    const Encounter e = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), QStringList(8, QStringLiteral("........"))),
                                      fragment.constData()));
    const TerrainGrid grid(e);
    MoverLayers layers;
    layers.build(e, grid, 0);
    QVERIFY(layers.uniformGrid);
    const SearchParams params = plainParams(e);
    std::vector<SearchStateInfo> states;
    for (const QString &p : path.split(QLatin1Char(' '))) {
        SearchStateInfo st;
        st.anchor = {p.section(QLatin1Char(','), 0, 0).toInt(), p.section(QLatin1Char(','), 1, 1).toInt()};
        st.occupied = QRect(st.anchor.x, st.anchor.y, 1, 1);
        states.push_back(st);
    }
    SearchBuffers buffers;
    QCOMPARE(straightenPath(layers, params, buffers, states), changed);
    std::vector<GridPoint> anchors;
    for (const SearchStateInfo &st : states)
        anchors.push_back(st.anchor);
    QCOMPARE(pathText(anchors), drawn);
}

void TestMovement::budget_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("creatureJson");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<double>("spent");
    QTest::addColumn<double>("speed");

    QTest::newRow("walk speed") << "dnd5e-2014" << R"({"id":"m","position":[0,0],"speed":{"walk":35}})" << "" << 0.0 << 35.0;
    QTest::newRow("dash doubles") << "dnd5e-2014" << R"({"id":"m","position":[0,0],"speed":{"walk":35}})" << "dash" << 0.0 << 70.0;
    QTest::newRow("movement already spent this turn") << "dnd5e-2024" << R"({"id":"m","position":[0,0]})" << "" << 20.0 << 10.0;
    QTest::newRow("stand up rounds half down") << "a5e" << R"({"id":"m","position":[0,0],"speed":{"walk":25},"conditions":["prone"]})" << "stand" << 0.0 << 13.0;
    QTest::newRow("stand when not prone costs nothing") << "dnd5e-2014" << R"({"id":"m","position":[0,0]})" << "stand" << 0.0 << 30.0;
    QTest::newRow("restrained: speed 0") << "dnd5e-2014" << R"({"id":"m","position":[0,0],"conditions":["restrained"]})" << "dash" << 0.0 << 0.0;
    QTest::newRow("stunned: speed 0") << "dnd5e-2024" << R"({"id":"m","position":[0,0],"conditions":["stunned"]})" << "" << 0.0 << 0.0;
    QTest::newRow("fly mode uses the fly speed") << "dnd5e-2014" << R"({"id":"m","position":[0,0],"speed":{"walk":30,"fly":60}})" << "fly" << 0.0 << 60.0;
    QTest::newRow("pf2e speed is per Stride") << "pf2e" << R"({"id":"m","position":[0,0],"speed":{"walk":25}})" << "dash" << 0.0 << 25.0;
    // Condition levels are read only when the creature has some (Creature::conditionLevel).
    QTest::newRow("2014 exhaustion 2: speed halved") << "dnd5e-2014"
        << R"({"id":"m","position":[0,0],"speed":{"walk":35},"conditionLevels":{"exhaustion":2},"conditions":["exhaustion"]})" << "" << 0.0 << 17.0;
    QTest::newRow("2024 exhaustion 3: 15 ft less, dashing") << "dnd5e-2024"
        << R"({"id":"m","position":[0,0],"conditionLevels":{"exhaustion":3},"conditions":["exhaustion"]})" << "dash" << 0.0 << 30.0;
    QTest::newRow("2014 levels of another condition only: full speed") << "dnd5e-2014"
        << R"({"id":"m","position":[0,0],"conditionLevels":{"frightened":2}})" << "" << 0.0 << 30.0;
}

void TestMovement::budget()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, creatureJson);
    QFETCH(QString, flags);
    QFETCH(double, spent);
    QFETCH(double, speed);
    const QByteArray fragment = QByteArray("{\"creatures\":[") + creatureJson.toUtf8() + "]}";
    const Encounter e = load(withJson(asciiEncounter(ruleset, {"..", ".."}), fragment.constData()));
    MovementEngine engine(e);
    MoveRequest req = requestFrom(QStringLiteral("m"), flags);
    req.spentFeet = spent;
    QCOMPARE(engine.cheapestPath(req, {1, 1}).speedFeet, speed);
    QCOMPARE(engine.reachableSquares(req).speedFeet, speed);
}

void TestMovement::pathIsAChainOfLegalSteps()
{
    const Encounter e = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"..........", "..####....", "..#..d....", "..#..#....", "......w..."}),
                                      R"({"creatures":[{"id":"m","side":"party","position":[0,0]}]})"));
    MovementEngine engine(e);
    const PathResult r = engine.cheapestPath(requestFrom(QStringLiteral("m"), QString()), {4, 3});
    QVERIFY(r.found);
    for (std::size_t i = 1; i < r.path.size(); ++i) {
        QVERIFY(std::abs(r.path[i].x - r.path[i - 1].x) <= 1);
        QVERIFY(std::abs(r.path[i].y - r.path[i - 1].y) <= 1);
        QVERIFY(!(r.path[i] == r.path[i - 1]));
    }
    QCOMPARE(r.occupied.size(), r.path.size());
}

// A map one square wide: every anchor is in column 0 (the engine's row arithmetic once
// read them all as row 0).
void TestMovement::pathOnAMapOneSquareWide()
{
    const Encounter e = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {".", ".", ".", "."}),
                                      R"({"creatures":[{"id":"m","side":"party","position":[0,0]}]})"));
    MovementEngine engine(e);
    const PathResult r = engine.cheapestPath(requestFrom(QStringLiteral("m"), QString()), {0, 3});
    QVERIFY(r.found);
    QCOMPARE(r.costFeet, 15.0);
    QCOMPARE(int(r.path.size()), 4);
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(r.path[std::size_t(i)].x, 0);
        QCOMPARE(r.path[std::size_t(i)].y, i);
    }
}

void TestMovement::searchAgreesWithFlood_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("diagonals");
    QTest::addColumn<QString>("size");
    for (const char *rs : {"dnd5e-2014", "dnd5e-2024", "a5e", "pf2e"})
        for (const char *dg : {"equal", "alternating", "exact", "manhattan"})
            for (const char *sz : {"medium", "large", "huge"})
                QTest::addRow("%s %s %s", rs, dg, sz) << QString::fromLatin1(rs) << QString::fromLatin1(dg)
                                                      << QString::fromLatin1(sz);
}

// The A* path query and the Dijkstra flood are two searches over the same graph: on
// random maps with terrain, walls and creatures, every square the flood reaches must get
// the same cost from the path query, and nothing else may be found by it.
void TestMovement::searchAgreesWithFlood()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, diagonals);
    QFETCH(QString, size);
    QRandomGenerator rng(uint(qHash(ruleset + diagonals + size)));
    for (int trial = 0; trial < 4; ++trial) {
        const int w = 14, h = 11;
        QStringList rows;
        const char kinds[] = "......dgwc#";
        for (int y = 0; y < h; ++y) {
            QString row;
            for (int x = 0; x < w; ++x)
                row += QLatin1Char(x < 3 && y < 3 ? '.' : kinds[rng.bounded(int(sizeof kinds) - 1)]);
            rows << row;
        }
        QJsonObject o = asciiEncounter(ruleset, rows);
        o[QStringLiteral("options")] = QJsonObject{{QStringLiteral("diagonals"), diagonals}};
        QJsonArray walls;
        for (int i = 0; i < 6; ++i) {
            const double x = rng.bounded(w), y = rng.bounded(h);
            walls.append(QJsonObject{{QStringLiteral("from"), QJsonArray{x, y}},
                                     {QStringLiteral("to"), QJsonArray{x + rng.bounded(3) - 1, y + rng.bounded(3) - 1}}});
        }
        o[QStringLiteral("walls")] = walls;
        QJsonArray creatures;
        creatures.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("m")},
                                     {QStringLiteral("side"), QStringLiteral("party")},
                                     {QStringLiteral("size"), size},
                                     {QStringLiteral("position"), QJsonArray{0, 0}},
                                     {QStringLiteral("speed"), QJsonObject{{QStringLiteral("walk"), 30}}}});
        const char *sides[] = {"hostile", "ally", "neutral", "party"};
        const char *sizes[] = {"tiny", "medium", "large"};
        for (int i = 0; i < 4; ++i) {
            creatures.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("c%1").arg(i)},
                                         {QStringLiteral("side"), QLatin1String(sides[i])},
                                         {QStringLiteral("size"), QLatin1String(sizes[rng.bounded(3)])},
                                         {QStringLiteral("position"), QJsonArray{4 + rng.bounded(w - 6), 4 + rng.bounded(h - 6)}}});
        }
        o[QStringLiteral("creatures")] = creatures;
        const Encounter e = load(o);
        MovementEngine engine(e);
        MoveRequest req;
        req.creature = QStringLiteral("m");
        req.budgetFeet = 1e9;
        const bool pf2e = ruleset == QLatin1String("pf2e");
        const ReachResult reach = engine.reachableSquares(req);
        std::vector<double> flood(std::size_t(w * h), -1);
        for (const ReachSquare &sq : reach.squares)
            flood[std::size_t(sq.at.y * w + sq.at.x)] = sq.costFeet;
        // Three searches over one graph: a fresh engine per target runs A*, the shared
        // engine answers repeated queries from one resumable Dijkstra, the flood is Dijkstra.
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                const PathResult p = engine.cheapestPath(req, {x, y});
                MovementEngine fresh(e);
                const PathResult single = fresh.cheapestPath(req, {x, y});
                QCOMPARE(single.found, p.found);
                if (p.found) {
                    QVERIFY2(std::abs(single.costFeet - p.costFeet) < 1e-6,
                             qPrintable(QStringLiteral("trial %1 square %2,%3: A* %4, resumed %5")
                                            .arg(trial).arg(x).arg(y).arg(single.costFeet).arg(p.costFeet)));
                    QCOMPARE(single.squeezedSteps, p.squeezedSteps);
                    QCOMPARE(single.actions, p.actions);
                }
                const double f = flood[std::size_t(y * w + x)];
                if (pf2e) {
                    // pf2e reach stops at 3 actions; a longer path is found but not flooded.
                    if (f >= 0)
                        QVERIFY2(p.found && std::abs(p.costFeet - f) < 1e-6,
                                 qPrintable(QStringLiteral("trial %1 square %2,%3").arg(trial).arg(x).arg(y)));
                    else if (p.found)
                        QVERIFY2(p.actions > 3, qPrintable(QStringLiteral("trial %1 square %2,%3").arg(trial).arg(x).arg(y)));
                    continue;
                }
                QVERIFY2(p.found == (f >= 0), qPrintable(QStringLiteral("trial %1 square %2,%3 found %4 flood %5")
                                                             .arg(trial).arg(x).arg(y).arg(p.found).arg(f)));
                if (p.found)
                    QVERIFY2(std::abs(p.costFeet - f) < 1e-6,
                             qPrintable(QStringLiteral("trial %1 square %2,%3: path %4, flood %5")
                                            .arg(trial).arg(x).arg(y).arg(p.costFeet).arg(f)));
            }
        }
    }
}

void TestMovement::jumpSearchAgreesWithFlood_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("size");
    QTest::addColumn<int>("blockedPercent");
    for (const char *rs : {"dnd5e-2014", "dnd5e-2024"})
        for (const char *sz : {"medium", "large", "huge"})
            for (int blocked : {8, 25, 40})
                QTest::addRow("%s %s, %d%% blocked", rs, sz, blocked) << QString::fromLatin1(rs) << QString::fromLatin1(sz) << blocked;
}

// A map with blocked squares only and exact diagonals is a uniform grid: the path query
// of a creature that can't squeeze runs jump point search there (movegraph.cpp; Large and
// Huge rows squeeze past the rubble and check the ordinary search). Its costs must be the flood's on every
// square, and its path every square of a legal route: king moves between squares the
// mover can stand on, no corner cut, summing to the cost.
void TestMovement::jumpSearchAgreesWithFlood()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, size);
    QFETCH(int, blockedPercent);
    QRandomGenerator rng(uint(qHash(ruleset + size) + uint(blockedPercent)));
    for (int trial = 0; trial < 4; ++trial) {
        const int w = 26, h = 19;
        QStringList rows;
        for (int y = 0; y < h; ++y) {
            QString row;
            for (int x = 0; x < w; ++x)
                row += QLatin1Char(x < 3 && y < 3 ? '.' : int(rng.bounded(100)) < blockedPercent ? '#' : '.');
            rows << row;
        }
        QJsonObject o = asciiEncounter(ruleset, rows);
        o[QStringLiteral("options")] = QJsonObject{{QStringLiteral("diagonals"), QStringLiteral("exact")}};
        o[QStringLiteral("creatures")] = QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("m")},
                                                                {QStringLiteral("side"), QStringLiteral("party")},
                                                                {QStringLiteral("size"), size},
                                                                {QStringLiteral("position"), QJsonArray{0, 0}},
                                                                {QStringLiteral("speed"), QJsonObject{{QStringLiteral("walk"), 30}}}}};
        const Encounter e = load(o);
        MoveRequest req;
        req.creature = QStringLiteral("m");
        req.budgetFeet = 1e9;
        MovementEngine flooding(e);
        const ReachResult reach = flooding.reachableSquares(req);
        req.budgetFeet.reset();
        std::vector<double> flood(std::size_t(w * h), -1);
        for (const ReachSquare &sq : reach.squares)
            flood[std::size_t(sq.at.y * w + sq.at.x)] = sq.costFeet;
        const auto standable = [&](GridPoint p) { return p.x >= 0 && p.y >= 0 && p.x < w && p.y < h && flood[std::size_t(p.y * w + p.x)] >= 0; };
        MovementEngine engine(e);
        engine.setResumeSearches(false); // every query a fresh A*
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                const QString where = QStringLiteral("trial %1 square %2,%3").arg(trial).arg(x).arg(y);
                const PathResult p = engine.cheapestPath(req, {x, y});
                const double f = flood[std::size_t(y * w + x)];
                QVERIFY2(p.found == (f >= 0), qPrintable(where));
                if (!p.found)
                    continue;
                QVERIFY2(std::abs(p.costFeet - f) < 1e-6, qPrintable(where + QStringLiteral(": path %1, flood %2").arg(p.costFeet).arg(f)));
                QVERIFY2(p.path.front() == (GridPoint{0, 0}) && p.path.back() == (GridPoint{x, y}), qPrintable(where));
                double cost = 0;
                for (std::size_t i = 1; i < p.path.size(); ++i) {
                    const GridPoint a = p.path[i - 1], b = p.path[i];
                    const int dx = b.x - a.x, dy = b.y - a.y;
                    QVERIFY2(std::abs(dx) <= 1 && std::abs(dy) <= 1 && (dx || dy), qPrintable(where));
                    QVERIFY2(standable(b), qPrintable(where));
                    if (dx && dy) // RULES.md 4.1: no corner cut
                        QVERIFY2(standable({a.x + dx, a.y}) && standable({a.x, a.y + dy}), qPrintable(where));
                    cost += dx && dy ? 5 * M_SQRT2 : 5;
                }
                if (p.squeezedSteps == 0) // RULES.md 4.4: a squeezed step costs more
                    QVERIFY2(std::abs(cost - p.costFeet) < 1e-4, qPrintable(where + QStringLiteral(": steps sum to %1, cost %2").arg(cost).arg(p.costFeet)));
            }
        }
    }
}

void TestMovement::landmarksKeepAnswers_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("diagonals");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("map");   // what the random map is made of (see below)
    QTest::addColumn<QString>("flags"); // requestFrom's, and "prone"
    const auto row = [](const char *name, const char *rs, const char *dg, const char *sz, const char *map, const char *flags = "") {
        QTest::newRow(name) << QString::fromLatin1(rs) << QString::fromLatin1(dg) << QString::fromLatin1(sz)
                            << QString::fromLatin1(map) << QString::fromLatin1(flags);
    };
    row("2014 equal: a Large creature squeezes through rubble and difficult ground", "dnd5e-2014", "equal", "large", "terrain");
    row("2024 equal: a Large creature squeezes (as difficult terrain) past creatures", "dnd5e-2024", "equal", "large", "creatures");
    row("a5e equal: a Huge creature in a maze of walls", "a5e", "equal", "huge", "maze");
    row("2014 alternating: the second diagonal costs double, Medium, terrain", "dnd5e-2014", "alternating", "medium", "terrain");
    row("2024 alternating: a Large creature in a maze", "dnd5e-2024", "alternating", "large", "maze");
    row("2014 exact: a Medium creature on rubble only (jump point search)", "dnd5e-2014", "exact", "medium", "rubble");
    row("2024 exact: a Large creature squeezes past rubble", "dnd5e-2024", "exact", "large", "rubble");
    row("a5e exact: water and climbing without swim or climb speed", "a5e", "exact", "medium", "terrain");
    row("2014 manhattan: no diagonals, Large, terrain", "dnd5e-2014", "manhattan", "large", "terrain");
    row("2014 equal: walled-off rooms, many squares unreachable", "dnd5e-2014", "equal", "medium", "islands");
    row("2024 exact: walled-off rooms, a Large creature", "dnd5e-2024", "exact", "large", "islands");
    row("2014 equal: flying over difficult ground", "dnd5e-2014", "equal", "large", "terrain", "fly");
    row("2024 equal: crawling prone", "dnd5e-2024", "equal", "medium", "terrain", "prone");
    row("2014 equal: hostiles beside the way (opportunity-attack tie-break)", "dnd5e-2014", "equal", "large", "creatures");
    row("a5e exact: a Medium creature past hostiles (opportunity-attack tie-break, no squeezing)", "a5e", "exact", "medium", "creatures");
    row("2014 equal: dragging a grappled creature", "dnd5e-2014", "equal", "medium", "terrain", "drag");
}

// The path query's A* also reads lower bounds from landmarks (movegraph.cpp) once an engine
// was prepared with them for its mover. They must never overestimate: on random maps every
// square gets exactly the answer of the same engine without them (the plain estimate,
// itself checked against the flood above) and of the reach flood (Dijkstra): found or not,
// the cost, squeezed steps, where it ends squeezed and the opportunity attacks. Which of
// equally cheap paths comes back may differ from the plain estimate's, but not between
// two engines prepared alike that are asked in different orders.
void TestMovement::landmarksKeepAnswers()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, diagonals);
    QFETCH(QString, size);
    QFETCH(QString, map);
    QFETCH(QString, flags);
    QRandomGenerator rng(uint(qHash(ruleset + diagonals + size + map + flags)));
    std::size_t expandedWith = 0, expandedWithout = 0;
    for (int trial = 0; trial < 3; ++trial) {
        const int w = 23, h = 17;
        QStringList rows;
        for (int y = 0; y < h; ++y) {
            QString row;
            for (int x = 0; x < w; ++x) {
                char c = '.';
                const int r = int(rng.bounded(100));
                if (map == QLatin1String("terrain"))
                    c = r < 12 ? 'd' : r < 16 ? 'g' : r < 20 ? 'w' : r < 24 ? 'c' : r < 30 ? '#' : '.';
                else if (map == QLatin1String("rubble"))
                    c = r < 22 ? '#' : '.';
                else if (map == QLatin1String("creatures"))
                    c = r < 15 ? 'd' : r < 18 ? '#' : '.';
                else if (map == QLatin1String("maze")) // walls every fourth line with gaps, some difficult
                    c = ((y % 4 == 3 && r >= 12) || (x % 6 == 5 && r < 30)) ? '#' : r < 10 ? 'd' : '.';
                else if (map == QLatin1String("islands")) // rooms walled off, doors in some
                    c = ((x == 8 || x == 16 || y == 8) && (trial > 0 || r >= 8)) ? '#' : r < 10 ? 'd' : '.';
                row += QLatin1Char(x < 3 && y < 3 ? '.' : c);
            }
            rows << row;
        }
        QJsonObject o = asciiEncounter(ruleset, rows);
        o[QStringLiteral("options")] = QJsonObject{{QStringLiteral("diagonals"), diagonals}};
        if (map != QLatin1String("rubble")) { // rubble alone keeps the grid uniform
            QJsonArray walls;
            for (int i = 0; i < 8; ++i) {
                const double x = rng.bounded(w), y = rng.bounded(h);
                walls.append(QJsonObject{{QStringLiteral("from"), QJsonArray{x, y}},
                                         {QStringLiteral("to"), QJsonArray{x + rng.bounded(5) - 2, y + rng.bounded(5) - 2}}});
            }
            o[QStringLiteral("walls")] = walls;
        }
        QJsonObject mover{{QStringLiteral("id"), QStringLiteral("m")},
                          {QStringLiteral("side"), QStringLiteral("party")},
                          {QStringLiteral("size"), size},
                          {QStringLiteral("position"), QJsonArray{0, 0}},
                          {QStringLiteral("speed"), QJsonObject{{QStringLiteral("walk"), 30}, {QStringLiteral("fly"), 40}}}};
        if (flags.contains(QLatin1String("prone")))
            mover[QStringLiteral("conditions")] = QJsonArray{QStringLiteral("prone")};
        QJsonArray creatures{mover};
        if (flags.contains(QLatin1String("drag")))
            creatures.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("g")},
                                         {QStringLiteral("side"), QStringLiteral("hostile")},
                                         {QStringLiteral("size"), QStringLiteral("medium")},
                                         {QStringLiteral("position"), QJsonArray{1, 0}}});
        if (map == QLatin1String("creatures")) {
            const char *sides[] = {"hostile", "ally", "neutral", "hostile"};
            const char *sizes[] = {"tiny", "medium", "large"};
            for (int i = 0; i < 6; ++i)
                creatures.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("c%1").arg(i)},
                                             {QStringLiteral("side"), QLatin1String(sides[i % 4])},
                                             {QStringLiteral("size"), QLatin1String(sizes[rng.bounded(3)])},
                                             {QStringLiteral("position"), QJsonArray{3 + rng.bounded(w - 6), 3 + rng.bounded(h - 6)}}});
        }
        o[QStringLiteral("creatures")] = creatures;
        const Encounter e = load(o);
        MoveRequest req = requestFrom(QStringLiteral("m"), flags);
        if (flags.contains(QLatin1String("drag")))
            req.drag = QStringLiteral("g");
        // Every query a fresh A*; one engine with the landmarks from the start (prepare),
        // one never using them, and the flood.
        MovementEngine with(e);
        with.setResumeSearches(false);
        QVERIFY(with.prepareLandmarks(req));
        MovementEngine without(e);
        without.setResumeSearches(false);
        without.setUseLandmarks(false);
        MovementEngine again(e); // prepared alike, asked in the reverse order
        again.setResumeSearches(false);
        QVERIFY(again.prepareLandmarks(req));
        std::vector<std::vector<GridPoint>> paths(std::size_t(w * h));
        MovementEngine flooding(e);
        MoveRequest reachReq = req;
        reachReq.budgetFeet = 1e9;
        const ReachResult reach = flooding.reachableSquares(reachReq);
        std::vector<double> flood(std::size_t(w * h), -1);
        for (const ReachSquare &sq : reach.squares)
            flood[std::size_t(sq.at.y * w + sq.at.x)] = sq.costFeet;
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                const QString where = QStringLiteral("trial %1 square %2,%3").arg(trial).arg(x).arg(y);
                const PathResult a = with.cheapestPath(req, {x, y});
                expandedWith += with.lastExpandedStates();
                const PathResult b = without.cheapestPath(req, {x, y});
                expandedWithout += without.lastExpandedStates();
                QVERIFY2(a.found == b.found, qPrintable(where));
                QVERIFY2(a.problem == b.problem, qPrintable(where));
                const double f = flood[std::size_t(y * w + x)];
                if (!req.drag.isEmpty() || flags.contains(QLatin1String("prone"))) {
                    // (a dragger's and a crawler's flood are not the path query's graph)
                } else {
                    QVERIFY2(a.found == (f >= 0), qPrintable(where));
                }
                if (!a.found)
                    continue;
                QVERIFY2(a.costFeet == b.costFeet,
                         qPrintable(where + QStringLiteral(": with landmarks %1, without %2").arg(a.costFeet).arg(b.costFeet)));
                if (req.drag.isEmpty() && !flags.contains(QLatin1String("prone")))
                    QVERIFY2(std::abs(a.costFeet - f) < 1e-6, qPrintable(where + QStringLiteral(": path %1, flood %2").arg(a.costFeet).arg(f)));
                QVERIFY2(a.squeezedSteps == b.squeezedSteps, qPrintable(where));
                QVERIFY2(a.endsSqueezed == b.endsSqueezed, qPrintable(where));
                QVERIFY2(a.provokes.size() == b.provokes.size(), qPrintable(where));
                QVERIFY2(a.path.front() == b.path.front() && a.path.back() == b.path.back(), qPrintable(where));
            }
        }
        // Two engines prepared alike, asked in opposite orders, return the same paths. After
        // one pass each: an engine switches on the opportunity-attack tie-break the first
        // time a path provokes, and that alone (with or without landmarks) can change which
        // of equally cheap paths later queries return.
        for (int i = 0; i < w * h; ++i) {
            paths[std::size_t(i)] = with.cheapestPath(req, {i % w, i / w}).path;
            again.cheapestPath(req, {i % w, i / w});
        }
        for (int i = w * h - 1; i >= 0; --i) {
            const PathResult c = again.cheapestPath(req, {i % w, i / w});
            QVERIFY2(c.path == paths[std::size_t(i)], qPrintable(QStringLiteral("trial %1 square %2,%3: another path").arg(trial).arg(i % w).arg(i / w)));
        }
    }
    // The landmarks were used (prepare built them): on these maps they save states.
    QVERIFY2(expandedWith < expandedWithout,
             qPrintable(QStringLiteral("expanded %1 with landmarks, %2 without").arg(expandedWith).arg(expandedWithout)));
}

void TestMovement::preparedJumpsKeepPaths_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("map");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    const auto row = [](const char *name, const char *rs, const char *map, int w, int h) {
        QTest::newRow(name) << QString::fromLatin1(rs) << QString::fromLatin1(map) << w << h;
    };
    row("sparse rubble on a field wider than a bit line (jumps longer than 64 squares)", "dnd5e-2014", "sparse", 150, 23);
    row("sparse rubble on a tall field (long jumps down and up columns)", "dnd5e-2024", "sparse", 21, 140);
    row("a quarter of the squares blocked (short jumps, many forced neighbours)", "a5e", "rubble", 40, 31);
    row("corridors of a maze, one square wide", "dnd5e-2014", "maze", 41, 33);
    row("open rooms behind long walls with gaps", "dnd5e-2024", "rooms", 90, 45);
}

// An engine prepared for a mover (MovementEngine::prepare, as battlemap-cli movingai does)
// gives a uniform grid's jump point search its straight jumps as tables (movegraph.cpp):
// every path query must come back exactly as from an engine that scans for them, the same
// squares in the same order, whether the goal lies on a jump, at its end or beyond it.
void TestMovement::preparedJumpsKeepPaths()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, map);
    QFETCH(int, width);
    QFETCH(int, height);
    QRandomGenerator rng(uint(qHash(ruleset + map) + uint(width)));
    const int w = width, h = height;
    QStringList rows;
    for (int y = 0; y < h; ++y) {
        QString row;
        for (int x = 0; x < w; ++x) {
            const int r = int(rng.bounded(100));
            bool blocked = false;
            if (map == QLatin1String("sparse"))
                blocked = r < 4;
            else if (map == QLatin1String("rubble"))
                blocked = r < 25;
            else if (map == QLatin1String("maze")) // odd lines are corridors, some cross walls
                blocked = (x % 2 == 1 && y % 2 == 1) || ((x % 2 == 1 || y % 2 == 1) && r < 35);
            else // rooms: walls every 15 columns and 11 rows, with gaps
                blocked = ((x % 15 == 14 || y % 11 == 10) && r >= 15) || r < 2;
            row += QLatin1Char(x < 2 && y < 2 ? '.' : blocked ? '#' : '.');
        }
        rows << row;
    }
    QJsonObject o = asciiEncounter(ruleset, rows);
    o[QStringLiteral("options")] = QJsonObject{{QStringLiteral("diagonals"), QStringLiteral("exact")}};
    o[QStringLiteral("creatures")] = QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("m")},
                                                            {QStringLiteral("side"), QStringLiteral("party")},
                                                            {QStringLiteral("position"), QJsonArray{0, 0}},
                                                            {QStringLiteral("speed"), QJsonObject{{QStringLiteral("walk"), 30}}}}};
    Encounter e = load(o);
    MoveRequest req;
    req.creature = QStringLiteral("m");
    MovementEngine prepared(e);
    prepared.setResumeSearches(false);
    QVERIFY(prepared.prepare(req.creature));
    MovementEngine scanning(e);
    scanning.setResumeSearches(false);
    int found = 0, compared = 0;
    // Starts all over the map (the mover alone: its layers stay valid), goals at random
    // and along the start's own row and column, where a straight jump may pass them.
    for (int trial = 0; trial < 60; ++trial) {
        const GridPoint from{int(rng.bounded(w)), int(rng.bounded(h))};
        e.creatures.front().position = from;
        for (int k = 0; k < 12; ++k) {
            GridPoint to{int(rng.bounded(w)), int(rng.bounded(h))};
            if (k % 3 == 1)
                to.y = from.y;
            else if (k % 3 == 2)
                to.x = from.x;
            const QString where = QStringLiteral("from %1,%2 to %3,%4").arg(from.x).arg(from.y).arg(to.x).arg(to.y);
            const PathResult a = prepared.cheapestPath(req, to);
            const PathResult b = scanning.cheapestPath(req, to);
            ++compared;
            QVERIFY2(a.found == b.found && a.problem == b.problem, qPrintable(where));
            if (!a.found)
                continue;
            ++found;
            QVERIFY2(a.costFeet == b.costFeet, qPrintable(where + QStringLiteral(": %1 against %2").arg(a.costFeet).arg(b.costFeet)));
            QVERIFY2(a.path == b.path, qPrintable(where + QStringLiteral(": ") + pathText(a.path) + QStringLiteral(" against ") + pathText(b.path)));
        }
    }
    QVERIFY2(found > compared / 4, qPrintable(QStringLiteral("only %1 of %2 queries found a path").arg(found).arg(compared)));
}

void TestMovement::searchCountsRunsAsTheStraightenerWould_data()
{
    QTest::addColumn<int>("blockedPercent");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::newRow("an open field: paths of one or two runs, drawn as they are") << 0 << 30 << 20;
    QTest::newRow("sparse rubble: zigzags, some X Y X or Z L F Z the straightener redraws") << 8 << 40 << 30;
    QTest::newRow("dense rubble: many short runs") << 25 << 40 << 30;
}

// Jump point search counts its path's runs while reading the path back a jump at a time
// (SearchOutcome::runs, mayDrawFewerTurns), from the goal; the straightener trusts that
// instead of walking the path. Each count must be what the path itself says: the runs
// counted on its squares, and the straightener given the counts answering exactly as it
// does when it counts them itself.
void TestMovement::searchCountsRunsAsTheStraightenerWould()
{
    QFETCH(int, blockedPercent);
    QFETCH(int, width);
    QFETCH(int, height);
    QRandomGenerator rng(uint(blockedPercent * 7919 + width));
    QStringList rows;
    for (int y = 0; y < height; ++y) {
        QString row;
        for (int x = 0; x < width; ++x)
            row += QLatin1Char(int(rng.bounded(100)) < blockedPercent && (x > 1 || y > 1) ? '#' : '.');
        rows << row;
    }
    const Encounter e = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), rows),
                                      R"({"options":{"diagonals":"exact"},"creatures":[{"id":"m","side":"party","position":[0,0]}]})"));
    const TerrainGrid grid(e);
    MoverLayers layers;
    layers.build(e, grid, 0);
    QVERIFY(layers.uniformGrid);
    const SearchParams params = plainParams(e);
    SearchBuffers buffers;
    int found = 0, redrawn = 0, kept = 0;
    for (int k = 0; k < 300; ++k) {
        const GridPoint from{int(rng.bounded(width)), int(rng.bounded(height))};
        const GridPoint to{int(rng.bounded(width)), int(rng.bounded(height))};
        const QString where = QStringLiteral("from %1,%2 to %3,%4").arg(from.x).arg(from.y).arg(to.x).arg(to.y);
        MoveSearch search(layers, params, buffers);
        const SearchOutcome out = search.run(from, to);
        if (!out.found)
            continue;
        ++found;
        QVERIFY2(out.runs >= 0, qPrintable(where));
        int runs = out.states.size() > 1 ? 1 : 0;
        for (std::size_t i = 2; i < out.states.size(); ++i) {
            const GridPoint a = out.states[i - 2].anchor, b = out.states[i - 1].anchor, c = out.states[i].anchor;
            runs += (b.x - a.x != c.x - b.x || b.y - a.y != c.y - b.y) ? 1 : 0;
        }
        QVERIFY2(out.runs == runs, qPrintable(where + QStringLiteral(": %1 runs counted, %2 on the path").arg(out.runs).arg(runs)));
        std::vector<SearchStateInfo> told = out.states, counted = out.states;
        const bool a = straightenPath(layers, params, buffers, told, nullptr, out.runs, out.mayDrawFewerTurns);
        const bool b = straightenPath(layers, params, buffers, counted);
        QVERIFY2(a == b, qPrintable(where));
        std::vector<GridPoint> ta, tb;
        for (const SearchStateInfo &st : told)
            ta.push_back(st.anchor);
        for (const SearchStateInfo &st : counted)
            tb.push_back(st.anchor);
        QVERIFY2(ta == tb, qPrintable(where + QStringLiteral(": ") + pathText(ta) + QStringLiteral(" against ") + pathText(tb)));
        ++(b ? redrawn : kept);
    }
    QVERIFY(found > 100);
    if (blockedPercent > 0) // the rows meant to have zigzags have some the straightener redraws
        QVERIFY2(redrawn > 0, qPrintable(QStringLiteral("%1 found, none redrawn").arg(found)));
    QVERIFY(kept > 0);
}

void TestMovement::engineReusesBuffersAcrossMovers()
{
    const Encounter e = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"......", "..##..", "......"}),
                                      R"({"creatures":[{"id":"a","side":"party","position":[0,0]},{"id":"L","side":"party","size":"large","position":[4,1]}]})"));
    MovementEngine engine(e);
    MoveRequest a;
    a.creature = QStringLiteral("a");
    MoveRequest l;
    l.creature = QStringLiteral("L");
    const double first = engine.cheapestPath(a, {5, 0}).costFeet;
    for (int i = 0; i < 50; ++i) {
        QCOMPARE(engine.cheapestPath(l, {0, 1}).found, true);
        QCOMPARE(engine.cheapestPath(a, {5, 0}).costFeet, first);
    }
}

QTEST_GUILESS_MAIN(TestMovement)
#include "tst_movement.moc"
