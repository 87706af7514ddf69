"""An action mask in the style of a PettingZoo AEC environment (no pettingzoo needed): flat
actions 0..224 (row * 15 + col), the mask of the agent to move = empty and not forbidden."""

import numpy as np
import renju_rules as rr


class RenjuEnv:
    """A two-agent Renju environment, PettingZoo-AEC style: `observe(agent)` gives the board
    and `action_mask`; `step(action)` plays for `agent_selection`. A forbidden move by black
    loses (RIF 9.3); a five wins."""

    agents = ["black", "white"]

    def reset(self, seed=None):
        self.board = rr.Board()
        self.agent_selection = "black"
        self.rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}

    def action_mask(self, agent):
        occupied = self.board.array() != 0
        forbidden = self.board.forbidden_mask(agent)
        return (~occupied & ~forbidden).reshape(225).astype(np.int8)

    def observe(self, agent):
        return {"observation": self.board.array(), "action_mask": self.action_mask(agent)}

    def step(self, action):
        agent = self.agent_selection
        verdict = self.board.place(int(action))
        other = "white" if agent == "black" else "black"
        if verdict == "five":
            self.rewards = {agent: 1, other: -1}
        elif verdict != "allowed":  # a forbidden move loses
            self.rewards = {agent: -1, other: 1}
        if verdict != "allowed":
            self.terminations = {a: True for a in self.agents}
        self.agent_selection = other


def index(name):
    return (int(name[1:]) - 1) * 15 + "abcdefghijklmno".index(name[0])


def double_three_to_play():
    """An environment where black f8, g8, h9, h10 and white far away (a1, a3, a5, a7) have
    been played: black to move, and h8 would be a double-three (the rules text's first
    example)."""
    env = RenjuEnv()
    env.reset()
    for b, w in zip(["f8", "g8", "h9", "h10"], ["a1", "a3", "a5", "a7"]):
        env.step(index(b))
        env.step(index(w))
    return env


def test_the_mask_excludes_the_double_three_point():
    env = double_three_to_play()
    obs = env.observe("black")
    mask = obs["action_mask"]
    assert mask.shape == (225,) and mask.dtype == np.int8
    assert mask[index("h8")] == 0  # forbidden
    assert mask[index("f8")] == 0 and mask[index("a1")] == 0  # occupied
    assert mask.sum() == 225 - 8 - 1
    # White's mask: everything empty is legal for white under renju.
    assert env.observe("white")["action_mask"].sum() == 225 - 8
    # A policy that samples only masked actions never fouls.
    rng = np.random.default_rng(0)
    action = rng.choice(np.flatnonzero(mask))
    env.step(action)
    assert not env.terminations["black"]


def test_a_forbidden_move_ends_the_game_as_a_loss_for_black():
    env = double_three_to_play()
    env.step(index("h8"))
    assert env.terminations["black"] and env.rewards == {"black": -1, "white": 1}


def test_masks_of_a_batch_of_positions_in_one_call():
    # Trainers label many positions at once: one call, then a boolean mask per position.
    boards = np.zeros((3, 15, 15), np.uint8)
    for name in ["f8", "g8", "h9", "h10"]:
        r, c = int(name[1:]) - 1, "abcdefghijklmno".index(name[0])
        boards[1, r, c] = 1
    legal = (boards == 0) & (rr.forbidden(boards) == 0)
    flat = legal.reshape(3, 225)
    assert flat[0].all() and flat[2].all()
    assert not flat[1, index("h8")] and flat[1].sum() == 225 - 4 - 1
