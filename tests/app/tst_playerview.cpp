// The players' screen: View > Player View opens a window whose scene holds an
// item only for the creatures the party sees, with health in words; the fog of war's
// explored squares are saved with the file; the GM's reveal and hide are undo steps.
// The real windows, driven with QTest mouse and key events.

#include "mapwindowfixture.h"
#include "document.h"
#include "mainwindow.h"
#include "render/maprenderer.h"
#include "rules/fog.h"
#include "scene/lightitems.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "scene/overlayitems.h"
#include "scene/playerscene.h"
#include "scene/tokenitem.h"
#include "widgets/playerwindow.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QGraphicsView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace bm;

namespace {

// The Fighter and a hurt Goblin on this side of a wall at x = 5; the Orc beyond it.
QByteArray encounterJson(const QByteArray &creatureChanges = {}, const QByteArray &top = {})
{
    QJsonObject o = QJsonDocument::fromJson(QByteArrayLiteral(R"({
  "format": "battlemap-encounter", "version": 1, "name": "fog", "ruleset": "dnd5e-2014",
  "grid": {"width": 10, "height": 6},
  "walls": [{"from": [5, 0], "to": [5, 6]}],
  "creatures": [
    {"id": "f1", "name": "Fighter", "side": "party", "position": [1, 2], "hp": 20, "maxHp": 20},
    {"id": "g1", "name": "Goblin", "side": "hostile", "position": [3, 2], "hp": 2, "maxHp": 7},
    {"id": "o1", "name": "Orc", "side": "hostile", "position": [8, 2], "hp": 15, "maxHp": 15}
  ]
})")).object();
    const QJsonObject changes = QJsonDocument::fromJson(creatureChanges.isEmpty() ? QByteArray("{}") : creatureChanges).object();
    QJsonArray creatures = o.value(QLatin1String("creatures")).toArray();
    for (QJsonValueRef c : creatures) {
        QJsonObject co = c.toObject();
        const QJsonObject change = changes.value(co.value(QLatin1String("id")).toString()).toObject();
        for (auto it = change.begin(); it != change.end(); ++it)
            co.insert(it.key(), it.value());
        c = co;
    }
    o.insert(QStringLiteral("creatures"), creatures);
    const QJsonObject extra = QJsonDocument::fromJson(top.isEmpty() ? QByteArray("{}") : top).object();
    for (auto it = extra.begin(); it != extra.end(); ++it)
        o.insert(it.key(), it.value());
    return QJsonDocument(o).toJson();
}

} // namespace

class TestPlayerView : public QObject, protected bm::test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void onlyWhatThePartySees_data();
    void onlyWhatThePartySees();
    void aHostileAppearsOnceSeen();
    void aFogCloudShowsAsACloud();
    void hostileHpNeverInPlayerText();
    void exploredSquaresSurviveSaveAndOpen();
    void revealAndHideAreUndoSteps_data();
    void revealAndHideAreUndoSteps();
    void followsTheGmsView();
    void opensWhereThePlayersLook_data();
    void opensWhereThePlayersLook();
    void opensWhollyOnTheScreen();
    void theTemplateShowsWithoutGivingCreaturesAway();

private:
    PlayerScene *openPlayerView()
    {
        key(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier); // View > Player View
        PlayerWindow *w = m_window->playerWindow();
        return w && w->isVisible() ? w->scene() : nullptr;
    }
};

void TestPlayerView::initTestCase()
{
    prepareFixture();
}

void TestPlayerView::cleanup()
{
    releaseFixture();
}

