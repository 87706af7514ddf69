//! The board: per-line bit masks, from which any window's index is a shift, a mask and two
//! small lookups.

use crate::direction::Direction;
use crate::geometry::{
    self, line_places_from, off_board_slot, LinePlace, LINE_BITS, PLACE_ROW_SHIFT,
};
use crate::layout::{Layout, LineStore};
use crate::point::Point;
use crate::point_set::PointSet;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
use crate::row_count::rows_hold;
use crate::size::{BoardSize, Standard};
// The x86-64 path of `set_stones` counts the rows of boards up to 15x15 at the end.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
use crate::size::STANDARD_SIZE;
use core::fmt;
use core::marker::PhantomData;
use renju_vocab::{
    seen_left, seen_right, wide_seen_index, Cell, Color, WideWindow, Window, REACH, WIDE_REACH,
    WINDOW_LEN,
};

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
            MoveError::OffBoard { point, size } => write!(
                f,
                "{point} is off the {size}x{size} board (columns a-{}, rows 1-{size})",
                (b'a' + size.clamp(1, 26) as u8 - 1) as char
            ),
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

/// [`place_index`] of the point of bit `bit` of a point set's words.
#[inline(always)]
fn place_index_of_set_bit<S: BoardSize>(bit: usize) -> usize {
    let shift = S::Layout::ROW_SHIFT;
    (((bit >> shift) << PLACE_ROW_SHIFT) | (bit & ((1 << shift) - 1))) & 1023
}

/// The [`LinePlace`]s of `p`, in the order of [`Direction::ALL`].
#[inline(always)]
pub(crate) fn line_places_of<S: BoardSize>(p: Point) -> [LinePlace; 4] {
    S::GEOMETRY.places(place_index(p))
}

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

