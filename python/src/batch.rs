//! `forbidden(boards, ...)`: the forbidden maps of many boards at once, from a NumPy array of
//! any integer dtype and any memory layout, computed without the GIL on a thread pool.

use crate::engine::{self, CELLS};
use numpy::ndarray::{ArrayView3, Axis, Ix3};
use numpy::{
    PyArrayDescrMethods, PyArrayDyn, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods,
};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use rayon::prelude::*;

/// Boards handed to one rayon task at a time: enough to make scheduling costs negligible
/// (a map takes about a microsecond), few enough to balance two cores on small batches.
const BOARDS_PER_TASK: usize = 64;

/// An integer array element that may hold a cell code.
trait CellValue: numpy::Element + Copy + Send + Sync {
    /// The cell code (0 empty, 1 black, 2 white), or `None` for any other value.
    fn code(self) -> Option<u8>;
    /// The value, for error messages.
    fn wide(self) -> i128;
    /// The values as cell codes as they are, when they are bytes (no copy needed).
    fn as_bytes(values: &[Self]) -> Option<&[u8]> {
        let _ = values;
        None
    }
}

macro_rules! cell_value {
    ($($t:ty),*) => {$(
        impl CellValue for $t {
            #[inline]
            fn code(self) -> Option<u8> {
                u8::try_from(self).ok().filter(|&v| v <= engine::WHITE)
            }
            fn wide(self) -> i128 {
                i128::from(self)
            }
        }
    )*};
}
cell_value!(i8, u16, i16, u32, i32, u64, i64);

impl CellValue for u8 {
    #[inline]
    fn code(self) -> Option<u8> {
        (self <= engine::WHITE).then_some(self)
    }
    fn wide(self) -> i128 {
        i128::from(self)
    }
    fn as_bytes(values: &[u8]) -> Option<&[u8]> {
        Some(values)
    }
}

/// A cell that holds something other than 0, 1 or 2.
struct BadCell {
    board: usize,
    index: usize,
    value: i128,
}

/// How the work is spread: the calling thread alone, rayon's global pool, or a pool of its own.
#[derive(Clone, Copy)]
enum Threads {
    One,
    All,
    Exactly(usize),
}

impl Threads {
    fn from_arg(threads: Option<i64>) -> PyResult<Threads> {
        match threads {
            None => Ok(Threads::All),
            Some(1) => Ok(Threads::One),
            Some(n) if n > 1 => Ok(Threads::Exactly(usize::try_from(n).unwrap_or(usize::MAX))),
            Some(n) => Err(PyValueError::new_err(format!(
                "threads must be None (all cores) or at least 1; got {n}"
            ))),
        }
    }
}

/// Checks that `shape` is `(N, 15, 15)` or `(15, 15)`.
/// Whether the boards are stacked (N, 15, 15) rather than one (15, 15) board.
fn checked_shape(shape: &[usize]) -> PyResult<bool> {
    match *shape {
        [_, 15, 15] => Ok(true),
        [15, 15] => Ok(false),
        _ => Err(PyValueError::new_err(format!(
            "boards must have shape (N, 15, 15) or (15, 15) ([row, col], row 0 = row \"1\", col 0 = column \"a\"); got {shape:?}"
        ))),
    }
}

/// The error for a cell holding a value other than 0, 1 or 2, naming the board and the point.
fn bad_cell_error(bad: BadCell, stacked: bool) -> PyErr {
    let (row, col) = (bad.index / 15, bad.index % 15);
    let point = engine::point_by_index(bad.index)
        .map(engine::point_name)
        .unwrap_or_default();
    let board = if stacked {
        format!("board {}, ", bad.board)
    } else {
        String::new()
    };
    PyValueError::new_err(format!(
        "{board}point {point} ([row {row}, col {col}]) holds {}; cells must be 0 (empty), 1 (black) or 2 (white)",
        bad.value
    ))
}

