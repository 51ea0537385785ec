#include "model/encounterreader.h"

#include <cmath>

namespace bm {

QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QCoreApplication::translate("EncounterReader", "null");
    case QJsonValue::Bool:
        return QCoreApplication::translate("EncounterReader", "a boolean");
    case QJsonValue::Double:
        return QCoreApplication::translate("EncounterReader", "a number");
    case QJsonValue::String:
        return QCoreApplication::translate("EncounterReader", "the string \"%1\"").arg(v.toString().left(40));
    case QJsonValue::Array:
        return QCoreApplication::translate("EncounterReader", "a list");
    case QJsonValue::Object:
        return QCoreApplication::translate("EncounterReader", "an object");
    case QJsonValue::Undefined:
        break;
    }
    return QCoreApplication::translate("EncounterReader", "nothing");
}

QJsonObject withoutKeys(QJsonObject o, std::initializer_list<const char *> keys)
{
    for (const char *k : keys)
        o.remove(QLatin1String(k));
    return o;
}

std::optional<double> EncounterReader::number(const QJsonValue &v, const QString &field)
{
    if (!v.isDouble()) {
        error(field, QCoreApplication::translate("EncounterReader", "must be a number, not %1").arg(jsonTypeName(v)));
        return std::nullopt;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d)) {
        error(field, QCoreApplication::translate("EncounterReader", "must be a finite number"));
        return std::nullopt;
    }
    return d;
}

std::optional<int> EncounterReader::integer(const QJsonValue &v, const QString &field, double min, double max)
{
    const auto d = number(v, field);
    if (!d)
        return std::nullopt;
    if (std::floor(*d) != *d) {
        error(field, QCoreApplication::translate("EncounterReader", "must be a whole number, not %1").arg(*d));
        return std::nullopt;
    }
    if (*d < min || *d > max) {
        error(field, QCoreApplication::translate("EncounterReader", "%1 is out of range (%2 to %3)").arg(*d).arg(min).arg(max));
        return std::nullopt;
    }
    return int(*d);
}

std::optional<bool> EncounterReader::boolean(const QJsonValue &v, const QString &field)
{
    if (!v.isBool()) {
        error(field, QCoreApplication::translate("EncounterReader", "must be true or false, not %1").arg(jsonTypeName(v)));
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<QString> EncounterReader::string(const QJsonValue &v, const QString &field)
{
    if (!v.isString()) {
        error(field, QCoreApplication::translate("EncounterReader", "must be a string, not %1").arg(jsonTypeName(v)));
        return std::nullopt;
    }
    return v.toString();
}

std::optional<QPointF> EncounterReader::point(const QJsonValue &v, const QString &field)
{
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2) {
        error(field, QCoreApplication::translate("EncounterReader", "must be a list of two numbers [x, y]"));
        return std::nullopt;
    }
    const auto x = number(a[0], field + QStringLiteral("[0]"));
    const auto y = number(a[1], field + QStringLiteral("[1]"));
    if (!x || !y)
        return std::nullopt;
    return QPointF(*x, *y);
}

std::optional<GridPoint> EncounterReader::square(const QJsonValue &v, const QString &field)
{
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2) {
        error(field, QCoreApplication::translate("EncounterReader", "must be a list of two whole numbers [x, y]"));
        return std::nullopt;
    }
    constexpr double big = 1e9;
    const auto x = integer(a[0], field + QStringLiteral("[0]"), -big, big);
    const auto y = integer(a[1], field + QStringLiteral("[1]"), -big, big);
    if (!x || !y)
        return std::nullopt;
    return GridPoint{*x, *y};
}

// The members of the `combat` object keep the tracker's shorter messages ("must be a
// number", without the value's type): tests and saved bug reports quote them.

QJsonValue EncounterReader::memberAt(const QJsonObject &o, const char *key, const QString &path,
                                     bool (*isRight)(const QJsonValue &), const char *message)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return QJsonValue(QJsonValue::Undefined);
    if (!isRight(v)) {
        error(path + QLatin1Char('.') + QLatin1String(key), QCoreApplication::translate("EncounterReader", message));
        return QJsonValue(QJsonValue::Undefined);
    }
    return v;
}

bool EncounterReader::boolAt(const QJsonObject &o, const char *key, const QString &path, bool fallback)
{
    const QJsonValue v = memberAt(o, key, path, [](const QJsonValue &x) { return x.isBool(); },
                                  QT_TRANSLATE_NOOP("EncounterReader", "must be true or false"));
    return v.isUndefined() ? fallback : v.toBool();
}

double EncounterReader::numberAt(const QJsonObject &o, const char *key, const QString &path, double fallback)
{
    const QJsonValue v = memberAt(o, key, path, [](const QJsonValue &x) { return x.isDouble() && std::isfinite(x.toDouble()); },
                                  QT_TRANSLATE_NOOP("EncounterReader", "must be a number"));
    return v.isUndefined() ? fallback : v.toDouble();
}

int EncounterReader::integerAt(const QJsonObject &o, const char *key, const QString &path, int fallback, int lo, int hi)
{
    const double d = numberAt(o, key, path, fallback);
    if (d < lo || d > hi || d != std::floor(d)) {
        error(path + QLatin1Char('.') + QLatin1String(key),
              QCoreApplication::translate("EncounterReader", "must be a whole number from %1 to %2").arg(lo).arg(hi));
        return fallback;
    }
    return int(d);
}

QString EncounterReader::stringAt(const QJsonObject &o, const char *key, const QString &path)
{
    return memberAt(o, key, path, [](const QJsonValue &x) { return x.isString(); },
                    QT_TRANSLATE_NOOP("EncounterReader", "must be a string"))
        .toString();
}

QJsonArray EncounterReader::listAt(const QJsonObject &o, const char *key, const QString &path)
{
    return memberAt(o, key, path, [](const QJsonValue &x) { return x.isArray(); },
                    QT_TRANSLATE_NOOP("EncounterReader", "must be a list"))
        .toArray();
}

} // namespace bm
