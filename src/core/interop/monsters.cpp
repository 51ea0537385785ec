#include "interop/monsters.h"

#include "model/encounterio.h"

#include <QCoreApplication>
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
    return int(std::floor((dexterity - 10) / 2.0));
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

int reachFromActions(const QJsonArray &actions)
{
    static const QRegularExpression reach(QStringLiteral("reach (\\d+) ft"));
    int best = -1;
    for (const QJsonValue &a : actions) {
        const QString desc = a.toObject().value(QLatin1String("desc")).toString();
        if (!desc.contains(QLatin1String("Melee")))
            continue;
        const auto m = reach.match(desc);
        if (m.hasMatch())
            best = std::max(best, m.captured(1).toInt());
    }
    return best;
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
        m.dexterity = o.value(QLatin1String("dexterity")).toInt(10);
        QString error;
        const auto speed = parseSrdSpeed(o.value(QLatin1String("speed")).toObject(), &error);
        if (!speed) {
            problem(error);
            continue;
        }
        m.speed = *speed;
        m.reach = reachFromActions(o.value(QLatin1String("actions")).toArray());
        out.push_back(std::move(m));
    }
    return out;
}

Creature creatureFromMonster(const Monster &m)
{
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
    // Validated exactly like a creature of an encounter file: a one-creature encounter big
    // enough for any space, the creature at its top-left.
    QJsonObject creature = root.value(QLatin1String("creature")).toObject();
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
    if (!r.ok()) {
        QString text = r.errors.front().text();
        text.replace(QLatin1String("creatures[0]"), QLatin1String("creature"));
        return fail(text);
    }
    if (r.encounter.creatures.empty())
        return fail(QCoreApplication::translate("MonsterLibrary", "creature: is missing"));
    return r.encounter.creatures.front();
}

} // namespace bm
