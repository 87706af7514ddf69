//! Python bindings of the `renju` crate: the module `renju_rules._core`, re-exported by the
//! package `renju_rules` (see `python/README.md`). The bindings convert and check Python
//! values; the runtime does the work (`engine` is the one module that calls it).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

mod batch;
mod board;
mod engine;
mod points;

/// The forbidden points of the position holding the given stones, for `color` (default
/// black): {"h8": "double-three", ...} in row-major order (a1, b1, ..., o15).
///
/// `black` and `white` are lists of points ("h8", or flat indexes row * 15 + col). Raises
/// `ValueError` for a bad point, a point given twice, or an unknown rule or colour.
///
/// >>> forbidden_points(black=["f8", "g8", "h9", "h10"])
/// {'h8': 'double-three'}
#[pyfunction]
#[pyo3(signature = (black = None, white = None, rule = "renju", color = "black"))]
fn forbidden_points<'py>(
    py: Python<'py>,
    black: Option<&Bound<'py, PyAny>>,
    white: Option<&Bound<'py, PyAny>>,
    rule: &str,
    color: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let rule = engine::rule_by_name(rule).map_err(PyValueError::new_err)?;
    let color = engine::color_by_name(color).map_err(PyValueError::new_err)?;
    let black = points::points_arg(black, "black")?;
    let white = points::points_arg(white, "white")?;
    let map = engine::map_of_stones(rule, &black, &white, color).map_err(PyValueError::new_err)?;
    let dict = PyDict::new(py);
    for (p, kind) in map {
        dict.set_item(engine::point_name(p), kind)?;
    }
    Ok(dict)
}

/// The rule variants, {name: summary}, sorted by name. The default is "renju" (RIF, the
/// literal reading); the others are chosen by name with `rule=`.
#[pyfunction]
fn rules(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let dict = PyDict::new(py);
    for (name, summary) in engine::rule_summaries() {
        dict.set_item(name, summary)?;
    }
    Ok(dict)
}

/// Renju forbidden moves, exactly: the native core of `renju_rules`.
#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(batch::forbidden, m)?)?;
    m.add_function(wrap_pyfunction!(forbidden_points, m)?)?;
    m.add_function(wrap_pyfunction!(rules, m)?)?;
    m.add_class::<board::PyBoard>()?;
    m.add("KINDS", engine::KIND_NAMES.to_vec())?;
    m.add("DEFAULT_RULE", engine::default_rule_name())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
