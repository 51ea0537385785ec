#include "languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

namespace bm {

namespace {
QString g_installed = QStringLiteral("en"); // the language apply() installed last
} // namespace

QLocale Languages::numbers()
{
    return QLocale(g_installed);
}

QStringList Languages::spoken()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
}

QString Languages::nativeName(const QString &language)
{
    if (language == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (language == QLatin1String("fr"))
        return QStringLiteral("Français");
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    return language;
}

QString Languages::languageFor(const QStringList &uiLanguages)
{
    const QStringList ours = spoken();
    for (const QString &l : uiLanguages) {
        const QString code = l.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (ours.contains(code))
            return code;
    }
    return QStringLiteral("en");
}

QString Languages::startupLanguage()
{
    const QSettings settings;
    if (settings.contains(QStringLiteral("language")))
        return settings.value(QStringLiteral("language")).toString();
    return languageFor(QLocale().uiLanguages());
}

void Languages::apply(const QString &language)
{
    QCoreApplication::removeTranslator(&m_translator);
    QCoreApplication::removeTranslator(&m_qtTranslator);
    m_language = language;
    g_installed = language;
    // English has a file too: its plural forms ("1 round", "2 rounds" for "%n round(s)").
    if (m_translator.load(QStringLiteral(":/i18n/battlemap_%1.qm").arg(language)))
        QCoreApplication::installTranslator(&m_translator);
    if (language != QLatin1String("en")) {
        if (m_qtTranslator.load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qtTranslator);
    }
    QSettings().setValue(QStringLiteral("language"), language);
}

} // namespace bm
