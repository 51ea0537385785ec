#pragma once

// The mouse wheel scrolls the side panels, not the numbers in them (the
// wheel over an effect's Rounds, on its way down the panel, changed 2 to 0). A spin box or
// combo box takes the wheel only while it has the keyboard focus; otherwise the wheel goes
// to what holds it (the panel's scroll area). Installed once on the application.

#include <QObject>

namespace bm {

class WheelGuard : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    // Installs one guard on the running application (again: nothing happens).
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace bm
