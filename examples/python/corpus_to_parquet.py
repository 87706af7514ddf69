"""Positions as JSON Lines (`renju corpus`, or `renju batch` input) to the Parquet file the
Dask, Spark and Ray jobs read: `id` (int64, the line's index from 0) and `board` (S * S bytes
per board, [row, col] row-major, 0 empty, 1 black, 2 white), for a board side S of 5 to 26
said once, in the `board` field's metadata (`renju.board_size`).

    renju corpus --style game --count 1000000 --seed 101 \\
        | python examples/python/corpus_to_parquet.py positions.parquet
    renju corpus --style game --count 1000 --seed 7 --size 20 \\
        | python examples/python/corpus_to_parquet.py positions20.parquet

The side is `--size`, else the lines' own `"size"` (as `renju corpus --size` writes it; every
line must then agree), else 15. Row groups are `--row-group` boards (default 10,000: one Dask
partition each). Needs numpy and pyarrow, not renju_rules.
"""

import argparse
import json
import sys

import numpy as np

DEFAULT_SIZE = 15
COLUMNS = "abcdefghijklmnopqrstuvwxyz"
# The field metadata key that says the board side (renju_rules.arrow.SIZE_KEY).
SIZE_KEY = b"renju.board_size"


def index_of(name, line, size):
    """The row-major index of a point name such as "h8" on a board of side `size`, or
    SystemExit naming the line."""
    col, row = COLUMNS.find(name[:1]), name[1:]
    if not 0 <= col < size or not row.isdigit() or not 1 <= int(row) <= size:
        raise SystemExit(f"line {line}: {name!r} is not a point of a {size}x{size} board")
    return (int(row) - 1) * size + col


def boards_of(lines, size=None):
    """The boards of JSON Lines of {"black": [...], "white": [...], "size": S}, as
    (N, S * S) uint8, and their side S: `size`, else the lines' own (all the same), else 15.
    A line whose "size" differs is a SystemExit naming it."""
    boards = []
    for number, text in enumerate(lines, 1):
        if not text.strip():
            continue
        position = json.loads(text)
        said = position.get("size")
        if size is None:
            size = said or DEFAULT_SIZE
        if said is not None and said != size:
            raise SystemExit(
                f"line {number}: a {said}x{said} board in a file of {size}x{size} boards "
                "(a file holds boards of one size)"
            )
        board = np.zeros(size * size, np.uint8)
        for code, color in ((1, "black"), (2, "white")):
            for name in position.get(color, []):
                board[index_of(name, number, size)] = code
        boards.append(board)
    size = size or DEFAULT_SIZE
    return (np.stack(boards) if boards else np.zeros((0, size * size), np.uint8)), size


def main(argv=None):
    import pyarrow as pa
    import pyarrow.parquet as pq

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("target", help="Parquet file to write")
    parser.add_argument("source", nargs="?", help="JSON Lines file (default: standard input)")
    parser.add_argument("--row-group", type=int, default=10_000, help="boards per row group")
    parser.add_argument("--size", type=int, help="board side (default: the lines', else 15)")
    args = parser.parse_args(argv)
    if args.size is not None and not 5 <= args.size <= 26:
        raise SystemExit(f"--size {args.size}: board sides are 5 to 26")
    if args.source:
        with open(args.source, encoding="utf-8") as lines:
            boards, size = boards_of(lines, args.size)
    else:
        boards, size = boards_of(sys.stdin, args.size)
    n, cells = len(boards), size * size
    # One Arrow buffer for all the boards (no Python object per board); 64-bit offsets past
    # 2 GiB (Parquet stores both alike).
    large = n * cells >= 2**31
    offsets = np.arange(0, cells * (n + 1), cells, np.int64 if large else np.int32)
    kind = pa.large_binary() if large else pa.binary()
    column = pa.Array.from_buffers(kind, n, [None, pa.py_buffer(offsets), pa.py_buffer(boards)])
    schema = pa.schema(
        [("id", pa.int64()), pa.field("board", kind, metadata={SIZE_KEY: str(size).encode()})]
    )
    table = pa.table({"id": pa.array(np.arange(n, dtype=np.int64)), "board": column}, schema=schema)
    pq.write_table(table, args.target, row_group_size=args.row_group)
    print(f"boards={n} size={size} file={args.target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
