"""Board.from_board_string: boards from board strings (the runtime's format: size * size
characters, the top row first, each row from column a; "." empty, "x"/"X" black, "o"/"O"
white), worked out here by hand; the errors are the runtime's."""

import doctest

import numpy as np
import pytest
import renju_rules as rr

from positions import board_array, name_to_rc


def board_string(black=(), white=(), size=15, marks="xo"):
    """The board string of the given stones: the point at column c (0 for a) and row r
    (1-based) is character (size - r) * size + c."""
    chars = ["."] * (size * size)
    for names, mark in ((black, marks[0]), (white, marks[1])):
        for name in names:
            row, col = name_to_rc(name)
            chars[(size - 1 - row) * size + col] = mark
    return "".join(chars)


def test_the_rif_double_three_by_its_character_indexes():
    # RIF 9.3: black f8 g8 h9 h10 make two open threes through h8. On 15x15, f8 is
    # character (15 - 8) * 15 + 5 = 110, g8 111, h9 (15 - 9) * 15 + 7 = 97, h10 82.
    chars = ["."] * 225
    for at in (82, 97, 110, 111):
        chars[at] = "x"
    b = rr.Board.from_board_string("".join(chars))
    assert (b.size, b.rule, b.to_play, b.moves) == (15, "renju", None, [])  # set up: no side stated
    np.testing.assert_array_equal(b.array(), board_array(["f8", "g8", "h9", "h10"]))
    assert b.forbidden("black") == {"h8": "double-three"}
    assert b.forbidden("white") == {}
    # The stones it starts with cannot be undone; moves played after can.
    with pytest.raises(IndexError):
        b.undo()
    b = rr.Board.from_board_string("".join(chars), to_play="black")
    assert b.place("h8") == "double-three"
    assert b.undo() == "h8"


def test_the_runtime_example_on_5x5_upper_and_lower_case():
    # Character 0 is a5, 12 is c3, 24 is e1.
    for text in ("X...........o...........o", "x...........O...........O", b"X...........o...........o"):
        b = rr.Board.from_board_string(text, size=5)
        np.testing.assert_array_equal(b.array(), board_array(["a5"], ["c3", "e1"], size=5))
        assert b.to_play is None  # stones set up, no side stated
    assert rr.Board.from_board_string("X" + "." * 24, size=5, to_play="black").to_play == "black"


@pytest.mark.parametrize(
    "kwargs, black, white, size",
    [
        ({}, ["h8", "a15", "o1", "f8", "g8", "h9", "h10"], ["a1", "o15"], 15),
        ({"rule": "omok"}, ["j10", "k10", "s19"], ["a1"], 19),
        ({"rule": "gomoku-freestyle"}, ["t20", "a20"], ["t1", "b2"], 20),
        ({"size": 26}, ["z26", "m13"], ["a1", "z1", "a26"], 26),
        ({"rule": rr.Rule("renju"), "size": 9}, [], [], 9),
    ],
)
def test_the_same_board_as_from_lists_of_stones(kwargs, black, white, size):
    want = rr.Board(black=black, white=white, **kwargs)
    for text in (
        board_string(black, white, size),
        board_string(black, white, size, marks="XO"),
        board_string(black, white, size).encode(),
    ):
        got = rr.Board.from_board_string(text, **kwargs)
        assert (got.size, got.rule, got.to_play) == (size, want.rule, want.to_play)
        np.testing.assert_array_equal(got.array(), want.array())
        assert got.forbidden("black") == want.forbidden("black")
        assert got.forbidden("white") == want.forbidden("white")
        assert str(got) == str(want)


def test_a_rule_file_gives_the_rule_and_its_board(repo):
    path = repo / "rules-spec" / "renju.toml"
    b = rr.Board.from_board_string(board_string(["f8", "g8", "h9", "h10"]), rule_file=path)
    assert b.rule == "renju" and b.forbidden() == {"h8": "double-three"}


@pytest.mark.parametrize(
    "text, kwargs, message",
    [
        # A str is counted in characters, as Python counts them.
        ("." * 224, {}, "board string of 224 characters: a 15x15 board has 225"),
        ("." * 225, {"rule": "omok"}, "board string of 225 characters: a 19x19 board has 361"),
        ("", {"size": 5}, "board string of 0 characters: a 5x5 board has 25"),
        (
            "....................O...#",
            {"size": 5},
            "board string character 24 ('#', U+0023) is not a point: use '.' (empty), 'x' or 'X' (black), 'o' or 'O' (white)",
        ),
        (
            "x" * 100 + "0" + "." * 124,
            {},
            "board string character 100 ('0', U+0030) is not a point: use '.' (empty), 'x' or 'X' (black), 'o' or 'O' (white)",
        ),
        (
            # A character that is no ASCII is one character (é is two bytes in UTF-8: c3 a9),
            # named by its index among the characters: 225 of them, the 11th no point.
            "." * 10 + "\u00e9" + "." * 214,
            {},
            "board string character 10 ('\u00e9', U+00E9) is not a point: use '.' (empty), 'x' or 'X' (black), 'o' or 'O' (white)",
        ),
        # 224 characters (225 bytes): too short, whatever the bytes say.
        ("." * 10 + "\u00e9" + "." * 213, {}, "board string of 224 characters: a 15x15 board has 225"),
        # 25 characters, the first of four bytes (an emoji), the others points.
        ("\U0001F600" + "." * 24, {"size": 5}, "board string character 0 ('\U0001F600', U+1F600) is not a point"),
        ("." * 24 + " ", {"size": 5}, "board string character 24 (' ', U+0020) is not a point"),
        # Bytes are counted in bytes: the runtime's message.
        (b"." * 24 + b" ", {"size": 5}, "board string byte 24 (0x20) is not a point"),
        (b"." * 10 + "\u00e9".encode() + b"." * 213, {}, "board string byte 10 (0xc3) is not a point"),
        (b"." * 224, {}, "board string of 224 bytes: a 15x15 board has 225"),
        ("." * 16, {"size": 4}, "board size 4 is not supported"),
        ("." * 225, {"to_play": "red"}, 'unknown colour "red"'),
    ],
)
def test_bad_board_strings_raise_value_error_naming_what_is_wrong(text, kwargs, message):
    with pytest.raises(ValueError) as raised:
        rr.Board.from_board_string(text, **kwargs)
    assert str(raised.value).startswith(message)


@pytest.mark.parametrize("text", [None, 225, ["."] * 225, bytearray(b"." * 225)])
def test_a_text_that_is_no_str_or_bytes_is_a_type_error(text):
    with pytest.raises(TypeError, match="a board string is a str or bytes"):
        rr.Board.from_board_string(text)


def test_the_docstring_example_runs():
    doc = rr.Board.from_board_string.__doc__
    examples = doctest.DocTestParser().get_examples(doc)
    assert len(examples) == 3
    runner = doctest.DocTestRunner()
    runner.run(doctest.DocTest(examples, {"Board": rr.Board}, "from_board_string", None, 0, doc))
    assert runner.summarize(verbose=False).failed == 0
