#include "model/encounterio.h"

#include "model/combatio.h"
#include "model/diceexpression.h"
#include "model/encounterreader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <unordered_map>

namespace bm {

namespace {

// Version 2 (RULES.md 12): `options.light`, the ambient light.
void readLightOption(EncounterReader &r, const QJsonObject &o, EncounterOptions &options)
{
    if (o.contains(QLatin1String("light")))
        options.light = r.name<LightLevel>(o[QLatin1String("light")], QStringLiteral("options.light"), lightLevelFromId,
                                           QT_TRANSLATE_NOOP("EncounterReader", "light level"), "bright, dim, dark");
}

void readOptions(EncounterReader &r, const QJsonValue &v, EncounterOptions &options)
{
    if (v.isUndefined())
        return;
    if (!v.isObject()) {
        r.error(QStringLiteral("options"), QCoreApplication::translate("EncounterReader", "must be an object"));
        return;
    }
    const QJsonObject o = v.toObject();
    if (o.contains(QLatin1String("diagonals")))
        options.diagonals = r.name<Diagonals>(o[QLatin1String("diagonals")], QStringLiteral("options.diagonals"),
                                              diagonalsFromId, QT_TRANSLATE_NOOP("EncounterReader", "diagonal rule"), "equal, alternating, exact, manhattan");
    if (o.contains(QLatin1String("flanking")))
        options.flanking = r.boolean(o[QLatin1String("flanking")], QStringLiteral("options.flanking"));
    if (o.contains(QLatin1String("roundSeconds"))) {
        options.roundSeconds = r.number(o[QLatin1String("roundSeconds")], QStringLiteral("options.roundSeconds"));
        if (options.roundSeconds && *options.roundSeconds <= 0) {
            r.error(QStringLiteral("options.roundSeconds"), QCoreApplication::translate("EncounterReader", "must be greater than 0"));
            options.roundSeconds.reset();
        }
    }
    readLightOption(r, o, options);
    options.extra = withoutKeys(o, {"diagonals", "flanking", "roundSeconds", "light"});
}

bool readGrid(EncounterReader &r, const QJsonValue &v, Encounter &e)
{
    if (v.isUndefined()) {
        r.error(QStringLiteral("grid"), QCoreApplication::translate("EncounterReader", "is missing (it needs width and height)"));
        return false;
    }
    if (!v.isObject()) {
        r.error(QStringLiteral("grid"), QCoreApplication::translate("EncounterReader", "must be an object with width and height"));
        return false;
    }
    const QJsonObject o = v.toObject();
    bool ok = true;
    for (const char *key : {"width", "height"}) {
        const QString field = QStringLiteral("grid.") + QLatin1String(key);
        const QJsonValue value = o[QLatin1String(key)];
        if (value.isUndefined()) {
            r.error(field, QCoreApplication::translate("EncounterReader", "is missing"));
            ok = false;
            continue;
        }
        const auto d = r.number(value, field);
        if (!d) {
            ok = false;
            continue;
        }
        if (*d < 1 || std::floor(*d) != *d) {
            r.error(field, QCoreApplication::translate("EncounterReader", "must be a whole number of squares, at least 1"));
            ok = false;
            continue;
        }
        if (*d > kMaxGridSide) {
            r.error(field, QCoreApplication::translate("EncounterReader", "%1 squares is more than this version of Battlemap handles (at most %2)")
                               .arg(*d)
                               .arg(kMaxGridSide));
            ok = false;
            continue;
        }
        (key[0] == 'w' ? e.width : e.height) = int(*d);
    }
    if (o.contains(QLatin1String("squareFeet"))) {
        const auto f = r.number(o[QLatin1String("squareFeet")], QStringLiteral("grid.squareFeet"));
        if (f && *f <= 0)
            r.error(QStringLiteral("grid.squareFeet"), QCoreApplication::translate("EncounterReader", "must be greater than 0"));
        else if (f)
            e.squareFeet = *f;
    }
    e.grid = withoutKeys(o, {"width", "height", "squareFeet"});
    return ok;
}

// Version 2 (RULES.md 12): terrain `obscured`, light or heavy. False on a bad value.
bool readObscured(EncounterReader &r, const QJsonObject &o, const QString &base, TerrainArea &area)
{
    if (!o.contains(QLatin1String("obscured")))
        return true;
    const auto ob = r.name<Obscurement>(o[QLatin1String("obscured")], base + QStringLiteral(".obscured"), obscurementFromId,
                                        QT_TRANSLATE_NOOP("EncounterReader", "obscurement"), "light, heavy");
    area.obscured = ob.value_or(Obscurement::None);
    return ob.has_value();
}

void readTerrain(EncounterReader &r, const QJsonValue &v, Encounter &e, bool gridOk)
{
    if (v.isUndefined())
        return;
    if (!v.isArray()) {
        r.error(QStringLiteral("terrain"), QCoreApplication::translate("EncounterReader", "must be a list of areas"));
        return;
    }
    const QJsonArray list = v.toArray();
    const QString notAnObject = QCoreApplication::translate("EncounterReader", "must be an object with type and squares or rect");
    r.eachObject(list, QStringLiteral("terrain"), notAnObject, [&](const QJsonObject &o, const QString &base) {
        TerrainArea area;
        bool ok = true;
        const auto type = r.name<TerrainType>(o[QLatin1String("type")], base + QStringLiteral(".type"), terrainTypeFromId,
                                              QT_TRANSLATE_NOOP("EncounterReader", "terrain type"), "difficult, greater-difficult, blocked, water, climb, deep-water");
        ok = ok && type.has_value();
        if (type)
            area.type = *type;
        if (o.contains(QLatin1String("cover"))) {
            const auto c = r.name<CoverLevel>(o[QLatin1String("cover")], base + QStringLiteral(".cover"),
                                              coverLevelFromId, QT_TRANSLATE_NOOP("EncounterReader", "cover"), "half, three-quarters, greater");
            ok = ok && c.has_value();
            if (c)
                area.cover = *c;
        }
        ok = readObscured(r, o, base, area) && ok;
        const bool hasRect = o.contains(QLatin1String("rect"));
        const bool hasSquares = o.contains(QLatin1String("squares"));
        if (hasRect == hasSquares) {
            r.error(base, QCoreApplication::translate("EncounterReader", "needs exactly one of \"squares\" or \"rect\""));
            return;
        }
        if (hasRect) {
            const QString field = base + QStringLiteral(".rect");
            const QJsonArray a = o[QLatin1String("rect")].toArray();
            if (!o[QLatin1String("rect")].isArray() || a.size() != 4) {
                r.error(field, QCoreApplication::translate("EncounterReader", "must be [x, y, width, height]"));
                return;
            }
            int n[4] = {};
            for (int k = 0; k < 4; ++k) {
                const auto value = r.integer(a[k], field + QStringLiteral("[%1]").arg(k), k < 2 ? -1e9 : 0, 1e9);
                ok = ok && value.has_value();
                n[k] = value.value_or(0);
            }
            area.usesRect = true;
            area.rect = QRect(n[0], n[1], n[2], n[3]);
            if (ok && gridOk && !area.rect.isEmpty() && !QRect(0, 0, e.width, e.height).contains(area.rect))
                r.warning(field, QCoreApplication::translate("EncounterReader", "reaches past the map; the part off the map is ignored"));
        } else {
            const QString field = base + QStringLiteral(".squares");
            if (!o[QLatin1String("squares")].isArray()) {
                r.error(field, QCoreApplication::translate("EncounterReader", "must be a list of [x, y] squares"));
                return;
            }
            const QJsonArray a = o[QLatin1String("squares")].toArray();
            bool warned = false;
            for (qsizetype k = 0; k < a.size(); ++k) {
                const auto sq = r.square(a[k], field + QStringLiteral("[%1]").arg(k));
                ok = ok && sq.has_value();
                if (!sq)
                    continue;
                if (gridOk && !e.contains(*sq) && !warned) {
                    r.warning(field + QStringLiteral("[%1]").arg(k), QCoreApplication::translate("EncounterReader", "is off the map and is ignored"));
                    warned = true;
                }
                area.squares.push_back(*sq);
            }
        }
        area.extra = withoutKeys(o, {"type", "cover", "obscured", "rect", "squares"});
        if (ok)
            e.terrain.push_back(std::move(area));
    });
}

// Version 2 (RULES.md 12): `lights`, a list of {at, bright, dim}.
void readLights(EncounterReader &r, const QJsonValue &v, Encounter &e)
{
    if (v.isUndefined() || v.isNull())
        return;
    if (!v.isArray()) {
        r.error(QStringLiteral("lights"), QCoreApplication::translate("EncounterReader", "must be a list of lights"));
        return;
    }
    const QJsonArray list = v.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString base = QStringLiteral("lights[%1]").arg(i);
        if (!list[i].isObject()) {
            r.error(base, QCoreApplication::translate("EncounterReader", "must be an object with at, bright and dim"));
            continue;
        }
        const QJsonObject o = list[i].toObject();
        LightSource light;
        const QJsonValue at = o[QLatin1String("at")];
        if (at.isUndefined()) {
            r.error(base + QStringLiteral(".at"), QCoreApplication::translate("EncounterReader", "is missing"));
            continue;
        }
        const auto p = r.point(at, base + QStringLiteral(".at"));
        bool ok = p.has_value();
        if (p && (std::abs(p->x()) > 1e9 || std::abs(p->y()) > 1e9)) {
            r.error(base + QStringLiteral(".at"), QCoreApplication::translate("EncounterReader", "is too far off the map"));
            ok = false;
        }
        light.at = p.value_or(QPointF());
        for (const char *key : {"bright", "dim"}) {
            const QString field = base + QStringLiteral(".") + QLatin1String(key);
            if (!o.contains(QLatin1String(key)))
                continue;
            const auto feet = r.number(o[QLatin1String(key)], field);
            if (feet && *feet < 0) {
                r.error(field, QCoreApplication::translate("EncounterReader", "can't be negative"));
                ok = false;
            } else if (feet) {
                (key[0] == 'b' ? light.bright : light.dim) = std::min(*feet, 1e9);
            } else {
                ok = false;
            }
        }
        light.extra = withoutKeys(o, {"at", "bright", "dim"});
        if (ok)
            e.lights.push_back(std::move(light));
    }
}

void readWalls(EncounterReader &r, const QJsonValue &v, Encounter &e)
{
    if (v.isUndefined())
        return;
    if (!v.isArray()) {
        r.error(QStringLiteral("walls"), QCoreApplication::translate("EncounterReader", "must be a list of walls"));
        return;
    }
    const QJsonArray list = v.toArray();
    const QString notAnObject = QCoreApplication::translate("EncounterReader", "must be an object with from and to");
    r.eachObject(list, QStringLiteral("walls"), notAnObject, [&](const QJsonObject &o, const QString &base) {
        Wall w;
        const auto from = r.point(o[QLatin1String("from")], base + QStringLiteral(".from"));
        const auto to = r.point(o[QLatin1String("to")], base + QStringLiteral(".to"));
        bool ok = from && to;
        if (from)
            w.from = *from;
        if (to)
            w.to = *to;
        if (o.contains(QLatin1String("blocksMovement"))) {
            const auto b = r.boolean(o[QLatin1String("blocksMovement")], base + QStringLiteral(".blocksMovement"));
            ok = ok && b;
            w.blocksMovement = b.value_or(true);
        }
        if (o.contains(QLatin1String("blocksSight"))) {
            const auto b = r.boolean(o[QLatin1String("blocksSight")], base + QStringLiteral(".blocksSight"));
            ok = ok && b;
            w.blocksSight = b.value_or(true);
        }
        if (o.contains(QLatin1String("door"))) {
            const auto d = r.name<DoorState>(o[QLatin1String("door")], base + QStringLiteral(".door"), doorStateFromId,
                                             QT_TRANSLATE_NOOP("EncounterReader", "door state"), "none, open, closed, locked");
            ok = ok && d;
            w.door = d.value_or(DoorState::None);
        }
        w.extra = withoutKeys(o, {"from", "to", "blocksMovement", "blocksSight", "door"});
        if (ok)
            e.walls.push_back(std::move(w));
    });
}

void readSpeed(EncounterReader &r, const QJsonValue &v, const QString &field, Speeds &speed)
{
    if (v.isUndefined())
        return;
    if (v.isDouble()) { // a bare number is the walking speed
        speed.walk = r.integer(v, field, 0, 1e6).value_or(30);
        return;
    }
    if (!v.isObject()) {
        r.error(field, QCoreApplication::translate("EncounterReader", "must be an object of feet per mode, e.g. {\"walk\": 30}"));
        return;
    }
    const QJsonObject o = v.toObject();
    speed.walk = 30;
    struct Mode {
        const char *key;
        int Speeds::*member;
    };
    for (const Mode &m : {Mode{"walk", &Speeds::walk}, Mode{"fly", &Speeds::fly}, Mode{"swim", &Speeds::swim},
                          Mode{"climb", &Speeds::climb}, Mode{"burrow", &Speeds::burrow}}) {
        const QJsonValue value = o[QLatin1String(m.key)];
        if (value.isUndefined())
            continue;
        const auto feet = r.number(value, field + QStringLiteral(".") + QLatin1String(m.key));
        if (feet && *feet < 0)
            r.error(field + QStringLiteral(".") + QLatin1String(m.key), QCoreApplication::translate("EncounterReader", "can't be negative"));
        else if (feet)
            speed.*m.member = int(std::min(*feet, 1e6));
    }
    if (o.contains(QLatin1String("hover")))
        speed.hover = r.boolean(o[QLatin1String("hover")], field + QStringLiteral(".hover")).value_or(false);
    speed.extra = withoutKeys(o, {"walk", "fly", "swim", "climb", "burrow", "hover"});
}

// Version 2 (RULES.md 12): a creature's `senses`, feet per sense and pf2e low-light vision.
void readSenses(EncounterReader &r, const QJsonValue &v, const QString &field, Senses &senses)
{
    if (v.isUndefined())
        return;
    if (!v.isObject()) {
        r.error(field, QCoreApplication::translate("EncounterReader", "must be an object of feet per sense, e.g. {\"darkvision\": 60}"));
        return;
    }
    const QJsonObject o = v.toObject();
    senses.present = true;
    struct Sense {
        const char *key;
        double Senses::*member;
    };
    for (const Sense &s : {Sense{"darkvision", &Senses::darkvision}, Sense{"blindsight", &Senses::blindsight},
                           Sense{"truesight", &Senses::truesight}}) {
        const QJsonValue value = o[QLatin1String(s.key)];
        if (value.isUndefined())
            continue;
        const QString f = field + QStringLiteral(".") + QLatin1String(s.key);
        const auto feet = r.number(value, f);
        if (feet && *feet < 0)
            r.error(f, QCoreApplication::translate("EncounterReader", "can't be negative"));
        else if (feet)
            senses.*s.member = std::min(*feet, 1e9);
    }
    if (o.contains(QLatin1String("lowLightVision")))
        senses.lowLightVision = r.boolean(o[QLatin1String("lowLightVision")], field + QStringLiteral(".lowLightVision")).value_or(false);
    senses.extra = withoutKeys(o, {"darkvision", "blindsight", "truesight", "lowLightVision"});
}

// Version 3 (RULES.md 13.1): a creature's carried light, {bright, dim} in feet.
void readCarriedLight(EncounterReader &r, const QJsonValue &v, const QString &field, Creature &c)
{
    if (v.isUndefined() || v.isNull())
        return;
    if (!v.isObject()) {
        r.error(field, QCoreApplication::translate("EncounterReader", "must be an object with bright and dim in feet, e.g. {\"bright\": 20, \"dim\": 20}"));
        return;
    }
    const QJsonObject o = v.toObject();
    CarriedLight light;
    bool ok = true;
    for (const char *key : {"bright", "dim"}) {
        if (!o.contains(QLatin1String(key)))
            continue;
        const QString f = field + QStringLiteral(".") + QLatin1String(key);
        const auto feet = r.number(o[QLatin1String(key)], f);
        if (feet && *feet < 0) {
            r.error(f, QCoreApplication::translate("EncounterReader", "can't be negative"));
            ok = false;
        } else if (feet) {
            (key[0] == 'b' ? light.bright : light.dim) = std::min(*feet, 1e9);
        } else {
            ok = false;
        }
    }
    light.extra = withoutKeys(o, {"bright", "dim"});
    if (ok)
        c.light = light;
}

// Version 3 (RULES.md 13.3): one part of an attack's damage, {dice, type}.
std::optional<DamagePart> readDamagePart(EncounterReader &r, const QJsonObject &o, const QString &base)
{
    DamagePart part;
    const QJsonValue dice = o[QLatin1String("dice")];
    if (dice.isUndefined()) {
        r.error(base + QStringLiteral(".dice"), QCoreApplication::translate("EncounterReader", "is missing (a dice expression such as \"1d6+2\")"));
        return std::nullopt;
    }
    // A whole number is a dice expression too ("damage": 1).
    const auto text = dice.isDouble() ? std::optional<QString>(QString::number(dice.toDouble(), 'g', 10))
                                      : r.string(dice, base + QStringLiteral(".dice"));
    if (!text)
        return std::nullopt;
    QString why;
    if (!parseDice(*text, &why)) {
        r.error(base + QStringLiteral(".dice"), why);
        return std::nullopt;
    }
    part.dice = *text;
    if (o.contains(QLatin1String("type"))) {
        const auto type = r.string(o[QLatin1String("type")], base + QStringLiteral(".type"));
        if (!type)
            return std::nullopt;
        part.type = type->trimmed().toLower();
    }
    part.extra = withoutKeys(o, {"dice", "type"});
    return part;
}

// Version 3 (RULES.md 13.3): a creature's `attacks`.
void readAttacks(EncounterReader &r, const QJsonValue &v, const QString &field, Creature &c)
{
    if (v.isUndefined() || v.isNull())
        return;
    if (!v.isArray()) {
        r.error(field, QCoreApplication::translate("EncounterReader", "must be a list of attacks"));
        return;
    }
    const QString notAnObject = QCoreApplication::translate("EncounterReader", "must be an object with name, kind, bonus and damage");
    r.eachObject(v.toArray(), field, notAnObject, [&](const QJsonObject &o, const QString &base) {
        const auto f = [&](const char *key) { return base + QStringLiteral(".") + QLatin1String(key); };
        CreatureAttack a;
        bool ok = true;
        const QJsonValue name = o[QLatin1String("name")];
        if (name.isUndefined()) {
            r.error(f("name"), QCoreApplication::translate("EncounterReader", "is missing"));
            ok = false;
        } else if (const auto n = r.string(name, f("name"))) {
            a.name = n->trimmed();
            if (a.name.isEmpty()) {
                r.error(f("name"), QCoreApplication::translate("EncounterReader", "must not be empty"));
                ok = false;
            }
        } else {
            ok = false;
        }
        const QJsonValue kind = o[QLatin1String("kind")];
        if (kind.isUndefined()) {
            r.error(f("kind"), QCoreApplication::translate("EncounterReader", "is missing (melee or ranged)"));
            ok = false;
        } else {
            const auto k = r.name<AttackKind>(kind, f("kind"), attackKindFromId, QT_TRANSLATE_NOOP("EncounterReader", "attack kind"), "melee, ranged");
            ok = ok && k;
            a.kind = k.value_or(AttackKind::Melee);
        }
        if (o.contains(QLatin1String("bonus"))) {
            const auto b = r.integer(o[QLatin1String("bonus")], f("bonus"), -1000, 1000);
            ok = ok && b;
            a.bonus = b.value_or(0);
        }
        if (o.contains(QLatin1String("reach"))) {
            const auto reach = r.integer(o[QLatin1String("reach")], f("reach"), 0, 1000000);
            ok = ok && reach;
            a.reach = reach.value_or(-1);
        }
        if (o.contains(QLatin1String("range"))) {
            // [normal, long], or one number N meaning N/N.
            const QJsonValue range = o[QLatin1String("range")];
            std::optional<double> normal, longRange;
            if (range.isDouble()) {
                normal = longRange = r.number(range, f("range"));
                a.singleRange = true;
            } else if (range.isArray() && range.toArray().size() == 2) {
                normal = r.number(range.toArray()[0], f("range") + QStringLiteral("[0]"));
                longRange = r.number(range.toArray()[1], f("range") + QStringLiteral("[1]"));
            } else {
                r.error(f("range"), QCoreApplication::translate("EncounterReader", "must be [normal, long] in feet or one number"));
            }
            if (normal && longRange && (*normal <= 0 || *longRange < *normal || *longRange > 1e6)) {
                r.error(f("range"), QCoreApplication::translate("EncounterReader", "needs 0 < normal <= long (at most 1000000 ft)"));
                normal.reset();
            }
            ok = ok && normal && longRange;
            a.normalRange = normal.value_or(0);
            a.longRange = longRange.value_or(0);
        } else if (a.kind == AttackKind::Ranged && ok) {
            r.error(f("range"), QCoreApplication::translate("EncounterReader", "is missing: a ranged attack needs its range"));
            ok = false;
        }
        const QJsonValue damage = o[QLatin1String("damage")];
        if (!damage.isUndefined() && !damage.isNull()) {
            if (!damage.isArray()) {
                r.error(f("damage"), QCoreApplication::translate("EncounterReader", "must be a list of {dice, type}"));
                ok = false;
            } else {
                r.eachObject(damage.toArray(), f("damage"), QCoreApplication::translate("EncounterReader", "must be an object with dice and type"),
                             [&](const QJsonObject &p, const QString &partField) {
                                 if (auto part = readDamagePart(r, p, partField))
                                     a.damage.push_back(*part);
                                 else
                                     ok = false;
                             });
            }
        }
        if (o.contains(QLatin1String("magical")))
            a.magical = r.boolean(o[QLatin1String("magical")], f("magical")).value_or(false);
        if (o.contains(QLatin1String("agile")))
            a.agile = r.boolean(o[QLatin1String("agile")], f("agile")).value_or(false);
        if (o.contains(QLatin1String("spell"))) // version 4 (RULES.md 14.7)
            a.spell = r.boolean(o[QLatin1String("spell")], f("spell")).value_or(false);
        a.extra = withoutKeys(o, {"name", "kind", "bonus", "reach", "range", "damage", "magical", "agile", "spell"});
        if (ok)
            c.attacks.push_back(std::move(a));
    });
}

// Version 3 (RULES.md 13.5): save bonuses by ability.
void readSaves(EncounterReader &r, const QJsonValue &v, const QString &field, Creature &c)
{
    if (v.isUndefined() || v.isNull())
        return;
    if (!v.isObject()) {
        r.error(field, QCoreApplication::translate("EncounterReader", "must be an object of bonuses, e.g. {\"dex\": 2}"));
        return;
    }
    static const QStringList known = {QStringLiteral("str"), QStringLiteral("dex"), QStringLiteral("con"),
                                      QStringLiteral("int"), QStringLiteral("wis"), QStringLiteral("cha"),
                                      QStringLiteral("fortitude"), QStringLiteral("reflex"), QStringLiteral("will"),
                                      QStringLiteral("fort"), QStringLiteral("ref")};
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString f = field + QStringLiteral(".") + it.key();
        if (const auto bonus = r.integer(it.value(), f, -1000, 1000))
            c.saves.insert(it.key(), *bonus);
        if (!known.contains(it.key()))
            r.warning(f, QCoreApplication::translate("EncounterReader", "is not a saving throw (str, dex, con, int, wis, cha; pf2e fortitude, reflex, will); kept but not used"));
    }
}

