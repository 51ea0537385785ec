#pragma once

// A small dice roller for the combat tracker: expressions such as "2d6+3",
// "d20-1", "4d6+1d4+2", advantage and disadvantage on d20s, a seeded generator so tests
// replay exactly, and a log of every roll made.
//
// The generator is std::mt19937_64, whose output the C++ standard fixes; a die is drawn
// from it by rejection sampling (not std::uniform_int_distribution, whose mapping is
// left to the library), so a seed gives the same rolls with every compiler.

#include "model/diceexpression.h"
#include "model/logmessage.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>
#include <random>
#include <utility>

namespace bm {

enum class RollMode { Normal, Advantage, Disadvantage };

struct DiceRoll {
    QString expression;   // as asked, e.g. "2d6+3"
    RollMode mode = RollMode::Normal;
    QList<int> dice;      // every die rolled, in order
    QList<int> dropped;   // advantage/disadvantage: the d20s not kept
    int total = 0;
    int natural = 0;      // the kept d20 of a single-d20 roll (0 otherwise)
    QString text() const; // "2d6+3: [4, 2] +3 = 9"
    LogMessage message() const; // the same, for the log
};

class Dice
{
public:
    explicit Dice(std::uint64_t seed = 0);

    void reseed(std::uint64_t seed);
    // Results to hand out before the generator's (tests and "I rolled a 17 at the table").
    void force(const QList<int> &results) { m_forced += results; }
    // Only forced results (battlemap-cli --rolls): when they run out, ranOut() turns true and
    // each further die shows 1, so the caller can refuse the result.
    void setForcedOnly(bool on) { m_forcedOnly = on; }
    bool ranOut() const { return m_ranOut; }
    // A forced result outside its die's sides (shown clamped): the first such, as
    // {result, sides}, for callers that refuse it (battlemap-cli's dice queries, CLI.md v3).
    std::optional<std::pair<int, int>> forcedOutOfRange() const { return m_outOfRange; }
    int forcedLeft() const { return int(m_forced.size()); }

    int die(int sides); // one die, 1..sides
    // Rolls an expression; advantage/disadvantage roll each d20 twice and keep the
    // higher/lower. nullopt (and *error) when the expression is malformed.
    std::optional<DiceRoll> roll(const QString &expression, RollMode mode = RollMode::Normal, QString *error = nullptr);
    DiceRoll d20(int bonus, RollMode mode = RollMode::Normal);

    const QList<DiceRoll> &log() const { return m_log; }
    void clearLog() { m_log.clear(); }

private:
    std::mt19937_64 m_rng;
    QList<int> m_forced;
    bool m_forcedOnly = false;
    bool m_ranOut = false;
    std::optional<std::pair<int, int>> m_outOfRange;
    QList<DiceRoll> m_log;
};

} // namespace bm
