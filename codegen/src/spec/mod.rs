//! Reading and checking rule files (`rules-spec/*.toml`), by stage:
//!
//! - parsing (`parse.rs`): TOML into raw rows that remember where each entry stands
//!   ([`toml::Spanned`]; the settings are serde enums of `renju-vocab`, read from their words);
//! - checking (`check.rs`, `check_concepts.rs`): the rules a spec must satisfy, into a [`Spec`];
//! - reporting (`report.rs`): every error names the file, the line and column, and the entry,
//!   and shows the line with a caret (see [`SpecError`]).
//!
//! A directory of rule files (`dir.rs`) adds its own checks: what else it may hold, and names
//! unique across its files.

mod check;
mod check_concepts;
mod dir;
mod parse;
mod report;

pub use report::SpecError;

use crate::concepts::{ConceptName, Concepts};
use renju_vocab::RuleSettings;
use report::Source;
use std::fmt;
use std::path::{Path, PathBuf};

/// A checked rule file: everything the generator needs to build one variant's tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    /// The variant's name, equal to the file's stem (`renju` for `renju.toml`).
    pub name: String,
    /// Other names the variant answers to (`aliases = [...]`, e.g. a former name), each a
    /// well-formed variant name.
    pub aliases: Vec<String>,
    /// One line saying what the variant is.
    pub summary: String,
    /// The number the Gomocup protocol's `INFO rule` command gives this variant, if it has one
    /// (`gomocup-rule = N`; one of [`GOMOCUP_RULES`]).
    pub gomocup_rule: Option<u32>,
    /// The side of the board the variant is usually played on (`board-size = N`, 5 to 26;
    /// 15 when the file says nothing). Every variant can be asked for any supported size.
    pub board_size: u8,
    /// The file as it was named to the reader (used in messages and generated headers).
    pub path: PathBuf,
    /// SHA-256 of the file's bytes, lower-case hex.
    pub sha256: String,
    /// Per-colour settings and the disputed point (`straight-four-point-completing-five`).
    pub settings: RuleSettings,
    /// The concept definitions the tables are classified by.
    pub concepts: Concepts,
    /// The file's text, so that a later stage (the tables) can point into it.
    text: String,
}

/// The most bytes a rule file may hold (1 MiB): a larger one is refused unread, as the build
/// and `--rule-file` read it (the shipped files are under 4 KB).
pub const MAX_RULE_FILE_BYTES: u64 = 1 << 20;

/// The rule numbers of the Gomocup protocol's `INFO rule` command (a bitmask: 1 = exactly five
/// in a row wins, 2 = continuous game, 4 = renju, 8 = caro), each with what it names: the
/// numbers of one rule of moves, and 9, the sum of caro and "exactly five" that Gomocup's
/// tournament manager plays as caro whose long runs do not win. A rule file may claim one with
/// `gomocup-rule = N`; bit 2 is about how a match goes on, not a rule of moves, so it names no
/// variant.
pub const GOMOCUP_RULES: [(u32, &str); 5] = [
    (0, "five or more in a row wins"),
    (1, "exactly five in a row wins"),
    (4, "renju"),
    (8, "caro"),
    (9, "caro with exactly five: 8 + 1"),
];

/// What a rule directory may hold besides its `*.toml` rule files: its README. Names starting
/// with `.` (editor droppings such as `.#renju.toml` or `._renju.toml`) are ignored; anything
/// else is an error.
pub const NON_SPEC_ENTRIES: [&str; 1] = ["README.md"];

/// Whether `name` is a well-formed variant name: lower-case ASCII letters and digits, in words
/// joined by single `-` (`[a-z0-9]+(-[a-z0-9]+)*`). So a name is its own folded form: two
/// names that differ only in case or in `_` against `-` cannot both be valid.
///
/// ```
/// use renju_codegen::is_variant_name;
/// assert!(is_variant_name("renju") && is_variant_name("gomoku-standard") && is_variant_name("4"));
/// for bad in ["", "Caro", "gomoku_freestyle", "u space", "-renju", "renju-", "a--b", "é"] {
///     assert!(!is_variant_name(bad), "{bad}");
/// }
/// ```
pub fn is_variant_name(name: &str) -> bool {
    renju_vocab::is_rule_name(name)
}

impl Spec {
    /// Reads and checks the rule file at `path`.
    pub fn load(path: &Path) -> Result<Spec, SpecError> {
        let text = report::read_rule_file(path, path)?;
        Spec::parse(path, &text)
    }

    /// Checks the rule file text `text`, reporting errors against `path`.
    ///
    /// ```
    /// use renju_codegen::Spec;
    /// use std::path::Path;
    /// let err = Spec::parse(Path::new("bad.toml"), "name = 3").unwrap_err();
    /// assert!(err.to_string().starts_with("bad.toml:1:8: name: "), "{err}");
    /// ```
    pub fn parse(path: &Path, text: &str) -> Result<Spec, SpecError> {
        let src = Source { path, text };
        let raw = parse::raw_spec(&src)?;
        check::spec(&src, raw)
    }

    /// An error a later stage found in the definition of `concept` (or, for `None`, in the
    /// `[concepts]` table as a whole), pointing at it in the file like every other.
    pub(crate) fn concept_error(
        &self,
        concept: Option<ConceptName>,
        message: impl fmt::Display,
    ) -> SpecError {
        let src = Source {
            path: &self.path,
            text: &self.text,
        };
        let entry = concept.map_or("[concepts]".to_string(), |c| {
            format!("[concepts] {}", c.name())
        });
        src.error(parse::concept_span(&src, concept), entry, message)
    }
}
