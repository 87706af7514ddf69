//! The answer `renju batch` gives to one line: the position's forbidden points, or what is
//! wrong with the line.
//!
//! ```text
//! in:  {"id": "x", "black": ["f8", "g8", "h9", "h10"]}
//! out: {"id":"x","forbidden":[{"point":"h8","kind":"double-three"}]}
//! in:  {"id": "y", "balck": ["h8"]}
//! out: {"id":"y","line":2,"error":"unknown field `balck`, expected one of …"}
//! ```

use crate::board_string::fill_from_string;
use crate::position::{id_of, parse_position, Position};
use crate::position_error::PositionError;
use renju::{resolve_size, AnyBoard, Color, ForbiddenKind, Point, Rule, SizeError, SizePolicy};
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

/// Writes a good line's answer, `{"id":…,"forbidden":[…],"forbidden_white":[…]}` (the fields
/// for `colors`), as serde_json would write it (the same bytes; a test holds them to it) but
/// without its serializer: no name needs escaping, so each piece is copied in as it is.
fn write_good(
    out: &mut Vec<u8>,
    rule: &Rule,
    colors: AnswerColors,
    id: &RawValue,
    board: &AnyBoard,
) {
    let id = id.get().as_bytes();
    // Room for the id and both lists' heads at once; an entry makes its own.
    out.reserve(id.len() + 48);
    out.extend_from_slice(b"{\"id\":");
    out.extend_from_slice(id);
    if colors.black() {
        out.extend_from_slice(b",\"forbidden\":");
        write_listed(out, rule, board, Color::Black);
    }
    if colors.white() {
        out.extend_from_slice(b",\"forbidden_white\":");
        write_listed(out, rule, board, Color::White);
    }
    out.push(b'}');
}

/// Writes `color`'s forbidden map as the runtime's `serde` feature writes it,
/// `[{"point":"h8","kind":"double-three"}, …]` in row-major order: each entry with a comma
/// after it, the last comma then made the `]`.
fn write_listed(out: &mut Vec<u8>, rule: &Rule, board: &AnyBoard, color: Color) {
    out.push(b'[');
    let open = out.len();
    board.for_each_forbidden(rule, color, |point, kind| write_entry(out, point, kind));
    if out.len() > open {
        let last = out.len() - 1;
        out[last] = b']';
    } else {
        out.push(b']');
    }
}

/// The longest entry, `{"point":"h10","kind":"double-three"},`, in bytes, rounded up.
const ENTRY: usize = 48;

/// Writes one entry and a comma, `{"point":"h8","kind":"double-three"},`: put together from
/// pieces of fixed lengths in [`ENTRY`] bytes, all of them copied (a copy of a known length
/// is a few moves, where one of the entry's own length is a call), then the tail cut off.
#[inline]
fn write_entry(out: &mut Vec<u8>, point: Point, kind: ForbiddenKind) {
    let mut entry = [0u8; ENTRY];
    entry[..10].copy_from_slice(b"{\"point\":\"");
    let (name, len) = point_name(point);
    entry[10..13].copy_from_slice(&name);
    let (tail, tail_len) = kind_tail(kind);
    entry[10 + len..10 + len + TAIL].copy_from_slice(tail);
    entry[10 + len + tail_len] = b',';
    let end = out.len() + 10 + len + tail_len + 1;
    out.extend_from_slice(&entry);
    out.truncate(end);
}

/// The longest end of an entry, `","kind":"double-three"}`.
const TAIL: usize = 25;

/// The end of an entry after the point's name, `","kind":"overline"}`, padded to [`TAIL`]
/// bytes, and its length.
fn kind_tail(kind: ForbiddenKind) -> (&'static [u8; TAIL], usize) {
    let (tail, len) = &KIND_TAILS[kind.index()];
    (tail, *len)
}

/// Each kind's [`kind_tail`], made from its [`name`](ForbiddenKind::name) as this compiles.
const KIND_TAILS: [([u8; TAIL], usize); ForbiddenKind::COUNT] = {
    const HEAD: &[u8] = b"\",\"kind\":\"";
    let mut tails = [([0; TAIL], 0); ForbiddenKind::COUNT];
    let mut k = 0;
    while k < ForbiddenKind::COUNT {
        let name = ForbiddenKind::ALL[k].name().as_bytes();
        assert!(
            HEAD.len() + name.len() + 2 <= TAIL,
            "a kind's name fits TAIL"
        );
        let (tail, len) = &mut tails[k];
        let mut i = 0;
        while i < HEAD.len() {
            tail[i] = HEAD[i];
            i += 1;
        }
        let mut j = 0;
        while j < name.len() {
            tail[i + j] = name[j];
            j += 1;
        }
        tail[i + j] = b'"';
        tail[i + j + 1] = b'}';
        *len = i + j + 2;
        k += 1;
    }
    tails
};

