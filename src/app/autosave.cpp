#include "autosave.h"

#include "document.h"
#include "model/encounterio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

namespace bm {

namespace {

const char *kIntervalKey = "autosave/intervalSeconds";
const char *kRecoveryFormat = "battlemap-recovery";

} // namespace

AutoSaver::AutoSaver(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
{
    QDir().mkpath(recoveryDir());
    m_file = QDir(recoveryDir())
                 .filePath(QStringLiteral("session-%1-%2.json")
                               .arg(QCoreApplication::applicationPid())
                               .arg(QDateTime::currentMSecsSinceEpoch()));
    m_lock = std::make_unique<QLockFile>(m_file + QStringLiteral(".lock"));
    m_lock->setStaleLockTime(0); // only a dead owner makes it stale, never its age
    m_lock->tryLock(0);
    connect(&m_timer, &QTimer::timeout, this, [this] { autosave(); });
    const auto edited = [this] { m_pending = true; };
    connect(m_document, &Document::changed, this, edited); // every edit, undo and redo, the fog's too
    connect(m_document, &Document::encounterReset, this, &AutoSaver::discard);
    connect(m_document, &Document::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard(); // saved, or undone back to the saved state
    });
    setIntervalSeconds(intervalSeconds());
}

AutoSaver::~AutoSaver()
{
    // Not discard(): the document may be gone already (it is a sibling in the window).
    QFile::remove(m_file);
    m_lock->unlock();
}

QString AutoSaver::recoveryDir()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(QStringLiteral("recovery"));
}

int AutoSaver::intervalSeconds() const
{
    bool ok = false;
    const int s = QSettings().value(QLatin1String(kIntervalKey), kDefaultIntervalSeconds).toInt(&ok);
    return ok ? std::clamp(s, 0, 24 * 3600) : kDefaultIntervalSeconds;
}

void AutoSaver::setIntervalSeconds(int seconds)
{
    seconds = std::clamp(seconds, 0, 24 * 3600);
    QSettings().setValue(QLatin1String(kIntervalKey), seconds);
    m_timer.stop();
    if (seconds > 0)
        m_timer.start(seconds * 1000);
}

QByteArray AutoSaver::recoveryJson(const Encounter &encounter, const QString &originalPath, const QDateTime &savedAt)
{
    const QJsonObject o{{QStringLiteral("format"), QLatin1String(kRecoveryFormat)},
                        {QStringLiteral("version"), 1},
                        {QStringLiteral("file"), originalPath},
                        {QStringLiteral("savedAt"), savedAt.toUTC().toString(Qt::ISODate)},
                        {QStringLiteral("encounter"), encounterToJson(encounter)}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

bool AutoSaver::autosave(QString *error)
{
    if (!m_document->isModified()) {
        discard();
        return true;
    }
    if (!m_pending && QFileInfo::exists(m_file))
        return true;
    const QString original = m_document->filePath().startsWith(QLatin1Char(':')) ? QString() : m_document->filePath();
    QSaveFile file(m_file);
    const QByteArray bytes = recoveryJson(m_document->encounter(), original, QDateTime::currentDateTimeUtc());
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = tr("Autosave to %1 failed: %2").arg(QDir::toNativeSeparators(m_file), file.errorString());
        return false;
    }
    m_pending = false;
    return true;
}

void AutoSaver::discard()
{
    QFile::remove(m_file);
    m_pending = m_document->isModified();
}

QList<Recovery> AutoSaver::leftBehind()
{
    QList<Recovery> found;
    const QDir dir(recoveryDir());
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("session-*.json")}, QDir::Files)) {
        // A running session holds its lock; a crashed one left a stale lock (its process
        // is gone) or none.
        QLockFile lock(info.filePath() + QStringLiteral(".lock"));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        Recovery r;
        r.file = info.filePath();
        Encounter e;
        QString error;
        if (!readRecovery(r.file, &e, &r.originalPath, &error))
            r.name = tr("(unreadable: %1)").arg(error);
        else
            r.name = e.name;
        r.savedAt = info.lastModified();
        found.append(r);
    }
    std::sort(found.begin(), found.end(), [](const Recovery &a, const Recovery &b) { return a.savedAt > b.savedAt; });
    return found;
}

bool AutoSaver::readRecovery(const QString &path, Encounter *encounter, QString *originalPath, QString *error)
{
    QFile file(path);
    if (file.size() > kMaxFileBytes || !file.open(QIODevice::ReadOnly)) {
        *error = tr("can't read %1").arg(QDir::toNativeSeparators(path));
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    const QJsonObject o = doc.object();
    if (parseError.error != QJsonParseError::NoError || o.value(QLatin1String("format")).toString() != QLatin1String(kRecoveryFormat)) {
        *error = tr("%1 is not a Battlemap recovery file").arg(QDir::toNativeSeparators(path));
        return false;
    }
    ReadResult r = readEncounter(QJsonDocument(o.value(QLatin1String("encounter")).toObject()).toJson(QJsonDocument::Compact));
    if (!r.ok()) {
        *error = r.errors.front().text();
        return false;
    }
    *encounter = std::move(r.encounter);
    *originalPath = o.value(QLatin1String("file")).toString();
    return true;
}

void AutoSaver::remove(const Recovery &recovery)
{
    QFile::remove(recovery.file);
    QFile::remove(recovery.file + QStringLiteral(".lock"));
}

} // namespace bm
