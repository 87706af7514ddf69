"""Board: alternating colours, place / undo, verdicts, maps kept up to date, diagram,
explanation."""

import numpy as np
import pytest
import renju_rules as rr

import rule_files
from positions import board_array, cli_corpus


def test_colours_alternate_and_undo_gives_the_turn_back():
    b = rr.Board()
    assert b.to_play == "black"
    assert b.place("h8") == "allowed"
    assert b.to_play == "white"
    assert b.place("i9") == "allowed"
    assert b.moves == ["h8", "i9"]
    assert b.undo() == "i9"
    assert b.to_play == "white" and b.moves == ["h8"]
    np.testing.assert_array_equal(b.array(), board_array(["h8"]))


def test_clear_empties_the_board_in_place():
    # Every stone off, the starting ones too; black to play; the kept maps empty and kept up
    # to date again from there: black f8 g8 h9 h10 make two open threes through h8 (RIF 9.3).
    b = rr.Board(black=["a1"], white=["o15"], size=15, to_play="black")
    b.place("h8")
    b.clear()
    assert b.moves == [] and b.to_play == "black" and b.size == 15
    assert not b.array().any()
    assert b.forbidden() == {}
    for p in ["f8", "a1", "g8", "a2", "h9", "a3", "h10"]:
        b.place(p)
    assert b.forbidden() == {"h8": "double-three"}
    b.clear()
    assert b.forbidden() == {} and not b.forbidden_mask().any()
    with pytest.raises(IndexError, match="nothing to undo"):
        b.undo()


def test_points_by_flat_index():
    # Flat index row * 15 + col: 112 is h8 ([row 7, col 7]), 1 is b1.
    b = rr.Board()
    b.place(112)
    b.place(1)
    assert b.moves == ["h8", "b1"]
    assert b.array()[7, 7] == 1 and b.array()[0, 1] == 2


def test_place_reports_a_forbidden_move_and_a_five():
    # Black f8 g8 h9 h10 (white elsewhere): h8 is a double-three (the rules text's first
    # example); the stone is placed all the same.
    b = rr.Board(black=["f8", "g8", "h9", "h10"], white=["a1", "a3", "a5", "a7"], to_play="black")
    assert b.to_play == "black"
    assert b.forbidden() == {"h8": "double-three"}
    assert b.place("h8") == "double-three"
    assert b.array()[7, 7] == 1
    b.undo()
    # Black d8 e8 f8 g8: h8 (or c8) makes exactly five.
    b = rr.Board(black=["d8", "e8", "f8", "g8"], white=["a1", "a3", "a5", "a7"], to_play="black")
    assert b.place("h8") == "five"


def test_white_under_renju_is_never_forbidden_but_wins_with_six():
    # Renju: white has no forbidden moves and wins with five or more (the rules text's
    # table of variants): white e8 f8 g8 i8 j8, white to play h8 makes six: a win.
    b = rr.Board(
        black=["a1", "a3", "a5", "a7", "a9", "a11"], white=["e8", "f8", "g8", "i8", "j8"], to_play="white"
    )
    assert b.to_play == "white"
    assert b.forbidden("white") == {}
    assert b.place("h8") == "five"


def test_to_play_is_the_argument_or_black_on_an_empty_board_never_a_guess():
    # Set-up stones do not say whose move it is (test_side_to_play.py has the rest).
    assert rr.Board().to_play == "black"
    assert rr.Board(black=["h8"]).to_play is None
    assert rr.Board(black=["h8"], white=["h9"]).to_play is None
    assert rr.Board(black=["h8"], to_play="black").to_play == "black"
    assert rr.Board(black=["h8"], white=["h9"], to_play="white").to_play == "white"


