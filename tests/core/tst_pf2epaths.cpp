// RULES.md 4.5 (version 2), pf2e: the engine's `actions` and `cost_ft` against a brute
// force over every path on small random maps. The brute force is written from the
// RULES.md text alone (4.1 legal steps, 4.2 pf2e step costs, 4.3 other creatures, 4.5
// Strides, 9): it walks every path that never repeats a (square, diagonal parity) state,
// up to kMaxSteps steps, splits each into Strides and keeps, per square, the fewest
// Strides and then the least total feet. Rows are named by their seed.

#include "rules/movement.h"
#include "testmap.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

using namespace bm;

Q_DECLARE_METATYPE(bm::Encounter)

namespace {

constexpr double kSquareFeet = 5;
constexpr double kEps = 1e-6;
constexpr int kMaxSteps = 8;   // paths up to this many steps are enumerated
constexpr int kMaxStrides = 4; // a path needing more is not followed further

enum Ground { Plain, Difficult, Greater, Blocked, Water };

struct GridWall { // along grid lines: x0 == x1 or y0 == y1, x0 <= x1, y0 <= y1
    int x0, y0, x1, y1;
};

// One random map and mover, kept both as an Encounter (for the engine) and in the plain
// form the brute force reads.
struct World {
    Encounter encounter;
    int w = 0, h = 0;
    std::vector<Ground> ground;
    std::vector<GridWall> walls; // those that stop movement (RULES.md: an open door blocks nothing)
    std::vector<Creature> others;
    int s = 1; // the mover's space in squares
    Size size = Size::Medium;
    GridPoint start;
    double speed = 30;
    Diagonals diagonals = Diagonals::Alternating;
    bool prone = false;
    bool stand = false;
};

// RULES.md 1: space side by size.
int spaceOf(Size size)
{
    switch (size) {
    case Size::Large:
        return 2;
    case Size::Huge:
        return 3;
    case Size::Gargantuan:
        return 4;
    default:
        return 1;
    }
}

// RULES.md 2: party and ally are allies of each other, hostiles of each other.
bool allied(Side a, Side b)
{
    const auto group = [](Side s) { return s == Side::Party || s == Side::Ally ? 1 : s == Side::Hostile ? 2 : 0; };
    return group(a) != 0 && group(a) == group(b);
}

World makeWorld(unsigned seed)
{
    std::mt19937 rng(seed);
    const auto uniform = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    World wd;
    wd.w = uniform(6, 8);
    wd.h = uniform(6, 8);
    const Size moverSizes[] = {Size::Small, Size::Medium, Size::Large};
    wd.size = moverSizes[uniform(0, 2)];
    wd.s = spaceOf(wd.size);
    wd.speed = 5.0 * uniform(3, 7);
    const int diag = uniform(0, 19);
    wd.diagonals = diag < 12 ? Diagonals::Alternating : diag < 15 ? Diagonals::Equal : diag < 18 ? Diagonals::Exact : Diagonals::Manhattan;
    wd.prone = uniform(0, 9) == 0;
    wd.stand = wd.prone && uniform(0, 1) == 1;
    wd.start = {uniform(0, wd.w - wd.s), uniform(0, wd.h - wd.s)};
    const auto inStart = [&](int x, int y) {
        return x >= wd.start.x && x < wd.start.x + wd.s && y >= wd.start.y && y < wd.start.y + wd.s;
    };

    wd.ground.assign(std::size_t(wd.w * wd.h), Plain);
    for (int y = 0; y < wd.h; ++y) {
        for (int x = 0; x < wd.w; ++x) {
            const int r = uniform(0, 99);
            Ground g = r < 50 ? Plain : r < 72 ? Difficult : r < 84 ? Greater : r < 95 ? Blocked : Water;
            if (g == Blocked && inStart(x, y))
                g = Plain; // the start is free (see World)
            wd.ground[std::size_t(y * wd.w + x)] = g;
        }
    }

    Encounter &e = wd.encounter;
    e.name = QStringLiteral("pf2e brute force %1").arg(seed);
    e.ruleset = Ruleset::Pf2e;
    e.options.diagonals = wd.diagonals;
    e.width = wd.w;
    e.height = wd.h;
    e.squareFeet = kSquareFeet;
    const TerrainType types[] = {TerrainType::Difficult, TerrainType::Difficult, TerrainType::GreaterDifficult,
                                 TerrainType::Blocked, TerrainType::Water};
    for (const Ground g : {Difficult, Greater, Blocked, Water}) {
        TerrainArea area;
        area.type = types[g];
        for (int y = 0; y < wd.h; ++y)
            for (int x = 0; x < wd.w; ++x)
                if (wd.ground[std::size_t(y * wd.w + x)] == g)
                    area.squares.push_back({x, y});
        e.terrain.push_back(area);
    }

    const int wallCount = uniform(0, 3);
    for (int i = 0; i < wallCount; ++i) {
        GridWall gw;
        const int len = uniform(1, 3);
        if (uniform(0, 1)) { // horizontal, on the line y = gw.y0
            gw.x0 = uniform(0, wd.w - 1);
            gw.y0 = uniform(1, wd.h - 1);
            gw.x1 = std::min(wd.w, gw.x0 + len);
            gw.y1 = gw.y0;
        } else {
            gw.x0 = uniform(1, wd.w - 1);
            gw.y0 = uniform(0, wd.h - 1);
            gw.x1 = gw.x0;
            gw.y1 = std::min(wd.h, gw.y0 + len);
        }
        Wall wall;
        wall.from = QPointF(gw.x0, gw.y0);
        wall.to = QPointF(gw.x1, gw.y1);
        const int door = uniform(0, 5);
        wall.door = door == 0 ? DoorState::Open : door == 1 ? DoorState::Closed : DoorState::None;
        // Not through the start's interior: the start is free.
        const bool throughStart = gw.y0 == gw.y1
            ? gw.y0 > wd.start.y && gw.y0 < wd.start.y + wd.s && std::max(gw.x0, wd.start.x) < std::min(gw.x1, wd.start.x + wd.s)
            : gw.x0 > wd.start.x && gw.x0 < wd.start.x + wd.s && std::max(gw.y0, wd.start.y) < std::min(gw.y1, wd.start.y + wd.s);
        if (throughStart)
            continue;
        e.walls.push_back(wall);
        if (wall.door != DoorState::Open)
            wd.walls.push_back(gw);
    }

    Creature mover;
    mover.id = QStringLiteral("m");
    mover.name = QStringLiteral("Mover");
    mover.side = Side::Party;
    mover.size = wd.size;
    mover.position = wd.start;
    mover.speed.walk = int(wd.speed);
    if (wd.prone)
        mover.conditions << QStringLiteral("prone");
    e.creatures.push_back(mover);
    const int otherCount = uniform(0, 3);
    const Side sides[] = {Side::Party, Side::Ally, Side::Hostile, Side::Neutral};
    for (int i = 0; i < otherCount; ++i) {
        Creature c;
        c.id = QStringLiteral("c%1").arg(i);
        c.name = c.id;
        c.side = sides[uniform(0, 3)];
        c.size = moverSizes[uniform(0, 2)];
        const int cs = spaceOf(c.size);
        c.position = {uniform(0, wd.w - cs), uniform(0, wd.h - cs)};
        const bool overlapsStart = c.position.x < wd.start.x + wd.s && wd.start.x < c.position.x + cs
            && c.position.y < wd.start.y + wd.s && wd.start.y < c.position.y + cs;
        if (overlapsStart)
            continue;
        e.creatures.push_back(c);
        wd.others.push_back(c);
    }
    return wd;
}

// The brute force, from RULES.md.
class BruteForce
{
public:
    struct Best {
        bool found = false;
        int strides = 0;
        double feet = 0;
    };

