// File → Import Map… in the real window, offscreen: the menu action (its file dialog
// replaced through MainWindow::setImportFilePicker) opens a Universal VTT fixture as a new,
// untitled encounter (grid, walls, doors, background image) after the "unsaved changes?"
// question, the open encounter and its file untouched; malformed files are refused with the
// document untouched. With BM_SCREENSHOT_DIR set the
// imported map is saved as docs/screenshots/imported-map.png (scripts/screenshots.sh).

#include "commands/encountercommands.h"
#include "teststeps.h"
#include "document.h"
#include "model/encounterio.h"
#include "mainwindow.h"
#include "samplejson.h"
#include "scene/mapitems.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "interop/uvtt.h"
#include "widgets/monsterlibrarydock.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <memory>

using namespace bm;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(BM_TEST_DATA_DIR "/uvtt/") + name;
}

// Closes the refusal message box the window shows (it is modal).
void closeMessageBoxesSoon(QStringList *texts)
{
    QTimer::singleShot(0, qApp, [texts] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            *texts << box->text();
            box->close();
        } else {
            closeMessageBoxesSoon(texts);
        }
    });
}

// Calls act on the next modal widget of type W as soon as it shows (tries for 2 s).
template<typename W, typename Act>
void whenModal(Act act, int tries = 200)
{
    QTimer::singleShot(tries == 200 ? 0 : 10, qApp, [act, tries] {
        if (auto *w = qobject_cast<W *>(QApplication::activeModalWidget()))
            act(w);
        else if (tries > 0)
            whenModal<W>(act, tries - 1);
    });
}

} // namespace

class TestImportMap : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void importThroughMenuAction_data();
    void importThroughMenuAction();
    void cancelLeavesTheMapAlone();
    void importOpensANewEncounter_data();
    void importOpensANewEncounter();
    void objectOutlinesSetting();
    void refused_data();
    void refused();
    void screenshot();

private:
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    Document *doc() const { return m_window->document(); }
    QAction *importAction() const { return m_window->findChild<QAction *>(QStringLiteral("actionImportMap")); }
    [[nodiscard]] bool importThroughMenu(const QString &path)
    {
        m_window->setImportFilePicker([path] { return path; });
        QAction *a = importAction();
        BM_CHECK(a);
        BM_CHECK(a->isEnabled());
        a->trigger();
        return true;
    }
};

void TestImportMap::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestImportMap::init()
{
    Encounter e;
    e.name = QStringLiteral("before");
    e.width = 30;
    e.height = 20;
    Wall w;
    w.from = QPointF(1, 1);
    w.to = QPointF(1, 5);
    e.walls.push_back(w);
    doc()->reset(e, QString());
    m_window->scene()->ground()->setBackground(QImage());
}

void TestImportMap::cleanupTestCase()
{
    doc()->undoStack()->setClean();
    m_window.reset();
}

void TestImportMap::importThroughMenuAction_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QSize>("grid");
    // Walls, object outlines and doors, less a wall piece beside a door off the grid that its
    // move onto whole squares shortened to nothing (docs/DECISIONS.md).
    QTest::addColumn<int>("walls");
    QTest::addColumn<int>("pixelsPerSquare");
    QTest::addColumn<QSize>("image");

    QTest::newRow("oganm 0.3") << "oganm-test.dd2vtt" << QSize(20, 20) << 197 + 50 + 3 - 1 << 64 << QSize(1280, 1280);
    QTest::newRow("imagix 0.3, cropped") << "imagix-sample.dd2vtt" << QSize(10, 10) << 7 + 59 + 2 - 1 << 256 << QSize(2560, 2560);
    QTest::newRow("hand-made 0.2") << "format-0.2.dd2vtt" << QSize(4, 3) << 3 << 32 << QSize(128, 96);
}

