#pragma once

// The bundled sample encounter as JSON, for tests that write a variation of it to a file
// (a creature misplaced, a fight running) and open that.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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

} // namespace bm::test
