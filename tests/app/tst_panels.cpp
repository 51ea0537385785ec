// Panels that follow the document, driven through the real window at 1280 x 720: the Stat
// Block's attack box (Apply never appears where the last click was; a typed kept die is
// shown as typed; "applied" only while the attack stands), the Attack Check (recomputed on
// every change, undo, turn, file and language) and the Combatant panel (nothing of the
// last file carried into the next).

#include "mapwindowfixture.h"
#include "tableencounters.h"
#include "teststeps.h"

#include "scene/mapscene.h"
#include "tools/attacktool.h"
#include "widgets/combatantdock.h"
#include "widgets/initiativedock.h"
#include "widgets/statblockdock.h"
#include "widgets/creaturedock.h"
#include "widgets/playerwindow.h"
#include "scene/lightitems.h"
#include "scene/mapitems.h"
#include "scene/playerscene.h"
#include "scene/tokenitem.h"
#include "scene/overlayitems.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTextBrowser>
#include <QToolButton>
#include <QActionGroup>
#include <QDialog>
#include <QTimer>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QWheelEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>

using namespace bm;
using bm::test::kTableEncounter;

namespace {

// Pip (AC 14) beside the Goblin (Scimitar +4, 1d6+2 slashing). %1, %2: their conditions;
// %3: the combat object (or null). The ruleset is %4.
const char *kEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "panels", "ruleset": "%4",
  "grid": {"width": 10, "height": 7},
  "creatures": [
    {"id": "gob", "name": "Goblin", "side": "hostile", "size": "small", "position": [2, 2], "hp": 7, "maxHp": 7, "ac": 15,
     "conditions": %2,
     "attacks": [{"name": "Scimitar", "kind": "melee", "bonus": 4,
                  "damage": [{"dice": "1d6+2", "type": "slashing"}]}]},
    {"id": "pip", "name": "Pip", "side": "party", "size": "small", "position": [3, 2], "hp": 20, "maxHp": 20, "ac": 14,
     "conditions": %1}
  ],
  "combat": %3
})";

// Pip's turn; the Goblin cast a 1-round Fog Cloud over its own corner: it ends at the start
// of the Goblin's turn (Next Turn).
const char *kFogCombat = R"({"active": true, "round": 1, "turn": "pip", "order": ["pip", "gob"],
  "effects": [{"name": "Fog Cloud", "target": "", "source": "gob", "of": "gob", "rounds": 1, "tick": "start",
               "area": {"shape": "cube", "size": 10, "origin": [1, 1], "obscured": "heavy",
                        "squares": [[1, 1], [2, 1], [1, 2], [2, 2]]}}]})";

// The Goblin's turn: its attack is made in the fight.
const char *kGoblinsTurn = R"({"active": true, "round": 1, "turn": "gob", "order": ["gob", "pip"]})";

QByteArray encounterJson(const char *pipConditions = "[]", const char *gobConditions = "[]", const char *combat = "null",
                         const char *ruleset = "dnd5e-2014")
{
    return QString::fromLatin1(kEncounter)
        .arg(QLatin1String(pipConditions), QLatin1String(gobConditions), QLatin1String(combat), QLatin1String(ruleset))
        .toUtf8();
}

} // namespace

class TestPanels : public QObject, public test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareFixture()); }
    void cleanup()
    {
        if (m_window)
            QVERIFY(pickLanguage(QStringLiteral("en"))); // the next window starts in English
        releaseFixture();
    }

    void applyNeverAppearsUnderTheClick_data();
    void applyNeverAppearsUnderTheClick();
    void onlyTheKeptDieTyped_data();
    void onlyTheKeptDieTyped();
    void resultFollowsTheLanguage_data();
    void resultFollowsTheLanguage();
    void appliedOnlyWhileTheAttackStands_data();
    void appliedOnlyWhileTheAttackStands();
    void attackCheckFollowsTheDocument_data();
    void attackCheckFollowsTheDocument();
    void combatantPanelStartsAfreshWithAnotherFile_data();
    void combatantPanelStartsAfreshWithAnotherFile();
    void damagePanelStartsAfreshForAnotherCreature_data();
    void damagePanelStartsAfreshForAnotherCreature();
    void wheelOverAnUnfocusedFieldScrollsThePanel_data();
    void wheelOverAnUnfocusedFieldScrollsThePanel();
    void conditionsCanBeTicked_data();
    void conditionsCanBeTicked();

