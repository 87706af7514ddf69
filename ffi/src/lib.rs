//! The C ABI of the `renju` crate, for engines written in C and C++: forbidden maps of
//! positions given as cell arrays of any board size from 5x5 to 26x26 (one board, or many on
//! several threads through `renju-batch`), an incremental board that says what each stone
//! did, like the classic `AddStone`, and a whole game refereed move by move through
//! `renju-referee` (`renju_game_*`, in `game`), for tournament managers.
//!
//! The header `include/renju.h` is generated from this crate by cbindgen (`cbindgen.toml`);
//! `tests/header.rs` checks that the checked-in header is current. The conventions (sizes,
//! cells, points, colors, kinds, errors, threads, fork) are in the header's opening comment
//! and in `README.md`.
//!
//! This crate only translates: numbers to the runtime's and the referee's types and back
//! (`args`, `engine`, `game`), failures to error codes (`error`); the objects C holds by
//! pointer go through `handle`. Every entry point checks its arguments (NULL, range)
//! and runs inside `catch_unwind`, so no input is undefined behaviour and no panic crosses
//! into C.
//!
//! Each `pub unsafe extern "C" fn` says under `# Safety` what its caller must guarantee (what
//! cannot be checked here: that a pointer points at as many bytes as stated, a live board,
//! a NUL-terminated string), and each `unsafe` block says under `// SAFETY:` why it is sound;
//! clippy enforces both (`missing_safety_doc`, `undocumented_unsafe_blocks`).

#![deny(clippy::undocumented_unsafe_blocks)]

mod args;
pub mod codes;
mod engine;
mod error;
mod game;
mod handle;
mod names;
mod rules;

pub use codes::*;
use engine::{Game, Placed};
use error::{guard, guard_ptr, guard_str, Error};
pub use game::*;
use renju::{MoveError, Rule};
use std::ffi::{c_char, CStr};

/// The number of rules; their ids are `0 .. renju_rule_count() - 1`: the built-in rules
/// first, sorted by name, then the rules loaded with `renju_rule_load` so far, in load order
/// (so the count grows by one with each new rule loaded).
#[no_mangle]
pub extern "C" fn renju_rule_count() -> i32 {
    guard("renju_rule_count", || {
        i32::try_from(rules::count())
            .map_err(|_| Error::new(RENJU_ERR_INTERNAL, "renju_rule_count: too many rules"))
    })
}

/// The id of the built-in rule called `name`, by its name or any of its aliases, as
/// everywhere else ("renju", "gomoku-freestyle", "renju-five-keeps-three", ...), or
/// `RENJU_ERR_UNKNOWN_RULE_NAME` (`RENJU_ERR_NULL_POINTER` for NULL). Rules loaded with
/// `renju_rule_load` are known by the id it returned, not by name (a loaded rule may bear a
/// built-in rule's name).
///
/// # Safety
///
/// `name` is NULL or points at a NUL-terminated string that stays valid and unchanged
/// during the call.
#[no_mangle]
pub unsafe extern "C" fn renju_rule_by_name(name: *const c_char) -> i32 {
    const F: &str = "renju_rule_by_name";
    guard(F, || {
        args::not_null(F, "name", name)?;
        // SAFETY: `name` is not NULL (checked above), so by the contract (# Safety) it is a
        // NUL-terminated string valid and unchanged during the call, which `text` (dropped
        // before the call returns) does not outlive.
        let text = unsafe { CStr::from_ptr(name) }.to_string_lossy();
        Rule::by_name(&text)
            .and_then(|rule| rules::built_in().iter().position(|r| std::ptr::eq(r, rule)))
            .map(|i| i as i32)
            .ok_or_else(|| {
                Error::new(
                    RENJU_ERR_UNKNOWN_RULE_NAME,
                    format!("{F}: no rule is called \"{}\"", text.escape_debug()),
                )
            })
    })
}

/// The name of rule `rule`, or NULL if no rule has that id. A rule loaded from a file has the
/// name its file gives (`name = "..."`).
///
/// The string belongs to the library and lives until the process ends, a loaded rule's name
/// too (loaded rules are never freed): keep the pointer as long as you like, and do not free
/// it.
#[no_mangle]
pub extern "C" fn renju_rule_name(rule: i32) -> *const c_char {
    const F: &str = "renju_rule_name";
    guard_str(F, || {
        args::rule(F, rule)?;
        Ok(rules::name(rule as usize))
    })
}

