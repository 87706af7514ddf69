//! Explaining a ruling: the same decision as [`Rule::verdict`] (RULES.md, "Deciding whether
//! black at empty point P is forbidden"), kept as a tree that a person can audit.
//!
//! The explanation follows the judge step by step: the class of each line, then five,
//! overline, fours and threes. Where the judge asks whether a three is real, the explanation
//! tries *every* straight-four point of every three (the judge stops at the first one that may
//! be played) and explains each of them, recursively, on the board that already holds the
//! stone. The verdict is the same either way; the tree is only larger. To bound it, nested
//! detail stops at [`ExplainLimits::depth`] levels and after [`ExplainLimits::nodes`] nested
//! explanations: past either, a straight-four point gets only its verdict.

use crate::{Board, Direction, OccupiedError, Point, Rule, Verdict};
use renju_vocab::{Color, ForbiddenKind, PatternClass, RuleSettings, Window};
use std::fmt::{self, Write as _};

/// How much nested detail an [`Explanation`] holds. Verdicts are exact whatever the limits:
/// only the detail below them is left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExplainLimits {
    /// Levels of straight-four points explained in full below the point asked about (1: the
    /// straight-four points of its threes, 2: theirs too, …).
    pub depth: usize,
    /// Nested explanations held in full, in all (depth first, in line order).
    pub nodes: usize,
}

impl ExplainLimits {
    /// No limit: every straight-four point explained, however deep. The recursion ends (each
    /// level adds a stone), but dense positions can make large trees.
    pub const UNLIMITED: ExplainLimits = ExplainLimits {
        depth: usize::MAX,
        nodes: usize::MAX,
    };
}

impl Default for ExplainLimits {
    /// Three levels (real games need two) and at most 40 nested explanations.
    fn default() -> ExplainLimits {
        ExplainLimits {
            depth: 3,
            nodes: 40,
        }
    }
}

/// Why a move of `color` at `point` gets its verdict: a tree that mirrors the judge's
/// decision procedure. Made by [`Rule::explain`]; [`Display`](fmt::Display) draws it for a
/// person, indentation showing nesting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The point asked about.
    pub point: Point,
    /// The colour that would play there.
    pub color: Color,
    /// The rule variant's name.
    pub rule: &'static str,
    /// The rule variant's settings (what it forbids, and its reading of the disputed point).
    pub settings: RuleSettings,
    /// Stones of `color` placed before this point, outermost first: empty for the point asked
    /// about, then the point (and the straight-four points) whose three is being checked.
    pub played: Vec<Point>,
    /// The ruling, the same as [`Rule::verdict`] on the board holding `played`.
    pub verdict: Verdict,
    /// The four lines through the point, in the order of [`Direction::ALL`].
    pub lines: [ExplainedLine; 4],
    /// Step 4, the threes: `None` when an earlier step decided, or when the rule does not
    /// forbid double-threes for `color`.
    pub threes: Option<ThreeCheck>,
}

/// One line through the point: what the judge looks up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExplainedLine {
    /// The line.
    pub direction: Direction,
    /// The 11-point window around the point, seen from the colour that plays
    /// ([`Board::window`]).
    pub window: Window,
    /// The window's class: what the line holds once the stone is placed.
    pub class: PatternClass,
}

/// Step 4: the lines that hold a three, and (when two or more do) whether each is real.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreeCheck {
    /// The lines that hold a three and no four, in the order of [`Direction::ALL`].
    pub lines: Vec<ThreeLine>,
    /// Lines whose three does not count because the line holds a four.
    pub with_four: Vec<Direction>,
    /// Whether the straight-four points were tried: only when two or more lines hold a three
    /// (one three is allowed, real or not).
    pub examined: bool,
}

/// One line's three and its straight-four points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreeLine {
    /// The line.
    pub direction: Direction,
    /// Every straight-four point of the three, each judged on the board that holds the
    /// stone; empty when the threes were not examined.
    pub trials: Vec<Trial>,
}

/// A straight-four point of a three, judged as a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trial {
    /// Its offset from the point along the line (`-3..=3`).
    pub offset: i8,
    /// The point.
    pub point: Point,
    /// What a stone there would do, with as much detail as the limits allow.
    pub detail: TrialDetail,
    /// Whether it makes the three real: it may be played, or it completes a five under a rule
    /// whose `straight_four_point_completing_five` is `Counts`.
    pub makes_real: bool,
}

/// How much is known about a straight-four point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrialDetail {
    /// Explained in full.
    Explained(Box<Explanation>),
    /// Only its verdict: the explanation would pass the [`ExplainLimits`].
    VerdictOnly(Verdict),
    /// It holds a stone (not expected: a straight-four point is empty in the window).
    Occupied(Color),
}

