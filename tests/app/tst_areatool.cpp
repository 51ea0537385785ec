// Area templates and Damage All in Area, driving the real window: the area tool
// picked with its key, the shape and size in the Area panel, a press (and a drag to aim)
// on the map. The creatures the window lists are the ones `battlemap-cli area` lists for
// the same area (the real CLI binary, run with QProcess); damage for the area is one roll,
// a save per creature, one undo step, a log line per creature.

#include "combat/combat.h"
#include "teststeps.h"
#include "document.h"
#include "mainwindow.h"
#include "render/maprenderer.h"
#include "rules/terraingrid.h"
#include "scene/mapitems.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "scene/overlayitems.h"
#include "tools/areatool.h"
#include "widgets/areadamagedialog.h"
#include "widgets/areadock.h"
#include "widgets/keepareadialog.h"
#include "widgets/combatantdock.h"
#include "widgets/initiativedock.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QTimer>
#include <QProcess>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <map>

using namespace bm;

namespace {

// A pf2e skirmish: the burst's counted distance decides who is in.
const char *kPf2e = R"({
  "format": "battlemap-encounter", "version": 1, "name": "pf2e burst", "ruleset": "pf2e",
  "grid": {"width": 16, "height": 12},
  "creatures": [
    {"id": "k1", "name": "Kobold Scout", "side": "hostile", "position": [5, 5], "hp": 16, "maxHp": 16},
    {"id": "k2", "name": "Kobold Warrior", "side": "hostile", "position": [6, 4], "hp": 12, "maxHp": 12},
    {"id": "k3", "name": "Kobold Dragon Mage", "side": "hostile", "position": [3, 7], "hp": 25, "maxHp": 25},
    {"id": "k4", "name": "Kobold Archer", "side": "hostile", "position": [9, 8], "hp": 14, "maxHp": 14},
    {"id": "hero", "name": "Valeros", "side": "party", "position": [3, 3], "hp": 30, "maxHp": 30}
  ]
})";

// Five creatures in a row of squares: who resists fire, who has temporary hit points.
const char *kResist = R"({
  "format": "battlemap-encounter", "version": 1, "name": "resist", "ruleset": "dnd5e-2014",
  "grid": {"width": 12, "height": 8},
  "creatures": [
    {"id": "a", "name": "Bandit A", "side": "hostile", "position": [4, 3], "hp": 30, "maxHp": 30},
    {"id": "b", "name": "Bandit B", "side": "hostile", "position": [5, 3], "hp": 30, "maxHp": 30},
    {"id": "c", "name": "Fire Imp C", "side": "hostile", "position": [4, 4], "hp": 30, "maxHp": 30, "resistances": ["fire"]},
    {"id": "d", "name": "Fire Imp D", "side": "hostile", "position": [5, 4], "hp": 30, "maxHp": 30, "resistances": ["fire"], "saves": {"dex": 4}},
    {"id": "e", "name": "Thug E", "side": "hostile", "position": [6, 3], "hp": 10, "maxHp": 10, "tempHp": 5}
  ]
})";

// RULES.md 13.5 in the window: around the sphere's origin at (5, 4), a bandit in the open
// who resists fire, one straight behind him (half cover from the origin, given by a
// creature), a paralyzed thug and a dodging scout. %1: the ruleset, %2: the resistance.
const char *kSaves = R"({
  "format": "battlemap-encounter", "version": 1, "name": "saves", "ruleset": "%1",
  "grid": {"width": 12, "height": 8},
  "creatures": [
    {"id": "open", "name": "Bandit Open", "side": "hostile", "position": [7, 4], "hp": 40, "maxHp": 40,
     "resistances": %2, "saves": {"dex": 1, "reflex": 1}},
    {"id": "behind", "name": "Bandit Behind", "side": "hostile", "position": [8, 4], "hp": 40, "maxHp": 40},
    {"id": "still", "name": "Thug Paralyzed", "side": "hostile", "position": [5, 2], "hp": 40, "maxHp": 40,
     "conditions": ["paralyzed"]},
    {"id": "dodger", "name": "Scout Dodging", "side": "hostile", "position": [3, 5], "hp": 40, "maxHp": 40,
     "conditions": ["dodging"], "saves": {"dex": 3, "reflex": 3}}
  ]
})";

using Rolls = std::map<QString, int>; // also the expected hit points by id

} // namespace

Q_DECLARE_METATYPE(Rolls)

class TestAreaTool : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void listsWhatTheCliLists_data();
    void listsWhatTheCliLists();
    void damageAllInArea_data();
    void damageAllInArea();
    void damageAllInAreaRollsEachSave_data();
    void damageAllInAreaRollsEachSave();
    void mapContextMenuOffersDamageAll_data();
    void mapContextMenuOffersDamageAll();
    void escClearsTheTemplate_data();
    void escClearsTheTemplate();
    void pressFixesTheOrigin_data();
    void pressFixesTheOrigin();
    void keptRoundsReadAsCounted_data();
    void keptRoundsReadAsCounted();
    void keptOnTheMapUntilItsDurationEnds_data();
    void keptOnTheMapUntilItsDurationEnds();
    void endEffectTakesItOffTheMap();
    void screenshot();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_path;

    Document *doc() const { return m_window->document(); }
    const Encounter &model() const { return m_window->document()->encounter(); }
    QPoint viewPoint(QPointF grid) const { return m_window->view()->mapFromScene(grid * render::kSquare); }
    QString fixture(const QString &which);
    [[nodiscard]] bool open(const QString &which);
    [[nodiscard]] bool pickTool();
    [[nodiscard]] bool pickShape(const QString &shapeId, int feet);
    void place(QPointF origin, std::optional<QPointF> toward);
    QStringList listedIds() const;
    KeepAreaDialog *keepArea(int presetIndex, QPointF origin);
    QString attackReport(const QString &attacker, const QString &target);
    [[nodiscard]] static bool typeInto(QSpinBox *spin, int value);
};

