// The party's fog of war (rules/fog.h): visible now as the union of what the
// party's creatures see (RULES.md 12), explored squares that stay, the GM's reveal and
// hide, manual fog, and the run-length rows it is saved in.

#include "rules/fog.h"
#include "rules/sight.h"
#include "testmap.h"

#include <QJsonArray>
#include <QTest>

using namespace bm;
using namespace bm::test;

Q_DECLARE_METATYPE(bm::Encounter)

namespace {

// A room split by a wall at x = 4; the fighter left of it, the orc right of it.
Encounter room(const char *extra = "")
{
    return load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"........", "........", "........"}),
                         QByteArray(R"({"walls": [{"from": [4, 0], "to": [4, 3]}], "creatures": [)"
                                    R"({"id": "f", "side": "party", "position": [1, 1]},)"
                                    R"({"id": "o", "side": "hostile", "position": [6, 1]}]})")
                             + extra));
}

} // namespace

class TestFog : public QObject
{
    Q_OBJECT

private slots:
    void states_data();
    void states();
    void exploredStays();
    void overrides();
    void allStatesAtOnce_data();
    void allStatesAtOnce();
    void draggedTorchLightsItsWay();
    void aDraggedTorchUpdatesTheOthersFields_data();
    void aDraggedTorchUpdatesTheOthersFields();
    void aDragFrameWorksOutOnlyWhereItCanDiffer_data();
    void aDragFrameWorksOutOnlyWhereItCanDiffer();
    void rowsRoundTrip_data();
    void rowsRoundTrip();
    void malformedReadsAsNothing_data();
    void malformedReadsAsNothing();
};

void TestFog::states_data()
{
    QTest::addColumn<QPoint>("square");
    QTest::addColumn<int>("state");
    QTest::newRow("the fighter's own square: visible") << QPoint(1, 1) << int(FogState::Visible);
    QTest::newRow("beside the wall, this side: visible") << QPoint(3, 2) << int(FogState::Visible);
    QTest::newRow("behind the wall: unknown") << QPoint(6, 1) << int(FogState::Unknown);
    QTest::newRow("off the map: unknown") << QPoint(9, 9) << int(FogState::Unknown);
    // A Fog Cloud kept on the map over (2..3, 0..1), this side of the wall.
    QTest::newRow("in a Fog Cloud in view: explored (the cloud is seen, not what is in it)") << QPoint(2, 1) << int(FogState::Explored);
    // Version 3 (RULES.md 12): heavy obscurement blocks vision through it; the cloud's far
    // column lies behind its near one.
    QTest::newRow("deeper in the Fog Cloud: unknown") << QPoint(3, 1) << int(FogState::Unknown);
    QTest::newRow("beside the Fog Cloud: visible") << QPoint(1, 2) << int(FogState::Visible);
    QTest::newRow("light fog in view: visible") << QPoint(0, 0) << int(FogState::Visible);
    QTest::newRow("a Fog Cloud behind the wall: unknown") << QPoint(6, 2) << int(FogState::Unknown);
}

void TestFog::states()
{
    QFETCH(QPoint, square);
    QFETCH(int, state);
    Encounter e = room();
    const auto cloud = [&](std::vector<GridPoint> squares, Obscurement o) {
        Effect f;
        f.name = QStringLiteral("Fog Cloud");
        EffectArea a;
        a.shape = QStringLiteral("cube");
        a.squares = std::move(squares);
        a.obscured = o;
        f.area = a;
        e.combat.effects.push_back(f);
    };
    cloud({{2, 0}, {3, 0}, {2, 1}, {3, 1}}, Obscurement::Heavy);
    cloud({{6, 2}, {7, 2}}, Obscurement::Heavy);
    cloud({{0, 0}}, Obscurement::Light);
    const SightMap sight(e);
    FogOfWar fog(e.width, e.height);
    fog.update(e, sight);
    QCOMPARE(int(fog.at({square.x(), square.y()})), state);
}

void TestFog::exploredStays()
{
    Encounter e = room();
    FogOfWar fog(e.width, e.height);
    {
        const SightMap sight(e);
        fog.update(e, sight);
    }
    QCOMPARE(fog.at({0, 0}), FogState::Visible);
    // The fighter goes to the far side of the wall: what it saw before stays explored.
    e.creatures[0].position = {6, 0};
    const SightMap sight(e);
    fog.update(e, sight);
    QCOMPARE(fog.at({6, 1}), FogState::Visible);
    QCOMPARE(fog.at({0, 0}), FogState::Explored);
    fog.resetExplored();
    fog.update(e, sight);
    QCOMPARE(fog.at({0, 0}), FogState::Unknown);
    // The fighter as it would be (a drag): the map as seen from there, the model untouched.
    Creature back = e.creatures[0];
    back.position = {1, 1};
    fog.update(e, sight, Side::Party, &back);
    QCOMPARE(fog.at({0, 0}), FogState::Visible);
    QCOMPARE(fog.at({6, 1}), FogState::Explored); // seen from over there a moment ago
}

