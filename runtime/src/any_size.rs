//! Boards whose size is chosen at run time: [`AnyBoard`] (a [`Board`] of any supported size)
//! and [`AnyIncrementalBoard`] (an [`IncrementalBoard`] of any size under one rule), for
//! callers that learn the size from their input (bindings, the command line) rather than at
//! compile time.
//!
//! Each holds a board of its size behind one interface; the size is turned into a type here,
//! once ([`AnyBoard::new`]), so that no caller writes its own facade. Code whose hot loop is
//! generic over the size (whole-batch maps, benchmarks) keeps the generic API; everything else
//! can speak in sizes.
//!
//! ```
//! use renju::{point, AnyBoard, AnyIncrementalBoard, Color, ForbiddenKind, Rule, Verdict};
//! // RIF 9.3's double-three on a 19x19 board chosen at run time.
//! let board = AnyBoard::from_stones(19, &[point!(f8), point!(g8), point!(h9), point!(h10)], &[])?;
//! let renju = Rule::default_rule();
//! assert_eq!(board.forbidden_map(renju, Color::Black), [(point!(h8), ForbiddenKind::DoubleThree)]);
//!
//! let mut game = AnyIncrementalBoard::new(renju, 20)?;
//! assert_eq!(game.place(point!(t20), Color::Black), Ok(Verdict::Allowed));
//! assert_eq!(game.size(), 20);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::board::Board;
use crate::board::MoveError;
use crate::board_string::BoardStringError;
use crate::cells::CellError;
use crate::diagram;
use crate::diagram::DiagramError;
use crate::direction::Direction;
use crate::explain::{ExplainLimits, Explanation};
use crate::incremental::IncrementalBoard;
use crate::judge::Verdict;
use crate::point::Point;
use crate::rule::Rule;
use crate::size::BoardSize;
use crate::size::SizeError;
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use renju_vocab::ForbiddenKind;
use renju_vocab::{Color, PatternClass, WideWindow, Window};

/// A [`Board`] of a size chosen at run time (5 to 26 points a side).
///
/// ```
/// use renju::{point, AnyBoard, Color};
/// let mut board = AnyBoard::new(7)?;
/// board.place(point!(g7), Color::White)?;
/// assert_eq!(board.get(point!(g7)), Some(Color::White));
/// assert!(board.place(point!(h8), Color::Black).is_err(), "off the 7x7 board");
/// assert_eq!(board.cells().len(), 49);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct AnyBoard {
    inner: Box<dyn SizedBoard>,
}

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
    inner: Box<dyn SizedIncremental>,
}

/// Work to do at one board size, given as a type: [`at_size`] turns a size chosen at run time
/// into the type and runs it.
trait ForEachSize {
    type Output;
    fn at<S: BoardSize>(self) -> Self::Output;
}

/// `work` at the size `size`, or the error for a size outside 5..=26: the one place in the
/// crate where a size chosen at run time becomes a type. Each face asks for its own work
/// (a board, an incremental board), so that a program using only one of them carries only its
/// code for each size, not the other's.
fn at_size<W: ForEachSize>(size: usize, work: W) -> Result<W::Output, SizeError> {
    crate::with_board_size!(size, S => work.at::<S>())
}

