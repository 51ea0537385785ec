// The window's basics, as a GM meets them in the first hour: the turn and undo keys, Esc
// and Tab, Save As elsewhere, New and Open, the system's language, a dropped map, the
// drag's path; one test each, driving the real window with QTest mouse and key events where
// a GM would use them.

#include "document.h"
#include "teststeps.h"
#include "mainwindow.h"
#include "controllers/languages.h"
#include "render/maprenderer.h"
#include "scene/mapitems.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "scene/overlayitems.h"
#include "scene/tokenitem.h"
#include "tools/abstracttool.h"
#include "tools/covertool.h"
#include "tools/movetool.h"
#include "widgets/combatantdock.h"
#include "widgets/creaturedock.h"
#include "widgets/encountersettingsdialog.h"
#include "widgets/initiativedock.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUrl>

using namespace bm;

namespace {

// Fighter and Rogue flank the Orc; the Archer stands next to the Goblin Boss. Ids are not
// the names, so a text that prints an id shows it.
const char *kEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "defects", "ruleset": "dnd5e-2014",
  "grid": {"width": 10, "height": 7},
  "creatures": [
    {"id": "f1", "name": "Fighter", "side": "party", "position": [3, 2], "hp": 20, "maxHp": 20, "initiativeBonus": 3},
    {"id": "r1", "name": "Rogue", "side": "party", "position": [5, 2], "hp": 15, "maxHp": 15, "initiativeBonus": 4},
    {"id": "orc", "name": "Orc", "side": "hostile", "position": [4, 2], "hp": 15, "maxHp": 15, "conditions": ["prone"]},
    {"id": "a1", "name": "Archer", "side": "party", "position": [1, 5], "hp": 12, "maxHp": 12},
    {"id": "gb", "name": "Goblin Boss", "side": "hostile", "position": [2, 5], "hp": 10, "maxHp": 10}
  ]
})";

} // namespace

class TestWindowBasics : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void nextTurnMovesTheRowAndThePanelTogether_data();
    void nextTurnMovesTheRowAndThePanelTogether();
    void redoAnswersCtrlYAndCtrlShiftZ_data();
    void redoAnswersCtrlYAndCtrlShiftZ();
    void escCancelsATokenDrag();
    void provokingMoveIsLogged();
    void textsNameCreaturesNotIds_data();
    void textsNameCreaturesNotIds();
    void saveAsElsewhereKeepsTheBackground_data();
    void saveAsElsewhereKeepsTheBackground();
    void newAndOpenClearTheDocks_data();
    void newAndOpenClearTheDocks();
    void sampleOpensBeforeCombat();
    void addEffectIsReachableAt1280x720();
    void tabInAFormFieldMovesTheFocus_data();
    void tabInAFormFieldMovesTheFocus();
    void languageFollowsTheSystem_data();
    void languageFollowsTheSystem();
    void systemLocaleStartsTheWindowInItsLanguage();
    void conditionAndDamageTypeNamesAreTranslated();
    void droppedUvttMapIsImported();
    void dragTakesThePathThatProvokesLeast();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_path;

    Document *doc() const { return m_window->document(); }
    const Encounter &model() const { return m_window->document()->encounter(); }
    QPoint viewPoint(double gx, double gy) const
    {
        return m_window->view()->mapFromScene(QPointF(gx, gy) * render::kSquare);
    }
    void keyOnMap(Qt::Key key, Qt::KeyboardModifiers mods = {})
    {
        QApplication::setActiveWindow(m_window.get());
        m_window->view()->setFocus();
        QTest::keyClick(m_window->view(), key, mods);
    }
    QTreeWidgetItem *row(const QString &id) const
    {
        QTreeWidget *list = m_window->initiativeDock()->list();
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            if (list->topLevelItem(i)->data(0, Qt::UserRole).toString() == id)
                return list->topLevelItem(i);
        return nullptr;
    }
    [[nodiscard]] bool startCombat()
    {
        doc()->dice().reseed(17);
        QTest::mouseClick(m_window->initiativeDock()->findChild<QPushButton *>(QStringLiteral("startCombatButton")),
                          Qt::LeftButton);
        BM_CHECK(model().combat.active);
        return true;
    }
    bool logHas(const QString &text) const
    {
        for (const QString &line : m_window->combatLogDock()->lines())
            if (line.contains(text))
                return true;
        return false;
    }
    static void acceptNextDialog()
    {
        QTimer::singleShot(0, [] {
            if (auto *d = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
                d->accept();
        });
    }
};

