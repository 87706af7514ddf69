"""Rules from rule files at run time: `Rule.from_file(path)` and `rule_file=`. Every shipped
rule file, loaded, gives the same maps as the built-in rule of its name on random boards,
through `forbidden`, `forbidden_points` and `Board`; a bad file is refused with the build's
own message; a missing one is a FileNotFoundError."""

import os
import pickle

import numpy as np
import pytest
import renju_rules as rr

from rule_files import SPECS, rule_files


def random_boards(rng, n, size):
    """`n` boards of `size`, each with its own density of stones (3% to 38%)."""
    density = rng.uniform(0.03, 0.38, size=(n, 1, 1))
    stones = rng.random((n, size, size)) < density
    colors = rng.integers(1, 3, size=(n, size, size), dtype=np.uint8)
    return np.where(stones, colors, 0).astype(np.uint8)


@pytest.mark.parametrize("spec", rule_files(), ids=lambda spec: spec.name)
def test_a_loaded_rule_file_gives_the_maps_of_its_built_in_rule(spec):
    path = SPECS / f"{spec.name}.toml"
    loaded = rr.Rule.from_file(path)
    assert loaded.name == spec.name and not loaded.built_in
    assert loaded.board_size == spec.board_size == rr.Rule(spec.name).board_size
    assert loaded.aliases == spec.aliases
    assert loaded.spec_file == str(path)
    assert loaded.spec_sha256 == rr.Rule(spec.name).spec_sha256
    assert loaded != rr.Rule(spec.name)
    # Loaded again, the same rule (made once per file and content).
    assert rr.Rule.from_file(str(path)) == loaded
    rng = np.random.default_rng(sum(map(ord, spec.name)))
    for size in sorted({spec.board_size, 15, 5, 26}):
        boards = random_boards(rng, 200, size)
        for color in ("black", "white"):
            expected = rr.forbidden(boards, rule=spec.name, color=color)
            assert np.array_equal(rr.forbidden(boards, rule=loaded, color=color), expected), (size, color)
            assert np.array_equal(rr.forbidden(boards, rule_file=path, color=color, threads=1), expected)
    # forbidden_points and Board, on the first boards of the rule's own size.
    size = spec.board_size
    for board in random_boards(rng, 20, size):
        black = [int(i) for i in np.flatnonzero(board == 1)]
        white = [int(i) for i in np.flatnonzero(board == 2)]
        for color in ("black", "white"):
            expected = rr.forbidden_points(black, white, rule=spec.name, color=color)
            assert rr.forbidden_points(black, white, rule=loaded, color=color) == expected
            assert rr.forbidden_points(black, white, rule_file=str(path), color=color) == expected
        built_in = rr.Board(spec.name, black=black, white=white)
        assert rr.Board(loaded, black=black, white=white).forbidden() == built_in.forbidden()
        assert rr.Board(rule_file=path, black=black, white=white).size == size


def test_a_loaded_rule_plays_on_a_board():
    # Gomocup's caro (rule 8) on 20x20: black a1 b1 c1 d1 against the edge, white f1; e1 is a
    # five blocked at one end only (the edge does not block), which wins.
    caro = rr.Rule.from_file(SPECS / "caro.toml")
    board = rr.Board(caro, black=["a1", "b1", "c1", "d1"], white=["f1"], to_play="black")
    assert board.size == 20 and board.rule == "caro"
    assert board.place("e1") == "five"
    assert caro.gomocup_rule == 8


def test_rule_objects():
    renju = rr.Rule("renju")
    assert renju.built_in and renju == rr.Rule() and renju.name == rr.DEFAULT_RULE
    assert renju.spec_file == "rules-spec/renju.toml"
    assert repr(renju) == "Rule('renju')" and str(renju) == "renju"
    assert rr.Rule("renju-five-keeps-three") == rr.Rule("renju-completing-five-counts")
    assert {rr.Rule("renju"), rr.Rule("renju"), rr.Rule("omok")} == {rr.Rule("renju"), rr.Rule("omok")}
    assert rr.Rule("renju") != "renju"
    for name, info in rr.rules().items():
        rule = rr.Rule(name)
        assert (rule.summary, rule.board_size, rule.aliases) == (info["summary"], info["board_size"], info["aliases"])
    loaded = rr.Rule.from_file(SPECS / "omok.toml")
    assert repr(loaded) == f"Rule.from_file('{SPECS / 'omok.toml'}')"
    with pytest.raises(ValueError, match=r'unknown rule "chess"; the rules are .*renju'):
        rr.Rule("chess")


