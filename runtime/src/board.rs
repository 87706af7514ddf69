//! The board: per-line bit masks, from which any window's index is a shift, a mask and two
//! small lookups.

use crate::direction::{Direction, LINES};
use crate::point::{Point, SIZE};
use crate::point_set::PointSet;
use core::fmt;
use renju_vocab::{seen_left, seen_right, Color, Window, REACH, WINDOW_LEN};

/// A 15x15 position. Stones are kept as one bit mask per line, direction and colour: the
/// point at position `i` of a line is bit `i + 5`, so the 11-point window around it is
/// `(mask >> i) & 0x7FF`, with the board edge already in place as opponent bits.
///
/// ```
/// use renju::{Board, Color, Point};
/// let mut board = Board::new();
/// let h8: Point = "h8".parse().unwrap();
/// board.place(h8, Color::Black).unwrap();
/// assert_eq!(board.get(h8), Some(Color::Black));
/// assert!(board.place(h8, Color::White).is_err());
/// assert_eq!(board.remove(h8), Some(Color::Black));
/// assert_eq!(board.get(h8), None);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    /// The mask of each line and colour: direction `d`'s line `l` for colour `c` at
    /// `2 * (d * LINES + l) + c`, so that a line's two colours share a cache line and a slot
    /// number (a `u8`) indexes the 256 slots without a bounds check (those past
    /// `8 * LINES` stay empty).
    lines: [u32; LINE_SLOTS],
}

/// A point that already holds a stone: the one error for placing a stone there or asking
/// what a move there would do.
///
/// ```
/// use renju::{point, Board, Color, Occupied};
/// let mut board = Board::new();
/// board.place(point!(h8), Color::Black).unwrap();
/// let e = board.place(point!(h8), Color::White).unwrap_err();
/// assert_eq!(e, Occupied { point: point!(h8), by: Color::Black });
/// assert_eq!(e.to_string(), "h8 already holds a black stone");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Occupied {
    /// The point.
    pub point: Point,
    /// The colour of the stone already there.
    pub by: Color,
}

impl fmt::Display for Occupied {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} already holds a {} stone", self.point, self.by)
    }
}

impl core::error::Error for Occupied {}

/// Slots of [`Board::lines`]: the `4 * LINES` lines, two colours each, rounded up to the 256
/// that a `u8` slot number can name.
const LINE_SLOTS: usize = 256;
const _: () = assert!(8 * LINES <= LINE_SLOTS);

/// Where a point sits on its line in one direction: the line's black slot in
/// [`Board::lines`] (even; the white slot is the next) and the point's position along it.
#[derive(Clone, Copy)]
pub(crate) struct Spot {
    line: u8,
    pub(crate) pos: u8,
}

impl Spot {
    /// The line's number among all lines of the four directions (`0..128`): the slot halved.
    #[inline(always)]
    pub(crate) fn line_index(self) -> usize {
        usize::from(self.line >> 1)
    }

    /// The slot of this line's mask for `color`.
    #[inline(always)]
    fn slot(self, color: Color) -> usize {
        usize::from(self.line | color as u8)
    }

    /// The line's edge mask ([`EDGE`]).
    #[inline(always)]
    fn edge(self) -> u32 {
        EDGE[usize::from(self.line >> 1)]
    }

    /// The bit of the point itself in its line's masks.
    #[inline(always)]
    pub(crate) fn bit(self) -> u32 {
        1 << (self.pos as usize + REACH)
    }
}

/// Each point's [`Spot`] in the four directions, by `16 * row + col` (see [`spots_of`]):
/// placing a stone or reading a window needs no arithmetic on coordinates.
static SPOTS: [[Spot; 4]; 256] = {
    let mut spots = [[Spot { line: 0, pos: 0 }; 4]; 256];
    let mut i = 0;
    while i < SIZE * SIZE {
        let p = match Point::from_index(i) {
            Some(p) => p,
            None => unreachable!(),
        };
        let at = spot_index(p);
        let mut d = 0;
        while d < 4 {
            let (line, pos) = Direction::ALL[d].locate(p);
            spots[at][d] = Spot {
                line: (2 * (d * LINES + line)) as u8,
                pos: pos as u8,
            };
            d += 1;
        }
        i += 1;
    }
    spots
};

