#include "tableserver.h"

#include "httpgate.h"
#include "messages.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>

namespace bm {

static_assert(TableServer::kMaxClients == HttpGate::kMaxJoined, "the seats' devices are the gate's joined sockets");

namespace {

// Compares every byte whatever the first difference (no early exit a timing could read).
bool sameKey(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

QString newKey()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex());
}

} // namespace

TableServer::TableServer(QObject *parent)
    : QObject(parent)
    , m_publish(new QTimer(this))
    , m_reportLater(new QTimer(this))
{
    m_reportLater->setSingleShot(true);
    connect(m_reportLater, &QTimer::timeout, this, [this] {
        if (m_unreported > 0)
            report({});
    });
    m_publish->setSingleShot(true);
    m_publish->setInterval(0);
    connect(m_publish, &QTimer::timeout, this, [this] {
        // One snapshot a seat, however many devices sit on it (a phone and a laptop, a
        // device reconnecting): made once, sent to each.
        QSet<QString> made;
        m_written = {};
        for (const auto &c : m_clients)
            if (!c->key.isEmpty())
                sendSnapshot(c.get(), &made);
    });
}

TableServer::~TableServer()
{
    close();
}

quint16 TableServer::listen(const QHostAddress &address, quint16 port)
{
    close();
    // The page: the same for every seat (the key is in the link's fragment, which the
    // browser never sends); it shows only what the socket brings.
    const auto pages = [](const QByteArray &path) -> HttpGate::Page {
        const auto file = [](const QString &name, const QByteArray &type) {
            QFile f(QStringLiteral(":/table/") + name);
            return f.open(QIODevice::ReadOnly) ? HttpGate::Page{type, f.readAll()} : HttpGate::Page{};
        };
        if (path == "/")
            return file(QStringLiteral("index.html"), QByteArrayLiteral("text/html; charset=utf-8"));
        if (path == "/table.js")
            return file(QStringLiteral("table.js"), QByteArrayLiteral("text/javascript; charset=utf-8"));
        return {};
    };
    m_gate = std::make_unique<HttpGate>(pages, [this](quint64 peer, std::unique_ptr<QWebSocket> socket) { adopt(peer, std::move(socket)); });
    connect(m_gate.get(), &HttpGate::refused, this, &TableServer::report);
    connect(m_gate.get(), &HttpGate::protocolError, this, [this](quint64 peer) {
        if (Client *c = clientOf(peer)) {
            c->closing = true;
            c->key.clear();
            c->socket->close(QWebSocketProtocol::CloseCodeProtocolError, QStringLiteral("unmasked frame"));
        }
    });
    m_port = m_gate->listen(address, port);
    if (m_port == 0)
        m_gate.reset();
    return m_port;
}

void TableServer::close()
{
    for (const auto &c : m_clients)
        c->socket->disconnect(this);
    m_clients.clear();
    m_gate.reset();
    m_port = 0;
}

bool TableServer::isListening() const
{
    return m_gate != nullptr;
}

QString TableServer::addSeat(const Seat &seat)
{
    const QString key = newKey();
    m_seats.insert(key, seat);
    m_order << key;
    emit seatsChanged();
    return key;
}

void TableServer::revoke(const QString &key)
{
    revoke(key, QStringLiteral("revoked"), tr("the GM closed this seat"));
}

void TableServer::revoke(const QString &key, const QString &code, const QString &why)
{
    m_seats.remove(key);
    m_order.removeAll(key);
    m_writers.remove(key);
    for (const auto &c : m_clients)
        if (!c->key.isEmpty() && c->key == key) {
            // The page says why in the player's words and drops the map it showed.
            send(c.get(), QJsonObject{{QStringLiteral("type"), QStringLiteral("refused")}, {QStringLiteral("code"), code},
                                      {QStringLiteral("why"), why}});
            c->key.clear();
            c->closing = true;
            c->socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("revoked"));
            const quint64 peer = c->peer;
            QTimer::singleShot(1000, this, [this, peer] {
                if (m_gate)
                    m_gate->hangUp(peer);
            });
        }
    emit seatRevoked(key);
    emit seatsChanged();
}

