#pragma once

// Test helper for cover, flanking and attacks: encounters drawn as ASCII, with creatures,
// walls and options as a JSON fragment, read through bm::readEncounter.
//   .  open   #  blocked   h  object, cover half   q  object, cover three-quarters
//   g  object, cover greater
// Medium creatures by letter: A (id "a") and B ("b") party, T ("t") and U ("u") hostile,
// X ("x") neutral, D ("d") dead neutral, P ("p") prone neutral.
// "terrain", "walls" and "creatures" lists in the fragment are added to the drawn ones;
// other keys (options, ...) are set.

#include "model/encounterio.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QtGlobal>

namespace bm::test {

inline Encounter combatEncounter(const char *ruleset, const QStringList &rows, const char *fragment = "{}")
{
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("battlemap-encounter");
    o[QStringLiteral("version")] = 1;
    o[QStringLiteral("ruleset")] = QLatin1String(ruleset);
    const int h = int(rows.size());
    const int w = rows.isEmpty() ? 1 : int(rows[0].size());
    o[QStringLiteral("grid")] = QJsonObject{{QStringLiteral("width"), w}, {QStringLiteral("height"), h}};
    QJsonArray terrain;
    QJsonArray walls;
    QJsonArray creatures;
    const auto creature = [&](const char *id, const char *side, int x, int y, const char *condition) {
        QJsonObject c{{QStringLiteral("id"), QLatin1String(id)},
                      {QStringLiteral("side"), QLatin1String(side)},
                      {QStringLiteral("position"), QJsonArray{x, y}}};
        if (condition)
            c[QStringLiteral("conditions")] = QJsonArray{QLatin1String(condition)};
        creatures.append(c);
    };
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < rows[y].size(); ++x) {
            QJsonObject area{{QStringLiteral("squares"), QJsonArray{QJsonArray{x, y}}}};
            switch (rows[y][x].toLatin1()) {
            case 'A':
                creature("a", "party", x, y, nullptr);
                continue;
            case 'B':
                creature("b", "party", x, y, nullptr);
                continue;
            case 'T':
                creature("t", "hostile", x, y, nullptr);
                continue;
            case 'U':
                creature("u", "hostile", x, y, nullptr);
                continue;
            case 'X':
                creature("x", "neutral", x, y, nullptr);
                continue;
            case 'D':
                creature("d", "neutral", x, y, "dead");
                continue;
            case 'P':
                creature("p", "neutral", x, y, "prone");
                continue;
            case '#':
                area[QStringLiteral("type")] = QStringLiteral("blocked");
                break;
            case 'h':
                area[QStringLiteral("type")] = QStringLiteral("difficult");
                area[QStringLiteral("cover")] = QStringLiteral("half");
                break;
            case 'q':
                area[QStringLiteral("type")] = QStringLiteral("difficult");
                area[QStringLiteral("cover")] = QStringLiteral("three-quarters");
                break;
            case 'g':
                area[QStringLiteral("type")] = QStringLiteral("difficult");
                area[QStringLiteral("cover")] = QStringLiteral("greater");
                break;
            default:
                continue;
            }
            terrain.append(area);
        }
    }
    QJsonParseError error;
    const QJsonObject extra = QJsonDocument::fromJson(QByteArray(fragment), &error).object();
    if (error.error != QJsonParseError::NoError)
        qFatal("test fragment is not JSON: %s\n%s", qPrintable(error.errorString()), fragment);
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        if (it.key() == QLatin1String("terrain") || it.key() == QLatin1String("walls")
            || it.key() == QLatin1String("creatures")) {
            QJsonArray &list = it.key() == QLatin1String("terrain") ? terrain
                : it.key() == QLatin1String("walls")                ? walls
                                                                    : creatures;
            for (const QJsonValue &v : it.value().toArray())
                list.append(v);
        } else {
            o[it.key()] = it.value();
        }
    }
    o[QStringLiteral("terrain")] = terrain;
    o[QStringLiteral("walls")] = walls;
    o[QStringLiteral("creatures")] = creatures;
    const ReadResult r = readEncounter(QJsonDocument(o).toJson());
    if (!r.ok())
        qFatal("test encounter does not validate: %s", qPrintable(r.errors.front().text()));
    return r.encounter;
}

} // namespace bm::test
