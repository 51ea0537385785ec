#pragma once

// RULES.md 14.5 (version 4): forced movement. A push moves a creature T away from a
// creature or a point A by N feet, whole squares one at a time in one compass direction,
// until a step is not legal. It costs T nothing, ignores terrain costs and provokes nothing.

#include "model/encounter.h"
#include "model/logmessage.h"
#include "rules/areas.h"

#include <QPoint>
#include <QPointF>
#include <QString>

#include <vector>

namespace bm {

// What stopped a push (the first that applies, in this order).
enum class PushStop { None, Edge, Blocked, Wall, Creature };
QString pushStopId(PushStop s); // "edge", "blocked", "wall" (a creature: its id)

struct PushResult {
    Compass direction = Compass::N;
    GridPoint to;           // T's anchor at the end
    double movedFeet = 0;   // steps made x squareFeet
    PushStop stoppedBy = PushStop::None;
    QString creature;       // PushStop::Creature: the first such creature in the file's order
};

// The directions a push of `pushed` away from the point `from` (grid units) may take: the
// compass direction closest in angle to the vector from `from` to the centre of its space
// (manhattan: the closest orthogonal one; a vector exactly on a diagonal gives both), in
// the order N, NE, E, SE, S, SW, W, NW. Empty for a vector of length 0.
std::vector<Compass> pushDirections(const Encounter &e, const Creature &pushed, QPointF from);
// The push in one direction: floor(feet / squareFeet) steps, each legal as a step of
// RULES.md 4.1 with every other living creature on its levels an obstacle, no squeezing.
PushResult pushIn(const Encounter &e, const Creature &pushed, Compass direction, double feet);
// Every push that may be chosen (pushDirections, then pushIn for each).
std::vector<PushResult> pushes(const Encounter &e, const Creature &pushed, QPointF from, double feet);
// The direction and what stopped a push as messages of the catalogue ("Push": "east",
// "a wall", a creature by name), worded by each face in its reader's language; the stop's
// is empty when the whole push was made.
LogMessage compassMessage(Compass direction);
LogMessage pushStopMessage(const PushResult &push, const Encounter &e);
// The centre of a creature's space, in grid units.
QPointF spaceCentre(const Creature &c);

} // namespace bm
