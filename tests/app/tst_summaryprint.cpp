// The encounter summary in the window: the summary options dialog, File → Print Summary (preview),
// Export Summary as PDF / HTML / Markdown, and the numbered map snapshot.

#include "document.h"
#include "mainwindow.h"
#include "controllers/summarycontroller.h"
#include "render/summarydocument.h"
#include "render/maprenderer.h"
#include "widgets/summaryoptionsdialog.h"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QMenu>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QFileDialog>
#include <QScopeGuard>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace bm;

namespace {

const QString kSample = QStringLiteral(BM_SAMPLES_DIR "/millbrook-ford-round3.battlemap.json");

// Runs `step` on the next modal dialog once it is shown (exec() blocks the test).
void onNextModal(std::function<void(QWidget *)> step, int tries = 500)
{
    QTimer::singleShot(10, [step, tries] {
        QWidget *modal = QApplication::activeModalWidget();
        if (modal && modal->isVisible())
            step(modal);
        else if (tries > 0)
            onNextModal(step, tries - 1);
    });
}

int colourDistance(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

} // namespace

class TestSummaryPrint : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void optionsDialog_data();
    void optionsDialog();
    void exportSummary_data();
    void exportSummary();
    void printPreviewFromTheMenu();
    void exportStartsBesideTheEncounter_data();
    void exportStartsBesideTheEncounter();
    void summaryFollowsTheLanguage_data();
    void summaryFollowsTheLanguage();
    void snapshotTokensMatchTheTable_data();
    void snapshotTokensMatchTheTable();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestSummaryPrint::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the options go to a test QSettings
}

void TestSummaryPrint::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->summaries()->setOptions(SummaryOptions{});
    QVERIFY(m_window->openFile(kSample));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestSummaryPrint::cleanup()
{
    m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestSummaryPrint::optionsDialog_data()
{
    QTest::addColumn<QString>("checkBox");
    QTest::addColumn<int>("field"); // 0 map, 1 tactics, 2 log, 3 hide HP
    QTest::newRow("leave the map out") << "mapCheck" << 0;
    QTest::newRow("leave the tactical notes out") << "tacticsCheck" << 1;
    QTest::newRow("leave the log out") << "logCheck" << 2;
    QTest::newRow("player handout hides hostile HP") << "hideHpCheck" << 3;
}

void TestSummaryPrint::optionsDialog()
{
    QFETCH(QString, checkBox);
    QFETCH(int, field);
    const SummaryOptions before;
    SummaryOptionsDialog dialog(before, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.options(), before);
    auto *box = dialog.findChild<QCheckBox *>(checkBox);
    QVERIFY(box);
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
    SummaryOptions expected = before;
    bool *flags[] = {&expected.includeMap, &expected.includeTactics, &expected.includeLog, &expected.hideHostileHp};
    *flags[field] = !*flags[field];
    QCOMPARE(dialog.options(), expected);
    // OK accepts.
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QTest::mouseClick(ok, Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestSummaryPrint::exportSummary_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("file");
    QTest::newRow("Markdown is the core's Markdown") << int(print::SummaryFormat::Markdown) << "summary.md";
    QTest::newRow("HTML carries the map inside") << int(print::SummaryFormat::Html) << "summary.html";
    QTest::newRow("PDF over more than one page") << int(print::SummaryFormat::Pdf) << "summary.pdf";
}

void TestSummaryPrint::exportSummary()
{
    QFETCH(int, format);
    QFETCH(QString, file);
    QTemporaryDir dir;
    const QString path = dir.filePath(file);
    QString error;
    QVERIFY2(m_window->summaries()->exportTo(path, print::SummaryFormat(format), &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const EncounterSummary summary = m_window->summaries()->currentSummary();
    switch (print::SummaryFormat(format)) {
    case print::SummaryFormat::Markdown:
        QCOMPARE(QString::fromUtf8(bytes), summaryMarkdown(summary));
        break;
    case print::SummaryFormat::Html: {
        const QString html = QString::fromUtf8(bytes);
        QVERIFY(html.contains(QStringLiteral("<img src=\"data:image/png;base64,")));
        for (const SummaryParticipant &p : summary.participants)
            QVERIFY(html.contains(p.name.toHtmlEscaped()));
        break;
    }
    case print::SummaryFormat::Pdf:
    case print::SummaryFormat::Text: {
        QVERIFY(bytes.startsWith("%PDF-"));
        if (QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())
            QSKIP("pdfinfo (poppler-utils) not installed");
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {path});
        QVERIFY(info.waitForFinished(60000));
        const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(info.readAllStandardOutput()));
        QVERIFY(m.hasMatch());
        QVERIFY(m.captured(1).toInt() > 1);
        break;
    }
    }
}

void TestSummaryPrint::exportStartsBesideTheEncounter_data()
{
    QTest::addColumn<bool>("saved"); // the encounter saved in a folder of its own, or the bundled sample
    QTest::newRow("an encounter saved in its folder") << true;
    QTest::newRow("the bundled sample, never saved") << false;
}

void TestSummaryPrint::exportStartsBesideTheEncounter()
{
    QFETCH(bool, saved);
    QTemporaryDir campaign;
    QTemporaryDir elsewhere; // the folder the program was started from
    const QString before = QDir::currentPath();
    QDir::setCurrent(elsewhere.path());
    const auto back = qScopeGuard([&] { QDir::setCurrent(before); });
    if (saved) {
        const QString file = campaign.filePath(QStringLiteral("ford.battlemap.json"));
        QVERIFY(QFile::copy(kSample, file));
        QVERIFY(m_window->openFile(file));
    } else {
        m_window->openSample();
    }
    QString offered;
    // File → Export Summary → PDF: the options (accepted), then the file dialog.
    onNextModal([&](QWidget *options) {
        onNextModal([&](QWidget *files) {
            if (auto *dialog = qobject_cast<QFileDialog *>(files))
                offered = dialog->selectedFiles().value(0);
            files->close();
        });
        QMetaObject::invokeMethod(options, "accept", Qt::QueuedConnection);
    });
    m_window->findChild<QAction *>(QStringLiteral("actionExportSummaryPdf"))->trigger();
    QVERIFY(!offered.isEmpty());
    const QString folder = QFileInfo(offered).absolutePath();
    QVERIFY2(folder != QDir(elsewhere.path()).absolutePath(), qPrintable(offered));
    if (saved)
        QCOMPARE(offered, QDir(campaign.path()).absoluteFilePath(QStringLiteral("ford.pdf")));
    else if (QFileInfo(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).isDir())
        QCOMPARE(folder, QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).absolutePath());
    else
        QCOMPARE(folder, QDir::homePath());
}

void TestSummaryPrint::printPreviewFromTheMenu()
{
    QAction *print = m_window->findChild<QAction *>(QStringLiteral("actionPrintSummary"));
    QVERIFY(print);
    QVERIFY(print->isEnabled());
    int previewPages = -1;
    bool sawOptions = false;
    // First the options: tick the player handout and OK. Then the preview: count its pages
    // and close it.
    onNextModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<SummaryOptionsDialog *>(modal);
        if (!dialog)
            return;
        sawOptions = true;
        QCheckBox *hide = dialog->findChild<QCheckBox *>(QStringLiteral("hideHpCheck"));
        QTest::mouseClick(hide, Qt::LeftButton, {}, QPoint(8, hide->height() / 2));
        onNextModal([&](QWidget *next) {
            auto *preview = qobject_cast<QPrintPreviewDialog *>(next);
            if (!preview)
                return;
            if (auto *widget = preview->findChild<QPrintPreviewWidget *>())
                previewPages = widget->pageCount();
            const QString shots = qEnvironmentVariable("BM_SCREENSHOT_DIR"); // scripts/screenshots.sh
            if (!shots.isEmpty()) {
                preview->resize(1100, 820);
                if (auto *widget = preview->findChild<QPrintPreviewWidget *>())
                    widget->fitInView();
                QTest::qWait(200);
                preview->grab().save(shots + QStringLiteral("/print-preview.png"));
            }
            preview->reject();
        });
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    print->trigger();
    QVERIFY(sawOptions);
    QVERIFY2(previewPages > 1, qPrintable(QString::number(previewPages)));
    QVERIFY(m_window->summaries()->options().hideHostileHp); // kept for the next print
}

void TestSummaryPrint::summaryFollowsTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("texts");
    QTest::newRow("German") << "de"
                            << QStringList{"Teilnehmer (Initiativereihenfolge)", "Regelwerk: D&D 5e (2014)",
                                           "Ogre wird von Brannoc (fighter) und Pip (halfling rogue) in die Zange genommen."};
    QTest::newRow("French") << "fr"
                            << QStringList{"Participants (ordre d'initiative)", "Journal du combat",
                                           "Ogre est pris en tenaille par Brannoc (fighter) et Pip (halfling rogue)."};
}

