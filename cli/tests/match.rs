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
    let pids = tempfile::tempdir().expect("tempdir");
    let bad = brain(pids.path(), &format!("--misbehave {what}"));
    let good = brain(pids.path(), "--seed 7");
    let mut args = vec![
        "--engine", &bad, "--engine", &good, "--games", "2", "--repeat",
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
            loser.as_str() == Some(bad.as_str())
                && (!black_only || g["black"].as_str() == Some(bad.as_str()))
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
    misbehaviour(
        "sleep",
        "time-out-turn",
        &["--timeout-turn", "300", "--tolerance", "100"],
    );
    // Two games, each at most one move's time and the brain's end: well under the bound.
    assert!(started.elapsed() < Duration::from_secs(20));
}

#[test]
fn a_brain_past_its_game_time_loses_as_time_out_match() {
    misbehaviour(
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
        "--repeat",
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
    // Each engine as it named itself (ABOUT), above the table.
    assert!(
        stderr(&output).contains(&format!("{a}: renju-test-brain 1\n")),
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
    // Both games of the first round started: four brains.
    let started = Instant::now();
    while std::fs::read_dir(pids.path()).map_or(0, Iterator::count) < 4 {
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
        "--engine", &scripted, "--engine", &other, "--games", "1", "--seed", "0",
    ]);
    let games = games(&output);
    let game = &games[0];
    let moves = game["moves"].as_array().expect("moves");
    if game["black"] == scripted.as_str() {
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
        "--repeat",
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

#[test]
fn an_engine_that_cannot_start_loses_as_a_crash() {
    let output = run_match(&[
        "--engine",
        BRAIN,
        "--engine",
        "/nonexistent/brain",
        "--games",
        "1",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let games = games(&output);
    assert_eq!(games[0]["reason"], "crash");
    assert!(games[0]["detail"]
        .as_str()
        .is_some_and(|d| d.contains("cannot be started")));
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
