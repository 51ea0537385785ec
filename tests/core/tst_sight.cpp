// RULES.md 12: sight and light. The light of a square (ambient, point lights, walls,
// doors, blocked squares), line of sight, senses (darkvision, blindsight, truesight, pf2e
// low-light vision), obscured terrain, blinded and invisible, the pf2e visibility ladder,
// and the squares a creature or a side sees, cross-checked against a brute-force line test.

#include "rules/sight.h"
#include "rules/binwindow.h"
#include "combatmap.h"

#include "model/geometry.h"
#include "rules/areas.h"
#include "rules/distance.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace bm;
using namespace bm::test;

Q_DECLARE_METATYPE(bm::Encounter)

namespace {

int sideOf(QPointF o, QPointF s, QPointF t)
{
    const double c = (s.x() - o.x()) * (t.y() - o.y()) - (s.y() - o.y()) * (t.x() - o.x());
    return c > 1e-9 ? 1 : (c < -1e-9 ? -1 : 0);
}

// The spread test of RULES.md 11, written out on its own: p-q properly crosses a-b.
bool properlyCrosses(QPointF p, QPointF q, QPointF a, QPointF b)
{
    return sideOf(p, q, a) * sideOf(p, q, b) < 0 && sideOf(a, b, p) * sideOf(a, b, q) < 0;
}

// RULES.md 11 version 4, written out on its own: p-q, strictly between its ends, passes a
// point where one of `walls` ends on its left and another on its right.
bool throughJoint(QPointF p, QPointF q, const std::vector<std::pair<QPointF, QPointF>> &walls)
{
    const auto sideAt = [&](QPointF end, QPointF other, QPointF at) {
        if (std::hypot(end.x() - at.x(), end.y() - at.y()) > 1e-9)
            return 0;
        return sideOf(p, q, other);
    };
    for (const auto &[a, b] : walls) {
        for (const QPointF at : {a, b}) {
            // `at` on the segment, away from both ends
            const double len = std::hypot(q.x() - p.x(), q.y() - p.y());
            const double t = ((at.x() - p.x()) * (q.x() - p.x()) + (at.y() - p.y()) * (q.y() - p.y())) / (len * len);
            if (sideOf(p, q, at) != 0 || t * len < 1e-9 || (1 - t) * len < 1e-9)
                continue;
            bool left = false, right = false;
            for (const auto &[c, d] : walls) {
                const int side = sideAt(c, d, at) + sideAt(d, c, at);
                left = left || side > 0;
                right = right || side < 0;
            }
            if (left && right)
                return true;
        }
    }
    return false;
}

std::vector<GridPoint> blockedSquares(const Encounter &e)
{
    std::vector<GridPoint> out;
    for (const TerrainArea &a : e.terrain)
        if (a.type == TerrainType::Blocked)
            for (const GridPoint &p : a.squares)
                out.push_back(p);
    return out;
}

// Brute force: every wall and every blocked square against every line.
LightLevel bruteLight(const Encounter &e, int x, int y)
{
    const QPointF c(x + 0.5, y + 0.5);
    int best = int(e.ambientLight());
    // RULES.md 13.1: carried lights at the centre of their creature's space, whose own
    // blocked squares don't stop them.
    std::vector<std::pair<LightSource, QRect>> all;
    for (const LightSource &l : e.lights)
        all.push_back({l, QRect()});
    for (const Creature &cr : e.creatures) {
        if (!cr.light)
            continue;
        LightSource l;
        const QRect s = cr.spaceRect();
        l.at = QPointF(s.x() + s.width() / 2.0, s.y() + s.height() / 2.0);
        l.bright = cr.light->bright;
        l.dim = cr.light->dim;
        all.push_back({l, s});
    }
    for (const auto &[l, own] : all) {
        const double feet = std::hypot(c.x() - l.at.x(), c.y() - l.at.y()) * e.squareFeet;
        const int level = feet <= l.bright + 1e-9 ? int(LightLevel::Bright)
                                                  : (feet <= l.bright + l.dim + 1e-9 ? int(LightLevel::Dim) : -1);
        if (level <= best)
            continue;
        bool blocked = false;
        std::vector<std::pair<QPointF, QPointF>> barrier;
        for (const Wall &w : e.walls) {
            if (w.stopsSight())
                barrier.push_back({w.from, w.to});
            blocked = blocked || (w.stopsSight() && properlyCrosses(l.at, c, w.from, w.to));
        }
        blocked = blocked || throughJoint(l.at, c, barrier);
        for (const GridPoint &b : blockedSquares(e))
            blocked = blocked || (!(b.x == x && b.y == y) && !own.contains(b.x, b.y) && geom::segmentMeetsOpenBox(l.at, c, b.x, b.y, b.x + 1, b.y + 1));
        if (!blocked)
            best = level;
    }
    return LightLevel(best);
}

std::vector<GridPoint> heavySquares(const Encounter &e)
{
    std::vector<GridPoint> out;
    for (const TerrainArea &a : e.terrain)
        if (a.obscured == Obscurement::Heavy)
            for (const GridPoint &p : a.squares)
                out.push_back(p);
    return out;
}

// `fog`: seeing (RULES.md 12 version 3): heavily obscured squares other than the viewer's
// and the target square block a line through their open interior.
bool bruteLineOfSight(const Encounter &e, const QRect &from, int x, int y, bool fog = false)
{
    const std::vector<GridPoint> heavy = fog ? heavySquares(e) : std::vector<GridPoint>();
    const auto inset = [](int sx, int sy) {
        return std::array<QPointF, 4>{QPointF(sx + 0.05, sy + 0.05), QPointF(sx + 0.95, sy + 0.05),
                                      QPointF(sx + 0.05, sy + 0.95), QPointF(sx + 0.95, sy + 0.95)};
    };
    const std::vector<GridPoint> blocked = blockedSquares(e);
    for (int ay = from.top(); ay <= from.bottom(); ++ay)
        for (int ax = from.left(); ax <= from.right(); ++ax)
            for (const QPointF &p : inset(ax, ay))
                for (const QPointF &q : inset(x, y)) {
                    bool clear = true;
                    for (const Wall &w : e.walls)
                        clear = clear && !(w.stopsSight() && geom::segmentsTouch(p, q, w.from, w.to));
                    for (const GridPoint &b : blocked)
                        clear = clear && (from.contains(b.x, b.y) || (b.x == x && b.y == y)
                                          || !geom::segmentTouchesBox(p, q, b.x, b.y, b.x + 1, b.y + 1));
                    for (const GridPoint &f : heavy)
                        clear = clear && (from.contains(f.x, f.y) || (f.x == x && f.y == y)
                                          || !geom::segmentMeetsOpenBox(p, q, f.x, f.y, f.x + 1, f.y + 1));
                    if (clear)
                        return true;
                }
    return false;
}

std::vector<GridPoint> bruteVisible(const Encounter &e, const Creature &viewer)
{
    std::vector<GridPoint> out;
    const bool blinded = viewer.has(QStringLiteral("blinded"));
    for (int y = 0; y < e.height; ++y) {
        for (int x = 0; x < e.width; ++x) {
            const double feet = rectDistanceFeet(e, viewer.spaceRect(), QRect(x, y, 1, 1), levelGap(levelSpan(e, viewer), LevelSpan{}));
            LightLevel light = bruteLight(e, x, y);
            if (light == LightLevel::Dark && viewer.senses.darkvision > 0 && feet <= viewer.senses.darkvision)
                light = LightLevel::Dim;
            bool heavy = light == LightLevel::Dark;
            for (const TerrainArea &a : e.terrain)
                for (const GridPoint &p : a.squares)
                    heavy = heavy || (p.x == x && p.y == y && a.obscured == Obscurement::Heavy);
            const bool byBlindsight = viewer.senses.blindsight > 0 && feet <= viewer.senses.blindsight;
            if (((!blinded && !heavy) || byBlindsight) && bruteLineOfSight(e, viewer.spaceRect(), x, y, !byBlindsight))
                out.push_back({x, y});
        }
    }
    return out;
}

QString squaresText(const std::vector<GridPoint> &squares)
{
    QStringList parts;
    for (const GridPoint &p : squares)
        parts.append(QStringLiteral("%1,%2").arg(p.x).arg(p.y));
    return parts.join(QLatin1Char(' '));
}


// A random map for the sweep against the reference. Walls at grid points, half and
// quarter points and anywhere (ends often on grid lines, corners and inset points), many along
// grid lines; doors open and closed; blocked squares (some in clumps); light and heavy
// obscurement; lights; Small to Huge creatures, some flying, with darkvision, blindsight,
// low-light vision, blinded, carrying lights. `what` says what the map holds, for the row name.
Encounter randomSightMap(quint32 seed, QString &what)
{
    QRandomGenerator rng(seed);
    const auto chance = [&](int percent) { return int(rng.bounded(100)) < percent; };
    Encounter e;
    e.ruleset = chance(30) ? Ruleset::Pf2e : (chance(50) ? Ruleset::Dnd2014 : Ruleset::Dnd2024);
    e.width = 6 + int(rng.bounded(35));
    e.height = 6 + int(rng.bounded(35));
    static const Diagonals diagonals[] = {Diagonals::Equal, Diagonals::Alternating, Diagonals::Exact, Diagonals::Manhattan};
    if (chance(50))
        e.options.diagonals = diagonals[rng.bounded(4)];
    static const LightLevel ambient[] = {LightLevel::Bright, LightLevel::Dim, LightLevel::Dark};
    e.options.light = ambient[rng.bounded(3)];
    const int grain = int(rng.bounded(4)); // 0: grid points, 1: halves, 2: quarters, 3: anywhere
    const auto coord = [&](int n) {
        switch (grain) {
        case 0: return double(rng.bounded(n + 1));
        case 1: return rng.bounded(2 * n + 1) / 2.0;
        case 2: return rng.bounded(4 * n + 1) / 4.0;
        default: return rng.generateDouble() * n;
        }
    };
    const int walls = int(rng.bounded(4 + e.width * e.height / 25));
    for (int i = 0; i < walls; ++i) {
        Wall w;
        w.from = QPointF(coord(e.width), coord(e.height));
        const double len = 0.5 + rng.generateDouble() * 6;
        if (chance(40)) // along a grid line (or a half line)
            w.to = chance(50) ? QPointF(std::min(double(e.width), w.from.x() + std::round(len)), w.from.y())
                              : QPointF(w.from.x(), std::min(double(e.height), w.from.y() + std::round(len)));
        else if (chance(15)) // through an inset point
            w.to = QPointF(int(rng.bounded(e.width)) + (chance(50) ? 0.05 : 0.95), int(rng.bounded(e.height)) + (chance(50) ? 0.05 : 0.95));
        else
            w.to = QPointF(coord(e.width), coord(e.height));
        const int kind = int(rng.bounded(10));
        w.door = kind == 0 ? DoorState::Open : (kind == 1 ? DoorState::Closed : DoorState::None);
        w.blocksSight = kind != 2;
        e.walls.push_back(w);
    }
    TerrainArea blocked;
    blocked.type = TerrainType::Blocked;
    TerrainArea heavy;
    heavy.obscured = Obscurement::Heavy;
    TerrainArea light;
    light.obscured = Obscurement::Light;
    TerrainArea heavyBlocked;
    heavyBlocked.type = TerrainType::Blocked;
    heavyBlocked.obscured = Obscurement::Heavy;
    const int density = int(rng.bounded(8));
    for (int y = 0; y < e.height; ++y)
        for (int x = 0; x < e.width; ++x) {
            const int r = int(rng.bounded(100));
            if (r < density)
                blocked.squares.push_back({x, y});
            else if (r < 2 * density)
                heavy.squares.push_back({x, y});
            else if (r < 3 * density)
                light.squares.push_back({x, y});
            else if (r < 3 * density + 1)
                heavyBlocked.squares.push_back({x, y});
        }
    if (chance(30)) { // a clump
        TerrainArea clump = chance(50) ? blocked : heavy;
        clump.squares.clear();
        clump.usesRect = true;
        clump.rect = QRect(int(rng.bounded(e.width)), int(rng.bounded(e.height)), 1 + int(rng.bounded(4)), 1 + int(rng.bounded(4)));
        e.terrain.push_back(clump);
    }
    e.terrain.push_back(blocked);
    e.terrain.push_back(heavy);
    e.terrain.push_back(light);
    e.terrain.push_back(heavyBlocked);
    for (int i = 0, n = int(rng.bounded(4)); i < n; ++i)
        e.lights.push_back({QPointF(coord(e.width), coord(e.height)), 5.0 * rng.bounded(7), 5.0 * rng.bounded(7), {}});
    static const Size sizes[] = {Size::Small, Size::Medium, Size::Medium, Size::Large, Size::Huge};
    int large = 0;
    for (int i = 0, n = 3 + int(rng.bounded(3)); i < n; ++i) {
        Creature c;
        c.id = QStringLiteral("c%1").arg(i);
        c.name = c.id;
        c.side = i % 3 == 2 ? Side::Hostile : Side::Party;
        c.size = sizes[rng.bounded(5)];
        const int side = c.spaceSquares();
        if (side > std::min(e.width, e.height))
            c.size = Size::Medium;
        large += c.spaceSquares() > 1;
        c.position = {int(rng.bounded(e.width - c.spaceSquares() + 1)), int(rng.bounded(e.height - c.spaceSquares() + 1))};
        if (chance(25))
            c.elevation = 5.0 * (1 + rng.bounded(8));
        c.senses.darkvision = chance(50) ? 15.0 * rng.bounded(5) : 0.0;
        c.senses.blindsight = chance(20) ? 5.0 * (1 + rng.bounded(3)) : 0.0;
        c.senses.lowLightVision = chance(30);
        if (chance(10))
            c.conditions.append(QStringLiteral("blinded"));
        if (chance(35))
            c.light = CarriedLight{5.0 * rng.bounded(5), 5.0 * rng.bounded(5), {}};
        e.creatures.push_back(c);
    }
    // Conditions that leave what a creature sees as it is (RULES.md 12 makes no exception
    // for them) but that a side's union once left out. From a generator of their own, so
    // the maps are the ones the sweep was first checked on.
    QRandomGenerator states(seed ^ 0x5eedu);
    for (Creature &c : e.creatures) {
        const int r = int(states.bounded(100));
        if (r < 15)
            c.conditions.append(QStringLiteral("unconscious"));
        else if (r < 25)
            c.conditions.append(QStringLiteral("dead"));
    }
    static const char *const grains[] = {"grid", "half", "quarter", "fractional"};
    static const char *const ambients[] = {"bright", "dim", "dark"};
    what = QStringLiteral("%1x%2 %3, %4 %5 walls, %6 blocked, %7 fog, %8 lights, %9 large")
               .arg(e.width).arg(e.height).arg(QLatin1String(ambients[int(e.ambientLight())]))
               .arg(walls).arg(QLatin1String(grains[grain]))
               .arg(blocked.squares.size()).arg(heavy.squares.size()).arg(e.lights.size()).arg(large);
    return e;
}

// The first square where the two fields differ, "x,y: tested 1, reference 0", or empty.
QString firstDifference(const Encounter &e, const std::vector<std::uint8_t> &tested, const std::vector<std::uint8_t> &reference)
{
    if (tested.size() != reference.size())
        return QStringLiteral("sizes %1 and %2").arg(tested.size()).arg(reference.size());
    for (std::size_t i = 0; i < tested.size(); ++i)
        if (tested[i] != reference[i])
            return QStringLiteral("%1,%2: tested %3, reference %4").arg(int(i) % e.width).arg(int(i) / e.width).arg(tested[i]).arg(reference[i]);
    return {};
}

// The first creature whose field (what it sees, or the fog it sees) `tested` makes unlike
// the reference's, in words ("a sees (cast): 3,4: tested 1, reference 0"); empty when none.
QString fieldsDiffer(const Encounter &e, const SightMap &tested, const SightMap &reference, const char *method)
{
    for (const Creature &c : e.creatures) {
        const QString seen = firstDifference(e, tested.visibilityField(c), reference.visibilityField(c));
        if (!seen.isEmpty())
            return QStringLiteral("%1 sees (%2): %3").arg(c.id, QLatin1String(method), seen);
        const QString mist = firstDifference(e, tested.mistField(c), reference.mistField(c));
        if (!mist.isEmpty())
            return QStringLiteral("%1 sees the fog (%2): %3").arg(c.id, QLatin1String(method), mist);
    }
    return {};
}
} // namespace

