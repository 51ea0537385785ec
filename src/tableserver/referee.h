#pragma once

// What a seat may do, decided (issue 32): the server's request handler. A seat's path is
// planned in what it knows (core/table/seatmove.h) and is free in every setting (it is the
// player's ruler); its move and its door are allowed by the GM's setting (PlayersMay),
// judged again on the real encounter and handed to `make` as one change (the app pushes it
// as an undo step), or put to the GM first (`ask`); a move naming another's creature is
// refused. A ping reaches the GM and the seats that explored the square. No widgets: the
// app (TableController) and the wire and browser tests drive the same referee.

#include "table/seatmove.h"
#include "tableserver/messages.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>

#include <functional>
#include <memory>

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

    PlayersMay playersMay() const { return m_may; }
    void setPlayersMay(PlayersMay may) { m_may = may; }
    // Call when the encounter, the sight or the fog changed (the seats' plans are rebuilt).
    void invalidate() { m_planners.clear(); }
    // Answers a seat's request (the server's handler).
    QJsonObject request(const QString &key, const Seat &seat, const PlayerMessage &m);
    // The GM answered a question asked with `questionAsked`: the move or door is judged
    // again as things are now and made, or the seat is told no.
    void answer(const QString &key, const Seat &seat, bool allowed);

signals:
    // PlayersMay::AskTheGm: a seat asks; answer() with the GM's choice (a newer question
    // from the same seat replaces the one waiting).
    void questionAsked(const QString &key, const Seat &seat, const QString &question);
    void pinged(GridPoint square, const QString &by);
    void logged(const QString &text); // for the GM's status bar

private:
    struct Pending {
        bool door = false;
        GridPoint to;
        QPointF at;
    };
    TableServer *m_server;
    World m_world;
    Make m_make;
    PlayersMay m_may = PlayersMay::ActOnTheirTurn;
    QHash<QString, std::shared_ptr<SeatPlanner>> m_planners; // by seat creature
    QHash<QString, Pending> m_pending;                        // by key

    SeatPlanner &plannerFor(const Seat &seat);
    QJsonObject moveRequest(const QString &key, const Seat &seat, GridPoint to);
    QJsonObject doorRequest(const QString &key, const Seat &seat, QPointF at);
    void ping(const QString &from, const Seat &seat, GridPoint square);
    bool makeMove(const QString &key, const Seat &seat, GridPoint to);
    bool toggleDoor(const QString &key, const Seat &seat, QPointF at);
    static QJsonObject refusal(const SeatRefusal &r);
};

} // namespace bm
