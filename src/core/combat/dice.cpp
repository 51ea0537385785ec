#include "combat/dice.h"

#include <QCoreApplication>

namespace bm {

QString DiceRoll::text() const
{
    return wordLogMessage(message(), nullptr);
}

LogMessage DiceRoll::message() const
{
    QStringList dice;
    for (int d : this->dice)
        dice << QString::number(d);
    LogArg s = expression;
    if (mode == RollMode::Advantage)
        s = logConcat({expression, logMessage("Dice", QT_TRANSLATE_NOOP("Dice", " (advantage)"))});
    else if (mode == RollMode::Disadvantage)
        s = logConcat({expression, logMessage("Dice", QT_TRANSLATE_NOOP("Dice", " (disadvantage)"))});
    return LogMessage{QString(), QStringLiteral("%1: [%2] = %3"), QString(), -1, {s, dice.join(QStringLiteral(", ")), total}};
}

Dice::Dice(std::uint64_t seed)
    : m_rng(seed)
{
}

void Dice::reseed(std::uint64_t seed)
{
    m_rng.seed(seed);
    m_forced.clear();
}

int Dice::die(int sides)
{
    if (sides < 1)
        return 1;
    if (!m_forced.isEmpty()) {
        const int r = m_forced.takeFirst();
        if ((r < 1 || r > sides) && !m_outOfRange)
            m_outOfRange = std::make_pair(r, sides);
        return std::clamp(r, 1, sides);
    }
    if (m_forcedOnly) {
        m_ranOut = true;
        return 1;
    }
    // Rejection sampling: the largest multiple of `sides` below 2^64 keeps every face equal.
    const std::uint64_t n = std::uint64_t(sides);
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % n;
    std::uint64_t x;
    do
        x = m_rng();
    while (x >= limit);
    return int(x % n) + 1;
}

std::optional<DiceRoll> Dice::roll(const QString &expression, RollMode mode, QString *error)
{
    const auto terms = parseDice(expression, error);
    if (!terms)
        return std::nullopt;
    DiceRoll r;
    r.expression = expression.trimmed();
    r.mode = mode;
    int d20s = 0;
    for (const DiceTerm &t : *terms) {
        if (t.count == 0) {
            r.total += t.sign * t.value;
            continue;
        }
        for (int i = 0; i < t.count; ++i) {
            int v = die(t.sides);
            r.dice << v;
            if (t.sides == 20 && mode != RollMode::Normal) {
                const int w = die(20);
                r.dice << w;
                const int keep = mode == RollMode::Advantage ? std::max(v, w) : std::min(v, w);
                r.dropped << (keep == v ? w : v);
                v = keep;
            }
            if (t.sides == 20) {
                ++d20s;
                r.natural = v;
            }
            r.total += t.sign * v;
        }
    }
    if (d20s != 1)
        r.natural = 0;
    m_log << r;
    return r;
}

DiceRoll Dice::d20(int bonus, RollMode mode)
{
    const QString e = bonus == 0 ? QStringLiteral("d20")
                                 : QStringLiteral("d20%1%2").arg(bonus > 0 ? QStringLiteral("+") : QString()).arg(bonus);
    return *roll(e, mode);
}

} // namespace bm
