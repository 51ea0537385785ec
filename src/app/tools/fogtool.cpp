#include "fogtool.h"

#include "commands/encountercommands.h"
#include "document.h"
#include "render/maprenderer.h"
#include "rules/fog.h"
#include "scene/mapscene.h"

#include <QCoreApplication>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QPen>
#include <QUndoStack>

#include <algorithm>

namespace bm {

// The tool's words keep the context of the window they came from (its form, "MainWindow",
// or its code, "bm::MainWindow"), so that their translations still match.
FogTool::FogTool(QObject *parent)
    : AbstractTool("FogTool", QIcon(), QKeySequence(), parent)
{
}

void FogTool::languageChanged()
{
    setName(QCoreApplication::translate("bm::MainWindow", "&Reveal or Hide Squares"));
    setStatusTip(QCoreApplication::translate("bm::MainWindow", "Drag a rectangle to reveal squares to the players, Shift-drag to hide them; hold Ctrl to paint them instead"));
}

namespace {

// The fog as changed, saved in the encounter's "fog" object as one undo step.
void pushFog(Document *document, const FogOfWar &fog, const QString &text)
{
    const Encounter &e = document->encounter();
    Encounter after = e;
    after.extra[QStringLiteral("fog")] = fog.toJson();
    document->undoStack()->push(new EditEncounterCommand(document, e, after, text));
}

} // namespace

void pushFogEdit(Document *document, FogEdit edit, const QRect &squares)
{
    FogOfWar fog = document->fog();
    QString text;
    switch (edit) {
    case FogEdit::Reveal:
        fog.reveal(squares);
        text = QCoreApplication::translate("bm::FogTool", "Reveal Squares");
        break;
    case FogEdit::Hide:
        fog.hide(squares);
        text = QCoreApplication::translate("bm::FogTool", "Hide Squares");
        break;
    case FogEdit::RevealAll:
        fog.revealAll();
        text = QCoreApplication::translate("bm::FogTool", "Reveal All");
        break;
    case FogEdit::ResetExplored:
        fog.resetExplored();
        text = QCoreApplication::translate("bm::FogTool", "Reset Explored Squares");
        break;
    case FogEdit::Dynamic:
    case FogEdit::Manual:
        fog.setDynamic(edit == FogEdit::Dynamic);
        text = edit == FogEdit::Dynamic ? QCoreApplication::translate("bm::FogTool", "Fog from Sight")
                                        : QCoreApplication::translate("bm::FogTool", "Manual Fog");
        break;
    }
    pushFog(document, fog, text);
}

void pushFogStroke(Document *document, bool hide, const std::vector<GridPoint> &squares)
{
    FogOfWar fog = document->fog();
    for (const GridPoint &p : squares) {
        if (hide)
            fog.hide(QRect(p.x, p.y, 1, 1));
        else
            fog.reveal(QRect(p.x, p.y, 1, 1));
    }
    pushFog(document, fog,
            hide ? QCoreApplication::translate("bm::FogTool", "Hide Squares") : QCoreApplication::translate("bm::FogTool", "Reveal Squares"));
}

void FogTool::activate(MapScene *scene)
{
    AbstractTool::activate(scene);
    scene->document()->startFog();
    emit statusMessage(tr("Fog of war: drag to reveal squares to the players, Shift-drag to hide them; with Ctrl, paint them"));
}

void FogTool::deactivate()
{
    cancel();
    AbstractTool::deactivate();
}

QRect FogTool::rectTo(GridPoint to) const
{
    return QRect(QPoint(std::min(m_from.x, to.x), std::min(m_from.y, to.y)),
                 QPoint(std::max(m_from.x, to.x), std::max(m_from.y, to.y)));
}

bool FogTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    m_from = render::squareAt(event->scenePos());
    m_hide = event->modifiers() & Qt::ShiftModifier;
    m_brush = event->modifiers() & Qt::ControlModifier;
    if (m_brush) {
        m_painted.clear();
        m_stroke = new QGraphicsPathItem;
        m_stroke->setZValue(40);
        m_stroke->setPen(QPen(m_hide ? QColor(40, 40, 60) : QColor(250, 250, 250), 2));
        m_stroke->setBrush(m_hide ? QColor(0, 0, 0, 110) : QColor(255, 255, 255, 90));
        scene()->addItem(m_stroke);
        paintAt(m_from);
        return true;
    }
    if (!m_outline) {
        m_outline = new QGraphicsRectItem;
        m_outline->setZValue(40);
        scene()->addItem(m_outline);
    }
    m_outline->setPen(QPen(m_hide ? QColor(40, 40, 60) : QColor(250, 250, 250), 3, Qt::DashLine));
    m_outline->setBrush(m_hide ? QColor(0, 0, 0, 80) : QColor(255, 255, 255, 60));
    m_outline->setRect(render::squaresRect(rectTo(m_from)));
    return true;
}

void FogTool::paintAt(GridPoint square)
{
    const Encounter &e = scene()->document()->encounter();
    if (square.x < 0 || square.y < 0 || square.x >= e.width || square.y >= e.height)
        return;
    if (std::find(m_painted.begin(), m_painted.end(), square) != m_painted.end())
        return;
    m_painted.push_back(square);
    QPainterPath path = m_stroke->path();
    path.addRect(render::squaresRect(QRect(square.x, square.y, 1, 1)));
    m_stroke->setPath(path.simplified());
}

bool FogTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (m_brush && m_stroke) {
        paintAt(render::squareAt(event->scenePos()));
        return true;
    }
    if (m_from.x < 0 || !m_outline)
        return false;
    m_outline->setRect(render::squaresRect(rectTo(render::squareAt(event->scenePos()))));
    return true;
}

bool FogTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (m_from.x < 0 || event->button() != Qt::LeftButton)
        return false;
    const bool hide = m_hide;
    if (m_brush) {
        const std::vector<GridPoint> painted = m_painted;
        cancel();
        if (!painted.empty())
            pushFogStroke(scene()->document(), hide, painted);
        emit statusMessage(hide ? tr("%1 squares hidden from the players").arg(painted.size())
                                : tr("%1 squares revealed to the players").arg(painted.size()));
        return true;
    }
    const QRect r = rectTo(render::squareAt(event->scenePos()));
    cancel();
    pushFogEdit(scene()->document(), hide ? FogEdit::Hide : FogEdit::Reveal, r);
    emit statusMessage(hide ? tr("%1 squares hidden from the players").arg(r.width() * r.height())
                            : tr("%1 squares revealed to the players").arg(r.width() * r.height()));
    return true;
}

bool FogTool::cancel()
{
    const bool was = m_from.x >= 0;
    m_from = {-1, -1};
    m_brush = false;
    m_painted.clear();
    if (m_stroke) {
        if (m_stroke->scene())
            m_stroke->scene()->removeItem(m_stroke);
        delete m_stroke;
        m_stroke = nullptr;
    }
    if (m_outline) {
        if (m_outline->scene())
            m_outline->scene()->removeItem(m_outline);
        delete m_outline;
        m_outline = nullptr;
    }
    return was;
}

} // namespace bm
