#include "render/maprenderer.h"

#include "rules/sight.h"
#include "rules/terraingrid.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QImageWriter>
#include <QPaintEngine>
#include <QSaveFile>
#include <QJsonArray>
#include <QPainter>
#include <QFontMetricsF>
#include <QPainterPath>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace bm::render {

GridPoint squareAt(QPointF scenePos)
{
    return {int(std::floor(scenePos.x() / kSquare)), int(std::floor(scenePos.y() / kSquare))};
}

QRegion repaintRegion(QPainter *p)
{
    QPaintEngine *engine = p->paintEngine();
    if (!engine)
        return {};
    // The engine's system clip is the repaint's region in the window's backing store; the
    // widget lies there at the device transform's offset less the world transform's.
    const QTransform world = p->worldTransform();
    const QTransform device = p->deviceTransform();
    const QPoint offset = QPointF(device.dx() - world.dx(), device.dy() - world.dy()).toPoint();
    return engine->systemClip().translated(-offset);
}

QColor sideColor(Side side)
{
    switch (side) {
    case Side::Party:
        return QColor(0x2e, 0x7d, 0xd7);
    case Side::Ally:
        return QColor(0x2e, 0xa0, 0x5a);
    case Side::Hostile:
        return QColor(0xd0, 0x3a, 0x2f);
    case Side::Neutral:
        return QColor(0xc9, 0xa2, 0x27);
    }
    return Qt::gray;
}

QRect squaresIn(const Encounter &e, const QRectF &r)
{
    const int x0 = std::max(0, int(std::floor(r.left() / kSquare)));
    const int y0 = std::max(0, int(std::floor(r.top() / kSquare)));
    const int x1 = std::min(e.width - 1, int(std::floor(r.right() / kSquare)));
    const int y1 = std::min(e.height - 1, int(std::floor(r.bottom() / kSquare)));
    return QRect(QPoint(x0, y0), QPoint(x1, y1));
}

namespace {

// Hatching per terrain type, tinted, so two overlapping types stay readable.
// `hatch`: draw the patterns; when a square is only a few pixels on screen the tints
// alone say it (and pattern fills are what a zoomed-out frame would spend its time on).
void paintSquare(QPainter *p, const QRectF &r, std::uint8_t flags, CoverLevel cover, bool hatch)
{
    if (flags & SquareFlag::Blocked) {
        p->fillRect(r, QColor(60, 55, 50, 230));
        if (hatch)
            p->fillRect(r, QBrush(QColor(30, 28, 25), Qt::DiagCrossPattern));
    }
    if (flags & SquareFlag::Water) {
        p->fillRect(r, QColor(70, 140, 210, 110));
        if (hatch)
            p->fillRect(r, QBrush(QColor(40, 90, 170, 120), Qt::HorPattern));
    }
    if (flags & SquareFlag::Climb)
        p->fillRect(r, hatch ? QBrush(QColor(120, 90, 40, 160), Qt::VerPattern) : QBrush(QColor(120, 90, 40, 70)));
    if (flags & SquareFlag::GreaterDifficult) {
        p->fillRect(r, QColor(170, 90, 30, 90));
        if (hatch)
            p->fillRect(r, QBrush(QColor(140, 60, 10, 170), Qt::CrossPattern));
    } else if (flags & SquareFlag::Difficult) {
        p->fillRect(r, QColor(190, 150, 60, 70));
        if (hatch)
            p->fillRect(r, QBrush(QColor(150, 110, 30, 150), Qt::BDiagPattern));
    }
    if (cover != CoverLevel::None) {
        // An object that gives cover: a rounded block, darker for more cover.
        const int alpha = cover == CoverLevel::Half ? 120 : 190;
        p->setPen(QPen(QColor(50, 40, 30), 2));
        p->setBrush(QColor(110, 85, 60, alpha));
        p->drawRoundedRect(r.adjusted(8, 8, -8, -8), 6, 6);
        p->setBrush(Qt::NoBrush);
    }
}

// RULES.md 14.7: deep water covers a creature standing in it. Over the water tint every
// water square has, a deeper translucent blue and two crests of waves, so the picture
// still shows through and deep reads apart from shallow at a glance.
void paintDeepWater(QPainter *p, const QRectF &r, bool hatch)
{
    p->fillRect(r, QColor(20, 60, 150, 95));
    if (!hatch)
        return;
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(QColor(225, 238, 255, 170), r.width() / 28.0, Qt::SolidLine, Qt::RoundCap));
    p->setBrush(Qt::NoBrush);
    for (const double row : {0.36, 0.72}) {
        const double y = r.top() + r.height() * row;
        const double a = r.height() * 0.08; // the crest's height
        QPainterPath wave(QPointF(r.left() + r.width() * 0.14, y));
        wave.quadTo(QPointF(r.left() + r.width() * 0.28, y - 2 * a), QPointF(r.left() + r.width() * 0.42, y));
        wave.quadTo(QPointF(r.left() + r.width() * 0.56, y + 2 * a), QPointF(r.left() + r.width() * 0.70, y));
        wave.quadTo(QPointF(r.left() + r.width() * 0.78, y - a), QPointF(r.left() + r.width() * 0.86, y));
        p->drawPath(wave);
    }
    p->restore();
}

} // namespace

