// RULES.md 14 in the window: Hide (rolled or typed) from the token's menu and the Combatant
// panel, the hidden badge and the tooltip that names whom a creature is hidden from and who
// found it, Search (5e family) and Seek (pf2e: a cone aimed with the mouse, or around), Reveal,
// each one undo step; Start Combat's log says who is surprised and why; what a ruleset
// doesn't have is not offered, and a refusal is worded in the status bar.

#include "combat/combat.h"
#include "combat/stealth.h"
#include "contextmenu.h"
#include "mapwindowfixture.h"
#include "scene/mapscene.h"
#include "scene/overlayitems.h"
#include "scene/playerscene.h"
#include "scene/tokenitem.h"
#include "tools/seektool.h"
#include "tools/stealthactions.h"
#include "widgets/combatantdock.h"
#include "widgets/hidedialog.h"

#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHelpEvent>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QToolTip>

using namespace bm;

namespace {

// A 12x8 hall: the rogue at [1, 2] behind a crate (half cover, [3, 2]) from the orc at
// [6, 2]; a guard at [6, 6] sees past the crate. `rogueExtra` is added to the rogue's object.
QByteArray hall(const QString &ruleset, const QString &rogueExtra = {}, const QString &combat = {})
{
    return QStringLiteral(R"({
  "format": "battlemap-encounter", "version": 1, "name": "stealth", "ruleset": "%1",
  "grid": {"width": 12, "height": 8, "squareFeet": 5},
  "terrain": [{"type": "difficult", "cover": "half", "squares": [[3, 2]]}],
  "creatures": [
    {"id": "rogue", "name": "Rogue", "side": "party", "position": [1, 2], "speed": {"walk": 30}, "stealth": 5,
     "perception": 1, "hp": 20, "maxHp": 20%2},
    {"id": "orc", "name": "Orc", "side": "hostile", "position": [6, 2], "speed": {"walk": 30}, "perception": 2, "hp": 15, "maxHp": 15},
    {"id": "guard", "name": "Guard", "side": "hostile", "position": [6, 6], "speed": {"walk": 30}, "hp": 11, "maxHp": 11}
  ]%3
})")
        .arg(ruleset, rogueExtra, combat)
        .toUtf8();
}

// pf2e: the seeker at [2, 3]; hidden creatures east of it 20 ft away ([6, 3]), south 15 ft
// away ([2, 6]) and north-west 20 ft away ([0, 0]).
const char *kSeekHall = R"({
  "format": "battlemap-encounter", "version": 1, "name": "seek", "ruleset": "pf2e",
  "grid": {"width": 12, "height": 8, "squareFeet": 5},
  "creatures": [
    {"id": "seeker", "name": "Seeker", "side": "party", "position": [2, 3], "speed": {"walk": 25}},
    {"id": "east", "name": "East Kobold", "side": "hostile", "position": [6, 3], "speed": {"walk": 25}, "hidden": {"stealth": 10}},
    {"id": "south", "name": "South Kobold", "side": "hostile", "position": [2, 6], "speed": {"walk": 25}, "hidden": {"stealth": 10}},
    {"id": "corner", "name": "Corner Kobold", "side": "hostile", "position": [0, 0], "speed": {"walk": 25}, "hidden": {"stealth": 10}}
  ]
})";

} // namespace

class TestStealthWindow : public QObject, public test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareFixture()); }
    void cleanup() { releaseFixture(); }
    void hide_data();
    void hide();
    void tooltipNamesHiddenFromAndFoundBy();
    void search_data();
    void search();
    void seekCone();
    void seekAround_data();
    void seekAround();
    void reveal_data();
    void reveal();
    void startCombatLogsSurpriseWithWhy_data();
    void startCombatLogsSurpriseWithWhy();
    void offeredByRuleset_data();
    void offeredByRuleset();
    void searchWithNoActionLeftIsRefusedInWords();

