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
//! # What a loaded rule costs, and for how long
//!
//! A rule lives as long as the program, as the built-in rules do (so that boards can hold it
//! as `&'static Rule`): nothing loaded is ever freed. So each rule is made once per *content*
//! (the SHA-256 of the text): the same text loaded again, under the same path or any other
//! (whose stem names the same rule), is the rule made the first time, at no cost in memory
//! (its [`Rule::spec_file`] is the path it was first loaded from; errors always name the path
//! given). Tables equal to a built-in rule's are shared with it, so loading a shipped file,
//! or one that differs from it only in comments, names or summary, takes no memory for
//! tables: only its strings (name, aliases, summary, the settings in words: about the size of
//! the text or less).
//!
//! A text of a rule of its own (tables equal to no built-in rule's) costs its tables, for the
//! life of the program: 128 KB for each colour whose tables are its own in a rule that reads
//! 11-point windows (the 118 KB dense table, 8 KB by seen index, 2 KB of weights), so up to
//! about 260 KB; and about 150 KB for a rule that reads wide windows (per colour, 72 KB by
//! wide seen index and 2 KB of weights, even when its colours' tables are equal). Measured
//! (Python, 100 to 200 texts each, resident memory): 136 KB a text for `renju.toml` with
//! black's five needing an open end (white's tables are renju's), 165 KB for the conformance
//! cases' `caro-six-needs-an-open-end.toml`, 4 KB for `renju.toml` with a comment added. Two
//! *different* texts of such a rule (even ones that differ only in a comment) are two rules
//! with two sets of tables: a program that loads texts from others should bound how many it
//! loads.
//!
//! Making a rule classifies every window as the build does: tens of milliseconds in a release
//! build (about 65 ms for `renju.toml`, 20 ms for `caro.toml`); loading its text again, under
//! any path, reads and checks the text and finds the rule made (some 40 to 60 µs for the
//! shipped files). A text is at most [`MAX_RULE_FILE_BYTES`] (1 MiB), from a file or not.

#![forbid(unsafe_code)]

use renju::{Color, Rule, RuleParts};
use renju_codegen::{color_tables, settings_in_words, Spec};
use std::collections::BTreeMap;
use std::path::Path;
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

/// The rules made so far, by the SHA-256 of their file's text (lower-case hex): one rule per
/// content, whatever the path it was loaded from.
static LOADED: Mutex<BTreeMap<String, &'static Rule>> = Mutex::new(BTreeMap::new());

/// The rule of the rule file at `path`, named in messages as given, and in
/// [`Rule::spec_file`] as given the first time its content is loaded (see [the crate's
/// documentation](crate#what-a-loaded-rule-costs-and-for-how-long)). Refused with the
/// build's message if the build would refuse the file alone (the folder-wide checks, names
/// and Gomocup numbers unique across files, concern `rules-spec/` only: a file loaded at run
/// time stands beside the built-in rules, not among them). A file larger than
/// [`MAX_RULE_FILE_BYTES`] is refused unread.
pub fn load(path: &Path) -> Result<&'static Rule, Error> {
    made(Spec::load(path)?)
}

/// The rule of the rule file text `text`, named `path` in messages and (the first time this
/// text is loaded) in [`Rule::spec_file`]; the file's stem must be the variant's name, as for
/// any rule file. A text larger than [`MAX_RULE_FILE_BYTES`] is refused unread, with the
/// message a file of the same bytes gets.
///
/// ```
/// let text = std::fs::read_to_string(
///     std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules-spec/renju.toml")).unwrap();
/// let bad = text.replace("\"double-three\"]", "\"double-tree\"]");
/// let e = renju_rule_file::load_text(std::path::Path::new("renju.toml"), &bad).unwrap_err();
/// assert!(e.to_string().starts_with("renju.toml:"), "{e}");
/// assert!(e.to_string().contains("unknown forbidden kind \"double-tree\""));
/// // The same text under another path is the same rule, made once.
/// let renju = renju_rule_file::load_text(std::path::Path::new("a/renju.toml"), &text).unwrap();
/// let again = renju_rule_file::load_text(std::path::Path::new("b/renju.toml"), &text).unwrap();
/// assert!(std::ptr::eq(renju, again));
/// ```
pub fn load_text(path: &Path, text: &str) -> Result<&'static Rule, Error> {
    if text.len() as u64 > MAX_RULE_FILE_BYTES {
        // What `load` says of a file of these bytes (`renju_codegen`'s reading of a file).
        return Err(Error::Spec(SpecError::Read {
            path: path.to_path_buf(),
            message: format!(
                "it is larger than {MAX_RULE_FILE_BYTES} bytes (1 MiB), the most a rule file \
                 may hold (the shipped ones are under 4 KB)"
            ),
        }));
    }
    made(Spec::parse(path, text)?)
}

/// The rule of `spec`, made once per content (the SHA-256 of the text): the checks of the
/// text (which name the path given) have passed, and the rest depends on the text alone.
fn made(spec: Spec) -> Result<&'static Rule, Error> {
    let mut loaded = LOADED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(&rule) = loaded.get(&spec.sha256) {
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
    loaded.insert(spec.sha256, rule);
    Ok(rule)
}
