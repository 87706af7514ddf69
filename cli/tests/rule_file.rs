//! `--rule-file PATH` end to end. Every shipped rule file (`rules-spec/*.toml`), read at run
//! time, answers byte for byte as the built-in rule of its name: `renju batch --color both` on
//! generated corpora of each style, on 15x15 and on the rule's own board; `replay` of games
//! made from them; `check` and `explain --json` of a few positions; `table dump`. A file the
//! build would refuse is refused by every subcommand that takes one with the generator's own
//! message (`renju_codegen::Spec::load`), after `error: `, with exit status 2, before any
//! input is read.

use crate::common;

use common::{code, rule_names, run, run_bytes};
use renju::Rule;
use std::path::{Path, PathBuf};

/// The shipped rule file of the rule `name`, as an absolute path.
fn rule_file(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../rules-spec")
        .join(format!("{name}.toml"))
        .display()
        .to_string()
}

/// The rule `name`, built in.
fn rule(name: &str) -> &'static Rule {
    Rule::by_name(name).unwrap_or_else(|| panic!("the rule {name}"))
}

/// Runs `renju COMMAND --rule NAME REST` and `renju COMMAND --rule-file FILE REST` on
/// `stdin`, checks that both exit with `status` and print the same bytes on stdout and on
/// stderr, and returns the stdout.
fn alike(name: &str, command: &[&str], rest: &[&str], stdin: &[u8], status: i32) -> String {
    let file = rule_file(name);
    let outputs: Vec<_> = [["--rule", name], ["--rule-file", file.as_str()]]
        .iter()
        .map(|rule_args| {
            let args: Vec<&str> = command
                .iter()
                .chain(rule_args)
                .chain(rest)
                .copied()
                .collect();
            let output = run_bytes(&args, stdin);
            assert_eq!(
                code(&output),
                Some(status),
                "renju {}: {}",
                args.join(" "),
                String::from_utf8_lossy(&output.stderr)
            );
            output
        })
        .collect();
    let what = format!("{name}: renju {} ... {}", command.join(" "), rest.join(" "));
    assert!(
        outputs[0].stdout == outputs[1].stdout,
        "{what}: stdout differs"
    );
    assert!(
        outputs[0].stderr == outputs[1].stderr,
        "{what}: stderr differs"
    );
    String::from_utf8(outputs[0].stdout.clone()).expect("UTF-8")
}

/// `renju corpus --style STYLE --count N --seed S --size SIZE`.
fn corpus(style: &str, count: usize, seed: u64, size: usize) -> String {
    let (count, seed, size) = (count.to_string(), seed.to_string(), size.to_string());
    let args = [
        "corpus", "--style", style, "--count", &count, "--seed", &seed, "--size", &size,
    ];
    let output = run(&args, "");
    assert_eq!(code(&output), Some(0), "renju {}", args.join(" "));
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// The board sizes each rule is tried on: 15x15, and its own board if another.
fn sizes(rule: &Rule) -> Vec<usize> {
    let mut sizes = vec![15, rule.board_size()];
    sizes.dedup();
    sizes
}

/// A corpus position's stones, black then white.
fn stones(line: &str) -> (Vec<String>, Vec<String>) {
    let value: serde_json::Value = serde_json::from_str(line).expect("a corpus line");
    let list = |key: &str| -> Vec<String> {
        value[key]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|p| p.as_str().expect("a point").to_string())
                    .collect()
            })
            .unwrap_or_default()
    };
    (list("black"), list("white"))
}

#[test]
fn every_rule_file_answers_batch_as_its_rule() {
    // Every file is a built-in rule, and every built-in rule a file.
    let names = rule_names();
    assert_eq!(names.len(), Rule::all().len(), "{names:?}");
    for name in &names {
        for size in sizes(rule(name)) {
            let input = [
                corpus("game", 300, 11, size),
                corpus("dense", 300, 12, size),
                corpus("wide", 100, 13, size),
            ]
            .concat();
            let out = alike(name, &["batch"], &["--color", "both"], input.as_bytes(), 0);
            assert_eq!(out.lines().count(), 700, "{name} {size}");
        }
    }
}