void paintTerrain(QPainter *p, const Encounter &e, const TerrainGrid &grid, const QRect &squares)
{
    const bool hatch = kSquare * p->worldTransform().m11() >= 16;
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    for (int y = squares.top(); y <= squares.bottom(); ++y) {
        for (int x = squares.left(); x <= squares.right(); ++x) {
            const std::uint8_t f = grid.flags(x, y);
            const CoverLevel c = grid.cover(x, y);
            if (f || c != CoverLevel::None)
                paintSquare(p, squareRect(x, y), f, c, hatch);
        }
    }
    // The grid's flags say water; which water is deep, the areas say.
    for (const TerrainArea &a : e.terrain) {
        if (a.type != TerrainType::DeepWater)
            continue;
        if (a.usesRect) {
            const QRect r = a.rect.intersected(squares);
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x)
                    paintDeepWater(p, squareRect(x, y), hatch);
        } else {
            for (const GridPoint &sq : a.squares)
                if (squares.contains(QPoint(sq.x, sq.y)))
                    paintDeepWater(p, squareRect(sq.x, sq.y), hatch);
        }
    }
    p->restore();
}

void paintGrid(QPainter *p, const Encounter &e, const QRect &squares)
{
    Q_UNUSED(e);
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    QPen pen(QColor(0, 0, 0, 70));
    pen.setCosmetic(true);
    p->setPen(pen);
    const double top = squares.top() * kSquare;
    const double bottom = (squares.bottom() + 1) * kSquare;
    const double left = squares.left() * kSquare;
    const double right = (squares.right() + 1) * kSquare;
    for (int x = squares.left(); x <= squares.right() + 1; ++x)
        p->drawLine(QPointF(x * kSquare, top), QPointF(x * kSquare, bottom));
    for (int y = squares.top(); y <= squares.bottom() + 1; ++y)
        p->drawLine(QPointF(left, y * kSquare), QPointF(right, y * kSquare));
    p->restore();
}

void paintObscured(QPainter *p, const Encounter &e, const SightMap &sight, const QRect &squares)
{
    // Most maps have none: then the sight index is not asked (nor built) for the ground.
    const bool any = std::any_of(e.terrain.begin(), e.terrain.end(), [](const TerrainArea &a) { return a.obscured != Obscurement::None; })
        || std::any_of(e.combat.effects.begin(), e.combat.effects.end(),
                       [](const Effect &f) { return f.area && f.area->obscured != Obscurement::None; });
    if (!any)
        return;
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    const QColor light(235, 238, 245, 110);
    const QColor heavy(205, 210, 222, 200);
    const QRect r = squares.intersected(QRect(0, 0, e.width, e.height));
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) {
            const Obscurement o = sight.obscurementAt({x, y});
            if (o == Obscurement::Light)
                p->fillRect(squareRect(x, y), light);
            else if (o == Obscurement::Heavy)
                p->fillRect(squareRect(x, y), heavy);
        }
    }
    p->restore();
}