private:
    StatBlockDock *dock() const { return m_window->statBlockDock(); }
    void settleLayouts()
    {
        for (int i = 0; i < 3; ++i)
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
    void clickSquare(double x, double y) { QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(x, y)); }
    // The Goblin's Scimitar armed from its stat block, "Roll it myself" ticked, Pip clicked:
    // the panel asks for the dice.
    [[nodiscard]] bool armScimitarAgainstPip()
    {
        clickSquare(2.5, 2.5);
        BM_CHECK_COMPARE(m_window->scene()->selectedCreature(), QStringLiteral("gob"));
        dock()->raise();
        QTextBrowser *b = dock()->browser();
        const QTextCursor found = b->document()->find(QStringLiteral("Scimitar"));
        BM_CHECK2(!found.isNull(), qPrintable(b->toPlainText()));
        QTextCursor at(b->document());
        at.setPosition((found.selectionStart() + found.selectionEnd()) / 2);
        b->setTextCursor(at);
        b->ensureCursorVisible();
        QTest::mouseClick(b->viewport(), Qt::LeftButton, {}, b->cursorRect(at).center());
        BM_CHECK(dock()->attackTool()->armed());
        QCheckBox *mine = dock()->rollMyselfBox();
        QTest::mouseClick(mine, Qt::LeftButton, {}, QPoint(8, mine->height() / 2));
        BM_CHECK(mine->isChecked());
        clickSquare(3.5, 2.5);
        BM_CHECK2(dock()->resultLabel()->text().startsWith(QLatin1String("Type the d20")), qPrintable(dock()->resultLabel()->text()));
        return true;
    }
    // Types the dice and clicks Use These Rolls; the point clicked, in window coordinates.
    QPoint useTheseRolls(const QString &d20, const QString &damage)
    {
        QTest::keyClicks(dock()->tableD20Edit(), d20);
        QTest::keyClicks(dock()->tableDamageEdit(), damage);
        settleLayouts();
        QPushButton *use = dock()->useTableRollsButton();
        const QPoint centre = use->rect().center();
        const QPoint inWindow = use->mapTo(m_window.get(), centre);
        QTest::mouseClick(use, Qt::LeftButton, {}, centre);
        settleLayouts();
        return inWindow;
    }
    // The Cover tool's report of Pip attacking the Goblin, asked with its key and two clicks.
    QString inspectPipAttackingGoblin()
    {
        key(Qt::Key_C);
        clickSquare(3.5, 2.5);
        clickSquare(2.5, 2.5);
        return m_window->inspectorText();
    }
};

// The GM clicks Use These Rolls and, a moment later, again (a double click, or a second
// thought): the second click must never land on Apply, which deals the damage. Whatever is
// under the pointer after the result shows, clicking it changes nothing in the fight.
void TestPanels::applyNeverAppearsUnderTheClick_data()
{
    QTest::addColumn<QByteArray>("encounter");
    QTest::addColumn<QString>("d20");
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("outcome");
    QTest::newRow("a hit, its damage typed") << encounterJson() << "15" << "5" << "HIT";
    QTest::newRow("a miss, no damage typed") << encounterJson() << "3" << "" << "MISS";
    QTest::newRow("a critical hit, two damage dice typed") << encounterJson() << "20" << "5 3" << "CRITICAL HIT";
    QTest::newRow("Pip prone: advantage, both dice typed") << encounterJson(R"(["prone"])") << "15 8" << "5" << "HIT";
    QTest::newRow("on the Goblin's turn in a fight") << encounterJson("[]", "[]", kGoblinsTurn) << "15" << "5" << "HIT";
}

