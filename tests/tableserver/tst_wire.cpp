// The players' server on the wire: a QWebSocket client on the loopback joins a
// seat with its key and gets only what the seat may know; every byte the server sends is
// recorded and searched for what must never leave the machine. Forged messages (a bad or
// revoked key, another message before hello, malformed JSON, an oversize message, a flood,
// a binary frame, an unknown type, a malformed request) are each refused, and the encounter
// stays as it was. A seat moves its own token through the referee the app uses (path while
// dragging, then the move, made as the app makes it); a forged move of another's token, a
// move out of turn or while the GM only lets players watch is refused; with "ask me first"
// the move waits for the GM.

#include "combat/resolve.h"
#include "combat/stealth.h"
#include "rules/fog.h"
#include "rules/sight.h"
#include "table/seat.h"
#include "rules/movement.h"
#include "tableserver/referee.h"
#include "tableserver/tableserver.h"
#include "tablerig.h"
#include "wirepeers.h"
#include "testmap.h"

#include "tableserver/httpgate.h"

#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QJsonArray>
#include <QSet>
#include <QPainter>
#include <QScopeGuard>
#include <QSemaphore>
#include <QThreadPool>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <QWebSocket>

#include <tuple>

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

// A closed room east of the wall at x = 6 (its door closed), never explored: a Crypt Ghoul
// and a torch in its west half, an inner wall at x = 10 with a door, a Bone Priest and a
// lamp behind it. The fighter stands west of the room.
Encounter room()
{
    return load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"..............", "..............", "..............",
                                                                         "..............", "..............", ".............."}),
                         R"({"walls": [{"from": [6, 0], "to": [6, 2]}, {"from": [6, 2], "to": [6, 3], "door": "closed"},
                                       {"from": [6, 3], "to": [6, 6]},
                                       {"from": [10, 0], "to": [10, 2]}, {"from": [10, 2], "to": [10, 3], "door": "closed"},
                                       {"from": [10, 3], "to": [10, 6]}],
                             "lights": [{"at": [7.5, 4.5], "bright": 10, "dim": 10}, {"at": [12.5, 4.5], "bright": 10, "dim": 10}],
                             "creatures": [
        {"id": "fighter", "name": "Brannoc", "side": "party", "position": [2, 2], "hp": 30, "maxHp": 44},
        {"id": "ghoul", "name": "Crypt Ghoul", "side": "hostile", "position": [8, 4], "hp": 22, "maxHp": 22},
        {"id": "priest", "name": "Bone Priest", "side": "hostile", "position": [12, 1], "hp": 27, "maxHp": 27}
    ]})"));
}

// A corridor one square wide (y = 1) between blocked rows; the fighter at its west end and
// whatever a row adds.
Encounter corridor(const char *creatures)
{
    QJsonObject o = asciiEncounter(QStringLiteral("dnd5e-2014"), {"##########", "..........", "##########"});
    QJsonArray list = QJsonDocument::fromJson(R"([{"id": "fighter", "name": "Brannoc", "side": "party", "position": [1, 1],
                                                  "hp": 30, "maxHp": 44, "speed": {"walk": 30}}])").array();
    for (const QJsonValue &v : QJsonDocument::fromJson(creatures).array())
        list.append(v);
    o[QStringLiteral("creatures")] = list;
    return load(o);
}

// The goblin's fight (RULES.md 14.2): a 12x6 hall with a column of crates
// (half cover) at x = 8; the fighter (passive Perception 10) at [1, 1], the wizard (passive
// Perception 18) at [1, 5] behind a wall at x = 3 (y 3 to 6) that keeps the rest of the hall
// out of its sight; the goblin (Stealth +6) behind the crates at [9, 2], not hiding yet.
Encounter crates()
{
    QJsonObject o = asciiEncounter(QStringLiteral("dnd5e-2014"), {"............", "............", "............",
                                                                     "............", "............", "............"});
    QJsonArray squares;
    for (int y = 0; y < 6; ++y)
        squares.append(QJsonArray{8, y});
    o[QStringLiteral("terrain")] = QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("difficult")},
                                                          {QStringLiteral("cover"), QStringLiteral("half")},
                                                          {QStringLiteral("squares"), squares}}};
    return load(withJson(o, R"({"walls": [{"from": [3, 3], "to": [3, 6]}],
                             "creatures": [
        {"id": "fighter", "name": "Brannoc", "side": "party", "position": [1, 1], "hp": 30, "maxHp": 44, "ac": 16,
         "perception": 0},
        {"id": "wizard", "name": "Ilsabet", "side": "party", "position": [1, 5], "hp": 18, "maxHp": 18, "ac": 12,
         "perception": 8},
        {"id": "gob", "name": "Goblin Sneak", "side": "hostile", "position": [9, 2], "hp": 7, "maxHp": 7, "ac": 15,
         "stealth": 6}
    ]})"));
}

// Where a snapshot shows creature `id`, or (-1, -1).
QPoint shownAt(const QJsonObject &snapshot, const QString &id)
{
    for (const QJsonValue &v : snapshot.value(QLatin1String("creatures")).toArray())
        if (v.toObject().value(QLatin1String("id")).toString() == id) {
            const QJsonArray p = v.toObject().value(QLatin1String("position")).toArray();
            return QPoint(p.at(0).toInt(), p.at(1).toInt());
        }
    return QPoint(-1, -1);
}

// A snapshot's run-length rows decoded (see seat.h).
QSet<QPoint> squaresOn(const QJsonObject &snapshot, const char *field)
{
    QSet<QPoint> out;
    const QJsonArray rows = snapshot.value(QLatin1String(field)).toArray();
    for (int y = 0; y < rows.size(); ++y) {
        int x = 0;
        bool on = false;
        for (const QJsonValue &n : rows.at(y).toArray()) {
            for (int i = 0; i < n.toInt(); ++i, ++x)
                if (on)
                    out.insert(QPoint(x, y));
            on = !on;
        }
    }
    return out;
}

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
    void aSeatMovesItsOwnToken_data();
    void aSeatMovesItsOwnToken();
    void theGmAnswersAMoveAsked();
    void aPingReachesTheGmAndTheSeats();
    void aDeviceThatDoesntReadNeverPilesUp();
    void aScriptedFightLeaksNothing();
    void devicesOnOneSeatShareItsSnapshot();
    // The gate (httpgate.h): every connection and request bounded.
    void theGateAnswersEveryRequestOnce_data();
    void theGateAnswersEveryRequestOnce();
    void aHalfSentRequestIsCutOff();
    void aSocketThatNeverSaysHelloIsCutOff();
    void silentSocketsDontLockTheTableOut();
    void everyFrameMustBeMasked_data();
    void everyFrameMustBeMasked();
    void theTableHoldsASiege();
    void aFloodOfRefusalsIsOneLineASecond();
    void aDragFrameRevealsNothing_data();
    void aDragFrameRevealsNothing();
    void aDragsFramesGoAsPatches();
    void aMoveRunsIntoWhatTheSeatDoesntSee_data();
    void aMoveRunsIntoWhatTheSeatDoesntSee();
    void askedFirstTheAnswerIsTheSameWhateverIsInTheWay();
    void aLockedDoorLooksClosedUntilTried_data();
    void aLockedDoorLooksClosedUntilTried();
    void theSameBytesAreNeverSentTwice_data();
    void theSameBytesAreNeverSentTwice();
    void pingsAreRateLimited();
    void aPathIsSearchedOffTheGuiThread_data();
    void aPathIsSearchedOffTheGuiThread();
    void questionsDontFloodTheGm();
    void noTextOfTheSendersChoosing_data();
    void noTextOfTheSendersChoosing();
    void aGoneSeatsQuestionIsWithdrawn_data();
    void aGoneSeatsQuestionIsWithdrawn();
    void aHiddenCreatureReachesOnlyTheSeatsThatPerceiveIt_data();
    void aHiddenCreatureReachesOnlyTheSeatsThatPerceiveIt();

private:
    std::unique_ptr<TableRig> m_rig;
    quint16 m_port = 0;
    QString m_key;
};

void TestWire::init()
{
    m_rig = std::make_unique<TableRig>(table());
    m_port = m_rig->server->listen(QHostAddress::LocalHost, 0);
    QVERIFY(m_port != 0);
    m_key = m_rig->server->addSeat(Seat{QStringLiteral("fighter")});
    QCOMPARE(m_key.size(), 32); // 128 bits
}

void TestWire::cleanup()
{
    m_rig.reset();
}

void TestWire::aSeatGetsOnlyWhatItMayKnow()
{
    Player pip;
    QVERIFY(pip.open(m_port));
    pip.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
    QVERIFY(pip.waitFor(1));
    QCOMPARE(pip.last().value(QLatin1String("type")).toString(), QStringLiteral("snapshot"));
    QTRY_COMPARE(m_rig->server->connectedCount(), 1);
    // The orc is hurt: the next snapshot says so in a word.
    m_rig->encounter.creatures[std::size_t(m_rig->encounter.creatureIndex(QStringLiteral("orc")))].hp = 6;
    m_rig->server->publish();
    m_rig->server->publish(); // coalesced: one send for both
    QVERIFY(pip.waitFor(2));
    QCOMPARE(pip.roundTrip(), 2); // nothing between the one snapshot and the sentinel's answer
    const QJsonObject snap = pip.lastSnapshot();
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
    QTest::newRow("an unknown message after joining") << "KEY" << R"({"type":"teleport","to":[0,0]})" << false;
    QTest::newRow("a forged move of the orc's token") << "KEY" << R"({"type":"move","creature":"orc","to":[2,2]})" << false;
    QTest::newRow("a forged move of the hidden lurker") << "KEY" << R"({"type":"move","creature":"lurker","to":[2,2]})" << false;
    QTest::newRow("a path to half a square") << "KEY" << R"({"type":"path","to":[1.5,2]})" << false;
    QTest::newRow("a path with a field too many") << "KEY" << R"({"type":"path","to":[1,2],"creature":"orc"})" << false;
    QTest::newRow("a move to a negative square") << "KEY" << R"({"type":"move","to":[-1,0]})" << false;
    QTest::newRow("a move off any map") << "KEY" << R"({"type":"move","to":[100001,0]})" << false;
    QTest::newRow("a move to a square that isn't a pair") << "KEY" << R"({"type":"move","to":[1,2,3]})" << false;
    QTest::newRow("a door at a string") << "KEY" << R"({"type":"door","at":["a",1]})" << false;
    QTest::newRow("a ping without a square") << "KEY" << R"({"type":"ping"})" << false;
    QTest::newRow("a hello with a language that isn't one") << R"({"type":"hello","key":"KEYHEX","lang":"<script>"})" << QString() << true;
    QTest::newRow("an oversize message after joining") << "KEY" << QString(5000, QLatin1Char('x')) << true;
    QTest::newRow("a flood after joining") << "KEY" << "FLOOD" << true;
}

