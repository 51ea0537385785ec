// Changes that say what changed. Every edit, undo and redo announces its
// kinds (Document::changed, model/encounterchange.h); the sight index is dropped only when
// the map changed, the party's fog is brought up to date only when sight may have changed,
// and the undo stack keeps at most Document::kUndoLimit steps.

#include "combat/combat.h"
#include "testmodel.h"
#include "commands/combatcommands.h"
#include "commands/encountercommands.h"
#include "document.h"
#include "rules/sight.h"
#include "scene/playerscene.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace bm;
using bm::test::combatantOf;
using bm::test::creatureIn;
using bm::test::creatureOf;

namespace {

// A 12 x 8 room in the dark with a wall and a closed door; a party fighter with a torch, an orc.
Encounter room()
{
    Encounter e;
    e.width = 12;
    e.height = 8;
    e.options.light = LightLevel::Dim;
    Wall w;
    w.from = QPointF(6, 0);
    w.to = QPointF(6, 3);
    e.walls.push_back(w);
    Wall door;
    door.from = QPointF(6, 3);
    door.to = QPointF(6, 4);
    door.door = DoorState::Closed;
    e.walls.push_back(door);
    e.creatures.push_back(creatureOf(QStringLiteral("hero"), QStringLiteral("Brannoc"), Side::Party, GridPoint{1, 1}, 40));
    e.creatures.push_back(creatureOf(QStringLiteral("orc"), QStringLiteral("Orc"), Side::Hostile, GridPoint{4, 5}, 1000));
    return e;
}

using Edit = std::function<void(Document *)>;

void editEncounter(Document *doc, const std::function<void(Encounter &)> &change)
{
    Encounter after = doc->encounter();
    change(after);
    doc->undoStack()->push(new EditEncounterCommand(doc, doc->encounter(), after, QStringLiteral("edit")));
}

} // namespace

Q_DECLARE_METATYPE(Edit)

class TestChanges : public QObject
{
    Q_OBJECT

private slots:
    void announced_data();
    void announced();
    void undoLimit();
    void aMergedStrokeIsOneStepThatUndoesWhole();
};

void TestChanges::announced_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QStringList>("kinds");
    QTest::addColumn<QStringList>("creatures");
    QTest::addColumn<bool>("sightDropped");
    QTest::addColumn<bool>("fogSynced");
    const QStringList theOrc{QStringLiteral("orc")};
    QTest::newRow("damage (the HP command): statistics and the log, sight and fog kept") << Edit([](Document *doc) {
        pushCombatEdit(doc, QStringLiteral("Damage"), [doc](Encounter &e) { combat::damage(e, doc->dice(), QStringLiteral("orc"), 7); });
    }) << QStringList{"creature-stats", "combat"} << theOrc << false << false;
    QTest::newRow("a name: statistics only") << Edit([](Document *doc) {
        editEncounter(doc, [](Encounter &e) { creatureIn(e, "orc").name = QStringLiteral("Orc Chief"); });
    }) << QStringList{"creature-stats"} << theOrc << false << false;
    QTest::newRow("blinded: the fog follows, the sight index stays") << Edit([](Document *doc) {
        editEncounter(doc, [](Encounter &e) { creatureIn(e, "orc").conditions << QStringLiteral("blinded"); });
    }) << QStringList{"creature-sight", "creature-stats"} << theOrc << false << true;
    QTest::newRow("a torch carried: the fog follows, the sight index stays") << Edit([](Document *doc) {
        editEncounter(doc, [](Encounter &e) { e.creatures.front().light = CarriedLight{20, 20, {}}; });
    }) << QStringList{"creature-sight"} << QStringList{"hero"} << false << true;
    QTest::newRow("a move: the mover named, the sight index stays") << Edit([](Document *doc) {
        Encounter moved = doc->encounter();
        moved.creatures.front().position = GridPoint{2, 2};
        doc->undoStack()->push(new MoveCommand(doc, doc->encounter(), moved, QStringLiteral("Move")));
    }) << QStringList{"creatures-moved"} << QStringList{"hero"} << false << true;
    QTest::newRow("a wall: the sight index is dropped") << Edit([](Document *doc) {
        editEncounter(doc, [](Encounter &e) {
            Wall w;
            w.from = QPointF(0, 4);
            w.to = QPointF(5, 4);
            e.walls.push_back(w);
        });
    }) << QStringList{"walls"} << QStringList{} << true << true;
    QTest::newRow("a door opened: the sight index is dropped") << Edit([](Document *doc) {
        editEncounter(doc, [](Encounter &e) { e.walls[1].door = DoorState::Open; });
    }) << QStringList{"doors"} << QStringList{} << true << true;
    QTest::newRow("night falls: options, the sight index is dropped") << Edit([](Document *doc) {
        editEncounter(doc, [](Encounter &e) { e.options.light = LightLevel::Dark; });
    }) << QStringList{"options"} << QStringList{} << true << true;
    QTest::newRow("combat starts: the tracker only") << Edit([](Document *doc) {
        editEncounter(doc, [](Encounter &e) {
            e.combat.active = true;
            e.combat.round = 1;
            e.combat.order = {combatantOf(QStringLiteral("hero")), combatantOf(QStringLiteral("orc"))};
            e.combat.turn = QStringLiteral("hero");
        });
    }) << QStringList{"combat"} << QStringList{} << false << false;
}

