// ENCOUNTER_FORMAT.md: reading, validating and writing *.battlemap.json. Round trips keep
// unknown fields and are byte-stable; every malformed input names its field; overlaps are
// warnings; garbage and truncated files never crash; saving is atomic.

#include "model/encounterio.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif
#ifdef Q_OS_LINUX
#include <linux/capability.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

using namespace bm;

namespace {

// A small encounter with every part of the format: options, grid, background, terrain as
// squares and as a rect, walls with a door and fractional ends, two creatures, combat.
// Creature "b" is Large at (4,2): its 2x2 space fills the map's bottom-right corner.
const char *const kBase = R"({
  "format": "battlemap-encounter",
  "version": 1,
  "name": "io base",
  "ruleset": "dnd5e-2014",
  "options": {"diagonals": "alternating", "flanking": true, "roundSeconds": 6},
  "grid": {"width": 6, "height": 4, "squareFeet": 5},
  "background": {"image": "cave.png", "pixelsPerSquare": 70, "offset": [0, 0]},
  "terrain": [
    {"type": "difficult", "squares": [[1, 1], [1, 2]]},
    {"type": "blocked", "rect": [3, 0, 1, 2]},
    {"type": "water", "cover": "half", "squares": [[5, 3]]}
  ],
  "walls": [
    {"from": [0, 3], "to": [2, 3]},
    {"from": [2, 2], "to": [2.5, 3.25], "door": "closed", "blocksSight": false}
  ],
  "creatures": [
    {"id": "a", "name": "Aria", "side": "party", "size": "medium", "position": [0, 0],
     "speed": {"walk": 30, "fly": 60}, "reach": 5, "ac": 15, "hp": 7, "maxHp": 9, "tempHp": 1,
     "initiativeBonus": 2, "initiative": 14, "conditions": ["prone"], "token": "aria.svg"},
    {"id": "b", "name": "Brute", "side": "hostile", "size": "large", "position": [4, 2],
     "reactiveStrike": true}
  ],
  "combat": {"round": 1, "turn": "a", "order": ["a", "b"], "log": [],
             "combatants": [{"id": "a", "roll": 12}],
             "effects": [{"name": "Bless", "target": "a", "source": "a", "rounds": 10}]}
}
)";

QJsonObject baseObject()
{
    return QJsonDocument::fromJson(kBase).object();
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Path segments: object keys, or list indexes ("creatures/1/size"); an index one past the
// end appends.
QJsonValue edited(const QJsonValue &node, QStringList path, const std::function<void(QJsonValue &)> &edit)
{
    if (path.isEmpty()) {
        QJsonValue v = node;
        edit(v);
        return v;
    }
    const QString head = path.takeFirst();
    if (node.isArray()) {
        QJsonArray a = node.toArray();
        const qsizetype i = head.toInt();
        if (i == a.size())
            a.append(edited(QJsonValue(), path, edit));
        else
            a[i] = edited(a[i], path, edit);
        return a;
    }
    QJsonObject o = node.toObject();
    QJsonValue child = edited(o.value(head), path, edit);
    if (child.isUndefined())
        o.remove(head);
    else
        o[head] = child;
    return o;
}

QByteArray with(const QString &path, const QJsonValue &value)
{
    return bytes(edited(baseObject(), path.split(QLatin1Char('/')), [&](QJsonValue &v) { v = value; }).toObject());
}

QByteArray without(const QString &path)
{
    return bytes(
        edited(baseObject(), path.split(QLatin1Char('/')), [](QJsonValue &v) { v = QJsonValue(QJsonValue::Undefined); })
            .toObject());
}

QJsonValue valueAt(const QJsonValue &root, const QString &path)
{
    QJsonValue v = root;
    if (path.isEmpty())
        return v;
    for (const QString &segment : path.split(QLatin1Char('/')))
        v = v.isArray() ? v.toArray().at(segment.toInt()) : v.toObject().value(segment);
    return v;
}

QString describe(const std::vector<ValidationIssue> &issues)
{
    QStringList lines;
    for (const ValidationIssue &i : issues)
        lines.append(QStringLiteral("{%1: %2}").arg(i.field, i.message));
    return lines.isEmpty() ? QStringLiteral("(none)") : lines.join(QStringLiteral(", "));
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every field of the format set to something other than its default, with an unknown
// field at every level, so that each member of each part is written and read back: the
// equality tests change one thing at a time in it.
const char *const kEveryField = R"({
  "format": "battlemap-encounter", "version": 1, "name": "every field", "ruleset": "dnd5e-2014",
  "future": {"layers": 2},
  "options": {"diagonals": "alternating", "flanking": true, "roundSeconds": 10, "fog": "light"},
  "grid": {"width": 6, "height": 4, "squareFeet": 5, "color": "#888"},
  "background": {"image": "cave.png", "pixelsPerSquare": 70, "offset": [0, 0]},
  "terrain": [
    {"type": "difficult", "cover": "half", "squares": [[1, 1], [1, 2]], "label": "mud"},
    {"type": "blocked", "rect": [3, 0, 1, 2]}
  ],
  "walls": [
    {"from": [2, 2], "to": [2.5, 3.25], "door": "closed", "blocksMovement": false, "blocksSight": false,
     "material": "stone"}
  ],
  "creatures": [
    {"id": "a", "name": "Aria", "side": "party", "size": "medium", "space": 1, "position": [0, 0],
     "speed": {"walk": 30, "fly": 60, "swim": 20, "climb": 15, "burrow": 5, "hover": true, "glide": 10},
     "reach": 5, "ac": 15, "hp": 7, "maxHp": 9, "tempHp": 1, "initiativeBonus": 2, "initiative": 14,
     "conditions": ["prone"], "reactiveStrike": true, "token": "aria.svg", "notes": "brave",
     "light": {"bright": 20, "dim": 20, "color": "amber"},
     "attacks": [{"name": "Glaive", "kind": "melee", "bonus": 5, "reach": 10, "range": [20, 60], "magical": true, "agile": true, "x-note": "heavy",
                  "damage": [{"dice": "1d10+3", "type": "slashing", "x-tag": "edge"}, {"dice": "1d6", "type": "fire"}]},
                 {"name": "Javelin", "kind": "ranged", "bonus": 4, "range": [30, 120], "damage": [{"dice": "1d6+2", "type": "piercing"}]},
                 {"name": "Dart", "kind": "ranged", "bonus": 4, "range": 20, "damage": [{"dice": "2", "type": "piercing"}]}],
     "saves": {"dex": 2, "con": 3},
     "resistances": ["cold", "nonmagical slashing"], "vulnerabilities": ["fire"], "immunities": ["poison"],
     "conditionImmunities": ["poisoned"],
     "statblock": {"challenge": "1/2", "traits": [{"name": "Keen Sight", "text": "sees far"}]}},
    {"id": "b", "name": "Brute", "side": "hostile", "size": "large", "position": [4, 2]}
  ],
  "combat": {
    "round": 2, "turn": "a", "active": true, "instigators": "party", "order": ["a", "b"], "weather": "rain",
    "combatants": [
      {"id": "a", "roll": 12, "rollOff": 3, "check": "dex", "surprised": true, "hadTurn": true,
       "delaying": true, "readied": "when the door opens", "mountedOn": "b", "actionUsed": true,
       "bonusActionUsed": true, "reactionUsed": true, "dashed": true, "movementSpent": 15,
       "diagonals": 1, "actions": 2, "actionsMax": 2, "deathSuccesses": 1, "deathFailures": 1,
       "stable": true, "downed": true, "dying": 1, "wounded": 1, "fatigue": 1, "strife": 1,
       "deathSaves": true, "strikesThisTurn": 1, "mood": "grim"}
    ],
    "effects": [
      {"name": "Burning", "target": "a", "source": "b", "condition": "frightened", "value": 2, "rounds": 3,
       "tick": "end", "of": "b", "persistent": "1d6", "damageType": "fire", "color": "red"}
    ],
    "worldActions": [{"name": "Flame Burst", "recharge": 5, "available": false, "icon": "fire"}],
    "countdowns": [{"name": "Cliff", "dice": 4, "removeFrom": 5, "ended": false, "icon": "rock"}],
    "log": [{"round": 1, "text": "Combat starts.", "by": "gm"}]
  }
}
)";

QJsonObject everyFieldObject()
{
    return QJsonDocument::fromJson(kEveryField).object();
}

QByteArray everyFieldWith(const QString &path, const QJsonValue &value)
{
    return bytes(edited(everyFieldObject(), path.split(QLatin1Char('/')), [&](QJsonValue &v) { v = value; }).toObject());
}

// The paths of the numbers, strings and booleans in a JSON value ("creatures/0/speed/fly").
void collectLeaves(const QJsonValue &v, const QString &path, QStringList &out)
{
    const auto child = [&](const QString &segment) { return path.isEmpty() ? segment : path + QLatin1Char('/') + segment; };
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            collectLeaves(it.value(), child(it.key()), out);
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            collectLeaves(a[i], child(QString::number(i)), out);
    } else if (!v.isNull()) {
        out.append(path);
    }
}

