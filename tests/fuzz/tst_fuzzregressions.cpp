// Every input the fuzzers found a problem with (tests/fuzz/regressions/TARGET/crash-*: a
// wall reaching 7.8e126 squares off the map, converted to int by the movement raster; the
// edge-* files there are hand-written extremes, depth 1020 JSON, 1e308 speeds), fed to
// the same target code again in the ordinary build (and under ASan+UBSan in CI). A
// regression aborts, which fails the test. The acceptance cases and the bundled sample go
// through too, so each target runs on inputs it accepts as well.

#include "fuzztargets.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private slots:
    void replay_data();
    void replay();
};

void TestFuzzRegressions::replay_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QByteArray>("input");
    for (const QString &target : {QStringLiteral("encounter"), QStringLiteral("cli"), QStringLiteral("uvtt"), QStringLiteral("combat"),
                                 QStringLiteral("table")}) {
        const QDir dir(QStringLiteral(BM_FUZZ_REGRESSIONS_DIR "/") + target);
        for (const QFileInfo &f : dir.entryInfoList(QDir::Files, QDir::Name)) {
            QFile file(f.filePath());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QTest::addRow("%s: %s", qPrintable(target), qPrintable(f.fileName())) << target << file.readAll();
        }
    }
    // Inputs the targets accept: the sample, and the acceptance cases' encounters.
    QFile sample(QStringLiteral(BM_SAMPLE_ENCOUNTER));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    const QByteArray sampleBytes = sample.readAll();
    QTest::newRow("encounter: the bundled sample") << QStringLiteral("encounter") << sampleBytes;
    QTest::newRow("cli: validate the bundled sample") << QStringLiteral("cli") << QByteArray("validate\n@FILE\n\n" + sampleBytes);
    const QDir uvtt(QStringLiteral(BM_TEST_DATA_DIR "/uvtt"));
    for (const QFileInfo &f : uvtt.entryInfoList({QStringLiteral("*.*vtt")}, QDir::Files, QDir::Name)) {
        QFile file(f.filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QTest::addRow("uvtt: %s", qPrintable(f.fileName())) << QStringLiteral("uvtt") << file.readAll();
    }
    QTest::newRow("cli: --help") << QStringLiteral("cli") << QByteArray("--help");
    const QDir cases(QStringLiteral(BM_TEST_CASES_DIR));
    for (const QFileInfo &f : cases.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(f.filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject encounter = QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("encounter")).toObject();
        QTest::addRow("encounter: case %s", qPrintable(f.baseName())) << QStringLiteral("encounter") << QJsonDocument(encounter).toJson();
    }
}

void TestFuzzRegressions::replay()
{
    QFETCH(QString, target);
    QFETCH(QByteArray, input);
    const auto *data = reinterpret_cast<const std::uint8_t *>(input.constData());
    if (target == QLatin1String("encounter"))
        QCOMPARE(bm::fuzz::encounterReader(data, std::size_t(input.size())), 0);
    else if (target == QLatin1String("cli"))
        QCOMPARE(bm::fuzz::cliQuery(data, std::size_t(input.size())), 0);
    else if (target == QLatin1String("combat"))
        QCOMPARE(bm::fuzz::combatScript(data, std::size_t(input.size())), 0);
    else if (target == QLatin1String("table"))
        QCOMPARE(bm::fuzz::tableMessage(data, std::size_t(input.size())), 0);
    else
        QCOMPARE(bm::fuzz::uvttImporter(data, std::size_t(input.size())), 0);
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
