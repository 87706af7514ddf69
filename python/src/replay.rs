//! `replay(text, ...)`: every game of a record text judged by the referee exactly as `renju
//! replay` judges it, each answer the dict of the CLI's JSON line. The records are read by
//! `renju-records` with `read_games`'s options (`records.rs`), judged by `renju-referee`'s
//! [`answer`]; this module only translates the arguments and the answers.

use crate::records::{read_options, text_arg};
use crate::{engine, opening, rule};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;
use renju_records::DEFAULT_MAX_RECORD_BYTES;
use renju_referee::{answer, ReplayOptions};
use std::io::Cursor;

/// Every game of the records `text`, judged as `renju replay` judges it: a list of dicts in
/// the records' order, each the JSON object of the CLI's line for that record, with its keys
/// in the CLI's order.
///
/// A judged game is {"game": id, "moves": n, "result": ..., "foul": ..., "five": ...},
/// and "moves_after_end" when the record goes on after the move that ended the game:
/// "result" is "black-foul" (or "white-foul" under a rule that restricts white),
/// "black-five", "white-five" or "none" (neither: a record that stops before either, or a
/// full board); "foul" is {"move", "point", "kind"} or None, "five" {"move", "color"} or
/// None; "move" counts the record's moves from 1 (set-up stones are not moves). A record
/// that cannot be read, or is no game (a stone on an occupied point, one side moving twice,
/// a board of another size than `size`), is {"game": id or None, "line" or "byte": where it
/// starts, "error": why} in its place, and the later records are still judged.
///
/// `text` is the records: a str or bytes (not a path: read the file first, and give its
/// name as `name`). `format` is "auto" (by `name`'s extension, else the first bytes),
/// "moves", "rif", "sgf", "psq" or "renlib", as for `read_games`. `rule` is a rule name or a
/// `Rule` (None: "renju"), `rule_file` instead a rule file's path. `size` is the board side
/// asked for (`renju replay --size`): a record that states no size is played on it (default
/// the rule's own board), and one that states another is an error in its place. `strict`:
/// a record that goes on after the game ended is an error in its place, not a result
/// (`renju replay --strict`). `name` is the input's name (default "-", as standard input):
/// its extension decides "auto", and it is a psq game's id.
///
/// The opening (`renju replay --opening-rule NAME --symmetry S`): `opening_rule` is an
/// opening rule's name (`opening_rules()` lists them; a rule of a family takes its N, as
/// "soosorv-5"), `opening_rule_file` instead an opening-rule file's path (the format of the
/// repository's `openings/*.toml`); without either, a record's opening is judged under the
/// rule the record names (RenjuNet XML's rule, SGF's `RU`), if it names one. `symmetry` is
/// how "no two fifth-move offers may be symmetrical" is read: "board" or "pattern" (None: as
/// the opening rule says). A judged opening adds "opening" to the game's dict: {"rule",
/// "named" (the rule the record names, when it names one), "symmetry", "name" (the canonical
/// opening of moves 1 to 3, e.g. "D3", or None), "title" (its name, e.g. "Sosei"), "foul"
/// (None, or {"move", "kind", "points", then "square" or "symmetry" where they apply,
/// "sentence"}), "unchecked" (what the record does not carry: "offers", "declare", "swap")}
/// ("rule" None and "unchecked" ["rule"] for a rule the record names that the referee does
/// not know). An opening foul ends the game there: "result" is "opening-foul". A moves line
/// carries the opening with `swap`, `declare=K` and `offers=p,q,...` between its moves.
///
/// The GIL is released while the records are read and judged.
///
/// >>> replay("g7: h8 i8 i9 h9 j8 k9 j9 i10 j10 a1\n")
/// [{'game': 'g7', 'moves': 10, 'result': 'black-foul', 'foul': {'move': 9, 'point': 'j10', 'kind': 'double-three'}, 'five': None, 'moves_after_end': 1}]
/// >>> replay("g: h8 h10 j10\n", opening_rule="rif")[0]["opening"]["foul"]["kind"]
/// 'outside-square'
///
/// Raises `ValueError` for an unknown format, rule, opening rule or symmetry reading, an
/// unsupported size, or a rule file or opening-rule file refused (with the build's or the
/// referee's message), `FileNotFoundError` or `OSError` for a rule file or opening-rule
/// file that is not there or cannot be read, and `TypeError` for a `text` that is neither a
/// str nor bytes.
#[pyfunction]
#[pyo3(signature = (text, format = "auto", rule = None, size = None, strict = false, rule_file = None, name = None, opening_rule = None, opening_rule_file = None, symmetry = None))]
#[allow(clippy::too_many_arguments)]
pub fn replay<'py>(
    py: Python<'py>,
    text: &Bound<'py, PyAny>,
    format: &str,
    rule: Option<&Bound<'py, PyAny>>,
    size: Option<usize>,
    strict: bool,
    rule_file: Option<&Bound<'py, PyAny>>,
    name: Option<String>,
    opening_rule: Option<&Bound<'py, PyAny>>,
    opening_rule_file: Option<&Bound<'py, PyAny>>,
    symmetry: Option<&str>,
) -> PyResult<Bound<'py, PyList>> {
    let text = text_arg(text, "replay")?;
    let rule = rule::rule_arg(rule, rule_file)?;
    let opening = opening::opening_rule_arg(opening_rule, opening_rule_file)?;
    let symmetry = opening::symmetry_arg(symmetry)?;
    // The size asked for, checked; records that state none are read on it, else on the
    // rule's board (as `renju replay` reads them).
    let default_size = engine::board_size(size, rule).map_err(PyValueError::new_err)?;
    let name = name.unwrap_or_else(|| "-".to_string());
    let read = read_options(format, name, DEFAULT_MAX_RECORD_BYTES, default_size)?;
    let options = ReplayOptions {
        size,
        strict,
        opening,
        symmetry,
        ..ReplayOptions::new(rule)
    };
    let lines: Vec<String> = py.detach(|| {
        let games = renju_records::read_games(Cursor::new(text), &read);
        games
            .map(|item| answer(&item, options).json_line())
            .collect()
    });
    let answers = PyList::empty(py);
    for line in &lines {
        answers.append(crate::json_loads(py, line)?)?;
    }
    Ok(answers)
}
