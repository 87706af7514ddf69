//! One summary per rule file of `rules-spec/`, as an insta snapshot
//! (`snapshots/variants/<name>.snap`): the rule file and its SHA-256, its settings in words,
//! and how many windows of each class its tables hold for black and for white (what
//! `renju table stats` prints). Any change to a rule file, or to the generator, shows up as a
//! snapshot diff in review.
//!
//! A variant is added by adding its rule file and nothing else: a rule file without a summary
//! yet is reported, not failed (its tables, settings and hash are checked against the file by
//! `tables.rs` all the same), and `INSTA_UPDATE=always` (or `cargo insta test`) writes its
//! summary for review. The behaviour of the variants is in the conformance cases
//! (`conformance/cases/caro-*.txt`, `omok-*.txt`, `gomoku-*.txt`).

use crate::common;

use renju::Rule;
use std::path::{Path, PathBuf};

/// Where the summaries are, relative to this file (for insta) and to the workspace.
const SNAPSHOTS: &str = "../../snapshots/variants";

/// The names of the rule files of `rules-spec/` (`<name>.toml`), sorted.
fn rule_files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(common::rules_spec_dir())
        .expect("rules-spec/ is readable")
        .map(|e| e.expect("readable").path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .map(|p| stem(&p).to_string())
        .collect();
    names.sort();
    names
}

fn stem(path: &Path) -> &str {
    path.file_stem()
        .and_then(|n| n.to_str())
        .unwrap_or_else(|| panic!("{}: a UTF-8 file name", path.display()))
}

fn summaries_dir() -> PathBuf {
    common::workspace_root().join("snapshots/variants")
}

/// Whether insta was asked to write snapshots that are not there yet.
fn writing_new_snapshots() -> bool {
    matches!(
        std::env::var("INSTA_UPDATE").as_deref(),
        Ok("always" | "new")
    ) || std::env::var_os("INSTA_FORCE_PASS").is_some()
}

#[test]
fn every_rule_file_has_its_summary() {
    let names = rule_files();
    let mut compared = 0;
    let mut pending = Vec::new();
    for name in &names {
        let rule = Rule::by_name(name)
            .unwrap_or_else(|| panic!("rules-spec/{name}.toml: no variant {name} was built"));
        let snapshot = summaries_dir().join(format!("{name}.snap"));
        if !snapshot.exists() && !writing_new_snapshots() {
            pending.push(name.as_str());
            continue;
        }
        insta::with_settings!({
            snapshot_path => SNAPSHOTS,
            prepend_module_to_snapshot => false,
            description => format!("`renju table stats --rule {name}`: file, hash, settings, windows per class"),
            omit_expression => true,
        }, {
            insta::assert_snapshot!(name.as_str(), renju_cli::stats_report(rule));
        });
        compared += 1;
    }
    for name in &pending {
        eprintln!(
            "rules-spec/{name}.toml: no summary yet (snapshots/variants/{name}.snap); \
             `INSTA_UPDATE=always cargo test -p renju-tests --test main variant_summary` writes it, for review"
        );
    }
    // The variants built are the rule files, so each has been looked at here.
    assert_eq!(
        Rule::all().iter().map(Rule::name).collect::<Vec<_>>(),
        names,
        "the variants built and the rule files of rules-spec/"
    );
    assert!(compared > 0, "no summary compared");
    // No summary of a variant that is gone.
    for entry in std::fs::read_dir(summaries_dir()).expect("snapshots/variants exists") {
        let path = entry.expect("readable").path();
        if path.extension().is_some_and(|x| x == "snap") {
            let name = stem(&path);
            assert!(
                names.iter().any(|n| n == name),
                "{}: no rule file rules-spec/{name}.toml; remove the summary",
                path.display()
            );
        }
    }
}
