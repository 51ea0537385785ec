#include "combat/combat.h"

#include "rules/movement.h"

#include "model/encounter.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace bm {

namespace {

Creature *creatureOf(Encounter &e, const QString &id)
{
    const int i = e.creatureIndex(id);
    return i < 0 ? nullptr : &e.creatures[std::size_t(i)];
}

QString nameOf(const Encounter &e, const QString &id)
{
    const Creature *c = e.creature(id);
    return c ? (c->name.isEmpty() ? c->id : c->name) : id;
}

void addCondition(Creature &c, const QString &condition)
{
    if (!condition.isEmpty() && !c.conditions.contains(condition))
        c.conditions << condition;
}

void dropCondition(Creature &c, const QString &condition)
{
    c.conditions.removeAll(condition);
}

// Party and ally creatures are the player characters and their friends: they fall
// unconscious and make death saves; monsters die at 0 HP unless told otherwise.
bool makesDeathSaves(const Creature &c, const Combatant *k)
{
    return c.side == Side::Party || c.side == Side::Ally || (k && k->deathSaves);
}

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

void die(Encounter &e, Creature &c, Combatant *k, const QString &why)
{
    addCondition(c, QStringLiteral("dead"));
    addCondition(c, QStringLiteral("prone"));
    dropCondition(c, QStringLiteral("unconscious"));
    if (k) {
        k->downed = false;
        k->dying = 0;
    }
    combat::log(e, why.isEmpty() ? QCoreApplication::translate("Combat", "%1 dies.").arg(c.name) : QCoreApplication::translate("Combat", "%1 dies (%2).").arg(c.name, why));
}

void resetDeath(Combatant *k)
{
    if (!k)
        return;
    k->deathSuccesses = 0;
    k->deathFailures = 0;
    k->stable = false;
}

// Back on your feet in the fight (healing, a natural 20): no longer unconscious from 0 HP.
void revive(Encounter &e, Creature &c, Combatant *k)
{
    dropCondition(c, QStringLiteral("unconscious"));
    if (!k)
        return;
    if (e.ruleset == Ruleset::Pf2e && k->dying > 0) {
        k->dying = 0;
        ++k->wounded; // pf2e: losing the dying condition raises wounded by 1
    }
    k->downed = false;
    resetDeath(k);
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
                QStringList parts;
                for (std::size_t a = i; a < j; ++a)
                    parts << QStringLiteral("%1 %2").arg(nameOf(e, order[a].id)).arg(order[a].rollOff);
                combat::log(e, QCoreApplication::translate("Combat", "Initiative tie at %1, roll-off: %2").arg(init(order[i])).arg(parts.join(QStringLiteral(", "))));
            }
        }
        i = j;
    }
}

void resetEconomy(Encounter &e, Combatant &k)
{
    Creature *c = creatureOf(e, k.id);
    k.actionUsed = k.bonusActionUsed = k.reactionUsed = k.dashed = false;
    k.movementSpent = 0;
    k.diagonals = 0;
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
            combat::log(e, QCoreApplication::translate("Combat", "%1 is stunned and loses %n action(s).", nullptr, lost).arg(c->name));
            if (!byDuration) {
                Effect &s = e.combat.effects[std::size_t(stunIndex)];
                s.value -= lost;
                if (s.value <= 0)
                    combat::removeEffect(e, stunIndex, true);
            }
        } else if (slowed > 0) {
            n = std::max(0, n - slowed);
            combat::log(e, QCoreApplication::translate("Combat", "%1 is slowed and loses %n action(s).", nullptr, slowed).arg(c->name));
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
            combat::log(e, QCoreApplication::translate("Combat", "%1 is surprised: no move or action this turn.").arg(c->name));
    }
}

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
            combat::log(e, QCoreApplication::translate("Combat", "Round %1 (%2)").arg(s.round).arg(combat::elapsedText(e)));
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

QJsonObject withExtra(QJsonObject o, const QJsonObject &extra)
{
    for (auto it = extra.begin(); it != extra.end(); ++it)
        if (!o.contains(it.key()))
            o.insert(it.key(), it.value());
    return o;
}

} // namespace

// ---------------------------------------------------------------- state

bool CombatState::isEmpty() const
{
    return !active && order.empty() && effects.empty() && worldActions.empty() && countdowns.empty() && log.empty()
        && round == 0 && turn.isEmpty() && extra.isEmpty();
}

int CombatState::indexOf(const QString &id) const
{
    for (std::size_t i = 0; i < order.size(); ++i)
        if (order[i].id == id)
            return int(i);
    return -1;
}

const Combatant *CombatState::combatant(const QString &id) const
{
    const int i = indexOf(id);
    return i < 0 ? nullptr : &order[std::size_t(i)];
}

Combatant *CombatState::combatant(const QString &id)
{
    const int i = indexOf(id);
    return i < 0 ? nullptr : &order[std::size_t(i)];
}

// ---------------------------------------------------------------- JSON

namespace {

struct Reader {
    std::vector<CombatReadIssue> *errors;
    void error(const QString &field, const QString &message)
    {
        if (errors)
            errors->push_back({field, message});
    }
    bool boolean(const QJsonObject &o, const char *key, const QString &path, bool fallback)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isBool()) {
            error(path + QLatin1Char('.') + QLatin1String(key), QCoreApplication::translate("EncounterReader", "must be true or false"));
            return fallback;
        }
        return v.toBool();
    }
    double number(const QJsonObject &o, const char *key, const QString &path, double fallback)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isDouble() || !std::isfinite(v.toDouble())) {
            error(path + QLatin1Char('.') + QLatin1String(key), QCoreApplication::translate("EncounterReader", "must be a number"));
            return fallback;
        }
        return v.toDouble();
    }
    int integer(const QJsonObject &o, const char *key, const QString &path, int fallback, int lo = -1000000,
                int hi = 1000000)
    {
        const double d = number(o, key, path, fallback);
        if (d < lo || d > hi || d != std::floor(d)) {
            error(path + QLatin1Char('.') + QLatin1String(key),
                  QCoreApplication::translate("EncounterReader", "must be a whole number from %1 to %2").arg(lo).arg(hi));
            return fallback;
        }
        return int(d);
    }
    QString string(const QJsonObject &o, const char *key, const QString &path)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isString()) {
            error(path + QLatin1Char('.') + QLatin1String(key), QCoreApplication::translate("EncounterReader", "must be a string"));
            return {};
        }
        return v.toString();
    }
    QJsonArray array(const QJsonObject &o, const char *key, const QString &path)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isArray()) {
            error(path + QLatin1Char('.') + QLatin1String(key), QCoreApplication::translate("EncounterReader", "must be a list"));
            return {};
        }
        return v.toArray();
    }
};

