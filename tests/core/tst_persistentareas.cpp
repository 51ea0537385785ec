// Effects on the map: an area kept while its effect lasts carries terrain the
// engine uses (heavily or lightly obscured, difficult), ends with its rounds or by hand,
// is saved in the encounter and listed in the summary.

#include "combat/combat.h"
#include "model/encounterio.h"
#include "report/summary.h"
#include "rules/areas.h"
#include "rules/attack.h"
#include "rules/cover.h"
#include "rules/movement.h"
#include "rules/sight.h"

#include "combatmap.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

using namespace bm;

Q_DECLARE_METATYPE(Obscurement)

namespace {

// An archer (a) 8 squares west of a goblin (t); a fighter (b) in the south-west corner.
Encounter field(const char *ruleset)
{
    return test::combatEncounter(ruleset, {
                                              "............",
                                              "A.......T...",
                                              "............",
                                              "............",
                                              "B...........",
                                          });
}

const Creature &who(const Encounter &e, const char *id)
{
    return *e.creature(QLatin1String(id));
}

// A sphere (5e) or burst (pf2e) of `feet` around the grid point (x, y), with its terrain.
Effect effectOnMap(const char *name, Obscurement obscured, bool difficult)
{
    Effect f;
    f.name = QLatin1String(name);
    EffectArea terrain;
    terrain.obscured = obscured;
    terrain.difficult = difficult;
    f.area = terrain;
    return f;
}

AreaOfEffect circle(Ruleset r, QPointF origin, double feet)
{
    AreaOfEffect a;
    a.shape = r == Ruleset::Pf2e ? AreaShape::Burst : AreaShape::Sphere;
    a.origin = origin;
    a.sizeFeet = feet;
    return a;
}

} // namespace

class TestPersistentAreas : public QObject
{
    Q_OBJECT

private slots:
    void sightWhileItLasts_data();
    void sightWhileItLasts();
    void difficultWhileItLasts_data();
    void difficultWhileItLasts();
    void endsWithItsDuration_data();
    void endsWithItsDuration();
    void savedInTheEncounter();
    void badAreaIsNamed_data();
    void badAreaIsNamed();
    void placeRefuses_data();
    void placeRefuses();
    void listedInTheSummary();
    void endsWithConcentration_data();
    void endsWithConcentration();
};

void TestPersistentAreas::sightWhileItLasts_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<Obscurement>("obscured");
    QTest::addColumn<bool>("seesInIt");
    QTest::addColumn<QString>("visibilityInIt"); // pf2e only
    QTest::addColumn<bool>("disadvantageInIt");
    QTest::newRow("2014 Fog Cloud on the goblin: the archer can't see it") << "dnd5e-2014" << Obscurement::Heavy << false << "" << true;
    QTest::newRow("2024 Darkness on the goblin: can't see it") << "dnd5e-2024" << Obscurement::Heavy << false << "" << true;
    QTest::newRow("a5e Fog Cloud: can't see it") << "a5e" << Obscurement::Heavy << false << "" << true;
    QTest::newRow("2014 light fog: lightly obscured is still seen") << "dnd5e-2014" << Obscurement::Light << true << "" << false;
    QTest::newRow("pf2e Obscuring Mist (heavy): hidden") << "pf2e" << Obscurement::Heavy << false << "hidden" << false;
    QTest::newRow("pf2e light mist: concealed") << "pf2e" << Obscurement::Light << true << "concealed" << false;
}

