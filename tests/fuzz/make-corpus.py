#!/usr/bin/env python3
"""Seed corpora for the fuzz targets, from the tests: every acceptance case's encounter
(tests/cases), the bundled sample, the encounter files of tests/data; for the CLI target
every case query as arguments + the case's encounter (fuzz_cli.cpp's input format).
UVTT seeds: tests/data/uvtt. Combat seeds (fuzz_combat.cpp's input format): a short fight
on every encounter, and every case query as a script line.
Usage: make-corpus.py OUT_DIR (writes OUT_DIR/encounter, cli, uvtt, combat, table)"""
import glob
import hashlib
import json
import os
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
out = sys.argv[1]
for target in ("encounter", "cli", "uvtt", "combat", "table"):
    os.makedirs(os.path.join(out, target), exist_ok=True)


def put(target, data):
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(out, target, name), "wb") as f:
        f.write(data)


encounters = []
for path in sorted(glob.glob(os.path.join(root, "tests", "cases", "*.json"))):
    case = json.load(open(path))
    enc = json.dumps(case.get("encounter", {}), indent=1).encode()
    encounters.append(enc)
    lines = []
    for q in case.get("queries", []):
        cmd = list(q.get("cmd", []))
        if cmd:
            lines.append(" ".join(str(c) for c in cmd))
            # "nofile": a command that reads no encounter (`monster NAME`), as run-cases runs it
            args = list(cmd) if q.get("nofile") else [cmd[0], "@FILE"] + cmd[1:]
            put("cli", "\n".join(args).encode() + b"\n\n" + json.dumps(case["encounter"]).encode())
for path in sorted(glob.glob(os.path.join(root, "resources", "samples", "*.json"))
                   + glob.glob(os.path.join(root, "tests", "data", "**", "*.json"), recursive=True)):
    encounters.append(open(path, "rb").read())
for path in sorted(glob.glob(os.path.join(root, "tests", "data", "uvtt", "*.*vtt"))):
    put("uvtt", open(path, "rb").read())
    if lines:
        put("combat", "\n".join(lines).encode() + b"\n\n" + enc)
for enc in encounters:
    put("encounter", enc)
    put("cli", b"validate\n@FILE\n\n" + enc)


def fight(enc):
    """A short fight on an encounter: start, damage, a condition, actions, a move, the
    version-2 queries between them, version-3 attacks and saves."""
    try:
        creatures = [c for c in json.loads(enc).get("creatures", []) if isinstance(c, dict) and "id" in c]
    except Exception:
        return None
    if len(creatures) < 2:
        return None
    a, b = creatures[0], creatures[1]
    x, y = (a.get("position") or [0, 0])[:2]
    script = [
        "combat start --seed 7",
        f"combat damage --target {b['id']} --amount 9 --type fire",
        f"combat condition --target {b['id']} --add prone --rounds 2",
        f"sight --from {a['id']} --to {b['id']}",
        f"attack --attacker {a['id']} --target {b['id']} --melee",
        f"area --shape sphere --size 20 --origin {x},{y}",
        f"area --shape cone --size 15 --creature {a['id']} --direction E",
        f"visible --side party",
        f"light --at {x},{y}",
        f"combat area --name Fog --shape sphere --size 20 --origin {x},{y} --rounds 1 --obscured heavy --difficult",
        f"attack --attacker {a['id']} --target {b['id']} --range 80/320",
        "combat next",
        f"combat action --creature {a['id']} --take dash",
        f"combat move --creature {a['id']} --to {x + 1},{y}",
        f"combat heal --target {b['id']} --amount 3",
        f"combat temp-hp --target {a['id']} --amount 5",
        f"combat damage --target {a['id']} --amount 400 --critical",
        f"combat stabilize --target {a['id']}",
        "combat next --rolls 10,10,10,10,10,10,10,10",
        "combat previous",
        "combat end-area --name Fog",
        f"distance --from {a['id']} --to {b['id']}",
        # version 3 (CLI.md): attacks and saves resolved, and applied through the tracker
        f"resolve-attack --attacker {a['id']} --target {b['id']} --bonus 5 --damage 1d8+3 --melee --seed 3",
        f"save --dc 13 --save dex --damage 3d6 --targets {a['id']},{b['id']} --origin {x},{y} --seed 4",
        f"combat attack --attacker {a['id']} --target {b['id']} --bonus 5 --damage 2d6 --range 80/320 --rolls 20,6,6,6,6,10",
        f"combat save-damage --dc 13 --save dex --damage 2d6 --shape sphere --size 10 --origin {x},{y} --seed 5",
    ]
    return "\n".join(script).encode() + b"\n\n" + enc


for enc in encounters:
    seed = fight(enc)
    if seed:
        put("combat", seed)

# The players' server's messages (fuzz_table.cpp): the seeds kept with the regressions.
for path in sorted(glob.glob(os.path.join(root, "tests", "fuzz", "regressions", "table", "*"))):
    put("table", open(path, "rb").read())
