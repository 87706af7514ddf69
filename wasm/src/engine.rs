//! Everything the package asks of the Rust crates, in plain Rust (no JavaScript value), so
//! that it builds and is tested on the host too: rules, colours, points and sizes by name
//! with the runtime's messages, the maps, explanations, pictures and records (read by
//! `renju-records`, judged by `renju-referee`) as the package hands them over (kind codes,
//! JSON text). `lib.rs` and `board.rs` only turn JavaScript values into these arguments and
//! the answers back.

use renju::explain::ExplainLimits;
use renju::{
    resolve_size, AnyBoard, CellError, Color, ForbiddenKind, Point, Rule, RuleFacts, SizePolicy,
    MAX_SIZE, MIN_SIZE,
};
use renju_batch::Threads;
use renju_records::{Format, Games, Item, Location, Move, OpeningEvent, ReadOptions};
use renju_referee::opening::{OpeningRule, SymmetryReading};
use renju_referee::ReplayOptions;
use serde_json::{json, Value};
use std::io::Cursor;

/// The rule variant called `name` (a name or an alias), or an error listing the variants.
///
/// ```
/// assert_eq!(renju_wasm::engine::rule_by_name("omok").unwrap().board_size(), 19);
/// assert!(renju_wasm::engine::rule_by_name("chess").unwrap_err().starts_with("unknown rule \"chess\"; the rules are "));
/// ```
pub fn rule_by_name(name: &str) -> Result<&'static Rule, String> {
    Rule::find(name).map_err(|e| format!("{e} (see rules())"))
}

/// The opening rule called `name` (a shipped rule's name, or a family's with another N:
/// `soosorv-5`), or the referee's error naming the opening rules.
///
/// ```
/// use renju_wasm::engine::opening_rule_by_name;
/// assert_eq!(opening_rule_by_name("soosorv-5").unwrap().name, "soosorv-5");
/// assert_eq!(
///     opening_rule_by_name("chess").unwrap_err(),
///     "unknown opening rule \"chess\" (the opening rules are none, rif, soosorv-8, swap1, swap2, taraguchi-10, yamaguchi; a rule of a family takes its N, as soosorv-5)"
/// );
/// ```
pub fn opening_rule_by_name(name: &str) -> Result<&'static OpeningRule, String> {
    OpeningRule::by_name(name).map_err(|e| e.to_string())
}

/// The reading of symmetrical fifth-move offers called `name` (`board` or `pattern`), or an
/// error worded as the referee words a rule file's (`the reading is "board" or "pattern"`).
///
/// ```
/// use renju_wasm::engine::symmetry_by_name;
/// assert_eq!(symmetry_by_name("pattern").unwrap().name(), "pattern");
/// assert_eq!(
///     symmetry_by_name("mirror").unwrap_err(),
///     "symmetry: the reading is \"board\" or \"pattern\"; got \"mirror\""
/// );
/// ```
pub fn symmetry_by_name(name: &str) -> Result<SymmetryReading, String> {
    SymmetryReading::from_name(name)
        .ok_or_else(|| format!("symmetry: the reading is \"board\" or \"pattern\"; got {name:?}"))
}

/// The shipped opening rules, sorted by name, as a JSON array of `{name, summary}` (as
/// `renju openings` lists them: `none`, `rif`, `soosorv-8`, `swap1`, `swap2`,
/// `taraguchi-10`, `yamaguchi`).
///
/// ```
/// let json = renju_wasm::engine::openings_json();
/// assert!(json.starts_with(r#"[{"name":"none","summary":"No opening rule: "#), "{json}");
/// ```
pub fn openings_json() -> String {
    let rules: Vec<Value> = OpeningRule::all()
        .iter()
        .map(|rule| json!({ "name": rule.name, "summary": rule.summary }))
        .collect();
    Value::Array(rules).to_string()
}

/// The record formats `readGames` and `replay` read, in the order of `Format::ALL` (`auto`
/// first), as a JSON array of `{name, description}`.
///
/// ```
/// let formats: serde_json::Value = serde_json::from_str(&renju_wasm::engine::formats_json()).unwrap();
/// assert_eq!(formats[0]["name"], "auto");
/// assert_eq!(formats[5]["description"], "RenLib .lib move trees (binary)");
/// ```
pub fn formats_json() -> String {
    let formats: Vec<Value> = Format::ALL
        .into_iter()
        .map(|format| json!({ "name": format.name(), "description": format.description() }))
        .collect();
    Value::Array(formats).to_string()
}

