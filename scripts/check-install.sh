#!/usr/bin/env bash
# Installs a build into a scratch prefix and checks that the desktop finds what it needs
# there: the programs, the desktop entry, the icons, the file types, the AppStream data and
# the licences; validates the desktop entry and the metainfo; runs the installed programs
# from outside the source tree. CTest runs it (install_layout).
# Usage: scripts/check-install.sh BUILD_DIR
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:?usage: check-install.sh BUILD_DIR}" && pwd)
id=org.battlemap.Battlemap
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT

desktop-file-validate "$src/resources/desktop/$id.desktop"
appstreamcli validate --no-net "$src/resources/desktop/$id.metainfo.xml"

cmake --install "$build" --prefix "$prefix" > /dev/null
missing=0
for f in bin/battlemap bin/battlemap-cli \
         share/applications/$id.desktop share/metainfo/$id.metainfo.xml share/mime/packages/$id.xml \
         share/icons/hicolor/scalable/apps/$id.svg share/icons/hicolor/48x48/apps/$id.png \
         share/icons/hicolor/256x256/apps/$id.png \
         share/doc/battlemap/LICENSE share/doc/battlemap/ATTRIBUTION.md; do
    if [ -e "$prefix/$f" ]; then echo "installed: $f"; else echo "MISSING: $f"; missing=1; fi
done
[ "$missing" -eq 0 ]
desktop-file-validate "$prefix/share/applications/$id.desktop"

# The installed programs, run from elsewhere: the sample, the translations and the token
# art are inside them.
cd "$prefix"
"$prefix/bin/battlemap-cli" --version
QT_QPA_PLATFORM=offscreen "$prefix/bin/battlemap" --language de --screenshot "$prefix/window.png"
test -s "$prefix/window.png"
echo "install_layout: every file in place, the installed window opens"
