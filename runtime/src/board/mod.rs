//! The board: per-line bit masks, from which any window's index is a shift, a mask and two
//! small lookups.
//!
//! Its rooms: this file holds the type, its error and where a point's lines are (its
//! [`LinePlace`]s and their mask slots); `stones` puts, takes and reads the stones; `window`
//! reads a point's 11-point windows (dense indexes, own masks); `seen` their seen indexes, from
//! two small tables; `line_view` one line seen from a colour, which re-judging along a line
//! reads; `wide` the 13-point wide windows of the rules that tell the edge apart.

pub(crate) mod line_view;
mod seen;
mod stones;
mod wide;
mod window;

use crate::geometry::{self, line_places_from, LinePlace};
use crate::layout::{Layout, LineStore};
use crate::point::Point;
use crate::size::{BoardSize, Standard};
use core::fmt;
use core::marker::PhantomData;
use renju_vocab::{Color, WINDOW_LEN};

/// A position on a board of size `S` (15x15 unless said: `Board<Size<20>>` is 20x20). Stones
/// are kept as one bit mask per line, direction and colour: the point at position `i` of a
/// line is bit `i + 5`, so the 11-point window around it is `(mask >> i) & 0x7FF`, with the
/// board edge already in place as opponent bits.
///
/// ```
/// use renju::{Board, Color, Point};
/// let mut board: Board = Board::new();
/// let h8: Point = "h8".parse().unwrap();
/// board.place(h8, Color::Black).unwrap();
/// assert_eq!(board.get(h8), Some(Color::Black));
/// assert!(board.place(h8, Color::White).is_err());
/// assert!(board.place("p1".parse().unwrap(), Color::White).is_err(), "off the board");
/// assert_eq!(board.remove(h8), Some(Color::Black));
/// assert_eq!(board.get(h8), None);
/// ```
pub struct Board<S: BoardSize = Standard> {
    /// The mask of each line and colour: line `l` ([`first_line`](crate::geometry::first_line) of its direction plus its
    /// number in the direction) for colour `c` at `2 * l + c`, so that a line's two colours
    /// share a cache line; the slots past the last line stay empty.
    lines: <S::Layout as Layout>::Lines,
    size: PhantomData<S>,
}

impl<S: BoardSize> Clone for Board<S> {
    #[inline(always)]
    fn clone(&self) -> Self {
        Board {
            lines: self.lines,
            size: PhantomData,
        }
    }
}

impl<S: BoardSize> PartialEq for Board<S> {
    fn eq(&self, other: &Self) -> bool {
        self.lines == other.lines
    }
}

impl<S: BoardSize> Eq for Board<S> {}

impl<S: BoardSize> core::hash::Hash for Board<S> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.lines.hash(state);
    }
}

/// Why a stone cannot go on a point, or a move there cannot be judged: the point holds a
/// stone, or is past the board's edge.
///
/// ```
/// use renju::{point, Board, Color, MoveError, Size};
/// let mut board: Board = Board::new();
/// board.place(point!(h8), Color::Black).unwrap();
/// let e = board.place(point!(h8), Color::White).unwrap_err();
/// assert_eq!(e, MoveError::Occupied { point: point!(h8), by: Color::Black });
/// assert_eq!(e.to_string(), "h8 already holds a black stone");
/// let e = board.place(point!(t20), Color::White).unwrap_err();
/// assert_eq!(e.to_string(), "t20 is off the 15x15 board (columns a-o, rows 1-15)");
/// assert!(Board::<Size<20>>::new().place(point!(t20), Color::White).is_ok());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveError {
    /// The point already holds a stone.
    Occupied {
        /// The point.
        point: Point,
        /// The colour of the stone already there.
        by: Color,
    },
    /// The point is not on the board.
    OffBoard {
        /// The point.
        point: Point,
        /// The board's side.
        size: usize,
    },
}

impl MoveError {
    /// The point the error is about.
    pub fn point(self) -> Point {
        match self {
            MoveError::Occupied { point, .. } | MoveError::OffBoard { point, .. } => point,
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveError::Occupied { point, by } => {
                write!(f, "{point} already holds a {by} stone")
            }
            MoveError::OffBoard { point, size } => crate::point::write_off_board(f, point, size),
        }
    }
}

impl core::error::Error for MoveError {}

