#pragma once

// The players' devices as the wire tests see them: a browser's WebSocket (every byte it
// receives kept) and a raw TCP peer that sends whatever bytes a test wants, from any
// loopback address; and what a process holds (open files, resident memory) from /proc.

#include "patches.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

#include <memory>
#include <vector>

#include <sys/resource.h>

namespace bm::test {

inline QJsonObject parsed(const QString &message)
{
    return parsedMessage(message);
}

inline QString typeOf(const QString &message)
{
    return parsed(message).value(QLatin1String("type")).toString();
}

// A player's browser, as far as the wire goes: every byte it receives is kept.
struct Player {
    QWebSocket socket;
    QStringList received;
    Player()
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, [this](const QString &m) { received << m; });
    }
    bool open(quint16 port)
    {
        socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
        return QTest::qWaitFor([this] { return socket.state() == QAbstractSocket::ConnectedState; }, 5000);
    }
    void send(const QJsonObject &o) { socket.sendTextMessage(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact))); }
    bool waitFor(int messages) { return QTest::qWaitFor([&] { return received.size() >= messages; }, 5000); }
    QJsonObject last() const { return QJsonDocument::fromJson(received.last().toUtf8()).object(); }
    bool join(quint16 port, const QString &key)
    {
        if (!open(port))
            return false;
        send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("key"), key}});
        return waitFor(1) && typeOf(received.first()) == QLatin1String("snapshot");
    }
    // Waits for a message of `type` after the first `from` messages; its index, or -1.
    int waitForType(const QString &type, int from = 0)
    {
        int at = -1;
        const bool found = QTest::qWaitFor([&] {
            for (int i = from; i < received.size() && at < 0; ++i)
                if (typeOf(received.at(i)) == type)
                    at = i;
            return at >= 0;
        }, 5000);
        return found ? at : -1;
    }
    // The sentinel: a ruler question and its answer. Everything the server sent before it
    // answered has arrived once the answer has; returns the answer's index.
    int roundTrip()
    {
        const int from = int(received.size());
        send({{QStringLiteral("type"), QStringLiteral("measure")}, {QStringLiteral("from"), QJsonArray{0, 0}},
              {QStringLiteral("to"), QJsonArray{1, 0}}});
        return waitForType(QStringLiteral("measure"), from);
    }
    // What the device knows now: its last snapshot with the patches since applied.
    QJsonObject lastSnapshot() const
    {
        const QList<QJsonObject> states = statesOf(received);
        return states.isEmpty() ? QJsonObject() : states.last();
    }
};

// A peer that speaks raw TCP, from any loopback address (127.0.0.0/8): what it sends is
// bytes, what it gets is kept.
struct RawPeer {
    QTcpSocket socket;
    QByteArray got;
    RawPeer()
    {
        QObject::connect(&socket, &QTcpSocket::readyRead, [this] { got += socket.readAll(); });
    }
    void connectTo(quint16 port, const QHostAddress &from = {})
    {
        if (!from.isNull())
            socket.bind(from);
        socket.connectToHost(QHostAddress::LocalHost, port);
    }
    bool closed(int ms = 15000)
    {
        return QTest::qWaitFor([this] { return socket.state() == QAbstractSocket::UnconnectedState; }, ms);
    }
    // The WebSocket upgrade, as a browser on this machine sends it.
    static QByteArray upgradeRequest(quint16 port, const QByteArray &origin = {})
    {
        QByteArray r = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port)
                     + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                       "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n";
        if (!origin.isEmpty())
            r += "Origin: " + origin + "\r\n";
        return r + "\r\n";
    }
    // A text frame, masked as RFC 6455 5.1 says a client must, or not.
    static QByteArray textFrame(const QByteArray &text, bool masked)
    {
        QByteArray f;
        f.append(char(0x81));
        const char mask[4] = {0x5a, 0x17, 0x3c, 0x66};
        if (text.size() < 126) {
            f.append(char((masked ? 0x80 : 0) | text.size()));
        } else {
            f.append(char((masked ? 0x80 : 0) | 126)).append(char(text.size() >> 8)).append(char(text.size() & 0xff));
        }
        if (!masked)
            return f + text;
        f.append(mask, 4);
        for (int i = 0; i < text.size(); ++i)
            f.append(char(text[i] ^ mask[i % 4]));
        return f;
    }
};

// A laptop on the players' network besieging the server at `port`: 2,000 requests left
// half-sent, from 20 addresses (127.0.0.2–21), and 64 WebSockets that never say hello (from
// 127.0.0.30–33). The event loop turns every 50 connections, so that the server (when it is
// in this process) accepts as they come.
inline std::vector<std::unique_ptr<RawPeer>> besiege(quint16 port)
{
    std::vector<std::unique_ptr<RawPeer>> siege;
    for (int i = 0; i < 2000; ++i) {
        siege.push_back(std::make_unique<RawPeer>());
        siege.back()->connectTo(port, QHostAddress(QStringLiteral("127.0.0.%1").arg(2 + i % 20)));
        siege.back()->socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
        if (i % 50 == 49)
            QCoreApplication::processEvents();
    }
    for (int i = 0; i < 64; ++i) {
        siege.push_back(std::make_unique<RawPeer>());
        siege.back()->connectTo(port, QHostAddress(QStringLiteral("127.0.0.%1").arg(30 + i % 4)));
        siege.back()->socket.write(RawPeer::upgradeRequest(port));
    }
    return siege;
}

// Room in this process's file limit for a siege's sockets (the attacker's side); false when
// the hard limit doesn't allow `files`.
inline bool roomForFiles(rlim_t files)
{
    rlimit limit{};
    getrlimit(RLIMIT_NOFILE, &limit);
    if (limit.rlim_cur < files && limit.rlim_max >= files) {
        limit.rlim_cur = files;
        setrlimit(RLIMIT_NOFILE, &limit);
    }
    getrlimit(RLIMIT_NOFILE, &limit);
    return limit.rlim_cur >= files;
}

// The file descriptors a process has open (this one by default).
inline int openFiles(const QString &pid = QStringLiteral("self"))
{
    return int(QDir(QStringLiteral("/proc/%1/fd").arg(pid)).entryList(QDir::NoDotAndDotDot | QDir::System | QDir::Files).size());
}

// Its resident memory (kB).
inline qint64 residentKb(const QString &pid = QStringLiteral("self"))
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return -1;
}


} // namespace bm::test
