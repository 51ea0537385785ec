// Encounter settings (model/mapedits.h applySettings): File → New and Map → Encounter
// Settings change the ruleset, the grid and the options; a smaller grid drops the terrain
// outside it and is refused while a creature would stand outside.

#include "model/mapedits.h"
#include "testmap.h"

#include <QTest>

using namespace bm;
using namespace bm::test;
using namespace bm::mapedit;

Q_DECLARE_METATYPE(bm::mapedit::EncounterSettings)

class TestSettings : public QObject
{
    Q_OBJECT

private slots:
    void apply_data();
    void apply();
    void gridFittingImage_data();
    void gridFittingImage();
};

void TestSettings::apply_data()
{
    QTest::addColumn<EncounterSettings>("settings");
    QTest::addColumn<QString>("problem");      // part of the refusal; empty: applied
    QTest::addColumn<int>("terrainSquares");  // listed terrain squares left after applying

    // A 6x4 2014 map: difficult terrain at (1,1) and (5,3); a goblin at (4,0).
    EncounterSettings pf2e;
    pf2e.name = QStringLiteral("Ruins");
    pf2e.ruleset = Ruleset::Pf2e;
    pf2e.width = 40;
    pf2e.height = 30;
    QTest::newRow("pf2e 40x30 with the ruleset's defaults") << pf2e << QString() << 2;
    EncounterSettings shrink;
    shrink.width = 5;
    shrink.height = 3;
    QTest::newRow("a smaller grid drops the terrain outside it") << shrink << QString() << 1;
    EncounterSettings tooSmall;
    tooSmall.width = 4;
    tooSmall.height = 4;
    QTest::newRow("a grid that leaves the goblin outside is refused") << tooSmall << QStringLiteral("Goblin stands at [4, 0]") << 2;
    EncounterSettings zero;
    zero.width = 0;
    QTest::newRow("a grid without squares is refused") << zero << QStringLiteral("1 to 2000 squares") << 2;
    EncounterSettings options;
    options.diagonals = Diagonals::Exact;
    options.flanking = false;
    options.roundSeconds = 10;
    options.squareFeet = 10;
    QTest::newRow("explicit diagonals, flanking off, 10 s rounds, 10 ft squares") << options << QString() << 2;
    EncounterSettings noSquare;
    noSquare.squareFeet = 0;
    QTest::newRow("a square of 0 ft is refused") << noSquare << QStringLiteral("more than 0") << 2;
}

void TestSettings::apply()
{
    QFETCH(EncounterSettings, settings);
    QFETCH(QString, problem);
    QFETCH(int, terrainSquares);
    Encounter e = load(withJson(asciiEncounter(QStringLiteral("dnd5e-2014"), {"......", ".d....", "......", ".....d"}),
                                R"({"creatures":[{"id":"g","name":"Goblin","side":"hostile","position":[4,0]}]})"));
    const Encounter before = e;
    const QString got = applySettings(e, settings);
    int squares = 0;
    for (const TerrainArea &a : e.terrain)
        squares += int(a.squares.size());
    QCOMPARE(squares, terrainSquares);
    if (!problem.isEmpty()) {
        QVERIFY2(got.contains(problem), qPrintable(got));
        QCOMPARE(settingsOf(e), settingsOf(before)); // unchanged
        return;
    }
    QVERIFY2(got.isEmpty(), qPrintable(got));
    QCOMPARE(settingsOf(e), settings);
    // What the engine reads follows: the ruleset's defaults unless set.
    QCOMPARE(e.diagonals(), settings.diagonals.value_or(defaultDiagonals(settings.ruleset)));
    QCOMPARE(e.flanking(), settings.flanking.value_or(defaultFlanking(settings.ruleset)));
}

void TestSettings::gridFittingImage_data()
{
    QTest::addColumn<QSizeF>("image");
    QTest::addColumn<double>("pixelsPerSquare");
    QTest::addColumn<QPointF>("offset");
    QTest::addColumn<QSize>("grid");
    QTest::newRow("exact_squares") << QSizeF(2100, 1400) << 70.0 << QPointF() << QSize(30, 20);
    QTest::newRow("partial_squares_left_out") << QSizeF(2130, 1439) << 70.0 << QPointF() << QSize(30, 20);
    QTest::newRow("offset_takes_its_pixels") << QSizeF(2100, 1400) << 70.0 << QPointF(35, 70) << QSize(29, 19);
    QTest::newRow("fractional_pixels_per_square_rounding") << QSizeF(1000, 1000) << 100.0 / 3.0 << QPointF() << QSize(30, 30);
    QTest::newRow("image_smaller_than_a_square_gives_one") << QSizeF(20, 20) << 70.0 << QPointF() << QSize(1, 1);
}

void TestSettings::gridFittingImage()
{
    QFETCH(QSizeF, image);
    QFETCH(double, pixelsPerSquare);
    QFETCH(QPointF, offset);
    QFETCH(QSize, grid);
    QCOMPARE(mapedit::gridFittingImage(image, pixelsPerSquare, offset), grid);
}

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
