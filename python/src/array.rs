//! NumPy arrays of boards: their shape (`(N, S, S)` or `(S, S)`), and their cells as the
//! bytes `renju-batch` reads, one board after another: the array's own memory when it is
//! C-contiguous uint8, else a checked copy of any integer dtype and memory layout.

use crate::engine;
use numpy::npyffi::{self, npy_intp, PY_ARRAY_API};
use numpy::{
    Element, PyArrayDescrMethods, PyArrayDyn, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods,
};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use std::ffi::c_int;
use std::ptr;

/// The shape of an array of boards: how many, stacked or not, and their side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Boards {
    /// Whether the array is `(N, S, S)` rather than one `(S, S)` board.
    pub stacked: bool,
    /// The side S.
    pub size: usize,
}

impl Boards {
    /// The boards `shape` holds: `(N, S, S)` or `(S, S)` with S from 5 to 26; any other
    /// shape is an error naming it and the shapes taken.
    pub fn of_shape(shape: &[usize]) -> PyResult<Boards> {
        let (stacked, rows, cols) = match *shape {
            [_, rows, cols] => (true, rows, cols),
            [rows, cols] => (false, rows, cols),
            _ => (false, 0, 1),
        };
        let sizes = engine::SIZES;
        let (min, max) = (sizes.start(), sizes.end());
        if rows != cols {
            return Err(PyValueError::new_err(format!(
                "boards must have shape (N, S, S) or (S, S) for a board side S of {min} to {max} ([row, col], row 0 = row \"1\", col 0 = column \"a\"); got {shape:?}"
            )));
        }
        if !sizes.contains(&rows) {
            return Err(PyValueError::new_err(format!(
                "boards of shape {shape:?} are {rows}x{rows}: board sides of {min} to {max} are supported"
            )));
        }
        Ok(Boards {
            stacked,
            size: rows,
        })
    }
}

/// A cell holding something other than 0, 1 or 2: the first one, in board order.
pub struct BadCell {
    /// The board's number in the array (0 for a single board).
    pub board: usize,
    /// The cell's index on its board, `row * size + col`.
    pub index: usize,
    /// What it holds.
    pub value: i128,
}

impl BadCell {
    /// The error naming the board (when the array holds several), the point, its [row, col]
    /// and the value.
    pub fn error(&self, boards: Boards) -> PyErr {
        let size = boards.size;
        let (row, col) = (self.index / size, self.index % size);
        let point = engine::point_by_index(self.index, size)
            .map(engine::point_name)
            .unwrap_or_default();
        let board = if boards.stacked {
            format!("board {}, ", self.board)
        } else {
            String::new()
        };
        PyValueError::new_err(format!(
            "{board}point {point} ([row {row}, col {col}]) holds {}; cells must be 0 (empty), 1 (black) or 2 (white)",
            self.value
        ))
    }
}

/// An integer array element that may hold a cell code.
trait CellValue: numpy::Element + Copy {
    /// The cell code (0 empty, 1 black, 2 white), or `None` for any other value.
    fn code(self) -> Option<u8>;
    /// The value, for error messages.
    fn wide(self) -> i128;
}

macro_rules! cell_value {
    ($($t:ty),*) => {$(
        impl CellValue for $t {
            #[inline]
            fn code(self) -> Option<u8> {
                u8::try_from(self).ok().filter(|&v| v <= 2)
            }
            fn wide(self) -> i128 {
                i128::from(self)
            }
        }
    )*};
}
cell_value!(u8, i8, u16, i16, u32, i32, u64, i64);

/// `array` as an integer array of native byte order (a NumPy copy in the rare other case),
/// or the error for any other dtype.
pub fn native_integers<'py>(
    array: Bound<'py, PyUntypedArray>,
) -> PyResult<Bound<'py, PyUntypedArray>> {
    let dtype = array.dtype();
    let kind = dtype.kind();
    if kind != b'i' && kind != b'u' {
        return Err(PyTypeError::new_err(format!(
            "boards must have an integer dtype (cells 0 empty, 1 black, 2 white); got {}",
            dtype.str()?
        )));
    }
    if dtype.is_native_byteorder() != Some(false) {
        return Ok(array);
    }
    let native = dtype.call_method1("newbyteorder", ("=",))?;
    array
        .call_method1("astype", (native,))?
        .cast_into::<PyUntypedArray>()
        .map_err(|e| PyTypeError::new_err(e.to_string()))
}

/// Whether the cells of `array` can be read where they are: C-contiguous uint8.
pub fn is_c_bytes(array: &Bound<'_, PyUntypedArray>) -> bool {
    let dtype = array.dtype();
    dtype.kind() == b'u' && dtype.itemsize() == 1 && array.is_c_contiguous()
}

