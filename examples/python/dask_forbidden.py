"""Forbidden maps of a Parquet file of positions, on a Dask cluster.

Input: a Parquet file (or folder) with a column `board` of S * S-byte values, one board
each, [row, col] row-major (byte row * S + col), 0 empty, 1 black, 2 white, for one board
side S of 5 to 26; and an int64 column `id`. The side is said once for the file: `--size`,
else the `board` field's metadata (`renju.board_size`, as corpus_to_parquet.py writes it)
or fixed-size type, else the first board's length; every board is checked against it.
Output: a Parquet folder with `id` and `forbidden`, S * S bytes per board (the field's
metadata saying S), 0 none, 1 double-three, 2 double-four, 3 overline (renju_rules.KINDS).

    python examples/python/dask_forbidden.py positions.parquet maps.parquet --workers 2

The cluster here is a `distributed.LocalCluster` of worker processes on this machine; point
`--scheduler` at a real cluster's scheduler to run the same job there. Each partition is one
`renju_rules.forbidden` call on all its boards (one thread per call: the parallelism is
Dask's, one worker process per core). Each Parquet row group is one partition.

When it fits: the data is already in Parquet and Python, the machine count is small to
medium, and you want the same code on a laptop and a cluster. Dask's per-task overhead is a
few milliseconds, so keep partitions at 10^4 boards or more.
"""

import argparse
import sys
import time

import numpy as np
import pandas as pd
import pyarrow as pa

import renju_rules as rr
from renju_rules.arrow import (
    DEFAULT_SIZE,
    board_field,
    boards_from_arrow,
    maps_to_arrow,
    parquet_board_size,
)


def output_schema(size):
    """The output's schema, written explicitly so every part file agrees: `id`, and
    `forbidden` with the board side in its metadata."""
    return pa.schema([("id", pa.int64()), board_field("forbidden", size)])


def forbidden_partition(part: pd.DataFrame, rule: str = "renju", size=None) -> pd.DataFrame:
    """The maps of one partition's boards, each checked to be `size` x `size`: one batch
    call; the bytes stay in Arrow buffers (no Python object per board)."""
    boards = boards_from_arrow(part["board"], size)
    kinds = rr.forbidden(boards, rule=rule, threads=1)
    return pd.DataFrame(
        {
            "id": part["id"].to_numpy(np.int64),
            "forbidden": pd.arrays.ArrowExtensionArray(maps_to_arrow(kinds)),
        },
        index=part.index,
    )


def run(source, target, workers=2, rule="renju", partitions=None, scheduler=None, size=None):
    """Reads `source`, writes the maps to `target`; returns (boards, seconds). The board
    side is `size`, else the one the file says (renju_rules.arrow.parquet_board_size)."""
    import dask
    import dask.dataframe as dd
    from distributed import Client, LocalCluster

    size = size or parquet_board_size(source) or DEFAULT_SIZE
    # Keep bytes as bytes (no conversion of object columns to strings).
    dask.config.set({"dataframe.convert-string": False})
    if scheduler:
        cluster = None
        client = Client(scheduler)
    else:
        cluster = LocalCluster(
            n_workers=workers,
            processes=True,
            threads_per_worker=1,
            host="127.0.0.1",
            dashboard_address=None,
        )
        client = Client(cluster)
    try:
        # One partition per Parquet row group (write row groups of 10^4 boards or more), with
        # Arrow-backed columns: each partition's boards arrive as one Arrow buffer.
        frame = dd.read_parquet(
            source, columns=["id", "board"], dtype_backend="pyarrow", split_row_groups=True
        )
        if partitions:
            frame = frame.repartition(npartitions=partitions)
        meta = pd.DataFrame(
            {
                "id": pd.Series(dtype="int64"),
                "forbidden": pd.Series(dtype=pd.ArrowDtype(pa.binary())),
            }
        )
        start = time.perf_counter()
        maps = frame.map_partitions(forbidden_partition, rule, size, meta=meta)
        maps.to_parquet(target, schema=output_schema(size), write_index=False)
        seconds = time.perf_counter() - start
        count = int(frame.shape[0].compute())
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    return count, seconds


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", help="Parquet file or folder with columns id, board")
    parser.add_argument("target", help="Parquet folder to write (id, forbidden)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--rule", default="renju", help="rule variant (renju_rules.rules())")
    parser.add_argument("--partitions", type=int, help="repartition the input into this many")
    parser.add_argument("--scheduler", help="address of an existing Dask scheduler")
    parser.add_argument("--size", type=int, help="board side (default: the file's)")
    args = parser.parse_args(argv)
    count, seconds = run(
        args.source,
        args.target,
        args.workers,
        args.rule,
        args.partitions,
        args.scheduler,
        args.size,
    )
    print(
        f"boards={count} workers={args.workers} seconds={seconds:.3f} "
        f"boards_per_s={count / seconds:.0f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
