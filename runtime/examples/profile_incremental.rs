//! Replays every position of a corpus file on an `IncrementalBoard` (black, white, black, …,
//! then the rest), reading black's map after each placement, for profiling:
//! `cargo run --release -p renju --example profile_incremental -- ../shared/corpus/game.jsonl`
use renju::{Color, IncrementalBoard, Point, Rule};
use std::time::Instant;

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "../shared/corpus/game.jsonl".into());
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
    let moves: usize = positions.iter().map(|(b, w)| b.len() + w.len()).sum();
    let t = Instant::now();
    let mut forbidden = 0;
    for (b, w) in &positions {
        let mut game = IncrementalBoard::new(rule);
        for i in 0..b.len().max(w.len()) {
            for (list, color) in [(b, Color::Black), (w, Color::White)] {
                if let Some(&p) = list.get(i) {
                    game.place(p, color).expect("distinct");
                    forbidden += game.forbidden(Color::Black).len();
                }
            }
        }
    }
    let ns = t.elapsed().as_secs_f64() * 1e9 / moves as f64;
    println!(
        "{path}: {ns:.1} ns per placement ({moves} placements, {forbidden} forbidden readings)"
    );
}
