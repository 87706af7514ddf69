//! Generates the pattern tables from the rule files (`rules-spec/*.toml`) into
//! `$OUT_DIR/tables.rs`.

use std::path::{Path, PathBuf};

fn main() {
    // `rules-spec` in this crate links to the workspace's `rules-spec/` and is a real folder in
    // the published package; a checkout without symlinks (git on Windows, by default) has a
    // small text file there instead, so read the workspace's folder directly.
    let spec_dir = if Path::new("rules-spec").is_dir() {
        Path::new("rules-spec")
    } else {
        Path::new("../rules-spec")
    };
    // Every file, and the folder (a file added or removed), reruns the generator.
    println!("cargo::rerun-if-changed={}", spec_dir.display());
    if let Ok(entries) = std::fs::read_dir(spec_dir) {
        for entry in entries.flatten() {
            println!("cargo::rerun-if-changed={}", entry.path().display());
        }
    }
    let out =
        PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("tables.rs");
    // Files are named relative to the workspace (`rules-spec/renju.toml`), in messages, in the
    // generated header and in `Rule::spec_file`.
    if let Err(e) = renju_codegen::write_tables(spec_dir, Path::new("rules-spec"), "renju", &out) {
        // Fail loudly, naming the file, line, column and entry, with the line and a caret
        // (one `cargo::error` per line: the directive takes one line).
        for (i, line) in e.to_string().lines().enumerate() {
            let lead = if i == 0 { "rule files: " } else { "" };
            println!("cargo::error={lead}{line}");
        }
        std::process::exit(1);
    }
}
