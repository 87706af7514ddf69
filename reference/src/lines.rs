//! One line through a point, read stone by stone: the four [`Direction`]s, runs and their
//! extents, fives, the fours on a line, straight fours, and what one line holds for a
//! just-placed stone ([`LineFacts`], [`line_facts`]).

use crate::{Board, Stone};

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
pub(crate) fn point_along(
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
pub(crate) fn run_length(board: &Board, p: (usize, usize), dir: Direction) -> usize {
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