/// A point's name, `h8`, as its bytes and their number, without allocating or formatting:
/// columns a-z and rows 1-26 make two or three ASCII characters.
fn point_name(p: Point) -> ([u8; 3], usize) {
    let (col, row) = (p.col() as u8, p.row() as u8 + 1);
    if row < 10 {
        ([b'a' + col, b'0' + row, 0], 2)
    } else {
        ([b'a' + col, b'0' + row / 10, b'0' + row % 10], 3)
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
    let read = read_line(rule, size, line);
    let mut answer = Vec::new();
    let good = write_read(
        &mut answer,
        rule,
        colors,
        line_no,
        &read,
        &mut ReusedBoard::default(),
    );
    out.write_all(&answer)?;
    Ok(good)
}

/// One input line, read: a good position with its id and board size, or what is wrong with
/// the line (and its id, if good). [`write_answer`] is [`read_line`], then [`write_read`];
/// `renju batch` reads a run of lines before it answers them, so that the engine's code and
/// tables stay in the processor's caches while it works.
pub(crate) enum ReadLine<'a> {
    /// A good position.
    Good {
        /// Its id.
        id: &'a RawValue,
        /// Its board's side: its own `"size"`, else `--size`, else the rule's board.
        size: usize,
        /// The position.
        position: Position<'a>,
    },
    /// A bad line.
    Bad {
        /// Its id, if it has a good one.
        id: Option<&'a RawValue>,
        /// What is wrong.
        error: LineError,
    },
}

/// Reads one input line (see [`write_answer`]).
pub(crate) fn read_line<'a>(rule: &Rule, size: Option<usize>, line: &'a [u8]) -> ReadLine<'a> {
    let bad = |id, error: LineError| ReadLine::Bad { id, error };
    let Ok(text) = simdutf8::basic::from_utf8(line) else {
        return bad(None, LineError::NotUtf8);
    };
    if !text.starts_with('{') && text.trim().is_empty() {
        return bad(None, LineError::Empty);
    }
    let position = match parse_position(text, true) {
        Ok(position) => position,
        Err(error) => return bad(id_of(text), error.into()),
    };
    let Some(id) = position.id else {
        return bad(None, PositionError::MissingId.into());
    };
    // The line's own size wins over `--size`, which wins over the rule's board
    // (`SizePolicy::OwnWins`): one batch may hold positions of several sizes.
    match resolve_size(position.size, size, rule.board_size(), SizePolicy::OwnWins) {
        Ok(size) => ReadLine::Good { id, size, position },
        Err(error) => bad(Some(id), PositionError::from(error).into()),
    }
}

/// The board a batch worker refills for each good line: made again only when a line's size
/// differs from the last one's. Refilling goes through the run-time-sized face ([`AnyBoard`]),
/// so the binary carries each size's map once, the runtime's, not a copy of its own.
#[derive(Debug, Default)]
pub(crate) struct ReusedBoard(Option<AnyBoard>);

impl ReusedBoard {
    /// The board, of `size` points a side (its stones are whatever the last line left).
    fn of_size(&mut self, size: usize) -> Result<&mut AnyBoard, SizeError> {
        if self.0.as_ref().is_some_and(|board| board.size() != size) {
            self.0 = None;
        }
        match &mut self.0 {
            Some(board) => Ok(board),
            empty => Ok(empty.insert(AnyBoard::new(size)?)),
        }
    }
}

