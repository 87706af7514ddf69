//! A mistake located in a text file, as every data file's error shows it: the file, the
//! 1-based line and column, the entry, what is wrong, then the line itself with a caret under
//! the column. Rule files (`renju-codegen`'s `SpecError::At`) and opening-rule files
//! (`renju-referee`'s `OpeningFileError::At`) are refused in this one shape, written here once:
//!
//! ```text
//! rules-spec/renju.toml:9:41: [black] forbidden: unknown kind `double-tree`; ...
//!    9 | forbidden = ["overline", "double-four", "double-tree"]
//!      |                                         ^
//! ```

use crate::source_spot::{shown_line, SourceSpot};
use alloc::string::{String, ToString};
use core::fmt;

/// Where in a text file a mistake stands, what it is, and the line it is on: what a data
/// file's error carries besides the file's name, and how it is shown
/// ([`in_file`](Located::in_file)).
///
/// ```
/// use renju_vocab::Located;
///
/// let text = "name = \"my-rule\"\nsquare = 4\n";
/// let at = Located::of(text, 26, "[[move]] 1 square", "got 4");
/// assert_eq!((at.line, at.column, at.source_line.as_str()), (2, 10, "square = 4"));
/// assert_eq!(
///     at.in_file("openings/my-rule.toml").to_string(),
///     "openings/my-rule.toml:2:10: [[move]] 1 square: got 4\n   2 | square = 4\n     |          ^"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// The entry, e.g. `[black] forbidden` or `[[move]] 2 square`.
    pub entry: String,
    /// What is wrong.
    pub message: String,
    /// The text of the line pointed at (empty past the end of the text).
    pub source_line: String,
}

impl Located {
    /// The mistake `message` about `entry`, at byte `at` of `text` (cut back to a character
    /// boundary): its line and column, and the line's text.
    pub fn of(
        text: &str,
        at: usize,
        entry: impl fmt::Display,
        message: impl fmt::Display,
    ) -> Located {
        let SourceSpot {
            line,
            column,
            source_line,
        } = SourceSpot::of(text, at);
        Located {
            line,
            column,
            entry: entry.to_string(),
            message: message.to_string(),
            source_line,
        }
    }

    /// The mistake as an error shows it, in `file` (a path as messages name it):
    /// `file:line:column: entry: message`, then the line and a caret under the column (a line
    /// longer than [`SHOWN_LINE_CHARS`](crate::SHOWN_LINE_CHARS) is cut around the column,
    /// with `…` where it is cut).
    pub fn in_file<F: fmt::Display>(&self, file: F) -> InFile<'_, F> {
        InFile { file, at: self }
    }
}

/// A [`Located`] mistake shown with its file: what [`Located::in_file`] returns.
#[derive(Clone, Copy, Debug)]
pub struct InFile<'a, F> {
    file: F,
    at: &'a Located,
}

impl<F: fmt::Display> fmt::Display for InFile<'_, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.at;
        write!(
            f,
            "{}:{line}:{}: {}: {}\n{line:>4} | {}",
            self.file,
            at.column,
            at.entry,
            at.message,
            shown_line(&at.source_line, at.column),
            line = at.line,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::Located;
    use alloc::string::ToString;

    #[test]
    fn a_mistake_is_shown_with_its_file_line_column_and_a_caret() {
        let text = "a = 1\n  run = 5\n";
        let at = Located::of(text, 8, "run", "a run must be at least 5");
        assert_eq!((at.line, at.column), (2, 3));
        assert_eq!(
            at.in_file("x.toml").to_string(),
            "x.toml:2:3: run: a run must be at least 5\n   2 |   run = 5\n     |   ^"
        );
    }

    #[test]
    fn past_the_end_the_line_is_empty() {
        let at = Located::of("a = 1\n", 6, "end", "missing");
        assert_eq!((at.line, at.column, at.source_line.as_str()), (2, 1, ""));
        assert_eq!(
            at.in_file("y").to_string(),
            "y:2:1: end: missing\n   2 | \n     | ^"
        );
    }
}
