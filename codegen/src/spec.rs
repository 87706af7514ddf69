//! Reading and checking rule files (`rules-spec/*.toml`).
//!
//! A rule file is parsed in two steps: TOML into typed rows that remember where each entry
//! stands ([`toml::Spanned`]; the settings are serde enums of `renju-vocab`, read from their
//! words), then checked into a [`Spec`]. Every error names the file, the
//! line and column, and the entry (see [`SpecError`]).

use crate::concepts::{Concept, ConceptName, Concepts};
use renju_vocab::{
    ColorRules, FiveNeedsOpenEnds, ForbiddenKind, ForbiddenSet, RuleSettings,
    StraightFourPointCompletingFive, Win,
};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};
use toml::Spanned;

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
}

/// A rule file that could not be read or is wrong. The message names the file, the line and
/// column (1-based), and the entry.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpecError {
    /// The file could not be read.
    #[error("{path}: cannot read the rule file: {message}")]
    Read {
        /// The file.
        path: PathBuf,
        /// What the operating system said.
        message: String,
    },
    /// The file is not valid TOML, holds an entry the format does not have, or says something
    /// that cannot be. Shown with the line it points at and a caret under the column:
    ///
    /// ```text
    /// rules-spec/renju.toml:9:41: [black] forbidden: unknown kind `double-tree`; ...
    ///    9 | forbidden = ["overline", "double-four", "double-tree"]
    ///      |                                         ^
    /// ```
    #[error("{path}:{line}:{column}: {entry}: {message}\n{line:>4} | {source_line}\n     | {caret:>column$}", caret = "^")]
    At {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The entry, e.g. `[black] forbidden` or `[concepts] three`.
        entry: String,
        /// What is wrong.
        message: String,
        /// The text of the line pointed at (empty past the end of the file).
        source_line: String,
    },
    /// A file in the rule directory that is not a rule file (rule files end in `.toml`; the
    /// directory may also hold [`NON_SPEC_ENTRIES`]; names starting with `.` are ignored).
    #[error("{path}: {reason}")]
    NotARuleFile {
        /// The file.
        path: PathBuf,
        /// Why it is refused, and what the directory may hold.
        reason: String,
    },
    /// A directory of rule files holds none.
    #[error("{dir}: no rule files (*.toml) found")]
    NoRules {
        /// The directory.
        dir: PathBuf,
    },
}

