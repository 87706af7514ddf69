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

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
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

/// The endless sequence of positions of one style, seed and board size ([`generate`] and
/// [`generate_sized`] take its start).
#[derive(Clone, Debug)]
pub struct Positions {
    style: Style,
    seed: u64,
    size: u8,
    edge_starts: bool,
    rng: ChaCha8Rng,
    next: usize,
}

impl Positions {
    /// The 15x15 positions of `style` from `seed`.
    pub fn new(style: Style, seed: u64) -> Positions {
        Positions {
            style,
            seed,
            size: STANDARD_SIZE,
            edge_starts: false,
            rng: ChaCha8Rng::seed_from_u64(seed),
            next: 0,
        }
    }

    /// The positions of `style` from `seed` on a board of `size` points a side: at 15 those
    /// of [`Positions::new`]; on any other board with edge and corner clusters (see the crate
    /// documentation).
    pub fn sized(style: Style, seed: u64, size: usize) -> Result<Positions, SizeError> {
        let size = SizeError::check(size)?;
        Ok(Positions {
            size,
            edge_starts: size != STANDARD_SIZE,
            ..Positions::new(style, seed)
        })
    }

    /// The same, with one `game` or `dense` position in three started near the edge also on
    /// 15x15 (other boards have them already; `wide` positions are spread over the whole
    /// board anyway and stay as they are). The ids carry the size (`g7-15-000000`), so that
    /// these positions are not taken for the corpora's.
    ///
    /// ```
    /// use renju_positions::{Positions, Style};
    /// let p = Positions::new(Style::Dense, 3).with_edge_starts().next().unwrap();
    /// assert_eq!(p.id, "d3-15-000000");
    /// ```
    pub fn with_edge_starts(self) -> Positions {
        Positions {
            edge_starts: true,
            ..self
        }
    }

    /// The side of the board.
    pub fn size(&self) -> usize {
        usize::from(self.size)
    }
}

impl Iterator for Positions {
    type Item = Position;

    fn next(&mut self) -> Option<Position> {
        let mut board = Stones::new(self.size);
        let start = match self.style {
            Style::Game | Style::Dense => Some(self.start()),
            Style::Wide => None,
        };
        let counts = Counts::of(self.size);
        match (self.style, start) {
            (Style::Game, Some(start)) => game(&mut self.rng, &mut board, start, counts),
            (Style::Dense, Some(start)) => dense(&mut self.rng, &mut board, start, counts),
            _ => wide(&mut self.rng, &mut board, counts),
        }
        let letter = &self.style.name()[..1];
        let board_tag = if self.edge_starts {
            format!("-{}", self.size)
        } else {
            String::new()
        };
        let id = format!("{letter}{}{board_tag}-{:06}", self.seed, self.next);
        self.next += 1;
        Some(board.position(id))
    }
}

impl Positions {
    /// Where a clustered position puts its first stone: the centre (`(N - 1) / 2` both ways,
    /// h8 on 15x15) or, with edge starts, one time in three a point near the edge.
    fn start(&mut self) -> Spot {
        let n = self.size;
        let centre = Spot::new(i32::from((n - 1) / 2), i32::from((n - 1) / 2), n);
        let centre = centre.expect("the centre is on the board");
        if !self.edge_starts || self.rng.random_range(0..3u32) != 0 {
            return centre;
        }
        let rng = &mut self.rng;
        let (col, row) = match rng.random_range(0..4u32) {
            // A corner.
            0 | 1 => {
                let col = near_edge(rng, n);
                (col, near_edge(rng, n))
            }
            // Along the left or right side.
            2 => {
                let col = near_edge(rng, n);
                (col, rng.random_range(0..n))
            }
            // Along the bottom or top.
            _ => {
                let col = rng.random_range(0..n);
                (col, near_edge(rng, n))
            }
        };
        Spot { row, col, size: n }
    }
}

/// How far in from the edge an edge start may be: 0 (on the edge) or 1.
const EDGE_BAND: u8 = 2;