// RULES.md 13.1: the party in the dark; the torchbearer's light goes where it is dragged,
// and with it what the party sees (the model untouched).
void TestFog::draggedTorchLightsItsWay()
{
    Encounter e = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"............", "............"}),
                                QByteArray(R"({"options": {"light": "dark"}, "creatures": [)"
                                           R"({"id": "t", "side": "party", "position": [0, 0], "light": {"bright": 10, "dim": 0}}]})")));
    const SightMap sight(e);
    FogOfWar fog(e.width, e.height);
    fog.update(e, sight);
    QCOMPARE(fog.at({1, 0}), FogState::Visible);
    QCOMPARE(fog.at({9, 0}), FogState::Unknown);
    Creature dragged = e.creatures[0];
    dragged.position = {9, 1};
    fog.update(e, sight, Side::Party, &dragged);
    QCOMPARE(fog.at({10, 0}), FogState::Visible); // lit by the torch where it is dragged
    QCOMPARE(fog.at({1, 0}), FogState::Explored); // dark now, seen before
    QCOMPARE(e.creatures[0].position, (GridPoint{0, 0}));
    QCOMPARE(sight.lightAt({1, 0}), LightLevel::Bright); // after the drag preview: where it stands
}

void TestFog::aDraggedTorchUpdatesTheOthersFields_data()
{
    QTest::addColumn<QString>("ambient");
    QTest::addColumn<QByteArray>("others"); // the party members who watch, their senses and conditions
    QTest::newRow("dark: a watcher without darkvision")
        << "dark" << QByteArray(R"({"id": "w", "side": "party", "position": [14, 8]})");
    QTest::newRow("dark: darkvision 30 ft, a blinded one, blindsight 10 ft")
        << "dark"
        << QByteArray(R"({"id": "w", "side": "party", "position": [14, 8], "senses": {"darkvision": 30}},)"
                      R"({"id": "b", "side": "party", "position": [3, 8], "conditions": ["blinded"], "senses": {"blindsight": 10}})");
    QTest::newRow("dim: a watcher sees the dim squares anyway")
        << "dim" << QByteArray(R"({"id": "w", "side": "party", "position": [14, 8]})");
    QTest::newRow("daylight: the torch changes no square")
        << "bright" << QByteArray(R"({"id": "w", "side": "party", "position": [14, 8]})");
}

