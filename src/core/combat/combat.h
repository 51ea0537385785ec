#pragma once

// The combat tracker of RULES.md 8: initiative, rounds and turns, the turn
// economy, effects with durations, hit points and dying, a5e world actions and
// countdowns. Plain value types saved in the encounter's `combat` object
// (ENCOUNTER_FORMAT.md), and free functions that change an Encounter: the window's undo
// commands snapshot the encounter before and after, so every change undoes exactly.
// Unknown JSON fields are kept in `extra` at every level.

#include "combat/dice.h"
#include "model/combatstate.h"
#include "model/vocabulary.h"
#include "rules/areas.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace bm {

struct PathResult; // movement.h

struct Encounter;
struct Creature;

namespace combat {

// The checks a ruleset offers for initiative (A5E Types of Initiative; pf2e Perception or
// a skill). Ids; combatCheckLabel() gives the words.
QStringList initiativeChecks(Ruleset r);
QString checkLabel(const QString &check);
LogMessage checkMessage(const QString &check); // the same, for the log
QString defaultCheck(Ruleset r);
// The bonus a creature adds for a check: its `checks` object, else `initiativeBonus`.
int checkBonus(const Creature &c, const QString &check);
// Identical creatures share one initiative roll (5e family) through this creature field.
inline constexpr const char *kInitiativeGroupField = "initiativeGroup";
QString initiativeGroup(const Creature &c);
double roundSeconds(const Encounter &e); // RULES.md 8: 6 s; options.roundSeconds overrides
QString elapsedText(const Encounter &e); // "1 min 12 s"
LogMessage elapsedMessage(const Encounter &e); // the same, for the log

struct StartOptions {
    QStringList combatants;       // ids; empty: every creature not dead
    QStringList surprised;
    QString instigators;          // a5e: side id that rolls with advantage
    bool keepEnteredInitiative = false; // creatures with `initiative` set keep it (manual entry)
};

// Rolls initiative, orders and starts round 1 with the first turn.
void start(Encounter &e, Dice &dice, const StartOptions &options = {});
void end(Encounter &e);
// Rolls (or rerolls) one combatant's initiative with its check; the order is re-sorted.
void rollInitiative(Encounter &e, Dice &dice, const QString &id, RollMode mode = RollMode::Normal);
void setInitiative(Encounter &e, Dice &dice, const QString &id, double value); // manual entry
void setCheck(Encounter &e, const QString &id, const QString &check);
// Sorts by initiative; ties per ruleset (RULES.md 8), rolling a5e roll-offs with `dice`.
void sortOrder(Encounter &e, Dice &dice);
// Swaps two adjacent combatants of equal initiative (the GM's tie order). False otherwise.
bool swapTied(Encounter &e, const QString &a, const QString &b);
bool isTieOrderFree(const Encounter &e, const QString &a, const QString &b);

void nextTurn(Encounter &e, Dice &dice);
void previousTurn(Encounter &e); // only the pointer moves back; undo reverses what a turn did
void startTurn(Encounter &e, Dice &dice); // of `turn`: economy, start ticks, death saves
void endTurn(Encounter &e, Dice &dice);   // of `turn`: end ticks, persistent damage, frightened

void addCombatant(Encounter &e, Dice &dice, const QString &id, std::optional<double> initiative = std::nullopt);
// A creature put on the map while a fight is on joins the initiative: rolled, or `initiative`
// as entered. Nothing out of combat. True when it joined.
bool joinIfFighting(Encounter &e, Dice &dice, const QString &id, std::optional<double> initiative = std::nullopt);
void removeCombatant(Encounter &e, const QString &id);
void delay(Encounter &e, Dice &dice);                   // the current combatant delays: its turn ends
void resumeDelayed(Encounter &e, const QString &id);    // comes back right after the current turn
void ready(Encounter &e, const QString &id, const QString &trigger); // notes the trigger (no cost; see TurnAction::Ready)
void triggerReadied(Encounter &e, const QString &id);   // spends the reaction
// 5e-family mounted combat (seed 002): the mount takes the rider's initiative, right after
// the rider, and the rider sits in its space. In the rider's turn mounting and dismounting
// cost half its speed. The reason it can't (a message), or empty when done.
LogMessage mount(Encounter &e, const QString &rider, const QString &mountId);
LogMessage dismount(Encounter &e, const QString &rider);
QString riderOf(const Encounter &e, const QString &mountId);
// A controlled mount: it has a rider (5e family); it may only Dash, Disengage or Dodge.
bool isControlledMount(const Encounter &e, const QString &id);
// The rider's DC 10 Dexterity save when its mount is moved against its will, or it or its
// mount is knocked prone: on a failure it falls off, prone, into a free space within 5 ft of
// the mount. `entered`: the save's total as rolled at the table, else rolled here with the
// rider's `saves.dex`. True when it stays on.
bool riderSave(Encounter &e, Dice &dice, const QString &rider, std::optional<int> entered = std::nullopt);
// An effect moves `mountId` against its will: its rider's save (when it has one).
void mountMovedAgainstWill(Encounter &e, Dice &dice, const QString &mountId, std::optional<int> entered = std::nullopt);

// A flier falls (seeds 000, 004) when it is knocked prone or its speed drops to 0 and it
// can't hover: elevation to 0, 1d6 bludgeoning per 10 ft fallen (at most 20d6), prone.
// True when it fell.
bool fallIfFlying(Encounter &e, Dice &dice, const QString &id);

// Turn actions (RULES.md 7, 8; seeds 000-004): what each does to the engine's answers.
// Dash: the speed counts twice this turn. Disengage: no opportunity attacks for the rest of
// the turn (the move judge reads it). Dodge: `dodging` until the start of its next turn.
// Help: the action, logged. Ready: the action (pf2e 2 actions), lapsing at its next turn;
// ReadySpell also concentrates. StandUp: half the speed (pf2e 1 action). DropProne: free
// (pf2e 1 action), not at speed 0. Action, BonusAction, Reaction: spent as they are.
enum class TurnAction { Action, BonusAction, Reaction, Dash, Disengage, Dodge, Help, Ready, ReadySpell, StandUp, DropProne };
QList<TurnAction> turnActionsFor(Ruleset r);       // the ones the ruleset has, in button order
QString turnActionId(TurnAction a);                 // "dash", "drop-prone", … (CLI --take)
std::optional<TurnAction> turnActionFromId(const QString &id);
QString turnActionName(TurnAction a);               // translated, for buttons and menus
LogMessage turnActionMessage(TurnAction a);         // its name as a message, worded by the reader
// Why `id` can't take it now, or an empty message: the window greys its buttons with it.
// Refusals are messages with their data (model/logmessage.h), worded by the face that shows
// them (wordLogMessage) in its reader's language.
LogMessage turnActionProblem(const Encounter &e, const QString &id, TurnAction a);
// Takes it: the problem (and `e` unchanged), or empty. `detail`: Ready's trigger, Help's
// helped creature.
LogMessage takeTurnAction(Encounter &e, const QString &id, TurnAction a, const QString &detail = {});
// The GM confirms an opportunity attack: `attacker` spends its reaction. The problem, or empty.
LogMessage opportunityAttack(Encounter &e, const QString &attacker, const QString &target);

// Conditions per ruleset (the window's list): id, translated name, and the highest value of
// a valued condition (exhaustion 6, pf2e frightened 4, …; 0: no value).
struct ConditionName {
    QString id;
    QString name;
    int maxValue = 0;
};
std::vector<ConditionName> conditionsFor(Ruleset r);
QString conditionName(const QString &id); // translated; an unknown id as written
// The value of a condition on a creature: a5e fatigue and strife and pf2e wounded and dying
// from the tracker, an effect's value (pf2e frightened 2), a level (exhaustion, doomed),
// 1 for a plain condition it has, else 0.
int conditionValue(const Encounter &e, const QString &id, const QString &condition);
// Gives (value > 0) or removes (0) a condition with what it brings: a flier falls when
// prone or at speed 0, a rider saves when it or its mount is knocked prone, 2014 exhaustion
// 6 and pf2e doomed with dying kill, a5e fatigue 7 dooms. `rounds`: it lasts that many
// rounds of its own turns (ending at the start of its turn). The problem, or None.
enum class ConditionRefusal {
    None,
    NoCreature,      // `creature`: no creature of that id
    NoCondition,     // no condition named
    ValueOutOfRange, // `condition` goes from 0 to `maxValue`, not `value`
    TooShort,        // it lasts at least 1 round
    Immune,          // `name` is immune to `condition` (RULES.md 13.6)
    KeptByTracker,   // `condition` is kept by the tracker: `name` is not in the fight
};
struct ConditionProblem {
    ConditionRefusal code = ConditionRefusal::None;
    QString creature;  // the id asked for
    QString name;      // the creature's name
    QString condition; // the condition's id
    int value = 0;
    int maxValue = 0;
    explicit operator bool() const { return code != ConditionRefusal::None; }
    friend bool operator==(const ConditionProblem &, const ConditionProblem &) = default;
};
QString conditionRefusalId(ConditionRefusal r); // "immune": tests and logs
ConditionProblem applyCondition(Encounter &e, Dice &dice, const QString &id, const QString &condition, int value = 1,
                       std::optional<int> rounds = std::nullopt);
// What a creature's d20 tests lose: 2024 exhaustion 2 per level; pf2e the worse of
// frightened and sickened (status penalties).
int d20Penalty(const Encounter &e, const QString &id);
// 2014 exhaustion: disadvantage on ability checks from level 1 (initiative), on saves and
// attacks from level 3 (death saves).
RollMode checkRollMode(const Encounter &e, const QString &id);
RollMode saveRollMode(const Encounter &e, const QString &id);

// Turn economy.
enum class Spend { Action, BonusAction, Reaction };
bool spend(Encounter &e, const QString &id, Spend what, int pf2eActions = 1);
// Movement of a completed move in `mode`: feet, alternating diagonals, pf2e Strides
// (actions). The feet of all modes add up (seed 003: switching speeds, what is left is the
// new mode's speed less the distance already moved); a 5e move past the mode's speed takes
// the Dash.
void recordMove(Encounter &e, const QString &id, double feet, int diagonals, int strides, MoveMode mode = MoveMode::Walk);
// The same for a path the engine found: its feet, its diagonal steps and its Strides.
void recordMove(Encounter &e, const QString &id, const PathResult &path, MoveMode mode = MoveMode::Walk);
// 5e: the mode's speed (+ Dash) − all movement spent this turn.
double movementLeft(const Encounter &e, const QString &id, MoveMode mode = MoveMode::Walk);

// Effects.
void addEffect(Encounter &e, Effect effect);
// "Until the start/end of X's next turn" as rounds: 1 (2 when it is X's turn and ends at its end).
Effect untilNextTurn(const Encounter &e, Effect effect, const QString &of, Tick tick);
void removeEffect(Encounter &e, int index, bool expired = false);
void setCondition(Encounter &e, const QString &id, const QString &condition, bool on);
QString effectText(const Effect &effect); // "Bless (2 rounds)"
LogMessage effectMessage(const Effect &effect); // the same, for the log
// An effect on the map (a Fog Cloud, a Spike Growth, a Web). The squares come
// from the engine (RULES.md 11) and stay fixed; the terrain it carries (effect.area's
// `difficult` and `obscured`) is in force until it ends like any effect (its rounds, or
// removeEffect). Returns the problem (a bad area, one on no square, no name), none when placed.
AreaProblem placeArea(Encounter &e, Effect effect, const AreaOfEffect &area);
// A spell that leaves an area on the map: its shape and size, how long it lasts and its
// terrain (the 5e family's SRD texts; a5e and 2024 alike for these).
struct AreaPreset {
    const char *name; // QT_TRANSLATE_NOOP("AreaPreset", …)
    AreaShape shape;
    int sizeFeet;
    int seconds;      // 0: until ended
    bool difficult;
    Obscurement obscured;
    bool concentration;

