#include "report/statblocks.h"

#include "model/vocabulary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <map>

namespace bm {

QString nameWithoutNumber(const QString &name)
{
    static const QRegularExpression number(QStringLiteral("\\s*#?\\d+$"));
    QString base = name.trimmed();
    base.remove(number);
    return base.isEmpty() ? name.trimmed() : base;
}

QString statBlockKind(const Creature &c)
{
    const QString srd = c.extra.value(QLatin1String("srd")).toString().trimmed();
    if (!srd.isEmpty())
        return QStringLiteral("srd:") + srd.toLower();
    if (c.hasStatblock) {
        QString name = c.statblock.value(QLatin1String("index")).toString().trimmed();
        if (name.isEmpty())
            name = c.statblock.value(QLatin1String("name")).toString().trimmed();
        if (!name.isEmpty())
            return QStringLiteral("statblock:") + name.toLower();
    }
    return QStringLiteral("name:") + nameWithoutNumber(c.name).toLower();
}

namespace {

QString feet(double f)
{
    return QCoreApplication::translate("Summary", "%1 ft").arg(QLocale().toString(f, 'g', 6));
}

// A JSON value as the stat block prints it: a string as is, a number in the C locale.
QString textOf(const QJsonValue &v)
{
    if (v.isString())
        return v.toString().trimmed();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 10);
    return {};
}

bool isEmptyStatblock(const QJsonObject &s)
{
    return s.isEmpty() || (textOf(s.value(QLatin1String("name"))).isEmpty() && textOf(s.value(QLatin1String("armorClass"))).isEmpty()
                           && textOf(s.value(QLatin1String("hitPoints"))).isEmpty() && !s.contains(QLatin1String("actions")));
}

std::vector<StatBlockEntry> entriesOf(const QJsonValue &v)
{
    std::vector<StatBlockEntry> out;
    for (const QJsonValue &item : v.toArray()) {
        const QJsonObject o = item.toObject();
        StatBlockEntry e{textOf(o.value(QLatin1String("name"))), textOf(o.value(QLatin1String("text")))};
        if (!e.name.isEmpty() || !e.text.isEmpty())
            out.push_back(e);
    }
    return out;
}

const std::array<std::pair<const char *, const char *>, 6> kAbilities = {{
    {"str", QT_TRANSLATE_NOOP("Summary", "STR")},
    {"dex", QT_TRANSLATE_NOOP("Summary", "DEX")},
    {"con", QT_TRANSLATE_NOOP("Summary", "CON")},
    {"int", QT_TRANSLATE_NOOP("Summary", "INT")},
    {"wis", QT_TRANSLATE_NOOP("Summary", "WIS")},
    {"cha", QT_TRANSLATE_NOOP("Summary", "CHA")},
}};

SummaryStatBlock fromStatblock(const Creature &c)
{
    const QJsonObject s = c.statblock;
    SummaryStatBlock b;
    b.fromStatblock = true;
    b.name = textOf(s.value(QLatin1String("name")));
    if (b.name.isEmpty())
        b.name = nameWithoutNumber(c.name);
    // "Small humanoid (goblinoid), neutral evil": the SRD's own words, left in English.
    QString kind = QStringList{textOf(s.value(QLatin1String("size"))), textOf(s.value(QLatin1String("type")))}.join(QLatin1Char(' ')).trimmed();
    const QString alignment = textOf(s.value(QLatin1String("alignment")));
    if (!alignment.isEmpty())
        kind = kind.isEmpty() ? alignment : kind + QStringLiteral(", ") + alignment;
    b.kind = kind;

    const auto line = [&](const char *key, const QString &label) {
        const QString text = textOf(s.value(QLatin1String(key)));
        if (!text.isEmpty())
            b.lines.push_back({label, text});
    };
    line("armorClass", QCoreApplication::translate("Summary", "Armor Class"));
    line("hitPoints", QCoreApplication::translate("Summary", "Hit Points"));
    line("speed", QCoreApplication::translate("Summary", "Speed"));
    const QJsonObject abilities = s.value(QLatin1String("abilities")).toObject();
    for (const auto &[key, label] : kAbilities) {
        const QJsonValue v = abilities.value(QLatin1String(key));
        if (!v.isDouble())
            continue;
        const int score = v.toInt();
        // RULES.md 13.6: floor((score − 10) / 2).
        b.abilities.push_back({QCoreApplication::translate("Summary", label), score, int(std::floor((score - 10) / 2.0))});
    }
    b.linesBeforeAbilities = int(b.lines.size());
    // The lines below the abilities, in the book's order.
    line("savingThrows", QCoreApplication::translate("Summary", "Saving Throws"));
    line("skills", QCoreApplication::translate("Summary", "Skills"));
    line("damageVulnerabilities", QCoreApplication::translate("Summary", "Damage Vulnerabilities"));
    line("damageResistances", QCoreApplication::translate("Summary", "Damage Resistances"));
    line("damageImmunities", QCoreApplication::translate("Summary", "Damage Immunities"));
    line("conditionImmunities", QCoreApplication::translate("Summary", "Condition Immunities"));
    line("senses", QCoreApplication::translate("Summary", "Senses"));
    line("languages", QCoreApplication::translate("Summary", "Languages"));
    const QString challenge = textOf(s.value(QLatin1String("challenge")));
    if (!challenge.isEmpty()) {
        const QJsonValue xp = s.value(QLatin1String("xp"));
        b.lines.push_back({QCoreApplication::translate("Summary", "Challenge"),
                           xp.isDouble() ? QCoreApplication::translate("Summary", "%1 (%2 XP)").arg(challenge, QLocale().toString(xp.toInteger()))
                                         : challenge});
    }

    const std::pair<const char *, QString> sections[] = {
        {"traits", QString()},
        {"actions", QCoreApplication::translate("Summary", "Actions")},
        {"reactions", QCoreApplication::translate("Summary", "Reactions")},
        {"legendaryActions", QCoreApplication::translate("Summary", "Legendary Actions")},
    };
    for (const auto &[key, heading] : sections) {
        StatBlockSection section{heading, entriesOf(s.value(QLatin1String(key)))};
        if (!section.entries.empty())
            b.sections.push_back(section);
    }
    return b;
}

QString traitsText(const std::vector<DamageTrait> &traits)
{
    QStringList parts;
    for (const DamageTrait &t : traits)
        parts << (t.value > 0 ? QStringLiteral("%1 %2").arg(damageTypeDisplayName(t.type)).arg(t.value) : damageTypeDisplayName(t.type));
    return parts.join(QStringLiteral(", "));
}

QString attackText(const CreatureAttack &a, const Creature &c, Ruleset ruleset)
{
    QStringList parts;
    if (a.kind == AttackKind::Melee) {
        parts << QCoreApplication::translate("Summary", "melee, %1 to hit, reach %2")
                     .arg(signedNumber(a.bonus), feet(a.reach >= 0 ? a.reach : c.reachFeet(ruleset)));
    } else {
        const QString range = a.longRange > a.normalRange
                                  ? QStringLiteral("%1/%2").arg(QLocale().toString(a.normalRange), feet(a.longRange))
                                  : feet(a.normalRange);
        parts << QCoreApplication::translate("Summary", "ranged, %1 to hit, range %2").arg(signedNumber(a.bonus), range);
    }
    QStringList damage;
    for (const DamagePart &d : a.damage)
        damage << (d.type.isEmpty() ? d.dice : QStringLiteral("%1 %2").arg(d.dice, damageTypeDisplayName(d.type)));
    if (!damage.isEmpty())
        parts << damage.join(QStringLiteral(" + "));
    if (a.magical)
        parts << QCoreApplication::translate("Summary", "magical");
    if (a.agile)
        parts << QCoreApplication::translate("Summary", "agile");
    return parts.join(QStringLiteral(", "));
}

QString saveName(const QString &key)
{
    static const std::map<QString, const char *> names = {
        {QStringLiteral("str"), QT_TRANSLATE_NOOP("Summary", "Str")},
        {QStringLiteral("dex"), QT_TRANSLATE_NOOP("Summary", "Dex")},
        {QStringLiteral("con"), QT_TRANSLATE_NOOP("Summary", "Con")},
        {QStringLiteral("int"), QT_TRANSLATE_NOOP("Summary", "Int")},
        {QStringLiteral("wis"), QT_TRANSLATE_NOOP("Summary", "Wis")},
        {QStringLiteral("cha"), QT_TRANSLATE_NOOP("Summary", "Cha")},
        {QStringLiteral("fortitude"), QT_TRANSLATE_NOOP("Summary", "Fortitude")},
        {QStringLiteral("reflex"), QT_TRANSLATE_NOOP("Summary", "Reflex")},
        {QStringLiteral("will"), QT_TRANSLATE_NOOP("Summary", "Will")},
    };
    const auto it = names.find(key.toLower());
    return it != names.end() ? QCoreApplication::translate("Summary", it->second) : key;
}

} // namespace

