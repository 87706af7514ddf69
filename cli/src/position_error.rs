//! What can be wrong with a JSON position or a board string ([`PositionError`]), and where a
//! stone was given ([`Place`]): shared by the reading of positions (`position.rs`) and of board
//! strings (`board_string.rs`).

use renju::{Color, MoveError, Point, SizeChoiceError, SizeError};
use std::fmt;

/// Where a stone was given: a colour's list and the 0-based index in it, shown as `black[2]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The list (`black` or `white`).
    pub color: Color,
    /// 0-based index in the list.
    pub index: usize,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[{}]", self.color, self.index)
    }
}

/// What is wrong with a JSON position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The text is not JSON (serde_json's message, with line and column).
    #[error("not JSON: {0}")]
    NotJson(String),
    /// The text is JSON but not a position: not an object, an unknown or repeated field, a
    /// value of the wrong type, a bad point name, a point given twice in one list (the
    /// message says which, with line and column).
    #[error("{0}")]
    NotPosition(String),
    /// No `id` where one is required.
    #[error("missing field \"id\": each position needs an id, a string or a number")]
    MissingId,
    /// A point past the edge of the board the position is on.
    #[error("{place}: {error}")]
    OffBoard {
        /// Where the point was given.
        place: Place,
        /// The error, naming the point and the board's size.
        error: MoveError,
    },
    /// A board size that is not supported.
    #[error(transparent)]
    Size(#[from] SizeError),
    /// A position whose `"size"` is not the size asked for (`--size`).
    #[error(
        "the position says \"size\": {given}, but a {asked}x{asked} board was asked for (--size)"
    )]
    SizeConflict {
        /// The position's size.
        given: usize,
        /// The size asked for.
        asked: usize,
    },
    /// A board string of the wrong length for the board.
    #[error("\"board\" has {len} characters, but a {size}x{size} board has {} (\"size\" or --size gives another board)", size * size)]
    BoardLength {
        /// Its length, in characters.
        len: usize,
        /// The board's side.
        size: usize,
    },
    /// A character of a board string that is no point.
    #[error("\"board\" character {}{}: {found:?} is not a point: use '.' (empty), 'x' or 'X' (black), 'o' or 'O' (white)",
            index + 1, point.map(|p| format!(" ({p})")).unwrap_or_default())]
    BoardCharacter {
        /// Its 0-based index in the string, in characters.
        index: usize,
        /// The character.
        found: char,
        /// The point it stands for, if the string is not longer than the board there.
        point: Option<Point>,
    },
    /// Both a board string and stone lists.
    #[error("give the stones either as \"board\" or as \"black\" and \"white\" lists, not both")]
    BoardAndLists,
    /// A point given in both lists.
    #[error("{point} is given twice: {first} and {second}")]
    Repeated {
        /// The point.
        point: Point,
        /// Where it was given first.
        first: Place,
        /// Where it was given again.
        second: Place,
    },
}

/// A size that could not be settled on ([`resolve_size`](renju::resolve_size)): the position's own and the one asked
/// for disagree, or the size is not supported.
impl From<SizeChoiceError> for PositionError {
    fn from(e: SizeChoiceError) -> PositionError {
        match e {
            SizeChoiceError::Conflict { own, asked } => {
                PositionError::SizeConflict { given: own, asked }
            }
            SizeChoiceError::Unsupported(size) => PositionError::Size(SizeError { size }),
        }
    }
}

impl From<serde_json::Error> for PositionError {
    fn from(e: serde_json::Error) -> PositionError {
        match e.classify() {
            serde_json::error::Category::Data => PositionError::NotPosition(e.to_string()),
            _ => PositionError::NotJson(e.to_string()),
        }
    }
}
