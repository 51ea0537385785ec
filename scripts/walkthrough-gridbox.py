#!/usr/bin/env python3
"""Finds the map's grid on a screenshot of the window: the bounding box of the parchment
coloured pixels in the map view (left of the docks). Prints "gx gy sx sy": the grid's
top-left corner on screen and one square's width and height. Usage: IMG COLS ROWS"""
import subprocess, sys

img, cols, rows = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
ppm = subprocess.check_output(["convert", img, "-depth", "8", "ppm:-"])
# P6\nW H\n255\n
parts = ppm.split(b"\n", 3)
w, h = map(int, parts[1].split())
data = parts[3]
x0, y0, x1, y1 = w, h, -1, -1
for y in range(60, h - 30, 1):
    row = data[y * w * 3:(y + 1) * w * 3]
    for x in range(0, 860, 1):
        r, g, b = row[3 * x], row[3 * x + 1], row[3 * x + 2]
        if abs(r - 237) < 12 and abs(g - 228) < 12 and abs(b - 206) < 16:
            if x < x0: x0 = x
            if x > x1: x1 = x
            if y < y0: y0 = y
            if y > y1: y1 = y
print(x0, y0, (x1 + 1 - x0) / cols, (y1 + 1 - y0) / rows)
