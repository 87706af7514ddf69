//! The shared corpora (`../shared/corpus/*.jsonl`), read for the runtime's tests.
// Shared by several test targets and a bench, each using a part of it.
#![allow(dead_code)]

use renju::Point;
use std::path::PathBuf;

/// One corpus position: file, id, black stones, white stones (in file order).
pub struct CorpusPosition {
    pub file: &'static str,
    pub id: String,
    pub black: Vec<Point>,
    pub white: Vec<Point>,
}

/// Every position of game, dense and wide.
pub fn corpus() -> Vec<CorpusPosition> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    let mut positions = Vec::new();
    for name in ["game.jsonl", "dense.jsonl", "wide.jsonl"] {
        let path = dir.join(name);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "{}: the shared corpus must be beside the repository: {e}",
                path.display()
            )
        });
        for line in text.lines() {
            let v: serde_json::Value = serde_json::from_str(line).expect("corpus JSON");
            let points = |key: &str| -> Vec<Point> {
                v[key]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|s| {
                        s.as_str()
                            .and_then(|s| s.parse().ok())
                            .expect("corpus point")
                    })
                    .collect()
            };
            positions.push(CorpusPosition {
                file: name,
                id: v["id"].as_str().unwrap_or_default().to_string(),
                black: points("black"),
                white: points("white"),
            });
        }
    }
    assert!(
        positions.len() >= 23_587,
        "only {} corpus positions",
        positions.len()
    );
    positions
}
