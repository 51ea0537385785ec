// The tracker's rules a GM meets every game night, through the model — pf2e dying
// after stabilising, ongoing damage per ruleset, turn actions and what they change, speeds
// switched in one turn, conditions per ruleset and their mechanics, damage at 0 HP (knock
// out, a5e massive damage, concentration), mounted combat, falling fliers, and creatures
// joining a fight. Dice are forced (the table's "I rolled a 17"); rows are situations.

#include "combat/combat.h"
#include "teststeps.h"
#include "fightmap.h"
#include "model/encounterio.h"
#include "rules/distance.h"

#include <QtTest>

using namespace bm;
using namespace bm::test;

namespace {

const QString kPc = QStringLiteral("pc");

// kDuo with the pc's fields replaced or added (JSON).
Encounter duoWith(const char *ruleset, const QString &pcFields, const QString &orcFields = QStringLiteral("{}"))
{
    QJsonArray cs = QJsonDocument::fromJson(kDuo).array();
    const auto merge = [&](int i, const QString &fields) {
        QJsonObject c = cs[i].toObject();
        const QJsonObject add = QJsonDocument::fromJson(fields.toUtf8()).object();
        for (auto it = add.begin(); it != add.end(); ++it)
            c[it.key()] = it.value();
        cs[i] = c;
    };
    merge(0, pcFields);
    merge(1, orcFields);
    return fight(ruleset, QJsonDocument(cs).toJson().constData());
}

// "frightened:2,sickened:1" on a creature through applyCondition.
[[nodiscard]] bool give(Encounter &e, Dice &d, const QString &id, const QString &conditions)
{
    for (const QString &part : conditions.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const combat::ConditionProblem problem = combat::applyCondition(e, d, id, part.section(QLatin1Char(':'), 0, 0),
                                                                       part.contains(QLatin1Char(':')) ? part.section(QLatin1Char(':'), 1).toInt() : 1);
        BM_CHECK2(!problem, qPrintable(combat::conditionRefusalId(problem.code)));
    }
    return true;
}

} // namespace

class TestTracker : public QObject
{
    Q_OBJECT

private slots:
    void conditionRefusals_data();
    void conditionRefusals();
    void pf2eDyingAfterStabilising_data();
    void pf2eDyingAfterStabilising();
    void ongoingDamage_data();
    void ongoingDamage();
    void turnActions_data();
    void turnActions();
    void lastsUntilNextTurn_data();
    void lastsUntilNextTurn();
    void opportunityAttackSpendsReaction_data();
    void opportunityAttackSpendsReaction();
    void switchingSpeeds_data();
    void switchingSpeeds();
    void conditionsPerRuleset_data();
    void conditionsPerRuleset();
    void conditionMechanics_data();
    void conditionMechanics();
    void penaltiesOnRolls_data();
    void penaltiesOnRolls();
    void damageAtZero_data();
    void damageAtZero();
    void concentration_data();
    void concentration();
    void mounting_data();
    void mounting();
    void riderSave_data();
    void riderSave();
    void fallingFliers_data();
    void fallingFliers();
    void joiningMidFight_data();
    void joiningMidFight();
};

// ------------------------------------------------------------------ pf2e dying

void TestTracker::pf2eDyingAfterStabilising_data()
{
    QTest::addColumn<int>("wounded");      // before the fight
    QTest::addColumn<int>("doomed");
    QTest::addColumn<bool>("firstCritical");
    QTest::addColumn<bool>("stabilize");
    QTest::addColumn<bool>("secondCritical");
    QTest::addColumn<int>("dying");        // after the second hit
    QTest::addColumn<int>("woundedAfter");
    QTest::addColumn<bool>("dead");
    // Player Core: reduced to 0 HP: dying 1 (2 on a critical) + wounded; damage while dying:
    // +1 (+2 on a critical); stabilising ends dying and adds 1 to wounded.
    QTest::newRow("stable, hit again: dying 1 + wounded 1") << 0 << 0 << false << true << false << 2 << 1 << false;
    QTest::newRow("stable, hit critically: dying 2 + wounded 1") << 0 << 0 << false << true << true << 3 << 1 << false;
    QTest::newRow("stable with wounded 2, hit: dying 3") << 1 << 0 << false << true << false << 3 << 2 << false;
    QTest::newRow("stable with wounded 2, hit critically: dead") << 1 << 0 << false << true << true << 4 << 2 << true;
    QTest::newRow("dying 2 from wounded 1, hit: +1 only") << 1 << 0 << false << false << false << 3 << 1 << false;
    QTest::newRow("dying 2 from a critical, hit critically: dead") << 0 << 0 << true << false << true << 4 << 0 << true;
    QTest::newRow("doomed 1: dying 3 kills") << 0 << 1 << true << false << false << 3 << 0 << true;
}

void TestTracker::pf2eDyingAfterStabilising()
{
    QFETCH(int, wounded);
    QFETCH(int, doomed);
    QFETCH(bool, firstCritical);
    QFETCH(bool, stabilize);
    QFETCH(bool, secondCritical);
    Encounter e = fight("pf2e", kDuo);
    Dice d(1);
    startWith(e, d, {20, 1});
    e.combat.combatant(kPc)->wounded = wounded;
    if (doomed)
        QVERIFY(give(e, d, kPc, QStringLiteral("doomed:%1").arg(doomed)));
    combat::damage(e, d, kPc, 25, {}, firstCritical);
    QVERIFY(combatant(e, "pc").dying > 0);
    if (stabilize) {
        combat::stabilize(e, kPc);
        QVERIFY(combatant(e, "pc").stable);
        QCOMPARE(combatant(e, "pc").dying, 0);
    }
    combat::damage(e, d, kPc, 3, {}, secondCritical);
    QFETCH(bool, dead);
    QCOMPARE(creature(e, "pc").isDead(), dead);
    if (!dead) {
        QTEST(combatant(e, "pc").dying, "dying");
        QVERIFY(!combatant(e, "pc").stable); // the recovery checks run again
        combat::nextTurn(e, d);
        d.force({2});
        combat::nextTurn(e, d);
        QVERIFY(logHas(e, QStringLiteral("recovery check")));
    }
    QTEST(combatant(e, "pc").wounded, "woundedAfter");
}

// ------------------------------------------------------------------ ongoing damage

