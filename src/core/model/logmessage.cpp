#include "model/logmessage.h"

#include "model/encounter.h"
#include "model/vocabulary.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>
#include <iterator>

namespace bm {

namespace {

// A nested message deeper than this is not read (a file can't make the reader recurse
// without end).
constexpr int kMaxDepth = 8;

QString numberText(double v)
{
    if (std::isfinite(v) && v == std::trunc(v) && std::abs(v) < 1e15)
        return QString::number(qint64(v));
    return QString::number(v); // as QString::arg(double) words it
}

// %1 … %99 replaced in one pass (as QString::arg(a, b, …) does), other % kept.
QString substitute(const QString &pattern, const QStringList &values)
{
    QString out;
    out.reserve(pattern.size() + 16);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar ch = pattern[i];
        if (ch == QLatin1Char('%') && i + 1 < pattern.size() && pattern[i + 1].isDigit()) {
            qsizetype j = i + 1;
            int k = 0;
            while (j < pattern.size() && pattern[j].isDigit() && j < i + 3)
                k = k * 10 + pattern[j++].digitValue();
            if (k >= 1 && k <= values.size()) {
                out += values[k - 1];
                i = j - 1;
                continue;
            }
        }
        out += ch;
    }
    return out;
}

QString wordArg(const LogArg &a, const Encounter *e, LogWording wording)
{
    const bool tr = wording == LogWording::Translated;
    switch (a.kind) {
    case LogArg::Kind::Number:
        return numberText(a.number);
    case LogArg::Kind::Text:
        return a.text;
    case LogArg::Kind::Creature:
        if (const Creature *c = e ? e->creature(a.text) : nullptr)
            return c->name.isEmpty() ? c->id : c->name;
        return a.name.isEmpty() ? a.text : a.name;
    case LogArg::Kind::DamageType: {
        // The type as the GM reads it ("Hieb und Feuer"): several parts' ids joined by "+".
        QStringList names;
        for (const QString &part : a.text.split(QLatin1Char('+'), Qt::SkipEmptyParts))
            names << (tr ? damageTypeDisplayName(part) : part);
        return names.join(tr ? QCoreApplication::translate("Resolve", " and ") : QStringLiteral(" and "));
    }
    case LogArg::Kind::Condition:
        return tr ? conditionDisplayName(a.text) : a.text;
    case LogArg::Kind::Message:
        return a.message.empty() ? QString() : wordLogMessage(a.message.front(), e, wording);
    }
    return {};
}

QJsonValue argToJson(const LogArg &a)
{
    switch (a.kind) {
    case LogArg::Kind::Number:
        return a.number;
    case LogArg::Kind::Text:
        return a.text;
    case LogArg::Kind::Creature:
        return QJsonObject{{QStringLiteral("creature"), a.text}, {QStringLiteral("name"), a.name}};
    case LogArg::Kind::DamageType:
        return QJsonObject{{QStringLiteral("damageType"), a.text}};
    case LogArg::Kind::Condition:
        return QJsonObject{{QStringLiteral("condition"), a.text}};
    case LogArg::Kind::Message:
        return a.message.empty() ? QJsonValue(QString()) : QJsonValue(logMessageToJson(a.message.front()));
    }
    return {};
}

std::optional<LogMessage> messageFromJson(const QJsonValue &json, int depth);

std::optional<LogArg> argFromJson(const QJsonValue &v, int depth)
{
    if (v.isDouble())
        return LogArg(v.toDouble());
    if (v.isString())
        return LogArg(v.toString());
    if (!v.isObject())
        return std::nullopt;
    const QJsonObject o = v.toObject();
    const auto string = [&](const char *key) { return o.value(QLatin1String(key)).toString(); };
    if (o.value(QLatin1String("creature")).isString())
        return LogArg::creature(string("creature"), string("name"));
    if (o.value(QLatin1String("damageType")).isString())
        return LogArg::damageType(string("damageType"));
    if (o.value(QLatin1String("condition")).isString())
        return LogArg::condition(string("condition"));
    if (auto m = messageFromJson(o, depth + 1))
        return LogArg(*m);
    return std::nullopt;
}

std::optional<LogMessage> messageFromJson(const QJsonValue &json, int depth)
{
    if (!json.isObject() || depth > kMaxDepth)
        return std::nullopt;
    const QJsonObject o = json.toObject();
    const QJsonValue id = o.value(QLatin1String("id"));
    const QJsonValue context = o.value(QLatin1String("context"));
    const QJsonValue comment = o.value(QLatin1String("comment"));
    const QJsonValue n = o.value(QLatin1String("n"));
    const QJsonValue args = o.value(QLatin1String("args"));
    if (!id.isString() || !(context.isUndefined() || context.isString()) || !(comment.isUndefined() || comment.isString())
        || !(n.isUndefined() || (n.isDouble() && n.toDouble() == std::trunc(n.toDouble()) && std::abs(n.toDouble()) < 1e9))
        || !(args.isUndefined() || args.isArray()))
        return std::nullopt;
    LogMessage m;
    m.id = id.toString();
    m.context = context.toString();
    m.comment = comment.toString();
    m.n = n.isUndefined() ? -1 : int(n.toDouble());
    for (const QJsonValue &a : args.toArray()) {
        auto arg = argFromJson(a, depth);
        if (!arg)
            return std::nullopt;
        m.args.push_back(std::move(*arg));
    }
    return m;
}

} // namespace

