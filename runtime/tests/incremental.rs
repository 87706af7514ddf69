//! The incremental board equals the from-scratch answer after every move: each corpus
//! position is replayed from an empty board (black, white, black, … then the rest of the
//! longer list), the maps compared after every placement, then taken back one undo at a time
//! and compared again.

use crate::common;

use renju::{BoardSize, Color, IncrementalBoard, Point, Rule, Size};

/// The order `renju bench --incremental` uses: alternately black and white, then the rest.
fn replay_order(black: &[Point], white: &[Point]) -> Vec<(Point, Color)> {
    let mut moves = Vec::with_capacity(black.len() + white.len());
    for i in 0..black.len().max(white.len()) {
        if let Some(&p) = black.get(i) {
            moves.push((p, Color::Black));
        }
        if let Some(&p) = white.get(i) {
            moves.push((p, Color::White));
        }
    }
    moves
}

/// Both colours' kept maps of `game` are the maps computed from scratch on its board, and so
/// is the kind `forbidden_kind` reads of each forbidden point.
fn assert_maps_are_from_scratch<S: BoardSize>(
    game: &IncrementalBoard<S>,
    rule: &Rule,
    id: &str,
    when: &str,
) {
    for color in Color::ALL {
        let want = rule.forbidden_map(game.board(), color);
        assert_eq!(
            game.forbidden_map(color),
            want,
            "{} {id} {color} {when}\n{}",
            rule.name(),
            game.board()
        );
        for (p, kind) in want.iter() {
            assert_eq!(game.forbidden_kind(p, color), Some(kind), "{id} {p} {when}");
        }
    }
}

/// Every point's kind read with `forbidden_kind`, one past the edges and the farthest point
/// off the board included, is the one of the from-scratch map (which has none off the board).
fn assert_kinds_are_from_scratch<S: BoardSize>(game: &IncrementalBoard<S>, rule: &Rule, id: &str) {
    for color in Color::ALL {
        let want = rule.forbidden_map(game.board(), color);
        let far = renju::MAX_SIZE - 1;
        for row in (0..=S::N).chain([far]) {
            for col in (0..=S::N).chain([far]) {
                // `None` past the largest board: no such point.
                if let Some(p) = Point::new(col, row) {
                    assert_eq!(
                        game.forbidden_kind(p, color),
                        want.kind(p),
                        "{id} {p} {color}"
                    );
                }
            }
        }
    }
}

#[test]
fn incremental_maps_equal_from_scratch_after_every_move_and_undo() {
    let positions = common::corpus();
    let mut compared = 0usize;
    let mut forbidden_seen = 0usize;
    for rule in [
        Rule::default_rule(),
        Rule::by_name("renju-completing-five-counts").expect("variant"),
    ] {
        for pos in &positions {
            let mut game = IncrementalBoard::<renju::Standard>::new(rule);
            let moves = replay_order(&pos.black, &pos.white);
            let mut check = |game: &IncrementalBoard, when: &str| {
                let want = rule.forbidden_map(game.board(), Color::Black);
                assert_eq!(
                    game.forbidden_map(Color::Black),
                    want,
                    "{} {}: {when}\n{}",
                    rule.name(),
                    pos.id,
                    game.board()
                );
                assert_eq!(game.forbidden_map(Color::Black).len(), want.len());
                assert!(game.forbidden_map(Color::White).is_empty());
                forbidden_seen += want.len();
                compared += 1;
            };
            for (i, &(p, color)) in moves.iter().enumerate() {
                game.place(p, color).expect("corpus points are distinct");
                check(&game, &format!("after move {} ({p} {color})", i + 1));
            }
            for i in (0..moves.len()).rev() {
                assert_eq!(game.undo(), Some(moves[i]));
                check(&game, &format!("after undoing move {}", i + 1));
            }
            assert_eq!(game.undo(), None);
        }
    }
    assert!(compared > 1_000_000, "{compared}");
    assert!(forbidden_seen > 100_000, "{forbidden_seen}");
}

#[test]
fn starting_from_a_board_and_removing_any_stone() {
    for rule in restricting_rules() {
        for pos in common::corpus().iter().step_by(41) {
            let board: renju::Board =
                renju::Board::from_stones(&pos.black, &pos.white).expect("board");
            let mut game = IncrementalBoard::from_board(rule, board.clone());
            for color in Color::ALL {
                assert_eq!(
                    game.forbidden_map(color),
                    rule.forbidden_map(&board, color),
                    "{} {} {color}",
                    rule.name(),
                    pos.id
                );
            }
            // Remove stones in an order unrelated to how they were placed.
            for &p in pos.black.iter().rev().chain(pos.white.iter()) {
                assert!(game.remove(p).is_some());
                assert_maps_are_from_scratch(&game, rule, &pos.id, &format!("after removing {p}"));
            }
            assert_eq!(game.board().stone_count(), 0);
        }
    }
}

