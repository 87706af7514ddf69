"""A reader of the repository's conformance cases (conformance/cases/*.txt; the format is in
conformance/README.md), for the Python tests: the variants, the board, the full maps and the
single-point verdicts that each case gives, worked out by hand in the case's comments."""

import pathlib
import re

import numpy as np

CASES = pathlib.Path(__file__).resolve().parents[2] / "conformance" / "cases"
ROW = re.compile(r"^\s*(\d+)?\s*((?:[.XO]\s+){14}[.XO])\s*(\d+)?\s*$")
COLUMNS = re.compile(r"^\s*a b c d e f g h i j k l m n o\s*$")
AT = re.compile(r"^(black|white) at (\w+)(?: after ((?:\w+\s*)+))?$")


class Case:
    """One case file."""

    def __init__(self, path):
        self.name = path.stem
        self.variants = []
        self.rows = []
        self.maps = {}  # (colour, "forbidden" | "fives") -> {point: kind} / set of points
        self.verdicts = []  # (colour, point, [after points], verdict)
        for line in path.read_text().splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            if COLUMNS.match(line):
                continue
            row = ROW.match(line)
            if row:
                self.rows.append(row.group(2).split())
                continue
            key, _, value = line.partition(":")
            key, value = key.strip(), value.strip()
            if key == "variant":
                self.variants = value.split()
            elif key in ("source", "clause", "size"):
                continue
            elif key in ("black forbidden", "white forbidden"):
                entries = [] if value == "none" else [e.split() for e in value.split(",")]
                self.maps[(key.split()[0], "forbidden")] = {p: kind for p, kind in entries}
            elif key in ("black fives", "white fives"):
                self.maps[(key.split()[0], "fives")] = set() if value == "none" else set(value.split())
            elif AT.match(key):
                color, point, after = AT.match(key).groups()
                self.verdicts.append((color, point, (after or "").split(), value))
            else:
                raise ValueError(f"{path.name}: unknown line {line!r}")
        if len(self.rows) != 15 or not self.variants:
            raise ValueError(f"{path.name}: {len(self.rows)} board rows, variants {self.variants}")

    def array(self):
        """The board as a (15, 15) uint8 array, [row, col] (the diagram's first row is 15)."""
        codes = {".": 0, "X": 1, "O": 2}
        return np.array([[codes[c] for c in row] for row in reversed(self.rows)], np.uint8)

    def stones(self):
        """(black, white) point names."""
        board = self.array()
        names = lambda v: [f"{'abcdefghijklmno'[c]}{r + 1}" for r, c in zip(*np.nonzero(board == v))]
        return names(1), names(2)


SIZE_LINE = re.compile(r"^size:\s*(\d+)\s*$", re.M)


def board_size(path):
    """The side of a case's board: its `size:` line, else 15."""
    found = SIZE_LINE.search(path.read_text())
    return int(found.group(1)) if found else 15


def cases():
    """Every case on a 15x15 board (the package's boards), by file name."""
    return [Case(p) for p in sorted(CASES.glob("*.txt")) if board_size(p) == 15]


def case(name):
    """The case in conformance/cases/NAME.txt."""
    return Case(CASES / f"{name}.txt")
