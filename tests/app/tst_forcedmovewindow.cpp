// RULES.md 14.5-14.7 in the window: a push from the token menu or by Shift+Alt-drag (its
// squares shown while it is chosen, where it stops and why), a grapple from the token menu
// and the grappled creature dragged along, Tumble Through armed from the token menu, deep
// water painted with the brush and drawn on the map, and the underwater reasons named in the
// Attack Check panel. The real window, driven by QTest mouse and key events.

#include "mapwindowfixture.h"

#include "scene/mapscene.h"
#include "scene/overlayitems.h"
#include "scene/tokenitem.h"
#include "widgets/statblockdock.h"

#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace bm;

namespace {

// A 12 x 8 hall: the fighter at [2, 3] beside the goblin (%3), the orc raider at %2, in a
// fight on %4's turn. %1 the ruleset, %5 more top-level JSON (walls, terrain, options),
// %6 the fighter's and %7 the goblin's extra fields.
QByteArray hall(const QString &ruleset, const QString &orcAt, const QString &goblinAt = QStringLiteral("3, 3"),
                const QString &turn = QStringLiteral("gob"), const QString &more = {}, const QString &fighterExtra = {},
                const QString &goblinExtra = {})
{
    return QStringLiteral(R"({
  "format": "battlemap-encounter", "version": 1, "name": "forced movement", "ruleset": "%1",
  "grid": {"width": 12, "height": 8}%5,
  "creatures": [
    {"id": "fighter", "name": "Fighter", "side": "party", "position": [2, 3], "speed": {"walk": 30}, "hp": 30, "maxHp": 30,
     "initiative": 15%6},
    {"id": "gob", "name": "Goblin", "side": "hostile", "size": "small", "position": [%3], "speed": {"walk": 30}, "hp": 7,
     "maxHp": 7, "initiative": 12%7},
    {"id": "orc", "name": "Orc Raider", "side": "hostile", "position": [%2], "speed": {"walk": 30}, "hp": 15, "maxHp": 15,
     "initiative": 10}
  ],
  "combat": {"active": true, "round": 1, "turn": "%4", "order": ["fighter", "gob", "orc"],
             "combatants": [{"id": "fighter"}, {"id": "gob"}, {"id": "orc"}]}
})")
        .arg(ruleset, orcAt, goblinAt, turn, more, fighterExtra, goblinExtra)
        .toUtf8();
}

// A corridor one square wide (rows 0 and 2 blocked): the rogue at [1, 1], the orc in the way at [3, 1].
QByteArray corridor()
{
    return R"({
  "format": "battlemap-encounter", "version": 1, "name": "corridor", "ruleset": "dnd5e-2014",
  "grid": {"width": 10, "height": 3},
  "terrain": [{"type": "blocked", "rect": [0, 0, 10, 1]}, {"type": "blocked", "rect": [0, 2, 10, 1]}],
  "creatures": [
    {"id": "rogue", "name": "Rogue", "side": "party", "position": [1, 1], "speed": {"walk": 30}},
    {"id": "orc", "name": "Orc Raider", "side": "hostile", "position": [3, 1], "speed": {"walk": 30}}
  ]
})";
}

} // namespace

class TestForcedMoveWindow : public QObject, public test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareFixture()); }
    void init() { QSettings().clear(); }
    void cleanup() { releaseFixture(); }

    void shoveFromTheTokenMenu_data();
    void shoveFromTheTokenMenu();
    void pushByShiftAltDrag_data();
    void pushByShiftAltDrag();
    void grappleThenDragTheGrappler_data();
    void grappleThenDragTheGrappler();
    void tumbleThroughArmedFromTheTokenMenu_data();
    void tumbleThroughArmedFromTheTokenMenu();
    void deepWaterPaintedWithTheBrush();
    void underwaterReasonsInTheAttackCheck_data();
    void underwaterReasonsInTheAttackCheck();
    void underwaterReasonsInTheStatBlocksAttack();

