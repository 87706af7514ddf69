#!/usr/bin/env python3
"""The records `tests/faces/run.sh` plays through every face, made from a fixed seed.

Writes into DIR:
- games.sgf: SGF game trees on every board size from 5x5 to 26x26 (`SZ[n]`), some with
  set-up stones (`AB`/`AW`), some opened by white, a few with a stone on a stone or a colour
  moving twice (records that are no game), some filling a small board (a draw by a full
  board), the rest played until a five or a foul and sometimes on past it;
- games.txt: the same kind of games on 15x15 in the `moves` format.

Black's stones are placed near black's (so that threes, fours and fouls come often), white's
near any stone. The records hold no judgement: the faces judge them, and run.sh compares.

usage: make_records.py DIR [SEED]
"""
import os
import random
import sys

out = sys.argv[1]
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 52)
os.makedirs(out, exist_ok=True)


def walk(size, length):
    """`length` points of a game on a board of `size`: black near black, white near any."""
    points, taken = [], set()
    tries = 0
    while len(points) < length and tries < 20 * length + 100:
        tries += 1
        own = points[len(points) % 2::2][-5:]  # this colour's last stones
        if not points:
            c = r = size // 2
        elif own and rng.random() < 0.85:
            pc, pr = rng.choice(own)
            c, r = pc + rng.randint(-2, 2), pr + rng.randint(-2, 2)
        else:
            c, r = rng.randrange(size), rng.randrange(size)
        if not (0 <= c < size and 0 <= r < size) or (c, r) in taken:
            continue
        taken.add((c, r))
        points.append((c, r))
    return points


def sgf_point(c, r, size):
    return chr(97 + c) + chr(97 + size - 1 - r)


def sgf_game(gid, size):
    full = size <= 7 and rng.random() < 0.3
    points = [(c, r) for c in range(size) for r in range(size)] if full else walk(size, rng.choice([9, 20, 40, 80, 120]))
    if full:
        rng.shuffle(points)
    text = f"(;FF[4]GM[4]SZ[{size}]GN[{gid}]"
    k = rng.choice([0, 0, 0, 0, 1, 2, 3])
    setup, moves = points[:k], points[k:]
    if setup:
        text += "AB" + "".join(f"[{sgf_point(c, r, size)}]" for c, r in setup[::2])
        if setup[1::2]:
            text += "AW" + "".join(f"[{sgf_point(c, r, size)}]" for c, r in setup[1::2])
    first = "W" if rng.random() < 0.15 else "B"
    fault = rng.random()
    for i, (c, r) in enumerate(moves):
        color = first if i % 2 == 0 else ("B" if first == "W" else "W")
        if fault < 0.03 and i == len(moves) // 2:
            color = "B" if color == "W" else "W"  # this colour moves twice in a row
        text += f";{color}[{sgf_point(c, r, size)}]"
        if fault > 0.97 and i == len(moves) // 2:
            text += f";{'B' if color == 'W' else 'W'}[{sgf_point(*moves[0], size)}]"  # a stone on a stone
            break
    return text + ")\n"


with open(os.path.join(out, "games.sgf"), "w") as f:
    for size in range(5, 27):
        for i in range(12):
            f.write(sgf_game(f"s{size}-{i}", size))

with open(os.path.join(out, "games.txt"), "w") as f:
    for i in range(150):
        points = walk(15, rng.choice([9, 20, 40, 80]))
        if rng.random() < 0.03:
            points.insert(len(points) // 2, points[0])  # a stone on a stone
        names = " ".join(f"{chr(97 + c)}{r + 1}" for c, r in points)
        f.write(f"m{i}: {names}\n")
