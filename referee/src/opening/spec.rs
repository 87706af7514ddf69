//! An opening rule as the referee holds it ([`OpeningRule`]), what a file of it that cannot
//! be read becomes ([`OpeningFileError`]), and how a rule of a family is made for another N
//! ([`OpeningRule::with_n`]). The files themselves are read by `parse.rs`; the shipped rules
//! come as data that the build script writes from them ([`OpeningRule::rust_literal`]). A file
//! the format cannot mean is refused with its file, line and column, the entry, what is
//! wrong, and the line with a caret under the mistake, as rule files are:
//!
//! ```text
//! openings/rif.toml:12:10: [[move]] 2 square: a square has an odd side from 1 to 25 (1 is the centre), or is "any"; got 4
//!   12 | square = 4
//!      |          ^
//! ```
//!
//! This module and `parse.rs` need nothing of the crate around them (only std, the
//! vocabulary, and for `parse.rs` serde and toml), so that the build script reads the
//! shipped files with them too: a bad shipped file fails the build.

use renju_vocab::Located;
use std::fmt;
use std::fmt::Write as _;
use std::path::PathBuf;

/// The most bytes an opening-rule file may hold (the shipped ones are under 3 KB; a file
/// past this is refused unread, as rule files are).
pub const MAX_OPENING_FILE_BYTES: u64 = 1 << 20;

/// The largest N of a rule of a family (`soosorv-N`).
pub const MAX_N: u32 = 1000;

/// The most moves an opening rule may state (moves 1 to 5: the fifth is the last one any
/// opening rule shapes).
pub const MAX_OPENING_MOVES: usize = 5;

/// How "no two fifth-move offers may be symmetrical" is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SymmetryReading {
    /// Two offers are symmetrical when one of the 8 symmetries of the board about its centre
    /// (rotations by quarter turns, reflections in the middle lines and the diagonals) maps
    /// the position with the one onto the position with the other.
    Board,
    /// Two offers are symmetrical when a rotation, a reflection and a shift of the stones
    /// together (the board's edges ignored) map the one position onto the other.
    Pattern,
}

impl SymmetryReading {
    /// The reading's name in files and on the command line: `board` or `pattern`.
    pub fn name(self) -> &'static str {
        match self {
            SymmetryReading::Board => "board",
            SymmetryReading::Pattern => "pattern",
        }
    }

    /// The reading called `name`.
    pub fn from_name(name: &str) -> Option<SymmetryReading> {
        match name {
            "board" => Some(SymmetryReading::Board),
            "pattern" => Some(SymmetryReading::Pattern),
            _ => None,
        }
    }
}

/// Where a move of the opening must lie.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Square {
    /// Anywhere on the board.
    Any,
    /// In the square of this odd side centred on the board's centre: the points at
    /// Chebyshev distance at most `(side - 1) / 2` from it (1: the centre alone).
    Centred(u8),
}

impl Square {
    /// The square in words: `the centre`, `the central 5x5 square`, `anywhere`.
    pub fn words(self) -> String {
        match self {
            Square::Any => "anywhere".to_string(),
            Square::Centred(1) => "the centre".to_string(),
            Square::Centred(side) => format!("the central {side}x{side} square"),
        }
    }
}

/// How many fifth-move offers a way of the fifth move asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OfferCount {
    /// This many.
    Fixed(u32),
    /// As many as were declared.
    Declared,
}

/// What an opening rule says of one of the moves 1 to 4 (or 5, for a rule without fifth-move
/// offers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveRule {
    /// Where the move must lie.
    pub square: Square,
    /// Whether the other player may swap after it.
    pub swap_after: bool,
    /// Whether the number of fifth-move offers is declared with this move, and its bounds
    /// (inclusive; no upper bound when `None`).
    pub declare: Option<(u32, Option<u32>)>,
}

/// One way the fifth move may be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FifthWay {
    /// The offers this way asks for; `None`: the fifth move is played directly.
    pub offers: Option<OfferCount>,
    /// Where the fifth move must lie.
    pub square: Square,
    /// Whether the other player may swap after move 4 on this way.
    pub swap_before: bool,
    /// Whether the other player may swap after move 5 on this way.
    pub swap_after: bool,
}