QJsonObject unknown(const QJsonObject &o, std::initializer_list<const char *> known)
{
    QJsonObject extra = o;
    for (const char *k : known)
        extra.remove(QLatin1String(k));
    return extra;
}

} // namespace

CombatState combatFromJson(const QJsonObject &o, std::vector<CombatReadIssue> *errors)
{
    Reader r{errors};
    CombatState s;
    const QString root = QStringLiteral("combat");
    s.round = r.integer(o, "round", root, 0, 0, 1000000);
    s.turn = r.string(o, "turn", root);
    s.active = r.boolean(o, "active", root, !s.turn.isEmpty());
    s.instigators = r.string(o, "instigators", root);

    // `order` lists ids; `combatants` holds each one's tracker state (in any order).
    std::vector<Combatant> details;
    // Also accepted: an object keyed by id ({"gob1": {"reactionUsed": true}}), as hand-written
    // files and the shared acceptance cases write it; it is saved back as the list.
    QJsonArray ks;
    if (const QJsonValue kv = o.value(QLatin1String("combatants")); kv.isObject()) {
        const QJsonObject byId = kv.toObject();
        for (auto it = byId.begin(); it != byId.end(); ++it) {
            if (!it.value().isObject()) {
                r.error(QStringLiteral("combat.combatants.") + it.key(), QCoreApplication::translate("EncounterReader", "must be an object"));
                continue;
            }
            QJsonObject k = it.value().toObject();
            k.insert(QStringLiteral("id"), it.key());
            ks.append(k);
        }
    } else {
        ks = r.array(o, "combatants", root);
    }
    for (qsizetype i = 0; i < ks.size(); ++i) {
        const QString p = QStringLiteral("combat.combatants[%1]").arg(i);
        if (!ks[i].isObject()) {
            r.error(p, QCoreApplication::translate("EncounterReader", "must be an object"));
            continue;
        }
        const QJsonObject k = ks[i].toObject();
        Combatant c;
        c.id = r.string(k, "id", p);
        if (c.id.isEmpty())
            r.error(p + QStringLiteral(".id"), QCoreApplication::translate("EncounterReader", "is required"));
        c.roll = r.integer(k, "roll", p, 0, 0, 1000);
        c.rollOff = r.integer(k, "rollOff", p, 0, 0, 1000);
        c.check = r.string(k, "check", p);
        c.surprised = r.boolean(k, "surprised", p, false);
        c.hadTurn = r.boolean(k, "hadTurn", p, false);
        c.delaying = r.boolean(k, "delaying", p, false);
        c.readied = r.string(k, "readied", p);
        c.mountedOn = r.string(k, "mountedOn", p);
        c.actionUsed = r.boolean(k, "actionUsed", p, false);
        c.bonusActionUsed = r.boolean(k, "bonusActionUsed", p, false);
        c.reactionUsed = r.boolean(k, "reactionUsed", p, false);
        c.dashed = r.boolean(k, "dashed", p, false);
        c.movementSpent = std::max(0.0, r.number(k, "movementSpent", p, 0));
        c.diagonals = r.integer(k, "diagonals", p, 0, 0, 1000000);
        c.actions = r.integer(k, "actions", p, 3, 0, 10);
        c.actionsMax = r.integer(k, "actionsMax", p, 3, 0, 10);
        c.deathSuccesses = r.integer(k, "deathSuccesses", p, 0, 0, 3);
        c.deathFailures = r.integer(k, "deathFailures", p, 0, 0, 3);
        c.stable = r.boolean(k, "stable", p, false);
        c.downed = r.boolean(k, "downed", p, false);
        c.dying = r.integer(k, "dying", p, 0, 0, 10);
        c.wounded = r.integer(k, "wounded", p, 0, 0, 10);
        c.fatigue = r.integer(k, "fatigue", p, 0, 0, 10);
        c.strife = r.integer(k, "strife", p, 0, 0, 10);
        c.deathSaves = r.boolean(k, "deathSaves", p, false);
        c.extra = unknown(k, {"id", "roll", "rollOff", "check", "surprised", "hadTurn", "delaying", "readied", "mountedOn",
                              "actionUsed", "bonusActionUsed", "reactionUsed", "dashed", "movementSpent", "diagonals",
                              "actions", "actionsMax", "deathSuccesses", "deathFailures", "stable", "downed", "dying",
                              "wounded", "fatigue", "strife", "deathSaves"});
        details.push_back(std::move(c));
    }
    const QJsonArray order = r.array(o, "order", root);
    for (qsizetype i = 0; i < order.size(); ++i) {
        if (!order[i].isString()) {
            r.error(QStringLiteral("combat.order[%1]").arg(i), QCoreApplication::translate("EncounterReader", "must be a creature id"));
            continue;
        }
        const QString id = order[i].toString();
        Combatant c;
        c.id = id;
        for (const Combatant &d : details)
            if (d.id == id)
                c = d;
        s.order.push_back(std::move(c));
    }
    for (const Combatant &d : details) // state of a creature the order leaves out: keep it at the end
        if (!d.id.isEmpty() && s.indexOf(d.id) < 0)
            s.order.push_back(d);

    const QJsonArray fx = r.array(o, "effects", root);
    for (qsizetype i = 0; i < fx.size(); ++i) {
        const QString p = QStringLiteral("combat.effects[%1]").arg(i);
        if (!fx[i].isObject()) {
            r.error(p, QCoreApplication::translate("EncounterReader", "must be an object"));
            continue;
        }
        const QJsonObject f = fx[i].toObject();
        Effect e;
        e.name = r.string(f, "name", p);
        e.target = r.string(f, "target", p);
        e.source = r.string(f, "source", p);
        e.condition = r.string(f, "condition", p);
        e.value = r.integer(f, "value", p, 0, 0, 100);
        if (f.contains(QLatin1String("rounds")) && !f.value(QLatin1String("rounds")).isNull())
            e.rounds = r.integer(f, "rounds", p, 1, 0, 1000000);
        const QString tick = r.string(f, "tick", p);
        if (tick == QLatin1String("end"))
            e.tick = Tick::End;
        else if (!tick.isEmpty() && tick != QLatin1String("start"))
            r.error(p + QStringLiteral(".tick"), QCoreApplication::translate("EncounterReader", "must be \"start\" or \"end\", not \"%1\"").arg(tick));
        e.of = r.string(f, "of", p);
        e.persistent = r.string(f, "persistent", p);
        if (!e.persistent.isEmpty()) {
            QString why;
            if (!parseDice(e.persistent, &why))
                r.error(p + QStringLiteral(".persistent"), why);
        }
        e.damageType = r.string(f, "damageType", p);
        e.extra = unknown(f, {"name", "target", "source", "condition", "value", "rounds", "tick", "of", "persistent", "damageType"});
        s.effects.push_back(std::move(e));
    }
    const QJsonArray was = r.array(o, "worldActions", root);
    for (qsizetype i = 0; i < was.size(); ++i) {
        const QString p = QStringLiteral("combat.worldActions[%1]").arg(i);
        const QJsonObject w = was[i].toObject();
        if (!was[i].isObject()) {
            r.error(p, QCoreApplication::translate("EncounterReader", "must be an object"));
            continue;
        }
        WorldAction a;
        a.name = r.string(w, "name", p);
        a.recharge = r.integer(w, "recharge", p, 0, 0, 6);
        a.available = r.boolean(w, "available", p, true);
        a.extra = unknown(w, {"name", "recharge", "available"});
        s.worldActions.push_back(std::move(a));
    }
    const QJsonArray cds = r.array(o, "countdowns", root);
    for (qsizetype i = 0; i < cds.size(); ++i) {
        const QString p = QStringLiteral("combat.countdowns[%1]").arg(i);
        const QJsonObject w = cds[i].toObject();
        if (!cds[i].isObject()) {
            r.error(p, QCoreApplication::translate("EncounterReader", "must be an object"));
            continue;
        }
        Countdown c;
        c.name = r.string(w, "name", p);
        c.dice = r.integer(w, "dice", p, 0, 0, 100);
        c.removeFrom = r.integer(w, "removeFrom", p, 6, 4, 6);
        c.ended = r.boolean(w, "ended", p, false);
        c.extra = unknown(w, {"name", "dice", "removeFrom", "ended"});
        s.countdowns.push_back(std::move(c));
    }
    const QJsonArray log = r.array(o, "log", root);
    for (qsizetype i = 0; i < log.size(); ++i) {
        LogEntry l;
        if (log[i].isString()) {
            l.text = log[i].toString();
        } else if (log[i].isObject()) {
            const QJsonObject w = log[i].toObject();
            const QString p = QStringLiteral("combat.log[%1]").arg(i);
            l.round = r.integer(w, "round", p, 0, 0, 1000000);
            l.text = r.string(w, "text", p);
            l.extra = unknown(w, {"round", "text"});
        } else {
            r.error(QStringLiteral("combat.log[%1]").arg(i), QCoreApplication::translate("EncounterReader", "must be a string or an object"));
            continue;
        }
        s.log.push_back(std::move(l));
    }
    s.extra = unknown(o, {"round", "turn", "active", "instigators", "combatants", "order", "effects", "worldActions",
                          "countdowns", "log"});
    return s;
}