// RULES.md 13.1 and the fields kept per viewer: as a torch-bearer is dragged across a room
// with walls, rubble and a Fog Cloud, the other viewers' fields (brought up to date only
// where the light changed) and the fog are what a fresh SightMap computes at every step.
void TestFog::aDraggedTorchUpdatesTheOthersFields()
{
    QFETCH(QString, ambient);
    QFETCH(QByteArray, others);
    const QByteArray json = R"({"options": {"light": ")" + ambient.toLatin1()
        + R"("}, "walls": [{"from": [6, 0], "to": [6, 5]}, {"from": [10, 4], "to": [16, 4]}, {"from": [2, 7], "to": [5, 7], "door": "closed"}],)"
          R"("lights": [{"at": [17.5, 1.5], "bright": 10, "dim": 10}],)"
          R"("combat": {"effects": [{"name": "Fog Cloud", "target": "", "area": {"shape": "cube", "size": 10, "origin": [8, 6], "obscured": "heavy", "squares": [[8, 6], [9, 6], [8, 7], [9, 7]]}}]},)"
          R"("creatures": [{"id": "t", "side": "party", "position": [1, 1], "light": {"bright": 20, "dim": 20}},)"
        + others + R"(, {"id": "o", "side": "hostile", "position": [12, 2]}]})";
    Encounter e = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"),
                                               {"....................", "...#................", "....................",
                                                ".........#..........", "....................", "....................",
                                                "....................", "...........#........", "....................",
                                                "...................."}),
                                json.constData()));
    QVERIFY(e.creatures.size() >= 3);
    const SightMap kept(e);
    FogOfWar fog(e.width, e.height);
    fog.update(e, kept);
    const int computedAtFirst = kept.fieldsComputed();
    for (int step = 1; step <= 18; ++step) {
        Creature dragged = e.creatures[0];
        dragged.position = {1 + step, step % 9};
        fog.update(e, kept, Side::Party, &dragged);
        Encounter there = e;
        there.creatures[0] = dragged;
        const SightMap fresh(there);
        FogOfWar expected(e.width, e.height);
        expected.update(there, fresh);
        for (const Creature &c : there.creatures) {
            if (c.side != Side::Party || c.id == dragged.id)
                continue;
            std::vector<std::uint8_t> seen;
            std::vector<std::uint8_t> mist;
            {
                const SightMap::StandIn standIn(kept, &dragged);
                seen = kept.visibilityField(c);
                mist = kept.mistField(c);
            }
            QVERIFY2(seen == fresh.visibilityField(c), qPrintable(QStringLiteral("step %1, %2 sees").arg(step).arg(c.id)));
            QVERIFY2(mist == fresh.mistField(c), qPrintable(QStringLiteral("step %1, %2's mist").arg(step).arg(c.id)));
        }
        for (int y = 0; y < e.height; ++y)
            for (int x = 0; x < e.width; ++x)
                QVERIFY2(fog.visible({x, y}) == expected.visible({x, y}), qPrintable(QStringLiteral("step %1, %2,%3").arg(step).arg(x).arg(y)));
    }
    // Only the torch-bearer's own field was computed again at each step; the watchers' were
    // brought up to date where the light changed. (A watcher's first field may
    // be the reference's, on a small dark map; the first change of light then sweeps it
    // once in full, and every later one only where the light changed.)
    int watchers = 0;
    for (const Creature &c : e.creatures)
        watchers += c.side == Side::Party && c.id != QLatin1String("t");
    const int computed = kept.fieldsComputed() - computedAtFirst;
    QVERIFY2(computed >= 18 && computed <= 18 + watchers, qPrintable(QString::number(computed)));
}

void TestFog::overrides()
{
    const Encounter e = room();
    const SightMap sight(e);
    FogOfWar fog(e.width, e.height);
    fog.reveal(QRect(6, 0, 2, 2));
    fog.hide(QRect(0, 0, 1, 1));
    fog.update(e, sight);
    QCOMPARE(fog.at({7, 1}), FogState::Visible);  // revealed behind the wall
    QCOMPARE(fog.at({0, 0}), FogState::Unknown);  // hidden, though the fighter sees it
    QVERIFY(fog.anyVisible(QRect(6, 1, 1, 1)));
    fog.reveal(QRect(0, 0, 1, 1)); // a reveal undoes a hide
    fog.update(e, sight);
    QCOMPARE(fog.at({0, 0}), FogState::Visible);
    // Manual fog: only what the GM revealed is visible (what was seen stays explored).
    fog.setDynamic(false);
    fog.update(e, sight);
    QCOMPARE(fog.at({1, 1}), FogState::Explored);
    QCOMPARE(fog.at({7, 0}), FogState::Visible);
    fog.revealAll();
    QCOMPARE(fog.at({5, 2}), FogState::Visible);
}

// FogOfWar::states: every square's state at once (the players' screen, every drag frame),
// the same as at() says of each square.
void TestFog::allStatesAtOnce_data()
{
    QTest::addColumn<QRect>("revealed");
    QTest::addColumn<QRect>("hidden");
    QTest::addColumn<bool>("crossed"); // the fighter walks past the wall and back: explored squares
    QTest::addColumn<bool>("manual");
    QTest::newRow("dynamic: the fighter's side seen, the orc's unknown") << QRect() << QRect() << false << false;
    QTest::newRow("a square revealed behind the wall, one hidden in view") << QRect(6, 0, 2, 2) << QRect(0, 0, 1, 1) << false << false;
    QTest::newRow("the fighter back from the orc's side: explored squares") << QRect() << QRect() << true << false;
    QTest::newRow("manual fog: explored, revealed and hidden") << QRect(6, 2, 2, 1) << QRect(2, 1, 1, 1) << true << true;
}

