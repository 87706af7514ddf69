//! The maps of the house say only what is there: every repository path written in backquotes
//! in `docs/architecture.md` and `CONTRIBUTING.md` exists, every package named by `-p NAME`
//! is a workspace package, and every `make TARGET` is a target of the Makefile, so that a
//! file moved or renamed without its docs fails here instead of misleading a reader.
//!
//! What counts as a path: a word inside backquotes (a whole span, or one word of a command)
//! that holds a `/` between names, or ends in a file extension. A path with a `/` is looked up
//! from the repository's root, then from the document's own folder; a bare file name
//! (`size.rs`) must name a file somewhere in the repository. A glob or a placeholder
//! (`rules-spec/*.toml`, `snapshots/variants/<name>.snap`) is checked up to its folder.
//! Build outputs (`target/...`), absolute paths and URLs are not the repository's and are
//! skipped; [`NOT_PATHS`] lists, with its reason, each word that looks like a path and is not.

use crate::common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The documents this test holds to the tree, relative to the repository's root.
const DOCUMENTS: &[&str] = &["docs/architecture.md", "CONTRIBUTING.md"];

/// Words that look like repository paths but are not, each with why. A folder named in a
/// list after its parent (`snapshots/` (`cli/`, `spec-errors/`, ...)) is its parent's.
const NOT_PATHS: &[(&str, &str)] = &[
    ("spec-errors/", "in snapshots/ and tests/"),
    ("variants/", "in snapshots/"),
    ("rules/", "in conformance/"),
    ("cases/*.txt", "in conformance/"),
    ("spec-dirs/", "in tests/"),
    ("build-dirs/", "in tests/"),
    ("codegen-specs/", "in tests/"),
    ("rule-files/", "in tests/"),
    ("game.jsonl", "a corpus `renju corpus` writes, not shipped"),
    (
        "tests/main.rs",
        "each crate's own, in a sentence about them all",
    ),
];

/// File extensions that make a bare word a file name.
const EXTENSIONS: &[&str] = &[
    ".rs",
    ".md",
    ".toml",
    ".sh",
    ".py",
    ".json",
    ".jsonl",
    ".txt",
    ".html",
    ".css",
    ".js",
    ".mjs",
    ".h",
    ".c",
    ".cpp",
    ".in",
    ".snap",
    ".svg",
    ".lock",
    ".supp",
    ".expected",
];

/// The spans between single backquotes (a span may run over a line's end), fenced code blocks
/// left out (they are shown as code, and their paths are checked where a test runs them).
fn backquoted(text: &str) -> Vec<String> {
    let mut prose = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            prose.push_str(line);
            prose.push('\n');
        }
    }
    prose
        .split('`')
        .skip(1)
        .step_by(2)
        .map(|span| span.replace('\n', " "))
        .collect()
}

/// Does `word` read as a repository path (see the module's doc)?
fn looks_like_path(word: &str) -> bool {
    let word = word.trim_end_matches([',', ';', ':', ')']);
    if word.is_empty()
        || word.starts_with('/')
        || word.starts_with('-')
        || word.starts_with('.') && !word.starts_with(".ci")
        || word.starts_with("target/")
        || word.contains("://")
        || word.contains("::")
        || word.contains('=')
        || word.contains('(')
    {
        return false;
    }
    let allowed = |c: char| c.is_ascii_alphanumeric() || "_-./*<>[]".contains(c);
    if !word.chars().all(allowed)
        || !word
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric())
    {
        return false;
    }
    let slash = word
        .split('/')
        .next()
        .is_some_and(|first| !first.is_empty())
        && word.contains('/');
    slash
        || EXTENSIONS
            .iter()
            .any(|ext| word.ends_with(ext) && word.len() > ext.len())
}

/// Every file name in the repository (build outputs, git and npm's folders left out).
fn file_names(root: &Path) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() {
                if !["target", ".git", "node_modules"].contains(&name.as_str()) {
                    stack.push(path);
                }
            } else {
                names.insert(name);
            }
        }
    }
    names
}

/// Is `word` a placeholder in capitals (`CRATE`, `PACKAGE`), not a name of the tree?
fn is_placeholder(word: &str) -> bool {
    !word.is_empty() && word.chars().all(|c| c.is_ascii_uppercase() || c == '_')
}

/// Does the path `word`, written in the document in folder `doc_dir`, exist?
fn exists(root: &Path, doc_dir: &Path, names: &BTreeSet<String>, word: &str) -> bool {
    let word = word.trim_end_matches([',', ';', ':', ')']);
    if !word.contains('/') {
        return names.contains(word);
    }
    // A glob or a placeholder: its folder must exist.
    let kept: Vec<&str> = word
        .split('/')
        .take_while(|part| !part.contains(['*', '<', '[']) && !is_placeholder(part))
        .collect();
    let path: PathBuf = kept.iter().collect();
    root.join(&path).exists() || doc_dir.join(&path).exists()
}

