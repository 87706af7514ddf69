//! Points and their names (`a1` .. `z26`), on a board of any supported size.

use crate::size::{BoardSize, MAX_SIZE};
use alloc::string::String;
use core::fmt;
use core::str::FromStr;

/// A point: column `a`..`z` (left to right), row `1`..`26` (bottom to top), on a board of up
/// to 26 points a side. A point does not know the board's size: whether it is on a given
/// board is [`Point::is_on`], and every board operation that takes a point checks it (an
/// error names the size).
///
/// Points order by row, then column (`a1 < b1 < … < z1 < a2`), which is the order of
/// forbidden maps.
///
/// ```
/// use renju::{Point, Size};
/// let p: Point = "h8".parse().unwrap();
/// assert_eq!((p.col(), p.row()), (7, 7));
/// assert_eq!(p.to_string(), "h8");
/// let t20: Point = "t20".parse().unwrap();
/// assert!(t20.is_on::<Size<20>>() && !t20.is_on::<Size<15>>());
/// assert!("a27".parse::<Point>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    // Row first, so the derived order is row-major.
    row: u8,
    col: u8,
}

impl Point {
    /// The point at 0-based `col` (0 = `a`) and `row` (0 = row `1`), if both are below 26.
    pub const fn new(col: usize, row: usize) -> Option<Point> {
        if col < MAX_SIZE && row < MAX_SIZE {
            Some(Point {
                col: col as u8,
                row: row as u8,
            })
        } else {
            None
        }
    }

    /// The point with row-major index `index` on a board of `size` points a side (`a1` = 0,
    /// `b1` = 1, …; on 15x15, `o15` = 224), if on that board.
    ///
    /// ```
    /// use renju::{point, Point};
    /// assert_eq!(Point::from_index(224, 15), Some(point!(o15)));
    /// assert_eq!(Point::from_index(20, 20), Some(point!(a2)));
    /// assert_eq!(Point::from_index(225, 15), None);
    /// ```
    pub const fn from_index(index: usize, size: usize) -> Option<Point> {
        if size == 0 || size > MAX_SIZE || index >= size * size {
            return None;
        }
        Point::new(index % size, index / size)
    }

    /// Every point of a board of size `S`, in row-major order.
    ///
    /// ```
    /// use renju::{Point, Size};
    /// assert_eq!(Point::all::<Size<15>>().count(), 225);
    /// assert_eq!(Point::all::<Size<20>>().last().unwrap().to_string(), "t20");
    /// ```
    pub fn all<S: BoardSize>() -> impl Iterator<Item = Point> {
        Point::all_of(S::N)
    }

    /// Every point of a board of `size` points a side (at most 26), in row-major order.
    pub fn all_of(size: usize) -> impl Iterator<Item = Point> {
        let size = size.min(MAX_SIZE);
        (0..size * size).filter_map(move |i| Point::from_index(i, size))
    }

    /// Whether the point is on a board of size `S`.
    #[inline(always)]
    pub const fn is_on<S: BoardSize>(self) -> bool {
        self.is_on_board_of(S::N)
    }

    /// Whether the point is on a board of `size` points a side.
    #[inline(always)]
    pub const fn is_on_board_of(self, size: usize) -> bool {
        (self.col as usize) < size && (self.row as usize) < size
    }

    /// 0-based column (0 = `a`).
    pub const fn col(self) -> usize {
        self.col as usize
    }

    /// 0-based row (0 = row `1`).
    pub const fn row(self) -> usize {
        self.row as usize
    }

    /// Row-major index on a board of `size` points a side: `row * size + col` (on 15x15,
    /// `0..225`). Meaningful for points on that board.
    ///
    /// ```
    /// use renju::point;
    /// assert_eq!(point!(h8).index(15), 112);
    /// assert_eq!(point!(a2).index(19), 19);
    /// ```
    pub const fn index(self, size: usize) -> usize {
        self.row as usize * size + self.col as usize
    }

