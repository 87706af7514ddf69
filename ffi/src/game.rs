//! A whole game refereed for C: `renju_game`, for a tournament manager or a GUI written in C
//! or C++. It holds the referee's `renju_referee::Game` over the runtime's incremental board
//! (so its forbidden maps are kept up to date), and this module only translates: points,
//! colors and codes in, the referee's verdicts, outcome and errors out.

use crate::args;
use crate::codes::*;
use crate::error::{guard, guard_ptr, Error};
use crate::handle::{self, Handle};
use renju::cells::kind_code;
use renju::{AnyIncrementalBoard, Color, Point, Verdict};
// Not a `type` alias: cbindgen reads aliases, and would take `Game` for `engine::Game`.
use renju_referee::{DrawReason, Game as Referee, Outcome, PlayError};

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

/// `color`'s code: 1 black, 2 white.
fn color_code(color: Color) -> i32 {
    match color {
        Color::Black => i32::from(RENJU_BLACK),
        Color::White => i32::from(RENJU_WHITE),
    }
}

/// The code of a color that may be none (`RENJU_NO_COLOR`).
fn maybe_color_code(color: Option<Color>) -> i32 {
    color.map_or(i32::from(RENJU_NO_COLOR), color_code)
}

/// What a move did, as `renju_board_place` says it.
fn placed_code(verdict: Verdict) -> i32 {
    match verdict {
        Verdict::Allowed => RENJU_PLACED,
        Verdict::Five => RENJU_PLACED_FIVE,
        Verdict::Forbidden(_) => RENJU_PLACED_FOUL,
    }
}

/// `game`'s outcome in C's terms.
fn result_of(game: &Referee<AnyIncrementalBoard>) -> RenjuResult {
    let size = game.size();
    // The deciding move's point: move `at` (from 1) of the game.
    let point_of = |at: usize| {
        at.checked_sub(1)
            .and_then(|i| game.moves().get(i))
            .map_or(-1, |m| m.point.index(size) as i32)
    };
    let none = RenjuResult {
        result: RENJU_RESULT_NONE,
        winner: i32::from(RENJU_NO_COLOR),
        color: i32::from(RENJU_NO_COLOR),
        move_number: 0,
        point: -1,
        kind: 0,
        reason: 0,
    };
    let outcome = game.outcome();
    let winner = maybe_color_code(outcome.winner());
    match outcome {
        Outcome::Five { at, color } => RenjuResult {
            result: RENJU_RESULT_FIVE,
            winner,
            color: color_code(color),
            move_number: at as i32,
            point: point_of(at),
            ..none
        },
        Outcome::Foul {
            at,
            point,
            color,
            kind,
        } => RenjuResult {
            result: RENJU_RESULT_FOUL,
            winner,
            color: color_code(color),
            move_number: at as i32,
            point: point.index(size) as i32,
            kind: i32::from(kind_code(kind)),
            ..none
        },
        Outcome::Draw { at, reason } => RenjuResult {
            result: RENJU_RESULT_DRAW,
            move_number: at as i32,
            reason: match reason {
                DrawReason::FullBoard => RENJU_DRAW_FULL_BOARD,
                DrawReason::MoveLimit => RENJU_DRAW_MOVE_LIMIT,
            },
            ..none
        },
        // Not ended. (Any outcome the referee may add later that a game made here cannot
        // reach lands here too, rather than failing this crate's build.)
        _ => none,
    }
}