void TestAreaTool::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestAreaTool::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestAreaTool::cleanup()
{
    if (m_window)
        doc()->undoStack()->setClean();
    m_window.reset();
}

QString TestAreaTool::fixture(const QString &which)
{
    if (which == QLatin1String("sample"))
        return QStringLiteral(BM_SAMPLE_ENCOUNTER);
    if (which == QLatin1String("round3")) // the sample in round 3: Goblin 2's turn
        return QFileInfo(QStringLiteral(BM_SAMPLE_ENCOUNTER)).dir().filePath(QStringLiteral("millbrook-ford-round3.battlemap.json"));
    const QString path = m_dir->filePath(which + QStringLiteral(".battlemap.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    if (which.startsWith(QLatin1String("saves-")))
        f.write(QString::fromLatin1(kSaves)
                    .arg(which.mid(6), which.endsWith(QLatin1String("pf2e")) ? QStringLiteral("{\"fire\": 5}") : QStringLiteral("[\"fire\"]"))
                    .toUtf8());
    else
        f.write(which == QLatin1String("pf2e") ? kPf2e : kResist);
    return path;
}

bool TestAreaTool::open(const QString &which)
{
    m_path = fixture(which);
    BM_CHECK(!m_path.isEmpty());
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 720);
    BM_CHECK(m_window->openFile(m_path));
    m_window->show();
    BM_CHECK(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->view()->fitToMap();
    return true;
}

bool TestAreaTool::pickTool()
{
    // The tool's key on the map, as a GM picks it.
    QApplication::setActiveWindow(m_window.get());
    m_window->view()->setFocus();
    QTest::keyClick(m_window->view(), Qt::Key_A);
    BM_CHECK_COMPARE(m_window->scene()->tool(), static_cast<AbstractTool *>(m_window->areaTool()));
    BM_CHECK(m_window->areaDock()->isVisible());
    // The panel opens as a tab beside the others: the map keeps its 60 % (tst_layout).
    const QWidget *view = m_window->view();
    const double share = double(view->width()) * view->height() / (double(m_window->width()) * m_window->height());
    BM_CHECK2(share >= 0.60, qPrintable(QString::number(share)));
    return true;
}

bool TestAreaTool::typeInto(QSpinBox *spin, int value)
{
    BM_CHECK(spin);
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Tab);
    BM_CHECK_COMPARE(spin->value(), value);
    return true;
}

bool TestAreaTool::pickShape(const QString &shapeId, int feet)
{
    QComboBox *shapes = m_window->areaDock()->shapeCombo();
    const auto shape = areaShapeFromId(shapeId);
    BM_CHECK(shape);
    const int index = shapes->findData(int(*shape));
    BM_CHECK2(index >= 0, qPrintable(shapeId));
    // The picker as a GM uses it: focus, Home, then Down to the shape.
    shapes->setFocus();
    QTest::keyClick(shapes, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(shapes, Qt::Key_Down);
    BM_CHECK_COMPARE(shapes->currentIndex(), index);
    BM_CHECK_COMPARE(m_window->areaTool()->shape(), *shape);
    BM_CHECK(typeInto(m_window->areaDock()->sizeSpin(), feet));
    BM_CHECK_COMPARE(m_window->areaTool()->sizeFeet(), double(feet));
    return true;
}

void TestAreaTool::place(QPointF origin, std::optional<QPointF> toward)
{
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, viewPoint(origin));
    const QPointF to = toward.value_or(origin);
    for (double t : {0.25, 0.5, 1.0}) {
        const QPoint at = viewPoint(origin + (to - origin) * t);
        QMouseEvent move(QEvent::MouseMove, at, vp->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(vp, &move);
    }
    QTest::mouseRelease(vp, Qt::LeftButton, {}, viewPoint(to));
}

QStringList TestAreaTool::listedIds() const
{
    QStringList ids;
    QListWidget *list = m_window->areaDock()->list();
    for (int i = 0; i < list->count(); ++i)
        ids << list->item(i)->data(Qt::UserRole).toString();
    return ids;
}

// The window lists what the CLI lists for the same area (both ask rules/areas.h; this
// catches the tool snapping, aiming or reading the answer differently).
void TestAreaTool::listsWhatTheCliLists_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<int>("feet");
    QTest::addColumn<QPointF>("origin");   // a grid point, or a creature's square for creature areas
    QTest::addColumn<QString>("creature"); // areas on a creature: its id (the press is on it)
    QTest::addColumn<QPointF>("toward");   // (-1,-1): not aimed
    QTest::addColumn<int>("atLeast");      // creatures the area must hold (a row that lists none proves little)
    QTest::addColumn<QPointF>("nudge");    // the press and release this far off the points (snapping)
    const QPointF none(-1, -1);
    const QPointF exact(0, 0);
    QTest::newRow("sample, 20-ft sphere between the ogre and the goblins") << "sample" << "sphere" << 20 << QPointF(18, 9) << QString() << none << 3 << exact;
    QTest::newRow("sample, 20-ft sphere on the party by the ford") << "sample" << "sphere" << 20 << QPointF(5, 10) << QString() << none << 3 << exact;
    QTest::newRow("sample, 20-ft sphere beside the hill giant") << "sample" << "sphere" << 20 << QPointF(24, 12) << QString() << none << 1 << exact;
    QTest::newRow("sample, 30-ft cone dragged east at the ogre") << "sample" << "cone" << 30 << QPointF(13, 10) << QString() << QPointF(19, 10) << 1 << exact;
    QTest::newRow("sample, 15-ft cube dragged up and left") << "sample" << "cube" << 15 << QPointF(20, 10) << QString() << QPointF(17, 7) << 1 << exact;
    QTest::newRow("sample, 20-ft sphere pressed a third of a square off the intersection")
        << "sample" << "sphere" << 20 << QPointF(18, 9) << QString() << none << 3 << QPointF(0.3, -0.3);
    QTest::newRow("sample, 30-ft line dragged to a point beside a square's centre")
        << "sample" << "line" << 30 << QPointF(12, 8) << QString() << QPointF(18.5, 9.5) << 1 << QPointF(-0.2, 0.15);
    QTest::newRow("pf2e, 10-ft burst among the kobolds") << "pf2e" << "burst" << 10 << QPointF(6, 6) << QString() << none << 2 << exact;
    QTest::newRow("pf2e, 15-ft cone from Valeros toward the kobolds") << "pf2e" << "cone" << 15 << QPointF(3.5, 3.5) << "hero" << QPointF(6, 6) << 1 << exact;
}

void TestAreaTool::listsWhatTheCliLists()
{
    QFETCH(QString, fixture);
    QFETCH(QString, shape);
    QFETCH(int, feet);
    QFETCH(QPointF, origin);
    QFETCH(QString, creature);
    QFETCH(QPointF, toward);
    QFETCH(int, atLeast);
    QFETCH(QPointF, nudge);
    QVERIFY(open(fixture));
    QVERIFY(pickTool());
    QVERIFY(pickShape(shape, feet));
    const bool aimed = toward != QPointF(-1, -1);
    // Pressed (and released) off the grid points: the tool snaps the origin to the nearest
    // intersection and the aim to the nearest half square, as the CLI is then asked.
    place(origin + nudge, aimed ? std::optional(toward + nudge) : std::nullopt);

    // The template stays after the release: squares shaded, the creatures listed by name.
    AreaTemplateItem *item = m_window->scene()->areaTemplate();
    QVERIFY(item->isShown());
    QVERIFY(!item->fillPath().isEmpty());
    const QStringList listed = listedIds();

    const auto fmt = [](QPointF p) { return QStringLiteral("%1,%2").arg(p.x()).arg(p.y()); };
    QStringList args{QStringLiteral("area"), m_path, QStringLiteral("--shape"), shape, QStringLiteral("--size"), QString::number(feet)};
    if (creature.isEmpty())
        args << QStringLiteral("--origin") << fmt(origin);
    else
        args << QStringLiteral("--creature") << creature;
    if (aimed)
        args << QStringLiteral("--toward") << fmt(toward);
    QProcess cli;
    cli.start(QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("battlemap-cli")), args);
    QVERIFY2(cli.waitForFinished(30000), qPrintable(cli.errorString()));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    const QJsonObject out = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QStringList expected;
    for (const QJsonValue &v : out.value(QLatin1String("creatures")).toArray())
        expected << v.toString();
    QVERIFY2(expected.size() >= atLeast, qPrintable(expected.join(QLatin1Char(','))));
    QCOMPARE(listed, expected);
    // The window's own query is the same area the CLI was asked about.
    const AreaOfEffect &area = m_window->areaTool()->area();
    QCOMPARE(area.sizeFeet, double(feet));
    if (creature.isEmpty())
        QCOMPARE(*area.origin, origin);
    else
        QCOMPARE(area.creature, creature);
    if (aimed)
        QCOMPARE(*area.toward, toward);
    QCOMPARE(int(m_window->areaTool()->result().squares.size()), out.value(QLatin1String("squares")).toArray().size());
    // Each creature listed is named in the panel, not by id.
    QListWidget *list = m_window->areaDock()->list();
    for (int i = 0; i < list->count(); ++i)
        QCOMPARE(list->item(i)->text(), model().creature(listed[i])->name);
}

