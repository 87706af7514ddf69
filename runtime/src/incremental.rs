//! A board that keeps its forbidden maps up to date as stones come and go, for engines.

use crate::judge::may_be_forbidden;
use crate::{Board, Color, ForbiddenKind, Point, PointSet, Rule, StoneError, Verdict, SIZE};

/// A board that keeps the forbidden map of each colour the rule restricts up to date as
/// stones are placed and taken back, recomputing only the verdicts a change can affect.
///
/// A verdict at `p` depends on the points of `p`'s four lines up to 5 away (its
/// [`PointSet::star`]) and, when the false-three rule had to look deeper, on the lines of
/// every straight-four point it judged. Each verdict remembers what it read beyond its star;
/// a stone placed or removed at `s` recomputes the verdicts of the points in `s`'s star and
/// of those that read `s` — and no others.
///
/// ```
/// use renju::{Color, ForbiddenKind, IncrementalBoard, Point, Rule};
/// let p = |s: &str| s.parse::<Point>().unwrap();
/// let mut game = IncrementalBoard::new(Rule::default_rule());
/// for s in ["f8", "g8", "h9", "h10"] {
///     game.place(p(s), Color::Black).unwrap();
/// }
/// assert_eq!(game.forbidden_kind(p("h8"), Color::Black), Some(ForbiddenKind::DoubleThree));
/// assert_eq!(game.forbidden(Color::Black).len(), 1);
/// game.undo();                      // takes h10 back: no double-three any more
/// assert!(game.forbidden(Color::Black).is_empty());
/// ```
#[derive(Clone)]
pub struct IncrementalBoard {
    rule: &'static Rule,
    board: Board,
    colors: Vec<Tracked>,
    history: Vec<Point>,
}

/// The forbidden map of one colour, with what each verdict read beyond its star.
#[derive(Clone)]
struct Tracked {
    color: Color,
    forbidden: PointSet,
    kinds: [Option<ForbiddenKind>; SIZE * SIZE],
    /// Points whose last verdict read points outside their own star, with those reads.
    deep: Vec<(Point, PointSet)>,
}

impl IncrementalBoard {
    /// An empty board under `rule`.
    pub fn new(rule: &'static Rule) -> IncrementalBoard {
        IncrementalBoard::from_board(rule, Board::new())
    }

    /// Starts from `board` (its stones are not in the undo history).
    pub fn from_board(rule: &'static Rule, board: Board) -> IncrementalBoard {
        let colors = Color::ALL
            .into_iter()
            .filter(|&c| !rule.settings().color(c).forbidden.is_empty())
            .map(|color| Tracked {
                color,
                forbidden: PointSet::EMPTY,
                kinds: [None; SIZE * SIZE],
                deep: Vec::new(),
            })
            .collect();
        let mut this = IncrementalBoard {
            rule,
            board,
            colors,
            history: Vec::new(),
        };
        for t in 0..this.colors.len() {
            for p in Point::all() {
                this.rejudge(t, p);
            }
        }
        this
    }

    /// The rule the maps follow.
    pub fn rule(&self) -> &'static Rule {
        self.rule
    }

    /// The position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Puts a stone of `color` on the empty point `p` and updates the maps.
    pub fn place(&mut self, p: Point, color: Color) -> Result<(), StoneError> {
        self.board.place(p, color)?;
        self.history.push(p);
        self.changed(p);
        Ok(())
    }

    /// Takes back the last stone placed with [`place`](IncrementalBoard::place), returning
    /// where it was and its colour (`None` when nothing is left to undo).
    pub fn undo(&mut self) -> Option<(Point, Color)> {
        let p = self.history.pop()?;
        let color = self.board.remove(p)?;
        self.changed(p);
        Some((p, color))
    }

    /// Takes the stone off `p`, wherever it came from, returning its colour.
    pub fn remove(&mut self, p: Point) -> Option<Color> {
        let color = self.board.remove(p)?;
        if let Some(i) = self.history.iter().rposition(|&h| h == p) {
            self.history.remove(i);
        }
        self.changed(p);
        Some(color)
    }

    /// The empty points forbidden for `color` (empty when the rule forbids it nothing).
    pub fn forbidden(&self, color: Color) -> PointSet {
        self.tracked(color).map_or(PointSet::EMPTY, |t| t.forbidden)
    }

    /// Why `color` may not play at `p`, or `None` if it may (or `p` is occupied).
    pub fn forbidden_kind(&self, p: Point, color: Color) -> Option<ForbiddenKind> {
        self.tracked(color).and_then(|t| t.kinds[p.index()])
    }

    /// The map in the form of [`Rule::forbidden_map`]: points in row-major order, with kinds.
    pub fn forbidden_map(&self, color: Color) -> Vec<(Point, ForbiddenKind)> {
        match self.tracked(color) {
            Some(t) => t
                .forbidden
                .iter()
                .filter_map(|p| Some((p, t.kinds[p.index()]?)))
                .collect(),
            None => Vec::new(),
        }
    }

    fn tracked(&self, color: Color) -> Option<&Tracked> {
        self.colors.iter().find(|t| t.color == color)
    }

    /// Recomputes every verdict that the content of `s` can affect.
    fn changed(&mut self, s: Point) {
        for t in 0..self.colors.len() {
            let mut affected = PointSet::star(s);
            // Verdicts that read `s` through the false-three rule. (Those in the star of `s`
            // are recomputed anyway.)
            self.colors[t].deep.retain(|&(p, reads)| {
                if reads.contains(s) {
                    affected.insert(p);
                    false
                } else {
                    true
                }
            });
            for p in affected.iter() {
                self.rejudge(t, p);
            }
        }
    }

    /// Recomputes the verdict of colour slot `t` at `p`.
    fn rejudge(&mut self, t: usize, p: Point) {
        let color = self.colors[t].color;
        let tracked = &mut self.colors[t];
        tracked.deep.retain(|&(q, _)| q != p);
        let kind = if self.board.get(p).is_some() || !may_be_forbidden(&self.board, p, color) {
            None
        } else {
            let star = PointSet::star(p);
            let mut reads = star;
            let verdict = self.rule.judge(&mut self.board, p, color, &mut reads);
            if reads != star {
                tracked.deep.push((p, reads));
            }
            match verdict {
                Verdict::Forbidden(kind) => Some(kind),
                Verdict::Five | Verdict::Allowed => None,
            }
        };
        tracked.kinds[p.index()] = kind;
        if kind.is_some() {
            tracked.forbidden.insert(p);
        } else {
            tracked.forbidden.remove(p);
        }
    }
}

impl std::fmt::Debug for IncrementalBoard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("IncrementalBoard")
            .field("rule", &self.rule.name())
            .field("board", &self.board)
            .field("history", &self.history)
            .finish_non_exhaustive()
    }
}
