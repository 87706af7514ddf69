"""The batch call against the `renju batch` CLI on generated corpora: the same maps, point
for point, under each rule that forbids black something (read from rules-spec/), on the
15x15 board and on boards of 5 to 26 points a side. The CLI reads stone lists by point
name, so this also checks the array layout ([row, col], row 0 = row "1") at every size."""

import json
import subprocess

import numpy as np
import pytest
import renju_rules as rr

import rule_files
from positions import cli_corpus, name_to_rc, stone_lists

CODES = {kind: code for code, kind in enumerate(rr.KINDS) if code}
OTHER_SIZES = (5, 7, 19, 20, 26)


def cli_maps(renju_cli, boards, rule, tmp_path, args=(), size_in_lines=False):
    """Black's maps of `boards` (one (N, S, S) array, or a list of (S, S) arrays of any
    sizes) from `renju batch --rule RULE ARGS`, each line carrying its "size" when
    `size_in_lines`; as arrays of the boards' shapes."""
    lines = []
    for i, board in enumerate(boards):
        black, white = stone_lists(board)
        line = {"id": i, "black": black, "white": white}
        if size_in_lines:
            line["size"] = len(board)
        lines.append(json.dumps(line))
    source = tmp_path / "positions.jsonl"
    source.write_text("\n".join(lines) + "\n")
    with source.open("rb") as stdin:
        run = subprocess.run(
            [str(renju_cli), "batch", "--rule", rule, *args],
            stdin=stdin,
            capture_output=True,
            check=False,
        )
    assert run.returncode == 0, run.stderr.decode()
    answers = [json.loads(line) for line in run.stdout.decode().splitlines()]
    assert len(answers) == len(boards)
    maps = [np.zeros(board.shape, np.uint8) for board in boards]
    for i, answer in enumerate(answers):
        assert answer["id"] == i, answer
        for entry in answer["forbidden"]:
            maps[i][name_to_rc(entry["point"])] = CODES[entry["kind"]]
    return maps


def expected_kinds(rule):
    """The codes a corpus must show under `rule`: 0, and each kind the rule forbids black."""
    spec = next(r for r in rule_files.rule_files() if r.name == rule)
    return {0} | {CODES[kind] for kind in spec.forbidden["black"]}


@pytest.mark.parametrize("rule", rule_files.names(restricting="black"))
def test_same_maps_as_the_cli(renju_cli, positions, rule, tmp_path):
    want = np.stack(cli_maps(renju_cli, positions, rule, tmp_path, ["--size", "15"]))
    # The corpus must exercise the rules: many forbidden points of each kind it can have.
    kinds = set(np.unique(want).tolist())
    assert kinds >= expected_kinds(rule), kinds
    got = rr.forbidden(positions, rule=rule)
    mismatches = np.argwhere(got != want)
    assert len(mismatches) == 0, f"first mismatches (board, row, col): {mismatches[:5].tolist()}"


@pytest.fixture(scope="module")
def sized_positions(renju_cli):
    """For each size of OTHER_SIZES: 150 game-like and 150 dense positions of `renju corpus
    --size`, stacked."""
    boards = {}
    for size in OTHER_SIZES:
        _, game = cli_corpus(renju_cli, "game", 150, 40 + size, size)
        _, dense = cli_corpus(renju_cli, "dense", 150, 70 + size, size)
        boards[size] = np.concatenate([game, dense])
    return boards


@pytest.mark.parametrize("size", OTHER_SIZES)
def test_same_maps_as_the_cli_with_its_size_option(renju_cli, sized_positions, size, tmp_path):
    boards = sized_positions[size]
    want = np.stack(cli_maps(renju_cli, boards, "renju", tmp_path, ["--size", str(size)]))
    if size >= 15:  # room for every kind (a 5x5 board has no double-four or overline of note)
        assert set(np.unique(want).tolist()) == {0, 1, 2, 3}
    np.testing.assert_array_equal(rr.forbidden(boards), want)
    np.testing.assert_array_equal(rr.forbidden(boards, threads=1), want)


@pytest.mark.parametrize("rule", rule_files.names(restricting="black"))
def test_boards_of_every_size_in_one_cli_run(renju_cli, sized_positions, rule, tmp_path):
    # One input of mixed sizes, each line saying its own ("size": S); the library answers
    # each size's boards in one call.
    boards = [board for size in OTHER_SIZES for board in sized_positions[size][::3]]
    want = cli_maps(renju_cli, boards, rule, tmp_path, size_in_lines=True)
    start = 0
    for size in OTHER_SIZES:
        mine = sized_positions[size][::3]
        got = rr.forbidden(mine, rule=rule)
        np.testing.assert_array_equal(got, np.stack(want[start : start + len(mine)]), err_msg=f"{size}")
        start += len(mine)


def test_forbidden_points_agrees_with_the_batch_call(positions, sized_positions):
    # Slices of the corpora: forbidden_points (stone lists) against forbidden (arrays).
    for boards in [positions[:300]] + [sized_positions[s][:60] for s in OTHER_SIZES]:
        size = boards.shape[-1]
        maps = rr.forbidden(boards)
        for board, kinds in zip(boards, maps):
            black, white = stone_lists(board)
            got = rr.forbidden_points(black=black, white=white, size=size)
            want = {}
            for r, c in zip(*np.nonzero(kinds)):
                want[f"{'abcdefghijklmnopqrstuvwxyz'[c]}{r + 1}"] = rr.KINDS[kinds[r, c]]
            assert got == want
