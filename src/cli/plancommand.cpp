// battlemap-cli plan (CLI.md, RULES.md 15): the creature's turn planned.

#include "clicontext.h"

#include "combat/plan.h"
#include "words/words.h"

#include <QJsonArray>

namespace bm::cli {

namespace {

// RULES.md 15 "Printing": exact until printed, then 4 decimals.
QJsonValue expectationJson(combat::Expectation x)
{
    return x.rounded4();
}

} // namespace

QJsonObject runPlan(CliContext &ctx)
{
    const Encounter &e = ctx.encounter();
    const Creature &m = ctx.creature(QStringLiteral("creature"));
    const combat::TurnPlanning planning = combat::planTurn(e, m.id, 0);
    if (!planning)
        throw CliError{words::pathProblem(planning.problem)};
    const combat::TurnPlan &plan = planning.best;
    QJsonObject out;
    // Beyond CLI.md's keys: what kind of plan it is, and why it stays or how far is left.
    static const char *const kinds[] = {"stay", "attack", "advance"};
    out[QLatin1String("kind")] = QLatin1String(kinds[int(plan.kind)]);
    if (plan.kind == combat::PlanKind::Stay) {
        static const char *const reasons[] = {"", "incapacitated", "no-attacks", "no-hostile-perceived", "nothing-better", "nothing-in-reach"};
        out[QLatin1String("stays_because")] = QLatin1String(reasons[int(plan.stays)]);
    }
    if (plan.kind == combat::PlanKind::Advance)
        out[QLatin1String("remaining_ft")] = feetJson(plan.remainingFeet);
    out[QLatin1String("to")] = squareJson(plan.to);
    QJsonArray path;
    for (const GridPoint &p : plan.path)
        path.append(squareJson(p));
    out[QLatin1String("path")] = path;
    out[QLatin1String("cost_ft")] = feetJson(plan.costFeet);
    out[QLatin1String("dash")] = plan.dash;
    out[QLatin1String("stand")] = plan.stand;
    if (e.ruleset == Ruleset::Pf2e) {
        out[QLatin1String("actions")] = plan.actions;
        out[QLatin1String("step")] = plan.step;
    }
    QJsonArray attacks;
    for (const combat::PlannedAttack &a : plan.attacks) {
        attacks.append(QJsonObject{{QStringLiteral("with"), a.with},
                                   {QStringLiteral("target"), a.target},
                                   {QStringLiteral("roll"), rollId(a.expectation.check.roll)},
                                   {QStringLiteral("expected_damage"), expectationJson(a.expectation.damage)},
                                   {QStringLiteral("credited"), expectationJson(a.credited)}});
    }
    out[QLatin1String("attacks")] = attacks;
    out[QLatin1String("provokes")] = QJsonArray::fromStringList(plan.provokers());
    out[QLatin1String("expected_dealt")] = expectationJson(plan.dealt);
    out[QLatin1String("expected_taken")] = expectationJson(plan.taken);
    out[QLatin1String("score")] = expectationJson(plan.score());
    return out;
}

} // namespace bm::cli
