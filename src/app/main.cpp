// battlemap: the desktop battle map. Opens FILE, or the bundled sample encounter.

#include "mainwindow.h"
#include "controllers/languages.h"
#include "render/maprenderer.h"
#include "scene/mapview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Battlemap"));
    QCoreApplication::setApplicationName(QStringLiteral("Battlemap"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BATTLEMAP_VERSION));
    // The desktop entry and icon installed by cmake --install (resources/desktop, resources/icons).
    QGuiApplication::setDesktopFileName(QStringLiteral("org.battlemap.Battlemap"));
    QIcon icon;
    for (int size : {16, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/hicolor/%1x%1/apps/org.battlemap.Battlemap.png").arg(size));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.battlemap.Battlemap"), icon));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "A battle map for tabletop combat."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QCoreApplication::translate("main", "encounter to open"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QCoreApplication::translate("main", "save a picture of the window and quit"),
                                        QStringLiteral("PNG"));
    const QCommandLineOption language(QStringLiteral("language"),
                                      QCoreApplication::translate("main", "interface language: en, de, fr"),
                                      QStringLiteral("LANG"));
    parser.addOption(screenshot);
    parser.addOption(language);
    parser.process(app);

    bm::MainWindow window;
    // --language, else the last one picked, else the system's (issue 17: not always English).
    const QString lang = parser.isSet(language) ? parser.value(language) : bm::Languages::startupLanguage();
    window.setLanguage(lang); // English too: its plural forms ("1 round", "2 rounds")
    const QStringList files = parser.positionalArguments();
    // A crashed session's unsaved changes come first (not in --screenshot runs: no questions).
    const bool restored = !parser.isSet(screenshot) && window.offerRecovery();
    if (!restored && (files.isEmpty() || !window.openFile(files.first())))
        window.openSample();
    window.show();
    window.view()->fitToMap();
    if (parser.isSet(screenshot)) {
        const QString out = parser.value(screenshot);
        QTimer::singleShot(500, &window, [&window, out] {
            QString error;
            if (!bm::render::saveImage(window.grab().toImage(), out, "png", &error))
                std::fprintf(stderr, "%s\n", qPrintable(error));
            QApplication::quit();
        });
    }
    return app.exec();
}
