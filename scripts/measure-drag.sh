#!/usr/bin/env bash
# What the players' screens cost the GM, in a real X display: the app's processor time for
# one drag stroke, 150 mouse moves of one square each (75 east, 75 back but the last), as a
# hand makes them (about 60 a second), on a bright 200 x 200 map (scripts/make-drag-map.py:
# bench/benchmap.h's bigMap in daylight) in the real battlemap window at 1280x720, the map
# fitted to the view as it opens (about 3 pixels a square: every move is a new square).
# Three ways: the players' view closed; the players' view open
# (1920x1080 beside the GM's window, following the GM's view as it does by default); the
# players' view open and six phones joined (headless Chromium at a phone's size, one page
# per party member's seat link, scripts/walkthrough-phones.mjs). Each way on a fresh start
# of the app, RUNS strokes (default 3); printed per stroke: the app process's processor
# seconds (utime + stime of /proc/PID/stat, all its threads, from the press to a second
# after the release), then each way's median and its ratio to the closed view's.
# A screenshot of the whole display mid-stroke per way: build/measure-drag/drag-<way>.png,
# and a montage of the three (drag-montage.png). Look at them.
#
# Usage: scripts/measure-drag.sh        BATTLEMAP=path/to/battlemap OUT=dir RUNS=n
# Needs: Xvfb, xdotool, imagemagick, chromium, node (>= 20), python3 (installed by
# scripts/deps.sh when missing). Never builds.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
source scripts/deps.sh
bm_install_deps xvfb xdotool imagemagick chromium nodejs curl
app_bin=${BATTLEMAP:-$root/build/bin/battlemap}
[ -x "$app_bin" ] || { echo "no $app_bin: set BATTLEMAP to a build" >&2; exit 2; }
out=${OUT:-$root/build/measure-drag}
runs=${RUNS:-3}
mkdir -p "$out"
work=$(mktemp -d)
display=:$((50 + RANDOM % 20))
# Room for the GM's window (1280x720) and the players' (1920x1080) beside it.
Xvfb "$display" -screen 0 3200x1080x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
app=
phones_pid=
chrome_pid=
stop_phones() {
  [ -n "$phones_pid" ] || return 0
  curl -s --max-time 5 "http://127.0.0.1:$phones_port/quit" >/dev/null || true
  sleep 0.5
  kill "$phones_pid" "$chrome_pid" 2>/dev/null || true
  phones_pid=
}
close_app() {
  [ -n "$app" ] || return 0
  kill "$app" 2>/dev/null || true
  wait "$app" 2>/dev/null || true
  app=
}
cleanup() {
  stop_phones
  close_app
  kill "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done

python3 "$root/scripts/make-drag-map.py" "$work/drag.battlemap.json"
# The stroke (make-drag-map.py): the party member at 60, 100 goes east to 135 and back to 61.
from_x=60 row=100

cpu() { # the app's processor time in clock ticks (utime + stime)
  awk '{ print $14 + $15 }' "/proc/$app/stat"
}
win=
gx=0 gy=0 sx=1 sy=1
# Square (x, y)'s centre on screen (x, y given with their .5).
sq() { awk -v gx="$gx" -v gy="$gy" -v sx="$sx" -v sy="$sy" -v x="$1" -v y="$2" \
  'function r(v) { return v < 0 ? -int(-v + 0.5) : int(v + 0.5) } BEGIN { print r(gx + x * sx), r(gy + y * sy) }'; }

open_app() { # extra arguments for the app
  rm -rf "$work/config" && mkdir -p "$work/config"
  XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/config LANG=C.UTF-8 LANGUAGE= \
    "$app_bin" --language en "$@" "$work/drag.battlemap.json" >"$work/app.log" 2>&1 &
  app=$!
  win=$(xdotool search --sync --onlyvisible --name 'Battlemap' | head -1)
  xdotool windowmove "$win" 0 0 windowsize "$win" 1280 720
  sleep 3
  xdotool windowfocus --sync "$win" 2>/dev/null || true
  import -window root -crop 1280x720+0+0 "$work/grid.png"
  read -r gx gy sx sy < <(python3 "$root/scripts/walkthrough-gridbox.py" "$work/grid.png" 200 200)
  echo "  the map fitted: squares of $sx x $sy px from $gx,$gy"
}

open_players() {
  xdotool key ctrl+shift+p
  local pw
  pw=$(xdotool search --sync --onlyvisible --name 'Player View' | head -1)
  xdotool windowmove "$pw" 1280 0 windowsize "$pw" 1920 1080
  sleep 2
  xdotool windowfocus --sync "$win" 2>/dev/null || true
  sleep 1
}

start_phones() {
  local seats
  seats=$(python3 -c "
import json, sys
d = json.load(open(sys.argv[1]))
print(' '.join(s['creature'] + '=' + s['link'] for s in d['seats'] if s['creature']))" "$work/seats.json")
  rm -f "$work/phones.info"
  # shellcheck disable=SC2086
  node --experimental-websocket "$root/scripts/walkthrough-phones.mjs" "$work/phones.info" en $seats >"$work/phones.log" 2>&1 &
  phones_pid=$!
  for _ in $(seq 300); do [ -s "$work/phones.info" ] && break; sleep 0.1; done
  read -r phones_port chrome_pid <"$work/phones.info" || true
  echo "  $(echo "$seats" | wc -w) phones joined"
  sleep 3
}

# One stroke: press on the party member, 150 moves a square each at about 60 a second,
# release; the processor time from the press to a second after the release. `shot`: the
# display saved at the 75th move.
stroke() { # shot-file or ""
  local moves=() half=() i x
  for i in $(seq 1 150); do
    if [ "$i" -le 75 ]; then x=$((from_x + i)); else x=$((from_x + 151 - i)); fi
    # shellcheck disable=SC2207
    local p=($(sq "$x.5" "$row.5"))
    if [ "$i" -le 75 ]; then half+=(mousemove "${p[0]}" "${p[1]}" sleep 0.016); else moves+=(mousemove "${p[0]}" "${p[1]}" sleep 0.016); fi
  done
  # shellcheck disable=SC2207
  local start=($(sq "$from_x.5" "$row.5"))
  xdotool mousemove "${start[0]}" "${start[1]}"
  sleep 0.5
  local t0 t1
  t0=$(cpu)
  xdotool mousedown 1 "${half[@]}"
  [ -n "$1" ] && import -window root "$1" &
  xdotool "${moves[@]}" mouseup 1
  sleep 1
  wait
  t1=$(cpu)
  # Put it back for the next stroke (Ctrl+Z), untimed.
  xdotool key ctrl+z
  sleep 1
  python3 -c "print(f'{($t1 - $t0) / $(getconf CLK_TCK):.2f}')"
}

declare -A median
measure() { # way
  local way=$1 times=() k
  for k in $(seq 1 "$runs"); do
    local shot=""
    [ "$k" -eq 1 ] && shot="$out/drag-$way.png"
    times+=("$(stroke "$shot")")
  done
  median[$way]=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  echo "  $way: ${times[*]} s (median ${median[$way]} s)"
}

echo "== uptime: $(uptime)"
echo "== players' view closed"
open_app
measure closed
close_app

echo "== players' view open"
open_app
open_players
measure players
close_app

echo "== players' view open, six phones"
open_app --serve 0 --seat-links "$work/seats.json"
open_players
start_phones
measure phones
stop_phones
close_app

echo "== uptime: $(uptime)"
python3 - "${median[closed]}" "${median[players]}" "${median[phones]}" <<'EOF'
import sys
closed, players, phones = map(float, sys.argv[1:])
print(f"processor seconds per stroke (median): closed {closed:.2f}, players' view {players:.2f}, "
      f"players' view and six phones {phones:.2f}")
print(f"ratios to closed: players' view {players / closed:.2f}x, with six phones {phones / closed:.2f}x")
EOF
montage "$out/drag-closed.png" "$out/drag-players.png" "$out/drag-phones.png" -tile 1x3 -geometry 1600x540+2+2 "$out/drag-montage.png"
echo "Screenshots: $out/drag-{closed,players,phones}.png, $out/drag-montage.png"