/// The rule numbers of the Gomocup protocol's `INFO rule` command (a bitmask: 1 = exactly five
/// in a row wins, 2 = continuous game, 4 = renju, 8 = caro), each with what it names. A rule
/// file may claim one with `gomocup-rule = N`; bit 2 is about how a match goes on, not a rule
/// of moves, so it names no variant.
pub const GOMOCUP_RULES: [(u32, &str); 4] = [
    (0, "five or more in a row wins"),
    (1, "exactly five in a row wins"),
    (4, "renju"),
    (8, "caro"),
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
    !name.is_empty()
        && name.split('-').all(|word| {
            !word.is_empty()
                && word
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

/// A name folded for comparison: lower case, `_` as `-`.
fn folded(name: &str) -> String {
    name.to_lowercase().replace('_', "-")
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawSpec {
    name: Spanned<String>,
    summary: Spanned<String>,
    #[serde(default)]
    aliases: Vec<Spanned<String>>,
    gomocup_rule: Option<Spanned<i64>>,
    board_size: Option<Spanned<i64>>,
    straight_four_point_completing_five: Spanned<StraightFourPointCompletingFive>,
    black: Spanned<RawColor>,
    white: Spanned<RawColor>,
    concepts: Spanned<BTreeMap<Spanned<String>, Spanned<RawConcept>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawColor {
    wins_with: Spanned<Win>,
    five_needs_open_ends: Option<Spanned<FiveNeedsOpenEnds>>,
    // Words read by `ForbiddenKind::from_str` one by one, so an unknown one is pointed at
    // (a custom serde error would point at the whole list).
    forbidden: Spanned<Vec<Spanned<String>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawConcept {
    run: Option<Spanned<i64>>,
    longer_than: Option<Spanned<String>>,
    one_move_to: Option<Spanned<String>>,
    is: Option<Spanned<String>>,
    completion_points: Option<Spanned<i64>>,
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

/// The TOML reader's words for a setting's value, in the rule files' terms: a setting is a
/// word ("variant" is serde's word for one of an enum's values, not a rule variant).
fn in_spec_terms(message: &str) -> String {
    message
        .replace("wanted string or table", "expected a word in quotes")
        .replace("unknown variant", "unknown value")
}

/// Where a message points: the file text, to turn byte spans into lines and columns.
struct Source<'a> {
    path: &'a Path,
    text: &'a str,
}

impl Source<'_> {
    fn error(
        &self,
        span: Range<usize>,
        entry: impl fmt::Display,
        message: impl fmt::Display,
    ) -> SpecError {
        let before = prefix(self.text, span.start);
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let source_line = self.text[line_start..]
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        SpecError::At {
            path: self.path.to_path_buf(),
            line,
            column,
            entry: entry.to_string(),
            message: message.to_string(),
            source_line,
        }
    }
}

impl Spec {
    /// Reads and checks the rule file at `path`.
    pub fn load(path: &Path) -> Result<Spec, SpecError> {
        let text = std::fs::read_to_string(path).map_err(|e| SpecError::Read {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
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
        let raw: RawSpec = toml::from_str(text).map_err(|e| {
            let span = e.span().unwrap_or(0..0);
            let entry = entry_at(text, e.span());
            let mut message = in_spec_terms(e.message().trim_end());
            // An older spelling, or a setting in the wrong place: say what to write.
            if let Some((_, _, hint)) = OLD_SPELLINGS
                .iter()
                .find(|(start, within, _)| message.starts_with(start) && entry.contains(within))
            {
                message = format!("{message}; {hint}");
            }
            src.error(span, entry, message)
        })?;

        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        if !is_variant_name(raw.name.get_ref()) {
            return Err(src.error(
                raw.name.span(),
                "name",
                format!(
                    "`{}` is not a variant name: lower-case letters and digits in words joined by `-` (like `gomoku-standard`), and the file named after it",
                    raw.name.get_ref()
                ),
            ));
        }
        if raw.name.get_ref() != stem {
            return Err(src.error(
                raw.name.span(),
                "name",
                format!(
                    "the variant is named `{}` but the file is `{stem}.toml`; name the file after the variant",
                    raw.name.get_ref()
                ),
            ));
        }
        if raw.summary.get_ref().trim().is_empty() || raw.summary.get_ref().contains('\n') {
            return Err(src.error(raw.summary.span(), "summary", "must be one non-empty line"));
        }
        let mut aliases: Vec<String> = Vec::new();
        for alias in &raw.aliases {
            let a = alias.get_ref();
            if !is_variant_name(a) {
                return Err(src.error(
                    alias.span(),
                    "aliases",
                    format!("`{a}` is not a variant name: lower-case letters and digits in words joined by `-`"),
                ));
            }
            if a == raw.name.get_ref() || aliases.contains(a) {
                return Err(src.error(alias.span(), "aliases", format!("`{a}` is named twice")));
            }
            aliases.push(a.clone());
        }
        let gomocup_rule = match &raw.gomocup_rule {
            None => None,
            Some(n) => Some(
                GOMOCUP_RULES
                    .iter()
                    .find(|(number, _)| i64::from(*number) == *n.get_ref())
                    .map(|&(number, _)| number)
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
                    })?,
            ),
        };
        let board_size = match &raw.board_size {
            None => 15,
            Some(n) => match u8::try_from(*n.get_ref()) {
                Ok(size @ 5..=26) => size,
                _ => {
                    return Err(src.error(
                        n.span(),
                        "board-size",
                        format!(
                            "`board-size = {}` is not supported: a side has 5 to 26 points (columns a-z)",
                            n.get_ref()
                        ),
                    ))
                }
            },
        };
        let black = color_rules(&src, "black", raw.black.get_ref())?;
        let white = color_rules(&src, "white", raw.white.get_ref())?;
        let concepts = concepts(&src, &raw.concepts)?;

        Ok(Spec {
            aliases,
            gomocup_rule,
            board_size,
            name: raw.name.into_inner(),
            summary: raw.summary.into_inner(),
            path: path.to_path_buf(),
            sha256: Sha256::digest(text.as_bytes())
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect(),
            settings: RuleSettings {
                black,
                white,
                straight_four_point_completing_five: raw
                    .straight_four_point_completing_five
                    .into_inner(),
            },
            concepts,
        })
    }

    /// Reads every rule file in `dir`, sorted by variant name.
    ///
    /// The directory holds rule files (`*.toml`, lower-case extension) and may also hold
    /// [`NON_SPEC_ENTRIES`]; names starting with `.` are ignored (editor droppings such as
    /// `.#renju.toml`). Anything else is an error naming it, as is a bad file, two files
    /// whose names fold (case, `_` against `-`) to the same, and a directory without rule
    /// files: nothing is skipped silently.
    pub fn load_dir(dir: &Path) -> Result<Vec<Spec>, SpecError> {
        Spec::load_dir_as(dir, dir)
    }

    /// [`load_dir`](Spec::load_dir), naming the files in messages, in [`Spec::path`] and in
    /// the generated tables as `shown_as` joined with their file names: the build reads
    /// `runtime/rules-spec/` but says `rules-spec/renju.toml`, a path relative to the
    /// workspace (and to the packaged crate).
    pub fn load_dir_as(dir: &Path, shown_as: &Path) -> Result<Vec<Spec>, SpecError> {
        let mut specs = Vec::new();
        // Every name and alias so far, folded, with the file that gave it.
        let mut seen: BTreeMap<String, PathBuf> = BTreeMap::new();
        for (real, path) in rule_files(dir, shown_as)? {
            let text = std::fs::read_to_string(&real).map_err(|e| SpecError::Read {
                path: path.clone(),
                message: e.to_string(),
            })?;
            let spec = Spec::parse(&path, &text)?;
            for (i, name) in std::iter::once(&spec.name).chain(&spec.aliases).enumerate() {
                if let Some(first) = seen.get(&folded(name)) {
                    let src = Source {
                        path: &path,
                        text: &text,
                    };
                    let names = toml::from_str::<NamesOnly>(&text).ok();
                    let span = names
                        .and_then(|n| std::iter::once(n.name).chain(n.aliases).nth(i))
                        .map_or(0..0, |n| n.span());
                    return Err(src.error(
                        span,
                        if i == 0 { "name" } else { "aliases" },
                        format!(
                            "`{name}` already names a variant in {}; names and aliases are compared ignoring case and `_` against `-`",
                            first.display()
                        ),
                    ));
                }
                seen.insert(folded(name), path.clone());
            }
            if let Some(n) = spec.gomocup_rule {
                if let Some(first) = specs.iter().find(|s: &&Spec| s.gomocup_rule == Some(n)) {
                    let src = Source {
                        path: &path,
                        text: &text,
                    };
                    let span = toml::from_str::<NamesOnly>(&text)
                        .ok()
                        .and_then(|n| n.gomocup_rule)
                        .map_or(0..0, |n| n.span());
                    return Err(src.error(
                        span,
                        "gomocup-rule",
                        format!(
                            "Gomocup rule {n} is already claimed by {}",
                            first.path.display()
                        ),
                    ));
                }
            }
            specs.push(spec);
        }
        specs.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(specs)
    }
}

/// Just the names of a rule file, with where they stand (to point at a duplicate).
#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
struct NamesOnly {
    name: Spanned<String>,
    #[serde(default)]
    aliases: Vec<Spanned<String>>,
    gomocup_rule: Option<Spanned<i64>>,
}

/// The rule files of `dir`, sorted, after checking that the directory holds nothing else: each
/// as (where it is read, how it is named: `shown_as` joined with its file name).
fn rule_files(dir: &Path, shown_as: &Path) -> Result<Vec<(PathBuf, PathBuf)>, SpecError> {
    let read_err = |e: std::io::Error| SpecError::Read {
        path: shown_as.to_path_buf(),
        message: e.to_string(),
    };
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(read_err)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<_, _>>()
        .map_err(read_err)?;
    paths.sort();
    // Entries without an extension would be folders, shown with a `/`.
    let allowed = NON_SPEC_ENTRIES
        .map(|e| {
            if e.contains('.') {
                format!("`{e}`")
            } else {
                format!("`{e}/`")
            }
        })
        .join(" and ");
    let mut files = Vec::new();
    for path in paths {
        let shown = shown_as.join(path.file_name().unwrap_or_default());
        let refuse = |reason: String| SpecError::NotARuleFile {
            path: shown.clone(),
            reason,
        };
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            return Err(refuse(
                "the file name is not UTF-8; a rule file is named `<variant>.toml`".into(),
            ));
        };
        if name.starts_with('.') || NON_SPEC_ENTRIES.contains(&name) {
            continue;
        }
        match name.rsplit_once('.') {
            Some((_, "toml")) => files.push((path.clone(), shown.clone())),
            Some((_, ext)) if ext.eq_ignore_ascii_case("toml") => {
                return Err(refuse(format!(
                    "rule files end in `.toml`, in lower case; rename it (not `.{ext}`)"
                )))
            }
            _ => {
                return Err(refuse(format!(
                    "not a rule file: this directory holds rule files (`<variant>.toml`), {allowed} only; move it elsewhere (names starting with `.` are ignored)"
                )))
            }
        }
    }
    if files.is_empty() {
        return Err(SpecError::NoRules {
            dir: shown_as.to_path_buf(),
        });
    }
    Ok(files)
}

/// The text before byte `at`, cut back to a character boundary.
fn prefix(text: &str, at: usize) -> &str {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    &text[..at]
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

fn color_rules(src: &Source<'_>, color: &str, raw: &RawColor) -> Result<ColorRules, SpecError> {
    let win = *raw.wins_with.get_ref();
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
        if kind == ForbiddenKind::Overline && win == Win::FiveOrMore {
            return Err(src.error(
                item.span(),
                &entry,
                "`overline` contradicts `wins-with = \"five-or-more\"`: a run of six wins for this colour, so it cannot be forbidden",
            ));
        }
        match kind {
            ForbiddenKind::Overline => forbidden.overline = true,
            ForbiddenKind::DoubleFour => forbidden.double_four = true,
            ForbiddenKind::DoubleThree => forbidden.double_three = true,
        }
    }
    Ok(ColorRules {
        win,
        five_needs_open_ends: raw
            .five_needs_open_ends
            .as_ref()
            .map_or(FiveNeedsOpenEnds::NoEnd, |n| *n.get_ref()),
        forbidden,
    })
}

/// Checks the `[concepts]` table: every concept present once, each defined in one of the
/// allowed ways from concepts before it.
fn concepts(
    src: &Source<'_>,
    raw: &Spanned<BTreeMap<Spanned<String>, Spanned<RawConcept>>>,
) -> Result<Concepts, SpecError> {
    let mut defined: BTreeMap<ConceptName, Concept> = BTreeMap::new();
    // Unknown names first, so a typo is reported as such rather than as a missing concept.
    for key in raw.get_ref().keys() {
        if ConceptName::from_name(key.get_ref()).is_none() {
            return Err(src.error(
                key.span(),
                format!("[concepts] {}", key.get_ref()),
                format!(
                    "unknown concept; the concepts are {}",
                    ConceptName::ALL
                        .map(|c| format!("`{}`", c.name()))
                        .join(", ")
                ),
            ));
        }
    }
    for name in ConceptName::ALL {
        let entry = format!("[concepts] {}", name.name());
        let Some((_, def)) = raw
            .get_ref()
            .iter()
            .find(|(k, _)| k.get_ref() == name.name())
        else {
            return Err(src.error(
                raw.span(),
                &entry,
                format!(
                    "missing; every rule file defines {}",
                    ConceptName::ALL
                        .map(|c| format!("`{}`", c.name()))
                        .join(", ")
                ),
            ));
        };
        let d = def.get_ref();
        let earlier = |target: &Spanned<String>, what: &str| -> Result<ConceptName, SpecError> {
            match ConceptName::from_name(target.get_ref()) {
                Some(t) if defined.contains_key(&t) => Ok(t),
                Some(_) => Err(src.error(
                    target.span(),
                    &entry,
                    format!(
                        "`{what} = \"{}\"` refers to a concept defined after `{}`; concepts build on earlier ones ({})",
                        target.get_ref(),
                        name.name(),
                        ConceptName::ALL.map(|c| c.name()).join(" < ")
                    ),
                )),
                None => Err(src.error(
                    target.span(),
                    &entry,
                    format!("`{what}` names unknown concept `{}`", target.get_ref()),
                )),
            }
        };
        let concept = match (&d.run, &d.longer_than, &d.one_move_to, &d.is) {
            (Some(run), None, None, None) => {
                let n = *run.get_ref();
                if !(2..=5).contains(&n) {
                    return Err(src.error(
                        run.span(),
                        &entry,
                        format!("`run = {n}`: the tables' 11-point windows decide runs of 2 to 5 stones"),
                    ));
                }
                Concept::Run(n as u8)
            }
            (None, Some(base), None, None) => {
                let base_name = earlier(base, "longer-than")?;
                if !matches!(defined[&base_name], Concept::Run(_)) {
                    return Err(src.error(base.span(), &entry, "`longer-than` must name a concept defined by `run`"));
                }
                Concept::LongerThan(base_name)
            }
            (None, None, Some(target), None) => Concept::OneMoveTo(earlier(target, "one-move-to")?),
            (None, None, None, Some(base)) => {
                let base_name = earlier(base, "is")?;
                let Some(points) = &d.completion_points else {
                    return Err(src.error(def.span(), &entry, "`is` needs `completion-points`"));
                };
                let n = *points.get_ref();
                if !(1..=2).contains(&n) {
                    return Err(src.error(points.span(), &entry, format!("`completion-points = {n}` can never hold: the new stone fills the one gap of the stones or extends them at one of their two ends, so at most 2 points complete them; allowed 1 or 2")));
                }
                if !matches!(defined[&base_name], Concept::OneMoveTo(_)) {
                    return Err(src.error(base.span(), &entry, "`is` must name a concept defined by `one-move-to`, whose completion points are counted"));
                }
                Concept::WithCompletionPoints {
                    base: base_name,
                    at_least: n as u8,
                }
            }
            _ => {
                return Err(src.error(
                    def.span(),
                    &entry,
                    "define a concept by exactly one of `run`, `longer-than`, `one-move-to`, or `is` with `completion-points`",
                ))
            }
        };
        if d.completion_points.is_some() && d.is.is_none() {
            let span = d
                .completion_points
                .as_ref()
                .map_or(def.span(), |s| s.span());
            return Err(src.error(span, &entry, "`completion-points` goes with `is`"));
        }
        defined.insert(name, concept);
    }
    if !matches!(defined[&ConceptName::Three], Concept::OneMoveTo(_)) {
        let span = raw
            .get_ref()
            .iter()
            .find(|(k, _)| k.get_ref() == "three")
            .map_or(raw.span(), |(_, v)| v.span());
        return Err(src.error(span, "[concepts] three", "`three` must be defined by `one-move-to`: its completion points are the points tried for the false-three rule"));
    }
    Ok(Concepts::new(defined))
}
