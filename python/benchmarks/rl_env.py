"""Steps per second of renju_rules.env's environments against the same environments built on
the forbidden-move checker of the PyPI package `omok` 0.2.0 (its numba-compiled
`omok.renju.forbidden_moves` / `is_forbidden`, `pip install "omok[fast]==0.2.0"`).

    python python/benchmarks/rl_env.py [--games N] [--steps K] [--seed S]

Both sides play the same game the same way: 15x15 renju (omok's checker knows no other
board or rule), random moves drawn from the action mask of the side to move (black's mask
from the forbidden-move checker, white's the empty points), a five wins, a forbidden move
loses, a full board is a draw, and the observation is the same three int8 planes. Only the
engine under them differs:

- AEC: `renju_rules.env.RenjuEnv` (a `Board`, its forbidden maps kept incrementally) against
  the same PettingZoo class whose board, five check and mask come from omok's checker;
- vector: `renju_rules.env.VecEnv` of N games (one native call a step, the GIL released)
  against N omok games stepped in a Python loop, one mask each, the shape a checker of one
  board at a time allows.

A step is one move in one game; the vector figures count the N moves of a call. The rate is
per CPU-second of the process (time.process_time; everything runs on one thread), so that a
machine busy with other work changes it little; the wall time is printed beside it. The random
choice of the move is made the same way on both sides and counted in the time. Without omok
(it is not a dependency of the package), the script says so and measures renju_rules only;
omok's numba functions are compiled before the clock starts.
"""

import argparse
import sys
import time

import numpy as np

try:
    import renju_rules.env as rl
except ImportError as error:
    sys.exit(f"renju_rules.env cannot be imported ({error}): pip install 'renju-rules[rl]'")

try:
    from omok import renju as omok_renju
except ImportError:
    omok_renju = None

SIZE = 15
AREA = SIZE * SIZE
LINES = ((0, 1), (1, 0), (1, 1), (1, -1))


def makes_five(cells, row, col, code):
    """Whether the stone `code` at (row, col) of the (15, 15) `cells` is in a row of five or
    more (renju: black's five is exactly five; a longer row of black is an overline, which
    the checker forbids first, so a row of five or more that passes the mask is a five)."""
    for dr, dc in LINES:
        count = 1
        for sign in (1, -1):
            r, c = row + sign * dr, col + sign * dc
            while 0 <= r < SIZE and 0 <= c < SIZE and cells[r, c] == code:
                count += 1
                r, c = r + sign * dr, c + sign * dc
        if count >= 5:
            return True
    return False


class OmokMatch:
    """renju_rules.env's game of one board, on omok's checker: the same observation, mask and
    rulings (the interface `RenjuEnv` uses)."""

    def __init__(self):
        self.size, self.area = SIZE, AREA
        self.cells = np.zeros((SIZE, SIZE), np.uint8)
        self.stones = 0

    def clear(self):
        self.cells[:] = 0
        self.stones = 0

    def observe(self, color):
        planes = rl._PLANES[color][self.cells]  # the same planes as renju_rules.env's
        mask = (self.cells == 0).reshape(AREA)
        if color == "black":
            mask[omok_renju.forbidden_moves(self.cells)] = False
        return {"observation": planes, "action_mask": mask.astype(np.int8)}

    def play(self, action, color):
        other = "white" if color == "black" else "black"
        row, col = divmod(int(action), SIZE)
        if self.cells[row, col]:
            return other, True, "occupied"
        if color == "black" and omok_renju.is_forbidden(self.cells, int(action)):
            self.cells[row, col] = 1
            return other, True, "forbidden"
        code = 1 if color == "black" else 2
        self.cells[row, col] = code
        self.stones += 1
        if makes_five(self.cells, row, col, code):
            return color, True, "five"
        if self.stones == AREA:
            return None, True, "draw"
        return None, False, "allowed"


class OmokEnv(rl.RenjuEnv):
    """RenjuEnv with its board and rulings from omok's checker."""

    def __init__(self):
        super().__init__(size=SIZE)
        self._match = OmokMatch()


