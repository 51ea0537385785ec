#pragma once

// Help → User Guide, Keyboard Shortcuts and About, out of the main window.
// The shortcut list is read from the window's actions, so it can't go stale; the mouse
// gestures follow it, with the free-placement key the GM picked.

#include <QList>
#include <QObject>
#include <QString>

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

public:
    // One row of the shortcuts dialog's "Mouse" section, translated.
    struct MouseGesture {
        QString where;   // the tool, or the map whatever the tool
        QString what;
        QString gesture; // "Alt+drag", "Shift+click the squares, then drag the token"
    };
    static QList<MouseGesture> mouseGestures();

private:
    QMainWindow *m_window;
};

} // namespace bm