const WINDOW_MASK: u64 = (1 << WINDOW_LEN) - 1;

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
fn seen_index_of(own: u64, opponent: u64, pos: u8) -> u16 {
    let (o, x) = (own >> pos, opponent >> pos);
    let left = LEFT_VIEW[((o & SIDE_MASK) | (x & SIDE_MASK) << 5) as usize];
    let right = RIGHT_VIEW[((o >> 6) & SIDE_MASK | (x >> 1) & SIDE_MASK << 5) as usize];
    left + u16::from(right)
}

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

    /// A board holding the given stones. Fails on the first point given twice (in one list or
    /// in both), or the first past the board's edge.
    ///
    /// The board is a kilobyte: a caller building many boards can keep one and refill it
    /// with [`Board::set_stones`], which saves moving it out of the `Result`.
    ///
    /// ```
    /// use renju::{Board, Point};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// let board: Board = Board::from_stones(&[p("h8"), p("g8")], &[p("i9")]).unwrap();
    /// assert_eq!(board.stone_count(), 3);
    /// assert!(Board::<renju::Standard>::from_stones(&[p("h8")], &[p("h8")]).is_err());
    /// assert!(Board::<renju::Standard>::from_stones(&[p("p8")], &[]).is_err());
    /// ```
    #[inline]
    pub fn from_stones(black: &[Point], white: &[Point]) -> Result<Board<S>, MoveError> {
        let mut board = Board::<S>::new();
        board.set_stones(black, white)?;
        Ok(board)
    }

    /// Makes this the board holding the given stones and no other, as
    /// [`Board::from_stones`] would build it, in place. Fails on the first point given twice
    /// (in one list or in both), or the first past the board's edge, and then leaves the
    /// board empty.
    ///
    /// ```
    /// use renju::{point, Board, MoveError, Color};
    /// let mut board: Board = Board::new();
    /// board.set_stones(&[point!(h8), point!(g8)], &[point!(i9)]).unwrap();
    /// assert_eq!(board, Board::from_stones(&[point!(g8), point!(h8)], &[point!(i9)]).unwrap());
    /// // The stones before are gone.
    /// board.set_stones(&[point!(a1)], &[]).unwrap();
    /// assert_eq!((board.stone_count(), board.get(point!(a1))), (1, Some(Color::Black)));
    /// let e = board.set_stones(&[point!(h8)], &[point!(h8)]).unwrap_err();
    /// assert_eq!(e, MoveError::Occupied { point: point!(h8), by: Color::Black });
    /// assert_eq!(board.stone_count(), 0);
    /// ```
    #[inline]
    pub fn set_stones(&mut self, black: &[Point], white: &[Point]) -> Result<(), MoveError> {
        // Placed without a branch per stone: a stone landing on one already placed shows in
        // `clash`, one off the board in the line kept for them (its places are all there),
        // and then the board is built again stone by stone to name the first.
        self.clear();
        let lists = [(black, Color::Black), (white, Color::White)];
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        if S::N <= STANDARD_SIZE {
            // Up to 15x15 the rows are counted at the end instead ([`rows_hold`]): they all
            // lie in the first 32 line slots.
            for (stones, color) in lists {
                for &p in stones {
                    self.put(p, color);
                }
            }
            if !rows_hold(self.row_lines(), S::N, black.len() + white.len()) {
                self.clear();
                return Err(Self::first_clash(black, white));
            }
            return Ok(());
        }
        let mut clash = 0;
        for (stones, color) in lists {
            for &p in stones {
                let at = place_index(p);
                let row = S::GEOMETRY.row_place(at);
                clash |= (self.lines.get(mask_slot::<S>(row, Color::Black))
                    | self.lines.get(mask_slot::<S>(row, Color::White)))
                    & LINE_BITS[at & 1023][0];
                self.put(p, color);
            }
        }
        let off = off_board_slot(<<S::Layout as Layout>::Lines as LineStore>::LEN);
        if clash | self.lines.get(off) | self.lines.get(off + 1) != 0 {
            self.clear();
            return Err(Self::first_clash(black, white));
        }
        Ok(())
    }

    /// Takes every stone off the board.
    ///
    /// ```
    /// use renju::{point, Board, Color};
    /// let mut board: Board = Board::from_stones(&[point!(h8)], &[point!(i9)]).unwrap();
    /// board.clear();
    /// assert_eq!(board, Board::new());
    /// ```
    #[inline]
    pub fn clear(&mut self) {
        self.lines = <<S::Layout as Layout>::Lines as LineStore>::EMPTY;
    }

    /// The board of the stones given as the words of two point sets (as in [`PointSet`]),
    /// black's and white's, which share no point. The rows are the sets' rows as they are;
    /// the other lines take the stones one at a time, a colour at a time. (Were the rows
    /// filled stone by stone too, the stones of a row, coming one after the other, would each
    /// wait for the last one's write to the row's mask.)
    pub(crate) fn from_stone_words(
        black: <S::Layout as Layout>::Words,
        white: <S::Layout as Layout>::Words,
    ) -> Board<S> {
        let mut board = Board::<S>::new();
        board.put_stone_words(black, white);
        board
    }

    /// [`from_stone_words`](Board::from_stone_words) onto this board, which holds no stone.
    pub(crate) fn put_stone_words(
        &mut self,
        black: <S::Layout as Layout>::Words,
        white: <S::Layout as Layout>::Words,
    ) {
        let row_bits = 1 << S::Layout::ROW_SHIFT;
        let row_mask = (1u64 << S::N) - 1;
        let (b, w) = (black.as_ref(), white.as_ref());
        for row in 0..S::N {
            let (word, shift) = (row * row_bits / 64, row * row_bits % 64);
            let bits = |words: &[u64]| ((words[word] >> shift) & row_mask) << REACH;
            self.lines.set(2 * row, bits(b));
            self.lines.set(2 * row + 1, bits(w));
        }
        self.put_across_words(b, Color::Black);
        self.put_across_words(w, Color::White);
    }

    /// The part of [`put_stone_words`](Board::put_stone_words) beside the rows for the stones
    /// of one `color`, given as a point set's words: a pass of its own per colour, so that the
    /// colour is a constant in its slot arithmetic.
    #[inline(always)]
    fn put_across_words(&mut self, words: &[u64], color: Color) {
        for (i, &word) in words.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let bit = bits.trailing_zeros() as usize;
                self.put_across(place_index_of_set_bit::<S>(64 * i + bit), color);
                bits &= bits - 1;
            }
        }
    }

    /// Puts a stone of `color` on `p`, which the caller knows to be empty: its line bits
    /// from a table, no test and no branch. A point off the board goes to the line kept for
    /// them ([`off_board_slot`]).
    #[inline]
    pub(crate) fn put(&mut self, p: Point, color: Color) {
        let at = place_index(p);
        let slot = mask_slot::<S>(S::GEOMETRY.row_place(at), color);
        self.lines
            .set(slot, self.lines.get(slot) | LINE_BITS[at & 1023][0]);
        self.put_across(at, color);
    }

    /// Sets `bits` in the mask of `slot`.
    #[inline(always)]
    fn or(&mut self, slot: usize, bits: u64) {
        self.lines.set(slot, self.lines.get(slot) | bits);
    }

    /// The part of [`put`](Board::put) beside the row: the stone's bit in its column and its
    /// two diagonals, for the point at `at` ([`place_index`]).
    #[inline(always)]
    fn put_across(&mut self, at: usize, color: Color) {
        let at = at & 1023;
        let ([_, column, diagonal, anti_diagonal], [along_row, along_column]) =
            (S::GEOMETRY.places(at), LINE_BITS[at]);
        self.or(mask_slot::<S>(column, color), along_column);
        self.or(mask_slot::<S>(diagonal, color), along_row);
        self.or(mask_slot::<S>(anti_diagonal, color), along_row);
    }

    /// The first point given twice to [`Board::from_stones`] or off the board, found by
    /// placing the stones one at a time (only the error comes back, so that the board of the
    /// common case is built where the caller keeps it, not copied out of a second one).
    #[cold]
    fn first_clash(black: &[Point], white: &[Point]) -> MoveError {
        let mut board = Board::<S>::new();
        let stones = black.iter().map(|&p| (p, Color::Black));
        for (p, color) in stones.chain(white.iter().map(|&p| (p, Color::White))) {
            if let Err(e) = board.place(p, color) {
                return e;
            }
        }
        unreachable!("a clash is only reported when a point is given twice or off the board")
    }

    /// The stone at `p`, if any (`None` off the board).
    #[inline]
    pub fn get(&self, p: Point) -> Option<Color> {
        if !p.is_on::<S>() {
            return None;
        }
        self.stone_at(p)
    }

    /// The stone at `p`, which the caller knows to be on the board.
    #[inline(always)]
    pub(crate) fn stone_at(&self, p: Point) -> Option<Color> {
        let place = line_places_of::<S>(p)[0];
        if self.lines.get(mask_slot::<S>(place, Color::Black)) & place.bit() != 0 {
            Some(Color::Black)
        } else if self.lines.get(mask_slot::<S>(place, Color::White)) & place.bit() != 0 {
            Some(Color::White)
        } else {
            None
        }
    }

    /// `Ok` if `p` is on the board and empty, else why not.
    #[inline(always)]
    pub(crate) fn check_empty(&self, p: Point) -> Result<(), MoveError> {
        Board::<S>::check(p)?;
        match self.stone_at(p) {
            Some(by) => Err(MoveError::Occupied { point: p, by }),
            None => Ok(()),
        }
    }

    /// Puts a stone of `color` on the empty point `p`.
    #[inline]
    pub fn place(&mut self, p: Point, color: Color) -> Result<(), MoveError> {
        self.check_empty(p)?;
        for place in line_places_of::<S>(p) {
            self.or(mask_slot::<S>(place, color), place.bit());
        }
        Ok(())
    }

    /// Takes the stone off `p`, returning its colour (`None` if `p` was empty or off the
    /// board).
    #[inline]
    pub fn remove(&mut self, p: Point) -> Option<Color> {
        let color = self.get(p)?;
        for place in line_places_of::<S>(p) {
            let slot = mask_slot::<S>(place, color);
            self.lines.set(slot, self.lines.get(slot) & !place.bit());
        }
        Some(color)
    }

    /// The points holding a stone of `color`, in row-major order.
    pub fn stones(&self, color: Color) -> impl Iterator<Item = Point> + '_ {
        Point::all::<S>().filter(move |&p| self.stone_at(p) == Some(color))
    }

    /// The points holding a stone of `color`, as a set.
    pub fn stone_set(&self, color: Color) -> PointSet<S> {
        let mut words = <S::Layout as Layout>::Words::default();
        let row_bits = 1 << S::Layout::ROW_SHIFT;
        let row_mask = (1u64 << S::N) - 1;
        // The rows are the first lines: slots 0, 2, ... for black, 1, 3, ... for white.
        for row in 0..S::N {
            let bits = (self.lines.get(2 * row + color as usize) >> REACH) & row_mask;
            words.as_mut()[row * row_bits / 64] |= bits << (row * row_bits % 64);
        }
        PointSet::from_words(words)
    }

    /// How many stones are on the board.
    pub fn stone_count(&self) -> usize {
        // Each stone is on one row; the rows are the first `2 * N` slots.
        (0..2 * S::N)
            .map(|slot| self.lines.get(slot).count_ones() as usize)
            .sum()
    }

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

    /// The seen index of `p`'s window along the direction with index `d` (`0..4`), from
    /// the line's [`LineView`] (where [`Board::seen_indexes`] may read both masks at once).
    #[cfg(test)]
    pub(crate) fn seen_index(&self, p: Point, d: usize, color: Color) -> u16 {
        let place = line_places_at::<S>(p)[d & 3];
        self.line_view(place, color).seen_index(place.pos)
    }
}

