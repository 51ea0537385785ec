#include "mapitems.h"

#include "document.h"
#include "render/maprenderer.h"
#include "rules/terraingrid.h"

#include <QPainter>
#include <QRegion>
#include <QStyleOptionGraphicsItem>

#include <cmath>

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
    m_cache.valid = false;
    update();
}

void GroundItem::setCached(bool on)
{
    m_cached = on;
    m_cache = {};
    update();
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
    m_cache.valid = false;
    update();
}

void GroundItem::paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed = option->exposedRect.intersected(m_bounds);
    const QTransform t = p->worldTransform();
    QPaintDevice *device = p->device();
    // Cached only where the copy is the same pixels: no rotation nor shear (the device's
    // pixel grid is the cache's), a device without a pixel ratio of its own.
    if (!m_cached || !device || t.type() > QTransform::TxScale || device->devicePixelRatio() != 1.0) {
        paintGround(p, exposed);
        return;
    }
    const QSize size(device->width(), device->height());
    const QRect all(QPoint(0, 0), size);
    const bool same = m_cache.valid && m_cache.image.size() == size && m_cache.hints == p->renderHints();
    // Scrolled by whole pixels (the same scale): the pixels kept move, only what comes
    // into view is painted.
    const QPointF shift(t.dx() - m_cache.transform.dx(), t.dy() - m_cache.transform.dy());
    const bool scrolled = same && t.m11() == m_cache.transform.m11() && t.m22() == m_cache.transform.m22()
        && shift.x() == std::round(shift.x()) && shift.y() == std::round(shift.y())
        && std::abs(shift.x()) < size.width() && std::abs(shift.y()) < size.height();
    if (!same || (m_cache.transform != t && !scrolled)) {
        // The whole device's worth of ground, painted as a repaint of everything would paint it.
        if (m_cache.image.size() != size)
            m_cache.image = QImage(size, QImage::Format_ARGB32_Premultiplied);
        m_cache.image.fill(Qt::transparent);
        QPainter cp(&m_cache.image);
        cp.setRenderHints(p->renderHints());
        cp.setWorldTransform(t);
        paintGround(&cp, t.inverted().mapRect(QRectF(all)).intersected(m_bounds));
        cp.end();
    } else if (m_cache.transform != t) {
        const QPoint by = shift.toPoint();
        QImage moved(size, QImage::Format_ARGB32_Premultiplied);
        moved.fill(Qt::transparent);
        QPainter cp(&moved);
        cp.setCompositionMode(QPainter::CompositionMode_Source);
        cp.drawImage(by, m_cache.image);
        cp.setCompositionMode(QPainter::CompositionMode_SourceOver);
        cp.setRenderHints(p->renderHints());
        const QRegion uncovered = QRegion(all) - QRegion(all.translated(by));
        for (const QRect &r : uncovered) {
            cp.setClipRect(r);
            cp.setWorldTransform(t);
            paintGround(&cp, t.inverted().mapRect(QRectF(r)).intersected(m_bounds));
            cp.setWorldTransform(QTransform());
        }
        cp.end();
        m_cache.image = std::move(moved);
    }
    m_cache.transform = t;
    m_cache.hints = p->renderHints();
    m_cache.valid = true;
    // Copied pixel for pixel where the repaint is (the painter's clip keeps it there).
    const QRect target = t.mapRect(exposed).toAlignedRect().intersected(m_cache.image.rect());
    if (target.isEmpty())
        return;
    p->save();
    p->setWorldTransform(QTransform());
    p->drawImage(target.topLeft(), m_cache.image, target);
    p->restore();
}

void GroundItem::paintGround(QPainter *p, const QRectF &exposed)
{
    const Encounter &e = m_document->encounter();
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