/// The colour called `name` (`"black"` or `"white"`), or the runtime's error.
pub fn color_by_name(name: &str) -> Result<Color, String> {
    name.parse::<Color>().map_err(|e| e.to_string())
}

/// The board side `size` (a JavaScript number), or `rule`'s own board when `None`; a number
/// that is no whole side, or a side outside 5..=26, is an error naming it.
///
/// ```
/// use renju::Rule;
/// use renju_wasm::engine::board_size;
/// let renju = Rule::default_rule();
/// assert_eq!(board_size(None, renju), Ok(15));
/// assert_eq!(board_size(Some(19.0), renju), Ok(19));
/// assert_eq!(board_size(Some(4.0), renju).unwrap_err(), "board size 4 is not supported: a side has 5 to 26 points");
/// assert_eq!(board_size(Some(15.5), renju).unwrap_err(), "size 15.5 is not a whole number of points: a side has 5 to 26 points");
/// ```
pub fn board_size(size: Option<f64>, rule: &Rule) -> Result<usize, String> {
    let asked = match size {
        None => None,
        Some(n) => Some(whole(n).ok_or_else(|| {
            format!("size {n} is not a whole number of points: a side has {MIN_SIZE} to {MAX_SIZE} points")
        })?),
    };
    resolve_size(None, asked, rule.board_size(), SizePolicy::OwnMustAgree)
        .map_err(|e| e.to_string())
}

/// `n` as a count if it is a whole number from 0 up (and not past what a `usize` holds).
fn whole(n: f64) -> Option<usize> {
    // `as` saturates: the check below refuses what did not fit.
    let count = n as usize;
    (n.fract() == 0.0 && n >= 0.0 && count as f64 == n).then_some(count)
}

/// The point named `name` (`a1` .. `z26`) on a board of `size` points a side
/// ([`Point::parse_on`]): the runtime's error for a name that is no point or a point off the
/// board.
///
/// ```
/// use renju_wasm::engine::point_by_name;
/// assert_eq!(point_by_name("h8", 15).unwrap().to_string(), "h8");
/// assert_eq!(point_by_name("t20", 15).unwrap_err(), "t20 is off the 15x15 board (columns a-o, rows 1-15)");
/// assert_eq!(point_by_name("H8", 15).unwrap_err(), "\"H8\" is not a point: a point is a column a-z and a row 1-26, like \"h8\"");
/// ```
pub fn point_by_name(name: &str, size: usize) -> Result<Point, String> {
    Point::parse_on(name, size).map_err(|e| e.to_string())
}

/// The point at row-major index `index` (`row * size + col`: `a1` is 0, and on 15x15 `h8`
/// is 112), or an error naming the index and the board.
///
/// ```
/// use renju_wasm::engine::point_by_index;
/// assert_eq!(point_by_index(112.0, 15).unwrap().to_string(), "h8");
/// assert_eq!(point_by_index(225.0, 15).unwrap_err(), "index 225 is off the 15x15 board: an index is row * 15 + col, 0 to 224");
/// ```
pub fn point_by_index(index: f64, size: usize) -> Result<Point, String> {
    whole(index)
        .and_then(|i| Point::from_index(i, size))
        .ok_or_else(|| {
            format!(
                "index {index} is off the {size}x{size} board: an index is row * {size} + col, 0 to {}",
                size * size - 1
            )
        })
}

/// The message of a cell that holds no cell value and no byte either (a negative number, a
/// fraction, 300: what a plain array can hold), worded as the runtime's for a byte (`cell 3
/// (d1) holds 7: …`).
///
/// ```
/// assert_eq!(
///     renju_wasm::engine::bad_cell_message(3, "-1", 15),
///     "cell 3 (d1) holds -1: a cell is 0 (empty), 1 (black) or 2 (white)"
/// );
/// ```
pub fn bad_cell_message(index: usize, shown: &str, size: usize) -> String {
    let point = Point::from_index(index, size).map_or_else(|| "?".to_string(), |p| p.to_string());
    format!("cell {index} ({point}) holds {shown}: a cell is 0 (empty), 1 (black) or 2 (white)")
}