/// An opening rule: what the first moves of a game must be, where swaps may happen, and how
/// the fifth move is offered. Read from a file of `openings/` (see `openings/README.md`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningRule {
    /// Its name (the file's stem): `rif`, `soosorv-8`, ….
    pub name: String,
    /// What it says, in one sentence.
    pub summary: String,
    /// How symmetrical offers are read (the file's `symmetry`; `board` when it has no offers).
    pub symmetry: SymmetryReading,
    /// The `N` of a rule of a family (`soosorv-N`), if it has one.
    pub n: Option<u32>,
    /// The most swaps the opening allows in all; `None`: one at each place that allows one.
    pub max_swaps: Option<u32>,
    /// Moves 1, 2, … as the rule states them.
    pub moves: Vec<MoveRule>,
    /// The ways of making the fifth move (empty: the rule says nothing of it, or states it
    /// among `moves`).
    pub fifth: Vec<FifthWay>,
    /// Which of its numbers are its N (for a rule of a family).
    pub n_fields: NFields,
}

/// Which numbers of a rule of a family are its N, as its file says (`"n"`), so that the rule
/// can be made for another N ([`OpeningRule::with_n`]) without reading the file again.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct NFields {
    /// The summary as written, `{n}` where N goes.
    pub summary: String,
    /// The moves (from 0) whose declared number has N as its least.
    pub declare_min: Vec<usize>,
    /// The moves (from 0) whose declared number has N as its most.
    pub declare_max: Vec<usize>,
    /// The ways of the fifth move (from 0) that ask for N offers.
    pub offers: Vec<usize>,
}

impl OpeningRule {
    /// The places a swap may follow, as move numbers in order: each move stating `swap`,
    /// then 4 and 5 where a way of the fifth move allows a swap there.
    ///
    /// ```
    /// use renju_referee::opening::OpeningRule;
    /// assert_eq!(OpeningRule::by_name("soosorv-8").unwrap().swap_places(), [3, 4]);
    /// assert_eq!(OpeningRule::by_name("taraguchi-10").unwrap().swap_places(), [1, 2, 3, 4, 5]);
    /// ```
    pub fn swap_places(&self) -> Vec<usize> {
        let mut places: Vec<usize> = (1..=self.moves.len())
            .filter(|&k| self.moves[k - 1].swap_after)
            .collect();
        if self.fifth.iter().any(|w| w.swap_before) {
            places.push(4);
        }
        if self.fifth.iter().any(|w| w.swap_after) {
            places.push(5);
        }
        places.sort_unstable();
        places.dedup();
        places
    }

    /// The rule of the same family with N = `n` (`soosorv-8` with 5 is `soosorv-5`: at most 5
    /// offers declared); `None` for a rule of no family.
    ///
    /// ```
    /// use renju_referee::opening::{OfferCount, OpeningRule};
    /// let taraguchi5 = OpeningRule::by_name("taraguchi-10").unwrap().with_n(5).unwrap();
    /// assert_eq!(taraguchi5.name, "taraguchi-5");
    /// assert!(taraguchi5.fifth.iter().any(|w| w.offers == Some(OfferCount::Fixed(5))));
    /// assert!(OpeningRule::by_name("rif").unwrap().with_n(5).is_none());
    /// ```
    pub fn with_n(&self, n: u32) -> Option<OpeningRule> {
        self.n?;
        let (family, _) = family_of(&self.name)?;
        let mut rule = self.clone();
        rule.name = format!("{family}-{n}");
        rule.summary = self.n_fields.summary.replace("{n}", &n.to_string());
        rule.n = Some(n);
        for &i in &self.n_fields.declare_min {
            if let Some((min, _)) = rule.moves.get_mut(i).and_then(|m| m.declare.as_mut()) {
                *min = n;
            }
        }
        for &i in &self.n_fields.declare_max {
            if let Some((_, max)) = rule.moves.get_mut(i).and_then(|m| m.declare.as_mut()) {
                *max = Some(n);
            }
        }
        for &i in &self.n_fields.offers {
            if let Some(way) = rule.fifth.get_mut(i) {
                way.offers = Some(OfferCount::Fixed(n));
            }
        }
        Some(rule)
    }