void TestPlayerView::onlyWhatThePartySees_data()
{
    QTest::addColumn<QByteArray>("changes");
    QTest::addColumn<QByteArray>("top");
    QTest::addColumn<bool>("goblinShown");
    QTest::newRow("in plain sight: the goblin shows, the orc behind the wall doesn't") << QByteArray() << QByteArray() << true;
    QTest::newRow("an invisible goblin: no item")
        << QByteArray(R"({"g1": {"conditions": ["invisible"]}})") << QByteArray() << false;
    QTest::newRow("darkness, no darkvision: no item") << QByteArray() << QByteArray(R"({"options": {"light": "dark"}})") << false;
    QTest::newRow("darkness, darkvision 60 ft: the goblin shows")
        << QByteArray(R"({"f1": {"senses": {"darkvision": 60}}})") << QByteArray(R"({"options": {"light": "dark"}})") << true;
    QTest::newRow("a blinded fighter sees nothing")
        << QByteArray(R"({"f1": {"conditions": ["blinded"]}})") << QByteArray() << false;
}

void TestPlayerView::onlyWhatThePartySees()
{
    QFETCH(QByteArray, changes);
    QFETCH(QByteArray, top);
    QFETCH(bool, goblinShown);
    open(encounterJson(changes, top));
    PlayerScene *scene = openPlayerView();
    QVERIFY(scene);
    QVERIFY(scene->tokenFor(QStringLiteral("f1")));          // the party: always
    QVERIFY(!scene->tokenFor(QStringLiteral("o1")));         // behind the wall: never
    QCOMPARE(scene->tokenFor(QStringLiteral("g1")) != nullptr, goblinShown);
    // The party's token is drawn above the fog, even where the party sees nothing.
    QVERIFY(scene->tokenFor(QStringLiteral("f1"))->zValue() > scene->fogShade()->zValue());
    // The fog: the orc's square is black to the players.
    QCOMPARE(scene->fogShade()->alphaAt({8, 2}), PlayerScene::kUnknownAlpha);
}

void TestPlayerView::aHostileAppearsOnceSeen()
{
    open(encounterJson(R"({"g1": {"position": [7, 4]}})"));
    PlayerScene *scene = openPlayerView();
    QVERIFY(scene);
    QVERIFY(!scene->tokenFor(QStringLiteral("o1")));
    // The fighter walks round the end of the wall? The wall spans the map: Alt-drag places
    // it beyond (the GM's override), as after a door.
    QTest::mousePress(viewport(), Qt::LeftButton, Qt::AltModifier, viewPoint(1.5, 2.5));
    QTest::mouseMove(viewport(), viewPoint(4.5, 2.5));
    QTest::mouseMove(viewport(), viewPoint(6.5, 1.5));
    // While dragged the players' screen already shows the fog from there.
    QVERIFY(scene->tokenFor(QStringLiteral("o1")));
    QTest::mouseRelease(viewport(), Qt::LeftButton, Qt::AltModifier, viewPoint(6.5, 1.5));
    QCOMPARE(doc()->encounter().creature(QStringLiteral("f1"))->position, (GridPoint{6, 1}));
    QVERIFY(scene->tokenFor(QStringLiteral("o1")));
    QVERIFY(scene->tokenFor(QStringLiteral("g1")));
    // What was seen on the other side stays explored: dimmed, without creatures.
    QCOMPARE(scene->fogShade()->alphaAt({1, 2}), PlayerScene::kExploredAlpha);
    doc()->undoStack()->undo();
    QVERIFY(!scene->tokenFor(QStringLiteral("o1")));
}

// A Fog Cloud kept on the map over the goblin: the players see the cloud (its
// squares explored, lightly shaded, the mist drawn), not the goblin in it.
void TestPlayerView::aFogCloudShowsAsACloud()
{
    open(encounterJson({}, R"({"combat": {"effects": [{"name": "Fog Cloud", "target": "",
        "area": {"shape": "cube", "size": 10, "origin": [3, 2], "obscured": "heavy", "squares": [[3, 2], [4, 2], [3, 3], [4, 3]]}}]}})"));
    PlayerScene *scene = openPlayerView();
    QVERIFY(scene);
    QVERIFY(!scene->tokenFor(QStringLiteral("g1")));
    QCOMPARE(scene->fogShade()->alphaAt({3, 2}), PlayerScene::kMistAlpha);
    QCOMPARE(scene->fogShade()->alphaAt({2, 2}), 0);                         // beside it: seen
    QCOMPARE(scene->fogShade()->alphaAt({8, 2}), PlayerScene::kUnknownAlpha); // behind the wall
}