/// The runtime's message for `len` cells given for a board of `size` points a side.
pub fn length_message(len: usize, size: usize) -> String {
    CellError::Length { len, size }.to_string()
}

/// The board of `size` points a side holding `cells` (row-major from a1: 0 empty, 1 black,
/// 2 white), or the runtime's error naming a bad cell or the length.
pub fn board_of_cells(size: usize, cells: &[u8]) -> Result<AnyBoard, String> {
    AnyBoard::from_cells(size, cells).map_err(|e| e.to_string())
}

/// The board of `size` points a side that the board string `text` describes (the runtime's
/// [`renju::board_string`]: `size * size` bytes, the top row first, `.` empty, `x`/`X`
/// black, `o`/`O` white, read by [`AnyBoard::from_board_string`]), or the runtime's error
/// naming the size, the length or the first byte that is no point.
///
/// ```
/// use renju::{Color, Point};
/// use renju_wasm::engine::board_of_string;
/// let board = board_of_string(5, b"X...........o...........o").unwrap();
/// assert_eq!(board.get("a5".parse::<Point>().unwrap()), Some(Color::Black));
/// assert_eq!(board.get("e1".parse::<Point>().unwrap()), Some(Color::White));
/// assert_eq!(board_of_string(5, b"..").unwrap_err(), "board string of 2 bytes: a 5x5 board has 25");
/// ```
pub fn board_of_string(size: usize, text: &[u8]) -> Result<AnyBoard, String> {
    AnyBoard::from_board_string(size, text).map_err(|e| e.to_string())
}

/// `color`'s forbidden map on `board` under `rule` as `size * size` kind codes, row-major (0
/// none, 1 double-three, 2 double-four, 3 overline).
pub fn kind_codes(board: &AnyBoard, rule: &Rule, color: Color) -> Vec<u8> {
    let mut kinds = vec![0u8; board.size() * board.size()];
    // The buffer has the board's length, the one thing `write_map` refuses.
    let _ = board.write_map(rule, color, &mut kinds);
    kinds
}

/// `color`'s forbidden maps under `rule` of the boards `cells` holds one after another (each
/// `size * size` cells), as many kind codes, by `renju-batch` on the calling thread (a
/// WebAssembly module has no other); an error names the board and the cell of a bad value.
///
/// ```
/// use renju::{Color, Rule};
/// let mut cells = vec![0u8; 2 * 225];
/// for i in [7 * 15 + 5, 7 * 15 + 6, 8 * 15 + 7, 9 * 15 + 7] {
///     cells[225 + i] = 1; // the second board: f8 g8 h9 h10, a double-three at h8
/// }
/// let kinds = renju_wasm::engine::kind_codes_of_boards(Rule::default_rule(), 15, Color::Black, &cells).unwrap();
/// assert_eq!((kinds[7 * 15 + 7], kinds[225 + 7 * 15 + 7]), (0, 1));
/// cells[3] = 7;
/// assert_eq!(
///     renju_wasm::engine::kind_codes_of_boards(Rule::default_rule(), 15, Color::Black, &cells).unwrap_err(),
///     "board 0, cell 3 (d1) holds 7: a cell is 0 (empty), 1 (black) or 2 (white)"
/// );
/// ```
pub fn kind_codes_of_boards(
    rule: &Rule,
    size: usize,
    color: Color,
    cells: &[u8],
) -> Result<Vec<u8>, String> {
    let mut kinds = vec![0u8; cells.len()];
    renju_batch::forbidden_maps(rule, size, color, cells, &mut kinds, Threads::ONE)
        .map_err(|e| e.to_string())?;
    Ok(kinds)
}

/// The names of the kind codes, by code: `"none"`, then each kind's runtime name at its code
/// (1 double-three, 2 double-four, 3 overline).
///
/// ```
/// assert_eq!(renju_wasm::engine::kind_names(), ["none", "double-three", "double-four", "overline"]);
/// ```
pub fn kind_names() -> Vec<&'static str> {
    renju::cells::kind_names().to_vec()
}

