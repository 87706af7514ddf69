//! End-to-end tests of `renju check`.

use crate::common;

use common::{code, double_three_diagram, run, transcript};

#[test]
fn json_position() {
    let input =
        r#"{"id": "rules.md double-three", "black": ["f8", "g8", "h9", "h10"], "white": ["a1"]}"#;
    let output = run(&["check"], input);
    assert_eq!(code(&output), Some(0));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.ends_with("forbidden for black: h8 double-three\n"));
    snapshot!(
        "check_json",
        "the rules' double-three example as JSON (plus white a1): only h8, double-three",
        transcript(&["check"], input)
    );
}

#[test]
fn diagram_of_the_double_three_example() {
    let output = run(&["check", "-"], &double_three_diagram());
    assert_eq!(code(&output), Some(0));
    let stdout = String::from_utf8_lossy(&output.stdout);
    // Row 8: black f8 g8, and h8 marked 3 (double-three); nothing else is marked.
    assert!(stdout.contains("\n 8 . . . . . X X 3 . . . . . . .  8\n"));
    let p = |s: &str| s.parse::<renju::Point>().expect("a point");
    let board: renju::Board =
        renju::Board::from_stones(&[p("f8"), p("g8"), p("h9"), p("h10")], &[]).expect("a board");
    assert!(stdout.contains(&renju::diagram::render(&board, &[(p("h8"), '3')])));
    assert!(stdout.ends_with("forbidden for black: h8 double-three\n"));
    snapshot!(
        "check_diagram_double_three",
        "the rules' double-three example (black f8 g8 h9 h10) as a diagram: only h8, double-three",
        transcript(&["check", "-"], &double_three_diagram())
    );
}

#[test]
fn diagram_and_json_of_one_position_report_the_same() {
    let json = r#"{"black": ["f8", "g8", "h9", "h10"]}"#;
    assert_eq!(
        run(&["check"], json).stdout,
        run(&["check"], &double_three_diagram()).stdout
    );
}

#[test]
fn lower_case_stones_read_as_board_strings_read_them() {
    // x and o are black and white in a diagram as in a `"board"` string (issue 35: they were
    // refused): the double-three, drawn in lower case, is reported as drawn in upper case.
    let upper = double_three_diagram();
    let lower = upper.replace('X', "x");
    assert_ne!(lower, upper);
    let output = run(&["check"], &lower);
    assert_eq!(
        code(&output),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(output.stdout, run(&["check"], &upper).stdout);
    assert!(
        String::from_utf8_lossy(&output.stdout).ends_with("forbidden for black: h8 double-three\n")
    );
    // And o is white: a white stone on a1, either way.
    let with_white = |diagram: &str, stone: &str| diagram.replace(" 1 . ", &format!(" 1 {stone} "));
    let output = run(&["check"], &with_white(&lower, "o"));
    assert_eq!(code(&output), Some(0));
    assert_eq!(
        output.stdout,
        run(&["check"], &with_white(&upper, "O")).stdout
    );
    assert!(String::from_utf8_lossy(&output.stdout).contains("\n 1 O "));
}

#[test]
fn a_diagram_of_another_size_is_named_by_its_rows() {
    // Four rows of four points: no board is 4x4, and the diagram has no row 15 (issue 35:
    // "row 15 has 4 points; a row has 15").
    let output = run(&["check"], "X . . .\n. O . .\n. . . .\n. . . .\n");
    assert_eq!(code(&output), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: stdin: board diagram: found 4 rows; a diagram has 5 to 26, one per row of its board\n"
    );
    // Asked for 15x15, a 5x5 diagram is refused by its rows, before any row is read.
    let five = ". . . . .\n".repeat(5);
    let output = run(&["check", "--size", "15"], &five);
    assert_eq!(code(&output), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("5x5"), "{stderr}");
}

#[test]
fn bad_diagram_names_the_line() {
    let input = double_three_diagram().replace(" 9 . . . . . . . X", " 9 . . . . . . . *");
    let output = run(&["check"], &input);
    assert_eq!(code(&output), Some(1));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("line 8"), "{stderr}");
    snapshot!(
        "check_bad_diagram",
        "Diagram with a * on row 9 (text line 8): exit status 1, line 8 named",
        transcript(&["check"], &input)
    );
}