    explicit BruteForce(const World &wd)
        : m_wd(wd)
        , m_best(std::size_t(wd.w * wd.h))
        , m_seen(std::size_t(wd.w * wd.h * 2), false)
    {
    }

    // 4.1: a wall along a grid line meets the open interior of [x0, x1] x [y0, y1].
    bool wallInside(int x0, int y0, int x1, int y1) const
    {
        for (const GridWall &g : m_wd.walls) {
            if (g.y0 == g.y1) {
                if (g.y0 > y0 && g.y0 < y1 && std::max(g.x0, x0) < std::min(g.x1, x1))
                    return true;
            } else if (g.x0 > x0 && g.x0 < x1 && std::max(g.y0, y0) < std::min(g.y1, y1)) {
                return true;
            }
        }
        return false;
    }
    bool overlaps(const Creature &c, int x, int y) const
    {
        const int cs = spaceOf(c.size);
        return c.position.x < x + m_wd.s && x < c.position.x + cs && c.position.y < y + m_wd.s && y < c.position.y + cs;
    }
    // 4.3 pf2e: pass an ally, a creature 3 or more sizes apart, or when either is Tiny.
    bool mayPass(const Creature &c) const
    {
        return allied(Side::Party, c.side) || std::abs(int(c.size) - int(m_wd.size)) >= 3 || c.size == Size::Tiny
            || m_wd.size == Size::Tiny;
    }
    // 4.1: every square on the map and not blocked, no wall through the interior, no
    // creature the mover may not pass.
    bool isFree(int x, int y) const
    {
        if (x < 0 || y < 0 || x + m_wd.s > m_wd.w || y + m_wd.s > m_wd.h)
            return false;
        for (int j = y; j < y + m_wd.s; ++j)
            for (int i = x; i < x + m_wd.s; ++i)
                if (m_wd.ground[std::size_t(j * m_wd.w + i)] == Blocked)
                    return false;
        if (wallInside(x, y, x + m_wd.s, y + m_wd.s))
            return false;
        for (const Creature &c : m_wd.others)
            if (!mayPass(c) && overlaps(c, x, y))
                return false;
        return true;
    }
    // 4.3: nobody ends a move in another creature's space.
    bool mayEndAt(int x, int y) const
    {
        for (const Creature &c : m_wd.others)
            if (overlaps(c, x, y))
                return false;
        return true;
    }
    // 4.1: a step from (x, y) by (dx, dy).
    bool stepLegal(int x, int y, int dx, int dy) const
    {
        const int nx = x + dx, ny = y + dy;
        if (!isFree(nx, ny))
            return false;
        if (wallInside(std::min(x, nx), std::min(y, ny), std::max(x, nx) + m_wd.s, std::max(y, ny) + m_wd.s))
            return false;
        return !(dx && dy) || (isFree(x + dx, y) && isFree(x, y + dy));
    }
    // 4.2 pf2e, with 3's diagonal cost: base + 5 difficult, + 10 greater-difficult (the
    // footprint after the step; water is nothing in pf2e).
    double stepFeet(int nx, int ny, bool diagonal, int diagonalsBefore) const
    {
        double base = kSquareFeet;
        if (diagonal && m_wd.diagonals == Diagonals::Exact)
            base = kSquareFeet * std::sqrt(2.0);
        else if (diagonal && m_wd.diagonals == Diagonals::Alternating && diagonalsBefore % 2 == 1)
            base = 2 * kSquareFeet;
        bool difficult = false, greater = false;
        for (int j = ny; j < ny + m_wd.s; ++j) {
            for (int i = nx; i < nx + m_wd.s; ++i) {
                const Ground g = m_wd.ground[std::size_t(j * m_wd.w + i)];
                difficult |= g == Difficult;
                greater |= g == Greater;
            }
        }
        return base + (greater ? 10 : difficult ? 5 : 0);
    }

