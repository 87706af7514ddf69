//! The test corpora: game-like, dense and wide positions generated from fixed seeds by
//! `renju-positions` (`renju_positions::CORPORA`; `renju corpus` writes the same positions as
//! JSON Lines), and a seeded random-number generator for tests that sample or shuffle them.

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use renju::{Board, Point};
use renju_positions::{Spot, CORPORA};

/// One corpus position: its id and stone lists.
#[derive(Clone, Debug)]
pub struct Position {
    /// The corpus's style (`game`, `dense`, `wide`).
    pub file: String,
    /// The position's id, like `d102-000042`.
    pub id: String,
    /// Black stones.
    pub black: Vec<Point>,
    /// White stones.
    pub white: Vec<Point>,
}

impl Position {
    /// The position as a runtime board (stones placed black first, in list order).
    pub fn board(&self) -> Board {
        Board::from_stones(&self.black, &self.white).unwrap_or_else(|e| {
            panic!(
                "corpus position {} {}: a point twice: {e}",
                self.file, self.id
            )
        })
    }

    /// `style:id`, for messages.
    pub fn name(&self) -> String {
        format!("{}:{}", self.file, self.id)
    }
}

fn point(s: Spot) -> Point {
    Point::new(usize::from(s.col), usize::from(s.row)).expect("generated points are on the board")
}

/// Every position of the corpus of style `stem` (e.g. `load("game")`), in order.
pub fn load(stem: &str) -> Vec<Position> {
    let corpus = CORPORA
        .iter()
        .find(|c| c.style.name() == stem)
        .unwrap_or_else(|| panic!("no test corpus of style {stem:?}"));
    corpus
        .positions()
        .into_iter()
        .map(|p| Position {
            file: stem.to_string(),
            id: p.id,
            black: p.black.into_iter().map(point).collect(),
            white: p.white.into_iter().map(point).collect(),
        })
        .collect()
}

/// Every position of every corpus, in the order of `CORPORA` (`game`, `dense`, `wide`).
pub fn load_all() -> Vec<Position> {
    CORPORA.iter().flat_map(|c| load(c.style.name())).collect()
}

/// [`load_all`], made once per test binary (tests of one file share it).
pub fn all() -> &'static [Position] {
    static ALL: std::sync::OnceLock<Vec<Position>> = std::sync::OnceLock::new();
    ALL.get_or_init(load_all)
}

/// The number of positions of the test corpora (game 10,000 + dense 10,000 + wide 3,000).
pub const CORPUS_SIZE: usize = 23_000;

/// A seeded generator (ChaCha8), so that samples and shuffles are the same on every run and
/// every machine.
#[derive(Clone, Debug)]
pub struct Sampler(ChaCha8Rng);

impl Sampler {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Sampler {
        Sampler(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "below(0)");
        self.0.random_range(0..n)
    }

    /// Shuffles `items`.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }
}
