#include "httpgate.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>
#include <QWebSocketServer>

#include <algorithm>

#include <sys/socket.h>

namespace bm {

namespace {

// The socket's peer address, an IPv4 peer on a dual-stack socket as IPv4 (one address, one
// count).
QHostAddress normalized(const QHostAddress &a)
{
    bool isV4 = false;
    const quint32 v4 = a.toIPv4Address(&isV4);
    return isV4 ? QHostAddress(v4) : a;
}

// host[:port] → host and port (-1: none given); an IPv6 literal in brackets.
bool splitAuthority(QByteArray authority, QByteArray *host, int *port)
{
    authority = authority.trimmed().toLower();
    *port = -1;
    qsizetype colon = -1;
    if (authority.startsWith('[')) {
        const qsizetype close = authority.indexOf(']');
        if (close < 0)
            return false;
        *host = authority.mid(1, close - 1);
        if (close + 1 < authority.size()) {
            if (authority[close + 1] != ':')
                return false;
            colon = close + 1;
        }
    } else {
        colon = authority.lastIndexOf(':');
        *host = colon < 0 ? authority : authority.left(colon);
    }
    if (colon >= 0) {
        bool ok = false;
        const int p = authority.mid(colon + 1).toInt(&ok);
        if (!ok || p < 0 || p > 65535)
            return false;
        *port = p;
    }
    return !host->isEmpty();
}

} // namespace

bool originMatchesHost(const QByteArray &origin, const QByteArray &host)
{
    if (origin.isEmpty())
        return true; // not a browser: an Origin guards a browser's user, and anyone else can forge it
    const qsizetype sep = origin.indexOf("://");
    if (sep <= 0)
        return false; // "null" (a file, a sandbox) or garbage
    const QByteArray scheme = origin.left(sep).toLower();
    int defaultPort = 0;
    if (scheme == "http")
        defaultPort = 80;
    else if (scheme == "https")
        defaultPort = 443;
    else
        return false;
    QByteArray originHost;
    int originPort = -1;
    QByteArray hostHost;
    int hostPort = -1;
    if (!splitAuthority(origin.mid(sep + 3), &originHost, &originPort) || !splitAuthority(host, &hostHost, &hostPort))
        return false;
    if (originPort < 0)
        originPort = defaultPort;
    if (originHost != hostHost)
        return false;
    // A Host without a port was sent to the scheme's port (behind a proxy: its https port).
    return hostPort == originPort || (hostPort < 0 && originPort == defaultPort);
}

bool RequestHead::read(const QByteArray &head)
{
    const auto refuse = [this](int code, const char *reason) {
        status = code;
        why = reason;
        return false;
    };
    const QList<QByteArray> lines = head.split('\n');
    // The head ends with an empty line: CRLF CRLF, so the split leaves two empty pieces.
    if (lines.size() < 3)
        return refuse(400, "no request line");
    if (lines.size() - 3 > HttpGate::kMaxHeaderLines)
        return refuse(431, "too many header lines");
    QByteArray requestLine = lines.first();
    if (!requestLine.endsWith('\r'))
        return refuse(400, "a line not ended by CRLF");
    requestLine.chop(1);
    const QList<QByteArray> parts = requestLine.split(' ');
    if (parts.size() != 3 || parts[0].isEmpty() || parts[1].isEmpty())
        return refuse(400, "a malformed request line");
    method = parts[0];
    const QByteArray &target = parts[1];
    const QByteArray &version = parts[2];
    if (version != "HTTP/1.1" && version != "HTTP/1.0")
        return refuse(505, "an HTTP version other than 1.0 and 1.1");
    if (!target.startsWith('/'))
        return refuse(400, "a request target that isn't a path");
    path = target.left(target.indexOf('?') < 0 ? target.size() : target.indexOf('?'));
    bool upgradeHeader = false;
    bool connectionUpgrade = false;
    for (qsizetype i = 1; i < lines.size() - 2; ++i) {
        QByteArray line = lines[i];
        if (!line.endsWith('\r'))
            return refuse(400, "a line not ended by CRLF");
        line.chop(1);
        if (line.startsWith(' ') || line.startsWith('\t'))
            return refuse(400, "a folded header line");
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return refuse(400, "a header line without a name");
        const QByteArray name = line.left(colon).toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (name == "host") {
            if (!host.isEmpty())
                return refuse(400, "two Host headers");
            host = value;
        } else if (name == "origin") {
            origin = value;
        } else if (name == "upgrade") {
            upgradeHeader = value.toLower() == "websocket";
        } else if (name == "connection") {
            for (const QByteArray &token : value.toLower().split(','))
                connectionUpgrade = connectionUpgrade || token.trimmed() == "upgrade";
        } else if (name == "content-length") {
            if (value != "0")
                hasBody = true;
        } else if (name == "transfer-encoding") {
            hasBody = true;
        }
    }
    if (lines[lines.size() - 2] != "\r" || !lines.last().isEmpty())
        return refuse(400, "a head not ended by an empty line");
    if (method != "GET" && method != "HEAD")
        return refuse(405, "a method other than GET and HEAD");
    if (hasBody)
        return refuse(400, "a request with a body");
    if (host.isEmpty() && version == "HTTP/1.1")
        return refuse(400, "no Host header");
    upgradeToWebSocket = upgradeHeader && connectionUpgrade;
    return true;
}

HttpGate::HttpGate(PageSource pages, SocketSink sink, QObject *parent)
    : QObject(parent)
    , m_pages(std::move(pages))
    , m_sink(std::move(sink))
{
}

HttpGate::~HttpGate()
{
    // The sockets first (their handlers name this gate), then the servers.
    for (Peer &p : m_peers) {
        if (p.socket) {
            p.socket->disconnect(this);
            p.socket->abort();
            delete p.socket;
        }
    }
    m_peers.clear();
}

quint16 HttpGate::listen(const QHostAddress &address, quint16 port)
{
    m_server = std::make_unique<QTcpServer>();
    // Room in the kernel's queue for a burst of connections while the event loop is busy.
    m_server->setListenBacklogSize(1024);
    m_server->setMaxPendingConnections(kMaxSockets);
    connect(m_server.get(), &QTcpServer::pendingConnectionAvailable, this, &HttpGate::accept);
    m_webSockets = std::make_unique<QWebSocketServer>(QStringLiteral("Battlemap"), QWebSocketServer::NonSecureMode);
    m_webSockets->setHandshakeTimeout(std::chrono::milliseconds(kHelloDeadlineMs));
    m_webSockets->setMaxPendingConnections(kMaxSockets);
    connect(m_webSockets.get(), &QWebSocketServer::newConnection, this, &HttpGate::upgraded);
    if (!m_server->listen(address, port)) {
        m_server.reset();
        m_webSockets.reset();
        return 0;
    }
    return m_server->serverPort();
}

void HttpGate::accept()
{
    while (m_server && m_server->hasPendingConnections()) {
        QTcpSocket *socket = m_server->nextPendingConnection();
        if (!socket)
            break;
        const QHostAddress address = normalized(socket->peerAddress());
        makeRoomFor(address);
        Peer peer;
        peer.id = m_nextId++;
        peer.socket = socket;
        peer.address = address;
        peer.port = socket->peerPort();
        peer.deadline = new QTimer(socket);
        peer.deadline->setSingleShot(true);
        const quint64 id = peer.id;
        connect(peer.deadline, &QTimer::timeout, this, [this, id] { expire(id); });
        peer.deadline->start(kHeadDeadlineMs);
        // Qt reads whatever the kernel has; the head is looked at (peeked) in place, and only
        // up to kMaxHeadBytes is ever kept for it.
        socket->setReadBufferSize(kMaxHeadBytes + 1);
        connect(socket, &QTcpSocket::readyRead, this, [this, id] { readHead(id); });
        connect(socket, &QTcpSocket::disconnected, this, [this, id] { forget(id); });
        m_peers.insert(id, peer);
        if (socket->bytesAvailable())
            readHead(id);
    }
}

void HttpGate::makeRoomFor(const QHostAddress &address)
{
    // Counts of the sockets not joined, by address, and each address's oldest.
    QHash<QHostAddress, int> count;
    QHash<QHostAddress, quint64> oldest;
    int unjoined = 0;
    for (const Peer &p : std::as_const(m_peers)) {
        if (p.stage == Stage::Joined)
            continue;
        ++unjoined;
        ++count[p.address];
        const auto it = oldest.constFind(p.address);
        if (it == oldest.constEnd() || p.id < *it)
            oldest[p.address] = p.id;
    }
    quint64 victim = 0;
    if (count.value(address) >= kMaxUnjoinedPerAddress) {
        victim = oldest.value(address);
    } else if (unjoined >= kMaxUnjoined) {
        // The address holding the most; of equals, the one whose oldest is oldest.
        int most = 0;
        for (auto it = count.constBegin(); it != count.constEnd(); ++it) {
            const quint64 first = oldest.value(it.key());
            if (it.value() > most || (it.value() == most && first < victim)) {
                most = it.value();
                victim = first;
            }
        }
    }
    if (victim == 0)
        return;
    ++m_pushedOut;
    emit refused(tr("A connection from %1 was closed to make room for another").arg(m_peers.value(victim).address.toString()));
    hangUp(victim);
}

void HttpGate::readHead(quint64 id)
{
    auto it = m_peers.find(id);
    if (it == m_peers.end() || !it->socket)
        return;
    Peer &peer = *it;
    if (peer.stage != Stage::Head) {
        if (peer.stage == Stage::Answering)
            peer.socket->skip(peer.socket->bytesAvailable()); // one request a connection: the rest is ignored
        return;
    }
    const QByteArray seen = peer.socket->peek(kMaxHeadBytes + 1);
    const qsizetype end = seen.indexOf("\r\n\r\n");
    if (end < 0) {
        if (seen.size() > kMaxHeadBytes) {
            emit refused(tr("A request from %1 was refused: its head is over %2 bytes").arg(peer.address.toString()).arg(kMaxHeadBytes));
            answer(peer, 431, "Request Header Fields Too Large", {}, true);
        } else if (seen.count('\n') > kMaxHeaderLines + 1) {
            emit refused(tr("A request from %1 was refused: over %2 header lines").arg(peer.address.toString()).arg(kMaxHeaderLines));
            answer(peer, 431, "Request Header Fields Too Large", {}, true);
        }
        return; // the rest of the head is still coming (within the deadline)
    }
    const QByteArray head = seen.left(end + 4);
    RequestHead request;
    if (!request.read(head)) {
        emit refused(tr("A request from %1 was refused: %2").arg(peer.address.toString(), QString::fromLatin1(request.why)));
        const char *reason = request.status == 405   ? "Method Not Allowed"
                             : request.status == 431 ? "Request Header Fields Too Large"
                             : request.status == 505 ? "HTTP Version Not Supported"
                                                     : "Bad Request";
        answer(peer, request.status, reason, {}, request.method != "HEAD",
               request.status == 405 ? QByteArrayLiteral("Allow: GET, HEAD\r\n") : QByteArray());
        return;
    }
    const bool withBody = request.method == "GET";
    if (request.path == "/ws") {
        if (!request.upgradeToWebSocket) {
            answer(peer, 400, "Bad Request", {}, withBody);
        } else if (!originMatchesHost(request.origin, request.host)) {
            emit refused(tr("A connection from %1 was refused: a page from another site").arg(peer.address.toString()));
            answer(peer, 403, "Forbidden", {}, withBody);
        } else if (request.method != "GET") {
            answer(peer, 405, "Method Not Allowed", {}, withBody, QByteArrayLiteral("Allow: GET\r\n"));
        } else {
            upgrade(peer);
        }
        return;
    }
    const Page page = m_pages(request.path);
    if (page.type.isEmpty())
        answer(peer, 404, "Not Found", {}, withBody);
    else
        answer(peer, 200, "OK", page, withBody);
}

void HttpGate::answer(Peer &peer, int status, const QByteArray &reason, const Page &page, bool withBody,
                      const QByteArray &extraHeaders)
{
    const QByteArray type = page.type.isEmpty() ? QByteArrayLiteral("text/plain; charset=utf-8") : page.type;
    const QByteArray body = page.type.isEmpty() ? QByteArray::number(status) + ' ' + reason + '\n' : page.body;
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
    out += "Content-Type: " + type + "\r\n";
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    out += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n";
    out += extraHeaders;
    out += "Connection: close\r\n\r\n";
    if (withBody)
        out += body;
    peer.stage = Stage::Answering;
    QTcpSocket *socket = peer.socket;
    socket->skip(socket->bytesAvailable());
    peer.deadline->start(kWriteDeadlineMs);
    // Written, the sending side is shut and whatever the peer still sends is read and
    // thrown away until it hangs up (or the deadline): closing with unread bytes would
    // reset the connection and could lose the answer on the way (a 431 to a long head, a
    // 405 to an upload).
    connect(socket, &QTcpSocket::bytesWritten, this, [socket] {
        if (socket->bytesToWrite() == 0 && socket->state() == QAbstractSocket::ConnectedState)
            ::shutdown(int(socket->socketDescriptor()), SHUT_WR);
    });
    socket->write(out);
}

void HttpGate::upgrade(Peer &peer)
{
    QTcpSocket *socket = peer.socket;
    socket->disconnect(this); // readHead no more; the frame check below runs before Qt's reader
    const quint64 id = peer.id;
    connect(socket, &QTcpSocket::disconnected, this, [this, id] { forget(id); });
    connect(socket, &QTcpSocket::readyRead, this, [this, id] { checkFrames(id); });
    socket->setReadBufferSize(0); // QWebSocket bounds its messages (TableServer)
    peer.stage = Stage::Upgrading;
    peer.deadline->start(kHelloDeadlineMs);
    // The head stays in the socket for Qt's handshake; the frames after it are checked as
    // they arrive. A transaction keeps every byte since the last check, so the check knows
    // where Qt's reader stands (checkFrames).
    peer.nextFrame = socket->peek(kMaxHeadBytes + 1).indexOf("\r\n\r\n") + 4;
    socket->startTransaction();
    m_webSockets->handleConnection(socket);
}

void HttpGate::checkFrames(quint64 id)
{
    auto it = m_peers.find(id);
    if (it == m_peers.end() || !it->socket)
        return;
    Peer &peer = *it;
    QTcpSocket *socket = peer.socket;
    if (peer.broken) {
        socket->skip(socket->bytesAvailable());
        return;
    }
    if (!socket->isTransactionStarted())
        return;
    // Qt's reader has consumed up to where bytesAvailable() starts; the transaction kept it.
    const qint64 unread = socket->bytesAvailable();
    socket->rollbackTransaction();
    const qint64 kept = socket->bytesAvailable();
    const qint64 consumed = kept - unread;
    const QByteArray bytes = socket->peek(kept);
    // RFC 6455 5.2: FIN/RSV/opcode, then MASK and a 7-bit length (126: 16 bits follow,
    // 127: 64 bits), the 4-byte masking key, the payload.
    qint64 at = peer.nextFrame;
    bool unmasked = false;
    while (at + 2 <= bytes.size()) {
        const auto b1 = static_cast<unsigned char>(bytes[at + 1]);
        if (!(b1 & 0x80)) {
            unmasked = true;
            break;
        }
        quint64 length = b1 & 0x7f;
        qint64 header = 2;
        if (length == 126 || length == 127) {
            const int extra = length == 126 ? 2 : 8;
            if (at + 2 + extra > bytes.size())
                break;
            length = 0;
            for (int i = 0; i < extra; ++i)
                length = (length << 8) | static_cast<unsigned char>(bytes[at + 2 + i]);
            header += extra;
        }
        if (length > quint64(1) << 32)
            break; // Qt's reader refuses it (over the message limit) and closes
        at += header + 4 + qint64(length);
    }
    if (unmasked) {
        peer.broken = true;
        socket->skip(kept); // nothing of it or after it reaches the reader
        emit refused(tr("A connection from %1 was closed: an unmasked WebSocket frame").arg(peer.address.toString()));
        // The WebSocket says why (1002) when there is one yet; a peer that doesn't close is
        // cut off.
        emit protocolError(id);
        QTimer::singleShot(1000, socket, [socket] { socket->abort(); });
        return;
    }
    peer.nextFrame = at - consumed;
    socket->skip(consumed);
    socket->startTransaction();
}

void HttpGate::upgraded()
{
    while (m_webSockets && m_webSockets->hasPendingConnections()) {
        std::unique_ptr<QWebSocket> ws(m_webSockets->nextPendingConnection());
        if (!ws)
            break;
        quint64 id = 0;
        for (auto it = m_peers.begin(); it != m_peers.end(); ++it)
            if (it->stage == Stage::Upgrading && it->port == ws->peerPort() && it->address == normalized(ws->peerAddress()))
                id = it.key();
        if (id == 0)
            continue; // gone meanwhile
        m_peers[id].stage = Stage::WebSocket;
        m_sink(id, std::move(ws));
    }
}

bool HttpGate::join(quint64 id)
{
    auto it = m_peers.find(id);
    if (it == m_peers.end())
        return false;
    if (it->stage == Stage::Joined)
        return true;
    if (m_joined >= kMaxJoined)
        return false;
    it->stage = Stage::Joined;
    it->deadline->stop();
    ++m_joined;
    return true;
}

void HttpGate::hangUp(quint64 id)
{
    const auto it = m_peers.constFind(id);
    if (it == m_peers.constEnd())
        return;
    QPointer<QTcpSocket> socket = it->socket;
    forget(id);
    if (socket)
        socket->abort();
}

void HttpGate::expire(quint64 id)
{
    const auto it = m_peers.constFind(id);
    if (it == m_peers.constEnd())
        return;
    ++m_timedOut;
    hangUp(id);
}

void HttpGate::forget(quint64 id)
{
    const auto it = m_peers.find(id);
    if (it == m_peers.end())
        return;
    if (it->stage == Stage::Joined)
        --m_joined;
    QPointer<QTcpSocket> socket = it->socket;
    m_peers.erase(it);
    if (socket) {
        socket->disconnect(this);
        socket->deleteLater();
    }
}

} // namespace bm