    /// The rule as a Rust expression of type `OpeningRule` (the build script writes the
    /// shipped rules so, and the crate holds them as data).
    pub fn rust_literal(&self) -> String {
        fn square(s: Square) -> String {
            match s {
                Square::Any => "Square::Any".into(),
                Square::Centred(side) => format!("Square::Centred({side})"),
            }
        }
        fn option<T>(value: Option<T>, show: impl Fn(T) -> String) -> String {
            value.map_or_else(|| "None".into(), |v| format!("Some({})", show(v)))
        }
        let mut out = String::from("OpeningRule {\n");
        let _ = writeln!(out, "    name: String::from({:?}),", self.name);
        let _ = writeln!(out, "    summary: String::from({:?}),", self.summary);
        let _ = writeln!(out, "    symmetry: SymmetryReading::{:?},", self.symmetry);
        let _ = writeln!(out, "    n: {},", option(self.n, |n| n.to_string()));
        let _ = writeln!(
            out,
            "    max_swaps: {},",
            option(self.max_swaps, |n| n.to_string())
        );
        out.push_str("    moves: vec![\n");
        for m in &self.moves {
            let declare = option(m.declare, |(min, max)| {
                format!("({min}, {})", option(max, |n| n.to_string()))
            });
            let _ = writeln!(
                out,
                "        MoveRule {{ square: {}, swap_after: {}, declare: {declare} }},",
                square(m.square),
                m.swap_after
            );
        }
        out.push_str("    ],\n    fifth: vec![\n");
        for w in &self.fifth {
            let offers = option(w.offers, |o| match o {
                OfferCount::Fixed(k) => format!("OfferCount::Fixed({k})"),
                OfferCount::Declared => "OfferCount::Declared".into(),
            });
            let _ = writeln!(
                out,
                "        FifthWay {{ offers: {offers}, square: {}, swap_before: {}, swap_after: {} }},",
                square(w.square),
                w.swap_before,
                w.swap_after
            );
        }
        let f = &self.n_fields;
        let _ = writeln!(
            out,
            "    ],\n    n_fields: NFields {{ summary: String::from({:?}), declare_min: vec!{:?}, declare_max: vec!{:?}, offers: vec!{:?} }},",
            f.summary, f.declare_min, f.declare_max, f.offers
        );
        out.push('}');
        out
    }
}

/// An opening-rule file that could not be read or is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpeningFileError {
    /// The file could not be read (or is larger than [`MAX_OPENING_FILE_BYTES`]).
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        message: String,
    },
    /// The file says something wrong, at this place.
    At {
        /// The file.
        path: PathBuf,
        /// Where in it, the entry (e.g. `[[move]] 2 square`), what is wrong, and the line's
        /// text.
        at: Located,
    },
    /// No opening rule has this name.
    Unknown {
        /// The name asked for.
        name: String,
        /// The names there are.
        known: Vec<String>,
    },
}

impl fmt::Display for OpeningFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpeningFileError::Read { path, message } => {
                write!(f, "{}: cannot read the opening rule: {message}", path.display())
            }
            OpeningFileError::At { path, at } => at.in_file(path.display()).fmt(f),
            OpeningFileError::Unknown { name, known } => write!(
                f,
                "unknown opening rule {name:?} (the opening rules are {}; a rule of a family takes its N, as soosorv-5)",
                known.join(", ")
            ),
        }
    }
}

impl std::error::Error for OpeningFileError {}

/// The family and N of a name like `soosorv-8`: (`soosorv`, 8).
pub fn family_of(name: &str) -> Option<(&str, u32)> {
    let (family, n) = name.rsplit_once('-')?;
    let n: u32 = n.parse().ok()?;
    (!family.is_empty() && !n.to_string().is_empty()).then_some((family, n))
}
