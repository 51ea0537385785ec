// Switching the ruleset mid-fight (combat/rulesetswitch.h): the options that followed the
// old ruleset's default follow the new one's, a GM's own choice stays, conditions are
// carried over, mapped or dropped, and a creature at 0 HP keeps its steps to death
// (5e death saves <-> pf2e dying). Each row: a fight between "pc" and "orc" under `from`,
// pc's conditions and 0-HP state, switched to `to`: the changes as data and what pc has.

#include "combat/combat.h"
#include "combat/rulesetswitch.h"
#include "fightmap.h"

#include <QtTest>

using namespace bm;
using namespace bm::test;

namespace {

QString describe(const combat::RulesetChange &c)
{
    using K = combat::RulesetChange::Kind;
    const QString to = c.to.isEmpty() ? QStringLiteral("(none)") : c.to;
    switch (c.kind) {
    case K::Option:
        return QStringLiteral("option %1 %2 -> %3").arg(c.subject, c.from, c.to);
    case K::OptionKept:
        return QStringLiteral("kept %1 %2").arg(c.subject, c.to);
    case K::Condition:
        return QStringLiteral("condition %1 %2 %3 -> %4 %5").arg(c.creature, c.from).arg(c.fromValue).arg(to).arg(c.toValue);
    case K::ZeroHp:
        return QStringLiteral("zerohp %1 %2 %3 -> %4 %5").arg(c.creature, c.from).arg(c.fromValue).arg(to).arg(c.toValue);
    }
    return {};
}

// pc's conditions ("id=value", sorted, the tracker's counters too) and its 0-HP state.
QString stateOf(const Encounter &e)
{
    const Creature &c = creature(e, "pc");
    QStringList conditions;
    for (const QString &id : c.conditions)
        conditions << QStringLiteral("%1=%2").arg(id).arg(combat::conditionValue(e, c.id, id));
    for (const char *counter : {"fatigue", "strife", "wounded"})
        if (!c.has(QLatin1String(counter)))
            if (const int v = combat::conditionValue(e, c.id, QLatin1String(counter)); v > 0)
                conditions << QStringLiteral("%1=%2").arg(QLatin1String(counter)).arg(v);
    conditions.sort();
    QString s = conditions.join(QLatin1Char(' '));
    const Combatant &k = combatant(e, "pc");
    if (k.downed) {
        if (k.stable)
            s += QStringLiteral(" | stable");
        else if (e.ruleset == Ruleset::Pf2e)
            s += QStringLiteral(" | dying %1").arg(k.dying);
        else
            s += QStringLiteral(" | saves %1").arg(k.deathFailures);
    }
    return s;
}

QString optionsOf(const Encounter &e)
{
    return QStringLiteral("diagonals %1%2, flanking %3%4")
        .arg(diagonalsId(e.diagonals()), e.options.diagonals ? QStringLiteral(" (set)") : QString())
        .arg(e.flanking() ? QStringLiteral("on") : QStringLiteral("off"), e.options.flanking ? QStringLiteral(" (set)") : QString());
}

} // namespace

class TestRulesetSwitch : public QObject
{
    Q_OBJECT

private slots:
    void switchRuleset_data();
    void switchRuleset();
    void sameRulesetChangesNothing();
};

