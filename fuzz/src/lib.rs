//! The checks behind the fuzz targets, one function per target, each taking the fuzzer's bytes
//! and panicking when a property does not hold.
//!
//! This one file is compiled twice, so that the targets and the replay test cannot drift apart:
//!
//! - as the library `renju_fuzz` of this cargo-fuzz crate, called by `fuzz_targets/*.rs`;
//! - as a module of the workspace test `tests/tests/fuzz_replay.rs` (through
//!   `#[path = "../../fuzz/src/lib.rs"]`), which replays every saved corpus file with it under
//!   `cargo test --workspace`, without libFuzzer.
//!
//! It may therefore use only crates that both have: `renju`, `renju_reference`, `renju_cli`,
//! `renju_records`, `serde_json` and std.

use renju::{Board, BoardSize, Color, ForbiddenKind, Point, Rule, Standard, STANDARD_SIZE};
use renju_reference as reference;
use serde_json::value::RawValue;
use serde_json::Value;
use std::collections::BTreeMap;

/// A check: panics when the bytes break a property.
pub type Check = fn(&[u8]);

/// Every fuzz target (the name of its `fuzz_targets/<name>.rs` and `corpus/<name>/`) with its
/// check.
pub const TARGETS: [(&str, Check); 4] = [
    ("batch_line", check_batch_line),
    ("diagram", check_diagram),
    ("replay_records", check_replay_records),
    ("runtime_vs_reference", check_runtime_vs_reference),
];

/// `batch_line`: the bytes as `renju batch` input (normally one line without its newline).
///
/// - `run_batch` never panics, answers every input line that is not blank with one JSON
///   object, in order (blank lines are skipped), and counts the blank and bad lines right;
/// - a single line is answered with its forbidden map exactly when `parse_position(line, true)`
///   accepts it, and the answer echoes the id and lists the runtime's forbidden map;
/// - `parse_position` never panics; a position accepted with a required id is accepted
///   without one too, and an accepted board survives being written out as a JSON position and
///   read back.
pub fn check_batch_line(data: &[u8]) {
    let rule = Rule::default_rule();
    let mut out = Vec::new();
    let summary = renju_cli::run_batch(data, &mut out, rule).expect("a Vec takes any output");
    let input_lines: Vec<&[u8]> = data.split_inclusive(|&b| b == b'\n').collect();
    assert_eq!(summary.lines, input_lines.len(), "lines read");
    assert!(!summary.output_closed, "a Vec output never closes");
    // The 1-based numbers of the lines that are answered: all but the blank ones.
    let answered: Vec<usize> = input_lines
        .iter()
        .enumerate()
        .filter(|&(i, line)| !is_blank(line, i == 0))
        .map(|(i, _)| i + 1)
        .collect();
    assert_eq!(
        summary.blank,
        input_lines.len() - answered.len(),
        "blank lines"
    );
    let out = std::str::from_utf8(&out).expect("batch output is UTF-8");
    assert!(
        out.is_empty() || out.ends_with('\n'),
        "the last answer ends its line"
    );
    let answers: Vec<&str> = out.lines().collect();
    assert_eq!(
        answers.len(),
        answered.len(),
        "one answer per line that is not blank"
    );
    let mut bad = 0;
    for (answer, &line_no) in answers.iter().zip(&answered) {
        let fields: BTreeMap<String, &RawValue> =
            serde_json::from_str(answer).unwrap_or_else(|e| {
                panic!("answer to line {line_no} is not a JSON object ({e}): {answer}")
            });
        if fields.contains_key("forbidden") {
            assert!(
                fields.contains_key("id"),
                "a good answer has an id: {answer}"
            );
            assert_eq!(fields.len(), 2, "a good answer: id and forbidden: {answer}");
        } else {
            bad += 1;
            let line = field(&fields, "line", answer);
            let error = field(&fields, "error", answer);
            assert_eq!(line, line_no, "an error answer gives its line: {answer}");
            assert!(error.is_string(), "the error is a message: {answer}");
        }
    }
    assert_eq!(summary.bad, bad, "bad lines counted");

    if let Some(text) = single_line(data) {
        check_single_line(rule, text, answers.first().copied().unwrap_or_default());
    }
    if let Ok(text) = std::str::from_utf8(data) {
        check_position(text);
    }
}