class TestSight : public QObject
{
    Q_OBJECT

private slots:
    void lightAt_data();
    void lightAt();
    void sees_data();
    void sees();
    void visibleSquaresMatchBruteForce_data();
    void visibleSquaresMatchBruteForce();
    void sweepMatchesReference_data();
    void sweepMatchesReference();
    void sideSeesTheUnion_data();
    void sideSeesTheUnion();
    void seesFromAFieldAsByTheLines_data();
    void seesFromAFieldAsByTheLines();
    void sweepShortcuts_data();
    void sweepShortcuts();
    void castMatchesReference_data();
    void castMatchesReference();
    void binWindowMatchesItsDefinition_data();
    void binWindowMatchesItsDefinition();
    void fieldIsCachedUntilTheViewerChanges();
    void visibilityIds();
    void carriedLightFollowsItsCreature();
    void aStandInLastsItsScope_data();
    void aStandInLastsItsScope();
    void fogHidesWhatIsBehindIt();
    void lightsKeptUntilSomethingNearChanges();
    void lightsKeptMatchBruteForce_data();
    void lightsKeptMatchBruteForce();
    void spreadWalls_data();
    void spreadWalls();
    void spreadThroughJointsMatchesBruteForce();
};

void TestSight::lightAt_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<int>("x");
    QTest::addColumn<int>("y");
    QTest::addColumn<QString>("light");

    const char *y14 = "dnd5e-2014";
    const QStringList open{"..........", "..........", ".........."};
    const char *torch = R"({"options":{"light":"dark"},"lights":[{"at":[0.5,0.5],"bright":20,"dim":20}]})";
    const auto row = [](const char *name, const Encounter &e, int x, int y, const char *light) {
        QTest::newRow(name) << e << x << y << QString::fromLatin1(light);
    };
    row("no light field: bright by default", combatEncounter(y14, open), 3, 1, "bright");
    row("ambient dim", combatEncounter(y14, open, R"({"options":{"light":"dim"}})"), 3, 1, "dim");
    row("ambient dark", combatEncounter(y14, open, R"({"options":{"light":"dark"}})"), 3, 1, "dark");
    row("torch: 20 ft from its point is still bright", combatEncounter(y14, open, torch), 4, 0, "bright");
    row("torch: 25 ft is dim", combatEncounter(y14, open, torch), 5, 0, "dim");
    row("torch: 40 ft is the edge of its dim light", combatEncounter(y14, open, torch), 8, 0, "dim");
    row("torch: 45 ft is dark", combatEncounter(y14, open, torch), 9, 0, "dark");
    row("torch: Euclidean, the diagonal (4,4) is 28 ft: dim", combatEncounter(y14, {".....", ".....", ".....", ".....", "....."}, torch), 4, 4, "dim");
    row("a light never darkens an ambient bright square",
        combatEncounter(y14, open, R"({"lights":[{"at":[0.5,0.5],"bright":0,"dim":10}]})"), 1, 0, "bright");
    const char *behindWall = R"({"options":{"light":"dark"},"lights":[{"at":[1.5,1.5],"bright":20,"dim":20}],
                                "walls":[{"from":[3,0],"to":[3,3]}]})";
    row("a torch behind a wall: dark", combatEncounter(y14, open, behindWall), 4, 1, "dark");
    row("a torch behind a wall: its own side is bright", combatEncounter(y14, open, behindWall), 2, 1, "bright");
    row("a closed door stops the light",
        combatEncounter(y14, open, R"({"options":{"light":"dark"},"lights":[{"at":[1.5,1.5],"bright":20,"dim":20}],
                                      "walls":[{"from":[3,0],"to":[3,3],"door":"closed"}]})"), 4, 1, "dark");
    row("an open door lets the light through",
        combatEncounter(y14, open, R"({"options":{"light":"dark"},"lights":[{"at":[1.5,1.5],"bright":20,"dim":20}],
                                      "walls":[{"from":[3,0],"to":[3,3],"door":"open"}]})"), 4, 1, "bright");
    row("a wall that doesn't block sight lets the light through",
        combatEncounter(y14, open, R"({"options":{"light":"dark"},"lights":[{"at":[1.5,1.5],"bright":20,"dim":20}],
                                      "walls":[{"from":[3,0],"to":[3,3],"blocksSight":false}]})"), 4, 1, "bright");
    row("a line through a wall's end point is not blocked (spread test)",
        combatEncounter(y14, open, R"({"options":{"light":"dark"},"lights":[{"at":[1.5,1.5],"bright":20,"dim":20}],
                                      "walls":[{"from":[3,0],"to":[3,1.5]}]})"), 4, 1, "bright");
    // RULES.md 11 version 4: a line through the joint of two walls crosses the barrier; one
    // that only grazes a corner doesn't.
    const QStringList room{"........", "........", "........", "........", "........"};
    const auto joint = [&](const char *walls) {
        return combatEncounter(y14, room, qPrintable(QStringLiteral(R"({"options":{"light":"dark"},"lights":[{"at":[1,0],"bright":40,"dim":0}],"walls":%1})")
                                                         .arg(QLatin1String(walls))));
    };
    const char *twoWalls = R"([{"from":[0,2],"to":[3,2]},{"from":[3,2],"to":[8,2]}])";
    row("through the joint of two walls in a row: dark", joint(twoWalls), 4, 3, "dark"); // (1,0)-(4.5,3.5) passes (3,2)
    row("through the joint of two walls, the walls listed the other way round: dark",
        joint(R"([{"from":[8,2],"to":[3,2]},{"from":[3,2],"to":[0,2]}])"), 4, 3, "dark");
    row("through the joint of a wall and a closed door: dark",
        joint(R"([{"from":[0,2],"to":[3,2]},{"from":[3,2],"to":[4,2],"door":"closed"},{"from":[4,2],"to":[8,2]}])"), 5, 4, "dark");
    row("through the joint of a wall and an open door: lit",
        joint(R"([{"from":[0,2],"to":[3,2]},{"from":[3,2],"to":[4,2],"door":"open"},{"from":[4,2],"to":[8,2]}])"), 4, 3, "bright");
    row("through the joint of a wall and a wall that doesn't block sight: lit",
        joint(R"([{"from":[0,2],"to":[3,2]},{"from":[3,2],"to":[8,2],"blocksSight":false}])"), 4, 3, "bright");
    row("through the corner of two walls at a right angle, one on each side: dark",
        joint(R"([{"from":[0,2],"to":[3,2]},{"from":[3,2],"to":[3,0]}])"), 4, 3, "dark");
    row("grazing the outside corner of two walls (both on one side): lit",
        joint(R"([{"from":[0,2],"to":[3,2]},{"from":[3,2],"to":[3,5]}])"), 4, 3, "bright");
    row("past the end of a single wall: lit", joint(R"([{"from":[0,2],"to":[3,2]}])"), 4, 3, "bright");
    row("through a joint with a third wall along the line: dark",
        joint(R"([{"from":[0,2],"to":[3,2]},{"from":[3,2],"to":[8,2]},{"from":[3,2],"to":[5,4]}])"), 4, 3, "dark");
    row("a joint at the light's own point doesn't block it",
        combatEncounter(y14, room, R"({"options":{"light":"dark"},"lights":[{"at":[3,2],"bright":40,"dim":0}],
                                      "walls":[{"from":[0,2],"to":[3,2]},{"from":[3,2],"to":[8,2]}]})"), 4, 3, "bright");
    row("a carried light through the joint of a wall and a closed door: dark",
        combatEncounter(y14, room, R"({"options":{"light":"dark"},"walls":[{"from":[0,2],"to":[3,2]},{"from":[3,2],"to":[4,2],"door":"closed"}],
                                      "creatures":[{"id":"c","side":"party","position":[0,0],"light":{"bright":30,"dim":0}}]})"), 5, 3, "dark");
    row("a blocked square stops the light", combatEncounter(y14, {".#...", ".....", "....."}, torch), 2, 0, "dark");
    row("a blocked square is lit itself", combatEncounter(y14, {".#...", ".....", "....."}, torch), 1, 0, "bright");

    // RULES.md 13.1 (version 3): a light a creature carries, at the centre of its space.
    const char *carried = R"({"options":{"light":"dark"},"creatures":[{"id":"c","side":"party","position":[1,1],"light":{"bright":10,"dim":10}}]})";
    row("carried: its own square is bright", combatEncounter(y14, open, carried), 1, 1, "bright");
    row("carried: 10 ft from the centre is bright", combatEncounter(y14, open, carried), 3, 1, "bright");
    row("carried: 15 ft is dim", combatEncounter(y14, open, carried), 4, 1, "dim");
    row("carried: 25 ft is dark", combatEncounter(y14, open, carried), 6, 1, "dark");
    row("carried by a Large creature: from the centre of its space (a grid point)",
        combatEncounter(y14, open, R"({"options":{"light":"dark"},"creatures":[{"id":"c","side":"party","size":"large","position":[0,0],"light":{"bright":5,"dim":0}}]})"),
        2, 1, "dark"); // (2.5,1.5) is 1.58 squares = 7.9 ft from (1,1)
    row("carried by a Large creature: its own squares are bright",
        combatEncounter(y14, open, R"({"options":{"light":"dark"},"creatures":[{"id":"c","side":"party","size":"large","position":[0,0],"light":{"bright":5,"dim":0}}]})"),
        1, 1, "bright");
    row("carried by a dead creature: it stays where it fell",
        combatEncounter(y14, open, R"({"options":{"light":"dark"},"creatures":[{"id":"c","side":"party","position":[1,1],"conditions":["dead"],"light":{"bright":10,"dim":0}}]})"),
        2, 1, "bright");
    row("carried by an unconscious creature: still lit",
        combatEncounter(y14, open, R"({"options":{"light":"dark"},"creatures":[{"id":"c","side":"party","position":[1,1],"conditions":["unconscious"],"light":{"bright":10,"dim":0}}]})"),
        2, 1, "bright");
    row("carried: a wall stops it",
        combatEncounter(y14, open, R"({"options":{"light":"dark"},"walls":[{"from":[3,0],"to":[3,3]}],"creatures":[{"id":"c","side":"party","position":[1,1],"light":{"bright":20,"dim":0}}]})"),
        3, 1, "dark");
    row("carried: the creature's own blocked square doesn't stop it",
        combatEncounter(y14, {".....", ".#...", "....."}, R"({"options":{"light":"dark"},"creatures":[{"id":"c","side":"party","size":"large","position":[0,0],"light":{"bright":15,"dim":0}}]})"),
        2, 2, "bright"); // from (1,1) through the blocked square (1,1) of its own space
    row("carried: another blocked square stops it",
        combatEncounter(y14, {"..#..", ".....", "....."}, R"({"options":{"light":"dark"},"creatures":[{"id":"c","side":"party","position":[1,0],"light":{"bright":15,"dim":0}}]})"),
        3, 0, "dark");
}

