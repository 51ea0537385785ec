#pragma once

// File → Open Recent (out of the main window): the last eight files opened or
// saved, newest first, kept in the settings; picking one asks the window to open it.

#include <QObject>
#include <QString>

class QMenu;

namespace bm {

class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMax = 8;
    RecentFiles(QMenu *menu, QObject *parent);

    void add(const QString &path); // to the front, once
    QStringList files() const;

signals:
    void openRequested(const QString &path);

private:
    QMenu *m_menu;
    void updateMenu();
};

} // namespace bm