// Other values a leaf may take that still make a valid file: the value changed, or
// another name of the same vocabulary.
QList<QJsonValue> otherValues(const QJsonValue &v)
{
    if (v.isBool())
        return {!v.toBool()};
    if (v.isDouble())
        return {v.toDouble() + 1, v.toDouble() - 1};
    QList<QJsonValue> values{v.toString() + QStringLiteral("x")};
    for (const char *id : {"hostile", "party", "small", "large", "water", "greater", "open", "pf2e", "exact", "start", "2d6", "melee", "ranged", "a5e"})
        if (v.toString() != QLatin1String(id))
            values.append(QLatin1String(id));
    return values;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

// An encounter big enough that writing it takes many buffered writes.
Encounter crowdedEncounter(int creatures)
{
    Encounter e = readEncounter(kBase).encounter;
    e.width = e.height = 200;
    for (int i = 0; i < creatures; ++i) {
        Creature c;
        c.id = QStringLiteral("extra%1").arg(i);
        c.position = {i % 200, 10 + i / 200};
        c.conditions = {QStringLiteral("prone")};
        e.creatures.push_back(c);
    }
    return e;
}

// Root ignores folder permissions through CAP_DAC_OVERRIDE. While alive, this drops it from
// the calling thread's effective set (it stays permitted, so it comes back afterwards), so a
// read-only folder is read-only for root too. Does nothing for other users.
class WithoutPermissionOverride
{
public:
    WithoutPermissionOverride()
    {
#ifdef Q_OS_LINUX
        __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
        if (syscall(SYS_capget, &header, m_saved) != 0)
            return;
        __user_cap_data_struct reduced[2] = {m_saved[0], m_saved[1]};
        reduced[0].effective &= ~(1u << CAP_DAC_OVERRIDE);
        m_active = syscall(SYS_capset, &header, reduced) == 0;
#endif
    }
    ~WithoutPermissionOverride()
    {
#ifdef Q_OS_LINUX
        __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
        if (m_active)
            syscall(SYS_capset, &header, m_saved);
#endif
    }
    WithoutPermissionOverride(const WithoutPermissionOverride &) = delete;
    WithoutPermissionOverride &operator=(const WithoutPermissionOverride &) = delete;

private:
#ifdef Q_OS_LINUX
    __user_cap_data_struct m_saved[2] = {};
#endif
    bool m_active = false;
};

} // namespace

class TestEncounterIo : public QObject
{
    Q_OBJECT

private slots:
    void baseIsValid();
    void logEntries_data();
    void logEntries();
    void roundTripKeepsUnknownFields_data();
    void roundTripKeepsUnknownFields();
    void roundTripKeepsKnownFields();
    void writeReadWriteIsByteIdentical_data();
    void writeReadWriteIsByteIdentical();
    void malformedInputNamesTheField_data();
    void malformedInputNamesTheField();
    void warnings_data();
    void warnings();
    void manyCreaturesOnOneSquareStayCheap();
    void absurdSpacesStopAtABudget();
    void garbageNeverCrashes();
    void mutatedFilesNeverCrash();
    void truncatedFilesNeverCrash();
    void readFileRefusesWhatIsNotAFile_data();
    void readFileRefusesWhatIsNotAFile();
    void saveThenReadFile();
    void saveIsAtomic_data();
    void saveIsAtomic();
    void equalityComparesEveryPart_data();
    void equalityComparesEveryPart();
    void equalityNoticesEverySavedField_data();
    void equalityNoticesEverySavedField();
};

void TestEncounterIo::baseIsValid()
{
    const ReadResult r = readEncounter(kBase);
    QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
    QVERIFY2(r.warnings.empty(), qPrintable(describe(r.warnings)));
    QCOMPARE(r.encounter.creatures.size(), std::size_t(2));
    QCOMPARE(r.encounter.terrain.size(), std::size_t(3));
    QCOMPARE(r.encounter.walls.size(), std::size_t(2));
}

void TestEncounterIo::roundTripKeepsUnknownFields_data()
{
    QTest::addColumn<QString>("path"); // the object that gets the unknown field
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");

    const QJsonValue nested(QJsonObject{{"layers", QJsonArray{1, "two", QJsonObject{{"three", true}}}}, {"v", 2.5}});
    QTest::newRow("top level: a string") << QString() << "author" << QJsonValue("Ann");
    QTest::newRow("top level: a nested object") << QString() << "x-plugin" << nested;
    QTest::newRow("top level: null") << QString() << "x-null" << QJsonValue(QJsonValue::Null);
    QTest::newRow("options") << "options" << "fog" << QJsonValue("dense");
    QTest::newRow("options: a nested object") << "options" << "x-house-rules" << nested;
    QTest::newRow("grid") << "grid" << "color" << QJsonValue("#334455");
    QTest::newRow("grid: a number") << "grid" << "lineWidth" << QJsonValue(1.5);
    QTest::newRow("terrain area given as squares") << "terrain/0" << "label" << QJsonValue("mud");
    QTest::newRow("terrain area given as a rect") << "terrain/1" << "elevation" << QJsonValue(10);
    QTest::newRow("terrain area with cover") << "terrain/2" << "x-tags" << QJsonValue(QJsonArray{"deep", "cold"});
    QTest::newRow("wall") << "walls/0" << "material" << QJsonValue("stone");
    QTest::newRow("wall with a door") << "walls/1" << "lockDc" << QJsonValue(15);
    QTest::newRow("creature") << "creatures/0" << "notes" << QJsonValue("has the key");
    QTest::newRow("creature: a nested object") << "creatures/1" << "statblock" << nested;
    QTest::newRow("creature speed: an unknown mode") << "creatures/0/speed" << "crawl" << QJsonValue(5);
    QTest::newRow("background") << "background" << "opacity" << QJsonValue(0.5);
    QTest::newRow("combat") << "combat" << "x-houseRules" << QJsonValue(QJsonArray{QJsonObject{{"name", "Bless"}}});
    QTest::newRow("combat effect") << "combat/effects/0" << "spellLevel" << QJsonValue(3);
    QTest::newRow("combatant") << "combat/combatants/0" << "notes" << QJsonValue("holds the door");
    QTest::newRow("v2: creature senses: an unknown sense") << "creatures/0/senses" << "tremorsense" << QJsonValue(30);
}

void TestEncounterIo::roundTripKeepsUnknownFields()
{
    QFETCH(QString, path);
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);

    const QString fieldPath = path.isEmpty() ? key : path + QLatin1Char('/') + key;
    const ReadResult r = readEncounter(with(fieldPath, value));
    QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
    const QJsonObject written = encounterToJson(r.encounter);
    QCOMPARE(valueAt(written, fieldPath), value);

    // And through the bytes a save writes, twice.
    const ReadResult again = readEncounter(writeEncounter(r.encounter));
    QVERIFY2(again.ok(), qPrintable(describe(again.errors)));
    QCOMPARE(valueAt(encounterToJson(again.encounter), fieldPath), value);
    QCOMPARE(writeEncounter(again.encounter), writeEncounter(r.encounter));
}

void TestEncounterIo::roundTripKeepsKnownFields()
{
    const ReadResult r = readEncounter(writeEncounter(readEncounter(kBase).encounter));
    QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
    const Encounter &e = r.encounter;
    QCOMPARE(e.name, QStringLiteral("io base"));
    QCOMPARE(e.ruleset, Ruleset::Dnd2014);
    QCOMPARE(e.diagonals(), Diagonals::Alternating);
    QCOMPARE(e.flanking(), true);
    QCOMPARE(e.options.roundSeconds.value_or(0), 6.0);
    QCOMPARE(e.width, 6);
    QCOMPARE(e.height, 4);
    QCOMPARE(e.squareFeet, 5.0);
    QCOMPARE(e.background.value(QStringLiteral("image")).toString(), QStringLiteral("cave.png"));

    QCOMPARE(e.terrain.size(), std::size_t(3));
    QCOMPARE(e.terrain[0].type, TerrainType::Difficult);
    QVERIFY(!e.terrain[0].usesRect);
    QCOMPARE(e.terrain[0].squares.size(), std::size_t(2));
    QCOMPARE(e.terrain[0].squares[1], (GridPoint{1, 2}));
    QCOMPARE(e.terrain[1].type, TerrainType::Blocked);
    QVERIFY(e.terrain[1].usesRect);
    QCOMPARE(e.terrain[1].rect, QRect(3, 0, 1, 2));
    QCOMPARE(e.terrain[2].type, TerrainType::Water);
    QCOMPARE(e.terrain[2].cover, CoverLevel::Half);

    QCOMPARE(e.walls.size(), std::size_t(2));
    QCOMPARE(e.walls[0].from, QPointF(0, 3));
    QCOMPARE(e.walls[0].door, DoorState::None);
    QVERIFY(e.walls[0].blocksMovement && e.walls[0].blocksSight);
    QCOMPARE(e.walls[1].to, QPointF(2.5, 3.25));
    QCOMPARE(e.walls[1].door, DoorState::Closed);
    QVERIFY(e.walls[1].blocksMovement);
    QVERIFY(!e.walls[1].blocksSight);

    QCOMPARE(e.creatures.size(), std::size_t(2));
    const Creature &a = e.creatures[0];
    QCOMPARE(a.id, QStringLiteral("a"));
    QCOMPARE(a.name, QStringLiteral("Aria"));
    QCOMPARE(a.side, Side::Party);
    QCOMPARE(a.position, (GridPoint{0, 0}));
    QCOMPARE(a.speed.walk, 30);
    QCOMPARE(a.speed.fly, 60);
    QCOMPARE(a.reach, 5);
    QCOMPARE(a.ac, 15);
    QCOMPARE(a.hp, 7);
    QCOMPARE(a.maxHp, 9);
    QCOMPARE(a.tempHp, 1);
    QCOMPARE(a.initiativeBonus, 2);
    QCOMPARE(a.initiative.value_or(0), 14.0);
    QCOMPARE(a.conditions, QStringList{QStringLiteral("prone")});
    QCOMPARE(a.token, QStringLiteral("aria.svg"));
    const Creature &b = e.creatures[1];
    QCOMPARE(b.size, Size::Large);
    QCOMPARE(b.side, Side::Hostile);
    QCOMPARE(b.speed.walk, 30); // ENCOUNTER_FORMAT.md: walk defaults to 30
    QCOMPARE(b.reach, -1);      // not written: the ruleset's default
    QVERIFY(b.reactiveStrike);
    QVERIFY(!b.initiative.has_value());
    QCOMPARE(e.combat.turn, QStringLiteral("a"));
}

