// battlemap-cli summary FILE [--format text|markdown|html|pdf] [-o OUT] (CLI.md): the
// encounter summary of the app, on stdout or into a file.

#include "clicontext.h"

#include "rules/movement.h"
#include "render/summarydocument.h"
#include "report/summary.h"

#include <QCoreApplication>
#include <QGuiApplication>

namespace bm::cli {

int runSummary(CliContext &ctx, QByteArray &stdoutBytes)
{
    const QString formatId = ctx.isSet(QStringLiteral("format")) ? ctx.value(QStringLiteral("format")) : QStringLiteral("text");
    const std::optional<print::SummaryFormat> format = print::summaryFormatFromId(formatId);
    if (!format)
        throw CliError{QCoreApplication::translate("battlemap-cli", "--format: unknown format \"%1\" (text, markdown, html or pdf)").arg(formatId)};
    const QString out = ctx.value(QStringLiteral("o"));
    if (*format == print::SummaryFormat::Pdf && out.isEmpty())
        throw CliError{QCoreApplication::translate("battlemap-cli", "--format pdf needs -o OUT (a PDF is not written to the terminal)")};

    SummaryOptions options;
    options.includeMap = !ctx.isSet(QStringLiteral("no-map"));
    options.includeLog = !ctx.isSet(QStringLiteral("no-log"));
    options.includeTactics = !ctx.isSet(QStringLiteral("no-tactics"));
    options.hideHostileHp = ctx.isSet(QStringLiteral("player"));
    MovementEngine engine(ctx.encounter());
    const EncounterSummary summary = buildSummary(ctx.encounter(), engine, options);

    // Only HTML and PDF show the map.
    const bool needsMap = *format == print::SummaryFormat::Html || *format == print::SummaryFormat::Pdf;
    // Painting (the map, the PDF's text layout) needs a QGuiApplication: main() starts one
    // for `summary`; a caller without one (the CLI fuzz target) gets a refusal, not a crash.
    if ((needsMap || *format == print::SummaryFormat::Pdf) && !qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        throw CliError{QCoreApplication::translate("battlemap-cli", "summary: --format %1 needs a graphical application (run battlemap-cli)").arg(formatId)};
    const QImage map = needsMap ? print::summaryMap(ctx.encounter(), ctx.file(), summary) : QImage();
    if (out.isEmpty()) {
        stdoutBytes += print::summaryBytes(summary, map, *format);
        return 0;
    }
    QString error;
    if (!print::writeSummaryFile(summary, map, *format, out, print::defaultPageLayout(), &error))
        throw CliError{error};
    return 0;
}

} // namespace bm::cli
