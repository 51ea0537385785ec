// Lights carried by creatures (RULES.md 13.1) in the window. A dark corridor, a
// Fighter with a light walking down it towards a Goblin: the GM drags the token with the
// move tool on the real map view, and the players' screen (View > Player View) shows the
// fog of war and the light as they follow the torch, mid-drag and after the drop; undo
// puts the light back. The GM's lighting overlay and the light's circles follow too, and
// the token shows a badge for its light.

#include "mapwindowfixture.h"
#include "document.h"
#include "mainwindow.h"
#include "render/maprenderer.h"
#include "scene/lightitems.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "scene/playerscene.h"
#include "scene/tokenitem.h"
#include "widgets/creaturedock.h"
#include "widgets/playerwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QGraphicsView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUndoStack>

using namespace bm;

namespace {

constexpr int kLength = 20; // the corridor: row 2, squares 0..19, walls along both sides

// Dark everywhere; the Fighter (no darkvision) at the corridor's west end, the Goblin in it
// at x = 14. `light`: the Fighter's, empty for none.
QByteArray corridorJson(const QByteArray &light)
{
    QJsonObject o = QJsonDocument::fromJson(QByteArrayLiteral(R"({
  "format": "battlemap-encounter", "version": 1, "name": "corridor", "ruleset": "dnd5e-2014",
  "grid": {"width": 20, "height": 5},
  "options": {"light": "dark"},
  "walls": [{"from": [0, 2], "to": [20, 2]}, {"from": [0, 3], "to": [20, 3]}],
  "creatures": [
    {"id": "f1", "name": "Fighter", "side": "party", "position": [1, 2], "speed": {"walk": 30}, "hp": 20, "maxHp": 20},
    {"id": "g1", "name": "Goblin", "side": "hostile", "position": [14, 2], "hp": 7, "maxHp": 7}
  ]
})")).object();
    if (!light.isEmpty()) {
        QJsonArray creatures = o.value(QLatin1String("creatures")).toArray();
        QJsonObject fighter = creatures[0].toObject();
        fighter.insert(QStringLiteral("light"), QJsonDocument::fromJson(light).object());
        creatures[0] = fighter;
        o.insert(QStringLiteral("creatures"), creatures);
    }
    return QJsonDocument(o).toJson();
}

} // namespace

class TestCarriedLight : public QObject, protected bm::test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void aTorchCarriedThroughADarkCorridor_data();
    void aTorchCarriedThroughADarkCorridor();
    void aTorchLitInTheCreaturePanel();
    void aCreaturesOwnLightIsNamedSo_data();
    void aCreaturesOwnLightIsNamedSo();

private:
    PlayerScene *openPlayerView()
    {
        key(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier); // View > Player View
        PlayerWindow *w = m_window->playerWindow();
        return w && w->isVisible() ? w->scene() : nullptr;
    }
    // What the players see of the corridor, square by square: V visible, E explored (dimmed,
    // no creatures), U unknown (black); read from the players' fog shade.
    static QString corridorSeen(const PlayerScene *scene)
    {
        QString out;
        for (int x = 0; x < kLength; ++x) {
            const int a = scene->fogShade()->alphaAt({x, 2});
            out += a == 0 ? QLatin1Char('V') : a == PlayerScene::kExploredAlpha ? QLatin1Char('E') : a == PlayerScene::kUnknownAlpha ? QLatin1Char('U') : QLatin1Char('?');
        }
        return out;
    }
    void dragTo(int x) { QTest::mouseMove(viewport(), viewPoint(x + 0.5, 2.5)); }
};

void TestCarriedLight::initTestCase()
{
    QVERIFY(prepareFixture());
}

void TestCarriedLight::cleanup()
{
    releaseFixture();
}

