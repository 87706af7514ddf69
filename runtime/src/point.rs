//! Points of the 15x15 board and their names (`a1` .. `o15`).

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

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

    /// The point of bit `bit` of a [`PointSet`](crate::PointSet)'s words (`16 * row + col`),
    /// which the caller knows to be on the board (the sets hold no other bits): no check.
    #[inline(always)]
    pub(crate) const fn of_set_bit(bit: usize) -> Point {
        let (col, row) = ((bit & 15) as u8, (bit >> 4 & 15) as u8);
        debug_assert!((col as usize) < SIZE && (row as usize) < SIZE);
        Point { row, col }
    }

    /// The point `steps` away along the direction with index `d` (`0..4`, in the order of
    /// [`Direction::ALL`](crate::Direction::ALL)), which the caller knows to be on the board:
    /// no check, two multiply-adds.
    #[inline(always)]
    pub(crate) const fn along(self, d: usize, steps: i8) -> Point {
        // (columns, rows) per direction: `Direction::step`, as bytes.
        const STEPS: [(i8, i8); 4] = {
            let mut steps = [(0, 0); 4];
            let mut d = 0;
            while d < 4 {
                let (dc, dr) = crate::Direction::ALL[d].step();
                steps[d] = (dc as i8, dr as i8);
                d += 1;
            }
            steps
        };
        let (dc, dr) = STEPS[d & 3];
        let col = self.col.wrapping_add_signed(dc * steps);
        let row = self.row.wrapping_add_signed(dr * steps);
        debug_assert!((col as usize) < SIZE && (row as usize) < SIZE);
        Point { row, col }
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

impl core::error::Error for ParsePointError {}

impl Point {
    /// The point named `name` (`a1` .. `o15`: a lower-case column, then the row with no
    /// leading zero), or `None`. A `const fn`, so names can be checked at compile time; see
    /// [`point!`](crate::point!).
    ///
    /// ```
    /// use renju::Point;
    /// const H8: Point = match Point::from_name("h8") { Some(p) => p, None => panic!() };
    /// assert_eq!((H8.col(), H8.row()), (7, 7));
    /// assert_eq!(Point::from_name("o15"), Point::new(14, 14));
    /// for bad in ["", "h", "h0", "h08", "h16", "p1", "H8", "h8 ", "h99999999999999999999"] {
    ///     assert_eq!(Point::from_name(bad), None, "{bad:?}");
    /// }
    /// ```
    pub const fn from_name(name: &str) -> Option<Point> {
        let bytes = name.as_bytes();
        // A column letter and one or two digits.
        if bytes.len() < 2 || bytes.len() > 3 {
            return None;
        }
        let col = match bytes[0] {
            c @ b'a'..=b'o' => (c - b'a') as usize,
            _ => return None,
        };
        let mut row = 0usize;
        let mut i = 1;
        while i < bytes.len() {
            match bytes[i] {
                d @ b'0'..=b'9' => row = row * 10 + (d - b'0') as usize,
                _ => return None,
            }
            i += 1;
        }
        if bytes[1] == b'0' || row == 0 {
            return None;
        }
        Point::new(col, row - 1)
    }
}

/// The point with the given name, checked at compile time: `point!(h8)` or `point!("h8")`.
///
/// ```
/// use renju::{point, Point};
/// const CENTRE: Point = point!(h8);
/// assert_eq!(CENTRE, "h8".parse().unwrap());
/// assert_eq!(point!("o15").index(), 224);
/// ```
///
/// A name that is not on the board does not compile:
///
/// ```compile_fail
/// let p = renju::point!(p16);
/// ```
#[macro_export]
macro_rules! point {
    ($name:ident) => {
        $crate::point!(::core::stringify!($name))
    };
    ($name:expr) => {{
        const POINT: $crate::Point = match $crate::Point::from_name($name) {
            Some(p) => p,
            None => {
                ::core::panic!("not a point of the board: a column a-o and a row 1-15, like h8")
            }
        };
        POINT
    }};
}

impl FromStr for Point {
    type Err = ParsePointError;

    /// Reads `a1` .. `o15` (lower case, no spaces, no leading zero).
    fn from_str(text: &str) -> Result<Point, ParsePointError> {
        Point::from_name(text).ok_or_else(|| ParsePointError { text: text.into() })
    }
}
