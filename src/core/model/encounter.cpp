#include "model/encounter.h"

#include "model/enumnames.h"

namespace bm {

namespace {

constexpr detail::NameTable<TerrainType, 6> kTerrain{{
    {TerrainType::Difficult, "difficult"},
    {TerrainType::GreaterDifficult, "greater-difficult"},
    {TerrainType::Blocked, "blocked"},
    {TerrainType::Water, "water"},
    {TerrainType::Climb, "climb"},
    {TerrainType::DeepWater, "deep-water"},
}};
constexpr detail::NameTable<CoverLevel, 4> kCover{{
    {CoverLevel::None, "none"},
    {CoverLevel::Half, "half"},
    {CoverLevel::ThreeQuarters, "three-quarters"},
    {CoverLevel::Greater, "greater"},
}};
constexpr detail::NameTable<DoorState, 4> kDoors{{
    {DoorState::None, "none"},
    {DoorState::Open, "open"},
    {DoorState::Closed, "closed"},
    {DoorState::Locked, "locked"},
}};
constexpr detail::NameTable<LightLevel, 3> kLight{{
    {LightLevel::Dark, "dark"},
    {LightLevel::Dim, "dim"},
    {LightLevel::Bright, "bright"},
}};
constexpr detail::NameTable<Obscurement, 3> kObscured{{
    {Obscurement::None, "none"},
    {Obscurement::Light, "light"},
    {Obscurement::Heavy, "heavy"},
}};
constexpr detail::NameTable<AttackKind, 2> kAttackKind{{
    {AttackKind::Melee, "melee"},
    {AttackKind::Ranged, "ranged"},
}};

} // namespace

std::optional<TerrainType> terrainTypeFromId(const QString &id) { return detail::enumFromName(kTerrain, id); }
QString terrainTypeId(TerrainType t) { return detail::nameOfEnum(kTerrain, t); }
std::optional<CoverLevel> coverLevelFromId(const QString &id) { return detail::enumFromName(kCover, id); }
QString coverLevelId(CoverLevel c) { return detail::nameOfEnum(kCover, c); }
std::optional<DoorState> doorStateFromId(const QString &id) { return detail::enumFromName(kDoors, id); }
QString doorStateId(DoorState d) { return detail::nameOfEnum(kDoors, d); }
std::optional<LightLevel> lightLevelFromId(const QString &id) { return detail::enumFromName(kLight, id); }
QString lightLevelId(LightLevel l) { return detail::nameOfEnum(kLight, l); }
std::optional<Obscurement> obscurementFromId(const QString &id) { return detail::enumFromName(kObscured, id); }
QString obscurementId(Obscurement o) { return detail::nameOfEnum(kObscured, o); }
std::optional<AttackKind> attackKindFromId(const QString &id) { return detail::enumFromName(kAttackKind, id); }
QString attackKindId(AttackKind k) { return detail::nameOfEnum(kAttackKind, k); }

int Speeds::of(MoveMode m) const
{
    switch (m) {
    case MoveMode::Walk:
        return walk;
    case MoveMode::Fly:
        return fly;
    case MoveMode::Swim:
        return swim;
    case MoveMode::Climb:
        return climb;
    case MoveMode::Burrow:
        return burrow;
    }
    return walk;
}

bool Creature::isIncapacitated() const
{
    for (const QString &c : conditions) {
        if (isIncapacitatingCondition(c))
            return true;
    }
    return false;
}

void Creature::setHiddenFromPlayers(bool hidden)
{
    if (hidden)
        extra.insert(QLatin1String(kHiddenFromPlayersField), true);
    else
        extra.remove(QLatin1String(kHiddenFromPlayersField)); // files without it stay as they were
}

int Creature::conditionLevel(const QString &condition) const
{
    // Most creatures have no levels at all: no copy of an empty object to say so (every
    // path query asks for exhaustion).
    const auto levels = extra.constFind(QLatin1String(kConditionLevelsField));
    if (levels == extra.constEnd())
        return 0;
    return levels->toObject().value(condition).toInt();
}

void Creature::setConditionLevel(const QString &condition, int level)
{
    QJsonObject levels = extra.value(QLatin1String(kConditionLevelsField)).toObject();
    if (level > 0)
        levels.insert(condition, level);
    else
        levels.remove(condition);
    if (levels.isEmpty())
        extra.remove(QLatin1String(kConditionLevelsField));
    else
        extra.insert(QLatin1String(kConditionLevelsField), levels);
}

const CreatureAttack *Creature::attack(const QString &name, bool *ambiguous) const
{
    if (ambiguous)
        *ambiguous = false;
    for (const CreatureAttack &a : attacks) {
        if (a.name == name)
            return &a;
    }
    const CreatureAttack *found = nullptr;
    for (const CreatureAttack &a : attacks) {
        if (a.name.compare(name, Qt::CaseInsensitive) != 0)
            continue;
        if (found) {
            if (ambiguous)
                *ambiguous = true;
            return nullptr;
        }
        found = &a;
    }
    return found;
}

const Creature *Encounter::creature(const QString &id) const
{
    const int i = creatureIndex(id);
    return i >= 0 ? &creatures[std::size_t(i)] : nullptr;
}

int Encounter::creatureIndex(const QString &id) const
{
    for (std::size_t i = 0; i < creatures.size(); ++i) {
        if (creatures[i].id == id)
            return int(i);
    }
    return -1;
}

} // namespace bm