/// The slot of the mask of `color` of the line at `place`, on a board of size `S` (on boards up
/// to 15x15 a `u8`, so that it indexes the 256 slots without a check).
#[inline(always)]
fn mask_slot<S: BoardSize>(place: LinePlace, color: Color) -> usize {
    S::Layout::line_slot(place.line, color)
}

/// [`line_places_of`] computed from `p`'s coordinates (as [`Direction::locate`] does), where the
/// table costs a load per entry: reading one point's four lines is quicker this way.
#[inline(always)]
const fn line_places_at<S: BoardSize>(p: Point) -> [LinePlace; 4] {
    line_places_from(p.col(), p.row(), S::N)
}

/// Where `p`'s [`LinePlace`]s are in its size's [`Geometry::places`].
#[inline(always)]
fn place_index(p: Point) -> usize {
    geometry::place_index(p.col(), p.row())
}

/// The [`LinePlace`]s of `p`, in the order of [`Direction::ALL`](crate::direction::Direction::ALL).
#[inline(always)]
pub(crate) fn line_places_of<S: BoardSize>(p: Point) -> [LinePlace; 4] {
    S::GEOMETRY.places(place_index(p))
}

/// The 11 bits of a window, once shifted down to its first point (bit `k` = offset `k - 5`).
const WINDOW_MASK: u64 = (1 << WINDOW_LEN) - 1;

impl<S: BoardSize> Board<S> {
    /// The empty board.
    pub const fn new() -> Board<S> {
        Board {
            lines: <<S::Layout as Layout>::Lines as LineStore>::EMPTY,
            size: PhantomData,
        }
    }

    /// Points on a side of the board.
    ///
    /// ```
    /// use renju::{Board, Size};
    /// assert_eq!(Board::<Size<19>>::new().size(), 19);
    /// assert_eq!(renju::Board::<renju::Standard>::new().size(), 15);
    /// ```
    pub const fn size(&self) -> usize {
        S::N
    }

    /// Whether `p` is on the board.
    #[inline(always)]
    pub const fn contains(&self, p: Point) -> bool {
        p.is_on::<S>()
    }

    /// `Ok` if `p` is on the board, else the error naming the board's size.
    #[inline(always)]
    pub(crate) fn check(p: Point) -> Result<(), MoveError> {
        if p.is_on::<S>() {
            Ok(())
        } else {
            Err(MoveError::OffBoard {
                point: p,
                size: S::N,
            })
        }
    }
}

impl<S: BoardSize> Default for Board<S> {
    fn default() -> Board<S> {
        Board::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::direction::Direction;
    use crate::geometry::off_board_slot;
    use crate::size::Size;

    /// Which line of direction `d` holds `p` on a board of `size` points a side, and where on
    /// it: positions grow with the direction's step (the column, except on columns, where it
    /// is the row).
    fn locate(d: Direction, p: Point, size: usize) -> (usize, usize) {
        let (c, r) = (p.col(), p.row());
        match d {
            Direction::Horizontal => (r, c),
            Direction::Vertical => (c, r),
            Direction::Diagonal => (c + size - 1 - r, c),
            Direction::AntiDiagonal => (c + r, c),
        }
    }

    fn line_places_agree<S: BoardSize>() {
        for p in Point::all::<S>() {
            let (at, of) = (line_places_at::<S>(p), line_places_of::<S>(p));
            for d in 0..4 {
                assert_eq!((at[d].line, at[d].pos), (of[d].line, of[d].pos), "{p} {d}");
                let (line, pos) = locate(Direction::ALL[d], p, S::N);
                let first = geometry::first_line(d, S::N);
                assert_eq!(usize::from(at[d].line), 2 * (first + line), "{p} {d}");
                assert_eq!(usize::from(at[d].pos), pos, "{p} {d}");
            }
        }
        // Every point past the edge, up to z26, is on the off-board line in all directions.
        let off = off_board_slot(<<S::Layout as Layout>::Lines as LineStore>::LEN);
        let past_edge = (0..26).flat_map(|col| (0..26).filter_map(move |row| Point::new(col, row)));
        for p in past_edge.filter(|p| !p.is_on::<S>()) {
            for place in line_places_of::<S>(p) {
                assert_eq!(usize::from(place.line), off, "{p}");
            }
        }
    }

    #[test]
    fn line_places_from_coordinates_are_those_of_the_table_and_of_locate() {
        line_places_agree::<Size<5>>();
        line_places_agree::<Size<15>>();
        line_places_agree::<Size<16>>();
        line_places_agree::<Size<20>>();
        line_places_agree::<Size<26>>();
    }
}
