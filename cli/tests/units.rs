//! Unit tests of the `renju_cli` library: point names, JSON positions, batch lines, check
//! input and report, rules.

use crate::common;

use clap::Parser as _;
use renju::{AnyBoard, Board, Point, Rule, STANDARD_SIZE};
use renju_cli::{
    id_of, parse_point, parse_position, read_board, report, rule_by_name, rules_table, run_batch,
    write_answer, AnswerColors, BatchSummary, CheckInputError, Cli, PointNameError, PositionError,
};
use std::io::{self, Write};

fn p(name: &str) -> Point {
    name.parse().expect("a point name")
}

#[test]
fn point_names() {
    assert_eq!(parse_point("a1"), Ok(p("a1")));
    assert_eq!(parse_point("o15"), Ok(p("o15")));
    // Any board's points parse (a 26x26 board's last is z26); whether one is on the board at
    // hand is the board's to say.
    for name in ["p1", "a16", "t20", "z26"] {
        assert_eq!(
            parse_point(name).map(|q| q.to_string()),
            Ok(name.to_string())
        );
    }
    for off in ["a27", "a0", "z99", "o100000000000000000000000"] {
        assert_eq!(
            parse_point(off),
            Err(PointNameError::OffBoard(off.into())),
            "{off}"
        );
    }
    assert_eq!(
        parse_point("H8"),
        Err(PointNameError::UpperCase("H8".into(), "h8".into()))
    );
    assert_eq!(
        parse_point("P8"),
        Err(PointNameError::UpperCase("P8".into(), "p8".into()))
    );
    assert_eq!(
        parse_point("Z27"),
        Err(PointNameError::OffBoard("Z27".into()))
    );
    for bad in [
        "", "h", "8", "8h", "h08", "h00", " h8", "h8 ", "h-1", "h+8", "é8", "h８",
    ] {
        assert_eq!(
            parse_point(bad),
            Err(PointNameError::Malformed(bad.into())),
            "{bad:?}"
        );
    }
    assert_eq!(
        parse_point("a27").map_err(|e| e.to_string()),
        Err("\"a27\" is off every board: columns run a-z and rows 1-26".to_string())
    );
}