/// What [`AnyBoard`] asks of a board of one size.
trait SizedBoard: Send + Sync {
    fn size(&self) -> usize;
    fn boxed_clone(&self) -> Box<dyn SizedBoard>;
    fn equals(&self, other: &dyn SizedBoard) -> bool;
    fn cells(&self) -> Vec<u8>;
    fn fill_from_cells(&mut self, cells: &[u8]) -> Result<(), CellError>;
    fn fill_from_board_string(&mut self, text: &[u8]) -> Result<(), BoardStringError>;
    fn fill_from_diagram(&mut self, text: &str) -> Result<(), DiagramError>;
    fn set_stones(&mut self, black: &[Point], white: &[Point]) -> Result<(), MoveError>;
    fn get(&self, p: Point) -> Option<Color>;
    fn place(&mut self, p: Point, color: Color) -> Result<(), MoveError>;
    fn remove(&mut self, p: Point) -> Option<Color>;
    fn stones(&self, color: Color) -> Vec<Point>;
    fn stone_count(&self) -> usize;
    fn window(&self, p: Point, d: Direction, color: Color) -> Result<Window, MoveError>;
    fn wide_window(&self, p: Point, d: Direction, color: Color) -> Result<WideWindow, MoveError>;
    fn for_each_forbidden(
        &self,
        rule: &Rule,
        color: Color,
        f: &mut dyn FnMut(Point, ForbiddenKind),
    );
    fn forbidden_count(&self, rule: &Rule, color: Color) -> usize;
    fn write_map(&self, rule: &Rule, color: Color, out: &mut [u8]) -> Result<usize, CellError>;
    fn verdict(&self, rule: &Rule, p: Point, color: Color) -> Result<Verdict, MoveError>;
    fn makes_five(&self, rule: &Rule, p: Point, color: Color) -> bool;
    fn line_classes(
        &self,
        rule: &Rule,
        p: Point,
        color: Color,
    ) -> Result<[PatternClass; 4], MoveError>;
    fn explain(
        &self,
        rule: &Rule,
        p: Point,
        color: Color,
        limits: ExplainLimits,
    ) -> Result<Explanation, MoveError>;
    fn diagram(&self, marks: &[(Point, char)]) -> String;
    fn incremental(&self, rule: &'static Rule) -> Box<dyn SizedIncremental>;
}

impl<S: BoardSize> SizedBoard for Board<S> {
    fn size(&self) -> usize {
        S::N
    }

    fn boxed_clone(&self) -> Box<dyn SizedBoard> {
        Box::new(self.clone())
    }

    fn equals(&self, other: &dyn SizedBoard) -> bool {
        other.size() == S::N && other.cells() == self.cells()
    }

    fn cells(&self) -> Vec<u8> {
        Board::cells(self)
    }

    fn fill_from_cells(&mut self, cells: &[u8]) -> Result<(), CellError> {
        Board::set_cells(self, cells)
    }

    fn fill_from_board_string(&mut self, text: &[u8]) -> Result<(), BoardStringError> {
        Board::set_board_string(self, text)
    }

    fn fill_from_diagram(&mut self, text: &str) -> Result<(), DiagramError> {
        *self = Board::from_diagram(text)?;
        Ok(())
    }

    fn set_stones(&mut self, black: &[Point], white: &[Point]) -> Result<(), MoveError> {
        Board::set_stones(self, black, white)
    }

    fn get(&self, p: Point) -> Option<Color> {
        Board::get(self, p)
    }

    fn place(&mut self, p: Point, color: Color) -> Result<(), MoveError> {
        Board::place(self, p, color)
    }

    fn remove(&mut self, p: Point) -> Option<Color> {
        Board::remove(self, p)
    }

    fn stones(&self, color: Color) -> Vec<Point> {
        Board::stones(self, color).collect()
    }

    fn stone_count(&self) -> usize {
        Board::stone_count(self)
    }

    fn window(&self, p: Point, d: Direction, color: Color) -> Result<Window, MoveError> {
        Board::window(self, p, d, color)
    }

    fn wide_window(&self, p: Point, d: Direction, color: Color) -> Result<WideWindow, MoveError> {
        Board::wide_window(self, p, d, color)
    }

    fn for_each_forbidden(
        &self,
        rule: &Rule,
        color: Color,
        f: &mut dyn FnMut(Point, ForbiddenKind),
    ) {
        for (p, kind) in rule.forbidden_map(self, color).iter() {
            f(p, kind);
        }
    }

    fn forbidden_count(&self, rule: &Rule, color: Color) -> usize {
        rule.forbidden_map(self, color).len()
    }

