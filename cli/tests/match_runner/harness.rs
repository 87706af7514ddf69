//! The harness of the `renju match` tests: the binaries, the time bound, a match run to its
//! end, its games and stderr, the brains' pids (each must be gone), and a misbehaving brain
//! played against a good one.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

pub(super) const RENJU: &str = env!("CARGO_BIN_EXE_renju");
pub(super) const BRAIN: &str = env!("CARGO_BIN_EXE_renju-test-brain");

/// No match here takes this long; one that does has hung.
pub(super) const BOUND: Duration = Duration::from_secs(90);

pub(super) fn brains_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/brains")
}

/// The test brain's command line, writing its pid into `pids`.
pub(super) fn brain(pids: &Path, extra: &str) -> String {
    format!("{BRAIN} --pid-dir {} {extra}", pids.display())
}

pub(super) fn python_brain(script: &str, args: &str) -> String {
    format!("python3 {} {args}", brains_dir().join(script).display())
}

/// Waits for `child` at most [`BOUND`]; kills it and fails if it takes longer.
pub(super) fn wait_bounded(mut child: Child) -> Output {
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

/// Starts `renju match ARGS`, its stdin closed, its stdout and stderr piped.
pub(super) fn spawn_match(args: &[&str]) -> Child {
    spawn_with(Command::new(RENJU), args, "renju starts")
}

/// Starts `command match ARGS` (`command` runs the `renju` binary, itself or under another
/// program), its stdin closed, its stdout and stderr piped; `starts` is said if it cannot.
fn spawn_with(mut command: Command, args: &[&str], starts: &str) -> Child {
    command
        .arg("match")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect(starts)
}

/// The arguments of a match: `--engine E` for each of `engines` (a command line each), then
/// `options`.
pub(super) fn engines<'a>(engines: &[&'a str], options: &[&'a str]) -> Vec<&'a str> {
    let mut args: Vec<&str> = engines.iter().flat_map(|&e| ["--engine", e]).collect();
    args.extend_from_slice(options);
    args
}

/// Runs `renju match ARGS` to its end (bounded) and returns its output.
pub(super) fn run_match(args: &[&str]) -> Output {
    wait_bounded(spawn_match(args))
}

/// The JSON lines of a finished match, by game number.
pub(super) fn games(output: &Output) -> Vec<Value> {
    let text = String::from_utf8(output.stdout.clone()).expect("utf-8");
    let mut games: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect();
    games.sort_by_key(|g| g["game"].as_u64());
    games
}

/// The games of a match that ran to its end (exit status 0; else its stderr is shown).
pub(super) fn finished_games(output: &Output) -> Vec<Value> {
    assert!(output.status.success(), "{}", stderr(output));
    games(output)
}

/// Whether the process `pid` is still there (a zombie counts: it was not reaped).
pub(super) fn alive(pid: u32) -> bool {
    Path::new(&format!("/proc/{pid}")).exists()
}

/// The brains that wrote their pids into `dir`: each must be gone.
pub(super) fn assert_no_brain_left(dir: &Path) {
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

pub(super) fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Checks that the match's stderr holds `text` (showing it whole if not).
pub(super) fn assert_stderr_has(output: &Output, text: &str) {
    let err = stderr(output);
    assert!(err.contains(text), "{err}");
}

/// Plays the misbehaving brain against a well-behaved one, two games with colours swapped,
/// and returns the games the misbehaving brain lost, after checking that it lost every game
/// by `reason` (only those it played black with `black_only`: a forbidden point is black's).
pub(super) fn misbehaviour(what: &str, reason: &str, extra: &[&str]) -> Vec<Value> {
    misbehaviour_as(what, reason, extra, false)
}

pub(super) fn misbehaviour_as(
    what: &str,
    reason: &str,
    extra: &[&str],
    black_only: bool,
) -> Vec<Value> {
    lost_by(&format!("--misbehave {what}"), reason, extra, black_only)
}

/// As [`misbehaviour_as`], the bad brain being the test brain with `bad_args`.
pub(super) fn lost_by(
    bad_args: &str,
    reason: &str,
    extra: &[&str],
    black_only: bool,
) -> Vec<Value> {
    let what = bad_args;
    let pids = tempfile::tempdir().expect("tempdir");
    let bad = brain(pids.path(), bad_args);
    let good = brain(pids.path(), "--seed 7");
    let mut args = vec![
        "--engine", &bad, "--engine", &good, "--games", "2", "--name", "bad", "--name", "good",
    ];
    args.extend_from_slice(extra);
    let output = run_match(&args);
    let games = finished_games(&output);
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

/// `prlimit --as=BYTES renju match ARGS`: the runner with at most `BYTES` of address space.
pub(super) fn run_match_limited(bytes: u64, args: &[&str]) -> Output {
    let mut prlimit = Command::new("prlimit");
    prlimit.arg(format!("--as={bytes}")).arg(RENJU);
    wait_bounded(spawn_with(prlimit, args, "prlimit (util-linux) starts"))
}

/// Once `brains` brains of the match `child` have written their pids into `pids` (and a
/// moment more, for the games to ask for their moves), sends it `signal` (`-TERM`, `-INT`)
/// and returns its output, waited for at most [`BOUND`].
pub(super) fn signal_once_started(
    child: Child,
    pids: &Path,
    brains: usize,
    signal: &str,
) -> Output {
    let started = Instant::now();
    while std::fs::read_dir(pids).map_or(0, Iterator::count) < brains {
        assert!(started.elapsed() < BOUND, "the brains did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(200));
    let killed = Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    wait_bounded(child)
}

/// A match's records file in a folder of its own (gone when the folder is dropped): the
/// folder, the file's path (not written yet) and the path as `--records` takes it.
pub(super) fn records_file() -> (tempfile::TempDir, PathBuf, String) {
    let folder = tempfile::tempdir().expect("tempdir");
    let records = folder.path().join("games.txt");
    let records_arg = records.to_string_lossy().into_owned();
    (folder, records, records_arg)
}
