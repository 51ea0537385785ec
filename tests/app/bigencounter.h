#pragma once

// A large encounter (a few MB of JSON) in numbered versions, for the save-kill test: the
// helper saves version after version, the test recognises which one a file holds.

#include "model/encounter.h"

#include <QString>

namespace bm::test {

inline Encounter bigEncounter(int version)
{
    Encounter e;
    e.name = QStringLiteral("save-kill version %1").arg(version);
    e.ruleset = Ruleset::Dnd2024;
    e.width = 400;
    e.height = 400;
    TerrainArea area;
    area.type = TerrainType::Difficult;
    for (int y = 0; y < 400; y += 2)
        for (int x = 0; x < 400; x += 3)
            area.squares.push_back({x, y});
    e.terrain.push_back(area);
    for (int i = 0; i < 2000; ++i) {
        Wall w;
        w.from = QPointF(i % 400, i / 10);
        w.to = QPointF(i % 400 + 1, i / 10);
        e.walls.push_back(w);
    }
    for (int i = 0; i < 500; ++i) {
        Creature c;
        c.id = QStringLiteral("c%1").arg(i);
        c.name = QStringLiteral("Creature %1").arg(i);
        c.position = {(i * 7) % 400, (i * 13 + version) % 400};
        c.hp = (i + version) % 97;
        c.maxHp = 100;
        e.creatures.push_back(c);
    }
    return e;
}

// The version number in a file's name, or -1.
inline int bigEncounterVersion(const Encounter &e)
{
    const QString prefix = QStringLiteral("save-kill version ");
    if (!e.name.startsWith(prefix))
        return -1;
    bool ok = false;
    const int v = e.name.mid(prefix.size()).toInt(&ok);
    return ok ? v : -1;
}

} // namespace bm::test
