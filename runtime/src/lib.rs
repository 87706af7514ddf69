//! Renju forbidden moves, exactly: which empty points a player may not play, and why.
//!
//! Under the rules of the Renju International Federation (RIF 9.2-9.3) black may not make a
//! double-three, a double-four or an overline, unless the move makes exactly five; and a
//! three only counts if it can become a straight four by a move that is itself allowed,
//! which makes the rule recursive. Other variants (gomoku, caro, omok) are rule files too.
//!
//! The rules are data (`rules-spec/*.toml`); at build time `renju-codegen` classifies every
//! 11-point line window from them and emits dense tables. A check of one point is then four
//! table lookups (one per direction), plus, only when two lines hold a three, the false-three
//! rule: each three's straight-four points are judged in turn, by the same procedure, on the
//! board that already holds the stone.
//!
//! # A position
//!
//! RIF 9.3's false three, black to play. The row three `e8 f8 . h8` can only become a straight
//! four at g8, and g8 is an overline (g6-g11), so playing h8 makes one real three (the
//! column): h8 is allowed. Boards read and print as diagrams like this one:
//!
//! ```
//! use renju::{point, Board, Color, ForbiddenKind, Rule, Verdict};
//!
//! let board: Board = "
//!    a b c d e f g h i j k l m n o
//! 15 . . . . . . . . . . . . . . .
//! 14 . . . . . . . . . . . . . . .
//! 13 . . . . . . . . . . . . . . .
//! 12 . . . . . . . . . . . . . . .
//! 11 . . . . . . X . . . . . . . .
//! 10 . . . . . . X X . . . . . . .
//!  9 . . . . . . X X . . . . . . .
//!  8 . . . . X X . . . . . . . . .
//!  7 . . . . . . X . . . . . . . .
//!  6 . . . . . . X . . . . . . . .
//!  5 . . . . . . . . . . . . . . .
//!  4 . . . . . . . . . . . . . . .
//!  3 . . . . . . . . . . . . . . .
//!  2 . . . . . . . . . . . . . . .
//!  1 . . . . . . . . . . . . . . .
//! ".parse().unwrap();
//! let renju = Rule::default_rule();
//!
//! // One point: what the move would do.
//! assert_eq!(renju.verdict(&board, point!(h8), Color::Black), Ok(Verdict::Allowed));
//! assert_eq!(renju.forbidden(&board, point!(g8), Color::Black), Some(ForbiddenKind::Overline));
//!
//! // The whole map, with kinds: g8 overline; e9 f9 i9 h11 double-three.
//! let map = renju.forbidden_map(&board, Color::Black);
//! assert_eq!(map.to_string(),
//!            "g8 overline, e9 double-three, f9 double-three, i9 double-three, h11 double-three");
//!
//! // Why: the ruling as a tree, each straight-four point judged in turn.
//! let why = renju.explain(&board, point!(h8), Color::Black).unwrap();
//! assert!(why.to_string().contains("the row three is false: g8 forbidden (overline)"));
//! ```
//!
//! # Entry points
//!
//! - [`Rule`]: a variant (`Rule::default_rule()` is `renju`, the literal RIF reading;
//!   [`Rule::by_name`] finds the others) and its questions: [`Rule::verdict`],
//!   [`Rule::forbidden`], [`Rule::forbidden_map`], [`Rule::makes_five`], [`Rule::explain`].
//! - [`Board`], [`Point`] (and the compile-time [`point!`]), [`Color`]: positions.
//! - [`ForbiddenMap`]: the forbidden points of one colour with their [`ForbiddenKind`]s.
//! - [`IncrementalBoard`]: for engines, a board that keeps both maps up to date as stones
//!   are placed and taken back:
//!
//! ```
//! use renju::{point, Color, IncrementalBoard, Rule, Verdict};
//! let mut game: IncrementalBoard = IncrementalBoard::new(Rule::by_name("renju").unwrap());
//! for (p, color) in [(point!(h8), Color::Black), (point!(h9), Color::White),
//!                    (point!(g8), Color::Black), (point!(i9), Color::White)] {
//!     assert_eq!(game.place(p, color), Ok(Verdict::Allowed));
//! }
//! assert!(game.forbidden_map(Color::Black).is_empty());
//! assert_eq!(game.undo(), Some((point!(i9), Color::White)));
//! ```
//!
//! - [`explain`]: the explanation tree; [`tables`]: the windows and classes the tables are
//!   made of, for auditing them; [`diagram`]: drawing boards.
//!
//! With the `serde` feature, points (`"h8"`), colours, kinds (`"double-three"`), verdicts,
//! forbidden maps and explanation trees serialize as the words people read.

