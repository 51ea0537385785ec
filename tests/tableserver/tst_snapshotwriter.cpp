// A seat's snapshot message written from its parts (tableserver/snapshotwriter.h), each
// part's bytes kept until it changes: after every change the bytes are those of the whole
// message written afresh from a snapshot made from scratch, for every seat. Rows are
// situations at the table (a hit point, a turn, a door, a move, a drag), followed by a
// second hit so that kept bytes are used again; and shapes of change a snapshot may take
// (a part, an element, a key added or removed). After every change the patch on the
// snapshot before, applied as the page applies it, gives the new snapshot exactly.

#include "model/encounterchange.h"
#include "patches.h"
#include "rules/fog.h"
#include "rules/sight.h"
#include "seattable.h"
#include "table/seat.h"
#include "table/seatframe.h"
#include "tableserver/snapshotwriter.h"
#include "testmap.h"
#include "testmodel.h"
#include "teststeps.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

Q_DECLARE_METATYPE(bm::GridPoint)

using namespace bm;
using namespace bm::test;

namespace {

// A hall with a torch-bearing fighter and a rogue, an orc, a lurker the GM hides; a closed
// door at x = 6 and a room beyond with a ghoul and a lamp.
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
        {"id": "rogue", "name": "Wren", "side": "party", "position": [1, 4], "hp": 20, "maxHp": 24},
        {"id": "orc", "name": "Orc Raider", "side": "hostile", "position": [4, 4], "hp": 11, "maxHp": 15},
        {"id": "ghoul", "name": "Crypt Ghoul", "side": "hostile", "position": [8, 3], "hp": 22, "maxHp": 22},
        {"id": "lurker", "name": "Goblin Lurker", "side": "hostile", "position": [3, 0], "hp": 7, "maxHp": 7,
         "hiddenFromPlayers": true}
    ]})"));
}

// The message written afresh, whole (what the server sent before the writer kept parts).
QByteArray whole(const QJsonObject &snapshot)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("snapshot"), snapshot}, {QStringLiteral("type"), QStringLiteral("snapshot")}})
        .toJson(QJsonDocument::Compact);
}

// The writer's patch applied to `before` is `after`, or the writer has no patch (the
// whole message is no longer). False, with the difference, otherwise.
bool patchGives(const SnapshotWriter &writer, QJsonObject before, const QJsonObject &after)
{
    if (writer.patch().isEmpty())
        return true;
    const QJsonObject patch = QJsonDocument::fromJson(writer.patch()).object();
    BM_CHECK(applyPatch(before, patch));
    BM_CHECK_COMPARE(before, after);
    BM_CHECK(writer.patch().size() < writer.full().size());
    return true;
}

Creature &creature(Encounter &e, const QString &id)
{
    return e.creatures[std::size_t(e.creatureIndex(id))];
}

} // namespace

class TestSnapshotWriter : public QObject
{
    Q_OBJECT

private slots:
    void afterAChangeTheBytesAreAFreshSnapshots_data();
    void afterAChangeTheBytesAreAFreshSnapshots();
    void framesOfADragAreWrittenWhole_data();
    void framesOfADragAreWrittenWhole();
    void everyShapeOfChange_data();
    void everyShapeOfChange();
    void aPatchCarriesOnlyWhatChanged_data();
    void aPatchCarriesOnlyWhatChanged();
    void generationsAreNeverTakenTwice();
    void seatsShareWhatTheyWrote_data();
    void seatsShareWhatTheyWrote();
};

void TestSnapshotWriter::afterAChangeTheBytesAreAFreshSnapshots_data()
{
    QTest::addColumn<int>("edit");
    QTest::newRow("the fighter is hurt (statistics)") << 0;
    QTest::newRow("the orc is bloodied (statistics)") << 1;
    QTest::newRow("the orc is renamed and frightened (statistics)") << 2;
    QTest::newRow("combat starts (tracker)") << 3;
    QTest::newRow("the orc turns invisible (sight)") << 4;
    QTest::newRow("the GM hides the orc (sight)") << 5;
    QTest::newRow("the door opens (doors)") << 6;
    QTest::newRow("the fighter walks into the doorway (moved)") << 7;
    QTest::newRow("the rogue and the orc are hurt at once (statistics)") << 8;
    QTest::newRow("the fighter's name is longer (statistics)") << 9;
}

