// The players' page in a real browser: the app's server and referee on the
// loopback, a seat's link opened in Debian's headless Chromium at a phone's size (390 x 844,
// touch), driven over the DevTools protocol from a QWebSocket (no npm): touches go in as
// Input.dispatchTouchEvent, pictures come back from Page.captureScreenshot and the page's
// state from Runtime.evaluate. It checks what the seat sees (the squares it hasn't explored
// are black, the goblin behind the wall isn't drawn), that a touch drag of its own token
// shows the engine's path and cost and, dropped, moves the token in the encounter (one
// change), that dragging another's token moves nothing, and that a move the page is made to
// forge (the orc's token, from the page's own console) is refused on the wire.

#include "rules/fog.h"
#include "rules/movement.h"
#include "rules/sight.h"
#include "table/seat.h"
#include "tableserver/referee.h"
#include "tableserver/tableserver.h"
#include "devtools.h"
#include "tablerig.h"
#include "testmap.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

using namespace bm;
using namespace bm::test;

namespace {

// A fighter facing an orc; a goblin behind the wall at x = 7, in squares never seen.
Encounter table()
{
    return load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"............", "............", "............", "............"}),
                         R"({"walls": [{"from": [7, 0], "to": [7, 4]}],
                             "creatures": [
        {"id": "fighter", "name": "Brannoc", "side": "party", "position": [1, 1], "hp": 30, "maxHp": 44, "ac": 16},
        {"id": "orc", "name": "Orc Raider", "side": "hostile", "position": [4, 2], "hp": 11, "maxHp": 15},
        {"id": "gob", "name": "Goblin Behind", "side": "hostile", "position": [9, 2], "hp": 7, "maxHp": 7}
    ]})"));
}

} // namespace

class TestBrowser : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void aSeatsPageShowsOnlyWhatItMayKnow_data();
    void aSeatsPageShowsOnlyWhatItMayKnow();
    void aTouchDragMovesItsOwnToken_data();
    void aTouchDragMovesItsOwnToken();
    void theRulerMeasuresUnderTheRuleset();
    void anotherTokenStaysWhereItIs_data();
    void anotherTokenStaysWhereItIs();
    void aRenewedLinkLeavesNothingOfTheMap_data();
    void aRenewedLinkLeavesNothingOfTheMap(); // last: it renews the seat's key

private:
    std::unique_ptr<TableRig> m_rig;
    int m_loads = 0;
    QString m_key;
    quint16 m_port = 0;
    QTemporaryDir m_dir;
    QProcess m_chrome;
    DevTools m_tab;

    bool reload(); // the seat's page, joined
    // The sentinel: the page asks a ruler question on its socket and waits for the answer.
    // Whatever the page sent before it has been decided once the answer is back.
    bool pageRoundTrip();
    QPointF squareCentre(double gx, double gy); // CSS pixels of a grid point
};

void TestBrowser::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_rig = std::make_unique<TableRig>(table());
    m_port = m_rig->server->listen(QHostAddress::LocalHost, 0);
    QVERIFY(m_port != 0);
    m_key = m_rig->server->addSeat(Seat{QStringLiteral("fighter")});

    QString why;
    QVERIFY2(startHeadless(m_chrome, m_dir.filePath(QStringLiteral("profile")), m_tab, &why), qPrintable(why));
}

void TestBrowser::cleanupTestCase()
{
    m_chrome.kill();
    m_chrome.waitForFinished(10000);
    QProcess::execute(QStringLiteral("chmod"), {QStringLiteral("-R"), QStringLiteral("u+w"), m_dir.path()}); // Chromium leaves read-only files
}

void TestBrowser::init()
{
    m_rig->reset(table());
    m_rig->referee->setPlayersMay(PlayersMay::ActOnTheirTurn);
}

bool TestBrowser::pageRoundTrip()
{
    m_tab.evaluate(QStringLiteral("window.sentinel = false; ws.addEventListener('message', (e) => { "
                                  "if (JSON.parse(e.data).type === 'measure') window.sentinel = true; }, { once: false }); "
                                  "send({type: 'measure', from: [0, 0], to: [1, 0]})"));
    return QTest::qWaitFor([&] { return m_tab.evaluate(QStringLiteral("window.sentinel")).toBool(); }, 10000);
}

