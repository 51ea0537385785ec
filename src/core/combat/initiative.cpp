// Who fights and in what order (RULES.md 8, "Initiative" and "Surprise"): starting and
// ending combat, the initiative checks of each ruleset and their rolls (group rolls for
// identical 5e-family creatures, 2024 surprise at disadvantage, a5e instigators with
// advantage), sorting with each ruleset's ties (the GM's order in 2014/2024, a5e roll-offs,
// pf2e hostiles first), joining and leaving, delay and readied actions, and 2014/2024
// mounts that act on their rider's initiative.

#include "combat/combat.h"

#include "combat/combatinternal.h"
#include "model/encounter.h"
#include "rules/distance.h"
#include "rules/hiding.h"
#include "rules/movement.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace bm::combat {

QStringList initiativeChecks(Ruleset r)
{
    switch (r) {
    case Ruleset::A5e:
        // A5E Table: Types of Initiative.
        return {QStringLiteral("dex"), QStringLiteral("perception"), QStringLiteral("athletics"),
                QStringLiteral("deception"), QStringLiteral("insight"), QStringLiteral("land-vehicles")};
    case Ruleset::Pf2e:
        return {QStringLiteral("perception"), QStringLiteral("stealth"), QStringLiteral("deception"),
                QStringLiteral("diplomacy"), QStringLiteral("intimidation"), QStringLiteral("performance")};
    default:
        return {QStringLiteral("dex")};
    }
}

QString checkLabel(const QString &check)
{
    return wordLogMessage(checkMessage(check), nullptr);
}

LogMessage checkMessage(const QString &check)
{
    static const struct {
        const char *id;
        const char *label;
    } kLabels[] = {
        {"dex", QT_TRANSLATE_NOOP("Combat", "Dexterity")},
        {"perception", QT_TRANSLATE_NOOP("Combat", "Perception")},
        {"athletics", QT_TRANSLATE_NOOP("Combat", "Strength (Athletics)")},
        {"deception", QT_TRANSLATE_NOOP("Combat", "Deception")},
        {"insight", QT_TRANSLATE_NOOP("Combat", "Wisdom (Insight)")},
        {"land-vehicles", QT_TRANSLATE_NOOP("Combat", "Dexterity (Land Vehicles)")},
        {"stealth", QT_TRANSLATE_NOOP("Combat", "Stealth")},
        {"diplomacy", QT_TRANSLATE_NOOP("Combat", "Diplomacy")},
        {"intimidation", QT_TRANSLATE_NOOP("Combat", "Intimidation")},
        {"performance", QT_TRANSLATE_NOOP("Combat", "Performance")},
    };
    for (const auto &l : kLabels)
        if (check == QLatin1String(l.id))
            return logMessage("Combat", l.label);
    return logConcat({check});
}

QString defaultCheck(Ruleset r)
{
    return r == Ruleset::Pf2e ? QStringLiteral("perception") : QStringLiteral("dex");
}

int checkBonus(const Creature &c, const QString &check)
{
    const QJsonValue v = c.extra.value(QLatin1String("checks")).toObject().value(check);
    if (v.isDouble())
        return v.toInt();
    // RULES.md 14.1, 14.3: Stealth is the creature's `stealth` (default 0).
    return check == QLatin1String("stealth") ? c.stealthBonus() : c.initiativeBonus;
}

QString initiativeGroup(const Creature &c)
{
    return c.extra.value(QLatin1String(kInitiativeGroupField)).toString();
}

