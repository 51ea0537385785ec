#include "rules/fog.h"

#include "rules/sight.h"

#include <QJsonArray>

#include <algorithm>

namespace bm {

namespace {

// One row of run lengths, alternately off and on, starting with off.
QJsonArray runsOf(const std::vector<std::uint8_t> &layer, int width, int y)
{
    QJsonArray runs;
    std::uint8_t current = 0;
    int length = 0;
    bool any = false;
    for (int x = 0; x < width; ++x) {
        const std::uint8_t v = layer[std::size_t(y) * std::size_t(width) + std::size_t(x)] ? 1 : 0;
        any = any || v;
        if (v == current) {
            ++length;
        } else {
            runs.append(length);
            current = v;
            length = 1;
        }
    }
    if (!any)
        return {};
    if (current == 1)
        runs.append(length); // a trailing "off" run is implied
    return runs;
}

QJsonArray rowsOf(const std::vector<std::uint8_t> &layer, int width, int height)
{
    QJsonArray rows;
    for (int y = 0; y < height; ++y)
        rows.append(runsOf(layer, width, y));
    return rows;
}

void readRows(const QJsonValue &v, std::vector<std::uint8_t> &layer, int width, int height)
{
    const QJsonArray rows = v.toArray();
    for (int y = 0; y < height && y < rows.size(); ++y) {
        const QJsonArray runs = rows[y].toArray();
        int x = 0;
        bool on = false;
        for (const QJsonValue &r : runs) {
            const double d = r.toDouble(-1);
            if (!(d >= 0) || d > width) // malformed: the rest of the row stays off
                break;
            const int n = std::min(int(d), width - x);
            if (on)
                std::fill_n(layer.begin() + std::ptrdiff_t(y) * width + x, n, std::uint8_t(1));
            x += n;
            on = !on;
            if (x >= width)
                break;
        }
    }
}

} // namespace

FogOfWar::FogOfWar(int width, int height)
    : m_width(std::max(0, width))
    , m_height(std::max(0, height))
    , m_seen(std::size_t(m_width) * std::size_t(m_height), 0)
    , m_explored(m_seen.size(), 0)
    , m_revealed(m_seen.size(), 0)
    , m_hidden(m_seen.size(), 0)
{
}

namespace {

// into[i] |= from[i] for i < n.
void unite(std::uint8_t *__restrict into, const std::uint8_t *__restrict from, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i)
        into[i] |= from[i];
}

} // namespace

void FogOfWar::update(const Encounter &e, const SightMap &sight, Side side, const Creature *instead)
{
    if (e.width != m_width || e.height != m_height)
        *this = FogOfWar::fromJson(toJson(), e.width, e.height); // the map was resized
    if (!m_dynamic) {
        std::fill(m_seen.begin(), m_seen.end(), std::uint8_t(0));
        return;
    }
    const SightMap::StandIn standIn(sight, instead); // RULES.md 13.1: a dragged creature's light goes with it
    uniteFields(e, sight, side, instead, QRect(0, 0, m_width, m_height));
}

QRect FogOfWar::updateWith(const Encounter &e, const SightMap &sight, Side side, const Creature &instead, const QRect &was)
{
    const QRect map(0, 0, e.width, e.height);
    const Creature *stored = e.creature(instead.id);
    if (e.width != m_width || e.height != m_height || instead.light || (stored && stored->light)) {
        update(e, sight, side, &instead);
        return map;
    }
    if (!m_dynamic)
        return {}; // nothing is seen either way
    const SightMap::StandIn standIn(sight, &instead);
    const auto counts = [side](const Creature &c) { return c.side == side && !c.isDead(); };
    QRect changed = stored && counts(*stored) ? was : QRect();
    if (counts(instead))
        changed |= sight.visibilityBounds(instead);
    changed &= map;
    if (!changed.isEmpty())
        uniteFields(e, sight, side, &instead, changed);
    return changed;
}

void FogOfWar::uniteFields(const Encounter &e, const SightMap &sight, Side side, const Creature *instead, const QRect &squares)
{
    // Row by row, or as one run when the rows are whole (the whole map: one run of each).
    const std::size_t w = std::size_t(m_width);
    const bool wholeRows = squares.width() == m_width;
    const int rows = wholeRows ? 1 : squares.height();
    const std::size_t n = wholeRows ? w * std::size_t(squares.height()) : std::size_t(squares.width());
    const auto rowAt = [&](int k) { return std::size_t(squares.top() + k) * w + std::size_t(squares.left()); };
    // A layer united as far as it and this fog's go (a field is the map's size, or empty).
    const auto uniteRows = [&](std::vector<std::uint8_t> &into, const std::vector<std::uint8_t> &from) {
        for (int k = 0; k < rows; ++k) {
            const std::size_t row = rowAt(k);
            const std::size_t both = std::min(into.size(), from.size());
            if (row < both)
                unite(into.data() + row, from.data() + row, std::min(n, both - row));
        }
    };
    for (int k = 0; k < rows; ++k)
        std::fill_n(m_seen.begin() + std::ptrdiff_t(rowAt(k)), n, std::uint8_t(0));
    for (const Creature &stored : e.creatures) {
        const Creature &c = instead && instead->id == stored.id ? *instead : stored;
        if (c.side != side || c.isDead())
            continue;
        uniteRows(m_seen, sight.visibilityField(c));
        // A Fog Cloud in view: the players see the cloud (the squares as explored, the
        // mist drawn on them), not the creatures in it.
        uniteRows(m_explored, sight.mistField(c));
    }
    uniteRows(m_explored, m_seen);
}

