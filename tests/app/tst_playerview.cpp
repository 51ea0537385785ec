// The players' screen: View > Player View opens a window whose scene holds an
// item only for the creatures the party sees, with health in words; the fog of war's
// explored squares are saved with the file; the GM's reveal and hide are undo steps.
// The real windows, driven with QTest mouse and key events.

#include "mapwindowfixture.h"
#include "tableencounters.h"
#include "document.h"
#include "mainwindow.h"
#include "render/maprenderer.h"
#include "rules/fog.h"
#include "rules/sight.h"
#include "scene/lightitems.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "scene/overlayitems.h"
#include "scene/playerscene.h"
#include "scene/tokenitem.h"
#include "widgets/playerwindow.h"
#include "widgets/combatantdock.h"
#include "widgets/creaturedock.h"
#include "scene/mapitems.h"

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
#include <QPainter>
#include <QToolButton>
#include <QSpinBox>

using namespace bm;
using bm::test::kTableEncounter;
using bm::test::menagerieJson;

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
    void playerViewHealthWordsFollowTheLanguage_data();
    void playerViewHealthWordsFollowTheLanguage();
    void playersScreenFollowsOpenAndNew_data();
    void playersScreenFollowsOpenAndNew();
    void hiddenFromThePlayersWhateverTheFogSays_data();
    void hiddenFromThePlayersWhateverTheFogSays();
    void partyTokensWearTheirOwnColours_data();
    void partyTokensWearTheirOwnColours();
    void followThePartyFramesEveryLabel_data();
    void followThePartyFramesEveryLabel();
    void turnRingAndColoursFollowAChangeOfStatistics_data();
    void turnRingAndColoursFollowAChangeOfStatistics();
    void aDragFrameShadesWhatTheFogSays_data();
    void aDragFrameShadesWhatTheFogSays();

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
    QVERIFY(prepareFixture());
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
    QVERIFY(open(encounterJson(changes, top)));
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
    QVERIFY(open(encounterJson(R"({"g1": {"position": [7, 4]}})")));
    PlayerScene *scene = openPlayerView();
    QVERIFY(scene);
    QVERIFY(!scene->tokenFor(QStringLiteral("o1")));
    // The fighter walks round the end of the wall? The wall spans the map: Alt-drag places
    // it beyond (the GM's override), as after a door.
    QTest::mousePress(viewport(), Qt::LeftButton, Qt::AltModifier, viewPoint(1.5, 2.5));
    QTest::mouseMove(viewport(), viewPoint(4.5, 2.5));
    QTest::mouseMove(viewport(), viewPoint(6.5, 1.5));
    // While dragged the players' screen already shows the fog from there (by its next
    // frame: the drag reaches it thirty times a second).
    QTRY_VERIFY(scene->tokenFor(QStringLiteral("o1")));
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
    QVERIFY(open(encounterJson({}, R"({"combat": {"effects": [{"name": "Fog Cloud", "target": "",
        "area": {"shape": "cube", "size": 10, "origin": [3, 2], "obscured": "heavy", "squares": [[3, 2], [4, 2], [3, 3], [4, 3]]}}]}})")));
    PlayerScene *scene = openPlayerView();
    QVERIFY(scene);
    QVERIFY(!scene->tokenFor(QStringLiteral("g1")));
    QCOMPARE(scene->fogShade()->alphaAt({3, 2}), PlayerScene::kMistAlpha);
    QCOMPARE(scene->fogShade()->alphaAt({2, 2}), 0);                         // beside it: seen
    QCOMPARE(scene->fogShade()->alphaAt({8, 2}), PlayerScene::kUnknownAlpha); // behind the wall
}

void TestPlayerView::hostileHpNeverInPlayerText()
{
    QVERIFY(open(encounterJson()));
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
    QVERIFY(open(encounterJson()));
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
    QVERIFY(open(encounterJson()));
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
    QVERIFY(open(encounterJson()));
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
    QVERIFY(open(encounterJson()));
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
    QVERIFY(open(encounterJson()));
    QVERIFY(openPlayerView());
    PlayerWindow *players = m_window->playerWindow();
    const QRect area = players->screen()->availableGeometry();
    QVERIFY2(area.contains(players->frameGeometry()),
             qPrintable(QStringLiteral("%1,%2 %3x%4 on %5x%6").arg(players->frameGeometry().x()).arg(players->frameGeometry().y())
                            .arg(players->frameGeometry().width()).arg(players->frameGeometry().height()).arg(area.width()).arg(area.height())));
}

