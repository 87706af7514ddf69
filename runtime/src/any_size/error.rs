//! [`AnyError`]: why a board of a size chosen at run time could not be made.

use crate::board::MoveError;
use crate::board_string::BoardStringError;
use crate::cells::CellError;
use crate::diagram::DiagramError;
use crate::size::SizeError;

/// Why a board of a size chosen at run time could not be made: the size, a stone, the cells,
/// the diagram or the board string. Each variant says what its error says (its `Display` is
/// the inner error's), and each inner error converts into it with `?`.
///
/// ```
/// use renju::{AnyBoard, AnyError, SizeError};
/// let e = AnyBoard::from_cells(4, &[0; 16]).unwrap_err();
/// assert_eq!(e, AnyError::Size(SizeError { size: 4 }));
/// assert_eq!(e.to_string(), SizeError { size: 4 }.to_string());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnyError {
    /// The size is not supported.
    #[error(transparent)]
    Size(#[from] SizeError),
    /// A stone is on a point given twice, or off the board.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// The cells are not `size * size` codes of 0, 1 or 2.
    #[error(transparent)]
    Cells(#[from] CellError),
    /// The diagram cannot be read.
    #[error(transparent)]
    Diagram(#[from] DiagramError),
    /// The board string is not `size * size` points.
    #[error(transparent)]
    BoardString(#[from] BoardStringError),
}
