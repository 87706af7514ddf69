"""Regression tests of the hostile-input pass (issue 25): an impossible answer size is an
exception before anything is allocated (defect 2), and NumPy integers are points wherever
an int is (defect 6)."""

import subprocess
import sys

import numpy as np
import pytest
import renju_rules as rr

# --- defect 2: a zero-copy view of more boards than memory holds -----------------------------

HUGE = 10**10  # boards: 2.25 TB of answer, on a machine of tens of GB


def test_a_broadcast_view_of_ten_billion_boards_is_a_memory_error():
    boards = np.broadcast_to(np.zeros((15, 15), np.uint8), (HUGE, 15, 15))
    assert boards.nbytes == HUGE * 225 and boards.base is not None  # a view: nothing allocated
    with pytest.raises(MemoryError, match=r"Unable to allocate .* shape \(10000000000, 15, 15\)"):
        rr.forbidden(boards, threads=1)


def test_the_interpreter_lives_on_after_it():
    # The defect aborted the whole process ("memory allocation failed"): run it in a child,
    # which must end normally, having caught the MemoryError and gone on to another call.
    code = f"""
import numpy as np, renju_rules as rr
boards = np.broadcast_to(np.zeros((15, 15), np.int64), ({HUGE}, 15, 15))
for threads in (None, 1, 2):
    try:
        rr.forbidden(boards, threads=threads)
    except MemoryError:
        pass
    else:
        raise SystemExit("no MemoryError")
print(int(rr.forbidden(np.zeros((15, 15), np.uint8)).sum()))
"""
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == "0"


def test_a_bad_cell_in_a_large_view_is_still_named():
    # The answer is allocated first now; a bad cell is still an error naming board and point.
    one = np.zeros((15, 15), np.uint8)
    one[7, 7] = 9
    with pytest.raises(ValueError, match=r"board 0, point h8 \(\[row 7, col 7\]\) holds 9"):
        rr.forbidden(np.broadcast_to(one, (1000, 15, 15)))


# --- defect 6: NumPy integers are points ------------------------------------------------------

NUMPY_INTEGERS = [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64]


@pytest.mark.parametrize("kind", NUMPY_INTEGERS)
def test_board_place_takes_numpy_integers(kind):
    b = rr.Board()
    # 112 = row 7 * 15 + col 7 = h8; 97 = row 6 * 15 + col 7 = h7 (both fit an int8).
    assert b.place(kind(112)) == "allowed"
    assert b.place(kind(97)) == "allowed"
    assert b.moves == ["h8", "h7"]


def test_an_argmax_is_a_move():
    scores = np.zeros(225)
    scores[112] = 1.0  # h8
    b = rr.Board()
    action = np.argmax(scores)
    assert type(action) is np.int64  # not an int: what the defect refused
    b.place(action)
    assert b.moves == ["h8"]
    assert b.explain(np.intp(113)) == b.explain("i8")  # i8 = row 7 * 15 + col 8


def test_numpy_integers_in_stone_lists():
    # RIF 9.3's double-three: black f8 g8 h9 h10, h8 forbidden. f8 = 7*15+5, g8 = 7*15+6,
    # h9 = 8*15+7, h10 = 9*15+7.
    black = np.array([110, 111, 127, 142], np.int32)
    assert rr.forbidden_points(black=black) == {"h8": "double-three"}
    assert rr.forbidden_points(black=list(black)) == {"h8": "double-three"}
    assert rr.Board(black=black).forbidden() == {"h8": "double-three"}
    assert rr.Board(black=[np.array(110), 111, "h9", np.uint8(142)]).forbidden() == {
        "h8": "double-three"
    }


def test_numpy_integers_off_the_board_and_non_integers_are_refused():
    b = rr.Board()
    with pytest.raises(ValueError, match="point index 225 is off the 15x15 board"):
        b.place(np.int64(225))
    with pytest.raises(ValueError, match="point index -1 is off the 15x15 board"):
        b.place(np.int8(-1))
    for bad in (np.True_, np.float64(112.0), np.array([112]), 112.0, True):
        with pytest.raises(TypeError, match="a point is a name"):
            b.place(bad)
    assert b.moves == []
