// Saves that cannot corrupt: a helper process saves a large encounter again and
// again through the app's save path and is killed with SIGKILL at random moments; after
// every kill the file must read without errors and be exactly the version saved last or
// the one being saved, never a torn mix.

#include "bigencounter.h"
#include "model/encounterio.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace bm;

class TestSaveKill : public QObject
{
    Q_OBJECT

private slots:
    void killedSavesLeaveOldOrNew_data();
    void killedSavesLeaveOldOrNew();
};

void TestSaveKill::killedSavesLeaveOldOrNew_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("saves");
    QTest::newRow("200 saves, kills at random moments") << 20261123u << 200;
}

void TestSaveKill::killedSavesLeaveOldOrNew()
{
    QFETCH(quint32, seed);
    QFETCH(int, saves);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("big.battlemap.json"));
    const QByteArray version0 = writeEncounter(test::bigEncounter(0));
    QVERIFY(version0.size() > 1'000'000); // large enough that a save takes a while
    QString error;
    QVERIFY2(saveEncounterFile(test::bigEncounter(0), file, &error), qPrintable(error));

    QRandomGenerator rng(seed);
    int onDisk = 0; // the version the file holds for sure
    int started = 0; // saves the helpers began, in all
    int kills = 0;
    int tornAt = -1;
    int midSave = 0;
    while (started < saves) {
        const int count = std::min(saves - started, 1 + int(rng.bounded(6)));
        QProcess helper;
        helper.start(QStringLiteral(BM_SAVEKILL_HELPER),
                     {file, QString::number(onDisk + 1), QString::number(count)});
        QVERIFY2(helper.waitForStarted(), qPrintable(helper.errorString()));
        // Let it save a random number of versions, then kill it a random time after it
        // began the next save: during the save or just after it.
        const int waitFor = int(rng.bounded(quint32(count)));
        int reported = onDisk;
        int begun = onDisk;
        QByteArray last;
        const auto readLines = [&] {
            while (helper.canReadLine()) {
                last = helper.readLine().trimmed();
                if (last.startsWith("saved "))
                    reported = last.mid(6).toInt();
                else if (last.startsWith("begin "))
                    begun = last.mid(6).toInt();
            }
        };
        while (begun < onDisk + waitFor + 1 && helper.state() == QProcess::Running) {
            if (!helper.canReadLine() && !helper.waitForReadyRead(60000))
                break;
            readLines();
        }
        QThread::usleep(rng.bounded(60000u));
        if (helper.state() == QProcess::Running) {
            helper.kill(); // SIGKILL
            ++kills;
        }
        QVERIFY(helper.waitForFinished(60000));
        readLines();
        if (last.startsWith("begin "))
            ++midSave; // killed between starting a save and finishing it
        started += count;

        const ReadResult read = readEncounterFile(file);
        if (!read.ok())
            QFAIL(qPrintable(QStringLiteral("after kill %1: %2").arg(kills).arg(read.errors.front().text())));
        const int v = test::bigEncounterVersion(read.encounter);
        // The file holds the last reported version or a later one the helper finished
        // before it could say so (at most the last one it began).
        QVERIFY2(v >= reported && v <= onDisk + count,
                 qPrintable(QStringLiteral("file holds version %1, expected %2 to %3").arg(v).arg(reported).arg(onDisk + count)));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        if (f.readAll() != writeEncounter(test::bigEncounter(v)) && tornAt < 0)
            tornAt = v;
        onDisk = v;
    }
    QCOMPARE(tornAt, -1); // every file byte for byte one of the versions
    QVERIFY(kills > 0);
    qInfo("%d saves of %lld bytes begun, %d processes killed with SIGKILL (%d of them mid-save), file always whole",
          started, qint64(version0.size()), kills, midSave);
}

QTEST_GUILESS_MAIN(TestSaveKill)
#include "tst_savekill.moc"
