"""Type stubs of the native module renju_rules._core (re-exported by renju_rules)."""

import os
from typing import Any, Iterable, Iterator, Literal, Optional, TypedDict, Union

import numpy as np
import numpy.typing as npt

Point = Union[str, int, np.integer]
"""A point: a name such as "h8" (column a.., row 1..; a1 .. z26) or a flat index
row * size + col (an int, or a NumPy integer such as an argmax; not a bool)."""

Kind = Literal["double-three", "double-four", "overline"]
Verdict = Literal["allowed", "five", "double-three", "double-four", "overline"]
Color = Literal["black", "white"]
Format = Literal["auto", "moves", "rif", "sgf", "psq", "renlib"]
Result = Literal["black-five", "white-five", "black-foul", "white-foul", "opening-foul", "draw", "none"]
Reading = Literal["board", "pattern"]
"""How "no two fifth-move offers may be symmetrical" is read: "board" (the 8 symmetries of
the board about its centre) or "pattern" (rotations, reflections and shifts of the stones,
the board's edges ignored)."""
OpeningFoulKind = Literal[
    "outside-square",
    "swap-not-allowed",
    "declare-out-of-range",
    "offer-count",
    "offer-occupied",
    "symmetric-offers",
    "not-offered",
]

PathLike = Union[str, os.PathLike[str]]

class Restricts(TypedDict):
    """The kinds each colour may not play, in the order of `KINDS`."""

    black: list[Kind]
    white: list[Kind]

class SettingInWords(TypedDict):
    """One of a rule's settings in words."""

    setting: str
    value: str

class RuleInfo(TypedDict):
    """What `rules()` says of a variant."""

    summary: str
    board_size: int
    aliases: list[str]
    gomocup_rule: Optional[int]
    restricts: Restricts
    settings: list[SettingInWords]
    default: bool

class OpeningRuleInfo(TypedDict):
    """What `opening_rules()` says of an opening rule."""

    summary: str
    symmetry: Reading
    n: Optional[int]

class OpeningFoul(TypedDict, total=False):
    """The first foul of an opening; always the move it is judged at ("move"), the clause
    broken ("kind"), the points involved ("points": the move outside its square; the offers
    at fault; the fifth move then the offers) and why, in a sentence that cites the clause
    ("sentence"); where they apply, the square a move had to lie in ("square",
    `outside-square`: "the central 3x3 square") and the symmetry that maps one offer's
    position onto the other's ("symmetry", `symmetric-offers`)."""

    move: int
    kind: OpeningFoulKind
    points: list[str]
    square: str
    symmetry: str
    sentence: str

class Opening(TypedDict):
    """An opening judged under an opening rule (`Board.opening`, and the "opening" of a
    `replay` answer): the rule, how it reads symmetrical offers, the canonical opening of
    moves 1 to 3 ("name" such as "D3" and "title" such as "Sosei", or None), the first foul,
    and what the rule asks that was not said ("declare", "offers"; "swap" for a record's
    swap marks that do not fit the rule)."""

    rule: Optional[str]
    symmetry: Reading
    name: Optional[str]
    title: Optional[str]
    foul: Optional[OpeningFoul]
    unchecked: list[str]

class RecordOpening(Opening, total=False):
    """The "opening" of a `replay` answer: an `Opening`, and "named", the opening rule the
    record names, when it names one ("rule" is None and "unchecked" ["rule"] for a rule
    the referee does not know)."""

    named: str

class Standing(TypedDict, total=False):
    """How a game stands (`Board.result`): "result" and "winner" always; "move" once the
    game has ended (an opening foul's: the move it is judged at; see `Board.opening`); a
    foul's "point" and "kind"; a draw's "reason"."""

    result: Result
    winner: Optional[Color]
    move: int
    point: str
    kind: Kind
    reason: Literal["full-board", "move-limit"]

KINDS: list[str]
"""Kind names by the codes `forbidden` returns: ["none", "double-three", "double-four", "overline"]."""

SIZES: tuple[int, ...]
"""The board sides taken, 5 to 26 (S for S x S; columns a..z)."""

DEFAULT_RULE: str
"""The default rule variant: "renju" (RIF, literal reading)."""

__version__: str

