"""The Spark (mapInArrow) and Ray Data (map_batches) examples are not run on a cluster in
CI (they need a JVM / Ray); their per-batch functions are plain pyarrow + NumPy, and are
checked here on Arrow data against the single-process answer."""

import importlib.util

import numpy as np
import pyarrow as pa
import renju_rules as rr


def load(repo, name):
    path = repo / "examples" / "python" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def arrow_batch(boards):
    return pa.RecordBatch.from_arrays(
        [pa.array(np.arange(len(boards), dtype=np.int64) + 100), pa.array([b.tobytes() for b in boards], pa.binary())],
        names=["id", "board"],
    )


def maps_of(column):
    return np.frombuffer(b"".join(column.to_pylist()), np.uint8).reshape(-1, 15, 15)


def test_spark_map_in_arrow_function(repo, positions):
    spark = load(repo, "spark_forbidden")
    batches = [arrow_batch(positions[:700]), arrow_batch(positions[700:1000])]
    out = list(spark.forbidden_batches(iter(batches)))
    assert [b.schema.names for b in out] == [["id", "forbidden"]] * 2
    got = np.concatenate([maps_of(b.column("forbidden")) for b in out])
    np.testing.assert_array_equal(got, rr.forbidden(positions[:1000]))
    assert out[0].column("id").to_pylist()[:2] == [100, 101]


def test_ray_map_batches_function(repo, positions):
    ray = load(repo, "ray_forbidden")
    table = pa.Table.from_batches([arrow_batch(positions[:500])])
    out = ray.forbidden_batch(table, rule="omok")
    assert out.schema.names == ["id", "forbidden"]
    np.testing.assert_array_equal(maps_of(out.column("forbidden")), rr.forbidden(positions[:500], rule="omok"))


def test_arrow_helpers_round_trip_every_binary_type(positions):
    from renju_rules.arrow import boards_from_arrow, maps_to_arrow

    boards = positions[:300]
    raw = [b.tobytes() for b in boards]
    for kind in (pa.binary(), pa.large_binary(), pa.binary(225)):
        column = pa.array(raw, kind)
        np.testing.assert_array_equal(boards_from_arrow(column), boards)
        # A slice (non-zero offset) and a chunked column.
        np.testing.assert_array_equal(boards_from_arrow(column.slice(7, 20)), boards[7:27])
        chunked = pa.chunked_array([column.slice(0, 100), column.slice(100)])
        np.testing.assert_array_equal(boards_from_arrow(chunked), boards)
    maps = rr.forbidden(boards)
    out = maps_to_arrow(maps)
    assert out.type == pa.binary() and out.to_pylist() == [m.tobytes() for m in maps]
    assert len(boards_from_arrow(pa.array([], pa.binary()))) == 0


def test_arrow_helpers_name_bad_values():
    import pytest
    from renju_rules.arrow import boards_from_arrow

    with pytest.raises(ValueError, match=r"board 1 is 3 bytes; boards must be 225 \(1 of 2 are not\)"):
        boards_from_arrow(pa.array([bytes(225), b"abc"]))
    with pytest.raises(ValueError, match=r"board 1 is null"):
        boards_from_arrow(pa.array([bytes(225), None], pa.binary()))
    with pytest.raises(ValueError, match=r"boards must be 225 bytes; the column holds fixed_size_binary\[224\]"):
        boards_from_arrow(pa.array([bytes(224)], pa.binary(224)))
    with pytest.raises(TypeError, match="binary column"):
        boards_from_arrow(pa.array([1, 2]))
