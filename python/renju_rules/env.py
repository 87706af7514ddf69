"""Reinforcement-learning environments of renju and its variants, with the forbidden moves
in the action mask: a PettingZoo AEC environment, a Gymnasium environment against an
opponent policy, and a vectorised environment stepping N games in one native call.

They need PettingZoo and Gymnasium, the package's ``rl`` extra::

    pip install 'renju-rules[rl]'

(``import renju_rules`` never imports them; this module does.)

Every environment plays one rule on boards of one size: ``rule`` a rule name (``rules()``
lists them; default ``"renju"``) or a ``renju_rules.Rule`` (``Rule.from_file(path)``: a rule
file), or ``rule_file`` a rule file's path; ``size`` the board's side, 5 to 26 (default the
rule's own board: 15 for renju). Each move is ruled by the package's referee (RIF article 9):

- a five wins: reward +1 to its player, -1 to the other;
- a move forbidden to its colour (double-three, double-four, overline for black under
  renju) is a foul that loses: -1 to its player, +1 to the other;
- a move on an occupied point is an illegal move and loses the same way (as PettingZoo's
  classic games treat one);
- a full board is a draw: 0 to both; so is a position where the player to move has no
  point left that it may play (black's last empty points all forbidden), as omok's
  environment rules it: the mask would be all zeros.

Each of these ends the game (``terminated``); no game is truncated.

An action is a point's flat index ``row * size + col`` (0 is a1, 112 is h8 on 15x15). An
observation is a dict: ``"observation"``, an int8 array (size, size, 3) from the view of
the player to move (plane 0 its stones, plane 1 its opponent's, plane 2 all ones if it
plays black), and ``"action_mask"``, an int8 array of size * size, 1 where that player may
play: an empty point not forbidden to its colour, from the exact engine. A move drawn from
the mask is never a foul.

- ``env(...)`` / ``RenjuEnv``: the PettingZoo AEC environment, agents ``"black"`` and
  ``"white"``.
- ``RenjuGymEnv``: a ``gymnasium.Env`` playing one colour against ``opponent``, a callable
  ``opponent(observation, action_mask) -> action`` (default: a random legal move).
- ``VecEnv``: a ``gymnasium.vector.VectorEnv`` of N self-play games, stepped in one call
  of the native ``renju_rules.GameBatch`` with the GIL released; auto-reset in the same
  step (``AutoresetMode.SAME_STEP``).

>>> from renju_rules.env import env
>>> e = env(size=15)
>>> e.reset(seed=1)
>>> observation, reward, terminated, truncated, info = e.last()
>>> observation["observation"].shape, int(observation["action_mask"].sum())
((15, 15, 3), 225)
"""

from __future__ import annotations

from typing import Any, Callable, Optional

import numpy as np

try:
    import gymnasium
    from gymnasium import spaces
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers
except ImportError as error:  # pragma: no cover - the message is the point
    raise ImportError(
        f"renju_rules.env needs PettingZoo and Gymnasium ({error.name} is missing): "
        "install the package's rl extra, pip install 'renju-rules[rl]'"
    ) from error

from . import Board, GameBatch

__all__ = ["RenjuEnv", "RenjuGymEnv", "VecEnv", "env", "raw_env", "random_policy"]

COLORS = ("black", "white")
_OTHER = {"black": "white", "white": "black"}
_CODE = {"black": 1, "white": 2}

# The planes of a cell (0 empty, 1 black, 2 white) seen by each colour: its stone, the
# opponent's, and whether the viewer plays black.
_PLANES = {
    "black": np.array([[0, 0, 1], [1, 0, 1], [0, 1, 1]], np.int8),
    "white": np.array([[0, 0, 0], [0, 1, 0], [1, 0, 0]], np.int8),
}

Policy = Callable[[np.ndarray, np.ndarray], Any]


def random_policy(observation: np.ndarray, action_mask: np.ndarray, rng: Optional[np.random.Generator] = None) -> int:
    """A random legal move: a point drawn uniformly where ``action_mask`` is 1 (``rng``, a
    NumPy ``Generator``, or a new unseeded one). The default opponent of ``RenjuGymEnv``.

    >>> import numpy as np
    >>> random_policy(np.zeros((5, 5, 3), np.int8), np.eye(1, 25, 7, dtype=np.int8)[0])
    7
    """
    rng = rng if rng is not None else np.random.default_rng()
    legal = np.flatnonzero(action_mask)
    if legal.size == 0:
        raise ValueError("random_policy: the action mask is all zeros, no move is legal")
    return int(rng.choice(legal))


