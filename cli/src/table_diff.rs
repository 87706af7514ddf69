//! `renju table diff A B`: what differs between two variants: their settings in words, every
//! window whose class differs, and the count per pair of classes. Two rules that read
//! 11-point windows are compared on all 59,049 windows; if either reads wide windows, on all
//! 722,500 wide windows ([`crate::table_window::diff_windows`]), so that what the edge and the points past
//! the window change is seen.

use crate::table_window::{diff_windows, TableWindow, WIDE_WINDOW_COUNT};
use renju::tables::{PatternClass, WINDOW_COUNT};
use renju::{Color, Rule};
use std::collections::BTreeMap;
use std::io::{self, Write};

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

/// The windows compared, in words, and how many there are.
fn compared(a: &Rule, b: &Rule) -> (&'static str, usize) {
    if a.reads_wide_windows() || b.reads_wide_windows() {
        ("wide windows", WIDE_WINDOW_COUNT)
    } else {
        ("windows", WINDOW_COUNT)
    }
}

/// One colour's windows whose class differs, with both classes, in the order compared.
type Differing = Vec<(TableWindow, PatternClass, PatternClass)>;

/// For each colour of `colors`, the count per pair of classes and (if `keep`) the windows
/// whose class differs: one pass over the windows compared.
fn compare(a: &Rule, b: &Rule, colors: &[Color], keep: bool) -> Vec<(PairCounts, Differing)> {
    colors
        .iter()
        .map(|&color| {
            let mut pairs = PairCounts::new();
            let mut differing = Differing::new();
            for window in diff_windows(a, b) {
                let (class_a, class_b) = (window.class(a, color), window.class(b, color));
                if class_a != class_b {
                    *pairs.entry((class_a, class_b)).or_default() += 1;
                    if keep {
                        differing.push((window, class_a, class_b));
                    }
                }
            }
            (pairs, differing)
        })
        .collect()
}

/// `renju table diff A B`: the two spec files, each setting that differs (in words), then
/// (unless `options.windows` is false) every window whose class differs for a colour in
/// `options.colors` with both classes, then the count per pair of classes and per colour.
/// The windows are all 59,049 windows, or all 722,500 wide windows (13-character pictures)
/// if either rule reads wide windows. Two rules with the same settings and tables give one
/// line saying that nothing differs. Returns the counts per colour, in the order of
/// `options.colors`.
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
    let (noun, of) = compared(a, b);
    let (mut counts, differing): (Vec<PairCounts>, Vec<Differing>) =
        compare(a, b, options.colors, options.windows)
            .into_iter()
            .unzip();
    let colors_words = match options.colors {
        [color] => format!("for {color}"),
        _ => "for both colours".to_string(),
    };
    if settings.is_empty() && counts.iter().all(BTreeMap::is_empty) {
        let one = noun.trim_end_matches('s');
        writeln!(
            out,
            "{} and {}: nothing differs (the same settings, and every {one} has the same class {colors_words})",
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
            "{noun} whose class differs ({total}; colour, window, class under {na} -> class under {nb}):"
        )?;
        for (&color, windows) in options.colors.iter().zip(&differing) {
            for (w, class_a, class_b) in windows {
                writeln!(out, "  {color} {w} {class_a} -> {class_b}")?;
            }
        }
    }
    if total == 0 {
        writeln!(
            out,
            "{noun} whose class differs: none {colors_words} (the tables are the same)"
        )?;
    } else {
        writeln!(
            out,
            "{noun} per pair of classes (colour, count, class under {na} -> class under {nb}):"
        )?;
        // Wide enough for the most there can be: 5 digits for windows, 6 for wide windows.
        let digits = of.to_string().len();
        for (&color, pairs) in options.colors.iter().zip(&mut counts) {
            let mut sorted: Vec<(&(PatternClass, PatternClass), &usize)> = pairs.iter().collect();
            sorted.sort_by(|x, y| y.1.cmp(x.1).then(x.0.cmp(y.0)));
            for ((class_a, class_b), n) in sorted {
                writeln!(out, "  {color} {n:digits$}  {class_a} -> {class_b}")?;
            }
        }
    }
    let per_color: Vec<String> = options
        .colors
        .iter()
        .zip(&counts)
        .map(|(color, pairs)| format!("{color} {} of {of}", pairs.values().sum::<usize>()))
        .collect();
    writeln!(out, "{noun} that differ: {}", per_color.join(", "))?;
    Ok(counts)
}
