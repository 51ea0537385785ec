// RULES.md 11: areas of effect. Rows per shape and ruleset, drawn as maps ('*' in the
// area, '#' blocked, 'o' in the area and in a creature's space is still '*'); bad
// combinations; creatures in the area; and a randomised cross-check of the exact
// half-square areas against a fine sampling estimate.

#include "rules/areas.h"
#include "testmap.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>

using namespace bm;
using namespace bm::test;

Q_DECLARE_METATYPE(bm::Encounter)
Q_DECLARE_METATYPE(bm::AreaOfEffect)

namespace {

AreaOfEffect at(AreaShape shape, double feet, QPointF origin, std::optional<QPointF> toward = std::nullopt)
{
    AreaOfEffect a;
    a.shape = shape;
    a.sizeFeet = feet;
    a.origin = origin;
    a.toward = toward;
    return a;
}

AreaOfEffect on(AreaShape shape, double feet, const char *creature, std::optional<QPointF> toward = std::nullopt,
                std::optional<Compass> direction = std::nullopt)
{
    AreaOfEffect a;
    a.shape = shape;
    a.sizeFeet = feet;
    a.creature = QLatin1String(creature);
    a.toward = toward;
    a.direction = direction;
    return a;
}

// The answer drawn on the map: '*' in the area, '#' blocked, '.' otherwise.
QStringList drawn(const Encounter &e, const AreaResult &r)
{
    QStringList rows;
    const AreaMap map(e);
    for (int y = 0; y < e.height; ++y) {
        QString row;
        for (int x = 0; x < e.width; ++x)
            row += map.isBlocked(x, y) ? QLatin1Char('#') : QLatin1Char('.');
        rows << row;
    }
    for (const GridPoint &p : r.squares)
        rows[p.y][p.x] = QLatin1Char('*');
    return rows;
}

QStringList emptyMap(int w, int h)
{
    return QStringList(h, QString(w, QLatin1Char('.')));
}

// The half-square membership estimated independently: the covered length of each of
// `columns` vertical chords through the square (midpoint rule), for a disc or a convex
// polygon.
double chordLength(double x, double y0, double y1, const std::optional<std::pair<QPointF, double>> &disc,
                   const std::vector<QPointF> &polygon)
{
    double lo = 0, hi = 0;
    if (disc) {
        const double dx = x - disc->first.x();
        const double r = disc->second;
        if (std::abs(dx) >= r)
            return 0.0;
        const double h = std::sqrt(r * r - dx * dx);
        lo = disc->first.y() - h;
        hi = disc->first.y() + h;
    } else {
        bool any = false;
        const std::size_t n = polygon.size();
        for (std::size_t i = 0; i < n; ++i) {
            const QPointF p = polygon[i];
            const QPointF q = polygon[(i + 1) % n];
            if ((p.x() - x) * (q.x() - x) > 0 || p.x() == q.x())
                continue;
            const double y = p.y() + (x - p.x()) / (q.x() - p.x()) * (q.y() - p.y());
            lo = any ? std::min(lo, y) : y;
            hi = any ? std::max(hi, y) : y;
            any = true;
        }
        if (!any)
            return 0.0;
    }
    return std::max(0.0, std::min(hi, y1) - std::max(lo, y0));
}

double sampledArea(int sx, int sy, const std::optional<std::pair<QPointF, double>> &disc, const std::vector<QPointF> &polygon)
{
    constexpr int columns = 4000;
    double sum = 0.0;
    for (int i = 0; i < columns; ++i)
        sum += chordLength(sx + (i + 0.5) / columns, sy, sy + 1, disc, polygon);
    return sum / columns;
}

} // namespace

class TestAreas : public QObject
{
    Q_OBJECT

private slots:
    void squares_data();
    void squares();
    void creaturesInTheArea_data();
    void creaturesInTheArea();
    void badCombinations_data();
    void badCombinations();
    void shapesOfARuleset_data();
    void shapesOfARuleset();
    void sizesCount_data();
    void sizesCount();
    void closedFormAreas_data();
    void closedFormAreas();
    void halfSquareAgreesWithSampling();
    void spreadIndexAgreesWithBruteForce();
};

static void addArea(const char *name, const char *ruleset, const QStringList &rows, const char *fragment,
                    const AreaOfEffect &area, const QStringList &expected)
{
    QTest::newRow(name) << load(withJson(asciiEncounter(QLatin1String(ruleset), rows), fragment)) << area << expected;
}

