#!/usr/bin/env bash
# The whole CTest suite under AddressSanitizer + UndefinedBehaviorSanitizer, in its
# own build folder (build-asan). Usage: scripts/sanitize.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
bm_install_deps

cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DBATTLEMAP_SANITIZE=ON -DBATTLEMAP_BUILD_BENCH=OFF
cmake --build build-asan
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# install_layout checks files and the desktop entry, not memory: the normal run has it.
ctest --test-dir build-asan --output-on-failure --timeout 900 -E install_layout
