#pragma once

// RULES.md 11: areas of effect. An area is a value (shape, origin, aim, size) that the
// window can keep on the map and ask again after every edit; `AreaMap` indexes one
// encounter (blocked squares, sight walls) so that asking is cheap while a template
// follows the mouse.
//
// 5e family: a square is in a shape when at least half of it is covered (the DMG's
// half-square rule), computed exactly: the disc-square area in closed form, polygons
// clipped against the square. pf2e: areas are counted (bursts from a grid point, cones
// from the caster's space, lines through squares). Every ruleset: the spread test.

#include "model/encounter.h"

#include <QPoint>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace bm {

enum class AreaShape { Sphere, Cylinder, Cube, Cone, Line, Emanation, Burst };
std::optional<AreaShape> areaShapeFromId(const QString &id);
QString areaShapeId(AreaShape s);
QString areaShapeDisplayName(AreaShape s); // "sphere", in the interface language (lower case)

// The 8 directions of a pf2e cone (x to the right, y down: N is -y).
enum class Compass { N, NE, E, SE, S, SW, W, NW };
std::optional<Compass> compassFromId(const QString &id);
QString compassId(Compass c);
// One step in a compass direction, in squares (N is y - 1): a cone's direction, a push.
QPoint compassStep(Compass direction);

struct AreaOfEffect {
    AreaShape shape = AreaShape::Sphere;
    double sizeFeet = 0.0;        // radius, side, length or distance
    std::optional<QPointF> origin; // a grid point (fractional allowed) ...
    QString creature;              // ... or the creature the area is on
    std::optional<QPointF> toward; // the aim of cones, lines and cubes
    std::optional<Compass> direction; // pf2e cones (a 5e cone may use it as an aim too)
    double widthFeet = 0.0;           // lines; 0: one square
    bool includeOrigin = false;       // emanations: the creature's own squares too

    friend bool operator==(const AreaOfEffect &, const AreaOfEffect &) = default;
};

// RULES.md 11: the shapes a ruleset offers, in the order a picker lists them (the first is
// the default): 5e family sphere, cylinder, cube, cone, line, emanation; pf2e burst, cone,
// line, emanation (no cube; a sphere or cylinder asked of pf2e is read as a burst).
std::vector<AreaShape> areaShapesFor(Ruleset r);
// Where a shape starts: on a creature (emanations; pf2e cones and lines) or at a point.
bool areaStartsOnCreature(Ruleset r, AreaShape s);
// Aimed at a point (cones, lines; a 5e cube's direction).
bool areaIsAimed(AreaShape s);

// Why an area can't be drawn (or kept on the map): a code and its data, worded by whoever
// shows it (the window without, the CLI with its flags).
enum class AreaRefusal {
    None,
    SizeNotPositive,        // the size must be a positive number of feet
    OriginAndCreature,      // a point and a creature given, not one of them
    NoSuchCreature,         // `creature`: no creature of that id
    OriginOffMap,           // `point`: the origin is off the map
    AimNotFinite,           // the aim is not a finite point
    NoCubeInPf2e,           // pf2e has no cube (a burst instead)
    EmanationNeedsCreature, // an emanation is on a creature
    NeedsCreature,          // `shape`: a pf2e cone or line starts from a creature
    BurstNeedsOrigin,       // a pf2e burst is centred on a grid point
    CubeNeedsOrigin,        // a 5e cube starts at a grid point
    NeedsOriginOrCreature,  // neither a point nor a creature
    NeedsAim,               // `shape`: a cone or line without an aim
    Pf2eLineWidth,          // a pf2e line is one square wide
    AimedAtOrigin,          // `shape`: aimed at its own origin
    CoversNoSquare,         // combat::placeArea: the area covers no square of the map
    EffectNeedsName,        // combat::placeArea: the effect kept on the map has no name
};
struct AreaProblem {
    AreaRefusal code = AreaRefusal::None;
    AreaShape shape = AreaShape::Sphere; // NeedsCreature, NeedsAim, AimedAtOrigin
    QString creature;                    // NoSuchCreature
    QPointF point;                       // OriginOffMap
    explicit operator bool() const { return code != AreaRefusal::None; }
    friend bool operator==(const AreaProblem &, const AreaProblem &) = default;
};
QString areaRefusalId(AreaRefusal r); // "size-not-positive": tests and logs

struct AreaResult {
    bool ok = true;
    AreaProblem problem;             // when !ok: a bad combination
    std::vector<GridPoint> squares;  // sorted by y, then x
    QStringList creatures;           // creatures with a square in the area (not dead), sorted
};

class AreaMap
{
public:
    explicit AreaMap(const Encounter &encounter);

    const Encounter &encounter() const { return m_encounter; }
    AreaResult squaresIn(const AreaOfEffect &area) const;

    // RULES.md 11: the spread test from point p to the centre of square (x, y), against
    // every wall and blocked square (squaresIn uses a per-query grid of the same).
    bool spreadReaches(QPointF p, int x, int y) const;
    bool isBlocked(int x, int y) const { return m_blocked[std::size_t(y) * m_encounter.width + x] != 0; }

private:
    const Encounter &m_encounter;
    std::vector<std::uint8_t> m_blocked;
    struct SightWall {
        QPointF from, to;
        double x0, y0, x1, y1; // bounding box
    };
    std::vector<SightWall> m_walls;
};

AreaResult areaSquares(const Encounter &encounter, const AreaOfEffect &area);

// An area kept on the map (model/combatstate.h) and the template it was placed
// as. storedArea keeps the squares given; areaOfEffect reads an unknown shape as a sphere.
EffectArea storedArea(const AreaOfEffect &area, std::vector<GridPoint> squares);
AreaOfEffect areaOfEffect(const EffectArea &stored);

namespace areageom {
// The area of the disc of radius r around c that lies in [x0,x1] x [y0,y1], in closed form.
double discRectArea(QPointF c, double r, double x0, double y0, double x1, double y1);
// The area of a convex polygon (either orientation) that lies in [x0,x1] x [y0,y1].
double convexRectArea(const std::vector<QPointF> &polygon, double x0, double y0, double x1, double y1);
} // namespace areageom

} // namespace bm
