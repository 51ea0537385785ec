#include "lighttool.h"

#include "commands/encountercommands.h"
#include "document.h"
#include "render/maprenderer.h"
#include "scene/lightitems.h"
#include "scene/mapscene.h"

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QUndoStack>

#include <cmath>

namespace bm {

// The tool's words keep the context of the window they came from (its form, "MainWindow",
// or its code, "bm::MainWindow"), so that their translations still match.
LightTool::LightTool(QObject *parent)
    : AbstractTool("LightTool", QIcon(QStringLiteral(":/icons/actions/light.svg")), QKeySequence(Qt::Key_L), parent)
{
}

void LightTool::languageChanged()
{
    setName(QCoreApplication::translate("MainWindow", "Li&ghts"));
    setStatusTip(QCoreApplication::translate("MainWindow", "Click to place a light (the preset beside the tool), drag to move it, Shift+drag to size it, right-click to remove it"));
}

QList<LightTool::Preset> LightTool::presets()
{
    // SRD 5.1 equipment and spells; pf2e's torch is 20 ft bright and 20 ft dim as well.
    return {{QT_TRANSLATE_NOOP("bm::LightTool", "Torch (20 ft, dim 20 ft)"), 20, 20},
            {QT_TRANSLATE_NOOP("bm::LightTool", "Lantern, hooded (30 ft, dim 30 ft)"), 30, 30},
            {QT_TRANSLATE_NOOP("bm::LightTool", "Lantern, bullseye (60 ft, dim 60 ft)"), 60, 60},
            {QT_TRANSLATE_NOOP("bm::LightTool", "Candle (5 ft, dim 5 ft)"), 5, 5},
            {QT_TRANSLATE_NOOP("bm::LightTool", "Light cantrip (20 ft, dim 20 ft)"), 20, 20},
            {QT_TRANSLATE_NOOP("bm::LightTool", "Daylight spell (60 ft, dim 60 ft)"), 60, 60}};
}

QString LightTool::presetName(const Preset &p)
{
    return QCoreApplication::translate("bm::LightTool", p.name);
}

void LightTool::activate(MapScene *scene)
{
    AbstractTool::activate(scene);
    scene->lights()->setRadiiShown(true);
    emit statusMessage(tr("Light: click to place, drag to move, Shift+drag to size, right-click to remove"));
}

void LightTool::deactivate()
{
    cancel();
    if (scene())
        scene()->lights()->setRadiiShown(false);
    AbstractTool::deactivate();
}

bool LightTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    Document *doc = scene()->document();
    const Encounter &e = doc->encounter();
    const int index = scene()->lights()->lightAt(event->scenePos());
    if (event->button() == Qt::RightButton) {
        if (index < 0)
            return false;
        Encounter after = e;
        after.lights.erase(after.lights.begin() + index);
        doc->undoStack()->push(new EditEncounterCommand(doc, e, after, tr("Remove Light")));
        return true;
    }
    if (event->button() != Qt::LeftButton)
        return false;
    const QPointF p = event->scenePos() / render::kSquare;
    if (index < 0) {
        if (p.x() < 0 || p.y() < 0 || p.x() >= e.width || p.y() >= e.height)
            return true;
        Encounter after = e;
        LightSource l;
        l.at = QPointF(std::floor(p.x()) + 0.5, std::floor(p.y()) + 0.5);
        l.bright = m_bright;
        l.dim = m_dim;
        after.lights.push_back(l);
        doc->undoStack()->push(new EditEncounterCommand(doc, e, after, tr("Add Light")));
        emit statusMessage(tr("Light placed at %1, %2: bright %3 ft, dim %4 ft more").arg(l.at.x()).arg(l.at.y()).arg(l.bright).arg(l.dim));
        return true;
    }
    m_index = index;
    m_before = e.lights[std::size_t(index)];
    m_now = m_before;
    m_pressAt = p;
    m_gesture = (event->modifiers() & Qt::ShiftModifier) ? Gesture::Size : Gesture::Move;
    return true;
}

bool LightTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (m_gesture == Gesture::None)
        return false;
    const Encounter &e = scene()->document()->encounter();
    const QPointF p = event->scenePos() / render::kSquare;
    if (m_gesture == Gesture::Move) {
        // Half squares: a light on a square's centre or on a grid line, within the map.
        const QPointF to = m_before.at + (p - m_pressAt);
        m_now.at = QPointF(std::clamp(std::round(to.x() * 2) / 2, 0.0, double(e.width)),
                           std::clamp(std::round(to.y() * 2) / 2, 0.0, double(e.height)));
        emit statusMessage(tr("Light at %1, %2").arg(m_now.at.x()).arg(m_now.at.y()));
    } else {
        const double feet = std::hypot(p.x() - m_before.at.x(), p.y() - m_before.at.y()) * e.squareFeet;
        const double bright = std::max(5.0, std::round(feet / 5) * 5);
        const double share = m_before.bright > 0 ? m_before.dim / m_before.bright : 1.0;
        m_now.bright = bright;
        m_now.dim = std::round(bright * share / 5) * 5;
        emit statusMessage(tr("Light: bright %1 ft, dim %2 ft more").arg(m_now.bright).arg(m_now.dim));
    }
    preview();
    return true;
}

bool LightTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (m_gesture == Gesture::None || event->button() != Qt::LeftButton)
        return false;
    commit(m_gesture == Gesture::Move ? tr("Move Light") : tr("Size Light"));
    return true;
}

bool LightTool::cancel()
{
    if (m_gesture == Gesture::None)
        return false;
    m_gesture = Gesture::None;
    m_index = -1;
    if (scene())
        scene()->lights()->setPreview(-1, {});
    return true;
}

void LightTool::preview()
{
    scene()->lights()->setPreview(m_index, m_now);
}

void LightTool::commit(const QString &text)
{
    Document *doc = scene()->document();
    const Encounter &e = doc->encounter();
    const int index = m_index;
    const LightSource now = m_now;
    cancel();
    if (index < 0 || index >= e.lights.size() || now == e.lights[std::size_t(index)])
        return;
    Encounter after = e;
    after.lights[std::size_t(index)] = now;
    doc->undoStack()->push(new EditEncounterCommand(doc, e, after, text));
}

} // namespace bm