// A list of names (damage types, condition ids), lower case.
void readNames(EncounterReader &r, const QJsonValue &v, const QString &field, QStringList &out, const QString &notAList)
{
    if (!v.isArray()) {
        r.error(field, notAList);
        return;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype k = 0; k < a.size(); ++k) {
        if (const auto s = r.string(a[k], field + QStringLiteral("[%1]").arg(k))) {
            const QString name = s->trimmed().toLower();
            if (name.isEmpty())
                r.error(field + QStringLiteral("[%1]").arg(k), QCoreApplication::translate("EncounterReader", "must not be empty"));
            else
                out.append(name);
        }
    }
}

// Version 3 (RULES.md 13.4 step 8): resistances, vulnerabilities, weaknesses. The 5e
// family lists damage types; pf2e `resistances` and `weaknesses` are objects type -> value.
void readTraits(EncounterReader &r, const QJsonValue &v, const QString &field, bool valued, std::vector<DamageTrait> &out)
{
    if (v.isUndefined() || v.isNull())
        return;
    if (valued) {
        if (!v.isObject()) {
            r.error(field, QCoreApplication::translate("EncounterReader", "must be an object of damage type to value, e.g. {\"fire\": 5} (pf2e)"));
            return;
        }
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (const auto value = r.integer(it.value(), field + QStringLiteral(".") + it.key(), 0, 1000000))
                out.push_back({it.key().trimmed().toLower(), *value});
        }
        return;
    }
    QStringList names;
    readNames(r, v, field, names, QCoreApplication::translate("EncounterReader", "must be a list of damage types, e.g. [\"fire\", \"nonmagical slashing\"]"));
    for (const QString &n : names)
        out.push_back({n, 0});
}

