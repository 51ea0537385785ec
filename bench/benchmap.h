#pragma once

// A reproducible "big battle map" for the benchmarks: side x side squares, a share of
// difficult terrain, some blocked rubble, wall segments along grid lines (rooms and
// corridors) and creatures of mixed sizes and sides. Fixed seed.

#include "model/encounter.h"

#include <cmath>
#include <initializer_list>
#include <random>
#include <vector>

namespace bm::bench {

// An empty map of side x side squares, named after its benchmark.
inline Encounter emptyMap(const QString &name, Ruleset ruleset, int side)
{
    Encounter e;
    e.name = name;
    e.ruleset = ruleset;
    e.width = e.height = side;
    return e;
}

// A kind of terrain scatterTerrain strews: its type, cover and obscurement, and the bound of its
// share (a running share: the first kind below 0.005, the next below 0.015, ...).
struct Scatter {
    TerrainType type;
    CoverLevel cover;
    Obscurement obscured;
    double below;
};

// Terrain strewn over the side x side squares: one draw from `rng` a square, which goes to the
// first kind whose bound it falls below, or to none. One area a kind, in the order given.
inline QList<TerrainArea> scatterTerrain(int side, std::mt19937 &rng, std::initializer_list<Scatter> kinds)
{
    QList<TerrainArea> areas;
    for (const Scatter &k : kinds) {
        TerrainArea a;
        a.type = k.type;
        a.cover = k.cover;
        a.obscured = k.obscured;
        areas.push_back(a);
    }
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (int y = 0; y < side; ++y) {
        for (int x = 0; x < side; ++x) {
            const double r = unit(rng);
            for (std::size_t i = 0; i < kinds.size(); ++i) {
                if (r < kinds.begin()[i].below) {
                    areas[i].squares.push_back({x, y});
                    break;
                }
            }
        }
    }
    return areas;
}

// Creature "c<i>" of `size` on `side`, its space anywhere on the map (two draws from `rng`).
inline Creature creatureAnywhere(const Encounter &e, int i, Size size, Side side, std::mt19937 &rng)
{
    Creature c;
    c.id = QStringLiteral("c%1").arg(i);
    c.name = c.id;
    c.size = size;
    c.side = side;
    const int s = c.spaceSquares();
    c.position = {std::uniform_int_distribution<int>(0, e.width - s)(rng), std::uniform_int_distribution<int>(0, e.height - s)(rng)};
    return c;
}

// Imported walls: `count` segments of 1 to 6 squares at any angle anywhere on the map, 4 in
// 100 of them open doors, 6 in 100 closed doors, 3 in 100 that don't block sight.
inline void importedWalls(Encounter &e, int count, std::mt19937 &rng)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const int side = e.width;
    for (int i = 0; i < count; ++i) {
        Wall w;
        const double length = 1.0 + 5.0 * unit(rng);
        const double angle = 2.0 * M_PI * unit(rng);
        w.from = QPointF(side * unit(rng), side * unit(rng));
        w.to = w.from + QPointF(length * std::cos(angle), length * std::sin(angle));
        const double kind = unit(rng);
        if (kind < 0.04)
            w.door = DoorState::Open;
        else if (kind < 0.10)
            w.door = DoorState::Closed;
        else if (kind < 0.13)
            w.blocksSight = false;
        e.walls.push_back(w);
    }
}

inline Encounter bigMap(Ruleset ruleset, int side = 200, double difficultShare = 0.20, int walls = 300,
                        int creatures = 40, unsigned seed = 20261123)
{
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> coord(0, side - 1);
    Encounter e = emptyMap(QStringLiteral("benchmark map"), ruleset, side);
    e.terrain = scatterTerrain(side, rng,
                               {{TerrainType::Difficult, CoverLevel::None, Obscurement::None, difficultShare},
                                {TerrainType::Blocked, CoverLevel::None, Obscurement::None, difficultShare + 0.02}});
    std::uniform_int_distribution<int> len(1, 5);
    for (int i = 0; i < walls; ++i) {
        Wall w;
        const int x = coord(rng);
        const int y = coord(rng);
        w.from = QPointF(x, y);
        w.to = (i % 2) ? QPointF(std::min(side, x + len(rng)), y) : QPointF(x, std::min(side, y + len(rng)));
        e.walls.push_back(w);
    }
    const Size sizes[] = {Size::Small, Size::Medium, Size::Medium, Size::Large, Size::Huge};
    const Side sides[] = {Side::Party, Side::Hostile, Side::Ally, Side::Hostile};
    for (int i = 0; i < creatures; ++i)
        e.creatures.push_back(creatureAnywhere(e, i, sizes[i % 5], sides[i % 4], rng));
    return e;
}

// The map in the dark with `count` torches (20 ft bright, 20 ft dim) scattered over it
// (drawn from `rng`, which goes on for the caller's other draws).
inline void darkWithTorches(Encounter &e, int count, std::mt19937 &rng)
{
    e.options.light = LightLevel::Dark;
    std::uniform_real_distribution<double> at(0.0, double(e.width));
    for (int i = 0; i < count; ++i) {
        LightSource l;
        l.at = QPointF(at(rng), at(rng));
        l.bright = 20;
        l.dim = 20;
        e.lights.push_back(l);
    }
}

} // namespace bm::bench
