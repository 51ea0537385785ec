// What a seat at the table may know (core/table): each
// seat's snapshot names only the creatures that seat sees, never a hostile's hit points,
// only the wall pieces and doors of explored squares; the whole party's seat (the TV) and
// one player's seat differ by what that player's creature sees.

#include "rules/fog.h"
#include "rules/sight.h"
#include "table/seat.h"
#include "testmap.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace bm;
using namespace bm::test;

namespace {

// Two halves split by a wall at y = 4 (west of x = 7); a room to the east behind a wall at
// x = 7 with a closed door, and an inner wall there no one has seen. The fighter is in the
// north half, the rogue in the south half.
Encounter table()
{
    return load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"),
                                        {"............", "............", "............", "............",
                                         "............", "............", "............", "............"}),
                         R"({"walls": [{"from": [0, 4], "to": [7, 4]},
                                       {"from": [7, 0], "to": [7, 2]},
                                       {"from": [7, 2], "to": [7, 3], "door": "closed"},
                                       {"from": [7, 3], "to": [7, 8]},
                                       {"from": [9, 0], "to": [9, 3]}],
                             "creatures": [
        {"id": "fighter", "name": "Brannoc", "side": "party", "position": [1, 1], "hp": 30, "maxHp": 44},
        {"id": "rogue", "name": "Pip", "side": "party", "position": [1, 6], "hp": 12, "maxHp": 20},
        {"id": "orc", "name": "Orc Raider", "side": "hostile", "position": [4, 1], "hp": 11, "maxHp": 15},
        {"id": "wolf", "name": "Dire Wolf", "side": "hostile", "position": [4, 6], "hp": 37, "maxHp": 37},
        {"id": "gob", "name": "Goblin Behind", "side": "hostile", "position": [9, 5], "hp": 7, "maxHp": 7},
        {"id": "ghost", "name": "Unseen Ghost", "side": "hostile", "position": [3, 2], "hp": 45, "maxHp": 45,
         "conditions": ["invisible"]},
        {"id": "lurker", "name": "Goblin Lurker", "side": "hostile", "position": [5, 2], "hp": 7, "maxHp": 7,
         "hiddenFromPlayers": true}
    ]})"));
}

QJsonObject creatureIn(const QJsonObject &snapshot, const QString &id)
{
    for (const QJsonValue &v : snapshot.value(QLatin1String("creatures")).toArray())
        if (v.toObject().value(QLatin1String("id")).toString() == id)
            return v.toObject();
    return {};
}

// The run-length rows decoded: is square (x, y) on?
bool onIn(const QJsonArray &rows, int x, int y)
{
    const QJsonArray runs = rows.at(y).toArray();
    int at = 0;
    bool on = false;
    for (const QJsonValue &n : runs) {
        at += n.toInt();
        if (x < at)
            return on;
        on = !on;
    }
    return false;
}

} // namespace

class TestSeat : public QObject
{
    Q_OBJECT

private slots:
    void seesOnlyWhatItsCreatureSees_data();
    void seesOnlyWhatItsCreatureSees();
    void wallsOnlyWhereExplored_data();
    void wallsOnlyWhereExplored();
    void hostileNumbersNeverLeave();
    void runRowsDecode();
    void aLockedDoorLooksClosedUntilTried_data();
    void aLockedDoorLooksClosedUntilTried();
};

void TestSeat::seesOnlyWhatItsCreatureSees_data()
{
    QTest::addColumn<QString>("seat"); // empty: the whole party (the TV)
    QTest::addColumn<QStringList>("shown");
    QTest::addColumn<QStringList>("absent");
    QTest::newRow("the whole party: the orc and the wolf, no one behind a wall, invisible or hidden by the GM")
        << QString() << QStringList{"fighter", "rogue", "orc", "wolf"} << QStringList{"gob", "ghost", "lurker"};
    QTest::newRow("the fighter's seat: the orc, not the wolf the rogue sees")
        << "fighter" << QStringList{"fighter", "rogue", "orc"} << QStringList{"wolf", "gob", "ghost", "lurker"};
    QTest::newRow("the rogue's seat: the wolf, not the orc")
        << "rogue" << QStringList{"fighter", "rogue", "wolf"} << QStringList{"orc", "gob", "ghost", "lurker"};
}

