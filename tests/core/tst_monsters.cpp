// The SRD monster library (src/core/interop/monsters.h) on the bundled SRD 5.1 data
// (resources/srd, 5e-bits/5e-database MIT; SRD 5.1 CC-BY-4.0): speed strings, reach from
// melee attacks, the creature a monster becomes, numbered names and creature templates;
// RULES.md 13.6: senses, defences, saves, attacks and a carried light, each read on its own
// and for named monsters against the text of their SRD entry.

#include "interop/monsters.h"

#include "model/encounterio.h"
#include "report/statblocks.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include "srdmonsters.h"

using namespace bm;

namespace {

using test::srd;

const Monster *monster(const QString &name)
{
    for (const Monster &m : srd()) {
        if (m.name.compare(name, Qt::CaseInsensitive) == 0)
            return &m;
    }
    return nullptr;
}

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &s : v.toArray())
        out << s.toString();
    return out;
}

// An attack of the creature JSON as one line, RULES.md 13.3 defaults filled in:
// "Javelin (thrown) ranged +5 range 30/120: 1d6+3 piercing".
QString attackLine(const QJsonObject &a)
{
    QString line = a.value(QLatin1String("name")).toString() + QLatin1Char(' ') + a.value(QLatin1String("kind")).toString();
    const int bonus = a.value(QLatin1String("bonus")).toInt();
    line += bonus < 0 ? QStringLiteral(" %1").arg(bonus) : QStringLiteral(" +%1").arg(bonus);
    if (a.contains(QLatin1String("reach")))
        line += QStringLiteral(" reach %1").arg(a.value(QLatin1String("reach")).toInt());
    if (a.contains(QLatin1String("range"))) {
        const QJsonArray r = a.value(QLatin1String("range")).toArray();
        line += QStringLiteral(" range %1/%2").arg(r.at(0).toInt()).arg(r.at(1).toInt());
    }
    QStringList parts;
    for (const QJsonValue &d : a.value(QLatin1String("damage")).toArray())
        parts << d.toObject().value(QLatin1String("dice")).toString() + QLatin1Char(' ') + d.toObject().value(QLatin1String("type")).toString();
    line += QStringLiteral(": ") + parts.join(QStringLiteral(", "));
    if (a.value(QLatin1String("magical")).toBool(false))
        line += QStringLiteral(" magical");
    return line;
}

QStringList attackLines(const QJsonValue &attacks)
{
    QStringList out;
    for (const QJsonValue &a : attacks.toArray())
        out << attackLine(a.toObject());
    return out;
}

// darkvision, blindsight, truesight (0: none)
QList<int> senseFeet(const QJsonObject &senses)
{
    return {senses.value(QLatin1String("darkvision")).toInt(), senses.value(QLatin1String("blindsight")).toInt(),
            senses.value(QLatin1String("truesight")).toInt()};
}

QList<int> saveList(const QJsonObject &saves)
{
    QList<int> out;
    for (const char *key : kAbilityKeys) {
        if (!saves.contains(QLatin1String(key)))
            return {}; // every ability is listed
        out << saves.value(QLatin1String(key)).toInt();
    }
    return out;
}

QString lightText(const QJsonObject &creature)
{
    if (!creature.contains(QLatin1String("light")))
        return QString();
    const QJsonObject l = creature.value(QLatin1String("light")).toObject();
    return QStringLiteral("%1/%2").arg(l.value(QLatin1String("bright")).toInt()).arg(l.value(QLatin1String("dim")).toInt());
}

const QStringList kNonmagical{QStringLiteral("nonmagical bludgeoning"), QStringLiteral("nonmagical piercing"),
                              QStringLiteral("nonmagical slashing")};

} // namespace

class TestMonsters : public QObject
{
    Q_OBJECT

private slots:
    void speedStrings_data();
    void speedStrings();
    void speedObjects_data();
    void speedObjects();
    void wholeLibraryReads();
    void creatureFromSrd_data();
    void creatureFromSrd();
    void tokenForType_data();
    void tokenForType();
    void numberedNames_data();
    void numberedNames();
    void templateRoundTrip();
    void templateRefused_data();
    void templateRefused();

    // RULES.md 13.6
    void senses_data();
    void senses();
    void defences_data();
    void defences();
    void saves_data();
    void saves();
    void aCreaturesOwnLight_data();
    void aCreaturesOwnLight();
    void savingThrowsPrintedAsTheBook_data();
    void savingThrowsPrintedAsTheBook();
    void attacks_data();
    void attacks();
    void light_data();
    void light();
    void wholeLibraryGivesV3Fields();
    void namedMonsters_data();
    void namedMonsters();
    void unreadText_data();
    void unreadText();
    void creatureKeepsV3Fields();
    void findByNameOrIndex_data();
    void findByNameOrIndex();
    void statblock();
    void sampleMonstersAreTheLibrarys_data();
    void sampleMonstersAreTheLibrarys();
    void samplePartyCanFight_data();
    void samplePartyCanFight();
};

void TestMonsters::speedStrings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("feet"); // -1: refused

    QTest::newRow("\"30 ft.\"") << "30 ft." << 30;
    QTest::newRow("walk \"0 ft.\" (a ghost)") << "0 ft." << 0;
    QTest::newRow("no full stop") << "40 ft" << 40;
    QTest::newRow("three digits") << "120 ft." << 120;
    QTest::newRow("spaces around") << " 25 ft. " << 25;
    QTest::newRow("empty") << "" << -1;
    QTest::newRow("no unit") << "30" << -1;
    QTest::newRow("metres") << "9 m" << -1;
    QTest::newRow("negative") << "-30 ft." << -1;
    QTest::newRow("words after") << "30 ft. (hover)" << -1;
}

void TestMonsters::speedStrings()
{
    QFETCH(QString, text);
    QFETCH(int, feet);
    const auto parsed = parseSpeedFeet(text);
    QCOMPARE(parsed.has_value(), feet >= 0);
    if (parsed)
        QCOMPARE(*parsed, feet);
}

void TestMonsters::speedObjects_data()
{
    QTest::addColumn<QByteArray>("speed");
    QTest::addColumn<QList<int>>("feet"); // walk, fly, swim, climb, burrow; empty: refused
    QTest::addColumn<bool>("hover");

    QTest::newRow("walk only") << QByteArray(R"({"walk":"30 ft."})") << QList<int>{30, 0, 0, 0, 0} << false;
    QTest::newRow("ghost: walk 0, fly 40, hover: true")
        << QByteArray(R"({"walk":"0 ft.","fly":"40 ft.","hover":true})") << QList<int>{0, 40, 0, 0, 0} << true;
    QTest::newRow("no walk listed: walk 0") << QByteArray(R"({"swim":"40 ft."})") << QList<int>{0, 0, 40, 0, 0} << false;
    QTest::newRow("all five") << QByteArray(R"({"walk":"10 ft.","fly":"20 ft.","swim":"30 ft.","climb":"40 ft.","burrow":"50 ft."})")
                              << QList<int>{10, 20, 30, 40, 50} << false;
    QTest::newRow("hover: false") << QByteArray(R"({"walk":"30 ft.","hover":false})") << QList<int>{30, 0, 0, 0, 0} << false;
    QTest::newRow("a number, not a string") << QByteArray(R"({"walk":30})") << QList<int>{} << false;
    QTest::newRow("hover a string") << QByteArray(R"({"walk":"30 ft.","hover":"yes"})") << QList<int>{} << false;
    QTest::newRow("garbage speed") << QByteArray(R"({"fly":"fast"})") << QList<int>{} << false;
}