/// A new uint8 array of `shape`, uninitialised, made by NumPy's C function behind
/// `numpy.empty` (`PyArray_NewFromDescr`): an impossible size (a broadcast view of more
/// boards than memory holds) is then NumPy's own error (`MemoryError`, "Unable to allocate
/// ..."), raised here, never an abort. Called directly rather than through `numpy.empty`,
/// which costs a module look-up, a call and a dtype parsed from its name on every call
/// (about a third of a one-board `forbidden`).
pub fn new_bytes<'py>(py: Python<'py>, shape: &[usize]) -> PyResult<Bound<'py, PyArrayDyn<u8>>> {
    let mut dims = shape
        .iter()
        .map(|&n| npy_intp::try_from(n))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| PyValueError::new_err(format!("an array of shape {shape:?} is too large")))?;
    let ndim = c_int::try_from(dims.len()).map_err(|_| {
        PyValueError::new_err(format!(
            "an array of shape {shape:?} has too many dimensions"
        ))
    })?;
    // SAFETY: NumPy's C API as `numpy.empty` calls it: the array type, a new reference to the
    // uint8 descriptor (which the call steals), `ndim` dimensions read from `dims` (alive for
    // the call), no strides, no data (NumPy allocates), C order, no base object. It returns a
    // new reference, or NULL with a Python error set, which `from_owned_ptr_or_err` takes.
    let array = unsafe {
        let ptr = PY_ARRAY_API.PyArray_NewFromDescr(
            py,
            npyffi::get_type_object(py, npyffi::NpyTypes::PyArray_Type),
            u8::get_dtype(py).into_dtype_ptr(),
            ndim,
            dims.as_mut_ptr(),
            ptr::null_mut(),
            ptr::null_mut(),
            0,
            ptr::null_mut(),
        );
        Bound::from_owned_ptr_or_err(py, ptr)?
    };
    array
        .cast_into::<PyArrayDyn<u8>>()
        .map_err(|e| PyTypeError::new_err(e.to_string()))
}

/// The cells of `array` (native integers of any dtype and layout, shaped as `boards` says)
/// as a new C-contiguous uint8 array of the same shape, or the error naming the first cell
/// that is not 0, 1 or 2.
pub fn copy_as_bytes<'py>(
    array: &Bound<'py, PyUntypedArray>,
    boards: Boards,
) -> PyResult<Bound<'py, PyArrayDyn<u8>>> {
    let copy = new_bytes(array.py(), array.shape())?;
    {
        let mut guard = copy.try_readwrite()?;
        let dest = guard
            .as_slice_mut()
            .map_err(|e| PyValueError::new_err(format!("boards: {e}")))?;
        let dtype = array.dtype();
        let points = boards.size * boards.size;
        let copied = match (dtype.kind(), dtype.itemsize()) {
            (b'u', 1) => copy_typed::<u8>(array, dest, points),
            (b'i', 1) => copy_typed::<i8>(array, dest, points),
            (b'u', 2) => copy_typed::<u16>(array, dest, points),
            (b'i', 2) => copy_typed::<i16>(array, dest, points),
            (b'u', 4) => copy_typed::<u32>(array, dest, points),
            (b'i', 4) => copy_typed::<i32>(array, dest, points),
            (b'u', 8) => copy_typed::<u64>(array, dest, points),
            (b'i', 8) => copy_typed::<i64>(array, dest, points),
            (_, bytes) => {
                return Err(PyTypeError::new_err(format!(
                    "integer dtype of {bytes} bytes is not supported"
                )))
            }
        }?;
        copied.map_err(|bad| bad.error(boards))?;
    }
    Ok(copy)
}

/// Copies the cells of `array`, whose elements are `T`, into `dest` in logical (row-major)
/// order, `points` cells a board; `Err` inside with the first bad cell.
fn copy_typed<T: CellValue>(
    array: &Bound<'_, PyUntypedArray>,
    dest: &mut [u8],
    points: usize,
) -> PyResult<Result<(), BadCell>> {
    let typed = array
        .cast::<PyArrayDyn<T>>()
        .map_err(|e| PyTypeError::new_err(e.to_string()))?;
    let readonly = typed
        .try_readonly()
        .map_err(|e| PyValueError::new_err(format!("boards cannot be read: {e}")))?;
    let view = readonly.as_array();
    // No early exit in the loop: it compiles to straight-line code; a bad cell is looked for
    // again only when there is one.
    let mut good = true;
    let mut read = |cell: &mut u8, v: T| {
        let code = v.code();
        good &= code.is_some();
        *cell = code.unwrap_or(0);
    };
    match view.as_slice() {
        Some(values) => dest.iter_mut().zip(values).for_each(|(c, &v)| read(c, v)),
        // Any other layout: the view walks it in logical (row-major) order.
        None => dest
            .iter_mut()
            .zip(view.iter())
            .for_each(|(c, &v)| read(c, v)),
    }
    if good {
        return Ok(Ok(()));
    }
    let bad = view.iter().enumerate().find(|(_, v)| v.code().is_none());
    let (at, value) = bad.map_or((0, 0), |(at, v)| (at, v.wide()));
    Ok(Err(BadCell {
        board: at / points,
        index: at % points,
        value,
    }))
}
