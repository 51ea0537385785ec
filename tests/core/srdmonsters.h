#pragma once

// The bundled SRD 5.1 monsters (resources/srd), read once for the tests that compare the
// library with the SRD text (tst_monsters, tst_multiattack). BM_SRD_JSON names the file.

#include "interop/monsters.h"

#include <QFile>
#include <QStringList>

#include <vector>

namespace bm::test {

inline const std::vector<Monster> &srd()
{
    static const std::vector<Monster> monsters = [] {
        QFile f(QStringLiteral(BM_SRD_JSON));
        if (!f.open(QIODevice::ReadOnly))
            return std::vector<Monster>{};
        QStringList problems;
        auto list = readSrdMonsters(f.readAll(), &problems);
        return list ? *list : std::vector<Monster>{};
    }();
    return monsters;
}

} // namespace bm::test
