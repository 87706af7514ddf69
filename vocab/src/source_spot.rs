//! Where a mistake stands in a data file, and how an error shows it: the line and column of a
//! byte offset, the line itself, and a caret under the column. Rule files (`renju-codegen`)
//! and opening-rule files (`renju-referee`) are refused in this one shape:
//!
//! ```text
//! rules-spec/renju.toml:9:41: [black] forbidden: unknown kind `double-tree`; ...
//!    9 | forbidden = ["overline", "double-four", "double-tree"]
//!      |                                         ^
//! ```

use alloc::format;
use alloc::string::{String, ToString};

/// The most characters of a line an error shows: past this, the part around the column (a
/// file of one long line, or nested a thousand deep, would otherwise be repeated whole).
pub const SHOWN_LINE_CHARS: usize = 100;

/// A place in a text: 1-based line and column (in characters), and the line's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceSpot {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// The text of the line (empty past the end of the text).
    pub source_line: String,
}

impl SourceSpot {
    /// The spot of byte `at` of `text` (cut back to a character boundary).
    ///
    /// ```
    /// use renju_vocab::SourceSpot;
    /// let spot = SourceSpot::of("name = \"rif\"\nsquare = 4\n", 22);
    /// assert_eq!((spot.line, spot.column, spot.source_line.as_str()), (2, 10, "square = 4"));
    /// ```
    pub fn of(text: &str, at: usize) -> SourceSpot {
        let before = prefix(text, at);
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let source_line = text[line_start..]
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        SourceSpot {
            line,
            column,
            source_line,
        }
    }
}

/// The text before byte `at`, cut back to a character boundary.
pub fn prefix(text: &str, at: usize) -> &str {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    &text[..at]
}

/// The line as an error shows it, then the line with the caret under `column` (1-based): the
/// whole line when it is at most [`SHOWN_LINE_CHARS`] long, else that many characters around
/// the column, with `…` at each end that is cut.
///
/// ```
/// assert_eq!(renju_vocab::shown_line("run = 5", 7), "run = 5\n     |       ^");
/// ```
pub fn shown_line(line: &str, column: usize) -> String {
    let chars: alloc::vec::Vec<char> = line.chars().collect();
    let at = column.saturating_sub(1);
    let (start, end) = if chars.len() <= SHOWN_LINE_CHARS {
        (0, chars.len())
    } else {
        let start = at
            .saturating_sub(SHOWN_LINE_CHARS / 2)
            .min(chars.len() - SHOWN_LINE_CHARS);
        (start, start + SHOWN_LINE_CHARS)
    };
    let mut shown = String::new();
    if start > 0 {
        shown.push('…');
    }
    shown.extend(&chars[start..end]);
    if end < chars.len() {
        shown.push('…');
    }
    let caret = at - start + usize::from(start > 0);
    format!("{shown}\n     | {:caret$}^", "")
}

#[cfg(test)]
mod tests {
    use super::{shown_line, SHOWN_LINE_CHARS};
    use alloc::format;
    use alloc::string::String;

    #[test]
    fn a_short_line_is_shown_whole_with_the_caret_under_its_column() {
        assert_eq!(shown_line("run = 5", 7), "run = 5\n     |       ^");
        assert_eq!(shown_line("", 1), "\n     | ^");
    }

    #[test]
    fn a_long_line_is_cut_around_its_column() {
        // 300 characters: a..z repeated; the column in the middle, at the start and at the end.
        let line: String = (0..300)
            .map(|i| char::from(b'a' + (i % 26) as u8))
            .collect();
        let middle = shown_line(&line, 151);
        let (text, caret) = middle.split_once('\n').expect("two lines");
        // Cut at both ends: 100 characters from the 101st (column 151 - 50), between two `…`.
        assert_eq!(text, format!("…{}…", &line[100..200]));
        // The caret stands under the character of column 151 (`line[150]`): after `…` and 50.
        assert_eq!(caret, format!("     | {}^", " ".repeat(51)));
        assert_eq!(text.chars().nth(51), line.chars().nth(150));

        let first = shown_line(&line, 1);
        assert_eq!(first, format!("{}…\n     | ^", &line[..SHOWN_LINE_CHARS]));
        let last = shown_line(&line, 300);
        let (text, caret) = last.split_once('\n').expect("two lines");
        assert_eq!(text, format!("…{}", &line[200..]));
        assert_eq!(caret, format!("     | {}^", " ".repeat(100)));
    }

    #[test]
    fn the_cut_counts_characters_not_bytes() {
        let line = "é".repeat(300);
        let shown = shown_line(&line, 120);
        let (text, caret) = shown.split_once('\n').expect("two lines");
        assert_eq!(text.chars().count(), SHOWN_LINE_CHARS + 2);
        assert_eq!(caret.chars().count(), "     | ".len() + 1 + 50 + 1);
    }
}
