#pragma once

// The combat tracker of RULES.md 8 (issue 5): initiative, rounds and turns, the turn
// economy, effects with durations, hit points and dying, a5e world actions and
// countdowns. Plain value types saved in the encounter's `combat` object
// (ENCOUNTER_FORMAT.md), and free functions that change an Encounter: the window's undo
// commands snapshot the encounter before and after, so every change undoes exactly.
// Unknown JSON fields are kept in `extra` at every level.

#include "combat/dice.h"
#include "model/combatstate.h"
#include "model/vocabulary.h"

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
QString defaultCheck(Ruleset r);
// The bonus a creature adds for a check: its `checks` object, else `initiativeBonus`.
int checkBonus(const Creature &c, const QString &check);
// Identical creatures share one initiative roll (5e family) through this creature field.
inline constexpr const char *kInitiativeGroupField = "initiativeGroup";
QString initiativeGroup(const Creature &c);
double roundSeconds(const Encounter &e); // RULES.md 8: 6 s; options.roundSeconds overrides
QString elapsedText(const Encounter &e); // "1 min 12 s"

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
void removeCombatant(Encounter &e, const QString &id);
void delay(Encounter &e, Dice &dice);                   // the current combatant delays: its turn ends
void resumeDelayed(Encounter &e, const QString &id);    // comes back right after the current turn
void ready(Encounter &e, const QString &id, const QString &trigger);
void triggerReadied(Encounter &e, const QString &id);   // spends the reaction
// 2014/2024 mounted combat: the mount takes the rider's initiative, right after the rider.
void mount(Encounter &e, const QString &rider, const QString &mountId);
void dismount(Encounter &e, const QString &rider);
QString riderOf(const Encounter &e, const QString &mountId);

// Turn economy.
enum class Spend { Action, BonusAction, Reaction };
bool spend(Encounter &e, const QString &id, Spend what, int pf2eActions = 1);
// Movement of a completed move: feet, alternating diagonals, pf2e Strides (actions).
void recordMove(Encounter &e, const QString &id, double feet, int diagonals, int strides);
// The same for a path the engine found: its feet, its diagonal steps and its Strides.
void recordMove(Encounter &e, const QString &id, const PathResult &path);
double movementLeft(const Encounter &e, const QString &id); // 5e: speed (+ Dash) − spent

// Effects.
void addEffect(Encounter &e, Effect effect);
// "Until the start/end of X's next turn" as rounds: 1 (2 when it is X's turn and ends at its end).
Effect untilNextTurn(const Encounter &e, Effect effect, const QString &of, Tick tick);
void removeEffect(Encounter &e, int index, bool expired = false);
void setCondition(Encounter &e, const QString &id, const QString &condition, bool on);
QString effectText(const Effect &effect); // "Bless (2 rounds)"

// Hit points.
struct DamageResult {
    int dealt = 0;      // after resistance/vulnerability/immunity, before temp HP
    int toTemp = 0;
    int toHp = 0;
    QString note;       // "resisted", "immune", …
};
DamageResult damage(Encounter &e, Dice &dice, const QString &id, int amount, const QString &type = {},
                    bool critical = false);
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

void log(Encounter &e, const QString &text);

} // namespace combat
} // namespace bm
