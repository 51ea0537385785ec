#pragma once

// The encounter summary, out of the main window: File → Print
// Summary, Export Summary (PDF, HTML, Markdown) and Page Setup, with the options the GM
// chose last (kept in the settings) and one printer whose page setup print and PDF share.

#include "render/summarydocument.h"
#include "report/summary.h"

#include <QImage>
#include <QObject>

#include <memory>

class QPrinter;
class QWidget;

namespace bm {

class Document;
class MapScene;

class SummaryController : public QObject
{
    Q_OBJECT

public:
    // `window` parents the dialogs; the scene gives the background the view shows.
    SummaryController(Document *document, MapScene *scene, QWidget *window);
    ~SummaryController() override;

    const SummaryOptions &options() const { return m_options; }
    void setOptions(const SummaryOptions &options); // also remembered for the next session
    EncounterSummary currentSummary();
    QImage summaryMap(const EncounterSummary &summary) const; // null when the options leave it out
    bool exportTo(const QString &path, print::SummaryFormat format, QString *error);
    QPrinter *printer();

public slots:
    void printSummary();
    void exportSummary(print::SummaryFormat format);
    // Where Export Summary proposes to write (the dialog starts there): beside the
    // encounter's file, else the last export's folder, else Documents.
    QString suggestedExportPath(const QString &suffix) const;
    void pageSetup();

signals:
    void statusMessage(const QString &text);

private:
    Document *m_document;
    MapScene *m_scene;
    QWidget *m_window;
    std::unique_ptr<QPrinter> m_printer;
    SummaryOptions m_options;

    bool chooseOptions();
};

} // namespace bm