void TestSight::lightAt()
{
    QFETCH(Encounter, encounter);
    QFETCH(int, x);
    QFETCH(int, y);
    QFETCH(QString, light);
    QCOMPARE(lightLevelId(SightMap(encounter).lightAt({x, y})), light);
    QCOMPARE(lightLevelId(bruteLight(encounter, x, y)), light); // the cross-check's oracle agrees
}

void TestSight::sees_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("lineOfSight");
    QTest::addColumn<QString>("visibility");

    const char *y14 = "dnd5e-2014";
    const char *pf2 = "pf2e";
    const auto row = [](const char *name, const Encounter &e, const char *from, const char *to, bool los, const char *visibility) {
        QTest::newRow(name) << e << QString::fromLatin1(from) << QString::fromLatin1(to) << los << QString::fromLatin1(visibility);
    };
    const char *none = "{}";
    const char *dark = R"({"options":{"light":"dark"}})";
    const char *dim = R"({"options":{"light":"dim"}})";

    // line of sight
    row("bright, nothing between: observed", combatEncounter(y14, {"A...T"}, none), "a", "t", true, "observed");
    row("a wall between: no line of sight", combatEncounter(y14, {"A...T"}, R"({"walls":[{"from":[2,0],"to":[2,1]}]})"), "a", "t", false, "undetected");
    row("a closed door between: no line of sight",
        combatEncounter(y14, {"A...T"}, R"({"walls":[{"from":[2,0],"to":[2,1],"door":"closed"}]})"), "a", "t", false, "undetected");
    row("an open door between: seen",
        combatEncounter(y14, {"A...T"}, R"({"walls":[{"from":[2,0],"to":[2,1],"door":"open"}]})"), "a", "t", true, "observed");
    row("a line past a wall's end: seen", combatEncounter(y14, {"A...T", "....."}, R"({"walls":[{"from":[2,0.5],"to":[2,2]}]})"), "a", "t", true, "observed");
    row("a blocked square between: no line of sight", combatEncounter(y14, {"A#T"}, none), "a", "t", false, "undetected");
    row("two blocked squares meeting at a corner: no line between them",
        combatEncounter(y14, {"A#.", "#..", "..T"}, none), "a", "t", false, "undetected");
    row("creatures never block sight", combatEncounter(y14, {"A.X.T"}, none), "a", "t", true, "observed");
    row("cover objects never block sight", combatEncounter(y14, {"A.q.T"}, none), "a", "t", true, "observed");

    // light and darkvision
    row("darkness without darkvision: hidden", combatEncounter(y14, {"A...T"}, dark), "a", "t", true, "hidden");
    const QStringList wide{".............."};
    row("darkvision range edge: 60 ft is seen",
        combatEncounter(y14, wide, R"({"options":{"light":"dark"},"creatures":[
            {"id":"a","side":"party","position":[0,0],"senses":{"darkvision":60}},{"id":"t","side":"hostile","position":[12,0]}]})"),
        "a", "t", true, "concealed");
    row("elevation: darkvision 60 ft from 60 ft up reaches a square 55 ft away (m(11, 12) = 12)",
        combatEncounter(y14, wide, R"({"options":{"light":"dark"},"creatures":[
            {"id":"a","side":"party","position":[0,0],"elevation":60,"senses":{"darkvision":60}},{"id":"t","side":"hostile","position":[11,0]}]})"),
        "a", "t", true, "concealed");
    row("elevation: from 65 ft up it does not (13 squares, 65 ft)",
        combatEncounter(y14, wide, R"({"options":{"light":"dark"},"creatures":[
            {"id":"a","side":"party","position":[0,0],"elevation":65,"senses":{"darkvision":60}},{"id":"t","side":"hostile","position":[11,0]}]})"),
        "a", "t", true, "hidden");
    row("elevation: blindsight 30 ft misses a creature 50 ft below (pf2e 5-10-5 in 3-D: 55 ft)",
        combatEncounter(pf2, {"..T"}, R"({"options":{"light":"dark"},"creatures":[
            {"id":"a","side":"party","position":[0,0],"elevation":50,"senses":{"blindsight":30}}]})"),
        "a", "t", true, "hidden");
    row("darkvision range edge: 65 ft is dark",
        combatEncounter(y14, wide, R"({"options":{"light":"dark"},"creatures":[
            {"id":"a","side":"party","position":[0,0],"senses":{"darkvision":60}},{"id":"t","side":"hostile","position":[13,0]}]})"),
        "a", "t", true, "hidden");
    row("a creature half in darkness: its lit square is seen",
        combatEncounter(y14, {"........", "........"}, R"({"options":{"light":"dark"},"lights":[{"at":[4.5,0.5],"bright":2,"dim":0}],
            "creatures":[{"id":"a","side":"party","position":[0,0]},{"id":"t","side":"hostile","size":"large","position":[4,0]}]})"),
        "a", "t", true, "observed");
    row("a creature in darkness sees one in the light",
        combatEncounter(y14, {"A...T"}, R"({"options":{"light":"dark"},"lights":[{"at":[4.5,0.5],"bright":5,"dim":0}]})"),
        "a", "t", true, "observed");
    row("5e dim light: seen (lightly obscured)", combatEncounter(y14, {"A...T"}, dim), "a", "t", true, "concealed");

    // obscured terrain
    row("heavy fog: hidden even with darkvision",
        combatEncounter(y14, {"....T"}, R"({"terrain":[{"type":"difficult","obscured":"heavy","squares":[[4,0]]}],
            "creatures":[{"id":"a","side":"party","position":[0,0],"senses":{"darkvision":60}}]})"), "a", "t", true, "hidden");
    // Version 3 (RULES.md 12): it does now (version 2 said it didn't).
    row("heavy fog between hides what is beyond it",
        combatEncounter(y14, {"A...T"}, R"({"terrain":[{"type":"difficult","obscured":"heavy","squares":[[2,0]]}]})"),
        "a", "t", true, "hidden");
    row("light fog: seen, lightly obscured",
        combatEncounter(y14, {"A...T"}, R"({"terrain":[{"type":"difficult","obscured":"light","squares":[[4,0]]}]})"),
        "a", "t", true, "concealed");

    // blinded, blindsight, invisible, truesight
    row("a blinded viewer sees nothing", combatEncounter(y14, {"....T"}, R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["blinded"]}]})"),
        "a", "t", true, "undetected");
    row("blindsight through fog",
        combatEncounter(y14, {"..T.."}, R"({"terrain":[{"type":"difficult","obscured":"heavy","squares":[[2,0]]}],
            "creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["blinded"],"senses":{"blindsight":10}}]})"),
        "a", "t", true, "observed");
    row("blindsight out of range: a blinded viewer sees nothing",
        combatEncounter(y14, {"...T."}, R"({"creatures":[{"id":"a","side":"party","position":[0,0],"conditions":["blinded"],"senses":{"blindsight":10}}]})"),
        "a", "t", true, "undetected");
    row("blindsight needs line of sight",
        combatEncounter(y14, {"..T.."}, R"({"walls":[{"from":[1,0],"to":[1,1]}],
            "creatures":[{"id":"a","side":"party","position":[0,0],"senses":{"blindsight":30}}]})"), "a", "t", false, "undetected");
    row("blindsight finds the invisible",
        combatEncounter(y14, {"....."}, R"({"creatures":[{"id":"a","side":"party","position":[0,0],"senses":{"blindsight":10}},
            {"id":"t","side":"hostile","position":[2,0],"conditions":["invisible"]}]})"), "a", "t", true, "observed");
    row("invisible: hidden", combatEncounter(y14, {"A...."}, R"({"creatures":[{"id":"t","side":"hostile","position":[4,0],"conditions":["invisible"]}]})"),
        "a", "t", true, "hidden");
    row("truesight within range sees the invisible",
        combatEncounter(y14, {"....."}, R"({"creatures":[{"id":"a","side":"party","position":[0,0],"senses":{"truesight":20}},
            {"id":"t","side":"hostile","position":[4,0],"conditions":["invisible"]}]})"), "a", "t", true, "observed");
    row("truesight out of range: invisible stays hidden",
        combatEncounter(y14, {"....."}, R"({"creatures":[{"id":"a","side":"party","position":[0,0],"senses":{"truesight":15}},
            {"id":"t","side":"hostile","position":[4,0],"conditions":["invisible"]}]})"), "a", "t", true, "hidden");

    // pf2e ladder
    row("pf2e dim light: concealed", combatEncounter(pf2, {"A...T"}, dim), "a", "t", true, "concealed");
    row("pf2e low-light vision in dim light: observed",
        combatEncounter(pf2, {"....T"}, R"({"options":{"light":"dim"},"creatures":[{"id":"a","side":"party","position":[0,0],"senses":{"lowLightVision":true}}]})"),
        "a", "t", true, "observed");
    row("pf2e darkvision in dim light: observed",
        combatEncounter(pf2, {"....T"}, R"({"options":{"light":"dim"},"creatures":[{"id":"a","side":"party","position":[0,0],"senses":{"darkvision":60}}]})"),
        "a", "t", true, "observed");
    row("pf2e low-light vision in darkness: hidden",
        combatEncounter(pf2, {"....T"}, R"({"options":{"light":"dark"},"creatures":[{"id":"a","side":"party","position":[0,0],"senses":{"lowLightVision":true}}]})"),
        "a", "t", true, "hidden");
    row("pf2e darkvision in darkness: observed",
        combatEncounter(pf2, {"....T"}, R"({"options":{"light":"dark"},"creatures":[{"id":"a","side":"party","position":[0,0],"senses":{"darkvision":60}}]})"),
        "a", "t", true, "observed");
    row("pf2e light fog: concealed",
        combatEncounter(pf2, {"A...T"}, R"({"terrain":[{"type":"difficult","obscured":"light","squares":[[4,0]]}]})"), "a", "t", true, "concealed");
    row("pf2e no line of sight: undetected", combatEncounter(pf2, {"A#T"}, none), "a", "t", false, "undetected");

    // RULES.md 12 version 3: heavy obscurement blocks vision through it, not line of sight.
    const char *column = R"({"terrain":[{"type":"difficult","obscured":"heavy","rect":[2,0,1,3]}]})";
    row("v3: a fog column between them: line of sight, not seen", combatEncounter(y14, {"A...T", ".....", "....."}, column), "a", "t", true, "hidden");
    row("v3: pf2e fog column between: hidden", combatEncounter(pf2, {"A...T", ".....", "....."}, column), "a", "t", true, "hidden");
    row("v3: the viewer inside the fog sees out of its own square",
        combatEncounter(y14, {".....", ".....", "....."}, R"({"terrain":[{"type":"difficult","obscured":"heavy","squares":[[0,1]]}],
            "creatures":[{"id":"a","side":"party","position":[0,1]},{"id":"t","side":"hostile","position":[4,1]}]})"), "a", "t", true, "observed");
    row("v3: a fog square beside the line doesn't block it",
        combatEncounter(y14, {"A...T", ".....", "....."}, R"({"terrain":[{"type":"difficult","obscured":"heavy","squares":[[2,1]]}]})"),
        "a", "t", true, "observed");
    row("v3: a line that passes the fog: seen",
        combatEncounter(y14, {"A....", ".....", "....T"}, R"({"terrain":[{"type":"difficult","obscured":"heavy","rect":[2,0,1,1]}]})"),
        "a", "t", true, "observed");
    row("v3: every line through the fog: hidden",
        combatEncounter(y14, {"A....", ".....", "....T"}, R"({"terrain":[{"type":"difficult","obscured":"heavy","rect":[2,0,1,3]}]})"),
        "a", "t", true, "hidden");
    row("v3: light fog doesn't block the view", combatEncounter(pf2, {"A...T"}, R"({"terrain":[{"type":"difficult","obscured":"light","squares":[[2,0]]}]})"),
        "a", "t", true, "observed");
    row("v3: blindsight sees through the fog",
        combatEncounter(y14, {"....T", ".....", "....."}, R"({"terrain":[{"type":"difficult","obscured":"heavy","rect":[2,0,1,3]}],
            "creatures":[{"id":"a","side":"party","position":[0,0],"senses":{"blindsight":30}}]})"), "a", "t", true, "observed");
    row("v3: a Fog Cloud kept on the map blocks the view too",
        combatEncounter(y14, {"A...T", ".....", "....."}, R"({"combat":{"effects":[{"name":"Fog Cloud","area":{"shape":"sphere","size":5,"origin":[2,1],"obscured":"heavy","squares":[[2,0],[2,1],[2,2]]}}]}})"),
        "a", "t", true, "hidden");
    row("v3: darkness between doesn't block a lit target",
        combatEncounter(y14, {"A...T"}, R"({"options":{"light":"dark"},"lights":[{"at":[0.5,0.5],"bright":5,"dim":0},{"at":[4.5,0.5],"bright":5,"dim":0}]})"),
        "a", "t", true, "observed");
}

