// Rounds and turns (RULES.md 8, "Actions per turn" and "Durations"): the log and the time
// a fight has taken (6 s a round unless options.roundSeconds says otherwise), moving to the
// next or previous turn, what happens at the start of a turn (effects that count down,
// death saves and recovery checks, the turn economy regained: pf2e 3 actions adjusted by
// quickened, slowed and stunned) and at its end (effects, pf2e persistent damage with its
// DC 15 flat check, frightened), spending actions and movement, and effects with their
// durations and conditions.

#include "combat/combat.h"

#include "combat/combatinternal.h"
#include "model/encounter.h"
#include "rules/areas.h"
#include "rules/movement.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace bm::combat {

void log(Encounter &e, LogMessage message)
{
    // `text` is the catalogue's wording, for readers of the file that know only `text`;
    // whoever shows the entry words the message in its reader's language.
    const QString text = wordLogMessage(message, &e, LogWording::Source);
    e.combat.log.push_back({e.combat.round, text, std::move(message), {}});
}

LogArg who(const Creature &c)
{
    return LogArg::creature(c.id, c.name.isEmpty() ? c.id : c.name);
}

LogArg who(const Encounter &e, const QString &id)
{
    return logCreature(e, id);
}

double roundSeconds(const Encounter &e)
{
    return e.options.roundSeconds.value_or(6.0);
}

QString elapsedText(const Encounter &e)
{
    return wordLogMessage(elapsedMessage(e), &e);
}

LogMessage elapsedMessage(const Encounter &e)
{
    const qint64 s = qint64(std::llround(std::max(0, e.combat.round - 1) * roundSeconds(e)));
    if (s < 60)
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 s"), {s});
    if (s < 3600)
        return s % 60 ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 min %2 s"), {s / 60, s % 60})
                      : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 min"), {s / 60});
    return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 h %2 min"), {s / 3600, (s % 3600) / 60});
}

namespace {

QString effectOwner(const Effect &f)
{
    if (!f.of.isEmpty())
        return f.of;
    return f.source.isEmpty() ? f.target : f.source;
}

int conditionValue(const Encounter &e, const QString &id, const QString &condition, int *effectIndex = nullptr)
{
    const auto &fx = e.combat.effects;
    for (std::size_t i = 0; i < fx.size(); ++i) {
        if (fx[i].target == id && fx[i].condition == condition) {
            if (effectIndex)
                *effectIndex = int(i);
            return std::max(1, fx[i].value);
        }
    }
    if (effectIndex)
        *effectIndex = -1;
    const Creature *c = e.creature(id);
    return c && c->has(condition) ? 1 : 0;
}

bool canAct(const Creature &c)
{
    return !c.isIncapacitated() && !c.isDead();
}

void resetEconomy(Encounter &e, Combatant &k)
{
    Creature *c = creatureOf(e, k.id);
    k.actionUsed = k.bonusActionUsed = k.reactionUsed = k.dashed = k.disengaged = false;
    k.movementSpent = 0;
    k.diagonals = 0;
    k.strikesThisTurn = 0; // RULES.md 13.4 step 4: the multiple attack penalty starts again
    if (!c)
        return;
    if (e.ruleset == Ruleset::Pf2e) {
        // Player Core step 1: regain 3 actions and 1 reaction; quickened, slowed, stunned adjust.
        int n = 3 + (c->has(QStringLiteral("quickened")) ? 1 : 0);
        int stunIndex = -1;
        const int stunned = conditionValue(e, k.id, QStringLiteral("stunned"), &stunIndex);
        const int slowed = conditionValue(e, k.id, QStringLiteral("slowed"));
        if (stunned > 0) {
            // Stunned overrides slowed; the actions lost reduce its value.
            const Effect *f = stunIndex >= 0 ? &e.combat.effects[std::size_t(stunIndex)] : nullptr;
            const bool byDuration = !f || f->value <= 0;
            const int lost = byDuration ? n : std::min(stunned, n);
            n -= lost;
            combat::log(e, logMessage("Combat", QT_TRANSLATE_N_NOOP("Combat", "%1 is stunned and loses %n action(s)."), {who(*c)}, lost));
            if (!byDuration) {
                Effect &s = e.combat.effects[std::size_t(stunIndex)];
                s.value -= lost;
                if (s.value <= 0)
                    combat::removeEffect(e, stunIndex, true);
            }
        } else if (slowed > 0) {
            n = std::max(0, n - slowed);
            combat::log(e, logMessage("Combat", QT_TRANSLATE_N_NOOP("Combat", "%1 is slowed and loses %n action(s)."), {who(*c)}, slowed));
        }
        // pf2e: stunned is counted in actions above; the other incapacitating conditions stop all.
        bool pf2eAct = !c->isDead();
        for (const QString &x : c->conditions)
            pf2eAct = pf2eAct && (x == QLatin1String("stunned") || !isIncapacitatingCondition(x));
        if (!pf2eAct)
            n = 0;
        // While still stunned (or unable to act) it can't use reactions either.
        k.reactionUsed = !pf2eAct || c->has(QStringLiteral("stunned"));
        k.actions = k.actionsMax = n;
        return;
    }
    const bool act = canAct(*c);
    const bool surprisedTurn = k.surprised && !k.hadTurn && e.ruleset != Ruleset::Dnd2024;
    if (!act || surprisedTurn) {
        k.actionUsed = k.bonusActionUsed = true;
        k.movementSpent = 2.0 * std::max({c->speed.walk, c->speed.fly, c->speed.swim, c->speed.climb, c->speed.burrow});
        k.reactionUsed = true;
        if (surprisedTurn)
            combat::log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is surprised: no move or action this turn."), {who(*c)}));
    }
}

} // namespace

