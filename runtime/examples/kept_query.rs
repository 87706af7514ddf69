//! Counts what one query of the kept map costs: `IncrementalBoard::forbidden_kind` on every
//! point of a position with forbidden points, `rounds` times, through one function that is
//! not inlined, so that callgrind can count it alone:
//! `valgrind --tool=callgrind --callgrind-out-file=q.out target/release/examples/kept_query
//! 100000`, then `callgrind_annotate q.out | grep query` (instructions over calls).
use renju::{point, Color, ForbiddenKind, IncrementalBoard, Point, Rule};
use std::hint::black_box;

/// One query of the kept map, as an engine makes it.
#[inline(never)]
fn query(game: &IncrementalBoard, p: Point) -> Option<ForbiddenKind> {
    game.forbidden_kind(p, Color::Black)
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .map_or(Ok(1000), |n| n.parse())
        .expect("usage: kept_query [ROUNDS]");
    let mut game: IncrementalBoard = IncrementalBoard::new(Rule::default_rule());
    // RIF 9.3's double-three at h8 and RIF 9.2's overline shape on row 3.
    for p in [point!(f8), point!(g8), point!(h9), point!(h10)] {
        game.place(p, Color::Black).expect("empty");
    }
    for p in [point!(c3), point!(d3), point!(e3), point!(g3), point!(h3)] {
        game.place(p, Color::Black).expect("empty");
    }
    let points: Vec<Point> = (0..15 * 15)
        .map(|i| Point::new(i % 15, i / 15).unwrap())
        .collect();
    let mut forbidden = 0usize;
    for _ in 0..rounds {
        for &p in &points {
            forbidden += usize::from(query(black_box(&game), black_box(p)).is_some());
        }
    }
    println!("{} queries, {forbidden} forbidden", rounds * points.len());
}
