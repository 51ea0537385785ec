#pragma once

// The door of the players' server: one TCP port, plain HTTP/1.1 for the page and the
// upgrade to a WebSocket at /ws. Nothing a peer sends is believed before it is bounded:
//
// - sockets: at most kMaxSockets open at once. Joined seats (kMaxJoined) are never pushed
//   out by strangers; of the rest (kMaxUnjoined, and kMaxUnjoinedPerAddress from one
//   address) a newcomer pushes out the oldest of the address holding the most. So a flood
//   of half-open connections costs a bounded number of file descriptors, and a real player
//   still gets in: an attacker's connections push out the attacker's own first.
// - a request's head: kMaxHeadBytes and kMaxHeaderLines, all of it within kHeadDeadlineMs
//   of the connection (a slow-loris gets no longer); GET and HEAD only (405 for the rest),
//   no body (a Content-Length or Transfer-Encoding is answered 400 and closed), one
//   request a connection (every answer says Connection: close and hangs up once written, or
//   after kWriteDeadlineMs when the peer doesn't read).
// - the WebSocket: the Origin, when a browser sends one, must name the host the request was
//   sent to (Host), else 403; Qt's QWebSocketServer does the handshake; every frame from
//   the client must be masked (RFC 6455 5.1: an unmasked one closes the socket, 1002); the
//   socket must join a seat (TableServer's hello) within kHelloDeadlineMs.
//
// Qt 6.4's QHttpServer buffers any header, any body and keeps connections alive, and
// QWebSocket accepts unmasked frames, so the page and the upgrade come through this gate.
// docs/PLAYERS.md lists the numbers.

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QTcpServer;
class QTcpSocket;
class QTimer;
class QWebSocket;
class QWebSocketServer;

namespace bm {

class HttpGate : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxJoined = 64;               // sockets joined to a seat
    static constexpr int kMaxUnjoined = 192;            // every other socket (HTTP, WebSockets before hello)
    static constexpr int kMaxSockets = kMaxJoined + kMaxUnjoined;
    static constexpr int kMaxUnjoinedPerAddress = 16;
    static constexpr int kMaxHeadBytes = 16 * 1024;
    static constexpr int kMaxHeaderLines = 64;
    static constexpr int kHeadDeadlineMs = 5000;
    static constexpr int kHelloDeadlineMs = 5000;
    static constexpr int kWriteDeadlineMs = 10000;

    // What the gate answers for a path (GET and HEAD): the body and its type; an empty type
    // means 404.
    struct Page {
        QByteArray type;
        QByteArray body;
    };
    using PageSource = std::function<Page(const QByteArray &path)>;
    // A WebSocket that passed the gate: the receiver owns it; `peer` names it to the gate.
    using SocketSink = std::function<void(quint64 peer, std::unique_ptr<QWebSocket> socket)>;

    HttpGate(PageSource pages, SocketSink sink, QObject *parent = nullptr);
    ~HttpGate() override;

    // Listens (port 0: any free port); the port, or 0 when it can't.
    quint16 listen(const QHostAddress &address, quint16 port);

    // The socket joined a seat: no hello deadline any more, never pushed out. False when
    // kMaxJoined sockets have joined already (the caller refuses it).
    bool join(quint64 peer);
    // Hangs up on a peer at once (a refusal already sent, a revoked seat).
    void hangUp(quint64 peer);

    int openSockets() const { return int(m_peers.size()); }
    int joinedSockets() const { return m_joined; }
    int pushedOut() const { return m_pushedOut; }   // connections pushed out to make room
    int timedOut() const { return m_timedOut; }     // deadlines missed (head, hello, write)

signals:
    // A request or connection refused, in words for the GM's log (never the peer's text).
    void refused(const QString &why);
    // An unmasked frame came on `peer`'s WebSocket: close it with 1002 (it is cut off a
    // second later whatever it does).
    void protocolError(quint64 peer);

private:
    enum class Stage { Head, Answering, Upgrading, WebSocket, Joined };
    struct Peer {
        quint64 id = 0;
        QPointer<QTcpSocket> socket;
        QHostAddress address;
        quint16 port = 0;
        Stage stage = Stage::Head;
        QTimer *deadline = nullptr;
        // The WebSocket's frames as they arrive, checked before Qt reads them (masked).
        qint64 nextFrame = 0;   // where the next frame's header starts, from the kept bytes' start
        bool broken = false;    // an unmasked frame came: everything after it is thrown away
    };

    PageSource m_pages;
    SocketSink m_sink;
    std::unique_ptr<QTcpServer> m_server;
    std::unique_ptr<QWebSocketServer> m_webSockets;
    QHash<quint64, Peer> m_peers;
    quint64 m_nextId = 1;
    int m_joined = 0;
    int m_pushedOut = 0;
    int m_timedOut = 0;

    void accept();
    void makeRoomFor(const QHostAddress &address);
    void readHead(quint64 id);
    void answer(Peer &peer, int status, const QByteArray &reason, const Page &page, bool withBody,
                const QByteArray &extraHeaders = {});
    void upgrade(Peer &peer);
    void checkFrames(quint64 id);
    void upgraded();
    void forget(quint64 id);
    void expire(quint64 id);
};

// The parts of a request head the gate reads (pure, for the tests and the fuzz target):
// false and a status (400, 405, 413, 431, 505) when it is refused.
struct RequestHead {
    QByteArray method;
    QByteArray path; // without the query
    QByteArray host;
    QByteArray origin;
    bool upgradeToWebSocket = false;
    bool hasBody = false;
    int status = 0;           // the refusal's status when read() is false
    QByteArray why;           // and its reason (for the log; fixed words, never the peer's bytes)
    bool read(const QByteArray &head);
};

// Does the browser's Origin name the host the request went to? Both compared as host and
// port (an Origin without a port has its scheme's). An empty origin (not a browser) passes.
bool originMatchesHost(const QByteArray &origin, const QByteArray &host);

} // namespace bm
