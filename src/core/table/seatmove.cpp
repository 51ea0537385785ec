#include "table/seatmove.h"

#include "model/geometry.h"
#include "rules/fog.h"
#include "rules/sight.h"

#include <QJsonArray>
#include <QLineF>

#include <algorithm>
#include <cmath>

namespace bm {

namespace {

SeatRefusal refusal(SeatRefusalReason reason, const QString &name = {}, GridPoint square = {})
{
    return SeatRefusal{reason, name, square};
}

QJsonArray point(GridPoint p)
{
    return QJsonArray{p.x, p.y};
}

QString bandId(MoveBand b)
{
    switch (b) {
    case MoveBand::WithinSpeed:
        return QStringLiteral("speed");
    case MoveBand::Dash:
        return QStringLiteral("dash");
    case MoveBand::TooFar:
        break;
    }
    return QStringLiteral("too-far");
}

} // namespace

MoveChoices seatChoices(const Creature &c)
{
    MoveChoices choices;
    choices.mode = preferredMoveMode(c);
    return choices; // a prone creature crawls (the GM stands it up)
}

namespace {

// The distance from point `p` to segment a-b, in grid units.
double toSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF d = b - a;
    const double len2 = QPointF::dotProduct(d, d);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, d) / len2, 0.0, 1.0) : 0.0;
    return QLineF(p, a + t * d).length();
}

} // namespace

QString playersMayId(PlayersMay p)
{
    switch (p) {
    case PlayersMay::Watch:
        return QStringLiteral("watch");
    case PlayersMay::ActOnTheirTurn:
        return QStringLiteral("turn");
    case PlayersMay::AskTheGm:
        return QStringLiteral("ask");
    }
    return QStringLiteral("turn");
}

PlayersMay playersMayFromId(const QString &id, PlayersMay fallback)
{
    for (PlayersMay p : {PlayersMay::Watch, PlayersMay::ActOnTheirTurn, PlayersMay::AskTheGm})
        if (playersMayId(p) == id)
            return p;
    return fallback;
}

Encounter seatWorld(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat)
{
    Encounter world = e;
    world.creatures.clear();
    for (const Creature &c : e.creatures)
        if (seatSees(e, sight, fog, seat, c))
            world.creatures.push_back(c);
    // The squares never explored: blocked, one rectangle per run of a row.
    TerrainArea unknown;
    unknown.type = TerrainType::Blocked;
    unknown.usesRect = true;
    for (int y = 0; y < e.height; ++y) {
        int x = 0;
        while (x < e.width) {
            if (fog.at({x, y}) != FogState::Unknown) {
                ++x;
                continue;
            }
            const int from = x;
            while (x < e.width && fog.at({x, y}) == FogState::Unknown)
                ++x;
            unknown.rect = QRect(from, y, x - from, 1);
            world.terrain.push_back(unknown);
        }
    }
    return world;
}

SeatPlanner::SeatPlanner(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat)
    : m_world(seatWorld(e, sight, fog, seat))
    , m_seat(seat)
    , m_engine(std::make_unique<MovementEngine>(m_world))
{
}

SeatPlanner::~SeatPlanner() = default;

MoveJudgement SeatPlanner::judge(GridPoint to)
{
    const Creature *mover = m_world.creature(m_seat.creature);
    if (!mover)
        return {};
    return judge(to, seatChoices(*mover));
}

MoveJudgement SeatPlanner::judge(GridPoint to, const MoveChoices &choices)
{
    const Creature *mover = m_world.creature(m_seat.creature);
    if (!mover)
        return {};
    MoveChoices c = choices;
    c.stand = c.stand && mover->isProne();
    return judgeMove(*m_engine, *mover, {to}, TurnBudget::of(m_world, mover->id), c);
}

