//! Board sizes and point names: the numbers every part of the project agrees on.
//!
//! A board is square, 5 to 26 points a side (26 because columns are the letters `a`..`z`);
//! Renju is played on 15x15 (RIF article 1). A point is named by its column letter, `a` on
//! the left, and its row number, `1` at the bottom, without a leading zero: `h8` is the centre
//! of the 15x15 board, `z26` the top right corner of the largest.
//!
//! Which size a position is judged on comes from three places: its own (a record's `SZ`, a
//! JSON position's `"size"`, a diagram's rows), the one the caller asks for (`--size`, a
//! request's `"size"`), and the rule's usual board. [`resolve_size`] decides, under a
//! [`SizePolicy`] that names the one exception (a batch of lines, where each line's own size
//! wins over the one asked for the batch).
//!
//! ```
//! use renju_vocab::{point_name, parse_point_name, resolve_size, SizePolicy, STANDARD_SIZE};
//! assert_eq!(point_name(7, 7).to_string(), "h8");
//! assert_eq!(parse_point_name("z26"), Some((25, 25)));
//! assert_eq!(resolve_size(None, None, STANDARD_SIZE, SizePolicy::OwnMustAgree), Ok(15));
//! ```

use core::fmt;
use core::ops::RangeInclusive;

/// The fewest points a side of a board may have.
pub const MIN_SIZE: usize = 5;

/// The most points a side of a board may have (columns `a`..`z`).
pub const MAX_SIZE: usize = 26;

/// The side of the board Renju is played on (RIF article 1), and the default everywhere.
pub const STANDARD_SIZE: usize = 15;

/// Every supported side, smallest first.
pub const SIZES: RangeInclusive<usize> = MIN_SIZE..=MAX_SIZE;

/// Whether a board of `size` points a side is supported ([`MIN_SIZE`]..=[`MAX_SIZE`]).
///
/// ```
/// assert!(renju_vocab::is_supported_size(19));
/// assert!(!renju_vocab::is_supported_size(4) && !renju_vocab::is_supported_size(27));
/// ```
pub const fn is_supported_size(size: usize) -> bool {
    MIN_SIZE <= size && size <= MAX_SIZE
}

/// The letter of column `col` (0 is `a`), or `None` past `z`.
///
/// ```
/// assert_eq!(renju_vocab::column_letter(14), Some('o'));
/// assert_eq!(renju_vocab::column_letter(26), None);
/// ```
pub const fn column_letter(col: usize) -> Option<char> {
    if col < MAX_SIZE {
        Some((b'a' + col as u8) as char)
    } else {
        None
    }
}

/// The name of the point at 0-based `col` and `row` (`h8` for 7, 7), as something to write
/// or format; columns past `z` are drawn as `?`.
pub const fn point_name(col: usize, row: usize) -> PointName {
    PointName { col, row }
}

/// A point's name, written without allocating: see [`point_name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointName {
    col: usize,
    row: usize,
}

impl fmt::Display for PointName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = column_letter(self.col).unwrap_or('?');
        write!(f, "{letter}{}", self.row + 1)
    }
}

/// The 0-based (column, row) of the point named `name` (`a1` .. `z26`: a lower-case column
/// letter, then the row from 1 with no leading zero), or `None`. Whether the point is on a
/// given board is the caller's to check. A `const fn`, so names can be checked at compile time.
///
/// ```
/// use renju_vocab::parse_point_name;
/// assert_eq!(parse_point_name("h8"), Some((7, 7)));
/// assert_eq!(parse_point_name("a26"), Some((0, 25)));
/// for bad in ["", "h", "h0", "h08", "h27", "H8", "h8 ", "h999"] {
///     assert_eq!(parse_point_name(bad), None, "{bad:?}");
/// }
/// ```
pub const fn parse_point_name(name: &str) -> Option<(usize, usize)> {
    let bytes = name.as_bytes();
    // A column letter and one or two digits.
    if bytes.len() < 2 || bytes.len() > 3 {
        return None;
    }
    let col = match bytes[0] {
        c @ b'a'..=b'z' => (c - b'a') as usize,
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
    if bytes[1] == b'0' || row == 0 || row > MAX_SIZE {
        return None;
    }
    Some((col, row - 1))
}

/// How a position's own size and the size asked for combine in [`resolve_size`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizePolicy {
    /// The input's own size and the one asked for must agree when both are given: a single
    /// position or record (`renju check`, `explain`, `replay`, the server, the bindings).
    OwnMustAgree,
    /// The input's own size wins over the one asked for, which only fills in for inputs that
    /// name none: each line of a batch (`renju batch --size 19` still judges a line that says
    /// `"size": 15` on 15x15), so that one file may hold positions of several sizes.
    OwnWins,
}