void TestEncounterIo::writeReadWriteIsByteIdentical_data()
{
    QTest::addColumn<QByteArray>("input");

    QTest::newRow("the base encounter") << QByteArray(kBase);
    for (const char *ruleset : {"dnd5e-2014", "dnd5e-2024", "a5e", "pf2e"})
        QTest::newRow(qPrintable(QStringLiteral("ruleset %1").arg(QLatin1String(ruleset))))
            << with("ruleset", QLatin1String(ruleset));
    QTest::newRow("fractional wall ends (1/3, 0.1, 1e-7)")
        << with("walls/2", QJsonObject{{"from", QJsonArray{1.0 / 3.0, 0.1}}, {"to", QJsonArray{1e-7, 2.675}}});
    QTest::newRow("minimal file: no options, lists, background or combat")
        << QByteArray(R"({"format":"battlemap-encounter","version":1,"ruleset":"pf2e","grid":{"width":1,"height":1}})");
    QTest::newRow("empty lists") << bytes([] {
        QJsonObject o = baseObject();
        o["terrain"] = QJsonArray();
        o["walls"] = QJsonArray();
        o["creatures"] = QJsonArray();
        return o;
    }());
    QTest::newRow("bare-number speed") << with("creatures/1/speed", 25);
    QTest::newRow("elevations: up, fractional and below ground (RULES.md 10)")
        << with("creatures/0/elevation", 30).replace("\"elevation\":30", "\"elevation\":-7.5");
    QTest::newRow("fractional initiative and squareFeet")
        << with("creatures/0/initiative", 14.25).replace("\"squareFeet\":5", "\"squareFeet\":1.5");
    QTest::newRow("unicode names and ids")
        << with("creatures/0/name", QString::fromUtf8("\xc3\x86rwyn \xc3\x9f \xe6\xbc\xa2 \xf0\x9f\x90\x89")).replace("\"a\"", "\"\xc3\xa6\"");
    QTest::newRow("titanic with a space override in a5e")
        << with("ruleset", "a5e")
               .replace("\"size\":\"medium\"", "\"size\":\"titanic\",\"space\":3");
    QTest::newRow("every door state")
        << bytes([] {
               QJsonObject o = baseObject();
               QJsonArray walls;
               for (const char *door : {"none", "open", "closed", "locked"})
                   walls.append(QJsonObject{{"from", QJsonArray{1, 0}}, {"to", QJsonArray{1, 4}}, {"door", door}});
               o["walls"] = walls;
               return o;
           }());
    QTest::newRow("maximal grid 2000x2000")
        << with("grid", QJsonObject{{"width", 2000}, {"height", 2000}, {"squareFeet", 10}});
    QTest::newRow("indented input") << QJsonDocument(baseObject()).toJson(QJsonDocument::Indented);
    QTest::newRow("v2: light, lights, senses, obscured, sight conditions") << bytes([] {
        QJsonObject o = baseObject();
        QJsonObject options = o[QStringLiteral("options")].toObject();
        options[QStringLiteral("light")] = QStringLiteral("dark");
        o[QStringLiteral("options")] = options;
        o[QStringLiteral("lights")] = QJsonArray{QJsonObject{{"at", QJsonArray{2.5, 1}}, {"bright", 20}, {"dim", 20}, {"x-color", "amber"}}};
        QJsonArray terrain = o[QStringLiteral("terrain")].toArray();
        QJsonObject fog = terrain[0].toObject();
        fog[QStringLiteral("obscured")] = QStringLiteral("heavy");
        terrain[0] = fog;
        o[QStringLiteral("terrain")] = terrain;
        QJsonArray creatures = o[QStringLiteral("creatures")].toArray();
        QJsonObject a = creatures[0].toObject();
        a[QStringLiteral("senses")] = QJsonObject{{"darkvision", 60}, {"blindsight", 10}, {"truesight", 0}, {"lowLightVision", true}};
        a[QStringLiteral("conditions")] = QJsonArray{"invisible", "blinded", "dodging"};
        creatures[0] = a;
        o[QStringLiteral("creatures")] = creatures;
        return o;
    }());
}

void TestEncounterIo::writeReadWriteIsByteIdentical()
{
    QFETCH(QByteArray, input);
    const ReadResult first = readEncounter(input);
    QVERIFY2(first.ok(), qPrintable(describe(first.errors)));
    const QByteArray written = writeEncounter(first.encounter);
    const ReadResult second = readEncounter(written);
    QVERIFY2(second.ok(), qPrintable(describe(second.errors)));
    QCOMPARE(second.warnings.size(), first.warnings.size());
    QCOMPARE(writeEncounter(second.encounter), written);
    QCOMPARE(encounterToJson(second.encounter), encounterToJson(first.encounter));
}