// Damage all in area: one roll (entered here), a DC 15 Dexterity save per creature (d20s
// entered in the dialog), full damage on a failure, half rounded down on a success, then
// the core's damage (resistance, temporary HP, death at 0 HP). One undo step.
void TestAreaTool::damageAllInArea_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QPointF>("origin");
    QTest::addColumn<int>("rolled");
    QTest::addColumn<Rolls>("rolls"); // d20 per creature; creatures not named roll 10
    QTest::addColumn<Rolls>("hp");      // expected afterwards; empty: full or half of `rolled`
    QTest::addColumn<Rolls>("cover");   // the cover bonus from the origin (RULES.md 13.2) by id
    // Goblin 2 stands behind Goblin 1 as seen from the sphere's origin: half cover, +2.
    QTest::newRow("sample, 6 fire on the ogre and goblins (a success halves)")
        << "sample" << QPointF(18, 9) << 6 << Rolls{{"ogre", 15}, {"gob1", 14}, {"gob2", 20}} << Rolls{} << Rolls{{"gob2", 2}};
    QTest::newRow("resistance and temporary HP after the save")
        << "resist" << QPointF(5, 4) << 28 << Rolls{{"a", 2}, {"b", 15}, {"c", 9}, {"d", 11}, {"e", 1}}
        // a fails: 28; b succeeds: 14; c fails, resists: 14; d 11 + 4 = 15 succeeds: 14, resists: 7;
        // e (behind b from the origin: +2) fails: 28, 5 to temporary HP, 23 to 10 HP: 0 (a monster dies).
        << Rolls{{"a", 2}, {"b", 16}, {"c", 16}, {"d", 23}, {"e", 0}} << Rolls{{"e", 2}};
}

