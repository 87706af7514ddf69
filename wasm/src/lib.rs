//! The WebAssembly binding of the `renju` crate: the npm package `renju-rules`, for Node and
//! the browser (see the package's `wasm/npm/README.md` and `wasm/npm/index.d.ts`).
//!
//! A thin layer, as the C and Python bindings are: it reads JavaScript arguments strictly
//! (`args`), asks the runtime and the referee (`engine`, in plain Rust, tested on the host;
//! `board`: a game played through `renju-referee`'s `Game`), and hands the answers back as
//! JavaScript values: `Uint8Array`s of kind codes, strings, and the JSON trees and lines the
//! command line prints, parsed. Every bad argument is a thrown `Error` (a `TypeError` for a
//! value of the wrong type) naming what and where; no call traps.
//!
//! Points are named as everywhere in the project (`"h8"`: column `a`.. from the left, row
//! `1`.. from the bottom) or given as the row-major index `row * size + col` (`a1` = 0; on
//! 15x15 `h8` = 112), the index into `cells`, as Python's package takes them.

use wasm_bindgen::prelude::*;

mod args;
mod board;
pub mod engine;

use args::{boards_arg, cells_arg, parse_json, point_arg, size_arg, Fault, Options};
pub use board::Board;

/// `forbidden(cells, size, { rule, color })`: the forbidden points of the position `cells`
/// (`size * size` cells, row-major from a1: 0 empty, 1 black, 2 white) for `color` (default
/// black) under `rule` (default `"renju"`), as `size * size` kind codes: 0 none, 1
/// double-three, 2 double-four, 3 overline. `size` defaults to the rule's board. `cells` may
/// hold several boards one after another (as Python's `forbidden` takes an array of boards):
/// the answer is then their maps one after another, from one call.
#[wasm_bindgen]
pub fn forbidden(cells: JsValue, size: JsValue, options: JsValue) -> Result<Vec<u8>, JsValue> {
    let options = Options::read(&options, "forbidden", &["rule", "color"])?;
    let rule = options.rule()?;
    let color = options.color("color", renju::Color::Black)?;
    let size = size_arg(&size, rule)?;
    let cells = boards_arg(&cells, size)?;
    if cells.len() == size * size {
        let board = engine::board_of_cells(size, &cells).map_err(Fault::Value)?;
        Ok(engine::kind_codes(&board, rule, color))
    } else {
        Ok(engine::kind_codes_of_boards(rule, size, color, &cells).map_err(Fault::Value)?)
    }
}

/// `explain(cells, size, point, { rule, color })`: why `color` (default black) may or may not
/// play at the empty `point` of the position `cells` under `rule` (default `"renju"`): the
/// tree `renju explain --json` prints, as a JavaScript object.
#[wasm_bindgen]
pub fn explain(
    cells: JsValue,
    size: JsValue,
    point: JsValue,
    options: JsValue,
) -> Result<JsValue, JsValue> {
    let options = Options::read(&options, "explain", &["rule", "color"])?;
    let rule = options.rule()?;
    let color = options.color("color", renju::Color::Black)?;
    let size = size_arg(&size, rule)?;
    let cells = cells_arg(&cells, size)?;
    let p = point_arg(&point, size, "point")?;
    let board = engine::board_of_cells(size, &cells).map_err(Fault::Value)?;
    let json = engine::explain_json(&board, rule, p, color).map_err(Fault::Value)?;
    Ok(parse_json(&json)?)
}

/// `rules()`: every rule variant, sorted by name, as `{ name, summary, boardSize,
/// gomocupRule, aliases, default }` (`gomocupRule` `null` for a rule the Gomocup protocol
/// has no number for; `default` true for `"renju"`).
#[wasm_bindgen]
pub fn rules() -> Result<JsValue, JsValue> {
    Ok(parse_json(&engine::rules_json())?)
}

/// `openingRules()`: the shipped opening rules, sorted by name, as `{ name, summary }` (as
/// `renju openings` lists them; `replay`'s and `Game`'s option `openingRule` takes these
/// names, and a family's with another N, such as `soosorv-5`).
#[wasm_bindgen(js_name = openingRules)]
pub fn opening_rules() -> Result<JsValue, JsValue> {
    Ok(parse_json(&engine::openings_json())?)
}

/// `formats()`: the record formats `readGames` and `replay` take as `format`, `"auto"` first
/// (the order of `renju replay --format`'s list), as `{ name, description }`.
#[wasm_bindgen]
pub fn formats() -> Result<JsValue, JsValue> {
    Ok(parse_json(&engine::formats_json())?)
}

/// `kinds()`: the names of the kind codes, by code: `["none", "double-three",
/// "double-four", "overline"]`.
#[wasm_bindgen]
pub fn kinds() -> Vec<String> {
    engine::kind_names().into_iter().map(String::from).collect()
}

