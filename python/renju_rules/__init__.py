"""Renju forbidden moves (RIF rules), exactly, from a native core.

``forbidden(boards)`` answers many boards at once from a NumPy array of shape (N, 15, 15)
or (15, 15), indexed [row, col] (row 0 is row "1", col 0 is column "a"), holding 0 (empty),
1 (black) or 2 (white). The answer is a uint8 array of the same shape: 0 none,
1 double-three, 2 double-four, 3 overline (``KINDS``).

``forbidden_points(black=[...], white=[...])`` answers one position given as stone lists;
``Board`` is a position played move by move; ``rules()`` lists the rule variants.
"""

from ._core import (
    DEFAULT_RULE,
    KINDS,
    Board,
    __version__,
    forbidden,
    forbidden_points,
    rules,
)

__all__ = [
    "DEFAULT_RULE",
    "KINDS",
    "Board",
    "__version__",
    "forbidden",
    "forbidden_points",
    "rules",
]
