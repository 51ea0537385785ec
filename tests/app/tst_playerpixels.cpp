// The players' screen keeps its ground and the walls over it as painted
// (GroundItem::setCached, setKeptWalls): what the screen shows after a change, painted a
// piece at a time with the kept ground and walls copied under it, is the same pixels as
// the screen shows without them kept, the ground and every wall painted again. Each row
// opens two players' windows on the same document (offscreen, their real repaints into
// their backing stores), one as the players have it and one painting the ground and every
// wall every time, makes the same change in both, paints the second one whole again, and
// compares what each window shows (QScreen::grabWindow: the pixels painted), pixel for
// pixel: the first one's repaints (the fog's changed squares in tiles, the tokens) must
// have reached every pixel the change changed.

#include "commands/encountercommands.h"
#include "document.h"
#include "model/mapedits.h"
#include "scene/mapitems.h"
#include "scene/playerscene.h"
#include "widgets/playerwindow.h"

#include <QGraphicsView>
#include <QPaintEvent>
#include <QPainter>
#include <QScreen>
#include <QScrollBar>
#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace bm;

namespace {

// A 40 x 24 map: difficult and blocked squares here and there, walls (a door among them),
// the Fighter (who carries a torch when `torch`) and the Rogue of the party, goblins
// about; the party's fog in use.
Encounter map(LightLevel light, bool torch)
{
    Encounter e;
    e.name = QStringLiteral("pixels");
    e.ruleset = Ruleset::Dnd2014;
    e.width = 40;
    e.height = 24;
    e.options.light = light;
    TerrainArea difficult;
    difficult.type = TerrainType::Difficult;
    TerrainArea blocked;
    blocked.type = TerrainType::Blocked;
    for (int y = 0; y < e.height; ++y)
        for (int x = 0; x < e.width; ++x) {
            if ((x * 7 + y * 13) % 11 == 0)
                difficult.squares.push_back({x, y});
            else if ((x * 5 + y * 3) % 29 == 0 && y != 10)
                blocked.squares.push_back({x, y});
        }
    e.terrain = {difficult, blocked};
    for (int i = 0; i < 12; ++i) {
        Wall w;
        w.from = QPointF(3 + 3 * i, i % 2 ? 4 : 14);
        w.to = w.from + (i % 3 ? QPointF(0, 5) : QPointF(4, 0));
        if (i == 5)
            w.door = DoorState::Closed;
        e.walls.push_back(w);
    }
    const auto creature = [&](const QString &id, Side side, GridPoint at) {
        Creature c;
        c.id = id;
        c.name = id;
        c.side = side;
        c.position = at;
        c.hp = c.maxHp = 10;
        e.creatures.push_back(c);
    };
    creature(QStringLiteral("fighter"), Side::Party, {4, 10});
    creature(QStringLiteral("rogue"), Side::Party, {6, 18});
    creature(QStringLiteral("gob1"), Side::Hostile, {20, 10});
    creature(QStringLiteral("gob2"), Side::Hostile, {30, 6});
    creature(QStringLiteral("gob3"), Side::Hostile, {33, 16});
    if (torch)
        e.creatures.front().light = CarriedLight{20, 20, {}};
    else
        e.creatures.front().senses.darkvision = 60;
    if (light != LightLevel::Bright) {
        LightSource l;
        l.at = QPointF(25.5, 12.5);
        l.bright = 10;
        l.dim = 10;
        e.lights.push_back(l);
    }
    return e;
}

// What the window's view shows now, as painted into the window (its backing store).
QImage shown(PlayerWindow &w)
{
    QGraphicsView *view = w.view();
    const QPoint at = view->viewport()->mapTo(&w, QPoint(0, 0));
    return w.screen()->grabWindow(w.winId(), at.x(), at.y(), view->viewport()->width(), view->viewport()->height())
        .toImage()
        .convertToFormat(QImage::Format_RGB32);
}

// The window's repaints done (a drag step waits for its frame: 30 a second).
void settle()
{
    QTest::qWait(80);
    QCoreApplication::processEvents();
}

} // namespace