void TestTracker::ongoingDamage_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("rounds");      // 0: until removed
    QTest::addColumn<QList<int>>("dice"); // the damage die, then whatever else is rolled
    QTest::addColumn<bool>("ends");
    QTest::addColumn<bool>("flatCheck");
    QTest::newRow("pf2e: DC 15 flat check ends persistent damage") << "pf2e" << 0 << QList<int>{4, 15} << true << true;
    QTest::newRow("pf2e: flat check 14 keeps it") << "pf2e" << 0 << QList<int>{4, 14} << false << true;
    // Seed 000: "An effect that deals ongoing damage specifies the circumstance that ends the damage."
    QTest::newRow("2014: no flat check, the damage goes on") << "dnd5e-2014" << 0 << QList<int>{4, 20} << false << false;
    QTest::newRow("2024: no flat check, the damage goes on") << "dnd5e-2024" << 0 << QList<int>{4, 20} << false << false;
    QTest::newRow("a5e: no flat check, the damage goes on") << "a5e" << 0 << QList<int>{4, 20} << false << false;
    QTest::newRow("a5e: ends with its duration") << "a5e" << 1 << QList<int>{4, 20} << true << false;
}

void TestTracker::ongoingDamage()
{
    QFETCH(QString, ruleset);
    QFETCH(int, rounds);
    QFETCH(QList<int>, dice);
    QFETCH(bool, ends);
    QFETCH(bool, flatCheck);
    Encounter e = fight(qPrintable(ruleset), kDuo);
    Dice d(1);
    startWith(e, d, {20, 1});
    Effect f;
    f.name = QStringLiteral("Burning");
    f.target = kPc;
    f.persistent = QStringLiteral("1d6");
    f.damageType = QStringLiteral("fire");
    if (rounds)
        f = combat::untilNextTurn(e, f, kPc, Tick::End); // until the end of its next turn …
    if (rounds)
        f.rounds = rounds; // … or, here, the end of this one
    combat::addEffect(e, f);
    d.force(dice);
    combat::nextTurn(e, d); // the end of the pc's turn
    QCOMPARE(creature(e, "pc").hp, 16);
    QCOMPARE(e.combat.effects.empty(), ends);
    QCOMPARE(logHas(e, QStringLiteral("Flat check")), flatCheck);
}

// ------------------------------------------------------------------ turn actions

void TestTracker::turnActions_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("who");       // pc (whose turn it is), orc, or horse (a controlled mount)
    QTest::addColumn<QString>("before");    // prone, grappled, action-used, bonus-used, spent-20, fatigue-old, fatigue-new
    QTest::addColumn<QString>("action");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<int>("left");          // 5e: movement left (walk); pf2e: actions left
    QTest::addColumn<QString>("condition"); // the creature has it after (empty: none checked); "-prone": not prone
    const auto row = [](const char *name, const char *ruleset, const char *who, const char *before, const char *action,
                        bool allowed, int left, const char *condition) {
        QTest::newRow(name) << QString::fromLatin1(ruleset) << QString::fromLatin1(who) << QString::fromLatin1(before)
                            << QString::fromLatin1(action) << allowed << left << QString::fromLatin1(condition);
    };
    row("2014 Dash: the speed counts twice", "dnd5e-2014", "pc", "", "dash", true, 60, "");
    row("2014 Dash after the action: refused", "dnd5e-2014", "pc", "action-used", "dash", false, 30, "");
    row("2014 Disengage takes the action", "dnd5e-2014", "pc", "", "disengage", true, 30, "");
    row("2024 Dodge: dodging", "dnd5e-2024", "pc", "", "dodge", true, 30, "dodging");
    row("2014 Help", "dnd5e-2014", "pc", "", "help", true, 30, "");
    row("a5e Ready", "a5e", "pc", "", "ready", true, 30, "");
    row("2014 Ready a spell: concentrating", "dnd5e-2014", "pc", "", "ready-spell", true, 30, "concentrating");
    row("2014 bonus action twice: refused", "dnd5e-2014", "pc", "bonus-used", "bonus", false, 30, "");
    row("2014 Stand up: half the speed", "dnd5e-2014", "pc", "prone", "stand", true, 15, "-prone");
    row("2024 Stand up with 10 ft left: refused", "dnd5e-2024", "pc", "prone,spent-20", "stand", false, 10, "prone");
    row("2014 Stand up when not prone: refused", "dnd5e-2014", "pc", "", "stand", false, 30, "");
    row("2014 Drop prone: free", "dnd5e-2014", "pc", "", "drop-prone", true, 30, "prone");
    row("2024 Drop prone at speed 0: refused", "dnd5e-2024", "pc", "grappled", "drop-prone", false, 0, "-prone");
    row("a5e Dash with fatigue from an earlier fight: refused", "a5e", "pc", "fatigue-old", "dash", false, 30, "");
    row("a5e Dash with fatigue gained in this fight: allowed", "a5e", "pc", "fatigue-new", "dash", true, 60, "");
    row("not its turn: refused", "dnd5e-2014", "orc", "", "dash", false, 30, "");
    row("a reaction out of turn", "dnd5e-2014", "orc", "", "reaction", true, 30, "");
    row("controlled mount: Dash", "dnd5e-2024", "horse", "", "dash", true, 120, "");
    row("controlled mount: Disengage", "dnd5e-2014", "horse", "", "disengage", true, 60, "");
    row("controlled mount: Dodge", "dnd5e-2014", "horse", "", "dodge", true, 60, "dodging");
    row("controlled mount: no other action", "dnd5e-2014", "horse", "", "action", false, 60, "");
    row("controlled mount: no Help", "dnd5e-2024", "horse", "", "help", false, 60, "");
    row("pf2e Ready: two actions", "pf2e", "pc", "", "ready", true, 1, "");
    row("pf2e Stand: one action", "pf2e", "pc", "prone", "stand", true, 2, "-prone");
    row("pf2e Drop Prone: one action", "pf2e", "pc", "", "drop-prone", true, 2, "prone");
    row("pf2e has no Dash", "pf2e", "pc", "", "dash", false, 3, "");
    row("pf2e has no Dodge", "pf2e", "pc", "", "dodge", false, 3, "-dodging");
}

