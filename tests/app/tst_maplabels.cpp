// The labels on the map leave what matters readable: the cover label never sits on the
// bales that give the cover nor on a token, "no cover" reads so; a drag's cost never covers
// a creature beside the path's end; the ruler's label stays inside the view (not under the
// side panel). Each is read where it is drawn (the items' label rectangles), after the
// real tools were driven with the mouse.

#include "mapwindowfixture.h"
#include "tableencounters.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "scene/overlayitems.h"
#include "scene/tokenitem.h"
#include "tools/covertool.h"
#include "widgets/combatantdock.h"
#include "widgets/creaturedock.h"
#include "widgets/playerwindow.h"
#include "scene/lightitems.h"
#include "scene/mapitems.h"
#include "scene/playerscene.h"

#include <QAction>
#include <QTest>
#include <QActionGroup>
#include <QCheckBox>
#include <QDialog>
#include <QTimer>
#include <QListWidget>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QWheelEvent>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QToolButton>
#include <QSpinBox>

using namespace bm;
using bm::test::kTableEncounter;
using bm::test::crowdJson;
using bm::test::menagerieJson;

namespace {

// An archer west of a goblin; hay bales (half cover) on the goblin's side of the line.
QByteArray bales(const QString &balesJson, QPoint goblin, QPoint archer = QPoint(2, 5))
{
    return QStringLiteral(R"({
  "format": "battlemap-encounter", "version": 1, "name": "bales", "ruleset": "dnd5e-2014",
  "grid": {"width": 16, "height": 10},
  "terrain": [{"type": "difficult", "cover": "half", "squares": %1}],
  "creatures": [
    {"id": "archer", "name": "Archer", "side": "party", "position": [%4, %5], "hp": 20, "maxHp": 20},
    {"id": "gob", "name": "Goblin", "side": "hostile", "position": [%2, %3], "hp": 7, "maxHp": 7},
    {"id": "ogre", "name": "Ogre", "side": "hostile", "size": "large", "position": [12, 1], "hp": 59, "maxHp": 59}
  ]
})").arg(balesJson).arg(goblin.x()).arg(goblin.y()).arg(archer.x()).arg(archer.y()).toUtf8();
}

} // namespace

class TestMapLabels : public QObject, protected test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(prepareFixture()); }
    void cleanup() { releaseFixture(); }
    void theCoverLabelLeavesItsCauseReadable_data();
    void theCoverLabelLeavesItsCauseReadable();
    void theDragCostLeavesItsNeighbourReadable_data();
    void theDragCostLeavesItsNeighbourReadable();
    void theRulerLabelStaysInTheView_data();
    void theRulerLabelStaysInTheView();
    void dragLabelStaysInTheView_data();
    void dragLabelStaysInTheView();
    void neighboursLabelsDontOverlap_data();
    void neighboursLabelsDontOverlap();
    void tinyTokenIsDrawnBigEnough_data();
    void tinyTokenIsDrawnBigEnough();

private:
    MapScene *scene() const { return m_window->scene(); }
};

void TestMapLabels::theCoverLabelLeavesItsCauseReadable_data()
{
    QTest::addColumn<QString>("balesJson");
    QTest::addColumn<QPoint>("goblin");
    QTest::addColumn<QPoint>("archer");
    QTest::addColumn<QString>("label");
    // The label's first place is right of and above the target's point: bales there, between
    // an archer to the east and the goblin.
    QTest::newRow("bales right of and above the goblin, the archer east") << QStringLiteral("[[9, 4], [9, 5], [10, 4], [10, 5], [9, 3], [10, 3]]")
                                                                          << QPoint(8, 5) << QPoint(13, 5) << QStringLiteral("half cover, +2 AC");
    QTest::newRow("bales between them, the goblin behind") << QStringLiteral("[[7, 5], [7, 4], [7, 6]]") << QPoint(8, 5) << QPoint(2, 5)
                                                           << QStringLiteral("half cover, +2 AC");
    QTest::newRow("nothing in the way: no cover") << QStringLiteral("[[0, 0]]") << QPoint(8, 5) << QPoint(2, 5) << QStringLiteral("no cover");
}

