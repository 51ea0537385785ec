// RULES.md 13.6: what the SRD library gives a creature, read from the parts of an SRD 5.1
// entry (senses, defences, saves, attacks, a carried light) and the stat block a GM reads.

#include "interop/monsters.h"

#include "model/diceexpression.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>

namespace bm {

namespace {

void note(QStringList *unread, const QString &text)
{
    if (unread)
        unread->append(text);
}

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

QJsonArray list(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toArray();
}

// "60 ft." -> 60: the first number of the text.
std::optional<int> firstNumber(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("(\\d+)"));
    const auto m = number.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toInt();
}

// A damage part of an SRD action: `{damage_type: {index}, damage_dice}`, or a choice
// (`{choose, from: {options: […]}}`) whose first option is taken.
std::optional<MonsterDamage> damagePart(const QJsonObject &part, bool *choice)
{
    QJsonObject d = part;
    if (part.contains(QLatin1String("choose"))) {
        *choice = true;
        const QJsonArray options = part.value(QLatin1String("from")).toObject().value(QLatin1String("options")).toArray();
        if (options.isEmpty())
            return std::nullopt;
        d = options.first().toObject();
    }
    QString dice = str(d, "damage_dice");
    dice.remove(QLatin1Char(' '));
    const QString type = d.value(QLatin1String("damage_type")).toObject().value(QLatin1String("index")).toString();
    if (dice.isEmpty() || type.isEmpty() || !parseDice(dice))
        return std::nullopt;
    return MonsterDamage{dice, type};
}

QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

// "cold; bludgeoning, piercing, and slashing from nonmagical weapons": as the SRD prints a
// list whose entries hold commas.
QString joinedAsPrinted(const QStringList &items)
{
    const bool commas = std::any_of(items.begin(), items.end(), [](const QString &s) { return s.contains(QLatin1Char(',')); });
    return items.join(commas ? QStringLiteral("; ") : QStringLiteral(", "));
}

QJsonArray namedTexts(const QJsonArray &entries)
{
    QJsonArray out;
    for (const QJsonValue &v : entries) {
        const QJsonObject o = v.toObject();
        // The SRD's text as printed, but for its doubled full stops ("an additional 30 ft..").
        QString text = str(o, "desc");
        text.replace(QLatin1String("ft.."), QLatin1String("ft."));
        out.append(QJsonObject{{QStringLiteral("name"), str(o, "name")}, {QStringLiteral("text"), text}});
    }
    return out;
}

QString armorClassText(const QJsonArray &ac)
{
    QStringList parts;
    for (const QJsonValue &v : ac) {
        const QJsonObject a = v.toObject();
        const QString value = QString::number(a.value(QLatin1String("value")).toInt());
        const QString type = str(a, "type");
        if (type == QLatin1String("natural")) {
            parts << value + QStringLiteral(" (natural armor)");
        } else if (type == QLatin1String("armor")) {
            QStringList names;
            for (const QJsonValue &piece : list(a, "armor"))
                names << str(piece.toObject(), "name").toLower();
            if (a.contains(QLatin1String("desc")))
                names << str(a, "desc");
            parts << (names.isEmpty() ? value : value + QStringLiteral(" (") + names.join(QStringLiteral(", ")) + QLatin1Char(')'));
        } else if (type == QLatin1String("spell")) {
            parts << value + QStringLiteral(" with ") + str(a.value(QLatin1String("spell")).toObject(), "name").toLower();
        } else if (type == QLatin1String("condition")) {
            parts << value + QStringLiteral(" while ") + str(a.value(QLatin1String("condition")).toObject(), "name").toLower();
        } else {
            parts << value;
        }
    }
    return parts.join(QStringLiteral(", "));
}

QString speedText(const QJsonObject &speed)
{
    QStringList parts;
    if (speed.contains(QLatin1String("walk")))
        parts << str(speed, "walk");
    for (const char *mode : {"burrow", "climb", "fly", "swim"}) {
        if (!speed.contains(QLatin1String(mode)))
            continue;
        QString part = QLatin1String(mode) + QLatin1Char(' ') + str(speed, mode);
        if (QLatin1String(mode) == QLatin1String("fly") && speed.value(QLatin1String("hover")).toBool())
            part += QStringLiteral(" (hover)");
        parts << part;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

int abilityModifier(int score)
{
    return int(std::floor((score - 10) / 2.0));
}

MonsterSenses srdSenses(const QJsonObject &senses, QStringList *unread)
{
    static const QRegularExpression plain(QStringLiteral("^\\d+ ft\\.( \\(blind beyond this radius\\))?$"));
    MonsterSenses s;
    struct Sense {
        const char *key;
        int MonsterSenses::*member;
    };
    for (const Sense &sense : {Sense{"darkvision", &MonsterSenses::darkvision}, Sense{"blindsight", &MonsterSenses::blindsight},
                               Sense{"truesight", &MonsterSenses::truesight}}) {
        if (!senses.contains(QLatin1String(sense.key)))
            continue;
        const QString text = str(senses, sense.key);
        const auto feet = firstNumber(text);
        if (!feet) {
            note(unread, QCoreApplication::translate("MonsterLibrary", "senses: %1 \"%2\" has no distance").arg(QLatin1String(sense.key), text));
            continue;
        }
        s.*sense.member = *feet; // RULES.md 13.6: the first number of each sense
        if (!plain.match(text).hasMatch())
            note(unread, QCoreApplication::translate("MonsterLibrary", "senses: %1 \"%2\" read as %3 ft.").arg(QLatin1String(sense.key), text).arg(*feet));
    }
    if (senses.contains(QLatin1String("tremorsense")))
        note(unread, QCoreApplication::translate("MonsterLibrary", "senses: tremorsense %1 is not modelled").arg(str(senses, "tremorsense")));
    return s;
}

QStringList srdDamageDefences(const QJsonArray &entries, QStringList *unread)
{
    static const QRegularExpression nonmagical(
        QStringLiteral("^bludgeoning, piercing, and slashing from nonmagical (attacks|weapons)$"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression damageType(QStringLiteral("^[a-z]+$"));
    QStringList out;
    for (const QJsonValue &v : entries) {
        const QString text = v.toString().trimmed();
        if (nonmagical.match(text).hasMatch()) {
            out << QStringLiteral("nonmagical bludgeoning") << QStringLiteral("nonmagical piercing") << QStringLiteral("nonmagical slashing");
            continue;
        }
        out << text; // RULES.md 13.6: any other qualified phrase kept as written (shown, not applied)
        if (!damageType.match(text).hasMatch())
            note(unread, QCoreApplication::translate("MonsterLibrary", "defences: \"%1\" kept as written (shown, not applied)").arg(text));
    }
    return out;
}

QStringList srdConditionImmunities(const QJsonArray &entries)
{
    QStringList out;
    for (const QJsonValue &v : entries)
        out << str(v.toObject(), "index");
    return out;
}

std::array<int, 6> srdSaves(const std::array<int, 6> &abilities, const QJsonArray &proficiencies)
{
    std::array<int, 6> saves{};
    for (std::size_t i = 0; i < saves.size(); ++i)
        saves[i] = abilityModifier(abilities[i]);
    for (const QJsonValue &v : proficiencies) {
        const QJsonObject p = v.toObject();
        const QString index = str(p.value(QLatin1String("proficiency")).toObject(), "index");
        if (!index.startsWith(QLatin1String("saving-throw-")))
            continue;
        const QString ability = index.mid(int(qstrlen("saving-throw-")));
        for (std::size_t i = 0; i < saves.size(); ++i) {
            if (ability == QLatin1String(kAbilityKeys[i]))
                saves[i] = p.value(QLatin1String("value")).toInt();
        }
    }
    return saves;
}

bool srdWeaponsAreMagical(const QJsonArray &traits)
{
    static const QRegularExpression magical(QStringLiteral("\\bweapon attacks are magical\\b"));
    return std::any_of(traits.begin(), traits.end(),
                       [](const QJsonValue &t) { return magical.match(str(t.toObject(), "desc")).hasMatch(); });
}

std::vector<MonsterAttack> srdAttacks(const QJsonArray &actions, bool weaponsMagical, QStringList *unread)
{
    static const QRegularExpression reachText(QStringLiteral("\\breach (\\d+) ft\\."));
    static const QRegularExpression rangeText(QStringLiteral("\\brange (\\d+)(?:/(\\d+))? ft\\."));
    std::vector<MonsterAttack> out;
    for (const QJsonValue &v : actions) {
        const QJsonObject a = v.toObject();
        if (!a.contains(QLatin1String("attack_bonus")))
            continue;
        const QString name = str(a, "name");
        const QString desc = str(a, "desc");
        const QJsonArray damage = list(a, "damage");
        if (damage.isEmpty()) {
            note(unread, QCoreApplication::translate("MonsterLibrary", "%1: an attack bonus without damage dice (not an attack)").arg(name));
            continue;
        }
        MonsterAttack attack;
        attack.name = name;
        attack.bonus = a.value(QLatin1String("attack_bonus")).toInt();
        bool readable = true;
        for (const QJsonValue &part : damage) {
            bool choice = false;
            const auto d = damagePart(part.toObject(), &choice);
            if (!d) {
                readable = false;
                break;
            }
            if (choice)
                note(unread, QCoreApplication::translate("MonsterLibrary", "%1: a damage choice, the first option taken (%2 %3)").arg(name, d->dice, d->type));
            attack.damage.push_back(*d);
        }
        if (!readable) {
            note(unread, QCoreApplication::translate("MonsterLibrary", "%1: damage without dice and a type (not an attack)").arg(name));
            continue;
        }
        // RULES.md 13.6: the kind from the text before the colon.
        const QString head = desc.section(QLatin1Char(':'), 0, 0);
        const bool both = head.contains(QLatin1String("Melee or Ranged"));
        const bool melee = both || head.contains(QLatin1String("Melee"));
        const bool ranged = both || head.contains(QLatin1String("Ranged"));
        if (!melee && !ranged) {
            note(unread, QCoreApplication::translate("MonsterLibrary", "%1: neither a melee nor a ranged attack (not an attack)").arg(name));
            continue;
        }
        attack.magical = head.contains(QLatin1String("Spell Attack")) || weaponsMagical;
        attack.spell = head.contains(QLatin1String("Spell Attack"));
        if (melee) {
            MonsterAttack m = attack;
            m.melee = true;
            if (const auto r = reachText.match(desc); r.hasMatch())
                m.reach = r.captured(1).toInt();
            else
                note(unread, QCoreApplication::translate("MonsterLibrary", "%1: a melee attack without \"reach N ft.\"").arg(name));
            out.push_back(m);
        }
        if (ranged) {
            MonsterAttack r = attack;
            r.melee = false;
            if (both)
                r.name = QStringLiteral("%1 (thrown)").arg(name);
            if (const auto m = rangeText.match(desc); m.hasMatch()) {
                r.range = m.captured(1).toInt();
                r.longRange = m.captured(2).isEmpty() ? r.range : m.captured(2).toInt();
            } else {
                note(unread, QCoreApplication::translate("MonsterLibrary", "%1: a ranged attack without \"range N/M ft.\"").arg(name));
            }
            out.push_back(r);
        }
    }
    return out;
}

std::optional<CarriedLight> srdLight(const QJsonArray &traits, QStringList *unread)
{
    static const QRegularExpression light(QStringLiteral(
        "\\bsheds bright light in an? (\\d+)-foot radius and dim light (?:for|in) an additional (\\d+) (?:ft\\.|feet)"));
    for (const QJsonValue &v : traits) {
        const QJsonObject t = v.toObject();
        const QString desc = str(t, "desc");
        if (!desc.contains(QLatin1String("sheds bright light")))
            continue;
        if (const auto m = light.match(desc); m.hasMatch())
            return CarriedLight{double(m.captured(1).toInt()), double(m.captured(2).toInt()), {}};
        note(unread, QCoreApplication::translate("MonsterLibrary", "%1: the light it sheds is not one bright and dim radius (no light)").arg(str(t, "name")));
    }
    return std::nullopt;
}

std::optional<CarriedLight> ownLight(const Creature &c)
{
    if (!c.hasStatblock)
        return std::nullopt;
    QJsonArray traits;
    for (const QJsonValue &v : c.statblock.value(QLatin1String("traits")).toArray())
        traits.append(QJsonObject{{QStringLiteral("name"), v.toObject().value(QLatin1String("name"))},
                                  {QStringLiteral("desc"), v.toObject().value(QLatin1String("text"))}});
    return srdLight(traits, nullptr);
}

int longestReach(const std::vector<MonsterAttack> &attacks)
{
    int best = -1;
    for (const MonsterAttack &a : attacks) {
        if (a.melee)
            best = std::max(best, a.reach);
    }
    return best < 0 ? 5 : best;
}

QJsonObject srdStatblock(const QJsonObject &o)
{
    QJsonObject b;
    const auto put = [&](const char *key, const QJsonValue &value) { b.insert(QLatin1String(key), value); };
    const auto putText = [&](const char *key, const QString &text) {
        if (!text.isEmpty())
            put(key, text);
    };
    put("source", QStringLiteral("SRD 5.1"));
    put("index", str(o, "index"));
    put("name", str(o, "name"));
    putText("description", str(o, "desc"));
    put("size", str(o, "size"));
    const QString subtype = str(o, "subtype");
    put("type", subtype.isEmpty() ? str(o, "type") : QStringLiteral("%1 (%2)").arg(str(o, "type"), subtype));
    put("alignment", str(o, "alignment"));
    put("armorClass", armorClassText(list(o, "armor_class")));
    put("hitPoints", QStringLiteral("%1 (%2)").arg(o.value(QLatin1String("hit_points")).toInt()).arg(str(o, "hit_points_roll")));
    put("speed", speedText(o.value(QLatin1String("speed")).toObject()));

    static const char *const scoreKeys[6] = {"strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma"};
    QJsonObject abilities;
    for (int i = 0; i < 6; ++i)
        abilities.insert(QLatin1String(kAbilityKeys[i]), o.value(QLatin1String(scoreKeys[i])).toInt(10));
    put("abilities", abilities);

    QStringList saves;
    QStringList skills;
    for (const QJsonValue &v : list(o, "proficiencies")) {
        const QJsonObject p = v.toObject();
        const QString name = str(p.value(QLatin1String("proficiency")).toObject(), "name"); // "Saving Throw: DEX"
        const QString value = signedNumber(p.value(QLatin1String("value")).toInt());
        if (name.startsWith(QLatin1String("Saving Throw: ")))
            saves << capitalised(name.mid(14).toLower()) + QLatin1Char(' ') + value;
        else if (name.startsWith(QLatin1String("Skill: ")))
            skills << name.mid(7) + QLatin1Char(' ') + value;
    }
    putText("savingThrows", saves.join(QStringLiteral(", ")));
    putText("skills", skills.join(QStringLiteral(", ")));
    const auto strings = [&](const char *key) {
        QStringList out;
        for (const QJsonValue &v : list(o, key))
            out << v.toString();
        return out;
    };
    putText("damageVulnerabilities", joinedAsPrinted(strings("damage_vulnerabilities")));
    putText("damageResistances", joinedAsPrinted(strings("damage_resistances")));
    putText("damageImmunities", joinedAsPrinted(strings("damage_immunities")));
    QStringList conditions;
    for (const QJsonValue &v : list(o, "condition_immunities"))
        conditions << str(v.toObject(), "name").toLower();
    putText("conditionImmunities", conditions.join(QStringLiteral(", ")));

    const QJsonObject senses = o.value(QLatin1String("senses")).toObject();
    QStringList sensesText;
    for (const char *sense : {"blindsight", "darkvision", "tremorsense", "truesight"}) {
        if (senses.contains(QLatin1String(sense)))
            sensesText << QLatin1String(sense) + QLatin1Char(' ') + str(senses, sense);
    }
    if (senses.contains(QLatin1String("passive_perception")))
        sensesText << QStringLiteral("passive Perception %1").arg(senses.value(QLatin1String("passive_perception")).toInt());
    put("senses", sensesText.join(QStringLiteral(", ")));
    const QString languages = str(o, "languages");
    put("languages", languages.isEmpty() ? QStringLiteral("—") : languages);

    const double cr = o.value(QLatin1String("challenge_rating")).toDouble();
    put("challenge", cr > 0 && cr < 1 ? QStringLiteral("1/%1").arg(std::lround(1 / cr)) : QString::number(cr));
    put("xp", o.value(QLatin1String("xp")).toInt());
    if (o.contains(QLatin1String("proficiency_bonus")))
        put("proficiencyBonus", o.value(QLatin1String("proficiency_bonus")).toInt());

    put("traits", namedTexts(list(o, "special_abilities")));
    put("actions", namedTexts(list(o, "actions")));
    put("legendaryActions", namedTexts(list(o, "legendary_actions")));
    put("reactions", namedTexts(list(o, "reactions")));
    return b;
}

} // namespace bm
