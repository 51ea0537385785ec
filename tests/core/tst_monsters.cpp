// The SRD monster library (src/core/interop/monsters.h) on the bundled SRD 5.1 data
// (resources/srd, 5e-bits/5e-database MIT; SRD 5.1 CC-BY-4.0): speed strings, reach from
// melee attacks, the creature a monster becomes, numbered names and creature templates.

#include "interop/monsters.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace bm;

namespace {

const std::vector<Monster> &srd()
{
    static const std::vector<Monster> monsters = [] {
        QFile f(QStringLiteral(BM_SRD_JSON));
        if (!f.open(QIODevice::ReadOnly))
            return std::vector<Monster>{};
        QStringList problems;
        auto list = readSrdMonsters(f.readAll(), &problems);
        return list ? *list : std::vector<Monster>{};
    }();
    return monsters;
}

const Monster *monster(const QString &name)
{
    for (const Monster &m : srd()) {
        if (m.name.compare(name, Qt::CaseInsensitive) == 0)
            return &m;
    }
    return nullptr;
}

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

QTEST_GUILESS_MAIN(TestMonsters)
#include "tst_monsters.moc"
