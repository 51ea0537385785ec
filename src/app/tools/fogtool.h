#pragma once

// Reveal or hide squares for the players: drag a rectangle to reveal it,
// Shift-drag to hide it, whatever the party sees; with Ctrl the drag is a brush (the
// squares under the mouse). One undo step each.

#include "abstracttool.h"
#include "model/encounter.h"

class QGraphicsPathItem;
class QGraphicsRectItem;

namespace bm {

class Document;

// The GM's fog edits as undo steps on the encounter's "fog" object (rules/fog.h).
enum class FogEdit { Reveal, Hide, RevealAll, ResetExplored, Dynamic, Manual };
void pushFogEdit(Document *document, FogEdit edit, const QRect &squares = {});
// Reveal or hide each of `squares` (a brush stroke), one undo step.
void pushFogStroke(Document *document, bool hide, const std::vector<GridPoint> &squares);

class FogTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit FogTool(QObject *parent = nullptr);
    void languageChanged() override;
    void activate(MapScene *scene) override;
    void deactivate() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool mouseMoved(QGraphicsSceneMouseEvent *event) override;
    bool mouseReleased(QGraphicsSceneMouseEvent *event) override;
    bool cancel() override;

private:
    QGraphicsRectItem *m_outline = nullptr;
    QGraphicsPathItem *m_stroke = nullptr;
    GridPoint m_from{-1, -1};
    bool m_hide = false;
    bool m_brush = false;
    std::vector<GridPoint> m_painted;
    void paintAt(GridPoint square);
    QRect rectTo(GridPoint to) const;
};

} // namespace bm
