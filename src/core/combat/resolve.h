#pragma once

// RULES.md 13.4 and 13.5 (version 3): an attack and a saving throw against damage resolved
// with dice, as pure functions over the encounter and a dice source. The result is a plain
// value (the dice, the outcome, what each creature takes) that changes nothing; the window
// shows it, battlemap-cli prints it, and applyAttack / applySaveDamage deal it through the
// tracker's one damage path (combat::damage: temporary HP first, one concentration check,
// one drop to 0). "One function, four faces" (STYLE.md, version 3).

#include "combat/areadamage.h"
#include "combat/dice.h"
#include "model/encounter.h"
#include "model/logmessage.h"
#include "rules/areas.h"
#include "rules/attack.h"
#include "rules/cover.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace bm {

class SightMap;

namespace combat {

// RULES.md 13.3: one rolled part of damage.
struct RolledDamage {
    QString type;
    QString expression; // the part's dice as written
    QList<int> dice;    // every die rolled for it, in order
    int rolled = 0;     // the part's value (never below 0), doubled on a critical (13.4 step 7)
    int dealt = 0;      // after the target's defences (13.4 step 8)
    QString note;       // "resisted", "immune", … (translated)
};

// The degree of a d20 check against a DC or AC (RULES.md 13.4 step 6, pf2e).
using Degree = SaveDegree;
QString degreeId(Degree d); // "critical-success", "success", "failure", "critical-failure"

struct AttackOptions {
    bool reaction = false; // pf2e: a Strike made as a reaction takes no multiple attack penalty
};

// RULES.md 13.4: one attack with these dice.
struct AttackResolution {
    CreatureAttack attack;      // what was rolled (the entry of `attacks` or the one given)
    AttackCheck check;          // step 1 (7, 10, 12)
    bool possible = false;
    AttackReasons because;      // when not possible
    Roll roll = Roll::Normal;
    // pf2e step 2: the flat check, when one is rolled
    std::optional<int> flatCheckDc;
    int flatCheckRoll = 0;
    bool flatCheckPassed = true;
    QList<int> d20;             // step 3: the attack's d20s, in order (empty when lost)
    std::optional<int> natural; // the kept die
    std::optional<int> total;
    int expertiseSides = 0;     // a5e: 4, 6 or 8 when rolled (0: none)
    int expertiseRolled = 0;
    int multipleAttackPenalty = 0; // pf2e step 4 (0, -4, -5, -8, -10)
    int ac = 0;                 // step 5: effective AC
    std::optional<Degree> degree; // pf2e step 6
    bool hit = false;
    bool critical = false;
    std::vector<RolledDamage> damage; // step 7-8, empty on a miss
    int damageTotal = 0;              // the sum of `dealt`

