// Turn actions in the window: Dash, Disengage, Dodge and Stand Up in one
// click from the toolbar, the Combat menu or the token's context menu, each one undo step;
// Disengage takes the opportunity-attack markers off the drag, Dodge shows in the attack
// panel, a prone creature's drag stands it up first (Shift: crawls), a creature added
// mid-fight joins the initiative.

#include "mapwindowfixture.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "tools/covertool.h"
#include "tools/movetool.h"
#include "commands/encountercommands.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QToolButton>
#include <QApplication>
#include <QFile>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace bm;

namespace {

// The hero's turn, next to an orc; a prone knight (its turn next). 2014 rules.
const char *kEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "turn actions", "ruleset": "dnd5e-2014",
  "grid": {"width": 12, "height": 8},
  "creatures": [
    {"id": "hero", "name": "Hero", "side": "party", "position": [2, 2], "speed": {"walk": 30}, "initiative": 18, "hp": 24, "maxHp": 31},
    {"id": "orc", "name": "Orc", "side": "hostile", "position": [3, 2], "speed": {"walk": 30}, "initiative": 12},
    {"id": "knight", "name": "Knight", "side": "party", "position": [1, 6], "speed": {"walk": 30}, "initiative": 15,
     "conditions": ["prone"]}
  ],
  "combat": {"active": true, "round": 1, "turn": "hero", "order": ["hero", "knight", "orc"],
             "combatants": [{"id": "hero"}, {"id": "knight"}, {"id": "orc"}]}
})";

} // namespace

class TestTurnActions : public QObject, public test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareFixture()); }
    void init()
    {
        QSettings().clear();
        QVERIFY(open(kEncounter));
    }
    void cleanup() { releaseFixture(); }
    void actionIsOneUndoStep_data();
    void actionIsOneUndoStep();
    void disengageTakesTheMarkersOffTheDrag();
    void dodgeShowsInTheAttackPanel();
    void refusedActionsAreGreyedWithTheReason();
    void tokenMenuOffersTheTurnActions();
    void proneDragStandsUpFirst_data();
    void proneDragStandsUpFirst();
    void creatureAddedMidFightJoinsTheInitiative();
    void opportunityAttackFromTheTokenMenu();
    void proneFlierFallsFromTheCreaturePanel();
    void combatantPanelFollowsTheRuleset_data();
    void combatantPanelFollowsTheRuleset();

private:
    QAction *action(const char *name) const { return m_window->findChild<QAction *>(QLatin1String(name)); }
    const Combatant *combatant(const char *id) const { return doc()->encounter().combat.combatant(QLatin1String(id)); }
};

void TestTurnActions::actionIsOneUndoStep_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("check"); // what changed on the hero
    QTest::newRow("dash_from_the_toolbar") << "actionDash" << "dashed";
    QTest::newRow("disengage_from_the_toolbar") << "actionDisengage" << "disengaged";
    QTest::newRow("dodge_from_the_toolbar") << "actionDodge" << "dodging";
    QTest::newRow("help_from_the_combat_menu") << "actionHelp" << "actionUsed";
}

void TestTurnActions::actionIsOneUndoStep()
{
    QFETCH(QString, action);
    QFETCH(QString, check);
    const auto state = [&] {
        const Combatant *k = combatant("hero");
        const Creature *c = doc()->encounter().creature(QStringLiteral("hero"));
        return check == QLatin1String("dashed")       ? k->dashed
             : check == QLatin1String("disengaged")   ? k->disengaged
             : check == QLatin1String("dodging")      ? c->has(QStringLiteral("dodging"))
                                                      : k->actionUsed;
    };
    QVERIFY(!state());
    QAction *a = m_window->findChild<QAction *>(action);
    QVERIFY(a && a->isEnabled());
    a->trigger();
    QVERIFY(state());
    QCOMPARE(doc()->undoStack()->count(), 1);
    QVERIFY(combatant("hero")->actionUsed); // each of them is the action
    doc()->undoStack()->undo();
    QVERIFY(!state());
    QVERIFY(!combatant("hero")->actionUsed);
}

