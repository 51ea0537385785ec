// battlemap: the desktop battle map. Opens FILE, or the bundled sample encounter.

#include "mainwindow.h"
#include "controllers/languages.h"
#include "render/maprenderer.h"
#include "scene/mapview.h"

#include "controllers/tablecontroller.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QHostAddress>
#include <QIcon>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSettings>
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
    const QCommandLineOption serve(QStringLiteral("serve"),
                                   QCoreApplication::translate("main", "serve the table to the players' devices on PORT at launch (0: any free port)"),
                                   QStringLiteral("PORT"));
    const QCommandLineOption bind(QStringLiteral("bind"),
                                  QCoreApplication::translate("main", "with --serve: the address to listen on (default: the one last chosen in "
                                                                      "Invite Players, else this computer only)"),
                                  QStringLiteral("ADDR"));
    const QCommandLineOption seatLinks(QStringLiteral("seat-links"),
                                       QCoreApplication::translate("main", "with --serve: write the seats' links to FILE as JSON"),
                                       QStringLiteral("FILE"));
    parser.addOption(screenshot);
    parser.addOption(language);
    parser.addOption(serve);
    parser.addOption(bind);
    parser.addOption(seatLinks);
    parser.process(app);
    quint16 servePort = 0;
    QHostAddress serveAddress;
    if (parser.isSet(serve)) {
        bool ok = false;
        const uint port = parser.value(serve).toUInt(&ok);
        if (!ok || port > 65535) {
            std::fprintf(stderr, "%s\n", qPrintable(QCoreApplication::translate("main", "--serve: not a port number: %1").arg(parser.value(serve))));
            return 2;
        }
        servePort = quint16(port);
        const QString address = parser.isSet(bind) ? parser.value(bind)
                                                   : QSettings().value(QStringLiteral("table/address"), QStringLiteral("127.0.0.1")).toString();
        if (!serveAddress.setAddress(address)) {
            std::fprintf(stderr, "%s\n", qPrintable(QCoreApplication::translate("main", "--bind: not an address: %1").arg(address)));
            return 2;
        }
    } else if (parser.isSet(bind) || parser.isSet(seatLinks)) {
        std::fprintf(stderr, "%s\n", qPrintable(QCoreApplication::translate("main", "--bind and --seat-links go with --serve")));
        return 2;
    }

    bm::MainWindow window;
    // --language, else the last one picked, else the system's (not always English).
    const QString lang = parser.isSet(language) ? parser.value(language) : bm::Languages::startupLanguage();
    window.setLanguage(lang); // English too: its plural forms ("1 round", "2 rounds")
    const QStringList files = parser.positionalArguments();
    // A crashed session's unsaved changes come first (not in --screenshot runs: no questions).
    const bool restored = !parser.isSet(screenshot) && window.offerRecovery();
    if (!restored && (files.isEmpty() || !window.openFile(files.first())))
        window.openSample();
    window.show();
    window.view()->fitToMap();
    if (parser.isSet(serve)) {
        const quint16 port = window.table()->serve(serveAddress, servePort);
        if (port == 0) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate("main", "Can't listen on %1, port %2: another program may use it.")
                                        .arg(serveAddress.toString())
                                        .arg(servePort)));
            return 1;
        }
        const QByteArray links = QJsonDocument(window.table()->seatLinks(serveAddress.toString())).toJson();
        if (parser.isSet(seatLinks)) {
            QSaveFile out(parser.value(seatLinks));
            if (!out.open(QIODevice::WriteOnly) || out.write(links) != links.size() || !out.commit()) {
                std::fprintf(stderr, "%s\n",
                             qPrintable(QCoreApplication::translate("main", "Can't write the seat links to %1: %2")
                                            .arg(parser.value(seatLinks), out.errorString())));
                return 1;
            }
        } else {
            std::fwrite(links.constData(), 1, std::size_t(links.size()), stdout);
            std::fflush(stdout);
        }
    }
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
