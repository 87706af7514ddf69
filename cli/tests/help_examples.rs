//! The examples of every `--help` name files that exist: each file an example reads is in the
//! repository (or written by an earlier example of the same block), and each example that
//! reads only shipped files runs, from the repository's root, and exits 0.
//!
//! The examples are the lines of each help's `Examples:` (or `Example:`) block, up to the
//! first blank line. A line is read as a shell reads it (quotes, `|`, `<`, `>`, a `#`
//! comment); a word is a file when it holds a `/` or ends in one of [`FILE_EXTENSIONS`], and
//! is an input unless it follows `>` or an option in [`OUTPUT_OPTIONS`].

use crate::common;

use clap::CommandFactory as _;
use common::run;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The endings of the words that name files in the examples.
const FILE_EXTENSIONS: [&str; 11] = [
    ".txt", ".jsonl", ".json", ".toml", ".rif", ".xml", ".sgf", ".psq", ".lib", ".svg", ".fish",
];

/// Options whose value is a file or folder the command writes, not one it reads.
const OUTPUT_OPTIONS: [&str; 2] = ["--records", "--dir"];

/// Subcommands whose examples are not run: the server runs until stopped, and a match starts
/// the engines it is given.
const NOT_RUN: [&str; 2] = ["serve", "match"];

/// The repository's root: the parent of the CLI's folder.
fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the CLI lives in a folder of the repository")
        .to_path_buf()
}

/// The command path of every subcommand, the top level (`[]`) first: `["table", "diff"]`.
fn command_paths() -> Vec<Vec<String>> {
    fn walk(command: &clap::Command, prefix: &[String], out: &mut Vec<Vec<String>>) {
        out.push(prefix.to_vec());
        for sub in command.get_subcommands() {
            if sub.get_name() == "help" {
                continue;
            }
            let mut path = prefix.to_vec();
            path.push(sub.get_name().to_string());
            walk(sub, &path, out);
        }
    }
    let mut out = Vec::new();
    walk(&renju_cli::Cli::command(), &[], &mut out);
    out
}

/// The lines of the `Examples:` / `Example:` blocks of a help text, without their indent.
fn example_lines(help: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut inside = false;
    for line in help.lines() {
        if line.trim() == "Examples:" || line.trim() == "Example:" {
            inside = true;
        } else if line.trim().is_empty() {
            inside = false;
        } else if inside {
            lines.push(line.trim().to_string());
        }
    }
    lines
}

/// One example line read: the files it reads and writes, the renju subcommands it runs, and
/// the other programs of its pipeline.
#[derive(Debug, Default)]
struct Example {
    reads: Vec<String>,
    writes: Vec<String>,
    subcommands: Vec<String>,
    programs: Vec<String>,
}

fn is_file_word(word: &str) -> bool {
    !word.contains("://")
        && (word.contains('/') || FILE_EXTENSIONS.iter().any(|ext| word.ends_with(ext)))
}

fn read_example(line: &str) -> Example {
    // A `#` after a space starts a comment (none of the examples quotes one).
    let command = match line.find(" #") {
        Some(at) => &line[..at],
        None => line,
    };
    let words = shlex::split(command).unwrap_or_else(|| panic!("cannot split: {line}"));
    let mut example = Example::default();
    for segment in words.split(|w| w == "|") {
        let Some(program) = segment.first() else {
            panic!("an empty pipeline stage in: {line}")
        };
        let mut i = 1;
        let is_renju = program == "renju";
        if !is_renju {
            example.programs.push(program.clone());
        }
        while i < segment.len() {
            let word = &segment[i];
            match word.as_str() {
                "<" => {
                    example.reads.push(segment[i + 1].clone());
                    i += 2;
                    continue;
                }
                ">" => {
                    example.writes.push(segment[i + 1].clone());
                    i += 2;
                    continue;
                }
                _ => {}
            }
            if is_renju {
                if i == 1 && !word.starts_with('-') {
                    example.subcommands.push(word.clone());
                }
                if OUTPUT_OPTIONS.contains(&word.as_str()) {
                    example.writes.push(segment[i + 1].clone());
                    i += 2;
                    continue;
                }
                if word == "--engine" {
                    // An engine is a command line: its words that name files are read.
                    let engine = shlex::split(&segment[i + 1]).unwrap_or_default();
                    example
                        .reads
                        .extend(engine.into_iter().filter(|w| is_file_word(w)));
                    i += 2;
                    continue;
                }
                if is_file_word(word) && !word.starts_with('-') {
                    example.reads.push(word.clone());
                }
            }
            i += 1;
        }
    }
    example
}

/// Every help's examples, with the help they come from (`renju table diff --help`).
fn every_example() -> Vec<(String, Vec<String>)> {
    command_paths()
        .into_iter()
        .map(|path| {
            let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
            args.push("--help");
            let output = run(&args, "");
            assert!(output.status.success(), "renju {} failed", args.join(" "));
            let help = String::from_utf8(output.stdout).expect("help is UTF-8");
            (format!("renju {}", args.join(" ")), example_lines(&help))
        })
        .collect()
}

