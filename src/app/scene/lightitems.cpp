#include "lightitems.h"

#include "document.h"
#include "render/maprenderer.h"
#include "rules/sight.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace bm {

namespace {

// A light's circles in scene units: feet to squares to scene.
double radiusScene(const Encounter &e, double feet)
{
    return feet / std::max(1e-9, e.squareFeet) * render::kSquare;
}

// A light's reach around `centre` (scene units): the bright light a filled disc with a solid
// edge, the dim light beyond it a dashed circle.
void drawLightCircles(QPainter *painter, const Encounter &e, QPointF centre, double bright, double dim, QColor fill, QColor edge)
{
    painter->setBrush(fill);
    painter->setPen(QPen(edge, 2, Qt::SolidLine));
    const double b = radiusScene(e, bright);
    painter->drawEllipse(centre, b, b);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(edge, 2, Qt::DashLine));
    const double d = radiusScene(e, bright + dim);
    painter->drawEllipse(centre, d, d);
}

} // namespace

LightsItem::LightsItem(Document *document)
    : m_document(document)
{
    setZValue(8); // above the ground and walls, below the tokens
    setAcceptedMouseButtons(Qt::NoButton);
    sync();
}

QList<LightSource> LightsItem::shown() const
{
    QList<LightSource> lights = m_document->encounter().lights;
    if (m_previewIndex >= 0 && m_previewIndex < lights.size())
        lights[m_previewIndex] = m_preview;
    return lights;
}

void LightsItem::setPreview(int index, const LightSource &light)
{
    m_previewIndex = index;
    m_preview = light;
    sync();
}

void LightsItem::setCarriedPreview(const QString &creatureId, QPointF centre)
{
    if (creatureId == m_carriedPreviewId && centre == m_carriedPreviewAt)
        return;
    m_carriedPreviewId = creatureId;
    m_carriedPreviewAt = centre;
    sync();
}

std::vector<LightsItem::CarriedCircle> LightsItem::carriedShown() const
{
    std::vector<CarriedCircle> out;
    for (const Creature &c : m_document->encounter().creatures) {
        if (!c.light || (c.light->bright <= 0 && c.light->dim <= 0))
            continue;
        const bool dragged = c.id == m_carriedPreviewId;
        if (!m_radii && !dragged)
            continue;
        // RULES.md 13.1: the light is at the centre of the bearer's space.
        const QRect space = c.spaceRect();
        const QPointF centre = dragged ? m_carriedPreviewAt : QPointF(space.x() + space.width() / 2.0, space.y() + space.height() / 2.0);
        out.push_back({c.id, centre, c.light->bright, c.light->dim});
    }
    return out;
}

void LightsItem::sync()
{
    prepareGeometryChange();
    const Encounter &e = m_document->encounter();
    QRectF bounds;
    for (const LightSource &l : shown()) {
        const QPointF c = l.at * render::kSquare;
        const double r = m_radii ? radiusScene(e, l.bright + l.dim) : render::kSquare * 0.4;
        bounds |= QRectF(c.x() - r - 4, c.y() - r - 4, 2 * r + 8, 2 * r + 8);
    }
    for (const CarriedCircle &l : carriedShown()) {
        const QPointF c = l.centre * render::kSquare;
        const double r = radiusScene(e, l.bright + l.dim);
        bounds |= QRectF(c.x() - r - 4, c.y() - r - 4, 2 * r + 8, 2 * r + 8);
    }
    m_bounds = bounds;
    update();
}

void LightsItem::setRadiiShown(bool shown)
{
    if (m_radii == shown)
        return;
    m_radii = shown;
    setZValue(shown ? 26 : 8); // the Light tool's: above the tokens, so every light can be grabbed
    sync();
}

int LightsItem::lightAt(QPointF scenePos, double tolerance) const
{
    const Encounter &e = m_document->encounter();
    const QPointF p = scenePos / render::kSquare;
    int best = -1;
    double bestDistance = tolerance;
    for (qsizetype i = 0; i < e.lights.size(); ++i) {
        const double d = std::hypot(p.x() - e.lights[i].at.x(), p.y() - e.lights[i].at.y());
        if (d <= bestDistance) {
            bestDistance = d;
            best = int(i);
        }
    }
    return best;
}

void LightsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const Encounter &e = m_document->encounter();
    painter->setRenderHint(QPainter::Antialiasing);
    for (const LightSource &l : shown()) {
        const QPointF c = l.at * render::kSquare;
        if (m_radii) {
            drawLightCircles(painter, e, c, l.bright, l.dim, QColor(255, 220, 90, 40), QColor(230, 170, 20));
        }
        // The sun: a disc with eight rays.
        const double r = render::kSquare * 0.14;
        painter->setPen(QPen(QColor(120, 80, 0), 2));
        for (int i = 0; i < 8; ++i) {
            const double a = i * M_PI / 4;
            painter->drawLine(c + QPointF(std::cos(a), std::sin(a)) * r * 1.4, c + QPointF(std::cos(a), std::sin(a)) * r * 2.2);
        }
        painter->setBrush(QColor(255, 200, 40));
        painter->drawEllipse(c, r, r);
    }
    // Carried lights: the same circles in a warmer orange around the bearer (its token
    // shows the flame).
    for (const CarriedCircle &l : carriedShown()) {
        drawLightCircles(painter, e, l.centre * render::kSquare, l.bright, l.dim, QColor(255, 170, 60, 40), QColor(235, 120, 20));
    }
}

ShadeItem::ShadeItem(double z)
{
    setZValue(z);
    setAcceptedMouseButtons(Qt::NoButton);
}

