// The combat tracker (RULES.md 8): surprise, initiative and ties per ruleset,
// turn economy, durations, hit points and dying, a5e world actions and countdowns.
// Dice are forced (the table's "I rolled a 17") or seeded, and checked against a second
// roller with the same seed, never against hard-coded sequences.

#include "combat/combat.h"
#include "fightmap.h"
#include "model/encounterio.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace bm;
using namespace bm::test;

namespace {

QStringList order(const Encounter &e)
{
    QStringList ids;
    for (const Combatant &k : e.combat.order)
        ids << k.id;
    return ids;
}

int logRoundOf(const Encounter &e, const QString &text)
{
    for (const LogEntry &l : e.combat.log)
        if (l.text.contains(text))
            return l.round;
    return -1;
}

} // namespace

class TestCombat : public QObject
{
    Q_OBJECT

private slots:
    void surprise_data();
    void surprise();
    void ties_data();
    void ties();
    void groupInitiative_data();
    void groupInitiative();
    void initiativeCheck_data();
    void initiativeCheck();
    void seededInitiativeReplays();
    void roundsAndTime_data();
    void roundsAndTime();
    void turnEconomy5e_data();
    void turnEconomy5e();
    void turnEconomyPf2e_data();
    void turnEconomyPf2e();
    void durations_data();
    void durations();
    void persistentDamage_data();
    void persistentDamage();
    void frightenedDecreasesAtEndOfTurn();
    void damage_data();
    void damage();
    void tempHpDoesNotStack();
    void dyingCheckPerRuleset_data();
    void dyingCheckPerRuleset();
    void deathSaves_data();
    void deathSaves();
    void pf2eDyingAndWounded();
    void monstersDieAtZero();
    void worldActionRecharge_data();
    void worldActionRecharge();
    void countdown_data();
    void countdown();
    void seededWorldTurnsReplay();
    void delayAndReady();
    void addAndRemoveMidFight();
    void mountTakesRidersInitiative();
    void manualInitiativeAndTieSwap();
    void jsonRoundTrip();
};

// ------------------------------------------------------------------ surprise

void TestCombat::surprise_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QList<int>>("d20s");      // pc, orc (two d20s for a roll with adv/dis)
    QTest::addColumn<QString>("instigators");
    QTest::addColumn<double>("orcInitiative");
    QTest::addColumn<bool>("losesFirstTurn");
    QTest::addColumn<bool>("reactionBeforeTurn");
    // The orc is surprised; its d20 would be 18 with a normal roll.
    QTest::newRow("2014: loses its first turn, no reaction until then")
        << "dnd5e-2014" << QList<int>{5, 18} << "" << 19.0 << true << false;
    QTest::newRow("2024: disadvantage on its initiative, keeps its turn")
        << "dnd5e-2024" << QList<int>{5, 18, 3} << "" << 4.0 << false << true;
    QTest::newRow("a5e: loses its first turn like 2014")
        << "a5e" << QList<int>{5, 18} << "" << 19.0 << true << false;
    QTest::newRow("a5e: the instigating party rolls with advantage")
        << "a5e" << QList<int>{5, 16, 18} << "party" << 19.0 << true << false;
    QTest::newRow("pf2e: no surprise step") << "pf2e" << QList<int>{5, 18} << "" << 19.0 << false << true;
}

void TestCombat::surprise()
{
    QFETCH(QString, ruleset);
    QFETCH(QList<int>, d20s);
    QFETCH(QString, instigators);
    QFETCH(double, orcInitiative);
    QFETCH(bool, losesFirstTurn);
    QFETCH(bool, reactionBeforeTurn);
    Encounter e = fight(qPrintable(ruleset), kDuo);
    Dice dice(1);
    combat::StartOptions o;
    o.surprised = {QStringLiteral("orc")};
    o.instigators = instigators;
    startWith(e, dice, d20s, o);
    QCOMPARE(*creature(e, "orc").initiative, orcInitiative);
    if (!instigators.isEmpty()) // the party's roll kept the better of 5 and 16
        QCOMPARE(*creature(e, "pc").initiative, 18.0);
    // The orc's reaction before its first turn.
    if (e.combat.turn != QLatin1String("orc")) {
        QCOMPARE(!combatant(e, "orc").reactionUsed, reactionBeforeTurn);
        combat::nextTurn(e, dice);
    }
    QCOMPARE(e.combat.turn, QStringLiteral("orc"));
    const Combatant &k = combatant(e, "orc");
    QCOMPARE(k.actionUsed, losesFirstTurn);
    QCOMPARE(combat::movementLeft(e, QStringLiteral("orc")) == 0, losesFirstTurn);
    QCOMPARE(creature(e, "orc").has(QStringLiteral("surprised")), losesFirstTurn);
    combat::nextTurn(e, dice); // the orc's turn ends: surprise is over, its reaction is back
    QVERIFY(!combatant(e, "orc").reactionUsed);
    QVERIFY(!creature(e, "orc").has(QStringLiteral("surprised")));
    if (losesFirstTurn)
        QVERIFY(logHas(e, QStringLiteral("orc is surprised: no move or action this turn.")));
}

// ------------------------------------------------------------------ initiative