/// Places `p` for `color` on `game` and checks that the verdict it gives is the one judged
/// from scratch on the board before the move; returns whether the move was forbidden.
fn place_as_judged<S: BoardSize>(
    game: &mut IncrementalBoard<S>,
    rule: &Rule,
    p: Point,
    color: Color,
    id: &str,
) -> bool {
    let want = rule.verdict(game.board(), p, color).expect("empty point");
    assert_eq!(
        game.place(p, color),
        Ok(want),
        "{} {id}: {p} {color}",
        rule.name()
    );
    want.forbidden().is_some()
}

/// Every rule that forbids anything, to either colour.
fn restricting_rules() -> Vec<&'static Rule> {
    let rules: Vec<&'static Rule> = Rule::all()
        .iter()
        .filter(|r| {
            Color::ALL
                .iter()
                .any(|&c| !r.settings().color(c).forbidden.is_empty())
        })
        .collect();
    // renju, its variant, and omok (which restricts white too).
    assert!(rules.len() >= 3, "{}", rules.len());
    rules
}

#[test]
fn random_walks_of_moves_and_undos_under_every_restricting_rule() {
    // A small deterministic generator (xorshift64): which step comes next.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let mut placed = 0usize;
    let mut forbidden_moves = 0usize;
    for rule in restricting_rules() {
        for pos in common::corpus().iter().step_by(7) {
            let moves = replay_order(&pos.black, &pos.white);
            let mut game = IncrementalBoard::<renju::Standard>::new(rule);
            let mut done = 0;
            // Forward with a chance of one or more undos at each step, until every move is on.
            while done < moves.len() {
                if done > 0 && next(4) == 0 {
                    let back = 1 + next(3.min(done as u64)) as usize;
                    for _ in 0..back {
                        done -= 1;
                        assert_eq!(game.undo(), Some(moves[done]));
                    }
                } else {
                    let (p, color) = moves[done];
                    forbidden_moves +=
                        usize::from(place_as_judged(&mut game, rule, p, color, &pos.id));
                    placed += 1;
                    done += 1;
                }
                assert_maps_are_from_scratch(&game, rule, &pos.id, &format!("after {done} moves"));
            }
        }
    }
    assert!(placed > 100_000, "{placed}");
    assert!(forbidden_moves > 1_000, "{forbidden_moves}");
}

/// Moves of game-like positions on boards of `S`'s size, placed, then taken back with
/// `undo` and `remove`, every kept map compared with the from-scratch map after each step:
/// the per-point arrays and line steps of each board layout (up to 15, 16 to 21, 22 to 26
/// points a side), the edges included.
fn sized_games_equal_from_scratch<S: BoardSize>(count: usize) -> (usize, usize) {
    let positions = renju_positions::generate_sized(renju_positions::Style::Game, count, 101, S::N)
        .expect("a supported size");
    let (mut placed, mut forbidden) = (0usize, 0usize);
    for rule in restricting_rules() {
        for pos in &positions {
            let black: Vec<Point> = pos.black.iter().copied().map(common::point).collect();
            let white: Vec<Point> = pos.white.iter().copied().map(common::point).collect();
            let moves = replay_order(&black, &white);
            let mut game = IncrementalBoard::<S>::new(rule);
            for &(p, color) in &moves {
                forbidden += usize::from(place_as_judged(&mut game, rule, p, color, &pos.id));
                placed += 1;
                assert_maps_are_from_scratch(&game, rule, &pos.id, &format!("after {p}"));
            }
            // Half the stones taken back by undo, the rest removed first stone first.
            for _ in 0..moves.len() / 2 {
                game.undo().expect("a move to undo");
                assert_maps_are_from_scratch(&game, rule, &pos.id, "after an undo");
            }
            for &(p, _) in &moves[..moves.len() - moves.len() / 2] {
                assert!(game.remove(p).is_some(), "{p}");
                assert_maps_are_from_scratch(&game, rule, &pos.id, &format!("after removing {p}"));
            }
            assert_eq!(game.board().stone_count(), 0);
        }
    }
    (placed, forbidden)
}