void TestMapLabels::theCoverLabelLeavesItsCauseReadable()
{
    QFETCH(QString, balesJson);
    QFETCH(QPoint, goblin);
    QFETCH(QPoint, archer);
    QFETCH(QString, label);
    QVERIFY(open(bales(balesJson, goblin, archer)));
    m_window->view()->setZoom(m_window->view()->zoom() * 1.5);
    m_window->view()->centerOn(QPointF(goblin) * render::kSquare);
    m_window->findChild<QAction *>(QStringLiteral("actionCoverTool"))->trigger();
    m_window->coverTool()->setProfile(false, 80, 320);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(archer.x() + 0.5, archer.y() + 0.5));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(goblin.x() + 0.5, goblin.y() + 0.5));
    CoverLinesItem *cover = scene()->coverLines();
    QCOMPARE(cover->label(), label);
    const QRectF box = cover->labelRect();
    QVERIFY(!box.isNull());
    for (const QJsonValue &v : QJsonDocument::fromJson(balesJson.toUtf8()).array()) {
        const QRectF square = render::squaresRect(QRect(v.toArray().at(0).toInt(), v.toArray().at(1).toInt(), 1, 1));
        QVERIFY2(!box.intersects(square), qPrintable(QStringLiteral("on the bale at %1, %2").arg(square.x() / render::kSquare).arg(square.y() / render::kSquare)));
    }
    for (const QString &id : {QStringLiteral("archer"), QStringLiteral("gob")})
        QVERIFY2(!box.intersects(scene()->tokenFor(id)->sceneBoundingRect()), qPrintable(id));
    const QRectF visible = m_window->view()->mapToScene(viewport()->rect()).boundingRect();
    QVERIFY(visible.contains(box));
}

void TestMapLabels::theDragCostLeavesItsNeighbourReadable_data()
{
    QTest::addColumn<QPointF>("to"); // where the archer is dragged (a square's centre)
    // The label's first place is right of and above the path's end: the ogre stands there.
    QTest::newRow("beside the ogre's lower left") << QPointF(11.5, 3.5);
    QTest::newRow("under the ogre") << QPointF(12.5, 3.5);
    QTest::newRow("in the open") << QPointF(6.5, 7.5);
}

void TestMapLabels::theDragCostLeavesItsNeighbourReadable()
{
    QFETCH(QPointF, to);
    QVERIFY(open(bales(QStringLiteral("[[0, 0]]"), QPoint(8, 8))));
    const QPointF from(2.5, 5.5);
    QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPoint(from.x(), from.y()));
    for (int i = 1; i <= 6; ++i) {
        const QPointF at = from + (to - from) * i / 6.0;
        QTest::mouseMove(viewport(), viewPoint(at.x(), at.y()));
    }
    PathPreviewItem *path = scene()->pathPreview();
    QVERIFY(path->path().found);
    const QRectF box = path->labelRect();
    QVERIFY(!box.isNull());
    for (const QString &id : {QStringLiteral("ogre"), QStringLiteral("gob")})
        QVERIFY2(!box.intersects(scene()->tokenFor(id)->sceneBoundingRect()), qPrintable(id));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(to.x(), to.y()));
}

void TestMapLabels::theRulerLabelStaysInTheView_data()
{
    QTest::addColumn<QPointF>("where"); // the ruler's end as a fraction of the viewport
    QTest::newRow("to the right edge, beside the side panel") << QPointF(0.98, 0.5);
    QTest::newRow("to the top right corner") << QPointF(0.98, 0.03);
    QTest::newRow("in the middle") << QPointF(0.5, 0.5);
}

