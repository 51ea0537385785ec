// Universal VTT import (src/core/interop/uvtt.h) on the fixtures in tests/data/uvtt (real
// Dungeondraft exports, MIT and BSD-3, with generated images: tests/data/uvtt/README.md):
// grid, image alignment, walls, doors, lights kept, cover and movement across imported
// walls, malformed files refused, and battlemap-cli import-uvtt.

#include "rules/cover.h"
#include "model/encounterio.h"
#include "rules/movement.h"
#include "interop/uvtt.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace bm;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(BM_TEST_DATA_DIR "/uvtt/") + name;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QJsonObject smallMap()
{
    return QJsonDocument::fromJson(readAll(fixture(QStringLiteral("format-0.2.dd2vtt")))).object();
}

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// The small map with one change made by `edit`.
template<typename F>
QByteArray edited(F edit)
{
    QJsonObject o = smallMap();
    edit(o);
    return json(o);
}

QJsonObject withResolution(QJsonObject o, const char *key, const QJsonValue &value)
{
    QJsonObject res = o[QStringLiteral("resolution")].toObject();
    res[QLatin1String(key)] = value;
    o[QStringLiteral("resolution")] = res;
    return o;
}

QByteArray pngHeader(quint32 w, quint32 h)
{
    QByteArray b("\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR", 16);
    for (quint32 v : {w, h})
        for (int s = 24; s >= 0; s -= 8)
            b.append(char((v >> s) & 0xff));
    b.append("\x08\x00\x00\x00\x00", 5);
    return b;
}

Creature medium(const QString &id, int x, int y)
{
    Creature c;
    c.id = id;
    c.name = id;
    c.side = id == QLatin1String("a") ? Side::Party : Side::Hostile;
    c.position = {x, y};
    return c;
}

} // namespace

class TestUvtt : public QObject
{
    Q_OBJECT

private slots:
    void fixtures_data();
    void fixtures();
    void realExports_data();
    void realExports();
    void imageAlignment_data();
    void imageAlignment();
    void coverAcrossImportedWall_data();
    void coverAcrossImportedWall();
    void movementRespectsImportedWalls();
    void objectOutlines_data();
    void objectOutlines();
    void lightsKeptThroughSave();
    void imageFormats_data();
    void imageFormats();
    void malformed_data();
    void malformed();
    void progressAndCancel();
    void cliImport();
    void cliRefusesAndWritesNothing_data();
    void cliRefusesAndWritesNothing();
    void cliOutputFolderMissing();
    void doorsOffTheGridArePassable_data();
    void doorsOffTheGridArePassable();
};

void TestUvtt::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("format");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("pixelsPerGrid");
    QTest::addColumn<int>("sightWalls");  // segments of line_of_sight
    QTest::addColumn<int>("objectWalls"); // segments of objects_line_of_sight
    QTest::addColumn<QList<bool>>("doorsClosed");
    QTest::addColumn<int>("lights");

    // Counts from the files (consecutive distinct points of every polyline).
    QTest::newRow("oganm 0.3: 20x20 at 64 px, 9 polylines, three closed doors")
        << "oganm-test.dd2vtt" << 0.3 << 20 << 20 << 64 << 197 << 50 << QList<bool>{true, true, true} << 1;
    QTest::newRow("imagix 0.3: cropped 10x10 at 256 px, one door closed, one open")
        << "imagix-sample.dd2vtt" << 0.3 << 10 << 10 << 256 << 7 << 59 << QList<bool>{true, false} << 2;
    QTest::newRow("hand-made 0.2: no object outlines, lights before environment")
        << "format-0.2.dd2vtt" << 0.2 << 4 << 3 << 32 << 2 << 0 << QList<bool>{false} << 1;
}