namespace {

int sideRank(Side s)
{
    switch (s) {
    case Side::Party: return 0;
    case Side::Ally: return 1;
    case Side::Neutral: return 2;
    case Side::Hostile: return 3;
    }
    return 2;
}

void rollOffTies(Encounter &e, Dice &dice)
{
    auto &order = e.combat.order;
    const auto init = [&](const Combatant &k) {
        const Creature *c = e.creature(k.id);
        return c && c->initiative ? *c->initiative : 0.0;
    };
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i + 1;
        while (j < order.size() && init(order[j]) == init(order[i]))
            ++j;
        if (j - i > 1) {
            // A5E: tied creatures each roll a d20, highest first; ties among them roll again.
            for (int attempt = 0; attempt < 20; ++attempt) {
                bool clash = false;
                for (std::size_t a = i; a < j; ++a) {
                    bool needs = order[a].rollOff == 0;
                    for (std::size_t b = i; b < j && !needs; ++b)
                        needs = a != b && order[a].rollOff == order[b].rollOff;
                    if (!needs)
                        continue;
                    clash = true;
                    order[a].rollOff = dice.d20(0).total;
                }
                if (!clash)
                    break;
                std::vector<LogArg> parts;
                for (std::size_t a = i; a < j; ++a) {
                    if (a > i)
                        parts.emplace_back(QStringLiteral(", "));
                    parts.emplace_back(logConcat({who(e, order[a].id), QStringLiteral(" "), order[a].rollOff}));
                }
                combat::log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "Initiative tie at %1, roll-off: %2"), {init(order[i]), logConcat(std::move(parts))}));
            }
        }
        i = j;
    }
}

RollMode combine(bool adv, bool dis)
{
    if (adv == dis)
        return RollMode::Normal;
    return adv ? RollMode::Advantage : RollMode::Disadvantage;
}

// One roll for the creature (and, 5e family, every other combatant of its initiative group).
void rollFor(Encounter &e, Dice &dice, Combatant &k, RollMode asked, QStringList *done)
{
    Creature *c = creatureOf(e, k.id);
    if (!c)
        return;
    if (k.check.isEmpty())
        k.check = defaultCheck(e.ruleset);
    const bool surprised2024 = k.surprised && e.ruleset == Ruleset::Dnd2024;
    const bool instigator = e.ruleset == Ruleset::A5e && !e.combat.instigators.isEmpty()
        && sideId(c->side) == e.combat.instigators;
    // Initiative is a check: 2014 exhaustion gives disadvantage, 2024 exhaustion and pf2e
    // frightened and sickened take their penalty.
    const RollMode mode = combine(asked == RollMode::Advantage || instigator,
                                  asked == RollMode::Disadvantage || surprised2024
                                      || checkRollMode(e, k.id) == RollMode::Disadvantage);
    const int bonus = checkBonus(*c, k.check) - d20Penalty(e, k.id);
    const DiceRoll r = dice.d20(bonus, mode);
    k.roll = r.natural;
    k.rollOff = 0;
    c->initiative = r.total;
    LogMessage text = logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 rolls initiative (%2): %3"), {who(*c), checkMessage(k.check), r.message()});
    const QString group = isFiveEFamily(e.ruleset) ? initiativeGroup(*c) : QString();
    if (done)
        *done << k.id;
    if (!group.isEmpty()) {
        std::vector<LogArg> shared;
        for (Combatant &o : e.combat.order) {
            Creature *oc = creatureOf(e, o.id);
            if (o.id == k.id || !oc || initiativeGroup(*oc) != group || (done && done->contains(o.id)))
                continue;
            o.roll = r.natural;
            o.rollOff = 0;
            oc->initiative = r.natural + checkBonus(*oc, k.check);
            o.check = k.check;
            if (!shared.empty())
                shared.emplace_back(QStringLiteral(", "));
            shared.push_back(who(*oc));
            if (done)
                *done << o.id;
        }
        if (!shared.empty())
            text = logConcat({text, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", " (group roll, also %1)"), {logConcat(std::move(shared))})});
    }
    log(e, text);
}

void mountsFollowRiders(Encounter &e)
{
    auto &order = e.combat.order;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const QString mountId = order[i].mountedOn;
        if (mountId.isEmpty())
            continue;
        const int m = e.combat.indexOf(mountId);
        Creature *mc = creatureOf(e, mountId);
        const Creature *rc = e.creature(order[i].id);
        if (m < 0 || !mc || !rc)
            continue;
        mc->initiative = rc->initiative;
        Combatant moved = order[std::size_t(m)];
        order.erase(order.begin() + m);
        const int r = e.combat.indexOf(order[i < std::size_t(m) ? i : i - 1].id);
        order.insert(order.begin() + r + 1, moved);
    }
}

// RULES.md 14.3: why `c` is surprised by stealth, as data: each living hostile's Stealth
// total, and the passive Perception they all beat.
LogMessage unnoticedHostiles(const Encounter &e, const Creature &c)
{
    std::vector<LogArg> pieces;
    for (const Creature &h : e.creatures) {
        if (h.id == c.id || h.isDead() || !h.hidden || !areHostile(c.side, h.side))
            continue;
        if (!pieces.empty())
            pieces.push_back(QStringLiteral(", "));
        pieces.push_back(logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1: Stealth %2"), {who(h), h.hidden->stealth}));
    }
    return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "it notices none of its hostiles (%1; passive Perception %2)"),
                      {logConcat(std::move(pieces)), 10 + c.perceptionBonus()});
}

} // namespace

