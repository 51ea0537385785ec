// battlemap-cli area (CLI.md, RULES.md 11).

#include "clicontext.h"

#include "rules/areas.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace bm::cli {

AreaOfEffect areaFromOptions(CliContext &ctx)
{
    AreaOfEffect area;
    const QString shapeText = ctx.required(QStringLiteral("shape"));
    const auto shape = areaShapeFromId(shapeText);
    if (!shape)
        throw CliError{QCoreApplication::translate("battlemap-cli",
                                                   "--shape must be sphere, cylinder, cube, cone, line, emanation or burst, not \"%1\"")
                           .arg(shapeText)};
    area.shape = *shape;
    if (!ctx.isSet(QStringLiteral("size")))
        throw CliError{QCoreApplication::translate("battlemap-cli", "--size is required for this command")};
    area.sizeFeet = ctx.number(QStringLiteral("size"), 1e-9, 1e6, 0.0);
    if (ctx.isSet(QStringLiteral("origin")))
        area.origin = ctx.point(QStringLiteral("origin"));
    if (ctx.isSet(QStringLiteral("creature")))
        area.creature = ctx.creature(QStringLiteral("creature")).id;
    if (ctx.isSet(QStringLiteral("toward")))
        area.toward = ctx.point(QStringLiteral("toward"));
    if (ctx.isSet(QStringLiteral("direction"))) {
        const auto d = compassFromId(ctx.value(QStringLiteral("direction")));
        if (!d)
            throw CliError{QCoreApplication::translate("battlemap-cli", "--direction must be N, NE, E, SE, S, SW, W or NW, not \"%1\"")
                               .arg(ctx.value(QStringLiteral("direction")))};
        area.direction = *d;
    }
    if (area.toward && area.direction)
        throw CliError{QCoreApplication::translate("battlemap-cli", "give --toward or --direction, not both")};
    area.widthFeet = ctx.number(QStringLiteral("width"), 1e-9, 1e6, 0.0);
    area.includeOrigin = ctx.isSet(QStringLiteral("include-origin"));
    return area;
}

QJsonObject runArea(CliContext &ctx)
{
    const AreaOfEffect area = areaFromOptions(ctx);
    const AreaResult r = areaSquares(ctx.encounter(), area);
    if (!r.ok)
        throw CliError{r.error};
    QJsonArray squares;
    for (const GridPoint &p : r.squares)
        squares.append(QJsonArray{p.x, p.y});
    QJsonObject out;
    out[QLatin1String("squares")] = squares;
    out[QLatin1String("creatures")] = QJsonArray::fromStringList(r.creatures);
    return out;
}

} // namespace bm::cli
