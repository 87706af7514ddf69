//! The generator's own tests: no fives, the counts, the styles' shapes, the sizes, the ids
//! and the JSON lines.

use super::*;
use crate::stones::{Counts, Stones};

/// The sizes the tests look at: the smallest, small, the standard, go, Gomocup, the
/// largest.
const SIZES: [usize; 6] = [5, 7, 15, 19, 20, 26];

/// The point at `(col, row)` of a 15x15 board.
fn at(col: i32, row: i32) -> Spot {
    Spot::new(col, row, STANDARD_SIZE).expect("on the board")
}

/// The longest run of one colour anywhere on the board of `p`.
fn longest_run(p: &Position, black: bool) -> usize {
    let mut stones = Stones::new(p.size);
    let own = if black { &p.black } else { &p.white };
    for s in own {
        stones.cells[s.index()] = Some(black);
    }
    // A run through an own stone counts the stone itself once.
    own.iter()
        .map(|&s| {
            stones.cells[s.index()] = None;
            let run = stones.run_through(s, black);
            stones.cells[s.index()] = Some(black);
            run
        })
        .max()
        .unwrap_or(0)
}

#[test]
fn no_position_holds_a_five_or_longer_and_no_point_twice() {
    for style in Style::ALL {
        for size in SIZES {
            for p in generate_sized(style, 500, 9, size).unwrap() {
                assert_eq!(usize::from(p.size), size);
                assert!(longest_run(&p, true) <= 4, "{}", p.to_json_line());
                assert!(longest_run(&p, false) <= 4, "{}", p.to_json_line());
                let mut all: Vec<Spot> = p.black.iter().chain(&p.white).copied().collect();
                assert!(
                    all.iter()
                        .all(|s| s.size == p.size && s.col < p.size && s.row < p.size),
                    "on the board: {}",
                    p.to_json_line()
                );
                let n = all.len();
                all.sort();
                all.dedup();
                assert_eq!(all.len(), n, "a point twice: {}", p.to_json_line());
                assert!(p.black.windows(2).all(|w| w[0] < w[1]), "row by row");
                assert!(p.white.windows(2).all(|w| w[0] < w[1]), "row by row");
            }
        }
    }
}

#[test]
fn the_run_counter_sees_a_five_in_each_direction() {
    // Four black stones in a line, the fifth point tested, in each direction.
    for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
        let mut stones = Stones::new(STANDARD_SIZE);
        for k in 0..4 {
            let s = at(5 + k * dc, 7 + k * dr);
            stones.cells[s.index()] = Some(true);
        }
        let fifth = at(5 + 4 * dc, 7 + 4 * dr);
        assert_eq!(stones.run_through(fifth, true), 5);
        assert_eq!(stones.run_through(fifth, false), 1);
        assert!(!stones.try_place(fifth, true), "black may not make five");
        assert!(stones.try_place(fifth, false), "white may play there");
    }
}

#[test]
fn the_run_counter_stops_at_the_edge_of_every_board() {
    // A row of four ending on the last column: the point past it is off the board, so a
    // stone at the other end makes five and the run through the last column stops there.
    for size in [5u8, 19, 26] {
        let n = i32::from(size);
        let mut stones = Stones::new(size);
        for col in n - 4..n {
            stones.cells[Spot::new(col, 0, size).unwrap().index()] = Some(true);
        }
        let before = Spot::new(n - 5, 0, size).unwrap();
        assert_eq!(stones.run_through(before, true), 5, "size {size}");
        let above = Spot::new(n - 1, 1, size).unwrap();
        assert_eq!(stones.run_through(above, true), 2, "size {size}");
    }
}

#[test]
fn styles_keep_their_counts() {
    for p in generate(Style::Game, 300, 1) {
        let (b, w) = (p.black.len(), p.white.len());
        assert!(b == w || b == w + 1, "game: {b} black, {w} white");
    }
    for p in generate(Style::Dense, 300, 2) {
        assert!(p.white.len() <= p.black.len() / 2, "{}", p.to_json_line());
    }
    let wide = generate(Style::Wide, 300, 3);
    // Wide positions reach every part of the board: some stone in each corner's 5x5.
    for (c, r) in [(0, 0), (10, 0), (0, 10), (10, 10)] {
        assert!(wide.iter().any(|p| p
            .black
            .iter()
            .chain(&p.white)
            .any(|s| (c..c + 5).contains(&s.col) && (r..r + 5).contains(&s.row))));
    }
}

#[test]
fn counts_scale_with_the_side_below_15x15_only() {
    // 5 / 15 of 5..=45 is 1..=15: a 5x5 game has 1 to 15 black stones.
    assert_eq!((Counts::of(5).scale(5), Counts::of(5).scale(45)), (1, 15));
    // 7 / 15 of 8..=40 (dense): 3..=18 (8 * 7 / 15 = 3.7, 40 * 7 / 15 = 18.7).
    assert_eq!((Counts::of(7).scale(8), Counts::of(7).scale(40)), (3, 18));
    for size in [15, 19, 26] {
        assert_eq!(Counts::of(size).scale(45), 45, "size {size}");
    }
    for size in SIZES {
        for p in generate_sized(Style::Game, 200, 4, size).unwrap() {
            let (b, w) = (p.black.len(), p.white.len());
            // Black may stop short (no point left that makes no five), never beyond.
            assert!(
                b <= Counts::of(p.size).scale(45) as usize,
                "{}",
                p.to_json_line()
            );
            assert!(
                b == w || b == w + 1 || size < 15,
                "game: {b} black, {w} white"
            );
        }
    }
}

