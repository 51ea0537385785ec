// Offscreen GUI tests of the map editing tools, the creature actions, the creature panel
// and the background calibration: the real window, driven with QTest events on the view
// and on the panel's widgets. Every edit must be one undo step that undoes exactly.

#include "contextmenu.h"
#include "model/mapedits.h"
#include "teststeps.h"
#include "document.h"
#include "model/encounterio.h"
#include "mainwindow.h"
#include "scene/mapitems.h"
#include "scene/mapscene.h"
#include "render/maprenderer.h"
#include "scene/mapview.h"
#include "tools/abstracttool.h" // MapScene keeps the active tool in a QPointer
#include "widgets/calibrationdialog.h"
#include "widgets/creaturedock.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QComboBox>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace bm;

namespace {

// A 10x8 map. A wall runs down x = 5 with a closed door between y = 3 and y = 4; water
// fills a rectangle in the lower right; one difficult square; three creatures.
const char *kEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "editing test", "ruleset": "dnd5e-2014",
  "grid": {"width": 10, "height": 8},
  "terrain": [{"type": "water", "rect": [6, 5, 4, 3]}, {"type": "difficult", "squares": [[1, 6]]}],
  "walls": [{"from": [5, 0], "to": [5, 3]}, {"from": [5, 3], "to": [5, 4], "door": "closed"}, {"from": [5, 4], "to": [5, 8]}],
  "creatures": [
    {"id": "hero", "name": "Hero", "side": "party", "position": [1, 1], "speed": {"walk": 30}, "hp": 20, "maxHp": 20, "ac": 15},
    {"id": "orc1", "name": "Orc", "side": "hostile", "position": [7, 1], "speed": {"walk": 30}, "hp": 15, "maxHp": 15},
    {"id": "ogre", "name": "Ogre", "side": "hostile", "size": "large", "position": [8, 3], "speed": {"walk": 40}}
  ]
})";

QJsonValue jsonAt(const QJsonObject &o, const QString &path)
{
    QJsonValue v = o;
    for (const QString &key : path.split(QLatin1Char('.')))
        v = v.toObject().value(key);
    return v;
}

QJsonValue parseValue(const QString &json)
{
    return QJsonDocument::fromJson(("[" + json + "]").toUtf8()).array().at(0);
}

} // namespace