class Rule:
    """A rule variant: a built-in one by name (`Rule("renju")`, any name or alias `rules()`
    lists), or one loaded from a rule file (`Rule.from_file(path)`, the format of the
    repository's rules-spec/*.toml), usable wherever a rule name is (`rule=`). Equal when the
    same rule (the same file with the same content is made once); picklable."""

    def __init__(self, name: str = "renju") -> None: ...
    @staticmethod
    def from_file(path: PathLike) -> Rule:
        """The rule of the rule file at `path`, read, checked and made as the build makes a
        built-in rule. ValueError with exactly the build's message (`path:line:col: entry:
        what`, the line, a caret) for a file the build would refuse; FileNotFoundError (an
        OSError) for no file, OSError for one that cannot be read."""
    @staticmethod
    def from_text(text: str, path: PathLike) -> Rule:
        """The rule of the rule file text `text`, named `path` in messages and `spec_file`."""
    @property
    def name(self) -> str:
        """The rule's name (its file's `name`)."""
    @property
    def summary(self) -> str:
        """One line saying what the rule is."""
    @property
    def board_size(self) -> int:
        """The side of the board the rule is usually played on."""
    @property
    def aliases(self) -> list[str]:
        """Other names the rule answers to."""
    @property
    def gomocup_rule(self) -> Optional[int]:
        """The Gomocup protocol's rule number, or None."""
    @property
    def spec_file(self) -> str:
        """The rule file the rule was made from (as given, for a loaded one)."""
    @property
    def spec_sha256(self) -> str:
        """SHA-256 of the rule file's bytes, in hex."""
    @property
    def built_in(self) -> bool:
        """Whether the rule is built into the package (False for one loaded from a file)."""

def forbidden(
    boards: npt.ArrayLike,
    rule: Union[str, Rule, None] = None,
    color: Color = "black",
    threads: Optional[int] = None,
    out: Optional[npt.NDArray[np.uint8]] = None,
    rule_file: Optional[PathLike] = None,
) -> npt.NDArray[np.uint8]:
    """The forbidden points of many boards at once.

    `boards`: integers of shape (N, S, S) or (S, S), S from 5 to 26, [row, col] (row 0 =
    row "1", col 0 = column "a"), 0 empty, 1 black, 2 white; any integer dtype and memory
    layout. Returns uint8 of the same shape: 0 none, 1 double-three, 2 double-four,
    3 overline; into `out` when given (C-contiguous uint8 of that shape), which is returned.
    Releases the GIL; all cores with threads=None, the calling thread with threads=1, at
    most 256 threads (a batch of fewer than 64 boards always runs on the calling thread);
    the pools are kept between calls and are fork-safe.
    `rule`: a name or a `Rule` (None: "renju"); `rule_file`: a rule file's path instead.
    Raises TypeError (non-integer dtype, `out` not uint8) or ValueError (shape, values,
    rule, rule file, colour, threads, `out`'s shape), naming the board index and the point
    of a bad cell.

    `out=` saves a new array (and its fresh memory) per call; every cell is written:

    >>> boards = np.zeros((64, 15, 15), np.uint8)
    >>> boards[:, 7, [5, 6]] = 1; boards[:, [8, 9], 7] = 1   # black f8 g8 h9 h10
    >>> out = np.empty_like(boards)                 # made once, reused by every call
    >>> forbidden(boards, threads=1, out=out) is out
    True
    """

def forbidden_points(
    black: Optional[Iterable[Point]] = None,
    white: Optional[Iterable[Point]] = None,
    rule: Union[str, Rule, None] = None,
    color: Color = "black",
    size: Optional[int] = None,
    rule_file: Optional[PathLike] = None,
) -> dict[str, Kind]:
    """The forbidden points of one position given as stone lists, {"h8": "double-three"},
    in row-major order, on a board of `size` (default the rule's board), under `rule` (a
    name or a `Rule`) or the rule file `rule_file`. Raises ValueError for a bad, repeated
    or off-board point, or a rule file the build would refuse."""

def rules() -> dict[str, RuleInfo]:
    """The rule variants, sorted by name: {name: {"summary", "board_size", "aliases",
    "gomocup_rule", "restricts", "settings", "default"}}."""

def opening_rules() -> dict[str, OpeningRuleInfo]:
    """The shipped opening rules, sorted by name: {name: {"summary", "symmetry", "n"}}
    ("none", "rif", "soosorv-8", "swap1", "swap2", "taraguchi-10", "yamaguchi"); "symmetry"
    is the rule's own reading of symmetrical offers, "n" the N of a rule of a family, whose
    other members are named with their own N ("soosorv-5")."""

def symmetric_offers(
    stones: Iterable[Point],
    offers: Iterable[Point],
    reading: Reading = "board",
    size: int = 15,
) -> list[tuple[str, str, str]]:
    """The pairs of `offers` that are symmetrical given the `stones` (the moves so far,
    colours alternating from black; an offer is a stone of the colour to play next), as
    (p, q, symmetry in words), p before q in `offers`; read as `reading` says, on a board
    of `size`. ValueError for a bad or off-board point, a stone given twice, an offer on a
    stone or given twice, an unknown reading or size.

    >>> symmetric_offers(["h8", "h9", "h10", "h6"], ["g9", "i9", "j8"])
    [('g9', 'i9', 'the reflection in column h')]
    """

