//! What a rule variant says, per colour.

use crate::ParseNameError;
use std::fmt;
use std::str::FromStr;

/// Which runs win for a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Win {
    /// Exactly five in a row wins; six or more does not (for Renju's black it is an overline).
    ExactlyFive,
    /// Five or more in a row wins.
    FiveOrMore,
}

/// Why a move is forbidden (RIF 9.2): the three kinds of foul. When several apply, the first
/// in this order is reported.
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

/// What a variant says about one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ColorRules {
    /// Which runs win.
    pub win: Win,
    /// How many of the two points just past the ends of a five must be empty for it to win
    /// (an end is *blocked* by an opponent stone or the board edge): 0 in every variant but
    /// caro, where a five blocked at both ends does not win (1). Only a run of exactly five
    /// is judged so; whether a longer run wins is [`win`](ColorRules::win) alone. The
    /// generated tables already apply it (their `five`); it is here to be read, not applied.
    pub five_needs_open_ends: u8,
    /// Which moves are forbidden.
    pub forbidden: ForbiddenSet,
}

impl ColorRules {
    /// The most [`five_needs_open_ends`](ColorRules::five_needs_open_ends) can be: a five has
    /// two ends.
    pub const MAX_OPEN_ENDS: u8 = 2;
}

/// The settings of one rule variant that the runtime needs besides its tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleSettings {
    /// Black's rules.
    pub black: ColorRules,
    /// White's rules.
    pub white: ColorRules,
    /// The disputed point (RULES.md): does an empty point that would make a straight four
    /// *and at the same time* a five (in any direction) still make the row a three? The
    /// literal RIF reading says no (`false`).
    pub five_keeps_three: bool,
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