class TestEditing : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void brushStrokeIsOneUndoStep_data();
    void brushStrokeIsOneUndoStep();
    void shiftDragPaintsRectangle_data();
    void shiftDragPaintsRectangle();
    void eraser_data();
    void eraser();
    void wallSnapsToCornersAndBlocksMovement_data();
    void wallSnapsToCornersAndBlocksMovement();
    void doorClickTogglesPath_data();
    void doorClickTogglesPath();
    void creaturePanelEditsUndoExactly_data();
    void creaturePanelEditsUndoExactly();
    void invalidPanelEditIsRefused_data();
    void invalidPanelEditIsRefused();
    void duplicateGivesUniqueIdAndNumberedName();
    void addAndDeleteCreature();
    void contextMenuActsOnTheClickedSquare_data();
    void contextMenuActsOnTheClickedSquare();
    void calibrationByTwoCorners_data();
    void calibrationByTwoCorners();
    void backgroundFollowsUndo();
    void downscaledBackgroundKeepsFileSize();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_path;

    Document *doc() const { return m_window->document(); }
    QUndoStack *stack() const { return doc()->undoStack(); }
    QByteArray snapshot() const { return writeEncounter(doc()->encounter()); }
    QWidget *viewport() const { return m_window->view()->viewport(); }
    QPoint viewPoint(double gx, double gy) const
    {
        return m_window->view()->mapFromScene(QPointF(gx, gy) * render::kSquare);
    }
    [[nodiscard]] bool trigger(const char *action) const
    {
        QAction *a = m_window->findChild<QAction *>(QLatin1String(action));
        BM_CHECK2(a, action);
        a->trigger();
        return true;
    }
    [[nodiscard]] bool pickKind(const QString &kindId) const
    {
        auto *combo = m_window->findChild<QComboBox *>(QStringLiteral("terrainKindCombo"));
        BM_CHECK(combo);
        const int i = combo->findData(kindId);
        BM_CHECK2(i >= 0, qPrintable(kindId));
        combo->setCurrentIndex(i);
        return true;
    }
    void drag(QPointF from, const QList<QPointF> &via, QPointF to, Qt::KeyboardModifiers mods = {})
    {
        QTest::mousePress(viewport(), Qt::LeftButton, mods, viewPoint(from.x(), from.y()));
        for (QPointF p : via)
            QTest::mouseMove(viewport(), viewPoint(p.x(), p.y()));
        QTest::mouseMove(viewport(), viewPoint(to.x(), to.y()));
        QTest::mouseRelease(viewport(), Qt::LeftButton, mods, viewPoint(to.x(), to.y()));
    }
    // The squares of the map that have a terrain kind (from whatever areas).
    QSet<QPair<int, int>> squaresOf(const TerrainKind &kind) const
    {
        QSet<QPair<int, int>> out;
        for (const TerrainArea &a : doc()->encounter().terrain) {
            if (!kind.sameAs(a))
                continue;
            if (a.usesRect) {
                for (int y = a.rect.top(); y <= a.rect.bottom(); ++y)
                    for (int x = a.rect.left(); x <= a.rect.right(); ++x)
                        out.insert({x, y});
            } else {
                for (const GridPoint &p : a.squares)
                    out.insert({p.x, p.y});
            }
        }
        return out;
    }
    // Every (area, square) membership of a kind: more than squaresOf() means duplicates.
    int membershipsOf(const TerrainKind &kind) const
    {
        int n = 0;
        for (const TerrainArea &a : doc()->encounter().terrain) {
            if (kind.sameAs(a))
                n += a.usesRect ? a.rect.width() * a.rect.height() : int(a.squares.size());
        }
        return n;
    }
    PathResult pathFor(const QString &id, GridPoint to) const
    {
        MoveRequest req;
        req.creature = id;
        return doc()->engine().cheapestPath(req, to);
    }
    CreatureDock *dock() const { return m_window->findChild<CreatureDock *>(); }
    template<typename T>
    T *field(const char *name) const
    {
        return dock()->findChild<T *>(QLatin1String(name));
    }
};

void TestEditing::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("edit.battlemap.json"));
    QFile f(m_path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kEncounter);
    f.close();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1300, 850);
    QVERIFY(m_window->openFile(m_path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->view()->resetTransform(); // 1 scene unit = 1 pixel: 64 px squares, all visible
    m_window->view()->centerOn(render::squaresRect(QRect(0, 0, 10, 8)).center());
}

void TestEditing::cleanup()
{
    stack()->setClean(); // no "save changes?" on close
    m_window.reset();
}

void TestEditing::brushStrokeIsOneUndoStep_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QPointF>("from");
    QTest::addColumn<QList<QPointF>>("via");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<int>("added");
    // A fast drag reports few positions: the squares in between must be painted too.
    QTest::newRow("difficult along a row, one move event") << "difficult" << QPointF(0.5, 3.5) << QList<QPointF>{}
                                                           << QPointF(3.5, 3.5) << 4;
    QTest::newRow("water along a diagonal: no corner gaps") << "water" << QPointF(0.5, 0.5) << QList<QPointF>{}
                                                            << QPointF(2.5, 2.5) << 5;
    QTest::newRow("half-cover crates in an L") << "cover-half" << QPointF(2.5, 4.5)
                                               << QList<QPointF>{QPointF(3.5, 4.5), QPointF(3.5, 5.5)} << QPointF(3.5, 6.5)
                                               << 4;
    // (1,6) is difficult already: it is neither listed twice nor counted.
    QTest::newRow("difficult over a difficult square") << "difficult" << QPointF(0.5, 6.5) << QList<QPointF>{}
                                                       << QPointF(3.5, 6.5) << 3;
    QTest::newRow("back and forth over the same squares") << "climb" << QPointF(0.5, 7.5)
                                                          << QList<QPointF>{QPointF(2.5, 7.5), QPointF(0.5, 7.5)}
                                                          << QPointF(2.5, 7.5) << 3;
}

