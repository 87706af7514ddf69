//! Checking: the rules a parsed rule file must satisfy, turning its raw rows into a [`Spec`].
//! Each refusal points at the entry at fault. The `[concepts]` table has checks of its own
//! (`check_concepts.rs`).

use super::check_concepts::concepts;
use super::parse::{RawColor, RawSpec};
use super::report::Source;
use super::{is_variant_name, Spec, SpecError, GOMOCUP_RULES};
use crate::concepts::Concepts;
use renju_vocab::{
    BoardEdge, ColorRules, ForbiddenKind, ForbiddenSet, OpenEnds, PatternDefinitions, RuleSettings,
    Win,
};
use sha2::{Digest, Sha256};
use std::collections::HashSet;
use toml::Spanned;

/// Checks the raw rows of the file `src` into its spec.
pub(crate) fn spec(src: &Source<'_>, raw: RawSpec) -> Result<Spec, SpecError> {
    name(src, &raw.name)?;
    if raw.summary.get_ref().trim().is_empty() || raw.summary.get_ref().contains('\n') {
        return Err(src.error(raw.summary.span(), "summary", "must be one non-empty line"));
    }
    let aliases = aliases(src, &raw)?;
    let gomocup_rule = gomocup_rule(src, raw.gomocup_rule.as_ref())?;
    let board_size = board_size(src, raw.board_size.as_ref())?;
    let black = color_rules(src, "black", raw.black.get_ref())?;
    let white = color_rules(src, "white", raw.white.get_ref())?;
    let concepts = concepts(src, &raw.concepts)?;

    Ok(Spec {
        aliases,
        gomocup_rule,
        board_size,
        name: raw.name.into_inner(),
        summary: raw.summary.into_inner(),
        path: src.path.to_path_buf(),
        sha256: Sha256::digest(src.text.as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect(),
        settings: RuleSettings {
            black,
            white,
            straight_four_point_completing_five: raw
                .straight_four_point_completing_five
                .into_inner(),
            patterns: if concepts == Concepts::rif() {
                PatternDefinitions::Rif
            } else {
                PatternDefinitions::Other
            },
        },
        concepts,
        text: src.text.to_string(),
    })
}

/// `name`: a well-formed variant name, and the file's stem.
fn name(src: &Source<'_>, name: &Spanned<String>) -> Result<(), SpecError> {
    let stem = src
        .path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    if !is_variant_name(name.get_ref()) {
        return Err(src.error(
            name.span(),
            "name",
            format!(
                "`{}` is not a variant name: lower-case letters and digits in words joined by `-` (like `gomoku-standard`), and the file named after it",
                name.get_ref()
            ),
        ));
    }
    if name.get_ref() != stem {
        return Err(src.error(
            name.span(),
            "name",
            format!(
                "the variant is named `{}` but the file is `{stem}.toml`; name the file after the variant",
                name.get_ref()
            ),
        ));
    }
    Ok(())
}

/// `aliases`: well-formed variant names, each once, none the variant's own name. Each name is
/// looked up among those before it in a set, so that a file of many aliases (a 1 MiB file
/// holds some 100,000) is checked in linear time.
fn aliases(src: &Source<'_>, raw: &RawSpec) -> Result<Vec<String>, SpecError> {
    let mut aliases: Vec<String> = Vec::with_capacity(raw.aliases.len());
    let mut seen: HashSet<&str> = HashSet::with_capacity(raw.aliases.len());
    for alias in &raw.aliases {
        let a = alias.get_ref();
        if !is_variant_name(a) {
            return Err(src.error(
                alias.span(),
                "aliases",
                format!("`{a}` is not a variant name: lower-case letters and digits in words joined by `-`"),
            ));
        }
        if a == raw.name.get_ref() || !seen.insert(a) {
            return Err(src.error(alias.span(), "aliases", format!("`{a}` is named twice")));
        }
        aliases.push(a.clone());
    }
    Ok(aliases)
}

/// `gomocup-rule`, if said: one of [`GOMOCUP_RULES`].
fn gomocup_rule(src: &Source<'_>, raw: Option<&Spanned<i64>>) -> Result<Option<u32>, SpecError> {
    let Some(n) = raw else {
        return Ok(None);
    };
    GOMOCUP_RULES
        .iter()
        .find(|(number, _)| i64::from(*number) == *n.get_ref())
        .map(|&(number, _)| Some(number))
        .ok_or_else(|| {
            src.error(
                n.span(),
                "gomocup-rule",
                format!(
                    "`gomocup-rule = {}` is no rule of the Gomocup protocol; its `INFO rule` numbers for one rule are {}",
                    n.get_ref(),
                    GOMOCUP_RULES
                        .map(|(number, what)| format!("{number} ({what})"))
                        .join(", ")
                ),
            )
        })
}

/// `board-size`: 5 to 26, 15 when not said.
fn board_size(src: &Source<'_>, raw: Option<&Spanned<i64>>) -> Result<u8, SpecError> {
    let Some(n) = raw else {
        return Ok(renju_vocab::STANDARD_SIZE as u8);
    };
    match u8::try_from(*n.get_ref()) {
        Ok(size) if renju_vocab::is_supported_size(size as usize) => Ok(size),
        _ => Err(src.error(
            n.span(),
            "board-size",
            format!(
                "`board-size = {}` is not supported: a side has {} to {} points (columns a-z)",
                n.get_ref(),
                renju_vocab::MIN_SIZE,
                renju_vocab::MAX_SIZE
            ),
        )),
    }
}

/// A `[black]` or `[white]` table: each forbidden kind known, listed once; no forbidden
/// overline where every run of six wins; and no `six-or-more-needs-open-ends` where no run of
/// six can win.
fn color_rules(src: &Source<'_>, color: &str, raw: &RawColor) -> Result<ColorRules, SpecError> {
    let win = *raw.wins_with.get_ref();
    let setting =
        |s: &Option<Spanned<OpenEnds>>| s.as_ref().map_or(OpenEnds::NoEnd, |n| *n.get_ref());
    let six_or_more_needs_open_ends = setting(&raw.six_or_more_needs_open_ends);
    if let Some(six) = &raw.six_or_more_needs_open_ends {
        if win == Win::ExactlyFive {
            return Err(src.error(
                six.span(),
                format!("[{color}] six-or-more-needs-open-ends"),
                "says how a run of six or more wins, but under `wins-with = \"exactly-five\"` none does; remove the line, or make it `wins-with = \"five-or-more\"`",
            ));
        }
    }
    let every_six_wins = win == Win::FiveOrMore && six_or_more_needs_open_ends == OpenEnds::NoEnd;
    let mut forbidden = ForbiddenSet::NONE;
    for item in raw.forbidden.get_ref() {
        let entry = format!("[{color}] forbidden");
        let kind: ForbiddenKind = item
            .get_ref()
            .parse()
            .map_err(|e| src.error(item.span(), &entry, e))?;
        if forbidden.contains(kind) {
            return Err(src.error(item.span(), &entry, format!("`{kind}` is listed twice")));
        }
        if kind == ForbiddenKind::Overline && every_six_wins {
            return Err(src.error(
                item.span(),
                &entry,
                "`overline` contradicts `wins-with = \"five-or-more\"`: every run of six wins for this colour, so it cannot be forbidden (only with `six-or-more-needs-open-ends` = \"one\" or \"both\" do some not win)",
            ));
        }
        forbidden = forbidden.with(kind);
    }
    Ok(ColorRules {
        win,
        five_needs_open_ends: setting(&raw.five_needs_open_ends),
        six_or_more_needs_open_ends,
        board_edge: raw
            .board_edge
            .as_ref()
            .map_or(BoardEdge::Blocks, |e| *e.get_ref()),
        forbidden,
    })
}