void TestPlayerView::hostileHpNeverInPlayerText()
{
    open(encounterJson());
    PlayerScene *scene = openPlayerView();
    QVERIFY(scene);
    const QStringList texts = scene->texts();
    QVERIFY2(texts.join(QLatin1Char('|')).contains(QStringLiteral("Goblin · bloodied")), qPrintable(texts.join(QLatin1Char('|'))));
    for (const QString &t : texts) {
        if (t.startsWith(QStringLiteral("Fighter")))
            continue; // the party's own
        QVERIFY2(!t.contains(QStringLiteral("2/7")) && !t.contains(QStringLiteral("HP")) && !t.contains(QLatin1Char('7')), qPrintable(t));
    }
    // The party's own numbers are the players' to know.
    QVERIFY(scene->tokenFor(QStringLiteral("f1"))->toolTip().contains(QStringLiteral("HP 20/20")));
}

void TestPlayerView::exploredSquaresSurviveSaveAndOpen()
{
    open(encounterJson());
    QVERIFY(openPlayerView());
    // Beyond the wall for a moment (Alt-drag), then back: those squares are explored.
    QTest::mousePress(viewport(), Qt::LeftButton, Qt::AltModifier, viewPoint(1.5, 2.5));
    QTest::mouseMove(viewport(), viewPoint(4.5, 2.5));
    QTest::mouseMove(viewport(), viewPoint(6.5, 1.5));
    QTest::mouseRelease(viewport(), Qt::LeftButton, Qt::AltModifier, viewPoint(6.5, 1.5));
    QTest::mousePress(viewport(), Qt::LeftButton, Qt::AltModifier, viewPoint(6.5, 1.5));
    QTest::mouseMove(viewport(), viewPoint(4.5, 2.5));
    QTest::mouseMove(viewport(), viewPoint(1.5, 2.5));
    QTest::mouseRelease(viewport(), Qt::LeftButton, Qt::AltModifier, viewPoint(1.5, 2.5));
    QCOMPARE(doc()->fog().at({8, 2}), FogState::Explored);
    key(Qt::Key_S, Qt::ControlModifier); // File > Save
    QVERIFY(!doc()->isModified());
    QFile saved(m_path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(QJsonDocument::fromJson(saved.readAll()).object().value(QLatin1String("fog")).isObject());
    m_window.reset();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openFile(m_path));
    QCOMPARE(doc()->fog().at({8, 2}), FogState::Explored);
    QCOMPARE(doc()->fog().at({2, 2}), FogState::Visible);
}

void TestPlayerView::revealAndHideAreUndoSteps_data()
{
    QTest::addColumn<bool>("shift");
    QTest::addColumn<bool>("brush");
    QTest::addColumn<QPoint>("square");
    QTest::addColumn<int>("before");
    QTest::addColumn<int>("after");
    QTest::newRow("drag reveals the orc's corner") << false << false << QPoint(8, 2) << int(FogState::Unknown) << int(FogState::Visible);
    QTest::newRow("Shift-drag hides the fighter's side") << true << false << QPoint(2, 2) << int(FogState::Visible) << int(FogState::Unknown);
    QTest::newRow("Ctrl-drag paints the orc's squares visible") << false << true << QPoint(8, 2) << int(FogState::Unknown) << int(FogState::Visible);
    QTest::newRow("Ctrl+Shift-drag paints the fighter's side hidden") << true << true << QPoint(2, 2) << int(FogState::Visible) << int(FogState::Unknown);
}