#![forbid(unsafe_code)]
#![deny(missing_docs)]
// No operating system needed: the tables are statics, and only explanations, diagrams and
// the incremental board's history allocate (through `alloc`). `make no-std` (CI) builds the
// crate for x86_64-unknown-none, which has no std; the SSE2 paths are compiled only where the
// target has SSE2 (`target_feature = "sse2"`), the portable ones elsewhere.
#![no_std]

extern crate alloc;
#[cfg(test)]
extern crate std;

mod any_size;
mod board;
pub mod board_string;
mod candidates;
pub mod cells;
mod deep_verdict;
pub mod diagram;
mod direction;
pub mod explain;
mod forbidden_map;
mod geometry;
mod incremental;
mod judge;
mod layout;
mod line_class;
mod line_reading;
mod line_set;
mod on_board;
mod plane;
mod point;
mod point_set;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod row_count;
mod rule;
mod rule_facts;
mod rule_parts;
#[cfg(feature = "serde")]
mod serde_impls;
mod size;
#[cfg(test)]
mod test_rng;

pub use any_size::board::AnyBoard;
pub use any_size::error::AnyError;
pub use any_size::incremental::AnyIncrementalBoard;
pub use board::{Board, MoveError};
pub use board_string::BoardStringError;
pub use candidates::forbidden_candidates;
pub use cells::CellError;
pub use diagram::DiagramError;
pub use direction::Direction;
pub use forbidden_map::ForbiddenMap;
#[doc(hidden)]
pub use geometry::{Geometry, LinePlace};
pub use incremental::IncrementalBoard;
pub use judge::Verdict;
#[doc(hidden)]
pub use layout::{Large, Layout, LineStore, Medium, PerPoint, Small, Words};
pub use on_board::OnBoard;
pub use point::{ParsePointError, Point, PointOnBoardError};
pub use point_set::PointSet;
pub use renju_vocab::{
    resolve_size, Color, ForbiddenKind, ParseNameError, SizeChoiceError, SizePolicy,
};
pub use rule::{Rule, UnknownRule};
pub use rule_facts::{Restricts, RuleFacts, SettingInWords};
pub use rule_parts::{PartsError, RuleParts};
pub use size::{BoardSize, Size, SizeError, Standard, MAX_SIZE, MIN_SIZE, STANDARD_SIZE};

/// What the generated tables are made of, for auditing them: the 11-point line
/// [`Window`](tables::Window) around a point (or, for the rules that judge wins by their ends
/// past it, the 13-point [`WideWindow`](tables::WideWindow)), its
/// [`PatternClass`](tables::PatternClass), and the per-colour
/// [`RuleSettings`](tables::RuleSettings) of a variant. See [`Rule::class`],
/// [`Rule::wide_class`] and [`Rule::line_classes`].
pub mod tables {
    pub use renju_vocab::{
        BoardEdge, Cell, ColorRules, ColorTables, ForbiddenSet, LineTables, OpenEnds,
        ParseWideWindowError, ParseWindowError, PatternClass, PatternDefinitions, RuleSettings,
        StraightFourPointCompletingFive, StraightFourPoints, WideWindow, Win, Window,
        WIDE_SEEN_COUNT, WINDOW_COUNT,
    };
}

impl<S: BoardSize> core::str::FromStr for Board<S> {
    type Err = DiagramError;

    /// Reads a board diagram; see [`Board::from_diagram`].
    fn from_str(text: &str) -> Result<Board<S>, DiagramError> {
        Board::from_diagram(text)
    }
}

/// The README's Rust examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
