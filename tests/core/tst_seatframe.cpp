// A frame of the GM's drag as a seat gets it (core/table/seatframe.h): the seat's committed
// snapshot with only the dragged token moved, its light with it, and what the seat sees
// changed only within squares it had explored; never a creature, wall, door, light or
// explored square more than the committed snapshot held. A creature the seat doesn't know
// leaves the frame byte for byte the committed snapshot.

#include "model/encounterchange.h"
#include "testmodel.h"
#include "rules/fog.h"
#include "rules/sight.h"
#include "table/seatframe.h"
#include "seattable.h"
#include "testmap.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace bm;
using bm::test::combatantOf;
using namespace bm::test;

namespace {

// A dark hall (x 0..5) lit by nothing, west of a wall at x = 6 with a closed door; a room
// beyond it never explored, with a ghoul, an inner wall at x = 10 and a lamp. The fighter
// carries a torch; an orc in the hall, a lurker the GM hides.
Encounter crypt()
{
    return load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"..............", "..............", "..............",
                                                                         "..............", "..............", ".............."}),
                         R"({"options": {"light": "bright"},
                             "walls": [{"from": [6, 0], "to": [6, 2]}, {"from": [6, 2], "to": [6, 3], "door": "closed"},
                                       {"from": [6, 3], "to": [6, 6]}, {"from": [10, 0], "to": [10, 6]}],
                             "lights": [{"at": [8.5, 4.5], "bright": 10, "dim": 10}],
                             "creatures": [
        {"id": "fighter", "name": "Brannoc", "side": "party", "position": [1, 2], "hp": 30, "maxHp": 44,
         "light": {"bright": 20, "dim": 20}},
        {"id": "orc", "name": "Orc Raider", "side": "hostile", "position": [4, 4], "hp": 11, "maxHp": 15},
        {"id": "ghoul", "name": "Crypt Ghoul", "side": "hostile", "position": [8, 3], "hp": 22, "maxHp": 22},
        {"id": "lurker", "name": "Goblin Lurker", "side": "hostile", "position": [3, 0], "hp": 7, "maxHp": 7,
         "hiddenFromPlayers": true}
    ]})"));
}

using Table = test::SeatTable;

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonObject creatureIn(const QJsonObject &snapshot, const QString &id)
{
    for (const QJsonValue &v : snapshot.value(QLatin1String("creatures")).toArray())
        if (v.toObject().value(QLatin1String("id")).toString() == id)
            return v.toObject();
    return {};
}

QStringList idsIn(const QJsonObject &snapshot)
{
    QStringList out;
    for (const QJsonValue &v : snapshot.value(QLatin1String("creatures")).toArray())
        out << v.toObject().value(QLatin1String("id")).toString();
    return out;
}

int count(const std::vector<std::uint8_t> &field)
{
    return int(std::count(field.begin(), field.end(), 1));
}

} // namespace

class TestSeatFrame : public QObject
{
    Q_OBJECT

private slots:
    void runRowsRoundTrip();
    void aFrameAddsNothing_data();
    void aFrameAddsNothing();
    void seenChangesOnlyWhereExplored();
    void theDropBringsWhatTheMoveReveals();
    void aSeatsSightIsItsSnapshotsPart_data();
    void aSeatsSightIsItsSnapshotsPart();
    void keptSnapshotsFollowTheChange_data();
    void keptSnapshotsFollowTheChange();
    void aDragStartsFromTheKeptSnapshots_data();
    void aDragStartsFromTheKeptSnapshots();
};

void TestSeatFrame::runRowsRoundTrip()
{
    Table t(crypt());
    const QJsonObject snap = seatSnapshot(t.e, *t.sight, t.fog, Seat{});
    for (const char *field : {"seen", "explored"}) {
        const std::vector<std::uint8_t> f = seatField(snap, QLatin1String(field));
        QCOMPARE(int(f.size()), t.e.width * t.e.height);
        QVERIFY(count(f) > 0);
        QCOMPARE(seatRows(f, t.e.width, t.e.height), snap.value(QLatin1String(field)).toArray());
    }
}

void TestSeatFrame::aSeatsSightIsItsSnapshotsPart_data()
{
    // A frame reads only a seat's sight and where the dragged token shows (seatSightOf, made
    // per seat each frame): exactly what the whole snapshot says of them.
    aFrameAddsNothing_data();
}

