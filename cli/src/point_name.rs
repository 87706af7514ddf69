//! Point names typed by people (`h8`), with errors that say whether a name is off the board or
//! not a point name at all.

use renju::Point;

/// A point name that was not accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PointNameError {
    /// Shaped like a point (a letter and a row number) but not on the 15x15 board.
    #[error("{0:?} is off the board: columns run a-o and rows 1-15")]
    OffBoard(String),
    /// A point on the board, but with an upper-case column letter.
    #[error("{0:?} is not a point name: columns are lower case, like {1:?}")]
    UpperCase(String, String),
    /// Not shaped like a point name.
    #[error("{0:?} is not a point name: a point is a column a-o and a row 1-15, like \"h8\"")]
    Malformed(String),
}

/// Reads a point name, `a1` .. `o15` (lower case, no spaces, no leading zero).
///
/// ```
/// use renju_cli::{parse_point, PointNameError};
/// assert_eq!(parse_point("h8").map(|p| p.to_string()), Ok("h8".to_string()));
/// assert!(matches!(parse_point("p1"), Err(PointNameError::OffBoard(_))));
/// assert!(matches!(parse_point("H8"), Err(PointNameError::UpperCase(..))));
/// assert!(matches!(parse_point("8h"), Err(PointNameError::Malformed(_))));
/// ```
pub fn parse_point(text: &str) -> Result<Point, PointNameError> {
    // The common case first, byte by byte: a column a-o and a row 1-15.
    let row = match *text.as_bytes() {
        [_, r @ b'1'..=b'9'] => Some(r - b'0'),
        [_, b'1', r @ b'0'..=b'5'] => Some(10 + r - b'0'),
        _ => None,
    };
    if let (Some(row), Some(c @ b'a'..=b'o')) = (row, text.as_bytes().first()) {
        if let Some(point) = Point::new(usize::from(c - b'a'), usize::from(row - 1)) {
            return Ok(point);
        }
    }
    let mut chars = text.chars();
    let first = chars.next();
    let digits = chars.as_str();
    let row_shaped = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'));
    match first {
        Some(c) if c.is_ascii_lowercase() && row_shaped => {
            Err(PointNameError::OffBoard(text.to_string()))
        }
        Some(c) if c.is_ascii_uppercase() && row_shaped => {
            let lower = text.to_ascii_lowercase();
            if lower.parse::<Point>().is_ok() {
                Err(PointNameError::UpperCase(text.to_string(), lower))
            } else {
                Err(PointNameError::OffBoard(text.to_string()))
            }
        }
        _ => Err(PointNameError::Malformed(text.to_string())),
    }
}