void TestWire::forgedMessagesAreRefused()
{
    QFETCH(QString, first);
    QFETCH(QString, then);
    QFETCH(bool, closed);
    const Encounter before = m_rig->encounter;
    QSignalSpy refusals(m_rig->server.get(), &TableServer::refused);
    Player mallory;
    QVERIFY(mallory.open(m_port));
    QSignalSpy gone(&mallory.socket, &QWebSocket::disconnected);
    const QString hello = QStringLiteral(R"({"type":"hello","key":"%1"})").arg(m_key);
    mallory.socket.sendTextMessage(first == QLatin1String("KEY") ? hello : QString(first).replace(QLatin1String("KEYHEX"), m_key));
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
        QCOMPARE(m_rig->server->connectedCount(), 0);
    }
    QVERIFY(m_rig->encounter == before);
    const QString all = mallory.received.join(QLatin1Char('\n'));
    for (const char *never : {"Goblin Behind", "Unseen Ghost", "Goblin Lurker", "\"hp\":11"})
        QVERIFY2(!all.contains(QLatin1String(never)), never);
    if (first != QLatin1String("KEY")) // refused before joining: not a byte of the map
        QVERIFY2(!all.contains(QLatin1String("snapshot")) && !all.contains(QLatin1String("\"patch\"")), qPrintable(all));
}

void TestWire::aRevokedKeyIsRefused()
{
    Player pip;
    QVERIFY(pip.open(m_port));
    pip.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
    QVERIFY(pip.waitFor(1));
    QSignalSpy gone(&pip.socket, &QWebSocket::disconnected);
    const QString renewed = m_rig->server->renew(m_key); // the GM renews the seat: the old key dies
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


void TestWire::aSeatMovesItsOwnToken_data()
{
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QString>("turn"); // empty: no fight
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("answer"); // moved, refused, pending
    QTest::addColumn<QString>("code");
    QTest::addColumn<QPoint>("fighterAfter");
    QTest::newRow("its own token, out of combat") << "turn" << "" << R"({"type":"move","to":[2,2]})" << "moved" << "" << QPoint(2, 2);
    QTest::newRow("its own token, naming itself") << "turn" << "" << R"({"type":"move","to":[2,0],"creature":"fighter"})" << "moved"
                                                   << "" << QPoint(2, 0);
    QTest::newRow("on its own turn") << "turn" << "fighter" << R"({"type":"move","to":[2,2]})" << "moved" << "" << QPoint(2, 2);
    QTest::newRow("on the orc's turn") << "turn" << "orc" << R"({"type":"move","to":[2,2]})" << "refused" << "not-your-turn"
                                       << QPoint(1, 1);
    QTest::newRow("the GM only lets them watch") << "watch" << "" << R"({"type":"move","to":[2,2]})" << "refused" << "gm-moves"
                                                 << QPoint(1, 1);
    QTest::newRow("the GM wants to be asked") << "ask" << "orc" << R"({"type":"move","to":[2,2]})" << "pending" << ""
                                              << QPoint(1, 1);
    QTest::newRow("a forged move of the orc's token") << "turn" << "" << R"({"type":"move","to":[2,2],"creature":"orc"})"
                                                      << "refused" << "not-yours" << QPoint(1, 1);
    QTest::newRow("behind the wall, never explored") << "turn" << "" << R"({"type":"move","to":[10,1]})" << "refused" << "no-path"
                                                     << QPoint(1, 1);
    QTest::newRow("onto the invisible ghost: stops before it") << "turn" << "" << R"({"type":"move","to":[3,2]})" << "moved"
                                                               << "stopped" << QPoint(2, 2);
}

void TestWire::aSeatMovesItsOwnToken()
{
    QFETCH(QString, setting);
    QFETCH(QString, turn);
    QFETCH(QString, move);
    QFETCH(QString, answer);
    QFETCH(QString, code);
    QFETCH(QPoint, fighterAfter);
    if (!turn.isEmpty())
        startFight(m_rig->encounter, turn);
    m_rig->engine->invalidate();
    m_rig->referee->setPlayersMay(playersMayFromId(setting));
    const Encounter before = m_rig->encounter;
    const GridPoint orcBefore = m_rig->encounter.creature(QStringLiteral("orc"))->position;

    Player pip;
    QVERIFY(pip.open(m_port));
    pip.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
    QVERIFY(pip.waitFor(1));
    // Dragging: the path as the seat knows it, then the drop.
    const QJsonObject to = QJsonDocument::fromJson(move.toUtf8()).object();
    pip.send({{QStringLiteral("type"), QStringLiteral("path")}, {QStringLiteral("to"), to.value(QLatin1String("to"))}});
    QVERIFY(pip.waitFor(2));
    QCOMPARE(pip.last().value(QLatin1String("type")).toString(), QStringLiteral("path"));
    pip.socket.sendTextMessage(move);
    QVERIFY(QTest::qWaitFor([&] {
        for (const QString &m : std::as_const(pip.received))
            if (QJsonDocument::fromJson(m.toUtf8()).object().value(QLatin1String("type")).toString() == answer)
                return true;
        return false;
    }, 5000));
    QJsonObject reply;
    for (const QString &m : std::as_const(pip.received))
        if (const QJsonObject o = QJsonDocument::fromJson(m.toUtf8()).object(); o.value(QLatin1String("type")).toString() == answer)
            reply = o;
    QCOMPARE(reply.value(QLatin1String("code")).toString(), code);
    const GridPoint at = m_rig->encounter.creature(QStringLiteral("fighter"))->position;
    QCOMPARE(QPoint(at.x, at.y), fighterAfter);
    QCOMPARE(m_rig->encounter.creature(QStringLiteral("orc"))->position, orcBefore); // no one else moved
    if (answer != QLatin1String("moved")) {
        QVERIFY(m_rig->encounter == before); // refused or waiting: not a thing changed
        QCOMPARE(m_rig->changes, 0);
    } else {
        QCOMPARE(m_rig->changes, 1); // one change: the app's one undo step
        QVERIFY(pip.waitFor(4)); // and every seat gets the map as it is now
    }
    if (!turn.isEmpty() && answer == QLatin1String("moved")) // paid from its turn
        QVERIFY(m_rig->encounter.combat.combatant(QStringLiteral("fighter"))->movementSpent > 0);
    // Not a byte of what the seat may not know, whatever it asked.
    const QString all = pip.received.join(QLatin1Char('\n'));
    for (const char *never : {"Goblin Behind", "\"gob\"", "Unseen Ghost", "\"ghost\"", "Goblin Lurker", "\"lurker\"", "\"hp\":11"})
        QVERIFY2(!all.contains(QLatin1String(never)), never);
}

void TestWire::theGmAnswersAMoveAsked()
{
    m_rig->referee->setPlayersMay(PlayersMay::AskTheGm);
    QSignalSpy asked(m_rig->referee.get(), &TableReferee::questionAsked);
    Player pip;
    QVERIFY(pip.open(m_port));
    pip.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
    QVERIFY(pip.waitFor(1));
    pip.send({{QStringLiteral("type"), QStringLiteral("move")}, {QStringLiteral("to"), QJsonArray{2, 2}}});
    QTRY_COMPARE(asked.count(), 1);
    QVERIFY(asked.first().at(2).toString().contains(QLatin1String("Brannoc")));
    QCOMPARE(m_rig->changes, 0);
    // The GM says no: the seat hears it, nothing moves.
    m_rig->referee->answer(m_key, Seat{QStringLiteral("fighter")}, false);
    QTRY_VERIFY(pip.received.last().contains(QLatin1String("gm-refused")));
    QCOMPARE(m_rig->changes, 0);
    // Asked again, and allowed: made as things are now.
    pip.send({{QStringLiteral("type"), QStringLiteral("move")}, {QStringLiteral("to"), QJsonArray{2, 2}}});
    QTRY_COMPARE(asked.count(), 2);
    m_rig->referee->answer(m_key, Seat{QStringLiteral("fighter")}, true);
    QCOMPARE(m_rig->changes, 1);
    QCOMPARE(m_rig->encounter.creature(QStringLiteral("fighter"))->position, (GridPoint{2, 2}));
    QTRY_VERIFY(std::any_of(pip.received.begin(), pip.received.end(), [](const QString &m) { return m.contains(QLatin1String("\"moved\"")); }));
    // An answer to nothing asked does nothing.
    m_rig->referee->answer(m_key, Seat{QStringLiteral("fighter")}, true);
    QCOMPARE(m_rig->changes, 1);
}

void TestWire::aPingReachesTheGmAndTheSeats()
{
    m_rig->referee->setLimits(TableReferee::Limits{0, 1000}); // every ping (the limit: pingsAreRateLimited)
    QSignalSpy pinged(m_rig->referee.get(), &TableReferee::pinged);
    const QString tv = m_rig->server->addSeat(Seat{});
    Player pip, screen;
    QVERIFY(pip.open(m_port) && screen.open(m_port));
    pip.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
    screen.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), tv}});
    QVERIFY(pip.waitFor(1) && screen.waitFor(1));
    pip.send({{QStringLiteral("type"), QStringLiteral("ping")}, {QStringLiteral("at"), QJsonArray{4, 3}}});
    QTRY_COMPARE(pinged.count(), 1);
    QCOMPARE(pinged.first().at(1).toString(), QStringLiteral("Brannoc"));
    QVERIFY(screen.waitFor(2));
    QCOMPARE(screen.last().value(QLatin1String("type")).toString(), QStringLiteral("ping"));
    QCOMPARE(screen.last().value(QLatin1String("at")).toArray(), (QJsonArray{4, 3}));
    QVERIFY(std::none_of(pip.received.begin(), pip.received.end(), [](const QString &m) { return m.contains(QLatin1String("\"ping\"")); }));
    // A square behind the wall, never explored: the GM sees it, no seat hears of it.
    const int before = screen.received.size();
    pip.send({{QStringLiteral("type"), QStringLiteral("ping")}, {QStringLiteral("at"), QJsonArray{10, 1}}});
    QTRY_COMPARE(pinged.count(), 2);
    QCOMPARE(screen.roundTrip(), before); // the screen's sentinel answered, no ping before it
    QCOMPARE(m_rig->changes, 0);
}

