//! The incremental board under a rule that reads wide windows and forbids moves: its kept
//! maps equal the maps computed from scratch after every move and every undo, and `place`
//! says what the move did as the judge does from scratch. Under such a rule a verdict can
//! depend on what ends a run of own stones more than 5 points away (a long run judged by its
//! ends), which the board must follow along the whole line.
//!
//! The rule is a test file (`tests/rule-files/caro-with-bans.toml`, loaded at run time): no
//! shipped rule both reads wide windows and forbids a move.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use renju::{BoardSize, Color, IncrementalBoard, Point, Rule, Size};
use std::path::PathBuf;

fn caro_with_bans() -> &'static Rule {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rule-files/caro-with-bans.toml");
    renju_rule_file::load(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// Random games on `S`, most moves next to one of the mover's stones along a line (so long
/// runs, blocked and open, grow), checked after every move and every undo. Returns how many
/// forbidden points the maps held in all, and how many moves were fouls.
fn games<S: BoardSize>(rule: &'static Rule, seed: u64, count: usize) -> (usize, usize) {
    let n = S::N;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ n as u64);
    let (mut forbidden_seen, mut fouls) = (0, 0);
    for g in 0..count {
        let mut game = IncrementalBoard::<S>::new(rule);
        let mut moves: Vec<(Point, Color)> = Vec::new();
        for turn in 0..n * n / 2 {
            let color = Color::ALL[turn % 2];
            let own: Vec<Point> = moves.iter().filter(|m| m.1 == color).map(|m| m.0).collect();
            let p = loop {
                let p = if !own.is_empty() && rng.random_bool(0.8) {
                    let from = own[rng.random_range(0..own.len())];
                    let d = renju::Direction::ALL[rng.random_range(0..4)];
                    let k = [-2isize, -1, 1, 2][rng.random_range(0..4)];
                    from.offset(d.step(), k)
                } else {
                    Point::new(rng.random_range(0..n), rng.random_range(0..n))
                };
                if let Some(p) = p.filter(|p| p.is_on::<S>() && game.board().get(*p).is_none()) {
                    break p;
                }
            };
            let want = rule
                .verdict(game.board(), p, color)
                .expect("an empty point");
            assert_eq!(
                game.place(p, color),
                Ok(want),
                "game {g} on {n}x{n}: {p} {color}"
            );
            fouls += usize::from(want.forbidden().is_some());
            moves.push((p, color));
            for c in Color::ALL {
                let scratch = rule.forbidden_map(game.board(), c);
                assert_eq!(
                    game.forbidden_map(c),
                    scratch,
                    "game {g} on {n}x{n}, {c}, after {p} {color}\n{:?}",
                    game.board()
                );
                forbidden_seen += scratch.len();
            }
        }
        while let Some((p, color)) = game.undo() {
            assert_eq!(moves.pop(), Some((p, color)));
            for c in Color::ALL {
                assert_eq!(
                    game.forbidden_map(c),
                    rule.forbidden_map(game.board(), c),
                    "game {g} on {n}x{n}, {c}, after taking back {p}\n{:?}",
                    game.board()
                );
            }
        }
    }
    (forbidden_seen, fouls)
}

#[test]
fn kept_maps_equal_maps_from_scratch_under_a_wide_rule_with_bans() {
    let rule = caro_with_bans();
    assert!(rule.reads_wide_windows());
    let results = [
        games::<Size<7>>(rule, 5, 100),
        games::<Size<15>>(rule, 5, 12),
        games::<Size<20>>(rule, 5, 6),
    ];
    for (forbidden_seen, fouls) in results {
        // Not vacuous: the maps held forbidden points and some moves were fouls.
        assert!(forbidden_seen > 100 && fouls > 5, "{results:?}");
    }
}
