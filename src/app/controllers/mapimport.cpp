#include "mapimport.h"

#include "render/maprenderer.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <atomic>

namespace bm {

ImportedMap MapImport::read(const QString &path, const UvttImportOptions &options, QWidget *parent)
{
    // The worker reads, decodes the base64 and the image; the GUI thread keeps painting and
    // answers the Cancel button, which the worker sees at its next progress report.
    ImportedMap outcome;
    std::atomic<int> percent{0};
    std::atomic<bool> cancel{false};
    QThread *worker = QThread::create([&] {
        outcome.result = readUvttFile(path, options, [&](int p) {
            percent = p * 9 / 10;
            return !cancel.load();
        });
        if (!outcome.result.ok() || cancel)
            return;
        outcome.dataUri = uvttImageDataUri(outcome.result.map);
        percent = 93;
        if (cancel)
            return;
        // The same decode (and downscale of huge images) as opening the saved encounter.
        Encounter decoded;
        decoded.background[QStringLiteral("image")] = outcome.dataUri;
        outcome.image = render::loadBackground(decoded, QString(), &outcome.imageNote);
    });
    QProgressDialog progress(tr("Importing %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 100, parent);
    progress.setObjectName(QStringLiteral("importProgress"));
    progress.setWindowTitle(tr("Import Map"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setAutoReset(false);
    progress.setAutoClose(false);
    progress.setMinimumDuration(300);
    QEventLoop loop;
    QTimer tick;
    tick.setInterval(30);
    QObject::connect(&tick, &QTimer::timeout, &progress, [&] {
        if (progress.wasCanceled()) // Escape and cancel() too, not only the button
            cancel = true;
        else
            progress.setValue(percent);
    });
    QObject::connect(&progress, &QProgressDialog::canceled, worker, [&] { cancel = true; });
    QObject::connect(worker, &QThread::finished, &loop, &QEventLoop::quit);
    worker->start();
    tick.start();
    loop.exec();
    worker->wait();
    delete worker;
    tick.stop();
    progress.close();

    outcome.cancelled = cancel || outcome.result.cancelled;
    return outcome;
}

} // namespace bm
