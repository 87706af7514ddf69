"""Type stubs of the native module renju_rules._core (re-exported by renju_rules)."""

from typing import Iterable, Literal, Optional, Union

import numpy as np
import numpy.typing as npt

Point = Union[str, int, np.integer]
"""A point: a name such as "h8" (column a-o, row 1-15) or a flat index row * 15 + col (an
int, or a NumPy integer such as an argmax; not a bool)."""

Kind = Literal["double-three", "double-four", "overline"]
Verdict = Literal["allowed", "five", "double-three", "double-four", "overline"]
Color = Literal["black", "white"]

KINDS: list[str]
"""Kind names by the codes `forbidden` returns: ["none", "double-three", "double-four", "overline"]."""

DEFAULT_RULE: str
"""The default rule variant: "renju" (RIF, literal reading)."""

__version__: str

def forbidden(
    boards: npt.ArrayLike,
    rule: str = "renju",
    color: Color = "black",
    threads: Optional[int] = None,
) -> npt.NDArray[np.uint8]:
    """The forbidden points of many boards at once.

    `boards`: integers of shape (N, 15, 15) or (15, 15), [row, col] (row 0 = row "1",
    col 0 = column "a"), 0 empty, 1 black, 2 white; any integer dtype and memory layout.
    Returns uint8 of the same shape: 0 none, 1 double-three, 2 double-four, 3 overline.
    Releases the GIL; all cores with threads=None, the calling thread with threads=1.
    Raises TypeError (non-integer dtype) or ValueError (shape, values, rule, colour,
    threads), naming the board index and the point of a bad cell.
    """

def forbidden_points(
    black: Optional[Iterable[Point]] = None,
    white: Optional[Iterable[Point]] = None,
    rule: str = "renju",
    color: Color = "black",
) -> dict[str, Kind]:
    """The forbidden points of one position given as stone lists, {"h8": "double-three"},
    in row-major order. Raises ValueError for a bad or repeated point."""

def rules() -> dict[str, str]:
    """The rule variants, {name: summary}, sorted by name."""

class Board:
    """A position played move by move, black first, colours alternating; its forbidden maps
    are kept up to date incrementally."""

    def __init__(
        self,
        rule: str = "renju",
        black: Optional[Iterable[Point]] = None,
        white: Optional[Iterable[Point]] = None,
        to_play: Optional[Color] = None,
    ) -> None: ...
    def place(self, point: Point) -> Verdict:
        """Plays the side to play at `point` and passes the turn; returns what the move was
        ("five", a forbidden kind - the stone is placed all the same - or "allowed")."""
    def undo(self) -> str:
        """Takes back the last stone placed; returns its point. IndexError if none."""
    def forbidden(self, color: Color = "black") -> dict[str, Kind]:
        """The empty points forbidden for `color`, {"h8": "double-three"}, row-major."""
    def forbidden_mask(self, color: Color = "black") -> npt.NDArray[np.bool_]:
        """(15, 15) bool, [row, col], True where `color` may not play."""
    def explain(self, point: Point, color: Color = "black") -> str:
        """Why `color` may or may not play at the empty `point`, step by step, as text."""
    def array(self) -> npt.NDArray[np.uint8]:
        """The position, (15, 15) uint8, [row, col]: 0 empty, 1 black, 2 white."""
    @property
    def to_play(self) -> Color:
        """The side to play."""
    @property
    def rule(self) -> str:
        """The rule variant's name."""
    @property
    def moves(self) -> list[str]:
        """The points placed with `place`, in order."""
