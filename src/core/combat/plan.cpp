#include "combat/plan.h"
#include "model/geometry.h"

#include "combat/areadamage.h"
#include "combat/combat.h"
#include "combat/multiattack.h"
#include "model/diceexpression.h"
#include "rules/cover.h"
#include "rules/distance.h"
#include "rules/movejudge.h"
#include "rules/sight.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <unordered_map>

namespace bm::combat {

double Expectation::rounded4() const
{
    // n / kDenominator to 4 decimals, half away from zero, in integers.
    const std::int64_t q = (n < 0 ? -n : n) * 10000;
    std::int64_t r = q / kDenominator;
    if ((q % kDenominator) * 2 >= kDenominator)
        ++r;
    return double(n < 0 ? -r : r) / 10000.0;
}

QString Expectation::approx(const QLocale &locale) const
{
    const double v = std::round(value() * 10.0) / 10.0;
    return QStringLiteral("~") + locale.toString(v == 0 ? 0.0 : v, 'f', v == std::floor(v) ? 0 : 1);
}

MoveRequest moveRequestOf(const QString &creature, const TurnPlan &plan)
{
    MoveRequest request;
    request.mover = creature;
    request.route = {plan.to};
    request.choices.mode = MoveMode::Walk;
    request.choices.stand = plan.stand;
    request.choices.disengage = plan.step;
    return request;
}

int strikePenalty(int earlierStrikes, bool agile)
{
    if (earlierStrikes <= 0)
        return 0;
    if (earlierStrikes == 1)
        return agile ? -4 : -5;
    return agile ? -8 : -10;
}

QStringList TurnPlan::provokers() const
{
    QStringList out;
    for (const PlannedProvocation &p : provokes)
        out << p.creature;
    return out;
}

namespace {

// The weights behind an Expectation: a probability is a whole number of 1/192000 (the d20
// faces weigh 20 each out of 400, or 2n-1 and 41-2n with advantage and disadvantage; an
// expertise die's face 24/sides out of 24; a flat check's passing faces out of 20), and
// damage a whole number of quarters.
constexpr std::int64_t kD20Weight = 400;
constexpr std::int64_t kExpertiseWeight = 24;
constexpr std::int64_t kFlatWeight = 20;
static_assert(kD20Weight * kExpertiseWeight * kFlatWeight * 4 == Expectation::kDenominator);

// RULES.md 15: a part's average is max(0, N(S+1)/2 + its constant), in halves; on a
// critical its doubled roll (13.4 step 7: 2014 and 2024 roll the dice twice over, a5e and
// pf2e double the whole roll).
struct PartAverage {
    std::int64_t hitHalves = 0;
    std::int64_t critHalves = 0;
};

PartAverage partAverage(Ruleset rs, const QString &expression)
{
    PartAverage out;
    const auto terms = parseDice(expression);
    if (!terms)
        return out;
    std::int64_t dice = 0; // halves
    std::int64_t flat = 0; // halves
    for (const DiceTerm &t : *terms) {
        if (t.count > 0)
            dice += std::int64_t(t.sign) * t.count * (t.sides + 1);
        else
            flat += std::int64_t(t.sign) * 2 * t.value;
    }
    out.hitHalves = std::max<std::int64_t>(0, dice + flat);
    out.critHalves = rs == Ruleset::Dnd2014 || rs == Ruleset::Dnd2024 ? std::max<std::int64_t>(0, 2 * dice + flat)
                                                                      : 2 * out.hitHalves;
    return out;
}

// One part's average after the target's defences, in quarters (13.4 step 8 as exact
// factors: 5e family immune 0, resistant 1/2, vulnerable 2; pf2e immune 0, the weakness
// added to a positive average, the resistance subtracted, not below 0). Which defences
// apply is asked of afterDefences itself (with the underwater fire resistance of 14.7).
std::int64_t defendedQuarters(const Encounter &e, const Creature &target, const QString &type, bool magical,
                              std::int64_t halves)
{
    if (e.ruleset == Ruleset::Pf2e) {
        constexpr int probe = 1000000;
        const int dealt = afterDefences(e, target, probe, type, magical).dealt;
        if (dealt == 0)
            return 0; // immune
        if (halves <= 0)
            return 0;
        const std::int64_t adjust = dealt - probe; // weakness - resistance
        return 2 * std::max<std::int64_t>(0, halves + 2 * adjust);
    }
    const int factorHalves = afterDefences(e, target, 4, type, magical).dealt / 2; // 0, 1, 2 or 4
    return halves * factorHalves;
}

} // namespace

namespace {

// What decides the odds of one attack at one target: the roll, the effective AC, the
// penalties, a pf2e flat check, an a5e expertise die, and whether every hit is critical.
struct Odds {
    Roll roll = Roll::Normal;
    int ac = 10;
    int penalty = 0;               // the check's attack penalty and the multiple attack penalty
    std::int64_t flatWeight = kFlatWeight; // the flat check's passing faces of 20
    int expertiseSides = 0;
    bool helplessClose = false;    // 5e: a paralyzed or unconscious target within 5 ft
};

// RULES.md 15: the exact expectation over the d20 faces (both with advantage or
// disadvantage), the expertise die's faces and the flat check, of each outcome's average
// damage after the target's defences.
void expectation(const Encounter &e, const Creature &target, const CreatureAttack &attack, const Odds &odds,
                 Expectation &damage, Expectation *hitChance)
{
    const Ruleset rs = e.ruleset;
    const bool pf2e = rs == Ruleset::Pf2e;
    std::int64_t hitQuarters = 0;
    std::int64_t critQuarters = 0;
    for (const DamagePart &part : attack.damage) {
        const PartAverage avg = partAverage(rs, part.dice);
        hitQuarters += defendedQuarters(e, target, part.type, attack.magical, avg.hitHalves);
        critQuarters += defendedQuarters(e, target, part.type, attack.magical, avg.critHalves);
    }
    std::int64_t sum = 0;
    std::int64_t hits = 0;
    const int faces = odds.expertiseSides > 0 ? odds.expertiseSides : 1;
    for (int natural = 1; natural <= 20; ++natural) {
        const std::int64_t d20 = odds.roll == Roll::Advantage ? 2 * natural - 1 : odds.roll == Roll::Disadvantage ? 41 - 2 * natural : 20;
        for (int face = 1; face <= faces; ++face) {
            const int die = odds.expertiseSides > 0 ? face : 0;
            const std::int64_t weight = d20 * (kExpertiseWeight / faces) * odds.flatWeight;
            const int total = natural + attack.bonus + die + odds.penalty;
            bool hit = false;
            bool critical = false;
            if (pf2e) {
                const SaveDegree degree = saveDegree(rs, natural, total, odds.ac);
                hit = degree == SaveDegree::Success || degree == SaveDegree::CriticalSuccess;
                critical = degree == SaveDegree::CriticalSuccess;
            } else {
                hit = natural == 20 || (natural != 1 && total >= odds.ac);
                critical = natural == 20 || (hit && odds.helplessClose);
            }
            if (!hit)
                continue;
            hits += weight;
            sum += weight * (critical ? critQuarters : hitQuarters);
        }
    }
    damage = {sum};
    if (hitChance)
        *hitChance = {hits * 4};
}

// The most the attack could be expected to deal at the target from anywhere, the range band
// aside: the expectation only grows with a better roll, a lower AC, a smaller penalty, a
// larger expertise die, no flat check and critical hits. With advantage (`beyondNormal`:
// a 5e ranged attack beyond its normal range has disadvantage, so at best a normal roll),
// the AC less every pf2e off-guard and unconscious penalty and no cover, no penalty of the
// attacker's own, a d8 expertise die, no flat check, every hit critical on a helpless target.
Expectation bestCase(const Encounter &e, const Creature &target, const CreatureAttack &attack, int multipleAttackPenalty,
                     bool beyondNormal)
{
    const bool pf2e = e.ruleset == Ruleset::Pf2e;
    Odds odds;
    odds.roll = pf2e || beyondNormal ? Roll::Normal : Roll::Advantage;
    odds.ac = target.ac - (pf2e ? 2 : 0) - (pf2e && target.has(QStringLiteral("unconscious")) ? 4 : 0);
    odds.penalty = multipleAttackPenalty;
    odds.expertiseSides = e.ruleset == Ruleset::A5e ? 8 : 0;
    odds.helplessClose = !pf2e && (target.has(QStringLiteral("paralyzed")) || target.has(QStringLiteral("unconscious")));
    Expectation damage;
    expectation(e, target, attack, odds, damage, nullptr);
    return damage;
}

} // namespace

namespace {
// The expectation from a check already made (7: roll, cover, off-guard, flat check, ...).
AttackExpectation expectWithCheck(const Encounter &e, const Creature &target, const CreatureAttack &attack,
                                  const AttackCheck &check, int multipleAttackPenalty);
} // namespace

AttackExpectation expectAttack(const CoverMap &cover, const SightMap &sight, const Creature &attacker,
                               const Creature &target, const CreatureAttack &attack, int multipleAttackPenalty)
{
    if (!target.hasAc || attack.damage.empty()) {
        AttackExpectation x;
        x.multipleAttackPenalty = multipleAttackPenalty;
        return x;
    }
    const Encounter &e = cover.encounter();
    AttackRequest request = AttackRequest::of(attack);
    request.coverLines = false;
    return expectWithCheck(e, target, attack, checkAttack(cover, sight, attacker, target, request), multipleAttackPenalty);
}

namespace {

AttackExpectation expectWithCheck(const Encounter &e, const Creature &target, const CreatureAttack &attack,
                                  const AttackCheck &check, int multipleAttackPenalty)
{
    AttackExpectation x;
    x.multipleAttackPenalty = multipleAttackPenalty;
    x.check = check;
    if (!x.check.possible || !target.hasAc || attack.damage.empty())
        return x;
    x.possible = true;
    const Ruleset rs = e.ruleset;
    const bool pf2e = rs == Ruleset::Pf2e;
    Odds odds;
    odds.roll = pf2e ? Roll::Normal : x.check.roll;
    odds.ac = target.ac + x.check.acBonus().value_or(0) - (pf2e && x.check.offGuard ? 2 : 0) + x.check.targetAcPenalty;
    odds.penalty = x.check.attackPenalty + multipleAttackPenalty;
    odds.flatWeight = pf2e && x.check.flatCheck ? std::clamp<std::int64_t>(21 - *x.check.flatCheck, 0, 20) : kFlatWeight;
    odds.expertiseSides = rs == Ruleset::A5e && x.check.expertiseSources > 0
        ? (x.check.expertiseSources == 1 ? 4 : x.check.expertiseSources == 2 ? 6 : 8)
        : 0;
    odds.helplessClose = !pf2e && (target.has(QStringLiteral("paralyzed")) || target.has(QStringLiteral("unconscious")))
        && x.check.distanceFeet <= 5.0 + kFeetEps;
    expectation(e, target, attack, odds, x.damage, &x.hitChance);
    return x;
}

} // namespace

namespace {

constexpr std::int64_t kNoCap = std::numeric_limits<std::int64_t>::max();

// What a plan is made of while it is searched, with what its ties are broken by.
struct Option {
    TurnPlan plan;
    std::int64_t firstTargetHp = LLONG_MAX; // RULES.md 15 "Choice": no target ranks last
    int attackOrder = -1;                    // a single attack's index (a Multiattack: -1)
};

} // namespace

// The encounter's indexes a plan asks: cover, sight, and the movement engine's raster.
struct TurnPlanner::Indexes {
    explicit Indexes(const Encounter &e)
        : e(e)
        , cover(e)
        , sight(e)
        , engine(e)
    {
        // Each path a fresh query, as battlemap-cli path asks it: a resumed search may pick
        // another of equally cheap paths (RULES.md 15: "the path is the one `path` gives").
        engine.setResumeSearches(false);
    }
    const Encounter &e;
    CoverMap cover;
    SightMap sight;
    MovementEngine engine;
};

namespace {

// A place M can end its move this turn, with the most any option there could score.
struct Spot {
    GridPoint at;
    double cost = 0;
    int actions = 0; // pf2e: the move's actions (the Stand and a Step included)
    bool step = false;
    std::vector<GridPoint> stepPath;
    // The bound: no option here scores more than `score`, has a first target with fewer hit
    // points than `hp`, or is a Multiattack unless `multi`.
    Expectation score;
    std::int64_t hp = LLONG_MAX;
    bool multi = false;
    bool anyInRange = false;
    std::vector<signed char> band; // [attack][target]: -1 out of reach or range, 0 within normal range, 1 beyond
};

class Planner
{
public:
    Planner(TurnPlanner::Indexes &ix, const Creature &m)
        : m_e(ix.e)
        , m_m(m)
        , m_cover(ix.cover)
        , m_sight(ix.sight)
        , m_engine(ix.engine)
        , m_pf2e(ix.e.ruleset == Ruleset::Pf2e)
    {
    }

