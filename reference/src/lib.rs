//! A slow, obviously-correct reference implementation of the Renju forbidden-move rules.
//!
//! Everything here is written straight from the definitions of the RIF rules (RIF chapter 3
//! and rules 9.2/9.3, as the README's "The rules implemented" states them): a plain array of
//! points (15x15, or any side from 5 to 26), runs counted stone by stone along a line, and the
//! false-three recursion spelled out. Nothing is precomputed and no pattern table is used, so
//! that other implementations can be checked against this one. The edge of the board is where
//! a line stops, whatever the board's size: nothing here depends on the size but the bounds.
//!
//! Black playing at an empty point P is judged like this (see [`forbidden`]): place the stone,
//! then
//!
//! 1. a run of exactly five through P on any line wins, so the move is legal;
//! 2. a run of six or more through P is an [`ForbiddenKind::Overline`];
//! 3. two or more distinct fours through P are a [`ForbiddenKind::DoubleFour`];
//! 4. two or more lines holding a *real* three through P are a [`ForbiddenKind::DoubleThree`],
//!    where a three is real only if one of its straight-four points is itself a legal move
//!    (decided by this same procedure, recursively).
//!
//! ```
//! use renju_reference::{forbidden, Board, ForbiddenKind, Reading};
//!
//! // The "double-three" example of the rules text: black f8 g8 h9 h10, black to play h8.
//! let board = Board::from_names(&["f8", "g8", "h9", "h10"], &[]).unwrap();
//! let (col, row) = Board::parse_point("h8").unwrap();
//! assert_eq!(
//!     forbidden(&board, col, row, Reading::Literal),
//!     Some(ForbiddenKind::DoubleThree)
//! );
//!
//! // The same shape in the top right corner of a 19x19 board: black p18 q18 r17 r16, black
//! // to play r18 (the column three r16-r18 has r19 on the edge and r15 below it).
//! let board = Board::sized_from_names(19, &["p18", "q18", "r17", "r16"], &[]).unwrap();
//! let (col, row) = Board::parse_point_on("r18", 19).unwrap();
//! assert_eq!(forbidden(&board, col, row, Reading::Literal), Some(ForbiddenKind::DoubleThree));
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

/// A point's content.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stone {
    /// The first player; the only one with forbidden moves. Wins with exactly five.
    Black,
    /// The second player; no forbidden moves. Wins with five or more.
    White,
}

impl Stone {
    /// Whether an unbroken run of `run` stones of this colour is a winning five:
    /// black needs exactly five, white five or more.
    fn wins_with(self, run: usize) -> bool {
        match self {
            Stone::Black => run == 5,
            Stone::White => run >= 5,
        }
    }
}

/// A Renju board: 15x15 ([`Board::new`]) or any side from 5 to 26 ([`Board::with_size`]).
///
/// Points are addressed as `(col, row)`: `col` 0 is column `a` (left), `row` 0 is row `1`
/// (bottom), so `(7, 7)` is `h8`, the centre of the 15x15 board.
///
/// ```
/// use renju_reference::{Board, Stone};
///
/// let mut board = Board::new();
/// assert_eq!(board.size(), 15);
/// assert!(board.set(7, 7, Some(Stone::Black)));
/// assert_eq!(board.get(7, 7), Some(Stone::Black));
/// assert_eq!(board.get(0, 0), None); // empty
/// assert_eq!(board.get(15, 0), None); // off board
/// assert!(!board.set(15, 0, Some(Stone::White))); // off board: refused
///
/// let mut big = Board::with_size(20).unwrap();
/// assert!(big.set(19, 19, Some(Stone::White))); // t20
/// assert!(!big.set(20, 0, Some(Stone::White)));
/// assert!(Board::with_size(27).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// Points on a side.
    size: usize,
    /// `cells[row * size + col]`.
    cells: Vec<Option<Stone>>,
}

impl Default for Board {
    fn default() -> Self {
        Board::new()
    }
}

impl Board {
    // The reference states its own sizes on purpose, as it states the rules on its own: it
    // shares no code with the runtime it checks (not even `renju-vocab`'s numbers), so that a
    // mistake there cannot hide in both. A test compares the numbers.

