//! Deterministic random Renju positions: the corpora the tests and benchmarks of this project
//! run on, made from a seed so that the repository carries no data files for them.
//!
//! Three styles ([`Style`]):
//!
//! - **game**: game-like play. Black and white alternate, black first at `h8`; each further
//!   stone goes within two points (in both directions) of a stone already on the board. Black
//!   has as many stones as white or one more (5 to 45 black stones).
//! - **dense**: black-heavy clusters. 8 to 40 black stones and up to half as many white ones,
//!   the colours mixed at random, each stone within two points of a stone already placed:
//!   crowded black shapes, many forbidden points and false threes nested up to 5 deep.
//! - **wide**: stones scattered over the whole board. 20 to 90 black stones and between half
//!   as many and as many white ones, on points drawn uniformly.
//!
//! No position holds a five or a longer run of either colour: a stone that would make one is
//! not placed (another point is drawn). Points are listed row by row (`a1`, `b1`, …, `o1`,
//! `a2`, …), black and white apart.
//!
//! The random numbers come from [`rand_chacha::ChaCha8Rng`], whose output for a seed is the
//! same on every platform and release (the generator is value-stable), so a (style, count,
//! seed) triple names a corpus: [`CORPORA`] are the ones the tests use, and
//! `renju corpus --style game --count 10000 --seed 101` writes the first of them.
//!
//! ```
//! use renju_positions::{generate, Style};
//! let positions = generate(Style::Game, 3, 7);
//! assert_eq!(positions.len(), 3);
//! assert_eq!(positions[0].id, "g7-000000");
//! // The same seed gives the same positions.
//! assert_eq!(positions, generate(Style::Game, 3, 7));
//! assert!(positions[0].to_json_line().starts_with(r#"{"id": "g7-000000", "black": ["#));
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt;
use std::str::FromStr;

/// The board is `SIZE` by `SIZE` points.
pub const SIZE: u8 = 15;

/// A point of the board: column `a`..`o` (`col` 0..15, left to right), row `1`..`15` (`row`
/// 0..15, bottom to top).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Spot {
    /// 0 (row `1`) to 14 (row `15`). Declared before `col` so that points sort row by row.
    pub row: u8,
    /// 0 (column `a`) to 14 (column `o`).
    pub col: u8,
}

impl Spot {
    /// The point at `(col, row)`, or `None` off the board.
    pub fn new(col: i32, row: i32) -> Option<Spot> {
        let on = |v: i32| (0..i32::from(SIZE)).contains(&v);
        (on(col) && on(row)).then_some(Spot {
            col: col as u8,
            row: row as u8,
        })
    }

    /// Row-major index, `a1` = 0, `b1` = 1, …, `o15` = 224.
    pub fn index(self) -> usize {
        usize::from(self.row) * usize::from(SIZE) + usize::from(self.col)
    }
}

impl fmt::Display for Spot {
    /// The point's name, like `h8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.col), self.row + 1)
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
    /// `<style letter><seed>-<number>`, like `g101-000042`: the number counts the positions of
    /// the run from 0.
    pub id: String,
    /// Black stones, row by row.
    pub black: Vec<Spot>,
    /// White stones, row by row.
    pub white: Vec<Spot>,
}

impl Position {
    /// The position as one line of JSON (without the newline), as `renju batch` reads it:
    /// `{"id": "g101-000000", "black": ["h8", …], "white": […]}`.
    pub fn to_json_line(&self) -> String {
        let list = |spots: &[Spot]| {
            spots
                .iter()
                .map(|s| format!("\"{s}\""))
                .collect::<Vec<_>>()
                .join(", ")
        };
        // The id is ASCII letters, digits and `-`, and point names need no escaping either.
        format!(
            "{{\"id\": \"{}\", \"black\": [{}], \"white\": [{}]}}",
            self.id,
            list(&self.black),
            list(&self.white)
        )
    }
}

/// A named corpus: `count` positions of `style` from `seed`.
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

/// `count` positions of `style`, the same for the same seed.
pub fn generate(style: Style, count: usize, seed: u64) -> Vec<Position> {
    Positions::new(style, seed).take(count).collect()
}

/// The endless sequence of positions of one style and seed ([`generate`] takes its start).
#[derive(Clone, Debug)]
pub struct Positions {
    style: Style,
    seed: u64,
    rng: ChaCha8Rng,
    next: usize,
}

impl Positions {
    /// The positions of `style` from `seed`.
    pub fn new(style: Style, seed: u64) -> Positions {
        Positions {
            style,
            seed,
            rng: ChaCha8Rng::seed_from_u64(seed),
            next: 0,
        }
    }
}

impl Iterator for Positions {
    type Item = Position;

    fn next(&mut self) -> Option<Position> {
        let mut board = Stones::default();
        match self.style {
            Style::Game => game(&mut self.rng, &mut board),
            Style::Dense => dense(&mut self.rng, &mut board),
            Style::Wide => wide(&mut self.rng, &mut board),
        }
        let letter = &self.style.name()[..1];
        let position = board.position(format!("{letter}{}-{:06}", self.seed, self.next));
        self.next += 1;
        Some(position)
    }
}