const QColor kEffectColour(120, 60, 170);

QString effectAreaLabel(const Effect &f)
{
    if (!f.rounds)
        return f.name;
    return QCoreApplication::translate("MapRenderer", "%1 · %n round(s)", nullptr, *f.rounds).arg(f.name);
}

std::vector<QLineF> effectOutlines(const Encounter &e)
{
    std::vector<QLineF> lines;
    for (const Effect &f : e.combat.effects) {
        if (!f.area || f.area->squares.empty())
            continue;
        // Every side of a square whose neighbour is not in the area.
        QSet<qint64> in;
        const auto key = [](int x, int y) { return (qint64(x) << 32) ^ qint64(quint32(y)); };
        for (const GridPoint &q : f.area->squares)
            in.insert(key(q.x, q.y));
        for (const GridPoint &q : f.area->squares) {
            const QRectF r = squareRect(q.x, q.y);
            if (!in.contains(key(q.x, q.y - 1)))
                lines.emplace_back(r.topLeft(), r.topRight());
            if (!in.contains(key(q.x, q.y + 1)))
                lines.emplace_back(r.bottomLeft(), r.bottomRight());
            if (!in.contains(key(q.x - 1, q.y)))
                lines.emplace_back(r.topLeft(), r.bottomLeft());
            if (!in.contains(key(q.x + 1, q.y)))
                lines.emplace_back(r.topRight(), r.bottomRight());
        }
    }
    return lines;
}

void paintEffectOutlines(QPainter *p, const std::vector<QLineF> &lines)
{
    if (lines.empty())
        return;
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(kEffectColour, 3, Qt::DashLine, Qt::FlatCap));
    p->drawLines(lines.data(), int(lines.size()));
    p->restore();
}

std::vector<std::pair<QRectF, QString>> effectLabels(const Encounter &e, const QFont &font)
{
    std::vector<std::pair<QRectF, QString>> out;
    const QFontMetricsF metrics(font);
    const QRectF map = squaresRect(QRect(0, 0, e.width, e.height));
    for (const Effect &f : e.combat.effects) {
        if (!f.area || f.area->squares.empty())
            continue;
        // At the area's top-right corner, as the template's own label, kept on the map.
        int right = f.area->squares.front().x;
        int top = f.area->squares.front().y;
        for (const GridPoint &q : f.area->squares) {
            right = std::max(right, q.x);
            top = std::min(top, q.y);
        }
        const QString text = effectAreaLabel(f);
        QRectF box = metrics.boundingRect(text).adjusted(-6, -3, 6, 3);
        box.moveBottomLeft(QPointF((right + 1) * kSquare - kSquare / 2, top * kSquare + kSquare / 4));
        if (box.right() > map.right())
            box.moveRight(map.right());
        if (box.top() < map.top())
            box.moveTop(map.top());
        out.emplace_back(box, text);
    }
    return out;
}

QFont effectLabelFont()
{
    QFont font;
    font.setPixelSize(int(kSquare * 0.42));
    font.setBold(true);
    return font;
}

void paintEffectLabels(QPainter *p, const Encounter &e)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    const QFont font = effectLabelFont();
    p->setFont(font);
    for (const auto &[box, text] : effectLabels(e, font)) {
        p->setPen(QPen(kEffectColour, 2));
        p->setBrush(QColor(255, 255, 255, 225));
        p->drawRoundedRect(box, 6, 6);
        p->setPen(kEffectColour.darker(140));
        p->drawText(box, Qt::AlignCenter, text);
    }
    p->restore();
}

