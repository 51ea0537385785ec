#include "model/combatio.h"

#include "model/diceexpression.h"
#include "model/encounterreader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace bm {

namespace {

// Unknown fields go back beside the known ones (which win).
QJsonObject withExtra(QJsonObject o, const QJsonObject &extra)
{
    for (auto it = extra.begin(); it != extra.end(); ++it)
        if (!o.contains(it.key()))
            o.insert(it.key(), it.value());
    return o;
}

// Version 2: an effect's area on the map. The shape ids are RULES.md 11's
// (rules/areas.h reads them); the squares are whole grid squares.
std::optional<EffectArea> readEffectArea(EncounterReader &r, const QJsonValue &v, const QString &p)
{
    if (!v.isObject()) {
        r.error(p, QCoreApplication::translate("EncounterReader", "must be an object"));
        return std::nullopt;
    }
    const QJsonObject o = v.toObject();
    EffectArea a;
    bool ok = true;
    a.shape = r.stringAt(o, "shape", p);
    static const QStringList shapes{QStringLiteral("sphere"), QStringLiteral("cylinder"), QStringLiteral("cube"), QStringLiteral("cone"),
                                    QStringLiteral("line"), QStringLiteral("emanation"), QStringLiteral("burst")};
    if (!shapes.contains(a.shape)) {
        r.error(p + QStringLiteral(".shape"), QCoreApplication::translate("EncounterReader", "must be one of %1, not \"%2\"")
                                                  .arg(shapes.join(QStringLiteral(", ")), a.shape));
        ok = false;
    }
    const auto nonNegative = [&](const char *key) {
        const double d = r.numberAt(o, key, p, 0.0);
        if (d < 0 || d > 1e6) {
            r.error(p + QLatin1Char('.') + QLatin1String(key), QCoreApplication::translate("EncounterReader", "must be a number from 0 to 1000000"));
            ok = false;
        }
        return d;
    };
    a.sizeFeet = nonNegative("size");
    a.widthFeet = nonNegative("width");
    for (const char *key : {"origin", "toward"}) {
        if (!o.contains(QLatin1String(key)))
            continue;
        const auto pt = r.point(o.value(QLatin1String(key)), p + QLatin1Char('.') + QLatin1String(key));
        ok = ok && pt.has_value();
        (qstrcmp(key, "origin") == 0 ? a.origin : a.toward) = pt;
    }
    a.creature = r.stringAt(o, "creature", p);
    a.direction = r.stringAt(o, "direction", p);
    const QJsonArray squares = r.listAt(o, "squares", p);
    for (qsizetype k = 0; k < squares.size(); ++k) {
        const auto sq = r.square(squares[k], p + QStringLiteral(".squares[%1]").arg(k));
        ok = ok && sq.has_value();
        if (sq)
            a.squares.push_back(*sq);
    }
    a.difficult = r.boolAt(o, "difficult", p, false);
    a.concentration = r.boolAt(o, "concentration", p, false);
    if (o.contains(QLatin1String("obscured"))) {
        const auto ob = r.name<Obscurement>(o.value(QLatin1String("obscured")), p + QStringLiteral(".obscured"), obscurementFromId,
                                            QT_TRANSLATE_NOOP("EncounterReader", "obscurement"), "light, heavy");
        ok = ok && ob.has_value();
        a.obscured = ob.value_or(Obscurement::None);
    }
    a.extra = withoutKeys(o, {"shape", "size", "origin", "creature", "toward", "direction", "width", "squares", "difficult", "obscured", "concentration"});
    if (!ok)
        return std::nullopt;
    return a;
}

QJsonObject effectAreaJson(const EffectArea &a)
{
    const auto point = [](QPointF p) { return QJsonArray{p.x(), p.y()}; };
    QJsonObject o{{QStringLiteral("shape"), a.shape}, {QStringLiteral("size"), a.sizeFeet}};
    if (a.origin)
        o.insert(QStringLiteral("origin"), point(*a.origin));
    if (!a.creature.isEmpty())
        o.insert(QStringLiteral("creature"), a.creature);
    if (a.toward)
        o.insert(QStringLiteral("toward"), point(*a.toward));
    if (!a.direction.isEmpty())
        o.insert(QStringLiteral("direction"), a.direction);
    if (a.widthFeet > 0)
        o.insert(QStringLiteral("width"), a.widthFeet);
    QJsonArray squares;
    for (const GridPoint &q : a.squares)
        squares.append(QJsonArray{q.x, q.y});
    o.insert(QStringLiteral("squares"), squares);
    if (a.difficult)
        o.insert(QStringLiteral("difficult"), true);
    if (a.obscured != Obscurement::None)
        o.insert(QStringLiteral("obscured"), obscurementId(a.obscured));
    if (a.concentration)
        o.insert(QStringLiteral("concentration"), true);
    return withExtra(o, a.extra);
}

} // namespace