private:
    TokenItem *token(const char *id) const { return m_window->scene()->tokenFor(QLatin1String(id)); }
    const Creature *creature(const char *id) const { return model().creature(QLatin1String(id)); }
    QPoint tokenPoint(const char *id) const
    {
        const Creature *c = creature(id);
        const QRect r = c->spaceRect();
        return viewPoint(r.x() + r.width() / 2.0, r.y() + r.height() / 2.0);
    }
    // The token's menu, picking the entry named `entry` (objectName); the entries' names.
    QStringList pickFromTokenMenu(const char *id, const QString &entry)
    {
        QStringList names;
        test::rightClickAndPick(viewport(), tokenPoint(id), [&](const QAction *a) {
            names << a->objectName();
            return !entry.isEmpty() && a->objectName() == entry;
        });
        return names;
    }
    // The Combatant panel (raised) showing creature `id`, and its button `name`.
    QPushButton *panelButton(const char *id, const char *name)
    {
        m_window->scene()->selectCreature(QLatin1String(id));
        auto *dock = m_window->findChild<CombatantDock *>();
        if (!dock)
            return nullptr;
        dock->show();
        dock->raise();
        return dock->findChild<QPushButton *>(QLatin1String(name));
    }
    [[nodiscard]] bool fillHideDialog(int typed)
    {
        auto *dialog = m_window->findChild<HideDialog *>();
        BM_CHECK(dialog);
        BM_CHECK(dialog->isVisible());
        if (typed >= 0) {
            QTest::mouseClick(dialog->typedButton(), Qt::LeftButton);
            BM_CHECK(dialog->totalSpin()->isEnabled());
            dialog->totalSpin()->selectAll();
            QTest::keyClicks(dialog->totalSpin(), QString::number(typed));
        }
        auto *box = dialog->findChild<QDialogButtonBox *>();
        BM_CHECK(box);
        QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
        return true;
    }
    QStringList logLines() const
    {
        auto *log = m_window->findChild<CombatLogDock *>();
        return log ? log->lines() : QStringList();
    }
    QString statusText() const { return m_window->statusBar()->currentMessage(); }
};

void TestStealthWindow::hide_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("from");  // "menu" or "panel"
    QTest::addColumn<int>("typed");     // the Stealth total typed; -1: rolled
    QTest::addColumn<int>("die");       // the d20 the document's dice give (rolled)
    QTest::addColumn<int>("expected");  // the hidden total; -1: not hidden
    QTest::addColumn<QString>("logged");

    QTest::newRow("hide from the token menu, rolled: d20 + stealth")
        << "dnd5e-2014" << "menu" << -1 << 11 << 16 << "Rogue hides (Stealth d20+5: [11] = 16).";
    QTest::newRow("hide from the token menu, a typed check")
        << "dnd5e-2014" << "menu" << 19 << 0 << 19 << "Rogue hides (Stealth 19).";
    QTest::newRow("hide from the combatant panel, a typed check")
        << "dnd5e-2014" << "panel" << 17 << 0 << 17 << "Rogue hides (Stealth 17).";
    QTest::newRow("hide from the combatant panel, rolled")
        << "a5e" << "panel" << -1 << 4 << 9 << "Rogue hides (Stealth d20+5: [4] = 9).";
    QTest::newRow("2024: a typed 14 is below the Hide DC: no badge, logged as failed")
        << "dnd5e-2024" << "menu" << 14 << 0 << -1 << "Rogue tries to hide (Stealth 14) and fails (DC 15).";
}

void TestStealthWindow::hide()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, from);
    QFETCH(int, typed);
    QFETCH(int, die);
    QFETCH(int, expected);
    QFETCH(QString, logged);
    QVERIFY(open(hall(ruleset)));
    QVERIFY(token("rogue")->hiddenBadgeRect().isNull());
    if (die > 0)
        doc()->dice().force({die});
    if (from == QLatin1String("menu")) {
        QVERIFY(pickFromTokenMenu("rogue", QStringLiteral("hideAction")).contains(QStringLiteral("hideAction")));
    } else {
        QPushButton *button = panelButton("rogue", "hideButton");
        QVERIFY(button && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
    }
    QVERIFY(fillHideDialog(typed));
    QCOMPARE(doc()->undoStack()->count(), 1); // one undo step
    const Creature *rogue = creature("rogue");
    QCOMPARE(rogue->hidden.has_value(), expected >= 0);
    if (expected >= 0)
        QCOMPARE(rogue->hidden->stealth, expected);
    QCOMPARE(token("rogue")->hiddenBadgeRect().isNull(), expected < 0);
    QVERIFY2(logLines().last().contains(logged), qPrintable(logLines().last()));
    QVERIFY2(statusText().contains(logged), qPrintable(statusText()));
    // Undo restores the rogue as it was, badge and all; redo hides it again.
    doc()->undoStack()->undo();
    QVERIFY(!creature("rogue")->hidden);
    QVERIFY(token("rogue")->hiddenBadgeRect().isNull());
    doc()->undoStack()->redo();
    QCOMPARE(token("rogue")->hiddenBadgeRect().isNull(), expected < 0);
}