void TestCombat::ties_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("creatures");
    QTest::addColumn<QList<int>>("d20s");
    QTest::addColumn<QStringList>("expected");
    const QString sameBonus = QStringLiteral(R"([{"id": "orc", "side": "hostile", "initiativeBonus": 2},
                                                 {"id": "pc", "side": "party", "initiativeBonus": 2}])");
    const QString orcFaster = QStringLiteral(R"([{"id": "pc", "side": "party", "initiativeBonus": 1},
                                                 {"id": "orc", "side": "hostile", "initiativeBonus": 3}])");
    const QString pcFaster = QStringLiteral(R"([{"id": "orc", "side": "hostile", "initiativeBonus": 1},
                                                {"id": "pc", "side": "party", "initiativeBonus": 3}])");
    // 2014/2024: the GM orders ties; by default the higher bonus, then the party.
    QTest::newRow("2014 tie: the higher bonus first") << "dnd5e-2014" << orcFaster << QList<int>{14, 12}
                                                      << QStringList{"orc", "pc"};
    QTest::newRow("2014 tie, same bonus: the party first") << "dnd5e-2014" << sameBonus << QList<int>{10, 10}
                                                           << QStringList{"pc", "orc"};
    QTest::newRow("2024 tie, same bonus: the party first") << "dnd5e-2024" << sameBonus << QList<int>{10, 10}
                                                           << QStringList{"pc", "orc"};
    QTest::newRow("no tie: the higher total first") << "dnd5e-2014" << sameBonus << QList<int>{15, 10}
                                                    << QStringList{"orc", "pc"};
    // a5e: the tied creatures roll off with a d20, highest first (a tied roll-off rolls again).
    QTest::newRow("a5e tie: the roll-off decides") << "a5e" << sameBonus << QList<int>{10, 10, 4, 17}
                                                   << QStringList{"pc", "orc"};
    QTest::newRow("a5e tie: a tied roll-off rolls again") << "a5e" << sameBonus << QList<int>{10, 10, 9, 9, 12, 3}
                                                          << QStringList{"orc", "pc"};
    // pf2e: the hostile creature goes first, whatever its modifier.
    QTest::newRow("pf2e tie: the hostile first") << "pf2e" << pcFaster << QList<int>{12, 10}
                                                 << QStringList{"orc", "pc"};
    QTest::newRow("pf2e tie, same bonus: the hostile first") << "pf2e" << sameBonus << QList<int>{10, 10}
                                                             << QStringList{"orc", "pc"};
}

void TestCombat::ties()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, creatures);
    QFETCH(QList<int>, d20s);
    QFETCH(QStringList, expected);
    Encounter e = fight(qPrintable(ruleset), creatures.toUtf8().constData());
    Dice dice(1);
    startWith(e, dice, d20s);
    QCOMPARE(order(e), expected);
    QCOMPARE(e.combat.turn, expected.first());
    if (ruleset == QLatin1String("a5e") && d20s[0] + 2 == d20s[1] + 2)
        QVERIFY(logHas(e, QStringLiteral("roll-off")));
}

void TestCombat::groupInitiative_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<bool>("shared");
    QTest::newRow("2014: one roll for the group") << "dnd5e-2014" << true;
    QTest::newRow("2024: one roll for the group") << "dnd5e-2024" << true;
    QTest::newRow("a5e: one roll for the group") << "a5e" << true;
    QTest::newRow("pf2e: each rolls") << "pf2e" << false;
}

void TestCombat::groupInitiative()
{
    QFETCH(QString, ruleset);
    QFETCH(bool, shared);
    Encounter e = fight(qPrintable(ruleset), R"([
        {"id": "g1", "side": "hostile", "initiativeBonus": 2, "initiativeGroup": "goblins"},
        {"id": "pc", "side": "party", "initiativeBonus": 0},
        {"id": "g2", "side": "hostile", "initiativeBonus": 2, "initiativeGroup": "goblins"},
        {"id": "g3", "side": "hostile", "initiativeBonus": 2, "initiativeGroup": "goblins"}])");
    Dice dice(1);
    startWith(e, dice, {11, 7, 3, 19, 5, 6, 8, 9, 10});
    const double g1 = *creature(e, "g1").initiative;
    QCOMPARE(g1, 13.0);
    QCOMPARE(*creature(e, "g2").initiative == g1, shared);
    QCOMPARE(*creature(e, "g3").initiative == g1, shared);
    QCOMPARE(logHas(e, QStringLiteral("group roll")), shared);
}

void TestCombat::initiativeCheck_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("check");
    QTest::addColumn<double>("total");
    // The creature: initiativeBonus 2 (Dexterity), Perception +6, Stealth +9, Athletics +4.
    QTest::newRow("5e default: Dexterity") << "dnd5e-2014" << "" << 12.0;
    QTest::newRow("a5e Types of Initiative: Wisdom (Perception)") << "a5e" << "perception" << 16.0;
    QTest::newRow("a5e Types of Initiative: Strength (Athletics)") << "a5e" << "athletics" << 14.0;
    QTest::newRow("pf2e default: Perception") << "pf2e" << "" << 16.0;
    QTest::newRow("pf2e: Stealth when sneaking") << "pf2e" << "stealth" << 19.0;
    QTest::newRow("a check it doesn't list: initiativeBonus") << "a5e" << "deception" << 12.0;
}

void TestCombat::initiativeCheck()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, check);
    QFETCH(double, total);
    Encounter e = fight(qPrintable(ruleset), R"([{"id": "scout", "side": "party", "initiativeBonus": 2,
        "checks": {"perception": 6, "stealth": 9, "athletics": 4}}])");
    QVERIFY(combat::initiativeChecks(e.ruleset).contains(check.isEmpty() ? combat::defaultCheck(e.ruleset) : check));
    Dice dice(1);
    startWith(e, dice, {10});
    if (!check.isEmpty()) {
        combat::setCheck(e, QStringLiteral("scout"), check);
        dice.force({10});
        combat::rollInitiative(e, dice, QStringLiteral("scout"));
    }
    QCOMPARE(*creature(e, "scout").initiative, total);
    QVERIFY(logHas(e, combat::checkLabel(check.isEmpty() ? combat::defaultCheck(e.ruleset) : check)));
}

