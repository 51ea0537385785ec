#include "rules/areas.h"

#include "model/enumnames.h"
#include "model/geometry.h"

#include "rules/distance.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace bm {

namespace {

constexpr double kHalf = 0.5 - 1e-9; // RULES.md 11: at least half a square, within 1e-9

constexpr detail::NameTable<AreaShape, 7> kShapeNames{{{AreaShape::Sphere, "sphere"},
                                                      {AreaShape::Cylinder, "cylinder"},
                                                      {AreaShape::Cube, "cube"},
                                                      {AreaShape::Cone, "cone"},
                                                      {AreaShape::Line, "line"},
                                                      {AreaShape::Emanation, "emanation"},
                                                      {AreaShape::Burst, "burst"}}};

constexpr detail::NameTable<Compass, 8> kCompassNames{{{Compass::N, "N"},
                                                      {Compass::NE, "NE"},
                                                      {Compass::E, "E"},
                                                      {Compass::SE, "SE"},
                                                      {Compass::S, "S"},
                                                      {Compass::SW, "SW"},
                                                      {Compass::W, "W"},
                                                      {Compass::NW, "NW"}}};

// The nearest of the 8 directions to a vector (a pf2e cone aimed with --toward).
Compass nearestCompass(QPointF v)
{
    const double angle = std::atan2(v.y(), v.x()); // 0 = E, +pi/2 = S
    int octant = int(std::lround(angle / (M_PI / 4.0)));
    octant = ((octant % 8) + 8) % 8; // 0 E, 1 SE, 2 S, 3 SW, 4 W, 5 NW, 6 N, 7 NE
    static constexpr std::array<Compass, 8> byOctant{Compass::E, Compass::SE, Compass::S, Compass::SW,
                                                     Compass::W, Compass::NW, Compass::N, Compass::NE};
    return byOctant[std::size_t(octant)];
}

using geom::centreOf;

// Where the ray from the centre of a space toward a point leaves the space.
QPointF exitPoint(const QRect &space, QPointF u)
{
    const QPointF c = centreOf(space);
    const double hx = space.width() / 2.0;
    const double hy = space.height() / 2.0;
    double t = std::numeric_limits<double>::infinity();
    if (std::abs(u.x()) > 1e-12)
        t = std::min(t, hx / std::abs(u.x()));
    if (std::abs(u.y()) > 1e-12)
        t = std::min(t, hy / std::abs(u.y()));
    return c + u * t;
}

// The shapes' names, in the "Area" context (each text marked QT_TRANSLATE_NOOP so that
// lupdate files it there, not under the function that says it).
QString say(const char *text)
{
    return QCoreApplication::translate("Area", text);
}

constexpr detail::NameTable<AreaRefusal, 17> kRefusalNames{{{AreaRefusal::None, "none"},
                                                           {AreaRefusal::SizeNotPositive, "size-not-positive"},
                                                           {AreaRefusal::OriginAndCreature, "origin-and-creature"},
                                                           {AreaRefusal::NoSuchCreature, "no-such-creature"},
                                                           {AreaRefusal::OriginOffMap, "origin-off-map"},
                                                           {AreaRefusal::AimNotFinite, "aim-not-finite"},
                                                           {AreaRefusal::NoCubeInPf2e, "no-cube-in-pf2e"},
                                                           {AreaRefusal::EmanationNeedsCreature, "emanation-needs-creature"},
                                                           {AreaRefusal::NeedsCreature, "needs-creature"},
                                                           {AreaRefusal::BurstNeedsOrigin, "burst-needs-origin"},
                                                           {AreaRefusal::CubeNeedsOrigin, "cube-needs-origin"},
                                                           {AreaRefusal::NeedsOriginOrCreature, "needs-origin-or-creature"},
                                                           {AreaRefusal::NeedsAim, "needs-aim"},
                                                           {AreaRefusal::Pf2eLineWidth, "pf2e-line-width"},
                                                           {AreaRefusal::AimedAtOrigin, "aimed-at-origin"},
                                                           {AreaRefusal::CoversNoSquare, "covers-no-square"},
                                                           {AreaRefusal::EffectNeedsName, "effect-needs-name"}}};

// A bounding box of squares, clipped to the map.
struct SquareBox {
    int x0 = 0, y0 = 0, x1 = -1, y1 = -1; // inclusive
    bool empty() const { return x1 < x0 || y1 < y0; }
    static SquareBox around(double minX, double minY, double maxX, double maxY, const Encounter &e)
    {
        SquareBox b;
        const auto clampTo = [](double v, int hi) { return int(std::clamp(v, -1.0, double(hi))); };
        b.x0 = std::max(0, clampTo(std::floor(minX), e.width));
        b.y0 = std::max(0, clampTo(std::floor(minY), e.height));
        b.x1 = std::min(e.width - 1, clampTo(std::ceil(maxX), e.width));
        b.y1 = std::min(e.height - 1, clampTo(std::ceil(maxY), e.height));
        return b;
    }
};

// RULES.md 11's spread test for one query: the walls and blocked squares near it in cells
// of kCell x kCell squares; a spread line visits the cells it passes (a grid walk), so a
// big area on a big map tests the obstacles along each line, not all of them.
class SpreadIndex
{
public:
    static constexpr double kCell = 8.0;
    static constexpr double kPad = 1e-7; // obstacles on a cell's edge go into both cells

