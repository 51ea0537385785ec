#pragma once

// The combat tracker's state (RULES.md 8) as plain value types: the order, the turn
// economy, effects, a5e world actions and countdowns, the log. It is part of the
// encounter (Encounter::combat) and saved in its `combat` object (ENCOUNTER_FORMAT.md,
// model/combatio.h); what changes it lives in combat/. Unknown JSON fields are kept in
// `extra` at every level.

#include "model/logmessage.h"
#include "model/vocabulary.h"

#include <QJsonObject>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace bm {

// One creature in the order. Its initiative total is the creature's `initiative`.
struct Combatant {
    QString id;
    int roll = 0;              // the natural d20 of its initiative check (0: entered by hand)
    int rollOff = 0;           // a5e: the d20 of a tie roll-off
    QString check;             // the initiative check: "dex" (default), "perception", "stealth", …
    bool surprised = false;    // 2014/a5e: loses its first turn, no reaction until it ends
    bool hadTurn = false;
    bool delaying = false;     // out of the order until it comes back (delay)
    QString readied;           // the trigger of a readied action, while readied
    QString mountedOn;         // the controlled mount this rider sits on (shares its initiative)
    // Turn economy (RULES.md 8): 5e family
    bool actionUsed = false;
    bool bonusActionUsed = false;
    bool reactionUsed = false;
    bool dashed = false;
    bool disengaged = false;   // Disengage taken: no opportunity attacks for the rest of the turn
    double movementSpent = 0;  // feet this turn, all modes together (seed 003: switching speeds)
    int diagonals = 0;         // alternating diagonals counted this turn (pf2e carries them)
    // pf2e
    int actions = 3;           // left this turn
    int actionsMax = 3;        // regained at the start of this turn
    int strikesThisTurn = 0;   // pf2e: Strikes in its own turn so far (multiple attack penalty, RULES.md 13.4)
    // 0 HP
    int deathSuccesses = 0;
    int deathFailures = 0;
    bool stable = false;
    bool downed = false;       // at 0 HP and unconscious because of it
    int dying = 0;             // pf2e
    int wounded = 0;           // pf2e
    int fatigue = 0;           // a5e
    int fatigueGained = 0;     // a5e: of `fatigue`, the levels gained in this fight (felt after it)
    int strife = 0;            // a5e
    bool deathSaves = false;   // a monster that makes death saves instead of dying at 0
    QJsonObject extra;
    friend bool operator==(const Combatant &, const Combatant &) = default;
};

enum class Tick { Start, End };

// Version 2: the area an effect keeps on the map while it lasts (a Fog Cloud, a
// Spike Growth, a Web). The template is stored as placed (rules/areas.h reads it back as an
// AreaOfEffect to draw it); the squares it covers are fixed when it is placed, and the
// engine treats them as terrain (difficult, lightly or heavily obscured) until the effect
// ends (rules/terraingrid.cpp, rules/sight.cpp).
struct EffectArea {
    QString shape;                  // an area shape id of RULES.md 11: sphere, cone, burst …
    double sizeFeet = 0.0;          // radius, side, length or distance
    std::optional<QPointF> origin;  // a grid point …
    QString creature;               // … or the creature it was placed on
    std::optional<QPointF> toward;  // the aim of cones, lines and cubes
    QString direction;              // a pf2e cone's compass direction (N, NE …), when aimed so
    double widthFeet = 0.0;         // lines; 0: one square
    std::vector<GridPoint> squares; // the squares it covers
    bool difficult = false;         // difficult terrain while it lasts
    Obscurement obscured = Obscurement::None;
    bool concentration = false;     // ends when its source's concentration ends (and the other way round)
    QJsonObject extra;
    friend bool operator==(const EffectArea &, const EffectArea &) = default;

    bool hasTerrain() const { return difficult || obscured != Obscurement::None; }
};

// An effect on a creature, with an optional condition it gives while it lasts; or (version
// 2) an effect on the map, with an area (then `target` is empty and `source` its creator).
struct Effect {
    QString name;
    QString target;          // creature id
    QString source;          // creature id of its creator (may be empty)
    QString condition;       // a condition name the target has while the effect lasts
    int value = 0;           // a valued condition's value (pf2e frightened 2, stunned 1…)
    std::optional<int> rounds; // none: until removed
    Tick tick = Tick::Start; // rounds decrease at the start or the end …
    QString of;              // … of this creature's turn (default: the source, else the target)
    QString persistent;      // pf2e persistent damage dice, e.g. "1d6"
    QString damageType;      // of the persistent damage
    std::optional<EffectArea> area; // an effect on the map
    QJsonObject extra;
    friend bool operator==(const Effect &, const Effect &) = default;
};

// a5e world action (RULES.md 8): resolved at the start of each round before anyone.
struct WorldAction {
    QString name;
    int recharge = 0;        // "Recharge N–6": N (0: no recharge, always available)
    bool available = true;
    QJsonObject extra;
    friend bool operator==(const WorldAction &, const WorldAction &) = default;
};

// a5e countdown: a pool of d6 rolled at the start of each round, removing those ≥ removeFrom.
struct Countdown {
    QString name;
    int dice = 0;
    int removeFrom = 6;      // 6, 5 (5–6) or 4 (4–6)
    bool ended = false;
    QJsonObject extra;
    friend bool operator==(const Countdown &, const Countdown &) = default;
};

// One line of the log (docs/TRACKER_FORMAT.md). An entry the tracker writes is a message
// (model/logmessage.h), worded by whoever shows it; `text` is then its catalogue wording
// (English), kept in the file for readers that know only `text`. An entry without a
// message (a file of an older Battlemap, a line the GM typed) is its `text` as written.
struct LogEntry {
    int round = 0;
    QString text;
    std::optional<LogMessage> message;
    QJsonObject extra;
    friend bool operator==(const LogEntry &, const LogEntry &) = default;
};

// The entry as its reader reads it: the message worded in the installed translator's
// language with the creatures' names of `e`, or the text as written.
QString logEntryText(const LogEntry &entry, const Encounter &e);

struct CombatState {
    bool active = false;     // combat started and not ended
    int round = 0;
    QString turn;            // id of the combatant whose turn it is
    std::vector<Combatant> order; // initiative order
    std::vector<Effect> effects;
    std::vector<WorldAction> worldActions;
    std::vector<Countdown> countdowns;
    std::vector<LogEntry> log;
    QString instigators;     // a5e: the side that rolls initiative with advantage
    QJsonObject extra;
    friend bool operator==(const CombatState &, const CombatState &) = default;

    bool isEmpty() const;
    int indexOf(const QString &id) const;
    const Combatant *combatant(const QString &id) const;
    Combatant *combatant(const QString &id);
    const Combatant *current() const { return combatant(turn); }
};

} // namespace bm