void TestCombat::seededInitiativeReplays()
{
    // The same seed gives the same fight; the totals are d20 + bonus from that seed.
    Encounter a = fight("dnd5e-2014", kDuo), b = a;
    Dice da(424242), db(424242), replay(424242);
    combat::start(a, da);
    combat::start(b, db);
    QCOMPARE(order(a), order(b));
    QCOMPARE(creature(a, "pc").initiative, creature(b, "pc").initiative);
    QCOMPARE(*creature(a, "pc").initiative, double(replay.die(20) + 2));
    QCOMPARE(*creature(a, "orc").initiative, double(replay.die(20) + 1));
    QCOMPARE(da.log().size(), 2);
}

void TestCombat::roundsAndTime_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("options");
    QTest::addColumn<int>("turns");
    QTest::addColumn<int>("round");
    QTest::addColumn<QString>("elapsed");
    QTest::newRow("2014: round 3 after 4 turns of 2") << "dnd5e-2014" << "{}" << 4 << 3 << "12 s";
    QTest::newRow("pf2e: 6 s a round") << "pf2e" << "{}" << 20 << 11 << "1 min";
    QTest::newRow("a5e: the Narrator sets 1 minute rounds") << "a5e" << R"({"roundSeconds": 60})" << 4 << 3 << "2 min";
    QTest::newRow("a5e: 10 minute rounds") << "a5e" << R"({"roundSeconds": 600})" << 14 << 8 << "1 h 10 min";
}

void TestCombat::roundsAndTime()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, options);
    QFETCH(int, turns);
    QFETCH(int, round);
    QFETCH(QString, elapsed);
    Encounter e = fight(qPrintable(ruleset), kDuo, options.toUtf8().constData());
    Dice dice(5);
    startWith(e, dice, {15, 5});
    QCOMPARE(e.combat.round, 1);
    for (int i = 0; i < turns; ++i)
        combat::nextTurn(e, dice);
    QCOMPARE(e.combat.round, round);
    QCOMPARE(combat::elapsedText(e), elapsed);
    QCOMPARE(e.combat.turn, QStringLiteral("pc"));
    combat::previousTurn(e);
    QCOMPARE(e.combat.round, round - 1);
    QCOMPARE(e.combat.turn, QStringLiteral("orc"));
}

// ------------------------------------------------------------------ turn economy

void TestCombat::turnEconomy5e_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("condition");
    QTest::addColumn<bool>("canAct");
    QTest::newRow("2014: action, bonus action, reaction, movement") << "dnd5e-2014" << "" << true;
    QTest::newRow("2024: the same") << "dnd5e-2024" << "" << true;
    QTest::newRow("a5e: the same") << "a5e" << "" << true;
    QTest::newRow("2014 stunned: nothing") << "dnd5e-2014" << "stunned" << false;
    QTest::newRow("2024 incapacitated: nothing") << "dnd5e-2024" << "incapacitated" << false;
}

void TestCombat::turnEconomy5e()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, condition);
    QFETCH(bool, canAct);
    Encounter e = fight(qPrintable(ruleset), kDuo);
    if (!condition.isEmpty())
        e.creatures[0].conditions << condition;
    Dice dice(1);
    startWith(e, dice, {20, 1});
    const QString pc = QStringLiteral("pc");
    QCOMPARE(e.combat.turn, pc);
    QCOMPARE(combat::spend(e, pc, combat::Spend::Action), canAct);
    QVERIFY(!combat::spend(e, pc, combat::Spend::Action)); // one action a turn
    QCOMPARE(combat::spend(e, pc, combat::Spend::BonusAction), canAct);
    QCOMPARE(combat::spend(e, pc, combat::Spend::Reaction), canAct);
    if (canAct) {
        QCOMPARE(combat::movementLeft(e, pc), 30.0);
        combat::recordMove(e, pc, 20, 1, 1);
        QCOMPARE(combat::movementLeft(e, pc), 10.0);
        QCOMPARE(combatant(e, "pc").diagonals, 1);
    } else {
        QCOMPARE(combat::movementLeft(e, pc), 0.0);
    }
    combat::nextTurn(e, dice);
    combat::nextTurn(e, dice); // its next turn: everything back (the reaction too)
    QCOMPARE(e.combat.turn, pc);
    const Combatant &k = combatant(e, "pc");
    QCOMPARE(k.actionUsed, !canAct);
    QCOMPARE(k.reactionUsed, !canAct);
    QCOMPARE(k.movementSpent == 0, canAct);
    QCOMPARE(k.diagonals, 0);
}

void TestCombat::turnEconomyPf2e_data()
{
    QTest::addColumn<QString>("effects"); // condition:value,…
    QTest::addColumn<int>("actions");
    QTest::addColumn<bool>("reaction");
    QTest::addColumn<int>("stunnedLeft"); // -1: no stunned effect left
    QTest::newRow("3 actions and a reaction") << "" << 3 << true << -1;
    QTest::newRow("quickened: 4") << "quickened:0" << 4 << true << -1;
    QTest::newRow("slowed 1: 2") << "slowed:1" << 2 << true << -1;
    QTest::newRow("slowed 2 and quickened: 2") << "slowed:2,quickened:0" << 2 << true << -1;
    QTest::newRow("stunned 1: 2, stunned ends") << "stunned:1" << 2 << true << -1;
    QTest::newRow("stunned 4: 0 now, stunned 1 left, no reaction") << "stunned:4" << 0 << false << 1;
    QTest::newRow("stunned 1 overrides slowed 2: 2") << "stunned:1,slowed:2" << 2 << true << -1;
    QTest::newRow("paralyzed: nothing") << "paralyzed:0" << 0 << false << -1;
}

