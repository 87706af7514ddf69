//! [`AnyIncrementalBoard`], an [`IncrementalBoard`] of a size chosen at run time, and what it
//! asks of an incremental board of one size (`SizedIncremental`, which every
//! `IncrementalBoard<S>` is). Its board as an `AnyBoard` (`AnyIncrementalBoard::board`) is
//! made on the other face's side, which knows both.

use super::error::AnyError;
use super::{at_size, ForEachSize};
use crate::board::{Board, MoveError};
use crate::cells::CellError;
use crate::diagram;
use crate::explain::{ExplainLimits, Explanation};
use crate::incremental::IncrementalBoard;
use crate::judge::Verdict;
use crate::point::Point;
use crate::rule::Rule;
use crate::size::{BoardSize, SizeError};
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use renju_vocab::{Color, ForbiddenKind};

/// An [`IncrementalBoard`] of a size chosen at run time under one rule: both colours'
/// forbidden maps kept up to date as stones come and go.
///
/// ```
/// use renju::{point, AnyIncrementalBoard, Color, ForbiddenKind, Rule};
/// let mut game = AnyIncrementalBoard::new(Rule::default_rule(), 15)?;
/// for p in [point!(f8), point!(g8), point!(h9), point!(h10)] {
///     game.place(p, Color::Black)?;
/// }
/// assert_eq!(game.forbidden_kind(point!(h8), Color::Black), Some(ForbiddenKind::DoubleThree));
/// let mut kinds = vec![0u8; 15 * 15];
/// assert_eq!(game.write_map(Color::Black, &mut kinds), Ok(1));
/// assert_eq!(kinds[7 * 15 + 7], 1); // h8: 1, double-three
/// game.undo();
/// assert!(game.forbidden_map(Color::Black).is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct AnyIncrementalBoard {
    pub(super) inner: Box<dyn SizedIncremental>,
}

/// What [`AnyIncrementalBoard`] asks of an incremental board of one size.
pub(super) trait SizedIncremental: Send + Sync {
    fn rule(&self) -> &'static Rule;
    fn size(&self) -> usize;
    fn cells(&self) -> Vec<u8>;
    fn stone_count(&self) -> usize;
    fn place(&mut self, p: Point, color: Color) -> Result<Verdict, MoveError>;
    fn undo(&mut self) -> Option<(Point, Color)>;
    fn remove(&mut self, p: Point) -> Option<Color>;
    fn clear(&mut self);
    fn get(&self, p: Point) -> Option<Color>;
    fn forbidden_kind(&self, p: Point, color: Color) -> Option<ForbiddenKind>;
    fn forbidden_map(&self, color: Color) -> Vec<(Point, ForbiddenKind)>;
    fn forbidden_count(&self, color: Color) -> usize;
    fn write_map(&self, color: Color, out: &mut [u8]) -> Result<usize, CellError>;
}

impl<S: BoardSize> SizedIncremental for IncrementalBoard<S> {
    fn rule(&self) -> &'static Rule {
        IncrementalBoard::rule(self)
    }

    fn size(&self) -> usize {
        S::N
    }

    fn cells(&self) -> Vec<u8> {
        IncrementalBoard::board(self).cells()
    }

    fn stone_count(&self) -> usize {
        IncrementalBoard::board(self).stone_count()
    }

    fn place(&mut self, p: Point, color: Color) -> Result<Verdict, MoveError> {
        IncrementalBoard::place(self, p, color)
    }

    fn undo(&mut self) -> Option<(Point, Color)> {
        IncrementalBoard::undo(self)
    }

    fn remove(&mut self, p: Point) -> Option<Color> {
        IncrementalBoard::remove(self, p)
    }

    fn clear(&mut self) {
        IncrementalBoard::clear(self);
    }

    fn get(&self, p: Point) -> Option<Color> {
        IncrementalBoard::board(self).get(p)
    }

    fn forbidden_kind(&self, p: Point, color: Color) -> Option<ForbiddenKind> {
        IncrementalBoard::forbidden_kind(self, p, color)
    }

    fn forbidden_map(&self, color: Color) -> Vec<(Point, ForbiddenKind)> {
        IncrementalBoard::forbidden_map(self, color)
            .iter()
            .collect()
    }

    fn forbidden_count(&self, color: Color) -> usize {
        IncrementalBoard::forbidden_map(self, color).len()
    }

    fn write_map(&self, color: Color, out: &mut [u8]) -> Result<usize, CellError> {
        CellError::check_length(out.len(), S::N)?;
        // Sliced to a length the compiler knows: the zeroing is a few stores, not a call.
        let out = &mut out[..S::N * S::N];
        out.fill(0);
        IncrementalBoard::forbidden_map(self, color).write_codes(out)
    }
}

