"""The opening rules in the package: `replay(..., opening_rule=, symmetry=)` on every
hand-worked opening case of the repository (conformance/openings/*.txt, read here by a small
reader of their format, conformance/README.md), and line for line against `renju replay
--opening-rule`; the same cases played live through `Board` (swap, declare, offer, opening);
a live RIF game reaching each foul kind of the RIF rule, worked by hand; `opening_rules()`
against the files of openings/ and `renju openings`; an opening-rule file, good and bad (the
message the CLI's); and `symmetric_offers` worked by hand, then on random offer sets from a
fixed seed: the "pattern" reading against the PyPI package `renju` 0.1.0's
`RenjuBoard.find_symmetric_candidates` (another project's code, installed for the tests by
python/run-tests.sh), the "board" reading against the 8 symmetries of the board written out
here, and `Board.offer`'s foul against both.

Expected values are worked out by hand from the opening rules (openings/README.md and each
rule's file) or taken from another face (the CLI, `renju` 0.1.0), never from the package's
own output."""

import doctest
import itertools
import json
import pathlib
import random
import re
import subprocess
import tomllib

import pytest
import renju_rules as rr

REPO = pathlib.Path(__file__).resolve().parents[2]
CASES = REPO / "conformance" / "openings"
OPENINGS = REPO / "openings"
FOUL_KINDS = [
    "outside-square",
    "swap-not-allowed",
    "declare-out-of-range",
    "offer-count",
    "offer-occupied",
    "symmetric-offers",
    "not-offered",
]
OPENING_KEYS = ["rule", "symmetry", "name", "title", "foul", "unchecked"]
POINT = re.compile(r"^[a-z]\d{1,2}$")


# --- the hand-worked opening cases ------------------------------------------------------------


class Case:
    """One case of a file of opening cases (conformance/README.md, "Opening cases")."""

    def __init__(self, file, line, name, rule):
        self.file, self.line, self.name, self.rule = file, line, name, rule
        self.symmetry = None
        self.record = ""
        self.expect = None  # None (lawful) or (kind, move)
        self.points = []
        self.opening = None
        self.unchecked = []
        self.why = ""

    def __repr__(self):
        return f"{self.file}:{self.line} ({self.name})"


