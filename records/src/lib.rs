//! Readers of Renju and Gomoku game records: one streaming reader per format, each bounded in
//! memory, yielding every game of an input in order as a [`Game`] (its id, board size, setup
//! stones and moves) or, for a record that cannot be read, a [`RecordError`] naming what is
//! wrong and where. Nothing is skipped without a word: every record is one or the other.
//!
//! ```
//! use renju_records::{read_games, Color, Format, ReadOptions};
//! let text = "g1: h8 i9 j10\n(junk)\n";
//! let mut games = read_games(text.as_bytes(), &ReadOptions::new(Format::Moves));
//! let game = games.next().unwrap().unwrap();
//! assert_eq!(game.id, "g1");
//! assert_eq!(game.size, None); // a move list does not say; it is read on 15x15
//! assert_eq!((game.moves[2].col, game.moves[2].row, game.moves[2].color), (9, 9, Color::Black));
//! assert_eq!(game.moves[2].point_name(), "j10");
//! let error = games.next().unwrap().unwrap_err();
//! assert_eq!(error.to_string(), "line 2: move 1: \"(junk)\" is not a move (a column a-o and a row 1-15, like h8)");
//! assert!(games.next().is_none());
//! ```
//!
//! These readers judge nothing: the `renju` command (`renju replay`) replays what they read
//! under a rule. They know no board type either: a move is a 0-based column and row (row 0
//! is the bottom row, `1`) on the board size the record states, from [`MIN_SIZE`] to
//! [`MAX_SIZE`] (columns `a`..`z`).
//!
//! # Formats and their coordinates
//!
//! Every name this crate gives a point follows this project: columns `a`, `b`, … from left to
//! right (no letter skipped), rows `1`, `2`, … from bottom to top, so `a1` is the bottom-left
//! corner and `h8` the centre of the 15x15 board. Each format's own convention:
//!
//! | format   | a game is                         | a point is written                                   | board size | game id | its opening ([`OpeningNotes`]) |
//! |----------|-----------------------------------|------------------------------------------------------|------------|---------|--------------------------------|
//! | `moves`  | one line: `h8 i9 j10` or `h8i9j10` | column letter + row number, a1 bottom-left (upper case accepted) | not said ([`ReadOptions::default_size`], 15) | the `ID:` prefix, else the line number | `swap`, `declare=K`, `offers=p,q,...` between the moves |
//! | `rif`    | `<game id="…"><move>h8 i9 …</move></game>` (RenjuNet database XML) | as `moves`, separated by white space | 15 | the `id` attribute | `rule` and `opening`: ids of the `<rules>` (`name`) and `<openings>` (`abbr`) tables; `alt`: the offers not kept; `swap`: `R` a swap made (placed under RIF and Yamaguchi) |
//! | `sgf`    | one game tree (FF\[4\] GM\[4\], main line, `AB`/`AW` setup) | two letters: column from the left, then row **from the top** (`aa` = a15 on 15x15) | `SZ[n]`, else not said | `GN`, else the tree's 1-based index | `RU`, else `GN`'s `… : RIF rule`; `5A` or `FA`: the offers; `SW[YES]`/`SW[NO]` (placed under RIF and Yamaguchi) |
//! | `psq`    | one file (Piskvork / Gomocup)     | `x,y[,time]` lines, 1-based: `x` = column from the left, `y` = row **from the top** (`1,1` = a15, `8,8` = h8) | the header's `Piskvorky 20x20` | the input's name | nothing |
//! | `renlib` | every path from the root to a leaf of a RenLib `.lib` tree | one byte: low nibble = column 1..15 from the left, high nibble = row 0..14 **from the top** (`0x78` = h8) | 15 | the path's moves, `h8 i9 j10` | nothing |
//!
//! Stones alternate black, white, black, … in every format but `sgf`, whose `B[]`/`W[]` say
//! the colour. Each format's module says more: [`moves`], [`rif`], [`sgf`], [`psq`],
//! [`renlib`]; [`detect_format`] tells them apart.
//!
//! A record's opening besides its stones ([`Game::opening`]) is what the record says of it
//! and nothing more: swaps, a declared number of fifth-move offers, the offers (the fifth
//! move being the one kept), the opening rule and the opening it names. What it does not say
//! stays empty (a swap whose move the record does not establish is left out, as each module
//! says); a value that cannot be read is an error in the game's place, naming the property
//! and its text (`swap="0"`, `bad SW value [maybe]: …`).
//!
//! # Bounds
//!
//! Every read is bounded by [`ReadOptions::max_record_bytes`] (default
//! [`DEFAULT_MAX_RECORD_BYTES`], 1 MiB): a record (a line, a `<game>` element, a game tree, a
//! `.psq` file, a RenLib comment) longer than that is an error, not an allocation, and memory
//! stays flat whatever the input's size (RenjuNet's rule and opening tables are held to it in
//! all). [`Games::chunks`] groups the games for work in
//! parallel, a bounded number at a time.

#![forbid(unsafe_code)]