    fn write_map(&self, rule: &Rule, color: Color, out: &mut [u8]) -> Result<usize, CellError> {
        CellError::check_length(out.len(), S::N)?;
        out.fill(0);
        rule.forbidden_map(self, color).write_codes(out)
    }

    fn verdict(&self, rule: &Rule, p: Point, color: Color) -> Result<Verdict, MoveError> {
        rule.verdict(self, p, color)
    }

    fn makes_five(&self, rule: &Rule, p: Point, color: Color) -> bool {
        rule.makes_five(self, p, color)
    }

    fn line_classes(
        &self,
        rule: &Rule,
        p: Point,
        color: Color,
    ) -> Result<[PatternClass; 4], MoveError> {
        Board::<S>::check(p)?;
        rule.line_classes(self, p, color)
    }

    fn explain(
        &self,
        rule: &Rule,
        p: Point,
        color: Color,
        limits: ExplainLimits,
    ) -> Result<Explanation, MoveError> {
        Board::<S>::check(p)?;
        rule.explain_with(self, p, color, limits)
    }

    fn diagram(&self, marks: &[(Point, char)]) -> String {
        diagram::render(self, marks)
    }

    fn incremental(&self, rule: &'static Rule) -> Box<dyn SizedIncremental> {
        Box::new(IncrementalBoard::from_board(rule, self.clone()))
    }
}

impl AnyBoard {
    /// The empty board of `size` points a side, or the error for a size outside 5..=26. The
    /// one place a size chosen at run time becomes a type.
    pub fn new(size: usize) -> Result<AnyBoard, SizeError> {
        struct Empty;
        impl ForEachSize for Empty {
            type Output = Box<dyn SizedBoard>;
            fn at<S: BoardSize>(self) -> Box<dyn SizedBoard> {
                Box::new(Board::<S>::new())
            }
        }
        Ok(AnyBoard {
            inner: at_size(size, Empty)?,
        })
    }

    /// The `size` x `size` board holding the given stones; the error names an unsupported
    /// size, or the first point given twice or off the board (as [`Board::from_stones`]).
    pub fn from_stones(
        size: usize,
        black: &[Point],
        white: &[Point],
    ) -> Result<AnyBoard, AnyError> {
        let mut board = AnyBoard::new(size)?;
        board.inner.set_stones(black, white)?;
        Ok(board)
    }

    /// The board of `size` points a side whose cells are `cells`, row-major from a1 (0
    /// empty, 1 black, 2 white; as [`Board::from_cells`]).
    pub fn from_cells(size: usize, cells: &[u8]) -> Result<AnyBoard, AnyError> {
        let mut board = AnyBoard::new(size)?;
        board.inner.fill_from_cells(cells)?;
        Ok(board)
    }

    /// The board of `size` points a side that the board string `text` describes (`size *
    /// size` characters, the top row first: see [`board_string`](crate::board_string)).
    ///
    /// ```
    /// use renju::{point, AnyBoard, AnyError, BoardStringError, Color};
    /// let board = AnyBoard::from_board_string(5, b"X...........o...........o")?;
    /// assert_eq!(board.get(point!(a5)), Some(Color::Black));
    /// assert_eq!(board.get(point!(e1)), Some(Color::White));
    /// assert_eq!(AnyBoard::from_board_string(5, b".."),
    ///            Err(AnyError::BoardString(BoardStringError::Length { len: 2, size: 5 })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_board_string(size: usize, text: &[u8]) -> Result<AnyBoard, AnyError> {
        let mut board = AnyBoard::new(size)?;
        board.inner.fill_from_board_string(text)?;
        Ok(board)
    }

    /// The board a diagram draws, of the size it draws ([`diagram::rows_of`]) unless `size`
    /// says otherwise (as [`Board::from_diagram`]).
    pub fn from_diagram(text: &str, size: Option<usize>) -> Result<AnyBoard, AnyError> {
        let size = size
            .or_else(|| diagram::rows_of(text))
            .unwrap_or(crate::size::STANDARD_SIZE);
        let mut board = AnyBoard::new(size)?;
        board.inner.fill_from_diagram(text)?;
        Ok(board)
    }