void TestEditing::brushStrokeIsOneUndoStep()
{
    QFETCH(QString, kind);
    QFETCH(QPointF, from);
    QFETCH(QList<QPointF>, via);
    QFETCH(QPointF, to);
    QFETCH(int, added);
    const TerrainKind k = *TerrainKind::fromId(kind);
    QVERIFY(pickKind(kind));
    QVERIFY(trigger("actionTerrainBrush"));
    const QByteArray before = snapshot();
    const int squaresBefore = int(squaresOf(k).size());
    const int areasBefore = int(doc()->encounter().terrain.size());
    drag(from, via, to);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(int(squaresOf(k).size()), squaresBefore + added);
    QCOMPARE(membershipsOf(k), int(squaresOf(k).size())); // no square listed twice
    // Squares join the kind's area: at most one new area for the whole stroke.
    QVERIFY(int(doc()->encounter().terrain.size()) <= areasBefore + 1);
    QVERIFY(squaresOf(k).contains({int(from.x()), int(from.y())}));
    QVERIFY(squaresOf(k).contains({int(to.x()), int(to.y())}));
    const QByteArray after = snapshot();
    stack()->undo();
    QCOMPARE(snapshot(), before);
    stack()->redo();
    QCOMPARE(snapshot(), after);
}

void TestEditing::shiftDragPaintsRectangle_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QPointF>("from");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<QRect>("rect");
    QTest::addColumn<bool>("asRect");
    QTest::newRow("blocked 3x2: one rect area") << "blocked" << QPointF(1.5, 1.5) << QPointF(3.5, 2.5) << QRect(1, 1, 3, 2)
                                                << true;
    QTest::newRow("dragged up and left") << "difficult" << QPointF(4.5, 4.5) << QPointF(2.5, 3.5) << QRect(2, 3, 3, 2)
                                         << true;
    // Overlapping the water rectangle: only the missing squares are added, listed.
    QTest::newRow("water over the lake's edge") << "water" << QPointF(4.5, 4.5) << QPointF(6.5, 5.5) << QRect(4, 4, 3, 2)
                                                << false;
}

