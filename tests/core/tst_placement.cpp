// Where creatures may stand (rules/placement.h): a space pulled onto the map at its edge,
// and a file that puts a creature's space off the map read for the window: the creature
// moved to the nearest free place where it fits, what validate says of it kept as the
// reason, nothing else changed, while validate (OffMap::Refuse) still refuses the file.

#include "rules/placement.h"

#include "model/encounterio.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace bm;

namespace {

// A 10x6 map: a blocked square at (7,4), a wall along x = 5 from y = 4 to 6, a medium
// "hero" at (1,1) and whatever creatures a row adds.
QJsonObject baseMap(const QJsonArray &more)
{
    QJsonArray creatures{QJsonObject{{"id", "hero"}, {"name", "Hero"}, {"side", "party"}, {"position", QJsonArray{1, 1}}}};
    for (const QJsonValue &c : more)
        creatures.append(c);
    return QJsonObject{{"format", "battlemap-encounter"},
                       {"version", 1},
                       {"name", "edges"},
                       {"ruleset", "dnd5e-2014"},
                       {"grid", QJsonObject{{"width", 10}, {"height", 6}}},
                       {"terrain", QJsonArray{QJsonObject{{"type", "blocked"}, {"squares", QJsonArray{QJsonArray{7, 4}}}}}},
                       {"walls", QJsonArray{QJsonObject{{"from", QJsonArray{5, 4}}, {"to", QJsonArray{5, 6}}}}},
                       {"creatures", creatures},
                       {"combat", QJsonObject{{"round", 2}, {"active", true}, {"order", QJsonArray{"hero"}}}}};
}

QJsonObject creature(const char *id, const char *size, int x, int y)
{
    return QJsonObject{{"id", id}, {"name", QString::fromLatin1(id).toUpper()}, {"side", "hostile"}, {"size", size},
                       {"position", QJsonArray{x, y}}};
}

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString text(const std::vector<PlacementRepair> &repairs)
{
    QStringList parts;
    for (const PlacementRepair &r : repairs)
        parts << QStringLiteral("%1 %2,%3->%4,%5").arg(r.id).arg(r.from.x).arg(r.from.y).arg(r.to.x).arg(r.to.y);
    return parts.join(QLatin1String("; "));
}

} // namespace

class TestPlacement : public QObject
{
    Q_OBJECT

private slots:
    void anchorOnMap_data();
    void anchorOnMap();
    void misplacedCreatureIsMovedOnOpen_data();
    void misplacedCreatureIsMovedOnOpen();
    void validateStillRefusesIt_data();
    void validateStillRefusesIt();
    void whatCantBeMovedIsStillRefused_data();
    void whatCantBeMovedIsStillRefused();
    void readsTheFileFromDisk();
};

void TestPlacement::anchorOnMap_data()
{
    QTest::addColumn<QPoint>("anchor");
    QTest::addColumn<int>("space");
    QTest::addColumn<QPoint>("expected"); // (-1, -1): no position fits
    QTest::newRow("on the map: unchanged") << QPoint(3, 2) << 2 << QPoint(3, 2);
    QTest::newRow("a Large space over the bottom edge: up by one") << QPoint(3, 5) << 2 << QPoint(3, 4);
    QTest::newRow("a Large space over the right edge: left by one") << QPoint(9, 0) << 2 << QPoint(8, 0);
    QTest::newRow("a Huge space past the bottom-right corner") << QPoint(12, 9) << 3 << QPoint(7, 3);
    QTest::newRow("above and left of the map") << QPoint(-4, -1) << 1 << QPoint(0, 0);
    QTest::newRow("a space as tall as the map") << QPoint(2, 1) << 6 << QPoint(2, 0);
    QTest::newRow("a space taller than the map") << QPoint(0, 0) << 7 << QPoint(-1, -1);
}

void TestPlacement::anchorOnMap()
{
    QFETCH(QPoint, anchor);
    QFETCH(int, space);
    QFETCH(QPoint, expected);
    const ReadResult read = readEncounter(json(baseMap({})));
    QVERIFY(read.ok());
    const auto got = bm::anchorOnMap(read.encounter, {anchor.x(), anchor.y()}, space);
    if (expected.x() < 0) {
        QVERIFY(!got);
        return;
    }
    QVERIFY(got);
    QCOMPARE(QPoint(got->x, got->y), expected);
}

