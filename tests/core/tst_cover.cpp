// RULES.md 5: cover. 5.1 (5e family: corner method, the attacker's best corner and
// target square, lines counted per source class) and 5.2 (pf2e: the centre line, total
// when every 5.1 line is blocked by solids); the lines the window draws; and a randomised
// cross-check of the indexed, pruned search against a brute force straight from the rule.

#include "rules/cover.h"
#include "combatmap.h"
#include "model/geometry.h"
#include "rules/distance.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>

using namespace bm;
using namespace bm::test;

Q_DECLARE_METATYPE(bm::Encounter)

namespace {

const Creature &byId(const Encounter &e, const char *id)
{
    const Creature *c = e.creature(QLatin1String(id));
    if (!c)
        qFatal("no creature %s in the test encounter", id);
    return *c;
}

// ---- A brute force of RULES.md 5, with no index and no pruning ----

struct BruteLine {
    bool solid = false;
    bool objectThreeQuarters = false;
    bool objectAny = false;
    bool creature = false;
    bool bigCreature = false;
};

int squareCover(const Encounter &e, int x, int y)
{
    int best = 0;
    for (const TerrainArea &a : e.terrain) {
        const bool in = a.usesRect ? a.rect.contains(x, y)
                                   : std::any_of(a.squares.begin(), a.squares.end(),
                                                 [&](const GridPoint &g) { return g.x == x && g.y == y; });
        if (in)
            best = std::max(best, int(a.cover));
    }
    return best;
}

bool squareBlocked(const Encounter &e, int x, int y)
{
    for (const TerrainArea &a : e.terrain) {
        if (a.type != TerrainType::Blocked)
            continue;
        if (a.usesRect ? a.rect.contains(x, y)
                       : std::any_of(a.squares.begin(), a.squares.end(),
                                     [&](const GridPoint &g) { return g.x == x && g.y == y; }))
            return true;
    }
    return false;
}

BruteLine bruteLine(const Encounter &e, const Creature &a, const Creature &t, QPointF p, QPointF q)
{
    BruteLine r;
    const QRect as = a.spaceRect();
    const QRect ts = t.spaceRect();
    for (const Wall &w : e.walls)
        r.solid = r.solid || (w.stopsSight() && geom::segmentsTouch(p, q, w.from, w.to));
    for (int y = 0; y < e.height; ++y) {
        for (int x = 0; x < e.width; ++x) {
            if (as.contains(x, y) || ts.contains(x, y))
                continue;
            if (squareBlocked(e, x, y) && geom::segmentTouchesBox(p, q, x, y, x + 1, y + 1))
                r.solid = true;
            const int cover = squareCover(e, x, y);
            if (cover && geom::segmentMeetsOpenBox(p, q, x, y, x + 1, y + 1)) {
                r.objectAny = true;
                r.objectThreeQuarters = r.objectThreeQuarters || cover >= int(CoverLevel::ThreeQuarters);
            }
        }
    }
    double in = 0, out = 0, leave = 0, enter = 1;
    if (geom::segmentBoxInterval(p, q, as.x(), as.y(), as.x() + as.width(), as.y() + as.height(), in, out))
        leave = out;
    if (geom::segmentBoxInterval(p, q, ts.x(), ts.y(), ts.x() + ts.width(), ts.y() + ts.height(), in, out))
        enter = in;
    const bool pf2e = e.ruleset == Ruleset::Pf2e;
    // RULES.md 10: only creatures whose levels meet the span of the attacker's and the target's.
    const LevelSpan la = levelSpan(e, a), lt = levelSpan(e, t);
    const LevelSpan span{std::min(la.first, lt.first), std::max(la.last, lt.last)};
    for (const Creature &c : e.creatures) {
        if (c.id == a.id || c.id == t.id || c.isDead() || (!pf2e && c.isProne()) || !levelSpan(e, c).shares(span))
            continue;
        const QRect s = c.spaceRect();
        if (geom::segmentOpenBoxInterval(p, q, s.x(), s.y(), s.x() + s.width(), s.y() + s.height(), in, out)
            && std::min(out, enter) - std::max(in, leave) > geom::kEps) {
            r.creature = true;
            if (sizeOrder(c.size) >= sizeOrder(a.size) + 2 && sizeOrder(c.size) >= sizeOrder(t.size) + 2)
                r.bigCreature = true;
        }
    }
    return r;
}

std::vector<QPointF> insetPoints(int x, int y)
{
    return {QPointF(x + 0.05, y + 0.05), QPointF(x + 0.95, y + 0.05), QPointF(x + 0.05, y + 0.95),
            QPointF(x + 0.95, y + 0.95)};
}

int degree(int n, CoverDegree cap)
{
    const CoverDegree d = n == 0 ? CoverDegree::None
        : n <= 2                 ? CoverDegree::Half
        : n == 3                 ? CoverDegree::ThreeQuarters
                                 : CoverDegree::Total;
    return std::min(int(d), int(cap));
}

CoverDegree bruteForceCover(const Encounter &e, const Creature &a, const Creature &t)
{
    const QRect as = a.spaceRect();
    const QRect ts = t.spaceRect();
    if (e.ruleset == Ruleset::Pf2e) {
        bool allSolid = true;
        for (int ay = as.top(); ay <= as.bottom(); ++ay)
            for (int ax = as.left(); ax <= as.right(); ++ax)
                for (const QPointF &c : insetPoints(ax, ay))
                    for (int ty = ts.top(); ty <= ts.bottom(); ++ty)
                        for (int tx = ts.left(); tx <= ts.right(); ++tx)
                            for (const QPointF &p : insetPoints(tx, ty))
                                allSolid = allSolid && bruteLine(e, a, t, c, p).solid;
        if (allSolid)
            return CoverDegree::Total;
        const BruteLine l = bruteLine(e, a, t, QRectF(as).center(), QRectF(ts).center());
        if (l.objectThreeQuarters)
            return CoverDegree::Greater;
        if (l.solid || l.objectAny || l.bigCreature)
            return CoverDegree::Standard;
        return l.creature ? CoverDegree::Lesser : CoverDegree::None;
    }
    int best = int(CoverDegree::Total);
    for (int ay = as.top(); ay <= as.bottom(); ++ay) {
        for (int ax = as.left(); ax <= as.right(); ++ax) {
            for (const QPointF &c : insetPoints(ax, ay)) {
                for (int ty = ts.top(); ty <= ts.bottom(); ++ty) {
                    for (int tx = ts.left(); tx <= ts.right(); ++tx) {
                        int solid = 0, threeQuarters = 0, anyObject = 0, creatures = 0;
                        for (const QPointF &p : insetPoints(tx, ty)) {
                            const BruteLine l = bruteLine(e, a, t, c, p);
                            solid += l.solid;
                            threeQuarters += l.objectThreeQuarters;
                            anyObject += l.objectAny;
                            creatures += l.creature;
                        }
                        const int d = std::max({degree(solid, CoverDegree::Total),
                                                degree(threeQuarters, CoverDegree::ThreeQuarters),
                                                degree(anyObject, CoverDegree::Half),
                                                degree(creatures, CoverDegree::Half)});
                        best = std::min(best, d);
                    }
                }
            }
        }
    }
    return CoverDegree(best);
}

} // namespace