void TestImportMap::importThroughMenuAction()
{
    QFETCH(QString, file);
    QFETCH(QSize, grid);
    QFETCH(int, walls);
    QFETCH(int, pixelsPerSquare);
    QFETCH(QSize, image);

    QVERIFY(importThroughMenu(fixture(file)));

    const Encounter &e = doc()->encounter();
    QCOMPARE(QSize(e.width, e.height), grid);
    QCOMPARE(int(e.walls.size()), walls);
    QCOMPARE(e.background.value(QLatin1String("pixelsPerSquare")).toInt(), pixelsPerSquare);
    QVERIFY(e.background.value(QLatin1String("image")).toString().startsWith(QStringLiteral("data:image/png;base64,")));
    QVERIFY(e.extra.value(QLatin1String("uvtt")).toObject().contains(QLatin1String("lights")));
    QCOMPARE(m_window->scene()->ground()->background().size(), image);
    // A new encounter: nothing to undo, untitled (named after the map), not saved yet.
    QCOMPARE(doc()->undoStack()->count(), 0);
    QVERIFY(doc()->isModified());
    QVERIFY(doc()->filePath().isEmpty());
    QCOMPARE(e.name, QFileInfo(file).completeBaseName());
    QVERIFY(m_window->statusBar()->currentMessage().contains(file));

    // Saved and opened again: the image travels inside the encounter.
    const QString path = m_dir.filePath(file + QStringLiteral(".battlemap.json"));
    QVERIFY(m_window->saveTo(path));
    QVERIFY(m_window->openFile(path));
    QCOMPARE(int(doc()->encounter().walls.size()), walls);
    QCOMPARE(m_window->scene()->ground()->background().size(), image);
}

void TestImportMap::cancelLeavesTheMapAlone()
{
    // The Cancel button of the progress dialog, pressed as soon as the import's event loop
    // runs (the posted call comes before the worker's "finished"): whatever the worker got
    // done, nothing changes.
    const QByteArray before = writeEncounter(doc()->encounter());
    bool found = false;
    QTimer::singleShot(0, m_window.get(), [this, &found] {
        auto *progress = m_window->findChild<QProgressDialog *>(QStringLiteral("importProgress"));
        auto *button = progress ? progress->findChild<QPushButton *>() : nullptr;
        found = button != nullptr;
        if (button)
            button->click();
    });
    QVERIFY(!m_window->importMap(fixture(QStringLiteral("imagix-sample.dd2vtt"))));
    QVERIFY(found);
    QCOMPARE(writeEncounter(doc()->encounter()), before);
    QCOMPARE(doc()->undoStack()->count(), 0);
    QVERIFY(m_window->scene()->ground()->background().isNull());
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Import cancelled; the map is unchanged"));
}

void TestImportMap::importOpensANewEncounter_data()
{
    QTest::addColumn<bool>("edited");  // the open encounter has unsaved changes
    QTest::addColumn<int>("answer");   // the GM's answer to "unsaved changes?" (a StandardButton)
    QTest::addColumn<bool>("imported");
    QTest::addColumn<bool>("saved");   // the open encounter's file now holds the change
    QTest::newRow("the sample saved, fighting: no question, a new encounter") << false << int(QMessageBox::NoButton) << true << false;
    QTest::newRow("unsaved changes, the GM cancels: nothing happens") << true << int(QMessageBox::Cancel) << false << false;
    QTest::newRow("unsaved changes, the GM discards them: imported, the file as it was") << true << int(QMessageBox::Discard) << true << false;
    QTest::newRow("unsaved changes, the GM saves them first: imported, the file saved") << true << int(QMessageBox::Save) << true << true;
}

