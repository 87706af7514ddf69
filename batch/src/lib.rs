//! Forbidden maps of many boards of one size at once, over a thread pool: the one batch path
//! of the C ABI (`renju_forbidden_maps`) and the Python package (`forbidden`), with one
//! policy for threads and errors.
//!
//! Boards are cell arrays as [`renju::cells`] describes them: on a board of `size` points a
//! side, `size * size` cells a board (index `row * size + col`; 0 empty, 1 black, 2 white),
//! the boards one after another. Each board's map is written as as many kind codes (0 not
//! forbidden or occupied, 1 double-three, 2 double-four, 3 overline).
//!
//! **Errors.** Every argument and every cell is checked before any map is computed: on an
//! error nothing is written, and the error names what was wrong and where (the first bad
//! cell by board, index and point). See [`BatchError`].
//!
//! **Threads** ([`Threads`]): one (the calling thread), a count from 1 to [`MAX_THREADS`], or
//! all cores. The pools are kept between calls, at most [`MAX_POOLS`] of them (the least
//! recently used is let go), so no sequence of calls leaves more than
//! `MAX_POOLS * MAX_THREADS` threads. They are **fork-safe**: a process forked from one that
//! used them (Python `multiprocessing`, PyTorch `DataLoader` workers, a C `fork()`) notices
//! that it is a new process and builds its own pools, rather than waiting for threads that
//! do not exist in it.
//!
//! ```
//! use renju::{point, Color, Rule};
//! use renju_batch::{forbidden_maps, Threads};
//! // Two 15x15 boards: RIF 9.3's double-three (black f8 g8 h9 h10), and an empty board.
//! let mut cells = vec![0u8; 2 * 225];
//! for p in [point!(f8), point!(g8), point!(h9), point!(h10)] {
//!     cells[p.index(15)] = 1;
//! }
//! let mut kinds = vec![0xFFu8; cells.len()];
//! let renju = Rule::default_rule();
//! assert_eq!(forbidden_maps(renju, 15, Color::Black, &cells, &mut kinds, Threads::ALL), Ok(1));
//! assert_eq!(kinds[point!(h8).index(15)], 1); // double-three
//! assert_eq!(kinds.iter().filter(|&&k| k != 0).count(), 1);
//!
//! // A bad cell on the second board, at its last point: named, and nothing written.
//! cells[225 + point!(o15).index(15)] = 7;
//! let mut untouched = vec![0xFFu8; cells.len()];
//! let error = forbidden_maps(renju, 15, Color::Black, &cells, &mut untouched, Threads::ONE);
//! assert_eq!(error.unwrap_err().to_string(),
//!            "board 1, cell 224 (o15) holds 7: a cell is 0 (empty), 1 (black) or 2 (white)");
//! assert!(untouched.iter().all(|&k| k == 0xFF));
//! ```

mod error;
mod maps;
mod pools;
mod threads;

pub use error::BatchError;
pub use maps::{forbidden_map, forbidden_maps};
pub use pools::MAX_POOLS;
pub use threads::{Threads, MAX_THREADS};
