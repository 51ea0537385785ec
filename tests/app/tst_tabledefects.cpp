// What a GM hit at the table (issue 30): one regression test per defect, driving the real
// window with QTest mouse and key events where a GM would use them.

#include "mapwindowfixture.h"

#include "scene/mapscene.h"
#include "widgets/combatantdock.h"
#include "widgets/creaturedock.h"
#include "widgets/playerwindow.h"
#include "scene/lightitems.h"
#include "scene/mapitems.h"
#include "scene/playerscene.h"
#include "scene/tokenitem.h"

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
#include <QSpinBox>

using namespace bm;

namespace {

// Two hostiles and a fighter; the goblin is out of the fighter's reach.
const char *kEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "table", "ruleset": "dnd5e-2014",
  "grid": {"width": 10, "height": 7},
  "creatures": [
    {"id": "f1", "name": "Fighter", "side": "party", "position": [1, 1], "hp": 20, "maxHp": 20},
    {"id": "orc", "name": "Orc", "side": "hostile", "position": [5, 1], "hp": 15, "maxHp": 15},
    {"id": "gob", "name": "Goblin", "side": "hostile", "position": [5, 4], "hp": 7, "maxHp": 7}
  ]
})";

} // namespace

class TestTableDefects : public QObject, public test::MapWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { prepareFixture(); }
    void init() { open(kEncounter); }
    void cleanup() { releaseFixture(); }

    void damagePanelStartsAfreshForAnotherCreature_data();
    void damagePanelStartsAfreshForAnotherCreature();
    void wheelOverAnUnfocusedFieldScrollsThePanel_data();
    void wheelOverAnUnfocusedFieldScrollsThePanel();
    void conditionsCanBeTicked_data();
    void conditionsCanBeTicked();
    void playerViewHealthWordsFollowTheLanguage_data();
    void playerViewHealthWordsFollowTheLanguage();
    void playersScreenFollowsOpenAndNew_data();
    void playersScreenFollowsOpenAndNew();
    void hiddenFromThePlayersWhateverTheFogSays_data();
    void hiddenFromThePlayersWhateverTheFogSays();

private:
    void pickLanguage(const QString &code)
    {
        auto *menu = m_window->findChild<QMenu *>(QStringLiteral("menuLanguage"));
        QVERIFY(menu);
        QAction *pick = nullptr;
        for (QAction *a : menu->actions())
            if (a->data().toString() == code)
                pick = a;
        QVERIFY(pick);
        pick->trigger();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    }
};

// 12. The damage panel kept the last creature's amount and type when another creature was
// selected: the goblin's 7 fire went to the orc.
void TestTableDefects::damagePanelStartsAfreshForAnotherCreature_data()
{
    QTest::addColumn<QPointF>("first");
    QTest::addColumn<QPointF>("second");
    QTest::addColumn<bool>("reset");
    QTest::newRow("goblin, then the orc: reset") << QPointF(5.5, 4.5) << QPointF(5.5, 1.5) << true;
    QTest::newRow("orc, then the fighter: reset") << QPointF(5.5, 1.5) << QPointF(1.5, 1.5) << true;
    QTest::newRow("the goblin clicked again: kept") << QPointF(5.5, 4.5) << QPointF(5.5, 4.5) << false;
}

void TestTableDefects::damagePanelStartsAfreshForAnotherCreature()
{
    QFETCH(QPointF, first);
    QFETCH(QPointF, second);
    QFETCH(bool, reset);
    CombatantDock *panel = m_window->combatantDock();
    auto *amount = panel->findChild<QSpinBox *>(QStringLiteral("amountSpin"));
    auto *type = panel->findChild<QComboBox *>(QStringLiteral("damageTypeCombo"));
    QVERIFY(amount && type);

    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(first.x(), first.y()));
    const QString firstId = m_window->scene()->selectedCreature();
    QVERIFY(!firstId.isEmpty());
    QCOMPARE(panel->creatureId(), firstId);
    // The GM types the amount and picks the type as at the table.
    amount->setFocus();
    amount->selectAll();
    QTest::keyClicks(amount, QStringLiteral("7"));
    QCOMPARE(amount->value(), 7);
    type->setFocus();
    type->lineEdit()->selectAll();
    QTest::keyClicks(type->lineEdit(), type->itemText(type->findData(QStringLiteral("fire"))));
    QTest::keyClick(type->lineEdit(), Qt::Key_Return);
    QCOMPARE(type->currentData().toString(), QStringLiteral("fire"));

    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(second.x(), second.y()));
    QVERIFY(!m_window->scene()->selectedCreature().isEmpty());
    QCOMPARE(panel->creatureId(), m_window->scene()->selectedCreature());
    if (reset) {
        QCOMPARE(amount->value(), 0);
        QCOMPARE(type->currentData().toString(), QString());
    } else {
        QCOMPARE(amount->value(), 7);
        QCOMPARE(type->currentData().toString(), QStringLiteral("fire"));
    }
}

