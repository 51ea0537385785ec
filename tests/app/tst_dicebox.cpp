// The combat log's dice box and a creature's light in the Creature
// panel, driven on the real window with QTest key clicks. A roll is one undo step that
// writes one log line; a bad expression says why and rolls nothing; a light is one undo
// step that undoes exactly.

#include "mapwindowfixture.h"

#include "widgets/combatantdock.h"
#include "widgets/creaturedock.h"
#include "scene/mapscene.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QToolButton>

using namespace bm;

namespace {

const char *kEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "dice box", "ruleset": "dnd5e-2014",
  "grid": {"width": 8, "height": 6},
  "creatures": [
    {"id": "hero", "name": "Hero", "side": "party", "position": [1, 1], "hp": 20, "maxHp": 20, "ac": 15},
    {"id": "guard", "name": "Guard", "side": "hostile", "position": [5, 3], "hp": 11, "maxHp": 11,
     "light": {"bright": 20, "dim": 20, "colour": "amber"}}
  ]
})";

} // namespace

class TestDiceBox : public QObject, public test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareFixture()); }
    void init() { QVERIFY(open(kEncounter)); }
    void cleanup() { releaseFixture(); }

    void rollsIntoTheLog_data();
    void rollsIntoTheLog();
    void badInputRollsNothing_data();
    void badInputRollsNothing();
    void refusalGoesWithItsText_data();
    void refusalGoesWithItsText();
    void lightPreset_data();
    void lightPreset();
    void customLight();

private:
    // With BM_SCREENSHOT_DIR set (scripts/screenshots.sh), a grab of the panel for the eye.
    static void shoot(QWidget *w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("BM_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
    CombatLogDock *logDock() const { return m_window->combatLogDock(); }
    CreatureDock *creatureDock() const { return m_window->findChild<CreatureDock *>(); }
    void type(const QString &line)
    {
        QLineEdit *box = logDock()->diceBox();
        logDock()->show();
        QApplication::setActiveWindow(m_window.get());
        box->setFocus();
        box->clear();
        QTest::keyClicks(box, line);
        QTest::keyClick(box, Qt::Key_Return);
    }
};

void TestDiceBox::rollsIntoTheLog_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QList<int>>("forced");
    QTest::addColumn<QString>("logged");
    QTest::newRow("2d6+3") << "2d6+3" << QList<int>{4, 2} << "Dice: 2d6+3 = 4 + 2 + 3 = 9";
    QTest::newRow("d20 adv") << "d20 adv" << QList<int>{7, 16} << "Dice: d20 with advantage = 16 (not 7) = 16";
    QTest::newRow("d20 dis") << "d20 dis" << QList<int>{7, 16} << "Dice: d20 with disadvantage = 7 (not 16) = 7";
    QTest::newRow("4d6") << "4d6" << QList<int>{6, 1, 3, 3} << "Dice: 4d6 = 6 + 1 + 3 + 3 = 13";
}

void TestDiceBox::rollsIntoTheLog()
{
    QFETCH(QString, line);
    QFETCH(QList<int>, forced);
    QFETCH(QString, logged);
    doc()->dice().force(forced);
    const Encounter before = model();
    const int steps = doc()->undoStack()->count();
    type(line);
    // In the model, in the dock, under the box; the box is ready for the next roll.
    QCOMPARE(int(model().combat.log.size()), int(before.combat.log.size()) + 1);
    QCOMPARE(model().combat.log.back().text, logged);
    QCOMPARE(logDock()->lines().last(), logged);
    QCOMPARE(logDock()->diceMessage()->text(), logged);
    QVERIFY(logDock()->diceBox()->text().isEmpty());
    logDock()->raise();
    shoot(logDock(), QStringLiteral("dice-box-") + QString::fromLatin1(QTest::currentDataTag()).remove(QLatin1Char(' ')));
    QCOMPARE(doc()->dice().forcedLeft(), 0);
    // One undo step; undo takes the line back, redo puts the same roll back.
    QCOMPARE(doc()->undoStack()->count(), steps + 1);
    doc()->undoStack()->undo();
    QCOMPARE(model(), before);
    QVERIFY(!logDock()->lines().contains(logged));
    doc()->undoStack()->redo();
    QCOMPARE(model().combat.log.back().text, logged);
}

