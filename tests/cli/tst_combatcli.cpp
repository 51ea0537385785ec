// CLI.md "combat: the tracker without a window": scripted fights through the real
// battlemap-cli, one operation a run, each written back with -o; dice from --rolls. Each row
// is a fight named after its situation: the steps (a step starting with "!" must be refused:
// exit 2, a message, the file untouched) and what the file says at the end.

#include "programrun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using bm::test::Run;

Run cli(const QStringList &args)
{
    return bm::test::run(QStringLiteral(BM_CLI_PATH), args);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// An encounter on a 20×10 map from its ruleset, creatures and tracker state (JSON texts).
QByteArray encounter(const char *ruleset, const char *creatures, const char *combat = nullptr)
{
    QJsonObject o{{"format", "battlemap-encounter"},
                  {"version", 1},
                  {"ruleset", QLatin1String(ruleset)},
                  {"grid", QJsonObject{{"width", 20}, {"height", 10}}},
                  {"creatures", QJsonDocument::fromJson(creatures).array()}};
    if (combat)
        o.insert(QStringLiteral("combat"), QJsonDocument::fromJson(combat).object());
    return QJsonDocument(o).toJson();
}

// "creatures.pc.hp", "combatants.pc.dying", "combat.round", "worldActions.0.available",
// "creatures.pc.position": the value in the written file, as compact JSON text; a field the
// file leaves out (the format omits defaults) reads as its default, shown as "-".
QString valueAt(const QJsonObject &file, const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('.'));
    const QJsonObject combat = file.value(QLatin1String("combat")).toObject();
    QJsonValue v;
    const auto byId = [](const QJsonArray &list, const QString &id) {
        for (const QJsonValue &x : list)
            if (x.toObject().value(QLatin1String("id")).toString() == id)
                return x;
        return QJsonValue();
    };
    if (parts[0] == QLatin1String("creatures"))
        v = byId(file.value(QLatin1String("creatures")).toArray(), parts.value(1));
    else if (parts[0] == QLatin1String("combatants"))
        v = byId(combat.value(QLatin1String("combatants")).toArray(), parts.value(1));
    else if (parts[0] == QLatin1String("worldActions"))
        v = combat.value(QLatin1String("worldActions")).toArray().at(parts.value(1).toInt());
    else if (parts[0] == QLatin1String("combat"))
        v = QJsonValue(combat), v = v.toObject().value(parts.value(1));
    const QString field = parts[0] == QLatin1String("combat") ? QString() : parts.value(2);
    if (!field.isEmpty())
        v = v.toObject().value(field);
    if (v.isUndefined() || v.isNull())
        return QStringLiteral("-");
    if (v.isString())
        return v.toString();
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble())
        return QString::number(v.toDouble());
    return QString::fromUtf8(QJsonDocument(v.isArray() ? QJsonDocument(v.toArray()) : QJsonDocument(v.toObject())).toJson(QJsonDocument::Compact));
}

bool logHas(const QJsonObject &file, const QString &text)
{
    for (const QJsonValue &l : file.value(QLatin1String("combat")).toObject().value(QLatin1String("log")).toArray())
        if (l.toObject().value(QLatin1String("text")).toString().contains(text))
            return true;
    return false;
}

const char *kPf2eDuo = R"([{"id": "pc", "name": "Valeros", "side": "party", "hp": 10, "maxHp": 10, "position": [1, 1]},
                            {"id": "orc", "name": "Orc", "side": "hostile", "hp": 15, "maxHp": 15, "position": [5, 1]}])";
const char *k2014Duo = R"([{"id": "pc", "name": "Ayla", "side": "party", "hp": 10, "maxHp": 10, "position": [1, 1]},
                            {"id": "orc", "name": "Orc", "side": "hostile", "hp": 15, "maxHp": 15, "position": [5, 1]}])";
