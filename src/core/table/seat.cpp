#include "table/seat.h"

#include "table/seatframe.h"

#include "model/vocabulary.h"
#include "rules/fog.h"
#include "rules/health.h"
#include "rules/sight.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <vector>

namespace bm {

namespace {

const Creature *standInFor(const Creature &c, const Creature *standIn)
{
    return standIn && standIn->id == c.id ? standIn : &c;
}

// The seat's squares seen now, one byte a square (index y * width + x): the party's fog
// where it is visible; for one creature's seat with dynamic fog, only where that creature
// sees (or the GM revealed). The GM's hidden squares are never seen.
std::vector<std::uint8_t> seenField(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat,
                                    const Creature *standIn, const std::vector<std::uint8_t> *visibility = nullptr)
{
    const std::size_t n = std::size_t(std::max(0, e.width)) * std::size_t(std::max(0, e.height));
    // The party's; the seat's creature's below.
    std::vector<std::uint8_t> out = visibility ? *visibility : fog.visibility();
    out.resize(n, FogOfWar::kNotVisible);
    const Creature *own = seat.wholeParty() ? nullptr : e.creature(seat.creature);
    const std::vector<std::uint8_t> *field = nullptr;
    if (own && fog.dynamic())
        field = &sight.visibilityField(*standInFor(*own, standIn));
    std::uint8_t *v = out.data();
    if (seat.wholeParty() || !fog.dynamic()) {
        for (std::size_t i = 0; i < n; ++i)
            v[i] = v[i] != FogOfWar::kNotVisible;
        return out;
    }
    // With dynamic fog a player's seat sees what its creature sees, and what the GM revealed.
    const std::uint8_t *eyes = field ? field->data() : nullptr;
    const std::size_t seenByEyes = field ? std::min(n, field->size()) : 0;
    for (std::size_t i = 0; i < n; ++i) {
        const bool byEyes = i < seenByEyes && eyes[i] != 0;
        v[i] = v[i] == FogOfWar::kRevealed || (v[i] == FogOfWar::kVisible && byEyes);
    }
    return out;
}

template<typename SeenAt>
bool sees(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat, const Creature &cIn,
          const Creature *standIn, SeenAt seenAt)
{
    const Creature &c = *standInFor(cIn, standIn);
    if (c.hiddenFromPlayers()) // the GM's word outranks the fog
        return false;
    if (c.side == Side::Party || c.id == seat.creature) // the players know where their friends are
        return true;
    const QRect space = c.spaceRect();
    bool anySeen = false;
    for (int y = space.top(); y <= space.bottom() && !anySeen; ++y)
        for (int x = space.left(); x <= space.right() && !anySeen; ++x)
            anySeen = e.contains({x, y}) && seenAt(x, y);
    if (!anySeen)
        return false;
    // The creatures whose eyes are the seat's: its own creature (the whole party: every
    // party member not dead). RULES.md 14.2: a seat sees a creature only when
    // one of them perceives it; the fighter's phone doesn't show the goblin only the wizard
    // found.
    const auto eyes = [&](auto &&ask) {
        for (const Creature &p : e.creatures) {
            if (p.side != Side::Party || p.isDead() || (!seat.wholeParty() && p.id != seat.creature))
                continue;
            if (ask(*standInFor(p, standIn)))
                return true;
        }
        return false;
    };
    // What the GM revealed shows (never the invisible, nor one hidden from every eye of the
    // seat: revealing squares reveals no hider); with manual fog nothing else does.
    if (fog.anyRevealed(c.spaceRect()) && !c.has(QStringLiteral("invisible"))
        && (!c.hidden || eyes([&](const Creature &p) { return sight.hiddenFrom(c, p) == Hiding::None; })))
        return true;
    if (!fog.dynamic())
        return false;
    // Dynamic fog: the seat's creature (the whole party: some party member not dead) sees
    // it (RULES.md 12: invisible, hidden in darkness or fog, blinded viewers; 14.2: hidden).
    return eyes([&](const Creature &p) { return sight.sees(p, c); });
}


QJsonArray point(QPointF p)
{
    return QJsonArray{p.x(), p.y()};
}

// The pieces of a wall that touch an explored square: the wall is cut where it crosses a
// grid line; a piece is kept when a square it lies in or on is explored.
std::vector<std::pair<QPointF, QPointF>> exploredPieces(const Wall &w, const std::vector<std::uint8_t> &explored,
                                                        int width, int height)
{
    const QPointF a = w.from;
    const QPointF b = w.to;
    std::vector<double> cuts{0.0, 1.0};
    const auto crossings = [&](double p0, double p1) {
        if (p0 == p1)
            return;
        const double lo = std::min(p0, p1);
        const double hi = std::max(p0, p1);
        for (double g = std::ceil(lo); g <= std::floor(hi); g += 1.0) {
            const double t = (g - p0) / (p1 - p0);
            if (t > 0.0 && t < 1.0)
                cuts.push_back(t);
        }
    };
    crossings(a.x(), b.x());
    crossings(a.y(), b.y());
    std::sort(cuts.begin(), cuts.end());
    const auto exploredAt = [&](int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height && explored[std::size_t(y) * std::size_t(width) + std::size_t(x)];
    };
    std::vector<std::pair<QPointF, QPointF>> out;
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        if (cuts[i + 1] - cuts[i] < 1e-9)
            continue;
        const QPointF p = a + (b - a) * cuts[i];
        const QPointF q = a + (b - a) * cuts[i + 1];
        const QPointF m = (p + q) / 2;
        // The squares the piece lies in, or on both sides of when it runs along a grid line.
        const double fx = m.x() - std::floor(m.x());
        const double fy = m.y() - std::floor(m.y());
        const int x = int(std::floor(m.x()));
        const int y = int(std::floor(m.y()));
        const bool onX = fx < 1e-9 || fx > 1 - 1e-9;
        const bool onY = fy < 1e-9 || fy > 1 - 1e-9;
        const int gx = int(std::lround(m.x()));
        const int gy = int(std::lround(m.y()));
        bool keep = false;
        if (onX && onY)
            keep = exploredAt(gx - 1, gy - 1) || exploredAt(gx, gy - 1) || exploredAt(gx - 1, gy) || exploredAt(gx, gy);
        else if (onX)
            keep = exploredAt(gx - 1, y) || exploredAt(gx, y);
        else if (onY)
            keep = exploredAt(x, gy - 1) || exploredAt(x, gy);
        else
            keep = exploredAt(x, y);
        if (!keep)
            continue;
        if (!out.empty() && out.back().second == p)
            out.back().second = q; // one piece while the squares stay explored
        else
            out.emplace_back(p, q);
    }
    return out;
}

// A creature as the seat knows it (seatSnapshot's `creatures`).
QJsonObject creatureEntry(const Creature &c, const Seat &seat)
{
    QJsonObject o{{QStringLiteral("id"), c.id},
                  {QStringLiteral("name"), c.name},
                  {QStringLiteral("side"), sideId(c.side)},
                  {QStringLiteral("size"), sizeId(c.size)},
                  {QStringLiteral("space"), c.spaceSquares()},
                  {QStringLiteral("position"), QJsonArray{c.position.x, c.position.y}},
                  {QStringLiteral("conditions"), QJsonArray::fromStringList(c.conditions)}};
    if (c.elevation != 0)
        o[QStringLiteral("elevation")] = c.elevation;
    if (!c.token.isEmpty())
        o[QStringLiteral("token")] = c.token;
    if (c.light)
        o[QStringLiteral("light")] = QJsonObject{{QStringLiteral("bright"), c.light->bright}, {QStringLiteral("dim"), c.light->dim}};
    const bool own = c.id == seat.creature || (seat.wholeParty() && c.side == Side::Party);
    if (own || c.side == Side::Party) {
        // The party's numbers are the players' own.
        o[QStringLiteral("hp")] = c.hp;
        o[QStringLiteral("maxHp")] = c.maxHp;
        if (c.tempHp > 0)
            o[QStringLiteral("tempHp")] = c.tempHp;
    } else {
        o[QStringLiteral("health")] = healthStateId(healthState(c));
    }
    if (c.id == seat.creature) {
        o[QStringLiteral("ac")] = c.ac;
        o[QStringLiteral("speed")] = c.speed.walk;
        QJsonArray attacks;
        for (const CreatureAttack &a : c.attacks)
            attacks.append(a.name);
        o[QStringLiteral("attacks")] = attacks;
    }
    return o;
}

// The initiative order as the players know it: the creatures they see, in order.
QJsonObject seatCombat(const Encounter &e, const QStringList &shown)
{
    QJsonObject combat;
    combat[QStringLiteral("active")] = e.combat.active;
    if (e.combat.active) {
        combat[QStringLiteral("round")] = e.combat.round;
        QJsonArray order;
        for (const Combatant &k : e.combat.order)
            if (shown.contains(k.id))
                order.append(k.id);
        combat[QStringLiteral("order")] = order;
        if (shown.contains(e.combat.turn))
            combat[QStringLiteral("turn")] = e.combat.turn;
    }
    return combat;
}

} // namespace

