//! `renju batch`: JSON Lines in, one JSON line out per position in, in the same order.
//!
//! Memory stays bounded whatever the input: lines are read into a chunk of at most
//! [`CHUNK_LINES`] lines and about [`CHUNK_BYTES`] bytes, and a line longer than the maximum
//! (`--max-line-bytes`, default [`DEFAULT_MAX_LINE_BYTES`]) is answered with an error as soon
//! as it is found too long, then skipped to its end without being kept. Blank lines are
//! skipped (no answer), as `renju bench` skips them; line numbers count every line.

use crate::answer::{read_line, write_read, AnswerColors, LineError, ReadLine, ReusedBoard};
use crate::progress;
use rayon::prelude::*;
use renju::Rule;
use renju_records::lines::{LineRead, LineReader};
use std::io::{self, BufWriter, IoSlice, Read, Write};

/// The default maximum length of an input line, in bytes (1 MiB).
pub const DEFAULT_MAX_LINE_BYTES: usize = 1 << 20;

/// Most lines answered as one chunk.
pub const CHUNK_LINES: usize = 4096;

/// A chunk takes no more lines once it holds this many bytes (so it holds at most this plus
/// one line).
pub const CHUNK_BYTES: usize = 1 << 20;

/// Chunks smaller than this are answered on the calling thread (a line typed by a person, or
/// sent by a program that waits for each answer).
const PARALLEL_FROM: usize = 64;

/// The room made in an answer buffer per line of a chunk: a good line's answer with a few
/// forbidden points (`{"id":"g101-000000","forbidden":[…]}`, some 40 bytes and about 40 a
/// point).
const ANSWER_ROOM: usize = 128;

/// A chunk's answers this long or longer (in bytes) are written to the output straight, in
/// one vectored write, not copied into its buffer first; shorter ones (a line typed by a
/// person) are gathered there.
const WRITE_THROUGH_FROM: usize = 1 << 12;

/// How `renju batch` answers.
#[derive(Clone, Copy, Debug)]
pub struct BatchOptions<'r> {
    /// The rule.
    pub rule: &'r Rule,
    /// Whose forbidden points to list.
    pub colors: AnswerColors,
    /// The longest line read, in bytes (without its line ending).
    pub max_line_bytes: usize,
    /// The board size of lines that say none (`--size`); `None`: the rule's board.
    pub size: Option<usize>,
    /// The input's length in bytes when it is known (stdin redirected from a file): the
    /// progress drawn on a terminal then has a percentage and the time left.
    pub input_len: Option<u64>,
}

impl<'r> BatchOptions<'r> {
    /// Black's forbidden points under `rule`, lines of up to 1 MiB: the defaults.
    pub fn new(rule: &'r Rule) -> BatchOptions<'r> {
        BatchOptions {
            rule,
            colors: AnswerColors::Black,
            max_line_bytes: DEFAULT_MAX_LINE_BYTES,
            size: None,
            input_len: None,
        }
    }
}

/// How a batch run went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BatchSummary {
    /// Lines read (blank ones included).
    pub lines: usize,
    /// Blank lines, skipped without an answer.
    pub blank: usize,
    /// Lines answered with an error.
    pub bad: usize,
    /// The output was closed (broken pipe) before all input was answered.
    pub output_closed: bool,
}

/// Answers `input` with the default [`BatchOptions`] for `rule`; see [`run_batch_with`].
pub fn run_batch<R: Read, W: Write>(input: R, output: W, rule: &Rule) -> io::Result<BatchSummary> {
    run_batch_with(input, output, &BatchOptions::new(rule))
}

/// Answers `input` line by line onto `output` (buffered, flushed whenever the input has
/// nothing more ready, so that a program talking to `renju batch` through pipes gets each
/// answer before it sends the next line). A closed output (broken pipe) ends the run and is
/// reported in the summary; other I/O errors are returned.
///
/// ```
/// use renju::Rule;
/// use renju_cli::run_batch;
/// let input = "{\"id\": 1, \"black\": [\"h8\"]}\n\n{\"id\": 2, \"black\": [\"p8\"]}\n";
/// let mut out = Vec::new();
/// let summary = run_batch(input.as_bytes(), &mut out, Rule::default_rule()).unwrap();
/// assert_eq!((summary.lines, summary.blank, summary.bad), (3, 1, 1));
/// let out = String::from_utf8(out).unwrap();
/// assert!(out.starts_with("{\"id\":1,\"forbidden\":[]}\n{\"id\":2,\"line\":3,\"error\":"));
/// ```
pub fn run_batch_with<R: Read, W: Write>(
    input: R,
    output: W,
    options: &BatchOptions<'_>,
) -> io::Result<BatchSummary> {
    let mut summary = BatchSummary::default();
    match answer_all(input, output, options, &mut summary) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
            summary.output_closed = true;
            Ok(summary)
        }
        Err(e) => Err(e),
        Ok(()) => Ok(summary),
    }
}