/// [`spots_of`] computed from `p`'s coordinates (as [`Direction::locate`] does) in `u8`
/// arithmetic, where the table costs a load per byte: reading one point's four lines is
/// quicker this way, and the slots, being `u8`, still index without a check.
#[inline(always)]
const fn spots_at(p: Point) -> [Spot; 4] {
    const L: u8 = LINES as u8;
    let (c, r) = (p.col() as u8, p.row() as u8);
    [
        Spot {
            line: 2 * r,
            pos: c,
        },
        Spot {
            line: 2 * (L + c),
            pos: r,
        },
        // Diagonal `c + 14 - r`, summed so that no step goes below zero.
        Spot {
            line: 2 * (2 * L + (SIZE as u8 - 1) + c) - 2 * r,
            pos: c,
        },
        Spot {
            line: 2 * (3 * L + c + r),
            pos: c,
        },
    ]
}

/// Where `p`'s [`Spot`]s are in [`SPOTS`]: `16 * row + col` (a shift and an or, where the
/// row-major index needs a multiplication), as a `u8` so that it indexes without a check.
#[inline(always)]
const fn spot_index(p: Point) -> usize {
    (p.row() << 4 | p.col()) as u8 as usize
}

/// Each point's bit in its line ([`Spot::bit`]) along a row and along a column, by the index
/// of [`SPOTS`]: placing a stone loads the bits instead of shifting for them. Both diagonals
/// number a point's position by its column too, so they take the row's bit.
static BITS: [[u32; 2]; 256] = {
    let mut bits = [[0; 2]; 256];
    let mut i = 0;
    while i < 256 {
        let [row, column, diagonal, anti_diagonal] = SPOTS[i];
        assert!(diagonal.pos == row.pos && anti_diagonal.pos == row.pos);
        bits[i] = [
            1 << (row.pos as usize + REACH),
            1 << (column.pos as usize + REACH),
        ];
        i += 1;
    }
    bits
};

/// The [`Spot`]s of `p`, in the order of [`Direction::ALL`].
#[inline(always)]
pub(crate) fn spots_of(p: Point) -> &'static [Spot; 4] {
    &SPOTS[spot_index(p)]
}

/// Bits of each line that are not on the board: the edge, read as opponent stones (by line,
/// the slot halved).
static EDGE: [u32; LINE_SLOTS / 2] = {
    let mut on = [0u32; LINE_SLOTS / 2];
    let mut i = 0;
    while i < SIZE * SIZE {
        let at = match Point::from_index(i) {
            Some(p) => spot_index(p),
            None => unreachable!(),
        };
        let mut d = 0;
        while d < 4 {
            let spot = SPOTS[at][d];
            on[spot.line as usize / 2] |= 1 << (spot.pos as usize + REACH);
            d += 1;
        }
        i += 1;
    }
    let mut edge = [0u32; LINE_SLOTS / 2];
    let mut l = 0;
    while l < 4 * LINES {
        edge[l] = !on[l];
        l += 1;
    }
    edge
};

/// Base-3 weight of each 11-bit window mask (the centre bit weighs nothing): a window's index
/// is `BASE3[own] + 2 * BASE3[opponent]`.
const BASE3: [u16; 1 << WINDOW_LEN] = {
    let mut t = [0u16; 1 << WINDOW_LEN];
    let mut m = 0;
    while m < 1 << WINDOW_LEN {
        t[m] = Window::from_masks(m as u16, 0).index();
        m += 1;
    }
    t
};

const WINDOW_MASK: u32 = (1 << WINDOW_LEN) - 1;

/// One side of a window: its 5 own bits, then its 5 opponent bits, as a 10-bit index.
const SIDE_MASK: u32 = (1 << 5) - 1;

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

/// The seen index of the window at position `pos` of a line with masks `own` and `opponent`
/// (edge included).
#[inline(always)]
fn seen_index_of(own: u32, opponent: u32, pos: u8) -> u16 {
    let (o, x) = (own >> pos, opponent >> pos);
    let left = LEFT_VIEW[((o & SIDE_MASK) | (x & SIDE_MASK) << 5) as usize];
    let right = RIGHT_VIEW[((o >> 6) & SIDE_MASK | (x >> 1) & SIDE_MASK << 5) as usize];
    left + u16::from(right)
}

impl Board {
    /// The empty board.
    pub const fn new() -> Board {
        Board {
            lines: [0; LINE_SLOTS],
        }
    }

