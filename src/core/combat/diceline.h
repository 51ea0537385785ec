#pragma once

// The combat log's dice box: a line the GM types, "2d6+3", "d20 adv",
// "d20+5 dis", "4d6", rolled with the tracker's dice and worded for the log,
// "Dice: 2d6+3 = 4 + 2 + 3 = 9". A pure function over a Dice, so the window, a test and
// any other face roll the same way.

#include "combat/dice.h"

#include <QString>

#include <optional>

namespace bm {

struct DiceLineRoll {
    DiceRoll roll;
    QString text; // the log line (translated labels; the expression as typed)
    LogMessage message; // the same, for the log
};

// Reads an expression (model/diceexpression.h) optionally followed by "adv"/"advantage" or
// "dis"/"disadvantage" (or their translations), rolls it with `dice` and words it. Bad input
// rolls nothing: nullopt and *error names the problem ("2d": a die without its sides).
std::optional<DiceLineRoll> rollDiceLine(Dice &dice, const QString &line, QString *error = nullptr);

// The log line of a roll: each die (a dropped d20 in brackets) and each number, then the total.
QString diceLineText(const DiceRoll &roll);
LogMessage diceLineMessage(const DiceRoll &roll);

} // namespace bm
