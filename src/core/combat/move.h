#pragma once

// One move (RULES.md 4.5, 4.6, 8): the one function that makes a move,
// which the window's move tool, `battlemap-cli combat FILE move` and a seat's move (the
// players' referee) ask and show. It judges the request with the move judge
// (rules/movejudge.h) and, unless refused, makes it through the tracker: a prone creature
// stands up first when it chooses to (its turn pays half its speed, pf2e one action, which
// the path then doesn't count again; out of its turn the GM stands it up for nothing), the
// creature goes to the destination, its controlled mount or rider goes with it, its turn
// pays for the path (a 5e move past the speed takes the Dash), and every opportunity attack
// it provokes is logged for the GM, in its turn or out of it. A free placement (the GM's
// override) only puts the creature there.

#include "model/encounter.h"
#include "model/logmessage.h"
#include "rules/movejudge.h"

#include <vector>

namespace bm {

class MovementEngine;

namespace combat {

// What is asked: who moves, along which route, with which choices.
struct MoveRequest {
    QString mover;                 // the creature that moves (a rider on its controlled mount: the mount)
    std::vector<GridPoint> route;  // the waypoints, then the destination (the space's top-left square)
    MoveChoices choices;           // mode, stand up first or crawl, disengage
    bool placeFreely = false;      // the GM's override: put there, no path, nothing paid or logged

    GridPoint destination() const { return route.empty() ? GridPoint{-1, -1} : route.back(); }
};

// Why a move is refused (codes, worded by each face).
enum class MoveRefusal {
    None,
    NoCreature,    // no such creature
    OffTheMap,     // no destination, or its space leaves the map
    RidesOnItsOwn, // a rider on an independent mount (pf2e): the mount moves, or it dismounts
    CannotStand,   // it chose to stand up and can't now (`standProblem` says why)
    CannotMove,    // the mode's speed is 0
    NoPath,        // no way there (`judgement.path.problem`, `judgement.failedLeg`)
    TooFar,        // more than this turn allows, even with Dash (pf2e: more actions than are left)
    CannotTumbleOrDrag, // RULES.md 14.6: `dragRefusal` says why
};
QString moveRefusalId(MoveRefusal r); // "no-creature", "off-the-map", "rides", "cannot-stand", "cannot-move", "no-path", "too-far", "cannot-drag"

// The answer: the judgement and what was done.
struct MoveOutcome {
    MoveRefusal refusal = MoveRefusal::None;
    LogMessage standProblem;  // CannotStand: the tracker's reason (a message, worded by the face)
    MoveJudgement judgement;  // the path, its cost and band (none for a free placement)
    bool inTurn = false;      // the move is paid from what is left of the mover's turn
    GridPoint from{-1, -1};
    GridPoint to{-1, -1};
    bool stoodUp = false;     // it stood up from prone first
    bool standPaid = false;   // ... with the Stand Up action of its turn
    QString carried;          // the creature that moved with it (its mount or rider), if any
    DragRefusal dragRefusal = DragRefusal::None; // CannotTumbleOrDrag: why (RULES.md 14.6)
    QString dragged;          // the grappled creature it drags along (RULES.md 14.6), if any
    GridPoint draggedTo{-1, -1};
    int attacksLogged = 0;    // opportunity attacks logged for the GM

    bool refused() const { return refusal != MoveRefusal::None; }
};

// The request judged on `e` (nothing changes): `engine` is a movement engine over an
// encounter equal to `e`. `stoodUp`, `carried` and `attacksLogged` say what making it would do.
MoveOutcome judgeMoveRequest(const Encounter &e, MovementEngine &engine, const MoveRequest &request);

// The request judged as above and, unless refused, made on `e` (refused: `e` unchanged).
// `engine` is judged before `e` changes; it is stale afterwards (rebuild or invalidate it).
MoveOutcome makeMove(Encounter &e, MovementEngine &engine, const MoveRequest &request);

} // namespace combat
} // namespace bm