private:
    GridPoint positionOf(const QString &id) const { return model().creature(id)->position; }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    // Right-clicks the token at `square` (a square centre); in the menu that opens, and in its
    // submenus, `pick` sees every entry (the submenu's title first) and may trigger it. Returns
    // every entry's text, submenus' entries as "Submenu > entry".
    QStringList tokenMenu(QPointF square, const std::function<bool(QAction *, const QString &path)> &pick)
    {
        QStringList seen;
        QTimer poll;
        poll.setInterval(10);
        connect(&poll, &QTimer::timeout, &poll, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            poll.stop();
            bool done = false;
            std::function<void(QMenu *, const QString &)> walk = [&](QMenu *m, const QString &prefix) {
                for (QAction *a : m->actions()) {
                    if (done || a->isSeparator())
                        continue;
                    const QString path = prefix + QString(a->text()).remove(QLatin1Char('&'));
                    seen << path;
                    if (QMenu *sub = a->menu()) {
                        walk(sub, path + QStringLiteral(" > "));
                    } else if (pick(a, path)) {
                        done = true;
                        menu->close();
                        a->trigger();
                    }
                }
            };
            walk(menu, QString());
            if (!done)
                menu->close();
        });
        poll.start();
        const QPoint at = viewPoint(square);
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, viewport()->mapToGlobal(at));
        QApplication::sendEvent(viewport(), &event);
        return seen;
    }
    bool logMentions(const QString &word) const
    {
        for (const LogEntry &l : model().combat.log)
            if (l.text.contains(word, Qt::CaseInsensitive))
                return true;
        return false;
    }
};

void TestForcedMoveWindow::shoveFromTheTokenMenu_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("more");     // walls, options
    QTest::addColumn<QString>("orcAt");
    QTest::addColumn<QString>("goblinAt");
    QTest::addColumn<QString>("entry");    // the Shove submenu's entry picked
    QTest::addColumn<QString>("alsoOffered"); // another entry the submenu has ("": none asked)
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<QString>("label");    // on the map while the entry is hovered
    QTest::addColumn<QString>("said");     // in the status bar once made

    QTest::newRow("2014 shove from the menu moves the goblin 5 ft, one undo step")
        << "dnd5e-2014" << "" << "9, 6" << "3, 3" << "Away from Fighter: 5 ft east" << "" << QPoint(4, 3)
        << "pushed 5 ft east" << "Goblin pushed 5 ft east (away from Fighter)";
    QTest::newRow("2014 shove into a wall stops at once and names the wall")
        << "dnd5e-2014" << R"(, "walls": [{"from": [4, 0], "to": [4, 8]}])" << "9, 6" << "3, 3"
        << "Away from Fighter: 5 ft east (a wall stops it at 0 ft)"
        << "" << QPoint(3, 3) << "0 of 5 ft east: a wall stops it" << "Goblin pushed 0 of 5 ft east: a wall stops it";
    QTest::newRow("pf2e critical shove 10 ft stops at the orc")
        << "pf2e" << "" << "5, 3" << "3, 3" << "Away from Fighter: 10 ft east, critical success (Orc Raider stops it at 5 ft)"
        << "Away from Fighter: 5 ft east" << QPoint(4, 3) << "5 of 10 ft east: Orc Raider stops it"
        << "Goblin pushed 5 of 10 ft east: Orc Raider stops it";
    QTest::newRow("2014 shove off the map's edge stops there")
        << "dnd5e-2014" << "" << "10, 3" << "11, 3" << "Away from Orc Raider: 5 ft east (the map's edge stops it at 0 ft)" << "" << QPoint(11, 3)
        << "0 of 5 ft east: the map's edge stops it" << "the map's edge stops it";
    QTest::newRow("manhattan diagonal: two directions, the GM picks south")
        << "dnd5e-2014" << R"(, "options": {"diagonals": "manhattan"})" << "9, 6" << "3, 4" << "Away from Fighter: 5 ft south"
        << "Away from Fighter: 5 ft east" << QPoint(3, 5) << "pushed 5 ft south" << "Goblin pushed 5 ft south";
}

