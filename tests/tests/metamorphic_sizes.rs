//! Metamorphic tests on every board size the tests look at (5, 7, 15, 19, 20, 26), on
//! generated positions with edge and corner clusters (`common::sized`), under every variant
//! (`Rule::all()`: the rule files of `rules-spec/`) and for both colours:
//!
//! - **The 8 symmetries of the square** (4 rotations, each with or without a reflection) carry
//!   the forbidden map along: the rules know no direction and every board is square, so the
//!   map of the transformed position is the transformed map. A difference would be a bug in
//!   one direction's lines, or in where one of the four edges is taken to be.
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

use common::map_text;
use common::sized::{self, SizedPosition};
use renju::explain::{ExplainLimits, Explanation, TrialDetail};
use renju::{Board, BoardSize, Color, ForbiddenKind, Point, Rule, Size};
use std::collections::BTreeMap;

/// Positions per style and size.
const PER_STYLE: usize = 150;

/// The seed of the positions (plus the size): not that of `differential_sizes.rs`.
const SEED: u64 = 3_300;

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
}

/// Every symmetry, every variant, both colours, on the positions of size `S`; returns the
/// number of forbidden points seen.
fn symmetries_carry_the_map<S: BoardSize>() -> usize {
    let n = S::N;
    let positions = sized::positions(n, PER_STYLE, SEED);
    let mut forbidden = 0;
    let mut failures = Vec::new();
    for pos in &positions {
        let board = pos.board::<S>();
        let images: Vec<Board<S>> = (1..8)
            .map(|t| {
                let moved = |stones: &[Point]| -> Vec<Point> {
                    stones.iter().map(|&p| transform(t, n, p)).collect()
                };
                Board::from_stones(&moved(&pos.black), &moved(&pos.white))
                    .expect("a symmetry is one-to-one")
            })
            .collect();
        for rule in Rule::all() {
            for color in Color::ALL {
                let original = map(rule, &board, color);
                forbidden += original.len();
                for (t, image) in (1..8).zip(&images) {
                    let mut want: Vec<(Point, ForbiddenKind)> = original
                        .iter()
                        .map(|&(p, k)| (transform(t, n, p), k))
                        .collect();
                    // Forbidden maps are in row-major order, which is `Point`'s order.
                    want.sort();
                    let got = map(rule, image, color);
                    if got != want && failures.len() < 5 {
                        failures.push(format!(
                            "{} under {} for {color}, symmetry {t}:\n  map of the image: {}\n  image of the map: {}\n{board}",
                            pos.id,
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
        "{n}x{n}: transformed maps differ; first ones:\n{}",
        failures.join("\n")
    );
    forbidden
}

#[test]
fn the_eight_symmetries_carry_the_forbidden_map_along_on_every_size() {
    let forbidden = for_each_size!(symmetries_carry_the_map());
    for (n, found) in sized::SIZES.into_iter().zip(forbidden) {
        // Not vacuous: hundreds of forbidden points per size (5x5 has only double-fours).
        let least = if n == 5 { 20 } else { 300 };
        assert!(found >= least, "{n}x{n}: only {found} forbidden points");
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
    let mut rng = common::corpus::Sampler::new(0x5EED_0026 + n as u64);
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
fn an_offset(pos: &SizedPosition, rng: &mut common::corpus::Sampler) -> Option<(isize, isize)> {
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
    let pick = |rng: &mut common::corpus::Sampler, (low, high): (isize, isize)| {
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