void TestRulesetSwitch::switchRuleset_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QByteArray>("options");
    QTest::addColumn<QStringList>("conditions"); // given to pc: "id=value"
    QTest::addColumn<QString>("zeroHp");         // "": standing; "saves N", "stable", "dying N"
    QTest::addColumn<QString>("to");
    QTest::addColumn<QStringList>("changes");
    QTest::addColumn<QString>("state");          // pc afterwards
    QTest::addColumn<QString>("optionsAfter");

    const QStringList none;
    // Options (RULES.md 3, 6).
    QTest::newRow("sample_diagonals_written_as_the_5e_default_follow_pf2e")
        << "dnd5e-2014" << QByteArray(R"({"diagonals": "equal", "flanking": true})") << none << "" << "pf2e"
        << QStringList{"option diagonals equal -> alternating"} << "" << "diagonals alternating, flanking on";
    QTest::newRow("unset_options_follow_pf2e")
        << "dnd5e-2024" << QByteArray("{}") << none << "" << "pf2e"
        << QStringList{"option diagonals equal -> alternating", "option flanking off -> on"} << ""
        << "diagonals alternating, flanking on";
    QTest::newRow("the_gms_exact_diagonals_stay")
        << "dnd5e-2014" << QByteArray(R"({"diagonals": "exact"})") << none << "" << "pf2e"
        << QStringList{"kept diagonals exact"} << "" << "diagonals exact (set), flanking on";
    QTest::newRow("dmg_alternating_diagonals_are_already_pf2e_s")
        << "dnd5e-2014" << QByteArray(R"({"diagonals": "alternating"})") << none << "" << "pf2e" << none << ""
        << "diagonals alternating (set), flanking on";
    QTest::newRow("pf2e_diagonals_go_back_to_every_diagonal_5_ft")
        << "pf2e" << QByteArray("{}") << none << "" << "dnd5e-2024"
        << QStringList{"option diagonals alternating -> equal", "option flanking on -> off"} << ""
        << "diagonals equal, flanking off";
    QTest::newRow("flanking_switched_off_by_the_gm_stays_off")
        << "dnd5e-2014" << QByteArray(R"({"flanking": false})") << none << "" << "pf2e"
        << QStringList{"option diagonals equal -> alternating", "kept flanking off"} << ""
        << "diagonals alternating, flanking off (set)";

    // At 0 HP: the steps to death carry over (3 failures and dying 4 both kill).
    QTest::newRow("unconscious_at_0_hp_without_failures_is_dying_1")
        << "dnd5e-2014" << QByteArray("{}") << none << "saves 0" << "pf2e"
        << QStringList{"option diagonals equal -> alternating", "zerohp pc death-saves 0 -> dying 1"}
        << "prone=1 unconscious=1 | dying 1" << "diagonals alternating, flanking on";
    // (a5e: falling unconscious from damage costs a level of fatigue, which pf2e calls fatigued)
    QTest::newRow("two_failed_death_saves_are_dying_3")
        << "a5e" << QByteArray(R"({"diagonals": "alternating"})") << none << "saves 2" << "pf2e"
        << QStringList{"condition pc fatigue 1 -> fatigued 0", "zerohp pc death-saves 2 -> dying 3"}
        << "fatigued=1 prone=1 unconscious=1 | dying 3"
        << "diagonals alternating (set), flanking on";
    QTest::newRow("stable_at_0_hp_stays_stable")
        << "dnd5e-2014" << QByteArray(R"({"diagonals": "alternating"})") << none << "stable" << "pf2e" << none
        << "prone=1 unconscious=1 | stable" << "diagonals alternating (set), flanking on";
    QTest::newRow("pf2e_dying_2_is_one_failed_death_save")
        << "pf2e" << QByteArray(R"({"diagonals": "equal"})") << none << "dying 2" << "dnd5e-2014"
        << QStringList{"zerohp pc dying 2 -> death-saves 1"} << "prone=1 unconscious=1 | saves 1"
        << "diagonals equal (set), flanking on";
    QTest::newRow("pf2e_stable_at_0_hp_is_stable")
        << "pf2e" << QByteArray(R"({"diagonals": "equal"})") << none << "stable" << "dnd5e-2014" << none
        << "prone=1 unconscious=1 | stable" << "diagonals equal (set), flanking on";

    // Conditions.
    const QByteArray same5e(R"({"diagonals": "alternating"})"); // no option changes to pf2e
    QTest::newRow("poisoned_becomes_sickened_1")
        << "dnd5e-2014" << same5e << QStringList{"poisoned=1"} << "" << "pf2e"
        << QStringList{"condition pc poisoned 0 -> sickened 1"} << "sickened=1" << "diagonals alternating (set), flanking on";
    QTest::newRow("plain_frightened_gets_the_value_1")
        << "dnd5e-2024" << QByteArray(R"({"diagonals": "alternating", "flanking": true})") << QStringList{"frightened=1"} << ""
        << "pf2e" << QStringList{"condition pc frightened 0 -> frightened 1"} << "frightened=1"
        << "diagonals alternating (set), flanking on (set)";
    QTest::newRow("pf2e_frightened_2_is_plain_frightened")
        << "pf2e" << QByteArray(R"({"diagonals": "equal"})") << QStringList{"frightened=2"} << "" << "dnd5e-2014"
        << QStringList{"condition pc frightened 2 -> frightened 0"} << "frightened=1" << "diagonals equal (set), flanking on";
    QTest::newRow("pf2e_sickened_is_poisoned")
        << "pf2e" << QByteArray(R"({"diagonals": "equal"})") << QStringList{"sickened=2"} << "" << "dnd5e-2014"
        << QStringList{"condition pc sickened 2 -> poisoned 0"} << "poisoned=1" << "diagonals equal (set), flanking on";
    QTest::newRow("dodging_concentrating_and_surprised_have_no_pf2e_counterpart")
        << "dnd5e-2014" << same5e << QStringList{"dodging=1", "concentrating=1", "surprised=1"} << "" << "pf2e"
        << QStringList{"condition pc dodging 0 -> (none) 0", "condition pc concentrating 0 -> (none) 0",
                       "condition pc surprised 0 -> (none) 0"}
        << "" << "diagonals alternating (set), flanking on";
    QTest::newRow("grappled_prone_and_restrained_stay_in_pf2e")
        << "dnd5e-2014" << same5e << QStringList{"grappled=1", "prone=1", "restrained=1"} << "" << "pf2e" << none
        << "grappled=1 prone=1 restrained=1" << "diagonals alternating (set), flanking on";
    QTest::newRow("pf2e_wounded_has_no_5e_counterpart")
        << "pf2e" << QByteArray(R"({"diagonals": "equal"})") << QStringList{"wounded=1"} << "" << "dnd5e-2024"
        << QStringList{"option flanking on -> off", "condition pc wounded 1 -> (none) 0"} << ""
        << "diagonals equal (set), flanking off";
    QTest::newRow("exhaustion_2_is_a5e_fatigue_2")
        << "dnd5e-2014" << QByteArray("{}") << QStringList{"exhaustion=2"} << "" << "a5e"
        << QStringList{"condition pc exhaustion 2 -> fatigue 2"} << "fatigue=2" << "diagonals equal, flanking on";
    QTest::newRow("a5e_fatigue_6_is_exhaustion_5_not_death")
        << "a5e" << QByteArray("{}") << QStringList{"fatigue=6"} << "" << "dnd5e-2024"
        << QStringList{"option flanking on -> off", "condition pc fatigue 6 -> exhaustion 5"} << "exhaustion=5"
        << "diagonals equal, flanking off";
    QTest::newRow("a5e_rattled_has_no_2014_counterpart")
        << "a5e" << QByteArray("{}") << QStringList{"rattled=1", "blinded=1"} << "" << "dnd5e-2014"
        << QStringList{"condition pc rattled 0 -> (none) 0"} << "blinded=1" << "diagonals equal, flanking on";
}

