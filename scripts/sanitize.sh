#!/usr/bin/env bash
# The CTest suites under AddressSanitizer + UndefinedBehaviorSanitizer, in their own build
# folder (build-asan). Usage: scripts/sanitize.sh
#
# Every suite that runs our compiled code runs here: the core, the CLI (its acceptance
# cases run the instrumented battlemap-cli) and the GUI suites that drive real widgets.
# Left to the normal run: checks that run no code of ours under the sanitizers
# (install_layout: files and the desktop entry; translations_complete: the .ts files;
# include_arrows: the #include lines) and tst_savekill (the file system after SIGKILL;
# tests/app/CMakeLists.txt says why). Built at -O1 with line tables (-g1): what ASan's
# manual recommends for speed, with every stack frame still named by file and line; the
# libraries as unity batches (CMakeLists.txt BATTLEMAP_UNITY_LIBS: about a quarter less
# build time for them); the tests' own code at -O0 (BATTLEMAP_TEST_OPTIMIZE: the optimiser
# spends most of such a file's compile on the sanitizers' checks, and it runs as fast; the
# code under test and the suites with brute-force references stay at -O1).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
bm_install_deps

cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
      -DBATTLEMAP_SANITIZE=ON -DBATTLEMAP_BUILD_BENCH=OFF -DBATTLEMAP_UNITY_LIBS=ON \
      -DBATTLEMAP_TEST_OPTIMIZE=-O0
cmake --build build-asan
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build-asan --output-on-failure --timeout 900 -j "${BM_TEST_JOBS:-$(nproc)}" \
      -E '^(install_layout|translations_complete|include_arrows)$'
