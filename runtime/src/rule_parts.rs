//! Rules made at run time: a rule file's tables, made by the generator in memory, turned into
//! a [`Rule`] that lives as long as the program, as the built-in ones do.

use crate::rule::Lines;
use crate::rule::Rule;
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use renju_vocab::{
    ColorTables, LineTables, RuleSettings, SEEN_COUNT, WIDE_SEEN_COUNT, WINDOW_COUNT,
};

/// Everything a [`Rule`] holds, as the generator makes it from a rule file: what
/// `renju-rule-file` gives [`Rule::from_parts`] (the build makes the same from the same
/// functions, as statics).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleParts {
    /// The variant's name.
    pub name: String,
    /// Other names it answers to.
    pub aliases: Vec<String>,
    /// One line saying what it is.
    pub summary: String,
    /// The rule file, as named to the reader.
    pub spec_file: String,
    /// SHA-256 of the rule file, lower-case hex.
    pub spec_sha256: String,
    /// Per-colour settings and the disputed point.
    pub settings: RuleSettings,
    /// The settings in words (`renju_codegen::settings_in_words`).
    pub settings_in_words: Vec<(String, String)>,
    /// The Gomocup protocol's rule number, if the file claims one.
    pub gomocup_rule: Option<u32>,
    /// The board the variant is usually played on (5 to 26).
    pub board_size: usize,
    /// Black's tables, then white's.
    pub tables: [ColorTables; 2],
}

/// Why [`Rule::from_parts`] refused its parts: they are not what the generator makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartsError(&'static str);

impl fmt::Display for PartsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not the tables of a rule file: {}", self.0)
    }
}

impl core::error::Error for PartsError {}

impl Rule {
    /// The rule made of `parts` (a rule file's tables, made in memory by the generator: see
    /// the `renju-rule-file` crate, which reads, checks and classifies a file and calls this),
    /// or an error if the tables have the wrong sizes or do not fit the settings (both
    /// colours read windows, or both wide windows, as the settings say).
    ///
    /// The rule lives as long as the program (its parts are leaked), so that boards and
    /// bindings can hold it as they hold the built-in rules, as `&'static Rule`. Tables equal
    /// to a built-in rule's are not copied but shared with it; a caller that loads the same
    /// file again and again should keep the rule it got (`renju-rule-file` does: one rule
    /// per file and content).
    pub fn from_parts(parts: RuleParts) -> Result<&'static Rule, PartsError> {
        if !renju_vocab::is_supported_size(parts.board_size) {
            return Err(PartsError("a board size outside 5..=26"));
        }
        let [black, white] = parts.tables;
        let wide = parts.settings.reads_wide_windows();
        let lines = match (black.lines, white.lines) {
            (
                LineTables::Windows {
                    dense: dense_black,
                    seen: seen_black,
                },
                LineTables::Windows {
                    dense: dense_white,
                    seen: seen_white,
                },
            ) if !wide => Lines::Windows {
                dense: [
                    shared(dense_black, |r| r.dense())?,
                    shared(dense_white, |r| r.dense())?,
                ],
                seen: [
                    shared(seen_black, |r| r.seen())?,
                    shared(seen_white, |r| r.seen())?,
                ],
            },
            (LineTables::Wide { seen: black }, LineTables::Wide { seen: white }) if wide => {
                Lines::Wide {
                    seen: [shared(black, |r| r.wide())?, shared(white, |r| r.wide())?],
                }
            }
            _ => return Err(PartsError("tables of a kind the settings do not read")),
        };
        let weights = [
            shared(black.weights, |r| Some(r.weights))?,
            shared(white.weights, |r| Some(r.weights))?,
        ];
        let words: Vec<(&'static str, &'static str)> = parts
            .settings_in_words
            .into_iter()
            .map(|(k, v)| (leak_str(k), leak_str(v)))
            .collect();
        let aliases: Vec<&'static str> = parts.aliases.into_iter().map(leak_str).collect();
        let rule = Rule {
            name: leak_str(parts.name),
            aliases: Box::leak(aliases.into_boxed_slice()),
            summary: leak_str(parts.summary),
            spec_file: leak_str(parts.spec_file),
            spec_sha256: leak_str(parts.spec_sha256),
            settings: parts.settings,
            settings_in_words: Box::leak(words.into_boxed_slice()),
            gomocup_rule: parts.gomocup_rule,
            board_size: parts.board_size,
            lines,
            weights: [weights[0], weights[1]],
        };
        Ok(Box::leak(Box::new(rule)))
    }

    /// The dense tables, black then white (rules that read windows).
    fn dense(&self) -> Option<[&'static [u16; WINDOW_COUNT]; 2]> {
        match self.lines {
            Lines::Windows { dense, .. } => Some(dense),
            Lines::Wide { .. } => None,
        }
    }

    /// The tables by seen index (rules that read windows).
    fn seen(&self) -> Option<[&'static [u16; SEEN_COUNT]; 2]> {
        match self.lines {
            Lines::Windows { seen, .. } => Some(seen),
            Lines::Wide { .. } => None,
        }
    }

    /// The tables by wide seen index (rules that read wide windows).
    fn wide(&self) -> Option<[&'static [u16; WIDE_SEEN_COUNT]; 2]> {
        match self.lines {
            Lines::Wide { seen } => Some(seen),
            Lines::Windows { .. } => None,
        }
    }
}

/// The table `values` as a `'static` array of `N`: a built-in rule's equal table (found
/// through `of`, each colour's), else `values` leaked. An error if it has not `N` entries.
fn shared<T: Copy + PartialEq + 'static, const N: usize>(
    values: Vec<T>,
    of: impl Fn(&'static Rule) -> Option<[&'static [T; N]; 2]>,
) -> Result<&'static [T; N], PartsError> {
    if values.len() != N {
        return Err(PartsError("a table of the wrong length"));
    }
    let built_in = Rule::all()
        .iter()
        .filter_map(&of)
        .flatten()
        .find(|table| table[..] == values[..]);
    if let Some(table) = built_in {
        return Ok(table);
    }
    let leaked: &'static mut [T] = Box::leak(values.into_boxed_slice());
    <&'static [T; N]>::try_from(&*leaked).map_err(|_| PartsError("a table of the wrong length"))
}

/// `text`, leaked.
fn leak_str(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}
