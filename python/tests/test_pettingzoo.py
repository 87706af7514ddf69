"""The action mask of python/README.md in a real PettingZoo AEC environment (pettingzoo and
gymnasium from PyPI, installed by python/run-tests.sh): the environment passes PettingZoo's
own API test, and random games whose every move is drawn from the mask are played to the end
under renju without a single foul (RIF 9.2: a forbidden move by black is a loss, so a mask
that let one through would end a game in a foul)."""

import numpy as np
import pytest
import renju_rules as rr

pettingzoo = pytest.importorskip("pettingzoo", reason="python/run-tests.sh installs pettingzoo")
from gymnasium import spaces  # noqa: E402  (after the skip: gymnasium comes with pettingzoo)
from pettingzoo.test import api_test  # noqa: E402

SIZE = 15
POINTS = SIZE * SIZE


class RenjuAEC(pettingzoo.AECEnv):
    """Two agents, black and white, alternating on a 15x15 board. The observation is the
    board (0 empty, 1 black, 2 white) and the action mask of the agent (1 where it may play:
    empty and not forbidden for its colour). A five wins (+1/-1); a forbidden move loses; a
    full board is a draw (truncation)."""

    metadata = {"name": "renju_v0", "render_modes": [], "is_parallelizable": False}

    def __init__(self, rule="renju"):
        super().__init__()
        self.rule = rule
        self.possible_agents = ["black", "white"]
        observation = spaces.Dict(
            {
                "observation": spaces.Box(0, 2, (SIZE, SIZE), np.uint8),
                "action_mask": spaces.Box(0, 1, (POINTS,), np.int8),
            }
        )
        self.observation_spaces = {a: observation for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(POINTS) for a in self.possible_agents}

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def action_mask(self, agent):
        legal = (self.board.array() == 0) & ~self.board.forbidden_mask(agent)
        return legal.reshape(POINTS).astype(np.int8)

    def observe(self, agent):
        return {"observation": self.board.array(), "action_mask": self.action_mask(agent)}

    def reset(self, seed=None, options=None):
        self.agents = list(self.possible_agents)
        self.board = rr.Board(self.rule, size=SIZE)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = "black"
        self.verdicts = []

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        other = "white" if agent == "black" else "black"
        self._cumulative_rewards[agent] = 0
        self.rewards = {a: 0 for a in self.agents}
        verdict = self.board.place(int(action))
        self.verdicts.append((agent, int(action), verdict))
        if verdict == "five":
            self.rewards = {agent: 1, other: -1}
            self.terminations = {a: True for a in self.agents}
        elif verdict != "allowed":  # a forbidden kind: the move loses
            self.rewards = {agent: -1, other: 1}
            self.terminations = {a: True for a in self.agents}
        elif not (self.board.array() == 0).any():
            self.truncations = {a: True for a in self.agents}
        self.agent_selection = other
        self._accumulate_rewards()


def test_the_environment_passes_pettingzoo_api_test():
    # api_test draws its actions from the observation's "action_mask".
    api_test(RenjuAEC(), num_cycles=200)


def play_random_game(env, rng):
    """Plays one game with actions drawn from each agent's mask; returns how many points
    the mask withheld from black although they were empty (forbidden points met)."""
    env.reset()
    withheld = 0
    for agent in env.agent_iter():
        observation, _, termination, truncation, _ = env.last()
        if termination or truncation:
            env.step(None)
            continue
        mask = observation["action_mask"]
        empty = (observation["observation"] == 0).reshape(POINTS)
        # The mask is never wider than the empty points, and withholds exactly the
        # colour's forbidden points: cross-checked against the one-shot map of the same cells.
        forbidden = rr.forbidden(observation["observation"], color=agent).reshape(POINTS) != 0
        assert np.array_equal(mask.astype(bool), empty & ~forbidden)
        withheld += int((empty & ~mask.astype(bool)).sum()) if agent == "black" else 0
        env.step(int(rng.choice(np.flatnonzero(mask))))
    return withheld


def test_random_games_through_the_mask_end_without_a_foul():
    env = RenjuAEC()
    rng = np.random.default_rng(20261203)
    withheld = 0
    endings = set()
    for _ in range(12):
        withheld += play_random_game(env, rng)
        assert env.verdicts, "a game has moves"
        fouls = [v for v in env.verdicts if v[2] not in ("allowed", "five")]
        assert fouls == [], f"a move drawn from the mask was a foul: {fouls}"
        last = env.verdicts[-1][2]
        endings.add("five" if last == "five" else "full board")
        # Every move but the last was an ordinary one.
        assert all(v[2] == "allowed" for v in env.verdicts[:-1])
    # Black met forbidden points in these games, so the mask had work to do.
    assert withheld > 0
    assert "five" in endings
