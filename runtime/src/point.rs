//! Points of the 15x15 board and their names (`a1` .. `o15`).

use std::fmt;
use std::str::FromStr;

/// Points on a side of the board.
pub const SIZE: usize = 15;

/// A point of the board: column `a`..`o` (left to right), row `1`..`15` (bottom to top).
///
/// Points order by row, then column (`a1 < b1 < … < o1 < a2`), which is the order of
/// forbidden maps.
///
/// ```
/// use renju::Point;
/// let p: Point = "h8".parse().unwrap();
/// assert_eq!((p.col(), p.row()), (7, 7));
/// assert_eq!(p.to_string(), "h8");
/// assert!("p1".parse::<Point>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    // Row first, so the derived order is row-major.
    row: u8,
    col: u8,
}

impl Point {
    /// The point at 0-based `col` (0 = `a`) and `row` (0 = row `1`), if on the board.
    pub const fn new(col: usize, row: usize) -> Option<Point> {
        if col < SIZE && row < SIZE {
            Some(Point {
                col: col as u8,
                row: row as u8,
            })
        } else {
            None
        }
    }

    /// The point with row-major index `0..225` (`a1` = 0, `b1` = 1, …, `o15` = 224).
    pub const fn from_index(index: usize) -> Option<Point> {
        Point::new(index % SIZE, index / SIZE)
    }

    /// Every point, in row-major order.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..SIZE * SIZE).filter_map(Point::from_index)
    }

    /// 0-based column (0 = `a`).
    pub const fn col(self) -> usize {
        self.col as usize
    }

    /// 0-based row (0 = row `1`).
    pub const fn row(self) -> usize {
        self.row as usize
    }

    /// Row-major index `0..225`.
    pub const fn index(self) -> usize {
        self.row as usize * SIZE + self.col as usize
    }

    /// The point `steps` away along `(dc, dr)`, if still on the board.
    pub fn offset(self, (dc, dr): (isize, isize), steps: isize) -> Option<Point> {
        let col = self.col as isize + dc * steps;
        let row = self.row as isize + dr * steps;
        if col < 0 || row < 0 {
            return None;
        }
        Point::new(col as usize, row as usize)
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col) as char, self.row + 1)
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

/// A point name that is not on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePointError {
    /// The text that was given.
    pub text: String,
}

impl fmt::Display for ParsePointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a point: a point is a column a-o and a row 1-15, like \"h8\"",
            self.text
        )
    }
}

impl std::error::Error for ParsePointError {}

impl FromStr for Point {
    type Err = ParsePointError;

    /// Reads `a1` .. `o15` (lower case, no spaces, no leading zero).
    fn from_str(text: &str) -> Result<Point, ParsePointError> {
        let err = || ParsePointError { text: text.into() };
        let mut chars = text.chars();
        let col = match chars.next() {
            Some(c @ 'a'..='o') => c as usize - 'a' as usize,
            _ => return Err(err()),
        };
        let digits = chars.as_str();
        if digits.is_empty()
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(err());
        }
        let row: usize = digits.parse().map_err(|_| err())?;
        if row == 0 {
            return Err(err());
        }
        Point::new(col, row - 1).ok_or_else(err)
    }
}
