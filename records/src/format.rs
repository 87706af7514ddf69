//! The record formats, and telling them apart ([`Format::Auto`]).

use std::fmt;
use std::path::Path;
use std::str::FromStr;

/// A record format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Decide per input: by the name's extension, else by the first bytes ([`detect_format`]).
    Auto,
    /// One game per line: `h8 i9 j10` or `h8i9j10`, optional `ID:` prefix.
    Moves,
    /// RenjuNet database XML: `<game id="…"><move>h8 i9 …</move></game>`.
    Rif,
    /// Smart Game Format collections, FF\[4\] GM\[4\].
    Sgf,
    /// Piskvork / Gomocup `.psq`: one game per file.
    Psq,
    /// RenLib `.lib` move trees (binary).
    Renlib,
}

impl Format {
    /// Every format, [`Format::Auto`] first, in the order of [`Format::name`]s a command line
    /// lists.
    pub const ALL: [Format; 6] = [
        Format::Auto,
        Format::Moves,
        Format::Rif,
        Format::Sgf,
        Format::Psq,
        Format::Renlib,
    ];

    /// The format's name: `auto`, `moves`, `rif`, `sgf`, `psq` or `renlib`.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Auto => "auto",
            Format::Moves => "moves",
            Format::Rif => "rif",
            Format::Sgf => "sgf",
            Format::Psq => "psq",
            Format::Renlib => "renlib",
        }
    }

    /// One line saying what the format is, for a menu or a listing (the server's
    /// `GET /api/formats`, the npm package's `formats()`).
    ///
    /// ```
    /// use renju_records::Format;
    /// assert_eq!(Format::Psq.description(), "Piskvork / Gomocup .psq: one game per file");
    /// assert!(Format::ALL.iter().all(|f| !f.description().is_empty()));
    /// ```
    pub const fn description(self) -> &'static str {
        match self {
            Format::Auto => "by the file's extension, else by its first bytes",
            Format::Moves => "one game per line: h8 i9 j10 or h8i9j10, an optional ID: first",
            Format::Rif => "RenjuNet database XML: <game id=…><move>h8 i9 …</move></game>",
            Format::Sgf => "Smart Game Format collections, FF[4] GM[4]",
            Format::Psq => "Piskvork / Gomocup .psq: one game per file",
            Format::Renlib => "RenLib .lib move trees (binary)",
        }
    }

    /// Every format's [`name`](Format::name), in the order of [`Format::ALL`]: the one list
    /// that messages, the command line's `--format` and the server's replay name.
    ///
    /// ```
    /// use renju_records::Format;
    /// let names: Vec<&str> = Format::names().collect();
    /// assert_eq!(names, ["auto", "moves", "rif", "sgf", "psq", "renlib"]);
    /// ```
    pub fn names() -> impl Iterator<Item = &'static str> {
        Format::ALL.into_iter().map(Format::name)
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a [`Format`]'s; its message lists the names.
///
/// ```
/// use renju_records::Format;
/// let error = "xml".parse::<Format>().unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "unknown record format \"xml\" (auto, moves, rif, sgf, psq or renlib)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown record format {0:?} ({names})", names = names_or())]
pub struct UnknownFormat(pub String);

/// The formats' names as a sentence lists them: `auto, moves, rif, sgf, psq or renlib`.
fn names_or() -> String {
    let names: Vec<&str> = Format::names().collect();
    match names.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

impl FromStr for Format {
    type Err = UnknownFormat;

    /// Reads a format's [`name`](Format::name).
    ///
    /// ```
    /// use renju_records::Format;
    /// assert_eq!("sgf".parse::<Format>(), Ok(Format::Sgf));
    /// assert!("SGF".parse::<Format>().is_err());
    /// ```
    fn from_str(name: &str) -> Result<Format, UnknownFormat> {
        Format::ALL
            .into_iter()
            .find(|f| f.name() == name)
            .ok_or_else(|| UnknownFormat(name.to_string()))
    }
}

/// The format of the input named `name` that starts with `head` (as many first bytes as are
/// at hand): by extension (`.lib`, `.rif`/`.xml`, `.sgf`, `.psq`; `.txt` and others fall
/// through), else by content: the RenLib magic bytes, `<`, `(`, a `Piskvorky` header (after
/// white space and a UTF-8 byte-order mark); else `moves`.
///
/// ```
/// use renju_records::{detect_format, Format};
/// assert_eq!(detect_format("games.sgf", b""), Format::Sgf);
/// assert_eq!(detect_format("-", b"\xFFRenLib\xFF\x03\x04"), Format::Renlib);
/// assert_eq!(detect_format("-", b"\xEF\xBB\xBF  <?xml version"), Format::Rif);
/// assert_eq!(detect_format("-", b"Piskvorky 15x15, 11:11, 0\n"), Format::Psq);
/// assert_eq!(detect_format("-", b"h8 i9 j10\n"), Format::Moves);
/// ```
pub fn detect_format(name: &str, head: &[u8]) -> Format {
    let extension = Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match extension.as_deref() {
        Some("lib") => return Format::Renlib,
        Some("rif" | "xml") => return Format::Rif,
        Some("sgf") => return Format::Sgf,
        Some("psq") => return Format::Psq,
        _ => {}
    }
    if head.starts_with(b"\xFFRenLib\xFF") {
        return Format::Renlib;
    }
    let text = strip_bom(head);
    let start = text
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .map_or(&[][..], |i| &text[i..]);
    match start.first() {
        Some(b'<') => Format::Rif,
        Some(b'(') => Format::Sgf,
        _ if start.starts_with(b"Piskvorky") => Format::Psq,
        _ => Format::Moves,
    }
}

/// `bytes` without a leading UTF-8 byte-order mark (as some editors write).
pub(crate) fn strip_bom(bytes: &[u8]) -> &[u8] {
    bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes)
}
