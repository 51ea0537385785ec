#include "attacktool.h"

#include "document.h"
#include "scene/mapscene.h"

#include <QGraphicsSceneMouseEvent>

namespace bm {

void AttackTool::arm(MapScene *scene, const QString &attackerId)
{
    m_attacker = attackerId;
    if (scene->tool() != this) {
        m_previous = scene->tool();
        m_armedScene = scene;
        scene->setTool(this);
    }
}

void AttackTool::disarm()
{
    MapScene *s = m_armedScene;
    m_armedScene = nullptr;
    if (s && s->tool() == this)
        s->setTool(m_previous.data());
    m_previous = nullptr;
}

void AttackTool::deactivate()
{
    // Still armed: the GM picked another tool before a target; the attack is given up.
    const bool takenOver = m_armedScene != nullptr;
    m_armedScene = nullptr;
    AbstractTool::deactivate();
    if (takenOver)
        emit cancelled();
}

bool AttackTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const Creature *c = scene()->creatureAt(event->scenePos());
    if (!c || c->id == m_attacker) {
        emit statusMessage(c ? tr("%1 can't attack itself: click another creature (Esc gives up)").arg(c->name)
                             : tr("Attack: click the target's token (Esc gives up)"));
        return true;
    }
    const QString attacker = m_attacker;
    const QString target = c->id;
    disarm(); // the scene is the previous tool's again before anyone answers
    emit targetPicked(attacker, target);
    return true;
}

bool AttackTool::cancel()
{
    disarm();
    emit cancelled();
    return true;
}

} // namespace bm