#[test]
fn the_sized_generator_at_15_is_the_plain_one() {
    for style in Style::ALL {
        assert_eq!(
            generate_sized(style, 200, 11, 15).unwrap(),
            generate(style, 200, 11),
            "{style}"
        );
    }
    assert_eq!(generate(Style::Game, 1, 5)[0].id, "g5-000000");
    assert_eq!(
        generate_sized(Style::Wide, 2, 5, 20).unwrap()[1].id,
        "w5-20-000001"
    );
    let mut edges = Positions::new(Style::Game, 5).with_edge_starts();
    assert_eq!(edges.size(), 15);
    assert_eq!(edges.next().unwrap().id, "g5-15-000000");
}

#[test]
fn unsupported_sizes_are_errors() {
    for size in [0, 1, 4, 27, 30, 255, 256 + 19] {
        assert_eq!(
            generate_sized(Style::Game, 1, 1, size),
            Err(SizeError { size })
        );
        assert!(Positions::sized(Style::Game, 1, size).is_err());
    }
    assert_eq!(
        SizeError { size: 4 }.to_string(),
        "board size 4 is not supported: a side has 5 to 26 points"
    );
}

/// With edge starts, a third of the clusters start next to the edge (at most one point in),
/// in every corner and along every side; the rest at the centre.
#[test]
fn edge_starts_reach_every_corner_and_side() {
    for size in [5usize, 15, 19, 26] {
        let mut positions = Positions::sized(Style::Game, 21, size)
            .unwrap()
            .with_edge_starts();
        let n = positions.size;
        let centre = (n - 1) / 2;
        let near = |v: u8| v <= 1 || v >= n - 2;
        let mut edge = 0;
        let (mut corners, mut sides) = ([0; 4], [0; 4]);
        for _ in 0..3000 {
            let s = positions.start();
            assert_eq!(s.size, n);
            if (s.col, s.row) == (centre, centre) && !(near(s.col) && near(s.row)) {
                continue;
            }
            assert!(near(s.col) || near(s.row), "size {size}: start {s}");
            edge += 1;
            let (right, top) = (s.col > centre, s.row > centre);
            if near(s.col) && near(s.row) {
                corners[usize::from(right) + 2 * usize::from(top)] += 1;
            }
            if near(s.col) {
                sides[usize::from(right)] += 1;
            }
            if near(s.row) {
                sides[2 + usize::from(top)] += 1;
            }
        }
        // 1000 expected; well within 850..1150 (the standard deviation is about 26).
        assert!((850..1150).contains(&edge), "size {size}: {edge} of 3000");
        assert!(corners.iter().all(|&c| c > 50), "size {size}: {corners:?}");
        assert!(sides.iter().all(|&c| c > 100), "size {size}: {sides:?}");
    }
}

#[test]
fn the_game_style_starts_at_the_centre_without_edge_starts() {
    for p in generate(Style::Game, 100, 8) {
        assert!(p.black.contains(&at(7, 7)), "h8: {}", p.to_json_line());
    }
    // 19x19's centre is j10, 20x20's j10 too ((20 - 1) / 2 = 9).
    let mut centre = Positions::sized(Style::Game, 8, 20).unwrap();
    centre.edge_starts = false;
    for p in centre.take(50) {
        assert!(
            p.black.contains(&Spot::new(9, 9, 20).unwrap()),
            "{}",
            p.to_json_line()
        );
    }
}

#[test]
fn seeds_and_styles_give_other_positions() {
    assert_ne!(generate(Style::Game, 5, 1), generate(Style::Game, 5, 2));
    let a = generate(Style::Dense, 5, 1);
    assert_eq!(a, generate(Style::Dense, 5, 1));
    assert_eq!(a[4].id, "d1-000004");
    assert_eq!(
        Positions::new(Style::Wide, 1).nth(4),
        generate(Style::Wide, 5, 1).pop()
    );
    assert_ne!(
        generate_sized(Style::Dense, 5, 1, 19).unwrap(),
        generate_sized(Style::Dense, 5, 1, 20).unwrap()
    );
}

#[test]
fn style_names_round_trip() {
    for style in Style::ALL {
        assert_eq!(style.name().parse::<Style>(), Ok(style));
    }
    assert_eq!(
        "Game".parse::<Style>().unwrap_err().to_string(),
        "unknown style \"Game\": use game, dense or wide"
    );
}

#[test]
fn json_line_format() {
    let p = Position {
        id: "w3-000001".into(),
        size: 15,
        black: vec![at(7, 7)],
        white: vec![],
    };
    assert_eq!(
        p.to_json_line(),
        r#"{"id": "w3-000001", "black": ["h8"], "white": []}"#
    );
    let p = Position {
        id: "w3-20-000001".into(),
        size: 20,
        black: vec![Spot::new(19, 19, 20).unwrap()],
        white: vec![Spot::new(0, 19, 20).unwrap()],
    };
    assert_eq!(
        p.to_json_line(),
        r#"{"id": "w3-20-000001", "size": 20, "black": ["t20"], "white": ["a20"]}"#
    );
}
