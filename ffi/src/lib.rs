//! The C ABI of the `renju` crate, for engines written in C and C++: forbidden maps of
//! positions given as cell arrays (one board, or many on several threads) and an incremental
//! board that says what each stone did, like the classic `AddStone`.
//!
//! The header `include/renju.h` is generated from this crate by cbindgen (`cbindgen.toml`);
//! `tests/header.rs` checks that the checked-in header is current. The conventions (cells,
//! points, colours, kinds, errors, threads) are in the header's opening comment and in
//! `README.md`.
//!
//! This crate only translates: numbers to the runtime's types and back (`args`, `engine`),
//! failures to error codes (`error`). Every entry point checks its arguments (NULL, range)
//! and runs inside `catch_unwind`, so no input is undefined behaviour and no panic crosses
//! into C.

#![allow(clippy::missing_safety_doc)]

mod args;
pub mod codes;
mod engine;
mod error;
mod maps;

pub use codes::*;
use engine::{Game, Placed, POINTS};
use error::{guard, guard_ptr, Error};
use std::ffi::{c_char, CStr};
use std::sync::OnceLock;

/// The number of rules; their ids are `0 .. renju_rule_count() - 1`, sorted by name.
#[no_mangle]
pub extern "C" fn renju_rule_count() -> i32 {
    guard("renju_rule_count", || Ok(engine::rules().len() as i32))
}

/// The id of the rule called `name` ("renju", "gomoku-standard", "gomoku-freestyle", ...), or
/// `RENJU_ERR_UNKNOWN_RULE_NAME` (`RENJU_ERR_NULL_POINTER` for NULL).
#[no_mangle]
pub unsafe extern "C" fn renju_rule_by_name(name: *const c_char) -> i32 {
    guard("renju_rule_by_name", || {
        args::not_null("renju_rule_by_name", "name", name)?;
        // SAFETY: the caller passes a NUL-terminated string (checked non-NULL above).
        let text = unsafe { CStr::from_ptr(name) }.to_string_lossy();
        engine::rules()
            .iter()
            .position(|r| r.name() == text)
            .map(|i| i as i32)
            .ok_or_else(|| {
                Error::new(
                    RENJU_ERR_UNKNOWN_RULE_NAME,
                    format!("renju_rule_by_name: no rule is called \"{text}\""),
                )
            })
    })
}

/// The rule names as C strings, in id order.
fn rule_names() -> &'static [std::ffi::CString] {
    static NAMES: OnceLock<Vec<std::ffi::CString>> = OnceLock::new();
    NAMES.get_or_init(|| {
        engine::rules()
            .iter()
            .map(|r| std::ffi::CString::new(r.name()).unwrap_or_default())
            .collect()
    })
}

/// The name of rule `rule` (a static string), or NULL if no rule has that id.
#[no_mangle]
pub extern "C" fn renju_rule_name(rule: i32) -> *const c_char {
    let found = std::panic::catch_unwind(|| {
        usize::try_from(rule)
            .ok()
            .and_then(|i| rule_names().get(i))
            .map_or(std::ptr::null(), |n| n.as_ptr())
    });
    found.unwrap_or(std::ptr::null())
}

/// What error `code` means, as a static string ("no error" for 0 and positive values,
/// "unknown error code" for codes this library never returns).
#[no_mangle]
pub extern "C" fn renju_error_message(code: i32) -> *const c_char {
    std::panic::catch_unwind(|| message_ptr(code)).unwrap_or(c"internal error".as_ptr())
}

/// What exactly the last refused call on this thread got wrong, naming the function, the
/// argument and its value (e.g. "renju_forbidden_map: cells[37] (col 7, row 2) is 9, not 0
/// (empty), 1 (black) or 2 (white)"). Valid until the next refused call on this thread;
/// successful calls leave it as it is. "no error" before any refusal.
#[no_mangle]
pub extern "C" fn renju_last_error() -> *const c_char {
    std::panic::catch_unwind(error::last_ptr).unwrap_or(c"no error".as_ptr())
}

/// The library's version, e.g. "0.1.0" (a static string).
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

/// Writes the forbidden map of `colour` on the board `cells` under `rule` into `kinds_out`
/// (225 kinds, same indexing; 0 at occupied points) and returns the number of forbidden
/// points. `kinds_out` must not overlap `cells`. On error `kinds_out` is left untouched.
#[no_mangle]
pub unsafe extern "C" fn renju_forbidden_map(
    rule: i32,
    colour: i32,
    cells: *const u8,
    kinds_out: *mut u8,
) -> i32 {
    const F: &str = "renju_forbidden_map";
    guard(F, || {
        let rule = args::rule(F, rule)?;
        let color = args::colour(F, colour)?;
        args::not_null(F, "cells", cells)?;
        args::not_null(F, "kinds_out", kinds_out)?;
        args::check_apart(F, cells, kinds_out, POINTS)?;
        // SAFETY: non-NULL, 225 bytes each by contract, not overlapping (checked).
        let cells = unsafe { &*(cells as *const [u8; POINTS]) };
        args::check_cells(F, cells)?;
        // SAFETY: as above.
        let out = unsafe { &mut *(kinds_out as *mut [u8; POINTS]) };
        Ok(engine::write_map_of_cells(rule, cells, color, out) as i32)
    })
}

