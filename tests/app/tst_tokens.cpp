// Tokens you can tell apart: names readable at the sample's default zoom,
// hidden when squares get too small to read them, always on hover; the gold turn ring on
// the creature whose turn it is, following Next Turn.

#include "commands/combatcommands.h"
#include "document.h"
#include "mainwindow.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "render/maprenderer.h"
#include "scene/tokenitem.h"

#include <QAction>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

using namespace bm;

class TestTokens : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void namesByZoom_data();
    void namesByZoom();
    void hoverShowsTheName();
    void turnRingFollowsTheTurn();
    void pageUpRaisesTheSelectedCreature();
    void theHigherIsDrawnOnTop_data();
    void theHigherIsDrawnOnTop();
    void aMovedTokenIsNotDrawnAgain_data();
    void aMovedTokenIsNotDrawnAgain();

private:
    struct Window {
        MainWindow w;
        Window()
        {
            w.openSample();
            w.resize(1280, 720);
            w.show();
            (void)QTest::qWaitForWindowExposed(&w);
            w.view()->fitToMap();
        }
        MapScene *scene() { return static_cast<MapScene *>(w.view()->scene()); }
        TokenItem *token(const QString &id) { return scene()->tokenFor(id); }
    };
};

void TestTokens::namesByZoom_data()
{
    QTest::addColumn<double>("zoomFactor"); // relative to the fitted view
    QTest::addColumn<bool>("namesShown");
    QTest::newRow("sample_fitted_at_1280x720") << 1.0 << true;
    QTest::newRow("zoomed_in") << 2.0 << true;
    QTest::newRow("zoomed_far_out") << 0.3 << false;
}

void TestTokens::namesByZoom()
{
    QFETCH(double, zoomFactor);
    QFETCH(bool, namesShown);
    Window win;
    // The fitted sample shows squares big enough to read names on (at 1280x720).
    QVERIFY(win.w.view()->zoom() * 64.0 >= MapScene::kNamesMinSquarePixels);
    win.w.view()->setZoom(win.w.view()->zoom() * zoomFactor);
    const QString id = QStringLiteral("gob1");
    QVERIFY(win.token(id));
    QCOMPARE(win.token(id)->isNameVisible(), namesShown);
    QCOMPARE(win.token(id)->nameText(), win.w.document()->encounter().creature(id)->name);
}

void TestTokens::hoverShowsTheName()
{
    Window win;
    win.w.view()->setZoom(win.w.view()->zoom() * 0.3);
    TokenItem *t = win.token(QStringLiteral("gob1"));
    QVERIFY(!t->isNameVisible());
    const QPoint at = win.w.view()->mapFromScene(t->sceneBoundingRect().center() - QPointF(0, 7));
    QTest::mouseMove(win.w.view()->viewport(), at);
    QTRY_VERIFY(t->isNameVisible());
    QTest::mouseMove(win.w.view()->viewport(), QPoint(2, 2));
    QTRY_VERIFY(!t->isNameVisible());
}

void TestTokens::turnRingFollowsTheTurn()
{
    Window win;
    if (!win.w.document()->encounter().combat.active)
        win.w.findChild<QAction *>(QStringLiteral("actionStartCombat"))->trigger();
    const Encounter &e = win.w.document()->encounter();
    QVERIFY(e.combat.active);
    const QString first = e.combat.turn;
    QVERIFY(win.token(first)->isCurrentTurn());
    int rings = 0;
    for (const Creature &c : e.creatures)
        rings += win.token(c.id)->isCurrentTurn() ? 1 : 0;
    QCOMPARE(rings, 1);
    win.w.findChild<QAction *>(QStringLiteral("actionNextTurn"))->trigger();
    const QString second = win.w.document()->encounter().combat.turn;
    QVERIFY(second != first);
    QVERIFY(win.token(second)->isCurrentTurn());
    QVERIFY(!win.token(first)->isCurrentTurn());
}

void TestTokens::pageUpRaisesTheSelectedCreature()
{
    // The elevation keys (RULES.md 10): PgUp raises the selected creature 5 ft, PgDn lowers it (one
    // undo step each), and the token wears "↑10 ft" (RULES.md 10).
    Window win;
    MapScene *scene = win.scene();
    const QString owl = QStringLiteral("hoot");
    scene->selectCreature(owl);
    win.w.view()->setFocus();
    const int before = win.w.document()->undoStack()->count();
    QTest::keyClick(win.w.view(), Qt::Key_PageUp);
    QTest::keyClick(win.w.view(), Qt::Key_PageUp);
    QCOMPARE(win.w.document()->encounter().creature(owl)->elevation, 10.0);
    QCOMPARE(win.w.document()->undoStack()->count(), before + 2);
    QCOMPARE(win.token(owl)->elevationText(), QStringLiteral("\u219110 ft"));
    QTest::keyClick(win.w.view(), Qt::Key_PageDown);
    QCOMPARE(win.w.document()->encounter().creature(owl)->elevation, 5.0);
    win.w.document()->undoStack()->undo();
    win.w.document()->undoStack()->undo();
    win.w.document()->undoStack()->undo();
    QCOMPARE(win.w.document()->encounter().creature(owl)->elevation, 0.0);
    QVERIFY(win.token(owl)->elevationText().isEmpty());
}

void TestTokens::theHigherIsDrawnOnTop_data()
{
    // The ogre (Large) stands over Goblin 1's square; each is raised with PgUp (5 ft a press).
    QTest::addColumn<int>("ogreUp");
    QTest::addColumn<int>("goblinUp");
    QTest::addColumn<bool>("ogreOnTop");
    QTest::newRow("ogre flying 30 ft over the goblin") << 6 << 0 << true;
    QTest::newRow("both on the ground: the smaller on top") << 0 << 0 << false;
    QTest::newRow("ogre 30 ft, goblin 10 ft") << 6 << 2 << true;
    QTest::newRow("goblin 30 ft over the ogre") << 0 << 6 << false;
    QTest::newRow("both 30 ft up: the smaller on top") << 6 << 6 << false;
}

