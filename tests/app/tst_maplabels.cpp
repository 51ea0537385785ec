// The labels on the map leave what matters readable: the cover label never sits on the
// bales that give the cover nor on a token, "no cover" reads so; a drag's cost never covers
// a creature beside the path's end; the ruler's label stays inside the view (not under the
// side panel). Each is read where it is drawn (the items' label rectangles), after the
// real tools were driven with the mouse.

#include "mapwindowfixture.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "scene/overlayitems.h"
#include "scene/tokenitem.h"
#include "tools/covertool.h"

#include <QAction>
#include <QTest>

using namespace bm;

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
    void initTestCase() { prepareFixture(); }
    void cleanup() { releaseFixture(); }
    void theCoverLabelLeavesItsCauseReadable_data();
    void theCoverLabelLeavesItsCauseReadable();
    void theDragCostLeavesItsNeighbourReadable_data();
    void theDragCostLeavesItsNeighbourReadable();
    void theRulerLabelStaysInTheView_data();
    void theRulerLabelStaysInTheView();

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
    open(bales(balesJson, goblin, archer));
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
    open(bales(QStringLiteral("[[0, 0]]"), QPoint(8, 8)));
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
    open(bales(QStringLiteral("[[0, 0]]"), QPoint(8, 8)));
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

QTEST_MAIN(TestMapLabels)
#include "tst_maplabels.moc"