/// The forbidden maps of `n` boards: `cells` holds `n * 225` cells (board after board),
/// `kinds_out` receives `n * 225` kinds. `threads`: 1 works on the calling thread, 0 on all
/// cores (rayon's global pool; `RAYON_NUM_THREADS` sets its size), k > 1 on a pool of k
/// threads that is built on the first call with k and kept for later calls. Returns the
/// total number of forbidden points. Every cell is checked before any work; on error
/// `kinds_out` is left untouched. `n` may be 0 (pointers must still be non-NULL).
#[no_mangle]
pub unsafe extern "C" fn renju_forbidden_maps(
    rule: i32,
    colour: i32,
    cells: *const u8,
    n: usize,
    kinds_out: *mut u8,
    threads: i32,
) -> i32 {
    const F: &str = "renju_forbidden_maps";
    guard(F, || {
        let rule = args::rule(F, rule)?;
        let color = args::colour(F, colour)?;
        args::not_null(F, "cells", cells)?;
        args::not_null(F, "kinds_out", kinds_out)?;
        if n > RENJU_MAX_BOARDS {
            return Err(Error::new(
                RENJU_ERR_TOO_MANY_BOARDS,
                format!("{F}: n = {n} boards, more than RENJU_MAX_BOARDS ({RENJU_MAX_BOARDS})"),
            ));
        }
        let threads = match usize::try_from(threads) {
            Ok(t) if threads <= RENJU_MAX_THREADS => t,
            _ => {
                return Err(Error::new(
                    RENJU_ERR_BAD_THREADS,
                    format!("{F}: threads = {threads}, not 0 (all cores) .. {RENJU_MAX_THREADS}"),
                ))
            }
        };
        let len = n * POINTS;
        args::check_apart(F, cells, kinds_out, len)?;
        // SAFETY: non-NULL, n * 225 bytes each by contract, not overlapping (checked).
        let cells = unsafe { std::slice::from_raw_parts(cells, len) };
        args::check_cells(F, cells)?;
        // SAFETY: as above.
        let out = unsafe { std::slice::from_raw_parts_mut(kinds_out, len) };
        Ok(maps::maps(rule, color, cells, out, threads)? as i32)
    })
}

/// A board that keeps its forbidden maps up to date as stones are placed and taken back
/// (an opaque handle: create with `renju_board_new`, free with `renju_board_free`).
pub struct RenjuBoard {
    game: Game,
    /// Set when a call panicked part-way: the board may be inconsistent and refuses use.
    broken: bool,
}

/// The board behind `board`, or an error for NULL or a board broken by an earlier panic.
unsafe fn board_ref<'a>(function: &str, board: *const RenjuBoard) -> Result<&'a RenjuBoard, Error> {
    // SAFETY: the caller passes NULL or a live board from renju_board_new.
    match unsafe { board.as_ref() } {
        None => Err(Error::null(function, "board")),
        Some(b) if b.broken => Err(broken(function)),
        Some(b) => Ok(b),
    }
}

fn broken(function: &str) -> Error {
    Error::new(
        RENJU_ERR_INTERNAL,
        format!("{function}: this board was left inconsistent by an internal error; free it"),
    )
}

/// Runs `body` on the board behind `board`; a panic marks the board broken.
unsafe fn with_board_mut(
    function: &str,
    board: *mut RenjuBoard,
    body: impl FnOnce(&mut Game) -> Result<i32, Error>,
) -> i32 {
    // SAFETY: the caller passes NULL or a live board from renju_board_new, used by one thread.
    let Some(b) = (unsafe { board.as_mut() }) else {
        return guard(function, || Err(Error::null(function, "board")));
    };
    if b.broken {
        return guard(function, || Err(broken(function)));
    }
    let code = guard(function, || body(&mut b.game));
    if code == RENJU_ERR_INTERNAL {
        b.broken = true;
    }
    code
}

/// A new empty board under rule `rule`, or NULL if no rule has that id (see
/// `renju_last_error`). Free it with `renju_board_free`.
#[no_mangle]
pub extern "C" fn renju_board_new(rule: i32) -> *mut RenjuBoard {
    const F: &str = "renju_board_new";
    guard_ptr(F, || {
        let rule = args::rule(F, rule)?;
        Ok(Box::into_raw(Box::new(RenjuBoard {
            game: Game::new(rule),
            broken: false,
        })))
    })
}