void TestSeatFrame::aSeatsSightIsItsSnapshotsPart()
{
    QFETCH(QString, seat);
    QFETCH(QString, dragged);
    QFETCH(QPoint, to);
    Table t(crypt());
    Encounter moved = t.e;
    const int i = moved.creatureIndex(dragged);
    QVERIFY(i >= 0);
    moved.creatures[std::size_t(i)].position = GridPoint{to.x(), to.y()};
    SightMap sight(moved);
    FogOfWar fog = t.fog;
    fog.update(moved, sight);
    const QJsonObject whole = seatSnapshot(moved, sight, fog, Seat{seat});
    const QJsonObject part = seatSightOf(moved, sight, fog, Seat{seat}, dragged);
    QCOMPARE(part.value(QLatin1String("seen")), whole.value(QLatin1String("seen")));
    QCOMPARE(part.value(QLatin1String("grid")), whole.value(QLatin1String("grid")));
    QCOMPARE(creatureIn(part, dragged).value(QLatin1String("position")), creatureIn(whole, dragged).value(QLatin1String("position")));
    const QJsonObject committed = seatSnapshot(t.e, *t.sight, t.fog, Seat{seat});
    QCOMPARE(bytes(seatFrame(committed, part, dragged)), bytes(seatFrame(committed, whole, dragged)));
}

void TestSeatFrame::aFrameAddsNothing_data()
{
    QTest::addColumn<QString>("seat");    // empty: the whole party
    QTest::addColumn<QString>("dragged");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<QPoint>("shown");    // where the frame shows it; (-1, -1): not in the frame
    QTest::addColumn<bool>("committed");  // the frame is the committed snapshot, byte for byte
    QTest::newRow("the fighter dragged into the unexplored room, its own seat")
        << "fighter" << "fighter" << QPoint(8, 2) << QPoint(8, 2) << false;
    QTest::newRow("the fighter dragged into the unexplored room, the whole party")
        << "" << "fighter" << QPoint(8, 2) << QPoint(8, 2) << false;
    QTest::newRow("the fighter dragged past the inner wall") << "fighter" << "fighter" << QPoint(12, 4) << QPoint(12, 4) << false;
    QTest::newRow("the orc dragged along the hall") << "fighter" << "orc" << QPoint(4, 2) << QPoint(4, 2) << false;
    QTest::newRow("the orc dragged into the room: out of the frame") << "fighter" << "orc" << QPoint(8, 1) << QPoint(-1, -1) << false;
    QTest::newRow("the lurker the GM hides dragged into the hall") << "fighter" << "lurker" << QPoint(2, 2) << QPoint(-1, -1) << true;
    QTest::newRow("the ghoul dragged out of its room into the hall") << "fighter" << "ghoul" << QPoint(2, 4) << QPoint(-1, -1) << true;
}

void TestSeatFrame::aFrameAddsNothing()
{
    QFETCH(QString, seat);
    QFETCH(QString, dragged);
    QFETCH(QPoint, to);
    QFETCH(QPoint, shown);
    QFETCH(bool, committed);
    Table t(crypt());
    SeatSnapshots s = t.snapshots();
    const QJsonObject before = s.snapshotFor(Seat{seat});
    QVERIFY(s.drag(dragged, GridPoint{to.x(), to.y()}));
    QVERIFY(!s.drag(dragged, GridPoint{to.x(), to.y()})); // the same frame again: nothing to do
    const QJsonObject frame = s.snapshotFor(Seat{seat});
    if (committed) {
        QCOMPARE(bytes(frame), bytes(before));
        return;
    }
    // The dragged token where the mouse is (or gone from sight); its carried light with it.
    const QJsonObject token = creatureIn(frame, dragged);
    QCOMPARE(token.isEmpty() ? QPoint(-1, -1)
                             : QPoint(token.value(QLatin1String("position")).toArray().at(0).toInt(),
                                      token.value(QLatin1String("position")).toArray().at(1).toInt()),
             shown);
    if (!token.isEmpty())
        QCOMPARE(token.value(QLatin1String("light")), creatureIn(before, dragged).value(QLatin1String("light")));
    // Not a creature, wall, door, light, explored square or turn more than before.
    QStringList ids = idsIn(before);
    if (token.isEmpty())
        ids.removeAll(dragged);
    QCOMPARE(idsIn(frame), ids);
    for (const char *same : {"explored", "walls", "lights", "combat", "grid", "seat", "ruleset"})
        QVERIFY2(frame.value(QLatin1String(same)) == before.value(QLatin1String(same)), same);
    for (const QString &other : idsIn(frame))
        if (other != dragged)
            QCOMPARE(creatureIn(frame, other), creatureIn(before, other));
    const std::vector<std::uint8_t> seen = seatField(frame, QStringLiteral("seen"));
    const std::vector<std::uint8_t> explored = seatField(before, QStringLiteral("explored"));
    for (std::size_t i = 0; i < seen.size(); ++i)
        QVERIFY2(!seen[i] || explored[i], qPrintable(QStringLiteral("square %1 seen, never explored").arg(i)));
    // The whole preview would have shown the room: the row is a real secret.
    const QByteArray all = bytes(frame);
    for (const char *never : {"Crypt Ghoul", "\"ghoul\"", "Goblin Lurker"})
        QVERIFY2(!all.contains(never), never);
    // Esc: the committed snapshot again, byte for byte.
    s.endDrag();
    QCOMPARE(bytes(s.snapshotFor(Seat{seat})), bytes(before));
}

