// What a GM hit at the table: one regression test per defect, driving the real
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
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QToolButton>
#include "scene/overlayitems.h"
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
    void dragLabelStaysInTheView_data();
    void dragLabelStaysInTheView();
    void neighboursLabelsDontOverlap_data();
    void neighboursLabelsDontOverlap();
    void tinyTokenIsDrawnBigEnough_data();
    void tinyTokenIsDrawnBigEnough();
    void partyTokensWearTheirOwnColours_data();
    void partyTokensWearTheirOwnColours();
    void followThePartyFramesEveryLabel_data();
    void followThePartyFramesEveryLabel();

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
    PlayerWindow *openPlayers()
    {
        m_window->findChild<QAction *>(QStringLiteral("actionPlayerView"))->trigger();
        PlayerWindow *players = m_window->playerWindow();
        if (players && !QTest::qWaitForWindowExposed(players))
            return nullptr;
        return players;
    }
    // Drags a token on the GM's map by the mouse, square centre to square centre.
    void drag(QPointF from, QPointF to, bool release = true)
    {
        QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPoint(from.x(), from.y()));
        for (int i = 1; i <= 4; ++i) {
            const QPointF at = from + (to - from) * i / 4.0;
            QTest::mouseMove(viewport(), viewPoint(at.x(), at.y()));
        }
        if (release)
            QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPoint(to.x(), to.y()));
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


// 10. The drag's cost label was cut off under the side panel: near the viewport's right or
// bottom edge it goes to the other side of the path's end, and stays in the viewport.
void TestTableDefects::dragLabelStaysInTheView_data()
{
    QTest::addColumn<QPointF>("where"); // the target as a fraction of the viewport
    QTest::newRow("at the right edge, beside the side panel") << QPointF(0.97, 0.5);
    QTest::newRow("in the bottom right corner") << QPointF(0.97, 0.97);
    QTest::newRow("at the top edge") << QPointF(0.5, 0.02);
    QTest::newRow("in the middle: right of the path's end as ever") << QPointF(0.5, 0.5);
}

void TestTableDefects::dragLabelStaysInTheView()
{
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

namespace {

// Long names, as at the table: "Brannoc (fighter)" is wider than his square.
QByteArray crowdJson(QPoint brannoc, QPoint ogre, QPoint pip)
{
    return QString::fromUtf8(R"json({"format": "battlemap-encounter", "version": 1, "name": "crowd", "ruleset": "dnd5e-2014",
      "grid": {"width": 16, "height": 10},
      "creatures": [
        {"id": "brannoc", "name": "Brannoc (fighter)", "side": "party", "position": [%1, %2], "hp": 30, "maxHp": 30},
        {"id": "ogre", "name": "Ogre", "side": "hostile", "size": "large", "position": [%3, %4], "hp": 59, "maxHp": 59},
        {"id": "pip", "name": "Pip (halfling rogue)", "side": "party", "size": "small", "position": [%5, %6], "hp": 20, "maxHp": 20}
      ]})json")
        .arg(brannoc.x()).arg(brannoc.y()).arg(ogre.x()).arg(ogre.y()).arg(pip.x()).arg(pip.y())
        .toUtf8();
}

} // namespace

// 10. Token labels overlapped when tokens stood together, on the players' screen too
// (the Ogre's label hid under Brannoc's).
void TestTableDefects::neighboursLabelsDontOverlap_data()
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

