// Autosave and crash recovery: the autosave slot writes unsaved changes to the
// session's recovery file, saving (or undoing back to the saved state) removes it; a
// recovery file left by a crashed session is offered at start-up and restores the
// encounter exactly, modified, with its file path; a running session's file is not offered.

#include "autosave.h"
#include "commands/encountercommands.h"
#include "document.h"
#include "model/encounterio.h"
#include "mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace bm;

namespace {

const char *kEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "recovery test", "ruleset": "dnd5e-2014",
  "grid": {"width": 12, "height": 9},
  "terrain": [{"type": "water", "rect": [6, 5, 4, 3]}],
  "walls": [{"from": [5, 0], "to": [5, 3]}],
  "creatures": [
    {"id": "hero", "name": "Hero", "side": "party", "position": [1, 1], "hp": 20, "maxHp": 20},
    {"id": "orc", "name": "Orc", "side": "hostile", "position": [7, 1], "hp": 15, "maxHp": 15}
  ]
})";

// Clicks the button with `role` in the message box that opens next. With
// BM_SCREENSHOT_DIR set (scripts/screenshots.sh) the box is saved there as `screenshot`.
void answerNextMessageBox(QMessageBox::ButtonRole role, const QString &screenshot = {})
{
    auto *timer = new QTimer(qApp);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, role, screenshot] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        timer->stop();
        timer->deleteLater();
        const QString dir = qEnvironmentVariable("BM_SCREENSHOT_DIR");
        if (!dir.isEmpty() && !screenshot.isEmpty())
            box->grab().save(QDir(dir).filePath(screenshot));
        for (QAbstractButton *b : box->buttons()) {
            if (box->buttonRole(b) == role) {
                QTest::mouseClick(b, Qt::LeftButton);
                return;
            }
        }
    });
    timer->start(10);
}

Encounter edited(const Encounter &e)
{
    Encounter after = e;
    after.creatures[0].position = {3, 4};
    after.creatures[1].hp = 4;
    Wall w;
    w.from = QPointF(0, 6);
    w.to = QPointF(4, 6);
    after.walls.push_back(w);
    return after;
}

} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void autosaveKeepsUnsavedChanges_data();
    void autosaveKeepsUnsavedChanges();
    void intervalIsASetting();
    void crashedSessionIsOffered_data();
    void crashedSessionIsOffered();
    void runningSessionIsNotOffered();

private:
    QTemporaryDir m_dir;
    QString m_file;
};

void TestRecovery::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // settings and recovery files in a test location
    QVERIFY(m_dir.isValid());
    m_file = m_dir.filePath(QStringLiteral("recovery.battlemap.json"));
}

void TestRecovery::init()
{
    QDir(AutoSaver::recoveryDir()).removeRecursively();
    QFile::remove(m_file);
    QFile f(m_file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kEncounter);
}

void TestRecovery::autosaveKeepsUnsavedChanges_data()
{
    QTest::addColumn<QString>("then");
    QTest::newRow("saved: the recovery file goes") << "save";
    QTest::newRow("undone back to the saved state: the recovery file goes") << "undo";
    QTest::newRow("window closed cleanly: the recovery file goes") << "close";
}

void TestRecovery::autosaveKeepsUnsavedChanges()
{
    QFETCH(QString, then);
    MainWindow w;
    QVERIFY(w.openFile(m_file));
    AutoSaver *saver = w.autoSaver();
    const QString recovery = saver->recoveryFile();
    QVERIFY(saver->autosave());
    QVERIFY(!QFileInfo::exists(recovery)); // nothing unsaved, nothing written

    Document *doc = w.document();
    const Encounter after = edited(doc->encounter());
    doc->undoStack()->push(new EditEncounterCommand(doc, doc->encounter(), after, QStringLiteral("edit")));
    QVERIFY(saver->autosave()); // the timer's slot, called directly
    QVERIFY(QFileInfo::exists(recovery));
    Encounter recovered;
    QString original;
    QString error;
    QVERIFY2(AutoSaver::readRecovery(recovery, &recovered, &original, &error), qPrintable(error));
    QCOMPARE(writeEncounter(recovered), writeEncounter(after));
    QCOMPARE(original, m_file);

    if (then == QLatin1String("save")) {
        QVERIFY(w.saveTo(m_file));
    } else if (then == QLatin1String("undo")) {
        doc->undoStack()->undo();
    } else {
        QVERIFY(w.saveTo(m_file));
        QVERIFY(saver->autosave());
        QVERIFY(!QFileInfo::exists(recovery));
        doc->undoStack()->undo(); // unsaved again
        QVERIFY(saver->autosave());
        QVERIFY(QFileInfo::exists(recovery));
        answerNextMessageBox(QMessageBox::DestructiveRole); // "Discard" in Save / Discard / Cancel
        QVERIFY(w.close());
    }
    QVERIFY(!QFileInfo::exists(recovery));
    QVERIFY(AutoSaver::leftBehind().isEmpty());
}

