//! A whole game refereed for C: `renju_game`, for a tournament manager or a GUI written in C
//! or C++. It holds the referee's `renju_referee::Game` over the runtime's incremental board
//! (so its forbidden maps are kept up to date), and this module only translates: points,
//! colors and codes in, the referee's verdicts, outcome and errors out.

use crate::args;
use crate::codes::*;
use crate::error::{guard, guard_ptr, Error};
use crate::handle::{self, Handle};
use outcome::{color_code, maybe_color_code, placed_code, play_error, result_of};
use renju::cells::kind_code;
use renju::{AnyIncrementalBoard, Point};
// Not a `type` alias: cbindgen reads aliases, and would take `Game` for `engine::Game`.
use renju_referee::Game as Referee;

mod outcome;

/// A game under one rule, refereed move by move (an opaque handle: create with
/// `renju_game_new`, free with `renju_game_free`): it knows whose move it is, rules each move
/// on the board before it (RIF article 9: a five wins, a move forbidden for its color is a
/// foul that loses), ends at the first five or foul, or in a draw when the board is full or
/// the move limit is reached, takes moves back, and keeps both colors' forbidden maps up to
/// date. Moves after the end are still placed and ruled (a record may go on), and change
/// nothing of the result.
pub struct RenjuGame {
    game: Referee<AnyIncrementalBoard>,
    /// Set when a call panicked part-way: the game may be inconsistent and refuses use.
    broken: bool,
}

impl Handle for RenjuGame {
    const ARG: &'static str = "game";
    type Inner = Referee<AnyIncrementalBoard>;
    fn parts(&self) -> (&Referee<AnyIncrementalBoard>, bool) {
        (&self.game, self.broken)
    }
    fn parts_mut(&mut self) -> (&mut Referee<AnyIncrementalBoard>, &mut bool) {
        (&mut self.game, &mut self.broken)
    }
}

/// How a game stands, as `renju_game_result` fills it in. Every field is set: those that do
/// not apply to the result hold 0 (or -1 for `point`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RenjuResult {
    /// `RENJU_RESULT_NONE` (not ended), `RENJU_RESULT_FIVE`, `RENJU_RESULT_FOUL` or
    /// `RENJU_RESULT_DRAW`; the same value `renju_game_result` returns.
    pub result: i32,
    /// Who won: `RENJU_BLACK` or `RENJU_WHITE` (the color that made five, or the opponent of
    /// the one that fouled); `RENJU_NO_COLOR` for a draw or a game not ended.
    pub winner: i32,
    /// Who played the deciding move (five or foul): `RENJU_BLACK` or `RENJU_WHITE`; else
    /// `RENJU_NO_COLOR`. A foul's `color` is the side that lost: `black-foul` is a foul with
    /// `color == RENJU_BLACK`.
    pub color: i32,
    /// The deciding move's number, counted from 1 (set-up stones are not moves):
    /// `renju_game_move(game, move_number - 1, ...)` is that move. For a draw, the moves
    /// played when it was reached (0: by set-up stones alone). 0 while not ended.
    pub move_number: i32,
    /// The deciding move's point (five or foul), `row * size + col`; -1 otherwise.
    pub point: i32,
    /// A foul's kind: `RENJU_DOUBLE_THREE`, `RENJU_DOUBLE_FOUR` or `RENJU_OVERLINE`; 0
    /// otherwise.
    pub kind: i32,
    /// A draw's reason: `RENJU_DRAW_FULL_BOARD` or `RENJU_DRAW_MOVE_LIMIT`; 0 otherwise.
    pub reason: i32,
}

/// The game behind `game` (shared).
///
/// # Safety
///
/// `game` is NULL or a game from `renju_game_new` not yet freed, on which no call that takes
/// it mutably runs while the reference returned lives.
unsafe fn game_ref<'a>(
    function: &str,
    game: *const RenjuGame,
) -> Result<&'a Referee<AnyIncrementalBoard>, Error> {
    // SAFETY: handle::get asks of `game` what this function's contract (# Safety) gives.
    unsafe { handle::get(function, game) }
}

