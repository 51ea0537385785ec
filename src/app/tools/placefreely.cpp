#include "placefreely.h"

#include <QSettings>

namespace bm {

namespace {

constexpr const char *kSettingsKey = "move/placeFreelyWith";

} // namespace

QString PlaceFreely::id(Key k)
{
    switch (k) {
    case Key::CtrlShift:
        return QStringLiteral("ctrl+shift");
    case Key::Meta:
        return QStringLiteral("meta");
    case Key::Alt:
        break;
    }
    return QStringLiteral("alt");
}

PlaceFreely::Key PlaceFreely::fromId(const QString &id)
{
    for (Key k : all())
        if (PlaceFreely::id(k) == id)
            return k;
    return Key::Alt;
}

Qt::KeyboardModifiers PlaceFreely::modifiers(Key k)
{
    switch (k) {
    case Key::CtrlShift:
        return Qt::ControlModifier | Qt::ShiftModifier;
    case Key::Meta:
        return Qt::MetaModifier;
    case Key::Alt:
        break;
    }
    return Qt::AltModifier;
}

QString PlaceFreely::keyText(Key k)
{
    switch (k) {
    case Key::CtrlShift:
        return tr("Ctrl+Shift", "keys held while dragging");
    case Key::Meta:
        return tr("Meta", "the Windows or Super key");
    case Key::Alt:
        break;
    }
    return tr("Alt", "key held while dragging");
}

bool PlaceFreely::held(Key k, Qt::KeyboardModifiers pressed)
{
    const Qt::KeyboardModifiers need = modifiers(k);
    return (pressed & need) == need;
}

PlaceFreely::Key PlaceFreely::current()
{
    return fromId(QSettings().value(QLatin1String(kSettingsKey)).toString());
}

void PlaceFreely::setCurrent(Key k)
{
    QSettings().setValue(QLatin1String(kSettingsKey), id(k));
}

} // namespace bm