void TestAreaTool::damageAllInArea()
{
    QFETCH(QString, fixture);
    QFETCH(QPointF, origin);
    QFETCH(int, rolled);
    QFETCH(Rolls, rolls);
    QFETCH(Rolls, hp);
    QFETCH(Rolls, cover);
    QVERIFY(open(fixture));
    QVERIFY(pickTool());
    QVERIFY(pickShape(QStringLiteral("sphere"), 20));
    place(origin, std::nullopt);
    const QStringList ids = listedIds();
    QVERIFY(ids.size() >= 3);
    for (const auto &[id, d20] : rolls)
        QVERIFY2(ids.contains(id), qPrintable(id));
    const Encounter before = model();
    const int steps = doc()->undoStack()->count();
    const int logLines = int(model().combat.log.size());

    doc()->dice().reseed(42);
    QTest::mouseClick(m_window->areaDock()->damageButton(), Qt::LeftButton);
    auto *dialog = m_window->findChild<AreaDamageDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QTableWidget *table = dialog->table();
    QCOMPARE(table->rowCount(), ids.size());
    // Opening rolled with the document's dice: the area's damage once, then a d20 a creature.
    Dice same(42);
    QCOMPARE(dialog->findChild<QSpinBox *>(QStringLiteral("areaRolledSpin"))->value(), same.roll(QStringLiteral("8d6"))->total);
    for (int row = 0; row < table->rowCount(); ++row)
        QCOMPARE(dialog->spinAt(row, AreaDamageDialog::RollColumn)->value(), same.die(20));
    QVERIFY(typeInto(dialog->findChild<QSpinBox *>(QStringLiteral("areaRolledSpin")), rolled));
    QCOMPARE(dialog->findChild<QSpinBox *>(QStringLiteral("areaDcSpin"))->value(), 15);
    QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("areaSaveAbilityCombo"))->currentData().toString(), QStringLiteral("dex"));
    QComboBox *type = dialog->findChild<QComboBox *>(QStringLiteral("areaDamageTypeCombo"));
    type->setFocus();
    QTest::keyClick(type, Qt::Key_Home);
    while (type->currentData().toString() != QLatin1String("fire") && type->currentIndex() < type->count() - 1)
        QTest::keyClick(type, Qt::Key_Down);
    QCOMPARE(type->currentData().toString(), QStringLiteral("fire"));
    std::map<QString, int> expectedTaken;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString id = table->item(row, AreaDamageDialog::NameColumn)->data(Qt::UserRole).toString();
        const int d20 = rolls.count(id) ? rolls.at(id) : 10;
        QVERIFY(typeInto(dialog->spinAt(row, AreaDamageDialog::RollColumn), d20));
        const int bonus = combat::saveBonus(*model().creature(id), QStringLiteral("dex")) + (cover.count(id) ? cover.at(id) : 0);
        QCOMPARE(dialog->spinAt(row, AreaDamageDialog::BonusColumn)->value(), bonus); // the creature's, and its cover
        const int taken = d20 + bonus >= 15 ? rolled / 2 : rolled;
        QCOMPARE(dialog->spinAt(row, AreaDamageDialog::DamageColumn)->value(), taken);
        expectedTaken[id] = taken;
    }
    if (const QString dir = qEnvironmentVariable("BM_SCREENSHOT_DIR"); !dir.isEmpty() && fixture == QLatin1String("sample"))
        QVERIFY(dialog->grab().save(QDir(dir).filePath(QStringLiteral("area-damage-dialog.png"))));
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);

    // One undo step, every creature changed as the rules say.
    QCOMPARE(doc()->undoStack()->count(), steps + 1);
    for (const QString &id : ids) {
        const Creature *c = model().creature(id);
        const Creature *was = before.creature(id);
        const int expected = hp.empty() ? std::max(0, was->hp - expectedTaken[id]) : hp.at(id);
        QVERIFY2(c->hp == expected, qPrintable(QStringLiteral("%1: %2, expected %3").arg(id).arg(c->hp).arg(expected)));
    }
    if (!hp.empty()) {
        QCOMPARE(model().creature(QStringLiteral("e"))->tempHp, 0);
        QVERIFY(model().creature(QStringLiteral("e"))->isDead());
    }
    // The log: a line per creature with its name (not its id) and its save.
    QVERIFY(int(model().combat.log.size()) >= logLines + int(ids.size()));
    const QStringList lines = m_window->combatLogDock()->lines();
    for (const QString &id : ids) {
        const QString name = model().creature(id)->name;
        const bool logged = std::any_of(lines.begin(), lines.end(), [&](const QString &l) {
            return l.contains(name) && l.contains(QStringLiteral("Dexterity save")) && l.contains(QStringLiteral("DC 15"));
        });
        QVERIFY2(logged, qPrintable(name + QStringLiteral("\n") + lines.join(QLatin1Char('\n'))));
    }
    // Undo restores every creature and the log at once.
    doc()->undoStack()->undo();
    QVERIFY(model() == before);
    QCOMPARE(doc()->undoStack()->index(), steps);
}

// RULES.md 13.5: the dialog rolls each creature's save as the core does: its bonus plus its
// cover from the area's origin, advantage for a dodging creature (5e family), an automatic
// failure for a paralyzed one (5e family); the Takes column shows the defences; the log
// names the cover and the automatic failure.
void TestAreaTool::damageAllInAreaRollsEachSave_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("coverBehind");   // the bonus the creature behind gets
    QTest::addColumn<bool>("autoFailure");  // the paralyzed thug fails without a die
    QTest::addColumn<bool>("advantage");    // the dodging scout rolls two d20s
    QTest::addColumn<QString>("shape");
    QTest::newRow("5e 2014: half cover +2, paralyzed fails, dodging advantage") << "dnd5e-2014" << 2 << true << true << "sphere";
    QTest::newRow("pf2e: cover from a creature is lesser (+0), paralyzed rolls") << "pf2e" << 0 << false << false << "burst";
}