const char *kA5eWorld = R"({"worldActions": [{"name": "Falling Rocks", "recharge": 5}]})";
const char *kRiders = R"([{"id": "knight", "name": "Knight", "side": "party", "hp": 20, "maxHp": 20, "position": [0, 0]},
                          {"id": "horse", "name": "Warhorse", "side": "party", "size": "large", "hp": 19, "maxHp": 19,
                           "speed": {"walk": 60}, "position": [1, 0]},
                          {"id": "orc", "name": "Orc", "side": "hostile", "hp": 15, "maxHp": 15, "position": [16, 8]}])";
const char *kFlier = R"([{"id": "pc", "name": "Ayla", "side": "party", "hp": 10, "maxHp": 10, "position": [1, 1]},
                         {"id": "bird", "name": "Giant Eagle", "side": "hostile", "size": "large", "hp": 30, "maxHp": 30,
                          "speed": {"walk": 10, "fly": 80}, "elevation": 30, "position": [5, 1]},
                         {"id": "wisp", "name": "Wisp", "side": "hostile", "hp": 20, "maxHp": 20,
                          "speed": {"walk": 0, "fly": 50, "hover": true}, "elevation": 20, "position": [9, 1]}])";

// Version 3 (RULES.md 13.4, 13.5): creatures with attacks, AC and saves.
const char *kPf2eStrikers = R"([{"id": "pc", "name": "Valeros", "side": "party", "hp": 20, "maxHp": 20, "ac": 15, "position": [1, 1],
                                 "attacks": [{"name": "Sword", "kind": "melee", "bonus": 7, "damage": [{"dice": "1d8+4", "type": "slashing"}]}]},
                                {"id": "orc", "name": "Orc", "side": "hostile", "hp": 30, "maxHp": 30, "ac": 15, "position": [2, 1],
                                 "attacks": [{"name": "Claw", "kind": "melee", "bonus": 6, "damage": [{"dice": "1d6", "type": "slashing"}]}]}])";
const char *k2014Strikers = R"([{"id": "pc", "name": "Ayla", "side": "party", "hp": 20, "maxHp": 20, "ac": 15, "position": [1, 1],
                                  "saves": {"dex": 2},
                                  "attacks": [{"name": "Flameblade", "kind": "melee", "bonus": 5, "magical": true,
                                               "damage": [{"dice": "1d8+3", "type": "slashing"}, {"dice": "1d6", "type": "fire"}]}]},
                                 {"id": "orc", "name": "Orc", "side": "hostile", "hp": 30, "maxHp": 30, "tempHp": 5, "ac": 13,
                                  "position": [2, 1], "saves": {"dex": 1}, "conditions": ["concentrating"],
                                  "resistances": ["fire"]},
                                 {"id": "ghost", "name": "Ghost", "side": "hostile", "hp": 10, "maxHp": 10, "position": [9, 1]}])";
} // namespace

class TestCombatCli : public QObject
{
    Q_OBJECT

private slots:
    void fights_data();
    void fights();
    void badInput_data();
    void badInput();
    void printsTheEncounterWithoutOutput();
};