    /// The side of the standard (RIF) board, that of [`Board::new`].
    pub const STANDARD_SIZE: usize = 15;

    /// The smallest side [`Board::with_size`] takes.
    pub const MIN_SIZE: usize = 5;

    /// The largest side [`Board::with_size`] takes (columns `a`..`z`).
    pub const MAX_SIZE: usize = 26;

    /// An empty 15x15 board.
    pub fn new() -> Self {
        Board::with_size(Board::STANDARD_SIZE).expect("15 is a supported size")
    }

    /// An empty board of `size` points a side; an error naming the size unless it is 5 to 26.
    ///
    /// ```
    /// use renju_reference::Board;
    /// assert_eq!(Board::with_size(19).unwrap().size(), 19);
    /// assert_eq!(
    ///     Board::with_size(4).unwrap_err(),
    ///     "board size 4 is not supported: a side has 5 to 26 points"
    /// );
    /// ```
    pub fn with_size(size: usize) -> Result<Board, String> {
        if !(Board::MIN_SIZE..=Board::MAX_SIZE).contains(&size) {
            return Err(format!(
                "board size {size} is not supported: a side has {} to {} points",
                Board::MIN_SIZE,
                Board::MAX_SIZE
            ));
        }
        Ok(Board {
            size,
            cells: vec![None; size * size],
        })
    }

    /// The number of columns and of rows.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether `(col, row)` is on this board.
    pub fn contains(&self, col: usize, row: usize) -> bool {
        col < self.size && row < self.size
    }

    /// The stone at `(col, row)`; `None` if the point is empty or off the board.
    pub fn get(&self, col: usize, row: usize) -> Option<Stone> {
        if self.contains(col, row) {
            self.cells[row * self.size + col]
        } else {
            None
        }
    }

    /// Puts `stone` on `(col, row)` (`None` empties the point). Returns `false`, and changes
    /// nothing, if the point is off the board.
    pub fn set(&mut self, col: usize, row: usize, stone: Option<Stone>) -> bool {
        if self.contains(col, row) {
            self.cells[row * self.size + col] = stone;
            true
        } else {
            false
        }
    }

    /// Parses a point name of the 15x15 board such as `"h8"`, `"a1"` or `"o15"` into
    /// `(col, row)`: [`Board::parse_point_on`] with size 15.
    ///
    /// The column is one letter `a`..`o` (upper case is accepted too), the row a decimal number
    /// `1`..`15` without sign or leading zero. Returns `None` for anything else, including
    /// points off the board.
    ///
    /// ```
    /// use renju_reference::Board;
    ///
    /// assert_eq!(Board::parse_point("h8"), Some((7, 7)));
    /// assert_eq!(Board::parse_point("a1"), Some((0, 0)));
    /// assert_eq!(Board::parse_point("o15"), Some((14, 14)));
    /// assert_eq!(Board::parse_point("p1"), None);
    /// assert_eq!(Board::parse_point("a16"), None);
    /// assert_eq!(Board::parse_point("a08"), None);
    /// ```
    pub fn parse_point(name: &str) -> Option<(usize, usize)> {
        Board::parse_point_on(name, Board::STANDARD_SIZE)
    }

    /// Parses a point name of a board of `size` points a side into `(col, row)`: a column
    /// letter, the first `size` of `a`..`z` (upper case too), and a row `1`..`size` without
    /// sign or leading zero. `None` for anything else, including points off that board.
    ///
    /// ```
    /// use renju_reference::Board;
    ///
    /// assert_eq!(Board::parse_point_on("t20", 20), Some((19, 19)));
    /// assert_eq!(Board::parse_point_on("t20", 19), None);
    /// assert_eq!(Board::parse_point_on("e5", 5), Some((4, 4)));
    /// assert_eq!(Board::parse_point_on("f1", 5), None);
    /// assert_eq!(Board::parse_point_on("z26", 26), Some((25, 25)));
    /// ```
    pub fn parse_point_on(name: &str, size: usize) -> Option<(usize, usize)> {
        let mut chars = name.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let col = letter as usize - 'a' as usize;
        let digits = chars.as_str();
        if col >= size
            || digits.is_empty()
            || digits.len() > 2
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let number: usize = digits.parse().ok()?;
        if (1..=size).contains(&number) {
            Some((col, number - 1))
        } else {
            None
        }
    }