/// A line of a chunk: where its text is in the chunk, or that it was too long.
#[derive(Clone, Copy)]
enum Slot {
    Text {
        line_no: usize,
        start: usize,
        end: usize,
    },
    TooLong {
        line_no: usize,
    },
}

/// Lines read and not yet answered: their bytes one after another, and where each is.
#[derive(Default)]
struct Chunk {
    text: Vec<u8>,
    slots: Vec<Slot>,
}

fn answer_all<R: Read, W: Write>(
    input: R,
    output: W,
    options: &BatchOptions<'_>,
    summary: &mut BatchSummary,
) -> io::Result<()> {
    let progress = Progress::new(options.input_len);
    let mut reader = LineReader::new(progress.count_bytes(input), options.max_line_bytes, 1 << 16);
    let mut out = BufWriter::with_capacity(1 << 16, output);
    let mut chunk = Chunk::default();
    // One answer buffer per piece of a chunk answered in parallel, kept from chunk to chunk.
    let mut buffers: Vec<Vec<u8>> = Vec::new();
    let mut eof = false;
    while !eof {
        chunk.text.clear();
        chunk.slots.clear();
        // Take the lines that are ready (up to a chunk), without waiting for more; a line
        // found too long ends the chunk, so that it is answered before its rest is skipped.
        loop {
            let start = chunk.text.len();
            let line_no = summary.lines + 1;
            match reader.read_line(&mut chunk.text)? {
                LineRead::End => {
                    eof = true;
                    break;
                }
                LineRead::TooLong => {
                    summary.lines += 1;
                    chunk.slots.push(Slot::TooLong { line_no });
                    break;
                }
                LineRead::Line => {
                    summary.lines += 1;
                    let (s, e) = line_bounds(&chunk.text[start..], line_no);
                    if is_blank(&chunk.text[start + s..start + e]) {
                        summary.blank += 1;
                        chunk.text.truncate(start);
                    } else {
                        chunk.slots.push(Slot::Text {
                            line_no,
                            start: start + s,
                            end: start + e,
                        });
                    }
                }
            }
            if chunk.slots.len() == CHUNK_LINES
                || chunk.text.len() >= CHUNK_BYTES
                || !reader.has_buffered()
            {
                break;
            }
        }
        let pieces = answer_chunk(&chunk, options, &mut buffers, summary);
        let answers = &buffers[..pieces];
        if answers.iter().map(Vec::len).sum::<usize>() >= WRITE_THROUGH_FROM {
            // Straight to the output in one vectored write, not copied into `out`'s buffer
            // first (which is then flushed as it would have been: at most one write a chunk).
            out.flush()?;
            write_all_vectored(out.get_mut(), answers)?;
        } else {
            for buffer in answers {
                out.write_all(buffer)?;
            }
        }
        progress.advance(chunk.slots.len());
        if eof || !reader.has_buffered() || matches!(chunk.slots.last(), Some(Slot::TooLong { .. }))
        {
            out.flush()?;
        }
    }
    progress.finish();
    out.flush()
}

/// Answers the lines of `chunk` into the first buffers of `buffers` (in order), in parallel if
/// there are enough of them; returns how many buffers hold answers.
fn answer_chunk(
    chunk: &Chunk,
    options: &BatchOptions<'_>,
    buffers: &mut Vec<Vec<u8>>,
    summary: &mut BatchSummary,
) -> usize {
    let slots = &chunk.slots;
    let pieces = if slots.len() >= PARALLEL_FROM {
        rayon::current_num_threads() * 4
    } else {
        1
    };
    let per_piece = slots.len().div_ceil(pieces).max(1);
    let pieces = slots.len().div_ceil(per_piece).max(1);
    if buffers.len() < pieces {
        buffers.resize_with(pieces, Vec::new);
    }
    let answer_piece = |(slots, buffer): (&[Slot], &mut Vec<u8>)| {
        buffer.clear();
        // Room for the piece's answers at once, rather than grown by doubling as they come
        // (a copy of all written so far each time; a buffer kept from the last chunk has it).
        buffer.reserve(slots.len() * ANSWER_ROOM);
        // All the lines first, then all the answers: each of the two loops keeps its own
        // code and tables in the processor's caches (interleaved, the JSON reader's pushed
        // the engine's out: 30-70% more time per map).
        let read: Vec<(usize, ReadLine<'_>)> = slots
            .iter()
            .map(|&slot| read_slot(&chunk.text, slot, options))
            .collect();
        let mut board = ReusedBoard::default();
        let bad = read
            .iter()
            .map(|(line_no, read)| {
                usize::from(!answer_read(*line_no, read, options, &mut board, buffer))
            })
            .sum::<usize>();
        // The stone lists go back to this thread's spares, for the next chunk's lines.
        for (_, read) in read {
            if let ReadLine::Good { position, .. } = read {
                position.black.recycle();
                position.white.recycle();
            }
        }
        bad
    };
    summary.bad += if pieces > 1 {
        slots
            .par_chunks(per_piece)
            .zip(buffers.par_iter_mut())
            .map(answer_piece)
            .sum::<usize>()
    } else {
        answer_piece((slots, &mut buffers[0]))
    };
    pieces
}

/// Reads one line of a chunk: its number and what it holds.
fn read_slot<'t>(text: &'t [u8], slot: Slot, options: &BatchOptions<'_>) -> (usize, ReadLine<'t>) {
    match slot {
        Slot::Text {
            line_no,
            start,
            end,
        } => (
            line_no,
            read_line(options.rule, options.size, &text[start..end]),
        ),
        Slot::TooLong { line_no } => (
            line_no,
            ReadLine::Bad {
                id: None,
                error: LineError::TooLong(options.max_line_bytes),
            },
        ),
    }
}

