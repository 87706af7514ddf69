//! What a rule variant says, per colour.

use crate::ParseNameError;
use core::fmt;
use core::str::FromStr;

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

/// Why a move is forbidden (RIF 9.2): the three kinds of foul. When several apply, the first
/// in this order is reported. In rule files and output: `overline`, `double-four`,
/// `double-three` (with the `serde` feature, read and written as those words through
/// `FromStr` and `Display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ForbiddenKind {
    /// Six or more in a row.
    Overline,
    /// Two or more fours at once.
    DoubleFour,
    /// Two or more real threes at once.
    DoubleThree,
}

impl ForbiddenKind {
    /// The three kinds, in reporting order.
    pub const ALL: [ForbiddenKind; 3] = [
        ForbiddenKind::Overline,
        ForbiddenKind::DoubleFour,
        ForbiddenKind::DoubleThree,
    ];

    /// The name used in rule files and output: `overline`, `double-four`, `double-three`.
    ///
    /// ```
    /// use renju_vocab::ForbiddenKind;
    /// assert_eq!(ForbiddenKind::DoubleThree.name(), "double-three");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            ForbiddenKind::Overline => "overline",
            ForbiddenKind::DoubleFour => "double-four",
            ForbiddenKind::DoubleThree => "double-three",
        }
    }

    /// The kind with this [`name`](ForbiddenKind::name).
    pub fn from_name(name: &str) -> Option<ForbiddenKind> {
        ForbiddenKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

impl fmt::Display for ForbiddenKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ForbiddenKind {
    type Err = ParseNameError;

    /// Reads a kind by its [`name`](ForbiddenKind::name).
    ///
    /// ```
    /// use renju_vocab::ForbiddenKind;
    /// assert_eq!("double-four".parse::<ForbiddenKind>(), Ok(ForbiddenKind::DoubleFour));
    /// let e = "double-five".parse::<ForbiddenKind>().unwrap_err();
    /// assert_eq!(e.to_string(),
    ///            "unknown forbidden kind \"double-five\" (expected overline, double-four, double-three)");
    /// ```
    fn from_str(name: &str) -> Result<ForbiddenKind, ParseNameError> {
        ForbiddenKind::from_name(name).ok_or_else(|| {
            ParseNameError::new(
                "forbidden kind",
                "overline, double-four, double-three",
                name,
            )
        })
    }
}

/// The set of forbidden kinds for one colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ForbiddenSet {
    /// Overlines are forbidden.
    pub overline: bool,
    /// Double fours are forbidden.
    pub double_four: bool,
    /// Double threes are forbidden.
    pub double_three: bool,
}

impl ForbiddenSet {
    /// Nothing is forbidden.
    pub const NONE: ForbiddenSet = ForbiddenSet {
        overline: false,
        double_four: false,
        double_three: false,
    };

    /// Whether `kind` is in the set.
    pub const fn contains(self, kind: ForbiddenKind) -> bool {
        match kind {
            ForbiddenKind::Overline => self.overline,
            ForbiddenKind::DoubleFour => self.double_four,
            ForbiddenKind::DoubleThree => self.double_three,
        }
    }

    /// True when nothing is forbidden.
    pub const fn is_empty(self) -> bool {
        !(self.overline || self.double_four || self.double_three)
    }
}

/// How many of the two points just past the ends of a run of exactly five must be empty for
/// it to win (an end is *blocked* by an opponent stone or the board edge). In rule files:
/// `five-needs-open-ends = "none"` (the default), `"one"` or `"both"`.
///
/// ```text
/// O X X X X X O    blocked at both ends: wins under "none" only
/// O X X X X X .    blocked at one end:  wins under "none" and "one"
/// . X X X X X .    open at both ends:   wins under all three
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
pub enum FiveNeedsOpenEnds {
    /// Any five wins, however it is blocked (`"none"`: every variant but caro).
    #[default]
    #[cfg_attr(feature = "serde", serde(rename = "none"))]
    NoEnd,
    /// A five blocked at both ends does not win (`"one"`: caro).
    #[cfg_attr(feature = "serde", serde(rename = "one"))]
    OneEnd,
    /// A five blocked at either end does not win (`"both"`).
    #[cfg_attr(feature = "serde", serde(rename = "both"))]
    BothEnds,
}

impl FiveNeedsOpenEnds {
    /// The three settings, from the most lenient.
    pub const ALL: [FiveNeedsOpenEnds; 3] = [
        FiveNeedsOpenEnds::NoEnd,
        FiveNeedsOpenEnds::OneEnd,
        FiveNeedsOpenEnds::BothEnds,
    ];

    /// How many ends must be open: 0, 1 or 2.
    ///
    /// ```
    /// use renju_vocab::FiveNeedsOpenEnds;
    /// assert_eq!(FiveNeedsOpenEnds::OneEnd.count(), 1);
    /// ```
    pub const fn count(self) -> u8 {
        match self {
            FiveNeedsOpenEnds::NoEnd => 0,
            FiveNeedsOpenEnds::OneEnd => 1,
            FiveNeedsOpenEnds::BothEnds => 2,
        }
    }

    /// The word used in rule files: `none`, `one`, `both`.
    pub const fn name(self) -> &'static str {
        match self {
            FiveNeedsOpenEnds::NoEnd => "none",
            FiveNeedsOpenEnds::OneEnd => "one",
            FiveNeedsOpenEnds::BothEnds => "both",
        }
    }
}

/// What a variant says about one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ColorRules {
    /// Which runs win.
    pub win: Win,
    /// Which fives win by their ends: [`FiveNeedsOpenEnds::NoEnd`] in every variant but caro,
    /// where a five blocked at both ends does not win ([`FiveNeedsOpenEnds::OneEnd`]). Only a
    /// run of exactly five is judged so; whether a longer run wins is
    /// [`win`](ColorRules::win) alone. The generated tables already apply it (their `five`);
    /// it is here to be read, not applied.
    pub five_needs_open_ends: FiveNeedsOpenEnds,
    /// Which moves are forbidden.
    pub forbidden: ForbiddenSet,
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
}

impl RuleSettings {
    /// The rules of one colour.
    pub const fn color(&self, color: crate::Color) -> &ColorRules {
        match color {
            crate::Color::Black => &self.black,
            crate::Color::White => &self.white,
        }
    }
}
