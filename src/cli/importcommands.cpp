// battlemap-cli import-uvtt IN -o OUT.battlemap.json: a Universal VTT map (.dd2vtt, .uvtt,
// .df2vtt) as a new encounter; the embedded image is written next to OUT (uvtt.h).

#include "clicontext.h"

#include "interop/uvtt.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

namespace bm::cli {

QJsonObject runImportUvtt(CliContext &ctx)
{
    const QString out = ctx.required(QStringLiteral("output"));
    Ruleset ruleset = Ruleset::Dnd2014;
    if (ctx.isSet(QStringLiteral("ruleset"))) {
        const auto r = rulesetFromId(ctx.value(QStringLiteral("ruleset")));
        if (!r)
            throw CliError{QCoreApplication::translate("battlemap-cli", "--ruleset: unknown ruleset \"%1\" (expected dnd5e-2014, dnd5e-2024, a5e, pf2e)")
                               .arg(ctx.value(QStringLiteral("ruleset")))};
        ruleset = *r;
    }
    UvttImportOptions options;
    options.objectsBlockMovement = ctx.isSet(QStringLiteral("objects-block-movement"));
    QString error;
    QString image;
    UvttMap m;
    if (!importUvttFile(ctx.file(), out, ruleset, options, &error, &image, &m))
        throw CliError{error};
    return QJsonObject{{QStringLiteral("ok"), true},
                       {QStringLiteral("output"), out},
                       {QStringLiteral("image"), image},
                       {QStringLiteral("format"), m.format},
                       {QStringLiteral("grid"), QJsonObject{{QStringLiteral("width"), m.width}, {QStringLiteral("height"), m.height}}},
                       {QStringLiteral("pixelsPerSquare"), m.pixelsPerGrid},
                       {QStringLiteral("walls"), m.sightWalls},
                       {QStringLiteral("objectWalls"), m.objectWalls},
                       {QStringLiteral("doors"), m.doors},
                       {QStringLiteral("lights"), int(m.lights.size())},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(m.warnings)}};
}

} // namespace bm::cli