// The sample, saved to a file with a fight running, then File → Import Map…: the imported map
// is a new, untitled encounter without the sample's creatures or fight, and Save asks where;
// the sample's file holds what the GM last saved.
void TestImportMap::importOpensANewEncounter()
{
    QFETCH(bool, edited);
    QFETCH(int, answer);
    QFETCH(bool, imported);
    QFETCH(bool, saved);
    QJsonObject o = test::sampleJson();
    QVERIFY(!o.isEmpty());
    o[QStringLiteral("combat")] = QJsonObject{{QStringLiteral("round"), 2},
                                              {QStringLiteral("active"), true},
                                              {QStringLiteral("order"), QJsonArray{QStringLiteral("brannoc"), QStringLiteral("gob1")}},
                                              {QStringLiteral("turn"), QStringLiteral("gob1")}};
    const QString path = m_dir.filePath(QStringLiteral("fight.battlemap.json"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(o).toJson());
    }
    QVERIFY(m_window->openFile(path));
    QVERIFY(doc()->encounter().combat.active);
    if (edited) {
        Encounter moved = doc()->encounter();
        moved.creatures[std::size_t(moved.creatureIndex(QStringLiteral("gob1")))].position = {15, 6};
        doc()->undoStack()->push(new MoveCommand(doc(), doc()->encounter(), moved, QStringLiteral("Move")));
    }
    const QByteArray openBefore = writeEncounter(doc()->encounter());
    QFile onDisk(path);
    QVERIFY(onDisk.open(QIODevice::ReadOnly));
    const QByteArray fileBefore = onDisk.readAll();
    onDisk.close();

    // Shared with the callback: it may outlive a failed check.
    const auto asked = std::make_shared<QString>();
    if (answer != int(QMessageBox::NoButton))
        whenModal<QMessageBox>([asked, answer](QMessageBox *box) {
            *asked = box->text();
            box->button(QMessageBox::StandardButton(answer))->click();
        });
    QVERIFY(importThroughMenu(fixture(QStringLiteral("format-0.2.dd2vtt"))));
    QCOMPARE(!asked->isEmpty(), edited);

    QVERIFY(onDisk.open(QIODevice::ReadOnly));
    const Encounter onDiskNow = readEncounter(onDisk.readAll()).encounter;
    onDisk.close();
    QCOMPARE(onDiskNow.creature(QStringLiteral("gob1"))->position, (saved ? GridPoint{15, 6} : GridPoint{17, 6}));
    if (!saved) {
        QVERIFY(onDisk.open(QIODevice::ReadOnly));
        QCOMPARE(onDisk.readAll(), fileBefore);
        onDisk.close();
    }
    const Encounter &e = doc()->encounter();
    if (!imported) {
        QCOMPARE(writeEncounter(e), openBefore); // the open encounter untouched, still unsaved
        QCOMPARE(doc()->filePath(), path);
        QVERIFY(doc()->isModified());
        QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Import cancelled; the open encounter is unchanged"));
        doc()->undoStack()->setClean();
        return;
    }
    QCOMPARE(QSize(e.width, e.height), QSize(4, 3));
    QVERIFY(e.creatures.empty());
    QVERIFY(!e.combat.active);
    QCOMPARE(e.name, QStringLiteral("format-0.2"));
    QCOMPARE(e.ruleset, Ruleset::Dnd2014); // the sample's game
    QVERIFY(doc()->filePath().isEmpty());
    QVERIFY(doc()->isModified());
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("format-0.2")));

    // Save asks where (the file dialog, dismissed here): the sample's file is left alone.
    const auto dialog = std::make_shared<bool>(false);
    whenModal<QFileDialog>([dialog](QFileDialog *d) {
        *dialog = true;
        d->reject();
    });
    auto *save = m_window->findChild<QAction *>(QStringLiteral("actionSave"));
    QVERIFY(save);
    save->trigger();
    QVERIFY(*dialog);
    QVERIFY(onDisk.open(QIODevice::ReadOnly));
    QCOMPARE(readEncounter(onDisk.readAll()).encounter.creatures.size(), onDiskNow.creatures.size());
    doc()->undoStack()->setClean();
}

void TestImportMap::objectOutlinesSetting()
{
    auto *setting = m_window->findChild<QAction *>(QStringLiteral("actionImportObjectsBlockMovement"));
    QVERIFY(setting);
    for (bool on : {false, true}) {
        setting->setChecked(on);
        doc()->undoStack()->setClean(); // the last import kept: no "unsaved changes?" question
        QVERIFY(m_window->importMap(fixture(QStringLiteral("oganm-test.dd2vtt"))));
        int sightOnly = 0;
        for (const Wall &w : doc()->encounter().walls)
            sightOnly += w.blocksMovement ? 0 : 1;
        QCOMPARE(sightOnly, on ? 0 : 50);
    }
    setting->setChecked(false);
}

