#!/usr/bin/env bash
# Builds the Debian package (cpack -G DEB) from a Release build of the app and the CLI,
# lists it, unpacks it into a scratch root with dpkg -x (no root, no container) and runs
# the unpacked programs with the build tree moved away.
# Usage: scripts/package.sh [BUILD_DIR]
#   without BUILD_DIR: a Release build of the two programs in build-package/;
#   with one (CI: the Release tree scripts/test.sh just built and tested): packages that
#   tree, so that the programs in the package are the ones the tests ran.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
bm_install_deps

if [ $# -ge 1 ]; then
    build=$1
    type=$(sed -n 's/^CMAKE_BUILD_TYPE:STRING=//p' "$build/CMakeCache.txt" 2>/dev/null || true)
    [ "$type" = Release ] || { echo "package.sh: $build is not a Release build (CMAKE_BUILD_TYPE=$type)"; exit 1; }
else
    build=build-package
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATTLEMAP_BUILD_TESTS=OFF -DBATTLEMAP_BUILD_BENCH=OFF
fi
cmake --build "$build" --target battlemap battlemap-cli
rm -f "$build"/battlemap_*.deb
(cd "$build" && cpack -G DEB)
deb=$(ls "$build"/battlemap_*.deb | head -1)
echo "== $deb"
dpkg-deb --field "$deb" Package Version Depends
dpkg-deb --contents "$deb"

root=$(mktemp -d)
away="$build.away.$$"
restore() { [ -d "$away" ] && mv "$away" "$build"; rm -rf "$root"; }
trap restore EXIT
dpkg -x "$deb" "$root"
id=org.battlemap.Battlemap
for f in usr/bin/battlemap usr/bin/battlemap-cli usr/share/applications/$id.desktop \
         usr/share/metainfo/$id.metainfo.xml usr/share/mime/packages/$id.xml \
         usr/share/icons/hicolor/scalable/apps/$id.svg usr/share/icons/hicolor/256x256/apps/$id.png \
         usr/share/doc/battlemap/LICENSE usr/share/doc/battlemap/ATTRIBUTION.md; do
    test -e "$root/$f" || { echo "MISSING in the package: $f"; exit 1; }
done
mv "$build" "$away" # the unpacked programs must not need the build tree
(cd "$root" && "$root/usr/bin/battlemap-cli" --version)
(cd "$root" && QT_QPA_PLATFORM=offscreen "$root/usr/bin/battlemap" --language fr --screenshot "$root/window.png")
test -s "$root/window.png"
echo "package: $deb installs its files where the desktop expects them; the unpacked window opens"