#[test]
fn every_rule_file_replays_games_as_its_rule() {
    for name in rule_names() {
        for size in sizes(rule(&name)) {
            // Game-like positions played out: black and white alternate, in the order listed.
            let games: String = corpus("game", 40, 21, size)
                .lines()
                .enumerate()
                .map(|(k, line)| {
                    let (black, white) = stones(line);
                    let mut moves = Vec::new();
                    for i in 0..black.len().max(white.len()) {
                        moves.extend(black.get(i).cloned());
                        moves.extend(white.get(i).cloned());
                    }
                    format!("g{k}: {}\n", moves.join(" "))
                })
                .collect();
            let size = size.to_string();
            let rest = ["--format", "moves", "--size", &size, "-"];
            // A game that goes on after a foul or a five is answered, not an error: status 0.
            let out = alike(&name, &["replay"], &rest, games.as_bytes(), 0);
            assert_eq!(out.lines().count(), 40, "{name}");
            let rest = ["--positions", "--format", "moves", "--size", &size, "-"];
            alike(&name, &["replay"], &rest, games.as_bytes(), 0);
        }
    }
}

#[test]
fn every_rule_file_checks_and_explains_as_its_rule() {
    const POINTS: [&str; 6] = ["h8", "g7", "i9", "j10", "f6", "k8"];
    for name in rule_names() {
        let size = rule(&name).board_size();
        for line in corpus("dense", 4, 31, size).lines() {
            alike(&name, &["check"], &[], line.as_bytes(), 0);
            let (black, white) = stones(line);
            let empty = POINTS
                .iter()
                .filter(|p| !black.iter().chain(&white).any(|s| s == *p))
                .take(2);
            for &point in empty {
                for color in ["black", "white"] {
                    let rest = ["--json", "--color", color, point];
                    let out = alike(&name, &["explain"], &rest, line.as_bytes(), 0);
                    assert!(out.contains(&format!("\"rule\":\"{name}\"")), "{out}");
                }
            }
        }
    }
}

#[test]
fn a_rule_file_takes_the_place_of_a_case_files_variant() {
    // omok forbids white's double-three; renju does not.
    let case = common::case("omok-white-double-three");
    let run_case = |args: &[&str]| {
        let output = common::run_on_case(args, &case);
        assert_eq!(code(&output), Some(0), "{args:?}");
        output.stdout
    };
    let by_file = run_case(&["check", "--rule-file", &rule_file("renju")]);
    assert_eq!(by_file, run_case(&["check", "--rule", "renju"]));
    assert_ne!(by_file, run_case(&["check"]));
}

#[test]
fn every_rule_file_makes_the_tables_of_its_rule() {
    for name in rule_names() {
        alike(&name, &["table", "dump"], &["--color", "white"], b"", 0);
        let file = rule_file(&name);
        // The same settings and tables: nothing differs.
        let output = run(&["table", "diff", &file, &name], "");
        assert_eq!(code(&output), Some(0));
        let out = String::from_utf8_lossy(&output.stdout);
        assert!(
            out.starts_with(&format!("{name} and {name}: nothing differs (")),
            "{out}"
        );
        // The stats differ only in the file named.
        let stats = |args: &[&str]| {
            let output = run(args, "");
            assert_eq!(code(&output), Some(0));
            String::from_utf8(output.stdout).expect("UTF-8")
        };
        let built_in = stats(&["table", "stats", "--rule", &name]);
        let loaded = stats(&["table", "stats", "--rule-file", &file]);
        let spec = rule(&name).spec_file();
        assert_eq!(
            loaded,
            built_in.replace(
                &format!("spec file: {spec}\n"),
                &format!("spec file: {file}\n")
            )
        );
    }
}