    TurnPlanning plan(int alternatives);

private:
    struct Target {
        const Creature *c;
        std::int64_t cap; // hit points plus temporary ones, in Expectation units; kNoCap without hp
        std::int64_t hpKey; // current hit points for ties (a missing hp counts as the most)
    };

    Creature at(GridPoint p) const
    {
        Creature c = m_m;
        c.position = p;
        if (m_stand)
            c.conditions.removeAll(QStringLiteral("prone"));
        return c;
    }
    bm::MoveRequest request(bool dash) const
    {
        bm::MoveRequest r;
        r.creature = m_m.id;
        r.mode = MoveMode::Walk;
        r.stand = m_stand;
        r.diagonalsTaken = m_turn.diagonals;
        r.spentFeet = m_turn.spentFeet;
        r.dash = dash;
        r.disengage = m_turn.disengaged;
        return r;
    }
    // The attack of M at a target from M's copy `mAt`, quickly refused out of reach or range
    // before the whole check (cover is the dear part).
    AttackExpectation expect(const Creature &mAt, int attackIndex, const Target &t, int penalty) const;
    bool inRangeAtAll(const Creature &mAt, const CreatureAttack &a, const Creature &t) const;
    Expectation taken(const PathResult &path, std::vector<PlannedProvocation> &out) const;
    void attackOptions(const Spot &spot, std::vector<Option> &out);
    void bound(Spot &spot);
    Expectation best(int attack, int target, int penalty, bool beyondNormal);
    std::optional<TurnPlan> advance(std::vector<Option> &ranked);
    bool attackPossibleFrom(GridPoint anchor);
    void fillMove(TurnPlan &plan, GridPoint p, const std::vector<GridPoint> &path, double costFeet, int actions, bool step) const;