void TestSeat::seesOnlyWhatItsCreatureSees()
{
    QFETCH(QString, seat);
    QFETCH(QStringList, shown);
    QFETCH(QStringList, absent);
    const Encounter e = table();
    const SightMap sight(e);
    FogOfWar fog(e.width, e.height);
    fog.update(e, sight);
    const QJsonObject snap = seatSnapshot(e, sight, fog, Seat{seat});
    const QByteArray bytes = QJsonDocument(snap).toJson(QJsonDocument::Compact);
    for (const QString &id : shown) {
        QVERIFY2(!creatureIn(snap, id).isEmpty(), qPrintable(id));
        QVERIFY(seatSees(e, sight, fog, Seat{seat}, *e.creature(id)));
    }
    for (const QString &id : absent) {
        QVERIFY2(creatureIn(snap, id).isEmpty(), qPrintable(id));
        QVERIFY(!seatSees(e, sight, fog, Seat{seat}, *e.creature(id)));
        // Neither its id nor its name is anywhere in what the seat gets.
        QVERIFY2(!bytes.contains(QByteArray("\"") + id.toUtf8() + "\""), qPrintable(id));
        QVERIFY2(!bytes.contains(e.creature(id)->name.toUtf8()), qPrintable(e.creature(id)->name));
    }
    // The seat's squares: its creature's sight (the whole party: the union).
    QCOMPARE(onIn(snap.value(QLatin1String("seen")).toArray(), 4, 1), seat != QLatin1String("rogue"));
    QCOMPARE(onIn(snap.value(QLatin1String("seen")).toArray(), 4, 6), seat != QLatin1String("fighter"));
    QVERIFY(!onIn(snap.value(QLatin1String("seen")).toArray(), 9, 5)); // the east room
    QVERIFY(!onIn(snap.value(QLatin1String("explored")).toArray(), 9, 5));
    // Its own creature in full; the others' health as a word.
    if (!seat.isEmpty()) {
        const QJsonObject own = creatureIn(snap, seat);
        QVERIFY(own.contains(QLatin1String("ac")));
        QVERIFY(own.contains(QLatin1String("hp")));
    }
}

void TestSeat::wallsOnlyWhereExplored_data()
{
    QTest::addColumn<QString>("seat");
    QTest::newRow("the whole party") << QString();
    QTest::newRow("the fighter's seat") << "fighter";
}

void TestSeat::wallsOnlyWhereExplored()
{
    QFETCH(QString, seat);
    const Encounter e = table();
    const SightMap sight(e);
    FogOfWar fog(e.width, e.height);
    fog.update(e, sight);
    const QJsonObject snap = seatSnapshot(e, sight, fog, Seat{seat});
    bool door = false;
    for (const QJsonValue &v : snap.value(QLatin1String("walls")).toArray()) {
        const QJsonObject w = v.toObject();
        const QPointF a(w.value(QLatin1String("from")).toArray().at(0).toDouble(), w.value(QLatin1String("from")).toArray().at(1).toDouble());
        const QPointF b(w.value(QLatin1String("to")).toArray().at(0).toDouble(), w.value(QLatin1String("to")).toArray().at(1).toDouble());
        // Never the inner wall of the unexplored east room.
        QVERIFY2(!(a.x() == 9 && b.x() == 9), qPrintable(QJsonDocument(w).toJson(QJsonDocument::Compact)));
        // Every piece borders an explored square.
        const QPointF m = (a + b) / 2;
        bool touches = false;
        for (int dx = -1; dx <= 0; ++dx)
            for (int dy = -1; dy <= 0; ++dy) {
                const int x = int(std::floor(m.x() + (dx ? -0.01 : 0.01)));
                const int y = int(std::floor(m.y() + (dy ? -0.01 : 0.01)));
                touches = touches || (e.contains({x, y}) && fog.at({x, y}) != FogState::Unknown);
            }
        QVERIFY2(touches, qPrintable(QJsonDocument(w).toJson(QJsonDocument::Compact)));
        if (w.value(QLatin1String("door")).toString() == QLatin1String("closed"))
            door = true;
    }
    QVERIFY(door); // the door the fighter faces, closed
    // The long wall at x = 7 reaches the players only along explored squares: not its part
    // beside the unexplored corner of the map.
    QVERIFY(!snap.value(QLatin1String("walls")).toArray().isEmpty());
}

