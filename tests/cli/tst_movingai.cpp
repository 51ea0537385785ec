// Moving AI benchmark (Sturtevant 2012, tests/data/movingai/SOURCES.md): the arena map and
// its 160 scenario rows solved by the movement engine, through battlemap-cli as the
// benchmark script runs it, and the engine's three searches (A*, the resumed drag search,
// the reach flood) compared on the real map with exact diagonals.

#include "rules/movement.h"
#include "interop/movingai.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <cmath>

#ifndef BM_CLI_PATH
#error "BM_CLI_PATH must name the battlemap-cli executable (see tests/core/CMakeLists.txt)"
#endif

using namespace bm;

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(BM_TEST_DATA_DIR "/movingai/") + QLatin1String(name);
}

} // namespace

class TestMovingAi : public QObject
{
    Q_OBJECT

private slots:
    void cliMatchesEveryRow();
    void searchesAgreeOnTheMap();
};

// `battlemap-cli movingai MAP SCEN`: every row's length equals the published optimum.
void TestMovingAi::cliMatchesEveryRow()
{
    const QFileInfo cli(QStringLiteral(BM_CLI_PATH));
    QVERIFY2(cli.isFile() && cli.isExecutable(), qPrintable(QStringLiteral("no executable CLI at ") + cli.filePath()));
    QProcess p;
    p.start(cli.filePath(), {QStringLiteral("movingai"), dataFile("arena.map"), dataFile("arena.map.scen")});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    QJsonParseError error{};
    const QJsonObject out = QJsonDocument::fromJson(p.readAllStandardOutput(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(out.value(QStringLiteral("version")).toString(), QStringLiteral("1"));
    QCOMPARE(out.value(QStringLiteral("rows")).toInt(), 160);
    QCOMPARE(out.value(QStringLiteral("matched")).toInt(), out.value(QStringLiteral("rows")).toInt());
    QVERIFY(out.value(QStringLiteral("max_error")).toDouble() <= 1e-3);
    QVERIFY(!out.contains(QStringLiteral("mismatches")));
}

// From one start to every scenario goal: a fresh engine per goal (A*), one engine for all
// of them (the resumable search a drag uses) and the unlimited reach flood give the same
// costs, and those are the scenario's optimal lengths where the scenario starts there.
void TestMovingAi::searchesAgreeOnTheMap()
{
    Encounter e;
    MovingAiScenario scen;
    QString error;
    QVERIFY2(readMovingAiMap(dataFile("arena.map"), e, &error), qPrintable(error));
    QVERIFY2(readMovingAiScenario(dataFile("arena.map.scen"), scen, &error), qPrintable(error));
    QCOMPARE(int(scen.rows.size()), 160);
    QCOMPARE(e.diagonals(), Diagonals::Exact);

    const GridPoint start = scen.rows.front().start;
    e.creatures.front().position = start;
    MoveRequest req;
    req.creature = QStringLiteral("agent");

    MovementEngine flooding(e);
    req.budgetFeet = 1e9;
    const ReachResult reach = flooding.reachableSquares(req);
    req.budgetFeet.reset();
    QVERIFY(reach.ok);
    std::vector<double> flood(std::size_t(e.width) * e.height, -1);
    for (const ReachSquare &sq : reach.squares)
        flood[std::size_t(sq.at.y) * e.width + sq.at.x] = sq.costFeet;

    MovementEngine dragging(e);
    int checked = 0;
    for (const MovingAiRow &row : scen.rows) {
        MovementEngine fresh(e);
        const PathResult single = fresh.cheapestPath(req, row.goal);
        const PathResult resumed = dragging.cheapestPath(req, row.goal);
        const double f = flood[std::size_t(row.goal.y) * e.width + row.goal.x];
        const QString where = QStringLiteral("goal %1,%2").arg(row.goal.x).arg(row.goal.y);
        QVERIFY2(single.found == resumed.found && single.found == (f >= 0), qPrintable(where));
        if (!single.found)
            continue;
        QVERIFY2(std::abs(single.costFeet - resumed.costFeet) < 1e-6, qPrintable(where));
        QVERIFY2(std::abs(single.costFeet - f) < 1e-6, qPrintable(where));
        if (row.start == start) {
            QVERIFY2(std::abs(single.costFeet / e.squareFeet - row.optimal) <= scen.tolerance(row.optimal), qPrintable(where));
            ++checked;
        }
    }
    QVERIFY(checked > 0);
}

QTEST_GUILESS_MAIN(TestMovingAi)
#include "tst_movingai.moc"
