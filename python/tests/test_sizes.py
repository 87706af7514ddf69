"""Boards of every side from 5 to 26: shapes in and out, point names and indexes, the rule's
own board as the default, and positions worked out by hand at the edges of 5x5, 15x15,
19x19, 20x20 and 26x26 boards (the edge blocks a row like a white stone, RIF chapter 3)."""

import numpy as np
import pytest
import renju_rules as rr

import rule_files
from positions import board_array, name_to_rc


def test_the_sizes_are_five_to_twenty_six():
    assert rr.SIZES == tuple(range(5, 27))


def test_rules_tell_each_rule_file_s_board_size():
    rules = rr.rules()
    specs = rule_files.rule_files()
    assert sorted(rules) == sorted(r.name for r in specs)
    for spec in specs:
        info = rules[spec.name]
        assert info["board_size"] == spec.board_size, spec.name
        assert info["aliases"] == spec.aliases, spec.name
        assert isinstance(info["summary"], str) and info["summary"], spec.name
        # A Board and forbidden_points default to the rule's own board.
        assert rr.Board(rule=spec.name).size == spec.board_size
        for alias in spec.aliases:
            assert rr.Board(rule=alias).rule == spec.name


def test_gomoku_freestyle_is_played_on_20x20_by_default():
    b = rr.Board(rule="gomoku-freestyle")
    assert b.size == 20 and b.array().shape == (20, 20)
    assert b.forbidden_mask().shape == (20, 20)
    assert rr.Board().size == 15  # renju: 15x15 (RIF)
    assert rr.Board(size=19).size == 19


@pytest.mark.parametrize("size", [5, 7, 15, 19, 20, 26])
@pytest.mark.parametrize("stacked", [True, False])
def test_the_answer_has_the_boards_shape(size, stacked):
    shape = (3, size, size) if stacked else (size, size)
    got = rr.forbidden(np.zeros(shape, np.uint8))
    assert got.shape == shape and got.dtype == np.uint8 and not got.any()
    # Other dtypes and layouts at this size too.
    assert rr.forbidden(np.zeros(shape, np.int64, order="F")).shape == shape


@pytest.mark.parametrize(
    "shape", [(3, 19, 20), (20, 19), (2, 3, 15, 15), (225,), (), (3, 4, 4), (27, 27), (2, 0, 0)]
)
def test_a_shape_that_is_no_board_names_itself_and_the_sides(shape):
    with pytest.raises(ValueError, match=r"5 to 26") as e:
        rr.forbidden(np.zeros(shape, np.uint8))
    assert str(list(shape)).replace(" ", "") in str(e.value).replace(" ", "")


# --- 20x20: a five and an overline along the last column -------------------------------------

# Black t14 t15 t16 . t18 t19 in column t, the last column of the 20x20 board, nothing else.
# - t17 joins them into t14-t19: six, an overline (RIF 9.2), forbidden under renju; under
#   freestyle gomoku (five or more wins) it is a five, and nothing is forbidden.
# - t13 makes t13-t16 a four (t12 gives exactly five, t17 then empty) and t12 makes
#   t12 . t14 t15 t16 a four (t13): one four each, allowed. t20 makes t18-t20, whose only
#   completion t17 gives seven: no four. Nothing else lies on a line with two stones.
LAST_COLUMN = ["t14", "t15", "t16", "t18", "t19"]


def test_an_overline_along_the_last_column_of_20x20():
    assert rr.forbidden_points(black=LAST_COLUMN, size=20) == {"t17": "overline"}
    b = rr.Board(black=LAST_COLUMN, white=["a1", "a3", "a5", "a7", "a9"], size=20, to_play="black")
    assert b.forbidden() == {"t17": "overline"}
    assert b.place("t17") == "overline"
    board = board_array(LAST_COLUMN, size=20)
    want = np.zeros((20, 20), np.uint8)
    want[name_to_rc("t17")] = rr.KINDS.index("overline")
    np.testing.assert_array_equal(rr.forbidden(board), want)
    np.testing.assert_array_equal(rr.forbidden(board[None], threads=1), want[None])


def test_the_same_column_under_freestyle_gomoku_is_a_five():
    assert rr.forbidden_points(black=LAST_COLUMN, rule="gomoku-freestyle") == {}
    b = rr.Board(rule="gomoku-freestyle", black=LAST_COLUMN, white=["a1", "a3", "a5", "a7", "a9"], to_play="black")
    assert b.size == 20
    assert b.place("t17") == "five"