/// Whether `run_batch` skips `line` (with its line ending; `first`: the input's first line,
/// where a byte-order mark is dropped): UTF-8 holding only whitespace.
fn is_blank(line: &[u8], first: bool) -> bool {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let line = match first {
        true => line.strip_prefix("\u{feff}".as_bytes()).unwrap_or(line),
        false => line,
    };
    std::str::from_utf8(line).is_ok_and(|text| text.trim().is_empty())
}

/// The one line `run_batch` reads from `data` (without its `\r`, or a byte-order mark), if
/// `data` is a single UTF-8 line that is not blank.
fn single_line(data: &[u8]) -> Option<&str> {
    let data = data.strip_suffix(b"\n").unwrap_or(data);
    if data.contains(&b'\n') {
        return None;
    }
    let data = data.strip_suffix(b"\r").unwrap_or(data);
    let data = data.strip_prefix("\u{feff}".as_bytes()).unwrap_or(data);
    let text = std::str::from_utf8(data).ok()?;
    (!text.trim().is_empty()).then_some(text)
}

/// The batch answer to the single line `text` agrees with `parse_position` and the runtime.
fn check_single_line(rule: &Rule, text: &str, answer: &str) {
    let fields: BTreeMap<String, &RawValue> = serde_json::from_str(answer).expect("checked above");
    match renju_cli::parse_position(text, true) {
        Ok(position) => {
            let id = position.id.expect("an id is required");
            let echoed = fields.get("id").map(|id| id.get());
            assert_eq!(
                echoed,
                Some(id.get()),
                "the id is echoed as given: {answer}"
            );
            // On the line's own board, else the rule's: its map, or (a stone off that board,
            // a point given twice) an error line.
            let size = position.size.unwrap_or(rule.board_size());
            let expected = renju::with_board_size!(size, S => {
                position.board::<S>().ok().map(|board| {
                    rule.forbidden_map(&board, Color::Black)
                        .iter()
                        .map(|(p, k)| serde_json::json!({"point": p.to_string(), "kind": k.name()}))
                        .collect::<Vec<Value>>()
                })
            })
            .expect("sizes are checked as they are read");
            match expected {
                Some(expected) => assert_eq!(
                    field(&fields, "forbidden", answer),
                    Value::Array(expected),
                    "the forbidden map of {text}"
                ),
                None => assert!(
                    !fields.contains_key("forbidden"),
                    "{text} makes no board, but batch answered {answer}"
                ),
            }
        }
        Err(error) => {
            assert!(
                !fields.contains_key("forbidden"),
                "parse_position says {error}, but batch answered {answer}"
            );
        }
    }
}

/// A field of an answer, as a JSON value (not for the id, which may be a number no `Value`
/// holds, such as `1e999`).
fn field(fields: &BTreeMap<String, &RawValue>, name: &str, answer: &str) -> Value {
    let raw = fields
        .get(name)
        .unwrap_or_else(|| panic!("no field {name:?} in {answer}"));
    serde_json::from_str(raw.get())
        .unwrap_or_else(|e| panic!("field {name:?} of {answer} is not a JSON value: {e}"))
}

/// `parse_position` on any text: no panic; required id implies optional id; round trip.
fn check_position(text: &str) {
    let with_id = renju_cli::parse_position(text, true);
    let without_id = renju_cli::parse_position(text, false);
    let stones = |p: &renju_cli::position::Position<'_>| {
        (p.size, p.black.points().to_vec(), p.white.points().to_vec())
    };
    if let Ok(position) = &with_id {
        assert!(position.id.is_some(), "a required id is there");
        assert_eq!(
            without_id.as_ref().ok().map(stones),
            Some(stones(position)),
            "the id does not change the position"
        );
    }
    if let Ok(position) = without_id {
        let size = position.size.unwrap_or(STANDARD_SIZE);
        renju::with_board_size!(size, S => {
            if let Ok(board) = position.board::<S>() {
                let json = position_json(&board);
                let again = renju_cli::parse_position(&json, true).unwrap_or_else(|e| {
                    panic!("the board of {text:?} written as {json} is refused: {e}")
                });
                assert_eq!(again.board::<S>().ok(), Some(board), "{text:?} written as {json}");
            }
        })
        .expect("sizes are checked as they are read");
    }
}

