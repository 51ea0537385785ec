// `battlemap --serve PORT [--bind ADDR] [--seat-links FILE] [ENC]`: the window opens with the
// table served and the seats' links written as JSON. The running app is then attacked as a
// player's laptop on the same network would (2,000 half-sent requests and 64 WebSockets that
// never say hello) with the file limit a desktop session gives it (1,024): its open files
// stay bounded and come back, a real player joins during the siege, and the window's event
// loop still answers the player's ruler, path and move (the move is an undo step in the
// window's document).

#include "wirepeers.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sys/resource.h>

using namespace bm::test;

namespace {

QString app()
{
    return QCoreApplication::applicationDirPath() + QStringLiteral("/battlemap");
}

// The app with a desktop session's file limit, offscreen.
void startApp(QProcess &p, const QStringList &args)
{
    p.setProgram(app());
    p.setArguments(args);
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.setChildProcessModifier([] {
        const rlimit files{1024, 1024};
        setrlimit(RLIMIT_NOFILE, &files);
    });
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start();
}

QJsonObject readLinks(const QString &path)
{
    QJsonObject links;
    (void)QTest::qWaitFor(
        [&] {
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                return false;
            links = QJsonDocument::fromJson(f.readAll()).object();
            return !links.isEmpty();
        },
        30000);
    return links; // empty when none came in time
}

QJsonObject ask(Player &p, const QJsonObject &request, const QString &answerType)
{
    const int before = int(p.received.size());
    p.send(request);
    QJsonObject answer;
    (void)QTest::qWaitFor(
        [&] {
            for (int i = before; i < p.received.size(); ++i) {
                const QJsonObject o = QJsonDocument::fromJson(p.received[i].toUtf8()).object();
                if (o.value(QLatin1String("type")).toString() == answerType || o.value(QLatin1String("type")).toString() == QLatin1String("refused")) {
                    answer = o;
                    return true;
                }
            }
            return false;
        },
        10000);
    return answer; // empty when none came in time
}

} // namespace

class TestServe : public QObject
{
    Q_OBJECT

private slots:
    void badArgumentsAreRefused_data();
    void badArgumentsAreRefused();
    void theAppServesItsSeatsAndHoldsASiege();
};

void TestServe::badArgumentsAreRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("not a port") << QStringList{QStringLiteral("--serve"), QStringLiteral("eighty")};
    QTest::newRow("a port too big") << QStringList{QStringLiteral("--serve"), QStringLiteral("70000")};
    QTest::newRow("not an address") << QStringList{QStringLiteral("--serve"), QStringLiteral("0"), QStringLiteral("--bind"), QStringLiteral("the-lan")};
    QTest::newRow("links without serving") << QStringList{QStringLiteral("--seat-links"), QStringLiteral("/tmp/x.json")};
}

void TestServe::badArgumentsAreRefused()
{
    QFETCH(QStringList, args);
    QProcess p;
    startApp(p, args);
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 2);
}