void TestMonsters::speedObjects()
{
    QFETCH(QByteArray, speed);
    QFETCH(QList<int>, feet);
    QFETCH(bool, hover);
    QString error;
    const auto s = parseSrdSpeed(QJsonDocument::fromJson(speed).object(), &error);
    QCOMPARE(s.has_value(), !feet.isEmpty());
    if (!s) {
        QVERIFY(error.startsWith(QStringLiteral("speed.")));
        return;
    }
    QCOMPARE((QList<int>{s->walk, s->fly, s->swim, s->climb, s->burrow}), feet);
    QCOMPARE(s->hover, hover);
}

void TestMonsters::wholeLibraryReads()
{
    QFile f(QStringLiteral(BM_SRD_JSON));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QStringList problems;
    const auto list = readSrdMonsters(f.readAll(), &problems);
    QVERIFY(list);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(int(list->size()), 334);
    QVERIFY(!readSrdMonsters("{\"not\": \"a list\"}", &problems));
}

void TestMonsters::creatureFromSrd_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("size");
    QTest::addColumn<int>("space");
    QTest::addColumn<QList<int>>("speeds"); // walk, fly, swim, climb, burrow
    QTest::addColumn<bool>("hover");
    QTest::addColumn<int>("ac");
    QTest::addColumn<int>("hp");
    QTest::addColumn<int>("initiativeBonus");
    QTest::addColumn<int>("reach");
    QTest::addColumn<QString>("token");

    QTest::newRow("adult red dragon: Huge 3x3, tail reach 15")
        << "Adult Red Dragon" << "huge" << 3 << QList<int>{40, 80, 0, 40, 0} << false << 19 << 256 << 0 << 15 << "dragon.svg";
    QTest::newRow("goblin: Small, Dex 14") << "Goblin" << "small" << 1 << QList<int>{30, 0, 0, 0, 0} << false << 15 << 7 << 2 << 5
                                           << "humanoid.svg";
    QTest::newRow("ghost: walk 0, fly 40 hover") << "Ghost" << "medium" << 1 << QList<int>{0, 40, 0, 0, 0} << true << 11 << 45 << 1
                                                 << 5 << "undead.svg";
    QTest::newRow("kraken: Gargantuan, swim 60, reach 30")
        << "Kraken" << "gargantuan" << 4 << QList<int>{20, 0, 60, 0, 0} << false << 18 << 472 << 0 << 30 << "monstrosity.svg";
    QTest::newRow("swarm of rats: beast art, reach 0") << "Swarm of Rats" << "medium" << 1 << QList<int>{30, 0, 0, 0, 0} << false
                                                       << 10 << 24 << 0 << 0 << "beast.svg";
}

void TestMonsters::creatureFromSrd()
{
    QFETCH(QString, name);
    QFETCH(QString, size);
    QFETCH(int, space);
    QFETCH(QList<int>, speeds);
    QFETCH(bool, hover);
    QFETCH(int, ac);
    QFETCH(int, hp);
    QFETCH(int, initiativeBonus);
    QFETCH(int, reach);
    QFETCH(QString, token);

    const Monster *m = monster(name);
    QVERIFY2(m, qPrintable(name));
    const Creature c = creatureFromMonster(*m);
    QCOMPARE(c.name, name);
    QCOMPARE(sizeId(c.size), size);
    QCOMPARE(c.spaceSquares(), space);
    QCOMPARE((QList<int>{c.speed.walk, c.speed.fly, c.speed.swim, c.speed.climb, c.speed.burrow}), speeds);
    QCOMPARE(c.speed.hover, hover);
    QCOMPARE(c.ac, ac);
    QCOMPARE(c.hp, hp);
    QCOMPARE(c.maxHp, hp);
    QCOMPARE(c.initiativeBonus, initiativeBonus);
    QCOMPARE(c.reach, reach);
    QCOMPARE(c.token, token);
    QCOMPARE(c.side, Side::Hostile);
    QCOMPARE(c.extra.value(initiativeGroupKey()).toString(), m->index);
}

void TestMonsters::tokenForType_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("token");
    QTest::newRow("dragon") << "dragon" << "dragon.svg";
    QTest::newRow("undead") << "undead" << "undead.svg";
    QTest::newRow("swarm of Tiny beasts") << "swarm of Tiny beasts" << "beast.svg";
    QTest::newRow("ooze") << "ooze" << "monstrosity.svg";
    QTest::newRow("fey") << "fey" << "humanoid.svg";
    QTest::newRow("case") << "Fiend" << "fiend.svg";
}

void TestMonsters::tokenForType()
{
    QFETCH(QString, type);
    QFETCH(QString, token);
    QCOMPARE(bm::tokenForType(type), token);
}

void TestMonsters::numberedNames_data()
{
    QTest::addColumn<QStringList>("existing");
    QTest::addColumn<QString>("next");
    QTest::newRow("first copy") << QStringList{} << "Goblin 1";
    QTest::newRow("second copy") << QStringList{"Goblin 1"} << "Goblin 2";
    QTest::newRow("after a gap, the highest + 1") << QStringList{"Goblin 1", "Goblin 3"} << "Goblin 4";
    QTest::newRow("a plain Goblin counts as 1") << QStringList{"Goblin"} << "Goblin 2";
    QTest::newRow("other names ignored") << QStringList{"Goblin Boss 1", "Hobgoblin 5"} << "Goblin 1";
}

void TestMonsters::numberedNames()
{
    QFETCH(QStringList, existing);
    QFETCH(QString, next);
    Encounter e;
    for (const QString &n : existing) {
        Creature c;
        c.name = n;
        e.creatures.push_back(c);
    }
    QCOMPARE(nextNumberedName(e, QStringLiteral("Goblin")), next);
}

void TestMonsters::templateRoundTrip()
{
    const Monster *m = monster(QStringLiteral("Adult Red Dragon"));
    QVERIFY(m);
    Creature c = creatureFromMonster(*m);
    c.id = QStringLiteral("dragon1");
    c.name = QStringLiteral("Ashardalon");
    c.position = {7, 9};
    c.conditions << QStringLiteral("prone");
    QString error;
    const auto back = readCreatureTemplate(writeCreatureTemplate(c), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->name, c.name);
    QCOMPARE(back->size, Size::Huge);
    QCOMPARE(back->speed.fly, 80);
    QCOMPARE(back->reach, 15);
    QCOMPARE(back->ac, 19);
    QCOMPARE(back->hp, 256);
    QCOMPARE(back->token, QStringLiteral("dragon.svg"));
    QCOMPARE(back->position, (GridPoint{0, 0})); // a template has no place
    QVERIFY(back->conditions.isEmpty());          // nor a state
    QCOMPARE(back->extra.value(initiativeGroupKey()).toString(), QStringLiteral("adult-red-dragon"));
}