    SpreadIndex(double x0, double y0, double x1, double y1)
        : m_x0(x0)
        , m_y0(y0)
        , m_cols(std::max(1, int(std::ceil((x1 - x0) / kCell)) + 1))
        , m_rows(std::max(1, int(std::ceil((y1 - y0) / kCell)) + 1))
        , m_walls(std::size_t(m_cols) * m_rows)
        , m_blocked(std::size_t(m_cols) * m_rows)
    {
    }

    void addWall(QPointF a, QPointF b, double x0, double y0, double x1, double y1)
    {
        const int w = int(m_segments.size());
        m_segments.push_back({a, b, x0, y0, x1, y1});
        forCells(x0 - kPad, y0 - kPad, x1 + kPad, y1 + kPad, [&](std::size_t cell) { m_walls[cell].push_back(w); });
        m_any = true;
    }
    void addBlocked(int x, int y)
    {
        forCells(x - kPad, y - kPad, x + 1 + kPad, y + 1 + kPad, [&](std::size_t cell) { m_blocked[cell].push_back(QPoint(x, y)); });
        m_any = true;
    }

    // Does the segment from p to the square centre c get through?
    bool clear(QPointF p, QPointF c) const
    {
        if (!m_any)
            return true;
        const double x0 = std::min(p.x(), c.x()), x1 = std::max(p.x(), c.x());
        const double y0 = std::min(p.y(), c.y()), y1 = std::max(p.y(), c.y());
        bool through = true;
        geom::SpreadWalls spread(p, c); // one for the whole walk: a joint's walls may sit in two cells
        walk(p, c, [&](std::size_t cell) {
            for (int i : m_walls[cell]) {
                const Segment &w = m_segments[std::size_t(i)];
                if (!(w.x1 < x0 || w.x0 > x1 || w.y1 < y0 || w.y0 > y1) && spread.blocks(w.a, w.b))
                    return through = false;
            }
            for (const QPoint &b : m_blocked[cell]) {
                if (b.x() < x1 && b.x() + 1 > x0 && b.y() < y1 && b.y() + 1 > y0
                    && geom::segmentMeetsOpenBox(p, c, b.x(), b.y(), b.x() + 1, b.y() + 1))
                    return through = false;
            }
            return true;
        });
        return through;
    }

private:
    struct Segment {
        QPointF a, b;
        double x0, y0, x1, y1;
    };
    double m_x0, m_y0;
    int m_cols, m_rows;
    std::vector<std::vector<int>> m_walls;
    std::vector<std::vector<QPoint>> m_blocked;
    std::vector<Segment> m_segments;
    bool m_any = false;

    int col(double x) const { return std::clamp(int(std::floor((x - m_x0) / kCell)), 0, m_cols - 1); }
    int row(double y) const { return std::clamp(int(std::floor((y - m_y0) / kCell)), 0, m_rows - 1); }

    template<class F>
    void forCells(double x0, double y0, double x1, double y1, F f) const
    {
        for (int r = row(y0); r <= row(y1); ++r)
            for (int c = col(x0); c <= col(x1); ++c)
                f(std::size_t(r) * m_cols + c);
    }

