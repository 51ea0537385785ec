#pragma once

// A player's message, read and checked before anything acts on it (the server
// trusts nothing). Pure: the server and the fuzz target (tests/fuzz, "table") call it.

#include "model/vocabulary.h"

#include <QByteArray>
#include <QPointF>
#include <QString>

namespace bm {

// The messages a seat may send (docs/PLAYERS.md), each with exactly its fields:
//   {type: "hello", key, lang?}     joins the seat (first, and only once)
//   {type: "resync"}                 the snapshot again
//   {type: "path", to: [x, y]}       the path its creature would take there (while dragging)
//   {type: "move", to: [x, y], creature?}  moves its creature there; `creature`, when
//                                    given, must be its own (a forged id is refused)
//   {type: "door", at: [x, y]}       opens or closes the door at that point (grid units)
//   {type: "ping", at: [x, y]}       shows the GM (and the seats that know the square) a square
//   {type: "measure", from: [x, y], to: [x, y]}  the ruler: the distance under the ruleset
struct PlayerMessage {
    enum class Kind { Refused, Hello, Resync, Path, Move, Door, Ping, Measure };
    Kind kind = Kind::Refused;
    QString key;   // Hello: 32 lower-case hex digits
    QString lang;  // Hello: the page's language ("de", "en-GB"), or empty; checked, not used yet (the
                   // page words its refusals itself from their codes)
    GridPoint square; // Path, Move, Ping, Measure (to): a square (0..kMaxCoordinate; the map's bounds are the server's check)
    GridPoint from;   // Measure
    QPointF point;    // Door: a point in grid units
    QString creature; // Move: the creature the page named (empty: its own)
    QString error; // Refused: why, translated
    bool hangUp = true; // Refused: the socket is closed (not for a well-formed message of a
                        // type this server doesn't know, after joining: a newer page)
};

inline constexpr int kMaxCoordinate = 100000; // more than any map (ENCOUNTER_FORMAT.md)

// `joined`: the socket has joined a seat (the first message must be hello, and only once).
PlayerMessage readPlayerMessage(const QByteArray &bytes, bool joined, int maxBytes);

} // namespace bm
