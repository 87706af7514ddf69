//! Drawing an [`Explanation`] for a person: the verdict, each line's window and class, the
//! step that decided and, for threes, each straight-four point's own explanation, indented.
//! Its `Display` writes straight to the formatter, a nested explanation at a deeper indent.

use super::tree::{ThreeCheck, ThreeLine, Trial, TrialDetail};
use super::Explanation;
use crate::judge::Verdict;
use alloc::{
    format,
    string::{String, ToString},
    vec::Vec,
};
use core::fmt::{self, Formatter};
use renju_vocab::{BoardEdge, ColorRules, ForbiddenKind, OpenEnds, PatternClass, Win};

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

    /// Writes the explanation's body (everything under its first line) at `indent`: the
    /// lines, the steps up to the one that decides, and the verdict.
    fn write_body(&self, f: &mut Formatter<'_>, indent: usize, root: bool) -> fmt::Result {
        let pad = " ".repeat(indent);
        self.write_lines(f, &pad, root)?;
        self.write_steps(f, indent, root)?;
        writeln!(f, "{pad}→ {}", verdict_words(self.verdict))
    }

    /// Writes each line's window and class (and, for the point asked about, how to read
    /// them).
    fn write_lines(&self, f: &mut Formatter<'_>, pad: &str, root: bool) -> fmt::Result {
        for line in &self.lines {
            match line.wide_window {
                Some(wide) => writeln!(
                    f,
                    "{pad}{:NAME_WIDTH$}{wide}  {}",
                    line.direction.name(),
                    line.class
                )?,
                None => writeln!(
                    f,
                    "{pad}{:NAME_WIDTH$}{}  {}",
                    line.direction.name(),
                    line.window,
                    line.class
                )?,
            }
        }
        if !root {
            return Ok(());
        }
        let (color, opponent) = (self.color, self.color.opponent());
        if self.lines.iter().any(|l| l.wide_window.is_some()) {
            writeln!(
                f,
                "{pad}(6 points each side of {} (*), left to right, the column bottom to top; \
                 X {color}, O {opponent}, | past the edge; the outermost point is the first \
                 past 5 without a {color} stone)",
                self.point
            )?;
        } else {
            writeln!(
                f,
                "{pad}(5 points each side of {} (*), left to right, the column bottom to top; \
                 X {color}, O {opponent} or the edge)",
                self.point
            )?;
        }
        let rules = self.settings.color(color);
        if rules.five_needs_open_ends != OpenEnds::NoEnd || rules.long_runs_judged_by_ends() {
            writeln!(f, "{pad}({})", wins_in_words(rules, self.rule))?;
        }
        Ok(())
    }

    /// Writes steps 1 to 4 (five, overline, fours, threes), stopping after the one that
    /// decides.
    fn write_steps(&self, f: &mut Formatter<'_>, indent: usize, root: bool) -> fmt::Result {
        let pad = " ".repeat(indent);
        let color = self.color;
        let forbidden = self.settings.color(color).forbidden;
        let fives = self.lines_where(PatternClass::five);
        if !fives.is_empty() {
            return writeln!(
                f,
                "{pad}five ({}): it wins, whatever else the move makes",
                fives.join(", ")
            );
        }
        if forbidden.is_empty() {
            return writeln!(
                f,
                "{pad}no five; nothing is forbidden for {color} under {}",
                self.rule
            );
        }
        let overlines = self.lines_where(PatternClass::overline);
        if !overlines.is_empty() {
            if forbidden.contains(ForbiddenKind::Overline) {
                return writeln!(
                    f,
                    "{pad}no five; overline ({}): forbidden",
                    overlines.join(", ")
                );
            }
            writeln!(
                f,
                "{pad}no five; overline ({}), which is not forbidden for {color} under {}",
                overlines.join(", "),
                self.rule
            )?;
        }
        let head = if overlines.is_empty() {
            "no five, no overline, "
        } else {
            ""
        };
        let fours = self.fours();
        let four_words = self.four_words();
        if fours >= 2 && forbidden.contains(ForbiddenKind::DoubleFour) {
            return writeln!(f, "{pad}{head}{four_words}: forbidden");
        }
        if fours >= 2 {
            writeln!(
                f,
                "{pad}{head}{four_words}; double-fours are not forbidden for {color} under {}",
                self.rule
            )?;
        } else {
            writeln!(f, "{pad}{head}{four_words}")?;
        }
        match &self.threes {
            None => writeln!(
                f,
                "{pad}threes not examined: double-threes are not forbidden for {color} under {}",
                self.rule
            ),
            Some(check) => self.write_threes(check, f, indent, root),
        }
    }

    /// The fours through the point in words: `no four`, `1 four (row: four)`, `2 fours (…)`.
    fn four_words(&self) -> String {
        let four_lines: Vec<String> = self
            .lines
            .iter()
            .filter(|l| l.class.fours() > 0)
            .map(|l| format!("{}: {}", l.direction.name(), l.class))
            .collect();
        match self.fours() {
            0 => "no four".to_string(),
            1 => format!("1 four ({})", four_lines.join("; ")),
            n => format!("{n} fours ({})", four_lines.join("; ")),
        }
    }

    /// Writes step 4 at `indent`.
    fn write_threes(
        &self,
        check: &ThreeCheck,
        f: &mut Formatter<'_>,
        indent: usize,
        root: bool,
    ) -> fmt::Result {
        let pad = " ".repeat(indent);
        for d in &check.with_four {
            writeln!(
                f,
                "{pad}(the {} three does not count: that line holds a four)",
                d.name()
            )?;
        }
        let names = join(check.lines.iter().map(|l| l.direction.name()));
        match check.lines.len() {
            0 => return writeln!(f, "{pad}no three"),
            1 => {
                return writeln!(
                    f,
                    "{pad}a three in 1 line ({names}): one three is allowed, real or not"
                )
            }
            // Not expected: the point could not be placed.
            n if !check.examined => {
                return writeln!(f, "{pad}threes in {n} lines ({names}), not examined")
            }
            n => writeln!(f, "{pad}threes in {n} lines ({names}); is each real?")?,
        }
        if root {
            writeln!(
                f,
                "{pad}(every straight-four point is tried here; the judge stops at the first one \
                 that may be played)"
            )?;
        }
        let mut played = self.played.clone();
        played.push(self.point);
        let with = format!("with {} played", join(&played));
        for line in &check.lines {
            self.write_three_line(line, f, indent, &with)?;
        }
        let real = check.real();
        match real.len() {
            0 => writeln!(f, "{pad}no real three"),
            1 => writeln!(
                f,
                "{pad}1 real three ({}); a double-three needs 2",
                real[0].name()
            ),
            n => writeln!(
                f,
                "{pad}{n} real threes ({})",
                join(real.iter().map(|d| d.name()))
            ),
        }
    }

    /// Writes one line's three at `indent` + 2: its straight-four points, each judged with
    /// the stones `with` names (explained in full at `indent` + 6 where the limits allow),
    /// and whether the three is real.
    fn write_three_line(
        &self,
        line: &ThreeLine,
        f: &mut Formatter<'_>,
        indent: usize,
        with: &str,
    ) -> fmt::Result {
        let head = " ".repeat(indent + 2);
        let inner = " ".repeat(indent + 4);
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
        writeln!(f, "{head}{name} three: straight-four {word} {points}")?;
        for trial in &line.trials {
            match &trial.detail {
                TrialDetail::Explained(nested) => {
                    writeln!(
                        f,
                        "{inner}{}, {with}: {}",
                        trial.point,
                        verdict_words(nested.verdict)
                    )?;
                    nested.write_body(f, indent + 6, false)?;
                }
                TrialDetail::VerdictOnly(verdict) => writeln!(
                    f,
                    "{inner}{}, {with}: {} … (detail left out: past the depth or size limit)",
                    trial.point,
                    verdict_words(*verdict)
                )?,
                TrialDetail::Occupied(by) => {
                    writeln!(f, "{inner}{} holds a {by} stone", trial.point)?;
                }
            }
        }
        writeln!(f, "{head}so {}", self.conclusion(line))
    }

    /// Whether `line`'s three is real, and why: which straight-four points may be played or
    /// complete a five that counts, or what each does instead.
    fn conclusion(&self, line: &ThreeLine) -> String {
        let name = line.direction.name();
        if !line.is_real() {
            let bad = join(line.trials.iter().map(|t| match t.detail.verdict() {
                Some(Verdict::Five) => format!(
                    "{} completes a five, so it is no straight-four point (literal reading)",
                    t.point
                ),
                Some(v) => format!("{} {}", t.point, verdict_words(v)),
                None => format!("{} occupied", t.point),
            }));
            return format!("the {name} three is false: {bad}");
        }
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
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "{} for {} under {}", self.point, self.color, self.rule)?;
        if !self.played.is_empty() {
            write!(f, ", with {} played", join(&self.played))?;
        }
        writeln!(f, ": {}", verdict_words(self.verdict))?;
        self.write_body(f, 2, true)
    }
}

/// How a colour's runs win under a rule that judges some by their ends, for the legend of an
/// explanation: which fives and longer runs win, and what blocks an end.
fn wins_in_words(rules: &ColorRules, rule: &str) -> String {
    let needs = |n: OpenEnds| match n {
        OpenEnds::NoEnd => "however it is blocked",
        OpenEnds::OneEnd => "unless blocked at both ends",
        OpenEnds::BothEnds => "only open at both ends",
    };
    let six = match rules.win {
        Win::ExactlyFive => "six or more does not win".to_string(),
        Win::FiveOrMore => format!(
            "six or more wins {}",
            needs(rules.six_or_more_needs_open_ends)
        ),
    };
    let edge = match rules.board_edge {
        BoardEdge::Blocks => "the edge blocks like an opponent stone",
        BoardEdge::DoesNotBlock => "only opponent stones block, not the edge",
    };
    format!(
        "under {rule}, a five wins {}, {six}; {edge}",
        needs(rules.five_needs_open_ends)
    )
}
