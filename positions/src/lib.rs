//! Deterministic random Renju positions: the corpora the tests and benchmarks of this project
//! run on, made from a seed so that the repository carries no data files for them.
//!
//! Three styles ([`Style`]):
//!
//! - **game**: game-like play. Black and white alternate, black first at the centre (`h8` on
//!   15x15); each further stone goes within two points (in both directions) of a stone
//!   already on the board. Black has as many stones as white or one more (5 to 45 black
//!   stones on 15x15).
//! - **dense**: black-heavy clusters. 8 to 40 black stones and up to half as many white ones
//!   (on 15x15), the colours mixed at random, each stone within two points of a stone already
//!   placed: crowded black shapes, many forbidden points and false threes nested up to 5 deep.
//! - **wide**: stones scattered over the whole board. 20 to 90 black stones and between half
//!   as many and as many white ones (on 15x15), on points drawn uniformly.
//!
//! No position holds a five or a longer run of either colour: a stone that would make one is
//! not placed (another point is drawn). Points are listed row by row (`a1`, `b1`, …, `o1`,
//! `a2`, …), black and white apart.
//!
//! # Board sizes
//!
//! [`generate`] and [`Positions::new`] make 15x15 positions; [`generate_sized`] and
//! [`Positions::sized`] take the side of the board, 5 to 26 ([`MIN_SIZE`]..=[`MAX_SIZE`]).
//! At 15 the sized generator gives exactly the positions (and ids) of the plain one, so every
//! corpus made before sizes existed is unchanged. On every other board:
//!
//! - **edge and corner clusters**: one `game` or `dense` position in three starts its cluster
//!   on a point drawn near the edge (at most one point in from it: half of these in a corner,
//!   half along one side) instead of at the centre, so that shapes cut off by the edges and
//!   the short diagonals of the corners are as common as open ones;
//!   [`Positions::with_edge_starts`] asks for the same on 15x15;
//! - **counts** scale with the side below 15x15: each range bound is multiplied by `N / 15`
//!   (at least 1), so a 5x5 game has 1 to 15 black stones, enough for the shapes that fit
//!   (a 5x5 board is soon full: a position keeps the stones placed when no point is left
//!   that makes no five); above 15x15 they stay;
//! - **ids** carry the size, `g7-19-000000`, and each JSON line a `"size": 19` field.
//!
//! The random numbers come from [`rand_chacha::ChaCha8Rng`], whose output for a seed is the
//! same on every platform and release (the generator is value-stable), so a (style, count,
//! seed, size) quadruple names a corpus: [`CORPORA`] are the ones the tests use, and
//! `renju corpus --style game --count 10000 --seed 101` writes the first of them.
//!
//! ```
//! use renju_positions::{generate, generate_sized, Style};
//! let positions = generate(Style::Game, 3, 7);
//! assert_eq!(positions.len(), 3);
//! assert_eq!(positions[0].id, "g7-000000");
//! // The same seed gives the same positions.
//! assert_eq!(positions, generate(Style::Game, 3, 7));
//! assert!(positions[0].to_json_line().starts_with(r#"{"id": "g7-000000", "black": ["#));
//! // Other boards: the size in the id, in every point and in the JSON line.
//! let on19 = generate_sized(Style::Game, 3, 7, 19).unwrap();
//! assert_eq!(on19[0].id, "g7-19-000000");
//! assert!(on19[0].black.iter().all(|s| s.size == 19));
//! assert!(on19[0].to_json_line().starts_with(r#"{"id": "g7-19-000000", "size": 19, "black": ["#));
//! assert_eq!(generate_sized(Style::Game, 3, 7, 15).unwrap(), positions);
//! assert_eq!(generate_sized(Style::Game, 3, 7, 30).unwrap_err().to_string(),
//!            "board size 30 is not supported: a side has 5 to 26 points");
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod sequence;
mod stones;

pub use sequence::Positions;
use std::fmt;
use std::str::FromStr;

/// The side of the standard board (RIF): 15 points, the size of [`generate`]'s positions
/// (the vocabulary's [`renju_vocab::STANDARD_SIZE`]).
pub const STANDARD_SIZE: u8 = renju_vocab::STANDARD_SIZE as u8;

/// The fewest points a side may have ([`renju_vocab::MIN_SIZE`]).
pub const MIN_SIZE: u8 = renju_vocab::MIN_SIZE as u8;

/// The most points a side may have, columns `a`..`z` ([`renju_vocab::MAX_SIZE`]).
pub const MAX_SIZE: u8 = renju_vocab::MAX_SIZE as u8;

/// A board size outside [`MIN_SIZE`]..=[`MAX_SIZE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SizeError {
    /// The size asked for.
    pub size: usize,
}

impl SizeError {
    /// `size` as a `u8` if it is supported, else the error.
    ///
    /// ```
    /// use renju_positions::SizeError;
    /// assert_eq!(SizeError::check(19), Ok(19));
    /// assert_eq!(SizeError::check(4), Err(SizeError { size: 4 }));
    /// ```
    pub fn check(size: usize) -> Result<u8, SizeError> {
        u8::try_from(size)
            .ok()
            .filter(|n| (MIN_SIZE..=MAX_SIZE).contains(n))
            .ok_or(SizeError { size })
    }
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "board size {} is not supported: a side has {MIN_SIZE} to {MAX_SIZE} points",
            self.size
        )
    }
}

impl std::error::Error for SizeError {}