void TestSeatFrame::seenChangesOnlyWhereExplored()
{
    // In the dark the fighter's candle (10 ft) is its sight: dragged along the hall it
    // lights other squares the party explored, never one it didn't.
    Encounter e = crypt();
    e.options.light = LightLevel::Dark;
    CarriedLight candle;
    candle.bright = 5;
    candle.dim = 5;
    e.creatures[std::size_t(e.creatureIndex(QStringLiteral("fighter")))].light = candle;
    Table t(e);
    SeatSnapshots s = t.snapshots();
    const QJsonObject before = s.snapshotFor(Seat{QStringLiteral("fighter")});
    const std::vector<std::uint8_t> explored = seatField(before, QStringLiteral("explored"));
    QVERIFY(!explored[2 * std::size_t(t.e.width) + 5]); // (5, 2): beyond the candle's light
    s.drag(QStringLiteral("fighter"), GridPoint{3, 2});
    const QJsonObject frame = s.snapshotFor(Seat{QStringLiteral("fighter")});
    const std::vector<std::uint8_t> seenBefore = seatField(before, QStringLiteral("seen"));
    const std::vector<std::uint8_t> seenNow = seatField(frame, QStringLiteral("seen"));
    QVERIFY(seenNow != seenBefore); // the torch went with it
    for (std::size_t i = 0; i < seenNow.size(); ++i)
        QVERIFY(!seenNow[i] || explored[i]);
    QCOMPARE(frame.value(QLatin1String("explored")), before.value(QLatin1String("explored")));
}

void TestSeatFrame::theDropBringsWhatTheMoveReveals()
{
    Table t(crypt());
    SeatSnapshots s = t.snapshots();
    s.drag(QStringLiteral("fighter"), GridPoint{8, 2});
    QVERIFY(creatureIn(s.snapshotFor(Seat{QStringLiteral("fighter")}), QStringLiteral("ghoul")).isEmpty());
    // Dropped: the encounter changes; the committed snapshot, made again, holds the room.
    s.endDrag();
    t.e.creatures[std::size_t(t.e.creatureIndex(QStringLiteral("fighter")))].position = GridPoint{8, 2};
    t.sight = std::make_unique<SightMap>(t.e);
    t.fog.update(t.e, *t.sight);
    s.invalidate();
    const QJsonObject after = s.snapshotFor(Seat{QStringLiteral("fighter")});
    QVERIFY(!creatureIn(after, QStringLiteral("ghoul")).isEmpty());
    QVERIFY(!after.value(QLatin1String("lights")).toArray().isEmpty());
}

void TestSeatFrame::keptSnapshotsFollowTheChange_data()
{
    // Kept snapshots brought up to date by what changed are the snapshots
    // made from scratch, for every seat: a statistic only refreshes the creatures' entries,
    // anything else makes them again.
    QTest::addColumn<int>("edit");
    QTest::newRow("the fighter is hurt (statistics)") << 0;
    QTest::newRow("the orc is bloodied (statistics)") << 1;
    QTest::newRow("the orc is renamed and frightened (statistics)") << 2;
    QTest::newRow("combat starts (tracker)") << 3;
    QTest::newRow("the orc turns invisible (sight)") << 4;
    QTest::newRow("the GM hides the orc (sight)") << 5;
    QTest::newRow("the door opens (doors)") << 6;
    // The entries the seats share are made again for each change, not kept from the last.
    QTest::newRow("the fighter is hurt twice, the seats read between (statistics)") << 7;
}