    /// The name of `(col, row)` on the 15x15 board, such as `"h8"` for `(7, 7)`:
    /// [`Board::point_name_on`] with size 15.
    ///
    /// For a point off the board it returns `"(col,row)"`, which [`Board::parse_point`] rejects.
    ///
    /// ```
    /// use renju_reference::Board;
    ///
    /// assert_eq!(Board::point_name(7, 7), "h8");
    /// assert_eq!(Board::point_name(14, 14), "o15");
    /// assert_eq!(Board::point_name(15, 0), "(15,0)");
    /// ```
    pub fn point_name(col: usize, row: usize) -> String {
        Board::point_name_on(col, row, Board::STANDARD_SIZE)
    }

    /// The name of `(col, row)` on a board of `size` points a side (at most 26), such as
    /// `"t20"` for `(19, 19)` on 20x20; `"(col,row)"` for a point off that board.
    ///
    /// ```
    /// use renju_reference::Board;
    ///
    /// assert_eq!(Board::point_name_on(19, 19, 20), "t20");
    /// assert_eq!(Board::point_name_on(19, 19, 19), "(19,19)");
    /// ```
    pub fn point_name_on(col: usize, row: usize, size: usize) -> String {
        if col < size && row < size && size <= Board::MAX_SIZE {
            let letter = char::from(b'a' + col as u8);
            format!("{}{}", letter, row + 1)
        } else {
            format!("({},{})", col, row)
        }
    }

    /// Builds a 15x15 board from lists of black and white point names:
    /// [`Board::sized_from_names`] with size 15.
    ///
    /// Returns `Err(message)` if a name does not parse or a point is named twice (in either
    /// list).
    ///
    /// ```
    /// use renju_reference::{Board, Stone};
    ///
    /// let board = Board::from_names(&["h8", "h9"], &["i9"]).unwrap();
    /// assert_eq!(board.get(7, 8), Some(Stone::Black));
    /// assert_eq!(board.get(8, 8), Some(Stone::White));
    /// assert!(Board::from_names(&["h8"], &["h8"]).is_err());
    /// assert!(Board::from_names(&["z9"], &[]).is_err());
    /// ```
    pub fn from_names(black: &[&str], white: &[&str]) -> Result<Board, String> {
        Board::sized_from_names(Board::STANDARD_SIZE, black, white)
    }

    /// Builds a board of `size` points a side from lists of black and white point names.
    ///
    /// Returns `Err(message)` if the size is not supported, a name is not a point of that
    /// board or a point is named twice (in either list).
    ///
    /// ```
    /// use renju_reference::{Board, Stone};
    ///
    /// let board = Board::sized_from_names(20, &["t20"], &["a1"]).unwrap();
    /// assert_eq!(board.get(19, 19), Some(Stone::Black));
    /// assert_eq!(
    ///     Board::sized_from_names(19, &["t20"], &[]).unwrap_err(),
    ///     "bad point name \"t20\" (the board is 19x19: columns a-s, rows 1-19)"
    /// );
    /// ```
    pub fn sized_from_names(size: usize, black: &[&str], white: &[&str]) -> Result<Board, String> {
        let mut board = Board::with_size(size)?;
        let lists = [(black, Stone::Black), (white, Stone::White)];
        for (names, stone) in lists {
            for name in names {
                let (col, row) = Board::parse_point_on(name, size).ok_or_else(|| {
                    let last = char::from(b'a' + size as u8 - 1);
                    format!(
                        "bad point name {name:?} (the board is {size}x{size}: columns a-{last}, rows 1-{size})"
                    )
                })?;
                if board.get(col, row).is_some() {
                    return Err(format!("point {name} is named twice"));
                }
                board.set(col, row, Some(stone));
            }
        }
        Ok(board)
    }

    /// A copy of this board with `stone` added on `(col, row)`.
    fn with_stone(&self, (col, row): (usize, usize), stone: Stone) -> Board {
        let mut copy = self.clone();
        copy.set(col, row, Some(stone));
        copy
    }
}