void TestRecovery::intervalIsASetting()
{
    {
        MainWindow w;
        QCOMPARE(w.autoSaver()->intervalSeconds(), AutoSaver::kDefaultIntervalSeconds);
        w.autoSaver()->setIntervalSeconds(15);
    }
    MainWindow again;
    QCOMPARE(again.autoSaver()->intervalSeconds(), 15);
    again.autoSaver()->setIntervalSeconds(AutoSaver::kDefaultIntervalSeconds);
}

void TestRecovery::crashedSessionIsOffered_data()
{
    QTest::addColumn<bool>("neverSaved");
    QTest::addColumn<bool>("restore");
    QTest::newRow("saved file with unsaved edits, restored") << false << true;
    QTest::newRow("never-saved encounter, restored") << true << true;
    QTest::newRow("discarded: nothing restored, the file goes") << false << false;
}

void TestRecovery::crashedSessionIsOffered()
{
    QFETCH(bool, neverSaved);
    QFETCH(bool, restore);
    // What a session that crashed leaves: its recovery file, and a lock whose process is
    // gone (here: none at all).
    const ReadResult base = readEncounter(kEncounter);
    QVERIFY(base.ok());
    const Encounter unsaved = edited(base.encounter);
    const QString original = neverSaved ? QString() : m_file;
    QDir().mkpath(AutoSaver::recoveryDir());
    const QString crashed = QDir(AutoSaver::recoveryDir()).filePath(QStringLiteral("session-424242-1.json"));
    QFile f(crashed);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(AutoSaver::recoveryJson(unsaved, original, QDateTime::currentDateTimeUtc()));
    f.close();

    MainWindow w;
    QCOMPARE(AutoSaver::leftBehind().size(), 1);
    answerNextMessageBox(restore ? QMessageBox::AcceptRole : QMessageBox::DestructiveRole,
                         restore && !neverSaved ? QStringLiteral("recovery-offer.png") : QString());
    QCOMPARE(w.offerRecovery(), restore);
    QVERIFY(!QFileInfo::exists(crashed));
    if (restore) {
        QCOMPARE(writeEncounter(w.document()->encounter()), writeEncounter(unsaved));
        QVERIFY(w.document()->isModified());
        QCOMPARE(w.document()->filePath(), original);
        QVERIFY(w.isWindowModified());
        QVERIFY(QFileInfo::exists(w.autoSaver()->recoveryFile())); // kept until saved
    } else {
        QVERIFY(!w.document()->isModified());
    }
    QVERIFY(AutoSaver::leftBehind().isEmpty());
    if (w.document()->isModified())
        w.document()->undoStack()->setClean(); // no Save question at the end
}

void TestRecovery::runningSessionIsNotOffered()
{
    MainWindow first;
    QVERIFY(first.openFile(m_file));
    Document *doc = first.document();
    doc->undoStack()->push(new EditEncounterCommand(doc, doc->encounter(), edited(doc->encounter()), QStringLiteral("edit")));
    QVERIFY(first.autoSaver()->autosave());
    QVERIFY(QFileInfo::exists(first.autoSaver()->recoveryFile()));
    MainWindow second;
    QVERIFY(AutoSaver::leftBehind().isEmpty()); // its lock is held by a live session
    QVERIFY(!second.offerRecovery());
    doc->undoStack()->setClean();
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
