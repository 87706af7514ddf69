//! The numbers of the C ABI: board sizes, cell and color values, kinds, what a placed stone
//! did, limits, and error codes with their messages.

use std::ffi::{c_char, CStr};

/// The fewest points a side of a board may have.
pub const RENJU_MIN_SIZE: i32 = 5;
/// The most points a side of a board may have (columns `a` .. `z`).
pub const RENJU_MAX_SIZE: i32 = 26;
/// The side of the board Renju is played on (RIF article 1).
pub const RENJU_STANDARD_SIZE: i32 = 15;
/// Points of the standard board: the length of its `cells` and `kinds_out` arrays.
pub const RENJU_STANDARD_POINTS: i32 = 225;
/// Points of the largest board (26 x 26): a `cells` or `kinds_out` array this long fits a
/// board of any size.
pub const RENJU_MAX_POINTS: i32 = 676;
const _: () = assert!(RENJU_MIN_SIZE as usize == renju::MIN_SIZE);
const _: () = assert!(RENJU_MAX_SIZE as usize == renju::MAX_SIZE);
const _: () = assert!(RENJU_STANDARD_SIZE as usize == renju::STANDARD_SIZE);
const _: () = assert!(RENJU_STANDARD_POINTS == RENJU_STANDARD_SIZE * RENJU_STANDARD_SIZE);
const _: () = assert!(RENJU_MAX_POINTS == RENJU_MAX_SIZE * RENJU_MAX_SIZE);

/// The library's version, major part: this crate's Cargo version (checked as it compiles). A program
/// can compare these macros, the header it was compiled with, against `renju_version()`, the
/// library it runs with. The shared library's soname carries the part that breaks
/// compatibility (`librenju.so.0.1` while the major part is 0, as Cargo's semver reads it).
pub const RENJU_VERSION_MAJOR: i32 = 0;
/// The library's version, minor part.
pub const RENJU_VERSION_MINOR: i32 = 1;
/// The library's version, patch part.
pub const RENJU_VERSION_PATCH: i32 = 0;
const _: () = assert!(RENJU_VERSION_MAJOR == version_part(env!("CARGO_PKG_VERSION_MAJOR")));
const _: () = assert!(RENJU_VERSION_MINOR == version_part(env!("CARGO_PKG_VERSION_MINOR")));
const _: () = assert!(RENJU_VERSION_PATCH == version_part(env!("CARGO_PKG_VERSION_PATCH")));

/// The number a part of a Cargo version (decimal digits) stands for.
const fn version_part(digits: &str) -> i32 {
    let digits = digits.as_bytes();
    let mut value = 0;
    let mut i = 0;
    while i < digits.len() {
        assert!(
            digits[i].is_ascii_digit(),
            "a version part is decimal digits"
        );
        value = value * 10 + (digits[i] - b'0') as i32;
        i += 1;
    }
    value
}

/// Cell value: no stone.
pub const RENJU_EMPTY: u8 = 0;
/// Cell and color value: black, the first player.
pub const RENJU_BLACK: u8 = 1;
/// Cell and color value: white, the second player.
pub const RENJU_WHITE: u8 = 2;
/// Color value for "no color": a game's winner while it is not won (`renju_result`), its
/// side to play when either may open (`renju_game_to_play`, `renju_game_set_first`).
pub const RENJU_NO_COLOR: u8 = 0;

/// Kind: not forbidden (or the point holds a stone).
pub const RENJU_ALLOWED: u8 = 0;
/// Kind: forbidden, double-three (two real threes at once, RIF 9.3).
pub const RENJU_DOUBLE_THREE: u8 = 1;
/// Kind: forbidden, double-four (two fours at once).
pub const RENJU_DOUBLE_FOUR: u8 = 2;
/// Kind: forbidden, overline (six or more in a row).
pub const RENJU_OVERLINE: u8 = 3;