/// One line of the board seen from a colour, edge included: what re-judging the points near a
/// changed one along that line reads. Positions are those of [`LinePlace::pos`].
#[derive(Clone, Copy)]
pub(crate) struct LineView {
    own: u64,
    /// Opponent stones and the bits off the board.
    opponent: u64,
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

/// One line of the board seen from a colour, the edge told apart from the opponent's stones:
/// what a rule that reads wide windows looks up.
#[derive(Clone, Copy)]
pub(crate) struct WideLine {
    own: u64,
    /// Opponent stones only.
    opponent: u64,
    /// The bits off the board.
    edge: u64,
}

impl WideLine {
    /// What holds the bit `bit` of the line (`None`: past the line's 64 bits, the edge).
    #[inline(always)]
    fn cell(self, bit: Option<u32>) -> Cell {
        match bit {
            Some(b) if b < u64::BITS => {
                if self.opponent >> b & 1 != 0 {
                    Cell::Opponent
                } else if self.edge >> b & 1 != 0 {
                    Cell::Edge
                } else if self.own >> b & 1 != 0 {
                    Cell::Own
                } else {
                    Cell::Empty
                }
            }
            _ => Cell::Edge,
        }
    }

    /// What ends a run of own stones from offset `-6` (`sign` -1) or `+6` (`sign` 1) outwards
    /// of the point at position `pos`: the first point there without an own stone.
    #[inline(always)]
    fn beyond(self, pos: u8, sign: i8) -> Cell {
        let pos = u32::from(pos);
        if sign < 0 {
            // Bits `pos - 1` and down: offset -6 is bit `pos + 5 - 6`.
            if pos == 0 {
                return Cell::Edge;
            }
            let run = (self.own << (u64::BITS - pos)).leading_ones();
            self.cell((pos - 1).checked_sub(run))
        } else {
            let from = pos + (2 * REACH as u32 + 1);
            let run = self.own.checked_shr(from).unwrap_or(0).trailing_ones();
            self.cell(Some(from + run))
        }
    }