void readVersion3Fields(EncounterReader &r, const QJsonObject &o, const QString &base, Ruleset ruleset, Creature &c)
{
    const auto field = [&](const char *key) { return base + QStringLiteral(".") + QLatin1String(key); };
    const auto at = [&](const char *key) { return o[QLatin1String(key)]; };
    readCarriedLight(r, at("light"), field("light"), c);
    readAttacks(r, at("attacks"), field("attacks"), c);
    readSaves(r, at("saves"), field("saves"), c);
    const bool pf2e = ruleset == Ruleset::Pf2e;
    readTraits(r, at("resistances"), field("resistances"), pf2e, c.resistances);
    if (pf2e)
        readTraits(r, at("weaknesses"), field("weaknesses"), true, c.weaknesses);
    else
        readTraits(r, at("vulnerabilities"), field("vulnerabilities"), false, c.vulnerabilities);
    if (!at("immunities").isUndefined() && !at("immunities").isNull())
        readNames(r, at("immunities"), field("immunities"), c.immunities,
                  QCoreApplication::translate("EncounterReader", "must be a list of damage types, e.g. [\"poison\"]"));
    if (!at("conditionImmunities").isUndefined() && !at("conditionImmunities").isNull())
        readNames(r, at("conditionImmunities"), field("conditionImmunities"), c.conditionImmunities,
                  QCoreApplication::translate("EncounterReader", "must be a list of condition ids, e.g. [\"poisoned\"]"));
    const QJsonValue statblock = at("statblock");
    if (statblock.isObject()) {
        c.statblock = statblock.toObject();
        c.hasStatblock = true;
    } else if (!statblock.isUndefined() && !statblock.isNull()) {
        r.error(field("statblock"), QCoreApplication::translate("EncounterReader", "must be an object"));
    }
}