void TestForcedMoveWindow::shoveFromTheTokenMenu()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, more);
    QFETCH(QString, orcAt);
    QFETCH(QString, goblinAt);
    QFETCH(QString, entry);
    QFETCH(QString, alsoOffered);
    QFETCH(QPoint, to);
    QFETCH(QString, label);
    QFETCH(QString, said);
    QVERIFY(open(hall(ruleset, orcAt, goblinAt, QStringLiteral("gob"), more)));
    const GridPoint from = positionOf(QStringLiteral("gob"));
    QString hovered;
    const QStringList seen = tokenMenu(QPointF(from.x + 0.5, from.y + 0.5), [&](QAction *a, const QString &path) {
        if (path != QStringLiteral("Shove Goblin > ") + entry)
            return false;
        // Hovering the entry shows the push on the map with its words.
        a->hover();
        if (m_window->scene()->pushPreview()->isShown())
            hovered = m_window->scene()->pushPreview()->label();
        return true;
    });
    QVERIFY2(seen.contains(QStringLiteral("Shove Goblin > ") + entry), qPrintable(seen.join(QLatin1Char('\n'))));
    if (!alsoOffered.isEmpty())
        QVERIFY2(seen.contains(QStringLiteral("Shove Goblin > ") + alsoOffered), qPrintable(seen.join(QLatin1Char('\n'))));
    QVERIFY2(hovered.contains(label), qPrintable(hovered));
    QCOMPARE(positionOf(QStringLiteral("gob")), (GridPoint{to.x(), to.y()}));
    QVERIFY2(status().contains(said), qPrintable(status()));
    // One undo step; RULES.md 14.5: a push provokes no opportunity attack (the fighter's reach is left).
    QCOMPARE(doc()->undoStack()->count(), 1);
    QVERIFY(!logMentions(QStringLiteral("opportunity attack")));
    QVERIFY(!m_window->scene()->pushPreview()->isShown());
    doc()->undoStack()->undo();
    QCOMPARE(positionOf(QStringLiteral("gob")), from);
}

void TestForcedMoveWindow::pushByShiftAltDrag_data()
{
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<QString>("orcAt");
    QTest::addColumn<QPointF>("to");    // where the cursor is dragged (the goblin is grabbed at 3.5, 3.5)
    QTest::addColumn<QPoint>("at");  // where the goblin ends
    QTest::addColumn<QString>("said");  // the status bar
    QTest::addColumn<QString>("undoText");

    const int push = int(Qt::ShiftModifier | Qt::AltModifier);
    QTest::newRow("shift alt drag east pushes 10 ft away from the fighter")
        << push << "9, 6" << QPointF(5.5, 3.5) << QPoint(5, 3) << "Goblin pushed 10 ft east (away from Fighter)" << "Push Goblin";
    QTest::newRow("shift alt drag into the orc stops beside it")
        << push << "5, 3" << QPointF(6.5, 3.5) << QPoint(4, 3) << "Goblin pushed 5 of 15 ft east: Orc Raider stops it"
        << "Push Goblin";
    QTest::newRow("shift alt drag south is a push from a point behind it")
        << push << "9, 6" << QPointF(3.5, 5.5) << QPoint(3, 5) << "Goblin pushed 10 ft south" << "Push Goblin";
    QTest::newRow("alt alone still places freely") << int(Qt::AltModifier) << "9, 6" << QPointF(5.5, 3.5) << QPoint(5, 3)
                                                   << "placed at 5, 3" << "Place Goblin";
}

void TestForcedMoveWindow::pushByShiftAltDrag()
{
    QFETCH(int, modifiers);
    QFETCH(QString, orcAt);
    QFETCH(QPointF, to);
    QFETCH(QPoint, at);
    QFETCH(QString, said);
    QFETCH(QString, undoText);
    QVERIFY(open(hall(QStringLiteral("dnd5e-2014"), orcAt)));
    const Qt::KeyboardModifiers mods(modifiers);
    const QPointF from(3.5, 3.5);
    dragHolding(from, to, mods, false);
    if (undoText == QLatin1String("Push Goblin")) {
        // While the drag lasts: the push's squares on the map, the token where it would stop.
        QVERIFY(m_window->scene()->pushPreview()->isShown());
        // The label beside it says the same in short: "pushed 10 ft east", "5 of 15 ft east: … stops it".
        const QString label = m_window->scene()->pushPreview()->label();
        QVERIFY2(!label.isEmpty() && said.contains(QString(label).remove(QLatin1String("pushed "))), qPrintable(label));
        QCOMPARE(m_window->scene()->tokenFor(QStringLiteral("gob"))->pos(), QPointF(at) * render::kSquare);
        QCOMPARE(positionOf(QStringLiteral("gob")), (GridPoint{3, 3}));
    }
    QTest::mouseRelease(viewport(), Qt::LeftButton, mods, viewPoint(to));
    QCOMPARE(positionOf(QStringLiteral("gob")), (GridPoint{at.x(), at.y()}));
    QVERIFY2(status().contains(said), qPrintable(status()));
    QCOMPARE(doc()->undoStack()->count(), 1);
    QCOMPARE(doc()->undoStack()->text(0), undoText);
    QVERIFY(!logMentions(QStringLiteral("opportunity attack")));
    QVERIFY(!m_window->scene()->pushPreview()->isShown());
    doc()->undoStack()->undo();
    QCOMPARE(positionOf(QStringLiteral("gob")), (GridPoint{3, 3}));
}

