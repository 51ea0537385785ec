#!/usr/bin/env bash
# The GM workflow of RULES.md 14 in a real X display, in German and in English, with two
# players' phones (the fighter's and the wizard's seats in headless Chromium at 390x844):
# the crates scene (docs/walkthrough/crates-scene.json): a goblin rogue hides behind crates
# (typed Stealth 17), the fighter (passive Perception 10) doesn't perceive it, the wizard
# (18) does; the fighter's Search finds it (re-rolled with Undo until the d20 makes 17: the
# window rolls Search itself); it attacks the monk from hiding with advantage; Reveal; the
# barbarian shoves the ogre into the wall; the barbarian grapples the kobold and drags it;
# the monk tumbles through the bandit; then the flooded cellar
# (docs/walkthrough/flooded-cellar.json): the fighter's longsword underwater, fire resisted,
# and the Deep water brush. Screenshots go to build/walkthrough-rules14/ (GM: rules14-NN-*-LANG.png,
# phones: rules14-phone-SEAT-STEP-LANG.png). Look at every one of them.
#
# Usage: scripts/walkthrough-rules14.sh [de|en ...]   (default: de en)
#        BATTLEMAP=path/to/battlemap CLI=path/to/battlemap-cli OUT=dir
# Needs: Xvfb, xdotool, imagemagick, chromium, node (>= 20), python3. Never builds.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
app_bin=${BATTLEMAP:-$root/build/bin/battlemap}
[ -x "$app_bin" ] || { echo "no $app_bin: set BATTLEMAP (and CLI) to a built battlemap" >&2; exit 2; }
cli=${CLI:-$root/build/bin/battlemap-cli}
out=${OUT:-$root/build/walkthrough-rules14}
langs=("${@:-de}")
[ $# -eq 0 ] && langs=(de en)
mkdir -p "$out"
work=$(mktemp -d)
display=:$((70 + RANDOM % 20))
Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
app=
phones_pid=
cleanup() {
  stop_phones
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
shot() { sleep "${2:-0.8}"; import -window root "$out/rules14-$1-$lang.png"; echo "  $out/rules14-$1-$lang.png"; }
sq() { python3 -c "print(round($gx + ($1) * $sx), round($gy + ($2) * $sy))"; }
click() { xdotool mousemove $1 $2 click "${3:-1}"; }
# Without a window manager nobody hands the keyboard back after a dialog or menu closes.
refocus() { xdotool windowfocus --sync "$win" 2>/dev/null || true; sleep 0.2; }
hover() { xdotool mousemove 840 680; sleep 0.4; xdotool mousemove $1 $2; sleep 0.3; xdotool mousemove_relative 1 1; }
menu() { # right-click square centre x y, then the keys (Down ×n …)
  refocus
  click $(sq "$1" "$2") 3
  sleep 0.6
  shift 2
  [ $# -gt 0 ] && xdotool key --delay 120 "$@"
  true
}
drag() { # from-x from-y to-x to-y name (squares); shot while dragging
  local a b c d
  read -r a b < <(sq "$1" "$2")
  read -r c d < <(sq "$3" "$4")
  xdotool mousemove $a $b mousedown 1
  for t in 0.1 0.2 0.35 0.5 0.65 0.8 0.9 1; do
    xdotool mousemove $(python3 -c "print(round($a + ($c - $a) * $t), round($b + ($d - $b) * $t))")
    sleep 0.15
  done
  sleep 0.6
  shot "$5" 0.3
  xdotool mouseup 1
}
start_app() { # file [extra args]
  local file=$1
  shift
  rm -rf "$work/config" && mkdir -p "$work/config"
  XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/config LANG=C.UTF-8 LANGUAGE= \
    "$app_bin" --language "$lang" "$@" "$file" >"$work/app.log" 2>&1 &
  app=$!
  win=$(xdotool search --sync --onlyvisible --name 'Battlemap' | head -1)
  xdotool windowmove "$win" 0 0 windowsize "$win" 1280 720
  sleep 2.5
  refocus
}
stop_app() { kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true; app=; }
find_grid() { # cols rows
  import -window root "$work/grid.png"
  read -r gx gy sx sy < <(python3 "$root/scripts/walkthrough-gridbox.py" "$work/grid.png" "$1" "$2")
}
phones_port=
phones() { # step name
  curl -s --max-time 60 "http://127.0.0.1:$phones_port/shot?step=$1-$lang&dir=$out" | sed 's/^/  /'
}
start_phones() { # seat=link ...
  rm -f "$work/phones.info"
  node --experimental-websocket "$root/scripts/walkthrough-phones.mjs" "$work/phones.info" "$lang" "$@" >"$work/phones.log" 2>&1 &
  phones_pid=$!
  for _ in $(seq 300); do [ -s "$work/phones.info" ] && break; sleep 0.1; done
  read -r phones_port chrome_pid <"$work/phones.info" || true
}
stop_phones() {
  [ -n "$phones_pid" ] || return 0
  curl -s --max-time 5 "http://127.0.0.1:$phones_port/quit" >/dev/null || true
  sleep 0.5
  kill "$phones_pid" "$chrome_pid" 2>/dev/null || true
  phones_pid=
}
chrome_pid=
save_and_check() { # the file the app has open: saves it (Ctrl+S), prints the goblin's foundBy
  refocus
  xdotool key ctrl+s
  sleep 0.8
  python3 -c "import json,sys; d=json.load(open(sys.argv[1])); g=[c for c in d['creatures'] if c['id']=='goblin'][0]; print(' '.join(g.get('hidden',{}).get('foundBy',[])) if 'hidden' in g else 'not-hidden')" "$1"
}
# The bottom-right dock's tabs and the top-right dock's tabs, by their text, are not
# where a script can find them: the panels are raised by the tools themselves, the
# combat log by View.

for lang in "${langs[@]}"; do
  echo "== $lang"
  # The Combat Log tab (top-right dock) and the Stat Block's Apply button: same height in
  # both languages, the docks' left edge moves with the words.
  logtab="1140 327"
  case $lang in de) apply="916 656" ;; *) apply="936 656" ;; esac
  scene=$work/crates-scene.json
  cp "$root/docs/walkthrough/crates-scene.json" "$scene"
  start_app "$scene" --serve 0 --seat-links "$work/seats.json"
  find_grid 22 14
  echo "  grid at $gx,$gy, squares $sx x $sy px"
  seats=$(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(' '.join(s['creature']+'='+s['link'] for s in d['seats'] if s['creature'] in ('fighter','wizard')))" "$work/seats.json")
  # shellcheck disable=SC2086
  start_phones $seats
  echo "  phones on port $phones_port"

  # 1 The scene.
  shot 01-scene
  phones 01-scene

  # 2 The goblin hides: token menu → Hide… (the 6th entry), type the total 17.
  menu 11.5 4.5 Down Down Down Down Down Down
  shot 02a-hide-menu 0.3
  xdotool key Return
  sleep 0.6
  xdotool key Down Tab ctrl+a
  xdotool type 17
  shot 02b-hide-dialog 0.3
  xdotool key Return
  sleep 0.5
  refocus
  hover $(sq 11.55 4.6)
  shot 02-goblin-hides 1.5

  # 3 The phones: the fighter (passive 10) doesn't perceive it, the wizard (18) does.
  phones 03-hidden

  # 4 The fighter searches (Search is the 7th entry). The window rolls d20 + 0: a check
  #   below 17 finds nothing, so Undo and search again until it finds (the table's roll).
  tries=0
  while :; do
    tries=$((tries + 1))
    menu 6.5 4.5 Down Down Down Down Down Down Down Return
    sleep 0.5
    found=$(save_and_check "$scene")
    [ "$found" = fighter ] && break
    [ $tries -ge 60 ] && { echo "  Search never found the goblin in $tries tries"; break; }
    refocus
    xdotool key ctrl+z
    sleep 0.3
  done
  echo "  Search found it at try $tries"
  click $logtab
  click $(sq 20.5 12.5)
  refocus
  hover $(sq 11.55 4.6)
  shot 04-fighter-search-finds 1.5
  phones 04-after-search

  # 5 The goblin attacks the monk from hiding: token menu → Attack ▸ Shortbow (Reveal is
  #   enabled now: Attack is the 9th entry), click the monk: the Stat Block's resolution.
  menu 11.5 4.5 Down Down Down Down Down Down Down Down Down Right Down
  shot 05a-attack-menu 0.4
  xdotool key Return
  sleep 0.4
  click $(sq 4.5 11.5)
  xdotool mousemove $(sq 1 13)
  shot 05-attack-from-hiding 1
  # Apply: the attack is logged and ends the hiding (RULES.md 14.4).
  click $apply
  sleep 0.5
  click $logtab
  xdotool mousemove $(sq 1 13)
  shot 05b-attack-applied-revealed 0.8
  echo "  after the attack: $(save_and_check "$scene")"

  # 6 Reveal: Undo the attack (the goblin hides again), then the token menu's Reveal
  #   (the 8th entry).
  refocus
  xdotool key ctrl+z
  sleep 0.5
  menu 11.5 4.5 Down Down Down Down Down Down Down Down
  shot 06a-reveal-menu 0.4
  xdotool key Return
  sleep 0.5
  click $logtab
  click $(sq 20.5 12.5)
  refocus
  hover $(sq 11.55 4.6)
  shot 06-revealed 1.5
  phones 06-revealed

  # 7 The barbarian shoves the ogre into the wall: the ogre's menu → Shove Ogre ▸ (its
  #   9th entry: Reveal is there, disabled, then Attack ▸), hovering the entry shows the push.
  menu 16.8 1.8 Down Down Down Down Down Down Down Down Down Right
  sleep 0.3
  shot 07a-shove-preview 0.8
  xdotool key Return
  sleep 0.5
  refocus
  xdotool mousemove $(sq 1 13)
  shot 07-shoved-into-wall 0.8

  # 8 The barbarian grapples the kobold (Grapple ▸: the ogre, then the kobold), then is
  #   dragged 3 squares west: the kobold comes along, each foot costing double.
  menu 15.5 1.5 Down Down Down Down Down Down Down Down Down Down Right Down
  shot 08a-grapple-menu 0.4
  xdotool key Return
  sleep 0.5
  refocus
  drag 15.5 1.5 12.5 1.5 08b-dragging-grappled
  xdotool mousemove $(sq 1 13)
  shot 08-dragged-grappled 0.8

  # 9 The monk tumbles through the bandit: Tumble Through ▸ Bandit, then drag east.
  menu 4.5 11.5 Down Down Down Down Down Down Down Down Right
  shot 09a-tumble-menu 0.4
  xdotool key Return
  sleep 0.4
  refocus
  drag 4.5 11.5 9.5 11.5 09-tumble-through-path
  xdotool mousemove $(sq 1 13)
  shot 09b-tumbled 0.8

  stop_phones
  stop_app

  # 10 Underwater: the fighter's Flame Tongue Longsword on the sahuagin, both in deep water.
  cellar=$work/flooded-cellar.json
  cp "$root/docs/walkthrough/flooded-cellar.json" "$cellar"
  start_app "$cellar"
  find_grid 16 10
  menu 6.5 4.5 Down Down Down Down Down Down Down Down Right Down
  shot 10a-attack-menu 0.4
  xdotool key Return
  sleep 0.4
  click $(sq 7.5 4.5)
  xdotool mousemove $(sq 1 9)
  shot 10-underwater-attack 1
  # The Attack Check panel (cover tool, C): fighter, then sahuagin.
  refocus
  xdotool key c
  click $(sq 6.5 4.5)
  sleep 0.3
  click $(sq 7.5 4.5)
  xdotool mousemove $(sq 1 9)
  shot 10b-underwater-attack-check 1
  # Deep water in the terrain brush (B): the toolbar's terrain list, then paint a strip.
  refocus
  xdotool key Escape b
  sleep 0.3
  case $lang in de) combo="1115 36" deep=Tief ;; *) combo="1057 36" deep=Deep ;; esac
  click $combo
  sleep 0.6
  xdotool type "$deep"
  shot 10c-brush-list 0.5
  xdotool key Return
  sleep 0.3
  refocus
  drag 12.5 7.5 14.5 8.5 10d-painting-deep-water
  xdotool mousemove $(sq 1 9)
  shot 10e-deep-water-painted 0.6
  stop_app
done
echo "Look at every one of them."
