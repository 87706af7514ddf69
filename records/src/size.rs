//! Board sizes and point names: what every reader checks its points against.

pub use renju_vocab::{MAX_SIZE, MIN_SIZE};

/// The board side of Renju (RIF), and of the formats that know no other (RenjuNet XML,
/// RenLib, and by default a `moves` line).
pub const DEFAULT_SIZE: usize = renju_vocab::STANDARD_SIZE;

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
    if !renju_vocab::is_supported_size(columns) {
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
    renju_vocab::point_name(usize::from(col), usize::from(row)).to_string()
}

/// The last column letter of a board of side `size` (`o` for 15).
pub(crate) fn last_column(size: usize) -> char {
    renju_vocab::column_letter(size.clamp(1, MAX_SIZE) - 1).unwrap_or('z')
}