QJsonObject combatToJson(const CombatState &s)
{
    QJsonObject o;
    o.insert(QStringLiteral("round"), s.round);
    if (!s.turn.isEmpty())
        o.insert(QStringLiteral("turn"), s.turn);
    o.insert(QStringLiteral("active"), s.active);
    if (!s.instigators.isEmpty())
        o.insert(QStringLiteral("instigators"), s.instigators);
    QJsonArray order, ks;
    for (const Combatant &c : s.order) {
        order.append(c.id);
        QJsonObject k{{QStringLiteral("id"), c.id}};
        const auto flag = [&](const char *key, bool v) {
            if (v)
                k.insert(QLatin1String(key), true);
        };
        const auto num = [&](const char *key, double v, double dflt = 0) {
            if (v != dflt)
                k.insert(QLatin1String(key), v);
        };
        num("roll", c.roll);
        num("rollOff", c.rollOff);
        if (!c.check.isEmpty())
            k.insert(QStringLiteral("check"), c.check);
        flag("surprised", c.surprised);
        flag("hadTurn", c.hadTurn);
        flag("delaying", c.delaying);
        if (!c.readied.isEmpty())
            k.insert(QStringLiteral("readied"), c.readied);
        if (!c.mountedOn.isEmpty())
            k.insert(QStringLiteral("mountedOn"), c.mountedOn);
        flag("actionUsed", c.actionUsed);
        flag("bonusActionUsed", c.bonusActionUsed);
        flag("reactionUsed", c.reactionUsed);
        flag("dashed", c.dashed);
        num("movementSpent", c.movementSpent);
        num("diagonals", c.diagonals);
        num("actions", c.actions, 3);
        num("actionsMax", c.actionsMax, 3);
        num("deathSuccesses", c.deathSuccesses);
        num("deathFailures", c.deathFailures);
        flag("stable", c.stable);
        flag("downed", c.downed);
        num("dying", c.dying);
        num("wounded", c.wounded);
        num("fatigue", c.fatigue);
        num("strife", c.strife);
        flag("deathSaves", c.deathSaves);
        ks.append(withExtra(k, c.extra));
    }
    o.insert(QStringLiteral("order"), order);
    if (!ks.isEmpty())
        o.insert(QStringLiteral("combatants"), ks);
    if (!s.effects.empty()) {
        QJsonArray a;
        for (const Effect &f : s.effects) {
            QJsonObject j{{QStringLiteral("name"), f.name}, {QStringLiteral("target"), f.target}};
            if (!f.source.isEmpty())
                j.insert(QStringLiteral("source"), f.source);
            if (!f.condition.isEmpty())
                j.insert(QStringLiteral("condition"), f.condition);
            if (f.value)
                j.insert(QStringLiteral("value"), f.value);
            if (f.rounds) {
                j.insert(QStringLiteral("rounds"), *f.rounds);
                j.insert(QStringLiteral("tick"), f.tick == Tick::End ? QStringLiteral("end") : QStringLiteral("start"));
            }
            if (!f.of.isEmpty())
                j.insert(QStringLiteral("of"), f.of);
            if (!f.persistent.isEmpty())
                j.insert(QStringLiteral("persistent"), f.persistent);
            if (!f.damageType.isEmpty())
                j.insert(QStringLiteral("damageType"), f.damageType);
            a.append(withExtra(j, f.extra));
        }
        o.insert(QStringLiteral("effects"), a);
    }
    if (!s.worldActions.empty()) {
        QJsonArray a;
        for (const WorldAction &w : s.worldActions)
            a.append(withExtra(QJsonObject{{QStringLiteral("name"), w.name},
                                           {QStringLiteral("recharge"), w.recharge},
                                           {QStringLiteral("available"), w.available}},
                               w.extra));
        o.insert(QStringLiteral("worldActions"), a);
    }
    if (!s.countdowns.empty()) {
        QJsonArray a;
        for (const Countdown &c : s.countdowns)
            a.append(withExtra(QJsonObject{{QStringLiteral("name"), c.name},
                                           {QStringLiteral("dice"), c.dice},
                                           {QStringLiteral("removeFrom"), c.removeFrom},
                                           {QStringLiteral("ended"), c.ended}},
                               c.extra));
        o.insert(QStringLiteral("countdowns"), a);
    }
    QJsonArray log;
    for (const LogEntry &l : s.log)
        log.append(withExtra(QJsonObject{{QStringLiteral("round"), l.round}, {QStringLiteral("text"), l.text}}, l.extra));
    o.insert(QStringLiteral("log"), log);
    return withExtra(o, s.extra);
}