void TestUvtt::fixtures()
{
    QFETCH(QString, file);
    QFETCH(double, format);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, pixelsPerGrid);
    QFETCH(int, sightWalls);
    QFETCH(int, objectWalls);
    QFETCH(QList<bool>, doorsClosed);
    QFETCH(int, lights);

    const UvttResult r = readUvttFile(fixture(file));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.map.format, format);
    QCOMPARE(r.map.width, width);
    QCOMPARE(r.map.height, height);
    QCOMPARE(r.map.pixelsPerGrid, pixelsPerGrid);
    QCOMPARE(r.map.sightWalls, sightWalls);
    QCOMPARE(r.map.objectWalls, objectWalls);
    QCOMPARE(r.map.doors, int(doorsClosed.size()));
    // A wall piece beside a door off the grid may shrink to nothing when the door
    // moves onto whole squares (one in each real export).
    QCOMPARE(int(r.map.walls.size()), sightWalls + objectWalls + int(doorsClosed.size()) - r.map.wallsAlignedAway);
    QCOMPARE(int(r.map.lights.size()), lights);
    QVERIFY(r.map.warnings.isEmpty());

    Encounter e;
    applyUvttMap(e, r.map, QStringLiteral("map.png"));
    QCOMPARE(e.width, width);
    QCOMPARE(e.height, height);
    QList<bool> closed;
    for (const Wall &w : e.walls) {
        if (w.door != DoorState::None)
            closed << (w.door == DoorState::Closed);
    }
    QCOMPARE(closed, doorsClosed);
    QCOMPARE(e.background.value(QLatin1String("pixelsPerSquare")).toInt(), pixelsPerGrid);
    QCOMPARE(e.background.value(QLatin1String("offset")).toArray(), (QJsonArray{0, 0}));
    QCOMPARE(r.map.imageSize, QSize(width * pixelsPerGrid, height * pixelsPerGrid));
}

void TestUvtt::realExports_data()
{
    QTest::addColumn<QString>("original");
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("imageFormat");
    QTest::newRow("oganm original (PNG art)") << "oganm_dd2vtt_importer__test.dd2vtt" << "oganm-test.dd2vtt" << "png";
    QTest::newRow("imagix original (PNG art)") << "imagix_uvtt2fgu__sampleMap.dd2vtt" << "imagix-sample.dd2vtt" << "png";
}

void TestUvtt::realExports()
{
    // The unmodified exports with their art live outside the repository (the shared data
    // folder next to the worktrees); where they are, they import exactly like the fixtures.
    QFETCH(QString, original);
    QFETCH(QString, fixture);
    QFETCH(QString, imageFormat);
    const QString path = QStringLiteral(BM_TEST_DATA_DIR "/../../../shared/data/uvtt/") + original;
    if (!QFile::exists(path))
        QSKIP("the original Dungeondraft exports are not on this machine");
    const UvttResult real = readUvttFile(path);
    QVERIFY2(real.ok(), qPrintable(real.error));
    const UvttResult ours = readUvttFile(::fixture(fixture));
    QVERIFY2(ours.ok(), qPrintable(ours.error));
    QCOMPARE(real.map.imageFormat, imageFormat);
    QCOMPARE(real.map.imageSize, ours.map.imageSize);
    QVERIFY(real.map.warnings.isEmpty());
    QCOMPARE(real.map.walls.size(), ours.map.walls.size());
    for (std::size_t i = 0; i < real.map.walls.size(); ++i) {
        QCOMPARE(real.map.walls[i].from, ours.map.walls[i].from);
        QCOMPARE(real.map.walls[i].to, ours.map.walls[i].to);
        QCOMPARE(real.map.walls[i].door, ours.map.walls[i].door);
    }
    QCOMPARE(real.map.lights, ours.map.lights);
    QCOMPARE(QImage::fromData(real.map.image).size(), real.map.imageSize);
}

