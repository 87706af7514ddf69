"""Positions for the tests from the repository's generator (`renju corpus`), and the
conversions between stone lists and arrays, written here independently of the package.

Array layout (the package's): [row, col], row 0 = row "1" (bottom), col 0 = column "a";
0 empty, 1 black, 2 white; a board of side S is an (S, S) array (5 <= S <= 26).
"""

import json
import subprocess

import numpy as np

COLUMNS = "abcdefghijklmnopqrstuvwxyz"


def name_to_rc(name):
    """"h8" -> (7, 7): (row, col) of a point name."""
    return int(name[1:]) - 1, COLUMNS.index(name[0])


def rc_to_name(row, col):
    """(7, 7) -> "h8"."""
    return f"{COLUMNS[col]}{row + 1}"


def board_array(black=(), white=(), dtype=np.uint8, size=15):
    """The (size, size) array holding the given stones."""
    board = np.zeros((size, size), dtype)
    for name in black:
        board[name_to_rc(name)] = 1
    for name in white:
        board[name_to_rc(name)] = 2
    return board


def stone_lists(board):
    """The black and white point names of an (S, S) array, row-major."""
    black = [rc_to_name(r, c) for r, c in zip(*np.nonzero(board == 1))]
    white = [rc_to_name(r, c) for r, c in zip(*np.nonzero(board == 2))]
    return black, white


def cli_corpus(renju, style, count, seed, size=15):
    """`renju corpus --style STYLE --count N --seed S --size SIZE` (the repository's
    position generator, deterministic from its seed) as (stone lists, (N, SIZE, SIZE) uint8
    boards)."""
    args = ["corpus", "--style", style, "--count", str(count), "--seed", str(seed)]
    out = subprocess.run(
        [str(renju), *args, "--size", str(size)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    lines = [json.loads(line) for line in out.splitlines()]
    assert all(p.get("size", 15) == size for p in lines), "a position of another size"
    stones = [(p["black"], p["white"]) for p in lines]
    boards = np.stack([board_array(black, white, size=size) for black, white in stones])
    return stones, boards
