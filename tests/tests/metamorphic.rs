//! Metamorphic tests: changes to a position that must not change its forbidden map (or must
//! change it in a known way), checked over every position of the game-like and dense test
//! corpora (`renju_positions::CORPORA`, generated from fixed seeds).
//!
//! - The 8 symmetries of the board (4 rotations, each with or without a reflection) carry the
//!   forbidden map along: transform the stones, compute the map, compare with the transformed
//!   map. The rules know no direction, so any difference is a bug (e.g. in one direction's
//!   line masks or the edge handling).
//! - A white stone far from every black stone (Chebyshev distance at least 6) changes nothing:
//!   every shape the rules' looks at, including the ends of a straight four and the point beyond
//!   them, lies within 5 points of a black stone along a line.
//! - The order in which stones are placed does not matter.

use crate::common;

use common::black_map;

use common::corpus::{self, Position, Sampler};
use common::map_text;
use common::reference::{self as refimpl, Reading};
use renju::{Board, Color, ForbiddenKind, Point, Rule, Standard};

/// The side of the corpora's board.
const SIZE: usize = renju::STANDARD_SIZE;

/// The rules under test: the default and the other reading of the disputed point.
fn rules() -> [&'static Rule; 2] {
    [
        Rule::by_name("renju").expect("renju rule"),
        Rule::by_name("renju-completing-five-counts").expect("renju-completing-five-counts rule"),
    ]
}

/// The game-like and dense corpora: every position.
fn positions() -> Vec<&'static Position> {
    let all: Vec<&Position> = corpus::all()
        .iter()
        .filter(|p| p.file == "game" || p.file == "dense")
        .collect();
    assert!(
        all.len() >= 20_000,
        "only {} positions in the game and dense corpora",
        all.len()
    );
    all
}

/// Symmetry number `t` (0..8) of the board: `t & 3` quarter turns, then a reflection in the
/// vertical axis when `t & 4` is set.
fn transform(t: usize, p: Point) -> Point {
    let last = SIZE - 1;
    let (mut c, mut r) = (p.col(), p.row());
    for _ in 0..(t & 3) {
        // A quarter turn counter-clockwise: (c, r) -> (last - r, c).
        (c, r) = (last - r, c);
    }
    if t & 4 != 0 {
        c = last - c;
    }
    Point::new(c, r).expect("a symmetry keeps points on the board")
}

/// The board holding `black` and `white` moved by symmetry `t`.
fn transform_board(t: usize, black: &[Point], white: &[Point]) -> Board {
    let black: Vec<Point> = black.iter().map(|&p| transform(t, p)).collect();
    let white: Vec<Point> = white.iter().map(|&p| transform(t, p)).collect();
    Board::from_stones(&black, &white).expect("a symmetry is one-to-one")
}

fn transform_map(t: usize, map: &[(Point, ForbiddenKind)]) -> Vec<(Point, ForbiddenKind)> {
    let mut out: Vec<(Point, ForbiddenKind)> =
        map.iter().map(|&(p, k)| (transform(t, p), k)).collect();
    // Forbidden maps are in row-major order, which is `Point`'s order.
    out.sort();
    out
}

#[test]
fn the_eight_symmetries_are_distinct_bijections_of_the_board() {
    let mut images = Vec::new();
    for t in 0..8 {
        let mut seen = [false; SIZE * SIZE];
        for p in Point::all::<Standard>() {
            let q = transform(t, p);
            assert!(
                !seen[q.index(SIZE)],
                "symmetry {t} maps two points onto {q}"
            );
            seen[q.index(SIZE)] = true;
        }
        // Where a1 and b1 go tells the symmetry apart.
        images.push((
            transform(t, "a1".parse().unwrap()),
            transform(t, "b1".parse().unwrap()),
        ));
    }
    let a1_b1: Vec<String> = images.iter().map(|(a, b)| format!("{a} {b}")).collect();
    assert_eq!(
        a1_b1,
        ["a1 b1", "o1 o2", "o15 n15", "a15 a14", "o1 n1", "a1 a2", "a15 b15", "o15 o14"],
        "the 8 symmetries, as images of a1 and b1"
    );
    // The centre is fixed by all of them.
    for t in 0..8 {
        assert_eq!(transform(t, "h8".parse().unwrap()).to_string(), "h8");
    }
}

