// battlemap-cli: the rules engine on the command line (../shared/spec/CLI.md).

#include "clicontext.h"

#include "encounterio.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>
#include <cstring>
#include <memory>

using namespace bm;
using namespace bm::cli;

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
    {"cover", runCover, "cover FILE --attacker ID --target ID"},
    {"flanking", runFlanking, "flanking FILE --target ID"},
    {"attack", runAttack, "attack FILE --attacker ID --target ID (--melee | --range NORMAL/LONG)"},
    {"summary", nullptr, "summary FILE [--format text|markdown|html|pdf] [-o OUT] [--no-map] [--no-log] [--no-tactics] [--player]"},
    {"validate", nullptr, "validate FILE"},
    {"import-uvtt", runImportUvtt, "import-uvtt IN.dd2vtt -o OUT.battlemap.json [--ruleset R] [--objects-block-movement]", false},
};

void printJson(const QJsonObject &o)
{
    const QByteArray bytes = QJsonDocument(o).toJson(QJsonDocument::Compact);
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    std::fputc('\n', stdout);
}

int fail(const QString &message)
{
    QString line = message;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    const QByteArray bytes = (QStringLiteral("battlemap-cli: ") + line + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stderr);
    return 2;
}

QJsonArray issuesJson(const std::vector<ValidationIssue> &issues)
{
    QJsonArray a;
    for (const ValidationIssue &i : issues)
        a.append(QJsonObject{{QStringLiteral("field"), i.field}, {QStringLiteral("message"), i.message}});
    return a;
}

} // namespace

namespace {

// `summary` paints (the map snapshot, the PDF's text layout): that needs a QGuiApplication,
// which we start on the offscreen platform so no display is needed. Every other command
// stays on a QCoreApplication.
bool wantsGui(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "summary") == 0)
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> app;
    if (wantsGui(argc, argv)) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("battlemap-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BATTLEMAP_VERSION));

    QCommandLineParser parser;
    QString description = QCoreApplication::translate("battlemap-cli", "The Battlemap rules engine on the command line. Commands:");
    for (const Command &c : kCommands)
        description += QStringLiteral("\n  ") + QLatin1String(c.usage);
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
    valueOption("format", QT_TRANSLATE_NOOP("battlemap-cli", "summary format: text, markdown, html, pdf"), "FORMAT");
    valueOption("limit", QT_TRANSLATE_NOOP("battlemap-cli", "movingai: solve only the first N rows"), "N");
    valueOption("ruleset", QT_TRANSLATE_NOOP("battlemap-cli", "import-uvtt: the new encounter's ruleset (default dnd5e-2014)"), "R");
    flagOption("objects-block-movement", QT_TRANSLATE_NOOP("battlemap-cli", "import-uvtt: object outlines block movement as well as sight"));
    parser.addOption(QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")}, QCoreApplication::translate("battlemap-cli", "write to this file"),
                                        QStringLiteral("OUT")));

    if (!parser.parse(QCoreApplication::arguments()))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    const QStringList args = parser.positionalArguments();
    if (args.isEmpty())
        return fail(QCoreApplication::translate("battlemap-cli", "no command given; try --help"));
    if (args[0] == QLatin1String("movingai")) {
        // Not an encounter query: a Moving AI map and its scenario file.
        if (args.size() != 3)
            return fail(QCoreApplication::translate("battlemap-cli", "usage: movingai MAP SCEN [--limit N]"));
        try {
            int limit = 0;
            if (parser.isSet(QStringLiteral("limit"))) {
                bool ok = false;
                limit = parser.value(QStringLiteral("limit")).toInt(&ok);
                if (!ok || limit < 1)
                    throw CliError{QCoreApplication::translate("battlemap-cli", "--limit must be a whole number of rows, at least 1")};
            }
            printJson(runMovingAi(args[1], args[2], limit));
        } catch (const CliError &e) {
            return fail(e.message);
        }
        return 0;
    }
    const Command *command = nullptr;
    for (const Command &c : kCommands) {
        if (args[0] == QLatin1String(c.name))
            command = &c;
    }
    if (!command)
        return fail(QCoreApplication::translate("battlemap-cli", "unknown command \"%1\"; try --help").arg(args[0]));
    if (args.size() < 2)
        return fail(QCoreApplication::translate("battlemap-cli", "%1: no encounter file given (usage: %2)").arg(args[0], QLatin1String(command->usage)));
    if (args.size() > 2)
        return fail(QCoreApplication::translate("battlemap-cli", "%1: unexpected argument \"%2\"").arg(args[0], args[2]));

    const QString file = args[1];
    if (!command->readsEncounter) {
        try {
            const Encounter none;
            CliContext ctx(parser, file, none);
            printJson(command->run(ctx));
        } catch (const CliError &e) {
            return fail(e.message);
        }
        return 0;
    }
    const ReadResult read = readEncounterFile(file);
    if (args[0] == QLatin1String("summary")) {
        if (!read.ok())
            return fail(file + QStringLiteral(": ") + read.errors.front().text());
        try {
            CliContext ctx(parser, file, read.encounter);
            return runSummary(ctx);
        } catch (const CliError &e) {
            return fail(e.message);
        }
    }
    if (!command->run) { // validate
        printJson(QJsonObject{{QStringLiteral("ok"), read.ok()},
                              {QStringLiteral("errors"), issuesJson(read.errors)},
                              {QStringLiteral("warnings"), issuesJson(read.warnings)}});
        if (!read.ok()) {
            fail(file + QStringLiteral(": ") + read.errors.front().text());
            return 2;
        }
        return 0;
    }
    if (!read.ok()) {
        QString message = file + QStringLiteral(": ") + read.errors.front().text();
        const int more = int(read.errors.size()) - 1;
        if (more > 0)
            message += QCoreApplication::translate("battlemap-cli", " (and %n more problem(s): run validate to see them all)", nullptr, more);
        return fail(message);
    }
    try {
        CliContext ctx(parser, file, read.encounter);
        printJson(command->run(ctx));
    } catch (const CliError &e) {
        return fail(e.message);
    }
    return 0;
}