/// Why `color` may or may not play at `p` on `board` under `rule`: the explanation tree as
/// the JSON text `renju explain --json` prints (without its newline), or the runtime's error
/// for an occupied point.
pub fn explain_json(
    board: &AnyBoard,
    rule: &Rule,
    p: Point,
    color: Color,
) -> Result<String, String> {
    let explanation = board
        .explain(rule, p, color, ExplainLimits::default())
        .map_err(|e| e.to_string())?;
    serde_json::to_string(&explanation).map_err(|e| format!("the explanation as JSON: {e}"))
}

/// Every rule variant, sorted by name ([`RuleFacts::all`], its names in camelCase), as a JSON
/// array of `{name, summary, boardSize,
/// gomocupRule, aliases, default, restricts, settings}`: `restricts` the kinds each colour
/// may not play (`{black: ["overline", …], white: […]}`, in the order of
/// [`ForbiddenKind::ALL`]), `settings` the rule's settings in words (`[{setting, value}]`,
/// as `renju rules` and the server's `GET /api/rules` give them).
pub fn rules_json() -> String {
    let rules: Vec<Value> = RuleFacts::all()
        .into_iter()
        .map(|facts| {
            let settings: Vec<Value> = facts
                .settings
                .iter()
                .map(|s| json!({ "setting": s.setting, "value": s.value }))
                .collect();
            let names = |kinds: &[ForbiddenKind]| -> Vec<&'static str> {
                kinds.iter().map(|kind| kind.name()).collect()
            };
            json!({
                "name": facts.name,
                "summary": facts.summary,
                "boardSize": facts.board_size,
                "gomocupRule": facts.gomocup_rule,
                "aliases": facts.aliases,
                "default": facts.default,
                "restricts": {
                    "black": names(&facts.restricts.black),
                    "white": names(&facts.restricts.white),
                },
                "settings": settings,
            })
        })
        .collect();
    Value::Array(rules).to_string()
}

/// How [`games_json`] reads records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOptions {
    /// The format's name (`auto`, `moves`, `rif`, `sgf`, `psq`, `renlib`).
    pub format: String,
    /// The board side of records that state none.
    pub default_size: usize,
    /// The largest record read, in bytes.
    pub max_record_bytes: usize,
    /// The input's name (its extension picks the format under `auto`; a psq game's id).
    pub name: String,
}

impl Default for GameOptions {
    /// `auto`, 15, 1 MiB, `-`: as `renju replay` reads standard input.
    fn default() -> GameOptions {
        let options = ReadOptions::default();
        GameOptions {
            format: Format::Auto.name().to_string(),
            default_size: options.default_size,
            max_record_bytes: options.max_record_bytes,
            name: options.name,
        }
    }
}

/// The least `max_record_bytes` taken (as `renju replay --max-record-bytes`).
pub const MIN_RECORD_BYTES: usize = 64;

/// The records of `input`, read by `renju-records` as `renju replay` reads them under
/// `options`: what [`games_json`] and [`replay_json`] both read. An unknown format, an
/// unsupported default size or a bound under 64 bytes is an error.
fn records<'a>(input: &'a [u8], options: &GameOptions) -> Result<Games<'a>, String> {
    let format: Format = options
        .format
        .parse()
        .map_err(|e: renju_records::UnknownFormat| e.to_string())?;
    renju::SizeError::check(options.default_size).map_err(|e| format!("defaultSize: {e}"))?;
    if options.max_record_bytes < MIN_RECORD_BYTES {
        return Err(format!(
            "maxRecordBytes {} is too small: a record bound is at least {MIN_RECORD_BYTES} bytes",
            options.max_record_bytes
        ));
    }
    let read = ReadOptions {
        format,
        name: options.name.clone(),
        max_record_bytes: options.max_record_bytes,
        default_size: options.default_size,
    };
    Ok(renju_records::read_games(Cursor::new(input), &read))
}

