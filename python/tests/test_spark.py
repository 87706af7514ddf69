"""The Spark job of examples/python/spark_forbidden.py, run for real as a user would: local
mode on 2 cores, this virtualenv's interpreter by its path with the virtualenv not
activated, 3,000 positions from a Parquet file with int32 ids (which the job used to
declare `long`, failing with "Cannot call the method getLong"), and 600 from a 20x20 file;
every written map equals the library's."""

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from jobs import assert_maps_of, run_job, write_positions

pytestmark = pytest.mark.java


def test_spark_local_mode_on_two_cores(java, job_positions, tmp_path):
    source, target = tmp_path / "positions.parquet", tmp_path / "maps"
    rng = np.random.default_rng(5)
    ids = (rng.permutation(len(job_positions)) * 7 + 3).astype(np.int32)  # not row numbers
    write_positions(source, job_positions, pa.array(ids))
    # 700 boards per Arrow batch: several batches, the last one short.
    run = run_job(
        "spark_forbidden", [source, target, "--cores", 2, "--batch-size", 700], tmp_path
    )
    assert run.returncode == 0, run.stderr[-4000:]
    assert f"boards={len(job_positions)} cores=2 " in run.stdout

    assert pq.read_schema(next(target.glob("*.parquet"))).field("id").type == pa.int32()
    assert_maps_of(target, ids, job_positions)


def test_spark_on_a_20x20_file(java, job_positions_20, tmp_path):
    # The size said once, in the board field's metadata, read on the driver.
    source, target = tmp_path / "positions20.parquet", tmp_path / "maps20"
    ids = (np.arange(len(job_positions_20)) * 3 + 2).astype(np.int64)
    write_positions(source, job_positions_20, pa.array(ids), say_size=True)
    run = run_job("spark_forbidden", [source, target, "--cores", 2, "--batch-size", 250], tmp_path)
    assert run.returncode == 0, run.stderr[-4000:]
    assert f"boards={len(job_positions_20)} cores=2 " in run.stdout
    assert_maps_of(target, ids, job_positions_20)