bool seatSees(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat, const Creature &c,
              const Creature *standIn)
{
    // One creature: only its squares are asked (the player view asks on every drag step).
    const Creature *own = seat.wholeParty() ? nullptr : e.creature(seat.creature);
    const std::vector<std::uint8_t> *field = own && fog.dynamic() ? &sight.visibilityField(*standInFor(*own, standIn)) : nullptr;
    return sees(e, sight, fog, seat, c, standIn, [&](int x, int y) {
        if (!fog.visible({x, y}))
            return false;
        if (seat.wholeParty() || !fog.dynamic() || fog.anyRevealed(QRect(x, y, 1, 1)))
            return true;
        const std::size_t i = std::size_t(y) * std::size_t(e.width) + std::size_t(x);
        return field && i < field->size() && (*field)[i] != 0;
    });
}

SeatSight seatSightFieldOf(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat, const QString &onlyId,
                           const std::vector<std::uint8_t> *visibility)
{
    SeatSight out;
    out.width = e.width;
    out.height = e.height;
    out.seen = seenField(e, sight, fog, seat, nullptr, visibility);
    const int w = e.width;
    if (const Creature *c = e.creature(onlyId);
        c && sees(e, sight, fog, seat, *c, nullptr, [&](int x, int y) { return out.seen[std::size_t(y) * std::size_t(w) + std::size_t(x)] != 0; }))
        out.position = c->position;
    return out;
}

