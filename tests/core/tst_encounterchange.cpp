// A change says what changed (model/encounterchange.h). Rows named after
// the edit: the kinds announced, the creatures named, the same kinds either way round, and
// the delta an undo command keeps brings back either side exactly.

#include "model/encounterchange.h"
#include "testmap.h"
#include "testmodel.h"

#include <QTest>

#include <functional>

using namespace bm;
using namespace bm::test;

namespace {

Encounter hall()
{
    return load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"........", "...d....", "........", "........"}),
                         R"({"walls": [{"from": [4, 0], "to": [4, 2]}, {"from": [4, 2], "to": [4, 3], "door": "closed"}],
                             "lights": [{"at": [1.5, 1.5], "bright": 10, "dim": 10}],
                             "creatures": [
        {"id": "fighter", "name": "Brannoc", "side": "party", "position": [1, 2], "hp": 30, "maxHp": 44},
        {"id": "orc", "name": "Orc Raider", "side": "hostile", "position": [6, 1], "hp": 11, "maxHp": 15}
    ]})"));
}

using Edit = std::function<void(Encounter &)>;

} // namespace

Q_DECLARE_METATYPE(Edit)

class TestEncounterChange : public QObject
{
    Q_OBJECT

private slots:
    void kinds_data();
    void kinds();
    void nothingChanged();
    void theLogBackEitherWay_data();
    void theLogBackEitherWay();
};

