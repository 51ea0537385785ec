#!/usr/bin/env bash
# Builds the benchmarks in an optimised tree (build-bench), runs every one of them, then
# prints the version-2 figures from their results: sight, areas and the attack
# check on 100 x 100, 200 x 200 and 400 x 400 maps with how each grows, and the frame of
# 300 tokens over a 4096 x 4096 background as a ratio to the background alone; and issue
# 31's sight table: the sweep beside the reference and beside libtcod's shadowcasting.
# With --benchmark_repetitions=N the medians are used.
# Usage: scripts/bench.sh [extra Google Benchmark flags, e.g. --benchmark_filter=Sight]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
bm_install_deps "${BM_BENCH_PACKAGES[@]}"

benches=(bench_movement bench_forced bench_cover bench_areas bench_sight bench_render bench_fog bench_library bench_table bench_plan)
cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATTLEMAP_BUILD_BENCH=ON >/dev/null
cmake --build build-bench --target "${benches[@]}" bench_table_browser
out=build-bench/bench-results
rm -rf "$out" && mkdir -p "$out"
for b in "${benches[@]}"; do
  echo "== $b"
  "build-bench/bin/$b" --benchmark_counters_tabular=true --benchmark_out="$out/$b.json" --benchmark_out_format=json "$@"
done
# The GM's drag step to a player's browser frame (headless Chromium; not a
# Google Benchmark: one run, one line).
echo "== bench_table_browser"
build-bench/bin/bench_table_browser || echo "(skipped: no Chromium)"

python3 - "$out" <<'PY'
import glob, json, os, re, sys

runs = {}
for path in sorted(glob.glob(os.path.join(sys.argv[1], '*.json'))):
    benchmarks = json.load(open(path)).get('benchmarks', [])
    for b in benchmarks:  # one run each, or with repetitions the median
        if b.get('run_type', 'iteration') == 'iteration':
            runs.setdefault(b['run_name'] if 'run_name' in b else b['name'], b)
    for b in benchmarks:
        if b.get('run_type') == 'aggregate' and b.get('aggregate_name') == 'median':
            runs[b['run_name']] = b

SCALE = {'ns': 1e-3, 'us': 1.0, 'ms': 1e3, 's': 1e6}
def micros(b):  # processor time: on a shared machine the wall clock also counts the waits
    return b['cpu_time'] * SCALE[b.get('time_unit', 'ns')]

def fmt(us):
    return f"{us / 1000:.2f} ms" if us >= 1000 else f"{us:.1f} us"

def growth_rows(title, rows):
    print(f"\n{title}")
    print(f"  {'':<44} {'100x100':>11} {'200x200':>11} {'400x400':>11} {'400/100':>8}")
    for label, pattern in rows:
        cells = []
        for side in (100, 200, 400):
            name = pattern.format(side=side)
            cells.append(micros(runs[name]) if name in runs else None)
        if all(c is None for c in cells):
            continue
        text = [fmt(c) if c is not None else '-' for c in cells]
        grow = f"{cells[2] / cells[0]:.1f}x" if cells[0] and cells[2] else '-'
        print(f"  {label:<44} {text[0]:>11} {text[1]:>11} {text[2]:>11} {grow:>8}")

print("\n== version-2 figures (processor time per operation; growth = 400x400 over 100x100)")
growth_rows("sight (RULES.md 12; 2,000 walls and 20 lights per 200x200, party of 6)", [
    ("visible squares, one viewer, dark", "BM_VisibleSquaresOneViewer/side:{side}/bright:0/ref:0"),
    ("visible squares, one viewer, bright", "BM_VisibleSquaresOneViewer/side:{side}/bright:1/ref:0"),
    ("party union, all six moved, dark", "BM_PartyUnionAllMoved/side:{side}/bright:0/ref:0"),
    ("party union, all six moved, bright", "BM_PartyUnionAllMoved/side:{side}/bright:1/ref:0"),
    ("party union, one moved (others cached), dark", "BM_PartyUnionOneMoved/side:{side}/bright:0/ref:0"),
    ("indexing the map for sight, dark", "BM_IndexMap/side:{side}/bright:0"),
    ("indexing again after a door toggled, dark", "BM_IndexMapDoorToggled/side:{side}/bright:0"),
])
growth_rows("areas of effect, 60 ft (RULES.md 11; 2,000 walls per 200x200)", [
    ("indexing the map (AreaMap)", "BM_AreaMapBuild/side:{side}"),
    ("5e sphere", "BM_Area5eSphere60/side:{side}"),
    ("5e cube", "BM_Area5eCube60/side:{side}"),
    ("5e cone", "BM_Area5eCone60/side:{side}"),
    ("5e line", "BM_Area5eLine60/side:{side}"),
    ("2024 emanation", "BM_Area5eEmanation60/side:{side}"),
    ("pf2e burst", "BM_AreaPf2eBurst60/side:{side}"),
    ("pf2e cone", "BM_AreaPf2eCone60/side:{side}"),
    ("pf2e line", "BM_AreaPf2eLine60/side:{side}"),
    ("pf2e emanation", "BM_AreaPf2eEmanation60/side:{side}"),
])
growth_rows("attack check (RULES.md 5-7, 10, 12)", [
    ("one check with sight, dark", "BM_AttackCheckWithSight/side:{side}/bright:0"),
    ("one check with sight, attacker 30 ft up, dark", "BM_AttackCheckWithSightElevated/side:{side}/bright:0"),
    ("all 1,560 pairs of 40, ground", "BM_AttackAllPairsGround/side:{side}"),
    ("all 1,560 pairs of 40, elevations set", "BM_AttackAllPairsElevated/side:{side}"),
])
print("\n== sight as SightMap computes it (new: Method::Auto, the cast or, where cheaper, the reference)"
      " beside the reference (version 2's line test) and beside libtcod's symmetric shadowcasting on the map"
      " rasterised to tiles (a speed anchor: no light, tiles not lines)")
