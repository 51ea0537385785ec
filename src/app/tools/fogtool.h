#pragma once

// Reveal or hide squares for the players (issue 19): drag a rectangle to reveal it,
// Shift-drag to hide it, whatever the party sees. One undo step each.

#include "abstracttool.h"
#include "model/encounter.h"

class QGraphicsRectItem;

namespace bm {

class Document;

// The GM's fog edits as undo steps on the encounter's "fog" object (rules/fog.h).
enum class FogEdit { Reveal, Hide, RevealAll, ResetExplored, Dynamic, Manual };
void pushFogEdit(Document *document, FogEdit edit, const QRect &squares = {});

class FogTool : public AbstractTool
{
    Q_OBJECT

public:
    using AbstractTool::AbstractTool;
    void activate(MapScene *scene) override;
    void deactivate() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool mouseMoved(QGraphicsSceneMouseEvent *event) override;
    bool mouseReleased(QGraphicsSceneMouseEvent *event) override;
    bool cancel() override;

private:
    QGraphicsRectItem *m_outline = nullptr;
    GridPoint m_from{-1, -1};
    bool m_hide = false;
    QRect rectTo(GridPoint to) const;
};

} // namespace bm
