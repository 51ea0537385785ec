// The dice roller of the combat tracker (issue 5): expressions, advantage and
// disadvantage, seeds that replay, the roll log.

#include "combat/dice.h"

#include <QtTest>

using namespace bm;

class TestDice : public QObject
{
    Q_OBJECT

private slots:
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

QTEST_GUILESS_MAIN(TestDice)
#include "tst_dice.moc"