void TestStealthWindow::tooltipNamesHiddenFromAndFoundBy()
{
    // Stealth 13: above the orc's passive 12, behind the crate from it; the guard found it.
    QVERIFY(open(hall(QStringLiteral("dnd5e-2014"), QStringLiteral(R"(, "hidden": {"stealth": 13, "foundBy": ["guard"]})"))));
    TokenItem *t = token("rogue");
    const QRectF badge = t->hiddenBadgeRect();
    QVERIFY(!badge.isNull());
    // Big enough to see at the window's zoom (the whole map in view).
    const QRect onScreen = m_window->view()->mapFromScene(t->mapRectToScene(badge)).boundingRect();
    QVERIFY2(onScreen.width() >= 10, qPrintable(QString::number(onScreen.width())));
    // Hovering the token shows the tooltip the GM reads.
    const QPoint at = tokenPoint("rogue");
    QTest::mouseMove(viewport(), at);
    QHelpEvent help(QEvent::ToolTip, at, viewport()->mapToGlobal(at));
    QApplication::sendEvent(viewport(), &help);
    const QString tip = QToolTip::isVisible() ? QToolTip::text() : t->toolTip();
    QVERIFY2(tip.contains(QLatin1String("Hidden (Stealth 13)")), qPrintable(tip));
    QVERIFY2(tip.contains(QLatin1String("Hidden from Orc\n")), qPrintable(tip));
    QVERIFY2(tip.contains(QLatin1String("Found by Guard")), qPrintable(tip));
    QToolTip::hideText();
    // The players' screen shows no badge and no names.
    PlayerWindow *players = openPlayers();
    QVERIFY(players);
    TokenItem *theirs = players->scene()->tokenFor(QStringLiteral("rogue"));
    QVERIFY(theirs);
    QVERIFY(theirs->hiddenBadgeRect().isNull());
    QVERIFY(!theirs->toolTip().contains(QLatin1String("Hidden")));
}

void TestStealthWindow::search_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<int>("die");
    QTest::addColumn<bool>("finds");

    // The orc's Perception +2 against the rogue's Stealth 13: found at a check of 13 or more.
    QTest::newRow("search from the token menu: 11 + 2 finds the rogue") << "menu" << 11 << true;
    QTest::newRow("search from the token menu: 10 + 2 doesn't") << "menu" << 10 << false;
    QTest::newRow("search from the combatant panel: 15 + 2 finds the rogue") << "panel" << 15 << true;
}