void TestSight::sees()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, lineOfSight);
    QFETCH(QString, visibility);
    const Creature *a = encounter.creature(from);
    const Creature *b = encounter.creature(to);
    QVERIFY(a && b);
    const SightMap sight(encounter);
    QCOMPARE(sight.lineOfSight(*a, *b), lineOfSight);
    QCOMPARE(visibilityId(sight.visibility(*a, *b)), visibility);
    const bool seen = visibility == QLatin1String("observed") || visibility == QLatin1String("concealed");
    QCOMPARE(sight.sees(*a, *b), seen);
    QCOMPARE(bm::sees(encounter, *a, *b), seen);
}

void TestSight::visibleSquaresMatchBruteForce_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 200; ++seed)
        QTest::addRow("random map %u", seed) << seed;
}

// Random walls (on half squares, so ends often touch lines and corners), doors, blocked
// and obscured squares, lights and viewers: the cached field agrees with checking every
// line against every obstacle.
void TestSight::visibleSquaresMatchBruteForce()
{
    QFETCH(quint32, seed);
    QRandomGenerator rng(seed);
    const int w = 6 + rng.bounded(14);
    const int h = 5 + rng.bounded(12);
    const auto half = [&](int n) { return rng.bounded(2 * n + 1) / 2.0; };
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("battlemap-encounter");
    o[QStringLiteral("version")] = 1;
    o[QStringLiteral("ruleset")] = rng.bounded(2) ? QStringLiteral("pf2e") : QStringLiteral("dnd5e-2014");
    o[QStringLiteral("grid")] = QJsonObject{{QStringLiteral("width"), w}, {QStringLiteral("height"), h}};
    static const char *const ambient[] = {"bright", "dim", "dark"};
    o[QStringLiteral("options")] = QJsonObject{{QStringLiteral("light"), QLatin1String(ambient[rng.bounded(3)])}};
    QJsonArray walls;
    for (int i = 0, n = rng.bounded(12); i < n; ++i) {
        static const char *const doors[] = {"none", "open", "closed"};
        walls.append(QJsonObject{{QStringLiteral("from"), QJsonArray{half(w), half(h)}},
                                 {QStringLiteral("to"), QJsonArray{half(w), half(h)}},
                                 {QStringLiteral("door"), QLatin1String(doors[rng.bounded(3)])}});
    }
    o[QStringLiteral("walls")] = walls;
    QJsonArray terrain;
    for (int i = 0, n = rng.bounded(6); i < n; ++i) {
        static const char *const obscured[] = {"light", "heavy"};
        QJsonObject area{{QStringLiteral("type"), rng.bounded(2) ? QStringLiteral("blocked") : QStringLiteral("difficult")},
                         {QStringLiteral("squares"), QJsonArray{QJsonArray{int(rng.bounded(w)), int(rng.bounded(h))}}}};
        if (rng.bounded(2))
            area[QStringLiteral("obscured")] = QLatin1String(obscured[rng.bounded(2)]);
        terrain.append(area);
    }
    o[QStringLiteral("terrain")] = terrain;
    QJsonArray lights;
    for (int i = 0, n = rng.bounded(3); i < n; ++i)
        lights.append(QJsonObject{{QStringLiteral("at"), QJsonArray{half(w), half(h)}},
                                  {QStringLiteral("bright"), 5 * int(rng.bounded(5))},
                                  {QStringLiteral("dim"), 5 * int(rng.bounded(5))}});
    o[QStringLiteral("lights")] = lights;
    QJsonArray creatures;
    for (int i = 0; i < 4; ++i) {
        const int size = rng.bounded(4) == 0 ? 2 : 1;
        QJsonObject c{{QStringLiteral("id"), QStringLiteral("c%1").arg(i)},
                      {QStringLiteral("side"), QStringLiteral("party")},
                      {QStringLiteral("size"), size == 2 ? QStringLiteral("large") : QStringLiteral("medium")},
                      {QStringLiteral("position"), QJsonArray{int(rng.bounded(w - size + 1)), int(rng.bounded(h - size + 1))}},
                      {QStringLiteral("senses"), QJsonObject{{QStringLiteral("darkvision"), 15 * int(rng.bounded(3))},
                                                             {QStringLiteral("blindsight"), 10 * int(rng.bounded(2))}}}};
        if (rng.bounded(5) == 0)
            c[QStringLiteral("conditions")] = QJsonArray{QStringLiteral("blinded")};
        if (rng.bounded(3) == 0) // version 3: a carried light
            c[QStringLiteral("light")] = QJsonObject{{QStringLiteral("bright"), 5 * int(rng.bounded(4))},
                                                     {QStringLiteral("dim"), 5 * int(rng.bounded(4))}};
        creatures.append(c);
    }
    o[QStringLiteral("creatures")] = creatures;
    const ReadResult read = readEncounter(QJsonDocument(o).toJson());
    QVERIFY2(read.ok(), qPrintable(read.errors.empty() ? QString() : read.errors.front().field + QLatin1Char(' ') + read.errors.front().message));
    const Encounter &e = read.encounter;
    const SightMap sight(e);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            QCOMPARE(lightLevelId(sight.lightAt({x, y})), lightLevelId(bruteLight(e, x, y)));
    for (const Creature &c : e.creatures)
        QCOMPARE(squaresText(sight.visibleSquares(c)), squaresText(bruteVisible(e, c)));
}

// The sweep's fields (what each creature sees, and the fog it sees) are the
// reference's, square for square, on 2,000 random maps; and again after each of three steps
// of a creature carrying a light (only the light changed for the others: their fields are
// decided again where it did).
void TestSight::sweepMatchesReference_data()
{
    QTest::addColumn<Encounter>("encounter");
    // The sanitizer run (scripts/sanitize.sh) looks for memory errors, not for a wrong
    // square: the first 500 maps (100 chained) reach every path of the sweep; the normal
    // run checks 2,000 (500 chained).
#ifdef BM_SANITIZER_RUN
    constexpr quint32 maps = 500, chained = 100;
#else
    constexpr quint32 maps = 2000, chained = 500;
#endif
    for (quint32 seed = 1; seed <= maps; ++seed) {
        QString what;
        const Encounter e = randomSightMap(seed, what);
        QTest::addRow("map %u: %s", seed, qPrintable(what)) << e;
    }
    // The same maps with their walls chained end to end, five to a polyline: the joints
    // of rooms and imported walls, whose wedges the sweep blocks (SweepBins::addJoint).
    for (quint32 seed = 1; seed <= chained; ++seed) {
        QString what;
        Encounter e = randomSightMap(seed, what);
        for (qsizetype i = 1; i < e.walls.size(); ++i)
            if (i % 5 != 0)
                e.walls[i].from = e.walls[i - 1].to;
        QTest::addRow("map %u, its walls chained: %s", seed, qPrintable(what)) << e;
    }
}

