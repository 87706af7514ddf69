//! Times the phases of a full forbidden map over a corpus file (best of 9 passes), for
//! profiling: `cargo run --release -p renju-cli -- corpus --style game --count 10000 --seed 101 >
//! game.jsonl`, then `cargo run --release -p renju --example profile_map -- game.jsonl`
use renju::{Board, Color, IncrementalBoard, Point, Rule, Standard};
use std::time::Instant;

fn best_of<F: FnMut() -> usize>(n: f64, mut f: F) -> (f64, usize) {
    let mut best = f64::MAX;
    let mut out = 0;
    for _ in 0..9 {
        let t = Instant::now();
        out = f();
        best = best.min(t.elapsed().as_secs_f64() * 1e6 / n);
    }
    (best, out)
}

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: profile_map FILE.jsonl (e.g. from `renju corpus --style game --count 10000 --seed 101`)");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&path).expect("corpus file");
    let positions: Vec<(Vec<Point>, Vec<Point>)> = text
        .lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("JSON");
            let pts = |k: &str| -> Vec<Point> {
                v[k].as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|s| s.as_str()?.parse().ok())
                    .collect()
            };
            (pts("black"), pts("white"))
        })
        .collect();
    let rule = Rule::default_rule();
    let n = positions.len() as f64;
    let board =
        |(b, w): &(Vec<Point>, Vec<Point>)| Board::<Standard>::from_stones(b, w).expect("board");
    let (build, _) = best_of(n, || positions.iter().map(|p| board(p).stone_count()).sum());
    // The same boards from 225 cells, as the C ABI and the Python package receive them.
    let cells: Vec<Vec<u8>> = positions.iter().map(|p| board(p).cells()).collect();
    let (from_cells, _) = best_of(n, || {
        (cells.iter())
            .map(|c| Board::<Standard>::from_cells(c).map_or(0, |b| b.stone_count()))
            .sum()
    });
    let (cand, cands) = best_of(n, || {
        positions
            .iter()
            .map(|p| renju::forbidden_candidates(&board(p), Color::Black).len())
            .sum()
    });
    let (full, forbidden) = best_of(n, || {
        positions
            .iter()
            .map(|p| rule.forbidden_map(&board(p), Color::Black).len())
            .sum()
    });
    let moves: usize = positions.iter().map(|(b, w)| b.len() + w.len()).sum();
    let (incremental, _) = best_of(moves as f64, || {
        let mut forbidden = 0;
        for (b, w) in &positions {
            let mut game = IncrementalBoard::<Standard>::new(rule);
            for i in 0..b.len().max(w.len()) {
                for (list, color) in [(b, Color::Black), (w, Color::White)] {
                    if let Some(&p) = list.get(i) {
                        game.place(p, color).expect("distinct");
                        forbidden += game.forbidden_map(Color::Black).len();
                    }
                }
            }
        }
        forbidden
    });
    println!(
        "incremental: {:.1} ns per placement (map read after each)",
        incremental * 1000.0
    );
    println!(
        "{path}: build {build:.3} us/pos (from cells {from_cells:.3}); +candidates {cand:.3} ({:.1}/pos); +map {full:.3} us/pos ({forbidden} forbidden)",
        cands as f64 / n
    );
}