impl TrialDetail {
    /// The verdict of a stone there, if the point is empty.
    pub fn verdict(&self) -> Option<Verdict> {
        match self {
            TrialDetail::Explained(e) => Some(e.verdict),
            TrialDetail::VerdictOnly(v) => Some(*v),
            TrialDetail::Occupied(_) => None,
        }
    }
}

impl ThreeLine {
    /// Whether the three is real: some straight-four point makes it so.
    pub fn is_real(&self) -> bool {
        self.trials.iter().any(|t| t.makes_real)
    }
}

impl ThreeCheck {
    /// The lines holding a real three (only meaningful when [`examined`](Self::examined)).
    pub fn real(&self) -> Vec<Direction> {
        self.lines
            .iter()
            .filter(|l| l.is_real())
            .map(|l| l.direction)
            .collect()
    }
}

impl Explanation {
    /// Fours through the point, over all lines (step 3 counts these).
    pub fn fours(&self) -> u8 {
        self.lines.iter().map(|l| l.class.fours()).sum()
    }

    /// The step of RULES.md that decided: 1 five, 2 overline, 3 double-four, 4 double-three,
    /// 5 none of them (allowed).
    pub fn deciding_step(&self) -> u8 {
        match self.verdict {
            Verdict::Five => 1,
            Verdict::Forbidden(ForbiddenKind::Overline) => 2,
            Verdict::Forbidden(ForbiddenKind::DoubleFour) => 3,
            Verdict::Forbidden(ForbiddenKind::DoubleThree) => 4,
            Verdict::Allowed => 5,
        }
    }

    /// How many explanations the tree holds, this one included.
    pub fn size(&self) -> usize {
        1 + self
            .threes
            .iter()
            .flat_map(|t| &t.lines)
            .flat_map(|l| &l.trials)
            .map(|t| match &t.detail {
                TrialDetail::Explained(e) => e.size(),
                _ => 0,
            })
            .sum::<usize>()
    }
}

impl Rule {
    /// Why `color` may or may not play at the empty point `p`: the judge's decision as a tree
    /// (see [`Explanation`]), with the default [`ExplainLimits`]. Its verdict is always that of
    /// [`Rule::verdict`].
    ///
    /// ```
    /// use renju::{Board, Color, Point, Rule, Verdict, ForbiddenKind};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// // RULES.md "false three": the row three's only straight-four point, g8, is an overline.
    /// let black: Vec<Point> = ["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"]
    ///     .iter().map(|s| p(s)).collect();
    /// let board = Board::from_stones(&black, &[]).unwrap();
    /// let why = Rule::default_rule().explain(&board, p("h8"), Color::Black).unwrap();
    /// assert_eq!(why.verdict, Verdict::Allowed);
    /// let threes = why.threes.as_ref().unwrap();
    /// let row = &threes.lines[0];
    /// assert_eq!(row.trials[0].point, p("g8"));
    /// assert_eq!(row.trials[0].detail.verdict(), Some(Verdict::Forbidden(ForbiddenKind::Overline)));
    /// assert!(!row.is_real());
    /// let text = why.to_string();
    /// assert!(text.starts_with("h8 for black under renju: allowed\n"));
    /// assert!(text.contains("the row three is false: g8 forbidden (overline)"));
    /// ```
    pub fn explain(
        &self,
        board: &Board,
        p: Point,
        color: Color,
    ) -> Result<Explanation, OccupiedError> {
        self.explain_with(board, p, color, ExplainLimits::default())
    }

    /// [`Rule::explain`] with the given limits on nested detail.
    ///
    /// ```
    /// use renju::{Board, Color, ExplainLimits, Point, Rule, TrialDetail};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// let board = Board::from_stones(&[p("f8"), p("g8"), p("h9"), p("h10")], &[]).unwrap();
    /// let limits = ExplainLimits { depth: 0, nodes: 0 };
    /// let why = Rule::default_rule().explain_with(&board, p("h8"), Color::Black, limits).unwrap();
    /// let trial = &why.threes.as_ref().unwrap().lines[0].trials[0];
    /// assert!(matches!(trial.detail, TrialDetail::VerdictOnly(_)));
    /// assert!(Rule::default_rule().explain(&board, p("h9"), Color::Black).is_err());
    /// ```
    pub fn explain_with(
        &self,
        board: &Board,
        p: Point,
        color: Color,
        limits: ExplainLimits,
    ) -> Result<Explanation, OccupiedError> {
        let classes = self.line_classes(board, p, color)?;
        let mut explainer = Explainer {
            rule: self,
            color,
            limits,
            nodes_left: limits.nodes,
        };
        let mut scratch = board.clone();
        Ok(explainer.explain(&mut scratch, p, classes, &mut Vec::new()))
    }
}

/// The state of one explanation: the rule, the colour, and what is left of the limits.
struct Explainer<'r> {
    rule: &'r Rule,
    color: Color,
    limits: ExplainLimits,
    nodes_left: usize,
}