class TestCover : public QObject
{
    Q_OBJECT

private slots:
    void coverBetween_data();
    void coverBetween();
    void linesNameTheirBlockers();
    void wallIndexIsIntoEncounterWalls();
    void centreLineIsReportedForPf2e();
    void pf2eTotalCoverShowsBlockedCornerLines();
    void fromPoint_data();
    void fromPoint();
    void saveBonus_data();
    void saveBonus();
    void degreeIds_data();
    void degreeIds();
    void indexAgreesWithBruteForce_data();
    void indexAgreesWithBruteForce();
};

static void addCover(const char *name, const char *ruleset, const QStringList &rows, const char *fragment,
                     const char *cover, int acBonus)
{
    QTest::newRow(name) << combatEncounter(ruleset, rows, fragment) << QString::fromLatin1(cover) << acBonus;
}

void TestCover::coverBetween_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QString>("cover");
    QTest::addColumn<int>("acBonus"); // -1: null (total cover)

    const char *y14 = "dnd5e-2014";
    const char *y24 = "dnd5e-2024";
    const char *a5e = "a5e";
    const char *pf2 = "pf2e";
    const char *none = "{}";

    // 5.1: the source classes and their caps
    addCover("nothing between: none", y14, {"A...T"}, none, "none", 0);
    addCover("creature across all 4 lines gives only half", y14, {"A.X.T"}, none, "half", 2);
    addCover("Large creature across all lines still caps at half", y24, {"A....T", "......"},
             R"({"creatures":[{"id":"big","size":"large","position":[2,0]}]})", "half", 2);
    addCover("dead creature gives no cover", y14, {"A.D.T"}, none, "none", 0);
    addCover("prone creature gives no cover in 5e", a5e, {"A.P.T"}, none, "none", 0);
    addCover("half object across all lines gives half", y14, {"A.h.T"}, none, "half", 2);
    addCover("three-quarters object across all lines gives three-quarters, never total", y14, {"A.q.T"}, none,
             "three-quarters", 5);
    addCover("greater object counts as three-quarters in 5e", y24, {"A.g.T"}, none, "three-quarters", 5);
    addCover("a square in a half and a three-quarters area takes three-quarters", y14, {"A.h.T"},
             R"({"terrain":[{"type":"climb","cover":"three-quarters","squares":[[2,0]]}]})", "three-quarters", 5);
    addCover("blocked square across every line: total", y14, {"A.#.T"}, none, "total", -1);
    addCover("wall across every line: total", y14, {"A...T"}, R"({"walls":[{"from":[2,0],"to":[2,1]}]})", "total", -1);

    // 5.1: walls and doors
    addCover("closed door blocks like a wall", y14, {"A...T"},
             R"({"walls":[{"from":[2,0],"to":[2,1],"door":"closed"}]})", "total", -1);
    addCover("locked door blocks like a wall", y14, {"A...T"},
             R"({"walls":[{"from":[2,0],"to":[2,1],"door":"locked"}]})", "total", -1);
    addCover("open door blocks nothing", y14, {"A...T"}, R"({"walls":[{"from":[2,0],"to":[2,1],"door":"open"}]})",
             "none", 0);
    addCover("wall that does not block sight blocks nothing", y14, {"A...T"},
             R"({"walls":[{"from":[2,0],"to":[2,1],"blocksSight":false}]})", "none", 0);
    addCover("wall that blocks sight but not movement still blocks", y14, {"A...T"},
             R"({"walls":[{"from":[2,0],"to":[2,1],"blocksMovement":false}]})", "total", -1);

    // 5.1: counting lines for the attacker's best corner
    addCover("wall end leaves one line of one corner free: three-quarters", y14, {".......", ".......", "......."},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0]},{"id":"t","side":"hostile","position":[3,2]}],
                 "walls":[{"from":[1.9,2],"to":[6,2]}]})",
             "three-quarters", 5);
    addCover("wall end exactly on the last free line touches it: total", y14, {".......", ".......", "......."},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0]},{"id":"t","side":"hostile","position":[3,2]}],
                 "walls":[{"from":[1.625,2],"to":[6,2]}]})",
             "total", -1);
    addCover("pillar grazed by one corner's lines gives half", y14, {"A......", "..#.T.."}, none, "half", 2);
    addCover("wall over the lower half of the target's near edge blocks 2 lines of every corner: half", y14,
             {"A...T"}, R"({"walls":[{"from":[4,0.5],"to":[4,1]}]})", "half", 2);
    addCover("line through the corner where two blocked squares meet is blocked", y14, {"A#.", "#..", "..T"}, none,
             "total", -1);
    addCover("three walled lines and one behind a creature: classes don't add up, three-quarters", y14,
             {".......", ".X.....", "......."},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0]},{"id":"t","side":"hostile","position":[3,2]}],
                 "walls":[{"from":[1.9,2],"to":[6,2]}]})",
             "three-quarters", 5);

    // 5.1: spaces of several squares
    addCover("Large attacker picks its best square", y14, {".......", ".......", "......."},
             R"({"creatures":[{"id":"a","side":"party","size":"large","position":[0,0]},
                              {"id":"t","side":"hostile","position":[5,1]}],
                 "walls":[{"from":[2.5,0],"to":[2.5,1.5]}]})",
             "none", 0);
    addCover("the same wall against a Medium attacker in the Large one's top-left square: total", y14,
             {".......", ".......", "......."},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0]},{"id":"t","side":"hostile","position":[5,1]}],
                 "walls":[{"from":[2.5,0],"to":[2.5,1.5]}]})",
             "total", -1);
    addCover("multi-square target: the attacker picks the target square in view", y14, {".......", "......."},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0]},
                              {"id":"t","side":"hostile","size":"large","position":[4,0]}],
                 "walls":[{"from":[3,0],"to":[3,1]}]})",
             "none", 0);
    addCover("object in the target's own space does not count", y14, {"A...h"},
             R"({"creatures":[{"id":"t","side":"hostile","position":[4,0]}]})", "none", 0);
    addCover("blocked square in the attacker's own space does not count", y14, {"#...T"},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0]}]})", "none", 0);
    addCover("object in a Large attacker's space does not count", y14, {".h...T", ".h...."},
             R"({"creatures":[{"id":"a","side":"party","size":"large","position":[0,0]}]})", "none", 0);
    addCover("a mount gives no cover to its rider: only what is between the spaces counts", y14, {"A.....", "......"},
             R"({"creatures":[{"id":"t","side":"hostile","position":[4,0]},
                              {"id":"horse","side":"hostile","size":"large","position":[4,0]}]})",
             "none", 0);

    // the wall index: long and partly off-map walls
    addCover("long diagonal wall across the whole map: total", y14,
             {"..........", "..........", "..........", "..........", "..........", "..........", "..........",
              "..........", "..........", ".........."},
             R"({"creatures":[{"id":"a","side":"party","position":[0,9]},{"id":"t","side":"hostile","position":[9,0]}],
                 "walls":[{"from":[0,0],"to":[10,10]}]})",
             "total", -1);
    addCover("wall reaching far off the map still blocks", y14, {"A...T"},
             R"({"walls":[{"from":[2,-50],"to":[2,50]}]})", "total", -1);
    addCover("wall with ends a trillion squares off the map still blocks", y14, {"A...T"},
             R"({"walls":[{"from":[2,-1e12],"to":[2,1e12]}]})", "total", -1);
    addCover("wall entirely off the map blocks nothing", y14, {"A...T"},
             R"({"walls":[{"from":[-1e12,-5],"to":[-1e12,5]}]})", "none", 0);

    // 10: a creature covers only when its levels meet the attacker's and target's span
    addCover("a creature 30 ft up between them gives no cover", y14, {"A...T"},
             R"({"creatures":[{"id":"x","side":"neutral","position":[2,0],"elevation":30}]})", "none", 0);
    addCover("a creature 5 ft up (level 1) between two on the ground gives no cover", y14, {"A...T"},
             R"({"creatures":[{"id":"x","side":"neutral","position":[2,0],"elevation":5}]})", "none", 0);
    addCover("a flier between two fliers at its height gives half", y24, {"....."},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":30},
                              {"id":"x","side":"neutral","position":[2,0],"elevation":32},
                              {"id":"t","side":"hostile","position":[4,0],"elevation":30}]})", "half", 2);
    addCover("attacker 10 ft up, target on the ground: a creature at level 1 is in the span", y14, {"....."},
             R"({"creatures":[{"id":"a","side":"party","position":[0,0],"elevation":10},
                              {"id":"x","side":"neutral","position":[2,0],"elevation":5},
                              {"id":"t","side":"hostile","position":[4,0]}]})", "half", 2);
    addCover("a Large attacker spans levels 0-1: a creature 5 ft up covers", a5e, {"......", "......"},
             R"({"creatures":[{"id":"a","side":"party","size":"large","position":[0,0]},
                              {"id":"x","side":"neutral","position":[3,0],"elevation":5},
                              {"id":"t","side":"hostile","position":[5,0]}]})", "half", 2);
    addCover("walls are full height: a flier behind a wall still has total cover", y14, {"A...."},
             R"({"creatures":[{"id":"t","side":"hostile","position":[4,0],"elevation":60}],"walls":[{"from":[2,0],"to":[2,1]}]})",
             "total", -1);
    addCover("pf2e: a creature 20 ft up gives no lesser cover", pf2, {"A...T"},
             R"({"creatures":[{"id":"x","side":"neutral","position":[2,0],"elevation":20}]})", "none", 0);

    // 5.2 pf2e: the centre line
    addCover("pf2e: creature on the centre line gives lesser", pf2, {"A.X.T"}, none, "lesser", 1);
    addCover("pf2e: creature two sizes larger than both gives standard", pf2, {"A.....T", ".......", "......."},
             R"({"creatures":[{"id":"h","side":"neutral","size":"huge","position":[2,0]}]})", "standard", 2);
    addCover("pf2e: Large creature is only one size larger: lesser", pf2, {"A....T", "......"},
             R"({"creatures":[{"id":"l","side":"neutral","size":"large","position":[2,0]}]})", "lesser", 1);
    addCover("pf2e: creature two sizes larger than the attacker but not the target: lesser", pf2, {"......", "......"},
             R"({"creatures":[{"id":"a","side":"party","size":"small","position":[0,0]},
                              {"id":"t","side":"hostile","position":[4,0]},
                              {"id":"l","side":"neutral","size":"large","position":[2,0]}]})",
             "lesser", 1);
    addCover("pf2e: Large creature between two Small ones gives standard", pf2, {"......", "......"},
             R"({"creatures":[{"id":"a","side":"party","size":"small","position":[0,0]},
                              {"id":"t","side":"hostile","size":"small","position":[4,0]},
                              {"id":"l","side":"neutral","size":"large","position":[2,0]}]})",
             "standard", 2);
    addCover("pf2e: prone creature still gives lesser", pf2, {"A.P.T"}, none, "lesser", 1);
    addCover("pf2e: dead creature gives none", pf2, {"A.D.T"}, none, "none", 0);
    addCover("pf2e: wall on the centre line gives standard", pf2, {"A...T"},
             R"({"walls":[{"from":[2,0.2],"to":[2,0.8]}]})", "standard", 2);
    addCover("pf2e: centre line grazing a wall's end gives standard", pf2, {"A...T", ".....", "....."},
             R"({"walls":[{"from":[2,0.5],"to":[2,3]}]})", "standard", 2);
    addCover("pf2e: blocked square on the centre line gives standard", pf2, {"A.....", "......", "...#T."}, none,
             "standard", 2);
    addCover("pf2e: half object gives standard", pf2, {"A.h.T"}, none, "standard", 2);
    addCover("pf2e: three-quarters object gives greater", pf2, {"A.q.T"}, none, "greater", 4);
    addCover("pf2e: greater object gives greater", pf2, {"A.g.T"}, none, "greater", 4);
    addCover("pf2e: every corner line blocked by a wall: total", pf2, {"A...T"},
             R"({"walls":[{"from":[2,0],"to":[2,1]}]})", "total", -1);
    addCover("pf2e: closed door: total", pf2, {"A...T"}, R"({"walls":[{"from":[2,0],"to":[2,1],"door":"closed"}]})",
             "total", -1);
    addCover("pf2e: open door: none", pf2, {"A...T"}, R"({"walls":[{"from":[2,0],"to":[2,1],"door":"open"}]})",
             "none", 0);
    addCover("pf2e: walls that block corner lines but miss the centre line give none", pf2, {"A...T"},
             R"({"walls":[{"from":[2,0],"to":[2,0.4]},{"from":[2,0.6],"to":[2,1]}]})", "none", 0);
    addCover("the same walls in 5e: half", y14, {"A...T"},
             R"({"walls":[{"from":[2,0],"to":[2,0.4]},{"from":[2,0.6],"to":[2,1]}]})", "half", 2);
    addCover("pf2e: object in the target's own space does not count", pf2, {"A...g"},
             R"({"creatures":[{"id":"t","side":"hostile","position":[4,0]}]})", "none", 0);
}

