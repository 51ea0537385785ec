#include "recentfiles.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace bm {

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
{
    updateMenu();
}

QStringList RecentFiles::files() const
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void RecentFiles::add(const QString &path)
{
    QStringList recent = files();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMax)
        recent.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), recent);
    updateMenu();
}

void RecentFiles::updateMenu()
{
    m_menu->clear();
    const QStringList recent = files();
    for (const QString &path : recent) {
        QAction *a = m_menu->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    m_menu->setEnabled(!recent.isEmpty());
}

} // namespace bm