void TestMonsters::templateRefused_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << QByteArray("{") << "not JSON";
    QTest::newRow("an encounter, not a template") << QByteArray(R"({"format":"battlemap-encounter","version":1})")
                                                  << "format: not a Battlemap creature template";
    QTest::newRow("newer version") << QByteArray(R"({"format":"battlemap-creature-template","version":2,"creature":{}})")
                                   << "version: made by a newer Battlemap";
    QTest::newRow("no creature") << QByteArray(R"({"format":"battlemap-creature-template","version":1})") << "creature: is missing";
    QTest::newRow("unknown size") << QByteArray(R"({"format":"battlemap-creature-template","version":1,"creature":{"name":"X","size":"huuge"}})")
                                  << "creature.size";
}

void TestMonsters::templateRefused()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!readCreatureTemplate(file, &error));
    QVERIFY2(error.startsWith(message), qPrintable(error));
}

// --- RULES.md 13.6 ------------------------------------------------------------------------

void TestMonsters::senses_data()
{
    QTest::addColumn<QByteArray>("senses");
    QTest::addColumn<QList<int>>("feet"); // darkvision, blindsight, truesight
    QTest::addColumn<int>("unread");

    QTest::newRow("darkvision 60 ft. (goblin)") << QByteArray(R"({"darkvision":"60 ft.","passive_perception":9})") << QList<int>{60, 0, 0} << 0;
    QTest::newRow("blindsight and darkvision (adult red dragon)")
        << QByteArray(R"({"blindsight":"60 ft.","darkvision":"120 ft.","passive_perception":23})") << QList<int>{120, 60, 0} << 0;
    QTest::newRow("truesight 120 ft. (lich)") << QByteArray(R"({"truesight":"120 ft.","passive_perception":19})") << QList<int>{0, 0, 120} << 0;
    QTest::newRow("blind beyond this radius: plain") << QByteArray(R"j({"blindsight":"60 ft. (blind beyond this radius)"})j")
                                                     << QList<int>{0, 60, 0} << 0;
    QTest::newRow("two numbers: the first (or 10 ft. while deafened)")
        << QByteArray(R"j({"blindsight":"30 ft. or 10 ft. while deafened (blind beyond this radius)"})j") << QList<int>{0, 30, 0} << 1;
    QTest::newRow("tremorsense not modelled") << QByteArray(R"({"darkvision":"60 ft.","tremorsense":"60 ft."})") << QList<int>{60, 0, 0} << 1;
    QTest::newRow("none: passive Perception only") << QByteArray(R"({"passive_perception":10})") << QList<int>{0, 0, 0} << 0;
    QTest::newRow("no number") << QByteArray(R"({"darkvision":"far"})") << QList<int>{0, 0, 0} << 1;
}

void TestMonsters::senses()
{
    QFETCH(QByteArray, senses);
    QFETCH(QList<int>, feet);
    QFETCH(int, unread);
    QStringList notes;
    const MonsterSenses s = srdSenses(QJsonDocument::fromJson(senses).object(), &notes);
    QCOMPARE((QList<int>{s.darkvision, s.blindsight, s.truesight}), feet);
    QVERIFY2(notes.size() == unread, qPrintable(notes.join(QLatin1Char('\n'))));
}

void TestMonsters::defences_data()
{
    QTest::addColumn<QByteArray>("entries");
    QTest::addColumn<QStringList>("defences");
    QTest::addColumn<int>("unread");

    const QString silvered = QStringLiteral("bludgeoning, piercing, and slashing from nonmagical weapons that aren't silvered");
    const QString stoneskin = QStringLiteral("bludgeoning, piercing, and slashing from nonmagical attacks (from stoneskin)");
    QTest::newRow("plain damage types, in order") << QByteArray(R"(["fire","poison"])") << QStringList{"fire", "poison"} << 0;
    QTest::newRow("from nonmagical weapons: three entries")
        << QByteArray(R"(["bludgeoning, piercing, and slashing from nonmagical weapons"])") << kNonmagical << 0;
    QTest::newRow("from nonmagical attacks: three entries")
        << QByteArray(R"(["bludgeoning, piercing, and slashing from nonmagical attacks"])") << kNonmagical << 0;
    QTest::newRow("between types, the list keeps its order")
        << QByteArray(R"(["acid","bludgeoning, piercing, and slashing from nonmagical weapons","cold"])")
        << (QStringList{"acid"} + kNonmagical + QStringList{"cold"}) << 0;
    QTest::newRow("that aren't silvered: as written") << QJsonDocument(QJsonArray{silvered}).toJson() << QStringList{silvered} << 1;
    QTest::newRow("(from stoneskin): as written") << QJsonDocument(QJsonArray{stoneskin}).toJson() << QStringList{stoneskin} << 1;
    QTest::newRow("damage from spells: as written") << QByteArray(R"(["damage from spells"])") << QStringList{"damage from spells"} << 1;
    QTest::newRow("none") << QByteArray("[]") << QStringList{} << 0;
}

void TestMonsters::defences()
{
    QFETCH(QByteArray, entries);
    QFETCH(QStringList, defences);
    QFETCH(int, unread);
    QStringList notes;
    QCOMPARE(srdDamageDefences(QJsonDocument::fromJson(entries).array(), &notes), defences);
    QVERIFY2(notes.size() == unread, qPrintable(notes.join(QLatin1Char('\n'))));
}

void TestMonsters::saves_data()
{
    QTest::addColumn<QList<int>>("scores");
    QTest::addColumn<QByteArray>("proficiencies");
    QTest::addColumn<QList<int>>("saves");

    QTest::newRow("no proficiencies: floor((score - 10) / 2), odd scores down")
        << QList<int>{8, 14, 10, 11, 9, 1} << QByteArray("[]") << QList<int>{-1, 2, 0, 0, -1, -5};
    QTest::newRow("a proficiency replaces the modifier")
        << QList<int>{27, 10, 25, 16, 13, 21}
        << QByteArray(R"([{"value":6,"proficiency":{"index":"saving-throw-dex","name":"Saving Throw: DEX"}},
                          {"value":13,"proficiency":{"index":"saving-throw-con","name":"Saving Throw: CON"}}])")
        << QList<int>{8, 6, 13, 3, 1, 5};
    QTest::newRow("skills don't count") << QList<int>{10, 10, 10, 10, 10, 10}
                                        << QByteArray(R"([{"value":6,"proficiency":{"index":"skill-stealth","name":"Skill: Stealth"}}])")
                                        << QList<int>{0, 0, 0, 0, 0, 0};
}

void TestMonsters::saves()
{
    QFETCH(QList<int>, scores);
    QFETCH(QByteArray, proficiencies);
    QFETCH(QList<int>, saves);
    std::array<int, 6> abilities{};
    std::copy(scores.begin(), scores.end(), abilities.begin());
    const auto got = srdSaves(abilities, QJsonDocument::fromJson(proficiencies).array());
    QCOMPARE(QList<int>(got.begin(), got.end()), saves);
}

