#pragma once

// A tool (STYLE.md habit 4): activated on the scene, handed its mouse events, owning the
// preview it draws. Returning true from an event handler consumes the event.

#include <QObject>

class QGraphicsSceneMouseEvent;

namespace bm {

class MapScene;

class AbstractTool : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    virtual void activate(MapScene *scene) { m_scene = scene; }
    virtual void deactivate() { m_scene = nullptr; }
    virtual bool mousePressed(QGraphicsSceneMouseEvent *) { return false; }
    virtual bool mouseMoved(QGraphicsSceneMouseEvent *) { return false; }
    virtual bool mouseReleased(QGraphicsSceneMouseEvent *) { return false; }
    virtual void documentChanged() {} // the model changed under the tool
    virtual void documentReset() {}
    // Esc: give up the gesture under way (a drag goes back where it started); true if
    // there was one.
    virtual bool cancel() { return false; }

signals:
    void statusMessage(const QString &text);

protected:
    MapScene *scene() const { return m_scene; }

private:
    MapScene *m_scene = nullptr;
};

} // namespace bm
