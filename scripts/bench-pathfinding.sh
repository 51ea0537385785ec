#!/usr/bin/env bash
# Moving AI benchmarks: our engine (battlemap-cli movingai) against PathFinding.js 0.4.18
# (AStarFinder, OnlyWhenNoObstacles, octile) on the same maps and rows. PathFinding.js is
# installed from npm into a scratch folder (build-bench/pfjs). Search time only for both
# (its per-query grid clone excluded). Usage: scripts/bench-pathfinding.sh [DATA_DIR] [LIMIT]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
bm_install_deps nodejs npm
data=${1:-../shared/data/movingai}
limit=${2:-}
cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATTLEMAP_BUILD_BENCH=ON >/dev/null
cmake --build build-bench --target battlemap-cli >/dev/null
scratch=build-bench/pfjs
if [ ! -d "$scratch/node_modules/pathfinding" ]; then
  mkdir -p "$scratch"
  (cd "$scratch" && npm init -y >/dev/null && npm install --no-audit --no-fund pathfinding@0.4.18 >/dev/null)
fi
cp bench/pathfindingjs/pfjs-movingai.js "$scratch/"
printf '%-22s %6s %8s %10s %10s %7s\n' map rows matched "ours_us" "pfjs_us" ratio
for map in "$data"/*.map "$data"/pathfindingjs/*.map; do
  [ -f "$map.scen" ] || continue
  ours=$(build-bench/bin/battlemap-cli movingai "$map" "$map.scen" ${limit:+--limit $limit})
  theirs=$(node "$scratch/pfjs-movingai.js" "$map" "$map.scen" $limit)
  python3 - "$map" "$ours" "$theirs" <<'PY'
import json, os, sys
name, ours, theirs = os.path.basename(sys.argv[1]), json.loads(sys.argv[2]), json.loads(sys.argv[3])
print(f"{name:<22} {ours['rows']:>6} {ours['matched']:>8} {ours['mean_us']:>10.1f} {theirs['mean_us']:>10.1f} {theirs['mean_us']/ours['mean_us']:>6.1f}x")
PY
done
