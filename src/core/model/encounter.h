#pragma once

// The encounter model of ENCOUNTER_FORMAT.md: plain value types, no QObject.
// Unknown JSON fields are kept in `extra` so a save keeps what a newer tool wrote.

#include "model/combatstate.h"
#include "model/vocabulary.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPointF>
#include <QRect>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace bm {

// DeepWater (version 4, RULES.md 14.7): water that covers a creature standing in it.
enum class TerrainType { Difficult, GreaterDifficult, Blocked, Water, Climb, DeepWater };
enum class CoverLevel { None, Half, ThreeQuarters, Greater };
enum class DoorState { None, Open, Closed, Locked };
// RULES.md 12 (version 2): light levels and obscured terrain.
enum class LightLevel { Dark, Dim, Bright };

std::optional<TerrainType> terrainTypeFromId(const QString &id);
QString terrainTypeId(TerrainType t);
std::optional<CoverLevel> coverLevelFromId(const QString &id);
QString coverLevelId(CoverLevel c);
std::optional<DoorState> doorStateFromId(const QString &id);
QString doorStateId(DoorState d);
std::optional<LightLevel> lightLevelFromId(const QString &id);
QString lightLevelId(LightLevel l);
std::optional<Obscurement> obscurementFromId(const QString &id);
QString obscurementId(Obscurement o);

struct TerrainArea {
    TerrainType type = TerrainType::Difficult;
    CoverLevel cover = CoverLevel::None;
    Obscurement obscured = Obscurement::None; // RULES.md 12: fog, foliage, snow
    bool usesRect = false;
    QRect rect;                     // when usesRect: [x, y, w, h]
    std::vector<GridPoint> squares; // otherwise
    QJsonObject extra;
    friend bool operator==(const TerrainArea &, const TerrainArea &) = default;
};

// `true` on a locked door: the party knows it is locked (a party member tried it from their
// device, or the GM says so). Until then the players' devices are told it is closed, as a
// door looks; kept in `extra` (docs/ENCOUNTER_EXTENSIONS.md).
inline constexpr const char *kPartyKnowsLockedField = "partyKnowsLocked";

struct Wall {
    QPointF from;
    QPointF to;
    bool blocksMovement = true;
    bool blocksSight = true;
    DoorState door = DoorState::None;
    QJsonObject extra;
    friend bool operator==(const Wall &, const Wall &) = default;

    // ENCOUNTER_FORMAT.md: an open door blocks nothing.
    bool stopsMovement() const { return blocksMovement && door != DoorState::Open; }
    bool stopsSight() const { return blocksSight && door != DoorState::Open; }
    bool partyKnowsLocked() const { return extra.value(QLatin1String(kPartyKnowsLockedField)).toBool(); }
    void setPartyKnowsLocked(bool known)
    {
        if (known)
            extra.insert(QLatin1String(kPartyKnowsLockedField), true);
        else
            extra.remove(QLatin1String(kPartyKnowsLockedField)); // files without it stay as they were
    }
};

// RULES.md 12: a point light; `dim` is the ring beyond `bright` (a torch: 20 and 20).
struct LightSource {
    QPointF at;         // grid units
    double bright = 0;  // feet
    double dim = 0;     // feet beyond bright
    QJsonObject extra;
    friend bool operator==(const LightSource &, const LightSource &) = default;
};

// RULES.md 12: a creature's senses, in feet (pf2e low-light vision as a bool).
struct Senses {
    double darkvision = 0;
    double blindsight = 0;
    double truesight = 0;
    bool lowLightVision = false;
    bool present = false; // the file had a `senses` object (written back even when empty)
    QJsonObject extra;
    friend bool operator==(const Senses &, const Senses &) = default;
};

// RULES.md 13.1 (version 3): the light a creature carries, at the centre of its space.
struct CarriedLight {
    double bright = 0; // feet
    double dim = 0;    // feet beyond bright
    QJsonObject extra;
    friend bool operator==(const CarriedLight &, const CarriedLight &) = default;
};

