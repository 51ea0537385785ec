// battlemap-cli resolve-attack and save, and the tracker's combat FILE attack and
// save-damage (CLI.md version 3; RULES.md 13.4, 13.5): the core's resolutions printed.

#include "clicontext.h"

#include "combat/resolve.h"
#include "model/diceexpression.h"
#include "rules/sight.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace bm::cli {

namespace {

// --damage "EXPR TYPE[, EXPR TYPE…]": each part a dice expression and its type.
std::vector<DamagePart> damageParts(CliContext &ctx)
{
    const QString text = ctx.required(QStringLiteral("damage"));
    std::vector<DamagePart> parts;
    for (const QString &piece : text.split(QLatin1Char(','))) {
        const QString trimmed = piece.trimmed();
        const qsizetype space = trimmed.indexOf(QRegularExpression(QStringLiteral("\\s")));
        DamagePart part;
        part.dice = space < 0 ? trimmed : trimmed.left(space);
        part.type = space < 0 ? QString() : trimmed.mid(space).trimmed().toLower();
        QString why;
        if (!parseDice(part.dice, &why))
            throw CliError{QStringLiteral("--damage: ") + why};
        parts.push_back(part);
    }
    return parts;
}

// The attack of --with NAME, or the one given by --bonus, --damage, --melee/--range.
CreatureAttack attackFromOptions(CliContext &ctx, const Creature &attacker)
{
    const bool byName = ctx.isSet(QStringLiteral("with"));
    const bool byHand = ctx.isSet(QStringLiteral("bonus")) || ctx.isSet(QStringLiteral("damage"));
    if (byName && byHand)
        throw CliError{QCoreApplication::translate("battlemap-cli", "give --with NAME or --bonus and --damage, not both")};
    if (byName) {
        const QString name = ctx.value(QStringLiteral("with"));
        bool ambiguous = false;
        const CreatureAttack *a = attacker.attack(name, &ambiguous);
        if (!a)
            throw CliError{ambiguous ? QCoreApplication::translate("battlemap-cli", "--with: %1 has several attacks named \"%2\"").arg(attacker.id, name)
                                     : QCoreApplication::translate("battlemap-cli", "--with: %1 has no attack named \"%2\"").arg(attacker.id, name)};
        return *a;
    }
    CreatureAttack a;
    a.name = QCoreApplication::translate("battlemap-cli", "Attack");
    ctx.required(QStringLiteral("bonus"));
    a.bonus = ctx.integer(QStringLiteral("bonus"), -1000, 1000, 0);
    a.damage = damageParts(ctx);
    const AttackRequest request = attackRequest(ctx);
    a.kind = request.melee ? AttackKind::Melee : AttackKind::Ranged;
    a.normalRange = request.normalRangeFeet;
    a.longRange = request.longRangeFeet;
    if (ctx.isSet(QStringLiteral("reach"))) {
        if (!request.melee)
            throw CliError{QCoreApplication::translate("battlemap-cli", "--reach is for a melee attack")};
        a.reach = ctx.integer(QStringLiteral("reach"), 0, 1000000, -1);
    }
    a.magical = ctx.isSet(QStringLiteral("magical"));
    a.agile = ctx.isSet(QStringLiteral("agile"));
    return a;
}

QJsonArray intsJson(const QList<int> &values)
{
    QJsonArray a;
    for (int v : values)
        a.append(v);
    return a;
}

QJsonValue optionalInt(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject attackJson(const Encounter &e, const combat::AttackResolution &r)
{
    const bool pf2e = e.ruleset == Ruleset::Pf2e;
    QJsonObject out;
    out[QLatin1String("attack")] = r.attack.name;
    out[QLatin1String("possible")] = r.possible;
    if (!r.possible)
        out[QLatin1String("because")] = attackReasonsJson(r.because);
    out[QLatin1String("distance_ft")] = feetJson(r.check.distanceFeet);
    out[QLatin1String("cover")] = coverDegreeId(r.check.cover.cover);
    out[QLatin1String("roll")] = rollId(r.roll);
    out[QLatin1String("advantage")] = attackReasonsJson(r.check.advantage);
    out[QLatin1String("disadvantage")] = attackReasonsJson(r.check.disadvantage);
    out[QLatin1String("d20")] = intsJson(r.d20);
    out[QLatin1String("natural")] = optionalInt(r.natural);
    out[QLatin1String("total")] = optionalInt(r.total);
    out[QLatin1String("ac")] = r.ac;
    out[QLatin1String("hit")] = r.hit;
    out[QLatin1String("critical")] = r.critical;
    QJsonArray damage;
    for (const combat::RolledDamage &d : r.damage)
        damage.append(QJsonObject{{QStringLiteral("type"), d.type}, {QStringLiteral("rolled"), d.rolled}, {QStringLiteral("dealt"), d.dealt}});
    out[QLatin1String("damage")] = damage;
    out[QLatin1String("damage_total")] = r.damageTotal;
    if (r.expertiseSides > 0)
        out[QLatin1String("expertise_die")] = QJsonObject{{QStringLiteral("sides"), r.expertiseSides}, {QStringLiteral("rolled"), r.expertiseRolled}};
    if (pf2e) {
        out[QLatin1String("degree")] = r.degree ? QJsonValue(combat::degreeId(*r.degree)) : QJsonValue(QJsonValue::Null);
        out[QLatin1String("map")] = r.multipleAttackPenalty;
        out[QLatin1String("off_guard")] = r.check.offGuard;
        if (r.check.offGuard)
            out[QLatin1String("off_guard_because")] = attackReasonsJson(r.check.offGuardBecause);
        if (r.flatCheckDc)
            out[QLatin1String("flat_check")] = QJsonObject{{QStringLiteral("dc"), *r.flatCheckDc},
                                                          {QStringLiteral("d20"), r.flatCheckRoll},
                                                          {QStringLiteral("passed"), r.flatCheckPassed}};
    }
    return out;
}

struct AttackQuestion {
    QString attacker;
    QString target;
    CreatureAttack attack;
    combat::AttackOptions options;
};

AttackQuestion attackQuestion(CliContext &ctx)
{
    const Creature &attacker = ctx.creature(QStringLiteral("attacker"));
    const Creature &target = ctx.creature(QStringLiteral("target"));
    if (attacker.id == target.id)
        throw CliError{QCoreApplication::translate("battlemap-cli", "--attacker and --target are the same creature \"%1\"").arg(attacker.id)};
    AttackQuestion q;
    q.attacker = attacker.id;
    q.target = target.id;
    q.attack = attackFromOptions(ctx, attacker);
    q.options.reaction = ctx.isSet(QStringLiteral("reaction"));
    // RULES.md 13.4 step 5: a target without `ac` is bad input, even when not possible.
    if (const LogMessage problem = combat::attackProblem(target, q.attack); !problem.isEmpty())
        throw CliError{(target.hasAc ? QStringLiteral("--damage: ") : QStringLiteral("--target: ")) + wordLogMessage(problem, nullptr)};
    return q;
}

combat::SaveRequest saveRequest(CliContext &ctx, const Encounter &e)
{
    combat::SaveRequest request;
    ctx.required(QStringLiteral("dc"));
    request.dc = ctx.integer(QStringLiteral("dc"), -100, 1000, 10);
    request.ability = ctx.required(QStringLiteral("save")).trimmed().toLower();
    request.damage = damageParts(ctx);
    request.magical = ctx.isSet(QStringLiteral("magical"));
    request.onSave = e.ruleset == Ruleset::Pf2e ? combat::OnSave::Basic : combat::OnSave::Half;
    if (ctx.isSet(QStringLiteral("on-save"))) {
        const auto o = combat::onSaveFromId(ctx.value(QStringLiteral("on-save")));
        if (!o)
            throw CliError{QCoreApplication::translate("battlemap-cli", "--on-save must be half, none or basic, not \"%1\"").arg(ctx.value(QStringLiteral("on-save")))};
        request.onSave = *o;
    }
    const bool area = ctx.isSet(QStringLiteral("shape"));
    const bool targets = ctx.isSet(QStringLiteral("targets"));
    if (area == targets)
        throw CliError{QCoreApplication::translate("battlemap-cli", "save needs the area (--shape, --size, …) or --targets ID,ID…, one of them")};
    if (area) {
        const combat::AreaTargets t = combat::areaTargets(e, areaFromOptions(ctx));
        if (t.problem)
            throw CliError{areaRefusalText(t.problem)};
        request.targets = t.creatures;
        request.origin = t.origin;
        request.areaOn = t.areaOn;
    } else {
        for (const QString &id : ctx.value(QStringLiteral("targets")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!e.creature(id.trimmed()))
                throw CliError{QCoreApplication::translate("battlemap-cli", "--targets: no creature with id \"%1\" in %2").arg(id.trimmed(), ctx.file())};
            request.targets << id.trimmed();
        }
        if (request.targets.isEmpty())
            throw CliError{QCoreApplication::translate("battlemap-cli", "--targets: no creature given")};
        if (ctx.isSet(QStringLiteral("origin")))
            request.origin = ctx.point(QStringLiteral("origin"));
    }
    if (const LogMessage problem = combat::saveProblem(e, request); !problem.isEmpty())
        throw CliError{(request.onSave == combat::OnSave::Basic && e.ruleset != Ruleset::Pf2e ? QStringLiteral("--on-save: ")
                                                                                             : QStringLiteral("--save: "))
                       + wordLogMessage(problem, &e)};
    return request;
}

QJsonObject saveJson(const Encounter &e, const combat::SaveResolution &r)
{
    QJsonObject out;
    QJsonArray damage;
    for (const combat::RolledDamage &d : r.damage)
        damage.append(QJsonObject{{QStringLiteral("type"), d.type}, {QStringLiteral("rolled"), d.rolled}});
    out[QLatin1String("damage")] = damage;
    QJsonArray creatures;
    for (const combat::SaveRow &row : r.creatures) {
        QJsonObject c{{QStringLiteral("id"), row.id},
                      {QStringLiteral("d20"), intsJson(row.d20)},
                      {QStringLiteral("bonus"), row.bonus},
                      {QStringLiteral("cover_bonus"), row.coverBonus},
                      {QStringLiteral("total"), row.total},
                      {QStringLiteral("success"), row.success},
                      {QStringLiteral("dealt"), row.dealt}};
        if (r.request.origin)
            c[QLatin1String("cover")] = coverDegreeId(row.cover);
        if (e.ruleset == Ruleset::Pf2e && row.degree)
            c[QLatin1String("degree")] = combat::degreeId(*row.degree);
        creatures.append(c);
    }
    out[QLatin1String("creatures")] = creatures;
    out[QLatin1String("not_affected")] = QJsonArray::fromStringList(r.notAffected);
    return out;
}

} // namespace

QJsonObject runResolveAttack(CliContext &ctx)
{
    const AttackQuestion q = attackQuestion(ctx);
    Dice dice = diceFromOptions(ctx, true);
    const Encounter &e = ctx.encounter();
    const combat::AttackResolution r = combat::resolveAttack(e, *e.creature(q.attacker), *e.creature(q.target), q.attack, dice, q.options);
    checkDiceUsed(dice, QStringLiteral("resolve-attack"));
    return attackJson(e, r);
}

QJsonObject runSave(CliContext &ctx)
{
    const Encounter &e = ctx.encounter();
    const combat::SaveRequest request = saveRequest(ctx, e);
    Dice dice = diceFromOptions(ctx, true);
    const combat::SaveResolution r = combat::resolveSave(e, request, dice);
    checkDiceUsed(dice, QStringLiteral("save"));
    return saveJson(e, r);
}

QJsonObject combatAttack(CliContext &ctx, Encounter &e, Dice &dice)
{
    const AttackQuestion q = attackQuestion(ctx);
    const combat::AttackResolution r = combat::resolveAttack(e, *e.creature(q.attacker), *e.creature(q.target), q.attack, dice, q.options);
    if (const LogMessage problem = combat::applyAttack(e, dice, r, q.attacker, q.target, q.options); !problem.isEmpty())
        throw CliError{QStringLiteral("attack: ") + wordLogMessage(problem, &e)};
    return attackJson(e, r);
}

QJsonObject combatSaveDamage(CliContext &ctx, Encounter &e, Dice &dice)
{
    const combat::SaveRequest request = saveRequest(ctx, e);
    const combat::SaveResolution r = combat::resolveSave(e, request, dice);
    combat::applySaveDamage(e, dice, r);
    return saveJson(e, r);
}

} // namespace bm::cli