    const Encounter &m_e;
    const Creature &m_m;
    const CoverMap &m_cover;
    const SightMap &m_sight;
    MovementEngine &m_engine;
    bool m_pf2e;
    TurnBudget m_turn;
    bool m_stand = false;
    int m_actions = 3;        // pf2e: actions left for the turn (the Stand not yet taken)
    int m_strikesBefore = 0;  // pf2e: Strikes already made this turn
    double m_moveLeft = 0;    // 5e family: feet left without Dash (after standing)
    std::vector<Target> m_targets;
    std::vector<int> m_multiattack; // indices into m_m.attacks, in order
    std::unordered_map<std::size_t, bool> m_attackFrom; // the advance: anchors an attack is possible from
    std::unordered_map<std::int64_t, Expectation> m_best; // bestCase by attack, target, penalty, band
};

Expectation Planner::best(int attack, int target, int penalty, bool beyondNormal)
{
    const std::int64_t key = ((std::int64_t(attack) * std::int64_t(m_targets.size()) + target) * 64 + (penalty + 32)) * 2 + (beyondNormal ? 1 : 0);
    if (const auto it = m_best.find(key); it != m_best.end())
        return it->second;
    const Expectation x = bestCase(m_e, *m_targets[std::size_t(target)].c, m_m.attacks[std::size_t(attack)], penalty, beyondNormal);
    m_best.emplace(key, x);
    return x;
}

void Planner::bound(Spot &spot)
{
    // Which attacks can reach which targets from here at all (reach, range), and in which
    // band; then the best case of every option, credited under the caps.
    const Creature mAt = at(spot.at);
    const std::size_t nt = m_targets.size();
    const std::size_t na = m_m.attacks.size();
    std::vector<signed char> &band = spot.band;
    band.assign(na * nt, -1);
    for (std::size_t a = 0; a < na; ++a) {
        const CreatureAttack &attack = m_m.attacks[a];
        for (std::size_t t = 0; t < nt; ++t) {
            if (!inRangeAtAll(mAt, attack, *m_targets[t].c))
                continue;
            const bool beyond = !attack.isMelee() && !m_pf2e
                && creatureDistanceFeet(m_e, mAt, *m_targets[t].c) > AttackRequest::of(attack).normalRangeFeet + kFeetEps;
            band[a * nt + t] = beyond ? 1 : 0;
            spot.anyInRange = true;
            spot.hp = std::min(spot.hp, m_targets[t].hpKey);
        }
    }
    if (!spot.anyInRange)
        return;
    const auto credited = [&](std::size_t a, std::size_t t, int penalty) {
        const Expectation x = best(int(a), int(t), penalty, band[a * nt + t] == 1);
        return m_targets[t].cap == kNoCap ? x.n : std::min(x.n, m_targets[t].cap);
    };
    const auto bestOf = [&](std::size_t a, int penalty) {
        std::int64_t most = -1;
        for (std::size_t t = 0; t < nt; ++t)
            if (band[a * nt + t] >= 0)
                most = std::max(most, credited(a, t, penalty));
        return most;
    };
    std::int64_t score = 0;
    if (m_pf2e) {
        for (int k = 0; k < m_actions - spot.actions; ++k) {
            std::int64_t most = 0;
            for (std::size_t a = 0; a < na; ++a)
                most = std::max(most, bestOf(a, strikePenalty(m_strikesBefore + k, m_m.attacks[a].agile)));
            score += most;
        }
    } else {
        for (std::size_t a = 0; a < na; ++a)
            score = std::max(score, bestOf(a, 0));
        std::int64_t multi = 0;
        for (int a : m_multiattack) {
            const std::int64_t most = bestOf(std::size_t(a), 0);
            if (most >= 0) {
                multi += most;
                spot.multi = true;
            }
        }
        score = std::max(score, multi);
    }
    spot.score = {score};
}

bool Planner::inRangeAtAll(const Creature &mAt, const CreatureAttack &a, const Creature &t) const
{
    if (a.kind == AttackKind::Melee) {
        const int reach = a.reach >= 0 ? a.reach : mAt.reachFeet(m_e.ruleset);
        return rectWithinReach(m_e, mAt.spaceRect(), t.spaceRect(), reach, levelGap(m_e, mAt, t));
    }
    const AttackRequest r = AttackRequest::of(a);
    return creatureDistanceFeet(m_e, mAt, t) <= r.longRangeFeet + kFeetEps;
}

AttackExpectation Planner::expect(const Creature &mAt, int attackIndex, const Target &t, int penalty) const
{
    const CreatureAttack &a = mAt.attacks[std::size_t(attackIndex)];
    if (!inRangeAtAll(mAt, a, *t.c))
        return {};
    return expectAttack(m_cover, m_sight, mAt, *t.c, a, penalty);
}

Expectation Planner::taken(const PathResult &path, std::vector<PlannedProvocation> &out) const
{
    // RULES.md 15: each creature the path provokes, its best melee attack possible at M
    // standing at the start of the provoking step, from where it stands (not credited,
    // not capped); M without `ac`: nothing.
    Expectation sum;
    for (const Provocation &p : path.provokes) {
        PlannedProvocation row;
        row.creature = p.creature;
        row.step = p.step;
        const Creature *h = m_e.creature(p.creature);
        if (h && m_m.hasAc && p.step >= 0 && std::size_t(p.step) < path.path.size()) {
            const Creature mAt = at(path.path[std::size_t(p.step)]);
            const SightMap::StandIn moved(m_sight, &mAt);
            for (std::size_t i = 0; i < h->attacks.size(); ++i) {
                const CreatureAttack &a = h->attacks[i];
                if (a.kind != AttackKind::Melee)
                    continue;
                const AttackExpectation x = expectAttack(m_cover, m_sight, *h, mAt, a, 0);
                if (x.possible && (row.attackIndex < 0 || x.damage > row.expected)) {
                    row.attackIndex = int(i);
                    row.with = a.name;
                    row.expected = x.damage;
                }
            }
        }
        sum += row.expected;
        out.push_back(std::move(row));
    }
    return sum;
}

// The move of a plan: `path` its anchors, start first (the start alone when it stays).
void Planner::fillMove(TurnPlan &plan, GridPoint p, const std::vector<GridPoint> &path, double costFeet, int actions, bool step) const
{
    plan.from = m_m.position;
    plan.to = p;
    plan.stand = m_stand;
    plan.costFeet = costFeet;
    plan.actions = actions;
    plan.step = step;
    plan.path = path;
}

// RULES.md 15 "Targets": each attack takes the target with the highest credited expectation
// (ties: lower current hit points, then the id).
struct Pick {
    int target = -1;
    int attack = -1;
    AttackExpectation x;
    std::int64_t credited = 0;
};

void Planner::attackOptions(const Spot &spot, std::vector<Option> &out)
{
    const GridPoint p = spot.at;
    const Creature mAt = at(p);
    const SightMap::StandIn moved(m_sight, &mAt);
    const std::size_t nt = m_targets.size();
    const std::size_t na = m_m.attacks.size();
    // The expectations at this position, asked once: [penalty][attack][target], each check
    // (7: reach, cover, sight) made once for every penalty.
    std::map<int, std::vector<std::optional<AttackExpectation>>> cache;
    const auto expectation = [&](int attack, int target, int penalty) -> const AttackExpectation & {
        auto &row = cache[penalty];
        if (row.empty())
            row.resize(na * nt);
        auto &slot = row[std::size_t(attack) * nt + std::size_t(target)];
        if (!slot) {
            for (const auto &[other, rowOther] : cache) {
                const auto &known = rowOther.empty() ? slot : rowOther[std::size_t(attack) * nt + std::size_t(target)];
                if (other != penalty && known) {
                    slot = expectWithCheck(m_e, *m_targets[std::size_t(target)].c, m_m.attacks[std::size_t(attack)], known->check, penalty);
                    break;
                }
            }
            if (!slot)
                slot = expect(mAt, attack, m_targets[std::size_t(target)], penalty);
        }
        return *slot;
    };
    const auto better = [&](const Pick &a, const Pick &b) { // is a better than b (b may be empty)?
        if (b.target < 0)
            return true;
        if (a.credited != b.credited)
            return a.credited > b.credited;
        const Target &ta = m_targets[std::size_t(a.target)];
        const Target &tb = m_targets[std::size_t(b.target)];
        if (ta.hpKey != tb.hpKey)
            return ta.hpKey < tb.hpKey;
        if (ta.c->id != tb.c->id)
            return ta.c->id < tb.c->id;
        return a.attack < b.attack;
    };
    // One attack's best target under the caps already used (or `best`, when it stays better).
    // The targets are asked in the order of their best cases, and only while one could still
    // beat the best so far: the full check (cover, sight) is the dear part.
    const auto pickTarget = [&](int attack, int penalty, const std::vector<std::int64_t> &used, Pick best = {}) {
        std::vector<std::pair<std::int64_t, int>> order;
        for (std::size_t t = 0; t < nt; ++t) {
            const signed char b = spot.band[std::size_t(attack) * nt + t];
            if (b < 0)
                continue;
            const std::int64_t cap = m_targets[t].cap;
            const std::int64_t left = cap == kNoCap ? kNoCap : std::max<std::int64_t>(0, cap - used[t]);
            order.push_back({std::min(this->best(attack, int(t), penalty, b == 1).n, left), int(t)});
        }
        std::sort(order.begin(), order.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
        for (const auto &[most, ti] : order) {
            const std::size_t t = std::size_t(ti);
            if (!better(Pick{ti, attack, {}, most}, best))
                continue; // even at its best it can't beat the best so far
            const AttackExpectation &x = expectation(attack, ti, penalty);
            if (!x.possible)
                continue;
            const std::int64_t cap = m_targets[t].cap;
            const std::int64_t left = cap == kNoCap ? kNoCap : std::max<std::int64_t>(0, cap - used[t]);
            Pick candidate{int(t), attack, x, std::min(x.damage.n, left)};
            if (better(candidate, best))
                best = candidate;
        }
        return best;
    };
    const auto makeOption = [&](const std::vector<Pick> &picks, bool multi, int order) {
        Option o;
        TurnPlan &plan = o.plan;
        plan.kind = PlanKind::Attack;
        plan.multiattack = multi;
        o.attackOrder = order;
        for (const Pick &pk : picks) {
            PlannedAttack a;
            a.attackIndex = pk.attack;
            a.with = m_m.attacks[std::size_t(pk.attack)].name;
            a.target = m_targets[std::size_t(pk.target)].c->id;
            a.expectation = pk.x;
            a.credited = {pk.credited};
            plan.dealt += a.credited;
            plan.attacks.push_back(std::move(a));
        }
        o.firstTargetHp = m_targets[std::size_t(picks.front().target)].hpKey;
        out.push_back(std::move(o));
    };

    if (m_pf2e) {
        // The actions left are Strikes, each choosing its attack and target at its penalty.
        const int strikes = m_actions - spot.actions;
        std::vector<std::int64_t> used(nt, 0);
        std::vector<Pick> picks;
        for (int k = 0; k < strikes; ++k) {
            Pick best;
            for (std::size_t a = 0; a < na; ++a)
                best = pickTarget(int(a), strikePenalty(m_strikesBefore + k, m_m.attacks[a].agile), used, best);
            if (best.target < 0)
                break; // nothing can be struck from here at all
            used[std::size_t(best.target)] += best.credited;
            picks.push_back(best);
        }
        if (!picks.empty())
            makeOption(picks, false, -1);
        return;
    }
    // 5e family: each single attack, then the Multiattack.
    const std::vector<std::int64_t> none(nt, 0);
    for (std::size_t a = 0; a < na; ++a) {
        const Pick pk = pickTarget(int(a), 0, none);
        if (pk.target >= 0)
            makeOption({pk}, false, int(a));
    }
    if (!m_multiattack.empty()) {
        std::vector<std::int64_t> used(nt, 0);
        std::vector<Pick> picks;
        for (int a : m_multiattack) {
            const Pick pk = pickTarget(a, 0, used);
            if (pk.target < 0)
                continue; // that attack of the sequence reaches nobody from here
            used[std::size_t(pk.target)] += pk.credited;
            picks.push_back(pk);
        }
        if (!picks.empty())
            makeOption(picks, true, -1);
    }
}

// RULES.md 15 "Choice" as far as the position: score, the first target's hit points, a
// Multiattack first, fewer actions and feet, y, x. Does a rank strictly before b?
bool ranksBeforeUpToPlace(const Option &a, const Option &b, bool pf2e)
{
    const Expectation sa = a.plan.score();
    const Expectation sb = b.plan.score();
    if (sa != sb)
        return sa > sb;
    if (a.firstTargetHp != b.firstTargetHp)
        return a.firstTargetHp < b.firstTargetHp;
    if (a.plan.multiattack != b.plan.multiattack)
        return a.plan.multiattack;
    if (pf2e && a.plan.actions != b.plan.actions)
        return a.plan.actions < b.plan.actions;
    if (a.plan.costFeet != b.plan.costFeet)
        return a.plan.costFeet < b.plan.costFeet;
    if (a.plan.to.y != b.plan.to.y)
        return a.plan.to.y < b.plan.to.y;
    return a.plan.to.x < b.plan.to.x;
}

// RULES.md 15 "Choice": is a ranked before b? Up to the position as above, then the order
// of the single attack in `attacks`, then (pf2e, a full tie) a Step before a Stride.
bool ranksBefore(const Option &a, const Option &b, bool pf2e)
{
    if (ranksBeforeUpToPlace(a, b, pf2e))
        return true;
    if (ranksBeforeUpToPlace(b, a, pf2e))
        return false;
    if (a.attackOrder != b.attackOrder)
        return a.attackOrder < b.attackOrder;
    return a.plan.step && !b.plan.step;
}

bool Planner::attackPossibleFrom(GridPoint anchor)
{
    const std::size_t key = std::size_t(anchor.y) * std::size_t(m_e.width) + std::size_t(anchor.x);
    if (const auto it = m_attackFrom.find(key); it != m_attackFrom.end())
        return it->second;
    const Creature mAt = at(anchor);
    const SightMap::StandIn moved(m_sight, &mAt);
    bool possible = false;
    for (std::size_t t = 0; t < m_targets.size() && !possible; ++t)
        for (std::size_t a = 0; a < m_m.attacks.size() && !possible; ++a)
            possible = expect(mAt, int(a), m_targets[t], 0).possible;
    m_attackFrom.emplace(key, possible);
    return possible;
}

std::optional<TurnPlan> Planner::advance(std::vector<Option> &ranked)
{
    // RULES.md 15 "Nothing to attack": 5e family with Dash, pf2e every action a Stride, to
    // the reachable position whose remaining path cost to the nearest position an attack at a
    // perceived target is possible from is least.
    const bool dash = !m_pf2e && (m_turn.dashed || m_turn.canDash());
    const bm::MoveRequest req = request(dash);
    const ReachResult reach = m_engine.reachableSquares(req);
    struct Candidate {
        GridPoint at;
        double cost = 0;
        int actions = 0;
        double lowerBound = 0;
        double remaining = std::numeric_limits<double>::infinity();
    };
    std::vector<Candidate> candidates;
    bool startListed = false;
    double longest = 0; // the farthest any attack reaches, for the lower bound
    for (const CreatureAttack &a : m_m.attacks)
        longest = std::max(longest, a.kind == AttackKind::Melee ? double(a.reach >= 0 ? a.reach : m_m.reachFeet(m_e.ruleset))
                                                                : AttackRequest::of(a).longRangeFeet);
    const auto lowerBound = [&](GridPoint p) {
        // A step moves at most one square along each axis and costs at least a square's feet,
        // and every rule's distance is at least the larger gap in squares: a path from p to a
        // position g costs at least (the larger gap from p to the target) - longest, whatever
        // the diagonal rule (the alternating rule's distance is no metric to subtract).
        const QRect space = m_m.spaceRect().translated(p.x - m_m.position.x, p.y - m_m.position.y);
        double best = std::numeric_limits<double>::infinity();
        for (const Target &t : m_targets) {
            int dx = 0, dy = 0;
            rectGaps(space, t.c->spaceRect(), dx, dy);
            best = std::min(best, std::max(0.0, std::max(dx, dy) * m_e.squareFeet - longest - kFeetEps));
        }
        return best;
    };
    for (const ReachSquare &sq : reach.squares) {
        const int strides = m_pf2e ? sq.actions - (m_stand && !(sq.at == m_m.position) ? 1 : 0) : 0;
        const int actions = m_pf2e ? strides + (m_stand ? 1 : 0) : 0;
        if (m_pf2e && actions > m_actions)
            continue;
        startListed = startListed || sq.at == m_m.position;
        candidates.push_back({sq.at, sq.costFeet, actions, lowerBound(sq.at)});
    }
    if (!startListed)
        candidates.push_back({m_m.position, 0, m_stand ? 1 : 0, lowerBound(m_m.position)});
    std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) { return a.lowerBound < b.lowerBound; });
    // The anchors within the longest reach or range of some target (by the larger gap in
    // squares, which no rule's distance undercuts): only there can an attack be possible.
    std::vector<std::uint8_t> nearTarget(std::size_t(m_e.width) * std::size_t(m_e.height), 0);
    {
        const int s = m_m.spaceSquares();
        const int r = int(std::ceil(longest / m_e.squareFeet)) + 2;
        for (const Target &t : m_targets) {
            const QRect ts = t.c->spaceRect();
            for (int y = std::max(0, ts.top() - r - s); y <= std::min(m_e.height - 1, ts.bottom() + r); ++y)
                for (int x = std::max(0, ts.left() - r - s); x <= std::min(m_e.width - 1, ts.right() + r); ++x) {
                    int dx = 0, dy = 0;
                    rectGaps(QRect(x, y, s, s), ts, dx, dy);
                    if (std::max(dx, dy) * m_e.squareFeet <= longest + kFeetEps)
                        nearTarget[std::size_t(y) * std::size_t(m_e.width) + std::size_t(x)] = 1;
                }
        }
    }