def read_games(
    path_or_text: Union[str, bytes, bytearray, os.PathLike[str]],
    format: Format = "auto",
    default_size: int = 15,
    max_record_bytes: int = 1048576,
) -> Iterator[GameRecord]:
    """The games of a record file (a path, or the records as bytes or as a str with a line
    break), in order; a record that is no game is yielded with `error` set, in its place."""

def replay(
    text: Union[str, bytes, bytearray],
    format: Format = "auto",
    rule: Union[str, Rule, None] = None,
    size: Optional[int] = None,
    strict: bool = False,
    rule_file: Optional[PathLike] = None,
    name: Optional[str] = None,
    opening_rule: Optional[str] = None,
    opening_rule_file: Optional[PathLike] = None,
    symmetry: Optional[Reading] = None,
) -> list[dict[str, Any]]:
    """Every game of the records `text` (a str or bytes, not a path), judged as `renju
    replay` judges it: one dict per record, in order, the JSON object of the CLI's line
    ({"game", "moves", "result", "foul", "five"[, "moves_after_end"]}, or {"game", "line" or
    "byte", "error"} for a record that is no game), its keys in the CLI's order. `format`,
    `rule`/`rule_file`, `size` (a record stating another is an error) and `strict` as the
    CLI's options; `name` the input's name (default "-"), which decides "auto" by its
    extension and names a psq game. `opening_rule` (a name, `opening_rules()`) or
    `opening_rule_file` (a path) and `symmetry` are `--opening-rule`, `--opening-rule-file`
    and `--symmetry`: each judged game gains "opening" (a `RecordOpening`; without either,
    only a record that names its opening rule has one), and an opening foul is "result":
    "opening-foul". ValueError for an unknown format, rule, opening rule or reading, an
    unsupported size or a refused rule or opening-rule file; FileNotFoundError or OSError
    for such a file that is not there or cannot be read; TypeError for a `text` neither str
    nor bytes."""

class GameRecord:
    """One record of a game-record file: a game, or the error in its place."""

    @property
    def id(self) -> Optional[str]:
        """The game's id (the record's own, else its number); None if an error gave none."""
    @property
    def line(self) -> Optional[int]:
        """The 1-based line the record (or its fault) starts on, in a text format."""
    @property
    def byte(self) -> Optional[int]:
        """The byte offset of the record (or its fault), in a binary format (RenLib)."""
    @property
    def size(self) -> Optional[int]:
        """The board side the points are on; None for an error."""
    @property
    def moves(self) -> list[str]:
        """The moves' points in order."""
    @property
    def colors(self) -> list[Color]:
        """Who played each move."""
    @property
    def black(self) -> list[str]:
        """Black's setup stones (SGF AB)."""
    @property
    def white(self) -> list[str]:
        """White's setup stones (SGF AW)."""
    @property
    def error(self) -> Optional[str]:
        """Why this record is no game, or None."""