void TestSnapshotWriter::afterAChangeTheBytesAreAFreshSnapshots()
{
    // As the app serves the seats (TableController): snapshots kept between changes and
    // brought up to date by what changed, each seat's message written by its writer.
    QFETCH(int, edit);
    SeatTable t(crypt());
    SeatSnapshots kept(t.world());
    kept.setKeepSnapshots(true);
    const QList<Seat> seats{Seat{}, Seat{QStringLiteral("fighter")}, Seat{QStringLiteral("rogue")}};
    std::vector<SnapshotWriter> writers(std::size_t(seats.size()));
    for (qsizetype i = 0; i < seats.size(); ++i)
        QCOMPARE(writers[std::size_t(i)].message(kept.snapshotFor(seats.at(i))), whole(seatSnapshot(t.e, *t.sight, t.fog, seats.at(i))));

    const auto change = [&](const std::function<void(Encounter &)> &make) -> bool {
        const EncounterChange c = t.edit(make);
        BM_CHECK(!c.isEmpty());
        kept.changed(c);
        for (qsizetype i = 0; i < seats.size(); ++i) {
            const QJsonObject before = QJsonDocument::fromJson(writers[std::size_t(i)].full()).object().value(QLatin1String("snapshot")).toObject();
            const QByteArray sent = writers[std::size_t(i)].message(kept.snapshotFor(seats.at(i)));
            const QJsonObject freshSnapshot = seatSnapshot(t.e, *t.sight, t.fog, seats.at(i));
            BM_CHECK_COMPARE(sent, whole(freshSnapshot));
            BM_CHECK(patchGives(writers[std::size_t(i)], before, freshSnapshot));
        }
        return true;
    };
    const auto theEdit = [&](Encounter &e) {
        Creature &orc = creature(e, QStringLiteral("orc"));
        switch (edit) {
        case 0: creature(e, QStringLiteral("fighter")).hp = 12; break;
        case 1: orc.hp = 5; break;
        case 2: orc.name = QStringLiteral("Orc Chief"); orc.conditions << QStringLiteral("frightened"); break;
        case 3:
            e.combat.active = true;
            e.combat.round = 1;
            e.combat.order = {combatantOf(QStringLiteral("orc")), combatantOf(QStringLiteral("fighter")), combatantOf(QStringLiteral("rogue"))};
            e.combat.turn = QStringLiteral("orc");
            break;
        case 4: orc.conditions << QStringLiteral("invisible"); break;
        case 5: orc.setHiddenFromPlayers(true); break;
        case 6: e.walls[1].door = DoorState::Open; break;
        case 7: creature(e, QStringLiteral("fighter")).position = GridPoint{5, 2}; break;
        case 8: creature(e, QStringLiteral("rogue")).hp = 3; orc.hp = 1; break;
        case 9: creature(e, QStringLiteral("fighter")).name = QStringLiteral("Brannoc the Unbowed"); break;
        }
    };
    QVERIFY(change(theEdit));
    // And a hit after it: the bytes kept from the change above are used again.
    const auto aHit = [](Encounter &e) { creature(e, QStringLiteral("fighter")).hp -= 1; };
    QVERIFY(change(aHit));
}

void TestSnapshotWriter::framesOfADragAreWrittenWhole_data()
{
    QTest::addColumn<GridPoint>("to");
    QTest::newRow("along the hall") << GridPoint{3, 2};
    QTest::newRow("into the doorway") << GridPoint{5, 2};
    QTest::newRow("back where it stood") << GridPoint{1, 2};
}