// ---------------------------------------------------------------- combat

namespace combat {

void log(Encounter &e, const QString &text)
{
    e.combat.log.push_back({e.combat.round, text, {}});
}

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
            return QCoreApplication::translate("Combat", l.label);
    return check;
}

QString defaultCheck(Ruleset r)
{
    return r == Ruleset::Pf2e ? QStringLiteral("perception") : QStringLiteral("dex");
}

int checkBonus(const Creature &c, const QString &check)
{
    const QJsonValue v = c.extra.value(QLatin1String("checks")).toObject().value(check);
    return v.isDouble() ? v.toInt() : c.initiativeBonus;
}

QString initiativeGroup(const Creature &c)
{
    return c.extra.value(QLatin1String(kInitiativeGroupField)).toString();
}

double roundSeconds(const Encounter &e)
{
    return e.options.roundSeconds.value_or(6.0);
}

QString elapsedText(const Encounter &e)
{
    const qint64 s = qint64(std::llround(std::max(0, e.combat.round - 1) * roundSeconds(e)));
    if (s < 60)
        return QCoreApplication::translate("Combat", "%1 s").arg(s);
    if (s < 3600)
        return s % 60 ? QCoreApplication::translate("Combat", "%1 min %2 s").arg(s / 60).arg(s % 60) : QCoreApplication::translate("Combat", "%1 min").arg(s / 60);
    return QCoreApplication::translate("Combat", "%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
}

namespace {

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
    const RollMode mode = combine(asked == RollMode::Advantage || instigator,
                                  asked == RollMode::Disadvantage || surprised2024);
    const int bonus = checkBonus(*c, k.check);
    const DiceRoll r = dice.d20(bonus, mode);
    k.roll = r.natural;
    k.rollOff = 0;
    c->initiative = r.total;
    QString text = QCoreApplication::translate("Combat", "%1 rolls initiative (%2): %3").arg(c->name, checkLabel(k.check), r.text());
    const QString group = isFiveEFamily(e.ruleset) ? initiativeGroup(*c) : QString();
    if (done)
        *done << k.id;
    if (!group.isEmpty()) {
        QStringList shared;
        for (Combatant &o : e.combat.order) {
            Creature *oc = creatureOf(e, o.id);
            if (o.id == k.id || !oc || initiativeGroup(*oc) != group || (done && done->contains(o.id)))
                continue;
            o.roll = r.natural;
            o.rollOff = 0;
            oc->initiative = r.natural + checkBonus(*oc, k.check);
            o.check = k.check;
            shared << oc->name;
            if (done)
                *done << o.id;
        }
        if (!shared.isEmpty())
            text += QCoreApplication::translate("Combat", " (group roll, also %1)").arg(shared.join(QStringLiteral(", ")));
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
    log(e, QCoreApplication::translate("Combat", "Tie order: %1 before %2").arg(nameOf(e, order[std::size_t(std::min(ia, ib))].id),
                                            nameOf(e, order[std::size_t(std::max(ia, ib))].id)));
    return true;
}

void start(Encounter &e, Dice &dice, const StartOptions &options)
{
    CombatState &s = e.combat;
    const CombatState before = s;
    s.active = true;
    s.round = 1;
    s.turn.clear();
    s.instigators = options.instigators;
    std::vector<Combatant> order;
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
            k.strife = old->strife;
            k.wounded = old->wounded;
            k.deathSaves = old->deathSaves;
            k.extra = old->extra;
        }
        k.id = id;
        // Surprised: named by the GM, or marked with the `surprised` condition beforehand.
        k.surprised = options.surprised.contains(id) || e.creature(id)->has(QStringLiteral("surprised"));
        if (k.check.isEmpty())
            k.check = defaultCheck(e.ruleset);
        order.push_back(k);
    }
    s.order = std::move(order);
    log(e, QCoreApplication::translate("Combat", "Combat starts (%1 combatants).").arg(s.order.size()));
    QStringList done;
    for (Combatant &k : s.order) {
        if (done.contains(k.id))
            continue;
        Creature *c = creatureOf(e, k.id);
        if (options.keepEnteredInitiative && c && c->initiative) {
            k.roll = 0;
            done << k.id;
            log(e, QCoreApplication::translate("Combat", "%1's initiative is %2 (entered).").arg(c->name).arg(*c->initiative));
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
            log(e, QCoreApplication::translate("Combat", "%1 is surprised.").arg(c->name));
        } else if (e.ruleset == Ruleset::Pf2e) {
            k.surprised = false; // pf2e has no surprise step (RULES.md 8)
        }
    }
    sortOrder(e, dice);
    log(e, QCoreApplication::translate("Combat", "Round 1 (%1)").arg(elapsedText(e)));
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
    log(e, QCoreApplication::translate("Combat", "Combat ends after %n round(s) (%1).", nullptr, s.round).arg(elapsedText(e)));
    for (Combatant &k : s.order) {
        if (!k.surprised)
            continue;
        if (Creature *c = creatureOf(e, k.id))
            dropCondition(*c, QStringLiteral("surprised"));
        k.surprised = false;
    }
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
    log(e, QCoreApplication::translate("Combat", "%1's initiative set to %2.").arg(c->name).arg(value));
    sortOrder(e, dice);
}

