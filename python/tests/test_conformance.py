"""Every conformance case of the repository (conformance/cases: the rules text's six examples
and the hand-worked cases of every clause and variant) through the Python API: the batch
call, forbidden_points and Board give each full map the case gives, and Board.place gives each
single verdict and each winning point."""

import numpy as np
import pytest
import renju_rules as rr

from conformance import cases

CASES = cases()
CODES = {"double-three": 1, "double-four": 2, "overline": 3}
VERDICTS = {"legal": "allowed"}  # the cases' word for an allowed move


def test_the_cases_are_there():
    assert len(CASES) >= 120
    assert {c.name for c in CASES} >= {
        "example-double-three", "example-double-four", "example-overline",
        "example-false-three", "example-four-three", "example-five-wins",
    }


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_case(case):
    board = case.array()
    black, white = case.stones()
    for rule in case.variants:
        for (color, what), expected in case.maps.items():
            if what == "forbidden":
                want = np.zeros((15, 15), np.uint8)
                for point, kind in expected.items():
                    want[int(point[1:]) - 1, "abcdefghijklmno".index(point[0])] = CODES[kind]
                np.testing.assert_array_equal(
                    rr.forbidden(board, rule=rule, color=color), want, err_msg=f"{rule} {color}"
                )
                assert rr.forbidden_points(black=black, white=white, rule=rule, color=color) == expected
                assert rr.Board(rule, black, white).forbidden(color) == expected
            else:  # fives: every empty point where a stone of `color` makes a winning five
                b = rr.Board(rule, black, white, to_play=color)
                fives = set()
                for index in np.flatnonzero(board.reshape(225) == 0):
                    if b.place(int(index)) == "five":
                        fives.add(b.moves[-1])
                    b.undo()
                assert fives == expected, f"{rule} {color} fives"
        for color, point, after, verdict in case.verdicts:
            stones = {"black": black + after, "white": white}
            if color == "white":
                stones = {"black": black, "white": white + after}
            b = rr.Board(rule, stones["black"], stones["white"], to_play=color)
            assert b.place(point) == VERDICTS.get(verdict, verdict), f"{rule}: {color} at {point}"
