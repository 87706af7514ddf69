"""Positions as JSON Lines (`renju corpus`, or `renju batch` input) to the Parquet file the
Dask, Spark and Ray jobs read: `id` (int64, the line's index from 0) and `board` (225 bytes
per board, [row, col] row-major, 0 empty, 1 black, 2 white).

    renju corpus --style game --count 1000000 --seed 101 \\
        | python examples/python/corpus_to_parquet.py positions.parquet

Row groups are `--row-group` boards (default 10,000: one Dask partition each). Needs numpy
and pyarrow, not renju_rules.
"""

import argparse
import json
import sys

import numpy as np

SIZE = 15
COLUMNS = "abcdefghijklmnopqrstuvwxyz"


def index_of(name, line):
    """The row-major index of a point name such as "h8", or SystemExit naming the line."""
    col, row = COLUMNS.find(name[:1]), name[1:]
    if not 0 <= col < SIZE or not row.isdigit() or not 1 <= int(row) <= SIZE:
        raise SystemExit(f"line {line}: {name!r} is not a point of a {SIZE}x{SIZE} board")
    return (int(row) - 1) * SIZE + col


def boards_of(lines):
    """The boards of JSON Lines of {"black": [...], "white": [...]}, as (N, 225) uint8."""
    boards = []
    for number, text in enumerate(lines, 1):
        if not text.strip():
            continue
        position = json.loads(text)
        board = np.zeros(SIZE * SIZE, np.uint8)
        for code, color in ((1, "black"), (2, "white")):
            for name in position.get(color, []):
                board[index_of(name, number)] = code
        boards.append(board)
    return np.stack(boards) if boards else np.zeros((0, SIZE * SIZE), np.uint8)


def main(argv=None):
    import pyarrow as pa
    import pyarrow.parquet as pq

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("target", help="Parquet file to write")
    parser.add_argument("source", nargs="?", help="JSON Lines file (default: standard input)")
    parser.add_argument("--row-group", type=int, default=10_000, help="boards per row group")
    args = parser.parse_args(argv)
    if args.source:
        with open(args.source, encoding="utf-8") as lines:
            boards = boards_of(lines)
    else:
        boards = boards_of(sys.stdin)
    n = len(boards)
    # One Arrow buffer for all the boards (no Python object per board); 64-bit offsets past
    # 2 GiB (Parquet stores both alike).
    large = n * SIZE * SIZE >= 2**31
    offsets = np.arange(0, SIZE * SIZE * (n + 1), SIZE * SIZE, np.int64 if large else np.int32)
    kind = pa.large_binary() if large else pa.binary()
    column = pa.Array.from_buffers(kind, n, [None, pa.py_buffer(offsets), pa.py_buffer(boards)])
    table = pa.table({"id": pa.array(np.arange(n, dtype=np.int64)), "board": column})
    pq.write_table(table, args.target, row_group_size=args.row_group)
    print(f"boards={n} file={args.target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