void TestStealthWindow::search()
{
    QFETCH(QString, from);
    QFETCH(int, die);
    QFETCH(bool, finds);
    QVERIFY(open(hall(QStringLiteral("dnd5e-2014"), QStringLiteral(R"(, "hidden": {"stealth": 13})"))));
    doc()->dice().force({die});
    if (from == QLatin1String("menu")) {
        QVERIFY(pickFromTokenMenu("orc", QStringLiteral("searchAction")).contains(QStringLiteral("searchAction")));
    } else {
        QPushButton *button = panelButton("orc", "searchButton");
        QVERIFY(button && button->isVisible() && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
    }
    QCOMPARE(doc()->undoStack()->count(), 1);
    QCOMPARE(creature("rogue")->hidden->foundBy, finds ? QStringList{QStringLiteral("orc")} : QStringList{});
    const QStringList log = logLines();
    QVERIFY2(log.join(QLatin1Char('\n')).contains(QStringLiteral("Orc searches (Perception d20+2: [%1] = %2).").arg(die).arg(die + 2)),
             qPrintable(log.join(QLatin1Char('\n'))));
    QCOMPARE(log.join(QLatin1Char('\n')).contains(QLatin1String("Orc finds Rogue.")), finds);
    QCOMPARE(token("rogue")->toolTip().contains(QLatin1String("Found by Orc")), finds);
}

void TestStealthWindow::seekCone()
{
    QVERIFY(open(kSeekHall));
    StealthActions *stealth = m_window->stealthActions();
    QVERIFY(stealth);
    QVERIFY(pickFromTokenMenu("seeker", QStringLiteral("seekAction")).contains(QStringLiteral("seekAction")));
    QVERIFY(stealth->seekTool()->armed());
    // The cone follows the mouse: toward the east kobold, drawn as the area template draws.
    QTest::mouseMove(viewport(), viewPoint(8.5, 3.5));
    QVERIFY(stealth->seekPreview()->isShown());
    QVERIFY(stealth->seekPreview()->label().contains(QLatin1String("30-ft cone")));
    const QPainterPath cone = stealth->seekPreview()->fillPath();
    QVERIFY(cone.contains(QPointF(6.5, 3.5) * render::kSquare));
    QVERIFY(!cone.contains(QPointF(2.5, 6.5) * render::kSquare));
    // The area shown is the area core seeks.
    const AreaResult core = areaSquares(model(), combat::seekArea(QStringLiteral("seeker"), stealth->seekTool()->toward()));
    QVERIFY(core.ok);
    QCOMPARE(stealth->seekPreview()->fillPath(), AreaTemplateItem::shapesFor(core.squares).fill);
    doc()->dice().force({15}); // 15 + 0 against the Stealth DC 10: found
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(8.5, 3.5));
    QVERIFY(!stealth->seekTool()->armed());
    QVERIFY(!stealth->seekPreview()->isShown());
    QCOMPARE(doc()->undoStack()->count(), 1);
    QCOMPARE(creature("east")->hidden->foundBy, QStringList{QStringLiteral("seeker")});
    QVERIFY(creature("south")->hidden->foundBy.isEmpty()); // not in the cone
    QVERIFY(creature("corner")->hidden->foundBy.isEmpty());
    QVERIFY(logLines().join(QLatin1Char('\n')).contains(QLatin1String("Seeker finds East Kobold.")));
    // Esc gives a second Seek up: nothing pushed.
    QVERIFY(pickFromTokenMenu("seeker", QStringLiteral("seekAction")).contains(QStringLiteral("seekAction")));
    QTest::mouseMove(viewport(), viewPoint(2.5, 7.5));
    QVERIFY(stealth->seekPreview()->isShown());
    key(Qt::Key_Escape);
    QVERIFY(!stealth->seekTool()->armed());
    QVERIFY(!stealth->seekPreview()->isShown());
    QCOMPARE(doc()->undoStack()->count(), 1);
}

void TestStealthWindow::seekAround_data()
{
    QTest::addColumn<QString>("from");
    QTest::newRow("seek around from the token menu") << "menu";
    QTest::newRow("seek around from the combatant panel") << "panel";
}