/// The C error for a move or set-up stone the referee refused at `point` (its index, as
/// given).
fn play_error(function: &str, point: i32, e: PlayError) -> Error {
    let (code, detail) = match e {
        PlayError::Occupied { point: p, by } => (
            RENJU_ERR_OCCUPIED,
            format!("point {point} ({p}) already holds a {by} stone"),
        ),
        PlayError::OffBoard { .. } => (RENJU_ERR_BAD_POINT, e.to_string()),
        PlayError::OutOfTurn { .. } => (RENJU_ERR_OUT_OF_TURN, e.to_string()),
        PlayError::NoSideToPlay => (
            RENJU_ERR_NO_SIDE_TO_PLAY,
            format!("{e} (renju_game_place_as)"),
        ),
        PlayError::SetUpAfterMoves => (RENJU_ERR_GAME_BEGUN, e.to_string()),
        // The refusals of what this ABI does not offer (`NotEnded`: a move placed as after
        // the end): a bug if one comes here.
        _ => (RENJU_ERR_INTERNAL, e.to_string()),
    };
    Error::new(code, format!("{function}: {detail}"))
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
mod tests {
    use super::*;
    use crate::renju_rule_by_name;

    /// The index of the point called `name` on a board of `size`.
    fn at(name: &str, size: usize) -> i32 {
        let p: Point = name.parse().expect("a point name");
        p.index(size) as i32
    }

    fn rule(name: &std::ffi::CStr) -> i32 {
        // SAFETY: a NUL-terminated static string.
        unsafe { renju_rule_by_name(name.as_ptr()) }
    }

    fn result(game: *const RenjuGame) -> RenjuResult {
        let mut out = RenjuResult {
            result: -99,
            winner: -99,
            color: -99,
            move_number: -99,
            point: -99,
            kind: -99,
            reason: -99,
        };
        // SAFETY: a live game from renju_game_new, used by this thread only; `out` is ours.
        let code = unsafe { renju_game_result(game, &mut out) };
        assert_eq!(code, out.result);
        out
    }

    /// Plays `moves` (names on 15x15) by the side to play, each expected to be `RENJU_PLACED`.
    fn play_all(game: *mut RenjuGame, moves: &[&str]) {
        for name in moves {
            // SAFETY: a live game from renju_game_new, used by this thread only.
            let code = unsafe { renju_game_place(game, at(name, 15)) };
            assert_eq!(code, RENJU_PLACED, "{name}");
        }
    }

    const NOT_ENDED: RenjuResult = RenjuResult {
        result: RENJU_RESULT_NONE,
        winner: 0,
        color: 0,
        move_number: 0,
        point: -1,
        kind: 0,
        reason: 0,
    };

    #[test]
    fn the_double_three_of_rif_9_3_as_a_game_is_blacks_foul_at_move_9() {
        let game = renju_game_new(rule(c"renju"), 15);
        assert!(!game.is_null());
        // Black f8 g8 h9 h10, white on the a file; then black's h8 makes two open threes
        // (f8-g8-h8 and h8-h9-h10): a double-three, forbidden, so black loses.
        play_all(game, &["f8", "a1", "g8", "a3", "h9", "a5", "h10", "a7"]);
        let h8 = at("h8", 15);
        // SAFETY: each call below: the live game, used by this thread only.
        unsafe {
            assert_eq!(renju_game_to_play(game), i32::from(RENJU_BLACK));
            assert_eq!(
                renju_game_forbidden(game, h8, i32::from(RENJU_BLACK)),
                i32::from(RENJU_DOUBLE_THREE)
            );
            assert_eq!(renju_game_forbidden(game, h8, i32::from(RENJU_WHITE)), 0);
            assert_eq!(renju_game_place(game, h8), RENJU_PLACED_FOUL);
        }
        let foul = RenjuResult {
            result: RENJU_RESULT_FOUL,
            winner: i32::from(RENJU_WHITE),
            color: i32::from(RENJU_BLACK),
            move_number: 9,
            point: h8,
            kind: i32::from(RENJU_DOUBLE_THREE),
            reason: 0,
        };
        assert_eq!(result(game), foul);
        // SAFETY: each call below: the live game, used by this thread only.
        unsafe {
            assert_eq!(renju_game_move_count(game), 9);
            let mut color = 0;
            assert_eq!(renju_game_move(game, 8, &mut color), h8);
            assert_eq!(color, i32::from(RENJU_BLACK));
            assert_eq!(renju_game_get(game, h8), i32::from(RENJU_BLACK));
            // Undo of the deciding move gives the game back, and h8 is forbidden again.
            assert_eq!(renju_game_undo(game), h8);
            assert_eq!(renju_game_get(game, h8), i32::from(RENJU_EMPTY));
            assert_eq!(
                renju_game_forbidden(game, h8, i32::from(RENJU_BLACK)),
                i32::from(RENJU_DOUBLE_THREE)
            );
        }
        assert_eq!(result(game), NOT_ENDED);
        // SAFETY: the live game, freed once and not used after.
        unsafe { renju_game_free(game) };
    }

    #[test]
    fn a_five_wins_and_moves_after_the_end_change_nothing() {
        let game = renju_game_new(rule(c"renju"), 15);
        // Black h8 .. h11, white on the a file; black's h12 makes five at move 9.
        play_all(game, &["h8", "a1", "h9", "a3", "h10", "a5", "h11", "a7"]);
        // SAFETY: the live game, used by this thread only.
        let placed = unsafe { renju_game_place(game, at("h12", 15)) };
        assert_eq!(placed, RENJU_PLACED_FIVE);
        let five = RenjuResult {
            result: RENJU_RESULT_FIVE,
            winner: i32::from(RENJU_BLACK),
            color: i32::from(RENJU_BLACK),
            move_number: 9,
            point: at("h12", 15),
            ..NOT_ENDED
        };
        assert_eq!(result(game), five);
        // White plays on: placed and ruled, counted, the result stays.
        play_all(game, &["a9"]);
        assert_eq!(result(game), five);
        // SAFETY: each call below: the live game, used by this thread only.
        unsafe {
            assert_eq!(renju_game_move_count(game), 10);
            assert_eq!(renju_game_undo(game), at("a9", 15));
            assert_eq!(renju_game_undo(game), at("h12", 15));
        }
        assert_eq!(result(game), NOT_ENDED);
        // SAFETY: the live game, freed once and not used after.
        unsafe { renju_game_free(game) };
    }

    #[test]
    fn a_full_board_and_a_move_limit_are_draws() {
        // gomoku-freestyle on 5x5 (no move is forbidden there), filled without a five of
        // either color: rows from the top XXOOX OOXXO XXOOX OOXXO XXOOX (no row, column or
        // long diagonal of one color). 25 moves, black first.
        let black = [
            "a1", "b1", "e1", "c2", "d2", "a3", "b3", "e3", "c4", "d4", "a5", "b5", "e5",
        ];
        let white = [
            "c1", "d1", "a2", "b2", "e2", "c3", "d3", "a4", "b4", "e4", "c5", "d5",
        ];
        let game = renju_game_new(rule(c"gomoku-freestyle"), 5);
        for i in 0..25 {
            let name = if i % 2 == 0 {
                black[i / 2]
            } else {
                white[i / 2]
            };
            assert_eq!(result(game), NOT_ENDED, "before move {}", i + 1);
            // SAFETY: the live game, used by this thread only.
            assert_eq!(unsafe { renju_game_place(game, at(name, 5)) }, RENJU_PLACED);
        }
        let full = RenjuResult {
            result: RENJU_RESULT_DRAW,
            move_number: 25,
            reason: RENJU_DRAW_FULL_BOARD,
            ..NOT_ENDED
        };
        assert_eq!(result(game), full);
        // SAFETY: each call below: the live game, used by this thread only.
        unsafe {
            renju_game_undo(game);
            assert_eq!(result(game), NOT_ENDED);
            // A move limit of 24 stones: the board already holds 24, a draw at once.
            assert_eq!(renju_game_set_move_limit(game, 24), 0);
            assert_eq!(result(game).reason, RENJU_DRAW_MOVE_LIMIT);
            assert_eq!(result(game).move_number, 24);
            // Cleared, the limit stays: three set-up stones and a fourth move reach 4.
            assert_eq!(renju_game_clear(game), 0);
            assert_eq!(renju_game_set_move_limit(game, 4), 0);
            for name in ["a1", "c1", "e1"] {
                assert_eq!(renju_game_set_up(game, at(name, 5), 1), 0);
            }
            assert_eq!(renju_game_place(game, at("a5", 5)), RENJU_PLACED);
            let limit = RenjuResult {
                result: RENJU_RESULT_DRAW,
                move_number: 1,
                reason: RENJU_DRAW_MOVE_LIMIT,
                ..NOT_ENDED
            };
            assert_eq!(result(game), limit);
            renju_game_free(game);
        }
    }

    #[test]
    fn set_up_stones_and_the_first_side_to_play() {
        let game = renju_game_new(rule(c"renju"), 15);
        let (h8, i9, j10) = (at("h8", 15), at("i9", 15), at("j10", 15));
        // SAFETY: each call below: the live game, used by this thread only.
        unsafe {
            assert_eq!(renju_game_set_up(game, h8, 1), 0);
            assert_eq!(renju_game_set_first(game, 2), 0);
            assert_eq!(renju_game_to_play(game), 2);
            assert_eq!(renju_game_place_as(game, i9, 1), RENJU_ERR_OUT_OF_TURN);
            assert_eq!(renju_game_place(game, i9), RENJU_PLACED);
            assert_eq!(renju_game_set_up(game, j10, 1), RENJU_ERR_GAME_BEGUN);
            assert_eq!(renju_game_set_first(game, 1), RENJU_ERR_GAME_BEGUN);
            // Undo takes back the move, never the set-up stone.
            assert_eq!(renju_game_undo(game), i9);
            assert_eq!(renju_game_undo(game), RENJU_ERR_NOTHING_TO_UNDO);
            assert_eq!(renju_game_get(game, h8), 1);
            // Either side may open: a move must then name its color.
            assert_eq!(renju_game_set_first(game, 0), 0);
            assert_eq!(renju_game_to_play(game), 0);
            assert_eq!(renju_game_place(game, i9), RENJU_ERR_NO_SIDE_TO_PLAY);
            assert_eq!(renju_game_place_as(game, i9, 1), RENJU_PLACED);
            assert_eq!(renju_game_to_play(game), 2);
            renju_game_free(game);
        }
    }

    #[test]
    fn bad_arguments_are_refused_and_place_nothing() {
        let renju = rule(c"renju");
        assert!(renju_game_new(renju, 4).is_null());
        assert!(renju_game_new(-1, 15).is_null());
        let game = renju_game_new(renju, 15);
        let null = std::ptr::null_mut::<RenjuGame>();
        let mut out = NOT_ENDED;
        let mut kinds = [0u8; 225];
        // SAFETY: each call below: the live game (or NULL), used by this thread only;
        // `out` and `kinds` are ours, kinds 225 bytes long.
        unsafe {
            assert_eq!(renju_game_place(game, 225), RENJU_ERR_BAD_POINT);
            assert_eq!(renju_game_place(game, -1), RENJU_ERR_BAD_POINT);
            assert_eq!(renju_game_place(game, 112), RENJU_PLACED);
            assert_eq!(renju_game_place(game, 112), RENJU_ERR_OCCUPIED);
            assert_eq!(renju_game_place_as(game, 0, 1), RENJU_ERR_OUT_OF_TURN);
            assert_eq!(renju_game_place_as(game, 0, 3), RENJU_ERR_BAD_COLOR);
            assert_eq!(renju_game_set_first(game, 3), RENJU_ERR_BAD_COLOR);
            assert_eq!(renju_game_set_move_limit(game, -1), RENJU_ERR_BAD_LIMIT);
            assert_eq!(
                renju_game_move(game, 1, std::ptr::null_mut()),
                RENJU_ERR_BAD_INDEX
            );
            assert_eq!(
                renju_game_move(game, -1, std::ptr::null_mut()),
                RENJU_ERR_BAD_INDEX
            );
            assert_eq!(renju_game_move(game, 0, std::ptr::null_mut()), 112);
            assert_eq!(renju_game_move_count(game), 1);
            assert_eq!(renju_game_to_play(game), 2);
            assert_eq!(
                renju_game_result(game, std::ptr::null_mut()),
                RENJU_ERR_NULL_POINTER
            );
            assert_eq!(
                renju_game_forbidden_map(game, 1, std::ptr::null_mut()),
                RENJU_ERR_NULL_POINTER
            );
            assert_eq!(renju_game_forbidden_map(game, 1, kinds.as_mut_ptr()), 0);
            for code in [
                renju_game_place(null, 0),
                renju_game_place_as(null, 0, 1),
                renju_game_undo(null),
                renju_game_clear(null),
                renju_game_set_up(null, 0, 1),
                renju_game_set_first(null, 1),
                renju_game_set_move_limit(null, 1),
                renju_game_result(null, &mut out),
                renju_game_to_play(null),
                renju_game_move_count(null),
                renju_game_move(null, 0, std::ptr::null_mut()),
                renju_game_get(null, 0),
                renju_game_forbidden(null, 0, 1),
                renju_game_forbidden_map(null, 1, kinds.as_mut_ptr()),
                renju_game_size(null),
            ] {
                assert_eq!(code, RENJU_ERR_NULL_POINTER);
            }
            assert_eq!(out, NOT_ENDED, "out untouched");
            renju_game_free(null);
            renju_game_free(game);
        }
    }

    #[test]
    fn the_referees_messages_name_what_is_wrong() {
        let last = || {
            // SAFETY: this thread's last error, a live C string.
            unsafe { std::ffi::CStr::from_ptr(crate::renju_last_error()) }
                .to_string_lossy()
                .into_owned()
        };
        let game = renju_game_new(rule(c"renju"), 15);
        // SAFETY: each call below: the live game, used by this thread only.
        unsafe {
            renju_game_place(game, 112);
            renju_game_place(game, 112);
            assert_eq!(
                last(),
                "renju_game_place: point 112 (h8) already holds a black stone"
            );
            renju_game_place_as(game, 0, 1);
            assert_eq!(
                last(),
                "renju_game_place_as: it is white's move: black played the move before"
            );
            renju_game_set_up(game, 0, 1);
            assert_eq!(
                last(),
                "renju_game_set_up: a stone cannot be set up once the game has begun"
            );
            renju_game_set_first(game, 1);
            assert_eq!(
                last(),
                "renju_game_set_first: who moves first cannot change once the game has begun (1 move played)"
            );
            renju_game_move(game, 3, std::ptr::null_mut());
            assert_eq!(last(), "renju_game_move: index 3 is not a move's (0 .. 0)");
            renju_game_undo(game);
            renju_game_undo(game);
            assert_eq!(
                last(),
                "renju_game_undo: no move is left to take back (set-up stones stay)"
            );
            renju_game_set_first(game, 0);
            renju_game_place(game, 112);
            assert_eq!(
                last(),
                "renju_game_place: no side to play: the game was set up without one, so the first move must name its colour (renju_game_place_as)"
            );
            renju_game_free(game);
        }
    }

    #[test]
    fn a_game_that_panicked_refuses_further_use() {
        let game = renju_game_new(rule(c"renju"), 15);
        // SAFETY: a live game from renju_game_new, used by this thread only.
        let code = unsafe { with_game_mut("renju_test", game, |_| panic!("boom")) };
        assert_eq!(code, RENJU_ERR_INTERNAL);
        // SAFETY: each call below: the same live game, used by this thread only, freed once.
        unsafe {
            assert_eq!(renju_game_place(game, 112), RENJU_ERR_INTERNAL);
            assert_eq!(renju_game_to_play(game), RENJU_ERR_INTERNAL);
            renju_game_free(game);
        }
    }
}
