//! `Board` (also named `Game`): one game of any board size played move by move under one
//! rule, refereed by `renju-referee`'s [`Game`] (the side to play, each move ruled, the
//! result, undo), on the runtime's incremental board, whose forbidden maps are kept up to
//! date as stones come and go. This module translates Python's arguments and the referee's
//! answers; the referee and the runtime do the work. With an opening rule, the referee judges
//! the opening too (its moves, swaps, declaration and fifth-move offers).

use crate::engine;
use crate::opening::{opening_dict, opening_rule_arg, symmetry_arg};
use crate::points::{point_arg, points_arg};
use numpy::ndarray::Array2;
use numpy::{IntoPyArray, PyArray2, PyArrayMethods};
use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyString};
use renju::explain::ExplainLimits;
use renju::{diagram, AnyBoard, AnyIncrementalBoard, Color};
use renju_referee::answer::outcome_json;
use renju_referee::{Game, PlayError};

/// A game played move by move, black first unless told otherwise, colours alternating, each
/// move ruled by the referee; its forbidden maps kept up to date. `renju_rules.Game` is this
/// same class under a second name.
///
/// `Board(rule=None, black=None, white=None, to_play=None, size=None, rule_file=None,
/// opening_rule=None, opening_rule_file=None, symmetry=None)` starts from the given stones
/// (point names such as "h8", or flat indexes row * size + col); they are set-up stones,
/// not moves, and cannot be undone. `rule` is a rule name or a `Rule`
/// (`Rule.from_file(path)`; None: the default rule, "renju"), `rule_file` instead a rule
/// file's path. The board has `size` points a side, 5 to 26 (columns a..z, rows 1..size); by
/// default the rule's own board (its `board_size`: 15 for renju, 20 for gomoku-freestyle).
/// The side to play is `to_play` ("black" or "white"); without it, black on an empty board
/// (black opens), and on a board with set-up stones no side: stones do not say whose move it
/// is, so it is never guessed, and until a move is placed `to_play` is None and `place` needs
/// its `color` (a `place` without one raises `ValueError` saying what to pass). From the first
/// move on the colours alternate.
///
/// Each move is ruled on the board before it (RIF article 9: a five wins, a move forbidden
/// to its colour is a foul that loses) and its stone placed, a foul's too; the first five or
/// foul ends the game, and `result` says how it stands. Moves after the end are still placed
/// and ruled, and change nothing of the result.
///
/// `place` and `undo` keep the forbidden maps up to date by re-judging only the points a
/// stone can affect, so reading `forbidden_mask()` after each move is cheap.
///
/// With `opening_rule` (an opening rule's name, as `opening_rules()` lists them, or
/// "soosorv-N" for any N) or `opening_rule_file` (an opening-rule file's path), the referee
/// judges the opening as it is played: each move against the square the rule puts it in, and
/// `swap()`, `declare(count)` and `offer(points)` between the moves; `symmetry` ("board" or
/// "pattern"; None: as the rule says) is how it reads "no two offers may be symmetrical".
/// `opening` says how the opening stands; its first foul ends the game ("result" is
/// "opening-foul"). An opening rule shapes a game from its first move on an empty board,
/// black first: it takes no set-up stones (`black`, `white`) and no `to_play` but "black".
/// `clear()` keeps the opening rule and judges the next game's opening afresh.
///
/// >>> b = Board()
/// >>> b.place("h8")
/// 'allowed'
/// >>> b.place("i9")
/// 'allowed'
/// >>> b.undo()
/// 'i9'
/// >>> b.to_play
/// 'white'
/// >>> b.result
/// {'result': 'none', 'winner': None}
/// >>> Board(rule="gomoku-freestyle").size
/// 20
/// >>> s = Board(black=["h8"])            # set-up stones: whose move it is, is not known
/// >>> s.to_play is None
/// True
/// >>> s.place("i9", "white"), s.to_play
/// ('allowed', 'black')
/// >>> o = Board(opening_rule="rif")
/// >>> o.place("h8"), o.place("h10")     # move 2 outside the central 3x3 square
/// ('allowed', 'allowed')
/// >>> o.result
/// {'result': 'opening-foul', 'winner': None, 'move': 2}
/// >>> o.opening["foul"]["kind"], o.opening["foul"]["points"]
/// ('outside-square', ['h10'])
#[pyclass(module = "renju_rules", name = "Board")]
pub struct PyBoard {
    /// The referee's game: the moves, the side to play, the outcome, and the board.
    game: Game<AnyIncrementalBoard>,
}

