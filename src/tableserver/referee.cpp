#include "referee.h"

#include "rules/distance.h"
#include "rules/fog.h"
#include "tableserver/tableserver.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

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
    connect(server, &TableServer::seatRevoked, this, &TableReferee::withdraw);
    m_pathSearches.setMaxThreadCount(2);
    // A search thread idle for a second ends (and gives back what a thread holds): the
    // questions come in bursts while a finger drags.
    m_pathSearches.setExpiryTimeout(1000);
}

TableReferee::~TableReferee()
{
    m_pathSearches.waitForDone(); // a search holds its planner only; its answer goes nowhere
}

void TableReferee::invalidate()
{
    m_planners.clear();
    ++m_worldGeneration;
}

QString TableReferee::refusalText(const SeatRefusal &r)
{
    // The GM's words (their log, their question); the page words `code` in the seat's own
    // language (table.js). The texts keep the "bm::SeatMove" context they had in core, so
    // their translations still apply.
    const auto say = [](const char *text) { return QCoreApplication::translate("bm::SeatMove", text); };
    switch (r.reason) {
    case SeatRefusalReason::None:
        return {};
    case SeatRefusalReason::WholeParty:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "the whole party's screen has no creature of its own"));
    case SeatRefusalReason::NotOnMap:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "the seat's creature is not on the map"));
    case SeatRefusalReason::NoCreature:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "the seat has no creature on the map"));
    case SeatRefusalReason::GmMoves:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "the GM moves the tokens (Table → Players May)"));
    case SeatRefusalReason::NotYourTurn:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "it is not %1's turn")).arg(r.name);
    case SeatRefusalReason::OffMap:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "[%1, %2] is off the map")).arg(r.square.x).arg(r.square.y);
    case SeatRefusalReason::Rides:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "%1 rides a mount that moves on its own")).arg(r.name);
    case SeatRefusalReason::NoWay:
    case SeatRefusalReason::CannotMove:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "%1 knows no way to [%2, %3]")).arg(r.name).arg(r.square.x).arg(r.square.y);
    case SeatRefusalReason::TooFar:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "[%1, %2] is too far for %3 this turn")).arg(r.square.x).arg(r.square.y).arg(r.name);
    case SeatRefusalReason::Blocked:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "the way to [%1, %2] is blocked by what %3 doesn't see"))
            .arg(r.square.x)
            .arg(r.square.y)
            .arg(r.name);
    case SeatRefusalReason::NoDoor:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "no door there"));
    case SeatRefusalReason::DoorFar:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "%1 is not next to that door")).arg(r.name);
    case SeatRefusalReason::Locked:
        return say(QT_TRANSLATE_NOOP("bm::SeatMove", "the door is locked"));
    case SeatRefusalReason::NotYours:
        return tr("a seat moves only its own creature");
    case SeatRefusalReason::GmRefused:
        return tr("the GM said no");
    }
    return {};
}

QString TableReferee::moveText(const SeatMove &move)
{
    // The GM's words for how the move goes ("30 ft, Dash", "stopped at 4, 1 by Ghost"), in
    // the "bm::SeatMove" context they had in core.
    const auto say = [](const char *text, int n = -1) { return QCoreApplication::translate("bm::SeatMove", text, nullptr, n); };
    QString cost;
    if (move.made.found()) {
        const MoveJudgement &made = move.made;
        const QString feet = QString::number(made.path.costFeet, 'f', made.path.costFeet == std::floor(made.path.costFeet) ? 0 : 1);
        cost = made.usesActions ? say(QT_TRANSLATE_N_NOOP("bm::SeatMove", "%1 ft, %n action(s)"), made.path.actions).arg(feet)
                                : say(QT_TRANSLATE_NOOP("bm::SeatMove", "%1 ft")).arg(feet);
        if (made.band == MoveBand::Dash)
            cost += say(QT_TRANSLATE_NOOP("bm::SeatMove", ", Dash"));
        if (!made.path.provokes.empty())
            cost += say(QT_TRANSLATE_N_NOOP("bm::SeatMove", ", provokes %n opportunity attack(s)"), int(made.path.provokes.size()));
    }
    if (!move.stopped)
        return cost;
    const QString where = say(QT_TRANSLATE_NOOP("bm::SeatMove", "stopped at %1, %2 by %3")).arg(move.end.x).arg(move.end.y).arg(move.stoppedBy);
    return cost.isEmpty() ? where : cost + QLatin1String(", ") + where;
}

QJsonObject TableReferee::refusal(const SeatRefusal &r)
{
    QJsonObject o = typed("refused");
    o[QStringLiteral("code")] = r.code();
    o[QStringLiteral("why")] = refusalText(r);
    return o;
}

SeatPlanner &TableReferee::plannerFor(const Seat &seat)
{
    std::shared_ptr<SeatPlanner> &p = m_planners[seat.creature];
    if (!p)
        p = std::make_shared<SeatPlanner>(m_world.encounter(), m_world.sight(), m_world.fog(), seat);
    return *p;
}