void TestCover::coverBetween()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, cover);
    QFETCH(int, acBonus);
    const CoverMap map(encounter);
    const CoverResult r = map.coverBetween(byId(encounter, "a"), byId(encounter, "t"));
    QCOMPARE(coverDegreeId(r.cover), cover);
    QCOMPARE(r.acBonus().value_or(-1), acBonus);
    QCOMPARE(r.canBeTargeted(), acBonus >= 0);
    QCOMPARE(map.coverDegree(byId(encounter, "a"), byId(encounter, "t")), r.cover);
    QCOMPARE(bruteForceCover(encounter, byId(encounter, "a"), byId(encounter, "t")), r.cover);
}

void TestCover::linesNameTheirBlockers()
{
    // The pillar of p19: from corner (0.05, 0.05) the two upper lines pass, the lower ones hit it.
    const Encounter e = combatEncounter("dnd5e-2014", {"A......", "..#.T.."});
    const CoverResult r = CoverMap(e).coverBetween(byId(e, "a"), byId(e, "t"));
    QCOMPARE(r.cover, CoverDegree::Half);
    QCOMPARE(r.method, CoverResult::Method::Corners);
    QCOMPARE(r.attackerSquare, (GridPoint{0, 0}));
    QCOMPARE(r.corner, QPointF(0.05, 0.05));
    QCOMPARE(r.targetSquare, (GridPoint{4, 1}));
    QCOMPARE(int(r.lines.size()), 4);
    int blocked = 0;
    for (const CoverLine &line : r.lines) {
        QCOMPARE(line.from, r.corner);
        if (!line.isBlocked())
            continue;
        ++blocked;
        QVERIFY(line.isBlockedBySolid());
        QCOMPARE(int(line.blockers.size()), 1);
        QCOMPARE(line.blockers[0].kind, CoverBlocker::Kind::BlockedSquare);
        QCOMPARE(line.blockers[0].square, (GridPoint{2, 1}));
    }
    QCOMPARE(blocked, 2);

    // A creature and an object on the same lines are both named, nearest first.
    const Encounter f = combatEncounter("dnd5e-2014", {"A.X.q.T"});
    const CoverResult s = CoverMap(f).coverBetween(byId(f, "a"), byId(f, "t"));
    QCOMPARE(s.cover, CoverDegree::ThreeQuarters);
    for (const CoverLine &line : s.lines) {
        QCOMPARE(int(line.blockers.size()), 2);
        QCOMPARE(line.blockers[0].kind, CoverBlocker::Kind::Creature);
        QCOMPARE(line.blockers[0].creature, QStringLiteral("x"));
        QCOMPARE(line.blockers[1].kind, CoverBlocker::Kind::Object);
        QCOMPARE(line.blockers[1].square, (GridPoint{4, 0}));
        QCOMPARE(line.blockers[1].object, CoverLevel::ThreeQuarters);
        QVERIFY(!line.isBlockedBySolid());
    }
}