void TestChanges::announced()
{
    QFETCH(Edit, edit);
    QFETCH(QStringList, kinds);
    QFETCH(QStringList, creatures);
    QFETCH(bool, sightDropped);
    QFETCH(bool, fogSynced);
    Document doc;
    doc.reset(room(), QString());
    doc.startFog(); // the players' view is open
    PlayerScene players(&doc);
    doc.sightMap().visibilityField(doc.encounter().creatures.front()); // the index is built
    QSignalSpy changed(&doc, &Document::changed);
    QSignalSpy fog(&doc, &Document::fogChanged);
    QSignalSpy map(&doc, &Document::mapChanged);

    for (const bool undo : {false, true}) {
        const int generation = doc.sightGeneration();
        changed.clear();
        fog.clear();
        map.clear();
        if (undo)
            doc.undoStack()->undo(); // undo announces the same kinds
        else
            edit(&doc);
        QCOMPARE(changed.count(), 1);
        const auto change = changed.first().first().value<EncounterChange>();
        QStringList announced = changeKindIds(change.kinds);
        // Undone, the fog the step's sight explored goes back with it (as before).
        if (undo)
            announced.removeAll(QStringLiteral("fog"));
        QCOMPARE(announced, kinds);
        QCOMPARE(change.creatures, creatures);
        QCOMPARE(doc.sightGeneration() != generation, sightDropped);
        QCOMPARE(map.count(), sightDropped ? 1 : 0);
        QCOMPARE(fog.count(), fogSynced ? 1 : 0);
    }
    const Encounter original = room();
    QVERIFY(doc.encounter().creatures == original.creatures);
    QVERIFY(doc.encounter().walls == original.walls);
    QVERIFY(doc.encounter().options == original.options);
    QVERIFY(doc.encounter().combat == original.combat);
}

void TestChanges::undoLimit()
{
    Document doc;
    doc.reset(room(), QString());
    QCOMPARE(doc.undoStack()->undoLimit(), Document::kUndoLimit);
    const int extra = 10;
    for (int i = 0; i < Document::kUndoLimit + extra; ++i)
        QVERIFY(pushCombatEdit(&doc, QStringLiteral("Damage"), [&](Encounter &e) { creatureIn(e, "orc").hp -= 1; }));
    QCOMPARE(doc.undoStack()->count(), Document::kUndoLimit);
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    // The oldest steps are forgotten: undo goes back as far as the limit, no further.
    QCOMPARE(doc.encounter().creature(QStringLiteral("orc"))->hp, 1000 - extra);
}

void TestChanges::aMergedStrokeIsOneStepThatUndoesWhole()
{
    Document doc;
    doc.reset(room(), QString());
    const Encounter before = doc.encounter();
    const int gesture = newGesture();
    for (int x = 0; x < 4; ++x) {
        Encounter after = doc.encounter();
        TerrainArea a;
        a.type = TerrainType::Difficult;
        a.squares = {GridPoint{x, 7}};
        after.terrain.push_back(a);
        doc.undoStack()->push(new EditEncounterCommand(&doc, doc.encounter(), after, QStringLiteral("Paint"),
                                                       EditEncounterCommand::TerrainStroke, gesture));
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(int(doc.encounter().terrain.size()), 4);
    QSignalSpy changed(&doc, &Document::changed);
    doc.undoStack()->undo();
    QVERIFY(doc.encounter() == before);
    QCOMPARE(changeKindIds(changed.first().first().value<EncounterChange>().kinds), QStringList{"terrain"});
    doc.undoStack()->redo();
    QCOMPARE(int(doc.encounter().terrain.size()), 4);
}

QTEST_MAIN(TestChanges)
#include "tst_changes.moc"
