//! The C game's own tests, through its `extern "C"` functions as C calls them: every
//! refusal's code, results, undo, set-up stones, move limits and the forbidden maps.

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
