#!/usr/bin/env bash
# The players' server under attack, by hand, in a real X display: the app on the bundled
# sample (German, 1280x720, --serve) under Xvfb; scripts/siege.py holds 64 silent sockets
# and 2,000 half-sent HTTP requests while a player joins Brannoc's seat, has the GM drag
# (xdotool) a goblin Brannoc can't see and one he can, and sends forged messages. The app
# must live, its file descriptors come back, and the seat learn nothing its character
# doesn't perceive. A screenshot after: build/siege/after.png.
#
# Usage: scripts/siege.sh        BATTLEMAP=path/to/battlemap SIEGE=0 (the checks without the siege)
# Needs: Xvfb, xdotool, imagemagick, python3 (installed by scripts/deps.sh when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
source scripts/deps.sh
bm_install_deps xvfb xdotool imagemagick
app_bin=${BATTLEMAP:-$root/build/bin/battlemap}
[ -x "$app_bin" ] || { echo "no $app_bin: set BATTLEMAP to a build" >&2; exit 2; }
out=$root/build/siege
mkdir -p "$out"
work=$(mktemp -d)
cp resources/samples/millbrook-ford.battlemap.json "$work/enc.battlemap.json"
export DISPLAY=:$((70 + RANDOM % 20))
Xvfb "$DISPLAY" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
app=
trap 'kill $app $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
mkdir -p "$work/config"
XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/config "$app_bin" --language de --serve 0 \
  --seat-links "$work/seats.json" "$work/enc.battlemap.json" >"$work/app.log" 2>&1 &
app=$!
win=$(xdotool search --sync --onlyvisible --name 'Battlemap' | head -1)
xdotool windowmove "$win" 0 0 windowsize "$win" 1280 720
sleep 3
import -window root "$work/grid.png"
read -r gx gy sx sy < <(python3 scripts/walkthrough-gridbox.py "$work/grid.png" 30 20)
sq() { python3 -c "print(round($gx + $1 * $sx), round($gy + $2 * $sy))"; }
# A drag held over two squares, then let go with Esc (the token goes back): Goblin 3 in
# the house (22, 7), which Brannoc can't see, and Goblin 1 at (17, 6), which he can.
read -r ax ay < <(sq 22.5 7.5); read -r bx by < <(sq 23.5 7.5); read -r cx cy < <(sq 23.5 8.5)
read -r dx dy < <(sq 17.5 6.5); read -r ex ey < <(sq 16.5 6.5); read -r fx fy < <(sq 15.5 6.5)
unseen="xdotool mousemove $ax $ay sleep 0.3 mousedown 1 sleep 0.2 mousemove $bx $by sleep 0.3 mousemove $cx $cy sleep 0.5 key Escape sleep 0.2 mouseup 1"
seen="xdotool mousemove $dx $dy sleep 0.3 mousedown 1 sleep 0.2 mousemove $ex $ey sleep 0.3 mousemove $fx $fy sleep 0.5 key Escape sleep 0.2 mouseup 1"
python3 scripts/siege.py "$app" "$work/seats.json" "$unseen" "$seen"
import -window root "$out/after.png"
kill -0 "$app" && echo "the app lives; screenshot: $out/after.png"