    /// Points on a side.
    pub fn size(&self) -> usize {
        self.inner.size()
    }

    /// Empties the board and puts the given stones on it, in place (an engine or a batch
    /// refilling one board for each position of a size); the error names the first point given
    /// twice or off the board, and leaves the board empty (as [`Board::set_stones`]).
    ///
    /// ```
    /// use renju::{point, AnyBoard, Color};
    /// let mut board = AnyBoard::new(9)?;
    /// board.set_stones(&[point!(e5)], &[point!(f6)])?;
    /// assert_eq!(board.get(point!(f6)), Some(Color::White));
    /// assert!(board.set_stones(&[point!(j10)], &[]).is_err(), "off the 9x9 board");
    /// assert_eq!(board.stone_count(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_stones(&mut self, black: &[Point], white: &[Point]) -> Result<(), MoveError> {
        self.inner.set_stones(black, white)
    }

    /// Makes the board the one whose cells are `cells` (`size * size` codes, row-major from
    /// a1: 0 empty, 1 black, 2 white; as [`Board::from_cells`]), in place; on an error the
    /// board is left as it was.
    ///
    /// ```
    /// use renju::{point, AnyBoard, Color};
    /// let mut board = AnyBoard::new(5)?;
    /// let mut cells = [0u8; 25];
    /// cells[0] = 1; // a1
    /// board.set_cells(&cells)?;
    /// assert_eq!(board.get(point!(a1)), Some(Color::Black));
    /// assert!(board.set_cells(&[0; 24]).is_err(), "not 5 * 5 cells");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_cells(&mut self, cells: &[u8]) -> Result<(), CellError> {
        self.inner.fill_from_cells(cells)
    }

    /// Makes the board the one a board string describes (`size * size` characters, the top
    /// row first: see [`board_string`](crate::board_string)), in place; on an error the
    /// board is left as it was.
    ///
    /// ```
    /// use renju::{point, AnyBoard, BoardStringError, Color};
    /// let mut board = AnyBoard::new(5)?;
    /// board.set_board_string(b"....................O...x")?;
    /// assert_eq!(board.get(point!(a1)), Some(Color::White));
    /// assert_eq!(board.get(point!(e1)), Some(Color::Black));
    /// assert_eq!(board.set_board_string(b"....................O...#"),
    ///            Err(BoardStringError::Character { index: 24, byte: b'#' }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_board_string(&mut self, text: &[u8]) -> Result<(), BoardStringError> {
        self.inner.fill_from_board_string(text)
    }

    /// The stone at `p` (`None` for an empty point or one off the board).
    pub fn get(&self, p: Point) -> Option<Color> {
        self.inner.get(p)
    }

    /// Puts a stone on the empty point `p` (see [`Board::place`]).
    pub fn place(&mut self, p: Point, color: Color) -> Result<(), MoveError> {
        self.inner.place(p, color)
    }

    /// Takes the stone off `p`, returning its colour.
    pub fn remove(&mut self, p: Point) -> Option<Color> {
        self.inner.remove(p)
    }

    /// The stones of `color`, row by row from a1.
    pub fn stones(&self, color: Color) -> Vec<Point> {
        self.inner.stones(color)
    }

    /// How many stones are on the board.
    pub fn stone_count(&self) -> usize {
        self.inner.stone_count()
    }

    /// The board as `size * size` cell codes, row-major from a1 (0 empty, 1 black, 2 white).
    pub fn cells(&self) -> Vec<u8> {
        self.inner.cells()
    }

    /// The 11-point window of `p` along `d` for `color` ([`Board::window`]).
    pub fn window(&self, p: Point, d: Direction, color: Color) -> Result<Window, MoveError> {
        self.inner.window(p, d, color)
    }

    /// The 13-point wide window of `p` along `d` for `color` ([`Board::wide_window`]).
    pub fn wide_window(
        &self,
        p: Point,
        d: Direction,
        color: Color,
    ) -> Result<WideWindow, MoveError> {
        self.inner.wide_window(p, d, color)
    }

    /// Every empty point forbidden for `color` under `rule`, with its kind, row by row from
    /// a1 ([`Rule::forbidden_map`]).
    pub fn forbidden_map(&self, rule: &Rule, color: Color) -> Vec<(Point, ForbiddenKind)> {
        let mut map = Vec::new();
        self.for_each_forbidden(rule, color, |p, kind| map.push((p, kind)));
        map
    }

    /// Calls `f` with every empty point forbidden for `color` under `rule` and its kind, row
    /// by row from a1, allocating nothing ([`Rule::forbidden_map`]).
    ///
    /// ```
    /// use renju::{point, AnyBoard, Rule};
    /// use renju::{Color, ForbiddenKind};
    /// let board = AnyBoard::from_stones(15, &[point!(f8), point!(g8), point!(h9), point!(h10)], &[])?;
    /// let mut names = String::new();
    /// board.for_each_forbidden(Rule::default_rule(), Color::Black, |p, kind| {
    ///     names += &format!("{p} {}", kind.name());
    /// });
    /// assert_eq!(names, "h8 double-three");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn for_each_forbidden(
        &self,
        rule: &Rule,
        color: Color,
        mut f: impl FnMut(Point, ForbiddenKind),
    ) {
        self.inner.for_each_forbidden(rule, color, &mut f);
    }

    /// How many empty points are forbidden for `color` under `rule`.
    ///
    /// ```
    /// use renju::{point, AnyBoard, Color, Rule};
    /// let board = AnyBoard::from_stones(15, &[point!(f8), point!(g8), point!(h9), point!(h10)], &[])?;
    /// assert_eq!(board.forbidden_count(Rule::default_rule(), Color::Black), 1);
    /// assert_eq!(board.forbidden_count(Rule::default_rule(), Color::White), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn forbidden_count(&self, rule: &Rule, color: Color) -> usize {
        self.inner.forbidden_count(rule, color)
    }

    /// Writes `color`'s forbidden map under `rule` into `out` (`size * size` kind codes,
    /// row-major: 0 none, 1 double-three, 2 double-four, 3 overline), returning how many
    /// points are forbidden; an error if `out` has another length.
    pub fn write_map(&self, rule: &Rule, color: Color, out: &mut [u8]) -> Result<usize, CellError> {
        self.inner.write_map(rule, color, out)
    }

    /// What `color` playing at `p` would do under `rule` ([`Rule::verdict`]).
    pub fn verdict(&self, rule: &Rule, p: Point, color: Color) -> Result<Verdict, MoveError> {
        self.inner.verdict(rule, p, color)
    }

    /// Whether `color` playing at `p` makes a winning five under `rule` ([`Rule::makes_five`]).
    pub fn makes_five(&self, rule: &Rule, p: Point, color: Color) -> bool {
        self.inner.makes_five(rule, p, color)
    }

    /// The classes of the four lines through the empty point `p` ([`Rule::line_classes`]).
    pub fn line_classes(
        &self,
        rule: &Rule,
        p: Point,
        color: Color,
    ) -> Result<[PatternClass; 4], MoveError> {
        self.inner.line_classes(rule, p, color)
    }

    /// Why `color` may or may not play at `p` under `rule` ([`Rule::explain_with`]).
    pub fn explain(
        &self,
        rule: &Rule,
        p: Point,
        color: Color,
        limits: ExplainLimits,
    ) -> Result<Explanation, MoveError> {
        self.inner.explain(rule, p, color, limits)
    }

    /// The board as a diagram, with `marks` drawn on their points ([`diagram::render`]).
    pub fn diagram(&self, marks: &[(Point, char)]) -> String {
        self.inner.diagram(marks)
    }

    /// An incremental board under `rule` starting from this position ([`IncrementalBoard::from_board`]).
    pub fn incremental(&self, rule: &'static Rule) -> AnyIncrementalBoard {
        AnyIncrementalBoard {
            inner: self.inner.incremental(rule),
        }
    }
}

