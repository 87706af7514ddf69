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

mod board;
mod judge;
mod lines;
#[cfg(test)]
mod tests;

pub use board::{Board, Stone};
pub use judge::{forbidden, forbidden_map, ForbiddenKind, Reading};
pub use lines::{line_facts, Direction, LineFacts};
