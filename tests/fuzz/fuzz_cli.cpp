#include "fuzztargets.h"

#include "clirun.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <cstdlib>
#include <unistd.h>

namespace bm::fuzz {

namespace {

// One file per process, rewritten for every input (plain stdio: the fuzzer's own I/O is
// not what is under test).
const QString &encounterPath()
{
    static const QString path = [] {
        std::atexit([] { QFile::remove(encounterPath()); });
        return QDir::temp().filePath(QStringLiteral("battlemap-fuzz-cli-%1.battlemap.json").arg(::getpid()));
    }();
    return path;
}

} // namespace

int cliQuery(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype split = input.indexOf("\n\n");
    const QByteArray head = split < 0 ? input : input.left(split);
    const QByteArray file = split < 0 ? QByteArray() : input.mid(split + 2);
    if (head.contains('\0'))
        return 0; // a real argv can't hold NUL bytes (Qt only warns "Broken filename")

    const QString path = encounterPath();
    if (std::FILE *f = std::fopen(QFile::encodeName(path).constData(), "wb")) {
        std::fwrite(file.constData(), 1, std::size_t(file.size()), f);
        std::fclose(f);
    }
    QStringList arguments{QStringLiteral("battlemap-cli")};
    for (const QByteArray &line : head.split('\n')) {
        // Commands that write (import-uvtt -o OUT) would write wherever the fuzzer points
        // them: not fuzzed here.
        // (QCommandLineParser also reads "--o" and "--o=FILE" as -o: found by fuzz_combat.)
        if (line.startsWith("-o") || line.startsWith("--output") || line == "--o" || line.startsWith("--o="))
            return 0;
        const QString arg = QString::fromUtf8(line);
        arguments << (arg == QLatin1String("@FILE") ? path : arg);
    }
    QByteArray out;
    QByteArray err;
    const int code = cli::runCli(arguments, out, err);
    if (code != 0 && code != 2) {
        std::fprintf(stderr, "fuzz property broken: exit code %d\n", code);
        std::abort();
    }
    if (code == 2 && (!err.startsWith("battlemap-cli: ") || !err.endsWith('\n') || err.count('\n') != 1)) {
        std::fprintf(stderr, "fuzz property broken: a failure is not one line on stderr:\n%s\n", err.constData());
        std::abort();
    }
    return 0;
}

} // namespace bm::fuzz
