//! Board sizes and point names: what every reader checks its points against.

/// The smallest board side a record may have.
pub const MIN_SIZE: usize = 5;

/// The largest board side a record may have (columns `a`..`z`).
pub const MAX_SIZE: usize = 26;

/// The board side of Renju (RIF), and of the formats that know no other (RenjuNet XML,
/// RenLib, and by default a `moves` line).
pub const DEFAULT_SIZE: usize = 15;

/// The side of a `columns` x `rows` board, if it is square and from [`MIN_SIZE`] to
/// [`MAX_SIZE`]; else why not.
///
/// ```
/// use renju_records::check_size;
/// assert_eq!(check_size(20, 20), Ok(20));
/// assert_eq!(check_size(19, 15).unwrap_err(), "a 19x15 board is not square");
/// assert_eq!(check_size(30, 30).unwrap_err(), "a 30x30 board: sizes from 5x5 to 26x26 are read");
/// ```
pub fn check_size(columns: usize, rows: usize) -> Result<usize, String> {
    if columns != rows {
        return Err(format!("a {columns}x{rows} board is not square"));
    }
    if !(MIN_SIZE..=MAX_SIZE).contains(&columns) {
        return Err(format!(
            "a {columns}x{rows} board: sizes from {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE} are read"
        ));
    }
    Ok(columns)
}

/// The name of the point at 0-based `col` and `row`: the column letter, then the 1-based row
/// (`h8` for 7, 7; `z26` for 25, 25).
///
/// ```
/// assert_eq!(renju_records::point_name(7, 7), "h8");
/// assert_eq!(renju_records::point_name(25, 25), "z26");
/// ```
pub fn point_name(col: u8, row: u8) -> String {
    format!("{}{}", char::from(b'a' + col), u32::from(row) + 1)
}

/// The last column letter of a board of side `size` (`o` for 15).
pub(crate) fn last_column(size: usize) -> char {
    char::from(b'a' + (size.clamp(1, MAX_SIZE) - 1) as u8)
}
