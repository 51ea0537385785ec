// The combat log in one language: the tracker records what happened as data (a message of
// the catalogue with its creatures and numbers, model/logmessage.h) and whoever reads the
// log words it. A fight logged in English reads wholly German after a switch and wholly
// English again after the switch back, lines logged while German included; the file keeps
// the data; the summary is worded in the language it is made in; a file of an older
// Battlemap (text lines only) still opens and shows its lines as written.

#include "commands/combatcommands.h"
#include "teststeps.h"
#include "document.h"
#include "mainwindow.h"
#include "widgets/combatantdock.h"

#include "combat/combat.h"
#include "combat/diceline.h"
#include "combat/resolve.h"
#include "model/encounterio.h"
#include "report/summary.h"

#include <QListWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace bm;

namespace {

QString samplePath()
{
    return QStringLiteral(BM_SAMPLE_ENCOUNTER);
}

QString round3SamplePath()
{
    return QString(samplePath()).replace(QStringLiteral(".battlemap.json"), QStringLiteral("-round3.battlemap.json"));
}

} // namespace

class TestLogWording : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theLogFollowsTheLanguage_data();
    void theLogFollowsTheLanguage();
    void savedAndReopenedKeepsTheData();
    void theSummaryIsWordedInItsLanguage_data();
    void theSummaryIsWordedInItsLanguage();
    void oldTextLinesStillOpen_data();
    void oldTextLinesStillOpen();

private:
    Document *doc() const { return m_window->document(); }
    const Encounter &model() const { return doc()->encounter(); }
    QStringList lines() const { return m_window->combatLogDock()->lines(); }
    void switchTo(const QString &language)
    {
        m_window->setLanguage(language);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCoreApplication::processEvents();
    }
    // A fight on the sample, as the window's panels make it: combat starts (initiative
    // rolled), a goblin shoots Pip, the ogre takes slashing and fire damage, Brannoc falls
    // prone, the dice box rolls, the turn moves on.
    [[nodiscard]] bool fight(std::uint64_t seed);
    [[nodiscard]] bool nextTurns(int n);

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestLogWording::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(QStringLiteral("language"));
    QVERIFY(m_dir.isValid());
}

void TestLogWording::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 720);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    switchTo(QStringLiteral("en"));
    QVERIFY(m_window->openFile(samplePath()));
}

void TestLogWording::cleanup()
{
    switchTo(QStringLiteral("en"));
    doc()->undoStack()->setClean();
    m_window.reset();
}

bool TestLogWording::fight(std::uint64_t seed)
{
    BM_CHECK(pushCombatEdit(doc(), QStringLiteral("Start"), [&](Encounter &e) {
        Dice dice(seed);
        combat::start(e, dice);
    }));
    BM_CHECK(pushCombatEdit(doc(), QStringLiteral("Attack"), [&](Encounter &e) {
        Dice dice(seed + 1);
        dice.force({17, 4}); // a hit: 17 + 4 against AC 15, then the damage die
        const Creature *goblin = e.creature(QStringLiteral("gob2"));
        const Creature *pip = e.creature(QStringLiteral("pip"));
        QVERIFY(goblin && pip && goblin->attack(QStringLiteral("Shortbow")));
        const combat::AttackResolution r = combat::resolveAttack(e, *goblin, *pip, *goblin->attack(QStringLiteral("Shortbow")), dice);
        QVERIFY(combat::applyAttack(e, dice, r, goblin->id, pip->id).isEmpty());
    }));
    BM_CHECK(pushCombatEdit(doc(), QStringLiteral("Damage"), [&](Encounter &e) {
        Dice dice(seed + 2);
        combat::DamageOptions o;
        o.type = QStringLiteral("slashing+fire");
        combat::damage(e, dice, QStringLiteral("ogre"), 9, o);
        combat::setCondition(e, QStringLiteral("brannoc"), QStringLiteral("prone"), true);
        const auto roll = rollDiceLine(dice, QStringLiteral("d20+5 adv"));
        QVERIFY(roll);
        combat::log(e, roll->message);
    }));
    BM_CHECK(!QTest::currentTestFailed()); // a check inside an edit above
    BM_CHECK(nextTurns(1));
    return true;
}

bool TestLogWording::nextTurns(int n)
{
    for (int i = 0; i < n; ++i) {
        BM_CHECK(pushCombatEdit(doc(), QStringLiteral("Next turn"), [&](Encounter &e) {
            Dice dice(99 + std::uint64_t(i));
            combat::nextTurn(e, dice);
        }));
    }
    return true;
}

