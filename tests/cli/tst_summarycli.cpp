// CLI.md: `battlemap-cli summary FILE [--format text|markdown|html|pdf] [-o OUT]`.
// Text and Markdown are the golden files of tst_summary; the PDF is checked with poppler's
// pdfinfo and pdftotext (scripts/deps.sh installs poppler-utils): page count and text.

#include "programrun.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kSample = QStringLiteral(BM_SAMPLES_DIR "/millbrook-ford-round3.battlemap.json");

using bm::test::Run;

// A PDF takes its time (two minutes at the most).
Run run(const QString &program, const QStringList &args)
{
    return bm::test::run(program, args, 120000);
}

Run cli(const QStringList &args)
{
    return run(QStringLiteral(BM_CLI_PATH), QStringList{QStringLiteral("summary")} + args);
}

QByteArray golden(const QString &name)
{
    QFile f(QStringLiteral(BM_TEST_DATA_DIR "/summary/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// pdftotext's words, one space between them (table cells and notes wrap where the page wants).
QString pdfText(const QString &pdf, int first = 0, int last = 0)
{
    QStringList args;
    if (first > 0)
        args << QStringLiteral("-f") << QString::number(first) << QStringLiteral("-l") << QString::number(last);
    args << pdf << QStringLiteral("-");
    const Run r = run(QStringLiteral("pdftotext"), args);
    // NFKC: the PDF's ligatures (ﬁ, ﬂ) read as their letters.
    return QString::fromUtf8(r.out).normalized(QString::NormalizationForm_KC).simplified();
}

int pdfPages(const QString &pdf)
{
    const Run r = run(QStringLiteral("pdfinfo"), {pdf});
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(r.out));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

} // namespace

class TestSummaryCli : public QObject
{
    Q_OBJECT

private slots:
    void textFormats_data();
    void textFormats();
    void htmlEmbedsTheMap();
    void pdf_data();
    void pdf();
    void statBlocks_data();
    void statBlocks();
    void badInput_data();
    void badInput();
};

void TestSummaryCli::textFormats_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("golden");
    QTest::newRow("text is the default") << QStringList{} << "millbrook-round3.txt";
    QTest::newRow("markdown") << QStringList{"--format", "markdown"} << "millbrook-round3.md";
    QTest::newRow("html without the map") << QStringList{"--format", "html", "--no-map"} << "millbrook-round3.html";
    QTest::newRow("player handout") << QStringList{"--player"} << "millbrook-round3-player.txt";
}

void TestSummaryCli::textFormats()
{
    QFETCH(QStringList, args);
    QFETCH(QString, golden);
    const Run r = cli(QStringList{kSample} + args);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out), QString::fromUtf8(::golden(golden)));

    // -o writes the same bytes to a file and nothing to stdout.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("summary.out"));
    const Run toFile = cli(QStringList{kSample} + args + QStringList{QStringLiteral("-o"), out});
    QCOMPARE(toFile.exitCode, 0);
    QVERIFY(toFile.out.isEmpty());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), r.out);
}

void TestSummaryCli::htmlEmbedsTheMap()
{
    const Run r = cli({kSample, QStringLiteral("--format"), QStringLiteral("html")});
    QCOMPARE(r.exitCode, 0);
    const QString html = QString::fromUtf8(r.out);
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("<img src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\"")).match(html);
    QVERIFY(m.hasMatch());
    const QByteArray png = QByteArray::fromBase64(m.captured(1).toLatin1());
    QVERIFY(png.startsWith("\x89PNG"));
    // Apart from the map, the same document as without it.
    QString withoutMap = html;
    withoutMap.remove(QRegularExpression(QStringLiteral("<p><img [^>]*></p>\n<p class=\"caption\">.*</p>\n")));
    QCOMPARE(withoutMap, QString::fromUtf8(golden(QStringLiteral("millbrook-round3.html"))));
}

void TestSummaryCli::pdf_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<bool>("onePage");
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");
    QTest::newRow("everything: map, table, notes, log over more than a page")
        << QStringList{} << false
        << QStringList{"Ogre is flanked by Brannoc (fighter) and Pip (halfling rogue).", "Combat log",
                       "Ilsa casts False Life again: 6 temporary HP."}
        << QStringList{};
    QTest::newRow("header, table and totals fit on one page")
        << QStringList{"--no-map", "--no-log", "--no-tactics"} << true << QStringList{"hostile — creatures: 7, down: 2, HP remaining: 178/233"}
        << QStringList{"Combat log", "Tactical notes"};
    QTest::newRow("player handout: no hostile HP") << QStringList{"--player", "--no-map"} << false
                                                   << QStringList{"unhurt"} << QStringList{"34/59", "105/105", "HP remaining: 178/233"};
}