/// Appends the answer to a line read by [`read_line`] (see [`write_answer`]) to `out`, on
/// `board` (refilled); returns whether the line was good.
pub(crate) fn write_read(
    out: &mut Vec<u8>,
    rule: &Rule,
    colors: AnswerColors,
    line_no: usize,
    read: &ReadLine<'_>,
    board: &mut ReusedBoard,
) -> bool {
    let (id, size, position) = match read {
        ReadLine::Good { id, size, position } => (*id, *size, position),
        ReadLine::Bad { id, error } => return write_error(out, line_no, *id, error),
    };
    // The size was checked as it was read.
    let board = match board.of_size(size) {
        Ok(board) => board,
        Err(e) => return write_error(out, line_no, Some(id), &PositionError::Size(e).into()),
    };
    let filled = match &position.board_string {
        Some(text) => fill_from_string(board, text),
        None => board
            .set_stones(position.black.points(), position.white.points())
            .map_err(|error| position.board_error(error)),
    };
    match filled {
        Ok(()) => {
            write_good(out, rule, colors, id, board);
            true
        }
        Err(error) => write_error(out, line_no, Some(id), &error.into()),
    }
}

/// Appends the answer to a bad line to `out`: its id (if good), its number and what is
/// wrong. Returns `false`, the line being bad.
#[cold]
pub(crate) fn write_error(
    out: &mut Vec<u8>,
    line_no: usize,
    id: Option<&RawValue>,
    error: &LineError,
) -> bool {
    let bad = BadLine {
        id,
        line: line_no,
        error: error.to_string(),
    };
    // Writing to a Vec cannot fail, and a `BadLine` is always serialisable.
    serde_json::to_writer(&mut *out, &bad).expect("a bad line's answer is written to a Vec");
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use renju::{BoardSize, ForbiddenMap};

    #[test]
    fn each_kind_ends_its_entry_with_its_name() {
        for kind in ForbiddenKind::ALL {
            let (tail, len) = kind_tail(kind);
            let want = format!("\",\"kind\":\"{}\"}}", kind.name());
            assert_eq!(std::str::from_utf8(&tail[..len]), Ok(want.as_str()));
            assert!(tail[len..].iter().all(|&b| b == 0));
        }
    }

    #[test]
    fn every_point_is_written_by_its_name() {
        // Against the runtime's own naming (`Display`), for every point: a1 .. z26.
        for p in Point::all_of(renju::MAX_SIZE) {
            let (name, len) = point_name(p);
            assert_eq!(
                std::str::from_utf8(&name[..len]),
                Ok(p.to_string().as_str())
            );
        }
    }

    /// A good answer as serde_json writes it from the runtime's `serde` feature.
    #[derive(serde::Serialize)]
    #[serde(bound = "")]
    struct SerdeAnswer<'a, S: BoardSize> {
        id: &'a RawValue,
        #[serde(skip_serializing_if = "Option::is_none")]
        forbidden: Option<ForbiddenMap<S>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        forbidden_white: Option<ForbiddenMap<S>>,
    }

    fn good_answers_are_what_serde_json_writes<S: BoardSize>(style: renju_positions::Style) {
        let rule = crate::rules::rule_by_name("omok").expect("a bundled rule");
        let id = RawValue::from_string("\"x\\\"\u{e9}\"".to_string()).expect("a JSON string");
        let mut forbidden = 0;
        for position in renju_positions::Positions::sized(style, 7, S::N)
            .expect("a size")
            .take(300)
        {
            let json = position.to_json_line();
            let position = parse_position(&json, true).expect("a position");
            let board = position.board::<S>().expect("a board");
            let any = AnyBoard::from(board.clone());
            for colors in [AnswerColors::Black, AnswerColors::White, AnswerColors::Both] {
                let mut ours = Vec::new();
                write_good(&mut ours, rule, colors, &id, &any);
                let map = |color| rule.forbidden_map(&board, color);
                let theirs = SerdeAnswer {
                    id: &id,
                    forbidden: colors.black().then(|| map(Color::Black)),
                    forbidden_white: colors.white().then(|| map(Color::White)),
                };
                let theirs = serde_json::to_vec(&theirs).expect("serialisable");
                assert_eq!(
                    String::from_utf8_lossy(&ours),
                    String::from_utf8_lossy(&theirs)
                );
            }
            forbidden += rule.forbidden_map(&board, Color::Black).len();
        }
        assert!(
            forbidden > 50,
            "the positions have forbidden points to write ({forbidden})"
        );
    }

    #[test]
    fn good_answers_are_byte_for_byte_what_serde_json_writes() {
        use renju_positions::Style;
        good_answers_are_what_serde_json_writes::<renju::Standard>(Style::Dense);
        good_answers_are_what_serde_json_writes::<renju::Size<20>>(Style::Dense);
        good_answers_are_what_serde_json_writes::<renju::Size<{ renju::MAX_SIZE }>>(Style::Wide);
    }
}