void TestCombatCli::fights_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QStringList>("expect"); // path=value, or log~text
    const QString start = QStringLiteral("start --rolls 15,3"); // the first creature acts first

    // Player Core: stabilised at dying 0 with wounded 1; hit again: dying 1 + wounded 1, no
    // longer stable, so the recovery checks run again (DC 10 + 2 = 12: 12 succeeds, dying 1).
    QTest::newRow("pf2e: knocked out, stabilised, hit again")
        << encounter("pf2e", kPf2eDuo)
        << QStringList{start, "damage --target pc --amount 12", "stabilize --target pc", "damage --target pc --amount 3",
                       "next", "next --rolls 12"}
        << QStringList{"combatants.pc.dying=1", "combatants.pc.wounded=1", "combatants.pc.stable=-",
                       "creatures.pc.hp=0", "log~recovery check: 12 against DC 12"};
    QTest::newRow("pf2e: hit again critically while stable: dying 2 + wounded 1")
        << encounter("pf2e", kPf2eDuo)
        << QStringList{start, "damage --target pc --amount 12", "stabilize --target pc",
                       "damage --target pc --amount 3 --critical"}
        << QStringList{"combatants.pc.dying=3", "combatants.pc.wounded=1", "combatants.pc.stable=-"};
    QTest::newRow("pf2e: doomed 1 dies at dying 3")
        << encounter("pf2e", kPf2eDuo)
        << QStringList{start, "condition --target pc --add doomed --value 1", "damage --target pc --amount 12 --critical",
                       "damage --target pc --amount 1"}
        << QStringList{"log~Valeros dies"};

    // RULES.md 13.4 step 4 (version 3): a pf2e Strike spends an action and counts in
    // strikesThisTurn; the second takes -5: 12 + 7 - 5 = 14 misses AC 15.
    QTest::newRow("pf2e: the second Strike of a turn takes -5")
        << encounter("pf2e", kPf2eStrikers)
        << QStringList{start, "attack --attacker pc --target orc --with Sword --rolls 10,4",
                       "attack --attacker pc --target orc --with Sword --rolls 12"}
        << QStringList{"combatants.pc.strikesThisTurn=2", "combatants.pc.actions=1", "creatures.orc.hp=22",
                       "log~17 against AC 15, hit", "log~14 against AC 15, miss"};
    QTest::newRow("pf2e: the count of Strikes starts again in the next turn")
        << encounter("pf2e", kPf2eStrikers)
        << QStringList{start, "attack --attacker pc --target orc --with Sword --rolls 10,4", "next", "next"}
        << QStringList{"combatants.pc.strikesThisTurn=-", "combatants.pc.actions=-"};
    QTest::newRow("pf2e: a Strike as a reaction spends the reaction, not an action")
        << encounter("pf2e", kPf2eStrikers)
        << QStringList{start, "attack --attacker orc --target pc --with Claw --reaction --rolls 9,3",
                       "!attack --attacker orc --target pc --with Claw --reaction --rolls 9,3"}
        << QStringList{"combatants.orc.reactionUsed=true", "combatants.orc.strikesThisTurn=-", "creatures.pc.hp=17"};
    QTest::newRow("pf2e: no action left for a fourth Strike")
        << encounter("pf2e", kPf2eStrikers)
        << QStringList{start, "attack --attacker pc --target orc --with Sword --rolls 1", "attack --attacker pc --target orc --with Sword --rolls 1",
                       "attack --attacker pc --target orc --with Sword --rolls 1", "!attack --attacker pc --target orc --with Sword --rolls 20,8"}
        << QStringList{"combatants.pc.actions=0", "creatures.orc.hp=30"};
    // RULES.md 13.4 step 8: the parts meet the defences one by one (fire resisted: 4 / 2 = 2),
    // then one damage: temporary HP first (5 of 11), one concentration check (DC 10: 8 + 0 fails).
    QTest::newRow("2014: an attack is one damage: temporary HP first, one concentration save")
        << encounter("dnd5e-2014", k2014Strikers)
        << QStringList{"attack --attacker pc --target orc --with Flameblade --rolls 15,6,4,8"}
        << QStringList{"creatures.orc.tempHp=0", "creatures.orc.hp=24", "log~loses concentration", "log~11 slashing and fire damage"};
    // RULES.md 13.5: 2d6 = 7 rolled once; pc 15 + 2 saves (half, 3); orc 5 + 1 fails (7, temp HP 5 first).
    QTest::newRow("2014: save-damage rolls once and deals each share in order")
        << encounter("dnd5e-2014", k2014Strikers)
        << QStringList{"save-damage --dc 12 --save dex --damage 2d6 --targets pc,orc --rolls 3,4,15,5,12 --on-save half"}
        << QStringList{"creatures.pc.hp=17", "creatures.orc.tempHp=0", "creatures.orc.hp=28", "log~Damage rolled: 7", "log~concentration save: 12 against DC 10, kept"};

    // SRD 5.1: three failures kill, three successes stabilise; failures and successes mix.
    const QStringList downed{start, "damage --target pc --amount 12"};
    const auto saves = [&](const QList<int> &d20s) {
        QStringList s = downed;
        for (int d : d20s)
            s << QStringLiteral("next") << QStringLiteral("next --rolls %1").arg(d);
        return s;
    };
    QTest::newRow("2014: death saves fail to 3") << encounter("dnd5e-2014", k2014Duo) << saves({5, 12, 8, 2})
                                                 << QStringList{"log~three failed death saves", "combatants.pc.deathFailures=3"};
    QTest::newRow("2014: death saves fail and pass to 3") << encounter("dnd5e-2014", k2014Duo) << saves({4, 11, 7, 14, 19})
                                                          << QStringList{"combatants.pc.stable=true", "log~Ayla is stable.",
                                                                         "combatants.pc.deathFailures=-"};
    QTest::newRow("2014: stable, hit again: a failure, saves again")
        << encounter("dnd5e-2014", k2014Duo)
        << (saves({10, 10, 10}) << "damage --target pc --amount 2" << "next" << "next --rolls 3")
        << QStringList{"combatants.pc.stable=-", "combatants.pc.deathFailures=2"};

    // A5E world actions: used, a d6 at once (2: not back), then at the start of each round.
    QTest::newRow("a5e: world action recharges on a 6")
        << encounter("a5e", k2014Duo, kA5eWorld)
        << QStringList{start, "world-action --index 0 --rolls 2", "next", "next --rolls 6"}
        << QStringList{"worldActions.0.available=true", "log~Falling Rocks recharge: 6, regained."};
    QTest::newRow("a5e: world action stays spent on a 4")
        << encounter("a5e", k2014Duo, kA5eWorld)
        << QStringList{start, "world-action --index 0 --rolls 2", "next", "next --rolls 4", "!world-action --index 0"}
        << QStringList{"worldActions.0.available=false", "combat.round=2"};

    // Seed 002: the knight mounts (half its speed), the horse acts after it and may only
    // Dash, Disengage or Dodge; with Dash it carries the knight 85 ft (its speed is 60).
    const QStringList mounted{"start --rolls 15,10,3", "mount --creature knight --target horse", "next"};
    QTest::newRow("2024: a controlled mount dashes")
        << encounter("dnd5e-2024", kRiders)
        << (QStringList(mounted) << "!action --creature horse --take action" << "!action --creature horse --take help"
                                 << "action --creature horse --take dash" << "move --creature horse --to 18,0")
        << QStringList{"creatures.horse.position=[18,0]", "creatures.knight.position=[18,0]", "combatants.horse.dashed=true",
                       "combatants.horse.movementSpent=85", "combatants.knight.mountedOn=horse",
                       "combatants.knight.movementSpent=15"};
    QTest::newRow("2014: a rider moves within its mount's space")
        << encounter("dnd5e-2014", kRiders) << QStringList{"start --rolls 15,10,3", "mount --creature knight --target horse",
                                                           "move --creature knight --to 2,1"}
        << QStringList{"creatures.knight.position=[2,1]", "combatants.knight.movementSpent=20"};
    QTest::newRow("2014: knocked-down mount throws a rider who fails DC 10")
        << encounter("dnd5e-2014", kRiders)
        << QStringList{"start --rolls 15,10,3", "mount --creature knight --target horse", "condition --target horse --add prone --rolls 9"}
        << QStringList{"combatants.knight.mountedOn=-", "log~falls off", "creatures.knight.conditions=[\"prone\"]"};

    // Seeds 000, 004: a flier knocked prone or stopped falls; 30 ft: 3d6, prone, elevation 0.
    QTest::newRow("2014: a flier knocked prone falls 30 ft")
        << encounter("dnd5e-2014", kFlier)
        << QStringList{"start --rolls 15,3,2", "condition --target bird --add prone --rolls 4,5,6"}
        << QStringList{"creatures.bird.hp=15", "creatures.bird.elevation=-", "creatures.bird.conditions=[\"prone\"]",
                       "log~falls 30 ft"};
    QTest::newRow("2024: a grappled flier falls")
        << encounter("dnd5e-2024", kFlier)
        << QStringList{"start --rolls 15,3,2", "condition --target bird --add grappled --rolls 1,1,1"}
        << QStringList{"creatures.bird.hp=27", "creatures.bird.elevation=-"};
    QTest::newRow("2014: a hovering flier stays up")
        << encounter("dnd5e-2014", kFlier)
        << QStringList{"start --rolls 15,3,2", "condition --target wisp --add prone"}
        << QStringList{"creatures.wisp.hp=20", "creatures.wisp.elevation=20"};

    // Turn actions through the CLI.
    QTest::newRow("2014: Dodge lasts until the start of the next turn")
        << encounter("dnd5e-2014", k2014Duo)
        << QStringList{start, "action --creature pc --take dodge", "!action --creature pc --take dash", "next"}
        << QStringList{"creatures.pc.conditions=[\"dodging\"]", "combatants.pc.actionUsed=true"};
    QTest::newRow("2014: Dodge ends at the start of its next turn")
        << encounter("dnd5e-2014", k2014Duo)
        << QStringList{start, "action --creature pc --take dodge", "next", "next"}
        << QStringList{"creatures.pc.conditions=-", "combatants.pc.actionUsed=-"};
    QTest::newRow("2014: opportunity attack spends the reaction")
        << encounter("dnd5e-2014", k2014Duo)
        << QStringList{start, "opportunity-attack --creature orc --target pc", "!opportunity-attack --creature orc --target pc"}
        << QStringList{"combatants.orc.reactionUsed=true"};
    QTest::newRow("2014: a creature joins with its entered initiative")
        << encounter("dnd5e-2014", R"([{"id": "pc", "side": "party", "position": [0, 0]}, {"id": "orc", "side": "hostile", "position": [4, 0]},
                                        {"id": "late", "side": "hostile", "position": [8, 0]}])",
                     R"({"active": true, "round": 1, "turn": "pc", "order": ["pc", "orc"]})")
        << QStringList{"join --creature late --initiative 25"}
        << QStringList{"combat.order=[\"late\",\"pc\",\"orc\"]", "creatures.late.initiative=25"};

    // Effects on the map.
    QTest::newRow("2014: a 1-round Fog Cloud leaves the map at the start of its caster's next turn")
        << encounter("dnd5e-2014", k2014Duo)
        << QStringList{start, "area --name Fog --shape sphere --size 10 --origin 6,2 --rounds 1 --obscured heavy", "next", "next"}
        << QStringList{"combat.effects=-", "log~Fog (1 round(s)) covers 12 square(s) of the map.", "log~Fog expires and leaves the map."};
    QTest::newRow("2014: Spike Growth until removed outlasts the round and ends by name")
        << encounter("dnd5e-2014", k2014Duo)
        << QStringList{start, "area --name Spikes --shape sphere --size 10 --origin 6,2 --difficult", "next", "next", "next",
                       "end-area --name Spikes", "!end-area --name Spikes"}
        << QStringList{"combat.effects=-", "log~Spikes ends and leaves the map."};
    QTest::newRow("2014: a Fog Cloud held with concentration ends when its caster fails the save")
        << encounter("dnd5e-2014", k2014Duo)
        << QStringList{start, "area --name Fog --shape sphere --size 10 --origin 6,2 --obscured heavy --concentration",
                       "damage --target pc --amount 4 --save 3"}
        << QStringList{"combat.effects=-", "creatures.pc.conditions=-", "log~Ayla loses concentration", "log~Fog ends and leaves the map."};
}