fn value_error(message: String) -> PyErr {
    PyValueError::new_err(message)
}

/// What is wrong with the board string `text` (a str) for a board of `size`, counted in
/// characters as Python counts them (a character that is no ASCII is one, where the runtime's
/// message counts its bytes in UTF-8): the wrong number of characters, or the first that is no
/// point (`.`, `x`, `X`, `o`, `O`), by its index among the characters. `None` if neither (the
/// runtime then accepts the string).
fn board_string_error(text: &str, size: usize) -> Option<String> {
    let count = text.chars().count();
    if count != size * size {
        return Some(format!(
            "board string of {count} characters: a {size}x{size} board has {}",
            size * size
        ));
    }
    let (index, c) = text
        .chars()
        .enumerate()
        .find(|(_, c)| !matches!(c, '.' | 'x' | 'X' | 'o' | 'O'))?;
    Some(format!(
        "board string character {index} ({c:?}, U+{:04X}) is not a point: use '.' (empty), 'x' or 'X' (black), 'o' or 'O' (white)",
        u32::from(c)
    ))
}

/// The side to play stated by `to_play` ("black" or "white"), or None if not given (the
/// referee's `Game::set_up_as_stated` decides what that means: black on an empty board, no
/// side on a set-up).
fn to_play_arg(to_play: Option<&str>) -> PyResult<Option<Color>> {
    to_play
        .map(|name| engine::color_by_name(name).map_err(value_error))
        .transpose()
}

/// The referee's refusal `e` in Python's words: a move with no colour on a board with no side
/// to play says what to pass.
fn play_error(e: PlayError) -> PyErr {
    match e {
        PlayError::NoSideToPlay => value_error(
            "no side to play: the board was set up with stones and no to_play, and stones do not say whose move it is; pass the colour, place(point, \"black\") or place(point, \"white\"), or make the board with to_play=\"black\" or to_play=\"white\"".to_string(),
        ),
        e => value_error(e.to_string()),
    }
}

/// Writes `true` at the row-major index of each point of `board` forbidden for `color`
/// (`mask` holds `size * size` values).
fn forbidden_mask_into(board: &AnyIncrementalBoard, color: Color, mask: &mut [bool]) {
    let size = board.size();
    for (p, _) in board.forbidden_map(color) {
        if let Some(slot) = mask.get_mut(p.index(size)) {
            *slot = true;
        }
    }
}

/// `board` as a diagram, black's forbidden points marked with the runtime's marks (`3`
/// double-three, `4` double-four, `6` overline), as `renju check` draws them.
fn diagram_of(board: &AnyIncrementalBoard) -> String {
    let marks: Vec<(renju::Point, char)> = board
        .forbidden_map(Color::Black)
        .into_iter()
        .map(|(p, kind)| (p, diagram::mark(kind)))
        .collect();
    board.diagram(&marks)
}

/// A declared number of offers: an integer (an int, or one with `__index__`; not a bool)
/// from 0 to `u32::MAX` (the referee judges it against the rule's bounds).
fn count_arg(count: &Bound<'_, PyAny>) -> PyResult<u32> {
    let not_an_integer = || {
        let name = count
            .get_type()
            .name()
            .map_or_else(|_| "?".to_string(), |n| n.to_string());
        PyTypeError::new_err(format!(
            "declare takes a number of offers (an int); got {name}"
        ))
    };
    if count.is_instance_of::<PyBool>() {
        return Err(not_an_integer());
    }
    let index = count
        .call_method0("__index__")
        .map_err(|_| not_an_integer())?;
    let value: i64 = index.extract().unwrap_or(i64::MAX);
    u32::try_from(value).map_err(|_| {
        value_error(format!(
            "a declared number of offers is 0 to {}; got {index}",
            u32::MAX
        ))
    })
}

impl PyBoard {
    /// The side to play's name, or None before the first move of a board set up with stones
    /// and no `to_play`.
    fn side_to_play(&self) -> Option<&'static str> {
        self.game.to_play().map(Color::name)
    }
}

