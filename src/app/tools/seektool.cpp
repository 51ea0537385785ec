#include "seektool.h"

#include "combat/stealth.h"
#include "document.h"
#include "render/maprenderer.h"
#include "scene/mapscene.h"
#include "scene/overlayitems.h"

#include <QGraphicsSceneMouseEvent>

#include <cmath>

namespace bm {

SeekTool::SeekTool(AreaTemplateItem *preview, QObject *parent)
    : AbstractTool("SeekTool", QIcon(), QKeySequence(), parent)
    , m_preview(preview)
{
}

QStringList SeekTool::showArea(AreaTemplateItem *preview, const Encounter &e, const QString &seekerId, std::optional<QPointF> toward)
{
    const Creature *c = e.creature(seekerId);
    if (!c) {
        preview->clear();
        return {};
    }
    // The very area combat::seek searches (RULES.md 11, 14.4).
    const AreaResult in = areaSquares(e, combat::seekArea(seekerId, toward));
    const QPointF origin = render::squaresRect(c->spaceRect()).center();
    const QPointF aim = toward ? render::toScene(*toward) : origin;
    std::vector<QRect> spaces;
    QStringList ids;
    if (in.ok) {
        for (const QString &id : in.creatures) {
            if (id == seekerId)
                continue;
            if (const Creature *o = e.creature(id)) {
                spaces.push_back(o->spaceRect());
                ids << id;
            }
        }
    }
    const QString label = toward ? tr("Seek: 30-ft cone from %1").arg(c->name) : tr("Seek: 15-ft emanation around %1").arg(c->name);
    preview->setArea(in.ok ? in.squares : std::vector<GridPoint>{}, spaces, origin, aim, label);
    return ids;
}

void SeekTool::arm(MapScene *scene, const QString &seekerId)
{
    m_seeker = seekerId;
    m_toward.reset();
    if (scene->tool() != this) {
        m_previous = scene->tool();
        m_armedScene = scene;
        scene->setTool(this);
    }
}

void SeekTool::disarm()
{
    MapScene *s = m_armedScene;
    m_armedScene = nullptr;
    m_preview->clear();
    if (s && s->tool() == this)
        s->setTool(m_previous.data());
    m_previous = nullptr;
}

void SeekTool::deactivate()
{
    // Still armed: the GM picked another tool before clicking; the Seek is given up.
    const bool takenOver = m_armedScene != nullptr;
    m_armedScene = nullptr;
    m_preview->clear();
    AbstractTool::deactivate();
    if (takenOver)
        emit cancelled();
}

void SeekTool::aimAt(QPointF scenePos)
{
    // The nearest half square (intersections and square centres), as the area tool aims.
    const QPointF grid = scenePos / render::kSquare;
    m_toward = QPointF(std::round(grid.x() * 2.0) / 2.0, std::round(grid.y() * 2.0) / 2.0);
    const Encounter &e = scene()->document()->encounter();
    const Creature *c = e.creature(m_seeker);
    if (c && render::squaresRect(c->spaceRect()).contains(scenePos)) {
        m_toward.reset(); // on the seeker itself: no direction yet
        m_preview->clear();
        emit statusMessage(tr("Seek: move the mouse away from %1 to aim the cone (Esc gives up)").arg(c->name));
        return;
    }
    const QStringList in = showArea(m_preview, e, m_seeker, m_toward);
    emit statusMessage(tr("Seek: %n creature(s) in the cone; click to seek there (Esc gives up)", nullptr, int(in.size())));
}

bool SeekTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!armed())
        return false;
    aimAt(event->scenePos());
    return true;
}

bool SeekTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    aimAt(event->scenePos());
    if (!m_toward)
        return true; // on the seeker: aim first
    const QString seeker = m_seeker;
    const QPointF toward = *m_toward;
    disarm(); // the scene is the previous tool's again before anyone answers
    emit seekPicked(seeker, toward);
    return true;
}

bool SeekTool::mouseReleased(QGraphicsSceneMouseEvent *)
{
    return armed();
}

void SeekTool::documentChanged()
{
    if (!armed())
        return;
    if (!scene()->document()->encounter().creature(m_seeker)) {
        cancel();
        return;
    }
    if (m_toward)
        showArea(m_preview, scene()->document()->encounter(), m_seeker, m_toward);
}

void SeekTool::documentReset()
{
    if (armed())
        cancel(); // another encounter: its creatures are not this one's
}

bool SeekTool::cancel()
{
    disarm();
    emit cancelled();
    return true;
}

} // namespace bm