void TestUvtt::imageAlignment_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("wall");         // index into the imported walls
    QTest::addColumn<QPointF>("filePoint"); // its `from` as the file writes it
    QTest::addColumn<QPoint>("pixel");      // (p - map_origin) * pixels_per_grid

    QTest::newRow("oganm: origin (0,0), free-form x 7.359375")
        << "oganm-test.dd2vtt" << 0 << QPointF(7.359375, 5) << QPoint(471, 320);
    QTest::newRow("imagix: cropped export, origin (2,1)") << "imagix-sample.dd2vtt" << 0 << QPointF(7, 2) << QPoint(1280, 256);
    QTest::newRow("imagix: a corner of the outer wall")
        << "imagix-sample.dd2vtt" << 3 << QPointF(3, 10) << QPoint(256, 2304);
}

void TestUvtt::imageAlignment()
{
    QFETCH(QString, file);
    QFETCH(int, wall);
    QFETCH(QPointF, filePoint);
    QFETCH(QPoint, pixel);

    const UvttResult r = readUvttFile(fixture(file));
    QVERIFY2(r.ok(), qPrintable(r.error));
    Encounter e;
    applyUvttMap(e, r.map, QStringLiteral("map.png"));
    const Wall &w = e.walls.at(std::size_t(wall));
    // The wall in encounter squares, through the background's calibration, lands on the pixel.
    const double pps = e.background.value(QLatin1String("pixelsPerSquare")).toDouble();
    const QJsonArray offset = e.background.value(QLatin1String("offset")).toArray();
    const QPointF viaBackground(w.from.x() * pps + offset[0].toDouble(), w.from.y() * pps + offset[1].toDouble());
    QCOMPARE(viaBackground.toPoint(), pixel);
    QCOMPARE(r.map.pixelOf(filePoint).toPoint(), pixel);
    // And the image carries the wall there (the fixtures draw walls black).
    const QImage image = QImage::fromData(r.map.image);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), r.map.imageSize);
    QCOMPARE(qGray(image.pixel(std::min(pixel.x(), image.width() - 1), std::min(pixel.y(), image.height() - 1))), 0);
}

void TestUvtt::coverAcrossImportedWall_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QPoint>("attacker");
    QTest::addColumn<QPoint>("target");
    QTest::addColumn<QString>("cover");

    QTest::newRow("oganm: either side of the x=9 wall") << "oganm-test.dd2vtt" << QPoint(7, 5) << QPoint(9, 5) << "total";
    QTest::newRow("imagix: either side of the middle wall (file x=7)")
        << "imagix-sample.dd2vtt" << QPoint(3, 4) << QPoint(6, 4) << "total";
    QTest::newRow("imagix: same room, no wall between") << "imagix-sample.dd2vtt" << QPoint(6, 3) << QPoint(8, 5) << "none";
    // The open door was drawn narrower than a square (file y 8.62-9.38); imported it fills
    // the square edge (doors off the grid), so nothing stands between the two
    // squares it joins, and the wall above it still gives total cover.
    QTest::newRow("imagix: across the open door, on whole squares now: none")
        << "imagix-sample.dd2vtt" << QPoint(4, 8) << QPoint(5, 8) << "none";
    QTest::newRow("imagix: across the wall above the open door") << "imagix-sample.dd2vtt" << QPoint(4, 7) << QPoint(5, 7) << "total";
    QTest::newRow("imagix: across the closed door and the wall above it")
        << "imagix-sample.dd2vtt" << QPoint(4, 1) << QPoint(5, 1) << "total";
    QTest::newRow("oganm: across the closed door (11,6)-(12,6)") << "oganm-test.dd2vtt" << QPoint(11, 5) << QPoint(11, 6) << "total";
}

void TestUvtt::coverAcrossImportedWall()
{
    QFETCH(QString, file);
    QFETCH(QPoint, attacker);
    QFETCH(QPoint, target);
    QFETCH(QString, cover);

    const UvttResult r = readUvttFile(fixture(file));
    QVERIFY2(r.ok(), qPrintable(r.error));
    Encounter e;
    applyUvttMap(e, r.map, QString());
    e.creatures.push_back(medium(QStringLiteral("a"), attacker.x(), attacker.y()));
    e.creatures.push_back(medium(QStringLiteral("t"), target.x(), target.y()));
    const CoverMap map(e);
    QCOMPARE(coverDegreeId(map.coverBetween(e.creatures[0], e.creatures[1]).cover), cover);
}

