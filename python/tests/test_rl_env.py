"""The shipped reinforcement-learning environments, renju_rules.env (the `rl` extra:
pettingzoo and gymnasium, which python/run-tests.sh installs): PettingZoo's own api_test on
the AEC environment, Gymnasium's check_env on the single-agent one, positions worked by hand
from the rules (RIF 9.3's double-three, fives, a full board), thousands of random games whose
every move is drawn from the mask played to the end without a foul, the masks against the
one-shot batch call, and the vectorised environment against N single games stepped one by
one."""

import doctest
import subprocess
import sys

import numpy as np
import pytest
import renju_rules as rr

pytest.importorskip("pettingzoo", reason="python/run-tests.sh installs pettingzoo")
pytest.importorskip("gymnasium", reason="python/run-tests.sh installs gymnasium")
import renju_rules.env as rl  # noqa: E402  (after the skips)
from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402


def idx(name, size=15):
    """The flat action of a point name: row * size + col (a1 is 0)."""
    col = ord(name[0]) - ord("a")
    row = int(name[1:]) - 1
    return row * size + col


# RIF 9.3's double-three as a game: black f8 g8 h9 h10 make two threes through h8; white
# answers far away on the a file. After these eight moves black is to move and h8 is forbidden
# to black (two open threes at once) but open to white, which has no forbidden moves.
DOUBLE_THREE = ["f8", "a1", "g8", "a3", "h9", "a5", "h10", "a7"]