void TestWire::aScriptedFightLeaksNothing()
{
    // The background: the part west of the wall (x < 7) green, everything east of it (the
    // unexplored room) magenta, 16 pixels a square.
    const int pps = 16;
    QImage picture(m_rig->encounter.width * pps, m_rig->encounter.height * pps, QImage::Format_RGB32);
    picture.fill(QColor(255, 0, 255));
    QPainter(&picture).fillRect(0, 0, 7 * pps, m_rig->encounter.height * pps, QColor(40, 160, 60));
    m_rig->server->setBackground(picture, pps);
    m_rig->server->setExplored(m_rig->fog);
    m_rig->referee->setPlayersMay(PlayersMay::ActOnTheirTurn);

    Player pip;
    QVERIFY(pip.open(m_port));
    pip.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
    QVERIFY(pip.waitFor(2)); // the snapshot and the tiles
    const auto gm = [&](const std::function<void(Encounter &)> &change) {
        // The seat's snapshot made again (sent only when it changed for the seat).
        const int before = m_rig->snapshotsMade;
        m_rig->make(change);
        m_rig->server->setExplored(m_rig->fog);
        QTRY_VERIFY(m_rig->snapshotsMade > before);
    };
    const auto creature = [&](Encounter &e, const char *id) -> Creature & { return e.creatures[std::size_t(e.creatureIndex(QLatin1String(id)))]; };
    // The fight starts; the orc steps up and is hurt, the hidden lurker and the invisible
    // ghost close in, the goblin paces in its unexplored room, a Fog Cloud falls between.
    gm([&](Encounter &e) { startFight(e, QStringLiteral("fighter")); });
    gm([&](Encounter &e) { creature(e, "orc").position = GridPoint{3, 1}; });
    gm([&](Encounter &e) { creature(e, "orc").hp = 4; });
    gm([&](Encounter &e) { creature(e, "lurker").position = GridPoint{2, 2}; });
    gm([&](Encounter &e) { creature(e, "ghost").position = GridPoint{0, 2}; });
    gm([&](Encounter &e) { creature(e, "gob").position = GridPoint{10, 1}; });
    gm([&](Encounter &e) {
        Effect fog;
        fog.name = QStringLiteral("Fog Cloud");
        fog.rounds = 600;
        EffectArea area;
        area.shape = QStringLiteral("sphere");
        area.sizeFeet = 20;
        area.origin = QPointF(5, 3);
        area.obscured = Obscurement::Heavy;
        for (int y = 2; y < 4; ++y)
            for (int x = 4; x < 7; ++x)
                area.squares.push_back(GridPoint{x, y});
        fog.area = area;
        e.combat.effects.push_back(fog);
    });
    // The player drags and moves their own token; the orc's turn comes; damage lands.
    pip.send({{QStringLiteral("type"), QStringLiteral("path")}, {QStringLiteral("to"), QJsonArray{1, 0}}});
    pip.send({{QStringLiteral("type"), QStringLiteral("move")}, {QStringLiteral("to"), QJsonArray{1, 0}}});
    QTRY_COMPARE(m_rig->encounter.creature(QStringLiteral("fighter"))->position, (GridPoint{1, 0}));
    gm([&](Encounter &e) { e.combat.turn = QStringLiteral("orc"); });
    gm([&](Encounter &e) { creature(e, "fighter").hp = 21; });
    QVERIFY(pip.roundTrip() >= 0);

    // Every byte: no hostile's numbers, nothing of what the seat never saw...
    const QString all = pip.received.join(QLatin1Char('\n'));
    for (const char *never : {"Goblin Behind", "\"gob\"", "Unseen Ghost", "\"ghost\"", "Goblin Lurker", "\"lurker\"",
                              "\"hp\":11", "\"hp\":4", "\"maxHp\":15", "\"hp\":45", "\"hp\":9", "[9,0]", "[9,2]", "[10,1]"})
        QVERIFY2(!all.contains(QLatin1String(never)), never);
    QVERIFY(all.contains(QLatin1String("\"hp\":21"))); // its own, yes
    QVERIFY(all.contains(QLatin1String("\"bloodied\""))); // the orc, in a word
    // ... and no pixel of an unexplored square: every tile decoded, not a magenta pixel in
    // any, while the explored squares' green is there.
    int tiles = 0;
    bool green = false;
    for (const QString &m : std::as_const(pip.received)) {
        const QJsonObject o = QJsonDocument::fromJson(m.toUtf8()).object();
        if (o.value(QLatin1String("type")).toString() != QLatin1String("tiles"))
            continue;
        for (const QJsonValue &t : o.value(QLatin1String("tiles")).toArray()) {
            const QImage tile = QImage::fromData(QByteArray::fromBase64(t.toArray().at(2).toString().toLatin1()), "JPEG");
            QVERIFY(!tile.isNull());
            ++tiles;
            for (int y = 0; y < tile.height(); ++y)
                for (int x = 0; x < tile.width(); ++x) {
                    const QColor c = tile.pixelColor(x, y);
                    QVERIFY2(!(c.red() > 120 && c.blue() > 120 && c.green() < 100), qPrintable(QStringLiteral("magenta at %1, %2").arg(x).arg(y)));
                    green = green || (c.green() > 120 && c.red() < 90);
                }
        }
    }
    QVERIFY(tiles > 0);
    QVERIFY(green);
}

void TestWire::devicesOnOneSeatShareItsSnapshot()
{
    int made = 0;
    m_rig->server->setSnapshotSource([&](const Seat &seat) {
        ++made;
        return seatSnapshot(m_rig->encounter, *m_rig->sight, m_rig->fog, seat);
    });
    // Three devices on Brannoc's seat (a phone, a laptop, a phone reconnecting).
    Player a, b, c;
    for (Player *p : {&a, &b, &c}) {
        QVERIFY(p->open(m_port));
        p->send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
        QVERIFY(p->waitFor(1));
    }
    made = 0;
    m_rig->encounter.creatures[std::size_t(m_rig->encounter.creatureIndex(QStringLiteral("orc")))].position = GridPoint{4, 2};
    m_rig->server->publish();
    QVERIFY(a.waitFor(2) && b.waitFor(2) && c.waitFor(2));
    QCOMPARE(made, 1); // made once for the seat, sent three times
    QCOMPARE(a.received.last(), c.received.last());
    QVERIFY(a.received.last().contains(QLatin1String("[4,2]")));
}

void TestWire::aDeviceThatDoesntReadNeverPilesUp()
{
    // Big snapshots (a quarter megabyte each), numbered, every one different all through
    // (a patch on the one before is as big).
    int frame = 0;
    m_rig->server->setSnapshotSource([&](const Seat &) {
        return QJsonObject{{QStringLiteral("frame"), frame}, {QStringLiteral("padding"), QString(256 * 1024, QLatin1Char(char('a' + frame % 26)))}};
    });
    // A phone gone to sleep: joined, then it reads nothing (a socket with a tiny buffer).
    QTcpSocket sleeper;
    sleeper.setReadBufferSize(1024);
    sleeper.setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, 4096);
    sleeper.connectToHost(QHostAddress::LocalHost, m_port);
    QVERIFY(sleeper.waitForConnected(5000));
    sleeper.write("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
    QVERIFY(QTest::qWaitFor([&] { return sleeper.bytesAvailable() > 0; }, 5000)); // 101 Switching Protocols
    QVERIFY(sleeper.peek(40).contains("101"));
    // hello, as a masked text frame (RFC 6455: a client masks what it sends)
    const QByteArray hello = QStringLiteral(R"({"type":"hello","key":"%1"})").arg(m_key).toUtf8();
    QByteArray frameBytes;
    frameBytes.append(char(0x81)).append(char(0x80 | hello.size()));
    const char mask[4] = {0x11, 0x22, 0x33, 0x44};
    frameBytes.append(mask, 4);
    for (int i = 0; i < hello.size(); ++i)
        frameBytes.append(char(hello[i] ^ mask[i % 4]));
    sleeper.write(frameBytes);
    QTRY_COMPARE(m_rig->server->connectedCount(), 1);
    // A phone that reads, beside it.
    Player pip;
    QVERIFY(pip.open(m_port));
    pip.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
    QVERIFY(pip.waitFor(1));
    qint64 most = 0;
    for (frame = 1; frame <= 60; ++frame) {
        m_rig->server->publish();
        QTest::qWait(5);
        most = std::max(most, m_rig->server->largestQueue());
    }
    --frame;
    // The sleeper's queue stays bounded (one snapshot over the limit at most), snapshots
    // were skipped for it, and the phone that reads has the newest.
    QVERIFY2(most <= TableServer::kMaxQueuedBytes + 300 * 1024, qPrintable(QString::number(most)));
    QVERIFY(m_rig->server->skippedSnapshots() > 0);
    QVERIFY(QTest::qWaitFor([&] { return pip.received.last().contains(QStringLiteral("\"frame\":%1,").arg(frame)); }, 10000));
    sleeper.abort();
}