void TestAreas::squares_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<AreaOfEffect>("area");
    QTest::addColumn<QStringList>("expected");

    const char *y14 = "dnd5e-2014";
    const char *y24 = "dnd5e-2024";
    const char *a5e = "a5e";
    const char *pf2 = "pf2e";
    const char *none = "{}";
    const QStringList m8 = emptyMap(8, 8);
    const auto S = AreaShape::Sphere;
    const auto Cyl = AreaShape::Cylinder;
    const auto Cube = AreaShape::Cube;
    const auto Cone = AreaShape::Cone;
    const auto Line = AreaShape::Line;
    const auto Em = AreaShape::Emanation;
    const auto B = AreaShape::Burst;
    const char *caster = R"({"creatures":[{"id":"c","side":"party","position":[3,3]}]})";
    const char *large = R"({"creatures":[{"id":"c","side":"party","size":"large","position":[3,3]}]})";
    const char *huge = R"({"creatures":[{"id":"c","side":"party","size":"huge","position":[2,2]}]})";

    // 5e family: spheres and cylinders, the half-square rule
    addArea("5e sphere 5 ft on a grid point: the 4 squares around it", y14, m8, none, at(S, 5, {4, 4}),
            {"........", "........", "........", "...**...", "...**...", "........", "........", "........"});
    addArea("5e sphere 10 ft on a grid point: 12 squares, the corners less than half", y24, m8, none, at(S, 10, {4, 4}),
            {"........", "........", "...**...", "..****..", "..****..", "...**...", "........", "........"});
    addArea("5e sphere 5 ft on a square's centre: only that square (each neighbour holds 0.45)",
            a5e, m8, none, at(S, 5, {4.5, 4.5}),
            {"........", "........", "........", "........", "....*...", "........", "........", "........"});
    addArea("5e cylinder is a sphere on the grid", y14, m8, none, at(Cyl, 10, {4, 4}),
            {"........", "........", "...**...", "..****..", "..****..", "...**...", "........", "........"});
    addArea("5e sphere 15 ft: 32 squares", y14, m8, none, at(S, 15, {4, 4}),
            {"........", "..****..", ".******.", ".******.", ".******.", ".******.", "..****..", "........"});
    addArea("5e sphere at the map's corner: only the squares on the map", y14, m8, none, at(S, 10, {0, 0}),
            {"**......", "*.......", "........", "........", "........", "........", "........", "........"});

    // 5e cubes
    addArea("5e cube 10 ft toward +x +y", y14, m8, none, at(Cube, 10, {2, 2}, QPointF(9, 9)),
            {"........", "........", "..**....", "..**....", "........", "........", "........", "........"});
    addArea("5e cube 15 ft toward -x -y", y24, m8, none, at(Cube, 15, {5, 5}, QPointF(0, 1)),
            {"........", "........", "..***...", "..***...", "..***...", "........", "........", "........"});
    addArea("5e cube from a square's centre: a plus, the corner squares hold a quarter", y14, m8, none,
            at(Cube, 10, {2.5, 2.5}, QPointF(8, 8)),
            {"........", "........", "...*....", "..***...", "...*....", "........", "........", "........"});
    addArea("5e cube with a zero aim component extends toward +", a5e, m8, none, at(Cube, 10, {3, 3}, QPointF(3, 0)),
            {"........", "...**...", "...**...", "........", "........", "........", "........", "........"});

    // 5e cones
    addArea("5e cone 15 ft at 0 degrees: 4 squares (its area is 4.5)", y14, m8, none, at(Cone, 15, {1, 4}, QPointF(7, 4)),
            {"........", "........", "........", "..**....", "..**....", "........", "........", "........"});
    addArea("5e cone 15 ft at 45 degrees: 6 squares, symmetric about the diagonal", y14, m8, none, at(Cone, 15, {1, 1}, QPointF(7, 7)),
            {"........", ".**.....", ".***....", "..*.....", "........", "........", "........", "........"});
    addArea("5e cone 30 ft at 0 degrees from an edge midpoint", y24, emptyMap(8, 9), none, at(Cone, 30, {1, 4.5}, QPointF(7, 4.5)),
            {"........", "........", ".....**.", "...****.", ".******.", "...****.", ".....**.", "........", "........"});
    addArea("5e cone 15 ft at an odd angle (about 27 degrees)", a5e, m8, none, at(Cone, 15, {1, 1}, QPointF(5, 3)),
            {"........", ".***....", "..**....", "........", "........", "........", "........", "........"});
    addArea("5e cone 5 ft: half of one square... none reach half", y14, m8, none, at(Cone, 5, {4, 4}, QPointF(8, 4)),
            {"........", "........", "........", "........", "........", "........", "........", "........"});
    addArea("5e cone from a creature starts where the aim leaves its space", y14, m8, caster,
            on(Cone, 15, "c", QPointF(8, 3.5)),
            {"........", "........", "......*.", "....***.", "......*.", "........", "........", "........"});

    // 5e lines
    addArea("5e line 30 ft along a row", y14, emptyMap(10, 3), none, at(Line, 30, {1, 1.5}, QPointF(9, 1.5)),
            {"..........", ".******...", ".........."});
    addArea("5e line on a grid line: both rows are half covered", y24, emptyMap(10, 3), none,
            at(Line, 20, {1, 1}, QPointF(9, 1)), {".****.....", ".****.....", ".........."});
    addArea("5e line 10 ft wide", y14, emptyMap(8, 4), none, [] {
        AreaOfEffect a = at(AreaShape::Line, 20, {1, 2}, QPointF(7, 2));
        a.widthFeet = 10;
        return a;
    }(), {"........", ".****...", ".****...", "........"});
    addArea("5e line at 45 degrees: the diagonal and no neighbour reaches half", y14, m8, none,
            at(Line, 25, {1, 1}, QPointF(7, 7)),
            {"........", ".*......", "..*.....", "...*....", "....*...", "........", "........", "........"});

    // 5e emanations
    addArea("5e emanation 5 ft: the ring around the caster", y14, m8, caster, on(Em, 5, "c"),
            {"........", "........", "..***...", "..*.*...", "..***...", "........", "........", "........"});
    addArea("5e emanation 5 ft with include_origin", y14, m8, caster, [] {
        AreaOfEffect a = on(AreaShape::Emanation, 5, "c");
        a.includeOrigin = true;
        return a;
    }(), {"........", "........", "..***...", "..***...", "..***...", "........", "........", "........"});
    addArea("5e emanation 10 ft, alternating diagonals: the corners are 15 ft", y14, m8,
            R"({"creatures":[{"id":"c","side":"party","position":[3,3]}],"options":{"diagonals":"alternating"}})",
            on(Em, 10, "c"),
            {"........", "..***...", ".*****..", ".**.**..", ".*****..", "..***...", "........", "........"});

    // spread: walls and blocked squares
    addArea("a wall stops the spread behind it", y14, m8, R"({"walls":[{"from":[5,0],"to":[5,8]}]})", at(S, 10, {4, 4}),
            {"........", "........", "...**...", "..***...", "..***...", "...**...", "........", "........"});
    addArea("an open door lets the spread through", y14, m8,
            R"({"walls":[{"from":[5,0],"to":[5,8],"door":"open"}]})", at(S, 10, {4, 4}),
            {"........", "........", "...**...", "..****..", "..****..", "...**...", "........", "........"});
    addArea("a closed door stops it", y14, m8, R"({"walls":[{"from":[5,0],"to":[5,8],"door":"closed"}]})",
            at(S, 10, {4, 4}),
            {"........", "........", "...**...", "..***...", "..***...", "...**...", "........", "........"});
    addArea("a wall that doesn't block sight doesn't stop the spread", y14, m8,
            R"({"walls":[{"from":[5,0],"to":[5,8],"blocksSight":false}]})", at(S, 10, {4, 4}),
            {"........", "........", "...**...", "..****..", "..****..", "...**...", "........", "........"});
    addArea("a blocked square is never in the area and shades the squares behind it", y14,
            {"........", "........", "........", "........", "....#...", "........", "........", "........"}, none,
            at(S, 15, {4, 3}),
            {"..****..", ".******.", ".******.", ".******.", ".***#**.", "..**....", "........", "........"});
    // RULES.md 11 version 4: no spread line slips through the joint of two walls.
    addArea("a sphere doesn't slip through the joint of two walls", y14, m8,
            R"({"walls":[{"from":[0,2],"to":[3,2]},{"from":[3,2],"to":[8,2]}]})", at(S, 30, {1, 0}),
            {"*******.", "*******.", "........", "........", "........", "........", "........", "........"});
    addArea("nor through the joint of a wall and a closed door", y14, m8,
            R"({"walls":[{"from":[0,2],"to":[3,2]},{"from":[3,2],"to":[4,2],"door":"closed"},{"from":[4,2],"to":[8,2]}]})",
            at(S, 30, {1, 0}),
            {"*******.", "*******.", "........", "........", "........", "........", "........", "........"});
    addArea("an open door in the wall lets it through its gap", y14, m8,
            R"({"walls":[{"from":[0,2],"to":[3,2]},{"from":[3,2],"to":[4,2],"door":"open"},{"from":[4,2],"to":[8,2]}]})",
            at(S, 15, {3.5, 0}),
            {".*****..", ".*****..", "...*....", "........", "........", "........", "........", "........"});
    addArea("origin on a wall: the spread starts on it and reaches both sides", y14, m8,
            R"({"walls":[{"from":[4,0],"to":[4,8]}]})", at(S, 10, {4, 4}),
            {"........", "........", "...**...", "..****..", "..****..", "...**...", "........", "........"});

    // pf2e bursts, counted from a grid point with 5-10-5
    addArea("pf2e burst 5 ft: the 4 squares around the point", pf2, m8, none, at(B, 5, {4, 4}),
            {"........", "........", "........", "...**...", "...**...", "........", "........", "........"});
    addArea("pf2e burst 10 ft: 12 squares", pf2, m8, none, at(B, 10, {4, 4}),
            {"........", "........", "...**...", "..****..", "..****..", "...**...", "........", "........"});
    addArea("pf2e burst 15 ft: 24 squares (5-10-5)", pf2, m8, none, at(B, 15, {4, 4}),
            {"........", "...**...", "..****..", ".******.", ".******.", "..****..", "...**...", "........"});
    addArea("pf2e sphere means burst", pf2, m8, none, at(S, 10, {4, 4}),
            {"........", "........", "...**...", "..****..", "..****..", "...**...", "........", "........"});
    addArea("pf2e burst behind a wall", pf2, m8, R"({"walls":[{"from":[0,4],"to":[8,4]}]})", at(B, 10, {4, 3}),
            {"........", "...**...", "..****..", "..****..", "........", "........", "........", "........"});

    // pf2e cones from the caster's space
    addArea("pf2e cone 15 ft E from a Medium caster", pf2, m8, caster, on(Cone, 15, "c", {}, Compass::E),
            {"........", "........", ".....**.", "....***.", ".....**.", "........", "........", "........"});
    addArea("pf2e cone 15 ft N from a Medium caster", pf2, m8, caster, on(Cone, 15, "c", {}, Compass::N),
            {"..***...", "..***...", "...*....", "........", "........", "........", "........", "........"});
    addArea("pf2e cone 15 ft NW from the corner", pf2, m8, caster, on(Cone, 15, "c", {}, Compass::NW),
            {"..*.....", ".**.....", "***.....", "........", "........", "........", "........", "........"});
    addArea("pf2e cone 10 ft S from a Large caster", pf2, m8, large, on(Cone, 10, "c", {}, Compass::S),
            {"........", "........", "........", "........", "........", "...**...", "..****..", "........"});
    addArea("pf2e cone 15 ft SE from a Huge caster's corner", pf2, m8, huge, on(Cone, 15, "c", {}, Compass::SE),
            {"........", "........", "........", "........", "........", ".....***", ".....**.", ".....*.."});
    addArea("pf2e diagonal cone spreads from the centre of the space: a wall across its corner stops it", pf2, m8,
            R"({"creatures":[{"id":"c","side":"party","position":[3,3]}],"walls":[{"from":[4.2,3.6],"to":[3.6,4.2]}]})",
            on(Cone, 15, "c", {}, Compass::SE), m8);
    addArea("pf2e cone aimed with a point takes the nearest direction", pf2, m8, caster,
            on(Cone, 15, "c", QPointF(8, 4.2)),
            {"........", "........", ".....**.", "....***.", ".....**.", "........", "........", "........"});
    addArea("pf2e cone stopped by a blocked square: the spread starts mid-side", pf2,
            {"........", "........", "........", ".....#..", "........", "........", "........", "........"}, caster,
            on(Cone, 15, "c", {}, Compass::E),
            {"........", "........", ".....*..", "....*#..", ".....*..", "........", "........", "........"});

    // pf2e lines and emanations
    addArea("pf2e line 20 ft E along the caster's row", pf2, m8, caster, on(Line, 20, "c", QPointF(8, 3.5)),
            {"........", "........", "........", "....****", "........", "........", "........", "........"});
    addArea("pf2e line at 45 degrees through the corners: only the diagonal squares", pf2, m8, caster,
            on(Line, 15, "c", QPointF(7.5, 7.5)),
            {"........", "........", "........", "........", "....*...", ".....*..", "........", "........"});
    addArea("pf2e emanation 5 ft from a Large caster", pf2, m8, large, on(Em, 5, "c"),
            {"........", "........", "..****..", "..*..*..", "..*..*..", "..****..", "........", "........"});
    addArea("pf2e emanation 10 ft from a Huge caster: its corners are 15 ft", pf2, m8, huge, on(Em, 10, "c"),
            {".*****..", "*******.", "**...**.", "**...**.", "**...**.", "*******.", ".*****..", "........"});
}