QJsonObject SeatPlanner::pathAnswer(GridPoint to)
{
    QJsonObject out{{QStringLiteral("type"), QStringLiteral("path")}, {QStringLiteral("to"), point(to)}};
    const Creature *mover = m_world.creature(m_seat.creature);
    if (!mover) {
        out[QStringLiteral("found")] = false;
        out[QStringLiteral("code")] = QStringLiteral("no-creature");
        return out;
    }
    const MoveJudgement j = judge(to);
    out[QStringLiteral("found")] = j.found();
    out[QStringLiteral("allowed")] = j.allowed;
    if (!j.found()) {
        out[QStringLiteral("code")] = j.cannotMove ? QStringLiteral("cannot-move") : QStringLiteral("no-path");
        return out;
    }
    QJsonArray path;
    QJsonArray squeezed;
    for (std::size_t i = 0; i < j.path.path.size(); ++i) {
        path.append(point(j.path.path[i]));
        if (i < j.path.squeezed.size() && j.path.squeezed[i])
            squeezed.append(int(i));
    }
    out[QStringLiteral("path")] = path;
    out[QStringLiteral("squeezed")] = squeezed;
    out[QStringLiteral("cost")] = j.path.costFeet;
    out[QStringLiteral("band")] = bandId(j.band);
    out[QStringLiteral("usesActions")] = j.usesActions;
    if (j.usesActions) {
        out[QStringLiteral("actions")] = j.path.actions;
        out[QStringLiteral("actionsLeft")] = j.actionsLeft;
    } else {
        out[QStringLiteral("speed")] = j.speedFeet;
        out[QStringLiteral("withDash")] = j.withDashFeet;
    }
    QJsonArray provokes; // only creatures in the seat's world: the ones it sees
    for (const Provocation &p : j.path.provokes)
        if (const Creature *c = m_world.creature(p.creature))
            provokes.append(c->name);
    out[QStringLiteral("provokes")] = provokes;
    if (!j.allowed)
        out[QStringLiteral("code")] = j.cannotMove ? QStringLiteral("cannot-move") : QStringLiteral("too-far");
    return out;
}

QString SeatRefusal::code() const
{
    switch (reason) {
    case SeatRefusalReason::None:
        return {};
    case SeatRefusalReason::WholeParty:
    case SeatRefusalReason::NotOnMap:
    case SeatRefusalReason::NoCreature:
        return QStringLiteral("no-creature");
    case SeatRefusalReason::GmMoves:
        return QStringLiteral("gm-moves");
    case SeatRefusalReason::NotYourTurn:
        return QStringLiteral("not-your-turn");
    case SeatRefusalReason::OffMap:
    case SeatRefusalReason::NoWay:
        return QStringLiteral("no-path");
    case SeatRefusalReason::Rides:
        return QStringLiteral("rides");
    case SeatRefusalReason::CannotMove:
        return QStringLiteral("cannot-move");
    case SeatRefusalReason::TooFar:
        return QStringLiteral("too-far");
    case SeatRefusalReason::Blocked:
        return QStringLiteral("blocked");
    case SeatRefusalReason::NoDoor:
        return QStringLiteral("no-door");
    case SeatRefusalReason::DoorFar:
        return QStringLiteral("door-far");
    case SeatRefusalReason::Locked:
        return QStringLiteral("locked");
    case SeatRefusalReason::NotYours:
        return QStringLiteral("not-yours");
    case SeatRefusalReason::GmRefused:
        return QStringLiteral("gm-refused");
    }
    return {};
}

SeatRefusal mayAct(const Encounter &e, const Seat &seat, PlayersMay may)
{
    if (seat.wholeParty())
        return refusal(SeatRefusalReason::WholeParty);
    const Creature *c = e.creature(seat.creature);
    if (!c)
        return refusal(SeatRefusalReason::NotOnMap);
    if (may == PlayersMay::Watch)
        return refusal(SeatRefusalReason::GmMoves);
    if (may == PlayersMay::ActOnTheirTurn && e.combat.active && !TurnBudget::of(e, c->id).inTurn)
        return refusal(SeatRefusalReason::NotYourTurn, c->name);
    return {};
}

namespace {

// The planned judgement, or a refusal the seat may hear (it depends only on what it knows).
SeatRefusal planned(const Encounter &e, SeatPlanner &plan, const Seat &seat, GridPoint to, MoveJudgement *judged,
                    const std::optional<MoveChoices> &choices = std::nullopt)
{
    const Creature *mover = e.creature(seat.creature);
    if (seat.wholeParty() || !mover)
        return refusal(SeatRefusalReason::NoCreature);
    if (to.x < 0 || to.y < 0 || to.x >= e.width || to.y >= e.height)
        return refusal(SeatRefusalReason::OffMap, {}, to);
    if (!TurnBudget::independentMountOf(e, mover->id).isEmpty())
        return refusal(SeatRefusalReason::Rides, mover->name);
    // What the player was shown: refused here if the seat's own world has no way there.
    const MoveJudgement j = choices ? plan.judge(to, *choices) : plan.judge(to);
    if (!j.found())
        return refusal(j.cannotMove ? SeatRefusalReason::CannotMove : SeatRefusalReason::NoWay, mover->name, to);
    if (!j.allowed)
        return refusal(SeatRefusalReason::TooFar, mover->name, to);
    if (judged)
        *judged = j;
    return {};
}

} // namespace

SeatRefusal planSeatMove(const Encounter &e, SeatPlanner &plan, const Seat &seat, GridPoint to)
{
    return planned(e, plan, seat, to, nullptr);
}