void TestSummaryPrint::summaryFollowsTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QStringList, texts);
    m_window->setLanguage(language);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    const QString text = summaryText(m_window->summaries()->currentSummary());
    m_window->setLanguage(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    for (const QString &t : texts)
        QVERIFY2(text.contains(t), qPrintable(t));
    QVERIFY(summaryText(m_window->summaries()->currentSummary()).contains(QStringLiteral("Participants (initiative order)")));
}

void TestSummaryPrint::snapshotTokensMatchTheTable_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("a party member") << "pip";
    QTest::newRow("a large hostile") << "ogre";
    QTest::newRow("the creature whose turn it is") << "gob2";
    QTest::newRow("a neutral") << "ferry";
    QTest::newRow("a dead goblin is grey") << "gob1";
}

void TestSummaryPrint::snapshotTokensMatchTheTable()
{
    QFETCH(QString, id);
    const EncounterSummary summary = m_window->summaries()->currentSummary();
    const double pps = 48;
    const QImage map = print::mapSnapshot(m_window->document()->encounter(), summary, QImage(), pps);
    const Encounter &e = m_window->document()->encounter();
    QCOMPARE(map.size(), QSize(int(e.width * pps), int(e.height * pps)));
    const SummaryParticipant *p = summary.participant(id);
    QVERIFY(p);
    // Above the number, inside the disc: the side's colour (grey when down).
    const double side = p->space * pps;
    const QPoint probe(int(p->position.x * pps + side / 2), int(p->position.y * pps + side / 2 - side * 0.33));
    const QColor expected = p->down ? QColor(150, 150, 150) : render::sideColor(p->side);
    const QColor actual = map.pixelColor(probe);
    int nearest = colourDistance(actual, expected);
    for (Side other : {Side::Party, Side::Ally, Side::Hostile, Side::Neutral}) {
        if (!p->down && other != p->side)
            QVERIFY2(colourDistance(actual, render::sideColor(other)) > nearest, qPrintable(actual.name()));
    }
    QVERIFY2(nearest < 120, qPrintable(actual.name()));
}

QTEST_MAIN(TestSummaryPrint)
#include "tst_summaryprint.moc"
