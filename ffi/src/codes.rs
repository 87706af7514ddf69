//! The numbers of the C ABI: board geometry, cell and colour values, kinds, what a placed
//! stone did, and error codes with their messages.

use std::ffi::{c_char, CStr};

/// Points on a side of the board.
pub const RENJU_SIZE: i32 = 15;
/// Points on the board: the length of a `cells` or `kinds_out` array.
pub const RENJU_POINTS: i32 = 225;

/// Cell value: no stone.
pub const RENJU_EMPTY: u8 = 0;
/// Cell and colour value: black, the first player.
pub const RENJU_BLACK: u8 = 1;
/// Cell and colour value: white, the second player.
pub const RENJU_WHITE: u8 = 2;

/// Kind: not forbidden (or the point holds a stone).
pub const RENJU_ALLOWED: u8 = 0;
/// Kind: forbidden, double-three (two real threes at once, RIF 9.3).
pub const RENJU_DOUBLE_THREE: u8 = 1;
/// Kind: forbidden, double-four (two fours at once).
pub const RENJU_DOUBLE_FOUR: u8 = 2;
/// Kind: forbidden, overline (six or more in a row).
pub const RENJU_OVERLINE: u8 = 3;

/// `renju_board_place`: the stone is placed; an ordinary move.
pub const RENJU_PLACED: i32 = 0;
/// `renju_board_place`: the stone is placed and made a winning five.
pub const RENJU_PLACED_FIVE: i32 = 1;
/// `renju_board_place`: the stone is placed, but the move was forbidden for its colour (a
/// foul: under Renju black loses).
pub const RENJU_PLACED_FOUL: i32 = 2;

/// Most boards one `renju_forbidden_maps` call takes (so that its count fits in `int32_t`).
pub const RENJU_MAX_BOARDS: usize = 9_544_371;
const _: () = assert!(RENJU_MAX_BOARDS == i32::MAX as usize / 225);
/// Most threads `renju_forbidden_maps` starts.
pub const RENJU_MAX_THREADS: i32 = 1024;

/// Error: a pointer argument is NULL.
pub const RENJU_ERR_NULL_POINTER: i32 = -1;
/// Error: no rule has this id.
pub const RENJU_ERR_BAD_RULE: i32 = -2;
/// Error: no rule has this name.
pub const RENJU_ERR_UNKNOWN_RULE_NAME: i32 = -3;
/// Error: a colour is not 1 (black) or 2 (white).
pub const RENJU_ERR_BAD_COLOUR: i32 = -4;
/// Error: a point is not 0 .. 224.
pub const RENJU_ERR_BAD_POINT: i32 = -5;
/// Error: a cell is not 0, 1 or 2.
pub const RENJU_ERR_BAD_CELL: i32 = -6;
/// Error: the point already holds a stone.
pub const RENJU_ERR_OCCUPIED: i32 = -7;
/// Error: no stone to take back.
pub const RENJU_ERR_NOTHING_TO_UNDO: i32 = -8;
/// Error: `threads` is negative or above `RENJU_MAX_THREADS`.
pub const RENJU_ERR_BAD_THREADS: i32 = -9;
/// Error: `n` is above `RENJU_MAX_BOARDS`.
pub const RENJU_ERR_TOO_MANY_BOARDS: i32 = -10;
/// Error: `kinds_out` overlaps `cells`.
pub const RENJU_ERR_OVERLAP: i32 = -11;
/// Error: the worker threads could not be started.
pub const RENJU_ERR_THREADS_UNAVAILABLE: i32 = -12;
/// Error: a bug in the library (it panicked). A board it happened on refuses further use
/// with this code: free it.
pub const RENJU_ERR_INTERNAL: i32 = -13;

/// The message of `code`, as a static C string.
pub(crate) fn message(code: i32) -> &'static CStr {
    match code {
        c if c >= 0 => c"no error",
        RENJU_ERR_NULL_POINTER => c"a pointer argument is NULL",
        RENJU_ERR_BAD_RULE => c"no rule has this id (ids are 0 .. renju_rule_count() - 1)",
        RENJU_ERR_UNKNOWN_RULE_NAME => {
            c"no rule has this name (renju_rule_name lists them: renju, gomoku-standard, ...)"
        }
        RENJU_ERR_BAD_COLOUR => c"colour must be 1 (black) or 2 (white)",
        RENJU_ERR_BAD_POINT => c"point must be 0 .. 224 (row * 15 + col)",
        RENJU_ERR_BAD_CELL => c"a cell is not 0 (empty), 1 (black) or 2 (white)",
        RENJU_ERR_OCCUPIED => c"the point already holds a stone",
        RENJU_ERR_NOTHING_TO_UNDO => c"no stone placed on this board is left to take back",
        RENJU_ERR_BAD_THREADS => c"threads must be 0 (all cores) .. 1024",
        RENJU_ERR_TOO_MANY_BOARDS => c"n is above RENJU_MAX_BOARDS",
        RENJU_ERR_OVERLAP => c"kinds_out overlaps cells",
        RENJU_ERR_THREADS_UNAVAILABLE => c"the worker threads could not be started",
        RENJU_ERR_INTERNAL => c"internal error (a bug in renju-ffi); free the board it happened on",
        _ => c"unknown error code",
    }
}

/// [`message`] as a pointer for C.
pub(crate) fn message_ptr(code: i32) -> *const c_char {
    message(code).as_ptr()
}