void TestWindowBasics::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(QStringLiteral("language"));
    QVERIFY(m_dir.isValid());
}

void TestWindowBasics::init()
{
    m_path = m_dir.filePath(QStringLiteral("defects.battlemap.json"));
    QFile f(m_path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kEncounter);
    f.close();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 720);
    QVERIFY(m_window->openFile(m_path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->view()->fitToMap(); // every square in sight, however wide the docks are
}

void TestWindowBasics::cleanup()
{
    doc()->undoStack()->setClean();
    m_window.reset();
}

// 1. After N the Combatant panel showed the current creature while the Initiative table
// kept the row picked before: both follow the turn now, and so does the damage.
void TestWindowBasics::nextTurnMovesTheRowAndThePanelTogether_data()
{
    QTest::addColumn<Qt::Key>("key");
    QTest::addColumn<Qt::KeyboardModifiers>("mods");
    QTest::newRow("N: next turn") << Qt::Key_N << Qt::KeyboardModifiers();
    QTest::newRow("Shift+N: previous turn") << Qt::Key_N << Qt::KeyboardModifiers(Qt::ShiftModifier);
}

void TestWindowBasics::nextTurnMovesTheRowAndThePanelTogether()
{
    QFETCH(Qt::Key, key);
    QFETCH(Qt::KeyboardModifiers, mods);
    QVERIFY(startCombat());
    keyOnMap(Qt::Key_N); // round 1, second creature: Shift+N has somewhere to go back to
    // Pick a row that is neither the current creature nor the one after or before it.
    const QString current = model().combat.turn;
    QString picked;
    for (const Combatant &k : model().combat.order)
        if (k.id != current && picked.isEmpty() && model().combat.indexOf(k.id) != model().combat.indexOf(current) + 1
            && model().combat.indexOf(k.id) != model().combat.indexOf(current) - 1)
            picked = k.id;
    QVERIFY(!picked.isEmpty());
    QTreeWidget *list = m_window->initiativeDock()->list();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(row(picked)).center());
    QCOMPARE(m_window->initiativeDock()->selectedCreature(), picked);
    QCOMPARE(m_window->combatantDock()->creatureId(), picked);

    keyOnMap(key, mods);
    const QString turn = model().combat.turn;
    QVERIFY(turn != current);
    QCOMPARE(m_window->initiativeDock()->selectedCreature(), turn);
    QCOMPARE(m_window->combatantDock()->creatureId(), turn);
    QCOMPARE(m_window->scene()->selectedCreature(), turn);

    // Damage typed now lands on the creature every panel shows.
    const int hp = model().creature(turn)->hp;
    const int pickedHp = model().creature(picked)->hp;
    auto *spin = m_window->combatantDock()->findChild<QSpinBox *>(QStringLiteral("amountSpin"));
    spin->setValue(3);
    QTest::mouseClick(m_window->combatantDock()->findChild<QPushButton *>(QStringLiteral("damageButton")), Qt::LeftButton);
    QCOMPARE(model().creature(turn)->hp, hp - 3);
    QCOMPARE(model().creature(picked)->hp, pickedHp);
}

// 2. Ctrl+Y did nothing.
void TestWindowBasics::redoAnswersCtrlYAndCtrlShiftZ_data()
{
    QTest::addColumn<Qt::KeyboardModifiers>("mods");
    QTest::addColumn<Qt::Key>("key");
    QTest::newRow("Ctrl+Y") << Qt::KeyboardModifiers(Qt::ControlModifier) << Qt::Key_Y;
    QTest::newRow("Ctrl+Shift+Z") << Qt::KeyboardModifiers(Qt::ControlModifier | Qt::ShiftModifier) << Qt::Key_Z;
}

