#!/usr/bin/env python3
"""Writes the two encounters of the RULES.md 14 walkthrough (crates-scene.json,
flooded-cellar.json) next to this script. Monsters come from the SRD library through
battlemap-cli monster, so their stat blocks are complete. Usage: make-scenes.py [CLI]"""
import json, os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
cli = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "../../build/bin/battlemap-cli")


def monster(name, cid, pos, display=None, **extra):
    c = json.loads(subprocess.check_output([cli, "monster", name]))
    c.update(id=cid, position=pos)
    if display:
        c["name"] = display
    c.update(extra)
    return c


def pc(cid, name, pos, perception, stealth=0, **extra):
    c = {"id": cid, "name": name, "side": "party", "size": "medium", "position": pos,
         "speed": {"walk": 30}, "ac": 16, "hp": 30, "maxHp": 30, "initiativeBonus": 2,
         "perception": perception, "stealth": stealth, "reach": 5}
    c.update(extra)
    return c


longsword = {"name": "Longsword", "kind": "melee", "bonus": 5, "reach": 5,
             "damage": [{"dice": "1d8+3", "type": "slashing"}]}

crates = {
    "format": "battlemap-encounter", "version": 1, "name": "The crates",
    "ruleset": "dnd5e-2014",
    "grid": {"width": 22, "height": 14, "squareFeet": 5},
    "terrain": [
        # Crates: objects that give three-quarters cover (they don't block sight).
        {"type": "difficult", "cover": "three-quarters",
         "squares": [[10, 3], [10, 4], [10, 5], [11, 5], [12, 5]]},
    ],
    "walls": [
        # The warehouse wall the ogre is shoved into.
        {"from": [18, 0], "to": [18, 7]},
        # The narrow passage the bandit holds (the monk tumbles through it).
        {"from": [5, 11], "to": [10, 11]},
        {"from": [5, 12], "to": [10, 12]},
    ],
    "creatures": [
        pc("fighter", "Fighter", [6, 4], 0, attacks=[longsword]),
        pc("wizard", "Wizard", [15, 8], 8),
        pc("monk", "Monk", [4, 11], 3, speed={"walk": 40}),
        pc("barbarian", "Barbarian", [15, 1], 1, attacks=[dict(longsword, name="Greataxe",
                                                                 damage=[{"dice": "1d12+3", "type": "slashing"}])]),
        monster("goblin", "goblin", [11, 4], "Goblin Rogue"),
        monster("ogre", "ogre", [16, 1]),
        monster("kobold", "kobold", [14, 2]),
        monster("bandit", "bandit", [7, 11]),
    ],
}

cellar = {
    "format": "battlemap-encounter", "version": 1, "name": "The flooded cellar",
    "ruleset": "dnd5e-2014",
    "grid": {"width": 16, "height": 10, "squareFeet": 5},
    "terrain": [{"type": "deep-water", "rect": [4, 2, 8, 6]}],
    "walls": [],
    "creatures": [
        pc("fighter", "Fighter", [6, 4], 0, attacks=[
            longsword,
            {"name": "Flame Tongue Longsword", "kind": "melee", "bonus": 5, "reach": 5, "magical": True,
             "damage": [{"dice": "1d8+3", "type": "slashing"}, {"dice": "2d6", "type": "fire"}]},
            {"name": "Spear", "kind": "melee", "bonus": 5, "reach": 5,
             "damage": [{"dice": "1d6+3", "type": "piercing"}]}]),
        pc("wizard", "Wizard", [2, 4], 8, attacks=[
            {"name": "Fire Bolt", "kind": "ranged", "bonus": 6, "range": [120, 120], "spell": True,
             "damage": [{"dice": "2d10", "type": "fire"}]}]),
        monster("sahuagin", "sahuagin", [7, 4]),
    ],
}

for name, doc in (("crates-scene.json", crates), ("flooded-cellar.json", cellar)):
    with open(os.path.join(here, name), "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(os.path.join(here, name))