def run_aec(env, steps, rng):
    """Steps of random masked play in the AEC environment `env`; answers (steps, games)."""
    env.reset()
    done = games = 0
    while done < steps:
        for agent in env.agent_iter():
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
                continue
            mask = observation["action_mask"]
            env.step(int(rng.choice(np.flatnonzero(mask))))
            done += 1
        games += 1
        env.reset()
    return done, games


def random_actions(rng, masks):
    """One uniform random legal point per row of `masks` (N, AREA)."""
    noise = rng.random(masks.shape)
    return np.where(masks == 1, noise, -1.0).argmax(axis=1)


def run_vec_renju(n, calls, rng):
    vec = rl.VecEnv(n, size=SIZE)
    observations, _ = vec.reset()
    games = 0
    for _ in range(calls):
        observations, _, terminations, _, _ = vec.step(random_actions(rng, observations["action_mask"]))
        games += int(terminations.sum())
    return n * calls, games


def run_vec_omok(n, calls, rng):
    matches = [OmokMatch() for _ in range(n)]
    sides = ["black"] * n
    masks = np.stack([m.observe("black")["action_mask"] for m in matches])
    games = 0
    for _ in range(calls):
        actions = random_actions(rng, masks)
        observations = []
        for i, (m, a) in enumerate(zip(matches, actions)):
            _, ended, _ = m.play(a, sides[i])
            if ended:
                m.clear()
                sides[i] = "black"
                games += 1
            else:
                sides[i] = "white" if sides[i] == "black" else "black"
            observations.append(m.observe(sides[i]))
        masks = np.stack([o["action_mask"] for o in observations])
        np.stack([o["observation"] for o in observations])
    return n * calls, games


def timed(label, fn, *args):
    """Runs `fn(*args)`; prints and answers its steps per CPU-second of this process (every
    part runs on one thread, so CPU time is the work's, whatever else the machine runs)."""
    start, wall = time.process_time(), time.perf_counter()
    steps, games = fn(*args)
    seconds, wall = time.process_time() - start, time.perf_counter() - wall
    print(f"{label:<34} {steps / seconds:>10,.0f} steps/CPU-s  "
          f"({steps:,} steps, {games:,} games ended, {seconds:.2f} CPU-s, {wall:.2f} s wall)")
    return steps / seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=256, help="N, the vector environments' games (256)")
    parser.add_argument("--steps", type=int, default=20000, help="AEC steps to time (20000)")
    parser.add_argument("--calls", type=int, default=600, help="vector steps to time (600)")
    parser.add_argument("--seed", type=int, default=56)
    args = parser.parse_args()
    print(f"15x15 renju, random masked play; python {sys.version.split()[0]}, numpy {np.__version__}")
    if omok_renju is None:
        print("omok is not installed (pip install 'omok[fast]==0.2.0' in a scratch venv): renju_rules only")
    else:
        print(f"omok checker backend: {omok_renju.BACKEND}")
        omok_renju.forbidden_moves(np.zeros((SIZE, SIZE), np.uint8))  # numba compiles (or loads) here
        omok_renju.is_forbidden(np.zeros((SIZE, SIZE), np.uint8), 0)
    rng = np.random.default_rng
    ours = timed("AEC renju_rules.env.RenjuEnv", run_aec, rl.RenjuEnv(size=SIZE), args.steps, rng(args.seed))
    if omok_renju is not None:
        theirs = timed("AEC on omok's checker", run_aec, OmokEnv(), args.steps, rng(args.seed))
        print(f"{'':<34} {ours / theirs:>10.1f}x")
    ours = timed(f"vector renju_rules.env.VecEnv({args.games})", run_vec_renju, args.games, args.calls, rng(args.seed))
    if omok_renju is not None:
        theirs = timed(f"vector, {args.games} omok games", run_vec_omok, args.games, args.calls, rng(args.seed))
        print(f"{'':<34} {ours / theirs:>10.1f}x")


if __name__ == "__main__":
    main()