/// Runs `body` on the game behind `game`; a panic marks the game broken.
///
/// # Safety
///
/// `game` is NULL or a game from `renju_game_new` not yet freed, on which no other call runs
/// meanwhile (on any thread).
unsafe fn with_game_mut(
    function: &str,
    game: *mut RenjuGame,
    body: impl FnOnce(&mut Referee<AnyIncrementalBoard>) -> Result<i32, Error>,
) -> i32 {
    // SAFETY: handle::with_mut asks of `game` what this function's contract (# Safety) gives.
    unsafe { handle::with_mut(function, game, body) }
}

/// A new game under rule `rule` on an empty board of `size` points a side
/// (`RENJU_MIN_SIZE` .. `RENJU_MAX_SIZE`), black to play, no move limit; or NULL for a bad
/// rule id or size (see `renju_last_error`). Its points are `0 .. size * size - 1`
/// (`row * size + col`). The caller owns it: it lives until `renju_game_free`.
#[no_mangle]
pub extern "C" fn renju_game_new(rule: i32, size: i32) -> *mut RenjuGame {
    const F: &str = "renju_game_new";
    guard_ptr(F, || {
        let rule = args::rule(F, rule)?;
        let size = args::size(F, size)?;
        let game = Referee::<AnyIncrementalBoard>::new(rule, size)
            .map_err(|e| Error::new(RENJU_ERR_BAD_SIZE, format!("{F}: {e}")))?;
        Ok(handle::into_raw(RenjuGame {
            game,
            broken: false,
        }))
    })
}

/// Frees a game from `renju_game_new`. NULL is ignored.
///
/// # Safety
///
/// `game` is NULL or a game from `renju_game_new` not yet freed, on which no other call runs
/// at the same time; it must not be used after this call.
#[no_mangle]
pub unsafe extern "C" fn renju_game_free(game: *mut RenjuGame) {
    // SAFETY: handle::free asks of `game` what this function's contract (# Safety) gives.
    unsafe { handle::free(game) }
}

/// The side of the game's board (points a side, as given to `renju_game_new`).
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no call that takes it mutably (`renju_game *`) runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_game_size(game: *const RenjuGame) -> i32 {
    const F: &str = "renju_game_size";
    // SAFETY: game_ref asks of `game` what this function's contract (# Safety) gives.
    guard(F, || Ok(unsafe { game_ref(F, game) }?.size() as i32))
}

/// Puts a set-up stone of `color` at `point` before the first move, unjudged (an opening
/// given, a position to play on); `renju_game_undo` does not take it back. Returns 0; or
/// `RENJU_ERR_GAME_BEGUN` once a move has been played, `RENJU_ERR_OCCUPIED`,
/// `RENJU_ERR_BAD_POINT`, `RENJU_ERR_BAD_COLOR`, and nothing is placed. Set-up stones do not
/// change whose move it is (see `renju_game_set_first`). A board filled (or brought to the
/// move limit) by set-up stones is a draw at move 0.
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no other call on it runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_game_set_up(game: *mut RenjuGame, point: i32, color: i32) -> i32 {
    const F: &str = "renju_game_set_up";
    // SAFETY: with_game_mut asks of `game` what this function's contract (# Safety) gives.
    unsafe {
        with_game_mut(F, game, |game| {
            let p = args::point(F, point, game.size())?;
            let color = args::color(F, color)?;
            game.set_up(p, color).map_err(|e| play_error(F, point, e))?;
            Ok(0)
        })
    }
}

/// Says who moves first, before the first move: `RENJU_BLACK` (as a new game has it),
/// `RENJU_WHITE`, or `RENJU_NO_COLOR`: either color may open, and the first move must name
/// its own (`renju_game_place_as`; `renju_game_place` is then `RENJU_ERR_NO_SIDE_TO_PLAY`),
/// as in a record that starts from set-up stones. Returns 0; or `RENJU_ERR_GAME_BEGUN` once a
/// move has been played, `RENJU_ERR_BAD_COLOR`.
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no other call on it runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_game_set_first(game: *mut RenjuGame, color: i32) -> i32 {
    const F: &str = "renju_game_set_first";
    // SAFETY: with_game_mut asks of `game` what this function's contract (# Safety) gives.
    unsafe {
        with_game_mut(F, game, |game| {
            let first = match color {
                0 => None,
                _ => Some(args::color(F, color).map_err(|_| {
                    Error::new(
                        RENJU_ERR_BAD_COLOR,
                        format!("{F}: color {color} is not 0 (either), 1 (black) or 2 (white)"),
                    )
                })?),
            };
            game.set_first(first).map_err(|_| {
                Error::new(
                    RENJU_ERR_GAME_BEGUN,
                    format!(
                        "{F}: who moves first cannot change once the game has begun ({})",
                        match game.moves().len() {
                            1 => "1 move played".to_string(),
                            n => format!("{n} moves played"),
                        }
                    ),
                )
            })?;
            Ok(0)
        })
    }
}