void TestSight::sweepMatchesReference()
{
    QFETCH(Encounter, encounter);
    Encounter e = encounter;
    SightMap sweep(e);
    sweep.setMethod(SightMap::Method::Sweep); // the sweep even where Auto wouldn't
    SightMap cast(e);
    cast.setMethod(SightMap::Method::Cast);   // the cast, likewise
    SightMap automatic(e);                    // what the window uses
    QCOMPARE(automatic.method(), SightMap::Method::Auto);
    SightMap reference(e);
    reference.setMethod(SightMap::Method::Reference);
    // The first difference of any creature's fields, in words; empty when they agree.
    const auto difference = [&](const char *when) {
        for (const auto &[sight, method] : {std::pair{&cast, "cast"}, std::pair{&sweep, "bins"}, std::pair{&automatic, "Auto"}}) {
            const QString differs = fieldsDiffer(e, *sight, reference, method);
            if (!differs.isEmpty())
                return QStringLiteral("%1, %2").arg(QLatin1String(when), differs);
        }
        return QString();
    };
    // RULES.md 12: a side sees the union of what its creatures see, whichever way the
    // fields are made.
    const auto notTheUnion = [&](const char *when) {
        for (const SightMap *sight : {&sweep, &cast, &automatic, &reference}) {
            for (const Side side : {Side::Party, Side::Hostile}) {
                std::vector<GridPoint> all;
                for (const Creature &c : e.creatures)
                    if (c.side == side)
                        for (const GridPoint &p : sight->visibleSquares(c))
                            all.push_back(p);
                std::sort(all.begin(), all.end(), [](GridPoint p, GridPoint q) { return p.y != q.y ? p.y < q.y : p.x < q.x; });
                all.erase(std::unique(all.begin(), all.end()), all.end());
                const QString union_ = squaresText(all);
                const QString seen = squaresText(sight->visibleSquares(side));
                if (seen != union_)
                    return QStringLiteral("%1, side %2: %3, the union of its creatures' %4")
                        .arg(QLatin1String(when), sideId(side), seen, union_);
            }
        }
        return QString();
    };
    QString problem = difference("at the start");
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    problem = notTheUnion("at the start");
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // A torch carried across the map (the first creature, given one if it has none).
    Creature &bearer = e.creatures.front();
    if (!bearer.light)
        bearer.light = CarriedLight{20, 20, {}};
    QRandomGenerator rng(e.width * 1000 + e.height);
    for (const char *step : {"after a step", "after a second step", "after a third step"}) {
        bearer.position = {int(rng.bounded(e.width - bearer.spaceSquares() + 1)), int(rng.bounded(e.height - bearer.spaceSquares() + 1))};
        problem = difference(step);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = notTheUnion(step);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestSight::seesFromAFieldAsByTheLines_data()
{
    QTest::addColumn<Encounter>("encounter");
    // The random maps of sweepMatchesReference (Large and Huge creatures on blocked and fog
    // squares among them), some creatures invisible or hidden, from a generator of their
    // own so the maps stay the same.
#ifdef BM_SANITIZER_RUN
    constexpr quint32 maps = 150;
#else
    constexpr quint32 maps = 600;
#endif
    for (quint32 seed = 1; seed <= maps; ++seed) {
        QString what;
        Encounter e = randomSightMap(seed, what);
        QRandomGenerator states(seed ^ 0x51de5u);
        for (Creature &c : e.creatures) {
            const int r = int(states.bounded(100));
            if (r < 10)
                c.conditions.append(QStringLiteral("invisible"));
            else if (r < 20)
                c.hidden = HiddenState{int(states.bounded(25)), {}, false, {}};
        }
        QTest::addRow("map %u: %s", seed, qPrintable(what)) << e;
    }
}

void TestSight::seesFromAFieldAsByTheLines()
{
    // Whether one creature sees another: asked of a sight map that has made every
    // creature's field (the window's, where the party's are made for the fog), and of a
    // fresh one for each question (only the lines to answer), the same answer.
    QFETCH(Encounter, encounter);
    SightMap withFields(encounter);
    for (const Creature &c : encounter.creatures)
        withFields.visibilityField(c);
    int asked = 0;
    for (const Creature &a : encounter.creatures)
        for (const Creature &b : encounter.creatures) {
            if (a.id == b.id)
                continue;
            const SightMap byLines(encounter);
            const bool expected = byLines.sees(a, b);
            QVERIFY2(withFields.sees(a, b) == expected,
                     qPrintable(QStringLiteral("%1 sees %2: %3 by the lines").arg(a.id, b.id, expected ? QStringLiteral("yes") : QStringLiteral("no"))));
            QCOMPARE(byLines.fieldsComputed(), 0); // it answered by the lines alone
            ++asked;
        }
    QVERIFY(asked > 0);
}

void TestSight::sideSeesTheUnion_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QString>("side");
    QTest::addColumn<int>("squares"); // how many the side sees
    const char *y14 = "dnd5e-2014";
    QTest::newRow("two members either side of a wall see the whole map together")
        << combatEncounter(y14, {"A...B", "....."}, R"({"walls":[{"from":[2,0],"to":[2,2]}]})") << "party" << 10;
    QTest::newRow("a dead member beside the living one")
        << combatEncounter(y14, {"A...B", "....."}, R"({"walls":[{"from":[2,0],"to":[2,2]}],"creatures":[
                                    {"id":"d","side":"party","position":[0,1],"conditions":["dead"]}]})") << "party" << 10;
    // Public case p62's situation: on a dark map only the unconscious Gargantuan's carried
    // light shows the far room; the side sees what it sees.
    QTest::newRow("an unconscious Gargantuan member carrying its light, dark map")
        << combatEncounter(y14, {"..........", "..........", "..........", "..........", ".........."},
                           R"({"options":{"light":"dark"},"walls":[{"from":[5,0],"to":[5,5]}],"creatures":[
                               {"id":"g","side":"hostile","size":"gargantuan","position":[6,0],"conditions":["unconscious"],"light":{"bright":10,"dim":0}},
                               {"id":"h","side":"hostile","position":[0,0],"senses":{"darkvision":10}}]})")
        << "hostile" << 12 + 9; // its 12 lit squares, and 9 in the other's darkvision
    QTest::newRow("a side with no one on it sees nothing") << combatEncounter(y14, {"A...B"}) << "neutral" << 0;
    // The union reads each swept field within its bounds only: the squares the flood
    // reached and those within blindsight, which sees through the fog that stops the flood.
    QTest::newRow("a blindsight member sees through the fog that stops the flood")
        << combatEncounter(y14, {"........"},
                           R"({"creatures":[{"id":"s","side":"party","position":[4,0],"senses":{"blindsight":15}}],
                               "terrain":[{"type":"difficult","obscured":"heavy","squares":[[2,0]]}]})")
        << "party" << 7; // all but the square beyond the fog and its blindsight
    QTest::newRow("two members walled in rooms of their own away from the map's corner")
        << combatEncounter(y14, {"..............", "..............", "..............", "..............",
                                 "..............", "..............", "..............", ".............."},
                           R"({"creatures":[{"id":"a","side":"party","position":[3,2]},{"id":"b","side":"party","position":[9,5]}],
                               "walls":[{"from":[2,1],"to":[6,1]},{"from":[6,1],"to":[6,4]},{"from":[6,4],"to":[2,4]},{"from":[2,4],"to":[2,1]},
                                        {"from":[8,4],"to":[12,4]},{"from":[12,4],"to":[12,7]},{"from":[12,7],"to":[8,7]},{"from":[8,7],"to":[8,4]}]})")
        << "party" << 4 * 3 + 4 * 3;
}

// RULES.md 12: a side sees the union of what its creatures see (the random maps of
// sweepMatchesReference check the same on each of them).
void TestSight::sideSeesTheUnion()
{
    QFETCH(Encounter, encounter);
    QFETCH(QString, side);
    QFETCH(int, squares);
    const Side s = *sideFromId(side);
    // As the window makes the fields (Auto), and with the sweep and the reference alone.
    for (const SightMap::Method method : {SightMap::Method::Auto, SightMap::Method::Sweep, SightMap::Method::Reference}) {
        SightMap sight(encounter);
        sight.setMethod(method);
        std::vector<GridPoint> all;
        for (const Creature &c : encounter.creatures)
            if (c.side == s)
                for (const GridPoint &p : sight.visibleSquares(c))
                    all.push_back(p);
        std::sort(all.begin(), all.end(), [](GridPoint p, GridPoint q) { return p.y != q.y ? p.y < q.y : p.x < q.x; });
        all.erase(std::unique(all.begin(), all.end()), all.end());
        QCOMPARE(squaresText(sight.visibleSquares(s)), squaresText(all));
        QCOMPARE(int(sight.visibleSquares(s).size()), squares);
    }
}

