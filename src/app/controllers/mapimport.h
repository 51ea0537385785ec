#pragma once

// Reading an imported map, out of the main window: a worker thread
// reads the Universal VTT file, decodes its base64 and its image (downscaled when huge, as
// when an encounter is opened) while the GUI thread keeps painting behind a modal progress
// dialog whose Cancel (and Escape) the worker sees at its next progress report. The window
// applies what it read as one undo step.

#include "interop/uvtt.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>

class QWidget;

namespace bm {

struct ImportedMap {
    UvttResult result;
    QImage image;
    QString imageNote; // why the image can't be shown, or that it is shown downscaled
    QString dataUri;   // the image as the encounter keeps it
    bool cancelled = false;
};

class MapImport
{
    Q_DECLARE_TR_FUNCTIONS(MapImport)

public:
    static ImportedMap read(const QString &path, const UvttImportOptions &options, QWidget *parent);
};

} // namespace bm