void TestPersistentAreas::sightWhileItLasts()
{
    QFETCH(QString, ruleset);
    QFETCH(Obscurement, obscured);
    QFETCH(bool, seesInIt);
    QFETCH(QString, visibilityInIt);
    QFETCH(bool, disadvantageInIt);
    Encounter e = field(qPrintable(ruleset));
    const Ruleset r = e.ruleset;
    const auto ranged = AttackRequest::rangedAttack(150, 600);
    const auto cantSee = [&] { return hasReason(checkAttack(e, who(e, "a"), who(e, "t"), ranged).disadvantage, AttackReason::AttackerCantSee); };
    QVERIFY(SightMap(e).sees(who(e, "a"), who(e, "t")));
    QVERIFY(!cantSee());

    QCOMPARE(combat::placeArea(e, effectOnMap("Fog Cloud", obscured, false), circle(r, QPointF(9, 2), 10)), AreaProblem());
    QCOMPARE(e.combat.effects.size(), std::size_t(1));
    QVERIFY(e.combat.effects[0].area->squares.size() >= 4);
    {
        const SightMap sight(e);
        QCOMPARE(sight.sees(who(e, "a"), who(e, "t")), seesInIt);
        QCOMPARE(sight.obscurementAt({8, 1}), obscured);
        QCOMPARE(sight.obscurementAt({0, 4}), Obscurement::None);
        if (r == Ruleset::Pf2e)
            QCOMPARE(visibilityId(sight.visibility(who(e, "a"), who(e, "t"))), visibilityInIt);
        // The fighter, out of the area, still sees the archer.
        QVERIFY(sight.sees(who(e, "b"), who(e, "a")));
        QCOMPARE(cantSee(), disadvantageInIt);
        if (!seesInIt)
            QVERIFY(wordLogMessage(sightReasons(sight, who(e, "a"), who(e, "t")).front(), &e).contains(QStringLiteral("heavily obscured")));
    }

    // Ended by hand: the terrain goes with it.
    combat::removeEffect(e, 0);
    QVERIFY(e.combat.effects.empty());
    QVERIFY(SightMap(e).sees(who(e, "a"), who(e, "t")));
    QCOMPARE(SightMap(e).obscurementAt({8, 1}), Obscurement::None);
    QVERIFY(!cantSee());
    QVERIFY(e.combat.log.back().text.contains(QStringLiteral("leaves the map")));
}

void TestPersistentAreas::difficultWhileItLasts_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<bool>("difficult");
    QTest::addColumn<double>("costBefore");
    QTest::addColumn<double>("costDuring");
    // The archer walks 4 squares east along row 1, into the area (squares 3 and 4 of the row).
    QTest::newRow("2014 Spike Growth: difficult squares cost double") << "dnd5e-2014" << true << 20.0 << 30.0;
    QTest::newRow("pf2e Entangling Flora: difficult") << "pf2e" << true << 20.0 << 30.0;
    QTest::newRow("2014 Fog Cloud only obscures: the cost is unchanged") << "dnd5e-2014" << false << 20.0 << 20.0;
}

void TestPersistentAreas::difficultWhileItLasts()
{
    QFETCH(QString, ruleset);
    QFETCH(bool, difficult);
    QFETCH(double, costBefore);
    QFETCH(double, costDuring);
    Encounter e = field(qPrintable(ruleset));
    e.creatures[std::size_t(e.creatureIndex(QStringLiteral("t")))].position = {11, 4}; // out of the way
    MoveRequest walk;
    walk.creature = QStringLiteral("a");
    walk.budgetFeet = 200;
    {
        MovementEngine engine(e);
        QCOMPARE(engine.cheapestPath(walk, {4, 1}).costFeet, costBefore);
    }
    // A 15-ft cube from the point (3,0) to (6,3): every square next to (4,1) is in it (pf2e:
    // a 5-ft burst at (4,1) covers its four squares, and going round costs as much).
    AreaOfEffect cube;
    if (e.ruleset == Ruleset::Pf2e) {
        cube = circle(e.ruleset, QPointF(4, 1), 5);
    } else {
        cube.shape = AreaShape::Cube;
        cube.origin = QPointF(3, 0);
        cube.toward = QPointF(6, 3);
        cube.sizeFeet = 15;
    }
    QCOMPARE(combat::placeArea(e, effectOnMap("Spike Growth", Obscurement::None, difficult), cube), AreaProblem());
    const auto &squares = e.combat.effects[0].area->squares;
    QVERIFY(std::find(squares.begin(), squares.end(), GridPoint{3, 1}) != squares.end());
    QVERIFY(std::find(squares.begin(), squares.end(), GridPoint{4, 1}) != squares.end());
    {
        MovementEngine engine(e);
        QCOMPARE(engine.cheapestPath(walk, {4, 1}).costFeet, costDuring);
    }
    combat::removeEffect(e, 0, true);
    MovementEngine engine(e);
    QCOMPARE(engine.cheapestPath(walk, {4, 1}).costFeet, costBefore);
}

