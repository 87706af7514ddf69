//! Reading the game's words (`black`, `double-three`, …) back from text.

use alloc::string::{String, ToString};
use core::fmt;

/// A word that names no value of the type it was read as: `"purple"` as a colour.
///
/// ```
/// use renju_vocab::Color;
/// let e = "purple".parse::<Color>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown colour \"purple\" (expected black, white)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseNameError {
    what: &'static str,
    expected: &'static str,
    found: String,
}

impl ParseNameError {
    /// A `found` that is no `what`; `expected` lists the names that are.
    pub fn new(what: &'static str, expected: &'static str, found: &str) -> ParseNameError {
        ParseNameError {
            what,
            expected,
            found: found.to_string(),
        }
    }

    /// The text that was read.
    pub fn found(&self) -> &str {
        &self.found
    }
}

impl fmt::Display for ParseNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown {} {:?} (expected {})",
            self.what, self.found, self.expected
        )
    }
}

impl core::error::Error for ParseNameError {}

/// Whether `name` is written as rule names are (rule variants and opening rules alike):
/// lowercase words of ASCII letters and digits joined by single `-`.
///
/// ```
/// use renju_vocab::is_rule_name;
/// assert!(is_rule_name("renju") && is_rule_name("gomoku-standard") && is_rule_name("soosorv-8"));
/// for bad in ["", "Caro", "gomoku_freestyle", "u space", "-renju", "renju-", "a--b", "é"] {
///     assert!(!is_rule_name(bad), "{bad}");
/// }
/// ```
pub fn is_rule_name(name: &str) -> bool {
    !name.is_empty()
        && name.split('-').all(|word| {
            !word.is_empty()
                && word
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}
