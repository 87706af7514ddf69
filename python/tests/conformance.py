"""A reader of the repository's conformance cases (conformance/cases/*.txt; the format is in
conformance/README.md), for the Python tests: the variants, the board (of any size), the
full maps and the single-point verdicts that each case gives, worked out by hand in the
case's comments."""

import pathlib
import re

import numpy as np

from positions import COLUMNS, rc_to_name

CASES = pathlib.Path(__file__).resolve().parents[2] / "conformance" / "cases"
# Rule files cases may name besides the shipped rules (readings no tournament plays).
RULE_FILES = CASES.parent / "rules"
ROW = re.compile(r"^\s*(\d+)?\s*((?:[.XO]\s+){4,25}[.XO])\s*(\d+)?\s*$")
COLUMN_LETTERS = re.compile(r"^\s*a(?: [b-z])+\s*$")
AT = re.compile(r"^(black|white) at (\w+)(?: after ((?:\w+\s*)+))?$")


class Case:
    """One case file."""

    def __init__(self, path):
        self.name = path.stem
        self.size = 15
        self.variants = []
        self.rows = []
        self.maps = {}  # (colour, "forbidden" | "fives") -> {point: kind} / set of points
        self.verdicts = []  # (colour, point, [after points], verdict)
        for line in path.read_text().splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            if COLUMN_LETTERS.match(line):
                continue
            row = ROW.match(line)
            if row:
                self.rows.append(row.group(2).split())
                continue
            key, _, value = line.partition(":")
            key, value = key.strip(), value.strip()
            if key == "variant":
                self.variants = value.split()
            elif key == "size":
                self.size = int(value)
            elif key in ("source", "clause"):
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
        shape = {len(row) for row in self.rows}
        if len(self.rows) != self.size or shape != {self.size} or not self.variants:
            raise ValueError(
                f"{path.name}: {len(self.rows)} board rows of {shape} points for size "
                f"{self.size}, variants {self.variants}"
            )

    def array(self):
        """The board as a (size, size) uint8 array, [row, col] (the diagram's first row is
        the top one, row `size`)."""
        codes = {".": 0, "X": 1, "O": 2}
        return np.array([[codes[c] for c in row] for row in reversed(self.rows)], np.uint8)

    def stones(self):
        """(black, white) point names."""
        board = self.array()
        names = lambda v: [rc_to_name(r, c) for r, c in zip(*np.nonzero(board == v))]
        return names(1), names(2)

    def kinds(self, color, codes):
        """The case's full map of `color` as a (size, size) array of kind codes (`codes`:
        kind name -> code)."""
        want = np.zeros((self.size, self.size), np.uint8)
        for point, kind in self.maps[(color, "forbidden")].items():
            want[int(point[1:]) - 1, COLUMNS.index(point[0])] = codes[kind]
        return want


def cases():
    """Every case, of every board size, by file name."""
    return [Case(p) for p in sorted(CASES.glob("*.txt"))]


def case(name):
    """The case in conformance/cases/NAME.txt."""
    return Case(CASES / f"{name}.txt")
