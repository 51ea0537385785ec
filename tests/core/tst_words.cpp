// Rules in core, words at the edge: the answers core gives the window,
// the CLI, the summary and the players' page to word, per ruleset where the rules differ.
#include "model/encounter.h"
#include "model/vocabulary.h"
#include "rules/attack.h"
#include "rules/health.h"
#include "rules/movement.h"
#include "table/seatmove.h"

#include <QTest>

using namespace bm;

class TestWords : public QObject
{
    Q_OBJECT

private slots:
    void healthStates_data();
    void healthStates();
    void healthIds();
    void damageTypes_data();
    void damageTypes();
    void seatRefusalCodes_data();
    void seatRefusalCodes();
    void pathRefusalIds_data();
    void pathRefusalIds();
    void attackReasonIds();
};

void TestWords::healthStates_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("hp");
    QTest::addColumn<int>("maxHp");
    QTest::addColumn<QStringList>("conditions");
    QTest::addColumn<QString>("state");
    const auto rows = [](const char *ruleset) {
        const auto row = [&](const char *name, int hp, int maxHp, const QStringList &conditions, const char *state) {
            QTest::newRow(qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(ruleset), QLatin1String(name))))
                << QString::fromLatin1(ruleset) << hp << maxHp << conditions << QString::fromLatin1(state);
        };
        row("full hit points", 20, 20, {}, "unhurt");
        row("more than full (a bad file)", 25, 20, {}, "unhurt");
        row("no hit points kept", 0, 0, {}, "unhurt");
        row("one hit point lost", 19, 20, {}, "hurt");
        row("just above half", 11, 20, {}, "hurt");
        row("exactly half", 10, 20, {}, "bloodied");
        row("half of an odd maximum, rounded down", 3, 7, {}, "bloodied");
        row("just above half of an odd maximum", 4, 7, {}, "hurt");
        row("one hit point left", 1, 20, {}, "bloodied");
        row("0 HP", 0, 20, {}, "down");
        row("dead at full hit points", 20, 20, {QStringLiteral("dead")}, "down");
        row("unconscious above 0 HP: not down by HP", 12, 20, {QStringLiteral("unconscious")}, "hurt");
        row("a5e's bloodied condition is the GM's, not the word", 20, 20, {QStringLiteral("bloodied")}, "unhurt");
    };
    for (const char *r : {"dnd5e-2014", "dnd5e-2024", "a5e", "pf2e"})
        rows(r);
}

void TestWords::healthStates()
{
    QFETCH(QString, ruleset);
    QFETCH(int, hp);
    QFETCH(int, maxHp);
    QFETCH(QStringList, conditions);
    QFETCH(QString, state);
    QVERIFY(rulesetFromId(ruleset)); // the thresholds are the same in every ruleset (rules/health.h)
    Creature c;
    c.hp = hp;
    c.maxHp = maxHp;
    c.conditions = conditions;
    QCOMPARE(healthStateId(healthState(c)), state);
}

void TestWords::healthIds()
{
    for (HealthState s : {HealthState::Unhurt, HealthState::Hurt, HealthState::Bloodied, HealthState::Down})
        QCOMPARE(healthStateFromId(healthStateId(s)), std::optional<HealthState>(s));
    QCOMPARE(healthStateFromId(QStringLiteral("fine")), std::nullopt);
    // The summary's own "down" (it counts the unconscious too) with the same thresholds.
    QCOMPARE(healthState(12, 20, true), HealthState::Down);
    QCOMPARE(healthState(12, 20, false), HealthState::Hurt);
}

void TestWords::damageTypes_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("types");
    const QString fiveE = QStringLiteral("acid bludgeoning cold fire force lightning necrotic piercing poison psychic radiant slashing thunder");
    QTest::newRow("2014: the SRD's thirteen") << "dnd5e-2014" << fiveE;
    QTest::newRow("2024: the same") << "dnd5e-2024" << fiveE;
    QTest::newRow("a5e: the same") << "a5e" << fiveE;
    QTest::newRow("pf2e: bleed, mental, spirit, vitality; no lightning or psychic")
        << "pf2e" << "acid bleed bludgeoning cold fire force mental piercing poison slashing spirit vitality";
}

