#pragma once

// The Light tool: place a point light with a click (at the square's centre,
// the preset's radii), drag a light to move it, Shift+drag from a light to size it (the
// bright radius follows the mouse in whole 5-ft steps, the dim ring keeps its share),
// right-click a light to remove it. Each change is one undo step; while the tool is
// active every light shows its bright and dim circles.

#include "abstracttool.h"
#include "model/encounter.h"

#include <QList>
#include <QPointF>
#include <QString>

namespace bm {

class LightTool : public AbstractTool
{
    Q_OBJECT

public:
    struct Preset {
        const char *name; // translated by LightTool::presetName
        double bright;
        double dim;
    };
    static QList<Preset> presets();
    static QString presetName(const Preset &p);

    explicit LightTool(QObject *parent = nullptr);
    void languageChanged() override;
    void setPreset(double bright, double dim)
    {
        m_bright = bright;
        m_dim = dim;
    }

    void activate(MapScene *scene) override;
    void deactivate() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool mouseMoved(QGraphicsSceneMouseEvent *event) override;
    bool mouseReleased(QGraphicsSceneMouseEvent *event) override;
    bool cancel() override;

private:
    enum class Gesture { None, Move, Size };
    Gesture m_gesture = Gesture::None;
    int m_index = -1;
    LightSource m_before;
    LightSource m_now;
    QPointF m_pressAt;
    double m_bright = 20;
    double m_dim = 20;

    void preview();
    void commit(const QString &text);
};

} // namespace bm