    /// The wide seen index ([`renju_vocab::wide_seen_index`]) of the wide window around
    /// position `pos`.
    #[inline(always)]
    pub(crate) fn seen_index(self, pos: u8) -> u16 {
        let window = |m: u64| ((m >> pos) & WINDOW_MASK) as u16;
        wide_seen_index(
            window(self.own),
            window(self.opponent),
            window(self.edge),
            self.beyond(pos, -1),
            self.beyond(pos, 1),
        )
    }

    /// The wide window around position `pos`.
    fn window(self, pos: u8) -> WideWindow {
        let side = |sign: i8| {
            let mut cells = [Cell::Empty; WIDE_REACH];
            for (k, cell) in cells.iter_mut().enumerate().take(REACH) {
                let offset = i32::from(sign) * (k as i32 + 1);
                *cell = self.cell(u32::try_from(i32::from(pos) + REACH as i32 + offset).ok());
            }
            cells[REACH] = match cells[REACH - 1] {
                Cell::Edge => Cell::Edge,
                _ => self.beyond(pos, sign),
            };
            cells
        };
        WideWindow::from_sides(side(-1), side(1)).unwrap_or(WideWindow::EMPTY)
    }
}

impl<S: BoardSize> Board<S> {
    /// The wide window of `p` along `d`, seen from `color`: the 5 points on each side, the
    /// edge told apart from an opponent stone, and at `±6` what ends a run of own stones past
    /// `±5` ([`WideWindow`]). Whatever is on `p` itself is not part of the window.
    ///
    /// ```
    /// use renju::{Board, Color, Direction, Point};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// let board: Board = Board::from_stones(&[p("b1")], &[p("c1")]).unwrap();
    /// let w = board.wide_window(p("a1"), Direction::Horizontal, Color::Black).unwrap();
    /// assert_eq!(w.to_string(), "||||||*XO....");
    /// ```
    pub fn wide_window(
        &self,
        p: Point,
        d: Direction,
        color: Color,
    ) -> Result<WideWindow, MoveError> {
        Board::<S>::check(p)?;
        let place = line_places_at::<S>(p)[d.index()];
        Ok(self.wide_line(place, color).window(place.pos))
    }