void TestAreas::squares()
{
    QFETCH(Encounter, encounter);
    QFETCH(AreaOfEffect, area);
    QFETCH(QStringList, expected);
    const AreaResult r = areaSquares(encounter, area);
    QVERIFY2(r.ok, qPrintable(areaRefusalId(r.problem.code)));
    const QStringList got = drawn(encounter, r);
    if (got != expected)
        qWarning("got:\n%s\nexpected:\n%s", qPrintable(got.join(QLatin1Char('\n'))), qPrintable(expected.join(QLatin1Char('\n'))));
    QCOMPARE(got, expected);
    // Sorted by y, then x.
    for (std::size_t i = 1; i < r.squares.size(); ++i) {
        const GridPoint a = r.squares[i - 1], b = r.squares[i];
        QVERIFY(a.y < b.y || (a.y == b.y && a.x < b.x));
    }
}

void TestAreas::creaturesInTheArea_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<AreaOfEffect>("area");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *name, const char *ruleset, const char *fragment, const AreaOfEffect &area,
                        const char *expected) {
        QTest::newRow(name) << load(withJson(asciiEncounter(QLatin1String(ruleset), emptyMap(10, 10)), fragment)) << area
                            << QString::fromLatin1(expected);
    };
    const char *crowd = R"({"creatures":[
        {"id":"zed","side":"hostile","position":[4,4]},
        {"id":"amy","side":"party","position":[3,4]},
        {"id":"dead","side":"hostile","position":[4,3],"conditions":["dead"]},
        {"id":"ogre","side":"hostile","size":"large","position":[5,5]},
        {"id":"far","side":"hostile","position":[9,9]}]})";
    row("sorted ids, the dead left out, a Large creature in by some of its squares", "dnd5e-2014", crowd,
        at(AreaShape::Sphere, 15, {4, 4}), "amy ogre zed");
    row("a Large creature whose nearest square is a corner under half covered is out", "dnd5e-2014", crowd,
        at(AreaShape::Sphere, 10, {4, 4}), "amy zed");
    row("a Large creature with no square at least half covered is out", "dnd5e-2014", crowd,
        at(AreaShape::Sphere, 5, {4, 4}), "amy zed");
    row("the caster of an emanation is not in it", "pf2e", crowd, on(AreaShape::Emanation, 5, "zed"), "amy ogre");
    row("with include_origin it is", "pf2e", crowd,
        [] {
            AreaOfEffect a = on(AreaShape::Emanation, 5, "zed");
            a.includeOrigin = true;
            return a;
        }(),
        "amy ogre zed");
    row("areas are measured on the ground plane: a flier above is in", "a5e",
        R"({"creatures":[{"id":"bird","side":"hostile","position":[4,4],"elevation":60}]})",
        at(AreaShape::Sphere, 5, {4, 4}), "bird");
}