/// A coordinate at most one point in from either side of a board of `n` points: 0, 1,
/// `n - 2` or `n - 1`.
fn near_edge(rng: &mut ChaCha8Rng, n: u8) -> u8 {
    let inward = rng.random_range(0..EDGE_BAND);
    if rng.random_bool(0.5) {
        inward
    } else {
        n - 1 - inward
    }
}

/// Draws after which a stone that finds no point is given up (the position keeps the stones
/// it has).
const TRIES: usize = 1_000;

/// How far (in both directions) a clustered stone goes from the stone it is placed near.
const SPREAD: i32 = 2;

/// The ranges of stone counts, scaled to the board: [`Counts::scale`].
#[derive(Clone, Copy, Debug)]
struct Counts {
    /// Points on a side, at most 15.
    side: u32,
}

impl Counts {
    fn of(size: u8) -> Counts {
        Counts {
            side: u32::from(size.min(STANDARD_SIZE)),
        }
    }

    /// A count given for 15x15, on this board: `count * side / 15`, at least 1 (the count
    /// itself on 15x15 and larger boards).
    fn scale(self, count: u32) -> u32 {
        (count * self.side / 15).max(1)
    }
}

/// Game-like: alternate colours, black first at `start`, each stone near any stone.
fn game(rng: &mut ChaCha8Rng, board: &mut Stones, start: Spot, counts: Counts) {
    let black = rng.random_range(counts.scale(5)..=counts.scale(45));
    let white = black - rng.random_range(0..=1u32);
    for i in 0..black + white {
        let black_to_play = i % 2 == 0;
        if !board.place_near(rng, black_to_play, start) {
            return;
        }
    }
}

/// Dense: black-heavy, the first stone at `start`, each stone near any stone; colours drawn
/// in proportion to the stones each has left to place.
fn dense(rng: &mut ChaCha8Rng, board: &mut Stones, start: Spot, counts: Counts) {
    let black = rng.random_range(counts.scale(8)..=counts.scale(40));
    let white = rng.random_range(0..=black / 2);
    let (mut black_left, mut white_left) = (black, white);
    while black_left + white_left > 0 {
        let black_to_play =
            board.all.is_empty() || rng.random_range(0..black_left + white_left) < black_left;
        if !board.place_near(rng, black_to_play, start) {
            return;
        }
        if black_to_play {
            black_left -= 1;
        } else {
            white_left -= 1;
        }
    }
}

/// Wide: black stones then white ones, each on a point drawn from the whole board.
fn wide(rng: &mut ChaCha8Rng, board: &mut Stones, counts: Counts) {
    let black = rng.random_range(counts.scale(20)..=counts.scale(90));
    let white = rng.random_range(black / 2..=black);
    let size = board.size;
    for i in 0..black + white {
        let is_black = i < black;
        let placed = (0..TRIES).any(|_| {
            let spot = Spot {
                col: rng.random_range(0..size),
                row: rng.random_range(0..size),
                size,
            };
            board.try_place(spot, is_black)
        });
        if !placed {
            return;
        }
    }
}

/// The stones placed so far.
#[derive(Clone, Debug)]
struct Stones {
    /// The side of the board.
    size: u8,
    /// Per point (row-major): `Some(true)` black, `Some(false)` white.
    cells: Vec<Option<bool>>,
    /// Every stone, in the order placed.
    all: Vec<Spot>,
}

impl Stones {
    fn new(size: u8) -> Stones {
        Stones {
            size,
            cells: vec![None; usize::from(size) * usize::from(size)],
            all: Vec::new(),
        }
    }

    /// Places a stone of `black`'s colour within [`SPREAD`] of a stone drawn from those on the
    /// board (at `start` on an empty board); false when [`TRIES`] draws found no point.
    fn place_near(&mut self, rng: &mut ChaCha8Rng, black: bool, start: Spot) -> bool {
        if self.all.is_empty() {
            return self.try_place(start, black);
        }
        (0..TRIES).any(|_| {
            let anchor = self.all[rng.random_range(0..self.all.len() as u32) as usize];
            let col = i32::from(anchor.col) + rng.random_range(-SPREAD..=SPREAD);
            let row = i32::from(anchor.row) + rng.random_range(-SPREAD..=SPREAD);
            Spot::new(col, row, self.size).is_some_and(|spot| self.try_place(spot, black))
        })
    }