void TestEncounterIo::malformedInputNamesTheField_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("field");    // of the first error
    QTest::addColumn<QString>("fragment"); // of its message

    // The document
    QTest::newRow("not JSON") << QByteArray("{not json") << QString() << "not valid JSON";
    QTest::newRow("empty file") << QByteArray() << QString() << "not valid JSON";
    QTest::newRow("a JSON list, not an object") << QByteArray("[1, 2]") << QString() << "must hold a JSON object";
    QTest::newRow("a bare string") << QByteArray("\"battlemap-encounter\"") << QString() << "not valid JSON";
    QTest::newRow("deeply nested JSON (100000 '[')") << QByteArray(100000, '[') << QString() << "not valid JSON";
    QTest::newRow("deeply nested JSON inside a valid start")
        << QByteArray(R"({"format":"battlemap-encounter","version":1,"x":)") + QByteArray(100000, '[') << QString()
        << "not valid JSON";
    QTest::newRow("number too big for a double")
        << QByteArray(kBase).replace("\"width\": 6", "\"width\": 1e400") << QString() << "not valid JSON";
    // format and version
    QTest::newRow("format missing") << without("format") << "format" << "is missing";
    QTest::newRow("other format") << with("format", "tiled-map") << "format" << "not a Battlemap encounter file";
    QTest::newRow("format a number") << with("format", 1) << "format" << "not a Battlemap encounter file";
    QTest::newRow("version missing") << without("version") << "version" << "is missing";
    QTest::newRow("newer version 2") << with("version", 2) << "version" << "version 2";
    QTest::newRow("version 0.5") << with("version", 0.5) << "version" << "whole number";
    QTest::newRow("version 0") << with("version", 0) << "version" << "whole number";
    QTest::newRow("version a string") << with("version", "1") << "version" << "must be a number";
    // ruleset and options
    QTest::newRow("ruleset missing") << without("ruleset") << "ruleset" << "is missing";
    QTest::newRow("unknown ruleset") << with("ruleset", "dnd4e") << "ruleset" << "unknown ruleset \"dnd4e\"";
    QTest::newRow("options a list") << with("options", QJsonArray()) << "options" << "must be an object";
    QTest::newRow("unknown diagonal rule") << with("options/diagonals", "hex") << "options.diagonals"
                                           << "unknown diagonal rule \"hex\"";
    QTest::newRow("flanking a string") << with("options/flanking", "yes") << "options.flanking" << "true or false";
    QTest::newRow("roundSeconds 0") << with("options/roundSeconds", 0) << "options.roundSeconds" << "greater than 0";
    // grid
    QTest::newRow("grid missing") << without("grid") << "grid" << "is missing";
    QTest::newRow("grid a number") << with("grid", 6) << "grid" << "must be an object";
    QTest::newRow("width \"NaN\"") << with("grid/width", "NaN") << "grid.width" << "must be a number";
    QTest::newRow("width 0") << with("grid/width", 0) << "grid.width" << "at least 1";
    QTest::newRow("width -3") << with("grid/width", -3) << "grid.width" << "at least 1";
    QTest::newRow("width 2001, over the 2000 cap") << with("grid/width", 2001) << "grid.width" << "at most 2000";
    QTest::newRow("height 1.5") << with("grid/height", 1.5) << "grid.height" << "whole number";
    QTest::newRow("height missing") << without("grid/height") << "grid.height" << "is missing";
    QTest::newRow("squareFeet 0") << with("grid/squareFeet", 0) << "grid.squareFeet" << "greater than 0";
    QTest::newRow("squareFeet a string") << with("grid/squareFeet", "5 ft") << "grid.squareFeet" << "must be a number";
    // background and combat
    QTest::newRow("background a string") << with("background", "cave.png") << "background" << "must be an object";
    QTest::newRow("combat a list") << with("combat", QJsonArray()) << "combat" << "must be an object";
    QTest::newRow("name a number") << with("name", 3) << "name" << "must be a string";
    // creatures
    QTest::newRow("creatures an object") << with("creatures", QJsonObject()) << "creatures" << "must be a list";
    QTest::newRow("creature a string") << with("creatures/0", "a") << "creatures[0]" << "must be an object";
    QTest::newRow("id missing") << without("creatures/1/id") << "creatures[1].id" << "is missing";
    QTest::newRow("id a number") << with("creatures/1/id", 7) << "creatures[1].id" << "must be a string";
    QTest::newRow("id empty") << with("creatures/1/id", "") << "creatures[1].id" << "must not be empty";
    QTest::newRow("duplicate id") << with("creatures/1/id", "a") << "creatures[1].id" << "duplicate id \"a\"";
    QTest::newRow("unknown size \"huuge\"") << with("creatures/1/size", "huuge") << "creatures[1].size"
                                           << "unknown size \"huuge\"";
    QTest::newRow("unknown side") << with("creatures/0/side", "evil") << "creatures[0].side" << "unknown side \"evil\"";
    QTest::newRow("space 0") << with("creatures/0/space", 0) << "creatures[0].space" << "out of range";
    QTest::newRow("space 2.5") << with("creatures/0/space", 2.5) << "creatures[0].space" << "whole number";
    QTest::newRow("position missing") << without("creatures/1/position") << "creatures[1].position" << "is missing";
    QTest::newRow("position off the map") << with("creatures/1/position", QJsonArray{6, 0}) << "creatures[1].position"
                                          << "off the 6x4 map";
    QTest::newRow("position negative") << with("creatures/0/position", QJsonArray{-1, 0}) << "creatures[0].position"
                                       << "off the 6x4 map";
    QTest::newRow("position [1, \"Infinity\"]") << with("creatures/1/position", QJsonArray{1, "Infinity"})
                                               << "creatures[1].position[1]" << "must be a number";
    QTest::newRow("position [1.5, 0]") << with("creatures/0/position", QJsonArray{1.5, 0}) << "creatures[0].position[0]"
                                       << "whole number";
    QTest::newRow("position with three numbers") << with("creatures/0/position", QJsonArray{1, 0, 0})
                                                 << "creatures[0].position" << "two whole numbers";
    QTest::newRow("position 1e300") << with("creatures/0/position", QJsonArray{1e300, 0}) << "creatures[0].position[0]"
                                    << "out of range";
    QTest::newRow("Large creature at the map's last column") << with("creatures/1/position", QJsonArray{5, 0})
                                                             << "creatures[1].position" << "does not fit";
    QTest::newRow("Large creature at the map's last row") << with("creatures/1/position", QJsonArray{0, 3})
                                                          << "creatures[1].position" << "does not fit";
    QTest::newRow("space override 5 on a 6x4 map") << with("creatures/0/space", 5) << "creatures[0].position"
                                                   << "5x5 space at [0, 0] does not fit";
    QTest::newRow("negative speed") << with("creatures/0/speed/walk", -5) << "creatures[0].speed.walk"
                                    << "can't be negative";
    // version 2: sight and light (RULES.md 12)
    QTest::newRow("v2: unknown ambient light") << with("options/light", "gloomy") << "options.light"
                                               << "unknown light level \"gloomy\"";
    QTest::newRow("v2: lights an object") << with("lights", QJsonObject()) << "lights" << "must be a list";
    QTest::newRow("v2: a light a number") << with("lights", QJsonArray{3}) << "lights[0]" << "must be an object";
    QTest::newRow("v2: a light without at") << with("lights", QJsonArray{QJsonObject{{"bright", 20}}}) << "lights[0].at"
                                            << "is missing";
    QTest::newRow("v2: a light at [1]") << with("lights", QJsonArray{QJsonObject{{"at", QJsonArray{1}}}}) << "lights[0].at"
                                        << "two numbers";
    QTest::newRow("v2: a negative bright radius")
        << with("lights", QJsonArray{QJsonObject{{"at", QJsonArray{1, 1}}, {"bright", -5}, {"dim", 20}}}) << "lights[0].bright"
        << "can't be negative";
    QTest::newRow("v2: a dim radius that is a string")
        << with("lights", QJsonArray{QJsonObject{{"at", QJsonArray{1, 1}}, {"bright", 20}, {"dim", "20 ft"}}}) << "lights[0].dim"
        << "must be a number";
    QTest::newRow("v2: obscured thick") << with("terrain/0/obscured", "thick") << "terrain[0].obscured"
                                        << "unknown obscurement \"thick\"";
    QTest::newRow("v2: obscured a bool") << with("terrain/0/obscured", true) << "terrain[0].obscured" << "must be a string";
    QTest::newRow("v2: senses not an object") << with("creatures/0/senses", 60) << "creatures[0].senses"
                                              << "must be an object";
    QTest::newRow("v2: negative darkvision") << with("creatures/0/senses", QJsonObject{{"darkvision", -60}})
                                             << "creatures[0].senses.darkvision" << "can't be negative";
    QTest::newRow("v2: blindsight a string") << with("creatures/0/senses", QJsonObject{{"blindsight", "10 ft"}})
                                             << "creatures[0].senses.blindsight" << "must be a number";
    QTest::newRow("v2: lowLightVision a number") << with("creatures/0/senses", QJsonObject{{"lowLightVision", 1}})
                                                 << "creatures[0].senses.lowLightVision" << "true or false";
    QTest::newRow("negative fly speed") << with("creatures/0/speed/fly", -30) << "creatures[0].speed.fly"
                                        << "can't be negative";
    QTest::newRow("negative bare-number speed") << with("creatures/0/speed", -5) << "creatures[0].speed"
                                                << "out of range";
    QTest::newRow("speed a string") << with("creatures/0/speed", "fast") << "creatures[0].speed" << "must be an object";
    QTest::newRow("walk speed a string") << with("creatures/0/speed/walk", "30 ft") << "creatures[0].speed.walk"
                                         << "must be a number";
    QTest::newRow("elevation a string") << with("creatures/0/elevation", "high") << "creatures[0].elevation"
                                        << "must be a number";
    QTest::newRow("negative reach") << with("creatures/0/reach", -5) << "creatures[0].reach" << "can't be negative";
    QTest::newRow("hp a string") << with("creatures/0/hp", "7") << "creatures[0].hp" << "must be a number";
    QTest::newRow("conditions not a list") << with("creatures/0/conditions", "prone") << "creatures[0].conditions"
                                           << "must be a list";
    QTest::newRow("a condition not a string") << with("creatures/0/conditions", QJsonArray{1})
                                              << "creatures[0].conditions[0]" << "must be a string";
    QTest::newRow("reactiveStrike a string") << with("creatures/1/reactiveStrike", "yes") << "creatures[1].reactiveStrike"
                                             << "true or false";
    // version 3 (RULES.md 13, ENCOUNTER_FORMAT.md "Version 3 fields")
    const auto attack = [](const char *json) { return QJsonArray{QJsonDocument::fromJson(json).object()}; };
    QTest::newRow("v3: a damage part that is not a dice expression")
        << with("creatures/0/attacks", attack(R"({"name": "Flame Tongue", "kind": "melee", "bonus": 5, "damage": [{"dice": "1d8+3", "type": "slashing"}, {"dice": "2d", "type": "fire"}]})"))
        << "creatures[0].attacks[0].damage[1].dice" << "not a dice expression";
    QTest::newRow("v3: a die with 0 sides") << with("creatures/0/attacks", attack(R"({"name": "X", "kind": "melee", "damage": [{"dice": "1d0", "type": "fire"}]})"))
                                             << "creatures[0].attacks[0].damage[0].dice" << "sides";
    QTest::newRow("v3: damage dice missing") << with("creatures/0/attacks", attack(R"({"name": "X", "kind": "melee", "damage": [{"type": "fire"}]})"))
                                             << "creatures[0].attacks[0].damage[0].dice" << "is missing";
    QTest::newRow("v3: unknown attack kind") << with("creatures/0/attacks", attack(R"({"name": "X", "kind": "thrown", "damage": []})"))
                                             << "creatures[0].attacks[0].kind" << "unknown attack kind \"thrown\"";
    QTest::newRow("v3: attack name missing") << with("creatures/0/attacks", attack(R"({"kind": "melee", "damage": []})"))
                                             << "creatures[0].attacks[0].name" << "is missing";
    QTest::newRow("v3: attack bonus a string") << with("creatures/0/attacks", attack(R"({"name": "X", "kind": "melee", "bonus": "+5"})"))
                                               << "creatures[0].attacks[0].bonus" << "must be a number";
    QTest::newRow("v3: a ranged attack without range") << with("creatures/0/attacks", attack(R"({"name": "Bow", "kind": "ranged", "bonus": 5})"))
                                                       << "creatures[0].attacks[0].range" << "is missing";
    QTest::newRow("v3: range with one number in a list") << with("creatures/0/attacks", attack(R"({"name": "Bow", "kind": "ranged", "range": [80]})"))
                                                         << "creatures[0].attacks[0].range" << "[normal, long]";
    QTest::newRow("v3: long range below normal") << with("creatures/0/attacks", attack(R"({"name": "Bow", "kind": "ranged", "range": [80, 30]})"))
                                                 << "creatures[0].attacks[0].range" << "normal <= long";
    QTest::newRow("v3: negative attack reach") << with("creatures/0/attacks", attack(R"({"name": "X", "kind": "melee", "reach": -5})"))
                                               << "creatures[0].attacks[0].reach" << "out of range (0 to";
    QTest::newRow("v3: damage an object") << with("creatures/0/attacks", attack(R"({"name": "X", "kind": "melee", "damage": {"dice": "1d4"}})"))
                                          << "creatures[0].attacks[0].damage" << "must be a list";
    QTest::newRow("v3: attacks an object") << with("creatures/0/attacks", QJsonObject()) << "creatures[0].attacks" << "must be a list";
    QTest::newRow("v3: magical a string") << with("creatures/0/attacks", attack(R"({"name": "X", "kind": "melee", "magical": "yes"})"))
                                          << "creatures[0].attacks[0].magical" << "true or false";
    QTest::newRow("v3: light a number") << with("creatures/0/light", 20) << "creatures[0].light" << "must be an object";
    QTest::newRow("v3: light with a negative radius") << with("creatures/0/light", QJsonObject{{"bright", -5}, {"dim", 5}})
                                                      << "creatures[0].light.bright" << "can't be negative";
    QTest::newRow("v3: saves a list") << with("creatures/0/saves", QJsonArray{2}) << "creatures[0].saves" << "must be an object";
    QTest::newRow("v3: a save bonus a string") << with("creatures/0/saves", QJsonObject{{"dex", "+2"}}) << "creatures[0].saves.dex" << "must be a number";
    QTest::newRow("v3: a fractional save bonus") << with("creatures/0/saves", QJsonObject{{"dex", 2.5}}) << "creatures[0].saves.dex" << "whole number";
    QTest::newRow("v3: resistances a string") << with("creatures/0/resistances", "fire") << "creatures[0].resistances" << "must be a list";
    QTest::newRow("v3: a resistance not a string") << with("creatures/0/resistances", QJsonArray{5}) << "creatures[0].resistances[0]" << "must be a string";
    QTest::newRow("v3: 5e resistances as pf2e values") << with("creatures/0/resistances", QJsonObject{{"fire", 5}}) << "creatures[0].resistances" << "must be a list";
    QTest::newRow("v3: pf2e resistances as a list") << [] {
        QJsonObject o = baseObject();
        o["ruleset"] = QStringLiteral("pf2e");
        return bytes(edited(o, {QStringLiteral("creatures"), QStringLiteral("0"), QStringLiteral("resistances")},
                            [](QJsonValue &v) { v = QJsonArray{QStringLiteral("fire")}; }).toObject());
    }() << "creatures[0].resistances" << "must be an object";
    QTest::newRow("v3: a pf2e weakness a string") << [] {
        QJsonObject o = baseObject();
        o["ruleset"] = QStringLiteral("pf2e");
        return bytes(edited(o, {QStringLiteral("creatures"), QStringLiteral("0"), QStringLiteral("weaknesses")},
                            [](QJsonValue &v) { v = QJsonObject{{"fire", "5"}}; }).toObject());
    }() << "creatures[0].weaknesses.fire" << "must be a number";
    QTest::newRow("v3: immunities an object") << with("creatures/0/immunities", QJsonObject()) << "creatures[0].immunities" << "must be a list";
    QTest::newRow("v3: an empty condition immunity") << with("creatures/0/conditionImmunities", QJsonArray{""})
                                                     << "creatures[0].conditionImmunities[0]" << "must not be empty";
    QTest::newRow("v3: statblock a string") << with("creatures/0/statblock", "CR 1") << "creatures[0].statblock" << "must be an object";
    QTest::newRow("v3: strikesThisTurn negative") << with("combat/combatants/0/strikesThisTurn", -1)
                                                  << "combat.combatants[0].strikesThisTurn" << "from 0";
    // terrain
    QTest::newRow("terrain an object") << with("terrain", QJsonObject()) << "terrain" << "must be a list";
    QTest::newRow("unknown terrain type") << with("terrain/0/type", "lava") << "terrain[0].type"
                                          << "unknown terrain type \"lava\"";
    QTest::newRow("terrain type missing") << without("terrain/0/type") << "terrain[0].type" << "must be a string";
    QTest::newRow("unknown cover") << with("terrain/2/cover", "full") << "terrain[2].cover" << "unknown cover \"full\"";
    QTest::newRow("rect with 3 numbers") << with("terrain/1/rect", QJsonArray{3, 0, 1}) << "terrain[1].rect"
                                         << "[x, y, width, height]";
    QTest::newRow("rect with a negative width") << with("terrain/1/rect", QJsonArray{3, 0, -1, 2})
                                                << "terrain[1].rect[2]" << "out of range";
    QTest::newRow("rect with a string") << with("terrain/1/rect", QJsonArray{3, 0, "1", 2}) << "terrain[1].rect[2]"
                                        << "must be a number";
    QTest::newRow("both squares and rect") << with("terrain/1/squares", QJsonArray()) << "terrain[1]" << "exactly one";
    QTest::newRow("neither squares nor rect") << without("terrain/1/rect") << "terrain[1]" << "exactly one";
    QTest::newRow("a square that is not a pair") << with("terrain/0/squares/0", QJsonArray{1}) << "terrain[0].squares[0]"
                                                 << "two whole numbers";
    QTest::newRow("squares an object") << with("terrain/0/squares", QJsonObject()) << "terrain[0].squares"
                                       << "must be a list";
    // walls
    QTest::newRow("walls an object") << with("walls", QJsonObject()) << "walls" << "must be a list";
    QTest::newRow("wall \"from\" not a pair") << with("walls/0/from", QJsonArray{0}) << "walls[0].from"
                                              << "list of two numbers";
    QTest::newRow("wall \"from\" a string") << with("walls/0/from", "0,3") << "walls[0].from" << "list of two numbers";
    QTest::newRow("wall with a non-numeric point") << with("walls/0/to", QJsonArray{2, "three"}) << "walls[0].to[1]"
                                                   << "must be a number";
    QTest::newRow("wall \"to\" missing") << without("walls/1/to") << "walls[1].to" << "list of two numbers";
    QTest::newRow("door \"ajar\"") << with("walls/1/door", "ajar") << "walls[1].door" << "unknown door state \"ajar\"";
    QTest::newRow("blocksSight a string") << with("walls/1/blocksSight", "no") << "walls[1].blocksSight"
                                          << "true or false";
}