void TestAreas::creaturesInTheArea()
{
    QFETCH(Encounter, encounter);
    QFETCH(AreaOfEffect, area);
    QFETCH(QString, expected);
    const AreaResult r = areaSquares(encounter, area);
    QVERIFY2(r.ok, qPrintable(areaRefusalId(r.problem.code)));
    QCOMPARE(r.creatures.join(QLatin1Char(' ')), expected);
}

void TestAreas::badCombinations_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<AreaOfEffect>("area");
    QTest::addColumn<QString>("refusal"); // the code, and the data it names
    const char *caster = R"({"creatures":[{"id":"c","side":"party","position":[3,3]}]})";
    const auto row = [&](const char *name, const char *ruleset, const AreaOfEffect &area, const char *refusal) {
        QTest::newRow(name) << load(withJson(asciiEncounter(QLatin1String(ruleset), emptyMap(8, 8)), caster)) << area
                            << QString::fromLatin1(refusal);
    };
    row("pf2e has no cube", "pf2e", at(AreaShape::Cube, 10, {3, 3}, QPointF(5, 5)), "no-cube-in-pf2e");
    row("a cone aimed at its own origin", "dnd5e-2014", at(AreaShape::Cone, 15, {3, 3}, QPointF(3, 3)), "aimed-at-origin cone");
    row("a line aimed at its own origin", "a5e", at(AreaShape::Line, 15, {3, 3}, QPointF(3, 3)), "aimed-at-origin line");
    row("a pf2e line aimed at the caster's centre", "pf2e", on(AreaShape::Line, 15, "c", QPointF(3.5, 3.5)), "aimed-at-origin line");
    row("a cone with no aim", "dnd5e-2024", at(AreaShape::Cone, 15, {3, 3}), "needs-aim cone");
    row("a line with no aim", "dnd5e-2014", at(AreaShape::Line, 15, {3, 3}), "needs-aim line");
    row("an emanation without a creature", "dnd5e-2014", at(AreaShape::Emanation, 10, {3, 3}), "emanation-needs-creature");
    row("a pf2e cone without a creature", "pf2e", at(AreaShape::Cone, 15, {3, 3}, QPointF(6, 3)), "needs-creature cone");
    row("a pf2e line without a creature", "pf2e", at(AreaShape::Line, 15, {3, 3}, QPointF(6, 3)), "needs-creature line");
    row("a pf2e burst on a creature", "pf2e", on(AreaShape::Burst, 10, "c"), "burst-needs-origin");
    row("a pf2e sphere on a creature: a burst", "pf2e", on(AreaShape::Sphere, 10, "c"), "burst-needs-origin");
    row("a 5e cube on a creature", "dnd5e-2014", on(AreaShape::Cube, 10, "c", QPointF(6, 3)), "cube-needs-origin");
    row("no origin and no creature", "dnd5e-2014", [] {
        AreaOfEffect a;
        a.sizeFeet = 10;
        return a;
    }(), "needs-origin-or-creature");
    row("a size of 0 ft", "dnd5e-2014", at(AreaShape::Sphere, 0, {3, 3}), "size-not-positive");
    row("an origin off the map", "dnd5e-2014", at(AreaShape::Sphere, 10, {9, 3}), "origin-off-map 9,3");
    row("an aim at infinity", "dnd5e-2014", at(AreaShape::Cone, 15, {3, 3}, QPointF(qInf(), 3)), "aim-not-finite");
    row("an unknown creature", "dnd5e-2014", on(AreaShape::Emanation, 10, "nobody"), "no-such-creature nobody");
    row("both an origin and a creature", "dnd5e-2014", [] {
        AreaOfEffect a = on(AreaShape::Sphere, 10, "c");
        a.origin = QPointF(1, 1);
        return a;
    }(), "origin-and-creature");
    row("a pf2e line two squares wide", "pf2e", [] {
        AreaOfEffect a = on(AreaShape::Line, 30, "c", QPointF(7, 3.5));
        a.widthFeet = 10;
        return a;
    }(), "pf2e-line-width");
}

