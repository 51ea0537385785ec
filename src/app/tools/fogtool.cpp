#include "fogtool.h"

#include "commands/encountercommands.h"
#include "document.h"
#include "render/maprenderer.h"
#include "rules/fog.h"
#include "scene/mapscene.h"

#include <QCoreApplication>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QPen>
#include <QUndoStack>

namespace bm {

void pushFogEdit(Document *document, FogEdit edit, const QRect &squares)
{
    const Encounter &e = document->encounter();
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
    Encounter after = e;
    after.extra[QStringLiteral("fog")] = fog.toJson();
    document->undoStack()->push(new EditEncounterCommand(document, e, after, text));
}

void FogTool::activate(MapScene *scene)
{
    AbstractTool::activate(scene);
    scene->document()->startFog();
    emit statusMessage(tr("Fog of war: drag to reveal squares to the players, Shift-drag to hide them"));
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

bool FogTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (m_from.x < 0 || !m_outline)
        return false;
    m_outline->setRect(render::squaresRect(rectTo(render::squareAt(event->scenePos()))));
    return true;
}

bool FogTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (m_from.x < 0 || event->button() != Qt::LeftButton)
        return false;
    const QRect r = rectTo(render::squareAt(event->scenePos()));
    const bool hide = m_hide;
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
    if (m_outline) {
        if (m_outline->scene())
            m_outline->scene()->removeItem(m_outline);
        delete m_outline;
        m_outline = nullptr;
    }
    return was;
}

} // namespace bm
