#include "fuzztargets.h"

#include "clirun.h"
#include "model/encounterio.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <cstdlib>
#include <unistd.h>

namespace bm::fuzz {

namespace {

[[noreturn]] void broken(const char *what, const QByteArray &detail)
{
    std::fprintf(stderr, "fuzz property broken: %s\n%s\n", what, detail.left(4000).constData());
    std::abort();
}

const QString &scriptPath()
{
    static const QString path = [] {
        std::atexit([] { QFile::remove(scriptPath()); });
        return QDir::temp().filePath(QStringLiteral("battlemap-fuzz-combat-%1.battlemap.json").arg(::getpid()));
    }();
    return path;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    if (std::FILE *f = std::fopen(QFile::encodeName(path).constData(), "wb")) {
        std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), f);
        std::fclose(f);
    }
}

// The commands a script may use: the tracker and the version-2 queries (CLI.md).
bool scripted(const QString &command)
{
    static const QStringList commands{QStringLiteral("combat"), QStringLiteral("sight"),    QStringLiteral("light"),
                                      QStringLiteral("visible"), QStringLiteral("area"),     QStringLiteral("attack"),
                                      QStringLiteral("distance"), QStringLiteral("path"),    QStringLiteral("reach"),
                                      QStringLiteral("cover"),   QStringLiteral("flanking"), QStringLiteral("summary"),
                                      QStringLiteral("resolve-attack"), QStringLiteral("save")}; // version 3
    return commands.contains(command);
}

} // namespace

int combatScript(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype split = input.indexOf("\n\n");
    if (split < 0)
        return 0;
    const QByteArray head = input.left(split);
    QByteArray file = input.mid(split + 2);
    if (head.contains('\0'))
        return 0; // a real argv can't hold NUL bytes
    const QList<QByteArray> lines = head.split('\n');
    if (lines.size() > 24)
        return 0; // a fight of 24 operations is deep enough; longer ones only cost time
    const QString path = scriptPath();
    for (const QByteArray &line : lines) {
        const QStringList words = QString::fromUtf8(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.isEmpty() || !scripted(words.front()))
            continue;
        QStringList arguments{QStringLiteral("battlemap-cli"), words.front(), path};
        for (qsizetype i = 1; i < words.size(); ++i) {
            // Operations that write (-o OUT, pdf) would write wherever the fuzzer points them.
            // (QCommandLineParser also reads "--o" and "--o=FILE" as -o: found by fuzz_combat.)
            const QString &w = words[i];
            if (w.startsWith(QLatin1String("-o")) || w.startsWith(QLatin1String("--output")) || w == QLatin1String("--o")
                || w.startsWith(QLatin1String("--o=")) || w == QLatin1String("pdf"))
                return 0;
            arguments << words[i];
        }
        writeFile(path, file);
        QByteArray out;
        QByteArray err;
        const int code = cli::runCli(arguments, out, err);
        if (code != 0 && code != 2)
            broken("exit code other than 0 or 2", arguments.join(QLatin1Char(' ')).toUtf8());
        if (code == 2) {
            if (!err.startsWith("battlemap-cli: ") || !err.endsWith('\n') || err.count('\n') != 1)
                broken("a failure is not one line on stderr", arguments.join(QLatin1Char(' ')).toUtf8() + "\n" + err);
            if (words.front() == QLatin1String("combat"))
                continue; // the file is as it was: the next operation reads it again
        }
        if (code != 0 || words.front() != QLatin1String("combat"))
            continue;
        // --help and --version (or -v, --v: QCommandLineParser's names) print their text
        // instead of the encounter, as for every command (found by fuzz_combat: the
        // property was too strict).
        static const QStringList informational{QStringLiteral("-h"), QStringLiteral("--h"), QStringLiteral("--help"),
                                                QStringLiteral("-?"), QStringLiteral("--help-all"), QStringLiteral("-v"),
                                                QStringLiteral("--v"), QStringLiteral("--version")};
        bool printsInformation = false;
        for (const QString &a : std::as_const(arguments))
            printsInformation = printsInformation || informational.contains(a);
        if (printsInformation)
            continue;
        // A tracker operation prints the whole encounter: the reader must accept it, and
        // it is what the next operation works on (a fight, one operation after another).
        const ReadResult r = readEncounter(out);
        if (!r.ok())
            broken("combat printed an encounter the reader refuses",
                   arguments.join(QLatin1Char(' ')).toUtf8() + "\n" + r.errors.front().text().toUtf8() + "\n" + out);
        const QByteArray written = writeEncounter(r.encounter);
        const ReadResult again = readEncounter(written);
        if (!again.ok() || writeEncounter(again.encounter) != written)
            broken("the tracker's encounter does not survive writing and reading", written);
        file = out;
    }
    return 0;
}

} // namespace bm::fuzz