void TestAreas::badCombinations()
{
    QFETCH(Encounter, encounter);
    QFETCH(AreaOfEffect, area);
    QFETCH(QString, refusal);
    const AreaResult r = areaSquares(encounter, area);
    QVERIFY(!r.ok);
    QVERIFY(r.squares.empty());
    QString said = areaRefusalId(r.problem.code);
    switch (r.problem.code) {
    case AreaRefusal::NeedsAim:
    case AreaRefusal::NeedsCreature:
    case AreaRefusal::AimedAtOrigin:
        said += QLatin1Char(' ') + areaShapeId(r.problem.shape);
        break;
    case AreaRefusal::NoSuchCreature:
        said += QLatin1Char(' ') + r.problem.creature;
        break;
    case AreaRefusal::OriginOffMap:
        said += QStringLiteral(" %1,%2").arg(r.problem.point.x()).arg(r.problem.point.y());
        break;
    default:
        break;
    }
    QCOMPARE(said, refusal);
}

// RULES.md 11: the shapes a ruleset offers (the window's picker lists them; the first is
// the default), where each starts and which are aimed.
void TestAreas::shapesOfARuleset_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("shapes");     // in the picker's order
    QTest::addColumn<QString>("onCreature"); // the ones that start on a creature
    QTest::newRow("2014: sphere first, a cube, no burst") << "dnd5e-2014" << "sphere cylinder cube cone line emanation" << "emanation";
    QTest::newRow("2024: the same") << "dnd5e-2024" << "sphere cylinder cube cone line emanation" << "emanation";
    QTest::newRow("a5e: the same") << "a5e" << "sphere cylinder cube cone line emanation" << "emanation";
    QTest::newRow("pf2e: burst first, no cube, cones and lines from a creature") << "pf2e" << "burst cone line emanation"
                                                                                 << "cone line emanation";
}