class Board:
    """A game played move by move, black first unless `to_play` says otherwise, colours
    alternating; with set-up stones (`black`, `white`) and no `to_play` no side is known to
    play (`to_play` is None) until the first `place`, which must then give its colour. Each
    move is ruled by the referee (a five wins, a foul loses; `result`); its
    forbidden maps are kept up to date incrementally. `renju_rules.Game` is this class under
    a second name. With `opening_rule` (a name, `opening_rules()`) or `opening_rule_file` (a
    path) the referee judges the opening too (`swap`, `declare`, `offer`, `opening`;
    `symmetry` overrides the rule's reading of symmetrical offers); such a board starts
    empty, black to play (ValueError for set-up stones or `to_play="white"` with it, and for
    `symmetry` without it)."""

    def __init__(
        self,
        rule: Union[str, Rule, None] = None,
        black: Optional[Iterable[Point]] = None,
        white: Optional[Iterable[Point]] = None,
        to_play: Optional[Color] = None,
        size: Optional[int] = None,
        rule_file: Optional[PathLike] = None,
        opening_rule: Optional[str] = None,
        opening_rule_file: Optional[PathLike] = None,
        symmetry: Optional[Reading] = None,
    ) -> None: ...
    @staticmethod
    def from_board_string(
        text: Union[str, bytes],
        rule: Union[str, Rule, None] = None,
        to_play: Optional[Color] = None,
        size: Optional[int] = None,
        rule_file: Optional[PathLike] = None,
    ) -> Board:
        """The board a board string describes: size * size characters, the top row first,
        each row from column a; "." empty, "x"/"X" black, "o"/"O" white. ValueError with the
        runtime's message for the wrong length or a character that is no point (its byte
        index and value); TypeError for a text that is neither str nor bytes. The side to
        play is `to_play`; without it, black on an empty board, else None (not known)."""
    def place(self, point: Point, color: Optional[Color] = None) -> Verdict:
        """Plays the side to play (or `color`, which must be the side to play) at `point`
        and passes the turn; returns what the move was, ruled on the board before it
        ("five", a forbidden kind - a foul, the stone placed all the same - or "allowed"),
        even after the game has ended. ValueError for an occupied or bad point, an unknown
        colour or one out of turn, or no `color` where no side is known to play (a board set
        up with stones and no `to_play`, before its first move)."""
    def undo(self) -> str:
        """Takes back the last stone placed (and the result it decided); returns its point.
        IndexError if none."""
    def clear(self) -> None:
        """Takes every stone off, the starting stones too, and empties the history: an empty
        board of the same rule and size, black to play, the game not ended (the opening rule
        kept, the next opening judged afresh)."""
    def swap(self) -> None:
        """The player entitled to swap colours does, after the moves so far (the stones stay;
        a swap the opening rule does not allow there is the opening's foul). ValueError on a
        board with no opening rule."""
    def declare(self, count: int) -> None:
        """`count` fifth-move offers are declared after the moves so far (judged against the
        rule's bounds). ValueError on a board with no opening rule or for a count below 0;
        TypeError for a count that is not an int."""
    def offer(self, points: Iterable[Point]) -> None:
        """The fifth-move offers, before the fifth move (judged: their number, each on an
        empty point once, no two symmetrical, the fifth move among them). ValueError on a
        board with no opening rule, or for a bad point or one off the board."""
    def forbidden(self, color: Color = "black") -> dict[str, Kind]:
        """The empty points forbidden for `color`, {"h8": "double-three"}, row-major."""
    def forbidden_mask(self, color: Color = "black") -> npt.NDArray[np.bool_]:
        """(size, size) bool, [row, col], True where `color` may not play."""
    def explain(self, point: Point, color: Color = "black") -> str:
        """Why `color` may or may not play at the empty `point`, step by step, as text."""
    def array(self) -> npt.NDArray[np.uint8]:
        """The position, (size, size) uint8, [row, col]: 0 empty, 1 black, 2 white."""
    @property
    def to_play(self) -> Optional[Color]:
        """The side to play; None before the first move of a board set up with stones and
        no `to_play` (not known: the first `place` gives its colour)."""
    @property
    def rule(self) -> str:
        """The rule variant's name."""
    @property
    def size(self) -> int:
        """Points on a side of the board."""
    @property
    def moves(self) -> list[str]:
        """The points placed with `place`, in order."""
    @property
    def opening(self) -> Optional[Opening]:
        """How the opening stands under the board's opening rule (the "opening" of
        `replay`'s answer): {"rule", "symmetry", "name", "title", "foul", "unchecked"}; None
        with no opening rule."""
    @property
    def result(self) -> Standing:
        """How the game stands: {"result": "none", "winner": None} until a five, a foul or
        a full board; then e.g. {"result": "black-foul", "winner": "white", "move": 9,
        "point": "h8", "kind": "double-three"} ("move" counts the moves placed from 1)."""

class GameBatch:
    """N games of one rule on boards of one size, stepped together: `step(actions)` plays one
    move in every game (its side to play's) and answers the N observations, action masks,
    rewards and terminations, ruled and written with the GIL released. A five wins (+1 to the
    mover), a foul or an occupied point loses (-1), a full board is a draw (0); a game that
    ends is cleared in the same call (same-step auto-reset). Observations are int8 (N, size,
    size, 3) from the side to play's view (its stones, the opponent's, ones if it is black);
    masks int8 (N, size * size), 1 where it may play. `renju_rules.env.VecEnv` wraps it."""

    def __init__(
        self,
        num_games: int,
        rule: Union[str, Rule, None] = None,
        size: Optional[int] = None,
        rule_file: Optional[PathLike] = None,
    ) -> None: ...
    def reset(self) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.int8]]:
        """Every game cleared: (observations, masks)."""
    def step(
        self, actions: npt.ArrayLike
    ) -> tuple[
        npt.NDArray[np.int8],
        npt.NDArray[np.int8],
        npt.NDArray[np.float32],
        npt.NDArray[np.bool_],
        npt.NDArray[np.bool_],
        npt.NDArray[np.int8],
    ]:
        """One move per game (flat indexes row * size + col): (observations, masks, rewards,
        terminations, truncations, winners); winners 1 black, 2 white, 0 a draw or not ended."""
    def boards(self) -> npt.NDArray[np.uint8]:
        """The boards, (N, size, size) uint8: 0 empty, 1 black, 2 white."""
    def to_play(self) -> npt.NDArray[np.int8]:
        """The side to play of each game, (N,) int8: 1 black, 2 white."""
    @property
    def num_games(self) -> int:
        """The number of games, N."""
    @property
    def size(self) -> int:
        """Points on a side of each board."""
    @property
    def rule(self) -> str:
        """The rule's name."""
    def __len__(self) -> int: ...
