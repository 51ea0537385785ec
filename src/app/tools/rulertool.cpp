#include "rulertool.h"

#include "rules/distance.h"
#include "document.h"
#include "scene/mapscene.h"
#include "render/maprenderer.h"
#include "scene/overlayitems.h"

#include <QGraphicsSceneMouseEvent>
#include <QCoreApplication>

namespace bm {

// The tool's words keep the context of the window they came from (its form, "MainWindow",
// or its code, "bm::MainWindow"), so that their translations still match.
RulerTool::RulerTool(QObject *parent)
    : AbstractTool("RulerTool", QIcon(QStringLiteral(":/icons/actions/ruler.svg")), QKeySequence(Qt::Key_R), parent)
{
}

void RulerTool::languageChanged()
{
    setName(QCoreApplication::translate("MainWindow", "&Ruler"));
    setStatusTip(QCoreApplication::translate("MainWindow", "Measure between squares or creatures"));
}

QList<AttackProfile> RulerTool::standardProfiles()
{
    return {
        {tr("Measure only"), true, -1, 0, 0},
        {tr("Melee, reach 5 ft"), true, 5, 0, 0},
        {tr("Melee, reach 10 ft"), true, 10, 0, 0},
        {tr("Thrown, 20/60 ft"), false, 0, 20, 60},
        {tr("Shortbow, 80/320 ft"), false, 0, 80, 320},
        {tr("Longbow, 150/600 ft"), false, 0, 150, 600},
        {tr("Spell, 120 ft"), false, 0, 120, 120},
    };
}

void RulerTool::deactivate()
{
    if (scene())
        scene()->ruler()->clear();
    m_measuring = false;
    AbstractTool::deactivate();
}

QRect RulerTool::placeAt(QPointF scenePos, QPointF *centre, LevelSpan *levels) const
{
    if (const Creature *c = scene()->creatureAt(scenePos)) {
        const QRect r = c->spaceRect();
        *centre = render::squaresRect(r).center();
        *levels = levelSpan(scene()->document()->encounter(), *c); // RULES.md 10: its cube
        return r;
    }
    *levels = LevelSpan{}; // a square is level 0
    const GridPoint sq = render::squareAt(scenePos);
    *centre = render::squareCentre(sq);
    return QRect(sq.x, sq.y, 1, 1);
}

QString RulerTool::describe(const QRect &from, const QRect &to, double *feetOut, int dz) const
{
    const Encounter &e = scene()->document()->encounter();
    const double feet = rectDistanceFeet(e, from, to, dz);
    if (feetOut)
        *feetOut = feet;
    const QString measured = tr("%1 ft").arg(feet, 0, 'f', feet == std::floor(feet) ? 0 : 1);
    if (m_profile.melee && m_profile.reach < 0)
        return measured;
    if (m_profile.melee)
        return rectWithinReach(e, from, to, m_profile.reach, dz) ? tr("%1: in reach").arg(measured)
                                                             : tr("%1: out of reach").arg(measured);
    if (feet <= m_profile.normal + 1e-9)
        return tr("%1: normal range").arg(measured);
    if (feet <= m_profile.longRange + 1e-9)
        return tr("%1: long range (disadvantage)").arg(measured);
    return tr("%1: out of range").arg(measured);
}

bool RulerTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    m_from = placeAt(event->scenePos(), &m_fromPoint, &m_fromLevels);
    m_measuring = true;
    return mouseMoved(event);
}

bool RulerTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!m_measuring)
        return false;
    QPointF toPoint;
    LevelSpan toLevels;
    const QRect to = placeAt(event->scenePos(), &toPoint, &toLevels);
    const QString text = describe(m_from, to, &m_lastFeet, levelGap(m_fromLevels, toLevels));
    QColor colour(40, 120, 230);
    if (text.contains(tr("out of")))
        colour = QColor(200, 40, 40);
    else if (text.contains(tr("long range")))
        colour = QColor(220, 130, 20);
    scene()->ruler()->setMeasure(m_fromPoint, toPoint, text, colour);
    emit statusMessage(text);
    return true;
}

bool RulerTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (!m_measuring)
        return false;
    mouseMoved(event);
    m_measuring = false; // the ruler stays drawn until the next measure
    return true;
}

} // namespace bm
