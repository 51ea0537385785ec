#include "fuzztargets.h"

#include "model/encounterio.h"

#include <QByteArray>

#include <cstdio>
#include <cstdlib>

namespace bm::fuzz {

namespace {

[[noreturn]] void broken(const char *what, const QByteArray &detail)
{
    std::fprintf(stderr, "fuzz property broken: %s\n%s\n", what, detail.left(4000).constData());
    std::abort();
}

} // namespace

int encounterReader(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const ReadResult first = readEncounter(bytes);
    for (const ValidationIssue &i : first.errors) {
        if (i.message.isEmpty())
            broken("an error without a message", i.field.toUtf8());
    }
    if (!first.ok())
        return 0;
    const QByteArray written = writeEncounter(first.encounter);
    const ReadResult second = readEncounter(written);
    if (!second.ok())
        broken("a file the reader accepted was written out as one it refuses",
               second.errors.front().text().toUtf8() + "\n" + written);
    const QByteArray again = writeEncounter(second.encounter);
    if (again != written)
        broken("writing, reading and writing again changed the file", written + "\n----\n" + again);
    return 0;
}

} // namespace bm::fuzz
