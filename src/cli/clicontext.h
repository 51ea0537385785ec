#pragma once

// What every battlemap-cli command gets: the parsed command line and the validated
// encounter, plus helpers that turn arguments into creatures and squares. Bad input
// throws CliError; main() prints its one line on stderr and exits 2 (CLI.md).

#include "combat/dice.h"
#include "model/encounter.h"
#include "rules/areas.h"
#include "rules/attack.h"
#include "rules/movejudge.h"
#include "rules/movement.h"
#include "rules/push.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QPointF>
#include <QRect>
#include <QString>

namespace bm::cli {

struct CliError {
    QString message;
};

// A --from/--to argument: a creature id or a square "X,Y".
struct Place {
    const Creature *creature = nullptr;
    GridPoint square;
    QRect rect() const;
};

class CliContext
{
public:
    CliContext(const QCommandLineParser &parser, const QString &file, const Encounter &encounter)
        : m_parser(parser), m_file(file), m_encounter(encounter) {}

    const Encounter &encounter() const { return m_encounter; }
    const QString &file() const { return m_file; }
    bool isSet(const QString &option) const { return m_parser.isSet(option); }
    QString value(const QString &option) const { return m_parser.value(option); }

    QString required(const QString &option) const;       // the option's value, or CliError
    const Creature &creature(const QString &option) const; // --creature ID etc.
    GridPoint square(const QString &text, const QString &what) const; // "X,Y" on the map
    Place place(const QString &option) const;
    QPointF point(const QString &option) const; // "X,Y", fractional allowed (a grid point)
    int integer(const QString &option, int min, int max, int fallback) const;
    double number(const QString &option, double min, double max, double fallback) const;

private:
    const QCommandLineParser &m_parser;
    QString m_file;
    const Encounter &m_encounter;
};

using CommandFunction = QJsonObject (*)(CliContext &);

// movecommands.cpp
QJsonObject runPath(CliContext &ctx);
QJsonObject runReach(CliContext &ctx);
// Why a creature can't be tumbled through or dragged (RULES.md 14.6), in the CLI's words.
QString dragRefusalText(DragRefusal why, const QString &mover, const QString &other);
QJsonObject runDistance(CliContext &ctx);
// RULES.md 14.5: push FILE --creature ID (--from ID | --from-point X,Y) --feet N.
struct PushQuestion {
    const Creature *pushed = nullptr;
    QPointF from;
    double feet = 0;
};
PushQuestion pushQuestion(CliContext &ctx);
QJsonObject pushJson(const PushResult &p);
QJsonObject runPush(CliContext &ctx);

// attackcommands.cpp
QJsonObject runCover(CliContext &ctx);
QJsonObject runFlanking(CliContext &ctx);
QJsonObject runAttack(CliContext &ctx);
AttackRequest attackRequest(CliContext &ctx); // --melee or --range NORMAL/LONG
// An attack's reasons in the CLI's words (the texts `attack` printed before), as a JSON array.
QJsonArray attackReasonsJson(const AttackReasons &reasons);

// resolvecommands.cpp (RULES.md 13, CLI.md version 3)
QJsonObject runResolveAttack(CliContext &ctx);
QJsonObject runSave(CliContext &ctx);
// combat FILE attack / save-damage: resolve on `e` with `dice` and apply it through the
// tracker; returns the resolve-attack (save) object.
QJsonObject combatAttack(CliContext &ctx, Encounter &e, Dice &dice);
QJsonObject combatSaveDamage(CliContext &ctx, Encounter &e, Dice &dice);
// --rolls or --seed (`required`: one of them must be given; else a random seed).
Dice diceFromOptions(CliContext &ctx, bool required);
// After a dice query: --rolls that ran out or a number outside its die's sides is bad input.
void checkDiceUsed(const Dice &dice, const QString &what);

// areacommands.cpp
QJsonObject runArea(CliContext &ctx);
AreaOfEffect areaFromOptions(CliContext &ctx); // --shape, --size, --origin … as `area` reads them
// Why an area can't be drawn or kept, in the CLI's words (they name its flags).
QString areaRefusalText(const AreaProblem &problem);
// sightcommands.cpp (RULES.md 12)
QJsonObject runSight(CliContext &ctx);
QJsonObject runLight(CliContext &ctx);
QJsonObject runVisible(CliContext &ctx);
QJsonObject runHidden(CliContext &ctx);   // RULES.md 14.2
QJsonObject runSurprise(CliContext &ctx); // RULES.md 14.3

// plancommand.cpp (RULES.md 15)
QJsonObject runPlan(CliContext &ctx);

// importcommands.cpp: FILE is a Universal VTT map, -o the encounter to write.
QJsonObject runImportUvtt(CliContext &ctx);

// monstercommand.cpp: FILE is a monster's name or index (CLI.md version 3).
QJsonObject runMonster(CliContext &ctx);

// summarycommand.cpp: writes the summary itself (stdout or -o); returns the exit code.
int runSummary(CliContext &ctx, QByteArray &out); // writes the summary itself (not JSON)

// combatcommand.cpp: one tracker operation; prints the encounter (or, with -o, writes it and
// prints the log it added). Returns the exit code.
int runCombat(CliContext &ctx, const QString &op, QByteArray &out);
QString combatUsage();

// movingaicommand.cpp: Moving AI benchmark maps, not an encounter.
QJsonObject runMovingAi(const QString &mapPath, const QString &scenPath, int limit);

// Feet as JSON: whole numbers print as integers, others keep their decimals (CLI.md).
QJsonValue feetJson(double feet);
// A square as JSON: [x, y].
QJsonArray squareJson(GridPoint p);

} // namespace bm::cli
