//! Brains that misbehave without losing by it: a flood of messages, a name made to reach the
//! terminal, descendants that leave the process group, over-long messages, a slow start-up,
//! no answer to ABOUT; the runner stays small and leaves no process behind.

use super::harness::*;
use std::path::Path;
use std::process::Output;
use std::time::{Duration, Instant};

#[test]
fn a_brain_flooding_messages_while_its_opponent_thinks_leaves_the_runner_small() {
    // The brain answers at once, then writes MESSAGE lines (4 KB each) for 1.5 s after each
    // move, while its opponent thinks 1 s a move: nobody reads it then. A runner that queued
    // its lines grew by hundreds of MB a second (past 900 MB in this match) and, under a
    // limit of 500 MB of address space, aborted: no JSON line, no table. Now the pipe fills
    // and the brain waits for its turn.
    let pids = tempfile::tempdir().expect("tempdir");
    let flood = brain(
        pids.path(),
        "--misbehave flood --flood-ms 1500 --flood-bytes 4000",
    );
    let thinker = brain(pids.path(), "--think-ms 1000");
    let started = Instant::now();
    let output = run_match_limited(
        500_000_000,
        &[
            "--engine",
            &flood,
            "--engine",
            &thinker,
            "--games",
            "2",
            "--concurrency",
            "2",
            "--draw-after",
            "8",
        ],
    );
    assert!(
        output.status.success(),
        "{:?}: {}",
        output.status,
        stderr(&output)
    );
    let games = games(&output);
    assert_eq!(games.len(), 2, "{}", stderr(&output));
    for game in &games {
        // Eight stones each game, none lost by either brain: the flooding is only asides.
        assert_eq!(game["reason"], "draw-after", "{game}");
    }
    assert_stderr_has(&output, "reasons: draw-after 2");
    // Four moves of each side a game: a few seconds, the floods included.
    assert!(started.elapsed() < Duration::from_secs(40));
    assert_no_brain_left(pids.path());
}

#[test]
fn a_brain_s_name_is_escaped_before_it_reaches_the_terminal() {
    // ABOUT answered with a clear-screen, a colour, a window title (OSC ... BEL) and a C1
    // CSI: the table shows them as escapes, and no control character reaches stderr.
    let pids = tempfile::tempdir().expect("tempdir");
    let evil = brain(
        pids.path(),
        r#"--about 'name="evil\u{1b}[2J\u{1b}[31m\u{1b}]0;pwned\u{7}\u{9b}0m", version="1"'"#,
    );
    let output = run_match(&engines(&[&evil, BRAIN], &["--games", "1"]));
    assert!(output.status.success(), "{}", stderr(&output));
    let err = stderr(&output);
    assert!(
        err.contains(r"evil\u{1b}[2J\u{1b}[31m\u{1b}]0;pwned\u{7}\u{9b}0m 1"),
        "{err}"
    );
    assert!(
        !err.chars().any(|c| c.is_control() && c != '\n'),
        "a control character on stderr: {err:?}"
    );
    assert_no_brain_left(pids.path());
}

#[test]
fn a_descendant_that_leaves_the_process_group_is_ended_with_its_brain() {
    // The brain starts a copy of itself in a session of its own (setsid), which holds the
    // brain's stdout and sleeps: killing the brain's process group misses it. It must be
    // gone at the end all the same (it wrote its pid too).
    let pids = tempfile::tempdir().expect("tempdir");
    let output = two_games_against_a_good_brain(pids.path(), "--misbehave setsid", 3);
    assert_eq!(games(&output).len(), 2);
    // The start-up check and two games: three brains of each kind, and the three copies
    // that left their groups.
    assert_eq!(std::fs::read_dir(pids.path()).map_or(0, Iterator::count), 9);
    assert_no_brain_left(pids.path());
}

