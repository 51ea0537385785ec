// Area damage after a save (docs/DECISIONS.md "Area templates and area damage"):
// the degree of a save per ruleset and what a creature takes of the area's one roll.

#include "combat/areadamage.h"
#include "combat/combat.h"
#include "model/encounter.h"

#include <QTest>

using namespace bm;
using combat::SaveDegree;

Q_DECLARE_METATYPE(SaveDegree)
Q_DECLARE_METATYPE(Ruleset)

class TestAreaDamage : public QObject
{
    Q_OBJECT

private slots:
    void saveDegree_data();
    void saveDegree();
    void damageAfterSave_data();
    void damageAfterSave();
    void applyLogsEveryCreatureAndUsesTheCore();
};

void TestAreaDamage::saveDegree_data()
{
    QTest::addColumn<Ruleset>("ruleset");
    QTest::addColumn<int>("natural");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("dc");
    QTest::addColumn<SaveDegree>("degree");
    QTest::newRow("5e: total meets the DC") << Ruleset::Dnd2014 << 13 << 15 << 15 << SaveDegree::Success;
    QTest::newRow("5e: one short") << Ruleset::Dnd2024 << 12 << 14 << 15 << SaveDegree::Failure;
    QTest::newRow("5e: a natural 20 below the DC still fails") << Ruleset::A5e << 20 << 14 << 25 << SaveDegree::Failure;
    QTest::newRow("5e: a natural 1 at the DC still succeeds") << Ruleset::Dnd2014 << 1 << 15 << 15 << SaveDegree::Success;
    QTest::newRow("pf2e: DC + 10 is a critical success") << Ruleset::Pf2e << 15 << 25 << 15 << SaveDegree::CriticalSuccess;
    QTest::newRow("pf2e: at the DC, success") << Ruleset::Pf2e << 10 << 15 << 15 << SaveDegree::Success;
    QTest::newRow("pf2e: below, failure") << Ruleset::Pf2e << 8 << 14 << 15 << SaveDegree::Failure;
    QTest::newRow("pf2e: DC - 10, critical failure") << Ruleset::Pf2e << 2 << 5 << 15 << SaveDegree::CriticalFailure;
    QTest::newRow("pf2e: natural 20 lifts a failure") << Ruleset::Pf2e << 20 << 20 << 25 << SaveDegree::Success;
    QTest::newRow("pf2e: natural 1 drops a success") << Ruleset::Pf2e << 1 << 16 << 15 << SaveDegree::Failure;
    QTest::newRow("pf2e: natural 20 lifts a critical failure one step only") << Ruleset::Pf2e << 20 << 14 << 25 << SaveDegree::Failure;
    QTest::newRow("pf2e: natural 1 on a critical failure stays") << Ruleset::Pf2e << 1 << 3 << 15 << SaveDegree::CriticalFailure;
    QTest::newRow("pf2e: a total entered (no natural)") << Ruleset::Pf2e << 0 << 25 << 15 << SaveDegree::CriticalSuccess;
}

void TestAreaDamage::saveDegree()
{
    QFETCH(Ruleset, ruleset);
    QFETCH(int, natural);
    QFETCH(int, total);
    QFETCH(int, dc);
    QFETCH(SaveDegree, degree);
    QCOMPARE(combat::saveDegree(ruleset, natural, total, dc), degree);
}

void TestAreaDamage::damageAfterSave_data()
{
    QTest::addColumn<Ruleset>("ruleset");
    QTest::addColumn<SaveDegree>("degree");
    QTest::addColumn<bool>("half");
    QTest::addColumn<int>("rolled");
    QTest::addColumn<int>("taken");
    QTest::newRow("5e: failure, full") << Ruleset::Dnd2014 << SaveDegree::Failure << true << 27 << 27;
    QTest::newRow("5e: success, half rounded down") << Ruleset::Dnd2014 << SaveDegree::Success << true << 27 << 13;
    QTest::newRow("5e: success, save or nothing") << Ruleset::Dnd2024 << SaveDegree::Success << false << 27 << 0;
    QTest::newRow("pf2e basic: critical success, none") << Ruleset::Pf2e << SaveDegree::CriticalSuccess << true << 27 << 0;
    QTest::newRow("pf2e basic: success, half") << Ruleset::Pf2e << SaveDegree::Success << true << 27 << 13;
    QTest::newRow("pf2e basic: failure, full") << Ruleset::Pf2e << SaveDegree::Failure << true << 27 << 27;
    QTest::newRow("pf2e basic: critical failure, double") << Ruleset::Pf2e << SaveDegree::CriticalFailure << true << 27 << 54;
    QTest::newRow("pf2e not basic: critical failure, full") << Ruleset::Pf2e << SaveDegree::CriticalFailure << false << 27 << 27;
    QTest::newRow("pf2e not basic: success, none") << Ruleset::Pf2e << SaveDegree::Success << false << 27 << 0;
}

void TestAreaDamage::damageAfterSave()
{
    QFETCH(Ruleset, ruleset);
    QFETCH(SaveDegree, degree);
    QFETCH(bool, half);
    QFETCH(int, rolled);
    QFETCH(int, taken);
    QCOMPARE(combat::damageAfterSave(ruleset, degree, rolled, half), taken);
}

void TestAreaDamage::applyLogsEveryCreatureAndUsesTheCore()
{
    Encounter e;
    e.ruleset = Ruleset::Pf2e;
    e.width = e.height = 10;
    Creature a;
    a.id = QStringLiteral("a");
    a.name = QStringLiteral("Goblin Pyro");
    a.hp = a.maxHp = 20;
    a.resistances = {{QStringLiteral("fire"), 5}};
    Creature b = a;
    b.id = QStringLiteral("b");
    b.name = QStringLiteral("Goblin Warrior");
    b.resistances.clear(); // b resists nothing
    e.creatures = {a, b};
    Dice dice(1);
    combat::AreaDamage area;
    area.label = QStringLiteral("2d6 = 8");
    area.type = QStringLiteral("fire");
    area.ability = QStringLiteral("reflex");
    area.dc = 17;
    area.rows = {{QStringLiteral("a"), SaveDegree::CriticalFailure, 2, 5, 16}, {QStringLiteral("b"), SaveDegree::Success, 15, 18, 4}};
    combat::applyAreaDamage(e, dice, area);
    QCOMPARE(e.creature(QStringLiteral("a"))->hp, 20 - (16 - 5)); // resistance 5 after the doubling
    QCOMPARE(e.creature(QStringLiteral("b"))->hp, 16);
    int named = 0;
    for (const auto &entry : e.combat.log)
        named += entry.text.contains(QLatin1String("Reflex save")) && (entry.text.contains(a.name) || entry.text.contains(b.name));
    QCOMPARE(named, 2);
}

QTEST_GUILESS_MAIN(TestAreaDamage)
#include "tst_areadamage.moc"