void TestTracker::turnActions()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, who);
    QFETCH(QString, before);
    QFETCH(QString, action);
    QFETCH(bool, allowed);
    QFETCH(int, left);
    QFETCH(QString, condition);
    Encounter e = fight(qPrintable(ruleset), R"([{"id": "pc", "side": "party", "hp": 20, "maxHp": 20},
        {"id": "orc", "side": "hostile", "hp": 15, "maxHp": 15},
        {"id": "horse", "side": "party", "size": "large", "speed": {"walk": 60}},
        {"id": "rider", "side": "party"}])");
    Dice d(1);
    startWith(e, d, {20, 10, 15, 15});
    if (who == QLatin1String("horse")) {
        e.combat.combatant(QStringLiteral("rider"))->mountedOn = QStringLiteral("horse");
        e.combat.turn = QStringLiteral("horse");
    }
    Combatant &k = *e.combat.combatant(who == QLatin1String("orc") ? kPc : who);
    Creature &c = e.creatures[std::size_t(e.creatureIndex(who))];
    for (const QString &b : before.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (b == QLatin1String("prone") || b == QLatin1String("grappled"))
            c.conditions << b;
        else if (b == QLatin1String("action-used"))
            k.actionUsed = true;
        else if (b == QLatin1String("bonus-used"))
            k.bonusActionUsed = true;
        else if (b == QLatin1String("spent-20"))
            k.movementSpent = 20;
        else if (b == QLatin1String("fatigue-old"))
            k.fatigue = 1;
        else if (b == QLatin1String("fatigue-new"))
            k.fatigue = k.fatigueGained = 1;
    }
    const auto a = combat::turnActionFromId(action);
    QVERIFY(a);
    QCOMPARE(combat::turnActionId(*a), action);
    QVERIFY(!combat::turnActionName(*a).isEmpty());
    const Encounter untouched = e;
    const LogMessage problem = combat::takeTurnAction(e, who, *a);
    QCOMPARE(problem.isEmpty(), allowed);
    QCOMPARE(combat::turnActionProblem(untouched, who, *a), problem);
    if (!allowed)
        QVERIFY(e == untouched); // refused: nothing changed
    if (ruleset == QLatin1String("pf2e"))
        QCOMPARE(combatant(e, qPrintable(who)).actions, left);
    else
        QCOMPARE(combat::movementLeft(e, who), double(left));
    if (condition.startsWith(QLatin1Char('-')))
        QVERIFY(!e.creature(who)->has(condition.mid(1)));
    else if (!condition.isEmpty())
        QVERIFY(e.creature(who)->has(condition));
    if (allowed && action == QLatin1String("disengage"))
        QVERIFY(combatant(e, qPrintable(who)).disengaged);
    if (allowed && action.startsWith(QLatin1String("ready")))
        QVERIFY(!combatant(e, qPrintable(who)).readied.isEmpty());
    if (allowed && ruleset != QLatin1String("pf2e") && who != QLatin1String("orc"))
        QCOMPARE(combatant(e, qPrintable(who)).actionUsed, action != QLatin1String("stand") && action != QLatin1String("drop-prone")
                                                               && action != QLatin1String("bonus") && action != QLatin1String("reaction"));
}

void TestTracker::lastsUntilNextTurn_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("condition"); // held through the orc's turn, gone at the start of its own
    QTest::newRow("Dodge: dodging until the start of its next turn") << "dnd5e-2014" << "dodge" << "dodging";
    QTest::newRow("a readied spell: concentrating until it lapses") << "dnd5e-2024" << "ready-spell" << "concentrating";
    QTest::newRow("a readied action lapses") << "a5e" << "ready" << "";
    QTest::newRow("pf2e Ready lapses") << "pf2e" << "ready" << "";
    QTest::newRow("Disengage lasts the turn") << "dnd5e-2014" << "disengage" << "";
}

void TestTracker::lastsUntilNextTurn()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, action);
    QFETCH(QString, condition);
    Encounter e = fight(qPrintable(ruleset), kDuo);
    Dice d(1);
    startWith(e, d, {20, 1});
    QCOMPARE(combat::takeTurnAction(e, kPc, *combat::turnActionFromId(action), QStringLiteral("when the door opens")), LogMessage());
    const auto held = [&] {
        const Combatant &k = combatant(e, "pc");
        return condition.isEmpty() ? (action == QLatin1String("disengage") ? k.disengaged : !k.readied.isEmpty())
                                   : creature(e, "pc").has(condition);
    };
    QVERIFY(held());
    combat::nextTurn(e, d); // the orc's turn
    if (action != QLatin1String("disengage"))
        QVERIFY(held());
    combat::nextTurn(e, d); // its own again
    QVERIFY(!held());
    if (action.startsWith(QLatin1String("ready")))
        QVERIFY(logHas(e, QStringLiteral("lapses")));
}

void TestTracker::opportunityAttackSpendsReaction_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("state"); // of the orc: "", reaction-used, stunned, surprised
    QTest::addColumn<bool>("allowed");
    QTest::newRow("reaction free: spent") << "dnd5e-2014" << "" << true;
    QTest::newRow("pf2e Reactive Strike: spent") << "pf2e" << "" << true;
    QTest::newRow("reaction already spent: refused") << "dnd5e-2024" << "reaction-used" << false;
    QTest::newRow("stunned: refused") << "a5e" << "stunned" << false;
    QTest::newRow("2014 surprised before its turn: refused") << "dnd5e-2014" << "surprised" << false;
}

void TestTracker::opportunityAttackSpendsReaction()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, state);
    QFETCH(bool, allowed);
    Encounter e = fight(qPrintable(ruleset), kDuo);
    Dice d(1);
    combat::StartOptions o;
    if (state == QLatin1String("surprised"))
        o.surprised << QStringLiteral("orc");
    startWith(e, d, {20, 1}, o);
    if (state == QLatin1String("reaction-used"))
        e.combat.combatant(QStringLiteral("orc"))->reactionUsed = true;
    if (state == QLatin1String("stunned"))
        e.creatures[1].conditions << state;
    const Encounter before = e;
    QCOMPARE(combat::opportunityAttack(e, QStringLiteral("orc"), kPc).isEmpty(), allowed);
    if (allowed)
        QVERIFY(combatant(e, "orc").reactionUsed);
    else
        QVERIFY(e == before);
    QCOMPARE(logHas(e, QStringLiteral("opportunity attack")), allowed);
}

// ------------------------------------------------------------------ movement by mode