def test_the_maps_follow_every_move_of_a_game(renju_cli):
    # Replay game-like positions (black has as many stones as white or one more) stone by
    # stone, black, white, black, ..., and compare the incremental map with the batch call on
    # the same position, after each move and after each undo.
    stones, _ = cli_corpus(renju_cli, "game", 30, 3)
    for black, white in stones:
        order = [p for pair in zip(black, white) for p in pair] + black[len(white):]
        b = rr.Board()
        for p in order:
            b.place(p)
            np.testing.assert_array_equal(b.forbidden_mask(), rr.forbidden(b.array()) > 0)
        for _ in range(len(order) // 2):
            b.undo()
            np.testing.assert_array_equal(b.forbidden_mask(), rr.forbidden(b.array()) > 0)


def test_forbidden_mask_for_each_colour_under_omok():
    black, white = ["f8", "g8", "h9", "h10"], ["b2", "c2", "d3", "d4"]
    b = rr.Board(rule="omok", black=black, white=white, size=15)  # omok's own board is 19x19
    arr = board_array(black, white)
    for color in ("black", "white"):
        np.testing.assert_array_equal(
            b.forbidden_mask(color), rr.forbidden(arr, rule="omok", color=color) > 0
        )
    # White b2 c2 d3 d4: d2 makes the row b2 c2 d2 and the column d2 d3 d4, two threes.
    assert b.forbidden("white") == {"d2": "double-three"}


def test_diagram_marks_black_forbidden_points():
    b = rr.Board(black=["e8", "f8", "g8", "i8", "j8"])
    text = str(b)
    rows = text.splitlines()
    assert rows[0].split() == list("abcdefghijklmno")
    row8 = next(line for line in rows if line.startswith(" 8"))
    # e8 f8 g8, then h8 marked 6 (overline), then i8 j8.
    assert row8.split()[1:16] == [".", ".", ".", ".", "X", "X", "X", "6", "X", "X", ".", ".", ".", ".", "."]
    assert repr(b) == "Board(rule='renju', size=15, stones=5, to_play=None)"
    assert repr(rr.Board()) == "Board(rule='renju', size=15, stones=0, to_play='black')"


def test_explain_tells_why():
    # The false three: h8 is allowed because the row three's only straight-four point, g8,
    # is an overline.
    b = rr.Board(black=["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"])
    text = b.explain("h8")
    assert text.startswith("h8 for black under renju: allowed")
    assert "g8 forbidden (overline)" in text
    assert rr.Board(black=["f8", "g8", "h9", "h10"]).explain(112).startswith(
        "h8 for black under renju: forbidden (double-three)"
    )


def test_rules_lists_the_variants():
    # Exactly the rule files' variants (test_sizes.py checks each one's board and aliases).
    rules = rr.rules()
    assert rr.DEFAULT_RULE == "renju"
    assert set(rules) == set(rule_files.names())
    assert list(rules) == sorted(rules)
    assert "RIF" in rules["renju"]["summary"]
    assert rr.KINDS == ["none", "double-three", "double-four", "overline"]


def test_rules_tell_what_each_colour_may_not_play_as_the_other_faces():
    rules = rr.rules()
    # RIF 9.3 and 9.4: black may not make a double-three, a double-four or an overline;
    # white is free. Kinds in reporting order (overline first, as KINDS reversed).
    renju = rules["renju"]
    assert renju["restricts"] == {"black": ["overline", "double-four", "double-three"], "white": []}
    assert (renju["gomocup_rule"], renju["default"]) == (4, True)
    # Omok: double-three for both colours; freestyle gomoku: nothing for either.
    assert rules["omok"]["restricts"] == {"black": ["double-three"], "white": ["double-three"]}
    assert rules["gomoku-freestyle"]["restricts"] == {"black": [], "white": []}
    assert [name for name, info in rules.items() if info["default"]] == [rr.DEFAULT_RULE]
    for name, info in rules.items():
        assert set(info) == {"summary", "board_size", "aliases", "gomocup_rule", "restricts", "settings", "default"}
        # The settings in words say what is forbidden, as restricts lists it.
        words = {s["setting"]: s["value"] for s in info["settings"]}
        for colour in ("black", "white"):
            said = words[f"{colour}: forbidden"]
            assert (said == "nothing") == (info["restricts"][colour] == []), (name, colour, said)
            for kind in info["restricts"][colour]:
                assert kind in said, (name, colour, kind, said)
