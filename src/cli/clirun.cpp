// battlemap-cli: the rules engine on the command line (../shared/spec/CLI.md).

#include "clirun.h"

#include "clicontext.h"

#include "model/encounterio.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace bm::cli {

namespace {

struct Command {
    const char *name;
    CommandFunction run;
    const char *usage;
    bool readsEncounter = true; // FILE is an encounter, read and validated before run
};

const Command kCommands[] = {
    {"path", runPath, "path FILE --creature ID --to X,Y [--mode M] [--dash] [--disengage] [--stand] [--diagonals-taken N]"},
    {"reach", runReach, "reach FILE --creature ID [--mode M] [--budget FT] [--dash] [--stand]"},
    {"distance", runDistance, "distance FILE --from ID|X,Y --to ID|X,Y"},
    {"push", runPush, "push FILE --creature ID (--from ID | --from-point X,Y) --feet N"},
    {"cover", runCover, "cover FILE --attacker ID --target ID"},
    {"flanking", runFlanking, "flanking FILE --target ID"},
    {"attack", runAttack, "attack FILE --attacker ID --target ID (--melee | --range NORMAL/LONG)"},
    {"area", runArea, "area FILE --shape sphere|cylinder|cube|cone|line|emanation|burst --size FT (--origin X,Y [--toward X,Y] | --creature ID [--toward X,Y | --direction N|NE|E|SE|S|SW|W|NW]) [--width FT] [--include-origin]"},
    {"sight", runSight, "sight FILE --from ID --to ID|X,Y"},
    {"light", runLight, "light FILE --at X,Y"},
    {"hidden", runHidden, "hidden FILE --creature ID"},
    {"surprise", runSurprise, "surprise FILE"},
    {"resolve-attack", runResolveAttack, "resolve-attack FILE --attacker ID --target ID (--with NAME | --bonus N --damage \"EXPR TYPE[, ...]\" (--melee [--reach FT] | --range N/L) [--magical] [--agile]) [--reaction] (--rolls N,N,... | --seed S)"},
    {"save", runSave, "save FILE --dc N --save ABILITY --damage \"EXPR TYPE[, ...]\" [--on-save half|none|basic] [--magical] (AREA OPTIONS | --targets ID,ID... [--origin X,Y]) (--rolls N,N,... | --seed S)"},
    {"plan", runPlan, "plan FILE --creature ID"},
    {"visible", runVisible, "visible FILE (--creature ID | --side party|ally|hostile|neutral)"},
    {"summary", nullptr, "summary FILE [--format text|markdown|html|pdf] [-o OUT] [--no-map] [--no-log] [--no-tactics] [--player]"},
    {"validate", nullptr, "validate FILE"},
    {"import-uvtt", runImportUvtt, "import-uvtt IN.dd2vtt -o OUT.battlemap.json [--ruleset R] [--objects-block-movement]", false},
    {"monster", runMonster, "monster NAME", false},
};

void printJson(QByteArray &out, const QJsonObject &o)
{
    out += QJsonDocument(o).toJson(QJsonDocument::Compact);
    out += '\n';
}

int fail(QByteArray &err, const QString &message)
{
    QString line = message;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    err += (QStringLiteral("battlemap-cli: ") + line + QLatin1Char('\n')).toUtf8();
    return 2;
}

QJsonArray issuesJson(const std::vector<ValidationIssue> &issues)
{
    QJsonArray a;
    for (const ValidationIssue &i : issues)
        a.append(QJsonObject{{QStringLiteral("field"), i.field}, {QStringLiteral("message"), i.message}});
    return a;
}

// The first problem, after the file's name (which the reader's file-level messages, such
// as "no such file", already start with).
QString problemIn(const QString &file, const ReadResult &read)
{
    const QString text = read.errors.front().text();
    return text.startsWith(file + QLatin1Char(':')) ? text : file + QStringLiteral(": ") + text;
}

} // namespace