void TestWindowBasics::redoAnswersCtrlYAndCtrlShiftZ()
{
    QFETCH(Qt::KeyboardModifiers, mods);
    QFETCH(Qt::Key, key);
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, viewPoint(1.5, 5.5));
    QTest::mouseMove(vp, viewPoint(1.5, 6.5));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, viewPoint(1.5, 6.5));
    QCOMPARE(model().creature(QStringLiteral("a1"))->position, (GridPoint{1, 6}));
    keyOnMap(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(model().creature(QStringLiteral("a1"))->position, (GridPoint{1, 5}));
    keyOnMap(key, mods);
    QCOMPARE(model().creature(QStringLiteral("a1"))->position, (GridPoint{1, 6}));
}

// 3. Esc did not cancel a drag.
void TestWindowBasics::escCancelsATokenDrag()
{
    QWidget *vp = m_window->view()->viewport();
    const int steps = doc()->undoStack()->count();
    QApplication::setActiveWindow(m_window.get());
    m_window->view()->setFocus();
    QTest::mousePress(vp, Qt::LeftButton, {}, viewPoint(1.5, 5.5));
    QTest::mouseMove(vp, viewPoint(1.5, 4.5));
    QTest::mouseMove(vp, viewPoint(0.5, 3.5));
    QVERIFY(m_window->scene()->pathPreview()->boundingRect().isValid());
    QTest::keyClick(m_window->view(), Qt::Key_Escape);
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Move cancelled"));
    QVERIFY(!m_window->scene()->pathPreview()->isVisible() || m_window->scene()->pathPreview()->boundingRect().isEmpty());
    QTest::mouseRelease(vp, Qt::LeftButton, {}, viewPoint(0.5, 3.5));
    QCOMPARE(model().creature(QStringLiteral("a1"))->position, (GridPoint{1, 5}));
    QCOMPARE(doc()->undoStack()->count(), steps);
    // The token is back on its square, not where the mouse let go.
    QCOMPARE(m_window->scene()->tokenFor(QStringLiteral("a1"))->pos(), QPointF(1, 5) * render::kSquare);
}

// 4. Opportunity attacks were not logged.
void TestWindowBasics::provokingMoveIsLogged()
{
    QVERIFY(startCombat());
    const int steps = doc()->undoStack()->count();
    const qsizetype lines = model().combat.log.size();
    // The Archer steps away from the Goblin Boss: it leaves the boss's reach.
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, viewPoint(1.5, 5.5));
    QTest::mouseMove(vp, viewPoint(0.5, 4.5));
    QTest::mouseMove(vp, viewPoint(0.5, 3.5));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, viewPoint(0.5, 3.5));
    QCOMPARE(model().creature(QStringLiteral("a1"))->position, (GridPoint{0, 3}));
    QVERIFY2(logHas(QStringLiteral("Goblin Boss may make an opportunity attack against Archer.")),
             qPrintable(m_window->combatLogDock()->lines().join(QLatin1Char('\n'))));
    QCOMPARE(doc()->undoStack()->count(), steps + 1); // the move and its log line: one step
    doc()->undoStack()->undo();
    QCOMPARE(model().combat.log.size(), lines);
    QCOMPARE(model().creature(QStringLiteral("a1"))->position, (GridPoint{1, 5}));
}

// 5. Texts said "f1 + r1" (ids) instead of names.
void TestWindowBasics::textsNameCreaturesNotIds_data()
{
    QTest::addColumn<QPointF>("attacker");
    QTest::addColumn<QPointF>("target");
    QTest::addColumn<bool>("melee");
    QTest::addColumn<QString>("expected");
    QTest::newRow("flanking pair") << QPointF(3.5, 2.5) << QPointF(4.5, 2.5) << true
                                   << "Orc is flanked by Fighter and Rogue";
    QTest::newRow("ranged attack next to a hostile") << QPointF(1.5, 5.5) << QPointF(4.5, 2.5) << false
                                                     << "ranged attack within 5 ft of Goblin Boss";
}