#[test]
fn incremental_maps_equal_from_scratch_on_every_layout() {
    let (placed, forbidden) = sized_games_equal_from_scratch::<Size<7>>(300);
    assert!(placed > 5_000 && forbidden > 0, "7x7: {placed} {forbidden}");
    for (size, (placed, forbidden)) in [
        (19, sized_games_equal_from_scratch::<Size<19>>(150)),
        (20, sized_games_equal_from_scratch::<Size<20>>(150)),
        (21, sized_games_equal_from_scratch::<Size<21>>(100)),
        (26, sized_games_equal_from_scratch::<Size<26>>(100)),
    ] {
        assert!(placed > 10_000, "{size}x{size}: {placed} placed");
        assert!(forbidden > 50, "{size}x{size}: {forbidden} forbidden moves");
    }
}

/// Every stone of `board`, black's first.
fn all_stones<S: BoardSize>(board: &renju::Board<S>) -> Vec<Point> {
    Color::ALL.iter().flat_map(|&c| board.stones(c)).collect()
}

/// A random walk on one incremental board of `S`'s size under `rule`: each step places a stone
/// of the side to move near the stones already there (so that threes, fours and fouls come
/// often), takes the last move back, removes a stone chosen at random, or clears the board, and
/// both colours' kept maps are compared with the maps computed from scratch after every step.
/// Returns the placements, the forbidden ones among them, and the clears.
fn random_walk<S: BoardSize>(rule: &'static Rule, steps: usize, seed: u64) -> [usize; 3] {
    // xorshift64, seeded per size and rule.
    let mut state = seed | 1;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let n = S::N;
    let mut game = IncrementalBoard::<S>::new(rule);
    let mut to_move = Color::Black;
    let [mut placed, mut forbidden, mut clears] = [0usize; 3];
    for step in 0..steps {
        let stones = game.board().stone_count();
        let roll = next(100);
        let what = if roll == 0 {
            game.clear();
            clears += 1;
            "clear"
        } else if roll < 12 && game.undo().is_some() {
            "undo"
        } else if roll < 18 && stones > 0 {
            let all = all_stones(game.board());
            let p = all[next(all.len())];
            assert!(game.remove(p).is_some(), "{p}");
            "remove"
        } else if stones + 1 < n * n {
            // Near a stone two times in three: a random stone and a step of up to 2 each way.
            let all = all_stones(game.board());
            let p = loop {
                let (col, row) = if !all.is_empty() && next(3) > 0 {
                    let s = all[next(all.len())];
                    (s.col() + next(5), s.row() + next(5))
                } else {
                    (next(n) + 2, next(n) + 2)
                };
                // Two was added to stay unsigned: back, and off the board is tried again.
                let p = col.checked_sub(2).zip(row.checked_sub(2));
                if let Some(p) = p
                    .and_then(|(c, r)| Point::new(c, r))
                    .filter(|p| p.is_on::<S>())
                {
                    if game.board().get(p).is_none() {
                        break p;
                    }
                }
            };
            let id = format!("{n}x{n} walk step {step}");
            forbidden += usize::from(place_as_judged(&mut game, rule, p, to_move, &id));
            placed += 1;
            to_move = to_move.opponent();
            "place"
        } else {
            game.clear();
            clears += 1;
            "clear (full board)"
        };
        assert_maps_are_from_scratch(
            &game,
            rule,
            &format!("{n}x{n}"),
            &format!("step {step}: {what}"),
        );
        if step % 16 == 0 {
            assert_kinds_are_from_scratch(&game, rule, &format!("{n}x{n} step {step}: {what}"));
        }
    }
    [placed, forbidden, clears]
}

#[test]
fn random_walks_of_place_undo_remove_and_clear_on_every_size() {
    for rule in restricting_rules() {
        for size in renju::MIN_SIZE..=renju::MAX_SIZE {
            let seed = 0x2545_F491_4F6C_DD1D ^ (size as u64) << 32 ^ rule.name().len() as u64;
            let [placed, forbidden, clears] =
                renju::with_board_size!(size, S => random_walk::<S>(rule, 10_000, seed))
                    .expect("a supported size");
            assert!(
                placed > 7_000,
                "{} {size}x{size}: {placed} placed",
                rule.name()
            );
            assert!(
                clears > 50,
                "{} {size}x{size}: {clears} clears",
                rule.name()
            );
            // Fouls need room: on 5x5 no line has the six points an open three needs, so a
            // rule that forbids only double-threes (omok) has none there.
            assert!(
                forbidden > 0 || size < 7,
                "{} {size}x{size}: no forbidden move",
                rule.name()
            );
        }
    }
}
