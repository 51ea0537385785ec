#!/usr/bin/env bash
# Builds Battlemap and opens the app on the bundled sample encounter (or on FILE).
# Installs missing Debian packages first. Usage: scripts/run.sh [FILE]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
bm_install_deps

build=${BM_BUILD_DIR:-build}
sample=resources/samples/millbrook-ford.battlemap.json
file=${1:-$sample}
# Only what the window needs: the app and the CLI (no tests, no benchmarks).
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATTLEMAP_BUILD_TESTS=OFF -DBATTLEMAP_BUILD_BENCH=OFF
cmake --build "$build" --target battlemap battlemap-cli
exec "$build/bin/battlemap" "$file"