    /// A board holding the given stones. Fails on the first point given twice (in one list or
    /// in both).
    ///
    /// ```
    /// use renju::{Board, Point};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// let board = Board::from_stones(&[p("h8"), p("g8")], &[p("i9")]).unwrap();
    /// assert_eq!(board.stone_count(), 3);
    /// assert!(Board::from_stones(&[p("h8")], &[p("h8")]).is_err());
    /// ```
    #[inline]
    pub fn from_stones(black: &[Point], white: &[Point]) -> Result<Board, Occupied> {
        // Placed without a branch per stone: a stone landing on one already placed shows in
        // `clash`, and then the board is built again stone by stone to name the first.
        let mut board = Board::new();
        let mut clash = 0;
        for (stones, color) in [(black, Color::Black), (white, Color::White)] {
            for &p in stones {
                let row = SPOTS[spot_index(p)][0];
                clash |= (board.lines[row.slot(Color::Black)]
                    | board.lines[row.slot(Color::White)])
                    & BITS[spot_index(p)][0];
                board.put(p, color);
            }
        }
        if clash != 0 {
            return Err(Board::first_clash(black, white));
        }
        Ok(board)
    }

    /// The board of the stones given as the words of two point sets (bit `16 * row + col`,
    /// as in [`PointSet`]), black's and white's, which share no point. The rows are the
    /// sets' rows as they are; the other lines take the stones one at a time, both colours in
    /// one pass, the colour read from white's set. (Were the rows filled stone by stone too,
    /// the stones of a row, coming one after the other, would each wait for the last one's
    /// write to the row's mask.)
    pub(crate) fn from_stone_words(black: [u64; 4], white: [u64; 4]) -> Board {
        let mut board = Board::new();
        for row in 0..SIZE {
            let bits = |words: [u64; 4]| ((words[row / 4] >> (16 * (row % 4))) & 0x7FFF) as u32;
            board.lines[2 * row] = bits(black) << REACH;
            board.lines[2 * row + 1] = bits(white) << REACH;
        }
        for (w, (&black, &white)) in black.iter().zip(&white).enumerate() {
            let mut bits = black | white;
            while bits != 0 {
                let bit = bits.trailing_zeros() as usize;
                let color = Color::ALL[(white >> bit) as usize & 1];
                board.put_across((64 * w + bit) & 0xFF, color);
                bits &= bits - 1;
            }
        }
        board
    }

    /// Puts a stone of `color` on `p`, which the caller knows to be empty: its line bits from
    /// a table, no test and no branch.
    #[inline]
    pub(crate) fn put(&mut self, p: Point, color: Color) {
        let at = spot_index(p);
        self.lines[SPOTS[at][0].slot(color)] |= BITS[at][0];
        self.put_across(at, color);
    }

    /// The part of [`put`](Board::put) beside the row: the stone's bit in its column and its
    /// two diagonals, for the point at `at` ([`spot_index`]).
    #[inline(always)]
    fn put_across(&mut self, at: usize, color: Color) {
        let ([_, column, diagonal, anti_diagonal], [along_row, along_column]) =
            (SPOTS[at & 0xFF], BITS[at & 0xFF]);
        self.lines[column.slot(color)] |= along_column;
        self.lines[diagonal.slot(color)] |= along_row;
        self.lines[anti_diagonal.slot(color)] |= along_row;
    }

    /// The first point given twice to [`Board::from_stones`], found by placing the stones one
    /// at a time (only the error comes back, so that the board of the common case is built
    /// where the caller keeps it, not copied out of a second one).
    #[cold]
    fn first_clash(black: &[Point], white: &[Point]) -> Occupied {
        let mut board = Board::new();
        let stones = black.iter().map(|&p| (p, Color::Black));
        for (p, color) in stones.chain(white.iter().map(|&p| (p, Color::White))) {
            if let Err(e) = board.place(p, color) {
                return e;
            }
        }
        unreachable!("a clash is only reported when a point is given twice")
    }

    /// The stone at `p`, if any.
    #[inline]
    pub fn get(&self, p: Point) -> Option<Color> {
        let spot = spots_of(p)[0];
        if self.lines[spot.slot(Color::Black)] & spot.bit() != 0 {
            Some(Color::Black)
        } else if self.lines[spot.slot(Color::White)] & spot.bit() != 0 {
            Some(Color::White)
        } else {
            None
        }
    }