void TestCarriedLight::aTorchCarriedThroughADarkCorridor_data()
{
    // The Fighter is dragged from x = 1 to x = 10. A light reaches (bright + dim) / 5 squares
    // from the Fighter's square along the corridor (RULES.md 12: Euclidean feet from the
    // centre of its space); the Fighter sees only lit squares.
    QTest::addColumn<QByteArray>("light");
    QTest::addColumn<QString>("atStart");   // the corridor to the players before the drag
    QTest::addColumn<QString>("midDrag4");  // mid-drag, over x = 4
    QTest::addColumn<bool>("goblinAt4");    // the Goblin on the players' screen then
    QTest::addColumn<QString>("midDrag10"); // mid-drag, over x = 10
    QTest::addColumn<bool>("goblinAt10");
    QTest::addColumn<int>("dimAt10");       // a square in the light's dim ring at x = 10, -1: none
    QTest::addColumn<QString>("afterUndo"); // back at x = 1, what was seen from x = 10 explored

    QTest::newRow("a torch (20/20 ft): the goblin shows once the torch is 8 squares from it")
        << QByteArray(R"({"bright": 20, "dim": 20})")
        << "VVVVVVVVVVUUUUUUUUUU" << "VVVVVVVVVVVVVUUUUUUU" << false
        << "EEVVVVVVVVVVVVVVVVVU" << true << 17
        << "VVVVVVVVVVEEEEEEEEEU";
    QTest::newRow("a hooded lantern (30/30 ft): the goblin shows from x = 4")
        << QByteArray(R"({"bright": 30, "dim": 30})")
        << "VVVVVVVVVVVVVVUUUUUU" << "VVVVVVVVVVVVVVVVVUUU" << true
        << "VVVVVVVVVVVVVVVVVVVV" << true << 17
        << "VVVVVVVVVVVVVVEEEEEE";
    QTest::newRow("a candle (5/5 ft): the goblin stays in the dark")
        << QByteArray(R"({"bright": 5, "dim": 5})")
        << "VVVVUUUUUUUUUUUUUUUU" << "EEVVVVVUUUUUUUUUUUUU" << false
        << "EEEEUUUUVVVVVUUUUUUU" << false << 12
        << "VVVVUUUUEEEEEUUUUUUU";
    QTest::newRow("no light: the players see nothing but their own token")
        << QByteArray()
        << "UUUUUUUUUUUUUUUUUUUU" << "UUUUUUUUUUUUUUUUUUUU" << false
        << "UUUUUUUUUUUUUUUUUUUU" << false << -1
        << "UUUUUUUUUUUUUUUUUUUU";
}

