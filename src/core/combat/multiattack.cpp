#include "combat/multiattack.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace bm::combat {

namespace {

constexpr int kMostAttacks = 20; // a sequence longer than this is not a stat block's

MultiattackPlan unread(const LogMessage &why)
{
    MultiattackPlan plan;
    plan.unreadBecause = why;
    return plan;
}

// "One" … "ten" or digits: the count a clause starts with; 0 when it starts with none.
const QString kCount = QStringLiteral("(one|two|three|four|five|six|seven|eight|nine|ten|\\d+)");

int countOf(const QString &word)
{
    static const QStringList words{QStringLiteral("one"),   QStringLiteral("two"),   QStringLiteral("three"), QStringLiteral("four"),
                                   QStringLiteral("five"),  QStringLiteral("six"),   QStringLiteral("seven"), QStringLiteral("eight"),
                                   QStringLiteral("nine"),  QStringLiteral("ten")};
    const qsizetype i = words.indexOf(word);
    return i >= 0 ? int(i) + 1 : word.toInt();
}

// A name as the text may write it: lower case, one space, no plural "s" ("Claws" and
// "claws" both read "claw").
QString normalised(const QString &name)
{
    QString s = name.toLower().simplified();
    if (s.endsWith(QLatin1Char('s')))
        s.chop(1);
    return s;
}

// The attack a phrase ("beak", "claws", "stinger", "melee") names; empty when none or more
// than one could be meant.
QString attackNamed(const QString &phrase, const QStringList &names, const QStringList &melee, const QStringList &ranged)
{
    const QString p = normalised(phrase);
    const auto only = [](const QStringList &list) { return list.size() == 1 ? list.front() : QString(); };
    if (p.isEmpty())
        return only(names); // "makes two attacks" with one attack to make them with
    if (p == QLatin1String("melee"))
        return only(melee);
    if (p == QLatin1String("ranged"))
        return only(ranged);
    for (const QString &n : names)
        if (normalised(n) == p)
            return n;
    // "one with its stinger": the Purple Worm's Tail Stinger; only when one attack fits.
    QStringList endings;
    for (const QString &n : names)
        if (normalised(n).endsWith(QLatin1Char(' ') + p))
            endings << n;
    return only(endings);
}

} // namespace