void TestAreaTool::damageAllInAreaRollsEachSave()
{
    QFETCH(QString, ruleset);
    QFETCH(int, coverBehind);
    QFETCH(bool, autoFailure);
    QFETCH(bool, advantage);
    QFETCH(QString, shape);
    QVERIFY(open(QStringLiteral("saves-") + ruleset));
    QVERIFY(pickTool());
    QVERIFY(pickShape(shape, 20));
    place(QPointF(5, 4), std::nullopt);
    const QStringList ids = listedIds();
    QCOMPARE(QSet<QString>(ids.begin(), ids.end()),
             (QSet<QString>{QStringLiteral("open"), QStringLiteral("behind"), QStringLiteral("still"), QStringLiteral("dodger")}));

    doc()->dice().reseed(7);
    QTest::mouseClick(m_window->areaDock()->damageButton(), Qt::LeftButton);
    auto *dialog = m_window->findChild<AreaDamageDialog *>();
    QVERIFY(dialog);
    QTableWidget *table = dialog->table();
    // The same dice in the same order: the damage, then each save (two d20s with advantage).
    Dice same(7);
    const int rolled = same.roll(QStringLiteral("8d6"))->total;
    QCOMPARE(dialog->findChild<QSpinBox *>(QStringLiteral("areaRolledSpin"))->value(), rolled);
    QComboBox *type = dialog->findChild<QComboBox *>(QStringLiteral("areaDamageTypeCombo"));
    type->setFocus();
    QTest::keyClick(type, Qt::Key_Home);
    while (type->currentData().toString() != QLatin1String("fire") && type->currentIndex() < type->count() - 1)
        QTest::keyClick(type, Qt::Key_Down);
    std::map<QString, int> rowOf;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString id = table->item(row, AreaDamageDialog::NameColumn)->data(Qt::UserRole).toString();
        rowOf[id] = row;
        QSpinBox *d20 = dialog->spinAt(row, AreaDamageDialog::RollColumn);
        QSpinBox *bonus = dialog->spinAt(row, AreaDamageDialog::BonusColumn);
        const QString result = table->item(row, AreaDamageDialog::ResultColumn)->text();
        const int saveBonus = combat::saveBonus(*model().creature(id), combat::saveAbilities(model().ruleset).at(1));
        if (id == QLatin1String("still") && autoFailure) {
            QVERIFY(!d20->isEnabled());
            QCOMPARE(result, QStringLiteral("fails automatically"));
            QCOMPARE(dialog->spinAt(row, AreaDamageDialog::DamageColumn)->value(), rolled);
            continue; // no die
        }
        int natural = same.die(20);
        if (id == QLatin1String("dodger") && advantage) {
            const int second = same.die(20);
            QVERIFY2(d20->toolTip().contains(QString::number(natural)) && d20->toolTip().contains(QString::number(second)),
                     qPrintable(d20->toolTip()));
            natural = std::max(natural, second);
        }
        QVERIFY(d20->isEnabled());
        QCOMPARE(d20->value(), natural);
        const int cover = id == QLatin1String("behind") ? coverBehind : 0;
        QCOMPARE(bonus->value(), saveBonus + cover);
        if (cover > 0)
            QVERIFY2(bonus->toolTip().contains(QStringLiteral("+%1").arg(cover)), qPrintable(bonus->toolTip()));
        QCOMPARE(table->item(row, AreaDamageDialog::TotalColumn)->text(), QString::number(natural + saveBonus + cover));
    }
    // The bandit in the open resists fire: the Takes column halves what the save left (pf2e:
    // resistance 5 subtracts 5).
    const int openRow = rowOf.at(QStringLiteral("open"));
    const int openDamage = dialog->spinAt(openRow, AreaDamageDialog::DamageColumn)->value();
    const int openTakes = ruleset == QLatin1String("pf2e") ? std::max(0, openDamage - 5) : openDamage / 2;
    QVERIFY2(table->item(openRow, AreaDamageDialog::TakesColumn)->text().startsWith(QString::number(openTakes)),
             qPrintable(table->item(openRow, AreaDamageDialog::TakesColumn)->text()));
    // The GM types the damage the behind bandit takes: the Takes column follows, the rest stays.
    const int behindRow = rowOf.at(QStringLiteral("behind"));
    QVERIFY(typeInto(dialog->spinAt(behindRow, AreaDamageDialog::DamageColumn), 3));
    QCOMPARE(table->item(behindRow, AreaDamageDialog::TakesColumn)->text(), QStringLiteral("3"));
    QCOMPARE(dialog->spinAt(behindRow, AreaDamageDialog::DamageColumn)->value(), 3);

    const Encounter before = model();
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(model().creature(QStringLiteral("behind"))->hp, 37);
    if (autoFailure)
        QCOMPARE(model().creature(QStringLiteral("still"))->hp, 40 - rolled);
    const QStringList lines = m_window->combatLogDock()->lines();
    const auto logged = [&](const QString &name, const QString &text) {
        return std::any_of(lines.begin(), lines.end(), [&](const QString &l) { return l.contains(name) && l.contains(text); });
    };
    QCOMPARE(logged(QStringLiteral("Thug Paralyzed"), QStringLiteral("automatically")), autoFailure);
    QCOMPARE(logged(QStringLiteral("Bandit Behind"), QStringLiteral("cover +2")), coverBehind == 2);
    doc()->undoStack()->undo();
    QVERIFY(model() == before);
}

// The map's context menu offers Damage All in Area first while a template holds creatures,
// and not without one.
void TestAreaTool::mapContextMenuOffersDamageAll_data()
{
    QTest::addColumn<bool>("placed");
    QTest::newRow("a template on the goblins") << true;
    QTest::newRow("no template") << false;
}

void TestAreaTool::mapContextMenuOffersDamageAll()
{
    QFETCH(bool, placed);
    QVERIFY(open(QStringLiteral("sample")));
    QVERIFY(pickTool());
    QVERIFY(pickShape(QStringLiteral("sphere"), 20));
    if (placed)
        place(QPointF(18, 9), std::nullopt);
    QAction *damageAll = m_window->findChild<QAction *>(QStringLiteral("actionDamageAllInArea"));
    QVERIFY(damageAll);
    bool offered = false;
    bool shown = false;
    QTimer::singleShot(0, [&] {
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            shown = true;
            offered = !menu->actions().isEmpty() && menu->actions().first() == damageAll;
            menu->close();
        }
    });
    QWidget *vp = m_window->view()->viewport();
    const QPoint at = viewPoint(QPointF(2.5, 17.5)); // an empty square
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, vp->mapToGlobal(at));
    QApplication::sendEvent(vp, &event);
    QVERIFY(shown);
    QCOMPARE(offered, placed);
}

