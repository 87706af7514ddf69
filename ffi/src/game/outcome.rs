//! The referee's answers in C's terms: colors as codes, what a move did (`RENJU_PLACED`,
//! `RENJU_PLACED_FIVE`, `RENJU_PLACED_FOUL`), a game's outcome as a `renju_result`, and a
//! refused move as an error code with its message.

use super::RenjuResult;
use crate::codes::*;
use crate::error::Error;
use renju::cells::kind_code;
use renju::{AnyIncrementalBoard, Color, Verdict};
use renju_referee::{DrawReason, Game as Referee, Outcome, PlayError};

/// `color`'s code: 1 black, 2 white.
pub(super) fn color_code(color: Color) -> i32 {
    match color {
        Color::Black => i32::from(RENJU_BLACK),
        Color::White => i32::from(RENJU_WHITE),
    }
}

/// The code of a color that may be none (`RENJU_NO_COLOR`).
pub(super) fn maybe_color_code(color: Option<Color>) -> i32 {
    color.map_or(i32::from(RENJU_NO_COLOR), color_code)
}

/// What a move did, as `renju_board_place` says it.
pub(super) fn placed_code(verdict: Verdict) -> i32 {
    match verdict {
        Verdict::Allowed => RENJU_PLACED,
        Verdict::Five => RENJU_PLACED_FIVE,
        Verdict::Forbidden(_) => RENJU_PLACED_FOUL,
    }
}

/// `game`'s outcome in C's terms.
pub(super) fn result_of(game: &Referee<AnyIncrementalBoard>) -> RenjuResult {
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
pub(super) fn play_error(function: &str, point: i32, e: PlayError) -> Error {
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
