// The window on the bundled sample encounter in four situations the README shows: the
// map, a drag in progress with its path and cost, the reach overlay, the cover
// inspector. Each situation is checked; with BM_SCREENSHOT_DIR set the window grabs
// are saved there as PNGs (scripts/screenshots.sh).

#include "document.h"
#include "teststeps.h"
#include "mainwindow.h"
#include "samplejson.h"
#include "scene/mapscene.h"
#include "render/maprenderer.h"
#include "scene/mapview.h"
#include "scene/overlayitems.h"
#include "tools/abstracttool.h"
#include "tools/movetool.h"
#include "widgets/combatantdock.h"
#include "widgets/initiativedock.h"
#include "widgets/playerwindow.h"
#include "scene/playerscene.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QUndoStack>
#include <QDir>
#include <QStatusBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QPainter>
#include <QMessageBox>
#include <QFile>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace bm;

class TestScreenshots : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void sampleMap();
    void dragInProgress();
    void reachOverlay();
    void coverInspector();
    void initiativeInPlay();
    void attackPanelSightReasons();
    void lightingInADungeon();
    void playerViewBesideTheGm();
    void creatureMovedOntoTheMapOnOpen();

private:
    std::unique_ptr<MainWindow> m_window;
    QPoint at(double gx, double gy) const { return m_window->view()->mapFromScene(QPointF(gx, gy) * render::kSquare); }
    [[nodiscard]] bool save(const QString &name)
    {
        QApplication::processEvents();
        const QImage shot = m_window->grab().toImage();
        BM_CHECK(!shot.isNull());
        BM_CHECK_COMPARE(shot.size(), m_window->size() * m_window->devicePixelRatio());
        const QString dir = qEnvironmentVariable("BM_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            BM_CHECK(shot.save(QDir(dir).filePath(name)));
        return true;
    }
};

void TestScreenshots::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear(); // a first start: the default layout
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 720); // a laptop screen, as a GM at the table has
    m_window->openSample();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->view()->fitToMap();
    QCOMPARE(m_window->document()->encounter().name, QStringLiteral("Ambush at Millbrook Ford"));
}

void TestScreenshots::cleanupTestCase()
{
    m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestScreenshots::sampleMap()
{
    QVERIFY(m_window->scene()->tokenFor(QStringLiteral("ogre")));
    QVERIFY(save(QStringLiteral("sample-map.png")));
}

void TestScreenshots::dragInProgress()
{
    // Grab the ogre (Large, at 17,9) and hold it over the fighter's flank across the ford.
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, at(17.5, 9.5));
    QTest::mouseMove(vp, at(14.5, 10.5));
    QTest::mouseMove(vp, at(11.5, 11.2));
    QTest::mouseMove(vp, at(9.5, 10.5));
    const QString status = m_window->statusBar()->currentMessage();
    QVERIFY2(status.contains(QStringLiteral("ft")), qPrintable(status));
    QVERIFY(m_window->scene()->pathPreview()->boundingRect().isValid());
    QVERIFY(save(QStringLiteral("drag-in-progress.png")));
    QTest::keyPress(vp, Qt::Key_Escape); // harmless; then put the ogre back
    QTest::mouseRelease(vp, Qt::LeftButton, {}, at(9.5, 10.5));
    if (m_window->document()->undoStack()->canUndo())
        m_window->document()->undoStack()->undo();
    QCOMPARE(m_window->document()->encounter().creature(QStringLiteral("ogre"))->position, (GridPoint{17, 9}));
}

void TestScreenshots::reachOverlay()
{
    QWidget *vp = m_window->view()->viewport();
    QTest::mouseClick(vp, Qt::LeftButton, {}, at(8.5, 7.5)); // Pip, the halfling rogue
    QCOMPARE(m_window->scene()->selectedCreature(), QStringLiteral("pip"));
    QVERIFY(m_window->scene()->reachOverlay()->boundingRect().width() > render::kSquare * 4);
    QVERIFY(save(QStringLiteral("reach-overlay.png")));
}

void TestScreenshots::coverInspector()
{
    m_window->findChild<QAction *>(QStringLiteral("actionCoverTool"))->trigger();
    QWidget *vp = m_window->view()->viewport();
    QTest::mouseClick(vp, Qt::LeftButton, {}, at(8.5, 7.5));   // Pip attacks...
    QTest::mouseClick(vp, Qt::LeftButton, {}, at(17.5, 6.5));  // ...Goblin 1 across the ford
    QVERIFY2(m_window->inspectorText().startsWith(QStringLiteral("Pip")), qPrintable(m_window->inspectorText()));
    QVERIFY(save(QStringLiteral("cover-inspector.png")));
}