// Version 4 (RULES.md 14): perception, stealth, hidden, grappling. A wrong type is an error
// naming the field; ids that name no creature are checked once all are read (warnVersion4Ids).
void readIdList(EncounterReader &r, const QJsonValue &v, const QString &field, QStringList &out)
{
    if (!v.isArray()) {
        r.error(field, QCoreApplication::translate("EncounterReader", "must be a list of creature ids"));
        return;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype k = 0; k < a.size(); ++k) {
        if (const auto s = r.string(a[k], field + QStringLiteral("[%1]").arg(k)))
            out.append(*s);
    }
}

void readVersion4Fields(EncounterReader &r, const QJsonObject &o, const QString &base, Creature &c)
{
    const auto field = [&](const char *key) { return base + QStringLiteral(".") + QLatin1String(key); };
    for (const auto &[key, member] : {std::pair{"perception", &Creature::perception}, std::pair{"stealth", &Creature::stealth}}) {
        if (o.contains(QLatin1String(key)) && !o[QLatin1String(key)].isNull())
            c.*member = r.integer(o[QLatin1String(key)], field(key), -1000, 1000);
    }
    const QJsonValue hidden = o[QLatin1String("hidden")];
    if (hidden.isObject()) {
        const QJsonObject h = hidden.toObject();
        const QString hf = field("hidden");
        HiddenState state;
        bool ok = true;
        if (!h.contains(QLatin1String("stealth"))) {
            r.error(hf + QStringLiteral(".stealth"), QCoreApplication::translate("EncounterReader", "is missing (the Stealth total)"));
            ok = false;
        } else if (const auto total = r.integer(h[QLatin1String("stealth")], hf + QStringLiteral(".stealth"), -1000, 1000)) {
            state.stealth = *total;
        } else {
            ok = false;
        }
        if (h.contains(QLatin1String("foundBy")) && !h[QLatin1String("foundBy")].isNull())
            readIdList(r, h[QLatin1String("foundBy")], hf + QStringLiteral(".foundBy"), state.foundBy);
        if (h.contains(QLatin1String("sneak")))
            state.sneak = r.boolean(h[QLatin1String("sneak")], hf + QStringLiteral(".sneak")).value_or(false);
        state.extra = withoutKeys(h, {"stealth", "foundBy", "sneak"});
        if (ok)
            c.hidden = state;
    } else if (!hidden.isUndefined() && !hidden.isNull()) {
        r.error(field("hidden"), QCoreApplication::translate("EncounterReader", "must be an object {stealth, foundBy, sneak}"));
    }
    if (o.contains(QLatin1String("grappling")) && !o[QLatin1String("grappling")].isNull())
        readIdList(r, o[QLatin1String("grappling")], field("grappling"), c.grappling);
}

