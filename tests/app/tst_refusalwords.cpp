// Refusals are data, worded by whoever shows them: core answers "why not" as a message of
// the catalogue with its creatures and numbers (model/logmessage.h), never as a finished
// sentence. The same answer reads in English or in German depending only on the language
// installed when it is worded, not on the one installed when core made it; and its English
// is byte for byte the sentence core used to return (the CLI's output is unchanged).

#include "combat/combat.h"
#include "combat/move.h"
#include "combat/multiattack.h"
#include "combat/resolve.h"
#include "model/encounterio.h"
#include "model/logmessage.h"
#include "rules/movement.h"
#include "rules/placement.h"
#include "rules/sight.h"
#include "words/words.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

#include <functional>

using namespace bm;

namespace {

// A fighter, a goblin and a horse on a 10 x 10 map; the fighter's turn once started.
constexpr const char *kTrio = R"({
  "format": "battlemap-encounter", "version": 1, "ruleset": "%1", "grid": {"width": 10, "height": 10},
  "creatures": [
    {"id": "fighter", "name": "Fighter", "side": "party", "size": "medium", "position": [1, 1], "speed": {"walk": 30},
     "initiative": 20},
    {"id": "goblin", "name": "Goblin", "side": "hostile", "size": "small", "position": [6, 6], "speed": {"walk": 30},
     "initiative": 10},
    {"id": "horse", "name": "Horse", "side": "party", "size": "large", "position": [7, 1], "speed": {"walk": 60},
     "initiative": 5}
  ]
})";

Encounter trio(const char *ruleset, bool fighting)
{
    const ReadResult r = readEncounter(QString::fromLatin1(kTrio).arg(QLatin1String(ruleset)).toUtf8());
    if (!r.ok())
        qFatal("bad test encounter: %s", qPrintable(r.errors.front().text()));
    Encounter e = r.encounter;
    if (fighting) {
        Dice dice(1);
        combat::StartOptions o;
        o.keepEnteredInitiative = true; // the fighter first, as written
        combat::start(e, dice, o);
    }
    return e;
}

using Ask = std::function<LogMessage(Encounter &)>;

} // namespace

class TestRefusalWords : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void wordedByTheReader_data();
    void wordedByTheReader();
    void sharedWordsFollowTheLanguage();

private:
    [[nodiscard]] bool speakGerman();
    [[nodiscard]] bool speakEnglish();
    QTranslator m_german;
    QTranslator m_english; // English plural forms ("1 action"), as the window installs them
};

void TestRefusalWords::init()
{
    QVERIFY(m_german.load(QStringLiteral(":/i18n/battlemap_de.qm")));
    QVERIFY(m_english.load(QStringLiteral(":/i18n/battlemap_en.qm")));
}

void TestRefusalWords::cleanup()
{
    QCoreApplication::removeTranslator(&m_german);
    QCoreApplication::removeTranslator(&m_english);
}

bool TestRefusalWords::speakGerman()
{
    QCoreApplication::removeTranslator(&m_english);
    return QCoreApplication::installTranslator(&m_german);
}

bool TestRefusalWords::speakEnglish()
{
    QCoreApplication::removeTranslator(&m_german);
    return QCoreApplication::installTranslator(&m_english);
}