void TestCombat::turnEconomyPf2e()
{
    QFETCH(QString, effects);
    QFETCH(int, actions);
    QFETCH(bool, reaction);
    QFETCH(int, stunnedLeft);
    Encounter e = fight("pf2e", kDuo);
    Dice dice(1);
    startWith(e, dice, {20, 1});
    const QString pc = QStringLiteral("pc");
    for (const QString &part : effects.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        Effect f;
        f.target = pc;
        f.condition = part.section(QLatin1Char(':'), 0, 0);
        f.value = part.section(QLatin1Char(':'), 1, 1).toInt();
        combat::addEffect(e, f);
    }
    combat::nextTurn(e, dice);
    combat::nextTurn(e, dice);
    QCOMPARE(e.combat.turn, pc);
    QCOMPARE(combatant(e, "pc").actions, actions);
    QCOMPARE(combatant(e, "pc").actionsMax, actions);
    QCOMPARE(!combatant(e, "pc").reactionUsed, reaction);
    int left = -1;
    for (const Effect &f : e.combat.effects)
        if (f.condition == QLatin1String("stunned"))
            left = f.value;
    QCOMPARE(left, stunnedLeft);
    QCOMPARE(creature(e, "pc").has(QStringLiteral("stunned")), stunnedLeft > 0);
    // Spending: a Stride of 2 actions, then no more than what is left.
    if (actions >= 2) {
        combat::recordMove(e, pc, 40, 3, 2);
        QCOMPARE(combatant(e, "pc").actions, actions - 2);
        QCOMPARE(combatant(e, "pc").diagonals, 3);
        QCOMPARE(combat::spend(e, pc, combat::Spend::Action, 2), actions - 2 >= 2);
    }
}

// ------------------------------------------------------------------ durations

void TestCombat::durations_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("on");      // target
    QTest::addColumn<QString>("of");      // whose turn counts (empty: the source, pc)
    QTest::addColumn<int>("tick");        // Tick
    QTest::addColumn<int>("rounds");
    QTest::addColumn<bool>("nextTurnHelper"); // use untilNextTurn()
    QTest::addColumn<int>("expiresInRound");
    QTest::addColumn<QString>("expiresOnTurnOf");
    QTest::addColumn<bool>("atStart");    // expired at the start of that turn (else at its end)
    // Seed 001: "if you cast a spell that lasts 3 rounds on yourself during your first turn
    // of a fight … decrease to 2 … to 1 … and expire at the start of your fourth turn."
    QTest::newRow("pf2e seed 001: 3 rounds cast on your first turn, gone at the start of your fourth")
        << "pf2e" << "pc" << "" << int(Tick::Start) << 3 << false << 4 << "pc" << true;
    QTest::newRow("pf2e: an enemy's effect through 2 of your turns, at their ends")
        << "pf2e" << "orc" << "orc" << int(Tick::End) << 2 << false << 2 << "orc" << false;
    QTest::newRow("2014: 1 round on the orc, ends at the start of the caster's next turn")
        << "dnd5e-2014" << "orc" << "" << int(Tick::Start) << 1 << false << 2 << "pc" << true;
    QTest::newRow("2014: until the end of the orc's next turn")
        << "dnd5e-2014" << "orc" << "orc" << int(Tick::End) << 0 << true << 1 << "orc" << false;
    QTest::newRow("2024: until the end of your next turn, cast on your turn")
        << "dnd5e-2024" << "pc" << "pc" << int(Tick::End) << 0 << true << 2 << "pc" << false;
    QTest::newRow("a5e: until the start of the orc's next turn")
        << "a5e" << "pc" << "orc" << int(Tick::Start) << 0 << true << 1 << "orc" << true;
    QTest::newRow("a5e: 1 minute (10 rounds)") << "a5e" << "pc" << "" << int(Tick::Start) << 10 << false << 11 << "pc" << true;
}

void TestCombat::durations()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, on);
    QFETCH(QString, of);
    QFETCH(int, tick);
    QFETCH(int, rounds);
    QFETCH(bool, nextTurnHelper);
    QFETCH(int, expiresInRound);
    QFETCH(QString, expiresOnTurnOf);
    QFETCH(bool, atStart);
    Encounter e = fight(qPrintable(ruleset), kDuo);
    Dice dice(9);
    startWith(e, dice, {20, 1}); // pc, then orc
    QCOMPARE(e.combat.turn, QStringLiteral("pc"));
    Effect f;
    f.name = QStringLiteral("Glow");
    f.target = on;
    f.source = QStringLiteral("pc");
    f.condition = QStringLiteral("glowing");
    f.tick = Tick(tick);
    f.of = of;
    f.rounds = rounds;
    if (nextTurnHelper)
        f = combat::untilNextTurn(e, f, of, Tick(tick));
    combat::addEffect(e, f);
    QVERIFY(e.creature(on)->has(QStringLiteral("glowing"))); // conditions feed the engine
    // Walk turn by turn; note where it ended.
    int round = -1;
    QString whose;
    bool start = false;
    for (int i = 0; i < 40 && round < 0; ++i) {
        const QString before = e.combat.turn;
        combat::endTurn(e, dice);
        if (e.combat.effects.empty()) {
            round = e.combat.round;
            whose = before;
            start = false;
            break;
        }
        const int idx = e.combat.indexOf(before);
        if (idx + 1 >= int(e.combat.order.size())) {
            ++e.combat.round;
            e.combat.turn = e.combat.order[0].id;
        } else {
            e.combat.turn = e.combat.order[std::size_t(idx) + 1].id;
        }
        combat::startTurn(e, dice);
        if (e.combat.effects.empty()) {
            round = e.combat.round;
            whose = e.combat.turn;
            start = true;
        }
    }
    QCOMPARE(round, expiresInRound);
    QCOMPARE(whose, expiresOnTurnOf);
    QCOMPARE(start, atStart);
    QVERIFY(!e.creature(on)->has(QStringLiteral("glowing")));
    QCOMPARE(logRoundOf(e, QStringLiteral("Glow on %1 expires.").arg(on)), expiresInRound);
}

