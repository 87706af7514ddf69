//! Reporting: the error a rule file gets ([`SpecError`]), and the turning of a byte span of
//! the file into what that error shows: the file, line and column, the line itself and a
//! caret under the column.

use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

/// A rule file that could not be read or is wrong. The message names the file, the line and
/// column (1-based), and the entry.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpecError {
    /// The file could not be read.
    #[error("{path}: cannot read the rule file: {message}")]
    Read {
        /// The file.
        path: PathBuf,
        /// What the operating system said.
        message: String,
    },
    /// The file is not valid TOML, holds an entry the format does not have, or says something
    /// that cannot be. Shown with the line it points at and a caret under the column:
    ///
    /// ```text
    /// rules-spec/renju.toml:9:41: [black] forbidden: unknown kind `double-tree`; ...
    ///    9 | forbidden = ["overline", "double-four", "double-tree"]
    ///      |                                         ^
    /// ```
    ///
    /// A line longer than 100 characters is shown as the 100 around the column, with `…` where
    /// it is cut ([`Located::source_line`] keeps it whole).
    #[error("{}", .at.in_file(.path.display()))]
    At {
        /// The file.
        path: PathBuf,
        /// Where in it, the entry (e.g. `[black] forbidden` or `[concepts] three`), what is
        /// wrong, and the line's text.
        at: Located,
    },
    /// A file in the rule directory that is not a rule file (rule files end in `.toml`; the
    /// directory may also hold [`NON_SPEC_ENTRIES`](crate::NON_SPEC_ENTRIES); names starting
    /// with `.` are ignored).
    #[error("{path}: {reason}")]
    NotARuleFile {
        /// The file.
        path: PathBuf,
        /// Why it is refused, and what the directory may hold.
        reason: String,
    },
    /// A directory of rule files holds none.
    #[error("{dir}: no rule files (*.toml) found")]
    NoRules {
        /// The directory.
        dir: PathBuf,
    },
}

// The place, the line and the caret under it, as every data file's error shows them.
use renju_vocab::Located;

/// A rule file's text with the name it is shown by: what turns a byte span into a line and
/// column.
pub(crate) struct Source<'a> {
    /// The file, as named in messages.
    pub(crate) path: &'a Path,
    /// Its text.
    pub(crate) text: &'a str,
}

impl Source<'_> {
    /// The error `message` about `entry`, pointing at the start of `span`.
    pub(crate) fn error(
        &self,
        span: Range<usize>,
        entry: impl fmt::Display,
        message: impl fmt::Display,
    ) -> SpecError {
        SpecError::At {
            path: self.path.to_path_buf(),
            at: Located::of(self.text, span.start, entry, message),
        }
    }
}

/// Reads the rule file at `real`, named `path` in messages: its text, or the error naming the
/// file, and for bytes that are not UTF-8 the line and column of the first, shown with a
/// caret under it like any other mistake.
/// A file past this is refused unread ([`MAX_RULE_FILE_BYTES`](crate::MAX_RULE_FILE_BYTES)):
/// the shipped rule files are under 4 KB, and `/dev/zero`, a named pipe or a file written
/// without end must not be read into memory without end.
pub(crate) fn read_rule_file(real: &Path, path: &Path) -> Result<String, SpecError> {
    use std::io::Read as _;
    let limit = super::MAX_RULE_FILE_BYTES;
    let read_error = |e: std::io::Error| SpecError::Read {
        path: path.to_path_buf(),
        message: e.to_string(),
    };
    let mut bytes = Vec::new();
    std::fs::File::open(real)
        .and_then(|file| file.take(limit + 1).read_to_end(&mut bytes))
        .map_err(read_error)?;
    if bytes.len() as u64 > limit {
        return Err(SpecError::Read {
            path: path.to_path_buf(),
            message: format!(
                "it is larger than {limit} bytes (1 MiB), the most a rule file may hold (the \
                 shipped ones are under 4 KB)"
            ),
        });
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let byte = e.as_bytes()[at];
        // The text up to the bad byte is the file's own, so its line and column are right.
        let text = String::from_utf8_lossy(e.as_bytes());
        Source { path, text: &text }.error(
            at..at + 1,
            "encoding",
            format!("byte 0x{byte:02X} is not UTF-8 (rule files are UTF-8 text; was it saved as Latin-1?)"),
        )
    })
}

pub(crate) use renju_vocab::prefix;
