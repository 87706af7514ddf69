//! Differential test on every board size the tests look at (5, 7, 15, 19, 20, 26): the
//! table-driven runtime against the independent reference implementation
//! (`renju-reference`, which takes any size), under both readings of the disputed point
//! (`renju` = `Reading::Literal`, `renju-completing-five-counts` = `Reading::FiveKeepsThree`).
//!
//! The positions come from the generator at each size (`common::sized`): game-like, dense and
//! wide, a third of the game and dense clusters started next to an edge or in a corner, so
//! that lines cut short by the edges, the short diagonals of the corners and the last
//! row and column of the larger boards are judged as often as open lines. 15x15 is among the
//! sizes with its own edge clusters (the 23,000 corpus positions of `differential.rs` all
//! start at h8).

use crate::common;

use common::reference::{self as refimpl, Reading};
use common::sized::{self, SizedPosition};
use common::{black_map, map_text};
use renju::{BoardSize, Rule, Size};

/// Positions per style and size.
const PER_STYLE: usize = 250;

/// The seed of the positions (plus the size).
const SEED: u64 = 2_200;

/// What one size's run found.
struct Found {
    positions: usize,
    near_edge: usize,
    near_corner: usize,
    forbidden: usize,
    forbidden_near_edge: usize,
}

/// Runtime and reference on every position of size `S`, both readings: every map equal.
fn runtime_equals_reference<S: BoardSize>() -> Found {
    let positions: Vec<SizedPosition> = sized::positions(S::N, PER_STYLE, SEED);
    let last = S::N - 1;
    let mut found = Found {
        positions: positions.len(),
        near_edge: positions.iter().filter(|p| p.near_edge(1)).count(),
        near_corner: positions.iter().filter(|p| p.near_corner(2)).count(),
        forbidden: 0,
        forbidden_near_edge: 0,
    };
    let mut failures = Vec::new();
    for (name, reading) in [
        ("renju", Reading::Literal),
        ("renju-completing-five-counts", Reading::FiveKeepsThree),
    ] {
        let rule = Rule::by_name(name).unwrap_or_else(|| panic!("no rule {name}"));
        for pos in &positions {
            let board = pos.board::<S>();
            let got = black_map(rule, &board);
            let want = refimpl::forbidden_map(&board, reading);
            found.forbidden += want.len();
            found.forbidden_near_edge += want
                .iter()
                .filter(|(q, _)| q.col().min(q.row()).min(last - q.col()).min(last - q.row()) <= 1)
                .count();
            if got != want && failures.len() < 5 {
                failures.push(format!(
                    "{} under {name} / {reading:?}:\n  runtime:   {}\n  reference: {}\n{board}",
                    pos.id,
                    map_text(&got),
                    map_text(&want)
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{}x{}: runtime and reference differ; first ones:\n{}",
        S::N,
        S::N,
        failures.join("\n")
    );
    found
}

/// The run at size `S`, checked not to be vacuous: the positions reach the edges and the
/// corners, and hold forbidden points, also next to the edge (except where the board is too
/// small for the kinds of forbidden point that need room).
fn check<S: BoardSize>() {
    let n = S::N;
    let found = runtime_equals_reference::<S>();
    eprintln!(
        "{n}x{n}: {} positions, {} with a stone next to an edge, {} near a corner; {} forbidden points, {} next to an edge",
        found.positions, found.near_edge, found.near_corner, found.forbidden, found.forbidden_near_edge
    );
    assert_eq!(found.positions, 3 * PER_STYLE);
    // A third of the 500 game and dense positions start at the edge, and wide ones reach it:
    // on the larger boards at least 170 of 750 have a stone at most one point from an edge.
    assert!(
        found.near_edge >= 170,
        "{n}x{n}: {} near an edge",
        found.near_edge
    );
    assert!(
        found.near_corner >= 60,
        "{n}x{n}: {} near a corner",
        found.near_corner
    );
    // On 5x5 no line is six long: no straight four, so no three, no double-three and no
    // overline; only double-fours remain, and few positions make one.
    let (forbidden, near_edge) = if n == 5 { (20, 10) } else { (500, 50) };
    assert!(
        found.forbidden >= forbidden,
        "{n}x{n}: {} forbidden points",
        found.forbidden
    );
    assert!(
        found.forbidden_near_edge >= near_edge,
        "{n}x{n}: {} forbidden points next to the edge",
        found.forbidden_near_edge
    );
}

#[test]
fn runtime_equals_reference_on_5x5() {
    check::<Size<5>>();
}

#[test]
fn runtime_equals_reference_on_7x7() {
    check::<Size<7>>();
}

#[test]
fn runtime_equals_reference_on_15x15_with_edge_clusters() {
    check::<Size<15>>();
}

#[test]
fn runtime_equals_reference_on_19x19() {
    check::<Size<19>>();
}

#[test]
fn runtime_equals_reference_on_20x20() {
    check::<Size<20>>();
}

#[test]
fn runtime_equals_reference_on_26x26() {
    check::<Size<26>>();
}

/// The sizes above are the ones `common::sized` names.
#[test]
fn every_size_of_the_tests_is_checked() {
    assert_eq!(sized::SIZES, [5, 7, 15, 19, 20, 26]);
}

/// The reference states the board sizes on its own, on purpose (it shares no code with the
/// runtime): its numbers must be the vocabulary's, which every other crate uses.
#[test]
fn the_reference_takes_the_sizes_the_vocabulary_names() {
    use renju_reference::Board as Reference;
    assert_eq!(Reference::MIN_SIZE, renju_vocab::MIN_SIZE);
    assert_eq!(Reference::MAX_SIZE, renju_vocab::MAX_SIZE);
    assert_eq!(Reference::STANDARD_SIZE, renju_vocab::STANDARD_SIZE);
    assert_eq!(renju::MIN_SIZE..=renju::MAX_SIZE, renju_vocab::SIZES);
}
