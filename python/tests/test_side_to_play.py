"""The side to play is stated, never guessed (issue 56): a board set up with stones and no
`to_play` has no side to play until a move names its colour; `place` without one is an error
that says what to pass. Every expected verdict is worked out by hand from RIF article 9 (a
black five wins; a double-three, a double-four and an overline are forbidden to black, and a
forbidden move is a foul that loses; white is never forbidden and wins with five or more).
"""

import pytest
import renju_rules as rr

# Black f8 g8 h9 h10 (the rules text's first example): h8 makes the open threes f8 g8 h8 (row
# 8) and h8 h9 h10 (column h) at once, a double-three, forbidden to black; for white h8 is
# an ordinary move.
DOUBLE_THREE = ["f8", "g8", "h9", "h10"]


def test_black_stones_only_and_no_side_stated_place_is_refused_naming_the_fix():
    b = rr.Board(black=DOUBLE_THREE)
    assert b.to_play is None
    with pytest.raises(ValueError) as e:
        b.place("h8")
    message = str(e.value)
    assert "no side to play" in message
    assert 'to_play="black"' in message and 'place(point, "black")' in message
    # Nothing was placed: h8 is empty, no move, the side still unknown.
    assert b.array()[7, 7] == 0 and b.moves == [] and b.to_play is None
    assert b.result == {"result": "none", "winner": None}


def test_to_play_black_places_a_black_stone_ruled_for_black():
    b = rr.Board(black=DOUBLE_THREE, to_play="black")
    assert b.to_play == "black"
    assert b.place("h8") == "double-three"
    assert b.array()[7, 7] == 1  # a black stone, the foul's too
    assert b.result == {"result": "black-foul", "winner": "white", "move": 1, "point": "h8", "kind": "double-three"}
    assert b.to_play == "white"


def test_to_play_white_places_a_white_stone():
    b = rr.Board(black=DOUBLE_THREE, to_play="white")
    assert b.place("h8") == "allowed"
    assert b.array()[7, 7] == 2
    assert b.result == {"result": "none", "winner": None} and b.to_play == "black"


def test_the_first_move_may_name_its_colour_and_the_turns_alternate_from_it():
    b = rr.Board(black=DOUBLE_THREE)
    assert b.place("h8", "black") == "double-three"
    assert b.array()[7, 7] == 1 and b.to_play == "white"
    # Undone: the side is unknown again, and white may open as well.
    assert b.undo() == "h8" and b.to_play is None
    assert b.place("h8", "white") == "allowed" and b.to_play == "black"
    with pytest.raises(ValueError, match="it is black's move: white played the move before"):
        b.place("a1", "white")


def test_equal_counts_are_no_side_either():
    # Black f8 g8 h9 h10 and white a1 a3 a5 a7: as many of each, and still not known.
    b = rr.Board(black=DOUBLE_THREE, white=["a1", "a3", "a5", "a7"])
    assert b.to_play is None
    with pytest.raises(ValueError, match="no side to play"):
        b.place("h8")


def test_a_board_string_with_stones_states_its_side_too():
    # The same four black stones as a 15x15 board string (row 15 first, each from column a).
    rows = [["."] * 15 for _ in range(15)]
    for name in DOUBLE_THREE:
        col, row = ord(name[0]) - ord("a"), int(name[1:])
        rows[15 - row][col] = "X"
    text = "".join("".join(r) for r in rows)
    assert rr.Board.from_board_string(text).to_play is None
    with pytest.raises(ValueError, match="no side to play"):
        rr.Board.from_board_string(text).place("h8")
    b = rr.Board.from_board_string(text, to_play="black")
    assert b.place("h8") == "double-three"
    # An empty board string: black opens.
    assert rr.Board.from_board_string("." * 225).to_play == "black"


def test_an_empty_board_and_clear_give_black_as_the_rules_do():
    b = rr.Board(black=DOUBLE_THREE)
    b.clear()
    assert b.to_play == "black"
    assert b.place("h8") == "allowed" and b.array()[7, 7] == 1
