#include "fuzztargets.h"

#include "tableserver/messages.h"

#include <QByteArray>

#include <cstdio>
#include <cstdlib>

namespace bm::fuzz {

int tableMessage(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    constexpr int limit = 4096;
    for (const bool joined : {false, true}) {
        const PlayerMessage m = readPlayerMessage(bytes, joined, limit);
        const auto broken = [&](const char *what) {
            std::fprintf(stderr, "fuzz property broken: %s (joined %d)\n%s\n", what, int(joined), bytes.left(400).constData());
            std::abort();
        };
        if (m.kind == PlayerMessage::Kind::Refused && m.error.isEmpty())
            broken("a refusal without a reason");
        if (m.kind != PlayerMessage::Kind::Refused && !m.error.isEmpty())
            broken("an accepted message with an error");
        if (bytes.size() > limit && m.kind != PlayerMessage::Kind::Refused)
            broken("an oversize message accepted");
        if (m.kind == PlayerMessage::Kind::Hello && (joined || m.key.size() != 32))
            broken("hello after joining, or a key that isn't 128 bits in hex");
        if (m.kind == PlayerMessage::Kind::Resync && !joined)
            broken("a message before hello accepted");
        const bool request = m.kind == PlayerMessage::Kind::Path || m.kind == PlayerMessage::Kind::Move
                          || m.kind == PlayerMessage::Kind::Door || m.kind == PlayerMessage::Kind::Ping
                          || m.kind == PlayerMessage::Kind::Measure;
        if (request && !joined)
            broken("a request before hello accepted");
        if (m.kind == PlayerMessage::Kind::Measure && (m.from.x < 0 || m.from.y < 0 || m.from.x > kMaxCoordinate || m.from.y > kMaxCoordinate))
            broken("a ruler's start outside the bounds accepted");
        if ((m.kind == PlayerMessage::Kind::Path || m.kind == PlayerMessage::Kind::Move || m.kind == PlayerMessage::Kind::Ping
             || m.kind == PlayerMessage::Kind::Measure)
            && (m.square.x < 0 || m.square.y < 0 || m.square.x > kMaxCoordinate || m.square.y > kMaxCoordinate))
            broken("a square outside the bounds accepted");
        if (m.kind == PlayerMessage::Kind::Door
            && !(m.point.x() >= 0 && m.point.y() >= 0 && m.point.x() <= kMaxCoordinate && m.point.y() <= kMaxCoordinate))
            broken("a door point outside the bounds (or not a number) accepted");
        if (m.kind == PlayerMessage::Kind::Hello && m.lang.size() > 16)
            broken("a language over 16 characters accepted");
        if (!joined && m.kind == PlayerMessage::Kind::Refused && !m.hangUp)
            broken("a refusal before joining that keeps the socket");
    }
    return 0;
}

} // namespace bm::fuzz