// German was incomplete: the players' screen kept "unhurt" and "bloodied" in English
// after the GM switched the language.
void TestPlayerView::playerViewHealthWordsFollowTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("orc");    // the orc's label on the players' screen
    QTest::addColumn<QString>("goblin"); // the goblin's, at 3 of 7 HP
    QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("Orc · unverletzt") << QStringLiteral("Goblin · schwer verletzt");
    QTest::newRow("French") << QStringLiteral("fr") << QStringLiteral("Orc · indemne") << QStringLiteral("Goblin · en sang");
}

void TestPlayerView::playerViewHealthWordsFollowTheLanguage()
{
    QVERIFY(open(kTableEncounter));
    QFETCH(QString, language);
    QFETCH(QString, orc);
    QFETCH(QString, goblin);
    Encounter e = model();
    e.creatures[std::size_t(e.creatureIndex(QStringLiteral("gob")))].hp = 3;
    doc()->reset(e, m_path);
    m_window->findChild<QAction *>(QStringLiteral("actionPlayerView"))->trigger();
    PlayerWindow *players = m_window->playerWindow();
    QVERIFY(players);
    const auto labels = [&] { return players->scene()->texts().join(QLatin1Char('|')); };
    QVERIFY2(labels().contains(QStringLiteral("Orc · unhurt")), qPrintable(labels()));
    QVERIFY(pickLanguage(language));
    QVERIFY2(labels().contains(orc) && labels().contains(goblin), qPrintable(labels()));
    for (const char *english : {"unhurt", "bloodied", "hurt"})
        QVERIFY2(!labels().contains(QLatin1String(english)), qPrintable(labels()));
    QVERIFY(pickLanguage(QStringLiteral("en")));
}

// The players' screen after File → Open showed only the party's tokens on black until
// something refreshed the fog, and then kept the previous encounter's background.
void TestPlayerView::playersScreenFollowsOpenAndNew_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("File → Open another encounter") << QStringLiteral("open");
    QTest::newRow("File → Open, players' screen opened on a map without a picture") << QStringLiteral("open, no picture first");
    QTest::newRow("File → New") << QStringLiteral("new");
}

void TestPlayerView::playersScreenFollowsOpenAndNew()
{
    QFETCH(QString, how);
    const auto picture = [&](const QString &name, QColor colour) {
        QImage image(60, 60, QImage::Format_RGB32);
        image.fill(colour);
        QVERIFY(image.save(m_dir.filePath(name)));
    };
    picture(QStringLiteral("planks.png"), Qt::darkYellow);
    picture(QStringLiteral("plains.png"), Qt::darkGreen);
    const auto encounter = [](const char *image, const char *hostile, int x) {
        return QString::fromUtf8(R"({"format": "battlemap-encounter", "version": 1, "ruleset": "dnd5e-2014",
            "grid": {"width": 6, "height": 6}, %1
            "creatures": [{"id": "pc", "name": "Pip", "side": "party", "position": [0, 0]},
                          {"id": "h", "name": "%2", "side": "hostile", "position": [%3, 4]}]})")
            .arg(image ? QString::fromUtf8(R"("background": {"image": "%1", "pixelsPerSquare": 10},)").arg(QLatin1String(image)) : QString(),
                 QLatin1String(hostile))
            .arg(x)
            .toUtf8();
    };
    const bool pictureFirst = how != QLatin1String("open, no picture first");
    QVERIFY(open(encounter(pictureFirst ? "planks.png" : nullptr, "Ghoul", 2)));
    m_window->findChild<QAction *>(QStringLiteral("actionPlayerView"))->trigger();
    PlayerWindow *players = m_window->playerWindow();
    QVERIFY(players);
    QVERIFY(players->scene()->tokenFor(QStringLiteral("h")));
    QCOMPARE(players->scene()->ground()->background().isNull(), !pictureFirst);

    if (how == QLatin1String("new")) {
        QTimer::singleShot(0, [] { // the New Encounter dialog, as it comes
            if (auto *d = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
                d->accept();
        });
        m_window->findChild<QAction *>(QStringLiteral("actionNew"))->trigger();
        QVERIFY(m_window->playerWindow());
        QVERIFY(players->scene()->ground()->background().isNull()); // no picture on a new map
        QCOMPARE(players->scene()->fogShade()->alphaAt({0, 0}), doc()->fog().visible({0, 0}) ? 0 : PlayerScene::kUnknownAlpha);
        return;
    }
    const QString second = m_dir.filePath(QStringLiteral("plains.battlemap.json"));
    QFile f(second);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(encounter("plains.png", "Orc", 4));
    f.close();
    doc()->undoStack()->setClean();
    QVERIFY(m_window->openFile(second));
    QCOMPARE(m_window->playerWindow(), players);
    // The orc of the new map, in the party's sight, on the players' screen at once …
    QVERIFY(players->scene()->tokenFor(QStringLiteral("h")));
    QCOMPARE(players->scene()->fogShade()->alphaAt({4, 4}), 0);
    // … over the new map's picture, not the old one.
    const QImage shown = players->scene()->ground()->background();
    QVERIFY(!shown.isNull());
    QCOMPARE(shown.pixelColor(30, 30), QColor(Qt::darkGreen));
}

