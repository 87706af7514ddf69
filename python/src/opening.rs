//! The opening rules (`openings/*.toml`, judged by `renju-referee`'s opening referee): the
//! `opening_rule=`, `opening_rule_file=` and `symmetry=` arguments of `replay` and `Board`,
//! `opening_rules()` (the shipped rules), `symmetric_offers()` (the referee's
//! `find_symmetry` on fifth-move offers), and an opening judged as a dict (the referee's
//! [`opening_json`]). This module translates arguments and answers; the referee judges.

use crate::points::points_arg;
use crate::{engine, json_loads};
use pyo3::exceptions::{PyFileNotFoundError, PyOSError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use renju::{Color, Point, Rule};
use renju_referee::answer::opening_json;
use renju_referee::opening::{
    find_symmetry, OpeningFileError, OpeningJudgement, OpeningRule, SymmetryReading,
};
use renju_referee::Move;
use std::path::PathBuf;

/// The opening rule of the `opening_rule=` and `opening_rule_file=` arguments: `opening_rule`
/// a shipped rule's name (`rif`, `soosorv-8`, or a rule of a family with another N, as
/// `soosorv-5`), `opening_rule_file` a path (str or `os.PathLike`) of an opening-rule file;
/// neither is `None` (no opening rule), both an error.
///
/// An unknown name, or a file the referee refuses, is a `ValueError` with the referee's
/// message; a path with no file is a `FileNotFoundError`, and one that cannot be read an
/// `OSError` (as for `rule_file=`), with the referee's message too.
pub fn opening_rule_arg(
    opening_rule: Option<&Bound<'_, PyAny>>,
    opening_rule_file: Option<&Bound<'_, PyAny>>,
) -> PyResult<Option<&'static OpeningRule>> {
    let name = opening_rule.filter(|r| !r.is_none());
    let file = opening_rule_file.filter(|f| !f.is_none());
    match (name, file) {
        (Some(_), Some(_)) => Err(PyValueError::new_err(
            "give opening_rule= (a name) or opening_rule_file= (a path), not both",
        )),
        (None, None) => Ok(None),
        (Some(name), None) => {
            let name = name.cast::<PyString>().map_err(|_| {
                PyTypeError::new_err(format!(
                    "opening_rule must be an opening rule's name (str), as renju_rules.opening_rules() lists them; got {}",
                    type_name(name)
                ))
            })?;
            OpeningRule::by_name(&name.to_cow()?)
                .map(Some)
                .map_err(|e| PyValueError::new_err(e.to_string()))
        }
        (None, Some(file)) => {
            let path: PathBuf = file.extract().map_err(|_| {
                PyTypeError::new_err(format!(
                    "opening_rule_file must be a path (str or os.PathLike); got {}",
                    type_name(file)
                ))
            })?;
            let loaded = file.py().detach(|| OpeningRule::from_file(&path));
            loaded.map(Some).map_err(|e| match e {
                OpeningFileError::Read { .. } if !path.exists() => {
                    PyFileNotFoundError::new_err(e.to_string())
                }
                OpeningFileError::Read { .. } => PyOSError::new_err(e.to_string()),
                _ => PyValueError::new_err(e.to_string()),
            })
        }
    }
}

/// The reading of symmetrical offers called `name` (`board` or `pattern`), or a `ValueError`
/// naming both.
pub fn reading_by_name(name: &str) -> PyResult<SymmetryReading> {
    SymmetryReading::from_name(name).ok_or_else(|| {
        PyValueError::new_err(format!(
            "unknown symmetry reading {name:?}: symmetrical offers are read \"board\" (the 8 symmetries of the board about its centre) or \"pattern\" (rotations, reflections and shifts of the stones, the edges ignored)"
        ))
    })
}

/// The `symmetry=` argument: `None` (as the opening rule says), or a reading's name.
pub fn symmetry_arg(symmetry: Option<&str>) -> PyResult<Option<SymmetryReading>> {
    symmetry.map(reading_by_name).transpose()
}

/// An opening judged, as the dict of the `"opening"` object of a record's answer (the
/// referee's [`opening_json`], keys in its order).
pub fn opening_dict<'py>(
    py: Python<'py>,
    judged: &OpeningJudgement,
) -> PyResult<Bound<'py, PyAny>> {
    json_loads(py, &opening_json(judged))
}