void TestPlayerView::revealAndHideAreUndoSteps()
{
    QFETCH(bool, shift);
    QFETCH(bool, brush);
    QFETCH(QPoint, square);
    QFETCH(int, before);
    QFETCH(int, after);
    open(encounterJson());
    PlayerScene *scene = openPlayerView();
    QVERIFY(scene);
    m_window->findChild<QAction *>(QStringLiteral("actionFogTool"))->trigger();
    QCOMPARE(int(doc()->fog().at({square.x(), square.y()})), before);
    const int steps = doc()->undoStack()->count();
    Qt::KeyboardModifiers mods = shift ? Qt::ShiftModifier : Qt::NoModifier;
    if (brush)
        mods |= Qt::ControlModifier;
    const int cornerBefore = int(doc()->fog().at({square.x() - 1, square.y() + 1}));
    if (brush) {
        // An L: the square before, the square, the one below it. The corner the L leaves
        // out (which a rectangle would take) stays as it was.
        QTest::mousePress(viewport(), Qt::LeftButton, mods, viewPoint(square.x() - 0.5, square.y() + 0.5));
        QTest::mouseMove(viewport(), viewPoint(square.x() + 0.5, square.y() + 0.5), -1);
        QTest::mouseMove(viewport(), viewPoint(square.x() + 0.5, square.y() + 1.5), -1);
        QTest::mouseRelease(viewport(), Qt::LeftButton, mods, viewPoint(square.x() + 0.5, square.y() + 1.5));
    } else {
        QTest::mousePress(viewport(), Qt::LeftButton, mods, viewPoint(square.x() - 0.5, square.y() - 0.5));
        QTest::mouseMove(viewport(), viewPoint(square.x() + 0.5, square.y() + 0.5), -1);
        QTest::mouseRelease(viewport(), Qt::LeftButton, mods, viewPoint(square.x() + 1.5, square.y() + 1.5));
    }
    if (brush)
        QCOMPARE(int(doc()->fog().at({square.x() - 1, square.y() + 1})), cornerBefore);
    QCOMPARE(doc()->undoStack()->count(), steps + 1);
    QCOMPARE(int(doc()->fog().at({square.x(), square.y()})), after);
    QCOMPARE(scene->tokenFor(QStringLiteral("o1")) != nullptr, !shift); // revealed: the orc shows
    doc()->undoStack()->undo();
    QCOMPARE(int(doc()->fog().at({square.x(), square.y()})), before);
    QVERIFY(!scene->tokenFor(QStringLiteral("o1")));
}

void TestPlayerView::followsTheGmsView()
{
    open(encounterJson());
    QVERIFY(openPlayerView());
    PlayerWindow *w = m_window->playerWindow();
    QVERIFY(w->followsGm());
    // Zoom the GM's view in on the fighter: the players' view shows the same part.
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(m_window->view(), Qt::Key_Plus, Qt::ControlModifier);
    m_window->findChild<QAction *>(QStringLiteral("actionZoomIn"))->trigger();
    const QRectF gm = m_window->view()->mapToScene(m_window->view()->viewport()->rect()).boundingRect();
    const QRectF players = w->view()->mapToScene(w->view()->viewport()->rect()).boundingRect();
    // Zoomed in, the GM sees a few squares; the players' view shows about the same (its
    // window has another shape), not the whole map it showed at first.
    QVERIFY(gm.width() < render::kSquare * 6);
    QVERIFY2(players.contains(gm.center()) && players.width() < gm.width() * 2.5,
             qPrintable(QStringLiteral("gm %1,%2 %3x%4, players %5,%6 %7x%8").arg(gm.x()).arg(gm.y()).arg(gm.width()).arg(gm.height())
                            .arg(players.x()).arg(players.y()).arg(players.width()).arg(players.height())));
}

