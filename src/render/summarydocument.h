#pragma once

// The encounter summary on paper and in files: the core's HTML laid out by
// QTextDocument, with a map snapshot from the same renderer as the view and the PNG
// export (render/maprenderer.h) whose numbered tokens match the participants table.
// Qt Gui only (no widgets): the app prints and exports with it, battlemap-cli writes
// PDFs with it on the offscreen platform.

#include "report/summary.h"

#include <QImage>
#include <QPageLayout>
#include <QString>

#include <memory>

class QPagedPaintDevice;
class QTextDocument;

namespace bm::print {

enum class SummaryFormat { Text, Markdown, Html, Pdf };
std::optional<SummaryFormat> summaryFormatFromId(const QString &id); // text, markdown, html, pdf

// The whole map (background, terrain, grid, walls) with a disc per creature in its side's
// colour carrying the participant's number; the creature whose turn it is gets a gold
// ring, creatures that are down are grey. `background` may be null.
QImage mapSnapshot(const Encounter &encounter, const EncounterSummary &summary, const QImage &background,
                   double pixelsPerSquare = 48);

// The summary as a QTextDocument (the map as an image resource when `map` is not null).
std::unique_ptr<QTextDocument> summaryDocument(const EncounterSummary &summary, const QImage &map);
// Lays the document out on the device's pages (QPrinter or QPdfWriter) and paints them.
void printSummary(const EncounterSummary &summary, const QImage &map, QPagedPaintDevice *device);

// A standalone HTML file: the map embedded as a data: URI PNG.
QString standaloneHtml(const EncounterSummary &summary, const QImage &map);
// A PDF of the summary, written atomically (QSaveFile). False with `error` set on failure.
bool writeSummaryPdf(const EncounterSummary &summary, const QImage &map, const QString &path,
                     const QPageLayout &layout, QString *error);
// The default page: A4 (Letter in US locales), portrait, no margins beyond the 2 cm
// QTextDocument::print() keeps.
QPageLayout defaultPageLayout();

// The map for a summary: the snapshot with the encounter's background (read relative to
// `encounterPath`), or a null image when the options leave the map out.
QImage summaryMap(const Encounter &encounter, const QString &encounterPath, const EncounterSummary &summary);
// The text formats as UTF-8 bytes (html with the map embedded when given); pdf: empty.
QByteArray summaryBytes(const EncounterSummary &summary, const QImage &map, SummaryFormat format);
// A summary file in any format, written atomically (QSaveFile).
bool writeSummaryFile(const EncounterSummary &summary, const QImage &map, SummaryFormat format, const QString &path,
                      const QPageLayout &layout, QString *error);

} // namespace bm::print
