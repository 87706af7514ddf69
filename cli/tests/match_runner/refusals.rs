//! What `renju match` refuses before any game, with exit status 2 and a message: a rule file
//! claiming another rule's Gomocup number, a rule without one, one engine, an engine that
//! fails the start-up check, `--repeat` without openings, an opening that is no game, an
//! engine line with an open quote.

use super::harness::*;
use std::path::Path;
use std::time::{Duration, Instant};

/// The standard gomoku rule file, renamed `name` and claiming Gomocup rule `number`, in `dir`.
fn rule_file(dir: &Path, spec: &str, name: &str, number: Option<u32>) -> String {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../rules-spec/{spec}.toml")),
    )
    .expect("a rule file");
    let text: String = text
        .lines()
        .map(|line| {
            if line.starts_with("name = ") {
                format!("name = \"{name}\"\n")
            } else if let (Some(n), true) = (number, line.starts_with("gomocup-rule = ")) {
                format!("gomocup-rule = {n}\n")
            } else {
                format!("{line}\n")
            }
        })
        .collect();
    let path = dir.join(format!("{name}.toml"));
    std::fs::write(&path, text).expect("write");
    path.to_string_lossy().into_owned()
}

#[test]
fn a_rule_file_claiming_a_built_in_rule_s_number_must_state_that_rule() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Freestyle gomoku claiming 4, renju's number: brains would be told renju.
    let claims = rule_file(dir.path(), "gomoku-freestyle", "not-renju", Some(4));
    let output = run_match(&["--rule-file", &claims, "--engine", BRAIN, "--engine", BRAIN]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let err = stderr(&output);
    assert!(
        err.contains(
            "rule not-renju says gomocup-rule = 4, the number of the built-in rule renju, \
             but is not that rule: 3 settings differ"
        ),
        "{err}"
    );
    // The settings that differ are named, with both values; white's windows are the same.
    assert!(
        err.contains("black: forbidden: not-renju says nothing, renju says overline, double-four, double-three"),
        "{err}"
    );
    assert!(
        err.contains("of black's windows are classed otherwise"),
        "{err}"
    );
    assert!(!err.contains("white's"), "{err}");
    assert!(output.stdout.is_empty());

    // Caro claiming 9, caro-exactly-five's: caro's wide windows are compared.
    let claims = rule_file(dir.path(), "caro", "not-caro-9", Some(9));
    let output = run_match(&["--rule-file", &claims, "--engine", BRAIN, "--engine", BRAIN]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert_stderr_has(&output, "wide windows are classed otherwise");

    // Renju's file under another name states renju: it is played, and told as rule 4.
    let same = rule_file(dir.path(), "renju", "my-renju", None);
    let output = run_match(&[
        "--rule-file",
        &same,
        "--engine",
        BRAIN,
        "--engine",
        BRAIN,
        "--games",
        "1",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(games(&output).len(), 1);
}

#[test]
fn a_rule_without_a_gomocup_number_is_refused() {
    let output = run_match(&["--rule", "omok", "--engine", BRAIN, "--engine", BRAIN]);
    assert_eq!(output.status.code(), Some(2));
    assert_stderr_has(&output, "rule omok has no Gomocup number");
    assert!(output.stdout.is_empty());
}

#[test]
fn one_engine_is_refused() {
    let output = run_match(&["--engine", BRAIN]);
    assert_eq!(output.status.code(), Some(2));
    assert_stderr_has(&output, "two engines or more");
}

/// Runs a match of a good test brain against `bad` (a command line), with a records file,
/// and checks what every failed start-up check must give: exit status 2, no game (no JSON
/// line, no records file), and every brain started gone. Returns stderr.
fn refused_at_start(bad: &str, extra: &[&str]) -> String {
    let pids = tempfile::tempdir().expect("tempdir");
    let (_out, records, records_arg) = records_file();
    let good = brain(pids.path(), "--seed 1");
    let bad = bad.replace("PIDS", &pids.path().to_string_lossy());
    let mut args = vec![
        "--engine",
        &good,
        "--engine",
        &bad,
        "--games",
        "2",
        "--records",
        &records_arg,
    ];
    args.extend_from_slice(extra);
    let output = run_match(&args);
    let err = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(output.stdout.is_empty(), "a game was played: {err}");
    assert!(!records.exists(), "a records file was written");
    assert!(
        err.contains("1 of 2 engines cannot play, so no game was played"),
        "{err}"
    );
    // The good engine is not named as failing.
    assert!(!err.contains("engine 1 ("), "{err}");
    assert_no_brain_left(pids.path());
    err
}

#[test]
fn a_missing_program_is_an_error_before_any_game() {
    // A path that names no file, and a name that is on no PATH: each named, with the fix.
    let err = refused_at_start("/nonexistent/brain --seed 2", &[]);
    assert!(
        err.contains("engine 2 (/nonexistent/brain --seed 2): cannot be started: no such file: /nonexistent/brain"),
        "{err}"
    );
    let err = refused_at_start("renju-no-such-brain-56", &[]);
    assert!(
        err.contains(r#"engine 2 (renju-no-such-brain-56): cannot be started: no program "renju-no-such-brain-56" on the PATH"#),
        "{err}"
    );
}

#[test]
fn a_brain_that_exits_at_once_is_an_error_with_its_exit_status() {
    let bad = format!("{BRAIN} --pid-dir PIDS --misbehave exit");
    let err = refused_at_start(&bad, &[]);
    assert!(err.contains("\n  engine 2 ("), "{err}");
    assert!(
        err.contains("--misbehave exit): exited before answering START 15 (exit status 3)"),
        "{err}"
    );
}

#[test]
fn a_brain_that_answers_error_to_start_is_an_error_with_its_words() {
    let bad = format!("{BRAIN} --pid-dir PIDS --misbehave refuse-start");
    let err = refused_at_start(&bad, &["--size", "15"]);
    assert!(
        err.contains(r#"answered START 15 with "ERROR this brain refuses to start""#),
        "{err}"
    );
}

#[test]
fn a_brain_that_never_answers_start_is_an_error_after_the_start_up_s_time() {
    // The start-up's time: the larger of --timeout-turn (100) and 5000 ms, plus 100 ms.
    let bad = format!("{BRAIN} --pid-dir PIDS --misbehave mute");
    let started = Instant::now();
    let err = refused_at_start(&bad, &["--timeout-turn", "100", "--tolerance", "100"]);
    assert!(started.elapsed() >= Duration::from_millis(5100));
    assert!(err.contains("no answer to START 15 in 5100 ms"), "{err}");
}

#[test]
fn every_engine_that_cannot_play_is_named_at_once() {
    let pids = tempfile::tempdir().expect("tempdir");
    let good = brain(pids.path(), "");
    let refuses = brain(pids.path(), "--misbehave refuse-start");
    let exits = brain(pids.path(), "--misbehave exit");
    let output = run_match(&engines(
        &[&refuses, &good, "/nonexistent/brain", &exits],
        &[],
    ));
    let err = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(output.stdout.is_empty());
    assert!(err.contains("3 of 4 engines cannot play"), "{err}");
    let named: Vec<&str> = err
        .lines()
        .filter_map(|line| line.trim_start().strip_prefix("engine "))
        .map(|rest| &rest[..1])
        .collect();
    assert_eq!(named, ["1", "3", "4"], "{err}");
    assert_no_brain_left(pids.path());
}

#[test]
fn repeat_without_openings_is_refused_before_any_brain_starts() {
    let pids = tempfile::tempdir().expect("tempdir");
    let a = brain(pids.path(), "--seed 1");
    let output = run_match(&engines(&[&a, &a], &["--games", "4", "--repeat"]));
    let err = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(err.contains("--repeat"), "{err}");
    assert!(
        err.contains("Give --openings FILE, or leave out --repeat"),
        "{err}"
    );
    assert!(output.stdout.is_empty());
    assert_eq!(std::fs::read_dir(pids.path()).map_or(0, Iterator::count), 0);
}

#[test]
fn an_opening_that_is_no_game_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let openings = dir.path().join("openings.txt");
    std::fs::write(&openings, "ok: h8 i9\nbad: h8 i9 h8\n").expect("write");
    let openings = openings.to_string_lossy().into_owned();
    let output = run_match(&engines(&[BRAIN, BRAIN], &["--openings", &openings]));
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert_stderr_has(&output, "opening bad: move 3 (h8)");
    assert!(output.stdout.is_empty());
}

#[test]
fn an_engine_line_with_an_open_quote_is_refused() {
    let output = run_match(&engines(&[BRAIN, "python3 'brain.py"], &[]));
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert_stderr_has(&output, "unbalanced quotes");
}
