// The acceptance cases of tests/cases/*.json run through battlemap-cli, one row per query,
// compared exactly like the reference runner (shared/tools/run-cases):
//  - a query with "nofile": true runs without the encounter file (`monster NAME`);
//  - {"exit": N} checks only the exit code;
//  - otherwise the exit code must be 0, stdout must be JSON, and every expected key must be
//    in the answer and equal: numbers within 1e-3, booleans only equal booleans, lists of
//    the same length element by element, objects key by key (expected keys only).

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#ifndef BM_CLI_PATH
#error "BM_CLI_PATH must name the battlemap-cli executable (see tests/core/CMakeLists.txt)"
#endif

namespace {

constexpr int kQueryTimeoutMs = 30000; // run-cases gives each query 30 s

// run-cases `same(want, got)`.
bool same(const QJsonValue &want, const QJsonValue &got)
{
    if (want.isBool() || got.isBool())
        return want.isBool() && got.isBool() && want.toBool() == got.toBool();
    if (want.isDouble() && got.isDouble())
        return std::abs(want.toDouble() - got.toDouble()) <= 1e-3;
    if (want.isArray() && got.isArray()) {
        const QJsonArray w = want.toArray();
        const QJsonArray g = got.toArray();
        if (w.size() != g.size())
            return false;
        for (qsizetype i = 0; i < w.size(); ++i) {
            if (!same(w[i], g[i]))
                return false;
        }
        return true;
    }
    if (want.isObject() && got.isObject()) {
        const QJsonObject w = want.toObject();
        const QJsonObject g = got.toObject();
        for (auto it = w.begin(); it != w.end(); ++it) {
            if (!g.contains(it.key()) || !same(it.value(), g.value(it.key())))
                return false;
        }
        return true;
    }
    return want == got;
}

// run-cases passes str(x) for every word of "cmd".
QString commandWord(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble()) {
        const double d = v.toDouble();
        return d == std::floor(d) && std::abs(d) < 1e15 ? QString::number(qint64(d)) : QString::number(d, 'g', 17);
    }
    if (v.isBool())
        return v.toBool() ? QStringLiteral("True") : QStringLiteral("False");
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

QString compact(const QJsonValue &v)
{
    const QByteArray list = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(list.mid(1, list.size() - 2));
}

QString cliPath()
{
    const QString fromEnv = qEnvironmentVariable("BATTLEMAP_CLI");
    return fromEnv.isEmpty() ? QStringLiteral(BM_CLI_PATH) : fromEnv;
}

// BATTLEMAP_CASES runs another folder of cases (e.g. drafts) through the same comparison.
QString casesDir()
{
    const QString fromEnv = qEnvironmentVariable("BATTLEMAP_CASES");
    return fromEnv.isEmpty() ? QStringLiteral(BM_TEST_CASES_DIR) : fromEnv;
}

QStringList caseFiles(const QString &dir)
{
    QStringList files;
    QDirIterator it(dir, {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    return files;
}

} // namespace

class TestCases : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void query_data();
    void query();

private:
    QTemporaryDir m_tmp;
};

void TestCases::initTestCase()
{
    QVERIFY2(m_tmp.isValid(), qPrintable(m_tmp.errorString()));
    const QFileInfo cli(cliPath());
    QVERIFY2(cli.isFile() && cli.isExecutable(), qPrintable(QStringLiteral("no executable CLI at ") + cli.filePath()));
}

void TestCases::query_data()
{
    QTest::addColumn<QString>("problem"); // set when the case file itself is unusable
    QTest::addColumn<QByteArray>("encounter");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("nofile"); // run-cases: a command that reads no encounter
    QTest::addColumn<QJsonObject>("expect");
    QTest::addColumn<QString>("why");

    const QStringList files = caseFiles(casesDir());
    QVERIFY2(!files.isEmpty(), qPrintable(QStringLiteral("no case files in ") + casesDir()));
    for (const QString &path : files) {
        const QString base = QFileInfo(path).fileName();
        QFile file(path);
        QJsonParseError parseError{};
        QJsonDocument doc;
        if (file.open(QIODevice::ReadOnly))
            doc = QJsonDocument::fromJson(file.readAll(), &parseError);
        const QJsonObject kase = doc.object();
        const QJsonValue queries = kase.value(QStringLiteral("queries"));
        if (!file.isOpen() || parseError.error != QJsonParseError::NoError || !kase.value(QStringLiteral("encounter")).isObject()
            || !queries.isArray()) {
            const QString problem = !file.isOpen() ? file.errorString()
                : parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                 : QStringLiteral("needs \"encounter\" and \"queries\"");
            QTest::newRow(qPrintable(base + QStringLiteral(" (unreadable)")))
                << QStringLiteral("unreadable case file: ") + problem << QByteArray() << QStringList() << false << QJsonObject()
                << QString();
            continue;
        }
        const QByteArray encounter =
            QJsonDocument(kase.value(QStringLiteral("encounter")).toObject()).toJson(QJsonDocument::Compact);
        const QJsonArray list = queries.toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QJsonObject q = list[i].toObject();
            QStringList words;
            for (const QJsonValue &w : q.value(QStringLiteral("cmd")).toArray())
                words.append(commandWord(w));
            QString why = q.value(QStringLiteral("why")).toString();
            if (why.isEmpty())
                why = kase.value(QStringLiteral("name")).toString();
            const QString label = QStringLiteral("%1 #%2 %3").arg(base).arg(i).arg(words.join(QLatin1Char(' ')));
            QString problem;
            if (words.isEmpty())
                problem = QStringLiteral("query without \"cmd\"");
            else if (!q.value(QStringLiteral("expect")).isObject())
                problem = QStringLiteral("query without an \"expect\" object");
            QTest::newRow(qPrintable(label))
                << problem << encounter << words << q.value(QStringLiteral("nofile")).toBool(false)
                << q.value(QStringLiteral("expect")).toObject() << why;
        }
    }
}

