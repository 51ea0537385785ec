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
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build"
if [ -x "$build/bin/battlemap" ]; then
  exec "$build/bin/battlemap" "$file"
fi
# The desktop window is not built yet: show what the engine answers on the file.
echo "== validate";  "$build/bin/battlemap-cli" validate "$file"
echo "== the ogre's reach this turn (first squares)"
"$build/bin/battlemap-cli" reach "$file" --creature ogre | head -c 400; echo
echo "== the ogre's cheapest path to the fighter's side"
"$build/bin/battlemap-cli" path "$file" --creature ogre --to 7,10
