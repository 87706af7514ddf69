//! The endless sequence of positions of one style, seed and board size ([`Positions`]): the
//! random number generator, where each position starts (the centre, or near an edge) and its
//! id.

use crate::stones::{dense, game, wide, Counts, Stones};
use crate::{Position, SizeError, Spot, Style, STANDARD_SIZE};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The endless sequence of positions of one style, seed and board size
/// ([`generate`](crate::generate) and [`generate_sized`](crate::generate_sized) take its start).
#[derive(Clone, Debug)]
pub struct Positions {
    style: Style,
    seed: u64,
    pub(crate) size: u8,
    pub(crate) edge_starts: bool,
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
    pub(crate) fn start(&mut self) -> Spot {
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
