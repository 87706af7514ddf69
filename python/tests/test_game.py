"""Board as the referee's game (also named Game): hand-worked games ruled move by move, with
their `result`; and `replay` against the `renju replay` CLI, line for line, on the bundled
examples and on records generated here from a fixed seed (every shipped rule, boards of 5 to
26 via SGF `SZ`), strict or not; and faces.py, the script that gives both faces of a record
for the cross-checks between bindings.

The expected results are worked out by hand from the rules (RIF article 9: a black five
wins, a double-three, double-four or overline is forbidden to black, and a forbidden move is
a foul that loses) or taken from the CLI, never from the package's own output."""

import doctest
import io
import json
import random
import subprocess
import sys

import pytest
import renju_rules as rr

import faces
import rule_files

NONE = {"result": "none", "winner": None}

# RIF 9.3's double-three as a game: black f8 g8 h9 h10, white answering on the a file, then
# black h8 makes two open threes (row f8 g8 h8, column h8 h9 h10) at move 9.
DOUBLE_THREE = ["f8", "a1", "g8", "a3", "h9", "a5", "h10", "a7", "h8"]
DOUBLE_THREE_FOUL = {
    "result": "black-foul",
    "winner": "white",
    "move": 9,
    "point": "h8",
    "kind": "double-three",
}


def play(board, points):
    return [board.place(p) for p in points]


# --- Board's game, by hand -------------------------------------------------------------------


def test_game_is_board_under_a_second_name():
    assert rr.Game is rr.Board
    assert rr.Game().result == NONE


def test_rif_9_3_double_three_is_a_black_foul_at_move_9():
    b = rr.Game()
    assert play(b, DOUBLE_THREE[:8]) == ["allowed"] * 8
    assert b.result == NONE and b.to_play == "black"
    assert b.place("h8") == "double-three"
    assert b.result == DOUBLE_THREE_FOUL
    assert list(b.result) == ["result", "winner", "move", "point", "kind"]
    # The foul's stone is placed, and the turn passes.
    assert b.array()[7, 7] == 1 and b.to_play == "white" and len(b.moves) == 9


def test_moves_after_the_end_are_ruled_and_leave_the_result():
    b = rr.Board()
    play(b, DOUBLE_THREE)
    # White a9, black a10, white c1, then black j8 (f8 g8 h8 j8 with i8 empty: one four,
    # allowed): placed and ruled after the end; the foul of move 9 stands.
    assert play(b, ["a9", "a10", "c1", "j8"]) == ["allowed"] * 4
    assert b.result == DOUBLE_THREE_FOUL and len(b.moves) == 13
    # Taking back the later moves leaves the foul; taking back h8 undoes it.
    for point in ["j8", "c1", "a10", "a9"]:
        assert b.undo() == point
        assert b.result == DOUBLE_THREE_FOUL
    assert b.undo() == "h8"
    assert b.result == NONE and b.to_play == "black"
    assert b.forbidden() == {"h8": "double-three"}
    # Played elsewhere, the game goes on.
    assert b.place("h11") == "allowed" and b.result == NONE


def test_a_black_five():
    # Black h8 h9 h10 h11, white on the a file; black h12 (move 9) makes exactly five.
    b = rr.Board()
    play(b, ["h8", "a1", "h9", "a3", "h10", "a5", "h11", "a7"])
    assert b.place("h12") == "five"
    assert b.result == {"result": "black-five", "winner": "black", "move": 9}
    # White o15 and black h13 after the end: h8-h13 is six black stones in a row, an
    # overline, forbidden to black; ruled all the same, and the five of move 9 stands.
    assert b.place("o15") == "allowed"
    assert b.place("h13") == "overline"
    assert b.result == {"result": "black-five", "winner": "black", "move": 9}
    b.undo(), b.undo()
    assert b.undo() == "h12" and b.result == NONE


def test_a_white_five():
    # Black's stones far apart (h8, m12, c12, m3, c3: no two within four points on a line
    # but c3-h8, five apart); white a1 a2 a3 a4, then a5 at move 10 makes five.
    b = rr.Board()
    play(b, ["h8", "a1", "m12", "a2", "c12", "a3", "m3", "a4", "c3"])
    assert b.result == NONE
    assert b.place("a5") == "five"
    assert b.result == {"result": "white-five", "winner": "white", "move": 10}
    assert b.undo() == "a5" and b.result == NONE and b.to_play == "white"