void TestEditing::shiftDragPaintsRectangle()
{
    QFETCH(QString, kind);
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(QRect, rect);
    QFETCH(bool, asRect);
    const TerrainKind k = *TerrainKind::fromId(kind);
    QVERIFY(pickKind(kind));
    QVERIFY(trigger("actionTerrainBrush"));
    const QByteArray before = snapshot();
    drag(from, {QPointF(2.5, 2.5)}, to, Qt::ShiftModifier);
    QCOMPARE(stack()->count(), 1);
    const auto painted = squaresOf(k);
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            QVERIFY2(painted.contains({x, y}), qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
    QVERIFY(!painted.contains({rect.left() - 1, rect.top()}));
    QVERIFY(!painted.contains({rect.left(), rect.bottom() + 1}));
    QCOMPARE(membershipsOf(k), int(painted.size()));
    const TerrainArea &last = doc()->encounter().terrain.back();
    QCOMPARE(last.usesRect, asRect);
    if (asRect)
        QCOMPARE(last.rect, rect);
    stack()->undo();
    QCOMPARE(snapshot(), before);
}

void TestEditing::eraser_data()
{
    QTest::addColumn<QString>("only"); // empty: every type
    QTest::addColumn<QPointF>("from");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<int>("waterLeft");
    QTest::addColumn<int>("difficultLeft");
    QTest::addColumn<int>("wallsLeft");
    // The water rect is 4x3 = 12 squares; column 7 goes: two rects remain (3 + 6 squares).
    QTest::newRow("a line through the lake splits its rectangle") << "" << QPointF(7.5, 5.5) << QPointF(7.5, 7.5) << 9 << 1
                                                                  << 3;
    QTest::newRow("every type: water and the difficult square") << "" << QPointF(1.5, 6.5) << QPointF(6.5, 6.5) << 11 << 0
                                                                << 3;
    QTest::newRow("picked type only: difficult stays") << "water" << QPointF(1.5, 6.5) << QPointF(6.5, 6.5) << 11 << 1
                                                       << 3;
    QTest::newRow("nothing under the stroke: no undo step") << "" << QPointF(1.5, 3.5) << QPointF(3.5, 3.5) << 12 << 1
                                                            << 3;
    // Starting on the wall x = 5 (y 0..3): that stroke erases walls, not terrain; it
    // runs down the wall line over the door and the lower wall.
    QTest::newRow("a stroke that starts on a wall erases walls") << "" << QPointF(5.0, 1.5) << QPointF(5.0, 7.5) << 12 << 1
                                                                 << 0;
}

void TestEditing::eraser()
{
    QFETCH(QString, only);
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(int, waterLeft);
    QFETCH(int, difficultLeft);
    QFETCH(int, wallsLeft);
    if (!only.isEmpty()) {
        QVERIFY(pickKind(only));
        QVERIFY(trigger("actionErasePickedOnly"));
    }
    QVERIFY(trigger("actionEraser"));
    const QByteArray before = snapshot();
    drag(from, {(from + to) / 2}, to);
    const TerrainKind water{TerrainType::Water, CoverLevel::None};
    const TerrainKind difficult{TerrainType::Difficult, CoverLevel::None};
    QCOMPARE(int(squaresOf(water).size()), waterLeft);
    QCOMPARE(int(squaresOf(difficult).size()), difficultLeft);
    QCOMPARE(int(doc()->encounter().walls.size()), wallsLeft);
    const bool changed = waterLeft != 12 || difficultLeft != 1 || wallsLeft != 3;
    QCOMPARE(stack()->count(), changed ? 1 : 0);
    for (const TerrainArea &a : doc()->encounter().terrain) // no empty leftovers
        QVERIFY(a.usesRect ? !a.rect.isEmpty() : !a.squares.empty());
    if (changed) {
        stack()->undo();
        QCOMPARE(snapshot(), before);
    }
}

void TestEditing::wallSnapsToCornersAndBlocksMovement_data()
{
    QTest::addColumn<QPointF>("press");
    QTest::addColumn<QPointF>("release");
    QTest::addColumn<bool>("free");
    QTest::addColumn<QPointF>("from");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<bool>("heroCanReach");
    // The hero at (1,1) goes to (3,1): 10 ft with nothing in the way.
    QTest::newRow("near corners: snapped, cuts the map") << QPointF(2.1, -0.1) << QPointF(1.9, 8.2) << false
                                                         << QPointF(2, 0) << QPointF(2, 8) << false;
    QTest::newRow("a short wall: the hero walks round it") << QPointF(1.9, -0.1) << QPointF(2.1, 2.1) << false
                                                           << QPointF(2, 0) << QPointF(2, 2) << true;
    // Shift: the ends stay where they were pressed (to 1/100 square); the wall runs through
    // the middle of column 2's squares, rows 0-3.
    QTest::newRow("Shift: free ends") << QPointF(2.5, 0.25) << QPointF(2.5, 3.75) << true << QPointF(2.5, 0.25)
                                      << QPointF(2.5, 3.75) << true;
}

void TestEditing::wallSnapsToCornersAndBlocksMovement()
{
    QFETCH(QPointF, press);
    QFETCH(QPointF, release);
    QFETCH(bool, free);
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(bool, heroCanReach);
    QVERIFY(pathFor(QStringLiteral("hero"), {3, 1}).found);
    QVERIFY(trigger("actionWallTool"));
    const QByteArray before = snapshot();
    const Qt::KeyboardModifiers mods = free ? Qt::ShiftModifier : Qt::NoModifier;
    drag(press, {(press + release) / 2}, release, mods);
    QCOMPARE(stack()->count(), 1);
    const Wall &w = doc()->encounter().walls.back();
    QVERIFY2(std::abs(w.from.x() - from.x()) < 0.02 && std::abs(w.from.y() - from.y()) < 0.02,
             qPrintable(QStringLiteral("from %1,%2").arg(w.from.x()).arg(w.from.y())));
    QVERIFY2(std::abs(w.to.x() - to.x()) < 0.02 && std::abs(w.to.y() - to.y()) < 0.02,
             qPrintable(QStringLiteral("to %1,%2").arg(w.to.x()).arg(w.to.y())));
    if (!free) {
        QCOMPARE(w.from, from); // exactly on the grid point
        QCOMPARE(w.to, to);
    }
    QCOMPARE(w.door, DoorState::None);
    const PathResult p = pathFor(QStringLiteral("hero"), {3, 1});
    QCOMPARE(p.found, heroCanReach);
    if (heroCanReach)
        QVERIFY(p.costFeet > 10); // not straight through any more
    stack()->undo();
    QCOMPARE(snapshot(), before);
    QCOMPARE(pathFor(QStringLiteral("hero"), {3, 1}).costFeet, 10.0);
}

void TestEditing::doorClickTogglesPath_data()
{
    QTest::addColumn<QString>("tool");
    QTest::newRow("move tool") << "actionMoveTool";
    QTest::newRow("wall tool") << "actionWallTool";
    QTest::newRow("door tool") << "actionDoorTool";
}

void TestEditing::doorClickTogglesPath()
{
    QFETCH(QString, tool);
    QVERIFY(trigger(tool.toLatin1().constData()));
    // The wall down x = 5 with the closed door: the hero can't get to (7, 4).
    QVERIFY(!pathFor(QStringLiteral("hero"), {7, 4}).found);
    const QByteArray before = snapshot();
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(5.02, 3.5));
    QCOMPARE(doc()->encounter().walls[1].door, DoorState::Open);
    QCOMPARE(stack()->count(), 1);
    const PathResult open = pathFor(QStringLiteral("hero"), {7, 4});
    QVERIFY(open.found);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("opened")),
             qPrintable(m_window->statusBar()->currentMessage()));
    // A second click closes it again: another undo step.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(4.98, 3.4));
    QCOMPARE(doc()->encounter().walls[1].door, DoorState::Closed);
    QCOMPARE(stack()->count(), 2);
    QVERIFY(!pathFor(QStringLiteral("hero"), {7, 4}).found);
    stack()->undo();
    QCOMPARE(doc()->encounter().walls[1].door, DoorState::Open);
    stack()->undo();
    QCOMPARE(snapshot(), before);
}