void TestStealthWindow::seekAround()
{
    QFETCH(QString, from);
    QVERIFY(open(kSeekHall));
    doc()->dice().force({15});
    if (from == QLatin1String("menu")) {
        QVERIFY(pickFromTokenMenu("seeker", QStringLiteral("seekAroundAction")).contains(QStringLiteral("seekAroundAction")));
    } else {
        QPushButton *button = panelButton("seeker", "seekAroundButton");
        QVERIFY(button && button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
    }
    QCOMPARE(doc()->undoStack()->count(), 1);
    // The 15-ft emanation: the kobold 15 ft south, not those 20 ft away.
    QCOMPARE(creature("south")->hidden->foundBy, QStringList{QStringLiteral("seeker")});
    QVERIFY(creature("east")->hidden->foundBy.isEmpty());
    QVERIFY(creature("corner")->hidden->foundBy.isEmpty());
    QVERIFY(statusText().contains(QLatin1String("Seeker finds South Kobold.")));
}

void TestStealthWindow::reveal_data()
{
    QTest::addColumn<QString>("from");
    QTest::newRow("reveal from the token menu") << "menu";
    QTest::newRow("reveal from the combatant panel") << "panel";
}

void TestStealthWindow::reveal()
{
    QFETCH(QString, from);
    QVERIFY(open(hall(QStringLiteral("dnd5e-2014"), QStringLiteral(R"(, "hidden": {"stealth": 13})"))));
    QVERIFY(!token("rogue")->hiddenBadgeRect().isNull());
    if (from == QLatin1String("menu")) {
        QVERIFY(pickFromTokenMenu("rogue", QStringLiteral("revealAction")).contains(QStringLiteral("revealAction")));
    } else {
        QPushButton *button = panelButton("rogue", "revealButton");
        QVERIFY(button && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
    }
    QVERIFY(!creature("rogue")->hidden);
    QVERIFY(token("rogue")->hiddenBadgeRect().isNull());
    QCOMPARE(doc()->undoStack()->count(), 1);
    QVERIFY(logLines().last().contains(QLatin1String("Rogue is no longer hidden.")));
    // Not hidden: Reveal is offered greyed, and the panel's button too.
    bool enabled = true;
    test::rightClickAndPick(viewport(), tokenPoint("rogue"), [&](const QAction *a) {
        if (a->objectName() == QLatin1String("revealAction"))
            enabled = a->isEnabled();
        return false;
    });
    QVERIFY(!enabled);
    QPushButton *button = panelButton("rogue", "revealButton");
    QVERIFY(button && !button->isEnabled());
    // Undo brings the badge back.
    doc()->undoStack()->undo();
    QCOMPARE(creature("rogue")->hidden->stealth, 13);
    QVERIFY(!token("rogue")->hiddenBadgeRect().isNull());
}

void TestStealthWindow::startCombatLogsSurpriseWithWhy_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("stealth");
    QTest::addColumn<QStringList>("said");
    QTest::addColumn<QStringList>("surprised");

    QTest::newRow("2014: the orc and the guard don't notice the hidden rogue")
        << "dnd5e-2014" << 13
        << QStringList{"Orc is surprised: it notices none of its hostiles (Rogue: Stealth 13; passive Perception 12).",
                       "Guard is surprised: it notices none of its hostiles (Rogue: Stealth 13; passive Perception 10)."}
        << QStringList{"guard", "orc"};
    QTest::newRow("2014: a tie with the orc's passive 12 surprises only the guard")
        << "dnd5e-2014" << 12
        << QStringList{"Guard is surprised: it notices none of its hostiles (Rogue: Stealth 12; passive Perception 10)."}
        << QStringList{"guard"};
    QTest::newRow("2024: Stealth 15 beats the DC and both passives")
        << "dnd5e-2024" << 15
        << QStringList{"Orc is surprised: it notices none of its hostiles (Rogue: Stealth 15; passive Perception 12)."}
        << QStringList{"guard", "orc"};
    QTest::newRow("pf2e: no surprise; the hidden rogue rolls Stealth")
        << "pf2e" << 20 << QStringList{"Rogue is hidden: it rolls Stealth for initiative (Avoid Notice)."} << QStringList{};
}

void TestStealthWindow::startCombatLogsSurpriseWithWhy()
{
    QFETCH(QString, ruleset);
    QFETCH(int, stealth);
    QFETCH(QStringList, said);
    QFETCH(QStringList, surprised);
    QVERIFY(open(hall(ruleset, QStringLiteral(R"(, "hidden": {"stealth": %1})").arg(stealth))));
    auto *start = m_window->findChild<QPushButton *>(QStringLiteral("startCombatButton"));
    QVERIFY(start && start->isEnabled());
    QTest::mouseClick(start, Qt::LeftButton);
    QVERIFY(model().combat.active);
    const QString log = logLines().join(QLatin1Char('\n'));
    for (const QString &line : said)
        QVERIFY2(log.contains(line), qPrintable(log));
    QStringList were;
    for (const Combatant &k : model().combat.order)
        if (k.surprised)
            were << k.id;
    were.sort();
    QCOMPARE(were, surprised);
    QCOMPARE(log.contains(QLatin1String("Rogue is surprised")), false);
}

void TestStealthWindow::offeredByRuleset_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QStringList>("offered");
    QTest::addColumn<QStringList>("notOffered");

    QTest::newRow("2014: Search offered, Seek not")
        << "dnd5e-2014" << QStringList{"hideAction", "searchAction", "revealAction"} << QStringList{"seekAction", "seekAroundAction"};
    QTest::newRow("a5e: Search offered, Seek not")
        << "a5e" << QStringList{"hideAction", "searchAction", "revealAction"} << QStringList{"seekAction", "seekAroundAction"};
    QTest::newRow("pf2e: Seek offered, Search not")
        << "pf2e" << QStringList{"hideAction", "seekAction", "seekAroundAction", "revealAction"} << QStringList{"searchAction"};
}

