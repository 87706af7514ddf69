//! Checks rule files as the build does and prints the first error, with its file, line,
//! column and caret: `cargo run --release -p renju-codegen --example check_spec -- [PATH...]`.
//!
//! A folder (`rules-spec` when no path is given) is checked exactly as the build checks
//! `rules-spec/` ([`renju_codegen::generate_dir`]: what the folder holds, every file, names
//! and Gomocup numbers across files, the default rule, the tables). A file is checked alone
//! first ([`renju_codegen::check_file`]: its text and its tables), then with the folder it
//! is in, since the build reads a folder whole. Exits 1 if anything is refused.

use std::path::{Path, PathBuf};

/// The default variant, as `runtime/build.rs` names it to the generator.
const DEFAULT_RULE: &str = "renju";

fn main() {
    let mut args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    if args.is_empty() {
        args.push(PathBuf::from("rules-spec"));
    }
    let mut failed = false;
    let mut folders_checked: Vec<PathBuf> = Vec::new();
    for arg in &args {
        let folder = if arg.is_dir() {
            arg.clone()
        } else {
            match renju_codegen::check_file(arg) {
                Ok(spec) => println!("{}: ok alone ({})", arg.display(), spec.name),
                Err(e) => {
                    println!("{e}");
                    failed = true;
                    continue;
                }
            }
            let parent = arg.parent().unwrap_or(Path::new(""));
            if parent.as_os_str().is_empty() {
                PathBuf::from(".")
            } else {
                parent.to_path_buf()
            }
        };
        if folders_checked.contains(&folder) {
            continue;
        }
        match renju_codegen::generate_dir(&folder, &folder, DEFAULT_RULE) {
            Ok((specs, _)) => {
                let names: Vec<&str> = specs.iter().map(|s| s.name.as_str()).collect();
                println!(
                    "{}: ok as the build reads it ({})",
                    folder.display(),
                    names.join(", ")
                );
            }
            Err(e) => {
                println!("{e}");
                failed = true;
            }
        }
        folders_checked.push(folder);
    }
    std::process::exit(i32::from(failed));
}
