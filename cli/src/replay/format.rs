//! The input formats of `renju replay`, and telling them apart (`--format auto`).

use std::path::Path;

/// A record format (`--format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Decide per input: by the file's extension, else by its first bytes.
    Auto,
    /// One game per line: `h8 i9 j10` or `h8i9j10`, optional `ID:` prefix.
    Moves,
    /// RenjuNet database XML: `<game id="…"><move>h8 i9 …</move></game>`.
    Rif,
    /// Smart Game Format collections, FF[4] GM[4].
    Sgf,
    /// Piskvork / Gomocup `.psq`: one game per file.
    Psq,
    /// RenLib `.lib` move trees (binary).
    Renlib,
}

/// The format of the input named `name` that starts with `head` (as many first bytes as are
/// at hand): by extension (`.lib`, `.rif`/`.xml`, `.sgf`, `.psq`; `.txt` and others fall
/// through), else by content: the RenLib magic bytes, `<`, `(`, a `Piskvorky` header; else
/// `moves`.
///
/// ```
/// use renju_cli::replay::{detect_format, Format};
/// assert_eq!(detect_format("games.sgf", b""), Format::Sgf);
/// assert_eq!(detect_format("-", b"\xFFRenLib\xFF\x03\x04"), Format::Renlib);
/// assert_eq!(detect_format("-", b"  <?xml version"), Format::Rif);
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
    let text = head.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(head);
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
