"""Boards in Arrow binary columns (Parquet files, Dask, Spark, Ray Data), to and from NumPy
without a Python object per board. Needs pyarrow (imported when called).

A board of side S (5 to 26, ``SIZES``) is S * S bytes, [row, col] row-major (byte
row * S + col), 0 empty, 1 black, 2 white; a map is S * S bytes of kind codes (0 none,
1 double-three, 2 double-four, 3 overline). A column holds boards of one side, said once
for the whole column: by its type (``fixed_size_binary(S * S)``), by its field's metadata
(``board_field``: the key ``renju.board_size``, which Parquet keeps in the file's schema),
by the caller (``size=S``), or else by the values' common length.

>>> import pyarrow as pa, renju_rules as rr
>>> from renju_rules.arrow import boards_from_arrow, maps_to_arrow
>>> column = pa.array([bytes(400)], pa.binary())   # one empty 20x20 board
>>> boards_from_arrow(column).shape
(1, 20, 20)
>>> maps_to_arrow(rr.forbidden(boards_from_arrow(column))).to_pylist() == [bytes(400)]
True
"""

import math

import numpy as np

from ._core import SIZES

DEFAULT_SIZE = 15
"""The side of the boards of an empty column whose type, metadata and caller say none."""

BOARD_BYTES = DEFAULT_SIZE * DEFAULT_SIZE
"""Bytes per 15x15 board and per map: one per point, [row, col] row-major."""

SIZE_KEY = b"renju.board_size"
"""The field metadata key that says a column's board side (its value: the side in ASCII
digits, e.g. b"20")."""


def board_size(length: int, what: str = "a board") -> int:
    """The side S of a board of `length` = S * S bytes. Raises ValueError when `length` is
    not the square of a side in `SIZES`, naming `what` (e.g. "board 3")."""
    side = math.isqrt(length)
    if side * side != length:
        raise ValueError(
            f"{what} is {length} bytes, not S * S for a board side S; "
            f"boards are {_sizes_text()}"
        )
    _check_size(side, f"{what} ({length} bytes)")
    return side


def board_field(name: str, size: int, type=None):
    """An Arrow field for a column of boards (or maps) of side `size`: `type` (default
    binary) with the side in its metadata (``SIZE_KEY``), so the file says it once."""
    import pyarrow as pa

    _check_size(size, "size")
    return pa.field(name, type or pa.binary(), metadata={SIZE_KEY: str(size).encode()})


def field_size(field):
    """The board side a field says: its metadata's (``SIZE_KEY``), else its
    fixed_size_binary width's; None when it says none. Raises ValueError for a side that
    is not in `SIZES` or metadata that is not a number, naming the field."""
    import pyarrow as pa

    said = (field.metadata or {}).get(SIZE_KEY)
    if said is not None:
        try:
            side = int(said.decode("ascii"))
        except (UnicodeDecodeError, ValueError):
            raise ValueError(
                f"field {field.name!r}: its {SIZE_KEY.decode()} metadata is {said!r}, not a number"
            ) from None
        _check_size(side, f"field {field.name!r} ({SIZE_KEY.decode()})")
        return side
    if pa.types.is_fixed_size_binary(field.type):
        return board_size(field.type.byte_width, f"field {field.name!r}: a board")
    return None


def parquet_board_size(source, column: str = "board"):
    """The board side of the Parquet file or folder `source`, said once for it: by the
    `column` field (`field_size`: its metadata or fixed-size type), else by the length of
    its first value; None for a file with no boards that says none. Reads the schema and at
    most one value. What a job works out once, on its driver, and then checks on every
    board (``boards_from_arrow(..., size=...)``)."""
    import pyarrow.dataset as ds

    dataset = ds.dataset(source, format="parquet")
    side = field_size(dataset.schema.field(column))
    if side is not None:
        return side
    first = dataset.head(1, columns=[column]).column(column)
    if len(first) == 0 or first[0].as_py() is None:
        return None
    return board_size(len(first[0].as_py()), f"the first board of {source}")