/// Loads the rule file at `path` (a NUL-terminated UTF-8 path, relative to the working
/// directory or absolute; the format of the repository's `rules-spec/NAME.toml`, described
/// in `rules-spec/README.md`): reads it, runs the build's own checks on it and makes its
/// tables as the build makes a built-in rule's. Returns the rule's id, usable wherever an id
/// from `renju_rule_by_name` is (`renju_forbidden_map`, `renju_forbidden_maps`,
/// `renju_board_new`, `renju_game_new`, `renju_rule_name`, `renju_rule_board_size`): the
/// next id after the built-in rules and those loaded before (`renju_rule_count()` grows by
/// one). A rule is made once per content: loading the same content again, from the same path
/// or any other, returns the same id and costs no memory; a file changed since it was loaded
/// is a new rule with a new id (the old id keeps the old rule).
///
/// A loaded rule lives until the process ends: nothing loaded is ever freed. A rule whose
/// tables equal a built-in rule's (a shipped file, or one with only comments, names or
/// summary changed) shares them and costs a few KB; one with tables of its own keeps them,
/// up to about 260 KB for a rule that reads 11-point windows (128 KB per colour whose tables
/// are its own) and about 150 KB for one that reads wide windows. Two files that differ only
/// in a comment are two rules: a program that loads files from others should bound how many
/// different ones it loads. A file is at most 1 MiB (a larger one is refused unread).
///
/// Errors: `RENJU_ERR_NULL_POINTER`; `RENJU_ERR_RULE_FILE` when the path is not UTF-8, the
/// file cannot be read, or the build would refuse it. `renju_last_error()` then holds
/// `renju_rule_load: ` followed by exactly the build's message: the file, the line and
/// column, the entry and what is wrong, then (on two more lines) the line itself and a caret
/// under the column. Thread-safe. A new file takes tens of milliseconds (its windows are
/// classified as at build time: 20 to 100 ms for the shipped ones in a release build); the
/// same content again well under one (it is read and checked, and its rule found made).
///
/// # Safety
///
/// `path` is NULL or points at a NUL-terminated string that stays valid and unchanged
/// during the call.
#[no_mangle]
pub unsafe extern "C" fn renju_rule_load(path: *const c_char) -> i32 {
    const F: &str = "renju_rule_load";
    guard(F, || {
        args::not_null(F, "path", path)?;
        // SAFETY: `path` is not NULL (checked above), so by the contract (# Safety) it is a
        // NUL-terminated string valid and unchanged during the call, which `bytes` (dropped
        // before the call returns) does not outlive.
        let bytes = unsafe { CStr::from_ptr(path) };
        let path = bytes.to_str().map_err(|e| {
            Error::new(
                RENJU_ERR_RULE_FILE,
                format!(
                    "{F}: path \"{}\" is not UTF-8 (at byte {})",
                    bytes.to_string_lossy().escape_debug(),
                    e.valid_up_to()
                ),
            )
        })?;
        let id = rules::load(std::path::Path::new(path)).map_err(|e| match e {
            renju_rule_file::Error::Spec(e) => Error::new(RENJU_ERR_RULE_FILE, format!("{F}: {e}")),
            renju_rule_file::Error::Parts(e) => Error::new(RENJU_ERR_INTERNAL, format!("{F}: {e}")),
        })?;
        i32::try_from(id)
            .map_err(|_| Error::new(RENJU_ERR_INTERNAL, format!("{F}: too many rules")))
    })
}

/// The side of the board rule `rule`'s games are usually played on (its rule file's
/// `board-size`: 15 for renju, 19 for omok, 20 for gomoku-freestyle and caro), or
/// `RENJU_ERR_BAD_RULE`. Any size from `RENJU_MIN_SIZE` to `RENJU_MAX_SIZE` may be used all
/// the same.
#[no_mangle]
pub extern "C" fn renju_rule_board_size(rule: i32) -> i32 {
    const F: &str = "renju_rule_board_size";
    guard(F, || Ok(args::rule(F, rule)?.board_size() as i32))
}