void TestLogWording::theLogFollowsTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("words"); // what the language's log says …
    QTest::addColumn<QStringList>("english"); // … where English says this
    QTest::newRow("German") << QStringLiteral("de")
                            << QStringList{QStringLiteral("Runde 1"), QStringLiteral("würfelt Initiative"),
                                           QStringLiteral("Hieb und Feuer"), QStringLiteral("erleidet"), QStringLiteral("Würfel:")}
                            << QStringList{QStringLiteral("Round 1"), QStringLiteral("rolls initiative"),
                                           QStringLiteral("slashing and fire"), QStringLiteral("takes"), QStringLiteral("Dice:")};
    QTest::newRow("French") << QStringLiteral("fr")
                            << QStringList{QStringLiteral("Manche 1"), QStringLiteral("jette l’initiative"), QStringLiteral("subit")}
                            << QStringList{QStringLiteral("Round 1"), QStringLiteral("rolls initiative"), QStringLiteral("takes")};
}

// "Runde 1" and "würfelt Initiative" beside English lines: each line keeps the language it
// was written in. Every line must follow the window's language, whenever it was logged.
void TestLogWording::theLogFollowsTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QStringList, words);
    QFETCH(QStringList, english);
    QVERIFY(fight(11));
    const QStringList inEnglish = lines();
    QVERIFY2(inEnglish.size() >= 10, qPrintable(inEnglish.join(QLatin1Char('\n'))));
    for (const QString &w : english)
        QVERIFY2(inEnglish.join(QLatin1Char('\n')).contains(w), qPrintable(w));

    switchTo(language);
    const QStringList translated = lines();
    QCOMPARE(translated.size(), inEnglish.size());
    const QString all = translated.join(QLatin1Char('\n'));
    for (const QString &w : words)
        QVERIFY2(all.contains(w), qPrintable(QStringLiteral("%1 not in:\n%2").arg(w, all)));
    for (const QString &w : english)
        QVERIFY2(!all.contains(w), qPrintable(QStringLiteral("%1 still in:\n%2").arg(w, all)));
    // Every line reads differently from English (the names are the GM's; every sentence
    // around them is the catalogue's).
    for (int i = 0; i < translated.size(); ++i)
        QVERIFY2(translated[i] != inEnglish[i], qPrintable(QStringLiteral("line %1 stays English: %2").arg(i).arg(translated[i])));

    // Lines logged while the window speaks the other language …
    QVERIFY(nextTurns(12));
    const int more = int(lines().size()) - int(translated.size());
    QVERIFY(more > 0);
    // … and the switch back: the whole log is English, as it was.
    switchTo(QStringLiteral("en"));
    const QStringList back = lines();
    QCOMPARE(back.mid(0, inEnglish.size()), inEnglish);
    const QString allBack = back.join(QLatin1Char('\n'));
    for (const QString &w : words)
        QVERIFY2(!allBack.contains(w), qPrintable(QStringLiteral("%1 still in:\n%2").arg(w, allBack)));
    QVERIFY2(allBack.contains(QStringLiteral("Round 2")), qPrintable(allBack));
}

// The file keeps the data: reopened, the log is the same entries (messages, creatures,
// numbers), and reads in the window's language; the text beside each message is the
// catalogue's English, whatever language the window spoke when it was saved.
void TestLogWording::savedAndReopenedKeepsTheData()
{
    QVERIFY(fight(23));
    switchTo(QStringLiteral("de"));
    QVERIFY(nextTurns(2));
    const std::vector<LogEntry> logged = model().combat.log;
    const QStringList german = lines();
    const QString path = m_dir.filePath(QStringLiteral("fight.battlemap.json"));
    QVERIFY(m_window->saveTo(path));

    const ReadResult r = readEncounterFile(path);
    QVERIFY(r.ok());
    QCOMPARE(r.encounter.combat.log, logged);
    for (const LogEntry &l : r.encounter.combat.log) {
        QVERIFY(l.message);
        QCOMPARE(l.text, wordLogMessage(*l.message, nullptr, LogWording::Source));
        QVERIFY2(!l.text.contains(QStringLiteral("Runde")) && !l.text.contains(QStringLiteral("erleidet")), qPrintable(l.text));
    }

    QVERIFY(m_window->openFile(path));
    QCOMPARE(model().combat.log, logged);
    QCOMPARE(lines(), german);
    switchTo(QStringLiteral("en"));
    const QString english = lines().join(QLatin1Char('\n'));
    QVERIFY2(english.contains(QStringLiteral("Round 1")) && !english.contains(QStringLiteral("Runde")), qPrintable(english));
}

void TestLogWording::theSummaryIsWordedInItsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QStringList>("notWords");
    QTest::newRow("English") << QStringLiteral("en") << QStringList{QStringLiteral("Round 1"), QStringLiteral("rolls initiative")}
                             << QStringList{QStringLiteral("Runde"), QStringLiteral("würfelt"), QStringLiteral("Manche")};
    QTest::newRow("German") << QStringLiteral("de") << QStringList{QStringLiteral("Runde 1"), QStringLiteral("würfelt Initiative")}
                            << QStringList{QStringLiteral("Round 1"), QStringLiteral("rolls initiative"), QStringLiteral("Manche")};
    QTest::newRow("French") << QStringLiteral("fr") << QStringList{QStringLiteral("Manche 1"), QStringLiteral("jette l’initiative")}
                            << QStringList{QStringLiteral("Round 1"), QStringLiteral("rolls initiative"), QStringLiteral("Runde")};
}

// The summary (text and the HTML that prints and makes the PDF) words the log in the
// language it is made in, lines logged in German and in English alike.
void TestLogWording::theSummaryIsWordedInItsLanguage()
{
    QFETCH(QString, language);
    QFETCH(QStringList, words);
    QFETCH(QStringList, notWords);
    QVERIFY(fight(31));
    switchTo(QStringLiteral("de"));
    QVERIFY(nextTurns(12)); // into round 2, logged in German
    switchTo(language);
    SummaryOptions options;
    options.includeLog = true;
    const EncounterSummary s = buildSummary(model(), doc()->engine(), options);
    QVERIFY(s.log.size() >= 10);
    for (const QString &text : {summaryText(s), summaryHtml(s)}) {
        for (const QString &w : words)
            QVERIFY2(text.contains(w), qPrintable(QStringLiteral("%1 not in the summary").arg(w)));
        for (const QString &w : notWords)
            QVERIFY2(!text.contains(w), qPrintable(QStringLiteral("%1 in the summary:\n%2").arg(w, text)));
    }
}

void TestLogWording::oldTextLinesStillOpen_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("German") << QStringLiteral("de");
}

// The round-3 sample's log is text lines, as older Battlemaps wrote it (and a line of a
// plain string): the file opens, its lines show as written in any language, and a new
// line after them is worded in the window's language.
void TestLogWording::oldTextLinesStillOpen()
{
    QFETCH(QString, language);
    QFile f(round3SamplePath());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray json = f.readAll();
    json.replace("\"log\": [", "\"log\": [\n      \"A plain string line.\",");
    const QString path = m_dir.filePath(QStringLiteral("old.battlemap.json"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(json);
    out.close();

    switchTo(language);
    QVERIFY(m_window->openFile(path));
    const QStringList shown = lines();
    QVERIFY(shown.size() >= 20);
    QCOMPARE(shown.first(), QStringLiteral("A plain string line."));
    QCOMPARE(shown.at(1), QStringLiteral("R1  Pip moves to [12, 8] (25 ft)."));
    QVERIFY(shown.contains(QStringLiteral("R3  Ilsa casts False Life again: 6 temporary HP.")));
    for (const LogEntry &l : model().combat.log)
        QVERIFY(!l.message);

    QVERIFY(pushCombatEdit(doc(), QStringLiteral("Next turn"), [&](Encounter &e) {
        Dice dice(5);
        combat::nextTurn(e, dice);
    }));
    const QString added = lines().mid(shown.size()).join(QLatin1Char('\n'));
    QVERIFY2(added.contains(language == QLatin1String("de") ? QStringLiteral("ist am Zug") : QStringLiteral("'s turn")), qPrintable(added));

    // Saved again, the old lines stay text lines, exactly as they were.
    const QString again = m_dir.filePath(QStringLiteral("old-again.battlemap.json"));
    QVERIFY(m_window->saveTo(again));
    const ReadResult r = readEncounterFile(again);
    QVERIFY(r.ok());
    QCOMPARE(r.encounter.combat.log.front().text, QStringLiteral("A plain string line."));
    QCOMPARE(r.encounter.combat.log.at(1).text, QStringLiteral("Pip moves to [12, 8] (25 ft)."));
    QVERIFY(!r.encounter.combat.log.at(1).message);
    QVERIFY(r.encounter.combat.log.back().message);
}

QTEST_MAIN(TestLogWording)
#include "tst_logwording.moc"