def test_five_exactly_along_the_last_column_of_20x20():
    # Black t13 t14 t15 t16: t17 gives t13-t17 (t18 empty), t12 gives t12-t16 (t17 empty):
    # exactly five each (RIF 9.2).
    for point in ("t17", "t12"):
        b = rr.Board(black=["t13", "t14", "t15", "t16"], white=["a1", "a3", "a5", "a7"], size=20, to_play="black")
        assert b.place(point) == "five", point


def test_a_20x20_point_is_off_the_15x15_board():
    with pytest.raises(ValueError, match=r"black\[0\]: t14 is off the 15x15 board \(columns a-o, rows 1-15\)"):
        rr.forbidden_points(black=LAST_COLUMN)
    with pytest.raises(ValueError, match=r"t17 is off the 15x15 board"):
        rr.Board().place("t17")


# --- 19x19 -------------------------------------------------------------------------------


def test_points_past_the_edge_of_19x19_name_the_size():
    b = rr.Board(size=19)
    with pytest.raises(ValueError, match=r"t1 is off the 19x19 board \(columns a-s, rows 1-19\)"):
        b.place("t1")
    with pytest.raises(ValueError, match=r"a20 is off the 19x19 board"):
        b.place("a20")
    with pytest.raises(ValueError, match=r"point index 361 is off the 19x19 board; indexes are row \* 19 \+ col, 0\.\.360"):
        b.place(361)
    assert b.moves == []
    # s19, the top right corner, is row 18 * 19 + col 18 = 360.
    b.place(360)
    assert b.moves == ["s19"] and b.array()[18, 18] == 1


def test_the_diagram_of_19x19_is_drawn_to_its_edge():
    b = rr.Board(black=["s19"], white=["a1"], size=19, to_play="black")
    lines = str(b).splitlines()
    assert lines[0].split() == list("abcdefghijklmnopqrs")
    assert lines[1].split()[0] == "19" and lines[1].split()[-2:] == ["X", "19"]
    assert lines[-2].split()[:2] == ["1", "O"]
    assert repr(b) == "Board(rule='renju', size=19, stones=2, to_play='black')"


def test_the_diagram_marks_come_from_the_runtime():
    # The overline of the 20x20 column is marked 6 at t17 (row 17, last column).
    b = rr.Board(black=LAST_COLUMN, white=["a1", "a3", "a5", "a7", "a9"], size=20, to_play="black")
    row17 = next(line for line in str(b).splitlines() if line.split()[0] == "17")
    assert row17.split()[1:] == ["."] * 19 + ["6", "17"]


# --- 5x5 and 26x26, the smallest and largest boards ------------------------------------------


def test_a_double_four_in_the_corner_of_5x5():
    # Black b1 c1 d1 (row 1) and e2 e3 e4 (column e). On 5x5 only the rows, the columns and
    # the two long diagonals hold five points, so only they can hold a four; a three needs a
    # straight four, six points in a line: there is no three at all. e1 makes b1-e1 a four
    # (a1 completes it) and e1-e4 a four (e5): a double-four. a1 (row 1) and e5 (column e)
    # make one four each.
    black = ["b1", "c1", "d1", "e2", "e3", "e4"]
    assert rr.forbidden_points(black=black, size=5) == {"e1": "double-four"}
    assert rr.forbidden_points(black=black, size=5, rule="gomoku-standard") == {}
    b = rr.Board(black=["a1", "b1", "c1", "d1"], white=["a3", "b3", "c3", "d3"], size=5, to_play="black")
    assert b.place("e1") == "five"  # a1-e1: five, the edges at both ends
    assert rr.forbidden(board_array(black, size=5))[0, 4] == rr.KINDS.index("double-four")


def test_an_overline_and_fives_on_row_26():
    # Black u26 v26 w26 . y26 z26 along the top row of 26x26: x26 makes u-z, six, an
    # overline. t26 makes t-w a four (s26 then gives s-w, exactly five): allowed.
    black = ["u26", "v26", "w26", "y26", "z26"]
    assert rr.forbidden_points(black=black, size=26) == {"x26": "overline"}
    # Black v26 w26 x26 y26: z26 (the top right corner, index 25 * 26 + 25 = 675) makes
    # exactly five against the corner.
    b = rr.Board(black=["v26", "w26", "x26", "y26"], white=["a1", "a3", "a5", "a7"], size=26, to_play="black")
    assert b.place(675) == "five" and b.moves == ["z26"]


def test_sizes_outside_5_to_26_are_refused():
    for size in (4, 27, 0):
        with pytest.raises(ValueError, match=rf"board size {size} is not supported: a side has 5 to 26 points"):
            rr.Board(size=size)
        with pytest.raises(ValueError, match=rf"board size {size} is not supported"):
            rr.forbidden_points(black=["a1"], size=size)
