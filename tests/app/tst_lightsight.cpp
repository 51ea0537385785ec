// Light and sight in the window (RULES.md 10 and 12: light, and the elevation field): the
// Light tool (place, move, size, remove: one undo step each), the lighting overlay, "what
// does this creature see", the attack panel's sight reasons, imported UVTT lights, and the
// creature panel's elevation and senses. The real window, driven with QTest mouse and key
// events.

#include "contextmenu.h"
#include "mapwindowfixture.h"
#include "document.h"
#include "mainwindow.h"
#include "render/maprenderer.h"
#include "scene/lightitems.h"
#include "scene/mapscene.h"
#include "scene/overlayitems.h"
#include "scene/mapview.h"
#include "tools/rulertool.h"
#include "widgets/creaturedock.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QContextMenuEvent>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QPainter>
#include <QLabel>
#include <QDockWidget>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace bm;

namespace {

// The Archer and a Goblin two squares apart; an Orc behind a wall at x = 6.
QByteArray encounterJson(const char *ruleset, const QByteArray &fragment)
{
    QJsonObject o = QJsonDocument::fromJson(QByteArrayLiteral(R"({
  "format": "battlemap-encounter", "version": 1, "name": "sight",
  "grid": {"width": 12, "height": 6},
  "walls": [{"from": [6, 0], "to": [6, 6]}],
  "creatures": [
    {"id": "a1", "name": "Archer", "side": "party", "position": [1, 2], "hp": 12, "maxHp": 12},
    {"id": "g1", "name": "Goblin", "side": "hostile", "position": [3, 2], "hp": 7, "maxHp": 7},
    {"id": "o1", "name": "Orc", "side": "hostile", "position": [9, 2], "hp": 15, "maxHp": 15}
  ]
})")).object();
    o.insert(QStringLiteral("ruleset"), QLatin1String(ruleset));
    const QJsonObject extra = QJsonDocument::fromJson(fragment.isEmpty() ? QByteArray("{}") : fragment).object();
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        if (it.key() == QLatin1String("creatureChanges")) {
            // {"g1": {"conditions": [...]}}: merged into the creature
            QJsonArray creatures = o.value(QLatin1String("creatures")).toArray();
            for (QJsonValueRef c : creatures) {
                QJsonObject co = c.toObject();
                const QJsonObject change = it.value().toObject().value(co.value(QLatin1String("id")).toString()).toObject();
                for (auto ch = change.begin(); ch != change.end(); ++ch)
                    co.insert(ch.key(), ch.value());
                c = co;
            }
            o.insert(QStringLiteral("creatures"), creatures);
        } else {
            o.insert(it.key(), it.value());
        }
    }
    return QJsonDocument(o).toJson();
}

} // namespace

class TestLightSight : public QObject, protected bm::test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void lightTool_data();
    void lightTool();
    void lightingOverlay_data();
    void lightingOverlay();
    void darkAndDimTellApart_data();
    void darkAndDimTellApart();
    void whatDoesItSee();
    void attackPanelNamesSightReasons_data();
    void attackPanelNamesSightReasons();
    void importedUvttLightsAreLights_data();
    void importedUvttLightsAreLights();
    void elevationAndSensesFields();
    void attackPanelForgetsADeletedCreature();
    void pageUpChangesTheRulersReading_data();
    void pageUpChangesTheRulersReading();

private:
    QAction *action(const char *name) const { return m_window->findChild<QAction *>(QLatin1String(name)); }
};

void TestLightSight::initTestCase()
{
    QVERIFY(prepareFixture());
}

void TestLightSight::cleanup()
{
    releaseFixture();
}

