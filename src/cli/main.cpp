// battlemap-cli: the rules engine on the command line (../shared/spec/CLI.md). The work
// is done by runCli() (clirun.cpp), which the fuzz target in tests/fuzz calls too.

#include "clirun.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("battlemap-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BATTLEMAP_VERSION));

    QByteArray out;
    QByteArray err;
    const int code = bm::cli::runCli(QCoreApplication::arguments(), out, err);
    std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
    std::fwrite(err.constData(), 1, std::size_t(err.size()), stderr);
    return code;
}
