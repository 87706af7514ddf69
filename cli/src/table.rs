//! `renju table`: the generated tables, for auditing. Dump every window with its class, look
//! one window up, count windows per class, and compare two variants.
//!
//! A window is drawn as 11 characters: `*` the point under test (where the stone is placed),
//! `X` a stone of the colour under test, `O` an opponent stone or a point beyond the board
//! edge, `.` an empty point. Its class is said in words, as [`renju::tables::PatternClass`] says it.

use renju::tables::{ParseWindowError, PatternClass, Window, WINDOW_COUNT};
use renju::{Color, Rule};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::{self, Write};

/// One line of `renju table dump` (and the answer of `renju table lookup`): the window, a
/// space, and its class in words.
///
/// ```
/// use renju::{Color, Rule};
/// let w = "....X*.X...".parse().unwrap();
/// let class = Rule::default_rule().class(w, Color::Black);
/// assert_eq!(renju_cli::table_line(w, class), "....X*.X... three (straight-four point +1)");
/// ```
pub fn table_line(window: Window, class: PatternClass) -> String {
    format!("{window} {class}")
}

/// `renju table dump`: every window for `color` under `rule`, one [`table_line`] each, in the
/// order of the windows' indexes (`.....*.....` first, `OOOOO*OOOOO` last): 59,049 lines.
///
/// ```
/// use renju::{Color, Rule};
/// let mut out = Vec::new();
/// renju_cli::write_dump(&mut out, Rule::default_rule(), Color::Black).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert_eq!(text.lines().count(), 59_049);
/// assert_eq!(text.lines().next(), Some(".....*..... nothing"));
/// ```
pub fn write_dump(out: &mut impl Write, rule: &Rule, color: Color) -> io::Result<()> {
    for window in Window::all() {
        writeln!(out, "{}", table_line(window, rule.class(window, color)))?;
    }
    Ok(())
}

/// A window argument that is not a window picture: what is wrong, and a hint for the usual
/// slips (lower-case letters, `|` for the edge, `*` out of place).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{error}{hint}")]
pub struct BadWindow {
    /// What the window parser said (which character, and what is allowed there).
    pub error: ParseWindowError,
    /// A hint, starting with a separator, or empty.
    pub hint: String,
}

/// Checks that `text` is a window picture, as `renju table lookup` reads it.
///
/// ```
/// assert!(renju_cli::check_window("...XX*.XO..").is_ok());
/// let error = renju_cli::check_window("...XX*.Xo..").unwrap_err();
/// assert_eq!(error.to_string(), "character 9 is 'o'; allowed there: `.` (empty), `X` (own stone), \
///     `O` (opponent or edge); stones are upper-case letters: `O`");
/// ```
pub fn check_window(text: &str) -> Result<Window, BadWindow> {
    text.parse::<Window>().map_err(|error| {
        let hint = match &error {
            ParseWindowError::Character {
                found, position, ..
            } => match found {
                'x' => "; stones are upper-case letters: `X`".to_string(),
                'o' | '0' => "; stones are upper-case letters: `O`".to_string(),
                '|' => "; windows draw the board edge as `O` (it blocks like an opponent stone)"
                    .to_string(),
                '*' if *position != 6 => {
                    "; `*` (the point under test) is the middle character, the 6th".to_string()
                }
                _ => String::new(),
            },
            ParseWindowError::Length { .. } if text.contains('*') => {
                let before = text.split('*').next().unwrap_or_default().chars().count();
                format!("; 5 points before `*` and 5 after (found {before} before)")
            }
            ParseWindowError::Length { .. } => String::new(),
        };
        BadWindow { error, hint }
    })
}

/// `renju table lookup`: the [`table_line`] of the window drawn as `text`, for `color` under
/// `rule`, answered through the rule's auditing map keyed by window text
/// ([`Rule::class_by_text`]).
///
/// ```
/// use renju::{Color, Rule};
/// let line = renju_cli::lookup(Rule::default_rule(), "...XX*XX...", Color::Black).unwrap();
/// assert_eq!(line, "...XX*XX... five");
/// assert!(renju_cli::lookup(Rule::default_rule(), "...XX*XX..", Color::Black).is_err());
/// ```
pub fn lookup(rule: &Rule, text: &str, color: Color) -> Result<String, BadWindow> {
    let window = check_window(text)?;
    let class = rule.class_by_text(text, color).map_err(|error| BadWindow {
        error,
        hint: String::new(),
    })?;
    Ok(table_line(window, class))
}

/// How many windows of each class `rule` has, per colour (black, white), by class.
pub fn class_counts(rule: &Rule) -> BTreeMap<PatternClass, [usize; 2]> {
    let mut counts: BTreeMap<PatternClass, [usize; 2]> = BTreeMap::new();
    for window in Window::all() {
        for (slot, color) in Color::ALL.into_iter().enumerate() {
            counts.entry(rule.class(window, color)).or_default()[slot] += 1;
        }
    }
    counts
}

/// `renju table stats`: the rule, its file and the file's SHA-256, its settings in words, and
/// how many windows of each class it has for black and for white (classes in the order of
/// their packed bits, so `nothing` first).
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
    let _ = writeln!(out, "windows per class ({} classes):", counts.len());
    out.push_str("  black  white  class\n");
    for (class, [black, white]) in &counts {
        let _ = writeln!(out, "  {black:5}  {white:5}  {class}");
    }
    let _ = writeln!(out, "  {WINDOW_COUNT:5}  {WINDOW_COUNT:5}  total");
    out
}

/// What `renju table diff` shows besides the settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiffOptions {
    /// The colours whose windows are compared (both by default).
    pub colors: &'static [Color],
    /// List every window whose class differs (`false`: only the counts).
    pub windows: bool,
}