void sortOrder(Encounter &e, Dice &dice)
{
    auto &order = e.combat.order;
    const auto init = [&](const Combatant &k) {
        const Creature *c = e.creature(k.id);
        return c && c->initiative ? *c->initiative : -1e9;
    };
    // A mount's entry follows its rider: sort the riders, then put the mounts back.
    QStringList mounts;
    for (const Combatant &k : order)
        if (!k.mountedOn.isEmpty())
            mounts << k.mountedOn;
    std::stable_sort(order.begin(), order.end(), [&](const Combatant &a, const Combatant &b) {
        const double ia = init(a), ib = init(b);
        if (ia != ib)
            return ia > ib;
        const Creature *ca = e.creature(a.id);
        const Creature *cb = e.creature(b.id);
        if (!ca || !cb)
            return false;
        switch (e.ruleset) {
        case Ruleset::A5e:
            return a.rollOff > b.rollOff;
        case Ruleset::Pf2e:
            // Player Core: on a tie, enemies of the PCs go first.
            if ((ca->side == Side::Hostile) != (cb->side == Side::Hostile))
                return ca->side == Side::Hostile;
            return false;
        default: {
            // 2014/2024: the GM orders ties; default: higher bonus, then party before hostile.
            const int ba = checkBonus(*ca, a.check), bb = checkBonus(*cb, b.check);
            if (ba != bb)
                return ba > bb;
            return sideRank(ca->side) < sideRank(cb->side);
        }
        }
    });
    if (e.ruleset == Ruleset::A5e) {
        rollOffTies(e, dice);
        std::stable_sort(order.begin(), order.end(), [&](const Combatant &a, const Combatant &b) {
            const double ia = init(a), ib = init(b);
            return ia != ib ? ia > ib : a.rollOff > b.rollOff;
        });
    }
    mountsFollowRiders(e);
}

bool isTieOrderFree(const Encounter &e, const QString &a, const QString &b)
{
    const Creature *ca = e.creature(a);
    const Creature *cb = e.creature(b);
    const int ia = e.combat.indexOf(a), ib = e.combat.indexOf(b);
    return ca && cb && ia >= 0 && ib >= 0 && std::abs(ia - ib) == 1 && ca->initiative == cb->initiative;
}

bool swapTied(Encounter &e, const QString &a, const QString &b)
{
    if (!isTieOrderFree(e, a, b))
        return false;
    auto &order = e.combat.order;
    const int ia = e.combat.indexOf(a), ib = e.combat.indexOf(b);
    std::swap(order[std::size_t(ia)], order[std::size_t(ib)]);
    if (e.ruleset == Ruleset::A5e) // the GM's order wins over the roll-off
        std::swap(order[std::size_t(ia)].rollOff, order[std::size_t(ib)].rollOff);
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "Tie order: %1 before %2"), {who(e, order[std::size_t(std::min(ia, ib))].id), who(e, order[std::size_t(std::max(ia, ib))].id)}));
    return true;
}