void TestSnapshotWriter::framesOfADragAreWrittenWhole()
{
    // The GM drags the fighter: each frame's message is that frame written whole, and the
    // committed snapshot's after the drop.
    QFETCH(GridPoint, to);
    SeatTable t(crypt());
    SeatSnapshots s(t.world());
    s.setKeepSnapshots(true);
    const Seat seat{QStringLiteral("rogue")};
    SnapshotWriter writer;
    QCOMPARE(writer.message(s.snapshotFor(seat)), whole(s.snapshotFor(seat)));
    for (const GridPoint at : {GridPoint{2, 2}, to}) {
        const QJsonObject before = QJsonDocument::fromJson(writer.full()).object().value(QLatin1String("snapshot")).toObject();
        s.drag(QStringLiteral("fighter"), at);
        const QJsonObject frame = s.snapshotFor(seat);
        QCOMPARE(writer.message(frame), whole(frame));
        QVERIFY(patchGives(writer, before, frame));
    }
    s.endDrag();
    const Encounter before = t.e;
    creature(t.e, QStringLiteral("fighter")).position = to;
    if (!(before == t.e)) {
        t.fog.update(t.e, *t.sight);
        s.changed(encounterChange(before, t.e));
    }
    QCOMPARE(writer.message(s.snapshotFor(seat)), whole(seatSnapshot(t.e, *t.sight, t.fog, seat)));
}

void TestSnapshotWriter::everyShapeOfChange_data()
{
    // A snapshot, then the next: the second message is the next one written whole.
    QTest::addColumn<QByteArray>("first");
    QTest::addColumn<QByteArray>("next");
    QTest::addColumn<int>("written"); // parts written again for the next
    const QByteArray base = R"({"a": [1, {"x": 2}, [3, 4]], "b": "words", "c": {"d": null, "e": true}, "seat": null})";
    QTest::newRow("nothing changed") << base << base << 0;
    QTest::newRow("a string changed") << base << QByteArray(R"({"a": [1, {"x": 2}, [3, 4]], "b": "other \"words\"", "c": {"d": null, "e": true}, "seat": null})") << 1;
    QTest::newRow("an element changed") << base << QByteArray(R"({"a": [1, {"x": 3}, [3, 4]], "b": "words", "c": {"d": null, "e": true}, "seat": null})") << 1;
    QTest::newRow("an element added") << base << QByteArray(R"({"a": [1, {"x": 2}, [3, 4], 5.5], "b": "words", "c": {"d": null, "e": true}, "seat": null})") << 1;
    QTest::newRow("an element removed") << base << QByteArray(R"({"a": [{"x": 2}, [3, 4]], "b": "words", "c": {"d": null, "e": true}, "seat": null})") << 1;
    QTest::newRow("an array emptied") << base << QByteArray(R"({"a": [], "b": "words", "c": {"d": null, "e": true}, "seat": null})") << 1;
    QTest::newRow("an array became an object") << base << QByteArray(R"({"a": {"x": [1]}, "b": "words", "c": {"d": null, "e": true}, "seat": null})") << 1;
    QTest::newRow("an object became an array") << base << QByteArray(R"({"a": [1, {"x": 2}, [3, 4]], "b": "words", "c": [null, true], "seat": null})") << 1;
    QTest::newRow("a string became an array of it") << base << QByteArray(R"({"a": [1, {"x": 2}, [3, 4]], "b": ["words"], "c": {"d": null, "e": true}, "seat": null})") << 1;
    QTest::newRow("two elements swapped") << base << QByteArray(R"({"a": [1, [3, 4], {"x": 2}], "b": "words", "c": {"d": null, "e": true}, "seat": null})") << 1;
    QTest::newRow("a key added") << base << QByteArray(R"({"a": [1, {"x": 2}, [3, 4]], "aa": 0, "b": "words", "c": {"d": null, "e": true}, "seat": null})") << 1;
    QTest::newRow("a key removed") << base << QByteArray(R"({"a": [1, {"x": 2}, [3, 4]], "c": {"d": null, "e": true}, "seat": null})") << 0;
    QTest::newRow("a nested value changed") << base << QByteArray(R"({"a": [1, {"x": 2}, [3, 4]], "b": "words", "c": {"d": null, "e": false}, "seat": null})") << 1;
    QTest::newRow("the seat named") << base << QByteArray(R"({"a": [1, {"x": 2}, [3, 4]], "b": "words", "c": {"d": null, "e": true}, "seat": "fighter"})") << 1;
    QTest::newRow("everything else") << base << QByteArray(R"({"z": [-0.25, 1e300, "é ✓"]})") << 1;
    QTest::newRow("from nothing") << QByteArray("{}") << base << 4;
}