/// Frees a board from `renju_board_new`. NULL is ignored.
#[no_mangle]
pub unsafe extern "C" fn renju_board_free(board: *mut RenjuBoard) {
    if board.is_null() {
        return;
    }
    let _ = std::panic::catch_unwind(|| {
        // SAFETY: a live board from renju_board_new, freed once.
        drop(unsafe { Box::from_raw(board) });
    });
}

/// Empties the board and its undo history (keeps its rule). Returns 0.
#[no_mangle]
pub unsafe extern "C" fn renju_board_clear(board: *mut RenjuBoard) -> i32 {
    unsafe {
        with_board_mut("renju_board_clear", board, |game| {
            game.clear();
            Ok(0)
        })
    }
}

/// Places a stone of `colour` at `point`, like the classic `AddStone`: returns
/// `RENJU_PLACED` (0), `RENJU_PLACED_FIVE` (1: it made a winning five) or `RENJU_PLACED_FOUL`
/// (2: it was forbidden for that colour; the stone is placed all the same, so the caller
/// decides: under Renju black has lost). Negative: refused, nothing placed
/// (`RENJU_ERR_OCCUPIED`, `RENJU_ERR_BAD_POINT`, `RENJU_ERR_BAD_COLOUR`, ...).
#[no_mangle]
pub unsafe extern "C" fn renju_board_place(board: *mut RenjuBoard, point: i32, colour: i32) -> i32 {
    const F: &str = "renju_board_place";
    unsafe {
        with_board_mut(F, board, |game| {
            let p = args::point(F, point)?;
            let color = args::colour(F, colour)?;
            match game.place(p, color) {
                Ok(Placed::Allowed) => Ok(RENJU_PLACED),
                Ok(Placed::Five) => Ok(RENJU_PLACED_FIVE),
                Ok(Placed::Foul) => Ok(RENJU_PLACED_FOUL),
                Err(engine::Occupied(by)) => Err(Error::new(
                    RENJU_ERR_OCCUPIED,
                    format!("{F}: point {point} ({p}) already holds a {by} stone"),
                )),
            }
        })
    }
}

/// Takes back the last stone placed. Returns 0, or `RENJU_ERR_NOTHING_TO_UNDO`.
#[no_mangle]
pub unsafe extern "C" fn renju_board_undo(board: *mut RenjuBoard) -> i32 {
    const F: &str = "renju_board_undo";
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
#[no_mangle]
pub unsafe extern "C" fn renju_board_get(board: *const RenjuBoard, point: i32) -> i32 {
    const F: &str = "renju_board_get";
    guard(F, || {
        let b = unsafe { board_ref(F, board) }?;
        let p = args::point(F, point)?;
        Ok(match b.game.get(p) {
            None => i32::from(RENJU_EMPTY),
            Some(renju::Color::Black) => i32::from(RENJU_BLACK),
            Some(renju::Color::White) => i32::from(RENJU_WHITE),
        })
    })
}

/// The kind of `point` for `colour`: 0 when `colour` may play there (or it holds a stone),
/// else 1 double-three, 2 double-four, 3 overline.
#[no_mangle]
pub unsafe extern "C" fn renju_board_forbidden(
    board: *const RenjuBoard,
    point: i32,
    colour: i32,
) -> i32 {
    const F: &str = "renju_board_forbidden";
    guard(F, || {
        let b = unsafe { board_ref(F, board) }?;
        let p = args::point(F, point)?;
        let color = args::colour(F, colour)?;
        Ok(i32::from(b.game.kind(p, color)))
    })
}

/// Writes the board's forbidden map for `colour` into `kinds_out` (225 kinds) and returns
/// the number of forbidden points. On error `kinds_out` is left untouched.
#[no_mangle]
pub unsafe extern "C" fn renju_board_forbidden_map(
    board: *const RenjuBoard,
    colour: i32,
    kinds_out: *mut u8,
) -> i32 {
    const F: &str = "renju_board_forbidden_map";
    guard(F, || {
        let b = unsafe { board_ref(F, board) }?;
        let color = args::colour(F, colour)?;
        args::not_null(F, "kinds_out", kinds_out)?;
        // SAFETY: non-NULL, 225 bytes by contract; a board never lives in that buffer.
        let out = unsafe { &mut *(kinds_out as *mut [u8; POINTS]) };
        Ok(b.game.write_map(color, out) as i32)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_that_panicked_refuses_further_use() {
        let board = renju_board_new(0);
        assert!(!board.is_null());
        let code = unsafe { with_board_mut("renju_test", board, |_| panic!("boom")) };
        assert_eq!(code, RENJU_ERR_INTERNAL);
        // Every later call on it is refused with the same code, and freeing it still works.
        assert_eq!(
            unsafe { renju_board_place(board, 112, 1) },
            RENJU_ERR_INTERNAL
        );
        assert_eq!(unsafe { renju_board_get(board, 112) }, RENJU_ERR_INTERNAL);
        unsafe { renju_board_free(board) };
    }
}