/// The games of the records `input`, read by `renju-records` as `renju replay` reads them,
/// as a JSON array with one object per record: `{id, line, byte, size, moves, colors, black,
/// white, openingEvents, error}` (the fields of Python's `GameRecord`, and the record's
/// opening events as [`opening_events_json`] gives them; points named `h8`, `null` for what
/// a record has not). An unknown format, an unsupported default size or a bound under 64
/// bytes is an error.
///
/// ```
/// use renju_wasm::engine::{games_json, GameOptions};
/// let json = games_json(b"g1: h8 i9\n", &GameOptions::default()).unwrap();
/// assert_eq!(json, r#"[{"black":[],"byte":null,"colors":["black","white"],"error":null,"id":"g1","line":1,"moves":["h8","i9"],"openingEvents":[],"size":15,"white":[]}]"#);
/// ```
pub fn games_json(input: &[u8], options: &GameOptions) -> Result<String, String> {
    let records: Vec<Value> = records(input, options)?
        .map(|item| record_json(item, options.default_size))
        .collect();
    Ok(Value::Array(records).to_string())
}

/// Every record of `input` (read as [`games_json`] reads it under `read`) judged by the
/// referee under `judge`, as `renju replay` judges it: a JSON array of the answers, each
/// the line `renju replay` prints for that record ([`renju_referee::Answer::json_line`],
/// without its newline), in order, a record that is no game answered with its error line.
/// The errors are [`games_json`]'s.
///
/// ```
/// use renju::Rule;
/// use renju_referee::ReplayOptions;
/// use renju_wasm::engine::{replay_json, GameOptions};
/// let judge = ReplayOptions::new(Rule::default_rule());
/// let json = replay_json(b"g1: h8 i9\ng2: h8 h8\n", &GameOptions::default(), judge).unwrap();
/// assert_eq!(
///     json,
///     r#"[{"game":"g1","moves":2,"result":"none","foul":null,"five":null},{"game":"g2","line":2,"error":"move 2 (h8) is on an occupied point"}]"#
/// );
/// ```
pub fn replay_json(
    input: &[u8],
    read: &GameOptions,
    judge: ReplayOptions,
) -> Result<String, String> {
    let mut json = String::from("[");
    for (i, item) in records(input, read)?.enumerate() {
        if i > 0 {
            json.push(',');
        }
        json.push_str(renju_referee::answer(&item, judge).json_line().trim_end());
    }
    json.push(']');
    Ok(json)
}

/// A record's opening events (swaps, a declaration, the fifth-move offers), each after the
/// number of moves before it, as JSON: `{"after": 3, "event": "swap"}`, `{"after": 3,
/// "event": "declare", "count": 2}`, `{"after": 4, "event": "offers", "points": ["g9",
/// "j8"]}`: what the record carries, as written (the referee judges them).
pub fn opening_events_json(events: &[(usize, OpeningEvent)]) -> Value {
    let events: Vec<Value> = events
        .iter()
        .map(|(after, event)| match event {
            OpeningEvent::Swap => json!({ "after": after, "event": "swap" }),
            OpeningEvent::Declare(count) => {
                json!({ "after": after, "event": "declare", "count": count })
            }
            OpeningEvent::Offers(offers) => {
                let points: Vec<String> = offers.iter().map(Move::point_name).collect();
                json!({ "after": after, "event": "offers", "points": points })
            }
        })
        .collect();
    Value::Array(events)
}

/// One record as [`games_json`] gives it.
fn record_json(item: Item, default_size: usize) -> Value {
    let at = |location: Location| match location {
        Location::Line(n) => (Some(n), None),
        Location::Byte(n) => (None, Some(n)),
        Location::Input => (None, None),
    };
    let names = |stones: &[Move], color: Option<Color>| -> Vec<String> {
        stones
            .iter()
            .filter(|m| color.is_none_or(|c| m.color == c))
            .map(Move::point_name)
            .collect()
    };
    match item {
        Ok(game) => {
            let (line, byte) = at(game.location);
            let colors: Vec<&str> = game.moves.iter().map(|m| m.color.name()).collect();
            json!({
                "id": game.id,
                "line": line,
                "byte": byte,
                "size": game.size.unwrap_or(default_size),
                "moves": names(&game.moves, None),
                "colors": colors,
                "black": names(&game.setup, Some(Color::Black)),
                "white": names(&game.setup, Some(Color::White)),
                "openingEvents": opening_events_json(&game.opening.events),
                "error": null,
            })
        }
        Err(e) => {
            let (line, byte) = at(e.location);
            json!({
                "id": e.id,
                "line": line,
                "byte": byte,
                "size": null,
                "moves": [],
                "colors": [],
                "black": [],
                "white": [],
                "openingEvents": [],
                "error": e.message,
            })
        }
    }
}

