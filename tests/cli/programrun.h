#pragma once

// A program run as a user runs it (battlemap-cli, pdftotext): its exit code and what it wrote.

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace bm::test {

struct Run {
    int exitCode = -1; // -1: it crashed, or was killed after the time given
    QByteArray out;
    QByteArray err;
};

inline Run run(const QString &program, const QStringList &args, int timeoutMs = 60000)
{
    QProcess p;
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace bm::test