/// Appends the answer to one line read (on `board`, refilled) and a newline to `buffer`;
/// returns whether the line was good.
fn answer_read(
    line_no: usize,
    read: &ReadLine<'_>,
    options: &BatchOptions<'_>,
    board: &mut ReusedBoard,
    buffer: &mut Vec<u8>,
) -> bool {
    let good = write_read(buffer, options.rule, options.colors, line_no, read, board);
    buffer.push(b'\n');
    good
}

/// Writes all of `buffers`, in order, to `output` with as few vectored writes as it takes
/// (one, to a file or pipe, unless the system takes less at once).
fn write_all_vectored<W: Write>(output: &mut W, buffers: &[Vec<u8>]) -> io::Result<()> {
    let mut slices: Vec<IoSlice<'_>> = buffers.iter().map(|b| IoSlice::new(b)).collect();
    let mut left = &mut slices[..];
    IoSlice::advance_slices(&mut left, 0);
    while !left.is_empty() {
        match output.write_vectored(left) {
            Ok(0) => {
                return Err(io::Error::new(
                    io::ErrorKind::WriteZero,
                    "the output took no more bytes: is the disk full?",
                ))
            }
            Ok(written) => IoSlice::advance_slices(&mut left, written),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Where the text of a line is, without a trailing `\r` and (on line 1) a byte-order mark, as
/// some editors and shells write.
fn line_bounds(line: &[u8], line_no: usize) -> (usize, usize) {
    let end = line.len() - usize::from(line.ends_with(b"\r"));
    let bom = "\u{feff}".as_bytes();
    let start = if line_no == 1 && line[..end].starts_with(bom) {
        bom.len()
    } else {
        0
    };
    (start, end)
}

/// Whether a line holds only whitespace (as `renju bench` reads it: `str::trim`).
fn is_blank(line: &[u8]) -> bool {
    line.first() != Some(&b'{') && std::str::from_utf8(line).is_ok_and(|t| t.trim().is_empty())
}

/// Progress on stderr (see [`crate::progress`]): through the input's bytes, saying how many
/// positions have been answered.
struct Progress {
    bar: indicatif::ProgressBar,
    answered: std::cell::Cell<u64>,
}

impl Progress {
    fn new(input_len: Option<u64>) -> Progress {
        Progress {
            bar: progress::reading(input_len),
            answered: std::cell::Cell::new(0),
        }
    }

    /// `input`, counting the bytes read from it as the progress.
    fn count_bytes<R: Read>(&self, input: R) -> indicatif::ProgressBarIter<R> {
        self.bar.wrap_read(input)
    }

    fn advance(&self, lines: usize) {
        let answered = self.answered.get() + lines as u64;
        self.answered.set(answered);
        if !self.bar.is_hidden() {
            let message = progress::done_message(&self.bar, answered, "positions answered");
            self.bar.set_message(message);
        }
    }

    fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::answer::{write_answer, AnswerColors};
    use renju_positions::{Positions, Style};

    /// A run long enough to be answered in pieces, in parallel, with long answers (dense
    /// positions: many forbidden points), each chunk's written straight to the output in one
    /// vectored write: every line gets the answer the one-line path gives it, in order.
    #[test]
    fn pieces_written_straight_through_answer_each_line_as_one_line_does() {
        let rule = Rule::default_rule();
        let input: String = Positions::sized(Style::Dense, 11, 15)
            .expect("a size")
            .take(3000)
            .map(|position| position.to_json_line() + "\n")
            .collect();
        let mut want = Vec::new();
        for (k, line) in input.lines().enumerate() {
            let good = write_answer(
                &mut want,
                rule,
                AnswerColors::Black,
                None,
                k + 1,
                line.as_bytes(),
            );
            assert!(good.expect("to a Vec"), "line {}", k + 1);
            want.push(b'\n');
        }
        let mut got = Vec::new();
        let summary = run_batch(input.as_bytes(), &mut got, rule).expect("to a Vec");
        assert_eq!((summary.lines, summary.bad), (3000, 0));
        // Long answers (about 200 bytes a line; a chunk's 64 KiB of input is some 280
        // lines): every chunk's answers pass the write-through length.
        assert!(want.len() / 3000 >= 150, "{} bytes", want.len());
        assert!(
            got == want,
            "the batch's answers differ from the lines' own"
        );
    }
}
