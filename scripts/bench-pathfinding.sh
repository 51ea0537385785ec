#!/usr/bin/env bash
# Moving AI benchmarks: our engine (battlemap-cli movingai) against two anchors on the same
# maps and rows: Boost's own astar_search on a CSR grid graph (bench/boost_astar_movingai.cpp,
# octile weights, the same corner rule) and PathFinding.js 0.4.18 (AStarFinder,
# OnlyWhenNoObstacles, octile). PathFinding.js is
# installed from npm into a scratch folder (build-bench/pfjs). Search time only for all three:
# Boost builds its graph before the clock,
# PathFinding.js builds its grid before the clock (and its per-query grid clone is
# excluded), our engine builds the map raster, the agent's layers and their landmark lower
# bounds before the clock (their build time is landmarks_ms in battlemap-cli movingai's JSON).
#
# Usage: scripts/bench-pathfinding.sh [DATA_DIR] [LIMIT]
#   BUILD_DIR=dir  use (and build) another build folder (default build-bench)
#   REPEAT=n       run each side n times per map and keep its best mean (default 1): the
#                  least disturbed run on a shared machine
#   ROUNDS=n       within each run, our engine and Boost solve the rows n times over
#                  (BM_ROUNDS, default 5) and report best_mean_us: the mean over rows of
#                  each row's fastest round. ours_us, boost_us and x_boost are those figures,
#                  the same statistic on both sides (a row of a microsecond is otherwise
#                  mostly what the machine's other loads did to it); x1 is the ratio of the
#                  plain means of one pass (mean_us). PathFinding.js makes one pass: x_pfjs
#                  compares the plain means.
#   SAMPLE=n       about n rows of each map, every k-th row of its scenario (all lengths
#                  kept), written to build-bench/movingai-sample; both sides solve those.
#                  The whole files take PathFinding.js most of an hour.
#   BASELINE_DIR=dir  also time another build of our engine (dir/bin/battlemap-cli, or
#                  dir/battlemap-cli; relative to the repository, as BUILD_DIR; used as
#                  it is, not built), alternating with this
#                  build and Boost within each repeat (the two builds in turn first), so
#                  that a machine loaded for part of the run can't fake the ratio between
#                  them. Adds base_us and x_base_boost (Boost against the baseline, the
#                  same statistic as x_boost) and x_base (baseline time / this build's);
#                  warns when the two builds' matched rows or expanded states differ.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
bm_install_deps
# A node with its own npm (e.g. NodeSource's) conflicts with Debian's npm package: only
# ask apt when a command is missing.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  bm_install_deps nodejs npm
fi
data=${1:-bench/data/movingai} # the ten maps and their scenarios, in the repository (SOURCES.md)
limit=${2:-}
build=${BUILD_DIR:-build-bench}
repeat=${REPEAT:-1}
baseline=
if [ -n "${BASELINE_DIR:-}" ]; then
  baseline=$BASELINE_DIR/bin/battlemap-cli
  [ -x "$baseline" ] || baseline=$BASELINE_DIR/battlemap-cli
  [ -x "$baseline" ] || { echo "BASELINE_DIR: no battlemap-cli in $BASELINE_DIR or $BASELINE_DIR/bin" >&2; exit 1; }
