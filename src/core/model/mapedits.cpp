#include "model/mapedits.h"

#include "model/enumnames.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>

namespace bm {

QString TerrainKind::id() const
{
    if (isCoverObject())
        return QStringLiteral("cover-") + coverLevelId(cover);
    return terrainTypeId(type);
}

QString TerrainKind::label() const
{
    static constexpr detail::TrNameTable<CoverLevel, 3> objects{
        {{CoverLevel::Half, {QT_TRANSLATE_NOOP("TerrainKind", "Object: half cover"), nullptr}},
         {CoverLevel::ThreeQuarters, {QT_TRANSLATE_NOOP("TerrainKind", "Object: three-quarters cover"), nullptr}},
         {CoverLevel::Greater, {QT_TRANSLATE_NOOP("TerrainKind", "Object: greater cover (pf2e)"), nullptr}}}};
    static constexpr detail::TrNameTable<TerrainType, 6> terrain{
        {{TerrainType::Difficult, {QT_TRANSLATE_NOOP("TerrainKind", "Difficult terrain"), nullptr}},
         {TerrainType::GreaterDifficult, {QT_TRANSLATE_NOOP("TerrainKind", "Greater difficult terrain (pf2e)"), nullptr}},
         {TerrainType::Blocked, {QT_TRANSLATE_NOOP("TerrainKind", "Blocked (solid obstacle)"), nullptr}},
         {TerrainType::Water, {QT_TRANSLATE_NOOP("TerrainKind", "Water"), nullptr}},
         {TerrainType::Climb, {QT_TRANSLATE_NOOP("TerrainKind", "Climb"), nullptr}},
         {TerrainType::DeepWater, {QT_TRANSLATE_NOOP("TerrainKind", "Deep water"), nullptr}}}};
    if (isCoverObject())
        return detail::trNameOfEnum("TerrainKind", objects, cover, id());
    return detail::trNameOfEnum("TerrainKind", terrain, type, id());
}

bool TerrainKind::matches(const TerrainArea &area) const
{
    return isCoverObject() ? area.cover == cover : area.type == type;
}

QList<TerrainKind> TerrainKind::all()
{
    return {
        {TerrainType::Difficult, CoverLevel::None},       {TerrainType::GreaterDifficult, CoverLevel::None},
        {TerrainType::Blocked, CoverLevel::None},         {TerrainType::Water, CoverLevel::None},
        {TerrainType::Climb, CoverLevel::None},           {TerrainType::DeepWater, CoverLevel::None},
        {TerrainType::Difficult, CoverLevel::Half},
        {TerrainType::Difficult, CoverLevel::ThreeQuarters}, {TerrainType::Difficult, CoverLevel::Greater},
    };
}

std::optional<TerrainKind> TerrainKind::fromId(const QString &id)
{
    for (const TerrainKind &k : all()) {
        if (k.id() == id)
            return k;
    }
    return std::nullopt;
}

namespace mapedit {

namespace {

// One flag per square of the map, for "is it already there" in O(1).
class SquareSet
{
public:
    explicit SquareSet(const Encounter &e)
        : m_width(e.width)
        , m_height(e.height)
        , m_bits(std::size_t(std::max(0, e.width)) * std::size_t(std::max(0, e.height)), 0)
    {
    }
    bool inside(GridPoint p) const { return p.x >= 0 && p.y >= 0 && p.x < m_width && p.y < m_height; }
    bool has(GridPoint p) const { return inside(p) && m_bits[index(p)]; }
    // Returns true when the square was not in the set yet.
    bool insert(GridPoint p)
    {
        if (!inside(p) || m_bits[index(p)])
            return false;
        m_bits[index(p)] = 1;
        return true;
    }
    void insertArea(const TerrainArea &a)
    {
        if (a.usesRect) {
            for (int y = a.rect.top(); y <= a.rect.bottom(); ++y)
                for (int x = a.rect.left(); x <= a.rect.right(); ++x)
                    insert({x, y});
        } else {
            for (const GridPoint &p : a.squares)
                insert(p);
        }
    }

private:
    int m_width;
    int m_height;
    std::vector<char> m_bits;
    std::size_t index(GridPoint p) const { return std::size_t(p.y) * std::size_t(m_width) + std::size_t(p.x); }
};

SquareSet coveredBy(const Encounter &e, TerrainKind kind)
{
    SquareSet set(e);
    for (const TerrainArea &a : e.terrain) {
        if (kind.sameAs(a))
            set.insertArea(a);
    }
    return set;
}

// The rectangles that remain of `rect` once the squares in `erased` are gone: runs of
// each row, stacked while the next row has the same run (few rectangles for the usual
// cuts: a line through a lake leaves two).
std::vector<QRect> remainingRects(const QRect &rect, const SquareSet &erased)
{
    struct Open {
        int x0, x1, y0;
        bool continued;
    };
    std::vector<QRect> out;
    std::vector<Open> open;
    for (int y = rect.top(); y <= rect.bottom() + 1; ++y) {
        std::vector<std::pair<int, int>> runs;
        if (y <= rect.bottom()) {
            int x = rect.left();
            while (x <= rect.right()) {
                while (x <= rect.right() && erased.has({x, y}))
                    ++x;
                const int start = x;
                while (x <= rect.right() && !erased.has({x, y}))
                    ++x;
                if (x > start)
                    runs.emplace_back(start, x - 1);
            }
        }
        for (Open &o : open)
            o.continued = false;
        std::vector<Open> next;
        for (const auto &run : runs) {
            const int x0 = run.first; // clang 14 can't capture structured bindings
            const int x1 = run.second;
            auto it = std::find_if(open.begin(), open.end(), [&](const Open &o) { return o.x0 == x0 && o.x1 == x1; });
            if (it != open.end()) {
                it->continued = true;
                next.push_back(*it);
            } else {
                next.push_back({x0, x1, y, true});
            }
        }
        for (const Open &o : open) {
            if (!o.continued)
                out.emplace_back(QPoint(o.x0, o.y0), QPoint(o.x1, y - 1));
        }
        open = std::move(next);
    }
    return out;
}

} // namespace

std::vector<GridPoint> squaresOnLine(GridPoint a, GridPoint b)
{
    // A 4-connected line: consecutive squares share an edge, so a stroke has no diagonal
    // gaps a creature could slip through. Steps along the axis whose next square centre
    // the line reaches first.
    std::vector<GridPoint> out;
    const qint64 nx = std::abs(b.x - a.x);
    const qint64 ny = std::abs(b.y - a.y);
    const int sx = a.x < b.x ? 1 : -1;
    const int sy = a.y < b.y ? 1 : -1;
    GridPoint p = a;
    out.reserve(std::size_t(nx + ny + 1));
    out.push_back(p);
    for (qint64 ix = 0, iy = 0; ix < nx || iy < ny;) {
        if ((1 + 2 * ix) * ny < (1 + 2 * iy) * nx) {
            p.x += sx;
            ++ix;
        } else {
            p.y += sy;
            ++iy;
        }
        out.push_back(p);
    }
    return out;
}

int paintSquares(Encounter &e, const std::vector<GridPoint> &squares, TerrainKind kind)
{
    SquareSet covered = coveredBy(e, kind);
    std::vector<GridPoint> added;
    for (const GridPoint &p : squares) {
        if (covered.insert(p))
            added.push_back(p);
    }
    if (added.empty())
        return 0;
    auto area = std::find_if(e.terrain.begin(), e.terrain.end(),
                             [&](const TerrainArea &a) { return kind.sameAs(a) && !a.usesRect; });
    if (area == e.terrain.end()) {
        TerrainArea a;
        a.type = kind.type;
        a.cover = kind.cover;
        e.terrain.push_back(a);
        area = e.terrain.end() - 1;
    }
    area->squares.insert(area->squares.end(), added.begin(), added.end());
    return int(added.size());
}

int paintRect(Encounter &e, const QRect &rect, TerrainKind kind)
{
    const QRect r = rect.normalized().intersected(QRect(0, 0, e.width, e.height));
    if (r.isEmpty())
        return 0;
    const SquareSet covered = coveredBy(e, kind);
    std::vector<GridPoint> squares;
    bool anyCovered = false;
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) {
            squares.push_back({x, y});
            anyCovered = anyCovered || covered.has({x, y});
        }
    }
    if (anyCovered || squares.size() == 1)
        return paintSquares(e, squares, kind);
    TerrainArea a;
    a.type = kind.type;
    a.cover = kind.cover;
    a.usesRect = true;
    a.rect = r;
    e.terrain.push_back(a);
    return int(squares.size());
}