bool TestBrowser::reload()
{
    m_tab.call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), QStringLiteral("http://127.0.0.1:%1/?load=%2#%3").arg(m_port).arg(++m_loads).arg(m_key)}});
    // Joined: the page holds the seat's snapshot with its own token in it.
    return QTest::qWaitFor([&] { return m_tab.evaluate(QStringLiteral("typeof snap !== 'undefined' && snap !== null && own() !== undefined")).toBool(); },
                           20000);
}

QPointF TestBrowser::squareCentre(double gx, double gy)
{
    const QJsonObject v = m_tab.evaluate(QStringLiteral("({x: view.x, y: view.y, s: view.scale})")).toObject();
    const double s = v.value(QLatin1String("s")).toDouble();
    return QPointF(v.value(QLatin1String("x")).toDouble() + gx * s, v.value(QLatin1String("y")).toDouble() + gy * s);
}

void TestBrowser::aSeatsPageShowsOnlyWhatItMayKnow_data()
{
    QTest::addColumn<QPoint>("square");
    QTest::addColumn<QString>("expected"); // "black", "seen", "token"
    QTest::newRow("beyond the wall, never explored: black") << QPoint(10, 1) << "black";
    QTest::newRow("the goblin behind the wall: no token, black") << QPoint(9, 2) << "black";
    QTest::newRow("a square the fighter sees: drawn") << QPoint(2, 3) << "seen";
    QTest::newRow("the orc the fighter sees: its token") << QPoint(4, 2) << "token";
}

void TestBrowser::aSeatsPageShowsOnlyWhatItMayKnow()
{
    QFETCH(QPoint, square);
    QFETCH(QString, expected);
    QVERIFY2(reload(), "the page never joined its seat");
    const QImage image = m_tab.screenshot();
    QCOMPARE(image.size(), QSize(390, 844));
    const auto pixel = [&](double gx, double gy) { return image.pixelColor(squareCentre(gx, gy).toPoint()); };
    const QColor centre = pixel(square.x() + 0.5, square.y() + 0.5);
    const QColor inDisc = pixel(square.x() + 0.25, square.y() + 0.5); // off the initial letter
    if (expected == QLatin1String("black")) {
        QVERIFY2(centre == QColor(Qt::black) && inDisc == QColor(Qt::black), qPrintable(centre.name()));
    } else if (expected == QLatin1String("seen")) {
        QVERIFY2(centre == QColor(0x6f, 0x8f, 0x5a), qPrintable(centre.name())); // table.js: a square seen now
    } else {
        QVERIFY2(inDisc.lightness() > 200 && inDisc != QColor(0x6f, 0x8f, 0x5a), qPrintable(inDisc.name())); // the token's face
    }
    // The seat's own sheet: hit points, AC.
    QCOMPARE(m_tab.evaluate(QStringLiteral("document.getElementById('who').textContent")).toString(), QStringLiteral("Brannoc 30/44"));
    QVERIFY(m_tab.evaluate(QStringLiteral("document.getElementById('sheet').textContent")).toString().startsWith(QLatin1String("AC 16")));
}

void TestBrowser::aTouchDragMovesItsOwnToken_data()
{
    QTest::addColumn<QString>("setting");
    QTest::newRow("players act on their turn: moved when lifted") << "turn";
    QTest::newRow("the GM wants to be asked: moved once the GM allows") << "ask";
}