def boards_from_arrow(column, size=None) -> np.ndarray:
    """The boards of an Arrow column of S * S-byte values (binary, large_binary or
    fixed_size_binary(S * S); an Array, a ChunkedArray, or anything `pyarrow.array` takes,
    such as a pandas Series) as an (N, S, S) uint8 array: a view of the Arrow buffer when the
    column is one chunk, else one copy.

    The side S is the type's (fixed_size_binary), else `size` if given (from the caller, or
    the field's metadata: `field_size`), else the length of the first value; every value
    must have that length, and a given `size` must agree with the type.

    Raises ValueError for a null, for a value of another length than the others or than
    `size` says (naming its index), or for a side not in `SIZES`; TypeError for a column
    that is not binary.
    """
    import pyarrow as pa

    if size is not None:
        _check_size(size, "size")
    if not isinstance(column, (pa.Array, pa.ChunkedArray)):
        column = pa.array(column)
    if isinstance(column, pa.ChunkedArray):
        column = column.combine_chunks() if column.num_chunks != 1 else column.chunk(0)
    n, kind = len(column), column.type
    if column.null_count:
        first = int(np.flatnonzero(column.is_null().to_numpy(zero_copy_only=False))[0])
        raise ValueError(f"board {first} is null ({column.null_count} nulls in the column)")
    if pa.types.is_fixed_size_binary(kind):
        side = board_size(kind.byte_width, f"the column's type {kind}: a board")
        if size is not None and side != size:
            raise ValueError(
                f"boards must be {size * size} bytes ({size}x{size}); the column holds {kind}"
            )
        start = column.offset * side * side
        flat = np.frombuffer(column.buffers()[1], np.uint8)[start : start + n * side * side]
    elif pa.types.is_binary(kind) or pa.types.is_large_binary(kind):
        width = np.int64 if pa.types.is_large_binary(kind) else np.int32
        offsets = np.frombuffer(column.buffers()[1], width)[column.offset : column.offset + n + 1]
        lengths = np.diff(offsets)
        if size is not None:
            side, said = size, f"size={size}"
        elif n:
            side, said = board_size(int(lengths[0]), "board 0"), "as board 0 is"
        else:
            side = DEFAULT_SIZE
        bad = np.flatnonzero(lengths != side * side)
        if len(bad):
            raise ValueError(
                f"board {bad[0]} is {lengths[bad[0]]} bytes; boards must be {side * side} "
                f"({side}x{side}, {said}; {len(bad)} of {n} are not)"
            )
        flat = np.frombuffer(column.buffers()[2], np.uint8)[offsets[0] : offsets[-1]]
    else:
        raise TypeError(f"boards must be a binary column of S * S-byte values; got {kind}")
    return flat.reshape(n, side, side)


def maps_to_arrow(kinds, type=None):
    """The maps `forbidden` returned, shape (N, S, S) or (S, S), as an Arrow column of
    S * S-byte values, sharing the array's memory when it is C-contiguous uint8.

    `type` is the column's Arrow type: binary (the default; large_binary past 2 GiB),
    large_binary, or fixed_size_binary(S * S).
    """
    import pyarrow as pa

    kinds = np.ascontiguousarray(kinds, np.uint8)
    if kinds.ndim not in (2, 3) or kinds.shape[-1] != kinds.shape[-2]:
        raise ValueError(f"maps must have shape (N, S, S) or (S, S); got {kinds.shape}")
    cells = kinds.shape[-1] * kinds.shape[-1]
    flat = kinds.reshape(-1, cells)
    n = len(flat)
    if type is None:
        type = pa.large_binary() if n * cells >= 2**31 else pa.binary()
    if pa.types.is_fixed_size_binary(type):
        if type.byte_width != cells:
            raise ValueError(f"maps of {cells} bytes do not fit {type}")
        return pa.Array.from_buffers(type, n, [None, pa.py_buffer(flat)])
    if pa.types.is_binary(type) or pa.types.is_large_binary(type):
        large = pa.types.is_large_binary(type)
        if not large and n * cells >= 2**31:
            raise ValueError(f"{n} maps of {cells} bytes are 2 GiB or more: too many for {type}")
        offsets = np.arange(0, cells * (n + 1), cells, dtype=np.int64 if large else np.int32)
        return pa.Array.from_buffers(type, n, [None, pa.py_buffer(offsets), pa.py_buffer(flat)])
    raise TypeError(f"maps go in a binary, large_binary or fixed_size_binary column; got {type}")


def _check_size(side, what):
    """Raises ValueError unless `side` is one the engine accepts."""
    if side not in SIZES:
        raise ValueError(f"{what}: a {side}x{side} board; the engine takes {_sizes_text()}")


def _sizes_text():
    """The accepted board sides in words: "5x5 (25 bytes) to 26x26 (676 bytes)"."""
    low, high = min(SIZES), max(SIZES)
    return f"{low}x{low} ({low * low} bytes) to {high}x{high} ({high * high} bytes)"