void TestEditing::creaturePanelEditsUndoExactly_data()
{
    QTest::addColumn<QString>("widget");
    QTest::addColumn<QString>("input"); // typed text, a combo's data, or a condition
    QTest::addColumn<QString>("jsonPath");
    QTest::addColumn<QString>("expected");
    QTest::newRow("typing a name: one step for all the keys") << "nameEdit" << " the Bold" << "name" << "\"Hero the Bold\"";
    QTest::newRow("typing HP") << "hpSpin" << "12" << "hp" << "12";
    QTest::newRow("typing max HP") << "maxHpSpin" << "35" << "maxHp" << "35";
    QTest::newRow("typing AC") << "acSpin" << "17" << "ac" << "17";
    QTest::newRow("typing temp HP") << "tempHpSpin" << "5" << "tempHp" << "5";
    QTest::newRow("typing the walking speed") << "walkSpin" << "25" << "speed.walk" << "25";
    QTest::newRow("typing a flying speed") << "flySpin" << "60" << "speed.fly" << "60";
    QTest::newRow("typing the reach") << "reachSpin" << "10" << "reach" << "10";
    QTest::newRow("typing the initiative bonus") << "initiativeBonusSpin" << "3" << "initiativeBonus" << "3";
    QTest::newRow("three steps up in AC: one undo step") << "acSpin" << "<up3>" << "ac" << "18";
    QTest::newRow("side to ally") << "sideCombo" << "ally" << "side" << "\"ally\"";
    QTest::newRow("size to large (fits at 1,1)") << "sizeCombo" << "large" << "size" << "\"large\"";
    QTest::newRow("token art: dragon") << "tokenCombo" << "dragon.svg" << "token" << "\"dragon.svg\"";
    QTest::newRow("prone") << "conditionsList" << "prone" << "conditions" << "[\"prone\"]";
    QTest::newRow("space override 2") << "spaceSpin" << "2" << "space" << "2";
}