void TestAreaTool::escClearsTheTemplate_data()
{
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QPointF>("toward");
    QTest::newRow("sphere") << "sphere" << QPointF(-1, -1);
    QTest::newRow("cone aimed by a drag") << "cone" << QPointF(19, 10);
}

void TestAreaTool::escClearsTheTemplate()
{
    QFETCH(QString, shape);
    QFETCH(QPointF, toward);
    QVERIFY(open(QStringLiteral("sample")));
    QVERIFY(pickTool());
    QVERIFY(pickShape(shape, 30));
    place(QPointF(14, 10), toward == QPointF(-1, -1) ? std::nullopt : std::optional(toward));
    QVERIFY(m_window->scene()->areaTemplate()->isShown());
    QVERIFY(m_window->areaDock()->list()->count() > 0);
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("actionDamageAllInArea"))->isEnabled());
    m_window->view()->setFocus();
    QTest::keyClick(m_window->view(), Qt::Key_Escape);
    QVERIFY(!m_window->scene()->areaTemplate()->isShown());
    QVERIFY(m_window->scene()->areaTemplate()->fillPath().isEmpty());
    QCOMPARE(m_window->areaDock()->list()->count(), 0);
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("actionDamageAllInArea"))->isEnabled());
    QVERIFY(!m_window->areaTool()->hasTemplate());
}

// docs/guide.md: press at the origin, drag to aim. The press fixes the origin: a sphere
// pressed at (18, 10) and dragged to (20, 10) stays at (18, 10) (it used to follow the
// mouse until the release); cones, lines and cubes turn toward the mouse around it. While
// aiming, the template's label and the status line say where the origin is.
void TestAreaTool::pressFixesTheOrigin_data()
{
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QPointF>("pressAt");
    QTest::addColumn<QPointF>("dragTo");
    QTest::addColumn<QString>("where"); // the origin as the label and the status line say it
    QTest::newRow("sphere pressed at (18, 10), dragged two squares east")
        << "sphere" << QPointF(18, 10) << QPointF(20, 10) << "20-ft sphere at (18, 10)";
    QTest::newRow("sphere pressed a third of a square off (18, 10), dragged down and left")
        << "sphere" << QPointF(18.3, 9.7) << QPointF(15.4, 13.6) << "20-ft sphere at (18, 10)";
    QTest::newRow("cylinder pressed at (12, 8), dragged three squares south")
        << "cylinder" << QPointF(12, 8) << QPointF(12, 11) << "20-ft cylinder at (12, 8)";
    QTest::newRow("cone pressed at (13, 10), aimed east")
        << "cone" << QPointF(13, 10) << QPointF(19, 10) << "20-ft cone at (13, 10)";
    QTest::newRow("cube pressed at (20, 10), aimed up and left")
        << "cube" << QPointF(20, 10) << QPointF(17, 7) << "20-ft cube at (20, 10)";
}

void TestAreaTool::pressFixesTheOrigin()
{
    QFETCH(QString, shape);
    QFETCH(QPointF, pressAt);
    QFETCH(QPointF, dragTo);
    QFETCH(QString, where);
    QVERIFY(open(QStringLiteral("sample")));
    QVERIFY(pickTool());
    QVERIFY(pickShape(shape, 20));
    const QPointF origin(std::round(pressAt.x()), std::round(pressAt.y()));
    const AreaTool *tool = m_window->areaTool();
    const AreaTemplateItem *item = m_window->scene()->areaTemplate();
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, viewPoint(pressAt));
    QCOMPARE(tool->area().origin, std::optional<QPointF>(origin));
    // The drag, step by step with the button held: the origin never moves, and the label
    // on the map and the status line name it.
    for (double t : {0.25, 0.5, 0.75, 1.0}) {
        const QPoint at = viewPoint(pressAt + (dragTo - pressAt) * t);
        QMouseEvent move(QEvent::MouseMove, at, vp->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(vp, &move);
        QCOMPARE(tool->area().origin, std::optional<QPointF>(origin));
        QVERIFY2(item->label().startsWith(where), qPrintable(item->label()));
        QVERIFY2(m_window->statusBar()->currentMessage().startsWith(where), qPrintable(m_window->statusBar()->currentMessage()));
        // And the Area panel, where no map edge clips it.
        const QLabel *hint = m_window->areaDock()->findChild<QLabel *>(QStringLiteral("areaHint"));
        QVERIFY(hint);
        QVERIFY2(hint->text().startsWith(where), qPrintable(hint->text()));
    }
    QTest::mouseRelease(vp, Qt::LeftButton, {}, viewPoint(dragTo));
    QVERIFY(tool->hasTemplate());
    QCOMPARE(tool->area().origin, std::optional<QPointF>(origin));
    if (areaIsAimed(tool->area().shape))
        QCOMPARE(tool->area().toward, std::optional<QPointF>(dragTo));
    // Placed where it was pressed, and still saying so.
    QVERIFY2(item->label().startsWith(where), qPrintable(item->label()));
}

// Picks a spell in the panel (keys, as a GM), places it and opens Keep on Map.
KeepAreaDialog *TestAreaTool::keepArea(int presetIndex, QPointF origin)
{
    QComboBox *presets = m_window->areaDock()->presetCombo();
    presets->setFocus();
    QTest::keyClick(presets, Qt::Key_Home);
    for (int i = 0; i < presetIndex; ++i)
        QTest::keyClick(presets, Qt::Key_Down);
    if (presets->currentIndex() != presetIndex)
        return nullptr;
    place(origin, std::nullopt);
    QPushButton *keep = m_window->areaDock()->keepButton();
    if (!keep->isEnabled())
        return nullptr;
    QTest::mouseClick(keep, Qt::LeftButton);
    return m_window->findChild<KeepAreaDialog *>();
}

