// The time from a GM's drag step to the frame a player's browser shows it in, on
// the loopback. The app's window side (Document, TableController, the server) on a 200 x 200
// map in the dark (2,000 walls, 24 creatures, a party of 6); Debian's headless Chromium at
// a phone's size on a seat's link (tests/tableserver/devtools.h). The GM drags the seat's
// own creature 60 squares at 60 steps a second (the seats get at most 30 frames a second);
// the page stamps each snapshot it draws at its next animation frame (a hook put in over
// the DevTools protocol: the page itself is unchanged). Printed: the delay from the step
// to the frame that shows it: median, 90th percentile and slowest.
// Usage: bench_table_browser (prints one line; exit 1 when Chromium is missing)

#include "benchmap.h"
#include "controllers/dragframes.h"
#include "controllers/tablecontroller.h"
#include "devtools.h"
#include "document.h"
#include "tableserver/tableserver.h"

#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QMenuBar>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>

using namespace bm;

namespace {

double nowMs()
{
    return std::chrono::duration<double, std::milli>(std::chrono::system_clock::now().time_since_epoch()).count();
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    Encounter e = bench::bigMap(Ruleset::Dnd2014, 200, 0.20, 2000, 24);
    e.options.light = LightLevel::Dark;
    e.extra[QStringLiteral("fog")] = QJsonObject{};
    Document doc;
    doc.reset(std::move(e), QString());
    QMainWindow window;
    auto *table = new TableController(&doc, &window, window.menuBar()->addAction(QStringLiteral("Help")));
    // The GM's drag steps reach the seats as the window paces them.
    auto *pacer = new DragFrames(&window);
    QObject::connect(pacer, &DragFrames::frame, table, &TableController::previewMove);
    QObject::connect(pacer, &DragFrames::ended, table, &TableController::endPreview);
    const quint16 port = table->server()->listen(QHostAddress::LocalHost, 0);
    QString mover;
    GridPoint from;
    for (const Creature &c : doc.encounter().creatures)
        if (c.side == Side::Party) {
            mover = c.id;
            from = c.position;
            break;
        }
    const QString key = table->server()->addSeat(Seat{mover});

    QTemporaryDir dir;
    QProcess chrome;
    test::DevTools tab;
    QString why;
    if (!test::startHeadless(chrome, dir.filePath(QStringLiteral("profile")), tab, &why)) {
        std::fprintf(stderr, "bench_table_browser: %s\n", qPrintable(why));
        return 1;
    }
    tab.call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), QStringLiteral("http://127.0.0.1:%1/#%2").arg(port).arg(key)}});
    if (!QTest::qWaitFor([&] { return tab.evaluate(QStringLiteral("typeof snap !== 'undefined' && snap !== null")).toBool(); }, 30000)) {
        std::fprintf(stderr, "bench_table_browser: the page never joined\n");
        return 1;
    }
    // Each drawn snapshot stamped at the next animation frame, with where the mover is.
    tab.evaluate(QStringLiteral("window.bmFrames = []; const bmDraw = draw; draw = function () { bmDraw();"
                                " const c = snap && snap.creatures.find((k) => k.id === %1);"
                                " const at = c ? c.position.join(',') : '';"
                                " requestAnimationFrame(() => bmFrames.push([performance.timeOrigin + performance.now(), at])); }; true")
                     .arg(QString::fromUtf8(QJsonDocument(QJsonArray{mover}).toJson(QJsonDocument::Compact)).mid(1).chopped(1)));

    std::map<QString, double> sentAt; // "x,y" -> when the GM's step put the mover there
    const int dx = from.x < 100 ? 1 : -1;
    for (int i = 1; i <= 60; ++i) {
        const GridPoint at{from.x + dx * i, from.y};
        const QString id = QStringLiteral("%1,%2").arg(at.x).arg(at.y);
        sentAt.emplace(id, nowMs());
        pacer->step(mover, at);
        QElapsedTimer step;
        step.start();
        while (step.elapsed() < 16)
            QApplication::processEvents(QEventLoop::AllEvents, 2);
    }
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 1000)
        QApplication::processEvents(QEventLoop::AllEvents, 10);
    const QJsonArray frames = tab.evaluate(QStringLiteral("bmFrames")).toArray();
    std::vector<double> delays;
    for (const QJsonValue &f : frames) {
        const auto it = sentAt.find(f.toArray().at(1).toString());
        if (it != sentAt.end() && f.toArray().at(0).toDouble() >= it->second) {
            delays.push_back(f.toArray().at(0).toDouble() - it->second);
            sentAt.erase(it); // the first frame that shows it
        }
    }
    pacer->end();
    chrome.kill();
    chrome.waitForFinished(5000);
    QProcess::execute(QStringLiteral("chmod"), {QStringLiteral("-R"), QStringLiteral("u+w"), dir.path()});
    if (delays.empty()) {
        std::fprintf(stderr, "bench_table_browser: no frame seen\n");
        return 1;
    }
    std::sort(delays.begin(), delays.end());
    std::printf("{\"frames\": %zu, \"median_ms\": %.1f, \"p90_ms\": %.1f, \"slowest_ms\": %.1f}\n", delays.size(),
                delays[delays.size() / 2], delays[delays.size() * 9 / 10], delays.back());
    return 0;
}
