#include "toolmanager.h"

#include "abstracttool.h"
#include "scene/mapscene.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QToolBar>

namespace bm {

ToolManager::ToolManager(MapScene *scene, QObject *parent)
    : QObject(parent)
    , m_scene(scene)
    , m_group(new QActionGroup(this))
{
    m_group->setExclusive(true);
    connect(m_group, &QActionGroup::triggered, this, [this](QAction *a) {
        const qsizetype i = m_actions.indexOf(a);
        if (i >= 0)
            selectTool(m_tools[i]);
    });
}

QAction *ToolManager::registerTool(AbstractTool *tool, const Place &place)
{
    tool->languageChanged();
    auto *action = new QAction(tool->icon(), tool->name(), this);
    action->setObjectName(QLatin1String("action") + QString::fromLatin1(tool->id()));
    action->setCheckable(true);
    action->setShortcut(tool->shortcut());
    m_group->addAction(action);
    m_tools.append(tool);
    m_actions.append(action);
    updateAction(tool);
    if (place.menu)
        place.menu->insertAction(place.menuBefore, action);
    if (place.toolBar)
        place.toolBar->insertAction(place.toolBarBefore, action);
    connect(tool, &AbstractTool::changed, this, [this, tool] { updateAction(tool); });
    connect(tool, &AbstractTool::statusMessage, this, &ToolManager::statusMessage);
    return action;
}

AbstractTool *ToolManager::tool(const QByteArray &id) const
{
    for (AbstractTool *t : m_tools)
        if (t->id() == id)
            return t;
    return nullptr;
}

QAction *ToolManager::action(const AbstractTool *tool) const
{
    const qsizetype i = m_tools.indexOf(const_cast<AbstractTool *>(tool));
    return i >= 0 ? m_actions[i] : nullptr;
}

void ToolManager::selectTool(AbstractTool *tool)
{
    QAction *a = action(tool);
    if (!a)
        return;
    a->setChecked(true);
    m_selected = tool;
    // Picking the tool again starts it afresh (deactivated and activated), as a click on
    // its button always did.
    m_scene->setTool(tool);
    emit selectedToolChanged(tool);
    emit statusMessage(tool->statusTip());
}

void ToolManager::languageChanged()
{
    for (AbstractTool *t : std::as_const(m_tools)) {
        t->languageChanged();
        updateAction(t); // also when the words are the same (changed() was not emitted)
    }
}

void ToolManager::updateAction(const AbstractTool *tool)
{
    QAction *a = action(tool);
    if (!a)
        return;
    a->setText(tool->name());
    a->setStatusTip(tool->statusTip());
}

} // namespace bm