def read_cases(path):
    """The cases of one file: fields `key: value`, a line starting with a space going on the
    field before it, `#` comments; `rule:` and `source:` first, then the cases."""
    fields = []
    for number, raw in enumerate(path.read_text().splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        if raw.startswith(" "):
            assert fields, f"{path.name}:{number}: a continued line with no field before it"
            fields[-1][2] += " " + raw.strip()
            continue
        key, sep, value = raw.partition(":")
        assert sep, f"{path.name}:{number}: {raw!r} is no `field: value` line"
        fields.append([number, key.strip(), value.strip()])
    rule, cases = None, []
    for number, key, value in fields:
        listed = [v.strip() for v in value.split(",") if v.strip()]
        if key == "rule" and not cases:
            rule = value
        elif key == "source" and not cases:
            pass
        elif key == "case":
            assert rule, f"{path.name}:{number}: a case before the file's rule"
            cases.append(Case(path.name, number, value, rule))
        elif not cases:
            raise AssertionError(f"{path.name}:{number}: {key} before the first case")
        elif key in ("record", "rule", "symmetry", "opening", "why"):
            setattr(cases[-1], key, value)
        elif key in ("points", "unchecked"):
            setattr(cases[-1], key, listed)
        elif key == "expect":
            if value != "lawful":
                kind, at = value.split(" at ")
                cases[-1].expect = (kind.strip(), int(at))
        else:
            raise AssertionError(f"{path.name}:{number}: unknown field {key}")
    assert all(c.record and c.why for c in cases), path.name
    return cases


ALL_CASES = [case for path in sorted(CASES.glob("*.txt")) for case in read_cases(path)]


def test_the_opening_cases_are_all_read():
    # 59 cases when they were written: a lawful one and one per foul kind each shipped rule
    # can produce, in one file per shipped rule.
    assert len(ALL_CASES) >= 59
    assert {p.stem for p in CASES.glob("*.txt")} == set(rr.opening_rules())
    rif = [c for c in ALL_CASES if c.file == "rif.txt"]
    assert {c.expect[0] for c in rif if c.expect} == set(FOUL_KINDS)


def file_symmetry(rule):
    """The reading of symmetrical offers the file of opening rule `rule` states (a rule of a
    family, such as soosorv-5, is its family's file: soosorv-8.toml)."""
    path = OPENINGS / f"{rule}.toml"
    if not path.exists():
        family = rule.rsplit("-", 1)[0]
        [path] = [p for p in OPENINGS.glob("*.toml") if p.stem.rsplit("-", 1)[0] == family]
    return tomllib.loads(path.read_text()).get("symmetry", "board")


def replay_case(case):
    """The case's record judged by `replay` under its rule (and reading)."""
    answers = rr.replay(
        f"case: {case.record}\n", format="moves", opening_rule=case.rule, symmetry=case.symmetry
    )
    assert len(answers) == 1
    return answers[0]


@pytest.mark.parametrize("case", ALL_CASES, ids=repr)
def test_every_opening_case_through_replay(case):
    # As cli/tests/replay_formats.rs's the_opening_cases_through_renju_replay checks the CLI.
    answer = replay_case(case)
    assert "error" not in answer, answer
    opening = answer["opening"]
    assert list(opening) == OPENING_KEYS  # the CLI's order; no "named" for a moves line
    assert opening["rule"] == case.rule
    assert opening["symmetry"] == (case.symmetry or file_symmetry(case.rule))
    if case.expect is None:
        assert opening["foul"] is None, opening
        assert answer["result"] != "opening-foul"
    else:
        kind, at = case.expect
        assert (opening["foul"]["kind"], opening["foul"]["move"]) == (kind, at), opening
        assert answer["result"] == "opening-foul"
        assert answer["foul"] is None and answer["five"] is None
        if case.points:
            assert opening["foul"]["points"] == case.points
        assert opening["foul"]["sentence"]
    if case.opening is not None:
        assert (opening["name"] or "none") == case.opening
    assert opening["unchecked"] == case.unchecked


def test_replay_answers_the_opening_cases_as_renju_replay(renju_cli):
    # Every case, grouped by rule and reading, through the CLI and through replay: the same
    # JSON line for each, sentence and all.
    groups = {}
    for i, case in enumerate(ALL_CASES):
        groups.setdefault((case.rule, case.symmetry), []).append(f"c{i}: {case.record}\n")
    for (rule, symmetry), lines in groups.items():
        text = "".join(lines)
        args = [str(renju_cli), "replay", "--format", "moves", "--opening-rule", rule]
        if symmetry:
            args += ["--symmetry", symmetry]
        run = subprocess.run(args + ["-"], input=text, capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        ours = rr.replay(text, format="moves", opening_rule=rule, symmetry=symmetry)
        want = run.stdout.splitlines()
        assert [json.dumps(a, separators=(",", ":"), ensure_ascii=False) for a in ours] == want, rule


def test_without_an_opening_rule_nothing_is_said_of_the_opening():
    assert rr.replay("g: h8 h10 j10\n") == [
        {"game": "g", "moves": 3, "result": "none", "foul": None, "five": None}
    ]
    # A record that names its rule is judged under it: an SGF's RU.
    sgf = "(;GM[4]SZ[15]RU[RIF];B[hh];W[hf])\n"  # h8, then h10: outside the 3x3 square
    [answer] = rr.replay(sgf, format="sgf")
    assert answer["opening"]["named"] == "RIF" and answer["opening"]["rule"] == "rif"
    assert answer["opening"]["foul"]["kind"] == "outside-square"


# --- Board: the opening played live -------------------------------------------------------------


def play_line(board, line):
    """A moves line played on `board`: each point placed, and `swap`, `declare=K` and
    `offers=p,q,...` between the moves as the board's swap, declare and offer."""
    for token in line.split():
        if token == "swap":
            board.swap()
        elif token.startswith("declare="):
            board.declare(int(token.removeprefix("declare=")))
        elif token.startswith("offers="):
            board.offer(token.removeprefix("offers=").split(","))
        else:
            assert POINT.match(token), token
            board.place(token)


@pytest.mark.parametrize("case", ALL_CASES, ids=repr)
def test_every_opening_case_played_live_through_board(case):
    board = rr.Board(opening_rule=case.rule, symmetry=case.symmetry)
    play_line(board, case.record)
    opening = board.opening
    assert list(opening) == OPENING_KEYS
    # The record's answer (another path through the referee: a record judged) says the same.
    assert opening == replay_case(case)["opening"]
    if case.expect is None:
        assert opening["foul"] is None and board.result["result"] != "opening-foul"
    else:
        kind, at = case.expect
        assert (opening["foul"]["kind"], opening["foul"]["move"]) == (kind, at)
        assert board.result == {"result": "opening-foul", "winner": None, "move": at}
        if case.points:
            assert opening["foul"]["points"] == case.points
    assert opening["unchecked"] == case.unchecked


# A live RIF game for each foul kind of the RIF rule (openings/rif.toml: black h8; white in
# the central 3x3 square; black in the central 5x5 square; a swap after move 3 only; white's
# fourth anywhere; two offers, empty, distinct, not symmetrical; the fifth one of them),
# worked by hand: (line, the foul as the opening says it, or None).
RIF_LIVE = [
    # h8 centre, h9 (0,1) in the 3x3, j10 (2,2) in the 5x5: D3 (Sosei); the swap after move
    # 3; g9 and j8 not symmetrical (rif.txt's lawful case); g9 kept.
    ("h8 h9 j10 swap i10 offers=g9,j8 g9 f10", None),
    # h10 is 2 rows above h8: outside the 3x3 square.
    ("h8 h10", {"move": 2, "kind": "outside-square", "points": ["h10"], "square": "the central 3x3 square"}),
    # A swap after move 1: RIF allows one after move 3 only.
    ("h8 swap", {"move": 1, "kind": "swap-not-allowed", "points": []}),
    # RIF declares no number of offers.
    ("h8 h9 j10 declare=2", {"move": 3, "kind": "declare-out-of-range", "points": []}),
    # Three offers where RIF asks for two.
    ("h8 h9 j10 swap i10 offers=g9,j8,k9", {"move": 5, "kind": "offer-count", "points": ["g9", "j8", "k9"]}),
    # h9 holds white's stone.
    ("h8 h9 j10 swap i10 offers=g9,h9", {"move": 5, "kind": "offer-occupied", "points": ["h9"]}),
    # h8 h9 h10 h6 all on column h: the reflection in column h keeps them and sends g9 to i9.
    (
        "h8 h9 h10 swap h6 offers=g9,i9",
        {"move": 5, "kind": "symmetric-offers", "points": ["g9", "i9"], "symmetry": "the reflection in column h"},
    ),
    # k9 is neither offer.
    ("h8 h9 j10 swap i10 offers=g9,j8 k9", {"move": 5, "kind": "not-offered", "points": ["k9", "g9", "j8"]}),
]


def test_the_live_rif_games_cover_every_foul_kind():
    assert sorted(foul["kind"] for _, foul in RIF_LIVE if foul) == sorted(FOUL_KINDS)


@pytest.mark.parametrize("line, foul", RIF_LIVE, ids=[line for line, _ in RIF_LIVE])
def test_a_live_rif_game_reaches_each_foul_kind(line, foul, renju_cli):
    board = rr.Board(opening_rule="rif")
    play_line(board, line)
    opening = board.opening
    assert (opening["rule"], opening["symmetry"]) == ("rif", "board")
    if foul is None:
        assert opening["foul"] is None and opening["unchecked"] == []
        assert (opening["name"], opening["title"]) == ("D3", "Sosei")
        assert board.result == {"result": "none", "winner": None}
    else:
        said = dict(opening["foul"])
        sentence = said.pop("sentence")
        assert said == foul
        assert "rif opening rule" in sentence
        if foul["kind"] != "offer-count":  # which says how many offers, not which
            assert all(p in sentence for p in foul["points"])
        assert board.result == {"result": "opening-foul", "winner": None, "move": foul["move"]}
    # The CLI, given the same line as a record, says the same of the opening.
    run = subprocess.run(
        [str(renju_cli), "replay", "--format", "moves", "--opening-rule", "rif", "-"],
        input=f"g: {line}\n", capture_output=True, text=True,
    )
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["opening"] == opening


def test_undo_and_clear_judge_the_opening_again():
    board = rr.Board(opening_rule="rif")
    play_line(board, "h8 h10")
    assert board.result["result"] == "opening-foul"
    assert board.undo() == "h10"  # taken back: the opening foul with it
    assert board.result == {"result": "none", "winner": None} and board.opening["foul"] is None
    play_line(board, "h9 j10 swap i10 offers=g9,h9")  # an offer on white's h9
    assert board.opening["foul"]["kind"] == "offer-occupied"
    assert board.undo() == "i10"  # the offers followed move 4: they go with it; the swap stays
    assert board.opening["foul"] is None and board.result["result"] == "none"
    play_line(board, "i10 offers=g9,j8 g9")
    assert board.opening["foul"] is None and board.moves == ["h8", "h9", "j10", "i10", "g9"]
    # The swap after move 3 was kept: a second one there is a foul.
    board.undo(), board.undo()
    board.swap()
    assert board.opening["foul"]["kind"] == "swap-not-allowed"
    assert "second swap after move 3" in board.opening["foul"]["sentence"]
    # clear() keeps the opening rule and judges the next game from its first move.
    board.clear()
    assert board.opening == {"rule": "rif", "symmetry": "board", "name": None, "title": None, "foul": None, "unchecked": []}
    board.place("i8")  # move 1 off the centre
    assert board.opening["foul"]["kind"] == "outside-square"


def test_a_fifth_move_without_offers_is_unchecked_and_the_game_goes_on():
    board = rr.Board(opening_rule="rif")
    play_line(board, "h8 h9 j10 i10 g9")
    assert board.opening["unchecked"] == ["offers"] and board.opening["foul"] is None
    assert board.result == {"result": "none", "winner": None}


def test_the_symmetry_switch_on_a_board():
    # rif.txt's pattern cases: h8 h9 h7 h6 with offers i8 and i7: not symmetrical on the
    # board (the rule's reading), symmetrical as patterns (the reflection in the line between
    # rows 7 and 8).
    lawful = rr.Board(opening_rule="rif")
    play_line(lawful, "h8 h9 h7 h6 offers=i8,i7 i8")
    assert lawful.opening["foul"] is None and lawful.opening["name"] == "D8"
    pattern = rr.Board(opening_rule="rif", symmetry="pattern")
    play_line(pattern, "h8 h9 h7 h6 offers=i8,i7")
    assert pattern.opening["symmetry"] == "pattern"
    assert pattern.opening["foul"]["symmetry"] == "the reflection in the line between rows 7 and 8"
    assert pattern.result == {"result": "opening-foul", "winner": None, "move": 5}


def test_board_opening_arguments_and_errors():
    assert rr.Board().opening is None
    assert repr(rr.Board(opening_rule="rif")).endswith("opening_rule='rif')")
    b = rr.Board()
    for call in (b.swap, lambda: b.declare(2), lambda: b.offer(["g9", "j8"])):
        with pytest.raises(ValueError, match="the game has no opening rule"):
            call()
    with pytest.raises(ValueError, match=r'^unknown opening rule "chess" \(the opening rules are none, rif'):
        rr.Board(opening_rule="chess")
    with pytest.raises(TypeError, match="opening_rule must be"):
        rr.Board(opening_rule=1)
    with pytest.raises(ValueError, match='unknown symmetry reading "mirror"'):
        rr.Board(opening_rule="rif", symmetry="mirror")
    with pytest.raises(ValueError, match="give opening_rule= or opening_rule_file= too"):
        rr.Board(symmetry="pattern")
    with pytest.raises(ValueError, match="not both"):
        rr.Board(opening_rule="rif", opening_rule_file="openings/rif.toml")
    # Set-up stones and an opening rule do not mix: the rule counts moves from an empty board.
    with pytest.raises(ValueError, match="empty board, black first"):
        rr.Board(opening_rule="rif", black=["h8"])
    with pytest.raises(ValueError, match="empty board, black first"):
        rr.Board(opening_rule="rif", to_play="white")
    # The RIF squares need a centre point; swap2 has none and plays on any board.
    with pytest.raises(ValueError, match="a 14x14 board has none"):
        rr.Board(opening_rule="rif", size=14)
    assert rr.Board(opening_rule="swap2", size=14).opening["rule"] == "swap2"
    # soosorv-N for any N, from soosorv-8's file.
    assert rr.Board(opening_rule="soosorv-5").opening["rule"] == "soosorv-5"
    with pytest.raises(FileNotFoundError, match="cannot read the opening rule"):
        rr.Board(opening_rule_file=REPO / "openings" / "no-such-rule.toml")
    o = rr.Board(opening_rule="yamaguchi")
    with pytest.raises(ValueError, match="0 to 4294967295; got -1"):
        o.declare(-1)
    for bad in (1.5, True, "2"):
        with pytest.raises(TypeError, match="declare takes a number of offers"):
            o.declare(bad)
    with pytest.raises(TypeError, match="offers must be a list of points"):
        o.offer("g9")
    with pytest.raises(ValueError, match=r"offers\[1\]: p1 is off the 15x15 board"):
        o.offer(["g9", "p1"])
    assert o.opening["foul"] is None  # nothing was judged


def test_replay_opening_errors():
    with pytest.raises(ValueError, match=r'^unknown opening rule "chess"'):
        rr.replay("g: h8\n", opening_rule="chess")
    with pytest.raises(ValueError, match='unknown symmetry reading "mirror"'):
        rr.replay("g: h8\n", opening_rule="rif", symmetry="mirror")
    with pytest.raises(FileNotFoundError):
        rr.replay("g: h8\n", opening_rule_file="no/such/rule.toml")
    # An even board under a rule with squares: an error in the record's place, as the CLI.
    [answer] = rr.replay("(;GM[4]SZ[14];B[gg])\n", format="sgf", opening_rule="rif")
    assert "a 14x14 board has none" in answer["error"]


def test_the_docstring_examples_run():
    names = {"Board": rr.Board, "replay": rr.replay, "opening_rules": rr.opening_rules, "symmetric_offers": rr.symmetric_offers}
    objects = [rr.Board, rr.Board.swap, rr.Board.declare, rr.Board.offer, rr.Board.opening, rr.opening_rules, rr.symmetric_offers]
    for obj in objects:
        test = doctest.DocTestParser().get_doctest(obj.__doc__, dict(names), repr(obj), None, 0)
        assert test.examples, obj
        runner = doctest.DocTestRunner()
        runner.run(test)
        assert runner.summarize(verbose=False).failed == 0, obj


# --- opening_rules() and opening-rule files -----------------------------------------------------


def test_opening_rules_are_the_files_of_openings(renju_cli):
    listed = rr.opening_rules()
    assert list(listed) == sorted(listed)
    files = {p.stem: tomllib.loads(p.read_text()) for p in OPENINGS.glob("*.toml")}
    assert set(listed) == set(files)
    for name, spec in files.items():
        n = spec.get("n")
        summary = spec["summary"].replace("{n}", str(n)) if n is not None else spec["summary"]
        assert listed[name] == {"summary": summary, "symmetry": spec.get("symmetry", "board"), "n": n}, name
    # `renju openings`: one a line, the name then the summary.
    run = subprocess.run([str(renju_cli), "openings"], capture_output=True, text=True, check=True)
    cli = {line.split()[0]: line.split(None, 1)[1] for line in run.stdout.splitlines()}
    assert cli == {name: info["summary"] for name, info in listed.items()}


FREE_OFFERS = """\
# A rule for the tests: moves 1 to 4 anywhere, the number of fifth-move offers declared with
# move 4 (at least one), as many offers as declared, none symmetrical.
name = "free-offers"
summary = "moves 1 to 4 anywhere, then as many fifth-move offers as declared with move 4"
symmetry = "board"

[[move]]
[[move]]
[[move]]
[[move]]
declare = { min = 1 }

[[fifth]]
offers = "declared"
"""


@pytest.fixture
def free_offers(tmp_path):
    path = tmp_path / "free-offers.toml"
    path.write_text(FREE_OFFERS)
    return path


def test_an_opening_rule_file(free_offers, tmp_path, renju_cli):
    line = "g: a1 o15 b2 c3 declare=2 offers=d4,e5 d4\n"
    [answer] = rr.replay(line, opening_rule_file=free_offers)
    assert answer["opening"]["rule"] == "free-offers" and answer["opening"]["foul"] is None
    # Moves anywhere: a1 for move 1 is no foul here; offers d4 and e5 are not symmetrical
    # (the position's stones a1, o15, b2, c3 are kept by no symmetry of the board but the
    # identity and the reflection in the diagonal a1-o15, which keeps d4 and e5).
    board = rr.Board(opening_rule_file=str(free_offers))
    play_line(board, line.split(":", 1)[1])
    assert board.opening == answer["opening"]
    # A bad file: the referee's message, as the CLI gives it (file, line, column, entry, the
    # line and a caret).
    bad = tmp_path / "bad-square.toml"
    bad.write_text('name = "bad-square"\nsummary = "x"\nsymmetry = "board"\n\n[[move]]\nsquare = 1\n\n[[move]]\nsquare = 4\n')
    with pytest.raises(ValueError) as raised:
        rr.replay("g: h8\n", opening_rule_file=bad)
    run = subprocess.run(
        [str(renju_cli), "replay", "--opening-rule-file", str(bad), "-"], input="", capture_output=True, text=True
    )
    assert run.returncode == 2
    assert run.stderr.startswith("error: ")
    assert str(raised.value) == run.stderr.removeprefix("error: ").rstrip("\n")
    assert str(raised.value).startswith(f"{bad}:9:10: [[move]] 2 square: a square has an odd side")
    with pytest.raises(ValueError) as on_board:
        rr.Board(opening_rule_file=bad)
    assert str(on_board.value) == str(raised.value)


# --- symmetric_offers ----------------------------------------------------------------------------


def test_symmetric_offers_worked_by_hand():
    # rif.txt: h8 h9 h10 h6 on column h; the reflection in column h sends g9 to i9. j8 is 2
    # points from h8 where g9 and i9 are sqrt(2): no symmetry about h8 maps j8 onto them.
    assert rr.symmetric_offers(["h8", "h9", "h10", "h6"], ["g9", "i9", "j8"]) == [
        ("g9", "i9", "the reflection in column h")
    ]
    # renju 0.1.0's README example: after h8 h9 h7 h6, i8 and i7 are symmetrical as patterns
    # (the reflection in the line between rows 7 and 8 swaps h8 and h7, h9 and h6, i8 and
    # i7), not on the board (the symmetries about h8 that keep the stones are the identity
    # and the reflection in column h).
    assert rr.symmetric_offers(["h8", "h9", "h7", "h6"], ["i8", "i7"]) == []
    assert rr.symmetric_offers(["h8", "h9", "h7", "h6"], ["i8", "i7"], reading="pattern") == [
        ("i8", "i7", "the reflection in the line between rows 7 and 8")
    ]
    # One black stone, h8, and white to play: the four points beside it are one position up
    # to the quarter turns about h8. In the order the symmetries are tried (identity, a
    # quarter turn anticlockwise, a half turn, a quarter turn clockwise, then reflections),
    # h9 (0,1) goes to g8 (-1,0) by the first quarter turn, to h7 by the half turn, and to
    # i8 (1,0) by the clockwise one; i8 to h9 by the anticlockwise one, and so on.
    around = rr.symmetric_offers(["h8"], ["h9", "i8", "h7", "g8"])
    assert [(p, q) for p, q, _ in around] == list(itertools.combinations(["h9", "i8", "h7", "g8"], 2))
    words = {(p, q): w for p, q, w in around}
    assert words[("h9", "g8")] == "a quarter turn anticlockwise about h8"
    assert words[("h9", "h7")] == "a half turn about h8"
    assert words[("h9", "i8")] == "a quarter turn clockwise about h8"
    # As patterns too; the clockwise quarter turn of {h8 black, h9 white} puts the black stone
    # at (7, -7) and the white at (8, -7): shifted 14 rows up, h8 and i8, the turn about h8.
    assert ("h9", "i8", "a quarter turn clockwise about h8") in rr.symmetric_offers(["h8"], ["h9", "i8"], reading="pattern")
    # h8 black, h9 white, h10 black, white to offer: g8 and h7 differ (the white pair h9-g8
    # is sqrt(2) apart, h9-h7 is 2): symmetrical in no reading.
    for reading in ("board", "pattern"):
        assert rr.symmetric_offers(["h8", "h9", "h10"], ["g8", "h7"], reading=reading) == []
    # Indexes as elsewhere: 112 is h8 on 15x15, h9 127, h10 142, h6 82; g9 126, i9 128.
    assert rr.symmetric_offers([112, 127, 142, 82], [126, 128]) == [("g9", "i9", "the reflection in column h")]
    # Another size: on 9x9 the centre is e5.
    assert rr.symmetric_offers(["e5", "e6"], ["d5", "f5"], size=9) == [("d5", "f5", "the reflection in column e")]


def test_symmetric_offers_errors():
    with pytest.raises(ValueError, match=r"offers\[1\]: h9 is on a stone \(stones\[1\]\)"):
        rr.symmetric_offers(["h8", "h9"], ["g9", "h9"])
    with pytest.raises(ValueError, match=r"offers\[2\]: g9 is given twice \(offers\[0\]"):
        rr.symmetric_offers(["h8", "h9"], ["g9", "i9", "g9"])
    with pytest.raises(ValueError, match=r"stones\[1\]: h8 is given twice"):
        rr.symmetric_offers(["h8", "h8"], ["g9"])
    with pytest.raises(ValueError, match='unknown symmetry reading "rotation"'):
        rr.symmetric_offers(["h8"], ["g9"], reading="rotation")
    with pytest.raises(ValueError, match=r"offers\[0\]: j9 is off the 9x9 board"):
        rr.symmetric_offers(["e5"], ["j9"], size=9)
    with pytest.raises(ValueError, match="board size 30 is not supported"):
        rr.symmetric_offers(["h8"], ["g9"], size=30)
    with pytest.raises(TypeError, match="offers must be a list of points"):
        rr.symmetric_offers(["h8"], "g9")
    assert rr.symmetric_offers([], []) == [] and rr.symmetric_offers(["h8"], ["g9"]) == []


# --- random offer sets: renju 0.1.0 and the board's symmetries -----------------------------------

SIZE = 15
NAMES = {(x, y): f"{chr(ord('a') + x)}{y + 1}" for x in range(SIZE) for y in range(SIZE)}
# The 8 symmetries of a square about the origin, on doubled coordinates about the centre.
TURNS = [
    lambda x, y: (x, y),
    lambda x, y: (-y, x),
    lambda x, y: (-x, -y),
    lambda x, y: (y, -x),
    lambda x, y: (-x, y),
    lambda x, y: (x, -y),
    lambda x, y: (y, x),
    lambda x, y: (-y, -x),
]


@pytest.fixture(scope="module")
def renju_0_1_0():
    """PyPI's `renju` 0.1.0 (another project; python/run-tests.sh installs it for the tests).
    Missing is a failure, not a skip: the comparison must run."""
    try:
        import renju
        from importlib.metadata import version
    except ImportError:
        pytest.fail("the PyPI package renju 0.1.0 is not installed: pip install renju==0.1.0 (python/run-tests.sh does)")
    assert version("renju") == "0.1.0"
    return renju


def involution(rng, about_the_centre):
    """A random map of the plane that is its own inverse, on (x, y) points: a half turn about
    a point or a midpoint, or a reflection in a column, a row, a diagonal or a line between
    them; `about_the_centre`: one of the board's own (about h8)."""
    c2 = SIZE - 1  # the centre, doubled
    kind = rng.randrange(5)
    a = c2 if about_the_centre else rng.randint(4, 2 * c2 - 4)
    b = c2 if about_the_centre else rng.randint(4, 2 * c2 - 4)
    d = 0 if about_the_centre else rng.randint(-6, 6)
    return [
        lambda x, y: (a - x, b - y),
        lambda x, y: (a - x, y),
        lambda x, y: (x, a - y),
        lambda x, y: (y - d, x + d),
        lambda x, y: (a - y, a - x),
    ][kind]


def random_openings(seed, count):
    """`count` openings from `seed`: moves 1 to 4 and 2 to 16 offers, as (x, y) points of the
    15x15 board, x the column from a and y the row from 1. A quarter of the openings each:
    moves anywhere; within a random 2x2 to 6x6 square (often symmetrical as patterns);
    within the central 3x3 or 5x5 square (often symmetrical on the board); and made
    symmetrical, black's two stones and white's two each a pair under a random involution
    (a half turn or a reflection; every other one the board's own, about h8), with some
    offers given with their images under it. Offers are distinct empty points, most of them
    within 3 points of a stone."""
    rng = random.Random(seed)
    board = list(NAMES)
    on_board = lambda p: 0 <= p[0] < SIZE and 0 <= p[1] < SIZE
    centre = SIZE // 2
    for trial in range(count):
        mode, flip = trial % 4, None
        if mode == 3:
            flip = involution(rng, about_the_centre=trial % 8 == 3)
            for _ in range(200):
                b1, w1 = rng.choice(board), rng.choice(board)
                b2, w2 = flip(*b1), flip(*w1)
                if on_board(b2) and on_board(w2) and len({b1, w1, b2, w2}) == 4:
                    moves = [b1, w1, b2, w2]
                    break
            else:
                moves = rng.sample(board, 4)
        else:
            if mode == 1:
                k = rng.randint(2, 6)
                x0, y0 = rng.randint(0, SIZE - k), rng.randint(0, SIZE - k)
                cells = [(x, y) for x in range(x0, x0 + k) for y in range(y0, y0 + k)]
            elif mode == 2:
                r = rng.randint(1, 2)
                cells = [(x, y) for x in range(centre - r, centre + r + 1) for y in range(centre - r, centre + r + 1)]
            else:
                cells = board
            moves = rng.sample(cells, 4)
        empty = [p for p in board if p not in moves]
        near = [p for p in empty if any(max(abs(p[0] - m[0]), abs(p[1] - m[1])) <= 3 for m in moves)]
        pool = near if rng.random() < 0.7 else empty
        offers = rng.sample(pool, rng.randint(2, min(16, len(pool))))
        if flip:
            for p in list(offers):
                image = flip(*p)
                if rng.random() < 0.5 and on_board(image) and image not in moves and image not in offers:
                    offers.insert(rng.randint(0, len(offers)), image)
            offers = offers[:16]
        # What find_symmetric_candidates does not check: offers distinct and empty.
        assert len(set(offers)) == len(offers) >= 2 and not set(offers) & set(moves)
        yield moves, offers


def pairs_of_groups(groups, offers):
    """Every pair of offers within one group, in the offers' order."""
    order = {p: i for i, p in enumerate(offers)}
    pairs = []
    for group in groups:
        for p, q in itertools.combinations(sorted(group, key=order.get), 2):
            pairs.append((p, q))
    return sorted(pairs, key=lambda pq: (order[pq[0]], order[pq[1]]))


def board_pairs(moves, offers):
    """The pairs of offers one of the 8 symmetries of the 15x15 board about h8 maps onto each
    other, the stones of moves 1 to 4 (black, white, black, white) with them, colours kept."""
    c = SIZE - 1

    def image(turn, stones):
        out = set()
        for (x, y), color in stones:
            a, b = turn(2 * x - c, 2 * y - c)
            out.add((((a + c) // 2, (b + c) // 2), color))
        return out

    base = {(m, i % 2) for i, m in enumerate(moves)}
    pairs = []
    for p, q in itertools.combinations(offers, 2):
        with_p, with_q = base | {(p, 0)}, base | {(q, 0)}
        if any(image(turn, with_p) == with_q for turn in TURNS):
            pairs.append((p, q))
    return pairs


def test_pattern_reading_agrees_with_renju_0_1_0(renju_0_1_0):
    found, checked, disagree = 0, 0, []
    for moves, offers in random_openings(20260607, 3000):
        names = [NAMES[m] for m in moves]
        ours = rr.symmetric_offers(names, [NAMES[p] for p in offers], reading="pattern")
        board = renju_0_1_0.RenjuBoard(moves=[list(m) for m in moves], board_size=SIZE)
        symmetric_groups, all_groups = board.find_symmetric_candidates(offers)
        assert sorted(itertools.chain(*all_groups)) == sorted(offers)
        theirs = [(NAMES[p], NAMES[q]) for p, q in pairs_of_groups(symmetric_groups, offers)]
        if [(p, q) for p, q, _ in ours] != theirs:
            disagree.append((names, [NAMES[p] for p in offers], ours, theirs))
        # A symmetry of the board is a map of the stones too: the board's pairs are among them.
        on_board = rr.symmetric_offers(names, [NAMES[p] for p in offers], reading="board")
        assert {(p, q) for p, q, _ in on_board} <= set(theirs)
        found += len(theirs)
        checked += 1
    assert not disagree, disagree[:5]
    # The sets hold symmetrical pairs often enough for the comparison to mean something.
    assert checked == 3000 and found >= 1000, found


@pytest.mark.parametrize("reading", ["board", "pattern"])
def test_board_offer_fouls_as_the_symmetries_say(reading, free_offers, renju_0_1_0):
    # The same random openings played live under the free-offers rule (moves anywhere, as
    # many offers as declared): the offers are a "symmetric-offers" foul exactly when the
    # oracle (the board's 8 symmetries written out above, or renju 0.1.0 for patterns) finds
    # a symmetrical pair, and the foul names the first pair in the offers' order.
    fouls = 0
    for moves, offers in random_openings(4242, 1500):
        if reading == "board":
            pairs = board_pairs(moves, offers)
        else:
            board = renju_0_1_0.RenjuBoard(moves=[list(m) for m in moves], board_size=SIZE)
            pairs = pairs_of_groups(board.find_symmetric_candidates(offers)[0], offers)
        names = [NAMES[m] for m in moves]
        offered = [NAMES[p] for p in offers]
        said = rr.symmetric_offers(names, offered, reading=reading)
        assert [(p, q) for p, q, _ in said] == [(NAMES[p], NAMES[q]) for p, q in pairs], (names, offered)
        live = rr.Board(opening_rule_file=free_offers, symmetry=reading)
        for point in names:
            live.place(point)
        live.declare(len(offers))
        live.offer(offered)
        foul = live.opening["foul"]
        if pairs:
            fouls += 1
            first = [NAMES[pairs[0][0]], NAMES[pairs[0][1]]]
            assert (foul["kind"], foul["move"], foul["points"]) == ("symmetric-offers", 5, first), (names, offered)
            assert foul["symmetry"] == said[0][2]
            assert live.result == {"result": "opening-foul", "winner": None, "move": 5}
        else:
            assert foul is None, (names, offered, foul)
            live.place(offered[-1])  # the fifth move, one of the offers
            assert live.opening["foul"] is None and live.result["result"] != "opening-foul"
    assert fouls >= 150, fouls
