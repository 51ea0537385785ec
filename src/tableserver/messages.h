#pragma once

// A player's message, read and checked before anything acts on it (issue 32: the server
// trusts nothing). Pure: the server and the fuzz target (tests/fuzz, "table") call it.

#include <QByteArray>
#include <QString>

namespace bm {

struct PlayerMessage {
    enum class Kind { Refused, Hello, Resync };
    Kind kind = Kind::Refused;
    QString key;   // Hello: 32 lower-case hex digits
    QString error; // Refused: why, translated
    bool hangUp = true; // Refused: the socket is closed (not for a well-formed message of a
                        // type this server doesn't know, after joining: a newer page)
};

// `joined`: the socket has joined a seat (the first message must be hello, and only once).
PlayerMessage readPlayerMessage(const QByteArray &bytes, bool joined, int maxBytes);

} // namespace bm