void TestCover::wallIndexIsIntoEncounterWalls()
{
    // Walls that don't block sight are not indexed; the blocker still names Encounter::walls[2].
    const Encounter e = combatEncounter("dnd5e-2014", {"A...T"}, R"({"walls":[
        {"from":[1,0],"to":[1,1],"blocksSight":false},
        {"from":[1.5,0],"to":[1.5,1],"door":"open"},
        {"from":[3,0],"to":[3,1]}]})");
    const CoverResult r = CoverMap(e).coverBetween(byId(e, "a"), byId(e, "t"));
    QCOMPARE(r.cover, CoverDegree::Total);
    QCOMPARE(int(r.lines.size()), 4);
    for (const CoverLine &line : r.lines) {
        QCOMPARE(int(line.blockers.size()), 1);
        QCOMPARE(line.blockers[0].kind, CoverBlocker::Kind::Wall);
        QCOMPARE(line.blockers[0].wall, 2);
    }
}

void TestCover::centreLineIsReportedForPf2e()
{
    const Encounter e = combatEncounter("pf2e", {"A.X...", "......"},
                                        R"({"creatures":[{"id":"t","side":"hostile","size":"large","position":[4,0]}]})");
    const CoverResult r = CoverMap(e).coverBetween(byId(e, "a"), byId(e, "t"));
    QCOMPARE(r.cover, CoverDegree::Lesser);
    QCOMPARE(r.method, CoverResult::Method::CentreLine);
    QCOMPARE(int(r.lines.size()), 1);
    QCOMPARE(r.lines[0].from, QPointF(0.5, 0.5));
    QCOMPARE(r.lines[0].to, QPointF(5.0, 1.0));
    QCOMPARE(int(r.lines[0].blockers.size()), 1);
    QCOMPARE(r.lines[0].blockers[0].creature, QStringLiteral("x"));
}