void ShadeItem::setShade(int width, int height, const std::vector<std::uint8_t> &alpha, QColor colour, const QRect *within)
{
    if (width <= 0 || height <= 0 || alpha.size() != std::size_t(width) * std::size_t(height)) {
        if (m_image.isNull())
            return; // nothing shown, nothing to repaint
        prepareGeometryChange();
        m_image = QImage();
        m_bounds = QRectF();
        m_hatched = QPainterPath();
        update();
        return;
    }
    // One pixel per square, rebuilt on every drag step: the colour of each alpha once.
    QRgb pixel[256];
    for (int a = 0; a < 256; ++a)
        pixel[a] = qPremultiply(qRgba(colour.red(), colour.green(), colour.blue(), a));
    const QRectF bounds(0, 0, width * render::kSquare, height * render::kSquare);
    if (bounds != m_bounds)
        prepareGeometryChange();
    m_bounds = bounds;
    const bool fresh = m_image.width() != width || m_image.height() != height;
    if (fresh)
        m_image = QImage(width, height, QImage::Format_ARGB32_Premultiplied);
    // Only the squares whose colour changed are repainted: a drag step changes the shade
    // where the dragged creature's sight changed, and repainting the whole map for it (a
    // 1920 x 1080 players' screen) cost more than working out the shade.
    int left = width, top = height, right = -1, bottom = -1;
    std::uint8_t most = 0;
    const int tilesWide = (width + kTile - 1) / kTile;
    const int tilesHigh = (height + kTile - 1) / kTile;
    const bool piecewise = m_piecewise && !fresh;
    if (piecewise)
        m_dirtyTiles.assign(std::size_t(tilesWide) * std::size_t(tilesHigh), 0);
    // Only `within` may have changed (and the colour is the same): the rest is left as it is.
    const QRect all(0, 0, width, height);
    const bool partly = within && !fresh && colour == m_colour;
    const QRect squares = partly ? (*within & all) : all;
    for (int y = squares.top(); y <= squares.bottom(); ++y) {
        auto *row = reinterpret_cast<QRgb *>(m_image.scanLine(y));
        const std::uint8_t *in = alpha.data() + std::size_t(y) * std::size_t(width);
        for (int x = squares.left(); x <= squares.right(); ++x) {
            most = std::max(most, in[x]);
            const QRgb p = pixel[in[x]];
            if (row[x] == p && !fresh)
                continue;
            row[x] = p;
            left = std::min(left, x);
            right = std::max(right, x);
            top = std::min(top, y);
            bottom = y;
            if (piecewise)
                m_dirtyTiles[std::size_t(y / kTile) * std::size_t(tilesWide) + std::size_t(x / kTile)] = 1;
        }
    }
    m_clear = partly ? m_clear && most == 0 : most == 0; // partly: may stay unclear when all went clear (harmless)
    m_colour = colour;
    const bool changed = fresh || right >= 0;
    if (!changed && m_hatchedFrom == m_hatchFrom)
        return;
    m_hatchedFrom = m_hatchFrom;
    if (m_hatchFrom > 0) {
        m_hatched = QPainterPath();
        // One rectangle a run of hatched squares in a row.
        for (int y = 0; y < height; ++y) {
            const std::uint8_t *in = alpha.data() + std::size_t(y) * std::size_t(width);
            for (int x = 0; x < width;) {
                if (in[x] < m_hatchFrom) {
                    ++x;
                    continue;
                }
                const int start = x;
                while (x < width && in[x] >= m_hatchFrom)
                    ++x;
                m_hatched.addRect(QRectF(start * render::kSquare, y * render::kSquare, (x - start) * render::kSquare, render::kSquare));
            }
        }
    } else {
        m_hatched = QPainterPath();
    }
    const QRectF changedSquares(left * render::kSquare, top * render::kSquare, (right - left + 1) * render::kSquare,
                                (bottom - top + 1) * render::kSquare);
    if (fresh || !changed) {
        update();
    } else if (!piecewise || m_hatchFrom > 0) { // the hatching's path is made again whole
        update(changedSquares);
    } else {
        // Runs of changed tiles a row of tiles (a gap of one clean tile joins two runs),
        // a run carried down while the next row has the same one.
        struct Run {
            int from, to, top, bottom; // tiles
        };
        std::vector<Run> runs, open;
        for (int ty = 0; ty < tilesHigh; ++ty) {
            const std::uint8_t *dirty = m_dirtyTiles.data() + std::size_t(ty) * std::size_t(tilesWide);
            std::vector<Run> next;
            for (int tx = 0; tx < tilesWide;) {
                if (!dirty[tx]) {
                    ++tx;
                    continue;
                }
                int end = tx;
                while (end + 1 < tilesWide && (dirty[end + 1] || (end + 2 < tilesWide && dirty[end + 2])))
                    end += dirty[end + 1] ? 1 : 2;
                Run run{tx, end, ty, ty};
                for (auto it = open.begin(); it != open.end(); ++it)
                    if (it->from == tx && it->to == end) {
                        run.top = it->top;
                        open.erase(it);
                        break;
                    }
                next.push_back(run);
                tx = end + 1;
            }
            runs.insert(runs.end(), open.begin(), open.end()); // not carried on: done
            open = std::move(next);
        }
        runs.insert(runs.end(), open.begin(), open.end());
        // Past this many the view's region costs more than the squares between them.
        constexpr std::size_t kMaxRects = 256;
        if (runs.size() > kMaxRects) {
            update(changedSquares);
        } else {
            // On the views' screens, piece by piece: an item's own update() unites every
            // rectangle asked for into one (QGraphicsItem keeps a single rectangle to
            // repaint), and the scene's update() reaches the view on a turn of its own
            // (a second repaint a frame, apart from the tokens'). A widget's update()
            // keeps a region, repainted with the tokens' in one paint.
            const double tile = kTile * render::kSquare;
            const QList<QGraphicsView *> views = scene() ? scene()->views() : QList<QGraphicsView *>();
            std::vector<QRectF> pieces;
            pieces.reserve(runs.size());
            for (const Run &r : runs)
                pieces.push_back(mapRectToScene(
                    QRectF(r.from * tile, r.top * tile, (r.to - r.from + 1) * tile, (r.bottom - r.top + 1) * tile).intersected(changedSquares)));
            if (views.isEmpty())
                for (const QRectF &piece : pieces)
                    update(piece);
            // A view's pieces united halves at a time and given to it at once: its widget
            // unites each rectangle it is given with the region it holds, so one update() a
            // piece cost the square of their number (a sixth of the players' frame besides
            // the field, on a drag).
            const auto unite = [](auto &&self, const QRect *rects, std::size_t n) -> QRegion {
                if (n <= 1)
                    return n ? QRegion(rects[0]) : QRegion();
                return self(self, rects, n / 2).united(self(self, rects + n / 2, n - n / 2));
            };
            std::vector<QRect> pixels;
            pixels.reserve(pieces.size());
            for (QGraphicsView *view : views) {
                pixels.clear();
                for (const QRectF &piece : pieces) // the margin: as the view's own (antialiasing)
                    pixels.push_back(view->mapFromScene(piece).boundingRect().adjusted(-2, -2, 2, 2));
                view->viewport()->update(unite(unite, pixels.data(), pixels.size()));
            }
        }
    }
}

void ShadeItem::setHatch(std::uint8_t threshold, QColor colour)
{
    m_hatchFrom = threshold;
    m_hatchColour = colour;
}

