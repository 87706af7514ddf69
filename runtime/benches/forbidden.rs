//! Criterion benchmarks on the test corpora (`renju_positions::CORPORA`, generated from fixed
//! seeds):
//! - `full_map/<corpus>`: board from stone lists + full forbidden map for black, per position;
//! - `single_check/no_three`: one point with no three involved;
//! - `single_check/double_three`: the rules' double-three at h8 (recursion needed);
//! - `incremental_query/game`: `IncrementalBoard::forbidden_kind` on every point of the
//!   first 1,000 game positions, answered from the kept map (per query).

use criterion::{criterion_main, BenchmarkId, Criterion, Throughput};
use renju::{Board, Color, IncrementalBoard, Point, Rule};
use std::hint::black_box;

#[path = "../tests/common/mod.rs"]
mod common;

fn full_map(c: &mut Criterion) {
    let rule = Rule::default_rule();
    let mut group = c.benchmark_group("full_map");
    for name in ["game", "dense", "wide"] {
        let positions: Vec<(Vec<Point>, Vec<Point>)> = common::corpus()
            .into_iter()
            .filter(|pos| pos.file == name)
            .map(|pos| (pos.black, pos.white))
            .collect();
        group.throughput(Throughput::Elements(positions.len() as u64));
        group.bench_with_input(
            BenchmarkId::from_parameter(name),
            &positions,
            |b, positions| {
                b.iter(|| {
                    let mut forbidden = 0;
                    for (black, white) in positions {
                        let board: Board = Board::from_stones(black, white).expect("corpus board");
                        forbidden += rule.forbidden_map(&board, Color::Black).len();
                    }
                    black_box(forbidden)
                })
            },
        );
    }
    group.finish();
}

fn single_check(c: &mut Criterion) {
    let rule = Rule::default_rule();
    let p = |s: &str| s.parse::<Point>().expect("point");
    let mut group = c.benchmark_group("single_check");
    let four_three: Board =
        Board::from_stones(&[p("e8"), p("f8"), p("g8"), p("j10")], &[p("d8")]).expect("board");
    let h8 = p("h8");
    group.bench_function("no_three", |b| {
        b.iter(|| rule.verdict(black_box(&four_three), black_box(h8), Color::Black))
    });
    let double_three: Board =
        Board::from_stones(&[p("f8"), p("g8"), p("h9"), p("h10")], &[]).expect("board");
    group.bench_function("double_three", |b| {
        b.iter(|| rule.verdict(black_box(&double_three), black_box(h8), Color::Black))
    });
    group.finish();
}

fn incremental_query(c: &mut Criterion) {
    let rule = Rule::default_rule();
    let games: Vec<IncrementalBoard> = common::corpus()
        .into_iter()
        .filter(|pos| pos.file == "game")
        .take(1_000)
        .map(|pos| {
            let board = Board::from_stones(&pos.black, &pos.white).expect("corpus board");
            IncrementalBoard::from_board(rule, board)
        })
        .collect();
    let points: Vec<Point> = Point::all::<renju::Standard>().collect();
    let mut group = c.benchmark_group("incremental_query");
    group.throughput(Throughput::Elements((games.len() * points.len()) as u64));
    group.bench_function("game", |b| {
        b.iter(|| {
            let mut forbidden = 0;
            for game in &games {
                for &p in &points {
                    forbidden +=
                        usize::from(game.forbidden_kind(black_box(p), Color::Black).is_some());
                }
            }
            black_box(forbidden)
        })
    });
    group.finish();
}

// criterion's macro defines an undocumented entry point.
#[allow(missing_docs)]
mod entry {
    criterion::criterion_group!(
        benches,
        super::full_map,
        super::single_check,
        super::incremental_query
    );
}
criterion_main!(entry::benches);
