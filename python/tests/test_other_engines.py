"""The per-batch functions of the Spark (mapInArrow) and Ray Data (map_batches) jobs, and the
Arrow helpers they share, on Arrow data without a cluster (test_spark.py and test_ray.py run
the jobs themselves): the answers against the single-process call, the output types against
what Spark declares, and every bad column."""

import importlib.util

import numpy as np
import pyarrow as pa
import pytest
import renju_rules as rr
from renju_rules.arrow import (
    SIZE_KEY,
    SIZES,
    board_field,
    board_size,
    boards_from_arrow,
    field_size,
    maps_to_arrow,
    parquet_board_size,
)


def load(repo, name):
    path = repo / "examples" / "python" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def arrow_batch(boards, ids=None, kind=pa.binary()):
    ids = pa.array(np.arange(len(boards), dtype=np.int64) + 100) if ids is None else ids
    return pa.RecordBatch.from_arrays(
        [ids, pa.array([b.tobytes() for b in boards], kind)], names=["id", "board"]
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


@pytest.mark.parametrize(
    "ids", [pa.array([7, 9], pa.int32()), pa.array([7, 9], pa.int64()), pa.array(["a", "b"])]
)
def test_spark_batches_hold_the_types_spark_declares(repo, positions, ids):
    # Spark reads each output column by the type its declared schema gives: an int32 id
    # declared `long` was read with the wrong accessor ("Cannot call the method getLong").
    from pyspark.sql.pandas.types import from_arrow_schema, to_arrow_schema

    spark = load(repo, "spark_forbidden")
    batch = arrow_batch(positions[:2], ids)

    class Positions:  # what output_schema reads of a DataFrame
        schema = from_arrow_schema(batch.schema)

    declared = to_arrow_schema(spark.output_schema(Positions()))
    (out,) = spark.forbidden_batches(iter([batch]))
    assert out.schema.types == declared.types
    assert out.column("id").equals(ids)


def test_ray_map_batches_function(repo, positions):
    ray = load(repo, "ray_forbidden")
    table = pa.Table.from_batches([arrow_batch(positions[:500])])
    out = ray.forbidden_batch(table, rule="omok")
    assert out.schema.names == ["id", "forbidden"]
    np.testing.assert_array_equal(
        maps_of(out.column("forbidden")), rr.forbidden(positions[:500], rule="omok")
    )


@pytest.mark.parametrize("kind", [pa.binary(), pa.large_binary(), pa.binary(225)])
def test_the_maps_come_back_in_the_boards_type(repo, positions, kind):
    ray = load(repo, "ray_forbidden")
    out = ray.forbidden_batch(pa.Table.from_batches([arrow_batch(positions[:50], kind=kind)]))
    assert out.column("forbidden").type == kind
    np.testing.assert_array_equal(maps_of(out.column("forbidden")), rr.forbidden(positions[:50]))


def test_arrow_helpers_round_trip_every_binary_type(positions):
    boards = positions[:300]
    raw = [b.tobytes() for b in boards]
    for kind in (pa.binary(), pa.large_binary(), pa.binary(225)):
        column = pa.array(raw, kind)
        np.testing.assert_array_equal(boards_from_arrow(column), boards)
        np.testing.assert_array_equal(boards_from_arrow(column, size=15), boards)
        # A slice (non-zero offset) and a chunked column.
        np.testing.assert_array_equal(boards_from_arrow(column.slice(7, 20)), boards[7:27])
        chunked = pa.chunked_array([column.slice(0, 100), column.slice(100)])
        np.testing.assert_array_equal(boards_from_arrow(chunked), boards)
    maps = rr.forbidden(boards)
    out = maps_to_arrow(maps)
    assert out.type == pa.binary() and out.to_pylist() == [m.tobytes() for m in maps]
    for kind in (pa.large_binary(), pa.binary(225)):
        assert maps_to_arrow(maps, kind).to_pylist() == out.to_pylist()
    assert maps_to_arrow(maps[0]).to_pylist() == [maps[0].tobytes()]
    assert boards_from_arrow(pa.array([], pa.binary())).shape == (0, 15, 15)


def test_the_side_is_read_from_the_data():
    # Every side from 5 to 26: 225 bytes is 15x15, 400 bytes 20x20, 676 bytes 26x26.
    assert SIZES == tuple(range(5, 27)) == rr.SIZES
    assert [board_size(s * s) for s in (5, 15, 20, 26)] == [5, 15, 20, 26]
    assert boards_from_arrow(pa.array([bytes(225)] * 3)).shape == (3, 15, 15)
    assert boards_from_arrow(pa.array([bytes(400)] * 2)).shape == (2, 20, 20)
    assert boards_from_arrow(pa.array([bytes(400)], pa.binary(400))).shape == (1, 20, 20)
    with pytest.raises(ValueError, match=r"board 0 \(729 bytes\): a 27x27 board; the engine takes 5x5 \(25 bytes\) to 26x26 \(676 bytes\)"):
        boards_from_arrow(pa.array([bytes(729)]))
    with pytest.raises(ValueError, match=r"board 0 \(16 bytes\): a 4x4 board"):
        boards_from_arrow(pa.array([bytes(16)]))
    with pytest.raises(ValueError, match=r"board 0 is 224 bytes, not S \* S for a board side"):
        boards_from_arrow(pa.array([bytes(224)]))
    with pytest.raises(ValueError, match=r"size: a 27x27 board"):
        boards_from_arrow(pa.array([bytes(225)]), size=27)
    with pytest.raises(ValueError, match=r"board 0 is 225 bytes; boards must be 361 \(19x19, size=19"):
        boards_from_arrow(pa.array([bytes(225)]), size=19)


def test_a_column_of_20x20_boards_through_the_jobs_functions(repo, job_positions_20):
    boards = job_positions_20[:300]
    want = rr.forbidden(boards)
    assert want.any()
    spark = load(repo, "spark_forbidden")
    (out,) = spark.forbidden_batches(iter([arrow_batch(boards)]), size=20)
    got = np.frombuffer(b"".join(out.column("forbidden").to_pylist()), np.uint8)
    np.testing.assert_array_equal(got.reshape(-1, 20, 20), want)
    ray = load(repo, "ray_forbidden")
    table = ray.forbidden_batch(pa.Table.from_batches([arrow_batch(boards, kind=pa.binary(400))]))
    assert table.column("forbidden").type == pa.binary(400)
    got = np.frombuffer(b"".join(table.column("forbidden").to_pylist()), np.uint8)
    np.testing.assert_array_equal(got.reshape(-1, 20, 20), want)


def test_the_side_said_once_in_the_field_metadata(tmp_path, job_positions_20):
    import pyarrow.parquet as pq

    field = board_field("board", 20)
    assert field.metadata == {SIZE_KEY: b"20"} and field_size(field) == 20
    assert field_size(pa.field("board", pa.binary(361))) == 19
    assert field_size(pa.field("board", pa.binary())) is None
    with pytest.raises(ValueError, match=r"field 'board' \(renju.board_size\): a 30x30 board"):
        field_size(pa.field("board", pa.binary(), metadata={SIZE_KEY: b"30"}))
    with pytest.raises(ValueError, match=r"its renju.board_size metadata is b'x', not a number"):
        field_size(pa.field("board", pa.binary(), metadata={SIZE_KEY: b"x"}))
    # A Parquet file keeps it; a file without it is sized by its first board.
    column = pa.array([b.tobytes() for b in job_positions_20[:10]])
    said, unsaid, empty = tmp_path / "said.parquet", tmp_path / "unsaid.parquet", tmp_path / "e.parquet"
    pq.write_table(pa.table([column], schema=pa.schema([board_field("board", 20)])), said)
    pq.write_table(pa.table({"board": column}), unsaid)
    pq.write_table(pa.table({"board": pa.array([], pa.binary())}), empty)
    assert parquet_board_size(said) == parquet_board_size(unsaid) == 20
    assert parquet_board_size(empty) is None


def test_arrow_helpers_name_bad_values():
    with pytest.raises(
        ValueError,
        match=r"board 1 is 3 bytes; boards must be 225 \(15x15, as board 0 is; 1 of 2 are not\)",
    ):
        boards_from_arrow(pa.array([bytes(225), b"abc"]))
    with pytest.raises(ValueError, match=r"board 2 is 0 bytes; .*\(15x15, size=15; 1 of 3"):
        boards_from_arrow(pa.array([bytes(225), bytes(225), b""]), size=15)
    with pytest.raises(ValueError, match=r"board 1 is null"):
        boards_from_arrow(pa.array([bytes(225), None], pa.binary()))
    with pytest.raises(ValueError, match=r"fixed_size_binary\[224\]: a board is 224 bytes"):
        boards_from_arrow(pa.array([bytes(224)], pa.binary(224)))
    with pytest.raises(TypeError, match="binary column"):
        boards_from_arrow(pa.array([1, 2]))
    with pytest.raises(ValueError, match=r"maps must have shape \(N, S, S\) or \(S, S\)"):
        maps_to_arrow(np.zeros((2, 15, 14), np.uint8))
    with pytest.raises(ValueError, match=r"maps of 225 bytes do not fit fixed_size_binary\[224\]"):
        maps_to_arrow(np.zeros((2, 15, 15), np.uint8), pa.binary(224))
    with pytest.raises(TypeError, match="binary, large_binary or fixed_size_binary"):
        maps_to_arrow(np.zeros((2, 15, 15), np.uint8), pa.string())