int runCli(const QStringList &arguments, QByteArray &out, QByteArray &err)
{
    QCommandLineParser parser;
    QString description = QCoreApplication::translate("battlemap-cli", "The Battlemap rules engine on the command line. Commands:");
    for (const Command &c : kCommands)
        description += QStringLiteral("\n  ") + QLatin1String(c.usage);
    description += QStringLiteral("\n  ") + combatUsage();
    description += QStringLiteral("\n  movingai MAP SCEN [--limit N]");
    parser.setApplicationDescription(description);
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"), QCoreApplication::translate("battlemap-cli", "what to ask (see above)"));
    parser.addPositionalArgument(QStringLiteral("file"), QCoreApplication::translate("battlemap-cli", "the encounter (*.battlemap.json)"));
    const auto valueOption = [&](const char *name, const char *help, const char *valueName) {
        parser.addOption(QCommandLineOption(QLatin1String(name), QCoreApplication::translate("battlemap-cli", help), QLatin1String(valueName)));
    };
    const auto flagOption = [&](const char *name, const char *help) {
        parser.addOption(QCommandLineOption(QLatin1String(name), QCoreApplication::translate("battlemap-cli", help)));
    };
    valueOption("creature", QT_TRANSLATE_NOOP("battlemap-cli", "the moving creature's id"), "ID");
    valueOption("to", QT_TRANSLATE_NOOP("battlemap-cli", "target square X,Y (or creature id for distance)"), "X,Y");
    valueOption("from", QT_TRANSLATE_NOOP("battlemap-cli", "start square X,Y or creature id"), "X,Y");
    valueOption("mode", QT_TRANSLATE_NOOP("battlemap-cli", "movement mode: walk, fly, swim, climb, burrow"), "MODE");
    flagOption("dash", QT_TRANSLATE_NOOP("battlemap-cli", "take the Dash action (doubles the budget)"));
    flagOption("disengage", QT_TRANSLATE_NOOP("battlemap-cli", "take the Disengage action (no opportunity attacks)"));
    flagOption("stand", QT_TRANSLATE_NOOP("battlemap-cli", "stand up from prone before moving"));
    valueOption("diagonals-taken", QT_TRANSLATE_NOOP("battlemap-cli", "diagonals already counted this turn (alternating rule)"), "N");
    valueOption("budget", QT_TRANSLATE_NOOP("battlemap-cli", "movement budget in feet (reach)"), "FT");
    valueOption("attacker", QT_TRANSLATE_NOOP("battlemap-cli", "the attacking creature's id"), "ID");
    valueOption("target", QT_TRANSLATE_NOOP("battlemap-cli", "the target creature's id"), "ID");
    flagOption("melee", QT_TRANSLATE_NOOP("battlemap-cli", "a melee attack"));
    flagOption("no-map", QT_TRANSLATE_NOOP("battlemap-cli", "summary: leave the map out"));
    flagOption("no-log", QT_TRANSLATE_NOOP("battlemap-cli", "summary: leave the combat log out"));
    flagOption("no-tactics", QT_TRANSLATE_NOOP("battlemap-cli", "summary: leave the tactical notes out"));
    flagOption("player", QT_TRANSLATE_NOOP("battlemap-cli", "summary: a player handout (hostile hit points hidden)"));
    valueOption("range", QT_TRANSLATE_NOOP("battlemap-cli", "a ranged attack with NORMAL/LONG range in feet"), "NORMAL/LONG");
    valueOption("at", QT_TRANSLATE_NOOP("battlemap-cli", "light: the square X,Y"), "X,Y");
    valueOption("side", QT_TRANSLATE_NOOP("battlemap-cli", "visible: the side whose sight to show"), "SIDE");
    valueOption("format", QT_TRANSLATE_NOOP("battlemap-cli", "summary format: text, markdown, html, pdf"), "FORMAT");
    valueOption("limit", QT_TRANSLATE_NOOP("battlemap-cli", "movingai: solve only the first N rows"), "N");
    valueOption("ruleset", QT_TRANSLATE_NOOP("battlemap-cli", "import-uvtt: the new encounter's ruleset (default dnd5e-2014)"), "R");
    flagOption("objects-block-movement", QT_TRANSLATE_NOOP("battlemap-cli", "import-uvtt: object outlines block movement as well as sight"));
    valueOption("shape", QT_TRANSLATE_NOOP("battlemap-cli", "area: sphere, cylinder, cube, cone, line, emanation, burst"), "SHAPE");
    valueOption("size", QT_TRANSLATE_NOOP("battlemap-cli", "area: radius, side, length or distance in feet"), "FT");
    valueOption("origin", QT_TRANSLATE_NOOP("battlemap-cli", "area: the grid point it starts from (fractional allowed)"), "X,Y");
    valueOption("toward", QT_TRANSLATE_NOOP("battlemap-cli", "area: the point it is aimed at"), "X,Y");
    valueOption("direction", QT_TRANSLATE_NOOP("battlemap-cli", "area: a pf2e cone's direction (N, NE, E, ...)"), "DIR");
    valueOption("width", QT_TRANSLATE_NOOP("battlemap-cli", "area: a line's width in feet (default one square)"), "FT");
    flagOption("include-origin", QT_TRANSLATE_NOOP("battlemap-cli", "area: an emanation includes the creature's own squares"));
    // version 4 (RULES.md 14)
    valueOption("from-point", QT_TRANSLATE_NOOP("battlemap-cli", "push: the point the push comes from (fractional allowed)"), "X,Y");
    valueOption("feet", QT_TRANSLATE_NOOP("battlemap-cli", "push: how far, in feet"), "N");
    valueOption("through", QT_TRANSLATE_NOOP("battlemap-cli", "path: tumble through this creature's space"), "ID");
    valueOption("drag", QT_TRANSLATE_NOOP("battlemap-cli", "path: drag this grappled creature along"), "ID");
    flagOption("sneak", QT_TRANSLATE_NOOP("battlemap-cli", "combat hide: pf2e Sneak (undetected)"));
    flagOption("emanation", QT_TRANSLATE_NOOP("battlemap-cli", "combat seek: a 15-ft emanation instead of a cone"));
    // combat FILE OP (CLI.md version 2)
    valueOption("rolls", QT_TRANSLATE_NOOP("battlemap-cli", "combat: the dice results to use, in order (N,N,...)"), "N,N");
    valueOption("seed", QT_TRANSLATE_NOOP("battlemap-cli", "combat: seed of the dice"), "S");
    valueOption("amount", QT_TRANSLATE_NOOP("battlemap-cli", "combat: hit points of damage, healing or temporary HP"), "N");
    valueOption("type", QT_TRANSLATE_NOOP("battlemap-cli", "combat: the damage type"), "T");
    flagOption("critical", QT_TRANSLATE_NOOP("battlemap-cli", "combat: the damage is from a critical hit"));
    flagOption("knock-out", QT_TRANSLATE_NOOP("battlemap-cli", "combat: the attacker knocks the target out instead of killing it"));
    valueOption("save", QT_TRANSLATE_NOOP("battlemap-cli", "save, save-damage: the saving throw (str, dex, ...; pf2e fortitude, reflex, will); other combat operations: the total of the save they call for, as rolled at the table"), "N|ABILITY");
    // version 3 (RULES.md 13): attacks and saves resolved
    valueOption("with", QT_TRANSLATE_NOOP("battlemap-cli", "resolve-attack: the attacker's attack of this name"), "NAME");
    valueOption("bonus", QT_TRANSLATE_NOOP("battlemap-cli", "resolve-attack: the attack bonus (without --with)"), "N");
    valueOption("damage", QT_TRANSLATE_NOOP("battlemap-cli", "resolve-attack, save: the damage, e.g. \"1d8+3 slashing, 2d6 fire\""), "EXPR TYPE");
    valueOption("reach", QT_TRANSLATE_NOOP("battlemap-cli", "resolve-attack: the melee attack's reach in feet"), "FT");
    flagOption("magical", QT_TRANSLATE_NOOP("battlemap-cli", "resolve-attack, save: the damage is magical"));
    flagOption("agile", QT_TRANSLATE_NOOP("battlemap-cli", "resolve-attack: a pf2e agile weapon (multiple attack penalty -4/-8)"));
    flagOption("reaction", QT_TRANSLATE_NOOP("battlemap-cli", "resolve-attack: the attack is made as a reaction"));
    valueOption("dc", QT_TRANSLATE_NOOP("battlemap-cli", "save: the DC"), "N");
    valueOption("on-save", QT_TRANSLATE_NOOP("battlemap-cli", "save: what a success takes: half, none, basic (pf2e)"), "half|none|basic");
    valueOption("targets", QT_TRANSLATE_NOOP("battlemap-cli", "save: the creatures that save, in order"), "ID,ID");
    valueOption("add", QT_TRANSLATE_NOOP("battlemap-cli", "combat: the condition to give"), "NAME");
    valueOption("remove", QT_TRANSLATE_NOOP("battlemap-cli", "combat: the condition to remove"), "NAME");
    valueOption("value", QT_TRANSLATE_NOOP("battlemap-cli", "combat: the condition's value or level"), "N");
    valueOption("rounds", QT_TRANSLATE_NOOP("battlemap-cli", "combat: the condition lasts N rounds"), "N");
    valueOption("take", QT_TRANSLATE_NOOP("battlemap-cli", "combat: the turn action to take"), "ACTION");
    valueOption("detail", QT_TRANSLATE_NOOP("battlemap-cli", "combat: Ready's trigger or the creature helped"), "TEXT");
    valueOption("surprised", QT_TRANSLATE_NOOP("battlemap-cli", "combat start: the surprised creatures"), "ID,ID");
    valueOption("initiative", QT_TRANSLATE_NOOP("battlemap-cli", "combat join: the initiative as entered"), "N");
    valueOption("index", QT_TRANSLATE_NOOP("battlemap-cli", "combat world-action: which one (from 0)"), "N");
    valueOption("name", QT_TRANSLATE_NOOP("battlemap-cli", "combat area, end-area: the effect's name"), "NAME");
    valueOption("tick", QT_TRANSLATE_NOOP("battlemap-cli", "combat area: the rounds count down at the start or end of a turn"), "start|end");
    valueOption("of", QT_TRANSLATE_NOOP("battlemap-cli", "combat area: whose turn counts the rounds (default: the creature whose turn it is)"), "ID");
    flagOption("difficult", QT_TRANSLATE_NOOP("battlemap-cli", "combat area: the area is difficult terrain while it lasts"));
    valueOption("obscured", QT_TRANSLATE_NOOP("battlemap-cli", "combat area: the area is lightly or heavily obscured while it lasts"), "light|heavy");
    flagOption("concentration", QT_TRANSLATE_NOOP("battlemap-cli", "combat area: the creature whose turn it is concentrates on it; it ends with the concentration"));
    parser.addOption(QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")}, QCoreApplication::translate("battlemap-cli", "write to this file"),
                                        QStringLiteral("OUT")));

    if (!parser.parse(arguments))
        return fail(err, parser.errorText());
    // Not showHelp()/showVersion(): they exit the process.
    if (parser.isSet(QStringLiteral("help"))) {
        out += parser.helpText().toUtf8();
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out += (QCoreApplication::applicationName() + QLatin1Char(' ') + QCoreApplication::applicationVersion() + QLatin1Char('\n')).toUtf8();
        return 0;
    }

    const QStringList args = parser.positionalArguments();
    if (args.isEmpty())
        return fail(err, QCoreApplication::translate("battlemap-cli", "no command given; try --help"));
    if (args[0] == QLatin1String("movingai")) {
        // Not an encounter query: a Moving AI map and its scenario file.
        if (args.size() != 3)
            return fail(err, QCoreApplication::translate("battlemap-cli", "usage: movingai MAP SCEN [--limit N]"));
        try {
            int limit = 0;
            if (parser.isSet(QStringLiteral("limit"))) {
                bool ok = false;
                limit = parser.value(QStringLiteral("limit")).toInt(&ok);
                if (!ok || limit < 1)
                    throw CliError{QCoreApplication::translate("battlemap-cli", "--limit must be a whole number of rows, at least 1")};
            }
            printJson(out, runMovingAi(args[1], args[2], limit));
        } catch (const CliError &e) {
            return fail(err, e.message);
        }
        return 0;
    }
    if (args[0] == QLatin1String("combat")) {
        // combat FILE OP: a tracker operation (two arguments after the command).
        if (args.size() != 3)
            return fail(err, QCoreApplication::translate("battlemap-cli", "usage: combat FILE OP [options] (see --help)"));
        const ReadResult read = readEncounterFile(args[1]);
        if (!read.ok())
            return fail(err, problemIn(args[1], read));
        try {
            CliContext ctx(parser, args[1], read.encounter);
            QByteArray printed;
            const int code = runCombat(ctx, args[2], printed);
            out += printed;
            return code;
        } catch (const CliError &e) {
            return fail(err, e.message);
        }
    }
    const Command *command = nullptr;
    for (const Command &c : kCommands) {
        if (args[0] == QLatin1String(c.name))
            command = &c;
    }
    if (!command)
        return fail(err, QCoreApplication::translate("battlemap-cli", "unknown command \"%1\"; try --help").arg(args[0]));
    if (args.size() < 2)
        return fail(err, QCoreApplication::translate("battlemap-cli", "%1: no encounter file given (usage: %2)").arg(args[0], QLatin1String(command->usage)));
    if (args.size() > 2)
        return fail(err, QCoreApplication::translate("battlemap-cli", "%1: unexpected argument \"%2\"").arg(args[0], args[2]));

    const QString file = args[1];
    if (!command->readsEncounter) {
        try {
            const Encounter none;
            CliContext ctx(parser, file, none);
            printJson(out, command->run(ctx));
        } catch (const CliError &e) {
            return fail(err, e.message);
        }
        return 0;
    }
    const ReadResult read = readEncounterFile(file);
    if (args[0] == QLatin1String("summary")) {
        if (!read.ok())
            return fail(err, problemIn(file, read));
        try {
            CliContext ctx(parser, file, read.encounter);
            return runSummary(ctx, out);
        } catch (const CliError &e) {
            out.clear();
            return fail(err, e.message);
        }
    }
    if (!command->run) { // validate
        printJson(out, QJsonObject{{QStringLiteral("ok"), read.ok()},
                              {QStringLiteral("errors"), issuesJson(read.errors)},
                              {QStringLiteral("warnings"), issuesJson(read.warnings)}});
        if (!read.ok()) {
            fail(err, problemIn(file, read));
            return 2;
        }
        return 0;
    }
    if (!read.ok()) {
        QString message = problemIn(file, read);
        const int more = int(read.errors.size()) - 1;
        if (more > 0)
            message += QCoreApplication::translate("battlemap-cli", " (and %n more problem(s): run validate to see them all)", nullptr, more);
        return fail(err, message);
    }
    try {
        CliContext ctx(parser, file, read.encounter);
        printJson(out, command->run(ctx));
    } catch (const CliError &e) {
        return fail(err, e.message);
    }
    return 0;
}

} // namespace bm::cli