QJsonObject seatSightOf(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat, const QString &onlyId)
{
    const SeatSight s = seatSightFieldOf(e, sight, fog, seat, onlyId);
    QJsonObject out;
    out[QStringLiteral("grid")] = QJsonObject{{QStringLiteral("width"), s.width}, {QStringLiteral("height"), s.height},
                                              {QStringLiteral("squareFeet"), e.squareFeet}};
    out[QStringLiteral("seen")] = seatRows(s.seen, s.width, s.height);
    QJsonArray creatures;
    if (s.position)
        creatures.append(QJsonObject{{QStringLiteral("id"), onlyId}, {QStringLiteral("position"), QJsonArray{s.position->x, s.position->y}}});
    out[QStringLiteral("creatures")] = creatures;
    return out;
}

QJsonObject seatSnapshot(const Encounter &e, const SightMap &sight, const FogOfWar &fog, const Seat &seat, SeatShared *shared)
{
    const int w = e.width;
    const int h = e.height;
    const std::vector<std::uint8_t> seen = seenField(e, sight, fog, seat, nullptr);
    SeatShared own; // no other seat reads it
    SeatShared &common = shared ? *shared : own;
    if (!common.made) {
        std::vector<std::uint8_t> &explored = common.explored;
        if (fog.width() == w && fog.height() == h) {
            fog.states(explored);
            for (std::uint8_t &v : explored)
                v = v != std::uint8_t(FogState::Unknown);
        } else {
            explored.assign(seen.size(), 0);
            for (int y = 0; y < h; ++y)
                for (int x = 0; x < w; ++x)
                    explored[std::size_t(y) * std::size_t(w) + std::size_t(x)] = fog.at({x, y}) != FogState::Unknown;
        }
        common.exploredRows = seatRows(explored, w, h);
        QJsonArray walls;
        for (const Wall &wall : e.walls) {
            for (const auto &[p, q] : exploredPieces(wall, explored, w, h)) {
                QJsonObject o{{QStringLiteral("from"), point(p)}, {QStringLiteral("to"), point(q)}};
                // A locked door looks closed until the party tried it (or the GM says they know):
                // "locked" on the wire would tell them what no one found out.
                if (wall.door == DoorState::Locked && !wall.partyKnowsLocked())
                    o[QStringLiteral("door")] = doorStateId(DoorState::Closed);
                else if (wall.door != DoorState::None)
                    o[QStringLiteral("door")] = doorStateId(wall.door);
                if (!wall.blocksSight)
                    o[QStringLiteral("blocksSight")] = false;
                walls.append(o);
            }
        }
        common.walls = walls;
        common.made = true;
    }

    QJsonObject out;
    out[QStringLiteral("ruleset")] = rulesetId(e.ruleset);
    out[QStringLiteral("grid")] = QJsonObject{{QStringLiteral("width"), w}, {QStringLiteral("height"), h},
                                              {QStringLiteral("squareFeet"), e.squareFeet}};
    out[QStringLiteral("seat")] = seat.wholeParty() ? QJsonValue() : QJsonValue(seat.creature);
    out[QStringLiteral("seen")] = seatRows(seen, w, h);
    out[QStringLiteral("explored")] = common.exploredRows;

    QJsonArray creatures;
    QStringList shown;
    for (const Creature &c : e.creatures) {
        if (!sees(e, sight, fog, seat, c, nullptr, [&](int x, int y) { return seen[std::size_t(y) * std::size_t(w) + std::size_t(x)] != 0; }))
            continue;
        shown << c.id;
        creatures.append(creatureEntry(c, seat));
    }
    out[QStringLiteral("creatures")] = creatures;

    out[QStringLiteral("walls")] = common.walls;

    QJsonArray lights;
    for (const LightSource &l : e.lights) {
        const int x = int(std::floor(l.at.x()));
        const int y = int(std::floor(l.at.y()));
        if (x < 0 || y < 0 || x >= w || y >= h || !seen[std::size_t(y) * std::size_t(w) + std::size_t(x)])
            continue;
        lights.append(QJsonObject{{QStringLiteral("at"), point(l.at)}, {QStringLiteral("bright"), l.bright}, {QStringLiteral("dim"), l.dim}});
    }
    out[QStringLiteral("lights")] = lights;

    out[QStringLiteral("combat")] = seatCombat(e, shown);
    return out;
}