void start(Encounter &e, Dice &dice, const StartOptions &options)
{
    CombatState &s = e.combat;
    const CombatState before = s;
    s.active = true;
    s.round = 1;
    s.turn.clear();
    s.instigators = e.ruleset == Ruleset::A5e ? options.instigators : QString(); // RULES.md 8: a5e only
    std::vector<Combatant> order;
    const StealthSurprise stealth = surpriseFromStealth(e); // RULES.md 14.3
    QStringList byStealth; // surprised only because every hostile hides (the log says why)
    QStringList ids = options.combatants;
    if (ids.isEmpty())
        for (const Creature &c : e.creatures)
            if (!c.isDead())
                ids << c.id;
    for (const QString &id : ids) {
        if (!e.creature(id))
            continue;
        Combatant k;
        if (const Combatant *old = before.combatant(id)) { // keep the tracker's notes (check, mount, fatigue)
            k.check = old->check;
            k.mountedOn = old->mountedOn;
            k.fatigue = old->fatigue;
            k.fatigueGained = 0; // fatigue of an earlier fight is felt now
            k.strife = old->strife;
            k.wounded = old->wounded;
            k.deathSaves = old->deathSaves;
            k.extra = old->extra;
        }
        k.id = id;
        // Surprised: named by the GM, or marked with the `surprised` condition beforehand.
        // RULES.md 14.3: or unaware of every hostile, each hidden beyond its passive Perception;
        // pf2e: a hidden creature rolls Stealth (Avoid Notice).
        k.surprised = options.surprised.contains(id) || e.creature(id)->has(QStringLiteral("surprised"))
            || stealth.surprised.contains(id);
        if (stealth.surprised.contains(id) && !options.surprised.contains(id) && !e.creature(id)->has(QStringLiteral("surprised")))
            byStealth << id;
        if (stealth.stealthInitiative.contains(id))
            k.check = QStringLiteral("stealth");
        if (k.check.isEmpty())
            k.check = defaultCheck(e.ruleset);
        order.push_back(k);
    }
    s.order = std::move(order);
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "Combat starts (%1 combatants)."), {s.order.size()}));
    // RULES.md 14.3, pf2e: the hidden roll Stealth for initiative (Avoid Notice); the log says so.
    for (const Combatant &k : s.order) {
        const Creature *c = e.creature(k.id);
        if (c && stealth.stealthInitiative.contains(k.id) && k.check == QLatin1String("stealth")
            && !(options.keepEnteredInitiative && c->initiative))
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is hidden: it rolls Stealth for initiative (Avoid Notice)."), {who(*c)}));
    }
    QStringList done;
    for (Combatant &k : s.order) {
        if (done.contains(k.id))
            continue;
        Creature *c = creatureOf(e, k.id);
        if (options.keepEnteredInitiative && c && c->initiative) {
            k.roll = 0;
            done << k.id;
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's initiative is %2 (entered)."), {who(*c), *c->initiative}));
            continue;
        }
        rollFor(e, dice, k, RollMode::Normal, &done);
    }
    for (Combatant &k : s.order) {
        Creature *c = creatureOf(e, k.id);
        if (!k.surprised || !c)
            continue;
        if (e.ruleset == Ruleset::Dnd2014 || e.ruleset == Ruleset::A5e) {
            addCondition(*c, QStringLiteral("surprised"));
            k.reactionUsed = true; // no reaction until its first turn ends
        }
        if (isFiveEFamily(e.ruleset)) {
            // RULES.md 14.3: surprised by stealth, the log says whose Stealth beat what (2024: the
            // initiative roll above was at disadvantage).
            log(e, byStealth.contains(k.id) ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is surprised: %2."), {who(*c), unnoticedHostiles(e, *c)})
                                            : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is surprised."), {who(*c)}));
        } else if (e.ruleset == Ruleset::Pf2e) {
            k.surprised = false; // pf2e has no surprise step (RULES.md 8)
        }
    }
    sortOrder(e, dice);
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "Round 1 (%1)"), {elapsedMessage(e)}));
    startOfRound(e, dice);
    // The first turn: the first combatant able to take one.
    for (std::size_t i = 0; i < s.order.size(); ++i) {
        const Creature *c = e.creature(s.order[i].id);
        if (c && !c->isDead() && !s.order[i].delaying) {
            s.turn = s.order[i].id;
            startTurn(e, dice);
            break;
        }
    }
}

void end(Encounter &e)
{
    CombatState &s = e.combat;
    if (!s.active)
        return;
    log(e, logMessage("Combat", QT_TRANSLATE_N_NOOP("Combat", "Combat ends after %n round(s) (%1)."), {elapsedMessage(e)}, s.round));
    for (Combatant &k : s.order) {
        if (!k.surprised)
            continue;
        if (Creature *c = creatureOf(e, k.id))
            dropCondition(*c, QStringLiteral("surprised"));
        k.surprised = false;
    }
    for (Combatant &k : s.order)
        k.fatigueGained = 0; // a5e: the fatigue of this fight is felt from now on
    s.active = false;
    s.turn.clear();
}

