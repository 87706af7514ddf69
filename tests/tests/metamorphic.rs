//! Metamorphic tests: changes to a position that must not change its forbidden map (or must
//! change it in a known way).
//!
//! On the 15x15 test corpora (every game-like and dense position of
//! `renju_positions::CORPORA`, generated from fixed seeds), under `renju` and
//! `renju-completing-five-counts`, black's map:
//!
//! - The 8 symmetries of the board (4 rotations, each with or without a reflection) carry the
//!   forbidden map along: transform the stones, compute the map, compare with the transformed
//!   map. The rules know no direction, so any difference is a bug (e.g. in one direction's
//!   line masks or the edge handling).
//! - A white stone far from every black stone (Chebyshev distance at least 6) changes nothing:
//!   every shape the rules' looks at, including the ends of a straight four and the point beyond
//!   them, lies within 5 points of a black stone along a line.
//! - The order in which stones are placed does not matter.
//!
//! On every board size the tests look at (5, 7, 15, 19, 20, 26), on generated positions with
//! edge and corner clusters (`common::sized`), under every variant (`Rule::all()`: the rule
//! files of `rules-spec/`) and for both colours:
//!
//! - **The 8 symmetries of the square**, the same check as on the corpora: the rules know no
//!   direction and every board is square, so the map of the transformed position is the
//!   transformed map. A difference would be a bug in one direction's lines, or in where one of
//!   the four edges is taken to be.
//! - **Moving a position away from the edge** changes nothing where the edge is not in reach.
//!   A position of an N x N board is copied onto the 26x26 board (26x26's own positions are
//!   moved within it, where their stones leave room), shifted by a random offset. The judge
//!   reads, for each point it rules on, the four 11-point windows around it (5 points each
//!   side), and rules on the point asked about and on the straight-four points of the false-three
//!   rule, recursively; its explanation (`Rule::explain_with`, unlimited) is that very
//!   procedure, traced, and names every point it ruled on. So where every such point is at
//!   least 5 points from every edge, of the first board and (moved) of the second, the
//!   windows are the same on both boards and so must the verdict be. Points whose ruling
//!   reads past an edge may differ, and some do (counted, so the test is seen to tell them
//!   apart).

use crate::common;
use crate::for_each_size;

use common::black_map;
use common::corpus::{self, Position, Sampler};
use common::map_text;
use common::reference::{self as refimpl, Reading};
use common::sized::{self, SizedPosition};
use renju::explain::{ExplainLimits, Explanation, TrialDetail};
use renju::{Board, BoardSize, Color, ForbiddenKind, Point, Rule, Size, Standard};
use std::collections::BTreeMap;

/// The side of the corpora's board.
const SIZE: usize = renju::STANDARD_SIZE;

/// Generated positions per style and size.
const PER_STYLE: usize = 150;

/// The seed of the generated positions (plus the size): not that of `differential.rs`.
const SEED: u64 = 3_300;

/// The rules under test on the corpora: the default and the other reading of the disputed
/// point.
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

/// A colour's forbidden map under `rule`.
fn map<S: BoardSize>(rule: &Rule, board: &Board<S>, color: Color) -> Vec<(Point, ForbiddenKind)> {
    rule.forbidden_map(board, color).iter().collect()
}

// ---------------------------------------------------------------------------------------------
// The symmetries of the square