void TestRefusalWords::wordedByTheReader_data()
{
    QTest::addColumn<QByteArray>("ruleset");
    QTest::addColumn<bool>("fighting");
    QTest::addColumn<Ask>("ask");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("german");

    QTest::newRow("a turn action out of turn") << QByteArray("dnd5e-2014") << true
        << Ask([](Encounter &e) { return combat::turnActionProblem(e, QStringLiteral("goblin"), combat::TurnAction::Dash); })
        << QStringLiteral("It is not Goblin's turn.") << QStringLiteral("Goblin ist nicht am Zug.");
    QTest::newRow("pf2e: one action left for a two-action Ready") << QByteArray("pf2e") << true
        << Ask([](Encounter &e) {
               e.combat.combatant(QStringLiteral("fighter"))->actions = 1;
               return combat::turnActionProblem(e, QStringLiteral("fighter"), combat::TurnAction::Ready);
           })
        << QStringLiteral("Fighter has 1 action left.") << QStringLiteral("Fighter hat noch 1 Aktion.");
    QTest::newRow("mounting a horse across the room") << QByteArray("dnd5e-2014") << true
        << Ask([](Encounter &e) { return combat::mount(e, QStringLiteral("fighter"), QStringLiteral("horse")); })
        << QStringLiteral("Horse is not within 5 ft of Fighter.") << QStringLiteral("Horse ist nicht innerhalb von 5 ft um Fighter.");
    QTest::newRow("standing up at speed 0 out of turn") << QByteArray("dnd5e-2024") << false
        << Ask([](Encounter &e) {
               Creature &g = e.creatures[std::size_t(e.creatureIndex(QStringLiteral("goblin")))];
               g.conditions << QStringLiteral("prone");
               g.speed.walk = 0;
               MovementEngine engine(e);
               combat::MoveRequest request;
               request.mover = QStringLiteral("goblin");
               request.route = {GridPoint{6, 5}};
               request.choices.stand = true;
               return combat::judgeMoveRequest(e, engine, request).standProblem;
           })
        << QStringLiteral("Goblin can't stand up at speed 0.") << QStringLiteral("Goblin kann bei Bewegungsrate 0 nicht aufstehen.");
    QTest::newRow("a save with no damage") << QByteArray("dnd5e-2014") << false
        << Ask([](Encounter &e) {
               combat::SaveRequest request;
               request.ability = QStringLiteral("dex");
               request.targets = {QStringLiteral("goblin")};
               return combat::saveProblem(e, request);
           })
        << QStringLiteral("no damage to roll") << QStringLiteral("kein Schaden zu würfeln");
    QTest::newRow("a blinded goblin's sight") << QByteArray("dnd5e-2014") << false
        << Ask([](Encounter &e) {
               e.creatures[std::size_t(e.creatureIndex(QStringLiteral("goblin")))].conditions << QStringLiteral("blinded");
               const SightMap sight(e);
               return sightReasons(sight, *e.creature(QStringLiteral("goblin")), *e.creature(QStringLiteral("fighter"))).front();
           })
        << QStringLiteral("Goblin is blinded") << QStringLiteral("Goblin ist blind");
    QTest::newRow("a Multiattack that offers a choice") << QByteArray("dnd5e-2014") << false
        << Ask([](Encounter &) {
               return combat::readMultiattack(QStringLiteral("The knight makes two melee attacks or two ranged attacks."),
                                              {QStringLiteral("Longsword"), QStringLiteral("Crossbow")},
                                              {QStringLiteral("Longsword")}, {QStringLiteral("Crossbow")})
                   .unreadBecause;
           })
        << QStringLiteral("it offers a choice of attacks") << QStringLiteral("er lässt eine Wahl der Angriffe");
}

void TestRefusalWords::wordedByTheReader()
{
    QFETCH(QByteArray, ruleset);
    QFETCH(bool, fighting);
    QFETCH(Ask, ask);
    QFETCH(QString, english);
    QFETCH(QString, german);

    // Asked while the German catalogue is installed, as a German window would ask it.
    Encounter e = trio(ruleset.constData(), fighting);
    QVERIFY(speakGerman());
    const LogMessage refusal = ask(e);
    QVERIFY(!refusal.isEmpty());
    QVERIFY2(!refusal.context.isEmpty(), "a message of the catalogue, not a sentence");
    QCOMPARE(wordLogMessage(refusal, &e), german);
    // The same answer, worded for an English reader: core had not worded it.
    QVERIFY(speakEnglish());
    QCOMPARE(wordLogMessage(refusal, &e), english);
}

void TestRefusalWords::sharedWordsFollowTheLanguage()
{
    // The sentences the window and the CLI share (words/words.h) are said in the language of
    // the moment too.
    PathProblem p;
    p.code = PathRefusal::NoLegalPath;
    p.name = QStringLiteral("Goblin");
    p.square = {3, 4};
    QVERIFY(speakEnglish());
    const QString english = words::pathProblem(p);
    QCOMPARE(english, QStringLiteral("Goblin has no legal path to [3, 4]"));
    QVERIFY(speakGerman());
    const QString german = words::pathProblem(p);
    QVERIFY2(german != english && german.contains(QLatin1String("Goblin")), qPrintable(german));
}

QTEST_GUILESS_MAIN(TestRefusalWords)
#include "tst_refusalwords.moc"
