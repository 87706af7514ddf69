//! `forbidden(boards, ...)`: the forbidden maps of many boards of any size at once, from a
//! NumPy array, computed without the GIL by `renju-batch` (the one batch path of the
//! bindings: bounded threads, pools kept between calls, fork-safe).

use crate::array::{self, BadCell, Boards};
use crate::engine;
use numpy::{
    PyArrayDescrMethods, PyArrayDyn, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods,
};
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBool;
use renju_batch::{forbidden_maps, BatchError, Threads, MAX_THREADS};

/// The `threads` argument: `None` (all cores) or a count of 1 to [`MAX_THREADS`].
fn threads_arg(threads: Option<&Bound<'_, PyAny>>) -> PyResult<Threads> {
    let Some(threads) = threads.filter(|t| !t.is_none()) else {
        return Ok(Threads::ALL);
    };
    let refused = |shown: String| {
        PyValueError::new_err(format!(
            "threads={shown}: a batch runs on 1 to {MAX_THREADS} threads, or None for all cores"
        ))
    };
    if threads.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(
            "threads must be an int or None, not a bool",
        ));
    }
    let count: i64 = match threads.extract() {
        Ok(count) => count,
        // An int too large for 64 bits is still a count, and too many.
        Err(e) if e.is_instance_of::<pyo3::exceptions::PyOverflowError>(threads.py()) => {
            return Err(refused(threads.str()?.to_string()))
        }
        Err(_) => {
            return Err(PyTypeError::new_err(format!(
                "threads must be an int or None; got {}",
                threads.get_type().name()?
            )))
        }
    };
    usize::try_from(count)
        .ok()
        .and_then(|n| Threads::count(n).ok())
        .ok_or_else(|| refused(count.to_string()))
}

/// The array `boards` is, or NumPy's array of it (nested lists).
fn as_array<'py>(boards: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyUntypedArray>> {
    match boards.cast::<PyUntypedArray>() {
        Ok(array) => Ok(array.clone()),
        Err(_) => boards
            .py()
            .import("numpy")?
            .call_method1("asarray", (boards,))?
            .cast_into::<PyUntypedArray>()
            .map_err(|e| PyTypeError::new_err(e.to_string())),
    }
}

/// The answer's array: `out` when given (checked: a C-contiguous, writeable uint8 array of
/// the boards' shape), else a new one.
fn answer_array<'py>(
    py: Python<'py>,
    out: Option<&Bound<'py, PyAny>>,
    shape: &[usize],
) -> PyResult<Bound<'py, PyArrayDyn<u8>>> {
    let Some(out) = out.filter(|o| !o.is_none()) else {
        return array::new_bytes(py, shape);
    };
    let untyped = out.cast::<PyUntypedArray>().map_err(|_| {
        PyTypeError::new_err(format!(
            "out must be a NumPy uint8 array; got {}",
            out.get_type()
                .name()
                .map_or_else(|_| "?".into(), |n| n.to_string())
        ))
    })?;
    let dtype = untyped.dtype();
    if dtype.kind() != b'u' || dtype.itemsize() != 1 {
        return Err(PyTypeError::new_err(format!(
            "out must have dtype uint8; got {}",
            dtype.str()?
        )));
    }
    if untyped.shape() != shape {
        return Err(PyValueError::new_err(format!(
            "out has shape {:?}; the answer's is the boards' shape {shape:?}",
            untyped.shape()
        )));
    }
    if !untyped.is_c_contiguous() {
        return Err(PyValueError::new_err(
            "out must be C-contiguous (numpy.empty(shape, numpy.uint8), or ascontiguousarray)",
        ));
    }
    untyped
        .cast::<PyArrayDyn<u8>>()
        .cloned()
        .map_err(|e| PyTypeError::new_err(e.to_string()))
}

/// Whether arrays `a` and `b` share memory: NumPy's `may_share_memory` (their bounds), then
/// `shares_memory` within a bounded effort, and when that is too hard, taken as yes.
fn shares_memory(
    py: Python<'_>,
    a: &Bound<'_, PyUntypedArray>,
    b: &Bound<'_, PyArrayDyn<u8>>,
) -> PyResult<bool> {
    let numpy = py.import("numpy")?;
    if !numpy
        .call_method1("may_share_memory", (a, b))?
        .is_truthy()?
    {
        return Ok(false);
    }
    let options = pyo3::types::PyDict::new(py);
    options.set_item("max_work", 100_000)?;
    match numpy.call_method("shares_memory", (a, b), Some(&options)) {
        Ok(shared) => shared.is_truthy(),
        // numpy.exceptions.TooHardError: the question is too hard to answer exactly.
        Err(_) => Ok(true),
    }
}

/// The Python error of a batch error (the arguments were checked before, so only cells and
/// threads can be wrong here).
fn batch_error(e: BatchError, boards: Boards) -> PyErr {
    match e {
        BatchError::BadCell {
            board,
            index,
            value,
            ..
        } => BadCell {
            board,
            index,
            value: i128::from(value),
        }
        .error(boards),
        BatchError::ThreadsUnavailable { .. } => PyRuntimeError::new_err(e.to_string()),
        other => PyValueError::new_err(other.to_string()),
    }
}

