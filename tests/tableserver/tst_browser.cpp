// The players' page in a real browser (issue 32): the app's server on the loopback, a seat's
// link opened in Debian's headless Chromium at a phone's size (390 x 844), the screenshot
// read back: the squares the seat hasn't explored are black, the squares it sees are drawn,
// the orc it sees has its token, the goblin behind the wall has none. (Dragging one's own
// token from the page is not there yet.)

#include "rules/fog.h"
#include "rules/sight.h"
#include "table/seat.h"
#include "tableserver/tableserver.h"
#include "testmap.h"

#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace bm;
using namespace bm::test;

namespace {

// A fighter facing an orc; a goblin behind the wall at x = 7, in squares never seen.
Encounter table()
{
    return load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"............", "............", "............", "............"}),
                         R"({"walls": [{"from": [7, 0], "to": [7, 4]}],
                             "creatures": [
        {"id": "fighter", "name": "Brannoc", "side": "party", "position": [1, 1], "hp": 30, "maxHp": 44},
        {"id": "orc", "name": "Orc Raider", "side": "hostile", "position": [4, 2], "hp": 11, "maxHp": 15},
        {"id": "gob", "name": "Goblin Behind", "side": "hostile", "position": [9, 2], "hp": 7, "maxHp": 7}
    ]})"));
}

QString chromium()
{
    for (const char *name : {"chromium", "chromium-browser", "google-chrome"})
        if (const QString path = QStandardPaths::findExecutable(QLatin1String(name)); !path.isEmpty())
            return path;
    return {};
}

} // namespace

class TestBrowser : public QObject
{
    Q_OBJECT

private slots:
    void aSeatsPageShowsOnlyWhatItMayKnow_data();
    void aSeatsPageShowsOnlyWhatItMayKnow();
};

void TestBrowser::aSeatsPageShowsOnlyWhatItMayKnow_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QPoint>("square");
    QTest::addColumn<QString>("expected"); // "black", "seen", "token"
    QTest::newRow("beyond the wall, never explored: black") << "unexplored" << QPoint(10, 1) << "black";
    QTest::newRow("the goblin behind the wall: no token, black") << "goblin" << QPoint(9, 2) << "black";
    QTest::newRow("a square the fighter sees: drawn") << "seen" << QPoint(2, 3) << "seen";
    QTest::newRow("the orc the fighter sees: its token") << "orc" << QPoint(4, 2) << "token";
}

void TestBrowser::aSeatsPageShowsOnlyWhatItMayKnow()
{
    QFETCH(QString, what);
    QFETCH(QPoint, square);
    QFETCH(QString, expected);
    const QString browser = chromium();
    QVERIFY2(!browser.isEmpty(), "Chromium is missing: scripts/deps.sh installs it");

    Encounter e = table();
    SightMap sight(e);
    FogOfWar fog(e.width, e.height);
    fog.update(e, sight);
    TableServer server;
    server.setSnapshotSource([&](const Seat &seat) { return seatSnapshot(e, sight, fog, seat); });
    const quint16 port = server.listen(QHostAddress::LocalHost, 0);
    QVERIFY(port != 0);
    const QString key = server.addSeat(Seat{QStringLiteral("fighter")});

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString shot = dir.filePath(QStringLiteral("phone.png"));
    // The page fits the 12 x 4 grid below its 36-pixel bar (resources/table/table.js, fit()).
    const double scale = std::min(390.0 / e.width, (844.0 - 36) / e.height);
    const double x0 = (390 - e.width * scale) / 2;
    const double y0 = 36 + (844 - 36 - e.height * scale) / 2;
    QImage image;
    const auto pixel = [&](double gx, double gy) { return image.pixelColor(int(x0 + gx * scale), int(y0 + gy * scale)); };
    // Chromium takes its picture when its (virtual) time budget runs out, which a socket's
    // message doesn't hold up: a picture taken before the seat's snapshot came shows the
    // page still joining (the seat's own token, always drawn, isn't there yet). Such a
    // picture is taken again, with a longer budget; a page that never draws fails.
    bool joined = false;
    for (int attempt = 0, budget = 3000; attempt < 5 && !joined; ++attempt, budget *= 2) {
        QProcess chrome;
        chrome.setProcessChannelMode(QProcess::MergedChannels);
        chrome.start(browser, {QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"), QStringLiteral("--disable-gpu"),
                               QStringLiteral("--hide-scrollbars"), QStringLiteral("--no-first-run"),
                               QStringLiteral("--user-data-dir=") + dir.filePath(QStringLiteral("profile")),
                               QStringLiteral("--window-size=390,844"), QStringLiteral("--virtual-time-budget=%1").arg(budget),
                               QStringLiteral("--screenshot=") + shot,
                               QStringLiteral("http://127.0.0.1:%1/#%2").arg(port).arg(key)});
        QVERIFY(chrome.waitForStarted(10000));
        // The server answers while the browser loads the page and joins the seat.
        QVERIFY2(QTest::qWaitFor([&] { return chrome.state() == QProcess::NotRunning; }, 90000), "Chromium didn't finish");
        image = QImage(shot);
        QVERIFY2(!image.isNull(), chrome.readAll().right(2000).constData());
        QCOMPARE(image.size(), QSize(390, 844));
        joined = pixel(1.25, 1.5).lightness() > 200; // Brannoc's token face
    }
    QVERIFY2(joined, "the page never drew the seat's snapshot");

    const QColor centre = pixel(square.x() + 0.5, square.y() + 0.5);
    const QColor inDisc = pixel(square.x() + 0.25, square.y() + 0.5); // off the initial letter
    if (expected == QLatin1String("black")) {
        QVERIFY2(centre == QColor(Qt::black) && inDisc == QColor(Qt::black), qPrintable(what + QLatin1Char(' ') + centre.name()));
    } else if (expected == QLatin1String("seen")) {
        QVERIFY2(centre == QColor(0x6f, 0x8f, 0x5a), qPrintable(centre.name())); // table.js: a square seen now
    } else {
        QVERIFY2(inDisc.lightness() > 200 && inDisc != QColor(0x6f, 0x8f, 0x5a), qPrintable(inDisc.name())); // the token's face
    }
}

QTEST_MAIN(TestBrowser)
#include "tst_browser.moc"