void TestUvtt::movementRespectsImportedWalls()
{
    // oganm: the closed door (11,6)-(12,6) sits in the wall along y=6. Stepping from (11,5)
    // to (11,6) crosses it: not while it is closed, one square once it is open.
    const UvttResult r = readUvttFile(fixture(QStringLiteral("oganm-test.dd2vtt")));
    QVERIFY2(r.ok(), qPrintable(r.error));
    Encounter e;
    applyUvttMap(e, r.map, QString());
    e.creatures.push_back(medium(QStringLiteral("a"), 11, 5));
    MoveRequest req;
    req.creature = QStringLiteral("a");
    {
        MovementEngine engine(e);
        const PathResult closed = engine.cheapestPath(req, {11, 6});
        QVERIFY2(!closed.found || closed.costFeet > 5, "a closed door must not be walked through");
    }
    int opened = 0;
    for (Wall &w : e.walls) {
        if (w.door == DoorState::Closed && w.from == QPointF(11, 6)) {
            w.door = DoorState::Open;
            ++opened;
        }
    }
    QCOMPARE(opened, 1);
    MovementEngine engine(e);
    const PathResult open = engine.cheapestPath(req, {11, 6});
    QVERIFY(open.found);
    QCOMPARE(open.costFeet, 5.0);
}

void TestUvtt::objectOutlines_data()
{
    QTest::addColumn<bool>("objectsBlockMovement");
    QTest::newRow("default: outlines block sight only") << false;
    QTest::newRow("setting on: outlines block movement too") << true;
}

void TestUvtt::objectOutlines()
{
    QFETCH(bool, objectsBlockMovement);
    UvttImportOptions options;
    options.objectsBlockMovement = objectsBlockMovement;
    const UvttResult r = readUvttFile(fixture(QStringLiteral("oganm-test.dd2vtt")), options);
    QVERIFY2(r.ok(), qPrintable(r.error));
    int objects = 0;
    for (const Wall &w : r.map.walls) {
        if (!w.blocksMovement) {
            ++objects;
            QVERIFY(w.blocksSight);
        }
    }
    QCOMPARE(objects, objectsBlockMovement ? 0 : r.map.objectWalls);
}

void TestUvtt::lightsKeptThroughSave()
{
    const UvttResult r = readUvttFile(fixture(QStringLiteral("imagix-sample.dd2vtt")));
    QVERIFY2(r.ok(), qPrintable(r.error));
    Encounter e;
    applyUvttMap(e, r.map, QStringLiteral("imagix-sample.png"));
    const ReadResult back = readEncounter(writeEncounter(e));
    QVERIFY(back.ok());
    const QJsonObject uvtt = back.encounter.extra.value(QLatin1String("uvtt")).toObject();
    const QJsonArray lights = uvtt.value(QLatin1String("lights")).toArray();
    QCOMPARE(lights.size(), 2);
    // File (8.570312, 9) minus the origin (2, 1), the other fields as written.
    QCOMPARE(lights[0].toObject().value(QLatin1String("position")).toArray(), (QJsonArray{6.570312, 8}));
    QCOMPARE(lights[0].toObject().value(QLatin1String("color")).toString(), QStringLiteral("ffeccd8b"));
    QCOMPARE(uvtt.value(QLatin1String("environment")).toObject().value(QLatin1String("baked_lighting")).toBool(), false);
    QCOMPARE(back.encounter.walls.size(), e.walls.size());
    QCOMPARE(back.encounter.background.value(QLatin1String("image")).toString(), QStringLiteral("imagix-sample.png"));
    // They are the encounter's lights as well (RULES.md 12): range 5 squares is
    // the whole radius, bright for the first half (12.5 ft) and dim for the rest.
    QCOMPARE(back.encounter.lights.size(), std::size_t(2));
    QCOMPARE(back.encounter.lights[0].at, QPointF(6.570312, 8));
    QCOMPARE(back.encounter.lights[0].bright, 12.5);
    QCOMPARE(back.encounter.lights[0].dim, 12.5);
    // White ambient light, not baked into the image: bright.
    QCOMPARE(back.encounter.options.light, std::optional<LightLevel>(LightLevel::Bright));
}