/// Reads board `i` of `boards` into cell codes, or the first bad cell in row-major order.
#[inline]
fn read_board<T: CellValue>(
    boards: &ArrayView3<'_, T>,
    i: usize,
    cells: &mut [u8; CELLS],
) -> Result<(), BadCell> {
    let board = boards.index_axis(Axis(0), i);
    // No early exit in the loops: they compile to straight-line (vector) code; a bad cell is
    // looked for again only when there is one.
    let mut good = true;
    let mut read = |cell: &mut u8, v: T| {
        let code = v.code();
        good &= code.is_some();
        *cell = code.unwrap_or(engine::EMPTY);
    };
    match board.as_slice() {
        // The common case: a C-contiguous board, read as one slice.
        Some(values) => cells.iter_mut().zip(values).for_each(|(c, &v)| read(c, v)),
        // Any other layout: the view walks it in logical (row-major) order.
        None => cells
            .iter_mut()
            .zip(board.iter())
            .for_each(|(c, &v)| read(c, v)),
    }
    if good {
        return Ok(());
    }
    let (index, value) = board
        .iter()
        .enumerate()
        .find(|(_, v)| v.code().is_none())
        .map_or((0, 0), |(index, v)| (index, v.wide()));
    Err(BadCell {
        board: i,
        index,
        value,
    })
}

/// The maps of every board of `boards`, written into `out` (zeros, `CELLS` per board) as kind
/// codes; or the first bad cell (lowest board index, then row-major).
fn maps<T: CellValue>(
    rule: &'static renju::Rule,
    color: renju::Color,
    boards: ArrayView3<'_, T>,
    threads: Threads,
    out: &mut [u8],
) -> Result<(), BadCell> {
    let n = boards.len_of(Axis(0));
    let one = |(i, slot): (usize, &mut [u8])| -> Result<(), BadCell> {
        let mut copy = [0u8; CELLS];
        let board = boards.index_axis(Axis(0), i);
        // A C-contiguous uint8 board whose bytes are all codes is read where it is.
        let cells: &[u8; CELLS] = match board
            .as_slice()
            .and_then(T::as_bytes)
            .filter(|bytes| engine::cells_are_codes(bytes))
            .and_then(|bytes| <&[u8; CELLS]>::try_from(bytes).ok())
        {
            Some(cells) => cells,
            None => {
                read_board(&boards, i, &mut copy)?;
                &copy
            }
        };
        if let Ok(slot) = <&mut [u8; CELLS]>::try_from(slot) {
            engine::map_codes(rule, cells, color, slot);
        }
        Ok(())
    };
    let parallel = |out: &mut [u8]| {
        out.par_chunks_mut(CELLS)
            .with_min_len(BOARDS_PER_TASK)
            .enumerate()
            .try_for_each(one)
    };
    let result = match threads {
        Threads::One => out.chunks_mut(CELLS).enumerate().try_for_each(one),
        Threads::All => parallel(out),
        Threads::Exactly(k) => match rayon::ThreadPoolBuilder::new().num_threads(k).build() {
            Ok(pool) => pool.install(|| parallel(out)),
            // A pool that cannot start its threads: do the work on this one.
            Err(_) => out.chunks_mut(CELLS).enumerate().try_for_each(one),
        },
    };
    match result {
        Ok(()) => Ok(()),
        // Threads may meet bad cells in any order; report the first in board order.
        Err(some) => {
            let mut cells = [0u8; CELLS];
            for i in 0..n {
                read_board(&boards, i, &mut cells)?;
            }
            Err(some)
        }
    }
}

/// The maps of `array`, whose elements are `T`, as a new uint8 array of the same shape.
fn maps_of<'py, T: CellValue>(
    py: Python<'py>,
    array: &Bound<'py, PyUntypedArray>,
    rule: &'static renju::Rule,
    color: renju::Color,
    threads: Threads,
) -> PyResult<Bound<'py, PyAny>> {
    let shape = array.shape().to_vec();
    let stacked = checked_shape(&shape)?;
    let typed = array
        .cast::<PyArrayDyn<T>>()
        .map_err(|e| PyTypeError::new_err(e.to_string()))?;
    let readonly = typed
        .try_readonly()
        .map_err(|e| PyValueError::new_err(format!("boards cannot be read: {e}")))?;
    let view = readonly.as_array();
    let view = if stacked {
        view.into_dimensionality::<Ix3>()
    } else {
        view.insert_axis(Axis(0)).into_dimensionality::<Ix3>()
    }
    .map_err(|e| PyValueError::new_err(format!("boards have an unexpected shape: {e}")))?;
    // The answer is made before any work, by NumPy (zeroed memory, as `maps` needs): a
    // broadcast view can stand for more boards than memory holds, and that is then NumPy's
    // MemoryError ("Unable to allocate ..."), raised here, never an abort.
    let answer = py
        .import("numpy")?
        .call_method1("zeros", (PyTuple::new(py, &shape)?, "uint8"))?
        .cast_into::<PyArrayDyn<u8>>()
        .map_err(|e| PyTypeError::new_err(e.to_string()))?;
    {
        let mut answer = answer.try_readwrite()?;
        let out = answer
            .as_slice_mut()
            .map_err(|e| PyValueError::new_err(format!("answer: {e}")))?;
        py.detach(|| maps(rule, color, view, threads, out))
            .map_err(|bad| bad_cell_error(bad, stacked))?;
    }
    Ok(answer.into_any())
}

