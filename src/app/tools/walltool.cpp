#include "walltool.h"

#include "commands/encountercommands.h"
#include "model/mapedits.h"
#include "document.h"
#include "pickdistance.h"
#include "scene/mapscene.h"
#include "render/maprenderer.h"

#include <QCoreApplication>
#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QPen>
#include <QUndoStack>

#include <cmath>

namespace bm {

// The tools' words keep the context of the window's form they came from ("MainWindow"), so
// that their translations still match.
WallTool::WallTool(Draws draws, QObject *parent)
    : AbstractTool(draws == Draws::Doors ? QByteArrayLiteral("DoorTool") : QByteArrayLiteral("WallTool"),
                   QIcon(draws == Draws::Doors ? QStringLiteral(":/icons/actions/door.svg") : QStringLiteral(":/icons/actions/wall.svg")),
                   draws == Draws::Doors ? QKeySequence(Qt::SHIFT | Qt::Key_W) : QKeySequence(Qt::Key_W), parent)
    , m_doors(draws == Draws::Doors)
{
}

void WallTool::languageChanged()
{
    if (m_doors) {
        setName(QCoreApplication::translate("MainWindow", "D&oor"));
        setStatusTip(QCoreApplication::translate(
            "MainWindow", "Drag from grid corner to grid corner to add a closed door; click a door to open or close it"));
    } else {
        setName(QCoreApplication::translate("MainWindow", "&Wall"));
        setStatusTip(QCoreApplication::translate(
            "MainWindow", "Drag from grid corner to grid corner to draw a wall (Shift: free ends); click a door to open or close it"));
    }
}

namespace {
// A press and release closer than this (screen pixels) is a click, not a drag.
constexpr double kClickPixels = 4.0;
} // namespace

void WallTool::activate(MapScene *scene)
{
    AbstractTool::activate(scene);
    m_line = new QGraphicsLineItem;
    m_line->setZValue(40);
    m_line->setVisible(false);
    m_marker = new QGraphicsEllipseItem(-6, -6, 12, 12);
    m_marker->setZValue(41);
    m_marker->setVisible(false);
    m_marker->setPen(QPen(QColor(255, 255, 255), 2));
    m_marker->setBrush(QColor(230, 80, 40));
    for (QGraphicsItem *item : {static_cast<QGraphicsItem *>(m_line), static_cast<QGraphicsItem *>(m_marker)}) {
        item->setAcceptedMouseButtons(Qt::NoButton);
        scene->addItem(item);
    }
}

void WallTool::deactivate()
{
    m_dragging = false;
    if (scene()) {
        for (QGraphicsItem *item : {static_cast<QGraphicsItem *>(m_line), static_cast<QGraphicsItem *>(m_marker)}) {
            if (item) {
                scene()->removeItem(item);
                delete item;
            }
        }
    }
    m_line = nullptr;
    m_marker = nullptr;
    AbstractTool::deactivate();
}

void WallTool::documentReset()
{
    m_dragging = false;
    if (m_line)
        m_line->setVisible(false);
}

QPointF WallTool::wallPoint(const Encounter &e, QPointF scenePos, bool free)
{
    QPointF p = scenePos / render::kSquare;
    if (free) // to 1/100 square: exact enough, and the file stays readable
        p = QPointF(std::round(p.x() * 100) / 100, std::round(p.y() * 100) / 100);
    else
        p = QPointF(std::round(p.x()), std::round(p.y()));
    return QPointF(std::clamp(p.x(), 0.0, double(e.width)), std::clamp(p.y(), 0.0, double(e.height)));
}

bool WallTool::toggleDoorAt(MapScene *scene, QPointF scenePos, QString *message)
{
    Document *doc = scene->document();
    const Encounter &e = doc->encounter();
    const int i = mapedit::wallNear(e, scenePos / render::kSquare, pickToleranceSquares(scene), true);
    if (i < 0)
        return false;
    Encounter after = e;
    if (!mapedit::toggleDoor(after, i)) {
        if (message)
            *message = tr("The door is locked");
        return true;
    }
    const bool open = after.walls[std::size_t(i)].door == DoorState::Open;
    doc->undoStack()->push(
        new EditEncounterCommand(doc, e, after, open ? tr("Open door") : tr("Close door")));
    if (message)
        *message = open ? tr("Door opened") : tr("Door closed");
    return true;
}

void WallTool::showMarker(QPointF gridPoint)
{
    if (!m_marker)
        return;
    m_marker->setPos(render::toScene(gridPoint));
    m_marker->setVisible(true);
}

bool WallTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !scene())
        return false;
    const Encounter &e = scene()->document()->encounter();
    m_dragging = true;
    m_pressScene = event->scenePos();
    m_from = wallPoint(e, event->scenePos(), event->modifiers() & Qt::ShiftModifier);
    m_to = m_from;
    showMarker(m_from);
    return true;
}

bool WallTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!scene())
        return false;
    const Encounter &e = scene()->document()->encounter();
    const QPointF p = wallPoint(e, event->scenePos(), event->modifiers() & Qt::ShiftModifier);
    showMarker(p);
    if (!m_dragging)
        return false; // hover: the marker shows where a wall would start
    m_to = p;
    QPen pen(m_doors ? QColor(110, 60, 20) : QColor(25, 25, 30), m_doors ? 9 : 7, Qt::SolidLine, Qt::RoundCap);
    m_line->setPen(pen);
    m_line->setOpacity(0.6);
    m_line->setLine(QLineF(render::toScene(m_from), render::toScene(m_to)));
    m_line->setVisible(m_from != m_to);
    const double length = std::hypot(m_to.x() - m_from.x(), m_to.y() - m_from.y()) * e.squareFeet;
    const QString text = m_doors ? tr("Door from (%1, %2) to (%3, %4): %5 ft") : tr("Wall from (%1, %2) to (%3, %4): %5 ft");
    emit statusMessage(text.arg(m_from.x())
                           .arg(m_from.y())
                           .arg(m_to.x())
                           .arg(m_to.y())
                           .arg(length, 0, 'f', length == std::floor(length) ? 0 : 1));
    return true;
}

bool WallTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (!m_dragging)
        return false;
    mouseMoved(event);
    m_dragging = false;
    m_line->setVisible(false);
    const QPointF moved = event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton);
    const bool click = std::hypot(moved.x(), moved.y()) < kClickPixels || m_from == m_to;
    if (click) {
        QString message;
        if (!toggleDoorAt(scene(), m_pressScene, &message))
            message = m_doors ? tr("Drag from one grid corner to another to draw a door (Shift: free ends)")
                              : tr("Drag from one grid corner to another to draw a wall (Shift: free ends)");
        emit statusMessage(message);
        return true;
    }
    Document *doc = scene()->document();
    const Encounter &e = doc->encounter();
    for (const Wall &w : e.walls) {
        if ((w.from == m_from && w.to == m_to) || (w.from == m_to && w.to == m_from)) {
            emit statusMessage(tr("There is already a wall there"));
            return true;
        }
    }
    Encounter after = e;
    Wall wall;
    wall.from = m_from;
    wall.to = m_to;
    if (m_doors)
        wall.door = DoorState::Closed;
    after.walls.push_back(wall);
    doc->undoStack()->push(new EditEncounterCommand(doc, e, after, m_doors ? tr("Add door") : tr("Add wall")));
    emit statusMessage(m_doors ? tr("Door added (closed); click it to open it") : tr("Wall added"));
    return true;
}

} // namespace bm
