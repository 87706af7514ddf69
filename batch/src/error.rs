//! What a batch refuses, each naming what was wrong and where.

use crate::MAX_THREADS;
use renju::{Point, SizeError};

/// Why [`forbidden_maps`](crate::forbidden_maps) wrote nothing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BatchError {
    /// The board size is not 5 ..= 26.
    #[error(transparent)]
    Size(#[from] SizeError),
    /// The cells are not a whole number of boards.
    #[error("{len} cells are not whole {size}x{size} boards ({} cells each)", size * size)]
    CellsLength {
        /// The number of cells given.
        len: usize,
        /// The board's side.
        size: usize,
    },
    /// The output is not as long as the cells.
    #[error("{out} kinds for {cells} cells: the output must be as long as the cells")]
    OutLength {
        /// The number of cells.
        cells: usize,
        /// The length of the output.
        out: usize,
    },
    /// A cell holds a value that is not 0, 1 or 2: the first one, in board order.
    #[error(
        "board {board}, cell {index} ({point}) holds {value}: a cell is 0 (empty), 1 (black) or 2 (white)"
    )]
    BadCell {
        /// The board's number (0 is the first).
        board: usize,
        /// The cell's index on its board (`row * size + col`).
        index: usize,
        /// The cell's point.
        point: Point,
        /// The value found.
        value: u8,
        /// The board's side.
        size: usize,
    },
    /// A thread count outside 1 ..= [`MAX_THREADS`].
    #[error("threads = {asked}: a batch runs on 1 to {MAX_THREADS} threads (or all cores)")]
    Threads {
        /// The count asked for.
        asked: usize,
    },
    /// The operating system would not start the pool's threads.
    #[error("could not start {threads} threads: {reason}")]
    ThreadsUnavailable {
        /// The pool's thread count.
        threads: usize,
        /// What the thread pool said.
        reason: String,
    },
}