/// The workspace's package names, from each member's `Cargo.toml` (and `fuzz/`'s).
fn package_names(root: &Path) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for entry in std::fs::read_dir(root)
        .expect("the repository's root is readable")
        .flatten()
    {
        let manifest = entry.path().join("Cargo.toml");
        let Ok(text) = std::fs::read_to_string(&manifest) else {
            continue;
        };
        let mut in_package = false;
        for line in text.lines() {
            let line = line.trim();
            if line.starts_with('[') {
                in_package = line == "[package]";
            } else if in_package {
                if let Some(rest) = line.strip_prefix("name") {
                    if let Some(value) = rest.trim_start().strip_prefix('=') {
                        names.insert(value.trim().trim_matches('"').to_string());
                    }
                }
            }
        }
    }
    names
}

/// The Makefile's targets (lines `name: ...` and `name other: ...`).
fn make_targets(root: &Path) -> BTreeSet<String> {
    let text = std::fs::read_to_string(root.join("Makefile")).expect("the Makefile is readable");
    let mut targets = BTreeSet::new();
    for line in text.lines() {
        if line.starts_with(['\t', ' ', '#', '.']) {
            continue;
        }
        if let Some((head, _)) = line.split_once(':') {
            if !head.contains('=') && !head.contains('$') {
                targets.extend(head.split_whitespace().map(str::to_string));
            }
        }
    }
    targets
}

/// What the documents name and the tree lacks, one line each, `document: word (kind)`.
fn missing(root: &Path, documents: &[&str]) -> Vec<String> {
    let names = file_names(root);
    let packages = package_names(root);
    let targets = make_targets(root);
    let allowed: BTreeSet<&str> = NOT_PATHS.iter().map(|(word, _)| *word).collect();
    let mut used = BTreeSet::new();
    let mut out = Vec::new();
    for document in documents {
        let path = root.join(document);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let doc_dir = path.parent().expect("a document is in a folder");
        for span in backquoted(&text) {
            let words: Vec<&str> = span.split_whitespace().collect();
            for (i, word) in words.iter().enumerate() {
                let next = words.get(i + 1).copied();
                if *word == "-p" || *word == "--package" {
                    if let Some(package) = next.filter(|p| !is_placeholder(p)) {
                        if !packages.contains(package) {
                            out.push(format!("{document}: `{span}`: no package {package}"));
                        }
                    }
                }
                if *word == "make" && i == 0 {
                    if let Some(target) = next.filter(|t| !t.contains('=')) {
                        if !targets.contains(target) {
                            out.push(format!("{document}: `{span}`: no make target {target}"));
                        }
                    }
                }
                let bare = word.trim_end_matches([',', ';', ':', ')']);
                if looks_like_path(word) && !exists(root, doc_dir, &names, word) {
                    if allowed.contains(bare) {
                        used.insert(bare.to_string());
                    } else {
                        out.push(format!("{document}: `{span}`: no path {bare}"));
                    }
                }
            }
        }
    }
    if documents == DOCUMENTS {
        for (word, _) in NOT_PATHS {
            if !used.contains(*word) {
                out.push(format!(
                    "NOT_PATHS: {word} is no longer needed: take it out"
                ));
            }
        }
    }
    out
}

#[test]
fn every_path_package_and_make_target_the_maps_name_exists() {
    let root = common::workspace_root();
    let missing = missing(&root, DOCUMENTS);
    assert!(
        missing.is_empty(),
        "the docs name what the tree lacks (fix the doc, or, for a word that is not a path, add \
         it to NOT_PATHS in tests/tests/docs_paths.rs with the reason):\n{}",
        missing.join("\n")
    );
}

/// The check can fail: a document naming a file, a package and a target that do not exist is
/// caught, word by word; one naming what exists is not.
#[test]
fn a_path_package_or_target_that_is_not_there_is_caught() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("docs-paths-check");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("src")).expect("a scratch folder");
    std::fs::write(dir.join("src/here.rs"), "").expect("a file");
    std::fs::write(dir.join("Makefile"), "all: build\nbuild:\n\ttrue\n").expect("a Makefile");
    std::fs::create_dir_all(dir.join("pkg")).expect("a package folder");
    std::fs::write(
        dir.join("pkg/Cargo.toml"),
        "[package]\nname = \"pkg-here\"\n",
    )
    .expect("a manifest");
    std::fs::write(
        dir.join("DOC.md"),
        "`src/here.rs` `here.rs` `src/gone.rs` `gone.rs` `src/*.rs` `lost/*.rs`\n\
         `cargo test -p pkg-here` `cargo test -p pkg-gone` `make build` `make nothing`\n\
         `target/made.rs` `/usr/bin/cc` `Game::new` `x / 2` `CRATE/src/lib.rs` `-p PACKAGE` `make\n\
         build` `cargo test -p\n  pkg-here`\n\
         ```\nsrc/fenced-gone.rs `fenced.rs`\n```\n",
    )
    .expect("a document");
    let found = missing(&dir, &["DOC.md"]);
    std::fs::remove_dir_all(&dir).expect("the scratch folder removed");
    assert_eq!(
        found,
        [
            "DOC.md: `src/gone.rs`: no path src/gone.rs",
            "DOC.md: `gone.rs`: no path gone.rs",
            "DOC.md: `lost/*.rs`: no path lost/*.rs",
            "DOC.md: `cargo test -p pkg-gone`: no package pkg-gone",
            "DOC.md: `make nothing`: no make target nothing",
        ]
    );
}