// CLI.md version 4: an unknown id in `foundBy` or `grappling`, or a grappled creature
// without the `grappled` condition, is a warning.
void warnVersion4Ids(EncounterReader &r, const Encounter &e)
{
    for (std::size_t i = 0; i < e.creatures.size(); ++i) {
        const Creature &c = e.creatures[i];
        const QString base = QStringLiteral("creatures[%1].").arg(i);
        if (c.hidden) {
            for (qsizetype k = 0; k < c.hidden->foundBy.size(); ++k) {
                if (!e.creature(c.hidden->foundBy[k]))
                    r.warning(base + QStringLiteral("hidden.foundBy[%1]").arg(k),
                              QCoreApplication::translate("EncounterReader", "no creature has the id \"%1\"").arg(c.hidden->foundBy[k].left(40)));
            }
        }
        for (qsizetype k = 0; k < c.grappling.size(); ++k) {
            const QString field = base + QStringLiteral("grappling[%1]").arg(k);
            const Creature *d = e.creature(c.grappling[k]);
            if (!d)
                r.warning(field, QCoreApplication::translate("EncounterReader", "no creature has the id \"%1\"").arg(c.grappling[k].left(40)));
            else if (!d->has(QStringLiteral("grappled")))
                r.warning(field, QCoreApplication::translate("EncounterReader", "\"%1\" doesn't have the grappled condition").arg(d->id.left(40)));
        }
    }
}

void readCreatures(EncounterReader &r, const QJsonValue &v, Encounter &e, bool gridOk, OffMap offMap)
{
    if (v.isUndefined())
        return;
    if (!v.isArray()) {
        r.error(QStringLiteral("creatures"), QCoreApplication::translate("EncounterReader", "must be a list of creatures"));
        return;
    }
    const QJsonArray list = v.toArray();
    std::set<QString> ids;
    const QString notAnObject = QCoreApplication::translate("EncounterReader", "must be an object");
    r.eachObject(list, QStringLiteral("creatures"), notAnObject, [&](const QJsonObject &o, const QString &base) {
        const auto field = [&](const char *key) { return base + QStringLiteral(".") + QLatin1String(key); };
        Creature c;
        bool ok = true;
        const QJsonValue id = o[QLatin1String("id")];
        if (id.isUndefined()) {
            r.error(field("id"), QCoreApplication::translate("EncounterReader", "is missing (every creature needs a unique id)"));
            ok = false;
        } else if (const auto s = r.string(id, field("id"))) {
            if (s->isEmpty()) {
                r.error(field("id"), QCoreApplication::translate("EncounterReader", "must not be empty"));
                ok = false;
            } else if (!ids.insert(*s).second) {
                r.error(field("id"), QCoreApplication::translate("EncounterReader", "duplicate id \"%1\"").arg(s->left(40)));
                ok = false;
            }
            c.id = *s;
        } else {
            ok = false;
        }
        c.name = c.id;
        if (o.contains(QLatin1String("name")))
            c.name = r.string(o[QLatin1String("name")], field("name")).value_or(c.id);
        if (o.contains(QLatin1String("side"))) {
            const auto s = r.name<Side>(o[QLatin1String("side")], field("side"), sideFromId, QT_TRANSLATE_NOOP("EncounterReader", "side"),
                                        "party, ally, hostile, neutral");
            ok = ok && s;
            c.side = s.value_or(Side::Neutral);
        }
        if (o.contains(QLatin1String("size"))) {
            const auto s = r.name<Size>(o[QLatin1String("size")], field("size"), sizeFromId, QT_TRANSLATE_NOOP("EncounterReader", "size"),
                                        "tiny, small, medium, large, huge, gargantuan, titanic");
            ok = ok && s;
            c.size = s.value_or(Size::Medium);
            if (s == Size::Titanic && e.ruleset != Ruleset::A5e)
                r.warning(field("size"), QCoreApplication::translate("EncounterReader", "titanic is a Level Up (a5e) size; it takes a 5x5 space here"));
        }
        if (o.contains(QLatin1String("space"))) {
            const auto s = r.integer(o[QLatin1String("space")], field("space"), 1, 100);
            ok = ok && s;
            c.space = s.value_or(0);
        }
        const QJsonValue pos = o[QLatin1String("position")];
        if (pos.isUndefined()) {
            r.error(field("position"), QCoreApplication::translate("EncounterReader", "is missing"));
            ok = false;
        } else if (const auto p = r.square(pos, field("position"))) {
            c.position = *p;
            if (gridOk) {
                const int s = c.spaceSquares();
                if (!e.contains(c.position)) {
                    r.misplaced(offMap, c.id, field("position"),
                                QCoreApplication::translate("EncounterReader", "[%1, %2] is off the %3x%4 map")
                                    .arg(p->x)
                                    .arg(p->y)
                                    .arg(e.width)
                                    .arg(e.height));
                    ok = ok && offMap == OffMap::Keep;
                } else if (c.position.x + s > e.width || c.position.y + s > e.height) {
                    r.misplaced(offMap, c.id, field("position"),
                                QCoreApplication::translate("EncounterReader", "the creature's %1x%1 space at [%2, %3] does not fit on the %4x%5 map")
                                    .arg(s)
                                    .arg(p->x)
                                    .arg(p->y)
                                    .arg(e.width)
                                    .arg(e.height));
                    ok = ok && offMap == OffMap::Keep;
                }
            }
        } else {
            ok = false;
        }
        readSpeed(r, o[QLatin1String("speed")], field("speed"), c.speed);
        if (o.contains(QLatin1String("reach"))) {
            const auto reach = r.number(o[QLatin1String("reach")], field("reach"));
            if (reach && *reach < 0)
                r.error(field("reach"), QCoreApplication::translate("EncounterReader", "can't be negative"));
            else if (reach)
                c.reach = int(std::min(*reach, 1e6));
        }
        struct IntField {
            const char *key;
            int Creature::*member;
        };
        for (const IntField &f : {IntField{"ac", &Creature::ac}, IntField{"hp", &Creature::hp},
                                  IntField{"maxHp", &Creature::maxHp}, IntField{"tempHp", &Creature::tempHp},
                                  IntField{"initiativeBonus", &Creature::initiativeBonus}}) {
            if (o.contains(QLatin1String(f.key))) {
                if (const auto n = r.number(o[QLatin1String(f.key)], field(f.key)))
                    c.*f.member = int(std::clamp(*n, -1e6, 1e6));
            }
        }
        c.hasAc = o.contains(QLatin1String("ac"));
        c.hasHp = o.contains(QLatin1String("hp"));
        if (o.contains(QLatin1String("initiative")) && !o[QLatin1String("initiative")].isNull())
            c.initiative = r.number(o[QLatin1String("initiative")], field("initiative"));
        if (o.contains(QLatin1String("conditions"))) {
            const QJsonValue cv = o[QLatin1String("conditions")];
            if (!cv.isArray()) {
                r.error(field("conditions"), QCoreApplication::translate("EncounterReader", "must be a list of condition names"));
            } else {
                const QJsonArray a = cv.toArray();
                for (qsizetype k = 0; k < a.size(); ++k) {
                    if (const auto s = r.string(a[k], field("conditions") + QStringLiteral("[%1]").arg(k)))
                        c.conditions.append(s->toLower());
                }
            }
        }
        if (o.contains(QLatin1String("elevation"))) { // RULES.md 10: feet, may be negative
            if (const auto z = r.number(o[QLatin1String("elevation")], field("elevation")))
                c.elevation = std::clamp(*z, -1e6, 1e6);
        }
        if (o.contains(QLatin1String("reactiveStrike")))
            c.reactiveStrike = r.boolean(o[QLatin1String("reactiveStrike")], field("reactiveStrike")).value_or(false);
        if (o.contains(QLatin1String(kHiddenFromPlayersField))) // kept in `extra`, but a boolean
            r.boolean(o[QLatin1String(kHiddenFromPlayersField)], field(kHiddenFromPlayersField));
        readSenses(r, o[QLatin1String("senses")], field("senses"), c.senses);
        readVersion3Fields(r, o, base, e.ruleset, c);
        readVersion4Fields(r, o, base, c);
        if (o.contains(QLatin1String("token")))
            c.token = r.string(o[QLatin1String("token")], field("token")).value_or(QString());
        c.extra = withoutKeys(o, {"id", "name", "side", "size", "space", "position", "speed", "reach", "ac", "hp",
                                  "maxHp", "tempHp", "initiativeBonus", "initiative", "conditions", "reactiveStrike",
                                  "token", "senses", "elevation", "light", "attacks", "saves", "resistances",
                                  "immunities", "conditionImmunities", "statblock", "perception", "stealth",
                                  "hidden", "grappling", e.ruleset == Ruleset::Pf2e ? "weaknesses" : "vulnerabilities"});
        if (ok)
            e.creatures.push_back(std::move(c));
    });
}