void TestEncounterIo::malformedInputNamesTheField()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, field);
    QFETCH(QString, fragment);

    const ReadResult r = readEncounter(input);
    QVERIFY2(!r.ok(), "accepted a malformed file");
    QVERIFY2(r.errors.front().field == field && r.errors.front().message.contains(fragment),
             qPrintable(QStringLiteral("wanted {%1: ...%2...}; errors: %3").arg(field, fragment, describe(r.errors))));

    // The same through a file; reading never changes the file it failed to read.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("bad.battlemap.json"));
    QVERIFY(writeFile(path, input));
    const QDateTime modified = QFileInfo(path).lastModified();
    const ReadResult fromFile = readEncounterFile(path);
    QVERIFY(!fromFile.ok());
    QCOMPARE(fromFile.errors.front().field, r.errors.front().field);
    QCOMPARE(fromFile.errors.front().message, r.errors.front().message);
    QCOMPARE(fileBytes(path), input);
    QCOMPARE(QFileInfo(path).lastModified(), modified);
}

void TestEncounterIo::warnings_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected"); // "field|message fragment", in order

    const auto creatures = [](const QJsonArray &list, const char *ruleset = "dnd5e-2014") {
        QJsonObject o = baseObject();
        o["ruleset"] = QLatin1String(ruleset);
        o["grid"] = QJsonObject{{"width", 10}, {"height", 10}};
        o["creatures"] = list;
        return bytes(o);
    };
    const auto creature = [](const char *id, const char *size, int x, int y) {
        return QJsonObject{{"id", id}, {"size", size}, {"position", QJsonArray{x, y}}};
    };

    QTest::newRow("no overlap: no warning") << QByteArray(kBase) << QStringList();
    QTest::newRow("adjacent creatures: no warning")
        << creatures({creature("m1", "medium", 1, 1), creature("m2", "medium", 2, 2), creature("l", "large", 3, 0)})
        << QStringList();
    QTest::newRow("two creatures on one square: a warning, not an error")
        << creatures({creature("m1", "medium", 1, 1), creature("m2", "medium", 1, 1)})
        << QStringList{"creatures[1].position|\"m2\" overlaps \"m1\""};
    QTest::newRow("rider on a Large mount")
        << creatures({creature("horse", "large", 1, 1), creature("rider", "medium", 2, 2)})
        << QStringList{"creatures[1].position|\"rider\" overlaps \"horse\""};
    QTest::newRow("a Huge space reaching a Large space")
        << creatures({creature("huge", "huge", 0, 0), creature("large", "large", 2, 2)})
        << QStringList{"creatures[1].position|\"large\" overlaps \"huge\""};
    QTest::newRow("two Tiny creatures sharing a square: no warning")
        << creatures({creature("t1", "tiny", 4, 4), creature("t2", "tiny", 4, 4)}) << QStringList();
    QTest::newRow("four Tiny creatures sharing a square: no warning")
        << creatures({creature("t1", "tiny", 4, 4), creature("t2", "tiny", 4, 4), creature("t3", "tiny", 4, 4),
                      creature("t4", "tiny", 4, 4)})
        << QStringList();
    QTest::newRow("a Tiny creature on a Medium's square")
        << creatures({creature("m", "medium", 4, 4), creature("t", "tiny", 4, 4)})
        << QStringList{"creatures[1].position|\"t\" overlaps \"m\""};
    QTest::newRow("a Medium creature on two Tiny ones: one warning naming the first")
        << creatures({creature("t1", "tiny", 4, 4), creature("t2", "tiny", 4, 4), creature("m", "medium", 4, 4)})
        << QStringList{"creatures[2].position|\"m\" overlaps \"t1\""};
    QTest::newRow("a chain: each creature warned once, naming the first it overlaps")
        << creatures({creature("a", "large", 0, 0), creature("b", "large", 1, 1), creature("c", "medium", 2, 2),
                      creature("d", "medium", 1, 1)})
        << QStringList{"creatures[1].position|\"b\" overlaps \"a\"", "creatures[2].position|\"c\" overlaps \"b\"",
                       "creatures[3].position|\"d\" overlaps \"a\""};
    QTest::newRow("titanic outside a5e")
        << creatures({creature("kraken", "titanic", 0, 0)})
        << QStringList{"creatures[0].size|Level Up (a5e) size"};
    QTest::newRow("titanic in a5e: no warning") << creatures({creature("kraken", "titanic", 0, 0)}, "a5e")
                                                << QStringList();
    QTest::newRow("terrain square off the map") << with("terrain/0/squares/2", QJsonArray{9, 9})
                                                << QStringList{"terrain[0].squares[2]|off the map"};
    QTest::newRow("terrain rect past the map") << with("terrain/1/rect", QJsonArray{3, 0, 1, 9})
                                               << QStringList{"terrain[1].rect|reaches past the map"};
}

