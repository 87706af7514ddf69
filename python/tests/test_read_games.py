"""`read_games`: game records of every format the renju-records crate reads, written here by
hand from each format's rules, yielded in order with their board sizes; a record that is no
game is yielded in its place with its error, and the later games are still read."""

import pathlib

import pytest
import renju_rules as rr


def read(source, **options):
    return list(rr.read_games(source, **options))


def test_move_lists_with_a_bad_line_in_their_midst():
    records = read("g1: h8 i9 j10\n(junk)\ng3: a1 b2\n", format="moves")
    assert [r.id for r in records] == ["g1", records[1].id, "g3"]
    first, bad, last = records
    assert (first.moves, first.colors, first.size) == (["h8", "i9", "j10"], ["black", "white", "black"], 15)
    assert first.line == 1 and first.error is None and first.black == first.white == []
    assert bad.error.startswith('move 1: "(junk)" is not a move') and bad.line == 2
    assert bad.moves == [] and bad.size is None
    assert (last.moves, last.line) == (["a1", "b2"], 3)


def test_move_lists_on_a_default_size():
    # A move list says no size: `default_size` is the board it is read on.
    (game,) = read("t20 a1\n", default_size=20)
    assert (game.moves, game.size, game.id) == (["t20", "a1"], 20, "1")
    (off,) = read("t20 a1\n")  # on 15x15 t20 is no point
    assert off.error and "t20" in off.error


def test_a_20x20_psq_file(tmp_path):
    # Piskvork writes x from the left and y from the top, 1-based: on 20x20, 10,10 is column
    # j and row 20 - 10 + 1 = 11 (j11), 11,9 is k12, 20,1 the top right corner t20. Black
    # first, then alternating; the engines' names and -1 end the moves.
    path = tmp_path / "game.psq"
    path.write_text(
        "Piskvorky 20x20, 11:11, 0\n10,10,0\n11,9,1250\n20,1,900\npbrain-a.exe\npbrain-b.exe\n-1\n"
    )
    (game,) = read(path)
    assert game.error is None
    assert (game.size, game.moves, game.colors) == (20, ["j11", "k12", "t20"], ["black", "white", "black"])
    assert game.id == str(path)  # a psq game is named by its file
    # The same text, given as text (a str with line breaks): named "-".
    (same,) = read(path.read_text(), format="psq")
    assert (same.moves, same.size, same.id) == (game.moves, 20, "-")


def test_an_sgf_game_on_19x19():
    # SGF writes the column from the left, then the row from the top: on 19x19 `aa` is a19,
    # `ss` is s1, `jj` is j10 and `sa` is s19. AB/AW are setup stones, B/W the moves.
    (game,) = read(b"(;FF[4]GM[4]SZ[19]GN[nineteen]AB[aa]AW[ss];B[jj];W[sa])")
    assert (game.id, game.size) == ("nineteen", 19)
    assert (game.black, game.white) == (["a19"], ["s1"])
    assert (game.moves, game.colors) == (["j10", "s19"], ["black", "white"])
    board = rr.Board(size=game.size, black=game.black, white=game.white, to_play=game.colors[0])
    assert [board.place(p) for p in game.moves] == ["allowed", "allowed"]


def test_a_bad_sgf_game_is_answered_in_its_place_and_the_next_is_read():
    # `tt` is column t: off the 19x19 board.
    records = read("(;GM[4]SZ[19]GN[bad];B[tt])\n(;GM[4]SZ[19]GN[good];B[jj])\n", format="sgf")
    assert len(records) == 2
    assert records[0].error and records[0].moves == []
    assert (records[1].id, records[1].moves, records[1].error) == ("good", ["j10"], None)


def test_renjunet_xml_with_a_bad_game_between_good_ones():
    text = (
        '<games><game id="a"><move>h8 i9</move></game>\n'
        '<game id="b"><move>h8 h99</move></game>\n'
        '<game id="c"><move>j10</move></game></games>\n'
    )
    records = read(text)  # auto: the first byte is "<"
    assert [r.id for r in records] == ["a", "b", "c"]
    assert records[0].moves == ["h8", "i9"] and records[0].size == 15
    assert records[1].error and "h99" in records[1].error
    assert records[2].moves == ["j10"] and records[2].error is None


def test_a_renlib_tree_is_a_game_per_leaf():
    # A RenLib file: its header, then nodes of (point, flags); a point byte has the row from
    # the top in its high nibble and the column 1-15 in its low one: 0x78 = h8, 0x79 = i8,
    # 0x69 = i9, 0x68 = h9. Flag 0x80: the node has a sibling; 0x40: it is a leaf. The root,
    # then h8, i8 (with a sibling), i9 (a leaf), then i8's sibling h9 (a leaf).
    header = bytes([0xFF, *b"RenLib", 0xFF, 3, 4] + [0xFF] * 10)
    nodes = bytes([0x00, 0x00, 0x78, 0x00, 0x79, 0x80, 0x69, 0x40, 0x68, 0x40])
    records = read(header + nodes)
    assert [(r.moves, r.size) for r in records] == [(["h8", "i8", "i9"], 15), (["h8", "h9"], 15)]
    assert all(r.byte is not None and r.line is None for r in records)


def test_a_read_game_replayed_on_a_board():
    # Black h8 i9 j8 j9, white i8 h9 k9 i10; black's j10 (move 9) makes the column three
    # j8-j9-j10 and the diagonal three h8-i9-j10, both open: a double-three (RIF 9.3).
    (game,) = read("g7: h8 i8 i9 h9 j8 k9 j9 i10 j10\n")
    board = rr.Board(size=game.size)
    verdicts = [board.place(p) for p in game.moves]
    assert verdicts == ["allowed"] * 8 + ["double-three"]


def test_paths_files_that_are_missing_and_directories(tmp_path):
    path = tmp_path / "games.txt"
    path.write_text("h8 i9\n")
    assert [r.moves for r in read(path)] == [["h8", "i9"]]
    assert [r.moves for r in read(str(path))] == [["h8", "i9"]]  # a str without a line break
    (missing,) = read(tmp_path / "none.sgf")
    assert missing.error.startswith(f"cannot read {tmp_path / 'none.sgf'}")
    (directory,) = read(tmp_path)
    assert directory.error == f"{tmp_path} is a directory, not a record file"


def test_the_records_are_read_as_they_are_asked_for():
    games = rr.read_games("a: h8\nb: i9\n")
    assert iter(games) is games
    assert next(games).id == "a"
    assert [g.id for g in games] == ["b"]
    assert repr(next(rr.read_games("a: h8\n"))) == 'GameRecord(id="a", line=1, size=15, moves=1)'
    bad = next(rr.read_games("h8 h8 z\n"))
    assert repr(bad).startswith('GameRecord(id=') and "line=1, error=" in repr(bad)


def test_bad_arguments_raise():
    with pytest.raises(ValueError, match=r'unknown record format "xml" \(auto, moves, rif, sgf, psq or renlib\)'):
        rr.read_games("h8\n", format="xml")
    with pytest.raises(ValueError, match="default_size: board size 30 is not supported"):
        rr.read_games("h8\n", default_size=30)
    with pytest.raises(TypeError, match="read_games takes a path"):
        rr.read_games(5)


def test_the_records_of_the_repository_examples(repo):
    # examples/games.txt: six games, all read (the CLI's replay judges them in its README).
    records = read(repo / "examples" / "games.txt")
    assert len(records) == 6 and all(r.error is None for r in records)
    assert all(r.size == 15 for r in records)
