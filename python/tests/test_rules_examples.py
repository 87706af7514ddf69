"""The examples of the rules text (examples/rules-examples.jsonl names them; each is drawn
in conformance/cases/example-<id>.txt, read there) stacked in one batch, and the array
layout they pin down."""

import json

import numpy as np
import renju_rules as rr

import rule_files
from conformance import case
from conftest import REPO

LINES = [
    json.loads(line)
    for line in (REPO / "examples" / "rules-examples.jsonl").read_text().splitlines()
    if line.strip()
]
EXAMPLES = [line["id"] for line in LINES]
CODES = {kind: code for code, kind in enumerate(rr.KINDS) if code}


def test_the_examples_file_names_a_case_for_each():
    assert len(EXAMPLES) >= 6 and len(set(EXAMPLES)) == len(EXAMPLES)
    for line in LINES:
        black, white = case(f"example-{line['id']}").stones()
        assert (sorted(black), sorted(white)) == (sorted(line["black"]), sorted(line["white"]))


def test_the_examples_stacked_on_every_thread_count():
    cases = [case(f"example-{name}") for name in EXAMPLES]
    boards = np.stack([c.array() for c in cases])
    want = np.stack([c.kinds("black", CODES) for c in cases])
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
    # The rule files that forbid black nothing (standard and freestyle gomoku, caro, ...).
    boards = np.stack([case(f"example-{name}").array() for name in EXAMPLES])
    free = set(rule_files.names()) - set(rule_files.names(restricting="black"))
    assert free, "no rule file forbids black nothing"
    for rule in sorted(free):
        assert not rr.forbidden(boards, rule=rule).any(), rule