void setCheck(Encounter &e, const QString &id, const QString &check)
{
    if (Combatant *k = e.combat.combatant(id))
        k->check = check;
}

void startTurn(Encounter &e, Dice &dice)
{
    CombatState &s = e.combat;
    Combatant *k = s.combatant(s.turn);
    Creature *c = creatureOf(e, s.turn);
    if (!k || !c)
        return;
    log(e, QCoreApplication::translate("Combat", "%1's turn.").arg(c->name));
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
    for (int i = 0; i < int(s.effects.size()); ++i) {
        Effect &f = s.effects[std::size_t(i)];
        if (!f.rounds || f.tick != Tick::End || effectOwner(f) != id)
            continue;
        if (--*f.rounds <= 0) {
            removeEffect(e, i, true);
            --i;
        }
    }
    // … then persistent damage with its DC 15 flat check (pf2e) …
    for (int i = 0; i < int(s.effects.size()); ++i) {
        const Effect f = s.effects[std::size_t(i)];
        if (f.target != id || f.persistent.isEmpty())
            continue;
        const auto r = dice.roll(f.persistent);
        if (r) {
            log(e, QCoreApplication::translate("Combat", "%1 takes persistent %2 damage: %3").arg(c->name, f.damageType.isEmpty() ? f.name : f.damageType, r->text()));
            damage(e, dice, id, r->total, f.damageType);
        }
        const DiceRoll flat = dice.d20(0);
        if (flat.total >= 15) {
            log(e, QCoreApplication::translate("Combat", "Flat check %1 (DC 15): %2's %3 ends.").arg(flat.total).arg(nameOf(e, id), f.name));
            removeEffect(e, i, false);
            --i;
        } else {
            log(e, QCoreApplication::translate("Combat", "Flat check %1 (DC 15): %2 continues.").arg(flat.total).arg(f.name));
        }
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
                log(e, QCoreApplication::translate("Combat", "%1 is now frightened %2.").arg(nameOf(e, id)).arg(f.value));
            }
        }
    }
    Combatant *k = s.combatant(id);
    c = creatureOf(e, id);
    if (k && c && k->surprised && !k->hadTurn) {
        k->surprised = false;
        k->reactionUsed = false; // its reaction comes back once the surprised turn is over
        dropCondition(*c, QStringLiteral("surprised"));
        log(e, QCoreApplication::translate("Combat", "%1 is no longer surprised.").arg(c->name));
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
            log(e, QCoreApplication::translate("Combat", "Back to %1's turn (round %2).").arg(c->name).arg(s.round));
            return;
        }
    }
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
        log(e, QCoreApplication::translate("Combat", "%1 joins the fight at initiative %2.").arg(c->name).arg(*initiative));
    } else {
        rollFor(e, dice, e.combat.order.back(), RollMode::Normal, nullptr);
        log(e, QCoreApplication::translate("Combat", "%1 joins the fight.").arg(c->name));
    }
    Combatant added = e.combat.order.back();
    e.combat.order.pop_back();
    auto &order = e.combat.order;
    std::size_t at = 0;
    while (at < order.size()) {
        const Creature *o = e.creature(order[at].id);
        if (o && o->initiative && *o->initiative < *c->initiative)
            break;
        ++at;
    }
    order.insert(order.begin() + std::ptrdiff_t(at), added);
}

void removeCombatant(Encounter &e, const QString &id)
{
    CombatState &s = e.combat;
    const int i = s.indexOf(id);
    if (i < 0)
        return;
    log(e, QCoreApplication::translate("Combat", "%1 leaves the fight.").arg(nameOf(e, id)));
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
    log(e, QCoreApplication::translate("Combat", "%1 delays.").arg(nameOf(e, id)));
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
    log(e, QCoreApplication::translate("Combat", "%1 stops delaying and acts next.").arg(nameOf(e, id)));
}

void ready(Encounter &e, const QString &id, const QString &trigger)
{
    Combatant *k = e.combat.combatant(id);
    if (!k)
        return;
    k->readied = trigger.isEmpty() ? QCoreApplication::translate("Combat", "readied action") : trigger;
    log(e, QCoreApplication::translate("Combat", "%1 readies: %2.").arg(nameOf(e, id), k->readied));
}

void triggerReadied(Encounter &e, const QString &id)
{
    Combatant *k = e.combat.combatant(id);
    if (!k || k->readied.isEmpty())
        return;
    log(e, QCoreApplication::translate("Combat", "%1's readied action goes off (%2); its reaction is spent.").arg(nameOf(e, id), k->readied));
    k->readied.clear();
    k->reactionUsed = true;
}

void mount(Encounter &e, const QString &rider, const QString &mountId)
{
    Combatant *k = e.combat.combatant(rider);
    if (!k || !e.combat.combatant(mountId) || rider == mountId)
        return;
    k->mountedOn = mountId;
    log(e, QCoreApplication::translate("Combat", "%1 mounts %2; the mount acts on the rider's initiative.").arg(nameOf(e, rider), nameOf(e, mountId)));
    mountsFollowRiders(e);
}

