// Multiattack in turn (combat/multiattack.h): the sequence of attacks a
// stat block's Multiattack makes, read from its words against the creature's attacks. The
// SRD rows read the real monsters of the bundled SRD 5.1 file (resources/srd, the same file
// as the shared data/srd) through the library, as the window gets them.

#include "combat/multiattack.h"
#include "interop/monsters.h"

#include <QFile>
#include <QTest>

#include "srdmonsters.h"

using namespace bm;

namespace {

using test::srd;

} // namespace

class TestMultiattack : public QObject
{
    Q_OBJECT

private slots:
    void srdMonsters_data();
    void srdMonsters();
    void texts_data();
    void texts();
};

void TestMultiattack::srdMonsters_data()
{
    QTest::addColumn<QString>("monster");
    QTest::addColumn<QStringList>("sequence"); // empty: not read, offered without a sequence
    const auto row = [](const char *name, const char *monster, const QStringList &sequence) {
        QTest::newRow(name) << QString::fromUtf8(monster) << sequence;
    };
    const QString bite = QStringLiteral("Bite"), claw = QStringLiteral("Claw"), claws = QStringLiteral("Claws");
    row("owlbear: one with its beak and one with its claws", "Owlbear", {QStringLiteral("Beak"), claws});
    row("brown bear: bite, then claws", "Brown Bear", {bite, claws});
    row("adult red dragon: Frightful Presence first is no attack; bite and two claws", "Adult Red Dragon", {bite, claw, claw});
    row("hill giant: two greatclub attacks", "Hill Giant", {QStringLiteral("Greatclub"), QStringLiteral("Greatclub")});
    row("bandit captain: the melee sentence, two scimitars and a dagger", "Bandit Captain",
        {QStringLiteral("Scimitar"), QStringLiteral("Scimitar"), QStringLiteral("Dagger")});
    row("aboleth: three tentacle attacks", "Aboleth", {QStringLiteral("Tentacle"), QStringLiteral("Tentacle"), QStringLiteral("Tentacle")});
    row("chain devil: two attacks with its chains", "Chain Devil", {QStringLiteral("Chain"), QStringLiteral("Chain")});
    row("knight: two melee attacks, the greatsword its only melee attack", "Knight",
        {QStringLiteral("Greatsword"), QStringLiteral("Greatsword")});
    row("behir: one with its bite and one to constrict", "Behir", {bite, QStringLiteral("Constrict")});
    row("purple worm: its stinger is the Tail Stinger", "Purple Worm", {bite, QStringLiteral("Tail Stinger")});
    row("xorn: three claw attacks and one bite attack", "Xorn", {claw, claw, claw, bite});
    row("mummy: Dreadful Glare is no attack, one rotting fist", "Mummy", {QStringLiteral("Rotting Fist")});
    // Its Tendril does no damage, so the library makes no attack of it (RULES.md 13.6).
    row("roper: four tendril attacks it has no attack for", "Roper", {});
    row("pit fiend: four different attacks in order", "Pit Fiend", {bite, claw, QStringLiteral("Mace"), QStringLiteral("Tail")});
    row("ogre: no Multiattack", "Ogre", {});
    row("gladiator: three melee or two ranged, a choice", "Gladiator", {});
    row("vampire spawn: which two attacks isn't said", "Vampire Spawn", {});
    row("hydra: as many bites as heads, no number", "Hydra", {});
    row("violet fungus: 1d4 attacks, no number", "Violet Fungus", {});
    row("lizardfolk: two melee attacks with four melee weapons", "Lizardfolk", {});
}

void TestMultiattack::srdMonsters()
{
    QFETCH(QString, monster);
    QFETCH(QStringList, sequence);
    const Monster *m = findMonster(srd(), monster);
    QVERIFY2(m, qPrintable(monster));
    const Creature c = creatureFromMonster(*m);
    const combat::MultiattackPlan plan = combat::multiattackOf(c);
    QCOMPARE(plan.sequence, sequence);
    QCOMPARE(plan.read(), !sequence.isEmpty());
    QCOMPARE(plan.unreadBecause.isEmpty(), !sequence.isEmpty()); // not read: it says why
}