void TestSummaryCli::pdf()
{
    QFETCH(QStringList, options);
    QFETCH(bool, onePage);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())
        QSKIP("poppler-utils (pdftotext, pdfinfo) not installed: scripts/deps.sh installs them");
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("summary.pdf"));
    const Run r = cli(QStringList{kSample, QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("-o"), pdf} + options);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    const int pages = pdfPages(pdf);
    if (onePage) // the sample's stat blocks may follow on the next pages
        QVERIFY2(pdfText(pdf, 1, 1).contains(present.value(0)), qPrintable(pdfText(pdf, 1, 1)));
    else
        QVERIFY2(pages > 1, qPrintable(QString::number(pages)));

    // Page 1 opens with the header and the initiative table; every participant is in it.
    const QString first = pdfText(pdf, 1, 1);
    QVERIFY(first.startsWith(QStringLiteral("Ambush at Millbrook Ford (round 3) Ruleset: D&D 5e (2014) Round 3, 12 s elapsed; Goblin 2's turn")));
    QVERIFY(first.contains(QStringLiteral("Participants (initiative order)")));
    const QString all = pdfText(pdf);
    for (const char *name : {"Pip", "Merrow", "Ilsa", "Goblin 1", "Goblin 2", "Goblin 3", "Dire wolf", "Brannoc", "Hoot",
                             "Ogre", "Hill giant", "Old ferryman", "Dead bandit"})
        QVERIFY2(all.contains(QLatin1String(name)), name);
    for (const QString &text : present)
        QVERIFY2(all.contains(text), qPrintable(text));
    for (const QString &text : absent)
        QVERIFY2(!all.contains(text), qPrintable(text));
    // The log is printed to its last entry, before the stat blocks that close the summary.
    if (!onePage && options.isEmpty()) {
        const qsizetype last = all.indexOf(QStringLiteral("Ilsa casts False Life again"));
        QVERIFY(last > all.indexOf(QStringLiteral("Combat log")));
        QVERIFY(last < all.indexOf(QStringLiteral("Stat blocks")));
    }
}

// The sample with SRD goblins, dire wolf, ogre and hill giant (from
// `battlemap-cli monster`) and Brannoc with a typed longsword and a torch.
void TestSummaryCli::statBlocks_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("player");
    QTest::newRow("text") << "text" << false;
    QTest::newRow("markdown") << "markdown" << false;
    QTest::newRow("html") << "html" << false;
    QTest::newRow("pdf") << "pdf" << false;
    QTest::newRow("pdf, player handout: none") << "pdf" << true;
    QTest::newRow("text, player handout: none") << "text" << true;
}

void TestSummaryCli::statBlocks()
{
    QFETCH(QString, format);
    QFETCH(bool, player);
    const bool pdf = format == QLatin1String("pdf");
    if (pdf && (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()
                || QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty()))
        QSKIP("poppler-utils (pdftotext, pdfinfo) not installed: scripts/deps.sh installs them");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("summary.") + format);
    QStringList args{QStringLiteral(BM_TEST_DATA_DIR "/summary/millbrook-statblocks.battlemap.json"), QStringLiteral("--format"), format,
                     QStringLiteral("-o"), out};
    if (player)
        args << QStringLiteral("--player");
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 0);
    QString text;
    if (pdf) {
        text = pdfText(out);
    } else {
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        text = QString::fromUtf8(f.readAll());
    }
    if (player) {
        for (const char *absent : {"Stat blocks", "Nimble Escape", "Armor Class", "Longsword"})
            QVERIFY2(!text.contains(QLatin1String(absent)), absent);
        return;
    }
    // One block per kind, in the table's order: three goblins are one Goblin.
    QCOMPARE(text.count(QStringLiteral("Nimble Escape")), 1);
    QCOMPARE(text.count(QStringLiteral("Pack Tactics")), 1);
    const QStringList kinds{QStringLiteral("Goblin (4, 5, 6)"), QStringLiteral("Dire Wolf (7)"), QStringLiteral("Brannoc (fighter) (8)"),
                            QStringLiteral("Ogre (10)"), QStringLiteral("Hill Giant (11)")};
    qsizetype at = text.indexOf(QStringLiteral("Stat blocks"));
    QVERIFY(at > 0);
    for (const QString &kind : kinds) {
        const qsizetype next = text.indexOf(kind, at);
        QVERIFY2(next > at, qPrintable(kind));
        at = next;
    }
    QVERIFY(text.contains(QStringLiteral("Challenge")));
    QVERIFY(text.contains(QStringLiteral("1/4 (50 XP)")));
    if (pdf) {
        // On paper the stat blocks start a page: the page after the log opens with them.
        const int pages = pdfPages(out);
        int page = 1;
        while (page <= pages && !pdfText(out, page, page).contains(QStringLiteral("Stat blocks")))
            ++page;
        QVERIFY(page <= pages);
        QVERIFY2(pdfText(out, page, page).startsWith(QStringLiteral("Stat blocks Goblin (4, 5, 6)")), qPrintable(pdfText(out, page, page).left(80)));
        QVERIFY(!pdfText(out, page - 1, page - 1).contains(QStringLiteral("Armor Class")));
    }
}

void TestSummaryCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown format") << QStringList{kSample, "--format", "docx"} << "unknown format \"docx\"";
    QTest::newRow("pdf to the terminal") << QStringList{kSample, "--format", "pdf"} << "--format pdf needs -o OUT";
    QTest::newRow("output folder missing") << QStringList{kSample, "-o", "/nonexistent-folder/x.txt"} << "can't write /nonexistent-folder/x.txt";
    QTest::newRow("pdf into a missing folder")
        << QStringList{kSample, "--format", "pdf", "-o", "/nonexistent-folder/x.pdf"} << "can't write /nonexistent-folder/x.pdf";
    QTest::newRow("encounter missing") << QStringList{"/nonexistent.battlemap.json"} << "/nonexistent.battlemap.json";
}

void TestSummaryCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    const QStringList lines = QString::fromUtf8(r.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts).filter(QStringLiteral("battlemap-cli: "));
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.first().contains(message), qPrintable(lines.first()));
}

QTEST_GUILESS_MAIN(TestSummaryCli)
#include "tst_summarycli.moc"