#[test]
fn bench_reads_a_rule_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let positions = dir.path().join("game.jsonl");
    std::fs::write(&positions, corpus("game", 20, 41, 15)).expect("write");
    let file = rule_file("omok");
    let output = run(
        &[
            "bench",
            "--rule-file",
            &file,
            "--reps",
            "5",
            &positions.display().to_string(),
        ],
        "",
    );
    assert_eq!(code(&output), Some(0));
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.starts_with("rule=omok positions=20 passes=5 "), "{out}");
}

/// A copy of `renju.toml` with a mistake the build refuses, in a folder of its own.
fn bad_rule_file(dir: &Path) -> PathBuf {
    let text = std::fs::read_to_string(rule_file("renju")).expect("renju.toml");
    let bad = text.replace("\"double-three\"]", "\"double-tree\"]");
    assert_ne!(bad, text, "renju.toml forbids the double-three last");
    let path = dir.join("renju.toml");
    std::fs::write(&path, bad).expect("write the bad file");
    path
}

#[test]
fn a_bad_rule_file_is_refused_by_every_subcommand_with_the_builds_message() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let bad = bad_rule_file(dir.path());
    let missing = dir.path().join("no-such-rule.toml");
    let positions = dir.path().join("positions.jsonl");
    std::fs::write(&positions, corpus("game", 3, 51, 15)).expect("write");
    let positions = positions.display().to_string();
    for path in [&bad, &missing] {
        let expected = renju_codegen::Spec::load(path)
            .expect_err("the build refuses it")
            .to_string();
        assert!(
            expected.starts_with(&path.display().to_string()),
            "{expected}"
        );
        let p = path.display().to_string();
        let p = p.as_str();
        #[cfg(feature = "serve")]
        let omok = rule_file("omok");
        #[cfg_attr(not(feature = "serve"), allow(unused_mut))]
        let mut commands: Vec<Vec<&str>> = vec![
            vec!["batch", "--rule-file", p],
            vec!["check", "--rule-file", p],
            vec!["explain", "--rule-file", p, "h8"],
            vec!["replay", "--rule-file", p, "-"],
            vec!["bench", "--rule-file", p, &positions],
            vec!["table", "dump", "--rule-file", p],
            vec!["table", "lookup", "--rule-file", p, ".....*....."],
            vec!["table", "stats", "--rule-file", p],
            vec!["table", "diff", p, "renju"],
            vec!["table", "diff", "renju", p],
        ];
        // Without the server, `renju serve` refuses before reading any file (the test
        // without_server.rs).
        #[cfg(feature = "serve")]
        commands.extend([
            vec!["serve", "--port", "0", "--rule-file", p],
            vec![
                "serve",
                "--port",
                "0",
                "--rule-file",
                &omok,
                "--rule-file",
                p,
            ],
        ]);
        for args in &commands {
            // Input that would be answered, to show that the file is refused first.
            let output = run(args, "{\"black\": [\"h8\"]}\n");
            assert_eq!(code(&output), Some(2), "{args:?}");
            assert!(output.stdout.is_empty(), "{args:?}");
            assert_eq!(
                String::from_utf8_lossy(&output.stderr),
                format!("error: {expected}\n"),
                "{args:?}"
            );
        }
    }
    // The message shows the line and a caret under the mistake.
    let message = renju_codegen::Spec::load(&bad)
        .expect_err("refused")
        .to_string();
    let lines: Vec<&str> = message.lines().collect();
    assert_eq!(lines.len(), 3, "{message}");
    assert!(lines[0].contains("[black] forbidden: "), "{message}");
    assert!(lines[1].contains("\"double-tree\"]"), "{message}");
    let caret = lines[2].find('^').expect("a caret");
    assert_eq!(&lines[1][caret..caret + 13], "\"double-tree\"");
}

#[test]
fn rule_and_rule_file_cannot_both_be_given() {
    let file = rule_file("renju");
    for args in [
        &["batch", "--rule", "renju", "--rule-file", &file][..],
        &["table", "stats", "--rule-file", &file, "--rule", "omok"],
    ] {
        let output = run(args, "");
        assert_eq!(code(&output), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("cannot be used with"), "{stderr}");
    }
}
