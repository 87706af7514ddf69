//! `renju explain` end to end: snapshots of the rules text's examples (the conformance cases
//! of clause `example`, each at the point it is about) and of the errors, and the JSON tree.
//! The explanation itself, node by node, is the runtime's (`tests/tests/explain.rs`).

use crate::common;

use common::{code, run, transcript, verdict_words};
use renju::explain::ExplainLimits;
use renju_conformance::Case;

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

/// Each example of the rules text (`conformance/cases/example-<id>.txt`), explained at the
/// point it is about (its first `black at` line): the verdict is the hand-worked one, and the
/// whole explanation is the snapshot `explain_<id>`.
#[test]
fn every_example_of_the_rules_text() {
    let examples: Vec<Case> = renju_conformance::load_all()
        .unwrap_or_else(|e| panic!("{e}"))
        .into_iter()
        .filter(|c| c.clauses.iter().any(|x| x == "example"))
        .collect();
    assert!(!examples.is_empty(), "no case of clause `example`");
    for case in &examples {
        let id = case.name.strip_prefix("example-").expect("example-<id>");
        let check = case
            .checks
            .iter()
            .find(|c| c.after.is_empty() && c.color == renju_conformance::Color::Black)
            .unwrap_or_else(|| panic!("{}: no `black at` line", case.name));
        let point = check.point.to_string();
        check_and_snapshot(
            &format!("explain_{}", id.replace('-', "_")),
            &format!("renju explain {point}: {}", case.title),
            &["explain", &point],
            &example_json(id),
            0,
            &format!(
                "{point} for black under renju: {}\n",
                verdict_words(check.expect)
            ),
        );
    }
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
        "unknown field `balck`, expected one of `id`, `black`, `white`, `board`, `size` at line 3 column 9",
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
    assert!(
        top.contains("renju explain h8 examples/position.txt"),
        "{top}"
    );
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
