//! Recording the judge's ruling as an [`Explanation`]: the judge runs with a [`Trace`] that
//! builds the tree as it decides, so the explanation is the very procedure that gives every
//! verdict, not a restatement of it.

use super::tree::{
    ExplainLimits, ExplainedLine, Explanation, ThreeCheck, ThreeLine, Trial, TrialDetail,
};
use crate::board::Board;
use crate::board::MoveError;
use crate::direction::Direction;
use crate::judge::Trace;
use crate::judge::Verdict;
use crate::line_reading::with_lines;
use crate::point::Point;
use crate::rule::Rule;
use crate::size::BoardSize;
use alloc::{boxed::Box, vec::Vec};
use renju_vocab::{Color, ForbiddenKind, PatternClass};

impl Rule {
    /// Why `color` may or may not play at the empty point `p`: the judge's decision as a tree
    /// (see [`Explanation`]), with the default [`ExplainLimits`]. Its verdict is always that of
    /// [`Rule::verdict`], because it is the same procedure, traced.
    ///
    /// ```
    /// use renju::{point, Board, Color, ForbiddenKind, Rule, Verdict};
    /// // RIF 9.3's false three: the row three's only straight-four point, g8, is an overline.
    /// let black = [point!(e8), point!(f8), point!(g6), point!(g7), point!(g9), point!(g10),
    ///              point!(g11), point!(h9), point!(h10)];
    /// let board: Board = Board::from_stones(&black, &[]).unwrap();
    /// let why = Rule::default_rule().explain(&board, point!(h8), Color::Black).unwrap();
    /// assert_eq!(why.verdict, Verdict::Allowed);
    /// let threes = why.threes.as_ref().unwrap();
    /// let row = &threes.lines[0];
    /// assert_eq!(row.trials[0].point, point!(g8));
    /// assert_eq!(row.trials[0].detail.verdict(), Some(Verdict::Forbidden(ForbiddenKind::Overline)));
    /// assert!(!row.is_real());
    /// let text = why.to_string();
    /// assert!(text.starts_with("h8 for black under renju: allowed\n"));
    /// assert!(text.contains("the row three is false: g8 forbidden (overline)"));
    /// ```
    pub fn explain<S: BoardSize>(
        &self,
        board: &Board<S>,
        p: Point,
        color: Color,
    ) -> Result<Explanation, MoveError> {
        self.explain_with(board, p, color, ExplainLimits::default())
    }

    /// [`Rule::explain`] with the given limits on nested detail.
    ///
    /// ```
    /// use renju::{point, Board, Color, Rule};
    /// use renju::explain::{ExplainLimits, TrialDetail};
    /// let board: Board = Board::from_stones(&[point!(f8), point!(g8), point!(h9), point!(h10)], &[]).unwrap();
    /// let limits = ExplainLimits { depth: 0, nodes: 0 };
    /// let why = Rule::default_rule().explain_with(&board, point!(h8), Color::Black, limits).unwrap();
    /// let trial = &why.threes.as_ref().unwrap().lines[0].trials[0];
    /// assert!(matches!(trial.detail, TrialDetail::VerdictOnly(_)));
    /// assert!(Rule::default_rule().explain(&board, point!(h9), Color::Black).is_err());
    /// ```
    pub fn explain_with<S: BoardSize>(
        &self,
        board: &Board<S>,
        p: Point,
        color: Color,
        limits: ExplainLimits,
    ) -> Result<Explanation, MoveError> {
        board.check_empty(p)?;
        let mut recorder = Recorder {
            rule: self,
            color,
            limits,
            nodes_left: limits.nodes,
            played: Vec::new(),
            open: Vec::new(),
            root: None,
            pending: None,
            finished: None,
            trials_open: 0,
            muted_at: None,
        };
        // What the verdict read is of no interest here.
        with_lines!(S, self, lines => self.judge(lines, &mut board.clone(), p, color, &mut recorder));
        Ok(recorder
            .root
            .expect("the judge begins and ends the point asked about"))
    }
}

/// The trace that builds the tree: one open [`Explanation`] per level of the recursion.
struct Recorder<'r> {
    rule: &'r Rule,
    color: Color,
    limits: ExplainLimits,
    nodes_left: usize,
    /// Stones placed above the current level, outermost first.
    played: Vec<Point>,
    /// The explanations begun and not yet ended, outermost first, each with the trial (if
    /// any) it is being built for.
    open: Vec<(Explanation, Option<PendingTrial>)>,
    /// The finished explanation of the point asked about.
    root: Option<Explanation>,
    /// The trial just begun, until its nested explanation begins (or it is done at once).
    pending: Option<PendingTrial>,
    /// The trial whose nested explanation just ended, until the trial is done.
    finished: Option<PendingTrial>,
    /// Trials begun and not yet done, at every level.
    trials_open: usize,
    /// While a trial past the limits runs (its `trials_open` when it began), nothing below it
    /// is recorded: it gets only its verdict.
    muted_at: Option<usize>,
}