MultiattackPlan readMultiattack(const QString &text, const QStringList &attackNames, const QStringList &meleeNames,
                                const QStringList &rangedNames)
{
    if (text.trimmed().isEmpty())
        return unread(logMessage("Multiattack", QT_TRANSLATE_NOOP("Multiattack", "the creature has no Multiattack")));
    // The first sentence that says what it makes; later ones give choices or conditions
    // ("It can't make both attacks against the same target.") the GM reads in the stat block.
    static const QRegularExpression sentenceEnd(QStringLiteral("(?<=[.!?])\\s+"));
    static const QRegularExpression makes(QStringLiteral("\\bmakes?\\s+"));
    QString said;
    for (const QString &sentence : text.toLower().split(sentenceEnd, Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch m = makes.match(sentence);
        if (m.hasMatch()) {
            said = sentence.mid(m.capturedEnd()).trimmed();
            break;
        }
    }
    if (said.isEmpty())
        return unread(logMessage("Multiattack", QT_TRANSLATE_NOOP("Multiattack", "it doesn't say which attacks it makes")));
    while (said.endsWith(QLatin1Char('.')))
        said.chop(1);
    static const QRegularExpression choice(QStringLiteral("\\b(or|either)\\b"));
    if (choice.match(said).hasMatch())
        return unread(logMessage("Multiattack", QT_TRANSLATE_NOOP("Multiattack", "it offers a choice of attacks")));

    // "three attacks: one with its bite and two with its claws": the total, then the list.
    static const QRegularExpression header(QStringLiteral("^%1\\s+(?:(?:melee|ranged)\\s+)?attacks?\\s*:\\s*(.*)$").arg(kCount));
    int total = 0;
    QString list = said;
    if (const QRegularExpressionMatch m = header.match(said); m.hasMatch()) {
        total = countOf(m.captured(1));
        list = m.captured(2);
    }

    static const QRegularExpression separator(QStringLiteral("\\s*(?:,|\\band\\b)\\s*"));
    static const QRegularExpression startsWithCount(QStringLiteral("^%1\\b").arg(kCount));
    static const QRegularExpression leading(QStringLiteral("^(?:then\\s+)?(?:makes?\\s+)?"));
    const QString its = QStringLiteral("(?:its|his|her|their)\\s+");
    // "four attacks with its tendrils", "one with its bite", "one to constrict", "two slam attacks".
    static const QRegularExpression withIts(QStringLiteral("^%1\\s+(?:(?:melee|ranged)\\s+)?attacks?\\s+with\\s+%2(.+)$").arg(kCount, its));
    static const QRegularExpression oneWith(QStringLiteral("^%1\\s+(?:with|to)\\s+(?:%2)?(.+)$").arg(kCount, its));
    static const QRegularExpression named(QStringLiteral("^%1(?:\\s+(.+?))?\\s+attacks?$").arg(kCount));

    MultiattackPlan plan;
    for (QString clause : list.split(separator, Qt::SkipEmptyParts)) {
        clause.remove(leading);
        clause = clause.trimmed();
        if (!startsWithCount.match(clause).hasMatch())
            continue; // "uses Reel", "if it can": not an attack of the sequence
        QRegularExpressionMatch m = withIts.match(clause);
        if (!m.hasMatch())
            m = oneWith.match(clause);
        if (!m.hasMatch())
            m = named.match(clause);
        if (!m.hasMatch())
            return unread(logMessage("Multiattack", QT_TRANSLATE_NOOP("Multiattack", "can't read \"%1\""), {clause}));
        const int count = countOf(m.captured(1));
        const QString phrase = m.captured(2).trimmed();
        const QString name = attackNamed(phrase, attackNames, meleeNames, rangedNames);
        if (name.isEmpty())
            return unread(phrase.isEmpty() ? logMessage("Multiattack", QT_TRANSLATE_NOOP("Multiattack", "it doesn't say which attacks it makes"))
                                           : logMessage("Multiattack", QT_TRANSLATE_NOOP("Multiattack", "it has no attack \"%1\" (or more than one)"), {phrase}));
        if (count < 1 || plan.sequence.size() + count > kMostAttacks)
            return unread(logMessage("Multiattack", QT_TRANSLATE_NOOP("Multiattack", "can't read \"%1\""), {clause}));
        for (int i = 0; i < count; ++i)
            plan.sequence << name;
    }
    if (plan.sequence.isEmpty())
        return unread(logMessage("Multiattack", QT_TRANSLATE_NOOP("Multiattack", "it doesn't say which attacks it makes")));
    if (total > 0 && plan.sequence.size() != total)
        return unread(logMessage("Multiattack", QT_TRANSLATE_NOOP("Multiattack", "the attacks named add up to %1, not %2"), {int(plan.sequence.size()), total}));
    return plan;
}

QString multiattackText(const Creature &c)
{
    for (const QJsonValue &v : c.statblock.value(QLatin1String("actions")).toArray()) {
        const QJsonObject o = v.toObject();
        if (o.value(QLatin1String("name")).toString().startsWith(QLatin1String("Multiattack"), Qt::CaseInsensitive))
            return o.value(QLatin1String("text")).toString();
    }
    return {};
}

MultiattackPlan multiattackOf(const Creature &c)
{
    QStringList names, melee, ranged;
    for (const CreatureAttack &a : c.attacks) {
        names << a.name;
        (a.isMelee() ? melee : ranged) << a.name;
    }
    return readMultiattack(multiattackText(c), names, melee, ranged);
}

} // namespace bm::combat
