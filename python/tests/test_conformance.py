"""Every conformance case of the repository (conformance/cases, on every board size they
are drawn on: the rules text's six examples and the hand-worked cases of every clause and
variant) through the Python API: the batch call, forbidden_points and Board give each full
map the case gives, and Board.place gives each single verdict and each winning point."""

import numpy as np
import pytest
import renju_rules as rr

from conformance import CASES as CASE_DIR, RULE_FILES, cases

CASES = cases()
CODES = {kind: code for code, kind in enumerate(rr.KINDS) if code}
VERDICTS = {"legal": "allowed"}  # the cases' word for an allowed move


def test_every_case_file_is_read_with_its_size():
    # Every file, none left out for its size: boards of more than one side among them.
    assert len(CASES) == len(list(CASE_DIR.glob("*.txt"))) >= 120
    sizes = {c.size for c in CASES}
    assert {15, 19, 20} <= sizes, sizes
    for c in CASES:
        assert c.array().shape == (c.size, c.size), c.name


def rule_of(variant):
    """A shipped rule by name, or a rule file of conformance/rules/ loaded at run time."""
    if variant in rr.rules():
        return variant
    return rr.Rule.from_file(str(RULE_FILES / f"{variant}.toml"))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_case(case):
    board = case.array()
    size = case.size
    black, white = case.stones()
    for rule in map(rule_of, case.variants):
        for (color, what), expected in case.maps.items():
            if what == "forbidden":
                np.testing.assert_array_equal(
                    rr.forbidden(board, rule=rule, color=color),
                    case.kinds(color, CODES),
                    err_msg=f"{rule} {color}",
                )
                got = rr.forbidden_points(black=black, white=white, rule=rule, color=color, size=size)
                assert got == expected
                assert rr.Board(rule, black, white, size=size).forbidden(color) == expected
            else:  # fives: every empty point where a stone of `color` makes a winning five
                b = rr.Board(rule, black, white, to_play=color, size=size)
                fives = set()
                for index in np.flatnonzero(board.reshape(size * size) == 0):
                    if b.place(int(index)) == "five":
                        fives.add(b.moves[-1])
                    b.undo()
                assert fives == expected, f"{rule} {color} fives"
        for color, point, after, verdict in case.verdicts:
            stones = {"black": black + after, "white": white}
            if color == "white":
                stones = {"black": black, "white": white + after}
            b = rr.Board(rule, stones["black"], stones["white"], to_play=color, size=size)
            assert b.place(point) == VERDICTS.get(verdict, verdict), f"{rule}: {color} at {point}"