// The attack check of the Cover tool (C): a click on the attacker, then on the target.
QString TestAreaTool::attackReport(const QString &attacker, const QString &target)
{
    m_window->view()->setFocus();
    QTest::keyClick(m_window->view(), Qt::Key_C);
    for (const QString &id : {attacker, target}) {
        const Creature *c = model().creature(id);
        const double half = c->spaceSquares() / 2.0;
        QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, viewPoint(QPointF(c->position.x + half, c->position.y + half)));
    }
    return m_window->inspectorText();
}

// A Fog Cloud (or Darkness) kept on the map over the ogre: Merrow's shot into it has
// "can't see the target" while it lasts; it leaves the map when its rounds run out at the start of its
// caster's turn (Next Turn in the initiative panel), and Undo brings it back.
void TestAreaTool::keptRoundsReadAsCounted_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<QString>("suffix");
    QTest::newRow("German, 1 round") << "de" << 1 << " Runde";
    QTest::newRow("German, 2 rounds") << "de" << 2 << " Runden";
    QTest::newRow("English, 1 round") << "en" << 1 << " round";
    QTest::newRow("English, 10 rounds") << "en" << 10 << " rounds";
}

void TestAreaTool::keptRoundsReadAsCounted()
{
    QFETCH(QString, language);
    QFETCH(int, rounds);
    QFETCH(QString, suffix);
    QVERIFY(open(QStringLiteral("round3")));
    m_window->setLanguage(language);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QVERIFY(pickTool());
    KeepAreaDialog *dialog = keepArea(1, QPointF(18, 10)); // the first spell, kept on the map
    QVERIFY(dialog);
    QVERIFY(typeInto(dialog->roundsSpin(), rounds));
    QCOMPARE(dialog->roundsSpin()->suffix(), suffix);
    dialog->reject();
    m_window->setLanguage(QStringLiteral("en"));
}

void TestAreaTool::keptOnTheMapUntilItsDurationEnds_data()
{
    QTest::addColumn<int>("preset");     // index in the Spell list (0: none)
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<int>("feet");
    QTest::addColumn<int>("presetRounds"); // what the spell's duration gives
    QTest::addColumn<int>("rounds");       // typed by the GM
    QTest::addColumn<QPointF>("origin");
    // The order from Goblin 2 (the caster, whose turn it is) round to Goblin 2 again.
    QTest::newRow("Fog Cloud on the ogre, cut to 1 round") << 1 << "Fog Cloud" << "sphere" << 20 << 600 << 1 << QPointF(18, 10);
    QTest::newRow("Darkness on the ogre for 2 rounds") << 2 << "Darkness" << "sphere" << 15 << 100 << 2 << QPointF(18, 10);
}

