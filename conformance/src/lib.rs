//! The conformance cases of the Renju rules, and their one reader.
//!
//! Each file `cases/<name>.txt` is one position with its hand-worked expectations, written
//! for a Renju expert rather than a programmer (the format is in `README.md` beside this
//! crate). The runtime's tests, the reference's tests, the CLI's tests and the fuzz replay all
//! read the cases through [`load_all`], so each case is declared once.
//!
//! ```
//! let text = "\
//! ## Three in a row and three in a column: double-three.
//! variant: renju
//! source: RIF 9.2
//! clause: double-three
//! 15 ...............
//! 14 ...............
//! 13 ...............
//! 12 ...............
//! 11 ...............
//! 10 .......X.......
//!  9 .......X.......
//!  8 .....XX........
//!  7 ...............
//!  6 ...............
//!  5 ...............
//!  4 ...............
//!  3 ...............
//!  2 ...............
//!  1 ...............
//! black forbidden: h8 double-three
//! black at h8: double-three
//! ";
//! let case = renju_conformance::parse("double-three", text).unwrap();
//! assert_eq!(case.variants, ["renju"]);
//! assert_eq!(case.size, 15);
//! assert_eq!(case.black.len(), 4);
//! let map = case.forbidden_map(renju_conformance::Color::Black).unwrap();
//! assert_eq!(map[0].0.to_string(), "h8");
//! ```
//!
//! A case on another board says so on a `size:` line (15 when there is none), and draws that
//! many rows:
//!
//! ```
//! let text = "\
//! ## A five along the last column of a 5x5 board.
//! variant: gomoku-freestyle
//! source: gomoku: five in a row wins
//! clause: five, edge
//! size: 5
//! 5 ....X
//! 4 ....X
//! 3 ....X
//! 2 ....X
//! 1 .....
//! black at e1: five
//! ";
//! let case = renju_conformance::parse("tiny", text).unwrap();
//! assert_eq!(case.size, 5);
//! assert_eq!(case.checks[0].point.to_string(), "e1");
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod openings;
mod read;
pub mod referees;
#[cfg(test)]
mod tests;

pub use read::{cases_dir, is_header, load, load_all, named_variants, parse, rules_dir};

use std::fmt;

/// The side of the board of a case without a `size:` line: 15, the RIF board.
pub const SIZE: usize = 15;

/// The smallest side a `size:` line may give.
pub const MIN_SIZE: usize = 5;

/// The largest side a `size:` line may give (columns `a`..`z`).
pub const MAX_SIZE: usize = 26;

/// The rule clauses a case may name on its `clause:` line (what it tests), with what each
/// means. A case names one or more.
pub const CLAUSES: &[(&str, &str)] = &[
    ("example", "one of the six examples of the rules text"),
    ("five", "a five wins (exactly five for black; five or more for white in renju)"),
    ("overline", "six or more in a row is forbidden for black (RIF 9.2)"),
    ("five-beats-overline", "a five wins even when the same stone makes an overline, a double-four or a double-three elsewhere (RIF 9.2)"),
    ("four", "what is a four and what is a straight four (RIF chapter 3)"),
    ("double-four-one-line", "two fours on one line: X.XXX.X, XX.XX.XX, XXX.X.XXX"),
    ("double-four", "two fours on different lines (RIF 9.2)"),
    ("three", "what is a three and what is not (RIF chapter 3)"),
    ("double-three", "two real threes (RIF 9.2)"),
    ("four-three", "one four and one three is legal"),
    ("four-three-three", "one four and two real threes is a double-three; two fours and a three a double-four"),
    ("false-three-depth-1", "a three whose straight-four points are decided without further threes (RIF 9.3)"),
    ("false-three-depth-2", "the false-three rule applied at two points in a row"),
    ("false-three-depth-3", "the false-three rule applied at three points in a row"),
    ("false-three-depth-4", "the false-three rule applied at four points in a row"),
    ("disputed-point", "a straight-four point that also completes a five (the two readings)"),
    ("edge", "the board edge blocks like a white stone; short lines at the corners"),
    ("edge-does-not-block", "where a rule says board-edge = \"does-not-block\", an end of a winning run at the edge counts as open (the edge still cannot be played)"),
    ("six-judged-by-ends", "a run of six or more judged by its ends: always a win, never, or only when open at enough ends (six-or-more-needs-open-ends)"),
    ("white", "white has no forbidden moves and wins with five or more (renju)"),
    ("variant-caro", "caro as Gomocup plays it (rule 8): a five blocked at both ends by opponent stones does not win, six or more always wins, the edge does not block"),
    ("variant-caro-exactly-five", "caro with exactly five (Gomocup rule 9): exactly five wins unless blocked at both ends by opponent stones, six or more does not win, the edge does not block"),
    ("variant-caro-edge-blocks", "caro with a blocking edge: a five blocked at both ends (the edge blocking like an opponent stone) does not win, six or more always wins"),
    ("variant-renju-overline-wins", "renju with overlines allowed: black's six or more wins, double-four and double-three stay forbidden, X.XXXX is a four for black"),
    ("variant-omok", "omok: double-three forbidden for both colours, double-four allowed, six does not win"),
    ("variant-gomoku-standard", "standard gomoku: exactly five wins, six does not, nothing forbidden"),
    ("variant-gomoku-freestyle", "freestyle gomoku: five or more wins, nothing forbidden"),
];

/// A stone colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Black, who plays first.
    Black,
    /// White.
    White,
}

