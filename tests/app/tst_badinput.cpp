// Bad input in the window (docs/BAD_INPUT.md): files the reader refuses are
// reported in a message box naming the problem and leave the open encounter and the file
// on disk as they were; a huge background image is downscaled or refused with a message;
// a PNG export of a big map gets fewer pixels a square instead of running out of memory;
// an export that can't be written says so.

#include "bombpng.h"
#include "document.h"
#include "model/encounterio.h"
#include "mainwindow.h"
#include "samplejson.h"
#include "scene/mapitems.h"
#include "scene/mapscene.h"
#include "rules/placement.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QMimeData>
#include <QDropEvent>
#include <QUrl>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace bm;

namespace {

const char *kGood = R"({"format": "battlemap-encounter", "version": 1, "name": "good", "ruleset": "dnd5e-2014",
  "grid": {"width": 8, "height": 6}, "creatures": [{"id": "hero", "position": [1, 1]}]})";

// Answers the next message box with its button of `role`; *text gets the box's text.
void answerNextMessageBox(QString *text)
{
    auto *timer = new QTimer(qApp);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        timer->stop();
        timer->deleteLater();
        *text = box->text();
        for (QAbstractButton *b : box->buttons()) {
            if (box->buttonRole(b) == QMessageBox::AcceptRole) {
                QTest::mouseClick(b, Qt::LeftButton);
                return;
            }
        }
    });
    timer->start(10);
}

} // namespace

class TestBadInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void refusedFileKeepsEverything_data();
    void refusedFileKeepsEverything();
    void misplacedCreatureOpensMovedOntoTheMap_data();
    void misplacedCreatureOpensMovedOntoTheMap();
    void hugeBackgroundImage_data();
    void hugeBackgroundImage();
    void droppedFileThatIsNoImage();
    void droppedWebpBecomesTheBackground();
    void bigMapExportIsScaledDown();
    void unwritableExportSaysSo();

private:
    QTemporaryDir m_dir;
    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(bytes);
        return path;
    }
};

void TestBadInput::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestBadInput::refusedFileKeepsEverything_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected"); // part of the message the GM sees
    QTest::newRow("not JSON") << write(QStringLiteral("garbage.json"), "\x01\x02 not json {") << "not valid JSON";
    QTest::newRow("binary") << write(QStringLiteral("binary.json"), QByteArray(4096, '\xff')) << "not valid JSON";
    QTest::newRow("deeply nested JSON") << write(QStringLiteral("nested.json"), QByteArray(100000, '[')) << "not valid JSON";
    QTest::newRow("a JSON list, not an object") << write(QStringLiteral("list.json"), "[1, 2]") << "must hold a JSON object";
    QTest::newRow("another program's JSON") << write(QStringLiteral("other.json"), R"({"type": "FeatureCollection"})") << "format";
    QTest::newRow("map over the size cap")
        << write(QStringLiteral("big.json"), QByteArray(kGood).replace("\"width\": 8", "\"width\": 5000")) << "at most 2000";
    QTest::newRow("a newer version") << write(QStringLiteral("v9.json"), QByteArray(kGood).replace("\"version\": 1", "\"version\": 9"))
                                     << "version 9";
    // (A creature off the map opens, moved onto it: misplacedCreatureOpensMovedOntoTheMap.)
    QTest::newRow("creature without a position")
        << write(QStringLiteral("nowhere.json"), QByteArray(kGood).replace(", \"position\": [1, 1]", "")) << "creatures[0].position";
    QTest::newRow("creature bigger than the map")
        << write(QStringLiteral("titan.json"), QByteArray(kGood).replace("\"position\": [1, 1]", "\"space\": 7, \"position\": [0, 0]"))
        << "7x7 space at [0, 0] does not fit on the 8x6 map";
    QTest::newRow("missing file") << m_dir.filePath(QStringLiteral("nothing-here.json")) << "no such file";
    QTest::newRow("a folder") << m_dir.path() << "is a folder";
    const QString huge = m_dir.filePath(QStringLiteral("huge.battlemap.json"));
    {
        QFile f(huge);
        if (f.open(QIODevice::WriteOnly))
            f.resize(kMaxFileBytes + 1); // sparse: no disk used
    }
    QTest::newRow("file over the byte cap") << huge << "MiB";
}

