//! Points checked once to be on a board of a given size, for callers that ask about the same
//! points many times (an engine's move list, `renju bench --point`).

use crate::board::Board;
use crate::board::MoveError;
use crate::point::Point;
use crate::size::{BoardSize, Standard};
use core::fmt;
use core::marker::PhantomData;

/// A [`Point`] known to be on a board of size `S` (15x15 unless said): checked when made, so
/// that what takes it ([`Rule::verdict_at`](crate::rule::Rule::verdict_at)) checks nothing again.
///
/// ```
/// use renju::{point, OnBoard, Size, Standard};
/// let h8 = OnBoard::<Standard>::new(point!(h8)).unwrap();
/// assert_eq!(h8.point(), point!(h8));
/// let e = OnBoard::<Standard>::new(point!(t20)).unwrap_err();
/// assert_eq!(e.to_string(), "t20 is off the 15x15 board (columns a-o, rows 1-15)");
/// assert!(OnBoard::<Size<20>>::new(point!(t20)).is_ok());
/// assert_eq!(OnBoard::<Standard>::all().count(), 225);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OnBoard<S: BoardSize = Standard> {
    point: Point,
    size: PhantomData<S>,
}

impl<S: BoardSize> OnBoard<S> {
    /// `p`, if it is on the board; else the error naming the board's size.
    #[inline(always)]
    pub fn new(p: Point) -> Result<OnBoard<S>, MoveError> {
        Board::<S>::check(p)?;
        Ok(OnBoard {
            point: p,
            size: PhantomData,
        })
    }

    /// The point.
    #[inline(always)]
    pub const fn point(self) -> Point {
        self.point
    }

    /// Every point of the board, in row-major order.
    pub fn all() -> impl Iterator<Item = OnBoard<S>> {
        Point::all::<S>().map(|point| OnBoard {
            point,
            size: PhantomData,
        })
    }
}

impl<S: BoardSize> fmt::Debug for OnBoard<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} (on {}x{})", self.point, S::N, S::N)
    }
}

impl<S: BoardSize> fmt::Display for OnBoard<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.point, f)
    }
}
