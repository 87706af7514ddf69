//! Differential test: the table-driven runtime against the independent reference
//! implementation (`renju-reference`), on every position of the test corpora
//! (`renju_positions::CORPORA`: 23,000 game-like, dense and wide positions generated from fixed
//! seeds), under the literal RIF reading. The other reading is compared in `readings.rs`.

use crate::common;

use common::black_map;

use common::corpus;
use renju::Rule;
use renju_reference::Reading;

#[test]
fn runtime_equals_reference_on_every_corpus_position() {
    let rule = Rule::by_name("renju").expect("renju rule");
    let positions = corpus::all();
    let mut forbidden_points = 0;
    let mut mismatches = Vec::new();
    for pos in positions {
        let board = pos.board();
        let got = black_map(rule, &board);
        let want = common::reference::forbidden_map(&board, Reading::Literal);
        forbidden_points += want.len();
        if got != want {
            mismatches.push(format!(
                "{}: runtime {got:?}\n  reference {want:?}",
                pos.name()
            ));
        }
    }
    assert!(
        positions.len() >= corpus::CORPUS_SIZE,
        "only {} corpus positions found",
        positions.len()
    );
    assert!(
        forbidden_points > 0,
        "the corpus holds no forbidden point at all?"
    );
    assert!(
        mismatches.is_empty(),
        "{} of {} positions differ; first ones:\n{}",
        mismatches.len(),
        positions.len(),
        mismatches
            .iter()
            .take(10)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
