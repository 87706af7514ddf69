//! [`AnyBoard`], a [`Board`] of a size chosen at run time, and what it asks of a board of one
//! size (`SizedBoard`, which every `Board<S>` is); and the way between the faces both ways
//! ([`AnyBoard::incremental`], [`AnyIncrementalBoard::board`]).

use super::error::AnyError;
use super::incremental::{AnyIncrementalBoard, SizedIncremental};
use super::{at_size, ForEachSize};
use crate::board::{Board, MoveError};
use crate::board_string::BoardStringError;
use crate::cells::CellError;
use crate::diagram;
use crate::diagram::DiagramError;
use crate::direction::Direction;
use crate::explain::{ExplainLimits, Explanation};
use crate::incremental::IncrementalBoard;
use crate::judge::Verdict;
use crate::layout::Layout;
use crate::point::Point;
use crate::rule::Rule;
use crate::size::{BoardSize, SizeError};
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use renju_vocab::{Color, ForbiddenKind, PatternClass, WideWindow, Window};

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
        let map = rule.forbidden_map(self, color);
        // The forbidden points' words read in place, a bit at a time (most maps have no
        // point, and a game's a point or two: the set's iterator, which moves its words down
        // one place per word, cost more than the points).
        for (i, &word) in map.points().words().as_ref().iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let bit = 64 * i + bits.trailing_zeros() as usize;
                // Padding bits are never set, so every bit is a point on the board.
                let p = Point::of_set_bit(bit, <S::Layout as Layout>::ROW_SHIFT);
                if let Some(kind) = map.kind_at(p) {
                    f(p, kind);
                }
                bits &= bits - 1;
            }
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

impl AnyIncrementalBoard {
    /// The position, as a board of its own (a copy).
    ///
    /// Made from the cells, through [`AnyBoard`]: so a program that never asks for the
    /// board (as the C library) carries no [`AnyBoard`] code for each size.
    pub fn board(&self) -> AnyBoard {
        AnyBoard::from_cells(self.size(), &self.cells())
            .expect("an incremental board's cells make a board of its size")
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
