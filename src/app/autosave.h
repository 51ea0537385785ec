#pragma once

// Autosave and crash recovery: while the document has unsaved changes they are
// written every N seconds (setting "autosave/intervalSeconds", 0 = never) to this
// session's recovery file. A clean save, a clean exit or a new/opened encounter removes
// it. Each session holds a QLockFile next to its recovery file, so at start-up the files
// of sessions that are gone (crashed, killed) are told from those of a running window.

#include "model/encounter.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QTimer>

#include <memory>

class QLockFile;

namespace bm {

class Document;

// A recovery file left by a session that did not end cleanly.
struct Recovery {
    QString file;         // the recovery file
    QString originalPath; // the encounter file it belongs to; empty for a never-saved one
    QString name;         // the encounter's name
    QDateTime savedAt;
};

class AutoSaver : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDefaultIntervalSeconds = 60;

    explicit AutoSaver(Document *document, QObject *parent = nullptr);
    ~AutoSaver() override; // a clean end: the recovery file goes. Delete it before the document.

    static QString recoveryDir();
    QString recoveryFile() const { return m_file; }
    int intervalSeconds() const;
    void setIntervalSeconds(int seconds); // stored in QSettings, restarts the timer
    // The timer's slot: writes the recovery file when there are changes it does not hold
    // yet. Returns false if writing failed (`error` says why).
    bool autosave(QString *error = nullptr);
    void discard(); // removes this session's recovery file

    // Recovery files of sessions that are gone, newest first.
    static QList<Recovery> leftBehind();
    // Reads a recovery file (the reader validates the encounter as it does a file).
    static bool readRecovery(const QString &file, Encounter *encounter, QString *originalPath, QString *error);
    // Removes a recovery file of a session that is gone, and its lock.
    static void remove(const Recovery &recovery);
    // The bytes a session writes: the encounter and where it came from.
    static QByteArray recoveryJson(const Encounter &encounter, const QString &originalPath, const QDateTime &savedAt);

private:
    Document *m_document;
    QTimer m_timer;
    QString m_file;
    std::unique_ptr<QLockFile> m_lock;
    bool m_pending = false; // changes the recovery file does not hold yet
};

} // namespace bm