#[pymethods]
impl PyBoard {
    #[new]
    #[pyo3(signature = (rule = None, black = None, white = None, to_play = None, size = None, rule_file = None, opening_rule = None, opening_rule_file = None, symmetry = None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        rule: Option<&Bound<'_, PyAny>>,
        black: Option<&Bound<'_, PyAny>>,
        white: Option<&Bound<'_, PyAny>>,
        to_play: Option<&str>,
        size: Option<usize>,
        rule_file: Option<&Bound<'_, PyAny>>,
        opening_rule: Option<&Bound<'_, PyAny>>,
        opening_rule_file: Option<&Bound<'_, PyAny>>,
        symmetry: Option<&str>,
    ) -> PyResult<PyBoard> {
        let rule = crate::rule::rule_arg(rule, rule_file)?;
        let size = engine::board_size(size, rule).map_err(value_error)?;
        let black = points_arg(black, "black", size)?;
        let white = points_arg(white, "white", size)?;
        let to_play = to_play_arg(to_play)?;
        let opening = opening_rule_arg(opening_rule, opening_rule_file)?;
        let reading = symmetry_arg(symmetry)?;
        let board =
            AnyBoard::from_stones(size, &black, &white).map_err(|e| value_error(e.to_string()))?;
        let mut game = Game::set_up_as_stated(rule, board, to_play);
        match opening {
            None if reading.is_some() => {
                return Err(value_error(
                    "symmetry= says how an opening rule reads symmetrical offers: give opening_rule= or opening_rule_file= too".to_string(),
                ))
            }
            None => {}
            Some(opening) => {
                if !black.is_empty() || !white.is_empty() || to_play == Some(Color::White) {
                    return Err(value_error(format!(
                        "the {} opening rule shapes a game from its first move on an empty board, black first: give no black= or white= stones and no to_play= but \"black\" with an opening rule",
                        opening.name
                    )));
                }
                game.set_opening_rule(opening, reading)
                    .map_err(|e| value_error(e.to_string()))?;
            }
        }
        Ok(PyBoard { game })
    }

    /// The board a board string describes: `size * size` characters, the board's rows
    /// joined, the top row (row `size`) first, each row from column a; "." an empty point,
    /// "x" or "X" a black stone, "o" or "O" a white one (the runtime's board strings, as
    /// `renju batch` reads them). The point at column c (0 for a) and row r (1 for the
    /// bottom row) is character (size - r) * size + c: on 15x15, character 0 is a15, 14 is
    /// o15, 210 is a1 and 224 is o1.
    ///
    /// `text` is a str (ASCII) or bytes. `rule`, `rule_file` and `size` are as for `Board()`:
    /// by default the rule's own board, and the string must have `size * size` characters.
    /// The side to play is `to_play`, as for `Board()`: without it, black on an empty board
    /// and no side (None) when the string holds stones, until a move is placed with its
    /// colour. The stones cannot be undone. A board string sets stones up, which
    /// an opening rule does not judge (it shapes a game from its first move on an empty
    /// board), so it takes no opening rule: use `Board(opening_rule=...)`.
    ///
    /// Raises `ValueError` for a string of the wrong length or a character that is no point:
    /// for a str, counting characters (a character that is no ASCII is one, named by its
    /// index among the characters, itself and its code point); for bytes, with the runtime's
    /// message, which counts bytes (naming the byte's index and value). Raises `TypeError`
    /// for a `text` that is neither a str nor bytes.
    ///
    /// >>> b = Board.from_board_string("X...........o...........o", size=5, to_play="black")
    /// >>> b.to_play, [int(b.array()[r, c]) for r, c in [(4, 0), (2, 2), (0, 4)]]
    /// ('black', [1, 2, 2])
    /// >>> Board.from_board_string("." * 224)
    /// Traceback (most recent call last):
    ///     ...
    /// ValueError: board string of 224 characters: a 15x15 board has 225
    #[staticmethod]
    #[pyo3(signature = (text, rule = None, to_play = None, size = None, rule_file = None))]
    fn from_board_string(
        text: &Bound<'_, PyAny>,
        rule: Option<&Bound<'_, PyAny>>,
        to_play: Option<&str>,
        size: Option<usize>,
        rule_file: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyBoard> {
        let rule = crate::rule::rule_arg(rule, rule_file)?;
        let size = engine::board_size(size, rule).map_err(value_error)?;
        let string = match text.cast::<PyString>() {
            Ok(text) => Some(text.to_cow()?),
            Err(_) => None,
        };
        let bytes: &[u8] = if let Some(string) = &string {
            string.as_bytes()
        } else if let Ok(bytes) = text.cast::<PyBytes>() {
            bytes.as_bytes()
        } else {
            return Err(PyTypeError::new_err(format!(
                "a board string is a str or bytes of size * size characters ('.', 'x', 'o'); got {}",
                text.get_type().name()?
            )));
        };
        let board = AnyBoard::from_board_string(size, bytes).map_err(|e| {
            // The runtime counts bytes; a str is counted in characters.
            let in_characters = string.as_deref().and_then(|s| board_string_error(s, size));
            value_error(in_characters.unwrap_or_else(|| e.to_string()))
        })?;
        let to_play = to_play_arg(to_play)?;
        Ok(PyBoard {
            game: Game::set_up_as_stated(rule, board, to_play),
        })
    }

    /// Plays a stone at `point` ("h8", or the flat index row * size + col) for the side to
    /// play, or for `color` ("black" or "white") when given, which must then be the side to
    /// play, and passes the turn. On a board set up with stones and no `to_play`, the first
    /// move must give its `color` (no side is known to play); the colours alternate from it.
    ///
    /// Returns what the move was, ruled on the board before it: "five" (a winning five),
    /// "double-three", "double-four" or "overline" (a move forbidden to that colour: a foul,
    /// which loses; the stone is placed all the same), or "allowed". The first five or foul
    /// ends the game (see `result`); a move after the end is placed and ruled all the same
    /// and changes nothing of the result.
    ///
    /// Raises `ValueError` for an occupied point, a point off the board (naming its size), a
    /// bad point, an unknown colour, a colour whose turn it is not (the referee's message:
    /// "it is white's move: black played the move before") or no colour where no side is
    /// known to play (the message says what to pass), and `TypeError` for a point that
    /// is neither a str nor an integer (an int, or a NumPy integer such as an argmax).
    /// Nothing is placed when it raises.
    ///
    /// >>> b = Board()
    /// >>> b.place("h8", "black")
    /// 'allowed'
    /// >>> b.place("i9", "black")
    /// Traceback (most recent call last):
    ///     ...
    /// ValueError: it is white's move: black played the move before
    /// >>> Board(black=["h8"]).place("i9")
    /// Traceback (most recent call last):
    ///     ...
    /// ValueError: no side to play: the board was set up with stones and no to_play, and stones do not say whose move it is; pass the colour, place(point, "black") or place(point, "white"), or make the board with to_play="black" or to_play="white"
    #[pyo3(signature = (point, color = None))]
    fn place(&mut self, point: &Bound<'_, PyAny>, color: Option<&str>) -> PyResult<String> {
        let p = point_arg(point, self.game.size())?;
        let played = match color {
            None => self.game.play(p),
            Some(name) => {
                let color = engine::color_by_name(name).map_err(value_error)?;
                self.game.play_as(p, color)
            }
        };
        let verdict = played.map_err(play_error)?;
        Ok(verdict.to_string())
    }

    /// Takes back the last stone placed with `place` (never a starting stone), gives the turn
    /// back to its colour, undoes the result it decided if any, and returns its point's name.
    /// Raises `IndexError` when nothing is left to undo.
    fn undo(&mut self) -> PyResult<String> {
        match self.game.undo() {
            Some(last) => Ok(engine::point_name(last.point)),
            None => Err(PyIndexError::new_err(
                "nothing to undo: no stone was placed with place()",
            )),
        }
    }

    /// Takes every stone off, the starting stones too, and empties the history: an empty
    /// board of the same rule and size, black to play, the game not ended. In place, so a
    /// program that plays many games keeps one board and clears it between them.
    ///
    /// >>> b = Board(black=["h8"], white=["i9"], to_play="black")
    /// >>> b.place("j10")
    /// 'allowed'
    /// >>> b.clear()
    /// >>> b.moves, b.to_play, int(b.array().sum())
    /// ([], 'black', 0)
    fn clear(&mut self) {
        self.game.clear();
    }

    /// The player entitled to swap colours does, after the moves so far: the players
    /// change colours, the stones stay as they are, and the side to play is still the
    /// colour after the last stone. Judged by the opening rule (a swap where it allows none,
    /// a second one at a place, or one past the rule's count, is the opening's foul,
    /// "swap-not-allowed", judged at the move it follows).
    ///
    /// Raises `ValueError` on a board with no opening rule.
    ///
    /// >>> b = Board(opening_rule="rif")
    /// >>> for p in ["h8", "h9", "j10"]: _ = b.place(p)
    /// >>> b.swap()                          # after move 3: allowed
    /// >>> b.opening["foul"] is None
    /// True
    fn swap(&mut self) -> PyResult<()> {
        self.game.swap().map_err(|e| value_error(e.to_string()))
    }

    /// The number of fifth-move offers, `count`, is declared after the moves so far (the
    /// rules that declare one: yamaguchi after move 3, soosorv-N after move 4). A count
    /// outside the rule's bounds, a second declaration, or one where the rule declares
    /// nothing, is the opening's foul ("declare-out-of-range", judged at the move it
    /// follows).
    ///
    /// Raises `ValueError` on a board with no opening rule or for a negative count (or one
    /// past 4294967295), and `TypeError` for a count that is not an integer.
    ///
    /// >>> b = Board(opening_rule="soosorv-8")
    /// >>> for p in ["h8", "h9", "j10", "i10"]: _ = b.place(p)
    /// >>> b.declare(9)                      # soosorv-8 declares 1 to 8
    /// >>> b.opening["foul"]["kind"], b.result["result"]
    /// ('declare-out-of-range', 'opening-foul')
    fn declare(&mut self, count: &Bound<'_, PyAny>) -> PyResult<()> {
        let count = count_arg(count)?;
        self.game
            .declare(count)
            .map_err(|e| value_error(e.to_string()))
    }

    /// The fifth-move offers `points` (names such as "h8" or flat indexes, as for `place`),
    /// given before the fifth move, which must be one of them. The rule's clauses are judged:
    /// as many offers as it asks (or as declared), each on an empty point and none given
    /// twice, no two symmetrical (as the board's `symmetry` reads it; see
    /// `symmetric_offers`), and the fifth move among them; the first broken is the opening's
    /// foul ("offer-count", "offer-occupied", "symmetric-offers" at the fifth move, or
    /// "not-offered" once the fifth move is played).
    ///
    /// Raises `ValueError` on a board with no opening rule, or for a bad point or one off the
    /// board (nothing is judged then), and `TypeError` for points that are not a list.
    ///
    /// >>> b = Board(opening_rule="rif")
    /// >>> for p in ["h8", "h9", "h10"]: _ = b.place(p)
    /// >>> b.swap(); b.place("h6")
    /// 'allowed'
    /// >>> b.offer(["g9", "i9"])             # the reflection in column h maps one onto the other
    /// >>> b.opening["foul"]["symmetry"]
    /// 'the reflection in column h'
    fn offer(&mut self, points: &Bound<'_, PyAny>) -> PyResult<()> {
        let offers = points_arg(Some(points), "offers", self.game.size())?;
        self.game
            .offer(&offers)
            .map_err(|e| value_error(e.to_string()))
    }

    /// How the opening stands under the board's opening rule, as a dict (the `"opening"` of
    /// `replay`'s answer, from the same referee), or None on a board with no opening rule:
    /// "rule" (its name), "symmetry" (how symmetrical offers are read: "board" or
    /// "pattern"), "name" and "title" (the canonical opening of moves 1 to 3, e.g. "D3" and
    /// "Sosei", once they are played in the RIF squares; else None), "foul" (None, or the
    /// opening's first foul: {"move", "kind", "points", then "square" (a move outside its
    /// square) or "symmetry" (symmetrical offers, in words) where they apply, and
    /// "sentence", which cites the clause}), and "unchecked" (what the rule asks that the
    /// game has not said: "declare", "offers").
    ///
    /// >>> b = Board(opening_rule="rif")
    /// >>> for p in ["h8", "h9", "j10"]: _ = b.place(p)
    /// >>> b.opening
    /// {'rule': 'rif', 'symmetry': 'board', 'name': 'D3', 'title': 'Sosei', 'foul': None, 'unchecked': []}
    /// >>> Board().opening is None
    /// True
    #[getter]
    fn opening<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.game
            .opening_judgement()
            .map(|judged| opening_dict(py, &judged))
            .transpose()
    }

    /// The empty points where `color` (default black, the colour Renju restricts) may not
    /// play, as {"h8": "double-three", ...} in row-major order (a1, b1, ...).
    #[pyo3(signature = (color = "black"))]
    fn forbidden<'py>(&self, py: Python<'py>, color: &str) -> PyResult<Bound<'py, PyDict>> {
        let color = engine::color_by_name(color).map_err(value_error)?;
        let dict = PyDict::new(py);
        for (p, kind) in self.game.position().forbidden_map(color) {
            dict.set_item(engine::point_name(p), kind.name())?;
        }
        Ok(dict)
    }

    /// A (size, size) bool array, [row, col], True where `color` (default black) may not
    /// play.
    /// For an action mask: `~b.forbidden_mask(b.to_play) & (b.array() == 0)`.
    #[pyo3(signature = (color = "black"))]
    fn forbidden_mask<'py>(
        &self,
        py: Python<'py>,
        color: &str,
    ) -> PyResult<Bound<'py, PyArray2<bool>>> {
        let color = engine::color_by_name(color).map_err(value_error)?;
        let size = self.game.size();
        let mask = PyArray2::<bool>::zeros(py, [size, size], false);
        {
            let mut guard = mask.try_readwrite()?;
            let cells = guard
                .as_slice_mut()
                .map_err(|e| value_error(format!("mask: {e}")))?;
            forbidden_mask_into(self.game.position(), color, cells);
        }
        Ok(mask)
    }

    /// Why `color` (default black) may or may not play at the empty point `point`: the
    /// decision step by step (each line's window and class, five, overline, fours, threes,
    /// and for each three its straight-four points, judged in turn), as text.
    ///
    /// Raises `ValueError` for an occupied or bad point, or one off the board.
    #[pyo3(signature = (point, color = "black"))]
    fn explain(&self, point: &Bound<'_, PyAny>, color: &str) -> PyResult<String> {
        let p = point_arg(point, self.game.size())?;
        let color = engine::color_by_name(color).map_err(value_error)?;
        let explanation = self
            .game
            .position()
            .explain(p, color, ExplainLimits::default());
        explanation
            .map(|e| e.to_string())
            .map_err(|e| value_error(e.to_string()))
    }

    /// The position as a (size, size) uint8 array, [row, col]: 0 empty, 1 black, 2 white
    /// (the layout `forbidden()` reads).
    fn array<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<u8>>> {
        let size = self.game.size();
        let cells = Array2::from_shape_vec((size, size), self.game.position().cells())
            .map_err(|e| value_error(format!("array: {e}")))?;
        Ok(cells.into_pyarray(py))
    }

    /// The side to play: "black" or "white" (the opponent of the colour that moved last;
    /// before the first move, `to_play` as given, black on an empty board), or None before
    /// the first move of a board set up with stones and no `to_play`: the side is not known,
    /// and the first `place` must give its colour.
    #[getter]
    fn to_play(&self) -> Option<&'static str> {
        self.side_to_play()
    }

    /// The rule variant's name.
    #[getter]
    fn rule(&self) -> &'static str {
        self.game.rule().name()
    }

    /// Points on a side of the board (5 to 26).
    #[getter]
    fn size(&self) -> usize {
        self.game.size()
    }

    /// The points placed with `place`, in order (the stones given to the constructor are not
    /// among them).
    #[getter]
    fn moves(&self) -> Vec<String> {
        let moves = self.game.moves().iter();
        moves.map(|m| engine::point_name(m.point)).collect()
    }

    /// How the game stands, as a dict (the referee's answer, as every face gives it):
    /// "result" is "black-five", "white-five", "black-foul", "white-foul" (a move forbidden
    /// to its colour, which loses), "opening-foul" (the opening broke the board's opening
    /// rule: see `opening` for the clause; no winner is named), "draw" (a full board) or
    /// "none" (not ended); "winner" is "black", "white" or None; an ended game adds "move"
    /// (the deciding move's number, counting the moves placed with `place` from 1; an
    /// opening foul's is the move it is judged at), and a foul its "point" and "kind", a
    /// draw its "reason".
    ///
    /// >>> b = Board(black=["f8", "g8", "h9", "h10"], white=["a1", "a3", "a5", "a7"], to_play="black")
    /// >>> b.place("h8")
    /// 'double-three'
    /// >>> b.result
    /// {'result': 'black-foul', 'winner': 'white', 'move': 1, 'point': 'h8', 'kind': 'double-three'}
    #[getter]
    fn result<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        crate::json_loads(py, &outcome_json(&self.game.outcome()))
    }

    /// The board as a diagram (the top row, `size`, first; column a at the left; X black,
    /// O white), black's forbidden points marked 3 (double-three), 4 (double-four) and 6
    /// (overline).
    fn __str__(&self) -> String {
        diagram_of(self.game.position())
    }

    fn __repr__(&self) -> String {
        let opening = self
            .game
            .opening_judgement()
            .map(|judged| format!(", opening_rule='{}'", judged.rule))
            .unwrap_or_default();
        let to_play = self
            .side_to_play()
            .map_or_else(|| "None".to_string(), |name| format!("'{name}'"));
        format!(
            "Board(rule='{}', size={}, stones={}, to_play={to_play}{opening})",
            self.game.rule().name(),
            self.game.size(),
            self.game.stone_count(),
        )
    }
}