/// The point called `name` ("h8", "t20": column `a` .. `z`, row 1 .. 26) on a board of `size`
/// points a side, as its index `row * size + col`; or `RENJU_ERR_BAD_POINT` for a name that
/// is no point or is off that board, `RENJU_ERR_BAD_SIZE`, `RENJU_ERR_NULL_POINTER`.
///
/// # Safety
///
/// `name` is NULL or points at a NUL-terminated string that stays valid and unchanged
/// during the call.
#[no_mangle]
pub unsafe extern "C" fn renju_point_by_name(size: i32, name: *const c_char) -> i32 {
    const F: &str = "renju_point_by_name";
    guard(F, || {
        let size = args::size(F, size)?;
        args::not_null(F, "name", name)?;
        // SAFETY: `name` is not NULL (checked above), so by the contract (# Safety) it is a
        // NUL-terminated string valid and unchanged during the call, which `text` (dropped
        // before the call returns) does not outlive.
        let text = unsafe { CStr::from_ptr(name) }.to_string_lossy();
        let point = renju::Point::parse_on(&text, size).map_err(|e| {
            let message = match e {
                renju::PointOnBoardError::NotAPoint(_) => format!(
                    "\"{}\" is not a point (a column a .. z and a row 1 .. 26, e.g. h8)",
                    text.escape_debug()
                ),
                off => off.to_string(),
            };
            Error::new(RENJU_ERR_BAD_POINT, format!("{F}: {message}"))
        })?;
        Ok(point.index(size) as i32)
    })
}

/// The name of point `point` (`row * size + col`) on a board of `size` points a side ("h8"
/// for 112 on 15x15, "t20" for 399 on 20x20); NULL for a bad size or a point off the board
/// (see `renju_last_error`).
///
/// The string belongs to the library and lives until the process ends (the names of every
/// point are made once, at the first call): keep the pointer as long as you like, and do not
/// free it.
#[no_mangle]
pub extern "C" fn renju_point_name(size: i32, point: i32) -> *const c_char {
    const F: &str = "renju_point_name";
    guard_str(F, || {
        let size = args::size(F, size)?;
        Ok(names::point_name(args::point(F, point, size)?))
    })
}

/// What error `code` means ("no error" for 0 and positive values, "unknown error code" for
/// codes this library never returns): the same sentence for a code in every thread, without
/// the detail of `renju_last_error()`.
///
/// The string is a constant of the library: it lives until the process ends; do not free it.
#[no_mangle]
pub extern "C" fn renju_error_message(code: i32) -> *const c_char {
    std::panic::catch_unwind(|| message_ptr(code)).unwrap_or(c"internal error".as_ptr())
}

/// What exactly the last refused call on this thread got wrong, naming the function, the
/// argument and its value (e.g. `renju_forbidden_map: cells[37] (h3: col 7, row 2) is 9, not
/// 0 (empty), 1 (black) or 2 (white)`). "no error" before any refusal on this thread. A call
/// is refused when it returns a negative code or NULL.
///
/// How long the pointer lives: each thread has its own message, which the library owns. The
/// pointer stays valid, and the text unchanged, until the next call **on the same thread**
/// that is refused (by any function of the library: the new message replaces the old one,
/// whose memory is freed), or until the thread ends. Calls that succeed leave it valid and
/// unchanged, and calls on other threads never touch it. Do not free it; to keep the text
/// past the next refused call, copy it (`strdup`). Read it on the thread that made the
/// refused call: another thread reads its own message.
///
/// ```c
/// if (renju_board_place(board, point, RENJU_BLACK) < 0) {
///     char *why = strdup(renju_last_error());   // yours to keep: free(why) when done
/// }
/// ```
#[no_mangle]
pub extern "C" fn renju_last_error() -> *const c_char {
    std::panic::catch_unwind(error::last_ptr).unwrap_or(c"no error".as_ptr())
}

/// The library's version, e.g. "0.1.0": a constant of the library, which lives until the
/// process ends; do not free it.
#[no_mangle]
pub extern "C" fn renju_version() -> *const c_char {
    // A constant: nothing here can panic.
    const VERSION: &CStr =
        match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
            Ok(v) => v,
            Err(_) => c"unknown",
        };
    VERSION.as_ptr()
}

