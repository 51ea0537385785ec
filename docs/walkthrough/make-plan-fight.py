#!/usr/bin/env python3
"""Writes plan-fight.json next to this script: the generated 60 x 60 fight of the planned
turn's walkthrough (RULES.md 15), twelve hostiles against a party of five and a summoned
fire elemental. A ruined keep on a river: the ford is difficult, the river water, hedges
give half cover, the keep's walls and its door cut the field. Monsters come from the SRD
library through battlemap-cli monster. Usage: make-plan-fight.py [CLI]"""
import json, os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
cli = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "../../build/bin/battlemap-cli")


def monster(name, cid, pos, display, initiative, **extra):
    c = json.loads(subprocess.check_output([cli, "monster", name]))
    c.update(id=cid, name=display, position=pos, initiative=initiative)
    c.update(extra)
    return c


def weapon(name, kind, bonus, dice, dtype, **extra):
    a = {"name": name, "kind": kind, "bonus": bonus, "damage": [{"dice": dice, "type": dtype}]}
    a.update(extra)
    return a


def pc(cid, name, pos, ac, hp, initiative, attacks, **extra):
    c = {"id": cid, "name": name, "side": "party", "size": "medium", "position": pos,
         "speed": {"walk": 30}, "ac": ac, "hp": hp, "maxHp": hp, "initiative": initiative,
         "reach": 5, "attacks": attacks}
    c.update(extra)
    return c


river = [[x, y] for y in range(60) for x in (30, 31, 32) if not 26 <= y <= 29]
ford = [[x, y] for y in range(26, 30) for x in (30, 31, 32)]
hedges = [[x, 14] for x in range(38, 46)] + [[x, 44] for x in range(36, 44)] + [[44, y] for y in range(20, 26)]
rubble = [[12, 30], [13, 30], [13, 31], [20, 18], [21, 18]]

fight = {
    "format": "battlemap-encounter", "version": 1, "name": "The ruined keep on the river",
    "ruleset": "dnd5e-2014",
    "options": {"diagonals": "equal", "flanking": True},
    "grid": {"width": 60, "height": 60, "squareFeet": 5},
    "terrain": [
        {"type": "water", "squares": river},
        {"type": "difficult", "squares": ford},
        {"type": "difficult", "cover": "half", "squares": hedges},
        {"type": "blocked", "squares": rubble},
    ],
    "walls": [
        # The keep: a square of walls on the west bank, its door to the east closed.
        {"from": [8, 20], "to": [24, 20]},
        {"from": [8, 20], "to": [8, 40]},
        {"from": [8, 40], "to": [24, 40]},
        {"from": [24, 20], "to": [24, 28]},
        {"from": [24, 28], "to": [24, 30], "door": "open"},
        {"from": [24, 30], "to": [24, 40]},
    ],
    "creatures": [
        # The party holds the keep's door and the ford.
        pc("brannoc", "Brannoc (fighter)", [26, 27], 18, 44, 14,
           [weapon("Longsword", "melee", 5, "1d8+3", "slashing", reach=5)]),
        pc("pip", "Pip (rogue)", [25, 31], 15, 31, 18,
           [weapon("Rapier", "melee", 5, "1d8+3", "piercing", reach=5),
            weapon("Shortbow", "ranged", 5, "1d6+3", "piercing", range=[80, 320])]),
        pc("ilsa", "Ilsa (wizard)", [20, 28], 12, 22, 11,
           [weapon("Fire Bolt", "ranged", 5, "2d10", "fire", range=[120, 120], spell=True)]),
        pc("oswin", "Oswin (cleric)", [22, 25], 18, 33, 6,
           [weapon("Mace", "melee", 4, "1d6+2", "bludgeoning", reach=5)]),
        pc("merrow", "Merrow (ranger)", [27, 22], 15, 34, 16,
           [weapon("Longbow", "ranged", 6, "1d8+4", "piercing", range=[150, 600]),
            weapon("Shortsword", "melee", 6, "1d6+4", "slashing", reach=5)]),
        monster("fire elemental", "elemental", [27, 33], "Fire Elemental (summoned)", 12, side="ally"),
        # The raiders come from the east bank.
        monster("goblin", "gob1", [36, 24], "Goblin 1", 15),
        monster("goblin", "gob2", [37, 30], "Goblin 2", 15),
        monster("goblin", "gob3", [40, 12], "Goblin Archer 1", 15),
        monster("goblin", "gob4", [42, 46], "Goblin Archer 2", 15),
        monster("goblin", "gob5", [46, 22], "Goblin Archer 3", 15),
        monster("hobgoblin", "hob1", [40, 27], "Hobgoblin 1", 9),
        monster("hobgoblin", "hob2", [41, 33], "Hobgoblin 2", 9),
        monster("ogre", "ogre", [44, 28], "Ogre", 5),
        monster("bugbear", "bugbear", [38, 36], "Bugbear", 13),
        monster("hell hound", "hound1", [48, 30], "Hell Hound 1", 17),
        monster("hell hound", "hound2", [50, 26], "Hell Hound 2", 17),
        monster("orc", "orc", [52, 34], "Orc", 8),
    ],
}

with open(os.path.join(here, "plan-fight.json"), "w") as f:
    json.dump(fight, f, indent=1)
    f.write("\n")
