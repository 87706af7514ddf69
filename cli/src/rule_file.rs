//! `--rule-file PATH`: a rule file read at run time, checked and made into tables as the build
//! does (the crate `renju-rule-file`), and a bad one refused with the build's own message.

use renju::Rule;
use std::path::{Path, PathBuf};

/// A rule file that could not be made into a rule: the build's message, as the build gives it
/// (the file, the line and column, the entry, what is wrong, then the line and a caret under
/// the column). A bad argument: `renju` exits with status 2, as for an unknown `--rule`.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct BadRuleFile(#[from] pub renju_rule_file::Error);

/// The rule of the rule file at `path` (see [`renju_rule_file::load`]): named in messages and
/// in [`Rule::spec_file`] as given; the same file loaded twice is made once.
///
/// ```
/// let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules-spec/omok.toml");
/// let omok = renju_cli::rule_file::load_rule_file(&path).unwrap();
/// assert_eq!(omok.name(), "omok");
/// let missing = renju_cli::rule_file::load_rule_file(std::path::Path::new("no/such.toml")).unwrap_err();
/// assert!(missing.to_string().starts_with("no/such.toml: cannot read the rule file: "));
/// ```
pub fn load_rule_file(path: &Path) -> Result<&'static Rule, BadRuleFile> {
    Ok(renju_rule_file::load(path)?)
}

/// A rule as `renju table diff` takes it: a rule's name, or a rule file's path. An argument
/// ending in `.toml` or holding a `/` (or the system's path separator) is a path: no rule
/// name has either (names are lower-case letters, digits and `-`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleSource {
    /// A rule by name (or alias), as `--rule` reads it.
    Named(&'static Rule),
    /// A rule file, as `--rule-file` reads it.
    File(PathBuf),
}

impl RuleSource {
    /// Whether `argument` names a rule file rather than a rule.
    ///
    /// ```
    /// use renju_cli::rule_file::RuleSource;
    /// assert!(RuleSource::is_path("my-caro.toml"));
    /// assert!(RuleSource::is_path("./caro"));
    /// assert!(!RuleSource::is_path("caro"));
    /// ```
    pub fn is_path(argument: &str) -> bool {
        argument.ends_with(".toml")
            || argument.contains('/')
            || argument.contains(std::path::MAIN_SEPARATOR)
    }

    /// The rule: the one named, or the one the file makes.
    pub fn load(&self) -> Result<&'static Rule, BadRuleFile> {
        match self {
            RuleSource::Named(rule) => Ok(rule),
            RuleSource::File(path) => load_rule_file(path),
        }
    }
}
