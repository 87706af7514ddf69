//! The small shared vocabulary of the Renju rules tables.
//!
//! Both the build-time generator (`renju-codegen`) and the runtime (`renju`) speak in these
//! terms, so the tables the one writes and the other reads cannot drift apart:
//!
//! - [`Color`] and [`Cell`]: whose stone, and what a point holds *from one colour's view*.
//! - [`Window`]: the 11 points of one line centred on the point under test, and its dense
//!   index `0..59049` (base 3 over the 10 outer points); [`WideWindow`]: the same with the
//!   board edge as a cell of its own and what ends a run reaching past it, for the rules
//!   that judge wins by their ends.
//! - [`MIN_SIZE`]..=[`MAX_SIZE`], [`STANDARD_SIZE`], [`point_name`] and [`resolve_size`]: the
//!   board sizes and point names every crate agrees on, and which size a position is judged on.
//! - [`PatternClass`]: what one line through a just-placed stone holds (five, overline, fours,
//!   straight four, the straight-four points of a three), packed into a `u16`.
//! - [`RuleSettings`]: what a rule variant says per colour (how a five wins, what is forbidden)
//!   and its choice on the disputed point ([`StraightFourPointCompletingFive`]).
//!
//! The `serde` feature derives `Deserialize` for the settings, from the words rule files use
//! (`"exactly-five"`, `"double-three"`, `"counts"`, ...); the generator reads rule files
//! with it.
//!
//! A window, drawn the way this project draws lines (`*` the point under test, `X` own stone,
//! `O` opponent stone or the board edge, `.` empty):
//!
//! ```
//! use renju_vocab::{Cell, Window};
//!
//! let w: Window = "...XX*.XO..".parse().unwrap();
//! assert_eq!(w.cell(-1), Cell::Own);
//! assert_eq!(w.cell(3), Cell::Opponent);
//! assert_eq!(Window::from_index(w.index()), Some(w));
//! assert_eq!(w.to_string(), "...XX*.XO..");
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]
// No operating system needed: the vocabulary is plain data, and only the texts it makes
// (names, class descriptions, window pictures) allocate (through `alloc`).
#![no_std]

extern crate alloc;
#[cfg(test)]
extern crate std;

mod board_size;
mod class;
mod color;
mod kind;
mod located;
mod name;
mod rules;
mod seen;
mod source_spot;
mod tables;
#[cfg(feature = "serde")]
mod text_serde;
mod wide;
mod window;

#[cfg(feature = "serde")]
#[doc(hidden)]
pub use serde;

pub use board_size::{
    column_letter, is_supported_size, parse_point_name, point_name, resolve_size, PointName,
    SizeChoiceError, SizePolicy, MAX_SIZE, MIN_SIZE, SIZES, STANDARD_SIZE,
};
pub use class::{PatternClass, StraightFourPoints};
pub use color::{Cell, Color};
pub use kind::{ForbiddenKind, ForbiddenSet, KindAttributes, KINDS};
pub use located::{InFile, Located};
pub use name::{is_rule_name, ParseNameError};
pub use rules::{
    BoardEdge, ColorRules, OpenEnds, PatternDefinitions, RuleSettings,
    StraightFourPointCompletingFive, Win,
};
pub use seen::{seen_index, seen_left, seen_right, side_view, SEEN_COUNT};
pub use source_spot::{prefix, shown_line, SourceSpot, SHOWN_LINE_CHARS};
pub use tables::{ColorTables, LineTables};
pub use wide::{
    wide_seen_index, wide_side_code, ParseWideWindowError, WideWindow, WIDE_LEN, WIDE_REACH,
    WIDE_SEEN_COUNT, WIDE_SIDE_CODES,
};
pub use window::{ParseWindowError, Window, REACH, WINDOW_COUNT, WINDOW_LEN};