void TestFog::allStatesAtOnce()
{
    QFETCH(QRect, revealed);
    QFETCH(QRect, hidden);
    QFETCH(bool, crossed);
    QFETCH(bool, manual);
    Encounter e = room();
    FogOfWar fog(e.width, e.height);
    if (revealed.isValid())
        fog.reveal(revealed);
    if (hidden.isValid())
        fog.hide(hidden);
    if (crossed) {
        e.creatures[0].position = {6, 0}; // put on the orc's side a moment
        fog.update(e, SightMap(e));
        e.creatures[0].position = {1, 1};
    }
    fog.setDynamic(!manual);
    fog.update(e, SightMap(e));
    std::vector<std::uint8_t> states;
    fog.states(states);
    QCOMPARE(int(states.size()), e.width * e.height);
    QSet<int> kinds;
    for (int y = 0; y < e.height; ++y)
        for (int x = 0; x < e.width; ++x) {
            const FogState expected = fog.at({x, y});
            kinds.insert(int(expected));
            QVERIFY2(FogState(states[std::size_t(y * e.width + x)]) == expected, qPrintable(QStringLiteral("square %1, %2").arg(x).arg(y)));
        }
    QVERIFY(kinds.contains(int(FogState::Visible)));
    if (crossed)
        QVERIFY(kinds.contains(int(FogState::Explored)));
    if (hidden.isValid() || !crossed)
        QVERIFY(kinds.contains(int(FogState::Unknown)));
}

void TestFog::aDragFrameWorksOutOnlyWhereItCanDiffer_data()
{
    QTest::addColumn<QByteArray>("json");    // the map's own fields and its creatures
    QTest::addColumn<QString>("dragged");    // the creature dragged
    QTest::addColumn<QString>("worked");     // part: some frames less than the map; none; whole
    // Three rooms of 12 x 12 side by side, each wall with a gap, rubble in the middle room,
    // and a hall of 36 x 12 below them behind a wall.
    const QByteArray rooms = R"("walls": [{"from": [12, 0], "to": [12, 5]}, {"from": [12, 7], "to": [12, 12]},)"
                             R"({"from": [24, 0], "to": [24, 8]}, {"from": [24, 9], "to": [24, 12]}, {"from": [0, 12], "to": [36, 12]}],)";
    const QByteArray watchers = R"({"id": "w", "side": "party", "position": [2, 9]}, {"id": "x", "side": "party", "position": [30, 20]},)"
                                R"({"id": "o", "side": "hostile", "position": [18, 3]})";
    QTest::newRow("a party member walks through the gap into the next room")
        << rooms + R"("creatures": [{"id": "f", "side": "party", "position": [3, 3]}, )" + watchers + "]" << "f" << "part";
    QTest::newRow("with darkvision, in the dark")
        << rooms + R"("options": {"light": "dark"}, "lights": [{"at": [18.5, 6.5], "bright": 10, "dim": 10}],)"
                   R"("creatures": [{"id": "f", "side": "party", "position": [3, 3], "senses": {"darkvision": 30}}, )" + watchers + "]"
        << "f" << "part";
    QTest::newRow("a Fog Cloud on the way: its squares explored as seen")
        << rooms + R"("combat": {"effects": [{"name": "Fog Cloud", "target": "", "area": {"shape": "cube", "size": 10, "origin": [14, 5], "obscured": "heavy", "squares": [[14, 5], [15, 5], [14, 6], [15, 6]]}}]},)"
                   R"("creatures": [{"id": "f", "side": "party", "position": [3, 3]}, )" + watchers + "]"
        << "f" << "part";
    QTest::newRow("a hostile dragged: the party's fog stays")
        << rooms + R"("creatures": [{"id": "f", "side": "party", "position": [3, 3]}, )" + watchers + "]" << "o" << "none";
    QTest::newRow("a dead party member dragged: it sees nothing either way")
        << rooms + R"("creatures": [{"id": "f", "side": "party", "position": [3, 3], "hp": 0, "maxHp": 10, "conditions": ["dead"]}, )" + watchers + "]"
        << "f" << "none";
    QTest::newRow("a torch-bearer: the others' fields change with its light, the whole map")
        << rooms + R"("options": {"light": "dark"}, "creatures": [{"id": "f", "side": "party", "position": [3, 3], "light": {"bright": 20, "dim": 20}}, )"
                   + watchers + "]"
        << "f" << "whole";
    QTest::newRow("manual fog: nothing is seen either way")
        << rooms + R"("fog": {"mode": "manual"}, "creatures": [{"id": "f", "side": "party", "position": [3, 3]}, )" + watchers + "]" << "f" << "none";
}