/// The forbidden points of many boards at once.
///
/// `boards` is an integer array of shape (N, S, S) or (S, S) for a board side S of 5 to 26,
/// indexed [row, col] (row 0 is row "1" at the bottom, col 0 is column "a"), holding 0
/// (empty), 1 (black) or 2 (white). Any integer dtype and any memory layout (C, Fortran,
/// strided views) is accepted, read in place when it is C-contiguous uint8; anything else
/// NumPy can turn into an integer array (nested lists) too.
///
/// Returns a uint8 array of the same shape: 0 where `color` may play (or the point is
/// occupied), 1 double-three, 2 double-four, 3 overline (see `KINDS`). So
/// `forbidden(boards) > 0` is a mask of the forbidden points. With `out=` (a C-contiguous,
/// writeable uint8 array of that shape, not sharing memory with `boards`) the answer is
/// written there and `out` returned: no new array per call, so no fresh memory for the
/// system to clear on every call. Every cell of `out` is written (0 included):
///
///     >>> import numpy as np, renju_rules as rr
///     >>> boards = np.zeros((64, 15, 15), np.uint8)
///     >>> boards[:, 7, [5, 6]] = 1; boards[:, [8, 9], 7] = 1   # black f8 g8 h9 h10
///     >>> out = np.empty_like(boards)                 # made once, reused by every call
///     >>> rr.forbidden(boards, threads=1, out=out) is out
///     True
///     >>> rr.KINDS[out[0, 7, 7]], int((out > 0).sum())    # h8, on each of the 64 boards
///     ('double-three', 64)
///
/// The GIL is released while the maps are computed, on all cores (`threads=None`), on the
/// calling thread alone (`threads=1`), or on `threads` threads (at most 256); a batch of
/// fewer than 64 boards runs on the calling thread whatever `threads` says (the pool's
/// hand-off would cost more than it saves). The threads are kept between calls (a few pools
/// at most) and a process forked after a call (a `multiprocessing` or DataLoader worker)
/// makes its own.
///
/// `rule` is a rule name or a `Rule` (default `DEFAULT_RULE`, "renju"); `rule_file` instead
/// a rule file's path (see `Rule.from_file`; in a loop, make the `Rule` once).
///
/// Raises `TypeError` for a non-integer dtype or an `out` that is not a uint8 array, and
/// `ValueError` for a bad shape, an unknown rule or colour, a rule file the build would
/// refuse (with the build's message), `threads` outside 1..256, an `out` of another shape,
/// or a cell holding anything but 0, 1 or 2 (naming the board index, the point and the
/// [row, col] of the first such cell).
#[pyfunction]
#[pyo3(signature = (boards, rule = None, color = "black", threads = None, out = None, rule_file = None))]
pub fn forbidden<'py>(
    py: Python<'py>,
    boards: &Bound<'py, PyAny>,
    rule: Option<&Bound<'py, PyAny>>,
    color: &str,
    threads: Option<&Bound<'py, PyAny>>,
    out: Option<&Bound<'py, PyAny>>,
    rule_file: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyArrayDyn<u8>>> {
    // No `out`: the answer is an array made by this call, which nothing else holds.
    let fresh = out.is_none_or(|o| o.is_none());
    let rule = crate::rule::rule_arg(rule, rule_file)?;
    let color = engine::color_by_name(color).map_err(PyValueError::new_err)?;
    let threads = threads_arg(threads)?;
    let array = as_array(boards)?;
    let shape = array.shape().to_vec();
    let boards = Boards::of_shape(&shape)?;
    let given = array.clone();
    let array = array::native_integers(array)?;
    // The answer first: an impossible size is a MemoryError before any copy is made.
    let answer = answer_array(py, out, &shape)?;
    // Boards that are copied before they are read (another dtype or layout) would not be
    // changed by writing `out` where they lie, but the caller's would: refused as the boards
    // read in place are (by NumPy's borrow check, below).
    if !fresh && shares_memory(py, &given, &answer)? {
        return Err(PyValueError::new_err(
            "out cannot be written: it is sharing memory with boards (give out an array of its own)",
        ));
    }
    let copy;
    let cells = if array::is_c_bytes(&array) {
        array
            .cast::<PyArrayDyn<u8>>()
            .map_err(|e| PyTypeError::new_err(e.to_string()))?
    } else {
        copy = array::copy_as_bytes(&array, boards)?;
        &copy
    };
    {
        let cells = cells
            .try_readonly()
            .map_err(|e| PyValueError::new_err(format!("boards cannot be read: {e}")))?;
        let cells = cells
            .as_slice()
            .map_err(|e| PyValueError::new_err(format!("boards: {e}")))?;
        let mut borrowed;
        let kinds = if fresh {
            // SAFETY: `answer` was made by `array::new_bytes` in this call (C-contiguous,
            // writeable, its own memory) and is not yet returned: no Python code and no
            // borrow can reach it while it is written, which is what NumPy's borrow check
            // would make sure of (at a cost of about 1,000 instructions a call, a tenth of a
            // one-board call).
            unsafe { answer.as_slice_mut() }
        } else {
            borrowed = answer.try_readwrite().map_err(|e| {
                PyValueError::new_err(format!(
                    "out cannot be written (read-only, or sharing memory with boards): {e}"
                ))
            })?;
            borrowed.as_slice_mut()
        }
        .map_err(|e| PyValueError::new_err(format!("out: {e}")))?;
        py.detach(|| forbidden_maps(rule, boards.size, color, cells, kinds, threads))
            .map_err(|e| batch_error(e, boards))?;
    }
    Ok(answer)
}
