#pragma once

// The map's tools in one place (Tiled's ToolManager): registerTool() makes a tool's action
// from what the tool says it is (its id names the action "action<id>"; text, status tip,
// icon, shortcut), checkable in one exclusive group, and puts it in a menu and a toolbar.
// Triggering the action (click, menu, shortcut) or selectTool() activates that tool on the
// scene and deactivates the one before; languageChanged() lets every tool reword itself
// and its action follow.

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QToolBar;

namespace bm {

class AbstractTool;
class MapScene;

class ToolManager : public QObject
{
    Q_OBJECT

public:
    explicit ToolManager(MapScene *scene, QObject *parent = nullptr);

    // Where a tool's action shows: in `menu` and on `toolBar` (either may be null), before
    // the given action there, else at the end.
    struct Place
    {
        QMenu *menu = nullptr;
        QAction *menuBefore = nullptr;
        QToolBar *toolBar = nullptr;
        QAction *toolBarBefore = nullptr;
    };
    QAction *registerTool(AbstractTool *tool, const Place &place);

    QList<AbstractTool *> tools() const { return m_tools; }
    AbstractTool *tool(const QByteArray &id) const;
    QAction *action(const AbstractTool *tool) const;
    QActionGroup *actionGroup() const { return m_group; }

    // Activates `tool` on the scene and checks its action, as triggering the action does.
    void selectTool(AbstractTool *tool);
    AbstractTool *selectedTool() const { return m_selected; }

    // The language changed: every tool rewords itself, and its action with it.
    void languageChanged();

signals:
    void selectedToolChanged(AbstractTool *tool);
    // A tool's own messages, and the status tip of a tool just picked.
    void statusMessage(const QString &text);

private:
    MapScene *m_scene;
    QActionGroup *m_group;
    QList<AbstractTool *> m_tools;
    QList<QAction *> m_actions; // m_actions[i] is m_tools[i]'s
    AbstractTool *m_selected = nullptr;

    void updateAction(const AbstractTool *tool);
};

} // namespace bm
