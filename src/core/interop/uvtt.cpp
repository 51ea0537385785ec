#include "interop/uvtt.h"

#include "model/encounterio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

namespace bm {

namespace {

// Thrown inside the reader only; readUvtt turns it into UvttResult::error.
struct Refusal {
    QString text;
};
struct Cancelled {
};

[[noreturn]] void refuse(const QString &field, const QString &problem)
{
    throw Refusal{field.isEmpty() ? problem : field + QStringLiteral(": ") + problem};
}

class UvttReader
{
public:
    UvttReader(const UvttImportOptions &options, const UvttProgress &progress)
        : m_options(options)
        , m_progress(progress)
    {
    }

    UvttMap read(const QByteArray &json);

private:
    const UvttImportOptions &m_options;
    const UvttProgress &m_progress;
    UvttMap m_map;
    qint64 m_points = 0;

    void report(int percent)
    {
        if (m_progress && !m_progress(percent))
            throw Cancelled{};
    }
    static QJsonValue required(const QJsonObject &o, const char *key, const QString &field)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            refuse(field, QCoreApplication::translate("UvttReader", "is missing"));
        return v;
    }
    static double number(const QJsonValue &v, const QString &field)
    {
        if (!v.isDouble())
            refuse(field, QCoreApplication::translate("UvttReader", "must be a number"));
        const double d = v.toDouble();
        if (!std::isfinite(d))
            refuse(field, QCoreApplication::translate("UvttReader", "must be a finite number"));
        return d;
    }
    static QJsonObject object(const QJsonValue &v, const QString &field)
    {
        if (!v.isObject())
            refuse(field, QCoreApplication::translate("UvttReader", "must be an object"));
        return v.toObject();
    }
    static QJsonArray array(const QJsonValue &v, const QString &field)
    {
        if (!v.isArray())
            refuse(field, QCoreApplication::translate("UvttReader", "must be a list"));
        return v.toArray();
    }
    QPointF point(const QJsonValue &v, const QString &field)
    {
        const QJsonObject o = object(v, field);
        const double x = number(required(o, "x", field + QStringLiteral(".x")), field + QStringLiteral(".x"));
        const double y = number(required(o, "y", field + QStringLiteral(".y")), field + QStringLiteral(".y"));
        if (++m_points > kUvttMaxPoints)
            refuse(field, QCoreApplication::translate("UvttReader", "the file has more than %1 points").arg(kUvttMaxPoints));
        // Far beyond any map (maps are at most a few thousand squares): a point like 1e308
        // would turn infinite in grid coordinates (found by fuzz_uvtt).
        constexpr double kFar = 1e6;
        if (std::abs(x) > kFar || std::abs(y) > kFar)
            refuse(field, QCoreApplication::translate("UvttReader", "lies more than %1 squares from the map").arg(kFar, 0, 'g', 7));
        return QPointF(x, y);
    }

    // A point of the file in encounter grid coordinates; rounded to 1e-6 squares (the
    // precision Dungeondraft writes) so the saved encounter carries no float noise.
    QPointF local(QPointF p) const
    {
        const auto r = [](double v) { return std::round(v * 1e6) / 1e6; };
        const QPointF q = p - m_map.origin;
        return QPointF(r(q.x()), r(q.y()));
    }