void TestWindowBasics::textsNameCreaturesNotIds()
{
    QFETCH(QPointF, attacker);
    QFETCH(QPointF, target);
    QFETCH(bool, melee);
    QFETCH(QString, expected);
    m_window->findChild<QAction *>(QStringLiteral("actionCoverTool"))->trigger();
    if (!melee)
        m_window->coverTool()->setProfile(false, 80, 320);
    QWidget *vp = m_window->view()->viewport();
    QTest::mouseClick(vp, Qt::LeftButton, {}, viewPoint(attacker.x(), attacker.y()));
    QTest::mouseClick(vp, Qt::LeftButton, {}, viewPoint(target.x(), target.y()));
    const QString report = m_window->inspectorText();
    QVERIFY2(report.contains(expected), qPrintable(report));
    for (const QString &id : {QStringLiteral("f1"), QStringLiteral("r1"), QStringLiteral("gb")})
        QVERIFY2(!report.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(id))), qPrintable(report));
}

// 6. Save As to another folder lost a relative background image.
void TestWindowBasics::saveAsElsewhereKeepsTheBackground_data()
{
    QTest::addColumn<bool>("sample");
    QTest::addColumn<bool>("link");      // File → Link the Background Image checked first
    QTest::addColumn<QString>("stored"); // how the saved file names the picture
    // The file carries its picture (a co-GM opens it whole) …
    QTest::newRow("image next to the encounter, saved one folder over: embedded") << false << false << "data:image/png;base64,";
    // … unless the GM links it (huge maps): then a path relative to the new folder.
    QTest::newRow("the same, linked: a relative path") << false << true << "../maps/cave.png";
    QTest::newRow("the bundled sample's map, saved to disk") << true << false << "data:image/svg+xml;base64,";
}

