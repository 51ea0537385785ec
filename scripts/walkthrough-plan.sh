#!/usr/bin/env bash
# RULES.md 15 in a real X display at 1280x720, in German and in English: the bundled sample's
# fight started with battlemap-cli and advanced to Goblin 1's turn, then in the window, by
# keys as a GM presses them: P plans its turn (the plan on the map, its card in the Combatant
# panel), Other Options (O) draws the next best and cycles back, Esc takes it away, P and
# Do It (Return) move the goblin and hand its shot to the Stat Block panel, Apply deals it,
# Ctrl+Z takes back the move and the shot together; Shift+P plans the round, Skip (S) goes on
# to the next hostile. Then the generated 60 x 60 fight (docs/walkthrough/plan-fight.json):
# the round planned for its twelve raiders, each plan shown in turn (Skip). Screenshots go to
# build/walkthrough-plan/ (plan-NN-*-LANG.png).
# Look at every one of them.
#
# Usage: scripts/walkthrough-plan.sh [de|en ...]   (default: de en)
#        BATTLEMAP=path/to/battlemap CLI=path/to/battlemap-cli OUT=dir
# Needs: Xvfb, xdotool, imagemagick, python3. Never builds.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
app_bin=${BATTLEMAP:-$root/build/bin/battlemap}
cli=${CLI:-$root/build/bin/battlemap-cli}
[ -x "$app_bin" ] && [ -x "$cli" ] || { echo "no $app_bin or $cli: set BATTLEMAP and CLI to a build" >&2; exit 2; }
out=${OUT:-$root/build/walkthrough-plan}
langs=("${@:-de}")
[ $# -eq 0 ] && langs=(de en)
mkdir -p "$out"
work=$(mktemp -d)
display=:$((70 + RANDOM % 20))
Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
app=
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done

lang=en
win=
gx=0 gy=0 sx=1 sy=1
shot() { sleep "${2:-0.8}"; import -window root "$out/plan-$1-$lang.png"; echo "  $out/plan-$1-$lang.png"; }
sq() { python3 -c "print(round($gx + ($1) * $sx), round($gy + ($2) * $sy))"; }
# Without a window manager nobody hands the keyboard back after a menu closes.
refocus() { xdotool windowfocus --sync "$win" 2>/dev/null || true; sleep 0.2; }
keys() { refocus; xdotool key --delay 150 "$@"; }
turn() { python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['combat']['turn'])" "$1"; }
where() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); c=[c for c in d['creatures'] if c['id']==sys.argv[2]][0]; print(c['position'], c.get('hp'))" "$1" "$2"; }

# Opens FILE in the window (a fresh configuration, the language $lang) at 1280x720 and finds
# its grid of W x H squares on the screen (gx gy sx sy for sq).
open_app() {
  rm -rf "$work/config" && mkdir -p "$work/config"
  XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/config LANG=C.UTF-8 LANGUAGE= \
    "$app_bin" --language "$lang" "$1" >"$work/app.log" 2>&1 &
  app=$!
  win=$(xdotool search --sync --onlyvisible --name 'Battlemap' | head -1)
  xdotool windowmove "$win" 0 0 windowsize "$win" 1280 720
  sleep 3
  refocus
  import -window root "$work/grid.png"
  read -r gx gy sx sy < <(python3 "$root/scripts/walkthrough-gridbox.py" "$work/grid.png" "$2" "$3")
  echo "  grid at $gx,$gy, squares $sx x $sy px"
}
close_app() {
  kill "$app" 2>/dev/null || true
  wait "$app" 2>/dev/null || true
  app=
}

for lang in "${langs[@]}"; do
  echo "== $lang"
  # The Stat Block panel's Apply: the panel's left edge moves with the words.
  case $lang in de) apply="916 656" ;; *) apply="936 656" ;; esac
  # The fight as the tracker leaves it after Start Combat and Next Turn up to Goblin 1.
  file=$work/plan-$lang.battlemap.json
  "$cli" combat "$root/resources/samples/millbrook-ford.battlemap.json" start --seed 20261129 -o "$file" >/dev/null
  for _ in $(seq 20); do
    [ "$(turn "$file")" = gob1 ] && break
    "$cli" combat "$file" next --seed 1 -o "$file" >/dev/null
  done
  echo "  turn: $(turn "$file")"
  open_app "$file" 30 20
  # The map takes the keys: a click on an empty square (the river bank at 13, 18).
  xdotool mousemove $(sq 13.5 18.5) click 1
  sleep 0.3

  # 1 Plan Turn: Goblin 1 walks round the ogre to shoot Ilsa.
  keys p
  xdotool mousemove $(sq 29 19)
  shot 01-plan-turn
  # 2 Other Options: the next best; three more bring the best back.
  keys o
  shot 02-other-option
  keys o o o
  # 3 Esc: the plan is gone.
  keys Escape
  shot 03-dismissed 0.5
  # 4 Plan Turn, Do It: the goblin moves, its shot waits in the Stat Block panel.
  keys p
  sleep 0.4
  keys Return
  shot 04-do-it
  # 5 Apply: Ilsa takes the damage; the log says so.
  xdotool mousemove $apply click 1
  sleep 0.5
  xdotool mousemove $(sq 29 19)
  shot 05-applied
  # 6 One Undo takes back the move and the shot.
  keys ctrl+z
  shot 06-undone 0.6
  # 7 Plan the Round: every hostile in turn, each as if the ones before had moved.
  xdotool mousemove $(sq 13.5 18.5) click 1
  keys shift+p
  xdotool mousemove $(sq 29 19)
  shot 07-plan-round
  # 8 Skip: the dire wolf's plan.
  keys s
  shot 08-round-next
  close_app

  # The generated 60 x 60 fight (docs/walkthrough/make-plan-fight.py): twelve raiders, the
  # round planned from the first of them, every plan looked at (Skip goes to the next).
  file=$work/fight-$lang.battlemap.json
  "$cli" combat "$root/docs/walkthrough/plan-fight.json" start --seed 20261129 -o "$file" >/dev/null
  for _ in $(seq 20); do
    case $(turn "$file") in gob*|hob*|ogre|bugbear|hound*|orc) break ;; esac
    "$cli" combat "$file" next --seed 1 -o "$file" >/dev/null
  done
  echo "  fight, turn: $(turn "$file")"
  open_app "$file" 60 60
  xdotool mousemove $(sq 2.5 57.5) click 1
  sleep 0.3
  keys shift+p
  xdotool mousemove $(sq 59 59)
  shot 20-fight-round-01 1.5
  for k in $(seq 2 12); do
    keys s
    shot "20-fight-round-$(printf %02d "$k")" 1.2
  done
  close_app
done