void TestServe::theAppServesItsSeatsAndHoldsASiege()
{
    QVERIFY2(roomForFiles(4096), "the test needs 4096 open files for the attacker's sockets");

    QTemporaryDir dir;
    const QString linksPath = dir.filePath(QStringLiteral("links.json"));
    QProcess battlemap;
    startApp(battlemap, {QStringLiteral("--serve"), QStringLiteral("0"), QStringLiteral("--bind"), QStringLiteral("127.0.0.1"),
                         QStringLiteral("--seat-links"), linksPath});
    QVERIFY(battlemap.waitForStarted(30000));
    const auto stop = qScopeGuard([&] {
        battlemap.kill();
        battlemap.waitForFinished(30000);
    });
    const QString pid = QString::number(battlemap.processId());

    // The links: the whole party first, then one per party creature, each a working key.
    const QJsonObject links = readLinks(linksPath);
    QVERIFY2(!links.isEmpty(), "no seat links written");
    const quint16 port = quint16(links.value(QLatin1String("port")).toInt());
    QVERIFY(port != 0);
    const QJsonArray seats = links.value(QLatin1String("seats")).toArray();
    QVERIFY(seats.size() >= 2);
    QVERIFY(seats.first().toObject().value(QLatin1String("creature")).isNull());
    const QJsonObject seat = seats.at(1).toObject();
    const QString creature = seat.value(QLatin1String("creature")).toString();
    QVERIFY(!creature.isEmpty());
    const QString link = seat.value(QLatin1String("link")).toString();
    QVERIFY2(link.startsWith(QStringLiteral("http://127.0.0.1:%1/#").arg(port)), qPrintable(link));
    const QString key = QUrl(link).fragment();
    QCOMPARE(key, seat.value(QLatin1String("key")).toString());

    const int filesBefore = openFiles(pid);
    const qint64 rssBefore = residentKb(pid);

    // The siege: 2,000 half-sent requests from 20 addresses, 64 WebSockets that never say hello.
    int mostFiles = filesBefore;
    qint64 mostRss = rssBefore;
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, [&] {
        mostFiles = std::max(mostFiles, openFiles(pid));
        mostRss = std::max(mostRss, residentKb(pid));
    });
    watch.start(20);
    std::vector<std::unique_ptr<RawPeer>> siege = besiege(port);
    // Until every attacker's connection is up (accepted by the kernel, then by the app).
    QVERIFY(QTest::qWaitFor(
        [&] {
            return std::all_of(siege.begin(), siege.end(), [](const std::unique_ptr<RawPeer> &p) {
                return p->socket.state() != QAbstractSocket::ConnectingState && p->socket.state() != QAbstractSocket::HostLookupState;
            });
        },
        30000));
    const int filesDuring = openFiles(pid);

    // A real player joins during the siege, and the window's loop answers it.
    QElapsedTimer joining;
    joining.start();
    Player player;
    QVERIFY(player.open(port));
    player.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), key}});
    QVERIFY(player.waitFor(1));
    const qint64 joinMs = joining.elapsed();
    QVERIFY(player.received.first().contains(QLatin1String("\"type\":\"snapshot\"")));
    const QJsonObject measured = ask(player, {{QStringLiteral("type"), QStringLiteral("measure")}, {QStringLiteral("from"), QJsonArray{0, 0}},
                                              {QStringLiteral("to"), QJsonArray{0, 4}}},
                                     QStringLiteral("measure"));
    QCOMPARE(measured.value(QLatin1String("feet")).toInt(), 20);
    // Its own creature's square, and a move one square away that the engine allows.
    QJsonArray at;
    const QJsonObject snapshot = QJsonDocument::fromJson(player.received.first().toUtf8()).object().value(QLatin1String("snapshot")).toObject();
    for (const QJsonValue &v : snapshot.value(QLatin1String("creatures")).toArray())
        if (v.toObject().value(QLatin1String("id")).toString() == creature)
            at = v.toObject().value(QLatin1String("position")).toArray();
    QCOMPARE(at.size(), 2);
    bool moved = false;
    for (const auto &[dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
        const QJsonArray to{at[0].toInt() + dx, at[1].toInt() + dy};
        const QJsonObject path = ask(player, {{QStringLiteral("type"), QStringLiteral("path")}, {QStringLiteral("to"), to}}, QStringLiteral("path"));
        if (!path.value(QLatin1String("found")).toBool() || !path.value(QLatin1String("allowed")).toBool())
            continue;
        const QJsonObject answer = ask(player, {{QStringLiteral("type"), QStringLiteral("move")}, {QStringLiteral("to"), to}}, QStringLiteral("moved"));
        QCOMPARE(answer.value(QLatin1String("type")).toString(), QStringLiteral("moved"));
        moved = true;
        break;
    }
    QVERIFY2(moved, "no square next to the player's creature could be moved to");
    QCOMPARE(battlemap.state(), QProcess::Running);

    // Bounded throughout: the app's sockets never passed the gate's bound (256) over what
    // it had before, far from the 1,024 files it may open.
    QVERIFY2(mostFiles <= filesBefore + 256 + 8, qPrintable(QStringLiteral("%1 files, %2 before").arg(mostFiles).arg(filesBefore)));

    // The siege ends: every file comes back (the player's socket aside).
    siege.clear();
    QVERIFY2(QTest::qWaitFor([&] { return openFiles(pid) <= filesBefore + 1; }, 15000),
             qPrintable(QStringLiteral("%1 files, %2 before").arg(openFiles(pid)).arg(filesBefore)));
    player.socket.close();
    QVERIFY(QTest::qWaitFor([&] { return openFiles(pid) <= filesBefore; }, 15000));
    qInfo("the app under siege: files %d before, %d during (most %d), %d after; resident %lld kB before, %lld kB at most; "
          "a player joined in %lld ms",
          filesBefore, filesDuring, mostFiles, openFiles(pid), rssBefore, mostRss, joinMs);
    QCOMPARE(battlemap.state(), QProcess::Running);
}

QTEST_GUILESS_MAIN(TestServe)
#include "tst_serve.moc"
