//! Deciding a move: five, forbidden or allowed (RULES.md "Deciding whether black at empty
//! point P is forbidden", for any colour the rule restricts).
//!
//! Per direction the class of the point's window is one table lookup. Only when two or more
//! lines hold a three does the false-three rule need more: each three's straight-four points
//! are judged in turn, on the board that already holds the stone, by this same procedure.

use crate::{Board, Direction, Point, Rule};
use renju_vocab::{Color, ForbiddenKind, PatternClass};
use std::fmt;

/// What a move would do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// It makes a winning five, which beats every prohibition.
    Five,
    /// It is forbidden, for the first reason in the order overline, double-four, double-three.
    Forbidden(ForbiddenKind),
    /// It may be played.
    Allowed,
}

/// A question about a point that holds a stone already.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OccupiedError {
    /// The point.
    pub point: Point,
    /// The stone on it.
    pub by: Color,
}

impl fmt::Display for OccupiedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} already holds a {} stone", self.point, self.by)
    }
}

impl std::error::Error for OccupiedError {}

impl Rule {
    /// The class of each line through the empty point `p` if `color` played there, in the
    /// order of [`Direction::ALL`]: four table lookups.
    ///
    /// ```
    /// use renju::{Board, Color, Point, Rule};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// let board = Board::from_stones(&[p("f8"), p("g8"), p("h9"), p("h10")], &[]).unwrap();
    /// let classes = Rule::default_rule().line_classes(&board, p("h8"), Color::Black).unwrap();
    /// assert_eq!(classes[0].to_string(), "three (straight-four points -3 +1)"); // row
    /// assert_eq!(classes[1].to_string(), "three (straight-four points -1 +3)"); // column
    /// assert!(classes[2].is_nothing() && classes[3].is_nothing());
    /// ```
    pub fn line_classes(
        &self,
        board: &Board,
        p: Point,
        color: Color,
    ) -> Result<[PatternClass; 4], OccupiedError> {
        if let Some(by) = board.get(p) {
            return Err(OccupiedError { point: p, by });
        }
        Ok(self.classes(board, p, color))
    }

    fn classes(&self, board: &Board, p: Point, color: Color) -> [PatternClass; 4] {
        Direction::ALL.map(|d| self.class_at(board.window_index(p, d, color), color))
    }

    /// What playing `color` at the empty point `p` would do under this rule.
    ///
    /// ```
    /// use renju::{Board, Color, ForbiddenKind, Point, Rule, Verdict};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// // RULES.md "double-three": black f8 g8 h9 h10, black to play h8.
    /// let board = Board::from_stones(&[p("f8"), p("g8"), p("h9"), p("h10")], &[]).unwrap();
    /// let renju = Rule::default_rule();
    /// assert_eq!(renju.verdict(&board, p("h8"), Color::Black),
    ///            Ok(Verdict::Forbidden(ForbiddenKind::DoubleThree)));
    /// assert_eq!(renju.verdict(&board, p("h8"), Color::White), Ok(Verdict::Allowed));
    /// ```
    pub fn verdict(&self, board: &Board, p: Point, color: Color) -> Result<Verdict, OccupiedError> {
        if let Some(by) = board.get(p) {
            return Err(OccupiedError { point: p, by });
        }
        Ok(self.judge(&mut board.clone(), p, color))
    }

    /// Why black may not play at `p`, or `None` when black may (or `p` is occupied).
    ///
    /// ```
    /// use renju::{Board, ForbiddenKind, Point, Rule};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// // RULES.md "overline": black e8 f8 g8 i8 j8; h8 makes six.
    /// let board = Board::from_stones(&[p("e8"), p("f8"), p("g8"), p("i8"), p("j8")], &[]).unwrap();
    /// assert_eq!(Rule::default_rule().forbidden(&board, p("h8")), Some(ForbiddenKind::Overline));
    /// assert_eq!(Rule::default_rule().forbidden(&board, p("a1")), None);
    /// ```
    pub fn forbidden(&self, board: &Board, p: Point) -> Option<ForbiddenKind> {
        match self.verdict(board, p, Color::Black) {
            Ok(Verdict::Forbidden(kind)) => Some(kind),
            _ => None,
        }
    }

