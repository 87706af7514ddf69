//! What a rule variant says, per colour.

use crate::ForbiddenSet;

/// Which runs win for a colour. In rule files: `wins-with = "exactly-five"` or
/// `"five-or-more"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum Win {
    /// Exactly five in a row wins; six or more does not (for Renju's black it is an overline).
    ExactlyFive,
    /// Five or more in a row wins.
    FiveOrMore,
}

/// How many of the two points just past the ends of a winning run must be open for it to
/// win. An end is *blocked* by an opponent stone and, where the colour's [`BoardEdge`] says
/// so, by the board edge. In rule files, `five-needs-open-ends` (for a run of exactly five)
/// and `six-or-more-needs-open-ends` (for longer runs), each `"none"` (the default), `"one"`
/// or `"both"`.
///
/// ```text
/// O X X X X X O    blocked at both ends: wins under "none" only
/// O X X X X X .    blocked at one end:  wins under "none" and "one"
/// . X X X X X .    open at both ends:   wins under all three
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
pub enum OpenEnds {
    /// The run wins however it is blocked (`"none"`).
    #[default]
    #[cfg_attr(feature = "serde", serde(rename = "none"))]
    NoEnd,
    /// The run does not win when blocked at both ends (`"one"`: caro's fives).
    #[cfg_attr(feature = "serde", serde(rename = "one"))]
    OneEnd,
    /// The run does not win when blocked at either end (`"both"`).
    #[cfg_attr(feature = "serde", serde(rename = "both"))]
    BothEnds,
}

impl OpenEnds {
    /// The three settings, from the most lenient.
    pub const ALL: [OpenEnds; 3] = [OpenEnds::NoEnd, OpenEnds::OneEnd, OpenEnds::BothEnds];

    /// How many ends must be open: 0, 1 or 2.
    ///
    /// ```
    /// use renju_vocab::OpenEnds;
    /// assert_eq!(OpenEnds::OneEnd.count(), 1);
    /// ```
    pub const fn count(self) -> u8 {
        match self {
            OpenEnds::NoEnd => 0,
            OpenEnds::OneEnd => 1,
            OpenEnds::BothEnds => 2,
        }
    }

    /// The word used in rule files: `none`, `one`, `both`.
    pub const fn name(self) -> &'static str {
        match self {
            OpenEnds::NoEnd => "none",
            OpenEnds::OneEnd => "one",
            OpenEnds::BothEnds => "both",
        }
    }
}

/// What the board edge is to a run that reaches it, for one colour. In rule files:
/// `board-edge = "blocks"` (the default) or `"does-not-block"`.
///
/// The edge cannot be played, so either way it ends the line: a four, straight four or three
/// needs empty points on the board, and none lies past the edge. What differs is whether the
/// edge *blocks* an end of a winning run, where a rule judges runs by their ends
/// ([`OpenEnds`]): under `Blocks` the edge counts like an opponent stone, under `DoesNotBlock`
/// an end at the edge counts as open (only opponent stones block: Gomocup's caro).
///
/// ```text
/// | X X X X X O    the edge, a five, an opponent stone:
///                  blocked at both ends under "blocks", at one end under "does-not-block"
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum BoardEdge {
    /// The edge blocks an end like an opponent stone (`"blocks"`: every rule but caro's).
    #[default]
    Blocks,
    /// An end at the edge is open; only opponent stones block (`"does-not-block"`).
    DoesNotBlock,
}

impl BoardEdge {
    /// The word used in rule files: `blocks`, `does-not-block`.
    pub const fn name(self) -> &'static str {
        match self {
            BoardEdge::Blocks => "blocks",
            BoardEdge::DoesNotBlock => "does-not-block",
        }
    }
}

/// What a variant says about one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ColorRules {
    /// Which runs win: exactly five, or five or more.
    pub win: Win,
    /// Which runs of exactly five win by their ends: [`OpenEnds::NoEnd`] in most variants;
    /// caro's five blocked at both ends does not win ([`OpenEnds::OneEnd`]).
    pub five_needs_open_ends: OpenEnds,
    /// Which runs of six or more win by their ends, where [`win`](ColorRules::win) lets them
    /// win at all ([`Win::FiveOrMore`]; [`OpenEnds::NoEnd`] where it does not):
    /// [`OpenEnds::OneEnd`] is KataGomo's "a long run wins unless blocked at both ends".
    pub six_or_more_needs_open_ends: OpenEnds,
    /// Whether the board edge blocks an end of a run judged by its ends.
    pub board_edge: BoardEdge,
    /// Which moves are forbidden.
    pub forbidden: ForbiddenSet,
}