def test_rules_pickle_to_equal_rules(tmp_path):
    # A worker process (Dask, Spark, Ray, multiprocessing) gets the same rule: built-in by
    # name, loaded by the file's text (the file need not be there).
    for rule in (rr.Rule("caro"), rr.Rule.from_file(SPECS / "caro-exactly-five.toml")):
        assert pickle.loads(pickle.dumps(rule)) == rule
    copy = tmp_path / "renju.toml"
    copy.write_text((SPECS / "renju.toml").read_text())
    data = pickle.dumps(rr.Rule.from_file(copy))
    copy.unlink()
    again = pickle.loads(data)
    assert again.name == "renju" and again.spec_file == str(copy) and not again.built_in


def test_from_text():
    text = (SPECS / "gomoku-standard.toml").read_text()
    rule = rr.Rule.from_text(text, "my/gomoku-standard.toml")
    assert rule.name == "gomoku-standard" and rule.spec_file == "my/gomoku-standard.toml"
    assert rr.Rule.from_text(text, "my/gomoku-standard.toml") == rule
    with pytest.raises(ValueError) as e:
        rr.Rule.from_text(text, "my/other-name.toml")
    assert str(e.value).startswith("my/other-name.toml:")


TOO_LARGE = (
    "{}: cannot read the rule file: it is larger than 1048576 bytes (1 MiB), the most a rule "
    "file may hold (the shipped ones are under 4 KB)"
)


def test_from_text_is_bounded_as_a_file_is(tmp_path):
    # 1 MiB of UTF-8, as for a file (rr.Rule.from_file): a text one byte past it is refused
    # with the message a file of its bytes gets, as a ValueError (it names no file).
    limit = 1 << 20
    head = (SPECS / "omok.toml").read_text() + "\n#"
    over = head + "x" * (limit - len(head.encode())) + "\n"
    assert len(over.encode()) == limit + 1
    with pytest.raises(ValueError) as e:
        rr.Rule.from_text(over, "my/omok.toml")
    assert str(e.value) == TOO_LARGE.format("my/omok.toml")
    path = tmp_path / "omok.toml"
    path.write_text(over)
    with pytest.raises(OSError) as from_file:
        rr.Rule.from_file(path)
    assert str(from_file.value) == TOO_LARGE.format(path)
    # Bytes, not characters: 1 MiB of characters, one of them two bytes in UTF-8 (é).
    accented = head + "\u00e9" + "x" * (limit - len(head.encode()) - 2) + "\n"
    assert len(accented) == limit and len(accented.encode()) == limit + 1
    with pytest.raises(ValueError, match="larger than 1048576 bytes"):
        rr.Rule.from_text(accented, "omok.toml")
    # 100 MiB: refused without being read.
    with pytest.raises(ValueError, match="larger than 1048576 bytes"):
        rr.Rule.from_text(over * 100, "omok.toml")
    # Exactly 1 MiB is a rule file.
    exact = head + "x" * (limit - len(head.encode()) - 1) + "\n"
    assert len(exact.encode()) == limit
    assert rr.Rule.from_text(exact, "omok.toml").name == "omok"


def resident_bytes():
    """The process's resident memory now (Linux), or None."""
    try:
        pages = int(open("/proc/self/statm").read().split()[1])
    except OSError:
        return None
    return pages * os.sysconf("SC_PAGE_SIZE")


