// The dice roller of the combat tracker: expressions, advantage and
// disadvantage, seeds that replay, the roll log.

#include "combat/dice.h"
#include "combat/diceline.h"

#include <QtTest>

using namespace bm;

class TestDice : public QObject
{
    Q_OBJECT

private slots:
    void diceLine_data();
    void diceLine();
    void diceLineRefuses_data();
    void diceLineRefuses();
    void parses_data();
    void parses();
    void forcedDice_data();
    void forcedDice();
    void sameSeedSameRolls();
    void staysWithinTheFaces_data();
    void staysWithinTheFaces();
    void everyFaceComesUp();
    void logKeepsEveryRoll();
};

void TestDice::parses_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("terms");
    QTest::addColumn<QString>("errorMentions");
    QTest::newRow("2d6+3") << "2d6+3" << true << 2 << "";
    QTest::newRow("a bare d20") << "d20" << true << 1 << "";
    QTest::newRow("spaces and a negative bonus") << " 1d20 - 1 " << true << 2 << "";
    QTest::newRow("several dice kinds") << "4d6+1d4-2" << true << 3 << "";
    QTest::newRow("a plain number") << "7" << true << 1 << "";
    QTest::newRow("empty") << "" << false << 0 << "empty";
    QTest::newRow("a die without sides") << "3d" << false << 0 << "character 2";
    QTest::newRow("a zero-sided die") << "2d0" << false << 0 << "sides";
    QTest::newRow("too many dice") << "1001d6" << false << 0 << "1000";
    QTest::newRow("a letter") << "2x6" << false << 0 << "\"x\"";
    QTest::newRow("a sign with nothing after it") << "2d6+" << false << 0 << "character 4";
}

void TestDice::parses()
{
    QFETCH(QString, expression);
    QFETCH(bool, ok);
    QFETCH(int, terms);
    QFETCH(QString, errorMentions);
    QString error;
    const auto parsed = parseDice(expression, &error);
    QCOMPARE(parsed.has_value(), ok);
    if (ok) {
        QCOMPARE(int(parsed->size()), terms);
    } else {
        QVERIFY2(error.contains(errorMentions), qPrintable(error));
        Dice dice(1);
        QVERIFY(!dice.roll(expression).has_value());
        QVERIFY(dice.log().isEmpty());
    }
}

void TestDice::forcedDice_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("mode");
    QTest::addColumn<QList<int>>("forced");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("natural");
    QTest::newRow("2d6+3") << "2d6+3" << int(RollMode::Normal) << QList<int>{4, 2} << 9 << 0;
    QTest::newRow("d20-1") << "d20-1" << int(RollMode::Normal) << QList<int>{12} << 11 << 12;
    QTest::newRow("advantage keeps the higher d20") << "d20+2" << int(RollMode::Advantage) << QList<int>{5, 17} << 19 << 17;
    QTest::newRow("disadvantage keeps the lower d20") << "d20+2" << int(RollMode::Disadvantage) << QList<int>{5, 17} << 7 << 5;
    QTest::newRow("advantage leaves other dice alone") << "d20+1d4" << int(RollMode::Advantage) << QList<int>{3, 9, 4} << 13 << 9;
    QTest::newRow("minus a die") << "10-1d4" << int(RollMode::Normal) << QList<int>{3} << 7 << 0;
}

void TestDice::forcedDice()
{
    QFETCH(QString, expression);
    QFETCH(int, mode);
    QFETCH(QList<int>, forced);
    QFETCH(int, total);
    QFETCH(int, natural);
    Dice dice(7);
    dice.force(forced);
    const auto r = dice.roll(expression, RollMode(mode));
    QVERIFY(r.has_value());
    QCOMPARE(r->total, total);
    QCOMPARE(r->natural, natural);
    QCOMPARE(r->dice, forced);
    if (RollMode(mode) != RollMode::Normal)
        QCOMPARE(r->dropped.size(), 1);
    QVERIFY(r->text().endsWith(QStringLiteral("= %1").arg(total)));
}

void TestDice::sameSeedSameRolls()
{
    Dice a(2026), b(2026), c(2027);
    QList<int> ra, rb, rc;
    for (int i = 0; i < 50; ++i) {
        ra << a.roll(QStringLiteral("3d6+1d20"))->total;
        rb << b.roll(QStringLiteral("3d6+1d20"))->total;
        rc << c.roll(QStringLiteral("3d6+1d20"))->total;
    }
    QCOMPARE(ra, rb);
    QVERIFY(ra != rc);
    a.reseed(5);
    b.reseed(5);
    QCOMPARE(a.die(100), b.die(100));
}

void TestDice::staysWithinTheFaces_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("low");
    QTest::addColumn<int>("high");
    QTest::newRow("2d6+3") << "2d6+3" << 5 << 15;
    QTest::newRow("d20 with advantage") << "d20" << 1 << 20;
    QTest::newRow("d4-1d4") << "d4-1d4" << -3 << 3;
    QTest::newRow("d1") << "3d1" << 3 << 3;
}