void TestCover::pf2eTotalCoverShowsBlockedCornerLines()
{
    const Encounter e = combatEncounter("pf2e", {"A...T"}, R"({"walls":[{"from":[2,0],"to":[2,1]}]})");
    const CoverResult r = CoverMap(e).coverBetween(byId(e, "a"), byId(e, "t"));
    QCOMPARE(r.cover, CoverDegree::Total);
    QVERIFY(!r.acBonus().has_value());
    QCOMPARE(r.method, CoverResult::Method::Corners);
    QCOMPARE(int(r.lines.size()), 4);
    for (const CoverLine &line : r.lines)
        QVERIFY(line.isBlockedBy(CoverBlocker::Kind::Wall));
}

// RULES.md 13.2 (version 3): cover from an effect's point of origin: 5.1 with the single
// point o (not moved inward), lowest over the target's squares; pf2e's mapping.
void TestCover::fromPoint_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QPointF>("origin");
    QTest::addColumn<QString>("areaOn"); // the creature the area is on, or empty
    QTest::addColumn<QString>("cover");

    const char *y14 = "dnd5e-2014";
    const char *pf2 = "pf2e";
    const char *none = "{}";
    const auto row = [](const char *name, const Encounter &e, QPointF o, const char *on, const char *cover) {
        QTest::newRow(name) << e << o << QString::fromLatin1(on) << QString::fromLatin1(cover);
    };
    row("open ground: none", combatEncounter(y14, {".....", "....T"}, none), QPointF(0, 0), "", "none");
    row("a half object on every line: half", combatEncounter(y14, {".h.T"}, none), QPointF(0, 0.5), "", "half");
    row("a three-quarters object on every line: three-quarters", combatEncounter(y14, {".q.T"}, none), QPointF(0, 0.5), "", "three-quarters");
    row("a creature on every line: half", combatEncounter(y14, {".X.T"}, none), QPointF(0, 0.5), "", "half");
    row("a dead creature gives none", combatEncounter(y14, {".D.T"}, none), QPointF(0, 0.5), "", "none");
    row("a prone creature gives none (5e)", combatEncounter(y14, {".P.T"}, none), QPointF(0, 0.5), "", "none");
    row("a blocked square on every line: total", combatEncounter(y14, {".#.T"}, none), QPointF(0, 0.5), "", "total");
    row("a wall that cuts two of four lines: half",
        combatEncounter(y14, {"....", "...T"}, R"({"walls":[{"from":[2,0],"to":[2,0.8]}]})"), QPointF(0, 0), "", "half");
    row("o on a blocked square's corner: touching only at o doesn't block",
        combatEncounter(y14, {"#...", "..T."}, none), QPointF(1, 1), "", "none");
    row("o at a wall's end: touching only at o doesn't block",
        combatEncounter(y14, {"....", "..T."}, R"({"walls":[{"from":[1,0],"to":[1,1]}]})"), QPointF(1, 1), "", "none");
    row("o not moved inward: a blocked square next to o blocks",
        combatEncounter(y14, {"..#.T"}, none), QPointF(2, 0.5), "", "total");
    row("the creature the area is on gives none",
        combatEncounter(y14, {"A.T"}, none), QPointF(0.5, 0.5), "a", "none");
    row("the same creature without the area on it gives half",
        combatEncounter(y14, {"A.T"}, none), QPointF(0.5, 0.5), "", "half");
    row("a Large target: the lowest over its squares (its top row is in the open)",
        combatEncounter(y14, {"....", ".h..", "...."}, R"({"creatures":[{"id":"t","side":"hostile","size":"large","position":[2,0]}]})"),
        QPointF(0, 0.5), "", "none");
    row("a Large target behind a wall of objects: half",
        combatEncounter(y14, {".h..", ".h..", "...."}, R"({"creatures":[{"id":"t","side":"hostile","size":"large","position":[2,0]}]})"),
        QPointF(0, 1), "", "half");
    row("pf2e: creatures only: lesser", combatEncounter(pf2, {".X.T"}, none), QPointF(0, 0.5), "", "lesser");
    row("pf2e: a prone creature still counts: lesser", combatEncounter(pf2, {".P.T"}, none), QPointF(0, 0.5), "", "lesser");
    row("pf2e: a creature 2 sizes larger than the target: standard",
        combatEncounter(pf2, {"......", "......"}, R"({"creatures":[{"id":"x","side":"neutral","size":"large","position":[1,0]},
                                                                    {"id":"t","side":"hostile","size":"small","position":[4,0]}]})"),
        QPointF(0, 0.5), "", "standard");
    row("pf2e: half from an object: standard", combatEncounter(pf2, {".h.T"}, none), QPointF(0, 0.5), "", "standard");
    row("pf2e: three-quarters from an object: greater", combatEncounter(pf2, {".q.T"}, none), QPointF(0, 0.5), "", "greater");
    row("pf2e: an object and a creature: standard", combatEncounter(pf2, {".hX.T"}, none), QPointF(0, 0.5), "", "standard");
    row("pf2e: a blocked square: total", combatEncounter(pf2, {".#.T"}, none), QPointF(0, 0.5), "", "total");
}

