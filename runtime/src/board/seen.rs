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

/// The bits of a line pair ([`seen_index_of_pair`]'s `pair`, moved down to the side's first
/// point) that make a side's index: its own bits (0-4) and its opponent bits (32-36).
const SIDE_BITS: u64 = SIDE_MASK | SIDE_MASK << 32;

/// The multiplier that gathers [`SIDE_BITS`] into the top 10 bits of a word: own bits times
/// `2^54` land on bits 54-58, opponent bits times `2^27` on bits 59-63; the two other
/// products land on bits 27-31 and past bit 63 (dropped), so no two products overlap and
/// nothing carries.
const SIDE_GATHER: u64 = 1 << 54 | 1 << 27;

/// The 10-bit index (own bits low, opponent bits above, as [`LEFT_VIEW`] and [`RIGHT_VIEW`]
/// are indexed) of the side whose first point is bit 0 of `pair` (own) and bit 32
/// (opponent): a mask, a multiplication and a shift, where moving the two halves into place
/// takes six operations. Both sides use the same two constants, which stay in registers.
#[inline(always)]
fn side_index(pair: u64) -> usize {
    ((pair & SIDE_BITS).wrapping_mul(SIDE_GATHER) >> 54) as usize
}

/// The seen index of the window at position 0 of a line whose own mask is the low 32 bits of
/// `pair` and whose opponent mask (edge included) is the high 32: [`seen_index_of`] with one
/// shift for both masks, each side's 10 bits gathered by one multiplication
/// ([`side_index`]). Exact for windows that end below bit 32 of their line (positions up
/// to 21): the opponent bits shifted into the low half land above the window's 11.
#[inline(always)]
fn seen_index_of_pair(pair: u64) -> u16 {
    let left = LEFT_VIEW[side_index(pair)];
    let right = RIGHT_VIEW[side_index(pair >> 6)];
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
        let edge = S::GEOMETRY.edge_high[usize::from(place.line >> 1) & 255];
        seen_index_of_pair((own_low | edge) >> place.pos)
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

    /// The gathered side indexes ([`seen_index_of_pair`]) against the shifts and masks of
    /// [`seen_index_of`], on every pair of 10-bit sides and on words with every other bit
    /// set at random (stones past the window, edge bits past the line).
    #[test]
    fn seen_index_of_a_pair_is_that_of_its_two_masks() {
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15_u64);
        for sides in 0..1u64 << 20 {
            let (left, right) = (sides & 0x3FF, sides >> 10);
            let own = (left & SIDE_MASK) | (right & SIDE_MASK) << 6;
            let opponent = (left >> 5) | (right >> 5) << 6;
            // Bits outside the window's 11, in both halves, and the centre, at random.
            let noise = next() & !(0x7FF | 0x7FF << 32) | next() & (1 << 5 | 1 << 37);
            let pair = own | opponent << 32 | noise;
            let want = seen_index_of(pair & 0xFFFF_FFFF, pair >> 32, 0);
            assert_eq!(seen_index_of_pair(pair), want, "{pair:#x}");
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
