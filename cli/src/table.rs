//! `renju table`: the generated tables, for auditing. Dump every window with its class, look
//! one window up, count windows per class (and compare two variants: [`crate::table_diff::write_diff`]).
//!
//! A window is drawn as 11 characters: `*` the point under test (where the stone is placed),
//! `X` a stone of the colour under test, `O` an opponent stone or a point beyond the board
//! edge, `.` an empty point. A rule that [reads wide windows](Rule::reads_wide_windows) is
//! shown through 13-character wide windows, which draw the edge as `|` and see at each end
//! what ends a run reaching past 5 points (see [`TableWindow`](crate::table_window::TableWindow)). A class is said in words, as
//! [`renju::tables::PatternClass`] says it.

use crate::table_window::{check_window, table_windows, BadWindow, WIDE_REPRESENTATIVES};
use renju::tables::{PatternClass, WINDOW_COUNT};
use renju::{Color, Rule};
use std::collections::BTreeMap;
use std::fmt::{self, Write as _};
use std::io::{self, Write};

/// One line of `renju table dump` (and the answer of `renju table lookup`): the window, a
/// space, and its class in words.
///
/// ```
/// use renju::{Color, Rule};
/// let w: renju::tables::Window = "....X*.X...".parse().unwrap();
/// let class = Rule::default_rule().class(w, Color::Black);
/// assert_eq!(renju_cli::table_line(w, class), "....X*.X... three (straight-four point +1)");
/// ```
pub fn table_line(window: impl fmt::Display, class: PatternClass) -> String {
    format!("{window} {class}")
}

/// `renju table dump`: the windows of `rule` ([`crate::table_window::table_windows`]) for `color`, one
/// [`table_line`] each: all 59,049 windows in the order of their indexes (`.....*.....`
/// first, `OOOOO*OOOOO` last), or for a rule that reads wide windows one wide window per wide
/// seen index (24,964 lines).
///
/// ```
/// use renju::{Color, Rule};
/// let mut out = Vec::new();
/// renju_cli::table::write_dump(&mut out, Rule::default_rule(), Color::Black).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert_eq!(text.lines().count(), 59_049);
/// assert_eq!(text.lines().next(), Some(".....*..... nothing"));
/// ```
pub fn write_dump(out: &mut impl Write, rule: &Rule, color: Color) -> io::Result<()> {
    for window in table_windows(rule) {
        writeln!(out, "{}", table_line(window, window.class(rule, color)))?;
    }
    Ok(())
}

/// `renju table lookup`: the [`table_line`] of the window drawn as `text` (11 characters, or
/// 13 for a wide window: [`check_window`]) for `color` under `rule`. Under a rule that reads
/// wide windows an 11-character window is read on an open line ([`Rule::class`]); under one
/// that does not, a wide window is read as its 11 middle points ([`Rule::wide_class`]).
///
/// ```
/// use renju::{Color, Rule};
/// let line = renju_cli::table::lookup(Rule::default_rule(), "...XX*XX...", Color::Black).unwrap();
/// assert_eq!(line, "...XX*XX... five");
/// assert!(renju_cli::table::lookup(Rule::default_rule(), "...XX*XX..", Color::Black).is_err());
/// let caro = Rule::by_name("caro").unwrap();
/// // Gomocup's caro: the edge does not block, so this five is blocked at one end only.
/// let line = renju_cli::table::lookup(caro, "||XXXX*O.....", Color::Black).unwrap();
/// assert_eq!(line, "||XXXX*O..... five");
/// ```
pub fn lookup(rule: &Rule, text: &str, color: Color) -> Result<String, BadWindow> {
    let window = check_window(text)?;
    Ok(table_line(window, window.class(rule, color)))
}

/// How many windows [`class_counts`] counts for `rule`: 59,049, or 24,964 for a rule that
/// reads wide windows (one per wide seen index).
pub fn counted_windows(rule: &Rule) -> usize {
    if rule.reads_wide_windows() {
        WIDE_REPRESENTATIVES
    } else {
        WINDOW_COUNT
    }
}