void TestPanels::applyNeverAppearsUnderTheClick()
{
    QFETCH(QByteArray, encounter);
    QFETCH(QString, d20);
    QFETCH(QString, damage);
    QFETCH(QString, outcome);
    QVERIFY(open(encounter));
    QVERIFY(armScimitarAgainstPip());
    const int undoBefore = doc()->undoStack()->count();
    const QPoint clicked = useTheseRolls(d20, damage);
    QVERIFY2(dock()->resultLabel()->text().contains(QStringLiteral(": ") + outcome), qPrintable(dock()->resultLabel()->text()));
    QPushButton *apply = dock()->applyButton();
    QVERIFY(apply->isVisible());
    QVERIFY2(!apply->geometry().contains(apply->parentWidget()->mapFrom(m_window.get(), clicked)),
             qPrintable(QStringLiteral("Apply at the click: %1,%2").arg(clicked.x()).arg(clicked.y())));
    // The second click, on whatever is there now.
    QWidget *under = m_window->childAt(clicked);
    QVERIFY(under);
    QTest::mouseClick(under, Qt::LeftButton, {}, under->mapFrom(m_window.get(), clicked));
    settleLayouts();
    QCOMPARE(doc()->undoStack()->count(), undoBefore);
    QCOMPARE(model().creature(QStringLiteral("pip"))->hp, 20);
    QVERIFY(dock()->resolution().has_value()); // still on show, to apply on purpose
    QVERIFY(apply->isVisible());
    QTest::mouseClick(apply, Qt::LeftButton);
    QCOMPARE(doc()->undoStack()->count(), undoBefore + 1);
}

// With advantage or disadvantage a player often says only the die kept. The panel must not
// show a second die nobody rolled ("15, 15 (advantage, 15 kept)"): it says the one was typed.
void TestPanels::onlyTheKeptDieTyped_data()
{
    QTest::addColumn<QByteArray>("encounter");
    QTest::addColumn<QString>("d20");
    QTest::addColumn<QString>("damage"); // none on a miss (the attack rolls none)
    QTest::addColumn<QString>("shown");  // the d20 line of the result
    QTest::addColumn<QString>("total");  // the total line begins so
    QTest::newRow("Pip prone: advantage, only the kept 15 typed")
        << encounterJson(R"(["prone"])") << "15" << "5" << "d20: 15 (typed: the die kept with advantage)" << "Total 19 (bonus +4) against AC 14: HIT";
    QTest::newRow("the Goblin prone: disadvantage, only the kept 4 typed")
        << encounterJson("[]", R"(["prone"])") << "4" << "" << "d20: 4 (typed: the die kept with disadvantage)" << "Total 8 (bonus +4) against AC 14: MISS";
    QTest::newRow("the Goblin prone: disadvantage, only the kept 18 typed")
        << encounterJson("[]", R"(["prone"])") << "18" << "5" << "d20: 18 (typed: the die kept with disadvantage)" << "Total 22 (bonus +4) against AC 14: HIT";
    QTest::newRow("Pip prone: advantage, both dice typed")
        << encounterJson(R"(["prone"])") << "8 15" << "5" << "d20: 8, 15 (advantage, 15 kept)" << "Total 19 (bonus +4) against AC 14: HIT";
    QTest::newRow("a normal roll, its one die typed") << encounterJson() << "15" << "5" << "d20: 15" << "Total 19 (bonus +4) against AC 14: HIT";
}

void TestPanels::onlyTheKeptDieTyped()
{
    QFETCH(QByteArray, encounter);
    QFETCH(QString, d20);
    QFETCH(QString, damage);
    QFETCH(QString, shown);
    QFETCH(QString, total);
    QVERIFY(open(encounter));
    QVERIFY(armScimitarAgainstPip());
    useTheseRolls(d20, damage);
    const QStringList lines = dock()->resultLabel()->text().split(QLatin1Char('\n'));
    QVERIFY2(lines.contains(shown), qPrintable(lines.join(QLatin1Char('\n'))));
    QVERIFY2(std::any_of(lines.begin(), lines.end(), [&](const QString &l) { return l.startsWith(total); }),
             qPrintable(lines.join(QLatin1Char('\n'))));
    // The resolution holds only the dice typed.
    QCOMPARE(int(dock()->resolution()->d20.size()), int(d20.split(QLatin1Char(' ')).size()));
}

// A result on show when the GM switches the language: every line of it in the new one, the
// engine's reasons ("target is prone") included.
void TestPanels::resultFollowsTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("German") << "de";
    QTest::newRow("French") << "fr";
}