QJsonObject seatSnapshotRefreshed(const QJsonObject &kept, const Encounter &e, const Seat &seat, const QSet<QString> *only,
                                  SeatEntries *shared, QStringList *shownKept)
{
    const QJsonArray keptCreatures = kept.value(QLatin1String("creatures")).toArray();
    QStringList shown = shownKept ? *shownKept : QStringList();
    if (shown.isEmpty()) {
        shown.reserve(keptCreatures.size());
        for (const QJsonValue &v : keptCreatures)
            shown << v.toObject().value(QLatin1String("id")).toString();
    }
    // The entry of `c` for this seat, made once for every seat that reads it the same way.
    const auto entry = [&](const Creature &c) {
        if (!shared)
            return creatureEntry(c, seat);
        const QString key = c.id == seat.creature ? QStringLiteral("self:") + c.id : c.id;
        auto it = shared->creatures.constFind(key);
        if (it == shared->creatures.constEnd())
            it = shared->creatures.insert(key, creatureEntry(c, seat));
        return *it;
    };
    QJsonArray creatures;
    bool partly = only != nullptr;
    if (partly) {
        // The same creatures in the same order (a change of statistics adds, removes and
        // reorders none): the named ones' entries made again.
        creatures = keptCreatures;
        for (const QString &id : *only) {
            const qsizetype i = shown.indexOf(id);
            if (i < 0)
                continue; // a creature the seat doesn't see
            if (const Creature *c = e.creature(id))
                creatures.replace(i, entry(*c));
            else
                partly = false; // not a change of statistics after all: every entry again
        }
    }
    if (!partly) {
        creatures = QJsonArray();
        QStringList inOrder;
        for (const Creature &c : e.creatures)
            if (shown.contains(c.id)) {
                creatures.append(entry(c));
                inOrder << c.id;
            }
        shown = inOrder;
    }
    if (shownKept)
        *shownKept = shown;
    QJsonObject out = kept;
    out[QStringLiteral("creatures")] = creatures;
    if (shared) {
        const QString key = shown.join(QLatin1Char('\n'));
        auto it = shared->combat.constFind(key);
        if (it == shared->combat.constEnd())
            it = shared->combat.insert(key, seatCombat(e, shown));
        out[QStringLiteral("combat")] = *it;
    } else {
        out[QStringLiteral("combat")] = seatCombat(e, shown);
    }
    return out;
}

} // namespace bm