void TestWire::theGateAnswersEveryRequestOnce_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("status");
    QTest::addColumn<QByteArray>("bodyHas"); // empty: no body at all

    const QByteArray host = "Host: 127.0.0.1\r\n";
    QTest::newRow("the page") << "GET / HTTP/1.1\r\n" + host + "\r\n" << QByteArray("200") << QByteArray("<canvas");
    QTest::newRow("the script") << "GET /table.js HTTP/1.1\r\n" + host + "\r\n" << QByteArray("200") << QByteArray("WebSocket");
    QTest::newRow("HEAD has headers and no body") << "HEAD / HTTP/1.1\r\n" + host + "\r\n" << QByteArray("200") << QByteArray();
    QTest::newRow("HEAD with a body") << "HEAD / HTTP/1.1\r\n" + host + "Content-Length: 4\r\n\r\nabcd" << QByteArray("400")
                                      << QByteArray();
    QTest::newRow("an unknown path") << "GET /etc/passwd HTTP/1.1\r\n" + host + "\r\n" << QByteArray("404") << QByteArray("404");
    QTest::newRow("a POST upload") << "POST / HTTP/1.1\r\n" + host + "Content-Length: 1048576\r\n\r\n" + QByteArray(64 * 1024, 'u')
                                   << QByteArray("405") << QByteArray("405");
    QTest::newRow("a PUT") << "PUT /table.js HTTP/1.1\r\n" + host + "Content-Length: 3\r\n\r\nabc" << QByteArray("405") << QByteArray("405");
    QTest::newRow("a DELETE") << "DELETE / HTTP/1.1\r\n" + host + "\r\n" << QByteArray("405") << QByteArray("405");
    QTest::newRow("a GET with a body") << "GET / HTTP/1.1\r\n" + host + "Content-Length: 10\r\n\r\n0123456789" << QByteArray("400")
                                       << QByteArray("400");
    QTest::newRow("a chunked GET") << "GET / HTTP/1.1\r\n" + host + "Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"
                                   << QByteArray("400") << QByteArray("400");
    QTest::newRow("a header line over the limit") << "GET / HTTP/1.1\r\n" + host + "X-Long: " + QByteArray(256 * 1024, 'a') << QByteArray("431")
                                         << QByteArray("431");
    QByteArray many = "GET / HTTP/1.1\r\n" + host;
    for (int i = 0; i < 200; ++i)
        many += "X-" + QByteArray::number(i) + ": 1\r\n";
    QTest::newRow("200 headers") << many + "\r\n" << QByteArray("431") << QByteArray("431");
    QTest::newRow("HTTP/2.0") << "GET / HTTP/2.0\r\n" + host + "\r\n" << QByteArray("505") << QByteArray("505");
    QTest::newRow("no Host") << QByteArray("GET / HTTP/1.1\r\n\r\n") << QByteArray("400") << QByteArray("400");
    QTest::newRow("a folded header") << "GET / HTTP/1.1\r\n" + host + "X-A: 1\r\n  2\r\n\r\n" << QByteArray("400") << QByteArray("400");
    QTest::newRow("the socket's path without an upgrade") << "GET /ws HTTP/1.1\r\n" + host + "\r\n" << QByteArray("400")
                                                          << QByteArray("400");
    QTest::newRow("a page from another site") << RawPeer::upgradeRequest(0, "http://evil.example") << QByteArray("403")
                                              << QByteArray("403");
    QTest::newRow("keep-alive asked, still one request")
        << "GET / HTTP/1.1\r\n" + host + "Connection: keep-alive\r\n\r\nGET /table.js HTTP/1.1\r\n" + host + "\r\n" << QByteArray("200")
        << QByteArray("<canvas");
    QTest::newRow("Connection: close") << "GET /table.js HTTP/1.1\r\n" + host + "Connection: close\r\n\r\n" << QByteArray("200")
                                       << QByteArray("WebSocket");
}

void TestWire::theGateAnswersEveryRequestOnce()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, status);
    QFETCH(QByteArray, bodyHas);
    RawPeer peer;
    peer.connectTo(m_port);
    peer.socket.write(request);
    // Answered once, and hung up on: one request a connection, whatever the peer asked.
    QVERIFY2(peer.closed(), peer.got.left(200).constData());
    QVERIFY2(peer.got.startsWith("HTTP/1.1 " + status + ' '), peer.got.left(200).constData());
    QCOMPARE(peer.got.count("HTTP/1.1 "), 1);
    const qsizetype headEnd = peer.got.indexOf("\r\n\r\n");
    QVERIFY(headEnd > 0);
    const QByteArray head = peer.got.left(headEnd);
    QVERIFY(head.contains("\r\nConnection: close"));
    const QByteArray body = peer.got.mid(headEnd + 4);
    if (bodyHas.isEmpty())
        QVERIFY(body.isEmpty());
    else
        QVERIFY2(body.contains(bodyHas), body.left(200).constData());
    if (status == "405")
        QVERIFY(head.contains("\r\nAllow: GET"));
    QTRY_COMPARE(m_rig->server->gate()->openSockets(), 0);
}

void TestWire::aHalfSentRequestIsCutOff()
{
    // A slow-loris: the head never ends; a line every second would not keep it either.
    RawPeer loris;
    loris.connectTo(m_port);
    loris.socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    QTRY_COMPARE(m_rig->server->gate()->openSockets(), 1);
    QTimer drip;
    QObject::connect(&drip, &QTimer::timeout, [&] { loris.socket.write("X-Drip: 1\r\n"); });
    drip.start(1000);
    QVERIFY(loris.closed(HttpGate::kHeadDeadlineMs * 3));
    QVERIFY(loris.got.isEmpty()); // cut off, not answered
    QCOMPARE(m_rig->server->gate()->timedOut(), 1);
    QTRY_COMPARE(m_rig->server->gate()->openSockets(), 0);
}

void TestWire::aSocketThatNeverSaysHelloIsCutOff()
{
    QWebSocket silent;
    QSignalSpy closed(&silent, &QWebSocket::disconnected);
    silent.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(m_port)));
    QVERIFY(QTest::qWaitFor([&] { return silent.state() == QAbstractSocket::ConnectedState; }, 5000));
    QVERIFY(closed.wait(HttpGate::kHelloDeadlineMs * 3));
    QCOMPARE(m_rig->server->gate()->timedOut(), 1);
    QCOMPARE(m_rig->server->connectedCount(), 0);
}

void TestWire::silentSocketsDontLockTheTableOut()
{
    // 64 sockets that never say hello (as many as the seats' limit), then a real player.
    std::vector<std::unique_ptr<QWebSocket>> silent;
    for (int i = 0; i < TableServer::kMaxClients; ++i) {
        silent.push_back(std::make_unique<QWebSocket>());
        silent.back()->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(m_port)));
    }
    QVERIFY(QTest::qWaitFor([&] { return m_rig->server->gate()->openSockets() >= HttpGate::kMaxUnjoinedPerAddress; }, 5000));
    Player pip;
    QVERIFY(pip.open(m_port));
    pip.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
    QVERIFY(pip.waitFor(1));
    QCOMPARE(pip.last().value(QLatin1String("type")).toString(), QStringLiteral("snapshot"));
    QCOMPARE(m_rig->server->connectedCount(), 1);
    // One address holds at most its share of sockets not joined; the older ones went.
    QVERIFY(m_rig->server->gate()->openSockets() <= HttpGate::kMaxUnjoinedPerAddress + 1);
    QVERIFY(m_rig->server->gate()->pushedOut() >= TableServer::kMaxClients - HttpGate::kMaxUnjoinedPerAddress);
}

void TestWire::everyFrameMustBeMasked_data()
{
    QTest::addColumn<bool>("helloMasked");
    QTest::addColumn<bool>("resyncMasked"); // sent after joining
    QTest::addColumn<bool>("joins");
    QTest::addColumn<bool>("closed1002");
    QTest::newRow("masked hello and resync") << true << true << true << false;
    QTest::newRow("an unmasked hello") << false << true << false << true;
    QTest::newRow("an unmasked frame after joining") << true << false << true << true;
}

void TestWire::everyFrameMustBeMasked()
{
    QFETCH(bool, helloMasked);
    QFETCH(bool, resyncMasked);
    QFETCH(bool, joins);
    QFETCH(bool, closed1002);
    RawPeer peer;
    peer.connectTo(m_port);
    peer.socket.write(RawPeer::upgradeRequest(m_port));
    QVERIFY(QTest::qWaitFor([&] { return peer.got.contains("\r\n\r\n"); }, 5000));
    QVERIFY2(peer.got.startsWith("HTTP/1.1 101"), peer.got.constData());
    peer.got.clear();
    peer.socket.write(RawPeer::textFrame(QStringLiteral(R"({"type":"hello","key":"%1"})").arg(m_key).toUtf8(), helloMasked));
    if (joins) {
        QVERIFY(QTest::qWaitFor([&] { return peer.got.contains("\"snapshot\""); }, 5000));
        QCOMPARE(m_rig->server->connectedCount(), 1);
        peer.got.clear();
        peer.socket.write(RawPeer::textFrame(QByteArrayLiteral(R"({"type":"resync"})"), resyncMasked));
    }
    if (!closed1002) {
        QVERIFY(QTest::qWaitFor([&] { return peer.got.contains("\"snapshot\""); }, 5000)); // the resync's answer
        return;
    }
    // A close frame (0x88) with 1002, nothing else, and the connection gone.
    QVERIFY(peer.closed());
    QVERIFY2(peer.got.size() >= 4 && quint8(peer.got[0]) == 0x88, peer.got.toHex().constData());
    QCOMPARE((quint8(peer.got[2]) << 8) | quint8(peer.got[3]), 1002);
    QVERIFY(!peer.got.contains("snapshot"));
    QTRY_COMPARE(m_rig->server->connectedCount(), 0);
}