void rollInitiative(Encounter &e, Dice &dice, const QString &id, RollMode mode)
{
    Combatant *k = e.combat.combatant(id);
    if (!k)
        return;
    QStringList done;
    rollFor(e, dice, *k, mode, &done);
    sortOrder(e, dice);
}

void setInitiative(Encounter &e, Dice &dice, const QString &id, double value)
{
    Creature *c = creatureOf(e, id);
    Combatant *k = e.combat.combatant(id);
    if (!c || !k)
        return;
    c->initiative = value;
    k->roll = 0;
    k->rollOff = 0;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's initiative set to %2."), {who(*c), value}));
    sortOrder(e, dice);
}

void setCheck(Encounter &e, const QString &id, const QString &check)
{
    if (Combatant *k = e.combat.combatant(id))
        k->check = check;
}

void addCombatant(Encounter &e, Dice &dice, const QString &id, std::optional<double> initiative)
{
    Creature *c = creatureOf(e, id);
    if (!c || e.combat.combatant(id))
        return;
    Combatant k;
    k.id = id;
    k.check = defaultCheck(e.ruleset);
    k.hadTurn = false;
    // A newcomer goes after those it ties with (they were there first).
    e.combat.order.push_back(k);
    if (initiative) {
        c->initiative = *initiative;
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 joins the fight at initiative %2."), {who(*c), *initiative}));
    } else {
        rollFor(e, dice, e.combat.order.back(), RollMode::Normal, nullptr);
        log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 joins the fight."), {who(*c)}));
    }
    Combatant added = e.combat.order.back();
    e.combat.order.pop_back();
    auto &order = e.combat.order;
    std::size_t at = 0;
    while (at < order.size()) {
        const Creature *o = e.creature(order[at].id);
        if (o && (!o->initiative || *o->initiative < *c->initiative)) // none entered: last (as sortOrder)
            break;
        ++at;
    }
    order.insert(order.begin() + std::ptrdiff_t(at), added);
}

bool joinIfFighting(Encounter &e, Dice &dice, const QString &id, std::optional<double> initiative)
{
    if (!e.combat.active || e.combat.combatant(id) || !e.creature(id))
        return false;
    addCombatant(e, dice, id, initiative);
    return true;
}

void removeCombatant(Encounter &e, const QString &id)
{
    CombatState &s = e.combat;
    const int i = s.indexOf(id);
    if (i < 0)
        return;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 leaves the fight."), {who(e, id)}));
    if (s.turn == id) {
        // The next one in the order takes the turn (its start-of-turn steps are the GM's).
        QString next;
        for (std::size_t k = 1; k < s.order.size(); ++k) {
            const Combatant &o = s.order[(std::size_t(i) + k) % s.order.size()];
            const Creature *c = e.creature(o.id);
            if (c && !c->isDead() && !o.delaying) {
                next = o.id;
                if (std::size_t(i) + k >= s.order.size())
                    ++s.round;
                break;
            }
        }
        s.turn = next;
    }
    for (Combatant &k : s.order)
        if (k.mountedOn == id)
            k.mountedOn.clear();
    s.order.erase(s.order.begin() + i);
    for (int f = int(s.effects.size()) - 1; f >= 0; --f)
        if (s.effects[std::size_t(f)].target == id)
            s.effects.erase(s.effects.begin() + f);
}

void delay(Encounter &e, Dice &dice)
{
    CombatState &s = e.combat;
    Combatant *k = s.combatant(s.turn);
    if (!k)
        return;
    const QString id = k->id;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 delays."), {who(e, id)}));
    endTurn(e, dice);
    k = s.combatant(id);
    k->delaying = true;
    advance(e, dice, s.indexOf(id));
}

void resumeDelayed(Encounter &e, const QString &id)
{
    CombatState &s = e.combat;
    const int i = s.indexOf(id);
    if (i < 0 || !s.order[std::size_t(i)].delaying)
        return;
    Combatant k = s.order[std::size_t(i)];
    k.delaying = false;
    s.order.erase(s.order.begin() + i);
    const int cur = s.indexOf(s.turn);
    const int at = cur < 0 ? int(s.order.size()) : cur + 1;
    s.order.insert(s.order.begin() + at, k);
    // Its initiative becomes that of the creature it follows now.
    Creature *c = creatureOf(e, id);
    const Creature *before = cur >= 0 ? e.creature(s.order[std::size_t(cur)].id) : nullptr;
    if (c && before)
        c->initiative = before->initiative;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 stops delaying and acts next."), {who(e, id)}));
}

