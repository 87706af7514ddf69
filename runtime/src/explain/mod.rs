//! Why a move is forbidden or not: the ruling of [`Rule::verdict`](crate::rule::Rule::verdict),
//! recorded as a tree a person can audit ([`Rule::explain`](crate::rule::Rule::explain)).
//!
//! The tree is the trace of the judge itself: the same procedure runs, and a recorder notes
//! the class of each line, then five, overline, fours and threes. Where the judge asks
//! whether a three is real, the recorder has it try *every* straight-four point of every
//! three (a verdict alone stops at the first one that may be played), each explained in turn,
//! recursively, on the board that already holds the stone. The verdict is the same either
//! way; the tree is only larger. To bound it, nested detail stops at
//! [`ExplainLimits::depth`] levels and after [`ExplainLimits::nodes`] nested explanations:
//! past either, a straight-four point gets only its verdict.
//!
//! The tree is plain data ([`Explanation`], serializable with the `serde` feature); its
//! `Display` draws it:
//!
//! ```
//! use renju::{point, Board, Color, Rule};
//! // RIF 9.3's double-three: black f8 g8 h9 h10, black to play h8.
//! let board: Board = Board::from_stones(&[point!(f8), point!(g8), point!(h9), point!(h10)], &[]).unwrap();
//! let why = Rule::default_rule().explain(&board, point!(h8), Color::Black).unwrap();
//! let text = why.to_string();
//! assert!(text.starts_with("h8 for black under renju: forbidden (double-three)\n"));
//! assert!(text.contains("  row            ...XX*.....  three (straight-four points -3 +1)\n"));
//! ```

mod record;
mod render;
mod tree;

pub use tree::{
    ExplainLimits, ExplainedLine, Explanation, ThreeCheck, ThreeLine, Trial, TrialDetail,
};