void TestEncounterIo::warnings()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, expected);

    const ReadResult r = readEncounter(input);
    QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
    QStringList got;
    for (const ValidationIssue &w : r.warnings)
        got.append(w.field + QLatin1Char('|') + w.message);
    QVERIFY2(got.size() == expected.size(), qPrintable(QStringLiteral("warnings: ") + describe(r.warnings)));
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const QStringList want = expected[i].split(QLatin1Char('|'));
        QVERIFY2(r.warnings[std::size_t(i)].field == want[0] && r.warnings[std::size_t(i)].message.contains(want[1]),
                 qPrintable(QStringLiteral("wanted {%1: ...%2...}; warnings: %3").arg(want[0], want[1], describe(r.warnings))));
    }
}

void TestEncounterIo::manyCreaturesOnOneSquareStayCheap()
{
    // A small file (3000 creatures on one square) must not explode into a warning per pair
    // (4.5 million warnings, gigabytes, many seconds): one warning per overlapping creature.
    constexpr int n = 3000;
    QJsonArray list;
    for (int i = 0; i < n; ++i)
        list.append(QJsonObject{{"id", QStringLiteral("c%1").arg(i)}, {"position", QJsonArray{0, 0}}});
    QJsonObject o = baseObject();
    o["creatures"] = list;
    const ReadResult r = readEncounter(bytes(o));
    QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
    QCOMPARE(r.warnings.size(), std::size_t(n - 1));
    QCOMPARE(r.warnings.back().field, QStringLiteral("creatures[%1].position").arg(n - 1));
    QVERIFY(r.warnings.back().message.contains(QStringLiteral("\"c0\"")));
}

void TestEncounterIo::absurdSpacesStopAtABudget()
{
    // 2000 creatures with 100x100 spaces cover 20 million squares: the overlap check stops at
    // its budget (4 x 2000 x 2000 squares, the first 1600 creatures) with a warning.
    QJsonArray list;
    for (int i = 0; i < 2000; ++i)
        list.append(QJsonObject{{"id", QStringLiteral("c%1").arg(i)}, {"space", 100}, {"position", QJsonArray{0, 0}}});
    QJsonObject o = baseObject();
    o["grid"] = QJsonObject{{"width", 2000}, {"height", 2000}};
    o["creatures"] = list;
    const ReadResult r = readEncounter(bytes(o));
    QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
    QCOMPARE(r.warnings.size(), std::size_t(1600));
    QCOMPARE(r.warnings.back().field, QStringLiteral("creatures"));
    QVERIFY2(r.warnings.back().message.contains(QStringLiteral("checked the first 1600 creature")),
             qPrintable(r.warnings.back().message));
}

void TestEncounterIo::garbageNeverCrashes()
{
    QRandomGenerator rng(20240601);
    static const char kJsonish[] = "{}[]\":,.-+eE0123456789 \n\\tfnru\x00\xff\xc3";
    const QByteArray alphabet(kJsonish, sizeof kJsonish - 1); // with the NUL in the middle
    for (int round = 0; round < 3000; ++round) {
        QByteArray junk(int(rng.bounded(400)), Qt::Uninitialized);
        for (char &c : junk)
            c = round % 2 ? char(rng.bounded(256)) : alphabet[rng.bounded(int(alphabet.size()))];
        const ReadResult r = readEncounter(junk);
        QVERIFY(!r.ok() || !writeEncounter(r.encounter).isEmpty());
        for (const ValidationIssue &e : r.errors)
            QVERIFY(!e.message.isEmpty());
    }
}

void TestEncounterIo::mutatedFilesNeverCrash()
{
    // A valid file with a few bytes changed reaches deep into the reader. Whatever it accepts
    // it must write and read back unchanged.
    QRandomGenerator rng(7);
    const QByteArray base = QJsonDocument(baseObject()).toJson(QJsonDocument::Compact);
    const QByteArray alphabet("{}[]\":,.-0123456789e ");
    int accepted = 0;
    for (int round = 0; round < 4000; ++round) {
        QByteArray mutated = base;
        const int edits = 1 + int(rng.bounded(3));
        for (int k = 0; k < edits; ++k) {
            const int at = int(rng.bounded(int(mutated.size())));
            switch (rng.bounded(3)) {
            case 0:
                mutated[at] = alphabet[rng.bounded(int(alphabet.size()))];
                break;
            case 1:
                mutated.remove(at, 1 + int(rng.bounded(4)));
                break;
            default:
                mutated.insert(at, alphabet[rng.bounded(int(alphabet.size()))]);
                break;
            }
        }
        const ReadResult r = readEncounter(mutated);
        if (!r.ok()) {
            QVERIFY(!r.errors.front().message.isEmpty());
            continue;
        }
        ++accepted;
        const QByteArray written = writeEncounter(r.encounter);
        const ReadResult again = readEncounter(written);
        QVERIFY2(again.ok(), qPrintable(QString::fromUtf8(mutated) + QStringLiteral(" -> ") + describe(again.errors)));
        QCOMPARE(writeEncounter(again.encounter), written);
    }
    QVERIFY(accepted > 0); // some mutations (a digit changed) stay valid
}

void TestEncounterIo::truncatedFilesNeverCrash()
{
    const QByteArray full(kBase);
    const qsizetype lastBrace = full.lastIndexOf('}');
    for (qsizetype n = 0; n < full.size(); ++n) {
        const ReadResult r = readEncounter(full.left(n));
        if (n <= lastBrace) {
            QVERIFY2(!r.ok(), qPrintable(QStringLiteral("accepted the first %1 bytes").arg(n)));
            QCOMPARE(r.errors.front().field, QString());
            QVERIFY(r.errors.front().message.contains(QStringLiteral("not valid JSON")));
        } else {
            QVERIFY(r.ok());
        }
    }
}

void TestEncounterIo::readFileRefusesWhatIsNotAFile_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("no such file") << "missing" << "no such file";
    QTest::newRow("a folder") << "folder" << "is a folder";
    QTest::newRow("over 256 MiB") << "huge" << "are refused";
}

void TestEncounterIo::readFileRefusesWhatIsNotAFile()
{
    QFETCH(QString, what);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = dir.filePath(QStringLiteral("x.battlemap.json"));
    if (what == QLatin1String("folder")) {
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("x.battlemap.json")));
    } else if (what == QLatin1String("huge")) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(kMaxFileBytes + 1)); // sparse: no disk used
    }
    const ReadResult r = readEncounterFile(path);
    QVERIFY(!r.ok());
    QVERIFY2(r.errors.front().message.contains(fragment) && r.errors.front().message.contains(path),
             qPrintable(describe(r.errors)));
}