void TestAreaTool::keptOnTheMapUntilItsDurationEnds()
{
    QFETCH(int, preset);
    QFETCH(QString, name);
    QFETCH(QString, shape);
    QFETCH(int, feet);
    QFETCH(int, presetRounds);
    QFETCH(int, rounds);
    QFETCH(QPointF, origin);
    QVERIFY(open(QStringLiteral("round3")));
    QCOMPARE(model().combat.turn, QStringLiteral("gob2"));
    const QString cantSee = QStringLiteral("attacker can't see the target");
    const auto areas = [this] {
        return std::count_if(model().combat.effects.begin(), model().combat.effects.end(), [](const Effect &f) { return f.area.has_value(); });
    };
    QVERIFY(!attackReport(QStringLiteral("merrow"), QStringLiteral("ogre")).contains(cantSee));

    QVERIFY(pickTool());
    KeepAreaDialog *dialog = keepArea(preset, origin);
    QVERIFY(dialog);
    QCOMPARE(m_window->areaTool()->shape(), *areaShapeFromId(shape)); // the spell's shape and size
    QCOMPARE(m_window->areaTool()->sizeFeet(), double(feet));
    QVERIFY(m_window->areaTool()->creatures().contains(QStringLiteral("ogre")));
    QCOMPARE(dialog->nameEdit()->text(), name);
    QCOMPARE(dialog->roundsSpin()->value(), presetRounds);
    QCOMPARE(dialog->obscuredCombo()->currentData().toInt(), int(Obscurement::Heavy));
    QVERIFY(!dialog->difficultCheck()->isChecked());
    QCOMPARE(dialog->ofCombo()->currentData().toString(), QStringLiteral("gob2")); // the caster's turns
    QVERIFY(dialog->concentrationCheck()->isChecked()); // held with Goblin 2's concentration
    QVERIFY(typeInto(dialog->roundsSpin(), rounds));
    const QImage clear = m_window->scene()->renderImage(8);
    const int steps = doc()->undoStack()->count();
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(doc()->undoStack()->count(), steps + 1);

    // On the map: the effect with its squares, listed in the panel; the template is gone.
    QCOMPARE(areas(), 1);
    const Effect &f = model().combat.effects.back();
    QCOMPARE(f.name, name);
    QVERIFY(f.area);
    QCOMPARE(f.rounds, std::optional<int>(rounds));
    QCOMPARE(f.area->obscured, Obscurement::Heavy);
    QVERIFY(f.area->concentration);
    QVERIFY(model().creature(QStringLiteral("gob2"))->has(QStringLiteral("concentrating")));
    QVERIFY(!m_window->areaTool()->hasTemplate());
    QCOMPARE(m_window->areaDock()->effectsList()->count(), 1);
    QVERIFY(m_window->areaDock()->effectsList()->item(0)->text().startsWith(name));
    QCOMPARE(m_window->scene()->effectLabels()->labels(), QStringList{render::effectAreaLabel(f)}); // named on the map
    // Drawn as mist: a square of the cloud no token stands on is paler than before.
    const auto bare = std::find_if(f.area->squares.begin(), f.area->squares.end(), [this](const GridPoint &q) {
        return std::none_of(model().creatures.begin(), model().creatures.end(), [&](const Creature &c) { return c.spaceRect().contains(q.x, q.y); });
    });
    QVERIFY(bare != f.area->squares.end());
    const QImage misty = m_window->scene()->renderImage(8);
    const QPoint pixel(bare->x * 8 + 4, bare->y * 8 + 4);
    QVERIFY2(qGray(misty.pixel(pixel)) > qGray(clear.pixel(pixel)) + 20,
             qPrintable(QStringLiteral("%1 -> %2").arg(qGray(clear.pixel(pixel))).arg(qGray(misty.pixel(pixel)))));

    const QString during = attackReport(QStringLiteral("merrow"), QStringLiteral("ogre"));
    QVERIFY2(during.contains(cantSee), qPrintable(during));
    QVERIFY2(during.contains(QStringLiteral("Ogre is heavily obscured")), qPrintable(during));

    // Next Turn until the caster's turn has come round `rounds` times: then it is gone.
    QPushButton *next = m_window->initiativeDock()->findChild<QPushButton *>(QStringLiteral("nextTurnButton"));
    QVERIFY(next);
    int casterTurns = 0;
    for (int i = 0; i < 100 && casterTurns < rounds; ++i) {
        QTest::mouseClick(next, Qt::LeftButton);
        casterTurns += model().combat.turn == QLatin1String("gob2") ? 1 : 0;
        QVERIFY2((areas() == 0) == (casterTurns == rounds), qPrintable(QStringLiteral("after %1 turns").arg(i + 1)));
    }
    QCOMPARE(casterTurns, rounds);
    QCOMPARE(m_window->areaDock()->effectsList()->count(), 0);
    QVERIFY(!model().creature(QStringLiteral("gob2"))->has(QStringLiteral("concentrating"))); // the spell is over
    QVERIFY(m_window->scene()->effectLabels()->labels().isEmpty());
    const QString after = attackReport(QStringLiteral("merrow"), QStringLiteral("ogre"));
    QVERIFY2(!after.contains(cantSee), qPrintable(after));

    // Undo the last Next Turn: the fog is back, and so is the disadvantage.
    m_window->view()->setFocus();
    QTest::keyClick(m_window->view(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(areas(), 1);
    QVERIFY(attackReport(QStringLiteral("merrow"), QStringLiteral("ogre")).contains(cantSee));
}

// End Effect in the panel: the area leaves the map as one undo step.
void TestAreaTool::endEffectTakesItOffTheMap()
{
    QVERIFY(open(QStringLiteral("round3")));
    QVERIFY(pickTool());
    KeepAreaDialog *dialog = keepArea(3, QPointF(10, 10)); // Spike Growth by the ford
    QVERIFY(dialog);
    QVERIFY(dialog->difficultCheck()->isChecked());
    QCOMPARE(dialog->obscuredCombo()->currentData().toInt(), int(Obscurement::None));
    const std::size_t before = model().combat.effects.size();
    QTest::keyClick(dialog->nameEdit(), Qt::Key_Return); // Enter keeps it
    QCOMPARE(model().combat.effects.size(), before + 2); // the area, and Goblin 2 concentrating on it
    QVERIFY(model().combat.effects.back().area->difficult);
    // The engine: a square of it is difficult terrain now.
    const GridPoint in = model().combat.effects.back().area->squares.front();
    QVERIFY(m_window->scene()->ground()->grid().flags(in.x, in.y) & SquareFlag::Difficult);

    QListWidget *list = m_window->areaDock()->effectsList();
    QCOMPARE(list->count(), 1);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
    QPushButton *end = m_window->areaDock()->endButton();
    QVERIFY(end->isEnabled());
    const int steps = doc()->undoStack()->count();
    QTest::mouseClick(end, Qt::LeftButton);
    QCOMPARE(model().combat.effects.size(), before);
    QCOMPARE(doc()->undoStack()->count(), steps + 1);
    QVERIFY(!(m_window->scene()->ground()->grid().flags(in.x, in.y) & SquareFlag::Difficult));
    QCOMPARE(list->count(), 0);
    QVERIFY(model().combat.log.back().text.contains(QStringLiteral("Spike Growth ends and leaves the map.")));

    // Undo, then end it from the map's right-click menu on one of its squares.
    m_window->view()->setFocus();
    QTest::keyClick(m_window->view(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(list->count(), 1);
    QString offered;
    QTimer poll; // until the menu is up (slow builds show it later than the next event)
    int tries = 0;
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu) {
            if (++tries > 500)
                poll.stop();
            return;
        }
        poll.stop();
        if (QAction *end = menu->findChild<QAction *>(QStringLiteral("endEffectHere"))) {
            offered = end->text();
            end->trigger();
        }
        menu->close();
    });
    poll.start(10);
    QWidget *vp = m_window->view()->viewport();
    const QPoint at = viewPoint(QPointF(in.x + 0.5, in.y + 0.5));
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, vp->mapToGlobal(at));
    QApplication::sendEvent(vp, &event);
    QCOMPARE(offered, QStringLiteral("End Spike Growth"));
    QCOMPARE(model().combat.effects.size(), before);
    QCOMPARE(list->count(), 0);
}

// docs/screenshots/area-template.png: the sample with a 20-ft sphere and the Area panel.
void TestAreaTool::screenshot()
{
    QVERIFY(open(QStringLiteral("sample")));
    QVERIFY(pickTool());
    QVERIFY(pickShape(QStringLiteral("sphere"), 20));
    place(QPointF(18, 9), std::nullopt);
    QVERIFY(m_window->areaDock()->list()->count() >= 3);
    QCOMPARE(m_window->size(), QSize(1280, 720));
    QTest::qWait(50);
    const QImage shot = m_window->grab().toImage();
    QVERIFY(!shot.isNull());
    // Saved with BM_SCREENSHOT_DIR set (scripts/screenshots.sh), as tst_screenshots does.
    const QString dir = qEnvironmentVariable("BM_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(shot.save(QDir(dir).filePath(QStringLiteral("area-template.png"))));
    }
}

QTEST_MAIN(TestAreaTool)
#include "tst_areatool.moc"