void TestScreenshots::initiativeInPlay()
{
    // Round 2 of the ambush: initiative rolled with a fixed seed, a goblin hurt, one dead,
    // Pip's Bless ticking, the ogre frightened; the initiative dock, the panel and the log.
    m_window->findChild<QAction *>(QStringLiteral("actionMoveTool"))->trigger();
    Document *doc = m_window->document();
    doc->dice().reseed(20261123);
    InitiativeDock *dock = m_window->initiativeDock();
    if (doc->encounter().combat.active) // the sample is saved mid-fight without initiative: start afresh
        dock->endAction()->trigger();
    dock->startAction()->trigger();
    QVERIFY(doc->encounter().combat.active);
    CombatantDock *panel = m_window->combatantDock();
    panel->show();
    panel->raise();
    const auto hit = [&](const char *id, int amount) {
        panel->setCreature(QLatin1String(id));
        auto *spin = panel->findChild<QSpinBox *>(QStringLiteral("amountSpin"));
        spin->setValue(amount);
        QTest::mouseClick(panel->findChild<QPushButton *>(QStringLiteral("damageButton")), Qt::LeftButton);
    };
    hit("gob1", 4);
    hit("gob2", 12);
    QVERIFY(doc->encounter().creature(QStringLiteral("gob2"))->isDead());
    panel->setCreature(QStringLiteral("ogre"));
    panel->findChild<QLineEdit *>(QStringLiteral("effectName"))->setText(QStringLiteral("Frightened"));
    auto *condition = panel->findChild<QComboBox *>(QStringLiteral("effectCondition"));
    condition->setCurrentIndex(condition->findData(QStringLiteral("frightened")));
    panel->findChild<QSpinBox *>(QStringLiteral("effectRounds"))->setValue(3);
    QTest::mouseClick(panel->findChild<QPushButton *>(QStringLiteral("addEffectButton")), Qt::LeftButton);
    for (int i = 0; i < 12 && doc->encounter().combat.round < 2; ++i)
        dock->nextAction()->trigger();
    dock->nextAction()->trigger();
    dock->nextAction()->trigger();
    QCOMPARE(doc->encounter().combat.round, 2);
    hit("ogre", 9);
    m_window->scene()->selectCreature(doc->encounter().combat.turn); // its reach: what is left of the turn
    m_window->moveTool()->documentChanged();
    panel->setCreature(QStringLiteral("ogre"));
    QVERIFY(dock->list()->topLevelItemCount() >= 10);
    QVERIFY(dock->headerText().contains(QStringLiteral("Round 2")));
    QVERIFY(save(QStringLiteral("initiative-dock.png")));
    const QImage close = dock->grab().toImage();
    const QString dir = qEnvironmentVariable("BM_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(close.save(QDir(dir).filePath(QStringLiteral("initiative-dock-close.png"))));
}

void TestScreenshots::attackPanelSightReasons()
{
    // Night at the ford: no light, Merrow with darkvision 60 ft, Goblin 3 in the
    // dark; the attack panel names why each one can't see the other.
    Document *doc = m_window->document();
    Encounter night = doc->encounter();
    night.options.light = LightLevel::Dark;
    for (Creature &c : night.creatures)
        if (c.id == QLatin1String("gob3"))
            c.conditions.removeAll(QStringLiteral("prone"));
    doc->setEncounter(night);
    m_window->findChild<QAction *>(QStringLiteral("actionShowLighting"))->setChecked(true);
    m_window->findChild<QAction *>(QStringLiteral("actionCoverTool"))->trigger();
    const Creature *pip = doc->encounter().creature(QStringLiteral("pip"));
    const Creature *goblin = doc->encounter().creature(QStringLiteral("gob1"));
    QWidget *vp = m_window->view()->viewport();
    QTest::mouseClick(vp, Qt::LeftButton, {}, at(pip->position.x + 0.5, pip->position.y + 0.5));
    QTest::mouseClick(vp, Qt::LeftButton, {}, at(goblin->position.x + 0.5, goblin->position.y + 0.5));
    const QString text = m_window->inspectorText();
    QVERIFY2(text.contains(QStringLiteral("is in darkness")), qPrintable(text));
    QVERIFY(save(QStringLiteral("attack-sight-reasons.png")));
    m_window->findChild<QAction *>(QStringLiteral("actionShowLighting"))->setChecked(false);
}

void TestScreenshots::lightingInADungeon()
{
    // An imported Dungeondraft map with its two lights, the ambient light set to dark, the
    // lighting overlay on and the Light tool showing each light's bright and dim circles.
    // An imported map is a new encounter: the creatures come from the ford open before it.
    Document *doc = m_window->document();
    const std::vector<Creature> ford = doc->encounter().creatures;
    doc->undoStack()->setClean(); // no "unsaved changes?" question
    QVERIFY(m_window->importMap(QStringLiteral(BM_TEST_DATA_DIR "/uvtt/imagix-sample.dd2vtt")));
    QCOMPARE(doc->encounter().lights.size(), std::size_t(2));
    Encounter dark = doc->encounter();
    dark.options.light = LightLevel::Dark;
    // Three creatures, not the whole ford: Merrow in the dark room, Brannoc in the light,
    // Goblin 3 in the dim corridor.
    std::vector<Creature> three;
    for (Creature c : ford) {
        if (c.id == QLatin1String("merrow"))
            c.position = {2, 3};
        else if (c.id == QLatin1String("brannoc"))
            c.position = {6, 2};
        else if (c.id == QLatin1String("gob3"))
            c.position = {6, 7};
        else
            continue;
        three.push_back(c);
    }
    dark.creatures = three;
    dark.combat = {};
    doc->setEncounter(dark);
    m_window->findChild<QAction *>(QStringLiteral("actionShowLighting"))->setChecked(true);
    m_window->findChild<QAction *>(QStringLiteral("actionLightTool"))->trigger();
    m_window->view()->fitToMap();
    QVERIFY(save(QStringLiteral("lighting-dungeon.png")));
}

void TestScreenshots::playerViewBesideTheGm()
{
    // The dungeon of the test before, the GM's window (fog of war tinted) beside
    // the players' screen: only what Merrow and Brannoc see, the goblin in the light.
    m_window->findChild<QAction *>(QStringLiteral("actionMoveTool"))->trigger();
    m_window->findChild<QAction *>(QStringLiteral("actionShowFog"))->setChecked(true);
    m_window->showPlayerView();
    PlayerWindow *players = m_window->playerWindow();
    QVERIFY(players);
    players->resize(960, 720);
    QVERIFY(QTest::qWaitForWindowExposed(players));
    players->findChild<QAction *>(QStringLiteral("actionFollowGm"))->setChecked(false);
    players->fitMap();
    QVERIFY(players->scene()->tokenFor(QStringLiteral("brannoc")));
    QApplication::processEvents();
    const QImage gm = m_window->grab().toImage();
    const QImage pv = players->grab().toImage();
    QImage both(gm.width() + pv.width(), std::max(gm.height(), pv.height()), QImage::Format_RGB32);
    both.fill(Qt::black);
    QPainter p(&both);
    p.drawImage(0, 0, gm);
    p.drawImage(gm.width(), 0, pv);
    p.end();
    const QString dir = qEnvironmentVariable("BM_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(both.save(QDir(dir).filePath(QStringLiteral("player-view.png"))));
    players->close();
}

// A file that put the Dire Wolf's 2x2 space over the sample's bottom edge opens with the
// wolf moved onto the map and selected; the box says what moved where and why, in English
// and in German. The shot holds the window with the box drawn over it.
void TestScreenshots::creatureMovedOntoTheMapOnOpen()
{
    QJsonObject o = test::sampleJson();
    QVERIFY(!o.isEmpty());
    test::placeInJson(o, QStringLiteral("wolf"), 10, 19); // "placed at 10, 19"
    QJsonObject background = o[QStringLiteral("background")].toObject();
    background[QStringLiteral("image")] = QStringLiteral(":/samples/millbrook-ford.svg"); // inside the program
    o[QStringLiteral("background")] = background;
    const QByteArray json = QJsonDocument(o).toJson();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("edge.battlemap.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
        m_window->setLanguage(language);
        m_window->document()->undoStack()->setClean();
        QVERIFY(m_window->openFile(path));
        QCOMPARE(m_window->scene()->selectedCreature(), QStringLiteral("wolf"));
        QTRY_VERIFY(m_window->findChild<QMessageBox *>(QStringLiteral("placementRepairs"))
                    && m_window->findChild<QMessageBox *>(QStringLiteral("placementRepairs"))->isVisible());
        auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("placementRepairs"));
        QApplication::processEvents();
        QImage shot = m_window->grab().toImage();
        const QImage boxShot = box->grab().toImage();
        QPainter p(&shot);
        p.drawImage(QPoint((shot.width() - boxShot.width()) / 2, (shot.height() - boxShot.height()) / 3), boxShot);
        p.end();
        const QString out = qEnvironmentVariable("BM_SCREENSHOT_DIR");
        if (!out.isEmpty())
            QVERIFY(shot.save(QDir(out).filePath(QStringLiteral("moved-onto-the-map-%1.png").arg(language))));
        box->close();
    }
    m_window->setLanguage(QStringLiteral("en"));
    m_window->document()->undoStack()->setClean();
}

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