/// Makes the game a draw once `stones` stones are on the board (set-up stones count), as
/// `renju match --draw-after N` does; 0 removes the limit (only a full board is then a
/// draw). A five or foul made by the stone that reaches the limit still decides the game. The
/// limit is judged at once too: a game not ended that already holds that many stones is a
/// draw. Returns 0; or `RENJU_ERR_BAD_LIMIT` for a negative `stones`. `renju_game_clear`
/// keeps the limit.
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no other call on it runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_game_set_move_limit(game: *mut RenjuGame, stones: i32) -> i32 {
    const F: &str = "renju_game_set_move_limit";
    // SAFETY: with_game_mut asks of `game` what this function's contract (# Safety) gives.
    unsafe {
        with_game_mut(F, game, |game| {
            let limit = match usize::try_from(stones) {
                Ok(0) => None,
                Ok(n) => Some(n),
                Err(_) => {
                    return Err(Error::new(
                        RENJU_ERR_BAD_LIMIT,
                        format!("{F}: stones = {stones}, not 0 (no limit) or a number of stones"),
                    ))
                }
            };
            game.set_move_limit(limit);
            Ok(0)
        })
    }
}

/// Plays the move of the side to play (`renju_game_to_play`) at `point`: returns what it did,
/// ruled on the board before it: `RENJU_PLACED` (0), `RENJU_PLACED_FIVE` (1: a winning five)
/// or `RENJU_PLACED_FOUL` (2: forbidden for its color, a foul that loses; the stone is placed
/// all the same, as a record shows it). The first five or foul ends the game
/// (`renju_game_result`); a move after the end is placed and ruled all the same, and changes
/// nothing of the result. Negative: refused, nothing placed (`RENJU_ERR_OCCUPIED`,
/// `RENJU_ERR_BAD_POINT` off this board, `RENJU_ERR_NO_SIDE_TO_PLAY` before the first move
/// of a game set up with `renju_game_set_first(game, RENJU_NO_COLOR)`).
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no other call on it runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_game_place(game: *mut RenjuGame, point: i32) -> i32 {
    const F: &str = "renju_game_place";
    // SAFETY: with_game_mut asks of `game` what this function's contract (# Safety) gives.
    unsafe {
        with_game_mut(F, game, |game| {
            let p = args::point(F, point, game.size())?;
            let verdict = game.play(p).map_err(|e| play_error(F, point, e))?;
            Ok(placed_code(verdict))
        })
    }
}

/// `renju_game_place` for a move that names its color, as a record's move does: the same
/// results, and `RENJU_ERR_OUT_OF_TURN` when `color` played the move before (a game
/// alternates), `RENJU_ERR_BAD_COLOR`. Before the first move of a game with no side to play
/// (`renju_game_set_first(game, RENJU_NO_COLOR)`) either color may open.
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no other call on it runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_game_place_as(game: *mut RenjuGame, point: i32, color: i32) -> i32 {
    const F: &str = "renju_game_place_as";
    // SAFETY: with_game_mut asks of `game` what this function's contract (# Safety) gives.
    unsafe {
        with_game_mut(F, game, |game| {
            let p = args::point(F, point, game.size())?;
            let color = args::color(F, color)?;
            let verdict = game
                .play_as(p, color)
                .map_err(|e| play_error(F, point, e))?;
            Ok(placed_code(verdict))
        })
    }
}