def test_the_move_counts_the_moves_placed_not_the_starting_stones():
    b = rr.Board(black=["f8", "g8", "h9", "h10"], white=["a1", "a3", "a5", "a7"], to_play="black")
    assert b.place("h8") == "double-three"
    assert b.result == {**DOUBLE_THREE_FOUL, "move": 1}
    # clear: an empty board, the game not ended.
    b.clear()
    assert b.result == NONE and b.moves == [] and b.to_play == "black"


def test_a_full_board_is_a_draw():
    # gomoku-freestyle on 5x5, rows from the top: no five of one colour in any row, column
    # or diagonal (the rows alternate in pairs, the columns stone by stone, and each long
    # diagonal holds both colours); white fills e1, the last point.
    rows = ["XXOOX", "OOXXO", "XXOOX", "OOXXO", "XXOO."]
    b = rr.Board.from_board_string("".join(rows), rule="gomoku-freestyle", size=5, to_play="white")
    assert b.result == NONE
    assert b.place("e1") == "allowed"
    assert b.result == {"result": "draw", "winner": None, "move": 1, "reason": "full-board"}
    b.undo()
    assert b.result == NONE


def test_place_with_a_colour():
    b = rr.Board()
    assert b.place("h8", "black") == "allowed"
    assert b.place("i9", color="white") == "allowed"
    with pytest.raises(ValueError, match="it is black's move: white played the move before"):
        b.place("j10", "white")
    assert b.moves == ["h8", "i9"] and b.to_play == "black"  # nothing placed
    with pytest.raises(ValueError, match="unknown colou?r"):
        b.place("j10", "red")
    assert b.moves == ["h8", "i9"] and b.to_play == "black"
    # A board set up with white to play refuses black's first move.
    w = rr.Board(black=["h8"], to_play="white")
    with pytest.raises(ValueError, match="it is white's move"):
        w.place("i9", "black")
    assert w.place("i9", "white") == "allowed"


def test_the_docstring_examples_run():
    # The examples of Board, place, result and replay, as written in their docstrings.
    for name, obj in [("Board", rr.Board), ("place", rr.Board.place), ("result", rr.Board.result), ("replay", rr.replay)]:
        test = doctest.DocTestParser().get_doctest(obj.__doc__, {"Board": rr.Board, "replay": rr.replay}, name, None, 0)
        assert test.examples, name
        runner = doctest.DocTestRunner()
        runner.run(test)
        assert runner.summarize(verbose=False).failed == 0, name


# --- replay against the CLI -------------------------------------------------------------------


def compact(answer):
    """An answer as the CLI prints it: compact JSON, non-ASCII as it is."""
    return json.dumps(answer, separators=(",", ":"), ensure_ascii=False)


def cli_replay(renju_cli, args, text=None):
    """`renju replay ARGS` (the records on stdin when `text` is given): its lines."""
    run = subprocess.run(
        [str(renju_cli), "replay", *args],
        input=text,
        capture_output=True,
        check=False,
    )
    # 1: some record was answered with an error line (its place in the output).
    assert run.returncode in (0, 1), run.stderr.decode()
    return run.stdout.decode().splitlines()


def same_as_cli(renju_cli, text, args, **options):
    want = cli_replay(renju_cli, [*args, "-"], text)
    got = rr.replay(text, **options)
    assert [compact(a) for a in got] == want
    return got


def test_replay_of_the_bundled_examples(renju_cli, repo):
    path = repo / "examples" / "games.txt"
    want = cli_replay(renju_cli, [str(path)])
    got = rr.replay(path.read_bytes(), name=str(path))
    assert [compact(a) for a in got] == want
    # Each game ends as its name says (the file's own account of each).
    ends = {a["game"]: (a["result"], (a["foul"] or {}).get("kind")) for a in got}
    assert ends == {
        "double-three": ("black-foul", "double-three"),
        "white-five": ("white-five", None),
        "double-four": ("black-foul", "double-four"),
        "overline": ("black-foul", "overline"),
        "black-five": ("black-five", None),
        "unfinished": ("none", None),
    }
    # The same text as a str, read as move lists: the same answers.
    assert rr.replay(path.read_text(), format="moves") == got


def sgf_point(col, row, size):
    """SGF's two letters: the column from the left, the row from the top."""
    return "abcdefghijklmnopqrstuvwxyz"[col] + "abcdefghijklmnopqrstuvwxyz"[size - 1 - row]