void TestWire::theTableHoldsASiege()
{
    // The attacker's sockets live in this process too: room for them (the server's own
    // share is what is checked, below).
    QVERIFY2(roomForFiles(4096), "the test needs 4096 open files for the attacker's sockets");

    const HttpGate *gate = m_rig->server->gate();
    {
        // Once before counting: what Qt opens on first use (its notifiers, the network's
        // state) is not the server's.
        Player first;
        QVERIFY(first.open(m_port));
        first.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
        QVERIFY(first.waitFor(1));
        RawPeer raw;
        raw.connectTo(m_port, QHostAddress(QStringLiteral("127.0.0.2")));
        raw.socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        QVERIFY(raw.closed());
    }
    QTRY_COMPARE(gate->openSockets(), 0);
    const int filesBefore = openFiles();
    const qint64 rssBefore = residentKb();
    int mostOpen = 0;
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, [&] { mostOpen = std::max(mostOpen, gate->openSockets()); });
    watch.start(1);

    // 2,000 half-sent requests from 20 addresses, and 64 WebSockets that never say hello.
    std::vector<std::unique_ptr<RawPeer>> siege = besiege(m_port);
    QVERIFY(QTest::qWaitFor([&] { return gate->pushedOut() >= 2000 - HttpGate::kMaxUnjoined; }, 10000));
    const int filesDuring = openFiles();
    const qint64 rssDuring = residentKb();

    // A real player joins while the siege holds.
    QElapsedTimer joining;
    joining.start();
    Player pip;
    QVERIFY(pip.open(m_port));
    pip.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), m_key}});
    QVERIFY(pip.waitFor(1));
    const qint64 joinMs = joining.elapsed();
    QCOMPARE(pip.last().value(QLatin1String("type")).toString(), QStringLiteral("snapshot"));
    const int openWhenJoined = gate->openSockets();
    QVERIFY2(openWhenJoined > HttpGate::kMaxUnjoined / 2, qPrintable(QString::number(openWhenJoined))); // the siege still held
    // The server never held more than its bound, whatever came.
    QVERIFY2(mostOpen <= HttpGate::kMaxSockets, qPrintable(QString::number(mostOpen)));

    // The attack ends (the deadlines would end it too): every descriptor comes back.
    siege.clear();
    pip.socket.close();
    QTRY_COMPARE_WITH_TIMEOUT(gate->openSockets(), 0, 10000);
    const bool filesBack = QTest::qWaitFor([&] { return openFiles() == filesBefore; }, 10000);
    if (!filesBack)
        for (const QFileInfo &f : QDir(QStringLiteral("/proc/self/fd")).entryInfoList(QDir::NoDotAndDotDot | QDir::System | QDir::Files))
            qWarning("%s -> %s", qPrintable(f.fileName()), qPrintable(f.symLinkTarget()));
    QVERIFY(filesBack);
    qInfo("siege: the server held at most %d sockets (bound %d), pushed out %d, cut off %d; process files %d before, %d "
          "during (the attacker's included), %d after; resident %lld kB before, %lld kB during; a player joined in %lld ms",
          mostOpen, HttpGate::kMaxSockets, gate->pushedOut(), gate->timedOut(), filesBefore, filesDuring, openFiles(), rssBefore,
          rssDuring, joinMs);
}

void TestWire::aFloodOfRefusalsIsOneLineASecond()
{
    QSignalSpy lines(m_rig->server.get(), &TableServer::refused);
    // 40 requests the gate refuses, as fast as they come.
    std::vector<std::unique_ptr<RawPeer>> peers;
    for (int i = 0; i < 40; ++i) {
        peers.push_back(std::make_unique<RawPeer>());
        peers.back()->connectTo(m_port);
        peers.back()->socket.write("DELETE / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    }
    for (auto &p : peers)
        QVERIFY(p->closed());
    // One line at once, the rest counted in the next (a second later).
    QVERIFY(lines.size() >= 1);
    QVERIFY(lines.size() < 40);
    QVERIFY(lines.wait(3000));
    QVERIFY2(lines.last().first().toString().contains(QLatin1String("more")), qPrintable(lines.last().first().toString()));
}

void TestWire::aDragFrameRevealsNothing_data()
{
    QTest::addColumn<bool>("dropped"); // else cancelled with Esc
    QTest::newRow("the GM drags a party token across the closed room and drops it there") << true;
    QTest::newRow("the same drag cancelled with Esc") << false;
}

void TestWire::aDragFrameRevealsNothing()
{
    QFETCH(bool, dropped);
    m_rig->reset(room());
    m_key = m_rig->server->addSeat(Seat{QStringLiteral("fighter")});
    const QString tv = m_rig->server->addSeat(Seat{});
    Player pip, screen;
    QVERIFY(pip.join(m_port, m_key) && screen.join(m_port, tv));
    // Nothing of the room before the drag, and what the seats had explored then.
    const QJsonObject before = pip.lastSnapshot();
    const QSet<QPoint> explored = squaresOn(before, "explored");
    const QSet<QPoint> exploredByAll = squaresOn(screen.lastSnapshot(), "explored");
    QVERIFY(!explored.contains(QPoint(7, 2)) && explored.contains(QPoint(5, 2)));

    // The GM drags the fighter through the door and across the room, square by square; each
    // seat sees its token go.
    const int pipFrom = int(pip.received.size());
    const int screenFrom = int(screen.received.size());
    for (const QPoint &at : {QPoint(4, 2), QPoint(5, 2), QPoint(7, 2), QPoint(8, 2), QPoint(9, 3), QPoint(11, 3), QPoint(12, 4)}) {
        m_rig->drag(QStringLiteral("fighter"), GridPoint{at.x(), at.y()});
        QTRY_COMPARE(shownAt(pip.lastSnapshot(), QStringLiteral("fighter")), at);
        QTRY_COMPARE(shownAt(screen.lastSnapshot(), QStringLiteral("fighter")), at);
    }
    QCOMPARE(m_rig->encounter.creature(QStringLiteral("fighter"))->position, (GridPoint{2, 2})); // not moved yet
    if (dropped)
        m_rig->drop(QStringLiteral("fighter"), GridPoint{8, 2});
    else
        m_rig->cancelDrag();
    const GridPoint end = dropped ? GridPoint{8, 2} : GridPoint{2, 2};
    QTRY_COMPARE(shownAt(pip.lastSnapshot(), QStringLiteral("fighter")), QPoint(end.x, end.y));
    QTRY_COMPARE(shownAt(screen.lastSnapshot(), QStringLiteral("fighter")), QPoint(end.x, end.y));
    const int pipDropAt = int(pip.received.size()) - 1;
    const int screenDropAt = int(screen.received.size()) - 1;
    QVERIFY(pip.roundTrip() >= 0 && screen.roundTrip() >= 0);

    // Every byte each seat got during the drag: no creature of the room, no wall or door in
    // it, no light in it, not a square more explored, nothing seen beyond what was explored.
    // (What the seat knows after each message: a drag's frames come as patches.)
    const auto nothingOfTheRoom = [](const Player &p, int from, int to, const QSet<QPoint> &wasExplored) {
        QJsonObject snap;
        for (int i = 0; i < to; ++i) {
            const QString &m = p.received.at(i);
            if (i >= from)
                for (const char *never : {"Crypt Ghoul", "\"ghoul\"", "Bone Priest", "\"priest\""})
                    if (m.contains(QLatin1String(never)))
                        return QStringLiteral("%1 in %2").arg(QLatin1String(never), m);
            if (typeOf(m) == QLatin1String("snapshot"))
                snap = parsed(m).value(QLatin1String("snapshot")).toObject();
            else if (typeOf(m) != QLatin1String("patch"))
                continue;
            else if (!applyPatch(snap, parsed(m)))
                return QStringLiteral("a patch that doesn't apply: %1").arg(m);
            if (i < from)
                continue;
            for (const QJsonValue &w : snap.value(QLatin1String("walls")).toArray())
                for (const char *end : {"from", "to"})
                    if (w.toObject().value(QLatin1String(end)).toArray().at(0).toDouble() > 6)
                        return QStringLiteral("a wall of the room: %1").arg(m);
            if (!snap.value(QLatin1String("lights")).toArray().isEmpty())
                return QStringLiteral("a light of the room: %1").arg(m);
            if (squaresOn(snap, "explored") != wasExplored)
                return QStringLiteral("explored changed: %1").arg(m);
            if (!wasExplored.contains(squaresOn(snap, "seen")))
                return QStringLiteral("seen beyond explored: %1").arg(m);
        }
        return QString();
    };
    const QString pipLeak = nothingOfTheRoom(pip, pipFrom, dropped ? pipDropAt : int(pip.received.size()), explored);
    QVERIFY2(pipLeak.isEmpty(), qPrintable(pipLeak));
    const QString screenLeak = nothingOfTheRoom(screen, screenFrom, dropped ? screenDropAt : int(screen.received.size()), exploredByAll);
    QVERIFY2(screenLeak.isEmpty(), qPrintable(screenLeak));
    if (!dropped) {
        // Cancelled: the seat has what it had before the drag, byte for byte.
        QCOMPARE(pip.lastSnapshot(), before);
        QCOMPARE(m_rig->changes, 0);
        return;
    }
    // Dropped: what the move reveals arrives with the committed snapshot.
    const QJsonObject after = pip.lastSnapshot();
    QCOMPARE(shownAt(after, QStringLiteral("ghoul")), QPoint(8, 4));
    QVERIFY(squaresOn(after, "explored").contains(QPoint(7, 2)));
    QVERIFY(!after.value(QLatin1String("lights")).toArray().isEmpty());
    QCOMPARE(shownAt(after, QStringLiteral("priest")), QPoint(-1, -1)); // behind the inner wall
}

void TestWire::aDragsFramesGoAsPatches()
{
    // The GM drags the fighter along the hall: a device that has the snapshot gets each
    // frame as a patch on it (the token's entry and the rows of squares that changed),
    // under half the whole on this small map; one that joins during the drag gets the whole
    // snapshot, then patches; and what each knows is what a resync brings.
    m_rig->reset(room());
    m_key = m_rig->server->addSeat(Seat{QStringLiteral("fighter")});
    Player pip;
    QVERIFY(pip.join(m_port, m_key));
    const qsizetype whole = pip.received.last().size();
    const int from = int(pip.received.size());
    for (const QPoint &at : {QPoint(3, 2), QPoint(4, 2), QPoint(4, 3), QPoint(5, 2)}) {
        m_rig->drag(QStringLiteral("fighter"), GridPoint{at.x(), at.y()});
        QTRY_COMPARE(shownAt(pip.lastSnapshot(), QStringLiteral("fighter")), at);
    }
    QVERIFY(pip.received.size() - from >= 4);
    for (int i = from; i < pip.received.size(); ++i) {
        QCOMPARE(typeOf(pip.received.at(i)), QStringLiteral("patch"));
        QVERIFY2(pip.received.at(i).size() * 2 < whole, qPrintable(QStringLiteral("%1 of %2 bytes").arg(pip.received.at(i).size()).arg(whole)));
    }
    Player late;
    QVERIFY(late.join(m_port, m_key));
    QCOMPARE(typeOf(late.received.first()), QStringLiteral("snapshot"));
    QCOMPARE(shownAt(late.lastSnapshot(), QStringLiteral("fighter")), QPoint(5, 2));
    m_rig->drag(QStringLiteral("fighter"), GridPoint{4, 2});
    QTRY_COMPARE(shownAt(pip.lastSnapshot(), QStringLiteral("fighter")), QPoint(4, 2));
    QTRY_COMPARE(shownAt(late.lastSnapshot(), QStringLiteral("fighter")), QPoint(4, 2));
    QCOMPARE(typeOf(late.received.last()), QStringLiteral("patch"));
    for (Player *p : {&pip, &late}) {
        const QJsonObject known = p->lastSnapshot();
        const int at = int(p->received.size());
        p->send({{QStringLiteral("type"), QStringLiteral("resync")}});
        const int answer = p->waitForType(QStringLiteral("snapshot"), at);
        QVERIFY(answer >= 0);
        QCOMPARE(parsed(p->received.at(answer)).value(QLatin1String("snapshot")).toObject(), known);
    }
    m_rig->cancelDrag();
}

void TestWire::aMoveRunsIntoWhatTheSeatDoesntSee_data()
{
    QTest::addColumn<QByteArray>("others");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<QString>("code"); // of the "moved" answer: "" or "stopped"
    QTest::addColumn<QPoint>("end");
    QTest::addColumn<double>("spent");
    QTest::newRow("nothing in the way: all the way") << QByteArray("[]") << QPoint(7, 1) << "" << QPoint(7, 1) << 30.0;
    QTest::newRow("an invisible ghost in the corridor: stops before it, paid")
        << QByteArray(R"([{"id": "ghost", "name": "Unseen Ghost", "side": "hostile", "position": [5, 1], "hp": 45, "maxHp": 45,
                          "conditions": ["invisible"]}])") << QPoint(7, 1) << "stopped" << QPoint(4, 1) << 15.0;
    QTest::newRow("a lurker the GM hides: stops before it, paid")
        << QByteArray(R"([{"id": "lurker", "name": "Goblin Lurker", "side": "hostile", "position": [5, 1], "hp": 9, "maxHp": 9,
                          "hiddenFromPlayers": true}])") << QPoint(7, 1) << "stopped" << QPoint(4, 1) << 15.0;
    QTest::newRow("onto the invisible ghost's square: stops before it")
        << QByteArray(R"([{"id": "ghost", "name": "Unseen Ghost", "side": "hostile", "position": [5, 1], "hp": 45, "maxHp": 45,
                          "conditions": ["invisible"]}])") << QPoint(5, 1) << "stopped" << QPoint(4, 1) << 15.0;
    QTest::newRow("the invisible ghost right in front: stops where it stands")
        << QByteArray(R"([{"id": "ghost", "name": "Unseen Ghost", "side": "hostile", "position": [2, 1], "hp": 45, "maxHp": 45,
                          "conditions": ["invisible"]}])") << QPoint(7, 1) << "stopped" << QPoint(1, 1) << 0.0;
}

