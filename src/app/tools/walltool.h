#pragma once

// Walls and doors (ENCOUNTER_FORMAT.md walls): drag from grid corner to grid corner (the
// ends snap to grid points; Shift places them freely). In door mode the segment is a
// closed door. A click on a door opens or closes it; every change is one undo step.

#include "abstracttool.h"
#include "model/encounter.h"

#include <QPointF>

class QGraphicsEllipseItem;
class QGraphicsLineItem;

namespace bm {

class WallTool : public AbstractTool
{
    Q_OBJECT

public:
    // Two tools of one kind: the Wall tool and the Door tool.
    enum class Draws { Walls, Doors };
    explicit WallTool(Draws draws, QObject *parent = nullptr);
    void languageChanged() override;

    bool doorMode() const { return m_doors; }

    void activate(MapScene *scene) override;
    void deactivate() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool mouseMoved(QGraphicsSceneMouseEvent *event) override;
    bool mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void documentReset() override;

    // Where a wall end goes for a scene point: the nearest grid point, or the point itself
    // (to 1/100 square) when placing freely; clamped to the map. In grid units.
    static QPointF wallPoint(const Encounter &e, QPointF scenePos, bool free);
    // Opens or closes the door under a scene point as one undo step (also used by the move
    // tool). Returns false when there is no door there; `message` says what happened.
    static bool toggleDoorAt(MapScene *scene, QPointF scenePos, QString *message);

private:
    const bool m_doors;
    bool m_dragging = false;
    QPointF m_from; // grid units
    QPointF m_to;
    QPointF m_pressScene;
    QGraphicsLineItem *m_line = nullptr;
    QGraphicsEllipseItem *m_marker = nullptr;

    void showMarker(QPointF gridPoint);
};

} // namespace bm
