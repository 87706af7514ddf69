//! End-to-end tests of `renju rules`, `--help` and `--version`.

use crate::common;

use common::{code, run, transcript};

/// `renju rules`: a line per rule file of `rules-spec/`, sorted by name: the name, the board
/// size and the summary in aligned columns, then the Gomocup rule number, the former names and
/// the default's mark where they apply. Derived from the files, so that a new rule file needs
/// no edit here.
#[test]
fn rules_lists_every_rule_file_and_marks_the_default() {
    let output = run(&["rules"], "");
    assert_eq!(code(&output), Some(0));
    assert!(output.stderr.is_empty());
    let stdout = String::from_utf8_lossy(&output.stdout);
    let names = common::rule_names();
    assert_eq!(stdout.lines().count(), names.len(), "{stdout}");
    let width = names.iter().map(String::len).max().expect("rule files");
    for (line, name) in stdout.lines().zip(&names) {
        let rule = renju::Rule::by_name(name).expect("a rule per rule file");
        let size = rule.board_size();
        let mut want = format!("{name:width$}  {size}x{size}  {}", rule.summary());
        if let Some(n) = rule.gomocup_rule() {
            want += &format!(" (Gomocup rule {n})");
        }
        if !rule.aliases().is_empty() {
            want += &format!(" (also: {})", rule.aliases().join(", "));
        }
        if rule == renju::Rule::default_rule() {
            want += " (default)";
        }
        assert_eq!(line, want);
    }
    // By hand, from the shipped files: renju is the default and Gomocup's rule 4;
    // renju-completing-five-counts was called renju-five-keeps-three.
    let line = |name: &str| stdout.lines().find(|l| l.starts_with(&format!("{name} ")));
    assert!(line("renju").is_some_and(|l| l.ends_with(" 15x15  Renju (RIF): black wins with exactly five and may not play overline, double-four or double-three (Gomocup rule 4) (default)")));
    assert!(line("renju-completing-five-counts")
        .is_some_and(|l| l.ends_with(" (also: renju-five-keeps-three)")));
    assert_eq!(stdout.matches("(default)").count(), 1);
}

fn help_snapshot(name: &str, args: &[&str]) {
    let output = run(args, "");
    assert_eq!(code(&output), Some(0), "{name}");
    snapshot!(
        name,
        "Help: what the command does, an example",
        transcript(args, "")
    );
}

/// `renju --help` of the default build (with the server): a binary without it says so on the
/// `serve` line (without_server.rs holds it to this snapshot otherwise).
#[cfg(feature = "serve")]
#[test]
fn help() {
    help_snapshot("help", &["--help"]);
}

#[test]
fn help_batch() {
    help_snapshot("help_batch", &["batch", "--help"]);
}

#[test]
fn help_check() {
    help_snapshot("help_check", &["check", "--help"]);
}

#[test]
fn help_rules() {
    help_snapshot("help_rules", &["rules", "--help"]);
}

#[test]
fn version() {
    let output = run(&["--version"], "");
    assert_eq!(code(&output), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        format!("renju {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn no_subcommand_is_a_usage_error() {
    let output = run(&[], "");
    assert_eq!(code(&output), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("Usage: renju <COMMAND>"));
}
