//! Points as Python gives them: a name such as "h8", or a flat index `row * S + col` on a
//! board of `S` points a side.

use crate::engine;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyDict, PyInt, PyString};
use renju::Point;

/// Every point name (`a1` .. `z26`) mapped to its size-free key ([`engine::point_by_key`]),
/// built once: a name is then one dictionary lookup (the str's hash is cached), with no
/// string copied or parsed.
static POINT_NAMES: PyOnceLock<Py<PyDict>> = PyOnceLock::new();

fn point_names(py: Python<'_>) -> PyResult<&Bound<'_, PyDict>> {
    let names = POINT_NAMES.get_or_try_init(py, || -> PyResult<Py<PyDict>> {
        let dict = PyDict::new(py);
        for (key, name) in engine::point_keys() {
            dict.set_item(name, key)?;
        }
        Ok(dict.unbind())
    })?;
    Ok(names.bind(py))
}

/// The point `obj` names on a board of `size` points a side: a str such as "h8" or an
/// integer `row * size + col` (0 .. size * size - 1, the index of a flattened (size, size)
/// array, as flat action spaces number them): an int, or any integer with `__index__` such
/// as `numpy.int64` (an argmax), but not a bool. A point off the board is an error naming
/// the board's size.
pub fn point_arg(obj: &Bound<'_, PyAny>, size: usize) -> PyResult<Point> {
    if obj.is_instance_of::<PyString>() {
        let known = point_names(obj.py())?.get_item(obj)?;
        let p = match known.map(|key| key.extract()).transpose()? {
            Some(key) => engine::point_by_key(key),
            None => None,
        };
        let p = match p {
            Some(p) => p,
            None => engine::point_by_name(&obj.extract::<String>()?, size)
                .map_err(PyValueError::new_err)?,
        };
        return engine::on_board(p, size).map_err(PyValueError::new_err);
    }
    if let Some(index) = integer_of(obj)? {
        let index: i64 = index.extract()?;
        return usize::try_from(index)
            .ok()
            .and_then(|index| engine::point_by_index(index, size))
            .ok_or_else(|| {
                PyValueError::new_err(format!(
                    "point index {index} is off the {size}x{size} board; indexes are row * {size} + col, 0..{}",
                    size * size - 1
                ))
            });
    }
    Err(PyTypeError::new_err(format!(
        "a point is a name such as \"h8\" or an index row * {size} + col; got {}",
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
pub fn points_arg(obj: Option<&Bound<'_, PyAny>>, list: &str, size: usize) -> PyResult<Vec<Point>> {
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
        let p = point_arg(&item, size).map_err(|e| {
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