/// A board whose size is known at compile time, as a board of that size chosen at run time
/// (for code that made a [`Board`] itself and hands it to code that speaks in sizes).
///
/// ```
/// use renju::{point, AnyBoard, Board, Size};
/// let board = Board::<Size<19>>::from_stones(&[point!(s19)], &[])?;
/// let any = AnyBoard::from(board);
/// assert_eq!(any.size(), 19);
/// assert_eq!(any, AnyBoard::from_stones(19, &[point!(s19)], &[])?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl<S: BoardSize> From<Board<S>> for AnyBoard {
    fn from(board: Board<S>) -> AnyBoard {
        AnyBoard {
            inner: Box::new(board),
        }
    }
}

impl Clone for AnyBoard {
    fn clone(&self) -> AnyBoard {
        AnyBoard {
            inner: self.inner.boxed_clone(),
        }
    }
}

impl PartialEq for AnyBoard {
    fn eq(&self, other: &AnyBoard) -> bool {
        self.inner.equals(other.inner.as_ref())
    }
}

impl Eq for AnyBoard {}

impl fmt::Debug for AnyBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AnyBoard(\n{})", self.diagram(&[]))
    }
}

/// What [`AnyIncrementalBoard`] asks of an incremental board of one size.
trait SizedIncremental: Send + Sync {
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

