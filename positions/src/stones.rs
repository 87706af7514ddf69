//! How the stones of one position are placed: the three styles (`game`, `dense`, `wide`),
//! their stone counts scaled to the board, and the board of stones placed so far, which
//! refuses a stone that would make a five or more.

use crate::{Position, Spot, STANDARD_SIZE};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// Draws after which a stone that finds no point is given up (the position keeps the stones
/// it has).
const TRIES: usize = 1_000;

/// How far (in both directions) a clustered stone goes from the stone it is placed near.
const SPREAD: i32 = 2;

/// The ranges of stone counts, scaled to the board: [`Counts::scale`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Counts {
    /// Points on a side, at most 15.
    side: u32,
}

impl Counts {
    pub(crate) fn of(size: u8) -> Counts {
        Counts {
            side: u32::from(size.min(STANDARD_SIZE)),
        }
    }

    /// A count given for 15x15, on this board: `count * side / 15`, at least 1 (the count
    /// itself on 15x15 and larger boards).
    pub(crate) fn scale(self, count: u32) -> u32 {
        (count * self.side / 15).max(1)
    }
}

/// Game-like: alternate colours, black first at `start`, each stone near any stone.
pub(crate) fn game(rng: &mut ChaCha8Rng, board: &mut Stones, start: Spot, counts: Counts) {
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
pub(crate) fn dense(rng: &mut ChaCha8Rng, board: &mut Stones, start: Spot, counts: Counts) {
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
pub(crate) fn wide(rng: &mut ChaCha8Rng, board: &mut Stones, counts: Counts) {
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
pub(crate) struct Stones {
    /// The side of the board.
    pub(crate) size: u8,
    /// Per point (row-major): `Some(true)` black, `Some(false)` white.
    pub(crate) cells: Vec<Option<bool>>,
    /// Every stone, in the order placed.
    pub(crate) all: Vec<Spot>,
}

impl Stones {
    pub(crate) fn new(size: u8) -> Stones {
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
    pub(crate) fn try_place(&mut self, spot: Spot, black: bool) -> bool {
        if self.cells[spot.index()].is_some() || self.run_through(spot, black) >= 5 {
            return false;
        }
        self.cells[spot.index()] = Some(black);
        self.all.push(spot);
        true
    }

    /// The longest unbroken run of `black`'s colour through `spot` if a stone of that colour
    /// stood there.
    pub(crate) fn run_through(&self, spot: Spot, black: bool) -> usize {
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
    pub(crate) fn position(&self, id: String) -> Position {
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
