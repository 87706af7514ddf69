//! Random positions (proptest, with shrinking): the runtime's full forbidden map equals the
//! independent reference's, for the `renju` rule (`Reading::Literal`) and for
//! `renju-completing-five-counts` (`Reading::FiveKeepsThree`).
//!
//! Positions are biased towards dense clusters of black stones, where forbidden shapes and deep
//! false-three recursions appear: 5 to 40 black and 0 to 20 white stones, all inside one 9x9
//! square placed anywhere on the board (so edges and corners come up too). When the maps differ,
//! proptest shrinks the position (fewer stones, square nearer the corner) and the message shows
//! the smallest one found as a board diagram.
//!
//! 5,000 cases per reading by default, from a fixed seed so that a run is reproducible;
//! `PROPTEST_CASES` and `PROPTEST_RNG_SEED` override both.

use crate::common;

use common::black_map;

use common::map_text;
use common::reference::{self as refimpl, Reading};
use proptest::prelude::*;
use proptest::test_runner::RngSeed;
use renju::{Board, Point, Rule, STANDARD_SIZE as SIZE};
use std::collections::BTreeSet;
use std::fmt;

/// Side of the square holding the stones.
const AREA: usize = 9;

/// A random position: stones in the `AREA`x`AREA` square whose lower-left corner is `origin`.
#[derive(Clone)]
struct Position {
    origin: (usize, usize),
    /// Cells of the square (`row * AREA + col`) holding black stones.
    black: BTreeSet<usize>,
    /// Cells holding white stones (none of them black).
    white: BTreeSet<usize>,
}

impl Position {
    fn point(&self, cell: usize) -> Point {
        Point::new(self.origin.0 + cell % AREA, self.origin.1 + cell / AREA)
            .expect("the square lies on the board")
    }

    fn board(&self) -> Board {
        let black: Vec<Point> = self.black.iter().map(|&c| self.point(c)).collect();
        let white: Vec<Point> = self.white.iter().map(|&c| self.point(c)).collect();
        Board::from_stones(&black, &white).expect("black and white cells are disjoint")
    }
}

/// What proptest prints for a failing (shrunk) input: the stone lists and the diagram.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = |cells: &BTreeSet<usize>| {
            cells
                .iter()
                .map(|&c| self.point(c).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        writeln!(f, "black: {}", names(&self.black))?;
        writeln!(f, "white: {}", names(&self.white))?;
        write!(f, "{}", self.board())
    }
}

fn position() -> impl Strategy<Value = Position> {
    (
        0..=SIZE - AREA,
        0..=SIZE - AREA,
        prop::collection::btree_set(0..AREA * AREA, 5..=40),
        prop::collection::btree_set(0..AREA * AREA, 0..=20),
    )
        .prop_map(|(col, row, black, white)| {
            let white = white.difference(&black).copied().collect();
            Position {
                origin: (col, row),
                black,
                white,
            }
        })
}

/// 5,000 cases from `seed`, unless the environment says otherwise; no regression files.
fn config(seed: u64) -> ProptestConfig {
    let from_env = ProptestConfig::default();
    ProptestConfig {
        cases: if std::env::var_os("PROPTEST_CASES").is_some() {
            from_env.cases
        } else {
            5_000
        },
        rng_seed: if std::env::var_os("PROPTEST_RNG_SEED").is_some() {
            from_env.rng_seed
        } else {
            RngSeed::Fixed(seed)
        },
        failure_persistence: None,
        ..from_env
    }
}

/// Runtime map under `rule` against reference map under `reading`.
fn same_map(pos: &Position, rule: &str, reading: Reading) -> Result<(), TestCaseError> {
    let rule = Rule::by_name(rule).expect("rule exists");
    let board = pos.board();
    let got = black_map(rule, &board);
    let want = refimpl::forbidden_map(&board, reading);
    prop_assert!(
        got == want,
        "rule {} / reference {reading:?} differ\n  runtime:   {}\n  reference: {}\n{}",
        rule.name(),
        map_text(&got),
        map_text(&want),
        board
    );
    Ok(())
}

proptest! {
    #![proptest_config(config(0x0052_454e_4a55_0001))]

    #[test]
    fn runtime_equals_reference_literal_reading(pos in position()) {
        same_map(&pos, "renju", Reading::Literal)?;
    }
}

proptest! {
    #![proptest_config(config(0x0052_454e_4a55_0002))]

    #[test]
    fn runtime_equals_reference_completing_five_counts_reading(pos in position()) {
        same_map(&pos, "renju-completing-five-counts", Reading::FiveKeepsThree)?;
    }
}

/// The generator does what the module comment promises (so that the property tests above are
/// not vacuous): dense black clusters with forbidden points, edges reached, white stones
/// present, and the three kinds of forbidden point all produced.
#[test]
fn the_generator_makes_forbidden_shapes() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, TestRunner};

    let mut runner = TestRunner::new(Config {
        rng_seed: RngSeed::Fixed(7),
        ..Config::default()
    });
    let strategy = position();
    let rule = Rule::default_rule();
    let (mut with_forbidden, mut at_edge, mut with_white) = (0, 0, 0);
    let mut kinds = BTreeSet::new();
    for _ in 0..500 {
        let pos = strategy
            .new_tree(&mut runner)
            .expect("a position")
            .current();
        assert!((5..=40).contains(&pos.black.len()));
        assert!(pos.white.len() <= 20 && pos.white.is_disjoint(&pos.black));
        let board = pos.board();
        assert_eq!(board.stone_count(), pos.black.len() + pos.white.len());
        let map = black_map(rule, &board);
        with_forbidden += usize::from(!map.is_empty());
        kinds.extend(map.iter().map(|&(_, k)| k));
        at_edge += usize::from(
            pos.origin.0 == 0
                || pos.origin.1 == 0
                || pos.origin.0 == SIZE - AREA
                || pos.origin.1 == SIZE - AREA,
        );
        with_white += usize::from(!pos.white.is_empty());
    }
    assert!(
        with_forbidden > 250,
        "{with_forbidden} of 500 with a forbidden point"
    );
    assert_eq!(kinds.len(), 3, "forbidden kinds produced: {kinds:?}");
    assert!(at_edge > 50, "{at_edge} of 500 touch an edge");
    assert!(with_white > 400, "{with_white} of 500 have white stones");
}