QString TableServer::renew(const QString &key)
{
    const auto it = m_seats.constFind(key);
    if (it == m_seats.constEnd())
        return {};
    const Seat seat = *it;
    const qsizetype at = m_order.indexOf(key);
    revoke(key, QStringLiteral("renewed"), tr("the GM gave this seat a new link"));
    const QString renewed = addSeat(seat);
    m_order.removeAll(renewed); // the renewed seat keeps its place in the list
    m_order.insert(std::clamp<qsizetype>(at, 0, m_order.size()), renewed);
    emit seatsChanged();
    return renewed;
}

void TableServer::clearSeats()
{
    for (const QString &key : QStringList(m_order))
        revoke(key);
}

QList<QPair<QString, Seat>> TableServer::seats() const
{
    QList<QPair<QString, Seat>> out;
    for (const QString &key : m_order)
        out.append({key, m_seats.value(key)});
    return out;
}

int TableServer::connectedCount(const QString &key) const
{
    int n = 0;
    for (const auto &c : m_clients)
        n += !c->key.isEmpty() && c->key == key;
    return n;
}

int TableServer::connectedCount() const
{
    int n = 0;
    for (const auto &c : m_clients)
        n += !c->key.isEmpty();
    return n;
}

void TableServer::publish()
{
    m_publish->start();
}

const Seat *TableServer::seatFor(const QString &key) const
{
    const QByteArray given = key.toLatin1();
    const Seat *found = nullptr;
    for (auto it = m_seats.constBegin(); it != m_seats.constEnd(); ++it)
        if (sameKey(it.key().toLatin1(), given))
            found = &it.value(); // every key compared, whichever matches
    return found;
}

void TableServer::adopt(quint64 peer, std::unique_ptr<QWebSocket> socket)
{
    socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
    socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
    auto client = std::make_unique<Client>();
    client->peer = peer;
    client->socket = std::move(socket);
    QWebSocket *ws = client->socket.get();
    // The handlers name the connection by the gate's id, never by a pointer that a later
    // connection could reuse.
    connect(ws, &QWebSocket::textMessageReceived, this, [this, peer](const QString &text) { handle(peer, text); });
    connect(ws, &QWebSocket::binaryMessageReceived, this, [this, peer] {
        if (Client *c = clientOf(peer); c && !c->closing)
            refuse(c, tr("a binary message"), true);
    });
    connect(ws, &QWebSocket::bytesWritten, this, [this, peer] {
        Client *c = clientOf(peer);
        if (c && c->behind && !c->key.isEmpty() && c->socket->bytesToWrite() < kMaxQueuedBytes / 4)
            sendSnapshot(c);
    });
    connect(ws, &QWebSocket::disconnected, this, [this, peer] {
        Client *c = clientOf(peer);
        // QWebSocket itself hangs up on a message or frame over the limit.
        if (c && c->socket->closeCode() == QWebSocketProtocol::CloseCodeTooMuchData)
            report(tr("Refused from %1: %2").arg(c->socket->peerAddress().toString(), tr("a message over %1 bytes").arg(kMaxMessageBytes)));
        QTimer::singleShot(0, this, [this, peer] { drop(peer); });
    });
    m_clients.push_back(std::move(client));
}

TableServer::Client *TableServer::clientOf(quint64 peer) const
{
    for (const auto &c : m_clients)
        if (c->peer == peer)
            return c.get();
    return nullptr;
}

void TableServer::drop(quint64 peer)
{
    const auto it = std::find_if(m_clients.begin(), m_clients.end(), [peer](const std::unique_ptr<Client> &c) { return c->peer == peer; });
    if (it == m_clients.end())
        return;
    const bool joined = !(*it)->key.isEmpty();
    (*it)->socket->disconnect(this);
    m_clients.erase(it);
    if (m_gate)
        m_gate->hangUp(peer);
    if (joined)
        emit seatsChanged();
}

