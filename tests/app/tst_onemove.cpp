// One move in core: the same move asked from the window (the real move
// tool, dragged with QTest mouse events), from `battlemap-cli combat FILE move` (the real
// program) and from a seat (the players' move in core/table) gives the same encounter:
// positions, the tracker's state and its log, written by the encounter writer and compared
// byte for byte. All three make it through combat::makeMove.

#include "combat/move.h"
#include "document.h"
#include "mainwindow.h"
#include "model/encounterio.h"
#include "render/maprenderer.h"
#include "rules/fog.h"
#include "rules/movement.h"
#include "rules/sight.h"
#include "scene/mapview.h"
#include "tableencounters.h"
#include "table/seatmove.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMouseEvent>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace bm;

namespace {

// An open hall with a column of difficult terrain at x = 6; the fighter at [2, 2] and an orc
// (far off, or next to it). %1 the ruleset, %2 the fighter's conditions, %3 the orc's
// position, %4 whose turn it is.
QByteArray hall(const char *ruleset, const char *fighterConditions, const char *orcAt, const char *turn)
{
    return QStringLiteral(R"({
  "format": "battlemap-encounter", "version": 1, "name": "one move", "ruleset": "%1",
  "grid": {"width": 14, "height": 10},
  "terrain": [{"type": "difficult", "rect": [6, 0, 1, 10]}],
  "creatures": [
    {"id": "fighter", "name": "Brannoc", "side": "party", "position": [2, 2], "speed": {"walk": 30}, "hp": 30, "maxHp": 44,
     "initiative": 15, "conditions": [%2]},
    {"id": "orc", "name": "Orc Raider", "side": "hostile", "position": [%3], "speed": {"walk": 30}, "hp": 15, "maxHp": 15,
     "initiative": 12}
  ],
  "combat": {"active": true, "round": 1, "turn": "%4", "order": ["fighter", "orc"],
             "combatants": [{"id": "fighter"}, {"id": "orc"}]}
})")
        .arg(QLatin1String(ruleset), QLatin1String(fighterConditions), QLatin1String(orcAt), QLatin1String(turn))
        .toUtf8();
}

Encounter read(const QByteArray &json)
{
    ReadResult r = readEncounter(json);
    if (!r.ok())
        qFatal("bad fixture: %d errors", int(r.errors.size()));
    return r.encounter;
}

} // namespace

class TestOneMove : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup();
    void sameMoveFromEveryFace_data();
    void sameMoveFromEveryFace();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    QByteArray fromWindow(const QString &path, const QByteArray &before, const QString &mover, GridPoint to);
    QByteArray fromCli(const QString &path, const QString &mover, GridPoint to, bool stand);
    QByteArray fromSeat(const QByteArray &json, const QString &mover, GridPoint to, bool stand);
};

void TestOneMove::cleanup()
{
    if (m_window)
        m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestOneMove::sameMoveFromEveryFace_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("mover");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<bool>("stand"); // the mover stands up first (the window's default for a prone creature)
    QTest::addColumn<QString>("shows"); // a piece of the encounter written after the move

    QTest::newRow("a plain move in its turn") << hall("dnd5e-2014", "", "11, 8", "fighter") << "fighter" << QPoint(2, 6)
                                              << false << "\"movementSpent\": 20";
    QTest::newRow("5e: a prone creature stands up, then moves")
        << hall("dnd5e-2014", "\"prone\"", "11, 8", "fighter") << "fighter" << QPoint(2, 5) << true << "\"movementSpent\": 30";
    QTest::newRow("pf2e: a prone creature stands up (one action), then Strides")
        << hall("pf2e", "\"prone\"", "11, 8", "fighter") << "fighter" << QPoint(2, 5) << true << "\"actions\": 1";
    QTest::newRow("a mount carries its rider") << test::mountedJson(QStringLiteral("dnd5e-2014")) << "horse" << QPoint(6, 2) << false
                                               << "\"movementSpent\": 20";
    QTest::newRow("a move out of its turn provokes an opportunity attack")
        << hall("dnd5e-2014", "", "3, 2", "orc") << "fighter" << QPoint(0, 2) << false << "opportunity attack";
    QTest::newRow("a move through difficult terrain") << hall("dnd5e-2014", "", "11, 8", "fighter") << "fighter" << QPoint(8, 2)
                                                      << false << "\"movementSpent\": 35";
}