/// Draws after which a stone that finds no point is given up (the position keeps the stones
/// it has).
const TRIES: usize = 1_000;

/// How far (in both directions) a clustered stone goes from the stone it is placed near.
const SPREAD: i32 = 2;

/// Game-like: alternate colours, black first at h8, each stone near any stone.
fn game(rng: &mut ChaCha8Rng, board: &mut Stones) {
    let black = rng.random_range(5..=45u32);
    let white = black - rng.random_range(0..=1u32);
    for i in 0..black + white {
        let black_to_play = i % 2 == 0;
        if !board.place_near(rng, black_to_play) {
            return;
        }
    }
}

/// Dense: black-heavy, each stone near any stone; colours drawn in proportion to the stones
/// each has left to place.
fn dense(rng: &mut ChaCha8Rng, board: &mut Stones) {
    let black = rng.random_range(8..=40u32);
    let white = rng.random_range(0..=black / 2);
    let (mut black_left, mut white_left) = (black, white);
    while black_left + white_left > 0 {
        let black_to_play =
            board.all.is_empty() || rng.random_range(0..black_left + white_left) < black_left;
        if !board.place_near(rng, black_to_play) {
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
fn wide(rng: &mut ChaCha8Rng, board: &mut Stones) {
    let black = rng.random_range(20..=90u32);
    let white = rng.random_range(black / 2..=black);
    for i in 0..black + white {
        let is_black = i < black;
        let placed = (0..TRIES).any(|_| {
            let spot = Spot {
                col: rng.random_range(0..SIZE),
                row: rng.random_range(0..SIZE),
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
    /// Per point (row-major): `Some(true)` black, `Some(false)` white.
    cells: [Option<bool>; 225],
    /// Every stone, in the order placed.
    all: Vec<Spot>,
}

impl Default for Stones {
    fn default() -> Stones {
        Stones {
            cells: [None; 225],
            all: Vec::new(),
        }
    }
}

impl Stones {
    /// Places a stone of `black`'s colour within [`SPREAD`] of a stone drawn from those on the
    /// board (at h8 on an empty board); false when [`TRIES`] draws found no point.
    fn place_near(&mut self, rng: &mut ChaCha8Rng, black: bool) -> bool {
        if self.all.is_empty() {
            let centre = Spot { col: 7, row: 7 };
            return self.try_place(centre, black);
        }
        (0..TRIES).any(|_| {
            let anchor = self.all[rng.random_range(0..self.all.len() as u32) as usize];
            let col = i32::from(anchor.col) + rng.random_range(-SPREAD..=SPREAD);
            let row = i32::from(anchor.row) + rng.random_range(-SPREAD..=SPREAD);
            Spot::new(col, row).is_some_and(|spot| self.try_place(spot, black))
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
        for row in 0..SIZE {
            for col in 0..SIZE {
                let spot = Spot { col, row };
                match self.cells[spot.index()] {
                    Some(true) => black.push(spot),
                    Some(false) => white.push(spot),
                    None => {}
                }
            }
        }
        Position { id, black, white }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The longest run of one colour anywhere on the board of `p`.
    fn longest_run(p: &Position, black: bool) -> usize {
        let mut stones = Stones::default();
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
            for p in generate(style, 500, 9) {
                assert!(longest_run(&p, true) <= 4, "{}", p.to_json_line());
                assert!(longest_run(&p, false) <= 4, "{}", p.to_json_line());
                let mut all: Vec<Spot> = p.black.iter().chain(&p.white).copied().collect();
                let n = all.len();
                all.sort();
                all.dedup();
                assert_eq!(all.len(), n, "a point twice: {}", p.to_json_line());
                assert!(p.black.windows(2).all(|w| w[0] < w[1]), "row by row");
                assert!(p.white.windows(2).all(|w| w[0] < w[1]), "row by row");
            }
        }
    }

    #[test]
    fn the_run_counter_sees_a_five_in_each_direction() {
        // Four black stones in a line, the fifth point tested, in each direction.
        for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            let mut stones = Stones::default();
            for k in 0..4 {
                let s = Spot::new(5 + k * dc, 7 + k * dr).unwrap();
                stones.cells[s.index()] = Some(true);
            }
            let fifth = Spot::new(5 + 4 * dc, 7 + 4 * dr).unwrap();
            assert_eq!(stones.run_through(fifth, true), 5);
            assert_eq!(stones.run_through(fifth, false), 1);
            assert!(!stones.try_place(fifth, true), "black may not make five");
            assert!(stones.try_place(fifth, false), "white may play there");
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
    fn seeds_and_styles_give_other_positions() {
        assert_ne!(generate(Style::Game, 5, 1), generate(Style::Game, 5, 2));
        let a = generate(Style::Dense, 5, 1);
        assert_eq!(a, generate(Style::Dense, 5, 1));
        assert_eq!(a[4].id, "d1-000004");
        assert_eq!(
            Positions::new(Style::Wide, 1).nth(4),
            generate(Style::Wide, 5, 1).pop()
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
            black: vec![Spot { col: 7, row: 7 }],
            white: vec![],
        };
        assert_eq!(
            p.to_json_line(),
            r#"{"id": "w3-000001", "black": ["h8"], "white": []}"#
        );
    }
}