void TestWindowBasics::saveAsElsewhereKeepsTheBackground()
{
    QFETCH(bool, sample);
    QFETCH(bool, link);
    QFETCH(QString, stored);
    QTemporaryDir root;
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("maps")));
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("elsewhere")));
    if (sample) {
        m_window->openSample();
    } else {
        QImage image(140, 70, QImage::Format_RGB32);
        image.fill(Qt::darkGreen);
        QVERIFY(image.save(root.filePath(QStringLiteral("maps/cave.png"))));
        QJsonObject o = QJsonDocument::fromJson(kEncounter).object();
        o[QStringLiteral("background")] = QJsonObject{{QStringLiteral("image"), QStringLiteral("cave.png")}};
        QFile f(root.filePath(QStringLiteral("maps/cave.battlemap.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(o).toJson());
        f.close();
        QVERIFY(m_window->openFile(f.fileName()));
    }
    const QSize shown = m_window->scene()->ground()->background().size();
    QVERIFY(!shown.isEmpty());
    const QString target = root.filePath(QStringLiteral("elsewhere/copy.battlemap.json"));
    QAction *linkAction = m_window->findChild<QAction *>(QStringLiteral("actionLinkBackground"));
    QVERIFY(linkAction && linkAction->isEnabled());
    QVERIFY(!linkAction->isChecked());
    if (link) {
        linkAction->trigger();
        QVERIFY(linkAction->isChecked());
    }
    QVERIFY(m_window->saveTo(target));
    QFile saved(target);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QString image = QJsonDocument::fromJson(saved.readAll())
                              .object()[QStringLiteral("background")]
                              .toObject()[QStringLiteral("image")]
                              .toString();
    QVERIFY2(image.startsWith(stored), qPrintable(image.left(60)));
    QVERIFY(m_window->openFile(m_path)); // another encounter, then the copy
    QVERIFY(m_window->openFile(target));
    QCOMPARE(m_window->scene()->ground()->background().size(), shown);
    // Saving in place writes the same relative path again.
    QVERIFY(m_window->saveTo(target));
    QVERIFY(saved.seek(0) || saved.open(QIODevice::ReadOnly));
    saved.close();
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(QJsonDocument::fromJson(saved.readAll()).object()[QStringLiteral("background")].toObject()[QStringLiteral("image")].toString().startsWith(stored));
    if (!sample && !link) {
        // Mailed to a co-GM: the copy opens whole without the picture's file beside it.
        QVERIFY(QFile::remove(root.filePath(QStringLiteral("maps/cave.png"))));
        QVERIFY(m_window->openFile(m_path));
        QVERIFY(m_window->openFile(target));
        QCOMPARE(m_window->scene()->ground()->background().size(), shown);
    }
}

// 7. The Attack Check and Creature docks kept the last encounter's contents.
void TestWindowBasics::newAndOpenClearTheDocks_data()
{
    QTest::addColumn<bool>("viaNew");
    QTest::newRow("File → New") << true;
    QTest::newRow("File → Open") << false;
}

void TestWindowBasics::newAndOpenClearTheDocks()
{
    QFETCH(bool, viaNew);
    m_window->findChild<QAction *>(QStringLiteral("actionCoverTool"))->trigger();
    QWidget *vp = m_window->view()->viewport();
    QTest::mouseClick(vp, Qt::LeftButton, {}, viewPoint(3.5, 2.5));
    QTest::mouseClick(vp, Qt::LeftButton, {}, viewPoint(4.5, 2.5));
    QVERIFY(!m_window->inspectorText().isEmpty());
    auto *creatureDock = m_window->findChild<CreatureDock *>(QStringLiteral("creatureDock"));
    auto *name = creatureDock->findChild<QLineEdit *>(QStringLiteral("nameEdit"));
    QCOMPARE(name->text(), QStringLiteral("Fighter")); // the attacker is selected
    if (viaNew) {
        acceptNextDialog();
        m_window->findChild<QAction *>(QStringLiteral("actionNew"))->trigger();
        QVERIFY(model().creatures.empty());
    } else {
        QJsonObject o = QJsonDocument::fromJson(kEncounter).object();
        o[QStringLiteral("name")] = QStringLiteral("other");
        const QString other = m_dir.filePath(QStringLiteral("other.battlemap.json"));
        QFile f(other);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(o).toJson());
        f.close();
        QVERIFY(m_window->openFile(other));
    }
    QCOMPARE(m_window->inspectorText(), QString());
    QCOMPARE(name->text(), QString());
    QCOMPARE(creatureDock->findChild<QSpinBox *>(QStringLiteral("hpSpin"))->value(), 0);
    QCOMPARE(creatureDock->findChild<QComboBox *>(QStringLiteral("sizeCombo"))->currentText(), QString());
    QCOMPARE(creatureDock->creatureId(), QString());
}

// 8. The sample opened mid-combat with Start Combat greyed out: it opens before the fight.
void TestWindowBasics::sampleOpensBeforeCombat()
{
    m_window->openSample();
    QVERIFY(!model().combat.active);
    QVERIFY(m_window->initiativeDock()->startAction()->isEnabled());
    auto *start = m_window->initiativeDock()->findChild<QPushButton *>(QStringLiteral("startCombatButton"));
    QCOMPARE(start->text(), QStringLiteral("Start Combat"));
    QTest::mouseClick(start, Qt::LeftButton);
    QVERIFY(model().combat.active);
    QCOMPARE(model().combat.round, 1);
}

// 9. Add Effect was below the fold of the Combatant dock at 1280x720.
void TestWindowBasics::addEffectIsReachableAt1280x720()
{
    CombatantDock *dock = m_window->combatantDock();
    dock->show();
    dock->raise();
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, viewPoint(3.5, 2.5));
    QApplication::processEvents();
    QVERIFY(dock->isVisible());
    auto *scroll = qobject_cast<QScrollArea *>(dock->widget());
    QVERIFY(scroll);
    auto *add = dock->findChild<QPushButton *>(QStringLiteral("addEffectButton"));
    QVERIFY(add && add->isVisible());
    const QRect inViewport(add->mapTo(scroll->viewport(), QPoint(0, 0)), add->size());
    QVERIFY2(scroll->viewport()->rect().contains(inViewport),
             qPrintable(QStringLiteral("Add Effect at %1,%2 in a viewport %3 high")
                            .arg(inViewport.x())
                            .arg(inViewport.y())
                            .arg(scroll->viewport()->height())));
    // And it works from there: the named effect lands on the shown creature.
    QTest::keyClicks(dock->findChild<QLineEdit *>(QStringLiteral("effectName")), QStringLiteral("Bless"));
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(model().combat.effects.size(), std::size_t(1));
    QCOMPARE(model().combat.effects.front().target, QStringLiteral("f1"));
}

