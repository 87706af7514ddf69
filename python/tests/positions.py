"""Positions for the tests from the repository's generator (`renju corpus`), and the
conversions between stone lists and arrays, written here independently of the package.

Array layout (the package's): [row, col], row 0 = row "1" (bottom), col 0 = column "a";
0 empty, 1 black, 2 white.
"""

import json
import subprocess

import numpy as np

COLUMNS = "abcdefghijklmno"


def name_to_rc(name):
    """"h8" -> (7, 7): (row, col) of a point name."""
    return int(name[1:]) - 1, COLUMNS.index(name[0])


def rc_to_name(row, col):
    """(7, 7) -> "h8"."""
    return f"{COLUMNS[col]}{row + 1}"


def board_array(black=(), white=(), dtype=np.uint8):
    """The (15, 15) array holding the given stones."""
    board = np.zeros((15, 15), dtype)
    for name in black:
        board[name_to_rc(name)] = 1
    for name in white:
        board[name_to_rc(name)] = 2
    return board


def stone_lists(board):
    """The black and white point names of a (15, 15) array, row-major."""
    black = [rc_to_name(r, c) for r, c in zip(*np.nonzero(board == 1))]
    white = [rc_to_name(r, c) for r, c in zip(*np.nonzero(board == 2))]
    return black, white


def cli_corpus(renju, style, count, seed):
    """`renju corpus --style STYLE --count N --seed S` (the repository's position generator,
    deterministic from its seed) as (stone lists, (N, 15, 15) uint8 boards)."""
    out = subprocess.run(
        [str(renju), "corpus", "--style", style, "--count", str(count), "--seed", str(seed)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    stones = [(p["black"], p["white"]) for p in map(json.loads, out.splitlines())]
    boards = np.stack([board_array(black, white) for black, white in stones])
    return stones, boards