void TestForcedMoveWindow::grappleThenDragTheGrappler_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<bool>("dragged");
    QTest::addColumn<QString>("said"); // the status bar after the drop

    // The fighter moves 10 ft west with the goblin in hand: 20 ft of its 30 (RULES.md 14.6).
    QTest::newRow("2014 the grappler drags the goblin at double cost") << "dnd5e-2014" << true << "20 / 30 ft";
    QTest::newRow("2024 one extra foot for every foot") << "dnd5e-2024" << true << "20 / 30 ft";
    QTest::newRow("pf2e refuses to drag and says why") << "pf2e" << false << "Reposition";
}

void TestForcedMoveWindow::grappleThenDragTheGrappler()
{
    QFETCH(QString, ruleset);
    QFETCH(bool, dragged);
    QFETCH(QString, said);
    QVERIFY(open(hall(ruleset, QStringLiteral("9, 6"), QStringLiteral("3, 3"), QStringLiteral("fighter"))));
    // Token menu → Grapple → Goblin.
    const QStringList seen = tokenMenu(QPointF(2.5, 3.5), [](QAction *, const QString &path) { return path == QLatin1String("Grapple > Goblin"); });
    QVERIFY2(seen.contains(QStringLiteral("Grapple > Goblin")), qPrintable(seen.join(QLatin1Char('\n'))));
    QVERIFY2(!seen.contains(QStringLiteral("Grapple > Orc Raider")), "the orc is out of reach");
    QCOMPARE(model().creature(QStringLiteral("fighter"))->grappling, QStringList{QStringLiteral("gob")});
    QVERIFY(model().creature(QStringLiteral("gob"))->has(QStringLiteral("grappled")));
    QCOMPARE(doc()->undoStack()->count(), 1);
    // The grappler's menu now offers to let go.
    const QStringList again = tokenMenu(QPointF(2.5, 3.5), [](QAction *, const QString &) { return false; });
    QVERIFY2(again.contains(QStringLiteral("Release Goblin")), qPrintable(again.join(QLatin1Char('\n'))));

    // Drag the fighter 10 ft west: the goblin's token goes along while the drag lasts.
    drag(QPointF(2.5, 3.5), QPointF(0.5, 3.5), false);
    if (dragged) {
        // The goblin's token follows the cursor as the fighter's does, over its destination square.
        const QPointF centre = m_window->scene()->tokenFor(QStringLiteral("gob"))->pos() + QPointF(0.5, 0.5) * render::kSquare;
        QCOMPARE(render::squareAt(centre), (GridPoint{1, 3}));
        QVERIFY2(status().contains(QStringLiteral("drags Goblin to 1, 3")), qPrintable(status()));
    }
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(0.5, 3.5));
    QVERIFY2(status().contains(said), qPrintable(status()));
    if (!dragged) {
        QCOMPARE(positionOf(QStringLiteral("fighter")), (GridPoint{2, 3}));
        QCOMPARE(positionOf(QStringLiteral("gob")), (GridPoint{3, 3}));
        QCOMPARE(doc()->undoStack()->count(), 1);
        return;
    }
    QCOMPARE(positionOf(QStringLiteral("fighter")), (GridPoint{0, 3}));
    QCOMPARE(positionOf(QStringLiteral("gob")), (GridPoint{1, 3}));
    // Both moved in one undo step; undo puts both back.
    QCOMPARE(doc()->undoStack()->count(), 2);
    doc()->undoStack()->undo();
    QCOMPARE(positionOf(QStringLiteral("fighter")), (GridPoint{2, 3}));
    QCOMPARE(positionOf(QStringLiteral("gob")), (GridPoint{3, 3}));
    QCOMPARE(m_window->scene()->tokenFor(QStringLiteral("gob"))->pos(), QPointF(3, 3) * render::kSquare);
}