void TableServer::report(const QString &why)
{
    // One line a second at most: a flood of refusals must not flood the GM's window.
    if (!why.isEmpty() && m_lastReport.isValid() && m_lastReport.elapsed() < 1000) {
        ++m_unreported;
        m_lastUnreported = why;
        if (!m_reportLater->isActive())
            m_reportLater->start(int(1000 - m_lastReport.elapsed()));
        return;
    }
    QString line = why.isEmpty() ? m_lastUnreported : why;
    const int more = why.isEmpty() ? m_unreported - 1 : m_unreported;
    if (more > 0)
        line = tr("%1 (and %n more refused)", nullptr, more).arg(line);
    m_unreported = 0;
    m_lastUnreported.clear();
    m_lastReport.start();
    emit refused(line);
}

void TableServer::send(Client *client, const QJsonObject &message)
{
    client->socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void TableServer::sendTo(const QString &key, const QJsonObject &message)
{
    for (const auto &c : m_clients)
        if (!c->key.isEmpty() && c->key == key)
            send(c.get(), message);
}

void TableServer::refuse(Client *client, const QString &why, bool disconnect, const QString &code)
{
    report(tr("Refused from %1: %2").arg(client->socket->peerAddress().toString(), why));
    QJsonObject answer{{QStringLiteral("type"), QStringLiteral("refused")}, {QStringLiteral("why"), why}};
    if (!code.isEmpty())
        answer[QStringLiteral("code")] = code;
    send(client, answer);
    if (disconnect) {
        client->key.clear();
        client->closing = true;
        client->socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("refused"));
        // A peer that doesn't answer the close is cut off (the gate's sockets are bounded).
        const quint64 peer = client->peer;
        QTimer::singleShot(1000, this, [this, peer] {
            if (m_gate)
                m_gate->hangUp(peer);
        });
    }
}

void TableServer::setBackground(const QImage &gridImage, int pixelsPerSquare)
{
    m_tiles.setImage(gridImage, pixelsPerSquare);
    ++m_tileGeneration;
    publish();
}

void TableServer::setExplored(const FogOfWar &fog)
{
    if (m_tiles.setExplored(fog)) {
        ++m_tileGeneration;
        publish();
    }
}

void TableServer::sendTiles(Client *client)
{
    if (client->tileGeneration == m_tileGeneration)
        return;
    QJsonObject message{{QStringLiteral("type"), QStringLiteral("tiles")},
                        {QStringLiteral("squares"), BackgroundTiles::kTileSquares},
                        {QStringLiteral("pixelsPerSquare"), m_tiles.pixelsPerSquare()}};
    if (client->imageVersion != m_tiles.imageVersion() && client->tiles.isEmpty()) {
        client->imageVersion = m_tiles.imageVersion(); // it has none to drop
    } else if (client->imageVersion != m_tiles.imageVersion()) {
        client->tiles.clear();
        client->imageVersion = m_tiles.imageVersion();
        message[QStringLiteral("reset")] = true; // another picture: drop the old tiles
    }
    if (m_tiles.isEmpty()) {
        if (message.contains(QLatin1String("reset")))
            send(client, message);
        client->tileGeneration = m_tileGeneration;
        return;
    }
    QJsonArray batch;
    qint64 batchBytes = 0;
    const int count = m_tiles.tilesWide() * m_tiles.tilesHigh();
    for (int t = 0; t < count; ++t) {
        const std::uint64_t bits = m_tiles.mask(t);
        if (bits == 0 || client->tiles.value(t) == bits)
            continue;
        if (client->socket->bytesToWrite() > kMaxQueuedBytes) {
            client->behind = true; // the rest when it drains
            return;
        }
        const QByteArray jpeg = m_tiles.tile(t);
        batch.append(QJsonArray{t % m_tiles.tilesWide(), t / m_tiles.tilesWide(), QString::fromLatin1(jpeg.toBase64())});
        batchBytes += jpeg.size();
        client->tiles.insert(t, bits);
        if (batchBytes > 256 * 1024) {
            message[QStringLiteral("tiles")] = batch;
            send(client, message);
            m_tileBytes += batchBytes;
            message.remove(QStringLiteral("reset"));
            batch = QJsonArray();
            batchBytes = 0;
        }
    }
    if (!batch.isEmpty() || message.contains(QLatin1String("reset"))) {
        message[QStringLiteral("tiles")] = batch;
        send(client, message);
        m_tileBytes += batchBytes;
    }
    client->tileGeneration = m_tileGeneration;
}