#[test]
fn the_reader_of_examples_finds_reads_writes_and_subcommands() {
    // The reader itself, on lines whose files are known by hand.
    let e = read_example(
        "renju batch --rule-file rules-spec/renju.toml < examples/positions.jsonl > out.jsonl",
    );
    assert_eq!(
        e.reads,
        ["rules-spec/renju.toml", "examples/positions.jsonl"]
    );
    assert_eq!(e.writes, ["out.jsonl"]);
    assert_eq!(e.subcommands, ["batch"]);
    let e = read_example("renju replay --positions examples/games.txt | renju batch");
    assert_eq!(e.reads, ["examples/games.txt"]);
    assert_eq!(e.subcommands, ["replay", "batch"]);
    let e = read_example("echo '{\"black\": [\"h8\"]}' | renju explain h8   # a comment");
    assert!(e.reads.is_empty(), "{e:?}");
    assert_eq!(e.programs, ["echo"]);
    assert_eq!(e.subcommands, ["explain"]);
    let e = read_example("renju man --dir ~/.local/share/man/man1");
    assert_eq!(e.writes, ["~/.local/share/man/man1"]);
    assert!(e.reads.is_empty(), "{e:?}");
    let e = read_example(
        "renju match --engine 'python3 cli/tests/brains/b.py' --engine x --records g.txt",
    );
    assert_eq!(e.reads, ["cli/tests/brains/b.py"]);
    assert_eq!(e.writes, ["g.txt"]);
    let e = read_example("renju table lookup '...XX*.X...'");
    assert!(e.reads.is_empty(), "{e:?}");
}

#[test]
fn every_help_has_examples_and_every_file_they_read_is_shipped_or_written_before() {
    let repo = repo();
    let mut missing = Vec::new();
    let mut checked = BTreeSet::new();
    let mut helps_with_examples = 0;
    for (help, lines) in every_example() {
        helps_with_examples += usize::from(!lines.is_empty());
        let mut written: BTreeSet<String> = BTreeSet::new();
        for line in lines {
            let example = read_example(&line);
            for file in &example.reads {
                if written.contains(file) || file == "-" {
                    continue;
                }
                checked.insert(file.clone());
                if !repo.join(file).exists() {
                    missing.push(format!("`{help}`: {line}\n    names {file}, which is not in the repository: ship it (examples/) or name a file that is"));
                }
            }
            written.extend(example.writes.iter().cloned());
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
    assert!(
        helps_with_examples >= 10,
        "only {helps_with_examples} helps show examples"
    );
    // The examples do name files: at least the README's and the help's shipped examples.
    for file in [
        "examples/position.txt",
        "examples/positions.jsonl",
        "examples/games.txt",
        "examples/openings.txt",
    ] {
        assert!(
            checked.contains(file),
            "no example reads {file}: {checked:?}"
        );
    }
}

#[test]
fn every_example_that_reads_only_shipped_files_runs_and_exits_0() {
    let repo = repo();
    let bin = Path::new(env!("CARGO_BIN_EXE_renju"))
        .parent()
        .expect("the binary is in a folder")
        .to_path_buf();
    let path = std::env::join_paths(std::iter::once(bin).chain(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    )))
    .expect("PATH joins");
    let mut ran = 0;
    let mut failed = Vec::new();
    for (help, lines) in every_example() {
        for line in lines {
            let example = read_example(&line);
            let runs = example
                .subcommands
                .iter()
                .all(|s| !NOT_RUN.contains(&s.as_str()))
                && example.programs.iter().all(|p| p == "echo")
                && example.reads.iter().all(|f| repo.join(f).exists())
                && !example
                    .writes
                    .iter()
                    .any(|w| !line.contains(&format!("> {w}")));
            if !runs {
                continue;
            }
            // Written files go nowhere: the repository stays as it is.
            let mut command = line.clone();
            for w in &example.writes {
                command = command.replace(&format!("> {w}"), "> /dev/null");
            }
            let output = Command::new("sh")
                .arg("-c")
                .arg(format!("set -e; {command} > /dev/null"))
                .current_dir(&repo)
                .env("PATH", &path)
                .output()
                .expect("sh runs");
            ran += 1;
            if !output.status.success() {
                failed.push(format!(
                    "`{help}`: {line}\n    exited {:?}: {}",
                    output.status.code(),
                    String::from_utf8_lossy(&output.stderr)
                ));
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
    assert!(ran >= 20, "only {ran} examples ran");
}

#[test]
fn the_shipped_position_has_the_forbidden_points_its_comment_works_out() {
    // examples/position.txt, worked by hand in its comment: black f8 g8 h9 h10 make h8 a
    // double-three (row 8 and column h), black c3 d3 e3 g3 h3 make f3 an overline (c3-h3,
    // six); no other point is forbidden to black.
    let file = repo().join("examples/position.txt");
    let output = run(&["check", file.to_str().expect("a UTF-8 path")], "");
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(
        text.lines()
            .any(|l| l == "forbidden for black: f3 overline, h8 double-three"),
        "{text}"
    );
}