/// `renju_board_place`, `renju_game_place`: the stone is placed; an ordinary move.
pub const RENJU_PLACED: i32 = 0;
/// `renju_board_place`, `renju_game_place`: the stone is placed and made a winning five.
pub const RENJU_PLACED_FIVE: i32 = 1;
/// `renju_board_place`, `renju_game_place`: the stone is placed, but the move was forbidden
/// for its color (a foul: under Renju black loses).
pub const RENJU_PLACED_FOUL: i32 = 2;

/// A game's result (`renju_result.result`, `renju_game_result`): nothing has ended it yet.
pub const RENJU_RESULT_NONE: i32 = 0;
/// A game's result: a move made a winning five.
pub const RENJU_RESULT_FIVE: i32 = 1;
/// A game's result: a move was forbidden for its color, a foul that lost.
pub const RENJU_RESULT_FOUL: i32 = 2;
/// A game's result: a draw (the board full, or the move limit reached).
pub const RENJU_RESULT_DRAW: i32 = 3;

/// Why a game is drawn (`renju_result.reason`): every point holds a stone.
pub const RENJU_DRAW_FULL_BOARD: i32 = 1;
/// Why a game is drawn: as many stones are on the board as the move limit allows
/// (`renju_game_set_move_limit`).
pub const RENJU_DRAW_MOVE_LIMIT: i32 = 2;

/// Most cells one `renju_forbidden_maps` call takes, `n * size * size` (so that its count of
/// forbidden points fits in `int32_t`): 9,544,371 boards of 15 x 15, 5,368,709 of 20 x 20.
pub const RENJU_MAX_CELLS: usize = 2_147_483_647;
const _: () = assert!(RENJU_MAX_CELLS == i32::MAX as usize);
/// Most threads `renju_forbidden_maps` runs on (`threads` = 0, all cores, is capped at it).
pub const RENJU_MAX_THREADS: i32 = 256;
const _: () = assert!(RENJU_MAX_THREADS as usize == renju_batch::MAX_THREADS);

/// Error: a pointer argument is NULL.
pub const RENJU_ERR_NULL_POINTER: i32 = -1;
/// Error: no rule has this id.
pub const RENJU_ERR_BAD_RULE: i32 = -2;
/// Error: no rule has this name.
pub const RENJU_ERR_UNKNOWN_RULE_NAME: i32 = -3;
/// Error: a color is not 1 (black) or 2 (white).
pub const RENJU_ERR_BAD_COLOR: i32 = -4;
/// Error: a point is off the board (not 0 .. size * size - 1, or a name off it).
pub const RENJU_ERR_BAD_POINT: i32 = -5;
/// Error: a cell is not 0, 1 or 2.
pub const RENJU_ERR_BAD_CELL: i32 = -6;
/// Error: the point already holds a stone.
pub const RENJU_ERR_OCCUPIED: i32 = -7;
/// Error: no stone to take back.
pub const RENJU_ERR_NOTHING_TO_UNDO: i32 = -8;
/// Error: `threads` is negative or above `RENJU_MAX_THREADS`.
pub const RENJU_ERR_BAD_THREADS: i32 = -9;
/// Error: `n * size * size` is above `RENJU_MAX_CELLS`.
pub const RENJU_ERR_TOO_MANY_BOARDS: i32 = -10;
/// Error: `kinds_out` overlaps `cells`.
pub const RENJU_ERR_OVERLAP: i32 = -11;
/// Error: the worker threads could not be started.
pub const RENJU_ERR_THREADS_UNAVAILABLE: i32 = -12;
/// Error: a bug in the library (it panicked). A board it happened on refuses further use
/// with this code: free it.
pub const RENJU_ERR_INTERNAL: i32 = -13;
/// Error: a board size is not `RENJU_MIN_SIZE` .. `RENJU_MAX_SIZE` (5 .. 26).
pub const RENJU_ERR_BAD_SIZE: i32 = -14;
/// Error: `renju_rule_load` could not make a rule of the file: it cannot be read, its path is
/// not UTF-8, or the build would refuse it (`renju_last_error()` has the build's message).
pub const RENJU_ERR_RULE_FILE: i32 = -15;
/// Error: a game's move by the color that moved last (`renju_game_place_as`).
pub const RENJU_ERR_OUT_OF_TURN: i32 = -16;
/// Error: a game set up with no side to play (`renju_game_set_first(game, RENJU_NO_COLOR)`)
/// has no move yet, so its first move must name its color (`renju_game_place_as`).
pub const RENJU_ERR_NO_SIDE_TO_PLAY: i32 = -17;
/// Error: the game has begun: stones are set up, and who moves first is said, before the
/// first move (`renju_game_set_up`, `renju_game_set_first`).
pub const RENJU_ERR_GAME_BEGUN: i32 = -18;
/// Error: no move of the game has this index (`0 .. renju_game_move_count() - 1`).
pub const RENJU_ERR_BAD_INDEX: i32 = -19;
/// Error: a move limit is negative (0 is no limit).
pub const RENJU_ERR_BAD_LIMIT: i32 = -20;

