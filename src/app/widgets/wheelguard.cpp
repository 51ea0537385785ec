#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QWheelEvent>

namespace bm {

namespace {

bool takesNumbersByWheel(const QObject *o)
{
    return qobject_cast<const QAbstractSpinBox *>(o) || qobject_cast<const QComboBox *>(o);
}

// The spin box or combo box a widget belongs to (its line edit, say), or null.
QWidget *fieldOf(QWidget *w)
{
    for (; w && !w->isWindow(); w = w->parentWidget())
        if (takesNumbersByWheel(w))
            return w;
    return nullptr;
}

} // namespace

void WheelGuard::install()
{
    if (!qApp || qApp->findChild<WheelGuard *>(QString(), Qt::FindDirectChildrenOnly))
        return;
    qApp->installEventFilter(new WheelGuard(qApp));
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Polish && takesNumbersByWheel(watched)) {
        // Qt's default for these is WheelFocus: the wheel itself would focus them first.
        auto *w = static_cast<QWidget *>(watched);
        if (w->focusPolicy() == Qt::WheelFocus)
            w->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (event->type() != QEvent::Wheel || !watched->isWidgetType())
        return false;
    QWidget *field = fieldOf(static_cast<QWidget *>(watched));
    if (!field || field->hasFocus() || !field->parentWidget())
        return false;
    // Not focused: the wheel scrolls the scroll area that holds the field (the side panel),
    // or nothing.
    QAbstractScrollArea *area = nullptr;
    for (QWidget *p = field->parentWidget(); p && !area; p = p->isWindow() ? nullptr : p->parentWidget())
        area = qobject_cast<QAbstractScrollArea *>(p);
    if (area) {
        auto *wheel = static_cast<QWheelEvent *>(event);
        QWidget *vp = area->viewport();
        QWheelEvent passed(vp->mapFromGlobal(wheel->globalPosition()), wheel->globalPosition(), wheel->pixelDelta(),
                           wheel->angleDelta(), wheel->buttons(), wheel->modifiers(), wheel->phase(),
                           wheel->inverted(), wheel->source());
        QCoreApplication::sendEvent(vp, &passed);
    }
    return true;
}

} // namespace bm
