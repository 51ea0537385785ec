#include "mapitems.h"

#include "document.h"
#include "render/maprenderer.h"
#include "rules/terraingrid.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace bm {

GroundItem::GroundItem(Document *document)
    : m_document(document)
{
    setFlag(ItemUsesExtendedStyleOption); // exposedRect: paint only what is shown
    setZValue(-10);
    sync();
}

GroundItem::~GroundItem() = default;

void GroundItem::sync()
{
    const Encounter &e = m_document->encounter();
    m_grid = std::make_unique<TerrainGrid>(e);
    m_effectOutlines = render::effectOutlines(e);
    const QRectF bounds = render::squaresRect(QRect(0, 0, e.width, e.height));
    if (bounds != m_bounds) {
        prepareGeometryChange();
        m_bounds = bounds;
    }
    keptChanged();
}

void GroundItem::setCached(bool on)
{
    m_cached = on;
    m_cache = {};
    // Kept, it is the scene's background (drawKept), not an item the view paints.
    setVisible(!on);
    if (m_keptWalls)
        m_keptWalls->setVisible(!on);
    keptChanged();
}

void GroundItem::setKeptWalls(WallsItem *walls)
{
    if (m_keptWalls)
        m_keptWalls->setVisible(true);
    m_keptWalls = walls;
    if (m_keptWalls)
        m_keptWalls->setVisible(!m_cached);
    keptChanged();
}

void GroundItem::keptChanged()
{
    m_cache.valid = false;
    if (!m_cached) {
        update();
        return;
    }
    // A hidden item's update() repaints nothing: the scene's background is what shows it.
    if (QGraphicsScene *s = scene())
        s->update();
}

void GroundItem::setBackground(const QImage &image)
{
    m_background = image;
    // Mipmaps: halved copies down to ~256 px, so a zoomed-out frame samples a small image
    // instead of scaling the full one (a 4096^2 map on a 1080p screen).
    m_levels.clear();
    if (!image.isNull()) {
        QImage level = image.convertToFormat(image.hasAlphaChannel() ? QImage::Format_ARGB32_Premultiplied
                                                                      : QImage::Format_RGB32);
        m_levels.push_back(level);
        while (level.width() > 256 && level.height() > 256) {
            level = level.scaled(level.size() / 2, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
            m_levels.push_back(level);
        }
    }
    keptChanged();
}

void GroundItem::paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *)
{
    paintGround(p, option->exposedRect.intersected(m_bounds));
}

void GroundItem::paintBase(QPainter *p, const QRectF &exposed, const QBrush &background)
{
    // As QGraphicsView fills its background: without antialiased edges.
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    p->fillRect(exposed, background);
    p->restore();
    if (!m_cached)
        return; // the ground is an item the view paints
    const QRectF ground = exposed.intersected(m_bounds);
    if (!ground.isEmpty())
        paintGround(p, ground);
    if (m_keptWalls)
        render::paintWalls(p, m_document->encounter(), exposed); // hidden as an item: see setKeptWalls
}

void GroundItem::drawKept(QPainter *p, const QRectF &exposed, const QBrush &background)
{
    const QTransform t = p->worldTransform();
    // The device's own pixels: a widget paints into its window's backing store, offset by
    // where it lies in the window; the hatch patterns are aligned to those pixels, so the
    // kept ground is painted in them too.
    const QTransform dt = p->deviceTransform();
    const QPointF offsetF(dt.dx() - t.dx(), dt.dy() - t.dy());
    const QPoint offset = offsetF.toPoint();
    QPaintDevice *device = p->device();
    // Kept only where the copy is the same pixels: no rotation nor shear (the device's
    // pixel grid is the kept one's), a device without a pixel ratio of its own, offset by
    // whole pixels; an opaque background (the kept pixels replace what is under them).
    if (!m_cached || !device || t.type() > QTransform::TxScale || dt.type() > QTransform::TxScale || device->devicePixelRatio() != 1.0
        || offsetF != QPointF(offset) || offset.x() < 0 || offset.y() < 0 || !background.isOpaque()) {
        paintBase(p, exposed, background);
        return;
    }
    const QRect area(offset, QSize(device->width(), device->height())); // the device's part of the kept image
    const QSize size(area.right() + 1, area.bottom() + 1);
    // The kept pixels are painted again whole when the view zooms or scrolls (a scrolled
    // copy would keep the hatching's old alignment, which a repaint of the same squares
    // doesn't).
    if (!m_cache.valid || m_cache.image.size() != size || m_cache.hints != p->renderHints() || m_cache.transform != dt
        || m_cache.background != background) {
        if (m_cache.image.size() != size)
            m_cache.image = QImage(size, QImage::Format_RGB32); // opaque: copied, not blended
        QPainter cp(&m_cache.image);
        cp.setRenderHints(p->renderHints());
        // No clip of its own: the raster engine fills a clipped antialiased shape (a door's
        // hinge) a shade differently from an unclipped one, and a window's repaint is not
        // clipped so. Beyond `area` the pixels are never copied.
        cp.setWorldTransform(dt);
        // A few pixels more on every side, as a repaint's exposed rectangle has.
        paintBase(&cp, dt.inverted().mapRect(QRectF(area.adjusted(-2, -2, 2, 2))), background);
        cp.end();
    }
    m_cache.transform = dt;
    m_cache.hints = p->renderHints();
    m_cache.background = background;
    m_cache.valid = true;
    // Copied pixel for pixel where the repaint is (the painter's clip keeps it there).
    const QRect target = t.mapRect(exposed).toAlignedRect().intersected(QRect(QPoint(0, 0), area.size()));
    if (target.isEmpty())
        return;
    p->save();
    p->setWorldTransform(QTransform());
    // A repaint of many pieces (the players' screen on a drag step): each piece copied on
    // its own, not the rectangle around them clipped to them all. And a piece in bands of
    // at most kBandRows rows: Qt 6.4's raster engine hands a copy of 96 rows or more to its
    // worker threads and waits for them, and that hand-over (waking them, the switches) cost
    // more processor time than the copy itself (BM_PlayersFrameBigMap).
    const QRegion pieces = render::repaintRegion(p);
    constexpr int kBandRows = 64;
    const auto copy = [&](const QRect &part) {
        for (int y = part.top(); y <= part.bottom(); y += kBandRows) {
            const QRect band(part.left(), y, part.width(), std::min(kBandRows, part.bottom() + 1 - y));
            p->drawImage(band.topLeft(), m_cache.image, band.translated(offset));
        }
    };
    if (pieces.rectCount() > 1) {
        for (const QRect &piece : pieces) {
            const QRect part = piece.intersected(target);
            if (!part.isEmpty())
                copy(part);
        }
    } else {
        copy(target);
    }
    p->restore();
}