bool ShadeItem::isHatched(GridPoint square) const
{
    return m_hatchFrom > 0 && alphaAt(square) >= m_hatchFrom;
}

void ShadeItem::clear()
{
    setShade(0, 0, {}, Qt::black);
}

int ShadeItem::alphaAt(GridPoint square) const
{
    if (m_image.isNull() || !m_image.rect().contains(square.x, square.y))
        return 0;
    return qAlpha(m_image.pixel(square.x, square.y));
}

void ShadeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    // Nothing shaded (the players' light shade in daylight): nothing painted over the screen.
    if (m_image.isNull() || m_clear)
        return;
    if (!m_piecewise) {
        // Scaled: the cheapest way to cover a big part of the screen with many shades (the
        // GM's view repaints large parts of it).
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->drawImage(m_bounds, m_image);
    } else {
        // A repaint of many pieces (a drag step's changed tiles) comes with one exposed
        // rectangle around them all: the runs are painted piece by piece, each clipped to
        // its piece (a square across two pieces is shaded once), not every run in the
        // rectangle clipped to the whole region.
        const QTransform world = painter->worldTransform();
        const QRegion pieces = render::repaintRegion(painter);
        if (pieces.rectCount() > 1 && world.type() <= QTransform::TxScale) {
            const QTransform toItem = world.inverted();
            for (const QRect &piece : pieces) {
                painter->save();
                painter->setWorldTransform(QTransform()); // the clip in the widget's pixels
                // Replaced, not intersected: the piece lies within the repaint's region, and
                // the engine clips to that region anyway. Intersecting a clip of many
                // rectangles made the engine replay them for every piece (a third of the
                // shade's painting on a drag frame).
                painter->setClipRect(piece, Qt::ReplaceClip);
                painter->setWorldTransform(world);
                paintRuns(painter, toItem.mapRect(QRectF(piece)).intersected(option->exposedRect));
                painter->restore();
            }
        } else {
            paintRuns(painter, option->exposedRect);
        }
    }
    if (!m_hatched.isEmpty())
        painter->fillPath(m_hatched, QBrush(m_hatchColour, Qt::BDiagPattern)); // a pattern in screen pixels: crisp at any zoom
}

void ShadeItem::paintRuns(QPainter *painter, const QRectF &exposedRect) const
{
    // A rectangle a run of equally shaded squares in a row, only the rows and columns the
    // repaint exposes. Not the image scaled: the raster engine steps through a scaled image
    // from the clip's edge, so a piece of repaint and a whole one gave the pixel on a
    // square's edge to different squares (a row of a square's pixels left unshaded).
    const QRectF exposed = exposedRect.intersected(m_bounds);
    if (exposed.isEmpty())
        return;
    const double sw = m_bounds.width() / m_image.width();
    const double sh = m_bounds.height() / m_image.height();
    const int left = std::max(0, int(std::floor(exposed.left() / sw)));
    const int right = std::min(m_image.width() - 1, int(std::ceil(exposed.right() / sw)));
    const int top = std::max(0, int(std::floor(exposed.top() / sh)));
    const int bottom = std::min(m_image.height() - 1, int(std::ceil(exposed.bottom() / sh)));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    for (int y = top; y <= bottom; ++y) {
        const auto *row = reinterpret_cast<const QRgb *>(m_image.constScanLine(y));
        for (int x = left; x <= right;) {
            const QRgb p = row[x];
            const int start = x;
            while (x <= right && row[x] == p)
                ++x;
            if (qAlpha(p))
                painter->fillRect(QRectF(start * sw, y * sh, (x - start) * sw, sh), QColor::fromRgba(qUnpremultiply(p)));
        }
    }
    painter->restore();
}

std::vector<std::uint8_t> lightingShade(const Encounter &e, const SightMap &sight)
{
    std::vector<std::uint8_t> alpha(std::size_t(e.width) * std::size_t(e.height), 0);
    const std::vector<std::uint8_t> &light = sight.lightField(); // every square at once: redone on each drag step
    if (light.size() != alpha.size())
        return alpha;
    for (std::size_t i = 0; i < alpha.size(); ++i) {
        const auto l = LightLevel(light[i]);
        alpha[i] = l == LightLevel::Dark ? kDarkShade : l == LightLevel::Dim ? kDimShade : 0;
    }
    return alpha;
}

} // namespace bm
