"""Forbidden maps of a Parquet file of positions, on Ray Data, with `map_batches`.

The same job as dask_forbidden.py. Input: a Parquet file or folder with a column `board` of
S * S-byte values, one board each, [row, col] row-major (byte row * S + col), 0 empty,
1 black, 2 white, for one board side S of 5 to 26, and a column `id` of any type. The side
is said once for the file: `--size`, else the `board` field's metadata (`renju.board_size`)
or fixed-size type, else the first board's length (renju_rules.arrow.parquet_board_size,
on the driver); every board is checked against it. Output: a Parquet folder with `id` (as it came) and `forbidden`, S * S bytes per
board, 0 none, 1 double-three, 2 double-four, 3 overline (renju_rules.KINDS). For a Ray
whose Ray Data has `SaveMode` (`pip install "ray[data]"`; tested with 2.60):

    python examples/python/ray_forbidden.py positions.parquet maps --cpus 2

`--cpus N` starts a Ray instance of N CPUs on this machine (no dashboard), whose workers
run this script's own interpreter (`sys.executable`, so a virtualenv works whether it is
activated or not). Ray's own services listen on the machine's interfaces, not only on
127.0.0.1 (Ray 2.60 has no setting for that). Without `--cpus` the job joins the cluster
RAY_ADDRESS names, or starts a local instance on every core; on a cluster every node needs
`renju_rules` installed (`pip install ./python`, or a runtime_env with the wheel).

When it fits: the labels feed a Ray-based trainer (RLlib, Ray Train) or self-play workers
already on a Ray cluster, so positions stream from Parquet to the learner without another
system. `--batch-size` sets how many boards go to one `forbidden` call (default 16,384); keep
it at 10^4 or more.
"""

import argparse
import os
import sys
import time

import pyarrow as pa


def forbidden_batch(batch: pa.Table, rule: str = "renju", size=None) -> pa.Table:
    """One Arrow batch of (id, board) in, (id, forbidden) out: one `forbidden` call; the bytes
    stay in Arrow buffers. `id` goes out as it came, `forbidden` in the Arrow type of
    `board`."""
    import renju_rules as rr
    from renju_rules.arrow import boards_from_arrow, maps_to_arrow

    boards = batch.column("board")
    kinds = rr.forbidden(boards_from_arrow(boards, size), rule=rule, threads=1)
    return pa.table({"id": batch.column("id"), "forbidden": maps_to_arrow(kinds, boards.type)})


def start(cpus=None):
    """Ray, on a local instance of `cpus` CPUs when given (no dashboard, workers on this
    interpreter), else as `ray.init()` finds it (RAY_ADDRESS, or a local instance)."""
    import ray

    if cpus is None:
        ray.init()
        return ray
    ray.init(
        address="local",
        num_cpus=cpus,
        include_dashboard=False,
        # No runtime_env needed for the workers' interpreter: the instance starts them with
        # the one that started it, this script's (sys.executable).
    )
    return ray


def run(source, target, cpus=None, rule="renju", batch_size=16_384, size=None):
    """Reads `source`, writes the maps to `target` (a folder, replaced); returns (boards,
    seconds spent reading, labelling and writing). The board side is `size`, else the one
    the file says."""
    from renju_rules.arrow import parquet_board_size

    size = size or parquet_board_size(source)
    ray = start(cpus)
    try:
        start_time = time.perf_counter()
        positions = ray.data.read_parquet(str(source), columns=["id", "board"])
        maps = positions.map_batches(
            forbidden_batch,
            fn_kwargs={"rule": rule, "size": size},
            batch_format="pyarrow",
            batch_size=batch_size,
        )
        maps.write_parquet(os.fspath(target), mode=ray.data.SaveMode.OVERWRITE)
        seconds = time.perf_counter() - start_time
        count = ray.data.read_parquet(os.fspath(target)).count()
    finally:
        ray.shutdown()
    return count, seconds


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", help="Parquet file or folder with columns id, board")
    parser.add_argument("target", help="Parquet folder to write (id, forbidden); replaced")
    parser.add_argument("--cpus", type=int, help="a local Ray instance of this many CPUs")
    parser.add_argument("--rule", default="renju", help="rule variant (renju_rules.rules())")
    parser.add_argument("--batch-size", type=int, default=16_384, help="boards per call")
    parser.add_argument("--size", type=int, help="board side (default: the file's), checked on every board")
    args = parser.parse_args(argv)
    count, seconds = run(args.source, args.target, args.cpus, args.rule, args.batch_size, args.size)
    print(
        f"boards={count} cpus={args.cpus or 'default'} seconds={seconds:.3f} "
        f"boards_per_s={count / seconds:.0f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