    // 4.5: the fewest Strides for a sequence of step costs: each Stride a run of steps
    // whose feet fit in the speed. Filling each Stride as far as it goes is optimal for a
    // fixed sequence (a later cut only moves feet into later Strides). -1: a step costs
    // more than the speed.
    struct Split {
        int strides = 0;
        double used = 0; // in the current Stride
    };
    Split add(Split s, double feet) const
    {
        if (feet > m_wd.speed + kEps)
            return {-1, 0};
        if (s.strides == 0 || s.used + feet > m_wd.speed + kEps)
            return {s.strides + 1, feet};
        return {s.strides, s.used + feet};
    }

    void run()
    {
        const GridPoint st = m_wd.start;
        if (m_wd.prone && !m_wd.stand) {
            // 4.5, 9: one Crawl, a single step of at most 5 ft.
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    if ((!dx && !dy) || (dx && dy && m_wd.diagonals == Diagonals::Manhattan) || !stepLegal(st.x, st.y, dx, dy))
                        continue;
                    const double feet = stepFeet(st.x + dx, st.y + dy, dx && dy, 0);
                    if (feet <= std::min(m_wd.speed, kSquareFeet) + kEps && mayEndAt(st.x + dx, st.y + dy))
                        offer(st.x + dx, st.y + dy, 1, feet);
                }
            }
            return;
        }
        mark(st.x, st.y, 0, true);
        dfs(st.x, st.y, 0, 0, Split{}, 0);
    }

    // Is the answer for this square certain? A path longer than kMaxSteps costs at least
    // 5 (kMaxSteps + 1) feet, hence at least that / speed Strides.
    bool certain(const Best &b) const
    {
        const double longFeet = kSquareFeet * (kMaxSteps + 1);
        const int longStrides = int(std::ceil(longFeet / m_wd.speed - kEps));
        if (!b.found)
            return false;
        return b.strides < longStrides || (b.strides == longStrides && b.feet <= longFeet + kEps);
    }
    const Best &best(int x, int y) const { return m_best[std::size_t(y * m_wd.w + x)]; }

    // Strides and feet of a given path of anchors, or strides -1 if a step is not legal.
    Split walk(const std::vector<GridPoint> &path, double *feet) const
    {
        Split s;
        int diagonals = 0;
        *feet = 0;
        for (std::size_t i = 1; i < path.size(); ++i) {
            const int dx = path[i].x - path[i - 1].x, dy = path[i].y - path[i - 1].y;
            if (std::abs(dx) > 1 || std::abs(dy) > 1 || (!dx && !dy) || !stepLegal(path[i - 1].x, path[i - 1].y, dx, dy))
                return {-1, 0};
            const double f = stepFeet(path[i].x, path[i].y, dx && dy, diagonals);
            diagonals += dx && dy;
            s = add(s, f);
            if (s.strides < 0)
                return s;
            *feet += f;
        }
        return s;
    }

    std::size_t pathsWalked() const { return m_paths; }