void TestCombat::persistentDamage_data()
{
    QTest::addColumn<QList<int>>("dice"); // damage d6, flat check d20, …
    QTest::addColumn<int>("hp");
    QTest::addColumn<bool>("ends");
    QTest::newRow("flat check 15 ends it") << QList<int>{4, 15} << 16 << true;
    QTest::newRow("flat check 14 keeps it") << QList<int>{4, 14} << 16 << false;
    QTest::newRow("resisted fire") << QList<int>{6, 20} << 18 << true;
}

void TestCombat::persistentDamage()
{
    QFETCH(QList<int>, dice);
    QFETCH(int, hp);
    QFETCH(bool, ends);
    Encounter e = fight("pf2e", kDuo);
    if (QTest::currentDataTag() == QLatin1String("resisted fire"))
        e.creatures[0].resistances = {{QStringLiteral("fire"), 4}};
    Dice d(1);
    startWith(e, d, {20, 1});
    Effect f;
    f.name = QStringLiteral("Burning");
    f.target = QStringLiteral("pc");
    f.persistent = QStringLiteral("1d6");
    f.damageType = QStringLiteral("fire");
    combat::addEffect(e, f);
    d.force(dice);
    combat::nextTurn(e, d); // the end of the pc's turn: damage, then the DC 15 flat check
    QCOMPARE(creature(e, "pc").hp, hp);
    QCOMPARE(e.combat.effects.empty(), ends);
    QVERIFY(logHas(e, QStringLiteral("Flat check")));
}

void TestCombat::frightenedDecreasesAtEndOfTurn()
{
    Encounter e = fight("pf2e", kDuo);
    Dice d(1);
    startWith(e, d, {20, 1});
    Effect f;
    f.target = QStringLiteral("pc");
    f.condition = QStringLiteral("frightened");
    f.value = 2;
    combat::addEffect(e, f);
    combat::nextTurn(e, d); // end of pc's turn: frightened 1
    QCOMPARE(e.combat.effects.size(), std::size_t(1));
    QCOMPARE(e.combat.effects[0].value, 1);
    combat::nextTurn(e, d); // the orc's turn changes nothing
    QCOMPARE(e.combat.effects[0].value, 1);
    combat::nextTurn(e, d); // end of pc's second turn: gone
    QVERIFY(e.combat.effects.empty());
    QVERIFY(!creature(e, "pc").has(QStringLiteral("frightened")));
    QVERIFY(logHas(e, QStringLiteral("frightened on pc expires.")));
}

// ------------------------------------------------------------------ hit points

void TestCombat::damage_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("traits"); // JSON merged into the orc
    QTest::addColumn<int>("amount");
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("hp");
    QTest::addColumn<int>("temp");
    const QString resists = QStringLiteral(R"({"resistances": ["fire"], "vulnerabilities": ["cold"], "immunities": ["poison"]})");
    QTest::newRow("5e: plain damage") << "dnd5e-2014" << "{}" << 6 << "slashing" << 9 << 0;
    QTest::newRow("5e: resistance halves, rounded down") << "dnd5e-2014" << resists << 7 << "fire" << 12 << 0;
    QTest::newRow("5e: vulnerability doubles") << "dnd5e-2024" << resists << 4 << "cold" << 7 << 0;
    QTest::newRow("5e: immunity") << "a5e" << resists << 9 << "poison" << 15 << 0;
    QTest::newRow("5e: temp HP first") << "dnd5e-2014" << R"({"tempHp": 5})" << 8 << "" << 12 << 0;
    QTest::newRow("5e: temp HP soak it all") << "dnd5e-2014" << R"({"tempHp": 5})" << 3 << "" << 15 << 2;
    QTest::newRow("pf2e: weakness adds") << "pf2e" << R"({"weaknesses": {"fire": 3}})" << 4 << "fire" << 8 << 0;
    QTest::newRow("pf2e: resistance subtracts") << "pf2e" << R"({"resistances": {"fire": 3}})" << 4 << "fire" << 14 << 0;
    QTest::newRow("pf2e: resistance to another type") << "pf2e" << R"({"resistances": {"fire": 3}})" << 4 << "cold" << 11 << 0;
}

void TestCombat::damage()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, traits);
    QFETCH(int, amount);
    QFETCH(QString, type);
    QFETCH(int, hp);
    QFETCH(int, temp);
    QJsonArray cs = QJsonDocument::fromJson(kDuo).array();
    QJsonObject orc = cs[1].toObject();
    const QJsonObject t = QJsonDocument::fromJson(traits.toUtf8()).object();
    for (auto it = t.begin(); it != t.end(); ++it)
        orc[it.key()] = it.value();
    cs[1] = orc;
    Encounter e = fight(qPrintable(ruleset), QJsonDocument(cs).toJson().constData());
    Dice d(1);
    combat::damage(e, d, QStringLiteral("orc"), amount, type);
    QCOMPARE(creature(e, "orc").hp, hp);
    QCOMPARE(creature(e, "orc").tempHp, temp);
}

