#pragma once

// A player moving their own token from their device, and opening a
// door. The move is planned on what the seat knows and made on what is:
// - the plan (the path a player sees while dragging) is searched in the seat's world: the
//   encounter without the creatures the seat doesn't see, with every square the party never
//   explored blocked. So the drawn path, its cost and its "provokes" never route around an
//   invisible ghost or a wall in an unexplored room: nothing the seat may not know shapes
//   the answer.
// - the move itself is judged again on the real encounter (the app is the authority) and
//   made, paying from the turn and logging opportunity attacks exactly as the GM's own drag
//   does. When the real encounter has no such move because the way the player chose runs
//   into a creature the seat doesn't see, the token goes that way up to the last square
//   before it and stops there ("something is in the way"), as at the table: one real move,
//   paid, never a free probe that answers "blocked" without moving.
// Whether players may move at all is the GM's choice (PlayersMay). Every refusal carries a
// code the page shows in its player's language (docs/PLAYERS.md).

#include "combat/move.h"
#include "model/encounter.h"
#include "rules/movejudge.h"
#include "table/seat.h"

#include <QJsonObject>
#include <QPointF>

#include <memory>
#include <optional>

namespace bm {

class FogOfWar;
class SightMap;

// The GM's setting (Table → Players May): moves and doors from the seats are refused, made
// on the creature's own turn (any time out of combat), or put to the GM first.
enum class PlayersMay { Watch, ActOnTheirTurn, AskTheGm };
QString playersMayId(PlayersMay p); // "watch", "turn", "ask"
PlayersMay playersMayFromId(const QString &id, PlayersMay fallback = PlayersMay::ActOnTheirTurn);

// The encounter as the seat knows it (see above). Whole-party seats know the party's view.
Encounter seatWorld(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat);

// Plans the seat's moves in its world; keeps its engine between queries (a drag asks on
// every step). Rebuild it when the encounter, the sight or the fog change.
class SeatPlanner
{
public:
    SeatPlanner(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat);
    ~SeatPlanner();
    SeatPlanner(const SeatPlanner &) = delete;
    SeatPlanner &operator=(const SeatPlanner &) = delete;

    const Encounter &world() const { return m_world; }
    // The judgement of a move of the seat's creature to `to` (empty path when the seat has
    // no creature of its own on the map).
    MoveJudgement judge(GridPoint to);
    MoveJudgement judge(GridPoint to, const MoveChoices &choices);
    // The answer to a `path` message: {type: "path", to, found, allowed, path, squeezed,
    // cost, speed, withDash, band, usesActions, actions, provokes (the names of the
    // creatures the seat sees), code when it can't}.
    QJsonObject pathAnswer(GridPoint to);

private:
    Encounter m_world;
    Seat m_seat;
    std::unique_ptr<MovementEngine> m_engine;
};

// Why a seat's move or door is refused (None: it may go ahead): a reason and its data,
// worded at the edge (the referee for the GM, the page for the player from `code()`).
enum class SeatRefusalReason {
    None,
    WholeParty,     // no-creature: the whole party's screen has no creature of its own
    NotOnMap,       // no-creature: the seat's creature is not on the map (mayAct)
    NoCreature,     // no-creature: the seat has no creature on the map (a move, a door)
    GmMoves,        // gm-moves: the GM moves the tokens
    NotYourTurn,    // not-your-turn: `name`'s turn it is not
    OffMap,         // no-path: `square` is off the map
    Rides,          // rides: `name` rides a mount that moves on its own
    NoWay,          // no-path: `name` knows no way to `square`
    CannotMove,     // cannot-move: the same, and `name` can't move now
    TooFar,         // too-far: `square` is too far for `name` this turn
    Blocked,        // blocked: the way to `square` is blocked by what `name` doesn't see
    NoDoor,         // no-door
    DoorFar,        // door-far: `name` is not next to that door
    Locked,         // locked
    NotYours,       // not-yours: a seat moves only its own creature (the referee's)
    GmRefused,      // gm-refused: the GM said no (the referee's)
};
struct SeatRefusal {
    SeatRefusalReason reason = SeatRefusalReason::None;
    QString name;      // the creature the reason names
    GridPoint square;  // the square the reason names
    bool refused() const { return reason != SeatRefusalReason::None; }
    QString code() const; // the wire's id ("too-far"); empty when not refused
};

// May the seat's creature act now under the GM's setting? (Not: the move itself.)
SeatRefusal mayAct(const Encounter &e, const Seat &seat, PlayersMay may);

// What a seat's creature chooses for its moves unless told otherwise: its preferred mode;
// a prone creature crawls (the GM stands it up).
MoveChoices seatChoices(const Creature &c);

// The seat's move to `to` judged in the seat's world only (its creature, the map's bounds,
// a mount of its own, a way it knows within its turn): a refusal here depends on nothing
// the seat doesn't know, so it may be told at once whatever the GM's setting.
SeatRefusal planSeatMove(const Encounter &e, SeatPlanner &plan, const Seat &seat, GridPoint to);

// The seat's move to `to`, judged: first in the seat's world (`plan`), then on the real
// encounter (`real`, an engine over `e`) by the one move (combat::judgeMoveRequest). Unless
// refused, `end` is where the token ends: `to`, or with `stopped` the last square before a
// creature the seat doesn't see on the way it chose. `request` is the move to make there and
// `made` its real judgement (no path when it stops where it stands). `choices`: the mover's
// (default: seatChoices).
struct SeatMove {
    SeatRefusal refusal;
    combat::MoveRequest request;
    MoveJudgement made;
    GridPoint end;
    bool stopped = false;
    QString stoppedBy; // with `stopped`: the name of the creature in the way (worded for the GM by the referee)
    bool moves() const { return !refusal.refused() && made.found() && !made.path.path.empty(); }
};
SeatMove judgeSeatMove(const Encounter &e, MovementEngine &real, SeatPlanner &plan, const Seat &seat, GridPoint to,
                       const std::optional<MoveChoices> &choices = std::nullopt);

// Makes a judged seat move on `e` through the one move (combat::makeMove), as the GM's drag
// does: `real` is an engine over an encounter equal to `e`.
combat::MoveOutcome makeSeatMove(Encounter &e, MovementEngine &real, const SeatMove &move);
// The same for a judgement made earlier: the move of `id` to where `made` ends, with its
// seat's choices (an engine of its own).
void makeSeatMove(Encounter &e, const QString &id, const MoveJudgement &made);

// The door a seat asks for at `at` (grid units, a point on or near the door): the index of
// the door wall nearest `at` (within half a square) that touches a square the party
// explored and lies within one square of the seat creature's space; -1 with a refusal
// otherwise (no door there, too far, locked). A locked door is found out by trying it:
// `tried` is its index then (the party knows it is locked from now on).
struct SeatDoor {
    int wall = -1;
    SeatRefusal refusal;
    int tried = -1;
};
SeatDoor seatDoor(const Encounter &e, const FogOfWar &fog, const Seat &seat, QPointF at);

} // namespace bm