def test_the_same_text_under_other_paths_is_the_rule_already_made(tmp_path):
    # A rule with tables of its own (long runs judged by their ends: wide windows), its
    # summary changed so that no other test loads this text.
    text = (SPECS.parent / "conformance" / "rules" / "caro-six-needs-an-open-end.toml").read_text()
    text = text.replace('summary = "Caro,', 'summary = "Under many paths: caro,', 1)
    name = "caro-six-needs-an-open-end.toml"
    first = rr.Rule.from_text(text, f"first/{name}")
    before = resident_bytes()
    paths = [f"dir{i}/{name}" for i in range(200)]
    rules = [rr.Rule.from_text(text, path) for path in paths]
    after = resident_bytes()
    # One rule: equal, hashed alike; each names the path it was loaded from.
    assert all(rule == first for rule in rules)
    assert len({first, *rules}) == 1
    assert first.spec_file == f"first/{name}"
    assert [rule.spec_file for rule in rules] == paths
    assert repr(rules[7]) == f"Rule.from_file('dir7/{name}')"
    again = pickle.loads(pickle.dumps(rules[7]))
    assert again == first and again.spec_file == f"dir7/{name}"
    # No tables made again: 200 rules of their own would hold some 30 MB (about 150 KB of
    # tables each).
    if before is not None:
        assert after - before < 4 << 20, (before, after)
    # A file of the same content is the same rule too; another text is another rule.
    (tmp_path / name).write_text(text)
    from_file = rr.Rule.from_file(tmp_path / name)
    assert from_file == first and from_file.spec_file == str(tmp_path / name)
    assert rr.Rule.from_text(text + "# another text\n", name) != first


BAD_MESSAGE = """{path}:20:41: [black] forbidden: unknown forbidden kind "double-tree" (expected overline, double-four, double-three)
  20 | forbidden = ["overline", "double-four", "double-tree"]
     |                                         ^"""


def test_a_bad_file_raises_the_builds_message(tmp_path):
    text = (SPECS / "renju.toml").read_text()
    path = tmp_path / "renju.toml"
    path.write_text(text.replace('"double-three"]', '"double-tree"]'))
    expected = BAD_MESSAGE.format(path=path)
    for load in (
        lambda: rr.Rule.from_file(path),
        lambda: rr.forbidden(np.zeros((15, 15), np.uint8), rule_file=path),
        lambda: rr.forbidden_points(["h8"], rule_file=str(path)),
        lambda: rr.Board(rule_file=path),
    ):
        with pytest.raises(ValueError) as e:
            load()
        assert str(e.value) == expected
    # Fixed, the same path loads.
    path.write_text(text)
    assert rr.Rule.from_file(path).name == "renju"


def test_a_file_that_is_not_utf8_is_refused_at_its_byte(tmp_path):
    path = tmp_path / "renju.toml"
    path.write_bytes((SPECS / "renju.toml").read_bytes().replace(b"Renju", b"R\xe9nju", 1))
    with pytest.raises(ValueError, match=r"renju\.toml:\d+:\d+: encoding: byte 0xE9 is not UTF-8"):
        rr.Rule.from_file(path)


def test_a_missing_file(tmp_path):
    path = tmp_path / "no-such-rule.toml"
    with pytest.raises(FileNotFoundError) as e:
        rr.Rule.from_file(path)
    assert str(e.value).startswith(f"{path}: cannot read the rule file: ")
    assert isinstance(e.value, OSError)
    with pytest.raises(FileNotFoundError):
        rr.forbidden(np.zeros((15, 15), np.uint8), rule_file=path)
    # A folder is no file to read.
    with pytest.raises(OSError, match="cannot read the rule file"):
        rr.Rule.from_file(tmp_path)


def test_rule_and_rule_file_arguments():
    boards = np.zeros((2, 15, 15), np.uint8)
    with pytest.raises(ValueError, match="give rule= .* or rule_file= .*, not both"):
        rr.forbidden(boards, rule="renju", rule_file=SPECS / "renju.toml")
    with pytest.raises(TypeError, match="rule must be a rule name .* or a renju_rules.Rule; got int"):
        rr.forbidden(boards, rule=4)
    with pytest.raises(TypeError, match="rule_file must be a path .*; got int"):
        rr.Board(rule_file=4)
    # None is the default rule, as leaving the argument out.
    assert rr.Board(rule=None, rule_file=None).rule == rr.DEFAULT_RULE
    assert rr.forbidden(boards, rule=None).shape == boards.shape