int eraseSquares(Encounter &e, const std::vector<GridPoint> &squares, std::optional<TerrainKind> only)
{
    SquareSet erased(e);
    for (const GridPoint &p : squares)
        erased.insert(p);
    int removed = 0;
    QList<TerrainArea> kept;
    kept.reserve(e.terrain.size());
    for (TerrainArea &a : e.terrain) {
        if (only && !only->matches(a)) {
            kept.push_back(std::move(a));
            continue;
        }
        if (a.usesRect) {
            int hit = 0;
            for (int y = a.rect.top(); y <= a.rect.bottom(); ++y)
                for (int x = a.rect.left(); x <= a.rect.right(); ++x)
                    hit += erased.has({x, y}) ? 1 : 0;
            if (hit == 0) {
                kept.push_back(std::move(a));
                continue;
            }
            removed += hit;
            for (const QRect &r : remainingRects(a.rect, erased)) {
                TerrainArea part = a;
                part.rect = r;
                kept.push_back(std::move(part));
            }
        } else {
            const auto before = a.squares.size();
            a.squares.erase(std::remove_if(a.squares.begin(), a.squares.end(),
                                           [&](const GridPoint &p) { return erased.has(p); }),
                            a.squares.end());
            removed += int(before - a.squares.size());
            // An area the eraser emptied goes; one that was empty in the file stays.
            if (!a.squares.empty() || before == a.squares.size())
                kept.push_back(std::move(a));
        }
    }
    e.terrain = std::move(kept);
    return removed;
}

double distanceToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    double t = len2 > 0 ? QPointF::dotProduct(p - a, ab) / len2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    const QPointF d = p - (a + t * ab);
    return std::hypot(d.x(), d.y());
}

int wallNear(const Encounter &e, QPointF gridPoint, double tolerance, bool doorsOnly)
{
    int best = -1;
    double bestDistance = tolerance;
    for (qsizetype i = 0; i < e.walls.size(); ++i) {
        const Wall &w = e.walls[i];
        if (doorsOnly && w.door == DoorState::None)
            continue;
        const double d = distanceToSegment(gridPoint, w.from, w.to);
        if (d <= bestDistance) {
            bestDistance = d;
            best = int(i);
        }
    }
    return best;
}

bool toggleDoor(Encounter &e, int wallIndex)
{
    if (wallIndex < 0 || wallIndex >= e.walls.size())
        return false;
    Wall &w = e.walls[std::size_t(wallIndex)];
    if (w.door == DoorState::Open)
        w.door = DoorState::Closed;
    else if (w.door == DoorState::Closed)
        w.door = DoorState::Open;
    else
        return false;
    return true;
}

QString uniqueCreatureId(const Encounter &e, const QString &base)
{
    if (!base.isEmpty() && e.creatureIndex(base) < 0)
        return base;
    // "gob1" -> "gob2", "hero" -> "hero2": the stem without its trailing number.
    QString stem = base;
    while (!stem.isEmpty() && (stem.back().isDigit() || stem.back() == QLatin1Char('-') || stem.back() == QLatin1Char('_')))
        stem.chop(1);
    if (stem.isEmpty())
        stem = QStringLiteral("creature");
    for (int n = 2;; ++n) {
        const QString id = stem + QString::number(n);
        if (e.creatureIndex(id) < 0)
            return id;
    }
}