void TestWire::aMoveRunsIntoWhatTheSeatDoesntSee()
{
    QFETCH(QByteArray, others);
    QFETCH(QPoint, to);
    QFETCH(QString, code);
    QFETCH(QPoint, end);
    QFETCH(double, spent);
    Encounter e = corridor(others.constData());
    startFight(e, QStringLiteral("fighter"));
    m_rig->reset(e);
    m_key = m_rig->server->addSeat(Seat{QStringLiteral("fighter")});
    m_rig->referee->setPlayersMay(PlayersMay::ActOnTheirTurn);
    Player pip;
    QVERIFY(pip.join(m_port, m_key));
    // The path the seat is shown runs straight along the corridor (it knows of nothing there).
    pip.send({{QStringLiteral("type"), QStringLiteral("path")}, {QStringLiteral("to"), QJsonArray{to.x(), to.y()}}});
    const int path = pip.waitForType(QStringLiteral("path"));
    QVERIFY(path >= 0);
    QVERIFY(parsed(pip.received.at(path)).value(QLatin1String("allowed")).toBool());
    pip.send({{QStringLiteral("type"), QStringLiteral("move")}, {QStringLiteral("to"), QJsonArray{to.x(), to.y()}}});
    const int answer = pip.waitForType(QStringLiteral("moved"));
    QVERIFY2(answer >= 0, qPrintable(pip.received.join(QLatin1Char('\n'))));
    const QJsonObject moved = parsed(pip.received.at(answer));
    QCOMPARE(moved.value(QLatin1String("code")).toString(), code);
    QCOMPARE(moved.value(QLatin1String("to")).toArray(), (QJsonArray{end.x(), end.y()}));
    const GridPoint at = m_rig->encounter.creature(QStringLiteral("fighter"))->position;
    QCOMPARE(QPoint(at.x, at.y), end);
    // One real move, paid from the turn (one undo step in the app); none when it never left.
    QCOMPARE(m_rig->encounter.combat.combatant(QStringLiteral("fighter"))->movementSpent, spent);
    QCOMPARE(m_rig->changes, end == QPoint(1, 1) ? 0 : 1);
    const QString all = pip.received.join(QLatin1Char('\n'));
    for (const char *never : {"Unseen Ghost", "\"ghost\"", "Goblin Lurker", "\"lurker\""})
        QVERIFY2(!all.contains(QLatin1String(never)), never);
}

void TestWire::askedFirstTheAnswerIsTheSameWhateverIsInTheWay()
{
    // The same corridor twice: empty, and with an invisible ghost and a hidden lurker in it.
    // A seat asks (Ask Me First) to move to every square of it, one after the other: the
    // answers are the same bytes on both maps, square for square.
    const auto scan = [](const char *others, QStringList &answers, int &asked) {
        TableRig rig(corridor(others));
        rig.referee->setPlayersMay(PlayersMay::AskTheGm);
        QSignalSpy questions(rig.referee.get(), &TableReferee::questionAsked);
        const quint16 port = rig.server->listen(QHostAddress::LocalHost, 0);
        const QString key = rig.server->addSeat(Seat{QStringLiteral("fighter")});
        Player pip;
        if (!pip.join(port, key))
            return false;
        for (int x = 0; x < 10; ++x) {
            const int from = int(pip.received.size());
            pip.send({{QStringLiteral("type"), QStringLiteral("move")}, {QStringLiteral("to"), QJsonArray{x, 1}}});
            if (!pip.waitFor(from + 1))
                return false;
            answers << pip.received.at(from);
        }
        asked = int(questions.count()) + (rig.changes > 0 ? 1000 : 0);
        return true;
    };
    QStringList plain, secret;
    int plainAsked = 0, secretAsked = 0;
    QVERIFY(scan("[]", plain, plainAsked));
    QVERIFY(scan(R"([{"id": "ghost", "name": "Unseen Ghost", "side": "hostile", "position": [5, 1], "hp": 45, "maxHp": 45,
                     "conditions": ["invisible"]},
                    {"id": "lurker", "name": "Goblin Lurker", "side": "hostile", "position": [7, 1], "hp": 9, "maxHp": 9,
                     "hiddenFromPlayers": true}])", secret, secretAsked));
    QCOMPARE(secret, plain);
    QVERIFY(plain.contains(QStringLiteral(R"({"type":"pending","what":"move"})")));
    QCOMPARE(secretAsked, plainAsked); // the GM was asked alike, and nothing moved before an answer
}

void TestWire::aLockedDoorLooksClosedUntilTried_data()
{
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QString>("then"); // "", "try", "gm-knows", "ask-allow", "ask-refuse"
    QTest::addColumn<QString>("door"); // what the seat's last snapshot says
    QTest::addColumn<int>("changes");
    QTest::newRow("nobody tried it: closed") << "turn" << "" << "closed" << 0;
    QTest::newRow("the seat tries it: locked from now on") << "turn" << "try" << "locked" << 1;
    QTest::newRow("the GM says the party knows") << "turn" << "gm-knows" << "locked" << 1;
    QTest::newRow("asked first, the GM allows: tried") << "ask" << "ask-allow" << "locked" << 1;
    QTest::newRow("asked first, the GM refuses: still closed") << "ask" << "ask-refuse" << "closed" << 0;
}