void dismount(Encounter &e, const QString &rider)
{
    Combatant *k = e.combat.combatant(rider);
    if (!k || k->mountedOn.isEmpty())
        return;
    log(e, QCoreApplication::translate("Combat", "%1 dismounts %2.").arg(nameOf(e, rider), nameOf(e, k->mountedOn)));
    k->mountedOn.clear();
}

QString riderOf(const Encounter &e, const QString &mountId)
{
    for (const Combatant &k : e.combat.order)
        if (k.mountedOn == mountId && !mountId.isEmpty())
            return k.id;
    return {};
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

void recordMove(Encounter &e, const QString &id, const PathResult &path)
{
    int diagonals = 0;
    for (std::size_t k = 1; k < path.path.size(); ++k)
        diagonals += (path.path[k].x != path.path[k - 1].x && path.path[k].y != path.path[k - 1].y) ? 1 : 0;
    recordMove(e, id, path.costFeet, diagonals, path.actions);
}

void recordMove(Encounter &e, const QString &id, double feet, int diagonals, int strides)
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
    if (!k->dashed && k->movementSpent > c->speed.walk + 1e-9) {
        k->dashed = true; // the move needed Dash: it takes the action
        k->actionUsed = true;
        log(e, QCoreApplication::translate("Combat", "%1 dashes.").arg(c->name));
    }
}

double movementLeft(const Encounter &e, const QString &id)
{
    const Combatant *k = e.combat.combatant(id);
    const Creature *c = e.creature(id);
    if (!c)
        return 0;
    const double speed = c->speed.walk;
    if (!k)
        return speed;
    return std::max(0.0, speed * (k->dashed ? 2 : 1) - k->movementSpent);
}

QString effectText(const Effect &f)
{
    QString s = f.name.isEmpty() ? f.condition : f.name;
    if (f.value > 0 && !f.condition.isEmpty())
        s += QStringLiteral(" %1").arg(f.value);
    if (!f.persistent.isEmpty())
        s += QStringLiteral(" (%1 %2)").arg(f.persistent, f.damageType).trimmed();
    if (f.rounds)
        s += QCoreApplication::translate("Combat", " (%n round(s))", nullptr, *f.rounds);
    return s;
}