/// The picture `renju check --svg` draws of `board` under `rule`; with `focus`, the one of
/// `renju explain --svg` for that point and colour (an error for an occupied point).
pub fn svg(board: &AnyBoard, rule: &Rule, focus: Option<(Point, Color)>) -> Result<String, String> {
    match focus {
        None => Ok(renju_svg::check_svg(rule, board)),
        Some((p, color)) => {
            renju_svg::explain_svg(rule, board, p, color).map_err(|e| e.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RIF 9.3's double-three (black f8 g8 h9 h10, h8 forbidden), as cells.
    fn double_three() -> Vec<u8> {
        let mut cells = vec![0u8; 225];
        // f8 g8 (row 8: index 7 * 15 + col), h9 h10 (col 7).
        for index in [7 * 15 + 5, 7 * 15 + 6, 8 * 15 + 7, 9 * 15 + 7] {
            cells[index] = 1;
        }
        cells
    }

    #[test]
    fn the_map_has_the_double_three_at_h8_and_nothing_else() {
        let board = board_of_cells(15, &double_three()).expect("a board");
        let kinds = kind_codes(&board, Rule::default_rule(), Color::Black);
        assert_eq!(kinds.len(), 225);
        assert_eq!(kinds[7 * 15 + 7], 1, "h8: double-three");
        assert_eq!(kinds.iter().filter(|&&k| k != 0).count(), 1);
        let white = kind_codes(&board, Rule::default_rule(), Color::White);
        assert!(white.iter().all(|&k| k == 0), "renju restricts black only");
    }

    #[test]
    fn bad_cells_and_sizes_are_named() {
        let mut cells = double_three();
        cells[37] = 7;
        assert_eq!(
            board_of_cells(15, &cells).unwrap_err(),
            "cell 37 (h3) holds 7: a cell is 0 (empty), 1 (black) or 2 (white)"
        );
        assert_eq!(
            board_of_cells(15, &cells[..224]).unwrap_err(),
            "224 cells given: a 15x15 board has 225 cells"
        );
        assert_eq!(
            length_message(16, 4),
            "16 cells given: a 4x4 board has 16 cells"
        );
        assert!(board_of_cells(4, &[0; 16])
            .unwrap_err()
            .starts_with("board size 4 is not supported"));
        assert_eq!(
            point_by_index(1.5, 15).unwrap_err(),
            "index 1.5 is off the 15x15 board: an index is row * 15 + col, 0 to 224"
        );
        assert!(point_by_index(-1.0, 15).is_err());
        assert_eq!(point_by_index(0.0, 5).unwrap().to_string(), "a1");
        assert_eq!(point_by_index(24.0, 5).unwrap().to_string(), "e5");
        assert_eq!(
            color_by_name("red").unwrap_err(),
            "unknown colour \"red\" (expected black, white)"
        );
        assert_eq!(
            board_size(Some(f64::NAN), Rule::default_rule()).unwrap_err(),
            "size NaN is not a whole number of points: a side has 5 to 26 points"
        );
        assert_eq!(
            board_size(Some(1e300), Rule::default_rule()).unwrap_err(),
            format!(
                "size {} is not a whole number of points: a side has 5 to 26 points",
                1e300
            )
        );
    }

    #[test]
    fn the_explanation_is_the_runtime_tree_as_json() {
        let board = board_of_cells(15, &double_three()).expect("a board");
        let h8 = point_by_name("h8", 15).expect("a point");
        let json =
            explain_json(&board, Rule::default_rule(), h8, Color::Black).expect("h8 is empty");
        assert!(
            json.starts_with(r#"{"point":"h8","color":"black","rule":"renju","#),
            "{json}"
        );
        let g8 = point_by_name("g8", 15).expect("a point");
        assert_eq!(
            explain_json(&board, Rule::default_rule(), g8, Color::Black).unwrap_err(),
            "g8 already holds a black stone"
        );
    }

    #[test]
    fn every_rule_is_listed_with_its_board_and_number() {
        let rules: Value = serde_json::from_str(&rules_json()).expect("JSON");
        let rules = rules.as_array().expect("an array");
        assert_eq!(rules.len(), Rule::all().len());
        let omok = rules.iter().find(|r| r["name"] == "omok").expect("omok");
        assert_eq!(omok["boardSize"], 19);
        let caro = rules.iter().find(|r| r["name"] == "caro").expect("caro");
        assert_eq!(
            caro["gomocupRule"],
            Rule::by_name("caro")
                .and_then(Rule::gomocup_rule)
                .expect("a number")
        );
        let defaults: Vec<&Value> = rules.iter().filter(|r| r["default"] == true).collect();
        assert_eq!(defaults.len(), 1);
        assert_eq!(defaults[0]["name"], "renju");
    }

    #[test]
    fn records_are_read_in_order_with_their_errors_in_place() {
        let json = games_json(b"g1: h8 i9\n(junk)\n", &GameOptions::default()).expect("read");
        let games: Value = serde_json::from_str(&json).expect("JSON");
        assert_eq!(games[0]["moves"], json!(["h8", "i9"]));
        assert_eq!(games[1]["line"], 2);
        assert_eq!(
            games[1]["error"],
            "move 1: \"(junk)\" is not a move (a column a-o and a row 1-15, like h8)"
        );
        // An SGF on 19x19: the row counts from the top there, `jj` is j10.
        let sgf =
            games_json(b"(;GM[4]SZ[19]AB[aa];B[jj];W[ss])", &GameOptions::default()).expect("read");
        let sgf: Value = serde_json::from_str(&sgf).expect("JSON");
        assert_eq!(sgf[0]["moves"], json!(["j10", "s1"]));
        assert_eq!(sgf[0]["black"], json!(["a19"]));
        assert_eq!(sgf[0]["size"], 19);
        let bad = GameOptions {
            format: "pgn".into(),
            ..GameOptions::default()
        };
        assert_eq!(
            games_json(b"", &bad).unwrap_err(),
            "unknown record format \"pgn\" (auto, moves, rif, sgf, psq or renlib)"
        );
        let small = GameOptions {
            max_record_bytes: 10,
            ..GameOptions::default()
        };
        assert!(games_json(b"", &small).is_err());
    }

    #[test]
    fn records_are_judged_as_replay_judges_them() {
        let renju = Rule::default_rule();
        // Black h8 i9 j10 (a diagonal) and j8 j9 j10 (a column): move 9, j10, makes two open
        // threes, a double-three; one move (a1) follows the end.
        let text = b"g7: h8 i8 i9 h9 j8 k9 j9 i10 j10 a1\n";
        let judge = ReplayOptions::new(renju);
        assert_eq!(
            replay_json(text, &GameOptions::default(), judge).expect("read"),
            r#"[{"game":"g7","moves":10,"result":"black-foul","foul":{"move":9,"point":"j10","kind":"double-three"},"five":null,"moves_after_end":1}]"#
        );
        let strict = ReplayOptions {
            strict: true,
            ..judge
        };
        assert_eq!(
            replay_json(text, &GameOptions::default(), strict).expect("read"),
            r#"[{"game":"g7","line":1,"error":"move 10 (a1) comes after the game ended: black's move 9 was a foul (double-three) (--strict)"}]"#
        );
        // A 19x19 SGF game against --size 15, and the same game with no size asked.
        let sgf = b"(;GM[4]SZ[19]GN[big];B[jj])";
        let asked = ReplayOptions {
            size: Some(15),
            ..judge
        };
        assert_eq!(
            replay_json(sgf, &GameOptions::default(), asked).expect("read"),
            r#"[{"game":"big","line":1,"error":"the record's board is 19x19, but --size asks for 15x15"}]"#
        );
        assert_eq!(
            replay_json(sgf, &GameOptions::default(), judge).expect("read"),
            r#"[{"game":"big","moves":1,"result":"none","foul":null,"five":null}]"#
        );
        // No record, and a reader's error.
        assert_eq!(
            replay_json(b"", &GameOptions::default(), judge).expect("read"),
            "[]"
        );
        let bad = GameOptions {
            format: "pgn".into(),
            ..GameOptions::default()
        };
        assert_eq!(
            replay_json(b"", &bad, judge).unwrap_err(),
            "unknown record format \"pgn\" (auto, moves, rif, sgf, psq or renlib)"
        );
    }

    #[test]
    fn openings_are_judged_under_the_rule_asked_for() {
        // conformance/openings/rif.txt, "symmetrical offers": moves 1 to 4 on column h, so
        // the reflection in column h keeps them and sends g9 to i9; h8 h9 h10 is D1 (Kansei).
        let text = b"g: h8 h9 h10 swap h6 offers=g9,i9 g9 a1\n";
        let judge = ReplayOptions {
            opening: Some(opening_rule_by_name("rif").expect("shipped")),
            ..ReplayOptions::new(Rule::default_rule())
        };
        let json = replay_json(text, &GameOptions::default(), judge).expect("read");
        let answers: Value = serde_json::from_str(&json).expect("JSON");
        let answer = &answers[0];
        assert_eq!(answer["result"], "opening-foul");
        assert_eq!(answer["opening"]["rule"], "rif");
        assert_eq!(answer["opening"]["name"], "D1");
        assert_eq!(answer["opening"]["title"], "Kansei");
        assert_eq!(answer["opening"]["foul"]["kind"], "symmetric-offers");
        assert_eq!(answer["opening"]["foul"]["move"], 5);
        assert_eq!(answer["opening"]["foul"]["points"], json!(["g9", "i9"]));
        // Without an opening rule, nothing is said of the opening.
        let plain = replay_json(
            text,
            &GameOptions::default(),
            ReplayOptions::new(Rule::default_rule()),
        )
        .expect("read");
        assert_eq!(
            plain,
            r#"[{"game":"g","moves":6,"result":"none","foul":null,"five":null}]"#
        );
        // The record's events, as written.
        let games: Value =
            serde_json::from_str(&games_json(text, &GameOptions::default()).expect("read"))
                .expect("JSON");
        assert_eq!(
            games[0]["openingEvents"],
            json!([
                { "after": 3, "event": "swap" },
                { "after": 4, "event": "offers", "points": ["g9", "i9"] }
            ])
        );
        assert_eq!(
            games[0]["moves"],
            json!(["h8", "h9", "h10", "h6", "g9", "a1"])
        );
        let soosorv: Value = serde_json::from_str(
            &games_json(b"h8 h9 j10 declare=3 i10\n", &GameOptions::default()).expect("read"),
        )
        .expect("JSON");
        assert_eq!(
            soosorv[0]["openingEvents"],
            json!([{ "after": 3, "event": "declare", "count": 3 }])
        );
    }

    #[test]
    fn opening_rules_and_readings_are_named() {
        let listed: Value = serde_json::from_str(&openings_json()).expect("JSON");
        let names: Vec<&str> = listed
            .as_array()
            .expect("an array")
            .iter()
            .filter_map(|r| r["name"].as_str())
            .collect();
        assert_eq!(
            names,
            [
                "none",
                "rif",
                "soosorv-8",
                "swap1",
                "swap2",
                "taraguchi-10",
                "yamaguchi"
            ]
        );
        assert!(symmetry_by_name("board").is_ok());
        assert!(symmetry_by_name("Board").is_err());
        assert!(opening_rule_by_name("taraguchi-7").is_ok());
    }

    #[test]
    fn the_picture_is_the_commands() {
        let board = board_of_cells(15, &double_three()).expect("a board");
        let rule = Rule::default_rule();
        let picture = svg(&board, rule, None).expect("a picture");
        assert_eq!(picture, renju_svg::check_svg(rule, &board));
        assert!(picture.contains(r#"<g data-point="h8" data-forbidden="double-three">"#));
        let h8 = point_by_name("h8", 15).expect("a point");
        let explained = svg(&board, rule, Some((h8, Color::Black))).expect("a picture");
        assert!(
            explained.contains("<title>h8 for black under renju: forbidden (double-three)</title>")
        );
    }
}
