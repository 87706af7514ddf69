//! A point's 11-point windows ([`Window`]): their dense indexes (a shift, a mask and two
//! lookups in [`BASE3`]) and their own-stone masks.

use super::{line_places_at, line_places_of, mask_slot, Board, MoveError, WINDOW_MASK};
use crate::direction::Direction;
use crate::geometry::LinePlace;
use crate::layout::LineStore;
use crate::point::Point;
use crate::size::BoardSize;
use renju_vocab::{Color, Window, REACH, WINDOW_LEN};

/// Base-3 weight of each 11-bit window mask (the centre bit weighs nothing): a window's index
/// is `BASE3[own] + 2 * BASE3[opponent]`.
static BASE3: [u16; 1 << WINDOW_LEN] = {
    let mut t = [0u16; 1 << WINDOW_LEN];
    let mut m = 0;
    while m < 1 << WINDOW_LEN {
        t[m] = Window::from_masks(m as u16, 0).index();
        m += 1;
    }
    t
};

impl<S: BoardSize> Board<S> {
    /// The window of `p` along `d`, seen from `color`: the 5 points on each side, with the
    /// board edge as opponent stones. Whatever is on `p` itself is not part of the window.
    ///
    /// ```
    /// use renju::{Board, Color, Direction, Point};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// let board: Board = Board::from_stones(&[p("b1")], &[p("c1")]).unwrap();
    /// let w = board.window(p("a1"), Direction::Horizontal, Color::Black).unwrap();
    /// assert_eq!(w.to_string(), "OOOOO*XO...");
    /// assert!(board.window(p("p1"), Direction::Horizontal, Color::Black).is_err());
    /// ```
    pub fn window(&self, p: Point, d: Direction, color: Color) -> Result<Window, MoveError> {
        Board::<S>::check(p)?;
        let index = self.window_index(p, d, color);
        Ok(Window::from_index(index).unwrap_or(Window::EMPTY))
    }

    /// The dense index of [`Board::window`]: a shift, a mask and two lookups.
    #[inline]
    pub(crate) fn window_index(&self, p: Point, d: Direction, color: Color) -> u16 {
        self.window_indexes(p, color)[d.index()]
    }

    /// The dense indexes of the windows of `p` in the four directions, seen from `color`.
    #[inline]
    pub(crate) fn window_indexes(&self, p: Point, color: Color) -> [u16; 4] {
        let places = line_places_of::<S>(p);
        let index = |d: usize| {
            let place = places[d];
            let line = self.line_view(place, color);
            let o = (line.own >> place.pos) & WINDOW_MASK;
            let x = (line.opponent >> place.pos) & WINDOW_MASK;
            BASE3[o as usize] + 2 * BASE3[x as usize]
        };
        [index(0), index(1), index(2), index(3)]
    }

    /// The own-stone masks of `p`'s windows in the four directions, seen from `color` (11
    /// bits, bit `k` = offset `k - 5`), with the centre bit set if `p` holds a stone: in all
    /// four if it is `color`'s, in the first if it is the opponent's.
    #[inline(always)]
    pub(crate) fn own_masks(&self, p: Point, color: Color) -> [u16; 4] {
        let places = line_places_at::<S>(p);
        let mask = |place: LinePlace| {
            ((self.lines.get(mask_slot::<S>(place, color)) >> place.pos) & WINDOW_MASK) as u16
        };
        let first = places[0];
        let taken =
            (self.lines.get(mask_slot::<S>(first, color.opponent())) >> first.pos) & (1 << REACH);
        [
            mask(first) | taken as u16,
            mask(places[1]),
            mask(places[2]),
            mask(places[3]),
        ]
    }
}
