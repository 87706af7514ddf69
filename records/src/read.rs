//! Reading an input: choosing its format, opening a file, and the iterator of its games.

use crate::format::{detect_format, Format};
use crate::{
    check_size, moves, psq, renlib, rif, sgf, Chunks, Item, Location, RecordError, DEFAULT_SIZE,
};
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::Path;

/// The default bound on one record's size, in bytes (1 MiB).
pub const DEFAULT_MAX_RECORD_BYTES: usize = 1 << 20;

/// How an input is read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadOptions {
    /// The input's format, or [`Format::Auto`] to tell it from the name and first bytes.
    pub format: Format,
    /// The input's name: its extension decides [`Format::Auto`], and it is the game id of a
    /// `.psq` file. `-` (the default) for standard input.
    pub name: String,
    /// The largest record read, in bytes (a line, a `<game>` element, a game tree, a `.psq`
    /// file, a RenLib comment); a longer one is an error in its place.
    pub max_record_bytes: usize,
    /// The board side of records that do not state one (a `moves` line, an SGF tree without
    /// `SZ`); 15 by default, 5 to 26.
    pub default_size: usize,
}

impl ReadOptions {
    /// Reads `format`, an input named `-`, records of up to 1 MiB, unstated sizes 15.
    pub fn new(format: Format) -> ReadOptions {
        ReadOptions {
            format,
            name: "-".to_string(),
            max_record_bytes: DEFAULT_MAX_RECORD_BYTES,
            default_size: DEFAULT_SIZE,
        }
    }
}

impl Default for ReadOptions {
    /// [`ReadOptions::new`] with [`Format::Auto`].
    fn default() -> ReadOptions {
        ReadOptions::new(Format::Auto)
    }
}

/// The records of one input, in order: each a [`Game`](crate::Game) or a [`RecordError`] in
/// its place. Made by [`read_games`] and [`read_file`].
pub struct Games<'a> {
    items: Box<dyn Iterator<Item = Item> + Send + 'a>,
}

impl<'a> Games<'a> {
    fn new(items: impl Iterator<Item = Item> + Send + 'a) -> Games<'a> {
        Games {
            items: Box::new(items),
        }
    }

    /// An input that yields only `error`.
    fn failed(message: String) -> Games<'a> {
        Games::new(std::iter::once(Err(RecordError {
            id: None,
            location: Location::Input,
            message,
        })))
    }

    /// The same records, [`CHUNK_GAMES`](crate::CHUNK_GAMES) or about
    /// [`CHUNK_BYTES`](crate::CHUNK_BYTES) at a time.
    pub fn chunks(self) -> Chunks<Games<'a>> {
        Chunks::new(self)
    }
}

impl Iterator for Games<'_> {
    type Item = Item;

    fn next(&mut self) -> Option<Item> {
        self.items.next()
    }
}

impl std::fmt::Debug for Games<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Games { .. }")
    }
}

/// The records of `input` as `options` say. Any [`BufRead`] will do: a file, standard input,
/// or a byte slice. An input that fails on its first read is answered with one error.
///
/// ```
/// use renju_records::{read_games, ReadOptions};
/// let sgf = b"(;FF[4]GM[4]SZ[19]GN[big];B[jj];W[ss])";
/// let game = read_games(&sgf[..], &ReadOptions::default()).next().unwrap().unwrap();
/// assert_eq!((game.id.as_str(), game.size), ("big", Some(19)));
/// // `jj` is the 10th column and the 10th row from the top of 19: j10; `ss` is s1.
/// let names: Vec<String> = game.moves.iter().map(|m| m.point_name()).collect();
/// assert_eq!(names, ["j10", "s1"]);
/// ```
pub fn read_games<'a, R: BufRead + Send + 'a>(mut input: R, options: &ReadOptions) -> Games<'a> {
    let side = options.default_size;
    if let Err(why) = check_size(side, side) {
        return Games::failed(format!("the default size is {why}"));
    }
    let format = match options.format {
        Format::Auto => match input.fill_buf() {
            Ok(head) => detect_format(&options.name, head),
            Err(e) => return Games::failed(format!("cannot read {}: {e}", options.name)),
        },
        known => known,
    };
    let max = options.max_record_bytes;
    match format {
        Format::Auto | Format::Moves => Games::new(moves::read(input, max, options.default_size)),
        Format::Rif => Games::new(rif::read(input, max)),
        Format::Sgf => Games::new(sgf::read(input, max, options.default_size)),
        Format::Psq => Games::new(psq::read(input, &options.name, max)),
        Format::Renlib => Games::new(renlib::read(input, max)),
    }
}

/// The records of the file at `path` (its name, as given, is the input's name: it overrides
/// [`ReadOptions::name`]). A file that cannot be opened or read, or a directory, is answered
/// with one error, so that a run over many files goes on.
///
/// ```
/// use renju_records::{read_file, ReadOptions};
/// let error = read_file(std::env::temp_dir(), &ReadOptions::default()).next().unwrap().unwrap_err();
/// assert!(error.message.ends_with("is a directory, not a record file"), "{error}");
/// ```
pub fn read_file(path: impl AsRef<Path>, options: &ReadOptions) -> Games<'static> {
    let path = path.as_ref();
    let name = path.display().to_string();
    let file = match File::open(path) {
        Ok(file) => file,
        Err(e) => return Games::failed(format!("cannot read {name}: {e}")),
    };
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Games::failed(format!("{name} is a directory, not a record file"));
    }
    let options = ReadOptions {
        name,
        ..options.clone()
    };
    read_games(BufReader::with_capacity(1 << 16, file), &options)
}