void TestCover::fromPoint()
{
    QFETCH(Encounter, encounter);
    QFETCH(QPointF, origin);
    QFETCH(QString, areaOn);
    QFETCH(QString, cover);
    const CoverMap map(encounter);
    const Creature *on = areaOn.isEmpty() ? nullptr : encounter.creature(areaOn);
    const CoverResult r = map.coverFromPoint(origin, *encounter.creature(QStringLiteral("t")), on);
    QCOMPARE(coverDegreeId(r.cover), cover);
    QCOMPARE(r.corner, origin);
    QCOMPARE(int(r.lines.size()), 4);
    for (const CoverLine &line : r.lines)
        QCOMPARE(line.from, origin);
}

void TestCover::saveBonus_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("cover");
    QTest::addColumn<QString>("ability");
    QTest::addColumn<int>("bonus");
    QTest::newRow("5e: half to Dex +2") << "dnd5e-2014" << "half" << "dex" << 2;
    QTest::newRow("5e: three-quarters to Dex +5") << "a5e" << "three-quarters" << "dex" << 5;
    QTest::newRow("5e: half to Con +0") << "dnd5e-2024" << "half" << "con" << 0;
    QTest::newRow("5e: total gives no bonus (not affected)") << "dnd5e-2014" << "total" << "dex" << 0;
    QTest::newRow("pf2e: standard to Reflex +2") << "pf2e" << "standard" << "reflex" << 2;
    QTest::newRow("pf2e: greater to Reflex +4") << "pf2e" << "greater" << "reflex" << 4;
    QTest::newRow("pf2e: lesser to Reflex +0") << "pf2e" << "lesser" << "reflex" << 0;
    QTest::newRow("pf2e: standard to Will +0") << "pf2e" << "standard" << "will" << 0;
}

