#pragma once

// Help → User Guide, Keyboard Shortcuts and About, out of the main window (issue 30.16).
// The shortcut list is read from the window's actions, so it can't go stale.

#include <QObject>

class QMainWindow;

namespace bm {

class HelpDialogs : public QObject
{
    Q_OBJECT

public:
    explicit HelpDialogs(QMainWindow *window);

public slots:
    void showUserGuide();         // docs/guide.md, built into the program (English)
    void showKeyboardShortcuts(); // every action with a key, under the menu that holds it
    void about();

private:
    QMainWindow *m_window;
};

} // namespace bm