    /// Puts a stone of `color` on the empty point `p`.
    #[inline]
    pub fn place(&mut self, p: Point, color: Color) -> Result<(), Occupied> {
        if let Some(by) = self.get(p) {
            return Err(Occupied { point: p, by });
        }
        for &spot in spots_of(p) {
            self.lines[spot.slot(color)] |= spot.bit();
        }
        Ok(())
    }

    /// Takes the stone off `p`, returning its colour (`None` if `p` was empty).
    #[inline]
    pub fn remove(&mut self, p: Point) -> Option<Color> {
        let color = self.get(p)?;
        for &spot in spots_of(p) {
            self.lines[spot.slot(color)] &= !spot.bit();
        }
        Some(color)
    }

    /// The points holding a stone of `color`, in row-major order.
    pub fn stones(&self, color: Color) -> impl Iterator<Item = Point> + '_ {
        Point::all().filter(move |&p| self.get(p) == Some(color))
    }

    /// The points holding a stone of `color`, as a set.
    pub fn stone_set(&self, color: Color) -> PointSet {
        let mut words = [0u64; 4];
        // The rows are the first lines: slots 0, 2, ... for black, 1, 3, ... for white.
        let rows = self.lines[color as usize..2 * SIZE].iter().step_by(2);
        for (row, &line) in rows.enumerate() {
            let bits = u64::from((line >> REACH) & 0x7FFF);
            words[row / 4] |= bits << (16 * (row % 4));
        }
        PointSet::from_words(words)
    }

    /// The masks of the rows, both colours: row `r`'s black at `2 * r`, its white next
    /// (the first lines of [`Board::lines`]); the last two, row 15's, are always empty.
    #[inline(always)]
    pub(crate) fn row_lines(&self) -> &[u32; 32] {
        match self.lines.first_chunk() {
            Some(rows) => rows,
            None => unreachable!("a board has more than 32 line slots"),
        }
    }

    /// How many stones are on the board.
    pub fn stone_count(&self) -> usize {
        // Each stone is on one row; the rows are the first `2 * SIZE` slots.
        self.lines[..2 * SIZE]
            .iter()
            .map(|m| m.count_ones() as usize)
            .sum()
    }

    /// The window of `p` along `d`, seen from `color`: the 5 points on each side, with the
    /// board edge as opponent stones. Whatever is on `p` itself is not part of the window.
    ///
    /// ```
    /// use renju::{Board, Color, Direction, Point};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// let board = Board::from_stones(&[p("b1")], &[p("c1")]).unwrap();
    /// let w = board.window(p("a1"), Direction::Horizontal, Color::Black);
    /// assert_eq!(w.to_string(), "OOOOO*XO...");
    /// ```
    pub fn window(&self, p: Point, d: Direction, color: Color) -> Window {
        let index = self.window_index(p, d, color);
        Window::from_index(index).unwrap_or(Window::EMPTY)
    }

    /// The dense index of [`Board::window`]: a shift, a mask and two lookups.
    #[inline]
    pub(crate) fn window_index(&self, p: Point, d: Direction, color: Color) -> u16 {
        self.window_indexes(p, color)[d.index()]
    }

    /// The dense indexes of the windows of `p` in the four directions, seen from `color`.
    #[inline]
    pub(crate) fn window_indexes(&self, p: Point, color: Color) -> [u16; 4] {
        let spots = spots_of(p);
        let index = |d: usize| {
            let spot = spots[d];
            let line = self.line_view(spot, color);
            let o = (line.own >> spot.pos) & WINDOW_MASK;
            let x = (line.opponent >> spot.pos) & WINDOW_MASK;
            BASE3[o as usize] + 2 * BASE3[x as usize]
        };
        [index(0), index(1), index(2), index(3)]
    }

    /// The seen indexes ([`renju_vocab::seen_index`]) of `p`'s windows in the four
    /// directions, seen from `color`: per direction two lookups in 3 KB of small tables.
    #[inline(always)]
    pub(crate) fn seen_indexes(&self, p: Point, color: Color) -> [u16; 4] {
        let spots = spots_at(p);
        let seen = |spot: Spot| self.line_view(spot, color).seen_index(spot.pos);
        [
            seen(spots[0]),
            seen(spots[1]),
            seen(spots[2]),
            seen(spots[3]),
        ]
    }

    /// The own-stone masks of `p`'s windows in the four directions, seen from `color` (11
    /// bits, bit `k` = offset `k - 5`), with the centre bit set if `p` holds a stone: in all
    /// four if it is `color`'s, in the first if it is the opponent's.
    #[inline(always)]
    pub(crate) fn own_masks(&self, p: Point, color: Color) -> [u16; 4] {
        let spots = spots_at(p);
        let mask = |spot: Spot| ((self.lines[spot.slot(color)] >> spot.pos) & WINDOW_MASK) as u16;
        let first = spots[0];
        let taken = (self.lines[first.slot(color.opponent())] >> first.pos) & (1 << REACH);
        [
            mask(first) | taken as u16,
            mask(spots[1]),
            mask(spots[2]),
            mask(spots[3]),
        ]
    }

    /// The seen index of `p`'s window along the direction with index `d` (`0..4`).
    #[cfg(test)]
    pub(crate) fn seen_index(&self, p: Point, d: usize, color: Color) -> u16 {
        let spot = spots_at(p)[d & 3];
        self.line_view(spot, color).seen_index(spot.pos)
    }
}