// Makes `index` the current turn (moving from the current one), wrapping into a new round.
void advance(Encounter &e, Dice &dice, int from)
{
    CombatState &s = e.combat;
    const int n = int(s.order.size());
    if (n == 0) {
        s.turn.clear();
        return;
    }
    int idx = from;
    for (int step = 0; step < 2 * n + 1; ++step) {
        ++idx;
        if (idx >= n) {
            idx = 0;
            ++s.round;
            combat::log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "Round %1 (%2)"), {s.round, combat::elapsedMessage(e)}));
            combat::startOfRound(e, dice);
        }
        const Combatant &k = s.order[std::size_t(idx)];
        const Creature *c = e.creature(k.id);
        if (!c || k.delaying || c->isDead())
            continue;
        s.turn = k.id;
        combat::startTurn(e, dice);
        return;
    }
    s.turn.clear();
}

void startTurn(Encounter &e, Dice &dice)
{
    CombatState &s = e.combat;
    Combatant *k = s.combatant(s.turn);
    Creature *c = creatureOf(e, s.turn);
    if (!k || !c)
        return;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's turn."), {who(*c)}));
    // Effects counted at the start of this creature's turn (pf2e: its own effects).
    for (int i = 0; i < int(s.effects.size()); ++i) {
        Effect &f = s.effects[std::size_t(i)];
        if (!f.rounds || f.tick != Tick::Start || effectOwner(f) != c->id)
            continue;
        if (--*f.rounds <= 0) {
            removeEffect(e, i, true);
            --i;
        }
    }
    k = s.combatant(s.turn);
    if (!k->readied.isEmpty()) {
        // A readied action lasts until the start of the creature's next turn (seed 004).
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's readied action (%2) lapses."), {who(*c), k->readied}));
        k->readied.clear();
        if (k->extra.value(QLatin1String(kReadiedSpellField)).toBool()) {
            k->extra.remove(QLatin1String(kReadiedSpellField));
            setCondition(e, c->id, QStringLiteral("concentrating"), false);
            k = s.combatant(s.turn);
        }
    }
    if (k->downed && !k->stable && c->hp <= 0 && !c->isDead()) {
        if (e.ruleset == Ruleset::Pf2e) {
            if (k->dying > 0)
                recoveryCheck(e, dice, c->id);
        } else if (makesDeathSaves(*c, k)) {
            deathSave(e, dice, c->id);
        }
    }
    k = s.combatant(s.turn);
    if (k)
        resetEconomy(e, *k);
}