void TestTurnActions::disengageTakesTheMarkersOffTheDrag()
{
    // The hero walks away from the orc: one opportunity attack, until it Disengages.
    dragHolding(QPointF(2.5, 2.5), QPointF(0.5, 2.5), {}, false);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("opportunity")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QTest::mouseRelease(m_window->view()->viewport(), Qt::LeftButton, {}, viewPoint(QPointF(0.5, 2.5)));
    int logged = 0; // the provoking move's attack is logged once (the paid move logs it)
    for (const auto &line : doc()->encounter().combat.log)
        logged += line.text.contains(QLatin1String("Orc")) && line.text.contains(QLatin1String("pportunity attack")) ? 1 : 0;
    QCOMPARE(logged, 1);
    doc()->undoStack()->undo(); // back next to the orc
    QCOMPARE(doc()->encounter().creature(QStringLiteral("hero"))->position, (GridPoint{2, 2}));
    action("actionDisengage")->trigger();
    dragHolding(QPointF(2.5, 2.5), QPointF(0.5, 2.5), {}, false);
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(!message.contains(QLatin1String("opportunity")) && message.contains(QLatin1String("10 / 30 ft")), qPrintable(message));
    QTest::mouseRelease(m_window->view()->viewport(), Qt::LeftButton, {}, viewPoint(QPointF(0.5, 2.5)));
    QCOMPARE(doc()->encounter().creature(QStringLiteral("hero"))->position, (GridPoint{0, 2}));
}

void TestTurnActions::dodgeShowsInTheAttackPanel()
{
    action("actionDodge")->trigger();
    auto *cover = m_window->findChild<CoverTool *>();
    QVERIFY(cover);
    action("actionCoverTool")->trigger();
    cover->inspect(QStringLiteral("orc"), QStringLiteral("hero"));
    const QString panel = m_window->findChild<QPlainTextEdit *>()->toPlainText();
    QVERIFY2(panel.contains(QLatin1String("target is dodging")) && panel.contains(QLatin1String("Hero is Dodging")), qPrintable(panel));
    doc()->undoStack()->undo();
    cover->inspect(QStringLiteral("orc"), QStringLiteral("hero"));
    QVERIFY(!m_window->findChild<QPlainTextEdit *>()->toPlainText().contains(QLatin1String("dodging")));
}

void TestTurnActions::refusedActionsAreGreyedWithTheReason()
{
    QVERIFY(!action("actionStandUp")->isEnabled()); // the hero is not prone
    QVERIFY2(action("actionStandUp")->toolTip().contains(QLatin1String("not prone")), qPrintable(action("actionStandUp")->toolTip()));
    action("actionDash")->trigger();
    QVERIFY(!action("actionDodge")->isEnabled()); // the action is spent
    QVERIFY(action("actionDodge")->toolTip().contains(QLatin1String("already used its action")));
}

void TestTurnActions::tokenMenuOffersTheTurnActions()
{
    QStringList offered;
    QTimer::singleShot(0, qApp, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction *a : menu->actions())
            if (a->isEnabled() && !a->text().isEmpty())
                offered << a->text();
        for (QAction *a : menu->actions())
            if (a->text() == QLatin1String("Dodge"))
                a->trigger();
        menu->close();
    });
    QWidget *vp = m_window->view()->viewport();
    QContextMenuEvent event(QContextMenuEvent::Mouse, viewPoint(QPointF(2.5, 2.5)), vp->mapToGlobal(viewPoint(QPointF(2.5, 2.5))));
    QApplication::sendEvent(vp, &event);
    QVERIFY2(offered.contains(QLatin1String("Disengage")) && offered.contains(QLatin1String("Dodge")), qPrintable(offered.join(", ")));
    QVERIFY(!offered.contains(QLatin1String("Stand Up")));
    QVERIFY(doc()->encounter().creature(QStringLiteral("hero"))->has(QStringLiteral("dodging")));
    QCOMPARE(doc()->undoStack()->count(), 1);
}