#[test]
fn the_eight_symmetries_carry_the_forbidden_map_along() {
    let mut checked = 0usize;
    let mut forbidden_points = 0usize;
    let mut failures = Vec::new();
    for pos in positions() {
        let board = pos.board();
        for rule in rules() {
            let map = black_map(rule, &board);
            forbidden_points += map.len();
            for t in 1..8 {
                let image = transform_board(t, &pos.black, &pos.white);
                let got = black_map(rule, &image);
                let want = transform_map(t, &map);
                if got != want && failures.len() < 5 {
                    failures.push(format!(
                        "{} rule {} symmetry {t}:\n  map of the transformed board: {}\n  transformed map:              {}\n{}",
                        pos.name(),
                        rule.name(),
                        map_text(&got),
                        map_text(&want),
                        board
                    ));
                }
                checked += 1;
            }
        }
    }
    assert!(
        forbidden_points > 10_000,
        "too few forbidden points ({forbidden_points}) for the test to mean much"
    );
    assert!(
        failures.is_empty(),
        "{} of {checked} transformed maps differ; first ones:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Per row, a bit mask of the columns within Chebyshev distance `radius` of some black stone
/// of `pos`.
fn near_rows(pos: &Position, radius: usize) -> [u32; SIZE] {
    let mut rows = [0u32; SIZE];
    for b in &pos.black {
        let cols = ((1u32 << (2 * radius + 1)) - 1) << b.col() >> radius;
        let (low, high) = (b.row().saturating_sub(radius), b.row() + radius);
        for row in rows.iter_mut().take(high + 1).skip(low) {
            *row |= cols;
        }
    }
    rows
}

/// The empty points at Chebyshev distance >= 6 from every black stone of `pos`, and among
/// them those at distance exactly 6 (the nearest a far stone can be).
fn far_points(pos: &Position, board: &Board) -> (Vec<Point>, Vec<Point>) {
    let within5 = near_rows(pos, 5);
    let within6 = near_rows(pos, 6);
    let far: Vec<Point> = Point::all::<Standard>()
        .filter(|&p| board.get(p).is_none() && within5[p.row()] & (1 << p.col()) == 0)
        .collect();
    let at6 = far
        .iter()
        .copied()
        .filter(|p| within6[p.row()] & (1 << p.col()) != 0)
        .collect();
    (far, at6)
}

#[test]
fn far_points_are_exactly_the_points_six_or_more_away() {
    // Checked against the definition on a few corpus positions.
    for pos in corpus::load("game").iter().take(200) {
        let board = pos.board();
        let (far, at6) = far_points(pos, &board);
        for p in Point::all::<Standard>() {
            let nearest = pos
                .black
                .iter()
                .map(|b| b.col().abs_diff(p.col()).max(b.row().abs_diff(p.row())))
                .min();
            let is_far = board.get(p).is_none() && !matches!(nearest, Some(d) if d < 6);
            assert_eq!(far.contains(&p), is_far, "{} {p}", pos.name());
            assert_eq!(
                at6.contains(&p),
                is_far && nearest == Some(6),
                "{} {p}",
                pos.name()
            );
        }
    }
}

#[test]
fn a_white_stone_far_from_every_black_stone_changes_nothing() {
    let mut rng = Sampler::new(0x5EED_0001);
    let mut checked = 0usize;
    let mut positions_with_room = 0usize;
    let mut failures = Vec::new();
    for pos in positions() {
        let board = pos.board();
        let (far, at6) = far_points(pos, &board);
        if far.is_empty() {
            continue;
        }
        positions_with_room += 1;
        // Three far points per position: two random ones and one at distance exactly 6 (the
        // nearest allowed, the most likely to matter), when there is one.
        let picks = [
            far[rng.below(far.len())],
            if at6.is_empty() {
                far[rng.below(far.len())]
            } else {
                at6[rng.below(at6.len())]
            },
            far[rng.below(far.len())],
        ];
        for rule in rules() {
            let map = black_map(rule, &board);
            for &w in &picks {
                // The far point itself can be nothing for black: no black stone within 5.
                assert!(
                    map.iter().all(|&(q, _)| q != w),
                    "{}: far point {w} is forbidden?",
                    pos.name()
                );
                let mut with_white = board.clone();
                with_white
                    .place(w, Color::White)
                    .expect("far point is empty");
                let got = black_map(rule, &with_white);
                if got != map && failures.len() < 5 {
                    failures.push(format!(
                        "{} rule {}: white {w} changes the map\n  without: {}\n  with:    {}\n{}",
                        pos.name(),
                        rule.name(),
                        map_text(&map),
                        map_text(&got),
                        with_white
                    ));
                }
                checked += 1;
            }
        }
    }
    assert!(
        positions_with_room > 5_000,
        "only {positions_with_room} positions have a point 6 away from every black stone"
    );
    assert!(
        failures.is_empty(),
        "{} of {checked} far white stones change the map; first ones:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_order_of_placing_stones_does_not_matter() {
    let mut rng = Sampler::new(0x5EED_0002);
    let rule = Rule::default_rule();
    let mut checked = 0usize;
    for pos in positions() {
        let board = pos.board();
        let mut stones: Vec<(Point, Color)> = pos
            .black
            .iter()
            .map(|&p| (p, Color::Black))
            .chain(pos.white.iter().map(|&p| (p, Color::White)))
            .collect();
        rng.shuffle(&mut stones);
        let mut shuffled: Board = Board::new();
        for &(p, c) in &stones {
            shuffled
                .place(p, c)
                .unwrap_or_else(|e| panic!("{}: {e}", pos.name()));
        }
        assert_eq!(shuffled, board, "{}: shuffled placement", pos.name());
        assert_eq!(shuffled.stone_count(), stones.len());
        // Also through `from_stones` with each list shuffled, and white placed first.
        let mut black = pos.black.clone();
        let mut white = pos.white.clone();
        rng.shuffle(&mut black);
        rng.shuffle(&mut white);
        let mut white_first: Board = Board::from_stones(&[], &white).expect("white stones");
        for &p in &black {
            white_first.place(p, Color::Black).expect("black stone");
        }
        assert_eq!(white_first, board, "{}: white first", pos.name());
        assert_eq!(
            black_map(rule, &white_first),
            black_map(rule, &board),
            "{}",
            pos.name()
        );
        checked += 1;
    }
    assert!(checked >= 20_000);
}

/// The reference builds its board from name lists; shuffled lists give the same map, which is
/// the runtime's map of the file-order board. The reference is slow, so a fixed sample.
#[test]
fn the_order_of_the_reference_s_lists_does_not_matter_either() {
    let mut rng = Sampler::new(0x5EED_0003);
    let all = positions();
    let rule = Rule::default_rule();
    for _ in 0..150 {
        let pos = &all[rng.below(all.len())];
        let mut black: Vec<String> = pos.black.iter().map(Point::to_string).collect();
        let mut white: Vec<String> = pos.white.iter().map(Point::to_string).collect();
        rng.shuffle(&mut black);
        rng.shuffle(&mut white);
        let black: Vec<&str> = black.iter().map(String::as_str).collect();
        let white: Vec<&str> = white.iter().map(String::as_str).collect();
        let board = renju_reference::Board::from_names(&black, &white).expect("corpus board");
        assert_eq!(
            refimpl::forbidden_map_of(&board, Reading::Literal),
            black_map(rule, &pos.board()),
            "{}",
            pos.name()
        );
    }
}