void TestPersistentAreas::endsWithItsDuration_data()
{
    QTest::addColumn<int>("rounds");       // 0: until removed
    QTest::addColumn<QString>("tick");     // start or end
    QTest::addColumn<int>("turnsItLasts"); // turns passed (next) before it is gone; -1: never
    // The order is a (first), t, b; the archer (a) places it on its own turn, round 1.
    QTest::newRow("2 rounds from the start of the archer's turn: gone at its 3rd turn") << 2 << "start" << 6;
    QTest::newRow("1 round counted at the end of the archer's turn: gone when it ends") << 1 << "end" << 1;
    QTest::newRow("3 rounds at the end of its turn: gone when its 3rd turn ends") << 3 << "end" << 7;
    QTest::newRow("until removed: outlasts ten rounds") << 0 << "start" << -1;
}

void TestPersistentAreas::endsWithItsDuration()
{
    QFETCH(int, rounds);
    QFETCH(QString, tick);
    QFETCH(int, turnsItLasts);
    Encounter e = field("dnd5e-2014");
    Dice dice(1);
    dice.force({20, 10, 5}); // a, t, b
    combat::start(e, dice);
    QCOMPARE(e.combat.turn, QStringLiteral("a"));
    Effect f = effectOnMap("Fog Cloud", Obscurement::Heavy, false);
    f.source = QStringLiteral("a");
    if (rounds > 0) {
        f.rounds = rounds;
        f.tick = tick == QLatin1String("end") ? Tick::End : Tick::Start;
    }
    QCOMPARE(combat::placeArea(e, f, circle(e.ruleset, QPointF(9, 2), 10)), AreaProblem());
    QVERIFY(!SightMap(e).sees(who(e, "a"), who(e, "t")));
    const int turns = turnsItLasts < 0 ? 30 : turnsItLasts;
    for (int i = 1; i <= turns; ++i) {
        combat::nextTurn(e, dice);
        const bool gone = e.combat.effects.empty();
        QCOMPARE(gone, turnsItLasts >= 0 && i >= turnsItLasts);
    }
    QCOMPARE(SightMap(e).sees(who(e, "a"), who(e, "t")), turnsItLasts >= 0);
    if (turnsItLasts >= 0)
        QVERIFY(std::any_of(e.combat.log.begin(), e.combat.log.end(),
                            [](const LogEntry &l) { return l.text == QStringLiteral("Fog Cloud expires and leaves the map."); }));
}

void TestPersistentAreas::savedInTheEncounter()
{
    Encounter e = field("dnd5e-2014");
    Effect f = effectOnMap("Web", Obscurement::Light, true);
    f.rounds = 10;
    f.of = QStringLiteral("a");
    AreaOfEffect cube;
    cube.shape = AreaShape::Cube;
    cube.origin = QPointF(4, 0);
    cube.toward = QPointF(8, 4);
    cube.sizeFeet = 20;
    QCOMPARE(combat::placeArea(e, f, cube), AreaProblem());
    e.combat.effects[0].area->extra.insert(QStringLiteral("colour"), QStringLiteral("#ffffff")); // a newer tool's field
    e.hasCombat = true;
    const QByteArray json = writeEncounter(e);
    const ReadResult back = readEncounter(json);
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.errors.front().text()));
    QCOMPARE(back.encounter.combat.effects, e.combat.effects);
    const EffectArea &a = *back.encounter.combat.effects[0].area;
    QCOMPARE(a.shape, QStringLiteral("cube"));
    QCOMPARE(a.squares.size(), std::size_t(16));
    QVERIFY(a.difficult);
    QCOMPARE(a.obscured, Obscurement::Light);
    QCOMPARE(areaOfEffect(a), cube);
    QCOMPARE(a.extra.value(QStringLiteral("colour")).toString(), QStringLiteral("#ffffff"));
    // And the engine reads the terrain from the file as it did before the save.
    QCOMPARE(SightMap(back.encounter).obscurementAt({5, 1}), Obscurement::Light);
}