// 10. A window-wide Tab shortcut ate Tab in every form field.
void TestWindowBasics::tabInAFormFieldMovesTheFocus_data()
{
    QTest::addColumn<bool>("inField");
    QTest::newRow("Tab in the Creature panel's name field: next field") << true;
    QTest::newRow("Tab on the map: next creature") << false;
}

void TestWindowBasics::tabInAFormFieldMovesTheFocus()
{
    QFETCH(bool, inField);
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, viewPoint(3.5, 2.5));
    QCOMPARE(m_window->scene()->selectedCreature(), QStringLiteral("f1"));
    QApplication::setActiveWindow(m_window.get());
    if (inField) {
        auto *dock = m_window->findChild<CreatureDock *>(QStringLiteral("creatureDock"));
        dock->show();
        dock->raise();
        auto *name = dock->findChild<QLineEdit *>(QStringLiteral("nameEdit"));
        name->setFocus();
        QVERIFY(name->hasFocus());
        QTest::keyClick(name, Qt::Key_Tab);
        QVERIFY(!name->hasFocus());
        QVERIFY(QApplication::focusWidget() && dock->isAncestorOf(QApplication::focusWidget()));
        QCOMPARE(m_window->scene()->selectedCreature(), QStringLiteral("f1"));
    } else {
        keyOnMap(Qt::Key_Tab);
        QCOMPARE(m_window->scene()->selectedCreature(), QStringLiteral("r1")); // the next in the file
    }
}

// 11. The window started in English whatever the system language.
void TestWindowBasics::languageFollowsTheSystem_data()
{
    QTest::addColumn<QStringList>("uiLanguages");
    QTest::addColumn<QString>("expected");
    QTest::newRow("German") << QStringList{"de-DE"} << "de";
    QTest::newRow("Canadian French") << QStringList{"fr_CA"} << "fr";
    QTest::newRow("Spanish first, then French") << QStringList{"es-ES", "fr-FR", "en"} << "fr";
    QTest::newRow("English first") << QStringList{"en-US", "de-DE"} << "en";
    QTest::newRow("Japanese only") << QStringList{"ja-JP"} << "en";
    QTest::newRow("nothing") << QStringList{} << "en";
}

void TestWindowBasics::languageFollowsTheSystem()
{
    QFETCH(QStringList, uiLanguages);
    QFETCH(QString, expected);
    QCOMPARE(Languages::languageFor(uiLanguages), expected);
}

void TestWindowBasics::systemLocaleStartsTheWindowInItsLanguage()
{
    m_window.reset();
    QSettings().remove(QStringLiteral("language"));
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France)); // the system's, as far as QLocale() knows
    QCOMPARE(Languages::startupLanguage(), QStringLiteral("fr"));
    m_window = std::make_unique<MainWindow>();
    m_window->setLanguage(Languages::startupLanguage()); // what main() does without --language
    QCoreApplication::processEvents(); // the language change is posted to the window
    QCOMPARE(m_window->menuBar()->actions().first()->text(), QStringLiteral("&Fichier"));
    // A language picked in the menu wins over the system's next time.
    m_window->setLanguage(QStringLiteral("de"));
    QCOMPARE(Languages::startupLanguage(), QStringLiteral("de"));
    m_window->setLanguage(QStringLiteral("en"));
    QSettings().remove(QStringLiteral("language"));
    QLocale::setDefault(QLocale::system());
    QVERIFY(m_window->openFile(m_path));
}