    /// Places the stone if `spot` is empty and the stone makes no run of five or more of its
    /// colour; says whether it did.
    fn try_place(&mut self, spot: Spot, black: bool) -> bool {
        if self.cells[spot.index()].is_some() || self.run_through(spot, black) >= 5 {
            return false;
        }
        self.cells[spot.index()] = Some(black);
        self.all.push(spot);
        true
    }

    /// The longest unbroken run of `black`'s colour through `spot` if a stone of that colour
    /// stood there.
    fn run_through(&self, spot: Spot, black: bool) -> usize {
        [(1, 0), (0, 1), (1, 1), (1, -1)]
            .into_iter()
            .map(|(dc, dr)| {
                let count = |sign: i32| {
                    (1..)
                        .map(|k| {
                            Spot::new(
                                i32::from(spot.col) + sign * k * dc,
                                i32::from(spot.row) + sign * k * dr,
                                self.size,
                            )
                        })
                        .take_while(|s| s.is_some_and(|s| self.cells[s.index()] == Some(black)))
                        .count()
                };
                1 + count(1) + count(-1)
            })
            .max()
            .unwrap_or(1)
    }

    /// The stones as a position with the given id, each colour row by row.
    fn position(&self, id: String) -> Position {
        let mut black = Vec::new();
        let mut white = Vec::new();
        let size = self.size;
        for row in 0..size {
            for col in 0..size {
                let spot = Spot { col, row, size };
                match self.cells[spot.index()] {
                    Some(true) => black.push(spot),
                    Some(false) => white.push(spot),
                    None => {}
                }
            }
        }
        Position {
            id,
            size,
            black,
            white,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sizes the tests look at: the smallest, small, the standard, go, Gomocup, the
    /// largest.
    const SIZES: [usize; 6] = [5, 7, 15, 19, 20, 26];

    /// The point at `(col, row)` of a 15x15 board.
    fn at(col: i32, row: i32) -> Spot {
        Spot::new(col, row, STANDARD_SIZE).expect("on the board")
    }

    /// The longest run of one colour anywhere on the board of `p`.
    fn longest_run(p: &Position, black: bool) -> usize {
        let mut stones = Stones::new(p.size);
        let own = if black { &p.black } else { &p.white };
        for s in own {
            stones.cells[s.index()] = Some(black);
        }
        // A run through an own stone counts the stone itself once.
        own.iter()
            .map(|&s| {
                stones.cells[s.index()] = None;
                let run = stones.run_through(s, black);
                stones.cells[s.index()] = Some(black);
                run
            })
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn no_position_holds_a_five_or_longer_and_no_point_twice() {
        for style in Style::ALL {
            for size in SIZES {
                for p in generate_sized(style, 500, 9, size).unwrap() {
                    assert_eq!(usize::from(p.size), size);
                    assert!(longest_run(&p, true) <= 4, "{}", p.to_json_line());
                    assert!(longest_run(&p, false) <= 4, "{}", p.to_json_line());
                    let mut all: Vec<Spot> = p.black.iter().chain(&p.white).copied().collect();
                    assert!(
                        all.iter()
                            .all(|s| s.size == p.size && s.col < p.size && s.row < p.size),
                        "on the board: {}",
                        p.to_json_line()
                    );
                    let n = all.len();
                    all.sort();
                    all.dedup();
                    assert_eq!(all.len(), n, "a point twice: {}", p.to_json_line());
                    assert!(p.black.windows(2).all(|w| w[0] < w[1]), "row by row");
                    assert!(p.white.windows(2).all(|w| w[0] < w[1]), "row by row");
                }
            }
        }
    }

    #[test]
    fn the_run_counter_sees_a_five_in_each_direction() {
        // Four black stones in a line, the fifth point tested, in each direction.
        for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            let mut stones = Stones::new(STANDARD_SIZE);
            for k in 0..4 {
                let s = at(5 + k * dc, 7 + k * dr);
                stones.cells[s.index()] = Some(true);
            }
            let fifth = at(5 + 4 * dc, 7 + 4 * dr);
            assert_eq!(stones.run_through(fifth, true), 5);
            assert_eq!(stones.run_through(fifth, false), 1);
            assert!(!stones.try_place(fifth, true), "black may not make five");
            assert!(stones.try_place(fifth, false), "white may play there");
        }
    }

    #[test]
    fn the_run_counter_stops_at_the_edge_of_every_board() {
        // A row of four ending on the last column: the point past it is off the board, so a
        // stone at the other end makes five and the run through the last column stops there.
        for size in [5u8, 19, 26] {
            let n = i32::from(size);
            let mut stones = Stones::new(size);
            for col in n - 4..n {
                stones.cells[Spot::new(col, 0, size).unwrap().index()] = Some(true);
            }
            let before = Spot::new(n - 5, 0, size).unwrap();
            assert_eq!(stones.run_through(before, true), 5, "size {size}");
            let above = Spot::new(n - 1, 1, size).unwrap();
            assert_eq!(stones.run_through(above, true), 2, "size {size}");
        }
    }

    #[test]
    fn styles_keep_their_counts() {
        for p in generate(Style::Game, 300, 1) {
            let (b, w) = (p.black.len(), p.white.len());
            assert!(b == w || b == w + 1, "game: {b} black, {w} white");
        }
        for p in generate(Style::Dense, 300, 2) {
            assert!(p.white.len() <= p.black.len() / 2, "{}", p.to_json_line());
        }
        let wide = generate(Style::Wide, 300, 3);
        // Wide positions reach every part of the board: some stone in each corner's 5x5.
        for (c, r) in [(0, 0), (10, 0), (0, 10), (10, 10)] {
            assert!(wide.iter().any(|p| p
                .black
                .iter()
                .chain(&p.white)
                .any(|s| (c..c + 5).contains(&s.col) && (r..r + 5).contains(&s.row))));
        }
    }

    #[test]
    fn counts_scale_with_the_side_below_15x15_only() {
        // 5 / 15 of 5..=45 is 1..=15: a 5x5 game has 1 to 15 black stones.
        assert_eq!((Counts::of(5).scale(5), Counts::of(5).scale(45)), (1, 15));
        // 7 / 15 of 8..=40 (dense): 3..=18 (8 * 7 / 15 = 3.7, 40 * 7 / 15 = 18.7).
        assert_eq!((Counts::of(7).scale(8), Counts::of(7).scale(40)), (3, 18));
        for size in [15, 19, 26] {
            assert_eq!(Counts::of(size).scale(45), 45, "size {size}");
        }
        for size in SIZES {
            for p in generate_sized(Style::Game, 200, 4, size).unwrap() {
                let (b, w) = (p.black.len(), p.white.len());
                // Black may stop short (no point left that makes no five), never beyond.
                assert!(
                    b <= Counts::of(p.size).scale(45) as usize,
                    "{}",
                    p.to_json_line()
                );
                assert!(
                    b == w || b == w + 1 || size < 15,
                    "game: {b} black, {w} white"
                );
            }
        }
    }

    #[test]
    fn the_sized_generator_at_15_is_the_plain_one() {
        for style in Style::ALL {
            assert_eq!(
                generate_sized(style, 200, 11, 15).unwrap(),
                generate(style, 200, 11),
                "{style}"
            );
        }
        assert_eq!(generate(Style::Game, 1, 5)[0].id, "g5-000000");
        assert_eq!(
            generate_sized(Style::Wide, 2, 5, 20).unwrap()[1].id,
            "w5-20-000001"
        );
        let mut edges = Positions::new(Style::Game, 5).with_edge_starts();
        assert_eq!(edges.size(), 15);
        assert_eq!(edges.next().unwrap().id, "g5-15-000000");
    }

    #[test]
    fn unsupported_sizes_are_errors() {
        for size in [0, 1, 4, 27, 30, 255, 256 + 19] {
            assert_eq!(
                generate_sized(Style::Game, 1, 1, size),
                Err(SizeError { size })
            );
            assert!(Positions::sized(Style::Game, 1, size).is_err());
        }
        assert_eq!(
            SizeError { size: 4 }.to_string(),
            "board size 4 is not supported: a side has 5 to 26 points"
        );
    }

    /// With edge starts, a third of the clusters start next to the edge (at most one point in),
    /// in every corner and along every side; the rest at the centre.
    #[test]
    fn edge_starts_reach_every_corner_and_side() {
        for size in [5usize, 15, 19, 26] {
            let mut positions = Positions::sized(Style::Game, 21, size)
                .unwrap()
                .with_edge_starts();
            let n = positions.size;
            let centre = (n - 1) / 2;
            let near = |v: u8| v <= 1 || v >= n - 2;
            let mut edge = 0;
            let (mut corners, mut sides) = ([0; 4], [0; 4]);
            for _ in 0..3000 {
                let s = positions.start();
                assert_eq!(s.size, n);
                if (s.col, s.row) == (centre, centre) && !(near(s.col) && near(s.row)) {
                    continue;
                }
                assert!(near(s.col) || near(s.row), "size {size}: start {s}");
                edge += 1;
                let (right, top) = (s.col > centre, s.row > centre);
                if near(s.col) && near(s.row) {
                    corners[usize::from(right) + 2 * usize::from(top)] += 1;
                }
                if near(s.col) {
                    sides[usize::from(right)] += 1;
                }
                if near(s.row) {
                    sides[2 + usize::from(top)] += 1;
                }
            }
            // 1000 expected; well within 850..1150 (the standard deviation is about 26).
            assert!((850..1150).contains(&edge), "size {size}: {edge} of 3000");
            assert!(corners.iter().all(|&c| c > 50), "size {size}: {corners:?}");
            assert!(sides.iter().all(|&c| c > 100), "size {size}: {sides:?}");
        }
    }

    #[test]
    fn the_game_style_starts_at_the_centre_without_edge_starts() {
        for p in generate(Style::Game, 100, 8) {
            assert!(p.black.contains(&at(7, 7)), "h8: {}", p.to_json_line());
        }
        // 19x19's centre is j10, 20x20's j10 too ((20 - 1) / 2 = 9).
        let mut centre = Positions::sized(Style::Game, 8, 20).unwrap();
        centre.edge_starts = false;
        for p in centre.take(50) {
            assert!(
                p.black.contains(&Spot::new(9, 9, 20).unwrap()),
                "{}",
                p.to_json_line()
            );
        }
    }

    #[test]
    fn seeds_and_styles_give_other_positions() {
        assert_ne!(generate(Style::Game, 5, 1), generate(Style::Game, 5, 2));
        let a = generate(Style::Dense, 5, 1);
        assert_eq!(a, generate(Style::Dense, 5, 1));
        assert_eq!(a[4].id, "d1-000004");
        assert_eq!(
            Positions::new(Style::Wide, 1).nth(4),
            generate(Style::Wide, 5, 1).pop()
        );
        assert_ne!(
            generate_sized(Style::Dense, 5, 1, 19).unwrap(),
            generate_sized(Style::Dense, 5, 1, 20).unwrap()
        );
    }

    #[test]
    fn style_names_round_trip() {
        for style in Style::ALL {
            assert_eq!(style.name().parse::<Style>(), Ok(style));
        }
        assert_eq!(
            "Game".parse::<Style>().unwrap_err().to_string(),
            "unknown style \"Game\": use game, dense or wide"
        );
    }

    #[test]
    fn json_line_format() {
        let p = Position {
            id: "w3-000001".into(),
            size: 15,
            black: vec![at(7, 7)],
            white: vec![],
        };
        assert_eq!(
            p.to_json_line(),
            r#"{"id": "w3-000001", "black": ["h8"], "white": []}"#
        );
        let p = Position {
            id: "w3-20-000001".into(),
            size: 20,
            black: vec![Spot::new(19, 19, 20).unwrap()],
            white: vec![Spot::new(0, 19, 20).unwrap()],
        };
        assert_eq!(
            p.to_json_line(),
            r#"{"id": "w3-20-000001", "size": 20, "black": ["t20"], "white": ["a20"]}"#
        );
    }
}
