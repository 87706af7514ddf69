"""Every bad input is a TypeError or ValueError that says what is wrong and where."""

import numpy as np
import pytest
import renju_rules as rr

from positions import board_array


def boards(n=4):
    return np.zeros((n, 15, 15), np.uint8)


# --- forbidden(): shape -------------------------------------------------------------------


@pytest.mark.parametrize("shape", [(225,), (15, 14), (3, 15, 14), (3, 14, 15), (2, 3, 15, 15), ()])
def test_bad_shape(shape):
    with pytest.raises(ValueError, match=r"shape \(N, S, S\) or \(S, S\) for a board side S of 5 to 26.*got \[") as e:
        rr.forbidden(np.zeros(shape, np.uint8))
    assert str(list(shape)).replace(" ", "") in str(e.value).replace(" ", "")


# --- forbidden(): dtype -------------------------------------------------------------------


@pytest.mark.parametrize("dtype", [np.float64, np.float32, np.bool_, np.complex64, object, "U1"])
def test_non_integer_dtype(dtype):
    with pytest.raises(TypeError, match="integer dtype"):
        rr.forbidden(np.zeros((2, 15, 15), dtype))


def test_a_list_of_floats_is_a_type_error():
    with pytest.raises(TypeError, match="integer dtype.*float64"):
        rr.forbidden([[0.0] * 15] * 15)


# --- forbidden(): values, naming the board and the point -------------------------------------


def test_value_too_large_names_board_and_point():
    b = boards()
    b[2, 7, 7] = 3  # board 2, [row 7, col 7] = h8
    with pytest.raises(ValueError) as e:
        rr.forbidden(b)
    assert "board 2, point h8 ([row 7, col 7]) holds 3" in str(e.value)


def test_negative_value():
    b = boards().astype(np.int8)
    b[0, 0, 1] = -1  # b1
    with pytest.raises(ValueError, match=r"board 0, point b1 \(\[row 0, col 1\]\) holds -1"):
        rr.forbidden(b)


def test_large_values_of_wide_dtypes():
    b = boards().astype(np.uint64)
    b[3, 14, 14] = 2**64 - 1  # o15
    with pytest.raises(ValueError, match=r"board 3, point o15 .* holds 18446744073709551615"):
        rr.forbidden(b)
    b = boards().astype(np.int16)
    b[1, 0, 0] = 257  # 257 would be 1 if it were read as a byte
    with pytest.raises(ValueError, match=r"board 1, point a1 .* holds 257"):
        rr.forbidden(b)


@pytest.mark.parametrize("threads", [1, None, 2])
def test_the_first_bad_cell_is_named_whatever_the_threads(threads):
    b = np.zeros((500, 15, 15), np.uint8)
    b[400, 0, 0] = 9
    b[130, 9, 2] = 7  # c10
    b[130, 9, 3] = 8
    with pytest.raises(ValueError, match=r"board 130, point c10 .* holds 7"):
        rr.forbidden(b, threads=threads)


def test_bad_value_in_a_single_board():
    b = board_array(["h8"])
    b[14, 0] = 4  # a15
    with pytest.raises(ValueError, match=r"point a15 \(\[row 14, col 0\]\) holds 4"):
        rr.forbidden(b)


def test_bad_value_in_a_strided_view():
    b = np.zeros((4, 15, 15), np.int32, order="F")
    b[1, 2, 3] = 5  # d3
    with pytest.raises(ValueError, match=r"board 1, point d3 .* holds 5"):
        rr.forbidden(b)


# --- forbidden(): rule, colour, threads -----------------------------------------------------


def test_unknown_rule_lists_the_rules():
    with pytest.raises(ValueError, match=r'unknown rule "chess"; the rules are .*renju'):
        rr.forbidden(boards(), rule="chess")


def test_unknown_color():
    # The runtime's words for a colour that is none.
    with pytest.raises(ValueError, match=r'unknown colou?r "red" \(expected black, white\)'):
        rr.forbidden(boards(), color="red")


@pytest.mark.parametrize("threads", [0, -1, 257, 10**6, 10**30])
def test_threads_outside_one_to_the_maximum(threads):
    with pytest.raises(
        ValueError, match=rf"threads={threads}: a batch runs on 1 to 256 threads, or None for all cores"
    ):
        rr.forbidden(boards(), threads=threads)


@pytest.mark.parametrize("threads", ["2", 2.0, True])
def test_threads_not_an_int(threads):
    with pytest.raises(TypeError):
        rr.forbidden(boards(), threads=threads)


def test_rule_not_a_str():
    with pytest.raises(TypeError):
        rr.forbidden(boards(), rule=1)


# --- forbidden_points() -------------------------------------------------------------------


@pytest.mark.parametrize("bad", ["h0", "H8", "h08", "", "8h", "h27", "zz"])
def test_bad_point_name(bad):
    with pytest.raises(
        ValueError, match=rf'black\[1\]: "{bad}" is not a point; points of the 15x15 board are a1 \.\. o15'
    ):
        rr.forbidden_points(black=["h8", bad])


