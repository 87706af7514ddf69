//! The published `renju` crate carries the rule files its build script reads, and they are the
//! workspace's `rules-spec/` (the files people read and edit): one source of truth.
//!
//! `runtime/rules-spec` is a link to `../rules-spec`; `cargo package` copies the files it
//! points to. These tests hold whatever `runtime/rules-spec` is (a link, or a copy on a
//! checkout without symlinks): the same files with the same bytes, and every one of them in
//! the package's file list. (CI also unpacks the `.crate` and compares: `.ci/run`.)

use crate::common;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// Every file under `dir` (recursively), by path relative to `dir`, with its bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let path = entry.expect("readable").path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path.strip_prefix(dir).expect("under dir");
                let bytes = std::fs::read(&path).expect("readable");
                out.insert(rel.to_string_lossy().replace('\\', "/"), bytes);
            }
        }
    }
    out
}

#[test]
fn the_runtime_crate_reads_the_workspace_rule_files() {
    let root = common::workspace_root();
    let workspace = files(&root.join("rules-spec"));
    let packaged = files(&root.join("runtime/rules-spec"));
    assert!(workspace.keys().any(|k| k == "renju.toml"), "{workspace:?}");
    let names = |m: &BTreeMap<String, Vec<u8>>| m.keys().cloned().collect::<Vec<_>>();
    assert_eq!(names(&packaged), names(&workspace), "the same files");
    for (name, bytes) in &workspace {
        assert!(
            packaged[name] == *bytes,
            "runtime/rules-spec/{name} differs from rules-spec/{name}"
        );
    }
}

#[test]
fn the_renju_package_lists_every_rule_file() {
    let root = common::workspace_root();
    let output = Command::new(env!("CARGO"))
        .args([
            "package",
            "-p",
            "renju",
            "--list",
            "--allow-dirty",
            "--offline",
        ])
        .current_dir(&root)
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "cargo package --list failed:\n{stderr}"
    );
    let listed: Vec<String> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    for name in files(&root.join("rules-spec")).keys() {
        let want = format!("rules-spec/{name}");
        assert!(
            listed.contains(&want),
            "{want} is not in the package: {listed:?}"
        );
    }
    for needed in ["build.rs", "LICENSE-MIT", "LICENSE-APACHE", "README.md"] {
        assert!(
            listed.iter().any(|l| l == needed),
            "{needed} is not in the package"
        );
    }
}