void TestWire::aLockedDoorLooksClosedUntilTried()
{
    QFETCH(QString, setting);
    QFETCH(QString, then);
    QFETCH(QString, door);
    QFETCH(int, changes);
    m_rig->reset(load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"........", "........", "........", "........"}),
                               R"({"walls": [{"from": [3, 0], "to": [3, 1]}, {"from": [3, 1], "to": [3, 2], "door": "locked"},
                                             {"from": [3, 2], "to": [3, 4]}],
                                   "creatures": [{"id": "fighter", "name": "Brannoc", "side": "party", "position": [2, 1],
                                                  "hp": 30, "maxHp": 44}]})")));
    m_key = m_rig->server->addSeat(Seat{QStringLiteral("fighter")});
    m_rig->referee->setPlayersMay(playersMayFromId(setting));
    const auto doorIn = [](const QJsonObject &snapshot) {
        for (const QJsonValue &w : snapshot.value(QLatin1String("walls")).toArray())
            if (w.toObject().contains(QLatin1String("door")))
                return w.toObject().value(QLatin1String("door")).toString();
        return QString();
    };
    Player pip;
    QVERIFY(pip.join(m_port, m_key));
    QCOMPARE(doorIn(pip.lastSnapshot()), QStringLiteral("closed")); // as a door looks
    const QJsonObject tap{{QStringLiteral("type"), QStringLiteral("door")}, {QStringLiteral("at"), QJsonArray{3, 1.5}}};
    if (then == QLatin1String("try")) {
        pip.send(tap);
        const int refused = pip.waitForType(QStringLiteral("refused"));
        QVERIFY(refused >= 0);
        QCOMPARE(parsed(pip.received.at(refused)).value(QLatin1String("code")).toString(), QStringLiteral("locked"));
    } else if (then == QLatin1String("gm-knows")) {
        m_rig->make([](Encounter &e) { e.walls[1].setPartyKnowsLocked(true); });
    } else if (then.startsWith(QLatin1String("ask"))) {
        pip.send(tap);
        QVERIFY(pip.waitForType(QStringLiteral("pending")) >= 0); // as any door asked for
        m_rig->referee->answer(m_key, Seat{QStringLiteral("fighter")}, then == QLatin1String("ask-allow"));
        const int told = pip.waitForType(QStringLiteral("refused"));
        QVERIFY(told >= 0);
        QCOMPARE(parsed(pip.received.at(told)).value(QLatin1String("code")).toString(),
                 then == QLatin1String("ask-allow") ? QStringLiteral("locked") : QStringLiteral("gm-refused"));
    }
    QVERIFY(pip.roundTrip() >= 0);
    QCOMPARE(doorIn(pip.lastSnapshot()), door);
    QCOMPARE(m_rig->changes, changes);
    QCOMPARE(m_rig->encounter.walls[1].door, DoorState::Locked); // tried, never opened
    // Kept with the file.
    QCOMPARE(readEncounter(writeEncounter(m_rig->encounter)).encounter.walls[1].partyKnowsLocked(), door == QLatin1String("locked"));
}

void TestWire::theSameBytesAreNeverSentTwice_data()
{
    QTest::addColumn<QString>("what");
    QTest::newRow("an unseen creature's turn after another's") << "turn";
    QTest::newRow("the goblin paces in its unexplored room") << "pace";
    QTest::newRow("the GM drags the lurker hidden from the players") << "drag-lurker";
    QTest::newRow("the GM drags the invisible ghost") << "drag-ghost";
}

void TestWire::theSameBytesAreNeverSentTwice()
{
    QFETCH(QString, what);
    Encounter e = table();
    startFight(e, QStringLiteral("gob"));
    m_rig->reset(e);
    Player pip;
    QVERIFY(pip.join(m_port, m_key));
    const QString first = pip.received.first();
    const int from = int(pip.received.size());
    const int made = m_rig->snapshotsMade;
    if (what == QLatin1String("turn"))
        m_rig->make([](Encounter &e) { e.combat.turn = QStringLiteral("ghost"); });
    else if (what == QLatin1String("pace"))
        m_rig->make([](Encounter &e) { e.creatures[std::size_t(e.creatureIndex(QStringLiteral("gob")))].position = GridPoint{10, 1}; });
    else if (what == QLatin1String("drag-lurker"))
        m_rig->drag(QStringLiteral("lurker"), GridPoint{2, 2});
    else
        m_rig->drag(QStringLiteral("ghost"), GridPoint{2, 0});
    QTRY_VERIFY(m_rig->snapshotsMade > made); // the server made the seat's snapshot again...
    const int sentinel = pip.roundTrip();
    QVERIFY(sentinel >= 0);
    QCOMPARE(sentinel, from); // ... and sent nothing before the sentinel's answer
    // A resync is answered all the same (the page asked for it).
    pip.send({{QStringLiteral("type"), QStringLiteral("resync")}});
    const int again = pip.waitForType(QStringLiteral("snapshot"), from + 1);
    QVERIFY(again >= 0);
    QCOMPARE(pip.received.at(again), first);
}

// A seat's path is searched on the referee's pool, not on the GUI thread: with every thread
// of the pool held, the server still answers the seat's ruler (the GUI thread is free) and
// no path comes before it; once a thread is free the path comes, searched in the world as
// it is then (the GM may have moved the token meanwhile).
void TestWire::aPathIsSearchedOffTheGuiThread_data()
{
    QTest::addColumn<bool>("gmMoves");
    QTest::addColumn<QPoint>("from"); // where the path answered starts
    QTest::newRow("nothing changes meanwhile") << false << QPoint(1, 1);
    QTest::newRow("the GM moves the fighter meanwhile: searched again") << true << QPoint(2, 1);
}

void TestWire::aPathIsSearchedOffTheGuiThread()
{
    QFETCH(bool, gmMoves);
    QFETCH(QPoint, from);
    Player pip;
    QVERIFY(pip.join(m_port, m_key));
    QThreadPool &pool = m_rig->referee->pathSearches();
    const int threads = pool.maxThreadCount();
    QSemaphore held;
    int released = 0;
    const auto release = qScopeGuard([&] { held.release(threads - released); }); // never a hung pool
    for (int i = 0; i < threads; ++i)
        pool.start([&held] { held.acquire(); });
    pip.send({{QStringLiteral("type"), QStringLiteral("path")}, {QStringLiteral("to"), QJsonArray{3, 1}}});
    const int sentinel = pip.roundTrip(); // answered on the GUI thread while the pool is held
    QVERIFY(sentinel >= 0);
    QVERIFY(std::none_of(pip.received.cbegin(), pip.received.cend(), [](const QString &m) { return typeOf(m) == QLatin1String("path"); }));
    if (gmMoves)
        m_rig->make([](Encounter &e) { e.creatures[std::size_t(e.creatureIndex(QStringLiteral("fighter")))].position = GridPoint{2, 1}; });
    held.release(threads);
    released = threads;
    const int path = pip.waitForType(QStringLiteral("path"), sentinel);
    QVERIFY(path > sentinel);
    const QJsonObject answer = parsed(pip.received.at(path));
    QCOMPARE(answer.value(QLatin1String("to")).toArray(), (QJsonArray{3, 1}));
    QVERIFY(answer.value(QLatin1String("found")).toBool());
    QCOMPARE(answer.value(QLatin1String("path")).toArray().first().toArray(), (QJsonArray{from.x(), from.y()}));
    // One answer for the one question.
    QVERIFY(pip.roundTrip() > path);
    QCOMPARE(std::count_if(pip.received.cbegin(), pip.received.cend(), [](const QString &m) { return typeOf(m) == QLatin1String("path"); }), 1);
}

void TestWire::pingsAreRateLimited()
{
    m_rig->referee->setLimits(TableReferee::Limits{3600 * 1000, 1000}); // no second ping within the test, however slow
    QSignalSpy pinged(m_rig->referee.get(), &TableReferee::pinged);
    QSignalSpy logged(m_rig->referee.get(), &TableReferee::logged);
    const QString tv = m_rig->server->addSeat(Seat{});
    Player pip, screen;
    QVERIFY(pip.join(m_port, m_key) && screen.join(m_port, tv));
    for (int i = 0; i < 5; ++i)
        pip.send({{QStringLiteral("type"), QStringLiteral("ping")}, {QStringLiteral("at"), QJsonArray{4, i % 4}}});
    QVERIFY(pip.roundTrip() >= 0);
    QVERIFY(screen.roundTrip() >= 0);
    QCOMPARE(pinged.count(), 1);
    QCOMPARE(logged.count(), 1);
    QCOMPARE(std::count_if(screen.received.begin(), screen.received.end(), [](const QString &m) { return typeOf(m) == QLatin1String("ping"); }), 1);
    // Dropped quietly: no refusal, the seat stays.
    QVERIFY(std::none_of(pip.received.begin(), pip.received.end(), [](const QString &m) { return typeOf(m) == QLatin1String("refused"); }));
    QCOMPARE(m_rig->server->connectedCount(m_key), 1);
}

void TestWire::questionsDontFloodTheGm()
{
    m_rig->referee->setPlayersMay(PlayersMay::AskTheGm);
    m_rig->referee->setLimits(TableReferee::Limits{2000, 3600 * 1000}); // no second notice within the test
    QSignalSpy asked(m_rig->referee.get(), &TableReferee::questionAsked);
    Player pip;
    QVERIFY(pip.join(m_port, m_key));
    const QList<QPoint> squares{{2, 2}, {2, 0}, {3, 0}, {0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 1}, {1, 0}, {0, 3}, {1, 3}, {3, 3}};
    for (const QPoint &sq : squares)
        pip.send({{QStringLiteral("type"), QStringLiteral("move")}, {QStringLiteral("to"), QJsonArray{sq.x(), sq.y()}}});
    QVERIFY(pip.roundTrip() >= 0);
    QStringList pending;
    for (const QString &m : std::as_const(pip.received))
        if (typeOf(m) == QLatin1String("pending"))
            pending << m;
    QCOMPARE(pending.size(), squares.size());
    QCOMPARE(pending.removeDuplicates(), squares.size() - 1); // the same bytes every time
    QCOMPARE(asked.count(), 1); // one notice, not twelve
    QVERIFY(asked.first().at(2).toString().contains(QLatin1String("2, 2")));
    // Allow answers what the notice says; then the newest question waiting is put to the GM.
    m_rig->referee->answer(m_key, Seat{QStringLiteral("fighter")}, true);
    QCOMPARE(m_rig->encounter.creature(QStringLiteral("fighter"))->position, (GridPoint{2, 2}));
    QCOMPARE(asked.count(), 2);
    QVERIFY2(asked.last().at(2).toString().contains(QLatin1String("3, 3")), qPrintable(asked.last().at(2).toString()));
    m_rig->referee->answer(m_key, Seat{QStringLiteral("fighter")}, false);
    QCOMPARE(m_rig->changes, 1);
    QCOMPARE(asked.count(), 2);
}

void TestWire::noTextOfTheSendersChoosing_data()
{
    QTest::addColumn<QString>("message");
    QTest::newRow("an unknown type") << R"({"type":"XX-Visit evil.example now-XX"})";
    QTest::newRow("an unknown type with more fields") << R"({"type":"XX-Visit evil.example now-XX","to":[1,1]})";
    QTest::newRow("a move naming a creature of its choosing") << R"({"type":"move","to":[2,2],"creature":"XX-Visit evil.example now-XX"})";
    QTest::newRow("a path with a field of its choosing") << R"({"type":"path","to":[2,2],"XX-Visit evil.example now-XX":1})";
}