/// Writes the forbidden map of `color` on the board `cells` of `size` points a side (`size *
/// size` cells) under `rule` into `kinds_out` (as many kinds, same indexing; 0 at occupied
/// points) and returns the number of forbidden points. `kinds_out` must not overlap `cells`.
/// On error `kinds_out` is left untouched. Both buffers are the caller's: they are read and
/// written during the call only, and the library keeps no pointer to either after it returns.
///
/// # Safety
///
/// `cells` is NULL or points at `size * size` readable bytes, and `kinds_out` is NULL or
/// points at `size * size` writable bytes, both valid during the call and touched by no
/// other thread meanwhile. (NULL, and overlap of the two, are refused with an error code.)
#[no_mangle]
pub unsafe extern "C" fn renju_forbidden_map(
    rule: i32,
    size: i32,
    color: i32,
    cells: *const u8,
    kinds_out: *mut u8,
) -> i32 {
    const F: &str = "renju_forbidden_map";
    // SAFETY: `one_map` asks of `cells` and `kinds_out` what this function's contract
    // (# Safety) gives.
    guard(F, || unsafe {
        one_map(F, rule, size, color, cells, kinds_out)
    })
}

/// `maps` of one board (n = 1) on the calling thread, the same checks in the same order and
/// the same errors, without what cannot matter for one board: the count of cells cannot
/// exceed `RENJU_MAX_CELLS` (26 * 26 at most), the thread count is 1, and the batch's split
/// into boards is skipped (`renju_batch::forbidden_map`).
///
/// # Safety
///
/// `cells` and `kinds_out` are NULL or point at `size * size` bytes, readable and writable
/// respectively, valid for the call and used by nothing else meanwhile.
#[inline]
unsafe fn one_map(
    function: &str,
    rule: i32,
    size: i32,
    color: i32,
    cells: *const u8,
    kinds_out: *mut u8,
) -> Result<i32, Error> {
    let rule = args::rule(function, rule)?;
    let size = args::size(function, size)?;
    let color = args::color(function, color)?;
    args::not_null(function, "cells", cells)?;
    args::not_null(function, "kinds_out", kinds_out)?;
    // At most 26 * 26 = 676 (the size is checked), far below RENJU_MAX_CELLS.
    let len = size * size;
    args::check_apart(function, cells, kinds_out, len)?;
    // SAFETY: both pointers are non-NULL (checked above); by the contract (# Safety) `cells`
    // is `len` = size * size readable bytes and `kinds_out` as many writable ones, valid for
    // the call and used by nothing else meanwhile; u8 needs no alignment; `len` is at most
    // 676; and the two do not overlap (check_apart above), so the shared and the mutable
    // slice do not alias.
    let (cells, out) = unsafe {
        (
            std::slice::from_raw_parts(cells, len),
            std::slice::from_raw_parts_mut(kinds_out, len),
        )
    };
    renju_batch::forbidden_map(rule, size, color, cells, out)
        .map(|count| count as i32)
        .map_err(|e| args::batch_error(function, e, 1))
}

/// The forbidden maps of `n` boards of `size` points a side: `cells` holds `n * size * size`
/// cells (board after board), `kinds_out` receives as many kinds. `threads`: 1 works on the
/// calling thread, 0 on all cores (`RAYON_NUM_THREADS` if set, capped at
/// `RENJU_MAX_THREADS`), k on k threads (1 .. `RENJU_MAX_THREADS`). Pools are kept between
/// calls (at most 4, the least recently used let go) and rebuilt in a forked child. Returns
/// the total number of forbidden points. Every cell is checked before any work; on error
/// `kinds_out` is left untouched. `n` may be 0 (pointers must still be non-NULL). Both
/// buffers are the caller's: the call returns only when every worker thread is done with
/// them, and the library keeps no pointer to either after it returns.
///
/// # Safety
///
/// `cells` is NULL or points at `n * size * size` readable bytes, and `kinds_out` is NULL or
/// points at `n * size * size` writable bytes, both valid during the call and touched by no
/// other thread meanwhile. (NULL, too many cells, and overlap of the two, are refused with an
/// error code.)
#[no_mangle]
pub unsafe extern "C" fn renju_forbidden_maps(
    rule: i32,
    size: i32,
    color: i32,
    cells: *const u8,
    n: usize,
    kinds_out: *mut u8,
    threads: i32,
) -> i32 {
    const F: &str = "renju_forbidden_maps";
    // SAFETY: `maps` asks of `cells` and `kinds_out` what this function's contract
    // (# Safety) gives.
    guard(F, || unsafe {
        maps(F, rule, size, color, cells, n, kinds_out, threads)
    })
}

