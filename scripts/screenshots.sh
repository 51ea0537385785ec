#!/usr/bin/env bash
# Renders the README screenshots (docs/screenshots/*.png) from the real window on the
# sample encounter, offscreen. Usage: scripts/screenshots.sh [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots}
mkdir -p "$out"
cmake --build "${BM_BUILD_DIR:-build}" --target tst_screenshots tst_recovery
BM_SCREENSHOT_DIR=$(cd "$out" && pwd) QT_QPA_PLATFORM=offscreen "${BM_BUILD_DIR:-build}/bin/tst_screenshots"
cmake --build "${BM_BUILD_DIR:-build}" --target tst_importmap
BM_SCREENSHOT_DIR=$(cd "$out" && pwd) QT_QPA_PLATFORM=offscreen "${BM_BUILD_DIR:-build}/bin/tst_importmap" screenshot
# The crash-recovery offer at start-up (recovery-offer.png).
BM_SCREENSHOT_DIR=$(cd "$out" && pwd) QT_QPA_PLATFORM=offscreen "${BM_BUILD_DIR:-build}/bin/tst_recovery" crashedSessionIsOffered
ls -l "$out"