    /// The point of bit `bit` of a point set's words (`row << shift | col`), which the caller
    /// knows to be on the board (the sets hold no other bits): no check.
    #[inline(always)]
    pub(crate) const fn of_set_bit(bit: usize, shift: usize) -> Point {
        let (col, row) = ((bit & ((1 << shift) - 1)) as u8, (bit >> shift) as u8);
        Point { row, col }
    }

    /// The point `steps` away along the direction with index `d` (`0..4`, in the order of
    /// [`Direction::ALL`](crate::direction::Direction::ALL)), which the caller knows to be on the board:
    /// no check, two multiply-adds.
    #[inline(always)]
    pub(crate) const fn along(self, d: usize, steps: i8) -> Point {
        // (columns, rows) per direction: `Direction::step`, as bytes.
        const STEPS: [(i8, i8); 4] = {
            let mut steps = [(0, 0); 4];
            let mut d = 0;
            while d < 4 {
                let (dc, dr) = crate::direction::Direction::ALL[d].step();
                steps[d] = (dc as i8, dr as i8);
                d += 1;
            }
            steps
        };
        let (dc, dr) = STEPS[d & 3];
        let col = self.col.wrapping_add_signed(dc * steps);
        let row = self.row.wrapping_add_signed(dr * steps);
        debug_assert!((col as usize) < MAX_SIZE && (row as usize) < MAX_SIZE);
        Point { row, col }
    }

    /// The point `steps` away along `(dc, dr)`, if its coordinates are still below 26 (whether
    /// it is on a given board is [`Point::is_on`]).
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
        renju_vocab::point_name(self.col(), self.row()).fmt(f)
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
            "{:?} is not a point: a point is a column a-z and a row 1-26, like \"h8\"",
            self.text
        )
    }
}

impl core::error::Error for ParsePointError {}

/// A point name refused by [`Point::parse_on`]: not a point name at all, or a point off the
/// board at hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PointOnBoardError {
    /// The text is not a point name (`a1` .. `z26`).
    NotAPoint(ParsePointError),
    /// The text names a point, but not one of the board's.
    OffBoard {
        /// The point named.
        point: Point,
        /// The board's side.
        size: usize,
    },
}

impl fmt::Display for PointOnBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PointOnBoardError::NotAPoint(error) => error.fmt(f),
            PointOnBoardError::OffBoard { point, size } => write_off_board(f, *point, *size),
        }
    }
}

impl core::error::Error for PointOnBoardError {}

/// Writes that `point` is off the board of `size` points a side, naming the board's columns
/// and rows: `t20 is off the 15x15 board (columns a-o, rows 1-15)`.
pub(crate) fn write_off_board(
    f: &mut fmt::Formatter<'_>,
    point: Point,
    size: usize,
) -> fmt::Result {
    write!(
        f,
        "{point} is off the {size}x{size} board (columns a-{}, rows 1-{size})",
        (b'a' + size.clamp(1, MAX_SIZE) as u8 - 1) as char
    )
}

impl Point {
    /// The point named `name` (`a1` .. `z26`: a lower-case column, then the row with no
    /// leading zero), or `None`. A `const fn`, so names can be checked at compile time; see
    /// [`point!`](crate::point!).
    ///
    /// ```
    /// use renju::Point;
    /// const H8: Point = match Point::from_name("h8") { Some(p) => p, None => panic!() };
    /// assert_eq!((H8.col(), H8.row()), (7, 7));
    /// assert_eq!(Point::from_name("o15"), Point::new(14, 14));
    /// assert_eq!(Point::from_name("z26"), Point::new(25, 25));
    /// for bad in ["", "h", "h0", "h08", "h27", "H8", "h8 ", "h99999999999999999999"] {
    ///     assert_eq!(Point::from_name(bad), None, "{bad:?}");
    /// }
    /// ```
    pub const fn from_name(name: &str) -> Option<Point> {
        match renju_vocab::parse_point_name(name) {
            Some((col, row)) => Point::new(col, row),
            None => None,
        }
    }