impl ColorRules {
    /// Whether the colour's verdicts can depend on what an 11-point window cannot show: the
    /// edge told apart from an opponent stone (a run judged by its ends, with an edge that
    /// does not block), or the end of a run of six or more past the window (a long run judged
    /// by its ends). Such a colour is read through [`WideWindow`](crate::WideWindow)s; any
    /// other through [`Window`](crate::Window)s, which draw the edge as an opponent.
    ///
    /// ```
    /// use renju_vocab::{BoardEdge, ColorRules, ForbiddenSet, OpenEnds, Win};
    /// let caro = ColorRules {
    ///     win: Win::FiveOrMore,
    ///     five_needs_open_ends: OpenEnds::OneEnd,
    ///     six_or_more_needs_open_ends: OpenEnds::NoEnd,
    ///     board_edge: BoardEdge::Blocks,
    ///     forbidden: ForbiddenSet::NONE,
    /// };
    /// assert!(!caro.reads_wide_windows());
    /// assert!(ColorRules { board_edge: BoardEdge::DoesNotBlock, ..caro }.reads_wide_windows());
    /// assert!(ColorRules { six_or_more_needs_open_ends: OpenEnds::OneEnd, ..caro }.reads_wide_windows());
    /// ```
    pub const fn reads_wide_windows(&self) -> bool {
        let ends_judged = self.five_needs_open_ends.count() > 0 || self.long_runs_judged_by_ends();
        let edge_told_apart = ends_judged && matches!(self.board_edge, BoardEdge::DoesNotBlock);
        edge_told_apart || self.long_runs_judged_by_ends()
    }

    /// Whether runs of six or more win only by their ends (they win at all, and
    /// [`six_or_more_needs_open_ends`](ColorRules::six_or_more_needs_open_ends) asks for an
    /// open end).
    pub const fn long_runs_judged_by_ends(&self) -> bool {
        matches!(self.win, Win::FiveOrMore) && self.six_or_more_needs_open_ends.count() > 0
    }
}

/// The disputed point (the definition of a three, RIF chapter 3: "a three is ... one move from a straight four without at the
/// same time a five in a row being made"): does an empty point that would make a straight
/// four *and at the same time* complete a five (in any direction) still count as a
/// straight-four point, so that the row is a three? In rule files, the top-level setting
/// `straight-four-point-completing-five = "does-not-count"` (the literal RIF reading) or
/// `"counts"`.
///
/// ```text
/// . . . . X .
/// . . . . X .      black plays * ; Q would make the row . X X * Q . a straight four,
/// . X X * Q .      and at the same time the column through Q a five:
/// . . . . X .      is Q a straight-four point of the row's three?
/// . . . . X .
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum StraightFourPointCompletingFive {
    /// Such a point is not a straight-four point (the literal RIF reading, the default).
    #[default]
    DoesNotCount,
    /// Such a point is still a straight-four point (the five is a legal, winning move).
    Counts,
}

impl StraightFourPointCompletingFive {
    /// The word used in rule files: `does-not-count`, `counts`.
    pub const fn name(self) -> &'static str {
        match self {
            StraightFourPointCompletingFive::DoesNotCount => "does-not-count",
            StraightFourPointCompletingFive::Counts => "counts",
        }
    }
}

/// Whether a rule's patterns are defined as RIF defines them (RIF chapter 3: a five is an
/// unbroken run of five, an overline a longer one, a four stones one move from a five, a
/// straight four a four with two completion points, a three stones one move from a straight
/// four), or otherwise (a rule file's `[concepts]` of its own, such as `five = { run = 4 }`).
///
/// The full map's filter in front of its table lookups counts stones as these definitions
/// require (a three's straight four needs an open stretch of six points, and so on), so the
/// runtime uses it only for [`PatternDefinitions::Rif`]; a rule of its own has every empty
/// point looked up, which is exact for any definitions and slower.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PatternDefinitions {
    /// Five, overline, four, straight four and three as RIF defines them (every shipped rule).
    #[default]
    Rif,
    /// Any other definitions.
    Other,
}

/// The settings of one rule variant that the runtime needs besides its tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleSettings {
    /// Black's rules.
    pub black: ColorRules,
    /// White's rules.
    pub white: ColorRules,
    /// The disputed point: does an empty point that would make a straight four *and at the
    /// same time* complete a five still count as a straight-four point? The literal RIF
    /// reading says no ([`StraightFourPointCompletingFive::DoesNotCount`]).
    pub straight_four_point_completing_five: StraightFourPointCompletingFive,
    /// Whether the rule's patterns are RIF's ([`PatternDefinitions`]).
    pub patterns: PatternDefinitions,
}

impl RuleSettings {
    /// The rules of one colour.
    pub const fn color(&self, color: crate::Color) -> &ColorRules {
        match color {
            crate::Color::Black => &self.black,
            crate::Color::White => &self.white,
        }
    }

    /// Whether either colour reads [`WideWindow`](crate::WideWindow)s
    /// ([`ColorRules::reads_wide_windows`]): then the variant's tables are by wide seen index
    /// for both colours.
    pub const fn reads_wide_windows(&self) -> bool {
        self.black.reads_wide_windows() || self.white.reads_wide_windows()
    }
}