void TestEncounterIo::saveThenReadFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("saved.battlemap.json"));
    const Encounter e = readEncounter(kBase).encounter;
    QString error;
    QVERIFY2(saveEncounterFile(e, path, &error), qPrintable(error));
    QCOMPARE(fileBytes(path), writeEncounter(e));
    const ReadResult r = readEncounterFile(path);
    QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
    QCOMPARE(writeEncounter(r.encounter), writeEncounter(e));
    // Saving over it again replaces it whole.
    Encounter changed = e;
    changed.name = QStringLiteral("renamed");
    QVERIFY2(saveEncounterFile(changed, path, &error), qPrintable(error));
    QCOMPARE(readEncounterFile(path).encounter.name, QStringLiteral("renamed"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("saved.battlemap.json")});
}

void TestEncounterIo::saveIsAtomic_data()
{
    QTest::addColumn<QString>("situation");
    QTest::newRow("read-only folder") << "read-only";
    QTest::newRow("the file is a folder") << "folder";
    QTest::newRow("the folder does not exist") << "no-folder";
    QTest::newRow("the folder is a file") << "folder-is-file";
#ifdef Q_OS_UNIX
    QTest::newRow("the disk fills up while writing") << "full";
#endif
}

void TestEncounterIo::saveIsAtomic()
{
    QFETCH(QString, situation);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.filePath(QStringLiteral("maps"));
    QVERIFY(QDir().mkpath(dir));
    QString path = dir + QStringLiteral("/keep.battlemap.json");
    const QByteArray old = QByteArray(kBase).replace("io base", "the old file");
    QVERIFY(writeFile(path, old));
    const Encounter e = crowdedEncounter(400);

    QString error;
    bool saved = true;
    if (situation == QLatin1String("read-only")) {
        QVERIFY(QFile::setPermissions(dir, QFile::ReadOwner | QFile::ExeOwner));
        {
            const WithoutPermissionOverride asPlainUser;
            QFile probe(dir + QStringLiteral("/probe"));
            if (probe.open(QIODevice::WriteOnly)) {
                probe.close();
                probe.remove();
            } else {
                saved = saveEncounterFile(e, path, &error);
            }
        }
        QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        if (saved)
            QSKIP("folder permissions are not enforced here; the disk-full row covers atomicity");
    } else if (situation == QLatin1String("folder")) {
        path = dir + QStringLiteral("/sub.battlemap.json");
        QVERIFY(QDir(dir).mkdir(QStringLiteral("sub.battlemap.json")));
        QVERIFY(writeFile(path + QStringLiteral("/inside.txt"), old));
        saved = saveEncounterFile(e, path, &error);
        QVERIFY(QFileInfo(path).isDir());
        QCOMPARE(fileBytes(path + QStringLiteral("/inside.txt")), old);
    } else if (situation == QLatin1String("no-folder")) {
        saved = saveEncounterFile(e, dir + QStringLiteral("/nowhere/new.battlemap.json"), &error);
        QVERIFY(!QFileInfo::exists(dir + QStringLiteral("/nowhere")));
    } else if (situation == QLatin1String("folder-is-file")) {
        saved = saveEncounterFile(e, path + QStringLiteral("/new.battlemap.json"), &error);
#ifdef Q_OS_UNIX
    } else if (situation == QLatin1String("full")) {
        // A file size limit makes every write past 4 KiB fail (EFBIG), like a full disk; the
        // encounter is ~40 KiB, so the save fails half-way.
        QVERIFY(writeEncounter(e).size() > 16 * 1024);
        rlimit savedLimit{};
        QVERIFY(getrlimit(RLIMIT_FSIZE, &savedLimit) == 0);
        rlimit small = savedLimit;
        small.rlim_cur = 4096;
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
        saved = saveEncounterFile(e, path, &error);
        setrlimit(RLIMIT_FSIZE, &savedLimit);
        std::signal(SIGXFSZ, oldHandler);
#endif
    }
    QVERIFY2(!saved, "the save claimed success");
    QVERIFY2(!error.isEmpty(), "no message");
    QVERIFY2(error.contains(QStringLiteral(".battlemap.json")), qPrintable(error)); // names the file
    // The old file is whole, and no half-written temporary file is left behind.
    QCOMPARE(fileBytes(dir + QStringLiteral("/keep.battlemap.json")), old);
    QStringList left = QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    left.removeAll(QStringLiteral("sub.battlemap.json"));
    QCOMPARE(left, QStringList{QStringLiteral("keep.battlemap.json")});
}

// operator== of Encounter and its parts: equal after reading the same thing, different
// when any one part differs (the window's undo steps rely on it to skip clicks that
// change nothing).
void TestEncounterIo::equalityComparesEveryPart_data()
{
    QTest::addColumn<QByteArray>("first");
    QTest::addColumn<QByteArray>("other");
    QTest::addColumn<bool>("equal");
    const QByteArray every(kEveryField);
    const auto row = [&](const char *name, const QString &path, const QJsonValue &value, bool equal = false) {
        QTest::newRow(name) << every << everyFieldWith(path, value) << equal;
    };
    const QJsonValue none(QJsonValue::Undefined);
    QTest::newRow("same file read twice") << every << every << true;
    QTest::newRow("same file, written again") << every << writeEncounter(readEncounter(every).encounter) << true;
    row("same value written as 7.0", QStringLiteral("creatures/0/hp"), 7.0, true);
    row("the name changed", QStringLiteral("name"), QStringLiteral("other"));
    row("the ruleset changed", QStringLiteral("ruleset"), QStringLiteral("dnd5e-2024"));
    row("unknown top-level field differs", QStringLiteral("future/layers"), 3);
    row("diagonal option changed", QStringLiteral("options/diagonals"), QStringLiteral("exact"));
    row("flanking option turned off", QStringLiteral("options/flanking"), false);
    row("round length changed", QStringLiteral("options/roundSeconds"), 60);
    row("unknown option differs", QStringLiteral("options/fog"), QStringLiteral("thick"));
    row("the map is wider", QStringLiteral("grid/width"), 7);
    row("the map is taller", QStringLiteral("grid/height"), 5);
    row("squares are bigger", QStringLiteral("grid/squareFeet"), 10);
    row("unknown grid field differs", QStringLiteral("grid/color"), QStringLiteral("#000"));
    row("background image changed", QStringLiteral("background/image"), QStringLiteral("forest.png"));
    // `"background": {}` and `"combat": {}` are written back; no such field is not.
    QTest::newRow("an empty background or none")
        << everyFieldWith(QStringLiteral("background"), QJsonObject()) << everyFieldWith(QStringLiteral("background"), none) << false;
    row("terrain type changed", QStringLiteral("terrain/0/type"), QStringLiteral("water"));
    row("terrain cover changed", QStringLiteral("terrain/0/cover"), QStringLiteral("greater"));
    row("a terrain square moved", QStringLiteral("terrain/0/squares/1"), QJsonArray{2, 2});
    row("a terrain rect resized", QStringLiteral("terrain/1/rect"), QJsonArray{3, 0, 1, 3});
    row("the same squares as a rect", QStringLiteral("terrain/0"),
        QJsonObject{{QStringLiteral("type"), QStringLiteral("difficult")}, {QStringLiteral("cover"), QStringLiteral("half")},
                    {QStringLiteral("rect"), QJsonArray{1, 1, 1, 2}}, {QStringLiteral("label"), QStringLiteral("mud")}});
    row("unknown terrain field differs", QStringLiteral("terrain/0/label"), QStringLiteral("bog"));
    row("a wall's end moved", QStringLiteral("walls/0/to"), QJsonArray{2.5, 3.5});
    row("a door opened", QStringLiteral("walls/0/door"), QStringLiteral("open"));
    row("a wall blocks movement", QStringLiteral("walls/0/blocksMovement"), true);
    row("a wall blocks sight", QStringLiteral("walls/0/blocksSight"), true);
    row("unknown wall field differs", QStringLiteral("walls/0/material"), QStringLiteral("wood"));
    row("a creature moved", QStringLiteral("creatures/0/position"), QJsonArray{1, 0});
    row("a creature renamed", QStringLiteral("creatures/0/name"), QStringLiteral("Arya"));
    row("a creature changed sides", QStringLiteral("creatures/0/side"), QStringLiteral("ally"));
    row("a creature's size changed", QStringLiteral("creatures/0/size"), QStringLiteral("small"));
    row("a creature's space changed", QStringLiteral("creatures/0/space"), 2);
    row("a creature's fly speed changed", QStringLiteral("creatures/0/speed/fly"), 50);
    row("a creature no longer hovers", QStringLiteral("creatures/0/speed/hover"), false);
    row("unknown speed field differs", QStringLiteral("creatures/0/speed/glide"), 20);
    row("a creature's reach changed", QStringLiteral("creatures/0/reach"), 10);
    row("a creature's AC changed", QStringLiteral("creatures/0/ac"), 16);
    row("a creature took damage", QStringLiteral("creatures/0/hp"), 6);
    row("a creature's temporary HP changed", QStringLiteral("creatures/0/tempHp"), 0);
    row("a creature's initiative changed", QStringLiteral("creatures/0/initiative"), 15);
    row("a creature stood up", QStringLiteral("creatures/0/conditions"), QJsonArray());
    row("a creature's token changed", QStringLiteral("creatures/0/token"), QStringLiteral("aria2.svg"));
    row("unknown creature field differs", QStringLiteral("creatures/0/notes"), QStringLiteral("scared"));
    QTest::newRow("an empty combat object or none")
        << everyFieldWith(QStringLiteral("combat"), QJsonObject()) << everyFieldWith(QStringLiteral("combat"), none) << false;
    row("the round changed", QStringLiteral("combat/round"), 3);
    row("another creature's turn", QStringLiteral("combat/turn"), QStringLiteral("b"));
    row("combat ended", QStringLiteral("combat/active"), false);
    row("the instigators changed", QStringLiteral("combat/instigators"), QStringLiteral("hostile"));
    row("the order swapped", QStringLiteral("combat/order"), QJsonArray{QStringLiteral("b"), QStringLiteral("a")});
    row("a combatant's action used", QStringLiteral("combat/combatants/0/actionUsed"), false);
    row("a combatant moved further", QStringLiteral("combat/combatants/0/movementSpent"), 20);
    row("a death save failed", QStringLiteral("combat/combatants/0/deathFailures"), 2);
    row("unknown combatant field differs", QStringLiteral("combat/combatants/0/mood"), QStringLiteral("calm"));
    row("an effect's rounds changed", QStringLiteral("combat/effects/0/rounds"), 2);
    row("an effect ticks at the start", QStringLiteral("combat/effects/0/tick"), QStringLiteral("start"));
    row("an effect's value changed", QStringLiteral("combat/effects/0/value"), 1);
    row("unknown effect field differs", QStringLiteral("combat/effects/0/color"), QStringLiteral("blue"));
    row("a world action recharged", QStringLiteral("combat/worldActions/0/available"), true);
    row("unknown world action field differs", QStringLiteral("combat/worldActions/0/icon"), QStringLiteral("ice"));
    row("a countdown lost a die", QStringLiteral("combat/countdowns/0/dice"), 3);
    row("unknown countdown field differs", QStringLiteral("combat/countdowns/0/icon"), QStringLiteral("sand"));
    row("a log line changed", QStringLiteral("combat/log/0/text"), QStringLiteral("Fight!"));
    row("a log line's round changed", QStringLiteral("combat/log/0/round"), 2);
    row("unknown log field differs", QStringLiteral("combat/log/0/by"), QStringLiteral("player"));
    row("unknown field in combat.extra differs", QStringLiteral("combat/weather"), QStringLiteral("snow"));
}