void endTurn(Encounter &e, Dice &dice)
{
    CombatState &s = e.combat;
    const QString id = s.turn;
    Creature *c = creatureOf(e, id);
    if (!c || !s.combatant(id))
        return;
    // Step 3: effects that end or count down at the end of this turn …
    const auto countDown = [&] {
        for (int i = 0; i < int(s.effects.size()); ++i) {
            Effect &f = s.effects[std::size_t(i)];
            if (!f.rounds || f.tick != Tick::End || effectOwner(f) != id)
                continue;
            if (--*f.rounds <= 0) {
                removeEffect(e, i, true);
                --i;
            }
        }
    };
    // … and ongoing damage: pf2e persistent damage ends on a DC 15 flat check; in the 5e
    // family the effect ends as it says (its rounds, a save the GM records, or by hand:
    // seed 000, "An effect that deals ongoing damage specifies the circumstance that ends
    // the damage"), and its last end of turn still deals the damage (DECISIONS.md).
    const auto ongoingDamage = [&] {
        for (int i = 0; i < int(s.effects.size()); ++i) {
            const Effect f = s.effects[std::size_t(i)];
            if (f.target != id || f.persistent.isEmpty())
                continue;
            const auto r = dice.roll(f.persistent);
            if (r) {
                const LogArg what = f.damageType.isEmpty() ? LogArg(f.name) : LogArg::damageType(f.damageType);
                log(e, e.ruleset == Ruleset::Pf2e
                           ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 takes persistent %2 damage: %3"), {who(*c), what, r->message()})
                           : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 takes ongoing %2 damage: %3"), {who(*c), what, r->message()}));
                damage(e, dice, id, r->total, f.damageType);
            }
            if (e.ruleset != Ruleset::Pf2e)
                continue;
            const DiceRoll flat = dice.d20(0);
            if (flat.total >= 15) {
                log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "Flat check %1 (DC 15): %2's %3 ends."), {flat.total, who(e, id), f.name}));
                removeEffect(e, i, false);
                --i;
            } else {
                log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "Flat check %1 (DC 15): %2 continues."), {flat.total, f.name}));
            }
        }
    };
    if (e.ruleset == Ruleset::Pf2e) {
        countDown();
        ongoingDamage();
    } else {
        ongoingDamage();
        countDown();
    }
    // … then frightened decreases (pf2e).
    if (e.ruleset == Ruleset::Pf2e) {
        for (int i = 0; i < int(s.effects.size()); ++i) {
            Effect &f = s.effects[std::size_t(i)];
            if (f.target != id || f.condition != QLatin1String("frightened"))
                continue;
            f.value = std::max(0, std::max(1, f.value) - 1);
            if (f.value == 0) {
                removeEffect(e, i, true);
                --i;
            } else {
                log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is now frightened %2."), {who(e, id), f.value}));
            }
        }
    }
    Combatant *k = s.combatant(id);
    c = creatureOf(e, id);
    if (k && c && k->surprised && !k->hadTurn) {
        k->surprised = false;
        k->reactionUsed = false; // its reaction comes back once the surprised turn is over
        dropCondition(*c, QStringLiteral("surprised"));
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is no longer surprised."), {who(*c)}));
    }
    if (k)
        k->hadTurn = true;
}

void nextTurn(Encounter &e, Dice &dice)
{
    CombatState &s = e.combat;
    if (!s.active)
        return;
    endTurn(e, dice);
    advance(e, dice, s.indexOf(s.turn));
}

void previousTurn(Encounter &e)
{
    CombatState &s = e.combat;
    const int n = int(s.order.size());
    if (!s.active || n == 0)
        return;
    int idx = s.indexOf(s.turn);
    for (int step = 0; step < n; ++step) {
        --idx;
        if (idx < 0) {
            if (s.round <= 1)
                return; // nothing before the first turn
            idx = n - 1;
            --s.round;
        }
        const Combatant &k = s.order[std::size_t(idx)];
        const Creature *c = e.creature(k.id);
        if (c && !k.delaying && !c->isDead()) {
            s.turn = k.id;
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "Back to %1's turn (round %2)."), {who(*c), s.round}));
            return;
        }
    }
}