    /// The position, as a board of its own (a copy).
    ///
    /// Made from the cells, through [`AnyBoard`]: so a program that never asks for the
    /// board (as the C library) carries no [`AnyBoard`] code for each size.
    pub fn board(&self) -> AnyBoard {
        AnyBoard::from_cells(self.size(), &self.cells())
            .expect("an incremental board's cells make a board of its size")
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

/// Why a board of a size chosen at run time could not be made: the size, a stone, the cells,
/// the diagram or the board string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyError {
    /// The size is not supported.
    Size(SizeError),
    /// A stone is on a point given twice, or off the board.
    Move(MoveError),
    /// The cells are not `size * size` codes of 0, 1 or 2.
    Cells(CellError),
    /// The diagram cannot be read.
    Diagram(DiagramError),
    /// The board string is not `size * size` points.
    BoardString(BoardStringError),
}

impl fmt::Display for AnyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyError::Size(e) => e.fmt(f),
            AnyError::Move(e) => e.fmt(f),
            AnyError::Cells(e) => e.fmt(f),
            AnyError::Diagram(e) => e.fmt(f),
            AnyError::BoardString(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for AnyError {}

impl From<SizeError> for AnyError {
    fn from(e: SizeError) -> AnyError {
        AnyError::Size(e)
    }
}

impl From<MoveError> for AnyError {
    fn from(e: MoveError) -> AnyError {
        AnyError::Move(e)
    }
}

impl From<CellError> for AnyError {
    fn from(e: CellError) -> AnyError {
        AnyError::Cells(e)
    }
}

impl From<DiagramError> for AnyError {
    fn from(e: DiagramError) -> AnyError {
        AnyError::Diagram(e)
    }
}

impl From<BoardStringError> for AnyError {
    fn from(e: BoardStringError) -> AnyError {
        AnyError::BoardString(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::point;

    #[test]
    fn every_size_is_made_and_answers_on_its_own_board() {
        let renju = Rule::default_rule();
        for size in crate::size::MIN_SIZE..=crate::size::MAX_SIZE {
            let mut game = AnyIncrementalBoard::new(renju, size).expect("a size");
            assert_eq!(game.size(), size);
            let corner = Point::new(size - 1, size - 1).expect("a point");
            assert_eq!(game.place(corner, Color::Black), Ok(Verdict::Allowed));
            assert_eq!(game.get(corner), Some(Color::Black));
            // Past the edge (beyond `z`, no point has a name).
            if let Some(past) = Point::new(size, 0) {
                assert!(game.place(past, Color::White).is_err());
            }
            assert_eq!(game.board().cells().len(), size * size);
            assert_eq!(game.undo(), Some((corner, Color::Black)));
        }
        assert!(AnyBoard::new(4).is_err() && AnyBoard::new(27).is_err());
    }

    #[test]
    fn the_face_answers_as_the_sized_board() {
        let renju = Rule::default_rule();
        let black = [point!(f8), point!(g8), point!(h9), point!(h10)];
        let any = AnyBoard::from_stones(15, &black, &[]).expect("a board");
        let sized: Board = Board::from_stones(&black, &[]).expect("a board");
        assert_eq!(any.cells(), sized.cells());
        assert_eq!(
            any.forbidden_map(renju, Color::Black),
            renju
                .forbidden_map(&sized, Color::Black)
                .iter()
                .collect::<Vec<_>>()
        );
        assert_eq!(
            any.explain(renju, point!(h8), Color::Black, ExplainLimits::default()),
            renju.explain(&sized, point!(h8), Color::Black)
        );
        assert_eq!(any.diagram(&[]), diagram::render(&sized, &[]));
        let mut out = [0u8; 225];
        assert_eq!(any.write_map(renju, Color::Black, &mut out), Ok(1));
        assert!(any.write_map(renju, Color::Black, &mut [0u8; 10]).is_err());
        assert_eq!(
            AnyBoard::from_diagram(&any.diagram(&[]), None),
            Ok(any.clone())
        );
        assert_eq!(AnyBoard::from(sized.clone()), any);
    }

    #[test]
    fn the_incremental_face_explains_and_draws_as_the_board_face() {
        let renju = Rule::default_rule();
        // RIF 9.3's double-three on a 19x19 board, h8 open for black.
        let black = [point!(f8), point!(g8), point!(h9), point!(h10)];
        let white = [point!(s19)];
        let game = AnyIncrementalBoard::from_stones(renju, 19, &black, &white).expect("a board");
        let any = AnyBoard::from_stones(19, &black, &white).expect("a board");
        assert_eq!(game.cells(), any.cells());
        assert_eq!(game.stone_count(), 5);
        let limits = ExplainLimits::default();
        let explained = game.explain(point!(h8), Color::Black, limits);
        assert_eq!(
            explained,
            any.explain(renju, point!(h8), Color::Black, limits)
        );
        assert!(explained.is_ok());
        // Off the 19x19 board (t20), the same error from both.
        let off = game.explain(point!(t20), Color::Black, limits);
        assert!(off.is_err());
        assert_eq!(off, any.explain(renju, point!(t20), Color::Black, limits));
        let marks = [(point!(h8), '3')];
        assert_eq!(game.diagram(&marks), any.diagram(&marks));
        assert_eq!(game.board(), any);
        // The stones it was made with are not history: nothing to undo.
        let mut game = game;
        assert_eq!(game.undo(), None);
        assert!(
            AnyIncrementalBoard::from_stones(renju, 19, &black, &[point!(f8)]).is_err(),
            "f8 given twice"
        );
        assert!(AnyIncrementalBoard::from_stones(renju, 4, &[], &[]).is_err());
    }

    #[test]
    fn a_sized_board_keeps_its_size_and_stones_as_any_board() {
        let board =
            Board::<crate::Size<7>>::from_stones(&[point!(g7)], &[point!(a1)]).expect("a board");
        let any = AnyBoard::from(board.clone());
        assert_eq!(any.size(), 7);
        assert_eq!(any.cells(), board.cells());
        assert_eq!(any.stones(Color::White), [point!(a1)]);
        // The same stones on another size are another board.
        assert_ne!(
            any,
            AnyBoard::from_stones(8, &[point!(g7)], &[point!(a1)]).expect("a board")
        );
    }
}
