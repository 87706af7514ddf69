//! The test corpora (`renju_positions::CORPORA`: game-like, dense and wide positions generated
//! from fixed seeds), as runtime points, for the runtime's tests and benchmarks.
// Shared by several test targets and a bench, each using a part of it.
#![allow(dead_code)]

use renju::Point;
use renju_positions::{Spot, CORPORA};

/// One corpus position: its style (`game`, `dense`, `wide`), id, black and white stones.
pub struct CorpusPosition {
    pub file: &'static str,
    pub id: String,
    pub black: Vec<Point>,
    pub white: Vec<Point>,
}

/// The runtime point of a generated point.
pub fn point(s: Spot) -> Point {
    Point::new(usize::from(s.col), usize::from(s.row)).expect("generated points are on the board")
}

/// Every position of the game, dense and wide corpora (23,000).
pub fn corpus() -> Vec<CorpusPosition> {
    let positions: Vec<CorpusPosition> = CORPORA
        .iter()
        .flat_map(|corpus| {
            corpus.positions().into_iter().map(|p| CorpusPosition {
                file: corpus.style.name(),
                id: p.id,
                black: p.black.into_iter().map(point).collect(),
                white: p.white.into_iter().map(point).collect(),
            })
        })
        .collect();
    assert!(
        positions.len() >= 23_000,
        "only {} corpus positions",
        positions.len()
    );
    positions
}