// 7. Scrolling the side panel changed numbers: the wheel over the effect's Rounds, on its
// way down the panel, turned 2 into 0. A field takes the wheel only while it has the focus.
void TestTableDefects::wheelOverAnUnfocusedFieldScrollsThePanel_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<bool>("focused");
    QTest::addColumn<int>("expected");
    QTest::newRow("effect rounds, not focused: kept") << QStringLiteral("effectRounds") << false << 2;
    QTest::newRow("effect rounds, focused: one up") << QStringLiteral("effectRounds") << true << 3;
    QTest::newRow("damage amount, not focused: kept") << QStringLiteral("amountSpin") << false << 2;
    QTest::newRow("effect condition combo, not focused: kept") << QStringLiteral("effectCondition") << false << 2;
}

void TestTableDefects::wheelOverAnUnfocusedFieldScrollsThePanel()
{
    QFETCH(QString, field);
    QFETCH(bool, focused);
    QFETCH(int, expected);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(5.5, 4.5)); // the goblin
    CombatantDock *panel = m_window->combatantDock();
    panel->show();
    QWidget *w = panel->findChild<QWidget *>(field);
    QVERIFY(w);
    auto *spin = qobject_cast<QSpinBox *>(w);
    auto *combo = qobject_cast<QComboBox *>(w);
    QVERIFY(spin || combo);
    if (spin)
        spin->setValue(2);
    else
        combo->setCurrentIndex(2);
    // A real wheel would focus a field with Qt's default policy before it turns it.
    QCOMPARE(w->focusPolicy(), Qt::StrongFocus);
    if (focused) {
        QApplication::setActiveWindow(m_window.get());
        w->setFocus();
        QVERIFY(w->hasFocus());
    } else {
        QApplication::setActiveWindow(m_window.get());
        m_window->view()->setFocus();
        QVERIFY(!w->hasFocus());
    }
    auto *area = panel->findChild<QScrollArea *>();
    QVERIFY(area);
    area->widget()->setMinimumHeight(area->viewport()->height() * 3); // something to scroll
    area->verticalScrollBar()->setValue(0);
    const QPoint at = w->rect().center();
    QWheelEvent down(QPointF(at), QPointF(w->mapToGlobal(at)), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                     Qt::NoScrollPhase, false);
    QWheelEvent up(QPointF(at), QPointF(w->mapToGlobal(at)), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                   Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, focused ? &up : &down);
    QCOMPARE(spin ? spin->value() : combo->currentIndex(), expected);
    if (!focused)
        QVERIFY2(area->verticalScrollBar()->value() > 0, "the wheel scrolls the panel instead");
}

// 3. The Creature panel's conditions couldn't be ticked at start-up and after a language
// switch: the boxes were gone until File → Open.
void TestTableDefects::conditionsCanBeTicked_data()
{
    QTest::addColumn<QString>("language"); // switched to from the Language menu first, or none
    QTest::newRow("at start-up") << QString();
    QTest::newRow("after switching to German") << QStringLiteral("de");
    QTest::newRow("after switching to French and back to English") << QStringLiteral("fr,en");
}

void TestTableDefects::conditionsCanBeTicked()
{
    QFETCH(QString, language);
    for (const QString &code : language.split(QLatin1Char(','), Qt::SkipEmptyParts))
        pickLanguage(code);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPoint(5.5, 1.5)); // the orc
    auto *list = m_window->findChild<QListWidget *>(QStringLiteral("conditionsList"));
    QVERIFY(list);
    QVERIFY(list->count() > 5);
    QListWidgetItem *prone = nullptr;
    for (int i = 0; i < list->count(); ++i) {
        // Every condition shows its box.
        QVERIFY2(list->item(i)->data(Qt::CheckStateRole).isValid(), qPrintable(list->item(i)->text()));
        if (list->item(i)->data(Qt::UserRole).toString() == QLatin1String("prone"))
            prone = list->item(i);
    }
    QVERIFY(prone);
    // Ticked with the keyboard as a GM would (the box is the item's own).
    m_window->findChild<CreatureDock *>()->show();
    QApplication::setActiveWindow(m_window.get());
    list->setFocus();
    list->setCurrentItem(prone);
    QTest::keyClick(list, Qt::Key_Space);
    QVERIFY(model().creature(QStringLiteral("orc"))->has(QStringLiteral("prone")));
    QCOMPARE(prone->checkState(), Qt::Checked);
}

