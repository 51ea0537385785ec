#include "referee.h"

#include "rules/distance.h"
#include "rules/fog.h"
#include "tableserver/tableserver.h"

#include <QJsonArray>

namespace bm {

namespace {

QJsonObject typed(const char *type)
{
    return QJsonObject{{QStringLiteral("type"), QLatin1String(type)}};
}

} // namespace

TableReferee::TableReferee(TableServer *server, World world, Make make, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_world(std::move(world))
    , m_make(std::move(make))
{
    server->setRequestHandler([this](const QString &key, const Seat &seat, const PlayerMessage &m) { return request(key, seat, m); });
}

QJsonObject TableReferee::refusal(const SeatRefusal &r)
{
    QJsonObject o = typed("refused");
    o[QStringLiteral("code")] = r.code;
    o[QStringLiteral("why")] = r.what;
    return o;
}

SeatPlanner &TableReferee::plannerFor(const Seat &seat)
{
    std::shared_ptr<SeatPlanner> &p = m_planners[seat.creature];
    if (!p)
        p = std::make_shared<SeatPlanner>(m_world.encounter(), m_world.sight(), m_world.fog(), seat);
    return *p;
}

QJsonObject TableReferee::request(const QString &key, const Seat &seat, const PlayerMessage &m)
{
    switch (m.kind) {
    case PlayerMessage::Kind::Path:
        // Planning is free in every setting: it is the player's ruler, in what they know.
        return plannerFor(seat).pathAnswer(m.square);
    case PlayerMessage::Kind::Move:
        if (!m.creature.isEmpty() && m.creature != seat.creature) {
            // The page never names another's creature: this message was forged.
            return refusal(SeatRefusal{QStringLiteral("not-yours"), tr("a seat moves only its own creature")});
        }
        return moveRequest(key, seat, m.square);
    case PlayerMessage::Kind::Door:
        return doorRequest(key, seat, m.point);
    case PlayerMessage::Kind::Ping:
        ping(key, seat, m.square);
        return {};
    case PlayerMessage::Kind::Measure: {
        // The ruler: the ruleset's distance between two squares (nothing secret in it).
        QJsonObject o = typed("measure");
        o[QStringLiteral("from")] = QJsonArray{m.from.x, m.from.y};
        o[QStringLiteral("to")] = QJsonArray{m.square.x, m.square.y};
        o[QStringLiteral("feet")] = squareDistanceFeet(m_world.encounter(), m.from, m.square);
        return o;
    }
    case PlayerMessage::Kind::Refused:
    case PlayerMessage::Kind::Hello:
    case PlayerMessage::Kind::Resync:
        break;
    }
    return {};
}

QJsonObject TableReferee::moveRequest(const QString &key, const Seat &seat, GridPoint to)
{
    const Encounter &e = m_world.encounter();
    SeatRefusal r = mayAct(e, seat, m_may);
    SeatMove move;
    if (!r.refused()) {
        move = judgeSeatMove(e, m_world.engine(), plannerFor(seat), seat, to);
        r = move.refusal;
    }
    if (r.refused())
        return refusal(r);
    if (m_may == PlayersMay::AskTheGm) {
        m_pending.insert(key, Pending{false, to, {}});
        const Creature *c = e.creature(seat.creature);
        emit questionAsked(key, seat, tr("%1's player asks to move to %2, %3 (%4).").arg(c->name).arg(to.x).arg(to.y).arg(move.summary));
        QJsonObject o = typed("pending");
        o[QStringLiteral("what")] = QStringLiteral("move");
        return o;
    }
    if (!makeMove(key, seat, to))
        return {}; // makeMove told the seat
    QJsonObject o = typed("moved");
    o[QStringLiteral("to")] = QJsonArray{to.x, to.y};
    return o;
}

bool TableReferee::makeMove(const QString &key, const Seat &seat, GridPoint to)
{
    // Judged again: the GM may answer a question after the map changed.
    const Encounter &e = m_world.encounter();
    const SeatMove move = judgeSeatMove(e, m_world.engine(), plannerFor(seat), seat, to);
    if (move.refusal.refused()) {
        m_server->sendTo(key, refusal(move.refusal));
        return false;
    }
    const QString name = e.creature(seat.creature)->name;
    const QString id = seat.creature;
    const MoveJudgement made = move.made;
    m_make(tr("Move %1 (player)").arg(name), [&](Encounter &after) { makeSeatMove(after, id, made); });
    invalidate();
    emit logged(tr("%1 moved (player): %2").arg(name, move.summary));
    return true;
}

QJsonObject TableReferee::doorRequest(const QString &key, const Seat &seat, QPointF at)
{
    const Encounter &e = m_world.encounter();
    SeatRefusal r = mayAct(e, seat, m_may);
    if (!r.refused())
        r = seatDoor(e, m_world.fog(), seat, at).refusal;
    if (r.refused())
        return refusal(r);
    if (m_may == PlayersMay::AskTheGm) {
        m_pending.insert(key, Pending{true, {}, at});
        emit questionAsked(key, seat, tr("%1's player asks to open or close a door.").arg(e.creature(seat.creature)->name));
        QJsonObject o = typed("pending");
        o[QStringLiteral("what")] = QStringLiteral("door");
        return o;
    }
    toggleDoor(key, seat, at);
    return {}; // the next snapshot shows the door
}

bool TableReferee::toggleDoor(const QString &key, const Seat &seat, QPointF at)
{
    const Encounter &e = m_world.encounter();
    const SeatDoor door = seatDoor(e, m_world.fog(), seat, at);
    if (door.refusal.refused()) {
        m_server->sendTo(key, refusal(door.refusal));
        return false;
    }
    const QString name = e.creature(seat.creature)->name;
    const int wall = door.wall;
    const bool opens = e.walls[std::size_t(wall)].door == DoorState::Closed;
    m_make(opens ? tr("%1 opens a door (player)").arg(name) : tr("%1 closes a door (player)").arg(name),
           [&](Encounter &after) { after.walls[std::size_t(wall)].door = opens ? DoorState::Open : DoorState::Closed; });
    invalidate();
    emit logged(opens ? tr("%1 opened a door (player)").arg(name) : tr("%1 closed a door (player)").arg(name));
    return true;
}

void TableReferee::answer(const QString &key, const Seat &seat, bool allowed)
{
    const auto it = m_pending.constFind(key);
    if (it == m_pending.constEnd())
        return;
    const Pending p = *it;
    m_pending.erase(it);
    if (!allowed) {
        m_server->sendTo(key, refusal(SeatRefusal{QStringLiteral("gm-refused"), tr("the GM said no")}));
        return;
    }
    if (p.door) {
        toggleDoor(key, seat, p.at);
        return;
    }
    if (makeMove(key, seat, p.to)) {
        QJsonObject o = typed("moved");
        o[QStringLiteral("to")] = QJsonArray{p.to.x, p.to.y};
        m_server->sendTo(key, o);
    }
}

void TableReferee::ping(const QString &from, const Seat &seat, GridPoint square)
{
    const Encounter &e = m_world.encounter();
    if (square.x >= e.width || square.y >= e.height)
        return;
    const Creature *c = e.creature(seat.creature);
    const QString by = c ? c->name : tr("The party");
    emit pinged(square, by);
    emit logged(tr("%1 points at %2, %3").arg(by).arg(square.x).arg(square.y));
    // The other seats see it where the party explored (the square is no secret there); the
    // page that pinged has drawn it already.
    if (m_world.fog().at(square) == FogState::Unknown)
        return;
    QJsonObject o = typed("ping");
    o[QStringLiteral("at")] = QJsonArray{square.x, square.y};
    o[QStringLiteral("by")] = by;
    for (const auto &[key, s] : m_server->seats())
        if (key != from)
            m_server->sendTo(key, o);
}

} // namespace bm