    void readResolution(const QJsonObject &root);
    void readPolylines(const QJsonObject &root, const char *key, bool objects);
    void readPortals(const QJsonObject &root);
    void alignPortals();
    void readLights(const QJsonObject &root);
    void readImage(const QJsonObject &root);
};

UvttMap UvttReader::read(const QByteArray &json)
{
    report(0);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull())
        refuse(QString(), QCoreApplication::translate("UvttReader", "not a JSON file (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset));
    if (!doc.isObject())
        refuse(QString(), QCoreApplication::translate("UvttReader", "the file must hold one JSON object"));
    report(20);
    const QJsonObject root = doc.object();

    const double format = number(required(root, "format", QStringLiteral("format")), QStringLiteral("format"));
    if (format <= 0)
        refuse(QStringLiteral("format"), QCoreApplication::translate("UvttReader", "must be greater than 0, not %1").arg(format));
    m_map.format = format;
    if (format != 0.2 && format != 0.3 && format != 0.1)
        m_map.warnings << QCoreApplication::translate("UvttReader", "format %1 is not 0.2 or 0.3; read as 0.3").arg(format);

    readResolution(root);
    readPolylines(root, "line_of_sight", false);
    readPolylines(root, "objects_line_of_sight", true);
    readPortals(root);
    alignPortals();
    readLights(root);
    if (root.contains(QLatin1String("environment")))
        m_map.environment = object(root.value(QLatin1String("environment")), QStringLiteral("environment"));
    report(25);
    readImage(root);

    QJsonObject extra = root;
    for (const char *k : {"format", "resolution", "line_of_sight", "objects_line_of_sight", "portals", "lights",
                          "environment", "image"})
        extra.remove(QLatin1String(k));
    m_map.extra = extra;
    report(100);
    return std::move(m_map);
}

void UvttReader::readResolution(const QJsonObject &root)
{
    const QJsonObject res = object(required(root, "resolution", QStringLiteral("resolution")), QStringLiteral("resolution"));
    m_map.origin = point(required(res, "map_origin", QStringLiteral("resolution.map_origin")),
                         QStringLiteral("resolution.map_origin"));
    const QJsonObject size = object(required(res, "map_size", QStringLiteral("resolution.map_size")),
                                    QStringLiteral("resolution.map_size"));
    double side[2] = {0, 0};
    int squares[2] = {0, 0};
    for (int i = 0; i < 2; ++i) {
        const char *key = i == 0 ? "x" : "y";
        const QString field = QStringLiteral("resolution.map_size.") + QLatin1String(key);
        side[i] = number(required(size, key, field), field);
        if (side[i] <= 0)
            refuse(field, QCoreApplication::translate("UvttReader", "must be greater than 0, not %1").arg(side[i]));
        if (side[i] > kMaxGridSide)
            refuse(field, QCoreApplication::translate("UvttReader", "%1 squares is more than the %2 a map side may have").arg(side[i]).arg(kMaxGridSide));
        squares[i] = int(std::ceil(side[i] - 1e-9));
    }
    m_map.size = QSizeF(side[0], side[1]);
    m_map.width = squares[0];
    m_map.height = squares[1];

    const QString ppgField = QStringLiteral("resolution.pixels_per_grid");
    const double ppg = number(required(res, "pixels_per_grid", ppgField), ppgField);
    if (ppg != std::floor(ppg) || ppg < 1)
        refuse(ppgField, QCoreApplication::translate("UvttReader", "must be a whole number of at least 1, not %1").arg(ppg));
    if (ppg > kUvttMaxPixelsPerGrid)
        refuse(ppgField, QCoreApplication::translate("UvttReader", "%1 pixels per square is more than the %2 Battlemap accepts").arg(ppg).arg(kUvttMaxPixelsPerGrid));
    m_map.pixelsPerGrid = int(ppg);
    const double pixels = std::ceil(side[0] * ppg) * std::ceil(side[1] * ppg);
    if (pixels > double(kUvttMaxImagePixels))
        refuse(QStringLiteral("resolution"),
               QCoreApplication::translate("UvttReader", "a %1 x %2 square map at %3 pixels per square is an image of more than %4 megapixels")
                   .arg(side[0])
                   .arg(side[1])
                   .arg(ppg)
                   .arg(kUvttMaxImagePixels / 1000000));
}

void UvttReader::readPolylines(const QJsonObject &root, const char *key, bool objects)
{
    if (!root.contains(QLatin1String(key)))
        return; // format 0.2 has no objects_line_of_sight; a map may have no walls
    const QString base = QLatin1String(key);
    const QJsonArray lines = array(root.value(QLatin1String(key)), base);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString lineField = base + QStringLiteral("[%1]").arg(i);
        const QJsonArray pts = array(lines[i], lineField);
        QPointF previous;
        for (qsizetype j = 0; j < pts.size(); ++j) {
            const QPointF p = local(point(pts[j], lineField + QStringLiteral("[%1]").arg(j)));
            if (j > 0 && p != previous) {
                Wall w;
                w.from = previous;
                w.to = p;
                // FORMAT.md: object outlines (furniture, pillars) block sight; movement only
                // when the import option says so.
                w.blocksMovement = !objects || m_options.objectsBlockMovement;
                m_map.walls.push_back(w);
                (objects ? m_map.objectWalls : m_map.sightWalls) += 1;
            }
            previous = p;
        }
    }
}

void UvttReader::readPortals(const QJsonObject &root)
{
    if (!root.contains(QLatin1String("portals")))
        return;
    const QJsonArray portals = array(root.value(QLatin1String("portals")), QStringLiteral("portals"));
    for (qsizetype i = 0; i < portals.size(); ++i) {
        const QString field = QStringLiteral("portals[%1]").arg(i);
        const QJsonObject o = object(portals[i], field);
        const QJsonArray bounds = array(required(o, "bounds", field + QStringLiteral(".bounds")), field + QStringLiteral(".bounds"));
        if (bounds.size() < 2)
            refuse(field + QStringLiteral(".bounds"), QCoreApplication::translate("UvttReader", "needs two points, has %1").arg(bounds.size()));
        Wall w;
        w.from = local(point(bounds[0], field + QStringLiteral(".bounds[0]")));
        w.to = local(point(bounds[1], field + QStringLiteral(".bounds[1]")));
        bool closed = true;
        if (o.contains(QLatin1String("closed"))) {
            if (!o.value(QLatin1String("closed")).isBool())
                refuse(field + QStringLiteral(".closed"), QCoreApplication::translate("UvttReader", "must be true or false"));
            closed = o.value(QLatin1String("closed")).toBool();
        }
        w.door = closed ? DoorState::Closed : DoorState::Open;
        m_map.walls.push_back(w);
        ++m_map.doors;
    }
}

// Doors off the grid (docs/DECISIONS.md): Dungeondraft draws a door where
// the picture has it, often half a square off the grid ((12,14.5)-(12,15.5)), with the walls
// covering the rest of both square edges, so no step crossed it even open. A door on a grid
// line, along it, is moved to whole squares: its length rounded to whole squares (at least
// one), its middle kept as near as the grid allows (a tie goes to the higher coordinate), and
// the walls on the same line that end where the door ended end at its new ends. Doors at an
// angle or between grid lines stay as drawn; so does a door that is on the grid already.
void UvttReader::alignPortals()
{
    constexpr double eps = 1e-6;
    const auto whole = [&](double v) { return std::abs(v - std::round(v)) < eps; };
    std::vector<Wall> &walls = m_map.walls;
    for (std::size_t i = 0; i < walls.size(); ++i) {
        Wall &door = walls[i];
        if (door.door == DoorState::None)
            continue;
        const bool vertical = std::abs(door.from.x() - door.to.x()) < eps;
        const bool horizontal = std::abs(door.from.y() - door.to.y()) < eps;
        if (vertical == horizontal) // at an angle, or a point
            continue;
        const double line = vertical ? door.from.x() : door.from.y();
        const auto along = [&](QPointF p) { return vertical ? p.y() : p.x(); };
        const auto at = [&](double a) { return vertical ? QPointF(line, a) : QPointF(a, line); };
        const double a = std::min(along(door.from), along(door.to));
        const double b = std::max(along(door.from), along(door.to));
        if (!whole(line) || (whole(a) && whole(b)))
            continue;
        const double length = std::max(1.0, std::round(b - a));
        const double start = std::floor((a + b) / 2 - length / 2 + 0.5);
        const double end = start + length;
        for (std::size_t j = 0; j < walls.size(); ++j) {
            Wall &w = walls[j];
            if (j == i || w.door != DoorState::None)
                continue;
            const bool onLine = vertical ? std::abs(w.from.x() - line) < eps && std::abs(w.to.x() - line) < eps
                                         : std::abs(w.from.y() - line) < eps && std::abs(w.to.y() - line) < eps;
            if (!onLine)
                continue;
            for (QPointF *p : {&w.from, &w.to}) {
                if (std::abs(along(*p) - a) < eps)
                    *p = at(start);
                else if (std::abs(along(*p) - b) < eps)
                    *p = at(end);
            }
        }
        door.from = at(start);
        door.to = at(end);
        ++m_map.alignedDoors;
    }
    // A wall the move shortened to nothing is gone.
    const auto gone = std::remove_if(walls.begin(), walls.end(), [](const Wall &w) { return w.door == DoorState::None && w.from == w.to; });
    m_map.wallsAlignedAway = int(walls.end() - gone);
    walls.erase(gone, walls.end());
}

void UvttReader::readLights(const QJsonObject &root)
{
    if (!root.contains(QLatin1String("lights")))
        return;
    const QJsonArray lights = array(root.value(QLatin1String("lights")), QStringLiteral("lights"));
    for (qsizetype i = 0; i < lights.size(); ++i) {
        const QString field = QStringLiteral("lights[%1]").arg(i);
        QJsonObject light = object(lights[i], field);
        const QPointF p = local(point(required(light, "position", field + QStringLiteral(".position")),
                                      field + QStringLiteral(".position")));
        // Kept for later in the encounter's own convention: [x, y] in grid squares.
        light[QLatin1String("position")] = QJsonArray{p.x(), p.y()};
        m_map.lights.append(light);
    }
}

// Width and height from an image header; an invalid size when the header is cut short.
QSize pngSize(const QByteArray &b)
{
    if (b.size() < 24 || b.mid(12, 4) != "IHDR")
        return {};
    const auto be32 = [&](int at) {
        return (quint32(quint8(b[at])) << 24) | (quint32(quint8(b[at + 1])) << 16) | (quint32(quint8(b[at + 2])) << 8) |
               quint32(quint8(b[at + 3]));
    };
    const quint32 w = be32(16), h = be32(20);
    if (w == 0 || h == 0 || w > 0x7fffffff || h > 0x7fffffff)
        return {};
    return QSize(int(w), int(h));
}

QSize jpegSize(const QByteArray &b)
{
    qsizetype i = 2;
    while (i + 9 < b.size()) {
        if (quint8(b[i]) != 0xff)
            return {};
        const quint8 marker = quint8(b[i + 1]);
        if (marker == 0xff) { // fill byte
            ++i;
            continue;
        }
        const int length = (quint8(b[i + 2]) << 8) | quint8(b[i + 3]);
        const bool sof = marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 && marker != 0xcc;
        if (sof) {
            const int h = (quint8(b[i + 5]) << 8) | quint8(b[i + 6]);
            const int w = (quint8(b[i + 7]) << 8) | quint8(b[i + 8]);
            return w > 0 && h > 0 ? QSize(w, h) : QSize();
        }
        if (length < 2)
            return {};
        i += 2 + length;
    }
    return {};
}

QSize webpSize(const QByteArray &b)
{
    if (b.size() < 30)
        return {};
    const auto le = [&](int at, int bytes) {
        quint32 v = 0;
        for (int k = bytes - 1; k >= 0; --k)
            v = (v << 8) | quint8(b[at + k]);
        return v;
    };
    const QByteArray chunk = b.mid(12, 4);
    if (chunk == "VP8X")
        return QSize(int(le(24, 3)) + 1, int(le(27, 3)) + 1);
    if (chunk == "VP8L") {
        const quint32 bits = le(21, 4);
        return QSize(int(bits & 0x3fff) + 1, int((bits >> 14) & 0x3fff) + 1);
    }
    if (chunk == "VP8 ")
        return QSize(int(le(26, 2) & 0x3fff), int(le(28, 2) & 0x3fff));
    return {};
}

void UvttReader::readImage(const QJsonObject &root)
{
    const QJsonValue v = required(root, "image", QStringLiteral("image"));
    if (!v.isString())
        refuse(QStringLiteral("image"), QCoreApplication::translate("UvttReader", "must be a string of base64"));
    QByteArray text = v.toString().toLatin1();
    if (text.startsWith("data:")) // not in the format, but harmless to accept
        text.remove(0, text.indexOf(',') + 1);
    if (text.isEmpty())
        refuse(QStringLiteral("image"), QCoreApplication::translate("UvttReader", "is empty"));

    // Decoded in slices of whole base64 quads, so a big map reports progress and can be
    // cancelled, and a bad character is found with its position.
    constexpr qsizetype kSlice = 256 * 1024;
    QByteArray bytes;
    bytes.reserve(text.size() / 4 * 3 + 3);
    for (qsizetype at = 0; at < text.size(); at += kSlice) {
        const QByteArray slice = QByteArray::fromRawData(text.constData() + at, std::min(kSlice, text.size() - at));
        const auto decoded = QByteArray::fromBase64Encoding(slice, QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) {
            qsizetype bad = at;
            for (qsizetype k = 0; k < slice.size(); ++k) {
                const char c = slice[k];
                const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' ||
                                c == '/' || (c == '=' && at + k >= text.size() - 2);
                if (!ok) {
                    bad = at + k;
                    break;
                }
            }
            refuse(QStringLiteral("image"), QCoreApplication::translate("UvttReader", "is not valid base64 (near character %1)").arg(bad));
        }
        bytes += *decoded;
        report(25 + int(70 * double(at + slice.size()) / double(text.size())));
    }

    QSize size;
    if (bytes.startsWith("\x89PNG\r\n\x1a\n")) {
        m_map.imageFormat = QStringLiteral("png");
        size = pngSize(bytes);
    } else if (bytes.startsWith("\xff\xd8\xff")) {
        m_map.imageFormat = QStringLiteral("jpg");
        size = jpegSize(bytes);
    } else if (bytes.startsWith("RIFF") && bytes.mid(8, 4) == "WEBP") {
        m_map.imageFormat = QStringLiteral("webp");
        size = webpSize(bytes);
    } else {
        refuse(QStringLiteral("image"), QCoreApplication::translate("UvttReader", "is not a PNG, JPEG or WEBP image (it starts with %1)")
                                            .arg(QString::fromLatin1(bytes.left(8).toHex(' '))));
    }
    if (!size.isValid())
        refuse(QStringLiteral("image"), QCoreApplication::translate("UvttReader", "the %1 header is damaged or cut short").arg(m_map.imageFormat.toUpper()));
    if (qint64(size.width()) * size.height() > kUvttMaxImagePixels)
        refuse(QStringLiteral("image"), QCoreApplication::translate("UvttReader", "%1 x %2 pixels is more than the %3 megapixels Battlemap accepts")
                                            .arg(size.width())
                                            .arg(size.height())
                                            .arg(kUvttMaxImagePixels / 1000000));
    const QSize expected(int(std::lround(m_map.size.width() * m_map.pixelsPerGrid)),
                         int(std::lround(m_map.size.height() * m_map.pixelsPerGrid)));
    if (size != expected)
        m_map.warnings << QCoreApplication::translate("UvttReader", "the image is %1 x %2 pixels, not the %3 x %4 that map_size and pixels_per_grid give; "
                              "it is aligned at its top-left corner")
                              .arg(size.width())
                              .arg(size.height())
                              .arg(expected.width())
                              .arg(expected.height());
    m_map.image = std::move(bytes);
    m_map.imageSize = size;
}

} // namespace