    // A line for the log: "Brannoc attacks Goblin with Longsword: 14 + 5 = 19 against AC 15, hit: 9 slashing."
    QString text(const Encounter &e) const;
    LogMessage message() const; // the same as data, for the log
};

// The attacker's pf2e multiple attack penalty for its next Strike (RULES.md 13.4 step 4):
// its `strikesThisTurn` while it is its turn; 0 for a reaction or out of its turn.
int multipleAttackPenalty(const Encounter &e, const QString &attackerId, bool agile, bool reaction);

// Resolves `attack` from `attacker` against `target` with `dice` (RULES.md 13.4). The
// caller checks the target has an `ac` (13.4 step 5: bad input otherwise) — see
// attackProblem. `sight` and `cover` index `e` (made here when null).
AttackResolution resolveAttack(const Encounter &e, const Creature &attacker, const Creature &target,
                               const CreatureAttack &attack, Dice &dice, const AttackOptions &options = {},
                               const CoverMap *cover = nullptr, const SightMap *sight = nullptr);
// Why the attack can't be asked at all (bad input, a message): a target without `ac`, an
// attack without damage parts or with a bad dice expression. Empty when it can.
LogMessage attackProblem(const Creature &target, const CreatureAttack &attack);

// Deals a resolved attack through the tracker (RULES.md 13.4 step 8): one damage of the
// parts' total with the critical flag, logged; a pf2e Strike spends an action (not a
// reaction) and counts in `strikesThisTurn`; `reaction` spends the reaction. Returns the
// problem (a message, `e` unchanged): not possible, no reaction or action left; empty
// when dealt.
LogMessage applyAttack(Encounter &e, Dice &dice, const AttackResolution &resolution, const QString &attackerId,
                       const QString &targetId, const AttackOptions &options = {});
// Would applyAttack refuse? The same problem, without dealing anything.
LogMessage attackTurnProblem(const Encounter &e, const AttackResolution &resolution, const QString &attackerId,
                             const AttackOptions &options = {});

// RULES.md 13.5: a saving throw against damage.
enum class OnSave { Half, None, Basic };
std::optional<OnSave> onSaveFromId(const QString &id);
QString onSaveId(OnSave o);

struct SaveRequest {
    int dc = 10;
    QString ability;                 // "dex", … (pf2e "reflex", …)
    std::vector<DamagePart> damage;  // rolled once for all, first
    OnSave onSave = OnSave::Half;    // 5e default half; pf2e default basic
    bool magical = false;
    std::optional<QPointF> origin;   // the point of origin for cover (13.2), if any
    QString areaOn;                  // the creature the area is on (never gives cover)
    QStringList targets;             // in the order the saves are rolled
};

struct SaveRow {
    QString id;
    QList<int> d20;            // the dice rolled (empty: an automatic failure)
    int natural = 0;           // the kept die
    Roll roll = Roll::Normal;  // advantage (dodging) or disadvantage (squeezed, restrained)
    int bonus = 0;
    int coverBonus = 0;
    CoverDegree cover = CoverDegree::None;
    int total = 0;
    bool success = false;
    std::optional<Degree> degree; // pf2e
    bool automaticFailure = false; // paralyzed, petrified, stunned, unconscious: Str and Dex
    std::vector<RolledDamage> damage; // what this creature takes of each part (after defences)
    int dealt = 0;
};

struct SaveResolution {
    std::vector<RolledDamage> damage; // rolled once (dealt unused)
    std::vector<SaveRow> creatures;   // in the order the saves were rolled
    QStringList notAffected;          // total cover from the origin (13.2)
    SaveRequest request;
};

// What the save's request needs (bad input, a message): an ability of the ruleset, basic
// only in pf2e, dice expressions that parse, creatures that exist. Empty when fine.
LogMessage saveProblem(const Encounter &e, const SaveRequest &request);
SaveResolution resolveSave(const Encounter &e, const SaveRequest &request, Dice &dice, const CoverMap *cover = nullptr);
// One creature's save of 13.5 without the damage (the window's Damage All in Area rolls the
// damage itself and lets the GM type a die): the cover bonus from the request's origin
// (`cover` indexes `e`; null: no cover), an automatic failure, advantage or disadvantage,
// the d20s, the total and the degree. nullopt: total cover from the origin, not affected.
std::optional<SaveRow> rollSave(const Encounter &e, const SaveRequest &request, const Creature &c, Dice &dice,
                                const CoverMap *cover);
// Deals each creature's share in order, in one operation, logged.
void applySaveDamage(Encounter &e, Dice &dice, const SaveResolution &resolution);

// The creatures of an area in the `area` query's order and the point the cover is measured
// from (RULES.md 13.2: the origin; for an area on a creature, the centre of its space).
struct AreaTargets {
    QStringList creatures;
    std::optional<QPointF> origin;
    QString areaOn;
    AreaProblem problem; // the area can't be drawn: why
};
AreaTargets areaTargets(const Encounter &e, const AreaOfEffect &area);

} // namespace combat
} // namespace bm
