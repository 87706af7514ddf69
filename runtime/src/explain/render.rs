//! Drawing an [`Explanation`] for a person: the verdict, each line's window and class, the
//! step that decided and, for threes, each straight-four point's own explanation, indented.

use super::tree::{ThreeCheck, Trial, TrialDetail};
use super::Explanation;
use crate::Verdict;
use alloc::{
    format,
    string::{String, ToString},
    vec::Vec,
};
use core::fmt::{self, Write as _};
use renju_vocab::PatternClass;

/// A verdict in words: `five (wins)`, `forbidden (double-three)`, `allowed`.
fn verdict_words(verdict: Verdict) -> String {
    match verdict {
        Verdict::Five => "five (wins)".to_string(),
        Verdict::Forbidden(kind) => format!("forbidden ({kind})"),
        Verdict::Allowed => "allowed".to_string(),
    }
}

/// Names joined with `, `.
fn join<T: fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    items
        .into_iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Width of the direction-name column of window lines (`anti-diagonal` and two spaces).
const NAME_WIDTH: usize = 15;

impl Explanation {
    /// The lines (of `lines`) whose class satisfies `test`, by name.
    fn lines_where(&self, test: impl Fn(PatternClass) -> bool) -> Vec<&'static str> {
        self.lines
            .iter()
            .filter(|l| test(l.class))
            .map(|l| l.direction.name())
            .collect()
    }

    /// Writes the explanation's body (everything under its first line) at `indent`.
    fn write_body(&self, out: &mut String, indent: usize, root: bool) {
        let pad = " ".repeat(indent);
        let color = self.color;
        for line in &self.lines {
            let _ = writeln!(
                out,
                "{pad}{:NAME_WIDTH$}{}  {}",
                line.direction.name(),
                line.window,
                line.class
            );
        }
        if root {
            let _ = writeln!(
                out,
                "{pad}(5 points each side of {} (*), left to right, the column bottom to top; \
                 X {color}, O {} or the edge)",
                self.point,
                color.opponent()
            );
        }
        let forbidden = self.settings.color(color).forbidden;
        let fives = self.lines_where(PatternClass::five);
        if !fives.is_empty() {
            let _ = writeln!(
                out,
                "{pad}five ({}): it wins, whatever else the move makes",
                fives.join(", ")
            );
            let _ = writeln!(out, "{pad}→ {}", verdict_words(self.verdict));
            return;
        }
        if forbidden.is_empty() {
            let _ = writeln!(
                out,
                "{pad}no five; nothing is forbidden for {color} under {}",
                self.rule
            );
            let _ = writeln!(out, "{pad}→ {}", verdict_words(self.verdict));
            return;
        }
        let overlines = self.lines_where(PatternClass::overline);
        if !overlines.is_empty() {
            if forbidden.overline {
                let _ = writeln!(
                    out,
                    "{pad}no five; overline ({}): forbidden",
                    overlines.join(", ")
                );
                let _ = writeln!(out, "{pad}→ {}", verdict_words(self.verdict));
                return;
            }
            let _ = writeln!(
                out,
                "{pad}no five; overline ({}), which is not forbidden for {color} under {}",
                overlines.join(", "),
                self.rule
            );
        }
        let fours = self.fours();
        let four_lines: Vec<String> = self
            .lines
            .iter()
            .filter(|l| l.class.fours() > 0)
            .map(|l| format!("{}: {}", l.direction.name(), l.class))
            .collect();
        let four_words = match fours {
            0 => "no four".to_string(),
            1 => format!("1 four ({})", four_lines.join("; ")),
            n => format!("{n} fours ({})", four_lines.join("; ")),
        };
        let head = if overlines.is_empty() {
            "no five, no overline, "
        } else {
            ""
        };
        if fours >= 2 && forbidden.double_four {
            let _ = writeln!(out, "{pad}{head}{four_words}: forbidden");
            let _ = writeln!(out, "{pad}→ {}", verdict_words(self.verdict));
            return;
        }
        if fours >= 2 {
            let _ = writeln!(
                out,
                "{pad}{head}{four_words}; double-fours are not forbidden for {color} under {}",
                self.rule
            );
        } else {
            let _ = writeln!(out, "{pad}{head}{four_words}");
        }
        match &self.threes {
            None => {
                let _ = writeln!(
                    out,
                    "{pad}threes not examined: double-threes are not forbidden for {color} under {}",
                    self.rule
                );
            }
            Some(check) => self.write_threes(check, out, indent, root),
        }
        let _ = writeln!(out, "{pad}→ {}", verdict_words(self.verdict));
    }

    /// Writes step 4 at `indent`.
    fn write_threes(&self, check: &ThreeCheck, out: &mut String, indent: usize, root: bool) {
        let pad = " ".repeat(indent);
        for d in &check.with_four {
            let _ = writeln!(
                out,
                "{pad}(the {} three does not count: that line holds a four)",
                d.name()
            );
        }
        let names = join(check.lines.iter().map(|l| l.direction.name()));
        match check.lines.len() {
            0 => {
                let _ = writeln!(out, "{pad}no three");
                return;
            }
            1 => {
                let _ = writeln!(
                    out,
                    "{pad}a three in 1 line ({names}): one three is allowed, real or not"
                );
                return;
            }
            n if !check.examined => {
                // Not expected: the point could not be placed.
                let _ = writeln!(out, "{pad}threes in {n} lines ({names}), not examined");
                return;
            }
            n => {
                let _ = writeln!(out, "{pad}threes in {n} lines ({names}); is each real?");
            }
        }
        if root {
            let _ = writeln!(
                out,
                "{pad}(every straight-four point is tried here; the judge stops at the first one \
                 that may be played)"
            );
        }
        let head = " ".repeat(indent + 2);
        let inner = " ".repeat(indent + 4);
        let mut played = self.played.clone();
        played.push(self.point);
        let with = format!("with {} played", join(&played));
        for line in &check.lines {
            let name = line.direction.name();
            let points = join(
                line.trials
                    .iter()
                    .map(|t| format!("{} ({:+})", t.point, t.offset)),
            );
            let word = if line.trials.len() == 1 {
                "point"
            } else {
                "points"
            };
            let _ = writeln!(out, "{head}{name} three: straight-four {word} {points}");
            for trial in &line.trials {
                match &trial.detail {
                    TrialDetail::Explained(nested) => {
                        let _ = writeln!(
                            out,
                            "{inner}{}, {with}: {}",
                            trial.point,
                            verdict_words(nested.verdict)
                        );
                        nested.write_body(out, indent + 6, false);
                    }
                    TrialDetail::VerdictOnly(verdict) => {
                        let _ = writeln!(
                            out,
                            "{inner}{}, {with}: {} … (detail left out: past the depth or size limit)",
                            trial.point,
                            verdict_words(*verdict)
                        );
                    }
                    TrialDetail::Occupied(by) => {
                        let _ = writeln!(out, "{inner}{} holds a {by} stone", trial.point);
                    }
                }
            }
            let conclusion = if line.is_real() {
                let real = line.trials.iter().filter(|t| t.makes_real);
                let (fives, allowed): (Vec<&Trial>, Vec<&Trial>) =
                    real.partition(|t| t.detail.verdict() == Some(Verdict::Five));
                let mut reasons = Vec::new();
                if !allowed.is_empty() {
                    reasons.push(format!(
                        "{} may be played",
                        join(allowed.iter().map(|t| t.point))
                    ));
                }
                if !fives.is_empty() {
                    let verb = if fives.len() == 1 {
                        "completes"
                    } else {
                        "complete"
                    };
                    reasons.push(format!(
                        "{} {verb} a five, which still counts under {}",
                        join(fives.iter().map(|t| t.point)),
                        self.rule
                    ));
                }
                format!("the {name} three is real: {}", reasons.join("; "))
            } else {
                let bad = join(line.trials.iter().map(|t| match t.detail.verdict() {
                    Some(Verdict::Five) => format!(
                        "{} completes a five, so it is no straight-four point (literal reading)",
                        t.point
                    ),
                    Some(v) => format!("{} {}", t.point, verdict_words(v)),
                    None => format!("{} occupied", t.point),
                }));
                format!("the {name} three is false: {bad}")
            };
            let _ = writeln!(out, "{head}so {conclusion}");
        }
        let real = check.real();
        let _ = match real.len() {
            0 => writeln!(out, "{pad}no real three"),
            1 => writeln!(
                out,
                "{pad}1 real three ({}); a double-three needs 2",
                real[0].name()
            ),
            n => writeln!(
                out,
                "{pad}{n} real threes ({})",
                join(real.iter().map(|d| d.name()))
            ),
        };
    }
}

impl fmt::Display for Explanation {
    /// The explanation for a person: the verdict, each line's window and class, the step that
    /// decided and, for threes, each straight-four point's own explanation, indented.
    ///
    /// ```
    /// use renju::{Board, Color, Point, Rule};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// let board: Board = Board::from_stones(&[p("e8"), p("f8"), p("g8"), p("i8"), p("j8")], &[]).unwrap();
    /// let text = Rule::default_rule().explain(&board, p("h8"), Color::Black).unwrap().to_string();
    /// assert!(text.starts_with("h8 for black under renju: forbidden (overline)\n"));
    /// assert!(text.contains("  row            ..XXX*XX...  overline\n"));
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        let _ = write!(out, "{} for {} under {}", self.point, self.color, self.rule);
        if !self.played.is_empty() {
            let _ = write!(out, ", with {} played", join(&self.played));
        }
        let _ = writeln!(out, ": {}", verdict_words(self.verdict));
        self.write_body(&mut out, 2, true);
        f.write_str(&out)
    }
}