void TestEditing::creaturePanelEditsUndoExactly()
{
    QFETCH(QString, widget);
    QFETCH(QString, input);
    QFETCH(QString, jsonPath);
    QFETCH(QString, expected);
    m_window->scene()->selectCreature(QStringLiteral("hero"));
    QCOMPARE(dock()->creatureId(), QStringLiteral("hero"));
    QCOMPARE(field<QLineEdit>("nameEdit")->text(), QStringLiteral("Hero"));
    QCOMPARE(field<QSpinBox>("hpSpin")->value(), 20);
    const QByteArray before = snapshot();
    QWidget *w = dock()->findChild<QWidget *>(widget);
    QVERIFY(w);
    if (auto *edit = qobject_cast<QLineEdit *>(w)) {
        edit->setFocus();
        edit->end(false);
        QTest::keyClicks(edit, input);
    } else if (auto *spin = qobject_cast<QSpinBox *>(w)) {
        if (input == QLatin1String("<up3>")) {
            for (int i = 0; i < 3; ++i)
                QTest::keyClick(spin, Qt::Key_Up);
        } else {
            spin->setFocus();
            spin->selectAll();
            QTest::keyClicks(spin, input);
            QTest::keyClick(spin, Qt::Key_Return); // commits spin boxes that wait for Enter
        }
    } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
        const int i = combo->findData(input);
        QVERIFY2(i >= 0, qPrintable(input));
        combo->setCurrentIndex(i);
    } else if (auto *list = qobject_cast<QListWidget *>(w)) {
        const auto items = list->findItems(QStringLiteral("*"), Qt::MatchWildcard);
        const auto it = std::find_if(items.begin(), items.end(),
                                     [&](QListWidgetItem *item) { return item->data(Qt::UserRole).toString() == input; });
        QVERIFY(it != items.end());
        (*it)->setCheckState(Qt::Checked);
    }
    const QJsonObject hero = encounterToJson(doc()->encounter())[QStringLiteral("creatures")].toArray().at(0).toObject();
    QCOMPARE(jsonAt(hero, jsonPath), parseValue(expected));
    QCOMPARE(stack()->count(), 1);
    QVERIFY(dock()->refusal().isEmpty());
    const QByteArray after = snapshot();
    stack()->undo();
    QCOMPARE(snapshot(), before);
    // The panel follows the model back.
    QCOMPARE(field<QLineEdit>("nameEdit")->text(), QStringLiteral("Hero"));
    QCOMPARE(field<QSpinBox>("acSpin")->value(), 15);
    stack()->redo();
    QCOMPARE(snapshot(), after);
}

void TestEditing::invalidPanelEditIsRefused_data()
{
    QTest::addColumn<QString>("creature");
    QTest::addColumn<QString>("widget");
    QTest::addColumn<QString>("value");
    // The ogre (large) stands at (8, 3) on the 10x8 map: a 3x3 or 4x4 space runs off it.
    QTest::newRow("ogre to huge at the map's edge") << "ogre" << "sizeCombo" << "huge";
    QTest::newRow("ogre to gargantuan") << "ogre" << "sizeCombo" << "gargantuan";
    QTest::newRow("orc with a 4-square space at (7, 1)") << "orc1" << "spaceSpin" << "4";
}

void TestEditing::invalidPanelEditIsRefused()
{
    QFETCH(QString, creature);
    QFETCH(QString, widget);
    QFETCH(QString, value);
    m_window->scene()->selectCreature(creature);
    const QByteArray before = snapshot();
    QWidget *w = dock()->findChild<QWidget *>(widget);
    if (auto *combo = qobject_cast<QComboBox *>(w)) {
        const QString shown = combo->currentData().toString();
        combo->setCurrentIndex(combo->findData(value));
        QCOMPARE(combo->currentData().toString(), shown); // back to what the model says
    } else if (auto *spin = qobject_cast<QSpinBox *>(w)) {
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, value);
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(spin->value(), 0);
    }
    QCOMPARE(snapshot(), before);
    QCOMPARE(stack()->count(), 0);
    QVERIFY2(dock()->refusal().contains(QStringLiteral("does not fit")), qPrintable(dock()->refusal()));
    QCOMPARE(m_window->statusBar()->currentMessage(), dock()->refusal());
}

