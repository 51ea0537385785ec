#!/usr/bin/env bash
# A real-display check of the window: runs the app under Xvfb at 1280x720 on
# the bundled sample, drives it with xdotool as a GM would — start combat, next turn, drag the owl
# familiar 25 ft (it flies), open the encounter settings, switch to German, measure with
# the ruler — and saves a screenshot after each step in build/gui-smoke/. Look at them:
# this script proves the workflow runs on a real X server, the eyes prove it looks right.
#
# Usage: scripts/gui-smoke.sh        BUILD_DIR=dir to use another build folder
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
bm_install_deps xvfb xdotool imagemagick
build=${BUILD_DIR:-build}
[ -f "$build/build.ninja" ] || cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --target battlemap
out="$build/gui-smoke"
rm -rf "$out" && mkdir -p "$out"

display=:$((90 + RANDOM % 9))
config=$(mktemp -d)
Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
app=
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  rm -rf "$config"
}
trap cleanup EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done

# A first start: no saved layout, no language setting, English.
XDG_CONFIG_HOME=$config XDG_DATA_HOME=$config LANG=C.UTF-8 LANGUAGE= "$build/bin/battlemap" --language en &
app=$!
win=$(xdotool search --sync --onlyvisible --name 'Battlemap' | head -1)
xdotool windowmove "$win" 0 0 windowsize "$win" 1280 720 windowfocus "$win"
sleep 2
n=0
shot() { n=$((n + 1)); sleep "${2:-0.8}"; import -window root "$out/$(printf %02d "$n")-$1.png"; echo "  $out/$(printf %02d "$n")-$1.png"; }
# The sample fitted to the view at 1280x720 (the default layout): the grid's top-left
# corner and the size of a square on screen. Square (x, y) centre: sq x y.
read -r gx gy gs < <(xdotool getwindowgeometry "$win" >/dev/null; echo 61 113 26.45)
sq() { python3 -c "print(round($gx + ($1) * $gs), round($gy + ($2) * $gs))"; }
click() { xdotool mousemove $1 $2 click 1; }
# Without a window manager nobody hands the keyboard back after a dialog closes.
refocus() { xdotool windowfocus --sync "$win"; click 20 690; sleep 0.3; }
drag() { # from-x from-y to-x to-y [modifier key]
  [ -n "${5:-}" ] && xdotool keydown "$5"
  xdotool mousemove $1 $2 mousedown 1
  for t in 0.25 0.5 0.75 1; do
    xdotool mousemove $(python3 -c "print(round($1 + ($3 - $1) * $t), round($2 + ($4 - $2) * $t))")
    sleep 0.1
  done
  sleep 0.4
  shot "${6:-drag}-during" 0.2
  xdotool mouseup 1
  [ -n "${5:-}" ] && xdotool keyup "$5"
  true
}

echo "Screenshots:"
shot start
click $(sq 15 19.7) # the map, to give it the keyboard
xdotool key alt+o s # Combat → Start Combat: the sample opens before the fight
sleep 0.4
xdotool key n       # Next Turn
shot next-turn
# The owl familiar (Tiny, walk 5, fly 60) at 3,10 flies 25 ft east.
drag $(sq 3.25 10.25) $(sq 8.25 10.25) "" owl-fly
shot owl-flew
# Map → Encounter Settings (Alt+M, the last item but one).
xdotool key alt+m
shot map-menu 0.5
xdotool key Up Up Return
shot encounter-settings
xdotool key Escape
refocus
# View → Language → Deutsch.
xdotool key alt+v
shot view-menu 0.5
xdotool key l
shot language-menu 0.5
xdotool key Down Return
shot german
# The ruler (R) from the giant to the ogre, in German.
refocus
xdotool key r
drag $(sq 27 17) $(sq 18 11) "" ruler
shot done
echo "Look at every one of them before calling the window done."