void TestCarriedLight::aTorchCarriedThroughADarkCorridor()
{
    QFETCH(QByteArray, light);
    QFETCH(QString, atStart);
    QFETCH(QString, midDrag4);
    QFETCH(bool, goblinAt4);
    QFETCH(QString, midDrag10);
    QFETCH(bool, goblinAt10);
    QFETCH(int, dimAt10);
    QFETCH(QString, afterUndo);
    const bool carries = !light.isEmpty();
    const QString fighter = QStringLiteral("f1");
    const QString goblin = QStringLiteral("g1");

    QVERIFY(open(corridorJson(light)));
    PlayerScene *players = openPlayerView();
    QVERIFY(players);
    MapScene *gm = m_window->scene();
    key(Qt::Key_L, Qt::ShiftModifier); // View > Show Lighting
    QVERIFY(gm->lightingShown());
    m_window->findChild<QAction *>(QStringLiteral("actionShowFog"))->setChecked(true); // the players' fog as a tint
    QVERIFY(gm->fogShown());

    // The token says it carries a light, on both screens.
    QCOMPARE(!gm->tokenFor(fighter)->lightBadgeRect().isNull(), carries);
    QCOMPARE(!players->tokenFor(fighter)->lightBadgeRect().isNull(), carries);
    QCOMPARE(corridorSeen(players), atStart);
    QVERIFY(!players->tokenFor(goblin));
    QVERIFY(gm->lights()->carriedShown().empty()); // circles only with the Light tool or dragged

    // Drag the Fighter down the corridor, one square per mouse move.
    QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPoint(1.5, 2.5));
    for (int x = 2; x <= 4; ++x)
        dragTo(x);
    // The players' screen follows by frames (thirty a second): the next one shows x = 4.
    QTRY_COMPARE(corridorSeen(players), midDrag4);
    QCOMPARE(players->tokenFor(goblin) != nullptr, goblinAt4);
    for (int x = 5; x <= 10; ++x)
        dragTo(x);
    QCOMPARE(doc()->encounter().creature(fighter)->position, (GridPoint{1, 2})); // nothing moved yet
    QTRY_COMPARE(corridorSeen(players), midDrag10);
    QCOMPARE(players->tokenFor(goblin) != nullptr, goblinAt10);
    QCOMPARE(players->fogShade()->alphaAt({10, 1}), PlayerScene::kUnknownAlpha); // beyond the wall
    // The players' light shade: the torch-bearer's square bright, the ring beyond dim.
    QCOMPARE(players->lightShade()->alphaAt({10, 2}), 0);
    if (dimAt10 >= 0)
        QVERIFY(players->lightShade()->alphaAt({dimAt10, 2}) > 0);
    // The GM's lighting overlay and the light's circles go with the token.
    QCOMPARE(gm->lightingShade()->alphaAt({10, 2}), carries ? 0 : int(kDarkShade));
    QCOMPARE(gm->lightingShade()->alphaAt({1, 2}) != int(kDarkShade), midDrag10[1] == QLatin1Char('V')); // lit where the players see
    QCOMPARE(gm->fogTint()->alphaAt({18, 2}) == 0, midDrag10[18] == QLatin1Char('V')); // the GM's tint: what the players see
    const std::vector<LightsItem::CarriedCircle> circles = gm->lights()->carriedShown();
    QCOMPARE(int(circles.size()), carries ? 1 : 0);
    if (carries) {
        QCOMPARE(circles[0].creatureId, fighter);
        QVERIFY2(std::abs(circles[0].centre.x() - 10.5) < 0.5 && std::abs(circles[0].centre.y() - 2.5) < 0.5,
                 qPrintable(QStringLiteral("%1, %2").arg(circles[0].centre.x()).arg(circles[0].centre.y())));
    }

    // The drop: one undo step, the players' screen as it was mid-drag.
    const int steps = doc()->undoStack()->count();
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(10.5, 2.5));
    QCOMPARE(doc()->encounter().creature(fighter)->position, (GridPoint{10, 2}));
    QCOMPARE(doc()->undoStack()->count(), steps + 1);
    QCOMPARE(corridorSeen(players), midDrag10);
    QCOMPARE(players->tokenFor(goblin) != nullptr, goblinAt10);
    QCOMPARE(gm->lightingShade()->alphaAt({10, 2}), carries ? 0 : int(kDarkShade));
    QVERIFY(gm->lights()->carriedShown().empty());

    // Undo: the light goes back with the Fighter; what it showed stays explored.
    doc()->undoStack()->undo();
    QCOMPARE(doc()->encounter().creature(fighter)->position, (GridPoint{1, 2}));
    QCOMPARE(corridorSeen(players), afterUndo);
    QVERIFY(!players->tokenFor(goblin));
    QCOMPARE(gm->lightingShade()->alphaAt({1, 2}), carries ? 0 : int(kDarkShade));
    QCOMPARE(gm->lightingShade()->alphaAt({18, 2}), int(kDarkShade));
}

// The GM gives the Fighter a torch in the Creature panel: the corridor lights up on both
// screens at once (no drag), the token gets its flame; undo takes it away again.
void TestCarriedLight::aCreaturesOwnLightIsNamedSo_data()
{
    QTest::addColumn<bool>("ownTrait"); // the Fighter's stat block says it sheds this light
    QTest::addColumn<QString>("entry");
    QTest::addColumn<QString>("text");
    QTest::newRow("a fire elemental's own 30/30 ft, not a hooded lantern") << true << QStringLiteral("own")
                                                                          << QStringLiteral("its own light (30/30 ft)");
    QTest::newRow("a hooded lantern carried") << false << QStringLiteral("lantern") << QStringLiteral("hooded lantern (30/30 ft)");
}