/// Symmetry number `t` (0..8) of a board of `n` points a side: `t & 3` quarter turns, then a
/// reflection in the vertical axis when `t & 4` is set.
fn transform(t: usize, n: usize, p: Point) -> Point {
    let last = n - 1;
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

#[test]
fn the_eight_symmetries_of_each_board_are_distinct_bijections() {
    for n in sized::SIZES {
        let mut images = Vec::new();
        for t in 0..8 {
            let mut seen = vec![false; n * n];
            for p in Point::all_of(n) {
                let q = transform(t, n, p);
                assert!(
                    q.is_on_board_of(n),
                    "{n}x{n}: symmetry {t} takes {p} off the board"
                );
                assert!(
                    !seen[q.index(n)],
                    "{n}x{n}: symmetry {t} maps two points onto {q}"
                );
                seen[q.index(n)] = true;
            }
            images.push(transform(t, n, Point::new(0, 0).expect("a1")));
        }
        // a1 goes to each corner twice (once with, once without the reflection).
        let last = n - 1;
        let corner = |c, r| Point::new(c, r).expect("a corner");
        assert_eq!(
            images,
            [
                corner(0, 0),
                corner(last, 0),
                corner(last, last),
                corner(0, last),
                corner(last, 0),
                corner(0, 0),
                corner(0, last),
                corner(last, last),
            ],
            "{n}x{n}"
        );
    }
    // On 15x15, where a1 and b1 go tells the symmetries apart by name.
    let a1_b1: Vec<String> = (0..8)
        .map(|t| {
            let image = |name: &str| transform(t, SIZE, name.parse().unwrap());
            format!("{} {}", image("a1"), image("b1"))
        })
        .collect();
    assert_eq!(
        a1_b1,
        ["a1 b1", "o1 o2", "o15 n15", "a15 a14", "o1 n1", "a1 a2", "a15 b15", "o15 o14"],
        "the 8 symmetries, as images of a1 and b1"
    );
    // The centre is fixed by all of them.
    for t in 0..8 {
        assert_eq!(transform(t, SIZE, "h8".parse().unwrap()).to_string(), "h8");
    }
}

/// What a run of [`symmetries_carry_the_map`] saw.
#[derive(Debug, Default)]
struct Carried {
    /// Maps of transformed boards compared (a position, a rule, a colour, a symmetry).
    checked: usize,
    /// Forbidden points on the untransformed boards.
    forbidden: usize,
}

/// Every symmetry but the identity on each of `positions` (a name, its board of size `S`, its
/// black and white stones), under each of `rules`, for each of `colors`: the map of the
/// transformed board is the transformed map.
fn symmetries_carry_the_map<'a, S: BoardSize>(
    positions: impl IntoIterator<Item = (String, Board<S>, &'a [Point], &'a [Point])>,
    rules: &[&Rule],
    colors: &[Color],
) -> Carried {
    let n = S::N;
    let mut carried = Carried::default();
    let mut differ = 0usize;
    let mut failures = Vec::new();
    for (name, board, black, white) in positions {
        let images: Vec<Board<S>> = (1..8)
            .map(|t| {
                let moved = |stones: &[Point]| -> Vec<Point> {
                    stones.iter().map(|&p| transform(t, n, p)).collect()
                };
                Board::from_stones(&moved(black), &moved(white)).expect("a symmetry is one-to-one")
            })
            .collect();
        for rule in rules {
            for &color in colors {
                let original = map(rule, &board, color);
                carried.forbidden += original.len();
                for (t, image) in (1..8).zip(&images) {
                    let mut want: Vec<(Point, ForbiddenKind)> = original
                        .iter()
                        .map(|&(p, k)| (transform(t, n, p), k))
                        .collect();
                    // Forbidden maps are in row-major order, which is `Point`'s order.
                    want.sort();
                    let got = map(rule, image, color);
                    carried.checked += 1;
                    if got == want {
                        continue;
                    }
                    differ += 1;
                    if failures.len() < 5 {
                        failures.push(format!(
                            "{name} under {} for {color}, symmetry {t}:\n  map of the image: {}\n  image of the map: {}\n{board}",
                            rule.name(),
                            map_text(&got),
                            map_text(&want)
                        ));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{n}x{n}: {differ} of {} transformed maps differ; first ones:\n{}",
        carried.checked,
        failures.join("\n")
    );
    carried
}

#[test]
fn the_eight_symmetries_carry_the_forbidden_map_along() {
    let corpora = positions();
    let count = corpora.len();
    let carried = symmetries_carry_the_map::<Standard>(
        corpora
            .into_iter()
            .map(|p| (p.name(), p.board(), &p.black[..], &p.white[..])),
        &rules(),
        &[Color::Black],
    );
    eprintln!("15x15 corpora: {count} positions, {carried:?}");
    assert_eq!(carried.checked, count * 2 * 7);
    assert!(
        carried.forbidden > 10_000,
        "too few forbidden points ({}) for the test to mean much",
        carried.forbidden
    );
}

/// The symmetry check on the generated positions of size `S`, every variant, both colours.
fn symmetries_on<S: BoardSize>() -> Carried {
    let positions = sized::positions(S::N, PER_STYLE, SEED);
    let rules: Vec<&Rule> = Rule::all().iter().collect();
    let carried = symmetries_carry_the_map::<S>(
        positions
            .iter()
            .map(|p| (p.id.clone(), p.board::<S>(), &p.black[..], &p.white[..])),
        &rules,
        &Color::ALL,
    );
    eprintln!("{0}x{0}: {1} positions, {carried:?}", S::N, positions.len());
    assert_eq!(carried.checked, positions.len() * rules.len() * 2 * 7);
    carried
}

#[test]
fn the_eight_symmetries_carry_the_forbidden_map_along_on_every_size() {
    let carried = for_each_size!(symmetries_on());
    for (n, found) in sized::SIZES.into_iter().zip(carried) {
        // Not vacuous: hundreds of forbidden points per size (5x5 has only double-fours).
        let least = if n == 5 { 20 } else { 300 };
        assert!(
            found.forbidden >= least,
            "{n}x{n}: only {} forbidden points",
            found.forbidden
        );
    }
}

// ---------------------------------------------------------------------------------------------
// A far white stone, and the order of placing (15x15 corpora)

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

// ---------------------------------------------------------------------------------------------
// Moving a position away from the edge

/// Every point the ruling in `why` ruled on: the point asked about, and the straight-four
/// points tried by the false-three rule, at every depth.
fn ruled_on(why: &Explanation, out: &mut Vec<Point>) {
    out.push(why.point);
    for line in why.threes.iter().flat_map(|t| &t.lines) {
        for trial in &line.trials {
            out.push(trial.point);
            match &trial.detail {
                TrialDetail::Explained(deeper) => ruled_on(deeper, out),
                TrialDetail::VerdictOnly(_) => panic!("an unlimited explanation is whole"),
                // A straight-four point holding a stone (not expected): nothing ruled there.
                _ => {}
            }
        }
    }
}

/// Whether `p` is at least 5 points from every edge of a board of `n` points a side: its
/// four windows then hold board points only.
fn inland(p: Point, n: usize) -> bool {
    let last = n - 1;
    p.col().min(p.row()).min(last - p.col()).min(last - p.row()) >= 5
}

/// `p` moved by `offset`, if its coordinates stay at least 0 (and at most 25).
fn shifted(p: Point, (dc, dr): (isize, isize)) -> Option<Point> {
    p.offset((dc, dr), 1)
}

/// Whether the edge is in reach of none of the points `color`'s ruling at `p` on `board` (of
/// size `S`) rules on: each is at least 5 from every edge of `board`, and, moved by `offset`,
/// of the 26x26 board.
fn edge_out_of_reach<S: BoardSize>(
    rule: &Rule,
    board: &Board<S>,
    p: Point,
    color: Color,
    offset: (isize, isize),
) -> bool {
    let why = rule
        .explain_with(board, p, color, ExplainLimits::UNLIMITED)
        .expect("an empty point");
    let mut points = Vec::new();
    ruled_on(&why, &mut points);
    points
        .iter()
        .all(|&q| inland(q, S::N) && shifted(q, offset).is_some_and(|m| inland(m, 26)))
}

/// What moving the positions of one size found, over the points forbidden on either board.
#[derive(Debug, Default)]
struct Moved {
    /// Positions moved.
    positions: usize,
    /// Points whose ruling reads no edge: their verdicts must be the same.
    out_of_reach: usize,
    /// Points whose ruling reads an edge and whose verdict changed.
    changed: usize,
}

/// The positions of size `S`, moved onto 26x26 by a random offset that keeps them on the
/// board: every changed verdict has the edge in reach.
fn moving_away_from_the_edge<S: BoardSize>() -> Moved {
    let n = S::N;
    let mut rng = Sampler::new(0x5EED_0026 + n as u64);
    let mut moved = Moved::default();
    let mut failures = Vec::new();
    for pos in sized::positions(n, PER_STYLE, SEED + 1) {
        let Some(offset) = an_offset(&pos, &mut rng) else {
            continue;
        };
        moved.positions += 1;
        let shift = |stones: &[Point]| -> Vec<Point> {
            stones
                .iter()
                .map(|&p| shifted(p, offset).expect("the offset keeps the stones on 26x26"))
                .collect()
        };
        let board = pos.board::<S>();
        let big = Board::<Size<26>>::from_stones(&shift(&pos.black), &shift(&pos.white))
            .expect("the offset keeps the stones on the board");
        for rule in Rule::all() {
            for color in Color::ALL {
                // The verdicts of the points of the first board, on both boards.
                let mut kinds: BTreeMap<Point, [Option<ForbiddenKind>; 2]> = BTreeMap::new();
                for (p, k) in map(rule, &board, color) {
                    kinds.entry(p).or_default()[0] = Some(k);
                }
                for (q, k) in map(rule, &big, color) {
                    // Points of the 26x26 board that are not images of the first board's.
                    let Some(p) =
                        shifted(q, (-offset.0, -offset.1)).filter(|p| p.is_on_board_of(n))
                    else {
                        continue;
                    };
                    kinds.entry(p).or_default()[1] = Some(k);
                }
                for (&p, &[small, large]) in &kinds {
                    if !edge_out_of_reach(rule, &board, p, color, offset) {
                        moved.changed += usize::from(small != large);
                        continue;
                    }
                    moved.out_of_reach += 1;
                    if small != large && failures.len() < 5 {
                        failures.push(format!(
                            "{} under {} for {color}, moved by {offset:?} onto 26x26: {p} is {small:?} on {n}x{n}, its image {large:?}, and its ruling reads no edge\n{board}",
                            pos.id,
                            rule.name()
                        ));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{n}x{n}: verdicts changed away from the edge; first ones:\n{}",
        failures.join("\n")
    );
    moved
}

/// A random offset, not (0, 0), that keeps every stone of `pos` on the 26x26 board (`None`
/// when the stones span it).
fn an_offset(pos: &SizedPosition, rng: &mut Sampler) -> Option<(isize, isize)> {
    let stones: Vec<&Point> = pos.black.iter().chain(&pos.white).collect();
    // The shifts along one axis that keep every stone's coordinate in 0..=25.
    let range = |coord: fn(&&Point) -> usize| -> (isize, isize) {
        let low = stones.iter().map(coord).min().unwrap_or(0) as isize;
        let high = stones.iter().map(coord).max().unwrap_or(0) as isize;
        (-low, 25 - high)
    };
    let (cols, rows) = (range(|p| p.col()), range(|p| p.row()));
    if cols == (0, 0) && rows == (0, 0) {
        return None;
    }
    let pick = |rng: &mut Sampler, (low, high): (isize, isize)| {
        low + rng.below((high - low + 1) as usize) as isize
    };
    loop {
        let offset = (pick(rng, cols), pick(rng, rows));
        if offset != (0, 0) {
            return Some(offset);
        }
    }
}

#[test]
fn moving_a_position_away_from_the_edge_changes_nothing_out_of_its_reach() {
    let found = for_each_size!(moving_away_from_the_edge());
    for (n, moved) in sized::SIZES.into_iter().zip(found) {
        eprintln!("{n}x{n}: {moved:?}");
        assert!(moved.positions >= 300, "{n}x{n}: {moved:?}");
        // On boards below 11x11 every point is within 5 of an edge: every ruling reads one,
        // and only the changes are seen.
        // 15x15's inland is the 5x5 square f6-j10; the larger boards have more of it.
        let least = match n {
            5 | 7 => 0,
            15 => 300,
            _ => 500,
        };
        assert!(moved.out_of_reach >= least, "{n}x{n}: {moved:?}");
        // The edge matters somewhere: stones next to it make verdicts that change once the
        // board goes on past them (a four against the edge that becomes straight, say).
        assert!(moved.changed > 0, "{n}x{n}: {moved:?}");
    }
}