/// Why a point is forbidden for black. When several apply, the first in this order is
/// reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ForbiddenKind {
    /// The move makes an unbroken row of six or more (and no five on another line).
    Overline,
    /// The move makes two or more fours.
    DoubleFour,
    /// The move makes real threes on two or more lines.
    DoubleThree,
}

/// Which reading of the disputed point (the rules text, "The one disputed point").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Reading {
    /// Literal RIF: a straight-four point that at the same time completes a five (in any
    /// direction) is not a straight-four point. Default.
    #[default]
    Literal,
    /// The other reading: such a point still makes the row a three (the five is a legal
    /// winning move).
    FiveKeepsThree,
}

/// One of the four line directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Along a row: step `(1, 0)`.
    Horizontal,
    /// Along a column: step `(0, 1)`.
    Vertical,
    /// Up and to the right: step `(1, 1)`.
    Diagonal,
    /// Down and to the right: step `(1, -1)`.
    AntiDiagonal,
}

impl Direction {
    /// All four directions, in the order horizontal, vertical, diagonal, anti-diagonal.
    pub const ALL: [Direction; 4] = [
        Direction::Horizontal,
        Direction::Vertical,
        Direction::Diagonal,
        Direction::AntiDiagonal,
    ];

    /// The `(d_col, d_row)` step that moves one point along the line.
    ///
    /// ```
    /// use renju_reference::Direction;
    ///
    /// assert_eq!(Direction::AntiDiagonal.step(), (1, -1));
    /// ```
    pub fn step(self) -> (isize, isize) {
        match self {
            Direction::Horizontal => (1, 0),
            Direction::Vertical => (0, 1),
            Direction::Diagonal => (1, 1),
            Direction::AntiDiagonal => (1, -1),
        }
    }
}

/// The point `k` steps from `(col, row)` along `dir` (negative `k` goes backwards), or `None`
/// if that is off `board`. `(col, row)` itself must be on the board.
fn point_along(
    board: &Board,
    (col, row): (usize, usize),
    dir: Direction,
    k: isize,
) -> Option<(usize, usize)> {
    let (d_col, d_row) = dir.step();
    let c = col as isize + d_col * k;
    let r = row as isize + d_row * k;
    let size = board.size() as isize;
    if (0..size).contains(&c) && (0..size).contains(&r) {
        Some((c as usize, r as usize))
    } else {
        None
    }
}

/// How many stones of `color` lie next to `p` going in the `sign` direction (+1 or -1) along
/// `dir`, counted one by one until an empty point, another stone or the edge.
fn count_side(
    board: &Board,
    p: (usize, usize),
    dir: Direction,
    sign: isize,
    color: Stone,
) -> usize {
    let mut n = 0;
    while let Some((c, r)) = point_along(board, p, dir, sign * (n as isize + 1)) {
        if board.get(c, r) == Some(color) {
            n += 1;
        } else {
            break;
        }
    }
    n
}

/// The unbroken run of `color` through `p` along `dir`, as `(steps backwards, steps forwards)`
/// from `p`, counting `p` as if it held `color` (whatever it holds). The run is
/// `1 + back + forward` stones long.
fn run_extent(board: &Board, p: (usize, usize), dir: Direction, color: Stone) -> (usize, usize) {
    (
        count_side(board, p, dir, -1, color),
        count_side(board, p, dir, 1, color),
    )
}

/// Length of the unbroken run of `p`'s colour through `p` along `dir` (0 if `p` is empty).
fn run_length(board: &Board, p: (usize, usize), dir: Direction) -> usize {
    match board.get(p.0, p.1) {
        None => 0,
        Some(color) => {
            let (back, forward) = run_extent(board, p, dir, color);
            1 + back + forward
        }
    }
}

/// Whether placing `color` on the empty point `q` makes a winning five for that colour along
/// `dir`.
fn makes_five(board: &Board, q: (usize, usize), dir: Direction, color: Stone) -> bool {
    let (back, forward) = run_extent(board, q, dir, color);
    color.wins_with(1 + back + forward)
}