mod chunks;
mod format;
pub mod lines;
pub mod moves;
mod notes;
pub mod psq;
mod read;
pub mod renlib;
pub mod rif;
pub mod sgf;
mod size;

pub use chunks::{Chunks, CHUNK_BYTES, CHUNK_GAMES};
pub use format::{detect_format, Format, UnknownFormat};
pub use read::{read_file, read_games, Games, ReadOptions, DEFAULT_MAX_RECORD_BYTES};
pub use renju_vocab::Color;
pub use size::{check_size, point_name, DEFAULT_SIZE, MAX_SIZE, MIN_SIZE};

use std::fmt;

/// One stone of a record, in the order the record gives it: a 0-based column (0 = `a`, the
/// left edge) and row (0 = `1`, the bottom edge), on the board size of its [`Game`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The column, 0-based from the left.
    pub col: u8,
    /// The row, 0-based from the bottom.
    pub row: u8,
    /// Who played it.
    pub color: Color,
}

impl Move {
    /// The point's name: `h8` for column 7, row 7.
    ///
    /// ```
    /// use renju_records::{Color, Move};
    /// assert_eq!(Move { col: 0, row: 14, color: Color::White }.point_name(), "a15");
    /// ```
    pub fn point_name(&self) -> String {
        point_name(self.col, self.row)
    }
}

/// Where in its input a record (or its fault) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location {
    /// A 1-based line of a text file.
    Line(u64),
    /// A 0-based byte offset of a binary file.
    Byte(u64),
    /// The input as a whole (it could not be opened or read).
    Input,
}

impl fmt::Display for Location {
    /// `line 7`, `byte 64`, or `the input`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Line(n) => write!(f, "line {n}"),
            Location::Byte(n) => write!(f, "byte {n}"),
            Location::Input => f.write_str("the input"),
        }
    }
}

/// Something a record says of its opening besides its stones, in the record's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpeningEvent {
    /// The player entitled to swap colours did.
    Swap,
    /// This many fifth-move offers were declared.
    Declare(u32),
    /// The fifth-move offers (each as the stone it would be); the next move is the one kept.
    Offers(Vec<Move>),
}

/// What a record says of its opening besides its stones: its events (swaps, a declaration,
/// the offers), each after the number of moves before it, and the opening rule and opening
/// the record names, as written. Most records say nothing of it: all empty.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpeningNotes {
    /// The events in order, each with the number of moves played before it (a swap after
    /// move 3 is `(3, Swap)`; the offers before the fifth move are `(4, Offers(..))`).
    pub events: Vec<(usize, OpeningEvent)>,
    /// The opening rule the record names (RenjuNet XML's rule table, an SGF `RU` or the rule
    /// at the end of its `GN`), as written.
    pub rule: Option<String>,
    /// The opening the record names (RenjuNet XML's opening table: its abbreviation), as
    /// written.
    pub opening: Option<String>,
    /// Where swaps were made, as the record says it without move numbers: one character
    /// for each place the opening rule allows a swap, in order, `R` where one was made and
    /// `-` where none was (RenjuNet XML's `swap`; an SGF `SW[YES]` is `R`, `SW[NO]` `-`), as
    /// written. The referee places them under the game's opening rule, whose places it knows.
    pub swap_marks: Option<String>,
}

impl OpeningNotes {
    /// Whether the record says nothing of its opening.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
            && self.rule.is_none()
            && self.opening.is_none()
            && self.swap_marks.is_none()
    }
}

/// One game as a record gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The game's id (see the formats table in the [crate] docs).
    pub id: String,
    /// Where the record starts.
    pub location: Location,
    /// The board size (its side) when the record or its format says it: an SGF `SZ`, a psq
    /// header, 15 for RenjuNet XML and RenLib. `None` when it does not (a `moves` line, an SGF
    /// tree without `SZ`): the points were then read on [`ReadOptions::default_size`].
    pub size: Option<usize>,
    /// Stones on the board before the first move (SGF `AB`/`AW`; each property's points in
    /// row-major order, bottom row first).
    pub setup: Vec<Move>,
    /// The moves, in order.
    pub moves: Vec<Move>,
    /// What the record says of its opening besides its stones (swaps, a declaration, the
    /// fifth-move offers, the opening rule it names).
    pub opening: OpeningNotes,
}

/// A record that could not be read as a game: a bad token, a point off the board, a record
/// too large, an input that cannot be read. Readers yield it in the record's place and go on
/// with the next record where the format allows (the message says when they stop).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{location}: {message}")]
pub struct RecordError {
    /// The game's id, when it could be read.
    pub id: Option<String>,
    /// Where the fault is.
    pub location: Location,
    /// What is wrong, naming the move and the text.
    pub message: String,
}

/// What a reader yields for each record.
pub type Item = Result<Game, RecordError>;

/// The colour of the `index`-th (0-based) stone of a record whose stones alternate from black.
fn alternating(index: usize) -> Color {
    if index.is_multiple_of(2) {
        Color::Black
    } else {
        Color::White
    }
}
