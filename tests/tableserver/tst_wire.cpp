// The players' server on the wire (issue 32): a QWebSocket client on the loopback joins a
// seat with its key and gets only what the seat may know; every byte the server sends is
// recorded and searched for what must never leave the machine. Forged messages (a bad or
// revoked key, another message before hello, malformed JSON, an oversize message, a flood,
// a binary frame, an unknown type) are each refused, and the encounter stays as it was.

#include "rules/fog.h"
#include "rules/sight.h"
#include "table/seat.h"
#include "tableserver/tableserver.h"
#include "testmap.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>
#include <QWebSocket>

using namespace bm;
using namespace bm::test;

namespace {

// A fighter facing an orc; a goblin behind the wall of an unexplored room, an invisible
// ghost and a lurker the GM hides from the players.
Encounter table()
{
    return load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"............", "............", "............", "............"}),
                         R"({"walls": [{"from": [7, 0], "to": [7, 4]}, {"from": [9, 0], "to": [9, 2]}],
                             "creatures": [
        {"id": "fighter", "name": "Brannoc", "side": "party", "position": [1, 1], "hp": 30, "maxHp": 44},
        {"id": "orc", "name": "Orc Raider", "side": "hostile", "position": [4, 1], "hp": 11, "maxHp": 15},
        {"id": "gob", "name": "Goblin Behind", "side": "hostile", "position": [9, 3], "hp": 7, "maxHp": 7},
        {"id": "ghost", "name": "Unseen Ghost", "side": "hostile", "position": [3, 2], "hp": 45, "maxHp": 45,
         "conditions": ["invisible"]},
        {"id": "lurker", "name": "Goblin Lurker", "side": "hostile", "position": [5, 2], "hp": 9, "maxHp": 9,
         "hiddenFromPlayers": true}
    ]})"));
}

// A player's browser, as far as the wire goes: every byte it receives is kept.
struct Player {
    QWebSocket socket;
    QStringList received;
    Player()
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, [this](const QString &m) { received << m; });
    }
    bool open(quint16 port)
    {
        socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
        return QTest::qWaitFor([this] { return socket.state() == QAbstractSocket::ConnectedState; }, 5000);
    }
    void send(const QJsonObject &o) { socket.sendTextMessage(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact))); }
    bool waitFor(int messages) { return QTest::qWaitFor([&] { return received.size() >= messages; }, 5000); }
    QJsonObject last() const { return QJsonDocument::fromJson(received.last().toUtf8()).object(); }
};

} // namespace

class TestWire : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void aSeatGetsOnlyWhatItMayKnow();
    void forgedMessagesAreRefused_data();
    void forgedMessagesAreRefused();
    void aRevokedKeyIsRefused();

private:
    Encounter m_encounter;
    std::unique_ptr<SightMap> m_sight;
    FogOfWar m_fog;
    std::unique_ptr<TableServer> m_server;
    quint16 m_port = 0;
    QString m_key;
};

void TestWire::init()
{
    m_encounter = table();
    m_sight = std::make_unique<SightMap>(m_encounter);
    m_fog = FogOfWar(m_encounter.width, m_encounter.height);
    m_fog.update(m_encounter, *m_sight);
    m_server = std::make_unique<TableServer>();
    m_server->setSnapshotSource([this](const Seat &seat) { return seatSnapshot(m_encounter, *m_sight, m_fog, seat); });
    m_port = m_server->listen(QHostAddress::LocalHost, 0);
    QVERIFY(m_port != 0);
    m_key = m_server->addSeat(Seat{QStringLiteral("fighter")});
    QCOMPARE(m_key.size(), 32); // 128 bits
}

void TestWire::cleanup()
{
    m_server.reset();
}

void TestWire::aSeatGetsOnlyWhatItMayKnow()
{
    Player pip;
    QVERIFY(pip.open(m_port));
    pip.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
    QVERIFY(pip.waitFor(1));
    QCOMPARE(pip.last().value(QLatin1String("type")).toString(), QStringLiteral("snapshot"));
    QTRY_COMPARE(m_server->connectedCount(), 1);
    // The orc is hurt: the next snapshot says so in a word.
    m_encounter.creatures[std::size_t(m_encounter.creatureIndex(QStringLiteral("orc")))].hp = 6;
    m_server->publish();
    m_server->publish(); // coalesced: one send for both
    QVERIFY(pip.waitFor(2));
    QTest::qWait(50);
    QCOMPARE(pip.received.size(), 2);
    const QJsonObject snap = pip.last().value(QLatin1String("snapshot")).toObject();
    bool orc = false;
    for (const QJsonValue &v : snap.value(QLatin1String("creatures")).toArray())
        if (v.toObject().value(QLatin1String("id")).toString() == QLatin1String("orc")) {
            orc = true;
            QCOMPARE(v.toObject().value(QLatin1String("health")).toString(), QStringLiteral("bloodied"));
        }
    QVERIFY(orc);
    // Every byte the seat got: no hostile's numbers, no id or name of what it hasn't seen,
    // no wall of the unexplored room.
    const QString all = pip.received.join(QLatin1Char('\n'));
    for (const char *never : {"Goblin Behind", "\"gob\"", "Unseen Ghost", "\"ghost\"", "Goblin Lurker", "\"lurker\"",
                              "\"hp\":11", "\"hp\":6", "\"maxHp\":15", "[9,0]", "[9,2]"})
        QVERIFY2(!all.contains(QLatin1String(never)), never);
    QVERIFY(all.contains(QLatin1String("Orc Raider")));
}