void TestPanels::resultFollowsTheLanguage()
{
    QFETCH(QString, language);
    QVERIFY(open(encounterJson(R"(["prone"])")));
    QVERIFY(armScimitarAgainstPip());
    useTheseRolls(QStringLiteral("15"), QStringLiteral("5"));
    QVERIFY(pickLanguage(language));
    const auto tr = [](const char *context, const char *text) { return QCoreApplication::translate(context, text); };
    const QString advantage = tr("bm::StatBlockDock", "Advantage: %1").arg(tr("Attack", "target is prone"));
    const QString typed = tr("bm::StatBlockDock", "d20: %1 (typed: the die kept with advantage)").arg(15);
    const QString title = tr("bm::StatBlockDock", "%1 attacks %2 with %3").arg(QStringLiteral("Goblin"), QStringLiteral("Pip"), QStringLiteral("Scimitar"));
    QVERIFY2(advantage != QLatin1String("Advantage: target is prone"), "no translation");
    const QStringList lines = dock()->resultLabel()->text().split(QLatin1Char('\n'));
    QVERIFY2(lines.contains(advantage), qPrintable(lines.join(QLatin1Char('\n'))));
    QVERIFY2(lines.contains(typed), qPrintable(lines.join(QLatin1Char('\n'))));
    QCOMPARE(dock()->findChild<QLabel *>(QStringLiteral("attackTitle"))->text(), title);
}

// "Applied (Undo takes it back)." is true only while the attack stands: Undo takes it back
// (the panel says so), Redo deals it again (the panel says so again), another change makes
// the panel stop vouching for it. The language switch words it anew.
void TestPanels::appliedOnlyWhileTheAttackStands_data()
{
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QString>("says");    // a line the result must have ("": the box is closed)
    QTest::addColumn<QString>("notSays"); // and one it must not
    const QString applied = QStringLiteral("Applied (Undo takes it back).");
    const QString takenBack = QStringLiteral("Taken back (Redo deals it again).");
    QTest::newRow("Undo takes the attack back") << QStringList{"undo"} << takenBack << applied;
    QTest::newRow("Undo, then Redo deals it again") << QStringList{"undo", "redo"} << applied << takenBack;
    QTest::newRow("Next Turn after the attack: the panel closes") << QStringList{"next"} << QString() << applied;
    QTest::newRow("Undo, then the language switched to German")
        << QStringList{"undo", "de"} << QStringLiteral("de:Taken back (Redo deals it again).") << takenBack;
}

void TestPanels::appliedOnlyWhileTheAttackStands()
{
    QFETCH(QStringList, steps);
    QFETCH(QString, says);
    QFETCH(QString, notSays);
    QVERIFY(open(encounterJson("[]", "[]", kGoblinsTurn)));
    QVERIFY(armScimitarAgainstPip());
    useTheseRolls(QStringLiteral("15"), QStringLiteral("5"));
    QTest::mouseClick(dock()->applyButton(), Qt::LeftButton);
    QCOMPARE(model().creature(QStringLiteral("pip"))->hp, 13);
    QVERIFY(dock()->resultLabel()->text().endsWith(QLatin1String("Applied (Undo takes it back).")));
    for (const QString &step : steps) {
        if (step == QLatin1String("undo"))
            key(Qt::Key_Z, Qt::ControlModifier);
        else if (step == QLatin1String("redo"))
            key(Qt::Key_Y, Qt::ControlModifier);
        else if (step == QLatin1String("next"))
            QTest::mouseClick(m_window->initiativeDock()->findChild<QPushButton *>(QStringLiteral("nextTurnButton")), Qt::LeftButton);
        else
            QVERIFY(pickLanguage(step));
    }
    const QStringList lines = dock()->resultLabel()->text().split(QLatin1Char('\n'));
    QWidget *box = dock()->findChild<QWidget *>(QStringLiteral("attackBox"));
    QVERIFY(box);
    if (says.isEmpty()) {
        QVERIFY(!box->isVisible());
    } else {
        QVERIFY(box->isVisible());
        QString line = says;
        if (says.startsWith(QLatin1String("de:"))) {
            line = QCoreApplication::translate("bm::StatBlockDock", qPrintable(says.mid(3)));
            QVERIFY2(line != says.mid(3), "no German for the line");
        }
        QVERIFY2(lines.contains(line), qPrintable(lines.join(QLatin1Char('\n'))));
    }
    QVERIFY2(!lines.contains(notSays), qPrintable(lines.join(QLatin1Char('\n'))));
    QCOMPARE(model().creature(QStringLiteral("pip"))->hp, steps.contains(QStringLiteral("redo")) || !steps.contains(QStringLiteral("undo")) ? 13 : 20);
}

