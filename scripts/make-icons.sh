#!/usr/bin/env bash
# Renders the application icon (resources/icons/org.battlemap.Battlemap.svg) to the PNG
# sizes the desktop's hicolor theme wants. The PNGs are committed; run this after editing
# the SVG. Needs librsvg2-bin (rsvg-convert).
set -euo pipefail
cd "$(dirname "$0")/.."
svg=resources/icons/org.battlemap.Battlemap.svg
for s in 16 24 32 48 64 128 256; do
    mkdir -p "resources/icons/hicolor/${s}x${s}/apps"
    rsvg-convert -w "$s" -h "$s" "$svg" -o "resources/icons/hicolor/${s}x${s}/apps/org.battlemap.Battlemap.png"
done