// Revealing the mill showed Goblin 3 to the players. A creature the GM hides from the
// players stays off their screen whatever the fog says (seen by the party, or in squares
// the GM reveals with the fog tool); the GM sees a ghost; one undo step each way.
void TestPlayerView::hiddenFromThePlayersWhateverTheFogSays_data()
{
    QTest::addColumn<QString>("how");     // "menu": the token's right-click menu; "panel": the Creature panel
    QTest::addColumn<QString>("target");  // the creature hidden
    QTest::addColumn<bool>("reveal");     // the GM then reveals its squares with the fog tool
    QTest::newRow("the orc in the fighter's sight, hidden from the token menu") << "menu" << "orc" << false;
    QTest::newRow("the orc in the fighter's sight, hidden from the Creature panel") << "panel" << "orc" << false;
    QTest::newRow("the goblin behind the wall, hidden, then its squares revealed") << "menu" << "gob" << true;
}

void TestPlayerView::hiddenFromThePlayersWhateverTheFogSays()
{
    QFETCH(QString, how);
    QFETCH(QString, target);
    QFETCH(bool, reveal);
    QVERIFY(open(R"({"format": "battlemap-encounter", "version": 1, "name": "mill", "ruleset": "dnd5e-2014",
      "grid": {"width": 10, "height": 7},
      "walls": [{"from": [7, 3], "to": [10, 3]}, {"from": [7, 3], "to": [7, 7]}],
      "creatures": [
        {"id": "f1", "name": "Fighter", "side": "party", "position": [1, 1], "hp": 20, "maxHp": 20},
        {"id": "orc", "name": "Orc", "side": "hostile", "position": [5, 1], "hp": 15, "maxHp": 15},
        {"id": "gob", "name": "Goblin 3", "side": "hostile", "position": [8, 5], "hp": 7, "maxHp": 7}
      ]})"));
    m_window->findChild<QAction *>(QStringLiteral("actionPlayerView"))->trigger();
    PlayerWindow *players = m_window->playerWindow();
    QVERIFY(players);
    PlayerScene *scene = players->scene();
    QVERIFY(scene->tokenFor(QStringLiteral("orc")));  // in the fighter's sight
    QVERIFY(!scene->tokenFor(QStringLiteral("gob"))); // behind the mill's wall
    const Creature *c = model().creature(target);
    const QPointF at(c->position.x + 0.5, c->position.y + 0.5);
    const int steps = doc()->undoStack()->count();

    if (how == QLatin1String("menu")) {
        bool triggered = false;
        QTimer::singleShot(0, [&] {
            if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
                if (QAction *hide = menu->findChild<QAction *>(QStringLiteral("hiddenFromPlayers"))) {
                    triggered = !hide->isChecked();
                    hide->trigger();
                }
                menu->close();
            }
        });
        const QPoint p = viewPoint(at.x(), at.y());
        QContextMenuEvent event(QContextMenuEvent::Mouse, p, viewport()->mapToGlobal(p));
        QApplication::sendEvent(viewport(), &event);
        QVERIFY(triggered);
    } else {
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(at.x(), at.y()));
        m_window->findChild<CreatureDock *>()->show();
        auto *check = m_window->findChild<QCheckBox *>(QStringLiteral("hiddenCheck"));
        QVERIFY(check);
        QVERIFY(!check->isChecked());
        QTest::mouseClick(check, Qt::LeftButton, {}, QPoint(6, check->height() / 2));
        QVERIFY(check->isChecked());
    }
    QCOMPARE(doc()->undoStack()->count(), steps + 1);
    QVERIFY(model().creature(target)->hiddenFromPlayers());
    QVERIFY(!scene->tokenFor(target));
    QCOMPARE(m_window->scene()->tokenFor(target)->opacity(), 0.45); // the GM's ghost
    if (reveal) {
        m_window->findChild<QAction *>(QStringLiteral("actionFogTool"))->trigger();
        QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPoint(7.5, 3.5));
        QTest::mouseMove(viewport(), viewPoint(9.5, 6.5), -1);
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(9.5, 6.5));
        QVERIFY(doc()->fog().anyRevealed(model().creature(target)->spaceRect()));
        QVERIFY(!scene->tokenFor(target)); // revealed squares, still hidden
        doc()->undoStack()->undo();        // the reveal
    }
    // Undo shows it to the players again where they can see it.
    doc()->undoStack()->undo();
    QVERIFY(!model().creature(target)->hiddenFromPlayers());
    QCOMPARE(scene->tokenFor(target) != nullptr, !reveal);
    QCOMPARE(m_window->scene()->tokenFor(target)->opacity(), 1.0);
}