void TestCombat::tempHpDoesNotStack()
{
    Encounter e = fight("dnd5e-2014", kDuo);
    const QString pc = QStringLiteral("pc");
    combat::setTempHp(e, pc, 5);
    combat::setTempHp(e, pc, 3);
    QCOMPARE(creature(e, "pc").tempHp, 5);
    combat::setTempHp(e, pc, 8);
    QCOMPARE(creature(e, "pc").tempHp, 8);
    combat::heal(e, pc, 50);
    QCOMPARE(creature(e, "pc").hp, 20); // healing stops at the maximum
}

void TestCombat::deathSaves_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QList<int>>("saves");     // death save d20s, one per turn
    QTest::addColumn<int>("hp");
    QTest::addColumn<bool>("dead");
    QTest::addColumn<bool>("stable");
    QTest::addColumn<int>("failures");
    QTest::addColumn<int>("fatigue");
    QTest::newRow("2014: three successes, stable") << "dnd5e-2014" << QList<int>{10, 15, 19} << 0 << false << true << 0 << 0;
    QTest::newRow("2014: three failures, dead") << "dnd5e-2014" << QList<int>{9, 2, 5} << 0 << true << false << 3 << 0;
    QTest::newRow("2014: natural 1 counts twice") << "dnd5e-2014" << QList<int>{1} << 0 << false << false << 2 << 0;
    QTest::newRow("2024: natural 1 then a failure, dead") << "dnd5e-2024" << QList<int>{1, 3} << 0 << true << false << 3 << 0;
    QTest::newRow("2024: natural 20, 1 HP and awake") << "dnd5e-2024" << QList<int>{4, 20} << 1 << false << false << 0 << 0;
    // a5e: falling unconscious costs a level of fatigue; a natural 1 is one failure plus fatigue and strife.
    QTest::newRow("a5e: fatigue for falling unconscious") << "a5e" << QList<int>{12} << 0 << false << false << 0 << 1;
    QTest::newRow("a5e: natural 1, one failure and fatigue") << "a5e" << QList<int>{1} << 0 << false << false << 1 << 2;
    QTest::newRow("a5e: natural 20") << "a5e" << QList<int>{20} << 1 << false << false << 0 << 1;
}

void TestCombat::deathSaves()
{
    QFETCH(QString, ruleset);
    QFETCH(QList<int>, saves);
    QFETCH(int, hp);
    QFETCH(bool, dead);
    QFETCH(bool, stable);
    QFETCH(int, failures);
    QFETCH(int, fatigue);
    Encounter e = fight(qPrintable(ruleset), kDuo);
    Dice d(1);
    startWith(e, d, {20, 1});
    combat::damage(e, d, QStringLiteral("pc"), 25); // 5 past 0: not massive
    QVERIFY(creature(e, "pc").has(QStringLiteral("unconscious")));
    QVERIFY(creature(e, "pc").has(QStringLiteral("prone")));
    for (int s : saves) {
        combat::nextTurn(e, d); // the orc
        d.force({s});
        combat::nextTurn(e, d); // the pc: its death save
        if (creature(e, "pc").isDead())
            break;
    }
    const Combatant &k = combatant(e, "pc");
    QCOMPARE(creature(e, "pc").hp, hp);
    QCOMPARE(creature(e, "pc").isDead(), dead);
    QCOMPARE(k.stable, stable);
    QCOMPARE(k.deathFailures, failures);
    QCOMPARE(k.fatigue, fatigue);
    QCOMPARE(creature(e, "pc").has(QStringLiteral("unconscious")), hp == 0 && !dead);
}

void TestCombat::dyingCheckPerRuleset_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("deathSuccesses"); // after one check rolling 15
    QTest::addColumn<int>("dying");
    QTest::newRow("2014: a death save") << "dnd5e-2014" << 1 << 0;
    QTest::newRow("a5e: a death save") << "a5e" << 1 << 0;
    QTest::newRow("pf2e: a recovery check (dying 1 → 0)") << "pf2e" << 0 << 0;
}

void TestCombat::dyingCheckPerRuleset()
{
    QFETCH(QString, ruleset);
    Encounter e = fight(qPrintable(ruleset), kDuo);
    Dice d(1);
    startWith(e, d, {20, 1});
    combat::damage(e, d, QStringLiteral("pc"), 25);
    QVERIFY(combatant(e, "pc").downed);
    const int dyingBefore = combatant(e, "pc").dying;
    d.force({15});
    combat::dyingCheck(e, d, QStringLiteral("pc")); // the combatant panel's Death Save button
    QTEST(combatant(e, "pc").deathSuccesses, "deathSuccesses");
    QFETCH(int, dying);
    if (ruleset == QLatin1String("pf2e"))
        QCOMPARE(combatant(e, "pc").dying, dyingBefore - 1); // 15 beats DC 10 + dying: one better
    else
        QCOMPARE(combatant(e, "pc").dying, dying);
}

void TestCombat::pf2eDyingAndWounded()
{
    Encounter e = fight("pf2e", kDuo);
    Dice d(1);
    startWith(e, d, {20, 1});
    const QString pc = QStringLiteral("pc");
    combat::damage(e, d, pc, 30, {}, true); // a critical hit: dying 2
    QCOMPARE(combatant(e, "pc").dying, 2);
    combat::nextTurn(e, d);
    d.force({18}); // recovery check against DC 12: success, dying 1
    combat::nextTurn(e, d);
    QCOMPARE(combatant(e, "pc").dying, 1);
    combat::heal(e, pc, 5); // up again: dying goes, wounded 1
    QCOMPARE(combatant(e, "pc").dying, 0);
    QCOMPARE(combatant(e, "pc").wounded, 1);
    QVERIFY(!creature(e, "pc").has(QStringLiteral("unconscious")));
    combat::damage(e, d, pc, 10); // down again: dying 1 + wounded 1
    QCOMPARE(combatant(e, "pc").dying, 2);
    combat::damage(e, d, pc, 3, {}, true); // hit while dying, critically: +2 → dying 4, dead
    QVERIFY(creature(e, "pc").isDead());
}