    /// The wide seen indexes ([`renju_vocab::wide_seen_index`]) of `p`'s wide windows in the
    /// four directions, seen from `color`.
    #[inline(always)]
    pub(crate) fn wide_seen_indexes(&self, p: Point, color: Color) -> [u16; 4] {
        line_places_at::<S>(p).map(|place| self.wide_line(place, color).seen_index(place.pos))
    }

    /// The line through `place`, seen from `color`, the edge apart.
    #[inline(always)]
    pub(crate) fn wide_line(&self, place: LinePlace, color: Color) -> WideLine {
        WideLine {
            own: self.lines.get(mask_slot::<S>(place, color)),
            opponent: self.lines.get(mask_slot::<S>(place, color.opponent())),
            edge: S::GEOMETRY.edge[usize::from(place.line >> 1) & 255],
        }
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

impl<S: BoardSize> Board<S> {
    /// The masks of the rows, both colours, on boards up to 15x15: row `r`'s black at `2 * r`,
    /// its white next (the first lines of [`Board::lines`]); those past the board's rows are
    /// empty. Boards past 16x16 keep rows of other widths: a caller asks only up to 15x15.
    /// (Only the x86-64 path of `set_stones` reads them.)
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[inline(always)]
    pub(crate) fn row_lines(&self) -> &[u32; 32] {
        match self.lines.first_32_bit_masks() {
            Some(rows) if S::N <= 16 => rows,
            _ => unreachable!("only boards up to 16x16 have rows of 32 bits in 32 slots"),
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
    use crate::size::Size;
    use std::prelude::rust_2021::*;

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

    /// Random boards with long runs: every point's wide window (cells within 5 as on the
    /// board, the edge as `|`, at `±6` the first point past 5 without an own stone) and its
    /// wide seen index, as the judge reads it.
    fn wide_windows_agree<S: BoardSize>() {
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15 ^ S::N as u64);
        let n = S::N;
        for _ in 0..40 {
            let mut board = Board::<S>::new();
            // Rows, columns and diagonals of one colour, some broken, and scattered stones.
            for _ in 0..(n * n / 3) {
                let r = next();
                let color = Color::ALL[(r & 1) as usize];
                let p = Point::new((r >> 8) as usize % n, (r >> 24) as usize % n);
                let d = Direction::ALL[(r >> 40) as usize % 4];
                let len = 1 + (r >> 44) as usize % 8;
                for k in 0..len as isize {
                    if let Some(q) = p
                        .and_then(|p| p.offset(d.step(), k))
                        .filter(|q| q.is_on::<S>())
                    {
                        let _ = board.place(q, color);
                    }
                }
            }
            for q in Point::all::<S>() {
                let cell_at = |k: isize, d: Direction, color: Color| match q
                    .offset(d.step(), k)
                    .filter(|r| r.is_on::<S>())
                {
                    None => Cell::Edge,
                    Some(r) => match board.get(r) {
                        None => Cell::Empty,
                        Some(c) if c == color => Cell::Own,
                        Some(_) => Cell::Opponent,
                    },
                };
                for color in Color::ALL {
                    let wide = board.wide_seen_indexes(q, color);
                    for (i, d) in Direction::ALL.into_iter().enumerate() {
                        let window = board.wide_window(q, d, color).expect("on the board");
                        assert_eq!(wide[i], window.seen_index(), "{q} {d:?} {color}");
                        for sign in [-1isize, 1] {
                            for k in 1..=5 {
                                let want = cell_at(sign * k, d, color);
                                assert_eq!(
                                    window.cell((sign * k) as i8),
                                    want,
                                    "{q} {d:?} {color} {}",
                                    sign * k
                                );
                            }
                            // Past 5: the first point that holds no own stone (or the edge).
                            let mut k = 6;
                            while cell_at(sign * k, d, color) == Cell::Own {
                                k += 1;
                            }
                            let want = cell_at(sign * k, d, color);
                            assert_eq!(
                                window.cell((sign * 6) as i8),
                                want,
                                "{q} {d:?} {color} {}",
                                sign * 6
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn wide_windows_of_the_board_are_its_cells_and_what_ends_its_runs() {
        wide_windows_agree::<Size<5>>();
        wide_windows_agree::<Size<7>>();
        wide_windows_agree::<Size<15>>();
        wide_windows_agree::<Size<20>>();
        wide_windows_agree::<Size<26>>();
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

    /// Stone lists from a fixed seed, of every length up to a full board, with points off
    /// the board and points given twice now and then: `set_stones` gives the board, or the
    /// error, that placing the stones one at a time gives (black's first), and leaves the
    /// board empty on an error.
    fn set_stones_agrees_with_placing<S: BoardSize>() -> [usize; 2] {
        let mut next = crate::test_rng::xorshift(0x5DEE_CE66_D1CE_4E5B_u64 ^ S::N as u64);
        let mut board = Board::<S>::new();
        let mut outcomes = [0; 2];
        for i in 0..3_000u64 {
            let len = (next() % (S::N * S::N) as u64) as usize;
            // Mostly on the board; one point in about 600 anywhere up to z26.
            let point = |r: u64| {
                let n = if r.is_multiple_of(600) {
                    26
                } else {
                    S::N as u64
                };
                Point::new(
                    (r >> 10) as usize % n as usize,
                    (r >> 20) as usize % n as usize,
                )
                .expect("a point")
            };
            let stones: Vec<Point> = (0..len).map(|_| point(next())).collect();
            let split = if len == 0 { 0 } else { (i as usize * 7) % len };
            let (black, white) = stones.split_at(split);
            let mut want = Board::<S>::new();
            let placed = black
                .iter()
                .map(|&p| (p, Color::Black))
                .chain(white.iter().map(|&p| (p, Color::White)))
                .try_for_each(|(p, color)| want.place(p, color));
            let got = board.set_stones(black, white);
            assert_eq!(got, placed, "{black:?} {white:?}");
            match got {
                Ok(()) => assert_eq!(board, want),
                Err(_) => assert_eq!(board, Board::new()),
            }
            outcomes[usize::from(got.is_err())] += 1;
        }
        outcomes
    }

    #[test]
    fn set_stones_builds_what_placing_builds_or_names_the_first_bad_stone() {
        for [good, bad] in [
            set_stones_agrees_with_placing::<Size<5>>(),
            set_stones_agrees_with_placing::<Size<15>>(),
            set_stones_agrees_with_placing::<Size<20>>(),
            set_stones_agrees_with_placing::<Size<26>>(),
        ] {
            assert!(good > 100 && bad > 100, "{good} good, {bad} bad");
        }
    }

    #[test]
    fn a_point_past_the_edge_is_an_error_naming_the_size() {
        let t20 = Point::new(19, 19).expect("a point");
        assert_eq!(
            Board::<Size<15>>::from_stones(&[t20], &[]),
            Err(MoveError::OffBoard {
                point: t20,
                size: 15
            })
        );
        // Points whose coordinates or together to the size or more, all on the board.
        let (h8, g9) = (Point::new(8, 7).expect("i8"), Point::new(7, 8).expect("h9"));
        assert!(Board::<Size<15>>::from_stones(&[h8, g9], &[]).is_ok());
        assert!(Board::<Size<20>>::from_stones(&[t20], &[]).is_ok());
        assert_eq!(
            Board::<Size<20>>::new().get(Point::new(20, 0).expect("u1")),
            None
        );
    }
}