    // The cells the segment p-q passes, in order (Amanatides and Woo); where it passes a
    // cell corner both neighbours are visited. f returns false to stop.
    template<class F>
    void walk(QPointF p, QPointF q, F f) const
    {
        int cx = col(p.x()), cy = row(p.y());
        const int ex = col(q.x()), ey = row(q.y());
        const double dx = (q.x() - p.x()) / kCell, dy = (q.y() - p.y()) / kCell;
        const double fx = (p.x() - m_x0) / kCell, fy = (p.y() - m_y0) / kCell;
        const int sx = dx > 0 ? 1 : -1, sy = dy > 0 ? 1 : -1;
        const double inf = std::numeric_limits<double>::infinity();
        double tx = dx != 0 ? ((cx + (sx > 0 ? 1 : 0)) - fx) / dx : inf;
        double ty = dy != 0 ? ((cy + (sy > 0 ? 1 : 0)) - fy) / dy : inf;
        const double stepX = dx != 0 ? std::abs(1.0 / dx) : inf, stepY = dy != 0 ? std::abs(1.0 / dy) : inf;
        for (int guard = m_cols + m_rows + 4; guard > 0; --guard) {
            if (!f(std::size_t(cy) * m_cols + cx))
                return;
            if (cx == ex && cy == ey)
                return;
            if (std::abs(tx - ty) < 1e-12) { // through a corner: the two side cells too
                if (cx + sx >= 0 && cx + sx < m_cols && !f(std::size_t(cy) * m_cols + cx + sx))
                    return;
                if (cy + sy >= 0 && cy + sy < m_rows && !f(std::size_t(cy + sy) * m_cols + cx))
                    return;
                cx += sx;
                cy += sy;
                tx += stepX;
                ty += stepY;
            } else if (tx < ty) {
                cx += sx;
                tx += stepX;
            } else {
                cy += sy;
                ty += stepY;
            }
            if (cx < 0 || cy < 0 || cx >= m_cols || cy >= m_rows)
                return;
        }
    }
};

} // namespace

std::optional<AreaShape> areaShapeFromId(const QString &id)
{
    return detail::enumFromName(kShapeNames, id);
}

QString areaShapeId(AreaShape s)
{
    return detail::nameOfEnum(kShapeNames, s);
}

std::vector<AreaShape> areaShapesFor(Ruleset r)
{
    if (r == Ruleset::Pf2e)
        return {AreaShape::Burst, AreaShape::Cone, AreaShape::Line, AreaShape::Emanation};
    return {AreaShape::Sphere, AreaShape::Cylinder, AreaShape::Cube, AreaShape::Cone, AreaShape::Line, AreaShape::Emanation};
}

bool areaStartsOnCreature(Ruleset r, AreaShape s)
{
    return s == AreaShape::Emanation || (r == Ruleset::Pf2e && (s == AreaShape::Cone || s == AreaShape::Line));
}

bool areaIsAimed(AreaShape s)
{
    return s == AreaShape::Cone || s == AreaShape::Line || s == AreaShape::Cube;
}

QString areaRefusalId(AreaRefusal r)
{
    return detail::nameOfEnum(kRefusalNames, r);
}

QString areaShapeDisplayName(AreaShape s)
{
    switch (s) {
    case AreaShape::Sphere:
        return say(QT_TRANSLATE_NOOP("Area", "sphere"));
    case AreaShape::Cylinder:
        return say(QT_TRANSLATE_NOOP("Area", "cylinder"));
    case AreaShape::Cube:
        return say(QT_TRANSLATE_NOOP("Area", "cube"));
    case AreaShape::Cone:
        return say(QT_TRANSLATE_NOOP("Area", "cone"));
    case AreaShape::Line:
        return say(QT_TRANSLATE_NOOP("Area", "line"));
    case AreaShape::Emanation:
        return say(QT_TRANSLATE_NOOP("Area", "emanation"));
    case AreaShape::Burst:
        return say(QT_TRANSLATE_NOOP("Area", "burst"));
    }
    return {};
}

std::optional<Compass> compassFromId(const QString &id)
{
    return detail::enumFromName(kCompassNames, id.toUpper());
}

QString compassId(Compass c)
{
    return detail::nameOfEnum(kCompassNames, c);
}

