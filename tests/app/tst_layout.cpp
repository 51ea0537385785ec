// The map first (issue 17): at 1280x720 and 1600x1000, in every language, the map view
// gets at least 60 % of the window on a first start and after View → Reset Layout, and
// the window is not forced taller or wider than the screen it was given.

#include "mainwindow.h"
#include "scene/mapview.h"

#include <QAction>
#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace bm;

class TestLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); } // a first start: no saved window state
    void mapFirst_data();
    void mapFirst();
    void resetLayoutAfterMovingPanels();

private:
    static double mapShare(MainWindow &w)
    {
        const auto *view = w.findChild<MapView *>();
        return double(view->width()) * view->height() / (double(w.width()) * w.height());
    }
};

void TestLayout::mapFirst_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("window");
    QTest::addColumn<QString>("switchBackTo"); // a language switch after the first layout
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}) {
        QTest::addRow("laptop_1280x720_%s", qPrintable(lang)) << lang << QSize(1280, 720) << QString();
        QTest::addRow("desktop_1600x1000_%s", qPrintable(lang)) << lang << QSize(1600, 1000) << QString();
    }
    QTest::addRow("laptop_german_then_english") << QStringLiteral("de") << QSize(1280, 720) << QStringLiteral("en");
    QTest::addRow("laptop_english_then_french") << QStringLiteral("en") << QSize(1280, 720) << QStringLiteral("fr");
}

void TestLayout::mapFirst()
{
    QFETCH(QString, language);
    QFETCH(QSize, window);
    QFETCH(QString, switchBackTo);
    MainWindow w;
    w.setLanguage(language);
    w.openSample();
    w.resize(window);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.size(), window); // no panel's minimum size pushes the window off the screen
    QVERIFY2(mapShare(w) >= 0.60, qPrintable(QStringLiteral("map share %1").arg(mapShare(w))));
    if (!switchBackTo.isEmpty()) {
        w.setLanguage(switchBackTo);
        QTest::qWait(0);
        QCOMPARE(w.size(), window);
        QVERIFY2(mapShare(w) >= 0.60, qPrintable(QStringLiteral("after switching: map share %1").arg(mapShare(w))));
    }
    // Every panel is docked beside the map, none floating.
    for (QDockWidget *d : w.findChildren<QDockWidget *>()) {
        QVERIFY2(!d->isFloating(), qPrintable(d->objectName()));
        QCOMPARE(w.dockWidgetArea(d), Qt::RightDockWidgetArea);
    }
}

void TestLayout::resetLayoutAfterMovingPanels()
{
    MainWindow w;
    w.openSample();
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // The GM drags panels about: two to the left, one floating, one closed.
    auto *initiative = w.findChild<QDockWidget *>(QStringLiteral("initiativeDock"));
    auto *creature = w.findChild<QDockWidget *>(QStringLiteral("creatureDock"));
    auto *log = w.findChild<QDockWidget *>(QStringLiteral("combatLogDock"));
    auto *legend = w.findChild<QDockWidget *>(QStringLiteral("legendDock"));
    w.addDockWidget(Qt::LeftDockWidgetArea, initiative);
    w.addDockWidget(Qt::LeftDockWidgetArea, creature);
    log->setFloating(true);
    legend->close();
    QTest::qWait(0);
    QVERIFY(mapShare(w) < 0.60);

    w.findChild<QAction *>(QStringLiteral("actionResetLayout"))->trigger();
    QTest::qWait(0);
    QVERIFY(!log->isFloating());
    QCOMPARE(w.dockWidgetArea(legend), Qt::RightDockWidgetArea); // closed, and opens beside the map
    QCOMPARE(w.dockWidgetArea(initiative), Qt::RightDockWidgetArea);
    QCOMPARE(w.dockWidgetArea(creature), Qt::RightDockWidgetArea);
    QVERIFY2(mapShare(w) >= 0.60, qPrintable(QStringLiteral("map share %1").arg(mapShare(w))));
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