void TestCombat::monstersDieAtZero()
{
    for (const char *r : {"dnd5e-2014", "dnd5e-2024", "a5e", "pf2e"}) {
        Encounter e = fight(r, kDuo);
        Dice d(1);
        startWith(e, d, {20, 1});
        combat::damage(e, d, QStringLiteral("orc"), 15);
        QVERIFY2(creature(e, "orc").isDead(), r);
        combat::nextTurn(e, d); // the dead orc takes no turn
        QCOMPARE(e.combat.turn, QStringLiteral("pc"));
        QCOMPARE(e.combat.round, 2);
    }
}

// ------------------------------------------------------------------ a5e world

void TestCombat::worldActionRecharge_data()
{
    QTest::addColumn<int>("recharge");
    QTest::addColumn<QList<int>>("d6s");   // the roll when used, then one per round start
    QTest::addColumn<int>("regainedInRound"); // -1: still not back after the rolls
    QTest::newRow("Recharge 5–6: 6 when used, back at once") << 5 << QList<int>{6} << 1;
    QTest::newRow("Recharge 5–6: 3, 4, then 5") << 5 << QList<int>{3, 4, 5} << 3;
    QTest::newRow("Recharge 4–6: 2 then 4") << 4 << QList<int>{2, 4} << 2;
    QTest::newRow("Recharge 6: 5, 5, 5") << 6 << QList<int>{5, 5, 5} << -1;
}

void TestCombat::worldActionRecharge()
{
    QFETCH(int, recharge);
    QFETCH(QList<int>, d6s);
    QFETCH(int, regainedInRound);
    Encounter e = fight("a5e", kDuo);
    Dice d(1);
    startWith(e, d, {20, 1});
    combat::addWorldAction(e, QStringLiteral("Falling Rocks"), recharge);
    d.force({d6s.first()});
    combat::useWorldAction(e, d, 0);
    int regained = e.combat.worldActions[0].available ? 1 : -1;
    for (qsizetype i = 1; i < d6s.size() && regained < 0; ++i) {
        combat::nextTurn(e, d);   // the orc
        d.force({d6s[i]});        // the world's roll comes first in the new round
        combat::nextTurn(e, d);
        if (e.combat.worldActions[0].available)
            regained = e.combat.round;
    }
    QCOMPARE(regained, regainedInRound);
    QVERIFY(logHas(e, QStringLiteral("Falling Rocks recharge")));
}

void TestCombat::countdown_data()
{
    QTest::addColumn<int>("pool");
    QTest::addColumn<int>("removeFrom");
    QTest::addColumn<QList<int>>("d6s");  // all the dice rolled, round after round
    QTest::addColumn<QList<int>>("left"); // pool after each round
    QTest::newRow("6s: 3 dice") << 3 << 6 << QList<int>{6, 2, 6, 6} << QList<int>{1, 0};
    QTest::newRow("5–6: 2 dice") << 2 << 5 << QList<int>{5, 4, 3} << QList<int>{1, 1};
    QTest::newRow("4–6: 2 dice at once") << 2 << 4 << QList<int>{4, 6} << QList<int>{0};
}

void TestCombat::countdown()
{
    QFETCH(int, pool);
    QFETCH(int, removeFrom);
    QFETCH(QList<int>, d6s);
    QFETCH(QList<int>, left);
    Encounter e = fight("a5e", kDuo);
    Dice d(1);
    startWith(e, d, {20, 1});
    combat::addCountdown(e, QStringLiteral("Cliff"), pool, removeFrom);
    d.force(d6s);
    for (int expected : left) {
        combat::nextTurn(e, d);
        combat::nextTurn(e, d); // a new round: the pool rolls before anyone acts
        QCOMPARE(e.combat.countdowns[0].dice, expected);
    }
    QCOMPARE(e.combat.countdowns[0].ended, left.last() == 0);
    QCOMPARE(logHas(e, QStringLiteral("Countdown Cliff ends.")), left.last() == 0);
}

void TestCombat::seededWorldTurnsReplay()
{
    // A seeded countdown of 6 dice (remove 5–6) against a replay of the same seed.
    Encounter e = fight("a5e", R"([{"id": "pc", "side": "party"}])");
    Dice d(77);
    d.force({10});
    combat::start(e, d);
    combat::addCountdown(e, QStringLiteral("Flood"), 6, 5);
    Dice replay(77);
    int pool = 6;
    for (int round = 2; round < 40 && pool > 0; ++round) {
        int removed = 0;
        for (int i = 0; i < pool; ++i)
            removed += replay.die(6) >= 5 ? 1 : 0;
        pool -= removed;
        combat::nextTurn(e, d);
        QCOMPARE(e.combat.round, round);
        QCOMPARE(e.combat.countdowns[0].dice, pool);
    }
    QVERIFY(e.combat.countdowns[0].ended);
}

// ------------------------------------------------------------------ the order