void TestCarriedLight::aCreaturesOwnLightIsNamedSo()
{
    QFETCH(bool, ownTrait);
    QFETCH(QString, entry);
    QFETCH(QString, text);
    QJsonObject o = QJsonDocument::fromJson(corridorJson(R"({"bright": 30, "dim": 30})")).object();
    if (ownTrait) {
        QJsonArray creatures = o.value(QLatin1String("creatures")).toArray();
        QJsonObject f = creatures[0].toObject();
        f.insert(QStringLiteral("statblock"),
                 QJsonObject{{QStringLiteral("name"), QStringLiteral("Fire Elemental")},
                             {QStringLiteral("traits"),
                              QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Illumination")},
                                                     {QStringLiteral("text"), QStringLiteral("The elemental sheds bright light in a 30-foot "
                                                                                             "radius and dim light in an additional 30 ft.")}}}}});
        creatures[0] = f;
        o.insert(QStringLiteral("creatures"), creatures);
    }
    QVERIFY(open(QJsonDocument(o).toJson()));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(1.5, 2.5)); // select it
    QComboBox *combo = m_window->findChild<CreatureDock *>()->findChild<QComboBox *>(QStringLiteral("lightCombo"));
    QVERIFY(combo);
    QCOMPARE(combo->currentData().toString(), entry);
    QCOMPARE(combo->currentText(), text);
    // Taking the light away and choosing its own again gives it back, one undo step each.
    QApplication::setActiveWindow(m_window.get());
    combo->setFocus();
    while (combo->currentIndex() != 0)
        QTest::keyClick(combo, Qt::Key_Up);
    QVERIFY(!model().creature(QStringLiteral("f1"))->light);
    const int back = combo->findData(entry);
    QVERIFY(back > 0);
    while (combo->currentIndex() != back)
        QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(model().creature(QStringLiteral("f1"))->light->bright, 30.0);
    QCOMPARE(combo->currentData().toString(), entry);
}

void TestCarriedLight::aTorchLitInTheCreaturePanel()
{
    QVERIFY(open(corridorJson({})));
    PlayerScene *players = openPlayerView();
    QVERIFY(players);
    MapScene *gm = m_window->scene();
    key(Qt::Key_L, Qt::ShiftModifier); // View > Show Lighting
    QCOMPARE(corridorSeen(players), QStringLiteral("UUUUUUUUUUUUUUUUUUUU"));
    QCOMPARE(gm->lightingShade()->alphaAt({4, 2}), int(kDarkShade));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(1.5, 2.5)); // select the Fighter
    QComboBox *combo = m_window->findChild<CreatureDock *>()->findChild<QComboBox *>(QStringLiteral("lightCombo"));
    QVERIFY(combo);
    QApplication::setActiveWindow(m_window.get());
    combo->setFocus();
    const int torch = combo->findData(QStringLiteral("torch"));
    QVERIFY(torch > 0);
    while (combo->currentIndex() != torch)
        QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(model().creature(QStringLiteral("f1"))->light->bright, 20.0);
    QCOMPARE(corridorSeen(players), QStringLiteral("VVVVVVVVVVUUUUUUUUUU"));
    QCOMPARE(gm->lightingShade()->alphaAt({4, 2}), 0);
    QVERIFY(!gm->tokenFor(QStringLiteral("f1"))->lightBadgeRect().isNull());
    QVERIFY(!players->tokenFor(QStringLiteral("f1"))->lightBadgeRect().isNull());
    // The Light tool shows every light's circles, the carried one's around its bearer.
    QVERIFY(gm->lights()->carriedShown().empty());
    key(Qt::Key_L); // Map > Lights
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("actionLightTool"))->isChecked());
    const std::vector<LightsItem::CarriedCircle> circles = gm->lights()->carriedShown();
    QCOMPARE(int(circles.size()), 1);
    QCOMPARE(circles[0].centre, QPointF(1.5, 2.5));
    QCOMPARE(circles[0].bright + circles[0].dim, 40.0);
    QVERIFY(gm->lights()->boundingRect().contains(QPointF(9.5, 2.5) * render::kSquare)); // 40 ft: 8 squares
    key(Qt::Key_M); // back to the move tool
    QVERIFY(gm->lights()->carriedShown().empty());
    doc()->undoStack()->undo();
    QVERIFY(!model().creature(QStringLiteral("f1"))->light);
    // The panel's edit is undone whole, the fog's explored squares saved with it too.
    QCOMPARE(corridorSeen(players), QStringLiteral("UUUUUUUUUUUUUUUUUUUU"));
    QCOMPARE(gm->lightingShade()->alphaAt({4, 2}), int(kDarkShade));
    QVERIFY(gm->tokenFor(QStringLiteral("f1"))->lightBadgeRect().isNull());
}

QTEST_MAIN(TestCarriedLight)
#include "tst_carriedlight.moc"