void TestAreas::shapesOfARuleset()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, shapes);
    QFETCH(QString, onCreature);
    const Ruleset r = *rulesetFromId(ruleset);
    QStringList offered, starting;
    for (AreaShape s : areaShapesFor(r)) {
        offered << areaShapeId(s);
        if (areaStartsOnCreature(r, s))
            starting << areaShapeId(s);
    }
    QCOMPARE(offered.join(QLatin1Char(' ')), shapes);
    QCOMPARE(starting.join(QLatin1Char(' ')), onCreature);
    QStringList aimed;
    for (AreaShape s : areaShapesFor(r))
        if (areaIsAimed(s))
            aimed << areaShapeId(s);
    QCOMPARE(aimed.join(QLatin1Char(' ')), isFiveEFamily(r) ? QStringLiteral("cube cone line") : QStringLiteral("cone line"));
}

void TestAreas::sizesCount_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("feet");
    QTest::addColumn<int>("count");
    // 5e spheres on a grid point by the half-square rule; pf2e bursts counted 5-10-5.
    const int sphere[] = {4, 12, 32, 52, 80, 112, 156, 208, 256, 316, 384, 448};
    const int burst[] = {4, 12, 24, 44, 68, 96, 132, 172, 216, 268, 324, 384};
    for (int i = 0; i < 12; ++i) {
        const int feet = 5 * (i + 1);
        QTest::addRow("5e sphere %d ft", feet) << QStringLiteral("dnd5e-2014") << feet << sphere[i];
        QTest::addRow("pf2e burst %d ft", feet) << QStringLiteral("pf2e") << feet << burst[i];
    }
}

void TestAreas::sizesCount()
{
    QFETCH(QString, ruleset);
    QFETCH(int, feet);
    QFETCH(int, count);
    const Encounter e = load(asciiEncounter(ruleset, emptyMap(40, 40)));
    const AreaResult r = areaSquares(e, at(ruleset == QLatin1String("pf2e") ? AreaShape::Burst : AreaShape::Sphere, feet, {20, 20}));
    QVERIFY(r.ok);
    QCOMPARE(int(r.squares.size()), count);
}