void TestWire::forgedMessagesAreRefused_data()
{
    QTest::addColumn<QString>("first");  // sent first ("KEY": the right key's hello)
    QTest::addColumn<QString>("then");   // sent after, if any
    QTest::addColumn<bool>("closed");    // the server hangs up
    QTest::newRow("a wrong key") << R"({"type":"hello","key":"00000000000000000000000000000000"})" << QString() << true;
    QTest::newRow("a message before hello") << R"({"type":"resync"})" << QString() << true;
    QTest::newRow("malformed JSON") << R"({"type":"hello","key":)" << QString() << true;
    QTest::newRow("a key that isn't a string") << R"({"type":"hello","key":12345})" << QString() << true;
    QTest::newRow("an unknown message after joining") << "KEY" << R"({"type":"move","creature":"orc","to":[0,0]})" << false;
    QTest::newRow("an oversize message after joining") << "KEY" << QString(5000, QLatin1Char('x')) << true;
    QTest::newRow("a flood after joining") << "KEY" << "FLOOD" << true;
}

void TestWire::forgedMessagesAreRefused()
{
    QFETCH(QString, first);
    QFETCH(QString, then);
    QFETCH(bool, closed);
    const Encounter before = m_encounter;
    QSignalSpy refusals(m_server.get(), &TableServer::refused);
    Player mallory;
    QVERIFY(mallory.open(m_port));
    QSignalSpy gone(&mallory.socket, &QWebSocket::disconnected);
    const QString hello = QStringLiteral(R"({"type":"hello","key":"%1"})").arg(m_key);
    mallory.socket.sendTextMessage(first == QLatin1String("KEY") ? hello : first);
    if (!then.isEmpty()) {
        QVERIFY(mallory.waitFor(1)); // the snapshot
        if (then == QLatin1String("FLOOD")) {
            for (int i = 0; i < TableServer::kMaxMessagesPerSecond * 3; ++i)
                mallory.socket.sendTextMessage(QStringLiteral(R"({"type":"resync"})"));
        } else {
            mallory.socket.sendTextMessage(then);
        }
    }
    QTRY_VERIFY(refusals.count() >= 1);
    if (closed) {
        QTRY_VERIFY(gone.count() >= 1);
        QCOMPARE(m_server->connectedCount(), 0);
    }
    QVERIFY(m_encounter == before);
    const QString all = mallory.received.join(QLatin1Char('\n'));
    for (const char *never : {"Goblin Behind", "Unseen Ghost", "Goblin Lurker", "\"hp\":11"})
        QVERIFY2(!all.contains(QLatin1String(never)), never);
    if (first != QLatin1String("KEY")) // refused before joining: not a byte of the map
        QVERIFY2(!all.contains(QLatin1String("snapshot")), qPrintable(all));
}

void TestWire::aRevokedKeyIsRefused()
{
    Player pip;
    QVERIFY(pip.open(m_port));
    pip.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
    QVERIFY(pip.waitFor(1));
    QSignalSpy gone(&pip.socket, &QWebSocket::disconnected);
    const QString renewed = m_server->renew(m_key); // the GM renews the seat: the old key dies
    QVERIFY(!renewed.isEmpty() && renewed != m_key);
    QTRY_VERIFY(gone.count() >= 1);
    Player again;
    QVERIFY(again.open(m_port));
    again.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
    QVERIFY(again.waitFor(1));
    QCOMPARE(again.last().value(QLatin1String("type")).toString(), QStringLiteral("refused"));
    Player renewedPlayer;
    QVERIFY(renewedPlayer.open(m_port));
    renewedPlayer.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), renewed}});
    QVERIFY(renewedPlayer.waitFor(1));
    QCOMPARE(renewedPlayer.last().value(QLatin1String("type")).toString(), QStringLiteral("snapshot"));
}

QTEST_MAIN(TestWire)
#include "tst_wire.moc"
