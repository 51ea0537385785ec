#!/usr/bin/env bash
# Builds Battlemap and runs every test (CTest: core suites, acceptance cases, GUI suites
# offscreen). Installs missing Debian packages first. Usage: scripts/test.sh
#
# One optimised build (Release, as the package ships it: scripts/package.sh build packages
# this very tree), precompiled headers, ccache when installed, the libraries as unity
# batches and the tests' own code at -O1 (CMakeLists.txt: BATTLEMAP_UNITY_LIBS,
# BATTLEMAP_TEST_OPTIMIZE; both only make the build quicker), and the tests two at a time
# (each test has a home of its own: tests/CMakeLists.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
bm_install_deps

build=${BM_BUILD_DIR:-build}
jobs=${BM_TEST_JOBS:-$(nproc)}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATTLEMAP_BUILD_TESTS=ON -DBATTLEMAP_BUILD_BENCH=ON \
      -DBATTLEMAP_UNITY_LIBS=ON -DBATTLEMAP_TEST_OPTIMIZE=-O1
cmake --build "$build"
ctest --test-dir "$build" --output-on-failure --timeout 600 -j "$jobs"
