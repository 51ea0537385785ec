// battlemap-cli movingai MAP SCEN [--limit N]: every scenario row solved by the same
// engine the window uses (exact diagonals, no corner cutting), checked against the
// optimal length.

#include "clicontext.h"

#include "rules/movement.h"
#include "interop/movingai.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <limits>

namespace bm::cli {

QJsonObject runMovingAi(const QString &mapPath, const QString &scenPath, int limit)
{
    Encounter encounter;
    MovingAiScenario scenario;
    QString error;
    if (!readMovingAiMap(mapPath, encounter, &error) || !readMovingAiScenario(scenPath, scenario, &error))
        throw CliError{error};
    const std::size_t rows = limit > 0 ? std::min<std::size_t>(std::size_t(limit), scenario.rows.size()) : scenario.rows.size();
    MovementEngine engine(encounter);
    // Rows are unrelated queries (two rows from one start are not a drag): each is a fresh
    // A* search, as each is a fresh search for PathFinding.js. With the landmark bounds
    // below it finds the costs a single `path` query finds (of equally cheap paths,
    // perhaps another).
    engine.setResumeSearches(false);
    MoveRequest req;
    req.creature = QStringLiteral("agent");
    Creature &agent = encounter.creatures.front();
    // The map's raster and the agent's layers (on a uniform grid with their straight
    // jumps) are built before the clock runs, as PathFinding.js builds its grid and Boost
    // its graph before (scripts/bench-pathfinding.sh): rows time the search and its
    // answer. Their build time is reported on its own (prepare_ms).
    QElapsedTimer prepareClock;
    prepareClock.start();
    engine.prepare(req.creature);
    const double prepareMs = double(prepareClock.nsecsElapsed()) / 1e6;
    // The A*'s landmark lower bounds too (movegraph.cpp), chosen from the first row's start:
    // built before the clock, their build time is reported on its own (landmarks_ms).
    if (rows > 0)
        agent.position = scenario.rows[0].start;
    QElapsedTimer landmarkClock;
    landmarkClock.start();
    engine.prepareLandmarks(req);
    const double landmarkMs = double(landmarkClock.nsecsElapsed()) / 1e6;
    std::vector<double> micros;
    micros.reserve(rows);
    std::size_t matched = 0;
    std::size_t expanded = 0;
    double maxError = 0;
    QJsonArray mismatches;
    QElapsedTimer clock;
    // BM_ROUNDS=n (as bench/boost_astar_movingai reads it): the rows n times over, and
    // best_mean_us the mean over rows of each row's fastest round, what a shared machine's
    // other loads leave of it. Every other figure is the first round's.
    const int rounds = std::max(1, qEnvironmentVariableIntValue("BM_ROUNDS"));
    std::vector<double> best(rows, std::numeric_limits<double>::infinity());
    // One answer object for every row: its vectors keep their storage between queries, as
    // Boost's bench keeps its property maps (a row times the search, not the allocator).
    PathResult r;
    for (std::size_t i = 0; i < rows; ++i) {
        const MovingAiRow &row = scenario.rows[i];
        if (!encounter.contains(row.start) || !encounter.contains(row.goal))
            throw CliError{QCoreApplication::translate("battlemap-cli", "%1: row %2 leaves the map").arg(scenPath).arg(i + 1)};
        agent.position = row.start; // the only creature: the engine's layers stay valid
        clock.start();
        engine.cheapestPath(req, row.goal, r);
        micros.push_back(double(clock.nsecsElapsed()) / 1000.0);
        best[i] = std::min(best[i], micros.back());
        expanded += engine.lastExpandedStates();
        const double ours = r.found ? r.costFeet / encounter.squareFeet : -1;
        const double err = r.found ? std::abs(ours - row.optimal) : row.optimal;
        maxError = std::max(maxError, err);
        if (r.found && err <= scenario.tolerance(row.optimal))
            ++matched;
        else if (mismatches.size() < 10)
            mismatches.append(QJsonObject{{QStringLiteral("row"), int(i)},
                                          {QStringLiteral("ours"), ours},
                                          {QStringLiteral("optimal"), row.optimal}});
    }
    for (int round = 1; round < rounds; ++round) {
        for (std::size_t i = 0; i < rows; ++i) {
            agent.position = scenario.rows[i].start;
            clock.start();
            engine.cheapestPath(req, scenario.rows[i].goal, r);
            best[i] = std::min(best[i], double(clock.nsecsElapsed()) / 1000.0);
        }
    }
    double total = 0;
    for (double m : micros)
        total += m;
    std::vector<double> sorted = micros;
    std::sort(sorted.begin(), sorted.end());
    QJsonObject out;
    out[QLatin1String("map")] = mapPath;
    out[QLatin1String("version")] = scenario.version;
    out[QLatin1String("rows")] = int(rows);
    out[QLatin1String("matched")] = int(matched);
    out[QLatin1String("max_error")] = maxError;
    out[QLatin1String("total_ms")] = total / 1000.0;
    out[QLatin1String("mean_us")] = rows ? total / double(rows) : 0.0;
    if (rounds > 1) {
        double bestTotal = 0;
        for (double b : best)
            bestTotal += b;
        out[QLatin1String("rounds")] = rounds;
        out[QLatin1String("best_mean_us")] = rows ? bestTotal / double(rows) : 0.0;
    }
    out[QLatin1String("landmarks_ms")] = landmarkMs; // outside the clock
    out[QLatin1String("prepare_ms")] = prepareMs;    // the raster, the layers, their straight jumps: outside too
    out[QLatin1String("mean_expanded")] = rows ? double(expanded) / double(rows) : 0.0;
    out[QLatin1String("p99_us")] = rows ? sorted[std::min(sorted.size() - 1, sorted.size() * 99 / 100)] : 0.0;
    if (!mismatches.isEmpty())
        out[QLatin1String("mismatches")] = mismatches;
    return out;
}

} // namespace bm::cli
