#pragma once

// Universal VTT import (.dd2vtt / .uvtt / .df2vtt, format 0.2 and 0.3; field notes in
// ../shared/data/uvtt/FORMAT.md). Qt Core only: the embedded image is decoded from base64
// and sniffed (PNG, JPEG, WEBP; its pixel size read from the header), not decoded to
// pixels; the window and the CLI decide where it goes.
//
// Coordinates: UVTT points are in squares, in a space whose image top-left is
// `resolution.map_origin`. The encounter's grid starts at the image's top-left, so every
// point p becomes p - map_origin, and the image pixel of p is
// (p - map_origin) * pixels_per_grid (background: pixelsPerSquare = pixels_per_grid,
// offset [0, 0]).

#include "model/encounter.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace bm {

constexpr int kUvttMaxPixelsPerGrid = 2048;
constexpr qint64 kUvttMaxImagePixels = 1ll << 28; // 268 megapixels (16384 x 16384)
constexpr int kUvttMaxPoints = 1'000'000;         // wall, object and portal points together

struct UvttImportOptions {
    // objects_line_of_sight outlines block sight; with this they block movement too.
    bool objectsBlockMovement = false;
};

struct UvttMap {
    double format = 0;
    QPointF origin;          // resolution.map_origin (squares)
    QSizeF size;             // resolution.map_size (squares)
    int pixelsPerGrid = 0;   // resolution.pixels_per_grid
    int width = 0;           // grid squares: map_size rounded up
    int height = 0;
    std::vector<Wall> walls; // encounter grid coordinates (origin subtracted)
    int sightWalls = 0;      // segments from line_of_sight
    int objectWalls = 0;     // segments from objects_line_of_sight
    int doors = 0;           // portals
    int alignedDoors = 0;    // doors moved onto whole squares (doors off the grid)
    int wallsAlignedAway = 0; // wall pieces the move shortened to nothing, dropped
    QByteArray image;        // the decoded bytes (empty when the file has no image)
    QString imageFormat;     // "png", "jpg" or "webp"
    QSize imageSize;         // from the image header
    QJsonArray lights;       // kept for later: positions in encounter grid coordinates
    QJsonObject environment;
    QJsonObject extra;       // unknown top-level keys
    QStringList warnings;

    // The image pixel of a point of the file (FORMAT.md pixel mapping).
    QPointF pixelOf(QPointF filePoint) const { return (filePoint - origin) * pixelsPerGrid; }
    QString imageMimeType() const;
};

struct UvttResult {
    UvttMap map;
    QString error; // one line naming the field and the problem
    bool cancelled = false;
    bool ok() const { return error.isEmpty() && !cancelled; }
};

// Called with 0..100 while reading; returning false cancels the import.
using UvttProgress = std::function<bool(int percent)>;

UvttResult readUvtt(const QByteArray &json, const UvttImportOptions &options = {}, const UvttProgress &progress = {});
// Refuses missing, unreadable and oversized (kMaxFileBytes) files with a message.
UvttResult readUvttFile(const QString &path, const UvttImportOptions &options = {},
                        const UvttProgress &progress = {});

// Replaces the map of `e` with the import: grid size, background (`imageReference`: a path
// relative to the encounter file or a data: URI), walls and doors; terrain is cleared, the
// lights and environment are kept under the top-level "uvtt" object. Creatures stay.
void applyUvttMap(Encounter &e, const UvttMap &map, const QString &imageReference);
// The image as a data: URI (for an encounter that carries its image inside).
QString uvttImageDataUri(const UvttMap &map);
// "cave.battlemap.json" -> "cave.png" (the image's own suffix), in the same folder.
QString uvttImagePathFor(const QString &encounterPath, const UvttMap &map);

// battlemap-cli import-uvtt: reads `in`, writes the image next to `out` (uvttImagePathFor,
// QSaveFile) and a new encounter at `out` referring to it by relative path. Nothing is
// written when the input is refused. `imagePath` receives the image written (if any).
bool importUvttFile(const QString &in, const QString &out, Ruleset ruleset, const UvttImportOptions &options,
                    QString *error, QString *imagePath = nullptr, UvttMap *imported = nullptr);

} // namespace bm
