#pragma once

// A right-click menu picked from as the GM picks from it. The menu runs its own event loop,
// so its entries are looked at and picked from inside that loop.

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QStringList>
#include <QTimer>

#include <functional>

namespace bm::test {

// Right-clicks `widget` at `at` (a map view's viewport, say); the menu that opens triggers each
// of its entries that `pick` takes and closes. Returns the texts of all its entries, in order
// (none when no menu opened).
inline QStringList rightClickAndPick(QWidget *widget, QPoint at, const std::function<bool(const QAction *)> &pick)
{
    QStringList seen;
    QTimer poll;
    poll.setInterval(10);
    QObject::connect(&poll, &QTimer::timeout, &poll, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu)
            return;
        poll.stop();
        for (QAction *a : menu->actions()) {
            seen << a->text();
            if (pick(a))
                a->trigger();
        }
        menu->close();
    });
    poll.start();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, widget->mapToGlobal(at));
    QApplication::sendEvent(widget, &event);
    return seen;
}

} // namespace bm::test
