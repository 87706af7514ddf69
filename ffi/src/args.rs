//! Reading C arguments: rule ids, colours, points, cell arrays and buffers, each checked, with
//! an error naming the function, the argument and its value.

use crate::codes::*;
use crate::engine::{rules, POINTS};
use crate::error::Error;
use renju::cells::{first_bad_cell, CellError};
use renju::{Color, Point, Rule};

/// The rule with id `rule`.
pub(crate) fn rule(function: &str, rule: i32) -> Result<&'static Rule, Error> {
    usize::try_from(rule)
        .ok()
        .and_then(|i| rules().get(i))
        .ok_or_else(|| {
            Error::new(
                RENJU_ERR_BAD_RULE,
                format!(
                    "{function}: rule {rule} is not a rule id (0 .. {})",
                    rules().len() - 1
                ),
            )
        })
}

/// The colour numbered `colour` (1 black, 2 white).
pub(crate) fn colour(function: &str, colour: i32) -> Result<Color, Error> {
    match colour {
        1 => Ok(Color::Black),
        2 => Ok(Color::White),
        _ => Err(Error::new(
            RENJU_ERR_BAD_COLOUR,
            format!("{function}: colour {colour} is not 1 (black) or 2 (white)"),
        )),
    }
}

/// The point numbered `point` (row * 15 + col).
pub(crate) fn point(function: &str, point: i32) -> Result<Point, Error> {
    usize::try_from(point)
        .ok()
        .and_then(Point::from_index)
        .ok_or_else(|| {
            Error::new(
                RENJU_ERR_BAD_POINT,
                format!("{function}: point {point} is off the board (0 .. 224, row * 15 + col)"),
            )
        })
}

/// Checks that every one of `n` boards of `cells` holds only 0, 1 and 2.
pub(crate) fn check_cells(function: &str, cells: &[u8]) -> Result<(), Error> {
    match first_bad_cell(cells) {
        None => Ok(()),
        Some(CellError { index: i, value }) => {
            let (board, cell) = (i / POINTS, i % POINTS);
            let which = if cells.len() > POINTS {
                format!("board {board}, cells[{cell}]")
            } else {
                format!("cells[{cell}]")
            };
            Err(Error::new(
                RENJU_ERR_BAD_CELL,
                format!(
                    "{function}: {which} (col {}, row {}) is {value}, not 0 (empty), 1 (black) or 2 (white)",
                    cell % 15,
                    cell / 15
                ),
            ))
        }
    }
}

/// Checks that the pointer argument `what` of `function` is not NULL.
pub(crate) fn not_null<T>(function: &str, what: &str, pointer: *const T) -> Result<(), Error> {
    if pointer.is_null() {
        Err(Error::null(function, what))
    } else {
        Ok(())
    }
}

/// Checks that the `len` bytes at `a` and at `b` do not overlap.
pub(crate) fn check_apart(
    function: &str,
    a: *const u8,
    b: *const u8,
    len: usize,
) -> Result<(), Error> {
    let (a, b) = (a as usize, b as usize);
    if a < b.saturating_add(len) && b < a.saturating_add(len) {
        return Err(Error::new(
            RENJU_ERR_OVERLAP,
            format!("{function}: kinds_out overlaps cells"),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_cells_are_found_in_any_block() {
        // 30 boards = 6750 cells: the second 4096-cell block starts at board 18, cell 46.
        let mut cells = vec![0u8; 30 * POINTS];
        assert_eq!(first_bad_cell(&cells), None);
        cells[5000] = 3;
        cells[6000] = 200;
        assert_eq!(
            first_bad_cell(&cells),
            Some(CellError {
                index: 5000,
                value: 3
            })
        );
        // 5000 = 22 * 225 + 50, and cell 50 is col 5, row 3.
        let error = check_cells("f", &cells).unwrap_err();
        assert_eq!(error.code, RENJU_ERR_BAD_CELL);
        assert_eq!(
            error.detail,
            "f: board 22, cells[50] (col 5, row 3) is 3, not 0 (empty), 1 (black) or 2 (white)"
        );
    }

    #[test]
    fn overlap_is_any_shared_byte() {
        let buf = [0u8; 500];
        let p = buf.as_ptr();
        assert!(check_apart("f", p, p.wrapping_add(225), 225).is_ok());
        assert!(check_apart("f", p.wrapping_add(225), p, 225).is_ok());
        assert!(check_apart("f", p, p.wrapping_add(224), 225).is_err());
        assert!(check_apart("f", p, p, 0).is_ok());
    }
}
