#include "rules/terraingrid.h"

#include "model/geometry.h"

#include <algorithm>
#include <cmath>

namespace bm {

namespace {

std::uint8_t flagFor(TerrainType t)
{
    switch (t) {
    case TerrainType::Difficult:
        return SquareFlag::Difficult;
    case TerrainType::GreaterDifficult:
        return SquareFlag::Difficult | SquareFlag::GreaterDifficult;
    case TerrainType::Blocked:
        return SquareFlag::Blocked;
    case TerrainType::Water:
    case TerrainType::DeepWater: // RULES.md 14.7: costs as water
        return SquareFlag::Water;
    case TerrainType::Climb:
        return SquareFlag::Climb;
    }
    return 0;
}

} // namespace

TerrainGrid::TerrainGrid(const Encounter &e)
    : m_width(e.width)
    , m_height(e.height)
    , m_flags(std::size_t(e.width) * e.height, 0)
    , m_cover(std::size_t(e.width) * e.height, 0)
{
    const auto mark = [&](const TerrainArea &area, int x, int y) {
        if (x < 0 || y < 0 || x >= m_width || y >= m_height)
            return;
        const std::size_t i = std::size_t(y) * m_width + x;
        m_flags[i] |= flagFor(area.type);
        // ENCOUNTER_FORMAT.md: a square in several areas takes its highest cover.
        m_cover[i] = std::max<std::uint8_t>(m_cover[i], std::uint8_t(area.cover));
    };
    for (const TerrainArea &area : e.terrain) {
        if (area.usesRect) {
            const QRect r = area.rect.intersected(QRect(0, 0, m_width, m_height));
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x)
                    mark(area, x, y);
        } else {
            for (const GridPoint &p : area.squares)
                mark(area, p.x, p.y);
        }
    }
    // An effect on the map (Spike Growth, Web) is difficult terrain while it lasts.
    for (const Effect &f : e.combat.effects) {
        if (!f.area || !f.area->difficult)
            continue;
        for (const GridPoint &p : f.area->squares)
            if (p.x >= 0 && p.y >= 0 && p.x < m_width && p.y < m_height)
                m_flags[std::size_t(p.y) * m_width + p.x] |= SquareFlag::Difficult;
    }
    const std::size_t stride = std::size_t(m_width) + 1;
    for (int bit = 0; bit < 5; ++bit) {
        auto &sum = m_flagSum[bit];
        sum.assign(stride * (m_height + 1), 0);
        for (int y = 0; y < m_height; ++y) {
            for (int x = 0; x < m_width; ++x) {
                const std::uint32_t v = (m_flags[std::size_t(y) * m_width + x] >> bit) & 1u;
                sum[(y + 1) * stride + x + 1] = v + sum[y * stride + x + 1] + sum[(y + 1) * stride + x] - sum[y * stride + x];
            }
        }
    }
    rasteriseWalls(e);
}

void TerrainGrid::rasteriseWalls(const Encounter &e)
{
    // Doubled grid: element (i, j), i in [0, 2W], j in [0, 2H]. Even i is the grid line
    // x = i/2, odd i the inside of column (i-1)/2; the same for j. So (odd, odd) is a
    // square's open interior, (even, odd) an open vertical edge, (odd, even) an open
    // horizontal edge and (even, even) a grid point.
    const int di = 2 * m_width + 1;
    const int dj = 2 * m_height + 1;
    std::vector<std::uint8_t> cells;
    for (const Wall &w : e.walls) {
        if (!w.stopsMovement())
            continue;
        if (cells.empty())
            cells.assign(std::size_t(di) * dj, 0);
        const QPointF p = w.from;
        const QPointF q = w.to;
        // Clamped as doubles first: a wall may reach far off the map (any finite number is
        // a legal coordinate), beyond what an int holds.
        const auto lineIndex = [](double v, int hi) { return int(std::clamp(v, 0.0, double(hi))); };
        const int x0 = lineIndex(std::floor(std::min(p.x(), q.x())) - 1, m_width);
        const int x1 = lineIndex(std::ceil(std::max(p.x(), q.x())) + 1, m_width);
        const int y0 = lineIndex(std::floor(std::min(p.y(), q.y())) - 1, m_height);
        const int y1 = lineIndex(std::ceil(std::max(p.y(), q.y())) + 1, m_height);
        for (int j = 2 * y0; j <= 2 * y1; ++j) {
            for (int i = 2 * x0; i <= 2 * x1; ++i) {
                std::uint8_t &cell = cells[std::size_t(j) * di + i];
                if (cell)
                    continue;
                const int a = i / 2;
                const int b = j / 2;
                bool hit = false;
                if (i % 2 == 0 && j % 2 == 0)
                    hit = geom::segmentTouchesPoint(p, q, QPointF(a, b));
                else if (i % 2 == 0)
                    hit = geom::segmentMeetsOpenVertical(p, q, a, b, b + 1);
                else if (j % 2 == 0)
                    hit = geom::segmentMeetsOpenHorizontal(p, q, b, a, a + 1);
                else
                    hit = geom::segmentMeetsOpenBox(p, q, a, b, a + 1, b + 1);
                cell = hit ? 1 : 0;
            }
        }
    }
    if (cells.empty())
        return;
    m_hasWalls = true;
    const std::size_t stride = std::size_t(di) + 1;
    m_wallSum.assign(stride * (dj + 1), 0);
    for (int j = 0; j < dj; ++j) {
        for (int i = 0; i < di; ++i) {
            m_wallSum[(j + 1) * stride + i + 1] = cells[std::size_t(j) * di + i] + m_wallSum[j * stride + i + 1]
                + m_wallSum[(j + 1) * stride + i] - m_wallSum[j * stride + i];
        }
    }
}