// The party's tokens all shared one picture: each party member wears its own colour
// (the same on both screens, and for its id whatever else is in the file), and its
// initial when it wears the shared default picture.
void TestPlayerView::partyTokensWearTheirOwnColours_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b"); // then the same file in the reverse order: the same colours
    QTest::newRow("Brannoc and Ilsa, both the default picture") << "brannoc" << "ilsa";
    QTest::newRow("Pip and Hoot, both the default picture") << "pip" << "tiny0";
    QTest::newRow("Brannoc and Pip") << "brannoc" << "pip";
    QTest::newRow("Ilsa and Merrow, a picture of her own") << "ilsa" << "merrow";
}

void TestPlayerView::partyTokensWearTheirOwnColours()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QVERIFY(open(menagerieJson(1)));
    MapScene *gm = m_window->scene();
    TokenItem *ta = gm->tokenFor(a);
    TokenItem *tb = gm->tokenFor(b);
    QVERIFY(ta && tb);
    QVERIFY(ta->personalColour().isValid() && tb->personalColour().isValid());
    QVERIFY2(ta->personalColour() != tb->personalColour(), qPrintable(ta->personalColour().name()));
    QVERIFY(!gm->tokenFor(QStringLiteral("ogre"))->personalColour().isValid()); // the party's only
    for (TokenItem *t : {ta, tb}) {
        const Creature *c = model().creature(t->creatureId());
        // The initial on the shared default picture, none on a picture of its own.
        QCOMPARE(t->initialShown(), c->token.startsWith(QLatin1String("data:")) ? QString() : c->name.left(1));
    }
    // The colour is painted: the token's pixels hold it.
    for (TokenItem *t : {ta, tb}) {
        QImage image(128, 128, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter p(&image);
        const QRectF r = t->drawnRect();
        p.scale(128 / r.width(), 128 / r.height());
        p.translate(-r.topLeft());
        t->paint(&p, nullptr, nullptr);
        p.end();
        const QColor want = t->personalColour();
        int found = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2) {
                const QColor px = image.pixelColor(x, y);
                found += std::abs(px.red() - want.red()) + std::abs(px.green() - want.green()) + std::abs(px.blue() - want.blue()) < 12;
            }
        QVERIFY2(found > 20, qPrintable(QStringLiteral("%1: %2 pixels of %3").arg(t->creatureId()).arg(found).arg(want.name())));
    }
    // Stable: the same on the players' screen, and again in another file with more in it.
    PlayerWindow *w = openPlayers();
    QVERIFY(w);
    QCOMPARE(w->scene()->tokenFor(a)->personalColour(), ta->personalColour());
    QCOMPARE(w->scene()->tokenFor(b)->personalColour(), tb->personalColour());
    const QColor before[] = {ta->personalColour(), tb->personalColour()};
    QJsonObject o = QJsonDocument::fromJson(menagerieJson(1)).object();
    const QJsonArray creatures = o.value(QLatin1String("creatures")).toArray();
    QJsonArray reversed;
    for (qsizetype i = creatures.size() - 1; i >= 0; --i)
        reversed.append(creatures.at(i));
    o.insert(QStringLiteral("creatures"), reversed);
    QVERIFY(open(QJsonDocument(o).toJson()));
    QCOMPARE(m_window->scene()->tokenFor(a)->personalColour(), before[0]);
    QCOMPARE(m_window->scene()->tokenFor(b)->personalColour(), before[1]);
}

