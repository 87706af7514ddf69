//! `read_games(path_or_text, format=...)`: the games of a record file (move lists, RenjuNet
//! XML, SGF, psq, RenLib), read by the `renju-records` crate, one [`PyGameRecord`] per record
//! in order: a game, or in its place the error that says why it is none.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyString};
use renju::SizeError;
use renju_records::{
    Color, Format, Games, Item, Location, Move, ReadOptions, DEFAULT_MAX_RECORD_BYTES,
};
use std::io::Cursor;
use std::path::PathBuf;
use std::sync::Mutex;

/// One record of a game-record file: a game (its id, board size, setup stones and moves) or,
/// when the record cannot be read as one, `error` saying why, in the record's place.
///
/// Points are named as everywhere in this package (column a.., left to right; row 1..,
/// bottom to top), whatever the format writes: an SGF `jj` on 19x19 is "j10".
#[pyclass(module = "renju_rules", name = "GameRecord", frozen, get_all)]
pub struct PyGameRecord {
    /// The game's id: the record's own (an `ID:` prefix, `id`, `GN`, a psq file's name)
    /// else its number; `None` for an error whose record gave none.
    id: Option<String>,
    /// The 1-based line the record (or its fault) starts on, in a text format.
    line: Option<u64>,
    /// The 0-based byte offset of the record (or its fault), in a binary format (RenLib).
    byte: Option<u64>,
    /// The board side the points are on: the record's (SGF `SZ`, a psq header; 15 for
    /// RenjuNet XML and RenLib), else `default_size`; `None` for an error.
    size: Option<usize>,
    /// The moves' points in order, e.g. ["h8", "i9"].
    moves: Vec<String>,
    /// Who played each move, "black" or "white" (they alternate from black but in SGF).
    colors: Vec<&'static str>,
    /// Black's setup stones (SGF `AB`), on the board before the first move.
    black: Vec<String>,
    /// White's setup stones (SGF `AW`).
    white: Vec<String>,
    /// Why this record is no game (naming the move and the text), or `None`.
    error: Option<String>,
}

#[pymethods]
impl PyGameRecord {
    fn __repr__(&self) -> String {
        let at = match (self.line, self.byte) {
            (Some(line), _) => format!(", line={line}"),
            (None, Some(byte)) => format!(", byte={byte}"),
            (None, None) => String::new(),
        };
        let id = self
            .id
            .as_ref()
            .map_or("None".into(), |id| format!("{id:?}"));
        match &self.error {
            Some(error) => format!("GameRecord(id={id}{at}, error={error:?})"),
            None => format!(
                "GameRecord(id={id}{at}, size={}, moves={})",
                self.size.unwrap_or_default(),
                self.moves.len()
            ),
        }
    }
}

/// The (line, byte) fields of a location.
fn line_and_byte(location: Location) -> (Option<u64>, Option<u64>) {
    match location {
        Location::Line(n) => (Some(n), None),
        Location::Byte(n) => (None, Some(n)),
        Location::Input => (None, None),
    }
}

/// The names of the points of `stones` of `color`.
fn names_of(stones: &[Move], color: Color) -> Vec<String> {
    let of_color = stones.iter().filter(|m| m.color == color);
    of_color.map(Move::point_name).collect()
}

impl PyGameRecord {
    /// The record of `item`, its unstated size `default_size`.
    fn of(item: Item, default_size: usize) -> PyGameRecord {
        match item {
            Ok(game) => {
                let (line, byte) = line_and_byte(game.location);
                PyGameRecord {
                    id: Some(game.id),
                    line,
                    byte,
                    size: Some(game.size.unwrap_or(default_size)),
                    moves: game.moves.iter().map(Move::point_name).collect(),
                    colors: game.moves.iter().map(|m| m.color.name()).collect(),
                    black: names_of(&game.setup, Color::Black),
                    white: names_of(&game.setup, Color::White),
                    error: None,
                }
            }
            Err(e) => {
                let (line, byte) = line_and_byte(e.location);
                PyGameRecord {
                    id: e.id,
                    line,
                    byte,
                    size: None,
                    moves: Vec::new(),
                    colors: Vec::new(),
                    black: Vec::new(),
                    white: Vec::new(),
                    error: Some(e.message),
                }
            }
        }
    }
}

/// The records of one input, read as they are asked for (the GIL released while reading).
#[pyclass(module = "renju_rules", name = "GameRecords")]
pub struct GameRecords {
    games: Mutex<Games<'static>>,
    default_size: usize,
}

#[pymethods]
impl GameRecords {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&self, py: Python<'_>) -> Option<PyGameRecord> {
        let item = py.detach(|| {
            let mut games = self.games.lock().unwrap_or_else(|p| p.into_inner());
            games.next()
        })?;
        Some(PyGameRecord::of(item, self.default_size))
    }
}

/// Where the records come from: a file, or the text itself.
enum Source {
    Path(PathBuf),
    Text(Vec<u8>),
}

