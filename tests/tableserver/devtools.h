#pragma once

// A headless Chromium driven over the DevTools protocol from a QWebSocket (no npm): the
// players' page in tests/tableserver/tst_browser.cpp and bench/bench_table_browser.cpp.

#include <QFile>
#include <QHash>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QWebSocket>

namespace bm::test {

QString chromium()
{
    for (const char *name : {"chromium", "chromium-browser", "google-chrome"})
        if (const QString path = QStandardPaths::findExecutable(QLatin1String(name)); !path.isEmpty())
            return path;
    return {};
}

// One browser tab over the DevTools protocol.
class DevTools
{
public:
    bool open(const QUrl &url)
    {
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, [this](const QString &text) {
            const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
            if (o.contains(QLatin1String("id")))
                m_replies.insert(o.value(QLatin1String("id")).toInt(), o);
        });
        m_socket.open(url);
        return QTest::qWaitFor([this] { return m_socket.state() == QAbstractSocket::ConnectedState; }, 20000);
    }
    // Sends a command and waits for its reply's `result` (empty on an error or no reply).
    QJsonObject call(const QString &method, const QJsonObject &params = {})
    {
        const int id = ++m_next;
        m_socket.sendTextMessage(QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("method"), method}, {QStringLiteral("params"), params}})
                .toJson(QJsonDocument::Compact)));
        if (!QTest::qWaitFor([&] { return m_replies.contains(id); }, 20000))
            return {};
        const QJsonObject reply = m_replies.take(id);
        if (reply.contains(QLatin1String("error")))
            qWarning("DevTools %s: %s", qPrintable(method), QJsonDocument(reply.value(QLatin1String("error")).toObject()).toJson().constData());
        return reply.value(QLatin1String("result")).toObject();
    }
    QJsonValue evaluate(const QString &expression)
    {
        return call(QStringLiteral("Runtime.evaluate"), {{QStringLiteral("expression"), expression}, {QStringLiteral("returnByValue"), true}})
            .value(QLatin1String("result"))
            .toObject()
            .value(QLatin1String("value"));
    }
    void touch(const char *type, QPointF at)
    {
        QJsonArray points;
        if (QByteArray(type) != "touchEnd")
            points.append(QJsonObject{{QStringLiteral("x"), at.x()}, {QStringLiteral("y"), at.y()}});
        call(QStringLiteral("Input.dispatchTouchEvent"), {{QStringLiteral("type"), QLatin1String(type)}, {QStringLiteral("touchPoints"), points}});
    }
    QImage screenshot()
    {
        const QJsonObject r = call(QStringLiteral("Page.captureScreenshot"), {{QStringLiteral("format"), QStringLiteral("png")}});
        return QImage::fromData(QByteArray::fromBase64(r.value(QLatin1String("data")).toString().toLatin1()), "PNG");
    }

private:
    QWebSocket m_socket;
    QHash<int, QJsonObject> m_replies;
    int m_next = 0;
};


// Starts Chromium headless at a phone's size with the DevTools port in `profile`, and
// opens its first tab. False (with `why`) when it can't.
inline bool startHeadless(QProcess &chrome, const QString &profile, DevTools &tab, QString *why)
{
    const QString browser = chromium();
    if (browser.isEmpty()) {
        *why = QStringLiteral("Chromium is missing: scripts/deps.sh installs it");
        return false;
    }
    chrome.setProcessChannelMode(QProcess::MergedChannels);
    chrome.start(browser, {QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"), QStringLiteral("--disable-gpu"),
                           QStringLiteral("--hide-scrollbars"), QStringLiteral("--no-first-run"), QStringLiteral("--lang=en-US"),
                           QStringLiteral("--remote-debugging-port=0"), QStringLiteral("--user-data-dir=") + profile,
                           QStringLiteral("--window-size=390,844"), QStringLiteral("about:blank")});
    if (!chrome.waitForStarted(10000)) {
        *why = QStringLiteral("Chromium didn't start");
        return false;
    }
    // Chromium writes the port it took into its profile: the port's line is whole once a
    // line break follows it.
    QFile portFile(profile + QStringLiteral("/DevToolsActivePort"));
    QByteArray portLine;
    const bool written = QTest::qWaitFor([&] {
        if (!portFile.open(QIODevice::ReadOnly))
            return false;
        const QByteArray text = portFile.readAll();
        portFile.close();
        portLine = text.left(text.indexOf('\n'));
        return text.contains('\n');
    }, 60000);
    if (!written) {
        *why = QString::fromLocal8Bit(chrome.readAll().right(2000));
        return false;
    }
    const int port = QString::fromLatin1(portLine).trimmed().toInt();
    // The page target's socket, from the browser's own list.
    QNetworkAccessManager net;
    QNetworkReply *list = net.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/json/list").arg(port))));
    if (!QTest::qWaitFor([&] { return list->isFinished(); }, 20000))
        return false;
    QUrl target;
    for (const QJsonValue &v : QJsonDocument::fromJson(list->readAll()).array())
        if (v.toObject().value(QLatin1String("type")).toString() == QLatin1String("page"))
            target = QUrl(v.toObject().value(QLatin1String("webSocketDebuggerUrl")).toString());
    list->deleteLater();
    if (!target.isValid() || !tab.open(target)) {
        *why = QStringLiteral("no page to drive");
        return false;
    }
    tab.call(QStringLiteral("Page.enable"));
    tab.call(QStringLiteral("Emulation.setDeviceMetricsOverride"), {{QStringLiteral("width"), 390}, {QStringLiteral("height"), 844},
                                                                     {QStringLiteral("deviceScaleFactor"), 1}, {QStringLiteral("mobile"), true}});
    tab.call(QStringLiteral("Emulation.setTouchEmulationEnabled"), {{QStringLiteral("enabled"), true}, {QStringLiteral("maxTouchPoints"), 5}});
    return true;
}

} // namespace bm::test
