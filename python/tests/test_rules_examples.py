"""The six examples of the rules text through every entry point: the batch call on arrays,
forbidden_points on stone lists, and Board."""

import numpy as np
import pytest
import renju_rules as rr

from positions import board_array, name_to_rc
from rules_examples import EXAMPLES

CODES = {"double-three": 1, "double-four": 2, "overline": 3}


def expected_array(expected):
    out = np.zeros((15, 15), np.uint8)
    for name, kind in expected.items():
        out[name_to_rc(name)] = CODES[kind]
    return out


@pytest.mark.parametrize("name", EXAMPLES)
def test_forbidden_on_one_board(name):
    black, expected = EXAMPLES[name]
    got = rr.forbidden(board_array(black))
    assert got.shape == (15, 15) and got.dtype == np.uint8
    np.testing.assert_array_equal(got, expected_array(expected))


def test_forbidden_on_the_six_stacked():
    boards = np.stack([board_array(black) for black, _ in EXAMPLES.values()])
    want = np.stack([expected_array(expected) for _, expected in EXAMPLES.values()])
    for threads in (1, None):
        np.testing.assert_array_equal(rr.forbidden(boards, threads=threads), want)


@pytest.mark.parametrize("name", EXAMPLES)
def test_forbidden_points(name):
    black, expected = EXAMPLES[name]
    got = rr.forbidden_points(black=black, white=[])
    assert got == expected
    # Row-major order: a1, b1, ..., o1, a2, ...
    assert list(got) == sorted(got, key=lambda p: name_to_rc(p))


@pytest.mark.parametrize("name", EXAMPLES)
def test_board(name):
    black, expected = EXAMPLES[name]
    b = rr.Board(black=black)
    assert b.forbidden() == expected
    np.testing.assert_array_equal(b.forbidden_mask(), expected_array(expected) > 0)


def test_h8_is_index_112_and_row_7_col_7():
    # The layout: [row, col], row 0 = row "1", col 0 = column "a"; h = 8th column, row 8.
    black, _ = EXAMPLES["double-three"]
    got = rr.forbidden(board_array(black))
    assert got[7, 7] == 1 and got.sum() == 1
    assert np.flatnonzero(got).tolist() == [112]


def test_white_has_no_forbidden_points_under_renju():
    black, _ = EXAMPLES["double-three"]
    assert not rr.forbidden(board_array(black), color="white").any()
    assert rr.forbidden_points(black=black, color="white") == {}


def test_the_rules_that_forbid_nothing_give_empty_maps():
    # Standard and freestyle gomoku forbid nothing (the rules text's table of variants).
    boards = np.stack([board_array(black) for black, _ in EXAMPLES.values()])
    for rule in ("gomoku-standard", "gomoku-freestyle"):
        assert not rr.forbidden(boards, rule=rule).any()


def test_omok_forbids_double_three_for_both_but_not_overline():
    # Omok: double-three forbidden for both colours, double-four allowed, overline does not win
    # (and is not forbidden). The double-three example as white stones: white at h8 is a
    # double-three for white too.
    black, _ = EXAMPLES["double-three"]
    as_white = board_array(white=black)
    assert rr.forbidden_points(white=black, rule="omok", color="white") == {"h8": "double-three"}
    assert rr.forbidden(as_white, rule="omok", color="white")[7, 7] == 1
    assert rr.forbidden_points(black=EXAMPLES["overline"][0], rule="omok") == {}
    assert rr.forbidden_points(black=EXAMPLES["double-four"][0], rule="omok") == {}