QString savingThrowsText(const Creature &c)
{
    // The book's order for the 5e abilities, pf2e's for its three saves, others after.
    static const QStringList order = {QStringLiteral("str"), QStringLiteral("dex"), QStringLiteral("con"),
                                      QStringLiteral("int"), QStringLiteral("wis"), QStringLiteral("cha"),
                                      QStringLiteral("fortitude"), QStringLiteral("reflex"), QStringLiteral("will")};
    const QJsonObject abilities = c.hasStatblock ? c.statblock.value(QLatin1String("abilities")).toObject() : QJsonObject();
    QStringList keys = c.saves.keys();
    std::stable_sort(keys.begin(), keys.end(), [](const QString &a, const QString &b) {
        const auto rank = [](const QString &k) {
            const qsizetype i = order.indexOf(k.toLower());
            return i < 0 ? order.size() : i;
        };
        return rank(a) < rank(b);
    });
    QStringList parts;
    for (const QString &k : keys) {
        const int save = c.saves.value(k);
        const QJsonValue score = abilities.value(k.toLower());
        if (score.isDouble() && save == int(std::floor((score.toDouble() - 10) / 2.0)))
            continue; // not proficient: the book doesn't print it
        parts << QStringLiteral("%1 %2").arg(saveName(k), signedNumber(save));
    }
    return parts.join(QStringLiteral(", "));
}

