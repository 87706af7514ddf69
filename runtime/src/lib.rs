//! Renju forbidden moves, exactly: which empty points black may not play, and why.
//!
//! The rules are data (`rules-spec/*.toml`); at build time `renju-codegen` classifies every
//! 11-point line window from them and emits dense tables. A check of one point is then four
//! table lookups (one per direction, each index a shift, a mask and two small lookups on
//! per-line bit masks), plus, only when two lines hold a three, the recursive false-three
//! rule: each three's straight-four points are judged in turn on the board that already
//! holds the stone.
//!
//! ```
//! use renju::{Board, ForbiddenKind, Point, Rule};
//!
//! // RULES.md, "false three": the row three can only become a straight four at g8, which is
//! // an overline, so h8 is a single (column) three and may be played.
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
//! let p = |s: &str| s.parse::<Point>().unwrap();
//! assert_eq!(renju.forbidden(&board, p("h8")), None);
//! assert_eq!(renju.forbidden(&board, p("g8")), Some(ForbiddenKind::Overline));
//! ```

mod board;
mod diagram;
mod direction;
mod explain;
mod incremental;
mod judge;
mod point;
mod point_set;
mod rule;

pub use board::{Board, StoneError};
pub use diagram::{render, DiagramError};
pub use direction::Direction;
pub use explain::{
    ExplainLimits, ExplainedLine, Explanation, ThreeCheck, ThreeLine, Trial, TrialDetail,
};
pub use incremental::IncrementalBoard;
pub use judge::{forbidden_candidates, OccupiedError, Verdict};
pub use point::{ParsePointError, Point, SIZE};
pub use point_set::PointSet;
pub use renju_vocab::{
    Cell, Color, ColorRules, FiveNeedsOpenEnds, ForbiddenKind, ForbiddenSet, ParseWindowError,
    PatternClass, RuleSettings, StraightFourPointCompletingFive, StraightFourPoints, Win, Window,
    WINDOW_COUNT,
};
pub use rule::Rule;

impl std::str::FromStr for Board {
    type Err = DiagramError;

    /// Reads a board diagram; see [`Board::from_diagram`].
    fn from_str(text: &str) -> Result<Board, DiagramError> {
        Board::from_diagram(text)
    }
}

/// The README's Rust examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