void TestSnapshotWriter::everyShapeOfChange()
{
    QFETCH(QByteArray, first);
    QFETCH(QByteArray, next);
    QFETCH(int, written);
    const QJsonObject a = QJsonDocument::fromJson(first).object();
    const QJsonObject b = QJsonDocument::fromJson(next).object();
    QVERIFY(!QJsonDocument::fromJson(next).isNull());
    SnapshotWriter writer;
    QCOMPARE(writer.message(a), whole(a));
    QVERIFY(writer.patch().isEmpty()); // nothing to patch on
    const std::uint64_t firstGeneration = writer.generation();
    QCOMPARE(writer.message(b), whole(b));
    QCOMPARE(writer.partsWritten(), written);
    // A change takes a new generation (the patch is on the first's); none keeps it.
    QCOMPARE(writer.generation() != firstGeneration, a != b);
    if (a != b) {
        QCOMPARE(writer.previousGeneration(), firstGeneration);
        QVERIFY(patchGives(writer, a, b));
    }
    const std::uint64_t second = writer.generation();
    QCOMPARE(writer.message(b), whole(b)); // and again, all kept
    QCOMPARE(writer.partsWritten(), 0);
    QCOMPARE(writer.generation(), second);
}

void TestSnapshotWriter::aPatchCarriesOnlyWhatChanged_data()
{
    // A snapshot of many parts and long arrays (as a seat's walls and rows of squares
    // are), then the next: the patch, applied, gives the next, and holds only the parts
    // and elements that changed.
    QTest::addColumn<QByteArray>("change"); // a small edit, by name
    QTest::addColumn<QByteArray>("has");    // bytes the patch holds
    QTest::addColumn<QByteArray>("hasNot"); // and bytes it doesn't
    QTest::newRow("one row of squares") << QByteArray("row") << QByteArray("[[57,[3,4]]]") << QByteArray("\"walls\"");
    QTest::newRow("a creature moved") << QByteArray("creature") << QByteArray("\"position\":[9,9]") << QByteArray("row 58");
    QTest::newRow("a part gone") << QByteArray("drop") << QByteArray("\"drop\":[\"combat\"]") << QByteArray("\"set\"");
    QTest::newRow("a part new") << QByteArray("add") << QByteArray("\"set\":{\"aa\":1}") << QByteArray("\"arrays\"");
    QTest::newRow("rows cut short") << QByteArray("shorter") << QByteArray("\"length\":150") << QByteArray("row 1\"");
    QTest::newRow("rows added") << QByteArray("longer") << QByteArray("[200,[1]]") << QByteArray("row 1\"");
}

void TestSnapshotWriter::aPatchCarriesOnlyWhatChanged()
{
    QFETCH(QByteArray, change);
    QFETCH(QByteArray, has);
    QFETCH(QByteArray, hasNot);
    QJsonArray rows, walls, creatures;
    for (int i = 0; i < 200; ++i)
        rows.append(QJsonArray{QStringLiteral("row %1").arg(i)});
    for (int i = 0; i < 300; ++i)
        walls.append(QJsonArray{i, i + 1, i + 2, i + 3});
    for (int i = 0; i < 12; ++i)
        creatures.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("c%1").arg(i)}, {QStringLiteral("position"), QJsonArray{i, i}}});
    const QJsonObject a{{QStringLiteral("combat"), QJsonObject{{QStringLiteral("active"), false}}},
                        {QStringLiteral("creatures"), creatures},
                        {QStringLiteral("seen"), rows},
                        {QStringLiteral("walls"), walls}};
    QJsonObject b = a;
    if (change == "row") {
        rows.replace(57, QJsonArray{3, 4});
        b[QStringLiteral("seen")] = rows;
    } else if (change == "creature") {
        creatures.replace(4, QJsonObject{{QStringLiteral("id"), QStringLiteral("c4")}, {QStringLiteral("position"), QJsonArray{9, 9}}});
        b[QStringLiteral("creatures")] = creatures;
    } else if (change == "drop") {
        b.remove(QStringLiteral("combat"));
    } else if (change == "add") {
        b[QStringLiteral("aa")] = 1;
    } else if (change == "shorter") {
        while (rows.size() > 150)
            rows.removeLast();
        b[QStringLiteral("seen")] = rows;
    } else if (change == "longer") {
        rows.append(QJsonArray{1});
        b[QStringLiteral("seen")] = rows;
    }
    SnapshotWriter writer;
    writer.message(a);
    QCOMPARE(writer.message(b), whole(b));
    QVERIFY(!writer.patch().isEmpty());
    QVERIFY(patchGives(writer, a, b));
    QVERIFY2(writer.patch().contains(has), writer.patch().constData());
    QVERIFY2(!writer.patch().contains(hasNot), writer.patch().constData());
    QVERIFY2(writer.patch().size() * 10 < writer.full().size(), qPrintable(QString::number(writer.patch().size())));
}

