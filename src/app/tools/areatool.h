#pragma once

// Area of effect templates: pick a shape and a size, press at the origin (a grid
// intersection; emanations and pf2e cones and lines on a creature), drag to aim. The
// squares and creatures come from the engine (rules/areas.h: the encounter indexed once
// per model change, one query per mouse move); the template stays on the map after the
// release until Esc, another press or another tool.

#include "abstracttool.h"
#include "rules/areas.h"

#include <QStringList>

#include <memory>

namespace bm {

class AreaTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit AreaTool(QObject *parent = nullptr);
    void languageChanged() override;
    ~AreaTool() override;

    // Why an area can't be drawn or kept (core's code), in the window's words: what to do
    // with the mouse, never a CLI flag.
    static QString refusalText(const AreaProblem &problem);

    void setShape(AreaShape shape);
    void setSizeFeet(double feet);
    AreaShape shape() const { return m_shape; }
    double sizeFeet() const { return m_sizeFeet; }

    bool hasTemplate() const { return m_placed; }
    const AreaOfEffect &area() const { return m_area; }
    const AreaResult &result() const { return m_result; }
    QStringList creatures() const { return m_placed ? m_result.creatures : QStringList(); }
    QString describe() const; // "20-ft sphere", translated
    // With where it starts: "20-ft sphere at (18, 10)", "15-ft cone from Valeros".
    QString describeAt() const;

    void deactivate() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool mouseMoved(QGraphicsSceneMouseEvent *event) override;
    bool mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void documentChanged() override;
    void documentReset() override;
    bool cancel() override;
    void clearTemplate();

signals:
    // The creatures in the template (ids, sorted; empty when there is none).
    void areaChanged(const QStringList &creatures);

private:
    AreaShape m_shape = AreaShape::Sphere;
    double m_sizeFeet = 20.0;
    AreaOfEffect m_area;
    AreaResult m_result;
    bool m_placed = false;
    bool m_dragging = false;
    std::unique_ptr<AreaMap> m_map; // rebuilt lazily after a model change

    const AreaMap &areaMap();
    void aimAt(QPointF scenePos);
    void refresh();
};

} // namespace bm
