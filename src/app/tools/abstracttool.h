#pragma once

// A tool (STYLE.md habit 4): activated on the scene, handed its mouse events, owning the
// preview it draws. Returning true from an event handler consumes the event.
//
// A tool carries its identity, as Tiled's AbstractTool does: an id (it names the tool's
// action, "action" + id), a name and a status tip in the interface language, an icon and a
// shortcut. ToolManager (tools/toolmanager.h) makes the action from them and calls
// languageChanged() when the language switches; the tool rewords itself there.

#include <QByteArray>
#include <QIcon>
#include <QKeySequence>
#include <QObject>
#include <QString>

class QGraphicsSceneMouseEvent;

namespace bm {

class MapScene;

class AbstractTool : public QObject
{
    Q_OBJECT

public:
    AbstractTool(const QByteArray &id, const QIcon &icon, const QKeySequence &shortcut, QObject *parent = nullptr)
        : QObject(parent)
        , m_id(id)
        , m_icon(icon)
        , m_shortcut(shortcut)
    {
    }

    QByteArray id() const { return m_id; }
    QString name() const { return m_name; }
    QString statusTip() const { return m_statusTip; }
    QIcon icon() const { return m_icon; }
    QKeySequence shortcut() const { return m_shortcut; }
    // Sets the name and the status tip in the language now installed.
    virtual void languageChanged() {}

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
    void changed(); // the name or the status tip

protected:
    MapScene *scene() const { return m_scene; }
    void setName(const QString &name);
    void setStatusTip(const QString &tip);

private:
    QByteArray m_id;
    QString m_name;
    QString m_statusTip;
    QIcon m_icon;
    QKeySequence m_shortcut;
    MapScene *m_scene = nullptr;
};

inline void AbstractTool::setName(const QString &name)
{
    if (name == m_name)
        return;
    m_name = name;
    emit changed();
}

inline void AbstractTool::setStatusTip(const QString &tip)
{
    if (tip == m_statusTip)
        return;
    m_statusTip = tip;
    emit changed();
}

} // namespace bm