void TestMonsters::aCreaturesOwnLight_data()
{
    QTest::addColumn<QString>("monster");
    QTest::addColumn<double>("bright"); // 0: none
    QTest::addColumn<double>("dim");
    QTest::newRow("fire elemental: 30/30 ft by its nature") << QStringLiteral("fire-elemental") << 30.0 << 30.0;
    QTest::newRow("azer: 10/10 ft") << QStringLiteral("azer") << 10.0 << 10.0;
    QTest::newRow("goblin: none") << QStringLiteral("goblin") << 0.0 << 0.0;
}

void TestMonsters::aCreaturesOwnLight()
{
    QFETCH(QString, monster);
    QFETCH(double, bright);
    QFETCH(double, dim);
    const auto it = std::find_if(test::srd().begin(), test::srd().end(), [&](const Monster &m) { return m.index == monster; });
    QVERIFY(it != test::srd().end());
    const Creature c = creatureFromMonster(*it);
    const auto own = ownLight(c);
    QCOMPARE(own.has_value(), bright > 0);
    if (own) {
        QCOMPARE(own->bright, bright);
        QCOMPARE(own->dim, dim);
        QCOMPARE(c.light, own); // the library lights it so
    }
    // The stat block prints the SRD's words without its doubled full stops.
    QVERIFY(!QJsonDocument(c.statblock).toJson().contains("ft.."));
}

void TestMonsters::savingThrowsPrintedAsTheBook_data()
{
    QTest::addColumn<QString>("monster");
    QTest::addColumn<QString>("line");
    // The engine knows every save; the stat block prints only the proficient ones, in the
    // book's order (never alphabetically).
    QTest::newRow("goblin: no save proficiencies, no line") << QStringLiteral("goblin") << QString();
    QTest::newRow("ogre: none either") << QStringLiteral("ogre") << QString();
    QTest::newRow("adult red dragon: four, in STR DEX CON INT WIS CHA order")
        << QStringLiteral("adult-red-dragon") << QStringLiteral("Dex +6, Con +13, Wis +7, Cha +11");
    QTest::newRow("hill giant: none") << QStringLiteral("hill-giant") << QString();
}

void TestMonsters::savingThrowsPrintedAsTheBook()
{
    QFETCH(QString, monster);
    QFETCH(QString, line);
    const auto it = std::find_if(test::srd().begin(), test::srd().end(), [&](const Monster &m) { return m.index == monster; });
    QVERIFY(it != test::srd().end());
    const Creature c = creatureFromMonster(*it);
    QCOMPARE(c.saves.size(), 6);
    QCOMPARE(savingThrowsText(c), line);
}

void TestMonsters::attacks_data()
{
    QTest::addColumn<QByteArray>("actions");
    QTest::addColumn<bool>("weaponsMagical");
    QTest::addColumn<QStringList>("attacks");
    QTest::addColumn<int>("reach");

    const QByteArray slash = R"("damage":[{"damage_type":{"index":"slashing"},"damage_dice":"1d6+2"}])";
    QTest::newRow("melee weapon: reach 5")
        << QByteArray(R"([{"name":"Scimitar","attack_bonus":4,"desc":"Melee Weapon Attack: +4 to hit, reach 5 ft., one target.",)" + slash + "}]")
        << false << QStringList{"Scimitar melee +4 reach 5: 1d6+2 slashing"} << 5;
    QTest::newRow("melee or ranged: melee first, then NAME (thrown)")
        << QByteArray(R"([{"name":"Javelin","attack_bonus":5,"desc":"Melee or Ranged Weapon Attack: +5 to hit, reach 5 ft. or range 30/120 ft., one target.",)" + slash + "}]")
        << false << QStringList{"Javelin melee +5 reach 5: 1d6+2 slashing", "Javelin (thrown) ranged +5 range 30/120: 1d6+2 slashing"} << 5;
    QTest::newRow("range N ft. is N/N; a spell attack is magical")
        << QByteArray(R"([{"name":"Hurl Flame","attack_bonus":5,"desc":"Ranged Spell Attack: +5 to hit, range 150 ft., one target.","damage":[{"damage_type":{"index":"fire"},"damage_dice":"3d6"}]}])")
        << false << QStringList{"Hurl Flame ranged +5 range 150/150: 3d6 fire magical"} << 5;
    QTest::newRow("melee spell attack: magical")
        << QByteArray(R"([{"name":"Shock","attack_bonus":4,"desc":"Melee Spell Attack: +4 to hit, reach 5 ft., one creature.","damage":[{"damage_type":{"index":"lightning"},"damage_dice":"2d8"}]}])")
        << false << QStringList{"Shock melee +4 reach 5: 2d8 lightning magical"} << 5;
    QTest::newRow("magic weapons: weapon attacks magical")
        << QByteArray(R"([{"name":"Slam","attack_bonus":8,"desc":"Melee Weapon Attack: +8 to hit, reach 5 ft., one target.",)" + slash + "}]")
        << true << QStringList{"Slam melee +8 reach 5: 1d6+2 slashing magical"} << 5;
    QTest::newRow("a damage choice: its first option, parts in order")
        << QByteArray(R"([{"name":"Scimitar","attack_bonus":9,"desc":"Melee Weapon Attack: +9 to hit, reach 5 ft., one target.","damage":[
               {"damage_type":{"index":"slashing"},"damage_dice":"2d6+5"},
               {"choose":1,"type":"damage","from":{"option_set_type":"options_array","options":[
                   {"option_type":"damage","damage_type":{"index":"lightning"},"damage_dice":"1d6"},
                   {"option_type":"damage","damage_type":{"index":"thunder"},"damage_dice":"1d6"}]}}]}])")
        << false << QStringList{"Scimitar melee +9 reach 5: 2d6+5 slashing, 1d6 lightning"} << 5;
    QTest::newRow("no attack bonus (Multiattack), no damage (Web): not attacks; longest reach 15")
        << QByteArray(R"([{"name":"Multiattack","desc":"The dragon makes three attacks."},
               {"name":"Web","attack_bonus":5,"desc":"Ranged Weapon Attack: +5 to hit, range 30/60 ft., one creature. Hit: restrained."},
               {"name":"Claw","attack_bonus":14,"desc":"Melee Weapon Attack: +14 to hit, reach 5 ft., one target.",)" + slash + R"(},
               {"name":"Tail","attack_bonus":14,"desc":"Melee Weapon Attack: +14 to hit, reach 15 ft., one target.",)" + slash + "}]")
        << false << QStringList{"Claw melee +14 reach 5: 1d6+2 slashing", "Tail melee +14 reach 15: 1d6+2 slashing"} << 15;
    QTest::newRow("reach 0 ft. (a swarm)")
        << QByteArray(R"([{"name":"Bites","attack_bonus":2,"desc":"Melee Weapon Attack: +2 to hit, reach 0 ft., one target in the swarm's space.","damage":[{"damage_type":{"index":"piercing"},"damage_dice":"2d6"}]}])")
        << false << QStringList{"Bites melee +2 reach 0: 2d6 piercing"} << 0;
    QTest::newRow("ranged only: reach 5")
        << QByteArray(R"([{"name":"Rock","attack_bonus":5,"desc":"Ranged Weapon Attack: +5 to hit, range 25/50 ft., one target.","damage":[{"damage_type":{"index":"bludgeoning"},"damage_dice":"1"}]}])")
        << false << QStringList{"Rock ranged +5 range 25/50: 1 bludgeoning"} << 5;
    QTest::newRow("no actions: reach 5") << QByteArray("[]") << false << QStringList{} << 5;
}