    // The remaining cost from each candidate: a search from there (walking, not prone,
    // diagonal count 0; pf2e total feet), its squares tried nearest first.
    // A step costs at most this much (a diagonal through the dearest terrain), so a search
    // whose dearest square is more than this under its budget has found every square.
    const double dearestStep = 8.0 * m_e.squareFeet;
    double best = std::numeric_limits<double>::infinity();
    for (Candidate &c : candidates) {
        if (c.lowerBound > best + kFeetEps)
            break;
        bm::MoveRequest from;
        from.creature = m_m.id;
        from.mode = MoveMode::Walk;
        from.stand = true; // not prone
        from.from = c.at;
        from.anyStrides = true;
        double budget = std::isfinite(best) ? best : c.lowerBound + 6 * m_e.squareFeet;
        for (;;) {
            from.budgetFeet = budget;
            const ReachResult around = m_engine.reachableSquares(from);
            // Only squares within the longest reach or range of some target can be one an
            // attack is possible from: those, nearest first.
            std::vector<const ReachSquare *> near;
            double dearest = 0.0;
            for (const ReachSquare &sq : around.squares) {
                dearest = std::max(dearest, sq.costFeet);
                if (nearTarget[std::size_t(sq.at.y) * std::size_t(m_e.width) + std::size_t(sq.at.x)])
                    near.push_back(&sq);
            }
            std::sort(near.begin(), near.end(), [](const ReachSquare *a, const ReachSquare *b) { return a->costFeet < b->costFeet; });
            bool found = false;
            for (const ReachSquare *sq : near) {
                if (attackPossibleFrom(sq->at)) {
                    c.remaining = sq->costFeet;
                    found = true;
                    break;
                }
            }
            if (found || std::isfinite(best))
                break;
            if (budget > dearest + dearestStep)
                return std::nullopt; // every square this creature can walk to, and none to attack from
            budget *= 2;
        }
        best = std::min(best, c.remaining);
    }
    if (!std::isfinite(best))
        return std::nullopt;