def _spaces(size: int):
    observation = spaces.Dict(
        {
            "observation": spaces.Box(0, 1, (size, size, 3), np.int8),
            "action_mask": spaces.Box(0, 1, (size * size,), np.int8),
        }
    )
    return observation, spaces.Discrete(size * size)


def _render_mode(render_mode: Optional[str], metadata) -> Optional[str]:
    """``render_mode`` if the environment offers it (None, "ansi" or "human"), else ValueError."""
    if render_mode not in (None, *metadata["render_modes"]):
        raise ValueError(f"render_mode {render_mode!r}: use None, 'ansi' or 'human'")
    return render_mode


def _render(board, render_mode: Optional[str]) -> Optional[str]:
    """`board` as text (``"ansi"``), or printed and None (``"human"``)."""
    text = str(board)
    if render_mode == "human":
        print(text)
        return None
    return text


class _Match:
    """One game on a ``Board``: the observation of a colour, and a move ruled (shared by the
    AEC and the Gymnasium environments). The cells are kept here too, so that a step asks the
    board only to place and for the mask."""

    def __init__(self, rule, size, rule_file):
        self.board = Board(rule, size=size, rule_file=rule_file)
        self.size = self.board.size
        self.area = self.size * self.size
        self.cells = np.zeros((self.size, self.size), np.uint8)
        self.stones = 0
        self._kept = None  # (colour, its mask) after the last move

    def clear(self):
        self.board.clear()
        self.cells[...] = 0
        self.stones = 0
        self._kept = None

    def observe(self, color: str) -> dict:
        kept = self._kept
        mask = kept[1] if kept is not None and kept[0] == color else self._mask(color)
        # A new array every call: a caller keeps what it is given.
        return {"observation": _PLANES[color][self.cells], "action_mask": mask.astype(np.int8)}

    def _mask(self, color: str) -> np.ndarray:
        """Where ``color`` may play, bool (area,): empty and not forbidden to it."""
        return ((self.cells == 0) & ~self.board.forbidden_mask(color)).reshape(self.area)

    def play(self, action, color: str):
        """Plays ``action`` for ``color``; answers (winner or None, ended, what happened):
        what happened is "allowed", "five", a forbidden kind (a foul), "occupied", "draw" (a
        full board) or "no-legal-move" (a draw: the next mover may play nowhere)."""
        self._kept = None
        index = int(action)
        if not 0 <= index < self.area:
            raise ValueError(
                f"action {action!r} is off the board: an action is a flat index 0 to "
                f"{self.area - 1} (row * {self.size} + col)"
            )
        row, col = divmod(index, self.size)
        if self.cells[row, col] != 0:
            return _OTHER[color], True, "occupied"
        verdict = self.board.place(index, color)
        self.cells[row, col] = _CODE[color]
        self.stones += 1
        if verdict == "five":
            return color, True, verdict
        if verdict != "allowed":  # a forbidden kind: a foul, which loses
            return _OTHER[color], True, verdict
        if self.stones == self.area:  # the referee's draw: a full board
            return None, True, "draw"
        # The next mover's mask, kept for its observation; with no point left that it may
        # play (black's last empty points all forbidden), the game is a draw too.
        nxt = _OTHER[color]
        mask = self._mask(nxt)
        self._kept = (nxt, mask)
        if not mask.any():
            return None, True, "no-legal-move"
        return None, False, verdict


