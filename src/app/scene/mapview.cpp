#include "mapview.h"

#include "scene/mapscene.h"

#include <QDragEnterEvent>
#include <QFileInfo>
#include <QKeyEvent>
#include <QMimeData>
#include <QNativeGestureEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace bm {

MapView::MapView(QWidget *parent)
    : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setMouseTracking(true);
    setBackgroundBrush(QColor(70, 70, 76));
    setDragMode(QGraphicsView::NoDrag);
}

void MapView::setZoom(double z)
{
    z = std::clamp(z, 0.05, 8.0);
    const double factor = z / zoom();
    scale(factor, factor);
    m_fitted = false; // the GM chose this zoom
    emit zoomChanged(zoom());
}

void MapView::fitToMap()
{
    if (!scene())
        return;
    QRectF r = scene()->sceneRect();
    fitInView(r, Qt::KeepAspectRatio);
    m_fitted = true;
    emit zoomChanged(zoom());
}

void MapView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ShiftModifier) { // scroll sideways
        QGraphicsView::wheelEvent(event);
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    setZoom(zoom() * std::pow(1.2, steps));
    event->accept();
}

bool MapView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::NativeGesture) { // trackpad pinch
        auto *g = static_cast<QNativeGestureEvent *>(event);
        if (g->gestureType() == Qt::ZoomNativeGesture) {
            setZoom(zoom() * (1.0 + g->value()));
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
        m_panning = true;
        m_panFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint d = event->position().toPoint() - m_panFrom;
        m_panFrom = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning) {
        m_panning = false;
        viewport()->setCursor(m_spaceHeld ? Qt::OpenHandCursor : Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void MapView::keyPressEvent(QKeyEvent *event)
{
    // Esc cancels what the tool is in the middle of (a token drag goes back, unchanged).
    if (event->key() == Qt::Key_Escape) {
        if (auto *map = qobject_cast<MapScene *>(scene()); map && map->tool() && map->tool()->cancel()) {
            event->accept();
            return;
        }
        // Then the "what does it see" shade, if one is shown.
        if (auto *map = qobject_cast<MapScene *>(scene()); map && !map->sightShownFor().isEmpty()) {
            map->showSightOf(QString());
            event->accept();
            return;
        }
        for (const auto &step : m_escapeSteps)
            if (step()) {
                event->accept();
                return;
            }
    }
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void MapView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        viewport()->setCursor(Qt::ArrowCursor);
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

// The token labels stay inside the viewport and off each other.
void MapView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    if (auto *map = qobject_cast<MapScene *>(scene()))
        map->layoutLabels();
}

void MapView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitted)
        fitToMap();
    if (auto *map = qobject_cast<MapScene *>(scene()))
        map->layoutLabels();
}

void MapView::dragEnterEvent(QDragEnterEvent *event)
{
    // Files dropped on the map are the window's: it opens encounters, imports maps, and
    // gives a picture to the token under it or makes it the background. Ignored here, the
    // enter goes on to the window, which becomes the drop target.
    event->ignore();
}

QString MapView::pictureDropTarget(const QMimeData *mime, QPoint viewportPos, QString *path) const
{
    auto *map = qobject_cast<MapScene *>(scene());
    if (!map || !mime || !mime->hasUrls() || mime->urls().isEmpty() || !mime->urls().first().isLocalFile())
        return {};
    const QString file = mime->urls().first().toLocalFile();
    static const QStringList pictures{QStringLiteral("png"), QStringLiteral("jpg"), QStringLiteral("jpeg"),
                                      QStringLiteral("webp"), QStringLiteral("svg")};
    if (!pictures.contains(QFileInfo(file).suffix().toLower()))
        return {};
    const Creature *c = map->creatureAt(mapToScene(viewportPos));
    if (!c)
        return {};
    if (path)
        *path = file;
    return c->id;
}

} // namespace bm