EffectArea storedArea(const AreaOfEffect &area, std::vector<GridPoint> squares)
{
    EffectArea a;
    a.shape = areaShapeId(area.shape);
    a.sizeFeet = area.sizeFeet;
    a.origin = area.origin;
    a.creature = area.creature;
    a.toward = area.toward;
    if (area.direction)
        a.direction = compassId(*area.direction);
    a.widthFeet = area.widthFeet;
    a.squares = std::move(squares);
    return a;
}

AreaOfEffect areaOfEffect(const EffectArea &stored)
{
    AreaOfEffect a;
    a.shape = areaShapeFromId(stored.shape).value_or(AreaShape::Sphere);
    a.sizeFeet = stored.sizeFeet;
    a.origin = stored.origin;
    a.creature = stored.creature;
    a.toward = stored.toward;
    a.direction = compassFromId(stored.direction);
    a.widthFeet = stored.widthFeet;
    return a;
}

namespace areageom {

namespace {

// The antiderivative of sqrt(r^2 - t^2) on [-r, r].
double circleIntegral(double t, double r)
{
    t = std::clamp(t, -r, r);
    return 0.5 * (t * std::sqrt(std::max(0.0, r * r - t * t)) + r * r * std::asin(t / r));
}

} // namespace

double discRectArea(QPointF c, double r, double x0, double y0, double x1, double y1)
{
    if (r <= 0.0)
        return 0.0;
    x0 -= c.x();
    x1 -= c.x();
    y0 -= c.y();
    y1 -= c.y();
    const double a = std::max(x0, -r);
    const double b = std::min(x1, r);
    if (a >= b || y0 >= r || y1 <= -r)
        return 0.0;
    // Between these breakpoints the covered height min(y1, h) - max(y0, -h), with
    // h(t) = sqrt(r^2 - t^2), is made of the same pieces: a constant or +-h.
    std::array<double, 8> t{};
    int n = 0;
    t[std::size_t(n++)] = a;
    t[std::size_t(n++)] = b;
    for (double y : {y0, y1}) {
        if (std::abs(y) < r) {
            const double s = std::sqrt(r * r - y * y);
            for (double v : {-s, s}) {
                if (v > a && v < b)
                    t[std::size_t(n++)] = v;
            }
        }
    }
    for (int i = 1; i < n; ++i) // at most 6 values: an insertion sort
        for (int j = i; j > 0 && t[std::size_t(j) - 1] > t[std::size_t(j)]; --j)
            std::swap(t[std::size_t(j) - 1], t[std::size_t(j)]);
    double area = 0.0;
    for (int i = 0; i + 1 < n; ++i) {
        const double t0 = t[std::size_t(i)];
        const double t1 = t[std::size_t(i) + 1];
        if (t1 <= t0)
            continue;
        const double tm = 0.5 * (t0 + t1);
        const double h = std::sqrt(std::max(0.0, r * r - tm * tm));
        if (std::min(y1, h) <= std::max(y0, -h))
            continue;
        const double ih = circleIntegral(t1, r) - circleIntegral(t0, r);
        const double top = y1 < h ? y1 * (t1 - t0) : ih;
        const double bottom = y0 > -h ? y0 * (t1 - t0) : -ih;
        area += top - bottom;
    }
    return std::max(0.0, area);
}

double convexRectArea(const std::vector<QPointF> &polygon, double x0, double y0, double x1, double y1)
{
    // Sutherland-Hodgman against the four sides, then the shoelace formula.
    std::array<QPointF, 16> bufA{};
    std::array<QPointF, 16> bufB{};
    int n = int(std::min<std::size_t>(polygon.size(), 8));
    std::copy(polygon.begin(), polygon.begin() + n, bufA.begin());
    QPointF *in = bufA.data();
    QPointF *out = bufB.data();
    const auto clip = [&](auto inside, auto intersect) {
        int m = 0;
        for (int i = 0; i < n; ++i) {
            const QPointF cur = in[i];
            const QPointF prev = in[(i + n - 1) % n];
            const bool ci = inside(cur);
            const bool pi = inside(prev);
            if (ci) {
                if (!pi)
                    out[m++] = intersect(prev, cur);
                out[m++] = cur;
            } else if (pi) {
                out[m++] = intersect(prev, cur);
            }
        }
        std::swap(in, out);
        n = m;
    };
    const auto atX = [](double x) {
        return [x](QPointF p, QPointF q) {
            const double s = (x - p.x()) / (q.x() - p.x());
            return QPointF(x, p.y() + s * (q.y() - p.y()));
        };
    };
    const auto atY = [](double y) {
        return [y](QPointF p, QPointF q) {
            const double s = (y - p.y()) / (q.y() - p.y());
            return QPointF(p.x() + s * (q.x() - p.x()), y);
        };
    };
    clip([x0](QPointF p) { return p.x() >= x0; }, atX(x0));
    if (n)
        clip([x1](QPointF p) { return p.x() <= x1; }, atX(x1));
    if (n)
        clip([y0](QPointF p) { return p.y() >= y0; }, atY(y0));
    if (n)
        clip([y1](QPointF p) { return p.y() <= y1; }, atY(y1));
    double twice = 0.0;
    for (int i = 0; i < n; ++i) {
        const QPointF p = in[i];
        const QPointF q = in[(i + 1) % n];
        twice += p.x() * q.y() - q.x() * p.y();
    }
    return std::abs(twice) / 2.0;
}

} // namespace areageom