void TestMonsters::attacks()
{
    QFETCH(QByteArray, actions);
    QFETCH(bool, weaponsMagical);
    QFETCH(QStringList, attacks);
    QFETCH(int, reach);
    const QJsonDocument doc = QJsonDocument::fromJson(actions);
    QVERIFY2(doc.isArray(), actions.constData());
    Monster m;
    m.attacks = srdAttacks(doc.array(), weaponsMagical, nullptr);
    m.reach = longestReach(m.attacks);
    const QJsonObject c = creatureJsonFromMonster(m);
    QCOMPARE(attackLines(c.value(QLatin1String("attacks"))), attacks);
    QCOMPARE(c.value(QLatin1String("reach")).toInt(-1), reach);
}

void TestMonsters::light_data()
{
    QTest::addColumn<QString>("trait");
    QTest::addColumn<QString>("light"); // bright/dim; empty: none

    QTest::newRow("fire elemental: in an additional 30 ft.")
        << "The elemental sheds bright light in a 30-foot radius and dim light in an additional 30 ft.." << "30/30";
    QTest::newRow("azer: for an additional 10 ft.") << "The azer sheds bright light in a 10-foot radius and dim light for an additional 10 ft.." << "10/10";
    QTest::newRow("nightmare: 10 feet") << "The nightmare sheds bright light in a 10-foot radius and dim light for an additional 10 feet." << "10/10";
    QTest::newRow("will-o'-wisp: a 5- to 20-foot radius gives none")
        << "The will-o'-wisp sheds bright light in a 5- to 20-foot radius and dim light for an additional number of ft. equal to the chosen radius."
        << "";
    QTest::newRow("light sensitivity is not a light") << "While in bright light, the cloaker has disadvantage on attack rolls." << "";
}

