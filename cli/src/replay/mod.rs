//! `renju replay`: a referee for game records. Each game of a file is replayed stone by stone
//! and answered with one JSON line, in input order: the first foul (a move forbidden when it
//! was played), the first winning five, or neither.
//!
//! # Formats and their coordinates
//!
//! Every answer names points as this project does: columns `a`..`o` from left to right, rows
//! `1`..`15` from bottom to top, so `a1` is the bottom-left corner and `h8` the centre. Each
//! format's own convention, and how it maps to that:
//!
//! | format   | a game is                         | a point is written                                   | game id                 |
//! |----------|-----------------------------------|------------------------------------------------------|-------------------------|
//! | `moves`  | one line: `h8 i9 j10` or `h8i9j10` | column letter `a`..`o` + row `1`..`15`, a1 bottom-left (upper case accepted) | the `ID:` prefix, else the line number |
//! | `rif`    | `<game id="…"><move>h8 i9 …</move></game>` (RenjuNet database XML) | as `moves`, separated by white space | the `id` attribute |
//! | `sgf`    | one game tree (FF\[4\] GM\[4\], main line, `AB`/`AW` setup) | two letters `a`..`o`: column from the left, then row **from the top** (`aa` = a15, `ao` = a1) | `GN`, else the tree's 1-based index in the file |
//! | `psq`    | one file (Piskvork / Gomocup)     | `x,y[,time]` lines, 1-based: `x` = column from the left, `y` = row **from the top** (`1,1` = a15, `8,8` = h8) | the file name |
//! | `renlib` | every path from the root to a leaf of a RenLib `.lib` tree | one byte: low nibble = column 1..15 from the left, high nibble = row 0..14 **from the top** (`0x78` = h8) | the path's moves, `h8 i9 j10` |
//!
//! Stones alternate black, white, black, … in every format but `sgf`, whose `B[]`/`W[]` say
//! the colour (and which must then alternate too, after any setup stones). No letter is
//! skipped (the column after `h` is `i`). Each format's module says more: [`moves`], [`rif`],
//! [`sgf`], [`psq`], [`renlib`].
//!
//! # Answers
//!
//! `move` counts the record's moves from 1 (setup stones are not moves). `result` is
//! `black-foul` (or `white-foul` under a rule that restricts white), `black-five`,
//! `white-five` or `none`; after a foul the replay stops judging but still checks that every
//! later stone lands on an empty point. A record that cannot be a game is answered with an
//! error line in its place (see [`judge`] and the readers); the rest is still answered.
//!
//! # Large inputs
//!
//! A reader thread parses records into chunks (at most [`CHUNK_GAMES`] games or
//! [`CHUNK_BYTES`] bytes of ids and moves); each chunk is judged on all cores and written in
//! order before the next is taken, so memory stays flat whatever the file's size. Every read
//! is bounded: a record (a line, a `<game>` element, a game tree, a `.psq` file, a RenLib
//! comment) longer than `--max-record-bytes` is an error, not an allocation.

pub mod format;
pub mod judge;
pub mod moves;
pub mod output;
pub mod psq;
pub mod renlib;
pub mod rif;
pub mod sgf;

use indicatif::ProgressBar;
use rayon::prelude::*;
use renju::{Color, Point, Rule};
use std::io::{self, BufRead, Write};
use std::sync::mpsc::sync_channel;

pub use format::{detect_format, Format};
pub use judge::{judge, Judgement, Outcome};
pub use output::{answer, Answer, Summary, Tally};

/// Games judged together on all cores, at most.
pub const CHUNK_GAMES: usize = 2048;

/// Bytes of game ids and moves gathered into one chunk, at most (about).
pub const CHUNK_BYTES: usize = 4 << 20;

/// The default bound on one record's size, in bytes (`--max-record-bytes`).
pub const DEFAULT_MAX_RECORD_BYTES: usize = 1 << 20;

/// The most moves a game on the 15x15 board can have.
pub const MAX_MOVES: usize = renju::SIZE * renju::SIZE;

/// One stone of a record, in the order the record gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Where it was played.
    pub point: Point,
    /// Who played it.
    pub color: Color,
}

/// Where in its input a record (or its fault) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location {
    /// A 1-based line of a text file.
    Line(u64),
    /// A 0-based byte offset of a binary file.
    Byte(u64),
    /// The input as a whole (it could not be opened).
    Input,
}

/// One game as a record gives it, before judging.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The game's id (see the formats table in [`crate::replay`]).
    pub id: String,
    /// Where the record is.
    pub location: Location,
    /// The board size the record declares (columns, rows), if it declares one.
    pub board_size: Option<(u32, u32)>,
    /// Stones on the board before the first move (SGF `AB`/`AW`; each property's points in
    /// row-major order).
    pub setup: Vec<Move>,
    /// The moves, in order.
    pub moves: Vec<Move>,
}

