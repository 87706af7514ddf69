//! Board diagrams: `N` rows of `N` points, `.`, `X` (black) and `O` (white) (or `x`, `o`), the top row
//! (row `N`) first, with optional row numbers and column letters. A 15x15 board:
//!
//! ```text
//!    a b c d e f g h i j k l m n o
//! 15 . . . . . . . . . . . . . . . 15
//!  …
//!  8 . . . . . X X . . . . . . . .  8
//!  …
//!  1 . . . . . . . . . . . . . . .  1
//!    a b c d e f g h i j k l m n o
//! ```

use crate::board::{Board, MoveError};
use crate::point::Point;
use crate::size::BoardSize;
use alloc::{
    format,
    string::{String, ToString},
};
use core::fmt;
use renju_vocab::{Color, ForbiddenKind};

/// The column letters of a board of `n` points a side, as a diagram's line of them.
fn column_line(n: usize) -> String {
    let mut line = String::from("  ");
    for c in (b'a'..).take(n) {
        line.push(' ');
        line.push(c as char);
    }
    line
}

/// The side of the board a diagram draws: its number of rows (lines that are neither blank
/// nor column letters), or `None` if that is no supported size. What a reader of diagrams of
/// any size uses to choose the board's size before [`Board::from_diagram`].
///
/// ```
/// use renju::{diagram, Board, Size};
/// let board = Board::<Size<19>>::new();
/// assert_eq!(diagram::rows_of(&board.to_string()), Some(19));
/// assert_eq!(diagram::rows_of("X O\n. ."), None);
/// ```
pub fn rows_of(text: &str) -> Option<usize> {
    crate::size::SizeError::check(row_count(text)).ok()
}

/// The number of rows a diagram draws: its lines that are neither blank nor column letters,
/// whatever their number.
///
/// ```
/// assert_eq!(renju::diagram::row_count("X O\n. .\n\n"), 2);
/// ```
pub fn row_count(text: &str) -> usize {
    rows(text).count()
}

/// The rows of a diagram: (0-based line number, the line trimmed), blank lines and column
/// letters left out.
fn rows(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .map(str::trim)
        .enumerate()
        .filter(|(_, line)| !line.is_empty() && !is_column_letters(line))
}

/// A diagram that could not be read, with the 1-based line it went wrong on (0 when the
/// problem is the diagram as a whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramError {
    /// 1-based line of the text (0: the whole diagram).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "board diagram: {}", self.message)
        } else {
            write!(f, "board diagram, line {}: {}", self.line, self.message)
        }
    }
}

impl core::error::Error for DiagramError {}

impl<S: BoardSize> Board<S> {
    /// Reads a board diagram: `N` rows of `N` points each (`.` empty, `X` or `x` black, `O`
    /// or `o` white, as board strings take them), row `N` first. Spaces between points, row
    /// numbers at either end of a row, lines of column letters and blank lines are allowed.
    /// Row numbers, where given, must be right. A diagram of another number of rows is
    /// refused as such before any row is read.
    ///
    /// ```
    /// use renju::{Board, Color, Point};
    /// let mut text = String::new();
    /// for row in (1..=15).rev() {
    ///     let line = if row == 8 { "....... X O . . . . . ." } else { "..............." };
    ///     text += &format!("{row:2} {line}\n");
    /// }
    /// let board: Board = Board::from_diagram(&text).unwrap();
    /// assert_eq!(board.get("h8".parse().unwrap()), Some(Color::Black));
    /// assert_eq!(board.get("i8".parse().unwrap()), Some(Color::White));
    /// assert_eq!(Board::from_diagram(&board.to_string()), Ok(board.clone()));
    /// assert_eq!(Board::from_diagram(&text.to_lowercase()), Ok(board));
    /// ```
    pub fn from_diagram(text: &str) -> Result<Board<S>, DiagramError> {
        let mut board = Board::<S>::new();
        read_diagram(text, S::N, &mut |p, color| board.place(p, color))?;
        Ok(board)
    }
}

