#include "model/encounterchange.h"

#include <QLatin1String>

#include <algorithm>

namespace bm {

namespace {

bool sightConditionsDiffer(const Creature &a, const Creature &b)
{
    for (const QString &c : a.conditions)
        if (conditionChangesSight(c) && !b.has(c))
            return true;
    for (const QString &c : b.conditions)
        if (conditionChangesSight(c) && !a.has(c))
            return true;
    return false;
}

// The creature's unknown fields without the one the players' sight depends on.
QJsonObject extraWithoutHidden(const Creature &c)
{
    QJsonObject o = c.extra;
    o.remove(QLatin1String(kHiddenFromPlayersField));
    return o;
}

// The small fields: everything but the terrain, walls, lights, creatures and the tracker.
Encounter headOf(const Encounter &e)
{
    Encounter h;
    h.name = e.name;
    h.ruleset = e.ruleset;
    h.options = e.options;
    h.width = e.width;
    h.height = e.height;
    h.squareFeet = e.squareFeet;
    h.grid = e.grid;
    h.background = e.background;
    h.hasBackground = e.hasBackground;
    h.hasCombat = e.hasCombat;
    h.extra = e.extra;
    return h;
}

void setHead(Encounter &e, const Encounter &h)
{
    e.name = h.name;
    e.ruleset = h.ruleset;
    e.options = h.options;
    e.width = h.width;
    e.height = h.height;
    e.squareFeet = h.squareFeet;
    e.grid = h.grid;
    e.background = h.background;
    e.hasBackground = h.hasBackground;
    e.hasCombat = h.hasCombat;
    e.extra = h.extra;
}

bool areasDiffer(const CombatState &a, const CombatState &b)
{
    std::vector<const Effect *> x, y;
    for (const Effect &f : a.effects)
        if (f.area)
            x.push_back(&f);
    for (const Effect &f : b.effects)
        if (f.area)
            y.push_back(&f);
    if (x.size() != y.size())
        return true;
    for (std::size_t i = 0; i < x.size(); ++i)
        if (!(*x[i]->area == *y[i]->area))
            return true;
    return false;
}

// Walls that differ only in their doors' state (and what the party knows of a lock).
bool onlyDoorsDiffer(const QList<Wall> &a, const QList<Wall> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Wall &p = a[i];
        const Wall &q = b[i];
        if (p == q)
            continue;
        if (p.door == DoorState::None || q.door == DoorState::None || p.from != q.from || p.to != q.to
            || p.blocksMovement != q.blocksMovement || p.blocksSight != q.blocksSight)
            return false;
    }
    return true;
}

} // namespace

bool conditionChangesSight(const QString &condition)
{
    // RULES.md 12: a blinded creature sees nothing, an invisible one isn't seen, the dead
    // see nothing (the party's fog and seats count only the living).
    return condition == QLatin1String("blinded") || condition == QLatin1String("invisible") || condition == QLatin1String("dead");
}

EncounterChange::Kinds creatureChangeKinds(const Creature &a, const Creature &b)
{
    EncounterChange::Kinds k;
    if (a == b)
        return k;
    if (a.position != b.position || a.elevation != b.elevation)
        k |= EncounterChange::CreaturesMoved;
    if (a.side != b.side || a.size != b.size || a.space != b.space || a.senses != b.senses || a.light != b.light
        || a.hiddenFromPlayers() != b.hiddenFromPlayers() || sightConditionsDiffer(a, b) || a.id != b.id
        || a.hidden != b.hidden || a.perception != b.perception) // RULES.md 14.2: hiding changes who sees it
        k |= EncounterChange::CreatureSight;
    // Everything else: compare the rest with the moved and sight fields made equal.
    Creature x = a;
    x.position = b.position;
    x.elevation = b.elevation;
    x.side = b.side;
    x.size = b.size;
    x.space = b.space;
    x.senses = b.senses;
    x.light = b.light;
    x.id = b.id;
    x.hidden = b.hidden;
    x.perception = b.perception;
    if (x.conditions != b.conditions || extraWithoutHidden(a) != extraWithoutHidden(b))
        k |= EncounterChange::CreatureStats;
    x.conditions = b.conditions;
    x.extra = b.extra;
    if (!(x == b))
        k |= EncounterChange::CreatureStats;
    return k;
}

EncounterChange &EncounterChange::operator|=(const EncounterChange &other)
{
    kinds |= other.kinds;
    for (const QString &id : other.creatures)
        if (!creatures.contains(id))
            creatures << id;
    return *this;
}