/// The fours containing `p` on the line `dir`, each as the sorted offsets (relative to `p`)
/// of its four stones; no set appears twice.
///
/// A four is four stones of `color` to which one more stone on an empty point makes a five.
/// That five is five consecutive points, so every four lies in a window of five consecutive
/// points holding the four stones and one empty point E, where placing E wins for `color`
/// (for black: exactly five, so the points just outside the window must not be black).
fn fours_on_line(
    board: &Board,
    p: (usize, usize),
    dir: Direction,
    color: Stone,
) -> Vec<[isize; 4]> {
    let mut sets: Vec<[isize; 4]> = Vec::new();
    // Every window of five consecutive points that contains p: it starts 0..=4 steps before p.
    for start in -4..=0isize {
        let window = [start, start + 1, start + 2, start + 3, start + 4];
        let mut blocked = false;
        let mut empties = 0;
        let mut empty = None; // (offset, point) of an empty point of the window
        for k in window {
            match point_along(board, p, dir, k) {
                None => blocked = true, // the edge blocks like an opponent stone
                Some(q) => match board.get(q.0, q.1) {
                    Some(s) if s == color => {}
                    Some(_) => blocked = true,
                    None => {
                        empties += 1;
                        empty = Some((k, q));
                    }
                },
            }
        }
        // Five points, none blocked, exactly one empty: the other four hold `color`.
        let Some((empty_offset, empty_point)) = empty else {
            continue;
        };
        if blocked || empties != 1 || !makes_five(board, empty_point, dir, color) {
            continue;
        }
        // The four is the window without its empty point.
        let mut set = [0isize; 4];
        for (slot, k) in set
            .iter_mut()
            .zip(window.into_iter().filter(|&k| k != empty_offset))
        {
            *slot = k;
        }
        if !sets.contains(&set) {
            sets.push(set);
        }
    }
    sets
}

/// If the run through `p` along `dir` is a straight four (an unbroken run of exactly four,
/// with an empty point at each end where a stone makes a five), its extent as
/// `(first offset, last offset)` relative to `p`.
fn straight_four_extent(
    board: &Board,
    p: (usize, usize),
    dir: Direction,
    color: Stone,
) -> Option<(isize, isize)> {
    if board.get(p.0, p.1) != Some(color) {
        return None;
    }
    let (back, forward) = run_extent(board, p, dir, color);
    if 1 + back + forward != 4 {
        return None;
    }
    let first = -(back as isize);
    let last = forward as isize;
    for end in [first - 1, last + 1] {
        let q = point_along(board, p, dir, end)?; // an end on the edge: blocked, not straight
        if board.get(q.0, q.1).is_some() || !makes_five(board, q, dir, color) {
            return None;
        }
    }
    Some((first, last))
}

/// What one line through a stone just placed at P holds, by the rules' definitions.
///
/// Computed by [`line_facts`] on a board where P already holds a stone of the given colour.
/// Only shapes that contain P count ("meet in this intersection").
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct LineFacts {
    /// The unbroken run through P is a win for the colour: black exactly 5, white 5 or more.
    pub five: bool,
    /// The unbroken run through P has 6 or more stones. Only black can have an overline: for
    /// white six or more is a five, so this is always `false` for white.
    pub overline: bool,
    /// The number of distinct fours containing P on this line, counted as distinct *sets of
    /// four stones* (a straight four counts once). `0` when `five` is true.
    pub fours: usize,
    /// The line holds a straight four containing P (`.XXXX.`, both ends making a five).
    pub straight_four: bool,
    /// The empty points Q on this line such that placing Q makes a straight four containing
    /// both P and Q, in order along the line's direction (backwards first). This is a
    /// line-only test: it does not look at other directions (whether Q also completes a five
    /// elsewhere) nor at whether Q is a legal move. Empty when `fours > 0` or `five`.
    pub three_points: Vec<(usize, usize)>,
}