void TestBadInput::refusedFileKeepsEverything()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    MainWindow w;
    QVERIFY(w.openFile(write(QStringLiteral("good.battlemap.json"), kGood)));
    const QByteArray before = writeEncounter(w.document()->encounter());
    QFile f(file);
    const QByteArray onDisk = QFileInfo(file).isFile() && f.size() < 1'000'000 && f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    f.close();

    QString shown;
    answerNextMessageBox(&shown);
    QVERIFY(!w.openFile(file));
    QVERIFY2(shown.contains(expected), qPrintable(shown));
    QVERIFY2(w.statusBar()->currentMessage().contains(expected), qPrintable(w.statusBar()->currentMessage()));
    QCOMPARE(writeEncounter(w.document()->encounter()), before); // the open encounter stays
    QVERIFY(!w.document()->isModified());
    if (!onDisk.isEmpty()) {
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), onDisk); // the file too
    }
}

void TestBadInput::misplacedCreatureOpensMovedOntoTheMap_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QPoint>("at");         // where the file puts it
    QTest::addColumn<QString>("validate");  // what validate says of the file
    QTest::addColumn<QString>("name");
    QTest::newRow("the sample's Dire Wolf (Large) saved at the bottom edge")
        << "wolf" << QPoint(10, 19) << "creatures[9].position: the creature's 2x2 space at [10, 19] does not fit on the 30x20 map"
        << "Dire wolf";
    QTest::newRow("the sample's Hill giant (Huge) at the right edge")
        << "giant" << QPoint(28, 3) << "creatures[10].position: the creature's 3x3 space at [28, 3] does not fit on the 30x20 map"
        << "Hill giant";
    QTest::newRow("the sample's ferryman wholly off the map")
        << "ferry" << QPoint(45, -2) << "creatures[11].position: [45, -2] is off the 30x20 map" << "Old ferryman";
}

// A file with a creature whose space is off the map (the window saved such files before
// Alt-drag stopped at the edge) opens: the creature is moved to the nearest free place
// where it fits, selected, named in the status bar and in a box that lists the problem as
// validate says it; nothing else changes, the document is modified (the file still holds
// the old place) and validate still refuses the file.
void TestBadInput::misplacedCreatureOpensMovedOntoTheMap()
{
    QFETCH(QString, id);
    QFETCH(QPoint, at);
    QFETCH(QString, validate);
    QFETCH(QString, name);
    QJsonObject o = test::sampleJson();
    QVERIFY(!o.isEmpty());
    test::placeInJson(o, id, at.x(), at.y());
    o.remove(QStringLiteral("background")); // the sample's picture lives in the program
    const QByteArray bytes = QJsonDocument(o).toJson();
    const QString path = write(QStringLiteral("misplaced.battlemap.json"), bytes);
    const ReadResult checked = readEncounterFile(path);
    QCOMPARE(int(checked.errors.size()), 1);
    QCOMPARE(checked.errors.front().text(), validate);

    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // A refusal ("Can't open encounter") would wait for an answer: answer it, so the check
    // below fails instead of hanging.
    QTimer refusal;
    QObject::connect(&refusal, &QTimer::timeout, &w, [] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box && box->objectName() != QLatin1String("placementRepairs"))
            box->close();
    });
    refusal.start(20);
    QVERIFY(w.openFile(path));
    refusal.stop();
    const Encounter &e = w.document()->encounter();
    const Creature *moved = e.creature(id);
    QVERIFY(moved);
    QVERIFY(placementProblem(e, *moved).isEmpty());
    QVERIFY(w.document()->isModified());
    QCOMPARE(w.document()->filePath(), path);
    QCOMPARE(w.scene()->selectedCreature(), id);
    QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("%1 to %2, %3").arg(name).arg(moved->position.x).arg(moved->position.y)),
             qPrintable(w.statusBar()->currentMessage()));
    auto *box = w.findChild<QMessageBox *>(QStringLiteral("placementRepairs"));
    QVERIFY(box);
    QVERIFY2(box->informativeText().contains(validate), qPrintable(box->informativeText()));
    QVERIFY2(box->informativeText().contains(QStringLiteral("%1 moved from %2, %3").arg(name).arg(at.x()).arg(at.y())),
             qPrintable(box->informativeText()));
    box->close();
    // Nothing else changed: the file with the new place written in reads the same.
    test::placeInJson(o, id, moved->position.x, moved->position.y);
    const ReadResult expected = readEncounter(QJsonDocument(o).toJson());
    QVERIFY(expected.ok());
    QCOMPARE(writeEncounter(e), writeEncounter(expected.encounter));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), bytes); // the file on disk until the GM saves
    w.document()->undoStack()->setClean();
}