bool spend(Encounter &e, const QString &id, Spend what, int pf2eActions)
{
    Combatant *k = e.combat.combatant(id);
    if (!k)
        return false;
    if (e.ruleset == Ruleset::Pf2e) {
        if (what == Spend::Reaction) {
            if (k->reactionUsed)
                return false;
            k->reactionUsed = true;
        } else {
            if (k->actions < pf2eActions)
                return false;
            k->actions -= pf2eActions;
        }
        return true;
    }
    bool *flag = what == Spend::Action ? &k->actionUsed : what == Spend::BonusAction ? &k->bonusActionUsed : &k->reactionUsed;
    if (*flag)
        return false;
    *flag = true;
    return true;
}

void recordMove(Encounter &e, const QString &id, double feet, int diagonals, int strides, MoveMode mode)
{
    Combatant *k = e.combat.combatant(id);
    const Creature *c = e.creature(id);
    if (!k || !c)
        return;
    k->movementSpent += feet;
    k->diagonals += diagonals;
    if (e.ruleset == Ruleset::Pf2e) {
        k->actions = std::max(0, k->actions - strides);
        return;
    }
    if (!k->dashed && k->movementSpent > moveSpeed(*c, mode, e.ruleset) + 1e-9) {
        k->dashed = true; // the move needed Dash: it takes the action
        k->actionUsed = true;
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 dashes."), {who(*c)}));
    }
}

void recordMove(Encounter &e, const QString &id, const PathResult &path, MoveMode mode)
{
    int diagonals = 0;
    for (std::size_t k = 1; k < path.path.size(); ++k)
        diagonals += (path.path[k].x != path.path[k - 1].x && path.path[k].y != path.path[k - 1].y) ? 1 : 0;
    recordMove(e, id, path.costFeet, diagonals, path.actions, mode);
}

double movementLeft(const Encounter &e, const QString &id, MoveMode mode)
{
    const Combatant *k = e.combat.combatant(id);
    const Creature *c = e.creature(id);
    if (!c)
        return 0;
    const double speed = moveSpeed(*c, mode, e.ruleset);
    if (!k)
        return speed;
    return std::max(0.0, speed * (k->dashed ? 2 : 1) - k->movementSpent);
}

QString effectText(const Effect &f)
{
    return wordLogMessage(effectMessage(f), nullptr);
}

LogMessage effectMessage(const Effect &f)
{
    QString s = f.name.isEmpty() ? f.condition : f.name;
    if (f.value > 0 && !f.condition.isEmpty())
        s += QStringLiteral(" %1").arg(f.value);
    if (!f.persistent.isEmpty())
        s += QStringLiteral(" (%1 %2)").arg(f.persistent, f.damageType).trimmed();
    if (!f.rounds)
        return logConcat({s});
    return logConcat({s, logMessage("Combat", QT_TRANSLATE_N_NOOP("Combat", " (%n round(s))"), {}, *f.rounds)});
}

void addEffect(Encounter &e, Effect effect)
{
    if (effect.area) {
        effect.target.clear();
        log(e, logMessage("Combat", QT_TRANSLATE_N_NOOP("Combat", "%1 covers %n square(s) of the map."), {effectMessage(effect)}, int(effect.area->squares.size())));
        e.combat.effects.push_back(std::move(effect));
        return;
    }
    Creature *c = creatureOf(e, effect.target);
    if (!c)
        return;
    if (effect.name.isEmpty())
        effect.name = effect.condition;
    if (!effect.condition.isEmpty())
        addCondition(*c, effect.condition);
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 gains %2."), {who(*c), effectMessage(effect)}));
    e.combat.effects.push_back(std::move(effect));
}

Effect untilNextTurn(const Encounter &e, Effect effect, const QString &of, Tick tick)
{
    effect.of = of;
    effect.tick = tick;
    // "Until the end of X's next turn", set during X's turn, outlasts this turn's end.
    effect.rounds = tick == Tick::End && e.combat.active && e.combat.turn == of ? 2 : 1;
    return effect;
}