#[test]
fn an_over_long_message_is_one_line_and_its_tail_is_no_move() {
    // Before each move the brain writes `MESSAGE ` + 4088 bytes + `0,0` (4099 bytes), then
    // its move: the tail `0,0` (a15) must not be read as a move of its own. Black's first
    // move is the centre, h8, and no game is lost by anything but the board.
    let pids = tempfile::tempdir().expect("tempdir");
    let output = two_games_against_a_good_brain(pids.path(), "--misbehave long-aside", 5);
    let games = games(&output);
    assert_eq!(games.len(), 2);
    for game in &games {
        assert!(
            ["five", "foul", "full-board"].contains(&game["reason"].as_str().unwrap_or("")),
            "{game}"
        );
        assert_eq!(game["moves"][0], "h8", "{game}");
    }
    assert_no_brain_left(pids.path());
}

#[test]
fn an_engine_s_start_up_is_not_counted_against_its_first_move() {
    // The brain takes 1.5 s to act on `INFO max_memory` (as an engine that allocates its
    // tables then), against 200 ms a move plus 300 ms of tolerance: its start-up ends with
    // its answer to ABOUT, before the first move's clock starts. It loses no game on time.
    let pids = tempfile::tempdir().expect("tempdir");
    let slow = brain(pids.path(), "--startup-ms 1500");
    let good = brain(pids.path(), "--seed 2");
    let output = run_match(&engines(
        &[&slow, &good],
        &[
            "--games",
            "2",
            "--timeout-turn",
            "200",
            "--tolerance",
            "300",
        ],
    ));
    let games = finished_games(&output);
    assert_eq!(games.len(), 2);
    for game in &games {
        assert!(
            ["five", "foul", "full-board"].contains(&game["reason"].as_str().unwrap_or("")),
            "{game}"
        );
    }
    // Its name came with the answer to ABOUT, before its first move.
    assert_stderr_has(&output, &format!(": {slow} (renju-test-brain 1)\n"));
    assert_no_brain_left(pids.path());
}

#[test]
fn a_brain_that_never_answers_about_loses_nothing_by_it() {
    // No answer to ABOUT (an empty line is none): its first move is asked for once the
    // start-up's time (5000 ms, at least, plus the tolerance) has passed, and it plays.
    let pids = tempfile::tempdir().expect("tempdir");
    let mute = brain(pids.path(), "--about ''");
    let output = run_match(&engines(
        &[&mute, BRAIN],
        &["--games", "1", "--tolerance", "0"],
    ));
    let game = &finished_games(&output)[0];
    assert!(
        ["five", "foul", "full-board"].contains(&game["reason"].as_str().unwrap_or("")),
        "{game}"
    );
    // Named by its program's file name, and no ABOUT after its command line; the other is
    // named by its ABOUT, the same name: the two are numbered.
    assert_stderr_has(&output, &format!("\nrenju-test-brain (1): {mute}\n"));
    assert_stderr_has(
        &output,
        &format!("\nrenju-test-brain (2): {BRAIN} (renju-test-brain 1)\n"),
    );
    assert_no_brain_left(pids.path());
}

#[test]
fn a_brain_started_by_a_shell_leaves_no_grandchild() {
    // The shell runs the brain as its child (the `; true` keeps it from exec'ing it): the
    // brain that times out is the runner's grandchild, and must go with its group.
    let pids = tempfile::tempdir().expect("tempdir");
    let sleeper = format!("sh -c '{}; true'", brain(pids.path(), "--misbehave sleep"));
    let output = run_match(&engines(
        &[&sleeper, BRAIN],
        &[
            "--games",
            "1",
            "--timeout-turn",
            "200",
            "--tolerance",
            "100",
        ],
    ));
    let games = finished_games(&output);
    assert_eq!(games[0]["reason"], "time-out-turn", "{}", games[0]);
    assert_no_brain_left(pids.path());
}

/// Plays the test brain with `bad_args` against a good one (`--seed seed`), two games, both
/// writing their pids into `pids`, and checks that the match ran to its end.
fn two_games_against_a_good_brain(pids: &Path, bad_args: &str, seed: u32) -> Output {
    let bad = brain(pids, bad_args);
    let good = brain(pids, &format!("--seed {seed}"));
    let output = run_match(&engines(&[&bad, &good], &["--games", "2"]));
    assert!(output.status.success(), "{}", stderr(&output));
    output
}
