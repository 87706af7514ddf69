"""The Ray Data job of examples/python/ray_forbidden.py, run for real as a user would: a
local Ray instance of 2 CPUs, this virtualenv's interpreter by its path with the virtualenv
not activated, 3,000 positions from a Parquet file; every written map equals the
library's."""

import numpy as np
import pyarrow as pa
import renju_rules as rr

from jobs import read_maps, run_job, write_positions


def test_ray_local_instance_of_two_cpus(job_positions, tmp_path):
    source, target = tmp_path / "positions.parquet", tmp_path / "maps"
    rng = np.random.default_rng(6)
    ids = rng.permutation(len(job_positions)).astype(np.int64) * 11 + 5  # not row numbers
    write_positions(source, job_positions, pa.array(ids), row_group_size=1000)
    # 700 boards per call: several calls, the last one short.
    run = run_job("ray_forbidden", [source, target, "--cpus", 2, "--batch-size", 700], tmp_path)
    assert run.returncode == 0, run.stderr[-4000:]
    assert f"boards={len(job_positions)} cpus=2 " in run.stdout

    want = rr.forbidden(job_positions)
    assert set(np.unique(want)) == {0, 1, 2, 3}  # every kind is among the maps checked
    np.testing.assert_array_equal(read_maps(target, ids), want)
