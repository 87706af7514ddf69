//! The build-time generator of the Renju pattern tables.
//!
//! ```text
//! rules-spec/*.toml ──Spec::load_dir──▶ Spec ──Concepts::classify (every window)──▶ tables
//!                                                       │
//!                                  generate ◀───────────┘──▶ Rust source (quote → syn → prettyplease)
//! ```
//!
//! The runtime's `build.rs` calls [`write_tables`]; the rule checker
//! (`cargo run -p renju-codegen --example check_spec`) calls the same path, [`generate_dir`],
//! and [`check_file`] for a file alone. Tests call [`Spec::parse`], [`Concepts::classify`] (or
//! [`Concepts::classify_for`], for a colour whose fives can be blocked) and [`generate`]
//! directly on small specs. [`settings_in_words`] is what each generated rule says about its
//! file, for auditing.

#![forbid(unsafe_code)]

mod classify_error;
mod concepts;
#[cfg(feature = "emit")]
mod emit;
mod generate_error;
mod spec;
pub mod tables;
mod words;

pub use classify_error::ClassifyError;
pub use concepts::{Concept, ConceptName, Concepts};
#[cfg(feature = "emit")]
pub use emit::{generate, GENERATOR};
pub use generate_error::GenerateError;
pub use spec::{
    is_variant_name, Spec, SpecError, GOMOCUP_RULES, MAX_RULE_FILE_BYTES, NON_SPEC_ENTRIES,
};
pub use tables::{
    check_tables, color_tables, dense_table, own_mask_weights, seen_table, wide_own_mask_weights,
    wide_table, ColorTables, LineTables,
};
pub use words::settings_in_words;

use std::path::Path;

/// Anything that stops generation.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A rule file is unreadable or wrong.
    #[error(transparent)]
    Spec(#[from] SpecError),
    /// The tables could not be generated.
    #[error(transparent)]
    Generate(#[from] GenerateError),
    /// No rule file of the directory defines the default variant ([`generate_dir`]'s name
    /// for [`GenerateError::NoDefault`], naming the directory).
    #[error("{dir}: no rule file defines the default rule `{rule}` (a file `{rule}.toml`)")]
    NoDefault {
        /// The directory, as shown.
        dir: String,
        /// The default variant's name.
        rule: String,
    },
    /// The output could not be written.
    #[error("{path}: cannot write the generated tables: {message}")]
    Write {
        /// The output file.
        path: String,
        /// What the operating system said.
        message: String,
    },
}

/// Everything the build checks of one rule file on its own: its text ([`Spec::load`]) and
/// its tables ([`check_tables`]: every window classified for each colour, as [`generate`]
/// classifies it). Every error names the file, line, column and entry.
///
/// What concerns the file's directory (other files, names shared across files, the default
/// rule) is [`generate_dir`]'s.
pub fn check_file(path: &Path) -> Result<Spec, SpecError> {
    let spec = Spec::load(path)?;
    check_tables(&spec)?;
    Ok(spec)
}

/// Everything [`write_tables`] does but the writing: reads and checks every rule file in
/// `spec_dir` ([`Spec::load_dir_as`]), then generates the tables with `default_rule` as the
/// default variant ([`generate`]). Returns the specs and the generated source.
///
/// This is the build's path, whole: a directory it returns the source for builds, and one it
/// refuses fails the build with the same error.
#[cfg(feature = "emit")]
pub fn generate_dir(
    spec_dir: &Path,
    shown_as: &Path,
    default_rule: &str,
) -> Result<(Vec<Spec>, String), Error> {
    let specs = Spec::load_dir_as(spec_dir, shown_as)?;
    let source = generate(&specs, default_rule).map_err(|e| match e {
        GenerateError::NoDefault(rule) => Error::NoDefault {
            dir: shown_as.display().to_string(),
            rule,
        },
        e => Error::Generate(e),
    })?;
    Ok((specs, source))
}

/// Reads every rule file in `spec_dir`, generates the tables (with `default_rule` as the
/// default variant) and writes them to `out` ([`generate_dir`], then the write),
/// leaving `out` untouched when its bytes would not change. Returns the specs read.
///
/// Rule files are named in messages, headers and `Rule::spec_file` as `shown_as` joined with
/// their file name, so pass the directory the way a person should read it (`rules-spec`,
/// relative to the workspace), whatever path `spec_dir` takes to reach it.
#[cfg(feature = "emit")]
pub fn write_tables(
    spec_dir: &Path,
    shown_as: &Path,
    default_rule: &str,
    out: &Path,
) -> Result<Vec<Spec>, Error> {
    let (specs, source) = generate_dir(spec_dir, shown_as, default_rule)?;
    let unchanged = std::fs::read(out).is_ok_and(|old| old == source.as_bytes());
    if !unchanged {
        std::fs::write(out, source).map_err(|e| Error::Write {
            path: out.display().to_string(),
            message: e.to_string(),
        })?;
    }
    Ok(specs)
}
