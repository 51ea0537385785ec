#pragma once

// The static map rasterised once per encounter revision: terrain flags per square and
// movement-blocking walls on a "doubled" grid (square interiors, open edges, grid points)
// with prefix sums, so "does a wall meet the open interior of this rectangle" is O(1).
// Per footprint size it derives anchor layers: can a footprint stand here (terrain and
// walls only), what does it touch, and which of the 8 steps keep walls out of the
// swept rectangle (RULES.md 4.1).

#include "model/encounter.h"

#include <cstdint>
#include <map>
#include <memory>
#include <vector>

namespace bm {

namespace SquareFlag {
enum : std::uint8_t {
    Difficult = 1,        // difficult or greater-difficult terrain
    GreaterDifficult = 2, // greater-difficult terrain
    Blocked = 4,
    Water = 8,
    Climb = 16,
};
}

// Per-anchor facts for a footprint of one size.
namespace AnchorFlag {
enum : std::uint8_t {
    Free = 1,             // on the map, no blocked square, no wall through the open interior
    Difficult = 2,        // some square is difficult terrain
    GreaterDifficult = 4, // some square is greater-difficult
    Water = 8,
    Climb = 16,
};
}

// The 8 step directions, orthogonal first. Manhattan uses the first 4.
struct Direction {
    int dx;
    int dy;
};
inline constexpr Direction kDirections[8] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

struct FootprintLayer {
    int size = 1;
    std::vector<std::uint8_t> flags;  // AnchorFlag per anchor (y * width + x)
    std::vector<std::uint8_t> stepOk; // bit d: the step in kDirections[d] has no wall in its swept rectangle
};

class TerrainGrid
{
public:
    explicit TerrainGrid(const Encounter &encounter);

    int width() const { return m_width; }
    int height() const { return m_height; }
    std::uint8_t flags(int x, int y) const { return m_flags[std::size_t(y) * m_width + x]; }
    CoverLevel cover(int x, int y) const { return CoverLevel(m_cover[std::size_t(y) * m_width + x]); }
    bool hasMovementWalls() const { return m_hasWalls; }

    // Does a movement-blocking wall meet the open interior of the squares [x, x+w) x [y, y+h)?
    bool wallInOpenInterior(int x, int y, int w, int h) const;
    // Count of squares with any of `flagMask` in [x, x+w) x [y, y+h) (clipped to the map).
    int countFlags(int flagIndex, int x, int y, int w, int h) const;

    // Anchor layer for footprints of `size` squares; built on first use, then cached.
    const FootprintLayer &footprint(int size) const;

private:
    int m_width = 0;
    int m_height = 0;
    std::vector<std::uint8_t> m_flags;
    std::vector<std::uint8_t> m_cover;
    bool m_hasWalls = false;
    std::vector<std::uint32_t> m_wallSum; // (2W+2) x (2H+2) prefix sums over the doubled grid
    std::vector<std::uint32_t> m_flagSum[5]; // (W+1) x (H+1) prefix sums per SquareFlag bit
    mutable std::map<int, std::unique_ptr<FootprintLayer>> m_layers;

    void rasteriseWalls(const Encounter &encounter);
    std::uint32_t wallSum(int i, int j) const { return m_wallSum[std::size_t(j) * (2 * m_width + 2) + i]; }
};

} // namespace bm
