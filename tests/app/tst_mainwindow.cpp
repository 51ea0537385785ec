// Offscreen GUI tests: the real window, driven with QTest mouse events on the map view.

#include "document.h"
#include "model/encounterio.h"
#include "mainwindow.h"
#include "scene/mapscene.h"
#include "render/maprenderer.h"
#include "scene/mapview.h"
#include "tools/covertool.h"
#include "tools/movetool.h"
#include "tools/placefreely.h"
#include "tools/rulertool.h"
#include "scene/tokenitem.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QMouseEvent>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QDialog>
#include <QTableWidget>
#include <QTextBrowser>
#include <QHeaderView>
#include <QTest>
#include <QUndoStack>

using namespace bm;

namespace {

// A 10x6 map: difficult terrain in column 3 rows 0-4 (row 5 open), a hostile at (6,0).
const char *kEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "gui test", "ruleset": "dnd5e-2014",
  "grid": {"width": 10, "height": 6},
  "terrain": [{"type": "difficult", "rect": [3, 0, 1, 5]}, {"type": "blocked", "squares": [[8, 3]]}],
  "walls": [{"from": [5, 2], "to": [5, 6]}],
  "creatures": [
    {"id": "hero", "name": "Hero", "side": "party", "position": [1, 1], "speed": {"walk": 25}},
    {"id": "orc", "name": "Orc", "side": "hostile", "position": [6, 0], "speed": {"walk": 30}},
    {"id": "ogre", "name": "Ogre", "side": "hostile", "size": "large", "position": [7, 4], "speed": {"walk": 40}}
  ]
})";

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void dragThroughDifficultTerrain_data();
    void dragThroughDifficultTerrain();
    void refusedDropLeavesModelUntouched_data();
    void refusedDropLeavesModelUntouched();
    void altDragPlacesFreely();
    void altDragStopsAtTheMapEdge_data();
    void altDragStopsAtTheMapEdge();
    void placeFreelyWithTheModifierPicked_data();
    void placeFreelyWithTheModifierPicked();
    void shiftClickWaypointsRouteTheMove();
    void rulerReportsEngineDistance_data();
    void rulerReportsEngineDistance();
    void coverInspectorReportsCheck();
    void flankedBadgeFollowsMoves();
    void saveOpenRoundTrips();
    void languageSwitchIsLive();
    void pf2eDragShowsTheLeastTotalAmongFewestStrides();
    void f1OpensTheUserGuide();
    void keyboardShortcutsComeFromTheActions_data();
    void keyboardShortcutsComeFromTheActions();
    void keyboardShortcutsListTheMouse_data();
    void keyboardShortcutsListTheMouse();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_path;

    QPoint viewPoint(double gx, double gy) const
    {
        return m_window->view()->mapFromScene(QPointF(gx, gy) * render::kSquare);
    }
    void drag(QPointF fromSquareCentre, const QList<QPointF> &via, QPointF to, Qt::KeyboardModifiers mods = {})
    {
        QWidget *vp = m_window->view()->viewport();
        QTest::mousePress(vp, Qt::LeftButton, mods, viewPoint(fromSquareCentre.x(), fromSquareCentre.y()));
        for (QPointF p : via)
            QTest::mouseMove(vp, viewPoint(p.x(), p.y()));
        QTest::mouseMove(vp, viewPoint(to.x(), to.y()));
        QTest::mouseRelease(vp, Qt::LeftButton, mods, viewPoint(to.x(), to.y()));
    }
    GridPoint positionOf(const QString &id) const { return m_window->document()->encounter().creature(id)->position; }
};