/// The maps of `n` boards for `function`, every argument checked here (in the order of the
/// signature), then every cell by the batch.
///
/// # Safety
///
/// `cells` is NULL or points at `n * size * size` readable bytes, and `kinds_out` is NULL or
/// points at `n * size * size` writable bytes, both valid during the call and touched by
/// nothing else meanwhile.
#[allow(clippy::too_many_arguments)]
unsafe fn maps(
    function: &str,
    rule: i32,
    size: i32,
    color: i32,
    cells: *const u8,
    n: usize,
    kinds_out: *mut u8,
    threads: i32,
) -> Result<i32, Error> {
    let rule = args::rule(function, rule)?;
    let size = args::size(function, size)?;
    let color = args::color(function, color)?;
    args::not_null(function, "cells", cells)?;
    args::not_null(function, "kinds_out", kinds_out)?;
    let len = n
        .checked_mul(size * size)
        .filter(|&len| len <= RENJU_MAX_CELLS)
        .ok_or_else(|| {
            Error::new(
                RENJU_ERR_TOO_MANY_BOARDS,
                format!(
                    "{function}: n = {n} boards of {size}x{size} are more than RENJU_MAX_CELLS ({RENJU_MAX_CELLS}) cells"
                ),
            )
        })?;
    let threads = args::threads(function, threads)?;
    args::check_apart(function, cells, kinds_out, len)?;
    // SAFETY: both pointers are non-NULL (checked above); by the contract (# Safety) `cells`
    // is `len` = n * size * size readable bytes and `kinds_out` as many writable ones, valid
    // for the call and used by nothing else meanwhile; u8 needs no alignment; `len` is at
    // most RENJU_MAX_CELLS = i32::MAX <= isize::MAX (checked above); and the two do not
    // overlap (check_apart above), so the shared and the mutable slice do not alias.
    let (cells, out) = unsafe {
        (
            std::slice::from_raw_parts(cells, len),
            std::slice::from_raw_parts_mut(kinds_out, len),
        )
    };
    renju_batch::forbidden_maps(rule, size, color, cells, out, threads)
        .map(|count| count as i32)
        .map_err(|e| args::batch_error(function, e, n))
}

/// A board that keeps its forbidden maps up to date as stones are placed and taken back
/// (an opaque handle: create with `renju_board_new`, free with `renju_board_free`).
pub struct RenjuBoard {
    game: Game,
    /// Set when a call panicked part-way: the board may be inconsistent and refuses use.
    broken: bool,
}

impl handle::Handle for RenjuBoard {
    const ARG: &'static str = "board";
    type Inner = Game;
    fn parts(&self) -> (&Game, bool) {
        (&self.game, self.broken)
    }
    fn parts_mut(&mut self) -> (&mut Game, &mut bool) {
        (&mut self.game, &mut self.broken)
    }
}

/// The board behind `board`, or an error for NULL or a board broken by an earlier panic.
///
/// # Safety
///
/// `board` is NULL or a board from `renju_board_new` not yet freed, on which no call that
/// takes it mutably runs while the reference returned lives.
unsafe fn board_ref<'a>(function: &str, board: *const RenjuBoard) -> Result<&'a Game, Error> {
    // SAFETY: handle::get asks of `board` what this function's contract (# Safety) gives.
    unsafe { handle::get(function, board) }
}

/// Runs `body` on the board behind `board`; a panic marks the board broken.
///
/// # Safety
///
/// `board` is NULL or a board from `renju_board_new` not yet freed, on which no other call
/// runs meanwhile (on any thread).
unsafe fn with_board_mut(
    function: &str,
    board: *mut RenjuBoard,
    body: impl FnOnce(&mut Game) -> Result<i32, Error>,
) -> i32 {
    // SAFETY: handle::with_mut asks of `board` what this function's contract (# Safety) gives.
    unsafe { handle::with_mut(function, board, body) }
}

