//! Python bindings of the `renju` crate: the module `renju_rules._core`, re-exported by the
//! package `renju_rules` (see `python/README.md`). The bindings convert and check Python
//! values; the runtime does the work (`engine` translates its words and errors,
//! `renju-batch` answers many boards at once, `renju-records` reads records, and
//! `renju-referee` referees `Board`'s game and its opening and judges `replay`'s records).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

mod array;
mod batch;
mod board;
mod engine;
mod opening;
mod points;
mod records;
mod replay;
mod rule;
mod vec_env;

/// The Python value of the JSON text `text` (`json.loads`): how the referee's JSON answers
/// (`Board.result`, `replay`) become dicts whose keys keep the answer's order.
pub(crate) fn json_loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    let json = py.import(pyo3::intern!(py, "json"))?;
    json.call_method1(pyo3::intern!(py, "loads"), (text,))
}

/// The forbidden points of the position holding the given stones, for `color` (default
/// black): {"h8": "double-three", ...} in row-major order (a1, b1, ...).
///
/// `black` and `white` are lists of points ("h8", or flat indexes row * size + col) on a
/// board of `size` points a side (5 to 26; default the rule's own board, see `rules()`).
/// `rule` is a rule name or a `Rule` (default `DEFAULT_RULE`, "renju"); `rule_file` instead
/// a rule file's path (see `Rule.from_file`).
/// Raises `ValueError` for a bad point, one off the board (naming its size), a point given
/// twice, an unsupported size, an unknown rule or colour, or a rule file the build would
/// refuse (with the build's message).
///
/// >>> forbidden_points(black=["f8", "g8", "h9", "h10"])
/// {'h8': 'double-three'}
/// >>> forbidden_points(black=["p17", "q17", "r18", "r19"], size=20)
/// {'r17': 'double-three'}
#[pyfunction]
#[pyo3(signature = (black = None, white = None, rule = None, color = "black", size = None, rule_file = None))]
fn forbidden_points<'py>(
    py: Python<'py>,
    black: Option<&Bound<'py, PyAny>>,
    white: Option<&Bound<'py, PyAny>>,
    rule: Option<&Bound<'py, PyAny>>,
    color: &str,
    size: Option<usize>,
    rule_file: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let rule = rule::rule_arg(rule, rule_file)?;
    let color = engine::color_by_name(color).map_err(PyValueError::new_err)?;
    let size = engine::board_size(size, rule).map_err(PyValueError::new_err)?;
    let black = points::points_arg(black, "black", size)?;
    let white = points::points_arg(white, "white", size)?;
    let map =
        engine::map_of_stones(rule, size, &black, &white, color).map_err(PyValueError::new_err)?;
    let dict = PyDict::new(py);
    for (p, kind) in map {
        dict.set_item(engine::point_name(p), kind)?;
    }
    Ok(dict)
}

/// The rule variants, sorted by name: {name: {"summary": str, "board_size": int,
/// "aliases": [str], "gomocup_rule": int | None, "restricts": {"black": [str], "white":
/// [str]}, "settings": [{"setting": str, "value": str}], "default": bool}} (the runtime's
/// `RuleFacts`, as `renju rules` and the other faces tell them). `board_size` is the side of
/// the board the variant is usually played on (15 for renju, 19 for omok, 20 for
/// gomoku-freestyle and caro), the default size of `Board`, `forbidden_points` and the record
/// readers; every variant can be asked for any side from 5 to 26. `aliases` are other names
/// `rule=` accepts (a former name). `restricts` names the kinds each colour may not play, in
/// the order of `KINDS`. The default is "renju" (RIF, the literal reading). `Rule(name)` is
/// the same variant as an object; `Rule.from_file(path)` loads one from a rule file.
#[pyfunction]
fn rules(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let dict = PyDict::new(py);
    for facts in engine::rules() {
        let info = PyDict::new(py);
        info.set_item("summary", facts.summary)?;
        info.set_item("board_size", facts.board_size)?;
        info.set_item("aliases", facts.aliases.to_vec())?;
        info.set_item("gomocup_rule", facts.gomocup_rule)?;
        let restricts = PyDict::new(py);
        for (colour, kinds) in [
            ("black", &facts.restricts.black),
            ("white", &facts.restricts.white),
        ] {
            let names: Vec<&str> = kinds.iter().map(|kind| kind.name()).collect();
            restricts.set_item(colour, names)?;
        }
        info.set_item("restricts", restricts)?;
        let settings = PyList::empty(py);
        for s in &facts.settings {
            let setting = PyDict::new(py);
            setting.set_item("setting", s.setting)?;
            setting.set_item("value", s.value)?;
            settings.append(setting)?;
        }
        info.set_item("settings", settings)?;
        info.set_item("default", facts.default)?;
        dict.set_item(facts.name, info)?;
    }
    Ok(dict)
}

/// Renju forbidden moves, exactly: the native core of `renju_rules`.
#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(batch::forbidden, m)?)?;
    m.add_function(wrap_pyfunction!(forbidden_points, m)?)?;
    m.add_function(wrap_pyfunction!(rules, m)?)?;
    m.add_function(wrap_pyfunction!(records::read_games, m)?)?;
    m.add_function(wrap_pyfunction!(replay::replay, m)?)?;
    m.add_function(wrap_pyfunction!(opening::opening_rules, m)?)?;
    m.add_function(wrap_pyfunction!(opening::symmetric_offers, m)?)?;
    m.add_class::<board::PyBoard>()?;
    m.add_class::<records::PyGameRecord>()?;
    m.add_class::<rule::PyRule>()?;
    m.add_class::<vec_env::PyGameBatch>()?;
    m.add("KINDS", engine::kind_names())?;
    m.add(
        "SIZES",
        PyTuple::new(m.py(), engine::SIZES.collect::<Vec<_>>())?,
    )?;
    m.add("DEFAULT_RULE", engine::default_rule_name())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
