//! Hostile rule files through `--rule-file` (issue 35): nested too deep, too large or without
//! end, contradictory, not UTF-8, names that only look like a variant's name once folded, and
//! (to `renju serve`) names two rules would answer to. Each is refused before any input is
//! read, exit status 2, with a message naming the file, and where it applies the line and
//! column, worked out here by hand.

use crate::common;

use common::{code, run};
use std::path::{Path, PathBuf};

/// A double-three position: answered only if the file is taken.
const POSITION: &str = "{\"id\": 1, \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}\n";

fn renju_text() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules-spec/renju.toml"))
        .expect("renju.toml")
}

/// Writes `bytes` to `dir/sub/name` and returns the path.
fn write(dir: &Path, sub: &str, name: &str, bytes: &[u8]) -> PathBuf {
    let folder = dir.join(sub);
    std::fs::create_dir_all(&folder).expect("a folder");
    let path = folder.join(name);
    std::fs::write(&path, bytes).expect("write the rule file");
    path
}

/// `renju batch --rule-file PATH` on [`POSITION`]: exit status 2, nothing on stdout, and its
/// stderr.
fn refused(path: &Path) -> String {
    let p = path.display().to_string();
    let output = run(&["batch", "--rule-file", &p], POSITION);
    assert_eq!(code(&output), Some(2), "{p}");
    assert!(output.stdout.is_empty(), "{p}");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_rule_file_nested_too_deep_is_refused_at_the_level_past_the_parsers_limit() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    // 1,000 arrays in arrays, and 1,000 inline tables in inline tables, before the rule.
    let arrays = format!(
        "x = {}{}\n{}",
        "[".repeat(1000),
        "]".repeat(1000),
        renju_text()
    );
    let tables = format!(
        "x = {}1{}\n{}",
        "{a=".repeat(1000),
        "}".repeat(1000),
        renju_text()
    );
    // The parser goes 80 levels deep: the 81st bracket is refused, at column 4 + 81 = 85
    // ("x = " is 4 characters), and the 81st "{a=" at 4 + 80 * 3 + 1 = 245.
    for (sub, text, column) in [("arrays", arrays, 85), ("tables", tables, 245)] {
        let path = write(dir.path(), sub, "renju.toml", text.as_bytes());
        let stderr = refused(&path);
        assert!(
            stderr.starts_with(&format!(
                "error: {}:1:{column}: x: cannot recurse further; max recursion depth met\n",
                path.display()
            )),
            "{}",
            &stderr[..stderr.len().min(300)]
        );
    }
}

#[test]
fn a_rule_file_over_one_mib_or_without_end_is_refused_unread() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let too_large = |path: &Path| {
        format!(
            "error: {}: cannot read the rule file: it is larger than 1048576 bytes (1 MiB), the \
             most a rule file may hold (the shipped ones are under 4 KB)\n",
            path.display()
        )
    };
    // The rule, then a comment of 2 MiB.
    let text = format!("{}\n# {}\n", renju_text(), "x".repeat(2 << 20));
    let path = write(dir.path(), "huge", "renju.toml", text.as_bytes());
    assert_eq!(refused(&path), too_large(&path));
    // `renju serve` as well, before it listens.
    let p = path.display().to_string();
    let output = run(&["serve", "--port", "0", "--rule-file", &p], "");
    assert_eq!(code(&output), Some(2));
    assert!(output.stdout.is_empty());
    assert_eq!(String::from_utf8_lossy(&output.stderr), too_large(&path));
    // A file of exactly 1 MiB is read: the rule, and a comment up to the limit.
    let head = format!("{}\n#", renju_text());
    let text = format!("{head}{}\n", "x".repeat((1 << 20) - head.len() - 1));
    assert_eq!(text.len(), 1 << 20);
    let path = write(dir.path(), "limit", "renju.toml", text.as_bytes());
    let output = run(
        &["batch", "--rule-file", &path.display().to_string()],
        POSITION,
    );
    assert_eq!(code(&output), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "{\"id\":1,\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}\n"
    );
    // A file that never ends.
    #[cfg(target_os = "linux")]
    assert_eq!(
        refused(Path::new("/dev/zero")),
        too_large(Path::new("/dev/zero"))
    );
}

