//! How a match stops short: SIGINT and SIGTERM (during the games and during the start-up
//! check, descendants of the brains too), `--draw-after N` stones, and `--sprt` once its test
//! decides.

use super::harness::*;
use std::time::{Duration, Instant};

#[test]
fn sigterm_ends_the_descendants_that_left_their_process_groups_too() {
    let pids = tempfile::tempdir().expect("tempdir");
    let escaper = brain(pids.path(), "--misbehave setsid --think-ms 600000");
    let child = spawn_match(&engines(
        &[&escaper, &escaper],
        &["--games", "2", "--timeout-turn", "600000"],
    ));
    // The start-up check's two brains and their copies, then the first game's.
    let output = signal_once_started(child, pids.path(), 8, "-TERM");
    assert_eq!(output.status.code(), Some(143), "{}", stderr(&output));
    assert_no_brain_left(pids.path());
}

/// Sends `signal` to a match whose brains never answer, once they have started, and checks
/// the exit status and that every brain is gone.
fn stopped_by(signal: &str, status: i32) {
    let pids = tempfile::tempdir().expect("tempdir");
    let a = brain(pids.path(), "--misbehave sleep");
    let b = brain(pids.path(), "--misbehave sleep");
    let child = spawn_match(&engines(
        &[&a, &b],
        &[
            "--games",
            "4",
            "--concurrency",
            "2",
            "--timeout-turn",
            "600000",
        ],
    ));
    // The start-up check's two brains, then both games of the first round: four brains.
    let output = signal_once_started(child, pids.path(), 6, signal);
    assert_eq!(output.status.code(), Some(status), "{}", stderr(&output));
    assert!(games(&output).is_empty());
    assert_no_brain_left(pids.path());
}

#[test]
fn sigterm_ends_the_match_and_its_brains() {
    stopped_by("-TERM", 143);
}

#[test]
fn sigint_ends_the_match_and_its_brains() {
    stopped_by("-INT", 130);
}

#[test]
fn sigterm_during_the_start_up_check_ends_its_brains() {
    let pids = tempfile::tempdir().expect("tempdir");
    let mute = brain(pids.path(), "--misbehave mute");
    let child = spawn_match(&engines(&[&mute, &mute], &[]));
    let started = Instant::now();
    let output = signal_once_started(child, pids.path(), 2, "-TERM");
    assert_eq!(output.status.code(), Some(143), "{}", stderr(&output));
    assert!(output.stdout.is_empty());
    // Stopped well before the start-up's time (6 s) was over.
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_no_brain_left(pids.path());
}

#[test]
fn draw_after_n_stones() {
    let output = run_match(&engines(
        &[BRAIN, &format!("{BRAIN} --seed 1")],
        &["--games", "1", "--draw-after", "6"],
    ));
    let games = games(&output);
    assert_eq!(games[0]["result"], "draw");
    assert_eq!(games[0]["reason"], "draw-after");
    assert_eq!(games[0]["moves"].as_array().map(Vec::len), Some(6));
}

#[test]
fn sprt_stops_a_match_once_it_decides() {
    // Two brains of one policy score about even, far from the 400 Elo of H1: the test accepts
    // H0 within a few dozen games (each even game moves the ratio by about -0.33), long
    // before the 200 asked for.
    let output = run_match(&engines(
        &[BRAIN, &format!("{BRAIN} --seed 7")],
        &[
            "--games",
            "200",
            "--concurrency",
            "2",
            "--sprt",
            "elo0=0 elo1=400",
        ],
    ));
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let played = games(&output).len();
    assert!(
        played < 100,
        "{played} games: the test did not stop the match"
    );
    let err = stderr(&output);
    let line = err
        .lines()
        .find(|l| l.starts_with("sprt (elo0=0 elo1=400 alpha=0.05 beta=0.05): LLR "))
        .unwrap_or_else(|| panic!("no sprt line in {err}"));
    // The decision is made on the games counted when it came; the games then in play (at
    // most one a worker) finish and are written too.
    let counted: usize = line
        .split_once(" games: H0 accepted")
        .and_then(|(head, _)| head.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no H0 decision in {line}"));
    assert!(
        counted <= played && played <= counted + 2,
        "{counted} counted, {played} played"
    );

    let three = run_match(&engines(&[BRAIN, BRAIN, BRAIN], &["--sprt", "elo1=10"]));
    assert_eq!(three.status.code(), Some(2), "{}", stderr(&three));
    assert_stderr_has(&three, "--sprt tests one engine against one other");
    let bad = run_match(&engines(&[BRAIN, BRAIN], &["--sprt", "elo0=10 elo1=5"]));
    assert_eq!(bad.status.code(), Some(2), "{}", stderr(&bad));
    assert_stderr_has(&bad, "elo1 (5) must be above elo0 (10)");
}