// The sweep's shortcuts, each in the situation it is taken in, against the reference and
// the brute-force line test: blocked and fog squares the flood never reaches are left
// undecided (every line into them is blocked before them), except within a viewer's
// blindsight; the flood tries the ray to a square's centre first; far walls grazing the
// lines of a long corridor (the bins' margins far from the viewer); and, after a torch
// moved, only the squares its light may have changed are decided again.
void TestSight::sweepShortcuts_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<int>("seen"); // how many squares the first creature sees at the start
    const char *y14 = "dnd5e-2014";
    const QStringList room = {"............", "............", "............", "............", "............"};
    QTest::newRow("fog and rubble behind a wall, bright: the flood never reaches them")
        << combatEncounter(y14, {"......#.#...", "............", ".A.....#....", "............", "......#.#..."},
                           R"({"walls":[{"from":[4,0],"to":[4,5]}],
                               "terrain":[{"type":"difficult","obscured":"heavy","squares":[[6,1],[7,2],[8,3],[9,0]]}]})")
        << 4 * 5;
    QTest::newRow("fog and rubble behind a wall, dark, a lamp beyond it")
        << combatEncounter(y14, {"......#.#...", "............", ".A.....#....", "............", "......#.#..."},
                           R"({"options":{"light":"dark"},"walls":[{"from":[4,0],"to":[4,5]}],
                               "lights":[{"at":[8,2.5],"bright":20,"dim":10}],
                               "creatures":[{"id":"b","side":"party","position":[0,0],"light":{"bright":5,"dim":5}}],
                               "terrain":[{"type":"difficult","obscured":"heavy","squares":[[6,1],[7,3],[9,2]]}]})")
        << 6; // what b's light shows on A's side of the wall
    QTest::newRow("fog and rubble behind a door that is open")
        << combatEncounter(y14, {"......#.....", "............", ".A.....#....", "............", "............"},
                           R"({"walls":[{"from":[4,0],"to":[4,2]},{"from":[4,2],"to":[4,3],"door":"open"},{"from":[4,3],"to":[4,5]}],
                               "terrain":[{"type":"difficult","obscured":"heavy","squares":[[6,2],[8,1],[9,3]]}]})")
        << -1;
    QTest::newRow("a blindsight viewer beside fog behind fog, and rubble behind both")
        << combatEncounter(y14, room,
                           R"({"creatures":[{"id":"s","side":"party","position":[2,2],"senses":{"blindsight":15}}],
                               "terrain":[{"type":"difficult","obscured":"heavy","squares":[[3,2],[4,2],[3,1],[3,3],[2,1],[2,3],[1,1],[1,2],[1,3]]},
                                          {"type":"blocked","squares":[[5,2],[4,1],[0,2]]}]})")
        << -1;
    QTest::newRow("a blindsight viewer walled in with fog and rubble beyond the wall")
        << combatEncounter(y14, room,
                           R"({"options":{"light":"dark"},
                               "creatures":[{"id":"s","side":"party","position":[1,2],"senses":{"blindsight":20}}],
                               "walls":[{"from":[3,0],"to":[3,5]}],
                               "terrain":[{"type":"difficult","obscured":"heavy","squares":[[4,2],[5,2]]},{"type":"blocked","squares":[[4,1],[4,3]]}]})")
        << -1;
    QTest::newRow("a short wall on the ray to the centres of a row: reached off the centre")
        << combatEncounter(y14, {"............", "............", "A..........#", "............", "............"},
                           R"({"walls":[{"from":[3,2.3],"to":[3,2.7]},{"from":[6,1.4],"to":[6.2,1.6]}],
                               "terrain":[{"type":"difficult","obscured":"heavy","squares":[[9,2]]}]})")
        << -1;
    QTest::newRow("a wall through the centre of every square of a row, end on")
        << combatEncounter(y14, {"............", "............", "A...........", "............", "............"},
                           R"({"walls":[{"from":[2,2.5],"to":[12,2.5]}]})")
        << -1;
    // A square's two facing edges meet at its corner nearest the viewer's point; the sweep
    // blocks the wedges around that corner's direction with the square itself (the larger
    // of a ray's two facing-line crossings), a bin clear of the square's outer corners.
    const QStringList hall = {"..............", "..............", "..............", "..............",
                              "..............", "..............", "..............", ".............."};
    QTest::newRow("rubble and fog off the viewer's diagonals: seen up to their near corners, hidden behind them")
        << combatEncounter(y14, hall,
                           R"({"creatures":[{"id":"a","side":"party","position":[1,1]}],
                               "terrain":[{"type":"blocked","squares":[[6,3],[9,6],[4,2]]},
                                          {"type":"difficult","obscured":"heavy","squares":[[4,6],[10,2],[3,4]]}]})")
        << -1;
    QTest::newRow("fog and rubble touching the viewer's corners: lines grazing their near corners")
        << combatEncounter(y14, hall,
                           R"({"creatures":[{"id":"a","side":"party","position":[5,4]}],
                               "terrain":[{"type":"blocked","squares":[[4,5],[6,3],[3,2],[8,7]]},
                                          {"type":"difficult","obscured":"heavy","squares":[[6,5],[4,3],[7,6],[2,1]]}]})")
        << -1;
    QTest::newRow("rubble and fog squares meeting at corners in a staircase, a Large viewer")
        << combatEncounter(y14, hall,
                           R"({"creatures":[{"id":"a","side":"party","size":"large","position":[1,5]}],
                               "terrain":[{"type":"blocked","squares":[[5,1],[6,2],[7,3],[8,4],[9,5]]},
                                          {"type":"difficult","obscured":"heavy","squares":[[4,4],[5,3],[11,1],[12,2]]}]})")
        << -1;
    QTest::newRow("a thicket of rubble and fog: lines squeezing past their near corners")
        << combatEncounter(y14, {"...#.....#.", ".#.....#...", "....#......", "#.....#..#.", "..#..A...#.", "......#....",
                                 ".#..#....#.", "....#...#..", "..#.....#..", "#....#....#", "...#...#..."},
                           R"({"terrain":[{"type":"difficult","obscured":"heavy",
                                           "squares":[[3,3],[7,5],[4,6],[6,2],[2,5],[8,3],[5,7],[7,7],[1,1],[9,9],[3,2],[7,3]]}]})")
        << -1;
    // Walls meeting end to end: the sweep blocks the wedges around a joint's direction
    // when the two walls lie on either side of it, a bin clear of their far ends.
    QTest::newRow("a room of walls meeting at its corners, the viewer inside: nothing outside seen")
        << combatEncounter(y14, hall,
                           R"({"creatures":[{"id":"a","side":"party","position":[4,3]}],
                               "walls":[{"from":[2,1],"to":[11,1]},{"from":[11,1],"to":[11,6]},{"from":[11,6],"to":[2,6]},
                                        {"from":[2,6],"to":[2,1]}]})")
        << 9 * 5;
    QTest::newRow("an L of two walls from outside its corner: the squares past the corner seen")
        << combatEncounter(y14, hall,
                           R"({"creatures":[{"id":"a","side":"party","position":[1,1]}],
                               "walls":[{"from":[5,4],"to":[5,7]},{"from":[5,4],"to":[9,4]},
                                        {"from":[10,1],"to":[10,2.5]},{"from":[10,2.5],"to":[13,2.5]}]})")
        << -1;
    QTest::newRow("a polyline zigzag with joints on and off the lines between inset points")
        << combatEncounter(y14, hall,
                           R"({"creatures":[{"id":"a","side":"party","position":[0,3]}],
                               "walls":[{"from":[4,0],"to":[5,2.05]},{"from":[5,2.05],"to":[4.5,3]},{"from":[4.5,3],"to":[6,4.95]},
                                        {"from":[6,4.95],"to":[5,6]},{"from":[5,6],"to":[7,8]},
                                        {"from":[9,1],"to":[9,3.5]},{"from":[9,3.5],"to":[9,6]},{"from":[12,2],"to":[12,3.05]},
                                        {"from":[12,3.05],"to":[13,3.05]}]})")
        << -1;
    const QStringList farHall = {QString(300, QLatin1Char('.')), QString(300, QLatin1Char('.')), QString(300, QLatin1Char('.'))};
    QTest::newRow("a long corridor closed by walls meeting at far corners, a door in a joint, tiny far V's")
        << combatEncounter(y14, farHall,
                           R"({"creatures":[{"id":"a","side":"party","position":[0,1]}],
                               "walls":[{"from":[0,0.5],"to":[150,0.5]},{"from":[150,0.5],"to":[290,0.5]},{"from":[290,0.5],"to":[290,2.5]},
                                        {"from":[290,2.5],"to":[200,2.5]},{"from":[200,2.5],"to":[201,2.5],"door":"open"},
                                        {"from":[201,2.5],"to":[0,2.5],"door":"closed"},
                                        {"from":[249.9,1.4],"to":[250,1.5]},{"from":[250,1.5],"to":[249.9,1.6]},
                                        {"from":[270,1.2],"to":[270.1,1.25]},{"from":[270.1,1.25],"to":[270,1.3]}]})")
        << -1;
    // Found by shrinking random maps on which a blocked radius 5% short of the entry into
    // the square failed: the lines into a fog or rubble square's own inset point near its
    // near corner, the square itself the target.
    QStringList tall;
    for (int y = 0; y < 35; ++y)
        tall << QString(25, QLatin1Char('.'));
    QTest::newRow("fog and a fog-filled rubble square far off the viewer's diagonal, dim, darkvision: their near corners")
        << combatEncounter("dnd5e-2024", tall,
                           R"({"options":{"light":"dim"},
                               "creatures":[{"id":"c","side":"party","position":[0,9],"senses":{"darkvision":60}},
                                            {"id":"b","side":"party","position":[24,0]}],
                               "terrain":[{"type":"difficult","obscured":"heavy","squares":[[12,24]]},
                                          {"type":"blocked","obscured":"heavy","squares":[[15,26]]}]})")
        << -1;
    QTest::newRow("a Small viewer, rubble and a fog-filled rubble square, dim, pf2e")
        << combatEncounter("pf2e", tall,
                           R"({"options":{"light":"dim"},
                               "creatures":[{"id":"c","side":"party","size":"small","position":[19,3],"senses":{"darkvision":30}},
                                            {"id":"b","side":"party","position":[24,34]}],
                               "terrain":[{"type":"blocked","squares":[[15,6]]},
                                          {"type":"blocked","obscured":"heavy","squares":[[8,13]]}]})")
        << -1;
    // 300 squares long: far walls ending on, and a hair off, the lines between inset points.
    const QStringList corridor = {QString(300, QLatin1Char('.')), QString(300, QLatin1Char('.')), QString(300, QLatin1Char('.'))};
    QTest::newRow("a long corridor, far walls ending on a line and a hair off it")
        << combatEncounter(y14, corridor,
                           R"({"creatures":[{"id":"a","side":"party","position":[0,1]}],
                               "walls":[{"from":[250,0],"to":[250,1.05]},{"from":[251,3],"to":[251,1.9500001]},
                                        {"from":[270,0],"to":[270,1.0499999]},{"from":[280,3],"to":[280.5,1.95]},
                                        {"from":[299,0],"to":[299.05,1.05]}],
                               "terrain":[{"type":"blocked","squares":[[290,0],[290,2]]},{"type":"difficult","obscured":"heavy","squares":[[295,1]]}]})")
        << -1;
    QTest::newRow("a long corridor, far squares of rubble and fog a bin or two wide, squares seen beside them")
        << combatEncounter(y14, {QString(300, QLatin1Char('.')), QString(300, QLatin1Char('.')), QString(300, QLatin1Char('.')),
                                 QString(300, QLatin1Char('.')), QString(300, QLatin1Char('.'))},
                           R"({"creatures":[{"id":"a","side":"party","position":[0,2]}],
                               "terrain":[{"type":"blocked","squares":[[150,1],[250,3],[251,0]]},
                                          {"type":"difficult","obscured":"heavy","squares":[[200,3],[270,1],[285,4]]}]})")
        << -1;
}

void TestSight::sweepShortcuts()
{
    QFETCH(Encounter, encounter);
    QFETCH(int, seen);
    Encounter e = encounter;
    SightMap sweep(e);
    sweep.setMethod(SightMap::Method::Sweep);
    SightMap cast(e);
    cast.setMethod(SightMap::Method::Cast);
    SightMap automatic(e);
    SightMap reference(e);
    reference.setMethod(SightMap::Method::Reference);
    const auto check = [&](const char *when) {
        for (const Creature &c : e.creatures) {
            const QString brute = squaresText(bruteVisible(e, c));
            QVERIFY2(squaresText(reference.visibleSquares(c)) == brute, qPrintable(QStringLiteral("%1, %2: the reference").arg(QLatin1String(when), c.id)));
        }
        for (const auto &[sight, method] : {std::pair{&sweep, "bins"}, std::pair{&cast, "cast"}, std::pair{&automatic, "Auto"}}) {
            const QString differs = fieldsDiffer(e, *sight, reference, method);
            QVERIFY2(differs.isEmpty(), qPrintable(QStringLiteral("%1, %2").arg(QLatin1String(when), differs)));
        }
    };
    check("at the start");
    if (QTest::currentTestFailed())
        return;
    if (seen >= 0)
        QCOMPARE(int(sweep.visibleSquares(e.creatures.front()).size()), seen);
    // A torch carried along the middle row: only the light changed for the others.
    Creature &bearer = e.creatures.back();
    if (!bearer.light)
        bearer.light = CarriedLight{20, 20, {}};
    for (const int x : {2, 5, 8, 10}) {
        bearer.position = {std::min(x, e.width - 1), std::min(2, e.height - 1)};
        check("after the torch moved");
        if (QTest::currentTestFailed())
            return;
    }
}

// The cast (SightMap::castField) on the situations its shortcuts meet, square for square
// the reference's, for every creature, with and without a torch carried past: lines that
// end exactly on a wall's end, run along a row of points, pass a joint or the corner two
// boxes share; runs of fog and rubble side by side; a Large viewer; walls cut by many rows.
// `cast`: whether the cast takes the first creature's field (not when an obstacle passes
// through one of its corner points: every line from there is a tie, and the bins decide).
void TestSight::castMatchesReference_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<bool>("cast");
    const char *y14 = "dnd5e-2014";
    const QStringList open = {"............", "............", "............", "............", "............", "............",
                              "............", "............"};
    QStringList withA = open;
    withA[0][0] = QLatin1Char('A');
    QTest::newRow("a wall's end exactly on the diagonal from a corner point to a square's point")
        << combatEncounter(y14, withA, R"({"walls":[{"from":[2,2],"to":[2,3]},{"from":[6,6],"to":[7,6]}]})") << true;
    QTest::newRow("a wall along a row of points")
        << combatEncounter(y14, withA, R"({"walls":[{"from":[3,2.05],"to":[8,2.05]},{"from":[1,4.95],"to":[6,4.95]}]})") << true;
    QTest::newRow("walls ending on a row of points, and on a column")
        << combatEncounter(y14, withA, R"({"walls":[{"from":[5,1],"to":[5.5,3.05]},{"from":[2.95,4],"to":[4,6]}]})") << true;
    QTest::newRow("rubble touching at a corner on the diagonal, and side by side")
        << combatEncounter(y14, {"A...........", "............", "..#.........", "...#........", "......##....", "......#.....",
                                 "............", "............"})
        << true;
    QTest::newRow("fog side by side, below and diagonal")
        << combatEncounter(y14, withA, R"({"terrain":[{"type":"difficult","obscured":"heavy","squares":[[3,1],[4,1],[5,1],[4,2],[2,4],[3,5],[8,6],[8,7]]}]})")
        << true;
    QTest::newRow("a joint of two walls on the line to a point, and a room's corners")
        << combatEncounter(y14, withA, R"({"walls":[{"from":[2,0],"to":[2,2]},{"from":[2,2],"to":[4,2]},
                                                   {"from":[6,3],"to":[10,3]},{"from":[10,3],"to":[10,7]},{"from":[10,7],"to":[6,7]}]})")
        << true;
    QTest::newRow("a Large viewer among walls, fog and rubble")
        << combatEncounter(y14, {"............", "............", "....#.......", "............", "............", "............",
                                 "............", "............"},
                           R"({"creatures":[{"id":"l","side":"party","position":[5,4],"size":"large"}],
                               "walls":[{"from":[3,3],"to":[4,6]},{"from":[8,1],"to":[9,5]},{"from":[2,6.5],"to":[11,6.5]}],
                               "terrain":[{"type":"difficult","obscured":"heavy","squares":[[7,5],[7,6],[1,1]]}]})")
        << true;
    QTest::newRow("long slanted walls cut by every row, to the map's edge")
        << combatEncounter(y14, withA, R"({"walls":[{"from":[1.3,1],"to":[3.7,8]},{"from":[4.2,0.5],"to":[11.9,7.6]},{"from":[0.5,7.9],"to":[11.5,5.1]}]})")
        << true;
    QTest::newRow("a wall through a corner point of the viewer: the bins decide")
        << combatEncounter(y14, withA, R"({"walls":[{"from":[0.05,0],"to":[0.05,3]},{"from":[3,1],"to":[5,4]}]})") << false;
}