void TestTracker::switchingSpeeds_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QStringList>("moves"); // mode:feet in order
    QTest::addColumn<bool>("dashed");
    QTest::addColumn<double>("walkLeft");
    QTest::addColumn<double>("flyLeft");
    // Seed 003: speed 30 and fly 60: fly 20, walk 10, then fly 30 more.
    QTest::newRow("fly 20, walk 10, fly 30: no Dash") << "dnd5e-2014" << QStringList{"fly:20", "walk:10", "fly:30"} << false << 0.0 << 0.0;
    QTest::newRow("fly 40 of 60: no Dash, no walking left") << "dnd5e-2024" << QStringList{"fly:40"} << false << 0.0 << 20.0;
    QTest::newRow("walk 40 of 30: the Dash") << "a5e" << QStringList{"walk:40"} << true << 20.0 << 80.0;
    QTest::newRow("walk 20, fly 30: within the fly speed") << "dnd5e-2014" << QStringList{"walk:20", "fly:30"} << false << 0.0 << 10.0;
}

void TestTracker::switchingSpeeds()
{
    QFETCH(QString, ruleset);
    QFETCH(QStringList, moves);
    Encounter e = duoWith(qPrintable(ruleset), QStringLiteral(R"({"speed": {"walk": 30, "fly": 60}})"));
    Dice d(1);
    startWith(e, d, {20, 1});
    for (const QString &m : moves) {
        const MoveMode mode = *moveModeFromId(m.section(QLatin1Char(':'), 0, 0));
        combat::recordMove(e, kPc, m.section(QLatin1Char(':'), 1).toDouble(), 0, 1, mode);
    }
    QTEST(combatant(e, "pc").dashed, "dashed");
    QTEST(combat::movementLeft(e, kPc, MoveMode::Walk), "walkLeft");
    QTEST(combat::movementLeft(e, kPc, MoveMode::Fly), "flyLeft");
}

// ------------------------------------------------------------------ conditions

void TestTracker::conditionsPerRuleset_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QStringList>("valued"); // id:max
    QTest::addColumn<QStringList>("plain");
    QTest::addColumn<QStringList>("absent");
    QTest::newRow("2014") << "dnd5e-2014" << QStringList{"exhaustion:6"} << QStringList{"prone", "dodging", "concentrating", "poisoned"}
                          << QStringList{"fatigue", "sickened", "off-guard"};
    QTest::newRow("2024") << "dnd5e-2024" << QStringList{"exhaustion:6"} << QStringList{"prone", "invisible", "dodging"}
                          << QStringList{"strife", "wounded"};
    QTest::newRow("a5e") << "a5e" << QStringList{"fatigue:7", "strife:7"} << QStringList{"rattled", "doomed", "back-to-back", "dodging"}
                         << QStringList{"exhaustion", "sickened"};
    QTest::newRow("pf2e") << "pf2e" << QStringList{"frightened:4", "sickened:4", "doomed:3", "wounded:3", "dying:4", "stunned:4"}
                          << QStringList{"off-guard", "prone", "quickened"} << QStringList{"exhaustion", "dodging", "fatigue"};
}

void TestTracker::conditionsPerRuleset()
{
    QFETCH(QString, ruleset);
    QFETCH(QStringList, valued);
    QFETCH(QStringList, plain);
    QFETCH(QStringList, absent);
    const std::vector<combat::ConditionName> list = combat::conditionsFor(*rulesetFromId(ruleset));
    const auto find = [&](const QString &id) -> const combat::ConditionName * {
        for (const combat::ConditionName &n : list)
            if (n.id == id)
                return &n;
        return nullptr;
    };
    for (const QString &v : valued) {
        const auto *n = find(v.section(QLatin1Char(':'), 0, 0));
        QVERIFY2(n, qPrintable(v));
        QCOMPARE(n->maxValue, v.section(QLatin1Char(':'), 1).toInt());
    }
    for (const QString &p : plain) {
        const auto *n = find(p);
        QVERIFY2(n, qPrintable(p));
        QCOMPARE(n->maxValue, 0);
    }
    for (const QString &a : absent)
        QVERIFY2(!find(a), qPrintable(a));
    for (const combat::ConditionName &n : list) {
        // Every one has a translatable name (model/vocabulary's table; English names are
        // the ids, so ask the table for the source text it knows).
        QVERIFY2(!n.name.isEmpty() && conditionHasName(n.id), qPrintable(n.id));
        QCOMPARE(combat::conditionName(n.id), n.name);
    }
}

void TestTracker::conditionMechanics_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("conditions"); // given to the pc in its turn (name:value)
    QTest::addColumn<int>("penalty");        // d20Penalty
    QTest::addColumn<int>("check");          // checkRollMode (RollMode)
    QTest::addColumn<int>("save");           // saveRollMode
    QTest::addColumn<QString>("has");        // a condition the pc has after ("dead", "doomed"), or empty
    QTest::addColumn<QString>("afterTurn");  // name:value the pc has after its turn ends, or empty
    const int n = int(RollMode::Normal), dis = int(RollMode::Disadvantage);
    QTest::newRow("2024 exhaustion 3: -6 to d20 tests") << "dnd5e-2024" << "exhaustion:3" << 6 << n << n << "exhaustion" << "";
    QTest::newRow("2014 exhaustion 1: disadvantage on checks") << "dnd5e-2014" << "exhaustion:1" << 0 << dis << n << "" << "";
    QTest::newRow("2014 exhaustion 3: and on saves") << "dnd5e-2014" << "exhaustion:3" << 0 << dis << dis << "" << "";
    QTest::newRow("2014 exhaustion 6: death") << "dnd5e-2014" << "exhaustion:6" << 0 << dis << dis << "dead" << "";
    QTest::newRow("2024 exhaustion 6: death") << "dnd5e-2024" << "exhaustion:6" << 12 << n << n << "dead" << "";
    QTest::newRow("pf2e frightened 2 and sickened 1: -2") << "pf2e" << "frightened:2,sickened:1" << 2 << n << n << "" << "frightened:1";
    QTest::newRow("pf2e sickened 2 stays after the turn") << "pf2e" << "sickened:2" << 2 << n << n << "" << "sickened:2";
    QTest::newRow("pf2e frightened 1 ends with the turn") << "pf2e" << "frightened:1" << 1 << n << n << "" << "frightened:0";
    QTest::newRow("a5e fatigue 7: doomed") << "a5e" << "fatigue:7" << 0 << n << n << "doomed" << "fatigue:7";
    QTest::newRow("a5e strife 3: kept by the tracker") << "a5e" << "strife:3" << 0 << n << n << "" << "strife:3";
    QTest::newRow("pf2e wounded 2: kept by the tracker") << "pf2e" << "wounded:2" << 0 << n << n << "" << "wounded:2";
}

