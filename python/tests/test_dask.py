"""The Dask job of examples/python/dask_forbidden.py, run for real: a LocalCluster of two
worker processes reads a Parquet file of boards, applies `forbidden` per partition, writes
Parquet; the answer equals the single-process call."""

import subprocess
import sys

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import renju_rules as rr


def run_job(repo, source, target, workers):
    """examples/python/dask_forbidden.py from `source` to `target` on a LocalCluster."""
    script = repo / "examples" / "python" / "dask_forbidden.py"
    return subprocess.run(
        [sys.executable, str(script), str(source), str(target), "--workers", str(workers)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def test_dask_local_cluster_with_two_workers(repo, positions, tmp_path):
    source, target = tmp_path / "positions.parquet", tmp_path / "maps"
    ids = np.arange(len(positions), dtype=np.int64) * 7 + 3  # ids that are not row numbers
    table = pa.table(
        {
            "id": pa.array(ids),
            "board": pa.array([b.tobytes() for b in positions], pa.binary()),
        }
    )
    pq.write_table(table, source, row_group_size=250)
    run = run_job(repo, source, target, workers=2)
    assert run.returncode == 0, run.stderr[-3000:]
    assert f"boards={len(positions)} workers=2" in run.stdout

    written = pq.read_table(target)
    assert written.schema.names == ["id", "forbidden"]
    # One partition per row group (2,000 boards in groups of 250), one part file each.
    assert len(list(target.glob("*.parquet"))) == 8
    got_ids = written.column("id").to_numpy()
    order = np.argsort(got_ids)
    np.testing.assert_array_equal(got_ids[order], ids)
    maps = np.frombuffer(b"".join(written.column("forbidden").to_pylist()), np.uint8)
    maps = maps.reshape(-1, 15, 15)[order]
    want = rr.forbidden(positions)
    assert want.any()
    np.testing.assert_array_equal(maps, want)


def test_a_board_of_the_wrong_size_fails_the_job(repo, tmp_path):
    source, target = tmp_path / "bad.parquet", tmp_path / "out"
    table = pa.table({"id": pa.array([0, 1]), "board": pa.array([bytes(225), bytes(224)])})
    pq.write_table(table, source)
    run = run_job(repo, source, target, workers=1)
    assert run.returncode != 0
    assert "board 1 is 224 bytes; boards must be 225" in run.stderr