void TestSight::castMatchesReference()
{
    QFETCH(Encounter, encounter);
    QFETCH(bool, cast);
    Encounter e = encounter;
    SightMap casting(e);
    casting.setMethod(SightMap::Method::Cast);
    SightMap reference(e);
    reference.setMethod(SightMap::Method::Reference);
    casting.visibilityField(e.creatures.front());
    QCOMPARE(casting.fieldsCast(), cast ? 1 : 0);
    const auto check = [&](const char *when) {
        for (const Creature &c : e.creatures) {
            const QString brute = squaresText(bruteVisible(e, c));
            QVERIFY2(squaresText(reference.visibleSquares(c)) == brute, qPrintable(QStringLiteral("%1, %2: the reference").arg(QLatin1String(when), c.id)));
        }
        const QString differs = fieldsDiffer(e, casting, reference, "cast");
        QVERIFY2(differs.isEmpty(), qPrintable(QStringLiteral("%1, %2").arg(QLatin1String(when), differs)));
    };
    check("at the start");
    if (QTest::currentTestFailed())
        return;
    // A torch carried along the middle row: the light changed, the lines didn't.
    Creature &bearer = e.creatures.back();
    bearer.light = CarriedLight{20, 20, {}};
    e.options.light = LightLevel::Dark;
    casting.invalidate();
    reference.invalidate();
    for (const int x : {2, 6, 10}) {
        bearer.position = {std::min(x, e.width - bearer.spaceSquares()), std::min(3, e.height - bearer.spaceSquares())};
        check("in the dark, after the torch moved");
        if (QTest::currentTestFailed())
            return;
    }
}

// The sweep splits a segment's inner bins around its foot with rules/binwindow.h instead of
// a modulo per bin. No map can tell a window one bin off (a ray's distance to a segment
// changes less across a bin than the sweep's margins), so the window is checked here
// against its plain definition: for a centre bin, a reach (1, or 2 for a steep segment) and
// a run of bins first .. first + half a turn (the longest a segment's inner bins are), the
// bins of the run within reach of the centre modulo a turn are exactly the run's bins in
// the window. Each row takes every centre bin and a range of first bins.
void TestSight::binWindowMatchesItsDefinition_data()
{
    QTest::addColumn<int>("reach");
    QTest::addColumn<int>("firstFrom");
    QTest::addColumn<int>("firstTo"); // exclusive
    constexpr int turn = 1024;
    for (const int reach : {1, 2}) {
        const QByteArray wide = reach == 1 ? "" : ", a steep segment's wider window";
        QTest::newRow("runs from bin 0 or 1: the window of a foot near bin 0 reaches below" + wide) << reach << 0 << 2;
        QTest::newRow("runs starting in the first turn" + wide) << reach << 0 << turn;
        QTest::newRow("runs starting a turn on (a segment's directions past angle 0)" + wide) << reach << turn << turn + turn / 2;
    }
}

void TestSight::binWindowMatchesItsDefinition()
{
    QFETCH(int, reach);
    QFETCH(int, firstFrom);
    QFETCH(int, firstTo);
    constexpr int turn = 1024;
    constexpr int length = turn / 2;
    for (int centre = 0; centre < turn; ++centre) {
        for (int first = firstFrom; first < firstTo; ++first) {
            const int last = first + length;
            const binwindow::Run run = binwindow::windowFrom(centre, reach, first, turn);
            // The definition: for each offset d, the one bin of first .. last (shorter than
            // a turn) that is centre + d modulo a turn, if any.
            int inDefinition = 0;
            for (int d = -reach; d <= reach; ++d) {
                const int k = first + (((centre + d - first) % turn) + turn) % turn;
                if (k > last)
                    continue;
                ++inDefinition;
                if (k < run.lo || k > run.hi)
                    QFAIL(qPrintable(QStringLiteral("centre %1, first %2: bin %3 is within %4 of the centre but outside the window %5..%6")
                                         .arg(centre).arg(first).arg(k).arg(reach).arg(run.lo).arg(run.hi)));
            }
            const int inWindow = std::max(0, std::min(run.hi, last) - std::max(run.lo, first) + 1);
            if (inWindow != inDefinition)
                QFAIL(qPrintable(QStringLiteral("centre %1, first %2: the window %3..%4 holds %5 bins of the run, the definition %6")
                                     .arg(centre).arg(first).arg(run.lo).arg(run.hi).arg(inWindow).arg(inDefinition)));
        }
    }
}

void TestSight::fieldIsCachedUntilTheViewerChanges()
{
    Encounter e = combatEncounter("dnd5e-2014", {"A....", "....."}, R"({"walls":[{"from":[2,0],"to":[2,1]}]})");
    SightMap sight(e);
    const Creature &a = *e.creature(QStringLiteral("a"));
    sight.visibleSquares(a);
    sight.visibleSquares(a);
    QCOMPARE(sight.fieldsComputed(), 1);
    e.creatures[0].position = {4, 1}; // the viewer moves: a new field
    sight.visibleSquares(e.creatures[0]);
    QCOMPARE(sight.fieldsComputed(), 2);
    e.creatures[0].senses.darkvision = 30; // its senses change: a new field
    sight.visibleSquares(e.creatures[0]);
    QCOMPARE(sight.fieldsComputed(), 3);
    e.creatures[0].elevation = 20; // it flies up: a new field (RULES.md 10: darkvision in 3-D)
    sight.visibleSquares(e.creatures[0]);
    QCOMPARE(sight.fieldsComputed(), 4);
    e.walls.clear(); // the map changes: invalidate
    sight.invalidate();
    QCOMPARE(int(sight.visibleSquares(e.creatures[0]).size()), 10);
    QCOMPARE(sight.fieldsComputed(), 5);
}

// RULES.md 13.1: the light moves with its creature; one SightMap follows it without
// invalidate(), and a viewer's field is recomputed when the light moved.
void TestSight::carriedLightFollowsItsCreature()
{
    Encounter e = combatEncounter("dnd5e-2014", {"..........", ".........."},
                                  R"({"options":{"light":"dark"},"creatures":[{"id":"c","side":"party","position":[0,0],"light":{"bright":5,"dim":0}},
                                                                              {"id":"v","side":"hostile","position":[9,1]}]})");
    const SightMap sight(e);
    QCOMPARE(sight.lightAt({1, 0}), LightLevel::Bright);
    QCOMPARE(sight.lightAt({8, 0}), LightLevel::Dark);
    const Creature &v = *e.creature(QStringLiteral("v"));
    QVERIFY(sight.sees(v, *e.creature(QStringLiteral("c")))); // a lit torchbearer across a dark room is seen
    e.creatures[0].position = {7, 0};
    QCOMPARE(sight.lightAt({1, 0}), LightLevel::Dark);
    QCOMPARE(sight.lightAt({8, 0}), LightLevel::Bright);
    QVERIFY(sight.visibleSquares(v).size() > 0); // the viewer's field sees the new lit squares
    const auto seen = sight.visibleSquares(v);
    QVERIFY(std::find_if(seen.begin(), seen.end(), [](GridPoint p) { return p.x == 8 && p.y == 0; }) != seen.end());
    e.creatures[0].position = {0, 0}; // back: the cached squares of the first position
    QCOMPARE(sight.lightAt({1, 0}), LightLevel::Bright);
    const auto dark = sight.visibleSquares(v);
    QVERIFY(std::find_if(dark.begin(), dark.end(), [](GridPoint p) { return p.x == 8 && p.y == 0; }) == dark.end());
}

// RULES.md 13.1: a token being dragged stands in for its creature while a StandIn lives
// (its torch lights where the token is), and only then: the stored creature's light is
// back when the guard goes, and a guard inside another gives the outer one back.
void TestSight::aStandInLastsItsScope_data()
{
    QTest::addColumn<bool>("nested");
    QTest::newRow("one drag step") << false;
    QTest::newRow("a question inside a drag step's") << true;
}

void TestSight::aStandInLastsItsScope()
{
    QFETCH(bool, nested);
    const Encounter e = combatEncounter("dnd5e-2014", {"..........", ".........."},
                                        R"({"options":{"light":"dark"},"creatures":[{"id":"c","side":"party","position":[0,0],"light":{"bright":5,"dim":0}}]})");
    const SightMap sight(e);
    Creature there = *e.creature(QStringLiteral("c"));
    there.position = {7, 0};
    Creature elsewhere = there;
    elsewhere.position = {4, 1};
    {
        const SightMap::StandIn dragged(sight, &there);
        QCOMPARE(sight.lightAt({8, 0}), LightLevel::Bright);
        QCOMPARE(sight.lightAt({1, 0}), LightLevel::Dark);
        if (nested) {
            {
                const SightMap::StandIn inner(sight, &elsewhere);
                QCOMPARE(sight.lightAt({5, 1}), LightLevel::Bright);
                QCOMPARE(sight.lightAt({8, 0}), LightLevel::Dark);
            }
            QCOMPARE(sight.lightAt({8, 0}), LightLevel::Bright); // the outer stand-in again
            QCOMPARE(sight.lightAt({5, 1}), LightLevel::Dark);
        }
    }
    // The guard gone: the creature as stored.
    QCOMPARE(sight.lightAt({1, 0}), LightLevel::Bright);
    QCOMPARE(sight.lightAt({8, 0}), LightLevel::Dark);
}

// RULES.md 12 version 3: what A sees stops at the first fog square; the fog square itself
// is drawn as mist, the ones behind it are not.
void TestSight::fogHidesWhatIsBehindIt()
{
    const Encounter e = combatEncounter("dnd5e-2024", {"A.........", "..........", ".........."},
                                        R"({"terrain":[{"type":"difficult","obscured":"heavy","rect":[4,0,2,3]}]})");
    const SightMap sight(e);
    const Creature &a = *e.creature(QStringLiteral("a"));
    for (const GridPoint &p : sight.visibleSquares(a))
        QVERIFY2(p.x < 4, qPrintable(QStringLiteral("%1,%2 seen through the fog").arg(p.x).arg(p.y)));
    QCOMPARE(int(sight.visibleSquares(a).size()), 12);
    const std::vector<std::uint8_t> &mist = sight.mistField(a);
    QCOMPARE(int(mist[std::size_t(4)]), 1); // the near fog column is seen as fog
    QCOMPARE(int(mist[std::size_t(5)]), 0); // the one behind it is not
    QVERIFY(sight.lineOfSight(a, GridPoint{9, 0})); // line of sight itself ignores obscurement
}

// A map light's squares are kept across invalidate() until a wall, door, blocked
// square or the light itself changes within its reach.
void TestSight::lightsKeptUntilSomethingNearChanges()
{
    Encounter e = combatEncounter("dnd5e-2014", {"..............................", "..............................",
                                                 "..............................", ".............................."},
                                  R"({"options":{"light":"dark"},
                                      "lights":[{"at":[2,2],"bright":10,"dim":10},{"at":[26,2],"bright":10,"dim":10}],
                                      "walls":[{"from":[4,0],"to":[4,4],"door":"closed"}]})");
    SightMap sight(e);
    QCOMPARE(sight.lightAt({5, 2}), LightLevel::Dark); // behind the closed door
    QCOMPARE(sight.lightsComputed(), 2);
    e.walls[0].door = DoorState::Open; // the door opens: the first light again
    sight.invalidate();
    QCOMPARE(sight.lightAt({5, 2}), LightLevel::Dim);
    QCOMPARE(sight.lightsComputed(), 3);
    Wall far;
    far.from = QPointF(14, 0);
    far.to = QPointF(14, 4);
    e.walls.push_back(far); // a wall within neither light's reach: both kept
    sight.invalidate();
    QCOMPARE(sight.lightAt({27, 2}), LightLevel::Bright);
    QCOMPARE(sight.lightsComputed(), 3);
    e.lights[1].at = QPointF(20, 2); // the second light moves: only it again
    sight.invalidate();
    QCOMPARE(sight.lightAt({27, 2}), LightLevel::Dark);
    QCOMPARE(sight.lightAt({21, 2}), LightLevel::Bright);
    QCOMPARE(sight.lightsComputed(), 4);
}

void TestSight::lightsKeptMatchBruteForce_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 200; ++seed)
        QTest::addRow("random map %u, changed 6 times", seed) << seed;
}

