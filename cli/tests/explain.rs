//! `renju explain` end to end (snapshots of the rules text's examples, read from the
//! conformance cases, and of the errors), and the recorded tree of [`renju::Rule::explain`]
//! checked node by node.

mod common;

use common::{code, run, transcript};
use renju::explain::{ExplainLimits, Explanation, TrialDetail};
use renju::{Board, Color, Point, Rule, Verdict};

/// A JSON position with these black stones and no white ones.
fn black(stones: &[&str]) -> String {
    let names: Vec<String> = stones.iter().map(|s| format!("{s:?}")).collect();
    format!("{{\"black\": [{}]}}\n", names.join(", "))
}

/// The black stones of the rules text's example `name` (`conformance/cases/example-NAME.txt`,
/// black to play h8, no white stones) as point names.
fn example(name: &str) -> Vec<String> {
    let case = common::case(&format!("example-{name}"));
    assert!(case.white.is_empty(), "the examples have no white stones");
    case.black.iter().map(|s| s.to_string()).collect()
}

/// [`example`] as a JSON position.
fn example_json(name: &str) -> String {
    let stones = example(name);
    black(&stones.iter().map(String::as_str).collect::<Vec<_>>())
}

/// The disputed point (the rules text): the row three f8-g8-h8 (white d8) can become a straight
/// four only at i8, and i8 also completes the column five i4-i8.
const DISPUTED: &str = r#"{"black": ["f8", "g8", "h9", "h10", "i4", "i5", "i6", "i7"], "white": ["d8"]}
"#;

/// Runs `renju ARGS` on `stdin`, checks the exit status and that stdout holds `expect`, and
/// snapshots the transcript as `name`.
fn check_and_snapshot(
    name: &str,
    what: &str,
    args: &[&str],
    stdin: &str,
    status: i32,
    expect: &str,
) {
    let output = run(args, stdin);
    assert_eq!(code(&output), Some(status), "{name}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stdout.contains(expect) || stderr.contains(expect),
        "{name}: {expect:?} not in\n{stdout}{stderr}"
    );
    snapshot!(name, what, transcript(args, stdin));
}

#[test]
fn double_three() {
    check_and_snapshot(
        "explain_double_three",
        "the rules' double-three at h8: row three (e8, i8) and column three (h7, h11) both real",
        &["explain", "h8"],
        &example_json("double-three"),
        0,
        "h8 for black under renju: forbidden (double-three)\n",
    );
}

#[test]
fn double_four() {
    check_and_snapshot(
        "explain_double_four",
        "the rules' double-four at h8: two fours in the row (g8 and i8 complete them), step 3",
        &["explain", "h8"],
        &example_json("double-four"),
        0,
        "  row            .XXX.*.XXX.  two fours\n",
    );
}

#[test]
fn overline() {
    check_and_snapshot(
        "explain_overline",
        "the rules' overline at h8: e8-j8 is six, step 2",
        &["explain", "h8"],
        &example_json("overline"),
        0,
        "h8 for black under renju: forbidden (overline)\n",
    );
}

#[test]
fn false_three() {
    check_and_snapshot(
        "explain_false_three",
        "the rules' false three at h8: the row three's only straight-four point g8 is an \
         overline, so only the column three is real: allowed",
        &["explain", "h8"],
        &example_json("false-three"),
        0,
        "so the row three is false: g8 forbidden (overline)\n",
    );
}

#[test]
fn false_three_at_g8() {
    check_and_snapshot(
        "explain_false_three_g8",
        "the rules' false three, at g8: g6-g11 is an overline",
        &["explain", "g8"],
        &example_json("false-three"),
        0,
        "g8 for black under renju: forbidden (overline)\n",
    );
}

#[test]
fn false_three_at_e9() {
    check_and_snapshot(
        "explain_false_three_e9",
        "the rules' false three, at e9: row three (f9) and anti-diagonal three (d10, h6), both real",
        &["explain", "e9"],
        &example_json("false-three"),
        0,
        "e9 for black under renju: forbidden (double-three)\n",
    );
}

#[test]
fn four_three() {
    check_and_snapshot(
        "explain_four_three",
        "the rules' four-three at h8: a straight four and one three, allowed without asking \
         whether the three is real",
        &["explain", "h8"],
        &example_json("four-three"),
        0,
        "h8 for black under renju: allowed\n",
    );
}

#[test]
fn five_wins() {
    check_and_snapshot(
        "explain_five_wins",
        "the rules' five wins at h8: d8-h8 is exactly five, which beats the two threes",
        &["explain", "h8"],
        &example_json("five-wins"),
        0,
        "h8 for black under renju: five (wins)\n",
    );
}

#[test]
fn disputed_point_literal_reading() {
    check_and_snapshot(
        "explain_disputed_renju",
        "The disputed point under renju: i8 completes a five, so the row three is false: allowed",
        &["explain", "h8"],
        DISPUTED,
        0,
        "so the row three is false: i8 completes a five",
    );
}