impl Default for DiffOptions {
    fn default() -> DiffOptions {
        DiffOptions {
            colors: &Color::ALL,
            windows: true,
        }
    }
}

/// The settings in words that differ between `a` and `b`: (setting, value under `a`, value
/// under `b`), in [`Rule::settings_in_words`] order.
pub fn settings_that_differ(a: &Rule, b: &Rule) -> Vec<(&'static str, &'static str, &'static str)> {
    let b_words: BTreeMap<&str, &str> = b.settings_in_words().iter().copied().collect();
    let mut differ = Vec::new();
    for &(setting, value_a) in a.settings_in_words() {
        let value_b = b_words.get(setting).copied().unwrap_or("(not said)");
        if value_a != value_b {
            differ.push((setting, value_a, value_b));
        }
    }
    for &(setting, value_b) in b.settings_in_words() {
        if !a.settings_in_words().iter().any(|(k, _)| *k == setting) {
            differ.push((setting, "(not said)", value_b));
        }
    }
    differ
}

/// For one colour, how many windows go from each class under one rule to each class under the
/// other, only where the two differ.
pub type PairCounts = BTreeMap<(PatternClass, PatternClass), usize>;

/// `renju table diff A B`: the two spec files, each setting that differs (in words), then
/// (unless `options.windows` is false) every window whose class differs for a colour in
/// `options.colors` with both classes, then the count per pair of classes and per colour.
/// Two rules with the same settings and tables give one line saying that nothing differs.
/// Returns the counts per colour, in the order of `options.colors`.
///
/// ```
/// use renju::Rule;
/// let renju = Rule::default_rule();
/// let mut out = Vec::new();
/// renju_cli::write_diff(&mut out, renju, renju, renju_cli::DiffOptions::default()).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(),
///            "renju and renju: nothing differs (the same settings, and every window has the same class for both colours)\n");
/// ```
pub fn write_diff(
    out: &mut impl Write,
    a: &Rule,
    b: &Rule,
    options: DiffOptions,
) -> io::Result<Vec<PairCounts>> {
    let settings = settings_that_differ(a, b);
    let differing = |color: Color| {
        Window::all().filter_map(move |w| {
            let (class_a, class_b) = (a.class(w, color), b.class(w, color));
            (class_a != class_b).then_some((w, class_a, class_b))
        })
    };
    let mut counts: Vec<PairCounts> = options
        .colors
        .iter()
        .map(|&color| {
            let mut pairs = PairCounts::new();
            for (_, class_a, class_b) in differing(color) {
                *pairs.entry((class_a, class_b)).or_default() += 1;
            }
            pairs
        })
        .collect();
    let colors_words = match options.colors {
        [color] => format!("for {color}"),
        _ => "for both colours".to_string(),
    };
    if settings.is_empty() && counts.iter().all(BTreeMap::is_empty) {
        writeln!(
            out,
            "{} and {}: nothing differs (the same settings, and every window has the same class {colors_words})",
            a.name(),
            b.name()
        )?;
        return Ok(counts);
    }

    let (na, nb) = (a.name(), b.name());
    let width = na.len().max(nb.len()) + 1;
    writeln!(out, "differences from {na} to {nb}")?;
    writeln!(out, "spec files:")?;
    for rule in [a, b] {
        writeln!(
            out,
            "  {:width$} {} (sha256 {})",
            format!("{}:", rule.name()),
            rule.spec_file(),
            rule.spec_sha256()
        )?;
    }
    if settings.is_empty() {
        writeln!(out, "settings that differ: none")?;
    } else {
        writeln!(out, "settings that differ ({}):", settings.len())?;
        for (setting, value_a, value_b) in &settings {
            writeln!(out, "  {setting}")?;
            writeln!(out, "    {:width$} {value_a}", format!("{na}:"))?;
            writeln!(out, "    {:width$} {value_b}", format!("{nb}:"))?;
        }
    }
    let total: usize = counts.iter().map(|c| c.values().sum::<usize>()).sum();
    if options.windows && total > 0 {
        writeln!(
            out,
            "windows whose class differs ({total}; colour, window, class under {na} -> class under {nb}):"
        )?;
        for &color in options.colors {
            for (w, class_a, class_b) in differing(color) {
                writeln!(out, "  {color} {w} {class_a} -> {class_b}")?;
            }
        }
    }
    if total == 0 {
        writeln!(
            out,
            "windows whose class differs: none {colors_words} (the tables are the same)"
        )?;
    } else {
        writeln!(
            out,
            "windows per pair of classes (colour, count, class under {na} -> class under {nb}):"
        )?;
        for (&color, pairs) in options.colors.iter().zip(&mut counts) {
            let mut sorted: Vec<(&(PatternClass, PatternClass), &usize)> = pairs.iter().collect();
            sorted.sort_by(|x, y| y.1.cmp(x.1).then(x.0.cmp(y.0)));
            for ((class_a, class_b), n) in sorted {
                writeln!(out, "  {color} {n:5}  {class_a} -> {class_b}")?;
            }
        }
    }
    let per_color: Vec<String> = options
        .colors
        .iter()
        .zip(&counts)
        .map(|(color, pairs)| {
            format!(
                "{color} {} of {WINDOW_COUNT}",
                pairs.values().sum::<usize>()
            )
        })
        .collect();
    writeln!(out, "windows that differ: {}", per_color.join(", "))?;
    Ok(counts)
}

/// The colours a `--color` option selects: the one given, or both.
pub fn colors_of(color: Option<Color>) -> &'static [Color] {
    match color {
        Some(Color::Black) => &[Color::Black],
        Some(Color::White) => &[Color::White],
        None => &Color::ALL,
    }
}
