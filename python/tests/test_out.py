"""`forbidden(..., out=...)`: the answer written into a preallocated array (no new array per
call), returned; every bad `out` refused before anything is written."""

import doctest

import numpy as np
import pytest
import renju_rules as rr

from positions import board_array, cli_corpus


def test_out_is_written_in_place_and_returned(positions):
    want = rr.forbidden(positions)
    out = np.full(positions.shape, 0xFF, np.uint8)  # garbage: every cell must be written
    got = rr.forbidden(positions, out=out, threads=1)
    assert got is out
    np.testing.assert_array_equal(out, want)
    # Used again for other boards: the old answer is gone where the new one has nothing.
    reversed_boards = np.ascontiguousarray(positions[::-1])
    rr.forbidden(reversed_boards, out=out)
    np.testing.assert_array_equal(out, want[::-1])


def test_out_for_one_board_of_20x20():
    # Black t14 t15 t16 . t18 t19: t17 an overline (test_sizes.py works it out).
    board = board_array(["t14", "t15", "t16", "t18", "t19"], size=20)
    out = np.ones((20, 20), np.uint8)
    assert rr.forbidden(board, out=out) is out
    assert out[16, 19] == rr.KINDS.index("overline") and out.sum() == out[16, 19]


def test_out_with_boards_of_another_dtype(renju_cli):
    _, boards = cli_corpus(renju_cli, "dense", 50, 3, 19)
    out = np.empty(boards.shape, np.uint8)
    rr.forbidden(boards.astype(np.int64, order="F"), out=out)
    np.testing.assert_array_equal(out, rr.forbidden(boards))


@pytest.mark.parametrize("size", [15, 20])
def test_one_out_reused_across_calls_gives_what_fresh_arrays_give(renju_cli, size):
    # Four batches of 25 game positions each, then one board alone, all into the same arrays.
    _, boards = cli_corpus(renju_cli, "game", 100, 7, size)
    out = np.full((25, size, size), 0xEE, np.uint8)
    for batch in boards.reshape(4, 25, size, size):
        fresh = rr.forbidden(batch, threads=1)
        assert rr.forbidden(batch, threads=1, out=out) is out
        np.testing.assert_array_equal(out, fresh)
    assert (boards > 0).any() and (rr.forbidden(boards) > 0).any(), "a corpus with answers"
    one = np.full((size, size), 0xEE, np.uint8)
    for board in boards[:10]:
        assert rr.forbidden(board, out=one, threads=1) is one
        np.testing.assert_array_equal(one, rr.forbidden(board))


def test_the_docstring_example_runs():
    examples = doctest.DocTestParser().get_examples(rr.forbidden.__doc__)
    assert len(examples) == 6
    runner = doctest.DocTestRunner()
    test = doctest.DocTest(examples, {}, "forbidden", None, 0, rr.forbidden.__doc__)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


BOARDS = np.zeros((4, 15, 15), np.uint8)


@pytest.mark.parametrize(
    "out, error, message",
    [
        (np.zeros((3, 15, 15), np.uint8), ValueError, r"out has shape \[3, 15, 15\]; the answer's is the boards' shape \[4, 15, 15\]"),
        (np.zeros((15, 15), np.uint8), ValueError, r"out has shape"),
        (np.zeros((4, 15, 15), np.int32), TypeError, r"out must have dtype uint8; got int32"),
        (np.zeros((4, 15, 15), np.int8), TypeError, r"out must have dtype uint8; got int8"),
        (np.zeros((4, 15, 15), np.uint16), TypeError, r"out must have dtype uint8; got uint16"),
        (np.zeros((4, 15, 15), bool), TypeError, r"out must have dtype uint8; got bool"),
        (np.zeros((4, 20, 20), np.uint8), ValueError, r"out has shape \[4, 20, 20\]; the answer's is the boards' shape \[4, 15, 15\]"),
        (np.zeros((4, 15, 15, 2), np.uint8)[..., 0], ValueError, r"out must be C-contiguous"),
        (np.zeros((4, 15, 15), np.uint8, order="F"), ValueError, r"out must be C-contiguous"),
        (np.zeros((4, 15, 30), np.uint8)[:, :, ::2], ValueError, r"out must be C-contiguous"),
        ([[0] * 15] * 15, TypeError, r"out must be a NumPy uint8 array; got list"),
    ],
)
def test_a_bad_out_is_refused(out, error, message):
    with pytest.raises(error, match=message):
        rr.forbidden(BOARDS, out=out)


def test_a_read_only_out_is_refused_and_left_as_it_was():
    out = np.full((4, 15, 15), 7, np.uint8)
    out.flags.writeable = False
    with pytest.raises(ValueError, match="out cannot be written"):
        rr.forbidden(BOARDS, out=out)
    assert (out == 7).all()


def test_out_may_not_share_memory_with_the_boards():
    boards = board_array(["f8", "g8", "h9", "h10"])[None].copy()
    with pytest.raises(ValueError, match="sharing memory with boards"):
        rr.forbidden(boards, out=boards)
    assert boards.sum() == 4  # not written


def test_a_bad_cell_leaves_out_as_it_was():
    boards = np.zeros((2, 15, 15), np.uint8)
    boards[1, 0, 0] = 5
    out = np.full(boards.shape, 9, np.uint8)
    with pytest.raises(ValueError, match=r"board 1, point a1"):
        rr.forbidden(boards, out=out)
    assert (out == 9).all()
