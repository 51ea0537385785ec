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
# The encounter summary of the round-3 sample: its print preview (tst_summaryprint) and the
# first page of its PDF (battlemap-cli, pdftoppm from poppler-utils).
cmake --build "${BM_BUILD_DIR:-build}" --target tst_summaryprint battlemap-cli
BM_SCREENSHOT_DIR=$(cd "$out" && pwd) QT_QPA_PLATFORM=offscreen "${BM_BUILD_DIR:-build}/bin/tst_summaryprint" printPreviewFromTheMenu
tmp=$(mktemp -d)
"${BM_BUILD_DIR:-build}/bin/battlemap-cli" summary resources/samples/millbrook-ford-round3.battlemap.json --format pdf -o "$tmp/summary.pdf"
pdftoppm -png -r 80 -f 1 -l 1 -singlefile "$tmp/summary.pdf" "$out/summary-page1"
rm -rf "$tmp"
ls -l "$out"
# The area template over the sample with the Area panel (area-template.png) and the
# Damage All in Area dialog (area-damage-dialog.png).
cmake --build "${BM_BUILD_DIR:-build}" --target tst_areatool
BM_SCREENSHOT_DIR=$(cd "$out" && pwd) QT_QPA_PLATFORM=offscreen "${BM_BUILD_DIR:-build}/bin/tst_areatool" screenshot damageAllInArea
