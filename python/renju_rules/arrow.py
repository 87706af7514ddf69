"""Boards in Arrow binary columns (Parquet files, Dask, Spark, Ray Data), to and from NumPy
without a Python object per board. Needs pyarrow (imported when called).

A board is 225 bytes, [row, col] row-major (byte row * 15 + col), 0 empty, 1 black,
2 white; a map is 225 bytes of kind codes (0 none, 1 double-three, 2 double-four,
3 overline). So a Parquet column of boards goes to `forbidden` and back like this:

>>> import pyarrow as pa, renju_rules as rr
>>> from renju_rules.arrow import boards_from_arrow, maps_to_arrow
>>> column = pa.array([bytes(225)], pa.binary())
>>> maps_to_arrow(rr.forbidden(boards_from_arrow(column))).to_pylist() == [bytes(225)]
True
"""

import numpy as np

BOARD_BYTES = 225
"""Bytes per board and per map: one per point, [row, col] row-major."""


def boards_from_arrow(column) -> np.ndarray:
    """The boards of an Arrow column of 225-byte values (binary, large_binary or
    fixed_size_binary(225); an Array, a ChunkedArray, or anything `pyarrow.array` takes, such
    as a pandas Series) as an (N, 15, 15) uint8 array: a view of the Arrow buffer when the
    column is one chunk, else one copy.

    Raises ValueError for a null or a value that is not 225 bytes (naming its index), and
    TypeError for a column that is not binary.
    """
    import pyarrow as pa

    if not isinstance(column, (pa.Array, pa.ChunkedArray)):
        column = pa.array(column)
    if isinstance(column, pa.ChunkedArray):
        column = (
            column.combine_chunks()
            if column.num_chunks != 1
            else column.chunk(0)
        )
    n, kind = len(column), column.type
    if column.null_count:
        first = int(np.flatnonzero(column.is_null().to_numpy(zero_copy_only=False))[0])
        raise ValueError(f"board {first} is null ({column.null_count} nulls in the column)")
    if n == 0:
        return np.zeros((0, 15, 15), np.uint8)
    if pa.types.is_fixed_size_binary(kind):
        if kind.byte_width != BOARD_BYTES:
            raise ValueError(f"boards must be {BOARD_BYTES} bytes; the column holds {kind}")
        start = column.offset * BOARD_BYTES
        flat = np.frombuffer(column.buffers()[1], np.uint8)[start : start + n * BOARD_BYTES]
    elif pa.types.is_binary(kind) or pa.types.is_large_binary(kind):
        width = np.int64 if pa.types.is_large_binary(kind) else np.int32
        offsets = np.frombuffer(column.buffers()[1], width)[column.offset : column.offset + n + 1]
        lengths = np.diff(offsets)
        bad = np.flatnonzero(lengths != BOARD_BYTES)
        if len(bad):
            raise ValueError(
                f"board {bad[0]} is {lengths[bad[0]]} bytes; boards must be {BOARD_BYTES} "
                f"({len(bad)} of {n} are not)"
            )
        flat = np.frombuffer(column.buffers()[2], np.uint8)[offsets[0] : offsets[-1]]
    else:
        raise TypeError(f"boards must be a binary column of {BOARD_BYTES}-byte values; got {kind}")
    return flat.reshape(n, 15, 15)


def maps_to_arrow(kinds):
    """The maps `forbidden` returned, shape (N, 15, 15) or (15, 15), as an Arrow binary
    column of 225-byte values (large_binary past 2 GiB), sharing the array's memory when it
    is C-contiguous uint8."""
    import pyarrow as pa

    flat = np.ascontiguousarray(kinds, np.uint8).reshape(-1, BOARD_BYTES)
    n = len(flat)
    large = n * BOARD_BYTES >= 2**31
    offsets = np.arange(0, BOARD_BYTES * (n + 1), BOARD_BYTES, dtype=np.int64 if large else np.int32)
    kind = pa.large_binary() if large else pa.binary()
    return pa.Array.from_buffers(kind, n, [None, pa.py_buffer(offsets), pa.py_buffer(flat)])
