#include "tiles.h"

#include "rules/fog.h"

#include <QBuffer>
#include <QImageWriter>
#include <QPainter>

namespace bm {

void BackgroundTiles::setImage(const QImage &image, int pixelsPerSquare)
{
    m_image = image.isNull() ? QImage() : image.convertToFormat(QImage::Format_RGB32);
    m_pps = std::max(1, pixelsPerSquare);
    ++m_imageVersion;
    m_made.clear();
}

bool BackgroundTiles::setExplored(const FogOfWar &fog)
{
    m_width = fog.width();
    m_height = fog.height();
    m_tilesWide = (m_width + kTileSquares - 1) / kTileSquares;
    m_tilesHigh = (m_height + kTileSquares - 1) / kTileSquares;
    if (m_image.isNull()) { // no picture: nothing to cut (the GM sets one, then the fog again)
        const bool had = !m_masks.empty();
        m_masks.clear();
        return had;
    }
    std::vector<std::uint64_t> masks(std::size_t(m_tilesWide) * std::size_t(m_tilesHigh), 0);
    for (int y = 0; y < m_height; ++y)
        for (int x = 0; x < m_width; ++x)
            if (fog.at({x, y}) != FogState::Unknown)
                masks[std::size_t(y / kTileSquares) * std::size_t(m_tilesWide) + std::size_t(x / kTileSquares)] |=
                    std::uint64_t(1) << ((y % kTileSquares) * kTileSquares + x % kTileSquares);
    const bool changed = masks != m_masks;
    m_masks = std::move(masks);
    return changed;
}

QByteArray BackgroundTiles::tile(int index)
{
    const std::uint64_t bits = mask(index);
    if (bits == 0 || m_image.isNull())
        return {};
    const auto made = m_made.constFind(index);
    if (made != m_made.constEnd() && made->first == bits)
        return made->second;
    const int tx = index % m_tilesWide;
    const int ty = index / m_tilesWide;
    const int side = kTileSquares * m_pps;
    QImage out(side, side, QImage::Format_RGB32);
    out.fill(Qt::black);
    {
        QPainter p(&out);
        for (int y = 0; y < kTileSquares; ++y)
            for (int x = 0; x < kTileSquares; ++x)
                if (bits & (std::uint64_t(1) << (y * kTileSquares + x))) {
                    const QRect square(x * m_pps, y * m_pps, m_pps, m_pps);
                    p.drawImage(square, m_image, square.translated(tx * side, ty * side));
                }
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "jpeg");
    writer.setQuality(80);
    writer.write(out);
    m_made.insert(index, {bits, bytes});
    return bytes;
}

} // namespace bm