AreaMap::AreaMap(const Encounter &encounter)
    : m_encounter(encounter)
    , m_blocked(std::size_t(encounter.width) * std::size_t(encounter.height), 0)
{
    const Encounter &e = m_encounter;
    const auto mark = [&](int x, int y) {
        if (e.contains({x, y}))
            m_blocked[std::size_t(y) * e.width + x] = 1;
    };
    for (const TerrainArea &t : e.terrain) {
        if (t.type != TerrainType::Blocked)
            continue;
        if (t.usesRect) {
            const int x0 = std::max(0, t.rect.left());
            const int y0 = std::max(0, t.rect.top());
            const int x1 = std::min(e.width - 1, t.rect.right());
            const int y1 = std::min(e.height - 1, t.rect.bottom());
            for (int y = y0; y <= y1; ++y)
                for (int x = x0; x <= x1; ++x)
                    mark(x, y);
        } else {
            for (const GridPoint &p : t.squares)
                mark(p.x, p.y);
        }
    }
    // RULES.md 11: walls that block sight stop a spread (a door only while closed).
    for (const Wall &w : e.walls) {
        if (!w.stopsSight() || w.door == DoorState::Open)
            continue;
        m_walls.push_back({w.from, w.to, std::min(w.from.x(), w.to.x()), std::min(w.from.y(), w.to.y()),
                           std::max(w.from.x(), w.to.x()), std::max(w.from.y(), w.to.y())});
    }
}

bool AreaMap::spreadReaches(QPointF p, int x, int y) const
{
    const QPointF c(x + 0.5, y + 0.5);
    const double x0 = std::min(p.x(), c.x()), x1 = std::max(p.x(), c.x());
    const double y0 = std::min(p.y(), c.y()), y1 = std::max(p.y(), c.y());
    geom::SpreadWalls spread(p, c);
    for (const SightWall &w : m_walls) {
        if (!(w.x1 < x0 || w.x0 > x1 || w.y1 < y0 || w.y0 > y1) && spread.blocks(w.from, w.to))
            return false;
    }
    const int sx0 = std::max(0, int(std::floor(x0))), sx1 = std::min(m_encounter.width - 1, int(std::floor(x1)));
    const int sy0 = std::max(0, int(std::floor(y0))), sy1 = std::min(m_encounter.height - 1, int(std::floor(y1)));
    for (int sy = sy0; sy <= sy1; ++sy) {
        for (int sx = sx0; sx <= sx1; ++sx) {
            if (isBlocked(sx, sy) && geom::segmentMeetsOpenBox(p, c, sx, sy, sx + 1, sy + 1))
                return false;
        }
    }
    return true;
}