void TestMainWindow::init()
{
    QSettings().remove(QStringLiteral("move/placeFreelyWith")); // Alt, as on a first start
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("gui.battlemap.json"));
    QFile f(m_path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kEncounter);
    f.close();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1200, 800);
    QVERIFY(m_window->openFile(m_path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->view()->resetTransform(); // 1 scene unit = 1 pixel: 64 px squares, all visible
    m_window->view()->centerOn(m_window->view()->sceneRect().center());
}

void TestMainWindow::cleanup()
{
    m_window->document()->undoStack()->setClean(); // no "save changes?" on close
    m_window.reset();
    QSettings().remove(QStringLiteral("move/placeFreelyWith"));
}

void TestMainWindow::dragThroughDifficultTerrain_data()
{
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<QPoint>("expected");
    QTest::addColumn<QString>("status");
    // Hero at (1,1), speed 25. To (4,1) it must cross the difficult column: 5 + 10 + 5.
    QTest::newRow("across the difficult column: 20 ft") << QPointF(4.5, 1.5) << QPoint(4, 1) << QStringLiteral("20 / 25 ft");
    // To (4,5): 4 steps, one of them into difficult terrain (or 5 plain steps): 25 ft.
    QTest::newRow("diagonally to the far corner: 25 ft") << QPointF(4.5, 5.5) << QPoint(4, 5) << QStringLiteral("25 / 25 ft");
    // To (9,1): round the orc, through the difficult column: 45 ft needs the Dash.
    QTest::newRow("past the orc with a Dash: 45 ft") << QPointF(9.5, 1.5) << QPoint(9, 1) << QStringLiteral("45 / 25 ft, Dash");
}

void TestMainWindow::dragThroughDifficultTerrain()
{
    QFETCH(QPointF, to);
    QFETCH(QPoint, expected);
    QFETCH(QString, status);
    // The engine's answer for the same move is what the status bar must show.
    MoveRequest req;
    req.creature = QStringLiteral("hero");
    const PathResult engineAnswer = m_window->document()->engine().cheapestPath(req, {expected.x(), expected.y()});
    QVERIFY(engineAnswer.found);
    drag(QPointF(1.5, 1.5), {QPointF(2.5, 1.5), QPointF(3.5, 1.5)}, to);
    QCOMPARE(positionOf(QStringLiteral("hero")), (GridPoint{expected.x(), expected.y()}));
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(status), qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY(status.startsWith(QString::number(engineAnswer.costFeet)));
    m_window->document()->undoStack()->undo();
    QCOMPARE(positionOf(QStringLiteral("hero")), (GridPoint{1, 1}));
    m_window->document()->undoStack()->redo();
    QCOMPARE(positionOf(QStringLiteral("hero")), (GridPoint{expected.x(), expected.y()}));
}

void TestMainWindow::refusedDropLeavesModelUntouched_data()
{
    QTest::addColumn<QPointF>("to");
    QTest::newRow("onto a hostile's square") << QPointF(6.5, 0.5);
    QTest::newRow("onto a blocked square") << QPointF(8.5, 3.5);
    QTest::newRow("beyond speed and Dash") << QPointF(9.5, 5.5);
}

void TestMainWindow::refusedDropLeavesModelUntouched()
{
    QFETCH(QPointF, to);
    const QByteArray before = writeEncounter(m_window->document()->encounter());
    drag(QPointF(1.5, 1.5), {QPointF(2.5, 2.5)}, to);
    QCOMPARE(writeEncounter(m_window->document()->encounter()), before);
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Can't move Hero there")),
             qPrintable(m_window->statusBar()->currentMessage()));
    // The token is back on its square.
    QCOMPARE(m_window->scene()->creatureAt(QPointF(1.5, 1.5) * render::kSquare)->id, QStringLiteral("hero"));
}

void TestMainWindow::altDragPlacesFreely()
{
    drag(QPointF(1.5, 1.5), {QPointF(5.5, 5.5)}, QPointF(9.5, 5.5), Qt::AltModifier);
    QCOMPARE(positionOf(QStringLiteral("hero")), (GridPoint{9, 5}));
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
}

void TestMainWindow::altDragStopsAtTheMapEdge_data()
{
    QTest::addColumn<QPointF>("from");  // where the press grabs the Ogre (Large, at 7,4)
    QTest::addColumn<QPointF>("to");    // where the cursor is let go, past the map's edge
    QTest::addColumn<bool>("altMoves"); // Alt held while moving too (else only for the release)
    QTest::addColumn<QPoint>("expected");
    QTest::newRow("over the bottom edge") << QPointF(7.5, 4.5) << QPointF(2.5, 6.5) << true << QPoint(2, 4);
    QTest::newRow("over the right edge") << QPointF(7.5, 4.5) << QPointF(10.5, 1.5) << true << QPoint(8, 1);
    QTest::newRow("past the bottom-right corner") << QPointF(7.5, 4.5) << QPointF(11.5, 7.5) << true << QPoint(8, 4);
    QTest::newRow("grabbed by its lower right square, over the left edge") << QPointF(8.5, 5.5) << QPointF(0.5, 2.5) << true
                                                                            << QPoint(0, 1);
    QTest::newRow("Alt pressed only for the release, over the bottom edge") << QPointF(7.5, 4.5) << QPointF(2.5, 6.5) << false
                                                                            << QPoint(2, 4);
}