#[test]
fn contradictory_settings_are_refused_at_the_setting() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    // Black wins with six as well as five, and yet may not make an overline. Line 20 is
    // `forbidden = ["overline", ...` and "overline" begins at column 14, after
    // `forbidden = [` (13 characters).
    let text = renju_text().replacen(
        "wins-with = \"exactly-five\"",
        "wins-with = \"five-or-more\"",
        1,
    );
    let path = write(dir.path(), "c", "renju.toml", text.as_bytes());
    let stderr = refused(&path);
    assert!(
        stderr.starts_with(&format!(
            "error: {}:20:14: [black] forbidden: `overline` contradicts `wins-with = \
             \"five-or-more\"`: every run of six wins for this colour, so it cannot be forbidden",
            path.display()
        )),
        "{stderr}"
    );
}

#[test]
fn bytes_that_are_not_utf8_are_refused_at_the_first() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    // Line 5 is `summary = "Renju (RIF): ...`: the byte 0xE9 (Latin-1 é) for its "e" is the
    // 13th character, after `summary = "R` (12).
    let bytes = renju_text().into_bytes();
    let at = bytes
        .windows(16)
        .position(|w| w == b"summary = \"Renju")
        .expect("the summary names Renju");
    let mut bad = bytes.clone();
    bad[at + 12] = 0xE9;
    let path = write(dir.path(), "latin1", "renju.toml", &bad);
    let stderr = refused(&path);
    assert!(
        stderr.starts_with(&format!(
            "error: {}:5:13: encoding: byte 0xE9 is not UTF-8 (rule files are UTF-8 text; was it \
             saved as Latin-1?)\n",
            path.display()
        )),
        "{stderr}"
    );
    // A byte that can begin no character, past the rule, on a last line of its own.
    let mut tail = bytes;
    tail.extend_from_slice(b"# \xFF\n");
    let lines = renju_text().lines().count();
    let path = write(dir.path(), "tail", "renju.toml", &tail);
    assert!(refused(&path).starts_with(&format!(
        "error: {}:{}:3: encoding: byte 0xFF is not UTF-8",
        path.display(),
        lines + 1
    )));
}

#[test]
fn names_that_fold_to_a_variant_name_are_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    // Upper case, an underscore, a Latin-1 letter, a fullwidth letter, a zero-width space:
    // each might fold or normalise to a variant's name, and each is refused at line 4,
    // column 8: the opening quote of the value, after `name = ` (7 characters).
    for name in [
        "Renju",
        "renju_x",
        "r\u{e9}nju",
        "\u{ff52}enju",
        "renju\u{200b}",
    ] {
        let text = renju_text().replacen("name = \"renju\"", &format!("name = \"{name}\""), 1);
        let path = write(dir.path(), name, &format!("{name}.toml"), text.as_bytes());
        let stderr = refused(&path);
        assert!(
            stderr.starts_with(&format!(
                "error: {}:4:8: name: `{name}` is not a variant name: lower-case letters and \
                 digits in words joined by `-`",
                path.display()
            )),
            "{stderr}"
        );
    }
}

#[cfg(feature = "serve")]
#[test]
fn a_server_refuses_a_name_two_of_its_rules_would_answer_to() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    // my-rule, with the alias "omok": the name of a built-in rule the server offers.
    let text = renju_text().replacen(
        "name = \"renju\"",
        "name = \"my-rule\"\naliases = [\"omok\"]",
        1,
    );
    let path = write(dir.path(), "mine", "my-rule.toml", text.as_bytes());
    let p = path.display().to_string();
    let output = run(&["serve", "--port", "0", "--rule-file", &p], "");
    assert_eq!(code(&output), Some(2));
    assert!(output.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!(
            "error: the rule file {p} gives the rule \"my-rule\" the name \"omok\", which the \
             built-in rule \"omok\" answers to: a server offers one rule by each name (rename \
             the rule, or leave the name out of its `aliases`)\n"
        )
    );
    // The same file alone is a rule of its own to the commands that take one rule.
    let output = run(&["batch", "--rule-file", &p], POSITION);
    assert_eq!(code(&output), Some(0));
}
