#include "model/diceexpression.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace bm {

namespace {
constexpr int kMaxDice = 1000;
constexpr int kMaxSides = 1000;
} // namespace

std::optional<QList<DiceTerm>> parseDice(const QString &expression, QString *error)
{
    static const QRegularExpression term(QStringLiteral("^([+-]?)(?:(\\d*)[dD](\\d+)|(\\d+))"));
    QString s = expression;
    s.remove(QLatin1Char(' '));
    const auto fail = [&](const QString &why) -> std::optional<QList<DiceTerm>> {
        if (error)
            *error = QCoreApplication::translate("Dice", "\"%1\" is not a dice expression: %2").arg(expression, why);
        return std::nullopt;
    };
    if (s.isEmpty())
        return fail(QCoreApplication::translate("Dice", "it is empty"));
    QList<DiceTerm> terms;
    qsizetype at = 0;
    while (at < s.size()) {
        const QRegularExpressionMatch m = term.match(QStringView(s).mid(at));
        if (!m.hasMatch() || (at > 0 && m.captured(1).isEmpty())) {
            // "2d", "d+3": a die whose number of sides is missing says so.
            const auto isD = [&s](qsizetype i) { return i < s.size() && (s[i] == QLatin1Char('d') || s[i] == QLatin1Char('D')); };
            const qsizetype dAt = isD(at) ? at : ((s[at] == QLatin1Char('+') || s[at] == QLatin1Char('-')) && isD(at + 1) ? at + 1 : -1);
            if (dAt >= 0 && (dAt + 1 >= s.size() || !s[dAt + 1].isDigit()))
                return fail(QCoreApplication::translate("Dice", "the die at character %1 has no number of sides (like 2d6)").arg(dAt + 1));
            return fail(QCoreApplication::translate("Dice", "unexpected \"%1\" at character %2").arg(s.mid(at, 1)).arg(at + 1));
        }
        DiceTerm t;
        t.sign = m.captured(1) == QLatin1String("-") ? -1 : 1;
        bool ok = true;
        if (!m.captured(4).isEmpty()) {
            t.value = m.captured(4).toInt(&ok);
            if (!ok || t.value > 1000000)
                return fail(QCoreApplication::translate("Dice", "the number %1 is too large").arg(m.captured(4)));
        } else {
            t.count = m.captured(2).isEmpty() ? 1 : m.captured(2).toInt(&ok);
            if (!ok || t.count < 1 || t.count > kMaxDice)
                return fail(QCoreApplication::translate("Dice", "between 1 and %1 dice per term").arg(kMaxDice));
            t.sides = m.captured(3).toInt(&ok);
            if (!ok || t.sides < 1 || t.sides > kMaxSides)
                return fail(QCoreApplication::translate("Dice", "a die has 1 to %1 sides").arg(kMaxSides));
        }
        terms << t;
        at += m.capturedLength(0);
    }
    return terms;
}

} // namespace bm

