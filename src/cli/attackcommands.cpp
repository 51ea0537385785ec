// battlemap-cli cover, flanking, attack (CLI.md; RULES.md 5-7).

#include "clicontext.h"

#include "rules/attack.h"
#include "rules/cover.h"
#include "rules/flanking.h"
#include "rules/sight.h"
#include "words/words.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>

namespace bm::cli {

namespace {

QJsonArray pointJson(QPointF p)
{
    // Points are multiples of 0.05 (corners) or 0.5 (centres): round off the binary noise.
    return QJsonArray{std::round(p.x() * 1e6) / 1e6, std::round(p.y() * 1e6) / 1e6};
}

QJsonValue acBonusJson(std::optional<int> bonus)
{
    return bonus ? QJsonValue(*bonus) : QJsonValue(QJsonValue::Null);
}

QJsonObject blockerJson(const CoverBlocker &b)
{
    switch (b.kind) {
    case CoverBlocker::Kind::Wall:
        return {{QStringLiteral("kind"), QStringLiteral("wall")}, {QStringLiteral("wall"), b.wall}};
    case CoverBlocker::Kind::BlockedSquare:
        return {{QStringLiteral("kind"), QStringLiteral("blocked")}, {QStringLiteral("square"), squareJson(b.square)}};
    case CoverBlocker::Kind::Object:
        return {{QStringLiteral("kind"), QStringLiteral("object")},
                {QStringLiteral("square"), squareJson(b.square)},
                {QStringLiteral("cover"), coverLevelId(b.object)}};
    case CoverBlocker::Kind::Creature:
        return {{QStringLiteral("kind"), QStringLiteral("creature")}, {QStringLiteral("creature"), b.creature}};
    }
    return {};
}

// The keys of `cover`, plus what the window would draw: the chosen corner and target
// square (5.1) or the centre line (5.2), and every line with what blocks it.
void addCover(QJsonObject &out, const CoverResult &r)
{
    out[QLatin1String("cover")] = coverDegreeId(r.cover);
    out[QLatin1String("ac_bonus")] = acBonusJson(r.acBonus());
    if (r.method == CoverResult::Method::Corners) {
        out[QLatin1String("method")] = QStringLiteral("corners");
        out[QLatin1String("corner")] = pointJson(r.corner);
        out[QLatin1String("attacker_square")] = squareJson(r.attackerSquare);
        out[QLatin1String("target_square")] = squareJson(r.targetSquare);
    } else {
        out[QLatin1String("method")] = QStringLiteral("centre-line");
    }
    QJsonArray lines;
    for (const CoverLine &line : r.lines) {
        QJsonArray by;
        for (const CoverBlocker &b : line.blockers)
            by.append(blockerJson(b));
        lines.append(QJsonObject{{QStringLiteral("from"), pointJson(line.from)},
                                 {QStringLiteral("to"), pointJson(line.to)},
                                 {QStringLiteral("blocked"), line.isBlocked()},
                                 {QStringLiteral("by"), by}});
    }
    out[QLatin1String("lines")] = lines;
}

// The attacker and target of a cover or attack question: two different creatures.
std::pair<const Creature *, const Creature *> attackerAndTarget(CliContext &ctx)
{
    const Creature &attacker = ctx.creature(QStringLiteral("attacker"));
    const Creature &target = ctx.creature(QStringLiteral("target"));
    if (attacker.id == target.id)
        throw CliError{QCoreApplication::translate("battlemap-cli", "--attacker and --target are the same creature \"%1\"").arg(attacker.id)};
    return {&attacker, &target};
}

} // namespace

// --melee or --range NORMAL[/LONG], exactly one of them (CLI.md).
AttackRequest attackRequest(CliContext &ctx)
{
    const bool melee = ctx.isSet(QStringLiteral("melee"));
    const bool ranged = ctx.isSet(QStringLiteral("range"));
    if (melee == ranged)
        throw CliError{QCoreApplication::translate("battlemap-cli", "attack needs exactly one of --melee and --range NORMAL/LONG")};
    if (melee)
        return AttackRequest::meleeAttack();
    const QString text = ctx.value(QStringLiteral("range"));
    static const QRegularExpression re(
        QStringLiteral("^\\s*(\\d{1,7}(?:\\.\\d+)?)\\s*(?:/\\s*(\\d{1,7}(?:\\.\\d+)?)\\s*)?$"));
    const auto m = re.match(text);
    const auto bad = [&] {
        return CliError{QCoreApplication::translate("battlemap-cli", "--range must be NORMAL/LONG or N in feet with 0 < NORMAL <= LONG, not \"%1\"").arg(text)};
    };
    if (!m.hasMatch())
        throw bad();
    const double normal = m.captured(1).toDouble();
    const double longRange = m.captured(2).isEmpty() ? normal : m.captured(2).toDouble();
    if (!(normal > 0.0) || longRange < normal)
        throw bad();
    return AttackRequest::rangedAttack(normal, longRange);
}

QJsonObject runCover(CliContext &ctx)
{
    const auto [attacker, target] = attackerAndTarget(ctx);
    const CoverMap map(ctx.encounter());
    QJsonObject out;
    addCover(out, map.coverBetween(*attacker, *target));
    return out;
}

QJsonObject runFlanking(CliContext &ctx)
{
    const Creature &target = ctx.creature(QStringLiteral("target"));
    QJsonArray pairs;
    for (const FlankingPair &p : flankingPairs(SightMap(ctx.encounter()), target))
        pairs.append(QJsonArray{p.first, p.second});
    QJsonObject out;
    out[QLatin1String("flanked")] = !pairs.isEmpty();
    out[QLatin1String("pairs")] = pairs;
    return out;
}

QJsonArray attackReasonsJson(const AttackReasons &reasons)
{
    QJsonArray out;
    for (const AttackWhy &w : reasons)
        out.append(words::attackReason(w));
    return out;
}

QJsonObject runAttack(CliContext &ctx)
{
    const auto [attacker, target] = attackerAndTarget(ctx);
    AttackRequest request;
    if (ctx.isSet(QStringLiteral("with"))) {
        // CLI.md version 4: kind, reach and range from the attacker's entry.
        if (ctx.isSet(QStringLiteral("melee")) || ctx.isSet(QStringLiteral("range")))
            throw CliError{QCoreApplication::translate("battlemap-cli", "attack: give --with NAME or --melee/--range, not both")};
        const QString name = ctx.value(QStringLiteral("with"));
        bool ambiguous = false;
        const CreatureAttack *a = attacker->attack(name, &ambiguous);
        if (!a)
            throw CliError{ambiguous ? QCoreApplication::translate("battlemap-cli", "--with: %1 has several attacks named \"%2\"").arg(attacker->id, name)
                                     : QCoreApplication::translate("battlemap-cli", "--with: %1 has no attack named \"%2\"").arg(attacker->id, name)};
        request = AttackRequest::of(*a);
    } else {
        request = attackRequest(ctx);
    }
    const Encounter &e = ctx.encounter();
    const CoverMap map(e);
    const SightMap sight(e);
    const AttackCheck check = checkAttack(map, sight, *attacker, *target, request);

    QJsonObject out;
    out[QLatin1String("distance_ft")] = feetJson(check.distanceFeet);
    out[QLatin1String("possible")] = check.possible;
    if (!check.possible)
        out[QLatin1String("impossible_because")] = attackReasonsJson(check.impossibleBecause);
    if (request.melee)
        out[QLatin1String("reach_ft")] = request.reachFeet.value_or(attacker->reachFeet(e.ruleset));
    else
        out[QLatin1String("range_ft")] = QJsonArray{feetJson(request.normalRangeFeet), feetJson(request.longRangeFeet)};
    QJsonObject cover;
    addCover(cover, check.cover);
    out[QLatin1String("cover")] = cover[QLatin1String("cover")];
    out[QLatin1String("ac_bonus")] = cover[QLatin1String("ac_bonus")];
    out[QLatin1String("flanked")] = check.flanked;
    out[QLatin1String("flanking_with")] = QJsonArray::fromStringList(check.flankingWith);
    out[QLatin1String("advantage")] = attackReasonsJson(check.advantage);
    out[QLatin1String("disadvantage")] = attackReasonsJson(check.disadvantage);
    out[QLatin1String("roll")] = rollId(check.roll);
    if (e.ruleset == Ruleset::Pf2e) {
        out[QLatin1String("off_guard")] = check.offGuard;
        if (check.offGuard)
            out[QLatin1String("off_guard_because")] = attackReasonsJson(check.offGuardBecause);
        if (check.flatCheck)
            out[QLatin1String("flat_check")] = *check.flatCheck;
    }
    if (check.targetAcPenalty != 0) // pf2e: an unconscious target (RULES.md 7 version 3)
        out[QLatin1String("target_ac_penalty")] = check.targetAcPenalty;
    if (check.attackPenalty != 0) // pf2e prone; 2024 exhaustion
        out[QLatin1String("attack_penalty")] = check.attackPenalty;
    out[QLatin1String("attacker_sees_target")] = check.attackerSeesTarget;
    out[QLatin1String("target_sees_attacker")] = check.targetSeesAttacker;
    if (e.ruleset == Ruleset::A5e)
        out[QLatin1String("expertise_die")] = check.expertiseDie;
    if (!check.notes.empty())
        out[QLatin1String("notes")] = attackReasonsJson(check.notes);
    return out;
}

} // namespace bm::cli
