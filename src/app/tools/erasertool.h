#pragma once

// Removes terrain from the squares under the stroke (every type, or only the picked one),
// Shift-drag for a rectangle. A stroke that starts on a wall or door erases the walls it
// touches instead. One stroke is one undo step.

#include "model/mapedits.h"
#include "stroketool.h"

#include <QPointF>

#include <optional>
#include <set>

namespace bm {

class EraserTool : public StrokeTool
{
    Q_OBJECT

public:
    explicit EraserTool(QObject *parent = nullptr);
    void languageChanged() override;

    // nullopt: erase every type.
    void setOnly(std::optional<TerrainKind> kind) { m_only = kind; }
    std::optional<TerrainKind> only() const { return m_only; }

    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool mouseMoved(QGraphicsSceneMouseEvent *event) override;
    bool mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void documentReset() override;

protected:
    int applySquares(Encounter &e, const std::vector<GridPoint> &squares) override;
    int applyRect(Encounter &e, const QRect &rect) override;
    QString commandText() const override;
    QString doneMessage(int squares) const override;
    QColor previewColour() const override;

private:
    std::optional<TerrainKind> m_only;
    // Wall erasing: the stroke's snapshot, the walls (indices in it) touched so far.
    bool m_erasingWalls = false;
    Encounter m_wallsBefore;
    std::set<int> m_wallsHit;
    QPointF m_lastPoint; // grid units
    int m_wallGesture = 0;

    void eraseWallsAlong(QPointF from, QPointF to);
};

} // namespace bm
