"""The Dask job of examples/python/dask_forbidden.py, run for real: a LocalCluster of two
worker processes reads a Parquet file of boards, applies `forbidden` per partition, writes
Parquet; the answer equals the single-process call. Run as a user would: this virtualenv's
interpreter by its path, the virtualenv not activated."""

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import renju_rules as rr

import jobs
from jobs import assert_maps_of, write_positions


def run_job(source, target, workers, tmp_path):
    """examples/python/dask_forbidden.py from `source` to `target` on a LocalCluster, run as
    a user would (jobs.run_job: this virtualenv's python, not activated)."""
    return jobs.run_job("dask_forbidden", [source, target, "--workers", workers], tmp_path)


def test_dask_local_cluster_with_two_workers(positions, tmp_path):
    source, target = tmp_path / "positions.parquet", tmp_path / "maps"
    ids = np.arange(len(positions), dtype=np.int64) * 7 + 3  # ids that are not row numbers
    table = pa.table(
        {
            "id": pa.array(ids),
            "board": pa.array([b.tobytes() for b in positions], pa.binary()),
        }
    )
    pq.write_table(table, source, row_group_size=250)
    run = run_job(source, target, 2, tmp_path)
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


def test_dask_on_a_20x20_file(job_positions_20, tmp_path):
    # The file says its size once, in the board field's metadata; the maps' field says it too.
    source, target = tmp_path / "positions20.parquet", tmp_path / "maps20"
    ids = np.arange(len(job_positions_20), dtype=np.int64) * 5 + 1
    write_positions(source, job_positions_20, pa.array(ids), row_group_size=200, say_size=True)
    run = run_job(source, target, 2, tmp_path)
    assert run.returncode == 0, run.stderr[-3000:]
    assert f"boards={len(job_positions_20)} workers=2" in run.stdout
    field = pq.read_schema(next(target.glob("*.parquet"))).field("forbidden")
    assert field.metadata == {b"renju.board_size": b"20"}
    assert_maps_of(target, ids, job_positions_20)


def test_a_board_of_the_wrong_size_fails_the_job(tmp_path):
    source, target = tmp_path / "bad.parquet", tmp_path / "out"
    table = pa.table({"id": pa.array([0, 1]), "board": pa.array([bytes(225), bytes(224)])})
    pq.write_table(table, source)
    run = run_job(source, target, 1, tmp_path)
    assert run.returncode != 0
    assert "board 1 is 224 bytes; boards must be 225" in run.stderr


def test_a_board_of_another_size_than_the_file_says_fails_the_job(tmp_path):
    # The file says 20x20 once; a 15x15 board in it is named.
    source, target = tmp_path / "mixed.parquet", tmp_path / "out"
    boards = np.zeros((3, 20, 20), np.uint8)
    write_positions(source, boards, pa.array([0, 1, 2]), say_size=True)
    table = pq.read_table(source)
    values = table.column("board").to_pylist()
    values[2] = bytes(225)
    pq.write_table(table.set_column(1, table.schema.field("board"), pa.array(values)), source)
    run = run_job(source, target, 1, tmp_path)
    assert run.returncode != 0
    assert "board 2 is 225 bytes; boards must be 400 (20x20, size=20" in run.stderr