void ready(Encounter &e, const QString &id, const QString &trigger)
{
    Combatant *k = e.combat.combatant(id);
    if (!k)
        return;
    k->readied = trigger.isEmpty() ? QCoreApplication::translate("Combat", "readied action") : trigger;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 readies: %2."), {who(e, id), k->readied}));
}

void triggerReadied(Encounter &e, const QString &id)
{
    Combatant *k = e.combat.combatant(id);
    if (!k || k->readied.isEmpty())
        return;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1's readied action goes off (%2); its reaction is spent."), {who(e, id), k->readied}));
    k->readied.clear();
    k->reactionUsed = true;
}

namespace {

// Seed 002: mounting and dismounting cost half the speed, in the rider's own turn.
LogMessage payHalfSpeed(Encounter &e, const QString &rider, bool mounting)
{
    Combatant *k = e.combat.combatant(rider);
    const Creature *c = e.creature(rider);
    if (!e.combat.active || e.combat.turn != rider || !k || !c || e.ruleset == Ruleset::Pf2e)
        return {};
    const double half = std::floor(moveSpeed(*c, MoveMode::Walk, e.ruleset) / 2);
    if (half <= 0)
        return mounting ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 can't mount at speed 0."), {who(*c)})
                        : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 can't dismount at speed 0."), {who(*c)});
    if (movementLeft(e, rider) + 1e-9 < half)
        return mounting ? logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 has less than half its speed (%2 ft) left to mount."), {who(*c), half})
                        : logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 has less than half its speed (%2 ft) left to dismount."), {who(*c), half});
    k->movementSpent += half;
    return {};
}

} // namespace

LogMessage mount(Encounter &e, const QString &rider, const QString &mountId)
{
    Combatant *k = e.combat.combatant(rider);
    Creature *rc = creatureOf(e, rider);
    const Creature *mc = e.creature(mountId);
    if (!rc || !mc || rider == mountId)
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "No such rider and mount."));
    if (!k || !e.combat.combatant(mountId))
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "Rider and mount must both be in the fight."));
    if (!k->mountedOn.isEmpty())
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is already mounted."), {who(*rc)});
    if (!riderOf(e, mountId).isEmpty())
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 already has a rider."), {who(*mc)});
    // Seed 002: a willing creature at least one size larger, within 5 ft.
    if (int(mc->size) <= int(rc->size))
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is not at least one size larger than %2."), {who(*mc), who(*rc)});
    if (rectDistanceFeet(e, rc->spaceRect(), mc->spaceRect(), levelGap(e, *rc, *mc)) > e.squareFeet + 1e-9)
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is not within 5 ft of %2."), {who(*mc), who(*rc)});
    if (LogMessage problem = payHalfSpeed(e, rider, true); !problem.isEmpty())
        return problem;
    k = e.combat.combatant(rider);
    k->mountedOn = mountId;
    rc->position = mc->position; // the rider sits in the mount's space
    rc->elevation = mc->elevation;
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 mounts %2; the mount acts on the rider's initiative."), {who(e, rider), who(e, mountId)}));
    mountsFollowRiders(e);
    return {};
}

LogMessage dismount(Encounter &e, const QString &rider)
{
    Combatant *k = e.combat.combatant(rider);
    if (!k || k->mountedOn.isEmpty())
        return logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is not mounted."), {who(e, rider)});
    if (LogMessage problem = payHalfSpeed(e, rider, false); !problem.isEmpty())
        return problem;
    k = e.combat.combatant(rider);
    log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 dismounts %2."), {who(e, rider), who(e, k->mountedOn)}));
    k->mountedOn.clear();
    return {};
}

bool isControlledMount(const Encounter &e, const QString &id)
{
    return isFiveEFamily(e.ruleset) && !riderOf(e, id).isEmpty();
}

QString riderOf(const Encounter &e, const QString &mountId)
{
    for (const Combatant &k : e.combat.order)
        if (k.mountedOn == mountId && !mountId.isEmpty())
            return k.id;
    return {};
}

} // namespace bm::combat
