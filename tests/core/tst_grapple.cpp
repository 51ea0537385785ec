// RULES.md 14.6 (version 4): starting and ending a grapple sets `grappling` on the grappler
// and the `grappled` condition on the creature held together (ENCOUNTER_FORMAT.md "Version 4
// fields"), as the window's token menu does; refusals are codes.

#include "combat/grapple.h"
#include "testmap.h"

#include <QTest>

using namespace bm;
using namespace bm::test;

namespace {

// A 6x3 room: the fighter F at [1, 1], the goblin G beside it at [2, 1], the orc O at [4, 1]
// (out of F's reach), the ooze Z at [1, 0] immune to being grappled.
Encounter room(const QString &ruleset)
{
    return load(withJson(asciiEncounter(ruleset, {"......", "......", "......"}), R"({"creatures": [
        {"id": "F", "name": "Fighter", "side": "party", "position": [1, 1]},
        {"id": "G", "name": "Goblin", "side": "hostile", "position": [2, 1]},
        {"id": "O", "name": "Orc", "side": "hostile", "position": [4, 1]},
        {"id": "Z", "name": "Ooze", "side": "hostile", "position": [1, 0], "conditionImmunities": ["grappled"]}]})"));
}

QString refusalId(combat::GrappleRefusal r)
{
    switch (r) {
    case combat::GrappleRefusal::None: return QStringLiteral("none");
    case combat::GrappleRefusal::NoCreature: return QStringLiteral("no-creature");
    case combat::GrappleRefusal::Itself: return QStringLiteral("itself");
    case combat::GrappleRefusal::OutOfReach: return QStringLiteral("out-of-reach");
    case combat::GrappleRefusal::AlreadyGrappling: return QStringLiteral("already");
    case combat::GrappleRefusal::NotGrappling: return QStringLiteral("not-grappling");
    case combat::GrappleRefusal::Condition: return QStringLiteral("condition");
    }
    return {};
}

} // namespace

class TestGrapple : public QObject
{
    Q_OBJECT

private slots:
    void grapple_data();
    void grapple();
    void releaseEndsTheConditionOnlyWhenNobodyElseHolds();
};

void TestGrapple::grapple_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("grappler");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("refusal");
    QTest::newRow("2014: the goblin beside it") << "dnd5e-2014" << "F" << "G" << "none";
    QTest::newRow("pf2e: the goblin beside it") << "pf2e" << "F" << "G" << "none";
    QTest::newRow("the orc out of reach") << "dnd5e-2014" << "F" << "O" << "out-of-reach";
    QTest::newRow("itself") << "dnd5e-2014" << "F" << "F" << "itself";
    QTest::newRow("no such creature") << "dnd5e-2014" << "F" << "X" << "no-creature";
    QTest::newRow("an ooze immune to grappled") << "dnd5e-2024" << "F" << "Z" << "condition";
}

void TestGrapple::grapple()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, grappler);
    QFETCH(QString, target);
    QFETCH(QString, refusal);
    Encounter e = room(ruleset);
    const Encounter before = e;
    Dice dice(1);
    const combat::GrappleOutcome o = combat::grapple(e, dice, grappler, target);
    QCOMPARE(refusalId(o.refusal), refusal);
    if (o.refused()) {
        QVERIFY(e.creatures == before.creatures);
        return;
    }
    QCOMPARE(e.creature(grappler)->grappling, QStringList{target});
    QVERIFY(e.creature(target)->has(QStringLiteral("grappled")));
    QCOMPARE(refusalId(combat::grapple(e, dice, grappler, target).refusal), QStringLiteral("already"));
    QVERIFY(!combat::grappleTargets(e, grappler).contains(target));
}

void TestGrapple::releaseEndsTheConditionOnlyWhenNobodyElseHolds()
{
    Encounter e = room(QStringLiteral("dnd5e-2014"));
    Dice dice(1);
    QVERIFY(!combat::grapple(e, dice, QStringLiteral("F"), QStringLiteral("G")).refused());
    // The orc steps up and grapples the goblin too (two grapplers, one grappled creature).
    e.creatures[std::size_t(e.creatureIndex(QStringLiteral("O")))].position = {3, 1};
    QVERIFY(!combat::grapple(e, dice, QStringLiteral("O"), QStringLiteral("G")).refused());
    QVERIFY(!combat::release(e, QStringLiteral("F"), QStringLiteral("G")).refused());
    QVERIFY(e.creature(QStringLiteral("F"))->grappling.isEmpty());
    QVERIFY(e.creature(QStringLiteral("G"))->has(QStringLiteral("grappled")));
    QVERIFY(!combat::release(e, QStringLiteral("O"), QStringLiteral("G")).refused());
    QVERIFY(!e.creature(QStringLiteral("G"))->has(QStringLiteral("grappled")));
    QCOMPARE(refusalId(combat::release(e, QStringLiteral("O"), QStringLiteral("G")).refusal), QStringLiteral("not-grappling"));
}

QTEST_GUILESS_MAIN(TestGrapple)
#include "tst_grapple.moc"