// 6. German was incomplete: the players' screen kept "unhurt" and "bloodied" in English
// after the GM switched the language.
void TestTableDefects::playerViewHealthWordsFollowTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("orc");    // the orc's label on the players' screen
    QTest::addColumn<QString>("goblin"); // the goblin's, at 3 of 7 HP
    QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("Orc · unverletzt") << QStringLiteral("Goblin · schwer verletzt");
    QTest::newRow("French") << QStringLiteral("fr") << QStringLiteral("Orc · indemne") << QStringLiteral("Goblin · en sang");
}

void TestTableDefects::playerViewHealthWordsFollowTheLanguage()
{
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
    pickLanguage(language);
    QVERIFY2(labels().contains(orc) && labels().contains(goblin), qPrintable(labels()));
    for (const char *english : {"unhurt", "bloodied", "hurt"})
        QVERIFY2(!labels().contains(QLatin1String(english)), qPrintable(labels()));
    pickLanguage(QStringLiteral("en"));
}

// 1. The players' screen after File → Open showed only the party's tokens on black until
// something refreshed the fog, and then kept the previous encounter's background.
void TestTableDefects::playersScreenFollowsOpenAndNew_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("File → Open another encounter") << QStringLiteral("open");
    QTest::newRow("File → Open, players' screen opened on a map without a picture") << QStringLiteral("open, no picture first");
    QTest::newRow("File → New") << QStringLiteral("new");
}

void TestTableDefects::playersScreenFollowsOpenAndNew()
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
        return QStringLiteral(R"({"format": "battlemap-encounter", "version": 1, "ruleset": "dnd5e-2014",
            "grid": {"width": 6, "height": 6}, %1
            "creatures": [{"id": "pc", "name": "Pip", "side": "party", "position": [0, 0]},
                          {"id": "h", "name": "%2", "side": "hostile", "position": [%3, 4]}]})")
            .arg(image ? QStringLiteral(R"("background": {"image": "%1", "pixelsPerSquare": 10},)").arg(QLatin1String(image)) : QString(),
                 QLatin1String(hostile))
            .arg(x)
            .toUtf8();
    };
    const bool pictureFirst = how != QLatin1String("open, no picture first");
    open(encounter(pictureFirst ? "planks.png" : nullptr, "Ghoul", 2));
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

// 4. Revealing the mill showed Goblin 3 to the players. A creature the GM hides from the
// players stays off their screen whatever the fog says (seen by the party, or in squares
// the GM reveals with the fog tool); the GM sees a ghost; one undo step each way.
void TestTableDefects::hiddenFromThePlayersWhateverTheFogSays_data()
{
    QTest::addColumn<QString>("how");     // "menu": the token's right-click menu; "panel": the Creature panel
    QTest::addColumn<QString>("target");  // the creature hidden
    QTest::addColumn<bool>("reveal");     // the GM then reveals its squares with the fog tool
    QTest::newRow("the orc in the fighter's sight, hidden from the token menu") << "menu" << "orc" << false;
    QTest::newRow("the orc in the fighter's sight, hidden from the Creature panel") << "panel" << "orc" << false;
    QTest::newRow("the goblin behind the wall, hidden, then its squares revealed") << "menu" << "gob" << true;
}

void TestTableDefects::hiddenFromThePlayersWhateverTheFogSays()
{
    QFETCH(QString, how);
    QFETCH(QString, target);
    QFETCH(bool, reveal);
    open(R"({"format": "battlemap-encounter", "version": 1, "name": "mill", "ruleset": "dnd5e-2014",
      "grid": {"width": 10, "height": 7},
      "walls": [{"from": [7, 3], "to": [10, 3]}, {"from": [7, 3], "to": [7, 7]}],
      "creatures": [
        {"id": "f1", "name": "Fighter", "side": "party", "position": [1, 1], "hp": 20, "maxHp": 20},
        {"id": "orc", "name": "Orc", "side": "hostile", "position": [5, 1], "hp": 15, "maxHp": 15},
        {"id": "gob", "name": "Goblin 3", "side": "hostile", "position": [8, 5], "hp": 7, "maxHp": 7}
      ]})");
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

QTEST_MAIN(TestTableDefects)
#include "tst_tabledefects.moc"
