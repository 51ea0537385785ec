#pragma once

// The background image for the seats, cut in tiles of 8 x 8 squares: a
// tile leaves the machine only with the squares the party explored drawn, every other
// square black, so no pixel of an unexplored square is ever sent (the full image never is).
// A tile's version is its explored mask (64 bits, one per square): a seat gets a tile again
// only when more of it was explored. Tiles are made once for all seats (the players share
// what they explored) and kept until the mask or the image changes.

#include <QByteArray>
#include <QHash>
#include <QImage>

#include <cstdint>
#include <vector>

namespace bm {

class FogOfWar;

class BackgroundTiles
{
public:
    static constexpr int kTileSquares = 8;

    // `image`: the background as it lies under the grid, `pixelsPerSquare` pixels a square,
    // square (0, 0) at its top left. A null image: no background.
    void setImage(const QImage &image, int pixelsPerSquare);
    bool isEmpty() const { return m_image.isNull(); }
    int pixelsPerSquare() const { return m_pps; }
    // What the party explored now; true when a tile's mask changed. Without a picture it
    // keeps nothing: set the picture first, then this.
    bool setExplored(const FogOfWar &fog);

    int tilesWide() const { return m_tilesWide; }
    int tilesHigh() const { return m_tilesHigh; }
    // Bit (y * 8 + x) for square (tx * 8 + x, ty * 8 + y) explored; 0: not a square of it.
    std::uint64_t mask(int tile) const { return tile >= 0 && tile < int(m_masks.size()) ? m_masks[std::size_t(tile)] : 0; }
    // The tile as JPEG bytes: explored squares drawn, the rest black. Empty for a mask of 0.
    QByteArray tile(int tile);
    std::uint64_t imageVersion() const { return m_imageVersion; } // changes with setImage

private:
    QImage m_image;
    int m_pps = 0;
    int m_width = 0; // squares
    int m_height = 0;
    int m_tilesWide = 0;
    int m_tilesHigh = 0;
    std::uint64_t m_imageVersion = 0;
    std::vector<std::uint64_t> m_masks;
    QHash<int, QPair<std::uint64_t, QByteArray>> m_made; // tile -> (mask, JPEG)
};

} // namespace bm