void TestPlacement::misplacedCreatureIsMovedOnOpen_data()
{
    QTest::addColumn<QJsonArray>("creatures");
    QTest::addColumn<QString>("repairs"); // "id from->to; …"
    QTest::addColumn<QString>("problem"); // the first repair's reason, as validate says it
    QTest::newRow("a Large creature saved over the bottom edge moves up onto it")
        << QJsonArray{creature("wolf", "large", 2, 5)} << "wolf 2,5->2,4"
        << "creatures[1].position: the creature's 2x2 space at [2, 5] does not fit on the 10x6 map";
    QTest::newRow("over the right edge: moves left")
        << QJsonArray{creature("wolf", "large", 9, 0)} << "wolf 9,0->8,0"
        << "creatures[1].position: the creature's 2x2 space at [9, 0] does not fit on the 10x6 map";
    QTest::newRow("wholly off the map: onto the nearest edge")
        << QJsonArray{creature("imp", "tiny", 40, 2)} << "imp 40,2->9,2" << "creatures[1].position: [40, 2] is off the 10x6 map";
    QTest::newRow("at negative squares") << QJsonArray{creature("imp", "medium", -3, -2)} << "imp -3,-2->0,0"
                                         << "creatures[1].position: [-3, -2] is off the 10x6 map";
    QTest::newRow("the nearest place on the map taken by a creature: the next free one")
        << QJsonArray{creature("orc", "medium", 0, 5), creature("wolf", "large", 0, 5)} << "wolf 0,5->0,3"
        << "creatures[2].position: the creature's 2x2 space at [0, 5] does not fit on the 10x6 map";
    QTest::newRow("the nearest place holds a blocked square: the next free one")
        << QJsonArray{creature("wolf", "large", 7, 5)} << "wolf 7,5->8,4"
        << "creatures[1].position: the creature's 2x2 space at [7, 5] does not fit on the 10x6 map";
    QTest::newRow("the nearest place has a wall through it: the next free one")
        << QJsonArray{creature("wolf", "large", 4, 5)} << "wolf 4,5->3,4"
        << "creatures[1].position: the creature's 2x2 space at [4, 5] does not fit on the 10x6 map";
    QTest::newRow("a dead creature in the way is no obstacle")
        << QJsonArray{QJsonObject{{"id", "corpse"}, {"side", "hostile"}, {"position", QJsonArray{2, 4}}, {"conditions", QJsonArray{"dead"}}},
                      creature("wolf", "large", 2, 5)}
        << "wolf 2,5->2,4" << "creatures[2].position: the creature's 2x2 space at [2, 5] does not fit on the 10x6 map";
    QTest::newRow("two misplaced creatures: each moved, in the file's order, the second around the first")
        << QJsonArray{creature("wolf", "large", 2, 5), creature("bear", "large", 2, 6)} << "wolf 2,5->2,4; bear 2,6->2,2"
        << "creatures[1].position: the creature's 2x2 space at [2, 5] does not fit on the 10x6 map";
    QTest::newRow("a space override that doesn't fit where it stands")
        << QJsonArray{QJsonObject{{"id", "titan"}, {"side", "hostile"}, {"space", 4}, {"position", QJsonArray{0, 3}}}} << "titan 0,3->0,2"
        << "creatures[1].position: the creature's 4x4 space at [0, 3] does not fit on the 10x6 map";
}

