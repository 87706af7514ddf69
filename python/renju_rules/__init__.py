"""Renju forbidden moves (RIF rules), exactly, from a native core, on boards of 5x5 to 26x26.

``forbidden(boards)`` answers many boards at once from a NumPy array of shape (N, S, S) or
(S, S) for a board side S of 5 to 26 (``SIZES``), indexed [row, col] (row 0 is row "1",
col 0 is column "a"), holding 0 (empty), 1 (black) or 2 (white). The answer is a uint8
array of the same shape: 0 none, 1 double-three, 2 double-four, 3 overline (``KINDS``).

``forbidden_points(black=[...], white=[...], size=S)`` answers one position given as stone
lists; ``Board(rule, size=S)`` (also named ``Game``) is a game played move by move, each
move ruled by the referee and its ``result`` kept; ``rules()`` lists the rule variants and
their boards; ``Rule.from_file(path)`` loads a rule from a rule file (the format of the
repository's ``rules-spec/*.toml``), usable wherever a rule name is (or pass
``rule_file=path``); ``read_games(path)`` reads game records (move lists, RenjuNet XML, SGF,
psq, RenLib), and ``replay(text)`` judges each game of records as ``renju replay`` does.

Opening rules (``opening_rules()``: RIF, Yamaguchi, Soosõrv-N, Taraguchi-N, swap, swap2):
``replay(text, opening_rule="rif")`` judges each record's opening too, and
``Board(opening_rule="rif")`` a live game's, with ``swap()``, ``declare(count)``,
``offer(points)`` and its ``opening``; ``symmetric_offers(stones, offers)`` says which
fifth-move offers are symmetrical.

``GameBatch(n, rule, size=S)`` steps N games at once, one move each per call, answering
their observations and action masks as NumPy arrays; ``renju_rules.env`` (the ``rl`` extra:
``pip install 'renju-rules[rl]'``) has the PettingZoo, Gymnasium and vectorised
environments built on the package.
"""

from ._core import (
    DEFAULT_RULE,
    KINDS,
    SIZES,
    Board,
    GameBatch,
    GameRecord,
    Rule,
    __version__,
    forbidden,
    forbidden_points,
    opening_rules,
    read_games,
    replay,
    rules,
    symmetric_offers,
)

Game = Board
"""``Game`` is ``Board`` under a second name, the same class: a game played move by move,
each move ruled by the referee (the side to play, five, foul, ``result``, ``undo``)."""

__all__ = [
    "DEFAULT_RULE",
    "KINDS",
    "SIZES",
    "Board",
    "Game",
    "GameBatch",
    "GameRecord",
    "Rule",
    "__version__",
    "forbidden",
    "forbidden_points",
    "opening_rules",
    "read_games",
    "replay",
    "rules",
    "symmetric_offers",
]
