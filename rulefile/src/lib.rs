//! Rule files at run time: read a rule file (`rules-spec/*.toml` format), run the build's own
//! checks on it (the same errors, with file, line, column and a caret), make its tables in
//! memory with the build's own classifier, and answer with it exactly as with a built-in rule.
//!
//! An auditor can so edit a rule and see its effect without a Rust toolchain or a rebuild:
//! `renju batch --rule-file my-rule.toml`, `renju_rules.Rule.from_file(...)` in Python, and
//! `renju_rule_load` in C all come here.
//!
//! ```
//! use renju::{point, Board, Color, Verdict};
//! let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules-spec/caro.toml");
//! let caro = renju_rule_file::load(&path).unwrap();
//! assert_eq!(caro.name(), "caro");
//! // Gomocup's caro: a five against the edge, blocked by white at its other end, wins.
//! let board: Board = Board::from_stones(&[point!(a1), point!(b1), point!(c1), point!(d1)],
//!                                       &[point!(f1)]).unwrap();
//! assert_eq!(caro.verdict(&board, point!(e1), Color::Black), Ok(Verdict::Five));
//! // Loading the same file again gives the same rule, made once.
//! assert!(std::ptr::eq(caro, renju_rule_file::load(&path).unwrap()));
//! ```
//!
//! A rule lives as long as the program, as the built-in rules do (so that boards can hold it
//! as `&'static Rule`): each file (by path and content) is made once, and tables equal to a
//! built-in rule's are shared with it, so loading a shipped file takes no memory for tables.
//! Making a rule classifies every window as the build does: tens of milliseconds in a release
//! build (about 65 ms for `renju.toml`, 20 ms for `caro.toml`); loading it again is a lookup.

use renju::{Color, Rule, RuleParts};
use renju_codegen::{color_tables, settings_in_words, Spec};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

pub use renju_codegen::{SpecError, MAX_RULE_FILE_BYTES};

/// Why a rule file could not be made into a rule.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The file could not be read, or the build would refuse it: the message names the file,
    /// the line and column, and the entry, and shows the line with a caret, as the build does.
    #[error(transparent)]
    Spec(#[from] SpecError),
    /// The tables made do not fit the runtime (a bug of this crate or the generator).
    #[error(transparent)]
    Parts(#[from] renju::PartsError),
}

/// The rules made so far, by the file's name and the SHA-256 of its bytes.
static LOADED: Mutex<Vec<(PathBuf, String, &'static Rule)>> = Mutex::new(Vec::new());

/// The rule of the rule file at `path`, named in messages and in [`Rule::spec_file`] as
/// given. Refused with the build's message if the build would refuse the file alone (the
/// folder-wide checks, names and Gomocup numbers unique across files, concern `rules-spec/`
/// only: a file loaded at run time stands beside the built-in rules, not among them).
pub fn load(path: &Path) -> Result<&'static Rule, Error> {
    made(Spec::load(path)?)
}

/// The rule of the rule file text `text`, named `path` in messages and in
/// [`Rule::spec_file`] (the file's stem must be the variant's name, as for any rule file).
///
/// ```
/// let text = std::fs::read_to_string(
///     std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules-spec/renju.toml")).unwrap();
/// let bad = text.replace("\"double-three\"]", "\"double-tree\"]");
/// let e = renju_rule_file::load_text(std::path::Path::new("renju.toml"), &bad).unwrap_err();
/// assert!(e.to_string().starts_with("renju.toml:"), "{e}");
/// assert!(e.to_string().contains("unknown forbidden kind \"double-tree\""));
/// ```
pub fn load_text(path: &Path, text: &str) -> Result<&'static Rule, Error> {
    made(Spec::parse(path, text)?)
}

/// The rule of `spec`, made once per file name and content.
fn made(spec: Spec) -> Result<&'static Rule, Error> {
    let mut loaded = LOADED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(&(_, _, rule)) = loaded
        .iter()
        .find(|(path, sha, _)| *path == spec.path && *sha == spec.sha256)
    {
        return Ok(rule);
    }
    let black = color_tables(&spec, Color::Black)?;
    let white = if spec.settings.white == spec.settings.black {
        black.clone()
    } else {
        color_tables(&spec, Color::White)?
    };
    let rule = Rule::from_parts(RuleParts {
        settings_in_words: settings_in_words(&spec),
        name: spec.name,
        aliases: spec.aliases,
        summary: spec.summary,
        spec_file: spec.path.display().to_string(),
        spec_sha256: spec.sha256.clone(),
        settings: spec.settings,
        gomocup_rule: spec.gomocup_rule,
        board_size: usize::from(spec.board_size),
        tables: [black, white],
    })?;
    loaded.push((spec.path, spec.sha256, rule));
    Ok(rule)
}
