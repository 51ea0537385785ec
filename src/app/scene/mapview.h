#pragma once

// The view on the battle map: wheel / pinch / keyboard zoom, middle-button and
// space+drag panning, fit to map.

#include <QGraphicsView>

#include <functional>
#include <vector>

class QMimeData;

namespace bm {

class MapView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit MapView(QWidget *parent = nullptr);

    double zoom() const { return transform().m11(); }
    void setZoom(double zoom);
    void zoomIn() { setZoom(zoom() * 1.25); }
    void zoomOut() { setZoom(zoom() / 1.25); }
    void fitToMap();
    // Fitted to the map and not zoomed since: a resized window fits the map again (a
    // window made smaller never grows scrollbars over a map it showed whole).
    bool isFitted() const { return m_fitted; }

    // The creature whose token a drop at `viewportPos` with these urls would picture: a
    // local picture file over a token; empty otherwise. The window takes every drop (it is
    // Qt's drag target once it accepted the enter) and asks this first.
    QString pictureDropTarget(const QMimeData *mime, QPoint viewportPos, QString *path = nullptr) const;

    // Esc gives up what the tool is in the middle of, then the "what does it see" shade,
    // then these in the order added (a planned turn shown on the map): each returns true
    // when it had something to give up, and the key goes no further.
    void addEscapeStep(std::function<bool()> step) { m_escapeSteps.push_back(std::move(step)); }

signals:
    void zoomChanged(double zoom); // view pixels per scene unit

protected:
    void wheelEvent(QWheelEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    bool m_fitted = false;
    bool m_panning = false;
    bool m_spaceHeld = false;
    QPoint m_panFrom;
    std::vector<std::function<bool()>> m_escapeSteps;
};

} // namespace bm
