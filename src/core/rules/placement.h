#pragma once

// Where a creature may be put (RULES.md 4.1, 9): the free space nearest a square for a new,
// copied or dropped creature, and why a creature as given does not fit. The window's
// "Add Creature", "Duplicate" and the monster library's drops use it.

#include "model/encounter.h"

#include <QString>

#include <optional>

namespace bm {

// The free square nearest to `near` (rings of growing distance) where a creature of
// `space` squares can stand: on the map, no blocked square or wall inside, no living
// creature in the way. `ignore` is not counted (the creature being placed).
std::optional<GridPoint> freeSpotNear(const Encounter &e, GridPoint near, int space, const QString &ignore = {});
// Why a creature can't be as it is (its space off the map), or empty when it can.
QString placementProblem(const Encounter &e, const Creature &c);
// Adds `c` at the free spot nearest `near` with a fresh id made from `idBase`: the added
// creature, or nullptr (and `e` unchanged) when no spot is free.
const Creature *placeCreature(Encounter &e, Creature c, GridPoint near, const QString &idBase);

} // namespace bm