impl Explainer<'_> {
    /// RULES.md steps 1-5 for the empty point `p` of `board`, whose line classes are
    /// `classes`; `played` holds the stones placed above this level. `board` is scratch space
    /// and is left as it was found.
    fn explain(
        &mut self,
        board: &mut Board,
        p: Point,
        classes: [PatternClass; 4],
        played: &mut Vec<Point>,
    ) -> Explanation {
        let color = self.color;
        let settings = *self.rule.settings();
        let forbidden = settings.color(color).forbidden;
        let mut lines = Direction::ALL.map(|d| ExplainedLine {
            direction: d,
            window: board.window(p, d, color),
            class: PatternClass::NOTHING,
        });
        for (line, class) in lines.iter_mut().zip(classes) {
            line.class = class;
        }
        let mut explanation = Explanation {
            point: p,
            color,
            rule: self.rule.name(),
            settings,
            played: played.clone(),
            verdict: Verdict::Allowed,
            lines,
            threes: None,
        };
        let fours: u8 = classes.iter().map(|c| c.fours()).sum();
        explanation.verdict = if classes.iter().any(|c| c.five()) {
            Verdict::Five
        } else if forbidden.overline && classes.iter().any(|c| c.overline()) {
            Verdict::Forbidden(ForbiddenKind::Overline)
        } else if forbidden.double_four && fours >= 2 {
            Verdict::Forbidden(ForbiddenKind::DoubleFour)
        } else if forbidden.double_three {
            let check = self.threes(board, p, &explanation.lines, played);
            let real = check.examined && check.real().len() >= 2;
            explanation.threes = Some(check);
            if real {
                Verdict::Forbidden(ForbiddenKind::DoubleThree)
            } else {
                Verdict::Allowed
            }
        } else {
            Verdict::Allowed
        };
        explanation
    }

    /// Step 4 for `p`: its threes, and when two or more lines hold one, every straight-four
    /// point of each, judged on the board that holds `p`.
    fn threes(
        &mut self,
        board: &mut Board,
        p: Point,
        lines: &[ExplainedLine; 4],
        played: &mut Vec<Point>,
    ) -> ThreeCheck {
        let with_three = lines.iter().filter(|l| !l.class.three().is_empty());
        let with_four = with_three
            .clone()
            .filter(|l| l.class.fours() > 0)
            .map(|l| l.direction)
            .collect();
        let counted: Vec<&ExplainedLine> = with_three.filter(|l| l.class.fours() == 0).collect();
        let examined = counted.len() >= 2 && board.place(p, self.color).is_ok();
        let mut check = ThreeCheck {
            lines: Vec::new(),
            with_four,
            examined,
        };
        if examined {
            played.push(p);
        }
        for line in counted {
            let mut trials = Vec::new();
            if examined {
                for offset in line.class.three().offsets() {
                    let step = line.direction.step();
                    if let Some(q) = p.offset(step, isize::from(offset)) {
                        trials.push(self.trial(board, q, offset, played));
                    }
                }
            }
            check.lines.push(ThreeLine {
                direction: line.direction,
                trials,
            });
        }
        if examined {
            played.pop();
            board.remove(p);
        }
        check
    }

    /// The straight-four point `q` (at `offset`), judged on `board`, which holds the three.
    fn trial(&mut self, board: &mut Board, q: Point, offset: i8, played: &mut Vec<Point>) -> Trial {
        let color = self.color;
        let detail = match self.rule.line_classes(board, q, color) {
            Err(e) => TrialDetail::Occupied(e.by),
            Ok(classes) => {
                if played.len() <= self.limits.depth && self.nodes_left > 0 {
                    self.nodes_left -= 1;
                    let nested = self.explain(board, q, classes, played);
                    TrialDetail::Explained(Box::new(nested))
                } else {
                    // Past the limits: the judge's verdict, without the tree.
                    let verdict = self
                        .rule
                        .verdict(board, q, color)
                        .unwrap_or(Verdict::Allowed);
                    TrialDetail::VerdictOnly(verdict)
                }
            }
        };
        let makes_real = match detail.verdict() {
            Some(Verdict::Allowed) => true,
            // The disputed point: literal RIF says a move that also completes a five is not a
            // straight-four point.
            Some(Verdict::Five) => {
                self.rule.settings().straight_four_point_completing_five
                    == renju_vocab::StraightFourPointCompletingFive::Counts
            }
            Some(Verdict::Forbidden(_)) | None => false,
        };
        Trial {
            offset,
            point: q,
            detail,
            makes_real,
        }
    }
}

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
    /// let board = Board::from_stones(&[p("e8"), p("f8"), p("g8"), p("i8"), p("j8")], &[]).unwrap();
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
