#include "summarycontroller.h"

#include "document.h"
#include "scene/mapitems.h"
#include "scene/mapscene.h"
#include "widgets/summaryoptionsdialog.h"

#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QPageSetupDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>

namespace bm {

namespace {
constexpr const char *kLastExportFolder = "summary/lastExportFolder";
} // namespace

SummaryController::SummaryController(Document *document, MapScene *scene, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_scene(scene)
    , m_window(window)
{
    const QSettings settings;
    m_options.includeMap = settings.value(QStringLiteral("summary/map"), true).toBool();
    m_options.includeTactics = settings.value(QStringLiteral("summary/tactics"), true).toBool();
    m_options.includeLog = settings.value(QStringLiteral("summary/log"), true).toBool();
    m_options.hideHostileHp = settings.value(QStringLiteral("summary/hideHostileHp"), false).toBool();
}

SummaryController::~SummaryController() = default;

void SummaryController::setOptions(const SummaryOptions &options)
{
    m_options = options;
    QSettings settings;
    settings.setValue(QStringLiteral("summary/map"), options.includeMap);
    settings.setValue(QStringLiteral("summary/tactics"), options.includeTactics);
    settings.setValue(QStringLiteral("summary/log"), options.includeLog);
    settings.setValue(QStringLiteral("summary/hideHostileHp"), options.hideHostileHp);
}

EncounterSummary SummaryController::currentSummary()
{
    return buildSummary(m_document->encounter(), m_document->engine(), m_options);
}

QImage SummaryController::summaryMap(const EncounterSummary &summary) const
{
    if (!summary.options.includeMap)
        return {};
    // The background the view shows (already read and downscaled if huge).
    return print::mapSnapshot(m_document->encounter(), summary, m_scene->ground()->background());
}

QPrinter *SummaryController::printer()
{
    if (!m_printer) {
        // The printer's own paper size; no margins beyond the 2 cm the document keeps.
        m_printer = std::make_unique<QPrinter>(QPrinter::HighResolution);
        m_printer->setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    }
    return m_printer.get();
}

bool SummaryController::chooseOptions()
{
    SummaryOptionsDialog dialog(m_options, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    setOptions(dialog.options());
    return true;
}

void SummaryController::pageSetup()
{
    QPageSetupDialog dialog(printer(), m_window);
    dialog.exec();
}

void SummaryController::printSummary()
{
    if (!chooseOptions())
        return;
    const EncounterSummary summary = currentSummary();
    const QImage map = summaryMap(summary);
    QPrintPreviewDialog preview(printer(), m_window);
    preview.setWindowTitle(tr("Print Summary"));
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [&summary, &map](QPrinter *printer) { print::printSummary(summary, map, printer); });
    preview.exec();
}

bool SummaryController::exportTo(const QString &path, print::SummaryFormat format, QString *error)
{
    const EncounterSummary summary = currentSummary();
    const QImage map = format == print::SummaryFormat::Pdf || format == print::SummaryFormat::Html ? summaryMap(summary) : QImage();
    return print::writeSummaryFile(summary, map, format, path, printer()->pageLayout(), error);
}

QString SummaryController::suggestedExportPath(const QString &suffix) const
{
    QString base = m_document->displayName();
    if (base.endsWith(QLatin1String(".battlemap.json")))
        base.chop(int(qstrlen(".battlemap.json")));
    // Beside the encounter it summarises; an encounter never saved (the bundled sample, an
    // import) where the last summary went, else the Documents folder: never the folder the
    // program happened to be started from.
    const QString file = m_document->filePath();
    QString folder;
    if (!file.isEmpty() && !file.startsWith(QLatin1Char(':')))
        folder = QFileInfo(file).absolutePath();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QSettings().value(QLatin1String(kLastExportFolder)).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QDir::homePath();
    return QDir(folder).filePath(base + suffix);
}

void SummaryController::exportSummary(print::SummaryFormat format)
{
    if (!chooseOptions())
        return;
    QString filter, suffix;
    switch (format) {
    case print::SummaryFormat::Pdf:
        filter = tr("PDF documents (*.pdf)");
        suffix = QStringLiteral(".pdf");
        break;
    case print::SummaryFormat::Html:
        filter = tr("Web pages (*.html)");
        suffix = QStringLiteral(".html");
        break;
    case print::SummaryFormat::Markdown:
    case print::SummaryFormat::Text:
        filter = tr("Markdown (*.md)");
        suffix = QStringLiteral(".md");
        break;
    }
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Summary"), suggestedExportPath(suffix), filter);
    if (path.isEmpty())
        return;
    if (!path.endsWith(suffix, Qt::CaseInsensitive))
        path += suffix;
    QSettings().setValue(QLatin1String(kLastExportFolder), QFileInfo(path).absolutePath());
    QString error;
    if (!exportTo(path, format, &error))
        QMessageBox::warning(m_window, tr("Can't export"), error);
    else
        emit statusMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace bm
