#pragma once

// The common part of the terrain brush and the eraser: a stroke square by square while
// dragging (every square crossed, even on a fast drag), or a rectangle with Shift-drag.
// The stroke is rebuilt from the encounter as it was at the press, so its result depends
// only on the squares it covered; freehand strokes push mergeable commands as they go
// (the map shows the paint at once) and one stroke is one undo step; a rectangle is
// previewed as an outline and pushed once on release.

#include "abstracttool.h"
#include "model/encounter.h"

#include <QColor>
#include <QRect>

#include <vector>

class QGraphicsRectItem;

namespace bm {

class StrokeTool : public AbstractTool
{
    Q_OBJECT

public:
    using AbstractTool::AbstractTool;

    void activate(MapScene *scene) override;
    void deactivate() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool mouseMoved(QGraphicsSceneMouseEvent *event) override;
    bool mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void documentReset() override;

protected:
    // Applies the stroke to `e` (the encounter as it was at the press). Returns the number
    // of squares changed.
    virtual int applySquares(Encounter &e, const std::vector<GridPoint> &squares) = 0;
    virtual int applyRect(Encounter &e, const QRect &rect) = 0;
    virtual QString commandText() const = 0;
    virtual QString doneMessage(int squares) const = 0;
    virtual QColor previewColour() const = 0;

    bool stroking() const { return m_stroking; }
    void setHover(const QRectF &sceneRect); // the outline under the cursor (empty: none)
    void pushResult(const Encounter &after, const QString &text); // merges within the stroke

private:
    bool m_stroking = false;
    bool m_rectMode = false;
    Encounter m_before;
    int m_gesture = 0;
    bool m_pushed = false;
    int m_changed = 0;
    GridPoint m_origin;
    GridPoint m_last;
    QRect m_rect;
    std::vector<GridPoint> m_squares;
    std::vector<char> m_seen; // per map square: already in m_squares
    QGraphicsRectItem *m_outline = nullptr;

    void addSquares(GridPoint to);
    void applyFreehand();
    void finish();
};

} // namespace bm