void TestPersistentAreas::badAreaIsNamed_data()
{
    QTest::addColumn<QString>("area");
    QTest::addColumn<QString>("field");
    QTest::newRow("unknown shape") << R"({"shape": "blob", "size": 20, "squares": []})" << "combat.effects[0].area.shape";
    QTest::newRow("negative size") << R"({"shape": "sphere", "size": -5, "squares": []})" << "combat.effects[0].area.size";
    QTest::newRow("a square that is not [x, y]") << R"({"shape": "sphere", "size": 5, "squares": [[1]]})" << "combat.effects[0].area.squares[0]";
    QTest::newRow("a fractional square") << R"({"shape": "sphere", "size": 5, "squares": [[1.5, 2]]})" << "combat.effects[0].area.squares[0][0]";
    QTest::newRow("thick fog") << R"({"shape": "sphere", "size": 5, "squares": [], "obscured": "thick"})" << "combat.effects[0].area.obscured";
    QTest::newRow("difficult as a word") << R"({"shape": "sphere", "size": 5, "squares": [], "difficult": "yes"})" << "combat.effects[0].area.difficult";
    QTest::newRow("origin not a point") << R"({"shape": "sphere", "size": 5, "origin": 3, "squares": []})" << "combat.effects[0].area.origin";
    QTest::newRow("area not an object") << R"([1, 2])" << "combat.effects[0].area";
}

void TestPersistentAreas::badAreaIsNamed()
{
    QFETCH(QString, area);
    QFETCH(QString, field);
    const QByteArray json = QStringLiteral(R"({"format": "battlemap-encounter", "version": 1, "ruleset": "dnd5e-2014",
        "grid": {"width": 10, "height": 10}, "creatures": [],
        "combat": {"effects": [{"name": "Fog Cloud", "target": "", "area": %1}]}})")
                                .arg(area)
                                .toUtf8();
    const ReadResult r = readEncounter(json);
    QVERIFY(!r.ok());
    QStringList fields;
    for (const auto &m : r.errors)
        fields << m.field;
    QVERIFY2(fields.contains(field), qPrintable(fields.join(QStringLiteral(", "))));
}

void TestPersistentAreas::placeRefuses_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QPointF>("origin");
    QTest::addColumn<QString>("problem"); // the refusal's code
    QTest::newRow("origin off the map") << "Fog Cloud" << QPointF(40, 40) << "origin-off-map";
    QTest::newRow("no name") << "  " << QPointF(4, 2) << "effect-needs-name";
}

void TestPersistentAreas::placeRefuses()
{
    QFETCH(QString, name);
    QFETCH(QPointF, origin);
    QFETCH(QString, problem);
    Encounter e = field("dnd5e-2014");
    const Encounter before = e;
    Effect f = effectOnMap("", Obscurement::Heavy, false);
    f.name = name;
    QCOMPARE(areaRefusalId(combat::placeArea(e, f, circle(e.ruleset, origin, 10)).code), problem);
    QCOMPARE(e, before);
}

void TestPersistentAreas::listedInTheSummary()
{
    Encounter e = field("dnd5e-2014");
    Effect f = effectOnMap("Fog Cloud", Obscurement::Heavy, false);
    f.source = QStringLiteral("b");
    f.rounds = 10;
    f.of = QStringLiteral("b");
    QCOMPARE(combat::placeArea(e, f, circle(e.ruleset, QPointF(9, 2), 10)), AreaProblem());
    MovementEngine engine(e);
    const EncounterSummary s = buildSummary(e, engine, SummaryOptions());
    QStringList notes;
    for (const TacticalNote &n : s.notes)
        if (n.kind == TacticalNote::Kind::Area)
            notes << n.text;
    QCOMPARE(notes.size(), 1);
    const QString text = notes.front();
    QVERIFY2(text.startsWith(QStringLiteral("Fog Cloud (b's): a 10 ft sphere at 9,2")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("heavily obscured")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("10 round(s) left")), qPrintable(text));
    QVERIFY2(text.endsWith(QStringLiteral("In it: t.")), qPrintable(text));
    QVERIFY(summaryText(s).contains(text));
    // The goblin in the fog is a creature the archer can't see.
    QVERIFY(std::any_of(s.notes.begin(), s.notes.end(), [](const TacticalNote &n) { return n.text == QStringLiteral("a can't see t."); }));
}

// A spell held with concentration (SRD 5.1): the area and the caster's concentration end
// together, whichever way either ends.
void TestPersistentAreas::endsWithConcentration_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<bool>("areaEnds");
    QTest::newRow("the caster fails its concentration save") << "failed save" << true;
    QTest::newRow("the caster passes its concentration save") << "passed save" << false;
    QTest::newRow("the caster drops to 0 HP and dies") << "dies" << true;
    QTest::newRow("the GM takes the caster's concentrating condition away") << "condition" << true;
    QTest::newRow("the caster casts another concentration spell") << "another spell" << true;
    QTest::newRow("the GM ends the area: the caster stops concentrating") << "area ended" << true;
    QTest::newRow("the area's rounds run out: the caster stops concentrating") << "expires" << true;
}

