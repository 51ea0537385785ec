#include "tokenart.h"

#include "render/maprenderer.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QImageReader>
#include <QImageWriter>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <algorithm>
#include <limits>

namespace bm::tokenart {

namespace {

QString dataUri(const char *mime, const QByteArray &bytes)
{
    return QStringLiteral("data:%1;base64,").arg(QLatin1String(mime)) + QString::fromLatin1(bytes.toBase64());
}

// An SVG drawn into an image of at most kMaxSide pixels a side, keeping its proportions.
QImage rasterize(QSvgRenderer &svg)
{
    QSize size = svg.defaultSize();
    if (size.isEmpty())
        size = QSize(kMaxSide, kMaxSide);
    size.scale(kMaxSide, kMaxSide, Qt::KeepAspectRatio);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    svg.render(&p, QRectF(QPointF(0, 0), size));
    return image;
}

QString pngOrJpeg(const QImage &image, QByteArray *bytes)
{
    QBuffer buffer(bytes);
    buffer.open(QIODevice::WriteOnly);
    // Opaque pictures (photos, paintings) as JPEG: a tenth of the PNG's size in the file.
    const bool alpha = image.hasAlphaChannel();
    QImageWriter writer(&buffer, alpha ? "png" : "jpeg");
    if (!alpha)
        writer.setQuality(90);
    writer.write(image);
    return QLatin1String(alpha ? "image/png" : "image/jpeg");
}

} // namespace

bool isPicture(const QString &token)
{
    return token.startsWith(QLatin1String("data:image/"));
}

QString fileFilter()
{
    return QCoreApplication::translate("TokenArt", "Pictures (*.png *.jpg *.jpeg *.webp *.svg)") + QStringLiteral(";;") + QCoreApplication::translate("TokenArt", "All files (*)");
}

Picture fromFile(const QString &path)
{
    Picture out;
    const QString file = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (!info.isFile()) {
        out.error = QCoreApplication::translate("TokenArt", "%1: no such file").arg(file);
        return out;
    }
    QImageReader reader(path);
    reader.setAutoTransform(true);
    const QByteArray format = reader.format(); // from the contents, not the name
    static const QList<QByteArray> accepted{"png", "jpeg", "jpg", "webp", "svg", "svgz"};
    if (!reader.canRead() || !accepted.contains(format)) {
        const QString problem = render::imageProblem(path);
        out.error = !problem.isEmpty() ? problem
                                       : QCoreApplication::translate("TokenArt", "%1 is a %2 image: a token picture can be a PNG, JPEG, WebP or SVG file")
                                             .arg(file, QString::fromLatin1(format.toUpper()));
        return out;
    }
    if (format == "svg" || format == "svgz") {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly) || f.size() > 64ll * 1024 * 1024) {
            out.error = QCoreApplication::translate("TokenArt", "%1 can't be read as a picture").arg(file);
            return out;
        }
        const QByteArray bytes = f.readAll();
        QSvgRenderer svg(bytes);
        if (!svg.isValid()) {
            out.error = QCoreApplication::translate("TokenArt", "%1 is not a valid SVG picture").arg(file);
            return out;
        }
        out.original = svg.defaultSize();
        if (format == "svg" && bytes.size() <= kMaxSvgBytes) {
            out.dataUri = dataUri("image/svg+xml", bytes);
            out.stored = out.original;
            return out;
        }
        const QImage image = rasterize(svg);
        QByteArray png;
        const QString mime = pngOrJpeg(image, &png);
        out.dataUri = dataUri(mime.toLatin1().constData(), png);
        out.stored = image.size();
        return out;
    }
    out.original = reader.size();
    if (!out.original.isValid() || out.original.isEmpty()) {
        out.error = QCoreApplication::translate("TokenArt", "%1 can't be read as a picture (%2)").arg(file, reader.errorString());
        return out;
    }
    // Qt refuses to decode more than its allocation limit (128 MiB in Qt 6.4: 32 megapixels);
    // JPEG decodes small, the others would have to be read whole before scaling down.
    const qint64 limit = QImageReader::allocationLimit() > 0 ? qint64(QImageReader::allocationLimit()) * 1024 * 1024 / 4
                                                            : std::numeric_limits<qint64>::max();
    if (qint64(out.original.width()) * out.original.height() > limit && format != "jpeg" && format != "jpg") {
        out.error = QCoreApplication::translate("TokenArt", "%1 is %2x%3 pixels, more than Battlemap can read (%4 megapixels); "
                                                            "shrink it in an image editor")
                        .arg(file)
                        .arg(out.original.width())
                        .arg(out.original.height())
                        .arg(limit / (1024 * 1024));
        return out;
    }
    const bool scale = out.original.width() > kMaxSide || out.original.height() > kMaxSide;
    if (scale) // decoded small where the format can (JPEG), else scaled as it is read
        reader.setScaledSize(out.original.scaled(kMaxSide, kMaxSide, Qt::KeepAspectRatio));
    const QImage image = reader.read();
    if (image.isNull()) {
        out.error = QCoreApplication::translate("TokenArt", "%1 can't be read as a picture (%2)").arg(file, reader.errorString());
        return out;
    }
    out.stored = image.size();
    if (!scale && (format == "png" || format == "jpeg" || format == "jpg")) {
        // Small enough: the file's own bytes, not decoded and compressed again.
        QFile f(path);
        if (f.open(QIODevice::ReadOnly)) {
            out.dataUri = dataUri(format == "png" ? "image/png" : "image/jpeg", f.readAll());
            return out;
        }
    }
    // WebP (not every installation reads it) and scaled pictures: PNG or JPEG.
    QByteArray bytes;
    const QString mime = pngOrJpeg(image, &bytes);
    out.dataUri = dataUri(mime.toLatin1().constData(), bytes);
    return out;
}