/// How the records of an input named `name` are read (see [`ReadOptions`]): `format` is a
/// format's name as `read_games` and `replay` take it ("auto", "moves", "rif", "sgf", "psq",
/// "renlib"); an unknown one is a `ValueError` with the reader's message. The caller checks
/// `default_size`, naming its own argument.
pub fn read_options(
    format: &str,
    name: String,
    max_record_bytes: usize,
    default_size: usize,
) -> PyResult<ReadOptions> {
    let format: Format = format
        .parse()
        .map_err(|e: renju_records::UnknownFormat| PyValueError::new_err(e.to_string()))?;
    Ok(ReadOptions {
        format,
        name,
        max_record_bytes,
        default_size,
    })
}

/// The bytes of `obj` if it is `bytes` or a `bytearray`.
fn bytes_of(obj: &Bound<'_, PyAny>) -> Option<Vec<u8>> {
    if let Ok(bytes) = obj.cast::<PyBytes>() {
        return Some(bytes.as_bytes().to_vec());
    }
    obj.cast::<PyByteArray>().ok().map(|bytes| bytes.to_vec())
}

/// The records' text `obj` holds: a str (its UTF-8 bytes), `bytes` or a `bytearray`; a
/// `TypeError` for any other type, naming `function` and the type.
pub fn text_arg(obj: &Bound<'_, PyAny>, function: &str) -> PyResult<Vec<u8>> {
    if let Ok(text) = obj.cast::<PyString>() {
        return Ok(text.to_cow()?.as_bytes().to_vec());
    }
    bytes_of(obj).ok_or_else(|| {
        PyTypeError::new_err(format!(
            "{function} takes the records as a str or bytes; got {}",
            obj.get_type()
                .name()
                .map_or_else(|_| "?".into(), |n| n.to_string())
        ))
    })
}

/// `path_or_text` as a [`Source`]: bytes, and a str holding a line break, are the records;
/// any other str, and an `os.PathLike`, is a path.
fn source_of(obj: &Bound<'_, PyAny>) -> PyResult<Source> {
    if let Ok(text) = obj.cast::<PyString>() {
        let text = text.to_cow()?;
        return Ok(if text.contains(['\n', '\r']) {
            Source::Text(text.as_bytes().to_vec())
        } else {
            Source::Path(PathBuf::from(text.as_ref()))
        });
    }
    if let Some(bytes) = bytes_of(obj) {
        return Ok(Source::Text(bytes));
    }
    obj.extract::<PathBuf>().map(Source::Path).map_err(|_| {
        PyTypeError::new_err(format!(
            "read_games takes a path (str or os.PathLike) or the records (bytes, or a str with a line break); got {}",
            obj.get_type().name().map_or_else(|_| "?".into(), |n| n.to_string())
        ))
    })
}

/// The games of a game-record file, in order, as `GameRecord`s.
///
/// `path_or_text` is a path (a str or `os.PathLike`), or the records themselves: `bytes`, or
/// a str that holds a line break. `format` is "auto" (by the file's extension, else its
/// first bytes), "moves" (one game a line, `h8 i9 j10`, optional `ID:` prefix), "rif"
/// (RenjuNet database XML), "sgf" (FF[4] GM[4]; `SZ` gives the size), "psq" (Piskvork /
/// Gomocup; its header gives the size) or "renlib" (a RenLib `.lib` tree, each path from the
/// root to a leaf one game). Records that state no size (move lists, SGF without `SZ`) are
/// read on `default_size` x `default_size` (5 to 26). No record longer than
/// `max_record_bytes` is held.
///
/// A record that cannot be read as a game (a bad move, a point off its board, a file that
/// cannot be opened) is yielded in its place with `error` set, naming what and where, and
/// the reading goes on with the next record, as `renju replay` answers it.
///
/// >>> [(g.id, g.size, g.moves) for g in read_games("g1: h8 i9 j10\n")]
/// [('g1', 15, ['h8', 'i9', 'j10'])]
/// >>> next(read_games(b"(;GM[4]SZ[19];B[jj];W[ss])")).moves
/// ['j10', 's1']
///
/// Raises `ValueError` for an unknown format or an unsupported `default_size`, `TypeError`
/// for a `path_or_text` of another type.
#[pyfunction]
#[pyo3(signature = (path_or_text, format = "auto", default_size = 15, max_record_bytes = DEFAULT_MAX_RECORD_BYTES))]
pub fn read_games(
    path_or_text: &Bound<'_, PyAny>,
    format: &str,
    default_size: usize,
    max_record_bytes: usize,
) -> PyResult<GameRecords> {
    let options = read_options(format, "-".to_string(), max_record_bytes, default_size)?;
    SizeError::check(default_size)
        .map_err(|e| PyValueError::new_err(format!("default_size: {e}")))?;
    let games = match source_of(path_or_text)? {
        Source::Path(path) => renju_records::read_file(path, &options),
        Source::Text(text) => renju_records::read_games(Cursor::new(text), &options),
    };
    Ok(GameRecords {
        games: Mutex::new(games),
        default_size,
    })
}
