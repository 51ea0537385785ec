#pragma once

// The players' server: the app is the authority and each player gets only what their seat
// may know (core/table). One port serves the page and the WebSocket it talks over, through
// a gate that bounds every connection (httpgate.h). A seat is joined by its key: 128 random
// bits, sent once in the first message and compared in constant time; the GM may revoke or
// renew it. Every message is size-bounded, checked and rate-limited; a seat that breaks the
// rules is refused and disconnected, and the refusal is reported (at most one line a
// second in the GM's log). See docs/PLAYERS.md for the messages and the numbers.

#include "table/seat.h"
#include "tableserver/messages.h"
#include "tableserver/snapshotwriter.h"
#include "tableserver/tiles.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QHash>
#include <QSet>
#include <QJsonObject>
#include <QObject>

#include <functional>
#include <memory>
#include <vector>

class QWebSocket;
class QTimer;

namespace bm {

class HttpGate;

class TableServer : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxMessageBytes = 4096;    // a player's message; more is refused
    static constexpr int kMaxMessagesPerSecond = 20; // a seat's; a flood is refused
    static constexpr int kMaxClients = 64; // joined devices (HttpGate::kMaxJoined)
    // A device that doesn't read (a phone gone to sleep, a dead link) has at most this much
    // queued: snapshots past it are skipped, and it gets the newest one once it drains (a
    // snapshot is the whole state, so one skipped loses nothing). The GM never waits.
    static constexpr qint64 kMaxQueuedBytes = 1 << 20;

    explicit TableServer(QObject *parent = nullptr);
    ~TableServer() override;

    // What a seat may know now (core/table's seatSnapshot over the document).
    using SnapshotSource = std::function<QJsonObject(const Seat &)>;
    void setSnapshotSource(SnapshotSource source) { m_source = std::move(source); }

    // A joined seat's request (path, move, door, ping; messages.h), already checked for its
    // form: the answer to send back to that device (empty: none). Without a handler every
    // request is refused ("gm-moves"): the app decides what a seat may do.
    using RequestHandler = std::function<QJsonObject(const QString &key, const Seat &, const PlayerMessage &)>;
    void setRequestHandler(RequestHandler handler) { m_handler = std::move(handler); }
    // Sends `message` to every device joined on the seat with `key` (a ping, the GM's answer).
    void sendTo(const QString &key, const QJsonObject &message);

    // Listens (port 0: any free port); returns the port, or 0 when it can't.
    quint16 listen(const QHostAddress &address, quint16 port = 0);
    void close();
    bool isListening() const;
    quint16 port() const { return m_port; }

    // A seat and its key (32 hex digits, 128 bits from the system's random source).
    QString addSeat(const Seat &seat);
    void revoke(const QString &key);  // its connections are told (code "revoked") and closed
    QString renew(const QString &key); // the same seat, a new key; the old one is revoked
    int connectedCount() const;
    int connectedCount(const QString &key) const; // the devices on that seat
    QList<QPair<QString, Seat>> seats() const;   // key and seat, in the order added
    void clearSeats();                            // every seat revoked

    // The encounter changed: every joined seat gets its snapshot again (coalesced: one
    // send per event-loop turn however many changes came).
    void publish();
    // The background image as it lies under the grid (BackgroundTiles), and what the party
    // explored: each joined device gets the tiles it lacks, explored squares only.
    void setBackground(const QImage &gridImage, int pixelsPerSquare);
    void setExplored(const FogOfWar &fog);
    qint64 tileBytesSent() const { return m_tileBytes; }

    // What the slowest joined device still has queued (bytes), and the snapshots skipped for
    // devices that didn't read (for the tests and the figures).
    qint64 largestQueue() const;
    int skippedSnapshots() const { return m_skipped; }
    // The gate's sockets (joined or not) and the connections it cut (for the tests and the
    // figures); null before listen().
    const HttpGate *gate() const { return m_gate.get(); }

signals:
    void refused(const QString &why); // a message or a connection refused (for the GM's log)
    void seatsChanged();              // joined or left
    void seatRevoked(const QString &key); // revoked or renewed: what it asked is withdrawn

private:
    struct Client {
        quint64 peer = 0; // the gate's name for its connection
        std::unique_ptr<QWebSocket> socket;
        QString key; // empty until it has joined
        QElapsedTimer window; // the current second of the rate limit (monotonic)
        int messagesInWindow = 0;
        bool behind = false; // a snapshot was skipped: send the newest when the queue drains
        // The generation of the last snapshot it was sent (SnapshotWriter::generation; 0:
        // none): the same snapshot is never sent twice in a row (when a device gets news
        // tells the players something changed: an unseen creature's turn, the GM dragging a
        // hidden one); the next goes as a patch on it when that is shorter. A resync, which
        // the device asks for, is answered with the whole snapshot.
        std::uint64_t generation = 0;
        QHash<int, std::uint64_t> tiles; // the tiles it has, by their explored mask
        std::uint64_t tileGeneration = 0; // all tiles of that generation sent
        std::uint64_t imageVersion = 0;
        bool closing = false; // refused or broke the protocol: nothing it sends is read
    };

    std::unique_ptr<HttpGate> m_gate;
    quint16 m_port = 0;
    SnapshotSource m_source;
    RequestHandler m_handler;
    QHash<QString, Seat> m_seats; // by key
    QStringList m_order;          // the keys in the order added
    std::vector<std::unique_ptr<Client>> m_clients;
    QTimer *m_publish;
    int m_skipped = 0;
    BackgroundTiles m_tiles;
    std::uint64_t m_tileGeneration = 1;
    qint64 m_tileBytes = 0;
    void sendTiles(Client *client);

    void adopt(quint64 peer, std::unique_ptr<QWebSocket> socket);
    Client *clientOf(quint64 peer) const;
    void handle(quint64 peer, const QString &text);
    void refuse(Client *client, const QString &why, bool disconnect, const QString &code = {});
    void send(Client *client, const QJsonObject &message);
    // Each seat's snapshot message written from its parts (snapshotwriter.h), by key.
    QHash<QString, SnapshotWriter> m_writers;
    // made: the keys whose snapshot this publish took; asked: a resync (the whole snapshot,
    // sent even when the device has it)
    SnapshotWriter::Written m_written; // this publish's values written, shared by the seats
    void sendSnapshot(Client *client, QSet<QString> *made = nullptr, bool asked = false);
    void drop(quint64 peer);
    // code: what the page tells its player ("revoked", "renewed")
    void revoke(const QString &key, const QString &code, const QString &why);
    // The GM's log: at most one line a second; what came meanwhile is counted in the next.
    void report(const QString &why);
    QElapsedTimer m_lastReport;
    int m_unreported = 0;
    QTimer *m_reportLater;
    QString m_lastUnreported;
    const Seat *seatFor(const QString &key) const; // constant time in the key's bytes
};

} // namespace bm