using Change = std::function<void(Document &, PlayerWindow &)>; // done in each window
Q_DECLARE_METATYPE(Change)

class TestPlayerPixels : public QObject
{
    Q_OBJECT

private slots:
    void keptGroundPaintsTheSamePixels_data();
    void keptGroundPaintsTheSamePixels();
    void aDragStepRepaintsTheChangedSquaresNotTheRectangleAroundThem_data();
    void aDragStepRepaintsTheChangedSquaresNotTheRectangleAroundThem();
};

void TestPlayerPixels::keptGroundPaintsTheSamePixels_data()
{
    QTest::addColumn<int>("light");
    QTest::addColumn<bool>("torch");
    QTest::addColumn<Change>("change");
    const auto drag = [](std::initializer_list<GridPoint> steps) {
        return Change([steps](Document &, PlayerWindow &w) {
            for (const GridPoint &at : steps) {
                w.scene()->previewMove(QStringLiteral("fighter"), at);
                settle();
            }
        });
    };
    const auto moveTo = [](GridPoint at) {
        return Change([at](Document &doc, PlayerWindow &) {
            Encounter e = doc.encounter();
            for (Creature &c : e.creatures)
                if (c.id == QLatin1String("fighter"))
                    c.position = at;
            doc.setEncounter(e);
            settle();
        });
    };
    QTest::newRow("fog in daylight, the fighter dragged east") << int(LightLevel::Bright) << false << drag({{6, 10}, {9, 10}, {13, 10}});
    QTest::newRow("fog in daylight, the drag let go") << int(LightLevel::Bright) << false
                                                      << Change([drag](Document &doc, PlayerWindow &w) {
                                                             drag({{8, 10}, {12, 10}})(doc, w);
                                                             w.scene()->endPreview();
                                                             settle();
                                                         });
    QTest::newRow("fog in daylight, the fighter moved") << int(LightLevel::Bright) << false << moveTo({14, 10});
    QTest::newRow("dark, the light shade, the torch dragged") << int(LightLevel::Dark) << true << drag({{7, 10}, {11, 10}, {16, 10}});
    QTest::newRow("dim, darkvision, the fighter dragged") << int(LightLevel::Dim) << false << drag({{5, 9}, {10, 10}});
    QTest::newRow("the map changed: a wall across the corridor") << int(LightLevel::Bright) << false
                                                                 << Change([](Document &doc, PlayerWindow &) {
                                                                        Encounter e = doc.encounter();
                                                                        Wall w;
                                                                        w.from = QPointF(10, 8);
                                                                        w.to = QPointF(10, 13);
                                                                        e.walls.push_back(w);
                                                                        e.terrain[0].squares.push_back({12, 10});
                                                                        doc.setEncounter(e);
                                                                        settle();
                                                                    });
    // Edits as the window makes them (one undo step each), made once: the second window's
    // call finds the map already so. Each would show stale pixels if the kept ground (or the
    // fog under it) weren't brought up to date by the edit.
    const auto edit = [](std::function<void(Encounter &)> how) {
        return [how](Document &doc) {
            Encounter after = doc.encounter();
            how(after);
            if (after == doc.encounter())
                return;
            doc.undoStack()->push(new EditEncounterCommand(&doc, doc.encounter(), after, QStringLiteral("edit")));
            settle();
        };
    };
    const auto openDoor = edit([](Encounter &e) {
        if (e.walls[5].door == DoorState::Closed)
            mapedit::toggleDoor(e, 5);
    });
    QTest::newRow("a door opened: the room beyond it seen") << int(LightLevel::Bright) << false
                                                          << Change([drag, openDoor](Document &doc, PlayerWindow &w) {
                                                                 drag({{14, 6}})(doc, w); // the fighter before the door
                                                                 w.scene()->endPreview();
                                                                 settle();
                                                                 openDoor(doc);
                                                             });
    QTest::newRow("a door opened while the fighter is dragged") << int(LightLevel::Bright) << false
                                                                << Change([drag, openDoor](Document &doc, PlayerWindow &w) {
                                                                       drag({{12, 6}, {15, 6}})(doc, w);
                                                                       openDoor(doc);
                                                                       drag({{16, 7}})(doc, w);
                                                                   });
    QTest::newRow("a door opened, then the opening undone") << int(LightLevel::Bright) << false
                                                            << Change([openDoor](Document &doc, PlayerWindow &) {
                                                                   if (doc.undoStack()->canUndo())
                                                                       return; // done in the first window
                                                                   openDoor(doc);
                                                                   doc.undoStack()->undo();
                                                                   settle();
                                                               });
    QTest::newRow("a blocked square cleared, a difficult one made, a wall taken away")
        << int(LightLevel::Bright) << false << Change([edit](Document &doc, PlayerWindow &) {
               edit([](Encounter &e) {
                   auto &blocked = e.terrain[1].squares;
                   blocked.erase(std::remove_if(blocked.begin(), blocked.end(), [](const GridPoint &p) { return p.x < 16; }), blocked.end());
                   if (std::find(e.terrain[0].squares.begin(), e.terrain[0].squares.end(), GridPoint{8, 11}) == e.terrain[0].squares.end())
                       e.terrain[0].squares.push_back({8, 11});
                   e.walls.erase(std::remove_if(e.walls.begin(), e.walls.end(), [](const Wall &w) { return w.from == QPointF(9, 14); }),
                                 e.walls.end());
               })(doc);
           });
    QTest::newRow("a wall put across the corridor, then undone") << int(LightLevel::Bright) << false
                                                                 << Change([edit](Document &doc, PlayerWindow &) {
                                                                        if (doc.undoStack()->canUndo())
                                                                            return;
                                                                        edit([](Encounter &e) {
                                                                            Wall w;
                                                                            w.from = QPointF(8, 8);
                                                                            w.to = QPointF(8, 13);
                                                                            e.walls.push_back(w);
                                                                        })(doc);
                                                                        doc.undoStack()->undo();
                                                                        settle();
                                                                    });
    QTest::newRow("the view scrolled, then a drag") << int(LightLevel::Bright) << false
                                                    << Change([drag](Document &doc, PlayerWindow &w) {
                                                           w.view()->horizontalScrollBar()->setValue(w.view()->horizontalScrollBar()->value() + 37);
                                                           w.view()->verticalScrollBar()->setValue(w.view()->verticalScrollBar()->value() - 11);
                                                           settle();
                                                           drag({{7, 10}, {10, 10}})(doc, w);
                                                       });
    QTest::newRow("the view zoomed, then a drag") << int(LightLevel::Bright) << false << Change([drag](Document &doc, PlayerWindow &w) {
        w.followRect(QRectF(1.3 * 64, 3.7 * 64, 23 * 64, 13 * 64));
        settle();
        drag({{7, 10}, {10, 11}})(doc, w);
    });
}