def test_import_renju_rules_does_not_import_the_rl_libraries():
    code = ("import sys, renju_rules; "
            "print(sorted(m for m in ('gymnasium', 'pettingzoo') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_without_the_extra_the_error_says_what_to_install():
    code = ("import sys; sys.modules['pettingzoo'] = None\n"
            "try:\n    import renju_rules.env\nexcept ImportError as e:\n    print(e)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "pettingzoo is missing" in out.stdout and "pip install 'renju-rules[rl]'" in out.stdout


def test_the_module_examples_run():
    for obj in (rl, rl.random_policy, rl.RenjuEnv, rl.RenjuGymEnv, rl.VecEnv, rr.GameBatch):
        doc = obj.__doc__
        examples = doctest.DocTestParser().get_examples(doc)
        assert examples, obj
        runner = doctest.DocTestRunner()
        runner.run(doctest.DocTest(examples, {"GameBatch": rr.GameBatch, **vars(rl)}, obj.__name__, None, 0, doc))
        assert runner.failures == 0, obj.__name__


@pytest.mark.parametrize("kwargs", [{}, {"rule": "gomoku-freestyle", "size": 7}, {"rule": "omok", "size": 9}])
def test_the_aec_environment_passes_pettingzoo_api_test(kwargs):
    # api_test draws its actions from the observation's "action_mask".
    api_test(rl.env(**kwargs), num_cycles=300)


@pytest.mark.parametrize("color", ["black", "white"])
def test_the_gymnasium_environment_passes_check_env(color):
    check_env(rl.RenjuGymEnv(color=color, size=9), skip_render_check=True)


def play_aec(env, moves):
    for m in moves:
        env.step(idx(m, env.size))


def test_the_double_three_point_is_masked_for_black_only_and_playing_it_loses():
    env = rl.RenjuEnv()
    env.reset()
    play_aec(env, DOUBLE_THREE)
    assert env.agent_selection == "black"
    black = env.observe("black")["action_mask"]
    white = env.observe("white")["action_mask"]
    h8 = idx("h8")
    assert black[h8] == 0 and white[h8] == 1
    # Only h8 is forbidden: every other empty point is open to black.
    assert black.sum() == 225 - 8 - 1 and white.sum() == 225 - 8
    # The observation from black's view: its four stones, white's four, the black plane.
    obs = env.observe("black")["observation"]
    assert obs[7, 5, 0] == 1 and obs[0, 0, 1] == 1 and obs[..., 0].sum() == 4 and obs[..., 1].sum() == 4
    assert obs[..., 2].all() and not env.observe("white")["observation"][..., 2].any()
    env.step(h8)  # the foul: black loses
    assert env.terminations == {"black": True, "white": True}
    assert env.rewards == {"black": -1, "white": 1}
    assert env.infos["black"]["verdict"] == "double-three"


def test_the_same_point_for_white_is_an_ordinary_move():
    # White to move with h8 open: the same four black stones, white on the a file.
    env = rl.RenjuEnv()
    env.reset()
    play_aec(env, DOUBLE_THREE + ["o15"])
    assert env.agent_selection == "white"
    env.step(idx("h8"))
    assert env.terminations["black"] is False and env.rewards == {"black": 0, "white": 0}


def test_a_five_wins_for_black_and_for_white():
    env = rl.RenjuEnv()
    env.reset()
    # Black a1 b1 c1 d1 e1 (a five on row 1), white on row 3.
    play_aec(env, ["a1", "a3", "b1", "b3", "c1", "c3", "d1", "d3", "e1"])
    assert env.rewards == {"black": 1, "white": -1} and all(env.terminations.values())
    assert env.infos["white"]["verdict"] == "five"
    env.reset()
    # White's five, h1 .. h5, black scattered where it makes nothing.
    play_aec(env, ["a15", "h1", "c15", "h2", "e15", "h3", "g15", "h4", "a13", "h5"])
    assert env.rewards == {"black": -1, "white": 1} and all(env.terminations.values())


def test_an_occupied_point_is_an_illegal_move_that_loses():
    env = rl.RenjuEnv()
    env.reset()
    play_aec(env, ["h8", "h8"])
    assert env.rewards == {"black": 1, "white": -1}
    assert env.infos["white"]["verdict"] == "occupied"


# A full 5x5 board without a five for either colour (13 black, 12 white), rows from 5 down:
#   B B W W B / W W B B W / B B W W B / W W B B W / B B W W B
DRAW_ROWS = ["BBWWB", "WWBBW", "BBWWB", "WWBBW", "BBWWB"]


def draw_moves():
    black = [f"{'abcde'[c]}{5 - r}" for r, row in enumerate(DRAW_ROWS) for c, x in enumerate(row) if x == "B"]
    white = [f"{'abcde'[c]}{5 - r}" for r, row in enumerate(DRAW_ROWS) for c, x in enumerate(row) if x == "W"]
    assert len(black) == 13 and len(white) == 12
    return [m for pair in zip(black, white + [None]) for m in pair if m]


def test_a_full_board_is_a_draw():
    env = rl.RenjuEnv(rule="gomoku-freestyle", size=5)
    env.reset()
    moves = draw_moves()
    play_aec(env, moves[:-1])
    assert not any(env.terminations.values())
    env.step(idx(moves[-1], 5))
    assert all(env.terminations.values()) and env.rewards == {"black": 0, "white": 0}
    assert env.infos["black"]["verdict"] == "draw"
    # The same game in the vector environment: the last move ends it, a draw, and resets.
    vec = rl.VecEnv(1, rule="gomoku-freestyle", size=5)
    vec.reset()
    for m in moves:
        obs, rewards, terminations, truncations, infos = vec.step([idx(m, 5)])
    assert terminations.tolist() == [True] and rewards.tolist() == [0.0]
    assert infos["winner"].tolist() == [0] and not truncations.any()
    assert obs["action_mask"].sum() == 25 and vec.boards().sum() == 0


def test_the_gymnasium_environment_against_a_scripted_opponent():
    white_moves = iter(idx(m) for m in DOUBLE_THREE[1::2])
    env = rl.RenjuGymEnv(opponent=lambda observation, mask: next(white_moves))
    observation, info = env.reset(seed=3)
    for m in DOUBLE_THREE[0::2]:
        observation, reward, terminated, truncated, info = env.step(idx(m))
        assert (reward, terminated) == (0.0, False)
    assert observation["action_mask"][idx("h8")] == 0 and env.action_masks().sum() == 225 - 9
    observation, reward, terminated, truncated, info = env.step(idx("h8"))
    assert (reward, terminated, truncated, info["winner"]) == (-1.0, True, False, "white")
    # As white, a five wins: the opponent (black) plays the o column, white row 1.
    black_moves = iter(idx(m) for m in ["o1", "o3", "o5", "o7", "o9"])
    env = rl.RenjuGymEnv(color="white", opponent=lambda observation, mask: next(black_moves))
    observation, info = env.reset()
    assert observation["observation"][0, 14, 1] == 1 and not observation["observation"][..., 2].any()
    for m in ["a1", "b1", "c1", "d1"]:
        assert env.step(idx(m))[1:3] == (0.0, False)
    observation, reward, terminated, truncated, info = env.step(idx("e1"))
    assert (reward, terminated, info["winner"]) == (1.0, True, "white")


def test_the_vector_environment_rules_the_hand_worked_game():
    vec = rl.VecEnv(3)
    vec.reset()
    # Game 0 plays the double-three and its foul, game 1 the same but white takes h8, game 2
    # black's five on row 1.
    games = [DOUBLE_THREE + ["h8"], DOUBLE_THREE + ["o15", "h8"],
             ["a1", "a3", "b1", "b3", "c1", "c3", "d1", "d3", "e1"]]
    length = max(map(len, games))
    for t in range(length):
        actions = [idx(g[t]) if t < len(g) else idx("n14") + t for g in games]
        before = vec.to_play().tolist()
        obs, rewards, terminations, _, infos = vec.step(actions)
        if t == len(DOUBLE_THREE) - 1:
            # Black to move in games 0 and 1: h8 masked for black.
            assert obs["action_mask"][0, idx("h8")] == 0 and obs["action_mask"][1, idx("h8")] == 0
        if t == len(DOUBLE_THREE):
            # Game 0: black's foul, -1 to the mover; reset at once. Game 1: white to move, h8 open.
            assert rewards[0] == -1 and terminations[0] and infos["winner"][0] == 2
            assert obs["action_mask"][0].sum() == 225 and vec.to_play()[0] == 1
            assert obs["action_mask"][1, idx("h8")] == 1 and before[1] == 1 and vec.to_play()[1] == 2
            assert rewards[2] == 1 and terminations[2] and infos["winner"][2] == 1
        if t == len(DOUBLE_THREE) + 1:
            assert rewards[1] == 0 and not terminations[1]


def random_mask_action(rng, mask):
    return int(rng.choice(np.flatnonzero(mask)))


def test_random_aec_games_drawn_from_the_mask_end_without_a_foul():
    rng = np.random.default_rng(20261207)
    endings = {}
    withheld = 0
    for size, rule in [(15, "renju")] * 12 + [(9, "renju")] * 40 + [(7, "omok")] * 20:
        env = rl.RenjuEnv(rule=rule, size=size)
        env.reset()
        for agent in env.agent_iter():
            observation, _, termination, truncation, info = env.last()
            if termination or truncation:
                endings[info["verdict"]] = endings.get(info["verdict"], 0) + 1
                env.step(None)
                continue
            mask = observation["action_mask"].astype(bool)
            board = env.board.array()
            # The mask is exactly the empty points less the colour's forbidden ones, against
            # the one-shot batch call on the same cells.
            forbidden = rr.forbidden(board, rule=rule, color=agent).reshape(-1) != 0
            assert np.array_equal(mask, (board.reshape(-1) == 0) & ~forbidden)
            withheld += int(((board.reshape(-1) == 0) & ~mask).sum())
            env.step(random_mask_action(rng, mask))
    assert set(endings) <= {"five", "draw"}, endings  # never a foul, never an occupied point
    assert endings.get("five", 0) > 0 and withheld > 0


def test_thousands_of_random_vector_games_end_without_a_foul():
    # 512 games side by side on 15x15 until 3,000 have ended, every move drawn from its mask.
    rng = np.random.default_rng(56)
    vec = rl.VecEnv(512)
    obs, _ = vec.reset()
    ended = fives = steps = 0
    checked = 0
    while ended < 3000:
        masks = obs["action_mask"]
        # Gumbel trick: one uniform random legal point per row, vectorised.
        noise = rng.random(masks.shape)
        actions = np.where(masks == 1, noise, -1.0).argmax(axis=1)
        if steps % 40 == 7:  # the masks against the batch call, now and then
            boards = vec.boards()
            to_play = vec.to_play()
            for color, code in (("black", 1), ("white", 2)):
                rows = to_play == code
                if not rows.any():
                    continue
                forbidden = rr.forbidden(boards[rows], color=color).reshape(rows.sum(), -1) != 0
                assert np.array_equal(masks[rows] == 1, (boards[rows].reshape(rows.sum(), -1) == 0) & ~forbidden)
                checked += int(rows.sum())
        obs, rewards, terminations, truncations, infos = vec.step(actions)
        assert not truncations.any()
        assert (rewards >= 0).all(), "a move drawn from the mask lost: a foul"
        assert np.array_equal(rewards == 1, terminations & (infos["winner"] > 0))
        ended += int(terminations.sum())
        fives += int((rewards == 1).sum())
        steps += 1
    assert fives > 2900 and checked > 1000


def test_the_vector_environment_equals_n_single_games():
    # 7x7, where random games often fill the board, and some leave black only forbidden
    # points: a draw ("no-legal-move"), the mask being empty.
    n, size = 16, 7
    rng = np.random.default_rng(7)
    verdicts = {}
    vec = rl.VecEnv(n, size=size)
    singles = [rl.RenjuEnv(size=size) for _ in range(n)]
    obs, _ = vec.reset()
    for e in singles:
        e.reset()
    ended = 0
    for _ in range(600):
        actions = []
        for i, e in enumerate(singles):
            single = e.observe(e.agent_selection)
            assert np.array_equal(obs["observation"][i], single["observation"])
            assert np.array_equal(obs["action_mask"][i], single["action_mask"])
            # Now and then an occupied point, which loses in both.
            if rng.random() < 0.01 and e.board.array().any():
                actions.append(int(np.flatnonzero(e.board.array().reshape(-1))[0]))
            else:
                actions.append(random_mask_action(rng, single["action_mask"]))
        obs, rewards, terminations, _, infos = vec.step(np.array(actions))
        for i, e in enumerate(singles):
            mover = e.agent_selection
            e.step(actions[i])
            assert rewards[i] == e.rewards[mover]
            assert terminations[i] == e.terminations[mover]
            if terminations[i]:
                verdict = e.infos[mover]["verdict"]
                verdicts[verdict] = verdicts.get(verdict, 0) + 1
                if verdict == "no-legal-move":
                    # Every empty point is forbidden to black (the batch call says so too),
                    # and the board is not full.
                    board = e.board.array()
                    assert e.agent_selection == "black" and (board == 0).any()
                    assert (rr.forbidden(board)[board == 0] > 0).all()
                winner = {1: "black", 2: "white", 0: None}[int(infos["winner"][i])]
                if winner is None:
                    assert e.rewards == {"black": 0, "white": 0}
                else:
                    assert e.rewards[winner] == 1
                e.reset()
                ended += 1
    assert ended > 100
    assert verdicts.get("no-legal-move", 0) > 0 and verdicts.get("draw", 0) > 0, verdicts
    assert verdicts.get("five", 0) > 0 and verdicts.get("occupied", 0) > 0, verdicts


def test_rules_from_rule_files_and_sizes(repo):
    rule = rr.Rule.from_file(repo / "rules-spec" / "renju.toml")
    for size in (5, 15, 26):
        env = rl.RenjuEnv(rule=rule, size=size)
        env.reset()
        assert env.observe("black")["observation"].shape == (size, size, 3)
        vec = rl.VecEnv(2, rule_file=repo / "rules-spec" / "renju.toml", size=size)
        obs, _ = vec.reset()
        assert obs["action_mask"].shape == (2, size * size)
    # The double-three in a rule file's rule, on 19x19 (points keep their names).
    env = rl.RenjuEnv(rule=rule, size=19)
    env.reset()
    for m in DOUBLE_THREE:
        env.step(idx(m, 19))
    assert env.observe("black")["action_mask"][idx("h8", 19)] == 0
    # gomoku-freestyle forbids nothing: the same point is open.
    env = rl.RenjuEnv(rule="gomoku-freestyle", size=19)
    env.reset()
    for m in DOUBLE_THREE:
        env.step(idx(m, 19))
    assert env.observe("black")["action_mask"][idx("h8", 19)] == 1


def test_errors_say_what_is_wrong():
    with pytest.raises(ValueError, match="num_games is 0"):
        rr.GameBatch(0)
    with pytest.raises(ValueError, match="size"):
        rl.VecEnv(2, size=4)
    with pytest.raises(ValueError, match="unknown rule|rule"):
        rl.RenjuEnv(rule="chess")
    vec = rl.VecEnv(2, size=5)
    vec.reset()
    with pytest.raises(ValueError, match=r"actions has 1 values; the batch has 2 games"):
        vec.step([0])
    with pytest.raises(ValueError, match=r"actions\[1\] is 25: an action is a flat index 0 to 24"):
        vec.step([3, 25])
    assert vec.boards().sum() == 0, "no game was stepped"
    with pytest.raises(TypeError, match="integers"):
        vec.step([0.5, 1.0])
    with pytest.raises(ValueError, match="color 'red'"):
        rl.RenjuGymEnv(color="red")
    env = rl.RenjuEnv(size=5)
    env.reset()
    with pytest.raises(ValueError, match="off the board"):
        env.step(25)


def test_the_gil_is_released_while_a_batch_steps():
    # One long step of many games on a worker thread. Were the GIL held for the whole call,
    # this thread could not run until it returned: the longest pause between our loop's steps
    # would be about the call's length. Released, the pauses are the interpreter's thread
    # switching (milliseconds). (As python/tests/test_threads.py checks `forbidden`.) On a
    # machine busy with other work this thread may also wait for a core: the best of three.
    import threading
    import time

    n = 60000
    games = rr.GameBatch(n, size=15)
    # Stones near the centre first (a move's cost grows with the stones it can affect).
    opening = ["h8", "i9", "g9", "h10", "j8", "g7", "i7", "f10", "k9", "h6"]
    tries = []
    for attempt, point in enumerate(["j10", "f8", "e11"]):
        games.reset()
        for p in opening:
            games.step(np.full(n, idx(p)))
        done = threading.Event()
        timing = {}

        def work():
            start = time.perf_counter()
            games.step(np.full(n, idx(point)))
            timing["call"] = time.perf_counter() - start
            done.set()

        worker = threading.Thread(target=work)
        worker.start()
        longest, last = 0.0, time.perf_counter()
        while not done.is_set():
            now = time.perf_counter()
            longest, last = max(longest, now - last), now
        worker.join()
        tries.append((longest, timing["call"]))
        # A call of 50 ms or more is long enough to tell: held, the pause would be about the
        # call; released, it is the interpreter's switch interval (5 ms). (The call took 80 to
        # 100 ms on 2026-12-07, 60,000 games: it was over 100 ms before issue 57's speed work.)
        if timing["call"] > 0.05 and longest < timing["call"] / 2:
            break
    else:
        pytest.fail(f"(longest pause, call) of each try: {tries}")
    assert (games.to_play() == 2).all() and games.boards()[0].sum() == 6 * 1 + 5 * 2
