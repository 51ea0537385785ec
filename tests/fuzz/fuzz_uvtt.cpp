#include "fuzztargets.h"

#include "model/encounterio.h"
#include "interop/uvtt.h"

#include <QByteArray>

#include <cstdio>
#include <cstdlib>

namespace bm::fuzz {

int uvttImporter(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    for (const bool objectsBlock : {false, true}) {
        UvttImportOptions options;
        options.objectsBlockMovement = objectsBlock;
        const UvttResult r = readUvtt(bytes, options);
        if (!r.ok())
            continue;
        // An import the reader accepts must make an encounter the encounter reader accepts.
        Encounter e;
        e.name = QStringLiteral("fuzz");
        applyUvttMap(e, r.map, uvttImageDataUri(r.map));
        const QByteArray written = writeEncounter(e);
        const ReadResult back = readEncounter(written);
        if (!back.ok()) {
            std::fprintf(stderr, "fuzz property broken: an accepted UVTT map made an encounter the reader refuses: %s\n%s\n",
                         back.errors.front().text().toUtf8().constData(), written.left(4000).constData());
            std::abort();
        }
    }
    return 0;
}

} // namespace bm::fuzz