void TestSnapshotWriter::generationsAreNeverTakenTwice()
{
    // Two writers (two seats, or a seat's writer made again) never name two snapshots
    // alike: a device's "the last I got" matches only the writer that sent it.
    SnapshotWriter one, two;
    const QJsonObject a{{QStringLiteral("x"), 1}};
    one.message(a);
    two.message(a);
    QVERIFY(one.generation() != 0);
    QVERIFY(two.generation() != one.generation());
    one.message(QJsonObject{{QStringLiteral("x"), 2}});
    QVERIFY(one.generation() != two.generation());
    QCOMPARE(one.previousGeneration() != two.generation(), true);
}

void TestSnapshotWriter::seatsShareWhatTheyWrote_data()
{
    // The server's publish: the seats' messages over one change share the values written
    // (SnapshotWriter::Written), each message still its snapshot written whole.
    QTest::addColumn<int>("situation");
    QTest::newRow("frames of a drag (each seat its own rows)") << 0;
    QTest::newRow("a hit (the same entry for every seat)") << 1;
    QTest::newRow("a turn, then a drag, then the drop") << 2;
}

void TestSnapshotWriter::seatsShareWhatTheyWrote()
{
    QFETCH(int, situation);
    SeatTable t(crypt());
    SeatSnapshots kept(t.world());
    kept.setKeepSnapshots(true);
    const QList<Seat> seats{Seat{}, Seat{QStringLiteral("fighter")}, Seat{QStringLiteral("rogue")}};
    std::vector<SnapshotWriter> writers(std::size_t(seats.size()));
    const auto publish = [&]() -> bool {
        SnapshotWriter::Written written;
        for (qsizetype i = 0; i < seats.size(); ++i) {
            const QJsonObject snapshot = kept.snapshotFor(seats.at(i));
            BM_CHECK_COMPARE(writers[std::size_t(i)].message(snapshot, &written), whole(snapshot));
        }
        return true;
    };
    const auto change = [&](const std::function<void(Encounter &)> &make) -> bool {
        const EncounterChange c = t.edit(make);
        BM_CHECK(!c.isEmpty());
        kept.changed(c);
        return publish();
    };
    QVERIFY(publish());
    const auto drag = [&]() -> bool {
        for (const GridPoint at : {GridPoint{2, 2}, GridPoint{3, 3}, GridPoint{5, 2}}) {
            kept.drag(QStringLiteral("fighter"), at);
            BM_CHECK(publish());
        }
        kept.endDrag();
        return change([](Encounter &e) { creature(e, QStringLiteral("fighter")).position = GridPoint{5, 2}; });
    };
    switch (situation) {
    case 0: QVERIFY(drag()); break;
    case 1: QVERIFY(change([](Encounter &e) { creature(e, QStringLiteral("orc")).hp = 4; })); break;
    case 2:
        QVERIFY(change([](Encounter &e) {
            e.combat.active = true;
            e.combat.round = 1;
            e.combat.order = {combatantOf(QStringLiteral("fighter")), combatantOf(QStringLiteral("orc"))};
            e.combat.turn = QStringLiteral("fighter");
        }));
        QVERIFY(drag());
        break;
    }
}

QTEST_MAIN(TestSnapshotWriter)
#include "tst_snapshotwriter.moc"
