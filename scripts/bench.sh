#!/usr/bin/env bash
# Builds an optimised tree (build-bench) and runs every benchmark in bench/.
# Usage: scripts/bench.sh [extra Google Benchmark flags]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
bm_install_deps

cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATTLEMAP_BUILD_BENCH=ON
cmake --build build-bench
for b in build-bench/bin/bench_*; do
  echo "== $(basename "$b")"
  "$b" --benchmark_counters_tabular=true "$@"
done