#[test]
fn short_diagram_row_names_the_line() {
    let input =
        double_three_diagram().replace("12 . . . . . . . . . . . . . . . 12", "12 . . . . 12");
    snapshot!(
        "check_short_row",
        "Diagram whose row 12 (text line 5) has 4 points: exit status 1, line 5 named",
        transcript(&["check"], &input)
    );
}

#[test]
fn bad_json_position() {
    let input = "{\n  \"black\": [\"f8\", \"g8\"],\n  \"white\": [\"g8\"]\n}\n";
    let output = run(&["check"], input);
    assert_eq!(code(&output), Some(1));
    snapshot!(
        "check_bad_json",
        "JSON position with g8 both black and white: exit status 1, point and places named",
        transcript(&["check"], input)
    );
}

#[test]
fn empty_input() {
    let output = run(&["check"], " \n\n");
    assert_eq!(code(&output), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: stdin: empty input: expected a board diagram or a JSON position\n"
    );
}

#[test]
fn missing_file() {
    let args = ["check", "no/such/position.txt"];
    let output = run(&args, "");
    assert_eq!(code(&output), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("error: cannot read no/such/position.txt: "),
        "{stderr}"
    );
    snapshot!(
        "check_missing_file",
        "A file that does not exist: exit status 1, the file named",
        transcript(&args, "")
    );
}

#[test]
fn file_argument() {
    let dir = std::env::temp_dir().join(format!("renju-cli-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("position.txt");
    std::fs::write(&file, double_three_diagram()).expect("write position");
    let path = file.to_string_lossy().into_owned();
    let output = run(&["check", &path], "");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code(&output), Some(0));
    assert_eq!(
        output.stdout,
        run(&["check"], &double_three_diagram()).stdout
    );
}

#[test]
fn other_rule() {
    let input = r#"{"black": ["e8", "f8", "g8", "i8", "j8"]}"#;
    let args = ["check", "--rule", "gomoku-freestyle"];
    let output = run(&args, input);
    assert_eq!(code(&output), Some(0));
    snapshot!(
        "check_other_rule",
        "the rules' overline example under gomoku-freestyle: nothing is forbidden",
        transcript(&args, input)
    );
}

#[test]
fn unknown_rule_exits_2() {
    let output = run(
        &["check", "--rule", "connect-four"],
        &double_three_diagram(),
    );
    assert_eq!(code(&output), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(&format!(
            "unknown rule \"connect-four\"; the rules are {} (see `renju rules`)",
            common::rule_names().join(", ")
        )),
        "{stderr}"
    );
}

#[test]
fn rules_that_restrict_white_list_white_too() {
    // Omok forbids double-threes to white as well. White f8 g8 h9 h10, white to play h8: the
    // row f8-g8-h8 is a three (e8 or i8 make a straight four, each a single four, so
    // playable) and the column h8-h9-h10 likewise (h7, h11): two real threes, a
    // double-three. Black has no stones, so nothing is forbidden to black.
    let input = r#"{"white": ["f8", "g8", "h9", "h10"]}"#;
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_renju"))
        .args(["check", "--rule", "omok"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write as _;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(input.as_bytes())?;
            child.wait_with_output()
        })
        .expect("renju runs");
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.ends_with("forbidden for black: none\nforbidden for white: h8 double-three\n"),
        "{stdout}"
    );
    // Under renju white is never restricted, and no white line is printed.
    let renju = renju_cli::report(
        renju::Rule::default_rule(),
        &renju_cli::read_board(input.as_bytes(), renju::STANDARD_SIZE).expect("board"),
    );
    assert!(!renju.contains("forbidden for white"), "{renju}");
}

#[test]
fn an_overflowing_row_label_is_wrong_like_99() {
    // The double-three diagram with row 15 (text line 2) labelled on the left by a number
    // too large for any integer type, then by 99: both are wrong labels for row 15.
    for label in ["99999999999999999999999", "99"] {
        let input = double_three_diagram().replacen("15 .", &format!("{label} ."), 1);
        let output = run(&["check"], &input);
        assert_eq!(code(&output), Some(1), "{label}");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            format!(
                "error: stdin: board diagram, line 2: this row is labelled {label}, but it is \
                 row 15 (rows run from 15 at the top to 1)\n"
            )
        );
    }
}
