//! Each way a brain loses a game by what it does: a forbidden move (a foul, with its kind and
//! point), a stone on a stone, a point off the board, a line that is no move, a crash, a move
//! or a game past its time.

use super::harness::*;
use std::time::{Duration, Instant};

#[test]
fn a_forbidden_move_is_a_foul_with_its_kind_and_point() {
    // The opening of examples/games.txt's "double-three" game without its last move: black
    // to move, and j10 (among others) is a double-three.
    let dir = tempfile::tempdir().expect("tempdir");
    let openings = dir.path().join("openings.txt");
    std::fs::write(&openings, "d3: h8 i8 i9 h9 j8 k9 j9 i10\n").expect("write");
    let openings = openings.to_string_lossy().into_owned();
    let lost = misbehaviour_as("forbidden", "foul", &["--openings", &openings], true);
    let foul = lost
        .iter()
        .find(|g| g["foul"].is_object())
        .expect("a foul game");
    assert_eq!(foul["result"], "white-wins");
    assert_eq!(foul["opening"], "d3");
    assert_eq!(foul["opening_stones"], 8);
    // The foul is black's first move after the opening, and its stone is in the moves.
    assert_eq!(foul["moves"].as_array().map(Vec::len), Some(9));
    assert_eq!(foul["moves"][8], foul["foul"]["point"]);
    assert!(
        ["double-three", "double-four", "overline"]
            .contains(&foul["foul"]["kind"].as_str().unwrap_or("")),
        "{foul}"
    );
}

#[test]
fn a_stone_on_a_stone_loses_as_occupied() {
    let lost = misbehaviour("occupied", "occupied", &[]);
    assert!(lost
        .iter()
        .all(|g| g["detail"].as_str().is_some_and(|d| d.contains("occupied"))));
}

#[test]
fn a_point_past_the_edge_loses_as_off_board() {
    let lost = misbehaviour("offboard", "off-board", &[]);
    // The brain names 15,15: off the 15x15 board.
    assert!(lost
        .iter()
        .all(|g| g["detail"].as_str().is_some_and(|d| d.contains("15,15"))));
}

#[test]
fn a_line_that_is_no_move_loses_as_bad_output() {
    misbehaviour("garbage", "bad-output", &[]);
}

#[test]
fn a_brain_that_exits_loses_as_a_crash() {
    misbehaviour("crash", "crash", &[]);
}

#[test]
fn a_brain_past_its_move_time_loses_and_is_killed() {
    let started = Instant::now();
    let lost = misbehaviour(
        "sleep",
        "time-out-turn",
        &["--timeout-turn", "300", "--tolerance", "100"],
    );
    // Two games, each at most one move's time and the brain's end: well under the bound.
    assert!(started.elapsed() < Duration::from_secs(20));
    // The detail says how long the runner waited: the move's time and the tolerance.
    for game in &lost {
        assert_eq!(
            game["detail"], "no move in 400 ms (300 ms for the move + 100 ms tolerance)",
            "{game}"
        );
    }
}

#[test]
fn a_brain_past_its_game_time_loses_as_time_out_match() {
    let lost = misbehaviour(
        "sleep",
        "time-out-match",
        &[
            "--timeout-turn",
            "5000",
            "--timeout-match",
            "300",
            "--tolerance",
            "100",
        ],
    );
    // Its first move: all 300 ms of the game's time are left.
    for game in &lost {
        assert_eq!(
            game["detail"], "no move in 400 ms (300 ms left of its game's time + 100 ms tolerance)",
            "{game}"
        );
    }
}

#[test]
fn info_time_left_comes_before_every_move() {
    // The protocol: "Info time_left is sent before every move (before commands TURN, BEGIN,
    // BOARD ...) ... equal to 2147483647 if the time for a whole match is unlimited". The
    // brains answer a move without it (or with another value) by a line that is no move.
    for extra in [&[][..], &["--timeout-match", "100000"][..]] {
        let pids = tempfile::tempdir().expect("tempdir");
        let a = brain(pids.path(), "--check-time-left 1 --seed 1");
        let b = brain(pids.path(), "--check-time-left 1 --seed 2");
        let mut args = vec!["--engine", &a, "--engine", &b, "--games", "2"];
        args.extend_from_slice(extra);
        let output = run_match(&args);
        for game in finished_games(&output) {
            assert!(
                ["five", "foul", "full-board"].contains(&game["reason"].as_str().unwrap_or("")),
                "{extra:?}: {game}"
            );
        }
        assert_no_brain_left(pids.path());
    }
}

#[test]
fn an_over_long_line_that_is_no_aside_is_bad_output() {
    let lost = misbehaviour("long-line", "bad-output", &[]);
    for game in &lost {
        let detail = game["detail"].as_str().unwrap_or("");
        assert!(
            detail.starts_with("a line longer than 4096 bytes (starting \"xxxx"),
            "{game}"
        );
    }
}

#[test]
fn a_number_past_the_board_is_off_board_however_many_digits_it_has() {
    for said in ["15,0", "1000000,1", "99999999999999999999999,1"] {
        let lost = lost_by(&format!("--say {said}"), "off-board", &[], false);
        for game in &lost {
            assert_eq!(
                game["detail"],
                format!("{said:?} is off the 15x15 board").as_str(),
                "{game}"
            );
        }
    }
}

#[test]
fn a_move_wrapped_in_a_unicode_space_is_no_move() {
    // U+00A0 (no-break space) and U+3000 (ideographic space) are no blanks of the protocol.
    for (said, shown) in [
        (r"\u{a0}7,7\u{a0}", "\u{a0}7,7\u{a0}"),
        (r"\u{3000}7,7", "\u{3000}7,7"),
    ] {
        let lost = lost_by(&format!("--say '{said}'"), "bad-output", &[], false);
        for game in &lost {
            assert_eq!(
                game["detail"],
                format!("{shown:?} is not a move").as_str(),
                "{game}"
            );
        }
    }
}