qint64 TableServer::largestQueue() const
{
    qint64 most = 0;
    for (const auto &c : m_clients)
        most = std::max(most, c->socket->bytesToWrite());
    return most;
}

void TableServer::sendSnapshot(Client *client, QSet<QString> *made, bool asked)
{
    const Seat *seat = seatFor(client->key);
    if (!seat || !m_source)
        return;
    if (client->socket->bytesToWrite() > kMaxQueuedBytes) {
        // It isn't reading: skipped (not even computed); the newest goes when it drains.
        client->behind = true;
        ++m_skipped;
        return;
    }
    client->behind = false;
    SnapshotWriter &writer = m_writers[client->key];
    if (!made || !made->contains(client->key)) {
        writer.take(m_source(*seat), made ? &m_written : nullptr);
        if (made)
            made->insert(client->key);
    }
    if (asked || client->generation != writer.generation()) {
        // A patch on what it has when it has the snapshot the patch was made on (a device
        // that was skipped or joined since gets the whole one).
        const bool patch = !asked && client->generation != 0 && client->generation == writer.previousGeneration()
            && !writer.patch().isEmpty();
        client->socket->sendTextMessage(QString::fromUtf8(patch ? writer.patch() : writer.full()));
        // Written now, not on the next turn of the event loop (a socket that can't take it
        // all keeps the rest, as it would have).
        client->socket->flush();
        client->generation = writer.generation();
    }
    sendTiles(client);
}

void TableServer::handle(quint64 peer, const QString &text)
{
    Client *client = clientOf(peer);
    if (!client || client->closing)
        return;
    // Rate: at most kMaxMessagesPerSecond a second, a flood is refused and disconnected.
    if (!client->window.isValid() || client->window.elapsed() >= 1000) {
        client->window.start();
        client->messagesInWindow = 0;
    }
    if (++client->messagesInWindow > kMaxMessagesPerSecond) {
        refuse(client, tr("too many messages"), true);
        return;
    }
    const PlayerMessage m = readPlayerMessage(text.toUtf8(), !client->key.isEmpty(), kMaxMessageBytes);
    switch (m.kind) {
    case PlayerMessage::Kind::Refused:
        refuse(client, m.error, m.hangUp);
        return;
    case PlayerMessage::Kind::Hello:
        if (!seatFor(m.key)) {
            refuse(client, tr("no such seat (a wrong, revoked or renewed key)"), true, QStringLiteral("no-seat"));
            return;
        }
        if (!m_gate || !m_gate->join(peer)) {
            refuse(client, tr("too many players connected"), true);
            return;
        }
        client->key = m.key;
        sendSnapshot(client);
        emit seatsChanged();
        return;
    case PlayerMessage::Kind::Resync:
        sendSnapshot(client, nullptr, true);
        return;
    case PlayerMessage::Kind::Path:
    case PlayerMessage::Kind::Move:
    case PlayerMessage::Kind::Door:
    case PlayerMessage::Kind::Ping:
    case PlayerMessage::Kind::Measure: {
        const Seat *seat = seatFor(client->key);
        if (!seat)
            return;
        if (!m_handler) {
            refuse(client, tr("the GM moves the tokens"), false, QStringLiteral("gm-moves"));
            return;
        }
        const QString key = client->key;
        const QJsonObject answer = m_handler(key, *seat, m);
        // The handler may have revoked the seat or closed the server (the GM's choice).
        client = clientOf(peer);
        if (answer.isEmpty() || !client || client->key != key)
            return;
        if (answer.value(QLatin1String("type")).toString() == QLatin1String("refused")) // reported, as every refusal
            report(tr("Refused from %1: %2").arg(client->socket->peerAddress().toString(), answer.value(QLatin1String("why")).toString()));
        send(client, answer);
        return;
    }
    }
}

} // namespace bm