/// `board` as one `renju batch` line, with id `"fuzz"` (and `"size"` off 15x15).
pub fn position_json<S: BoardSize>(board: &Board<S>) -> String {
    let names = |color| -> String {
        let names: Vec<String> = board.stones(color).map(|p| p.to_string()).collect();
        serde_json::to_string(&names).expect("a list of strings is JSON")
    };
    let size = if S::N == STANDARD_SIZE {
        String::new()
    } else {
        format!(r#","size":{}"#, S::N)
    };
    format!(
        r#"{{"id":"fuzz"{size},"black":{},"white":{}}}"#,
        names(Color::Black),
        names(Color::White)
    )
}

/// `diagram`: the bytes as `renju check` input and as a board diagram, of any size.
///
/// - `read_board` and `Board::from_diagram` never panic;
/// - the text is read as a diagram of the size it draws (`renju::diagram::rows_of`: its
///   number of rows, when that is a supported size) and as a 15x15 one;
/// - every board either accepts is drawn by `Board::to_string()` as a diagram that reads back
///   as the same board (also without row numbers and column letters), and draws its size;
/// - `read_board` reads a diagram exactly as `from_diagram` reads its `board_part` (comment and
///   header lines blanked, as in a conformance case file): same board or same error;
/// - a diagram error names a line of the text (or 0, the whole diagram).
pub fn check_diagram(data: &[u8]) {
    // As a 15x15 board of its own type, to compare with `Board::from_diagram`'s.
    let read = renju_cli::read_board(data, STANDARD_SIZE)
        .map(|board| Board::<Standard>::from_cells(&board.cells()).expect("a 15x15 board's cells"));
    if let Ok(board) = &read {
        check_round_trip(board);
    }
    let Ok(text) = std::str::from_utf8(data) else {
        assert_eq!(read, Err(renju_cli::CheckInputError::NotUtf8));
        return;
    };
    check_diagram_of::<Standard>(text);
    if let Some(size) = renju::diagram::rows_of(text) {
        renju::with_board_size!(size, S => check_diagram_of::<S>(text))
            .expect("rows_of gives supported sizes");
    }
    let body = text.trim_start();
    if !text.starts_with('\u{feff}') && !body.is_empty() && !body.starts_with('{') {
        let board_part = Board::from_diagram(&renju_cli::check::board_part(text));
        assert_eq!(
            read,
            board_part.map_err(renju_cli::CheckInputError::Diagram)
        );
    }
}

/// `text` read as a diagram of size `S`: a board that round-trips, or an error naming a line
/// of the text.
fn check_diagram_of<S: BoardSize>(text: &str) {
    match Board::<S>::from_diagram(text) {
        Ok(board) => {
            check_round_trip(&board);
            assert_eq!(renju::diagram::rows_of(text), Some(S::N), "{text:?}");
        }
        Err(e) => assert!(
            e.line <= text.lines().count(),
            "error line {} beyond the text: {e}",
            e.line
        ),
    }
}

/// `board` drawn as a diagram (with and without labels) reads back as `board`.
fn check_round_trip<S: BoardSize>(board: &Board<S>) {
    let n = S::N;
    let drawn = board.to_string();
    assert_eq!(drawn.lines().count(), n + 2, "rows and two letter lines");
    assert_eq!(renju::diagram::rows_of(&drawn), Some(n), "{drawn}");
    assert_eq!(Board::from_diagram(&drawn).as_ref(), Ok(board), "{drawn}");
    let bare: String = (0..n)
        .rev()
        .map(|row| {
            let cells: String = (0..n)
                .map(
                    |col| match Point::new(col, row).and_then(|p| board.get(p)) {
                        Some(Color::Black) => 'X',
                        Some(Color::White) => 'O',
                        None => '.',
                    },
                )
                .collect();
            cells + "\n"
        })
        .collect();
    assert_eq!(Board::from_diagram(&bare).as_ref(), Ok(board), "{bare}");
}

/// The board the bytes of `runtime_vs_reference` stand for: its size and stones.
///
/// - **Even length**: a 15x15 board. Each pair of bytes `(a, b)` is a stone on the point with
///   row-major index `a % 225` (`a1` = 0, `b1` = 1, …, `o15` = 224), black if `b` is even and
///   white if odd.
/// - **Odd length**: the first byte picks the size, `5 + byte % 22` (5 to 26); each pair
///   `(a, b)` after it is a stone on the point with index `(a + 256 * (b / 2)) % (size²)`,
///   black if `b` is even and white if odd (on 26x26 the index needs more than a byte).
///
/// A point given again is skipped (the first stone stays).
pub fn decode_stones(data: &[u8]) -> (usize, Vec<Point>, Vec<Point>) {
    let (size, pairs, wide) = match data.len() % 2 {
        0 => (STANDARD_SIZE, data, false),
        _ => (5 + usize::from(data[0]) % 22, &data[1..], true),
    };
    let mut taken = vec![false; size * size];
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for pair in pairs.chunks_exact(2) {
        let high = if wide {
            256 * usize::from(pair[1] / 2)
        } else {
            0
        };
        let index = (usize::from(pair[0]) + high) % (size * size);
        let Some(point) = Point::from_index(index, size) else {
            continue;
        };
        if std::mem::replace(&mut taken[index], true) {
            continue;
        }
        if pair[1] % 2 == 0 {
            black.push(point);
        } else {
            white.push(point);
        }
    }
    (size, black, white)
}

/// The bytes of `runtime_vs_reference` that stand for these stones on a board of `size`
/// points a side (the inverse of [`decode_stones`] for distinct points of that board): on
/// 15x15, `(index, 0)` per black stone, then `(index, 1)` per white one; on any other board the
/// size byte `size - 5` first, and the index's high part in the second byte of each pair.
pub fn encode_stones(size: usize, black: &[Point], white: &[Point]) -> Vec<u8> {
    let pair = |p: &Point, colour: u8| {
        let index = p.index(size);
        if size == STANDARD_SIZE {
            let index = u8::try_from(index).expect("a point index is below 225");
            [index, colour]
        } else {
            let high = u8::try_from(index / 256).expect("a point index is below 676");
            [(index % 256) as u8, 2 * high + colour]
        }
    };
    let size_byte =
        (size != STANDARD_SIZE).then(|| u8::try_from(size - 5).expect("a size of 5 to 26"));
    size_byte
        .into_iter()
        .chain(
            black
                .iter()
                .map(|p| pair(p, 0))
                .chain(white.iter().map(|p| pair(p, 1)))
                .flatten(),
        )
        .collect()
}

/// The board of size `S` holding `black` and `white`.
fn board_of<S: BoardSize>(black: &[Point], white: &[Point]) -> Board<S> {
    Board::from_stones(black, white).expect("decoded stones are on distinct points of the board")
}

/// The 15x15 board the bytes of `runtime_vs_reference` stand for (see [`decode_stones`]),
/// when they stand for a 15x15 one.
pub fn decode_board(data: &[u8]) -> Option<Board> {
    let (size, black, white) = decode_stones(data);
    (size == STANDARD_SIZE).then(|| board_of(&black, &white))
}

/// `runtime_vs_reference`: on the board the bytes stand for ([`decode_stones`], of any size),
/// the runtime's forbidden map for black equals the reference's, under `renju` (reference
/// `Reading::Literal`) and `renju-completing-five-counts` (`Reading::FiveKeepsThree`); each point
/// of the map agrees with `Rule::forbidden` asked alone; white has no forbidden point.
pub fn check_runtime_vs_reference(data: &[u8]) {
    let (size, black, white) = decode_stones(data);
    renju::with_board_size!(size, S => runtime_vs_reference(&board_of::<S>(&black, &white)))
        .expect("decode_stones gives supported sizes");
}

/// [`check_runtime_vs_reference`] on one board.
fn runtime_vs_reference<S: BoardSize>(board: &Board<S>) {
    let mut reference_board =
        reference::Board::with_size(S::N).expect("the reference takes every size");
    for (color, stone) in [
        (Color::Black, reference::Stone::Black),
        (Color::White, reference::Stone::White),
    ] {
        for p in board.stones(color) {
            reference_board.set(p.col(), p.row(), Some(stone));
        }
    }
    for (name, reading) in [
        ("renju", reference::Reading::Literal),
        (
            "renju-completing-five-counts",
            reference::Reading::FiveKeepsThree,
        ),
    ] {
        let rule = Rule::by_name(name).unwrap_or_else(|| panic!("no rule {name:?}"));
        let runtime = rule
            .forbidden_map(board, Color::Black)
            .iter()
            .collect::<Vec<_>>();
        let expected: Vec<(Point, ForbiddenKind)> =
            reference::forbidden_map(&reference_board, reading)
                .into_iter()
                .map(|((col, row), kind)| {
                    let p = Point::new(col, row).expect("the reference names board points");
                    (p, kind_of(kind))
                })
                .collect();
        assert!(
            runtime == expected,
            "rule {name}: runtime and reference ({reading:?}) differ\nposition: {}\n{board}\
             runtime:   {}\nreference: {}",
            position_json(board),
            map_text(&runtime),
            map_text(&expected),
        );
        for p in Point::all::<S>() {
            let in_map = runtime.iter().find(|(q, _)| *q == p).map(|&(_, k)| k);
            assert_eq!(
                rule.forbidden(board, p, Color::Black),
                in_map,
                "rule {name}, {p} alone and in the map differ; position {}",
                position_json(board)
            );
        }
        let white = rule
            .forbidden_map(board, Color::White)
            .iter()
            .collect::<Vec<_>>();
        assert!(white.is_empty(), "white forbidden under {name}: {white:?}");
    }
}

fn kind_of(kind: reference::ForbiddenKind) -> ForbiddenKind {
    match kind {
        reference::ForbiddenKind::Overline => ForbiddenKind::Overline,
        reference::ForbiddenKind::DoubleFour => ForbiddenKind::DoubleFour,
        reference::ForbiddenKind::DoubleThree => ForbiddenKind::DoubleThree,
    }
}

/// A forbidden map as `h8 double-three, g9 overline`, or `none`.
fn map_text(map: &[(Point, ForbiddenKind)]) -> String {
    if map.is_empty() {
        return "none".to_string();
    }
    let items: Vec<String> = map.iter().map(|(p, k)| format!("{p} {k}")).collect();
    items.join(", ")
}

/// `replay_records`: the first byte picks a record format (modulo their number: moves, rif,
/// sgf, psq, renlib, as [`Format::ALL`](renju_records::Format::ALL) lists them after `auto`),
/// the rest is a file in it, read by `renju_records` (with a 4 KiB record bound) and
/// answered as `renju replay` answers.
///
/// - no reader panics, and each stops: at most one record per input byte (plus one);
/// - every move of a game read is on the board its size says (15 when unsaid);
/// - every record is answered with JSON lines: a game line, an error line, or (with
///   `--positions`) one position line per move; with `--strict` too.
pub fn check_replay_records(data: &[u8]) {
    use renju_cli::replay::{answer, Options};
    use renju_records::{read_games, Format, ReadOptions};
    let Some((&selector, file)) = data.split_first() else {
        return;
    };
    // Every format that names one (not `auto`, which picks one of them).
    let formats: Vec<Format> = Format::ALL
        .into_iter()
        .filter(|&f| f != Format::Auto)
        .collect();
    let format = formats[usize::from(selector) % formats.len()];
    let read = ReadOptions {
        name: "fuzz".to_string(),
        max_record_bytes: 4096,
        ..ReadOptions::new(format)
    };
    let items: Vec<_> = read_games(file, &read).take(file.len() + 2).collect();
    assert!(
        items.len() <= file.len() + 1,
        "{format:?}: a record per byte at most"
    );
    for item in items {
        if let Ok(game) = &item {
            let size = game.size.unwrap_or(renju_records::DEFAULT_SIZE);
            for stone in game.setup.iter().chain(&game.moves) {
                assert!(
                    usize::from(stone.col) < size && usize::from(stone.row) < size,
                    "{format:?}: {stone:?} is on the {size}x{size} board"
                );
            }
        }
        for (positions, strict) in [(false, false), (true, false), (false, true)] {
            let options = Options {
                positions,
                strict,
                max_record_bytes: 4096,
                ..Options::new(Rule::default_rule())
            };
            let text = answer(item.clone(), options).text;
            assert!(
                text.is_empty() || text.ends_with('\n'),
                "whole lines: {text}"
            );
            for line in text.lines() {
                let value: Value =
                    serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"));
                assert!(
                    value.get("game").is_some() || value.get("id").is_some(),
                    "a game, error or position line: {line}"
                );
            }
        }
    }
}
