// battlemap-cli sight, light, visible (CLI.md; RULES.md 12).

#include "clicontext.h"

#include "rules/hiding.h"
#include "rules/sight.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace bm::cli {

namespace {

QJsonArray squaresJson(const std::vector<GridPoint> &squares)
{
    QJsonArray out;
    for (const GridPoint &p : squares)
        out.append(QJsonArray{p.x, p.y});
    return out;
}

} // namespace

QJsonObject runSight(CliContext &ctx)
{
    const Creature &from = ctx.creature(QStringLiteral("from"));
    const Place to = ctx.place(QStringLiteral("to"));
    const Encounter &e = ctx.encounter();
    const SightMap sight(e);
    QJsonObject out;
    if (to.creature) {
        if (to.creature->id == from.id)
            throw CliError{QCoreApplication::translate("battlemap-cli", "--from and --to are the same creature \"%1\"").arg(from.id)};
        const Visibility v = sight.visibility(from, *to.creature);
        out[QLatin1String("line_of_sight")] = sight.lineOfSight(from, *to.creature);
        out[QLatin1String("sees")] = v == Visibility::Observed || v == Visibility::Concealed;
        if (e.ruleset == Ruleset::Pf2e)
            out[QLatin1String("visibility")] = visibilityId(v);
        out[QLatin1String("hidden")] = sight.hiddenFrom(*to.creature, from) != Hiding::None; // RULES.md 14.2
    } else {
        // A square: line of sight to it, and whether the creature sees it (RULES.md 12:
        // what A sees).
        out[QLatin1String("line_of_sight")] = sight.lineOfSight(from, to.square);
        const std::vector<std::uint8_t> &field = sight.visibilityField(from);
        out[QLatin1String("sees")] = field[std::size_t(to.square.y) * std::size_t(e.width) + std::size_t(to.square.x)] != 0;
        out[QLatin1String("light")] = lightLevelId(sight.lightAt(to.square));
    }
    return out;
}

// RULES.md 14.2: the creatures it is hidden from.
QJsonObject runHidden(CliContext &ctx)
{
    const Creature &c = ctx.creature(QStringLiteral("creature"));
    const SightMap sight(ctx.encounter());
    QJsonObject out;
    out[QLatin1String("hidden_from")] = QJsonArray::fromStringList(hiddenFromIds(sight, c));
    return out;
}

// RULES.md 14.3: what starting combat now would do.
QJsonObject runSurprise(CliContext &ctx)
{
    const StealthSurprise s = surpriseFromStealth(ctx.encounter());
    QJsonObject out;
    out[QLatin1String("surprised")] = QJsonArray::fromStringList(s.surprised);
    if (ctx.encounter().ruleset == Ruleset::Pf2e)
        out[QLatin1String("stealth_initiative")] = QJsonArray::fromStringList(s.stealthInitiative);
    return out;
}

QJsonObject runLight(CliContext &ctx)
{
    const GridPoint at = ctx.square(ctx.required(QStringLiteral("at")), QStringLiteral("--at"));
    QJsonObject out;
    out[QLatin1String("light")] = lightLevelId(SightMap(ctx.encounter()).lightAt(at));
    return out;
}

QJsonObject runVisible(CliContext &ctx)
{
    const bool byCreature = ctx.isSet(QStringLiteral("creature"));
    const bool bySide = ctx.isSet(QStringLiteral("side"));
    if (byCreature == bySide)
        throw CliError{QCoreApplication::translate("battlemap-cli", "visible needs exactly one of --creature ID and --side SIDE")};
    const SightMap sight(ctx.encounter());
    QJsonObject out;
    if (byCreature) {
        out[QLatin1String("squares")] = squaresJson(sight.visibleSquares(ctx.creature(QStringLiteral("creature"))));
    } else {
        const QString text = ctx.value(QStringLiteral("side"));
        const auto side = sideFromId(text);
        if (!side)
            throw CliError{QCoreApplication::translate("battlemap-cli", "--side must be party, ally, hostile or neutral, not \"%1\"").arg(text)};
        out[QLatin1String("squares")] = squaresJson(sight.visibleSquares(*side));
    }
    return out;
}

} // namespace bm::cli