void TestDiceBox::badInputRollsNothing_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("2d") << "2d" << "\"2d\" is not a dice expression: the die at character 2 has no number of sides (like 2d6)";
    QTest::newRow("d0") << "d0" << "\"d0\" is not a dice expression: a die has 1 to 1000 sides";
    QTest::newRow("advantage on 2d6") << "2d6 adv" << "\"2d6 adv\": advantage and disadvantage need a d20";
}

void TestDiceBox::badInputRollsNothing()
{
    QFETCH(QString, line);
    QFETCH(QString, message);
    doc()->dice().force({5, 5, 5});
    const Encounter before = model();
    const int steps = doc()->undoStack()->count();
    type(line);
    QCOMPARE(logDock()->diceMessage()->text(), message);
    QVERIFY(logDock()->diceMessage()->isVisible());
    QCOMPARE(logDock()->diceBox()->text(), line); // kept, to mend
    logDock()->raise();
    shoot(logDock(), QStringLiteral("dice-box-refused-") + QString(line).remove(QLatin1Char(' ')));
    QCOMPARE(model(), before);
    QCOMPARE(doc()->undoStack()->count(), steps);
    QCOMPARE(doc()->dice().forcedLeft(), 3);
}

// A refusal is about the text refused: once the box is cleared (its clear button, Ctrl+A
// and Backspace) or the text mended, the red line under it goes; a roll's own line stays
// under the box it emptied.
void TestDiceBox::refusalGoesWithItsText_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("the box cleared with its clear button") << "clear button";
    QTest::newRow("the box emptied with Ctrl+A and Backspace") << "select all, backspace";
    QTest::newRow("one character mended: 2d becomes 2d6") << "type 6";
}

void TestDiceBox::refusalGoesWithItsText()
{
    QFETCH(QString, how);
    type(QStringLiteral("2d"));
    QLineEdit *box = logDock()->diceBox();
    QLabel *message = logDock()->diceMessage();
    QVERIFY(message->isVisible());
    QVERIFY2(message->text().contains(QLatin1String("not a dice expression")), qPrintable(message->text()));
    if (how == QLatin1String("clear button")) {
        auto *clear = box->findChild<QToolButton *>();
        QVERIFY(clear);
        QTest::mouseClick(clear, Qt::LeftButton);
        QVERIFY(box->text().isEmpty());
    } else if (how == QLatin1String("select all, backspace")) {
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(box, Qt::Key_Backspace);
        QVERIFY(box->text().isEmpty());
    } else {
        QTest::keyClick(box, Qt::Key_End);
        QTest::keyClick(box, Qt::Key_6);
        QCOMPARE(box->text(), QStringLiteral("2d6"));
    }
    QVERIFY2(!message->isVisible(), qPrintable(message->text()));
    // The next roll still shows its line under the box it empties.
    doc()->dice().force({4, 2});
    type(QStringLiteral("2d6"));
    QVERIFY(message->isVisible());
    QCOMPARE(message->text(), QStringLiteral("Dice: 2d6 = 4 + 2 = 6"));
    QVERIFY(box->text().isEmpty());
}

void TestDiceBox::lightPreset_data()
{
    QTest::addColumn<QString>("creature");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("bright"); // 0 and 0: no light
    QTest::addColumn<double>("dim");
    QTest::newRow("a torch") << "hero" << "torch" << 20.0 << 20.0;
    QTest::newRow("a hooded lantern") << "hero" << "lantern" << 30.0 << 30.0;
    QTest::newRow("a candle") << "hero" << "candle" << 5.0 << 5.0;
    QTest::newRow("a lamp") << "hero" << "lamp" << 15.0 << 30.0;
    QTest::newRow("the guard's torch put out") << "guard" << "none" << 0.0 << 0.0;
    QTest::newRow("the guard's torch for a lantern") << "guard" << "lantern" << 30.0 << 30.0;
}