// The Attack Check is asked once (Cover tool, Pip then the Goblin) and the GM goes back to
// the Move tool. Whatever then happens to the document, the panel shows what a fresh check
// would show: the Fog Cloud ending with Next Turn, Undo bringing it back, Redo ending it,
// the language switched, another file opened.
void TestPanels::attackCheckFollowsTheDocument_data()
{
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<bool>("obscured"); // the report says the Goblin is heavily obscured
    QTest::addColumn<bool>("empty");    // no report at all
    QTest::newRow("Next Turn: the Fog Cloud ends at the start of the Goblin's turn") << QStringList{"next"} << false << false;
    QTest::newRow("Undo brings the ended Fog Cloud back") << QStringList{"next", "undo"} << true << false;
    QTest::newRow("Redo ends it again") << QStringList{"next", "undo", "redo"} << false << false;
    QTest::newRow("German chosen in the Language menu") << QStringList{"de"} << true << false;
    QTest::newRow("French chosen, then the Fog Cloud ends") << QStringList{"fr", "next"} << false << false;
    QTest::newRow("another file opened") << QStringList{"open"} << false << true;
}

void TestPanels::attackCheckFollowsTheDocument()
{
    QFETCH(QStringList, steps);
    QFETCH(bool, obscured);
    QFETCH(bool, empty);
    QVERIFY(open(encounterJson("[]", "[]", kFogCombat)));
    const QString first = inspectPipAttackingGoblin();
    QVERIFY2(first.contains(QLatin1String("Goblin is heavily obscured")), qPrintable(first));
    key(Qt::Key_M); // the GM goes on with the Move tool
    QString language = QStringLiteral("en");
    for (const QString &step : steps) {
        if (step == QLatin1String("next"))
            QTest::mouseClick(m_window->initiativeDock()->findChild<QPushButton *>(QStringLiteral("nextTurnButton")), Qt::LeftButton);
        else if (step == QLatin1String("undo"))
            key(Qt::Key_Z, Qt::ControlModifier);
        else if (step == QLatin1String("redo"))
            key(Qt::Key_Y, Qt::ControlModifier);
        else if (step == QLatin1String("open"))
            QVERIFY(m_window->openFile(m_path));
        else
            QVERIFY(pickLanguage(language = step));
    }
    QCOMPARE(model().combat.effects.empty(), !obscured && !empty);
    const QString shown = m_window->inspectorText();
    if (empty) {
        QCOMPARE(shown, QString());
        return;
    }
    const QString heavy = QCoreApplication::translate("Sight", "%1 is heavily obscured").arg(QStringLiteral("Goblin"));
    QCOMPARE(shown.contains(heavy), obscured);
    if (language != QLatin1String("en"))
        QVERIFY2(shown != first && !shown.contains(QLatin1String("Pip attacks Goblin")), qPrintable(shown));
    // What a fresh check says now.
    QCOMPARE(shown, inspectPipAttackingGoblin());
}

// A condition and value typed into the Combatant panel for the last file's creature don't
// carry into the next file, and with nothing selected the turn-action buttons still say
// what they are (greyed, not blank).
void TestPanels::combatantPanelStartsAfreshWithAnotherFile_data()
{
    QTest::addColumn<QByteArray>("next");
    QTest::addColumn<QString>("dash"); // a turn action of the next file's ruleset
    QTest::newRow("frightened 2 typed, then a 2014 file opened") << encounterJson() << "Dash";
    QTest::newRow("frightened 2 typed, then a pf2e file opened") << encounterJson("[]", "[]", "null", "pf2e") << "Help";
}