void warnAboutOverlaps(EncounterReader &r, const Encounter &e)
{
    // ENCOUNTER_FORMAT.md: overlapping creatures are legal (a rider on its mount), reported as a warning:
    // one per creature, naming the first earlier creature it overlaps. Tiny creatures share squares by
    // the rules (RULES.md 1). Who stands where is kept per square, so the work grows with the squares
    // covered, not with the pairs of creatures: a warning per pair made a 100 KB file with 3000
    // creatures on one square take seconds and gigabytes. Absurd files (thousands of 100x100 spaces)
    // stop at a budget of squares, with a warning, rather than hang.
    constexpr qint64 kSquareBudget = 4ll * kMaxGridSide * kMaxGridSide;
    qint64 visited = 0;
    struct Occupants {
        int first = -1;     // the first creature on the square that is not Tiny
        int firstTiny = -1; // the first Tiny one
    };
    std::unordered_map<qint64, Occupants> squares;
    for (std::size_t j = 0; j < e.creatures.size(); ++j) {
        const Creature &c = e.creatures[j];
        const bool tiny = c.size == Size::Tiny;
        const QRect space = c.spaceRect();
        visited += qint64(space.width()) * space.height();
        if (visited > kSquareBudget) {
            r.warning(QStringLiteral("creatures"),
                      QCoreApplication::translate("EncounterReader",
                                                  "too many creature squares to check them all for overlaps; "
                                                  "checked the first %n creature(s)",
                                                  nullptr, int(j)));
            return;
        }
        int other = -1;
        for (int y = space.top(); y <= space.bottom(); ++y) {
            for (int x = space.left(); x <= space.right(); ++x) {
                Occupants &o = squares[(qint64(y) << 32) | quint32(x)];
                for (const int i : {o.first, tiny ? -1 : o.firstTiny}) {
                    if (i >= 0 && (other < 0 || i < other))
                        other = i;
                }
                int &mine = tiny ? o.firstTiny : o.first;
                if (mine < 0)
                    mine = int(j);
            }
        }
        if (other >= 0)
            r.warning(QStringLiteral("creatures[%1].position").arg(j),
                      QCoreApplication::translate("EncounterReader", "\"%1\" overlaps \"%2\"").arg(c.id.left(40), e.creatures[std::size_t(other)].id.left(40)));
    }
}

} // namespace

