#pragma once

// What a device knows from the snapshot messages it got: a `snapshot` whole, a `patch` on
// the one before (tableserver/snapshotwriter.h), applied as the page applies it.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace bm::test {

inline QJsonObject parsedMessage(const QString &message)
{
    return QJsonDocument::fromJson(message.toUtf8()).object();
}

// A `patch` message applied to the snapshot it was made on, as the page applies it
// (resources/table/table.js): the parts gone dropped, the parts whole set, an array's
// elements set at their index and its length set. False when it isn't a well-formed patch.
inline bool applyPatch(QJsonObject &snapshot, const QJsonObject &patch)
{
    if (patch.value(QLatin1String("type")).toString() != QLatin1String("patch"))
        return false;
    for (const QJsonValue &gone : patch.value(QLatin1String("drop")).toArray())
        snapshot.remove(gone.toString());
    const QJsonObject set = patch.value(QLatin1String("set")).toObject();
    for (auto it = set.constBegin(); it != set.constEnd(); ++it)
        snapshot.insert(it.key(), it.value());
    const QJsonObject arrays = patch.value(QLatin1String("arrays")).toObject();
    for (auto it = arrays.constBegin(); it != arrays.constEnd(); ++it) {
        const QJsonObject change = it.value().toObject();
        QJsonArray array = snapshot.value(it.key()).toArray();
        const qsizetype length = change.value(QLatin1String("length")).toInteger(-1);
        if (length < 0 || !snapshot.value(it.key()).isArray())
            return false;
        while (array.size() > length)
            array.removeLast();
        while (array.size() < length)
            array.append(QJsonValue());
        for (const QJsonValue &at : change.value(QLatin1String("at")).toArray()) {
            const QJsonArray pair = at.toArray();
            const qsizetype i = pair.at(0).toInteger(-1);
            if (pair.size() != 2 || i < 0 || i >= length)
                return false;
            array.replace(i, pair.at(1));
        }
        snapshot.insert(it.key(), array);
    }
    return true;
}

// What a device knows after each of `messages`: the snapshot of a `snapshot`, the one
// before with a `patch` applied; one entry a snapshot or patch (an invalid one ends it).
inline QList<QJsonObject> statesOf(const QStringList &messages)
{
    QList<QJsonObject> states;
    QJsonObject now;
    for (const QString &m : messages) {
        const QJsonObject o = parsedMessage(m);
        const QString type = o.value(QLatin1String("type")).toString();
        if (type == QLatin1String("snapshot")) {
            now = o.value(QLatin1String("snapshot")).toObject();
        } else if (type == QLatin1String("patch")) {
            if (states.isEmpty() || !applyPatch(now, o))
                break;
        } else {
            continue;
        }
        states << now;
    }
    return states;
}

} // namespace bm::test