// The lights kept across changes of walls, doors, blocked squares and lights give every
// square the light of a brute-force spread test, after each change.
void TestSight::lightsKeptMatchBruteForce()
{
    QFETCH(quint32, seed);
    QString what;
    Encounter e = randomSightMap(seed, what);
    e.options.light = LightLevel::Dark;
    for (TerrainArea &a : e.terrain) { // as squares: the brute force reads only those
        if (!a.usesRect)
            continue;
        for (int y = a.rect.top(); y <= a.rect.bottom(); ++y)
            for (int x = a.rect.left(); x <= a.rect.right(); ++x)
                if (x < e.width && y < e.height)
                    a.squares.push_back({x, y});
        a.usesRect = false;
    }
    if (e.lights.empty())
        e.lights.push_back({QPointF(e.width / 2.0, e.height / 2.0), 20, 20, {}});
    SightMap sight(e);
    QRandomGenerator rng(seed);
    for (int change = 0; change <= 6; ++change) {
        if (change > 0) {
            switch (rng.bounded(4)) {
            case 0: // a door opens or closes, or a wall becomes one
                if (!e.walls.empty()) {
                    Wall &w = e.walls[rng.bounded(quint32(e.walls.size()))];
                    w.door = w.door == DoorState::Closed ? DoorState::Open : DoorState::Closed;
                }
                break;
            case 1: { // a wall is added near a light
                const LightSource &l = e.lights[rng.bounded(quint32(e.lights.size()))];
                Wall w;
                w.from = l.at + QPointF(rng.bounded(7) - 3, rng.bounded(7) - 3);
                w.to = w.from + QPointF(rng.bounded(5) - 2, rng.bounded(5) - 2);
                e.walls.push_back(w);
                break;
            }
            case 2: { // a blocked square
                TerrainArea a;
                a.type = TerrainType::Blocked;
                a.squares.push_back({int(rng.bounded(e.width)), int(rng.bounded(e.height))});
                e.terrain.push_back(a);
                break;
            }
            default: { // a light moves or changes
                LightSource &l = e.lights[rng.bounded(quint32(e.lights.size()))];
                l.at = QPointF(rng.bounded(2 * e.width + 1) / 2.0, rng.bounded(2 * e.height + 1) / 2.0);
                l.bright = 5.0 * rng.bounded(5);
                break;
            }
            }
            sight.invalidate();
        }
        const SightMap fresh(e); // the same without anything kept
        for (int y = 0; y < e.height; ++y)
            for (int x = 0; x < e.width; ++x)
                QVERIFY2(sight.lightAt({x, y}) == bruteLight(e, x, y) && sight.lightAt({x, y}) == fresh.lightAt({x, y}),
                         qPrintable(QStringLiteral("after change %1: %2,%3 is %4, brute force %5")
                                        .arg(change).arg(x).arg(y).arg(lightLevelId(sight.lightAt({x, y})), lightLevelId(bruteLight(e, x, y)))));
    }
}

// RULES.md 11 version 4, the segment test itself (geom::SpreadWalls), walls fed in the
// order given and then in the reverse order.
void TestSight::spreadWalls_data()
{
    QTest::addColumn<QPointF>("p");
    QTest::addColumn<QPointF>("q");
    QTest::addColumn<QList<QLineF>>("walls");
    QTest::addColumn<bool>("blocked");
    const auto row = [](const char *name, QPointF p, QPointF q, const QList<QLineF> &walls, bool blocked) {
        QTest::newRow(name) << p << q << walls << blocked;
    };
    const QPointF p(1, 0), q(4.5, 3.5); // passes (3, 2)
    row("a proper crossing", p, q, {QLineF(0, 2, 8, 2)}, true);
    row("one wall ending on the segment: touched at an end point", p, q, {QLineF(0, 2, 3, 2)}, false);
    row("two walls in a row meeting on the segment", p, q, {QLineF(0, 2, 3, 2), QLineF(3, 2, 8, 2)}, true);
    row("the same, the second wall reversed", p, q, {QLineF(0, 2, 3, 2), QLineF(8, 2, 3, 2)}, true);
    row("a right angle with one wall on each side", p, q, {QLineF(0, 2, 3, 2), QLineF(3, 2, 3, 0)}, true);
    row("a right angle with both walls on one side: grazed", p, q, {QLineF(0, 2, 3, 2), QLineF(3, 2, 3, 5)}, false);
    row("one wall fed twice: still only touched", p, q, {QLineF(0, 2, 3, 2), QLineF(0, 2, 3, 2)}, false);
    row("a wall along the segment and one ending on it", p, q, {QLineF(0, 2, 3, 2), QLineF(3, 2, 4, 3)}, false);
    row("walls meeting at the segment's first end", QPointF(3, 2), q, {QLineF(0, 2, 3, 2), QLineF(3, 2, 8, 2)}, false);
    row("walls meeting at the segment's last end", p, QPointF(3, 2), {QLineF(0, 2, 3, 2), QLineF(3, 2, 8, 2)}, false);
    row("walls on both sides ending at different points", p, q, {QLineF(0, 2, 3, 2), QLineF(3.5, 2.5, 8, 2.5)}, false);
    row("a joint at a fractional point", QPointF(0.25, 0.25), QPointF(2.75, 2.75),
        {QLineF(0, 2.5, 1.5, 1.5), QLineF(1.5, 1.5, 3, 0)}, true);
    // One wall: the crossing itself (geom::properlyCrosses answers the same).
    const QPointF h0(0.5, 1.5), h1(4.5, 1.5); // a level segment
    row("crossing square in the middle", h0, h1, {QLineF(2, 0, 2, 3)}, true);
    row("the wall's end touching the segment", h0, h1, {QLineF(2, 0, 2, 1.5)}, false);
    row("the segment's end on the wall", h0, QPointF(2, 1.5), {QLineF(2, 0, 2, 3)}, false);
    row("the segment starting on the wall", QPointF(2, 1.5), h1, {QLineF(2, 0, 2, 3)}, false);
    row("collinear overlap", h0, h1, {QLineF(1, 1.5, 3, 1.5)}, false);
    row("collinear, the wall beyond the end", h0, h1, {QLineF(5, 1.5, 8, 1.5)}, false);
    row("parallel near miss (a millionth of a square)", h0, h1, {QLineF(0, 1.500001, 8, 1.500001)}, false);
    row("a wall ending a millionth short of the segment", h0, h1, {QLineF(2, 0, 2, 1.499999)}, false);
    row("a wall ending a millionth past the segment", h0, h1, {QLineF(2, 0, 2, 1.500001)}, true);
    row("a wall a billionth short: within the tolerance, touching", h0, h1, {QLineF(2, 0, 2, 1.5 - 1e-10)}, false);
    row("a diagonal grazing a corner joint, both walls on one side", QPointF(0.5, 0.5), QPointF(2.5, 2.5),
        {QLineF(1.5, 0, 1.5, 1.5), QLineF(1.5, 1.5, 3, 1.5)}, false);
    row("a diagonal through a right-angle joint, one wall either side", QPointF(0.5, 0.5), QPointF(2.5, 2.5),
        {QLineF(0, 1.5, 1.5, 1.5), QLineF(1.5, 1.5, 1.5, 0)}, true);
    row("a diagonal through a straight wall's joint", QPointF(0.5, 0.5), QPointF(2.5, 2.5),
        {QLineF(0, 1.5, 1.5, 1.5), QLineF(1.5, 1.5, 3, 1.5)}, true);
}

void TestSight::spreadWalls()
{
    QFETCH(QPointF, p);
    QFETCH(QPointF, q);
    QFETCH(QList<QLineF>, walls);
    QFETCH(bool, blocked);
    for (const bool reversed : {false, true}) {
        geom::SpreadWalls spread(p, q);
        bool hit = false;
        for (qsizetype i = 0; i < walls.size(); ++i) {
            const QLineF &w = walls[reversed ? walls.size() - 1 - i : i];
            hit = spread.blocks(w.p1(), w.p2()) || hit;
        }
        QCOMPARE(hit, blocked);
    }
    if (walls.size() == 1)
        QCOMPARE(geom::properlyCrosses(p, q, walls[0].p1(), walls[0].p2()), blocked);
}

// RULES.md 11 version 4, one rule in both places that use it: on maps of walls drawn as
// chains (every inner point a joint; doors among them, some open), the light a point gives
// (12) and an area spreading from it (11) reach the squares the brute-force spread test does.
void TestSight::spreadThroughJointsMatchesBruteForce()
{
    int joints = 0; // squares left dark only by a joint
    for (quint32 seed = 1; seed <= 1000; ++seed) {
        QRandomGenerator rng(seed);
        Encounter e;
        e.width = 8 + int(rng.bounded(16));
        e.height = 8 + int(rng.bounded(16));
        e.options.light = LightLevel::Dark;
        const bool halves = rng.bounded(2);
        const auto point = [&](int n) { return halves ? rng.bounded(2 * n + 1) / 2.0 : double(rng.bounded(n + 1)); };
        for (int chain = 0, chains = 1 + int(rng.bounded(5)); chain < chains; ++chain) {
            QPointF at(point(e.width), point(e.height));
            for (int k = 0, links = 2 + int(rng.bounded(5)); k < links; ++k) {
                const QPointF next(std::clamp(at.x() + int(rng.bounded(7)) - 3, 0.0, double(e.width)),
                                   std::clamp(at.y() + int(rng.bounded(7)) - 3, 0.0, double(e.height)));
                if (next == at)
                    continue;
                Wall w;
                w.from = at;
                w.to = next;
                const int kind = int(rng.bounded(8));
                w.door = kind == 0 ? DoorState::Open : (kind == 1 ? DoorState::Closed : DoorState::None);
                e.walls.push_back(w);
                at = next;
            }
        }
        TerrainArea blocked;
        blocked.type = TerrainType::Blocked;
        for (int i = 0, n = int(rng.bounded(4)); i < n; ++i)
            blocked.squares.push_back({int(rng.bounded(e.width)), int(rng.bounded(e.height))});
        e.terrain.push_back(blocked);
        const QPointF origin(point(e.width), point(e.height));
        e.lights.push_back({origin, 5.0 * (e.width + e.height), 0, {}});
        const SightMap sight(e);
        const AreaMap areas(e);
        std::vector<std::pair<QPointF, QPointF>> barrier;
        for (const Wall &w : e.walls)
            if (w.stopsSight())
                barrier.push_back({w.from, w.to});
        for (int y = 0; y < e.height; ++y)
            for (int x = 0; x < e.width; ++x) {
                const LightLevel brute = bruteLight(e, x, y);
                QVERIFY2(sight.lightAt({x, y}) == brute, qPrintable(QStringLiteral("light at %1,%2: %3, brute force %4")
                                                                        .arg(x).arg(y).arg(lightLevelId(sight.lightAt({x, y})), lightLevelId(brute))));
                if (!areas.isBlocked(x, y))
                    QVERIFY2(areas.spreadReaches(origin, x, y) == (brute != LightLevel::Dark),
                             qPrintable(QStringLiteral("map %1, area spread to %2,%3: %4").arg(seed).arg(x).arg(y).arg(areas.spreadReaches(origin, x, y))));
                bool crossed = false;
                for (const auto &[a, b] : barrier)
                    crossed = crossed || properlyCrosses(origin, QPointF(x + 0.5, y + 0.5), a, b);
                joints += !crossed && throughJoint(origin, QPointF(x + 0.5, y + 0.5), barrier);
            }
    }
    QVERIFY2(joints > 200, qPrintable(QStringLiteral("only %1 squares behind a joint: the maps don't test the rule").arg(joints)));
}

void TestSight::visibilityIds()
{
    QCOMPARE(visibilityId(Visibility::Observed), QStringLiteral("observed"));
    QCOMPARE(visibilityId(Visibility::Concealed), QStringLiteral("concealed"));
    QCOMPARE(visibilityId(Visibility::Hidden), QStringLiteral("hidden"));
    QCOMPARE(visibilityId(Visibility::Undetected), QStringLiteral("undetected"));
    QCOMPARE(lightLevelId(LightLevel::Dim), QStringLiteral("dim"));
    QCOMPARE(obscurementFromId(QStringLiteral("thick")), std::nullopt);
}

QTEST_GUILESS_MAIN(TestSight)
#include "tst_sight.moc"
