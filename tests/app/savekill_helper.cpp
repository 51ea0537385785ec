// The save-kill test's victim: saves versions FIRST, FIRST+1, ... of a large encounter
// to FILE through the app's save path (Document::save, QSaveFile) and prints
// "begin N" before and "saved N" after each, until it is killed or has saved COUNT versions.
// Usage: savekill_helper FILE FIRST COUNT

#include "bigencounter.h"
#include "document.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4)
        return 2;
    const QString file = args[1];
    const int first = args[2].toInt();
    const int count = args[3].toInt();
    bm::Document document;
    for (int v = first; v < first + count; ++v) {
        document.reset(bm::test::bigEncounter(v), file);
        std::printf("begin %d\n", v);
        std::fflush(stdout);
        QString error;
        if (!document.save(file, &error)) {
            std::fprintf(stderr, "%s\n", error.toUtf8().constData());
            return 1;
        }
        std::printf("saved %d\n", v);
        std::fflush(stdout);
    }
    return 0;
}