void TestTracker::conditionMechanics()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, conditions);
    QFETCH(QString, has);
    QFETCH(QString, afterTurn);
    Encounter e = fight(qPrintable(ruleset), kDuo);
    Dice d(1);
    startWith(e, d, {20, 1});
    QVERIFY(give(e, d, kPc, conditions));
    QTEST(combat::d20Penalty(e, kPc), "penalty");
    QTEST(int(combat::checkRollMode(e, kPc)), "check");
    QTEST(int(combat::saveRollMode(e, kPc)), "save");
    if (!has.isEmpty())
        QVERIFY2(creature(e, "pc").has(has), qPrintable(has));
    if (!afterTurn.isEmpty()) {
        combat::nextTurn(e, d);
        QCOMPARE(combat::conditionValue(e, kPc, afterTurn.section(QLatin1Char(':'), 0, 0)), afterTurn.section(QLatin1Char(':'), 1).toInt());
    }
    // Removing a valued condition clears it whatever keeps it.
    const QString first = conditions.section(QLatin1Char(','), 0, 0).section(QLatin1Char(':'), 0, 0);
    if (!creature(e, "pc").isDead()) {
        QCOMPARE(combat::applyCondition(e, d, kPc, first, 0), combat::ConditionProblem());
        QCOMPARE(combat::conditionValue(e, kPc, first), 0);
    }
}

// The d20 tests the tracker rolls itself: initiative (a check) and death saves.
void TestTracker::penaltiesOnRolls_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("conditions"); // on the pc before its roll
    QTest::addColumn<QString>("roll");       // initiative or death-save
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("result");         // initiative total, or 1 for a success / 0 for a failure
    QTest::newRow("2024 exhaustion 1: a death save of 11 fails") << "dnd5e-2024" << "exhaustion:1" << "death-save" << QList<int>{11} << 0;
    QTest::newRow("2024 exhaustion 1: a death save of 12 succeeds") << "dnd5e-2024" << "exhaustion:1" << "death-save" << QList<int>{12} << 1;
    QTest::newRow("2014 exhaustion 3: death save at disadvantage, 15 and 4 fail") << "dnd5e-2014" << "exhaustion:3" << "death-save" << QList<int>{15, 4} << 0;
    QTest::newRow("2014 exhaustion 2: death save as usual, 15") << "dnd5e-2014" << "exhaustion:2" << "death-save" << QList<int>{15, 4} << 1;
    QTest::newRow("2014 exhaustion 1: initiative at disadvantage") << "dnd5e-2014" << "exhaustion:1" << "initiative" << QList<int>{15, 4} << 6;
    QTest::newRow("2024 exhaustion 2: initiative -4") << "dnd5e-2024" << "exhaustion:2" << "initiative" << QList<int>{15} << 13;
    QTest::newRow("pf2e frightened 2: initiative -2") << "pf2e" << "frightened:2" << "initiative" << QList<int>{15} << 15;
    QTest::newRow("a5e fatigue: initiative as usual") << "a5e" << "fatigue:2" << "initiative" << QList<int>{15} << 17;
}

void TestTracker::penaltiesOnRolls()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, conditions);
    QFETCH(QString, roll);
    QFETCH(QList<int>, dice);
    Encounter e = fight(qPrintable(ruleset), kDuo);
    Dice d(1);
    startWith(e, d, {20, 1});
    QVERIFY(give(e, d, kPc, conditions));
    d.force(dice);
    if (roll == QLatin1String("initiative")) {
        combat::rollInitiative(e, d, kPc);
        QTEST(int(*creature(e, "pc").initiative), "result");
        return;
    }
    combat::damage(e, d, kPc, 21);
    combat::deathSave(e, d, kPc);
    QFETCH(int, result);
    QCOMPARE(combatant(e, "pc").deathSuccesses, result);
    QCOMPARE(combatant(e, "pc").deathFailures, 1 - result);
}

// ------------------------------------------------------------------ damage at 0 HP

void TestTracker::damageAtZero_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("target");   // pc (party) or orc (a monster)
    QTest::addColumn<QString>("fields");   // JSON merged into the pc
    QTest::addColumn<int>("amount");
    QTest::addColumn<bool>("knockOut");
    QTest::addColumn<QList<int>>("dice");  // the save's d20
    QTest::addColumn<bool>("dead");
    QTest::addColumn<bool>("stable");
    QTest::addColumn<int>("fatigue");      // a5e
    QTest::addColumn<int>("strife");
    QTest::newRow("2014 monster knocked out: unconscious and stable") << "dnd5e-2014" << "orc" << "{}" << 20 << true << QList<int>{} << false << true << 0 << 0;
    QTest::newRow("2014 monster not knocked out: dies") << "dnd5e-2014" << "orc" << "{}" << 20 << false << QList<int>{} << true << false << 0 << 0;
    QTest::newRow("2024 PC knocked out: stable, no death saves") << "dnd5e-2024" << "pc" << "{}" << 25 << true << QList<int>{} << false << true << 0 << 0;
    QTest::newRow("a5e PC knocked out: stable, a level of fatigue") << "a5e" << "pc" << "{}" << 25 << true << QList<int>{} << false << true << 1 << 0;
    QTest::newRow("pf2e nonlethal: unconscious, not dying") << "pf2e" << "pc" << "{}" << 25 << true << QList<int>{} << false << true << 0 << 0;
    // A5E massive damage: 20 + 3 × level at once calls a DC 15 Constitution save.
    QTest::newRow("a5e massive damage, save 14: dies") << "a5e" << "pc" << R"({"level": 1})" << 23 << false << QList<int>{14} << true << false << 0 << 0;
    QTest::newRow("a5e massive damage, save 15: fatigue and strife") << "a5e" << "pc" << R"({"level": 1})" << 23 << false << QList<int>{15} << false << false << 2 << 1;
    QTest::newRow("a5e massive damage, Con +3 makes 12 a success") << "a5e" << "pc" << R"({"level": 1, "saves": {"con": 3}})" << 30 << false << QList<int>{12} << false << false << 2 << 1;
    QTest::newRow("a5e below 20 + 3 × level: no save") << "a5e" << "pc" << R"({"level": 2})" << 25 << false << QList<int>{1} << false << false << 1 << 0;
    QTest::newRow("a5e without a level: no save") << "a5e" << "pc" << "{}" << 40 << false << QList<int>{1} << false << false << 1 << 0;
    QTest::newRow("2014 massive damage: dies") << "dnd5e-2014" << "pc" << "{}" << 40 << false << QList<int>{} << true << false << 0 << 0;
}

