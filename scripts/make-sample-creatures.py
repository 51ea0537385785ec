#!/usr/bin/env python3
"""Gives the bundled sample encounters' creatures their statistics, so that a newcomer can
try the whole fight (the stat block, an attack, Damage All with saves, a monster's turn).

The monsters take theirs from the SRD library, exactly as `battlemap-cli monster NAME`
makes them (RULES.md 13.6); the party members are level-3-ish 5e characters written
below. Each creature keeps its id, name, position, side, token and current state (hit
points, temporary hit points, initiative, conditions): only the statistics change. Both
samples (resources/samples/millbrook-ford.battlemap.json and its round-3 twin) are
rewritten in place, so they stay in step. Deterministic; rerun it after a library change.

Usage: scripts/make-sample-creatures.py [path/to/battlemap-cli]   (default build/bin/battlemap-cli)
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLES = [os.path.join(ROOT, 'resources', 'samples', name)
           for name in ('millbrook-ford.battlemap.json', 'millbrook-ford-round3.battlemap.json')]

# Sample creature id -> SRD library index.
MONSTERS = {
    'gob1': 'goblin', 'gob2': 'goblin', 'gob3': 'goblin',
    'ogre': 'ogre', 'wolf': 'dire-wolf', 'giant': 'hill-giant', 'bandit': 'bandit',
    'hoot': 'owl',          # an owl familiar has the owl's statistics (SRD, Find Familiar)
    'ferry': 'commoner',
}

# What a creature keeps of its own whatever the library says: who and where it is, and the
# state of the fight (an encounter in progress keeps its hit points and conditions).
KEPT = ('id', 'name', 'side', 'position', 'token', 'hp', 'maxHp', 'tempHp', 'initiative',
        'conditions', 'elevation', 'hidden', 'grappling', 'hiddenFromPlayers')
# Library fields that are a choice of the tracker, not a statistic: the sample's monsters
# roll initiative each on their own, as they always did.
DROPPED = ('initiativeGroup',)

ABILITIES = ('str', 'dex', 'con', 'int', 'wis', 'cha')


def weapon(name, kind, bonus, dice, dtype, reach=5, rng=None, **more):
    a = {'name': name, 'kind': kind, 'bonus': bonus, 'damage': [{'dice': dice, 'type': dtype}], 'magical': False}
    if kind == 'melee':
        a['reach'] = reach
    else:
        a['range'] = list(rng)
    a.update(more)
    return a


# The party: 5e (2014) characters of about level 3, proficiency bonus +2. Armour class,
# hit points, speed and initiative bonus are the sample's own.
PARTY = {
    'brannoc': {
        'type': 'humanoid (human)', 'class': 'Fighter 3', 'alignment': 'neutral good',
        'armor': 'chain mail, shield',
        'abilities': {'str': 16, 'dex': 12, 'con': 16, 'int': 10, 'wis': 12, 'cha': 10},
        'proficient': ('str', 'con'), 'skills': {'Athletics': 5, 'Perception': 3},
        'perception': 3, 'stealth': 1, 'senses': {}, 'languages': 'Common, Dwarvish',
        'attacks': [weapon('Longsword', 'melee', 5, '1d8+3', 'slashing'),
                    weapon('Javelin', 'melee', 5, '1d6+3', 'piercing'),
                    weapon('Javelin (thrown)', 'ranged', 5, '1d6+3', 'piercing', rng=(30, 120))],
        'traits': [('Fighting Style (Defense)', 'Brannoc gains a +1 bonus to AC while wearing armor (included).'),
                   ('Second Wind (1/Short Rest)', 'As a bonus action, Brannoc regains 1d10 + 3 hit points.'),
                   ('Action Surge (1/Short Rest)', 'Brannoc takes one additional action on his turn.')],
    },
    'ilsa': {
        'type': 'humanoid (human)', 'class': 'Wizard 3', 'alignment': 'lawful neutral',
        'armor': None,
        'abilities': {'str': 8, 'dex': 14, 'con': 12, 'int': 16, 'wis': 14, 'cha': 10},
        'proficient': ('int', 'wis'), 'skills': {'Arcana': 5, 'History': 5},
        'perception': 2, 'stealth': 2, 'senses': {}, 'languages': 'Common, Draconic, Elvish',
        'attacks': [weapon('Fire Bolt', 'ranged', 5, '1d10', 'fire', rng=(120, 120), spell=True),
                    weapon('Ray of Frost', 'ranged', 5, '1d8', 'cold', rng=(60, 60), spell=True),
                    weapon('Dagger', 'melee', 4, '1d4+2', 'piercing'),
                    weapon('Dagger (thrown)', 'ranged', 4, '1d4+2', 'piercing', rng=(20, 60))],
        'traits': [('Spellcasting', 'Ilsa is a 3rd-level spellcaster (spell save DC 13, +5 to hit with spell attacks). '
                                    'Cantrips: fire bolt, ray of frost, mage hand. 1st level (4 slots): false life, '
                                    'mage armor, shield, sleep. 2nd level (2 slots): misty step, scorching ray.'),
                   ('Hoot', 'Her owl familiar shares its senses with her (Find Familiar).')],
    },
    'pip': {
        'type': 'humanoid (halfling)', 'class': 'Rogue 3', 'alignment': 'chaotic good',
        'armor': 'leather armor',
        'abilities': {'str': 8, 'dex': 18, 'con': 14, 'int': 12, 'wis': 12, 'cha': 14},
        'proficient': ('dex', 'int'), 'skills': {'Acrobatics': 6, 'Perception': 3, 'Sleight of Hand': 8, 'Stealth': 8},
        'perception': 3, 'stealth': 8, 'senses': {}, 'languages': "Common, Halfling, Thieves' Cant",
        'attacks': [weapon('Rapier', 'melee', 6, '1d8+4', 'piercing'),
                    weapon('Shortsword', 'melee', 6, '1d6+4', 'piercing'),
                    weapon('Shortbow', 'ranged', 6, '1d6+4', 'piercing', rng=(80, 320))],
        'traits': [('Sneak Attack (1/Turn)', 'Pip deals an extra 2d6 damage when he hits with a finesse or ranged weapon '
                                             'and has advantage, or an ally of his is within 5 feet of the target.'),
                   ('Cunning Action', 'Pip can Dash, Disengage or Hide as a bonus action.'),
                   ('Lucky', 'When Pip rolls a 1 on an attack roll, ability check or saving throw, he rerolls the die.'),
                   ('Halfling Nimbleness', 'Pip can move through the space of any creature larger than him.')],
    },
    'merrow': {
        'type': 'humanoid (wood elf)', 'class': 'Ranger 3', 'alignment': 'neutral',
        'armor': 'studded leather',
        'abilities': {'str': 12, 'dex': 16, 'con': 12, 'int': 10, 'wis': 14, 'cha': 8},
        'proficient': ('str', 'dex'), 'skills': {'Athletics': 3, 'Perception': 6, 'Stealth': 7, 'Survival': 4},
        'perception': 6, 'stealth': 7, 'senses': {'darkvision': 60}, 'languages': 'Common, Elvish, Sylvan',
        'attacks': [weapon('Longbow', 'ranged', 7, '1d8+3', 'piercing', rng=(150, 600)),
                    weapon('Shortsword', 'melee', 5, '1d6+3', 'piercing')],
        'traits': [('Fighting Style (Archery)', 'Merrow gains a +2 bonus to attack rolls with ranged weapons (included).'),
                   ('Hunter\'s Mark', 'Merrow deals an extra 1d6 damage to the marked target (a spell, concentration).'),
                   ('Fey Ancestry', 'Advantage on saving throws against being charmed; magic can\'t put Merrow to sleep.')],
    },
}


def signed(n):
    return f'+{n}' if n >= 0 else f'\u2212{-n}'


def modifier(score):
    return (score - 10) // 2


def speed_text(speed):
    parts = [f"{speed.get('walk', 30)} ft."]
    parts += [f'{mode} {speed[mode]} ft.' for mode in ('burrow', 'climb', 'fly', 'swim') if speed.get(mode)]
    return ', '.join(parts)


def attack_text(a):
    spell = a.get('spell', False)
    kind = ('Melee' if a['kind'] == 'melee' else 'Ranged') + (' Spell Attack' if spell else ' Weapon Attack')
    where = f"reach {a['reach']} ft." if a['kind'] == 'melee' else \
        (f"range {a['range'][0]} ft." if a['range'][0] == a['range'][1] else f"range {a['range'][0]}/{a['range'][1]} ft.")
    dmg = ' plus '.join(f"{d['dice'].replace('+', ' + ')} {d['type']} damage" for d in a['damage'])
    return f"{kind}: {signed(a['bonus'])} to hit, {where}, one target. Hit: {dmg}."


def party_creature(c, p):
    """The sample's character `c` with the statistics `p`, in the encounter file's fields."""
    abilities = p['abilities']
    saves = {k: modifier(abilities[k]) + (2 if k in p['proficient'] else 0) for k in ABILITIES}
    out = {k: c[k] for k in ('id', 'name', 'side', 'size', 'position') if k in c}
    out['speed'] = c.get('speed', {'walk': 30})
    out['reach'] = 5
    for k in ('ac', 'hp', 'maxHp', 'tempHp', 'initiativeBonus', 'initiative', 'conditions'):
        if k in c:
            out[k] = c[k]
    out['senses'] = p['senses']
    out['saves'] = saves
    out['attacks'] = p['attacks']
    out['perception'] = p['perception']
    out['stealth'] = p['stealth']
    senses = [f'{k} {v} ft.' for k, v in p['senses'].items()] + [f"passive Perception {10 + p['perception']}"]
    out['statblock'] = {
        'source': 'Battlemap sample',
        'name': c['name'],
        'size': c['size'].capitalize(),
        'type': p['type'],
        'alignment': p['alignment'],
        'armorClass': f"{c['ac']} ({p['armor']})" if p['armor'] else str(c['ac']),
        'hitPoints': f"{c['maxHp']} ({p['class']})",
        'speed': speed_text(out['speed']),
        'abilities': abilities,
        'savingThrows': ', '.join(f'{k.capitalize()} {signed(saves[k])}' for k in ABILITIES if k in p['proficient']),
        'skills': ', '.join(f'{k} {signed(v)}' for k, v in sorted(p['skills'].items())),
        'senses': ', '.join(senses),
        'languages': p['languages'],
        'proficiencyBonus': 2,
        'traits': [{'name': n, 'text': t} for n, t in p['traits']],
        'actions': [{'name': a['name'], 'text': attack_text(a)} for a in p['attacks']],
        'legendaryActions': [],
        'reactions': [],
    }
    return out


def monster_creature(c, library):
    """The sample's creature `c` as the library makes its monster, keeping what KEPT names."""
    out = {k: c[k] for k in ('id', 'name', 'side') if k in c}
    out.update({k: v for k, v in library.items() if k not in DROPPED and k not in out})
    for k in KEPT:
        if k in c:
            out[k] = c[k]
        else:
            out.pop(k, None)   # e.g. a creature drawn without a token picture stays so
    first = ('id', 'name', 'side', 'size', 'position')
    return {**{k: out[k] for k in first if k in out}, **{k: v for k, v in out.items() if k not in first}}


def main():
    cli = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, 'build', 'bin', 'battlemap-cli')
    library = {}
    for index in sorted(set(MONSTERS.values())):
        library[index] = json.loads(subprocess.run([cli, 'monster', index], check=True,
                                                   capture_output=True, text=True).stdout)
    for path in SAMPLES:
        with open(path, encoding='utf-8') as f:
            doc = json.load(f)
        creatures = []
        for c in doc['creatures']:
            if c['id'] in MONSTERS:
                creatures.append(monster_creature(c, library[MONSTERS[c['id']]]))
            elif c['id'] in PARTY:
                creatures.append(party_creature(c, PARTY[c['id']]))
            else:
                sys.exit(f"{path}: creature {c['id']} has no statistics in this script")
        doc['creatures'] = creatures
        with open(path, 'w', encoding='utf-8') as f:
            f.write(json.dumps(doc, indent=2, ensure_ascii=False) + '\n')
        print(f'{os.path.relpath(path, ROOT)}: {len(creatures)} creatures')


if __name__ == '__main__':
    main()