void TestCombatCli::fights()
{
    QFETCH(QByteArray, file);
    QFETCH(QStringList, steps);
    QFETCH(QStringList, expect);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("fight.battlemap.json"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
    }
    for (const QString &step : steps) {
        const bool refused = step.startsWith(QLatin1Char('!'));
        const QStringList words = QString(step).remove(0, refused ? 1 : 0).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QByteArray before = readAll(path);
        const Run r = cli(QStringList{QStringLiteral("combat"), path} + words + QStringList{QStringLiteral("-o"), path});
        if (refused) {
            QVERIFY2(r.exitCode == 2, qPrintable(step));
            QVERIFY2(!r.err.trimmed().isEmpty(), qPrintable(step));
            QCOMPARE(readAll(path), before); // untouched
            continue;
        }
        QVERIFY2(r.exitCode == 0, qPrintable(step + QStringLiteral(": ") + QString::fromUtf8(r.err)));
        const QJsonObject printed = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(printed.value(QLatin1String("log")).isArray(), qPrintable(step)); // -o prints the log it added
    }
    const QJsonObject result = QJsonDocument::fromJson(readAll(path)).object();
    for (const QString &x : expect) {
        if (x.startsWith(QLatin1String("log~"))) {
            QVERIFY2(logHas(result, x.mid(4)), qPrintable(x));
            continue;
        }
        const QString at = x.section(QLatin1Char('='), 0, 0);
        QCOMPARE(valueAt(result, at) + QStringLiteral(" (") + at + QLatin1Char(')'), x.section(QLatin1Char('='), 1) + QStringLiteral(" (") + at + QLatin1Char(')'));
    }
}