SeatMove judgeSeatMove(const Encounter &e, MovementEngine &real, SeatPlanner &plan, const Seat &seat, GridPoint to,
                       const std::optional<MoveChoices> &choices)
{
    SeatMove out;
    MoveJudgement shown;
    out.refusal = planned(e, plan, seat, to, &shown, choices);
    if (out.refusal.refused())
        return out;
    const Creature *mover = e.creature(seat.creature);
    out.request.mover = mover->id;
    out.request.choices = choices.value_or(seatChoices(*mover));
    // What is: the real encounter decides, through the one move.
    out.request.route = {to};
    const combat::MoveOutcome made = combat::judgeMoveRequest(e, real, out.request);
    if (!made.refused()) {
        out.made = made.judgement;
        out.end = to;
        return out;
    }
    // The way the player chose, walked on the real map: it stops on the last square before
    // the first creature the seat doesn't see that its space would run into (a creature
    // already sharing its space, a rider, goes with it).
    const std::vector<GridPoint> &way = shown.path.path;
    const int s = mover->spaceSquares();
    const Creature *inTheWay = nullptr;
    std::size_t blocked = 0;
    for (std::size_t i = 1; i < way.size() && !inTheWay; ++i) {
        const QRect space(way[i].x, way[i].y, s, s);
        for (const Creature &c : e.creatures)
            if (!inTheWay && c.id != mover->id && !plan.world().creature(c.id) && space.intersects(c.spaceRect())
                && !mover->spaceRect().intersects(c.spaceRect())) {
                inTheWay = &c;
                blocked = i;
            }
    }
    if (!inTheWay) {
        // Nothing unseen on the way, yet no real move: something else the seat can't know.
        out.refusal = refusal(SeatRefusalReason::Blocked, mover->name, to);
        return out;
    }
    const GridPoint stop = way[blocked - 1];
    out.stopped = true;
    out.end = stop;
    out.request.route = {stop};
    if (!(stop == mover->position)) {
        const combat::MoveOutcome shorter = combat::judgeMoveRequest(e, real, out.request);
        if (!shorter.refused())
            out.made = shorter.judgement;
        else
            out.end = mover->position;
    }
    if (!out.made.found())
        out.request.route = {out.end};
    out.stoppedBy = inTheWay->name;
    return out;
}

combat::MoveOutcome makeSeatMove(Encounter &e, MovementEngine &real, const SeatMove &move)
{
    if (!move.moves())
        return {};
    return combat::makeMove(e, real, move.request);
}

void makeSeatMove(Encounter &e, const QString &id, const MoveJudgement &made)
{
    const Creature *c = e.creature(id);
    if (!c || made.path.path.empty())
        return;
    combat::MoveRequest request;
    request.mover = id;
    request.route = {made.path.path.back()};
    request.choices = seatChoices(*c);
    const Encounter before = e;
    MovementEngine engine(before);
    combat::makeMove(e, engine, request);
}

SeatDoor seatDoor(const Encounter &e, const FogOfWar &fog, const Seat &seat, QPointF at)
{
    SeatDoor out;
    const Creature *c = e.creature(seat.creature);
    if (seat.wholeParty() || !c) {
        out.refusal = refusal(SeatRefusalReason::NoCreature);
        return out;
    }
    const auto explored = [&](int x, int y) {
        return x >= 0 && y >= 0 && x < e.width && y < e.height && fog.at({x, y}) != FogState::Unknown;
    };
    double best = 0.5;
    for (int w = 0; w < int(e.walls.size()); ++w) {
        const Wall &wall = e.walls[std::size_t(w)];
        if (wall.door == DoorState::None)
            continue;
        const double d = toSegment(at, wall.from, wall.to);
        if (d > best)
            continue;
        // The seat knows the door: a square beside its middle was explored.
        const QPointF mid = (wall.from + wall.to) / 2;
        const int mx = int(std::floor(mid.x())), my = int(std::floor(mid.y()));
        if (!(explored(mx, my) || explored(mx - 1, my) || explored(mx, my - 1) || explored(mx - 1, my - 1)))
            continue;
        best = d;
        out.wall = w;
    }
    if (out.wall < 0) {
        out.refusal = refusal(SeatRefusalReason::NoDoor);
        return out;
    }
    const Wall &wall = e.walls[std::size_t(out.wall)];
    // Next to it: the door touches the creature's space grown by one square all round.
    const QRect space = c->spaceRect();
    if (!geom::segmentTouchesBox(wall.from, wall.to, space.x() - 1, space.y() - 1, space.x() + space.width() + 1,
                           space.y() + space.height() + 1)) {
        out.refusal = refusal(SeatRefusalReason::DoorFar, c->name);
        out.wall = -1;
        return out;
    }
    if (wall.door == DoorState::Locked) {
        out.refusal = refusal(SeatRefusalReason::Locked);
        out.tried = out.wall;
        out.wall = -1;
    }
    return out;
}

} // namespace bm