// The file opens: the misplaced creatures are moved, the reason is validate's message, and
// the encounter is the one the file holds with only those positions changed.
void TestPlacement::misplacedCreatureIsMovedOnOpen()
{
    QFETCH(QJsonArray, creatures);
    QFETCH(QString, repairs);
    QFETCH(QString, problem);
    const QJsonObject file = baseMap(creatures);
    const RepairedRead r = readEncounterRepairing(json(file));
    QVERIFY2(r.read.ok(), qPrintable(r.read.errors.empty() ? QString() : r.read.errors.front().text()));
    QCOMPARE(text(r.repairs), repairs);
    QCOMPARE(r.repairs.front().problem.text(), problem);
    for (const Creature &c : r.read.encounter.creatures)
        QVERIFY2(placementProblem(r.read.encounter, c).isEmpty(), qPrintable(c.id));
    // Nothing else changed: the file with the new positions written in reads the same.
    QJsonObject expected = file;
    QJsonArray list = expected[QStringLiteral("creatures")].toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject c = list[i].toObject();
        for (const PlacementRepair &p : r.repairs)
            if (p.id == c[QStringLiteral("id")].toString())
                c[QStringLiteral("position")] = QJsonArray{p.to.x, p.to.y};
        list[i] = c;
    }
    expected[QStringLiteral("creatures")] = list;
    const ReadResult same = readEncounter(json(expected));
    QVERIFY(same.ok());
    QCOMPARE(writeEncounter(r.read.encounter), writeEncounter(same.encounter));
    QVERIFY(r.read.encounter.combat.active); // the fight too
}

void TestPlacement::validateStillRefusesIt_data()
{
    QTest::addColumn<QJsonArray>("creatures");
    QTest::addColumn<QString>("error");
    QTest::newRow("a Large creature over the bottom edge")
        << QJsonArray{creature("wolf", "large", 2, 5)}
        << "creatures[1].position: the creature's 2x2 space at [2, 5] does not fit on the 10x6 map";
    QTest::newRow("wholly off the map") << QJsonArray{creature("imp", "tiny", 40, 2)}
                                        << "creatures[1].position: [40, 2] is off the 10x6 map";
}

// ENCOUNTER_FORMAT.md, CLI.md validate: the reader's default is unchanged.
void TestPlacement::validateStillRefusesIt()
{
    QFETCH(QJsonArray, creatures);
    QFETCH(QString, error);
    const ReadResult r = readEncounter(json(baseMap(creatures)));
    QCOMPARE(int(r.errors.size()), 1);
    QCOMPARE(r.errors.front().text(), error);
    QVERIFY(r.misplaced.empty());
}

void TestPlacement::whatCantBeMovedIsStillRefused_data()
{
    QTest::addColumn<QJsonObject>("file");
    QTest::addColumn<QStringList>("errors");
    QTest::newRow("a space bigger than the map")
        << baseMap({QJsonObject{{"id", "titan"}, {"side", "hostile"}, {"space", 7}, {"position", QJsonArray{0, 0}}}})
        << QStringList{"creatures[1].position: the creature's 7x7 space at [0, 0] does not fit on the 10x6 map"};
    QJsonObject other = baseMap({creature("wolf", "large", 2, 5)});
    other[QStringLiteral("ruleset")] = QStringLiteral("dnd6e");
    QTest::newRow("refused for something else: every problem listed")
        << other
        << QStringList{"ruleset: unknown ruleset \"dnd6e\" (expected dnd5e-2014, dnd5e-2024, a5e, pf2e)",
                       "creatures[1].position: the creature's 2x2 space at [2, 5] does not fit on the 10x6 map"};
}

void TestPlacement::whatCantBeMovedIsStillRefused()
{
    QFETCH(QJsonObject, file);
    QFETCH(QStringList, errors);
    const RepairedRead r = readEncounterRepairing(json(file));
    QStringList got;
    for (const ValidationIssue &i : r.read.errors)
        got << i.text();
    QCOMPARE(got, errors);
    QVERIFY(r.repairs.empty());
}

void TestPlacement::readsTheFileFromDisk()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("edge.battlemap.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json(baseMap({creature("wolf", "large", 2, 5)})));
    f.close();
    const RepairedRead r = readEncounterFileRepairing(path);
    QVERIFY(r.read.ok());
    QCOMPARE(text(r.repairs), QStringLiteral("wolf 2,5->2,4"));
    QVERIFY(!readEncounterFile(path).ok()); // validate's reading
    QVERIFY(!readEncounterFileRepairing(dir.filePath(QStringLiteral("missing.json"))).read.ok());
}

QTEST_GUILESS_MAIN(TestPlacement)
#include "tst_placement.moc"