void TestCombatCli::badInput_data()
{
    QTest::addColumn<QStringList>("args"); // after FILE
    QTest::addColumn<QString>("message");  // the problem the message names
    QTest::newRow("unknown operation") << QStringList{"cast"} << "unknown operation \"cast\"";
    QTest::newRow("unknown target") << QStringList{"damage", "--target", "nobody", "--amount", "3"} << "\"nobody\"";
    QTest::newRow("malformed amount") << QStringList{"damage", "--target", "pc", "--amount", "3x"} << "--amount";
    QTest::newRow("negative amount") << QStringList{"heal", "--target", "pc", "--amount", "-4"} << "--amount";
    QTest::newRow("amount missing") << QStringList{"temp-hp", "--target", "pc"} << "--amount";
    QTest::newRow("malformed rolls") << QStringList{"start", "--rolls", "15,x"} << "--rolls";
    QTest::newRow("running out of rolls") << QStringList{"start", "--rolls", "15"} << "ran out";
    QTest::newRow("malformed seed") << QStringList{"start", "--seed", "abc"} << "--seed";
    QTest::newRow("rolls and seed") << QStringList{"start", "--seed", "3", "--rolls", "1,2"} << "--seed";
    QTest::newRow("next before the fight") << QStringList{"next"} << "has not started";
    QTest::newRow("unknown action") << QStringList{"action", "--creature", "pc", "--take", "fly"} << "unknown action \"fly\"";
    QTest::newRow("action out of combat") << QStringList{"action", "--creature", "pc", "--take", "dash"} << "not started";
    QTest::newRow("condition value out of range") << QStringList{"condition", "--target", "pc", "--add", "exhaustion", "--value", "9"}
                                                  << "9";
    QTest::newRow("move off the map") << QStringList{"move", "--creature", "pc", "--to", "40,2"} << "off the";
    QTest::newRow("area without a name") << QStringList{"area", "--shape", "sphere", "--size", "10", "--origin", "3,3"} << "--name";
    QTest::newRow("area with thick fog")
        << QStringList{"area", "--name", "Fog", "--shape", "sphere", "--size", "10", "--origin", "3,3", "--obscured", "thick"} << "--obscured";
    QTest::newRow("area counting rounds in no one's turn")
        << QStringList{"area", "--name", "Fog", "--shape", "sphere", "--size", "10", "--origin", "3,3", "--rounds", "3"} << "--of";
    QTest::newRow("area off the map") << QStringList{"area", "--name", "Fog", "--shape", "sphere", "--size", "10", "--origin", "60,3"} << "off the map";
    QTest::newRow("ending an area that is not there") << QStringList{"end-area", "--name", "Fog"} << "no area on the map";
    QTest::newRow("no operation") << QStringList{} << "usage";
    // Version 3 (CLI.md): attack and save-damage
    const QStringList attack{"attack", "--attacker", "pc", "--target", "orc"};
    QTest::newRow("attack with an unknown --with") << attack + QStringList{"--with", "Axe", "--rolls", "10"} << "--with";
    QTest::newRow("attack whose --rolls run out") << attack + QStringList{"--with", "Flameblade", "--rolls", "15,6"} << "ran out";
    QTest::newRow("attack with a d20 result of 21") << attack + QStringList{"--with", "Flameblade", "--rolls", "21,6,4"} << "d20";
    QTest::newRow("attack with a d6 result of 7") << attack + QStringList{"--with", "Flameblade", "--rolls", "15,6,7"} << "d6";
    QTest::newRow("attack with --damage 2d") << attack + QStringList{"--bonus", "5", "--damage", "2d", "--melee", "--rolls", "15,3"} << "--damage";
    QTest::newRow("attack on a target without AC")
        << QStringList{"attack", "--attacker", "pc", "--target", "ghost", "--with", "Flameblade", "--rolls", "15,6,4"} << "--target";
    QTest::newRow("attack out of reach is refused")
        << QStringList{"attack", "--attacker", "ghost", "--target", "pc", "--bonus", "3", "--damage", "1d4", "--melee", "--rolls", "15"} << "not possible";
    QTest::newRow("save-damage with an unknown save")
        << QStringList{"save-damage", "--dc", "12", "--save", "luck", "--damage", "2d6", "--targets", "pc", "--rolls", "3,4,15"} << "--save";
    QTest::newRow("save-damage: basic is pf2e's")
        << QStringList{"save-damage", "--dc", "12", "--save", "dex", "--damage", "2d6", "--on-save", "basic", "--targets", "pc", "--rolls", "3,4,15"} << "--on-save";
    QTest::newRow("save-damage with a d6 result of 9")
        << QStringList{"save-damage", "--dc", "12", "--save", "dex", "--damage", "2d6", "--targets", "pc", "--rolls", "9,4,15"} << "d6";
}

void TestCombatCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fight.battlemap.json"));
    const QByteArray file = encounter("dnd5e-2014", k2014Strikers);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
    }
    const Run r = cli(QStringList{QStringLiteral("combat"), path} + args + QStringList{QStringLiteral("-o"), path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1); // one line
    QCOMPARE(readAll(path), file);   // untouched
}

void TestCombatCli::printsTheEncounterWithoutOutput()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fight.battlemap.json"));
    const QByteArray file = encounter("dnd5e-2024", k2014Duo);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
    }
    const Run r = cli({QStringLiteral("combat"), path, QStringLiteral("start"), QStringLiteral("--seed"), QStringLiteral("7")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject printed = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(printed.value(QLatin1String("format")).toString(), QStringLiteral("battlemap-encounter"));
    QCOMPARE(printed.value(QLatin1String("combat")).toObject().value(QLatin1String("round")).toInt(), 1);
    QCOMPARE(readAll(path), file); // only printed
    // The same seed gives the same fight.
    const Run again = cli({QStringLiteral("combat"), path, QStringLiteral("start"), QStringLiteral("--seed"), QStringLiteral("7")});
    QCOMPARE(again.out, r.out);
}

QTEST_GUILESS_MAIN(TestCombatCli)
#include "tst_combatcli.moc"