void TestMultiattack::texts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("attacks");
    QTest::addColumn<QStringList>("sequence");
    QTest::addColumn<QString>("because"); // a part of the reason when not read

    const QStringList scimitar{QStringLiteral("Scimitar"), QStringLiteral("Javelin"), QStringLiteral("Javelin (thrown)")};
    QTest::newRow("goblin boss: two attacks with its scimitar")
        << QStringLiteral("The goblin boss makes two attacks with its scimitar. The second attack has disadvantage.") << scimitar
        << QStringList{QStringLiteral("Scimitar"), QStringLiteral("Scimitar")} << QString();
    QTest::newRow("a count in digits")
        << QStringLiteral("The knight makes 3 longsword attacks.") << QStringList{QStringLiteral("Longsword")}
        << QStringList(3, QStringLiteral("Longsword")) << QString();
    QTest::newRow("a dagger, not its thrown twin")
        << QStringLiteral("The scout makes two attacks with its daggers.") << QStringList{QStringLiteral("Dagger"), QStringLiteral("Dagger (thrown)")}
        << QStringList(2, QStringLiteral("Dagger")) << QString();
    QTest::newRow("an attack the creature doesn't have")
        << QStringLiteral("The troll makes three attacks: one with its bite and two with its claws.") << QStringList{QStringLiteral("Bite")}
        << QStringList() << QStringLiteral("claws");
    QTest::newRow("the parts don't add up to the total")
        << QStringLiteral("The beast makes three attacks: one with its bite and one with its claws.")
        << QStringList{QStringLiteral("Bite"), QStringLiteral("Claws")} << QStringList() << QStringLiteral("add up to 2, not 3");
    QTest::newRow("two attacks, the only attack it has")
        << QStringLiteral("The wolf makes two attacks.") << QStringList{QStringLiteral("Bite")}
        << QStringList(2, QStringLiteral("Bite")) << QString();
    QTest::newRow("roper's words with a tendril attack: Reel is no attack")
        << QStringLiteral("The roper makes four attacks with its tendrils, uses Reel, and makes one attack with its bite.")
        << QStringList{QStringLiteral("Bite"), QStringLiteral("Tendril")}
        << QStringList{QStringLiteral("Tendril"), QStringLiteral("Tendril"), QStringLiteral("Tendril"), QStringLiteral("Tendril"), QStringLiteral("Bite")}
        << QString();
    QTest::newRow("no words at all") << QString() << QStringList{QStringLiteral("Bite")} << QStringList()
                                     << QStringLiteral("no Multiattack");
    QTest::newRow("a text that says nothing of attacks")
        << QStringLiteral("It attacks wildly.") << QStringList{QStringLiteral("Bite")} << QStringList() << QStringLiteral("doesn't say");
}

void TestMultiattack::texts()
{
    QFETCH(QString, text);
    QFETCH(QStringList, attacks);
    QFETCH(QStringList, sequence);
    QFETCH(QString, because);
    QStringList melee, ranged;
    for (const QString &a : attacks)
        (a.endsWith(QLatin1String("(thrown)")) ? ranged : melee) << a;
    const combat::MultiattackPlan plan = combat::readMultiattack(text, attacks, melee, ranged);
    QCOMPARE(plan.sequence, sequence);
    const QString said = wordLogMessage(plan.unreadBecause, nullptr);
    if (!because.isEmpty())
        QVERIFY2(said.contains(because), qPrintable(said));
    else
        QVERIFY2(said.isEmpty(), qPrintable(said));
}

QTEST_GUILESS_MAIN(TestMultiattack)
#include "tst_multiattack.moc"
