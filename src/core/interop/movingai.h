#pragma once

// Moving AI grid benchmarks (Sturtevant 2012, movingai.com): the octile map format and
// scenario files, read into an encounter the movement engine can search.

#include "model/encounter.h"

#include <QString>

#include <vector>

namespace bm {

struct MovingAiRow {
    int bucket = 0;
    GridPoint start;
    GridPoint goal;
    double optimal = 0; // octile length in squares
};

struct MovingAiScenario {
    QString version;     // "1" or "1.0"
    std::vector<MovingAiRow> rows;
    double tolerance(double length) const; // |ours - optimal| allowed for a row
};

// A map as an encounter: '.', 'G', 'S' passable; '@', 'O', 'T', 'W' blocked; exact
// diagonals (octile), one Medium creature "agent" to move. Throws nothing: `error` tells.
bool readMovingAiMap(const QString &path, Encounter &encounter, QString *error);
bool readMovingAiScenario(const QString &path, MovingAiScenario &scenario, QString *error);

} // namespace bm
