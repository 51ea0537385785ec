#pragma once

// One renderer for the screen, the PNG export and the printed page (STYLE.md habit 7):
// terrain, grid and walls painted with QPainter in scene units, kSquare per square.

#include "model/encounter.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <QRegion>

class QPainter;

namespace bm {

class SightMap;
class TerrainGrid;

namespace render {

constexpr double kSquare = 64.0; // scene units per square

inline QRectF squareRect(int x, int y) { return QRectF(x * kSquare, y * kSquare, kSquare, kSquare); }
inline QRectF squaresRect(const QRect &r)
{
    return QRectF(r.x() * kSquare, r.y() * kSquare, r.width() * kSquare, r.height() * kSquare);
}
inline QPointF toScene(QPointF gridPoint) { return gridPoint * kSquare; }
inline QPointF squareCentre(GridPoint p) { return QPointF((p.x + 0.5) * kSquare, (p.y + 0.5) * kSquare); }
GridPoint squareAt(QPointF scenePos);

QColor sideColor(Side side);

// The region a widget's repaint covers, in the widget's own pixels (the paint event's
// region, which an item only gets as the rectangle around it); empty when the painter's
// device says none (an image, a print).
QRegion repaintRegion(QPainter *p);

// The squares of the map that meet a scene rectangle (clipped to the map).
QRect squaresIn(const Encounter &e, const QRectF &sceneRect);

void paintTerrain(QPainter *p, const Encounter &e, const TerrainGrid &grid, const QRect &squares);
void paintGrid(QPainter *p, const Encounter &e, const QRect &squares);
// RULES.md 12: obscured squares (the map's terrain and the effects on it) as
// mist, as the sight index has them.
void paintObscured(QPainter *p, const Encounter &e, const SightMap &sight, const QRect &squares);
// Each effect on the map: the outline of its squares (on the ground; computed
// once per change, drawn on every repaint), and a label with its name and the rounds it
// has left (over the tokens, at the area's top right), with the scene rectangles the
// labels take.
std::vector<QLineF> effectOutlines(const Encounter &e);
void paintEffectOutlines(QPainter *p, const std::vector<QLineF> &lines);
void paintEffectLabels(QPainter *p, const Encounter &e);
QFont effectLabelFont();
std::vector<std::pair<QRectF, QString>> effectLabels(const Encounter &e, const QFont &font);
QString effectAreaLabel(const Effect &effect); // "Fog Cloud · 9 rounds", translated
// `within` (scene units; null: everywhere): only the walls that can touch a pixel of it
// (the rest of the map's walls are not even stroked: a repaint of a few squares).
void paintWalls(QPainter *p, const Encounter &e, const QRectF &within = QRectF());
// Where the background image lies in the scene: ENCOUNTER_FORMAT.md background,
// pixelsPerSquare image pixels per square, offset = image pixels before square (0, 0).
QRectF backgroundRect(const Encounter &e, const QSize &imageSize);
// The background image of an encounter file (path relative to the file, or a data: URI);
// null when there is none or it can't be read; `error` says why. Huge images are
// downscaled to at most maxPixels pixels.
QImage loadBackground(const Encounter &e, const QString &encounterPath, QString *error,
                      qint64 maxPixels = 64ll * 1024 * 1024);

// Images the app writes: PNG export and the like. Bigger ones are rendered smaller.
constexpr qint64 kMaxExportPixels = 64ll * 1024 * 1024;
// Writes an image atomically (QSaveFile + QImageWriter): the old file stays whole if
// anything fails. `format` as QImageWriter ("png").
bool saveImage(const QImage &image, const QString &path, const char *format, QString *error);
// Why an image file can't be used (reading its header only), naming the format and the
// reason, e.g. a WebP file without Qt's WebP plugin; empty when it can be read.
QString imageProblem(const QString &path);

// The whole map without tokens (background, terrain, grid, walls) for export and print.
void paintMap(QPainter *p, const Encounter &e, const TerrainGrid &grid, const QImage &background);

} // namespace render
} // namespace bm
