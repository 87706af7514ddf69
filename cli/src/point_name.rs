//! Point names typed by people (`h8`), with errors that say whether a name is off the board or
//! not a point name at all.

use renju::Point;

/// A point name that was not accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PointNameError {
    /// Shaped like a point (a letter and a row number) but past row 26, the last row of the
    /// largest board. (Whether a point is on a given board is the board's to say.)
    #[error("{0:?} is off every board: columns run a-z and rows 1-26")]
    OffBoard(String),
    /// A point on the board, but with an upper-case column letter.
    #[error("{0:?} is not a point name: columns are lower case, like {1:?}")]
    UpperCase(String, String),
    /// Not shaped like a point name.
    #[error("{0:?} is not a point name: a point is a column a-z and a row 1-26, like \"h8\"")]
    Malformed(String),
}

/// Reads a point name, `a1` .. `z26` (lower case, no spaces, no leading zero), on a board of
/// any size: whether the point is on the board at hand is checked where the board is built.
///
/// ```
/// use renju_cli::{parse_point, PointNameError};
/// assert_eq!(parse_point("h8").map(|p| p.to_string()), Ok("h8".to_string()));
/// assert_eq!(parse_point("t20").map(|p| p.to_string()), Ok("t20".to_string()));
/// assert!(matches!(parse_point("a27"), Err(PointNameError::OffBoard(_))));
/// assert!(matches!(parse_point("H8"), Err(PointNameError::UpperCase(..))));
/// assert!(matches!(parse_point("8h"), Err(PointNameError::Malformed(_))));
/// ```
#[inline]
pub fn parse_point(text: &str) -> Result<Point, PointNameError> {
    // The common case first, byte by byte: a column a-z and a row 1-26.
    let (col, row) = match *text.as_bytes() {
        [c @ b'a'..=b'z', r @ b'1'..=b'9'] => (c - b'a', r - b'1'),
        [c @ b'a'..=b'z', b'1', r @ b'0'..=b'9'] => (c - b'a', r - b'0' + 9),
        [c @ b'a'..=b'z', b'2', r @ b'0'..=b'6'] => (c - b'a', r - b'0' + 19),
        _ => return Err(name_error(text)),
    };
    Point::new(usize::from(col), usize::from(row)).ok_or_else(|| name_error(text))
}

/// What is wrong with `text`, which is not a point name.
#[cold]
fn name_error(text: &str) -> PointNameError {
    let mut chars = text.chars();
    let first = chars.next();
    let digits = chars.as_str();
    let row_shaped = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'));
    match first {
        Some(c) if c.is_ascii_lowercase() && row_shaped => {
            PointNameError::OffBoard(text.to_string())
        }
        Some(c) if c.is_ascii_uppercase() && row_shaped => {
            let lower = text.to_ascii_lowercase();
            if lower.parse::<Point>().is_ok() {
                PointNameError::UpperCase(text.to_string(), lower)
            } else {
                PointNameError::OffBoard(text.to_string())
            }
        }
        _ => PointNameError::Malformed(text.to_string()),
    }
}
