//! `renju batch` with the stones given as one board string, `"board"`: N * N characters, the
//! top row (row N) first, each row from column a; `.` empty, `x`/`X` black, `o`/`O` white.

use crate::common;

use common::{code, run};
use renju_positions::{Positions, Spot, Style};

/// The board string of stones on a board of `size` points a side: the point at 0-based
/// `col` and `row` is character `(size - 1 - row) * size + col` (0-based).
fn board_string(size: usize, black: &[Spot], white: &[Spot]) -> String {
    let mut chars = vec![b'.'; size * size];
    for (spots, c) in [(black, b'x'), (white, b'O')] {
        for s in spots {
            chars[(size - 1 - usize::from(s.row)) * size + usize::from(s.col)] = c;
        }
    }
    String::from_utf8(chars).expect("ASCII")
}

/// The answers of `renju batch ARGS` to `input`, which must all be good.
fn answers(args: &[&str], input: &str) -> String {
    let output = run(args, input);
    assert_eq!(
        code(&output),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
    String::from_utf8(output.stdout).expect("UTF-8 answers")
}

/// The answers to lines that are each bad: one per line, in order.
fn bad_answers(input: &str) -> Vec<serde_json::Value> {
    let output = run(&["batch"], input);
    assert_eq!(code(&output), Some(1));
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).expect("each answer is JSON"))
        .collect()
}

/// The same positions as stone lists and as board strings get the same answers, byte for
/// byte, under a rule that restricts both colours (omok) with both colours' maps.
fn string_and_lists_agree(style: Style, seed: u64, size: usize, count: usize) {
    let positions: Vec<_> = Positions::sized(style, seed, size)
        .expect("a size")
        .take(count)
        .collect();
    let lists: String = positions.iter().map(|p| p.to_json_line() + "\n").collect();
    let strings: String = positions
        .iter()
        .map(|p| {
            let board = board_string(size, &p.black, &p.white);
            format!("{{\"id\": \"{}\", \"board\": \"{board}\"}}\n", p.id)
        })
        .collect();
    let size_arg = size.to_string();
    for rule in ["renju", "omok"] {
        let args = [
            "batch", "--rule", rule, "--color", "both", "--size", &size_arg,
        ];
        let from_lists = answers(&args, &lists);
        let from_strings = answers(&args, &strings);
        assert_eq!(from_lists.lines().count(), count);
        assert_eq!(from_strings, from_lists, "{style:?} {size}x{size} {rule}");
        // Not a comparison of empty answers only.
        assert!(from_lists.matches("\"point\"").count() > count / 10);
    }
}

#[test]
fn a_board_string_gets_the_answer_of_its_stone_lists_on_15x15() {
    string_and_lists_agree(Style::Game, 201, 15, 1500);
    string_and_lists_agree(Style::Dense, 202, 15, 1500);
    string_and_lists_agree(Style::Wide, 203, 15, 500);
}

#[test]
fn a_board_string_gets_the_answer_of_its_stone_lists_on_20x20() {
    string_and_lists_agree(Style::Game, 204, 20, 1000);
    string_and_lists_agree(Style::Dense, 205, 20, 1000);
}

/// The rules text's double-three (RIF 9.3: black f8 g8 h9 h10, h8 forbidden), worked out by
/// hand: rows 15 to 11 empty, then row 10 `.......x.......` (h10), row 9 the same (h9), row 8
/// `.....xx........` (f8 g8), rows 7 to 1 empty.
const DOUBLE_THREE: &str = concat!(
    "...............",
    "...............",
    "...............",
    "...............",
    "...............",
    ".......x.......",
    ".......x.......",
    ".....xx........",
    "...............",
    "...............",
    "...............",
    "...............",
    "...............",
    "...............",
    "...............",
);

#[test]
fn the_rules_double_three_as_a_board_string() {
    let input = format!(
        "{{\"id\": \"9.3\", \"board\": \"{DOUBLE_THREE}\"}}\n{{\"id\": \"upper\", \"board\": \"{}\", \"size\": 15}}\n",
        DOUBLE_THREE.to_uppercase()
    );
    assert_eq!(
        answers(&["batch"], &input),
        concat!(
            "{\"id\":\"9.3\",\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}\n",
            "{\"id\":\"upper\",\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}\n"
        )
    );
    // White on h11 (row 11: character (15 - 11) * 15 + 7) and h7 (character 8 * 15 + 7)
    // close the column h8-h9-h10 at both ends: only the row's three f8-g8-h8 is left, and
    // h8 is no longer forbidden.
    let mut blocked = DOUBLE_THREE.as_bytes().to_vec();
    blocked[4 * 15 + 7] = b'o';
    blocked[8 * 15 + 7] = b'o';
    let blocked = String::from_utf8(blocked).expect("ASCII");
    let input = format!("{{\"id\": 1, \"board\": \"{blocked}\"}}\n");
    assert_eq!(answers(&["batch"], &input), "{\"id\":1,\"forbidden\":[]}\n");
    // The stone lists of the same two positions say the same.
    let lists = concat!(
        "{\"id\": 1, \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}\n",
        "{\"id\": 1, \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"], \"white\": [\"h11\", \"h7\"]}\n"
    );
    assert_eq!(
        answers(&["batch"], lists),
        concat!(
            "{\"id\":1,\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}\n",
            "{\"id\":1,\"forbidden\":[]}\n"
        )
    );
}