/// Takes back the last move (never a set-up stone) and returns its point; the result it
/// decided, if any, is undone with it (the game goes on). `RENJU_ERR_NOTHING_TO_UNDO` when no
/// move is left.
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no other call on it runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_game_undo(game: *mut RenjuGame) -> i32 {
    const F: &str = "renju_game_undo";
    // SAFETY: with_game_mut asks of `game` what this function's contract (# Safety) gives.
    unsafe {
        with_game_mut(F, game, |game| {
            let size = game.size();
            game.undo()
                .map(|last| last.point.index(size) as i32)
                .ok_or_else(|| {
                    Error::new(
                        RENJU_ERR_NOTHING_TO_UNDO,
                        format!("{F}: no move is left to take back (set-up stones stay)"),
                    )
                })
        })
    }
}

/// Starts the game again: every stone off (set-up stones too), black to play, not ended; the
/// rule, the size and the move limit stay. Returns 0.
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no other call on it runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_game_clear(game: *mut RenjuGame) -> i32 {
    // SAFETY: with_game_mut asks of `game` what this function's contract (# Safety) gives.
    unsafe {
        with_game_mut("renju_game_clear", game, |game| {
            game.clear();
            Ok(0)
        })
    }
}

/// How the game stands: fills in `*out` (see `renju_result`) and returns its `result`:
/// `RENJU_RESULT_NONE` (0, not ended), `RENJU_RESULT_FIVE`, `RENJU_RESULT_FOUL` or
/// `RENJU_RESULT_DRAW`. On error (`RENJU_ERR_NULL_POINTER`) `*out` is left untouched.
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no call that takes it mutably (`renju_game *`) runs at the same time.
/// `out` is NULL (refused) or points at a writable `renju_result`.
#[no_mangle]
pub unsafe extern "C" fn renju_game_result(game: *const RenjuGame, out: *mut RenjuResult) -> i32 {
    const F: &str = "renju_game_result";
    guard(F, || {
        // SAFETY: game_ref asks of `game` what this function's contract (# Safety) gives.
        let game = unsafe { game_ref(F, game) }?;
        args::not_null(F, "out", out)?;
        let result = result_of(game);
        // SAFETY: `out` is not NULL (checked above), so by the contract (# Safety) it points
        // at a writable, aligned renju_result (RenjuResult is its repr(C) layout); write
        // does not read or drop what was there (plain integers).
        unsafe { out.write(result) };
        Ok(result.result)
    })
}

/// Whose move it is: `RENJU_BLACK` or `RENJU_WHITE` (the opponent of the color that moved
/// last; before the first move, black, or the color given to `renju_game_set_first`), or
/// `RENJU_NO_COLOR` when either may open. The side to play after the end is who would move
/// next; the game is over all the same (`renju_game_result`).
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no call that takes it mutably (`renju_game *`) runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_game_to_play(game: *const RenjuGame) -> i32 {
    const F: &str = "renju_game_to_play";
    guard(F, || {
        // SAFETY: game_ref asks of `game` what this function's contract (# Safety) gives.
        let game = unsafe { game_ref(F, game) }?;
        Ok(maybe_color_code(game.to_play()))
    })
}

/// The number of moves played (set-up stones are not moves), those after the end included.
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no call that takes it mutably (`renju_game *`) runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_game_move_count(game: *const RenjuGame) -> i32 {
    const F: &str = "renju_game_move_count";
    // SAFETY: game_ref asks of `game` what this function's contract (# Safety) gives.
    guard(F, || Ok(unsafe { game_ref(F, game) }?.moves().len() as i32))
}

/// The point of move `index` (0 for the first move, `renju_game_move_count(game) - 1` for
/// the last; the deciding move of a result is `move_number - 1`); its color is written to
/// `*color_out` unless `color_out` is NULL. `RENJU_ERR_BAD_INDEX` for an index out of range
/// (`*color_out` then left untouched).
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no call that takes it mutably (`renju_game *`) runs at the same time.
/// `color_out` is NULL or points at a writable `int32_t`.
#[no_mangle]
pub unsafe extern "C" fn renju_game_move(
    game: *const RenjuGame,
    index: i32,
    color_out: *mut i32,
) -> i32 {
    const F: &str = "renju_game_move";
    guard(F, || {
        // SAFETY: game_ref asks of `game` what this function's contract (# Safety) gives.
        let game = unsafe { game_ref(F, game) }?;
        let moves = game.moves();
        let m = usize::try_from(index)
            .ok()
            .and_then(|i| moves.get(i))
            .ok_or_else(|| {
                let range = match moves.len() {
                    0 => "no move has been played".to_string(),
                    n => format!("0 .. {}", n - 1),
                };
                Error::new(
                    RENJU_ERR_BAD_INDEX,
                    format!("{F}: index {index} is not a move's ({range})"),
                )
            })?;
        // SAFETY: by the contract (# Safety) `color_out` is NULL (as_mut gives None) or
        // points at a writable, aligned int32_t used by nothing else during the call.
        if let Some(out) = unsafe { color_out.as_mut() } {
            *out = color_code(m.color);
        }
        Ok(m.point.index(game.size()) as i32)
    })
}