void TestForcedMoveWindow::tumbleThroughArmedFromTheTokenMenu_data()
{
    QTest::addColumn<bool>("tumble");
    QTest::addColumn<QPoint>("at");
    QTest::addColumn<QString>("said");

    QTest::newRow("without tumbling the orc blocks the corridor") << false << QPoint(1, 1) << "no legal path";
    // 4 squares, the orc's one difficult (RULES.md 14.6, 2014): 25 ft.
    QTest::newRow("tumbling through the orc passes its space") << true << QPoint(5, 1) << "tumbles through Orc Raider: 25 / 30 ft";
}

void TestForcedMoveWindow::tumbleThroughArmedFromTheTokenMenu()
{
    QFETCH(bool, tumble);
    QFETCH(QPoint, at);
    QFETCH(QString, said);
    QVERIFY(open(corridor()));
    if (tumble) {
        const QStringList seen = tokenMenu(QPointF(1.5, 1.5), [](QAction *, const QString &path) {
            return path == QLatin1String("Tumble Through > Orc Raider");
        });
        QVERIFY2(seen.contains(QStringLiteral("Tumble Through > Orc Raider")), qPrintable(seen.join(QLatin1Char('\n'))));
        QVERIFY2(status().contains(QStringLiteral("tumble through Orc Raider")), qPrintable(status()));
    }
    drag(QPointF(1.5, 1.5), QPointF(5.5, 1.5), false);
    const PathResult &path = m_window->scene()->pathPreview()->path();
    QCOMPARE(path.found, tumble);
    if (tumble) // the path preview crosses the orc's square
        QVERIFY(std::find(path.path.begin(), path.path.end(), GridPoint{3, 1}) != path.path.end());
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(5.5, 1.5));
    QCOMPARE(positionOf(QStringLiteral("rogue")), (GridPoint{at.x(), at.y()}));
    QVERIFY2(status().contains(said), qPrintable(status()));
    if (!tumble)
        return;
    // The Tumble was for that one move: back again, the orc blocks once more.
    QCOMPARE(doc()->undoStack()->count(), 1);
    doc()->undoStack()->undo();
    drag(QPointF(1.5, 1.5), QPointF(5.5, 1.5));
    QCOMPARE(positionOf(QStringLiteral("rogue")), (GridPoint{1, 1}));
}

void TestForcedMoveWindow::deepWaterPaintedWithTheBrush()
{
    QVERIFY(open(hall(QStringLiteral("dnd5e-2014"), QStringLiteral("9, 6"))));
    auto *kinds = m_window->findChild<QComboBox *>(QStringLiteral("terrainKindCombo"));
    QVERIFY(kinds);
    const int deep = kinds->findData(QStringLiteral("deep-water"));
    QVERIFY2(deep >= 0, "the brush offers deep water");
    QCOMPARE(kinds->itemText(deep), QStringLiteral("Deep water"));
    kinds->setCurrentIndex(deep);
    m_window->findChild<QAction *>(QStringLiteral("actionTerrainBrush"))->trigger();
    const QImage before = m_window->view()->viewport()->grab().toImage();
    // One stroke over three squares of row 6.
    QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPoint(5.5, 6.5));
    QTest::mouseMove(viewport(), viewPoint(6.5, 6.5));
    QTest::mouseMove(viewport(), viewPoint(7.5, 6.5));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(7.5, 6.5));
    QCOMPARE(doc()->undoStack()->count(), 1);
    int deepSquares = 0;
    for (const TerrainArea &a : model().terrain)
        if (a.type == TerrainType::DeepWater)
            deepSquares += a.usesRect ? a.rect.width() * a.rect.height() : int(a.squares.size());
    QCOMPARE(deepSquares, 3);
    // Drawn over the ground: translucent blue where the square was the floor's colour.
    const QImage after = m_window->view()->viewport()->grab().toImage();
    const QPoint corner = viewPoint(6.1, 6.1) * m_window->view()->viewport()->devicePixelRatio();
    const QColor was = before.pixelColor(corner);
    const QColor now = after.pixelColor(corner);
    QVERIFY2(now.blue() > now.red() + 40 && now != was,
             qPrintable(QStringLiteral("%1 -> %2").arg(was.name(), now.name())));
}