void TestOneMove::sameMoveFromEveryFace()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, mover);
    QFETCH(QPoint, to);
    QFETCH(bool, stand);
    QFETCH(QString, shows);
    const GridPoint dest{to.x(), to.y()};
    const QString path = m_dir.filePath(QStringLiteral("%1.battlemap.json").arg(QString::fromLatin1(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('_')).remove(QLatin1Char(':')));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(json);
    }
    const QByteArray before = writeEncounter(read(json));
    const QByteArray cli = fromCli(path, mover, dest, stand);
    QVERIFY(!cli.isEmpty());
    const QByteArray seat = fromSeat(json, mover, dest, stand);
    const QByteArray window = fromWindow(path, before, mover, dest);
    QVERIFY(!window.isEmpty());
    QVERIFY2(cli != before, "the move changed nothing");
    const Encounter moved = read(cli);
    QCOMPARE(moved.creature(mover)->position, dest);
    QVERIFY2(QString::fromUtf8(cli).contains(shows), cli.constData());
    QCOMPARE(window, cli);
    QCOMPARE(seat, cli);
}

QByteArray TestOneMove::fromWindow(const QString &path, const QByteArray &before, const QString &mover, GridPoint to)
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    if (!m_window->openFile(path))
        return {};
    m_window->resize(1280, 720);
    m_window->show();
    if (!QTest::qWaitForWindowExposed(m_window.get()))
        return {};
    m_window->view()->fitToMap();
    Document *doc = m_window->document();
    const Creature *c = doc->encounter().creature(mover);
    const auto viewPoint = [&](QPointF square) { return m_window->view()->mapFromScene(square * render::kSquare); };
    const QPointF from(c->position.x + 0.5, c->position.y + 0.5);
    const QPointF target(to.x + 0.5, to.y + 0.5);
    QWidget *vp = m_window->view()->viewport();
    const int steps = doc->undoStack()->count();
    QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, viewPoint(from));
    for (double t : {0.5, 1.0}) {
        const QPoint at = viewPoint(from + (target - from) * t);
        QMouseEvent move(QEvent::MouseMove, at, vp->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(vp, &move);
    }
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, viewPoint(target));
    // One undo step named after the mover; undo restores the encounter as it was.
    if (doc->undoStack()->count() != steps + 1) {
        qWarning("the drag pushed %d undo steps", doc->undoStack()->count() - steps);
        return {};
    }
    if (doc->undoStack()->text(steps) != QStringLiteral("Move %1").arg(doc->encounter().creature(mover)->name)) {
        qWarning("undo text: %s", qPrintable(doc->undoStack()->text(steps)));
        return {};
    }
    const QByteArray after = writeEncounter(doc->encounter());
    doc->undoStack()->undo();
    if (writeEncounter(doc->encounter()) != before) {
        qWarning("undo doesn't restore the encounter");
        return {};
    }
    doc->undoStack()->redo();
    if (writeEncounter(doc->encounter()) != after) {
        qWarning("redo gives another encounter");
        return {};
    }
    return after;
}

QByteArray TestOneMove::fromCli(const QString &path, const QString &mover, GridPoint to, bool stand)
{
    QStringList args{QStringLiteral("combat"), path, QStringLiteral("move"), QStringLiteral("--creature"), mover,
                     QStringLiteral("--to"), QStringLiteral("%1,%2").arg(to.x).arg(to.y)};
    if (stand)
        args << QStringLiteral("--stand");
    QProcess cli;
    cli.start(QStringLiteral(BM_CLI_PATH), args);
    if (!cli.waitForFinished(60000) || cli.exitCode() != 0) {
        qWarning("battlemap-cli: %s", cli.readAllStandardError().constData());
        return {};
    }
    // The CLI prints the encounter as the writer writes it; read and write it again so that
    // all three faces are compared in one form.
    return writeEncounter(read(cli.readAllStandardOutput()));
}

QByteArray TestOneMove::fromSeat(const QByteArray &json, const QString &mover, GridPoint to, bool stand)
{
    const Encounter e = read(json);
    const SightMap sight(e);
    FogOfWar fog(e.width, e.height);
    fog.update(e, sight);
    const Seat seat{mover};
    SeatPlanner plan(e, sight, fog, seat);
    MovementEngine real(e);
    MoveChoices choices = seatChoices(*e.creature(mover));
    choices.stand = stand;
    const SeatMove m = judgeSeatMove(e, real, plan, seat, to, choices);
    if (m.refusal.refused() || m.stopped) {
        qWarning("the seat's move is refused: %s", qPrintable(m.refusal.code()));
        return {};
    }
    Encounter after = e;
    const combat::MoveOutcome o = makeSeatMove(after, real, m);
    if (o.refused())
        return {};
    return writeEncounter(after);
}

QTEST_MAIN(TestOneMove)
#include "tst_onemove.moc"