void TestWire::noTextOfTheSendersChoosing()
{
    QFETCH(QString, message);
    QSignalSpy refusals(m_rig->server.get(), &TableServer::refused);
    QSignalSpy logged(m_rig->referee.get(), &TableReferee::logged);
    Player mallory;
    QVERIFY(mallory.join(m_port, m_key));
    mallory.socket.sendTextMessage(message);
    QVERIFY(mallory.waitForType(QStringLiteral("refused")) >= 0);
    QVERIFY(mallory.roundTrip() >= 0);
    QVERIFY(refusals.count() >= 1);
    for (const QSignalSpy *spy : {&refusals, &logged})
        for (const QList<QVariant> &args : *spy)
            QVERIFY2(!args.at(0).toString().contains(QLatin1String("evil")), qPrintable(args.at(0).toString()));
}

void TestWire::aGoneSeatsQuestionIsWithdrawn_data()
{
    QTest::addColumn<bool>("renewed"); // else revoked
    QTest::newRow("the seat's link revoked") << false;
    QTest::newRow("the seat's link renewed") << true;
}

void TestWire::aGoneSeatsQuestionIsWithdrawn()
{
    QFETCH(bool, renewed);
    m_rig->referee->setPlayersMay(PlayersMay::AskTheGm);
    QSignalSpy asked(m_rig->referee.get(), &TableReferee::questionAsked);
    QSignalSpy withdrawn(m_rig->referee.get(), &TableReferee::questionWithdrawn);
    Player pip;
    QVERIFY(pip.join(m_port, m_key));
    pip.send({{QStringLiteral("type"), QStringLiteral("move")}, {QStringLiteral("to"), QJsonArray{2, 2}}});
    QTRY_COMPARE(asked.count(), 1);
    if (renewed)
        QVERIFY(!m_rig->server->renew(m_key).isEmpty());
    else
        m_rig->server->revoke(m_key);
    QCOMPARE(withdrawn.count(), 1);
    QCOMPARE(withdrawn.first().at(0).toString(), m_key);
    // The GM's Allow, too late: nothing moves.
    m_rig->referee->answer(m_key, Seat{QStringLiteral("fighter")}, true);
    QCOMPARE(m_rig->changes, 0);
    QCOMPARE(m_rig->encounter.creature(QStringLiteral("fighter"))->position, (GridPoint{1, 1}));
}

// RULES.md 14.2 on the wire (docs/PLAYERS.md "What a seat may know"): a seat
// sees a creature only when its own creature perceives it; the TV when some party member
// does. The goblin's fight is played step by step up to the row's step; at every step each
// device's bytes since the step before are searched: while the goblin is hidden from a
// seat's creature, not a byte names it (its id or its name) and the seat's snapshot doesn't
// show it; once the creature perceives it, the snapshot shows it where it is.
void TestWire::aHiddenCreatureReachesOnlyTheSeatsThatPerceiveIt_data()
{
    QTest::addColumn<int>("upTo");
    const char *steps[] = {
        "the goblin in the open, the wizard behind the wall",
        "it hides behind the crates (Stealth 17): nobody perceives it",
        "the wizard steps out: passive 18 perceives it, the fighter's 10 doesn't",
        "the GM reveals the squares behind the crates: still hidden from the fighter",
        "the GM drags it along the crates, still hidden from the fighter",
        "it steps into plain view of the fighter",
        "it slips back behind the crates: hidden from the fighter again",
        "the fighter's Search (17) finds it",
        "it hides again: the fighter's find is forgotten",
        "its attack from hiding on the fighter reveals it",
    };
    for (int i = 0; i < int(std::size(steps)); ++i)
        QTest::newRow(steps[i]) << i;
}

void TestWire::aHiddenCreatureReachesOnlyTheSeatsThatPerceiveIt()
{
    QFETCH(int, upTo);
    m_rig->reset(crates());
    const QString fighterKey = m_rig->server->addSeat(Seat{QStringLiteral("fighter")});
    const QString wizardKey = m_rig->server->addSeat(Seat{QStringLiteral("wizard")});
    const QString tvKey = m_rig->server->addSeat(Seat{});
    Player fighter, wizard, tv;
    QVERIFY(fighter.join(m_port, fighterKey) && wizard.join(m_port, wizardKey) && tv.join(m_port, tvKey));

    const auto creature = [&](Encounter &e, const char *id) -> Creature & { return e.creatures[std::size_t(e.creatureIndex(QLatin1String(id)))]; };
    const auto gm = [&](const std::function<void(Encounter &)> &change) {
        const int before = m_rig->snapshotsMade;
        m_rig->make(change);
        QTRY_VERIFY(m_rig->snapshotsMade > before); // made for every seat in one go
    };
    const auto hideWith = [&](int d20) {
        gm([&](Encounter &e) {
            Dice dice(0);
            dice.force({d20});
            QVERIFY(combat::hide(e, dice, QStringLiteral("gob"), false).hid);
        });
    };
    // Each step: what it does, where the goblin is then, and whom it is hidden from.
    struct Step {
        std::function<void()> act;
        QPoint at;
        bool fighterPerceives;
        bool wizardPerceives;
    };
    const std::vector<Step> steps = {
        {[] {}, QPoint(9, 2), true, false},
        {[&] { hideWith(11); }, QPoint(9, 2), false, false},
        {[&] { gm([&](Encounter &e) { creature(e, "wizard").position = GridPoint{4, 1}; }); }, QPoint(9, 2), false, true},
        {[&] {
             const int before = m_rig->snapshotsMade;
             m_rig->fog.reveal(QRect(8, 0, 4, 6));
             m_rig->snapshots->invalidate();
             m_rig->server->publish();
             QTRY_VERIFY(m_rig->snapshotsMade > before);
         },
         QPoint(9, 2), false, true},
        {[&] {
             // The wizard's phone sees it go; the frames of the drag are the committed
             // snapshots the fighter already has (nothing to send).
             for (const QPoint &at : {QPoint(9, 3), QPoint(9, 4)}) {
                 m_rig->drag(QStringLiteral("gob"), GridPoint{at.x(), at.y()});
                 QTRY_COMPARE(shownAt(wizard.lastSnapshot(), QStringLiteral("gob")), at);
             }
             const int before = m_rig->snapshotsMade;
             m_rig->drop(QStringLiteral("gob"), GridPoint{9, 4});
             QTRY_VERIFY(m_rig->snapshotsMade > before);
         },
         QPoint(9, 4), false, true},
        {[&] { gm([&](Encounter &e) { creature(e, "gob").position = GridPoint{6, 2}; }); }, QPoint(6, 2), true, true},
        {[&] { gm([&](Encounter &e) { creature(e, "gob").position = GridPoint{9, 2}; }); }, QPoint(9, 2), false, true},
        {[&] {
             gm([&](Encounter &e) {
                 Dice dice(0);
                 dice.force({17});
                 QCOMPARE(combat::search(e, dice, QStringLiteral("fighter")).found, QStringList{QStringLiteral("gob")});
             });
         },
         QPoint(9, 2), true, true},
        {[&] { hideWith(11); }, QPoint(9, 2), false, true},
        {[&] {
             gm([&](Encounter &e) {
                 CreatureAttack bow;
                 bow.name = QStringLiteral("Shortbow");
                 bow.kind = AttackKind::Ranged;
                 bow.normalRange = 80;
                 bow.longRange = 320;
                 bow.bonus = 4;
                 bow.damage = {{QStringLiteral("1d6"), QStringLiteral("piercing"), {}}};
                 Dice dice(0);
                 dice.force({15, 15, 3});
                 const combat::AttackResolution r = combat::resolveAttack(e, creature(e, "gob"), creature(e, "fighter"), bow, dice);
                 QCOMPARE(r.roll, Roll::Advantage); // resolved with the goblin still hidden (14.4)
                 QVERIFY(combat::applyAttack(e, dice, r, QStringLiteral("gob"), QStringLiteral("fighter")).isEmpty());
                 QVERIFY(!creature(e, "gob").hidden);
             });
         },
         QPoint(9, 2), true, true},
    };

    QVERIFY(upTo < int(steps.size()));
    for (int i = 0; i <= upTo; ++i) {
        const Step &step = steps[std::size_t(i)];
        const int fighterFrom = int(fighter.received.size());
        const int wizardFrom = int(wizard.received.size());
        const int tvFrom = int(tv.received.size());
        step.act();
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(QPoint(m_rig->encounter.creature(QStringLiteral("gob"))->position.x, m_rig->encounter.creature(QStringLiteral("gob"))->position.y), step.at);
        for (auto [p, from, perceives, who] : {std::tuple{&fighter, fighterFrom, step.fighterPerceives, "the fighter's phone"},
                                               std::tuple{&wizard, wizardFrom, step.wizardPerceives, "the wizard's phone"},
                                               std::tuple{&tv, tvFrom, step.fighterPerceives || step.wizardPerceives, "the TV"}}) {
            const int answered = p->roundTrip(); // everything the step sent has arrived
            QVERIFY(answered >= 0);
            const QString where = QStringLiteral("step %1, %2").arg(i).arg(QLatin1String(who));
            const QPoint shown = shownAt(p->lastSnapshot(), QStringLiteral("gob"));
            if (perceives) {
                QVERIFY2(shown == step.at, qPrintable(where + QStringLiteral(": the goblin isn't shown where it is")));
                continue;
            }
            for (int m = from; m < answered; ++m)
                for (const char *never : {"\"gob\"", "Goblin Sneak"})
                    QVERIFY2(!p->received.at(m).contains(QLatin1String(never)),
                             qPrintable(where + QStringLiteral(": %1 in %2").arg(QLatin1String(never), p->received.at(m))));
            QVERIFY2(shown == QPoint(-1, -1), qPrintable(where + QStringLiteral(": still shows the goblin")));
        }
    }
}

QTEST_MAIN(TestWire)
#include "tst_wire.moc"