/// A new empty board of `size` points a side (`RENJU_MIN_SIZE` .. `RENJU_MAX_SIZE`) under
/// rule `rule`, or NULL for a bad rule id or size (see `renju_last_error`). Its points are
/// `0 .. size * size - 1` (`row * size + col`). The caller owns it: it lives until
/// `renju_board_free`.
#[no_mangle]
pub extern "C" fn renju_board_new(rule: i32, size: i32) -> *mut RenjuBoard {
    const F: &str = "renju_board_new";
    guard_ptr(F, || {
        let rule = args::rule(F, rule)?;
        let size = args::size(F, size)?;
        let game = Game::new(rule, size)
            .map_err(|e| Error::new(RENJU_ERR_BAD_SIZE, format!("{F}: {e}")))?;
        Ok(handle::into_raw(RenjuBoard {
            game,
            broken: false,
        }))
    })
}

/// The side of the board (points a side, as given to `renju_board_new`).
///
/// # Safety
///
/// `board` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a board from
/// `renju_board_new` not yet freed, and no call that takes it mutably (`renju_board *`)
/// runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_board_size(board: *const RenjuBoard) -> i32 {
    const F: &str = "renju_board_size";
    // SAFETY: board_ref asks of `board` what this function's contract (# Safety) gives.
    guard(F, || Ok(unsafe { board_ref(F, board) }?.size() as i32))
}

/// Frees a board from `renju_board_new`. NULL is ignored.
///
/// # Safety
///
/// `board` is NULL or a board from `renju_board_new` not yet freed, on which no other call
/// runs at the same time; it must not be used after this call.
#[no_mangle]
pub unsafe extern "C" fn renju_board_free(board: *mut RenjuBoard) {
    // SAFETY: handle::free asks of `board` what this function's contract (# Safety) gives.
    unsafe { handle::free(board) }
}

/// Empties the board and its undo history (keeps its rule and size). Returns 0.
///
/// # Safety
///
/// `board` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a board from
/// `renju_board_new` not yet freed, and no other call on it runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_board_clear(board: *mut RenjuBoard) -> i32 {
    // SAFETY: with_board_mut asks of `board` what this function's contract (# Safety) gives.
    unsafe {
        with_board_mut("renju_board_clear", board, |game| {
            game.clear();
            Ok(0)
        })
    }
}

/// Places a stone of `color` at `point`, like the classic `AddStone`: returns
/// `RENJU_PLACED` (0), `RENJU_PLACED_FIVE` (1: it made a winning five) or `RENJU_PLACED_FOUL`
/// (2: it was forbidden for that color; the stone is placed all the same, so the caller
/// decides: under Renju black has lost). Negative: refused, nothing placed
/// (`RENJU_ERR_OCCUPIED`, `RENJU_ERR_BAD_POINT` off this board, `RENJU_ERR_BAD_COLOR`, ...).
///
/// # Safety
///
/// `board` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a board from
/// `renju_board_new` not yet freed, and no other call on it runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_board_place(board: *mut RenjuBoard, point: i32, color: i32) -> i32 {
    const F: &str = "renju_board_place";
    // SAFETY: with_board_mut asks of `board` what this function's contract (# Safety) gives.
    unsafe {
        with_board_mut(F, board, |game| {
            let p = args::board_point(F, point, game)?;
            let color = args::color(F, color)?;
            match game.place(p, color) {
                Ok(Placed::Allowed) => Ok(RENJU_PLACED),
                Ok(Placed::Five) => Ok(RENJU_PLACED_FIVE),
                Ok(Placed::Foul) => Ok(RENJU_PLACED_FOUL),
                Err(MoveError::Occupied { by, .. }) => Err(Error::new(
                    RENJU_ERR_OCCUPIED,
                    format!("{F}: point {point} ({p}) already holds a {by} stone"),
                )),
                // The point was checked against the board's size above.
                Err(off @ MoveError::OffBoard { .. }) => {
                    Err(Error::new(RENJU_ERR_BAD_POINT, format!("{F}: {off}")))
                }
            }
        })
    }
}

/// Takes back the last stone placed. Returns 0, or `RENJU_ERR_NOTHING_TO_UNDO`.
///
/// # Safety
///
/// `board` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a board from
/// `renju_board_new` not yet freed, and no other call on it runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_board_undo(board: *mut RenjuBoard) -> i32 {
    const F: &str = "renju_board_undo";
    // SAFETY: with_board_mut asks of `board` what this function's contract (# Safety) gives.
    unsafe {
        with_board_mut(F, board, |game| {
            if game.undo() {
                Ok(0)
            } else {
                Err(Error::new(
                    RENJU_ERR_NOTHING_TO_UNDO,
                    format!("{F}: no stone is left to take back"),
                ))
            }
        })
    }
}