void TestLightSight::lightTool_data()
{
    QTest::addColumn<QByteArray>("lights");     // the file's lights
    QTest::addColumn<QString>("gesture");       // click, drag, shift-drag, right-click
    QTest::addColumn<QPointF>("from");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<int>("count");             // lights after
    QTest::addColumn<QPointF>("at");            // the first light after
    QTest::addColumn<double>("bright");
    QTest::addColumn<double>("dim");
    const QByteArray one = R"({"lights": [{"at": [2.5, 4.5], "bright": 20, "dim": 20}]})";
    QTest::newRow("a click places a torch at the square's centre") << QByteArray() << "click" << QPointF(2.3, 4.7)
                                                                      << QPointF() << 1 << QPointF(2.5, 4.5) << 20.0 << 20.0;
    QTest::newRow("a drag moves a light") << one << "drag" << QPointF(2.5, 4.5) << QPointF(4.5, 1.5) << 1 << QPointF(4.5, 1.5)
                                          << 20.0 << 20.0;
    QTest::newRow("Shift+drag sizes it: 6 squares, 30 ft bright and dim") << one << "shift-drag" << QPointF(2.5, 4.5)
                                                                            << QPointF(8.5, 4.5) << 1 << QPointF(2.5, 4.5)
                                                                            << 30.0 << 30.0;
    QTest::newRow("a right-click removes it") << one << "right-click" << QPointF(2.5, 4.5) << QPointF() << 0 << QPointF()
                                              << 0.0 << 0.0;
}

void TestLightSight::lightTool()
{
    QFETCH(QByteArray, lights);
    QFETCH(QString, gesture);
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(int, count);
    QFETCH(QPointF, at);
    QFETCH(double, bright);
    QFETCH(double, dim);
    QVERIFY(open(encounterJson("dnd5e-2014", lights)));
    const Encounter before = model();
    key(Qt::Key_L); // the Light tool
    QVERIFY(action("actionLightTool")->isChecked());
    QVERIFY(m_window->scene()->lights()->radiiShown());
    const int steps = doc()->undoStack()->count();
    if (gesture == QLatin1String("click")) {
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(from.x(), from.y()));
    } else if (gesture == QLatin1String("right-click")) {
        QTest::mouseClick(viewport(), Qt::RightButton, {}, viewPoint(from.x(), from.y()));
    } else {
        const Qt::KeyboardModifiers mods = gesture == QLatin1String("shift-drag") ? Qt::ShiftModifier : Qt::NoModifier;
        QTest::mousePress(viewport(), Qt::LeftButton, mods, viewPoint(from.x(), from.y()));
        QTest::mouseMove(viewport(), viewPoint((from.x() + to.x()) / 2, (from.y() + to.y()) / 2));
        QTest::mouseMove(viewport(), viewPoint(to.x(), to.y()));
        QTest::mouseRelease(viewport(), Qt::LeftButton, mods, viewPoint(to.x(), to.y()));
    }
    QCOMPARE(int(model().lights.size()), count);
    if (count > 0) {
        QCOMPARE(model().lights.front().at, at);
        QCOMPARE(model().lights.front().bright, bright);
        QCOMPARE(model().lights.front().dim, dim);
    }
    QCOMPARE(doc()->undoStack()->count(), steps + 1); // one undo step
    doc()->undoStack()->undo();
    QCOMPARE(model().lights, before.lights);
}

void TestLightSight::lightingOverlay_data()
{
    QTest::addColumn<QByteArray>("fragment");
    QTest::addColumn<QPoint>("square");
    QTest::addColumn<int>("alpha");
    // A torch at the Archer's square in a dark dungeon: 20 ft bright, 20 ft dim.
    const QByteArray dark = R"({"options": {"light": "dark"}, "lights": [{"at": [1.5, 2.5], "bright": 20, "dim": 20}]})";
    QTest::newRow("within 20 ft of the torch: bright, unshaded") << dark << QPoint(4, 2) << 0;
    QTest::newRow("25 ft from the torch: dim") << dark << QPoint(5, 4) << int(kDimShade);
    QTest::newRow("behind the wall: dark") << dark << QPoint(7, 2) << int(kDarkShade);
    QTest::newRow("far corner: dark") << dark << QPoint(11, 5) << int(kDarkShade);
    QTest::newRow("ambient dim everywhere") << QByteArray(R"({"options": {"light": "dim"}})") << QPoint(4, 2) << int(kDimShade);
    QTest::newRow("daylight: nothing shaded") << QByteArray() << QPoint(4, 2) << 0;
}