CombatState readCombat(EncounterReader &r, const QJsonObject &o)
{
    CombatState s;
    const QString root = QStringLiteral("combat");
    const QString notAnObject = QCoreApplication::translate("EncounterReader", "must be an object");
    s.round = r.integerAt(o, "round", root, 0, 0, 1000000);
    s.turn = r.stringAt(o, "turn", root);
    s.active = r.boolAt(o, "active", root, !s.turn.isEmpty());
    s.instigators = r.stringAt(o, "instigators", root);

    // `order` lists ids; `combatants` holds each one's tracker state (in any order).
    std::vector<Combatant> details;
    // Also accepted: an object keyed by id ({"gob1": {"reactionUsed": true}}), as hand-written
    // files and the shared acceptance cases write it; it is saved back as the list.
    QJsonArray combatants;
    if (const QJsonValue kv = o.value(QLatin1String("combatants")); kv.isObject()) {
        const QJsonObject byId = kv.toObject();
        for (auto it = byId.begin(); it != byId.end(); ++it) {
            if (!it.value().isObject()) {
                r.error(QStringLiteral("combat.combatants.") + it.key(), notAnObject);
                continue;
            }
            QJsonObject k = it.value().toObject();
            k.insert(QStringLiteral("id"), it.key());
            combatants.append(k);
        }
    } else {
        combatants = r.listAt(o, "combatants", root);
    }
    r.eachObject(combatants, QStringLiteral("combat.combatants"), notAnObject,
                 [&](const QJsonObject &k, const QString &p) {
        Combatant c;
        c.id = r.stringAt(k, "id", p);
        if (c.id.isEmpty())
            r.error(p + QStringLiteral(".id"), QCoreApplication::translate("EncounterReader", "is required"));
        c.roll = r.integerAt(k, "roll", p, 0, 0, 1000);
        c.rollOff = r.integerAt(k, "rollOff", p, 0, 0, 1000);
        c.check = r.stringAt(k, "check", p);
        c.surprised = r.boolAt(k, "surprised", p, false);
        c.hadTurn = r.boolAt(k, "hadTurn", p, false);
        c.delaying = r.boolAt(k, "delaying", p, false);
        c.readied = r.stringAt(k, "readied", p);
        c.mountedOn = r.stringAt(k, "mountedOn", p);
        c.actionUsed = r.boolAt(k, "actionUsed", p, false);
        c.bonusActionUsed = r.boolAt(k, "bonusActionUsed", p, false);
        c.reactionUsed = r.boolAt(k, "reactionUsed", p, false);
        c.dashed = r.boolAt(k, "dashed", p, false);
        c.disengaged = r.boolAt(k, "disengaged", p, false);
        c.movementSpent = std::max(0.0, r.numberAt(k, "movementSpent", p, 0));
        c.diagonals = r.integerAt(k, "diagonals", p, 0, 0, 1000000);
        c.actions = r.integerAt(k, "actions", p, 3, 0, 10);
        c.actionsMax = r.integerAt(k, "actionsMax", p, 3, 0, 10);
        c.strikesThisTurn = r.integerAt(k, "strikesThisTurn", p, 0, 0, 1000);
        c.deathSuccesses = r.integerAt(k, "deathSuccesses", p, 0, 0, 3);
        c.deathFailures = r.integerAt(k, "deathFailures", p, 0, 0, 3);
        c.stable = r.boolAt(k, "stable", p, false);
        c.downed = r.boolAt(k, "downed", p, false);
        c.dying = r.integerAt(k, "dying", p, 0, 0, 10);
        c.wounded = r.integerAt(k, "wounded", p, 0, 0, 10);
        c.fatigue = r.integerAt(k, "fatigue", p, 0, 0, 10);
        c.fatigueGained = r.integerAt(k, "fatigueGained", p, 0, 0, 10);
        c.strife = r.integerAt(k, "strife", p, 0, 0, 10);
        c.deathSaves = r.boolAt(k, "deathSaves", p, false);
        c.extra = withoutKeys(k, {"id", "roll", "rollOff", "check", "surprised", "hadTurn", "delaying", "readied", "mountedOn",
                                  "actionUsed", "bonusActionUsed", "reactionUsed", "dashed", "disengaged", "movementSpent",
                                  "diagonals", "actions", "actionsMax", "strikesThisTurn", "deathSuccesses", "deathFailures", "stable", "downed",
                                  "dying", "wounded", "fatigue", "fatigueGained", "strife", "deathSaves"});
        details.push_back(std::move(c));
    });
    const QJsonArray order = r.listAt(o, "order", root);
    for (qsizetype i = 0; i < order.size(); ++i) {
        // An empty id names no creature (and would be written back as a combatant without
        // one, which the reader refuses: found by fuzz_encounter).
        if (!order[i].isString() || order[i].toString().isEmpty()) {
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

    r.eachObject(r.listAt(o, "effects", root), QStringLiteral("combat.effects"), notAnObject,
                 [&](const QJsonObject &f, const QString &p) {
        Effect e;
        e.name = r.stringAt(f, "name", p);
        e.target = r.stringAt(f, "target", p);
        e.source = r.stringAt(f, "source", p);
        e.condition = r.stringAt(f, "condition", p);
        e.value = r.integerAt(f, "value", p, 0, 0, 100);
        if (f.contains(QLatin1String("rounds")) && !f.value(QLatin1String("rounds")).isNull())
            e.rounds = r.integerAt(f, "rounds", p, 1, 0, 1000000);
        const QString tick = r.stringAt(f, "tick", p);
        if (tick == QLatin1String("end"))
            e.tick = Tick::End;
        else if (!tick.isEmpty() && tick != QLatin1String("start"))
            r.error(p + QStringLiteral(".tick"), QCoreApplication::translate("EncounterReader", "must be \"start\" or \"end\", not \"%1\"").arg(tick));
        e.of = r.stringAt(f, "of", p);
        e.persistent = r.stringAt(f, "persistent", p);
        if (!e.persistent.isEmpty()) {
            QString why;
            if (!parseDice(e.persistent, &why))
                r.error(p + QStringLiteral(".persistent"), why);
        }
        e.damageType = r.stringAt(f, "damageType", p);
        if (f.contains(QLatin1String("area")))
            e.area = readEffectArea(r, f.value(QLatin1String("area")), p + QStringLiteral(".area"));
        e.extra = withoutKeys(f, {"name", "target", "source", "condition", "value", "rounds", "tick", "of", "persistent", "damageType", "area"});
        s.effects.push_back(std::move(e));
    });
    r.eachObject(r.listAt(o, "worldActions", root), QStringLiteral("combat.worldActions"), notAnObject,
                 [&](const QJsonObject &w, const QString &p) {
        WorldAction a;
        a.name = r.stringAt(w, "name", p);
        a.recharge = r.integerAt(w, "recharge", p, 0, 0, 6);
        a.available = r.boolAt(w, "available", p, true);
        a.extra = withoutKeys(w, {"name", "recharge", "available"});
        s.worldActions.push_back(std::move(a));
    });
    r.eachObject(r.listAt(o, "countdowns", root), QStringLiteral("combat.countdowns"), notAnObject,
                 [&](const QJsonObject &w, const QString &p) {
        Countdown c;
        c.name = r.stringAt(w, "name", p);
        c.dice = r.integerAt(w, "dice", p, 0, 0, 100);
        c.removeFrom = r.integerAt(w, "removeFrom", p, 6, 4, 6);
        c.ended = r.boolAt(w, "ended", p, false);
        c.extra = withoutKeys(w, {"name", "dice", "removeFrom", "ended"});
        s.countdowns.push_back(std::move(c));
    });
    const QJsonArray log = r.listAt(o, "log", root);
    for (qsizetype i = 0; i < log.size(); ++i) {
        LogEntry l;
        if (log[i].isString()) {
            l.text = log[i].toString();
        } else if (log[i].isObject()) {
            const QJsonObject w = log[i].toObject();
            const QString p = QStringLiteral("combat.log[%1]").arg(i);
            l.round = r.integerAt(w, "round", p, 0, 0, 1000000);
            l.text = r.stringAt(w, "text", p);
            // A message this reader can't read stays in `extra` (written back as it was)
            // and the entry shows its text.
            l.message = logMessageFromJson(w.value(QLatin1String("message")));
            l.extra = l.message ? withoutKeys(w, {"round", "text", "message"}) : withoutKeys(w, {"round", "text"});
        } else {
            r.error(QStringLiteral("combat.log[%1]").arg(i), QCoreApplication::translate("EncounterReader", "must be a string or an object"));
            continue;
        }
        s.log.push_back(std::move(l));
    }
    s.extra = withoutKeys(o, {"round", "turn", "active", "instigators", "combatants", "order", "effects", "worldActions",
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
        flag("disengaged", c.disengaged);
        num("movementSpent", c.movementSpent);
        num("diagonals", c.diagonals);
        num("actions", c.actions, 3);
        num("actionsMax", c.actionsMax, 3);
        num("strikesThisTurn", c.strikesThisTurn);
        num("deathSuccesses", c.deathSuccesses);
        num("deathFailures", c.deathFailures);
        flag("stable", c.stable);
        flag("downed", c.downed);
        num("dying", c.dying);
        num("wounded", c.wounded);
        num("fatigue", c.fatigue);
        num("fatigueGained", c.fatigueGained);
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
            if (f.area)
                j.insert(QStringLiteral("area"), effectAreaJson(*f.area));
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
    for (const LogEntry &l : s.log) {
        QJsonObject entry{{QStringLiteral("round"), l.round}, {QStringLiteral("text"), l.text}};
        if (l.message)
            entry.insert(QStringLiteral("message"), logMessageToJson(*l.message));
        log.append(withExtra(entry, l.extra));
    }
    o.insert(QStringLiteral("log"), log);
    return withExtra(o, s.extra);
}

} // namespace bm