ReadResult readEncounter(const QByteArray &json, OffMap offMap)
{
    ReadResult result;
    EncounterReader r(result);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        r.error(QString(), QCoreApplication::translate("EncounterReader", "not valid JSON: %1 at byte %2").arg(parseError.errorString()).arg(parseError.offset));
        return result;
    }
    if (!doc.isObject()) {
        r.error(QString(), QCoreApplication::translate("EncounterReader", "an encounter file must hold a JSON object"));
        return result;
    }
    const QJsonObject root = doc.object();
    Encounter &e = result.encounter;

    const QJsonValue format = root[QLatin1String("format")];
    if (format.isUndefined()) {
        r.error(QStringLiteral("format"), QCoreApplication::translate("EncounterReader", "is missing: this is not a Battlemap encounter file"));
        return result;
    }
    if (format.toString() != QLatin1String("battlemap-encounter")) {
        r.error(QStringLiteral("format"),
                QCoreApplication::translate("EncounterReader", "is %1, not \"battlemap-encounter\": this is not a Battlemap encounter file").arg(jsonTypeName(format)));
        return result;
    }
    const QJsonValue version = root[QLatin1String("version")];
    if (version.isUndefined()) {
        r.error(QStringLiteral("version"), QCoreApplication::translate("EncounterReader", "is missing"));
        return result;
    }
    const auto v = r.number(version, QStringLiteral("version"));
    if (!v)
        return result;
    if (*v > kFormatVersion) {
        r.error(QStringLiteral("version"), QCoreApplication::translate("EncounterReader", "this file is version %1; this Battlemap reads version %2 and older. "
                                              "Update Battlemap to open it")
                                               .arg(*v)
                                               .arg(kFormatVersion));
        return result;
    }
    if (*v < 1 || std::floor(*v) != *v) {
        r.error(QStringLiteral("version"), QCoreApplication::translate("EncounterReader", "must be a whole number from 1 to %1").arg(kFormatVersion));
        return result;
    }

    if (root.contains(QLatin1String("name")))
        e.name = r.string(root[QLatin1String("name")], QStringLiteral("name")).value_or(QString());
    const QJsonValue ruleset = root[QLatin1String("ruleset")];
    if (ruleset.isUndefined()) {
        r.error(QStringLiteral("ruleset"), QCoreApplication::translate("EncounterReader", "is missing (dnd5e-2014, dnd5e-2024, a5e or pf2e)"));
    } else if (const auto rs = r.name<Ruleset>(ruleset, QStringLiteral("ruleset"), rulesetFromId, QT_TRANSLATE_NOOP("EncounterReader", "ruleset"),
                                               "dnd5e-2014, dnd5e-2024, a5e, pf2e")) {
        e.ruleset = *rs;
    }
    readOptions(r, root[QLatin1String("options")], e.options);
    const bool gridOk = readGrid(r, root[QLatin1String("grid")], e);
    if (root.contains(QLatin1String("background"))) {
        const QJsonValue bg = root[QLatin1String("background")];
        if (bg.isObject()) {
            e.background = bg.toObject();
            e.hasBackground = true;
        } else if (!bg.isNull()) {
            r.error(QStringLiteral("background"), QCoreApplication::translate("EncounterReader", "must be an object with image, pixelsPerSquare and offset"));
        }
    }
    readTerrain(r, root[QLatin1String("terrain")], e, gridOk);
    readWalls(r, root[QLatin1String("walls")], e);
    readLights(r, root[QLatin1String("lights")], e);
    readCreatures(r, root[QLatin1String("creatures")], e, gridOk, offMap);
    if (root.contains(QLatin1String("combat"))) {
        const QJsonValue combat = root[QLatin1String("combat")];
        if (combat.isObject()) {
            e.combat = readCombat(r, combat.toObject());
            e.hasCombat = true;
        } else if (!combat.isNull()) {
            r.error(QStringLiteral("combat"), QCoreApplication::translate("EncounterReader", "must be an object"));
        }
    }
    e.extra = withoutKeys(root, {"format", "version", "name", "ruleset", "options", "grid", "background", "terrain",
                                 "walls", "lights", "creatures", "combat"});
    if (result.ok()) {
        warnAboutOverlaps(r, e);
        warnVersion4Ids(r, e);
    }
    return result;
}

ReadResult readEncounterFile(const QString &path, OffMap offMap)
{
    ReadResult result;
    QFile file(path);
    const QFileInfo info(path);
    if (!info.exists()) {
        result.errors.push_back({QString(), QCoreApplication::translate("EncounterReader", "%1: no such file").arg(path)});
        return result;
    }
    if (info.isDir()) {
        result.errors.push_back({QString(), QCoreApplication::translate("EncounterReader", "%1: is a folder, not an encounter file").arg(path)});
        return result;
    }
    if (info.size() > kMaxFileBytes) {
        result.errors.push_back({QString(), QCoreApplication::translate("EncounterReader", "%1: the file is %2 MiB; encounter files over %3 MiB are refused")
                                                .arg(path)
                                                .arg(info.size() / (1024 * 1024))
                                                .arg(kMaxFileBytes / (1024 * 1024))});
        return result;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        result.errors.push_back({QString(), QCoreApplication::translate("EncounterReader", "%1: can't read: %2").arg(path, file.errorString())});
        return result;
    }
    // Read what the file holds (not a buffer of the cap: that cost 256 MiB a call under
    // the sanitizers). A file that grows meanwhile is cut off, and then not valid JSON.
    return readEncounter(file.read(std::min(info.size(), kMaxFileBytes) + 1), offMap);
}

namespace {

QJsonArray pointJson(const QPointF &p)
{
    return QJsonArray{p.x(), p.y()};
}

QJsonArray squareJson(GridPoint p)
{
    return QJsonArray{p.x, p.y};
}

// Version 2 (RULES.md 12): `lights`, written only when there are some.
void writeLights(QJsonObject &root, const Encounter &e)
{
    if (e.lights.empty())
        return;
    QJsonArray lights;
    for (const LightSource &l : e.lights) {
        QJsonObject o = l.extra;
        o[QLatin1String("at")] = pointJson(l.at);
        o[QLatin1String("bright")] = l.bright;
        o[QLatin1String("dim")] = l.dim;
        lights.append(o);
    }
    root[QLatin1String("lights")] = lights;
}

// Version 2 (RULES.md 12): a creature's `senses`, the senses it has.
void writeSenses(QJsonObject &o, const Senses &s)
{
    QJsonObject senses = s.extra;
    if (s.darkvision > 0)
        senses[QLatin1String("darkvision")] = s.darkvision;
    if (s.blindsight > 0)
        senses[QLatin1String("blindsight")] = s.blindsight;
    if (s.truesight > 0)
        senses[QLatin1String("truesight")] = s.truesight;
    if (s.lowLightVision)
        senses[QLatin1String("lowLightVision")] = true;
    if (s.present || !senses.isEmpty())
        o[QLatin1String("senses")] = senses;
}

QJsonArray namesJson(const std::vector<DamageTrait> &traits)
{
    QJsonArray a;
    for (const DamageTrait &t : traits)
        a.append(t.type);
    return a;
}

QJsonObject valuesJson(const std::vector<DamageTrait> &traits)
{
    QJsonObject o;
    for (const DamageTrait &t : traits)
        o[t.type] = t.value;
    return o;
}

// Version 3 (RULES.md 13): the fields a creature has, written only when set.
void writeVersion3Fields(QJsonObject &o, const Creature &c, Ruleset ruleset)
{
    if (c.light) {
        QJsonObject light = c.light->extra;
        light[QLatin1String("bright")] = c.light->bright;
        light[QLatin1String("dim")] = c.light->dim;
        o[QLatin1String("light")] = light;
    }
    if (!c.attacks.empty()) {
        QJsonArray attacks;
        for (const CreatureAttack &a : c.attacks) {
            QJsonObject j = a.extra;
            j[QLatin1String("name")] = a.name;
            j[QLatin1String("kind")] = attackKindId(a.kind);
            j[QLatin1String("bonus")] = a.bonus;
            if (a.reach >= 0)
                j[QLatin1String("reach")] = a.reach;
            if (a.kind == AttackKind::Ranged || a.longRange > 0) {
                if (a.singleRange && a.normalRange == a.longRange)
                    j[QLatin1String("range")] = a.normalRange;
                else
                    j[QLatin1String("range")] = QJsonArray{a.normalRange, a.longRange};
            }
            QJsonArray damage;
            for (const DamagePart &p : a.damage) {
                QJsonObject part = p.extra;
                part[QLatin1String("dice")] = p.dice;
                part[QLatin1String("type")] = p.type;
                damage.append(part);
            }
            j[QLatin1String("damage")] = damage;
            if (a.magical)
                j[QLatin1String("magical")] = true;
            if (a.agile)
                j[QLatin1String("agile")] = true;
            if (a.spell)
                j[QLatin1String("spell")] = true;
            attacks.append(j);
        }
        o[QLatin1String("attacks")] = attacks;
    }
    if (!c.saves.isEmpty()) {
        QJsonObject saves;
        for (auto it = c.saves.begin(); it != c.saves.end(); ++it)
            saves[it.key()] = it.value();
        o[QLatin1String("saves")] = saves;
    }
    const bool pf2e = ruleset == Ruleset::Pf2e;
    if (!c.resistances.empty())
        o[QLatin1String("resistances")] = pf2e ? QJsonValue(valuesJson(c.resistances)) : QJsonValue(namesJson(c.resistances));
    if (!c.vulnerabilities.empty())
        o[QLatin1String("vulnerabilities")] = namesJson(c.vulnerabilities);
    if (!c.weaknesses.empty())
        o[QLatin1String("weaknesses")] = valuesJson(c.weaknesses);
    if (!c.immunities.isEmpty())
        o[QLatin1String("immunities")] = QJsonArray::fromStringList(c.immunities);
    if (!c.conditionImmunities.isEmpty())
        o[QLatin1String("conditionImmunities")] = QJsonArray::fromStringList(c.conditionImmunities);
    if (c.hasStatblock || !c.statblock.isEmpty())
        o[QLatin1String("statblock")] = c.statblock;
}

} // namespace