/// `readGames(input, { format, defaultSize, maxRecordBytes, name })`: the games of a record
/// file (a string, or a `Uint8Array` of its bytes: RenLib files are binary), read as `renju
/// replay` reads them, one object per record in order: `{ id, line, byte, size, moves,
/// colors, black, white, openingEvents, error }`, a record that is no game given in its place with `error`
/// naming what and where, and its opening events (`openingEvents`: `{ after, event: "swap" |
/// "declare" | "offers", count?, points? }`, as written).
#[wasm_bindgen(js_name = readGames)]
pub fn read_games(input: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let options = Options::read(
        &options,
        "readGames",
        &["format", "defaultSize", "maxRecordBytes", "name"],
    )?;
    let bytes = args::text_bytes(&input, "readGames", "the records")?;
    let mut read = engine::GameOptions::default();
    if let Some(format) = options.string("format", "a format name such as \"sgf\"")? {
        read.format = format;
    }
    if let Some(size) = options.number("defaultSize", "a board side of 5 to 26")? {
        read.default_size = count(size, "defaultSize")?;
    }
    if let Some(bytes) = options.number("maxRecordBytes", "a byte count")? {
        read.max_record_bytes = count(bytes, "maxRecordBytes")?;
    }
    if let Some(name) = options.string("name", "the input's file name")? {
        read.name = name;
    }
    let json = engine::games_json(&bytes, &read).map_err(Fault::Value)?;
    Ok(parse_json(&json)?)
}

/// `n`, the number of option `option`, as a count: an error for a fraction or a negative.
fn count(n: f64, option: &str) -> Result<usize, Fault> {
    let whole = n as usize;
    if n.fract() == 0.0 && n >= 0.0 && whole as f64 == n {
        Ok(whole)
    } else {
        Err(Fault::Value(format!(
            "readGames: option {option} is {n}: a whole number is needed"
        )))
    }
}

/// `replay(input, { format, rule, size, strict, name, openingRule, symmetry })`: every game
/// of a record file (a string, or a `Uint8Array` of its bytes), read as `readGames` reads it
/// and judged by the referee as `renju replay --format F --rule R [--size N] [--strict]
/// [--opening-rule O] [--symmetry S]` judges it: one object per record in order, each the
/// JSON line `renju replay` prints for it, parsed (`{ game, moves, result, foul, five,
/// moves_after_end?, opening? }`, or `{ game, line | byte, error }` for a record that is no
/// game). `rule` defaults to `"renju"`; `size` is `--size` (the board of records that state
/// none, and a record that states another is an error), by default none (the rule's board
/// for records that state none); `strict` (default false) makes a record with moves after
/// the end an error; `format` (default `"auto"`) and `name` (default `"-"`, standard
/// input's) are as for `readGames`; `openingRule` (default none: the rule a record names, if
/// any) judges every record's opening under that opening rule, and `symmetry` (`"board"` or
/// `"pattern"`; default the opening rule's own) reads its symmetrical offers so. An unknown
/// opening rule or reading is the referee's error.
#[wasm_bindgen]
pub fn replay(input: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let options = Options::read(
        &options,
        "replay",
        &[
            "format",
            "rule",
            "size",
            "strict",
            "name",
            "openingRule",
            "symmetry",
        ],
    )?;
    let rule = options.rule()?;
    let opening = options.opening_rule()?;
    let symmetry = options.symmetry()?;
    let size = match options.number("size", "a board side of 5 to 26")? {
        None => None,
        Some(n) => Some(engine::board_size(Some(n), rule).map_err(Fault::Value)?),
    };
    let strict = options.flag("strict")?;
    let bytes = args::text_bytes(&input, "replay", "the records")?;
    // Read as `renju replay` reads: records that state no size are on `--size`, else on
    // the rule's board.
    let mut read = engine::GameOptions {
        default_size: size.unwrap_or(rule.board_size()),
        ..engine::GameOptions::default()
    };
    if let Some(format) = options.string("format", "a format name such as \"sgf\"")? {
        read.format = format;
    }
    if let Some(name) = options.string("name", "the input's file name")? {
        read.name = name;
    }
    let judge = renju_referee::ReplayOptions {
        size,
        strict,
        opening,
        symmetry,
        ..renju_referee::ReplayOptions::new(rule)
    };
    let json = engine::replay_json(&bytes, &read, judge).map_err(Fault::Value)?;
    Ok(parse_json(&json)?)
}

/// `svg(cells, size, { rule, point, color })`: the position as the standalone SVG picture
/// `renju check --svg` draws, its forbidden points marked by kind; with `point`, the picture
/// of `renju explain --svg` for that point and `color` (default black).
#[wasm_bindgen]
pub fn svg(cells: JsValue, size: JsValue, options: JsValue) -> Result<String, JsValue> {
    let options = Options::read(&options, "svg", &["rule", "point", "color"])?;
    let rule = options.rule()?;
    let size = size_arg(&size, rule)?;
    let cells = cells_arg(&cells, size)?;
    let focus = match options.get("point") {
        None if options.get("color").is_some() => {
            return Err(Fault::Value(
                "svg: option color is the colour of option point's explanation; give point too"
                    .to_string(),
            )
            .into());
        }
        None => None,
        Some(point) => Some((
            point_arg(&point, size, "svg: option point")?,
            options.color("color", renju::Color::Black)?,
        )),
    };
    let board = engine::board_of_cells(size, &cells).map_err(Fault::Value)?;
    Ok(engine::svg(&board, rule, focus).map_err(Fault::Value)?)
}