void TestWords::damageTypes()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, types);
    const QStringList list = bm::damageTypes(*rulesetFromId(ruleset));
    QCOMPARE(list.join(QLatin1Char(' ')), types);
    for (const QString &t : list) {
        QVERIFY2(allDamageTypes().contains(t), qPrintable(t));
        QVERIFY2(damageTypeDisplayName(t) != QString(), qPrintable(t));
    }
}

// Every reason a seat is refused, and the code the page words it by (table.js `codes`).
void TestWords::seatRefusalCodes_data()
{
    QTest::addColumn<int>("reason");
    QTest::addColumn<QString>("code");
    const auto row = [](const char *name, SeatRefusalReason r, const char *code) {
        QTest::newRow(name) << int(r) << QString::fromLatin1(code);
    };
    row("may go ahead", SeatRefusalReason::None, "");
    row("the whole party's screen", SeatRefusalReason::WholeParty, "no-creature");
    row("the seat's creature off the map", SeatRefusalReason::NotOnMap, "no-creature");
    row("no creature for a move or a door", SeatRefusalReason::NoCreature, "no-creature");
    row("the GM moves the tokens", SeatRefusalReason::GmMoves, "gm-moves");
    row("not the seat's turn", SeatRefusalReason::NotYourTurn, "not-your-turn");
    row("a square off the map", SeatRefusalReason::OffMap, "no-path");
    row("riding a mount that moves on its own", SeatRefusalReason::Rides, "rides");
    row("no way the seat knows", SeatRefusalReason::NoWay, "no-path");
    row("no way, and it can't move now", SeatRefusalReason::CannotMove, "cannot-move");
    row("too far this turn", SeatRefusalReason::TooFar, "too-far");
    row("blocked by what the seat doesn't see", SeatRefusalReason::Blocked, "blocked");
    row("no door there", SeatRefusalReason::NoDoor, "no-door");
    row("not next to the door", SeatRefusalReason::DoorFar, "door-far");
    row("a locked door", SeatRefusalReason::Locked, "locked");
    row("another's creature (a forged message)", SeatRefusalReason::NotYours, "not-yours");
    row("the GM said no", SeatRefusalReason::GmRefused, "gm-refused");
}

void TestWords::seatRefusalCodes()
{
    QFETCH(int, reason);
    QFETCH(QString, code);
    const SeatRefusal r{SeatRefusalReason(reason), {}, {}};
    QCOMPARE(r.code(), code);
    QCOMPARE(r.refused(), !code.isEmpty());
}

// Why no path: one id per code (tests and logs), and a problem is "set" unless None.
void TestWords::pathRefusalIds_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("id");
    const auto row = [](const char *name, PathRefusal r, const char *id) { QTest::newRow(name) << int(r) << QString::fromLatin1(id); };
    row("a path was found", PathRefusal::None, "");
    row("no creature of that id", PathRefusal::NoSuchCreature, "no-such-creature");
    row("the square is off the map", PathRefusal::OffMap, "off-map");
    row("the space hangs over the edge", PathRefusal::SpaceOffMap, "space-off-map");
    row("walls or blocked terrain there", PathRefusal::Blocked, "blocked");
    row("another creature's space", PathRefusal::SpaceTaken, "space-taken");
    row("prone: one crawl only", PathRefusal::ProneCrawl, "prone-crawl");
    row("no legal path", PathRefusal::NoLegalPath, "no-legal-path");
}

void TestWords::pathRefusalIds()
{
    QFETCH(int, code);
    QFETCH(QString, id);
    const PathProblem p{PathRefusal(code), {}, {}, {}};
    QCOMPARE(pathRefusalId(p.code), id);
    QCOMPARE(bool(p), !id.isEmpty());
}

// Every attack reason has an id of its own (tests and logs), from the first to the last.
void TestWords::attackReasonIds()
{
    QStringList ids;
    for (int r = int(AttackReason::AttackerIncapacitated); r <= int(AttackReason::TargetDodging); ++r) {
        const QString id = attackReasonId(AttackReason(r));
        QVERIFY2(!id.isEmpty(), qPrintable(QString::number(r)));
        QVERIFY2(!ids.contains(id), qPrintable(id));
        ids << id;
    }
    QCOMPARE(ids.size(), 30);
    QCOMPARE(attackReasonId(AttackReason::OutOfReach), QStringLiteral("out-of-reach"));
}

QTEST_GUILESS_MAIN(TestWords)
#include "tst_words.moc"