void TestLightSight::lightingOverlay()
{
    QFETCH(QByteArray, fragment);
    QFETCH(QPoint, square);
    QFETCH(int, alpha);
    QVERIFY(open(encounterJson("dnd5e-2014", fragment)));
    QVERIFY(m_window->scene()->lightingShade()->isEmpty());
    key(Qt::Key_L, Qt::ShiftModifier); // View > Show Lighting
    QVERIFY(action("actionShowLighting")->isChecked());
    QCOMPARE(m_window->scene()->lightingShade()->alphaAt({square.x(), square.y()}), alpha);
    key(Qt::Key_L, Qt::ShiftModifier);
    QCOMPARE(m_window->scene()->lightingShade()->alphaAt({square.x(), square.y()}), 0);
}

void TestLightSight::darkAndDimTellApart_data()
{
    QTest::addColumn<QPoint>("square");
    QTest::addColumn<bool>("hatched");
    QTest::newRow("dim, 25 ft from the torch: shaded, not hatched") << QPoint(5, 4) << false;
    QTest::newRow("dark, behind the wall: hatched") << QPoint(7, 2) << true;
    QTest::newRow("bright, by the torch: neither") << QPoint(3, 2) << false;
}

void TestLightSight::darkAndDimTellApart()
{
    QFETCH(QPoint, square);
    QFETCH(bool, hatched);
    QVERIFY(open(encounterJson("dnd5e-2014", R"({"options": {"light": "dark"}, "lights": [{"at": [1.5, 2.5], "bright": 20, "dim": 20}]})")));
    key(Qt::Key_L, Qt::ShiftModifier); // View > Show Lighting
    ShadeItem *shade = m_window->scene()->lightingShade();
    QCOMPARE(shade->isHatched({square.x(), square.y()}), hatched);
    // As drawn: the square's pixels hold the hatch's pale blue only where it is dark.
    const QRectF r = render::squaresRect(QRect(square.x(), square.y(), 1, 1)).adjusted(4, 4, -4, -4);
    QImage img(64, 64, QImage::Format_ARGB32);
    img.fill(Qt::white);
    {
        QPainter p(&img);
        m_window->scene()->render(&p, QRectF(0, 0, 64, 64), r);
    }
    int pale = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = img.pixelColor(x, y);
            pale += c.blue() > 150 && c.blue() > c.red() + 20 && c.blue() > c.green();
        }
    QCOMPARE(pale > 0, hatched);
    // The reach bands (selected creature) draw over the shade, so their colours stay.
    QVERIFY(m_window->scene()->reachOverlay()->zValue() > shade->zValue());
    // The legend says which is which.
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("legendDock"))->findChild<QLabel *>()->text().contains(QLatin1String("hatched")));
}

void TestLightSight::whatDoesItSee()
{
    QVERIFY(open(encounterJson("dnd5e-2014", {})));
    const QStringList seen = test::rightClickAndPick(viewport(), viewPoint(1.5, 2.5), [](const QAction *a) {
        return a->objectName() == QLatin1String("whatDoesItSee");
    });
    QVERIFY2(seen.contains(QStringLiteral("What Does Archer &See?")), qPrintable(seen.join(QStringLiteral(" | "))));
    QCOMPARE(m_window->scene()->sightShownFor(), QStringLiteral("a1"));
    ShadeItem *shade = m_window->scene()->sightShade();
    QCOMPARE(shade->alphaAt({3, 2}), 0);   // the Goblin's square: seen
    QVERIFY(shade->alphaAt({9, 2}) > 0);    // the Orc's, behind the wall: not seen
    key(Qt::Key_Escape);
    QVERIFY(m_window->scene()->sightShownFor().isEmpty());
    QVERIFY(shade->isEmpty());
}

