#include "rules/push.h"

#include "model/geometry.h"
#include "rules/distance.h"
#include "rules/terraingrid.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace bm {

namespace {

constexpr Compass kAll[8] = {Compass::N, Compass::NE, Compass::E, Compass::SE, Compass::S, Compass::SW, Compass::W, Compass::NW};

} // namespace

QString pushStopId(PushStop s)
{
    switch (s) {
    case PushStop::None: return {};
    case PushStop::Edge: return QStringLiteral("edge");
    case PushStop::Blocked: return QStringLiteral("blocked");
    case PushStop::Wall: return QStringLiteral("wall");
    case PushStop::Creature: return QStringLiteral("creature");
    }
    return {};
}

QPointF spaceCentre(const Creature &c)
{
    const double s = c.spaceSquares();
    return QPointF(c.position.x + s / 2.0, c.position.y + s / 2.0);
}

std::vector<Compass> pushDirections(const Encounter &e, const Creature &pushed, QPointF from)
{
    const QPointF v = spaceCentre(pushed) - from;
    std::vector<Compass> out;
    if (v.x() == 0.0 && v.y() == 0.0)
        return out;
    if (e.diagonals() == Diagonals::Manhattan) {
        // The closest of the 4 orthogonal directions; exactly on a diagonal, both neighbours.
        const double ax = std::abs(v.x());
        const double ay = std::abs(v.y());
        const Compass horizontal = v.x() > 0 ? Compass::E : Compass::W;
        const Compass vertical = v.y() > 0 ? Compass::S : Compass::N;
        if (ax > ay)
            out.push_back(horizontal);
        else if (ay > ax)
            out.push_back(vertical);
        else
            out = {vertical, horizontal};
        std::sort(out.begin(), out.end());
        return out;
    }
    // The closest in angle: the largest cosine (dot product with the unit direction).
    double best = -1e300;
    Compass chosen = Compass::N;
    for (Compass c : kAll) {
        const QPoint s = compassStep(c);
        const double len = std::hypot(double(s.x()), double(s.y()));
        const double cosine = (v.x() * s.x() + v.y() * s.y()) / len;
        if (cosine > best) {
            best = cosine;
            chosen = c;
        }
    }
    out.push_back(chosen);
    return out;
}

PushResult pushIn(const Encounter &e, const Creature &pushed, Compass direction, double feet)
{
    PushResult r;
    r.direction = direction;
    r.to = pushed.position;
    const int steps = e.squareFeet > 0 ? int(std::floor(feet / e.squareFeet + 1e-9)) : 0;
    const QPoint v = compassStep(direction);
    const int s = pushed.spaceSquares();
    const TerrainGrid grid(e);
    const LevelSpan levels = levelSpan(e, pushed);
    const auto onMap = [&](GridPoint p) { return p.x >= 0 && p.y >= 0 && p.x + s <= e.width && p.y + s <= e.height; };
    const auto hasBlocked = [&](GridPoint p) {
        for (int y = p.y; y < p.y + s; ++y)
            for (int x = p.x; x < p.x + s; ++x)
                if (grid.flags(x, y) & SquareFlag::Blocked)
                    return true;
        return false;
    };
    const auto creatureIn = [&](GridPoint p) -> const Creature * {
        const QRect space(p.x, p.y, s, s);
        for (const Creature &o : e.creatures) {
            if (o.id == pushed.id || o.isDead() || !levels.shares(levelSpan(e, o)))
                continue;
            if (o.spaceRect().intersects(space))
                return &o;
        }
        return nullptr;
    };
    for (int i = 0; i < steps; ++i) {
        const GridPoint from = r.to;
        const GridPoint to{from.x + v.x(), from.y + v.y()};
        // The positions the step needs free: the destination and, for a diagonal, both
        // orthogonal intermediate positions (RULES.md 4.1, the corner rule).
        std::vector<GridPoint> need{to};
        if (v.x() != 0 && v.y() != 0) {
            need.push_back({from.x + v.x(), from.y});
            need.push_back({from.x, from.y + v.y()});
        }
        PushStop stop = PushStop::None;
        for (const GridPoint &p : need)
            if (!onMap(p))
                stop = PushStop::Edge;
        if (stop == PushStop::None) {
            for (const GridPoint &p : need)
                if (hasBlocked(p))
                    stop = PushStop::Blocked;
        }
        if (stop == PushStop::None) {
            bool wall = grid.wallInOpenInterior(std::min(from.x, to.x), std::min(from.y, to.y), s + std::abs(v.x()), s + std::abs(v.y()));
            for (const GridPoint &p : need)
                wall = wall || grid.wallInOpenInterior(p.x, p.y, s, s);
            if (wall)
                stop = PushStop::Wall;
        }
        if (stop == PushStop::None) {
            const Creature *first = nullptr;
            for (const GridPoint &p : need) {
                const Creature *c = creatureIn(p);
                if (c && (!first || e.creatureIndex(c->id) < e.creatureIndex(first->id)))
                    first = c;
            }
            if (first) {
                stop = PushStop::Creature;
                r.creature = first->id;
            }
        }
        if (stop != PushStop::None) {
            r.stoppedBy = stop;
            break;
        }
        r.to = to;
        r.movedFeet += e.squareFeet;
    }
    return r;
}

std::vector<PushResult> pushes(const Encounter &e, const Creature &pushed, QPointF from, double feet)
{
    std::vector<PushResult> out;
    for (Compass c : pushDirections(e, pushed, from))
        out.push_back(pushIn(e, pushed, c, feet));
    return out;
}

LogMessage compassMessage(Compass d)
{
    switch (d) {
    case Compass::N: return logMessage("Push", QT_TRANSLATE_NOOP("Push", "north"));
    case Compass::NE: return logMessage("Push", QT_TRANSLATE_NOOP("Push", "north-east"));
    case Compass::E: return logMessage("Push", QT_TRANSLATE_NOOP("Push", "east"));
    case Compass::SE: return logMessage("Push", QT_TRANSLATE_NOOP("Push", "south-east"));
    case Compass::S: return logMessage("Push", QT_TRANSLATE_NOOP("Push", "south"));
    case Compass::SW: return logMessage("Push", QT_TRANSLATE_NOOP("Push", "south-west"));
    case Compass::W: return logMessage("Push", QT_TRANSLATE_NOOP("Push", "west"));
    case Compass::NW: return logMessage("Push", QT_TRANSLATE_NOOP("Push", "north-west"));
    }
    return {};
}

LogMessage pushStopMessage(const PushResult &push, const Encounter &e)
{
    switch (push.stoppedBy) {
    case PushStop::None:
        return {};
    case PushStop::Edge:
        return logMessage("Push", QT_TRANSLATE_NOOP("Push", "the map's edge"));
    case PushStop::Blocked:
        return logMessage("Push", QT_TRANSLATE_NOOP("Push", "blocked terrain"));
    case PushStop::Wall:
        return logMessage("Push", QT_TRANSLATE_NOOP("Push", "a wall"));
    case PushStop::Creature:
        return logConcat({logCreature(e, push.creature)});
    }
    return {};
}

} // namespace bm
