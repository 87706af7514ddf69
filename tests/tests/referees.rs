//! Who wins, point by point, against the referees' own statements of their rules
//! (`renju_conformance::referees`: Gomocup's `INFO rule` 0, 1, 8 and 9, and the six readings of
//! KataGomo's caro, written from what each states and sharing nothing with the tables).
//!
//! Every rule file that claims to be one of these readings (the shipped ones, and the KataGomo
//! readings no tournament plays, in `conformance/rules/`, loaded at run time as a user would)
//! must say "five" exactly where the referee says the move wins: for every empty point, for
//! both colours, on random boards full of runs of 3 to 8 stones, blocked and open, against the
//! edges and in the corners, on boards of 5 to 26 points.

use crate::common;
use crate::for_each_size;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use renju::{Board, BoardSize, Color, Point, Rule, Verdict};
use renju_conformance::referees::{wins, LongRun, Referee, Stone};
use std::path::PathBuf;

/// A rule under test: a shipped rule by name, or a rule file of `conformance/rules/`.
fn rule(name: &str) -> &'static Rule {
    if let Some(rule) = Rule::by_name(name) {
        return rule;
    }
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../conformance/rules")
        .join(format!("{name}.toml"));
    renju_rule_file::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Each referee's reading and the rule file that says it.
fn readings() -> Vec<(Referee, &'static Rule)> {
    let kata = |wall_blocks, long_run| Referee::KataGomo {
        wall_blocks,
        long_run,
    };
    vec![
        (Referee::Gomocup(0), rule("gomoku-freestyle")),
        (Referee::Gomocup(1), rule("gomoku-standard")),
        (Referee::Gomocup(8), rule("caro")),
        (Referee::Gomocup(9), rule("caro-exactly-five")),
        (kata(false, LongRun::Wins), rule("caro")),
        (kata(false, LongRun::DoesNotWin), rule("caro-exactly-five")),
        (
            kata(false, LongRun::WinsUnlessBlockedAtBothEnds),
            rule("caro-six-needs-an-open-end"),
        ),
        (kata(true, LongRun::Wins), rule("caro-edge-blocks")),
        (
            kata(true, LongRun::DoesNotWin),
            rule("caro-edge-blocks-exactly-five"),
        ),
        (
            kata(true, LongRun::WinsUnlessBlockedAtBothEnds),
            rule("caro-edge-blocks-six-needs-an-open-end"),
        ),
    ]
}

#[test]
fn the_gomocup_rule_numbers_name_the_rules_that_say_them() {
    for (number, name) in [
        (0, "gomoku-freestyle"),
        (1, "gomoku-standard"),
        (4, "renju"),
        (8, "caro"),
        (9, "caro-exactly-five"),
    ] {
        assert_eq!(Rule::by_gomocup_rule(number).map(Rule::name), Some(name));
    }
}

/// A random position on `n` x `n`: stones of both colours here and there, and over them runs
/// of one colour (3 to 8 points, now and then a gap or the other colour) in random directions,
/// half of them starting at an edge.
fn position(rng: &mut ChaCha8Rng, n: usize) -> Vec<Option<Stone>> {
    let mut cells = vec![None; n * n];
    let random_stone = |rng: &mut ChaCha8Rng| {
        if rng.random_bool(0.5) {
            Stone::Black
        } else {
            Stone::White
        }
    };
    for _ in 0..rng.random_range(0..n * n / 8) {
        let i = rng.random_range(0..n * n);
        cells[i] = Some(random_stone(rng));
    }
    let steps = [(1isize, 0isize), (0, 1), (1, 1), (1, -1)];
    for _ in 0..rng.random_range(2..=2 + n / 2) {
        let (dc, dr) = steps[rng.random_range(0..4)];
        let stone = random_stone(rng);
        // Start on an edge half the time.
        let (mut c, mut r) = (
            rng.random_range(0..n) as isize,
            rng.random_range(0..n) as isize,
        );
        if rng.random_bool(0.5) {
            match rng.random_range(0..4) {
                0 => c = 0,
                1 => c = n as isize - 1,
                2 => r = 0,
                _ => r = n as isize - 1,
            }
        }
        let len = rng.random_range(3i64..=8) as isize;
        for k in 0..len {
            let (col, row) = (c + k * dc, r + k * dr);
            if !(0..n as isize).contains(&col) || !(0..n as isize).contains(&row) {
                break;
            }
            let cell = &mut cells[row as usize * n + col as usize];
            *cell = match rng.random_range(0..10) {
                0 => None,
                1 => Some(random_stone(rng)),
                _ => Some(stone),
            };
        }
    }
    cells
}

