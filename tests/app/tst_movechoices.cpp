// Movement choices in the window (issue 17): a drag uses the creature's best speed (the
// owl familiar flies, the dragon flies without Dash), the mode picker on the toolbar
// overrides it, and Ctrl during the drag switches between flying and walking.

#include "document.h"
#include "mainwindow.h"
#include "render/maprenderer.h"
#include "scene/mapview.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QMouseEvent>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace bm;

namespace {

// Open ground; a row of difficult terrain in column 8. The owl walks 5 and flies 60;
// the dragon walks 40 and flies 80.
const char *kEncounter = R"({
  "format": "battlemap-encounter", "version": 1, "name": "fliers", "ruleset": "dnd5e-2014",
  "grid": {"width": 20, "height": 12},
  "terrain": [{"type": "difficult", "rect": [8, 0, 1, 12]}],
  "creatures": [
    {"id": "owl", "name": "Owl", "side": "party", "size": "tiny", "position": [1, 1], "speed": {"walk": 5, "fly": 60}},
    {"id": "dragon", "name": "Dragon", "side": "hostile", "size": "huge", "position": [1, 5], "speed": {"walk": 40, "fly": 80}},
    {"id": "knight", "name": "Knight", "side": "party", "position": [1, 10], "speed": {"walk": 30}}
  ]
})";

} // namespace

class TestMoveChoices : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup() { m_window.reset(); }
    void dragUsesTheChosenMode_data();
    void dragUsesTheChosenMode();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;

    QPoint viewPoint(QPointF square) const { return m_window->view()->mapFromScene(square * render::kSquare); }
    void drag(QPointF from, QPointF to, Qt::KeyboardModifiers mods)
    {
        QWidget *vp = m_window->view()->viewport();
        QTest::mousePress(vp, Qt::LeftButton, mods, viewPoint(from));
        // QTest::mouseMove carries no modifiers: the moves are sent as the window gets them.
        for (double t : {0.5, 1.0}) {
            const QPoint at = viewPoint(from + (to - from) * t);
            QMouseEvent move(QEvent::MouseMove, at, vp->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, mods);
            QApplication::sendEvent(vp, &move);
        }
        QTest::mouseRelease(vp, Qt::LeftButton, mods, viewPoint(to));
    }
};

void TestMoveChoices::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    const QString path = m_dir->filePath(QStringLiteral("fliers.battlemap.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kEncounter);
    f.close();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openFile(path));
    m_window->resize(1280, 720);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->view()->fitToMap();
}

void TestMoveChoices::dragUsesTheChosenMode_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QPointF>("from"); // square centres
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<int>("picked"); // index in the mode picker: 0 best speed, 1 walk, 2 fly
    QTest::addColumn<bool>("ctrl");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<QString>("status"); // part of the status bar's answer

    const QPointF owl(1.25, 1.25), owl25ft(6.25, 1.25);
    QTest::newRow("owl_familiar_flies_25_ft_by_its_best_speed") << "owl" << owl << owl25ft << 0 << false << true << "fly";
    QTest::newRow("owl_familiar_picked_to_walk_is_refused_25_ft") << "owl" << owl << owl25ft << 1 << false << false << "Dash";
    QTest::newRow("owl_familiar_ctrl_drag_walks_and_is_refused") << "owl" << owl << owl25ft << 0 << true << false << "Dash";
    QTest::newRow("owl_familiar_picked_fly") << "owl" << owl << owl25ft << 2 << false << true << "fly";
    const QPointF dragon(2.5, 6.5), dragon50ft(12.5, 6.5);
    // 50 ft over the difficult column: flying costs 50 of 80 ft, no Dash; walking needs Dash.
    QTest::newRow("dragon_flies_50_ft_without_dash") << "dragon" << dragon << dragon50ft << 0 << false << true << "/ 80 ft";
    QTest::newRow("dragon_ctrl_drag_walks_with_dash") << "dragon" << dragon << dragon50ft << 0 << true << true << "Dash";
    const QPointF knight(1.5, 10.5), knight25ft(6.5, 10.5);
    QTest::newRow("knight_without_fly_speed_ctrl_still_walks") << "knight" << knight << knight25ft << 0 << true << true << "25 / 30 ft";
}

void TestMoveChoices::dragUsesTheChosenMode()
{
    QFETCH(QString, id);
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(int, picked);
    QFETCH(bool, ctrl);
    QFETCH(bool, moved);
    QFETCH(QString, status);
    auto *modes = m_window->findChild<QComboBox *>(QStringLiteral("moveModeCombo"));
    QVERIFY(modes);
    modes->setFocus();
    QTest::keyClick(modes, Qt::Key_Home);
    for (int i = 0; i < picked; ++i)
        QTest::keyClick(modes, Qt::Key_Down);
    QCOMPARE(modes->currentIndex(), picked);
    const GridPoint before = m_window->document()->encounter().creature(id)->position;
    drag(from, to, ctrl ? Qt::ControlModifier : Qt::NoModifier);
    const GridPoint after = m_window->document()->encounter().creature(id)->position;
    QCOMPARE(!(after == before), moved);
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.contains(status), qPrintable(message));
}

QTEST_MAIN(TestMoveChoices)
#include "tst_movechoices.moc"
