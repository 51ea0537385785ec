#include "mapitems.h"

#include "document.h"
#include "render/maprenderer.h"
#include "rules/terraingrid.h"

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
    update();
}

void GroundItem::paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const Encounter &e = m_document->encounter();
    const QRectF exposed = option->exposedRect.intersected(m_bounds);
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
