"""The six examples of the rules text (conformance/cases/example-*.txt, read there) stacked in
one batch, and the array layout they pin down."""

import numpy as np
import renju_rules as rr

from conformance import case

EXAMPLES = ["double-three", "double-four", "overline", "false-three", "four-three", "five-wins"]
CODES = {"double-three": 1, "double-four": 2, "overline": 3}


def expected_array(forbidden):
    out = np.zeros((15, 15), np.uint8)
    for point, kind in forbidden.items():
        out[int(point[1:]) - 1, "abcdefghijklmno".index(point[0])] = CODES[kind]
    return out


def test_the_six_stacked_on_every_thread_count():
    cases = [case(f"example-{name}") for name in EXAMPLES]
    boards = np.stack([c.array() for c in cases])
    want = np.stack([expected_array(c.maps[("black", "forbidden")]) for c in cases])
    assert want.any()
    for threads in (1, 2, None):
        np.testing.assert_array_equal(rr.forbidden(boards, threads=threads), want)


def test_h8_is_index_112_and_row_7_col_7():
    # The layout: [row, col], row 0 = row "1", col 0 = column "a"; h = 8th column, row 8.
    # Black f8 g8 h9 h10: h8 is the one forbidden point (the double-three example).
    board = np.zeros((15, 15), np.uint8)
    board[7, 5] = board[7, 6] = board[8, 7] = board[9, 7] = 1  # f8 g8 h9 h10
    got = rr.forbidden(board)
    assert got[7, 7] == 1 and got.sum() == 1
    assert np.flatnonzero(got).tolist() == [112]
    assert case("example-double-three").array().tolist() == board.tolist()


def test_white_has_no_forbidden_points_under_renju():
    board = case("example-double-three").array()
    assert not rr.forbidden(board, color="white").any()


def test_the_rules_that_forbid_nothing_give_empty_maps():
    # Standard and freestyle gomoku forbid nothing (the rules text's table of variants).
    boards = np.stack([case(f"example-{name}").array() for name in EXAMPLES])
    for rule in ("gomoku-standard", "gomoku-freestyle"):
        assert not rr.forbidden(boards, rule=rule).any()
