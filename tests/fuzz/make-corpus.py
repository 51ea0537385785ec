#!/usr/bin/env python3
"""Seed corpora for the fuzz targets, from the tests: every acceptance case's encounter
(tests/cases), the bundled sample, the encounter files of tests/data; for the CLI target
every case query as arguments + the case's encounter (fuzz_cli.cpp's input format).
UVTT seeds: tests/data/uvtt. Usage: make-corpus.py OUT_DIR (writes OUT_DIR/encounter, cli, uvtt)"""
import glob
import hashlib
import json
import os
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
out = sys.argv[1]
for target in ("encounter", "cli", "uvtt"):
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
    for q in case.get("queries", []):
        cmd = list(q.get("cmd", []))
        if cmd:
            args = [cmd[0], "@FILE"] + cmd[1:]
            put("cli", "\n".join(args).encode() + b"\n\n" + json.dumps(case["encounter"]).encode())
for path in sorted(glob.glob(os.path.join(root, "resources", "samples", "*.json"))
                   + glob.glob(os.path.join(root, "tests", "data", "**", "*.json"), recursive=True)):
    encounters.append(open(path, "rb").read())
for path in sorted(glob.glob(os.path.join(root, "tests", "data", "uvtt", "*.*vtt"))):
    put("uvtt", open(path, "rb").read())
for enc in encounters:
    put("encounter", enc)
    put("cli", b"validate\n@FILE\n\n" + enc)