void TestTracker::damageAtZero()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, target);
    QFETCH(QString, fields);
    QFETCH(int, amount);
    QFETCH(bool, knockOut);
    QFETCH(QList<int>, dice);
    Encounter e = duoWith(qPrintable(ruleset), fields);
    Dice d(1);
    startWith(e, d, {20, 1});
    d.force(dice);
    combat::DamageOptions o;
    o.knockOut = knockOut;
    const combat::DamageResult r = combat::damage(e, d, target, amount, o);
    QCOMPARE(r.knockedOut, knockOut);
    const Creature &c = *e.creature(target);
    const Combatant &k = *e.combat.combatant(target);
    QTEST(c.isDead(), "dead");
    QTEST(k.stable, "stable");
    QTEST(k.fatigue, "fatigue");
    QTEST(k.strife, "strife");
    QCOMPARE(c.has(QStringLiteral("unconscious")), !c.isDead());
    if (knockOut) {
        QCOMPARE(k.dying, 0);
        combat::nextTurn(e, d);
        combat::nextTurn(e, d); // a stable creature makes no death saves or recovery checks
        QVERIFY(!logHas(e, QStringLiteral("death save")) && !logHas(e, QStringLiteral("recovery check")));
    }
}

void TestTracker::concentration_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("tempHp");
    QTest::addColumn<int>("amount");
    QTest::addColumn<QList<int>>("dice");      // the save's d20 (Con +0)
    QTest::addColumn<int>("entered");          // -1: rolled
    QTest::addColumn<int>("dc");               // 0: no save
    QTest::addColumn<bool>("kept");
    QTest::newRow("2014: 8 damage, DC 10, 10 keeps it") << "dnd5e-2014" << 0 << 8 << QList<int>{10} << -1 << 10 << true;
    QTest::newRow("2014: 8 damage, DC 10, 9 loses it") << "dnd5e-2014" << 0 << 8 << QList<int>{9} << -1 << 10 << false;
    QTest::newRow("2024: 30 damage, DC 15, 14 loses it") << "dnd5e-2024" << 0 << 30 << QList<int>{14} << -1 << 15 << false;
    QTest::newRow("a5e: 24 damage, DC 12, 12 keeps it") << "a5e" << 0 << 24 << QList<int>{12} << -1 << 12 << true;
    QTest::newRow("temporary HP take it all: still a save") << "dnd5e-2014" << 10 << 6 << QList<int>{3} << -1 << 10 << false;
    QTest::newRow("the save as rolled at the table") << "dnd5e-2014" << 0 << 22 << QList<int>{} << 11 << 11 << true;
    QTest::newRow("pf2e: no concentration save") << "pf2e" << 0 << 8 << QList<int>{} << -1 << 0 << true;
    QTest::newRow("dropped to 0 HP: concentration ends") << "dnd5e-2014" << 0 << 45 << QList<int>{} << -1 << 0 << false;
}

void TestTracker::concentration()
{
    QFETCH(QString, ruleset);
    QFETCH(int, tempHp);
    QFETCH(int, amount);
    QFETCH(QList<int>, dice);
    QFETCH(int, entered);
    QFETCH(bool, kept);
    Encounter e = duoWith(qPrintable(ruleset), QStringLiteral(R"({"hp": 40, "maxHp": 40, "tempHp": %1})").arg(tempHp));
    Dice d(1);
    startWith(e, d, {20, 1});
    if (ruleset != QLatin1String("pf2e"))
        QCOMPARE(combat::takeTurnAction(e, kPc, combat::TurnAction::ReadySpell, QStringLiteral("the orc moves")), LogMessage());
    else
        QVERIFY(give(e, d, kPc, QStringLiteral("controlled"))); // stands in for a sustained spell
    e.creatures[0].conditions << QStringLiteral("concentrating");
    d.force(dice);
    combat::DamageOptions o;
    if (entered >= 0)
        o.concentrationSave = entered;
    const combat::DamageResult r = combat::damage(e, d, kPc, amount, o);
    QTEST(r.concentrationDc, "dc");
    QCOMPARE(creature(e, "pc").has(QStringLiteral("concentrating")), kept);
    if (!kept && ruleset != QLatin1String("pf2e"))
        QVERIFY(combatant(e, "pc").readied.isEmpty()); // the readied spell is lost with it
}

// ------------------------------------------------------------------ mounted combat

void TestTracker::mounting_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("horse");   // JSON of the mount
    QTest::addColumn<double>("spentBefore");
    QTest::addColumn<bool>("ridersTurn");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<double>("spent");    // the rider's movement after mounting (and dismounting)
    QTest::addColumn<bool>("dismount");
    const QString horse = QStringLiteral(R"({"id": "horse", "side": "party", "size": "large", "speed": {"walk": 60}, "position": [1, 0]})");
    QTest::newRow("2014: mounting costs half the speed") << "dnd5e-2014" << horse << 0.0 << true << true << 15.0 << false;
    QTest::newRow("2024: mounting and dismounting cost half each") << "dnd5e-2024" << horse << 0.0 << true << true << 30.0 << true;
    QTest::newRow("a5e: 20 ft spent, 10 left: can't mount") << "a5e" << horse << 20.0 << true << false << 20.0 << false;
    QTest::newRow("not the rider's turn: no movement spent") << "dnd5e-2014" << horse << 0.0 << false << true << 0.0 << false;
    QTest::newRow("a mount not within 5 ft") << "dnd5e-2014"
                                             << R"({"id": "horse", "side": "party", "size": "large", "position": [3, 0]})"
                                             << 0.0 << true << false << 0.0 << false;
    QTest::newRow("a mount not larger than the rider") << "dnd5e-2014" << R"({"id": "horse", "side": "party", "position": [1, 0]})"
                                                       << 0.0 << true << false << 0.0 << false;
}