/// What the readings said on the points compared: how many were compared, how many each
/// referee called a win, and for each pair of readings on how many they differed.
struct Tally {
    points: usize,
    wins: Vec<usize>,
    differ: Vec<Vec<usize>>,
}

/// Compares each rule with its referee on every empty point of `count` random positions of
/// size `S` (and more on small boards), for both colours.
fn agree_on<S: BoardSize>(readings: &[(Referee, &Rule)], seed: u64, count: usize) -> Tally {
    let n = S::N;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ n as u64);
    let mut tally = Tally {
        points: 0,
        wins: vec![0; readings.len()],
        differ: vec![vec![0; readings.len()]; readings.len()],
    };
    // More positions on small boards, which hold fewer points.
    let count = count + 24_000 / (n * n);
    for k in 0..count {
        let mut cells = position(&mut rng, n);
        let (mut black, mut white) = (Vec::new(), Vec::new());
        for (i, cell) in cells.iter().enumerate() {
            let p = Point::new(i % n, i / n).expect("on the board");
            match cell {
                Some(Stone::Black) => black.push(p),
                Some(Stone::White) => white.push(p),
                None => {}
            }
        }
        let board = Board::<S>::from_stones(&black, &white).expect("a board");
        for i in 0..n * n {
            if cells[i].is_some() {
                continue;
            }
            let p = Point::new(i % n, i / n).expect("on the board");
            for (color, stone) in [(Color::Black, Stone::Black), (Color::White, Stone::White)] {
                cells[i] = Some(stone);
                let said: Vec<bool> = readings
                    .iter()
                    .map(|&(referee, _)| wins(referee, &cells, n, (i % n, i / n)))
                    .collect();
                cells[i] = None;
                for (&(referee, rule), &want) in readings.iter().zip(&said) {
                    let verdict = rule.verdict(&board, p, color).expect("an empty point");
                    assert_eq!(
                        verdict == Verdict::Five,
                        want,
                        "{referee:?} ({}), position {k} of {n}x{n}, {color} at {p}: {verdict}\n{board:?}",
                        rule.name()
                    );
                }
                tally.points += 1;
                for (a, &x) in said.iter().enumerate() {
                    tally.wins[a] += usize::from(x);
                    for (b, &y) in said.iter().enumerate() {
                        tally.differ[a][b] += usize::from(x != y);
                    }
                }
            }
        }
    }
    tally
}

#[test]
fn every_reading_agrees_with_its_referee_on_every_point_of_random_boards() {
    let readings = readings();
    let tallies = for_each_size!(agree_on(&readings, 31, 60));
    for (i, (referee, rule)) in readings.iter().enumerate() {
        let won: usize = tallies.iter().map(|t| t.wins[i]).sum();
        eprintln!("{referee:?} ({}): {won} winning points", rule.name());
        // Not a vacuous comparison: many points of every size are wins; but on 5x5 every
        // five runs from edge to edge, blocked at both ends where the edge blocks.
        for (t, size) in tallies.iter().zip(common::sized::SIZES) {
            let edge_blocks = matches!(
                referee,
                Referee::KataGomo {
                    wall_blocks: true,
                    ..
                }
            );
            if size == 5 && edge_blocks {
                assert_eq!(t.wins[i], 0, "{referee:?} on 5x5");
            } else {
                assert!(
                    t.wins[i] >= 30,
                    "{referee:?}: {} winning points on {size}x{size}",
                    t.wins[i]
                );
            }
        }
    }
    // And the readings are told apart: each pair of different statements differs on many
    // points (Gomocup's 8 and 9 are KataGomo's two readings whose edge does not block, and
    // long runs always or never win).
    for (a, (ra, _)) in readings.iter().enumerate() {
        for (b, (rb, _)) in readings.iter().enumerate().skip(a + 1) {
            let differ: usize = tallies.iter().map(|t| t.differ[a][b]).sum();
            let same = matches!(
                (ra, rb),
                (
                    Referee::Gomocup(8),
                    Referee::KataGomo {
                        wall_blocks: false,
                        long_run: LongRun::Wins
                    }
                ) | (
                    Referee::Gomocup(9),
                    Referee::KataGomo {
                        wall_blocks: false,
                        long_run: LongRun::DoesNotWin
                    }
                )
            );
            if same {
                assert_eq!(differ, 0, "{ra:?} and {rb:?} say the same");
            } else {
                assert!(
                    differ >= 5,
                    "{ra:?} and {rb:?} differ on only {differ} points"
                );
            }
        }
    }
}