void TestPanels::combatantPanelStartsAfreshWithAnotherFile()
{
    QFETCH(QByteArray, next);
    QFETCH(QString, dash);
    QVERIFY(open(encounterJson()));
    CombatantDock *panel = m_window->combatantDock();
    clickSquare(3.5, 2.5); // Pip
    panel->raise();
    QComboBox *condition = panel->findChild<QComboBox *>(QStringLiteral("effectCondition"));
    QSpinBox *value = panel->findChild<QSpinBox *>(QStringLiteral("effectValue"));
    QLineEdit *name = panel->findChild<QLineEdit *>(QStringLiteral("effectName"));
    QVERIFY(condition && value && name);
    QApplication::setActiveWindow(m_window.get());
    condition->setFocus();
    const int frightened = condition->findData(QStringLiteral("frightened"));
    QVERIFY(frightened > 0);
    while (condition->currentIndex() != frightened)
        QTest::keyClick(condition, condition->currentIndex() < frightened ? Qt::Key_Down : Qt::Key_Up);
    value->setFocus();
    value->selectAll();
    QTest::keyClicks(value, QStringLiteral("2"));
    QTest::keyClicks(name, QStringLiteral("Dread"));
    QCOMPARE(value->value(), 2);

    // Another file, written beside the first and opened.
    const QString other = m_dir.filePath(QStringLiteral("next.battlemap.json"));
    QFile f(other);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(next);
    f.close();
    QVERIFY(m_window->openFile(other));
    QCOMPARE(panel->creatureId(), QString());
    QCOMPARE(condition->currentData().toString(), QString());
    QCOMPARE(value->value(), 0);
    QCOMPARE(name->text(), QString());
    // Nothing selected: every turn action named, none usable.
    const QList<QToolButton *> buttons = panel->findChildren<QToolButton *>(QRegularExpression(QStringLiteral("^turnAction_")));
    QVERIFY(!buttons.isEmpty());
    QStringList names;
    for (QToolButton *b : buttons) {
        QVERIFY2(!b->text().isEmpty(), qPrintable(b->objectName()));
        QVERIFY(!b->isEnabled());
        names << b->text();
    }
    QVERIFY2(names.contains(dash), qPrintable(names.join(QStringLiteral(", "))));
}

// The damage panel kept the last creature's amount and type when another creature was
// selected: the goblin's 7 fire went to the orc.
void TestPanels::damagePanelStartsAfreshForAnotherCreature_data()
{
    QTest::addColumn<QPointF>("first");
    QTest::addColumn<QPointF>("second");
    QTest::addColumn<bool>("reset");
    QTest::newRow("goblin, then the orc: reset") << QPointF(5.5, 4.5) << QPointF(5.5, 1.5) << true;
    QTest::newRow("orc, then the fighter: reset") << QPointF(5.5, 1.5) << QPointF(1.5, 1.5) << true;
    QTest::newRow("the goblin clicked again: kept") << QPointF(5.5, 4.5) << QPointF(5.5, 4.5) << false;
}

void TestPanels::damagePanelStartsAfreshForAnotherCreature()
{
    QVERIFY(open(kTableEncounter));
    QFETCH(QPointF, first);
    QFETCH(QPointF, second);
    QFETCH(bool, reset);
    CombatantDock *panel = m_window->combatantDock();
    auto *amount = panel->findChild<QSpinBox *>(QStringLiteral("amountSpin"));
    auto *type = panel->findChild<QComboBox *>(QStringLiteral("damageTypeCombo"));
    QVERIFY(amount && type);

    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(first.x(), first.y()));
    const QString firstId = m_window->scene()->selectedCreature();
    QVERIFY(!firstId.isEmpty());
    QCOMPARE(panel->creatureId(), firstId);
    // The GM types the amount and picks the type as at the table.
    amount->setFocus();
    amount->selectAll();
    QTest::keyClicks(amount, QStringLiteral("7"));
    QCOMPARE(amount->value(), 7);
    type->setFocus();
    type->lineEdit()->selectAll();
    QTest::keyClicks(type->lineEdit(), type->itemText(type->findData(QStringLiteral("fire"))));
    QTest::keyClick(type->lineEdit(), Qt::Key_Return);
    QCOMPARE(type->currentData().toString(), QStringLiteral("fire"));

    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(second.x(), second.y()));
    QVERIFY(!m_window->scene()->selectedCreature().isEmpty());
    QCOMPARE(panel->creatureId(), m_window->scene()->selectedCreature());
    if (reset) {
        QCOMPARE(amount->value(), 0);
        QCOMPARE(type->currentData().toString(), QString());
    } else {
        QCOMPARE(amount->value(), 7);
        QCOMPARE(type->currentData().toString(), QStringLiteral("fire"));
    }
}