/// Why no board size could be settled on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeChoiceError {
    /// The input says one size and the caller asked for another ([`SizePolicy::OwnMustAgree`]).
    Conflict {
        /// The input's own size.
        own: usize,
        /// The size asked for.
        asked: usize,
    },
    /// The size settled on is not supported ([`is_supported_size`]).
    Unsupported(usize),
}

impl fmt::Display for SizeChoiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SizeChoiceError::Conflict { own, asked } => write!(
                f,
                "the input's board is {own}x{own}, but {asked}x{asked} is asked for"
            ),
            SizeChoiceError::Unsupported(size) => write!(
                f,
                "board size {size} is not supported: a side has {MIN_SIZE} to {MAX_SIZE} points"
            ),
        }
    }
}

impl core::error::Error for SizeChoiceError {}

/// The side of the board a position is judged on: its `own` size (what the input says), else
/// the one `asked` for, else the rule's usual board (`rule_board`); under `policy` when both
/// `own` and `asked` are given. An error for a conflict or an unsupported result.
///
/// ```
/// use renju_vocab::{resolve_size, SizeChoiceError, SizePolicy::*};
/// assert_eq!(resolve_size(Some(20), None, 15, OwnMustAgree), Ok(20));
/// assert_eq!(resolve_size(None, Some(19), 15, OwnMustAgree), Ok(19));
/// assert_eq!(resolve_size(None, None, 20, OwnMustAgree), Ok(20));
/// assert_eq!(
///     resolve_size(Some(20), Some(15), 15, OwnMustAgree),
///     Err(SizeChoiceError::Conflict { own: 20, asked: 15 })
/// );
/// // A batch: the line's own size wins.
/// assert_eq!(resolve_size(Some(20), Some(15), 15, OwnWins), Ok(20));
/// assert_eq!(resolve_size(None, Some(30), 15, OwnWins), Err(SizeChoiceError::Unsupported(30)));
/// ```
pub const fn resolve_size(
    own: Option<usize>,
    asked: Option<usize>,
    rule_board: usize,
    policy: SizePolicy,
) -> Result<usize, SizeChoiceError> {
    let size = match (own, asked) {
        (Some(own), Some(asked)) => {
            if own != asked && matches!(policy, SizePolicy::OwnMustAgree) {
                return Err(SizeChoiceError::Conflict { own, asked });
            }
            own
        }
        (Some(size), None) | (None, Some(size)) => size,
        (None, None) => rule_board,
    };
    if is_supported_size(size) {
        Ok(size)
    } else {
        Err(SizeChoiceError::Unsupported(size))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn every_point_name_reads_back_as_its_point() {
        for col in 0..MAX_SIZE {
            for row in 0..MAX_SIZE {
                let name = point_name(col, row).to_string();
                assert_eq!(parse_point_name(&name), Some((col, row)), "{name}");
            }
        }
        assert_eq!(point_name(25, 25).to_string(), "z26");
        assert_eq!(parse_point_name("a27"), None);
    }

    #[test]
    fn the_size_range_is_that_of_the_column_letters() {
        assert_eq!(SIZES.count(), 22);
        assert_eq!(column_letter(MAX_SIZE - 1), Some('z'));
        assert!(SIZES.contains(&STANDARD_SIZE));
    }
}