/// One line of the board seen from a colour, edge included: what re-judging the points near a
/// changed one along that line reads. Positions are those of [`Spot::pos`].
#[derive(Clone, Copy)]
pub(crate) struct LineView {
    own: u32,
    /// Opponent stones and the bits off the board.
    opponent: u32,
}

impl LineView {
    /// The points of the line that are on the board and empty.
    #[inline(always)]
    pub(crate) fn empty(self) -> u32 {
        !(self.own | self.opponent)
    }

    /// The seen index ([`renju_vocab::seen_index`]) of the window around position `pos`.
    #[inline(always)]
    pub(crate) fn seen_index(self, pos: u8) -> u16 {
        seen_index_of(self.own, self.opponent, pos)
    }

    /// The points of the line within 3 of an own stone other than the one at `spot`.
    #[inline(always)]
    pub(crate) fn near_other_own(self, spot: Spot) -> u32 {
        let others = self.own & !spot.bit();
        // Spread each stone 1 point either way, then 2 more: 3 in all.
        let one = others | others << 1 | others >> 1;
        one | one << 2 | one >> 2
    }

    /// The own-stone mask of the window around position `pos` (11 bits, bit `k` = offset
    /// `k - 5`), as [`Board::own_masks`] gives for an empty point.
    #[inline(always)]
    pub(crate) fn own_window(self, pos: u8) -> u16 {
        ((self.own >> pos) & WINDOW_MASK) as u16
    }
}

impl Board {
    /// The line through `spot`, seen from `color`.
    #[inline(always)]
    pub(crate) fn line_view(&self, spot: Spot, color: Color) -> LineView {
        LineView {
            own: self.lines[spot.slot(color)],
            opponent: self.lines[spot.slot(color.opponent())] | spot.edge(),
        }
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::new()
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(\n{})", crate::diagram::render(self, &[]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::prelude::rust_2021::*;

    #[test]
    fn spots_from_coordinates_are_those_of_the_table() {
        for p in Point::all() {
            let (at, of) = (spots_at(p), spots_of(p));
            for d in 0..4 {
                assert_eq!((at[d].line, at[d].pos), (of[d].line, of[d].pos), "{p} {d}");
            }
        }
    }

    #[test]
    fn seen_indexes_of_the_board_are_those_of_its_windows() {
        // Stones in every corner and along the edges, both colours, so that the edge and
        // opponent stones close sides at every distance.
        let p = |s: &str| s.parse::<Point>().expect("point");
        let black = [
            "a1", "c1", "b2", "o15", "m15", "n14", "h8", "i8", "k8", "h10", "e5",
        ];
        let white = ["a15", "o1", "n2", "g8", "j8", "h9", "h11", "d4", "f6", "c3"];
        let board = Board::from_stones(&black.map(p), &white.map(p)).expect("distinct points");
        for q in Point::all() {
            for (i, d) in Direction::ALL.into_iter().enumerate() {
                for color in Color::ALL {
                    assert_eq!(
                        board.seen_index(q, i, color),
                        board.window(q, d, color).seen_index(),
                        "{q} {d:?} {color}"
                    );
                }
            }
        }
    }
}