void TestDiceBox::lightPreset()
{
    QFETCH(QString, creature);
    QFETCH(QString, preset);
    QFETCH(double, bright);
    QFETCH(double, dim);
    m_window->scene()->selectCreature(creature);
    QComboBox *combo = creatureDock()->findChild<QComboBox *>(QStringLiteral("lightCombo"));
    QVERIFY(combo);
    const Encounter before = model();
    // The panel shows the light the creature has.
    QCOMPARE(combo->currentData().toString(), before.creature(creature)->light ? QStringLiteral("torch") : QStringLiteral("none"));
    const int steps = doc()->undoStack()->count();
    // Choose with the keyboard: focus the combo, step to the entry.
    QApplication::setActiveWindow(m_window.get());
    combo->setFocus();
    const int target = combo->findData(preset);
    QVERIFY(target >= 0);
    while (combo->currentIndex() != target)
        QTest::keyClick(combo, combo->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
    const Creature *c = model().creature(creature);
    if (bright == 0 && dim == 0) {
        QVERIFY(!c->light.has_value());
    } else {
        QVERIFY(c->light.has_value());
        QCOMPARE(c->light->bright, bright);
        QCOMPARE(c->light->dim, dim);
        if (creature == QLatin1String("guard")) // what else the file wrote in the light stays
            QCOMPARE(c->light->extra.value(QStringLiteral("colour")).toString(), QStringLiteral("amber"));
    }
    creatureDock()->raise();
    combo->parentWidget()->setFocus();
    shoot(combo->parentWidget(), QStringLiteral("creature-light-") + preset);
    // Stepping through entries with the keyboard is one gesture: one undo step.
    QCOMPARE(doc()->undoStack()->count(), steps + 1);
    doc()->undoStack()->undo();
    QCOMPARE(model(), before);
    QCOMPARE(combo->currentData().toString(), before.creature(creature)->light ? QStringLiteral("torch") : QStringLiteral("none"));
}

void TestDiceBox::customLight()
{
    m_window->scene()->selectCreature(QStringLiteral("hero"));
    QSpinBox *bright = creatureDock()->findChild<QSpinBox *>(QStringLiteral("lightBrightSpin"));
    QSpinBox *dim = creatureDock()->findChild<QSpinBox *>(QStringLiteral("lightDimSpin"));
    QComboBox *combo = creatureDock()->findChild<QComboBox *>(QStringLiteral("lightCombo"));
    QVERIFY(bright && dim && combo);
    const Encounter before = model();
    QApplication::setActiveWindow(m_window.get());
    bright->setFocus();
    bright->selectAll();
    QTest::keyClicks(bright, QStringLiteral("10"));
    QTest::keyClick(bright, Qt::Key_Return);
    QCOMPARE(model().creature(QStringLiteral("hero"))->light->bright, 10.0);
    QCOMPARE(model().creature(QStringLiteral("hero"))->light->dim, 0.0);
    QCOMPARE(combo->currentData().toString(), QStringLiteral("custom"));
    dim->setFocus();
    dim->selectAll();
    QTest::keyClicks(dim, QStringLiteral("20"));
    QTest::keyClick(dim, Qt::Key_Return);
    QCOMPARE(model().creature(QStringLiteral("hero"))->light->dim, 20.0);
    // 10/20 is no preset; 20/20 is a torch.
    QCOMPARE(combo->currentData().toString(), QStringLiteral("custom"));
    bright->setFocus();
    bright->selectAll();
    QTest::keyClicks(bright, QStringLiteral("20"));
    QTest::keyClick(bright, Qt::Key_Return);
    QCOMPARE(combo->currentData().toString(), QStringLiteral("torch"));
    // Back to nothing: the light is gone, not 0/0.
    while (!doc()->undoStack()->isClean() && doc()->undoStack()->canUndo())
        doc()->undoStack()->undo();
    QCOMPARE(model(), before);
    QCOMPARE(combo->currentData().toString(), QStringLiteral("none"));
}

QTEST_MAIN(TestDiceBox)
#include "tst_dicebox.moc"