void TestSeatFrame::keptSnapshotsFollowTheChange()
{
    QFETCH(int, edit);
    Table t(crypt());
    SeatSnapshots kept(t.world());
    kept.setKeepSnapshots(true);
    const QList<Seat> seats{Seat{}, Seat{QStringLiteral("fighter")}};
    for (const Seat &seat : seats)
        kept.snapshotFor(seat);
    const auto creatureOf = [](Encounter &e, const char *id) -> Creature & {
        return e.creatures[std::size_t(e.creatureIndex(QLatin1String(id)))];
    };
    const auto theEdit = [&](Encounter &e) {
        Creature &orc = creatureOf(e, "orc");
        switch (edit) {
        case 0: case 7: creatureOf(e, "fighter").hp = 12; break;
        case 1: orc.hp = 5; break;
        case 2: orc.name = QStringLiteral("Orc Chief"); orc.conditions << QStringLiteral("frightened"); break;
        case 3:
            e.combat.active = true;
            e.combat.round = 1;
            e.combat.order = {combatantOf(QStringLiteral("orc")), combatantOf(QStringLiteral("fighter"))};
            e.combat.turn = QStringLiteral("orc");
            break;
        case 4: orc.conditions << QStringLiteral("invisible"); break;
        case 5: orc.setHiddenFromPlayers(true); break;
        case 6: e.walls[1].door = DoorState::Open; break;
        }
    };
    EncounterChange change = t.edit(theEdit);
    QVERIFY(!change.isEmpty());
    kept.changed(change);
    if (edit == 7) { // read between, then hurt again
        for (const Seat &seat : seats)
            kept.snapshotFor(seat);
        change = t.edit([&](Encounter &e) { creatureOf(e, "fighter").hp = 9; });
        QVERIFY(!change.isEmpty());
        kept.changed(change);
    }
    SeatSnapshots fresh = t.snapshots();
    for (const Seat &seat : seats)
        QCOMPARE(bytes(kept.snapshotFor(seat)), bytes(fresh.snapshotFor(seat)));
}

void TestSeatFrame::aDragStartsFromTheKeptSnapshots_data()
{
    // Seats that kept their snapshots start the GM's drag from them (a drag changes nothing
    // until it drops): its frames are those of seats that kept nothing, and no whole
    // snapshot is made for it unless a change since made the kept ones whole again.
    QTest::addColumn<int>("before");      // 0 nothing, 1 a hit point, 2 a door, before the drag
    QTest::addColumn<bool>("during");     // a hit point between two frames
    QTest::addColumn<int>("wholeMade");   // whole snapshots made from the seats' first read on
    QTest::newRow("nothing changed since the seats read") << 0 << false << 0;
    QTest::newRow("the fighter was hurt since (statistics)") << 1 << false << 0;
    QTest::newRow("the door opened since (made whole again)") << 2 << false << 2;
    QTest::newRow("the orc is hurt during the drag") << 0 << true << 0;
}

void TestSeatFrame::aDragStartsFromTheKeptSnapshots()
{
    QFETCH(int, before);
    QFETCH(bool, during);
    QFETCH(int, wholeMade);
    Table t(crypt());
    SeatSnapshots kept(t.world());
    kept.setKeepSnapshots(true);
    const QList<Seat> seats{Seat{}, Seat{QStringLiteral("fighter")}};
    for (const Seat &seat : seats)
        kept.snapshotFor(seat);
    const int made = kept.wholeSnapshotsMade();
    QCOMPARE(made, int(seats.size()));
    const auto edit = [&](const std::function<void(Encounter &)> &make) {
        const EncounterChange change = t.edit(make);
        QVERIFY(!change.isEmpty());
        kept.changed(change);
    };
    const auto creatureOf = [](Encounter &e, const char *id) -> Creature & {
        return e.creatures[std::size_t(e.creatureIndex(QLatin1String(id)))];
    };
    if (before == 1)
        edit([&](Encounter &e) { creatureOf(e, "fighter").hp = 12; });
    if (before == 2)
        edit([](Encounter &e) { e.walls[1].door = DoorState::Open; });
    // Each frame against seats that kept nothing, dragging the same way.
    const auto frames = [&](GridPoint at) {
        SeatSnapshots fresh = t.snapshots();
        kept.drag(QStringLiteral("fighter"), at);
        fresh.drag(QStringLiteral("fighter"), at);
        for (const Seat &seat : seats)
            QCOMPARE(bytes(kept.snapshotFor(seat)), bytes(fresh.snapshotFor(seat)));
    };
    frames(GridPoint{3, 2});
    if (during)
        edit([&](Encounter &e) { creatureOf(e, "orc").hp = 4; });
    frames(GridPoint{5, 2});
    QCOMPARE(kept.wholeSnapshotsMade() - made, wholeMade);
}

QTEST_MAIN(TestSeatFrame)
#include "tst_seatframe.moc"