/// Reads the diagram of a board of `n` points a side (see [`Board::from_diagram`]), handing
/// each stone to `place`: the parsing is the same code for every size, only `place` is a
/// size's own.
fn read_diagram(
    text: &str,
    n: usize,
    place: &mut dyn FnMut(Point, Color) -> Result<(), MoveError>,
) -> Result<(), DiagramError> {
    // The number of rows first: the rows of a diagram of another size would be read
    // against this one's (a 5x5 diagram's first row is no "row 15 of 5 points").
    let count = row_count(text);
    if count != n {
        // Past the last row, at the first extra one; short, the diagram as a whole.
        let line = rows(text).nth(n).map_or(0, |(i, _)| i + 1);
        return Err(DiagramError {
            line,
            message: format!("found {count} rows; a {n}x{n} diagram has {n}"),
        });
    }
    for (rows, (i, line)) in rows(text).enumerate() {
        let err = |message: String| DiagramError {
            line: i + 1,
            message,
        };
        let row = n - 1 - rows;
        let (number_left, rest) = split_number(line, false);
        let (number_right, cells) = split_number(rest, true);
        for number in [number_left, number_right].into_iter().flatten() {
            // A label too long for a number (it overflows) is wrong like `99`, not
            // taken for no label.
            if number.parse::<usize>().ok() != Some(row + 1) {
                return Err(err(format!(
                    "this row is labelled {number}, but it is row {} (rows run from {n} at the top to 1)",
                    row + 1
                )));
            }
        }
        let mut col = 0;
        for c in cells.chars().filter(|c| !c.is_whitespace()) {
            let color = match c {
                '.' => None,
                'X' | 'x' => Some(Color::Black),
                'O' | 'o' => Some(Color::White),
                other => {
                    return Err(err(format!(
                        "{other:?} is not a point; use `.` (empty), `X` or `x` (black), `O` or `o` (white)"
                    )))
                }
            };
            if col == n {
                return Err(err(format!("row {} has more than {n} points", row + 1)));
            }
            if let (Some(color), Some(p)) = (color, Point::new(col, row)) {
                place(p, color).map_err(|e| err(e.to_string()))?;
            }
            col += 1;
        }
        if col != n {
            return Err(err(format!(
                "row {} has {col} points; a row has {n}",
                row + 1
            )));
        }
    }
    Ok(())
}

/// Whether `line` is a diagram's line of column letters: `a`, `b`, … in order (5 to 26).
fn is_column_letters(line: &str) -> bool {
    let letters: String = line.chars().filter(|c| !c.is_whitespace()).collect();
    letters.len() >= crate::size::MIN_SIZE && "abcdefghijklmnopqrstuvwxyz".starts_with(&letters)
}

/// Splits a leading (or trailing) row label, its digits as written, off `line`.
fn split_number(line: &str, trailing: bool) -> (Option<&str>, &str) {
    let digits = if trailing {
        line.len() - line.trim_end_matches(|c: char| c.is_ascii_digit()).len()
    } else {
        line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len()
    };
    if digits == 0 {
        return (None, line);
    }
    let (number, rest) = if trailing {
        let (rest, number) = line.split_at(line.len() - digits);
        (number, rest)
    } else {
        line.split_at(digits)
    };
    (Some(number), rest.trim())
}

/// The character that marks an empty point forbidden for `kind` on a drawn board: `3`
/// double-three, `4` double-four, `6` overline (the marks of `renju check` and of the
/// bindings' diagrams; pass them to [`render`]): the kind's row of [`renju_vocab::KINDS`].
///
/// ```
/// use renju::{diagram, ForbiddenKind};
/// assert_eq!(diagram::mark(ForbiddenKind::DoubleThree), '3');
/// assert_eq!(diagram::mark(ForbiddenKind::Overline), '6');
/// ```
pub const fn mark(kind: ForbiddenKind) -> char {
    kind.mark()
}

/// Draws `board` with row numbers and column letters, each point `marks` names drawn with
/// its character instead of `.`.
pub fn render<S: BoardSize>(board: &Board<S>, marks: &[(Point, char)]) -> String {
    let columns = column_line(S::N);
    let mut out = String::new();
    out.push_str(&columns);
    out.push('\n');
    for row in (0..S::N).rev() {
        out.push_str(&format!("{:2}", row + 1));
        for col in 0..S::N {
            let Some(p) = Point::new(col, row) else {
                continue;
            };
            let mark = marks.iter().find(|(m, _)| *m == p).map(|&(_, c)| c);
            let c = match (board.get(p), mark) {
                (Some(Color::Black), _) => 'X',
                (Some(Color::White), _) => 'O',
                (None, Some(m)) => m,
                (None, None) => '.',
            };
            out.push(' ');
            out.push(c);
        }
        out.push_str(&format!(" {:>2}\n", row + 1));
    }
    out.push_str(&columns);
    out.push('\n');
    out
}

impl<S: BoardSize> fmt::Debug for Board<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(\n{})", render(self, &[]))
    }
}

impl<S: BoardSize> fmt::Display for Board<S> {
    /// The board as a diagram that [`Board::from_diagram`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(self, &[]))
    }
}