void paintWalls(QPainter *p, const Encounter &e, const QRectF &within)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    // A wall reaches at most 5 scene units beside its line (a door's hinge: radius 4, its
    // pen 2; a wall's round cap 3.5), and antialiasing a device pixel more: walls farther
    // from `within` than that touch none of its pixels and are not drawn.
    const double scale = std::max(1e-6, std::min(std::hypot(p->worldTransform().m11(), p->worldTransform().m12()),
                                                 std::hypot(p->worldTransform().m21(), p->worldTransform().m22())));
    const double margin = 6 + 2 / scale;
    QRectF reach;
    if (!within.isNull())
        reach = within.adjusted(-margin, -margin, margin, margin);
    for (const Wall &w : e.walls) {
        const QPointF a = toScene(w.from);
        const QPointF b = toScene(w.to);
        if (!reach.isNull() && !reach.intersects(QRectF(a, b).normalized().adjusted(-0.5, -0.5, 0.5, 0.5)))
            continue;
        if (w.door != DoorState::None) {
            // A door: a thick bar with hinges; open doors are drawn swung, dashed.
            const bool open = w.door == DoorState::Open;
            QPen pen(open ? QColor(150, 100, 40) : QColor(110, 60, 20), open ? 4 : 9, open ? Qt::DashLine : Qt::SolidLine,
                     Qt::FlatCap);
            p->setPen(pen);
            p->drawLine(a, b);
            p->setPen(QPen(Qt::black, 2));
            p->setBrush(w.door == DoorState::Locked ? QColor(200, 170, 40) : QColor(60, 40, 20));
            p->drawEllipse(a, 4, 4);
            p->drawEllipse(b, 4, 4);
            continue;
        }
        QColor colour = w.blocksMovement ? QColor(25, 25, 30) : QColor(90, 90, 140);
        QPen pen(colour, 7, w.blocksSight ? Qt::SolidLine : Qt::DotLine, Qt::RoundCap);
        p->setPen(pen);
        p->drawLine(a, b);
    }
    p->restore();
}

QRectF backgroundRect(const Encounter &e, const QSize &imageSize)
{
    const double pps = e.background.value(QLatin1String("pixelsPerSquare")).toDouble(0);
    const QJsonArray offset = e.background.value(QLatin1String("offset")).toArray();
    if (pps <= 0) // no calibration: stretch over the map
        return squaresRect(QRect(0, 0, e.width, e.height));
    const double scale = kSquare / pps;
    return QRectF(-offset.at(0).toDouble() * scale, -offset.at(1).toDouble() * scale, imageSize.width() * scale,
                  imageSize.height() * scale);
}

QImage loadBackground(const Encounter &e, const QString &encounterPath, QString *error, qint64 maxPixels)
{
    const QString image = e.background.value(QLatin1String("image")).toString();
    if (image.isEmpty())
        return {};
    // Messages name the file as a GM knows it (the window keeps paths absolute in memory).
    const QString shown = image.startsWith(QLatin1String("data:")) ? image.left(80)
                        : QFileInfo(image).isAbsolute() && !encounterPath.isEmpty()
                            ? QFileInfo(encounterPath).absoluteDir().relativeFilePath(image)
                            : image;
    QImageReader reader;
    QBuffer buffer;
    QByteArray bytes;
    if (image.startsWith(QLatin1String("data:"))) {
        const qsizetype comma = image.indexOf(QLatin1Char(','));
        bytes = QByteArray::fromBase64(image.mid(comma + 1).toLatin1());
        buffer.setData(bytes);
        reader.setDevice(&buffer);
    } else {
        const QString path = QFileInfo(image).isAbsolute() ? image : QFileInfo(encounterPath).dir().filePath(image);
        reader.setFileName(path);
    }
    const QSize size = reader.size();
    // Qt refuses to decode images over its allocation limit (128 MiB in Qt 6.4: 32
    // megapixels at 4 bytes a pixel); a downscaled image must stay under it too.
    const qint64 limitPixels = QImageReader::allocationLimit() > 0 ? qint64(QImageReader::allocationLimit()) * 1024 * 1024 / 4 : maxPixels;
    maxPixels = std::min(maxPixels, limitPixels);
    if (size.isValid() && qint64(size.width()) * size.height() > maxPixels) {
        const double f = std::sqrt(double(maxPixels) / (qint64(size.width()) * size.height()));
        reader.setScaledSize(QSize(int(size.width() * f), int(size.height() * f)));
    }
    QImage result = reader.read();
    // Calibration (pixelsPerSquare, offset) counts pixels of the file: a downscaled image
    // keeps the file's size as its device-independent size for backgroundRect().
    if (!result.isNull() && reader.scaledSize().isValid() && size.width() > 0)
        result.setDevicePixelRatio(double(result.width()) / size.width());
    if (result.isNull() && error && size.isValid() && qint64(size.width()) * size.height() > limitPixels)
        *error = QCoreApplication::translate("MapRenderer", "background image %1 is %2x%3 pixels, more than Battlemap can read "
                                                            "(%4 megapixels); shrink it in an image editor")
                     .arg(shown)
                     .arg(size.width())
                     .arg(size.height())
                     .arg(limitPixels / (1024 * 1024));
    else if (result.isNull() && error)
        *error = QCoreApplication::translate("MapRenderer", "background image %1: %2").arg(shown, reader.errorString());
    else if (reader.scaledSize().isValid() && error)
        *error = QCoreApplication::translate("MapRenderer", "background image %1 is %2x%3 pixels; shown downscaled")
                     .arg(shown)
                     .arg(size.width())
                     .arg(size.height());
    return result;
}