void TestDice::staysWithinTheFaces()
{
    QFETCH(QString, expression);
    QFETCH(int, low);
    QFETCH(int, high);
    Dice dice(99);
    int seenLow = 1 << 30, seenHigh = -(1 << 30);
    for (int i = 0; i < 2000; ++i) {
        const int t = dice.roll(expression, RollMode::Advantage)->total;
        seenLow = std::min(seenLow, t);
        seenHigh = std::max(seenHigh, t);
    }
    QCOMPARE(seenLow, low);
    QCOMPARE(seenHigh, high);
}

void TestDice::everyFaceComesUp()
{
    Dice dice(3);
    QList<int> counts(6, 0);
    for (int i = 0; i < 6000; ++i)
        ++counts[dice.die(6) - 1];
    for (int c : counts)
        QVERIFY2(c > 800 && c < 1200, qPrintable(QString::number(c)));
}

void TestDice::logKeepsEveryRoll()
{
    Dice dice(11);
    dice.roll(QStringLiteral("2d6"));
    dice.d20(3, RollMode::Disadvantage);
    QCOMPARE(dice.log().size(), 2);
    QCOMPARE(dice.log()[1].mode, RollMode::Disadvantage);
    QCOMPARE(dice.log()[1].expression, QStringLiteral("d20+3"));
    QCOMPARE(dice.log()[1].dice.size(), 2);
    dice.clearLog();
    QVERIFY(dice.log().isEmpty());
}

// The combat log's dice box.
void TestDice::diceLine_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QList<int>>("forced");
    QTest::addColumn<int>("total");
    QTest::addColumn<QString>("text");
    QTest::newRow("2d6+3") << "2d6+3" << QList<int>{4, 2} << 9 << "Dice: 2d6+3 = 4 + 2 + 3 = 9";
    QTest::newRow("4d6") << "4d6" << QList<int>{3, 5, 1, 6} << 15 << "Dice: 4d6 = 3 + 5 + 1 + 6 = 15";
    QTest::newRow("a bare d20") << "d20" << QList<int>{14} << 14 << "Dice: d20 = 14";
    QTest::newRow("a negative bonus") << "d20-1" << QList<int>{12} << 11 << "Dice: d20-1 = 12 - 1 = 11";
    QTest::newRow("minus a die") << "10-1d4" << QList<int>{3} << 7 << "Dice: 10-1d4 = 10 - 3 = 7";
    QTest::newRow("d20 adv keeps the higher") << "d20 adv" << QList<int>{5, 17} << 17 << "Dice: d20 with advantage = 17 (not 5) = 17";
    QTest::newRow("d20 dis keeps the lower") << "d20 dis" << QList<int>{5, 17} << 5 << "Dice: d20 with disadvantage = 5 (not 17) = 5";
    QTest::newRow("advantage with a bonus") << "d20+5 advantage" << QList<int>{18, 2} << 23 << "Dice: d20+5 with advantage = 18 (not 2) + 5 = 23";
    QTest::newRow("keywords in any case, extra spaces") << "  d20   ADV " << QList<int>{1, 20} << 20 << "Dice: d20 with advantage = 20 (not 1) = 20";
    QTest::newRow("spaces inside the expression") << "2d6 + 3" << QList<int>{1, 1} << 5 << "Dice: 2d6 + 3 = 1 + 1 + 3 = 5";
}

void TestDice::diceLine()
{
    QFETCH(QString, line);
    QFETCH(QList<int>, forced);
    QFETCH(int, total);
    QFETCH(QString, text);
    Dice dice(3);
    dice.force(forced);
    QString error;
    const auto r = rollDiceLine(dice, line, &error);
    QVERIFY2(r.has_value(), qPrintable(error));
    QCOMPARE(r->roll.total, total);
    QCOMPARE(r->text, text);
    QCOMPARE(dice.forcedLeft(), 0); // every forced die was used, none more
    QCOMPARE(dice.log().size(), 1);  // the document's dice keep the roll like any other
}

void TestDice::diceLineRefuses_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("errorMentions");
    QTest::newRow("2d: a die without sides") << "2d" << "has no number of sides";
    QTest::newRow("d0: a die of no sides") << "d0" << "1 to 1000 sides";
    QTest::newRow("d+3: a die without sides") << "d+3" << "character 1 has no number of sides";
    QTest::newRow("empty") << "   " << "empty";
    QTest::newRow("a word") << "fireball" << "\"f\" at character 1";
    QTest::newRow("advantage without a d20") << "2d6 adv" << "need a d20";
    QTest::newRow("a keyword alone") << "adv" << "not a dice expression";
    QTest::newRow("an unknown word after") << "d20 lucky" << "not a dice expression";
}

void TestDice::diceLineRefuses()
{
    QFETCH(QString, line);
    QFETCH(QString, errorMentions);
    Dice dice(3);
    dice.force({6, 6, 6});
    QString error;
    QVERIFY(!rollDiceLine(dice, line, &error).has_value());
    QVERIFY2(error.contains(errorMentions), qPrintable(error));
    QCOMPARE(dice.forcedLeft(), 3); // nothing rolled
    QVERIFY(dice.log().isEmpty());
}

QTEST_GUILESS_MAIN(TestDice)
#include "tst_dice.moc"
