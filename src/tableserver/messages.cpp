#include "messages.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>

namespace bm {

namespace {

PlayerMessage refused(const QString &why)
{
    PlayerMessage m;
    m.error = why;
    return m;
}

bool isKey(const QString &s)
{
    if (s.size() != 32)
        return false;
    for (QChar c : s)
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    return true;
}

bool isLang(const QString &s)
{
    if (s.isEmpty() || s.size() > 16)
        return false;
    for (QChar c : s)
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('-') && c != QLatin1Char('_'))
            return false;
    return true;
}

// [x, y]: two whole numbers within the bounds any map has.
bool readSquare(const QJsonValue &v, GridPoint &out)
{
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2)
        return false;
    int xy[2];
    for (int i = 0; i < 2; ++i) {
        const double d = a.at(i).toDouble(-1);
        if (!a.at(i).isDouble() || d != std::floor(d) || d < 0 || d > kMaxCoordinate)
            return false;
        xy[i] = int(d);
    }
    out = GridPoint{xy[0], xy[1]};
    return true;
}

// [x, y]: a point in grid units within those bounds.
bool readPoint(const QJsonValue &v, QPointF &out)
{
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2)
        return false;
    double xy[2];
    for (int i = 0; i < 2; ++i) {
        xy[i] = a.at(i).toDouble(-1);
        if (!a.at(i).isDouble() || !std::isfinite(xy[i]) || xy[i] < 0 || xy[i] > kMaxCoordinate)
            return false;
    }
    out = QPointF(xy[0], xy[1]);
    return true;
}

PlayerMessage malformed(const QString &type)
{
    PlayerMessage m = refused(QCoreApplication::translate("bm::TableServer", "a malformed \"%1\" message").arg(type));
    m.hangUp = false; // well-formed JSON from a page that got it wrong: answered, not cut off
    return m;
}

} // namespace

PlayerMessage readPlayerMessage(const QByteArray &bytes, bool joined, int maxBytes)
{
    if (bytes.size() > maxBytes)
        return refused(QCoreApplication::translate("bm::TableServer", "a message over %1 bytes").arg(maxBytes));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return refused(QCoreApplication::translate("bm::TableServer", "not a JSON object"));
    const QJsonObject o = doc.object();
    const QString type = o.value(QLatin1String("type")).toString();
    if (!joined) {
        // The first message joins a seat, and nothing else is heard before it.
        const bool lang = o.contains(QLatin1String("lang"));
        if (type != QLatin1String("hello") || !o.value(QLatin1String("key")).isString() || o.size() != (lang ? 3 : 2)
            || (lang && !(o.value(QLatin1String("lang")).isString() && isLang(o.value(QLatin1String("lang")).toString()))))
            return refused(QCoreApplication::translate("bm::TableServer", "the first message must be hello with the seat's key"));
        const QString key = o.value(QLatin1String("key")).toString();
        if (!isKey(key))
            return refused(QCoreApplication::translate("bm::TableServer", "no such seat (a wrong, revoked or renewed key)"));
        PlayerMessage m;
        m.kind = PlayerMessage::Kind::Hello;
        m.key = key;
        m.lang = o.value(QLatin1String("lang")).toString();
        return m;
    }
    if (type == QLatin1String("resync") && o.size() == 1) {
        PlayerMessage m;
        m.kind = PlayerMessage::Kind::Resync;
        return m;
    }
    PlayerMessage m;
    if (type == QLatin1String("path") || type == QLatin1String("ping")) {
        const QLatin1String field(type == QLatin1String("path") ? "to" : "at");
        if (o.size() != 2 || !readSquare(o.value(field), m.square))
            return malformed(type);
        m.kind = type == QLatin1String("path") ? PlayerMessage::Kind::Path : PlayerMessage::Kind::Ping;
        return m;
    }
    if (type == QLatin1String("move")) {
        const bool named = o.contains(QLatin1String("creature"));
        if (o.size() != (named ? 3 : 2) || !readSquare(o.value(QLatin1String("to")), m.square)
            || (named && !(o.value(QLatin1String("creature")).isString() && o.value(QLatin1String("creature")).toString().size() <= 200)))
            return malformed(type);
        m.kind = PlayerMessage::Kind::Move;
        m.creature = o.value(QLatin1String("creature")).toString();
        return m;
    }
    if (type == QLatin1String("measure")) {
        if (o.size() != 3 || !readSquare(o.value(QLatin1String("from")), m.from) || !readSquare(o.value(QLatin1String("to")), m.square))
            return malformed(type);
        m.kind = PlayerMessage::Kind::Measure;
        return m;
    }
    if (type == QLatin1String("door")) {
        if (o.size() != 2 || !readPoint(o.value(QLatin1String("at")), m.point))
            return malformed(type);
        m.kind = PlayerMessage::Kind::Door;
        return m;
    }
    // Not its type: the GM's window shows refusals, and no text of the sender's choosing.
    PlayerMessage unknown = refused(QCoreApplication::translate("bm::TableServer", "a message of a type this server doesn't know"));
    unknown.hangUp = false;
    return unknown;
}

} // namespace bm
