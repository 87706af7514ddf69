//! Criterion benchmarks on the test corpora (`renju_positions::CORPORA`, generated from fixed
//! seeds):
//! - `full_map/<corpus>`: board from stone lists + full forbidden map for black, per position;
//! - `single_check/no_three`: one point with no three involved;
//! - `single_check/double_three`: the rules' double-three at h8 (recursion needed).

use criterion::{criterion_main, BenchmarkId, Criterion, Throughput};
use renju::{Board, Color, Point, Rule};
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
                        let board = Board::from_stones(black, white).expect("corpus board");
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
    let four_three =
        Board::from_stones(&[p("e8"), p("f8"), p("g8"), p("j10")], &[p("d8")]).expect("board");
    let h8 = p("h8");
    group.bench_function("no_three", |b| {
        b.iter(|| rule.verdict(black_box(&four_three), black_box(h8), Color::Black))
    });
    let double_three =
        Board::from_stones(&[p("f8"), p("g8"), p("h9"), p("h10")], &[]).expect("board");
    group.bench_function("double_three", |b| {
        b.iter(|| rule.verdict(black_box(&double_three), black_box(h8), Color::Black))
    });
    group.finish();
}

// criterion's macro defines an undocumented entry point.
#[allow(missing_docs)]
mod entry {
    criterion::criterion_group!(benches, super::full_map, super::single_check);
}
criterion_main!(entry::benches);
