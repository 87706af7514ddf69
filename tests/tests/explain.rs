//! The runtime's explanation of a ruling ([`renju::Rule::explain`], `explain_with`): its tree
//! checked node by node against the judge, on the rules text's examples (the conformance cases
//! of clause `example`), and what its limits leave out. `renju explain`, which prints it, is
//! tested in `cli/tests/explain.rs`.

use crate::common;

use common::p;
use renju::explain::{ExplainLimits, Explanation, TrialDetail};
use renju::tables::StraightFourPointCompletingFive;
use renju::{Board, Color, ForbiddenKind, Point, Rule, Standard, Verdict};

/// Checks that every explained node of `e` (on `board`, which does not hold `e.played`) has
/// the judge's verdict, and that each three's reality and the double-three count follow from
/// the nodes below. Returns the deepest level of full detail.
fn check_tree(rule: &Rule, board: &Board, e: &Explanation) -> usize {
    let mut at = board.clone();
    for &q in &e.played {
        at.place(q, e.color).expect("played points are empty");
    }
    assert_eq!(
        rule.verdict(&at, e.point, e.color),
        Ok(e.verdict),
        "{} {} at {} after {:?}:\n{e}",
        rule.name(),
        e.color,
        e.point,
        e.played
    );
    let mut deepest = e.played.len();
    if let Some(check) = &e.threes {
        for line in &check.lines {
            for trial in &line.trials {
                let verdict = trial
                    .detail
                    .verdict()
                    .expect("straight-four points are empty");
                let counts = match verdict {
                    Verdict::Allowed => true,
                    Verdict::Five => {
                        rule.settings().straight_four_point_completing_five
                            == StraightFourPointCompletingFive::Counts
                    }
                    Verdict::Forbidden(_) => false,
                };
                assert_eq!(trial.makes_real, counts);
                if let TrialDetail::Explained(nested) = &trial.detail {
                    assert_eq!(nested.point, trial.point);
                    deepest = deepest.max(check_tree(rule, board, nested));
                }
            }
        }
        let double = check.examined && check.real().len() >= 2;
        assert_eq!(
            double,
            e.verdict == Verdict::Forbidden(ForbiddenKind::DoubleThree)
        );
    }
    deepest
}

/// The explanation is the judge's own ruling, traced (one procedure), so its verdict cannot
/// differ from [`Rule::verdict`]'s; what this checks is the recorder's bookkeeping: every
/// node of every tree, unlimited, sits where the trace put it and carries the ruling of its
/// own point on its own board, for both colours under every variant, on every example of the
/// rules text.
#[test]
fn every_node_of_the_tree_is_the_ruling_of_its_point() {
    let examples = common::cases::examples();
    assert!(!examples.is_empty(), "no case of clause `example`");
    let (mut points, mut deepest) = (0, 0);
    for case in &examples {
        let board = common::cases::board::<Standard>(case);
        for rule in Rule::all() {
            for color in Color::ALL {
                for q in Point::all::<Standard>().filter(|&q| board.get(q).is_none()) {
                    let e = rule
                        .explain_with(&board, q, color, ExplainLimits::UNLIMITED)
                        .expect("an empty point");
                    deepest = deepest.max(check_tree(rule, &board, &e));
                    points += 1;
                }
            }
        }
    }
    // Each example leaves over 200 of the 225 points empty, for each variant and colour.
    assert!(
        points > 200 * examples.len() * Rule::all().len() * Color::ALL.len(),
        "{points}"
    );
    // Trials are explained one level down (h8's g8 in the false three, with h8 played).
    assert!(deepest >= 1, "{deepest}");
}

/// The rules text's double-three (black f8 g8 h9 h10), black to play h8.
fn double_three() -> Board {
    common::cases::board(&common::cases::case("example-double-three"))
}

#[test]
fn limits_leave_out_detail_but_not_verdicts() {
    let board = double_three();
    let renju = Rule::default_rule();
    let none = ExplainLimits { depth: 0, nodes: 0 };
    let e = renju
        .explain_with(&board, p("h8"), Color::Black, none)
        .expect("h8 is empty");
    assert_eq!(
        e.verdict,
        renju.verdict(&board, p("h8"), Color::Black).expect("empty")
    );
    assert_eq!(e.size(), 1);
    let text = e.to_string();
    assert!(
        text.contains("e8, with h8 played: allowed … (detail left out"),
        "{text}"
    );
    let one = ExplainLimits { depth: 5, nodes: 1 };
    let e = renju
        .explain_with(&board, p("h8"), Color::Black, one)
        .expect("h8 is empty");
    assert_eq!(e.size(), 2);
    assert_eq!(e.verdict, Verdict::Forbidden(ForbiddenKind::DoubleThree));
}

#[test]
fn the_judge_short_circuits_the_explanation_does_not() {
    // the rules' double-three: the judge needs only e8 (row) and h7 (column); the explanation
    // tries e8, i8, h7 and h11.
    let e = Rule::default_rule()
        .explain(&double_three(), p("h8"), Color::Black)
        .expect("h8 is empty");
    let check = e.threes.as_ref().expect("step 4 reached");
    let tried: Vec<Vec<String>> = check
        .lines
        .iter()
        .map(|l| l.trials.iter().map(|t| t.point.to_string()).collect())
        .collect();
    assert_eq!(tried, vec![vec!["e8", "i8"], vec!["h7", "h11"]]);
    assert_eq!(e.deciding_step(), 4);
    assert_eq!(e.fours(), 0);
}
