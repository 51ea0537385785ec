// battlemap-cli combat FILE OP (CLI.md "combat: the tracker without a window"): one tracker
// operation through the same core functions the window's undo commands apply, printing the
// resulting encounter, or writing it atomically with -o and printing the log it added.
// Dice come from --rolls (only those: running out is bad input) or --seed.

#include "clicontext.h"

#include "combat/combat.h"
#include "combat/move.h"
#include "combat/roster.h"
#include "combat/stealth.h"
#include "model/encounterio.h"
#include "rules/areas.h"
#include "rules/movejudge.h"
#include "rules/movement.h"
#include "words/words.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <cmath>

namespace bm::cli {

namespace {

struct Op {
    const char *name;
    const char *usage;
};

// The operations and their options, for messages and --help.
const Op kOps[] = {
    {"start", "start [--surprised ID,ID...]"},
    {"end", "end"},
    {"next", "next"},
    {"previous", "previous"},
    {"damage", "damage --target ID --amount N [--type T] [--critical] [--knock-out] [--save N]"},
    {"heal", "heal --target ID --amount N"},
    {"temp-hp", "temp-hp --target ID --amount N"},
    {"condition", "condition --target ID (--add NAME [--value N] [--rounds N] | --remove NAME)"},
    {"stabilize", "stabilize --target ID"},
    {"death-save", "death-save --target ID"},
    {"action", "action --creature ID --take action|bonus|reaction|dash|disengage|dodge|help|ready|ready-spell|stand|drop-prone [--detail TEXT]"},
    {"opportunity-attack", "opportunity-attack --creature ID --target ID"},
    {"move", "move --creature ID --to X,Y [--mode M] [--stand] [--through ID | --drag ID]"},
    {"mount", "mount --creature RIDER --target MOUNT"},
    {"dismount", "dismount --creature RIDER"},
    {"forced-move", "forced-move --target ID --to X,Y [--save N]"},
    {"join", "join --creature ID [--initiative N]"},
    {"world-action", "world-action --index N"},
    {"area", "area --name NAME --shape S --size FT (--origin X,Y | --creature ID) [--toward X,Y | --direction D] [--width FT] [--rounds N [--tick start|end] [--of ID]] [--difficult] [--obscured light|heavy] [--concentration]"},
    {"end-area", "end-area --name NAME"},
    {"attack", "attack --attacker ID --target ID (--with NAME | --bonus N --damage \"EXPR TYPE[, ...]\" (--melee [--reach FT] | --range N/L) [--magical] [--agile]) [--reaction]"},
    {"hide", "hide --creature ID [--sneak]"},
    {"search", "search --creature ID"},
    {"seek", "seek --creature ID (--toward X,Y | --emanation)"},
    {"push", "push --creature ID (--from ID | --from-point X,Y) --feet N [--direction D]"},
    {"reveal", "reveal --creature ID"},
    {"save-damage", "save-damage --dc N --save ABILITY --damage \"EXPR TYPE[, ...]\" [--on-save half|none|basic] [--magical] (AREA OPTIONS | --targets ID,ID... [--origin X,Y])"},
};

QStringList opNames()
{
    QStringList names;
    for (const Op &op : kOps)
        names << QLatin1String(op.name);
    return names;
}

Dice diceFor(CliContext &ctx)
{
    return diceFromOptions(ctx, false);
}

int amount(CliContext &ctx)
{
    ctx.required(QStringLiteral("amount"));
    return ctx.integer(QStringLiteral("amount"), 0, 1000000, 0);
}

std::optional<int> enteredSave(CliContext &ctx)
{
    if (!ctx.isSet(QStringLiteral("save")))
        return std::nullopt;
    return ctx.integer(QStringLiteral("save"), -100, 1000, 0);
}

void check(const QString &problem)
{
    if (!problem.isEmpty())
        throw CliError{problem};
}

// A refusal of the tracker's (a message), worded in the CLI's language.
void check(const LogMessage &problem, const Encounter &e)
{
    if (!problem.isEmpty())
        throw CliError{wordLogMessage(problem, &e)};
}

void needsFight(const Encounter &e, const QString &op)
{
    if (!e.combat.active)
        throw CliError{QCoreApplication::translate("battlemap-cli", "combat %1: the fight has not started (run combat FILE start first)").arg(op)};
}

const Combatant &combatantOf(const Encounter &e, const Creature &c, const QString &option)
{
    const Combatant *k = e.combat.combatant(c.id);
    if (!k)
        throw CliError{QCoreApplication::translate("battlemap-cli", "--%1: \"%2\" is not in the fight").arg(option, c.id)};
    return *k;
}

MoveMode modeOf(CliContext &ctx)
{
    if (!ctx.isSet(QStringLiteral("mode")))
        return MoveMode::Walk;
    const auto mode = moveModeFromId(ctx.value(QStringLiteral("mode")));
    if (!mode)
        throw CliError{QCoreApplication::translate("battlemap-cli", "--mode must be walk, fly, swim, climb or burrow, not \"%1\"").arg(ctx.value(QStringLiteral("mode")))};
    return *mode;
}

// The one move (combat/move.h), as the window's drag and a seat's move make it; the CLI
// only words its refusals.
void runMove(CliContext &ctx, Encounter &e)
{
    const QString id = ctx.creature(QStringLiteral("creature")).id;
    const GridPoint to = ctx.square(ctx.required(QStringLiteral("to")), QStringLiteral("--to"));
    combat::MoveRequest request;
    request.mover = id;
    request.route = {to};
    request.choices.mode = modeOf(ctx);
    request.choices.stand = ctx.isSet(QStringLiteral("stand"));
    if (ctx.isSet(QStringLiteral("through")))
        request.choices.through = ctx.creature(QStringLiteral("through")).id;
    if (ctx.isSet(QStringLiteral("drag")))
        request.choices.drag = ctx.creature(QStringLiteral("drag")).id;
    combat::MoveOutcome o;
    {
        MovementEngine engine(e);
        o = combat::makeMove(e, engine, request);
    }
    const MoveJudgement &j = o.judgement;
    switch (o.refusal) {
    case combat::MoveRefusal::None:
        return;
    case combat::MoveRefusal::CannotStand:
        throw CliError{wordLogMessage(o.standProblem, &e)};
    case combat::MoveRefusal::CannotMove:
        throw CliError{QCoreApplication::translate("battlemap-cli", "move: %1 can't move (its %2 speed is 0)").arg(id, moveModeId(request.choices.mode))};
    case combat::MoveRefusal::TooFar:
        throw CliError{j.usesActions ? QCoreApplication::translate("battlemap-cli", "move: %1,%2 takes %3 actions, %4 left").arg(to.x).arg(to.y).arg(j.path.actions).arg(j.actionsLeft)
                                     : QCoreApplication::translate("battlemap-cli", "move: %1,%2 costs %3 ft, %4 ft left this turn (with Dash)")
                                           .arg(to.x)
                                           .arg(to.y)
                                           .arg(j.path.costFeet)
                                           .arg(j.withDashFeet)};
    case combat::MoveRefusal::RidesOnItsOwn:
        throw CliError{QCoreApplication::translate("battlemap-cli", "move: %1 rides a mount that moves on its own: move the mount, or dismount first").arg(id)};
    case combat::MoveRefusal::OffTheMap:
        throw CliError{QCoreApplication::translate("battlemap-cli", "--to: %1 doesn't fit on the map at %2,%3").arg(id).arg(to.x).arg(to.y)};
    case combat::MoveRefusal::CannotTumbleOrDrag:
        throw CliError{dragRefusalText(o.dragRefusal, id, request.choices.through.isEmpty() ? request.choices.drag : request.choices.through)};
    case combat::MoveRefusal::NoCreature:
    case combat::MoveRefusal::NoPath:
        break;
    }
    throw CliError{QCoreApplication::translate("battlemap-cli", "move: %1 can't end its move at %2,%3 (%4)").arg(id).arg(to.x).arg(to.y).arg(words::pathProblem(j.path.problem))};
}

void runForcedMove(CliContext &ctx, Encounter &e, Dice &dice)
{
    const QString id = ctx.creature(QStringLiteral("target")).id;
    const GridPoint to = ctx.square(ctx.required(QStringLiteral("to")), QStringLiteral("--to"));
    Creature &c = e.creatures[std::size_t(e.creatureIndex(id))];
    const int s = c.spaceSquares();
    if (to.x + s > e.width || to.y + s > e.height)
        throw CliError{QCoreApplication::translate("battlemap-cli", "--to: %1 doesn't fit on the map at %2,%3").arg(id).arg(to.x).arg(to.y)};
    const GridPoint from = c.position;
    const QString rider = combat::riderOf(e, id);
    c.position = to;
    combat::log(e, logMessage("Combat", QT_TRANSLATE_NOOP("Combat", "%1 is moved against its will to %2,%3."), {combat::who(c), to.x, to.y}));
    // Seed 002: the rider saves or falls off; one who stays on moves with the mount.
    if (!rider.isEmpty() && combat::riderSave(e, dice, rider, enteredSave(ctx))) {
        Creature &r = e.creatures[std::size_t(e.creatureIndex(rider))];
        r.position = {r.position.x + to.x - from.x, r.position.y + to.y - from.y};
    }
}

// RULES.md 14 (version 4): the tracker's stealth operations and the push, worded here.
void checkStealth(const QString &op, const QString &id, const combat::StealthOutcome &o, const Encounter &e)
{
    switch (o.refusal) {
    case combat::StealthRefusal::None:
        return;
    case combat::StealthRefusal::NoCreature:
        throw CliError{QCoreApplication::translate("battlemap-cli", "%1: no creature \"%2\"").arg(op, id)};
    case combat::StealthRefusal::WrongRuleset:
        throw CliError{op == QLatin1String("seek") ? QCoreApplication::translate("battlemap-cli", "seek: Seek is pf2e (the 5e family searches: combat search)")
                                                   : QCoreApplication::translate("battlemap-cli", "search: Search is the 5e family's (pf2e seeks: combat seek)")};
    case combat::StealthRefusal::NoActionLeft:
        throw CliError{op + QStringLiteral(": ") + wordLogMessage(o.problem, &e)};
    case combat::StealthRefusal::NotHidden:
        throw CliError{QCoreApplication::translate("battlemap-cli", "reveal: %1 is not hidden").arg(id)};
    case combat::StealthRefusal::BadSeekArea:
        throw CliError{QStringLiteral("seek: ") + areaRefusalText(o.area)};
    case combat::StealthRefusal::NoPush:
        throw CliError{QCoreApplication::translate("battlemap-cli", "push: %1 is where the push comes from: no direction").arg(id)};
    case combat::StealthRefusal::DirectionNeeded:
        throw CliError{QCoreApplication::translate("battlemap-cli", "push: two directions may be chosen; give --direction")};
    case combat::StealthRefusal::DirectionNotOpen:
        throw CliError{QCoreApplication::translate("battlemap-cli", "push: --direction is not one the push may take")};
    }
}

void runStealthOp(CliContext &ctx, const QString &op, Encounter &e, Dice &dice)
{
    const QString id = ctx.creature(QStringLiteral("creature")).id;
    if (op == QLatin1String("hide")) {
        checkStealth(op, id, combat::hide(e, dice, id, ctx.isSet(QStringLiteral("sneak"))), e);
    } else if (op == QLatin1String("search")) {
        checkStealth(op, id, combat::search(e, dice, id), e);
    } else if (op == QLatin1String("seek")) {
        const bool cone = ctx.isSet(QStringLiteral("toward"));
        if (cone == ctx.isSet(QStringLiteral("emanation")))
            throw CliError{QCoreApplication::translate("battlemap-cli", "seek needs exactly one of --toward X,Y and --emanation")};
        std::optional<QPointF> toward;
        if (cone)
            toward = ctx.point(QStringLiteral("toward"));
        checkStealth(op, id, combat::seek(e, dice, id, toward), e);
    } else if (op == QLatin1String("reveal")) {
        checkStealth(op, id, combat::reveal(e, id), e);
    } else if (op == QLatin1String("push")) {
        const PushQuestion q = pushQuestion(ctx);
        std::optional<Compass> direction;
        if (ctx.isSet(QStringLiteral("direction"))) {
            direction = compassFromId(ctx.value(QStringLiteral("direction")).trimmed().toUpper());
            if (!direction)
                throw CliError{QCoreApplication::translate("battlemap-cli", "--direction must be N, NE, E, SE, S, SW, W or NW, not \"%1\"").arg(ctx.value(QStringLiteral("direction")))};
        }
        checkStealth(op, id, combat::push(e, id, q.from, q.feet, direction), e);
    }
}

// An effect on the map, cast by the creature whose turn it is (if any).
void runPlaceArea(CliContext &ctx, Encounter &e)
{
    Effect f;
    f.name = ctx.required(QStringLiteral("name")).trimmed();
    const AreaOfEffect area = areaFromOptions(ctx);
    f.source = e.combat.active ? e.combat.turn : QString();
    if (ctx.isSet(QStringLiteral("of")))
        f.of = ctx.creature(QStringLiteral("of")).id;
    if (ctx.isSet(QStringLiteral("rounds"))) {
        f.rounds = ctx.integer(QStringLiteral("rounds"), 1, 1000000, 1);
        if (f.of.isEmpty() && f.source.isEmpty())
            throw CliError{QCoreApplication::translate("battlemap-cli", "area: --rounds counts in someone's turns: give --of ID (no one's turn it is)")};
        const QString tick = ctx.isSet(QStringLiteral("tick")) ? ctx.value(QStringLiteral("tick")) : QStringLiteral("start");
        if (tick != QLatin1String("start") && tick != QLatin1String("end"))
            throw CliError{QCoreApplication::translate("battlemap-cli", "--tick must be start or end, not \"%1\"").arg(tick)};
        f.tick = tick == QLatin1String("end") ? Tick::End : Tick::Start;
    }
    EffectArea terrain;
    terrain.difficult = ctx.isSet(QStringLiteral("difficult"));
    terrain.concentration = ctx.isSet(QStringLiteral("concentration"));
    if (terrain.concentration && f.source.isEmpty())
        throw CliError{QCoreApplication::translate("battlemap-cli", "area: --concentration needs a caster: no one's turn it is")};
    if (ctx.isSet(QStringLiteral("obscured"))) {
        const auto ob = obscurementFromId(ctx.value(QStringLiteral("obscured")));
        if (!ob)
            throw CliError{QCoreApplication::translate("battlemap-cli", "--obscured must be light or heavy, not \"%1\"").arg(ctx.value(QStringLiteral("obscured")))};
        terrain.obscured = *ob;
    }
    f.area = terrain;
    check(areaRefusalText(combat::placeArea(e, f, area)));
}

void runEndArea(CliContext &ctx, Encounter &e)
{
    const QString name = ctx.required(QStringLiteral("name")).trimmed();
    const auto &fx = e.combat.effects;
    const auto it = std::find_if(fx.begin(), fx.end(), [&](const Effect &f) { return f.area && f.name == name; });
    if (it == fx.end())
        throw CliError{QCoreApplication::translate("battlemap-cli", "end-area: no area on the map is named \"%1\"").arg(name)};
    combat::removeEffect(e, int(it - fx.begin()));
}

// The operation; the object it adds to -o's output ({"attack": …}), if any.
QJsonObject apply(CliContext &ctx, const QString &op, Encounter &e, Dice &dice)
{
    if (op == QLatin1String("attack"))
        return {{QStringLiteral("attack"), combatAttack(ctx, e, dice)}};
    if (op == QLatin1String("save-damage"))
        return {{QStringLiteral("save"), combatSaveDamage(ctx, e, dice)}};
    if (op == QLatin1String("start")) {
        combat::StartOptions o;
        for (const Creature &c : e.creatures)
            if (!c.isDead())
                o.combatants << c.id;
        if (ctx.isSet(QStringLiteral("surprised"))) {
            for (const QString &id : ctx.value(QStringLiteral("surprised")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                if (!e.creature(id.trimmed()))
                    throw CliError{QCoreApplication::translate("battlemap-cli", "--surprised: no creature with id \"%1\" in %2").arg(id.trimmed(), ctx.file())};
                o.surprised << id.trimmed();
            }
        }
        combat::start(e, dice, o);
    } else if (op == QLatin1String("end")) {
        needsFight(e, op);
        combat::end(e);
    } else if (op == QLatin1String("next")) {
        needsFight(e, op);
        combat::nextTurn(e, dice);
    } else if (op == QLatin1String("previous")) {
        needsFight(e, op);
        combat::previousTurn(e);
    } else if (op == QLatin1String("damage")) {
        const QString id = ctx.creature(QStringLiteral("target")).id;
        combat::DamageOptions o;
        const int n = amount(ctx);
        o.type = ctx.value(QStringLiteral("type"));
        o.critical = ctx.isSet(QStringLiteral("critical"));
        o.knockOut = ctx.isSet(QStringLiteral("knock-out"));
        o.concentrationSave = o.massiveDamageSave = enteredSave(ctx);
        combat::damage(e, dice, id, n, o);
    } else if (op == QLatin1String("heal")) {
        const QString id = ctx.creature(QStringLiteral("target")).id;
        combat::heal(e, id, amount(ctx));
    } else if (op == QLatin1String("temp-hp")) {
        const QString id = ctx.creature(QStringLiteral("target")).id;
        combat::setTempHp(e, id, amount(ctx));
    } else if (op == QLatin1String("condition")) {
        const QString id = ctx.creature(QStringLiteral("target")).id;
        const bool add = ctx.isSet(QStringLiteral("add"));
        if (add == ctx.isSet(QStringLiteral("remove")))
            throw CliError{QCoreApplication::translate("battlemap-cli", "condition: give --add NAME or --remove NAME")};
        const QString name = ctx.value(add ? QStringLiteral("add") : QStringLiteral("remove")).trimmed();
        if (name.isEmpty())
            throw CliError{QCoreApplication::translate("battlemap-cli", "condition: the condition's name is empty")};
        std::optional<int> rounds;
        if (ctx.isSet(QStringLiteral("rounds")))
            rounds = ctx.integer(QStringLiteral("rounds"), 1, 1000000, 1);
        const int value = add ? ctx.integer(QStringLiteral("value"), 1, 100, 1) : 0;
        check(words::conditionProblem(combat::applyCondition(e, dice, id, name, value, rounds)));
    } else if (op == QLatin1String("stabilize")) {
        const Creature &c = ctx.creature(QStringLiteral("target"));
        const Combatant &k = combatantOf(e, c, QStringLiteral("target"));
        if (!k.downed || c.isDead())
            throw CliError{QCoreApplication::translate("battlemap-cli", "stabilize: %1 is not dying").arg(c.id)};
        combat::stabilize(e, c.id);
    } else if (op == QLatin1String("death-save")) {
        const Creature &c = ctx.creature(QStringLiteral("target"));
        const Combatant &k = combatantOf(e, c, QStringLiteral("target"));
        if (!k.downed || c.isDead())
            throw CliError{QCoreApplication::translate("battlemap-cli", "death-save: %1 is not dying").arg(c.id)};
        combat::dyingCheck(e, dice, c.id);
    } else if (op == QLatin1String("action")) {
        const QString id = ctx.creature(QStringLiteral("creature")).id;
        const QString take = ctx.required(QStringLiteral("take"));
        const auto action = combat::turnActionFromId(take);
        if (!action) {
            QStringList ids;
            for (combat::TurnAction a : combat::turnActionsFor(Ruleset::Dnd2014))
                ids << combat::turnActionId(a);
            throw CliError{QCoreApplication::translate("battlemap-cli", "--take: unknown action \"%1\" (expected %2)").arg(take, ids.join(QStringLiteral(", ")))};
        }
        check(combat::takeTurnAction(e, id, *action, ctx.value(QStringLiteral("detail"))), e);
    } else if (op == QLatin1String("opportunity-attack")) {
        const QString id = ctx.creature(QStringLiteral("creature")).id;
        const QString target = ctx.creature(QStringLiteral("target")).id;
        check(combat::opportunityAttack(e, id, target), e);
    } else if (op == QLatin1String("move")) {
        runMove(ctx, e);
    } else if (op == QLatin1String("mount")) {
        const QString rider = ctx.creature(QStringLiteral("creature")).id;
        const QString mountId = ctx.creature(QStringLiteral("target")).id;
        check(combat::mount(e, rider, mountId), e);
    } else if (op == QLatin1String("dismount")) {
        check(combat::dismount(e, ctx.creature(QStringLiteral("creature")).id), e);
    } else if (op == QLatin1String("forced-move")) {
        runForcedMove(ctx, e, dice);
    } else if (op == QLatin1String("join")) {
        const QString id = ctx.creature(QStringLiteral("creature")).id;
        needsFight(e, op);
        if (e.combat.combatant(id))
            throw CliError{QCoreApplication::translate("battlemap-cli", "join: %1 is already in the fight").arg(id)};
        std::optional<double> initiative;
        if (ctx.isSet(QStringLiteral("initiative")))
            initiative = ctx.number(QStringLiteral("initiative"), -100, 1000, 0);
        combat::joinIfFighting(e, dice, id, initiative);
    } else if (op == QLatin1String("world-action")) {
        ctx.required(QStringLiteral("index"));
        const int n = int(e.combat.worldActions.size());
        if (n == 0)
            throw CliError{QCoreApplication::translate("battlemap-cli", "world-action: the encounter has no world actions")};
        const int index = ctx.integer(QStringLiteral("index"), 0, n - 1, 0);
        if (!e.combat.worldActions[std::size_t(index)].available)
            throw CliError{QCoreApplication::translate("battlemap-cli", "world-action: %1 has not recharged").arg(e.combat.worldActions[std::size_t(index)].name)};
        combat::useWorldAction(e, dice, index);
    } else if (op == QLatin1String("area")) {
        runPlaceArea(ctx, e);
    } else if (op == QLatin1String("end-area")) {
        runEndArea(ctx, e);
    } else if (op == QLatin1String("hide") || op == QLatin1String("search") || op == QLatin1String("seek")
               || op == QLatin1String("reveal") || op == QLatin1String("push")) {
        runStealthOp(ctx, op, e, dice);
    } else {
        throw CliError{QCoreApplication::translate("battlemap-cli", "combat: unknown operation \"%1\" (expected %2)").arg(op, opNames().join(QStringLiteral(", ")))};
    }
    return {};
}

} // namespace

Dice diceFromOptions(CliContext &ctx, bool required)
{
    const bool rolls = ctx.isSet(QStringLiteral("rolls"));
    const bool seed = ctx.isSet(QStringLiteral("seed"));
    if (required && !rolls && !seed)
        throw CliError{QCoreApplication::translate("battlemap-cli", "give the dice: --rolls N,N,... or --seed S")};
    if (rolls && seed)
        throw CliError{QCoreApplication::translate("battlemap-cli", "give --rolls or --seed, not both")};
    if (seed) {
        bool ok = false;
        const quint64 s = ctx.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            throw CliError{QCoreApplication::translate("battlemap-cli", "--seed must be a whole number from 0, not \"%1\"").arg(ctx.value(QStringLiteral("seed")))};
        return Dice(s);
    }
    Dice dice(QRandomGenerator::global()->generate64());
    if (rolls) {
        QList<int> results;
        for (const QString &part : ctx.value(QStringLiteral("rolls")).split(QLatin1Char(','))) {
            bool ok = false;
            const int r = part.trimmed().toInt(&ok);
            if (!ok || r < 1 || r > 1000)
                throw CliError{QCoreApplication::translate("battlemap-cli", "--rolls: \"%1\" is not a die result (a whole number from 1 to 1000)").arg(part.trimmed())};
            results << r;
        }
        dice.force(results);
        dice.setForcedOnly(true);
    }
    return dice;
}

void checkDiceUsed(const Dice &dice, const QString &what)
{
    if (const auto bad = dice.forcedOutOfRange())
        throw CliError{QCoreApplication::translate("battlemap-cli", "--rolls: %1 is not a result of a d%2 (%3)").arg(bad->first).arg(bad->second).arg(what)};
    if (dice.ranOut())
        throw CliError{QCoreApplication::translate("battlemap-cli", "--rolls: ran out of dice results during %1 (give more numbers)").arg(what)};
}

QString combatUsage()
{
    QString s = QStringLiteral("combat FILE OP [--rolls N,N,...] [--seed S] [-o OUT]; OP:");
    for (const Op &op : kOps)
        s += QStringLiteral("\n      ") + QLatin1String(op.usage);
    return s;
}

int runCombat(CliContext &ctx, const QString &op, QByteArray &out)
{
    if (!opNames().contains(op))
        throw CliError{QCoreApplication::translate("battlemap-cli", "combat: unknown operation \"%1\" (expected %2)").arg(op, opNames().join(QStringLiteral(", ")))};
    Encounter e = ctx.encounter();
    Dice dice = diceFor(ctx);
    const std::size_t logBefore = e.combat.log.size();
    const QJsonObject printed = apply(ctx, op, e, dice);
    if (op == QLatin1String("attack") || op == QLatin1String("save-damage"))
        checkDiceUsed(dice, op); // CLI.md version 3: a number outside its die's sides is bad input too
    if (dice.ranOut())
        throw CliError{QCoreApplication::translate("battlemap-cli", "--rolls: ran out of dice results during %1 (give more numbers)").arg(op)};
    e.hasCombat = true;
    if (!ctx.isSet(QStringLiteral("output"))) {
        out += writeEncounter(e);
        return 0;
    }
    QString error;
    if (!saveEncounterFile(e, ctx.value(QStringLiteral("output")), &error))
        throw CliError{error};
    QJsonArray added;
    for (std::size_t i = logBefore; i < e.combat.log.size(); ++i)
        added.append(QJsonObject{{QStringLiteral("round"), e.combat.log[i].round}, {QStringLiteral("text"), logEntryText(e.combat.log[i], e)}});
    QJsonObject result = printed;
    result[QLatin1String("log")] = added;
    out += QJsonDocument(result).toJson(QJsonDocument::Compact);
    out += '\n';
    return 0;
}

} // namespace bm::cli
