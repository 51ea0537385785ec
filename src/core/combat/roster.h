#pragma once

// Creatures moving and leaving as the tracker follows them (RULES.md 8): after a move a
// controlled mount and its rider move together (2014/2024 mounted combat) and the creature
// whose turn it is pays for it from what is left of its turn (the move itself is judged in
// rules/movejudge.h); a creature removed from the map leaves the order too.

#include "model/encounter.h"

namespace bm {

struct PathResult; // rules/movement.h

namespace combat {

// The creature that moves with `id`: its controlled mount while it rides on its turn, else
// its rider; empty out of combat or when there is none.
QString movesWith(const Encounter &e, const QString &id);
// After `id` moved from `from` to `to`: the creature that moves with it shifts by the same
// offset (when its space still fits on the map), and `paid`, when given, is taken from the
// turn (feet, diagonals, pf2e Strides in `mode`; a 5e move past the mode's speed takes the
// Dash) and the opportunity attacks it provokes are logged for the GM to confirm.
void followMove(Encounter &e, const QString &id, GridPoint from, GridPoint to, const PathResult *paid,
                MoveMode mode = MoveMode::Walk);
// While a fight is on: logs the opportunity attacks a move of `id` along `path` provokes
// (followMove does it for a paid move; the window for a move out of the creature's turn).
// True when there was one.
bool logOpportunityAttacks(Encounter &e, const QString &id, const PathResult &path);

// Removes a creature and its place in the combat order.
void removeCreature(Encounter &e, const QString &id);

} // namespace combat
} // namespace bm
