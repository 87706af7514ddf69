"""Forbidden maps of a Parquet file of positions, on Ray Data, with `map_batches`.

The same job as dask_forbidden.py (input: columns `id` and `board`, 225 bytes per board,
[row, col] row-major, 0 empty, 1 black, 2 white; output: `id` and `forbidden`, 225 bytes,
0 none, 1 double-three, 2 double-four, 3 overline), written for Ray >= 2.9:

    python examples/python/ray_forbidden.py positions.parquet maps/

`ray.init()` starts a local Ray instance, or joins the cluster that RAY_ADDRESS names; every
worker needs `renju_rules` installed (`pip install ./python`, or a runtime_env with the wheel).
Not run in CI: Ray is a large install; the Dask example is the one the tests run.

When it fits: the labels feed a Ray-based trainer (RLlib, Ray Train) or self-play workers
already on a Ray cluster, so positions stream from Parquet to the learner without another
system. `batch_size` sets how many boards go to one `forbidden` call; keep it at 10^4 or more.
"""

import sys

import pyarrow as pa


def forbidden_batch(batch: pa.Table, rule: str = "renju") -> pa.Table:
    """One Arrow batch of (id, board) in, (id, forbidden) out: one `forbidden` call; the bytes
    stay in Arrow buffers."""
    import renju_rules as rr
    from renju_rules.arrow import boards_from_arrow, maps_to_arrow

    kinds = rr.forbidden(boards_from_arrow(batch.column("board")), rule=rule, threads=1)
    return pa.table({"id": batch.column("id"), "forbidden": maps_to_arrow(kinds)})


def main(argv):
    import ray

    source, target = argv[1], argv[2]
    ray.init()
    positions = ray.data.read_parquet(source, columns=["id", "board"])
    maps = positions.map_batches(forbidden_batch, batch_format="pyarrow", batch_size=16_384)
    maps.write_parquet(target)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
