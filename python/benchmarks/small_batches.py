"""`forbidden(boards)` with the default `threads=None` against `threads=1` on small batches:
the call a reinforcement-learning loop makes every step. A benchmark, not a test: it prints
figures and checks nothing but that both found the same maps.

    python python/benchmarks/small_batches.py POSITIONS.jsonl [--sizes 1,2,8,32,33,64,256]
        [--rounds R] [--calls C] [--threads LIST]

POSITIONS.jsonl: positions as `renju corpus` writes them (one board size per file); the
batch of n boards is the first n (tiled when the file has fewer). Each round makes, for each
batch size, C calls with each `threads` value in turn (interleaved, so that the machine's
load falls on both alike) and keeps the time per call; the figures are the medians over the
rounds, in microseconds per call and per board, with the ratio of each value's time to
`threads=1`'s (the median of the rounds' ratios).

    PYTHONHASHSEED=0 OPENBLAS_NUM_THREADS=1 valgrind --tool=callgrind \\
        --callgrind-out-file=/dev/null python python/benchmarks/small_batches.py \\
        POSITIONS.jsonl --only 1 --threads none --count K

makes K calls on one batch size with one `threads` value and nothing else, for instruction
counts (the difference of two K over the extra calls cancels the start-up).
"""

import pathlib
import statistics
import sys
import time

import numpy as np

import renju_rules as rr

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from bench import positions_parser, read_positions  # noqa: E402  (as bench.py reads them)


def threads_value(text):
    """A `--threads` entry: `none` for None, else a count."""
    return None if text.lower() == "none" else int(text)


def main(argv=None):
    parser = positions_parser(__doc__)
    parser.add_argument("--sizes", default="1,2,8,32,33,64,256", help="batch sizes")
    parser.add_argument("--threads", default="none,1", help="threads values (none = None)")
    parser.add_argument("--rounds", type=int, default=15, help="interleaved rounds (median)")
    parser.add_argument("--calls", type=int, default=200, help="calls per size, value, round")
    parser.add_argument("--only", type=int, help="with --count: the one batch size")
    parser.add_argument("--count", type=int, help="only make this many calls (callgrind)")
    args = parser.parse_args(argv)

    _, boards, size = read_positions(args.positions, args.repeat)
    values = [threads_value(t) for t in args.threads.split(",")]

    def batch_of(n):
        """The first n boards (the file tiled if shorter); one board as an (S, S) array,
        the form a single-game loop has."""
        tiled = boards
        while len(tiled) < n:
            tiled = np.concatenate([tiled, boards])
        return tiled[0].copy() if n == 1 else tiled[:n].copy()

    if args.count is not None:
        batch = batch_of(args.only or 1)
        for _ in range(args.count):
            rr.forbidden(batch, threads=values[0])
        return 0
    if 1 not in values:
        raise SystemExit("--threads must include 1: the ratios are to threads=1")

    sizes = [int(n) for n in args.sizes.split(",")]
    batches = {n: batch_of(n) for n in sizes}
    times = {(n, v): [] for n in sizes for v in values}
    for _ in range(args.rounds):
        for n in sizes:
            for v in values:
                batch = batches[n]
                start = time.perf_counter()
                for _ in range(args.calls):
                    rr.forbidden(batch, threads=v)
                times[(n, v)].append((time.perf_counter() - start) * 1e6 / args.calls)
    for n in sizes:
        maps = {str(v): rr.forbidden(batches[n], threads=v) for v in values}
        first = next(iter(maps.values()))
        if any((m != first).any() for m in maps.values()):
            raise SystemExit(f"{n} boards: the threads values gave different maps")

    print(f"size={size} rounds={args.rounds} calls={args.calls} (medians; us)")
    print("boards  " + "  ".join(f"{'threads=' + str(v):>26}" for v in values))
    for n in sizes:
        cells = []
        for v in values:
            call = statistics.median(times[(n, v)])
            ratio = statistics.median(t / o for t, o in zip(times[(n, v)], times[(n, 1)]))
            cells.append(f"{call:9.2f}/call {call / n:6.3f}/board {ratio:4.2f}x")
        print(f"{n:6}  " + "  ".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