void TestBadInput::hugeBackgroundImage_data()
{
    QTest::addColumn<quint32>("width");
    QTest::addColumn<quint32>("height");
    QTest::addColumn<QString>("expected");
    QTest::newRow("60000x60000 PNG header (3.6 gigapixels)") << 60000u << 60000u << "60000x60000 pixels, more than Battlemap can read";
    QTest::newRow("2^31-1 wide PNG header") << 2147483647u << 16u << "background image bomb.png";
    QTest::newRow("no image file at all") << 0u << 0u << "background image bomb.png";
}

void TestBadInput::hugeBackgroundImage()
{
    QFETCH(quint32, width);
    QFETCH(quint32, height);
    QFETCH(QString, expected);
    QFile::remove(m_dir.filePath(QStringLiteral("bomb.png")));
    if (width > 0)
        write(QStringLiteral("bomb.png"), test::bombPng(width, height));
    QByteArray json(kGood);
    json.replace("\"name\": \"good\"", "\"name\": \"bomb\", \"background\": {\"image\": \"bomb.png\"}");
    MainWindow w;
    QVERIFY(w.openFile(write(QStringLiteral("bomb.battlemap.json"), json))); // the map opens; the image is the problem
    QVERIFY2(w.statusBar()->currentMessage().contains(expected), qPrintable(w.statusBar()->currentMessage()));
    const QImage shown = w.scene()->ground()->background();
    QVERIFY(qint64(shown.width()) * shown.height() <= 64ll * 1024 * 1024);
}

void TestBadInput::droppedFileThatIsNoImage()
{
    MainWindow w;
    QVERIFY(w.openFile(write(QStringLiteral("good.battlemap.json"), kGood)));
    const QString notAnImage = write(QStringLiteral("notes.png"), "these are notes, not a PNG");
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(notAnImage)});
    // Delivered to the window's event handler itself: QApplication routes drops only
    // while a platform drag is in progress.
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    static_cast<QObject &>(w).event(&drop);
    QVERIFY2(w.statusBar()->currentMessage().contains(QLatin1String("not an image Battlemap can read: ")),
             qPrintable(w.statusBar()->currentMessage()));
    QVERIFY(!w.document()->isModified());
}

void TestBadInput::droppedWebpBecomesTheBackground()
{
    // qt6-image-formats-plugins (scripts/deps.sh, the package's Depends) decodes WebP.
    MainWindow w;
    QVERIFY(w.openFile(write(QStringLiteral("good.battlemap.json"), kGood)));
    QImage image(64, 48, QImage::Format_RGB32);
    image.fill(Qt::darkGreen);
    const QString webp = QFileInfo(write(QStringLiteral("map.webp"), QByteArray())).absoluteFilePath();
    QVERIFY2(image.save(webp, "WEBP"), "no WebP writer: is qt6-image-formats-plugins installed?");
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(webp)});
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    static_cast<QObject &>(w).event(&drop);
    QVERIFY(w.document()->isModified());
    QCOMPARE(w.scene()->ground()->background().size(), QSize(64, 48));
}

void TestBadInput::bigMapExportIsScaledDown()
{
    QByteArray json(kGood);
    json.replace("\"width\": 8, \"height\": 6", "\"width\": 300, \"height\": 200");
    MainWindow w;
    QVERIFY(w.openFile(write(QStringLiteral("wide.battlemap.json"), json)));
    constexpr qint64 cap = 600 * 400; // 2 pixels a square for this map
    w.setMaxExportPixels(cap);
    const QString png = m_dir.filePath(QStringLiteral("wide.png"));
    QVERIFY(w.exportPngTo(png));
    QImageReader reader(png);
    const QSize size = reader.size();
    QVERIFY(qint64(size.width()) * size.height() <= cap);
    QCOMPARE(size, QSize(600, 400));
    QVERIFY2(w.statusBar()->currentMessage().contains(QLatin1String("2 pixels a square")), qPrintable(w.statusBar()->currentMessage()));
}

void TestBadInput::unwritableExportSaysSo()
{
    MainWindow w;
    QVERIFY(w.openFile(write(QStringLiteral("good.battlemap.json"), kGood)));
    QString shown;
    answerNextMessageBox(&shown);
    QVERIFY(!w.exportPngTo(m_dir.filePath(QStringLiteral("no-such-folder/map.png"))));
    QVERIFY2(shown.contains(QLatin1String("no-such-folder")), qPrintable(shown));
}

QTEST_MAIN(TestBadInput)
#include "tst_badinput.moc"