void TestEncounterChange::kinds_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QStringList>("kinds");
    QTest::addColumn<QStringList>("creatures");
    const QStringList none;
    const QStringList theOrc{QStringLiteral("orc")};
    QTest::newRow("hit points: statistics, no sight") << Edit([](Encounter &e) { creatureIn(e, "orc").hp = 3; })
                                                      << QStringList{"creature-stats"} << theOrc;
    QTest::newRow("a name: statistics") << Edit([](Encounter &e) { creatureIn(e, "orc").name = QStringLiteral("Orc Chief"); })
                                        << QStringList{"creature-stats"} << theOrc;
    QTest::newRow("frightened: statistics (sees as before)")
        << Edit([](Encounter &e) { creatureIn(e, "orc").conditions << QStringLiteral("frightened"); }) << QStringList{"creature-stats"} << theOrc;
    QTest::newRow("blinded: sight") << Edit([](Encounter &e) { creatureIn(e, "orc").conditions << QStringLiteral("blinded"); })
                                    << QStringList{"creature-sight", "creature-stats"} << theOrc;
    QTest::newRow("invisible: sight") << Edit([](Encounter &e) { creatureIn(e, "orc").conditions << QStringLiteral("invisible"); })
                                      << QStringList{"creature-sight", "creature-stats"} << theOrc;
    QTest::newRow("dead: sight") << Edit([](Encounter &e) { creatureIn(e, "orc").conditions << QStringLiteral("dead"); })
                                 << QStringList{"creature-sight", "creature-stats"} << theOrc;
    QTest::newRow("a carried torch: sight") << Edit([](Encounter &e) { creatureIn(e, "orc").light = CarriedLight{20, 20, {}}; })
                                            << QStringList{"creature-sight"} << theOrc;
    QTest::newRow("darkvision: sight") << Edit([](Encounter &e) { creatureIn(e, "orc").senses.darkvision = 60; })
                                       << QStringList{"creature-sight"} << theOrc;
    QTest::newRow("size: sight") << Edit([](Encounter &e) { creatureIn(e, "orc").size = Size::Large; }) << QStringList{"creature-sight"} << theOrc;
    QTest::newRow("hidden from the players: sight") << Edit([](Encounter &e) { creatureIn(e, "orc").setHiddenFromPlayers(true); })
                                                    << QStringList{"creature-sight"} << theOrc;
    QTest::newRow("moved: the mover named") << Edit([](Encounter &e) { creatureIn(e, "orc").position = GridPoint{5, 3}; })
                                            << QStringList{"creatures-moved"} << theOrc;
    QTest::newRow("flying up: moved") << Edit([](Encounter &e) { creatureIn(e, "orc").elevation = 10; })
                                      << QStringList{"creatures-moved"} << theOrc;
    QTest::newRow("a creature added") << Edit([](Encounter &e) {
        Creature c = creatureIn(e, "orc");
        c.id = QStringLiteral("orc2");
        c.position = GridPoint{7, 3};
        e.creatures.push_back(c);
    }) << QStringList{"creatures-added"} << none;
    QTest::newRow("a creature removed") << Edit([](Encounter &e) { e.creatures.pop_back(); })
                                        << QStringList{"creatures-added"} << none;
    QTest::newRow("a wall added") << Edit([](Encounter &e) {
        Wall w;
        w.from = QPointF(0, 3);
        w.to = QPointF(2, 3);
        e.walls.push_back(w);
    }) << QStringList{"walls"} << none;
    QTest::newRow("a door opened: doors") << Edit([](Encounter &e) { e.walls[1].door = DoorState::Open; })
                                          << QStringList{"doors"} << none;
    QTest::newRow("a door made a wall: walls") << Edit([](Encounter &e) { e.walls[1].door = DoorState::None; })
                                               << QStringList{"walls"} << none;
    QTest::newRow("terrain painted") << Edit([](Encounter &e) { e.terrain.front().squares.push_back(GridPoint{0, 0}); })
                                     << QStringList{"terrain"} << none;
    QTest::newRow("a light moved") << Edit([](Encounter &e) { e.lights.front().at = QPointF(2.5, 2.5); })
                                   << QStringList{"lights"} << none;
    QTest::newRow("darkness: options") << Edit([](Encounter &e) { e.options.light = LightLevel::Dark; })
                                       << QStringList{"options"} << none;
    QTest::newRow("the grid resized: map") << Edit([](Encounter &e) { e.width = 10; }) << QStringList{"map"} << none;
    QTest::newRow("the ruleset: map") << Edit([](Encounter &e) { e.ruleset = Ruleset::Pf2e; }) << QStringList{"map"} << none;
    QTest::newRow("the fog revealed: fog only") << Edit([](Encounter &e) {
        e.extra[QStringLiteral("fog")] = QJsonObject{{QStringLiteral("mode"), QStringLiteral("manual")}};
    }) << QStringList{"fog"} << none;
    QTest::newRow("the turn: combat") << Edit([](Encounter &e) {
        e.combat.active = true;
        e.combat.round = 2;
    }) << QStringList{"combat"} << none;
    QTest::newRow("a Fog Cloud kept on the map: combat and areas") << Edit([](Encounter &e) {
        Effect f;
        f.name = QStringLiteral("Fog Cloud");
        EffectArea a;
        a.obscured = Obscurement::Heavy;
        a.squares = {GridPoint{2, 2}};
        f.area = a;
        e.combat.effects.push_back(f);
    }) << QStringList{"areas", "combat"} << none;
    QTest::newRow("an effect without an area: combat only") << Edit([](Encounter &e) {
        Effect f;
        f.name = QStringLiteral("Bless");
        f.target = QStringLiteral("fighter");
        e.combat.effects.push_back(f);
    }) << QStringList{"combat"} << none;
    QTest::newRow("damage: statistics and the log") << Edit([](Encounter &e) {
        creatureIn(e, "orc").hp = 4;
        e.combat.log.push_back(LogEntry{});
    }) << QStringList{"creature-stats", "combat"} << theOrc;
}

