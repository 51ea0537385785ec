#pragma once

// The one reader of the encounter file's JSON (ENCOUNTER_FORMAT.md): typed accessors that
// turn every problem into a ValidationIssue naming its field ("creatures[2].size",
// "combat.order[1]"), never throwing. encounterio.cpp reads the document with it and
// combatio.cpp the `combat` object, so there is one place that says what "must be a
// number" means for this file. Messages are in the "EncounterReader" translation context.

#include "model/encounter.h"
#include "model/encounterio.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QPointF>
#include <QString>

#include <initializer_list>
#include <optional>

namespace bm {

// "a number", "the string \"huge\"", … for messages about a value of the wrong type.
QString jsonTypeName(const QJsonValue &v);
// The object without the keys a reader knows: what is kept as `extra`.
QJsonObject withoutKeys(QJsonObject o, std::initializer_list<const char *> keys);

class EncounterReader
{
public:
    explicit EncounterReader(ReadResult &result) : m_result(result) {}

    void error(const QString &field, const QString &message) { m_result.errors.push_back({field, message}); }
    void warning(const QString &field, const QString &message) { m_result.warnings.push_back({field, message}); }
    // A creature whose space is not on the map: an error, or kept and listed (OffMap::Keep).
    void misplaced(OffMap offMap, const QString &id, const QString &field, const QString &message)
    {
        if (offMap == OffMap::Keep)
            m_result.misplaced.push_back({id, {field, message}});
        else
            error(field, message);
    }

    // Values the caller has found present; each reports a wrong value and gives nullopt.
    std::optional<double> number(const QJsonValue &v, const QString &field); // finite
    std::optional<int> integer(const QJsonValue &v, const QString &field, double min, double max);
    std::optional<bool> boolean(const QJsonValue &v, const QString &field);
    std::optional<QString> string(const QJsonValue &v, const QString &field);
    std::optional<QPointF> point(const QJsonValue &v, const QString &field);     // [x, y]
    std::optional<GridPoint> square(const QJsonValue &v, const QString &field);  // [x, y], whole
    // One of a vocabulary's ids, parsed with `parse`; `what` (QT_TRANSLATE_NOOP in
    // "EncounterReader") and `allowed` go into the message.
    template<typename E>
    std::optional<E> name(const QJsonValue &v, const QString &field, std::optional<E> (*parse)(const QString &),
                          const char *what, const char *allowed)
    {
        const auto s = string(v, field);
        if (!s)
            return std::nullopt;
        const auto e = parse(*s);
        if (!e)
            error(field, QCoreApplication::translate("EncounterReader", "unknown %1 \"%2\" (expected %3)")
                             .arg(QCoreApplication::translate("EncounterReader", what), s->left(40), QLatin1String(allowed)));
        return e;
    }

    // Calls read(object, "<list>[i]") for each element of `list` that is an object and
    // reports the others with `notAnObject`.
    template<typename Read>
    void eachObject(const QJsonArray &list, const QString &listField, const QString &notAnObject, Read read)
    {
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString field = listField + QStringLiteral("[%1]").arg(i);
            if (list[i].isObject())
                read(list[i].toObject(), field);
            else
                error(field, notAnObject);
        }
    }

    // Optional members `key` of object `o` at `path` (the `combat` object): missing or null
    // gives the fallback; a wrong value is reported as "<path>.<key>" and gives the fallback.
    bool boolAt(const QJsonObject &o, const char *key, const QString &path, bool fallback);
    double numberAt(const QJsonObject &o, const char *key, const QString &path, double fallback);
    int integerAt(const QJsonObject &o, const char *key, const QString &path, int fallback, int lo = -1000000,
                  int hi = 1000000);
    QString stringAt(const QJsonObject &o, const char *key, const QString &path); // fallback: empty
    QJsonArray listAt(const QJsonObject &o, const char *key, const QString &path); // fallback: empty

private:
    // The member when it is there, not null and passes `isRight`; otherwise undefined,
    // reporting `message` (QT_TRANSLATE_NOOP in "EncounterReader") when it is the wrong kind.
    QJsonValue memberAt(const QJsonObject &o, const char *key, const QString &path, bool (*isRight)(const QJsonValue &),
                        const char *message);

    ReadResult &m_result;
};

} // namespace bm
