"""`forbidden(boards, threads=1)`, with and without `out=`, against the Rust API's map on the
same boards (`Board::from_cells`, `Rule::forbidden_map`, written out as kind codes: the `rust`
mode of the C ABI's cost driver, ffi/examples/map_cost.rs). A benchmark, not a test.

    cargo build --release -p renju-ffi --example map_cost
    python python/benchmarks/map_vs_rust.py POSITIONS.jsonl [--repeat K] [--rounds R]

POSITIONS.jsonl: positions as `renju corpus` writes them (one board size per file), tiled
`--repeat` times. Each round times one call of each Python form (time.perf_counter) and runs
the Rust driver once (it times its own passes, after a warm-up, and prints their median), the
three in turn; the figures are the medians over the rounds, in microseconds per map.

    valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python python/benchmarks/map_vs_rust.py POSITIONS.jsonl --calls K [--out]

makes K calls and nothing else, for instruction counts (the difference of two K over the
boards mapped cancels the start-up).
"""

import pathlib
import statistics
import subprocess
import sys
import time

import numpy as np

import renju_rules as rr

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from bench import REPO, positions_parser, read_positions  # noqa: E402  (as bench.py reads them)


def rust_map(driver, path, repeat):
    """The Rust API's microseconds per map over the same boards (median of 3 passes)."""
    args = [driver, "rust", path, "3", str(repeat)]
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    return float(out.split("us_per_map=")[1].split()[0]), int(out.split("forbidden=")[1])


def main(argv=None):
    parser = positions_parser(__doc__)
    parser.add_argument("--rounds", type=int, default=11, help="interleaved rounds (median)")
    driver = REPO / "target" / "release" / "examples" / "map_cost"
    parser.add_argument("--map-cost", default=str(driver), help="the Rust driver")
    parser.add_argument("--calls", type=int, help="only make this many calls (callgrind)")
    parser.add_argument("--out", action="store_true", help="with --calls: into out=")
    args = parser.parse_args(argv)

    _, boards, size = read_positions(args.positions, args.repeat)
    n = len(boards)
    if args.calls is not None:
        out = np.empty(boards.shape, np.uint8) if args.out else None
        for _ in range(args.calls):
            rr.forbidden(boards, threads=1, out=out)
        return 0

    out = np.empty(boards.shape, np.uint8)
    fresh_us, out_us, rust_us = [], [], []
    found = set()
    for _ in range(args.rounds):
        start = time.perf_counter()
        maps = rr.forbidden(boards, threads=1)
        fresh_us.append((time.perf_counter() - start) * 1e6 / n)
        start = time.perf_counter()
        rr.forbidden(boards, threads=1, out=out)
        out_us.append((time.perf_counter() - start) * 1e6 / n)
        us, rust_found = rust_map(args.map_cost, args.positions, args.repeat)
        rust_us.append(us)
        found |= {int((maps > 0).sum()), int((out > 0).sum()), rust_found}
    if len(found) != 1:
        raise SystemExit(f"the three found different numbers of forbidden points: {found}")
    rust = statistics.median(rust_us)
    print(f"boards={n} size={size} rounds={args.rounds} forbidden={found.pop()}")
    print(f"rust   Board::from_cells + forbidden_map + codes  {rust:.3f} us/map")
    for name, times in [("forbidden(threads=1)      ", fresh_us), ("forbidden(threads=1, out=)", out_us)]:
        us = statistics.median(times)
        ratios = statistics.median(t / r for t, r in zip(times, rust_us))
        print(f"python {name}              {us:.3f} us/map = {us / rust:.2f}x rust "
              f"(median of the rounds' ratios {ratios:.2f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
