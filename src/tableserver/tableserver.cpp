#include "tableserver.h"

#include "messages.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QHttpServerResponse>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>

namespace bm {

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
    , m_frame(new QTimer(this))
{
    m_frame->setSingleShot(true);
    connect(m_frame, &QTimer::timeout, this, &TableServer::publishFrame);
    m_publish->setSingleShot(true);
    m_publish->setInterval(0);
    connect(m_publish, &QTimer::timeout, this, [this] {
        // One snapshot a seat, however many devices sit on it (a phone and a laptop, a
        // device reconnecting): made once, sent to each.
        QHash<QString, QString> made;
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
    m_http = std::make_unique<QHttpServer>();
    connect(m_http.get(), &QAbstractHttpServer::newWebSocketConnection, this, &TableServer::acceptConnections);
    // Qt 6.4 upgrades a socket only on a path whose route writes nothing back (the
    // responder form of route(): a handler that returns without answering).
    m_http->route(QStringLiteral("/ws"), [](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        if (request.value(QByteArrayLiteral("upgrade")).compare(QByteArrayLiteral("websocket"), Qt::CaseInsensitive) == 0)
            return; // the WebSocket server takes the socket
        responder.write(QHttpServerResponder::StatusCode::BadRequest);
    });
    // The page: the same for every seat (the key is in the link's fragment, which the
    // browser never sends); it shows only what the socket brings.
    const auto page = [](const QString &file, const QByteArray &mime) {
        QFile f(QStringLiteral(":/table/") + file);
        if (!f.open(QIODevice::ReadOnly))
            return QHttpServerResponse(QHttpServerResponder::StatusCode::NotFound);
        return QHttpServerResponse(mime, f.readAll());
    };
    m_http->route(QStringLiteral("/"), [page] { return page(QStringLiteral("index.html"), QByteArrayLiteral("text/html; charset=utf-8")); });
    m_http->route(QStringLiteral("/table.js"),
                  [page] { return page(QStringLiteral("table.js"), QByteArrayLiteral("text/javascript; charset=utf-8")); });
    m_port = m_http->listen(address, port);
    if (m_port == 0)
        m_http.reset();
    return m_port;
}

void TableServer::close()
{
    for (const auto &c : m_clients)
        c->socket->disconnect(this);
    m_clients.clear();
    m_http.reset();
    m_port = 0;
}

bool TableServer::isListening() const
{
    return m_http != nullptr;
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
    m_seats.remove(key);
    m_order.removeAll(key);
    for (const auto &c : m_clients)
        if (!c->key.isEmpty() && c->key == key) {
            c->key.clear();
            c->socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("revoked"));
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
    revoke(key);
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

void TableServer::publishFrame()
{
    constexpr qint64 gap = 1000 / kFramesPerSecond;
    if (!m_lastFrame.isValid() || m_lastFrame.elapsed() >= gap) {
        m_frame->stop();
        m_lastFrame.start();
        publish();
    } else if (!m_frame->isActive()) {
        m_frame->start(int(gap - m_lastFrame.elapsed()));
    }
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

void TableServer::acceptConnections()
{
    while (m_http) {
        std::unique_ptr<QWebSocket> socket = m_http->nextPendingWebSocketConnection();
        if (!socket)
            break;
        if (int(m_clients.size()) >= kMaxClients) {
            socket->close(QWebSocketProtocol::CloseCodeTooMuchData, QStringLiteral("too many connections"));
            emit refused(tr("A connection was refused: too many players connected"));
            continue;
        }
        socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
        auto client = std::make_unique<Client>();
        client->socket = std::move(socket);
        Client *c = client.get();
        connect(c->socket.get(), &QWebSocket::textMessageReceived, this, [this, c](const QString &text) { handle(c, text); });
        connect(c->socket.get(), &QWebSocket::binaryMessageReceived, this,
                [this, c] { refuse(c, tr("a binary message"), true); });
        connect(c->socket.get(), &QWebSocket::bytesWritten, this, [this, c] {
            if (c->behind && !c->key.isEmpty() && c->socket->bytesToWrite() < kMaxQueuedBytes / 4)
                sendSnapshot(c);
        });
        connect(c->socket.get(), &QWebSocket::disconnected, this, [this, c] {
            // QWebSocket itself hangs up on a message or frame over the limit.
            if (c->socket->closeCode() == QWebSocketProtocol::CloseCodeTooMuchData)
                emit refused(tr("Refused from %1: %2")
                                 .arg(c->socket->peerAddress().toString(), tr("a message over %1 bytes").arg(kMaxMessageBytes)));
            QTimer::singleShot(0, this, [this, c] { drop(c); });
        });
        m_clients.push_back(std::move(client));
    }
}

void TableServer::drop(Client *client)
{
    const bool joined = !client->key.isEmpty();
    std::erase_if(m_clients, [client](const std::unique_ptr<Client> &c) { return c.get() == client; });
    if (joined)
        emit seatsChanged();
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
    emit refused(tr("Refused from %1: %2").arg(client->socket->peerAddress().toString(), why));
    QJsonObject answer{{QStringLiteral("type"), QStringLiteral("refused")}, {QStringLiteral("why"), why}};
    if (!code.isEmpty())
        answer[QStringLiteral("code")] = code;
    send(client, answer);
    if (disconnect) {
        client->key.clear();
        client->socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("refused"));
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

void TableServer::sendSnapshot(Client *client, QHash<QString, QString> *made, bool asked)
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
    QString text = made ? made->value(client->key) : QString();
    if (text.isEmpty()) {
        text = QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("snapshot")}, {QStringLiteral("snapshot"), m_source(*seat)}})
                .toJson(QJsonDocument::Compact));
        if (made)
            made->insert(client->key, text);
    }
    if (asked || text != client->lastSnapshot) {
        client->socket->sendTextMessage(text);
        client->lastSnapshot = text;
    }
    sendTiles(client);
}

void TableServer::handle(Client *client, const QString &text)
{
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
            refuse(client, tr("no such seat (a wrong, revoked or renewed key)"), true);
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
        const bool stillThere = std::any_of(m_clients.begin(), m_clients.end(),
                                            [client](const std::unique_ptr<Client> &c) { return c.get() == client; });
        if (answer.isEmpty() || !stillThere || client->key != key)
            return;
        if (answer.value(QLatin1String("type")).toString() == QLatin1String("refused")) // reported, as every refusal
            emit refused(tr("Refused from %1: %2").arg(client->socket->peerAddress().toString(), answer.value(QLatin1String("why")).toString()));
        send(client, answer);
        return;
    }
    }
}

} // namespace bm