void TestLightSight::attackPanelNamesSightReasons_data()
{
    QTest::addColumn<QByteArray>("ruleset");
    QTest::addColumn<QByteArray>("fragment");
    QTest::addColumn<QStringList>("lines"); // each must be in the panel
    QTest::newRow("an invisible target") << QByteArray("dnd5e-2014")
                                         << QByteArray(R"({"creatureChanges": {"g1": {"conditions": ["invisible"]}}})")
                                         << QStringList{"Archer can't see Goblin: Goblin is invisible",
                                                        "Disadvantage: attacker can't see the target"};
    QTest::newRow("darkness without darkvision") << QByteArray("dnd5e-2024") << QByteArray(R"({"options": {"light": "dark"}})")
                                                 << QStringList{"Archer can't see Goblin: Goblin is in darkness"};
    QTest::newRow("darkness beyond a short darkvision")
        << QByteArray("dnd5e-2014")
        << QByteArray(R"({"options": {"light": "dark"}, "creatureChanges": {"a1": {"senses": {"darkvision": 5}}}})")
        << QStringList{"Goblin is in darkness beyond Archer's darkvision"};
    QTest::newRow("a fog cloud over the target: heavily obscured")
        << QByteArray("dnd5e-2014")
        << QByteArray(R"({"terrain": [{"type": "difficult", "obscured": "heavy", "rect": [2, 1, 3, 3]}]})")
        << QStringList{"Goblin is heavily obscured"};
    QTest::newRow("a blinded target: unseen attacker")
        << QByteArray("dnd5e-2014") << QByteArray(R"({"creatureChanges": {"g1": {"conditions": ["blinded"]}}})")
        << QStringList{"Goblin can't see Archer (unseen attacker): Goblin is blinded",
                       "Advantage: target can't see the attacker"};
    QTest::newRow("pf2e dim light: concealed, flat check DC 5")
        << QByteArray("pf2e") << QByteArray(R"({"options": {"light": "dim"}})")
        << QStringList{"Archer sees Goblin poorly: Goblin is concealed (dim light)", "Flat check: DC 5 (target concealed)"};
    QTest::newRow("a5e high ground: elevation and the expertise die")
        << QByteArray("a5e") << QByteArray(R"({"creatureChanges": {"a1": {"elevation": 5}, "g1": {"position": [2, 2]}}})")
        << QStringList{"Elevation: Archer at 5 ft, Goblin at 0 ft", "high ground: expertise die"};
}

void TestLightSight::attackPanelNamesSightReasons()
{
    QFETCH(QByteArray, ruleset);
    QFETCH(QByteArray, fragment);
    QFETCH(QStringList, lines);
    QVERIFY(open(encounterJson(ruleset.constData(), fragment)));
    key(Qt::Key_C); // Cover and Flanking: the attack check
    const Creature *g = model().creature(QStringLiteral("g1"));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(1.5, 2.5));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(g->position.x + 0.5, g->position.y + 0.5));
    const QString text = m_window->inspectorText();
    for (const QString &line : lines)
        QVERIFY2(text.contains(line), qPrintable(QStringLiteral("missing \"%1\" in:\n%2").arg(line, text)));
}

void TestLightSight::importedUvttLightsAreLights_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("lights");
    QTest::newRow("Dungeondraft sample, two lights") << QStringLiteral("imagix-sample.dd2vtt") << 2;
    QTest::newRow("format 0.2, one light") << QStringLiteral("format-0.2.dd2vtt") << 1;
}

void TestLightSight::importedUvttLightsAreLights()
{
    QFETCH(QString, file);
    QFETCH(int, lights);
    QVERIFY(open(encounterJson("dnd5e-2014", {})));
    QVERIFY(m_window->importMap(QStringLiteral(BM_TEST_DATA_DIR "/uvtt/") + file));
    QCOMPARE(int(model().lights.size()), lights);
    // Drawn on the map, and the overlay lights the squares around them.
    QVERIFY(!m_window->scene()->lights()->boundingRect().isEmpty());
    // In a dark dungeon (the GM's ambient light) the overlay lights the squares around
    // each light and leaves the far corner dark.
    Encounter dark = model();
    dark.options.light = LightLevel::Dark;
    doc()->setEncounter(dark);
    key(Qt::Key_L, Qt::ShiftModifier);
    const LightSource &l = model().lights.front();
    QVERIFY(l.bright > 0);
    QCOMPARE(m_window->scene()->lightingShade()->alphaAt({int(l.at.x()), int(l.at.y())}), 0);
    int darkSquares = 0;
    for (int y = 0; y < model().height; ++y)
        for (int x = 0; x < model().width; ++x)
            darkSquares += m_window->scene()->lightingShade()->alphaAt({x, y}) == int(kDarkShade);
    QVERIFY(darkSquares > 0);
    QVERIFY(darkSquares < model().width * model().height);
}

