#include "combat/areadamage.h"

#include "combat/combat.h"
#include "model/encounter.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace bm::combat {

QStringList saveAbilities(Ruleset r)
{
    if (r == Ruleset::Pf2e)
        return {QStringLiteral("fortitude"), QStringLiteral("reflex"), QStringLiteral("will")};
    return {QStringLiteral("str"), QStringLiteral("dex"), QStringLiteral("con"),
            QStringLiteral("int"), QStringLiteral("wis"), QStringLiteral("cha")};
}

QString saveAbilityName(const QString &ability)
{
    return wordLogMessage(saveAbilityMessage(ability), nullptr);
}

LogMessage saveAbilityMessage(const QString &ability)
{
    static const struct {
        const char *id;
        const char *name;
    } names[] = {{"str", QT_TRANSLATE_NOOP("Combat", "Strength")},   {"dex", QT_TRANSLATE_NOOP("Combat", "Dexterity")},
                 {"con", QT_TRANSLATE_NOOP("Combat", "Constitution")}, {"int", QT_TRANSLATE_NOOP("Combat", "Intelligence")},
                 {"wis", QT_TRANSLATE_NOOP("Combat", "Wisdom")},     {"cha", QT_TRANSLATE_NOOP("Combat", "Charisma")},
                 {"fortitude", QT_TRANSLATE_NOOP("Combat", "Fortitude")}, {"reflex", QT_TRANSLATE_NOOP("Combat", "Reflex")},
                 {"will", QT_TRANSLATE_NOOP("Combat", "Will")}};
    for (const auto &n : names)
        if (ability == QLatin1String(n.id))
            return logMessage("Combat", n.name);
    return logConcat({ability});
}

int saveBonus(const Creature &c, const QString &ability)
{
    const QMap<QString, int> &saves = c.saves;
    if (saves.contains(ability))
        return saves.value(ability);
    // pf2e statblocks often abbreviate: "fort", "ref".
    const QString shortName = ability == QLatin1String("fortitude") ? QStringLiteral("fort")
                              : ability == QLatin1String("reflex")  ? QStringLiteral("ref")
                                                                    : QString();
    return shortName.isEmpty() ? 0 : saves.value(shortName, 0);
}

QString saveDegreeName(SaveDegree d)
{
    return wordLogMessage(saveDegreeMessage(d), nullptr);
}

LogMessage saveDegreeMessage(SaveDegree d)
{
    const auto said = [](SourceWithComment text) { return logMessage("Combat", text); };
    switch (d) {
    case SaveDegree::CriticalFailure:
        return said(QT_TRANSLATE_NOOP3("Combat", "critical failure", "saving throw"));
    case SaveDegree::Failure:
        return said(QT_TRANSLATE_NOOP3("Combat", "failure", "saving throw"));
    case SaveDegree::Success:
        return said(QT_TRANSLATE_NOOP3("Combat", "success", "saving throw"));
    case SaveDegree::CriticalSuccess:
        return said(QT_TRANSLATE_NOOP3("Combat", "critical success", "saving throw"));
    }
    return {};
}

SaveDegree saveDegree(Ruleset r, int natural, int total, int dc)
{
    if (r != Ruleset::Pf2e)
        return total >= dc ? SaveDegree::Success : SaveDegree::Failure;
    // pf2e Player Core: degrees of success.
    int degree = total >= dc + 10 ? 3 : total >= dc ? 2 : total <= dc - 10 ? 0 : 1;
    if (natural == 20)
        degree = std::min(3, degree + 1);
    else if (natural == 1)
        degree = std::max(0, degree - 1);
    return SaveDegree(degree);
}

int damageAfterSave(Ruleset r, SaveDegree d, int rolled, bool halfOnSuccess)
{
    if (r != Ruleset::Pf2e) {
        if (d == SaveDegree::Failure || d == SaveDegree::CriticalFailure)
            return rolled;
        return halfOnSuccess ? rolled / 2 : 0;
    }
    switch (d) {
    case SaveDegree::CriticalSuccess:
        return 0;
    case SaveDegree::Success:
        return halfOnSuccess ? rolled / 2 : 0;
    case SaveDegree::Failure:
        return rolled;
    case SaveDegree::CriticalFailure:
        return halfOnSuccess ? rolled * 2 : rolled;
    }
    return rolled;
}

void applyAreaDamage(Encounter &e, Dice &dice, const AreaDamage &area)
{
    const LogMessage type = area.type.isEmpty() ? logConcat({}) : logConcat({QStringLiteral(" "), LogArg::damageType(area.type)});
    for (const AreaDamageRow &row : area.rows) {
        const Creature *c = e.creature(row.id);
        if (!c)
            continue;
        const LogArg name = who(*c);
        if (row.notAffected) {
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 (%2): total cover from the area's origin, not affected."), {area.label, name}));
            continue;
        }
        if (row.automaticFailure) {
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 (%2): fails the %3 save automatically: %4%5 damage."), {area.label, name, saveAbilityMessage(area.ability), row.amount, type}));
        } else if (row.degree && row.coverBonus > 0) {
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 (%2): %3 save %4 (cover +%5) against DC %6, %7: %8%9 damage."), {area.label, name, saveAbilityMessage(area.ability), row.total, row.coverBonus, area.dc, saveDegreeMessage(*row.degree), row.amount, type}));
        } else if (row.degree) {
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 (%2): %3 save %4 against DC %5, %6: %7%8 damage."), {area.label, name, saveAbilityMessage(area.ability), row.total, area.dc, saveDegreeMessage(*row.degree), row.amount, type}));
        } else {
            log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 (%2): %3%4 damage."), {area.label, name, row.amount, type}));
        }
        if (row.amount > 0) {
            DamageOptions o;
            o.type = area.type;
            o.magical = area.magical;
            damage(e, dice, row.id, row.amount, o);
        }
    }
}

} // namespace bm::combat
