#pragma once

// The window benchmarks' screen: a document in a scene, shown offscreen in a 1920 x 1080 view,
// and the frame a repaint paints it into (bench_render's GM map, bench_fog's player view); and
// their main().

#include "document.h"

#include <QApplication>
#include <QGraphicsView>
#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

#include <memory>

namespace bm::bench {

template <class Scene, class View = QGraphicsView>
struct ShownScene {
    Document doc;
    std::unique_ptr<Scene> scene;
    View view;
    QImage frame;

    // The document and its scene; show() when the scene is ready.
    explicit ShownScene(Encounter e)
    {
        doc.reset(std::move(e), QString());
        scene = std::make_unique<Scene>(&doc);
    }
    // The scene in the view at `size` (1920 x 1080 unless told; the events of showing it
    // handled), and a frame of the viewport's size.
    void show(QSize size = QSize(1920, 1080))
    {
        view.setScene(scene.get());
        view.resize(size);
        view.show();
        QApplication::processEvents();
        frame = QImage(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    }
    // One frame: the whole viewport painted into `frame`.
    void paintFrame()
    {
        QPainter p(&frame);
        view.render(&p, QRectF(), view.viewport()->rect());
    }
};

// main() of a window benchmark: a QApplication on the offscreen platform, then the benchmarks.
inline int runOffscreen(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace bm::bench