// Free placement (Alt-drag) never puts a space over the map's edge: the file format refuses
// such a space, so the window saved a file it then couldn't open. Saved and opened again,
// the creature stands where it was put.
void TestMainWindow::altDragStopsAtTheMapEdge()
{
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(bool, altMoves);
    QFETCH(QPoint, expected);
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, Qt::AltModifier, viewPoint(from.x(), from.y()));
    for (const QPointF &p : {(from + to) / 2, to}) {
        // QTest::mouseMove carries no modifiers: the move event is sent as the GM's hand makes it.
        const QPoint at = viewPoint(p.x(), p.y());
        QMouseEvent move(QEvent::MouseMove, at, vp->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                         altMoves ? Qt::AltModifier : Qt::NoModifier);
        QApplication::sendEvent(vp, &move);
    }
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::AltModifier, viewPoint(to.x(), to.y()));
    QCOMPARE(positionOf(QStringLiteral("ogre")), (GridPoint{expected.x(), expected.y()}));
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("Ogre placed at %1, %2").arg(expected.x()).arg(expected.y())),
             qPrintable(m_window->statusBar()->currentMessage()));
    const QString path = m_dir->filePath(QStringLiteral("edge.battlemap.json"));
    QVERIFY(m_window->saveTo(path));
    QVERIFY(readEncounterFile(path).ok()); // validate accepts what the window saved
    QVERIFY(m_window->openFile(path));
    QVERIFY(!m_window->document()->isModified()); // nothing had to be moved on opening
    QCOMPARE(positionOf(QStringLiteral("ogre")), (GridPoint{expected.x(), expected.y()}));
}

void TestMainWindow::shiftClickWaypointsRouteTheMove()
{
    QWidget *vp = m_window->view()->viewport();
    QTest::mouseClick(vp, Qt::LeftButton, {}, viewPoint(1.5, 1.5)); // select the hero
    QTest::mouseClick(vp, Qt::LeftButton, Qt::ShiftModifier, viewPoint(1.5, 4.5));
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Waypoint 1")),
             qPrintable(m_window->statusBar()->currentMessage()));
    // Straight to (4,1) costs 20 ft; through the waypoint (1,4) it is 15 + 20 = 35 ft.
    drag(QPointF(1.5, 1.5), {QPointF(3.5, 1.5)}, QPointF(4.5, 1.5));
    QCOMPARE(positionOf(QStringLiteral("hero")), (GridPoint{4, 1}));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("35 / 25 ft, Dash")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    QVERIFY(m_window->moveTool()->waypoints().empty()); // used up by the move
}

void TestMainWindow::rulerReportsEngineDistance_data()
{
    QTest::addColumn<QPointF>("from");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<int>("profile");
    QTest::addColumn<QString>("text");
    QTest::newRow("square to square") << QPointF(0.5, 0.5) << QPointF(4.5, 2.5) << 0 << QStringLiteral("20 ft");
    QTest::newRow("creature to creature, reach 5: out of reach") << QPointF(1.5, 1.5) << QPointF(6.5, 0.5) << 1
                                                                 << QStringLiteral("25 ft: out of reach");
    QTest::newRow("large creature by its nearest square") << QPointF(6.5, 0.5) << QPointF(8.5, 5.5) << 2
                                                          << QStringLiteral("20 ft: out of reach");
    QTest::newRow("shortbow: normal range") << QPointF(1.5, 1.5) << QPointF(7.5, 4.5) << 4 << QStringLiteral("30 ft: normal range");
}

void TestMainWindow::rulerReportsEngineDistance()
{
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(int, profile);
    QFETCH(QString, text);
    m_window->findChild<QAction *>(QStringLiteral("actionRulerTool"))->trigger();
    auto *profiles = m_window->findChild<QComboBox *>(QStringLiteral("profileCombo")); // the toolbar has more than one
    QVERIFY(profiles);
    profiles->setCurrentIndex(profile);
    drag(from, {}, to);
    QCOMPARE(m_window->statusBar()->currentMessage(), text);
}