void TableReferee::searchPath(const QString &key, const Seat &seat, GridPoint to)
{
    PathSearch &search = m_paths[key];
    if (search.seat.creature != seat.creature)
        search.planner.reset();
    search.seat = seat;
    search.next = to;
    if (!search.running)
        startPathSearch(key);
}

void TableReferee::startPathSearch(const QString &key)
{
    const auto it = m_paths.find(key);
    if (it == m_paths.end() || it->running || !it->next)
        return;
    PathSearch &search = *it;
    const GridPoint to = *search.next;
    search.next.reset();
    if (!search.planner || search.world != m_worldGeneration) {
        // Made here, on the GUI thread: the seat's world is read from the encounter, its
        // sight and the fog; the search itself reads nothing but the planner's own copy.
        search.planner = std::make_shared<SeatPlanner>(m_world.encounter(), m_world.sight(), m_world.fog(), search.seat);
        search.world = m_worldGeneration;
    }
    search.running = true;
    search.serial = ++m_pathSerial;
    const std::shared_ptr<SeatPlanner> planner = search.planner;
    const quint64 world = search.world;
    const quint64 serial = search.serial;
    auto *watcher = new QFutureWatcher<QJsonObject>(this);
    connect(watcher, &QFutureWatcher<QJsonObject>::finished, this, [this, watcher, key, serial, world, to] {
        watcher->deleteLater();
        pathSearched(key, serial, world, to, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(&m_pathSearches, [planner, to] { return planner->pathAnswer(to); }));
}

void TableReferee::pathSearched(const QString &key, quint64 serial, quint64 world, GridPoint to, const QJsonObject &answer)
{
    const auto it = m_paths.find(key);
    if (it == m_paths.end() || it->serial != serial)
        return; // the seat is gone (revoked, renewed) or asks anew: nothing to tell
    it->running = false;
    if (world != m_worldGeneration) {
        // The world changed while it searched: the same question again in the new one,
        // unless a newer one waits.
        if (!it->next)
            it->next = to;
    } else {
        m_server->sendTo(key, answer);
    }
    startPathSearch(key);
}

QJsonObject TableReferee::request(const QString &key, const Seat &seat, const PlayerMessage &m)
{
    switch (m.kind) {
    case PlayerMessage::Kind::Path:
        // Planning is free in every setting: it is the player's ruler, in what they know.
        // Answered when the search is done (pathSearched).
        searchPath(key, seat, m.square);
        return {};
    case PlayerMessage::Kind::Move:
        if (!m.creature.isEmpty() && m.creature != seat.creature) {
            // The page never names another's creature: this message was forged.
            return refusal(SeatRefusal{SeatRefusalReason::NotYours, {}, {}});
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
    if (!r.refused())
        r = planSeatMove(e, plannerFor(seat), seat, to); // what the seat knows: may be told at once
    if (r.refused())
        return refusal(r);
    if (m_may == PlayersMay::AskTheGm) {
        // The GM is asked whatever lies on the way, and the seat hears the same "pending"
        // whatever it is: nothing of the real map before the GM answers. The GM reads how it
        // would go.
        const SeatMove move = judgeSeatMove(e, m_world.engine(), plannerFor(seat), seat, to);
        const QString how = move.refusal.refused() ? refusalText(move.refusal) : moveText(move);
        return ask(key, seat,
                   Pending{false, to, {}, tr("%1's player asks to move to %2, %3 (%4).").arg(e.creature(seat.creature)->name).arg(to.x).arg(to.y).arg(how)});
    }
    return makeMove(key, seat, to);
}

QJsonObject TableReferee::makeMove(const QString &, const Seat &seat, GridPoint to)
{
    // Judged again: the GM may answer a question after the map changed.
    const Encounter &e = m_world.encounter();
    const SeatMove move = judgeSeatMove(e, m_world.engine(), plannerFor(seat), seat, to);
    if (move.refusal.refused())
        return refusal(move.refusal);
    const QString name = e.creature(seat.creature)->name;
    const GridPoint end = move.end;
    if (move.moves()) {
        // The one move (combat::makeMove), as the GM's drag makes it.
        m_make(tr("Move %1 (player)").arg(name), [&](Encounter &after) { makeSeatMove(after, m_world.engine(), move); });
        invalidate();
    }
    emit logged(tr("%1 moved (player): %2").arg(name, moveText(move)));
    QJsonObject o = typed("moved");
    o[QStringLiteral("to")] = QJsonArray{end.x, end.y};
    if (move.stopped) // the page says "something is in the way"
        o[QStringLiteral("code")] = QStringLiteral("stopped");
    return o;
}

QJsonObject TableReferee::doorRequest(const QString &key, const Seat &seat, QPointF at)
{
    const Encounter &e = m_world.encounter();
    SeatRefusal r = mayAct(e, seat, m_may);
    if (!r.refused())
        r = seatDoor(e, m_world.fog(), seat, at).refusal;
    // Asked first, a locked door is the GM's to tell (on Allow, as a try of the door): the
    // seat hears the same "pending" whatever door it is.
    if (m_may == PlayersMay::AskTheGm && r.reason == SeatRefusalReason::Locked)
        r = {};
    if (r.refused() && r.reason != SeatRefusalReason::Locked)
        return refusal(r);
    if (m_may == PlayersMay::AskTheGm)
        return ask(key, seat, Pending{true, {}, at, tr("%1's player asks to open or close a door.").arg(e.creature(seat.creature)->name)});
    return toggleDoor(key, seat, at); // the next snapshot shows the door
}

QJsonObject TableReferee::toggleDoor(const QString &, const Seat &seat, QPointF at)
{
    const Encounter &e = m_world.encounter();
    const SeatDoor door = seatDoor(e, m_world.fog(), seat, at);
    if (door.tried >= 0)
        triedLockedDoor(seat, door.tried);
    if (door.refusal.refused())
        return refusal(door.refusal);
    const QString name = e.creature(seat.creature)->name;
    const int wall = door.wall;
    const bool opens = e.walls[std::size_t(wall)].door == DoorState::Closed;
    m_make(opens ? tr("%1 opens a door (player)").arg(name) : tr("%1 closes a door (player)").arg(name),
           [&](Encounter &after) { after.walls[std::size_t(wall)].door = opens ? DoorState::Open : DoorState::Closed; });
    invalidate();
    emit logged(opens ? tr("%1 opened a door (player)").arg(name) : tr("%1 closed a door (player)").arg(name));
    return {};
}

void TableReferee::triedLockedDoor(const Seat &seat, int wall)
{
    // A party member tried it: from now on the seats are told it is locked (one step the GM
    // may undo).
    const Encounter &e = m_world.encounter();
    if (wall < 0 || wall >= e.walls.size() || e.walls[std::size_t(wall)].partyKnowsLocked())
        return;
    const QString name = e.creature(seat.creature)->name;
    m_make(tr("%1 tries a locked door (player)").arg(name), [&](Encounter &after) { after.walls[std::size_t(wall)].setPartyKnowsLocked(true); });
    invalidate();
    emit logged(tr("%1 tried a locked door (player)").arg(name));
}

QJsonObject TableReferee::ask(const QString &key, const Seat &seat, const Pending &question)
{
    Asking &a = m_asking[key];
    a.seat = seat;
    if (!a.shown || !a.since.isValid() || a.since.elapsed() >= m_limits.questionGapMs) {
        show(key, question);
    } else {
        // Within the gap: it waits, and replaces the question shown once the gap has passed.
        a.waiting = question;
        if (!a.scheduled) {
            a.scheduled = true;
            QTimer::singleShot(int(std::max<qint64>(0, m_limits.questionGapMs - a.since.elapsed())), this, [this, key] {
                const auto it = m_asking.find(key);
                if (it == m_asking.end())
                    return;
                it->scheduled = false;
                showWaiting(key);
            });
        }
    }
    QJsonObject o = typed("pending");
    o[QStringLiteral("what")] = question.door ? QStringLiteral("door") : QStringLiteral("move");
    return o;
}

void TableReferee::show(const QString &key, const Pending &question)
{
    Asking &a = m_asking[key];
    a.shown = question;
    a.waiting.reset();
    a.since.start();
    emit questionAsked(key, a.seat, question.question);
}

void TableReferee::showWaiting(const QString &key)
{
    const auto it = m_asking.find(key);
    if (it == m_asking.end() || !it->waiting)
        return;
    const Pending next = *it->waiting;
    show(key, next);
}

void TableReferee::withdraw(const QString &key)
{
    m_lastPing.remove(key);
    m_paths.remove(key);
    const auto it = m_asking.find(key);
    if (it == m_asking.end())
        return;
    const Seat seat = it->seat;
    const bool asked = it->shown.has_value();
    m_asking.erase(it);
    if (asked)
        emit questionWithdrawn(key, seat);
}

void TableReferee::answer(const QString &key, const Seat &seat, bool allowed)
{
    const auto it = m_asking.find(key);
    if (it == m_asking.end() || !it->shown)
        return;
    const Pending p = *it->shown;
    it->shown.reset();
    // A question of a seat that is gone (revoked, renewed) moves nothing.
    const QList<QPair<QString, Seat>> seats = m_server->seats();
    const bool seated = std::any_of(seats.cbegin(), seats.cend(), [&](const QPair<QString, Seat> &s) { return s.first == key; });
    if (!seated) {
        m_asking.erase(it);
        return;
    }
    QJsonObject told;
    if (!allowed)
        told = refusal(SeatRefusal{SeatRefusalReason::GmRefused, {}, {}});
    else if (p.door)
        told = toggleDoor(key, seat, p.at);
    else
        told = makeMove(key, seat, p.to);
    if (!told.isEmpty())
        m_server->sendTo(key, told);
    showWaiting(key); // a newer question that waited is next
}

void TableReferee::ping(const QString &from, const Seat &seat, GridPoint square)
{
    const Encounter &e = m_world.encounter();
    if (square.x >= e.width || square.y >= e.height)
        return;
    // One ping a seat every pingGapMs: more would cover the GM's map with rings; dropped
    // without a word (the page drew its own ring already).
    QElapsedTimer &last = m_lastPing[from];
    if (last.isValid() && last.elapsed() < m_limits.pingGapMs)
        return;
    last.start();
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