LogArg::LogArg(const LogMessage &message)
    : kind(Kind::Message)
    , message{message}
{
}

LogArg LogArg::creature(const QString &id, const QString &name)
{
    LogArg a;
    a.kind = Kind::Creature;
    a.text = id;
    a.name = name;
    return a;
}

LogArg LogArg::damageType(const QString &ids)
{
    LogArg a;
    a.kind = Kind::DamageType;
    a.text = ids;
    return a;
}

LogArg LogArg::condition(const QString &id)
{
    LogArg a;
    a.kind = Kind::Condition;
    a.text = id;
    return a;
}

bool operator==(const LogArg &a, const LogArg &b)
{
    return a.kind == b.kind && a.number == b.number && a.text == b.text && a.name == b.name && a.message == b.message;
}

LogMessage logMessage(const char *context, const char *id, std::vector<LogArg> args, int n)
{
    LogMessage m;
    m.context = QString::fromUtf8(context);
    m.id = QString::fromUtf8(id);
    m.n = n;
    m.args = QList<LogArg>(std::make_move_iterator(args.begin()), std::make_move_iterator(args.end()));
    return m;
}

LogMessage logMessage(const char *context, SourceWithComment text, std::vector<LogArg> args)
{
    LogMessage m = logMessage(context, text.source, std::move(args));
    m.comment = QString::fromUtf8(text.comment);
    return m;
}

LogMessage logConcat(std::vector<LogArg> pieces)
{
    LogMessage m;
    for (std::size_t i = 0; i < pieces.size(); ++i)
        m.id += QStringLiteral("%%1").arg(i + 1);
    m.args = QList<LogArg>(std::make_move_iterator(pieces.begin()), std::make_move_iterator(pieces.end()));
    return m;
}

LogArg logCreature(const Encounter &e, const QString &id)
{
    const Creature *c = e.creature(id);
    return LogArg::creature(id, c ? c->name : id);
}

QString wordLogMessage(const LogMessage &m, const Encounter *encounter, LogWording wording)
{
    QString pattern;
    if (m.context.isEmpty()) {
        pattern = m.id;
    } else if (wording == LogWording::Translated) {
        const QByteArray context = m.context.toUtf8(), id = m.id.toUtf8(), comment = m.comment.toUtf8();
        pattern = QCoreApplication::translate(context.constData(), id.constData(), m.comment.isEmpty() ? nullptr : comment.constData(), m.n);
    } else {
        pattern = m.id;
        if (m.n >= 0)
            pattern.replace(QLatin1String("%n"), QString::number(m.n));
    }
    QStringList values;
    values.reserve(qsizetype(m.args.size()));
    for (const LogArg &a : m.args)
        values << wordArg(a, encounter, wording);
    return substitute(pattern, values);
}

QJsonObject logMessageToJson(const LogMessage &m)
{
    QJsonObject o;
    if (!m.context.isEmpty())
        o.insert(QStringLiteral("context"), m.context);
    o.insert(QStringLiteral("id"), m.id);
    if (!m.comment.isEmpty())
        o.insert(QStringLiteral("comment"), m.comment);
    if (m.n >= 0)
        o.insert(QStringLiteral("n"), m.n);
    if (!m.args.empty()) {
        QJsonArray args;
        for (const LogArg &a : m.args)
            args.append(argToJson(a));
        o.insert(QStringLiteral("args"), args);
    }
    return o;
}

std::optional<LogMessage> logMessageFromJson(const QJsonValue &json)
{
    return messageFromJson(json, 0);
}

} // namespace bm
