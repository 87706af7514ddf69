//! Bridges between the runtime (`renju`) and the independent reference implementation
//! (`renju_reference`): the same board, verdicts and forbidden maps in the runtime's types,
//! on a board of any size.

use renju::{Board, BoardSize, Color, ForbiddenKind, Point};
use renju_reference as reference;

pub use reference::Reading;

/// The reference board holding the same stones as `board` (of the same size).
pub fn board<S: BoardSize>(board: &Board<S>) -> reference::Board {
    let mut out = reference::Board::with_size(S::N)
        .unwrap_or_else(|e| panic!("the reference refuses the runtime's size: {e}"));
    for color in Color::ALL {
        let stone = match color {
            Color::Black => reference::Stone::Black,
            Color::White => reference::Stone::White,
        };
        for p in board.stones(color) {
            assert!(
                out.set(p.col(), p.row(), Some(stone)),
                "{p} is on the board"
            );
        }
    }
    out
}

/// The reference's kind as the runtime's kind.
pub fn kind(k: reference::ForbiddenKind) -> ForbiddenKind {
    match k {
        reference::ForbiddenKind::Overline => ForbiddenKind::Overline,
        reference::ForbiddenKind::DoubleFour => ForbiddenKind::DoubleFour,
        reference::ForbiddenKind::DoubleThree => ForbiddenKind::DoubleThree,
    }
}

/// The runtime point at the reference's `(col, row)`.
pub fn point((col, row): (usize, usize)) -> Point {
    Point::new(col, row)
        .unwrap_or_else(|| panic!("reference point ({col}, {row}) is off the board"))
}

/// Why the reference forbids black at `p` on `board` under `reading` (`None`: legal, or
/// occupied).
pub fn forbidden<S: BoardSize>(
    board: &Board<S>,
    p: Point,
    reading: Reading,
) -> Option<ForbiddenKind> {
    reference::forbidden(&self::board(board), p.col(), p.row(), reading).map(kind)
}

/// The reference's full forbidden map of `board` under `reading`, in the runtime's types and
/// order (row-major, like `Rule::forbidden_map`).
pub fn forbidden_map<S: BoardSize>(
    board: &Board<S>,
    reading: Reading,
) -> Vec<(Point, ForbiddenKind)> {
    forbidden_map_of(&self::board(board), reading)
}

/// [`forbidden_map`] of a board already converted.
pub fn forbidden_map_of(board: &reference::Board, reading: Reading) -> Vec<(Point, ForbiddenKind)> {
    reference::forbidden_map(board, reading)
        .into_iter()
        .map(|(at, k)| (point(at), kind(k)))
        .collect()
}
