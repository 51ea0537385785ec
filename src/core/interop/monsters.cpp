#include "interop/monsters.h"

#include "model/encounterio.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>

namespace bm {

namespace {

const char *const kTemplateFormat = "battlemap-creature-template";

} // namespace

QString Monster::challengeText() const
{
    if (challenge > 0 && challenge < 1)
        return QStringLiteral("1/%1").arg(std::lround(1 / challenge));
    return QString::number(challenge);
}

int Monster::initiativeBonus() const
{
    return abilityModifier(abilities[1]);
}

std::optional<int> parseSpeedFeet(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d{1,5})\\s*ft\\.?\\s*$"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toInt();
}

std::optional<Speeds> parseSrdSpeed(const QJsonObject &speed, QString *error)
{
    Speeds s;
    s.walk = 0;
    struct Mode {
        const char *key;
        int Speeds::*member;
    };
    for (auto it = speed.begin(); it != speed.end(); ++it) {
        const QString key = it.key();
        if (key == QLatin1String("hover")) {
            if (!it.value().isBool()) {
                if (error)
                    *error = QCoreApplication::translate("MonsterLibrary", "speed.hover: must be true or false");
                return std::nullopt;
            }
            s.hover = it.value().toBool();
            continue;
        }
        int Speeds::*member = nullptr;
        for (const Mode &m : {Mode{"walk", &Speeds::walk}, Mode{"fly", &Speeds::fly}, Mode{"swim", &Speeds::swim},
                              Mode{"climb", &Speeds::climb}, Mode{"burrow", &Speeds::burrow}}) {
            if (key == QLatin1String(m.key))
                member = m.member;
        }
        if (!member) {
            s.extra.insert(key, it.value());
            continue;
        }
        const auto feet = it.value().isString() ? parseSpeedFeet(it.value().toString()) : std::nullopt;
        if (!feet) {
            if (error)
                *error = QCoreApplication::translate("MonsterLibrary", "speed.%1: \"%2\" is not a speed such as \"30 ft.\"")
                             .arg(key, it.value().toVariant().toString().left(40));
            return std::nullopt;
        }
        s.*member = *feet;
    }
    return s;
}

QString tokenForType(const QString &type)
{
    const QString t = type.toLower();
    for (const char *art : {"beast", "construct", "dragon", "elemental", "fiend", "giant", "humanoid", "monstrosity",
                            "undead"}) {
        if (t == QLatin1String(art))
            return QLatin1String(art) + QStringLiteral(".svg");
    }
    if (t.startsWith(QLatin1String("swarm")))
        return QStringLiteral("beast.svg");
    if (t == QLatin1String("aberration") || t == QLatin1String("ooze") || t == QLatin1String("plant"))
        return QStringLiteral("monstrosity.svg");
    if (t == QLatin1String("celestial"))
        return QStringLiteral("elemental.svg");
    return QStringLiteral("humanoid.svg"); // fey and anything new
}