#[test]
fn disputed_point_other_reading() {
    check_and_snapshot(
        "explain_disputed_five_keeps_three",
        "The disputed point under renju-completing-five-counts (asked by its former name): i8 still counts, so double-three",
        &["explain", "--rule", "renju-five-keeps-three", "h8"],
        DISPUTED,
        0,
        "h8 for black under renju-completing-five-counts: forbidden (double-three)\n",
    );
}

#[test]
fn white_has_nothing_forbidden() {
    check_and_snapshot(
        "explain_white",
        "White at h8 of the double-three example (renju): windows seen from white, allowed",
        &["explain", "--color", "white", "h8"],
        &example_json("double-three"),
        0,
        "h8 for white under renju: allowed\n",
    );
}

#[test]
fn diagram_input_and_file_argument() {
    let dir = std::env::temp_dir().join(format!("renju-cli-explain-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("position.txt");
    std::fs::write(&file, common::double_three_diagram()).expect("write position");
    let path = file.to_str().expect("UTF-8 temp path");
    let from_file = run(&["explain", "h8", path], "");
    let from_json = run(&["explain", "h8"], &example_json("double-three"));
    let from_dash = run(&["explain", "h8", "-"], &common::double_three_diagram());
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code(&from_file), Some(0));
    assert_eq!(from_file.stdout, from_json.stdout);
    assert_eq!(from_file.stdout, from_dash.stdout);
}

#[test]
fn off_board_point() {
    check_and_snapshot(
        "explain_off_board_point",
        "POINT p1 is past the 15x15 board's edge: exit status 1, and why",
        &["explain", "p1"],
        &example_json("double-three"),
        1,
        "error: stdin: explain needs an empty point on the board: p1 is off the 15x15 board (columns a-o, rows 1-15)\n",
    );
}

#[test]
fn malformed_point() {
    for (args, why) in [
        (["explain", "8h"], "is not a point name"),
        (["explain", "H8"], "columns are lower case, like \"h8\""),
        (["explain", "h0"], "is off every board"),
    ] {
        let output = run(&args, &example_json("double-three"));
        assert_eq!(code(&output), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(why), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty());
    }
    check_and_snapshot(
        "explain_upper_case_point",
        "POINT H8 in upper case: exit status 2, the lower-case name suggested",
        &["explain", "H8"],
        &example_json("double-three"),
        2,
        "columns are lower case",
    );
}

#[test]
fn occupied_point() {
    check_and_snapshot(
        "explain_occupied_point",
        "POINT h9 holds a black stone: exit status 1, the stone named",
        &["explain", "h9"],
        &example_json("double-three"),
        1,
        "error: stdin: explain needs an empty point on the board: h9 already holds a black stone\n",
    );
    let output = run(&["explain", "a1"], r#"{"white": ["a1"]}"#);
    assert_eq!(code(&output), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("a1 already holds a white stone"));
}

#[test]
fn bad_input() {
    let input = "{\n  \"black\": [\"f8\", \"g8\"],\n  \"balck\": [\"g9\"]\n}\n";
    check_and_snapshot(
        "explain_bad_json",
        "JSON position with an unknown field \"balck\": exit status 1, as `renju check` says it",
        &["explain", "h8"],
        input,
        1,
        "unknown field `balck`, expected one of `id`, `black`, `white`, `size` at line 3 column 9",
    );
    let check = run(&["check"], input);
    let explain = run(&["explain", "h8"], input);
    assert_eq!(check.stderr, explain.stderr);
    let empty = run(&["explain", "h8"], "\n");
    assert_eq!(code(&empty), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&empty.stderr),
        "error: stdin: empty input: expected a board diagram or a JSON position\n"
    );
    let missing = run(&["explain", "h8", "no/such/position.txt"], "");
    assert_eq!(code(&missing), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr)
        .starts_with("error: cannot read no/such/position.txt: "));
}

#[test]
fn unknown_rule() {
    check_and_snapshot(
        "explain_unknown_rule",
        "--rule chess: exit status 2, the known rules listed",
        &["explain", "--rule", "chess", "h8"],
        &example_json("double-three"),
        2,
        "unknown rule \"chess\"",
    );
}

#[test]
fn bad_color_and_missing_point() {
    let output = run(
        &["explain", "--color", "red", "h8"],
        &example_json("double-three"),
    );
    assert_eq!(code(&output), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("[possible values: black, white]"));
    let output = run(&["explain"], &example_json("double-three"));
    assert_eq!(code(&output), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("<POINT>"));
}

#[test]
fn help() {
    let args = ["explain", "--help"];
    assert_eq!(code(&run(&args, "")), Some(0));
    snapshot!(
        "explain_help",
        "Help: what explain shows, its arguments, examples and exit status",
        transcript(&args, "")
    );
    let help = String::from_utf8_lossy(&run(&args, "").stdout).into_owned();
    let limits = ExplainLimits::default();
    let stops = format!(
        "stops at {} levels or {} points",
        limits.depth, limits.nodes
    );
    assert!(help.contains(&stops), "{help}");
    let top = run(&["--help"], "");
    let top = String::from_utf8_lossy(&top.stdout);
    assert!(top.contains("\n  explain "), "{top}");
    assert!(top.contains("renju explain h8 position.txt"), "{top}");
}