void TestUvtt::imageFormats_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QSize>("size");

    QTest::newRow("PNG") << pngHeader(128, 96) << "png" << QSize(128, 96);
    // SOI, an APP0 segment, then SOF0 with height 96 and width 128.
    QTest::newRow("JPEG (as in example2 of FORMAT.md)")
        << QByteArray("\xff\xd8\xff\xe0\x00\x04\x00\x00\xff\xc0\x00\x11\x08\x00\x60\x00\x80\x03\x01\x22\x00", 21) << "jpg"
        << QSize(128, 96);
    // RIFF....WEBPVP8X, flags, canvas width-1 and height-1 in 24-bit little endian.
    QTest::newRow("WEBP (VP8X)")
        << QByteArray::fromHex("52494646" "16000000" "57454250" "56503858" "0a000000" "00000000" "7f0000" "5f0000")
        << "webp" << QSize(128, 96);
}

void TestUvtt::imageFormats()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, format);
    QFETCH(QSize, size);
    const UvttResult r = readUvtt(edited([&](QJsonObject &o) { o[QStringLiteral("image")] = QString::fromLatin1(bytes.toBase64()); }));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.map.imageFormat, format);
    QCOMPARE(r.map.imageSize, size);
    QVERIFY(r.map.warnings.isEmpty());
    QVERIFY(uvttImageDataUri(r.map).startsWith(QStringLiteral("data:image/")));
}