void TestEditing::duplicateGivesUniqueIdAndNumberedName()
{
    m_window->scene()->selectCreature(QStringLiteral("orc1"));
    const QByteArray before = snapshot();
    QVERIFY(trigger("actionDuplicateCreature"));
    m_window->scene()->selectCreature(QStringLiteral("orc1"));
    QVERIFY(trigger("actionDuplicateCreature"));
    const Encounter &e = doc()->encounter();
    QCOMPARE(int(e.creatures.size()), 5);
    QCOMPARE(stack()->count(), 2);
    QSet<QString> ids;
    for (const Creature &c : e.creatures)
        ids.insert(c.id);
    QCOMPARE(ids.size(), 5);
    QCOMPARE(e.creatures[3].name, QStringLiteral("Orc 2"));
    QCOMPARE(e.creatures[4].name, QStringLiteral("Orc 3"));
    QCOMPARE(e.creatures[3].id, QStringLiteral("orc2"));
    QCOMPARE(e.creatures[4].id, QStringLiteral("orc3"));
    QCOMPARE(e.creatures[3].hp, 15); // a copy in every other respect
    // On free squares next to the original, not on anyone.
    for (std::size_t i = 3; i < 5; ++i) {
        const QRect space = e.creatures[i].spaceRect();
        QVERIFY(QRect(6, 0, 3, 3).contains(space));
        for (std::size_t j = 0; j < e.creatures.size(); ++j)
            QVERIFY(i == j || !e.creatures[j].spaceRect().intersects(space));
    }
    // The copy is selected, so the panel shows it.
    QCOMPARE(dock()->creatureId(), QStringLiteral("orc3"));
    // The file stays valid: unique ids, every space on the map.
    QVERIFY(readEncounter(snapshot()).ok());
    stack()->undo();
    stack()->undo();
    QCOMPARE(snapshot(), before);
}

void TestEditing::addAndDeleteCreature()
{
    const QByteArray before = snapshot();
    QVERIFY(trigger("actionAddCreature"));
    QCOMPARE(int(doc()->encounter().creatures.size()), 4);
    const Creature added = doc()->encounter().creatures.back();
    QCOMPARE(added.size, Size::Medium);
    QCOMPARE(m_window->scene()->selectedCreature(), added.id);
    QVERIFY(doc()->encounter().contains(added.position));
    const QByteArray afterAdd = snapshot();
    // Delete the hero (selected with a click) with the menu action.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(1.5, 1.5));
    QCOMPARE(m_window->scene()->selectedCreature(), QStringLiteral("hero"));
    QVERIFY(trigger("actionDeleteCreature"));
    QVERIFY(!doc()->encounter().creature(QStringLiteral("hero")));
    QCOMPARE(stack()->count(), 2);
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("actionDeleteCreature"))->isEnabled());
    stack()->undo();
    QCOMPARE(snapshot(), afterAdd);
    stack()->undo();
    QCOMPARE(snapshot(), before);
}

void TestEditing::contextMenuActsOnTheClickedSquare_data()
{
    QTest::addColumn<QPointF>("at");
    QTest::addColumn<QString>("entry");
    QTest::addColumn<QString>("newName");
    QTest::addColumn<QPoint>("newPosition");
    QTest::newRow("empty square: add a creature there") << QPointF(3.5, 5.5) << "Add Creature Here" << "Creature"
                                                        << QPoint(3, 5);
    QTest::newRow("on the orc: duplicate it") << QPointF(7.5, 1.5) << "Duplicate Orc" << "Orc 2" << QPoint(7, 0);
}

void TestEditing::contextMenuActsOnTheClickedSquare()
{
    QFETCH(QPointF, at);
    QFETCH(QString, entry);
    QFETCH(QString, newName);
    QFETCH(QPoint, newPosition);
    const QStringList seen = test::rightClickAndPick(viewport(), viewPoint(at.x(), at.y()),
                                                     [&](const QAction *a) { return a->text() == entry; });
    QVERIFY2(seen.contains(entry), qPrintable(seen.join(QStringLiteral(" | "))));
    QCOMPARE(stack()->count(), 1);
    const Creature &c = doc()->encounter().creatures.back();
    QCOMPARE(c.name, newName);
    QCOMPARE(c.position, (GridPoint{newPosition.x(), newPosition.y()}));
}

void TestEditing::calibrationByTwoCorners_data()
{
    QTest::addColumn<QPointF>("first");
    QTest::addColumn<QPointF>("second");
    QTest::addColumn<int>("apart");
    QTest::addColumn<double>("pps");
    QTest::addColumn<QPointF>("offset");
    // The test image has grid lines every 70 px starting at (10, 20).
    QTest::newRow("one square, diagonally") << QPointF(80, 90) << QPointF(150, 160) << 1 << 70.0 << QPointF(10, 20);
    QTest::newRow("three squares across") << QPointF(150, 230) << QPointF(360, 230) << 3 << 70.0 << QPointF(10, 20);
    QTest::newRow("four squares up, clicked bottom first") << QPointF(220, 440) << QPointF(220, 160) << 4 << 70.0
                                                           << QPointF(10, 20);
}