namespace {

// The typed fields the participants' table does not show; nothing when there are none.
std::optional<SummaryStatBlock> fromTypedFields(const Creature &c, Ruleset ruleset)
{
    SummaryStatBlock b;
    b.name = nameWithoutNumber(c.name);
    if (const QString saves = savingThrowsText(c); !saves.isEmpty())
        b.lines.push_back({QCoreApplication::translate("Summary", "Saving Throws"), saves});
    if (!c.vulnerabilities.empty())
        b.lines.push_back({QCoreApplication::translate("Summary", "Damage Vulnerabilities"), traitsText(c.vulnerabilities)});
    if (!c.weaknesses.empty())
        b.lines.push_back({QCoreApplication::translate("Summary", "Weaknesses"), traitsText(c.weaknesses)});
    if (!c.resistances.empty())
        b.lines.push_back({QCoreApplication::translate("Summary", "Damage Resistances"), traitsText(c.resistances)});
    if (!c.immunities.isEmpty()) {
        QStringList names;
        for (const QString &t : c.immunities)
            names << damageTypeDisplayName(t);
        b.lines.push_back({QCoreApplication::translate("Summary", "Damage Immunities"), names.join(QStringLiteral(", "))});
    }
    if (!c.conditionImmunities.isEmpty()) {
        QStringList names;
        for (const QString &t : c.conditionImmunities)
            names << conditionDisplayName(t);
        b.lines.push_back({QCoreApplication::translate("Summary", "Condition Immunities"), names.join(QStringLiteral(", "))});
    }
    QStringList senses;
    if (c.senses.darkvision > 0)
        senses << QCoreApplication::translate("Summary", "darkvision %1").arg(feet(c.senses.darkvision));
    if (c.senses.blindsight > 0)
        senses << QCoreApplication::translate("Summary", "blindsight %1").arg(feet(c.senses.blindsight));
    if (c.senses.truesight > 0)
        senses << QCoreApplication::translate("Summary", "truesight %1").arg(feet(c.senses.truesight));
    if (c.senses.lowLightVision)
        senses << QCoreApplication::translate("Summary", "low-light vision");
    if (!senses.isEmpty())
        b.lines.push_back({QCoreApplication::translate("Summary", "Senses"), senses.join(QStringLiteral(", "))});
    if (c.light && (c.light->bright > 0 || c.light->dim > 0))
        b.lines.push_back({QCoreApplication::translate("Summary", "Light"),
                           QCoreApplication::translate("Summary", "bright %1, dim %2 more").arg(feet(c.light->bright), feet(c.light->dim))});
    if (!c.attacks.empty()) {
        StatBlockSection attacks{QCoreApplication::translate("Summary", "Attacks"), {}};
        for (const CreatureAttack &a : c.attacks)
            attacks.entries.push_back({a.name, attackText(a, c, ruleset)});
        b.sections.push_back(attacks);
    }
    if (b.lines.empty() && b.sections.empty())
        return std::nullopt;
    return b;
}

} // namespace