    // Ties: less expected damage taken on the way, then the shorter distance to the nearest
    // target, then as for attacks (fewer feet, pf2e fewer actions first; y, then x).
    std::vector<Option> options;
    for (const Candidate &c : candidates) {
        if (!(std::abs(c.remaining - best) <= kFeetEps))
            continue;
        Option o;
        TurnPlan &plan = o.plan;
        plan.kind = PlanKind::Advance;
        plan.remainingFeet = c.remaining;
        PathResult path;
        if (!(c.at == m_m.position))
            path = m_engine.cheapestPath(req, c.at);
        fillMove(plan, c.at, path.found ? path.path : std::vector<GridPoint>{m_m.position}, path.found ? path.costFeet : 0.0,
                 c.actions, false);
        plan.taken = taken(path, plan.provokes);
        plan.dash = !m_pf2e && plan.costFeet > m_moveLeft + kFeetEps;
        options.push_back(std::move(o));
    }
    const auto nearest = [&](const TurnPlan &p) {
        const Creature mAt = at(p.to);
        double d = std::numeric_limits<double>::infinity();
        for (const Target &t : m_targets)
            d = std::min(d, creatureDistanceFeet(m_e, mAt, *t.c));
        return d;
    };
    std::vector<double> distance;
    for (const Option &o : options)
        distance.push_back(nearest(o.plan));
    std::vector<std::size_t> order(options.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const TurnPlan &pa = options[a].plan;
        const TurnPlan &pb = options[b].plan;
        if (pa.taken != pb.taken)
            return pa.taken < pb.taken;
        if (std::abs(distance[a] - distance[b]) > kFeetEps)
            return distance[a] < distance[b];
        return ranksBefore(options[a], options[b], m_pf2e);
    });
    for (std::size_t i : order)
        ranked.push_back(std::move(options[i]));
    return ranked.front().plan;
}

