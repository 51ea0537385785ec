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

QString areaRefusalText(const AreaProblem &p)
{
    // The texts and "Area" context core used before it returned codes: the same output,
    // the same translations.
    const auto say = [](const char *text) { return QCoreApplication::translate("Area", text); };
    const QString shape = areaShapeId(p.shape);
    switch (p.code) {
    case AreaRefusal::None:
        return {};
    case AreaRefusal::SizeNotPositive:
        return say(QT_TRANSLATE_NOOP("Area", "the size must be a positive number of feet"));
    case AreaRefusal::OriginAndCreature:
        return say(QT_TRANSLATE_NOOP("Area", "an area starts at a point or on a creature, not both"));
    case AreaRefusal::NoSuchCreature:
        return say(QT_TRANSLATE_NOOP("Area", "no creature \"%1\"")).arg(p.creature);
    case AreaRefusal::OriginOffMap:
        return say(QT_TRANSLATE_NOOP("Area", "the origin %1,%2 is off the map")).arg(p.point.x()).arg(p.point.y());
    case AreaRefusal::AimNotFinite:
        return say(QT_TRANSLATE_NOOP("Area", "the aim must be a finite point"));
    case AreaRefusal::NoCubeInPf2e:
        return say(QT_TRANSLATE_NOOP("Area", "pf2e has no cube: use a burst"));
    case AreaRefusal::EmanationNeedsCreature:
        return say(QT_TRANSLATE_NOOP("Area", "an emanation is on a creature: give --creature"));
    case AreaRefusal::NeedsCreature:
        return say(QT_TRANSLATE_NOOP("Area", "a pf2e %1 starts from a creature: give --creature")).arg(shape);
    case AreaRefusal::BurstNeedsOrigin:
        return say(QT_TRANSLATE_NOOP("Area", "a burst is centred on a grid point: give --origin"));
    case AreaRefusal::CubeNeedsOrigin:
        return say(QT_TRANSLATE_NOOP("Area", "a cube starts at a grid point: give --origin"));
    case AreaRefusal::NeedsOriginOrCreature:
        return say(QT_TRANSLATE_NOOP("Area", "give --origin or --creature"));
    case AreaRefusal::NeedsAim:
        return say(QT_TRANSLATE_NOOP("Area", "a %1 needs an aim: give --toward%2"))
            .arg(shape, p.shape == AreaShape::Cone ? say(QT_TRANSLATE_NOOP("Area", " or --direction")) : QString());
    case AreaRefusal::Pf2eLineWidth:
        return say(QT_TRANSLATE_NOOP("Area", "a pf2e line is one square wide"));
    case AreaRefusal::AimedAtOrigin:
        return say(QT_TRANSLATE_NOOP("Area", "the %1 is aimed at its own origin: --toward must differ from it")).arg(shape);
    case AreaRefusal::CoversNoSquare:
        return QCoreApplication::translate("Combat", "the area covers no square of the map");
    case AreaRefusal::EffectNeedsName:
        return QCoreApplication::translate("Combat", "the effect needs a name");
    }
    return {};
}

QJsonObject runArea(CliContext &ctx)
{
    const AreaOfEffect area = areaFromOptions(ctx);
    const AreaResult r = areaSquares(ctx.encounter(), area);
    if (!r.ok)
        throw CliError{areaRefusalText(r.problem)};
    QJsonArray squares;
    for (const GridPoint &p : r.squares)
        squares.append(QJsonArray{p.x, p.y});
    QJsonObject out;
    out[QLatin1String("squares")] = squares;
    out[QLatin1String("creatures")] = QJsonArray::fromStringList(r.creatures);
    return out;
}

} // namespace bm::cli