void TestTableDefects::neighboursLabelsDontOverlap()
{
    QFETCH(bool, players);
    QFETCH(QPoint, brannoc);
    QFETCH(QPoint, ogre);
    QFETCH(QPoint, pip);
    QFETCH(bool, dragPip);
    open(crowdJson(brannoc, ogre, pip));
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

namespace {

// Hoot the owl and three more Tiny familiars, Brannoc and Ilsa with the shared default
// picture, Merrow with a picture of her own; the size of the sample map (30 x 20).
QByteArray menagerieJson(int tinyInSquare, const char *brannocPosition = "[6, 9]")
{
    QString tiny;
    const char *names[] = {"Hoot (owl familiar)", "Squeak (rat)", "Flit (bat)", "Croak (toad)"};
    for (int i = 0; i < tinyInSquare; ++i)
        tiny += QString::fromUtf8(R"json({"id": "tiny%1", "name": "%2", "side": "party", "size": "tiny", "position": [3, 10], "hp": 1, "maxHp": 1, "elevation": 30},)json")
                    .arg(i).arg(QLatin1String(names[i]));
    return QString::fromUtf8(R"json({"format": "battlemap-encounter", "version": 1, "name": "menagerie", "ruleset": "dnd5e-2014",
      "grid": {"width": 30, "height": 20},
      "creatures": [%1
        {"id": "brannoc", "name": "Brannoc (fighter)", "side": "party", "position": %2, "hp": 30, "maxHp": 30},
        {"id": "ilsa", "name": "Ilsa (wizard)", "side": "party", "position": [3, 11], "hp": 14, "maxHp": 14},
        {"id": "merrow", "name": "Merrow (ranger)", "side": "party", "position": [2, 4], "hp": 24, "maxHp": 24, "token": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEUlEQVR4nGM4sUUDjhiI4wAAtNIaQZ4q1agAAAAASUVORK5CYII="},
        {"id": "pip", "name": "Pip (halfling rogue)", "side": "party", "size": "small", "position": [8, 7], "hp": 20, "maxHp": 20},
        {"id": "ogre", "name": "Ogre", "side": "hostile", "size": "large", "position": [17, 9], "hp": 59, "maxHp": 59}
      ]})json")
        .arg(tiny, QLatin1String(brannocPosition))
        .toUtf8();
}

} // namespace

// 13. Hoot the owl (Tiny) was a quarter square, 6 pixels on the fitted map: drawn at least
// TokenItem::kTinyMinPixels wide, its true quarter outlined; on both screens.
void TestTableDefects::tinyTokenIsDrawnBigEnough_data()
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

void TestTableDefects::tinyTokenIsDrawnBigEnough()
{
    QFETCH(int, inSquare);
    QFETCH(int, which);
    QFETCH(bool, players);
    open(menagerieJson(inSquare));
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

// 13. The party's tokens all shared one picture: each party member wears its own colour
// (the same on both screens, and for its id whatever else is in the file), and its
// initial when it wears the shared default picture.
void TestTableDefects::partyTokensWearTheirOwnColours_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b"); // then the same file in the reverse order: the same colours
    QTest::newRow("Brannoc and Ilsa, both the default picture") << "brannoc" << "ilsa";
    QTest::newRow("Pip and Hoot, both the default picture") << "pip" << "tiny0";
    QTest::newRow("Brannoc and Pip") << "brannoc" << "pip";
    QTest::newRow("Ilsa and Merrow, a picture of her own") << "ilsa" << "merrow";
}

void TestTableDefects::partyTokensWearTheirOwnColours()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    open(menagerieJson(1));
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
    open(QJsonDocument(o).toJson());
    QCOMPARE(m_window->scene()->tokenFor(a)->personalColour(), before[0]);
    QCOMPARE(m_window->scene()->tokenFor(b)->personalColour(), before[1]);
}

// 11. The players' screen framed the party at its edge, labels cut off: Follow the Party
// (the framing once the GM's view isn't followed) shows every party token with a square
// and a label's height to spare, and every party label, as they move.
void TestTableDefects::followThePartyFramesEveryLabel_data()
{
    QTest::addColumn<QByteArray>("brannoc");
    QTest::addColumn<QPointF>("dragTo"); // where Brannoc is dragged then (-1: not)
    QTest::newRow("together at the map's left") << QByteArray("[6, 9]") << QPointF(-1, -1);
    QTest::newRow("Brannoc at the map's bottom edge") << QByteArray("[5, 19]") << QPointF(-1, -1);
    QTest::newRow("Brannoc dragged away to the right") << QByteArray("[6, 9]") << QPointF(12.5, 9.5);
    QTest::newRow("Brannoc dragged to the map's top edge") << QByteArray("[6, 9]") << QPointF(6.5, 0.5);
}

void TestTableDefects::followThePartyFramesEveryLabel()
{
    QFETCH(QByteArray, brannoc);
    QFETCH(QPointF, dragTo);
    open(menagerieJson(1, brannoc.constData()));
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

QTEST_MAIN(TestTableDefects)
#include "tst_tabledefects.moc"