fi
export BM_ROUNDS=${ROUNDS:-5}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATTLEMAP_BUILD_BENCH=ON >/dev/null
cmake --build "$build" --target battlemap-cli boost_astar_movingai >/dev/null
scratch=build-bench/pfjs
if [ -n "${SAMPLE:-}" ]; then
  sampled=build-bench/movingai-sample
  rm -rf "$sampled" && mkdir -p "$sampled"
  for map in "$data"/*.map "$data"/pathfindingjs/*.map; do
    [ -f "$map.scen" ] || continue
    cp "$map" "$sampled/"
    python3 - "$map.scen" "$sampled/$(basename "$map").scen" "$SAMPLE" <<'PY'
import sys
lines = open(sys.argv[1]).read().splitlines()
head, rows = lines[0], [l for l in lines[1:] if l.strip()]
k = max(1, len(rows) // int(sys.argv[3]))
open(sys.argv[2], 'w').write('\n'.join([head] + rows[::k]) + '\n')
PY
  done
  data=$sampled
fi
if [ ! -d "$scratch/node_modules/pathfinding" ]; then
  mkdir -p "$scratch"
  (cd "$scratch" && npm init -y >/dev/null && npm install --no-audit --no-fund pathfinding@0.4.18 >/dev/null)
fi
cp bench/pathfindingjs/pfjs-movingai.js "$scratch/"
if [ -n "$baseline" ]; then
  printf '%-22s %6s %8s %9s %9s %9s %10s %7s %6s %7s %6s %10s %7s\n' map rows matched expanded base_us ours_us boost_us x_boost x1 \
    x_base_boost x_base pfjs_us x_pfjs
else
  printf '%-22s %6s %8s %9s %9s %10s %7s %6s %10s %7s\n' map rows matched expanded ours_us boost_us x_boost x1 pfjs_us x_pfjs
fi
for map in "$data"/*.map "$data"/pathfindingjs/*.map; do
  [ -f "$map.scen" ] || continue
  ours=()
  base=()
  boost=()
  theirs=()
  for r in $(seq "$repeat"); do
    if [ -n "$baseline" ] && [ $((r % 2)) -eq 1 ]; then
      base+=("$("$baseline" movingai "$map" "$map.scen" ${limit:+--limit $limit})")
    fi
    ours+=("$("$build"/bin/battlemap-cli movingai "$map" "$map.scen" ${limit:+--limit $limit})")
    if [ -n "$baseline" ] && [ $((r % 2)) -eq 0 ]; then
      base+=("$("$baseline" movingai "$map" "$map.scen" ${limit:+--limit $limit})")
    fi
    boost+=("$("$build"/bin/boost_astar_movingai "$map" "$map.scen" $limit)")
    theirs+=("$(node "$scratch/pfjs-movingai.js" "$map" "$map.scen" $limit)")
  done
  python3 - "$map" "${#ours[@]}" "${ours[@]}" "${boost[@]}" "${theirs[@]}" "${base[@]}" <<'PY'
import json, os, sys
name, n = os.path.basename(sys.argv[1]), int(sys.argv[2])
ours = [json.loads(s) for s in sys.argv[3:3 + n]]
boost = [json.loads(s) for s in sys.argv[3 + n:3 + 2 * n]]
theirs = [json.loads(s) for s in sys.argv[3 + 2 * n:3 + 3 * n]]
base = [json.loads(s) for s in sys.argv[3 + 3 * n:3 + 4 * n]] # BASELINE_DIR, else none
# Best of rounds (best_mean_us) on both sides, best over the REPEAT runs; and the plain
# one-pass means (mean_us), which PathFinding.js's figure is.
best = min(o['best_mean_us'] if 'best_mean_us' in o else o['mean_us'] for o in ours)
bo = min(b['best_mean_us'] if 'best_mean_us' in b else b['mean_us'] for b in boost)
one = min(o['mean_us'] for o in ours)
bo_one = min(b['mean_us'] for b in boost)
pf = min(t['mean_us'] for t in theirs)
matched = min(min(o['matched'] for o in ours), min(b['matched'] for b in boost))
if not base:
    print(f"{name:<22} {ours[0]['rows']:>6} {matched:>8} {ours[0]['mean_expanded']:>9.0f} {best:>9.2f} {bo:>10.2f}"
          f" {bo / best:>6.1f}x {bo_one / one:>5.1f}x {pf:>10.1f} {pf / one:>6.1f}x")
else:
    # The baseline build: the same statistic, best over the same repeats.
    bbest = min(o['best_mean_us'] if 'best_mean_us' in o else o['mean_us'] for o in base)
    if (base[0]['matched'], base[0]['mean_expanded']) != (ours[0]['matched'], ours[0]['mean_expanded']):
        print(f"warning: {name}: baseline matched {base[0]['matched']}, expanded {base[0]['mean_expanded']};"
              f" this build {ours[0]['matched']}, {ours[0]['mean_expanded']}", file=sys.stderr)
    print(f"{name:<22} {ours[0]['rows']:>6} {matched:>8} {ours[0]['mean_expanded']:>9.0f} {bbest:>9.2f} {best:>9.2f}"
          f" {bo:>10.2f} {bo / best:>6.1f}x {bo_one / one:>5.1f}x {bo / bbest:>11.1f}x {bbest / best:>5.2f}x"
          f" {pf:>10.1f} {pf / one:>6.1f}x")
PY
done
