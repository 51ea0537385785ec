#!/usr/bin/env bash
# Builds Battlemap and runs every test (CTest: core suites, acceptance cases, GUI suites
# offscreen). Installs missing Debian packages first. Usage: scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
bm_install_deps

build=${BM_BUILD_DIR:-build}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBATTLEMAP_BUILD_TESTS=ON -DBATTLEMAP_BUILD_BENCH=ON
cmake --build "$build"
ctest --test-dir "$build" --output-on-failure --timeout 600