std::optional<std::vector<Monster>> readSrdMonsters(const QByteArray &json, QStringList *problems)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isArray()) {
        if (problems)
            problems->append(doc.isNull() ? QCoreApplication::translate("MonsterLibrary", "not JSON: %1 at byte %2")
                                                .arg(parseError.errorString())
                                                .arg(parseError.offset)
                                          : QCoreApplication::translate("MonsterLibrary", "the monster file must be a list"));
        return std::nullopt;
    }
    std::vector<Monster> out;
    const QJsonArray list = doc.array();
    out.reserve(std::size_t(list.size()));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject o = list[i].toObject();
        Monster m;
        m.index = o.value(QLatin1String("index")).toString();
        m.name = o.value(QLatin1String("name")).toString();
        const auto problem = [&](const QString &text) {
            if (problems)
                problems->append(QStringLiteral("[%1] %2: %3").arg(i).arg(m.index, text));
        };
        if (m.name.isEmpty()) {
            problem(QCoreApplication::translate("MonsterLibrary", "name: is missing"));
            continue;
        }
        const auto size = sizeFromId(o.value(QLatin1String("size")).toString().toLower());
        if (!size) {
            problem(QCoreApplication::translate("MonsterLibrary", "size: unknown size \"%1\"").arg(o.value(QLatin1String("size")).toString()));
            continue;
        }
        m.size = *size;
        m.type = o.value(QLatin1String("type")).toString();
        m.subtype = o.value(QLatin1String("subtype")).toString();
        m.challenge = o.value(QLatin1String("challenge_rating")).toDouble();
        const QJsonArray ac = o.value(QLatin1String("armor_class")).toArray();
        m.ac = ac.isEmpty() ? o.value(QLatin1String("armor_class")).toInt(10) : ac.first().toObject().value(QLatin1String("value")).toInt(10);
        m.hp = o.value(QLatin1String("hit_points")).toInt();
        m.hitDice = o.value(QLatin1String("hit_dice")).toString();
        static const char *const scoreKeys[6] = {"strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma"};
        for (std::size_t k = 0; k < m.abilities.size(); ++k)
            m.abilities[k] = o.value(QLatin1String(scoreKeys[k])).toInt(10);
        QString error;
        const auto speed = parseSrdSpeed(o.value(QLatin1String("speed")).toObject(), &error);
        if (!speed) {
            problem(error);
            continue;
        }
        m.speed = *speed;
        // RULES.md 13.6
        const QJsonArray traits = o.value(QLatin1String("special_abilities")).toArray();
        m.senses = srdSenses(o.value(QLatin1String("senses")).toObject(), &m.unread);
        m.resistances = srdDamageDefences(o.value(QLatin1String("damage_resistances")).toArray(), &m.unread);
        m.vulnerabilities = srdDamageDefences(o.value(QLatin1String("damage_vulnerabilities")).toArray(), &m.unread);
        m.immunities = srdDamageDefences(o.value(QLatin1String("damage_immunities")).toArray(), &m.unread);
        m.conditionImmunities = srdConditionImmunities(o.value(QLatin1String("condition_immunities")).toArray());
        m.saves = srdSaves(m.abilities, o.value(QLatin1String("proficiencies")).toArray());
        // RULES.md 14.1: perception = passive Perception - 10 (the Wisdom modifier when the
        // entry gives none); stealth = the Stealth skill, else the Dexterity modifier.
        const QJsonObject senses = o.value(QLatin1String("senses")).toObject();
        m.perception = senses.contains(QLatin1String("passive_perception"))
            ? senses.value(QLatin1String("passive_perception")).toInt(10) - 10
            : abilityModifier(m.abilities[4]);
        m.stealth = abilityModifier(m.abilities[1]);
        for (const QJsonValue &v : o.value(QLatin1String("proficiencies")).toArray()) {
            const QJsonObject p = v.toObject();
            if (p.value(QLatin1String("proficiency")).toObject().value(QLatin1String("index")).toString() == QLatin1String("skill-stealth"))
                m.stealth = p.value(QLatin1String("value")).toInt(m.stealth);
        }
        m.attacks = srdAttacks(o.value(QLatin1String("actions")).toArray(), srdWeaponsAreMagical(traits), &m.unread);
        m.reach = longestReach(m.attacks);
        m.light = srdLight(traits, &m.unread);
        m.statblock = srdStatblock(o);
        out.push_back(std::move(m));
    }
    return out;
}