EncounterChange encounterChange(const Encounter &a, const Encounter &b)
{
    EncounterChange c;
    if (a.name != b.name || a.ruleset != b.ruleset || a.width != b.width || a.height != b.height || a.squareFeet != b.squareFeet
        || a.grid != b.grid || a.background != b.background || a.hasBackground != b.hasBackground || a.hasCombat != b.hasCombat)
        c.kinds |= EncounterChange::Map;
    if (a.options != b.options)
        c.kinds |= EncounterChange::Options;
    if (a.extra != b.extra) {
        QJsonObject x = a.extra;
        QJsonObject y = b.extra;
        const QLatin1String fog("fog");
        if (x.value(fog) != y.value(fog))
            c.kinds |= EncounterChange::Fog;
        x.remove(fog);
        y.remove(fog);
        if (x != y)
            c.kinds |= EncounterChange::Map;
    }
    if (a.terrain != b.terrain)
        c.kinds |= EncounterChange::Terrain;
    if (a.walls != b.walls)
        c.kinds |= onlyDoorsDiffer(a.walls, b.walls) ? EncounterChange::Doors : EncounterChange::Walls;
    if (a.lights != b.lights)
        c.kinds |= EncounterChange::Lights;
    if (a.creatures.size() != b.creatures.size()) {
        c.kinds |= EncounterChange::CreaturesAdded;
    } else {
        for (std::size_t i = 0; i < a.creatures.size(); ++i) {
            const Creature &p = a.creatures[i];
            const Creature &q = b.creatures[i];
            if (p.id != q.id) {
                c.kinds |= EncounterChange::CreaturesAdded; // another roster (or another order)
                c.creatures.clear();
                break;
            }
            const EncounterChange::Kinds k = creatureChangeKinds(p, q);
            if (k) {
                c.kinds |= k;
                c.creatures << q.id;
            }
        }
    }
    if (!(a.combat == b.combat)) {
        c.kinds |= EncounterChange::Combat;
        if (areasDiffer(a.combat, b.combat))
            c.kinds |= EncounterChange::Areas;
    }
    return c;
}

QStringList changeKindIds(EncounterChange::Kinds kinds)
{
    static const std::pair<EncounterChange::Kind, const char *> names[] = {
        {EncounterChange::Map, "map"},
        {EncounterChange::Walls, "walls"},
        {EncounterChange::Doors, "doors"},
        {EncounterChange::Terrain, "terrain"},
        {EncounterChange::Lights, "lights"},
        {EncounterChange::Options, "options"},
        {EncounterChange::Areas, "areas"},
        {EncounterChange::CreaturesAdded, "creatures-added"},
        {EncounterChange::CreaturesMoved, "creatures-moved"},
        {EncounterChange::CreatureSight, "creature-sight"},
        {EncounterChange::CreatureStats, "creature-stats"},
        {EncounterChange::Combat, "combat"},
        {EncounterChange::Fog, "fog"},
    };
    QStringList out;
    for (const auto &[kind, name] : names)
        if (kinds & kind)
            out << QString::fromLatin1(name);
    return out;
}

EncounterDelta::EncounterDelta(const Encounter &before, const Encounter &after)
    : m_change(encounterChange(before, after))
    , m_headBefore(headOf(before))
    , m_headAfter(headOf(after))
{
    if (m_change.touches(EncounterChange::Terrain))
        m_terrain.emplace(before.terrain, after.terrain);
    if (m_change.touches(EncounterChange::Walls | EncounterChange::Doors))
        m_walls.emplace(before.walls, after.walls);
    if (m_change.touches(EncounterChange::Lights))
        m_lights.emplace(before.lights, after.lights);
    if (m_change.touches(EncounterChange::CreaturesAdded)) {
        m_creatures.emplace(before.creatures, after.creatures);
    } else if (m_change.creaturesChanged()) {
        for (std::size_t i = 0; i < before.creatures.size(); ++i)
            if (!(before.creatures[i] == after.creatures[i]))
                m_creatureEdits.push_back({i, {before.creatures[i], after.creatures[i]}});
    }
    if (m_change.touches(EncounterChange::Combat)) {
        // Copying the whole log twice a step cost more than the rest of a hit point.
        const std::vector<LogEntry> &a = before.combat.log;
        const std::vector<LogEntry> &b = after.combat.log;
        std::size_t shared = 0;
        while (shared < a.size() && shared < b.size() && a[shared] == b[shared])
            ++shared;
        CombatEdit edit;
        const auto withoutLog = [](const CombatState &c) {
            // Every field but the log (a field added to CombatState stops this compiling).
            const auto &[active, round, turn, order, effects, worldActions, countdowns, log, instigators, extra] = c;
            return CombatState{active, round, turn, order, effects, worldActions, countdowns, {}, instigators, extra};
        };
        edit.before = withoutLog(before.combat);
        edit.after = withoutLog(after.combat);
        edit.sharedLog = shared;
        edit.logBefore.assign(a.begin() + std::ptrdiff_t(shared), a.end());
        edit.logAfter.assign(b.begin() + std::ptrdiff_t(shared), b.end());
        m_combat.emplace(std::move(edit));
    }
}

void EncounterDelta::apply(Encounter &e, bool forward) const
{
    const auto pick = [forward](const auto &pair) -> const auto & { return forward ? pair.second : pair.first; };
    setHead(e, forward ? m_headAfter : m_headBefore);
    if (m_terrain)
        e.terrain = pick(*m_terrain);
    if (m_walls)
        e.walls = pick(*m_walls);
    if (m_lights)
        e.lights = pick(*m_lights);
    if (m_creatures)
        e.creatures = pick(*m_creatures);
    for (const auto &[index, pair] : m_creatureEdits)
        if (index < e.creatures.size())
            e.creatures[index] = pick(pair);
    if (m_combat) {
        // The log keeps the entries both sides share; the rest is this side's.
        std::vector<LogEntry> log = std::move(e.combat.log);
        log.resize(std::min(log.size(), m_combat->sharedLog));
        const std::vector<LogEntry> &own = forward ? m_combat->logAfter : m_combat->logBefore;
        log.insert(log.end(), own.begin(), own.end());
        e.combat = forward ? m_combat->after : m_combat->before;
        e.combat.log = std::move(log);
    }
}

} // namespace bm
