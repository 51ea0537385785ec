#pragma once

// Test helper: encounters drawn as ASCII so a test row shows its map.
//   .  open         #  blocked        d  difficult      g  greater-difficult
//   w  water        c  climb          D  difficult + water   b  water + climb
// Creatures, walls and options are JSON fragments merged in.

#include "model/encounterio.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTest>

namespace bm::test {

inline QJsonObject asciiEncounter(const QString &ruleset, const QStringList &rows)
{
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("battlemap-encounter");
    o[QStringLiteral("version")] = 1;
    o[QStringLiteral("ruleset")] = ruleset;
    const int h = int(rows.size());
    const int w = rows.isEmpty() ? 1 : int(rows[0].size());
    o[QStringLiteral("grid")] = QJsonObject{{QStringLiteral("width"), w}, {QStringLiteral("height"), h}};
    QJsonArray terrain;
    const auto add = [&](const char *type, int x, int y) {
        terrain.append(QJsonObject{{QStringLiteral("type"), QLatin1String(type)},
                                   {QStringLiteral("squares"), QJsonArray{QJsonArray{x, y}}}});
    };
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < rows[y].size(); ++x) {
            switch (rows[y][x].toLatin1()) {
            case '#':
                add("blocked", x, y);
                break;
            case 'd':
                add("difficult", x, y);
                break;
            case 'g':
                add("greater-difficult", x, y);
                break;
            case 'w':
                add("water", x, y);
                break;
            case 'c':
                add("climb", x, y);
                break;
            case 'D':
                add("difficult", x, y);
                add("water", x, y);
                break;
            case 'b':
                add("water", x, y);
                add("climb", x, y);
                break;
            default:
                break;
            }
        }
    }
    o[QStringLiteral("terrain")] = terrain;
    o[QStringLiteral("walls")] = QJsonArray();
    o[QStringLiteral("creatures")] = QJsonArray();
    return o;
}

// Merges a JSON object fragment such as {"creatures": [...], "options": {...}}.
inline QJsonObject withJson(QJsonObject o, const char *fragment)
{
    const QJsonObject extra = QJsonDocument::fromJson(QByteArray(fragment)).object();
    for (auto it = extra.begin(); it != extra.end(); ++it)
        o[it.key()] = it.value();
    return o;
}

inline Encounter load(const QJsonObject &o)
{
    const ReadResult r = readEncounter(QJsonDocument(o).toJson());
    if (!r.ok())
        qFatal("test encounter does not validate: %s", qPrintable(r.errors.front().text()));
    return r.encounter;
}

// A fight with everyone in the order, `turn`'s turn, round 1 (no initiative rolled).
inline void startFight(Encounter &e, const QString &turn)
{
    e.combat.active = true;
    e.combat.round = 1;
    e.combat.order.clear();
    for (const Creature &c : e.creatures) {
        Combatant k;
        k.id = c.id;
        e.combat.order.push_back(k);
    }
    e.combat.turn = turn;
}

} // namespace bm::test
