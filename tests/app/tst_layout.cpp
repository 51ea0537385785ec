// The map first: at 1280x720 and 1600x1000, in every language, the map view
// gets at least 60 % of the window on a first start and after View → Reset Layout, and
// the window is not forced taller or wider than the screen it was given.

#include "mainwindow.h"
#include "scene/mapview.h"

#include <QAction>
#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
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
    void everyTabShowsWithoutScrolling_data();
    void everyTabShowsWithoutScrolling();
    void aSmallerWindowFitsTheMapAgain_data();
    void aSmallerWindowFitsTheMapAgain();

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

void TestLayout::everyTabShowsWithoutScrolling_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("fighting"); // the Combatant panel raised (combat running)
    QTest::addColumn<bool>("legend");   // View → Legend opened too: five tabs below
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}) {
        QTest::addRow("laptop_1280x720_%s", qPrintable(lang)) << lang << false << false;
        QTest::addRow("laptop_1280x720_%s_the_last_tab_raised", qPrintable(lang)) << lang << true << false;
        QTest::addRow("laptop_1280x720_%s_with_the_legend", qPrintable(lang)) << lang << false << true;
    }
}

void TestLayout::everyTabShowsWithoutScrolling()
{
    QFETCH(QString, language);
    QFETCH(bool, fighting);
    QFETCH(bool, legend);
    MainWindow w;
    w.setLanguage(language);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    w.openSample();
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::qWait(0);
    if (fighting) // the attack check raised: the bar must not scroll the Combatant tab away
        w.findChild<QDockWidget *>(QStringLiteral("inspectorDock"))->raise();
    if (legend)
        w.findChild<QDockWidget *>(QStringLiteral("legendDock"))->toggleViewAction()->trigger();
    QTest::qWait(0);
    QCoreApplication::processEvents();
    int bars = 0;
    for (QTabBar *bar : w.findChildren<QTabBar *>()) {
        if (!bar->isVisible() || bar->count() < 2)
            continue;
        ++bars;
        for (int i = 0; i < bar->count(); ++i)
        for (int i = 0; i < bar->count(); ++i)
            QVERIFY2(bar->rect().contains(bar->tabRect(i)),
                     qPrintable(QStringLiteral("\"%1\" at %2..%3 of a %4-px bar").arg(bar->tabText(i)).arg(bar->tabRect(i).left())
                                    .arg(bar->tabRect(i).right()).arg(bar->width())));
    }
    QVERIFY(bars >= 2);
    QVERIFY2(mapShare(w) >= (legend ? 0.55 : 0.60), qPrintable(QStringLiteral("map share %1").arg(mapShare(w))));
}

void TestLayout::aSmallerWindowFitsTheMapAgain_data()
{
    QTest::addColumn<bool>("zoomedByHand");
    QTest::newRow("fitted: fits again") << false;
    QTest::newRow("zoomed in by the GM: keeps the zoom") << true;
}

void TestLayout::aSmallerWindowFitsTheMapAgain()
{
    QFETCH(bool, zoomedByHand);
    MainWindow w;
    w.openSample();
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    MapView *view = w.findChild<MapView *>();
    view->fitToMap();
    if (zoomedByHand)
        view->zoomIn();
    const double zoom = view->zoom();
    w.resize(1280, 720);
    QCoreApplication::processEvents();
    if (zoomedByHand) {
        QCOMPARE(view->zoom(), zoom);
        QVERIFY(!view->isFitted());
        return;
    }
    QVERIFY(view->isFitted());
    QVERIFY(view->zoom() < zoom);
    const QRectF shown = view->mapToScene(view->viewport()->rect()).boundingRect();
    QVERIFY2(shown.contains(view->scene()->sceneRect().adjusted(1, 1, -1, -1)), "the whole map in view");
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
