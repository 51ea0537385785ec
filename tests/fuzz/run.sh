#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (build-fuzz/, BATTLEMAP_FUZZ=ON) and runs each
# for a bounded time, one after the other (one core each; the machine is shared).
# Usage: [FUZZ_SANITIZE=0] tests/fuzz/run.sh [SECONDS per target, default 600] [TARGET...]
#   targets: encounter cli uvtt combat table (default: all)
#   FUZZ_SANITIZE=1 (default): ASan+UBSan in build-fuzz/; 0: uninstrumented, build-fuzz-plain/
# Findings land in build-fuzz/artifacts/TARGET/; keep each as a regression in
# tests/fuzz/regressions/TARGET/ (tst_fuzzregressions replays them in every build).
# Not part of CI (.ci/run): the regressions are.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/deps.sh
bm_install_deps "${BM_FUZZ_PACKAGES[@]}"

seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(encounter cli uvtt combat table)
sanitize=${FUZZ_SANITIZE:-1}
if [ "$sanitize" = 1 ]; then build=${BM_FUZZ_BUILD_DIR:-build-fuzz}; else build=${BM_FUZZ_BUILD_DIR:-build-fuzz-plain}; fi

cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
      -DBATTLEMAP_FUZZ=ON -DBATTLEMAP_FUZZ_SANITIZE=$([ "$sanitize" = 1 ] && echo ON || echo OFF) -DBATTLEMAP_BUILD_BENCH=OFF ${CMAKE_CXX_COMPILER_LAUNCHER:+-DCMAKE_CXX_COMPILER_LAUNCHER=$CMAKE_CXX_COMPILER_LAUNCHER}
cmake --build "$build" --target $(printf 'fuzz_%s ' "${targets[@]}")

python3 tests/fuzz/make-corpus.py "$build/seeds"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0
for t in "${targets[@]}"; do
    corpus="$build/corpus/$t"
    artifacts="$build/artifacts/$t"
    mkdir -p "$corpus" "$artifacts"
    log="$build/fuzz-$t.log"
    echo "== fuzz_$t for ${seconds}s (log: $log)"
    mkdir -p tests/fuzz/regressions/"$t"
    # The sanitized run also starts from what the plain run found (read only).
    more=()
    [ "$sanitize" = 1 ] && [ -d build-fuzz-plain/corpus/"$t" ] && more=(build-fuzz-plain/corpus/"$t")
    if ! "$build/bin/fuzz_$t" "$corpus" "$build/seeds/$t" tests/fuzz/regressions/"$t" "${more[@]}" \
            -dict=tests/fuzz/$([ -f tests/fuzz/$t.dict ] && echo $t || echo encounter).dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
            -max_len=65536 -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1; then
        echo "   FOUND something: see $log and $artifacts/"
        status=1
    fi
    grep -E '(DONE|^Done|^stat::number_of_executed_units|^stat::peak_rss_mb)' "$log" | sed 's/^/   /' || true
done
exit $status