void TestMainWindow::coverInspectorReportsCheck()
{
    m_window->findChild<QAction *>(QStringLiteral("actionCoverTool"))->trigger();
    QWidget *vp = m_window->view()->viewport();
    QTest::mouseClick(vp, Qt::LeftButton, {}, viewPoint(1.5, 1.5));
    QTest::mouseClick(vp, Qt::LeftButton, {}, viewPoint(6.5, 0.5));
    const QString report = m_window->inspectorText();
    QVERIFY2(report.startsWith(QStringLiteral("Hero attacks Orc")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("Impossible")), qPrintable(report)); // 25 ft, reach 5
    // An impossible attack has no roll.
    QVERIFY2(!report.contains(QStringLiteral("Roll:")), qPrintable(report));
}

void TestMainWindow::flankedBadgeFollowsMoves()
{
    const ReadResult r = readEncounter(R"({"format": "battlemap-encounter", "version": 1, "ruleset": "dnd5e-2014",
        "grid": {"width": 8, "height": 4},
        "creatures": [{"id": "t", "name": "Troll", "side": "hostile", "position": [3, 1]},
                      {"id": "a", "name": "Aria", "side": "party", "position": [2, 1]},
                      {"id": "b", "name": "Bran", "side": "party", "position": [6, 1]}]})");
    QVERIFY(r.ok());
    m_window->document()->reset(r.encounter, QString());
    m_window->view()->resetTransform();
    m_window->view()->centerOn(m_window->view()->sceneRect().center());
    TokenItem *troll = m_window->scene()->tokenFor(QStringLiteral("t"));
    QVERIFY(troll->flankedBy().isEmpty());
    drag(QPointF(6.5, 1.5), {QPointF(5.5, 1.5)}, QPointF(4.5, 1.5)); // Bran to the far side
    QCOMPARE(positionOf(QStringLiteral("b")), (GridPoint{4, 1}));
    QCOMPARE(troll->flankedBy(), (QStringList{QStringLiteral("Aria"), QStringLiteral("Bran")}));
    QVERIFY(troll->toolTip().contains(QStringLiteral("Flanked by Aria, Bran")));
    m_window->document()->undoStack()->undo();
    QVERIFY(troll->flankedBy().isEmpty());
}

void TestMainWindow::saveOpenRoundTrips()
{
    drag(QPointF(1.5, 1.5), {}, QPointF(2.5, 2.5));
    QCOMPARE(positionOf(QStringLiteral("hero")), (GridPoint{2, 2}));
    const QString out = m_dir->filePath(QStringLiteral("saved.battlemap.json"));
    QVERIFY(m_window->saveTo(out));
    QVERIFY(!m_window->document()->isModified());
    const QByteArray saved = writeEncounter(m_window->document()->encounter());
    MainWindow second;
    QVERIFY(second.openFile(out));
    QCOMPARE(writeEncounter(second.document()->encounter()), saved);
    QCOMPARE(second.document()->encounter().creature(QStringLiteral("hero"))->position, (GridPoint{2, 2}));
}

void TestMainWindow::languageSwitchIsLive()
{
    auto *menuFile = m_window->menuBar()->actions().first();
    QCOMPARE(menuFile->text(), QStringLiteral("&File"));
    m_window->setLanguage(QStringLiteral("de"));
    QTRY_COMPARE(menuFile->text(), QStringLiteral("&Datei")); // LanguageChange is posted
    m_window->setLanguage(QStringLiteral("fr"));
    QTRY_COMPARE(menuFile->text(), QStringLiteral("&Fichier"));
    m_window->setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(menuFile->text(), QStringLiteral("&File"));
}

