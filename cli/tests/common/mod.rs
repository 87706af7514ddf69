//! Helpers shared by the end-to-end tests: running the `renju` binary and snapshotting what
//! it did.

// Each test file uses only some of these helpers.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The JSON value of each line of `text` (each must be one).
pub fn json_lines(text: &str) -> Vec<serde_json::Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

/// Runs `renju ARGS` with `stdin` as its standard input.
pub fn run(args: &[&str], stdin: &str) -> Output {
    run_bytes(args, stdin.as_bytes())
}

/// Runs `renju ARGS` with the bytes `stdin` as its standard input.
pub fn run_bytes(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_renju"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the renju binary starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    let bytes = stdin.to_vec();
    // Write from a thread, so that a large input cannot deadlock against the output; the
    // command may stop reading early, so a failed write is not an error here.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&bytes);
    });
    let output = child.wait_with_output().expect("the renju binary runs");
    let _ = writer.join();
    output
}

/// The command, its stdin, and the exit status, stdout and stderr of `renju ARGS` run on
/// `stdin`, as one text.
pub fn transcript(args: &[&str], stdin: &str) -> String {
    let output = run(args, stdin);
    let stdin_part = if stdin.is_empty() {
        String::new()
    } else {
        let newline = if stdin.ends_with('\n') {
            ""
        } else {
            "\n(no final newline)\n"
        };
        format!("--- stdin\n{stdin}{newline}")
    };
    let text = format!(
        "$ renju {}\n{stdin_part}--- exit status: {}\n--- stdout\n{}--- stderr\n{}",
        args.join(" "),
        output
            .status
            .code()
            .map_or("killed".to_string(), |c| c.to_string()),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr),
    );
    // The list of every rule (in the messages about an unknown rule) is the folder's, not
    // the snapshot's: a new rule file changes no snapshot.
    text.replace(&rule_names().join(", "), RULE_LIST)
}

/// What a [`transcript`] shows in place of the list of every rule name.
pub const RULE_LIST: &str = "[the rule names: the files of rules-spec/, sorted]";

/// The names of the rules, sorted: the rule files of `rules-spec/` (`<name>.toml`).
pub fn rule_names() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules-spec");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a readable folder").path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .map(|p| {
            p.file_stem()
                .and_then(|s| s.to_str())
                .expect("a UTF-8 file name")
                .to_string()
        })
        .collect();
    names.sort();
    names
}

/// Snapshots `text` (a [`transcript`], which holds the input) as `name` under
/// `snapshots/cli/`, with `what` (what the snapshot must show) as its description.
#[macro_export]
macro_rules! snapshot {
    ($name:expr, $what:expr, $text:expr) => {
        insta::with_settings!({
            snapshot_path => "../../snapshots/cli",
            prepend_module_to_snapshot => false,
            description => $what,
            omit_expression => true,
        }, {
            insta::assert_snapshot!($name, $text);
        })
    };
}

/// The exit code of `output`.
pub fn code(output: &Output) -> Option<i32> {
    output.status.code()
}

/// The board of the conformance case `NAME` (`conformance/cases/NAME.txt`) as its diagram,
/// e.g. `example-double-three` (black f8 g8 h9 h10).
pub fn case_diagram(name: &str) -> String {
    case(name).diagram
}

/// The conformance case `NAME` (`conformance/cases/NAME.txt`).
pub fn case(name: &str) -> renju_conformance::Case {
    renju_conformance::load(&renju_conformance::cases_dir().join(format!("{name}.txt")))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Runs `renju ARGS FILE`, FILE the conformance case `case`'s file.
pub fn run_on_case(args: &[&str], case: &renju_conformance::Case) -> Output {
    Command::new(env!("CARGO_BIN_EXE_renju"))
        .args(args)
        .arg(renju_conformance::cases_dir().join(format!("{}.txt", case.name)))
        .output()
        .expect("the renju binary runs")
}

/// What `renju explain` says of a verdict a case works out by hand: `allowed`, `five (wins)`
/// or `forbidden (KIND)`.
pub fn verdict_words(expect: renju_conformance::Expect) -> String {
    match expect {
        renju_conformance::Expect::Legal => "allowed".into(),
        renju_conformance::Expect::Five => "five (wins)".into(),
        renju_conformance::Expect::Forbidden(kind) => format!("forbidden ({kind})"),
    }
}

/// The rules text's double-three example (black f8 g8 h9 h10) as a board diagram.
pub fn double_three_diagram() -> String {
    case_diagram("example-double-three")
}