impl Color {
    /// Both colours, black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// `black` or `white`.
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A point of the board: `col` 0.. is `a`.. (left to right), `row` 0.. is `1`.. (bottom to
/// top); on the 15x15 board `a`..`o` and `1`..`15`. Points order row by row (`a1`, `b1`, …,
/// `o1`, `a2`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Spot {
    /// 0 (row `1`) to the size less one; first, so that points order row by row.
    pub row: usize,
    /// 0 (column `a`) to the size less one.
    pub col: usize,
}

impl Spot {
    /// Reads a point name of the 15x15 board like `h8` (lower-case column letter `a`..`o`,
    /// row 1 to 15): [`Spot::parse_on`] with size 15.
    pub fn parse(name: &str) -> Option<Spot> {
        Spot::parse_on(name, SIZE)
    }

    /// Reads a point name of a board of `size` points a side (at most 26): a lower-case
    /// column letter, the first `size` of `a`..`z`, and a row 1 to `size` without a leading
    /// zero.
    ///
    /// ```
    /// use renju_conformance::Spot;
    /// assert_eq!(Spot::parse_on("t20", 20), Some(Spot { col: 19, row: 19 }));
    /// assert_eq!(Spot::parse_on("t20", 19), None);
    /// assert_eq!(Spot::parse_on("p1", 15), None);
    /// ```
    pub fn parse_on(name: &str, size: usize) -> Option<Spot> {
        let mut chars = name.chars();
        let letter = chars.next()?;
        let digits = chars.as_str();
        if !letter.is_ascii_lowercase()
            || digits.is_empty()
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let col = letter as usize - 'a' as usize;
        let row: usize = digits.parse().ok()?;
        (col < size && (1..=size).contains(&row)).then_some(Spot { col, row: row - 1 })
    }
}

impl fmt::Display for Spot {
    /// The point's name, like `h8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col as u8) as char, self.row + 1)
    }
}

/// Why a move is forbidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Six or more in a row.
    Overline,
    /// Two or more fours.
    DoubleFour,
    /// Two or more real threes.
    DoubleThree,
}

impl Kind {
    /// `overline`, `double-four` or `double-three`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Overline => "overline",
            Kind::DoubleFour => "double-four",
            Kind::DoubleThree => "double-three",
        }
    }

    fn parse(word: &str) -> Option<Kind> {
        [Kind::Overline, Kind::DoubleFour, Kind::DoubleThree]
            .into_iter()
            .find(|k| k.name() == word)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The expected verdict on one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Expect {
    /// The move may be played and does not win.
    Legal,
    /// The move completes a winning five.
    Five,
    /// The move is forbidden.
    Forbidden(Kind),
}

impl Expect {
    fn parse(word: &str) -> Option<Expect> {
        match word {
            "legal" => Some(Expect::Legal),
            "five" => Some(Expect::Five),
            other => Kind::parse(other).map(Expect::Forbidden),
        }
    }
}

impl fmt::Display for Expect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expect::Legal => f.write_str("legal"),
            Expect::Five => f.write_str("five"),
            Expect::Forbidden(kind) => kind.fmt(f),
        }
    }
}

/// One `<colour> at <point> [after <points>]: <verdict>` line: the verdict on a move of
/// `color` at `point`, on the board that also holds `after` (stones of `color`, placed first;
/// the points the false-three rule visits on the way).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointCheck {
    /// The colour to play.
    pub color: Color,
    /// Where.
    pub point: Spot,
    /// Stones of `color` added to the board first, in order.
    pub after: Vec<Spot>,
    /// The hand-worked verdict.
    pub expect: Expect,
    /// The line in the file.
    pub line: usize,
}

/// One conformance case: a position and its hand-worked expectations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The file's name without `.txt`.
    pub name: String,
    /// The first comment line: what the case shows, in one sentence.
    pub title: String,
    /// Every comment line, without the `# ` (the reasoning), title included.
    pub comments: Vec<String>,
    /// The rule variants the expectations hold for (`renju`, `omok`, …), as written.
    pub variants: Vec<String>,
    /// Where the rule comes from (an article of the RIF rules, a variant's description).
    pub source: String,
    /// The clauses of the rules the case tests (names from [`CLAUSES`]).
    pub clauses: Vec<String>,
    /// The side of the board: the `size:` line's, else 15.
    pub size: usize,
    /// The board diagram's lines, as written (the top row first).
    pub diagram: String,
    /// Black stones, row by row.
    pub black: Vec<Spot>,
    /// White stones, row by row.
    pub white: Vec<Spot>,
    /// `black forbidden:` and `white forbidden:`: every empty point forbidden to that colour,
    /// with its kind, row by row (`None`: the line is absent).
    pub forbidden: [Option<Vec<(Spot, Kind)>>; 2],
    /// `black fives:` and `white fives:`: every empty point where a stone of that colour
    /// completes a winning five, row by row (`None`: the line is absent).
    pub fives: [Option<Vec<Spot>>; 2],
    /// The `<colour> at …` lines, in file order.
    pub checks: Vec<PointCheck>,
}

impl Case {
    /// The expected forbidden map of `color` (`None` when the file gives none).
    pub fn forbidden_map(&self, color: Color) -> Option<&[(Spot, Kind)]> {
        self.forbidden[color as usize].as_deref()
    }

    /// The expected winning points of `color` (`None` when the file gives none).
    pub fn five_points(&self, color: Color) -> Option<&[Spot]> {
        self.fives[color as usize].as_deref()
    }

    /// The stones of `color`.
    pub fn stones(&self, color: Color) -> &[Spot] {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    /// Whether a stone of either colour stands on `p`.
    pub fn occupied(&self, p: Spot) -> bool {
        self.black.contains(&p) || self.white.contains(&p)
    }
}

/// A case file that could not be read: which file, which line (0: the file as a whole), what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseError {
    /// The case's name or path.
    pub file: String,
    /// 1-based line (0: the whole file).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}:{}: {}", self.file, self.line, self.message)
        }
    }
}

impl std::error::Error for CaseError {}