void TestMapLabels::theRulerLabelStaysInTheView()
{
    QFETCH(QPointF, where);
    QVERIFY(open(bales(QStringLiteral("[[0, 0]]"), QPoint(8, 8))));
    MapView *view = m_window->view();
    view->setZoom(view->zoom() * 2); // the map bigger than the view: its edge is the dock's
    view->centerOn(QPointF(8, 5) * render::kSquare);
    m_window->findChild<QAction *>(QStringLiteral("actionRulerTool"))->trigger();
    const QPoint end(int(where.x() * viewport()->width()), int(where.y() * viewport()->height()));
    const QPoint start(viewport()->width() / 3, viewport()->height() * 2 / 3);
    QTest::mousePress(viewport(), Qt::LeftButton, {}, start);
    QTest::mouseMove(viewport(), (start + end) / 2);
    QTest::mouseMove(viewport(), end);
    const QRectF box = scene()->ruler()->labelRect();
    QVERIFY(!box.isNull());
    const QRectF visible = view->mapToScene(viewport()->rect()).boundingRect();
    QVERIFY2(visible.contains(box), qPrintable(QStringLiteral("label %1,%2 %3x%4 outside the view").arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height())));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, end);
}

// The drag's cost label was cut off under the side panel: near the viewport's right or
// bottom edge it goes to the other side of the path's end, and stays in the viewport.
void TestMapLabels::dragLabelStaysInTheView_data()
{
    QTest::addColumn<QPointF>("where"); // the target as a fraction of the viewport
    QTest::newRow("at the right edge, beside the side panel") << QPointF(0.97, 0.5);
    QTest::newRow("in the bottom right corner") << QPointF(0.97, 0.97);
    QTest::newRow("at the top edge") << QPointF(0.5, 0.02);
    QTest::newRow("in the middle: right of the path's end as ever") << QPointF(0.5, 0.5);
}

void TestMapLabels::dragLabelStaysInTheView()
{
    QVERIFY(open(kTableEncounter));
    QFETCH(QPointF, where);
    MapView *view = m_window->view();
    view->setZoom(view->zoom() * 2); // squares of ~100 pixels: the label is long beside them
    view->centerOn(QPointF(5, 3.5) * render::kSquare);
    if (where.y() < 0.1) { // the viewport's top edge a few pixels above a row's centres
        const double h = view->mapToScene(viewport()->rect()).boundingRect().height();
        view->centerOn(QPointF(5 * render::kSquare, 2.5 * render::kSquare - 12 + h / 2));
    }
    const QSize port = viewport()->size();
    // The square whose centre is nearest the point asked for, inside the viewport and the map.
    const QPointF p = view->mapToScene(QPoint(int(where.x() * port.width()), int(where.y() * port.height())));
    const QPointF first = view->mapToScene(QPoint(0, 0)) / render::kSquare;
    const QPointF last = view->mapToScene(QPoint(port.width() - 1, port.height() - 1)) / render::kSquare;
    const int gx = std::clamp(int(std::floor(p.x() / render::kSquare)), std::max(0, int(std::ceil(first.x() - 0.5))),
                              std::min(model().width - 1, int(std::floor(last.x() - 0.5))));
    const int gy = std::clamp(int(std::floor(p.y() / render::kSquare)), std::max(0, int(std::ceil(first.y() - 0.5))),
                              std::min(model().height - 1, int(std::floor(last.y() - 0.5))));
    // The goblin (its square in view) is dragged there.
    doc()->undoStack()->setClean();
    const Creature *gob = model().creature(QStringLiteral("gob"));
    QVERIFY(gob);
    const QPointF from(gob->position.x + 0.5, gob->position.y + 0.5);
    QVERIFY2(QRect(QPoint(0, 0), port).contains(viewPoint(from.x(), from.y())), "the goblin in view");
    drag(from, QPointF(gx + 0.5, gy + 0.5), false);
    const PathPreviewItem *preview = m_window->scene()->pathPreview();
    QVERIFY(!preview->label().isEmpty());
    const QRectF label = view->mapFromScene(preview->labelRect()).boundingRect();
    QVERIFY2(QRectF(QPointF(0, 0), QSizeF(port)).contains(label),
             qPrintable(QStringLiteral("label %1,%2 %3x%4 in a %5x%6 viewport (to %7,%8)")
                            .arg(label.x()).arg(label.y()).arg(label.width()).arg(label.height())
                            .arg(port.width()).arg(port.height()).arg(gx).arg(gy)));
    // It is drawn there: the item's bounds hold it.
    QVERIFY(preview->sceneBoundingRect().contains(preview->labelRect()));
    key(Qt::Key_Escape);
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(gx + 0.5, gy + 0.5));
}