QString UvttMap::imageMimeType() const
{
    if (imageFormat == QLatin1String("jpg"))
        return QStringLiteral("image/jpeg");
    return QStringLiteral("image/") + imageFormat;
}

UvttResult readUvtt(const QByteArray &json, const UvttImportOptions &options, const UvttProgress &progress)
{
    UvttResult result;
    try {
        UvttReader reader(options, progress);
        result.map = reader.read(json);
    } catch (const Refusal &r) {
        result.error = r.text;
    } catch (const Cancelled &) {
        result.cancelled = true;
    }
    return result;
}

UvttResult readUvttFile(const QString &path, const UvttImportOptions &options, const UvttProgress &progress)
{
    UvttResult result;
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (!file.exists()) {
        result.error = QCoreApplication::translate("UvttReader", "%1: no such file").arg(name);
        return result;
    }
    if (file.size() > kMaxFileBytes) {
        result.error = QCoreApplication::translate("UvttReader", "%1: %2 MB is more than the %3 MB Battlemap reads")
                           .arg(name)
                           .arg(file.size() / (1024 * 1024))
                           .arg(kMaxFileBytes / (1024 * 1024));
        return result;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = QCoreApplication::translate("UvttReader", "%1: %2").arg(name, file.errorString());
        return result;
    }
    const QByteArray bytes = file.readAll();
    result = readUvtt(bytes, options, progress);
    if (!result.error.isEmpty())
        result.error = name + QStringLiteral(": ") + result.error;
    return result;
}

