//! End-to-end tests of `renju batch`.

use crate::common;

use common::{code, run, transcript};

/// The six examples of the rules text, with the full forbidden maps it gives for them.
const EXAMPLES: [(&str, &str, &str); 6] = [
    (
        "double-three",
        r#"["f8", "g8", "h9", "h10"]"#,
        r#"[{"point":"h8","kind":"double-three"}]"#,
    ),
    (
        "double-four",
        r#"["d8", "e8", "f8", "j8", "k8", "l8"]"#,
        r#"[{"point":"h8","kind":"double-four"}]"#,
    ),
    (
        "overline",
        r#"["e8", "f8", "g8", "i8", "j8"]"#,
        r#"[{"point":"h8","kind":"overline"}]"#,
    ),
    (
        "false three",
        r#"["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"]"#,
        concat!(
            r#"[{"point":"g8","kind":"overline"},{"point":"e9","kind":"double-three"},"#,
            r#"{"point":"f9","kind":"double-three"},{"point":"i9","kind":"double-three"},"#,
            r#"{"point":"h11","kind":"double-three"}]"#
        ),
    ),
    ("four-three", r#"["e8", "f8", "g8", "h9", "h10"]"#, "[]"),
    (
        "five wins",
        r#"["d8", "e8", "f8", "g8", "h9", "h10", "i9", "j10"]"#,
        r#"[{"point":"g9","kind":"double-three"},{"point":"i10","kind":"double-three"}]"#,
    ),
];

fn examples_input() -> String {
    EXAMPLES
        .iter()
        .map(|(name, black, _)| format!("{{\"id\": \"{name}\", \"black\": {black}}}\n"))
        .collect()
}

#[test]
fn rules_md_examples_have_the_maps_rules_md_gives() {
    let input = examples_input();
    let output = run(&["batch"], &input);
    assert_eq!(code(&output), Some(0));
    assert!(output.stderr.is_empty());
    let stdout = String::from_utf8(output.stdout).expect("UTF-8 output");
    let expected: String = EXAMPLES
        .iter()
        .map(|(name, _, map)| format!("{{\"id\":\"{name}\",\"forbidden\":{map}}}\n"))
        .collect();
    assert_eq!(stdout, expected);
    snapshot!(
        "batch_examples",
        "The six the rules' examples: the full forbidden maps the rules' gives, exit status 0",
        transcript(&["batch"], &input)
    );
}

/// Good lines and every kind of bad line, mixed: each answered in its place, exit status 1.
const MIXED: &str = r#"{"id": "good", "black": ["f8", "g8", "h9", "h10"], "white": ["a1"]}
{"id" : 1.50e3 , "white": [ "h8" ]}
{"id": "\u00e9\"x", "black": ["e8", "f8", "g8", "i8", "j8"]}
not json
[1, 2]
"just a string"
{"id": "typo", "balck": ["h8"]}
{"id": "twice", "black": [], "black": ["h8"]}
{"id": "a", "id": "b"}
{"black": ["h8"]}
{"id": null}
{"id": ["x"]}
{"id": true}
{"id": "s", "black": "h8"}
{"id": "s", "white": null}
{"id": "s", "black": ["h8", 9]}
{"id": "s", "black": ["p8"]}
{"id": "s", "white": ["h16"]}
{"id": "s", "black": ["a0"]}
{"id": "s", "black": ["H8"]}
{"id": "s", "black": ["h08"]}
{"id": "s", "black": ["8h"]}
{"id": "s", "black": [""]}
{"id": "s", "black": ["g8", "h8", "g8"]}
{"id": "s", "black": ["g8", "h8"], "white": ["i9", "h8"]}
   
{"id": "s", "black": ["h8"]} {"id": "t"}
{"id": "last", "black": ["h8"]}
"#;

#[test]
fn mixed_good_and_bad_lines_are_each_answered_in_place() {
    let output = run(&["batch"], MIXED);
    assert_eq!(code(&output), Some(1));
    let stdout = String::from_utf8(output.stdout).expect("UTF-8 output");
    // One answer per line but the blank line 26, which is skipped; line numbers count it.
    assert_eq!(stdout.lines().count(), MIXED.lines().count() - 1);
    for (n, line) in stdout.lines().enumerate() {
        let value: serde_json::Value = serde_json::from_str(line).expect("each answer is JSON");
        if value.get("error").is_some() {
            let line_no = if n + 1 < 26 { n + 1 } else { n + 2 };
            assert_eq!(value["line"], line_no, "line number of {line}");
        }
    }
    snapshot!(
        "batch_mixed",
        "Good and bad lines mixed: one answer per line in order (the blank line 26 skipped); \
         each bad line names its problem, its line and the column in it, echoing the id when \
         it is good; exit status 1",
        transcript(&["batch"], MIXED)
    );
}

#[test]
fn blank_lines_are_skipped_but_counted() {
    // Blank lines (whitespace only, a lone \r included) get no answer, as `renju bench` skips
    // them; line numbers still count them (the bad line is line 4).
    let input = "{\"id\": 1}\n \t\n\r\n{\"id\": 2, \"black\": [\"z1\"]}\n\n";
    let output = run(&["batch"], input);
    assert_eq!(code(&output), Some(1));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    assert_eq!(lines[0], "{\"id\":1,\"forbidden\":[]}");
    assert_eq!(
        lines[1],
        "{\"id\":2,\"line\":4,\"error\":\"black[0]: z1 is off the 15x15 board (columns a-o, rows 1-15)\"}"
    );
}

#[test]
fn a_trailing_blank_line_does_not_fail_the_run() {
    for input in [
        "{\"id\": 1}\n\n",
        "{\"id\": 1}\n   \n",
        "\n",
        "{\"id\": 1}\r\n\r\n",
    ] {
        let output = run(&["batch"], input);
        assert_eq!(code(&output), Some(0), "{input:?}");
        assert!(output.stderr.is_empty());
    }
}

#[test]
fn no_input_is_no_output_and_success() {
    let output = run(&["batch"], "");
    assert_eq!(code(&output), Some(0));
    assert!(output.stdout.is_empty() && output.stderr.is_empty());
}

#[test]
fn crlf_and_a_missing_final_newline_are_read() {
    let output = run(&["batch"], "{\"id\": 1}\r\n{\"id\": 2}");
    assert_eq!(code(&output), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "{\"id\":1,\"forbidden\":[]}\n{\"id\":2,\"forbidden\":[]}\n"
    );
}

#[test]
fn other_rules_forbid_nothing() {
    let input = examples_input();
    for rule in ["gomoku-standard", "gomoku-freestyle"] {
        let output = run(&["batch", "--rule", rule], &input);
        assert_eq!(code(&output), Some(0), "{rule}");
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert_eq!(stdout.matches("\"forbidden\":[]").count(), EXAMPLES.len());
    }
    let explicit = run(&["batch", "--rule", "renju"], &input);
    assert_eq!(explicit.stdout, run(&["batch"], &input).stdout);
}

#[test]
fn unknown_rule_exits_2_naming_it_and_the_known_rules() {
    let input = "{\"id\": 1}\n";
    let output = run(&["batch", "--rule", "tic-tac-toe"], input);
    assert_eq!(code(&output), Some(2));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    for name in [
        "\"tic-tac-toe\"",
        "gomoku-freestyle",
        "gomoku-standard",
        "renju",
    ] {
        assert!(stderr.contains(name), "{name} in {stderr}");
    }
    snapshot!(
        "batch_unknown_rule",
        "Unknown --rule: exit status 2, the message names the rule and lists the known ones",
        transcript(&["batch", "--rule", "tic-tac-toe"], input)
    );
}

#[test]
fn closed_stdout_ends_quietly_with_status_1() {
    let line = "{\"id\": \"x\", \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}\n";
    let input = line.repeat(50_000);
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_renju"))
        .arg("batch")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the renju binary starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let _ = stdin.write_all(input.as_bytes());
    });
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let mut first = [0u8; 16];
    std::io::Read::read_exact(&mut stdout, &mut first).expect("some output");
    drop(stdout);
    let output = child.wait_with_output().expect("the renju binary runs");
    let _ = writer.join();
    // Not every line was answered: not a success, but no message either.
    assert_eq!(code(&output), Some(1));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[test]