// The library: the explanation reaches the judge's verdict, at every level of its tree.

fn p(name: &str) -> Point {
    name.parse().expect("a point name")
}

fn board_of(stones: &[String]) -> Board {
    let stones: Vec<Point> = stones.iter().map(|s| p(s)).collect();
    Board::from_stones(&stones, &[]).expect("a board")
}

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
                            == renju::tables::StraightFourPointCompletingFive::Counts
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
            e.verdict == Verdict::Forbidden(renju::ForbiddenKind::DoubleThree)
        );
    }
    deepest
}

/// The explanation is the judge's own ruling, traced (one procedure), so its verdict cannot
/// differ from [`Rule::verdict`]'s; what this checks is the recorder's bookkeeping: every
/// node of every tree, unlimited, sits where the trace put it and carries the ruling of its
/// own point on its own board, for both colours under every variant.
#[test]
fn every_node_of_the_tree_is_the_ruling_of_its_point() {
    let positions = [
        "double-three",
        "double-four",
        "overline",
        "false-three",
        "four-three",
        "five-wins",
    ];
    let (mut points, mut deepest) = (0, 0);
    for name in positions {
        let board = board_of(&example(name));
        for rule in Rule::all() {
            for color in Color::ALL {
                for q in Point::all::<renju::Standard>().filter(|&q| board.get(q).is_none()) {
                    let e = rule
                        .explain_with(&board, q, color, ExplainLimits::UNLIMITED)
                        .expect("an empty point");
                    deepest = deepest.max(check_tree(rule, &board, &e));
                    points += 1;
                }
            }
        }
    }
    assert!(points > 10_000, "{points}");
    // Trials are explained one level down (h8's g8 in the false three, with h8 played).
    assert!(deepest >= 1, "{deepest}");
}

#[test]
fn limits_leave_out_detail_but_not_verdicts() {
    let board = board_of(&example("double-three"));
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
    assert_eq!(
        e.verdict,
        Verdict::Forbidden(renju::ForbiddenKind::DoubleThree)
    );
}

#[test]
fn the_judge_short_circuits_the_explanation_does_not() {
    // the rules' double-three: the judge needs only e8 (row) and h7 (column); the explanation
    // tries e8, i8, h7 and h11.
    let e = Rule::default_rule()
        .explain(&board_of(&example("double-three")), p("h8"), Color::Black)
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

/// A straight-four point as the JSON tree gives it: offset, point, whether it makes the three
/// real.
type Tried = (i64, String, bool);

#[test]
fn json_tree_of_the_double_three_example() {
    // the rules' double-three: black f8 g8 h9 h10; h8 makes the threes f8-g8-h8 (row) and
    // h8-h9-h10 (column). Each three's straight-four points, worked out by hand: row e8
    // (e8-h8, offset -3) and i8 (f8-i8, +1); column h7 (h7-h10, -1) and h11 (h8-h11, +3).
    // Each is an allowed move (one straight four, nothing else), so both threes are real
    // and h8 is a double-three.
    let input = black(&["f8", "g8", "h9", "h10"]);
    let output = run(&["explain", "--json", "h8"], &input);
    assert_eq!(code(&output), Some(0));
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    assert_eq!(stdout.lines().count(), 1, "one JSON document on one line");
    let tree: serde_json::Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(tree["point"], "h8");
    assert_eq!(tree["color"], "black");
    assert_eq!(tree["rule"], "renju");
    assert_eq!(tree["verdict"], "double-three");
    assert_eq!(tree["lines"].as_array().map(Vec::len), Some(4));
    assert_eq!(tree["lines"][0]["window"], "...XX*.....");
    let threes = &tree["threes"];
    assert_eq!(threes["examined"], true);
    let lines: Vec<(String, Vec<Tried>)> = threes["lines"]
        .as_array()
        .expect("three lines")
        .iter()
        .map(|line| {
            let trials = line["trials"]
                .as_array()
                .expect("trials")
                .iter()
                .map(|t| {
                    assert_eq!(t["detail"]["explained"]["verdict"], "allowed");
                    (
                        t["offset"].as_i64().expect("offset"),
                        t["point"].as_str().expect("point").to_string(),
                        t["makes_real"].as_bool().expect("makes_real"),
                    )
                })
                .collect();
            (
                line["direction"].as_str().expect("direction").to_string(),
                trials,
            )
        })
        .collect();
    let trial = |offset, point: &str| (offset, point.to_string(), true);
    assert_eq!(
        lines,
        vec![
            ("row".to_string(), vec![trial(-3, "e8"), trial(1, "i8")]),
            ("column".to_string(), vec![trial(-1, "h7"), trial(3, "h11")]),
        ]
    );
    // An occupied point is the same error as without --json.
    let occupied = run(&["explain", "--json", "g8"], &input);
    assert_eq!(code(&occupied), Some(1));
    assert_eq!(occupied.stderr, run(&["explain", "g8"], &input).stderr);
}
