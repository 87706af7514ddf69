"""How fast the Python package is, next to the Rust figures of `renju bench` on the same
positions in the same run. A benchmark, not a test: it prints figures and checks nothing
but that both sides found the same forbidden points.

    python python/benchmarks/bench.py POSITIONS.jsonl [--repeat K] [--reps N] [--renju PATH]

POSITIONS.jsonl: one position a line, as `renju batch` reads them ({"black": [...],
"white": [...]}, with "size": S off 15x15, as `renju corpus --size S` writes them: one size
per file). `--repeat K` tiles the file K times (10^5 positions from a smaller file).

Figures (medians over --reps passes):
- map, threads=1: forbidden(boards, threads=1), microseconds per position, and the ratio to
  `renju bench` (board from stone lists + full map, one thread); and the same into a
  preallocated `out=` array (no new array, so no fresh pages, per call);
- map, threads=None: the same on all cores, and its speed-up over threads=1;
- incremental: Board.place + Board.forbidden_mask() after every placement, replaying each
  position black, white, black, ... (the rest of the longer list at the end), nanoseconds per
  placement, next to `renju bench --incremental` (place + read the full map).

`parquet OUT.parquet` instead of the figures writes the positions as the Dask example reads
them (columns id, board: S * S bytes).
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

import renju_rules as rr

COLUMNS = "abcdefghijklmnopqrstuvwxyz"


def index(name, size):
    """Flat index row * size + col of a point name."""
    return (int(name[1:]) - 1) * size + COLUMNS.index(name[0])


def read_positions(path, repeat):
    """The positions of a JSON Lines file, as (stone lists, (N, S, S) uint8 boards, S)."""
    stones, sizes = [], set()
    with open(path) as f:
        for line in f:
            if line.strip():
                p = json.loads(line)
                stones.append((p.get("black", []), p.get("white", [])))
                sizes.add(p.get("size", 15))
    if len(sizes) > 1:
        raise SystemExit(f"{path}: positions of sizes {sorted(sizes)}; one size per file")
    size = sizes.pop() if sizes else 15
    stones = stones * repeat
    boards = np.zeros((len(stones), size * size), np.uint8)
    for i, (black, white) in enumerate(stones):
        boards[i, [index(p, size) for p in black]] = 1
        boards[i, [index(p, size) for p in white]] = 2
    return stones, boards.reshape(-1, size, size), size


def median_time(reps, call):
    """The median wall time of `reps` calls, in seconds, and the last call's result."""
    times, result = [], None
    for _ in range(reps):
        start = time.perf_counter()
        result = call()
        times.append(time.perf_counter() - start)
    return statistics.median(times), min(times), max(times), result


def rust_bench(renju, stones, reps, incremental, size):
    """`renju bench --size S [--incremental]` on the same positions: its last line's
    figure."""
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        for black, white in stones:
            f.write(json.dumps({"black": black, "white": white}) + "\n")
        path = f.name
    try:
        args = [renju, "bench", "--size", str(size), "--reps", str(reps)]
        args += ["--incremental"] if incremental else []
        out = subprocess.run(args + [path], capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(path)
    lines = out.strip().splitlines()
    return float(lines[-1].split("=")[1]), lines[0]


def replay(stones, size):
    """Board.place + forbidden_mask() after every placement; returns (placements, last mask).
    Board alternates colours itself, so black must have as many stones as white or one more
    (as in a game)."""
    placements = 0
    mask = None
    for line, (black, white) in enumerate(stones, 1):
        if len(black) - len(white) not in (0, 1):
            raise SystemExit(f"position {line}: black and white stone counts do not alternate")
        board = rr.Board(size=size)
        for i, point in enumerate(black):
            board.place(point)
            mask = board.forbidden_mask()
            if i < len(white):
                board.place(white[i])
                mask = board.forbidden_mask()
        placements += len(black) + len(white)
    return placements, mask


REPO = pathlib.Path(__file__).resolve().parents[2]


def positions_parser(doc):
    """The options every benchmark here takes: its positions, and how often to tile them."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("positions", help="JSON Lines positions")
    parser.add_argument("--repeat", type=int, default=1, help="tile the file this many times")
    return parser


def main(argv=None):
    parser = positions_parser(__doc__)
    parser.add_argument("--reps", type=int, default=5, help="passes per figure (median)")
    parser.add_argument("--renju", default=str(REPO / "target" / "release" / "renju"))
    parser.add_argument("--parquet", help="write the positions to this Parquet file and stop")
    args = parser.parse_args(argv)

    stones, boards, size = read_positions(args.positions, args.repeat)
    n = len(boards)
    if args.parquet:
        import pyarrow as pa
        import pyarrow.parquet as pq

        flat = boards.reshape(n, size * size)
        table = pa.table(
            {
                "id": pa.array(np.arange(n, dtype=np.int64)),
                "board": pa.array([row.tobytes() for row in flat], pa.binary()),
            }
        )
        pq.write_table(table, args.parquet, row_group_size=10_000)
        print(f"wrote {n} boards to {args.parquet}")
        return 0

    print(f"positions={n} size={size} cores={os.cpu_count()} reps={args.reps}")
    rust_us, rust_line = rust_bench(args.renju, stones, args.reps, False, size)
    one, lo, hi, maps = median_time(args.reps, lambda: rr.forbidden(boards, threads=1))
    one_us = one * 1e6 / n
    print(f"rust  renju bench (full map)         {rust_us:.3f} us/position   [{rust_line}]")
    print(
        f"python forbidden(threads=1)          {one_us:.3f} us/position   "
        f"(min {lo * 1e6 / n:.3f}, max {hi * 1e6 / n:.3f}) = {one_us / rust_us:.2f}x rust"
    )
    out = np.empty_like(maps)
    into, lo, hi, _ = median_time(args.reps, lambda: rr.forbidden(boards, threads=1, out=out))
    assert (out == maps).all()
    print(
        f"python forbidden(threads=1, out=)    {into * 1e6 / n:.3f} us/position   "
        f"(min {lo * 1e6 / n:.3f}, max {hi * 1e6 / n:.3f}) = {into * 1e6 / n / rust_us:.2f}x rust"
    )
    many, lo, hi, maps_all = median_time(args.reps, lambda: rr.forbidden(boards, threads=None))
    assert (maps == maps_all).all()
    print(
        f"python forbidden(threads=None)       {many * 1e6 / n:.3f} us/position   "
        f"(min {lo * 1e6 / n:.3f}, max {hi * 1e6 / n:.3f}) = {one / many:.2f}x threads=1"
    )
    print(f"forbidden points per pass: {int((maps > 0).sum())}")

    rust_ns, rust_line = rust_bench(args.renju, stones, args.reps, True, size)
    inc, lo, hi, (placements, _) = median_time(args.reps, lambda: replay(stones, size))
    print(f"rust  renju bench --incremental      {rust_ns:.1f} ns/placement   [{rust_line}]")
    print(
        f"python Board.place + forbidden_mask  {inc * 1e9 / placements:.1f} ns/placement "
        f"(min {lo * 1e9 / placements:.1f}, max {hi * 1e9 / placements:.1f}) "
        f"= {inc * 1e9 / placements / rust_ns:.2f}x rust"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
