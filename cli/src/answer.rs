//! The answer `renju batch` gives to one line: the position's forbidden points, or what is
//! wrong with the line.
//!
//! ```text
//! in:  {"id": "x", "black": ["f8", "g8", "h9", "h10"]}
//! out: {"id":"x","forbidden":[{"point":"h8","kind":"double-three"}]}
//! in:  {"id": "y", "balck": ["h8"]}
//! out: {"id":"y","line":2,"error":"unknown field `balck`, expected one of …"}
//! ```

use crate::position::{id_of, parse_position, Position, PositionError};
use renju::{BoardSize, Color, ForbiddenMap, Point, Rule};
use serde::ser::{Serialize, SerializeSeq, Serializer};
use serde_json::value::RawValue;
use std::io::{self, Write};

/// Whose forbidden points `renju batch` lists, as `--color` reads it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum AnswerColors {
    /// Black's, under `"forbidden"` (the default; all Renju restricts).
    #[default]
    Black,
    /// White's, under `"forbidden_white"` (empty unless the rule restricts white: omok).
    White,
    /// Black's under `"forbidden"` and white's under `"forbidden_white"`.
    Both,
}

impl AnswerColors {
    fn black(self) -> bool {
        self != AnswerColors::White
    }

    fn white(self) -> bool {
        self != AnswerColors::Black
    }
}

/// What is wrong with one line of batch input.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// The line is not UTF-8.
    #[error("not UTF-8 text")]
    NotUtf8,
    /// The line is empty or holds only whitespace (`renju batch` skips such lines).
    #[error("empty line")]
    Empty,
    /// The line is longer than the maximum; it was skipped unread.
    #[error("line too long: more than {0} bytes (the maximum, see --max-line-bytes); skipped")]
    TooLong(usize),
    /// The line is not a good position.
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// A good line's answer: the forbidden points of its position, for each colour asked (a map
/// is written `[{"point":"h8","kind":"double-three"}, …]`, in row-major order).
#[derive(serde::Serialize)]
#[serde(bound = "")]
struct Answer<'a, S: BoardSize> {
    id: &'a RawValue,
    #[serde(skip_serializing_if = "Option::is_none")]
    forbidden: Option<Listed<S>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    forbidden_white: Option<Listed<S>>,
}

/// A forbidden map written as the runtime's `serde` feature writes it,
/// `[{"point":"h8","kind":"double-three"}, …]` in row-major order, but without formatting
/// each name through `Display`: the batch hot path (the answers are byte-identical).
struct Listed<S: BoardSize>(ForbiddenMap<S>);

impl<B: BoardSize> Serialize for Listed<B> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(serde::Serialize)]
        struct Entry {
            point: PointName,
            kind: &'static str,
        }
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        for (point, kind) in self.0.iter() {
            seq.serialize_element(&Entry {
                point: PointName(point),
                kind: kind.name(),
            })?;
        }
        seq.end()
    }
}

/// A point written as its name, `"h8"`, without allocating or formatting.
struct PointName(Point);

impl Serialize for PointName {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let (col, row) = (self.0.col() as u8, self.0.row() as u8 + 1);
        // Columns a-z, rows 1-26: two or three ASCII characters.
        let (name, len) = if row < 10 {
            ([b'a' + col, b'0' + row, 0], 2)
        } else {
            ([b'a' + col, b'0' + row / 10, b'0' + row % 10], 3)
        };
        serializer.serialize_str(std::str::from_utf8(&name[..len]).unwrap_or_default())
    }
}

/// A bad line's answer.
#[derive(serde::Serialize)]
struct BadLine<'a> {
    id: Option<&'a RawValue>,
    line: usize,
    error: String,
}