/// The facts of the line through `(col, row)` in direction `dir`, on a board where that point
/// already holds a stone of `color`.
///
/// Everything is counted stone by stone on `board_with_p`. If `(col, row)` is off the board or
/// does not hold a stone of `color`, the result is `LineFacts::default()` (nothing at all).
///
/// For white a four is, in the same way, four white stones that lie in a window of five
/// consecutive points with one empty point; since white wins with five or more, the points
/// outside the window do not matter.
///
/// ```
/// use renju_reference::{line_facts, Board, Direction, Stone};
///
/// // Row 8: . . . . . f g h . . . (black f8 g8 h8, h8 being P): an open three.
/// let board = Board::from_names(&["f8", "g8", "h8"], &[]).unwrap();
/// let facts = line_facts(&board, 7, 7, Direction::Horizontal, Stone::Black);
/// assert_eq!(facts.fours, 0);
/// let names: Vec<String> = facts
///     .three_points
///     .iter()
///     .map(|&(c, r)| Board::point_name(c, r))
///     .collect();
/// assert_eq!(names, ["e8", "i8"]);
/// ```
pub fn line_facts(
    board_with_p: &Board,
    col: usize,
    row: usize,
    dir: Direction,
    color: Stone,
) -> LineFacts {
    let p = (col, row);
    if board_with_p.get(col, row) != Some(color) {
        return LineFacts::default();
    }
    let run = run_length(board_with_p, p, dir);
    let five = color.wins_with(run);
    let overline = color == Stone::Black && run >= 6;
    if five {
        return LineFacts {
            five,
            overline,
            ..LineFacts::default()
        };
    }
    let fours = fours_on_line(board_with_p, p, dir, color).len();
    let straight_four = straight_four_extent(board_with_p, p, dir, color).is_some();
    let mut three_points = Vec::new();
    if fours == 0 {
        // A straight four has four stones, so Q is at most three steps from P.
        for k in [-3, -2, -1, 1, 2, 3] {
            let Some(q) = point_along(board_with_p, p, dir, k) else {
                continue;
            };
            if board_with_p.get(q.0, q.1).is_some() {
                continue;
            }
            let with_q = board_with_p.with_stone(q, color);
            if let Some((first, last)) = straight_four_extent(&with_q, p, dir, color) {
                if (first..=last).contains(&k) {
                    three_points.push(q);
                }
            }
        }
    }
    LineFacts {
        five,
        overline,
        fours,
        straight_four,
        three_points,
    }
}

/// Whether `q` (a point holding a black stone) completes a black five on any line.
fn completes_five_anywhere(board_with_q: &Board, q: (usize, usize)) -> bool {
    Direction::ALL
        .iter()
        .any(|&dir| Stone::Black.wins_with(run_length(board_with_q, q, dir)))
}

/// The verdict for the black stone at `p` on `board_with_p` (the rules text, steps 1 to 5).
fn judge_placed(
    board_with_p: &Board,
    p: (usize, usize),
    reading: Reading,
) -> Option<ForbiddenKind> {
    let lines: [LineFacts; 4] =
        Direction::ALL.map(|dir| line_facts(board_with_p, p.0, p.1, dir, Stone::Black));

    // 1. Exactly five on any line wins, whatever else the move makes.
    if lines.iter().any(|f| f.five) {
        return None;
    }
    // 2. Overline.
    if lines.iter().any(|f| f.overline) {
        return Some(ForbiddenKind::Overline);
    }
    // 3. Fours, counted as distinct sets over all four lines.
    let fours: usize = lines.iter().map(|f| f.fours).sum();
    if fours >= 2 {
        return Some(ForbiddenKind::DoubleFour);
    }
    // 4. Threes: a line (without a four through P) holds a three if it has a straight-four
    //    point Q; the three is real if some such Q is a legal move on this board.
    //    `three_points` is already empty on a line with a four.
    let candidate_lines: Vec<&LineFacts> = lines
        .iter()
        .filter(|f| !f.three_points.is_empty())
        .collect();
    if candidate_lines.len() < 2 {
        // At most one line can hold a three: no double-three, whatever the recursion says.
        return None;
    }
    let mut real_threes = 0;
    for facts in candidate_lines {
        let real = facts
            .three_points
            .iter()
            .any(|&q| is_playable_straight_four_point(board_with_p, q, reading));
        if real {
            real_threes += 1;
            if real_threes >= 2 {
                return Some(ForbiddenKind::DoubleThree);
            }
        }
    }
    // 5. A single four, a single three, a four-three: legal.
    None
}

