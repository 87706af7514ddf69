//! Reading C arguments: rule ids, board sizes, colors, points, thread counts and buffers, each
//! checked, with an error naming the function, the argument and its value; and the batch's
//! errors in the same words.

use crate::codes::*;
use crate::engine::Game;
use crate::error::Error;
use crate::rules;
use renju::{Color, Point, Rule, SizeError};
use renju_batch::{BatchError, Threads};

// The checks below are inlined into each entry point (a few compares on the way of every
// call); their errors, made once in a while, are not (`#[cold]`).

/// The rule with id `rule` (built-in, or loaded from a rule file).
#[inline]
pub(crate) fn rule(function: &str, rule: i32) -> Result<&'static Rule, Error> {
    match usize::try_from(rule).ok().and_then(rules::by_id) {
        Some(found) => Ok(found),
        None => Err(bad_rule(function, rule)),
    }
}

/// The error of a rule id that is none.
#[cold]
#[inline(never)]
fn bad_rule(function: &str, rule: i32) -> Error {
    Error::new(
        RENJU_ERR_BAD_RULE,
        format!(
            "{function}: rule {rule} is not a rule id (0 .. {})",
            rules::count() - 1
        ),
    )
}

/// The board size `size` (points a side, 5 .. 26).
#[inline]
pub(crate) fn size(function: &str, size: i32) -> Result<usize, Error> {
    match usize::try_from(size)
        .ok()
        .and_then(|n| SizeError::check(n).ok())
    {
        Some(n) => Ok(n),
        None => Err(bad_size(function, size)),
    }
}

/// The error of a size that is no board size.
#[cold]
#[inline(never)]
fn bad_size(function: &str, size: i32) -> Error {
    Error::new(
        RENJU_ERR_BAD_SIZE,
        format!(
            "{function}: size {size} is not a board size ({RENJU_MIN_SIZE} .. {RENJU_MAX_SIZE} points a side)"
        ),
    )
}

/// The color numbered `color` (1 black, 2 white).
#[inline]
pub(crate) fn color(function: &str, color: i32) -> Result<Color, Error> {
    match color {
        1 => Ok(Color::Black),
        2 => Ok(Color::White),
        _ => Err(bad_color(function, color)),
    }
}

/// The error of a color that is neither.
#[cold]
#[inline(never)]
fn bad_color(function: &str, color: i32) -> Error {
    Error::new(
        RENJU_ERR_BAD_COLOR,
        format!("{function}: color {color} is not 1 (black) or 2 (white)"),
    )
}

/// The point numbered `point` (row * size + col) on a board of `size` (checked) points a side.
pub(crate) fn point(function: &str, point: i32, size: usize) -> Result<Point, Error> {
    usize::try_from(point)
        .ok()
        .and_then(|i| Point::from_index(i, size))
        .ok_or_else(|| off_board(function, point, size))
}

/// The point numbered `point` on `game`'s board.
pub(crate) fn board_point(function: &str, point: i32, game: &Game) -> Result<Point, Error> {
    usize::try_from(point)
        .ok()
        .and_then(|i| game.point(i))
        .ok_or_else(|| off_board(function, point, game.size()))
}

/// The error of a point off the board of `size`.
fn off_board(function: &str, point: i32, size: usize) -> Error {
    Error::new(
        RENJU_ERR_BAD_POINT,
        format!(
            "{function}: point {point} is off the {size}x{size} board (0 .. {}, row * {size} + col)",
            size * size - 1
        ),
    )
}

/// The thread count `threads`: 0 all cores, else 1 .. `RENJU_MAX_THREADS`.
pub(crate) fn threads(function: &str, threads: i32) -> Result<Threads, Error> {
    let bad = || {
        Error::new(
            RENJU_ERR_BAD_THREADS,
            format!("{function}: threads = {threads}, not 0 (all cores) .. {RENJU_MAX_THREADS}"),
        )
    };
    match usize::try_from(threads) {
        Ok(0) => Ok(Threads::ALL),
        Ok(k) => Threads::count(k).map_err(|_| bad()),
        Err(_) => Err(bad()),
    }
}