void TestCombat::delayAndReady()
{
    Encounter e = fight("pf2e", R"([{"id": "a", "side": "party"}, {"id": "b", "side": "party"}, {"id": "c", "side": "hostile"}])");
    Dice d(1);
    startWith(e, d, {20, 15, 10});
    QCOMPARE(e.combat.turn, QStringLiteral("a"));
    combat::delay(e, d);
    QCOMPARE(e.combat.turn, QStringLiteral("b"));
    QVERIFY(combatant(e, "a").delaying);
    combat::resumeDelayed(e, QStringLiteral("a")); // a acts after b now
    QCOMPARE(order(e), (QStringList{"b", "a", "c"}));
    QCOMPARE(*creature(e, "a").initiative, *creature(e, "b").initiative);
    combat::nextTurn(e, d);
    QCOMPARE(e.combat.turn, QStringLiteral("a"));
    combat::ready(e, QStringLiteral("a"), QStringLiteral("when the door opens"));
    combat::nextTurn(e, d);
    combat::triggerReadied(e, QStringLiteral("a"));
    QVERIFY(combatant(e, "a").reactionUsed);
    QVERIFY(logHas(e, QStringLiteral("when the door opens")));
}

void TestCombat::addAndRemoveMidFight()
{
    Encounter e = fight("dnd5e-2014", R"([{"id": "a", "side": "party"}, {"id": "b", "side": "hostile"},
                                          {"id": "late", "side": "hostile"}])");
    Dice d(1);
    combat::StartOptions o;
    o.combatants = {QStringLiteral("a"), QStringLiteral("b")};
    startWith(e, d, {20, 5}, o);
    d.force({12});
    combat::addCombatant(e, d, QStringLiteral("late"));
    QCOMPARE(order(e), (QStringList{"a", "late", "b"}));
    combat::nextTurn(e, d);
    QCOMPARE(e.combat.turn, QStringLiteral("late"));
    combat::removeCombatant(e, QStringLiteral("late")); // its turn passes on
    QCOMPARE(e.combat.turn, QStringLiteral("b"));
    QCOMPARE(order(e), (QStringList{"a", "b"}));
    combat::removeCombatant(e, QStringLiteral("b")); // the last one: back to the top, next round
    QCOMPARE(e.combat.turn, QStringLiteral("a"));
    QCOMPARE(e.combat.round, 2);
}

void TestCombat::mountTakesRidersInitiative()
{
    Encounter e = fight("dnd5e-2024", R"([{"id": "knight", "side": "party"}, {"id": "orc", "side": "hostile", "position": [8, 0]},
                                          {"id": "horse", "side": "party", "size": "large", "position": [1, 0]}])");
    Dice d(1);
    startWith(e, d, {12, 8, 19});
    QCOMPARE(order(e), (QStringList{"horse", "knight", "orc"}));
    combat::mount(e, QStringLiteral("knight"), QStringLiteral("horse"));
    QCOMPARE(order(e), (QStringList{"knight", "horse", "orc"}));
    QCOMPARE(creature(e, "horse").initiative, creature(e, "knight").initiative);
    QCOMPARE(combat::riderOf(e, QStringLiteral("horse")), QStringLiteral("knight"));
    combat::setInitiative(e, d, QStringLiteral("knight"), 5); // the mount follows
    QCOMPARE(order(e), (QStringList{"orc", "knight", "horse"}));
}

void TestCombat::manualInitiativeAndTieSwap()
{
    Encounter e = fight("dnd5e-2014", kDuo);
    e.creatures[0].initiative = 17;
    Dice d(1);
    combat::StartOptions o;
    o.keepEnteredInitiative = true;
    startWith(e, d, {3}, o); // only the orc rolls
    QCOMPARE(*creature(e, "pc").initiative, 17.0);
    QCOMPARE(*creature(e, "orc").initiative, 4.0);
    QVERIFY(!combat::swapTied(e, QStringLiteral("pc"), QStringLiteral("orc"))); // not tied
    combat::setInitiative(e, d, QStringLiteral("orc"), 17);
    QCOMPARE(order(e), (QStringList{"pc", "orc"}));
    QVERIFY(combat::swapTied(e, QStringLiteral("pc"), QStringLiteral("orc")));
    QCOMPARE(order(e), (QStringList{"orc", "pc"}));
}

void TestCombat::jsonRoundTrip()
{
    Encounter e = fight("a5e", kDuo);
    Dice d(3);
    startWith(e, d, {20, 1});
    Effect f;
    f.name = QStringLiteral("Bless");
    f.target = QStringLiteral("pc");
    f.rounds = 10;
    combat::addEffect(e, f);
    combat::addWorldAction(e, QStringLiteral("Flame Burst"), 4);
    combat::addCountdown(e, QStringLiteral("Cliff"), 4, 5);
    combat::damage(e, d, QStringLiteral("pc"), 30);
    combat::nextTurn(e, d);
    const QByteArray once = writeEncounter(e);
    const ReadResult r = readEncounter(once);
    QVERIFY(r.ok());
    QCOMPARE(writeEncounter(r.encounter), once);
    QCOMPARE(r.encounter.combat.turn, e.combat.turn);
    QCOMPARE(r.encounter.combat.log.size(), e.combat.log.size());
    QCOMPARE(r.encounter.combat.combatant(QStringLiteral("pc"))->fatigue, 1);
    // Bad values name their field.
    QJsonObject o = QJsonDocument::fromJson(once).object();
    QJsonObject c = o[QStringLiteral("combat")].toObject();
    QJsonArray fx = c[QStringLiteral("effects")].toArray();
    QJsonObject bad = fx[0].toObject();
    bad[QStringLiteral("tick")] = QStringLiteral("middle");
    fx[0] = bad;
    c[QStringLiteral("effects")] = fx;
    o[QStringLiteral("combat")] = c;
    const ReadResult broken = readEncounter(QJsonDocument(o).toJson());
    QVERIFY(!broken.ok());
    QCOMPARE(broken.errors.front().field, QStringLiteral("combat.effects[0].tick"));
}

QTEST_GUILESS_MAIN(TestCombat)
#include "tst_combat.moc"