// The players' screen framed the party at its edge, labels cut off: Follow the Party
// (the framing once the GM's view isn't followed) shows every party token with a square
// and a label's height to spare, and every party label, as they move.
void TestPlayerView::followThePartyFramesEveryLabel_data()
{
    QTest::addColumn<QByteArray>("brannoc");
    QTest::addColumn<QPointF>("dragTo"); // where Brannoc is dragged then (-1: not)
    QTest::newRow("together at the map's left") << QByteArray("[6, 9]") << QPointF(-1, -1);
    QTest::newRow("Brannoc at the map's bottom edge") << QByteArray("[5, 19]") << QPointF(-1, -1);
    QTest::newRow("Brannoc dragged away to the right") << QByteArray("[6, 9]") << QPointF(12.5, 9.5);
    QTest::newRow("Brannoc dragged to the map's top edge") << QByteArray("[6, 9]") << QPointF(6.5, 0.5);
}

void TestPlayerView::followThePartyFramesEveryLabel()
{
    QFETCH(QByteArray, brannoc);
    QFETCH(QPointF, dragTo);
    QVERIFY(open(menagerieJson(1, brannoc.constData())));
    PlayerWindow *w = openPlayers();
    QVERIFY(w);
    QVERIFY(w->followsGm());
    // The GM unticks "Follow the GM's View" on the players' window's bar: the party's framing.
    QToolButton *gmButton = nullptr;
    for (QToolButton *b : w->findChildren<QToolButton *>())
        if (b->defaultAction() && b->defaultAction()->objectName() == QLatin1String("actionFollowGm"))
            gmButton = b;
    QVERIFY(gmButton);
    QTest::mouseClick(gmButton, Qt::LeftButton);
    QVERIFY(!w->followsGm());
    QVERIFY(w->followsParty());
    // The GM zooms in on the map: the players' screen stays on the party.
    m_window->view()->setZoom(m_window->view()->zoom() * 3);
    if (dragTo.x() >= 0) {
        const Creature *c = model().creature(QStringLiteral("brannoc"));
        m_window->view()->fitToMap();
        drag(QPointF(c->position.x + 0.5, c->position.y + 0.5), dragTo);
        QCOMPARE(model().creature(QStringLiteral("brannoc"))->position, (GridPoint{int(dragTo.x()), int(dragTo.y())}));
    }
    QGraphicsView *view = w->view();
    const QRectF port(QPointF(0, 0), QSizeF(view->viewport()->size()));
    int party = 0;
    for (const Creature &c : model().creatures) {
        if (c.side != Side::Party)
            continue;
        ++party;
        TokenItem *t = w->scene()->tokenFor(c.id);
        QVERIFY(t);
        const QRectF label = t->labelRectIn(view);
        QVERIFY2(!label.isEmpty() && port.contains(label),
                 qPrintable(QStringLiteral("%1's label %2,%3 %4x%5 in %6x%7").arg(c.id).arg(label.x()).arg(label.y())
                                .arg(label.width()).arg(label.height()).arg(port.width()).arg(port.height())));
        // A square and a label's height to spare on every side.
        const QRectF space = t->mapRectToScene(t->footprintRect()).adjusted(-render::kSquare, -render::kSquare, render::kSquare, render::kSquare);
        const QRectF shown = view->mapFromScene(space).boundingRect().adjusted(-label.height(), -label.height(), label.height(), label.height());
        QVERIFY2(port.adjusted(-1, -1, 1, 1).contains(shown),
                 qPrintable(QStringLiteral("%1 with its margin: %2,%3 %4x%5 in %6x%7").arg(c.id).arg(shown.x()).arg(shown.y())
                                .arg(shown.width()).arg(shown.height()).arg(port.width()).arg(port.height())));
    }
    QCOMPARE(party, 5);
    // Not the whole map: the party, as big as it fits.
    QVERIFY(view->mapToScene(view->viewport()->rect()).boundingRect().width() < model().width * render::kSquare);
}