/// Whether the line-only straight-four point `q` (empty on `board_with_p`) makes the three
/// real: under the literal reading it must not complete a five on any line, and it must be a
/// legal black move on `board_with_p`, decided by the whole procedure, recursively.
fn is_playable_straight_four_point(
    board_with_p: &Board,
    q: (usize, usize),
    reading: Reading,
) -> bool {
    let board_with_q = board_with_p.with_stone(q, Stone::Black);
    if reading == Reading::Literal && completes_five_anywhere(&board_with_q, q) {
        // "without at the same time a five in a row is made": not a straight-four point.
        return false;
    }
    // Under `FiveKeepsThree` a point completing a five is legal (step 1), so it counts.
    judge_placed(&board_with_q, q, reading).is_none()
}

/// The verdict for black playing at `(col, row)`.
///
/// Returns `Some(kind)` if the move is forbidden, reporting the first of overline,
/// double-four, double-three that applies. Returns `None` if the move is legal, and also if
/// the point is already occupied or off the board (such a point is not a move at all, so it
/// is never reported as forbidden).
///
/// ```
/// use renju_reference::{forbidden, Board, ForbiddenKind, Reading};
///
/// // The "overline" example of the rules text: e8 f8 g8 _ i8 j8 with h8 filled is six.
/// let board = Board::from_names(&["e8", "f8", "g8", "i8", "j8"], &[]).unwrap();
/// assert_eq!(forbidden(&board, 7, 7, Reading::Literal), Some(ForbiddenKind::Overline));
/// // Occupied and off-board points are never forbidden.
/// assert_eq!(forbidden(&board, 4, 7, Reading::Literal), None);
/// assert_eq!(forbidden(&board, 99, 7, Reading::Literal), None);
/// ```
pub fn forbidden(board: &Board, col: usize, row: usize, reading: Reading) -> Option<ForbiddenKind> {
    if !board.contains(col, row) || board.get(col, row).is_some() {
        return None;
    }
    let board_with_p = board.with_stone((col, row), Stone::Black);
    judge_placed(&board_with_p, (col, row), reading)
}