void TestMonsters::light()
{
    QFETCH(QString, trait);
    QFETCH(QString, light);
    QStringList notes;
    const auto l = srdLight(QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Illumination")}, {QStringLiteral("desc"), trait}}}, &notes);
    QCOMPARE(l ? QStringLiteral("%1/%2").arg(l->bright).arg(l->dim) : QString(), light);
    // A trait that sheds light but can't be read is listed as unread.
    QCOMPARE(notes.size(), !l && trait.contains(QLatin1String("sheds bright light")) ? 1 : 0);
}

void TestMonsters::wholeLibraryGivesV3Fields()
{
    // Counts over the whole SRD file, counted from the data with a script of their own
    // following RULES.md 13.6 (not with this code).
    const std::vector<Monster> &all = srd();
    QCOMPARE(int(all.size()), 334);
    int darkvision = 0, blindsight = 0, truesight = 0, lights = 0, withoutAttacks = 0, nonmagicalResistance = 0, conditionImmunities = 0;
    int attacks = 0, melee = 0, ranged = 0, thrown = 0;
    for (const Monster &m : all) {
        QString error;
        const Creature c = creatureFromMonster(m, &error);
        QVERIFY2(error.isEmpty(), qPrintable(m.index + QStringLiteral(": ") + error));
        const QJsonObject j = creatureJsonFromMonster(m);
        for (const char *key : {"name", "size", "speed", "ac", "hp", "maxHp", "initiativeBonus", "reach", "senses", "resistances",
                                "vulnerabilities", "immunities", "conditionImmunities", "saves", "attacks", "statblock"})
            QVERIFY2(j.contains(QLatin1String(key)), qPrintable(m.index + QStringLiteral(" has no ") + QLatin1String(key)));
        QVERIFY2(saveList(j.value(QLatin1String("saves")).toObject()).size() == 6, qPrintable(m.index));
        const QList<int> senses = senseFeet(j.value(QLatin1String("senses")).toObject());
        darkvision += senses[0] > 0;
        blindsight += senses[1] > 0;
        truesight += senses[2] > 0;
        lights += j.contains(QLatin1String("light"));
        nonmagicalResistance += strings(j.value(QLatin1String("resistances"))).contains(QStringLiteral("nonmagical slashing"));
        conditionImmunities += int(strings(j.value(QLatin1String("conditionImmunities"))).size());
        const QJsonArray list = j.value(QLatin1String("attacks")).toArray();
        withoutAttacks += list.isEmpty();
        for (const QJsonValue &a : list) {
            const QJsonObject o = a.toObject();
            ++attacks;
            melee += o.value(QLatin1String("kind")).toString() == QLatin1String("melee");
            ranged += o.value(QLatin1String("kind")).toString() == QLatin1String("ranged");
            thrown += o.value(QLatin1String("name")).toString().endsWith(QLatin1String(" (thrown)"));
            QVERIFY2(!o.value(QLatin1String("damage")).toArray().isEmpty(), qPrintable(m.index));
        }
        QCOMPARE(c.senses.darkvision, double(senses[0])); // the model already knows senses
    }
    QCOMPARE(darkvision, 181);
    QCOMPARE(blindsight, 83);
    QCOMPARE(truesight, 13);
    QCOMPARE(lights, 5); // azer, fire elemental, giant fire beetle, magmin, nightmare
    QCOMPARE(nonmagicalResistance, 29);
    QCOMPARE(conditionImmunities, 339);
    QCOMPARE(attacks, 545);
    QCOMPARE(melee, 487);
    QCOMPARE(ranged, 58);
    QCOMPARE(thrown, 18);
    QCOMPARE(withoutAttacks, 5);
}

void TestMonsters::namedMonsters_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QList<int>>("senses"); // darkvision, blindsight, truesight
    QTest::addColumn<QStringList>("resistances");
    QTest::addColumn<QStringList>("vulnerabilities");
    QTest::addColumn<QStringList>("immunities");
    QTest::addColumn<QStringList>("conditionImmunities");
    QTest::addColumn<QList<int>>("saves"); // str … cha
    QTest::addColumn<QStringList>("attacks");
    QTest::addColumn<int>("reach");
    QTest::addColumn<QString>("light");

    // Each row is the SRD text of the entry (scores, "Saving Throws", senses, defences, the
    // actions' attack lines), read by hand.
    QTest::newRow("goblin") << "Goblin" << QList<int>{60, 0, 0} << QStringList{} << QStringList{} << QStringList{} << QStringList{}
                            << QList<int>{-1, 2, 0, 0, -1, -1}
                            << QStringList{"Scimitar melee +4 reach 5: 1d6+2 slashing", "Shortbow ranged +4 range 80/320: 1d6+2 piercing"}
                            << 5 << "";
    QTest::newRow("skeleton") << "Skeleton" << QList<int>{60, 0, 0} << QStringList{} << QStringList{"bludgeoning"} << QStringList{"poison"}
                              << QStringList{"poisoned", "exhaustion"} << QList<int>{0, 2, 2, -2, -1, -3}
                              << QStringList{"Shortsword melee +4 reach 5: 1d6+2 piercing", "Shortbow ranged +4 range 80/320: 1d6+2 piercing"}
                              << 5 << "";
    QTest::newRow("fire elemental") << "Fire Elemental" << QList<int>{60, 0, 0} << kNonmagical << QStringList{} << QStringList{"fire", "poison"}
                                    << QStringList{"exhaustion", "grappled", "paralyzed", "petrified", "poisoned", "prone", "restrained", "unconscious"}
                                    << QList<int>{0, 3, 3, -2, 0, -2} << QStringList{"Touch melee +6 reach 5: 2d6+3 fire"} << 5 << "30/30";
    QTest::newRow("adult red dragon") << "Adult Red Dragon" << QList<int>{120, 60, 0} << QStringList{} << QStringList{} << QStringList{"fire"}
                                      << QStringList{} << QList<int>{8, 6, 13, 3, 7, 11}
                                      << QStringList{"Bite melee +14 reach 10: 2d10+8 piercing, 2d6 fire", "Claw melee +14 reach 5: 2d6+8 slashing",
                                                     "Tail melee +14 reach 15: 2d8+8 bludgeoning"}
                                      << 15 << "";
    QTest::newRow("vampire") << "Vampire, Vampire Form" << QList<int>{120, 0, 0} << (QStringList{"necrotic"} + kNonmagical) << QStringList{}
                             << QStringList{} << QStringList{} << QList<int>{4, 9, 4, 3, 7, 9}
                             << QStringList{"Unarmed Strike melee +9 reach 5: 1d8+4 bludgeoning", "Bite melee +9 reach 5: 1d6+4 piercing, 3d6 necrotic"}
                             << 5 << "";
    QTest::newRow("werewolf (hybrid): silvered immunity kept as written")
        << "Werewolf, Hybrid Form" << QList<int>{0, 0, 0} << QStringList{} << QStringList{}
        << QStringList{"bludgeoning, piercing, and slashing from nonmagical weapons that aren't silvered"} << QStringList{}
        << QList<int>{2, 1, 2, 0, 0, 0} << QStringList{"Bite melee +4 reach 5: 1d8+2 piercing", "Claws melee +4 reach 5: 2d4+2 slashing"} << 5 << "";
    QTest::newRow("ghost") << "Ghost" << QList<int>{60, 0, 0} << (QStringList{"acid", "fire", "lightning", "thunder"} + kNonmagical)
                           << QStringList{} << QStringList{"cold", "necrotic", "poison"}
                           << QStringList{"charmed", "exhaustion", "frightened", "grappled", "paralyzed", "petrified", "poisoned", "prone", "restrained"}
                           << QList<int>{-2, 1, 0, 0, 1, 3} << QStringList{"Withering Touch melee +5 reach 5: 4d6+3 necrotic"} << 5 << "";
    QTest::newRow("giant spider: Web has no damage") << "Giant Spider" << QList<int>{60, 10, 0} << QStringList{} << QStringList{} << QStringList{}
                                                     << QStringList{} << QList<int>{2, 3, 1, -4, 0, -3}
                                                     << QStringList{"Bite melee +5 reach 5: 1d8+3 piercing"} << 5 << "";
    QTest::newRow("orc") << "Orc" << QList<int>{60, 0, 0} << QStringList{} << QStringList{} << QStringList{} << QStringList{}
                         << QList<int>{3, 1, 3, -2, 0, 0}
                         << QStringList{"Greataxe melee +5 reach 5: 1d12+3 slashing", "Javelin melee +5 reach 5: 1d6+3 piercing",
                                        "Javelin (thrown) ranged +5 range 30/120: 1d6+3 piercing"}
                         << 5 << "";
    QTest::newRow("guard: a damage choice") << "Guard" << QList<int>{0, 0, 0} << QStringList{} << QStringList{} << QStringList{} << QStringList{}
                                            << QList<int>{1, 1, 1, 0, 0, 0}
                                            << QStringList{"Spear melee +3 reach 5: 1d6+1 piercing", "Spear (thrown) ranged +3 range 20/60: 1d6+1 piercing"}
                                            << 5 << "";
    QTest::newRow("lich: a melee spell attack") << "Lich" << QList<int>{0, 0, 120} << QStringList{"cold", "lightning", "necrotic"} << QStringList{}
                                                << (QStringList{"poison"} + kNonmagical)
                                                << QStringList{"charmed", "exhaustion", "frightened", "paralyzed", "poisoned"}
                                                << QList<int>{0, 3, 10, 12, 9, 3} << QStringList{"Paralyzing Touch melee +12 reach 5: 3d6 cold magical"}
                                                << 5 << "";
    // The Tentacle's `damage` lists the disease's 1d12 acid too: 13.6 takes the parts from
    // `damage` as they are.
    QTest::newRow("aboleth: reach 10, the damage list as given")
        << "Aboleth" << QList<int>{120, 0, 0} << QStringList{} << QStringList{} << QStringList{} << QStringList{}
        << QList<int>{5, -1, 6, 8, 6, 4}
        << QStringList{"Tentacle melee +9 reach 10: 2d6+5 bludgeoning, 1d12 acid", "Tail melee +9 reach 10: 3d6+5 bludgeoning"} << 10 << "";
    QTest::newRow("clay golem: magic weapons, adamantine kept as written")
        << "Clay Golem" << QList<int>{60, 0, 0} << QStringList{} << QStringList{}
        << QStringList{"acid", "poison", "psychic", "bludgeoning, piercing, and slashing from nonmagical weapons that aren't adamantine"}
        << QStringList{"charmed", "exhaustion", "frightened", "paralyzed", "petrified", "poisoned"} << QList<int>{5, -1, 4, -4, -1, -5}
        << QStringList{"Slam melee +8 reach 5: 2d10+5 bludgeoning magical"} << 5 << "";
    QTest::newRow("archmage: stoneskin and spells kept as written")
        << "Archmage" << QList<int>{0, 0, 0}
        << QStringList{"damage from spells", "bludgeoning, piercing, and slashing from nonmagical attacks (from stoneskin)"} << QStringList{}
        << QStringList{} << QStringList{} << QList<int>{0, 2, 1, 9, 6, 3}
        << QStringList{"Dagger melee +6 reach 5: 1d4+2 piercing", "Dagger (thrown) ranged +6 range 20/60: 1d4+2 piercing"} << 5 << "";
    QTest::newRow("azer: light 10/10, a two-part warhammer")
        << "Azer" << QList<int>{0, 0, 0} << QStringList{} << QStringList{} << QStringList{"fire", "poison"} << QStringList{"poisoned"}
        << QList<int>{3, 1, 4, 1, 1, 0} << QStringList{"Warhammer melee +5 reach 5: 1d8+3 bludgeoning, 1d6 fire"} << 5 << "10/10";
    QTest::newRow("will-o'-wisp: a variable light gives none")
        << "Will-o'-Wisp" << QList<int>{120, 0, 0} << (QStringList{"acid", "cold", "fire", "necrotic", "thunder"} + kNonmagical)
        << QStringList{} << QStringList{"lightning", "poison"}
        << QStringList{"exhaustion", "grappled", "paralyzed", "poisoned", "prone", "restrained", "unconscious"}
        << QList<int>{-5, 9, 0, 1, 2, 0} << QStringList{"Shock melee +4 reach 5: 2d8 lightning magical"} << 5 << "";
    QTest::newRow("barbed devil: range 150 ft. is 150/150")
        << "Barbed Devil" << QList<int>{120, 0, 0}
        << QStringList{"cold", "bludgeoning, piercing, and slashing from nonmagical weapons that aren't silvered"} << QStringList{}
        << QStringList{"fire", "poison"} << QStringList{"poisoned"} << QList<int>{6, 3, 7, 1, 5, 5}
        << QStringList{"Claw melee +6 reach 5: 1d6+3 piercing", "Tail melee +6 reach 5: 2d6+3 piercing",
                       "Hurl Flame ranged +5 range 150/150: 3d6 fire magical"}
        << 5 << "";
}

