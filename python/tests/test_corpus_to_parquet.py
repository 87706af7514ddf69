"""examples/python/corpus_to_parquet.py, which makes the jobs' input from `renju corpus`:
every board it writes equals the one the tests' own reading of the stone lists gives, and
the file says its board size once, in the board field's metadata."""

import json
import subprocess
import sys

import numpy as np
import pyarrow.parquet as pq

from positions import board_array

SCRIPT = ("examples", "python", "corpus_to_parquet.py")


def convert(repo, target, source, *args):
    """examples/python/corpus_to_parquet.py TARGET SOURCE ARGS."""
    return subprocess.run(
        [sys.executable, str(repo.joinpath(*SCRIPT)), str(target), str(source), *args],
        capture_output=True,
        text=True,
        check=False,
    )


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
    assert run.stdout.strip() == f"boards=120 size=15 file={target}"

    want = np.stack(
        [board_array(p["black"], p["white"]) for p in map(json.loads, corpus.splitlines())]
    )
    table = pq.read_table(target)
    assert pq.ParquetFile(target).metadata.num_row_groups == 3
    assert table.column("id").to_pylist() == list(range(120))
    got = np.frombuffer(b"".join(table.column("board").to_pylist()), np.uint8)
    np.testing.assert_array_equal(got.reshape(-1, 15, 15), want)
    assert table.schema.field("board").metadata == {b"renju.board_size": b"15"}


def test_a_20x20_corpus_says_its_size_once(repo, renju_cli, tmp_path):
    corpus = subprocess.run(
        [str(renju_cli), "corpus", "--style", "game", "--count", "40", "--seed", "9", "--size", "20"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    source, target = tmp_path / "corpus20.jsonl", tmp_path / "positions20.parquet"
    source.write_text(corpus)
    run = convert(repo, target, source)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == f"boards=40 size=20 file={target}"
    lines = [json.loads(line) for line in corpus.splitlines()]
    want = np.stack([board_array(p["black"], p["white"], size=20) for p in lines])
    table = pq.read_table(target)
    assert table.schema.field("board").metadata == {b"renju.board_size": b"20"}
    got = np.frombuffer(b"".join(table.column("board").to_pylist()), np.uint8)
    np.testing.assert_array_equal(got.reshape(-1, 20, 20), want)


def test_one_size_per_file(repo, tmp_path):
    source = tmp_path / "mixed.jsonl"
    source.write_text('{"black": ["t20"], "size": 20}\n{"black": ["h8"], "size": 15}\n')
    run = convert(repo, tmp_path / "out.parquet", source)
    assert run.returncode == 1
    assert "line 2: a 15x15 board in a file of 20x20 boards" in run.stderr
    # --size names the side of lines that say none, and must agree with those that do.
    source.write_text('{"black": ["s19"]}\n')
    run = convert(repo, tmp_path / "out.parquet", source, "--size", "19")
    assert run.returncode == 0 and "size=19" in run.stdout
    run = convert(repo, tmp_path / "out.parquet", source, "--size", "27")
    assert run.returncode == 1 and "--size 27: board sides are 5 to 26" in run.stderr


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