void TestPlayerView::theTemplateShowsWithoutGivingCreaturesAway()
{
    open(encounterJson());
    PlayerScene *scene = openPlayerView();
    QVERIFY(scene);
    QVERIFY(!scene->areaTemplate()->isShown());
    key(Qt::Key_A); // the area template tool: a 20-ft sphere by default, pressed on a grid point
    QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPoint(7, 3));
    QTest::mouseMove(viewport(), viewPoint(7.1, 3.1));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(7.1, 3.1));
    QVERIFY(m_window->scene()->areaTemplate()->isShown());
    QVERIFY(scene->areaTemplate()->isShown());
    QCOMPARE(scene->areaTemplate()->fillPath(), m_window->scene()->areaTemplate()->fillPath());
    // No count, no ring: the orc in the sphere behind the wall stays unknown.
    for (const QString &t : scene->texts())
        QVERIFY2(!t.contains(QStringLiteral("creature")), qPrintable(t));
    QVERIFY(!scene->tokenFor(QStringLiteral("o1")));
    key(Qt::Key_Escape);
    QVERIFY(!scene->areaTemplate()->isShown());
}

void TestPlayerView::opensWhereThePlayersLook_data()
{
    QTest::addColumn<QList<QRect>>("screens"); // available geometries
    QTest::addColumn<QRect>("gm");             // the GM's window (frame)
    QTest::addColumn<int>("onScreen");         // the screen it must open on
    QTest::addColumn<bool>("besideTheGm");     // not over the GM's window
    const QRect laptop(0, 0, 1280, 720);
    const QRect tv(1280, 0, 1920, 1080);
    QTest::newRow("a TV beside the laptop: on the TV") << QList<QRect>{laptop, tv} << QRect(0, 0, 1280, 720) << 1 << true;
    QTest::newRow("the GM on the TV: on the laptop") << QList<QRect>{laptop, tv} << QRect(1400, 100, 1200, 800) << 0 << true;
    QTest::newRow("one wide screen, room to the right") << QList<QRect>{QRect(0, 0, 2560, 1440)} << QRect(0, 0, 1280, 720) << 0 << true;
    QTest::newRow("one wide screen, the GM on the right: left of it") << QList<QRect>{QRect(0, 0, 2560, 1440)} << QRect(1200, 300, 1280, 720) << 0
                                                                      << true;
    QTest::newRow("one laptop screen, the GM filling it: over it, wholly visible") << QList<QRect>{laptop} << QRect(0, 0, 1280, 720) << 0
                                                                                    << false;
    QTest::newRow("a panel on top: within the available area") << QList<QRect>{QRect(0, 32, 1366, 736)} << QRect(0, 32, 1000, 700) << 0 << false;
}

void TestPlayerView::opensWhereThePlayersLook()
{
    QFETCH(QList<QRect>, screens);
    QFETCH(QRect, gm);
    QFETCH(int, onScreen);
    QFETCH(bool, besideTheGm);
    const QSize wanted(960, 670);
    const QRect r = PlayerWindow::placeFor(screens, gm, wanted);
    QVERIFY2(screens.at(onScreen).contains(r), qPrintable(QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height())));
    QCOMPARE(r.intersects(gm), !besideTheGm);
    QVERIFY(r.width() >= std::min(wanted.width(), screens.at(onScreen).width()) - 1);
}

void TestPlayerView::opensWhollyOnTheScreen()
{
    open(encounterJson());
    QVERIFY(openPlayerView());
    PlayerWindow *players = m_window->playerWindow();
    const QRect area = players->screen()->availableGeometry();
    QVERIFY2(area.contains(players->frameGeometry()),
             qPrintable(QStringLiteral("%1,%2 %3x%4 on %5x%6").arg(players->frameGeometry().x()).arg(players->frameGeometry().y())
                            .arg(players->frameGeometry().width()).arg(players->frameGeometry().height()).arg(area.width()).arg(area.height())));
}

QTEST_MAIN(TestPlayerView)
#include "tst_playerview.moc"