void TestMonsters::namedMonsters()
{
    QFETCH(QString, name);
    QFETCH(QList<int>, senses);
    QFETCH(QStringList, resistances);
    QFETCH(QStringList, vulnerabilities);
    QFETCH(QStringList, immunities);
    QFETCH(QStringList, conditionImmunities);
    QFETCH(QList<int>, saves);
    QFETCH(QStringList, attacks);
    QFETCH(int, reach);
    QFETCH(QString, light);

    const Monster *m = monster(name);
    QVERIFY2(m, qPrintable(name));
    const QJsonObject c = creatureJsonFromMonster(*m);
    QCOMPARE(c.value(QLatin1String("name")).toString(), name);
    QCOMPARE(senseFeet(c.value(QLatin1String("senses")).toObject()), senses);
    QCOMPARE(strings(c.value(QLatin1String("resistances"))), resistances);
    QCOMPARE(strings(c.value(QLatin1String("vulnerabilities"))), vulnerabilities);
    QCOMPARE(strings(c.value(QLatin1String("immunities"))), immunities);
    QCOMPARE(strings(c.value(QLatin1String("conditionImmunities"))), conditionImmunities);
    QCOMPARE(saveList(c.value(QLatin1String("saves")).toObject()), saves);
    QCOMPARE(attackLines(c.value(QLatin1String("attacks"))), attacks);
    QCOMPARE(c.value(QLatin1String("reach")).toInt(-1), reach);
    QCOMPARE(lightText(c), light);
}

void TestMonsters::unreadText_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("unread"); // a part of one of its lines; empty: none

    QTest::newRow("goblin: everything read") << "Goblin" << "";
    QTest::newRow("guard: the spear's damage choice") << "Guard" << "Spear: a damage choice, the first option taken (1d6+1 piercing)";
    QTest::newRow("giant spider: Web without damage") << "Giant Spider" << "Web: an attack bonus without damage dice";
    QTest::newRow("will-o'-wisp: a variable light") << "Will-o'-Wisp" << "Variable Illumination: the light it sheds";
    QTest::newRow("werewolf: silvered") << "Werewolf, Hybrid Form" << "that aren't silvered\" kept as written";
    QTest::newRow("bulette: tremorsense") << "Bulette" << "tremorsense 60 ft. is not modelled";
}

void TestMonsters::unreadText()
{
    QFETCH(QString, name);
    QFETCH(QString, unread);
    const Monster *m = monster(name);
    QVERIFY2(m, qPrintable(name));
    if (unread.isEmpty()) {
        QVERIFY2(m->unread.isEmpty(), qPrintable(m->unread.join(QLatin1Char('\n'))));
        return;
    }
    QVERIFY2(std::any_of(m->unread.begin(), m->unread.end(), [&](const QString &line) { return line.contains(unread); }),
             qPrintable(m->unread.join(QLatin1Char('\n'))));
}

