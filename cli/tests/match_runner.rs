//! `renju match` end to end: real small matches between the repository's test brain
//! (`renju-test-brain`, with and without `--misbehave`) and two brains written in Python from
//! the protocol alone (tests/brains/). Each match runs under a time bound, and every brain a
//! match started is checked, by its process id, to be gone when the match is over (after
//! SIGTERM too). Linux only: the processes are looked for in /proc.
#![cfg(target_os = "linux")]

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

const RENJU: &str = env!("CARGO_BIN_EXE_renju");
const BRAIN: &str = env!("CARGO_BIN_EXE_renju-test-brain");

/// No match here takes this long; one that does has hung.
const BOUND: Duration = Duration::from_secs(90);

fn brains_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/brains")
}

/// The test brain's command line, writing its pid into `pids`.
fn brain(pids: &Path, extra: &str) -> String {
    format!("{BRAIN} --pid-dir {} {extra}", pids.display())
}

fn python_brain(script: &str, args: &str) -> String {
    format!("python3 {} {args}", brains_dir().join(script).display())
}

/// Waits for `child` at most [`BOUND`]; kills it and fails if it takes longer.
fn wait_bounded(mut child: Child) -> Output {
    let started = Instant::now();
    while child.try_wait().expect("try_wait").is_none() {
        if started.elapsed() > BOUND {
            let _ = child.kill();
            let _ = child.wait();
            panic!("renju match took longer than {BOUND:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

fn spawn_match(args: &[&str]) -> Child {
    Command::new(RENJU)
        .arg("match")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("renju starts")
}

/// Runs `renju match ARGS` to its end (bounded) and returns its output.
fn run_match(args: &[&str]) -> Output {
    wait_bounded(spawn_match(args))
}

/// The JSON lines of a finished match, by game number.
fn games(output: &Output) -> Vec<Value> {
    let text = String::from_utf8(output.stdout.clone()).expect("utf-8");
    let mut games: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect();
    games.sort_by_key(|g| g["game"].as_u64());
    games
}

/// Whether the process `pid` is still there (a zombie counts: it was not reaped).
fn alive(pid: u32) -> bool {
    Path::new(&format!("/proc/{pid}")).exists()
}

/// The brains that wrote their pids into `dir`: each must be gone.
fn assert_no_brain_left(dir: &Path) {
    let pids: Vec<u32> = std::fs::read_dir(dir)
        .expect("pid dir")
        .map(|e| {
            e.expect("entry")
                .file_name()
                .to_string_lossy()
                .parse()
                .expect("a pid")
        })
        .collect();
    assert!(!pids.is_empty(), "no brain wrote its pid");
    // A killed process's entry may take a moment to go once its parent has exited.
    let started = Instant::now();
    while pids.iter().any(|&pid| alive(pid)) && started.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let left: Vec<u32> = pids.into_iter().filter(|&pid| alive(pid)).collect();
    assert!(left.is_empty(), "brains outlived the match: {left:?}");
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Plays the misbehaving brain against a well-behaved one, two games with colours swapped,
/// and returns the games the misbehaving brain lost, after checking that it lost every game
/// by `reason` (only those it played black with `black_only`: a forbidden point is black's).
fn misbehaviour(what: &str, reason: &str, extra: &[&str]) -> Vec<Value> {
    misbehaviour_as(what, reason, extra, false)
}

fn misbehaviour_as(what: &str, reason: &str, extra: &[&str], black_only: bool) -> Vec<Value> {
    lost_by(&format!("--misbehave {what}"), reason, extra, black_only)
}

/// As [`misbehaviour_as`], the bad brain being the test brain with `bad_args`.
fn lost_by(bad_args: &str, reason: &str, extra: &[&str], black_only: bool) -> Vec<Value> {
    let what = bad_args;
    let pids = tempfile::tempdir().expect("tempdir");
    let bad = brain(pids.path(), bad_args);
    let good = brain(pids.path(), "--seed 7");
    let mut args = vec![
        "--engine", &bad, "--engine", &good, "--games", "2", "--name", "bad", "--name", "good",
    ];
    args.extend_from_slice(extra);
    let output = run_match(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    let games = games(&output);
    assert_eq!(games.len(), 2, "{}", stderr(&output));
    let lost: Vec<Value> = games
        .into_iter()
        .filter(|g| {
            let loser = match g["result"].as_str() {
                Some("black-wins") => &g["white"],
                Some("white-wins") => &g["black"],
                _ => &Value::Null,
            };
            loser.as_str() == Some("bad") && (!black_only || g["black"].as_str() == Some("bad"))
        })
        .collect();
    assert!(!lost.is_empty(), "the {what} brain lost no game");
    for game in &lost {
        assert_eq!(game["reason"], reason, "{game}");
    }
    assert_no_brain_left(pids.path());
    lost
}

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
        assert!(output.status.success(), "{}", stderr(&output));
        for game in games(&output) {
            assert!(
                ["five", "foul", "full-board"].contains(&game["reason"].as_str().unwrap_or("")),
                "{extra:?}: {game}"
            );
        }
        assert_no_brain_left(pids.path());
    }
}

/// `prlimit --as=BYTES renju match ARGS`: the runner with at most `BYTES` of address space.
fn run_match_limited(bytes: u64, args: &[&str]) -> Output {
    let child = Command::new("prlimit")
        .arg(format!("--as={bytes}"))
        .arg(RENJU)
        .arg("match")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("prlimit (util-linux) starts");
    wait_bounded(child)
}

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
    assert!(
        stderr(&output).contains("reasons: draw-after 2"),
        "{}",
        stderr(&output)
    );
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
    let output = run_match(&["--engine", &evil, "--engine", BRAIN, "--games", "1"]);
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
    let escaper = brain(pids.path(), "--misbehave setsid");
    let good = brain(pids.path(), "--seed 3");
    let output = run_match(&["--engine", &escaper, "--engine", &good, "--games", "2"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(games(&output).len(), 2);
    // The start-up check and two games: three brains of each kind, and the three copies
    // that left their groups.
    assert_eq!(std::fs::read_dir(pids.path()).map_or(0, Iterator::count), 9);
    assert_no_brain_left(pids.path());
}

#[test]
fn sigterm_ends_the_descendants_that_left_their_process_groups_too() {
    let pids = tempfile::tempdir().expect("tempdir");
    let escaper = brain(pids.path(), "--misbehave setsid --think-ms 600000");
    let child = spawn_match(&[
        "--engine",
        &escaper,
        "--engine",
        &escaper,
        "--games",
        "2",
        "--timeout-turn",
        "600000",
    ]);
    // The start-up check's two brains and their copies, then the first game's.
    let started = Instant::now();
    while std::fs::read_dir(pids.path()).map_or(0, Iterator::count) < 8 {
        assert!(started.elapsed() < BOUND, "the brains did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(200));
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let output = wait_bounded(child);
    assert_eq!(output.status.code(), Some(143), "{}", stderr(&output));
    assert_no_brain_left(pids.path());
}

#[test]
fn an_over_long_message_is_one_line_and_its_tail_is_no_move() {
    // Before each move the brain writes `MESSAGE ` + 4088 bytes + `0,0` (4099 bytes), then
    // its move: the tail `0,0` (a15) must not be read as a move of its own. Black's first
    // move is the centre, h8, and no game is lost by anything but the board.
    let pids = tempfile::tempdir().expect("tempdir");
    let long = brain(pids.path(), "--misbehave long-aside");
    let good = brain(pids.path(), "--seed 5");
    let output = run_match(&["--engine", &long, "--engine", &good, "--games", "2"]);
    assert!(output.status.success(), "{}", stderr(&output));
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

#[test]
fn an_engine_s_start_up_is_not_counted_against_its_first_move() {
    // The brain takes 1.5 s to act on `INFO max_memory` (as an engine that allocates its
    // tables then), against 200 ms a move plus 300 ms of tolerance: its start-up ends with
    // its answer to ABOUT, before the first move's clock starts. It loses no game on time.
    let pids = tempfile::tempdir().expect("tempdir");
    let slow = brain(pids.path(), "--startup-ms 1500");
    let good = brain(pids.path(), "--seed 2");
    let output = run_match(&[
        "--engine",
        &slow,
        "--engine",
        &good,
        "--games",
        "2",
        "--timeout-turn",
        "200",
        "--tolerance",
        "300",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let games = games(&output);
    assert_eq!(games.len(), 2);
    for game in &games {
        assert!(
            ["five", "foul", "full-board"].contains(&game["reason"].as_str().unwrap_or("")),
            "{game}"
        );
    }
    // Its name came with the answer to ABOUT, before its first move.
    assert!(
        stderr(&output).contains(&format!(": {slow} (renju-test-brain 1)\n")),
        "{}",
        stderr(&output)
    );
    assert_no_brain_left(pids.path());
}

#[test]
fn a_brain_that_never_answers_about_loses_nothing_by_it() {
    // No answer to ABOUT (an empty line is none): its first move is asked for once the
    // start-up's time (5000 ms, at least, plus the tolerance) has passed, and it plays.
    let pids = tempfile::tempdir().expect("tempdir");
    let mute = brain(pids.path(), "--about ''");
    let output = run_match(&[
        "--engine",
        &mute,
        "--engine",
        BRAIN,
        "--games",
        "1",
        "--tolerance",
        "0",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let game = &games(&output)[0];
    assert!(
        ["five", "foul", "full-board"].contains(&game["reason"].as_str().unwrap_or("")),
        "{game}"
    );
    // Named by its program's file name, and no ABOUT after its command line; the other is
    // named by its ABOUT, the same name: the two are numbered.
    assert!(
        stderr(&output).contains(&format!("\nrenju-test-brain (1): {mute}\n")),
        "{}",
        stderr(&output)
    );
    assert!(
        stderr(&output).contains(&format!(
            "\nrenju-test-brain (2): {BRAIN} (renju-test-brain 1)\n"
        )),
        "{}",
        stderr(&output)
    );
    assert_no_brain_left(pids.path());
}

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
    assert!(
        stderr(&output).contains("wide windows are classed otherwise"),
        "{}",
        stderr(&output)
    );

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
fn an_openings_file_is_read_to_1_mib_at_most() {
    // /dev/zero never ends: it is refused once 1 MiB is read (under a 500 MB limit, where
    // reading it whole aborted).
    let output = run_match_limited(
        500_000_000,
        &[
            "--engine",
            BRAIN,
            "--engine",
            BRAIN,
            "--openings",
            "/dev/zero",
        ],
    );
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains(
            "/dev/zero: more than 1048576 bytes (1 MiB); an openings file is at most 1 MiB"
        ),
        "{}",
        stderr(&output)
    );
    // A file of 1 MiB and one byte, all of it openings, is refused; errors say words.
    let dir = tempfile::tempdir().expect("tempdir");
    let big = dir.path().join("big.txt");
    let mut text = "h8 i9\n".repeat((1 << 20) / 6);
    text.push_str(&"\n".repeat((1 << 20) + 1 - text.len()));
    std::fs::write(&big, &text).expect("write");
    let output = run_match(&[
        "--engine",
        BRAIN,
        "--engine",
        BRAIN,
        "--openings",
        &big.to_string_lossy(),
    ]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("more than 1048576 bytes"),
        "{}",
        stderr(&output)
    );
    for (content, says) in [
        (&b"a: h8 zz9\n"[..], "line 1: move 2: \"zz9\" is not a move"),
        (
            &b"h8 i9\n\xff\n"[..],
            "not UTF-8 text: byte 7 is not part of a character",
        ),
    ] {
        let file = dir.path().join("bad.txt");
        std::fs::write(&file, content).expect("write");
        let output = run_match(&[
            "--engine",
            BRAIN,
            "--engine",
            BRAIN,
            "--openings",
            &file.to_string_lossy(),
        ]);
        assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
        let err = stderr(&output);
        assert!(err.contains(says), "{err}");
        // Words, not Rust's debug text.
        for debug in ["Error {", "Some(", "kind:", "Os {"] {
            assert!(!err.contains(debug), "{err}");
        }
    }
}

#[test]
fn records_replay_to_the_same_results() {
    let pids = tempfile::tempdir().expect("tempdir");
    let out = tempfile::tempdir().expect("tempdir");
    let records = out.path().join("games.txt");
    let records_arg = records.to_string_lossy().into_owned();
    let a = brain(pids.path(), "--seed 1");
    let b = brain(pids.path(), "--seed 2");
    let c = brain(pids.path(), "--misbehave forbidden --seed 3");
    let output = run_match(&[
        "--engine",
        &a,
        "--engine",
        &b,
        "--engine",
        &c,
        "--games",
        "4",
        "--concurrency",
        "2",
        "--seed",
        "9",
        "--records",
        &records_arg,
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let games = games(&output);
    assert_eq!(games.len(), 12, "three pairs, four games each");
    let numbers: Vec<u64> = games.iter().filter_map(|g| g["game"].as_u64()).collect();
    assert_eq!(numbers, (1..=12).collect::<Vec<_>>());
    let replayed = Command::new(RENJU)
        .args(["replay", "--format", "moves", &records_arg])
        .output()
        .expect("renju replay runs");
    assert!(replayed.status.success(), "{}", stderr(&replayed));
    let answers: Vec<Value> = String::from_utf8_lossy(&replayed.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(answers.len(), games.len());
    for answer in &answers {
        let number: u64 = answer["game"]
            .as_str()
            .and_then(|g| g.strip_prefix('g'))
            .and_then(|n| n.parse().ok())
            .expect("g<n>");
        let game = &games[number as usize - 1];
        let winner = match game["result"].as_str() {
            Some("black-wins") => "black",
            Some("white-wins") => "white",
            _ => "none",
        };
        let expected = match game["reason"].as_str() {
            Some("five") => format!("{winner}-five"),
            // The foul is the loser's.
            Some("foul") => format!("{}-foul", if winner == "white" { "black" } else { "white" }),
            _ => "none".to_string(),
        };
        assert_eq!(answer["result"], expected.as_str(), "{game} / {answer}");
        assert_eq!(
            answer["moves"],
            game["moves"].as_array().map(Vec::len).unwrap_or(0) as u64
        );
        if let Some(point) = game["foul"]["point"].as_str() {
            assert_eq!(answer["foul"]["point"], point);
            assert_eq!(answer["foul"]["kind"], game["foul"]["kind"]);
        }
    }
    assert!(stderr(&output).contains("reasons:"), "{}", stderr(&output));
    // Each engine by its name, command line and what it said of itself (ABOUT), above the
    // table.
    assert!(
        stderr(&output).contains(&format!("renju-test-brain (1): {a} (renju-test-brain 1)\n")),
        "{}",
        stderr(&output)
    );
    assert_no_brain_left(pids.path());
}

/// Sends `signal` to a match whose brains never answer, once they have started, and checks
/// the exit status and that every brain is gone.
fn stopped_by(signal: &str, status: i32) {
    let pids = tempfile::tempdir().expect("tempdir");
    let a = brain(pids.path(), "--misbehave sleep");
    let b = brain(pids.path(), "--misbehave sleep");
    let child = spawn_match(&[
        "--engine",
        &a,
        "--engine",
        &b,
        "--games",
        "4",
        "--concurrency",
        "2",
        "--timeout-turn",
        "600000",
    ]);
    // The start-up check's two brains, then both games of the first round: four brains.
    let started = Instant::now();
    while std::fs::read_dir(pids.path()).map_or(0, Iterator::count) < 6 {
        assert!(started.elapsed() < BOUND, "the brains did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    // A moment for the games to ask for their first moves.
    std::thread::sleep(Duration::from_millis(200));
    let killed = Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let output = wait_bounded(child);
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
fn gomocup_coordinates_count_rows_from_the_top() {
    // The scripted brain plays 0,14 then 14,0: on 15x15 the bottom-left a1, then the top-right
    // o15; then a line that is no move.
    let pids = tempfile::tempdir().expect("tempdir");
    let scripted = python_brain("scripted_brain.py", "0,14 14,0");
    let other = brain(pids.path(), "--seed 4");
    let output = run_match(&[
        "--engine", &scripted, "--engine", &other, "--games", "1", "--seed", "0", "--name",
        "scripted",
    ]);
    let games = games(&output);
    let game = &games[0];
    let moves = game["moves"].as_array().expect("moves");
    if game["black"] == "scripted" {
        assert_eq!(moves[0], "a1", "{game}");
        assert_eq!(moves[2], "o15", "{game}");
    } else {
        assert_eq!(moves[1], "a1", "{game}");
        assert_eq!(moves[3], "o15", "{game}");
    }
    assert_eq!(game["reason"], "bad-output", "{game}");
    assert_no_brain_left(pids.path());
}

/// A match against the Python brain under `rule`: each game ends by the board (five, foul,
/// full board), and the records replay to the same ends.
fn against_python(rule: &str) {
    let pids = tempfile::tempdir().expect("tempdir");
    let out = tempfile::tempdir().expect("tempdir");
    let records = out.path().join("games.txt");
    let records_arg = records.to_string_lossy().into_owned();
    let ours = brain(pids.path(), "--seed 5");
    let theirs = python_brain("gomocup_brain.py", "11");
    let output = run_match(&[
        "--rule",
        rule,
        "--engine",
        &ours,
        "--engine",
        &theirs,
        "--games",
        "2",
        "--records",
        &records_arg,
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let games = games(&output);
    assert_eq!(games.len(), 2);
    for game in &games {
        assert!(
            ["five", "foul", "full-board"].contains(&game["reason"].as_str().unwrap_or("")),
            "{rule}: {game}"
        );
    }
    let replayed = Command::new(RENJU)
        .args(["replay", "--rule", rule, "--format", "moves", &records_arg])
        .output()
        .expect("renju replay runs");
    assert!(replayed.status.success(), "{}", stderr(&replayed));
    let text = String::from_utf8_lossy(&replayed.stdout).into_owned();
    for (game, answer) in games.iter().zip(text.lines()) {
        let answer: Value = serde_json::from_str(answer).expect("JSON");
        let ended = answer["result"].as_str().unwrap_or("");
        match game["reason"].as_str() {
            Some("five") => assert!(ended.ends_with("-five"), "{game} / {answer}"),
            Some("foul") => assert!(ended.ends_with("-foul"), "{game} / {answer}"),
            _ => assert_eq!(ended, "none"),
        }
    }
    assert_no_brain_left(pids.path());
}

#[test]
fn against_a_python_brain_under_renju() {
    against_python("renju");
}

#[test]
fn against_a_python_brain_under_freestyle() {
    against_python("gomoku-freestyle");
}

#[test]
fn against_a_python_brain_under_caro() {
    against_python("caro");
}

#[test]
fn a_rule_without_a_gomocup_number_is_refused() {
    let output = run_match(&["--rule", "omok", "--engine", BRAIN, "--engine", BRAIN]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("rule omok has no Gomocup number"),
        "{}",
        stderr(&output)
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn one_engine_is_refused() {
    let output = run_match(&["--engine", BRAIN]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("two engines or more"),
        "{}",
        stderr(&output)
    );
}

/// Runs a match of a good test brain against `bad` (a command line), with a records file,
/// and checks what every failed start-up check must give: exit status 2, no game (no JSON
/// line, no records file), and every brain started gone. Returns stderr.
fn refused_at_start(bad: &str, extra: &[&str]) -> String {
    let pids = tempfile::tempdir().expect("tempdir");
    let out = tempfile::tempdir().expect("tempdir");
    let records = out.path().join("games.txt");
    let records_arg = records.to_string_lossy().into_owned();
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
    let output = run_match(&[
        "--engine",
        &refuses,
        "--engine",
        &good,
        "--engine",
        "/nonexistent/brain",
        "--engine",
        &exits,
    ]);
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
fn sigterm_during_the_start_up_check_ends_its_brains() {
    let pids = tempfile::tempdir().expect("tempdir");
    let mute = brain(pids.path(), "--misbehave mute");
    let child = spawn_match(&["--engine", &mute, "--engine", &mute]);
    let started = Instant::now();
    while std::fs::read_dir(pids.path()).map_or(0, Iterator::count) < 2 {
        assert!(started.elapsed() < BOUND, "the brains did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(200));
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let output = wait_bounded(child);
    assert_eq!(output.status.code(), Some(143), "{}", stderr(&output));
    assert!(output.stdout.is_empty());
    // Stopped well before the start-up's time (6 s) was over.
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_no_brain_left(pids.path());
}

#[test]
fn repeat_without_openings_is_refused_before_any_brain_starts() {
    let pids = tempfile::tempdir().expect("tempdir");
    let a = brain(pids.path(), "--seed 1");
    let output = run_match(&["--engine", &a, "--engine", &a, "--games", "4", "--repeat"]);
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
fn repeat_with_openings_plays_each_opening_twice_colours_swapped() {
    let dir = tempfile::tempdir().expect("tempdir");
    let openings = dir.path().join("openings.txt");
    std::fs::write(&openings, "o1: h8 i9\no2: h8 g7\n").expect("write");
    let openings_arg = openings.to_string_lossy().into_owned();
    let output = run_match(&[
        "--engine",
        BRAIN,
        "--engine",
        &format!("{BRAIN} --seed 3"),
        "--name",
        "a",
        "--name",
        "b",
        "--games",
        "4",
        "--repeat",
        "--openings",
        &openings_arg,
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let games = games(&output);
    assert_eq!(games.len(), 4);
    for pair in games.chunks(2) {
        assert_eq!(pair[0]["opening"], pair[1]["opening"], "{pair:?}");
        assert_eq!(pair[0]["black"], pair[1]["white"], "{pair:?}");
        assert_eq!(pair[0]["white"], pair[1]["black"], "{pair:?}");
    }
    assert_ne!(games[0]["opening"], games[2]["opening"]);
}

#[test]
fn names_given_by_name_are_used_in_the_table_the_json_lines_and_the_records() {
    let pids = tempfile::tempdir().expect("tempdir");
    let out = tempfile::tempdir().expect("tempdir");
    let records = out.path().join("games.txt");
    let records_arg = records.to_string_lossy().into_owned();
    let a = brain(pids.path(), "--seed 1");
    let b = brain(pids.path(), "--seed 2");
    let output = run_match(&[
        "--engine",
        &a,
        "--engine",
        &b,
        "--name",
        "alpha",
        "--name",
        "beta two",
        "--games",
        "2",
        "--records",
        &records_arg,
    ]);
    let err = stderr(&output);
    assert!(output.status.success(), "{err}");
    let games = games(&output);
    assert_eq!(games.len(), 2);
    let mut blacks: Vec<&str> = games.iter().filter_map(|g| g["black"].as_str()).collect();
    blacks.sort_unstable();
    assert_eq!(blacks, ["alpha", "beta two"]);
    for game in &games {
        assert_ne!(game["black"], game["white"]);
    }
    // The table: each name with its command line, then rows by name, then the Elo line.
    assert!(
        err.contains(&format!("\nalpha: {a} (renju-test-brain 1)\n")),
        "{err}"
    );
    assert!(
        err.contains(&format!("\nbeta two: {b} (renju-test-brain 1)\n")),
        "{err}"
    );
    assert!(err.contains("\nalpha     "), "{err}");
    assert!(err.contains("\nbeta two  "), "{err}");
    assert!(err.contains("elo of alpha against beta two: "), "{err}");
    assert!(
        !err.contains("--seed 1  "),
        "a command line as a row's name: {err}"
    );
    // The records: a comment naming the players before each game's line.
    let text = std::fs::read_to_string(&records).expect("records");
    for game in &games {
        let n = game["game"].as_u64().expect("number");
        let comment = format!(
            "# g{n}: black {}, white {}\ng{n}: ",
            game["black"].as_str().unwrap_or(""),
            game["white"].as_str().unwrap_or("")
        );
        assert!(text.contains(&comment), "{text}");
    }
    assert_no_brain_left(pids.path());
}

#[test]
fn engines_without_a_name_take_their_about_name_else_their_program_s_file_name() {
    // Two test brains (ABOUT name "renju-test-brain": numbered in --engine order), the
    // Python brain (ABOUT name "pybrain") and the scripted brain (no ABOUT: UNKNOWN, so its
    // program's file name, python3); one game each against the first (--gauntlet).
    let pids = tempfile::tempdir().expect("tempdir");
    let a = brain(pids.path(), "--seed 1");
    let b = brain(pids.path(), "--seed 2");
    let py = python_brain("gomocup_brain.py", "3");
    let scripted = python_brain("scripted_brain.py", "0,0");
    let output = run_match(&[
        "--engine",
        &a,
        "--engine",
        &b,
        "--engine",
        &py,
        "--engine",
        &scripted,
        "--gauntlet",
        "--games",
        "1",
    ]);
    let err = stderr(&output);
    assert!(output.status.success(), "{err}");
    let games = games(&output);
    assert_eq!(games.len(), 3);
    let mut opponents: Vec<&str> = games
        .iter()
        .flat_map(|g| [g["black"].as_str(), g["white"].as_str()])
        .flatten()
        .filter(|name| *name != "renju-test-brain (1)")
        .collect();
    opponents.sort_unstable();
    assert_eq!(
        opponents,
        ["pybrain", "python3", "renju-test-brain (2)"],
        "{err}"
    );
    assert!(
        err.contains(&format!("\nrenju-test-brain (1): {a} (")),
        "{err}"
    );
    assert!(err.contains(&format!("\npython3: {scripted}\n")), "{err}");
    // One name too many.
    let output = run_match(&[
        "--engine", &a, "--engine", &b, "--name", "x", "--name", "y", "--name", "z",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("3 names (--name) for 2 engines (--engine)"));
    assert_no_brain_left(pids.path());
}

#[test]
fn draw_after_n_stones() {
    let output = run_match(&[
        "--engine",
        BRAIN,
        "--engine",
        &format!("{BRAIN} --seed 1"),
        "--games",
        "1",
        "--draw-after",
        "6",
    ]);
    let games = games(&output);
    assert_eq!(games[0]["result"], "draw");
    assert_eq!(games[0]["reason"], "draw-after");
    assert_eq!(games[0]["moves"].as_array().map(Vec::len), Some(6));
}

#[test]
fn an_opening_that_is_no_game_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let openings = dir.path().join("openings.txt");
    std::fs::write(&openings, "ok: h8 i9\nbad: h8 i9 h8\n").expect("write");
    let openings = openings.to_string_lossy().into_owned();
    let output = run_match(&[
        "--engine",
        BRAIN,
        "--engine",
        BRAIN,
        "--openings",
        &openings,
    ]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("opening bad: move 3 (h8)"),
        "{}",
        stderr(&output)
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn an_engine_line_with_an_open_quote_is_refused() {
    let output = run_match(&["--engine", BRAIN, "--engine", "python3 'brain.py"]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("unbalanced quotes"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_brain_started_by_a_shell_leaves_no_grandchild() {
    // The shell runs the brain as its child (the `; true` keeps it from exec'ing it): the
    // brain that times out is the runner's grandchild, and must go with its group.
    let pids = tempfile::tempdir().expect("tempdir");
    let sleeper = format!("sh -c '{}; true'", brain(pids.path(), "--misbehave sleep"));
    let output = run_match(&[
        "--engine",
        &sleeper,
        "--engine",
        BRAIN,
        "--games",
        "1",
        "--timeout-turn",
        "200",
        "--tolerance",
        "100",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let games = games(&output);
    assert_eq!(games[0]["reason"], "time-out-turn", "{}", games[0]);
    assert_no_brain_left(pids.path());
}

#[test]
fn openings_of_offsets_from_the_centre_are_read_as_c_gomoku_cli_writes_them() {
    // c-gomoku-cli's plaintext openings: `x,y` offsets from the centre (7,7 on 15x15), x to
    // the right and y down. By hand: 0,0 is h8; 1,-1 is one right and one up, i9; -1,1 is
    // one left and one down, g7.
    let dir = tempfile::tempdir().expect("tempdir");
    let openings = dir.path().join("openings.txt");
    std::fs::write(&openings, "0,0, 1,-1, -1,1\n").expect("write");
    let openings_arg = openings.to_string_lossy().into_owned();
    let output = run_match(&[
        "--engine",
        BRAIN,
        "--engine",
        BRAIN,
        "--games",
        "1",
        "--openings",
        &openings_arg,
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let played = games(&output);
    assert_eq!(played.len(), 1);
    assert_eq!(played[0]["opening"], "line 1");
    assert_eq!(played[0]["opening_stones"], 3);
    let first: Vec<&str> = played[0]["moves"].as_array().expect("moves")[..3]
        .iter()
        .map(|m| m.as_str().expect("a point"))
        .collect();
    assert_eq!(first, ["h8", "i9", "g7"]);

    // 8,0 from the centre is past the 15x15 board's edge (column 15 of 0..14): refused, named.
    std::fs::write(&openings, "0,0, 8,0\n").expect("write");
    let output = run_match(&[
        "--engine",
        BRAIN,
        "--engine",
        BRAIN,
        "--openings",
        &openings_arg,
    ]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("opening line 1: move 2 (8,0) is not a legal move that leaves the game open (off the board)"),
        "{}",
        stderr(&output)
    );
    // A file that starts with offsets holds nothing else.
    std::fs::write(&openings, "0,0\nh8 i9\n").expect("write");
    let output = run_match(&[
        "--engine",
        BRAIN,
        "--engine",
        BRAIN,
        "--openings",
        &openings_arg,
    ]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains(":2: not an opening of offsets"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn sprt_stops_a_match_once_it_decides() {
    // Two brains of one policy score about even, far from the 400 Elo of H1: the test accepts
    // H0 within a few dozen games (each even game moves the ratio by about -0.33), long
    // before the 200 asked for.
    let output = run_match(&[
        "--engine",
        BRAIN,
        "--engine",
        &format!("{BRAIN} --seed 7"),
        "--games",
        "200",
        "--concurrency",
        "2",
        "--sprt",
        "elo0=0 elo1=400",
    ]);
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

    let three = run_match(&[
        "--engine", BRAIN, "--engine", BRAIN, "--engine", BRAIN, "--sprt", "elo1=10",
    ]);
    assert_eq!(three.status.code(), Some(2), "{}", stderr(&three));
    assert!(stderr(&three).contains("--sprt tests one engine against one other"));
    let bad = run_match(&[
        "--engine",
        BRAIN,
        "--engine",
        BRAIN,
        "--sprt",
        "elo0=10 elo1=5",
    ]);
    assert_eq!(bad.status.code(), Some(2), "{}", stderr(&bad));
    assert!(
        stderr(&bad).contains("elo1 (5) must be above elo0 (10)"),
        "{}",
        stderr(&bad)
    );
}