class RenjuEnv(AECEnv):
    """The PettingZoo AEC environment: agents ``"black"`` and ``"white"`` alternate, black
    first, on an empty board (see the module's docstring for the rules, the observation
    and the rewards). ``RenjuEnv(rule=None, size=None, rule_file=None, render_mode=None)``;
    ``render_mode`` ``"ansi"`` (``render()`` returns the board as text) or ``"human"``
    (prints it). ``infos[agent]["verdict"]`` says what the last move was ("allowed",
    "five", the forbidden kind of a foul, "occupied", "draw", "no-legal-move"). ``env(...)`` is this
    environment inside PettingZoo's order-enforcing wrapper.

    >>> e = RenjuEnv(size=15)
    >>> e.reset()
    >>> for action in [0, 1, 16, 2, 32, 3, 48, 4, 64]:   # black a1 b2 c3 d4 e5, a diagonal five
    ...     e.step(action)
    >>> e.rewards, e.terminations["white"]
    ({'black': 1, 'white': -1}, True)
    """

    metadata = {"name": "renju_v0", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, rule=None, size: Optional[int] = None, rule_file=None, render_mode: Optional[str] = None):
        super().__init__()
        self.render_mode = _render_mode(render_mode, self.metadata)
        self._match = _Match(rule, size, rule_file)
        self.size = self._match.size
        self.possible_agents = list(COLORS)
        observation, action = _spaces(self.size)
        self.observation_spaces = {a: observation for a in self.possible_agents}
        self.action_spaces = {a: action for a in self.possible_agents}

    @property
    def board(self) -> Board:
        """The game's ``renju_rules.Board`` (its moves, ``result``, ``explain``)."""
        return self._match.board

    def observation_space(self, agent):
        """The observation space of ``agent`` (the same for both)."""
        return self.observation_spaces[agent]

    def action_space(self, agent):
        """The action space of ``agent``: ``Discrete(size * size)``."""
        return self.action_spaces[agent]

    def observe(self, agent):
        """``agent``'s observation: its planes and its action mask."""
        return self._match.observe(agent)

    def reset(self, seed=None, options=None):
        """A new game: an empty board, black to move (the game has no randomness; ``seed`` is
        accepted as PettingZoo asks)."""
        self._match.clear()
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = "black"

    def step(self, action):
        """Plays ``action`` for the agent to move (``None`` once its game has ended, as
        PettingZoo steps a dead agent)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        other = _OTHER[agent]
        self._cumulative_rewards[agent] = 0
        winner, ended, verdict = self._match.play(action, agent)
        self.rewards = {a: 0 for a in self.agents}
        if ended:
            if winner is not None:
                self.rewards = {winner: 1, _OTHER[winner]: -1}
            self.terminations = {a: True for a in self.agents}
        self.infos = {a: {"verdict": verdict} for a in self.agents}
        self.agent_selection = other
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        """The board as text (``"ansi"``), or printed (``"human"``)."""
        return _render(self.board, self.render_mode)

    def close(self):
        """Nothing to release."""


def raw_env(**kwargs) -> RenjuEnv:
    """``RenjuEnv(**kwargs)``, unwrapped (PettingZoo's naming)."""
    return RenjuEnv(**kwargs)


def env(**kwargs):
    """The PettingZoo AEC environment, ``RenjuEnv(**kwargs)`` inside PettingZoo's
    ``OrderEnforcingWrapper`` (as PettingZoo's own games come)."""
    return wrappers.OrderEnforcingWrapper(RenjuEnv(**kwargs))


class RenjuGymEnv(gymnasium.Env):
    """A ``gymnasium.Env`` playing ``color`` (``"black"``, the default, or ``"white"``)
    against ``opponent``, a callable ``opponent(observation, action_mask) -> action`` given
    its own view (its planes and mask, as the agent gets them); default a random legal
    move drawn with the environment's ``np_random`` (seeded by ``reset(seed=...)``).

    ``RenjuGymEnv(rule=None, size=None, rule_file=None, color="black", opponent=None,
    render_mode=None)``. After the agent's move the opponent answers within the same
    ``step``; the reward is the agent's (+1 it won, -1 it lost, 0 otherwise). As white, the
    opponent's first move is made in ``reset``. ``info["verdict"]`` is what the last move
    was, ``info["winner"]`` the winner's colour once the game ended (None for a draw).
    ``action_masks()`` gives the mask as bools (sb3-contrib's MaskablePPO reads it).

    >>> g = RenjuGymEnv(size=15)
    >>> observation, info = g.reset(seed=0)
    >>> observation, reward, terminated, truncated, info = g.step(112)
    >>> int(observation["observation"][7, 7, 0]), int(observation["observation"].sum(axis=(0, 1))[1])
    (1, 1)
    """

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(self, rule=None, size: Optional[int] = None, rule_file=None, color: str = "black",
                 opponent: Optional[Policy] = None, render_mode: Optional[str] = None):
        if color not in COLORS:
            raise ValueError(f"color {color!r}: use 'black' or 'white'")
        if opponent is not None and not callable(opponent):
            raise TypeError("opponent must be a callable opponent(observation, action_mask) -> action")
        self.render_mode = _render_mode(render_mode, self.metadata)
        self.color = color
        self.opponent = opponent
        self._match = _Match(rule, size, rule_file)
        self.size = self._match.size
        self.observation_space, self.action_space = _spaces(self.size)

    @property
    def board(self) -> Board:
        """The game's ``renju_rules.Board``."""
        return self._match.board

    def _opponent_move(self):
        """The opponent's move: (winner or None, ended, verdict)."""
        them = _OTHER[self.color]
        seen = self._match.observe(them)
        if self.opponent is None:
            action = random_policy(seen["observation"], seen["action_mask"], self.np_random)
        else:
            action = self.opponent(seen["observation"], seen["action_mask"])
        return self._match.play(action, them)

    def action_masks(self) -> np.ndarray:
        """The agent's action mask as bools (size * size)."""
        return self._match.observe(self.color)["action_mask"].astype(bool)

    def reset(self, *, seed=None, options=None):
        """A new game; as white, after the opponent's first move."""
        super().reset(seed=seed)
        self._match.clear()
        info = {"verdict": None, "winner": None}
        if self.color == "white":
            _, _, info["verdict"] = self._opponent_move()
        return self._match.observe(self.color), info

    def step(self, action):
        """The agent's move, then the opponent's unless the game ended."""
        winner, ended, verdict = self._match.play(action, self.color)
        if not ended:
            winner, ended, verdict = self._opponent_move()
        reward = 0.0 if winner is None else (1.0 if winner == self.color else -1.0)
        info = {"verdict": verdict, "winner": winner if ended else None}
        if self.render_mode == "human":
            self.render()
        return self._match.observe(self.color), reward, ended, False, info

    def render(self):
        """The board as text (``"ansi"``), or printed (``"human"``)."""
        return _render(self.board, self.render_mode)


try:  # Gymnasium 1.1 and later name their auto-reset modes.
    from gymnasium.vector import AutoresetMode

    _SAME_STEP = AutoresetMode.SAME_STEP
except ImportError:  # pragma: no cover
    _SAME_STEP = "SameStep"


class VecEnv(gymnasium.vector.VectorEnv):
    """N self-play games stepped at once, a ``gymnasium.vector.VectorEnv`` over the native
    ``renju_rules.GameBatch``: one ``step(actions)`` plays ``actions[i]`` in game i for its
    side to move, rules the N moves, and writes the N observations and masks with the GIL
    released. ``VecEnv(num_envs, rule=None, size=None, rule_file=None)``.

    Self-play: each game's side to move alternates, and its observation is from that side's
    view (plane 2 says which). ``rewards[i]`` is the reward of the player who made
    ``actions[i]`` (+1 a five, -1 a foul or an occupied point, 0 otherwise and for a draw);
    its opponent's is the negation.

    Auto-reset in the same step (``metadata["autoreset_mode"]`` is
    ``AutoresetMode.SAME_STEP``): when game i ends, ``terminations[i]`` is True and the
    observation and mask answered for it are already its next game's (an empty board, black
    to move); ``infos["winner"][i]`` says how it ended (1 black won, 2 white won, 0 a draw;
    0 for a game not ended). The final board is not kept.

    >>> import numpy as np
    >>> v = VecEnv(4, size=9)
    >>> observations, infos = v.reset()
    >>> observations["action_mask"].shape
    (4, 81)
    >>> observations, rewards, terminations, truncations, infos = v.step(np.array([40, 40, 0, 80]))
    >>> observations["observation"][:, 4, 4, 1].tolist(), rewards.tolist()
    ([1, 1, 0, 0], [0.0, 0.0, 0.0, 0.0])
    """

    metadata = {"autoreset_mode": _SAME_STEP, "render_modes": []}

    def __init__(self, num_envs: int, rule=None, size: Optional[int] = None, rule_file=None):
        self.games = GameBatch(num_envs, rule=rule, size=size, rule_file=rule_file)
        self.num_envs = num_envs
        self.size = self.games.size
        self.single_observation_space, self.single_action_space = _spaces(self.size)
        self.observation_space = gymnasium.vector.utils.batch_space(self.single_observation_space, num_envs)
        self.action_space = gymnasium.vector.utils.batch_space(self.single_action_space, num_envs)
        self.render_mode = None

    def reset(self, *, seed=None, options=None):
        """Every game anew (the games have no randomness; ``seed`` seeds the action space's
        sampling). Answers ``(observations, infos)``."""
        if seed is not None:
            self.action_space.seed(seed)
        observation, mask = self.games.reset()
        return {"observation": observation, "action_mask": mask}, {}

    def step(self, actions):
        """One move in every game; answers ``(observations, rewards, terminations,
        truncations, infos)`` with ``infos = {"winner": ...}``."""
        observation, mask, rewards, terminations, truncations, winners = self.games.step(actions)
        observations = {"observation": observation, "action_mask": mask}
        return observations, rewards, terminations, truncations, {"winner": winners}

    def boards(self) -> np.ndarray:
        """The N boards, uint8 (N, size, size): 0 empty, 1 black, 2 white."""
        return self.games.boards()

    def to_play(self) -> np.ndarray:
        """The side to move of each game, int8 (N,): 1 black, 2 white."""
        return self.games.to_play()
