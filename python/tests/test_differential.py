"""The batch call against the `renju batch` CLI on a generated corpus: the same maps, point
for point, under each rule that forbids black something. The CLI reads stone lists by point
name, so this also checks the array layout ([row, col], row 0 = row "1")."""

import json
import subprocess

import numpy as np
import pytest
import renju_rules as rr

from positions import name_to_rc, stone_lists

CODES = {"double-three": 1, "double-four": 2, "overline": 3}


def cli_maps(renju_cli, boards, rule, tmp_path):
    """Black's maps of `boards` from `renju batch --rule RULE`, as an (N, 15, 15) array."""
    lines = []
    for i, board in enumerate(boards):
        black, white = stone_lists(board)
        lines.append(json.dumps({"id": i, "black": black, "white": white}))
    source = tmp_path / "positions.jsonl"
    source.write_text("\n".join(lines) + "\n")
    with source.open("rb") as stdin:
        run = subprocess.run(
            [str(renju_cli), "batch", "--rule", rule, "--size", "15"],
            stdin=stdin,
            capture_output=True,
            check=False,
        )
    assert run.returncode == 0, run.stderr.decode()
    answers = [json.loads(line) for line in run.stdout.decode().splitlines()]
    assert len(answers) == len(boards)
    maps = np.zeros(boards.shape, np.uint8)
    for i, answer in enumerate(answers):
        assert answer["id"] == i, answer
        for entry in answer["forbidden"]:
            maps[(i, *name_to_rc(entry["point"]))] = CODES[entry["kind"]]
    return maps


@pytest.mark.parametrize("rule", ["renju", "renju-completing-five-counts", "omok"])
def test_same_maps_as_the_cli(renju_cli, positions, rule, tmp_path):
    want = cli_maps(renju_cli, positions, rule, tmp_path)
    # The corpus must exercise the rules: many forbidden points of each kind it can have.
    kinds = set(np.unique(want).tolist())
    assert kinds >= ({0, 1} if rule == "omok" else {0, 1, 2, 3}), kinds
    got = rr.forbidden(positions, rule=rule)
    mismatches = np.argwhere(got != want)
    assert len(mismatches) == 0, f"first mismatches (board, row, col): {mismatches[:5].tolist()}"


def test_forbidden_points_agrees_with_the_batch_call(positions):
    # A slice of the corpus: forbidden_points (stone lists) against forbidden (arrays).
    maps = rr.forbidden(positions[:300])
    for board, kinds in zip(positions[:300], maps):
        black, white = stone_lists(board)
        got = rr.forbidden_points(black=black, white=white)
        want = {}
        for r, c in zip(*np.nonzero(kinds)):
            want[f"{'abcdefghijklmno'[c]}{r + 1}"] = rr.KINDS[kinds[r, c]]
        assert got == want