void TestUvtt::malformed_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("message"); // the start of the one-line refusal

    const auto set = [](const char *key, const QJsonValue &v) {
        return edited([&](QJsonObject &o) { o[QLatin1String(key)] = v; });
    };
    const auto drop = [](const char *key) { return edited([&](QJsonObject &o) { o.remove(QLatin1String(key)); }); };
    const auto res = [](const char *key, const QJsonValue &v) {
        return edited([&](QJsonObject &o) { o = withResolution(o, key, v); });
    };

    QTest::newRow("not JSON") << QByteArray("{\"format\": 0.3,") << "not a JSON file";
    QTest::newRow("a list, not an object") << QByteArray("[1, 2]") << "the file must hold one JSON object";
    QTest::newRow("format missing") << drop("format") << "format: is missing";
    QTest::newRow("format a string") << set("format", QStringLiteral("0.3")) << "format: must be a number";
    QTest::newRow("format zero") << set("format", 0) << "format: must be greater than 0";
    QTest::newRow("resolution missing") << drop("resolution") << "resolution: is missing";
    QTest::newRow("map_size missing") << edited([](QJsonObject &o) {
        QJsonObject r = o[QStringLiteral("resolution")].toObject();
        r.remove(QStringLiteral("map_size"));
        o[QStringLiteral("resolution")] = r;
    }) << "resolution.map_size: is missing";
    QTest::newRow("map_origin missing") << edited([](QJsonObject &o) {
        QJsonObject r = o[QStringLiteral("resolution")].toObject();
        r.remove(QStringLiteral("map_origin"));
        o[QStringLiteral("resolution")] = r;
    }) << "resolution.map_origin: is missing";
    QTest::newRow("absurd map size: a billion squares")
        << res("map_size", QJsonObject{{QStringLiteral("x"), 1e9}, {QStringLiteral("y"), 3}})
        << "resolution.map_size.x: 1e+09 squares is more than the 2000";
    QTest::newRow("map size zero") << res("map_size", QJsonObject{{QStringLiteral("x"), 4}, {QStringLiteral("y"), 0}})
                                   << "resolution.map_size.y: must be greater than 0";
    QTest::newRow("absurd pixels per square") << res("pixels_per_grid", 1e6) << "resolution.pixels_per_grid: 1e+06 pixels per square";
    QTest::newRow("pixels per square a fraction") << res("pixels_per_grid", 2.5) << "resolution.pixels_per_grid: must be a whole number";
    QTest::newRow("absurd image: 2000 squares at 2048 px")
        << res("map_size", QJsonObject{{QStringLiteral("x"), 2000}, {QStringLiteral("y"), 2000}})
               .replace("\"pixels_per_grid\":32", "\"pixels_per_grid\":2048")
        << "resolution: a 2000 x 2000 square map at 2048 pixels per square";
    QTest::newRow("image missing") << drop("image") << "image: is missing";
    QTest::newRow("image not a string") << set("image", 42) << "image: must be a string of base64";
    QTest::newRow("image empty") << set("image", QString()) << "image: is empty";
    QTest::newRow("bad base64") << set("image", QStringLiteral("iVBORw0KGgo*AAAA")) << "image: is not valid base64 (near character 11)";
    QTest::newRow("base64 of text, not an image")
        << set("image", QStringLiteral("aGVsbG8gd29ybGQh")) << "image: is not a PNG, JPEG or WEBP image";
    QTest::newRow("PNG cut short") << set("image", QString::fromLatin1(pngHeader(4, 3).left(12).toBase64()))
                                   << "image: the PNG header is damaged";
    QTest::newRow("PNG header claiming 100000 x 100000 pixels")
        << set("image", QString::fromLatin1(pngHeader(100000, 100000).toBase64())) << "image: 100000 x 100000 pixels is more than";
    QTest::newRow("wall point not a number") << set("line_of_sight", QJsonArray{QJsonArray{
                                                    QJsonObject{{QStringLiteral("x"), 1}, {QStringLiteral("y"), 0}},
                                                    QJsonObject{{QStringLiteral("x"), QStringLiteral("one")}, {QStringLiteral("y"), 1}}}})
                                             << "line_of_sight[0][1].x: must be a number";
    QTest::newRow("wall point missing y") << set("line_of_sight", QJsonArray{QJsonArray{QJsonObject{{QStringLiteral("x"), 1}}}})
                                          << "line_of_sight[0][0].y: is missing";
    QTest::newRow("walls not a list") << set("line_of_sight", QJsonObject{}) << "line_of_sight: must be a list";
    QTest::newRow("portal with one bound")
        << set("portals", QJsonArray{QJsonObject{{QStringLiteral("bounds"), QJsonArray{QJsonObject{{QStringLiteral("x"), 1}, {QStringLiteral("y"), 1}}}}}})
        << "portals[0].bounds: needs two points, has 1";
    QTest::newRow("portal closed not a boolean")
        << set("portals", QJsonArray{QJsonObject{{QStringLiteral("bounds"), QJsonArray{QJsonObject{{QStringLiteral("x"), 1}, {QStringLiteral("y"), 1}},
                                                                                   QJsonObject{{QStringLiteral("x"), 1}, {QStringLiteral("y"), 2}}}},
                                                 {QStringLiteral("closed"), QStringLiteral("yes")}}})
        << "portals[0].closed: must be true or false";
    QTest::newRow("light without position") << set("lights", QJsonArray{QJsonObject{{QStringLiteral("range"), 2}}})
                                            << "lights[0].position: is missing";
}

void TestUvtt::malformed()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, message);
    const UvttResult r = readUvtt(file);
    QVERIFY(!r.ok());
    QVERIFY(!r.cancelled);
    QVERIFY2(r.error.startsWith(message), qPrintable(r.error));
    QVERIFY(!r.error.contains(QLatin1Char('\n')));
}