impl AnyIncrementalBoard {
    /// An empty board of `size` points a side under `rule`, or the error for a size outside
    /// 5..=26.
    pub fn new(rule: &'static Rule, size: usize) -> Result<AnyIncrementalBoard, SizeError> {
        struct Empty {
            rule: &'static Rule,
        }
        impl ForEachSize for Empty {
            type Output = Box<dyn SizedIncremental>;
            fn at<S: BoardSize>(self) -> Box<dyn SizedIncremental> {
                Box::new(IncrementalBoard::<S>::new(self.rule))
            }
        }
        Ok(AnyIncrementalBoard {
            inner: at_size(size, Empty { rule })?,
        })
    }

    /// The `size` x `size` board holding the given stones under `rule` (stones that
    /// [`undo`](AnyIncrementalBoard::undo) does not take back); the error names an unsupported
    /// size, or the first point given twice or off the board (as [`Board::from_stones`]).
    ///
    /// ```
    /// use renju::{point, AnyIncrementalBoard, Color, ForbiddenKind, Rule};
    /// let black = [point!(f8), point!(g8), point!(h9), point!(h10)];
    /// let game = AnyIncrementalBoard::from_stones(Rule::default_rule(), 15, &black, &[])?;
    /// assert_eq!(game.forbidden_map(Color::Black), [(point!(h8), ForbiddenKind::DoubleThree)]);
    /// assert!(AnyIncrementalBoard::from_stones(Rule::default_rule(), 9, &[point!(j10)], &[]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_stones(
        rule: &'static Rule,
        size: usize,
        black: &[Point],
        white: &[Point],
    ) -> Result<AnyIncrementalBoard, AnyError> {
        struct Holding<'a> {
            rule: &'static Rule,
            black: &'a [Point],
            white: &'a [Point],
        }
        impl ForEachSize for Holding<'_> {
            type Output = Result<Box<dyn SizedIncremental>, MoveError>;
            fn at<S: BoardSize>(self) -> Self::Output {
                let board = Board::<S>::from_stones(self.black, self.white)?;
                Ok(Box::new(IncrementalBoard::from_board(self.rule, board)))
            }
        }
        let inner = at_size(size, Holding { rule, black, white })??;
        Ok(AnyIncrementalBoard { inner })
    }

    /// The rule the maps follow.
    pub fn rule(&self) -> &'static Rule {
        self.inner.rule()
    }

    /// Points on a side.
    pub fn size(&self) -> usize {
        self.inner.size()
    }

    /// The position as `size * size` cell codes, row-major from a1 (0 empty, 1 black, 2
    /// white).
    pub fn cells(&self) -> Vec<u8> {
        self.inner.cells()
    }

    /// How many stones are on the board.
    pub fn stone_count(&self) -> usize {
        self.inner.stone_count()
    }

    /// The position as a diagram, with `marks` drawn on their points ([`diagram::render`]).
    pub fn diagram(&self, marks: &[(Point, char)]) -> String {
        struct Draw<'a> {
            cells: &'a [u8],
            marks: &'a [(Point, char)],
        }
        impl ForEachSize for Draw<'_> {
            type Output = Result<String, CellError>;
            fn at<S: BoardSize>(self) -> Self::Output {
                Ok(diagram::render(
                    &Board::<S>::from_cells(self.cells)?,
                    self.marks,
                ))
            }
        }
        let cells = self.cells();
        at_size(
            self.size(),
            Draw {
                cells: &cells,
                marks,
            },
        )
        .expect("an incremental board has a supported size")
        .expect("an incremental board's cells make a board of its size")
    }

    /// Why `color` may or may not play at `p` under the board's rule ([`Rule::explain_with`]).
    pub fn explain(
        &self,
        p: Point,
        color: Color,
        limits: ExplainLimits,
    ) -> Result<Explanation, MoveError> {
        struct Explain<'a> {
            rule: &'static Rule,
            cells: &'a [u8],
            p: Point,
            color: Color,
            limits: ExplainLimits,
        }
        impl ForEachSize for Explain<'_> {
            type Output = Result<Result<Explanation, MoveError>, CellError>;
            fn at<S: BoardSize>(self) -> Self::Output {
                let board = Board::<S>::from_cells(self.cells)?;
                Ok(Board::<S>::check(self.p).and_then(|()| {
                    self.rule
                        .explain_with(&board, self.p, self.color, self.limits)
                }))
            }
        }
        let cells = self.cells();
        let work = Explain {
            rule: self.rule(),
            cells: &cells,
            p,
            color,
            limits,
        };
        at_size(self.size(), work)
            .expect("an incremental board has a supported size")
            .expect("an incremental board's cells make a board of its size")
    }

    /// Puts a stone of `color` on the empty point `p` and says what the move did (see
    /// [`IncrementalBoard::place`]); an error, and nothing changed, if `p` holds a stone or is
    /// off the board.
    pub fn place(&mut self, p: Point, color: Color) -> Result<Verdict, MoveError> {
        self.inner.place(p, color)
    }

    /// Takes back the last stone placed, returning where it was and its colour.
    pub fn undo(&mut self) -> Option<(Point, Color)> {
        self.inner.undo()
    }

    /// Takes the stone off `p`, wherever it came from, returning its colour.
    pub fn remove(&mut self, p: Point) -> Option<Color> {
        self.inner.remove(p)
    }

    /// Empties the board and its history; the rule and the size stay.
    pub fn clear(&mut self) {
        self.inner.clear();
    }

    /// The stone at `p`.
    pub fn get(&self, p: Point) -> Option<Color> {
        self.inner.get(p)
    }

    /// Why `color` may not play at `p`, or `None` if it may (or `p` is occupied): from the
    /// kept map.
    pub fn forbidden_kind(&self, p: Point, color: Color) -> Option<ForbiddenKind> {
        self.inner.forbidden_kind(p, color)
    }

    /// The empty points forbidden for `color`, with their kinds, row by row from a1.
    pub fn forbidden_map(&self, color: Color) -> Vec<(Point, ForbiddenKind)> {
        self.inner.forbidden_map(color)
    }

    /// How many empty points are forbidden for `color`, from the kept map.
    ///
    /// ```
    /// use renju::{point, AnyIncrementalBoard, Color, Rule};
    /// let mut game = AnyIncrementalBoard::new(Rule::default_rule(), 19)?;
    /// for p in [point!(f8), point!(g8), point!(h9), point!(h10)] {
    ///     game.place(p, Color::Black)?;
    /// }
    /// assert_eq!(game.forbidden_count(Color::Black), 1); // h8
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn forbidden_count(&self, color: Color) -> usize {
        self.inner.forbidden_count(color)
    }

    /// Writes `color`'s kept forbidden map into `out` (`size * size` kind codes, row-major:
    /// 0 none, 1 double-three, 2 double-four, 3 overline), returning how many points are
    /// forbidden; an error if `out` has another length.
    pub fn write_map(&self, color: Color, out: &mut [u8]) -> Result<usize, CellError> {
        self.inner.write_map(color, out)
    }
}

impl fmt::Debug for AnyIncrementalBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AnyIncrementalBoard")
            .field("rule", &self.rule().name())
            .field("board", &self.board())
            .finish_non_exhaustive()
    }
}
