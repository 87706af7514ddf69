//! Parsing: a rule file's TOML into raw rows that remember where each entry stands
//! ([`toml::Spanned`]). The settings are serde enums of `renju-vocab`, read from their words;
//! everything else is left to the checks (`check.rs`, `check_concepts.rs`).
//!
//! A TOML error is reported at its span, naming the entry it falls in and, for a file in an
//! older form, what to write instead.

use super::report::{prefix, Source};
use super::SpecError;
use crate::concepts::ConceptName;
use renju_vocab::{BoardEdge, OpenEnds, StraightFourPointCompletingFive, Win};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::ops::Range;
use toml::Spanned;

// The type names below show in some TOML messages ("expected struct RawConcept"): renaming
// one changes what a rule file's author reads.

/// A rule file as written: every entry with its span.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub(crate) struct RawSpec {
    pub(crate) name: Spanned<String>,
    pub(crate) summary: Spanned<String>,
    #[serde(default)]
    pub(crate) aliases: Vec<Spanned<String>>,
    pub(crate) gomocup_rule: Option<Spanned<i64>>,
    pub(crate) board_size: Option<Spanned<i64>>,
    pub(crate) straight_four_point_completing_five: Spanned<StraightFourPointCompletingFive>,
    pub(crate) black: Spanned<RawColor>,
    pub(crate) white: Spanned<RawColor>,
    pub(crate) concepts: RawConcepts,
}

/// The `[concepts]` table as written: each definition by its name.
pub(crate) type RawConcepts = Spanned<BTreeMap<Spanned<String>, Spanned<RawConcept>>>;

/// A `[black]` or `[white]` table as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub(crate) struct RawColor {
    pub(crate) wins_with: Spanned<Win>,
    pub(crate) five_needs_open_ends: Option<Spanned<OpenEnds>>,
    pub(crate) six_or_more_needs_open_ends: Option<Spanned<OpenEnds>>,
    pub(crate) board_edge: Option<Spanned<BoardEdge>>,
    // Words read by `ForbiddenKind::from_str` one by one, so an unknown one is pointed at
    // (a custom serde error would point at the whole list).
    pub(crate) forbidden: Spanned<Vec<Spanned<String>>>,
}

/// One concept definition as written (which keys may go together is checked later).
#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub(crate) struct RawConcept {
    pub(crate) run: Option<Spanned<i64>>,
    pub(crate) longer_than: Option<Spanned<String>>,
    pub(crate) one_move_to: Option<Spanned<String>>,
    pub(crate) is: Option<Spanned<String>>,
    pub(crate) completion_points: Option<Spanned<i64>>,
}

/// Just the names of a rule file, with where they stand (to point at a duplicate).
#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) struct NamesOnly {
    pub(crate) name: Spanned<String>,
    #[serde(default)]
    pub(crate) aliases: Vec<Spanned<String>>,
    pub(crate) gomocup_rule: Option<Spanned<i64>>,
}

/// Where a setting moved to or how its value is now spelt, for the messages about files in an
/// older form: (what the TOML error says, the entry it is in, what to write instead). Nothing
/// old is accepted: each is refused with the new spelling.
const OLD_SPELLINGS: [(&str, &str, &str); 5] = [
    (
        "expected a word in quotes",
        "straight-four-point-completing-five",
        "`\"does-not-count\"` (the literal RIF reading; was `completing-five-counts = false`) or `\"counts\"` (was `true`)",
    ),
    (
        "unknown field `completing-five-counts`",
        "[concepts]",
        "the disputed point is no longer part of `three`: it is the top-level setting `straight-four-point-completing-five = \"does-not-count\"` (was `false`, the literal RIF reading) or `\"counts\"` (was `true`), written before `[black]`",
    ),
    (
        "unknown field `five-needs-open-ends`",
        "[concepts]",
        "`five-needs-open-ends` belongs to `[black]` and `[white]`: it says which fives win for a colour, and every concept follows from `five`",
    ),
    (
        "expected a word in quotes",
        "five-needs-open-ends",
        "`\"none\"` (was 0: any five wins), `\"one\"` (was 1: a five blocked at both ends does not win) or `\"both\"` (was 2: a five blocked at either end does not win)",
    ),
    (
        "missing field `straight-four-point-completing-five`",
        "",
        "every rule file says how it reads the disputed point, before `[black]`: `straight-four-point-completing-five = \"does-not-count\"` (the literal RIF reading: a point that makes a straight four and at the same time a five is not a straight-four point) or `\"counts\"`",
    ),
];

/// Parses the rule file `src` into its raw rows, or the TOML error at its place.
pub(crate) fn raw_spec(src: &Source<'_>) -> Result<RawSpec, SpecError> {
    toml::from_str(src.text).map_err(|e| {
        let span = e.span().unwrap_or(0..0);
        let entry = entry_at(src.text, e.span());
        let mut message = in_spec_terms(e.message().trim_end());
        // An older spelling, or a setting in the wrong place: say what to write.
        if let Some((_, _, hint)) = OLD_SPELLINGS
            .iter()
            .find(|(start, within, _)| message.starts_with(start) && entry.contains(within))
        {
            message = format!("{message}; {hint}");
        }
        src.error(span, entry, message)
    })
}

/// Where the definition of `concept` stands in the rule file `src` (for `None`, the
/// `[concepts]` table); the file's start if it cannot be found.
pub(crate) fn concept_span(src: &Source<'_>, concept: Option<ConceptName>) -> Range<usize> {
    let Ok(raw) = toml::from_str::<RawSpec>(src.text) else {
        return 0..0;
    };
    match concept {
        None => raw.concepts.span(),
        Some(name) => raw
            .concepts
            .get_ref()
            .iter()
            .find(|(k, _)| k.get_ref() == name.name())
            .map_or(raw.concepts.span(), |(_, def)| def.span()),
    }
}

/// The TOML reader's words for a setting's value, in the rule files' terms: a setting is a
/// word ("variant" is serde's word for one of an enum's values, not a rule variant).
fn in_spec_terms(message: &str) -> String {
    message
        .replace("wanted string or table", "expected a word in quotes")
        .replace("unknown variant", "unknown value")
}

/// The dotted entry a TOML error points into, e.g. `[black] forbidden`, from the text before
/// the error: the last table header and the key on the error's line.
fn entry_at(text: &str, span: Option<Range<usize>>) -> String {
    let Some(span) = span else {
        return "file".into();
    };
    let before = prefix(text, span.start);
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let line = text[line_start..].lines().next().unwrap_or_default().trim();
    // An error inside a table header names the header itself.
    if line.starts_with('[') {
        return line.split('#').next().unwrap_or(line).trim().to_string();
    }
    let table = text[..line_start]
        .lines()
        .filter_map(|l| l.trim().strip_prefix('[')?.split(']').next())
        .next_back();
    let key = line
        .split_once('=')
        .map(|(k, _)| k.trim())
        .filter(|k| !k.is_empty() && !k.starts_with('#'));
    match (table, key) {
        (Some(t), Some(k)) => format!("[{t}] {k}"),
        (Some(t), None) => format!("[{t}]"),
        (None, Some(k)) => k.to_string(),
        (None, None) => "file".into(),
    }
}