void TestTracker::mounting()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, horse);
    QFETCH(double, spentBefore);
    QFETCH(bool, ridersTurn);
    QFETCH(bool, allowed);
    QFETCH(bool, dismount);
    const QByteArray cs = QStringLiteral(R"([{"id": "knight", "side": "party", "position": [0, 0]}, %1,
        {"id": "orc", "side": "hostile", "position": [8, 0]}])").arg(horse).toUtf8();
    Encounter e = fight(qPrintable(ruleset), cs.constData());
    Dice d(1);
    startWith(e, d, ridersTurn ? QList<int>{20, 10, 5} : QList<int>{5, 10, 20});
    e.combat.combatant(QStringLiteral("knight"))->movementSpent = spentBefore;
    const LogMessage problem = combat::mount(e, QStringLiteral("knight"), QStringLiteral("horse"));
    QCOMPARE(problem.isEmpty(), allowed);
    QCOMPARE(combat::riderOf(e, QStringLiteral("horse")).isEmpty(), !allowed);
    if (allowed) {
        QCOMPARE(creature(e, "knight").position, creature(e, "horse").position); // in its space
        QVERIFY(combat::isControlledMount(e, QStringLiteral("horse")));
        // The mount acts right after its rider.
        QCOMPARE(e.combat.indexOf(QStringLiteral("horse")), e.combat.indexOf(QStringLiteral("knight")) + 1);
    }
    if (dismount) {
        QCOMPARE(combat::dismount(e, QStringLiteral("knight")), LogMessage());
        QVERIFY(!combat::isControlledMount(e, QStringLiteral("horse")));
    }
    QTEST(combatant(e, "knight").movementSpent, "spent");
}

void TestTracker::riderSave_data()
{
    QTest::addColumn<QString>("what"); // mount-prone, rider-prone, pushed
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("dexSave");
    QTest::addColumn<bool>("staysOn");
    QTest::newRow("mount knocked prone, 10: stays on") << "mount-prone" << QList<int>{10} << 0 << true;
    QTest::newRow("mount knocked prone, 9: falls off prone") << "mount-prone" << QList<int>{9} << 0 << false;
    QTest::newRow("rider knocked prone, 7 + Dex 3: stays on") << "rider-prone" << QList<int>{7} << 3 << true;
    QTest::newRow("rider knocked prone, 2: falls off") << "rider-prone" << QList<int>{2} << 0 << false;
    QTest::newRow("mount moved against its will, 3: falls off") << "pushed" << QList<int>{3} << 0 << false;
    QTest::newRow("mount moved against its will, 15: stays on") << "pushed" << QList<int>{15} << 0 << true;
}

void TestTracker::riderSave()
{
    QFETCH(QString, what);
    QFETCH(QList<int>, dice);
    QFETCH(int, dexSave);
    QFETCH(bool, staysOn);
    const QByteArray cs = QStringLiteral(R"([{"id": "knight", "side": "party", "position": [3, 3], "saves": {"dex": %1}},
        {"id": "horse", "side": "party", "size": "large", "position": [3, 3]},
        {"id": "orc", "side": "hostile", "position": [9, 0]}])").arg(dexSave).toUtf8();
    Encounter e = fight("dnd5e-2014", cs.constData());
    Dice d(1);
    startWith(e, d, {20, 10, 5});
    QCOMPARE(combat::mount(e, QStringLiteral("knight"), QStringLiteral("horse")), LogMessage());
    d.force(dice);
    if (what == QLatin1String("mount-prone"))
        QVERIFY(give(e, d, QStringLiteral("horse"), QStringLiteral("prone")));
    else if (what == QLatin1String("rider-prone"))
        QVERIFY(give(e, d, QStringLiteral("knight"), QStringLiteral("prone")));
    else
        combat::mountMovedAgainstWill(e, d, QStringLiteral("horse"));
    QCOMPARE(combat::riderOf(e, QStringLiteral("horse")) == QLatin1String("knight"), staysOn);
    if (!staysOn) {
        const Creature &k = creature(e, "knight");
        const Creature &h = creature(e, "horse");
        QVERIFY(k.isProne());
        QVERIFY(!h.spaceRect().intersects(k.spaceRect())); // beside it …
        QCOMPARE(rectDistanceFeet(e, k.spaceRect(), h.spaceRect()), 5.0); // … within 5 ft
    }
}

// ------------------------------------------------------------------ falling fliers

void TestTracker::fallingFliers_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("bird");       // JSON fields of the creature "bird"
    QTest::addColumn<QString>("condition");  // given to it; "damage": dropped to 0 HP
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<int>("hp");
    QTest::addColumn<double>("elevation");
    QTest::addColumn<bool>("prone");
    const QString flier = QStringLiteral(R"({"speed": {"walk": 10, "fly": 60}, "elevation": %1, "hp": 200, "maxHp": 200})");
    QTest::newRow("30 ft, knocked prone: 3d6") << "dnd5e-2014" << flier.arg(30) << "prone" << QList<int>{1, 2, 3} << 194 << 0.0 << true;
    QTest::newRow("25 ft: 2d6") << "dnd5e-2024" << flier.arg(25) << "prone" << QList<int>{6, 6} << 188 << 0.0 << true;
    QTest::newRow("500 ft: at most 20d6") << "a5e" << flier.arg(500) << "prone" << QList<int>(21, 2) << 160 << 0.0 << true;
    QTest::newRow("restrained: speed 0, falls") << "dnd5e-2014" << flier.arg(10) << "restrained" << QList<int>{4} << 196 << 0.0 << true;
    QTest::newRow("2014 exhaustion 5: speed 0, falls") << "dnd5e-2014" << flier.arg(10) << "exhaustion:5" << QList<int>{4} << 196 << 0.0 << true;
    QTest::newRow("pf2e stunned: falls") << "pf2e" << flier.arg(20) << "stunned:1" << QList<int>{3, 3} << 194 << 0.0 << true;
    QTest::newRow("killed in the air: drops") << "dnd5e-2014" << flier.arg(40) << "damage:200" << QList<int>{} << 0 << 0.0 << true;
    QTest::newRow("a hovering flier killed: drops") << "dnd5e-2024" << QStringLiteral(R"({"speed": {"fly": 60, "hover": true}, "elevation": 30, "hp": 5})")
                                                    << "damage:5" << QList<int>{} << 0 << 0.0 << true;
    QTest::newRow("a PC flier at 0 HP: unconscious, falls") << "a5e" << QStringLiteral(R"({"side": "party", "speed": {"fly": 30}, "elevation": 20, "hp": 5, "maxHp": 30})")
                                                            << "damage:5" << QList<int>{2, 2} << 0 << 0.0 << true;
    QTest::newRow("frightened: still flies") << "dnd5e-2014" << flier.arg(30) << "frightened" << QList<int>{} << 200 << 30.0 << false;
    QTest::newRow("hovering: stays up") << "dnd5e-2014" << QStringLiteral(R"({"speed": {"fly": 60, "hover": true}, "elevation": 30, "hp": 200})")
                                        << "prone" << QList<int>{} << 200 << 30.0 << true;
    QTest::newRow("no fly speed (on a ledge): stays") << "dnd5e-2014" << QStringLiteral(R"({"elevation": 30, "hp": 200})")
                                                      << "prone" << QList<int>{} << 200 << 30.0 << true;
}

