//! Positions on the board sizes the tests look at ([`SIZES`]: the smallest and a small board,
//! 15x15, the go board, Gomocup's board and the largest), from the position generator with
//! its edge and corner clusters (`renju_positions::Positions::sized`, and
//! `with_edge_starts` on 15x15, whose plain corpora start every cluster at h8).
//!
//! The runtime's sizes are types (`Board<Size<19>>`), so a check written once as a generic
//! function runs on every size through [`for_each_size!`](crate::for_each_size).

use renju::{Board, BoardSize, Point};
use renju_positions::{Positions, Spot, Style};

/// The sizes of the differential and metamorphic tests, in the order [`for_each_size!`]
/// visits them.
pub const SIZES: [usize; 6] = [5, 7, 15, 19, 20, 26];

/// Runs the generic function `$f::<Size<N>>(args…)` for each `N` of [`SIZES`], in order, and
/// gives the results as an array (one per size).
#[macro_export]
macro_rules! for_each_size {
    ($f:ident($($arg:expr),* $(,)?)) => {
        [
            $f::<renju::Size<5>>($($arg),*),
            $f::<renju::Size<7>>($($arg),*),
            $f::<renju::Size<15>>($($arg),*),
            $f::<renju::Size<19>>($($arg),*),
            $f::<renju::Size<20>>($($arg),*),
            $f::<renju::Size<26>>($($arg),*),
        ]
    };
}

/// One generated position on a board of `size` points a side.
#[derive(Clone, Debug)]
pub struct SizedPosition {
    /// Points on a side.
    pub size: usize,
    /// The position's id, like `d7-19-000042` (the size after the seed).
    pub id: String,
    /// Black stones.
    pub black: Vec<Point>,
    /// White stones.
    pub white: Vec<Point>,
}

impl SizedPosition {
    /// The position as a runtime board of size `S` (which must be the position's).
    pub fn board<S: BoardSize>(&self) -> Board<S> {
        assert_eq!(S::N, self.size, "{}: a board of another size", self.id);
        Board::from_stones(&self.black, &self.white)
            .unwrap_or_else(|e| panic!("generated position {}: {e}", self.id))
    }

    /// Whether some stone is at most `d` points from an edge (0: on it).
    pub fn near_edge(&self, d: usize) -> bool {
        let last = self.size - 1;
        self.black
            .iter()
            .chain(&self.white)
            .any(|p| p.col().min(p.row()).min(last - p.col()).min(last - p.row()) <= d)
    }

    /// Whether some stone is at most `d` points from a corner along both lines.
    pub fn near_corner(&self, d: usize) -> bool {
        let last = self.size - 1;
        let near = |v: usize| v <= d || last - v <= d;
        self.black
            .iter()
            .chain(&self.white)
            .any(|p| near(p.col()) && near(p.row()))
    }
}

/// The runtime point of a generated point.
fn point(s: Spot) -> Point {
    Point::new(usize::from(s.col), usize::from(s.row)).expect("generated points are at most z26")
}

/// `per_style` positions of each style (game, dense, wide) on a board of `size` points a side,
/// from a seed of `seed` and the size: a third of the game and dense clusters start next to
/// an edge or in a corner.
pub fn positions(size: usize, per_style: usize, seed: u64) -> Vec<SizedPosition> {
    Style::ALL
        .into_iter()
        .flat_map(|style| {
            let seed = seed + size as u64;
            Positions::sized(style, seed, size)
                .unwrap_or_else(|e| panic!("{e}"))
                .with_edge_starts()
                .take(per_style)
                .map(|p| SizedPosition {
                    size,
                    id: p.id,
                    black: p.black.into_iter().map(point).collect(),
                    white: p.white.into_iter().map(point).collect(),
                })
        })
        .collect()
}
