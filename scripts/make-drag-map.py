#!/usr/bin/env python3
"""Writes the map of scripts/measure-drag.sh: bench/benchmap.h's bigMap in daylight as an
encounter file, 200 x 200 squares, a fifth of them difficult and 2 in 100 blocked, 2,000
wall segments of 1 to 5 squares along grid lines, 24 creatures of mixed sizes, every fourth
of the party (6). The first party member stands at 60, 100 with open ground east of it for
the stroke (75 squares); its row is cleared of terrain, walls and creatures from 55 to 140
so the drag goes one square a move. Fixed seed. Usage: make-drag-map.py OUT.json"""
import json
import random
import sys

SIDE = 200
rng = random.Random(20261123)
difficult, blocked = [], []
for y in range(SIDE):
    for x in range(SIDE):
        r = rng.random()
        if r < 0.20:
            difficult.append([x, y])
        elif r < 0.22:
            blocked.append([x, y])

ROW, X0, X1 = 100, 55, 140


def on_row(x, y):
    return y == ROW and X0 <= x <= X1


walls = []
for i in range(2000):
    x, y = rng.randrange(SIDE), rng.randrange(SIDE)
    n = rng.randint(1, 5)
    to = [min(SIDE, x + n), y] if i % 2 else [x, min(SIDE, y + n)]
    # A wall on the stroke's row (its top or bottom edge, or across it) is left out.
    if (i % 2 and y in (ROW, ROW + 1) and to[0] >= X0 and x <= X1 + 1) or \
       (not i % 2 and X0 <= x <= X1 + 1 and y <= ROW + 1 and to[1] >= ROW):
        continue
    walls.append({"from": [x, y], "to": to})

sizes = ["small", "medium", "medium", "large", "huge"]
sides = ["party", "hostile", "ally", "hostile"]
span = {"small": 1, "medium": 1, "large": 2, "huge": 3}
creatures = []
for i in range(24):
    size, side = sizes[i % 5], sides[i % 4]
    s = span[size]
    while True:
        pos = [rng.randrange(SIDE - s + 1), rng.randrange(SIDE - s + 1)]
        if not (pos[1] <= ROW < pos[1] + s and pos[0] + s > X0 and pos[0] <= X1):
            break
    if i == 0:
        pos = [60, ROW]  # the one dragged
    creatures.append({"id": f"c{i}", "name": f"c{i}", "side": side, "size": size, "position": pos,
                      "speed": {"walk": 30}, "ac": 12, "hp": 10, "maxHp": 10, "initiativeBonus": 0,
                      "perception": 0, "stealth": 0, "reach": 5,
                      "senses": {"darkvision": 60} if side == "party" and i % 8 == 0 else {}})
row = {(x, ROW) for x in range(X0, X1 + 1)}
encounter = {
    "format": "battlemap-encounter", "version": 1, "name": "The drag stroke (200 x 200, daylight)",
    "ruleset": "dnd5e-2014",
    "grid": {"width": SIDE, "height": SIDE, "squareFeet": 5},
    "terrain": [
        {"type": "difficult", "squares": [p for p in difficult if tuple(p) not in row]},
        {"type": "blocked", "squares": [p for p in blocked if tuple(p) not in row]},
    ],
    "walls": walls,
    "creatures": creatures,
}
with open(sys.argv[1], "w") as f:
    json.dump(encounter, f)