print(f"  {'map':<8} {'light':<7} {'':<22} {'new':>10} {'reference':>10} {'libtcod':>10} {'ref/new':>10} {'new/tcod':>11}")
SIGHT = (("one viewer", "BM_VisibleSquaresOneViewer", 0), ("party, all six moved", "BM_PartyUnionAllMoved", 1),
         ("party, one moved", "BM_PartyUnionOneMoved", 2), ("drag step, torch, fog", "BM_DragStepCarriedLight", 3))
for side in (100, 200, 400):
    for bright, light in ((0, "dark"), (1, "bright")):
        for label, bench, what in SIGHT:
            new = runs.get(f"{bench}/side:{side}/bright:{bright}/ref:0")
            ref = runs.get(f"{bench}/side:{side}/bright:{bright}/ref:1")
            tcod = runs.get(f"BM_LibtcodFov/side:{side}/what:{what}")
            if not new:
                continue
            n = micros(new)
            r = micros(ref) if ref else None
            t = micros(tcod) if tcod else None
            cells = [fmt(n), fmt(r) if r else '-', fmt(t) if t else '-',
                     f"{r / n:.1f}x" if r else '-', f"{n / t:.1f}x" if t else '-']
            print(f"  {str(side) + chr(178):<8} {light:<7} {label:<22} " + " ".join(f"{c:>10}" for c in cells[:4]) + f" {cells[4]:>11}")

# libtcod's own split: its compute_fov clears every cell of the map on each call, and the
# anchor's one-viewer figure also copies the field out; the cast itself is what is left.
tcod = [(side, runs.get(f"BM_LibtcodFov/side:{side}/what:0"), runs.get(f"BM_LibtcodFov/side:{side}/what:4")) for side in (100, 200, 400)]
if all(a and b for _, a, b in tcod):
    print("  libtcod, one viewer: " + ", ".join(f"{side}{chr(178)} {fmt(micros(a))} of which compute_fov {fmt(micros(b))}" for side, a, b in tcod)
          + " (compute_fov clears every cell of the map: it grows with the area, the squares seen don't)")

print("\nrender: 300 tokens over a 4096x4096 background against the background alone, frames in turn"
      " (median wall time of each)")
for label, name in (("1920x1080 view, zoom 0.6", "BM_Render300TokensVsBackground1080p"),
                    ("whole map in the view", "BM_Render300TokensVsBackgroundWholeMap")):
    if name in runs:
        b = runs[name]
        print(f"  {label:<28} {b['tokens_ms']:.2f} ms with {int(b['tokens_on_screen'])} tokens, "
              f"{b['background_ms']:.2f} ms background alone: {b['ratio']:.2f}x")
print("\nfog of war per drag step (200x200, 2,000 walls, party of 6, the mover's torch"
      " 20/20 ft; median processor time of a step: the GM's lighting overlay, then the players' screen)")
for label, prefix in (("dark, carrying a torch", "BM_CarriedLightDragStepParty6/daylight:0/torch:1"),
                      ("dark, no torch", "BM_CarriedLightDragStepParty6/daylight:0/torch:0"),
                      ("daylight, carrying a torch", "BM_CarriedLightDragStepParty6/daylight:1/torch:1"),
                      ("daylight, no torch", "BM_CarriedLightDragStepParty6/daylight:1/torch:0")):
    b = next((v for k, v in runs.items() if k.startswith(prefix)), None)
    if b:
        print(f"  {label:<28} {fmt(b['step_p50_us'])} (p99 {fmt(b['step_p99_us'])}; GM shade {fmt(b['gm_shade_p50_us'])},"
              f" players {fmt(b['players_p50_us'])}); fields per step: {b['fields_per_step']:.0f} computed,"
              f" {b['patched_per_step']:.0f} patched")
PY
