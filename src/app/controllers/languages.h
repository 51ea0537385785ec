#pragma once

// The interface language (out of the main window): Battlemap's translation
// and Qt's own, installed on the application at once; the choice kept in the settings.
// Widgets follow through QEvent::LanguageChange.

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace bm {

class Languages
{
public:
    // The languages Battlemap speaks.
    static QStringList spoken();
    // A language's name in that language ("Deutsch"), as the Language menu lists it.
    static QString nativeName(const QString &language);
    // The first of `uiLanguages` ("de-DE", "fr_CA", "en") that Battlemap speaks, or "en".
    static QString languageFor(const QStringList &uiLanguages);
    // The language at start when no --language is given: the one last picked in the
    // Language menu, else the first of the system's (QLocale().uiLanguages(), so
    // QLocale::setDefault overrides it) that Battlemap speaks, else English.
    static QString startupLanguage();

    // Installs `language` ("en", "de", "fr") and remembers it for the next start.
    void apply(const QString &language);
    // The locale of the interface language installed last ("de": 4,3 and 65 %), for the
    // numbers a panel writes in its sentences; English before any is installed. The
    // process's default locale (QLocale()) stays the system's.
    static QLocale numbers();
    QString current() const { return m_language; }

private:
    QTranslator m_translator;
    QTranslator m_qtTranslator;
    QString m_language = QStringLiteral("en");
};

} // namespace bm