void TestUvtt::progressAndCancel()
{
    const QByteArray bytes = readAll(fixture(QStringLiteral("imagix-sample.dd2vtt")));
    QList<int> seen;
    const UvttResult r = readUvtt(bytes, {}, [&](int p) {
        seen << p;
        return true;
    });
    QVERIFY(r.ok());
    QVERIFY(seen.size() >= 3);
    QCOMPARE(seen.first(), 0);
    QCOMPARE(seen.last(), 100);
    QVERIFY(std::is_sorted(seen.begin(), seen.end()));

    int calls = 0;
    const UvttResult cancelled = readUvtt(bytes, {}, [&](int p) {
        ++calls;
        return p < 20;
    });
    QVERIFY(cancelled.cancelled);
    QVERIFY(!cancelled.ok());
    QVERIFY(cancelled.map.image.isEmpty());
}

void TestUvtt::cliImport()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("cave.battlemap.json"));
    QProcess cli;
    cli.start(QStringLiteral(BM_CLI_PATH), {QStringLiteral("import-uvtt"), fixture(QStringLiteral("imagix-sample.dd2vtt")),
                                             QStringLiteral("-o"), out, QStringLiteral("--ruleset"), QStringLiteral("pf2e")});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject answer = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QCOMPARE(answer.value(QLatin1String("walls")).toInt(), 7);
    QCOMPARE(answer.value(QLatin1String("doors")).toInt(), 2);
    QCOMPARE(answer.value(QLatin1String("image")).toString(), dir.filePath(QStringLiteral("cave.png")));

    const ReadResult read = readEncounterFile(out);
    QVERIFY(read.ok());
    QCOMPARE(read.encounter.ruleset, Ruleset::Pf2e);
    QCOMPARE(read.encounter.width, 10);
    QCOMPARE(read.encounter.background.value(QLatin1String("image")).toString(), QStringLiteral("cave.png"));
    const QImage image(dir.filePath(QStringLiteral("cave.png")));
    QCOMPARE(image.size(), QSize(2560, 2560));
}

void TestUvtt::cliRefusesAndWritesNothing_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("bad base64") << edited([](QJsonObject &o) { o[QStringLiteral("image")] = QStringLiteral("@@@@"); })
                                << "image: is not valid base64";
    QTest::newRow("missing resolution") << edited([](QJsonObject &o) { o.remove(QStringLiteral("resolution")); })
                                        << "resolution: is missing";
}

void TestUvtt::cliRefusesAndWritesNothing()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString in = dir.filePath(QStringLiteral("bad.dd2vtt"));
    {
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
    }
    QProcess cli;
    cli.start(QStringLiteral(BM_CLI_PATH),
              {QStringLiteral("import-uvtt"), in, QStringLiteral("-o"), dir.filePath(QStringLiteral("out.battlemap.json"))});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 2);
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.contains(QStringLiteral("bad.dd2vtt: ") + message), qPrintable(err));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("bad.dd2vtt")});
}

void TestUvtt::cliOutputFolderMissing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcess cli;
    cli.start(QStringLiteral(BM_CLI_PATH), {QStringLiteral("import-uvtt"), fixture(QStringLiteral("format-0.2.dd2vtt")), QStringLiteral("-o"),
                                             dir.filePath(QStringLiteral("no/such/folder/out.battlemap.json"))});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 2);
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.contains(QStringLiteral("no/such/folder/out.png")), qPrintable(err));
    QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());
}

// Doors drawn half a square off the grid (oganm's (12,14.5)-(12,15.5)) could
// not be walked through even open. Through the real battlemap-cli: import, then for every door
// a Medium creature on one side asks for the square on the other: one step of 5 ft when the
// doors are open; when they are closed the step through is gone (no path, or a longer one
// around).
void TestUvtt::doorsOffTheGridArePassable_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("open");
    QTest::addColumn<int>("doors");
    QTest::newRow("oganm, every door open: a step through each") << "oganm-test.dd2vtt" << true << 3;
    QTest::newRow("oganm, every door closed: no step through any") << "oganm-test.dd2vtt" << false << 3;
    QTest::newRow("imagix, every door open: a step through each") << "imagix-sample.dd2vtt" << true << 2;
    QTest::newRow("imagix, every door closed: no step through any") << "imagix-sample.dd2vtt" << false << 2;
}

