//! `renju` built without the web server (`cargo test -p renju-cli --no-default-features
//! --test main without_server`; `make cli-without-server`): `renju serve` is still a subcommand,
//! and says that this binary has no server, and how to get one, with exit status 2 and before
//! any rule file is read; `renju --help` and `renju serve --help` say so too.

#![cfg(not(feature = "serve"))]

use crate::common;

use common::{code, run};

/// The whole of what `renju serve` writes on stderr without the server.
const NOT_BUILT: &str = "error: renju serve: this renju was built without the web server \
     (the cargo feature `serve`); to get it, install renju with its default features: \
     cargo install --locked --path cli\n";

#[test]
fn serve_says_the_server_was_not_built_and_how_to_get_it() {
    for args in [
        &["serve"][..],
        &["serve", "--port", "0"],
        // Not read: the refusal comes first.
        &["serve", "--rule-file", "no/such/file.toml"],
    ] {
        let output = run(args, "");
        assert_eq!(code(&output), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            NOT_BUILT,
            "{args:?}"
        );
    }
}

#[test]
fn serve_still_checks_its_arguments() {
    let output = run(&["serve", "--port", "none"], "");
    assert_eq!(code(&output), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("invalid value 'none' for '--port <N>'"),
        "{stderr}"
    );
}

#[test]
fn the_help_says_the_server_is_not_in_this_binary() {
    // `renju --help` is the default build's (the snapshot of rules.rs) but for its serve line.
    let snapshot = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../snapshots/cli/help.snap"),
    )
    .expect("the snapshot of `renju --help`");
    let (_, stdout) = snapshot.split_once("--- stdout\n").expect("a transcript");
    let (with_server, _) = stdout.split_once("--- stderr").expect("a transcript");
    // The description column is as wide as the longest command name, so the serve line is found
    // by its start and its description, whatever the padding between them.
    let serve_line = with_server
        .lines()
        .find(|line| line.starts_with("  serve "))
        .expect("a serve line in the help");
    let description = "A local web server: a board page that shows and explains rulings, \
                       and its JSON API";
    assert!(serve_line.ends_with(description), "{serve_line}");
    let without = with_server.replace(
        serve_line,
        &serve_line.replace(
            description,
            "A local web server (not in this binary: it was built without the feature `serve`)",
        ),
    );
    let help = run(&["--help"], "");
    assert_eq!(code(&help), Some(0));
    assert_eq!(String::from_utf8_lossy(&help.stdout), without);

    let help = run(&["serve", "--help"], "");
    assert_eq!(code(&help), Some(0));
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(
        help.starts_with("This renju was built without the web server"),
        "{help}"
    );
    assert!(
        help.contains("cargo install --locked --path cli\n"),
        "{help}"
    );
}
