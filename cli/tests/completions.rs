//! `renju completions SHELL` and `renju man`: what a packager installs beside the binary.

use crate::common;

use common::{code, run};

/// Every subcommand, as a user types it.
const SUBCOMMANDS: [&str; 11] = [
    "batch",
    "check",
    "explain",
    "rules",
    "bench",
    "corpus",
    "replay",
    "serve",
    "table",
    "completions",
    "man",
];

#[test]
fn bash_completion_defines_a_function_registered_for_renju_that_knows_every_subcommand() {
    let output = run(&["completions", "bash"], "");
    assert_eq!(code(&output), Some(0));
    let script = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(script.contains("_renju() {"), "{script}");
    assert!(script.contains("complete -F _renju"), "{script}");
    for subcommand in SUBCOMMANDS {
        assert!(script.contains(subcommand), "{subcommand} is not completed");
    }
    // Options are completed too, e.g. batch's --rule and --max-line-bytes.
    assert!(script.contains("--max-line-bytes"));
}

#[test]
fn zsh_and_fish_completions_are_written_for_renju() {
    let zsh = run(&["completions", "zsh"], "");
    assert_eq!(code(&zsh), Some(0));
    assert!(String::from_utf8_lossy(&zsh.stdout).starts_with("#compdef renju"));
    let fish = run(&["completions", "fish"], "");
    assert_eq!(code(&fish), Some(0));
    let fish = String::from_utf8_lossy(&fish.stdout).into_owned();
    assert!(fish.contains("complete -c renju"), "{fish}");
    assert!(fish.contains("-a \"replay\""), "{fish}");
}

#[test]
fn an_unknown_shell_is_refused_with_the_list_of_shells() {
    let output = run(&["completions", "nosh"], "");
    assert_eq!(code(&output), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("invalid value 'nosh'"), "{stderr}");
    assert!(
        stderr.contains("bash") && stderr.contains("powershell"),
        "{stderr}"
    );
}

#[test]
fn the_man_page_names_renju_and_lists_every_subcommand() {
    let output = run(&["man"], "");
    assert_eq!(code(&output), Some(0));
    let page = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(page.contains(".TH renju 1"), "{page}");
    assert!(
        page.contains(".SH NAME\nrenju \\- Forbidden moves of Renju"),
        "{page}"
    );
    assert!(page.contains(".SH SUBCOMMANDS"));
    for subcommand in SUBCOMMANDS {
        // roff escapes the hyphen: renju\-batch(1).
        assert!(
            page.contains(&format!("renju\\-{subcommand}(1)")),
            "{subcommand}"
        );
    }
}

#[test]
fn man_dir_writes_a_page_per_subcommand() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = dir.path().join("man1");
    let output = run(&["man", "--dir", out.to_str().expect("UTF-8 path")], "");
    assert_eq!(
        code(&output),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.stdout.is_empty());
    let page = std::fs::read_to_string(out.join("renju.1")).expect("renju.1");
    assert!(page.contains(".TH renju 1"));
    for subcommand in SUBCOMMANDS {
        let path = out.join(format!("renju-{subcommand}.1"));
        let page = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        assert!(
            page.contains(&format!(".TH renju-{subcommand} 1")),
            "{path:?}"
        );
    }
    let batch = std::fs::read_to_string(out.join("renju-batch.1")).expect("renju-batch.1");
    assert!(batch.contains("max\\-line\\-bytes"), "{batch}");
}
