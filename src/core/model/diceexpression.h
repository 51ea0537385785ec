#pragma once

// Dice expressions such as "2d6+3", "d20-1", "4d6+1d4+2": the notation the encounter file
// uses for persistent damage (ENCOUNTER_FORMAT.md, combat.effects[].persistent), so the
// reader can check it. Rolling them is the tracker's (combat/dice.h).

#include <QList>
#include <QString>

#include <optional>

namespace bm {

struct DiceTerm {
    int count = 0;  // 0: a plain number
    int sides = 0;
    int sign = 1;
    int value = 0;  // a plain number's value
};

// Parses "NdM+K" terms joined by + and -. Empty optional and *error on bad input.
std::optional<QList<DiceTerm>> parseDice(const QString &expression, QString *error = nullptr);

} // namespace bm