void TestMainWindow::pf2eDragShowsTheLeastTotalAmongFewestStrides()
{
    // Public case p48: the Large c0 to (7,1) is 35 ft in 2 Strides (the route
    // saving feet in the last Stride walks 40). The drag says so and moves along it.
    QFile caseFile(QStringLiteral(BM_TEST_CASES_DIR "/p48_pf2e_stride_totals.json"));
    QVERIFY(caseFile.open(QIODevice::ReadOnly));
    const QJsonObject encounter = QJsonDocument::fromJson(caseFile.readAll()).object().value(QLatin1String("encounter")).toObject();
    const QString path = m_dir->filePath(QStringLiteral("p48.battlemap.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(encounter).toJson());
    f.close();
    QVERIFY(m_window->openFile(path));
    m_window->view()->resetTransform();
    m_window->view()->centerOn(m_window->view()->sceneRect().center());
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, viewPoint(7.5, 4.5));
    QTest::mouseMove(vp, viewPoint(7.5, 3.5));
    QTest::mouseMove(vp, viewPoint(7.5, 2.5));
    QTest::mouseMove(vp, viewPoint(7.5, 1.5));
    const QString during = m_window->statusBar()->currentMessage();
    QVERIFY2(during.startsWith(QLatin1String("2 action")) && during.endsWith(QLatin1String("(35 ft)")), qPrintable(during));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, viewPoint(7.5, 1.5));
    QCOMPARE(positionOf(QStringLiteral("c0")), (GridPoint{7, 1}));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("(35 ft)")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

void TestMainWindow::f1OpensTheUserGuide()
{
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QTest::keyClick(m_window.get(), Qt::Key_F1);
    auto *guide = m_window->findChild<QDialog *>(QStringLiteral("userGuide"));
    QVERIFY(guide);
    QVERIFY(guide->isVisible());
    const QString text = guide->findChild<QTextBrowser *>()->toPlainText();
    QVERIFY2(text.contains(QLatin1String("Battlemap in five minutes")), qPrintable(text.left(200)));
    QVERIFY(text.contains(QLatin1String("Drag a token")));
    guide->close();
}

void TestMainWindow::keyboardShortcutsComeFromTheActions_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("keys");
    QTest::newRow("undo from the Edit menu") << "Undo" << QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText);
    QTest::newRow("the move tool") << "Move" << "M";
    QTest::newRow("the user guide itself") << "User Guide" << "F1";
    QTest::newRow("fit the map") << "Fit Map" << "Ctrl+0";
}

void TestMainWindow::keyboardShortcutsComeFromTheActions()
{
    QFETCH(QString, command);
    QFETCH(QString, keys);
    m_window->findChild<QAction *>(QStringLiteral("actionKeyboardShortcuts"))->trigger();
    auto *dialog = m_window->findChild<QDialog *>(QStringLiteral("keyboardShortcuts"));
    QVERIFY(dialog);
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutTable"));
    QVERIFY(table->rowCount() > 10);
    // Every row is an action of the window with those keys, and nothing is listed twice.
    QStringList seen;
    bool found = false;
    for (int r = 0; r < table->rowCount(); ++r) {
        const QString row = table->item(r, 1)->text() + QLatin1Char('|') + table->item(r, 2)->text();
        QVERIFY2(!seen.contains(row), qPrintable(row));
        seen << row;
        found = found || (table->item(r, 1)->text() == command && table->item(r, 2)->text().split(QStringLiteral(", ")).contains(keys));
    }
    QVERIFY2(found, qPrintable(seen.join(QLatin1Char('\n'))));
    dialog->close();
    delete dialog;
}

void TestMainWindow::placeFreelyWithTheModifierPicked_data()
{
    QTest::addColumn<QString>("picked");  // Edit → Place Freely With: the action's key id
    QTest::addColumn<int>("held");        // the modifiers of the drag
    QTest::addColumn<bool>("placed");     // placed freely, or refused (beyond speed and Dash)
    QTest::addColumn<QString>("keyText"); // in the status tip and the shortcuts dialog
    QTest::newRow("alt_by_default") << "alt" << int(Qt::AltModifier) << true << "Alt";
    QTest::newRow("ctrl_shift_picked_places_freely") << "ctrl+shift" << int(Qt::ControlModifier | Qt::ShiftModifier) << true
                                                     << "Ctrl+Shift";
    QTest::newRow("alt_no_longer_places_once_ctrl_shift_is_picked") << "ctrl+shift" << int(Qt::AltModifier) << false
                                                                    << "Ctrl+Shift";
    QTest::newRow("meta_picked_places_freely") << "meta" << int(Qt::MetaModifier) << true << "Meta";
    QTest::newRow("ctrl_alone_flies_it_does_not_place") << "ctrl+shift" << int(Qt::ControlModifier) << false << "Ctrl+Shift";
}

