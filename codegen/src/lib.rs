//! The build-time generator of the Renju pattern tables.
//!
//! ```text
//! rules-spec/*.toml ──Spec::load_dir──▶ Spec ──Concepts::classify (every window)──▶ tables
//!                                                       │
//!                                  generate ◀───────────┘──▶ Rust source (quote → syn → prettyplease)
//! ```
//!
//! The runtime's `build.rs` calls [`write_tables`]; tests call [`Spec::parse`],
//! [`Concepts::classify`] (or [`Concepts::classify_for`], for a colour whose fives can be
//! blocked) and [`generate`] directly on small specs. [`settings_in_words`] is what each
//! generated rule says about its file, for auditing.

mod concepts;
mod emit;
mod spec;
mod words;

pub use concepts::{Concept, ConceptName, Concepts};
pub use emit::{dense_table, generate, GenerateError, GENERATOR};
pub use spec::{is_variant_name, Spec, SpecError, GOMOCUP_RULES, NON_SPEC_ENTRIES};
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
    /// The output could not be written.
    #[error("{path}: cannot write the generated tables: {message}")]
    Write {
        /// The output file.
        path: String,
        /// What the operating system said.
        message: String,
    },
}

/// Reads every rule file in `spec_dir`, generates the tables (with `default_rule` as the
/// default variant) and writes them to `out`,
/// leaving `out` untouched when its bytes would not change. Returns the specs read.
///
/// Rule files are named in messages, headers and `Rule::spec_file` as `shown_as` joined with
/// their file name, so pass the directory the way a person should read it (`rules-spec`,
/// relative to the workspace), whatever path `spec_dir` takes to reach it.
pub fn write_tables(
    spec_dir: &Path,
    shown_as: &Path,
    default_rule: &str,
    out: &Path,
) -> Result<Vec<Spec>, Error> {
    let specs = Spec::load_dir_as(spec_dir, shown_as)?;
    let source = generate(&specs, default_rule)?;
    let unchanged = std::fs::read(out).is_ok_and(|old| old == source.as_bytes());
    if !unchanged {
        std::fs::write(out, source).map_err(|e| Error::Write {
            path: out.display().to_string(),
            message: e.to_string(),
        })?;
    }
    Ok(specs)
}