void TestEncounterChange::kinds()
{
    QFETCH(Edit, edit);
    QFETCH(QStringList, kinds);
    QFETCH(QStringList, creatures);
    const Encounter before = hall();
    Encounter after = before;
    edit(after);
    const EncounterChange change = encounterChange(before, after);
    QCOMPARE(changeKindIds(change.kinds), kinds);
    QCOMPARE(change.creatures, creatures);
    // Undo announces what redo did.
    QCOMPARE(changeKindIds(encounterChange(after, before).kinds), kinds);
    // The sight index is dropped only for the map's kinds.
    const bool map = kinds.contains(QStringLiteral("walls")) || kinds.contains(QStringLiteral("doors"))
                  || kinds.contains(QStringLiteral("terrain")) || kinds.contains(QStringLiteral("lights"))
                  || kinds.contains(QStringLiteral("options")) || kinds.contains(QStringLiteral("map"))
                  || kinds.contains(QStringLiteral("areas"));
    QCOMPARE(change.mapChanged(), map);
    // The party's fog is brought up to date when what anyone sees may have changed.
    const bool sight = map || kinds.contains(QStringLiteral("creatures-added")) || kinds.contains(QStringLiteral("creatures-moved"))
                    || kinds.contains(QStringLiteral("creature-sight")) || kinds.contains(QStringLiteral("fog"));
    QCOMPARE(change.sightMayChange(), sight);

    // The delta keeps what changed and brings back either side.
    const EncounterDelta delta(before, after);
    QCOMPARE(delta.change(), change);
    Encounter e = before;
    delta.apply(e, true);
    QVERIFY(e == after);
    delta.apply(e, false);
    QVERIFY(e == before);
}

void TestEncounterChange::nothingChanged()
{
    const Encounter e = hall();
    QVERIFY(encounterChange(e, e).isEmpty());
    QVERIFY(EncounterDelta(e, e).change().isEmpty());
}

void TestEncounterChange::theLogBackEitherWay_data()
{
    // The delta keeps only the log entries past those both sides share: whatever the edit
    // did to the log, either side comes back exactly.
    QTest::addColumn<Edit>("edit");
    const auto entry = [](const char *text) { return LogEntry{1, QString::fromUtf8(text), std::nullopt, {}}; };
    QTest::newRow("a hit: one entry added") << Edit([=](Encounter &e) {
        creatureIn(e, "orc").hp = 4;
        e.combat.log.push_back(entry("the orc is hit"));
    });
    QTest::newRow("three entries added") << Edit([=](Encounter &e) {
        for (const char *text : {"one", "two", "three"})
            e.combat.log.push_back(entry(text));
    });
    QTest::newRow("the last entry removed") << Edit([](Encounter &e) { e.combat.log.pop_back(); });
    QTest::newRow("an old entry reworded, one added") << Edit([=](Encounter &e) {
        e.combat.log[1].text = QStringLiteral("reworded");
        e.combat.log.push_back(entry("added"));
    });
    QTest::newRow("the first entry changed") << Edit([](Encounter &e) { e.combat.log[0].round = 7; });
    QTest::newRow("the log cleared, the fight over") << Edit([](Encounter &e) {
        e.combat.active = false;
        e.combat.log.clear();
    });
    QTest::newRow("the turn passes, the log as it was") << Edit([](Encounter &e) { e.combat.turn = QStringLiteral("fighter"); });
}

void TestEncounterChange::theLogBackEitherWay()
{
    QFETCH(Edit, edit);
    Encounter before = hall();
    before.combat.active = true;
    before.combat.round = 1;
    before.combat.turn = QStringLiteral("orc");
    for (const char *text : {"Initiative rolled", "Brannoc moves", "the orc attacks"})
        before.combat.log.push_back(LogEntry{1, QString::fromUtf8(text), std::nullopt, {}});
    Encounter after = before;
    edit(after);
    const EncounterDelta delta(before, after);
    QVERIFY(delta.change().touches(EncounterChange::Combat));
    Encounter e = before;
    delta.apply(e, true);
    QVERIFY(e == after);
    delta.apply(e, false);
    QVERIFY(e == before);
    delta.apply(e, true); // redo after undo
    QVERIFY(e == after);
}

QTEST_MAIN(TestEncounterChange)
#include "tst_encounterchange.moc"