QString numberedName(const Encounter &e, const QString &name)
{
    static const QRegularExpression numbered(QStringLiteral("^(.*\\S)\\s+(\\d+)$"));
    QString base = name;
    if (const auto m = numbered.match(name); m.hasMatch())
        base = m.captured(1);
    int highest = 1; // the unnumbered original counts as 1
    for (const Creature &c : e.creatures) {
        if (const auto m = numbered.match(c.name); m.hasMatch() && m.captured(1) == base)
            highest = std::max(highest, m.captured(2).toInt());
    }
    return QStringLiteral("%1 %2").arg(base).arg(highest + 1);
}

EncounterSettings settingsOf(const Encounter &e)
{
    EncounterSettings s;
    s.name = e.name;
    s.ruleset = e.ruleset;
    s.width = e.width;
    s.height = e.height;
    s.squareFeet = e.squareFeet;
    s.diagonals = e.options.diagonals;
    s.flanking = e.options.flanking;
    s.roundSeconds = e.options.roundSeconds;
    s.light = e.options.light;
    return s;
}

QSize gridFittingImage(QSizeF imagePixels, double pixelsPerSquare, QPointF offset)
{
    if (!(pixelsPerSquare > 0))
        return {1, 1};
    // A hair of tolerance: 2100 px at 70 px a square is 30 squares, not 29.999….
    const auto fit = [&](double pixels, double from) {
        return std::max(1, int(std::floor((pixels - from) / pixelsPerSquare + 1e-6)));
    };
    return {fit(imagePixels.width(), offset.x()), fit(imagePixels.height(), offset.y())};
}

QString applySettings(Encounter &e, const EncounterSettings &s)
{
    constexpr int maxSide = 2000; // what the reader accepts (encounterio.h kMaxGridSide)
    if (s.width < 1 || s.height < 1 || s.width > maxSide || s.height > maxSide)
        return QCoreApplication::translate("MapEdit", "the grid must be 1 to %1 squares on a side, not %2x%3")
            .arg(maxSide)
            .arg(s.width)
            .arg(s.height);
    if (!(s.squareFeet > 0) || s.squareFeet > 1000)
        return QCoreApplication::translate("MapEdit", "a square must be more than 0 and at most 1000 ft, not %1").arg(s.squareFeet);
    if (s.roundSeconds && !(*s.roundSeconds > 0))
        return QCoreApplication::translate("MapEdit", "a round must last more than 0 seconds");
    for (const Creature &c : e.creatures) {
        const int size = c.spaceSquares();
        if (c.position.x + size > s.width || c.position.y + size > s.height)
            return QCoreApplication::translate("MapEdit", "%1 stands at [%2, %3], outside a %4x%5 grid: move it first")
                .arg(c.name.isEmpty() ? c.id : c.name)
                .arg(c.position.x)
                .arg(c.position.y)
                .arg(s.width)
                .arg(s.height);
    }
    if (s.width < e.width || s.height < e.height) {
        std::vector<GridPoint> outside;
        for (int y = 0; y < e.height; ++y)
            for (int x = 0; x < e.width; ++x)
                if (x >= s.width || y >= s.height)
                    outside.push_back({x, y});
        eraseSquares(e, outside, std::nullopt);
    }
    e.name = s.name;
    e.ruleset = s.ruleset;
    e.width = s.width;
    e.height = s.height;
    e.squareFeet = s.squareFeet;
    e.options.diagonals = s.diagonals;
    e.options.flanking = s.flanking;
    e.options.roundSeconds = s.roundSeconds;
    e.options.light = s.light;
    return {};
}

} // namespace mapedit
} // namespace bm
