//! Every package the project ships says where its source lives and carries a README that
//! describes it: the published crates (`cargo metadata`), the bindings' crates, the Python
//! package (`python/pyproject.toml`) and the npm package (`wasm/npm/package.json`).
//!
//! The address of the source is stated once, as `[workspace.package] repository` in the root
//! `Cargo.toml`: while it is absent (the project has no public address yet) no package may
//! state one of its own; once it is set, every published crate inherits it and the Python and
//! npm packages name the same address.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's root: the parent of the CLI's folder.
fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the CLI lives in a folder of the repository")
        .to_path_buf()
}

/// The value of `key = "..."` in the TOML section `[section]` of `text` (a plain string
/// value on one line, as these files write them), or `None`.
fn toml_string(text: &str, section: &str, key: &str) -> Option<String> {
    let mut inside = false;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            inside = line == format!("[{section}]");
            continue;
        }
        if !inside {
            continue;
        }
        let Some((k, v)) = line.split_once('=') else {
            continue;
        };
        if k.trim() == key {
            let v = v.trim();
            return Some(
                v.strip_prefix('"')
                    .and_then(|v| v.strip_suffix('"'))
                    .unwrap_or_else(|| panic!("{key} in [{section}] is not a plain string: {v}"))
                    .to_string(),
            );
        }
    }
    None
}

/// The one address of the source: `[workspace.package] repository`, if set.
fn workspace_repository() -> Option<String> {
    let text = std::fs::read_to_string(repo().join("Cargo.toml")).expect("the root Cargo.toml");
    toml_string(&text, "workspace.package", "repository")
}

/// The workspace's packages as `cargo metadata --no-deps` gives them.
fn packages() -> Vec<serde_json::Value> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let output = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(repo())
        .output()
        .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "cargo metadata failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: serde_json::Value =
        serde_json::from_slice(&output.stdout).expect("cargo metadata prints JSON");
    metadata["packages"]
        .as_array()
        .expect("a list of packages")
        .clone()
}

/// Whether cargo may publish `package` (`publish = false` reads as an empty list).
fn published(package: &serde_json::Value) -> bool {
    package["publish"]
        .as_array()
        .is_none_or(|registries| !registries.is_empty())
}

/// The shipped crates that are not published to crates.io but ship as something else (the C
/// library, the Python package, the npm package): each has a README too.
const BINDINGS: [&str; 3] = ["renju-ffi", "renju-python", "renju-wasm"];

#[test]
fn every_shipped_crate_has_a_readme_that_exists_and_names_it() {
    let mut checked = Vec::new();
    let mut wrong = Vec::new();
    for package in packages() {
        let name = package["name"].as_str().expect("a name").to_string();
        if !published(&package) && !BINDINGS.contains(&name.as_str()) {
            continue;
        }
        let manifest = PathBuf::from(package["manifest_path"].as_str().expect("a manifest"));
        let Some(readme) = package["readme"].as_str() else {
            wrong.push(format!(
                "{name}: no `readme` in {}: add `readme = \"README.md\"` (a README that describes the crate)",
                manifest.display()
            ));
            continue;
        };
        // cargo metadata gives the path as written, relative to the manifest's folder.
        let path = manifest.parent().expect("a folder").join(readme);
        let Ok(text) = std::fs::read_to_string(&path) else {
            wrong.push(format!("{name}: readme {} does not exist", path.display()));
            continue;
        };
        // A README that describes the crate names it (the package or its library name), or,
        // for a binding, the package it ships as.
        let shipped_as = match name.as_str() {
            "renju-python" => "renju_rules",
            "renju-wasm" => "renju-rules",
            "renju-ffi" => "renju.h",
            _ => "",
        };
        let named = text.contains(&name)
            || text.contains(&name.replace('-', "_"))
            || (!shipped_as.is_empty() && text.contains(shipped_as));
        if !named {
            wrong.push(format!(
                "{name}: its readme {} never names it: point `readme` at a README that describes the crate",
                path.display()
            ));
        }
        checked.push(name);
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    for name in [
        "renju",
        "renju-cli",
        "renju-referee",
        "renju-ffi",
        "renju-python",
        "renju-wasm",
    ] {
        assert!(
            checked.iter().any(|c| c == name),
            "{name} not checked: {checked:?}"
        );
    }
}

#[test]
fn a_crate_whose_readme_was_the_workspace_one_now_has_its_own() {
    // The workspace README is the CLI's and the library's; these crates it does not describe
    // (it names none of them), so each has its own.
    let packages = packages();
    for name in [
        "renju-batch",
        "renju-referee",
        "renju-svg",
        "renju-vocab",
        "renju-positions",
    ] {
        let package = packages
            .iter()
            .find(|p| p["name"] == name)
            .unwrap_or_else(|| panic!("{name} is a workspace package"));
        assert_eq!(package["readme"], "README.md", "{name}");
    }
}

#[test]
fn the_address_of_the_source_is_stated_once_and_every_package_names_the_same() {
    let address = workspace_repository();
    let mut wrong = Vec::new();
    for package in packages() {
        let name = package["name"].as_str().expect("a name");
        let own = package["repository"].as_str();
        match (&address, own) {
            (Some(a), Some(o)) if published(&package) && a != o => wrong.push(format!(
                "{name}: repository {o}, the workspace says {a}: use `repository.workspace = true`"
            )),
            (Some(a), None) if published(&package) => wrong.push(format!(
                "{name}: no repository: add `repository.workspace = true` (the workspace says {a})"
            )),
            (None, Some(o)) => wrong.push(format!(
                "{name}: repository {o}, but [workspace.package] has none: state it there, once, and inherit it"
            )),
            _ => {}
        }
    }

    let pyproject = std::fs::read_to_string(repo().join("python/pyproject.toml"))
        .expect("python/pyproject.toml");
    let readme = toml_string(&pyproject, "project", "readme");
    assert_eq!(
        readme.as_deref(),
        Some("README.md"),
        "python/pyproject.toml's readme"
    );
    assert!(repo().join("python/README.md").exists());
    let source = toml_string(&pyproject, "project.urls", "Source");
    if source != address {
        wrong.push(format!(
            "python/pyproject.toml: [project.urls] Source is {source:?}, the workspace's repository {address:?}"
        ));
    }

    let package_json: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(repo().join("wasm/npm/package.json"))
            .expect("wasm/npm/package.json"),
    )
    .expect("package.json is JSON");
    // npm takes the README from the package's files (a "readme" field would be shown as the
    // README's text): it must be among them, and exist.
    let files = package_json["files"].as_array().expect("\"files\"");
    assert!(
        files.iter().any(|f| f == "README.md"),
        "wasm/npm/package.json's \"files\" must list README.md"
    );
    assert!(repo().join("wasm/npm/README.md").exists());
    let npm_repository = package_json["repository"]["url"]
        .as_str()
        .or(package_json["repository"].as_str());
    let npm_says = npm_repository.map(|u| u.trim_start_matches("git+").trim_end_matches(".git"));
    if npm_says.map(str::to_string) != address {
        wrong.push(format!(
            "wasm/npm/package.json: \"repository\" is {npm_says:?}, the workspace's repository {address:?}"
        ));
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
