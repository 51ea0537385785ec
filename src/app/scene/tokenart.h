#pragma once

// A creature's own token picture: a PNG, JPEG, WebP or SVG file turned
// into a `data:` URI for the creature's `token` field (ENCOUNTER_FORMAT.md), so the
// encounter file stays self-contained, and drawn as a circle crop inside the side's ring.
// Bundled art (a name such as "dragon.svg") stays the default; see TokenItem::artFor.

#include <QImage>
#include <QString>

class QPainter;
class QRectF;

namespace bm::tokenart {

// DECISIONS.md: pictures are stored at most this many pixels a side (a token is drawn at
// 64 px a square; a Gargantuan one at 256 px; twice that stays sharp on HiDPI screens).
constexpr int kMaxSide = 512;
// SVG files up to this size are stored as they are (sharp at any zoom); bigger ones are
// drawn into a kMaxSide PNG first.
constexpr qint64 kMaxSvgBytes = 256 * 1024;

struct Picture {
    QString dataUri; // empty when the file was refused
    QString error;   // why it was refused, naming the file
    QSize original;  // the file's size in pixels
    QSize stored;    // the size of what is stored (smaller when scaled down)
};

// Reads a picture file for a token: PNG, JPEG, WebP or SVG, scaled down to kMaxSide.
Picture fromFile(const QString &path);
// A `token` value that is a picture of its own (a data: URI of an image).
bool isPicture(const QString &token);
// The decoded picture of a token value (cached; null when it isn't one or can't be decoded).
QImage imageOf(const QString &token);
// Draws the picture of `token` as a circle crop filling `disc`; false when `token` is no
// picture (the caller draws the bundled art).
bool draw(QPainter *painter, const QString &token, const QRectF &disc);
// The file name filter of the picture dialog.
QString fileFilter();

} // namespace bm::tokenart