// Token labels overlapped when tokens stood together, on the players' screen too
// (the Ogre's label hid under Brannoc's).
void TestMapLabels::neighboursLabelsDontOverlap_data()
{
    QTest::addColumn<bool>("players");
    QTest::addColumn<QPoint>("brannoc");
    QTest::addColumn<QPoint>("ogre");
    QTest::addColumn<QPoint>("pip");
    QTest::addColumn<bool>("dragPip"); // Pip dragged beside Brannoc by the mouse
    QTest::newRow("side by side on the GM's map") << false << QPoint(5, 5) << QPoint(10, 2) << QPoint(6, 5) << false;
    QTest::newRow("the Ogre beside Brannoc on the GM's map") << false << QPoint(5, 5) << QPoint(6, 4) << QPoint(1, 1) << false;
    QTest::newRow("Pip dragged beside Brannoc on the GM's map") << false << QPoint(5, 5) << QPoint(10, 2) << QPoint(2, 8) << true;
    QTest::newRow("side by side on the players' screen") << true << QPoint(5, 5) << QPoint(10, 2) << QPoint(6, 5) << false;
    QTest::newRow("the Ogre beside Brannoc on the players' screen") << true << QPoint(5, 5) << QPoint(6, 4) << QPoint(1, 1) << false;
    QTest::newRow("three in a row at the map's right edge on the players' screen") << true << QPoint(13, 9) << QPoint(14, 7) << QPoint(15, 9) << false;
}

void TestMapLabels::neighboursLabelsDontOverlap()
{
    QFETCH(bool, players);
    QFETCH(QPoint, brannoc);
    QFETCH(QPoint, ogre);
    QFETCH(QPoint, pip);
    QFETCH(bool, dragPip);
    QVERIFY(open(crowdJson(brannoc, ogre, pip)));
    if (dragPip) {
        drag(QPointF(pip.x() + 0.5, pip.y() + 0.5), QPointF(brannoc.x() + 1.5, brannoc.y() + 0.5));
        QCOMPARE(model().creature(QStringLiteral("pip"))->position, (GridPoint{brannoc.x() + 1, brannoc.y()}));
    }
    QGraphicsView *view = m_window->view();
    QList<TokenItem *> tokens;
    if (players) {
        PlayerWindow *w = openPlayers();
        QVERIFY(w);
        view = w->view();
        for (const char *id : {"brannoc", "ogre", "pip"})
            if (TokenItem *t = w->scene()->tokenFor(QLatin1String(id)))
                tokens << t;
    } else {
        for (const char *id : {"brannoc", "ogre", "pip"})
            tokens << m_window->scene()->tokenFor(QLatin1String(id));
    }
    QCOMPARE(tokens.size(), 3);
    const QRectF port(QPointF(0, 0), QSizeF(view->viewport()->size()));
    for (int i = 0; i < tokens.size(); ++i) {
        const QRectF a = tokens[i]->labelRectIn(view);
        QVERIFY2(tokens[i]->isNameVisible() && !a.isEmpty(), qPrintable(tokens[i]->creatureId()));
        QVERIFY2(port.contains(a), qPrintable(QStringLiteral("%1's label %2,%3 %4x%5 leaves the view")
                                                  .arg(tokens[i]->creatureId()).arg(a.x()).arg(a.y()).arg(a.width()).arg(a.height())));
        for (int j = i + 1; j < tokens.size(); ++j) {
            const QRectF b = tokens[j]->labelRectIn(view);
            QVERIFY2(!a.intersects(b), qPrintable(QStringLiteral("%1's and %2's labels overlap").arg(tokens[i]->creatureId(), tokens[j]->creatureId())));
        }
    }
    // The labels are above every token: the Ogre's doesn't hide under Brannoc's disc.
    for (TokenItem *t : std::as_const(tokens)) {
        const QList<QGraphicsItem *> under = view->items(t->labelRectIn(view).center().toPoint());
        QVERIFY(!under.isEmpty());
        auto *top = dynamic_cast<TokenItem *>(under.first());
        QVERIFY2(!top, qPrintable(QStringLiteral("%1's label under %2's token").arg(t->creatureId(), top ? top->creatureId() : QString())));
    }
}

