//! End-to-end tests of `renju rules`, `--help` and `--version`.

mod common;

use common::{code, run, transcript};

#[test]
fn rules_lists_every_variant_and_marks_the_default() {
    let output = run(&["rules"], "");
    assert_eq!(code(&output), Some(0));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(stdout.lines().count(), renju::Rule::all().len());
    let defaults: Vec<&str> = stdout
        .lines()
        .filter(|l| l.ends_with("(default)"))
        .collect();
    assert_eq!(defaults.len(), 1);
    assert!(defaults[0].starts_with("renju "));
    snapshot!(
        "rules",
        "Every rule variant with its summary; renju marked (default)",
        transcript(&["rules"], "")
    );
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