AreaResult AreaMap::squaresIn(const AreaOfEffect &area) const
{
    const Encounter &e = m_encounter;
    const bool pf2e = e.ruleset == Ruleset::Pf2e;
    const double unit = e.squareFeet;
    AreaResult result;
    const auto fail = [&](AreaRefusal code, AreaShape named = AreaShape::Sphere) {
        result.ok = false;
        result.problem.code = code;
        result.problem.shape = named;
        return result;
    };

    if (!std::isfinite(area.sizeFeet) || area.sizeFeet <= 0.0)
        return fail(AreaRefusal::SizeNotPositive);
    if (area.origin && !area.creature.isEmpty())
        return fail(AreaRefusal::OriginAndCreature);
    const Creature *caster = nullptr;
    if (!area.creature.isEmpty()) {
        caster = e.creature(area.creature);
        if (!caster) {
            result.problem.creature = area.creature;
            return fail(AreaRefusal::NoSuchCreature);
        }
    }
    if (area.origin) {
        const QPointF o = *area.origin;
        if (!std::isfinite(o.x()) || !std::isfinite(o.y()) || o.x() < 0 || o.y() < 0 || o.x() > e.width || o.y() > e.height) {
            result.problem.point = o;
            return fail(AreaRefusal::OriginOffMap);
        }
    }
    if (area.toward && (!std::isfinite(area.toward->x()) || !std::isfinite(area.toward->y())))
        return fail(AreaRefusal::AimNotFinite);

    AreaShape shape = area.shape;
    if (pf2e && (shape == AreaShape::Sphere || shape == AreaShape::Cylinder))
        shape = AreaShape::Burst; // RULES.md 11: sphere and cylinder mean burst in pf2e
    if (!pf2e && shape == AreaShape::Burst)
        shape = AreaShape::Sphere;
    if (pf2e && shape == AreaShape::Cube)
        return fail(AreaRefusal::NoCubeInPf2e);
    if (areaStartsOnCreature(e.ruleset, shape) && !caster)
        return fail(shape == AreaShape::Emanation ? AreaRefusal::EmanationNeedsCreature : AreaRefusal::NeedsCreature, shape);
    if (pf2e && shape == AreaShape::Burst && !area.origin)
        return fail(AreaRefusal::BurstNeedsOrigin);
    if (!pf2e && shape == AreaShape::Cube && !area.origin)
        return fail(AreaRefusal::CubeNeedsOrigin);
    if (!area.origin && !caster)
        return fail(AreaRefusal::NeedsOriginOrCreature);
    if ((shape == AreaShape::Cone || shape == AreaShape::Line) && !area.toward && !(area.direction && shape == AreaShape::Cone))
        return fail(AreaRefusal::NeedsAim, shape);
    if (shape == AreaShape::Line && pf2e && area.widthFeet > 0 && std::abs(area.widthFeet - unit) > 1e-9)
        return fail(AreaRefusal::Pf2eLineWidth);

    const QRect space = caster ? caster->spaceRect() : QRect();
    // The aim as a unit vector from where the shape starts.
    QPointF start = area.origin ? *area.origin : centreOf(space);
    QPointF u;
    if (shape == AreaShape::Cone || shape == AreaShape::Line) {
        QPointF v;
        if (area.toward)
            v = *area.toward - start;
        else
            v = QPointF(compassStep(*area.direction));
        const double len = std::hypot(v.x(), v.y());
        if (len < 1e-9)
            return fail(AreaRefusal::AimedAtOrigin, shape);
        u = v / len;
    }

    // Candidates and the test of one square; the spread point of RULES.md 11.
    SquareBox box;
    QPointF spread = area.origin ? *area.origin : centreOf(space);
    std::vector<QPointF> polygon;
    enum class Test { Disc, Polygon, Emanation, Burst, Cone, Line } test = Test::Disc;
    const double size = area.sizeFeet / unit; // in squares
    Compass compass = Compass::E;
    QPointF corner; // a pf2e diagonal cone's origin

    switch (shape) {
    case AreaShape::Sphere:
    case AreaShape::Cylinder:
        test = Test::Disc;
        box = SquareBox::around(start.x() - size, start.y() - size, start.x() + size, start.y() + size, e);
        break;
    case AreaShape::Cube: {
        const QPointF o = *area.origin;
        const QPointF t = area.toward.value_or(o);
        const double sx = t.x() < o.x() ? -1.0 : 1.0; // a zero component extends toward +
        const double sy = t.y() < o.y() ? -1.0 : 1.0;
        const QPointF far(o.x() + sx * size, o.y() + sy * size);
        polygon = {o, QPointF(far.x(), o.y()), far, QPointF(o.x(), far.y())};
        test = Test::Polygon;
        break;
    }
    case AreaShape::Cone:
        if (pf2e) {
            compass = area.direction ? *area.direction : nearestCompass(u);
            test = Test::Cone;
            box = SquareBox::around(space.left() - size - 1, space.top() - size - 1, space.right() + size + 1,
                                    space.bottom() + size + 1, e);
            const QPoint step = compassStep(compass);
            const int s = space.width();
            if (step.x() != 0 && step.y() != 0) {
                // Diagonal: counted from the corner; the spread point stays the centre of
                // the space (an area on a creature).
                corner = QPointF(step.x() > 0 ? space.x() + s : space.x(), step.y() > 0 ? space.y() + s : space.y());
            } else {
                // Orthogonal: the spread point is the midpoint of the side it leaves from.
                spread = centreOf(space) + QPointF(step.x() * s / 2.0, step.y() * s / 2.0);
            }
        } else {
            if (caster)
                start = exitPoint(space, u);
            const QPointF n(-u.y(), u.x());
            const QPointF far = start + u * size;
            polygon = {start, far + n * (size / 2.0), far - n * (size / 2.0)};
            test = Test::Polygon;
        }
        break;
    case AreaShape::Line:
        if (pf2e) {
            test = Test::Line;
            const double reach = 2.0 * (size + space.width() + 1.0);
            const QPointF c = centreOf(space);
            const QPointF end = c + u * reach;
            polygon = {c, end};
            box = SquareBox::around(std::min(c.x(), end.x()), std::min(c.y(), end.y()), std::max(c.x(), end.x()),
                                    std::max(c.y(), end.y()), e);
        } else {
            if (caster)
                start = exitPoint(space, u);
            const double w = (area.widthFeet > 0 ? area.widthFeet : unit) / unit;
            const QPointF n(-u.y(), u.x());
            const QPointF far = start + u * size;
            polygon = {start + n * (w / 2.0), far + n * (w / 2.0), far - n * (w / 2.0), start - n * (w / 2.0)};
            test = Test::Polygon;
        }
        break;
    case AreaShape::Emanation:
        test = Test::Emanation;
        box = SquareBox::around(space.left() - size - 1, space.top() - size - 1, space.right() + size + 1,
                                space.bottom() + size + 1, e);
        break;
    case AreaShape::Burst:
        test = Test::Burst;
        box = SquareBox::around(start.x() - size - 1, start.y() - size - 1, start.x() + size + 1, start.y() + size + 1, e);
        break;
    }
    if (test == Test::Polygon) {
        double minX = polygon[0].x(), maxX = minX, minY = polygon[0].y(), maxY = minY;
        for (const QPointF &p : polygon) {
            minX = std::min(minX, p.x());
            maxX = std::max(maxX, p.x());
            minY = std::min(minY, p.y());
            maxY = std::max(maxY, p.y());
        }
        box = SquareBox::around(minX, minY, maxX, maxY, e);
    }

    const Diagonals diagonals = e.diagonals();
    const auto counted = [&](double o, int x) { return x >= o ? x - o + 1.0 : o - x; }; // RULES.md 11, pf2e
    const auto inShape = [&](int x, int y) -> bool {
        switch (test) {
        case Test::Disc:
            return areageom::discRectArea(start, size, x, y, x + 1, y + 1) >= kHalf;
        case Test::Polygon:
            return areageom::convexRectArea(polygon, x, y, x + 1, y + 1) >= kHalf;
        case Test::Emanation:
            if (space.contains(x, y))
                return area.includeOrigin;
            return rectDistanceFeet(e, space, QRect(x, y, 1, 1)) <= area.sizeFeet + 1e-9;
        case Test::Burst:
            return touchingMetric(diagonals, counted(start.x(), x), counted(start.y(), y)) * unit <= area.sizeFeet + 1e-9;
        case Test::Cone: {
            const QPoint step = compassStep(compass);
            const int s = space.width();
            const int px = space.x(), py = space.y();
            if (step.x() != 0 && step.y() != 0) {
                // Diagonal: beyond both of the corner's grid lines, counted from the corner.
                const bool beyondX = step.x() > 0 ? x >= corner.x() : x < corner.x();
                const bool beyondY = step.y() > 0 ? y >= corner.y() : y < corner.y();
                return beyondX && beyondY
                    && touchingMetric(diagonals, counted(corner.x(), x), counted(corner.y(), y)) * unit <= area.sizeFeet + 1e-9;
            }
            // Orthogonal: k squares out from the side, j squares beside the space.
            int k = 0, j = 0;
            if (step.x() != 0) {
                k = step.x() > 0 ? x - (px + s) + 1 : px - x;
                j = std::max({0, py - y, y - (py + s - 1)});
            } else {
                k = step.y() > 0 ? y - (py + s) + 1 : py - y;
                j = std::max({0, px - x, x - (px + s - 1)});
            }
            return k >= 1 && j <= k - 1 && touchingMetric(diagonals, k, j) * unit <= area.sizeFeet + 1e-9;
        }
        case Test::Line:
            return !space.contains(x, y) && geom::segmentMeetsOpenBox(polygon[0], polygon[1], x, y, x + 1, y + 1)
                && rectDistanceFeet(e, space, QRect(x, y, 1, 1)) <= area.sizeFeet + 1e-9;
        }
        return false;
    };

    if (box.empty())
        return result;
    // The walls and blocked squares a spread line of this query may meet, inside the
    // candidates' box widened to the spread point, bucketed in cells of kCell squares.
    const double qx0 = std::min<double>(box.x0, spread.x()), qx1 = std::max<double>(box.x1 + 1, spread.x());
    const double qy0 = std::min<double>(box.y0, spread.y()), qy1 = std::max<double>(box.y1 + 1, spread.y());
    SpreadIndex index(qx0, qy0, qx1, qy1);
    for (const SightWall &w : m_walls) {
        if (!(w.x1 < qx0 || w.x0 > qx1 || w.y1 < qy0 || w.y0 > qy1))
            index.addWall(w.from, w.to, w.x0, w.y0, w.x1, w.y1);
    }
    {
        const int sx0 = std::max(0, int(std::floor(qx0))), sx1 = std::min(e.width - 1, int(std::floor(qx1)));
        const int sy0 = std::max(0, int(std::floor(qy0))), sy1 = std::min(e.height - 1, int(std::floor(qy1)));
        for (int sy = sy0; sy <= sy1; ++sy)
            for (int sx = sx0; sx <= sx1; ++sx)
                if (isBlocked(sx, sy))
                    index.addBlocked(sx, sy);
    }
    const int bw = box.x1 - box.x0 + 1;
    std::vector<std::uint8_t> in(std::size_t(bw) * std::size_t(box.y1 - box.y0 + 1), 0);
    for (int y = box.y0; y <= box.y1; ++y) {
        for (int x = box.x0; x <= box.x1; ++x) {
            // RULES.md 11: never a blocked square; the spread test last (the dearest).
            if (isBlocked(x, y) || !inShape(x, y) || !index.clear(spread, QPointF(x + 0.5, y + 0.5)))
                continue;
            in[std::size_t(y - box.y0) * bw + (x - box.x0)] = 1;
            result.squares.push_back({x, y});
        }
    }
    for (const Creature &c : e.creatures) {
        if (c.isDead())
            continue;
        const QRect r = c.spaceRect().intersected(QRect(box.x0, box.y0, bw, box.y1 - box.y0 + 1));
        bool hit = false;
        for (int y = r.top(); y <= r.bottom() && !hit; ++y)
            for (int x = r.left(); x <= r.right() && !hit; ++x)
                hit = in[std::size_t(y - box.y0) * bw + (x - box.x0)] != 0;
        if (hit)
            result.creatures.append(c.id);
    }
    result.creatures.sort();
    return result;
}

AreaResult areaSquares(const Encounter &encounter, const AreaOfEffect &area)
{
    return AreaMap(encounter).squaresIn(area);
}

QPoint compassStep(Compass c)
{
    switch (c) {
    case Compass::N: return {0, -1};
    case Compass::NE: return {1, -1};
    case Compass::E: return {1, 0};
    case Compass::SE: return {1, 1};
    case Compass::S: return {0, 1};
    case Compass::SW: return {-1, 1};
    case Compass::W: return {-1, 0};
    case Compass::NW: return {-1, -1};
    }
    return {0, 0};
}

} // namespace bm
