#include "fuzztargets.h"

#include "tableserver/httpgate.h"
#include "tableserver/messages.h"

#include <QByteArray>

#include <cstdio>
#include <cstdlib>

namespace bm::fuzz {

namespace {

// The players' server's HTTP gate: a request head (any bytes up to the gate's limit, with
// the CRLF CRLF the gate waits for) is read or refused with a status and a reason; what it
// accepts is GET or HEAD of a path, without a body. An Origin and a Host compare without
// failing, and a host always matches itself.
void requestHead(const QByteArray &bytes)
{
    const auto broken = [&](const char *what) {
        std::fprintf(stderr, "fuzz property broken: %s\n%s\n", what, bytes.left(400).constData());
        std::abort();
    };
    const QByteArray head = bytes.left(HttpGate::kMaxHeadBytes - 4) + "\r\n\r\n";
    RequestHead request;
    if (request.read(head)) {
        if (request.method != "GET" && request.method != "HEAD")
            broken("a method other than GET and HEAD accepted");
        if (request.hasBody)
            broken("a request with a body accepted");
        if (!request.path.startsWith('/'))
            broken("a target that isn't a path accepted");
    } else {
        if (request.status != 400 && request.status != 405 && request.status != 431 && request.status != 505)
            broken("a refusal with an unexpected status");
        if (request.why.isEmpty())
            broken("a refusal without a reason");
    }
    const qsizetype cut = bytes.indexOf('\n');
    const QByteArray origin = cut < 0 ? bytes : bytes.left(cut);
    const QByteArray host = cut < 0 ? QByteArray() : bytes.mid(cut + 1);
    originMatchesHost(origin, host);
    if (!origin.contains("://") && !origin.isEmpty() && originMatchesHost(origin, origin))
        broken("an origin without a scheme accepted");
}

} // namespace

int tableMessage(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    requestHead(bytes);
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
