//! The full forbidden map skips points that cannot be forbidden (`renju::forbidden_candidates`). This
//! proves the skip sound on data: on every position of the test corpora (generated from fixed seeds), for every rule,
//! every empty point left out of the candidates has a verdict other than forbidden, and the
//! map equals the verdicts of all 225 points taken one by one.

mod common;

use renju::{forbidden_candidates, Board, Color, Point, Rule, Verdict};

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