void TestPlayerView::turnRingAndColoursFollowAChangeOfStatistics_data()
{
    // A turn and a hit point change only the tokens they name on the players' screen: the
    // gold ring moves from the creature whose turn ended to the one whose turn began, and a
    // party member keeps its own colour.
    QTest::addColumn<int>("turns");
    QTest::newRow("combat starts") << 0;
    QTest::newRow("one turn later") << 1;
    QTest::newRow("a round later") << 2;
}

void TestPlayerView::turnRingAndColoursFollowAChangeOfStatistics()
{
    QFETCH(int, turns);
    QVERIFY(open(encounterJson()));
    PlayerScene *scene = openPlayerView();
    QVERIFY(scene);
    const QColor own = scene->tokenFor(QStringLiteral("f1"))->personalColour();
    QVERIFY(own.isValid());
    m_window->findChild<QAction *>(QStringLiteral("actionStartCombat"))->trigger();
    for (int i = 0; i < turns; ++i)
        m_window->findChild<QAction *>(QStringLiteral("actionNextTurn"))->trigger();
    const QString turn = model().combat.turn;
    QVERIFY(!turn.isEmpty());
    int rings = 0;
    for (TokenItem *t : scene->tokens()) {
        rings += t->isCurrentTurn() ? 1 : 0;
        QCOMPARE(t->isCurrentTurn(), t->creatureId() == turn);
    }
    QCOMPARE(rings, scene->tokenFor(turn) ? 1 : 0);
    QCOMPARE(scene->tokenFor(QStringLiteral("f1"))->personalColour(), own);
}

QTEST_MAIN(TestPlayerView)
void TestPlayerView::aDragFrameShadesWhatTheFogSays_data()
{
    QTest::addColumn<QByteArray>("changes");
    QTest::addColumn<QByteArray>("top");
    QTest::addColumn<QList<QPoint>>("steps"); // where the Fighter is dragged, frame by frame
    QTest::addColumn<bool>("drop");           // then the drag ends where it began
    // A map big enough for the sweep's fields (a small one gets the reference's, which
    // cover the whole map): three rooms of 12 x 12 in a row, each wall with a gap, a hall
    // beyond them.
    const QByteArray rooms = R"({"grid": {"width": 80, "height": 60}, "walls": [{"from": [12, 0], "to": [12, 5]}, {"from": [12, 7], "to": [12, 12]},)"
                             R"({"from": [24, 0], "to": [24, 8]}, {"from": [24, 9], "to": [24, 12]}, {"from": [36, 0], "to": [36, 12]},)"
                             R"({"from": [0, 12], "to": [80, 12]}])";
    QList<QPoint> out, outAndBack;
    for (int x = 2; x <= 20; x += 2)
        out << QPoint(x, 3 + x % 3);
    outAndBack = out;
    for (int x = 19; x >= 1; x -= 3)
        outAndBack << QPoint(x, 6);
    const QByteArray closed = R"({"grid": {"width": 80, "height": 60}, "walls": [{"from": [12, 0], "to": [12, 12]},)"
                              R"({"from": [24, 0], "to": [24, 12]}, {"from": [36, 0], "to": [36, 12]}, {"from": [0, 12], "to": [80, 12]}]})";
    QTest::newRow("through the gap into the next room") << QByteArray() << rooms + "}" << out << false;
    QTest::newRow("a fast drag: frames from room to closed room, the hall, and back")
        << QByteArray() << closed << QList<QPoint>{{18, 3}, {30, 5}, {18, 8}, {40, 30}, {30, 4}, {2, 2}} << true;
    QTest::newRow("there and back, then dropped where it began") << QByteArray() << rooms + "}" << outAndBack << true;
    QTest::newRow("in dim light with darkvision, a light in the next room")
        << QByteArray(R"({"f1": {"senses": {"darkvision": 30}}})")
        << rooms + R"(, "options": {"light": "dim"}, "lights": [{"at": [18.5, 6.5], "bright": 10, "dim": 10}]})" << outAndBack << false;
}

