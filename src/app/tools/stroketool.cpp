#include "stroketool.h"

#include "commands/encountercommands.h"
#include "model/mapedits.h"
#include "document.h"
#include "scene/mapscene.h"
#include "render/maprenderer.h"

#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QPen>
#include <QUndoStack>

#include <algorithm>

namespace bm {

void StrokeTool::activate(MapScene *scene)
{
    AbstractTool::activate(scene);
    // The tool owns its preview (STYLE.md habit 4): made on activation, gone on deactivation.
    m_outline = new QGraphicsRectItem;
    m_outline->setZValue(40);
    m_outline->setVisible(false);
    m_outline->setAcceptedMouseButtons(Qt::NoButton);
    scene->addItem(m_outline);
}

void StrokeTool::deactivate()
{
    if (m_stroking)
        finish();
    if (scene() && m_outline) {
        scene()->removeItem(m_outline);
        delete m_outline;
    }
    m_outline = nullptr;
    AbstractTool::deactivate();
}

void StrokeTool::setHover(const QRectF &sceneRect)
{
    if (!m_outline)
        return;
    const QColor c = previewColour();
    QPen pen(c.darker(130), 3, m_rectMode ? Qt::DashLine : Qt::SolidLine);
    pen.setCosmetic(true);
    m_outline->setPen(pen);
    m_outline->setBrush(QColor(c.red(), c.green(), c.blue(), m_rectMode ? 70 : 40));
    m_outline->setRect(sceneRect);
    m_outline->setVisible(!sceneRect.isEmpty());
}

bool StrokeTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !scene())
        return false;
    const Encounter &e = scene()->document()->encounter();
    m_stroking = true;
    m_rectMode = event->modifiers() & Qt::ShiftModifier;
    m_before = e;
    m_gesture = newGesture();
    m_pushed = false;
    m_changed = 0;
    m_origin = render::squareAt(event->scenePos());
    m_last = m_origin;
    m_squares.clear();
    m_seen.assign(std::size_t(e.width) * std::size_t(e.height), 0);
    if (m_rectMode) {
        m_rect = QRect(m_origin.x, m_origin.y, 1, 1);
        setHover(render::squaresRect(m_rect));
    } else {
        addSquares(m_origin);
        applyFreehand();
    }
    return true;
}

bool StrokeTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!scene())
        return false;
    const GridPoint sq = render::squareAt(event->scenePos());
    if (!m_stroking) {
        // Hover: outline the square the next click paints.
        const Encounter &e = scene()->document()->encounter();
        setHover(e.contains(sq) ? render::squareRect(sq.x, sq.y) : QRectF());
        return false; // tokens still get their hover
    }
    if (sq == m_last)
        return true;
    if (m_rectMode) {
        m_last = sq;
        // Corner squares in any order (QRect::normalized() misses a one-row upward drag).
        m_rect = QRect(QPoint(std::min(m_origin.x, sq.x), std::min(m_origin.y, sq.y)),
                       QPoint(std::max(m_origin.x, sq.x), std::max(m_origin.y, sq.y)));
        setHover(render::squaresRect(m_rect));
        emit statusMessage(tr("%1 x %2 squares").arg(m_rect.width()).arg(m_rect.height()));
    } else {
        addSquares(sq);
        m_last = sq;
        applyFreehand();
    }
    return true;
}

bool StrokeTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (!m_stroking)
        return false;
    if (!m_rectMode)
        mouseMoved(event);
    finish();
    return true;
}

void StrokeTool::documentReset()
{
    m_stroking = false; // a different encounter: the stroke's snapshot means nothing now
    setHover(QRectF());
}

void StrokeTool::addSquares(GridPoint to)
{
    const Encounter &e = m_before;
    for (const GridPoint &p : mapedit::squaresOnLine(m_last, to)) {
        if (!e.contains(p))
            continue;
        char &seen = m_seen[std::size_t(p.y) * std::size_t(e.width) + std::size_t(p.x)];
        if (!seen) {
            seen = 1;
            m_squares.push_back(p);
        }
    }
    setHover(e.contains(to) ? render::squareRect(to.x, to.y) : QRectF());
}

void StrokeTool::pushResult(const Encounter &after, const QString &text)
{
    Document *doc = scene()->document();
    // Before is the encounter as it is now; merging keeps the first command's before, so
    // the whole stroke undoes to the press.
    doc->undoStack()->push(new EditEncounterCommand(doc, doc->encounter(), after, text,
                                                    EditEncounterCommand::TerrainStroke, m_gesture));
    m_pushed = true;
}

void StrokeTool::applyFreehand()
{
    Encounter after = m_before;
    const int changed = applySquares(after, m_squares);
    // Nothing changed yet (painting over paint): no empty undo step.
    if (changed == m_changed && (m_pushed || changed == 0))
        return;
    m_changed = changed;
    pushResult(after, commandText());
}

void StrokeTool::finish()
{
    m_stroking = false;
    if (m_rectMode && scene()) {
        Encounter after = m_before;
        m_changed = applyRect(after, m_rect);
        if (m_changed > 0)
            pushResult(after, commandText());
    }
    m_rectMode = false;
    setHover(QRectF());
    if (scene())
        emit statusMessage(doneMessage(m_changed));
}

} // namespace bm