void TestForcedMoveWindow::underwaterReasonsInTheAttackCheck_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QStringList>("named"); // lines the Attack Check panel shows
    QTest::addColumn<QStringList>("notNamed");

    const QString attacker = QStringLiteral("Fighter is underwater: its weapon attacks follow the underwater rules");
    const QString fire = QStringLiteral("Goblin is underwater: it resists fire damage");
    QTest::newRow("2014 both in deep water: melee disadvantage, fire resisted")
        << "dnd5e-2014" << QStringList{attacker, fire, QStringLiteral("Disadvantage: underwater: melee weapon")} << QStringList{};
    QTest::newRow("pf2e ignores deep water") << "pf2e" << QStringList{} << QStringList{attacker, fire, QStringLiteral("underwater")};
}

void TestForcedMoveWindow::underwaterReasonsInTheAttackCheck()
{
    QFETCH(QString, ruleset);
    QFETCH(QStringList, named);
    QFETCH(QStringList, notNamed);
    QVERIFY(open(hall(ruleset, QStringLiteral("9, 6"), QStringLiteral("3, 3"), QStringLiteral("fighter"),
                      QStringLiteral(R"(, "terrain": [{"type": "deep-water", "rect": [1, 2, 4, 3]}])"))));
    m_window->findChild<QAction *>(QStringLiteral("actionCoverTool"))->trigger();
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(2.5, 3.5));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(3.5, 3.5));
    auto *report = m_window->findChild<QPlainTextEdit *>(QStringLiteral("attackCheckReport"));
    QVERIFY(report);
    const QString text = report->toPlainText();
    QVERIFY2(text.contains(QLatin1String("Fighter attacks Goblin")), qPrintable(text));
    for (const QString &line : named)
        QVERIFY2(text.contains(line), qPrintable(line + QStringLiteral(" not in:\n") + text));
    for (const QString &line : notNamed)
        QVERIFY2(!text.contains(line), qPrintable(line + QStringLiteral(" in:\n") + text));
}

// The fighter and the goblin in deep water (2014): the fighter's Torch, from its token menu
// at the goblin, rolls with disadvantage, and its fire is resisted because the goblin is underwater.
void TestForcedMoveWindow::underwaterReasonsInTheStatBlocksAttack()
{
    QVERIFY(open(hall(QStringLiteral("dnd5e-2014"), QStringLiteral("9, 6"), QStringLiteral("3, 3"), QStringLiteral("fighter"),
                      QStringLiteral(R"(, "terrain": [{"type": "deep-water", "rect": [1, 2, 4, 3]}])"),
                      QStringLiteral(R"(, "attacks": [{"name": "Torch", "kind": "melee", "bonus": 20,
                                        "damage": [{"dice": "1d4", "type": "fire"}]}])"),
                      QStringLiteral(R"(, "ac": 12)"))));
    doc()->dice().force({15, 12, 4});
    const QStringList seen = tokenMenu(QPointF(2.5, 3.5), [](QAction *, const QString &path) { return path == QLatin1String("Attack > Torch"); });
    QVERIFY2(seen.contains(QStringLiteral("Attack > Torch")), qPrintable(seen.join(QLatin1Char('\n'))));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(3.5, 3.5));
    const QString result = m_window->statBlockDock()->resultLabel()->text();
    for (const char *line : {"Fighter is underwater: its weapon attacks follow the underwater rules",
                             "Disadvantage: underwater: melee weapon", "Goblin is underwater: it resists fire damage", "→ 2 (resisted)"})
        QVERIFY2(result.contains(QString::fromUtf8(line)), qPrintable(QString::fromUtf8(line) + QStringLiteral(" not in:\n") + result));
}

QTEST_MAIN(TestForcedMoveWindow)
#include "tst_forcedmovewindow.moc"
