//! Points as Python gives them: a name such as "h8", or a flat index `row * 15 + col`.

use crate::engine::{self, CELLS};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyDict, PyInt, PyString};
use renju::Point;

/// Every point's name mapped to its row-major index, built once: a name is then one
/// dictionary lookup (the str's hash is cached), with no string copied or parsed.
static POINT_NAMES: PyOnceLock<Py<PyDict>> = PyOnceLock::new();

fn point_names(py: Python<'_>) -> PyResult<&Bound<'_, PyDict>> {
    let names = POINT_NAMES.get_or_try_init(py, || -> PyResult<Py<PyDict>> {
        let dict = PyDict::new(py);
        for index in 0..CELLS {
            if let Some(p) = engine::point_by_index(index) {
                dict.set_item(engine::point_name(p), index)?;
            }
        }
        Ok(dict.unbind())
    })?;
    Ok(names.bind(py))
}

/// The point `obj` names: a str such as "h8" or an integer `row * 15 + col` (0..224, the index
/// of a flattened (15, 15) array, as flat action spaces number them): an int, or any integer
/// with `__index__` such as `numpy.int64` (an argmax), but not a bool.
pub fn point_arg(obj: &Bound<'_, PyAny>) -> PyResult<Point> {
    if obj.is_instance_of::<PyString>() {
        if let Some(index) = point_names(obj.py())?.get_item(obj)? {
            if let Some(p) = engine::point_by_index(index.extract()?) {
                return Ok(p);
            }
        }
        let name: String = obj.extract()?;
        return engine::point_by_name(&name).map_err(PyValueError::new_err);
    }
    if let Some(index) = integer_of(obj)? {
        let index: i64 = index.extract()?;
        return usize::try_from(index)
            .ok()
            .and_then(engine::point_by_index)
            .ok_or_else(|| {
                PyValueError::new_err(format!(
                    "point index {index} is off the board; indexes are row * 15 + col, 0..{}",
                    CELLS - 1
                ))
            });
    }
    Err(PyTypeError::new_err(format!(
        "a point is a name such as \"h8\" or an index row * 15 + col; got {}",
        obj.get_type().name()?
    )))
}

/// The int `obj` is: itself if it is an int, else what its `__index__` gives (the integers
/// that are not ints: NumPy's integer scalars, such as an argmax action, and 0-d integer
/// arrays); `None` for a bool (Python's, or NumPy's, whose `__index__` refuses) and anything
/// that is not an integer.
fn integer_of<'py>(obj: &Bound<'py, PyAny>) -> PyResult<Option<Bound<'py, PyAny>>> {
    if obj.is_instance_of::<PyBool>() {
        return Ok(None);
    }
    if obj.is_instance_of::<PyInt>() {
        return Ok(Some(obj.clone()));
    }
    let py = obj.py();
    if !obj.get_type().hasattr(intern!(py, "__index__"))? {
        return Ok(None);
    }
    match obj.call_method0(intern!(py, "__index__")) {
        Ok(index) if index.is_instance_of::<PyInt>() => Ok(Some(index)),
        Ok(_) => Ok(None),
        Err(e) if e.is_instance_of::<PyTypeError>(py) => Ok(None),
        Err(e) => Err(e),
    }
}

/// The points of the iterable `obj` (`None`: no points), each as [`point_arg`] reads it; a
/// bad one is named with its position in the list called `list`.
pub fn points_arg(obj: Option<&Bound<'_, PyAny>>, list: &str) -> PyResult<Vec<Point>> {
    let Some(obj) = obj else {
        return Ok(Vec::new());
    };
    if obj.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(format!(
            "{list} must be a list of points such as [\"h8\", \"g8\"], not a str"
        )));
    }
    let mut points = Vec::new();
    for (i, item) in obj.try_iter()?.enumerate() {
        let item = item?;
        let p = point_arg(&item).map_err(|e| {
            let message = format!("{list}[{i}]: {}", e.value(obj.py()));
            if e.is_instance_of::<PyTypeError>(obj.py()) {
                PyTypeError::new_err(message)
            } else {
                PyValueError::new_err(message)
            }
        })?;
        points.push(p);
    }
    Ok(points)
}
