"""Positions for the tests, generated from fixed seeds (no data files needed), and the
conversions between stone lists and arrays, written here independently of the package.

Array layout (the package's): [row, col], row 0 = row "1" (bottom), col 0 = column "a";
0 empty, 1 black, 2 white.
"""

import random

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


def game_position(rng):
    """A game-like position: 4..70 stones played alternately (black first), each new stone
    within two points of one already placed, the first near the centre."""
    board = np.zeros((15, 15), np.uint8)
    stones = [(rng.randint(5, 9), rng.randint(5, 9))]
    board[stones[0]] = 1
    target = rng.randint(4, 70)
    color = 2
    while len(stones) < target:
        r, c = rng.choice(stones)
        r, c = r + rng.randint(-2, 2), c + rng.randint(-2, 2)
        if 0 <= r < 15 and 0 <= c < 15 and board[r, c] == 0:
            board[r, c] = color
            stones.append((r, c))
            color = 3 - color
    return board


def dense_position(rng):
    """A dense random position (20-45% of points black, as many white or fewer): many
    threes, so the false-three recursion runs deep."""
    board = np.zeros((15, 15), np.uint8)
    p_black = rng.uniform(0.20, 0.45)
    p_white = rng.uniform(0.10, p_black)
    for r in range(15):
        for c in range(15):
            x = rng.random()
            board[r, c] = 1 if x < p_black else 2 if x < p_black + p_white else 0
    return board


def corpus(count, seed):
    """`count` positions as an (N, 15, 15) uint8 array: three game-like to one dense."""
    rng = random.Random(seed)
    boards = np.zeros((count, 15, 15), np.uint8)
    for i in range(count):
        boards[i] = dense_position(rng) if i % 4 == 3 else game_position(rng)
    return boards