void TestUvtt::doorsOffTheGridArePassable()
{
    QFETCH(QString, file);
    QFETCH(bool, open);
    QFETCH(int, doors);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString imported = dir.filePath(QStringLiteral("map.battlemap.json"));
    const auto cli = [](const QStringList &args) {
        QProcess p;
        p.start(QStringLiteral(BM_CLI_PATH), args);
        p.waitForFinished(60000);
        return std::make_pair(p.exitCode(), QJsonDocument::fromJson(p.readAllStandardOutput()).object());
    };
    QCOMPARE(cli({QStringLiteral("import-uvtt"), fixture(file), QStringLiteral("-o"), imported}).first, 0);
    QFile in(imported);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject enc = QJsonDocument::fromJson(in.readAll()).object();
    in.close();
    QJsonArray walls = enc.value(QLatin1String("walls")).toArray();
    // The squares either side of each door (its first square along it).
    QList<std::pair<QPoint, QPoint>> sides;
    for (qsizetype i = 0; i < walls.size(); ++i) {
        QJsonObject w = walls[i].toObject();
        if (!w.contains(QLatin1String("door")))
            continue;
        w[QStringLiteral("door")] = open ? QStringLiteral("open") : QStringLiteral("closed");
        walls[i] = w;
        const QJsonArray f = w.value(QLatin1String("from")).toArray(), t = w.value(QLatin1String("to")).toArray();
        const QPointF a(f[0].toDouble(), f[1].toDouble()), b(t[0].toDouble(), t[1].toDouble());
        // On whole squares now: a grid line, whole ends.
        QCOMPARE(a.x(), std::round(a.x()));
        QCOMPARE(a.y(), std::round(a.y()));
        QCOMPARE(b.x(), std::round(b.x()));
        QCOMPARE(b.y(), std::round(b.y()));
        const int x = int(std::min(a.x(), b.x())), y = int(std::min(a.y(), b.y()));
        sides.append(a.x() == b.x() ? std::make_pair(QPoint(x - 1, y), QPoint(x, y)) : std::make_pair(QPoint(x, y - 1), QPoint(x, y)));
    }
    QCOMPARE(int(sides.size()), doors);
    enc[QStringLiteral("walls")] = walls;
    for (const auto &[from, to] : sides) {
        const QString where = QStringLiteral("door between %1,%2 and %3,%4").arg(from.x()).arg(from.y()).arg(to.x()).arg(to.y());
        QJsonObject e = enc;
        e[QStringLiteral("creatures")] = QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("m")},
                                                               {QStringLiteral("side"), QStringLiteral("party")},
                                                               {QStringLiteral("size"), QStringLiteral("medium")},
                                                               {QStringLiteral("position"), QJsonArray{from.x(), from.y()}}}};
        const QString path = dir.filePath(QStringLiteral("doors.battlemap.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QJsonDocument(e).toJson());
        out.close();
        const auto [code, answer] = cli({QStringLiteral("path"), path, QStringLiteral("--creature"), QStringLiteral("m"),
                                         QStringLiteral("--to"), QStringLiteral("%1,%2").arg(to.x()).arg(to.y())});
        QCOMPARE(code, 0);
        const bool stepThrough = answer.value(QLatin1String("found")).toBool() && answer.value(QLatin1String("cost_ft")).toDouble() == 5.0;
        QVERIFY2(stepThrough == open, qPrintable(where + QLatin1String(": ") + QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact))));
    }
}

QTEST_GUILESS_MAIN(TestUvtt)
#include "tst_uvtt.moc"