    QString displayName() const;
    int rounds(const Encounter &e) const; // the duration in the encounter's rounds (0: until ended)
};
const std::vector<AreaPreset> &areaPresetsFor(Ruleset r);

// Hit points.
struct DamageResult {
    int dealt = 0;      // after resistance/vulnerability/immunity, before temp HP
    int toTemp = 0;
    int toHp = 0;
    QString note;       // "resisted", "immune", …
    int concentrationDc = 0;      // 5e family: the Constitution save it called for (0: none)
    bool concentrationKept = true;
    bool knockedOut = false;      // dropped to 0 and knocked out instead of killed
};
struct DamageOptions {
    QString type;           // for the defences and the log (several parts: "slashing and fire")
    bool magical = false;   // RULES.md 13.4 step 8: "nonmagical slashing" doesn't apply
    bool defended = false;  // the amount is after the defences already (the parts of 13.4)
    bool critical = false;
    bool knockOut = false;                 // the attacker knocks out instead of killing (melee)
    std::optional<int> concentrationSave;  // the save's total as rolled at the table
    std::optional<int> massiveDamageSave;  // a5e: the DC 15 Constitution save's total
};
// RULES.md 13.4 step 8: one part of damage against a creature's defences for its type: 5e
// family immunity 0, resistance halves (down), then vulnerability doubles; pf2e immunity 0,
// the highest weakness added (not to 0), the highest resistance subtracted (not below 0).
// "nonmagical slashing" applies only when `magical` is false.
struct DefendedDamage {
    int dealt = 0;
    QString note; // "resisted", "immune", "weakness 5", … (translated)
    std::optional<LogMessage> noteMessage; // the same, for the log
};
DefendedDamage afterDefences(Ruleset ruleset, const Creature &c, int amount, const QString &type, bool magical = false);
// The same where the creature stands: RULES.md 14.7, an underwater creature resists fire
// (never stacking with a fire resistance of its own).
DefendedDamage afterDefences(const Encounter &e, const Creature &c, int amount, const QString &type, bool magical = false);
DamageResult damage(Encounter &e, Dice &dice, const QString &id, int amount, const QString &type = {},
                    bool critical = false);
// The same with every choice: at 0 HP monsters die (or are knocked out, 5e family and pf2e
// nonlethal), 2014/2024 massive damage kills, a5e massive damage (20 + 3 × level) calls a
// DC 15 Constitution save, pf2e dying rises by 1 (2 on a critical), a concentrating creature
// (5e family) saves against DC 10 or half the damage, the higher.
DamageResult damage(Encounter &e, Dice &dice, const QString &id, int amount, const DamageOptions &options);
void heal(Encounter &e, const QString &id, int amount);
void setTempHp(Encounter &e, const QString &id, int amount); // the higher of old and new
void deathSave(Encounter &e, Dice &dice, const QString &id);   // 5e family
void recoveryCheck(Encounter &e, Dice &dice, const QString &id); // pf2e
// The check of a creature at 0 HP: a death save (5e family) or a recovery check (pf2e).
void dyingCheck(Encounter &e, Dice &dice, const QString &id);
void stabilize(Encounter &e, const QString &id);

// a5e world actions and countdowns.
void addWorldAction(Encounter &e, const QString &name, int recharge);
void useWorldAction(Encounter &e, Dice &dice, int index);
void addCountdown(Encounter &e, const QString &name, int dice, int removeFrom);
void startOfRound(Encounter &e, Dice &dice); // world actions recharge, countdowns roll

// The log (docs/TRACKER_FORMAT.md): what happened as a message with its creatures and
// numbers (model/logmessage.h); the window, the summary and the CLI word it.
void log(Encounter &e, LogMessage message);
// A creature as an argument of a log message: its id (and its name, should it leave).
LogArg who(const Creature &c);
LogArg who(const Encounter &e, const QString &id);

} // namespace combat
} // namespace bm