// A drag frame's fog (FogOfWar::updateWith, as Document::fogWith makes it) is the fog that
// update() makes with the dragged creature standing in, at every step of a drag out of its
// room and back: worked out only where its field was or is, and nothing changed outside
// the squares it says.
void TestFog::aDragFrameWorksOutOnlyWhereItCanDiffer()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, dragged);
    QFETCH(QString, worked);
    const QStringList ascii(24, QString(36, QLatin1Char('.')));
    QStringList rows = ascii;
    rows[4][18] = QLatin1Char('#'); // rubble
    rows[8][20] = QLatin1Char('#');
    const Encounter e = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), rows), ("{" + json + "}").constData()));
    const Creature *stored = e.creature(dragged);
    QVERIFY(stored);
    const QJsonObject stays = e.extra.value(QLatin1String("fog")).toObject();
    // As the document's: the stored creature's field, then the frames'. The sweep (a map
    // this small gets the reference's fields, which cover the whole map); the expected fog
    // from the reference's.
    SightMap sight(e);
    sight.setMethod(SightMap::Method::Sweep);
    FogOfWar base = FogOfWar::fromJson(stays, e.width, e.height);
    base.update(e, sight);
    const QRect was = sight.visibilityBounds(*stored);
    const QRect map(0, 0, e.width, e.height);
    int less = 0, none = 0, whole = 0;
    for (int step = 0; step < 40; ++step) {
        Creature moved = *stored;
        const int k = step < 20 ? step : 39 - step; // out and back
        moved.position = {3 + k, 3 + (k % 3)};
        FogOfWar frame = base;
        const QRect changed = frame.updateWith(e, sight, Side::Party, moved, was);
        SightMap fresh(e);
        fresh.setMethod(SightMap::Method::Reference);
        FogOfWar expected = base;
        expected.update(e, fresh, Side::Party, &moved);
        const QString where = QStringLiteral("step %1 at %2,%3").arg(step).arg(moved.position.x).arg(moved.position.y);
        QVERIFY2(frame == expected, qPrintable(where));
        for (int y = 0; y < e.height; ++y)
            for (int x = 0; x < e.width; ++x)
                if (frame.at({x, y}) != base.at({x, y}))
                    QVERIFY2(changed.contains(x, y), qPrintable(where + QStringLiteral(": %1,%2 changed outside").arg(x).arg(y)));
        none += changed.isEmpty();
        whole += changed == map;
        less += !changed.isEmpty() && changed != map;
    }
    if (worked == QLatin1String("part"))
        QVERIFY2(less > 0 && none == 0, qPrintable(QStringLiteral("%1 less, %2 none, %3 whole").arg(less).arg(none).arg(whole)));
    else
        QCOMPARE(worked == QLatin1String("none") ? none : whole, 40);
}

void TestFog::rowsRoundTrip_data()
{
    QTest::addColumn<QRect>("revealed");
    QTest::addColumn<QJsonArray>("firstRow");
    QTest::newRow("nothing: empty rows") << QRect() << QJsonArray{};
    QTest::newRow("two squares from x = 3") << QRect(3, 0, 2, 1) << QJsonArray{3, 2};
    QTest::newRow("from the left edge") << QRect(0, 0, 2, 1) << QJsonArray{0, 2};
    QTest::newRow("to the right edge") << QRect(5, 0, 3, 1) << QJsonArray{5, 3};
}

void TestFog::rowsRoundTrip()
{
    QFETCH(QRect, revealed);
    QFETCH(QJsonArray, firstRow);
    FogOfWar fog(8, 3);
    if (revealed.isValid())
        fog.reveal(revealed);
    fog.setDynamic(false);
    const QJsonObject o = fog.toJson();
    QCOMPARE(o.value(QLatin1String("mode")).toString(), QStringLiteral("manual"));
    QCOMPARE(o.value(QLatin1String("revealed")).toArray().first().toArray(), firstRow);
    const FogOfWar back = FogOfWar::fromJson(o, 8, 3);
    QCOMPARE(back.toJson(), o);
    QVERIFY(!back.dynamic());
}

void TestFog::malformedReadsAsNothing_data()
{
    QTest::addColumn<QJsonObject>("fog");
    QTest::newRow("rows not a list") << QJsonObject{{"revealed", "all"}};
    QTest::newRow("a negative run") << QJsonObject{{"revealed", QJsonArray{QJsonArray{-3, 2}}}};
    QTest::newRow("a run longer than the map") << QJsonObject{{"revealed", QJsonArray{QJsonArray{1e12, 5}}}};
    QTest::newRow("more rows than the map") << QJsonObject{{"revealed", QJsonArray{QJsonArray{}, QJsonArray{}, QJsonArray{}, QJsonArray{0, 1}}}};
}

void TestFog::malformedReadsAsNothing()
{
    QFETCH(QJsonObject, fog);
    const FogOfWar f = FogOfWar::fromJson(fog, 8, 3);
    QVERIFY(f.dynamic());
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 8; ++x)
            QCOMPARE(f.at({x, y}), FogState::Unknown);
}

QTEST_GUILESS_MAIN(TestFog)
#include "tst_fog.moc"
