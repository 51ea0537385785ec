#pragma once

// The move judge (RULES.md 4.5, 4.6, 8): what a move along a route costs and whether the
// creature may make it this turn. One place for the budget logic the window's drag, the
// reach overlay, `battlemap-cli path` and the tracker's moves share: legs through the
// waypoints joined into one path (the alternating-diagonal count carried from leg to leg,
// a pf2e waypoint ending a Stride), opportunity attacks judged on the whole route, and the
// bands of the budget — within what is left of the speed, with Dash, too far (pf2e: the
// actions it takes against the actions left).

#include "model/encounter.h"
#include "rules/movement.h"

#include <vector>

namespace bm {

// What is left of a creature's turn. Out of combat, or when it is not the creature's turn,
// a whole fresh turn: nothing spent, Dash still possible, three pf2e actions. A controlled
// mount (5e family) moves on its rider's turn as well (RULES.md 8, the tracker's mount
// rules): then its budget is what is left of its own movement.
struct TurnBudget {
    bool inTurn = false;      // the tracker's current creature (what is left of its turn)
    double spentFeet = 0;     // 5e family: movement already spent
    int diagonals = 0;        // alternating diagonals already counted this turn
    bool dashed = false;      // Dash taken: the speed counts twice
    bool actionUsed = false;  // the action is gone: no Dash any more
    bool disengaged = false;  // Disengage taken: no opportunity attacks this turn
    bool dashBlocked = false; // a5e: fatigued creatures can't Dash
    int actionsLeft = 3;      // pf2e

    static TurnBudget of(const Encounter &e, const QString &creature);
    // The creature whose movement a move of `creature` spends: a rider on a controlled
    // mount (5e family) is carried on the mount's movement (the mount's id), anyone else
    // moves on its own (its id).
    static QString carrierOf(const Encounter &e, const QString &creature);
    // The independent mount `creature` rides (pf2e: the mount acts on its own), or empty.
    static QString independentMountOf(const Encounter &e, const QString &creature);
    bool canDash() const { return !dashed && !actionUsed && !dashBlocked; }
};

// What the mover chooses for this move (the window's movement choices, the CLI's flags).
struct MoveChoices {
    MoveMode mode = MoveMode::Walk;
    bool disengage = false; // no opportunity attacks (RULES.md 4.6)
    bool stand = false;     // stand up from prone first (RULES.md 4.5)
    QString through;        // RULES.md 14.6: tumble through this creature's space
    QString drag;           // RULES.md 14.6: drag this grappled creature along
};

// RULES.md 14.6: why a creature can't be named for `through` or `drag` (codes, worded by
// each face). None: it can.
enum class DragRefusal {
    None,
    ThroughSelf,      // the mover named itself for `through`
    NoDragInPf2e,     // pf2e drags nobody (Reposition is a push)
    NotGrappledByIt,  // not in the mover's `grappling`
    NotGrappled,      // in `grappling` but without the `grappled` condition
};
DragRefusal throughRefusal(const Creature &mover, const QString &through);
DragRefusal dragRefusal(const Encounter &e, const Creature &mover, const QString &dragged);

// The mode a drag uses unless the GM picks one (the mover chooses, RULES.md 4.5;
// DECISIONS.md "Movement choices"): a creature above the ground with a fly speed flies;
// one whose fly or swim speed beats its walking speed uses the faster one (the owl
// familiar flies, the shark swims); everyone else walks.
MoveMode preferredMoveMode(const Creature &creature);

// The 5e family's bands of a move (pf2e: WithinSpeed when it fits the actions left).
enum class MoveBand { WithinSpeed, Dash, TooFar };

struct MoveJudgement {
    PathResult path;         // the whole route; when a leg has no path, that leg's answer
    int failedLeg = -1;      // the leg without a path (0: to the first waypoint or target)
    bool allowed = false;    // the move can be made this turn (with Dash if it needs it)
    MoveBand band = MoveBand::TooFar;
    bool usesActions = false; // pf2e: judged in actions, not feet
    double speedFeet = 0;    // 5e: what is left of the speed (with Dash once taken)
    double withDashFeet = 0; // 5e: the most this turn allows (Dash added while still possible)
    double spentFeet = 0;    // 5e: spent earlier this turn
    int actionsLeft = 3;     // pf2e
    bool cannotMove = false; // the mode's speed is 0

    bool found() const { return path.found; }
};

// Judges a move along `route` (the waypoints, then the target) from the mover's square.
MoveJudgement judgeMove(MovementEngine &engine, const Creature &mover, const std::vector<GridPoint> &route,
                        const TurnBudget &turn, const MoveChoices &choices = {});

// The reach overlay: every square the mover can end on this turn (its own excluded) with
// its band: 5e family 0 within what is left of the speed, 1 with Dash; pf2e the actions
// it takes less one (0..2), never more than the actions left.
struct BandedSquare {
    GridPoint at;
    int band = 0;
};
std::vector<BandedSquare> reachBands(MovementEngine &engine, const Creature &mover, const TurnBudget &turn,
                                     const MoveChoices &choices = {});

} // namespace bm
