"""examples/python/corpus_to_parquet.py, which makes the jobs' input from `renju corpus`:
every board it writes equals the one the tests' own reading of the stone lists gives."""

import json
import subprocess
import sys

import numpy as np
import pyarrow.parquet as pq

from positions import board_array


def test_corpus_lines_become_boards(repo, renju_cli, tmp_path):
    corpus = subprocess.run(
        [str(renju_cli), "corpus", "--style", "dense", "--count", "120", "--seed", "7"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    source, target = tmp_path / "corpus.jsonl", tmp_path / "positions.parquet"
    # A blank line is skipped: ids stay the positions' indexes.
    source.write_text(corpus.replace("\n", "\n\n", 1))
    script = repo / "examples" / "python" / "corpus_to_parquet.py"
    run = subprocess.run(
        [sys.executable, str(script), str(target), str(source), "--row-group", "50"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == f"boards=120 file={target}"

    want = np.stack(
        [board_array(p["black"], p["white"]) for p in map(json.loads, corpus.splitlines())]
    )
    table = pq.read_table(target)
    assert pq.ParquetFile(target).metadata.num_row_groups == 3
    assert table.column("id").to_pylist() == list(range(120))
    got = np.frombuffer(b"".join(table.column("board").to_pylist()), np.uint8)
    np.testing.assert_array_equal(got.reshape(-1, 15, 15), want)


def test_a_point_off_the_board_is_named(repo, tmp_path):
    source = tmp_path / "bad.jsonl"
    source.write_text('{"black": ["h8"]}\n{"black": ["p1"]}\n')
    script = repo / "examples" / "python" / "corpus_to_parquet.py"
    run = subprocess.run(
        [sys.executable, str(script), str(tmp_path / "out.parquet"), str(source)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 1
    assert "line 2: 'p1' is not a point of a 15x15 board" in run.stderr