/// What `point` holds: `RENJU_EMPTY`, `RENJU_BLACK` or `RENJU_WHITE`.
///
/// # Safety
///
/// `board` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a board from
/// `renju_board_new` not yet freed, and no call that takes it mutably (`renju_board *`)
/// runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_board_get(board: *const RenjuBoard, point: i32) -> i32 {
    const F: &str = "renju_board_get";
    guard(F, || {
        // SAFETY: board_ref asks of `board` what this function's contract (# Safety) gives.
        let b = unsafe { board_ref(F, board) }?;
        let p = args::board_point(F, point, b)?;
        Ok(match b.get(p) {
            None => i32::from(RENJU_EMPTY),
            Some(renju::Color::Black) => i32::from(RENJU_BLACK),
            Some(renju::Color::White) => i32::from(RENJU_WHITE),
        })
    })
}

/// The kind of `point` for `color`: 0 when `color` may play there (or it holds a stone),
/// else 1 double-three, 2 double-four, 3 overline.
///
/// # Safety
///
/// `board` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a board from
/// `renju_board_new` not yet freed, and no call that takes it mutably (`renju_board *`)
/// runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_board_forbidden(
    board: *const RenjuBoard,
    point: i32,
    color: i32,
) -> i32 {
    const F: &str = "renju_board_forbidden";
    guard(F, || {
        // SAFETY: board_ref asks of `board` what this function's contract (# Safety) gives.
        let b = unsafe { board_ref(F, board) }?;
        let p = args::board_point(F, point, b)?;
        let color = args::color(F, color)?;
        Ok(i32::from(b.kind(p, color)))
    })
}

/// Writes the board's forbidden map for `color` into `kinds_out` (`size * size` kinds, the
/// board's size) and returns the number of forbidden points. On error `kinds_out` is left
/// untouched. `kinds_out` is the caller's: written during the call only, never kept.
///
/// # Safety
///
/// `board` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a board from
/// `renju_board_new` not yet freed, and no call that takes it mutably (`renju_board *`)
/// runs at the same time. `kinds_out` is NULL (refused) or points at `size * size` writable
/// bytes (the board's size), valid during the call, apart from the board and touched by no
/// other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn renju_board_forbidden_map(
    board: *const RenjuBoard,
    color: i32,
    kinds_out: *mut u8,
) -> i32 {
    const F: &str = "renju_board_forbidden_map";
    guard(F, || {
        // SAFETY: board_ref asks of `board` what this function's contract (# Safety) gives.
        let b = unsafe { board_ref(F, board) }?;
        let color = args::color(F, color)?;
        args::not_null(F, "kinds_out", kinds_out)?;
        let size = b.size();
        // SAFETY: `kinds_out` is not NULL (checked above), so by the contract (# Safety) it
        // points at size * size writable bytes (u8: no alignment), valid for the call, apart
        // from the board `b` borrows and used by nothing else meanwhile; size * size is at
        // most 26 * 26.
        let out = unsafe { std::slice::from_raw_parts_mut(kinds_out, size * size) };
        Ok(b.write_map(color, out) as i32)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_that_panicked_refuses_further_use() {
        let board = renju_board_new(0, 15);
        assert!(!board.is_null());
        // SAFETY: a live board from renju_board_new, used by this thread only.
        let code = unsafe { with_board_mut("renju_test", board, |_| panic!("boom")) };
        assert_eq!(code, RENJU_ERR_INTERNAL);
        // Every later call on it is refused with the same code, and freeing it still works.
        assert_eq!(
            // SAFETY: the same live board, used by this thread only.
            unsafe { renju_board_place(board, 112, 1) },
            RENJU_ERR_INTERNAL
        );
        // SAFETY: the same live board, used by this thread only.
        let got = unsafe { renju_board_get(board, 112) };
        assert_eq!(got, RENJU_ERR_INTERNAL);
        // SAFETY: the same live board, freed once and not used after.
        unsafe { renju_board_free(board) };
    }
}
