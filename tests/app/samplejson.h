#pragma once

// The bundled sample encounter as JSON, for tests that write a variation of it to a file
// (a creature misplaced, a fight running) and open that; and the pieces of an encounter's
// JSON for tests that write their own.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPoint>

namespace bm::test {

inline QJsonObject sampleJson()
{
    QFile sample(QStringLiteral(BM_SAMPLE_ENCOUNTER));
    if (!sample.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(sample.readAll()).object();
}

// The creature `id` of an encounter's JSON put at (x, y), whether or not its space fits.
inline void placeInJson(QJsonObject &encounter, const QString &id, int x, int y)
{
    QJsonArray creatures = encounter[QStringLiteral("creatures")].toArray();
    for (qsizetype i = 0; i < creatures.size(); ++i) {
        QJsonObject c = creatures[i].toObject();
        if (c[QStringLiteral("id")].toString() == id)
            c[QStringLiteral("position")] = QJsonArray{x, y};
        creatures[i] = c;
    }
    encounter[QStringLiteral("creatures")] = creatures;
}

// A creature's JSON: unhurt, with its size and armour class.
inline QJsonObject creatureJson(const QString &id, const QString &name, const QString &side, const QString &size, QPoint at,
                                int ac, int hp)
{
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("side"), side},
                       {QStringLiteral("size"), size},
                       {QStringLiteral("position"), QJsonArray{at.x(), at.y()}},
                       {QStringLiteral("ac"), ac},
                       {QStringLiteral("hp"), hp},
                       {QStringLiteral("maxHp"), hp}};
}

// An encounter's JSON: `creatures` on a width x height grid under `ruleset`, no fight yet.
inline QJsonObject encounterObject(const QString &name, const QString &ruleset, int width, int height, const QJsonArray &creatures)
{
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("battlemap-encounter")},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("ruleset"), ruleset},
                       {QStringLiteral("grid"), QJsonObject{{QStringLiteral("width"), width}, {QStringLiteral("height"), height}}},
                       {QStringLiteral("creatures"), creatures}};
}

} // namespace bm::test