/// Writes the answer to one input line (`line`, without its line ending; `line_no` 1-based)
/// as one JSON object, without a newline: the forbidden points for `colors` under `rule`, or
/// the line's error. Returns whether the line was good. The board's size is the line's own
/// `"size"`, else `size` (`--size`), else the rule's board.
///
/// ```
/// use renju::Rule;
/// use renju_cli::{write_answer, AnswerColors};
/// let mut out = Vec::new();
/// let line = br#"{"id": 1, "black": ["f8", "g8", "h9", "h10"]}"#;
/// let good = write_answer(&mut out, Rule::default_rule(), AnswerColors::Black, None, 1, line);
/// assert!(good.unwrap());
/// assert_eq!(out, br#"{"id":1,"forbidden":[{"point":"h8","kind":"double-three"}]}"#);
/// // On 19x19, the same shape against the far edge.
/// let mut out = Vec::new();
/// let line = br#"{"id": 2, "size": 19, "black": ["q19", "r19", "s17", "s16"]}"#;
/// write_answer(&mut out, Rule::default_rule(), AnswerColors::Black, None, 2, line).unwrap();
/// assert_eq!(out, br#"{"id":2,"forbidden":[]}"#);
/// ```
pub fn write_answer<W: Write>(
    out: &mut W,
    rule: &Rule,
    colors: AnswerColors,
    size: Option<usize>,
    line_no: usize,
    line: &[u8],
) -> io::Result<bool> {
    let Ok(text) = std::str::from_utf8(line) else {
        return write_error(out, line_no, None, &LineError::NotUtf8);
    };
    if text.trim().is_empty() {
        return write_error(out, line_no, None, &LineError::Empty);
    }
    let position = match parse_position(text, true) {
        Ok(position) => position,
        Err(error) => return write_error(out, line_no, id_of(text), &error.into()),
    };
    let Some(id) = position.id else {
        return write_error(out, line_no, None, &PositionError::MissingId.into());
    };
    // The line's own size wins over `--size`, which wins over the rule's board.
    let size = match position.size_or(size.unwrap_or(rule.board_size()), None) {
        Ok(size) => size,
        Err(error) => return write_error(out, line_no, Some(id), &error.into()),
    };
    let written = renju::with_board_size!(size, S => {
        write_map_of::<S, W>(out, rule, colors, line_no, id, &position)
    });
    // The size was checked as it was read.
    written.unwrap_or_else(|e| write_error(out, line_no, Some(id), &PositionError::Size(e).into()))
}

/// [`write_answer`] for a good line, on its board of size `S`.
fn write_map_of<S: BoardSize, W: Write>(
    out: &mut W,
    rule: &Rule,
    colors: AnswerColors,
    line_no: usize,
    id: &RawValue,
    position: &Position<'_>,
) -> io::Result<bool> {
    let board = match position.board::<S>() {
        Ok(board) => board,
        Err(error) => return write_error(out, line_no, Some(id), &error.into()),
    };
    let answer = Answer {
        id,
        forbidden: colors
            .black()
            .then(|| Listed(rule.forbidden_map(&board, Color::Black))),
        forbidden_white: colors
            .white()
            .then(|| Listed(rule.forbidden_map(&board, Color::White))),
    };
    serde_json::to_writer(&mut *out, &answer)?;
    Ok(true)
}

/// Writes the answer to a bad line: its id (if good), its number and what is wrong. Returns
/// `false`, the line being bad.
pub(crate) fn write_error<W: Write>(
    out: &mut W,
    line_no: usize,
    id: Option<&RawValue>,
    error: &LineError,
) -> io::Result<bool> {
    let bad = BadLine {
        id,
        line: line_no,
        error: error.to_string(),
    };
    serde_json::to_writer(&mut *out, &bad)?;
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_point_is_written_by_its_name() {
        // Against the runtime's own naming (`Display`), for every point: a1 .. z26.
        for p in Point::all_of(renju::MAX_SIZE) {
            let json = serde_json::to_string(&PointName(p)).expect("a string");
            assert_eq!(json, format!("\"{p}\""));
        }
    }
}