/// A record that could not be read as a game: a bad token, a point off the board, a record
/// too large. It is answered with an error line in its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The game's id, when it could be read.
    pub id: Option<String>,
    /// Where the fault is.
    pub location: Location,
    /// What is wrong, naming the move and the text.
    pub message: String,
}

/// What a reader yields for each record.
pub type Item = Result<Record, RecordError>;

impl Record {
    /// Roughly how many bytes the record holds, for sizing chunks.
    fn weight(&self) -> usize {
        64 + self.id.len() + 2 * (self.moves.len() + self.setup.len())
    }
}

/// The colour of the `index`-th (0-based) stone of a record whose stones alternate from black.
pub fn alternating(index: usize) -> Color {
    if index.is_multiple_of(2) {
        Color::Black
    } else {
        Color::White
    }
}

/// How `renju replay` runs.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// The rule the games are judged under.
    pub rule: &'static Rule,
    /// The input format, or [`Format::Auto`] to detect it per input.
    pub format: Format,
    /// Print every position before each move (as `renju batch` input) instead of verdicts.
    pub positions: bool,
    /// The largest record read, in bytes.
    pub max_record_bytes: usize,
}

/// One input: its name (a path, or `-` for standard input) and its bytes.
pub struct Input {
    /// The name, as given on the command line; also the game id of a `.psq` file.
    pub name: String,
    /// The bytes, or why the input could not be opened (answered with an error line in its
    /// place).
    pub reader: Result<Box<dyn BufRead + Send>, String>,
}

/// The records of `input`, read as `format` (detected from the name and first bytes when
/// [`Format::Auto`]).
pub fn records(
    input: Input,
    format: Format,
    max_record_bytes: usize,
) -> io::Result<Box<dyn Iterator<Item = Item> + Send>> {
    let Input { name, reader } = input;
    let mut reader = match reader {
        Ok(reader) => reader,
        Err(message) => {
            let error = RecordError {
                id: None,
                location: Location::Input,
                message,
            };
            return Ok(Box::new(std::iter::once(Err(error))));
        }
    };
    let format = match format {
        Format::Auto => detect_format(&name, reader.fill_buf()?),
        known => known,
    };
    Ok(match format {
        Format::Auto | Format::Moves => Box::new(moves::read(reader, max_record_bytes)),
        Format::Rif => Box::new(rif::read(reader, max_record_bytes)),
        Format::Sgf => Box::new(sgf::read(reader, max_record_bytes)),
        Format::Psq => Box::new(psq::read(reader, &name, max_record_bytes)),
        Format::Renlib => Box::new(renlib::read(reader, max_record_bytes)),
    })
}

/// Replays every game of `inputs` in order, writing one answer per game (or, with
/// `positions`, one line per position) to `out`, ticking `progress` once per game. Returns
/// the counts for the summary. Stops at the first failure to read an input or to write.
pub fn replay(
    inputs: Vec<Input>,
    options: Options,
    out: &mut dyn Write,
    progress: &ProgressBar,
) -> io::Result<Summary> {
    let mut summary = Summary::default();
    for input in inputs {
        let name = input.name.clone();
        let items = records(input, options.format, options.max_record_bytes)
            .map_err(|e| io::Error::new(e.kind(), format!("{name}: {e}")))?;
        replay_items(items, options, out, progress, &mut summary)?;
    }
    Ok(summary)
}

/// Judges `items` chunk by chunk: a scoped thread reads the next chunks (two at most wait)
/// while the current one is judged on all cores and written in order.
fn replay_items(
    items: Box<dyn Iterator<Item = Item> + Send>,
    options: Options,
    out: &mut dyn Write,
    progress: &ProgressBar,
    summary: &mut Summary,
) -> io::Result<()> {
    std::thread::scope(|scope| {
        let (chunks, ready) = sync_channel::<Vec<Item>>(2);
        scope.spawn(move || {
            let mut chunk = Vec::new();
            let mut bytes = 0;
            for item in items {
                bytes += match &item {
                    Ok(record) => record.weight(),
                    Err(e) => 64 + e.message.len() + e.id.as_ref().map_or(0, String::len),
                };
                chunk.push(item);
                if chunk.len() >= CHUNK_GAMES || bytes >= CHUNK_BYTES {
                    bytes = 0;
                    // The receiver is gone only when writing failed: stop reading.
                    if chunks.send(std::mem::take(&mut chunk)).is_err() {
                        return;
                    }
                }
            }
            if !chunk.is_empty() {
                let _ = chunks.send(chunk);
            }
        });
        for chunk in ready {
            let answers: Vec<Answer> = chunk
                .into_par_iter()
                .map(|item| answer(item, options))
                .collect();
            for a in &answers {
                out.write_all(a.text.as_bytes())?;
                summary.add(&a.tally);
            }
            progress.inc(answers.len() as u64);
        }
        out.flush()
    })
}