void TestBrowser::aTouchDragMovesItsOwnToken()
{
    QFETCH(QString, setting);
    m_rig->referee->setPlayersMay(playersMayFromId(setting));
    QSignalSpy asked(m_rig->referee.get(), &TableReferee::questionAsked);
    QVERIFY2(reload(), "the page never joined its seat");
    // Brannoc from (1, 1) to (4, 0): three squares east and one north, 15 ft of 30.
    m_tab.touch("touchStart", squareCentre(1.5, 1.5));
    for (int i = 1; i <= 6; ++i)
        m_tab.touch("touchMove", squareCentre(1.5 + 0.5 * i, 1.5 - i / 6.0));
    QVERIFY(QTest::qWaitFor([&] { return m_tab.evaluate(QStringLiteral("document.getElementById('status').textContent")).toString() == QLatin1String("15 / 30 ft"); },
                            10000));
    // The path is drawn (blue: within the speed) across the squares it takes, and the token
    // follows the finger; the encounter hasn't changed yet.
    const QImage during = m_tab.screenshot();
    if (const QString dir = qEnvironmentVariable("BM_BROWSER_SHOTS"); !dir.isEmpty()) // to look at (docs/PLAYERS.md)
        during.save(dir + QStringLiteral("/drag.png"));
    const QJsonArray path = m_tab.evaluate(QStringLiteral("drag.answer.path")).toArray();
    QCOMPARE(path.last().toArray(), (QJsonArray{4, 0}));
    QCOMPARE(m_rig->changes, 0);
    const QJsonArray mid = path.at(path.size() / 2).toArray();
    QCOMPARE(during.pixelColor(squareCentre(mid.at(0).toInt() + 0.5, mid.at(1).toInt() + 0.5).toPoint()), QColor(0x42, 0xa5, 0xf5));
    // Lifted: the app moves Brannoc (once the GM allows it, when asked), as one change,
    // and the page shows it.
    m_tab.touch("touchEnd", {});
    if (setting == QLatin1String("ask")) {
        QTRY_COMPARE(asked.count(), 1);
        QVERIFY(QTest::qWaitFor([&] { return m_tab.evaluate(QStringLiteral("document.getElementById('status').textContent")).toString() == QStringLiteral("asked the GM…"); }, 10000));
        QCOMPARE(m_rig->changes, 0);
        m_rig->referee->answer(m_key, Seat{QStringLiteral("fighter")}, true); // the GM clicks Allow
    }
    QTRY_COMPARE(m_rig->changes, 1);
    QCOMPARE(m_rig->encounter.creature(QStringLiteral("fighter"))->position, (GridPoint{4, 0}));
    QVERIFY(QTest::qWaitFor([&] { return m_tab.evaluate(QStringLiteral("JSON.stringify(own().position)")).toString() == QLatin1String("[4,0]"); }, 10000));
}

void TestBrowser::theRulerMeasuresUnderTheRuleset()
{
    QVERIFY2(reload(), "the page never joined its seat");
    // The ruler button, tapped.
    const QJsonObject button = m_tab.evaluate(QStringLiteral("(() => { const r = document.getElementById('ruler').getBoundingClientRect();"
                                                              " return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()")).toObject();
    const QPointF at(button.value(QLatin1String("x")).toDouble(), button.value(QLatin1String("y")).toDouble());
    m_tab.touch("touchStart", at);
    m_tab.touch("touchEnd", {});
    QVERIFY(QTest::qWaitFor([&] { return m_tab.evaluate(QStringLiteral("ruler")).toBool(); }, 5000));
    // From Brannoc's square (1, 1) to (4, 3): three squares across, two down: 15 ft (dnd5e-2014).
    m_tab.touch("touchStart", squareCentre(1.5, 1.5));
    for (int i = 1; i <= 3; ++i)
        m_tab.touch("touchMove", squareCentre(1.5 + i, 1.5 + 2.0 * i / 3));
    QVERIFY2(QTest::qWaitFor([&] { return m_tab.evaluate(QStringLiteral("document.getElementById('status').textContent")).toString() == QLatin1String("15 ft"); }, 10000),
             qPrintable(m_tab.evaluate(QStringLiteral("document.getElementById('status').textContent")).toString()));
    m_tab.touch("touchEnd", {});
    QCOMPARE(m_rig->changes, 0); // measuring moves nothing
    QCOMPARE(m_rig->encounter.creature(QStringLiteral("fighter"))->position, (GridPoint{1, 1}));
}