void addEffect(Encounter &e, Effect effect)
{
    Creature *c = creatureOf(e, effect.target);
    if (!c)
        return;
    if (effect.name.isEmpty())
        effect.name = effect.condition;
    if (!effect.condition.isEmpty())
        addCondition(*c, effect.condition);
    log(e, QCoreApplication::translate("Combat", "%1 gains %2.").arg(c->name, effectText(effect)));
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

void removeEffect(Encounter &e, int index, bool expired)
{
    auto &fx = e.combat.effects;
    if (index < 0 || index >= int(fx.size()))
        return;
    const Effect f = fx[std::size_t(index)];
    fx.erase(fx.begin() + index);
    Creature *c = creatureOf(e, f.target);
    if (c && !f.condition.isEmpty()) {
        bool still = false;
        for (const Effect &o : fx)
            still = still || (o.target == f.target && o.condition == f.condition);
        if (!still)
            dropCondition(*c, f.condition);
    }
    const QString who = c ? c->name : f.target;
    log(e, expired ? QCoreApplication::translate("Combat", "%1 on %2 expires.").arg(f.name, who) : QCoreApplication::translate("Combat", "%1 on %2 ends.").arg(f.name, who));
}

void setCondition(Encounter &e, const QString &id, const QString &condition, bool on)
{
    Creature *c = creatureOf(e, id);
    if (!c || condition.isEmpty() || c->has(condition) == on)
        return;
    if (on) {
        addCondition(*c, condition);
        log(e, QCoreApplication::translate("Combat", "%1 is %2.").arg(c->name, condition));
    } else {
        dropCondition(*c, condition);
        for (int i = int(e.combat.effects.size()) - 1; i >= 0; --i)
            if (e.combat.effects[std::size_t(i)].target == id && e.combat.effects[std::size_t(i)].condition == condition)
                e.combat.effects.erase(e.combat.effects.begin() + i);
        log(e, QCoreApplication::translate("Combat", "%1 is no longer %2.").arg(c->name, condition));
    }
}

namespace {

bool listed(const QJsonValue &v, const QString &type)
{
    if (type.isEmpty())
        return false;
    if (v.isArray())
        return v.toArray().contains(type);
    if (v.isObject())
        return v.toObject().contains(type);
    return false;
}

int valueFor(const QJsonValue &v, const QString &type)
{
    if (type.isEmpty() || !v.isObject())
        return 0;
    return v.toObject().value(type).toInt();
}

} // namespace

DamageResult damage(Encounter &e, Dice &dice, const QString &id, int amount, const QString &type, bool critical)
{
    Q_UNUSED(dice);
    DamageResult out;
    Creature *c = creatureOf(e, id);
    if (!c || amount <= 0)
        return out;
    Combatant *k = e.combat.combatant(id);
    const QJsonObject &x = c->extra;
    int dealt = amount;
    if (listed(x.value(QLatin1String("immunities")), type)) {
        dealt = 0;
        out.note = QCoreApplication::translate("Combat", "immune");
    } else if (e.ruleset == Ruleset::Pf2e) {
        const int weak = valueFor(x.value(QLatin1String("weaknesses")), type);
        const int resist = valueFor(x.value(QLatin1String("resistances")), type);
        dealt = std::max(0, dealt + weak - resist);
        if (weak)
            out.note = QCoreApplication::translate("Combat", "weakness %1").arg(weak);
        if (resist)
            out.note = QCoreApplication::translate("Combat", "resistance %1").arg(resist);
    } else {
        // 5e family: resistance halves (rounded down), vulnerability doubles; each once.
        if (listed(x.value(QLatin1String("resistances")), type)) {
            dealt /= 2;
            out.note = QCoreApplication::translate("Combat", "resisted");
        }
        if (listed(x.value(QLatin1String("vulnerabilities")), type)) {
            dealt *= 2;
            out.note = out.note.isEmpty() ? QCoreApplication::translate("Combat", "vulnerable") : QCoreApplication::translate("Combat", "resisted and vulnerable");
        }
    }
    out.dealt = dealt;
    out.toTemp = std::min(c->tempHp, dealt);
    c->tempHp -= out.toTemp;
    const int rest = dealt - out.toTemp;
    const QString typeText = type.isEmpty() ? QString() : QLatin1Char(' ') + type;
    QString line = QCoreApplication::translate("Combat", "%1 takes %2%3 damage").arg(c->name).arg(dealt).arg(typeText);
    if (!out.note.isEmpty())
        line += QStringLiteral(" (%1)").arg(out.note);
    if (out.toTemp)
        line += QCoreApplication::translate("Combat", ", %1 to temporary HP").arg(out.toTemp);
    if (c->isDead() || rest <= 0) {
        log(e, line + QLatin1Char('.'));
        return out;
    }
    if (c->hp <= 0 && (k ? k->downed : c->has(QStringLiteral("unconscious")))) {
        // Damage at 0 HP.
        log(e, line + QLatin1Char('.'));
        out.toHp = 0;
        if (!makesDeathSaves(*c, k)) {
            die(e, *c, k, {});
        } else if (e.ruleset == Ruleset::Pf2e) {
            if (k) {
                k->dying += critical ? 2 : 1;
                log(e, QCoreApplication::translate("Combat", "%1 is dying %2.").arg(c->name).arg(k->dying));
                if (k->dying >= 4)
                    die(e, *c, k, QCoreApplication::translate("Combat", "dying 4"));
            }
        } else if (isFiveEFamily(e.ruleset) && e.ruleset != Ruleset::A5e && rest >= c->maxHp && c->maxHp > 0) {
            die(e, *c, k, QCoreApplication::translate("Combat", "massive damage"));
        } else if (k) {
            k->stable = false;
            k->deathFailures = std::min(3, k->deathFailures + (critical && e.ruleset != Ruleset::A5e ? 2 : 1));
            log(e, QCoreApplication::translate("Combat", "%1 suffers a death save failure (%2 of 3).").arg(c->name).arg(k->deathFailures));
            if (k->deathFailures >= 3)
                die(e, *c, k, QCoreApplication::translate("Combat", "three failed death saves"));
        }
        return out;
    }
    out.toHp = std::min(rest, std::max(0, c->hp));
    c->hp -= rest;
    log(e, line + QCoreApplication::translate("Combat", " (%1 HP left).").arg(std::max(0, c->hp)));
    if (c->hp > 0)
        return out;
    const int overflow = -c->hp;
    c->hp = 0;
    if (!makesDeathSaves(*c, k)) {
        die(e, *c, k, {}); // monsters die at 0 HP by default
        return out;
    }
    if ((e.ruleset == Ruleset::Dnd2014 || e.ruleset == Ruleset::Dnd2024) && c->maxHp > 0 && overflow >= c->maxHp) {
        die(e, *c, k, QCoreApplication::translate("Combat", "massive damage"));
        return out;
    }
    addCondition(*c, QStringLiteral("unconscious"));
    addCondition(*c, QStringLiteral("prone"));
    if (k) {
        k->downed = true;
        resetDeath(k);
    }
    if (e.ruleset == Ruleset::Pf2e) {
        const int dying = (critical ? 2 : 1) + (k ? k->wounded : 0);
        if (k)
            k->dying = dying;
        log(e, QCoreApplication::translate("Combat", "%1 falls unconscious, dying %2.").arg(c->name).arg(dying));
        if (dying >= 4)
            die(e, *c, k, QCoreApplication::translate("Combat", "dying 4"));
    } else if (e.ruleset == Ruleset::A5e) {
        if (k)
            ++k->fatigue; // falling unconscious from damage inflicts a level of fatigue
        log(e, QCoreApplication::translate("Combat", "%1 falls unconscious and suffers a level of fatigue (%2).").arg(c->name).arg(k ? k->fatigue : 1));
    } else {
        log(e, QCoreApplication::translate("Combat", "%1 falls unconscious and is dying.").arg(c->name));
    }
    return out;
}

void heal(Encounter &e, const QString &id, int amount)
{
    Creature *c = creatureOf(e, id);
    if (!c || amount <= 0)
        return;
    if (c->isDead()) {
        log(e, QCoreApplication::translate("Combat", "%1 is dead: healing has no effect.").arg(c->name));
        return;
    }
    const int before = std::max(0, c->hp);
    c->hp = c->maxHp > 0 ? std::min(c->maxHp, before + amount) : before + amount;
    log(e, QCoreApplication::translate("Combat", "%1 regains %2 HP (%3 HP).").arg(c->name).arg(c->hp - before).arg(c->hp));
    Combatant *k = e.combat.combatant(id);
    if (before == 0 && c->hp > 0 && (c->has(QStringLiteral("unconscious")) || (k && k->downed)))
        revive(e, *c, k);
}

void setTempHp(Encounter &e, const QString &id, int amount)
{
    Creature *c = creatureOf(e, id);
    if (!c)
        return;
    // Temporary hit points don't stack: keep the higher.
    if (amount > c->tempHp) {
        c->tempHp = amount;
        log(e, QCoreApplication::translate("Combat", "%1 has %2 temporary HP.").arg(c->name).arg(amount));
    } else {
        log(e, QCoreApplication::translate("Combat", "%1 keeps %2 temporary HP (they don't stack).").arg(c->name).arg(c->tempHp));
    }
}

void deathSave(Encounter &e, Dice &dice, const QString &id)
{
    Creature *c = creatureOf(e, id);
    Combatant *k = e.combat.combatant(id);
    if (!c || !k || c->isDead())
        return;
    const DiceRoll r = dice.d20(0);
    const int nat = r.natural;
    if (nat == 20) {
        c->hp = std::max(c->hp, 1);
        log(e, QCoreApplication::translate("Combat", "%1's death save: natural 20, regains 1 HP and wakes up.").arg(c->name));
        revive(e, *c, k);
        return;
    }
    if (nat == 1 && e.ruleset != Ruleset::A5e) {
        k->deathFailures = std::min(3, k->deathFailures + 2);
        log(e, QCoreApplication::translate("Combat", "%1's death save: natural 1, two failures (%2 of 3).").arg(c->name).arg(k->deathFailures));
    } else if (nat >= 10) {
        ++k->deathSuccesses;
        log(e, QCoreApplication::translate("Combat", "%1's death save: %2, success (%3 of 3).").arg(c->name).arg(nat).arg(k->deathSuccesses));
    } else {
        k->deathFailures = std::min(3, k->deathFailures + 1);
        log(e, QCoreApplication::translate("Combat", "%1's death save: %2, failure (%3 of 3).").arg(c->name).arg(nat).arg(k->deathFailures));
        if (nat == 1) { // a5e: a natural 1 costs a level of fatigue and of strife
            ++k->fatigue;
            ++k->strife;
            log(e, QCoreApplication::translate("Combat", "%1 suffers a level of fatigue and of strife.").arg(c->name));
        }
    }
    if (k->deathFailures >= 3) {
        die(e, *c, k, QCoreApplication::translate("Combat", "three failed death saves"));
    } else if (k->deathSuccesses >= 3) {
        k->stable = true;
        k->deathSuccesses = k->deathFailures = 0;
        log(e, QCoreApplication::translate("Combat", "%1 is stable.").arg(c->name));
    }
}

void recoveryCheck(Encounter &e, Dice &dice, const QString &id)
{
    Creature *c = creatureOf(e, id);
    Combatant *k = e.combat.combatant(id);
    if (!c || !k || k->dying <= 0)
        return;
    // pf2e recovery check: a flat check against DC 10 + dying.
    const int dc = 10 + k->dying;
    const DiceRoll r = dice.d20(0);
    int degree = r.total >= dc + 10 ? 3 : r.total >= dc ? 2 : r.total <= dc - 10 ? 0 : 1;
    if (r.natural == 20)
        degree = std::min(3, degree + 1);
    if (r.natural == 1)
        degree = std::max(0, degree - 1);
    static const int kChange[] = {2, 1, -1, -2};
    k->dying = std::max(0, k->dying + kChange[degree]);
    static const char *kDegree[] = {QT_TRANSLATE_NOOP("Combat", "critical failure"), QT_TRANSLATE_NOOP("Combat", "failure"),
                                    QT_TRANSLATE_NOOP("Combat", "success"), QT_TRANSLATE_NOOP("Combat", "critical success")};
    log(e, QCoreApplication::translate("Combat", "%1's recovery check: %2 against DC %3, %4; dying %5.")
               .arg(c->name)
               .arg(r.total)
               .arg(dc)
               .arg(QCoreApplication::translate("Combat", kDegree[degree]))
               .arg(k->dying));
    if (k->dying >= 4) {
        die(e, *c, k, QCoreApplication::translate("Combat", "dying 4"));
    } else if (k->dying == 0) {
        k->stable = true;
        ++k->wounded;
        log(e, QCoreApplication::translate("Combat", "%1 is stable (wounded %2).").arg(c->name).arg(k->wounded));
    }
}

void stabilize(Encounter &e, const QString &id)
{
    Combatant *k = e.combat.combatant(id);
    Creature *c = creatureOf(e, id);
    if (!k || !c || !k->downed || c->isDead())
        return;
    k->stable = true;
    k->deathSuccesses = k->deathFailures = 0;
    if (k->dying > 0) {
        k->dying = 0;
        ++k->wounded;
    }
    log(e, QCoreApplication::translate("Combat", "%1 is stable.").arg(c->name));
}

void addWorldAction(Encounter &e, const QString &name, int recharge)
{
    e.combat.worldActions.push_back({name, std::clamp(recharge, 0, 6), true, {}});
    log(e, recharge > 0 ? QCoreApplication::translate("Combat", "World action: %1 (Recharge %2–6).").arg(name).arg(recharge) : QCoreApplication::translate("Combat", "World action: %1.").arg(name));
}

void useWorldAction(Encounter &e, Dice &dice, int index)
{
    if (index < 0 || index >= int(e.combat.worldActions.size()))
        return;
    WorldAction &w = e.combat.worldActions[std::size_t(index)];
    if (!w.available)
        return;
    log(e, QCoreApplication::translate("Combat", "The world acts: %1.").arg(w.name));
    if (w.recharge <= 0)
        return;
    // Roll at once; on a miss, again at the start of each round (A5E world actions).
    const int r = dice.die(6);
    w.available = r >= w.recharge;
    log(e, w.available ? QCoreApplication::translate("Combat", "%1 recharge: %2, regained.").arg(w.name).arg(r)
                       : QCoreApplication::translate("Combat", "%1 recharge: %2, not regained.").arg(w.name).arg(r));
}

void addCountdown(Encounter &e, const QString &name, int dice, int removeFrom)
{
    e.combat.countdowns.push_back({name, std::max(0, dice), std::clamp(removeFrom, 4, 6), dice <= 0, {}});
    log(e, QCoreApplication::translate("Combat", "Countdown %1: %n d6", nullptr, std::max(0, dice)).arg(name));
}

void startOfRound(Encounter &e, Dice &dice)
{
    CombatState &s = e.combat;
    for (WorldAction &w : s.worldActions) {
        if (w.available || w.recharge <= 0)
            continue;
        const int r = dice.die(6);
        w.available = r >= w.recharge;
        log(e, w.available ? QCoreApplication::translate("Combat", "%1 recharge: %2, regained.").arg(w.name).arg(r)
                           : QCoreApplication::translate("Combat", "%1 recharge: %2, not regained.").arg(w.name).arg(r));
    }
    for (Countdown &c : s.countdowns) {
        if (c.ended || c.dice <= 0)
            continue;
        QStringList faces;
        int removed = 0;
        for (int i = 0; i < c.dice; ++i) {
            const int r = dice.die(6);
            faces << QString::number(r);
            removed += r >= c.removeFrom ? 1 : 0;
        }
        c.dice -= removed;
        log(e, QCoreApplication::translate("Combat", "Countdown %1: [%2], %3 removed, %n left.", nullptr, c.dice).arg(c.name, faces.join(QStringLiteral(", "))).arg(removed));
        if (c.dice <= 0) {
            c.ended = true;
            log(e, QCoreApplication::translate("Combat", "Countdown %1 ends.").arg(c.name));
        }
    }
}

} // namespace combat
} // namespace bm