namespace {

// The other half of a spell held with concentration: for an area, its caster's
// `concentrating` effect of the same name; for that effect, the area. -1 when none.
int concentrationPartner(const std::vector<Effect> &fx, const Effect &f)
{
    const bool area = f.area && f.area->concentration && !f.source.isEmpty();
    const bool held = !f.area && f.condition == QLatin1String("concentrating");
    for (int i = int(fx.size()) - 1; i >= 0 && (area || held); --i) {
        const Effect &o = fx[std::size_t(i)];
        if (o.name != f.name)
            continue;
        if (area && !o.area && o.target == f.source && o.condition == QLatin1String("concentrating"))
            return i;
        if (held && o.area && o.area->concentration && o.source == f.target)
            return i;
    }
    return -1;
}

} // namespace

void endConcentrationAreas(Encounter &e, const QString &casterId)
{
    for (int i = int(e.combat.effects.size()) - 1; i >= 0; --i) {
        const Effect &f = e.combat.effects[std::size_t(i)];
        if (f.area && f.area->concentration && !casterId.isEmpty() && f.source == casterId)
            removeEffect(e, i, false);
    }
}

namespace {

// `logged`: false for the half of a concentration pair whose other half says it (
// one line, "Fog Cloud expires and leaves the map.", not two).
void removeOneEffect(Encounter &e, int index, bool expired, bool logged)
{
    auto &fx = e.combat.effects;
    if (index < 0 || index >= int(fx.size()))
        return;
    const Effect f = fx[std::size_t(index)];
    fx.erase(fx.begin() + index);
    // A spell kept with concentration: the area and the caster's concentration on
    // it end together, whichever ends first. The area's line tells of both.
    if (const int partner = concentrationPartner(fx, f); partner >= 0) {
        const bool partnerIsTheArea = fx[std::size_t(partner)].area.has_value();
        removeOneEffect(e, partner, expired, logged && partnerIsTheArea);
        logged = logged && !partnerIsTheArea;
    }
    Creature *c = creatureOf(e, f.target);
    if (c && !f.condition.isEmpty()) {
        bool still = false;
        for (const Effect &o : fx)
            still = still || (o.target == f.target && o.condition == f.condition);
        if (!still)
            dropCondition(*c, f.condition);
    }
    if (!logged)
        return;
    if (f.area) {
        log(e, expired ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 expires and leaves the map."), {f.name})
                       : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 ends and leaves the map."), {f.name}));
        return;
    }
    const LogArg on = c ? who(*c) : LogArg(f.target);
    log(e, expired ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 on %2 expires."), {f.name, on}) : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 on %2 ends."), {f.name, on}));
}

} // namespace

void removeEffect(Encounter &e, int index, bool expired)
{
    removeOneEffect(e, index, expired, true);
}

AreaProblem placeArea(Encounter &e, Effect effect, const AreaOfEffect &area)
{
    const AreaResult r = areaSquares(e, area);
    if (!r.ok)
        return r.problem;
    if (r.squares.empty())
        return AreaProblem{AreaRefusal::CoversNoSquare, {}, {}, {}};
    if (effect.name.trimmed().isEmpty())
        return AreaProblem{AreaRefusal::EffectNeedsName, {}, {}, {}};
    EffectArea stored = storedArea(area, r.squares);
    if (effect.area) {
        stored.difficult = effect.area->difficult;
        stored.obscured = effect.area->obscured;
        stored.concentration = effect.area->concentration;
        stored.extra = effect.area->extra;
    }
    effect.area = std::move(stored);
    effect.condition.clear(); // an effect on the map gives no creature a condition
    const bool concentration = effect.area->concentration && e.creature(effect.source);
    effect.area->concentration = concentration;
    if (concentration) {
        // SRD 5.1 Concentration: casting another concentration spell ends the one before.
        const auto earlier = [&] {
            const auto &fx = e.combat.effects;
            const auto it = std::find_if(fx.begin(), fx.end(), [&](const Effect &f) {
                return f.target == effect.source && f.condition == QLatin1String("concentrating");
            });
            return it == fx.end() ? -1 : int(it - fx.begin());
        };
        for (int i = e.ruleset == Ruleset::Pf2e ? -1 : earlier(); i >= 0; i = earlier())
            removeEffect(e, i, false);
        // The caster concentrates on it (the tracker asks for a concentration save on damage).
        Effect held;
        held.name = effect.name;
        held.target = effect.source;
        held.source = effect.source;
        held.condition = QStringLiteral("concentrating");
        addEffect(e, held);
    }
    addEffect(e, std::move(effect));
    return {};
}