void TestAreas::closedFormAreas_data()
{
    QTest::addColumn<double>("area");
    QTest::addColumn<double>("expected");
    QTest::newRow("a unit disc's quarter in the square beside its centre")
        << areageom::discRectArea({0, 0}, 1, 0, 0, 1, 1) << M_PI / 4;
    QTest::newRow("a whole disc inside a big box") << areageom::discRectArea({5, 5}, 2, 0, 0, 10, 10) << 4 * M_PI;
    QTest::newRow("a square inside the disc is whole") << areageom::discRectArea({0, 0}, 3, 0, 0, 1, 1) << 1.0;
    QTest::newRow("a square outside the disc is empty") << areageom::discRectArea({0, 0}, 1, 1, 1, 2, 2) << 0.0;
    QTest::newRow("half a disc: the box cut through the centre")
        << areageom::discRectArea({0, 0}, 2, 0, -5, 5, 5) << 2 * M_PI;
    QTest::newRow("radius 2, the square [1,2]x[1,2]: pi/3 - (sqrt 3 - 1)")
        << areageom::discRectArea({0, 0}, 2, 1, 1, 2, 2) << M_PI / 3 - (std::sqrt(3.0) - 1);
    QTest::newRow("a 15-ft cone at 0 degrees covers 4.5 squares")
        << areageom::convexRectArea({{0, 0}, {3, -1.5}, {3, 1.5}}, -10, -10, 10, 10) << 4.5;
    QTest::newRow("a triangle clipped to a square: three quarters")
        << areageom::convexRectArea({{0, 0}, {3, -1.5}, {3, 1.5}}, 1, -1, 2, 0) << 0.75;
    QTest::newRow("a rotated square against an axis square: the octagon")
        << areageom::convexRectArea({{0.5, -0.2071067811865476}, {1.2071067811865475, 0.5}, {0.5, 1.2071067811865475},
                                     {-0.2071067811865476, 0.5}},
                                    0, 0, 1, 1)
        << 2 * (std::sqrt(2.0) - 1);
}

void TestAreas::closedFormAreas()
{
    QFETCH(double, area);
    QFETCH(double, expected);
    QVERIFY2(std::abs(area - expected) < 1e-9, qPrintable(QStringLiteral("%1 != %2").arg(area, 0, 'g', 17).arg(expected, 0, 'g', 17)));
}

// Random discs, cones, lines and cubes with origins on and off grid points and any aim:
// the exact area of every nearby square agrees with a fine sampling (4000 chords per
// square) to 1e-3, and the engine's squares on an empty map are exactly those at least
// half covered, except where the sampling sits within 1e-3 of one half.
void TestAreas::halfSquareAgreesWithSampling()
{
    QRandomGenerator rng(20261124);
    const Encounter e = load(asciiEncounter(QStringLiteral("dnd5e-2014"), emptyMap(40, 40)));
    const AreaMap map(e);
    int compared = 0;
    for (int round = 0; round < 160; ++round) {
        const int kind = round % 4;
        const QPointF origin(14 + rng.bounded(12) + (rng.bounded(2) ? rng.generateDouble() : 0.0),
                             14 + rng.bounded(12) + (rng.bounded(2) ? rng.generateDouble() : 0.0));
        const double angle = rng.generateDouble() * 2 * M_PI;
        const QPointF u(std::cos(angle), std::sin(angle));
        const double feet = 5.0 * (1 + rng.bounded(12));
        const double size = feet / 5.0;
        AreaOfEffect area;
        area.sizeFeet = feet;
        area.origin = origin;
        area.toward = origin + u * 5.0;
        std::optional<std::pair<QPointF, double>> disc;
        std::vector<QPointF> polygon;
        const QPointF n(-u.y(), u.x());
        switch (kind) {
        case 0:
            area.shape = AreaShape::Sphere;
            disc = std::make_pair(origin, size);
            break;
        case 1:
            area.shape = AreaShape::Cone;
            polygon = {origin, origin + u * size + n * (size / 2), origin + u * size - n * (size / 2)};
            break;
        case 2:
            area.shape = AreaShape::Line;
            polygon = {origin + n * 0.5, origin + u * size + n * 0.5, origin + u * size - n * 0.5, origin - n * 0.5};
            break;
        default: {
            area.shape = AreaShape::Cube;
            const double sx = u.x() < 0 ? -1 : 1, sy = u.y() < 0 ? -1 : 1;
            polygon = {origin, origin + QPointF(sx * size, 0), origin + QPointF(sx * size, sy * size), origin + QPointF(0, sy * size)};
            break;
        }
        }
        const AreaResult r = map.squaresIn(area);
        QVERIFY2(r.ok, qPrintable(areaRefusalId(r.problem.code)));
        std::vector<std::uint8_t> engine(std::size_t(e.width) * e.height, 0);
        for (const GridPoint &p : r.squares)
            engine[std::size_t(p.y) * e.width + p.x] = 1;
        const int x0 = std::max(0, int(origin.x() - size - 2)), x1 = std::min(e.width - 1, int(origin.x() + size + 2));
        const int y0 = std::max(0, int(origin.y() - size - 2)), y1 = std::min(e.height - 1, int(origin.y() + size + 2));
        for (int y = y0; y <= y1; ++y) {
            for (int x = x0; x <= x1; ++x) {
                const double exact = disc ? areageom::discRectArea(disc->first, disc->second, x, y, x + 1, y + 1)
                                          : areageom::convexRectArea(polygon, x, y, x + 1, y + 1);
                const double sampled = sampledArea(x, y, disc, polygon);
                QVERIFY2(std::abs(exact - sampled) < 1e-3,
                         qPrintable(QStringLiteral("round %1 square %2,%3: exact %4, sampled %5").arg(round).arg(x).arg(y).arg(exact).arg(sampled)));
                if (std::abs(sampled - 0.5) < 1e-3)
                    continue; // within 1e-3 of one half: the sampling can't tell
                QVERIFY2(bool(engine[std::size_t(y) * e.width + x]) == (sampled >= 0.5),
                         qPrintable(QStringLiteral("round %1 square %2,%3: sampled %4").arg(round).arg(x).arg(y).arg(sampled)));
                ++compared;
            }
        }
    }
    QVERIFY(compared > 10000);
}

