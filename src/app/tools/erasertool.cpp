#include "erasertool.h"

#include "commands/encountercommands.h"
#include "document.h"
#include "model/geometry.h"
#include "pickdistance.h"
#include "scene/mapscene.h"
#include "render/maprenderer.h"

#include <QGraphicsSceneMouseEvent>
#include <QUndoStack>
#include <QCoreApplication>

namespace bm {

// The tool's words keep the context of the window they came from (its form, "MainWindow",
// or its code, "bm::MainWindow"), so that their translations still match.
EraserTool::EraserTool(QObject *parent)
    : StrokeTool("Eraser", QIcon(QStringLiteral(":/icons/actions/eraser.svg")), QKeySequence(Qt::Key_E), parent)
{
}

void EraserTool::languageChanged()
{
    setName(QCoreApplication::translate("MainWindow", "&Eraser"));
    setStatusTip(QCoreApplication::translate("MainWindow", "Erase terrain under the stroke (Shift: rectangle); start on a wall to erase walls"));
}

int EraserTool::applySquares(Encounter &e, const std::vector<GridPoint> &squares)
{
    return mapedit::eraseSquares(e, squares, m_only);
}

int EraserTool::applyRect(Encounter &e, const QRect &rect)
{
    std::vector<GridPoint> squares;
    const QRect r = rect.intersected(QRect(0, 0, e.width, e.height));
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            squares.push_back({x, y});
    return mapedit::eraseSquares(e, squares, m_only);
}

QString EraserTool::commandText() const
{
    return m_only ? tr("Erase %1").arg(m_only->label()) : tr("Erase terrain");
}

QString EraserTool::doneMessage(int squares) const
{
    if (squares == 0)
        return m_only ? tr("No %1 there to erase").arg(m_only->label()) : tr("No terrain there to erase");
    return tr("Erased terrain from %n square(s)", nullptr, squares);
}

QColor EraserTool::previewColour() const
{
    return QColor(220, 60, 60);
}

bool EraserTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !scene())
        return false;
    const Encounter &e = scene()->document()->encounter();
    const QPointF at = event->scenePos() / render::kSquare;
    if (mapedit::wallNear(e, at, pickToleranceSquares(scene())) < 0)
        return StrokeTool::mousePressed(event);
    // The press is on a wall: this stroke erases walls, not terrain.
    m_erasingWalls = true;
    m_wallsBefore = e;
    m_wallsHit.clear();
    m_wallGesture = newGesture();
    m_lastPoint = at;
    eraseWallsAlong(at, at);
    return true;
}

bool EraserTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!m_erasingWalls)
        return StrokeTool::mouseMoved(event);
    const QPointF at = event->scenePos() / render::kSquare;
    eraseWallsAlong(m_lastPoint, at);
    m_lastPoint = at;
    return true;
}

bool EraserTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (!m_erasingWalls)
        return StrokeTool::mouseReleased(event);
    mouseMoved(event);
    m_erasingWalls = false;
    emit statusMessage(tr("Erased %n wall(s)", nullptr, int(m_wallsHit.size())));
    return true;
}

void EraserTool::documentReset()
{
    m_erasingWalls = false;
    StrokeTool::documentReset();
}

void EraserTool::eraseWallsAlong(QPointF from, QPointF to)
{
    const double tolerance = pickToleranceSquares(scene());
    const std::size_t hitBefore = m_wallsHit.size();
    for (qsizetype i = 0; i < m_wallsBefore.walls.size(); ++i) {
        const Wall &w = m_wallsBefore.walls[i];
        // Near the cursor, or crossed by the cursor's path since the last event.
        if (mapedit::distanceToSegment(to, w.from, w.to) <= tolerance || geom::segmentsTouch(from, to, w.from, w.to))
            m_wallsHit.insert(int(i));
    }
    if (m_wallsHit.size() == hitBefore)
        return;
    Encounter after = m_wallsBefore;
    for (auto it = m_wallsHit.rbegin(); it != m_wallsHit.rend(); ++it)
        after.walls.erase(after.walls.begin() + *it);
    Document *doc = scene()->document();
    doc->undoStack()->push(new EditEncounterCommand(doc, doc->encounter(), after,
                                                    tr("Erase walls"),
                                                    EditEncounterCommand::TerrainStroke, m_wallGesture));
}

} // namespace bm