private:
    const World &m_wd;
    std::vector<Best> m_best;
    std::vector<bool> m_seen; // (square, diagonal parity) on the current path
    std::size_t m_paths = 0;

    void mark(int x, int y, int parity, bool on) { m_seen[std::size_t((y * m_wd.w + x) * 2 + parity)] = on; }
    bool seen(int x, int y, int parity) const { return m_seen[std::size_t((y * m_wd.w + x) * 2 + parity)]; }

    void offer(int x, int y, int strides, double feet)
    {
        Best &b = m_best[std::size_t(y * m_wd.w + x)];
        if (!b.found || strides < b.strides || (strides == b.strides && feet < b.feet - kEps))
            b = {true, strides, feet};
    }

    void dfs(int x, int y, int depth, int diagonals, Split split, double feet)
    {
        ++m_paths;
        if (depth == kMaxSteps)
            return;
        const bool alternating = m_wd.diagonals == Diagonals::Alternating;
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const bool diagonal = dx && dy;
                if ((!dx && !dy) || (diagonal && m_wd.diagonals == Diagonals::Manhattan))
                    continue;
                const int nx = x + dx, ny = y + dy;
                const int nd = diagonals + (diagonal ? 1 : 0);
                const int parity = alternating ? nd % 2 : 0;
                if (nx < 0 || ny < 0 || nx >= m_wd.w || ny >= m_wd.h || seen(nx, ny, parity) || !stepLegal(x, y, dx, dy))
                    continue;
                const double f = stepFeet(nx, ny, diagonal, diagonals);
                const Split next = add(split, f);
                if (next.strides < 0 || next.strides > kMaxStrides)
                    continue;
                if (mayEndAt(nx, ny))
                    offer(nx, ny, next.strides, feet + f);
                mark(nx, ny, parity, true);
                dfs(nx, ny, depth + 1, nd, next, feet + f);
                mark(nx, ny, parity, false);
            }
        }
    }
};

