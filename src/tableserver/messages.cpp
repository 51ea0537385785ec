#include "messages.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

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
        if (type != QLatin1String("hello") || !o.value(QLatin1String("key")).isString() || o.size() != 2)
            return refused(QCoreApplication::translate("bm::TableServer", "the first message must be hello with the seat's key"));
        const QString key = o.value(QLatin1String("key")).toString();
        if (!isKey(key))
            return refused(QCoreApplication::translate("bm::TableServer", "no such seat (a wrong, revoked or renewed key)"));
        PlayerMessage m;
        m.kind = PlayerMessage::Kind::Hello;
        m.key = key;
        return m;
    }
    if (type == QLatin1String("resync") && o.size() == 1) {
        PlayerMessage m;
        m.kind = PlayerMessage::Kind::Resync;
        return m;
    }
    PlayerMessage unknown = refused(QCoreApplication::translate("bm::TableServer", "unknown message \"%1\"").arg(type.left(40)));
    unknown.hangUp = false;
    return unknown;
}

} // namespace bm