// Alt-drag is what many window managers take for moving windows: the GM picks another
// modifier under Edit → Place Freely With; the move tool, its status tip and the shortcuts
// dialog follow it, and the next start remembers it.
void TestMainWindow::placeFreelyWithTheModifierPicked()
{
    QFETCH(QString, picked);
    QFETCH(int, held);
    QFETCH(bool, placed);
    QFETCH(QString, keyText);
    if (picked != QLatin1String("alt")) {
        auto *action = m_window->findChild<QAction *>(QStringLiteral("actionPlaceFreely_%1").arg(picked));
        QVERIFY(action);
        QVERIFY(!action->isChecked());
        // Through the Edit menu, as the GM does it.
        QMenu *edit = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("menuEdit"));
        QVERIFY(edit && edit->actions().contains(m_window->findChild<QMenu *>(QStringLiteral("menuPlaceFreely"))->menuAction()));
        action->trigger();
        QVERIFY(action->isChecked());
    }
    QVERIFY2(m_window->findChild<QAction *>(QStringLiteral("actionMoveTool"))->statusTip().contains(keyText + QLatin1String(": place freely")),
             qPrintable(m_window->findChild<QAction *>(QStringLiteral("actionMoveTool"))->statusTip()));
    drag(QPointF(1.5, 1.5), {QPointF(5.5, 5.5)}, QPointF(9.5, 5.5), Qt::KeyboardModifiers(held));
    QCOMPARE(positionOf(QStringLiteral("hero")), placed ? (GridPoint{9, 5}) : (GridPoint{1, 1}));
    QCOMPARE(m_window->document()->undoStack()->count(), placed ? 1 : 0);

    m_window->findChild<QAction *>(QStringLiteral("actionKeyboardShortcuts"))->trigger();
    auto *dialog = m_window->findChild<QDialog *>(QStringLiteral("keyboardShortcuts"));
    QVERIFY(dialog);
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutTable"));
    bool listed = false;
    for (int r = 0; r < table->rowCount(); ++r)
        listed = listed || (table->item(r, 2) && table->item(r, 2)->text() == keyText + QLatin1String("+drag"));
    QVERIFY(listed);
    delete dialog;

    // Remembered: a new window places freely with the same key.
    m_window->document()->undoStack()->setClean();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("actionPlaceFreely_%1").arg(picked))->isChecked());
    QCOMPARE(m_window->moveTool()->placeFreely(), PlaceFreely::fromId(picked));
}

void TestMainWindow::keyboardShortcutsListTheMouse_data()
{
    QTest::addColumn<QString>("what");    // part of the Command column
    QTest::addColumn<QString>("gesture"); // the Keys column
    QTest::newRow("alt_drag_places_freely") << "Place a creature anywhere" << "Alt+drag";
    QTest::newRow("shift_click_sets_waypoints") << "through squares" << "Shift+click the squares, then drag the token";
    QTest::newRow("ctrl_drag_flies_or_lands") << "Fly instead of walking, or land" << "Ctrl+drag";
    QTest::newRow("shift_drag_crawls") << "Crawl instead of standing up" << "Shift+drag";
    QTest::newRow("esc_cancels_a_drag") << "Cancel the drag" << "Esc while dragging";
    QTest::newRow("area_template_press_and_aim") << "Place an area and aim it" << "Press at the origin, drag to aim (Esc clears)";
    QTest::newRow("lights_right_click_removes") << "remove it" << "Click; drag; Shift+drag; right-click";
    QTest::newRow("middle_drag_pans") << "Pan the map" << "Middle-drag, or Space+drag";
}

// Help → Keyboard Shortcuts lists the mouse too: a "Mouse" heading, then what each tool
// does with a click or a drag and the keys held with it.
void TestMainWindow::keyboardShortcutsListTheMouse()
{
    QFETCH(QString, what);
    QFETCH(QString, gesture);
    m_window->findChild<QAction *>(QStringLiteral("actionKeyboardShortcuts"))->trigger();
    auto *dialog = m_window->findChild<QDialog *>(QStringLiteral("keyboardShortcuts"));
    QVERIFY(dialog);
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutTable"));
    int heading = -1;
    int found = -1;
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 0) && table->item(r, 0)->text() == QLatin1String("Mouse") && table->columnSpan(r, 0) == 3)
            heading = r;
        if (table->item(r, 1) && table->item(r, 1)->text().contains(what) && table->item(r, 2)->text() == gesture)
            found = r;
    }
    QVERIFY(heading >= 0);
    QVERIFY2(found > heading, qPrintable(QStringLiteral("heading %1, row %2").arg(heading).arg(found)));
    // The keys column is in view as the dialog opens (no scrolling sideways to read them).
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    const int keysAt = table->horizontalHeader()->sectionViewportPosition(2);
    QVERIFY2(keysAt >= 0 && keysAt + 60 <= table->viewport()->width(),
             qPrintable(QStringLiteral("the Keys column at %1 of %2 px").arg(keysAt).arg(table->viewport()->width())));
    delete dialog;
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