/// A straight-four point being tried.
struct PendingTrial {
    direction: Direction,
    offset: i8,
    point: Point,
    /// Its finished explanation, once the nested ruling has ended.
    explained: Option<Explanation>,
}

impl Recorder<'_> {
    /// The innermost open explanation.
    fn current(&mut self) -> Option<&mut Explanation> {
        self.open.last_mut().map(|(e, _)| e)
    }
}

impl<S: BoardSize> Trace<S> for Recorder<'_> {
    fn every_point(&self) -> bool {
        // Past the limits only the verdict is wanted, and it is the same either way.
        self.muted_at.is_none()
    }

    fn begin(&mut self, board: &Board<S>, p: Point, classes: &[PatternClass; 4]) {
        if self.muted_at.is_some() {
            return;
        }
        let color = self.color;
        let settings = *self.rule.settings();
        let wide = self.rule.reads_wide_windows();
        let lines = Direction::ALL.map(|d| ExplainedLine {
            direction: d,
            window: board
                .window(p, d, color)
                .unwrap_or(renju_vocab::Window::EMPTY),
            wide_window: wide.then(|| board.wide_window(p, d, color).ok()).flatten(),
            class: classes[d.index()],
        });
        // Step 4's lines, ready for their trials; kept only if step 4 is where it ends.
        let threes = settings
            .color(color)
            .forbidden
            .contains(ForbiddenKind::DoubleThree)
            .then(|| {
                let with_three = lines.iter().filter(|l| !l.class.three().is_empty());
                ThreeCheck {
                    lines: with_three
                        .clone()
                        .filter(|l| l.class.fours() == 0)
                        .map(|l| ThreeLine {
                            direction: l.direction,
                            trials: Vec::new(),
                        })
                        .collect(),
                    with_four: with_three
                        .filter(|l| l.class.fours() > 0)
                        .map(|l| l.direction)
                        .collect(),
                    examined: false,
                }
            });
        let explanation = Explanation {
            point: p,
            color,
            rule: self.rule.name(),
            settings,
            played: self.played.clone(),
            verdict: Verdict::Allowed,
            lines,
            threes,
        };
        // The trial this explanation belongs to (if nested) is the last one begun.
        let trial = self.pending.take();
        self.open.push((explanation, trial));
    }

    fn placed(&mut self, p: Point) {
        if self.muted_at.is_some() {
            return;
        }
        self.played.push(p);
        if let Some(e) = self.current() {
            if let Some(threes) = &mut e.threes {
                threes.examined = true;
            }
        }
    }

    fn taken_back(&mut self) {
        if self.muted_at.is_none() {
            self.played.pop();
        }
    }

    fn trial(&mut self, direction: Direction, offset: i8, point: Point) {
        self.trials_open += 1;
        if self.muted_at.is_some() {
            return;
        }
        if self.played.len() <= self.limits.depth && self.nodes_left > 0 {
            self.nodes_left -= 1;
        } else {
            self.muted_at = Some(self.trials_open);
        }
        self.pending = Some(PendingTrial {
            direction,
            offset,
            point,
            explained: None,
        });
    }

    fn trial_done(&mut self, outcome: Result<Verdict, MoveError>, makes_real: bool) {
        let level = self.trials_open;
        self.trials_open -= 1;
        match self.muted_at {
            Some(at) if at < level => return,
            Some(_) => self.muted_at = None,
            None => {}
        }
        let Some(trial) = self.finished.take().or_else(|| self.pending.take()) else {
            return;
        };
        let detail = match (outcome, trial.explained) {
            (Err(MoveError::Occupied { by, .. }), _) => TrialDetail::Occupied(by),
            // The judge tries no point off the board.
            (Err(MoveError::OffBoard { .. }), _) => return,
            (Ok(_), Some(nested)) => TrialDetail::Explained(Box::new(nested)),
            (Ok(verdict), None) => TrialDetail::VerdictOnly(verdict),
        };
        let record = Trial {
            offset: trial.offset,
            point: trial.point,
            detail,
            makes_real,
        };
        if let Some(e) = self.current() {
            let line = e
                .threes
                .iter_mut()
                .flat_map(|t| &mut t.lines)
                .find(|l| l.direction == trial.direction);
            if let Some(line) = line {
                line.trials.push(record);
            }
        }
    }

    fn end(&mut self, verdict: Verdict) {
        if self.muted_at.is_some() {
            return;
        }
        let Some((mut e, trial)) = self.open.pop() else {
            return;
        };
        e.verdict = verdict;
        // Step 4 is shown only when the ruling got that far: not after a five or a kind
        // decided before double-three (the kinds are in reporting order).
        let stopped_before_threes = match verdict {
            Verdict::Five => true,
            Verdict::Forbidden(kind) => kind < ForbiddenKind::DoubleThree,
            Verdict::Allowed => false,
        };
        if stopped_before_threes {
            e.threes = None;
        }
        match trial {
            Some(mut trial) => {
                trial.explained = Some(e);
                self.finished = Some(trial);
            }
            None => self.root = Some(e),
        }
    }
}
