//! The explanation tree: plain data, recorded from the judge's trace (`record.rs`) and drawn
//! for a person by its `Display` ([`super::render`]).

use crate::direction::Direction;
use crate::judge::Verdict;
use crate::point::Point;
use alloc::{boxed::Box, vec::Vec};
use renju_vocab::{Color, ForbiddenKind, PatternClass, RuleSettings, WideWindow, Window};

/// How much nested detail an [`Explanation`] holds. Verdicts are exact whatever the limits:
/// only the detail below them is left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExplainLimits {
    /// Levels of straight-four points explained in full below the point asked about (1: the
    /// straight-four points of its threes, 2: theirs too, …).
    pub depth: usize,
    /// Nested explanations held in full, in all (depth first, in line order).
    pub nodes: usize,
}

impl ExplainLimits {
    /// No limit: every straight-four point explained, however deep. The recursion ends (each
    /// level adds a stone), but dense positions can make large trees.
    pub const UNLIMITED: ExplainLimits = ExplainLimits {
        depth: usize::MAX,
        nodes: usize::MAX,
    };
}

impl Default for ExplainLimits {
    /// Three levels (real games need two) and at most 40 nested explanations.
    fn default() -> ExplainLimits {
        ExplainLimits {
            depth: 3,
            nodes: 40,
        }
    }
}

/// Why a move of `color` at `point` gets its verdict: a tree that mirrors the judge's
/// decision procedure. Made by [`Rule::explain`](crate::rule::Rule::explain); [`Display`](core::fmt::Display) draws it for a
/// person, indentation showing nesting.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Explanation {
    /// The point asked about.
    pub point: Point,
    /// The colour that would play there.
    pub color: Color,
    /// The rule variant's name.
    pub rule: &'static str,
    /// The rule variant's settings (what it forbids, and its reading of the disputed point).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub settings: RuleSettings,
    /// Stones of `color` placed before this point, outermost first: empty for the point asked
    /// about, then the point (and the straight-four points) whose three is being checked.
    pub played: Vec<Point>,
    /// The ruling, the same as [`Rule::verdict`](crate::rule::Rule::verdict) on the board holding `played`.
    pub verdict: Verdict,
    /// The four lines through the point, in the order of [`Direction::ALL`](crate::direction::Direction::ALL).
    pub lines: [ExplainedLine; 4],
    /// Step 4, the threes: `None` when an earlier step decided, or when the rule does not
    /// forbid double-threes for `color`.
    pub threes: Option<ThreeCheck>,
}

/// One line through the point: what the judge looks up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct ExplainedLine {
    /// The line.
    pub direction: Direction,
    /// The 11-point window around the point, seen from the colour that plays
    /// ([`Board::window`](crate::board::Board::window)).
    pub window: Window,
    /// For a rule that [reads wide windows](crate::rule::Rule::reads_wide_windows), the 13-point
    /// wide window its class is looked up by ([`Board::wide_window`](crate::board::Board::wide_window)):
    /// the edge as `|`, and at each end what ends a run reaching past the 11 points.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub wide_window: Option<WideWindow>,
    /// The window's class: what the line holds once the stone is placed.
    pub class: PatternClass,
}

/// Step 4: the lines that hold a three, and (when two or more do) whether each is real.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct ThreeCheck {
    /// The lines that hold a three and no four, in the order of [`Direction::ALL`](crate::direction::Direction::ALL).
    pub lines: Vec<ThreeLine>,
    /// Lines whose three does not count because the line holds a four.
    pub with_four: Vec<Direction>,
    /// Whether the straight-four points were tried: only when two or more lines hold a three
    /// (one three is allowed, real or not).
    pub examined: bool,
}

/// One line's three and its straight-four points.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct ThreeLine {
    /// The line.
    pub direction: Direction,
    /// Every straight-four point of the three, each judged on the board that holds the
    /// stone; empty when the threes were not examined.
    pub trials: Vec<Trial>,
}

/// A straight-four point of a three, judged as a move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Trial {
    /// Its offset from the point along the line (`-3..=3`).
    pub offset: i8,
    /// The point.
    pub point: Point,
    /// What a stone there would do, with as much detail as the limits allow.
    pub detail: TrialDetail,
    /// Whether it makes the three real: it may be played, or it completes a five under a rule
    /// whose `straight_four_point_completing_five` is `Counts`.
    pub makes_real: bool,
}

/// How much is known about a straight-four point.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum TrialDetail {
    /// Explained in full.
    Explained(Box<Explanation>),
    /// Only its verdict: the explanation would pass the [`ExplainLimits`].
    VerdictOnly(Verdict),
    /// It holds a stone (not expected: a straight-four point is empty in the window).
    Occupied(Color),
}

impl TrialDetail {
    /// The verdict of a stone there, if the point is empty.
    pub fn verdict(&self) -> Option<Verdict> {
        match self {
            TrialDetail::Explained(e) => Some(e.verdict),
            TrialDetail::VerdictOnly(v) => Some(*v),
            TrialDetail::Occupied(_) => None,
        }
    }
}

impl ThreeLine {
    /// Whether the three is real: some straight-four point makes it so.
    pub fn is_real(&self) -> bool {
        self.trials.iter().any(|t| t.makes_real)
    }
}

impl ThreeCheck {
    /// The lines holding a real three (only meaningful when [`examined`](Self::examined)).
    pub fn real(&self) -> Vec<Direction> {
        self.lines
            .iter()
            .filter(|l| l.is_real())
            .map(|l| l.direction)
            .collect()
    }
}

impl Explanation {
    /// Fours through the point, over all lines (step 3 counts these).
    pub fn fours(&self) -> u8 {
        self.lines.iter().map(|l| l.class.fours()).sum()
    }

    /// The step of the ruling (RIF 9.2-9.3, in the order [`crate::rule::Rule::verdict`] takes
    /// them) that decided: 1 five, then one step per kind in reporting order (2 overline, 3
    /// double-four, 4 double-three), then none of them (5, allowed).
    pub fn deciding_step(&self) -> u8 {
        match self.verdict {
            Verdict::Five => 1,
            Verdict::Forbidden(kind) => 2 + kind.index() as u8,
            Verdict::Allowed => 2 + ForbiddenKind::COUNT as u8,
        }
    }

    /// How many explanations the tree holds, this one included.
    pub fn size(&self) -> usize {
        1 + self
            .threes
            .iter()
            .flat_map(|t| &t.lines)
            .flat_map(|l| &l.trials)
            .map(|t| match &t.detail {
                TrialDetail::Explained(e) => e.size(),
                _ => 0,
            })
            .sum::<usize>()
    }
}
