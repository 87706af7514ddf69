"""The Ray Data job of examples/python/ray_forbidden.py, run for real as a user would: a
local Ray instance of 2 CPUs, this virtualenv's interpreter by its path with the virtualenv
not activated, 3,000 positions from a Parquet file, and 600 from a 20x20 one; every written
map equals the library's."""

import numpy as np
import pyarrow as pa

from jobs import assert_maps_of, run_job, write_positions


def test_ray_local_instance_of_two_cpus(job_positions, tmp_path):
    source, target = tmp_path / "positions.parquet", tmp_path / "maps"
    rng = np.random.default_rng(6)
    ids = rng.permutation(len(job_positions)).astype(np.int64) * 11 + 5  # not row numbers
    write_positions(source, job_positions, pa.array(ids), row_group_size=1000)
    # 700 boards per call: several calls, the last one short.
    run = run_job("ray_forbidden", [source, target, "--cpus", 2, "--batch-size", 700], tmp_path)
    assert run.returncode == 0, run.stderr[-4000:]
    assert f"boards={len(job_positions)} cpus=2 " in run.stdout

    assert_maps_of(target, ids, job_positions)


def test_ray_on_a_20x20_file(job_positions_20, tmp_path):
    # No metadata here: the size is the first board's length (400 bytes), found on the
    # driver and checked on every board.
    source, target = tmp_path / "positions20.parquet", tmp_path / "maps20"
    ids = np.arange(len(job_positions_20), dtype=np.int64) * 13 + 7
    write_positions(source, job_positions_20, pa.array(ids), row_group_size=300)
    run = run_job("ray_forbidden", [source, target, "--cpus", 2, "--batch-size", 250], tmp_path)
    assert run.returncode == 0, run.stderr[-4000:]
    assert f"boards={len(job_positions_20)} cpus=2 " in run.stdout
    assert_maps_of(target, ids, job_positions_20)
