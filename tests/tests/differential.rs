//! Differential tests: the table-driven runtime against the independent reference
//! implementation (`renju-reference`, which takes any size), every forbidden map equal:
//!
//! - on every position of the 15x15 test corpora (`renju_positions::CORPORA`: 23,000
//!   game-like, dense and wide positions generated from fixed seeds, every cluster started at
//!   h8), under the literal RIF reading (the other reading on the corpora is compared in
//!   `readings.rs`);
//! - on every board size the tests look at (5, 7, 15, 19, 20, 26), under both readings of the
//!   disputed point (`renju` = `Reading::Literal`, `renju-completing-five-counts` =
//!   `Reading::FiveKeepsThree`). These positions come from the generator at each size
//!   (`common::sized`): game-like, dense and wide, a third of the game and dense clusters
//!   started next to an edge or in a corner, so that lines cut short by the edges, the short
//!   diagonals of the corners and the last row and column of the larger boards are judged as
//!   often as open lines (15x15 is among the sizes, with its own edge clusters).

use crate::common;

use common::corpus;
use common::reference::{self as refimpl, Reading};
use common::sized::{self, SizedPosition};
use common::{black_map, map_text};
use renju::{Board, BoardSize, Rule, Size, Standard};

/// Generated positions per style and size.
const PER_STYLE: usize = 250;

/// The seed of the generated positions (plus the size).
const SEED: u64 = 2_200;

/// The two readings of the disputed point: the rule's name, and the reference's reading.
const READINGS: [(&str, Reading); 2] = [
    ("renju", Reading::Literal),
    ("renju-completing-five-counts", Reading::FiveKeepsThree),
];

/// What one run of [`runtime_equals_reference`] found.
#[derive(Debug, Default)]
struct Found {
    /// Maps compared (a position under a reading).
    compared: usize,
    /// Forbidden points, by the reference.
    forbidden: usize,
    /// Those at most one point from an edge.
    forbidden_near_edge: usize,
}

/// Runtime and reference on each of `positions` (a name and its board of size `S`), under
/// each of `readings`: every map equal.
fn runtime_equals_reference<S: BoardSize>(
    positions: impl IntoIterator<Item = (String, Board<S>)>,
    readings: &[(&str, Reading)],
) -> Found {
    let last = S::N - 1;
    let rules: Vec<(&Rule, Reading)> = readings
        .iter()
        .map(|&(name, reading)| {
            let rule = Rule::by_name(name).unwrap_or_else(|| panic!("no rule {name}"));
            (rule, reading)
        })
        .collect();
    let mut found = Found::default();
    let mut differ = 0usize;
    let mut failures = Vec::new();
    for (name, board) in positions {
        for &(rule, reading) in &rules {
            let got = black_map(rule, &board);
            let want = refimpl::forbidden_map(&board, reading);
            found.compared += 1;
            found.forbidden += want.len();
            found.forbidden_near_edge += want
                .iter()
                .filter(|(q, _)| q.col().min(q.row()).min(last - q.col()).min(last - q.row()) <= 1)
                .count();
            if got == want {
                continue;
            }
            differ += 1;
            if failures.len() < 10 {
                failures.push(format!(
                    "{name} under {} / {reading:?}:\n  runtime:   {}\n  reference: {}\n{board}",
                    rule.name(),
                    map_text(&got),
                    map_text(&want)
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{}x{}: {differ} of {} maps differ between runtime and reference; first ones:\n{}",
        S::N,
        S::N,
        found.compared,
        failures.join("\n")
    );
    found
}

#[test]
fn runtime_equals_reference_on_every_corpus_position() {
    let positions = corpus::all();
    let found = runtime_equals_reference::<Standard>(
        positions.iter().map(|pos| (pos.name(), pos.board())),
        &READINGS[..1],
    );
    eprintln!("15x15 corpora: {} positions, {found:?}", positions.len());
    assert!(
        positions.len() >= corpus::CORPUS_SIZE,
        "only {} corpus positions found",
        positions.len()
    );
    assert_eq!(found.compared, positions.len());
    assert!(
        found.forbidden > 0,
        "the corpus holds no forbidden point at all?"
    );
}

/// The run at size `S`, checked not to be vacuous: the positions reach the edges and the
/// corners, and hold forbidden points, also next to the edge (except where the board is too
/// small for the kinds of forbidden point that need room).
fn check<S: BoardSize>() {
    let n = S::N;
    let positions: Vec<SizedPosition> = sized::positions(n, PER_STYLE, SEED);
    let near_edge = positions.iter().filter(|p| p.near_edge(1)).count();
    let near_corner = positions.iter().filter(|p| p.near_corner(2)).count();
    let found = runtime_equals_reference::<S>(
        positions.iter().map(|p| (p.id.clone(), p.board::<S>())),
        &READINGS,
    );
    eprintln!(
        "{n}x{n}: {} positions, {} with a stone next to an edge, {} near a corner; {} forbidden points, {} next to an edge",
        positions.len(), near_edge, near_corner, found.forbidden, found.forbidden_near_edge
    );
    assert_eq!(positions.len(), 3 * PER_STYLE);
    assert_eq!(found.compared, 2 * positions.len());
    // A third of the 500 game and dense positions start at the edge, and wide ones reach it:
    // on the larger boards at least 170 of 750 have a stone at most one point from an edge.
    assert!(near_edge >= 170, "{n}x{n}: {near_edge} near an edge");
    assert!(near_corner >= 60, "{n}x{n}: {near_corner} near a corner");
    // On 5x5 no line is six long: no straight four, so no three, no double-three and no
    // overline; only double-fours remain, and few positions make one.
    let (least, least_near_edge) = if n == 5 { (20, 10) } else { (500, 50) };
    assert!(
        found.forbidden >= least,
        "{n}x{n}: {} forbidden points",
        found.forbidden
    );
    assert!(
        found.forbidden_near_edge >= least_near_edge,
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