fn a_byte_order_mark_before_the_first_line_is_skipped() {
    // Some editors start a UTF-8 file with U+FEFF; it is not part of the first position.
    let output = common::run_bytes(&["batch"], b"\xEF\xBB\xBF{\"id\": 1}\r\n{\"id\": 2}\n");
    assert_eq!(code(&output), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "{\"id\":1,\"forbidden\":[]}\n{\"id\":2,\"forbidden\":[]}\n"
    );
    // Only there: on a later line it is an error, answered in its place.
    let output = common::run_bytes(&["batch"], b"{\"id\": 1}\n\xEF\xBB\xBF{\"id\": 2}\n");
    assert_eq!(code(&output), Some(1));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.starts_with("{\"id\":1,\"forbidden\":[]}\n{\"id\":null,\"line\":2,\"error\":"),
        "{stdout}"
    );
}

#[test]
fn a_size_that_is_no_whole_number_is_named_as_the_server_names_it() {
    // `renju serve` says "`size` must be a board size like 15, not 5.0" of a request's size
    // (cli/tests/serve_http.rs); a line's own size is named the same way, not in serde's
    // words ("invalid type: floating point `5.0`, expected usize"), with the line and column
    // of every error of a line: the value's last character (`{"id":1,"size":` is 15).
    for size in [
        "5.0",
        "15.5",
        "\"15\"",
        "-1",
        "null",
        "[15]",
        "1e400",
        "18446744073709551616",
    ] {
        let output = run(
            &["batch"],
            &format!("{{\"id\":1,\"size\":{size},\"black\":[]}}\n"),
        );
        assert_eq!(code(&output), Some(1), "{size}");
        let column = 15 + size.len();
        let error =
            format!("`size` must be a board size like 15, not {size} at line 1 column {column}");
        let error = serde_json::to_string(&error).expect("a JSON string");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            format!("{{\"id\":1,\"line\":1,\"error\":{error}}}\n"),
            "{size}"
        );
    }
    // A whole number outside 5..26 is still the runtime's message; one inside is the board.
    let output = run(
        &["batch"],
        "{\"id\":1,\"size\":27}\n{\"id\":2,\"size\":5,\"black\":[\"e5\"]}\n",
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(
        lines[0].contains("board size 27 is not supported"),
        "{stdout}"
    );
    assert_eq!(lines[1], "{\"id\":2,\"forbidden\":[]}");
}