void TestTurnActions::proneDragStandsUpFirst_data()
{
    QTest::addColumn<bool>("shift");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<bool>("prone");      // afterwards
    QTest::addColumn<double>("spent");    // feet of the knight's turn
    QTest::addColumn<QString>("status");
    QTest::newRow("drag_stands_up_then_moves_10_ft") << false << QPointF(3.5, 6.5) << false << 25.0 << "stands up, then";
    QTest::newRow("shift_drag_crawls_5_ft_at_double_cost") << true << QPointF(2.5, 6.5) << true << 10.0 << "crawls";
}

void TestTurnActions::proneDragStandsUpFirst()
{
    QFETCH(bool, shift);
    QFETCH(QPointF, to);
    QFETCH(bool, prone);
    QFETCH(double, spent);
    QFETCH(QString, status);
    action("actionDash")->trigger(); // the hero's turn ends: the knight's
    m_window->findChild<QAction *>(QStringLiteral("actionNextTurn"))->trigger();
    QCOMPARE(doc()->encounter().combat.turn, QStringLiteral("knight"));
    QVERIFY(action("actionStandUp")->isEnabled());
    const int before = doc()->undoStack()->count();
    dragHolding(QPointF(1.5, 6.5), to, shift ? Qt::ShiftModifier : Qt::NoModifier);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(status), qPrintable(m_window->statusBar()->currentMessage()));
    QCOMPARE(doc()->encounter().creature(QStringLiteral("knight"))->isProne(), prone);
    QCOMPARE(combatant("knight")->movementSpent, spent);
    QCOMPARE(doc()->undoStack()->count(), before + 1); // stand and move: one step
    doc()->undoStack()->undo();
    QVERIFY(doc()->encounter().creature(QStringLiteral("knight"))->isProne());
}

void TestTurnActions::creatureAddedMidFightJoinsTheInitiative()
{
    const int fighting = int(doc()->encounter().combat.order.size());
    action("actionAddCreature")->trigger();
    const Encounter &e = doc()->encounter();
    QCOMPARE(int(e.creatures.size()), 4);
    const QString added = e.creatures.back().id;
    QVERIFY(e.combat.combatant(added));
    QCOMPARE(int(e.combat.order.size()), fighting + 1);
    doc()->undoStack()->undo();
    QCOMPARE(int(doc()->encounter().combat.order.size()), fighting);
}

void TestTurnActions::combatantPanelFollowsTheRuleset_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QStringList>("conditions"); // offered for an effect
    QTest::addColumn<QStringList>("notOffered");
    QTest::addColumn<QStringList>("buttons");    // turn-action buttons
    QTest::addColumn<QStringList>("noButtons");
    QTest::newRow("dnd2014_exhaustion_no_off_guard") << "dnd5e-2014" << QStringList{"exhaustion", "prone", "dodging"}
                                                     << QStringList{"off-guard", "fatigue", "wounded"}
                                                     << QStringList{"dash", "disengage", "dodge", "help", "ready", "stand"}
                                                     << QStringList{};
    QTest::newRow("a5e_fatigue_and_strife") << "a5e" << QStringList{"fatigue", "strife", "prone"} << QStringList{"off-guard", "exhaustion"}
                                            << QStringList{"dash", "disengage", "dodge"} << QStringList{};
    QTest::newRow("pf2e_values_and_no_dash") << "pf2e" << QStringList{"frightened", "sickened", "off-guard", "wounded", "doomed"}
                                             << QStringList{"exhaustion", "fatigue"} << QStringList{"help", "ready", "stand"}
                                             << QStringList{"dash", "disengage", "dodge"};
}

