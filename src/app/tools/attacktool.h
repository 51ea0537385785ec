#pragma once

// Attacking from the stat block: once an attack is picked (the Stat Block
// panel's link, or the token's menu → Attack), the next left click on a creature names the
// target. The tool stands in for the active one until then and hands the scene back to it
// after the click or on Esc.

#include "abstracttool.h"

#include <QPointer>
#include <QString>

namespace bm {

class AttackTool : public AbstractTool
{
    Q_OBJECT

public:
    // Armed for one attack by the stat block, never picked from a menu: it has no action.
    explicit AttackTool(QObject *parent = nullptr)
        : AbstractTool("AttackTool", QIcon(), QKeySequence(), parent)
    {
    }

    // Takes the scene's mouse until a target is clicked (or Esc).
    void arm(MapScene *scene, const QString &attackerId);
    bool armed() const { return scene() != nullptr; }
    QString attacker() const { return m_attacker; }
    // Gives the scene back to the tool that was active before arm().
    void disarm();

    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool cancel() override;
    void deactivate() override;

signals:
    void targetPicked(const QString &attackerId, const QString &targetId);
    void cancelled();

private:
    QString m_attacker;
    QPointer<AbstractTool> m_previous;
    MapScene *m_armedScene = nullptr;
};

} // namespace bm
