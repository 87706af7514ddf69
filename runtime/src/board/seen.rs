//! The seen indexes ([`renju_vocab::seen_index`]) of a point's windows: per direction two
//! lookups in 3 KB of small tables ([`LEFT_VIEW`], [`RIGHT_VIEW`]), both colours' masks read
//! as one word where a line's masks are 32 bits.

use super::{line_places_at, Board};
use crate::geometry::LinePlace;
use crate::layout::{Layout, LineStore};
use crate::point::Point;
use crate::size::BoardSize;
use renju_vocab::{seen_left, seen_right, Color};

/// One side of a window: its 5 own bits, then its 5 opponent bits, as a 10-bit index.
const SIDE_MASK: u64 = (1 << 5) - 1;

/// The left side's view ([`renju_vocab::seen_left`], times 64) of each left half (offsets -5
/// to -1, own bits low, opponent bits above).
static LEFT_VIEW: [u16; 1 << 10] = {
    let mut t = [0u16; 1 << 10];
    let mut i = 0;
    while i < 1 << 10 {
        let (own, opponent) = ((i & 31) as u16, (i >> 5) as u16);
        t[i] = (seen_left(own, opponent) as u16) << 6;
        i += 1;
    }
    t
};

/// The right side's view ([`renju_vocab::seen_right`]) of each right half (offsets +1 to +5,
/// own bits low, opponent bits above).
static RIGHT_VIEW: [u8; 1 << 10] = {
    let mut t = [0u8; 1 << 10];
    let mut i = 0;
    while i < 1 << 10 {
        let (own, opponent) = (((i & 31) as u16) << 6, ((i >> 5) as u16) << 6);
        t[i] = seen_right(own, opponent);
        i += 1;
    }
    t
};

/// The seen index of the window at position 0 of a line whose own mask is the low 32 bits of
/// `pair` and whose opponent mask (edge included) is the high 32: [`seen_index_of`] with one
/// shift for both masks. Exact for windows that end below bit 32 of their line (positions up
/// to 21): the opponent bits shifted into the low half land above the window's 11.
#[inline(always)]
fn seen_index_of_pair(pair: u64) -> u16 {
    let left = LEFT_VIEW[((pair & SIDE_MASK) | (pair >> 27) & SIDE_MASK << 5) as usize];
    let right = RIGHT_VIEW[((pair >> 6) & SIDE_MASK | (pair >> 33) & SIDE_MASK << 5) as usize];
    left + u16::from(right)
}

/// The seen index of the window at position `pos` of a line with masks `own` and `opponent`
/// (edge included).
#[inline(always)]
pub(super) fn seen_index_of(own: u64, opponent: u64, pos: u8) -> u16 {
    let (o, x) = (own >> pos, opponent >> pos);
    let left = LEFT_VIEW[((o & SIDE_MASK) | (x & SIDE_MASK) << 5) as usize];
    let right = RIGHT_VIEW[((o >> 6) & SIDE_MASK | (x >> 1) & SIDE_MASK << 5) as usize];
    left + u16::from(right)
}

impl<S: BoardSize> Board<S> {
    /// The seen indexes ([`renju_vocab::seen_index`]) of `p`'s windows in the four
    /// directions, seen from `color`: per direction two lookups in 3 KB of small tables.
    #[inline(always)]
    pub(crate) fn seen_indexes(&self, p: Point, color: Color) -> [u16; 4] {
        let places = line_places_at::<S>(p);
        let seen = |place: LinePlace| self.seen_index_at(place, color);
        [
            seen(places[0]),
            seen(places[1]),
            seen(places[2]),
            seen(places[3]),
        ]
    }

    /// The seen index of the window at `place`, seen from `color`. Where a line's masks are
    /// 32 bits, both are read as one word and moved with one shift ([`seen_index_of_pair`]).
    #[inline(always)]
    fn seen_index_at(&self, place: LinePlace, color: Color) -> u16 {
        type Lines<S> = <<S as BoardSize>::Layout as Layout>::Lines;
        if !<Lines<S> as LineStore>::PAIRED {
            return self.line_view(place, color).seen_index(place.pos);
        }
        let pair = self.lines.pair(usize::from(place.line));
        // Own stones low, opponent stones high; the edge (bits past the line's ends, of
        // which those below bit 32 are all a window can reach) with the opponent's.
        let own_low = match color {
            Color::Black => pair,
            Color::White => pair.rotate_left(32),
        };
        let edge = S::GEOMETRY.edge[usize::from(place.line >> 1) & 255];
        seen_index_of_pair((own_low | edge << 32) >> place.pos)
    }
    /// The seen index of `p`'s window along the direction with index `d` (`0..4`), from
    /// the line's [`LineView`] (where [`Board::seen_indexes`] may read both masks at once).
    #[cfg(test)]
    pub(crate) fn seen_index(&self, p: Point, d: usize, color: Color) -> u16 {
        let place = line_places_at::<S>(p)[d & 3];
        self.line_view(place, color).seen_index(place.pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::direction::Direction;
    use crate::size::Size;
    use renju_vocab::Cell;

    /// Stones in every corner and along the edges, both colours, so that the edge and
    /// opponent stones close sides at every distance: every point's seen indexes are those
    /// of its windows, and each window sees the edge where the board ends.
    fn seen_indexes_agree<S: BoardSize>() {
        let n = S::N;
        let at = |c: usize, r: usize| Point::new(c, r).expect("a point");
        let black = [
            at(0, 0),
            at(2, 0),
            at(1, 1),
            at(n - 1, n - 1),
            at(n - 3, n - 1),
            at(n - 2, n - 2),
            at(n / 2, n / 2),
        ];
        let white = [
            at(0, n - 1),
            at(n - 1, 0),
            at(n - 2, 1),
            at(n / 2 + 1, n / 2),
        ];
        let board = Board::<S>::from_stones(&black, &white).expect("distinct points");
        for q in Point::all::<S>() {
            for (i, d) in Direction::ALL.into_iter().enumerate() {
                for color in Color::ALL {
                    let window = board.window(q, d, color).expect("on the board");
                    assert_eq!(
                        board.seen_index(q, i, color),
                        window.seen_index(),
                        "{q} {d:?} {color}"
                    );
                    assert_eq!(
                        board.seen_indexes(q, color)[i],
                        window.seen_index(),
                        "{q} {d:?} {color}"
                    );
                    // The window's cells: the edge is an opponent stone.
                    for k in -5isize..=5 {
                        if k == 0 {
                            continue;
                        }
                        let cell = window.cell(k as i8);
                        let want = match q.offset(d.step(), k).filter(|r| r.is_on::<S>()) {
                            None => Cell::Opponent,
                            Some(r) => match board.get(r) {
                                None => Cell::Empty,
                                Some(c) if c == color => Cell::Own,
                                Some(_) => Cell::Opponent,
                            },
                        };
                        assert_eq!(cell, want, "{q} {d:?} {color} {k}");
                    }
                }
            }
        }
    }

    #[test]
    fn seen_indexes_of_the_board_are_those_of_its_windows() {
        seen_indexes_agree::<Size<5>>();
        seen_indexes_agree::<Size<7>>();
        seen_indexes_agree::<Size<15>>();
        seen_indexes_agree::<Size<19>>();
        seen_indexes_agree::<Size<21>>();
        seen_indexes_agree::<Size<26>>();
    }
}
