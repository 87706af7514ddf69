//! Differential test: the table-driven runtime against the independent reference
//! implementation (`renju-reference`), on every position of the shared corpora.
//!
//! The corpora are `../shared/corpus/*.jsonl` beside the repository (23,587 positions).

use renju::{Board, Color, ForbiddenKind, Point, Rule};
use renju_reference as reference;
use std::path::PathBuf;

/// One corpus position: its id and stone lists.
struct Position {
    id: String,
    black: Vec<String>,
    white: Vec<String>,
}

fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
}

fn load_corpus() -> Vec<(String, Vec<Position>)> {
    let dir = corpus_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| {
            panic!(
                "{}: the shared corpus must be beside the repository: {e}",
                dir.display()
            )
        })
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    assert!(
        !files.is_empty(),
        "{}: no *.jsonl corpus files",
        dir.display()
    );
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("readable corpus file");
            let positions = text
                .lines()
                .map(|line| {
                    let v: serde_json::Value =
                        serde_json::from_str(line).expect("corpus line is JSON");
                    let names = |key: &str| -> Vec<String> {
                        v[key]
                            .as_array()
                            .map(|a| {
                                a.iter()
                                    .filter_map(|s| s.as_str().map(String::from))
                                    .collect()
                            })
                            .unwrap_or_default()
                    };
                    Position {
                        id: v["id"].as_str().unwrap_or_default().to_string(),
                        black: names("black"),
                        white: names("white"),
                    }
                })
                .collect();
            (path.display().to_string(), positions)
        })
        .collect()
}

fn runtime_map(rule: &Rule, pos: &Position) -> Vec<(String, ForbiddenKind)> {
    let points = |names: &[String]| -> Vec<Point> {
        names
            .iter()
            .map(|n| n.parse().expect("corpus point"))
            .collect()
    };
    let board = Board::from_stones(&points(&pos.black), &points(&pos.white)).expect("corpus board");
    rule.forbidden_map(&board, Color::Black)
        .into_iter()
        .map(|(p, k)| (p.to_string(), k))
        .collect()
}

fn reference_map(pos: &Position, reading: reference::Reading) -> Vec<(String, ForbiddenKind)> {
    let black: Vec<&str> = pos.black.iter().map(String::as_str).collect();
    let white: Vec<&str> = pos.white.iter().map(String::as_str).collect();
    let board = reference::Board::from_names(&black, &white).expect("corpus board");
    reference::forbidden_map(&board, reading)
        .into_iter()
        .map(|((c, r), k)| {
            let kind = match k {
                reference::ForbiddenKind::Overline => ForbiddenKind::Overline,
                reference::ForbiddenKind::DoubleFour => ForbiddenKind::DoubleFour,
                reference::ForbiddenKind::DoubleThree => ForbiddenKind::DoubleThree,
            };
            (reference::Board::point_name(c, r), kind)
        })
        .collect()
}

#[test]
fn runtime_equals_reference_on_every_corpus_position() {
    let rule = Rule::by_name("renju").expect("renju rule");
    let mut checked = 0;
    let mut forbidden_points = 0;
    let mut mismatches = Vec::new();
    for (file, positions) in load_corpus() {
        for pos in &positions {
            let got = runtime_map(rule, pos);
            let want = reference_map(pos, reference::Reading::Literal);
            forbidden_points += want.len();
            if got != want {
                mismatches.push(format!(
                    "{file} {}: runtime {got:?}\n  reference {want:?}",
                    pos.id
                ));
            }
            checked += 1;
        }
    }
    assert!(checked >= 23_587, "only {checked} corpus positions found");
    assert!(
        forbidden_points > 0,
        "the corpus holds no forbidden point at all?"
    );
    assert!(
        mismatches.is_empty(),
        "{} of {checked} positions differ; first ones:\n{}",
        mismatches.len(),
        mismatches
            .iter()
            .take(10)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