void TestEncounterIo::equalityComparesEveryPart()
{
    QFETCH(QByteArray, first);
    QFETCH(QByteArray, other);
    QFETCH(bool, equal);
    const ReadResult a = readEncounter(first);
    const ReadResult b = readEncounter(other);
    QVERIFY2(a.ok(), qPrintable(describe(a.errors)));
    QVERIFY2(b.ok(), qPrintable(describe(b.errors)));
    QCOMPARE(a.encounter == b.encounter, equal);
    QCOMPARE(b.encounter == a.encounter, equal);
    QCOMPARE(writeEncounter(a.encounter) == writeEncounter(b.encounter), equal);
}

// The same, generated: each number, string and boolean the writer writes for kEveryField
// changed in turn. A part or member left out of operator== fails here by its path.
void TestEncounterIo::equalityNoticesEverySavedField_data()
{
    QTest::addColumn<QString>("path");
    const QJsonObject written = QJsonDocument::fromJson(writeEncounter(readEncounter(kEveryField).encounter)).object();
    QStringList paths;
    collectLeaves(written, QString(), paths);
    QVERIFY(paths.size() > 100);
    for (const QString &path : std::as_const(paths))
        if (path != QLatin1String("format") && path != QLatin1String("version"))
            QTest::newRow(qPrintable(path + QStringLiteral(" changed"))) << path;
}

void TestEncounterIo::equalityNoticesEverySavedField()
{
    QFETCH(QString, path);
    const QByteArray once = writeEncounter(readEncounter(kEveryField).encounter);
    const QJsonObject written = QJsonDocument::fromJson(once).object();
    const Encounter original = readEncounter(once).encounter;
    for (const QJsonValue &value : otherValues(valueAt(written, path))) {
        const QByteArray changed =
            bytes(edited(written, path.split(QLatin1Char('/')), [&](QJsonValue &v) { v = value; }).toObject());
        const ReadResult r = readEncounter(changed);
        if (!r.ok())
            continue; // not a valid value here: try the next
        QVERIFY2(!(r.encounter == original), qPrintable(QStringLiteral("%1 set to %2 compares equal")
                                                            .arg(path, QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)))));
        return;
    }
    QFAIL(qPrintable(QStringLiteral("no other valid value for %1: add one to otherValues()").arg(path)));
}

void TestEncounterIo::logEntries_data()
{
    QTest::addColumn<QByteArray>("entry"); // one element of combat.log, as JSON
    QTest::addColumn<QString>("shown");    // what a reader shows (no translator: the catalogue's English)
    QTest::addColumn<bool>("message");     // read as data
    const auto row = [](const char *name, const char *entry, const char *shown, bool message) {
        QTest::newRow(name) << QByteArray(entry) << QString::fromUtf8(shown) << message;
    };
    row("a plain string, as the first files wrote it", R"json("Goblin 1 dies.")json", "Goblin 1 dies.", false);
    row("a text line of an older Battlemap, in German", R"json({"round": 1, "text": "Runde 1 (0 s)"})json", "Runde 1 (0 s)", false);
    row("a message: its creature named as the encounter names it now",
        R"json({"round": 2, "text": "Old name dies.", "message": {"context": "Combat", "id": "%1 dies.", "args": [{"creature": "gob1", "name": "Old name"}]}})json",
        "Goblin dies.", true);
    row("a creature that has left: the name it had",
        R"json({"round": 2, "text": "x", "message": {"context": "Combat", "id": "%1 dies.", "args": [{"creature": "gone", "name": "Orc"}]}})json",
        "Orc dies.", true);
    row("numbers, a plural, a damage type, a condition and a message inside",
        R"json({"round": 2, "text": "x", "message": {"id": "%1 %2 %3 %4", "args": [
              {"context": "Combat", "id": "%1 is stunned and loses %n action(s).", "n": 2, "args": [{"creature": "gob1", "name": "G"}]},
              {"damageType": "slashing+fire"}, {"condition": "prone"}, 2.5]}})json",
        "Goblin is stunned and loses 2 action(s). slashing and fire prone 2.5", true);
    row("a message this reader can't read: its text, the message kept",
        R"json({"round": 3, "text": "As written.", "message": {"context": "Combat", "id": 7}})json", "As written.", false);
    row("an argument of an unknown kind: its text",
        R"json({"round": 3, "text": "As written.", "message": {"id": "%1", "args": [{"dice": "2d6"}]}})json", "As written.", false);
    row("messages nested beyond reason: its text",
        R"json({"round": 3, "text": "As written.", "message": {"id": "%1", "args": [{"id": "%1", "args": [{"id": "%1", "args": [{"id": "%1", "args": [
              {"id": "%1", "args": [{"id": "%1", "args": [{"id": "%1", "args": [{"id": "%1", "args": [{"id": "%1", "args": [{"id": "%1", "args": [1]}]}]}]}]}]}]}]}]}]}})json",
        "As written.", false);
}

// docs/TRACKER_FORMAT.md `combat.log[]`: entries written as data are read as data and shown
// worded; text lines, and messages this reader can't read, show their text; every entry is
// written back as it was read.
void TestEncounterIo::logEntries()
{
    QFETCH(QByteArray, entry);
    QFETCH(QString, shown);
    QFETCH(bool, message);
    QJsonObject o = baseObject();
    QJsonArray creatures = o.value(QLatin1String("creatures")).toArray();
    QJsonObject goblin = creatures.at(0).toObject();
    goblin.insert(QStringLiteral("id"), QStringLiteral("gob1"));
    goblin.insert(QStringLiteral("name"), QStringLiteral("Goblin"));
    creatures[0] = goblin;
    o.insert(QStringLiteral("creatures"), creatures);
    const QJsonValue logged = QJsonDocument::fromJson("[" + entry + "]").array().at(0);
    QVERIFY(!logged.isUndefined());
    o.insert(QStringLiteral("combat"), QJsonObject{{QStringLiteral("round"), 3}, {QStringLiteral("log"), QJsonArray{logged}}});
    const ReadResult r = readEncounter(bytes(o));
    QVERIFY2(r.ok(), qPrintable(describe(r.errors)));
    QCOMPARE(int(r.encounter.combat.log.size()), 1);
    const LogEntry &l = r.encounter.combat.log.front();
    QCOMPARE(bool(l.message), message);
    QCOMPARE(logEntryText(l, r.encounter), shown);
    const QJsonValue written = encounterToJson(r.encounter).value(QLatin1String("combat")).toObject().value(QLatin1String("log")).toArray().at(0);
    if (logged.isString())
        QCOMPARE(written.toObject().value(QLatin1String("text")).toString(), logged.toString());
    else
        QCOMPARE(written.toObject(), logged.toObject());
}

QTEST_GUILESS_MAIN(TestEncounterIo)
#include "tst_encounterio.moc"
