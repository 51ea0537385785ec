#pragma once

// A change says what changed (Tiled's ChangeEvent). The window's document
// announces one after every edit, undo and redo, and each listener redoes only its part:
// the sight index is rebuilt only when sight can change, the players' screens keep their
// fog for a hit point. `encounterChange` works it out from the encounters before and after.
//
// What each creature field is (decided once, here; docs/ARCHITECTURE.md):
//  - moved (CreaturesMoved): position, elevation;
//  - sight (CreatureSight): what it sees, lights, occupies or shows to the players: side,
//    size and space, senses, the light it carries, the conditions blinded, invisible and
//    dead (RULES.md 12: a blinded viewer, an invisible target, the dead see nothing),
//    hidden from the players, and `hidden` and `perception` (RULES.md 14.2: whom it is
//    hidden from);
//  - statistics (CreatureStats): everything else (name, hit points, AC, speeds, reach,
//    initiative, other conditions, token picture, attacks, saves, defences, stat block):
//    nothing the sight index, the fog or a seat's view of the map depends on. A monster
//    dropping to 0 HP dies by the condition "dead", which is sight.
// Areas of effects on the map (a Fog Cloud) are `Areas`: they obscure and slow like terrain.

#include "model/encounter.h"

#include <QFlags>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace bm {

struct EncounterChange {
    enum Kind : unsigned {
        None = 0,
        Map = 1u << 0,            // grid size, square size, ruleset, background, name, unknown fields
        Walls = 1u << 1,          // walls added, removed or changed (more than a door's state)
        Doors = 1u << 2,          // a door opened, closed, locked or unlocked
        Terrain = 1u << 3,
        Lights = 1u << 4,         // the map's lights
        Options = 1u << 5,        // diagonals, flanking, ambient light, round length
        Areas = 1u << 6,          // an effect's area on the map
        CreaturesAdded = 1u << 7, // creatures added or removed, or their order in the file
        CreaturesMoved = 1u << 8, // `creatures` names them
        CreatureSight = 1u << 9,  // see above; `creatures` names them
        CreatureStats = 1u << 10, // see above; `creatures` names them
        Combat = 1u << 11,        // the tracker: order, turn, round, effects, log
        Fog = 1u << 12,           // the party's fog of war (explored, revealed, hidden, mode)
        Everything = (1u << 13) - 1,
    };
    Q_DECLARE_FLAGS(Kinds, Kind)

    Kinds kinds;
    QStringList creatures; // the creatures moved or edited (not for added or removed ones)

    // The map the sight index is built from (SightMap::invalidate, the movement grid).
    static constexpr unsigned kMapKinds = Map | Walls | Doors | Terrain | Lights | Options | Areas;
    // What the party sees may change: the fog is brought up to date.
    static constexpr unsigned kSightKinds = kMapKinds | CreaturesAdded | CreaturesMoved | CreatureSight | Fog;
    static constexpr unsigned kCreatureKinds = CreaturesAdded | CreaturesMoved | CreatureSight | CreatureStats;

    bool touches(unsigned kinds_) const { return (kinds.toInt() & kinds_) != 0; }
    bool isEmpty() const { return !kinds; }
    bool mapChanged() const { return touches(kMapKinds); }
    bool sightMayChange() const { return touches(kSightKinds); }
    bool creaturesChanged() const { return touches(kCreatureKinds); }

    static EncounterChange everything() { return EncounterChange{Kinds(Everything), {}}; }
    static EncounterChange moved(const QString &id) { return EncounterChange{Kinds(CreaturesMoved), {id}}; }

    // Both at once (merged commands, a macro): the kinds united, the creatures too.
    EncounterChange &operator|=(const EncounterChange &other);
    friend bool operator==(const EncounterChange &, const EncounterChange &) = default;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(EncounterChange::Kinds)

// What differs between `before` and `after`, as the kinds above. The same answer either
// way round (undo announces what redo did).
EncounterChange encounterChange(const Encounter &before, const Encounter &after);
// The kinds a change of one creature's fields is (CreaturesMoved, CreatureSight, CreatureStats).
EncounterChange::Kinds creatureChangeKinds(const Creature &before, const Creature &after);
// The conditions that change what a creature sees or how it is seen (RULES.md 12).
bool conditionChangesSight(const QString &condition);

// "map", "walls", "doors", … for tests and logs.
QStringList changeKindIds(EncounterChange::Kinds kinds);

// The parts of an encounter one edit changed, as they were and as they are (Tiled's
// ChangeValue, by part): what an undo command keeps instead of two whole encounters. The
// small fields (name, grid, options, background, unknown fields and the fog) are always
// kept; the terrain, walls, lights, creatures and tracker only when they changed, and a
// creature alone when the others stayed as they were (a hit point keeps one creature).
class EncounterDelta
{
public:
    EncounterDelta() = default;
    EncounterDelta(const Encounter &before, const Encounter &after);

    const EncounterChange &change() const { return m_change; }
    // `e` as after the edit (forward) or before it; `e` must be the other side in the parts
    // the edit changed (it is, on an undo stack).
    void apply(Encounter &e, bool forward) const;

private:
    EncounterChange m_change;
    Encounter m_headBefore; // the small fields only (its vectors and tracker left empty)
    Encounter m_headAfter;
    std::optional<std::pair<QList<TerrainArea>, QList<TerrainArea>>> m_terrain;
    std::optional<std::pair<QList<Wall>, QList<Wall>>> m_walls;
    std::optional<std::pair<QList<LightSource>, QList<LightSource>>> m_lights;
    std::optional<std::pair<std::vector<Creature>, std::vector<Creature>>> m_creatures; // the roster changed
    std::vector<std::pair<std::size_t, std::pair<Creature, Creature>>> m_creatureEdits; // by index, otherwise
    // The tracker when it changed: its fields as they were and are, but of the combat log
    // (an edit mostly adds an entry or two to a long log) only the entries past the part
    // both sides share.
    struct CombatEdit {
        CombatState before; // their logs empty
        CombatState after;
        std::size_t sharedLog = 0; // the entries both logs begin with
        std::vector<LogEntry> logBefore; // the entries after those, as they were and are
        std::vector<LogEntry> logAfter;
    };
    std::optional<CombatEdit> m_combat;
};

} // namespace bm
