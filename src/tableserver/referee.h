#pragma once

// What a seat may do, decided: the server's request handler. A seat's path is
// planned in what it knows (core/table/seatmove.h) and is free in every setting (it is the
// player's ruler); its move and its door are allowed by the GM's setting (PlayersMay),
// judged again on the real encounter and handed to `make` as one change (the app pushes it
// as an undo step), or put to the GM first (`ask`); a move naming another's creature is
// refused. A ping reaches the GM and the seats that explored the square. No widgets: the
// app (TableController) and the wire and browser tests drive the same referee.

#include "table/seatmove.h"
#include "tableserver/messages.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QThreadPool>

#include <functional>
#include <memory>
#include <optional>

namespace bm {

class FogOfWar;
class MovementEngine;
class SightMap;
class TableServer;

class TableReferee : public QObject
{
    Q_OBJECT

public:
    // The encounter as it is now, read at each request.
    struct World {
        std::function<const Encounter &()> encounter;
        std::function<const SightMap &()> sight;
        std::function<const FogOfWar &()> fog;
        std::function<MovementEngine &()> engine; // over encounter()
    };
    // Makes `change` to the encounter as one step named `text` (the app: an undo command).
    using Make = std::function<void(const QString &text, const std::function<void(Encounter &)> &change)>;

    TableReferee(TableServer *server, World world, Make make, QObject *parent = nullptr);
    ~TableReferee() override;

    // What a seat may put before the GM, and how often (docs/PLAYERS.md): a ping every
    // `pingGapMs` (more are dropped quietly); a question (Ask Me First) shown at most every
    // `questionGapMs`: one per seat waits, and a newer one replaces it (the GM's notice says
    // the newest once the gap has passed; Allow answers what the notice says).
    struct Limits {
        int pingGapMs = 2000;
        int questionGapMs = 1000;
    };
    void setLimits(const Limits &limits) { m_limits = limits; }
    const Limits &limits() const { return m_limits; }

    PlayersMay playersMay() const { return m_may; }
    void setPlayersMay(PlayersMay may) { m_may = may; }
    // Call when the encounter, the sight or the fog changed (the seats' plans are rebuilt; a
    // path search under way is searched again in the new world before it is answered).
    void invalidate();
    // A seat's path (its `path` question) is searched here, off the GUI thread: a cold
    // search costs milliseconds, and the GM's drag must not wait for six phones.
    QThreadPool &pathSearches() { return m_pathSearches; }
    // Answers a seat's request (the server's handler).
    QJsonObject request(const QString &key, const Seat &seat, const PlayerMessage &m);
    // The GM answered a question asked with `questionAsked`: the move or door is judged
    // again as things are now and made, or the seat is told no.
    void answer(const QString &key, const Seat &seat, bool allowed);

signals:
    // PlayersMay::AskTheGm: a seat asks; answer() with the GM's choice. A newer question from
    // the same seat replaces the one waiting: asked again with the same key (the window
    // updates its notice rather than opening another).
    void questionAsked(const QString &key, const Seat &seat, const QString &question);
    // The seat's question is gone unanswered (its key was revoked or renewed): Allow can no
    // longer move its token.
    void questionWithdrawn(const QString &key, const Seat &seat);
    void pinged(GridPoint square, const QString &by);
    void logged(const QString &text); // for the GM's status bar

private:
    struct Pending {
        bool door = false;
        GridPoint to;
        QPointF at;
        QString question;
    };
    // A seat's questions: the one the GM's notice shows, and a newer one waiting for the gap.
    struct Asking {
        Seat seat;
        std::optional<Pending> shown;
        std::optional<Pending> waiting;
        QElapsedTimer since; // when `shown` was last put before the GM
        bool scheduled = false;
    };
    TableServer *m_server;
    World m_world;
    Make m_make;
    Limits m_limits;
    PlayersMay m_may = PlayersMay::ActOnTheirTurn;
    QHash<QString, std::shared_ptr<SeatPlanner>> m_planners; // by seat creature
    QHash<QString, Asking> m_asking;                         // by key
    QHash<QString, QElapsedTimer> m_lastPing;                // by key
    // A seat's path search: one at a time per seat, on a planner of its own (the worker's,
    // never the one the GUI thread judges moves with); the newest square asked while it
    // runs waits behind it, and replaces an older one waiting (the page asks one at a time).
    struct PathSearch {
        Seat seat;
        std::shared_ptr<SeatPlanner> planner;
        quint64 world = 0; // m_world's generation the planner was made in
        bool running = false;
        quint64 serial = 0; // the search running (an answer from an older one is dropped)
        std::optional<GridPoint> next;
    };
    QHash<QString, PathSearch> m_paths; // by key
    quint64 m_worldGeneration = 0;
    quint64 m_pathSerial = 0;
    QThreadPool m_pathSearches;

    SeatPlanner &plannerFor(const Seat &seat);
    void searchPath(const QString &key, const Seat &seat, GridPoint to);
    void startPathSearch(const QString &key);
    void pathSearched(const QString &key, quint64 serial, quint64 world, GridPoint to, const QJsonObject &answer);
    QJsonObject moveRequest(const QString &key, const Seat &seat, GridPoint to);
    QJsonObject doorRequest(const QString &key, const Seat &seat, QPointF at);
    void ping(const QString &from, const Seat &seat, GridPoint square);
    QJsonObject makeMove(const QString &key, const Seat &seat, GridPoint to);
    QJsonObject toggleDoor(const QString &key, const Seat &seat, QPointF at);
    void triedLockedDoor(const Seat &seat, int wall);
    QJsonObject ask(const QString &key, const Seat &seat, const Pending &question);
    void show(const QString &key, const Pending &question);
    void showWaiting(const QString &key);
    void withdraw(const QString &key);
    static QJsonObject refusal(const SeatRefusal &r);
    // A refusal in the GM's language (the `why` of the wire, the GM's question).
    static QString refusalText(const SeatRefusal &r);
    // How a judged seat move goes, in the GM's words: its cost, and where it stopped.
    static QString moveText(const SeatMove &move);
};

} // namespace bm