QString AreaPreset::displayName() const
{
    return QCoreApplication::translate("AreaPreset", name);
}

int AreaPreset::rounds(const Encounter &e) const
{
    if (seconds <= 0)
        return 0;
    return std::max(1, int(std::lround(seconds / std::max(roundSeconds(e), 1.0))));
}

const std::vector<AreaPreset> &areaPresetsFor(Ruleset r)
{
    // SRD 5.1: Fog Cloud (20-ft-radius sphere, heavily obscured, 1 hour), Darkness (15 ft,
    // magical darkness: heavily obscured even to darkvision, 10 minutes), Spike Growth
    // (20-ft radius, difficult, 10 minutes), Web (20-ft cube, difficult and lightly
    // obscured, 1 hour), Stinking Cloud (20 ft, heavily obscured, 1 minute), Sleet Storm
    // (20-ft-radius cylinder, heavily obscured and difficult, 1 minute), Entangle (20-ft
    // square, difficult, 1 minute), Grease (10-ft square, difficult, 1 minute). All but
    // Grease are held with concentration.
    static const std::vector<AreaPreset> fiveE{
        {QT_TRANSLATE_NOOP("AreaPreset", "Fog Cloud"), AreaShape::Sphere, 20, 3600, false, Obscurement::Heavy, true},
        {QT_TRANSLATE_NOOP("AreaPreset", "Darkness"), AreaShape::Sphere, 15, 600, false, Obscurement::Heavy, true},
        {QT_TRANSLATE_NOOP("AreaPreset", "Spike Growth"), AreaShape::Sphere, 20, 600, true, Obscurement::None, true},
        {QT_TRANSLATE_NOOP("AreaPreset", "Web"), AreaShape::Cube, 20, 3600, true, Obscurement::Light, true},
        {QT_TRANSLATE_NOOP("AreaPreset", "Stinking Cloud"), AreaShape::Sphere, 20, 60, false, Obscurement::Heavy, true},
        {QT_TRANSLATE_NOOP("AreaPreset", "Sleet Storm"), AreaShape::Cylinder, 20, 60, true, Obscurement::Heavy, true},
        {QT_TRANSLATE_NOOP("AreaPreset", "Entangle"), AreaShape::Cube, 20, 60, true, Obscurement::None, true},
        {QT_TRANSLATE_NOOP("AreaPreset", "Grease"), AreaShape::Cube, 10, 60, true, Obscurement::None, false},
    };
    static const std::vector<AreaPreset> none;
    return r == Ruleset::Pf2e ? none : fiveE;
}

void setCondition(Encounter &e, const QString &id, const QString &condition, bool on)
{
    Creature *c = creatureOf(e, id);
    if (!c || condition.isEmpty() || c->has(condition) == on)
        return;
    if (on) {
        addCondition(*c, condition);
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is %2."), {who(*c), LogArg::condition(condition)}));
    } else {
        dropCondition(*c, condition);
        for (int i = int(e.combat.effects.size()) - 1; i >= 0; --i)
            if (e.combat.effects[std::size_t(i)].target == id && e.combat.effects[std::size_t(i)].condition == condition)
                e.combat.effects.erase(e.combat.effects.begin() + i);
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is no longer %2."), {who(*c), LogArg::condition(condition)}));
        if (condition == QLatin1String("concentrating"))
            endConcentrationAreas(e, id);
    }
}

} // namespace bm::combat