/// The error of a refused batch of `boards` boards, in the C ABI's words.
pub(crate) fn batch_error(function: &str, error: BatchError, boards: usize) -> Error {
    match error {
        BatchError::BadCell {
            board,
            index,
            point,
            value,
            ..
        } => {
            let which = if boards > 1 {
                format!("board {board}, cells[{index}]")
            } else {
                format!("cells[{index}]")
            };
            Error::new(
                RENJU_ERR_BAD_CELL,
                format!(
                    "{function}: {which} ({point}: col {}, row {}) is {value}, not 0 (empty), 1 (black) or 2 (white)",
                    point.col(),
                    point.row()
                ),
            )
        }
        BatchError::Size(e) => Error::new(RENJU_ERR_BAD_SIZE, format!("{function}: {e}")),
        BatchError::Threads { .. } => {
            Error::new(RENJU_ERR_BAD_THREADS, format!("{function}: {error}"))
        }
        BatchError::ThreadsUnavailable { .. } => Error::new(
            RENJU_ERR_THREADS_UNAVAILABLE,
            format!("{function}: {error}"),
        ),
        // The lengths are made from `n` and `size` here, so they always agree.
        BatchError::CellsLength { .. } | BatchError::OutLength { .. } => {
            Error::new(RENJU_ERR_INTERNAL, format!("{function}: {error}"))
        }
    }
}

/// Checks that the pointer argument `what` of `function` is not NULL.
#[inline]
pub(crate) fn not_null<T>(function: &str, what: &str, pointer: *const T) -> Result<(), Error> {
    if pointer.is_null() {
        Err(Error::null(function, what))
    } else {
        Ok(())
    }
}

/// Checks that the `len` bytes at `a` and at `b` do not overlap.
#[inline]
pub(crate) fn check_apart(
    function: &str,
    a: *const u8,
    b: *const u8,
    len: usize,
) -> Result<(), Error> {
    let (a, b) = (a as usize, b as usize);
    if a < b.saturating_add(len) && b < a.saturating_add(len) {
        return Err(overlap(function));
    }
    Ok(())
}

/// The error of `kinds_out` over `cells`.
#[cold]
#[inline(never)]
fn overlap(function: &str) -> Error {
    Error::new(
        RENJU_ERR_OVERLAP,
        format!("{function}: kinds_out overlaps cells"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use renju::point;

    #[test]
    fn a_bad_cell_is_named_by_board_index_and_point() {
        // Board 22, index 50 of a 15x15 board: row 3 (50 / 15), col 5: f4.
        let bad = |board| BatchError::BadCell {
            board,
            index: 50,
            point: point!(f4),
            value: 3,
            size: 15,
        };
        let error = batch_error("f", bad(22), 30);
        assert_eq!(error.code, RENJU_ERR_BAD_CELL);
        assert_eq!(
            error.detail,
            "f: board 22, cells[50] (f4: col 5, row 3) is 3, not 0 (empty), 1 (black) or 2 (white)"
        );
        // A single board is not numbered.
        assert_eq!(
            batch_error("f", bad(0), 1).detail,
            "f: cells[50] (f4: col 5, row 3) is 3, not 0 (empty), 1 (black) or 2 (white)"
        );
    }

    #[test]
    fn sizes_points_and_threads_are_checked() {
        assert_eq!(size("f", 5).ok(), Some(5));
        assert_eq!(size("f", 26).ok(), Some(26));
        for bad in [-1, 0, 4, 27, i32::MAX] {
            let e = size("f", bad).unwrap_err();
            assert_eq!(e.code, RENJU_ERR_BAD_SIZE);
            assert_eq!(
                e.detail,
                format!("f: size {bad} is not a board size (5 .. 26 points a side)")
            );
        }
        // 399 = 19 * 20 + 19 is t20 on 20x20, and off the 15x15 board.
        assert_eq!(point("f", 399, 20).ok(), Some(point!(t20)));
        assert_eq!(
            point("f", 399, 15).unwrap_err().detail,
            "f: point 399 is off the 15x15 board (0 .. 224, row * 15 + col)"
        );
        assert_eq!(point("f", -1, 20).unwrap_err().code, RENJU_ERR_BAD_POINT);
        assert_eq!(threads("f", 0).ok(), Some(Threads::ALL));
        assert_eq!(threads("f", 256).ok(), Threads::count(256).ok());
        for bad in [-1, 257, i32::MAX] {
            assert_eq!(threads("f", bad).unwrap_err().code, RENJU_ERR_BAD_THREADS);
        }
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