void TestEditing::calibrationByTwoCorners()
{
    QFETCH(QPointF, first);
    QFETCH(QPointF, second);
    QFETCH(int, apart);
    QFETCH(double, pps);
    QFETCH(QPointF, offset);
    QImage image(720, 580, QImage::Format_RGB32);
    image.fill(Qt::white);
    CalibrationDialog dialog(image, doc()->encounter(), m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.findChild<QComboBox *>(QStringLiteral("zoomCombo"))->setCurrentIndex(3); // 100%: one pixel per pixel
    dialog.findChild<QSpinBox *>(QStringLiteral("squaresApartSpin"))->setValue(apart);
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("pickButton")), Qt::LeftButton);
    QTest::mouseClick(dialog.preview(), Qt::LeftButton, {}, dialog.previewPoint(first));
    QTest::mouseClick(dialog.preview(), Qt::LeftButton, {}, dialog.previewPoint(second));
    const BackgroundCalibration c = dialog.calibration();
    QCOMPARE(c.pixelsPerSquare, pps);
    QCOMPARE(c.offset, offset);
    // Written into the encounter as one undo step.
    const QByteArray before = snapshot();
    QVERIFY(CalibrationDialog::apply(doc(), c));
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(doc()->encounter().background.value(QStringLiteral("pixelsPerSquare")).toDouble(), pps);
    QCOMPARE(doc()->encounter().background.value(QStringLiteral("offset")).toArray(),
             (QJsonArray{offset.x(), offset.y()}));
    // backgroundRect puts image pixel (10, 20) on grid point (0, 0).
    const QRectF r = render::backgroundRect(doc()->encounter(), image.size());
    QCOMPARE(r.topLeft(), QPointF(-10, -20) * (render::kSquare / pps));
    stack()->undo();
    QCOMPARE(snapshot(), before);
}

void TestEditing::backgroundFollowsUndo()
{
    const QString imagePath = m_dir->filePath(QStringLiteral("cave.png"));
    QImage image(140, 70, QImage::Format_RGB32);
    image.fill(QColor(30, 90, 40));
    QVERIFY(image.save(imagePath));
    QVERIFY(m_window->scene()->ground()->background().isNull());
    QVERIFY(CalibrationDialog::setImage(doc(), imagePath));
    // Absolute in memory; saved relative to the encounter file (ENCOUNTER_FORMAT.md background.image).
    QCOMPARE(doc()->encounter().background.value(QStringLiteral("image")).toString(), QFileInfo(imagePath).absoluteFilePath());
    QCOMPARE(m_window->scene()->ground()->background().size(), QSize(140, 70));
    stack()->undo();
    QVERIFY(m_window->scene()->ground()->background().isNull());
    stack()->redo();
    QCOMPARE(m_window->scene()->ground()->background().size(), QSize(140, 70));
}

void TestEditing::downscaledBackgroundKeepsFileSize()
{
    const QString imagePath = m_dir->filePath(QStringLiteral("big.png"));
    QImage image(800, 400, QImage::Format_RGB32);
    image.fill(Qt::gray);
    QVERIFY(image.save(imagePath));
    Encounter e = doc()->encounter();
    e.background[QStringLiteral("image")] = QStringLiteral("big.png");
    e.background[QStringLiteral("pixelsPerSquare")] = 80;
    QString error;
    const QImage loaded = render::loadBackground(e, m_path, &error, 200 * 100);
    QVERIFY(loaded.width() < 800);
    QVERIFY(!error.isEmpty()); // says it is shown downscaled
    // The calibration counts file pixels: the image still covers 10 x 5 squares.
    QCOMPARE(loaded.deviceIndependentSize().toSize(), QSize(800, 400));
    const QRectF r = render::backgroundRect(e, loaded.deviceIndependentSize().toSize());
    QCOMPARE(r.size(), QSizeF(10, 5) * render::kSquare);
}

QTEST_MAIN(TestEditing)
#include "tst_editing.moc"
