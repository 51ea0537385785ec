#pragma once

// RULES.md 15 (version 4): a monster's turn planned. Where the creature should go and whom
// it should hit, by the damage it can expect to deal and to take, as a pure function over
// the encounter: the window draws it and does it, battlemap-cli prints it, the summary
// lists it. Nothing changes; the GM decides.
//
// The expectations are exact: every probability is a whole number of 1/192000 (two d20s,
// an a5e expertise die of 4, 6 or 8 faces, a pf2e flat check) and every average damage a
// whole number of quarters (a die's average is a half; resistance halves it), so an
// Expectation counts 1/768000ths in an integer and ties are ties.

#include "combat/move.h"
#include "model/encounter.h"
#include "model/logmessage.h"
#include "rules/attack.h"
#include "rules/movement.h"

#include <QLocale>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <vector>

namespace bm {

class CoverMap;
class SightMap;

namespace combat {

// An exact expected number of hit points (or a probability, see hitChance): n / kDenominator.
struct Expectation {
    static constexpr std::int64_t kDenominator = 768000;
    std::int64_t n = 0;

    double value() const { return double(n) / double(kDenominator); }
    // RULES.md 15 "Printing": rounded to 4 decimals, half away from zero.
    double rounded4() const;

    Expectation &operator+=(Expectation o) { n += o.n; return *this; }
    Expectation &operator-=(Expectation o) { n -= o.n; return *this; }
    friend Expectation operator+(Expectation a, Expectation b) { return {a.n + b.n}; }
    friend Expectation operator-(Expectation a, Expectation b) { return {a.n - b.n}; }
    friend auto operator<=>(Expectation, Expectation) = default;
    static Expectation ofWhole(std::int64_t hitPoints) { return {hitPoints * kDenominator}; }
    // For a reader: "~4.3", "~0" (one decimal, half away from zero) in `locale`'s numbers.
    QString approx(const QLocale &locale) const;
};

// What one attack can be expected to do (RULES.md 15 "Expected damage of one attack at T").
struct AttackExpectation {
    bool possible = false;     // 7, 10, 12, 14.7 from where the attacker stands
    AttackCheck check;         // why (advantage, cover, flanking, ...), for the window's card
    int multipleAttackPenalty = 0; // pf2e
    Expectation damage;        // after the target's defences, uncapped
    Expectation hitChance;     // the probability of a hit (critical included), as n / kDenominator
};

// The expectation of `attack` by `attacker` (standing where its value says: a plan moves a
// copy) at `target`, with a pf2e multiple attack penalty already decided. `cover` and
// `sight` index the encounter; the attacker's carried light is taken where it stands.
AttackExpectation expectAttack(const CoverMap &cover, const SightMap &sight, const Creature &attacker,
                               const Creature &target, const CreatureAttack &attack, int multipleAttackPenalty = 0);

// pf2e (RULES.md 13.4 step 4): the penalty of a Strike after `earlierStrikes` Strikes this turn.
int strikePenalty(int earlierStrikes, bool agile);

struct PlannedAttack {
    int attackIndex = -1;   // into the creature's `attacks`
    QString with;           // the attack's name
    QString target;         // the target's id
    AttackExpectation expectation;
    Expectation credited;   // what the plan counts of it (no credit past the target's hit points)
};

// A creature that the path provokes (RULES.md 4.6) and what it can be expected to deal.
struct PlannedProvocation {
    QString creature;
    int step = 0;           // step i moves from path[i] to path[i+1]
    int attackIndex = -1;   // its best melee attack at the mover (-1: none possible)
    QString with;
    Expectation expected;
};

enum class PlanKind {
    Stay,    // nothing worth doing: incapacitated, no attacks, no perceived hostile, or no better option
    Attack,  // move (or not) and attack
    Advance, // nothing can be attacked this turn: towards the nearest place from which something can
};

// Why a plan stays where it is (the window's card says it in words).
enum class StayReason {
    None,
    Incapacitated,
    NoAttacks,
    NoHostilePerceived,
    NothingBetter,   // every attack would cost more than it deals
    NothingInReach,  // no place from which anything can be attacked can be reached
};

struct TurnPlan {
    PlanKind kind = PlanKind::Stay;
    StayReason stays = StayReason::None;
    GridPoint from;
    GridPoint to;
    std::vector<GridPoint> path;  // anchors, start first (the start alone when it stays)
    double costFeet = 0;
    bool dash = false;            // 5e family advance: the path needs the Dash
    bool stand = false;           // a prone creature stands up first
    int actions = 0;              // pf2e: the actions the move takes (the Stand and a Step included)
    bool step = false;            // pf2e: the move is one Step
    bool multiattack = false;     // the attacks are the stat block's Multiattack
    std::vector<PlannedAttack> attacks; // in the order made
    std::vector<PlannedProvocation> provokes;
    Expectation dealt;            // the credited total
    Expectation taken;
    Expectation score() const { return dealt - taken; }
    // Advance: the feet still to go from `to` to the nearest place an attack is possible from.
    double remainingFeet = 0;

    QStringList provokers() const;
};

struct TurnPlanning {
    PathProblem problem; // NoSuchCreature: nothing planned
    TurnPlan best;
    std::vector<TurnPlan> others; // the next best options, best first (Other Options)
    explicit operator bool() const { return !problem; }
};

// The move that makes a plan's move through combat::makeMove (the window's Do It, a round
// planned on copies): walking to `to` by the cheapest path (the one the plan was made
// with), standing up first when the plan does, the 5e Dash taken when the path needs it.
// A pf2e Step is one 5-ft step for one action that provokes nothing: made as a one-square
// Stride with nothing provoked (the move has no Step of its own).
MoveRequest moveRequestOf(const QString &creature, const TurnPlan &plan);

// RULES.md 15: the plan for `creature` on its turn (what is left of it while it is the
// tracker's turn, a fresh one otherwise), and up to `alternatives` next best options.
TurnPlanning planTurn(const Encounter &e, const QString &creature, int alternatives = 3);

// The same for several creatures of one encounter, its indexes (cover, sight, the movement
// engine's raster) built once: the summary's notes, the whole hostile side. The encounter
// must outlive the planner and not change while it plans.
class TurnPlanner
{
public:
    explicit TurnPlanner(const Encounter &e);
    ~TurnPlanner();
    TurnPlanner(const TurnPlanner &) = delete;
    TurnPlanner &operator=(const TurnPlanner &) = delete;
    TurnPlanning plan(const QString &creature, int alternatives = 3);

    struct Indexes; // cover, sight, movement (plan.cpp)

private:
    std::unique_ptr<Indexes> m_indexes;
};

} // namespace combat
} // namespace bm
