#!/usr/bin/env python3
"""Makes the Universal VTT test fixtures in tests/data/uvtt/ from the real Dungeondraft
exports in ../shared/data/uvtt/ (MIT and BSD-3; see tests/data/uvtt/LICENSES.md).

Every field is copied as it is (resolution, line_of_sight, objects_line_of_sight, portals,
environment, lights) except `image`: the map art may contain Dungeondraft's asset pack,
whose terms are not the repositories' licences, so the fixture carries a generated PNG of
the same pixel size instead: white, the grid in light grey, and every wall, object outline
and portal drawn in black at the FORMAT.md pixel mapping (p - map_origin) * pixels_per_grid.

usage: scripts/make-uvtt-fixtures.py [SOURCE_DIR] [OUT_DIR]
"""
import base64
import json
import os
import struct
import sys
import zlib

FIXTURES = {
    "oganm_dd2vtt_importer__test.dd2vtt": "oganm-test.dd2vtt",
    "imagix_uvtt2fgu__sampleMap.dd2vtt": "imagix-sample.dd2vtt",
}


def png(width, height, rows):
    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + bytes(r) for r in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def draw_line(rows, w, h, a, b, value, thickness):
    (x0, y0), (x1, y1) = a, b
    steps = int(max(abs(x1 - x0), abs(y1 - y0))) + 1
    r = thickness // 2
    for i in range(steps + 1):
        t = i / steps
        x, y = int(round(x0 + (x1 - x0) * t)), int(round(y0 + (y1 - y0) * t))
        for yy in range(max(0, y - r), min(h, y + r + 1)):
            row = rows[yy]
            for xx in range(max(0, x - r), min(w, x + r + 1)):
                row[xx] = value


def placeholder(doc):
    res = doc["resolution"]
    ppg = res["pixels_per_grid"]
    ox, oy = res["map_origin"]["x"], res["map_origin"]["y"]
    w, h = round(res["map_size"]["x"] * ppg), round(res["map_size"]["y"] * ppg)
    rows = [bytearray(b"\xff" * w) for _ in range(h)]
    for k in range(0, w, ppg):
        for row in rows:
            row[k] = 0xC8
    for k in range(0, h, ppg):
        rows[k][:] = b"\xc8" * w
    px = lambda p: ((p["x"] - ox) * ppg, (p["y"] - oy) * ppg)
    thick = max(3, ppg // 16)
    for key, value in (("line_of_sight", 0x00), ("objects_line_of_sight", 0x60)):
        for line in doc.get(key, []):
            for a, b in zip(line, line[1:]):
                draw_line(rows, w, h, px(a), px(b), value, thick)
    for portal in doc.get("portals", []):
        a, b = portal["bounds"][0], portal["bounds"][1]
        draw_line(rows, w, h, px(a), px(b), 0x90 if portal.get("closed", True) else 0xE0, thick)
    return png(w, h, rows)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "shared", "data", "uvtt")
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "..", "tests", "data", "uvtt")
    for name, target in FIXTURES.items():
        with open(os.path.join(src, name), encoding="utf-8") as f:
            doc = json.load(f)
        doc["image"] = base64.b64encode(placeholder(doc)).decode("ascii")
        with open(os.path.join(out, target), "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=1)  # same key order as the source
            f.write("\n")
        print(target, os.path.getsize(os.path.join(out, target)), "bytes")


if __name__ == "__main__":
    main()