// A drag frame works out the shades only where the fog can have changed (where the dragged
// creature's field was, is, or was in the frame before): frame after frame, and after the
// drag ends, the players' shades are what the fog and the light say of every square.
void TestPlayerView::aDragFrameShadesWhatTheFogSays()
{
    QFETCH(QByteArray, changes);
    QFETCH(QByteArray, top);
    QFETCH(QList<QPoint>, steps);
    QFETCH(bool, drop);
    QVERIFY(open(encounterJson(changes, top)));
    PlayerScene *scene = openPlayerView();
    QVERIFY(scene);
    const Encounter &e = doc()->encounter();
    QCOMPARE(e.width, 80);
    const SightMap &sight = doc()->sightMap();
    const auto shadesSay = [&](const FogOfWar &fog, const QString &when) {
        const std::vector<std::uint8_t> &light = sight.lightField();
        for (int y = 0; y < e.height; ++y)
            for (int x = 0; x < e.width; ++x) {
                const std::size_t i = std::size_t(y) * std::size_t(e.width) + std::size_t(x);
                const FogState f = fog.at({x, y});
                const int fogAlpha = f == FogState::Unknown    ? PlayerScene::kUnknownAlpha
                                     : f == FogState::Explored ? (sight.obscurementAt({x, y}) == Obscurement::Heavy ? PlayerScene::kMistAlpha : PlayerScene::kExploredAlpha)
                                                               : 0;
                const LightLevel l = LightLevel(light[i]);
                const int lightAlpha = f != FogState::Visible ? 0 : l == LightLevel::Dark ? 150 : l == LightLevel::Dim ? 70 : 0;
                const QString where = when + QStringLiteral(", square %1,%2").arg(x).arg(y);
                QVERIFY2(scene->fogShade()->alphaAt({x, y}) == fogAlpha, qPrintable(where));
                QVERIFY2(scene->lightShade()->alphaAt({x, y}) == lightAlpha, qPrintable(where));
            }
    };
    const Creature stored = *e.creature(QStringLiteral("f1"));
    bool less = false;
    for (const QPoint &p : steps) {
        const GridPoint at{p.x(), p.y()};
        scene->previewMove(QStringLiteral("f1"), at);
        QCoreApplication::processEvents(); // the frame is shown on the event loop's next turn
        // What the fog is with the Fighter there, made whole (not the frame's way).
        Creature moved = stored;
        moved.position = at;
        FogOfWar expected = doc()->fog();
        expected.update(e, sight, Side::Party, &moved);
        shadesSay(expected, QStringLiteral("at %1,%2").arg(at.x).arg(at.y));
        if (QTest::currentTestFailed())
            return;
        QRect changed;
        doc()->fogWith(QStringLiteral("f1"), at, &changed);
        less = less || changed != QRect(0, 0, e.width, e.height);
    }
    QVERIFY(less); // the frames worked out less than the whole map
    if (drop) {
        scene->endPreview();
        QCoreApplication::processEvents();
        shadesSay(doc()->fog(), QStringLiteral("dropped"));
    }
}

#include "tst_playerview.moc"