    /// The point named `name` on a board of `size` points a side, or the error that says
    /// which is wrong: the text is no point name (with what names look like), or the point
    /// is off that board (naming its columns and rows). The one parse every face does for a
    /// point typed against a board. (The side itself is the board's to check: a point is on
    /// every board wider than its column and row.)
    ///
    /// ```
    /// use renju::{Point, PointOnBoardError};
    /// assert_eq!(Point::parse_on("h8", 15), Ok(Point::new(7, 7).unwrap()));
    /// assert_eq!(
    ///     Point::parse_on("t20", 15).unwrap_err().to_string(),
    ///     "t20 is off the 15x15 board (columns a-o, rows 1-15)"
    /// );
    /// assert_eq!(Point::parse_on("t20", 20).map(|p| p.to_string()), Ok("t20".to_string()));
    /// let error = Point::parse_on("H8", 15).unwrap_err();
    /// assert!(matches!(error, PointOnBoardError::NotAPoint(_)));
    /// assert_eq!(
    ///     error.to_string(),
    ///     "\"H8\" is not a point: a point is a column a-z and a row 1-26, like \"h8\""
    /// );
    /// ```
    pub fn parse_on(name: &str, size: usize) -> Result<Point, PointOnBoardError> {
        let point: Point = name.parse().map_err(PointOnBoardError::NotAPoint)?;
        if point.is_on_board_of(size) {
            Ok(point)
        } else {
            Err(PointOnBoardError::OffBoard { point, size })
        }
    }
}

/// The point with the given name, checked at compile time: `point!(h8)` or `point!("h8")`.
///
/// ```
/// use renju::{point, Point};
/// const CENTRE: Point = point!(h8);
/// assert_eq!(CENTRE, "h8".parse().unwrap());
/// assert_eq!(point!("t20").to_string(), "t20");
/// ```
///
/// A name that is no point does not compile:
///
/// ```compile_fail
/// let p = renju::point!(a27);
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
                ::core::panic!("not a point: a column a-z and a row 1-26, like h8")
            }
        };
        POINT
    }};
}

impl FromStr for Point {
    type Err = ParsePointError;

    /// Reads `a1` .. `z26` (lower case, no spaces, no leading zero).
    fn from_str(text: &str) -> Result<Point, ParsePointError> {
        Point::from_name(text).ok_or_else(|| ParsePointError { text: text.into() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn parse_on_reads_points_of_the_board_and_says_what_is_wrong() {
        // h8: column h is the 8th letter, row 8: (7, 7) from 0.
        let h8 = Point::parse_on("h8", 15).expect("h8 is on 15x15");
        assert_eq!((h8.col(), h8.row()), (7, 7));
        // p is the 16th column: off 15x15, on 16x16.
        assert_eq!(
            Point::parse_on("p1", 15),
            Err(PointOnBoardError::OffBoard {
                point: Point::new(15, 0).unwrap(),
                size: 15
            })
        );
        assert_eq!(
            Point::parse_on("p1", 15).unwrap_err().to_string(),
            "p1 is off the 15x15 board (columns a-o, rows 1-15)"
        );
        assert_eq!(Point::parse_on("p1", 16), Ok(Point::new(15, 0).unwrap()));
        // A leading zero is not a name.
        assert_eq!(
            Point::parse_on("h08", 15),
            Err(PointOnBoardError::NotAPoint(ParsePointError {
                text: "h08".into()
            }))
        );
        // z26, the last point of the largest board, is on it only.
        assert_eq!(Point::parse_on("z26", 26), Ok(Point::new(25, 25).unwrap()));
        for size in 5..26 {
            assert!(matches!(
                Point::parse_on("z26", size),
                Err(PointOnBoardError::OffBoard { size: s, .. }) if s == size
            ));
        }
        assert_eq!(
            Point::parse_on("z26", 25).unwrap_err().to_string(),
            "z26 is off the 25x25 board (columns a-y, rows 1-25)"
        );
    }
}