void TestRulesetSwitch::switchRuleset()
{
    QFETCH(QString, from);
    QFETCH(QByteArray, options);
    QFETCH(QStringList, conditions);
    QFETCH(QString, zeroHp);
    QFETCH(QString, to);
    QFETCH(QStringList, changes);
    QFETCH(QString, state);
    QFETCH(QString, optionsAfter);

    Encounter e = fight(qPrintable(from), kDuo, options.constData());
    Dice dice;
    startWith(e, dice, {15, 5});
    const QString pc = QStringLiteral("pc");
    for (const QString &given : std::as_const(conditions)) {
        const QStringList parts = given.split(QLatin1Char('='));
        const combat::ConditionProblem problem = combat::applyCondition(e, dice, pc, parts[0], parts[1].toInt());
        QVERIFY2(!problem, qPrintable(combat::conditionRefusalId(problem.code)));
    }
    if (!zeroHp.isEmpty()) {
        combat::damage(e, dice, pc, 20);
        Combatant *k = e.combat.combatant(pc);
        QVERIFY(k && k->downed);
        const QStringList parts = zeroHp.split(QLatin1Char(' '));
        if (parts[0] == QLatin1String("saves"))
            k->deathFailures = parts[1].toInt();
        else if (parts[0] == QLatin1String("dying"))
            k->dying = parts[1].toInt();
        else
            k->stable = true, k->dying = 0;
    }
    const auto result = combat::switchRuleset(e, rulesetFromId(to).value());
    QStringList got;
    for (const combat::RulesetChange &c : result.changes)
        got << describe(c);
    QCOMPARE(got, changes);
    QCOMPARE(result.encounter.ruleset, rulesetFromId(to).value());
    QCOMPARE(stateOf(result.encounter), state);
    QCOMPARE(optionsOf(result.encounter), optionsAfter);
    // Everything else is as it was: the switch is the ruleset's, not a new fight.
    QCOMPARE(result.encounter.combat.round, e.combat.round);
    QCOMPARE(result.encounter.combat.turn, e.combat.turn);
    QCOMPARE(creature(result.encounter, "pc").hp, creature(e, "pc").hp);
    QCOMPARE(result.encounter.creatures.size(), e.creatures.size());
}

void TestRulesetSwitch::sameRulesetChangesNothing()
{
    Encounter e = fight("dnd5e-2014", kDuo);
    const auto result = combat::switchRuleset(e, Ruleset::Dnd2014);
    QVERIFY(result.changes.empty());
    QCOMPARE(result.encounter, e);
}

QTEST_GUILESS_MAIN(TestRulesetSwitch)
#include "tst_rulesetswitch.moc"
