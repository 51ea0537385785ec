#!/usr/bin/env python3
"""Draws the sample encounter's background (resources/samples/millbrook-ford.svg):
meadow, a dirt road, the ford, the mill house floor, rubble. 70 px per square, 30 x 20
squares. Deterministic (fixed seed). Usage: scripts/make-sample-background.py"""
import math
import random

PX = 70
W, H = 30, 20
rng = random.Random(1123)
out = []
add = out.append
add(f'<svg xmlns="http://www.w3.org/2000/svg" width="{W*PX}" height="{H*PX}" viewBox="0 0 {W*PX} {H*PX}">')
add('<defs>'
    '<linearGradient id="grass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7fa35a"/><stop offset="1" stop-color="#6b8f4a"/></linearGradient>'
    '<linearGradient id="water" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3d7fb8"/><stop offset="0.5" stop-color="#4f95cc"/><stop offset="1" stop-color="#3a78ad"/></linearGradient>'
    '<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b59a6a"/><stop offset="1" stop-color="#a3875a"/></linearGradient>'
    '</defs>')
add(f'<rect width="{W*PX}" height="{H*PX}" fill="url(#grass)"/>')
# Meadow texture: darker and lighter patches, then grass tufts.
for _ in range(220):
    x, y, r = rng.uniform(0, W*PX), rng.uniform(0, H*PX), rng.uniform(20, 90)
    c = rng.choice(['#759a52', '#88ab62', '#6a8d47', '#80a65b'])
    add(f'<ellipse cx="{x:.0f}" cy="{y:.0f}" rx="{r:.0f}" ry="{r*rng.uniform(0.5,1):.0f}" fill="{c}" opacity="0.45"/>')
for _ in range(900):
    x, y = rng.uniform(0, W*PX), rng.uniform(0, H*PX)
    h = rng.uniform(6, 12)
    add(f'<path d="M{x:.0f} {y:.0f}l-3 -{h:.0f}M{x:.0f} {y:.0f}l1 -{h+2:.0f}M{x:.0f} {y:.0f}l4 -{h-1:.0f}" stroke="#4f7334" stroke-width="1.5" fill="none" opacity="0.7"/>')
# The road: east-west through the ford, widening near the mill.
pts = [(0, 10.2), (6, 9.6), (12, 10.0), (16, 10.1), (20, 9.2), (24, 9.6), (30, 10.4)]
d = 'M' + ' L'.join(f'{x*PX:.0f} {y*PX:.0f}' for x, y in pts)
add(f'<path d="{d}" stroke="url(#road)" stroke-width="{2.2*PX:.0f}" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"/>')
for _ in range(160):
    x = rng.uniform(0, W*PX)
    y = 10 * PX + rng.uniform(-0.9, 0.9) * PX
    add(f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{rng.uniform(2,5):.1f}" fill="#8c7450" opacity="0.6"/>')
# The ford: river over columns 13-15, shallower (lighter) where the road crosses.
add(f'<rect x="{13*PX}" y="0" width="{3*PX}" height="{H*PX}" fill="url(#water)"/>')
for y in range(0, H*PX, 24):
    off = rng.uniform(-10, 10)
    add(f'<path d="M{13*PX+8} {y+off:.0f} q{PX*0.4:.0f} -8 {PX*0.8:.0f} 0 t{PX*0.8:.0f} 0 t{PX*0.8:.0f} 0" stroke="#9cc8ea" stroke-width="2" fill="none" opacity="0.55"/>')
add(f'<rect x="{13*PX}" y="{9*PX}" width="{3*PX}" height="{2*PX}" fill="#c9b27e" opacity="0.55"/>')
for _ in range(40):
    add(f'<ellipse cx="{13*PX + rng.uniform(5, 3*PX-5):.0f}" cy="{9*PX + rng.uniform(5, 2*PX-5):.0f}" rx="{rng.uniform(5,12):.0f}" ry="{rng.uniform(4,9):.0f}" fill="#9a9287" stroke="#6e675e" stroke-width="1"/>')
# Banks: reeds along both sides of the river.
for _ in range(140):
    side = rng.choice([13*PX - rng.uniform(2, 14), 16*PX + rng.uniform(2, 14)])
    y = rng.uniform(0, H*PX)
    add(f'<path d="M{side:.0f} {y:.0f}l{rng.uniform(-4,4):.0f} -16" stroke="#3f5f2a" stroke-width="2.5"/>')
# The mill house: a plank floor inside the walls (x 20-28, y 2-9).
add(f'<rect x="{20*PX}" y="{2*PX}" width="{8*PX}" height="{7*PX}" fill="#9b7b52"/>')
for i in range(0, 7*PX, 18):
    add(f'<line x1="{20*PX}" y1="{2*PX+i}" x2="{28*PX}" y2="{2*PX+i}" stroke="#7d5f3c" stroke-width="2"/>')
for _ in range(60):
    x, y = 20*PX + rng.uniform(0, 8*PX), 2*PX + rng.uniform(0, 7*PX)
    add(f'<line x1="{x:.0f}" y1="{y:.0f}" x2="{x:.0f}" y2="{y+18:.0f}" stroke="#6d5233" stroke-width="1.5"/>')
# Rubble and a ruined wall stub (the blocked squares at 5-6,14-15).
for _ in range(30):
    x, y = 5*PX + rng.uniform(0, 2*PX), 14*PX + rng.uniform(0, 2*PX)
    add(f'<rect x="{x:.0f}" y="{y:.0f}" width="{rng.uniform(10,26):.0f}" height="{rng.uniform(8,18):.0f}" fill="#8a8580" stroke="#5b5753" transform="rotate({rng.uniform(-30,30):.0f} {x:.0f} {y:.0f})"/>')
# A few trees (canopies) at the map's rim.
for cx, cy in [(1.5, 17.5), (3, 18.6), (27.5, 18.2), (9.2, 1.2), (25.8, 0.8), (0.8, 6.5)]:
    add(f'<circle cx="{cx*PX:.0f}" cy="{cy*PX:.0f}" r="{PX*0.9:.0f}" fill="#3d6b2c" opacity="0.9"/>')
    add(f'<circle cx="{cx*PX-15:.0f}" cy="{cy*PX-15:.0f}" r="{PX*0.5:.0f}" fill="#4f8238" opacity="0.9"/>')
add('</svg>')
open('resources/samples/millbrook-ford.svg', 'w').write('\n'.join(out) + '\n')