void TestLightSight::elevationAndSensesFields()
{
    QVERIFY(open(encounterJson("dnd5e-2014", {})));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(1.5, 2.5)); // select the Archer
    CreatureDock *dock = m_window->findChild<CreatureDock *>();
    QVERIFY(dock);
    const int steps = doc()->undoStack()->count();
    auto *elevation = dock->findChild<QSpinBox *>(QStringLiteral("elevationSpin"));
    QVERIFY(elevation);
    elevation->setFocus();
    elevation->selectAll();
    QTest::keyClicks(elevation, QStringLiteral("30"));
    QTest::keyClick(elevation, Qt::Key_Return);
    QCOMPARE(model().creature(QStringLiteral("a1"))->elevation, 30.0);
    QCOMPARE(doc()->undoStack()->count(), steps + 1);
    auto *darkvision = dock->findChild<QSpinBox *>(QStringLiteral("darkvisionSpin"));
    darkvision->setFocus();
    darkvision->selectAll();
    QTest::keyClicks(darkvision, QStringLiteral("60"));
    QTest::keyClick(darkvision, Qt::Key_Return);
    QCOMPARE(model().creature(QStringLiteral("a1"))->senses.darkvision, 60.0);
    auto *lowLight = dock->findChild<QCheckBox *>(QStringLiteral("lowLightCheck"));
    QTest::mouseClick(lowLight, Qt::LeftButton);
    QVERIFY(model().creature(QStringLiteral("a1"))->senses.lowLightVision);
    doc()->undoStack()->undo();
    QVERIFY(!model().creature(QStringLiteral("a1"))->senses.lowLightVision);
    // The panel follows the model: PgUp raises the Archer 5 ft and the field shows 35.
    key(Qt::Key_PageUp);
    QCOMPARE(model().creature(QStringLiteral("a1"))->elevation, 35.0);
    QCOMPARE(elevation->value(), 35);
}

// Seen on the lighting screenshot: after another map was imported the Attack Check still
// showed the report of creatures no longer there. It empties once one of them is gone.
void TestLightSight::attackPanelForgetsADeletedCreature()
{
    QVERIFY(open(encounterJson("dnd5e-2014", {})));
    key(Qt::Key_C);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(1.5, 2.5));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(3.5, 2.5));
    QVERIFY(m_window->inspectorText().startsWith(QStringLiteral("Archer attacks Goblin")));
    key(Qt::Key_M); // another tool: the report stays while both are there
    Encounter without = model();
    without.creatures.erase(without.creatures.begin() + without.creatureIndex(QStringLiteral("g1")));
    doc()->setEncounter(without);
    QVERIFY2(m_window->inspectorText().isEmpty(), qPrintable(m_window->inspectorText()));
}

// RULES.md 10: the ruler measures in 3-D. The Archer two squares from the Goblin (10 ft),
// raised with PgUp: 2014's equal diagonals count the larger of the level and square gaps.
void TestLightSight::pageUpChangesTheRulersReading_data()
{
    QTest::addColumn<int>("presses");
    QTest::addColumn<double>("feet");
    QTest::newRow("on the ground: 10 ft") << 0 << 10.0;
    QTest::newRow("10 ft up: still 10 ft (two levels, two squares)") << 2 << 10.0;
    QTest::newRow("20 ft up: 20 ft") << 4 << 20.0;
    QTest::newRow("30 ft up: 30 ft") << 6 << 30.0;
}

void TestLightSight::pageUpChangesTheRulersReading()
{
    QFETCH(int, presses);
    QFETCH(double, feet);
    QVERIFY(open(encounterJson("dnd5e-2014", R"({"creatureChanges": {"a1": {"speed": {"walk": 30, "fly": 60}}}})")));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(1.5, 2.5)); // select the Archer
    for (int i = 0; i < presses; ++i)
        key(Qt::Key_PageUp);
    QCOMPARE(model().creature(QStringLiteral("a1"))->elevation, 5.0 * presses);
    key(Qt::Key_R); // the ruler
    QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPoint(1.5, 2.5));
    QTest::mouseMove(viewport(), viewPoint(2.5, 2.5));
    QTest::mouseMove(viewport(), viewPoint(3.5, 2.5));
    QCOMPARE(m_window->rulerTool()->lastFeet(), feet);
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(3.5, 2.5));
}

QTEST_MAIN(TestLightSight)
#include "tst_lightsight.moc"
