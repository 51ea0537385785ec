#pragma once

// How near the cursor must be to a wall or door to pick it: a few screen pixels, whatever
// the zoom, in grid units (squares).

#include "scene/mapscene.h"
#include "render/maprenderer.h"

#include <QGraphicsView>

#include <algorithm>

namespace bm {

inline double pickToleranceSquares(const MapScene *scene, double pixels = 8.0)
{
    const QList<QGraphicsView *> views = scene ? scene->views() : QList<QGraphicsView *>();
    const double zoom = views.isEmpty() ? 1.0 : std::max(1e-3, views.first()->transform().m11());
    return std::clamp(pixels / (zoom * render::kSquare), 0.04, 0.4);
}

} // namespace bm
