#pragma once

// The modifier that makes a token drag place the token freely (the GM's override). Alt by
// default; many window managers take Alt-drag for moving windows, so the GM may pick
// Ctrl+Shift or Meta instead (Edit → Place Freely With), remembered in QSettings. The move
// tool, its status tip and Help → Keyboard Shortcuts all read the choice from here.

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace bm {

class PlaceFreely
{
    Q_DECLARE_TR_FUNCTIONS(PlaceFreely)

public:
    enum class Key { Alt, CtrlShift, Meta };

    static QList<Key> all() { return {Key::Alt, Key::CtrlShift, Key::Meta}; }
    static QString id(Key k);                 // "alt", "ctrl+shift", "meta" (the setting's value)
    static Key fromId(const QString &id);     // unknown: Alt
    static Qt::KeyboardModifiers modifiers(Key k);
    static QString keyText(Key k);            // "Alt", "Ctrl+Shift", "Meta", translated
    // Does a drag with `pressed` place freely? Every modifier of the key held (more may be).
    static bool held(Key k, Qt::KeyboardModifiers pressed);

    static Key current();                     // QSettings, Alt when unset
    static void setCurrent(Key k);
};

} // namespace bm