void TestCases::query()
{
    QFETCH(QString, problem);
    QFETCH(QByteArray, encounter);
    QFETCH(QStringList, args);
    QFETCH(bool, nofile);
    QFETCH(QJsonObject, expect);
    QFETCH(QString, why);
    if (!problem.isEmpty())
        QFAIL(qPrintable(problem));

    // Like run-cases: the encounter goes to a file, passed after the sub-command (unless the
    // query says "nofile").
    const QString file = m_tmp.filePath(QStringLiteral("case.battlemap.json"));
    {
        QFile out(file);
        QVERIFY2(out.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(out.errorString()));
        QCOMPARE(out.write(encounter), encounter.size());
    }
    QStringList cliArgs = args;
    if (!nofile)
        cliArgs.insert(1, file);

    QProcess cli;
    cli.setProgram(cliPath());
    cli.setArguments(cliArgs);
    cli.start();
    QVERIFY2(cli.waitForStarted(), qPrintable(cli.errorString()));
    if (!cli.waitForFinished(kQueryTimeoutMs)) {
        cli.kill();
        cli.waitForFinished();
        QFAIL(qPrintable(QStringLiteral("no answer in %1 s; wanted %2  [why: %3]")
                             .arg(kQueryTimeoutMs / 1000)
                             .arg(compact(expect), why)));
    }
    const QString out = QString::fromUtf8(cli.readAllStandardOutput()).trimmed();
    const QString err = QString::fromUtf8(cli.readAllStandardError()).trimmed();
    const bool crashed = cli.exitStatus() != QProcess::NormalExit;
    const int exitCode = crashed ? -1 : cli.exitCode();
    const QString exitText = crashed ? QStringLiteral("a crash") : QStringLiteral("exit %1").arg(exitCode);

    if (expect.contains(QStringLiteral("exit"))) {
        const QJsonValue wanted = expect.value(QStringLiteral("exit"));
        const bool ok = !crashed && wanted.isDouble() && wanted.toDouble() == exitCode;
        if (!ok)
            QFAIL(qPrintable(QStringLiteral("%1, wanted exit %2; stdout: %3; stderr: %4  [why: %5]")
                                 .arg(exitText, compact(wanted), out.left(400), err.left(400), why)));
        return;
    }
    QJsonParseError parseError{};
    const QJsonDocument answer = QJsonDocument::fromJson(out.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError || answer.isNull()) {
        QFAIL(qPrintable(QStringLiteral("%1; not JSON: %2 %3; wanted %4  [why: %5]")
                             .arg(exitText, out.left(200), err.left(400), compact(expect), why)));
    }
    const QJsonValue got = answer.isObject() ? QJsonValue(answer.object()) : QJsonValue(answer.array());
    QStringList differing;
    if (got.isObject()) {
        const QJsonObject g = got.toObject();
        for (auto it = expect.begin(); it != expect.end(); ++it) {
            if (!g.contains(it.key()))
                differing.append(QStringLiteral("%1 missing").arg(it.key()));
            else if (!same(it.value(), g.value(it.key())))
                differing.append(QStringLiteral("%1: wanted %2, got %3")
                                     .arg(it.key(), compact(it.value()), compact(g.value(it.key())).left(200)));
        }
    }
    const bool ok = exitCode == 0 && same(expect, got);
    if (!ok)
        QFAIL(qPrintable(QStringLiteral("%1; %2; wanted %3; got %4  [why: %5]")
                             .arg(exitText, differing.join(QStringLiteral("; ")), compact(expect), out.left(400), why)));
}

QTEST_GUILESS_MAIN(TestCases)
#include "tst_cases.moc"