bool saveImage(const QImage &image, const QString &path, const char *format, QString *error)
{
    QSaveFile file(path);
    if (image.isNull()) {
        if (error)
            *error = QCoreApplication::translate("MapRenderer", "%1: there is no image to write").arg(QDir::toNativeSeparators(path));
        return false;
    }
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("MapRenderer", "%1: can't write: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    QImageWriter writer(&file, format);
    if (!writer.write(image)) {
        file.cancelWriting();
        if (error)
            *error = QCoreApplication::translate("MapRenderer", "%1: can't write the image: %2").arg(QDir::toNativeSeparators(path), writer.errorString());
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = QCoreApplication::translate("MapRenderer", "%1: saving failed, the old file is unchanged: %2")
                         .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

void paintMap(QPainter *p, const Encounter &e, const TerrainGrid &grid, const QImage &background)
{
    const QRect all(0, 0, e.width, e.height);
    p->fillRect(squaresRect(all), QColor(236, 228, 210));
    if (!background.isNull()) {
        p->save();
        p->setClipRect(squaresRect(all));
        p->drawImage(backgroundRect(e, background.deviceIndependentSize().toSize()), background);
        p->restore();
    }
    paintTerrain(p, e, grid, all);
    paintObscured(p, e, SightMap(e), all);
    paintGrid(p, e, all);
    paintWalls(p, e);
    paintEffectOutlines(p, effectOutlines(e));
    paintEffectLabels(p, e);
}

QString imageProblem(const QString &path)
{
    QImageReader reader(path);
    if (reader.canRead())
        return {};
    const QString file = QDir::toNativeSeparators(path);
    if (!QFileInfo::exists(path))
        return QCoreApplication::translate("MapRenderer", "%1: no such file").arg(file);
    // What the file is by its name, when its contents named no format Qt can read.
    const QByteArray suffix = QFileInfo(path).suffix().toLower().toLatin1();
    const QByteArray format = suffix == "jpeg" ? QByteArray("jpg") : suffix;
    static const QList<QByteArray> known{"png", "jpg", "webp", "gif", "bmp", "svg", "tif", "tiff", "tga", "ico"};
    if (known.contains(format) && !QImageReader::supportedImageFormats().contains(format == "jpg" ? QByteArray("jpeg") : format))
        return QCoreApplication::translate("MapRenderer", "%1 is a %2 image, and this installation can't decode %2 "
                                                          "(Qt's image format plugins are missing: install qt6-image-formats-plugins)")
            .arg(file, QString::fromLatin1(format.toUpper()));
    return QCoreApplication::translate("MapRenderer", "%1 can't be read as an image (%2)").arg(file, reader.errorString());
}

} // namespace bm::render
