//! Why generation failed after the specs were read.

use crate::SpecError;

/// Why generation failed (after the specs were read).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// A rule file's concepts give a window a class the tables cannot hold: the error points
    /// at the concept, like those of [`Spec::parse`](crate::Spec::parse) ([`check_tables`](crate::check_tables) finds it for one file).
    #[error(transparent)]
    Classify(#[from] SpecError),
    /// Two variants answer to one name (a name or an alias) or Gomocup rule number.
    /// [`Spec::load_dir`](crate::Spec::load_dir) refuses this with the file and line; this guards specs built by
    /// other means.
    #[error("two variants answer to {0}")]
    NameTwice(String),
    /// No rule file defines the default variant.
    #[error("no rule file defines the default rule `{0}`")]
    NoDefault(String),
    /// The emitted tokens did not parse back as Rust (a generator bug).
    #[error("generated code does not parse: {0}")]
    Parse(String),
}
