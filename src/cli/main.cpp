// battlemap-cli: the rules engine on the command line (../shared/spec/CLI.md). The work
// is done by runCli() (clirun.cpp), which the fuzz target in tests/fuzz calls too.

#include "clirun.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

// `summary` paints (the map snapshot, the PDF's text layout): that needs a QGuiApplication,
// started on the offscreen platform so no display is needed. Every other command stays on
// a QCoreApplication.
bool wantsGui(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "summary") == 0)
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> app;
    if (wantsGui(argc, argv)) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("battlemap-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BATTLEMAP_VERSION));

    QByteArray out;
    QByteArray err;
    const int code = bm::cli::runCli(QCoreApplication::arguments(), out, err);
    std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
    std::fwrite(err.constData(), 1, std::size_t(err.size()), stderr);
    return code;
}
