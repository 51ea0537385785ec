// Tools that carry their identity: the ToolManager makes one checkable
// action per tool, named after the tool's id, with the tool's shortcut; its key on the map
// activates exactly that tool on the scene; a language switch rewords the actions.

#include "mainwindow.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "tools/abstracttool.h"
#include "tools/movetool.h"
#include "tools/toolmanager.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QSettings>
#include <QSet>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <memory>

using namespace bm;

class TestToolManager : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup() { m_window.reset(); }
    void oneActionPerTool_data();
    void oneActionPerTool();
    void everyToolIsRegisteredOnce();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestToolManager::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->setLanguage(QStringLiteral("en"));
    m_window->openSample();
    m_window->resize(1280, 720);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestToolManager::oneActionPerTool_data()
{
    QTest::addColumn<QByteArray>("id");
    QTest::addColumn<QKeySequence>("key"); // empty: picked from its menu only
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("german");
    QTest::newRow("MoveTool") << QByteArray("MoveTool") << QKeySequence(Qt::Key_M) << "&Move" << "&Bewegen";
    QTest::newRow("RulerTool") << QByteArray("RulerTool") << QKeySequence(Qt::Key_R) << "&Ruler" << QString();
    QTest::newRow("CoverTool") << QByteArray("CoverTool") << QKeySequence(Qt::Key_C) << "&Cover and Flanking" << QString();
    QTest::newRow("AreaTool") << QByteArray("AreaTool") << QKeySequence(Qt::Key_A) << "&Area Template" << QString();
    QTest::newRow("TerrainBrush") << QByteArray("TerrainBrush") << QKeySequence(Qt::Key_B) << "Terrain &Brush" << QString();
    QTest::newRow("Eraser") << QByteArray("Eraser") << QKeySequence(Qt::Key_E) << "&Eraser" << QString();
    QTest::newRow("WallTool") << QByteArray("WallTool") << QKeySequence(Qt::Key_W) << "&Wall" << QString();
    QTest::newRow("DoorTool") << QByteArray("DoorTool") << QKeySequence(Qt::SHIFT | Qt::Key_W) << "D&oor" << QString();
    QTest::newRow("LightTool") << QByteArray("LightTool") << QKeySequence(Qt::Key_L) << "Li&ghts" << QString();
    QTest::newRow("FogTool") << QByteArray("FogTool") << QKeySequence() << "&Reveal or Hide Squares" << QString();
}

void TestToolManager::oneActionPerTool()
{
    QFETCH(QByteArray, id);
    QFETCH(QKeySequence, key);
    QFETCH(QString, english);
    QFETCH(QString, german);
    ToolManager *tools = m_window->toolManager();
    AbstractTool *tool = tools->tool(id);
    QVERIFY(tool);
    QCOMPARE(tool->id(), id);
    auto *action = m_window->findChild<QAction *>(QLatin1String("action") + QString::fromLatin1(id));
    QVERIFY(action);
    QCOMPARE(tools->action(tool), action);
    QVERIFY(action->isCheckable());
    QCOMPARE(action->actionGroup(), tools->actionGroup());
    QVERIFY(tools->actionGroup()->isExclusive());
    QCOMPARE(action->shortcut(), key);
    QCOMPARE(action->text(), english);
    QCOMPARE(action->text(), tool->name());
    QVERIFY(!action->statusTip().isEmpty());
    QCOMPARE(action->statusTip(), tool->statusTip());
    QVERIFY(!action->associatedObjects().isEmpty()); // in a menu (and maybe a toolbar)

    // Start from another tool, so that the key has something to change.
    AbstractTool *other = tools->tool(id == "RulerTool" ? QByteArrayLiteral("MoveTool") : QByteArrayLiteral("RulerTool"));
    tools->selectTool(other);
    QCOMPARE(m_window->scene()->tool(), other);

    // The tool's key on the map, as a GM picks it (the fog tool: its menu entry).
    if (key.isEmpty()) {
        action->trigger();
    } else {
        QApplication::setActiveWindow(m_window.get());
        m_window->view()->setFocus();
        QTest::keySequence(m_window->view(), key);
    }
    QCOMPARE(m_window->scene()->tool(), tool);
    QCOMPARE(tools->selectedTool(), tool);
    QVERIFY(action->isChecked());
    int checked = 0;
    for (const QAction *a : tools->actionGroup()->actions())
        checked += a->isChecked() ? 1 : 0;
    QCOMPARE(checked, 1);
    QCOMPARE(m_window->statusBar()->currentMessage().isEmpty(), false);

    // In German the action is reworded by its tool, and back in English again.
    m_window->setLanguage(QStringLiteral("de"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QVERIFY2(action->text() != english, qPrintable(action->text()));
    if (!german.isEmpty())
        QCOMPARE(action->text(), german);
    QCOMPARE(action->text(), tool->name());
    QCOMPARE(action->statusTip(), tool->statusTip());
    QCOMPARE(action->shortcut(), key);
    m_window->setLanguage(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCOMPARE(action->text(), english);
}

void TestToolManager::everyToolIsRegisteredOnce()
{
    const QList<AbstractTool *> tools = m_window->toolManager()->tools();
    QCOMPARE(tools.size(), 10);
    QCOMPARE(m_window->toolManager()->actionGroup()->actions().size(), tools.size());
    QSet<QByteArray> ids;
    for (const AbstractTool *t : tools)
        ids.insert(t->id());
    QCOMPARE(ids.size(), tools.size());
    // The move tool is the one picked at the start.
    QCOMPARE(m_window->toolManager()->selectedTool(), static_cast<AbstractTool *>(m_window->moveTool()));
}

QTEST_MAIN(TestToolManager)
#include "tst_toolmanager.moc"