void TestPlayerPixels::keptGroundPaintsTheSamePixels()
{
    QFETCH(int, light);
    QFETCH(bool, torch);
    QFETCH(Change, change);
    Document doc;
    doc.reset(map(LightLevel(light), torch), QString());
    doc.startFog();
    PlayerWindow kept(&doc);
    PlayerWindow painted(&doc);
    painted.scene()->ground()->setCached(false);
    QVERIFY(kept.scene()->ground()->isCached());
    // Kept, the walls are copied with the ground: their item paints nothing. Not kept, it
    // strokes them.
    const auto wallsOf = [](PlayerWindow &w) -> WallsItem * {
        for (QGraphicsItem *item : w.scene()->items())
            if (auto *walls = dynamic_cast<WallsItem *>(item))
                return walls;
        return nullptr;
    };
    QVERIFY(wallsOf(kept) && wallsOf(painted));
    QVERIFY(!wallsOf(kept)->isVisible());
    QVERIFY(wallsOf(painted)->isVisible());
    if (qEnvironmentVariableIsSet("BM_TEST_UNCACHED")) // both windows without (the test's own check)
        kept.scene()->ground()->setCached(false);
    for (PlayerWindow *w : {&kept, &painted}) {
        w->resize(900, 560);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        // The GM's view on part of the map (not a whole number of pixels a square).
        w->followRect(QRectF(0.5 * 64, 2.25 * 64, 30 * 64, 17 * 64));
    }
    settle();
    // The change in one window, then in the other (the document's own changes reach both).
    change(doc, kept);
    change(doc, painted);
    // The reference painted whole again: the kept window's pieces of repaint must have
    // reached every pixel that changed.
    painted.view()->viewport()->update();
    settle();
    const QImage a = shown(kept);
    const QImage b = shown(painted);
    QCOMPARE(a.size(), b.size());
    int differ = 0;
    QPoint first(-1, -1);
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y)) {
                if (!differ)
                    first = QPoint(x, y);
                ++differ;
            }
    if (differ) {
        a.save(QStringLiteral("playerpixels-kept.png"));
        b.save(QStringLiteral("playerpixels-painted.png"));
    }
    QVERIFY2(differ == 0, qPrintable(QStringLiteral("%1 pixels differ, the first at %2, %3 (playerpixels-*.png)").arg(differ).arg(first.x()).arg(first.y())));
}