// The per-query grid of walls and blocked squares that squaresIn walks gives the same
// answer as testing every wall and blocked square (AreaMap::spreadReaches), on random maps
// with walls at any angle (some on grid lines, some doors) and blocked rubble.
void TestAreas::spreadIndexAgreesWithBruteForce()
{
    QRandomGenerator rng(1511);
    int squares = 0;
    for (int round = 0; round < 60; ++round) {
        const int side = 30 + rng.bounded(40);
        Encounter e = load(asciiEncounter(round % 3 ? QStringLiteral("dnd5e-2024") : QStringLiteral("a5e"), emptyMap(side, side)));
        TerrainArea blocked;
        blocked.type = TerrainType::Blocked;
        for (int i = 0; i < side * side / 30; ++i)
            blocked.squares.push_back({int(rng.bounded(side)), int(rng.bounded(side))});
        Encounter open = e;
        e.terrain.push_back(blocked);
        for (int i = 0; i < side * 2; ++i) {
            Wall w;
            const bool onGrid = rng.bounded(2);
            const double x = onGrid ? rng.bounded(side) : rng.generateDouble() * side;
            const double y = onGrid ? rng.bounded(side) : rng.generateDouble() * side;
            const double len = 1 + rng.bounded(12);
            const double angle = onGrid ? (rng.bounded(2) ? 0.0 : M_PI / 2) : rng.generateDouble() * 2 * M_PI;
            w.from = QPointF(x, y);
            w.to = QPointF(x + len * std::cos(angle), y + len * std::sin(angle));
            w.door = rng.bounded(8) == 0 ? DoorState::Open : DoorState::None;
            e.walls.push_back(w);
        }
        const AreaMap map(e);
        const AreaMap openMap(open);
        const AreaShape shapes[] = {AreaShape::Sphere, AreaShape::Cone, AreaShape::Line, AreaShape::Cube};
        for (int k = 0; k < 8; ++k) {
            AreaOfEffect area;
            area.shape = shapes[k % 4];
            area.sizeFeet = 5.0 * (1 + rng.bounded(24));
            const bool onCorner = rng.bounded(2);
            const QPointF origin = onCorner ? QPointF(rng.bounded(side + 1), rng.bounded(side + 1))
                                            : QPointF(rng.generateDouble() * side, rng.generateDouble() * side);
            area.origin = origin;
            area.toward = origin + QPointF(rng.generateDouble() - 0.5, rng.generateDouble() - 0.3);
            const AreaResult got = map.squaresIn(area);
            const AreaResult all = openMap.squaresIn(area);
            QVERIFY(got.ok && all.ok);
            std::vector<GridPoint> expected;
            for (const GridPoint &p : all.squares) {
                if (!map.isBlocked(p.x, p.y) && map.spreadReaches(origin, p.x, p.y))
                    expected.push_back(p);
            }
            QCOMPARE(got.squares.size(), expected.size());
            for (std::size_t i = 0; i < expected.size(); ++i)
                QVERIFY(got.squares[i] == expected[i]);
            squares += int(expected.size());
        }
    }
    QVERIFY(squares > 1000);
}

QTEST_GUILESS_MAIN(TestAreas)
#include "tst_areas.moc"
