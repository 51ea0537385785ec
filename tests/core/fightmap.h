#pragma once

// Test helper for the tracker's suites: a fight from a creature list (JSON), creatures
// without a position standing in a row on a 40×10 map, dice forced for the start, and
// lookups by id.

#include "combat/combat.h"
#include "model/encounterio.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

namespace bm::test {

// An encounter from a creature list (JSON); creatures without a position stand in a row.
inline Encounter fight(const char *ruleset, const char *creatures, const char *options = "{}")
{
    QJsonArray cs = QJsonDocument::fromJson(creatures).array();
    for (qsizetype i = 0; i < cs.size(); ++i) {
        QJsonObject c = cs[i].toObject();
        if (!c.contains(QLatin1String("position")))
            c[QStringLiteral("position")] = QJsonArray{int(2 * i), 0};
        if (!c.contains(QLatin1String("name")))
            c[QStringLiteral("name")] = c.value(QLatin1String("id"));
        cs[i] = c;
    }
    const QJsonObject o{{"format", "battlemap-encounter"}, {"version", 1}, {"ruleset", QLatin1String(ruleset)},
                        {"grid", QJsonObject{{"width", 40}, {"height", 10}}}, {"creatures", cs},
                        {"options", QJsonDocument::fromJson(options).object()}};
    const ReadResult r = readEncounter(QJsonDocument(o).toJson());
    if (!r.ok())
        qFatal("bad test encounter: %s", qPrintable(r.errors.front().text()));
    return r.encounter;
}

inline bool logHas(const Encounter &e, const QString &text)
{
    for (const LogEntry &l : e.combat.log)
        if (l.text.contains(text))
            return true;
    return false;
}

inline const Creature &creature(const Encounter &e, const char *id)
{
    return *e.creature(QLatin1String(id));
}

inline const Combatant &combatant(const Encounter &e, const char *id)
{
    return *e.combat.combatant(QLatin1String(id));
}

// Starts a fight with each creature's d20 forced (in order of `creatures`).
inline void startWith(Encounter &e, Dice &dice, const QList<int> &d20s, const combat::StartOptions &o = {})
{
    dice.force(d20s);
    combat::start(e, dice, o);
}

inline const char *kDuo = R"([{"id": "pc", "side": "party", "hp": 20, "maxHp": 20, "initiativeBonus": 2},
                              {"id": "orc", "side": "hostile", "hp": 15, "maxHp": 15, "initiativeBonus": 1}])";

} // namespace bm::test
