//! `renju batch`: JSON Lines in, one JSON line out per line in, in the same order.
//!
//! ```text
//! in:  {"id": "x", "black": ["f8", "g8", "h9", "h10"]}
//! out: {"id":"x","forbidden":[{"point":"h8","kind":"double-three"}]}
//! in:  {"id": "y", "balck": ["h8"]}
//! out: {"id":"y","line":2,"error":"unknown field \"balck\": …"}
//! ```

use crate::position::{PositionError, RawPosition};
use rayon::prelude::*;
use renju::{Color, Rule};
use serde::Serialize;
use serde_json::value::RawValue;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Read, Write};

/// A line's answer: the forbidden points of its position.
#[derive(Serialize)]
struct Answer<'a> {
    id: &'a RawValue,
    forbidden: Vec<Forbidden>,
}

/// One forbidden point of an [`Answer`].
#[derive(Serialize)]
struct Forbidden {
    point: String,
    kind: &'static str,
}

/// A bad line's answer.
#[derive(Serialize)]
struct BadLine<'a> {
    id: Option<&'a RawValue>,
    line: usize,
    error: String,
}

/// What is wrong with one line of batch input.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// The line is not UTF-8.
    #[error("not UTF-8 text")]
    NotUtf8,
    /// The line is empty or holds only whitespace.
    #[error("empty line")]
    Empty,
    /// The line is not a good position.
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// How a batch run went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BatchSummary {
    /// Lines read.
    pub lines: usize,
    /// Lines answered with an error.
    pub bad: usize,
    /// The output was closed (broken pipe) before all input was answered.
    pub output_closed: bool,
}

/// Writes the answer to one input line (`line`, without its line ending; `line_no` 1-based)
/// as one JSON object, without a newline. Returns whether the line was good.
pub fn write_answer<W: Write>(
    out: &mut W,
    rule: &Rule,
    line_no: usize,
    line: &[u8],
) -> io::Result<bool> {
    let mut id = None;
    let error = match answer(rule, line, &mut id) {
        Ok(forbidden) => {
            if let Some(id) = id {
                serde_json::to_writer(&mut *out, &Answer { id, forbidden })?;
                return Ok(true);
            }
            LineError::Position(PositionError::MissingId)
        }
        Err(error) => error,
    };
    let bad = BadLine {
        id,
        line: line_no,
        error: error.to_string(),
    };
    serde_json::to_writer(&mut *out, &bad)?;
    Ok(false)
}

/// The forbidden points of the position on `line`; `id` is set as soon as it is known good.
fn answer<'a>(
    rule: &Rule,
    line: &'a [u8],
    id: &mut Option<&'a RawValue>,
) -> Result<Vec<Forbidden>, LineError> {
    let text = std::str::from_utf8(line).map_err(|_| LineError::NotUtf8)?;
    if text.trim().is_empty() {
        return Err(LineError::Empty);
    }
    let raw = RawPosition::parse(text)?;
    *id = raw.id(true)?;
    let board = raw.board()?;
    Ok(rule
        .forbidden_map(&board, Color::Black)
        .iter()
        .map(|(point, kind)| Forbidden {
            point: point.to_string(),
            kind: kind.name(),
        })
        .collect())
}

/// Strips one trailing `\n` or `\r\n`.
fn strip_line_ending(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// Answers `input` line by line onto `output` (buffered, flushed whenever the input has
/// nothing more ready, so that a program talking to `renju batch` through pipes gets each
/// answer before it sends the next line). A closed output (broken pipe) ends the run quietly
/// and is reported in the summary; other I/O errors are returned.
pub fn run_batch<R: Read, W: Write>(input: R, output: W, rule: &Rule) -> io::Result<BatchSummary> {
    let mut summary = BatchSummary::default();
    match answer_all(input, output, rule, &mut summary) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
            summary.output_closed = true;
            Ok(summary)
        }
        Err(e) => Err(e),
        Ok(()) => Ok(summary),
    }
}

/// Most lines answered as one chunk: bounds the memory a run holds, whatever its input.
const CHUNK_LINES: usize = 4096;

/// Chunks smaller than this are answered on the calling thread (a line typed by a person, or
/// sent by a program that waits for each answer).
const PARALLEL_FROM: usize = 64;

fn answer_all<R: Read, W: Write>(
    input: R,
    output: W,
    rule: &Rule,
    summary: &mut BatchSummary,
) -> io::Result<()> {
    let mut reader = BufReader::with_capacity(1 << 16, input);
    let mut out = BufWriter::with_capacity(1 << 16, output);
    let progress = Progress::new();
    let mut chunk: Vec<Vec<u8>> = Vec::new();
    let mut eof = false;
    while !eof {
        // Take the lines that are ready (up to a chunk), without waiting for more.
        chunk.clear();
        loop {
            let mut line = Vec::new();
            if reader.read_until(b'\n', &mut line)? == 0 {
                eof = true;
                break;
            }
            chunk.push(line);
            if chunk.len() == CHUNK_LINES || reader.buffer().is_empty() {
                break;
            }
        }
        let first = summary.lines + 1;
        let answer_one = |(i, raw): (usize, &Vec<u8>)| {
            let line_no = first + i;
            let mut line = strip_line_ending(raw);
            if line_no == 1 {
                // A byte-order mark, as some editors and shells write.
                line = line.strip_prefix("\u{feff}".as_bytes()).unwrap_or(line);
            }
            let mut text = Vec::with_capacity(64);
            // Writing to a Vec cannot fail.
            let good = write_answer(&mut text, rule, line_no, line).unwrap_or(false);
            text.push(b'\n');
            (text, good)
        };
        let answers: Vec<(Vec<u8>, bool)> = if chunk.len() >= PARALLEL_FROM {
            chunk.par_iter().enumerate().map(answer_one).collect()
        } else {
            chunk.iter().enumerate().map(answer_one).collect()
        };
        for (text, good) in &answers {
            out.write_all(text)?;
            summary.bad += usize::from(!good);
        }
        summary.lines += chunk.len();
        progress.advance(chunk.len());
        if reader.buffer().is_empty() {
            out.flush()?;
        }
    }
    progress.finish();
    out.flush()
}

/// A count of answered lines on stderr, shown only when stderr is a terminal.
struct Progress(indicatif::ProgressBar);

impl Progress {
    fn new() -> Progress {
        if !std::io::stderr().is_terminal() {
            return Progress(indicatif::ProgressBar::hidden());
        }
        let bar = indicatif::ProgressBar::new_spinner();
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{spinner} {human_pos} positions answered ({per_sec})",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
        );
        Progress(bar)
    }

    fn advance(&self, lines: usize) {
        self.0.inc(lines as u64);
    }

    fn finish(&self) {
        self.0.finish_and_clear();
    }
}