// RULES.md 13.3 (version 3): one part of an attack's damage, "1d6+2" slashing.
struct DamagePart {
    QString dice; // a dice expression (model/diceexpression.h), checked by the reader
    QString type;
    QJsonObject extra;
    friend bool operator==(const DamagePart &, const DamagePart &) = default;
};

enum class AttackKind { Melee, Ranged };
std::optional<AttackKind> attackKindFromId(const QString &id);
QString attackKindId(AttackKind k);

// RULES.md 13.3: an entry of a creature's `attacks`.
struct CreatureAttack {
    QString name;
    AttackKind kind = AttackKind::Melee;
    int bonus = 0;
    int reach = -1;            // melee, feet; -1: the creature's reach
    double normalRange = 0;    // ranged, feet
    double longRange = 0;
    bool singleRange = false;  // the file gave `range` as one number N (N/N); written back so
    std::vector<DamagePart> damage;
    bool magical = false;
    bool agile = false;        // pf2e: the multiple attack penalty is -4/-8
    bool spell = false;        // version 4: a spell attack, not a weapon attack (RULES.md 14.7)
    QJsonObject extra;
    friend bool operator==(const CreatureAttack &, const CreatureAttack &) = default;

    bool isMelee() const { return kind == AttackKind::Melee; }
};

// RULES.md 13.4 step 8: a damage type a creature resists, is vulnerable or weak to, with
// the pf2e value (0 in the 5e family). `type` may read "nonmagical slashing".
struct DamageTrait {
    QString type;
    int value = 0;
    friend bool operator==(const DamageTrait &, const DamageTrait &) = default;
};

// RULES.md 14.2 (version 4): the creature hid with a Stealth total; `foundBy` found it since.
struct HiddenState {
    int stealth = 0;
    QStringList foundBy;
    bool sneak = false; // pf2e Sneak: undetected rather than hidden
    QJsonObject extra;
    friend bool operator==(const HiddenState &, const HiddenState &) = default;
};

struct Speeds {
    int walk = 30;
    int fly = 0;
    int swim = 0;
    int climb = 0;
    int burrow = 0;
    bool hover = false;
    QJsonObject extra; // unknown speed fields, kept on save
    friend bool operator==(const Speeds &, const Speeds &) = default;
    int of(MoveMode m) const;
};

// The creature field that holds condition levels ({"exhaustion": 2}); kept in `extra`.
inline constexpr const char *kConditionLevelsField = "conditionLevels";
// `true` keeps a creature off every players' screen whatever the fog says (the GM
// sees it as a ghost); kept in `extra` (docs/ENCOUNTER_EXTENSIONS.md).
inline constexpr const char *kHiddenFromPlayersField = "hiddenFromPlayers";

struct Creature {
    QString id;
    QString name;
    Side side = Side::Neutral;
    Size size = Size::Medium;
    int space = 0; // 0: from the size (RULES.md 1)
    GridPoint position;
    double elevation = 0.0; // feet above the ground, negative below (RULES.md 10)
    Speeds speed;
    int reach = -1; // -1: the ruleset's default for the size
    int ac = 10;
    bool hasAc = true; // false: the file gave no `ac` (RULES.md 13.4 step 5: can't be attacked)
    int hp = 0;
    bool hasHp = true; // false: the file gave no `hp` (RULES.md 15: no cap on the damage credited)
    int maxHp = 0;
    int tempHp = 0;
    int initiativeBonus = 0;
    std::optional<double> initiative;
    QStringList conditions;
    bool reactiveStrike = false;
    Senses senses;
    QString token;
    // Version 3 (RULES.md 13, ENCOUNTER_FORMAT.md "Version 3 fields")
    std::optional<CarriedLight> light;
    std::vector<CreatureAttack> attacks;
    QMap<QString, int> saves;                  // "dex": 2; pf2e "reflex": 8
    std::vector<DamageTrait> resistances;      // 5e family: types; pf2e: type -> value
    std::vector<DamageTrait> vulnerabilities;  // 5e family
    std::vector<DamageTrait> weaknesses;       // pf2e: type -> value
    QStringList immunities;                    // damage types
    QStringList conditionImmunities;           // condition ids
    QJsonObject statblock;                     // free-form: what a GM reads (kept as written)
    bool hasStatblock = false;
    // Version 4 (RULES.md 14, ENCOUNTER_FORMAT.md "Version 4 fields")
    std::optional<int> perception;             // Perception modifier (default 0)
    std::optional<int> stealth;                // Stealth modifier (default 0)
    std::optional<HiddenState> hidden;         // RULES.md 14.2
    QStringList grappling;                     // ids of the creatures it grapples (14.6)
    QJsonObject extra;
    friend bool operator==(const Creature &, const Creature &) = default;