void TestCover::saveBonus()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, cover);
    QFETCH(QString, ability);
    QFETCH(int, bonus);
    CoverDegree d = CoverDegree::None;
    for (int i = 0; i <= int(CoverDegree::Total); ++i)
        if (coverDegreeId(CoverDegree(i)) == cover)
            d = CoverDegree(i);
    QCOMPARE(coverSaveBonus(*rulesetFromId(ruleset), d, ability), bonus);
}

void TestCover::degreeIds_data()
{
    QTest::addColumn<int>("degree");
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("bonus");
    QTest::newRow("none +0") << int(CoverDegree::None) << QStringLiteral("none") << 0;
    QTest::newRow("lesser +1") << int(CoverDegree::Lesser) << QStringLiteral("lesser") << 1;
    QTest::newRow("half +2") << int(CoverDegree::Half) << QStringLiteral("half") << 2;
    QTest::newRow("standard +2") << int(CoverDegree::Standard) << QStringLiteral("standard") << 2;
    QTest::newRow("three-quarters +5") << int(CoverDegree::ThreeQuarters) << QStringLiteral("three-quarters") << 5;
    QTest::newRow("greater +4") << int(CoverDegree::Greater) << QStringLiteral("greater") << 4;
    QTest::newRow("total: no bonus, can't be targeted") << int(CoverDegree::Total) << QStringLiteral("total") << -1;
}