void TestStealthWindow::offeredByRuleset()
{
    QFETCH(QString, ruleset);
    QFETCH(QStringList, offered);
    QFETCH(QStringList, notOffered);
    QVERIFY(open(hall(ruleset)));
    const QStringList menu = pickFromTokenMenu("orc", QString());
    for (const QString &name : offered)
        QVERIFY2(menu.contains(name), qPrintable(name));
    for (const QString &name : notOffered)
        QVERIFY2(!menu.contains(name), qPrintable(name));
    // The panel's buttons are the same.
    const auto button = [](const QString &action) { return QString(action).replace(QLatin1String("Action"), QLatin1String("Button")); };
    for (const QString &name : offered) {
        QPushButton *b = panelButton("orc", button(name).toLatin1().constData());
        QVERIFY2(b && b->isVisibleTo(b->window()), qPrintable(name));
    }
    for (const QString &name : notOffered) {
        QPushButton *b = panelButton("orc", button(name).toLatin1().constData());
        QVERIFY2(b && !b->isVisibleTo(b->window()), qPrintable(name));
    }
    // Asked anyway (a second view of the panel, a stale menu): refused in the window's words.
    StealthActions *stealth = m_window->stealthActions();
    if (ruleset == QLatin1String("pf2e")) {
        QVERIFY(!stealth->search(QStringLiteral("orc")));
        QCOMPARE(statusText(), QStringLiteral("pf2e has no Search: Seek from the token's menu"));
    } else {
        stealth->beginSeek(QStringLiteral("orc"));
        QVERIFY(!stealth->seekTool()->armed());
        QCOMPARE(statusText(), QStringLiteral("Seek is pf2e's: the 5e family searches (Search on the token's menu)"));
    }
    QCOMPARE(doc()->undoStack()->count(), 0);
}

void TestStealthWindow::searchWithNoActionLeftIsRefusedInWords()
{
    // The orc's turn, its action spent: Search (an action) is refused; the status bar says
    // why, in the tracker's words, and nothing is pushed.
    QVERIFY(open(hall(QStringLiteral("dnd5e-2014"), QStringLiteral(R"(, "hidden": {"stealth": 13})"),
                      QStringLiteral(R"(, "combat": {"active": true, "round": 1, "turn": "orc", "order": ["orc", "rogue", "guard"],
                         "combatants": [{"id": "orc", "actionUsed": true}, {"id": "rogue"}, {"id": "guard"}]})"))));
    QVERIFY(model().combat.combatant(QStringLiteral("orc"))->actionUsed);
    const int steps = doc()->undoStack()->count();
    const int logged = logLines().size();
    QVERIFY(pickFromTokenMenu("orc", QStringLiteral("searchAction")).contains(QStringLiteral("searchAction")));
    QCOMPARE(doc()->undoStack()->count(), steps);
    QCOMPARE(logLines().size(), logged);
    const QString expected = wordLogMessage(combat::turnActionProblem(model(), QStringLiteral("orc"), combat::TurnAction::Action), &model());
    QVERIFY(!expected.isEmpty());
    QCOMPARE(statusText(), expected);
    QVERIFY(creature("rogue")->hidden->foundBy.isEmpty());
}

QTEST_MAIN(TestStealthWindow)
#include "tst_stealthwindow.moc"