// 12. Condition and damage-type names were shown as untranslated ids.
void TestWindowBasics::conditionAndDamageTypeNamesAreTranslated()
{
    QVERIFY(startCombat());
    m_window->setLanguage(QStringLiteral("de"));
    QCoreApplication::processEvents();
    CombatantDock *dock = m_window->combatantDock();
    auto *conditions = dock->findChild<QComboBox *>(QStringLiteral("effectCondition"));
    auto *types = dock->findChild<QComboBox *>(QStringLiteral("damageTypeCombo"));
    QCOMPARE(conditions->itemText(conditions->findData(QStringLiteral("prone"))), QStringLiteral("liegend"));
    QCOMPARE(conditions->itemText(conditions->findData(QStringLiteral("frightened"))), QStringLiteral("verängstigt"));
    QCOMPARE(types->itemText(types->findData(QStringLiteral("fire"))), QStringLiteral("Feuer"));
    QCOMPARE(InitiativeDock::conditionsText(model(), QStringLiteral("orc")), QStringLiteral("liegend"));
    QVERIFY(row(QStringLiteral("orc"))->text(3).contains(QStringLiteral("liegend")));
    // Picking the translated name deals damage of the file's type.
    types->setCurrentIndex(types->findData(QStringLiteral("fire")));
    QCOMPARE(dock->damageTypeId(), QStringLiteral("fire"));
    m_window->setLanguage(QStringLiteral("fr"));
    QCoreApplication::processEvents();
    QCOMPARE(types->itemText(types->findData(QStringLiteral("fire"))), QStringLiteral("feu"));
    QCOMPARE(dock->damageTypeId(), QStringLiteral("fire"));
    m_window->setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(conditions->itemText(conditions->findData(QStringLiteral("prone"))), QStringLiteral("prone"));
    QSettings().remove(QStringLiteral("language"));
}

// 13. Dropping a .dd2vtt on the window said "neither an encounter nor an image".
void TestWindowBasics::droppedUvttMapIsImported()
{
    const QString file = QStringLiteral(BM_TEST_DATA_DIR "/uvtt/format-0.2.dd2vtt");
    QVERIFY(QFileInfo::exists(file));
    doc()->undoStack()->setClean(); // no "unsaved changes?" question before the import
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(file)});
    // Dropped on the map, as a GM would: the enter makes the window the drop target.
    const QPoint at = viewPoint(4.5, 4.5);
    QWidget *vp = m_window->view()->viewport();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(vp, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(vp, &drop);
    const QString status = m_window->statusBar()->currentMessage();
    QVERIFY2(status.startsWith(QStringLiteral("Imported format-0.2.dd2vtt")), qPrintable(status));
    // A new, untitled encounter (File → Import Map's way), not an edit of the open one.
    QCOMPARE(doc()->undoStack()->count(), 0);
    QVERIFY(doc()->filePath().isEmpty());
    QCOMPARE(model().name, QStringLiteral("format-0.2"));
    QVERIFY(model().background.value(QStringLiteral("image")).toString().startsWith(QStringLiteral("data:image/")));
}

// 13 (the last of the list). Among equally cheap paths the drag picked one provoking two
// opportunity attacks (the ogre and a goblin) where another provoked the ogre alone
// (Millbrook sample, Brannoc 16,11 -> 15,14).
void TestWindowBasics::dragTakesThePathThatProvokesLeast()
{
    QVERIFY(m_window->openFile(QStringLiteral(BM_SAMPLE_ENCOUNTER)));
    Encounter there = doc()->encounter();
    there.creatures[std::size_t(there.creatureIndex(QStringLiteral("brannoc")))].position = {16, 11};
    doc()->setEncounter(there);
    m_window->view()->fitToMap();
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, viewPoint(16.5, 11.5));
    QTest::mouseMove(vp, viewPoint(16.5, 12.5));
    QTest::mouseMove(vp, viewPoint(15.5, 14.5));
    const PathResult &p = m_window->scene()->pathPreview()->path();
    QVERIFY(p.found);
    QCOMPARE(p.path.back(), (GridPoint{15, 14}));
    QCOMPARE(p.costFeet, 20.0);
    QCOMPARE(p.provokes.size(), std::size_t(1));
    QCOMPARE(p.provokes.front().creature, QStringLiteral("ogre"));
    QVERIFY2(m_window->scene()->pathPreview()->label().contains(QStringLiteral("provokes 1 opportunity attack")),
             qPrintable(m_window->scene()->pathPreview()->label()));
    QTest::keyClick(m_window->view(), Qt::Key_Escape);
    QTest::mouseRelease(vp, Qt::LeftButton, {}, viewPoint(15.5, 14.5));
}

QTEST_MAIN(TestWindowBasics)
#include "tst_windowbasics.moc"