/// The message of `code`, as a static C string.
pub(crate) fn message(code: i32) -> &'static CStr {
    match code {
        c if c >= 0 => c"no error",
        RENJU_ERR_NULL_POINTER => c"a pointer argument is NULL",
        RENJU_ERR_BAD_RULE => c"no rule has this id (ids are 0 .. renju_rule_count() - 1)",
        RENJU_ERR_UNKNOWN_RULE_NAME => {
            c"no rule has this name (renju_rule_name lists them: renju, gomoku-standard, ...)"
        }
        RENJU_ERR_BAD_COLOR => c"color must be 1 (black) or 2 (white)",
        RENJU_ERR_BAD_POINT => {
            c"point must be on the board: 0 .. size * size - 1 (row * size + col)"
        }
        RENJU_ERR_BAD_CELL => c"a cell is not 0 (empty), 1 (black) or 2 (white)",
        RENJU_ERR_OCCUPIED => c"the point already holds a stone",
        RENJU_ERR_NOTHING_TO_UNDO => c"no stone placed on this board is left to take back",
        RENJU_ERR_BAD_THREADS => c"threads must be 0 (all cores) .. 256 (RENJU_MAX_THREADS)",
        RENJU_ERR_TOO_MANY_BOARDS => c"n * size * size is above RENJU_MAX_CELLS",
        RENJU_ERR_OVERLAP => c"kinds_out overlaps cells",
        RENJU_ERR_THREADS_UNAVAILABLE => c"the worker threads could not be started",
        RENJU_ERR_INTERNAL => c"internal error (a bug in renju-ffi); free the board it happened on",
        RENJU_ERR_BAD_SIZE => c"size must be 5 .. 26 (points a side)",
        RENJU_ERR_RULE_FILE => {
            c"the rule file cannot be read or is not a valid rule (renju_last_error() says where and why)"
        }
        RENJU_ERR_OUT_OF_TURN => c"it is the other color's move: this color played the move before",
        RENJU_ERR_NO_SIDE_TO_PLAY => {
            c"the game has no side to play yet: its first move must name its color (renju_game_place_as)"
        }
        RENJU_ERR_GAME_BEGUN => {
            c"the game has begun: set-up stones and the first side to play come before the first move"
        }
        RENJU_ERR_BAD_INDEX => {
            c"no move has this index (0 .. renju_game_move_count() - 1)"
        }
        RENJU_ERR_BAD_LIMIT => c"a move limit must be 0 (none) or a number of stones",
        _ => c"unknown error code",
    }
}

/// [`message`] as a pointer for C.
pub(crate) fn message_ptr(code: i32) -> *const c_char {
    message(code).as_ptr()
}