/// The shipped opening rules, sorted by name: {name: {"summary": str, "symmetry": str,
/// "n": int or None}}. `summary` says the rule in one sentence; `symmetry` is how it reads
/// "no two fifth-move offers may be symmetrical" ("board": the 8 symmetries of the board
/// about its centre; "pattern": rotations, reflections and shifts of the stones), what
/// `symmetry=` of `replay` and `Board` overrides; `n` is the N of a rule of a family
/// (`soosorv-8`: 8), whose other members are named with their own N (`opening_rule=
/// "soosorv-5"`). Each rule is a file of the repository's `openings/` (its README has the
/// format and the sources); `opening_rule_file=` takes a file of your own.
///
/// >>> sorted(opening_rules())
/// ['none', 'rif', 'soosorv-8', 'swap1', 'swap2', 'taraguchi-10', 'yamaguchi']
/// >>> opening_rules()["soosorv-8"]["n"], opening_rules()["rif"]["symmetry"]
/// (8, 'board')
#[pyfunction]
pub fn opening_rules(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let dict = PyDict::new(py);
    for rule in OpeningRule::all() {
        let info = PyDict::new(py);
        info.set_item("summary", &rule.summary)?;
        info.set_item("symmetry", rule.symmetry.name())?;
        info.set_item("n", rule.n)?;
        dict.set_item(&rule.name, info)?;
    }
    Ok(dict)
}

/// Which pairs of fifth-move offers are symmetrical, as an opening rule's "no two offers may
/// be symmetrical" reads it: a list of `(p, q, symmetry)`, one for each pair of offers (p
/// before q in `offers`) such that a symmetry of the reading maps the position of `stones`
/// with p onto the position with q, colours kept; `symmetry` says it in words (the
/// referee's `find_symmetry`, as an opening foul's "symmetry" says it).
///
/// `stones` are the moves so far in order (moves 1 to 4 for a fifth move), their colours
/// alternating from black; an offer is a stone of the colour to play next (black after four
/// moves). Points are names ("h8") or flat indexes row * size + col, on a board of `size`
/// points a side (5 to 26, default 15). `reading` is "board" (the 8 symmetries of the board
/// about its centre) or "pattern" (any rotation, reflection and shift of the stones, the
/// board's edges ignored). The answer names points as "h8".
///
/// Raises `ValueError` for a bad or off-board point, a stone given twice, an offer on a stone
/// or given twice, an unknown reading or an unsupported size.
///
/// >>> symmetric_offers(["h8", "h9", "h10", "h6"], ["g9", "i9", "j8"])
/// [('g9', 'i9', 'the reflection in column h')]
/// >>> symmetric_offers(["h8", "h9", "h7", "h6"], ["i8", "i7"])
/// []
/// >>> symmetric_offers(["h8", "h9", "h7", "h6"], ["i8", "i7"], reading="pattern")
/// [('i8', 'i7', 'the reflection in the line between rows 7 and 8')]
#[pyfunction]
#[pyo3(signature = (stones, offers, reading = "board", size = 15))]
pub fn symmetric_offers(
    py: Python<'_>,
    stones: &Bound<'_, PyAny>,
    offers: &Bound<'_, PyAny>,
    reading: &str,
    size: usize,
) -> PyResult<Vec<(String, String, String)>> {
    let reading = reading_by_name(reading)?;
    let size =
        engine::board_size(Some(size), Rule::default_rule()).map_err(PyValueError::new_err)?;
    let stones = points_arg(Some(stones), "stones", size)?;
    let offers = points_arg(Some(offers), "offers", size)?;
    for (i, p) in stones.iter().enumerate() {
        if let Some(j) = stones[..i].iter().position(|q| q == p) {
            return Err(PyValueError::new_err(format!(
                "stones[{i}]: {p} is given twice (stones[{j}] is {p})"
            )));
        }
    }
    for (i, p) in offers.iter().enumerate() {
        if let Some(j) = stones.iter().position(|q| q == p) {
            return Err(PyValueError::new_err(format!(
                "offers[{i}]: {p} is on a stone (stones[{j}]): an offer is an empty point"
            )));
        }
        if let Some(j) = offers[..i].iter().position(|q| q == p) {
            return Err(PyValueError::new_err(format!(
                "offers[{i}]: {p} is given twice (offers[{j}] is {p}): offers are distinct points"
            )));
        }
    }
    let color_of = |i: usize| {
        if i.is_multiple_of(2) {
            Color::Black
        } else {
            Color::White
        }
    };
    let placed: Vec<Move> = stones
        .iter()
        .enumerate()
        .map(|(i, &point)| Move {
            point,
            color: color_of(i),
        })
        .collect();
    let next = color_of(stones.len());
    let with = |p: Point| {
        let mut position = placed.clone();
        position.push(Move {
            point: p,
            color: next,
        });
        position
    };
    Ok(py.detach(|| {
        let mut pairs = Vec::new();
        for (i, &p) in offers.iter().enumerate() {
            let with_p = with(p);
            for &q in &offers[i + 1..] {
                if let Some(symmetry) = find_symmetry(reading, &with_p, &with(q), size) {
                    pairs.push((p.to_string(), q.to_string(), symmetry.to_string()));
                }
            }
        }
        pairs
    }))
}

/// The name of `obj`'s type, for messages.
fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type()
        .name()
        .map_or_else(|_| "?".into(), |n| n.to_string())
}
