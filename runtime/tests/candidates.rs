//! The full forbidden map skips points that cannot be forbidden (`renju::forbidden_candidates`). This
//! proves the skip sound on data: on every position of the test corpora (generated from fixed seeds), for every rule,
//! every empty point left out of the candidates has a verdict other than forbidden, and the
//! map equals the verdicts of all 225 points taken one by one.
//!
//! The same on boards of other sizes (5x5 to 26x26, in both layouts: up to 15 points a side
//! and beyond), on generated positions whose clusters also start at the edges and in the
//! corners (`renju_positions::Positions::sized`), and on 15x15 with such clusters too.

use crate::common;

use renju::{forbidden_candidates, Board, BoardSize, Color, Point, Rule, Size, Verdict};
use renju_positions::{Positions, Spot, Style};

fn corpus_boards() -> Vec<(String, Board)> {
    common::corpus()
        .into_iter()
        .map(|pos| {
            let board = Board::from_stones(&pos.black, &pos.white).expect("corpus board");
            (pos.id, board)
        })
        .collect()
}

#[test]
fn skipped_points_are_never_forbidden() {
    let boards = corpus_boards();
    assert!(
        boards.len() >= 23_000,
        "only {} corpus positions",
        boards.len()
    );
    let mut forbidden_seen = 0;
    let mut skipped = 0;
    for rule in Rule::all() {
        for color in Color::ALL {
            for (id, board) in &boards {
                let kept = forbidden_candidates(board, color);
                let mut one_by_one = Vec::new();
                for p in Point::all::<renju::Standard>() {
                    let Ok(verdict) = rule.verdict(board, p, color) else {
                        continue;
                    };
                    if let Verdict::Forbidden(kind) = verdict {
                        assert!(
                            kept.contains(p),
                            "{id}: {} {color} at {p} is {kind} but was skipped",
                            rule.name()
                        );
                        one_by_one.push((p, kind));
                    } else if !kept.contains(p) {
                        skipped += 1;
                    }
                }
                forbidden_seen += one_by_one.len();
                assert_eq!(
                    rule.forbidden_map(board, color),
                    one_by_one.into_iter().collect(),
                    "{id} {} {color}",
                    rule.name()
                );
            }
        }
    }
    // Not vacuous: the corpora hold forbidden points, and the skip leaves most points out.
    assert!(forbidden_seen > 50_000, "{forbidden_seen}");
    assert!(skipped > 1_000_000, "{skipped}");
}

/// What [`check_skip`] saw: forbidden points, and empty points skipped.
#[derive(Debug, Default)]
struct Seen {
    forbidden: usize,
    skipped: usize,
    /// Empty points asked about, over every rule and colour.
    asked: usize,
    boards: usize,
}

/// On `board`, under every rule, for both colours: no skipped point is forbidden, and the map
/// is the verdicts of every point one by one.
fn check_skip<S: BoardSize>(id: &str, board: &Board<S>, seen: &mut Seen) {
    seen.boards += 1;
    for rule in Rule::all() {
        for color in Color::ALL {
            let kept = forbidden_candidates(board, color);
            let mut one_by_one = Vec::new();
            for p in Point::all::<S>() {
                let Ok(verdict) = rule.verdict(board, p, color) else {
                    continue;
                };
                seen.asked += 1;
                if let Verdict::Forbidden(kind) = verdict {
                    assert!(
                        kept.contains(p),
                        "{id}: {} {color} at {p} is {kind} but was skipped\n{board}",
                        rule.name()
                    );
                    one_by_one.push((p, kind));
                } else if !kept.contains(p) {
                    seen.skipped += 1;
                }
            }
            seen.forbidden += one_by_one.len();
            assert_eq!(
                rule.forbidden_map(board, color),
                one_by_one.into_iter().collect(),
                "{id} {} {color}\n{board}",
                rule.name()
            );
        }
    }
}

/// The runtime point of a generated point.
fn at(s: Spot) -> Point {
    Point::new(usize::from(s.col), usize::from(s.row)).expect("generated points are at most z26")
}

/// 200 positions of each style on boards of size `S`, a third of the clustered ones started
/// next to an edge or in a corner.
fn skip_is_sound_on<S: BoardSize>() -> Seen {
    let mut seen = Seen::default();
    for style in Style::ALL {
        let positions = Positions::sized(style, 404 + S::N as u64, S::N)
            .expect("a supported size")
            .with_edge_starts()
            .take(200);
        for pos in positions {
            let black: Vec<Point> = pos.black.iter().copied().map(at).collect();
            let white: Vec<Point> = pos.white.iter().copied().map(at).collect();
            let board = Board::<S>::from_stones(&black, &white).expect("a generated board");
            check_skip(&pos.id, &board, &mut seen);
        }
    }
    // Not vacuous: forbidden points found (5x5 has double-fours only), most points skipped.
    let n = S::N;
    eprintln!("{n}x{n}: {seen:?}");
    assert_eq!(seen.boards, 600);
    let least = if n == 5 { 10 } else { 1_000 };
    assert!(seen.forbidden >= least, "{n}x{n}: {seen:?}");
    assert!(2 * seen.skipped >= seen.asked, "{n}x{n}: {seen:?}");
    seen
}

#[test]
fn skipped_points_are_never_forbidden_on_5x5() {
    skip_is_sound_on::<Size<5>>();
}

#[test]
fn skipped_points_are_never_forbidden_on_7x7() {
    skip_is_sound_on::<Size<7>>();
}

#[test]
fn skipped_points_are_never_forbidden_on_15x15_with_edge_clusters() {
    skip_is_sound_on::<Size<15>>();
}

#[test]
fn skipped_points_are_never_forbidden_on_16x16() {
    // The smallest board of the larger layout (lines in 64 bits, rows of 32).
    skip_is_sound_on::<Size<16>>();
}

#[test]
fn skipped_points_are_never_forbidden_on_19x19() {
    skip_is_sound_on::<Size<19>>();
}

#[test]
fn skipped_points_are_never_forbidden_on_20x20() {
    skip_is_sound_on::<Size<20>>();
}

#[test]
fn skipped_points_are_never_forbidden_on_26x26() {
    skip_is_sound_on::<Size<26>>();
}