QString describe(const World &wd)
{
    return QStringLiteral("%1x%2 size %3 speed %4 diagonals %5%6 at %7,%8")
        .arg(wd.w)
        .arg(wd.h)
        .arg(sizeId(wd.size))
        .arg(wd.speed)
        .arg(diagonalsId(wd.diagonals))
        .arg(wd.prone ? (wd.stand ? QStringLiteral(" prone+stand") : QStringLiteral(" prone")) : QString())
        .arg(wd.start.x)
        .arg(wd.start.y);
}

} // namespace

class TestPf2ePaths : public QObject
{
    Q_OBJECT

private slots:
    void engineMatchesBruteForce_data();
    void engineMatchesBruteForce();
    void equalPathsPreferred_data();
    void equalPathsPreferred();
};

void TestPf2ePaths::engineMatchesBruteForce_data()
{
    QTest::addColumn<uint>("seed");
    // The sanitizer run (tests/CMakeLists.txt) plays the first 150 maps.
#ifdef BM_SANITIZER_RUN
    constexpr uint maps = 150;
#else
    constexpr uint maps = 600;
#endif
    for (uint seed = 1; seed <= maps; ++seed)
        QTest::addRow("seed %u", seed) << seed;
}

// For every square: `path` (a drag's resumed search and a fresh engine's search) gives the
// brute force's Strides and feet, the path it shows walks in those, and `reach` lists the
// square with the same answer iff it is within its actions.
void TestPf2ePaths::engineMatchesBruteForce()
{
    QFETCH(uint, seed);
    const World wd = makeWorld(seed);
    BruteForce brute(wd);
    brute.run();
    const QString where = describe(wd);

    MoveRequest req;
    req.creature = QStringLiteral("m");
    req.stand = wd.stand;
    const int standAction = wd.prone && wd.stand ? 1 : 0;
    const int reachStrides = wd.prone && !wd.stand ? 1 : 3 - standAction;
    MovementEngine engine(wd.encounter);
    const ReachResult reach = engine.reachableSquares(req);
    QVERIFY(reach.ok);
    std::vector<const ReachSquare *> reached(std::size_t(wd.w * wd.h), nullptr);
    for (const ReachSquare &sq : reach.squares)
        reached[std::size_t(sq.at.y * wd.w + sq.at.x)] = &sq;

    for (int y = 0; y + wd.s <= wd.h; ++y) {
        for (int x = 0; x + wd.s <= wd.w; ++x) {
            if (x == wd.start.x && y == wd.start.y)
                continue;
            const QString at = QStringLiteral("%1: square %2,%3").arg(where).arg(x).arg(y);
            const BruteForce::Best &b = brute.best(x, y);
            // A prone creature's single Crawl is known everywhere.
            const bool certain = (wd.prone && !wd.stand) || brute.certain(b);
            const PathResult dragged = engine.cheapestPath(req, {x, y});
            MovementEngine freshEngine(wd.encounter);
            const PathResult fresh = freshEngine.cheapestPath(req, {x, y});
            for (const PathResult *p : {&dragged, &fresh}) {
                if (p->found) {
                    // The path shown walks in the Strides and feet reported.
                    double feet = 0;
                    const BruteForce::Split walked = brute.walk(p->path, &feet);
                    QVERIFY2(walked.strides >= 0, qPrintable(at + QStringLiteral(": the path shown has an illegal step")));
                    QVERIFY2(walked.strides + standAction == p->actions && std::abs(feet - p->costFeet) < kEps,
                             qPrintable(at + QStringLiteral(": the path shown walks %1 Strides %2 ft, reported %3 actions %4 ft")
                                                 .arg(walked.strides).arg(feet).arg(p->actions).arg(p->costFeet)));
                }
                if (!certain) {
                    // Then no path within the bound beats the engine's: the brute force would
                    // have found one as good.
                    if (p->found && int(p->path.size()) - 1 <= kMaxSteps && p->actions - standAction <= kMaxStrides) {
                        const int strides = p->actions - standAction;
                        QVERIFY2(b.found && (b.strides < strides || (b.strides == strides && b.feet <= p->costFeet + kEps)),
                                 qPrintable(at + QStringLiteral(": engine %1 actions %2 ft on a short path, brute force %3 Strides %4 ft")
                                                     .arg(p->actions).arg(p->costFeet).arg(b.found ? b.strides : -1).arg(b.feet)));
                    }
                    continue;
                }
                QVERIFY2(p->found == b.found, qPrintable(at + QStringLiteral(": found %1, brute force %2 actions %3 ft")
                                                                 .arg(p->found).arg(b.found ? b.strides + standAction : -1).arg(b.feet)));
                if (!b.found)
                    continue; // a prone creature's square beyond one Crawl
                QVERIFY2(p->actions == b.strides + standAction && std::abs(p->costFeet - b.feet) < kEps,
                         qPrintable(at + QStringLiteral(": engine %1 actions %2 ft, brute force %3 actions %4 ft")
                                             .arg(p->actions).arg(p->costFeet).arg(b.strides + standAction).arg(b.feet)));
            }
            const ReachSquare *r = reached[std::size_t(y * wd.w + x)];
            if (r) {
                QVERIFY2(r->actions == dragged.actions && std::abs(r->costFeet - dragged.costFeet) < kEps,
                         qPrintable(at + QStringLiteral(": reach %1 actions %2 ft, path %3 actions %4 ft")
                                             .arg(r->actions).arg(r->costFeet).arg(dragged.actions).arg(dragged.costFeet)));
            }
            if (certain)
                QVERIFY2((r != nullptr) == (b.found && b.strides <= reachStrides),
                         qPrintable(at + QStringLiteral(": reach lists it: %1, brute force %2 Strides")
                                             .arg(r != nullptr).arg(b.found ? b.strides : -1)));
        }
    }
}