/// The forbidden points of many boards at once.
///
/// `boards` is an integer array of shape (N, 15, 15) or (15, 15), indexed [row, col] (row 0 is
/// row "1" at the bottom, col 0 is column "a"), holding 0 (empty), 1 (black) or 2 (white).
/// Any integer dtype and any memory layout (C, Fortran, strided views) is accepted; anything
/// else NumPy can turn into an integer array (nested lists) too.
///
/// Returns a uint8 array of the same shape: 0 where `color` may play (or the point is
/// occupied), 1 double-three, 2 double-four, 3 overline (see `KINDS`). So
/// `forbidden(boards) > 0` is a mask of the forbidden points.
///
/// The GIL is released while the maps are computed, on all cores (`threads=None`), on the
/// calling thread alone (`threads=1`), or on a pool of `threads` threads.
///
/// Raises `TypeError` for a non-integer dtype, and `ValueError` for a bad shape, an unknown
/// rule or colour, `threads` < 1, or a cell holding anything but 0, 1 or 2 (naming the board
/// index, the point and the [row, col] of the first such cell).
#[pyfunction]
#[pyo3(signature = (boards, rule = "renju", color = "black", threads = None))]
pub fn forbidden<'py>(
    py: Python<'py>,
    boards: &Bound<'py, PyAny>,
    rule: &str,
    color: &str,
    threads: Option<i64>,
) -> PyResult<Bound<'py, PyAny>> {
    let rule = engine::rule_by_name(rule).map_err(PyValueError::new_err)?;
    let color = engine::color_by_name(color).map_err(PyValueError::new_err)?;
    let threads = Threads::from_arg(threads)?;
    let numpy = py.import("numpy")?;
    let array = match boards.cast::<PyUntypedArray>() {
        Ok(array) => array.clone(),
        Err(_) => numpy
            .call_method1("asarray", (boards,))?
            .cast_into::<PyUntypedArray>()
            .map_err(|e| PyTypeError::new_err(e.to_string()))?,
    };
    checked_shape(array.shape())?;
    let dtype = array.dtype();
    let kind = dtype.kind();
    if kind != b'i' && kind != b'u' {
        return Err(PyTypeError::new_err(format!(
            "boards must have an integer dtype (cells 0 empty, 1 black, 2 white); got {}",
            dtype.str()?
        )));
    }
    // Integers in the other byte order: a native copy (rare; NumPy's own conversion).
    let array = if dtype.is_native_byteorder() == Some(false) {
        let native = dtype.call_method1("newbyteorder", ("=",))?;
        array
            .call_method1("astype", (native,))?
            .cast_into::<PyUntypedArray>()
            .map_err(|e| PyTypeError::new_err(e.to_string()))?
    } else {
        array
    };
    match (kind, array.dtype().itemsize()) {
        (b'u', 1) => maps_of::<u8>(py, &array, rule, color, threads),
        (b'i', 1) => maps_of::<i8>(py, &array, rule, color, threads),
        (b'u', 2) => maps_of::<u16>(py, &array, rule, color, threads),
        (b'i', 2) => maps_of::<i16>(py, &array, rule, color, threads),
        (b'u', 4) => maps_of::<u32>(py, &array, rule, color, threads),
        (b'i', 4) => maps_of::<i32>(py, &array, rule, color, threads),
        (b'u', 8) => maps_of::<u64>(py, &array, rule, color, threads),
        (b'i', 8) => maps_of::<i64>(py, &array, rule, color, threads),
        (_, size) => Err(PyTypeError::new_err(format!(
            "integer dtype of {size} bytes is not supported"
        ))),
    }
}