// A drag step on the players' screen changes the fog along the dragged creature's shadow
// edges, here and there across the map: the view repaints those squares (in tiles) and
// the token, not the rectangle around them all, which is most of the screen. (An item's own
// update() would merge its pieces into that rectangle: QGraphicsItem keeps one.) Each
// row drags the fighter through a few squares and records the region of every repaint of
// the players' view; keptGroundPaintsTheSamePixels shows that such pieces reach every
// pixel that changed.
void TestPlayerPixels::aDragStepRepaintsTheChangedSquaresNotTheRectangleAroundThem_data()
{
    QTest::addColumn<int>("light");
    QTest::addColumn<bool>("torch");
    QTest::addColumn<QList<GridPoint>>("steps");
    QTest::newRow("fog in daylight, the fighter dragged east") << int(LightLevel::Bright) << false << QList<GridPoint>{{6, 10}, {9, 10}, {13, 10}};
    QTest::newRow("dark, the light shade, the torch dragged") << int(LightLevel::Dark) << true << QList<GridPoint>{{7, 10}, {11, 10}, {16, 10}};
    QTest::newRow("dim, darkvision, the fighter dragged") << int(LightLevel::Dim) << false << QList<GridPoint>{{5, 9}, {10, 10}};
}

void TestPlayerPixels::aDragStepRepaintsTheChangedSquaresNotTheRectangleAroundThem()
{
    QFETCH(int, light);
    QFETCH(bool, torch);
    QFETCH(QList<GridPoint>, steps);
    Document doc;
    doc.reset(map(LightLevel(light), torch), QString());
    doc.startFog();
    PlayerWindow w(&doc);
    w.resize(900, 560);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.followRect(QRectF(0.5 * 64, 2.25 * 64, 30 * 64, 17 * 64));
    settle();
    struct Recorder : QObject {
        QList<QRegion> regions;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint)
                regions << static_cast<QPaintEvent *>(event)->region();
            return false;
        }
    } recorder;
    w.view()->viewport()->installEventFilter(&recorder);
    for (const GridPoint &at : steps) {
        w.scene()->previewMove(QStringLiteral("fighter"), at);
        settle();
    }
    w.view()->viewport()->removeEventFilter(&recorder);
    QVERIFY(!recorder.regions.isEmpty());
    qint64 painted = 0, around = 0;
    for (const QRegion &r : std::as_const(recorder.regions)) {
        for (const QRect &q : r)
            painted += qint64(q.width()) * q.height();
        around += qint64(r.boundingRect().width()) * r.boundingRect().height();
    }
    // Here the pieces are 55-75 % of the rectangles around them (on a 200 x 200 map, a
    // quarter); repainted whole, all of them (the tokens' own rectangles aside).
    QVERIFY2(painted * 20 < around * 17,
             qPrintable(QStringLiteral("%1 pixels repainted in %2 repaints, of the %3 in the rectangles around their pieces")
                            .arg(painted)
                            .arg(recorder.regions.size())
                            .arg(around)));
}

QTEST_MAIN(TestPlayerPixels)
#include "tst_playerpixels.moc"
