//! [`Move`]: a stone placed as a move, the word every part of the referee shares.

use renju::{Color, Point};

/// A move: the point and the colour of its stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the stone was placed.
    pub point: Point,
    /// Whose stone it is.
    pub color: Color,
}