#[test]
fn the_double_three_against_the_far_corner_of_a_20x20_board() {
    // RIF 9.3's shape turned upside down into the top right of 20x20: black q20 r20 s19 s18.
    // At s20 the row q20-r20-s20 is a three (p20 makes the straight four o20..t20), but the
    // column s18-s19-s20 is against the top edge and can never be a straight four: s20 is
    // allowed. One row lower, q19 r19 s18 s17, the column s17-s19 can (s16..s20), and s19
    // is a double-three. As strings: row 20 is characters 0..20, row 19 20..40, and so on;
    // column q is 16, r 17, s 18.
    let mut top = vec![b'.'; 400];
    for at in [16, 17, 20 + 18, 40 + 18] {
        top[at] = b'x';
    }
    let mut lower = vec![b'.'; 400];
    for at in [20 + 16, 20 + 17, 40 + 18, 60 + 18] {
        lower[at] = b'x';
    }
    let text = |v: Vec<u8>| String::from_utf8(v).expect("ASCII");
    let input = format!(
        "{{\"id\": \"top\", \"size\": 20, \"board\": \"{}\"}}\n{{\"id\": \"lower\", \"board\": \"{}\"}}\n",
        text(top),
        text(lower)
    );
    let lists = concat!(
        "{\"id\": \"top\", \"size\": 20, \"black\": [\"q20\", \"r20\", \"s19\", \"s18\"]}\n",
        "{\"id\": \"lower\", \"black\": [\"q19\", \"r19\", \"s18\", \"s17\"]}\n"
    );
    let from_strings = answers(&["batch", "--size", "20"], &input);
    assert_eq!(from_strings, answers(&["batch", "--size", "20"], lists));
    assert_eq!(
        from_strings,
        concat!(
            "{\"id\":\"top\",\"forbidden\":[]}\n",
            "{\"id\":\"lower\",\"forbidden\":[{\"point\":\"s19\",\"kind\":\"double-three\"}]}\n"
        )
    );
}

#[test]
fn a_string_of_the_wrong_length_is_answered_with_what_it_should_be() {
    let input = format!(
        "{{\"id\": 1, \"board\": \"{}\"}}\n{{\"id\": 2, \"board\": \"{}\"}}\n{{\"id\": 3, \"board\": \"\"}}\n{{\"id\": 4, \"size\": 20, \"board\": \"{DOUBLE_THREE}\"}}\n{{\"id\": 5, \"board\": \"{DOUBLE_THREE}\"}}\n",
        &DOUBLE_THREE[1..],
        DOUBLE_THREE.to_string() + "."
    );
    let answers = bad_answers(&input);
    assert_eq!(answers.len(), 5);
    let hint = "(\"size\" or --size gives another board)";
    for (answer, (id, len, size)) in
        answers
            .iter()
            .zip([(1, 224, 15), (2, 226, 15), (3, 0, 15), (4, 225, 20)])
    {
        assert_eq!(answer["id"], id);
        assert_eq!(answer["line"], id);
        let want = format!(
            "\"board\" has {len} characters, but a {size}x{size} board has {} {hint}",
            size * size
        );
        assert_eq!(answer["error"], want.as_str());
    }
    // The run goes on: the last line is answered.
    assert_eq!(answers[4]["forbidden"][0]["point"], "h8");
}

#[test]
fn a_character_that_is_no_point_is_named_with_its_place() {
    let with = |at: usize, c: &str| {
        let mut text = DOUBLE_THREE.to_string();
        text.replace_range(at..at + 1, c);
        text
    };
    let input = [
        // Character 1 is a15, the top left corner; character 225 is o1.
        format!("{{\"id\": \"a15\", \"board\": \"{}\"}}", with(0, "z")),
        format!("{{\"id\": \"o1\", \"board\": \"{}\"}}", with(224, "+")),
        // Character 17 is b14 (row 14 starts at character 16).
        format!("{{\"id\": \"b14\", \"board\": \"{}\"}}", with(16, "0")),
        format!("{{\"id\": \"wide\", \"board\": \"{}\"}}", with(100, "é")),
        // An escaped character is one character; a control character is no point either.
        format!(
            "{{\"id\": \"esc\", \"board\": \"{}\"}}",
            with(50, "\\u0001")
        ),
        format!("{{\"id\": \"sp\", \"board\": \"{}\"}}", with(224, " ")),
        // Past the end of the board: no point to name, and named before the bad length.
        format!("{{\"id\": \"past\", \"board\": \"{DOUBLE_THREE}..Y\"}}"),
        format!("{{\"id\": \"ok\", \"board\": \"{DOUBLE_THREE}\"}}"),
    ]
    .join("\n");
    let answers = bad_answers(&input);
    let tail = "is not a point: use '.' (empty), 'x' or 'X' (black), 'o' or 'O' (white)";
    let want = [
        ("a15", 1, format!("\"board\" character 1 (a15): 'z' {tail}")),
        ("o1", 2, format!("\"board\" character 225 (o1): '+' {tail}")),
        (
            "b14",
            3,
            format!("\"board\" character 17 (b14): '0' {tail}"),
        ),
        // 100 = 6 * 15 + 10: row 15 - 6 = 9, column k.
        (
            "wide",
            4,
            format!("\"board\" character 101 (k9): 'é' {tail}"),
        ),
        // 50 = 3 * 15 + 5: row 12, column f.
        (
            "esc",
            5,
            format!("\"board\" character 51 (f12): '\\u{{1}}' {tail}"),
        ),
        ("sp", 6, format!("\"board\" character 225 (o1): ' ' {tail}")),
        ("past", 7, format!("\"board\" character 228: 'Y' {tail}")),
    ];
    assert_eq!(answers.len(), want.len() + 1);
    for (answer, (id, line, error)) in answers.iter().zip(&want) {
        assert_eq!(answer["id"], *id);
        assert_eq!(answer["line"], *line);
        assert_eq!(answer["error"], error.as_str(), "{id}");
    }
    assert_eq!(answers[want.len()]["id"], "ok");
    assert_eq!(answers[want.len()]["forbidden"][0]["point"], "h8");
}