/// Every empty point that is forbidden for black, with its kind, sorted by row and then by
/// column (`a1`, `b1`, ..., `o1`, `a2`, ... on 15x15; any board the same way).
///
/// ```
/// use renju_reference::{forbidden_map, Board, ForbiddenKind, Reading};
///
/// let board = Board::from_names(&["d8", "e8", "f8", "j8", "k8", "l8"], &[]).unwrap();
/// assert_eq!(
///     forbidden_map(&board, Reading::Literal),
///     vec![((7, 7), ForbiddenKind::DoubleFour)] // h8
/// );
/// ```
pub fn forbidden_map(board: &Board, reading: Reading) -> Vec<((usize, usize), ForbiddenKind)> {
    let mut map = Vec::new();
    for row in 0..board.size() {
        for col in 0..board.size() {
            if let Some(kind) = forbidden(board, col, row, reading) {
                map.push(((col, row), kind));
            }
        }
    }
    map
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn point_names_round_trip_over_the_whole_board() {
        for row in 0..Board::STANDARD_SIZE {
            for col in 0..Board::STANDARD_SIZE {
                let name = Board::point_name(col, row);
                assert_eq!(Board::parse_point(&name), Some((col, row)), "{name}");
            }
        }
    }

    #[test]
    fn point_names_round_trip_on_every_size() {
        for size in Board::MIN_SIZE..=Board::MAX_SIZE {
            let mut names = 0;
            for row in 0..size {
                for col in 0..size {
                    let name = Board::point_name_on(col, row, size);
                    assert_eq!(
                        Board::parse_point_on(&name, size),
                        Some((col, row)),
                        "{name}"
                    );
                    names += 1;
                }
            }
            assert_eq!(names, size * size);
            // The first column and the first row past the edge are not points of the board.
            let past = char::from(b'a' + size as u8);
            if size < Board::MAX_SIZE {
                assert_eq!(Board::parse_point_on(&format!("{past}1"), size), None);
            }
            assert_eq!(Board::parse_point_on(&format!("a{}", size + 1), size), None);
            assert_eq!(Board::point_name_on(size, 0, size), format!("({size},0)"));
        }
    }

    #[test]
    fn unsupported_sizes_are_refused() {
        for size in [0, 1, 4, 27, 30, usize::MAX] {
            assert_eq!(
                Board::with_size(size),
                Err(format!(
                    "board size {size} is not supported: a side has 5 to 26 points"
                ))
            );
            assert!(Board::sized_from_names(size, &[], &[]).is_err());
        }
        // Point names of no board at all.
        assert_eq!(Board::parse_point_on("a27", 26), None);
        assert_eq!(Board::parse_point_on("{1", 26), None);
    }

    #[test]
    fn parse_point_rejects_malformed_names_without_panicking() {
        for bad in [
            "",
            "h",
            "8",
            "h0",
            "h16",
            "p8",
            "h08",
            "h+8",
            "h-8",
            "h 8",
            " h8",
            "h8 ",
            "hh8",
            "é8",
            "h٨",
            "h１",
            "h999999999999999999999",
        ] {
            assert_eq!(Board::parse_point(bad), None, "{bad:?}");
        }
        assert_eq!(Board::parse_point("H8"), Some((7, 7)));
    }

    #[test]
    fn point_along_stops_at_the_edge() {
        let b = Board::new();
        assert_eq!(point_along(&b, (0, 0), Direction::Horizontal, -1), None);
        assert_eq!(point_along(&b, (0, 0), Direction::AntiDiagonal, 1), None);
        assert_eq!(
            point_along(&b, (0, 14), Direction::AntiDiagonal, 1),
            Some((1, 13))
        );
        assert_eq!(point_along(&b, (14, 14), Direction::Diagonal, 1), None);
    }

    #[test]
    fn point_along_stops_at_the_edge_of_each_size() {
        for size in [5, 19, 26] {
            let b = Board::with_size(size).unwrap();
            let last = size - 1;
            assert_eq!(point_along(&b, (last, 0), Direction::Horizontal, 1), None);
            assert_eq!(point_along(&b, (last, last), Direction::Vertical, 1), None);
            assert_eq!(
                point_along(&b, (last - 1, last - 1), Direction::Diagonal, 1),
                Some((last, last))
            );
            assert_eq!(
                point_along(&b, (last, last), Direction::Diagonal, -(last as isize)),
                Some((0, 0))
            );
            assert_eq!(
                point_along(&b, (0, last), Direction::AntiDiagonal, size as isize),
                None
            );
        }
        // 15x15's last column is inside a 19x19 board.
        let b = Board::with_size(19).unwrap();
        assert_eq!(
            point_along(&b, (14, 14), Direction::Diagonal, 1),
            Some((15, 15))
        );
    }

    #[test]
    fn run_counting_is_per_colour_and_stops_at_other_stones() {
        // Row 8: black d8 e8 f8, white g8, black h8.
        let board = Board::from_names(&["d8", "e8", "f8", "h8"], &["g8"]).unwrap();
        assert_eq!(run_length(&board, (4, 7), Direction::Horizontal), 3);
        assert_eq!(run_length(&board, (6, 7), Direction::Horizontal), 1); // the white stone
        assert_eq!(run_length(&board, (7, 7), Direction::Horizontal), 1);
        assert_eq!(run_length(&board, (0, 0), Direction::Horizontal), 0); // empty
    }

    #[test]
    fn setting_and_clearing_points() {
        let mut board = Board::default();
        assert_eq!(board, Board::new());
        assert!(board.set(14, 14, Some(Stone::White)));
        assert_eq!(board.get(14, 14), Some(Stone::White));
        assert!(board.set(14, 14, None));
        assert_eq!(board, Board::new());
        assert!(!board.set(0, 15, Some(Stone::Black)));
        let mut big = Board::with_size(26).unwrap();
        assert!(big.set(25, 25, Some(Stone::Black)));
        assert!(big.set(25, 25, None));
        assert_eq!(big, Board::with_size(26).unwrap());
        assert_ne!(Board::with_size(19).unwrap(), Board::with_size(20).unwrap());
        assert!(!board.set(usize::MAX, usize::MAX, Some(Stone::Black)));
        assert_eq!(board.get(usize::MAX, 0), None);
        assert_eq!(
            Board::point_name(usize::MAX, 0),
            format!("({},0)", usize::MAX)
        );
    }
}
