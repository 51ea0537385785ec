#include "mapitems.h"

#include "document.h"
#include "maprenderer.h"
#include "terraingrid.h"

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
            const double sx = m_background.width() / target.width();
            const double sy = m_background.height() / target.height();
            const QRectF source((part.left() - target.left()) * sx, (part.top() - target.top()) * sy, part.width() * sx,
                                part.height() * sy);
            p->drawImage(part, m_background, source);
        }
    }
    const QRect squares = render::squaresIn(e, exposed);
    if (squares.isEmpty())
        return;
    render::paintTerrain(p, e, *m_grid, squares);
    render::paintGrid(p, e, squares);
}

WallsItem::WallsItem(Document *document)
    : m_document(document)
{
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

void WallsItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::paintWalls(p, m_document->encounter());
}

} // namespace bm