void TestSeat::hostileNumbersNeverLeave()
{
    const Encounter e = table();
    const SightMap sight(e);
    FogOfWar fog(e.width, e.height);
    fog.update(e, sight);
    for (const QString &seat : {QString(), QStringLiteral("fighter"), QStringLiteral("rogue")}) {
        const QJsonObject snap = seatSnapshot(e, sight, fog, Seat{seat});
        for (const QJsonValue &v : snap.value(QLatin1String("creatures")).toArray()) {
            const QJsonObject c = v.toObject();
            if (c.value(QLatin1String("side")).toString() != QLatin1String("hostile"))
                continue;
            QVERIFY(!c.contains(QLatin1String("hp")) && !c.contains(QLatin1String("maxHp")) && !c.contains(QLatin1String("ac")));
            QVERIFY(c.contains(QLatin1String("health")));
        }
        QCOMPARE(creatureIn(snap, QStringLiteral("orc")).value(QLatin1String("health")).toString(),
                 seat == QLatin1String("rogue") ? QString() : QStringLiteral("hurt"));
    }
}

void TestSeat::runRowsDecode()
{
    const Encounter e = table();
    const SightMap sight(e);
    FogOfWar fog(e.width, e.height);
    fog.update(e, sight);
    const QJsonObject snap = seatSnapshot(e, sight, fog, Seat{});
    const QJsonArray explored = snap.value(QLatin1String("explored")).toArray();
    QCOMPARE(explored.size(), e.height);
    for (int y = 0; y < e.height; ++y)
        for (int x = 0; x < e.width; ++x)
            QCOMPARE(onIn(explored, x, y), fog.at({x, y}) != FogState::Unknown);
}

void TestSeat::aLockedDoorLooksClosedUntilTried_data()
{
    QTest::addColumn<QString>("state"); // the door's state in the encounter
    QTest::addColumn<bool>("known");    // the party knows it is locked
    QTest::addColumn<QString>("sent");
    QTest::newRow("locked, nobody tried it: sent closed") << "locked" << false << "closed";
    QTest::newRow("locked, the party knows: sent locked") << "locked" << true << "locked";
    QTest::newRow("closed") << "closed" << false << "closed";
    QTest::newRow("open") << "open" << false << "open";
}

void TestSeat::aLockedDoorLooksClosedUntilTried()
{
    QFETCH(QString, state);
    QFETCH(bool, known);
    QFETCH(QString, sent);
    Encounter e = table();
    Wall &door = e.walls[2];
    QCOMPARE(door.door, DoorState::Closed); // the door the fighter faces
    door.door = doorStateFromId(state).value();
    door.setPartyKnowsLocked(known);
    // Kept with the file, and a file without it stays without it.
    const QByteArray file = writeEncounter(e);
    QCOMPARE(file.contains(kPartyKnowsLockedField), known);
    const ReadResult again = readEncounter(file);
    QVERIFY(again.ok());
    QVERIFY(again.encounter == e);
    const SightMap sight(e);
    FogOfWar fog(e.width, e.height);
    fog.update(e, sight);
    for (const QString &seat : {QString(), QStringLiteral("fighter")}) {
        QString shown;
        for (const QJsonValue &v : seatSnapshot(e, sight, fog, Seat{seat}).value(QLatin1String("walls")).toArray())
            if (v.toObject().contains(QLatin1String("door")))
                shown = v.toObject().value(QLatin1String("door")).toString();
        QCOMPARE(shown, sent);
    }
}

QTEST_MAIN(TestSeat)
#include "tst_seat.moc"
