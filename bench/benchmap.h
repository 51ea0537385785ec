#pragma once

// A reproducible "big battle map" for the benchmarks: side x side squares, a share of
// difficult terrain, some blocked rubble, wall segments along grid lines (rooms and
// corridors) and creatures of mixed sizes and sides. Fixed seed.

#include "model/encounter.h"

#include <random>

namespace bm::bench {

inline Encounter bigMap(Ruleset ruleset, int side = 200, double difficultShare = 0.20, int walls = 300,
                        int creatures = 40, unsigned seed = 20261123)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_int_distribution<int> coord(0, side - 1);
    Encounter e;
    e.name = QStringLiteral("benchmark map");
    e.ruleset = ruleset;
    e.width = side;
    e.height = side;
    TerrainArea difficult;
    difficult.type = TerrainType::Difficult;
    TerrainArea blocked;
    blocked.type = TerrainType::Blocked;
    for (int y = 0; y < side; ++y) {
        for (int x = 0; x < side; ++x) {
            const double r = unit(rng);
            if (r < difficultShare)
                difficult.squares.push_back({x, y});
            else if (r < difficultShare + 0.02)
                blocked.squares.push_back({x, y});
        }
    }
    e.terrain.push_back(difficult);
    e.terrain.push_back(blocked);
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
    for (int i = 0; i < creatures; ++i) {
        Creature c;
        c.id = QStringLiteral("c%1").arg(i);
        c.name = c.id;
        c.size = sizes[i % 5];
        c.side = sides[i % 4];
        const int s = c.spaceSquares();
        c.position = {std::uniform_int_distribution<int>(0, side - s)(rng), std::uniform_int_distribution<int>(0, side - s)(rng)};
        e.creatures.push_back(c);
    }
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