std::optional<std::vector<Monster>> readBundledSrdMonsters(QStringList *problems)
{
    QFile file(QStringLiteral(":/srd/5e-SRD-Monsters.2014.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        if (problems)
            problems->append(QCoreApplication::translate("MonsterLibrary", "the bundled SRD monster file is missing: %1").arg(file.errorString()));
        return std::nullopt;
    }
    return readSrdMonsters(file.readAll(), problems);
}

const Monster *findMonster(const std::vector<Monster> &monsters, const QString &nameOrIndex)
{
    const QString wanted = nameOrIndex.trimmed();
    for (const Monster &m : monsters) {
        if (m.index.compare(wanted, Qt::CaseInsensitive) == 0)
            return &m;
    }
    for (const Monster &m : monsters) {
        if (m.name.compare(wanted, Qt::CaseInsensitive) == 0)
            return &m;
    }
    return nullptr;
}

QJsonObject creatureJsonFromMonster(const Monster &m)
{
    QJsonObject c;
    c.insert(QStringLiteral("name"), m.name);
    c.insert(QStringLiteral("side"), sideId(Side::Hostile));
    c.insert(QStringLiteral("size"), sizeId(m.size));
    QJsonObject speed = m.speed.extra;
    speed.insert(QStringLiteral("walk"), m.speed.walk);
    for (const auto &[key, feet] : {std::pair{"fly", m.speed.fly}, std::pair{"swim", m.speed.swim}, std::pair{"climb", m.speed.climb},
                                    std::pair{"burrow", m.speed.burrow}}) {
        if (feet > 0)
            speed.insert(QLatin1String(key), feet);
    }
    if (m.speed.hover)
        speed.insert(QStringLiteral("hover"), true);
    c.insert(QStringLiteral("speed"), speed);
    c.insert(QStringLiteral("ac"), m.ac);
    c.insert(QStringLiteral("hp"), m.hp);
    c.insert(QStringLiteral("maxHp"), m.hp);
    c.insert(QStringLiteral("initiativeBonus"), m.initiativeBonus());
    c.insert(QStringLiteral("reach"), m.reach);
    c.insert(QStringLiteral("token"), tokenForType(m.type));

    // RULES.md 13.6 (ENCOUNTER_FORMAT.md "Version 3 fields")
    QJsonObject senses;
    for (const auto &[key, feet] : {std::pair{"darkvision", m.senses.darkvision}, std::pair{"blindsight", m.senses.blindsight},
                                    std::pair{"truesight", m.senses.truesight}}) {
        if (feet > 0)
            senses.insert(QLatin1String(key), feet);
    }
    c.insert(QStringLiteral("senses"), senses);
    c.insert(QStringLiteral("resistances"), QJsonArray::fromStringList(m.resistances));
    c.insert(QStringLiteral("vulnerabilities"), QJsonArray::fromStringList(m.vulnerabilities));
    c.insert(QStringLiteral("immunities"), QJsonArray::fromStringList(m.immunities));
    c.insert(QStringLiteral("conditionImmunities"), QJsonArray::fromStringList(m.conditionImmunities));
    QJsonObject saves;
    for (std::size_t i = 0; i < m.saves.size(); ++i)
        saves.insert(QLatin1String(kAbilityKeys[i]), m.saves[i]);
    c.insert(QStringLiteral("saves"), saves);
    c.insert(QStringLiteral("perception"), m.perception);
    c.insert(QStringLiteral("stealth"), m.stealth);
    QJsonArray attacks;
    for (const MonsterAttack &a : m.attacks) {
        QJsonObject o{{QStringLiteral("name"), a.name},
                      {QStringLiteral("kind"), a.melee ? QStringLiteral("melee") : QStringLiteral("ranged")},
                      {QStringLiteral("bonus"), a.bonus},
                      {QStringLiteral("magical"), a.magical},
                      {QStringLiteral("spell"), a.spell}};
        if (a.melee && a.reach >= 0)
            o.insert(QStringLiteral("reach"), a.reach);
        if (!a.melee && a.range > 0)
            o.insert(QStringLiteral("range"), QJsonArray{a.range, a.longRange});
        QJsonArray damage;
        for (const MonsterDamage &d : a.damage)
            damage.append(QJsonObject{{QStringLiteral("dice"), d.dice}, {QStringLiteral("type"), d.type}});
        o.insert(QStringLiteral("damage"), damage);
        attacks.append(o);
    }
    c.insert(QStringLiteral("attacks"), attacks);
    if (m.light)
        c.insert(QStringLiteral("light"), QJsonObject{{QStringLiteral("bright"), m.light->bright}, {QStringLiteral("dim"), m.light->dim}});
    c.insert(QStringLiteral("statblock"), m.statblock);
    c.insert(initiativeGroupKey(), m.index);
    c.insert(QStringLiteral("srd"), m.index);
    return c;
}

std::optional<Creature> creatureFromJson(QJsonObject creature, QString *error)
{
    // Read exactly like a creature of an encounter file: a one-creature encounter big enough
    // for any space, the creature at its top-left.
    creature[QStringLiteral("position")] = QJsonArray{0, 0};
    if (!creature.contains(QLatin1String("id")))
        creature[QStringLiteral("id")] = QStringLiteral("template");
    const QJsonObject wrapper{{QStringLiteral("format"), QStringLiteral("battlemap-encounter")},
                              {QStringLiteral("version"), 1},
                              {QStringLiteral("ruleset"), QStringLiteral("dnd5e-2014")},
                              {QStringLiteral("grid"), QJsonObject{{QStringLiteral("width"), kMaxGridSide},
                                                                   {QStringLiteral("height"), kMaxGridSide}}},
                              {QStringLiteral("creatures"), QJsonArray{creature}}};
    ReadResult r = readEncounter(QJsonDocument(wrapper).toJson(QJsonDocument::Compact));
    if (!r.ok() || r.encounter.creatures.empty()) {
        if (error) {
            QString text = r.ok() ? QCoreApplication::translate("MonsterLibrary", "creature: is missing") : r.errors.front().text();
            text.replace(QLatin1String("creatures[0]"), QLatin1String("creature"));
            *error = text;
        }
        return std::nullopt;
    }
    return std::move(r.encounter.creatures.front());
}

Creature creatureFromMonster(const Monster &m, QString *error)
{
    // The library's answer is the JSON object; the creature is what the encounter reader makes
    // of it, so every field the model knows is read the one way a file is read, and the rest
    // (the RULES.md 13.6 fields the model doesn't know yet) is kept in `extra`.
    if (auto c = creatureFromJson(creatureJsonFromMonster(m), error)) {
        c->id.clear();
        return std::move(*c);
    }
    // Not expected (tst_monsters reads every SRD entry this way): the plain statistics.
    Creature c;
    c.name = m.name;
    c.side = Side::Hostile;
    c.size = m.size;
    c.speed = m.speed;
    c.reach = m.reach;
    c.ac = m.ac;
    c.hp = c.maxHp = m.hp;
    c.initiativeBonus = m.initiativeBonus();
    c.token = tokenForType(m.type);
    c.extra[initiativeGroupKey()] = m.index;
    c.extra[QStringLiteral("srd")] = m.index;
    return c;
}

QString nextNumberedName(const Encounter &e, const QString &base)
{
    const QRegularExpression numbered(QStringLiteral("^") + QRegularExpression::escape(base) + QStringLiteral(" (\\d+)$"));
    int highest = 0;
    for (const Creature &c : e.creatures) {
        const auto m = numbered.match(c.name);
        if (m.hasMatch())
            highest = std::max(highest, m.captured(1).toInt());
        else if (c.name == base)
            highest = std::max(highest, 1);
    }
    return QStringLiteral("%1 %2").arg(base).arg(highest + 1);
}

QByteArray writeCreatureTemplate(const Creature &c)
{
    Encounter e;
    e.width = e.height = std::max(1, c.spaceSquares());
    Creature copy = c;
    copy.position = {};
    copy.initiative.reset();
    copy.conditions.clear();
    e.creatures.push_back(copy);
    QJsonObject creature = encounterToJson(e).value(QLatin1String("creatures")).toArray().first().toObject();
    // A template has no identity or place of its own: a drop gives it both.
    creature.remove(QStringLiteral("id"));
    creature.remove(QStringLiteral("position"));
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(kTemplateFormat)},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("creature"), creature}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<Creature> readCreatureTemplate(const QByteArray &json, QString *error)
{
    const auto fail = [&](const QString &text) {
        if (error)
            *error = text;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject())
        return fail(doc.isNull() ? QCoreApplication::translate("MonsterLibrary", "not JSON: %1 at byte %2")
                                       .arg(parseError.errorString())
                                       .arg(parseError.offset)
                                 : QCoreApplication::translate("MonsterLibrary", "a creature template must be a JSON object"));
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(kTemplateFormat))
        return fail(QCoreApplication::translate("MonsterLibrary", "format: not a Battlemap creature template"));
    if (root.value(QLatin1String("version")).toDouble() > 1)
        return fail(QCoreApplication::translate("MonsterLibrary", "version: made by a newer Battlemap (version %1)")
                        .arg(root.value(QLatin1String("version")).toDouble()));
    if (!root.value(QLatin1String("creature")).isObject())
        return fail(QCoreApplication::translate("MonsterLibrary", "creature: is missing"));
    // Validated exactly like a creature of an encounter file.
    return creatureFromJson(root.value(QLatin1String("creature")).toObject(), error);
}

} // namespace bm