void TestPersistentAreas::endsWithConcentration()
{
    QFETCH(QString, how);
    QFETCH(bool, areaEnds);
    Encounter e = field("dnd5e-2014");
    e.creatures[std::size_t(e.creatureIndex(QStringLiteral("t")))].hp = 7; // the goblin casts
    e.creatures[std::size_t(e.creatureIndex(QStringLiteral("t")))].maxHp = 7;
    Dice dice(1);
    dice.force({5, 20, 3}); // a, t, b: the goblin acts first
    combat::start(e, dice);
    QCOMPARE(e.combat.turn, QStringLiteral("t"));
    Effect f = effectOnMap("Fog Cloud", Obscurement::Heavy, false);
    f.source = QStringLiteral("t");
    f.area->concentration = true;
    if (how == QLatin1String("expires")) {
        f.rounds = 1;
        f.of = QStringLiteral("t");
    }
    QCOMPARE(combat::placeArea(e, f, circle(e.ruleset, QPointF(2, 2), 10)), AreaProblem());
    const auto areas = [&] { return std::count_if(e.combat.effects.begin(), e.combat.effects.end(), [](const Effect &x) { return x.area.has_value(); }); };
    QCOMPARE(areas(), 1);
    QVERIFY(who(e, "t").has(QStringLiteral("concentrating")));

    combat::DamageOptions hit;
    if (how == QLatin1String("failed save") || how == QLatin1String("passed save")) {
        hit.concentrationSave = how == QLatin1String("failed save") ? 3 : 15;
        combat::damage(e, dice, QStringLiteral("t"), 4, hit);
    } else if (how == QLatin1String("dies")) {
        combat::damage(e, dice, QStringLiteral("t"), 30, hit);
        QVERIFY(who(e, "t").isDead());
    } else if (how == QLatin1String("condition")) {
        combat::setCondition(e, QStringLiteral("t"), QStringLiteral("concentrating"), false);
    } else if (how == QLatin1String("another spell")) {
        Effect web = effectOnMap("Web", Obscurement::Light, true);
        web.source = QStringLiteral("t");
        web.area->concentration = true;
        QCOMPARE(combat::placeArea(e, web, circle(e.ruleset, QPointF(8, 2), 5)), AreaProblem());
        QCOMPARE(areas(), 1); // the Web, not the fog
        QCOMPARE(std::find_if(e.combat.effects.begin(), e.combat.effects.end(), [](const Effect &x) { return x.area.has_value(); })->name,
                 QStringLiteral("Web"));
        QVERIFY(who(e, "t").has(QStringLiteral("concentrating")));
        return;
    } else if (how == QLatin1String("area ended")) {
        const auto it = std::find_if(e.combat.effects.begin(), e.combat.effects.end(), [](const Effect &x) { return x.area.has_value(); });
        combat::removeEffect(e, int(it - e.combat.effects.begin()));
    } else if (how == QLatin1String("expires")) {
        for (int i = 0; i < 3; ++i)
            combat::nextTurn(e, dice); // round 2: the goblin's turn starts, its 1 round is over
        QCOMPARE(e.combat.turn, QStringLiteral("t"));
    }
    QCOMPARE(areas(), areaEnds ? 0 : 1);
    QCOMPARE(who(e, "t").has(QStringLiteral("concentrating")), !areaEnds);
    QCOMPARE(SightMap(e).obscurementAt({2, 2}), areaEnds ? Obscurement::None : Obscurement::Heavy);
    // The pair ends in one log line, the area's ("Fog Cloud expires and
    // leaves the map."), not two ("Fog Cloud on Goblin expires." as well).
    const QRegularExpression ending(QStringLiteral("^Fog Cloud .*(expires|ends)"));
    const auto endings = std::count_if(e.combat.log.begin(), e.combat.log.end(),
                                       [&](const LogEntry &l) { return ending.match(l.text).hasMatch(); });
    QCOMPARE(endings, areaEnds ? 1 : 0);
    if (areaEnds)
        QVERIFY(std::any_of(e.combat.log.begin(), e.combat.log.end(),
                            [](const LogEntry &l) { return l.text.endsWith(QStringLiteral("and leaves the map.")); }));
}

QTEST_GUILESS_MAIN(TestPersistentAreas)
#include "tst_persistentareas.moc"