void GroundItem::paintGround(QPainter *p, const QRectF &exposed)
{
    const Encounter &e = m_document->encounter();
    // Whole pixels (terrain and grid are drawn so too): an antialiased edge of the exposed
    // rectangle would shade a pixel the repaint shows (a faint line at the view's edge).
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    p->fillRect(exposed, QColor(236, 228, 210));
    if (!m_background.isNull()) {
        const QRectF target = render::backgroundRect(e, m_background.deviceIndependentSize().toSize()); // file pixels
        // Draw only the exposed part of the image.
        const QRectF part = exposed.intersected(target);
        if (!part.isEmpty()) {
            // The smallest level that still has at least one pixel per device pixel.
            const double deviceWidth = target.width() * p->worldTransform().m11();
            std::size_t l = 0;
            while (l + 1 < m_levels.size() && m_levels[l + 1].width() >= deviceWidth)
                ++l;
            const QImage &image = m_levels[l];
            const double sx = image.width() / target.width();
            const double sy = image.height() / target.height();
            const QRectF source((part.left() - target.left()) * sx, (part.top() - target.top()) * sy, part.width() * sx,
                                part.height() * sy);
            p->drawImage(part, image, source);
        }
    }
    p->restore();
    const QRect squares = render::squaresIn(e, exposed);
    if (squares.isEmpty())
        return;
    render::paintTerrain(p, e, *m_grid, squares);
    render::paintObscured(p, e, m_document->sightMap(), squares);
    render::paintGrid(p, e, squares);
    render::paintEffectOutlines(p, m_effectOutlines); // the effects on the map
}

EffectLabelsItem::EffectLabelsItem(Document *document)
    : m_document(document)
{
    setZValue(22); // over the tokens, under the sight and fog shades
    sync();
}

void EffectLabelsItem::sync()
{
    QRectF bounds;
    for (const auto &[box, text] : render::effectLabels(m_document->encounter(), render::effectLabelFont()))
        bounds |= box.adjusted(-2, -2, 2, 2);
    if (bounds != m_bounds) {
        prepareGeometryChange();
        m_bounds = bounds;
    }
    update();
}

QStringList EffectLabelsItem::labels() const
{
    QStringList out;
    for (const auto &[box, text] : render::effectLabels(m_document->encounter(), render::effectLabelFont()))
        out << text;
    return out;
}

void EffectLabelsItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::paintEffectLabels(p, m_document->encounter());
}

WallsItem::WallsItem(Document *document)
    : m_document(document)
{
    setFlag(ItemUsesExtendedStyleOption); // exposedRect: only the walls near what is repainted
    setZValue(-5);
    sync();
}

void WallsItem::sync()
{
    const Encounter &e = m_document->encounter();
    QRectF bounds = render::squaresRect(QRect(0, 0, e.width, e.height));
    for (const Wall &w : e.walls)
        bounds |= QRectF(render::toScene(w.from), render::toScene(w.to)).normalized();
    bounds.adjust(-8, -8, 8, 8);
    if (bounds != m_bounds) {
        prepareGeometryChange();
        m_bounds = bounds;
    }
    update();
}

void WallsItem::paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *)
{
    render::paintWalls(p, m_document->encounter(), option->exposedRect);
}

} // namespace bm