SummaryStatBlock statBlockOf(const Creature &c, Ruleset ruleset)
{
    std::optional<SummaryStatBlock> b;
    if (c.hasStatblock && !isEmptyStatblock(c.statblock))
        b = fromStatblock(c);
    else
        b = fromTypedFields(c, ruleset);
    if (!b) {
        b.emplace();
        b->name = nameWithoutNumber(c.name);
    }
    b->key = statBlockKind(c);
    return *b;
}

std::vector<SummaryStatBlock> statBlocksFor(const Encounter &e, const QStringList &ids)
{
    std::vector<SummaryStatBlock> blocks;
    std::map<QString, std::size_t> byKind;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const Creature *c = e.creature(ids[i]);
        if (!c)
            continue;
        const QString key = statBlockKind(*c);
        const auto it = byKind.find(key);
        if (it != byKind.end()) {
            SummaryStatBlock &b = blocks[it->second];
            // A later creature of the kind that carries the stat block the first lacked.
            if (!b.fromStatblock && c->hasStatblock && !isEmptyStatblock(c->statblock)) {
                const QList<int> numbers = b.numbers;
                b = fromStatblock(*c);
                b.key = key;
                b.numbers = numbers;
            }
            b.numbers << int(i) + 1;
            continue;
        }
        std::optional<SummaryStatBlock> b;
        if (c->hasStatblock && !isEmptyStatblock(c->statblock))
            b = fromStatblock(*c);
        else
            b = fromTypedFields(*c, e.ruleset);
        if (!b) {
            // Remember the kind so a later creature of it with a stat block still joins.
            byKind[key] = blocks.size();
            blocks.push_back({});
            blocks.back().key = key;
            blocks.back().numbers << int(i) + 1;
            continue;
        }
        b->key = key;
        b->numbers << int(i) + 1;
        byKind[key] = blocks.size();
        blocks.push_back(*b);
    }
    // Kinds that had nothing to print (no stat block, no typed fields beyond the table).
    std::erase_if(blocks, [](const SummaryStatBlock &b) { return b.lines.empty() && b.sections.empty() && b.abilities.empty(); });
    return blocks;
}

} // namespace bm