// Hoot the owl (Tiny) was a quarter square, 6 pixels on the fitted map: drawn at least
// TokenItem::kTinyMinPixels wide, its true quarter outlined; on both screens.
void TestMapLabels::tinyTokenIsDrawnBigEnough_data()
{
    QTest::addColumn<int>("inSquare");
    QTest::addColumn<int>("which");
    QTest::addColumn<bool>("players");
    QTest::newRow("Hoot alone in his square, the GM's map") << 1 << 0 << false;
    QTest::newRow("the second of two sharing a square, the GM's map") << 2 << 1 << false;
    QTest::newRow("the fourth of four sharing a square, the GM's map") << 4 << 3 << false;
    QTest::newRow("Hoot alone in his square, the players' screen") << 1 << 0 << true;
    QTest::newRow("the fourth of four sharing a square, the players' screen") << 4 << 3 << true;
}

void TestMapLabels::tinyTokenIsDrawnBigEnough()
{
    QFETCH(int, inSquare);
    QFETCH(int, which);
    QFETCH(bool, players);
    QVERIFY(open(menagerieJson(inSquare)));
    QGraphicsView *view = m_window->view(); // at the default zoom: the map fitted
    TokenItem *t = m_window->scene()->tokenFor(QStringLiteral("tiny%1").arg(which));
    if (players) {
        PlayerWindow *w = openPlayers();
        QVERIFY(w);
        view = w->view();
        t = w->scene()->tokenFor(QStringLiteral("tiny%1").arg(which));
    }
    QVERIFY(t);
    const QRectF drawn = view->mapFromScene(t->mapRectToScene(t->drawnRect())).boundingRect();
    QVERIFY2(drawn.width() >= TokenItem::kTinyMinPixels - 0.5 && drawn.height() >= TokenItem::kTinyMinPixels - 0.5,
             qPrintable(QStringLiteral("%1 x %2 pixels").arg(drawn.width()).arg(drawn.height())));
    // Its footprint is still its quarter of the square: outlined, not taken bigger.
    const double q = render::kSquare / 2;
    const QRectF quarter(3 * render::kSquare + (which & 1) * q, 10 * render::kSquare + (which >> 1 & 1) * q, q, q);
    QCOMPARE(t->mapRectToScene(t->footprintRect()), quarter);
    QVERIFY(t->drawnRect() != t->footprintRect());
    // Drawn inside its square.
    QVERIFY(QRectF(3 * render::kSquare, 10 * render::kSquare, render::kSquare, render::kSquare).contains(t->mapRectToScene(t->drawnRect())));
    // Its "↑30 ft" is on its label, in pixels that don't shrink with the map.
    QCOMPARE(t->elevationText(), QStringLiteral("\u219130 ft"));
    QVERIFY(t->labelRectIn(view).height() >= 14);
}

QTEST_MAIN(TestMapLabels)
#include "tst_maplabels.moc"