void applyUvttMap(Encounter &e, const UvttMap &map, const QString &imageReference)
{
    e.width = map.width;
    e.height = map.height;
    e.terrain.clear();
    e.walls = QList<Wall>(map.walls.begin(), map.walls.end());
    if (!imageReference.isEmpty()) {
        e.background = QJsonObject{{QStringLiteral("image"), imageReference},
                                   {QStringLiteral("pixelsPerSquare"), map.pixelsPerGrid},
                                   {QStringLiteral("offset"), QJsonArray{0, 0}}};
        e.hasBackground = true;
    } else {
        e.background = {};
        e.hasBackground = false;
    }
    // Lights become the encounter's lights (RULES.md 12): `range` in squares is the whole
    // radius, as the Foundry importer reads it (dim = range, bright = half of it): bright
    // for the first half, dim for the second. Malformed or non-positive ranges are skipped.
    e.lights.clear();
    for (const QJsonValue &v : map.lights) {
        const QJsonObject o = v.toObject();
        const QJsonArray at = o.value(QLatin1String("position")).toArray();
        const double range = o.value(QLatin1String("range")).toDouble(0.0);
        if (at.size() != 2 || !std::isfinite(range) || range <= 0 || range > 1e4)
            continue;
        LightSource l;
        l.at = QPointF(at[0].toDouble(), at[1].toDouble());
        if (!std::isfinite(l.at.x()) || !std::isfinite(l.at.y()))
            continue;
        l.bright = range * e.squareFeet / 2;
        l.dim = range * e.squareFeet / 2;
        e.lights.push_back(l);
    }
    // The ambient light from the environment's colour, when the lighting is not painted
    // into the image: its brightness (the brightest channel times the alpha) >= 0.75 is
    // bright, >= 0.35 dim, below that dark. Without it the encounter's own light stays.
    const QJsonObject environment = map.environment;
    const QString ambient = environment.value(QLatin1String("ambient_light")).toString();
    if (!environment.value(QLatin1String("baked_lighting")).toBool(false) && (ambient.size() == 6 || ambient.size() == 8)) {
        bool ok = false;
        const quint32 argb = ambient.toUInt(&ok, 16);
        if (ok) {
            const double alpha = ambient.size() == 8 ? double((argb >> 24) & 0xFF) / 255 : 1.0;
            const double channel = double(std::max({(argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF})) / 255;
            const double brightness = alpha * channel;
            e.options.light = brightness >= 0.75 ? LightLevel::Bright : brightness >= 0.35 ? LightLevel::Dim : LightLevel::Dark;
        }
    }
    // The file's own light objects stay too (colour, intensity, shadows: not rules yet).
    QJsonObject uvtt{{QStringLiteral("format"), map.format},
                     {QStringLiteral("mapOrigin"), QJsonArray{map.origin.x(), map.origin.y()}},
                     {QStringLiteral("lights"), map.lights}};
    if (!map.environment.isEmpty())
        uvtt[QStringLiteral("environment")] = map.environment;
    if (!map.extra.isEmpty())
        uvtt[QStringLiteral("extra")] = map.extra;
    e.extra[QStringLiteral("uvtt")] = uvtt;
}

QString uvttImageDataUri(const UvttMap &map)
{
    if (map.image.isEmpty())
        return {};
    return QStringLiteral("data:%1;base64,").arg(map.imageMimeType()) + QString::fromLatin1(map.image.toBase64());
}

QString uvttImagePathFor(const QString &encounterPath, const UvttMap &map)
{
    const QFileInfo info(encounterPath);
    QString base = info.fileName();
    for (const char *suffix : {".battlemap.json", ".json"}) {
        if (base.endsWith(QLatin1String(suffix), Qt::CaseInsensitive)) {
            base.chop(qsizetype(qstrlen(suffix)));
            break;
        }
    }
    if (base.isEmpty())
        base = QStringLiteral("map");
    return info.dir().filePath(base + QLatin1Char('.') + map.imageFormat);
}

bool importUvttFile(const QString &in, const QString &out, Ruleset ruleset, const UvttImportOptions &options,
                    QString *error, QString *imagePath, UvttMap *imported)
{
    const UvttResult r = readUvttFile(in, options);
    if (!r.ok()) {
        if (error)
            *error = r.error;
        return false;
    }
    Encounter e;
    e.name = QFileInfo(in).completeBaseName();
    e.ruleset = ruleset;
    QString image;
    if (!r.map.image.isEmpty()) {
        image = uvttImagePathFor(out, r.map);
        if (QFileInfo(image).absoluteFilePath() == QFileInfo(in).absoluteFilePath()) {
            if (error)
                *error = QCoreApplication::translate("UvttReader", "%1: the image would overwrite the input file").arg(image);
            return false;
        }
    }
    applyUvttMap(e, r.map, image.isEmpty() ? QString() : QFileInfo(image).fileName());
    // Both files are written in full to temporary files first (QSaveFile) and committed
    // only when both writes worked: a refused or failed import leaves the folder as it was.
    const auto failed = [&](const QSaveFile &f) {
        if (error)
            *error = QCoreApplication::translate("UvttReader", "%1: %2").arg(f.fileName(), f.errorString());
        return false;
    };
    QSaveFile imageFile(image);
    if (!image.isEmpty() &&
        (!imageFile.open(QIODevice::WriteOnly) || imageFile.write(r.map.image) != r.map.image.size()))
        return failed(imageFile);
    QSaveFile encounterFile(out);
    const QByteArray json = writeEncounter(e);
    if (!encounterFile.open(QIODevice::WriteOnly) || encounterFile.write(json) != json.size())
        return failed(encounterFile);
    if (!image.isEmpty() && !imageFile.commit())
        return failed(imageFile);
    if (!encounterFile.commit())
        return failed(encounterFile);
    if (imagePath)
        *imagePath = image;
    if (imported)
        *imported = r.map;
    return true;
}

} // namespace bm