#[test]
fn a_board_string_and_stone_lists_together_or_a_board_of_another_type_are_errors() {
    let input = format!(
        concat!(
            "{{\"id\": 1, \"board\": \"{b}\", \"black\": [\"a1\"]}}\n",
            "{{\"id\": 2, \"white\": [], \"board\": \"{b}\"}}\n",
            "{{\"id\": 3, \"board\": null}}\n",
            "{{\"id\": 4, \"board\": 225}}\n",
            "{{\"id\": 5, \"board\": [\"{b}\"]}}\n",
            "{{\"id\": 6, \"board\": \"{b}\", \"board\": \"{b}\"}}\n",
            "{{\"id\": 7, \"size\": 19, \"board\": \"{b}\"}}\n",
        ),
        b = DOUBLE_THREE
    );
    let answers = bad_answers(&input);
    assert_eq!(answers.len(), 7);
    let both = "give the stones either as \"board\" or as \"black\" and \"white\" lists, not both";
    assert_eq!(answers[0]["error"], both);
    assert_eq!(answers[1]["error"], both);
    let expected = "expected \"board\" to be a string of the points, row by row, like \"..x..o..\"";
    for (answer, got) in answers[2..5]
        .iter()
        .zip(["null", "integer `225`", "sequence"])
    {
        let error = answer["error"].as_str().expect("a message");
        assert!(
            error.starts_with(&format!("invalid type: {got}, {expected} at line 1 column")),
            "{error}"
        );
    }
    assert!(answers[5]["error"]
        .as_str()
        .is_some_and(|e| e.starts_with("duplicate field `board`")));
    assert_eq!(
        answers[6]["error"],
        "\"board\" has 225 characters, but a 19x19 board has 361 (\"size\" or --size gives another board)"
    );
    for (n, answer) in answers.iter().enumerate() {
        assert_eq!(answer["line"], n + 1);
        assert_eq!(answer["id"], n + 1);
    }
}

#[test]
fn a_board_size_asked_for_applies_to_board_strings() {
    // --size 20 with a line of its own size 15: the line's own wins, as for stone lists.
    let input = format!("{{\"id\": 1, \"size\": 15, \"board\": \"{DOUBLE_THREE}\"}}\n");
    assert_eq!(
        answers(&["batch", "--size", "20"], &input),
        "{\"id\":1,\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}\n"
    );
    // Without "size", --size 20 asks for 400 characters.
    let input = format!("{{\"id\": 1, \"board\": \"{DOUBLE_THREE}\"}}\n");
    let output = run(&["batch", "--size", "20"], &input);
    assert_eq!(code(&output), Some(1));
    let answer: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(
        answer["error"],
        "\"board\" has 225 characters, but a 20x20 board has 400 (\"size\" or --size gives another board)"
    );
}

#[test]
fn check_reads_a_board_string_and_bench_refuses_one() {
    // `renju check` reads a JSON position like `renju batch` (its id optional): the string
    // and the lists draw the same board, with h8 marked.
    let from_string = run(&["check"], &format!("{{\"board\": \"{DOUBLE_THREE}\"}}"));
    let from_lists = run(&["check"], "{\"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}");
    assert_eq!(code(&from_string), Some(0));
    assert_eq!(from_string.stdout, from_lists.stdout);
    // `renju bench` times the board built from stone lists: a board string is an error that
    // says so, naming its line.
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("board-string.jsonl");
    let text = format!("{{\"black\": [\"h8\"]}}\n{{\"board\": \"{DOUBLE_THREE}\"}}\n");
    std::fs::write(&file, text).expect("a file in the target directory");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_renju"))
        .args(["bench", "--reps", "5"])
        .arg(&file)
        .output()
        .expect("the renju binary runs");
    assert_eq!(code(&output), Some(1));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains(
            "line 2: renju bench reads stone lists (\"black\", \"white\"), not a \"board\" string"
        ),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}