void TestTracker::fallingFliers()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, bird);
    QFETCH(QString, condition);
    QFETCH(QList<int>, dice);
    QJsonObject b = QJsonDocument::fromJson(bird.toUtf8()).object();
    b[QStringLiteral("id")] = QStringLiteral("bird");
    if (!b.contains(QLatin1String("side")))
        b[QStringLiteral("side")] = QStringLiteral("hostile");
    const QByteArray cs = QJsonDocument(QJsonArray{QJsonObject{{"id", "pc"}, {"side", "party"}}, b}).toJson();
    Encounter e = fight(qPrintable(ruleset), cs.constData());
    Dice d(1);
    startWith(e, d, {20, 1});
    d.force(dice);
    if (condition.startsWith(QLatin1String("damage:")))
        combat::damage(e, d, QStringLiteral("bird"), condition.section(QLatin1Char(':'), 1).toInt());
    else
        QVERIFY(give(e, d, QStringLiteral("bird"), condition));
    QTEST(creature(e, "bird").hp, "hp");
    QTEST(creature(e, "bird").elevation, "elevation");
    QTEST(creature(e, "bird").isProne(), "prone");
}

// ------------------------------------------------------------------ joining

void TestTracker::joiningMidFight_data()
{
    QTest::addColumn<bool>("fighting");
    QTest::addColumn<double>("entered"); // < 0: rolled
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QStringList>("order");
    QTest::newRow("rolled 12: between the two") << true << -1.0 << QList<int>{12} << QStringList{"a", "late", "b"};
    QTest::newRow("entered 25: first") << true << 25.0 << QList<int>{} << QStringList{"late", "a", "b"};
    QTest::newRow("entered 5, tied: after the one already there") << true << 5.0 << QList<int>{} << QStringList{"a", "b", "late"};
    QTest::newRow("no fight: no initiative") << false << -1.0 << QList<int>{} << QStringList{};
}

void TestTracker::joiningMidFight()
{
    QFETCH(bool, fighting);
    QFETCH(double, entered);
    QFETCH(QList<int>, dice);
    QFETCH(QStringList, order);
    Encounter e = fight("dnd5e-2014", R"([{"id": "a", "side": "party"}, {"id": "b", "side": "hostile"},
                                          {"id": "late", "side": "hostile"}])");
    Dice d(1);
    if (fighting) {
        combat::StartOptions o;
        o.combatants = {QStringLiteral("a"), QStringLiteral("b")};
        startWith(e, d, {20, 5}, o);
    }
    d.force(dice);
    QCOMPARE(combat::joinIfFighting(e, d, QStringLiteral("late"), entered < 0 ? std::nullopt : std::optional<double>(entered)),
             fighting);
    QStringList ids;
    for (const Combatant &k : e.combat.order)
        ids << k.id;
    QCOMPARE(ids, order);
    QVERIFY(!combat::joinIfFighting(e, d, QStringLiteral("late"))); // only once
}

// Why a condition can't be set: a code and the data the panel and the CLI word it with.
void TestTracker::conditionRefusals_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("pcFields");
    QTest::addColumn<QString>("creature");
    QTest::addColumn<QString>("condition");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("rounds"); // 0: none given
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("maxValue");
    QTest::newRow("no such creature") << "dnd5e-2014" << "{}" << "ghost" << "prone" << 1 << 0 << "no-creature" << 0;
    QTest::newRow("no condition named") << "dnd5e-2014" << "{}" << "pc" << "" << 1 << 0 << "no-condition" << 0;
    QTest::newRow("2014 exhaustion 7: out of 0..6") << "dnd5e-2014" << "{}" << "pc" << "exhaustion" << 7 << 0 << "value-out-of-range" << 6;
    QTest::newRow("a negative value") << "pf2e" << "{}" << "pc" << "frightened" << -1 << 0 << "value-out-of-range" << 4;
    QTest::newRow("lasting 0 rounds") << "dnd5e-2014" << "{}" << "pc" << "prone" << 1 << -1 << "too-short" << 0;
    QTest::newRow("immune to poison") << "dnd5e-2014" << R"({"conditionImmunities": ["poisoned"]})" << "pc" << "poisoned" << 1 << 0
                                      << "immune" << 0;
    QTest::newRow("removing what it is immune to is fine") << "dnd5e-2014" << R"({"conditionImmunities": ["poisoned"]})" << "pc"
                                                           << "poisoned" << 0 << 0 << "" << 0;
}

void TestTracker::conditionRefusals()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, pcFields);
    QFETCH(QString, creature);
    QFETCH(QString, condition);
    QFETCH(int, value);
    QFETCH(int, rounds);
    QFETCH(QString, id);
    QFETCH(int, maxValue);
    Encounter e = duoWith(qPrintable(ruleset), pcFields);
    const Encounter before = e;
    Dice d(1);
    const combat::ConditionProblem p = combat::applyCondition(e, d, creature, condition, value,
                                                              rounds ? std::optional<int>(rounds < 0 ? 0 : rounds) : std::nullopt);
    QCOMPARE(combat::conditionRefusalId(p.code), id);
    QCOMPARE(bool(p), !id.isEmpty());
    if (!p)
        return;
    QVERIFY(e == before); // refused: nothing changed
    QCOMPARE(p.creature, creature);
    QCOMPARE(p.condition, condition);
    QCOMPARE(p.value, value);
    QCOMPARE(p.maxValue, maxValue);
    QCOMPARE(p.name, e.creature(creature) ? e.creature(creature)->name : QString());
}

QTEST_GUILESS_MAIN(TestTracker)
#include "tst_tracker.moc"