    /// Every empty point forbidden for `color`, in row-major order (`a1`, `b1`, …, `o15`).
    ///
    /// ```
    /// use renju::{Board, Color, ForbiddenKind, Point, Rule};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// let board = Board::from_stones(&[p("f8"), p("g8"), p("h9"), p("h10")], &[]).unwrap();
    /// let map = Rule::default_rule().forbidden_map(&board, Color::Black);
    /// assert_eq!(map, vec![(p("h8"), ForbiddenKind::DoubleThree)]);
    /// ```
    pub fn forbidden_map(&self, board: &Board, color: Color) -> Vec<(Point, ForbiddenKind)> {
        if self.settings.color(color).forbidden.is_empty() {
            return Vec::new();
        }
        let mut scratch = board.clone();
        Point::all()
            .filter(|&p| board.get(p).is_none())
            .filter_map(|p| match self.judge(&mut scratch, p, color) {
                Verdict::Forbidden(kind) => Some((p, kind)),
                _ => None,
            })
            .collect()
    }

    /// RULES.md steps 1-5 for the empty point `p`. `board` is used as scratch space for the
    /// recursion and is left as it was found.
    pub(crate) fn judge(&self, board: &mut Board, p: Point, color: Color) -> Verdict {
        let classes = self.classes(board, p, color);
        let forbidden = self.settings.color(color).forbidden;
        // 1. A five wins, whatever else the move makes.
        if classes.iter().any(|c| c.five()) {
            return Verdict::Five;
        }
        // 2. Overline.
        if forbidden.overline && classes.iter().any(|c| c.overline()) {
            return Verdict::Forbidden(ForbiddenKind::Overline);
        }
        // 3. Fours, counted as distinct stone sets over all lines.
        let fours: u8 = classes.iter().map(|c| c.fours()).sum();
        if forbidden.double_four && fours >= 2 {
            return Verdict::Forbidden(ForbiddenKind::DoubleFour);
        }
        // 4. Threes: at most one per line, only in lines without a four, and real only if a
        //    straight-four point is itself a move that may be played.
        if forbidden.double_three && self.real_threes(board, p, color, &classes) >= 2 {
            return Verdict::Forbidden(ForbiddenKind::DoubleThree);
        }
        Verdict::Allowed
    }

    /// How many lines hold a real three through `p` (counting stops at 2, which is all the
    /// rule needs).
    fn real_threes(
        &self,
        board: &mut Board,
        p: Point,
        color: Color,
        classes: &[PatternClass; 4],
    ) -> usize {
        let lines: Vec<(Direction, PatternClass)> = Direction::ALL
            .into_iter()
            .zip(classes.iter().copied())
            .filter(|(_, c)| c.fours() == 0 && !c.three().is_empty())
            .collect();
        if lines.len() < 2 {
            return lines.len();
        }
        if board.place(p, color).is_err() {
            return 0;
        }
        let mut real = 0;
        for (d, class) in lines {
            let is_real = class
                .three()
                .offsets()
                .filter_map(|o| p.offset(d.step(), isize::from(o)))
                .any(|q| self.is_straight_four_point(board, q, color));
            if is_real {
                real += 1;
                if real == 2 {
                    break;
                }
            }
        }
        board.remove(p);
        real
    }

    /// Whether a stone at `q` (a candidate straight-four point, on the board that already
    /// holds the three) makes the straight four as a move that may be played.
    fn is_straight_four_point(&self, board: &mut Board, q: Point, color: Color) -> bool {
        if board.get(q).is_some() {
            return false;
        }
        match self.judge(board, q, color) {
            // The disputed point: literal RIF says a move that also completes a five is not
            // a straight-four point.
            Verdict::Five => self.settings.five_keeps_three,
            Verdict::Forbidden(_) => false,
            Verdict::Allowed => true,
        }
    }
}