// pf2e: of equally cheap paths (RULES.md 9), the one that provokes fewer
// Reactive Strikes, then the one a person would draw (fewest turns); the Strides and feet
// stay what they were.
void TestPf2ePaths::equalPathsPreferred_data()
{
    QTest::addColumn<Encounter>("encounter");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<QString>("flags");
    QTest::addColumn<QString>("provokes"); // ids, sorted
    QTest::addColumn<int>("turns");        // at most
    QTest::addColumn<int>("actions");
    QTest::addColumn<double>("cost");

    const auto row = [](const char *name, const QStringList &rows, const char *fragment, QPoint to, const QString &flags,
                        const QString &provokes, int turns, int actions, double cost) {
        QTest::newRow(name) << test::load(test::withJson(test::asciiEncounter(QStringLiteral("pf2e"), rows), fragment)) << to
                            << flags << provokes << turns << actions << cost;
    };
    // A wall between two lanes; the mover (Speed 40) at its west end, three hostiles ("one"
    // alone in its lane) with Reactive Strike or without.
    const QStringList lanes{".......", ".......", ".#####.", ".......", "......."};
    const auto inLanes = [](QPoint one, QPoint two, QPoint three, bool reactiveStrike) {
        const QString rs = reactiveStrike ? QStringLiteral(R"(,"reactiveStrike":true)") : QString();
        return QStringLiteral(R"({"creatures":[{"id":"m","side":"party","position":[0,2],"speed":{"walk":40}},
            {"id":"one","side":"hostile","position":[%1,%2]%7},
            {"id":"two","side":"hostile","position":[%3,%4]%7},
            {"id":"three","side":"hostile","position":[%5,%6]%7}]})")
            .arg(one.x()).arg(one.y()).arg(two.x()).arg(two.y()).arg(three.x()).arg(three.y()).arg(rs)
            .toUtf8();
    };
    const QByteArray northOne = inLanes({3, 0}, {2, 4}, {4, 4}, true);
    const QByteArray southOne = inLanes({3, 4}, {2, 0}, {4, 0}, true);
    row("north lane passes one reactive-strike creature, south two", lanes, northOne, {6, 2}, "", "one", 2, 1, 40);
    row("south lane passes one reactive-strike creature, north two", lanes, southOne, {6, 2}, "", "one", 2, 1, 40);
    row("a drag's second query: south lane, one reactive strike", lanes, southOne, {6, 2}, "twice", "one", 2, 1, 40);
    row("without Reactive Strike the lane provokes no one", lanes, inLanes({3, 4}, {2, 0}, {4, 0}, false), {6, 2}, "", "",
        2, 1, 40);
    row("to a square beside the creature: entering its reach on the last step only", {".......", ".......", "......."},
        R"({"creatures":[{"id":"m","side":"party","position":[0,2],"speed":{"walk":40}},
            {"id":"one","side":"hostile","position":[5,1],"reactiveStrike":true}]})",
        {4, 0}, "", "", 1, 1, 25);
    const QStringList open{".........", ".........", ".........", ".........", "........."};
    row("open field, 7 east 3 south: a diagonal run then a straight run", open,
        R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":25}}]})", {7, 3}, "", "", 1, 2, 40);
    row("equal diagonals (option), 6 east 2 south: a diagonal run then a straight run", open,
        R"({"options":{"diagonals":"equal"},"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":30}}]})",
        {6, 2}, "", "", 1, 1, 30);
    row("equal diagonals (option), a drag's second query", open,
        R"({"options":{"diagonals":"equal"},"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":30}}]})",
        {6, 2}, "twice", "", 1, 1, 30);
    row("a drag's second query: drawn the same", open,
        R"({"creatures":[{"id":"m","side":"party","position":[0,0],"speed":{"walk":25}}]})", {7, 3}, "twice", "", 1, 2, 40);
}