QJsonObject encounterToJson(const Encounter &e)
{
    QJsonObject root = e.extra;
    root[QLatin1String("format")] = QStringLiteral("battlemap-encounter");
    root[QLatin1String("version")] = kFormatVersion;
    root[QLatin1String("name")] = e.name;
    root[QLatin1String("ruleset")] = rulesetId(e.ruleset);

    QJsonObject options = e.options.extra;
    if (e.options.diagonals)
        options[QLatin1String("diagonals")] = diagonalsId(*e.options.diagonals);
    if (e.options.flanking)
        options[QLatin1String("flanking")] = *e.options.flanking;
    if (e.options.roundSeconds)
        options[QLatin1String("roundSeconds")] = *e.options.roundSeconds;
    if (e.options.light)
        options[QLatin1String("light")] = lightLevelId(*e.options.light);
    if (!options.isEmpty())
        root[QLatin1String("options")] = options;

    QJsonObject grid = e.grid;
    grid[QLatin1String("width")] = e.width;
    grid[QLatin1String("height")] = e.height;
    grid[QLatin1String("squareFeet")] = e.squareFeet;
    root[QLatin1String("grid")] = grid;
    if (e.hasBackground)
        root[QLatin1String("background")] = e.background;

    QJsonArray terrain;
    for (const TerrainArea &a : e.terrain) {
        QJsonObject o = a.extra;
        o[QLatin1String("type")] = terrainTypeId(a.type);
        if (a.cover != CoverLevel::None)
            o[QLatin1String("cover")] = coverLevelId(a.cover);
        if (a.obscured != Obscurement::None)
            o[QLatin1String("obscured")] = obscurementId(a.obscured);
        if (a.usesRect) {
            o[QLatin1String("rect")] = QJsonArray{a.rect.x(), a.rect.y(), a.rect.width(), a.rect.height()};
        } else {
            QJsonArray squares;
            for (const GridPoint &p : a.squares)
                squares.append(squareJson(p));
            o[QLatin1String("squares")] = squares;
        }
        terrain.append(o);
    }
    root[QLatin1String("terrain")] = terrain;

    QJsonArray walls;
    for (const Wall &w : e.walls) {
        QJsonObject o = w.extra;
        o[QLatin1String("from")] = pointJson(w.from);
        o[QLatin1String("to")] = pointJson(w.to);
        if (!w.blocksMovement)
            o[QLatin1String("blocksMovement")] = false;
        if (!w.blocksSight)
            o[QLatin1String("blocksSight")] = false;
        if (w.door != DoorState::None)
            o[QLatin1String("door")] = doorStateId(w.door);
        walls.append(o);
    }
    root[QLatin1String("walls")] = walls;
    writeLights(root, e);

    QJsonArray creatures;
    for (const Creature &c : e.creatures) {
        QJsonObject o = c.extra;
        o[QLatin1String("id")] = c.id;
        o[QLatin1String("name")] = c.name;
        o[QLatin1String("side")] = sideId(c.side);
        o[QLatin1String("size")] = sizeId(c.size);
        if (c.space > 0)
            o[QLatin1String("space")] = c.space;
        o[QLatin1String("position")] = squareJson(c.position);
        QJsonObject speed = c.speed.extra;
        speed[QLatin1String("walk")] = c.speed.walk;
        if (c.speed.fly)
            speed[QLatin1String("fly")] = c.speed.fly;
        if (c.speed.swim)
            speed[QLatin1String("swim")] = c.speed.swim;
        if (c.speed.climb)
            speed[QLatin1String("climb")] = c.speed.climb;
        if (c.speed.burrow)
            speed[QLatin1String("burrow")] = c.speed.burrow;
        if (c.speed.hover)
            speed[QLatin1String("hover")] = true;
        o[QLatin1String("speed")] = speed;
        if (c.reach >= 0)
            o[QLatin1String("reach")] = c.reach;
        if (c.hasAc) // RULES.md 13.4 step 5: a creature without `ac` can't be attacked; keep it so
            o[QLatin1String("ac")] = c.ac;
        if (c.hasHp) // RULES.md 15: a creature without `hp` has no cap; keep it so
            o[QLatin1String("hp")] = c.hp;
        o[QLatin1String("maxHp")] = c.maxHp;
        o[QLatin1String("tempHp")] = c.tempHp;
        o[QLatin1String("initiativeBonus")] = c.initiativeBonus;
        if (c.initiative)
            o[QLatin1String("initiative")] = *c.initiative;
        if (!c.conditions.isEmpty())
            o[QLatin1String("conditions")] = QJsonArray::fromStringList(c.conditions);
        if (c.elevation != 0.0)
            o[QLatin1String("elevation")] = c.elevation;
        if (c.reactiveStrike)
            o[QLatin1String("reactiveStrike")] = true;
        writeSenses(o, c.senses);
        if (!c.token.isEmpty())
            o[QLatin1String("token")] = c.token;
        writeVersion3Fields(o, c, e.ruleset);
        if (c.perception)
            o[QLatin1String("perception")] = *c.perception;
        if (c.stealth)
            o[QLatin1String("stealth")] = *c.stealth;
        if (c.hidden) {
            QJsonObject h = c.hidden->extra;
            h[QLatin1String("stealth")] = c.hidden->stealth;
            h[QLatin1String("foundBy")] = QJsonArray::fromStringList(c.hidden->foundBy);
            h[QLatin1String("sneak")] = c.hidden->sneak;
            o[QLatin1String("hidden")] = h;
        }
        if (!c.grappling.isEmpty())
            o[QLatin1String("grappling")] = QJsonArray::fromStringList(c.grappling);
        creatures.append(o);
    }
    root[QLatin1String("creatures")] = creatures;
    if (e.hasCombat || !e.combat.isEmpty())
        root[QLatin1String("combat")] = combatToJson(e.combat);
    return root;
}

QByteArray writeEncounter(const Encounter &encounter)
{
    return QJsonDocument(encounterToJson(encounter)).toJson(QJsonDocument::Indented);
}

bool saveEncounterFile(const Encounter &encounter, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("EncounterReader", "%1: can't write: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = writeEncounter(encounter);
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("EncounterReader", "%1: saving failed, the old file is unchanged: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace bm