void TestCover::degreeIds()
{
    QFETCH(int, degree);
    QFETCH(QString, id);
    QFETCH(int, bonus);
    QCOMPARE(coverDegreeId(CoverDegree(degree)), id);
    QCOMPARE(coverAcBonus(CoverDegree(degree)).value_or(-1), bonus);
}

void TestCover::indexAgreesWithBruteForce_data()
{
    QTest::addColumn<int>("ruleset");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("maxWalls");
    QTest::newRow("dnd5e-2014 maps") << int(Ruleset::Dnd2014) << 1u << 6;
    QTest::newRow("a5e maps") << int(Ruleset::A5e) << 2u << 6;
    QTest::newRow("pf2e maps") << int(Ruleset::Pf2e) << 3u << 6;
    // Many walls: most pairs are walled off, so the hull cuts carry the answer.
    QTest::newRow("dnd5e-2014 maps full of walls") << int(Ruleset::Dnd2014) << 4u << 40;
    QTest::newRow("pf2e maps full of walls") << int(Ruleset::Pf2e) << 5u << 40;
}

void TestCover::indexAgreesWithBruteForce()
{
    QFETCH(int, ruleset);
    QFETCH(quint32, seed);
    QFETCH(int, maxWalls);
    QRandomGenerator rng(seed);
    // Coordinates on a lattice of 1/4 or 1/20 squares so lines often touch exactly.
    const auto coordinate = [&](int max) {
        const int lattice = rng.bounded(2) ? 4 : 20;
        return double(rng.bounded(max * lattice + 1)) / lattice;
    };
    int queries = 0;
    for (int map = 0; map < 60; ++map) {
        Encounter e;
        e.ruleset = Ruleset(ruleset);
        e.width = 6 + rng.bounded(6);
        e.height = 6 + rng.bounded(6);
        for (int i = rng.bounded(4); i > 0; --i) {
            TerrainArea a;
            a.type = TerrainType::Blocked;
            a.squares = {{rng.bounded(e.width), rng.bounded(e.height)}};
            e.terrain.push_back(a);
        }
        for (int i = rng.bounded(4); i > 0; --i) {
            TerrainArea a;
            a.type = TerrainType::Difficult;
            a.cover = CoverLevel(1 + rng.bounded(3));
            a.squares = {{rng.bounded(e.width), rng.bounded(e.height)}};
            e.terrain.push_back(a);
        }
        for (int i = rng.bounded(maxWalls); i > 0; --i) {
            Wall w;
            w.from = QPointF(coordinate(e.width), coordinate(e.height));
            w.to = w.from + QPointF(coordinate(3) - 1.5, coordinate(3) - 1.5);
            w.door = DoorState(rng.bounded(4));
            w.blocksSight = rng.bounded(5) != 0;
            e.walls.push_back(w);
        }
        const int n = 2 + rng.bounded(5);
        for (int i = 0; i < n; ++i) {
            Creature c;
            c.id = QStringLiteral("c%1").arg(i);
            c.size = Size(rng.bounded(6));
            c.side = Side(rng.bounded(4));
            const int s = c.spaceSquares();
            c.position = {rng.bounded(e.width - s + 1), rng.bounded(e.height - s + 1)};
            const int condition = rng.bounded(8);
            if (condition == 0)
                c.conditions = {QStringLiteral("dead")};
            else if (condition == 1)
                c.conditions = {QStringLiteral("prone")};
            e.creatures.push_back(c);
        }
        const CoverMap index(e);
        for (const Creature &a : e.creatures) {
            for (const Creature &t : e.creatures) {
                if (a.id == t.id)
                    continue;
                const CoverDegree fast = index.coverDegree(a, t);
                const CoverDegree slow = bruteForceCover(e, a, t);
                if (fast != slow)
                    qWarning() << "map" << map << a.id << "->" << t.id << coverDegreeId(fast) << "vs brute force"
                               << coverDegreeId(slow);
                QCOMPARE(fast, slow);
                QCOMPARE(index.coverBetween(a, t).cover, fast);
                ++queries;
            }
        }
    }
    QVERIFY(queries > 500);
}

QTEST_GUILESS_MAIN(TestCover)
#include "tst_cover.moc"