void TestPf2ePaths::equalPathsPreferred()
{
    QFETCH(Encounter, encounter);
    QFETCH(QPoint, to);
    QFETCH(QString, flags);
    QFETCH(QString, provokes);
    QFETCH(int, turns);
    QFETCH(int, actions);
    QFETCH(double, cost);
    MoveRequest req;
    req.creature = QStringLiteral("m");
    MovementEngine engine(encounter);
    if (flags.contains(QLatin1String("twice"))) { // a drag: the cursor passes a square first
        QVERIFY(engine.cheapestPath(req, encounter.creature(req.creature)->position).found);
        QVERIFY(engine.cheapestPath(req, {0, 1}).found);
    }
    const PathResult r = engine.cheapestPath(req, {to.x(), to.y()});
    QVERIFY(r.found);
    QStringList ids;
    for (const Provocation &p : r.provokes)
        ids << p.creature;
    ids.sort();
    QString where;
    int turned = 0;
    for (std::size_t i = 0; i < r.path.size(); ++i) {
        where += QStringLiteral(" %1,%2").arg(r.path[i].x).arg(r.path[i].y);
        if (i >= 2) {
            const bool same = r.path[i].x - r.path[i - 1].x == r.path[i - 1].x - r.path[i - 2].x
                && r.path[i].y - r.path[i - 1].y == r.path[i - 1].y - r.path[i - 2].y;
            turned += same ? 0 : 1;
        }
    }
    QVERIFY2(ids.join(QLatin1Char(' ')) == provokes, qPrintable(ids.join(QLatin1Char(' ')) + QStringLiteral(":") + where));
    QVERIFY2(turned <= turns, qPrintable(where));
    QCOMPARE(r.actions, actions);
    QVERIFY2(std::abs(r.costFeet - cost) < kEps, qPrintable(QString::number(r.costFeet)));
    MovementEngine plain(encounter); // the cost is the cheapest path's, whatever it provokes
    req.disengage = true;
    const PathResult cheapest = plain.cheapestPath(req, {to.x(), to.y()});
    QCOMPARE(r.actions, cheapest.actions);
    QVERIFY(std::abs(r.costFeet - cheapest.costFeet) < kEps);
}

QTEST_GUILESS_MAIN(TestPf2ePaths)
#include "tst_pf2epaths.moc"