void TestBrowser::anotherTokenStaysWhereItIs_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<QString>("shown"); // the page's status after it
    QTest::newRow("a drag that starts on the orc pans the map") << "drag" << "";
    QTest::newRow("a move of the orc forged from the page's console") << "forge" << "refused: not your token";
    QTest::newRow("a drag of its own token on the orc's turn") << "turn" << "refused: not your turn";
}

void TestBrowser::anotherTokenStaysWhereItIs()
{
    QFETCH(QString, how);
    QFETCH(QString, shown);
    if (how == QLatin1String("turn")) {
        Encounter e = table();
        startFight(e, QStringLiteral("orc"));
        m_rig->reset(e);
    }
    QVERIFY2(reload(), "the page never joined its seat");
    const Encounter before = m_rig->encounter;
    if (how == QLatin1String("forge")) {
        m_tab.evaluate(QStringLiteral("send({type: 'move', to: [2, 2], creature: 'orc'})"));
    } else {
        const QPointF from = how == QLatin1String("drag") ? squareCentre(4.5, 2.5) : squareCentre(1.5, 1.5);
        m_tab.touch("touchStart", from);
        for (int i = 1; i <= 4; ++i)
            m_tab.touch("touchMove", from + QPointF(0, 0.25 * i * (squareCentre(0, 1) - squareCentre(0, 0)).y()));
        m_tab.touch("touchEnd", {});
    }
    if (!shown.isEmpty())
        QVERIFY2(QTest::qWaitFor([&] { return m_tab.evaluate(QStringLiteral("document.getElementById('status').textContent")).toString() == shown; }, 10000),
                 qPrintable(m_tab.evaluate(QStringLiteral("document.getElementById('status').textContent")).toString()));
    else
        QVERIFY2(pageRoundTrip(), "the page's sentinel question was never answered");
    QCOMPARE(m_rig->changes, 0);
    QVERIFY(m_rig->encounter == before);
}

void TestBrowser::aRenewedLinkLeavesNothingOfTheMap_data()
{
    QTest::addColumn<bool>("renew"); // else the GM closes the table (every seat revoked)
    QTest::addColumn<QString>("shown");
    QTest::newRow("the GM renews the link") << true << QStringLiteral("the GM gave this seat a new link: ask the GM for it");
    QTest::newRow("the GM closes the seat") << false << QStringLiteral("the GM closed this seat");
}

void TestBrowser::aRenewedLinkLeavesNothingOfTheMap()
{
    QFETCH(bool, renew);
    QFETCH(QString, shown);
    QVERIFY2(reload(), "the page never joined its seat");
    const QString old = m_key;
    if (renew)
        m_key = m_rig->server->renew(old);
    else
        m_rig->server->revoke(old);
    QVERIFY2(QTest::qWaitFor([&] { return m_tab.evaluate(QStringLiteral("document.getElementById('status').textContent")).toString() == shown; }, 10000),
             qPrintable(m_tab.evaluate(QStringLiteral("document.getElementById('status').textContent")).toString()));
    // Nothing of the old map is left on the phone: every pixel under the bar is black.
    const QImage image = m_tab.screenshot();
    const int barBottom = m_tab.evaluate(QStringLiteral("Math.ceil(document.getElementById('bar').getBoundingClientRect().bottom)")).toInt();
    int lit = 0;
    for (int y = barBottom + 2; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            lit += image.pixelColor(x, y) != QColor(Qt::black);
    QCOMPARE(lit, 0);
    // The words whole on a 390-px phone, wrapped rather than cut.
    QVERIFY(m_tab.evaluate(QStringLiteral("(() => { const d = document.getElementById('status').parentElement;"
                                          " return d.scrollWidth <= d.clientWidth; })()")).toBool());
    // And it won't reconnect by itself with the dead key.
    QCOMPARE(m_tab.evaluate(QStringLiteral("snap === null && ws.onclose === null")).toBool(), true);
    if (!renew) // a seat again for whatever runs next
        m_key = m_rig->server->addSeat(Seat{QStringLiteral("fighter")});
}

QTEST_MAIN(TestBrowser)
#include "tst_browser.moc"
