//! A directory of rule files: what it may hold besides them, and the names and Gomocup
//! numbers that must be unique across its files.

use super::parse::NamesOnly;
use super::report::{read_rule_file, Source};
use super::{Spec, SpecError, NON_SPEC_ENTRIES};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

impl Spec {
    /// Reads every rule file in `dir`, sorted by variant name.
    ///
    /// The directory holds rule files (`*.toml`, lower-case extension) and may also hold
    /// [`NON_SPEC_ENTRIES`]; names starting with `.` are ignored (editor droppings such as
    /// `.#renju.toml`). Anything else is an error naming it, as is a bad file, two files
    /// whose names fold (case, `_` against `-`) to the same, and a directory without rule
    /// files: nothing is skipped silently.
    pub fn load_dir(dir: &Path) -> Result<Vec<Spec>, SpecError> {
        Spec::load_dir_as(dir, dir)
    }

    /// [`load_dir`](Spec::load_dir), naming the files in messages, in [`Spec::path`] and in
    /// the generated tables as `shown_as` joined with their file names: the build reads
    /// `runtime/rules-spec/` but says `rules-spec/renju.toml`, a path relative to the
    /// workspace (and to the packaged crate).
    pub fn load_dir_as(dir: &Path, shown_as: &Path) -> Result<Vec<Spec>, SpecError> {
        let mut specs = Vec::new();
        // Every name and alias so far, folded, with the file that gave it.
        let mut seen: BTreeMap<String, PathBuf> = BTreeMap::new();
        for (real, path) in rule_files(dir, shown_as)? {
            let text = read_rule_file(&real, &path)?;
            let spec = Spec::parse(&path, &text)?;
            let src = Source {
                path: &path,
                text: &text,
            };
            for (i, name) in std::iter::once(&spec.name).chain(&spec.aliases).enumerate() {
                if let Some(first) = seen.get(&folded(name)) {
                    let names = toml::from_str::<NamesOnly>(&text).ok();
                    let span = names
                        .and_then(|n| std::iter::once(n.name).chain(n.aliases).nth(i))
                        .map_or(0..0, |n| n.span());
                    return Err(src.error(
                        span,
                        if i == 0 { "name" } else { "aliases" },
                        format!(
                            "`{name}` already names a variant in {}; names and aliases are compared ignoring case and `_` against `-`",
                            first.display()
                        ),
                    ));
                }
                seen.insert(folded(name), path.clone());
            }
            if let Some(n) = spec.gomocup_rule {
                if let Some(first) = specs.iter().find(|s: &&Spec| s.gomocup_rule == Some(n)) {
                    let span = toml::from_str::<NamesOnly>(&text)
                        .ok()
                        .and_then(|n| n.gomocup_rule)
                        .map_or(0..0, |n| n.span());
                    return Err(src.error(
                        span,
                        "gomocup-rule",
                        format!(
                            "Gomocup rule {n} is already claimed by {}",
                            first.path.display()
                        ),
                    ));
                }
            }
            specs.push(spec);
        }
        specs.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(specs)
    }
}

/// A name folded for comparison: lower case, `_` as `-`.
fn folded(name: &str) -> String {
    name.to_lowercase().replace('_', "-")
}

/// The rule files of `dir`, sorted, after checking that the directory holds nothing else: each
/// as (where it is read, how it is named: `shown_as` joined with its file name).
fn rule_files(dir: &Path, shown_as: &Path) -> Result<Vec<(PathBuf, PathBuf)>, SpecError> {
    let read_err = |e: std::io::Error| SpecError::Read {
        path: shown_as.to_path_buf(),
        message: e.to_string(),
    };
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(read_err)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<_, _>>()
        .map_err(read_err)?;
    paths.sort();
    // Entries without an extension would be folders, shown with a `/`.
    let allowed = NON_SPEC_ENTRIES
        .map(|e| {
            if e.contains('.') {
                format!("`{e}`")
            } else {
                format!("`{e}/`")
            }
        })
        .join(" and ");
    let mut files = Vec::new();
    for path in paths {
        let shown = shown_as.join(path.file_name().unwrap_or_default());
        let refuse = |reason: String| SpecError::NotARuleFile {
            path: shown.clone(),
            reason,
        };
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            return Err(refuse(
                "the file name is not UTF-8; a rule file is named `<variant>.toml`".into(),
            ));
        };
        if name.starts_with('.') || NON_SPEC_ENTRIES.contains(&name) {
            continue;
        }
        match name.rsplit_once('.') {
            Some((_, "toml")) => files.push((path.clone(), shown.clone())),
            Some((_, ext)) if ext.eq_ignore_ascii_case("toml") => {
                return Err(refuse(format!(
                    "rule files end in `.toml`, in lower case; rename it (not `.{ext}`)"
                )))
            }
            _ => {
                return Err(refuse(format!(
                    "not a rule file: this directory holds rule files (`<variant>.toml`), {allowed} only; move it elsewhere (names starting with `.` are ignored)"
                )))
            }
        }
    }
    if files.is_empty() {
        return Err(SpecError::NoRules {
            dir: shown_as.to_path_buf(),
        });
    }
    Ok(files)
}