/// How many windows of each class `rule` has, per colour (black, white), by class, over the
/// windows `renju table dump` lists ([`crate::table_window::table_windows`]).
pub fn class_counts(rule: &Rule) -> BTreeMap<PatternClass, [usize; 2]> {
    let mut counts: BTreeMap<PatternClass, [usize; 2]> = BTreeMap::new();
    for window in table_windows(rule) {
        for (slot, color) in Color::ALL.into_iter().enumerate() {
            counts.entry(window.class(rule, color)).or_default()[slot] += 1;
        }
    }
    counts
}

/// What `renju table stats` says of the windows it counts for `rule`.
fn windows_in_words(rule: &Rule) -> (String, &'static str) {
    if rule.reads_wide_windows() {
        (
            "13-point wide windows: the edge drawn `|`, told from an opponent stone, and at \
             each end what ends a run past 5 points"
                .to_string(),
            "wide windows per class, one per wide seen index",
        )
    } else {
        (
            "11-point windows, the edge drawn `O` like an opponent stone".to_string(),
            "windows per class",
        )
    }
}

/// `renju table stats`: the rule, its file and the file's SHA-256, the windows it reads, its
/// settings in words, and how many windows of each class it has for black and for white
/// (classes in the order of their packed bits, so `nothing` first), counted over the
/// windows `renju table dump` lists: all 59,049, or for a rule that reads wide windows one
/// wide window per wide seen index (24,964).
///
/// ```
/// let text = renju_cli::stats_report(renju::Rule::default_rule());
/// assert!(text.starts_with("rule: renju - "));
/// assert!(text.contains("\n  59049  59049  total\n"));
/// ```
pub fn stats_report(rule: &Rule) -> String {
    let mut out = format!("rule: {} - {}\n", rule.name(), rule.summary());
    let _ = writeln!(out, "spec file: {}", rule.spec_file());
    let _ = writeln!(out, "sha256: {}", rule.spec_sha256());
    let (windows, per_class) = windows_in_words(rule);
    let _ = writeln!(out, "lines read through: {windows}");
    out.push_str("settings:\n");
    let width = rule
        .settings_in_words()
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0);
    for (setting, value) in rule.settings_in_words() {
        let _ = writeln!(out, "  {setting:width$}  {value}");
    }
    let counts = class_counts(rule);
    let _ = writeln!(out, "{per_class} ({} classes):", counts.len());
    out.push_str("  black  white  class\n");
    for (class, [black, white]) in &counts {
        let _ = writeln!(out, "  {black:5}  {white:5}  {class}");
    }
    let total = counted_windows(rule);
    let _ = writeln!(out, "  {total:5}  {total:5}  total");
    out
}

/// The colours a `--color` option selects: the one given, or both.
pub fn colors_of(color: Option<Color>) -> &'static [Color] {
    match color {
        Some(Color::Black) => &[Color::Black],
        Some(Color::White) => &[Color::White],
        None => &Color::ALL,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_counts_of_every_rule_add_up_to_the_windows_counted() {
        for rule in Rule::all() {
            let counts = class_counts(rule);
            for slot in 0..2 {
                let sum: usize = counts.values().map(|c| c[slot]).sum();
                assert_eq!(sum, counted_windows(rule), "{}", rule.name());
            }
        }
    }

    #[test]
    fn a_wide_lookup_tells_the_edge_from_an_opponent() {
        let caro = Rule::by_name("caro").expect("caro");
        let line = |text| lookup(caro, text, Color::White).expect(text);
        // Blocked by opponents at both ends: no win in caro; against the edge: a win.
        assert_eq!(line("OXXXX*O...."), "OXXXX*O.... nothing");
        assert_eq!(line(".OXXXX*O....."), ".OXXXX*O..... nothing");
        assert_eq!(line("||XXXX*O....."), "||XXXX*O..... five");
    }
}