/// What `point` holds: `RENJU_EMPTY`, `RENJU_BLACK` or `RENJU_WHITE`.
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no call that takes it mutably (`renju_game *`) runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_game_get(game: *const RenjuGame, point: i32) -> i32 {
    const F: &str = "renju_game_get";
    guard(F, || {
        // SAFETY: game_ref asks of `game` what this function's contract (# Safety) gives.
        let game = unsafe { game_ref(F, game) }?;
        let p: Point = args::point(F, point, game.size())?;
        Ok(game
            .position()
            .get(p)
            .map_or(i32::from(RENJU_EMPTY), color_code))
    })
}

/// The kind of `point` for `color` on the board as it stands, from the kept map: 0 when
/// `color` may play there (or it holds a stone), else `RENJU_DOUBLE_THREE`,
/// `RENJU_DOUBLE_FOUR` or `RENJU_OVERLINE`: what the move would be a foul of.
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no call that takes it mutably (`renju_game *`) runs at the same time.
#[no_mangle]
pub unsafe extern "C" fn renju_game_forbidden(
    game: *const RenjuGame,
    point: i32,
    color: i32,
) -> i32 {
    const F: &str = "renju_game_forbidden";
    guard(F, || {
        // SAFETY: game_ref asks of `game` what this function's contract (# Safety) gives.
        let game = unsafe { game_ref(F, game) }?;
        let p = args::point(F, point, game.size())?;
        let color = args::color(F, color)?;
        let kind = game.position().forbidden_kind(p, color);
        Ok(kind.map_or(0, |k| i32::from(kind_code(k))))
    })
}

/// Writes `color`'s forbidden map of the board as it stands into `kinds_out` (`size * size`
/// kinds, the game's size: 0 allowed or occupied, 1 double-three, 2 double-four, 3 overline)
/// and returns the number of forbidden points. The map is kept up to date move by move, so
/// this costs a copy. On error `kinds_out` is left untouched. `kinds_out` is the caller's:
/// written during the call only, never kept.
///
/// # Safety
///
/// `game` is NULL (refused with `RENJU_ERR_NULL_POINTER`) or a game from `renju_game_new`
/// not yet freed, and no call that takes it mutably (`renju_game *`) runs at the same time.
/// `kinds_out` is NULL (refused) or points at `size * size` writable bytes (the game's
/// size), valid during the call, apart from the game and touched by no other thread
/// meanwhile.
#[no_mangle]
pub unsafe extern "C" fn renju_game_forbidden_map(
    game: *const RenjuGame,
    color: i32,
    kinds_out: *mut u8,
) -> i32 {
    const F: &str = "renju_game_forbidden_map";
    guard(F, || {
        // SAFETY: game_ref asks of `game` what this function's contract (# Safety) gives.
        let game = unsafe { game_ref(F, game) }?;
        let color = args::color(F, color)?;
        args::not_null(F, "kinds_out", kinds_out)?;
        let size = game.size();
        // SAFETY: `kinds_out` is not NULL (checked above), so by the contract (# Safety) it
        // points at size * size writable bytes (u8: no alignment), valid for the call, apart
        // from the game `game` borrows and used by nothing else meanwhile; size * size is at
        // most 26 * 26.
        let out = unsafe { std::slice::from_raw_parts_mut(kinds_out, size * size) };
        // The slice is exactly size * size long, the length write_map asks for.
        game.position()
            .write_map(color, out)
            .map(|n| n as i32)
            .map_err(|e| Error::new(RENJU_ERR_INTERNAL, format!("{F}: {e}")))
    })
}

#[cfg(test)]
mod tests;
