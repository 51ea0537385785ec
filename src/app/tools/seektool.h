#pragma once

// pf2e Seek toward a point (RULES.md 14.4): once Seek… is picked for a creature (the token's
// menu, the Combatant panel), a 30-ft cone from it follows the mouse, drawn as the area
// template draws an area, and the next left click seeks there; Esc gives up. The cone is
// the area core searches (combat::seekArea), aimed at the nearest half square so that the
// click seeks exactly what was shown. Like the attack tool it stands in for the active tool
// and hands the scene back after the click.

#include "abstracttool.h"
#include "rules/areas.h"

#include <QPointF>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <optional>

namespace bm {

class AreaTemplateItem;

class SeekTool : public AbstractTool
{
    Q_OBJECT

public:
    // Armed for one Seek, never picked from a menu: it has no action. It draws into
    // `preview` (an item of the scene it is armed on).
    explicit SeekTool(AreaTemplateItem *preview, QObject *parent = nullptr);

    void arm(MapScene *scene, const QString &seekerId);
    bool armed() const { return scene() != nullptr; }
    QString seeker() const { return m_seeker; }
    // Where the cone is aimed now (grid coordinates), nullopt before the mouse moved.
    std::optional<QPointF> toward() const { return m_toward; }
    void disarm();

    // Draws the area Seek searches from `seekerId` (a cone toward `toward`, else the
    // emanation) into `preview`, labelled; returns the creatures in it.
    static QStringList showArea(AreaTemplateItem *preview, const Encounter &e, const QString &seekerId,
                                std::optional<QPointF> toward);

    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool mouseMoved(QGraphicsSceneMouseEvent *event) override;
    bool mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void documentChanged() override;
    void documentReset() override;
    bool cancel() override;
    void deactivate() override;

signals:
    void seekPicked(const QString &seekerId, QPointF toward);
    void cancelled();

private:
    AreaTemplateItem *m_preview;
    QString m_seeker;
    std::optional<QPointF> m_toward;
    QPointer<AbstractTool> m_previous;
    MapScene *m_armedScene = nullptr;

    void aimAt(QPointF scenePos);
};

} // namespace bm