bool TerrainGrid::wallInOpenInterior(int x, int y, int w, int h) const
{
    if (!m_hasWalls || w <= 0 || h <= 0)
        return false;
    const int i0 = 2 * x + 1;
    const int i1 = 2 * (x + w) - 1;
    const int j0 = 2 * y + 1;
    const int j1 = 2 * (y + h) - 1;
    const std::uint32_t total = wallSum(i1 + 1, j1 + 1) - wallSum(i0, j1 + 1) - wallSum(i1 + 1, j0) + wallSum(i0, j0);
    return total != 0;
}

int TerrainGrid::countFlags(int flagIndex, int x, int y, int w, int h) const
{
    const int xa = std::max(x, 0);
    const int ya = std::max(y, 0);
    const int xb = std::min(x + w, m_width);
    const int yb = std::min(y + h, m_height);
    if (xa >= xb || ya >= yb)
        return 0;
    const auto &s = m_flagSum[flagIndex];
    const std::size_t stride = std::size_t(m_width) + 1;
    return int(s[yb * stride + xb] - s[ya * stride + xb] - s[yb * stride + xa] + s[ya * stride + xa]);
}

const FootprintLayer &TerrainGrid::footprint(int size) const
{
    auto &slot = m_layers[size];
    if (slot)
        return *slot;
    auto layer = std::make_unique<FootprintLayer>();
    layer->size = size;
    const std::size_t n = std::size_t(m_width) * m_height;
    layer->flags.assign(n, 0);
    layer->stepOk.assign(n, 0);
    const int maxX = m_width - size;
    const int maxY = m_height - size;
    for (int y = 0; y <= maxY; ++y) {
        for (int x = 0; x <= maxX; ++x) {
            std::uint8_t f = 0;
            if (countFlags(2, x, y, size, size) == 0 && !wallInOpenInterior(x, y, size, size))
                f |= AnchorFlag::Free;
            if (countFlags(0, x, y, size, size))
                f |= AnchorFlag::Difficult;
            if (countFlags(1, x, y, size, size))
                f |= AnchorFlag::GreaterDifficult;
            if (countFlags(3, x, y, size, size))
                f |= AnchorFlag::Water;
            if (countFlags(4, x, y, size, size))
                f |= AnchorFlag::Climb;
            std::uint8_t ok = 0;
            for (int d = 0; d < 8; ++d) {
                const int nx = x + kDirections[d].dx;
                const int ny = y + kDirections[d].dy;
                if (nx < 0 || ny < 0 || nx > maxX || ny > maxY)
                    continue;
                // RULES.md 4.1: the swept rectangle is the bounding box of both footprints.
                if (!wallInOpenInterior(std::min(x, nx), std::min(y, ny), size + 1 - (kDirections[d].dx == 0),
                                        size + 1 - (kDirections[d].dy == 0)))
                    ok |= std::uint8_t(1u << d);
            }
            const std::size_t i = std::size_t(y) * m_width + x;
            layer->flags[i] = f;
            layer->stepOk[i] = ok;
        }
    }
    slot = std::move(layer);
    return *slot;
}

} // namespace bm