bool FogOfWar::anyVisible(const QRect &squares) const
{
    for (int y = squares.top(); y <= squares.bottom(); ++y)
        for (int x = squares.left(); x <= squares.right(); ++x)
            if (at({x, y}) == FogState::Visible)
                return true;
    return false;
}

std::vector<std::uint8_t> FogOfWar::visibility() const
{
    std::vector<std::uint8_t> out(m_seen.size(), kNotVisible);
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (m_hidden[i])
            continue;
        if (m_revealed[i])
            out[i] = kRevealed;
        else if (m_seen[i])
            out[i] = kVisible;
    }
    return out;
}

namespace {

// FogOfWar::states for n squares from `first`.
void statesOf(std::uint8_t *__restrict out, const std::uint8_t *hidden, const std::uint8_t *revealed, const std::uint8_t *seen,
              const std::uint8_t *explored, std::size_t first, std::size_t n)
{
    for (std::size_t i = first; i < first + n; ++i) {
        const std::uint8_t shown = (revealed[i] | seen[i]) ? std::uint8_t(FogState::Visible)
                                   : explored[i]          ? std::uint8_t(FogState::Explored)
                                                          : std::uint8_t(FogState::Unknown);
        out[i] = hidden[i] ? std::uint8_t(FogState::Unknown) : shown;
    }
}

} // namespace

void FogOfWar::states(std::vector<std::uint8_t> &out) const
{
    out.resize(m_seen.size());
    statesOf(out.data(), m_hidden.data(), m_revealed.data(), m_seen.data(), m_explored.data(), 0, out.size());
}

void FogOfWar::states(std::vector<std::uint8_t> &out, const QRect &within) const
{
    const QRect r = within & QRect(0, 0, m_width, m_height);
    if (out.size() != m_seen.size() || r.isEmpty())
        return;
    for (int y = r.top(); y <= r.bottom(); ++y)
        statesOf(out.data(), m_hidden.data(), m_revealed.data(), m_seen.data(), m_explored.data(),
                 std::size_t(y) * std::size_t(m_width) + std::size_t(r.left()), std::size_t(r.width()));
}

bool FogOfWar::anyRevealed(const QRect &squares) const
{
    const QRect r = squares.intersected(QRect(0, 0, m_width, m_height));
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (m_revealed[index({x, y})] && !m_hidden[index({x, y})])
                return true;
    return false;
}

void FogOfWar::mark(std::vector<std::uint8_t> &layer, const QRect &squares, std::uint8_t value)
{
    const QRect r = squares.intersected(QRect(0, 0, m_width, m_height));
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            layer[index({x, y})] = value;
}

void FogOfWar::reveal(const QRect &squares)
{
    mark(m_revealed, squares, 1);
    mark(m_hidden, squares, 0);
}

void FogOfWar::hide(const QRect &squares)
{
    mark(m_hidden, squares, 1);
    mark(m_revealed, squares, 0);
}

void FogOfWar::revealAll()
{
    reveal(QRect(0, 0, m_width, m_height));
}

void FogOfWar::resetExplored()
{
    std::fill(m_explored.begin(), m_explored.end(), std::uint8_t(0));
}

QJsonObject FogOfWar::toJson() const
{
    return {{QStringLiteral("mode"), m_dynamic ? QStringLiteral("dynamic") : QStringLiteral("manual")},
            {QStringLiteral("explored"), rowsOf(m_explored, m_width, m_height)},
            {QStringLiteral("revealed"), rowsOf(m_revealed, m_width, m_height)},
            {QStringLiteral("hidden"), rowsOf(m_hidden, m_width, m_height)}};
}

FogOfWar FogOfWar::fromJson(const QJsonObject &o, int width, int height)
{
    FogOfWar f(width, height);
    f.m_dynamic = o.value(QLatin1String("mode")).toString() != QLatin1String("manual");
    readRows(o.value(QLatin1String("explored")), f.m_explored, f.m_width, f.m_height);
    readRows(o.value(QLatin1String("revealed")), f.m_revealed, f.m_width, f.m_height);
    readRows(o.value(QLatin1String("hidden")), f.m_hidden, f.m_width, f.m_height);
    return f;
}

} // namespace bm