TurnPlanning Planner::plan(int alternatives)
{
    TurnPlanning out;
    TurnPlan &stay = out.best;
    stay.from = stay.to = m_m.position;
    stay.path = {m_m.position};
    if (m_m.isIncapacitated()) {
        stay.stays = StayReason::Incapacitated;
        return out;
    }
    if (m_m.attacks.empty()) {
        stay.stays = StayReason::NoAttacks;
        return out;
    }

    // What is left of the turn (the tracker's, or a fresh one).
    m_turn = TurnBudget::of(m_e, m_m.id);
    const Combatant *k = m_turn.inTurn ? m_e.combat.combatant(m_m.id) : nullptr;
    if (!m_turn.inTurn) {
        m_turn = TurnBudget{};
    }
    const double speed = moveSpeed(m_m, MoveMode::Walk, m_e.ruleset);
    if (m_pf2e) {
        m_actions = m_turn.inTurn ? std::max(0, m_turn.actionsLeft) : 3;
        m_strikesBefore = k ? k->strikesThisTurn : 0;
        m_stand = m_m.isProne() && m_actions >= 1;
    } else {
        const double left = speed * (m_turn.dashed ? 2 : 1) - std::max(0.0, m_turn.spentFeet);
        const double standCost = std::floor(speed / 2);
        m_stand = m_m.isProne() && speed > 0 && left >= standCost;
        m_moveLeft = std::max(0.0, left - (m_stand ? standCost : 0.0));
    }

    // The hostiles M perceives where it stands (not dead, not hidden from it), with `ac`.
    bool perceives = false;
    for (const Creature &c : m_e.creatures) {
        if (c.id == m_m.id || !areHostile(m_m.side, c.side) || c.isDead())
            continue;
        if (m_sight.hiddenFrom(c, m_m) != Hiding::None)
            continue;
        perceives = true;
        if (!c.hasAc)
            continue;
        const std::int64_t cap = c.hasHp ? Expectation::ofWhole(std::max(0, c.hp + c.tempHp)).n : kNoCap;
        const std::int64_t hpKey = c.hasHp ? c.hp : LLONG_MAX - 1;
        m_targets.push_back({&c, cap, hpKey});
    }
    if (!perceives) {
        stay.stays = StayReason::NoHostilePerceived;
        return out;
    }
    stay.stand = m_stand;
    stay.actions = m_stand ? 1 : 0;

    if (!m_pf2e) {
        const MultiattackPlan multi = multiattackOf(m_m);
        for (const QString &name : multi.sequence) {
            const auto it = std::find_if(m_m.attacks.begin(), m_m.attacks.end(), [&](const CreatureAttack &a) { return a.name == name; });
            if (it == m_m.attacks.end()) {
                m_multiattack.clear();
                break;
            }
            m_multiattack.push_back(int(it - m_m.attacks.begin()));
        }
    }

    std::vector<Option> options;
    // Staying without attacking: the one option without an attack that can win (0 taken).
    Option still;
    still.plan = stay;
    still.plan.kind = PlanKind::Stay;
    still.plan.stays = StayReason::NothingBetter;
    options.push_back(still);

    // Every position M can reach this turn (its start included), and pf2e one Step.
    const bm::MoveRequest req = request(m_turn.dashed);
    const ReachResult reach = m_engine.reachableSquares(req);
    std::vector<Spot> spots;
    bool startListed = false;
    for (const ReachSquare &sq : reach.squares) {
        const bool isStart = sq.at == m_m.position;
        Spot spot;
        spot.at = sq.at;
        spot.cost = isStart ? 0.0 : sq.costFeet;
        if (m_pf2e) {
            const int strides = sq.actions - (m_stand && !isStart ? 1 : 0);
            spot.actions = strides + (m_stand ? 1 : 0);
            if (spot.actions > m_actions)
                continue;
        } else if (sq.costFeet > m_moveLeft + kFeetEps) {
            continue;
        }
        startListed = startListed || isStart;
        spots.push_back(std::move(spot));
    }
    if (!startListed) {
        Spot spot;
        spot.at = m_m.position;
        spot.actions = m_stand ? 1 : 0;
        spots.push_back(std::move(spot));
    }
    // pf2e: one Step (1 action, one step costing 5 ft, not into difficult terrain, not with
    // a Speed below 10 ft) provokes nothing.
    if (m_pf2e && speed >= 10 && m_actions - (m_stand ? 1 : 0) >= 1 && (!m_m.isProne() || m_stand)) {
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                if (!dx && !dy)
                    continue;
                const GridPoint p{m_m.position.x + dx, m_m.position.y + dy};
                const PathResult step = m_engine.cheapestPath(req, p);
                if (!step.found || step.path.size() != 2 || std::abs(step.costFeet - m_e.squareFeet) > kFeetEps)
                    continue;
                Spot spot;
                spot.at = p;
                spot.cost = step.costFeet;
                spot.actions = 1 + (m_stand ? 1 : 0);
                spot.step = true;
                spot.stepPath = step.path;
                spots.push_back(std::move(spot));
            }
        }
    }

    // The spots in the order of their bounds; each evaluated unless the options already kept
    // rank before anything it could give (RULES.md 15 "Choice" up to the position's x).
    for (Spot &spot : spots)
        bound(spot);
    spots.erase(std::remove_if(spots.begin(), spots.end(), [](const Spot &sp) { return !sp.anyInRange; }), spots.end());
    const auto boundKey = [&](const Spot &sp) {
        Option o;
        o.plan.dealt = sp.score;
        o.plan.multiattack = sp.multi;
        o.plan.actions = sp.actions;
        o.plan.costFeet = sp.cost;
        o.plan.to = sp.at;
        o.firstTargetHp = sp.hp;
        return o;
    };
    std::vector<Option> bounds;
    bounds.reserve(spots.size());
    for (const Spot &sp : spots)
        bounds.push_back(boundKey(sp));
    std::vector<std::size_t> order(spots.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return ranksBeforeUpToPlace(bounds[x], bounds[y], m_pf2e); });
    const std::size_t keep = std::size_t(std::max(0, alternatives)) + 1;
    bool anyAttackOption = false;
    std::vector<Option> found;
    for (std::size_t i : order) {
        const Spot &spot = spots[i];
        if (options.size() >= keep && ranksBeforeUpToPlace(options[keep - 1], bounds[i], m_pf2e))
            break; // this spot and every later one can't make the list
        found.clear();
        attackOptions(spot, found);
        if (found.empty())
            continue;
        anyAttackOption = true;
        PathResult path;
        Expectation taken;
        std::vector<PlannedProvocation> provokes;
        if (!spot.step && !(spot.at == m_m.position)) {
            path = m_engine.cheapestPath(req, spot.at);
            taken = this->taken(path, provokes);
        }
        // The move there: its path (the one `path` gives), one Step, or none.
        const std::vector<GridPoint> route = path.found ? path.path : spot.step ? spot.stepPath : std::vector<GridPoint>{m_m.position};
        for (Option &o : found) {
            fillMove(o.plan, spot.at, route, spot.cost, spot.actions, spot.step);
            o.plan.provokes = provokes;
            o.plan.taken = taken;
            const auto at = std::upper_bound(options.begin(), options.end(), o,
                                             [&](const Option &x, const Option &y) { return ranksBefore(x, y, m_pf2e); });
            options.insert(at, std::move(o));
            if (options.size() > keep)
                options.pop_back();
        }
    }

    std::vector<Option> ranked;
    if (anyAttackOption) {
        ranked = std::move(options);
    } else if (m_targets.empty() || !advance(ranked)) {
        out.best = still.plan;
        out.best.kind = PlanKind::Stay;
        out.best.stays = StayReason::NothingInReach;
        return out;
    }
    out.best = ranked.front().plan;
    for (std::size_t i = 1; i < ranked.size() && int(out.others.size()) < alternatives; ++i)
        out.others.push_back(ranked[i].plan);
    return out;
}

} // namespace

TurnPlanner::TurnPlanner(const Encounter &e)
    : m_indexes(std::make_unique<Indexes>(e))
{
}

TurnPlanner::~TurnPlanner() = default;

TurnPlanning TurnPlanner::plan(const QString &creature, int alternatives)
{
    const Creature *m = m_indexes->e.creature(creature);
    if (!m) {
        TurnPlanning out;
        out.problem = {PathRefusal::NoSuchCreature, creature, {}, {}};
        return out;
    }
    Planner planner(*m_indexes, *m);
    return planner.plan(alternatives);
}

TurnPlanning planTurn(const Encounter &e, const QString &creature, int alternatives)
{
    return TurnPlanner(e).plan(creature, alternatives);
}

} // namespace bm::combat