@pytest.mark.parametrize("bad", ["p1", "h16", "z26"])
def test_point_name_off_the_board(bad):
    with pytest.raises(
        ValueError, match=rf"black\[1\]: {bad} is off the 15x15 board \(columns a-o, rows 1-15\)"
    ):
        rr.forbidden_points(black=["h8", bad])


def test_point_index_off_the_board():
    with pytest.raises(ValueError, match=r"white\[0\]: point index 225 is off the 15x15 board"):
        rr.forbidden_points(white=[225])
    with pytest.raises(ValueError, match=r"point index -1 is off the 15x15 board"):
        rr.forbidden_points(white=[-1])


def test_point_of_a_wrong_type():
    with pytest.raises(TypeError, match=r"black\[0\]: a point is a name .*got float"):
        rr.forbidden_points(black=[1.5])
    with pytest.raises(TypeError, match=r"black must be a list of points"):
        rr.forbidden_points(black="h8")
    with pytest.raises(TypeError):
        rr.forbidden_points(black=5)


def test_point_given_twice():
    with pytest.raises(ValueError, match="h8 already holds a black stone"):
        rr.forbidden_points(black=["h8", "h8"])
    with pytest.raises(ValueError, match="h8 already holds a black stone"):
        rr.forbidden_points(black=["h8"], white=["h8"])


def test_forbidden_points_unknown_rule_and_color():
    with pytest.raises(ValueError, match="unknown rule"):
        rr.forbidden_points(black=["h8"], rule="go")
    with pytest.raises(ValueError, match="unknown colou?r"):
        rr.forbidden_points(black=["h8"], color="Black")


# --- Board ----------------------------------------------------------------------------------


def test_board_place_on_an_occupied_point():
    b = rr.Board()
    b.place("h8")
    with pytest.raises(ValueError, match="h8 already holds a black stone"):
        b.place("h8")
    assert b.to_play == "white" and b.moves == ["h8"]  # nothing changed


def test_board_bad_points():
    b = rr.Board()
    with pytest.raises(ValueError, match=r"z9 is off the 15x15 board \(columns a-o, rows 1-15\)"):
        b.place("z9")
    with pytest.raises(ValueError, match='"z99" is not a point'):
        b.place("z99")
    with pytest.raises(ValueError, match="point index 300 is off the 15x15 board"):
        b.place(300)
    with pytest.raises(TypeError, match="a point is a name"):
        b.place((7, 7))
    with pytest.raises(TypeError, match="a point is a name"):
        b.place(True)


def test_board_undo_with_nothing_to_undo():
    with pytest.raises(IndexError, match="nothing to undo"):
        rr.Board().undo()
    b = rr.Board(black=["h8"], white=["i9"])
    with pytest.raises(IndexError, match="nothing to undo"):
        b.undo()  # the starting stones cannot be undone


def test_board_explain_an_occupied_point():
    b = rr.Board(black=["h8"])
    with pytest.raises(ValueError, match="h8 already holds a black stone"):
        b.explain("h8")


def test_board_constructor_errors():
    with pytest.raises(ValueError, match="unknown rule"):
        rr.Board(rule="chess")
    with pytest.raises(ValueError, match="unknown colou?r"):
        rr.Board(to_play="blue")
    with pytest.raises(ValueError, match="h8 already holds a black stone"):
        rr.Board(black=["h8"], white=["h8"])
    with pytest.raises(ValueError, match=r'white\[0\]: "x" is not a point'):
        rr.Board(white=["x"])


def test_board_unknown_color_in_queries():
    b = rr.Board()
    for call in (b.forbidden, b.forbidden_mask):
        with pytest.raises(ValueError, match="unknown colou?r"):
            call("green")
    with pytest.raises(ValueError, match="unknown colou?r"):
        b.explain("h8", color="green")


# --- replay -----------------------------------------------------------------------------------


def test_replay_bad_arguments():
    with pytest.raises(ValueError, match=r'unknown record format "xml" \(auto, moves, rif, sgf, psq or renlib\)'):
        rr.replay("h8\n", format="xml")
    with pytest.raises(ValueError, match="unknown rule"):
        rr.replay("h8\n", rule="chess")
    with pytest.raises(ValueError, match="board size 30 is not supported"):
        rr.replay("h8\n", size=30)
    with pytest.raises(ValueError, match="not both"):
        rr.replay("h8\n", rule="renju", rule_file="rules-spec/renju.toml")
    with pytest.raises(TypeError, match="replay takes the records as a str or bytes; got int"):
        rr.replay(123)


def test_replay_answers_a_bad_record_in_its_place():
    # Move 3 on h8 again: an error line in the record's place, the next record still judged.
    got = rr.replay("a: h8 i9 h8\nb: h8 i9\n")
    assert got == [
        {"game": "a", "line": 1, "error": "move 3 (h8) is on an occupied point"},
        {"game": "b", "moves": 2, "result": "none", "foul": None, "five": None},
    ]