void TestTokens::theHigherIsDrawnOnTop()
{
    QFETCH(int, ogreUp);
    QFETCH(int, goblinUp);
    QFETCH(bool, ogreOnTop);
    Window win;
    Document *doc = win.w.document();
    const GridPoint goblinAt = doc->encounter().creature(QStringLiteral("gob1"))->position;
    QVERIFY(pushCombatEdit(doc, QStringLiteral("Ogre over the goblin"), [&](Encounter &e) {
        e.creatures[std::size_t(e.creatureIndex(QStringLiteral("ogre")))].position = goblinAt;
    }));
    win.w.view()->setFocus();
    for (const auto &[id, presses] : {std::pair{QStringLiteral("ogre"), ogreUp}, {QStringLiteral("gob1"), goblinUp}}) {
        win.scene()->selectCreature(id);
        for (int i = 0; i < presses; ++i)
            QTest::keyClick(win.w.view(), Qt::Key_PageUp);
        QCOMPARE(doc->encounter().creature(id)->elevation, 5.0 * presses);
    }
    const double ogreZ = win.token(QStringLiteral("ogre"))->zValue();
    const double goblinZ = win.token(QStringLiteral("gob1"))->zValue();
    QVERIFY2(ogreOnTop ? ogreZ > goblinZ : goblinZ > ogreZ, qPrintable(QStringLiteral("ogre %1, goblin %2").arg(ogreZ).arg(goblinZ)));
    // What the GM clicks at the goblin's square is what is drawn on top.
    const QPointF at = win.token(QStringLiteral("gob1"))->sceneBoundingRect().center();
    const auto items = win.scene()->items(at, Qt::IntersectsItemShape, Qt::DescendingOrder);
    for (QGraphicsItem *item : items)
        if (auto *t = dynamic_cast<TokenItem *>(item)) {
            QCOMPARE(t->creatureId(), ogreOnTop ? QStringLiteral("ogre") : QStringLiteral("gob1"));
            break;
        }
}

void TestTokens::aMovedTokenIsNotDrawnAgain_data()
{
    // The players' view syncs the dragged token on every frame of a drag: moved only, it is
    // the same picture elsewhere, repainted from its device cache; anything else about it
    // changed, it is drawn again. Either way the screen is that of a token made afresh (at a
    // scale of one, where a step moves it by whole pixels; at other scales Qt copies the
    // cache to the nearest pixel, as it always has for the token the GM drags).
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<int>("hp");
    QTest::addColumn<int>("slot");
    QTest::addColumn<int>("drawnAgain");
    QTest::newRow("a drag step east") << QPoint(3, 2) << 9 << 0 << 0;
    QTest::newRow("a drag step diagonally") << QPoint(3, 3) << 9 << 0 << 0;
    QTest::newRow("hurt where it stands") << QPoint(2, 2) << 4 << 0 << 1;
    QTest::newRow("moved and hurt") << QPoint(3, 2) << 4 << 0 << 1;
    QTest::newRow("moved to another quarter of a square (Tiny)") << QPoint(3, 2) << 9 << 1 << 1;
}

void TestTokens::aMovedTokenIsNotDrawnAgain()
{
    QFETCH(QPoint, to);
    QFETCH(int, hp);
    QFETCH(int, slot);
    QFETCH(int, drawnAgain);
    Creature c;
    c.id = QStringLiteral("owl");
    c.name = QStringLiteral("Owl");
    c.size = slot ? Size::Tiny : Size::Medium;
    c.side = Side::Party;
    c.position = {2, 2};
    c.hp = 9;
    c.maxHp = 9;
    const auto show = [](QGraphicsScene &scene, QGraphicsView &view) {
        scene.setSceneRect(0, 0, 6 * render::kSquare, 6 * render::kSquare);
        view.setScene(&scene);
        view.resize(300, 300);
        view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view.setTransform(QTransform());
        view.show();
        return QTest::qWaitForWindowExposed(&view);
    };
    QGraphicsScene scene;
    QGraphicsView view;
    auto *token = new TokenItem(c.id);
    token->setPlayerView(true);
    scene.addItem(token);
    token->sync(c, Ruleset::Dnd2014, 0);
    QVERIFY(show(scene, view));
    view.viewport()->repaint(); // painted as on the screen, into the view's device cache
    const int drawn = token->timesDrawn();
    QVERIFY(drawn > 0);

    Creature next = c;
    next.position = {to.x(), to.y()};
    next.hp = hp;
    token->sync(next, Ruleset::Dnd2014, slot);
    QCoreApplication::processEvents(); // the scene's changes reach the view
    view.viewport()->repaint();
    QCOMPARE(token->timesDrawn() - drawn, drawnAgain);
    const QImage shown = view.viewport()->grab().toImage();
    QCOMPARE(token->pos(), QPointF(to.x() * render::kSquare, to.y() * render::kSquare));

    QGraphicsScene freshScene;
    QGraphicsView freshView;
    auto *fresh = new TokenItem(c.id);
    fresh->setPlayerView(true);
    freshScene.addItem(fresh);
    fresh->sync(next, Ruleset::Dnd2014, slot);
    QVERIFY(show(freshScene, freshView));
    QCOMPARE(shown, freshView.viewport()->grab().toImage());
}

QTEST_MAIN(TestTokens)
#include "tst_tokens.moc"
