#include "combat/diceline.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

namespace bm {

namespace {

bool isKeyword(const QString &word, const QStringList &keywords)
{
    for (const QString &k : keywords) {
        if (!k.isEmpty() && word.compare(k, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QStringList advantageWords()
{
    return {QStringLiteral("adv"), QStringLiteral("advantage"),
            QCoreApplication::translate("Dice", "adv", "typed after a roll: advantage"),
            QCoreApplication::translate("Dice", "advantage", "typed after a roll")};
}

QStringList disadvantageWords()
{
    return {QStringLiteral("dis"), QStringLiteral("disadvantage"),
            QCoreApplication::translate("Dice", "dis", "typed after a roll: disadvantage"),
            QCoreApplication::translate("Dice", "disadvantage", "typed after a roll")};
}

} // namespace

std::optional<DiceLineRoll> rollDiceLine(Dice &dice, const QString &line, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<DiceLineRoll> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QString expression = line.simplified();
    RollMode mode = RollMode::Normal;
    const qsizetype space = expression.lastIndexOf(QLatin1Char(' '));
    if (space > 0) {
        const QString word = expression.mid(space + 1);
        if (isKeyword(word, advantageWords()))
            mode = RollMode::Advantage;
        else if (isKeyword(word, disadvantageWords()))
            mode = RollMode::Disadvantage;
        if (mode != RollMode::Normal)
            expression.truncate(space);
    }
    const auto terms = parseDice(expression, error);
    if (!terms)
        return std::nullopt;
    if (mode != RollMode::Normal) {
        const bool d20 = std::any_of(terms->begin(), terms->end(), [](const DiceTerm &t) { return t.count > 0 && t.sides == 20; });
        if (!d20)
            return fail(QCoreApplication::translate("Dice", "\"%1\": advantage and disadvantage need a d20").arg(line.simplified()));
    }
    std::optional<DiceRoll> roll = dice.roll(expression, mode, error);
    if (!roll)
        return std::nullopt;
    return DiceLineRoll{*roll, diceLineText(*roll), diceLineMessage(*roll)};
}

QString diceLineText(const DiceRoll &r)
{
    return wordLogMessage(diceLineMessage(r), nullptr);
}

LogMessage diceLineMessage(const DiceRoll &r)
{
    // Dice::roll draws the dice term by term, a d20 with advantage or disadvantage twice
    // in a row (kept one first or second); replay the expression to put them back in place.
    std::vector<LogArg> parts;
    const auto terms = parseDice(r.expression);
    qsizetype next = 0;
    const auto signed_ = [&parts](int sign, const LogArg &text) {
        if (parts.empty())
            parts.emplace_back(sign < 0 ? logConcat({QStringLiteral("-"), text}) : logConcat({text}));
        else
            parts.emplace_back(logConcat({sign < 0 ? QStringLiteral(" - ") : QStringLiteral(" + "), text}));
    };
    if (terms) {
        for (const DiceTerm &t : *terms) {
            if (t.count == 0) {
                signed_(t.sign, t.value);
                continue;
            }
            for (int i = 0; i < t.count && next < r.dice.size(); ++i) {
                if (t.sides == 20 && r.mode != RollMode::Normal && next + 1 < r.dice.size()) {
                    const int a = r.dice[next], b = r.dice[next + 1];
                    next += 2;
                    const int keep = r.mode == RollMode::Advantage ? std::max(a, b) : std::min(a, b);
                    const int drop = keep == a ? b : a;
                    signed_(t.sign, logMessage("Dice", QT_TRANSLATE_NOOP3("Dice", "%1 (not %2)", "a d20 kept, the other dropped"), {keep, drop}));
                } else {
                    signed_(t.sign, r.dice[next++]);
                }
            }
        }
    }
    LogArg asked = r.expression;
    if (r.mode == RollMode::Advantage)
        asked = logMessage("Dice", QT_TRANSLATE_NOOP("Dice", "%1 with advantage"), {r.expression});
    else if (r.mode == RollMode::Disadvantage)
        asked = logMessage("Dice", QT_TRANSLATE_NOOP("Dice", "%1 with disadvantage"), {r.expression});
    // A single die or number alone: "d20 = 14", not "d20 = 14 = 14".
    if (parts.size() <= 1 && r.mode == RollMode::Normal)
        return logMessage("Dice", QT_TRANSLATE_NOOP("Dice", "Dice: %1 = %2"), {asked, r.total});
    return logMessage("Dice", QT_TRANSLATE_NOOP("Dice", "Dice: %1 = %2 = %3"), {asked, logConcat(std::move(parts)), r.total});
}

} // namespace bm
