//! The verdict on a black move, step by step as the rules text states it: five, overline,
//! double four, then double three with the false-three rule's recursion ([`forbidden`],
//! [`forbidden_map`]); the kinds of forbidden move ([`ForbiddenKind`]) and the two readings
//! of the disputed point ([`Reading`]). A new kind is written here.

use crate::lines::{line_facts, run_length, LineFacts};
use crate::{Board, Direction, Stone};

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