/// The error of `text` as a position on the 15x15 board: read, then its board made.
fn position_error(text: &str) -> String {
    match parse_position(text, true).and_then(|p| p.board::<renju::Standard>()) {
        Ok(_) => panic!("{text} should be an error"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn position_errors_say_what_and_where() {
    // Each message says what is wrong and where: serde_json adds the line and the column of
    // the last character read (for a field name, its closing quote), counted by hand here.
    let example = r#"{"id": "x", "black": ["h8", "g8"], "white": ["i9"]}"#;
    let not_object = |what: &str, column: usize| {
        format!("not a position: got {what}, expected an object like {example} at line 1 column {column}")
    };
    let cases = [
        ("nope".to_string(), "not JSON: expected ident at line 1 column 2".to_string()),
        ("{\"id\": 1,}".into(), "not JSON: trailing comma at line 1 column 10".into()),
        ("7".into(), not_object("a number", 1)),
        ("[\"x\"]".into(), not_object("an array", 1)),
        ("null".into(), not_object("null", 4)),
        ("{\"id\": 1, \"balck\": []}".into(), "unknown field `balck`, expected one of `id`, `black`, `white`, `board`, `size` at line 1 column 17".into()),
        // Field names are case-sensitive: "ID" is an unknown field, not a missing id.
        ("{\"ID\": 1}".into(), "unknown field `ID`, expected one of `id`, `black`, `white`, `board`, `size` at line 1 column 5".into()),
        ("{\"id\": 1, \"white\": [], \"white\": []}".into(), "duplicate field `white` at line 1 column 30".into()),
        ("{\"id\": 1, \"id\": 2}".into(), "duplicate field `id` at line 1 column 14".into()),
        ("{}".into(), "missing field \"id\": each position needs an id, a string or a number".into()),
        ("{\"id\": false}".into(), "\"id\" must be a string or a number, not a boolean at line 1 column 13".into()),
        // A value of the wrong type that is an object or an array is named at the character
        // before it (serde_json reads no further): here the space at column 19.
        ("{\"id\": 1, \"white\": {}}".into(), "invalid type: map, expected \"white\" to be an array of point names like [\"h8\", \"g8\"] at line 1 column 19".into()),
        ("{\"id\": 1, \"black\": [\"h8\", null]}".into(), "invalid type: null, expected black[1] to be a point name like \"h8\" at line 1 column 30".into()),
        ("{\"id\": 1, \"black\": [\"h8\", [\"g8\"]]}".into(), "invalid type: sequence, expected black[1] to be a point name like \"h8\" at line 1 column 26".into()),
        // A point of a larger board is past this one's edge; no board has row 27.
        ("{\"id\": 1, \"white\": [\"q3\"]}".into(), "white[0]: q3 is off the 15x15 board (columns a-o, rows 1-15)".into()),
        ("{\"id\": 1, \"white\": [\"q27\"]}".into(), "white[0]: \"q27\" is off every board: columns run a-z and rows 1-26 at line 1 column 25".into()),
        ("{\"id\": 1, \"size\": 4}".into(), "board size 4 is not supported: a side has 5 to 26 points at line 1 column 20".into()),
        ("{\"id\": 1, \"white\": [\"h 8\"]}".into(), "white[0]: \"h 8\" is not a point name: a point is a column a-z and a row 1-26, like \"h8\" at line 1 column 25".into()),
        ("{\"id\": 1, \"black\": [\"a1\", \"b1\"], \"white\": [\"c1\", \"b1\"]}".into(), "b1 is given twice: black[1] and white[1]".into()),
        ("{\"id\": 1, \"white\": [\"c1\", \"d1\", \"c1\"]}".into(), "c1 is given twice: white[0] and white[2] at line 1 column 37".into()),
    ];
    for (text, message) in cases {
        assert_eq!(position_error(&text), message, "{text}");
    }
}

#[test]
fn ids_are_kept_exactly_as_given() {
    for (text, id) in [
        (r#"{"id": "x"}"#, r#""x""#),
        (r#"{ "id" :  -0.10E+2 }"#, "-0.10E+2"),
        (r#"{"id":"\u00e9\n"}"#, r#""\u00e9\n""#),
        (
            r#"{"id": 123456789012345678901234567890}"#,
            "123456789012345678901234567890",
        ),
    ] {
        let position = parse_position(text, true).expect("a good position");
        assert_eq!(position.id.map(|id| id.get()), Some(id), "{text}");
    }
    let position = parse_position(r#"{"black": ["h8"]}"#, false).expect("id is optional here");
    assert!(position.id.is_none());
    assert_eq!(
        position
            .board::<renju::Standard>()
            .expect("a board")
            .stone_count(),
        1
    );
}

/// `renju batch`'s answer to `line`, its line 7, under the default rule: the text written
/// and whether the line was good.
fn answer(line: &str) -> (String, bool) {
    let (out, good) = answer_bytes(None, 7, line.as_bytes());
    (String::from_utf8(out).expect("UTF-8 output"), good)
}

/// `renju batch`'s answer to the bytes `line`, its line `line_no`, under the default rule and
/// `--size` (`size`): the bytes written and whether the line was good.
fn answer_bytes(size: Option<usize>, line_no: usize, line: &[u8]) -> (Vec<u8>, bool) {
    let mut out = Vec::new();
    let good = write_answer(
        &mut out,
        Rule::default_rule(),
        AnswerColors::Black,
        size,
        line_no,
        line,
    )
    .expect("writing to a Vec");
    (out, good)
}

#[test]
fn batch_answers() {
    assert_eq!(
        answer(r#"{"id": "x", "black": ["f8", "g8", "h9", "h10"]}"#),
        (
            r#"{"id":"x","forbidden":[{"point":"h8","kind":"double-three"}]}"#.to_string(),
            true
        )
    );
    assert_eq!(
        answer(r#"{"id": "x", "black": ["f8"], "blak": []}"#),
        (
            r#"{"id":"x","line":7,"error":"unknown field `blak`, expected one of `id`, `black`, `white`, `board`, `size` at line 1 column 35"}"#.to_string(),
            false
        )
    );
    assert_eq!(
        answer(" \t "),
        (
            r#"{"id":null,"line":7,"error":"empty line"}"#.to_string(),
            false
        )
    );
    let (out, good) = answer_bytes(None, 1, b"{\"id\": \"\xff\"}");
    assert!(!good);
    assert_eq!(out, br#"{"id":null,"line":1,"error":"not UTF-8 text"}"#);
}

#[test]
fn batch_counts_lines_and_bad_lines() {
    let input = "\u{feff}{\"id\": 1}\r\n{\"id\": 2, \"black\": [\"h8\", \"h8\"]}\n\n{\"id\": 3}";
    let mut out = Vec::new();
    let summary = run_batch(input.as_bytes(), &mut out, Rule::default_rule()).expect("run");
    assert_eq!(
        summary,
        BatchSummary {
            lines: 4,
            blank: 1,
            bad: 1,
            output_closed: false
        }
    );
    // The blank line 3 is skipped: no answer, but line numbers count it.
    assert_eq!(
        String::from_utf8(out).expect("UTF-8"),
        "{\"id\":1,\"forbidden\":[]}\n\
         {\"id\":2,\"line\":2,\"error\":\"h8 is given twice: black[0] and black[1] at line 1 column 31\"}\n\
         {\"id\":3,\"forbidden\":[]}\n"
    );
}

/// A writer whose reader has gone away.
struct ClosedPipe;

impl Write for ClosedPipe {
    fn write(&mut self, _: &[u8]) -> io::Result<usize> {
        Err(io::ErrorKind::BrokenPipe.into())
    }
    fn flush(&mut self) -> io::Result<()> {
        Err(io::ErrorKind::BrokenPipe.into())
    }
}

#[test]
fn batch_stops_quietly_on_a_closed_output() {
    let input = "{\"id\": 1}\n".repeat(100_000);
    let summary = run_batch(input.as_bytes(), ClosedPipe, Rule::default_rule()).expect("quiet");
    assert!(summary.output_closed);
    assert!(summary.lines < 100_000);
}

/// Deterministic xorshift, for inputs nobody would write by hand.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn no_line_makes_batch_panic_or_write_anything_but_one_json_object() {
    let seed = br#"{"id": "x", "black": ["f8", "g8", "h9", "h10", "o15"], "white": ["a1", "i9"]}"#;
    let alphabet = b"{}[]\":,. \t0123456789abcdehijkloopqxyzABHOX-+eE\\u\xff\xc3";
    let mut random = Random(0x9E37_79B9_7F4A_7C15);
    for _ in 0..20_000 {
        let mut line = seed.to_vec();
        for _ in 0..(random.next() % 6) {
            let at = (random.next() as usize) % (line.len() + 1);
            let byte = alphabet[(random.next() as usize) % alphabet.len()];
            match random.next() % 3 {
                0 => line.insert(at, byte),
                1 if at < line.len() => {
                    line.remove(at);
                }
                _ if at < line.len() => line[at] = byte,
                _ => {}
            }
        }
        let (out, good) = answer_bytes(None, 1, &line);
        let value: serde_json::Value = serde_json::from_slice(&out).expect("JSON out");
        let keys: Vec<&String> = value.as_object().expect("an object").keys().collect();
        let expected = if good {
            vec!["forbidden", "id"]
        } else {
            vec!["error", "id", "line"]
        };
        assert_eq!(keys, expected, "{}", String::from_utf8_lossy(&line));
    }
}

#[test]
fn check_reads_json_or_diagram() {
    let board: Board = Board::from_stones(&[p("h8")], &[p("i9")]).expect("a board");
    let read = |input: &[u8]| read_board(input, STANDARD_SIZE);
    assert_eq!(
        read(br#"  {"black": ["h8"], "white": ["i9"]}"#),
        Ok(AnyBoard::from(board.clone()))
    );
    assert_eq!(
        read(board.to_string().as_bytes()),
        Ok(AnyBoard::from(board.clone()))
    );
    assert_eq!(read(b" \n\t"), Err(CheckInputError::Empty));
    assert_eq!(read(b"\xff"), Err(CheckInputError::NotUtf8));
    let json =
        read(b"{\n\"black\": [\"h8\"],\n\"white\": [\"i9\", \"h8\"]\n}").map_err(|e| e.to_string());
    assert_eq!(
        json,
        Err("JSON position: h8 is given twice: black[0] and white[1]".to_string())
    );
    let broken = read(b"{\n\"black\": [\"h8\"]\n\"white\": []}").map_err(|e| e.to_string());
    assert_eq!(
        broken,
        Err("JSON position: not JSON: expected `,` or `}` at line 3 column 1".to_string())
    );
    // One row, read as a 15x15 diagram: named by its rows before any row is read (issue 35:
    // it was "row 15 has 3 points"), about the diagram as a whole (line 0).
    match read(b". . .\n") {
        Err(CheckInputError::Diagram(e)) => assert_eq!(
            (e.line, e.message.as_str()),
            (0, "found 1 rows; a 15x15 diagram has 15")
        ),
        other => panic!("expected a diagram error, got {other:?}"),
    }
    // A 15x15 diagram is no board of another size; a JSON position is read on the size given.
    let on_19 = |input: &[u8]| read_board(input, 19).map(|b| b.size());
    assert!(matches!(
        on_19(board.to_string().as_bytes()),
        Err(CheckInputError::Diagram(_))
    ));
    assert_eq!(on_19(br#"{"black": ["s19"]}"#), Ok(19));
    assert_eq!(
        read_board(br#"{"black": ["h8"]}"#, 27).map_err(|e| e.to_string()),
        Err("JSON position: board size 27 is not supported: a side has 5 to 26 points".to_string())
    );
}

#[test]
fn report_lists_the_forbidden_points_row_by_row() {
    // the rules' "false three": g8 overline, e9 f9 i9 h11 double-three.
    let black: Vec<Point> = ["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"]
        .map(p)
        .to_vec();
    let board: Board = Board::from_stones(&black, &[]).expect("a board");
    let text = report(Rule::default_rule(), &AnyBoard::from(board.clone()));
    assert!(text.starts_with("rule: renju - "));
    assert!(text.ends_with(
        "forbidden for black: g8 overline, e9 double-three, f9 double-three, \
         i9 double-three, h11 double-three\n"
    ));
    let marks = [
        (p("g8"), '6'),
        (p("e9"), '3'),
        (p("f9"), '3'),
        (p("i9"), '3'),
        (p("h11"), '3'),
    ];
    assert!(text.contains(&renju::diagram::render(&board, &marks)));
    let four_three: Board =
        Board::from_stones(&["e8", "f8", "g8", "h9", "h10"].map(p), &[]).expect("a board");
    assert!(report(Rule::default_rule(), &AnyBoard::from(four_three))
        .ends_with("forbidden for black: none\n"));
}

#[test]
fn rules_by_name_and_listing() {
    for rule in Rule::all() {
        assert_eq!(rule_by_name(rule.name()).map(|r| r.name()), Ok(rule.name()));
    }
    // Names are case-sensitive; the message lists every rule, in `Rule::all()` order: the
    // rule files of rules-spec/, sorted.
    let known: Vec<&str> = Rule::all().iter().map(|r| r.name()).collect();
    assert_eq!(known, common::rule_names());
    assert_eq!(
        rule_by_name("Renju")
            .map_err(|e| e.to_string())
            .map(|r| r.name()),
        Err(format!(
            "unknown rule \"Renju\"; the rules are {} (see `renju rules`)",
            known.join(", ")
        ))
    );
    let table = rules_table();
    assert_eq!(table.lines().count(), Rule::all().len());
    assert_eq!(table.matches("(default)").count(), 1);
}

#[test]
fn command_line() {
    use clap::CommandFactory as _;
    Cli::command().debug_assert();
    let error = Cli::try_parse_from(["renju", "batch", "--rule", "chess"]).expect_err("bad rule");
    assert_eq!(error.exit_code(), 2);
    assert!(Cli::try_parse_from(["renju", "check", "--rule", "gomoku-standard", "-"]).is_ok());
}

#[test]
fn position_error_is_comparable() {
    // Errors are plain data: tests and fuzzers can match on them.
    assert!(matches!(
        parse_position("{\"id\": 1, \"black\": [\"z27\"]}", true),
        Err(PositionError::NotPosition(_))
    ));
    assert!(matches!(
        parse_position("{\"id\": 1, \"black\": [\"h8\"", true),
        Err(PositionError::NotJson(_))
    ));
}

#[test]
fn a_bad_line_echoes_its_id_when_the_id_itself_is_good() {
    // What the answer to a bad line echoes: the id, if the line is an object whose one "id"
    // is a string or a number, whatever else is wrong.
    let id = |text| id_of(text).map(|id| id.get().to_string());
    assert_eq!(id(r#"{"id": "x", "balck": ["h8"]}"#), Some("\"x\"".into()));
    assert_eq!(id(r#"{"black": [9], "id": 1.5e3}"#), Some("1.5e3".into()));
    assert_eq!(
        id(r#"{"id": "x", "black": [], "black": []}"#),
        Some("\"x\"".into())
    );
    for text in [
        r#"{"id": null}"#,
        r#"{"id": [1]}"#,
        r#"{"id": 1, "id": 2}"#,
        r#"["x"]"#,
        "{\"id\": 1",
    ] {
        assert_eq!(id(text), None, "{text}");
    }
}

#[test]
fn the_size_is_the_inputs_own_else_the_one_asked_else_the_rules() {
    use renju_cli::{bench_size, board_size_of, read_positions};
    let nineteen = Board::<renju::Size<19>>::new().to_string();
    let json19 = br#"{"size": 19, "black": ["s19"]}"#;
    // check and explain: the input's own size and --size must agree.
    for input in [nineteen.as_bytes(), json19] {
        assert_eq!(board_size_of(input, None, STANDARD_SIZE), Ok(19));
        assert_eq!(board_size_of(input, Some(19), STANDARD_SIZE), Ok(19));
    }
    assert_eq!(
        board_size_of(br#"{"black": ["h8"]}"#, Some(20), STANDARD_SIZE),
        Ok(20)
    );
    assert_eq!(board_size_of(br#"{"black": ["h8"]}"#, None, 20), Ok(20));
    assert_eq!(
        board_size_of(nineteen.as_bytes(), Some(15), STANDARD_SIZE).map_err(|e| e.to_string()),
        Err("the position is a 19x19 board, but a 15x15 board was asked for (--size)".to_string())
    );
    assert_eq!(
        board_size_of(json19, Some(15), STANDARD_SIZE).map_err(|e| e.to_string()),
        Err(
            "JSON position: the position says \"size\": 19, but a 15x15 board was asked for \
             (--size)"
                .to_string()
        )
    );
    // A diagram of one row is named by its rows first, whatever the default size.
    assert_eq!(
        board_size_of(b". . .\n", None, 30).map_err(|e| e.to_string()),
        Err(
            "board diagram: found 1 rows; a diagram has 5 to 26, one per row of its board"
                .to_string()
        )
    );
    // A JSON position without a size, on an unsupported default: the size is named.
    assert_eq!(
        board_size_of(b"{\"black\": []}", None, 30).map_err(|e| e.to_string()),
        Err("JSON position: board size 30 is not supported: a side has 5 to 26 points".to_string())
    );
    // bench: one board for the file; the first position's size and --size must agree.
    let positions = read_positions("{\"black\": [\"a1\"]}\n{\"size\": 20, \"black\": [\"t20\"]}")
        .expect("positions");
    assert_eq!(
        bench_size(&positions[1..], Some(15), STANDARD_SIZE),
        Err(
            "line 2: \"size\": 20, but the file is benchmarked on a 15x15 board (every \
             position of a file is on one board)"
                .to_string()
        )
    );
    assert_eq!(
        bench_size(&positions, None, STANDARD_SIZE),
        Err(
            "line 2: \"size\": 20, but the file is benchmarked on a 15x15 board (every \
             position of a file is on one board)"
                .to_string()
        )
    );
    assert_eq!(bench_size(&positions[1..], None, STANDARD_SIZE), Ok(20));
    // batch: a line's own size wins over --size (a file may hold several sizes).
    let line = br#"{"id": 1, "size": 20, "black": ["t20"]}"#;
    let (out, good) = answer_bytes(Some(15), 1, line);
    assert!(good, "{}", String::from_utf8_lossy(&out));
}