void TestImportMap::refused_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");

    QFile f(fixture(QStringLiteral("format-0.2.dd2vtt")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject good = QJsonDocument::fromJson(f.readAll()).object();
    QJsonObject badBase64 = good;
    badBase64[QStringLiteral("image")] = QStringLiteral("iVBOR%%%");
    QJsonObject noResolution = good;
    noResolution.remove(QStringLiteral("resolution"));
    QJsonObject huge = good;
    huge[QStringLiteral("resolution")] = QJsonObject{{QStringLiteral("map_origin"), QJsonObject{{QStringLiteral("x"), 0}, {QStringLiteral("y"), 0}}},
                                                     {QStringLiteral("map_size"), QJsonObject{{QStringLiteral("x"), 99999}, {QStringLiteral("y"), 3}}},
                                                     {QStringLiteral("pixels_per_grid"), 32}};
    QTest::newRow("bad base64") << QJsonDocument(badBase64).toJson() << "image: is not valid base64";
    QTest::newRow("missing resolution") << QJsonDocument(noResolution).toJson() << "resolution: is missing";
    QTest::newRow("absurd size") << QJsonDocument(huge).toJson() << "resolution.map_size.x: 99999 squares";
    QTest::newRow("not JSON at all") << QByteArray("PK\x03\x04 a zip file") << "not a JSON file";
}

void TestImportMap::refused()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    const QString path = m_dir.filePath(QStringLiteral("bad.dd2vtt"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
    }
    const QByteArray before = writeEncounter(doc()->encounter());
    QStringList boxes;
    closeMessageBoxesSoon(&boxes);
    QVERIFY(importThroughMenu(path));
    QCOMPARE(boxes.size(), 1);
    QVERIFY2(boxes.first().startsWith(QStringLiteral("bad.dd2vtt: ") + message), qPrintable(boxes.first()));
    QCOMPARE(writeEncounter(doc()->encounter()), before);
    QCOMPARE(doc()->undoStack()->count(), 0);
    QVERIFY(m_window->statusBar()->currentMessage().contains(message));
}

void TestImportMap::screenshot()
{
    // BM_UVTT_SOURCE: another oganm export to show (the original with its art, for a look
    // that is not committed: tests/data/uvtt/README.md on the art's terms).
    const QString source = qEnvironmentVariable("BM_UVTT_SOURCE", fixture(QStringLiteral("oganm-test.dd2vtt")));
    QVERIFY(importThroughMenu(source));
    QCOMPARE(int(doc()->encounter().walls.size()), 249); // 197 + 50 + 3, one piece aligned away
    // A few monsters from the library, so the shot shows the dock in use.
    MonsterLibraryDock *lib = m_window->monsterLibrary();
    lib->searchField()->setText(QStringLiteral("goblin"));
    QVERIFY(!lib->placeEntry(QStringLiteral("srd:goblin"), {7, 8}).isEmpty());
    QVERIFY(!lib->placeEntry(QStringLiteral("srd:goblin"), {8, 9}).isEmpty());
    QVERIFY(!lib->placeEntry(QStringLiteral("srd:ogre"), {13, 9}).isEmpty());
    m_window->scene()->selectCreature(QString()); // the map itself, not a reach overlay
    m_window->resize(1500, 1000);
    QApplication::processEvents();
    m_window->view()->fitToMap();
    QApplication::processEvents();
    const QImage shot = m_window->grab().toImage();
    QVERIFY(!shot.isNull());
    const QString dir = qEnvironmentVariable("BM_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(shot.save(QDir(dir).filePath(QStringLiteral("imported-map.png"))));
}

QTEST_MAIN(TestImportMap)
#include "tst_importmap.moc"