// Scrolling the side panel changed numbers: the wheel over the effect's Rounds, on its
// way down the panel, turned 2 into 0. A field takes the wheel only while it has the focus.
void TestPanels::wheelOverAnUnfocusedFieldScrollsThePanel_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<bool>("focused");
    QTest::addColumn<int>("expected");
    QTest::newRow("effect rounds, not focused: kept") << QStringLiteral("effectRounds") << false << 2;
    QTest::newRow("effect rounds, focused: one up") << QStringLiteral("effectRounds") << true << 3;
    QTest::newRow("damage amount, not focused: kept") << QStringLiteral("amountSpin") << false << 2;
    QTest::newRow("effect condition combo, not focused: kept") << QStringLiteral("effectCondition") << false << 2;
}

void TestPanels::wheelOverAnUnfocusedFieldScrollsThePanel()
{
    QVERIFY(open(kTableEncounter));
    QFETCH(QString, field);
    QFETCH(bool, focused);
    QFETCH(int, expected);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(5.5, 4.5)); // the goblin
    CombatantDock *panel = m_window->combatantDock();
    panel->show();
    QWidget *w = panel->findChild<QWidget *>(field);
    QVERIFY(w);
    auto *spin = qobject_cast<QSpinBox *>(w);
    auto *combo = qobject_cast<QComboBox *>(w);
    QVERIFY(spin || combo);
    if (spin)
        spin->setValue(2);
    else
        combo->setCurrentIndex(2);
    // A real wheel would focus a field with Qt's default policy before it turns it.
    QCOMPARE(w->focusPolicy(), Qt::StrongFocus);
    if (focused) {
        QApplication::setActiveWindow(m_window.get());
        w->setFocus();
        QVERIFY(w->hasFocus());
    } else {
        QApplication::setActiveWindow(m_window.get());
        m_window->view()->setFocus();
        QVERIFY(!w->hasFocus());
    }
    auto *area = panel->findChild<QScrollArea *>();
    QVERIFY(area);
    area->widget()->setMinimumHeight(area->viewport()->height() * 3); // something to scroll
    area->verticalScrollBar()->setValue(0);
    const QPoint at = w->rect().center();
    QWheelEvent down(QPointF(at), QPointF(w->mapToGlobal(at)), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                     Qt::NoScrollPhase, false);
    QWheelEvent up(QPointF(at), QPointF(w->mapToGlobal(at)), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                   Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, focused ? &up : &down);
    QCOMPARE(spin ? spin->value() : combo->currentIndex(), expected);
    if (!focused)
        QVERIFY2(area->verticalScrollBar()->value() > 0, "the wheel scrolls the panel instead");
}

// The Creature panel's conditions couldn't be ticked at start-up and after a language
// switch: the boxes were gone until File → Open.
void TestPanels::conditionsCanBeTicked_data()
{
    QTest::addColumn<QString>("language"); // switched to from the Language menu first, or none
    QTest::newRow("at start-up") << QString();
    QTest::newRow("after switching to German") << QStringLiteral("de");
    QTest::newRow("after switching to French and back to English") << QStringLiteral("fr,en");
}

void TestPanels::conditionsCanBeTicked()
{
    QVERIFY(open(kTableEncounter));
    QFETCH(QString, language);
    for (const QString &code : language.split(QLatin1Char(','), Qt::SkipEmptyParts))
        QVERIFY(pickLanguage(code));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(5.5, 1.5)); // the orc
    auto *list = m_window->findChild<QListWidget *>(QStringLiteral("conditionsList"));
    QVERIFY(list);
    QVERIFY(list->count() > 5);
    QListWidgetItem *prone = nullptr;
    for (int i = 0; i < list->count(); ++i) {
        // Every condition shows its box.
        QVERIFY2(list->item(i)->data(Qt::CheckStateRole).isValid(), qPrintable(list->item(i)->text()));
        if (list->item(i)->data(Qt::UserRole).toString() == QLatin1String("prone"))
            prone = list->item(i);
    }
    QVERIFY(prone);
    // Ticked with the keyboard as a GM would (the box is the item's own).
    m_window->findChild<CreatureDock *>()->show();
    QApplication::setActiveWindow(m_window.get());
    list->setFocus();
    list->setCurrentItem(prone);
    QTest::keyClick(list, Qt::Key_Space);
    QVERIFY(model().creature(QStringLiteral("orc"))->has(QStringLiteral("prone")));
    QCOMPARE(prone->checkState(), Qt::Checked);
}

QTEST_MAIN(TestPanels)
#include "tst_panels.moc"