QImage imageOf(const QString &token)
{
    if (!isPicture(token))
        return {};
    static QHash<QString, QImage> cache;
    const auto it = cache.constFind(token);
    if (it != cache.constEnd())
        return it.value();
    const qsizetype comma = token.indexOf(QLatin1Char(','));
    const QString header = token.left(comma);
    QImage image;
    if (comma > 0 && header.endsWith(QLatin1String(";base64"))) {
        const QByteArray bytes = QByteArray::fromBase64(QStringView(token).mid(comma + 1).toLatin1());
        if (header.contains(QLatin1String("svg"))) {
            QSvgRenderer svg(bytes);
            if (svg.isValid())
                image = rasterize(svg);
        } else {
            QBuffer buffer;
            buffer.setData(bytes);
            QImageReader reader(&buffer);
            const QSize size = reader.size();
            // A picture written by another program may be huge: never decoded bigger than we store.
            if (size.isValid() && (size.width() > kMaxSide || size.height() > kMaxSide))
                reader.setScaledSize(size.scaled(kMaxSide, kMaxSide, Qt::KeepAspectRatio));
            image = reader.read();
        }
    }
    if (cache.size() > 64) // a few dozen creatures with pictures of their own
        cache.clear();
    cache.insert(token, image);
    return image;
}

bool draw(QPainter *p, const QString &token, const QRectF &disc)
{
    const QImage image = imageOf(token);
    if (image.isNull())
        return false;
    // The circle crop: the middle square of the picture fills the disc.
    const double side = std::min(image.width(), image.height());
    const QRectF source((image.width() - side) / 2, (image.height() - side) / 2, side, side);
    p->save();
    QPainterPath circle;
    circle.addEllipse(disc);
    p->setClipPath(circle, Qt::IntersectClip);
    p->setRenderHint(QPainter::SmoothPixmapTransform, true);
    p->drawImage(disc, image, source);
    p->restore();
    return true;
}

} // namespace bm::tokenart