/// A point of a board of `size` points a side: column `a`.. (`col` 0.., left to right), row
/// `1`.. (`row` 0.., bottom to top).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Spot {
    /// 0 (row `1`) to `size - 1`. Declared before `col` so that points sort row by row.
    pub row: u8,
    /// 0 (column `a`) to `size - 1`.
    pub col: u8,
    /// The side of the board the point is on (15 for the standard board).
    pub size: u8,
}

impl Spot {
    /// The point at `(col, row)` of a board of `size` points a side, or `None` off that
    /// board.
    ///
    /// ```
    /// use renju_positions::Spot;
    /// assert_eq!(Spot::new(19, 19, 20).unwrap().to_string(), "t20");
    /// assert_eq!(Spot::new(15, 0, 15), None);
    /// assert_eq!(Spot::new(-1, 0, 15), None);
    /// ```
    pub fn new(col: i32, row: i32, size: u8) -> Option<Spot> {
        let on = |v: i32| (0..i32::from(size)).contains(&v);
        (on(col) && on(row)).then_some(Spot {
            col: col as u8,
            row: row as u8,
            size,
        })
    }

    /// Row-major index on its board: `a1` = 0, `b1` = 1, …; on 15x15 `o15` = 224.
    pub fn index(self) -> usize {
        usize::from(self.row) * usize::from(self.size) + usize::from(self.col)
    }
}

impl fmt::Display for Spot {
    /// The point's name, like `h8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        renju_vocab::point_name(usize::from(self.col), usize::from(self.row)).fmt(f)
    }
}

/// How the stones of a position are spread (see the crate documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Style {
    /// Alternating colours, each stone near the stones before it; equal counts.
    Game,
    /// Black-heavy clusters: many forbidden shapes and deep false threes.
    Dense,
    /// Stones scattered over the whole board.
    Wide,
}

impl Style {
    /// Every style, in the order of the corpora.
    pub const ALL: [Style; 3] = [Style::Game, Style::Dense, Style::Wide];

    /// `game`, `dense` or `wide`.
    pub fn name(self) -> &'static str {
        match self {
            Style::Game => "game",
            Style::Dense => "dense",
            Style::Wide => "wide",
        }
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A style name that is none of `game`, `dense`, `wide`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownStyle(pub String);

impl fmt::Display for UnknownStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown style {:?}: use game, dense or wide", self.0)
    }
}

impl std::error::Error for UnknownStyle {}

impl FromStr for Style {
    type Err = UnknownStyle;

    fn from_str(s: &str) -> Result<Style, UnknownStyle> {
        Style::ALL
            .into_iter()
            .find(|style| style.name() == s)
            .ok_or_else(|| UnknownStyle(s.to_string()))
    }
}

/// One generated position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// `<style letter><seed>-<number>`, like `g101-000042`, on the 15x15 corpora;
    /// `<style letter><seed>-<size>-<number>`, like `g101-19-000042`, on any other (and on
    /// 15x15 with [`Positions::with_edge_starts`]). The number counts the positions of the
    /// run from 0.
    pub id: String,
    /// The side of the board.
    pub size: u8,
    /// Black stones, row by row.
    pub black: Vec<Spot>,
    /// White stones, row by row.
    pub white: Vec<Spot>,
}

impl Position {
    /// The position as one line of JSON (without the newline), as `renju batch` reads it:
    /// `{"id": "g101-000000", "black": ["h8", …], "white": […]}`, with `"size": N` after the
    /// id on a board other than 15x15.
    pub fn to_json_line(&self) -> String {
        let list = |spots: &[Spot]| {
            spots
                .iter()
                .map(|s| format!("\"{s}\""))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let size = if self.size == STANDARD_SIZE {
            String::new()
        } else {
            format!(", \"size\": {}", self.size)
        };
        // The id is ASCII letters, digits and `-`, and point names need no escaping either.
        format!(
            "{{\"id\": \"{}\"{size}, \"black\": [{}], \"white\": [{}]}}",
            self.id,
            list(&self.black),
            list(&self.white)
        )
    }
}

/// A named corpus: `count` positions of `style` from `seed`, on 15x15.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Corpus {
    /// How the stones are spread.
    pub style: Style,
    /// How many positions.
    pub count: usize,
    /// The seed.
    pub seed: u64,
}

impl Corpus {
    /// The positions of this corpus.
    pub fn positions(&self) -> Vec<Position> {
        generate(self.style, self.count, self.seed)
    }

    /// The command that writes this corpus as JSON Lines.
    pub fn command(&self) -> String {
        format!(
            "renju corpus --style {} --count {} --seed {}",
            self.style, self.count, self.seed
        )
    }
}

/// The corpora of the tests (23,000 positions): game-like 10,000 (seed 101), dense 10,000
/// (seed 102), wide 3,000 (seed 103).
pub const CORPORA: [Corpus; 3] = [
    Corpus {
        style: Style::Game,
        count: 10_000,
        seed: 101,
    },
    Corpus {
        style: Style::Dense,
        count: 10_000,
        seed: 102,
    },
    Corpus {
        style: Style::Wide,
        count: 3_000,
        seed: 103,
    },
];

/// `count` 15x15 positions of `style`, the same for the same seed.
pub fn generate(style: Style, count: usize, seed: u64) -> Vec<Position> {
    Positions::new(style, seed).take(count).collect()
}

/// `count` positions of `style` on a board of `size` points a side (5 to 26), the same for
/// the same seed; at 15 the positions of [`generate`]. See "Board sizes" in the crate
/// documentation.
pub fn generate_sized(
    style: Style,
    count: usize,
    seed: u64,
    size: usize,
) -> Result<Vec<Position>, SizeError> {
    Ok(Positions::sized(style, seed, size)?.take(count).collect())
}

#[cfg(test)]
mod tests;