void TestTurnActions::combatantPanelFollowsTheRuleset()
{
    QFETCH(QString, ruleset);
    QFETCH(QStringList, conditions);
    QFETCH(QStringList, notOffered);
    QFETCH(QStringList, buttons);
    QFETCH(QStringList, noButtons);
    QString json = QString::fromUtf8(kEncounter);
    json.replace(QStringLiteral("\"dnd5e-2014\""), QStringLiteral("\"%1\"").arg(ruleset));
    const QString path = m_dir.filePath(QStringLiteral("%1.battlemap.json").arg(ruleset));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json.toUtf8());
    f.close();
    QVERIFY(m_window->openFile(path));
    m_window->scene()->selectCreature(QStringLiteral("hero"));
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("combatantDock"));
    dock->raise();
    auto *combo = dock->findChild<QComboBox *>(QStringLiteral("effectCondition"));
    QStringList offered;
    for (int i = 0; i < combo->count(); ++i)
        offered << combo->itemData(i).toString();
    for (const QString &c : conditions)
        QVERIFY2(offered.contains(c), qPrintable(c));
    for (const QString &c : notOffered)
        QVERIFY2(!offered.contains(c), qPrintable(c));
    QStringList shown;
    for (QToolButton *b : dock->findChildren<QToolButton *>())
        if (b->objectName().startsWith(QLatin1String("turnAction_")))
            shown << b->objectName().mid(11);
    for (const QString &b : buttons)
        QVERIFY2(shown.contains(b), qPrintable(shown.join(", ")));
    for (const QString &b : noButtons)
        QVERIFY2(!shown.contains(b), qPrintable(shown.join(", ")));
    QToolButton *help = dock->findChild<QToolButton *>(QStringLiteral("turnAction_help"));
    QVERIFY(help && help->isEnabled());
    QTRY_VERIFY(help->isVisible());
    const QString dir = qEnvironmentVariable("BM_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        combo->setCurrentIndex(combo->findData(conditions.front()));
        QVERIFY(dock->grab().save(QDir(dir).filePath(QStringLiteral("combatant-panel-%1.png").arg(ruleset))));
    }
    // One click on the panel's button is the turn action (the hero's turn).
    QTest::mouseClick(help, Qt::LeftButton);
    QCOMPARE(doc()->undoStack()->count(), 1);
}

void TestTurnActions::opportunityAttackFromTheTokenMenu()
{
    // The GM confirms the orc's opportunity attack on the hero (whose turn it is).
    QTimer::singleShot(0, qApp, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction *a : menu->actions())
            if (a->text() == QLatin1String("Opportunity Attack on Hero"))
                a->trigger();
        menu->close();
    });
    QWidget *vp = m_window->view()->viewport();
    QContextMenuEvent event(QContextMenuEvent::Mouse, viewPoint(QPointF(3.5, 2.5)), vp->mapToGlobal(viewPoint(QPointF(3.5, 2.5))));
    QApplication::sendEvent(vp, &event);
    QVERIFY(combatant("orc")->reactionUsed);
    QCOMPARE(doc()->undoStack()->count(), 1);
    doc()->undoStack()->undo();
    QVERIFY(!combatant("orc")->reactionUsed);
}

void TestTurnActions::proneFlierFallsFromTheCreaturePanel()
{
    // A flier 30 ft up, knocked prone in the Creature panel, falls (the tracker's rules).
    Encounter e = doc()->encounter();
    Creature &hero = e.creatures.front();
    hero.speed.fly = 60;
    hero.elevation = 30;
    doc()->undoStack()->push(new EditEncounterCommand(doc(), doc()->encounter(), e, QStringLiteral("fly up")));
    m_window->scene()->selectCreature(QStringLiteral("hero"));
    auto *list = m_window->findChild<QListWidget *>(QStringLiteral("conditionsList"));
    QVERIFY(list);
    QListWidgetItem *prone = nullptr;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->data(Qt::UserRole).toString() == QLatin1String("prone"))
            prone = list->item(i);
    QVERIFY(prone);
    prone->setCheckState(Qt::Checked);
    const Creature *after = doc()->encounter().creature(QStringLiteral("hero"));
    QVERIFY(after->isProne());
    QCOMPARE(after->elevation, 0.0);
    QVERIFY(after->hp < 24); // 3d6 for 30 ft
    QCOMPARE(doc()->undoStack()->count(), 2);
    doc()->undoStack()->undo();
    QCOMPARE(doc()->encounter().creature(QStringLiteral("hero"))->elevation, 30.0);
}

QTEST_MAIN(TestTurnActions)
#include "tst_turnactions.moc"
