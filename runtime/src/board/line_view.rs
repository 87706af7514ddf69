//! One line of the board seen from a colour, edge included ([`LineView`]): what re-judging
//! the points near a changed one along that line reads.

use super::seen::seen_index_of;
use super::{mask_slot, Board, WINDOW_MASK};
use crate::geometry::LinePlace;
use crate::layout::LineStore;
use crate::size::BoardSize;
use renju_vocab::Color;

/// One line of the board seen from a colour, edge included: what re-judging the points near a
/// changed one along that line reads. Positions are those of [`LinePlace::pos`].
#[derive(Clone, Copy)]
pub(crate) struct LineView {
    /// Own stones.
    pub(super) own: u64,
    /// Opponent stones and the bits off the board.
    pub(super) opponent: u64,
}

impl LineView {
    /// The points of the line that are on the board and empty.
    #[inline(always)]
    pub(crate) fn empty(self) -> u64 {
        !(self.own | self.opponent)
    }

    /// The seen index ([`renju_vocab::seen_index`]) of the window around position `pos`.
    #[inline(always)]
    pub(crate) fn seen_index(self, pos: u8) -> u16 {
        seen_index_of(self.own, self.opponent, pos)
    }

    /// The points of the line within 3 of an own stone other than the one at `place`.
    #[inline(always)]
    pub(crate) fn near_other_own(self, place: LinePlace) -> u64 {
        let others = self.own & !place.bit();
        // Spread each stone 1 point either way, then 2 more: 3 in all.
        let one = others | others << 1 | others >> 1;
        one | one << 2 | one >> 2
    }

    /// The line with own stones added at the points of `stones` (bits of the line's masks,
    /// [`LinePlace::bit`]).
    #[inline(always)]
    pub(crate) fn with_own(self, stones: u64) -> LineView {
        LineView {
            own: self.own | stones,
            opponent: self.opponent,
        }
    }

    /// The own-stone mask of the window around position `pos` (11 bits, bit `k` = offset
    /// `k - 5`), as [`Board::own_masks`] gives for an empty point.
    #[inline(always)]
    pub(crate) fn own_window(self, pos: u8) -> u16 {
        ((self.own >> pos) & WINDOW_MASK) as u16
    }
}

impl<S: BoardSize> Board<S> {
    /// The line through `place`, seen from `color`.
    #[inline(always)]
    pub(crate) fn line_view(&self, place: LinePlace, color: Color) -> LineView {
        LineView {
            own: self.lines.get(mask_slot::<S>(place, color)),
            opponent: self.lines.get(mask_slot::<S>(place, color.opponent()))
                | S::GEOMETRY.edge[usize::from(place.line >> 1) & 255],
        }
    }
}
