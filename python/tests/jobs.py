"""Running the jobs of examples/python/ as a user would: a subprocess of this virtualenv's
interpreter, by its path, with the virtualenv NOT activated (its bin/ off the PATH, no
VIRTUAL_ENV, no PYSPARK_PYTHON), and a `python` and `python3` first on the PATH that fail
loudly, so a job whose workers started "the" Python instead of its own would fail here on
any machine. Plus the Parquet files in and out."""

import os
import pathlib
import subprocess
import sys

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

REPO = pathlib.Path(__file__).resolve().parents[2]

WRONG_PYTHON = """#!/bin/sh
echo "a job started $0 from the PATH, not its own interpreter" >&2
exit 97
"""


def not_activated_env(tmp_path):
    """os.environ as a shell without the virtualenv activated would have it."""
    env = dict(os.environ)
    for name in ("VIRTUAL_ENV", "PYSPARK_PYTHON", "PYSPARK_DRIVER_PYTHON", "PYTHONHOME"):
        env.pop(name, None)
    venv_bin = pathlib.Path(sys.executable).parent
    wrong = tmp_path / "wrong-python"
    wrong.mkdir(exist_ok=True)
    for name in ("python", "python3"):
        (wrong / name).write_text(WRONG_PYTHON)
        (wrong / name).chmod(0o755)
    path = [p for p in env.get("PATH", "").split(os.pathsep) if p and pathlib.Path(p) != venv_bin]
    env["PATH"] = os.pathsep.join([str(wrong), *path])
    return env


def run_job(name, args, tmp_path, timeout=600):
    """`<this venv's python> examples/python/<name>.py ARGS`, not activated, from tmp_path."""
    script = REPO / "examples" / "python" / f"{name}.py"
    return subprocess.run(
        [sys.executable, str(script), *map(str, args)],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        cwd=tmp_path,
        env=not_activated_env(tmp_path),
    )


def write_positions(path, boards, ids, row_group_size=None, say_size=False):
    """A Parquet file of `id` (the Arrow array `ids`) and `board` (bytes of each (S, S)
    board); with `say_size`, the `board` field's metadata says S (renju.board_size), as
    examples/python/corpus_to_parquet.py writes it."""
    size = boards.shape[-1]
    field = pa.field("board", pa.binary())
    if say_size:
        field = field.with_metadata({b"renju.board_size": str(size).encode()})
    schema = pa.schema([pa.field("id", ids.type), field])
    column = pa.array([b.tobytes() for b in boards], pa.binary())
    pq.write_table(pa.table([ids, column], schema=schema), path, row_group_size=row_group_size)


def read_maps(target, ids, size=15):
    """The maps a job wrote to the folder `target`, as an (N, size, size) array in the order
    of `ids` (a NumPy array of the ids given). Asserts that the folder holds exactly the
    columns id and forbidden, each id exactly once, and every map size * size bytes."""
    written = pq.read_table(target)
    assert written.schema.names == ["id", "forbidden"]
    got = written.column("id").to_numpy()
    assert len(got) == len(ids) and len(np.unique(got)) == len(got), "an id lost or repeated"
    order = np.argsort(got)
    np.testing.assert_array_equal(got[order], np.sort(ids))
    values = written.column("forbidden").to_pylist()
    assert all(len(v) == size * size for v in values)
    maps = np.frombuffer(b"".join(values), np.uint8).reshape(-1, size, size)
    # Back into the order of `ids`.
    by_id = maps[order]
    return by_id[np.argsort(np.argsort(ids))]


def assert_maps_of(target, ids, boards):
    """Every map a job wrote to `target`, by id, equals the library's map of its board
    (`boards` in the order of `ids`), and the maps hold every kind."""
    import renju_rules as rr

    want = rr.forbidden(boards)
    assert set(np.unique(want)) == {0, 1, 2, 3}  # every kind is among the maps checked
    np.testing.assert_array_equal(read_maps(target, ids, size=boards.shape[-1]), want)
