//! `renju bench`: the report's shape, and the work it times finds the right answers.

use std::process::Command;

fn bench(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_renju"))
        .arg("bench")
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .expect("renju runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn last_figure(stdout: &str, key: &str) -> f64 {
    let last = stdout.lines().last().expect("a last line");
    let value = last
        .strip_prefix(key)
        .and_then(|v| v.strip_prefix('='))
        .unwrap_or_else(|| panic!("last line {last:?} is not {key}=<number>"));
    value.parse().expect("a number")
}

#[test]
fn full_map_reports_the_median_last_and_finds_the_rules_examples() {
    let (code, stdout, stderr) = bench(&["--reps", "5", "examples/rules-examples.jsonl"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(last_figure(&stdout, "us_per_pos") > 0.0);
    // the rules' full maps of the six examples: 1 + 1 + 1 + 5 + 0 + 2 forbidden points.
    assert!(
        stdout.contains("positions=6 passes=5 forbidden_per_pass=10 "),
        "{stdout}"
    );
}

#[test]
fn incremental_reports_nanoseconds_per_move() {
    let (code, stdout, stderr) = bench(&[
        "--incremental",
        "--reps",
        "5",
        "examples/rules-examples.jsonl",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(last_figure(&stdout, "ns_per_move") > 0.0);
    assert!(stdout.contains("positions=6 passes=5 "), "{stdout}");
}

#[test]
fn point_reports_nanoseconds_per_check_and_finds_the_rules_examples() {
    let (code, stdout, stderr) =
        bench(&["--point", "--reps", "5", "examples/rules-examples.jsonl"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(last_figure(&stdout, "ns_per_check") > 0.0);
    // Every empty point judged one by one finds the same 10 forbidden points as the full maps
    // (the rules' six examples: 1 + 1 + 1 + 5 + 0 + 2).
    assert!(
        stdout.contains("positions=6 passes=5 forbidden_per_pass=10 "),
        "{stdout}"
    );
    let (code, _, stderr) = bench(&["--point", "--incremental", "examples/rules-examples.jsonl"]);
    assert_eq!(code, 2, "--point and --incremental together are refused");
    assert!(stderr.contains("cannot be used with"), "{stderr}");
}

#[test]
fn bad_files_and_too_few_passes_are_errors() {
    let (code, _, stderr) = bench(&["no-such-file.jsonl"]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("cannot read no-such-file.jsonl"),
        "{stderr}"
    );
    let (code, _, stderr) = bench(&["--reps", "4", "examples/rules-examples.jsonl"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("4 is not in 5..=10000"), "{stderr}");
    let (code, _, stderr) = bench(&["Cargo.toml"]);
    assert_eq!(code, 1);
    assert!(stderr.contains("Cargo.toml: line 1: "), "{stderr}");
}