def near(rng, taken, size, stones):
    """An empty point within two of a random stone (or of the centre), else any empty one."""
    for _ in range(30):
        col, row = rng.choice(stones) if stones else (size // 2, size // 2)
        p = (min(max(col + rng.randint(-2, 2), 0), size - 1), min(max(row + rng.randint(-2, 2), 0), size - 1))
        if p not in taken:
            return p
    empty = [(c, r) for c in range(size) for r in range(size) if (c, r) not in taken]
    return rng.choice(empty) if empty else None


def sgf_records(seed, count):
    """`count` SGF game trees from `seed`: boards of 5 to 26 (`SZ`), stones near each other,
    set-up stones (`AB`/`AW`) in some, white opening some, and rare faults (a stone on an
    occupied point, one colour twice in a row, a point past the board)."""
    rng = random.Random(seed)
    trees = []
    for i in range(count):
        size = rng.randint(5, 26)
        taken, stones = set(), []
        head = f"(;GM[4]FF[4]SZ[{size}]GN[s{seed}-{i}]"
        if rng.random() < 0.15:
            for prop in ("AB", "AW"):
                points = []
                for _ in range(rng.randint(1, 3)):
                    p = near(rng, taken, size, stones)
                    taken.add(p), stones.append(p)
                    points.append(f"[{sgf_point(*p, size)}]")
                head += prop + "".join(points)
        color = "W" if rng.random() < 0.1 else "B"
        nodes = []
        for _ in range(rng.randint(0, min(size * size, 70))):
            fault = rng.random()
            if fault < 0.0015 and stones:
                p = rng.choice(stones)  # occupied
            else:
                p = near(rng, taken, size, stones)
                if p is None:
                    break
            taken.add(p), stones.append(p)
            letters = sgf_point(*p, size)
            if fault > 0.999:
                letters = "z" + letters[1]  # column z: off every board but 26x26
            nodes.append(f";{color}[{letters}]")
            if not 0.0015 <= fault < 0.003:  # else the same colour moves again
                color = "W" if color == "B" else "B"
        trees.append(head + "".join(nodes) + ")\n")
    return "".join(trees).encode()


def move_lines(seed, count):
    """`count` move lists (no size: read on the rule's board or the one asked for) of points
    on the 15x15 board near each other, with ids."""
    rng = random.Random(seed)
    lines = []
    for i in range(count):
        taken, stones = set(), []
        points = []
        for _ in range(rng.randint(1, 60)):
            p = near(rng, taken, 15, stones)
            taken.add(p), stones.append(p)
            points.append(f"{'abcdefghijklmno'[p[0]]}{p[1] + 1}")
        lines.append(f"m{i}: {' '.join(points)}\n")
    return "".join(lines).encode()


@pytest.fixture(scope="module")
def sgf_text():
    return sgf_records(2052, 300)


@pytest.mark.parametrize("rule", rule_files.names())
def test_replay_of_generated_records_is_the_clis(renju_cli, sgf_text, rule):
    got = same_as_cli(renju_cli, sgf_text, ["--rule", rule, "--format", "sgf"], format="sgf", rule=rule)
    assert len(got) == 300
    lines = move_lines(52, 120)
    same_as_cli(renju_cli, lines, ["--rule", rule, "--format", "moves"], format="moves", rule=rule)
    # A size asked for: move lists are read on it; SGF records of another size are errors.
    same_as_cli(renju_cli, lines, ["--rule", rule, "--size", "19"], rule=rule, size=19)
    same_as_cli(renju_cli, sgf_text, ["--rule", rule, "--size", "15"], rule=rule, size=15)


@pytest.mark.parametrize("rule", rule_files.names())
def test_strict_replay_is_the_clis(renju_cli, sgf_text, rule):
    got = same_as_cli(renju_cli, sgf_text, ["--rule", rule, "--strict"], rule=rule, strict=True)
    assert not any("moves_after_end" in a for a in got)


def test_the_generated_records_cover_every_answer(sgf_text):
    # The corpus must exercise the referee: every result, fouls of each kind, games that go
    # on after their end, and error lines.
    seen = set()
    for rule in ("renju", "gomoku-freestyle", "omok"):
        for a in rr.replay(sgf_text, format="sgf", rule=rule):
            if "error" in a:
                seen.add("error")
                continue
            seen.add(a["result"])
            if a["foul"]:
                seen.add(a["foul"]["kind"])
            if "moves_after_end" in a:
                seen.add("after-end")
    want = {"black-five", "white-five", "black-foul", "white-foul", "none"}
    want |= {"double-three", "double-four", "overline", "error", "after-end"}
    assert seen >= want, want - seen


def test_replay_takes_a_rule_object_or_file(repo, sgf_text):
    by_name = rr.replay(sgf_text, rule="omok")
    assert rr.replay(sgf_text, rule=rr.Rule("omok")) == by_name
    assert rr.replay(sgf_text, rule_file=repo / "rules-spec" / "omok.toml") == by_name


# --- faces.py ---------------------------------------------------------------------------------


def run_faces(args):
    out = io.StringIO()
    assert faces.main([str(a) for a in args], out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def agrees(answer, standing):
    """Whether the referee's record answer and Board's standing tell the same game."""
    if "error" in answer:
        return standing == {"game": answer["game"], "refused": True}
    if standing.get("game") != answer["game"] or "standing" not in standing:
        return False
    s = standing["standing"]
    if answer["result"] == "none":  # a record's answer says "none" for a full board too
        return s["result"] in ("none", "draw")
    end = answer["foul"] or answer["five"]
    if (s["result"], s["move"]) != (answer["result"], end["move"]):
        return False
    return not answer["foul"] or (s["point"], s["kind"]) == (end["point"], end["kind"])


@pytest.mark.parametrize("rule", ["renju", "gomoku-standard", "omok"])
def test_faces_gives_the_clis_answers_and_boards_that_agree(renju_cli, sgf_text, tmp_path, rule):
    records = tmp_path / "records.sgf"
    records.write_bytes(sgf_text)
    plain = tmp_path / "plain.txt"
    lines = run_faces([records, "--format", "sgf", "--rule", rule, "--plain", plain])
    answers, standings = lines[0::2], lines[1::2]
    assert [compact(a) for a in answers] == cli_replay(renju_cli, ["--rule", rule, str(records)])
    disagree = [(a, s) for a, s in zip(answers, standings) if not agrees(a, s)]
    assert not disagree, disagree[:3]
    # The plain lines: one per readable record, played again through Board from its tokens,
    # stand as faces.py said.
    readable = [r for r in rr.read_games(records, format="sgf") if r.error is None]
    plain_lines = plain.read_text().splitlines()
    assert [line.split(" ")[0] for line in plain_lines] == [r.id for r in readable]
    by_id = {s["game"]: s for s in standings}
    for line in plain_lines:
        game, rule_name, size, *tokens = line.split(" ")
        assert rule_name == rule
        black = [t[3:] for t in tokens if t.startswith("sb:")]
        white = [t[3:] for t in tokens if t.startswith("sw:")]
        moves = [(t[3:], "black" if t[1] == "b" else "white") for t in tokens if t[0] == "m"]
        assert all(t[:3] in ("sb:", "sw:", "mb:", "mw:") for t in tokens), line
        want = by_id[game]
        try:
            b = rr.Board(rule=rule, black=black, white=white, to_play=moves[0][1] if moves else None, size=int(size))
            for point, color in moves:
                b.place(point, color)
        except ValueError:
            assert want.get("refused"), line
            continue
        assert want["standing"] == b.result, line


def test_faces_with_a_size_and_from_the_command_line(tmp_path, repo, renju_cli):
    records = tmp_path / "games.sgf"
    records.write_bytes(sgf_records(7, 40))
    lines = run_faces([records, "--format", "sgf", "--rule", "renju", "--size", "15"])
    answers, standings = lines[0::2], lines[1::2]
    assert [compact(a) for a in answers] == cli_replay(renju_cli, ["--size", "15", str(records)])
    assert all(agrees(a, s) for a, s in zip(answers, standings))
    # The script as a command, on the bundled examples.
    games = repo / "examples" / "games.txt"
    script = repo / "python" / "tests" / "faces.py"
    run = subprocess.run(
        [sys.executable, str(script), str(games), "--format", "moves", "--rule", "renju"],
        capture_output=True,
        text=True,
        check=True,
    )
    out = [json.loads(line) for line in run.stdout.splitlines()]
    assert out[0]["game"] == "double-three"
    assert out[1] == {"game": "double-three", "standing": {**DOUBLE_THREE_FOUL, "point": "j10"}}
    assert out[-1] == {"game": "unfinished", "standing": NONE}