    int spaceSquares() const { return space > 0 ? space : spaceForSize(size); }
    int reachFeet(Ruleset r) const { return reach >= 0 ? reach : defaultReach(size, r); }
    bool has(const QString &condition) const { return conditions.contains(condition); }
    bool isDead() const { return has(QStringLiteral("dead")); }
    bool isIncapacitated() const;
    bool isProne() const { return has(QStringLiteral("prone")); }
    // RULES.md 14.1: the modifiers, 0 when not given.
    int perceptionBonus() const { return perception.value_or(0); }
    int stealthBonus() const { return stealth.value_or(0); }
    // RULES.md 13.5: a missing save bonus is 0.
    int saveBonus(const QString &ability) const { return saves.value(ability, 0); }
    // The attack named `name`: the exact name, else the one case-insensitive match; nullptr
    // when none or several match (`ambiguous` tells which).
    const CreatureAttack *attack(const QString &name, bool *ambiguous = nullptr) const;
    // The level of a condition that has one and outlasts a fight (5e exhaustion, pf2e doomed),
    // kept in the creature's `conditionLevels` object (TRACKER_FORMAT.md): 0 when not set.
    int conditionLevel(const QString &condition) const;
    void setConditionLevel(const QString &condition, int level); // 0 removes it
    // Hidden from the players by the GM (the player view and its exports, every
    // players' screen), whatever the fog of war says.
    bool hiddenFromPlayers() const { return extra.value(QLatin1String(kHiddenFromPlayersField)).toBool(); }
    void setHiddenFromPlayers(bool hidden);
    // The squares of the full space: [position, position + space).
    QRect spaceRect() const { return QRect(position.x, position.y, spaceSquares(), spaceSquares()); }
};

struct EncounterOptions {
    std::optional<Diagonals> diagonals;
    std::optional<bool> flanking;
    std::optional<double> roundSeconds;
    std::optional<LightLevel> light; // RULES.md 12: ambient light, bright by default
    QJsonObject extra;
    friend bool operator==(const EncounterOptions &, const EncounterOptions &) = default;
};

struct Encounter {
    QString name;
    Ruleset ruleset = Ruleset::Dnd2014;
    EncounterOptions options;
    int width = 20;
    int height = 20;
    double squareFeet = 5.0;
    QJsonObject grid;       // unknown grid fields
    QJsonObject background; // kept as written (image, pixelsPerSquare, offset)
    bool hasBackground = false;
    // The map's lists are shared by copies until one changes (QList): a copy of the
    // encounter for a hit point costs nothing for 2,000 walls, and comparing the copy with
    // what it was copied from answers at once.
    QList<TerrainArea> terrain;
    QList<Wall> walls;
    QList<LightSource> lights; // RULES.md 12
    std::vector<Creature> creatures;
    CombatState combat;     // the tracker (combat.h); unknown fields kept inside
    bool hasCombat = false; // the file had a `combat` object (written back even when empty)
    QJsonObject extra; // unknown top-level fields
    friend bool operator==(const Encounter &, const Encounter &) = default;

    Diagonals diagonals() const { return options.diagonals.value_or(defaultDiagonals(ruleset)); }
    bool flanking() const { return options.flanking.value_or(defaultFlanking(ruleset)); }
    LightLevel ambientLight() const { return options.light.value_or(LightLevel::Bright); }
    const Creature *creature(const QString &id) const;
    int creatureIndex(const QString &id) const;
    bool contains(GridPoint p) const { return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height; }
};

} // namespace bm