void TestMonsters::creatureKeepsV3Fields()
{
    // The creature is what the encounter reader makes of the library's JSON: the fields the
    // model knows are read (senses), and every 13.6 field survives a save, whichever of them
    // the model reads itself.
    const Monster *m = monster(QStringLiteral("Fire Elemental"));
    QVERIFY(m);
    QString error;
    Creature c = creatureFromMonster(*m, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(c.id.isEmpty());
    QCOMPARE(c.senses.darkvision, 60.0);
    QCOMPARE(c.reach, 5);
    c.id = QStringLiteral("fire1");
    Encounter e;
    e.creatures.push_back(c);
    const QJsonObject saved = encounterToJson(e).value(QLatin1String("creatures")).toArray().first().toObject();
    const QJsonObject library = creatureJsonFromMonster(*m);
    QCOMPARE(senseFeet(saved.value(QLatin1String("senses")).toObject()), (QList<int>{60, 0, 0}));
    for (const char *key : {"resistances", "vulnerabilities", "immunities", "conditionImmunities"})
        QCOMPARE(strings(saved.value(QLatin1String(key))), strings(library.value(QLatin1String(key))));
    QCOMPARE(saveList(saved.value(QLatin1String("saves")).toObject()), (QList<int>{0, 3, 3, -2, 0, -2}));
    QCOMPARE(attackLines(saved.value(QLatin1String("attacks"))), QStringList{"Touch melee +6 reach 5: 2d6+3 fire"});
    QCOMPARE(lightText(saved), QStringLiteral("30/30"));
    QCOMPARE(saved.value(QLatin1String("statblock")).toObject(), library.value(QLatin1String("statblock")).toObject());
    // And back: a file with the creature reads again with them.
    ReadResult again = readEncounter(writeEncounter(e));
    QVERIFY(again.ok());
    Encounter twice;
    twice.creatures.push_back(again.encounter.creatures.front());
    QCOMPARE(encounterToJson(twice).value(QLatin1String("creatures")).toArray().first().toObject(), saved);
}

void TestMonsters::findByNameOrIndex_data()
{
    QTest::addColumn<QString>("asked");
    QTest::addColumn<QString>("index"); // empty: none
    QTest::newRow("index") << "goblin" << "goblin";
    QTest::newRow("index with hyphens") << "fire-elemental" << "fire-elemental";
    QTest::newRow("name") << "Adult Red Dragon" << "adult-red-dragon";
    QTest::newRow("name, any case") << "adult RED dragon" << "adult-red-dragon";
    QTest::newRow("name with a comma") << "Vampire, Vampire Form" << "vampire-vampire";
    QTest::newRow("unknown") << "Tarrasque of Doom" << "";
    QTest::newRow("empty") << "" << "";
}

void TestMonsters::findByNameOrIndex()
{
    QFETCH(QString, asked);
    QFETCH(QString, index);
    const Monster *m = findMonster(srd(), asked);
    QCOMPARE(m ? m->index : QString(), index);
}

void TestMonsters::statblock()
{
    const Monster *m = monster(QStringLiteral("Adult Red Dragon"));
    QVERIFY(m);
    const QJsonObject b = creatureJsonFromMonster(*m).value(QLatin1String("statblock")).toObject();
    QCOMPARE(b.value(QLatin1String("name")).toString(), QStringLiteral("Adult Red Dragon"));
    QCOMPARE(b.value(QLatin1String("armorClass")).toString(), QStringLiteral("19 (natural armor)"));
    QCOMPARE(b.value(QLatin1String("hitPoints")).toString(), QStringLiteral("256 (19d12+133)"));
    QCOMPARE(b.value(QLatin1String("speed")).toString(), QStringLiteral("40 ft., climb 40 ft., fly 80 ft."));
    QCOMPARE(b.value(QLatin1String("abilities")).toObject().value(QLatin1String("str")).toInt(), 27);
    QCOMPARE(b.value(QLatin1String("savingThrows")).toString(), QStringLiteral("Dex +6, Con +13, Wis +7, Cha +11"));
    QCOMPARE(b.value(QLatin1String("skills")).toString(), QStringLiteral("Perception +13, Stealth +6"));
    QCOMPARE(b.value(QLatin1String("senses")).toString(), QStringLiteral("blindsight 60 ft., darkvision 120 ft., passive Perception 23"));
    QCOMPARE(b.value(QLatin1String("languages")).toString(), QStringLiteral("Common, Draconic"));
    QCOMPARE(b.value(QLatin1String("challenge")).toString(), QStringLiteral("17"));
    QCOMPARE(b.value(QLatin1String("xp")).toInt(), 18000);
    QCOMPARE(b.value(QLatin1String("damageImmunities")).toString(), QStringLiteral("fire"));
    QStringList actions;
    for (const QJsonValue &a : b.value(QLatin1String("actions")).toArray())
        actions << a.toObject().value(QLatin1String("name")).toString();
    QCOMPARE(actions, (QStringList{"Multiattack", "Bite", "Claw", "Tail", "Frightful Presence", "Fire Breath"}));
    QCOMPARE(b.value(QLatin1String("legendaryActions")).toArray().size(), 3);
    QVERIFY(b.value(QLatin1String("traits")).toArray().first().toObject().value(QLatin1String("text")).toString().startsWith(
        QStringLiteral("If the dragon fails a saving throw")));
    QVERIFY(b.value(QLatin1String("reactions")).toArray().isEmpty());
    const QJsonObject ghost = creatureJsonFromMonster(*monster(QStringLiteral("Ghost"))).value(QLatin1String("statblock")).toObject();
    QCOMPARE(ghost.value(QLatin1String("damageResistances")).toString(),
             QStringLiteral("acid; fire; lightning; thunder; bludgeoning, piercing, and slashing from nonmagical weapons"));
    QCOMPARE(ghost.value(QLatin1String("speed")).toString(), QStringLiteral("0 ft., fly 40 ft. (hover)"));
}

namespace {

// The bundled samples (resources/samples): the one the app opens and its round-3 twin,
// kept in step by scripts/make-sample-creatures.py.
QStringList samplePaths()
{
    const QString sample = QStringLiteral(BM_SAMPLE_ENCOUNTER);
    return {sample, QString(sample).replace(QStringLiteral(".battlemap.json"), QStringLiteral("-round3.battlemap.json"))};
}

Encounter readSample(const QString &path)
{
    const ReadResult r = readEncounterFile(path);
    if (!r.ok())
        qWarning("%s: %s", qPrintable(path), qPrintable(r.errors.front().message));
    return r.encounter;
}

} // namespace

void TestMonsters::sampleMonstersAreTheLibrarys_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("srdIndex");
    const QList<std::pair<const char *, const char *>> monsters{
        {"gob1", "goblin"}, {"gob2", "goblin"}, {"gob3", "goblin"}, {"ogre", "ogre"},
        {"wolf", "dire-wolf"}, {"giant", "hill-giant"}, {"bandit", "bandit"}};
    for (const QString &path : samplePaths()) {
        for (const auto &[id, index] : monsters)
            QTest::addRow("%s %s", qPrintable(QFileInfo(path).fileName()), id) << path << QString::fromLatin1(id) << QString::fromLatin1(index);
    }
}

// A newcomer tries the whole fight on the sample: its monsters have the SRD statistics the
// library gives them (RULES.md 13.6), each keeping its own place and state.
void TestMonsters::sampleMonstersAreTheLibrarys()
{
    QFETCH(QString, path);
    QFETCH(QString, id);
    QFETCH(QString, srdIndex);
    const Encounter e = readSample(path);
    const Creature *c = e.creature(id);
    QVERIFY2(c, qPrintable(id));
    const Monster *m = findMonster(srd(), srdIndex);
    QVERIFY(m);
    const Creature library = creatureFromMonster(*m);
    QVERIFY(!c->attacks.empty());
    QCOMPARE(c->attacks, library.attacks);
    QCOMPARE(c->saves, library.saves);
    QCOMPARE(c->senses, library.senses);
    QCOMPARE(c->ac, library.ac);
    QCOMPARE(c->size, library.size);
    QCOMPARE(c->speed, library.speed);
    QCOMPARE(c->reach, library.reach);
    QCOMPARE(c->initiativeBonus, library.initiativeBonus);
    QCOMPARE(c->resistances, library.resistances);
    QCOMPARE(c->immunities, library.immunities);
    QCOMPARE(c->conditionImmunities, library.conditionImmunities);
    QCOMPARE(c->statblock, library.statblock);
    QCOMPARE(c->maxHp, library.maxHp);
    QCOMPARE(c->side, Side::Hostile);
}

void TestMonsters::samplePartyCanFight_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("id");
    for (const QString &path : samplePaths()) {
        for (const Creature &c : readSample(path).creatures) {
            if (c.side == Side::Party)
                QTest::addRow("%s %s", qPrintable(QFileInfo(path).fileName()), qPrintable(c.id)) << path << c.id;
        }
    }
}

// Every party member can attack, be attacked and save (RULES.md 13.3–13.5).
void TestMonsters::samplePartyCanFight()
{
    QFETCH(QString, path);
    QFETCH(QString, id);
    const Encounter e = readSample(path);
    const Creature *c = e.creature(id);
    QVERIFY(c);
    QVERIFY(!c->attacks.empty());
    for (const CreatureAttack &a : c->attacks)
        QVERIFY2(!a.damage.empty(), qPrintable(a.name));
    QVERIFY(c->hasAc);
    QVERIFY(c->ac >= 10);
    for (const char *key : kAbilityKeys)
        QVERIFY2(c->saves.contains(QLatin1String(key)), key);
}

QTEST_GUILESS_MAIN(TestMonsters)
#include "tst_monsters.moc"
